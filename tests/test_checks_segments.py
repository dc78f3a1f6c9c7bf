"""Exercise 05's self-checks, unit tests: the segment check (issue 25: one-sided span comparisons,
the orientations named, "an int"), the slab check and the grid-walk check.

The learners' answers here are written out by hand, sharing no code with the checks."""

import contextlib
import io

import pytest

from collide_lessons.checks import check_segment_test
from collide_lessons.checks.segments import INSIDE, containments
from collide_lessons.lines import Segment, segments_intersect


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
