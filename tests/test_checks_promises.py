"""The self-checks keep the promises their PASS lines make (issue 28): a learner's function that
is wrong only on one kind of case the check says it tries must FAIL.

- ``check_segment_test`` says "zero lengths included": a function wrong only when a segment is
  a single point must fail;
- ``check_sat_test`` says each hand-picked pair is tried "with the vertices in both orders": a
  function wrong only in one vertex order of one hand-picked pair must fail.
"""

import contextlib
import io
import re

import pytest

from collide_lessons.checks import SAT_CASES, check_sat_test, check_segment_test
from collide_lessons.lines import segments_intersect
from collide_lessons.polygons import Polygon, polygons_intersect


def quietly(check, fn, **options):
    """Run a check without its printed line; return its result and that line."""
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        result = check(fn, show=False, **options)
    return result, out.getvalue()


def ends(segment):
    return (segment.x1, segment.y1, segment.x2, segment.y2)


# --- check_segment_test: zero lengths included ------------------------------------------------


def test_segment_check_fails_the_learner_who_counts_a_segment_against_itself():
    """Issue 28's learner: ``a == b`` means "same segment, so they meet"; wrong only when both
    are the same single point (a point has no open inside to share)."""
    result, line = quietly(check_segment_test, lambda a, b: a == b or segments_intersect(a, b))
    assert not result and line.startswith("FAIL")
    assert result.case["args"][0] == result.case["args"][1]
    assert result.case["args"][0].length_squared == 0


@pytest.mark.parametrize("touching", [False, True])
def test_segment_check_fails_a_learner_wrong_only_on_one_point_against_itself(touching):
    def learner(a, b):
        right = segments_intersect(a, b, touching=touching)
        return not right if a == b and a.length_squared == 0 else right

    result, line = quietly(check_segment_test, learner, touching=touching)
    assert not result and line.startswith("FAIL")
    assert result.case["args"][0].length_squared == 0


def test_segment_check_asks_every_grid_pair_zero_lengths_included():
    touching = False
    asked = set()

    def learner(a, b):
        asked.add((ends(a), ends(b)))
        return segments_intersect(a, b, touching=touching)

    result, line = quietly(check_segment_test, learner, touching=touching)
    assert result and "zero lengths included" in line
    grid = [(x, y) for y in range(3) for x in range(3)]
    segments = [(*p, *q) for p in grid for q in grid]
    assert len(segments) ** 2 == 6561 and "6,561" in line
    missing = [(a, b) for a in segments for b in segments if (a, b) not in asked]
    assert not missing, f"{len(missing)} grid pairs never asked, such as {missing[:3]}"
    points = [s for s in segments if s[:2] == s[2:]]
    assert len(points) == 9 and all((p, q) in asked for p in points for q in points)


# --- check_sat_test: every vertex order of every hand-picked pair ----------------------------


def orders(a, b):
    """The four ways to list a hand-picked pair's vertices: each polygon forwards or backwards."""
    return [(a, b), (a[::-1], b), (a, b[::-1]), (a[::-1], b[::-1])]


def as_key(a, b):
    return (tuple(map(tuple, a)), tuple(map(tuple, b)))


HAND_PICKED = [(i, k) for i in range(len(SAT_CASES)) for k in range(4)]


@pytest.mark.parametrize("touching", [False, True])
@pytest.mark.parametrize("case, order", HAND_PICKED)
def test_sat_check_fails_a_learner_wrong_only_in_one_vertex_order(case, order, touching):
    wrong_on = as_key(*orders(*SAT_CASES[case])[order])

    def learner(a, b):
        right = polygons_intersect(Polygon(a), Polygon(b), touching=touching)
        return not right if as_key(a, b) == wrong_on else right

    result, line = quietly(check_sat_test, learner, touching=touching)
    assert not result and line.startswith("FAIL")
    assert as_key(*result.case["args"]) == wrong_on


class Enough(Exception):
    """Raised by a recording learner once it has seen what it came for."""


def test_sat_check_asks_as_many_hand_picked_pairs_as_it_says_in_every_vertex_order():
    """Its PASS line (shown in its docstring) names how many hand-picked pairs it tries; the
    first that many questions are those pairs in all four vertex orders."""
    promised = int(re.search(r"right on (\d+) hand-picked pairs", check_sat_test.__doc__).group(1))
    asked = []

    def learner(a, b):
        if len(asked) == promised:
            raise Enough
        asked.append(as_key(a, b))
        return polygons_intersect(Polygon(a), Polygon(b))

    quietly(check_sat_test, learner)
    assert len(asked) == promised == 4 * len(SAT_CASES)
    first = set(asked)
    assert first == {as_key(*pair) for a, b in SAT_CASES for pair in orders(a, b)}
    for a, b in first:  # closed under turning either polygon's vertex order around
        assert {as_key(*pair) for pair in orders(a, b)} <= first
