"""What a learner sees: classic wrong answers, written as a learner would write them, injected into
a copy of each committed student notebook and executed with nbclient (as JupyterLab or nbconvert
would). Each self-check cell must print the FAIL sentence naming the kind of case, and show a
picture (an image/png output); a right answer prints PASS and shows no picture.

(The checks' own unit tests are in test_checks.py; the generator's in test_assignments.py.)"""

from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parents[1]
STUDENT = ROOT / "notebooks" / "exercises"

RECT_RIGHT = """def overlaps(a, b):
    return max(a.left, b.left) < min(a.right, b.right) and max(a.top, b.top) < min(a.bottom, b.bottom)

def overlaps_or_touches(a, b):
    return max(a.left, b.left) <= min(a.right, b.right) and max(a.top, b.top) <= min(a.bottom, b.bottom)
"""

CASES = {
    "01_rectangle_test.ipynb": [
        (
            "touching counted",
            """def overlaps(a, b):
    return max(a.left, b.left) <= min(a.right, b.right) and max(a.top, b.top) <= min(a.bottom, b.bottom)""",
            "result = check_rect_test(overlaps)",
            ["FAIL: ", "touch", "they touch"],
        ),
        (
            "containment forgotten: only corners inside",
            """def overlaps(a, b):
    def corner_inside(x, y, r):
        return r.left < x < r.right and r.top < y < r.bottom
    corners = lambda r: [(r.left, r.top), (r.right, r.top), (r.left, r.bottom), (r.right, r.bottom)]
    return any(corner_inside(x, y, b) for x, y in corners(a)) or any(corner_inside(x, y, a) for x, y in corners(b))""",
            "result = check_rect_test(overlaps)",
            ["FAIL: the boxes have exactly the same span on one axis", "x: a and b have the same span"],
        ),
        (
            "zero width forgotten",
            """def overlaps(a, b):
    return not (a.right <= b.left or b.right <= a.left or a.bottom <= b.top or b.bottom <= a.top)""",
            "result = check_rect_test(overlaps)",
            ["FAIL: a box with zero width or height", "has zero length"],
        ),
        (
            "touching not counted in overlaps_or_touches",
            """def overlaps_or_touches(a, b):
    return max(a.left, b.left) < min(a.right, b.right) and max(a.top, b.top) < min(a.bottom, b.bottom)""",
            "result = check_rect_test(overlaps_or_touches, touching=True)",
            ["FAIL: the boxes only touch at a corner", "x: a's end meets b's start (they touch)"],
        ),
        ("right", RECT_RIGHT, "result = check_rect_test(overlaps)", None),
    ],
    "02_circle_and_box.ipynb": [
        (
            "the bounding box",
            """def circle_hits_box(circle, box):
    return (circle.x - circle.r < box.right and box.left < circle.x + circle.r
            and circle.y - circle.r < box.bottom and box.top < circle.y + circle.r)""",
            "result = check_circle_rect_test(circle_hits_box)",
            ["FAIL: ", "circle's bounding box", "corner"],
        ),
        (
            "touching counted",
            """def circle_hits_box(circle, box):
    nx = min(max(circle.x, box.left), box.right)
    ny = min(max(circle.y, box.top), box.bottom)
    return (circle.x - nx) ** 2 + (circle.y - ny) ** 2 <= circle.r ** 2""",
            "result = check_circle_rect_test(circle_hits_box)",
            ["FAIL: the circle exactly touches the right edge"],
        ),
        (
            "zero-size box forgotten",
            """def circle_hits_box(circle, box):
    nx = min(max(circle.x, box.left), box.right)
    ny = min(max(circle.y, box.top), box.bottom)
    return (circle.x - nx) ** 2 + (circle.y - ny) ** 2 < circle.r ** 2""",
            "result = check_circle_rect_test(circle_hits_box)",
            ["FAIL: a zero-size box at the centre"],
        ),
        (
            "right",
            """def circle_hits_box(circle, box):
    if circle.r == 0 or box.left == box.right or box.top == box.bottom:
        return False
    nx = min(max(circle.x, box.left), box.right)
    ny = min(max(circle.y, box.top), box.bottom)
    return (circle.x - nx) ** 2 + (circle.y - ny) ** 2 < circle.r ** 2""",
            "result = check_circle_rect_test(circle_hits_box)",
            None,
        ),
    ],
    "03_overlap_and_pixels.ipynb": [
        (
            "the 1998 rule",
            """def overlap_region(a, b):
    if b.bottom < a.top or a.bottom < b.top or b.right < a.left or a.right < b.left:
        return None
    if a.left < b.left:
        x1, x2 = b.left, a.right
    else:
        x1, x2 = a.left, b.right
    if a.top < b.top:
        y1, y2 = b.top, a.bottom
    else:
        y1, y2 = a.top, b.bottom
    if x1 >= x2 or y1 >= y2:
        return None
    return Rect.from_ltrb(x1, y1, x2, y2)""",
            "result = check_overlap_rect(overlap_region)",
            ["FAIL: one box reaches across an edge of the other", "x: a lies inside b"],
        ),
        (
            "touching gives an empty region, not None",
            """def overlap_region(a, b):
    left, right = max(a.left, b.left), min(a.right, b.right)
    top, bottom = max(a.top, b.top), min(a.bottom, b.bottom)
    if left <= right and top <= bottom:
        return Rect.from_ltrb(left, top, right, bottom)
    return None""",
            "result = check_overlap_rect(overlap_region)",
            ["FAIL: ", "they touch", "should be None"],
        ),
        (
            "returns a box instead of the region",
            """def overlap_region(a, b):
    return a if max(a.left, b.left) < min(a.right, b.right) and max(a.top, b.top) < min(a.bottom, b.bottom) else None""",
            "result = check_overlap_rect(overlap_region)",
            ["FAIL: "],
        ),
        (
            "negative offsets ignored",
            """def count_overlap(a_bits, b_bits, offset):
    ox, oy = max(offset[0], 0), max(offset[1], 0)
    h = min(a_bits.shape[0] - oy, b_bits.shape[0]); w = min(a_bits.shape[1] - ox, b_bits.shape[1])
    if h <= 0 or w <= 0:
        return 0
    return int((a_bits[oy:oy + h, ox:ox + w] & b_bits[:h, :w]).sum())""",
            "result = check_pixel_overlap(count_overlap)",
            ["FAIL: b partly off a's top-left (negative offset)"],
        ),
        (
            "right",
            """def count_overlap(a_bits, b_bits, offset):
    ox, oy = offset
    top, bottom = max(0, oy), min(a_bits.shape[0], oy + b_bits.shape[0])
    left, right = max(0, ox), min(a_bits.shape[1], ox + b_bits.shape[1])
    if left >= right or top >= bottom:
        return 0
    return int((a_bits[top:bottom, left:right] & b_bits[top - oy:bottom - oy, left - ox:right - ox]).sum())""",
            "result = check_pixel_overlap(count_overlap)",
            None,
        ),
    ],
    "04_grid_broad_phase.ipynb": [
        (
            "no de-duplication",
            """def grid_pairs(boxes, cell=20.0):
    cells = {}
    for k, (l, t, r, b) in enumerate(boxes.tolist()):
        for col in range(math.floor(l / cell), math.floor(r / cell) + 1):
            for row in range(math.floor(t / cell), math.floor(b / cell) + 1):
                cells.setdefault((col, row), []).append(k)
    pairs = []
    for members in cells.values():
        for x in range(len(members)):
            for y in range(x + 1, len(members)):
                i, j = members[x], members[y]
                a, c = boxes[i], boxes[j]
                if max(a[0], c[0]) < min(a[2], c[2]) and max(a[1], c[1]) < min(a[3], c[3]):
                    pairs.append((i, j))
    return pairs""",
            "result = check_find_pairs(grid_pairs)",
            ["FAIL: ", "Pair (0, 2) reported 9 times", "report each pair once"],
        ),
        (
            "touching counted",
            """def grid_pairs(boxes, cell=20.0):
    pairs = set()
    for i in range(len(boxes)):
        for j in range(i + 1, len(boxes)):
            a, c = boxes[i], boxes[j]
            if max(a[0], c[0]) <= min(a[2], c[2]) and max(a[1], c[1]) <= min(a[3], c[3]):
                pairs.add((i, j))
    return sorted(pairs)""",
            "result = check_find_pairs(grid_pairs)",
            ["FAIL: boxes that only touch", "do not share area"],
        ),
        (
            "only the top-left cell",
            """def grid_pairs(boxes, cell=20.0):
    cells = {}
    for k, (l, t, r, b) in enumerate(boxes.tolist()):
        cells.setdefault((math.floor(l / cell), math.floor(t / cell)), []).append(k)
    pairs = set()
    for members in cells.values():
        for x in range(len(members)):
            for y in range(x + 1, len(members)):
                i, j = members[x], members[y]
                a, c = boxes[i], boxes[j]
                if max(a[0], c[0]) < min(a[2], c[2]) and max(a[1], c[1]) < min(a[3], c[3]):
                    pairs.add((i, j))
    return sorted(pairs)""",
            "result = check_find_pairs(grid_pairs)",
            ["FAIL: one box spanning the whole world", "missed"],
        ),
        (
            "right (a grid: a loop over every pair now fails the work check)",
            """def grid_pairs(boxes, cell=20.0):
    cells = {}
    for k, (l, t, r, b) in enumerate(boxes.tolist()):
        for col in range(math.floor(l / cell), math.floor(r / cell) + 1):
            for row in range(math.floor(t / cell), math.floor(b / cell) + 1):
                cells.setdefault((col, row), []).append(k)
    pairs = set()
    for members in cells.values():
        for x in range(len(members)):
            for y in range(x + 1, len(members)):
                i, j = members[x], members[y]
                a, c = boxes[i], boxes[j]
                if max(a[0], c[0]) < min(a[2], c[2]) and max(a[1], c[1]) < min(a[3], c[3]):
                    pairs.add((i, j))
    return sorted(pairs)""",
            "result = check_find_pairs(grid_pairs)",
            None,
        ),
    ],
    "05_segment_intersection.ipynb": [
        (
            "no collinear case",
            """def segments_cross(a, b):
    def side(p, q, r):
        value = (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])
        return (value > 0) - (value < 0)
    p1, p2, q1, q2 = (a.x1, a.y1), (a.x2, a.y2), (b.x1, b.y1), (b.x2, b.y2)
    return side(p1, p2, q1) * side(p1, p2, q2) < 0 and side(q1, q2, p1) * side(q1, q2, p2) < 0""",
            "result = check_segment_test(segments_cross)",
            ["FAIL: the segments lie on one line and overlap."],
        ),
        (
            "touching counted",
            """def segments_cross(a, b):
    def side(p, q, r):
        value = (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])
        return (value > 0) - (value < 0)
    p1, p2, q1, q2 = (a.x1, a.y1), (a.x2, a.y2), (b.x1, b.y1), (b.x2, b.y2)
    return side(p1, p2, q1) * side(p1, p2, q2) <= 0 and side(q1, q2, p1) * side(q1, q2, p2) <= 0""",
            "result = check_segment_test(segments_cross)",
            ["FAIL: the segments meet only end to end"],
        ),
        (
            "collinear spans compared on x only",
            """def segments_cross(a, b):
    def side(p, q, r):
        value = (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])
        return (value > 0) - (value < 0)
    p1, p2, q1, q2 = (a.x1, a.y1), (a.x2, a.y2), (b.x1, b.y1), (b.x2, b.y2)
    o = [side(p1, p2, q1), side(p1, p2, q2), side(q1, q2, p1), side(q1, q2, p2)]
    if o[0] * o[1] < 0 and o[2] * o[3] < 0:
        return True
    if o == [0, 0, 0, 0] and p1 != p2 and q1 != q2:
        return max(min(p1[0], p2[0]), min(q1[0], q2[0])) < min(max(p1[0], p2[0]), max(q1[0], q2[0]))
    return False""",
            "result = check_segment_test(segments_cross)",
            ["FAIL: the segments lie on one line and overlap (vertically)"],
        ),
        (
            "right",
            """def segments_cross(a, b):
    from collide_lessons.lines import segments_intersect
    return segments_intersect(a, b)""",
            "result = check_segment_test(segments_cross)",
            None,
        ),
    ],
    "06_separating_axes.ipynb": [
        (
            "only a's edges tried",
            """def sat_overlap(a, b):
    for i in range(len(a)):
        (x1, y1), (x2, y2) = a[i], a[(i + 1) % len(a)]
        nx, ny = y2 - y1, x1 - x2
        da = [nx * x + ny * y for x, y in a]
        db = [nx * x + ny * y for x, y in b]
        if max(da) <= min(db) or max(db) <= min(da):
            return False
    return True""",
            "result = check_sat_test(sat_overlap)",
            ["FAIL: only an edge of b separates them"],
        ),
        (
            "edges crossing only",
            """def sat_overlap(a, b):
    def side(p, q, r):
        value = (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])
        return (value > 0) - (value < 0)
    for i in range(len(a)):
        for j in range(len(b)):
            p1, p2 = a[i], a[(i + 1) % len(a)]
            q1, q2 = b[j], b[(j + 1) % len(b)]
            if side(p1, p2, q1) * side(p1, p2, q2) < 0 and side(q1, q2, p1) * side(q1, q2, p2) < 0:
                return True
    return False""",
            "result = check_sat_test(sat_overlap)",
            ["FAIL: one polygon lies inside the other"],
        ),
        (
            "touching counted",
            """def sat_overlap(a, b):
    for poly in (a, b):
        for i in range(len(poly)):
            (x1, y1), (x2, y2) = poly[i], poly[(i + 1) % len(poly)]
            nx, ny = y2 - y1, x1 - x2
            da = [nx * x + ny * y for x, y in a]
            db = [nx * x + ny * y for x, y in b]
            if max(da) < min(db) or max(db) < min(da):
                return False
    return True""",
            "result = check_sat_test(sat_overlap)",
            ["FAIL: the polygons only touch"],
        ),
        (
            "right",
            """def sat_overlap(a, b):
    from collide_lessons.polygons import Polygon, polygons_intersect
    return polygons_intersect(Polygon(a), Polygon(b))""",
            "result = check_sat_test(sat_overlap)",
            None,
        ),
    ],
    "07_tile_step.ipynb": [
        (
            "both axes at once, pushed out by least penetration",
            """from collide_lessons.rects import push_out
from collide_lessons.tiles import contacts

def step(box, velocity, tiles):
    t = tiles.tile
    moved = box.move(*velocity)
    dx = dy = 0
    for row in range(math.floor(moved.top / t), math.ceil(moved.bottom / t)):
        for col in range(math.floor(moved.left / t), math.ceil(moved.right / t)):
            if tiles.kind(col, row) == SOLID:
                px, py = push_out(moved, tiles.tile_rect(col, row))
                dx, dy = (px if abs(px) > abs(dx) else dx), (py if abs(py) > abs(dy) else dy)
    moved = moved.move(dx, dy)
    return moved, contacts(moved, tiles)""",
            "result = check_tile_step(step)",
            ["FAIL: walking across the seam between two floor tiles", "both axes at once"],
        ),
        (
            "the ground tested by overlap, so touching is not counted",
            """from collide_lessons import collides
from collide_lessons.tiles import move_x, move_y, contacts

def step(box, velocity, tiles):
    box = move_y(move_x(box, velocity[0], tiles), velocity[1], tiles)
    sides = [s for s in contacts(box, tiles) if s != "bottom"]
    under = [tiles.tile_rect(c, r) for r in range(tiles.rows) for c in range(tiles.cols) if tiles.kind(c, r) != EMPTY]
    if any(collides(box, tile) for tile in under):
        sides.append("bottom")
    return box, sides""",
            "result = check_tile_step(step)",
            ["FAIL: resting on the ground", "touching"],
        ),
        (
            "no sweep: only the tiles where the box ends up",
            """from collide_lessons.tiles import contacts

def step(box, velocity, tiles):
    t = tiles.tile
    for dx, dy in ((velocity[0], 0), (0, velocity[1])):
        target = box.move(dx, dy)
        cells = [(c, r) for r in range(math.floor(target.top / t), math.ceil(target.bottom / t))
                 for c in range(math.floor(target.left / t), math.ceil(target.right / t))]
        blocks = [tiles.tile_rect(c, r) for c, r in cells
                  if tiles.kind(c, r) == SOLID or (tiles.kind(c, r) == ONE_WAY and dy > 0 and box.bottom <= r * t)]
        if blocks and dx > 0:
            target = Rect(min(b.left for b in blocks) - box.w, box.y, box.w, box.h)
        elif blocks and dx < 0:
            target = Rect(max(b.right for b in blocks), box.y, box.w, box.h)
        elif blocks and dy > 0:
            target = Rect(box.x, min(b.top for b in blocks) - box.h, box.w, box.h)
        elif blocks:
            target = Rect(box.x, max(b.bottom for b in blocks), box.w, box.h)
        box = target
    return box, contacts(box, tiles)""",
            "result = check_tile_step(step)",
            ["FAIL: a fast fall", "only at the tiles where the box ends up"],
        ),
        (
            "right",
            """from collide_lessons.tiles import move_x, move_y, contacts

def step(box, velocity, tiles):
    box = move_y(move_x(box, velocity[0], tiles), velocity[1], tiles)
    return box, contacts(box, tiles)""",
            "result = check_tile_step(step)",
            None,
        ),
    ],
}


def run_with_answers(name, answers, tmp_path):
    """The student notebook as committed, then one (answer, self-check) pair of cells per answer."""
    nb = nbformat.read(STUDENT / name, as_version=4)
    marks = []
    for label, code, check, _ in answers:
        nb.cells.append(nbformat.v4.new_code_cell(code))
        nb.cells.append(nbformat.v4.new_code_cell(check))
        marks.append((label, len(nb.cells) - 1))
    NotebookClient(
        nb,
        timeout=300,
        allow_errors=True,
        kernel_name="python3",
        resources={"metadata": {"path": str(tmp_path)}},
    ).execute()
    return nb, marks


@pytest.mark.parametrize("name", sorted(CASES))
def test_wrong_answers_show_their_kind_and_a_picture(name, tmp_path):
    answers = CASES[name]
    assert len([a for a in answers if a[3] is not None]) >= 3
    nb, marks = run_with_answers(name, answers, tmp_path)
    # the task picture at the top is a PNG attached to the Markdown, shown before any kernel runs
    pictures = [c for c in nb.cells if c.cell_type == "markdown" and "attachment:task.png" in c.source]
    assert pictures and pictures[0].attachments["task.png"]["image/png"]
    for (label, _code, _check, words), (_, index) in zip(answers, marks):
        cell = nb.cells[index]
        text = "".join(o.get("text", "") for o in cell.outputs if o.output_type == "stream")
        images = [o for o in cell.outputs if "image/png" in o.get("data", {})]
        assert not any(o.output_type == "error" for o in cell.outputs), (label, cell.outputs)
        if words is None:
            assert text.startswith("PASS: ") and not images, (label, text)
            continue
        first = text.splitlines()[0] if text else ""
        for w in words:
            assert w in first, f"{name} / {label}: {w!r} not in {first!r}"
        assert len(images) == 1, f"{name} / {label}: no picture shown"
        print(f"{name} / {label}: {first}")
