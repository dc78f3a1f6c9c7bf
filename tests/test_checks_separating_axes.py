"""Exercise 06's self-checks, unit tests: the SAT check tells five slips apart (issue 25), names
rounding at an exact touch and the vertex order; the point-in-polygon check.

The learners' answers are written out here as a learner would, sharing no code with the checks."""

import contextlib
import io
import math

import pytest

from collide_lessons.checks import check_point_in_polygon, check_sat_test
from collide_lessons.checks.separating_axes import separating_edges
from collide_lessons.polygons import Polygon, polygons_intersect


def quietly(check, fn, **options):
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        result = check(fn, show=False, **options)
    return result, out.getvalue()


def _sh(poly, nx, ny):
    d = [nx * x + ny * y for x, y in poly]
    return min(d), max(d)


def edge_direction(a, b):
    for poly in (a, b):
        for i in range(len(poly)):
            (x1, y1), (x2, y2) = poly[i], poly[(i + 1) % len(poly)]
            nx, ny = x2 - x1, y2 - y1
            a_lo, a_hi = _sh(a, nx, ny)
            b_lo, b_hi = _sh(b, nx, ny)
            if a_hi <= b_lo or b_hi <= a_lo:
                return False
    return True


def first_two(a, b):
    for poly in (a, b):
        for i in range(2):
            (x1, y1), (x2, y2) = poly[i], poly[(i + 1) % len(poly)]
            nx, ny = y2 - y1, x1 - x2
            a_lo, a_hi = _sh(a, nx, ny)
            b_lo, b_hi = _sh(b, nx, ny)
            if a_hi <= b_lo or b_hi <= a_lo:
                return False
    return True


def no_closing(a, b):
    for poly in (a, b):
        for i in range(len(poly) - 1):
            (x1, y1), (x2, y2) = poly[i], poly[i + 1]
            nx, ny = y2 - y1, x1 - x2
            a_lo, a_hi = _sh(a, nx, ny)
            b_lo, b_hi = _sh(b, nx, ny)
            if a_hi <= b_lo or b_hi <= a_lo:
                return False
    return True


def bbox(a, b):
    ax = [x for x, _ in a]
    ay = [y for _, y in a]
    bx = [x for x, _ in b]
    by = [y for _, y in b]
    return max(min(ax), min(bx)) < min(max(ax), max(bx)) and max(min(ay), min(by)) < min(max(ay), max(by))


def only_a(a, b):
    for i in range(len(a)):
        (x1, y1), (x2, y2) = a[i], a[(i + 1) % len(a)]
        nx, ny = y2 - y1, x1 - x2
        a_lo, a_hi = _sh(a, nx, ny)
        b_lo, b_hi = _sh(b, nx, ny)
        if a_hi <= b_lo or b_hi <= a_lo:
            return False
    return True


def normalised(a, b):
    for poly in (a, b):
        for i in range(len(poly)):
            (x1, y1), (x2, y2) = poly[i], poly[(i + 1) % len(poly)]
            length = math.hypot(x2 - x1, y2 - y1)
            nx, ny = (y2 - y1) / length, (x1 - x2) / length
            a_lo, a_hi = _sh(a, nx, ny)
            b_lo, b_hi = _sh(b, nx, ny)
            if a_hi <= b_lo or b_hi <= a_lo:
                return False
    return True


def fixed_winding(a, b):
    for p, q in ((a, b), (b, a)):
        for i in range(len(p)):
            (x1, y1), (x2, y2) = p[i], p[(i + 1) % len(p)]
            nx, ny = y2 - y1, x1 - x2
            edge = nx * x1 + ny * y1
            if all(nx * x + ny * y >= edge for x, y in q):
                return False
    return True


def touching_counted(a, b):
    for poly in (a, b):
        for i in range(len(poly)):
            (x1, y1), (x2, y2) = poly[i], poly[(i + 1) % len(poly)]
            nx, ny = y2 - y1, x1 - x2
            a_lo, a_hi = _sh(a, nx, ny)
            b_lo, b_hi = _sh(b, nx, ny)
            if a_hi < b_lo or b_hi < a_lo:
                return False
    return True


FIVE = [
    (edge_direction, "match projecting on each edge's direction"),
    (first_two, "match trying only the first two edges"),
    (no_closing, "match skipping the closing edge"),
    (bbox, "match comparing the vertices' bounding boxes"),
    (only_a, "match trying only a's edges"),
]


@pytest.mark.parametrize("learner, words", FIVE, ids=[f.__name__ for f, _ in FIVE])
def test_five_slips_that_miss_the_same_axis_are_told_apart(learner, words):
    result, line = quietly(check_sat_test, learner)
    assert not result and line.startswith("FAIL: ")
    assert words in line, line
    others = [w for f, w in FIVE if f is not learner]
    assert not any(w in line for w in others), line
    a, b = result.case["args"]
    missed = separating_edges(a, b)
    assert missed and "The separating axis you missed: the normal of" in line


def test_the_missed_axis_is_drawn_and_named_in_the_title(monkeypatch):
    from collide_lessons import draw

    monkeypatch.setattr(draw, "show", lambda fig, dpi=80: None)
    result = check_sat_test(only_a)
    title = result.case["figure"].axes[0].get_title()
    assert "dashed: its normal, the axis missed" in title
    texts = [t.get_text() for t in result.case["figure"].axes[0].texts]
    assert "a" in texts and "b" in texts


def test_rounding_at_an_exact_touch_is_named_with_the_way_out():
    result, line = quietly(check_sat_test, normalised)
    assert not result and "only touch" in result.case["kind"]
    assert "rounding broke this exact touch" in line and "Don't normalise" in line


def test_touching_counted_everywhere_is_not_called_rounding():
    result, line = quietly(check_sat_test, touching_counted)
    assert not result and "FAIL: the polygons only touch" in line
    assert "rounding" not in line and "apart here (<=)" in line


def test_the_fixed_winding_shortcut_is_told_about_vertex_order():
    result, line = quietly(check_sat_test, fixed_winding)
    assert not result and "depends on the vertex order" in line


def test_separating_edges_agree_with_a_brute_shadow_test():
    a, b = [(0, 0), (10, 0), (10, 10), (0, 10)], [(15, 6), (15, 16), (5, 16)]
    assert separating_edges(a, b) == [("b", 2)]
    for owner, i in separating_edges(a, b):
        poly = a if owner == "a" else b
        (x1, y1), (x2, y2) = poly[i], poly[(i + 1) % len(poly)]
        assert _apart_on(a, b, y2 - y1, x1 - x2)
    assert separating_edges(a, [(5, 5), (15, 5), (15, 15)]) == []
    assert not polygons_intersect(Polygon(a), Polygon(b))


def _apart_on(a, b, nx, ny):
    da, db = _sh(a, nx, ny), _sh(b, nx, ny)
    return da[1] <= db[0] or db[1] <= da[0]


# --- part 2: a point in a polygon ------------------------------------------------------------


def _count(vertices, p, rule, skip_flat=True):
    px, py = p
    n, inside = len(vertices), False
    for i in range(n):
        (ax, ay), (bx, by) = vertices[i], vertices[(i + 1) % n]
        if skip_flat and ay == by:
            continue
        if rule(ay, by, py):
            x = ax + (py - ay) * (bx - ax) / (by - ay)
            if x > px:
                inside = not inside
    return inside


def pip_right(v, p):
    px, py = p
    n = len(v)
    for i in range(n):  # on the outline: out
        (ax, ay), (bx, by) = v[i], v[(i + 1) % n]
        if (
            (bx - ax) * (py - ay) - (by - ay) * (px - ax) == 0
            and min(ax, bx) <= px <= max(ax, bx)
            and min(ay, by) <= py <= max(ay, by)
        ):
            return False
    return _count(v, p, lambda ay, by, py: (ay > py) != (by > py))


def pip_twice(v, p):
    return _count(v, p, lambda ay, by, py: min(ay, by) <= py <= max(ay, by))


def pip_zero(v, p):
    return _count(v, p, lambda ay, by, py: min(ay, by) < py < max(ay, by))


def pip_no_outline(v, p):
    return _count(v, p, lambda ay, by, py: (ay > py) != (by > py))


def pip_flat_divides(v, p):
    return _count(v, p, lambda ay, by, py: min(ay, by) <= py < max(ay, by) or ay == by == py, skip_flat=False)


def horizontal_slip(v, p):
    """Right, except that an edge lying on the ray's line, right of p, flips the answer once more."""
    if _on_outline(v, p):
        return False
    px, py = p
    flat = any(ay == by == py and max(ax, bx) > px for (ax, ay), (bx, by) in zip(v, v[1:] + v[:1]))
    return pip_right(v, p) != flat


def _on_outline(v, p):
    px, py = p
    for (ax, ay), (bx, by) in zip(v, v[1:] + v[:1]):
        cross = (bx - ax) * (py - ay) - (by - ay) * (px - ax)
        if cross == 0 and min(ax, bx) <= px <= max(ax, bx) and min(ay, by) <= py <= max(ay, by):
            return True
    return False


def test_the_reference_passes_and_a_brute_force_agrees_on_every_case():
    from collide_lessons.checks.point_polygon import _cases

    assert quietly(check_point_in_polygon, pip_right)[0]
    for (v, p), expected, _ in _cases():
        # the open polygon: the point and a small disc around... sampled: four nudged points in
        nudged = [
            (p[0] + dx, p[1] + dy)
            for dx, dy in ((0.01, 0.003), (-0.01, 0.003), (0.003, -0.01), (0.003, 0.01))
        ]
        assert expected == (not _on_outline(v, p) and all(pip_right(v, q) for q in nudged)), (v, p)


@pytest.mark.parametrize("learner", [pip_twice, pip_zero], ids=["counted twice", "counted zero times"])
def test_a_vertex_counted_twice_or_not_at_all_is_named(learner):
    result, line = quietly(check_point_in_polygon, learner)
    assert not result and line.startswith(
        "FAIL: the ray from the point passes through a vertex where the outline crosses"
    )
    assert "counted twice (both ends inclusive) or not at all (both strict)" in line


def test_a_horizontal_edge_on_the_ray_is_named():
    result, line = quietly(check_point_in_polygon, horizontal_slip)
    assert not result and line.startswith("FAIL: a horizontal edge lies on the ray"), line


def test_a_point_on_an_edge_follows_the_package_rule():
    result, line = quietly(check_point_in_polygon, pip_no_outline)
    assert not result and line.startswith("FAIL: the point lies on an edge (the outline is out")
    assert result.case["expected"] is False


def test_point_kind_finds_each_trap():
    from collide_lessons.checks.point_polygon import point_kind

    step = [(0, 0), (6, 0), (6, 5), (10, 5), (10, 10), (0, 10)]
    notch = [(0, 0), (10, 0), (10, 10), (5, 4), (0, 10)]
    assert point_kind(step, (2, 5)) == "horizontal edge"
    assert point_kind(notch, (1, 4)) == "grazing vertex"
    assert point_kind(notch, (5, 4)) == "vertex" and point_kind(notch, (5, 0)) == "on an edge"


def mirrored_normal(a, b):
    """The edge mirrored, (y2 - y1, x2 - x1), taken for its normal."""
    for poly in (a, b):
        for i in range(len(poly)):
            (x1, y1), (x2, y2) = poly[i], poly[(i + 1) % len(poly)]
            a_lo, a_hi = _sh(a, y2 - y1, x2 - x1)
            b_lo, b_hi = _sh(b, y2 - y1, x2 - x1)
            if a_hi <= b_lo or b_hi <= a_lo:
                return False
    return True


def any_axis(a, b):
    """True as soon as one axis shows the shadows overlapping."""
    for poly in (a, b):
        for i in range(len(poly)):
            (x1, y1), (x2, y2) = poly[i], poly[(i + 1) % len(poly)]
            a_lo, a_hi = _sh(a, y2 - y1, x1 - x2)
            b_lo, b_hi = _sh(b, y2 - y1, x1 - x2)
            if a_lo < b_hi and b_lo < a_hi:
                return True
    return False


def corners_inside(a, b):
    """Collide when a corner of one lies strictly inside the other (misses a cross)."""

    def inside(poly, p):
        sides = [
            (x2 - x1) * (p[1] - y1) - (y2 - y1) * (p[0] - x1)
            for (x1, y1), (x2, y2) in zip(poly, poly[1:] + poly[:1])
        ]
        return all(s > 0 for s in sides) or all(s < 0 for s in sides)

    return any(inside(a, p) for p in b) or any(inside(b, p) for p in a)


@pytest.mark.parametrize(
    "learner, words",
    [
        (mirrored_normal, "the edge mirrored, not turned a quarter"),
        (any_axis, "one axis with a gap is enough for False"),
        (corners_inside, "no corner of either polygon lies inside the other: their edges cross"),
    ],
)
def test_more_slips_are_named(learner, words):
    result, line = quietly(check_sat_test, learner)
    assert not result and words in line, line


def test_a_cross_is_among_the_hand_picked_pairs():
    result, line = quietly(check_sat_test, corners_inside)
    assert "a=[(0, 4), (12, 4), (12, 8), (0, 8)]" in line, line


def pip_convex_only(v, p):
    sides = [
        (bx - ax) * (p[1] - ay) - (by - ay) * (p[0] - ax) for (ax, ay), (bx, by) in zip(v, v[1:] + v[:1])
    ]
    return all(s > 0 for s in sides) or all(s < 0 for s in sides)


def pip_outline_by_line(v, p):
    """The outline tested by orientation alone: a point on an edge's line beyond the edge counts as on it."""
    px, py = p
    if any((bx - ax) * (py - ay) == (by - ay) * (px - ax) for (ax, ay), (bx, by) in zip(v, v[1:] + v[:1])):
        return False
    return pip_no_outline(v, p)


def test_a_convex_only_test_and_an_outline_test_without_the_edge_box_are_told():
    result, line = quietly(check_point_in_polygon, pip_convex_only)
    assert not result and "this outline is not convex" in line, line
    result, line = quietly(check_point_in_polygon, pip_outline_by_line)
    assert not result and "beyond that edge's ends" in line, line
