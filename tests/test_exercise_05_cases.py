"""Exercise 05's wrong answers as a learner writes them (issue 25), run in the committed student
notebook: the one-sided span comparison that the 3 x 3 grid let pass, and the slips of the new
parts (slabs, the grid walk). Each prints its FAIL line naming the kind and shows one picture; the
right answers print PASS and show none."""

import pytest

from tests.test_exercises import run_with_answers

NAME = "05_segment_intersection.ipynb"

SIDE = """def side(p, q, r):
    value = (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])
    return (value > 0) - (value < 0)
"""

SLABS = """import math

def ray_hits_box(ray, box):
    entry, exit_ = {start}, math.inf
    axes = ((ray.x, ray.dx, box.left, box.right), (ray.y, ray.dy, box.top, box.bottom))
    for start, step, low, high in axes:
        if step == 0:
            {parallel}
            continue
        t1, t2 = sorted(((low - start) / step, (high - start) / step))
        entry, exit_ = max(entry, t1), min(exit_, t2)
    return entry {compare} exit_"""

WALK = """import math
from fractions import Fraction

def cells_on_segment(s):
    x1, y1, x2, y2 = (Fraction(v) for v in (s.x1, s.y1, s.x2, s.y2))
    dx, dy = x2 - x1, y2 - y1
    if dx == dy == 0 or (dx == 0 and x1.denominator == 1) or (dy == 0 and y1.denominator == 1):
        return []
    {start}
    step_x, step_y = (1 if dx > 0 else -1), (1 if dy > 0 else -1)
    t_max_x = (col + (dx > 0) - x1) / dx if dx else math.inf
    t_max_y = (row + (dy > 0) - y1) / dy if dy else math.inf
    t_delta_x = 1 / abs(dx) if dx else math.inf
    t_delta_y = 1 / abs(dy) if dy else math.inf
    cells, t = [], 0
    while t {until} 1 and len(cells) < 20:
        cells.append((col, row))
        t = min(t_max_x, t_max_y)
        if t_max_x == t:
            col, t_max_x = col + step_x, t_max_x + t_delta_x
        {tie}if t_max_y == t:
            row, t_max_y = row + step_y, t_max_y + t_delta_y
    return cells"""

GOOD_START = """col = math.floor(x1) if dx >= 0 else math.ceil(x1) - 1
    row = math.floor(y1) if dy >= 0 else math.ceil(y1) - 1"""


def slabs(start="0", parallel="if not low < start < high:\n                return False", compare="<"):
    return SLABS.format(start=start, parallel=parallel, compare=compare)


def walk(start=GOOD_START, until="<", tie=""):
    return WALK.format(start=start, until=until, tie=tie)


ANSWERS = [
    (
        "collinear spans compared one-sidedly: is an end of b within a?",
        SIDE
        + """
def segments_cross(a, b):
    p1, p2, q1, q2 = (a.x1, a.y1), (a.x2, a.y2), (b.x1, b.y1), (b.x2, b.y2)
    o = [side(p1, p2, q1), side(p1, p2, q2), side(q1, q2, p1), side(q1, q2, p2)]
    if o[0] * o[1] < 0 and o[2] * o[3] < 0:
        return True
    if o != [0, 0, 0, 0] or p1 == p2 or q1 == q2:
        return False
    axis = 0 if p1[0] != p2[0] else 1
    a_lo, a_hi = sorted((p1[axis], p2[axis]))
    b_lo, b_hi = sorted((q1[axis], q2[axis]))
    return a_lo <= b_lo < a_hi or a_lo < b_hi <= a_hi""",
        "result = check_segment_test(segments_cross)",
        [
            "FAIL: the segments lie on one line and one lies strictly inside the other",
            "All four orientations are 0",
        ],
    ),
    (
        "slabs: the entry not clamped at t = 0",
        slabs(start="-math.inf"),
        "result = check_ray_box(ray_hits_box)",
        ["FAIL: the box lies behind the ray", "Clamp the entry at t = 0"],
    ),
    (
        "slabs: entry <= exit counts a corner touch",
        slabs(compare="<="),
        "result = check_ray_box(ray_hits_box)",
        [
            "FAIL: the ray only touches a corner of the box (entry = exit)",
            "Entry max(0, entries) = 2, exit = 2",
        ],
    ),
    (
        "slabs: a parallel axis skipped",
        slabs(parallel="pass"),
        "result = check_ray_box(ray_hits_box)",
        [
            "FAIL: the ray runs parallel to a slab, outside it",
            "dy = 0, y = 0 is not strictly inside its slab",
        ],
    ),
    (
        "grid walk: a corner tie steps only x",
        walk(tie="el"),
        "result = check_grid_walk(cells_on_segment)",
        ["FAIL: the segment passes exactly through a cell corner", "step x and y together"],
    ),
    (
        "grid walk: the first cell is floor(x1) even going left",
        walk(start="col, row = math.floor(x1), math.floor(y1)"),
        "result = check_grid_walk(cells_on_segment)",
        ["FAIL: the segment starts on a cell line", "the cell before the line"],
    ),
    (
        "grid walk: a cell reached only at the end point counted",
        walk(until="<="),
        "result = check_grid_walk(cells_on_segment)",
        ["FAIL: the segment ends on a cell line", "stop at t = 1"],
    ),
    (
        "collinear spans taken in the order given (b runs the other way)",
        SIDE
        + """
def segments_cross(a, b):
    p1, p2, q1, q2 = (a.x1, a.y1), (a.x2, a.y2), (b.x1, b.y1), (b.x2, b.y2)
    o = [side(p1, p2, q1), side(p1, p2, q2), side(q1, q2, p1), side(q1, q2, p2)]
    if o[0] * o[1] < 0 and o[2] * o[3] < 0:
        return True
    if o != [0, 0, 0, 0] or p1 == p2 or q1 == q2:
        return False
    axis = 0 if p1[0] != p2[0] else 1
    return max(p1[axis], q1[axis]) < min(p2[axis], q2[axis])""",
        "result = check_segment_test(segments_cross)",
        ["FAIL: the segments lie on one line and overlap", "b runs the other way from a"],
    ),
    (
        "slabs: the two t values not sorted (a ray going left)",
        slabs().replace(
            "t1, t2 = sorted(((low - start) / step, (high - start) / step))",
            "t1, t2 = (low - start) / step, (high - start) / step",
        ),
        "result = check_ray_box(ray_hits_box)",
        ["FAIL: the ray enters the box", "With dx < 0 the ray meets the box's right edge before its left"],
    ),
    (
        "slabs: points sampled along the ray",
        """def ray_hits_box(ray, box):
    for k in range(1, 2000):
        x, y = ray.x + k / 100 * ray.dx, ray.y + k / 100 * ray.dy
        if box.left < x < box.right and box.top < y < box.bottom:
            return True
    return False""",
        "result = check_ray_box(ray_hits_box)",
        ["FAIL: the ray clips a corner of the box", "points sampled along the ray"],
    ),
    (
        "grid walk: points sampled along the segment",
        """import math

def cells_on_segment(s):
    if (s.x1, s.y1) == (s.x2, s.y2):
        return []
    cells = []
    for k in range(1, 1000):
        x, y = s.x1 + k / 1000 * (s.x2 - s.x1), s.y1 + k / 1000 * (s.y2 - s.y1)
        cell = (math.floor(x), math.floor(y))
        if x != int(x) and y != int(y) and cell not in cells:
            cells.append(cell)
    return cells""",
        "result = check_grid_walk(cells_on_segment)",
        ["FAIL: the segment passes a hair (2**-20) beside a cell corner", "Points sampled along the segment"],
    ),
    (
        "grid walk: the next line always at col + 1 (a segment going left)",
        walk()
        .replace("t_max_x = (col + (dx > 0) - x1) / dx", "t_max_x = (col + 1 - x1) / dx")
        .replace("t_max_y = (row + (dy > 0) - y1) / dy", "t_max_y = (row + 1 - y1) / dy"),
        "result = check_grid_walk(cells_on_segment)",
        ["FAIL: the segment crosses cell lines between corners", "the next line is x = col, not col + 1"],
    ),
    (
        "grid walk: the right cells, sorted",
        walk().replace("    return cells", "    return sorted(cells)"),
        "result = check_grid_walk(cells_on_segment)",
        ["FAIL: the segment crosses cell lines", "the right ones, but not in the order"],
    ),
    (
        "slabs: right, without division (t compared by cross-multiplying)",
        """def ray_hits_box(ray, box):
    lo, hi = (0, 1), None  # each t as (numerator, positive denominator)
    axes = ((ray.x, ray.dx, box.left, box.right), (ray.y, ray.dy, box.top, box.bottom))
    for start, step, low, high in axes:
        if step == 0:
            if not low < start < high:
                return False
            continue
        a, b = low - start, high - start
        if step < 0:
            a, b, step = -b, -a, -step
        if a * lo[1] > lo[0] * step:
            lo = (a, step)
        if hi is None or b * hi[1] < hi[0] * step:
            hi = (b, step)
    return lo[0] * hi[1] < hi[0] * lo[1]""",
        "result = check_ray_box(ray_hits_box)",
        None,
    ),
    ("slabs: right", slabs(), "result = check_ray_box(ray_hits_box)", None),
    ("grid walk: right", walk(), "result = check_grid_walk(cells_on_segment)", None),
]


@pytest.fixture(scope="module")
def executed(tmp_path_factory):
    return run_with_answers(NAME, ANSWERS, tmp_path_factory.mktemp("ex05"))


@pytest.mark.parametrize("index", range(len(ANSWERS)), ids=[a[0] for a in ANSWERS])
def test_each_answer_gets_its_own_words_and_one_picture(executed, index):
    nb, marks = executed
    label, _code, _check, words = ANSWERS[index]
    cell = nb.cells[marks[index][1]]
    text = "".join(o.get("text", "") for o in cell.outputs if o.output_type == "stream")
    images = [o for o in cell.outputs if "image/png" in o.get("data", {})]
    assert not any(o.output_type == "error" for o in cell.outputs), (label, cell.outputs)
    if words is None:
        assert text.startswith("PASS: ") and not images, (label, text)
        return
    first = text.splitlines()[0] if text else ""
    for w in words:
        assert w in first, f"{label}: {w!r} not in {first!r}"
    assert len(images) == 1, f"{label}: no picture shown"
