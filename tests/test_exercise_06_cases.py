"""Exercise 06's wrong answers as a learner writes them (issue 25), run in the committed student
notebook: five SAT slips that all miss the same axis, each told apart in its own words; normalised
float axes (rounding at an exact touch); the fixed-winding shortcut (vertex order); and the traps of
the point-in-polygon part. Each prints its FAIL line and shows one picture; right answers PASS."""

import pytest

from tests.test_exercises import run_with_answers

NAME = "06_separating_axes.ipynb"

SHADOW = """def shadow(poly, nx, ny):
    dots = [nx * x + ny * y for x, y in poly]
    return min(dots), max(dots)
"""

SAT = (
    SHADOW
    + """
def sat_overlap(a, b):
    for poly in {polys}:
        for i in range({count}):
            (x1, y1), (x2, y2) = poly[i], poly[(i + 1) % len(poly)]
            nx, ny = {axis}
            a_lo, a_hi = shadow(a, nx, ny)
            b_lo, b_hi = shadow(b, nx, ny)
            if a_hi <= b_lo or b_hi <= a_lo:
                return False
    return True"""
)


def sat(polys="(a, b)", count="len(poly)", axis="y2 - y1, x1 - x2"):
    return SAT.format(polys=polys, count=count, axis=axis)


CROSSINGS = """def point_in(vertices, p):
    px, py = p
    n, inside = len(vertices), False
    for i in range(n):
        (ax, ay), (bx, by) = vertices[i], vertices[(i + 1) % n]
        if ay == by:
            continue
        if {rule}:
            x = ax + (py - ay) * (bx - ax) / (by - ay)
            if x > px:
                inside = not inside
    return inside"""

ANSWERS = [
    (
        "projected on the edge's direction, not its normal",
        sat(axis="x2 - x1, y2 - y1"),
        "result = check_sat_test(sat_overlap)",
        [
            "FAIL: only an edge of b separates them",
            "axis you missed",
            "match projecting on each edge's direction",
        ],
    ),
    (
        "only the first two edges",
        sat(count="2"),
        "result = check_sat_test(sat_overlap)",
        ["FAIL: only an edge of b separates them", "match trying only the first two edges"],
    ),
    (
        "the closing edge skipped",
        sat(count="len(poly) - 1"),
        "result = check_sat_test(sat_overlap)",
        ["FAIL: only an edge of b separates them", "match skipping the closing edge"],
    ),
    (
        "the vertices' bounding boxes",
        """def sat_overlap(a, b):
    ax, ay = [x for x, _ in a], [y for _, y in a]
    bx, by = [x for x, _ in b], [y for _, y in b]
    return max(min(ax), min(bx)) < min(max(ax), max(bx)) and max(min(ay), min(by)) < min(max(ay), max(by))""",
        "result = check_sat_test(sat_overlap)",
        ["FAIL: only an edge of b separates them", "match comparing the vertices' bounding boxes"],
    ),
    (
        "only a's axes",
        sat(polys="(a,)"),
        "result = check_sat_test(sat_overlap)",
        ["FAIL: only an edge of b separates them", "match trying only a's edges", "fn(b, a)"],
    ),
    (
        "normalised float axes",
        "import math\n"
        + sat(axis="(y2 - y1) / math.hypot(x2 - x1, y2 - y1), (x1 - x2) / math.hypot(x2 - x1, y2 - y1)"),
        "result = check_sat_test(sat_overlap)",
        ["FAIL: the polygons only touch", "rounding broke this exact touch", "Don't normalise"],
    ),
    (
        "every vertex beyond the edge line, one winding assumed",
        """def sat_overlap(a, b):
    for p, q in ((a, b), (b, a)):
        for i in range(len(p)):
            (x1, y1), (x2, y2) = p[i], p[(i + 1) % len(p)]
            nx, ny = y2 - y1, x1 - x2
            if all(nx * x + ny * y >= nx * x1 + ny * y1 for x, y in q):
                return False
    return True""",
        "result = check_sat_test(sat_overlap)",
        ["FAIL: the polygons overlap", "depends on the vertex order"],
    ),
    (
        "point in polygon: a vertex counted twice",
        CROSSINGS.format(rule="min(ay, by) <= py <= max(ay, by)"),
        "result = check_point_in_polygon(point_in)",
        [
            "FAIL: the ray from the point passes through a vertex where the outline crosses it",
            "counted twice",
        ],
    ),
    (
        "point in polygon: a vertex counted zero times",
        CROSSINGS.format(rule="min(ay, by) < py < max(ay, by)"),
        "result = check_point_in_polygon(point_in)",
        ["FAIL: the ray from the point passes through a vertex where the outline crosses it", "not at all"],
    ),
    (
        "point in polygon: the outline not tested first",
        CROSSINGS.format(rule="(ay > py) != (by > py)"),
        "result = check_point_in_polygon(point_in)",
        ["FAIL: the point lies on an edge (the outline is out: touching=False)", "Test the outline first"],
    ),
    (
        "point in polygon: an edge on the ray's line counted as a crossing",
        """def point_in(vertices, p):
    px, py = p
    n, inside = len(vertices), False
    for i in range(n):
        (ax, ay), (bx, by) = vertices[i], vertices[(i + 1) % n]
        cross = (bx - ax) * (py - ay) - (by - ay) * (px - ax)
        if cross == 0 and min(ax, bx) <= px <= max(ax, bx) and min(ay, by) <= py <= max(ay, by):
            return False
    for i in range(n):
        (ax, ay), (bx, by) = vertices[i], vertices[(i + 1) % n]
        if ay == by == py and max(ax, bx) > px:
            inside = not inside
        elif (ay > py) != (by > py) and ax + (py - ay) * (bx - ax) / (by - ay) > px:
            inside = not inside
    return inside""",
        "result = check_point_in_polygon(point_in)",
        ["FAIL: a horizontal edge lies on the ray from the point", "half-open rule skips it"],
    ),
    (
        "point in polygon: right",
        CROSSINGS.format(rule="(ay > py) != (by > py)").replace(
            "    n, inside = len(vertices), False\n",
            "    n, inside = len(vertices), False\n"
            "    for i in range(n):\n"
            "        (ax, ay), (bx, by) = vertices[i], vertices[(i + 1) % n]\n"
            "        if (bx - ax) * (py - ay) == (by - ay) * (px - ax) and min(ax, bx) <= px <= max(ax, bx) "
            "and min(ay, by) <= py <= max(ay, by):\n"
            "            return False\n",
        ),
        "result = check_point_in_polygon(point_in)",
        None,
    ),
    (
        "the edge mirrored, not turned: (y2 - y1, x2 - x1)",
        sat(axis="y2 - y1, x2 - x1"),
        "result = check_sat_test(sat_overlap)",
        ["FAIL: only an edge of b separates them", "the edge mirrored, not turned a quarter"],
    ),
    (
        "True as soon as one axis overlaps",
        SHADOW
        + """
def sat_overlap(a, b):
    for poly in (a, b):
        for i in range(len(poly)):
            (x1, y1), (x2, y2) = poly[i], poly[(i + 1) % len(poly)]
            a_lo, a_hi = shadow(a, y2 - y1, x1 - x2)
            b_lo, b_hi = shadow(b, y2 - y1, x1 - x2)
            if a_lo < b_hi and b_lo < a_hi:
                return True
    return False""",
        "result = check_sat_test(sat_overlap)",
        ["FAIL: only an edge of b separates them", "one axis with a gap is enough for False"],
    ),
    (
        "a corner of one inside the other",
        """def corner_inside(poly, p):
    sides = []
    for i in range(len(poly)):
        (x1, y1), (x2, y2) = poly[i], poly[(i + 1) % len(poly)]
        sides.append((x2 - x1) * (p[1] - y1) - (y2 - y1) * (p[0] - x1))
    return all(v > 0 for v in sides) or all(v < 0 for v in sides)

def sat_overlap(a, b):
    return any(corner_inside(a, p) for p in b) or any(corner_inside(b, p) for p in a)""",
        "result = check_sat_test(sat_overlap)",
        ["FAIL: the polygons overlap", "no corner of either polygon lies inside the other"],
    ),
    (
        "point in polygon: inside every edge (a convex-only test)",
        """def point_in(vertices, p):
    sides = []
    for i in range(len(vertices)):
        (x1, y1), (x2, y2) = vertices[i], vertices[(i + 1) % len(vertices)]
        sides.append((x2 - x1) * (p[1] - y1) - (y2 - y1) * (p[0] - x1))
    return all(v > 0 for v in sides) or all(v < 0 for v in sides)""",
        "result = check_point_in_polygon(point_in)",
        ["FAIL: the ray from the point passes through no vertex", "this outline is not convex"],
    ),
    (
        "point in polygon: the outline tested by orientation alone (the edge's line)",
        CROSSINGS.format(rule="(ay > py) != (by > py)").replace(
            "    n, inside = len(vertices), False\n",
            "    n, inside = len(vertices), False\n"
            "    for i in range(n):\n"
            "        (ax, ay), (bx, by) = vertices[i], vertices[(i + 1) % n]\n"
            "        if (bx - ax) * (py - ay) == (by - ay) * (px - ax):\n"
            "            return False\n",
        ),
        "result = check_point_in_polygon(point_in)",
        ["FAIL: the ray from the point passes through no vertex", "beyond that edge's ends"],
    ),
    (
        "point in polygon: right, by the winding number",
        """def point_in(vertices, p):
    px, py = p
    n, winding = len(vertices), 0
    for i in range(n):
        (ax, ay), (bx, by) = vertices[i], vertices[(i + 1) % n]
        cross = (bx - ax) * (py - ay) - (by - ay) * (px - ax)
        if cross == 0 and min(ax, bx) <= px <= max(ax, bx) and min(ay, by) <= py <= max(ay, by):
            return False
        if ay <= py < by and cross > 0:
            winding += 1
        elif by <= py < ay and cross < 0:
            winding -= 1
    return winding != 0""",
        "result = check_point_in_polygon(point_in)",
        None,
    ),
    ("SAT: right", sat(), "result = check_sat_test(sat_overlap)", None),
]


@pytest.fixture(scope="module")
def executed(tmp_path_factory):
    return run_with_answers(NAME, ANSWERS, tmp_path_factory.mktemp("ex06"))


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
