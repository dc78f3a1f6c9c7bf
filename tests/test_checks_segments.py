"""Exercise 05's self-checks, unit tests: the segment check (issue 25: one-sided span comparisons,
the orientations named, "an int"), the slab check and the grid-walk check.

The learners' answers here are written out by hand, sharing no code with the checks."""

import contextlib
import io
import math
from fractions import Fraction

import pytest

from collide_lessons import Rect
from collide_lessons.checks import (
    GRID_WALK_KINDS,
    RAY_BOX_KINDS,
    check_grid_walk,
    check_ray_box,
    check_segment_test,
)
from collide_lessons.checks.segments import INSIDE, containments
from collide_lessons.lines import Ray, Segment, segments_intersect


def quietly(check, fn, **options):
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        result = check(fn, show=False, **options)
    return result, out.getvalue()


def side(p, q, r):
    value = (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])
    return (value > 0) - (value < 0)


def spans_one_sided(a, b):
    """Right except that the collinear case asks only whether an end of b lies within a."""
    p1, p2, q1, q2 = (a.x1, a.y1), (a.x2, a.y2), (b.x1, b.y1), (b.x2, b.y2)
    o = [side(p1, p2, q1), side(p1, p2, q2), side(q1, q2, p1), side(q1, q2, p2)]
    if o[0] * o[1] < 0 and o[2] * o[3] < 0:
        return True
    if o != [0, 0, 0, 0] or p1 == p2 or q1 == q2:
        return False
    axis = 0 if p1[0] != p2[0] else 1
    a_lo, a_hi = sorted((p1[axis], p2[axis]))
    b_lo, b_hi = sorted((q1[axis], q2[axis]))
    return a_lo <= b_lo < a_hi or a_lo < b_hi <= a_hi


def orientations(a, b):
    p1, p2, q1, q2 = (a.x1, a.y1), (a.x2, a.y2), (b.x1, b.y1), (b.x2, b.y2)
    return side(p1, p2, q1), side(p1, p2, q2), side(q1, q2, p1), side(q1, q2, p2)


def brute_containments(side_):
    """Pairs on one line, one strictly inside the other, found by sampling the line at quarter steps."""
    pts = [(x, y) for y in range(side_) for x in range(side_)]
    segs = [(p, q) for p in pts for q in pts if p != q]
    found = set()
    for p, q in segs:
        for r, s in segs:
            collinear = all(side(p, q, e) == 0 for e in (r, s))
            inner = all(min(p[k], q[k]) <= e[k] <= max(p[k], q[k]) for e in (r, s) for k in (0, 1)) and not (
                {r, s} & {p, q}
            )
            if collinear and inner:
                found.add(((*p, *q), (*r, *s)))
                found.add(((*r, *s), (*p, *q)))
    return found


def test_containments_are_every_strict_collinear_containment_on_a_4_by_4_grid():
    got = {((a.x1, a.y1, a.x2, a.y2), (b.x1, b.y1, b.x2, b.y2)) for a, b in containments(4)}
    assert got == brute_containments(4) and len(got) == 80
    assert containments(3) == [] and brute_containments(3) == set()


def test_one_sided_span_comparison_fails_on_a_segment_strictly_inside_another():
    result, line = quietly(check_segment_test, spans_one_sided)
    assert not result and result.case["kind"] == INSIDE
    a, b = result.case["args"]
    assert segments_intersect(a, b) and not spans_one_sided(a, b)
    assert "All four orientations are 0" in line and "no end of the longer one" in line


def test_a_fail_line_names_the_four_orientations():
    result, line = quietly(check_segment_test, lambda a, b: segments_intersect(a, b, touching=True))
    assert not result and "b's ends against a:" in line and "a's ends against b:" in line
    result, line = quietly(
        check_segment_test, lambda a, b: False if 0 not in orientations(a, b) else segments_intersect(a, b)
    )
    assert "opposite signs in both pairs" in line


def test_a_vertical_collinear_slip_is_told_to_compare_y():
    def x_only(a, b):
        if a.x1 == a.x2 == b.x1 == b.x2 and a.length_squared and b.length_squared:
            return False
        return segments_intersect(a, b)

    result, line = quietly(check_segment_test, x_only)
    assert not result and "(vertically)" in result.case["kind"] and "along y" in line


@pytest.mark.parametrize("value, words", [(1, "(an int)"), (None, "(a NoneType)"), ("yes", "(a str)")])
def test_a_non_bool_answer_gets_a_grammatical_sentence(value, words):
    result, line = quietly(check_segment_test, lambda a, b: value)
    assert not result and line.startswith("PROBLEM") and words in line


def test_the_reference_passes_and_says_what_it_asked():
    result, line = quietly(check_segment_test, segments_intersect)
    assert result and "6,561" in line and "80 pairs on one line" in line
    assert quietly(check_segment_test, lambda a, b: segments_intersect(a, b, touching=True), touching=True)[0]


def test_the_failing_pair_is_a_real_segment_pair():
    result, _ = quietly(check_segment_test, spans_one_sided)
    assert all(isinstance(s, Segment) for s in result.case["args"])


# --- part 2: a ray against a box by slabs; part 3: the grid walk -----------------------------


def slabs(ray, box, clamp=True, strict=True, skip_parallel=False):
    t_in, t_out = (0.0 if clamp else -math.inf), math.inf
    for o, d, lo, hi in ((ray.x, ray.dx, box.left, box.right), (ray.y, ray.dy, box.top, box.bottom)):
        if d == 0:
            if skip_parallel:
                continue
            if not (lo < o < hi if strict else lo <= o <= hi):
                return False
            continue
        t1, t2 = sorted(((lo - o) / d, (hi - o) / d))
        t_in, t_out = max(t_in, t1), min(t_out, t2)
    return t_in < t_out if strict else t_in <= t_out


def right(ray, box):
    return slabs(ray, box)


def no_clamp(ray, box):
    return slabs(ray, box, clamp=False)


def touch(ray, box):
    return slabs(ray, box, strict=False)


def skip_par(ray, box):
    return slabs(ray, box, skip_parallel=True)


def no_zero_guard(ray, box):
    t_in, t_out = 0.0, math.inf
    for o, d, lo, hi in ((ray.x, ray.dx, box.left, box.right), (ray.y, ray.dy, box.top, box.bottom)):
        t1, t2 = sorted(((lo - o) / d, (hi - o) / d))
        t_in, t_out = max(t_in, t1), min(t_out, t2)
    return t_in < t_out


def cells_on_segment(s):
    x1, y1, x2, y2 = (Fraction(v) for v in (s.x1, s.y1, s.x2, s.y2))
    dx, dy = x2 - x1, y2 - y1
    if dx == dy == 0 or (dx == 0 and x1.denominator == 1) or (dy == 0 and y1.denominator == 1):
        return []  # a point, or along a cell line: no cell's inside
    col = math.floor(x1) if dx >= 0 else math.ceil(x1) - 1  # the cell the segment goes into
    row = math.floor(y1) if dy >= 0 else math.ceil(y1) - 1
    step_x, step_y = (1 if dx > 0 else -1), (1 if dy > 0 else -1)
    t_max_x = (col + (dx > 0) - x1) / dx if dx else math.inf  # t of the next vertical cell line
    t_max_y = (row + (dy > 0) - y1) / dy if dy else math.inf
    t_delta_x = 1 / abs(dx) if dx else math.inf  # t between two vertical lines
    t_delta_y = 1 / abs(dy) if dy else math.inf
    cells, t = [], 0
    while t < 1:
        cells.append((col, row))
        t = min(t_max_x, t_max_y)
        if t_max_x == t:  # a tie at a corner steps both: diagonally
            col, t_max_x = col + step_x, t_max_x + t_delta_x
        if t_max_y == t:
            row, t_max_y = row + step_y, t_max_y + t_delta_y
    return cells


def walk_variant(s, *, tie_both=True, start_rule=True, stop_at_end=True):
    """The solution's walk with one of its three rules undone."""
    x1, y1, x2, y2 = (Fraction(v) for v in (s.x1, s.y1, s.x2, s.y2))
    dx, dy = x2 - x1, y2 - y1
    if dx == dy == 0 or (dx == 0 and x1.denominator == 1) or (dy == 0 and y1.denominator == 1):
        return []
    if start_rule:
        col = math.floor(x1) if dx >= 0 else math.ceil(x1) - 1
        row = math.floor(y1) if dy >= 0 else math.ceil(y1) - 1
    else:
        col, row = math.floor(x1), math.floor(y1)
    step_x, step_y = (1 if dx > 0 else -1), (1 if dy > 0 else -1)
    t_max_x = (col + (dx > 0) - x1) / dx if dx else math.inf
    t_max_y = (row + (dy > 0) - y1) / dy if dy else math.inf
    t_delta_x = 1 / abs(dx) if dx else math.inf
    t_delta_y = 1 / abs(dy) if dy else math.inf
    cells, t = [], 0
    while (t < 1 if stop_at_end else t <= 1) and len(cells) < 20:
        cells.append((col, row))
        t = min(t_max_x, t_max_y)
        if t_max_x == t:
            col, t_max_x = col + step_x, t_max_x + t_delta_x
            if not tie_both:
                continue
        if t_max_y == t:
            row, t_max_y = row + step_y, t_max_y + t_delta_y
    return cells


def test_the_slab_solution_and_the_package_agree_with_a_fraction_brute_force():
    from collide_lessons.checks.rays import _ray_cases

    for (ray, box), expected, _ in _ray_cases():
        if max(abs(ray.dx), abs(ray.dy)) > 2:
            continue  # the rays a hair beside a corner: the next test
        # sample the open ray at t = k/8 (every entry and exit here is a multiple of 1/4)
        inside = any(
            box.left < ray.x + Fraction(k, 8) * ray.dx < box.right
            and box.top < ray.y + Fraction(k, 8) * ray.dy < box.bottom
            for k in range(1, 80)
        )
        assert expected == inside == right(ray, box), (ray, box)


@pytest.mark.parametrize(
    "learner, words",
    [
        (no_clamp, "FAIL: the box lies behind the ray"),
        (touch, "FAIL: the ray only touches a corner of the box (entry = exit)"),
        (skip_par, "FAIL: the ray runs parallel to a slab, outside it"),
    ],
)
def test_each_slab_slip_is_named_with_its_slabs(learner, words):
    result, line = quietly(check_ray_box, learner)
    assert not result and line.startswith(words) and "Slabs: x:" in line
    assert quietly(check_ray_box, right)[0]


def test_the_rays_a_hair_beside_a_corner_clip_it_or_miss_it_by_hand_arithmetic():
    """Ray(0, 1, 5H, H + 1), H = 2**20: y passes 2 at t = 1/(H + 1), x reaches 5 at t = 1/H, later, so
    the ray is inside between; with dy = H - 1, y passes 2 only at t = 1/(H - 1), after x left."""
    from collide_lessons.checks.rays import _ray_cases

    h = 2**20
    asked = {ray: (expected, kind) for (ray, _box), expected, kind in _ray_cases()}
    for x, dx in ((0, 5 * h), (7, -5 * h)):
        clip, near = Ray(x, 1, dx, h + 1), Ray(x, 1, dx, h - 1)
        t = (Fraction(1, h + 1) + Fraction(1, h)) / 2
        px, py = x + t * dx, 1 + t * (h + 1)
        assert 2 < px < 5 and 2 < py < 4
        assert Fraction(1, h - 1) > Fraction(1, h) and x + Fraction(dx, h) in (2, 5)  # x left first
        assert asked[clip] == (True, RAY_BOX_KINDS["clip"]) and asked[near][0] is False
        assert right(clip, Rect(2, 2, 3, 2)) and not right(near, Rect(2, 2, 3, 2))


def test_sampling_along_the_ray_fails_on_a_clipped_corner():
    def sampled(ray, box):
        return any(
            box.left < ray.x + k / 100 * ray.dx < box.right
            and box.top < ray.y + k / 100 * ray.dy < box.bottom
            for k in range(1, 2000)
        )

    result, line = quietly(check_ray_box, sampled)
    assert not result and line.startswith("FAIL: " + RAY_BOX_KINDS["clip"]), line


def test_a_slab_test_that_divides_by_zero_gets_a_problem_sentence():
    result, line = quietly(check_ray_box, no_zero_guard)
    assert not result and line.startswith("PROBLEM") and "ZeroDivisionError" in line


def test_the_walk_solution_agrees_with_a_sampling_brute_force():
    from collide_lessons.checks.rays import _walk_cases

    for (s,), expected, _ in _walk_cases():
        x1, y1, x2, y2 = (Fraction(v) for v in (s.x1, s.y1, s.x2, s.y2))
        if max(v.denominator for v in (x1, y1, x2, y2)) > 2:
            continue  # the segments a hair beside a corner: the next test
        seen = []
        for k in range(1, 96):  # every crossing here is at a multiple of 1/6 of t; sample between
            t = Fraction(2 * k - 1, 192)
            x, y = x1 + t * (x2 - x1), y1 + t * (y2 - y1)
            if x.denominator == 1 or y.denominator == 1:
                continue
            cell = (math.floor(x), math.floor(y))
            if not seen or seen[-1] != cell:
                seen.append(cell)
        if x1 == x2 and (x1.denominator == 1 or y1 == y2) or y1 == y2 and y1.denominator == 1:
            seen = []  # along a cell line, or a point: no inside to pass through
        assert expected == seen == cells_on_segment(s), s


def test_the_segments_a_hair_beside_a_corner_enter_the_cell_beside_it():
    """Beside the corner (1, 1) by e: below it, x = 1 is crossed at t = 1/2 and y = 1 at 1/2 + e, so
    the cell (1, 0) comes between; above it, y = 1 at 1/2 - e first, so (0, 1)."""
    from collide_lessons.checks.rays import _walk_cases

    e = 2**-20
    by_hand = {
        Segment(0.5, 0.5 - e, 1.5, 1.5 - e): [(0, 0), (1, 0), (1, 1)],
        Segment(0.5, 0.5 + e, 1.5, 1.5 + e): [(0, 0), (0, 1), (1, 1)],
        Segment(1.5, 1.5 - e, 0.5, 0.5 - e): [(1, 1), (1, 0), (0, 0)],
        Segment(1.5, 1.5 + e, 0.5, 0.5 + e): [(1, 1), (0, 1), (0, 0)],
    }
    asked = {s: (expected, kind) for (s,), expected, kind in _walk_cases()}
    for s, cells in by_hand.items():
        assert asked[s] == (cells, GRID_WALK_KINDS["hair"]) and cells_on_segment(s) == cells, s


def test_sampling_along_the_segment_fails_beside_a_corner_and_an_unordered_answer_is_told():
    def sampled(s):
        if (s.x1, s.y1) == (s.x2, s.y2):
            return []
        cells = []
        for k in range(1, 1000):
            x, y = s.x1 + k / 1000 * (s.x2 - s.x1), s.y1 + k / 1000 * (s.y2 - s.y1)
            if x != int(x) and y != int(y) and (math.floor(x), math.floor(y)) not in cells:
                cells.append((math.floor(x), math.floor(y)))
        return cells

    result, line = quietly(check_grid_walk, sampled)
    assert not result and line.startswith("FAIL: " + GRID_WALK_KINDS["hair"]), line
    result, line = quietly(check_grid_walk, lambda s: sorted(cells_on_segment(s)))
    assert not result and "the right ones, but not in the order" in line, line


@pytest.mark.parametrize(
    "options, words",
    [
        ({"tie_both": False}, "FAIL: the segment passes exactly through a cell corner"),
        ({"start_rule": False}, "FAIL: the segment starts on a cell line"),
        ({"stop_at_end": False}, "FAIL: the segment ends on a cell line"),
    ],
)
def test_each_walk_slip_is_named(options, words):
    result, line = quietly(check_grid_walk, lambda s: walk_variant(s, **options))
    assert not result and line.startswith(words), line
    assert "The walks part at cell" in line


def test_a_walk_answer_of_the_wrong_shape_gets_a_sentence():
    result, line = quietly(check_grid_walk, lambda s: "cells")
    assert line.startswith("PROBLEM") and "list of (col, row)" in line
    assert quietly(check_grid_walk, lambda s: [tuple(map(float, c)) for c in cells_on_segment(s)])[0]
