"""Exercise 02's self-check (``check_circle_rect_test``): the named slips of issue 25.

Learners' answers are written here from scratch (clamp, corners, square roots), and the
near-tie cases are checked with Fractions, sharing no code with the package.
"""

import math
from fractions import Fraction

import pytest

from collide_lessons import draw
from collide_lessons.checks import check_circle_rect_test


def _clamped(c, b):
    return min(max(c.x, b.left), b.right), min(max(c.y, b.top), b.bottom)


def _empty(c, b):
    return c.r == 0 or b.left == b.right or b.top == b.bottom


def right(c, b):
    if _empty(c, b):
        return False
    nx, ny = _clamped(c, b)
    return (c.x - nx) ** 2 + (c.y - ny) ** 2 < c.r * c.r


def right_touching(c, b):
    nx, ny = _clamped(c, b)
    return (c.x - nx) ** 2 + (c.y - ny) ** 2 <= c.r * c.r


def with_hypot(c, b):
    if _empty(c, b):
        return False
    nx, ny = _clamped(c, b)
    return math.hypot(c.x - nx, c.y - ny) < c.r


def with_sqrt_touching(c, b):
    nx, ny = _clamped(c, b)
    return math.sqrt((c.x - nx) ** 2 + (c.y - ny) ** 2) <= c.r


def with_power_half(c, b):
    if _empty(c, b):
        return False
    nx, ny = _clamped(c, b)
    return ((c.x - nx) ** 2 + (c.y - ny) ** 2) ** 0.5 < c.r


def corners_or_centre(c, b):
    """A box corner strictly in the circle, or the centre strictly in the box."""
    if _empty(c, b):
        return False
    if b.left < c.x < b.right and b.top < c.y < b.bottom:
        return True
    return any(
        (x - c.x) ** 2 + (y - c.y) ** 2 < c.r * c.r for x in (b.left, b.right) for y in (b.top, b.bottom)
    )


def test_right_answers_pass_both_rules():
    assert check_circle_rect_test(right, show=False)
    assert check_circle_rect_test(right_touching, touching=True, show=False)


@pytest.mark.parametrize("answer", [with_hypot, with_power_half])
def test_a_square_root_fails_on_the_overlap_by_a_hair(answer):
    result = check_circle_rect_test(answer, show=False)
    assert not result
    assert "overlaps a corner by a hair" in result.case["kind"]
    assert result.case["expected"] is True and result.case["got"] is False
    assert "square root" in result.message and "exact" in result.message


def test_a_square_root_fails_on_the_miss_by_a_hair_when_touching_counts():
    result = check_circle_rect_test(with_sqrt_touching, touching=True, show=False)
    assert not result
    assert "misses a corner by a hair" in result.case["kind"]
    assert result.case["expected"] is False and result.case["got"] is True
    assert "square root" in result.message


def test_the_near_ties_are_what_the_words_say():
    """d² = r² - 1 and d² = r² + 1 exactly, and the float distance rounds to r both times."""
    for answer, touching, offset in ((with_hypot, False, -1), (with_sqrt_touching, True, +1)):
        c, b = check_circle_rect_test(answer, touching=touching, show=False).case["args"]
        nx, ny = _clamped(c, b)
        d2 = (Fraction(c.x) - nx) ** 2 + (Fraction(c.y) - ny) ** 2
        assert d2 == Fraction(c.r) ** 2 + offset
        assert math.hypot(c.x - nx, c.y - ny) == c.r


def test_an_edge_crossing_with_no_corner_inside_is_named():
    result = check_circle_rect_test(corners_or_centre, show=False)
    assert not result
    c, b = result.case["args"]
    assert "crosses the bottom edge with no corner of the box inside it" in result.case["kind"]
    # what the words claim, checked by brute force: no corner in the circle, centre outside
    assert all(
        (x - c.x) ** 2 + (y - c.y) ** 2 >= c.r**2 for x in (b.left, b.right) for y in (b.top, b.bottom)
    )
    assert not (b.left <= c.x <= b.right and b.top <= c.y <= b.bottom)
    assert "corners" in result.message and "Clamp the centre" in result.message


def test_the_named_slips_are_drawn(monkeypatch):
    monkeypatch.setattr(draw, "show", lambda fig, dpi=80: None)
    corners = check_circle_rect_test(corners_or_centre)
    assert "closest point is on an edge" in corners.case["figure"].axes[0].get_title()
    hair = check_circle_rect_test(with_hypot)
    title = hair.case["figure"].axes[0].get_title()
    assert "by a hair" in title
    x0, x1 = hair.case["figure"].axes[0].get_xlim()
    assert x1 - x0 < 100  # a zoom on the corner, not the whole 400-million-wide circle


def test_zero_sizes_are_worded_by_the_rule_checked():
    """With touching=True a zero radius is a point, which touches: the words must not say it has no inside."""

    def no_zero_sizes(c, b):
        return False if _empty(c, b) else right_touching(c, b)

    result = check_circle_rect_test(no_zero_sizes, touching=True, show=False)
    assert not result and result.case["expected"] is True
    assert "no inside" not in result.case["kind"] and "no area" not in result.case["kind"]
    assert "touching=True" in result.case["kind"]
