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


def swapped_clamp(c, b):
    """max and min swapped: the 'closest point' is always the box's far corner."""
    if _empty(c, b):
        return False
    nx, ny = max(min(c.x, b.left), b.right), max(min(c.y, b.top), b.bottom)
    return (c.x - nx) ** 2 + (c.y - ny) ** 2 < c.r * c.r


def width_as_edge(c, b):
    """The size taken for the far edge: clamped into [x, w] and [y, h]."""
    if _empty(c, b):
        return False
    nx, ny = min(max(c.x, b.x), b.w), min(max(c.y, b.y), b.h)
    return (c.x - nx) ** 2 + (c.y - ny) ** 2 < c.r * c.r


def manhattan(c, b):
    """|dx| + |dy| < r: a diamond, not a circle."""
    if _empty(c, b):
        return False
    nx, ny = _clamped(c, b)
    return abs(c.x - nx) + abs(c.y - ny) < c.r


@pytest.mark.parametrize("answer", [swapped_clamp, manhattan])
def test_a_slip_is_named_only_when_the_answers_match_it_everywhere(answer):
    """One yes-or-no answer that happens to equal a slip's is not that slip: no words name it."""
    result = check_circle_rect_test(answer, show=False)
    assert not result and result.case["why"] is None
    assert "That is what" not in result.message


def test_a_corner_overlap_is_asked_before_the_near_ties():
    """A diamond (|dx| + |dy| < r) fails on a plain corner overlap, not on the square-root near-tie."""
    result = check_circle_rect_test(manhattan, show=False)
    c, b = result.case["args"]
    assert "overlaps a corner" in result.case["kind"] and c.r < 100
    nx, ny = _clamped(c, b)
    assert (nx, ny) in {(x, y) for x in (b.left, b.right) for y in (b.top, b.bottom)}
    assert (c.x - nx) ** 2 + (c.y - ny) ** 2 < c.r**2 <= (abs(c.x - nx) + abs(c.y - ny)) ** 2


def test_the_size_taken_for_the_far_edge_is_named_and_drawn(monkeypatch):
    monkeypatch.setattr(draw, "show", lambda fig, dpi=80: None)
    result = check_circle_rect_test(width_as_edge)
    assert not result and "x + w" in result.message and "box.right" in result.message
    assert "x + w = 30" in result.case["figure"].axes[0].get_title()


def box_as_circle(c, b):
    """The box taken for a circle: centre distance against r + half the larger side."""
    if _empty(c, b):
        return False
    bx, by = b.x + Fraction(b.w, 2), b.y + Fraction(b.h, 2)
    return (c.x - bx) ** 2 + (c.y - by) ** 2 < (c.r + Fraction(max(b.w, b.h), 2)) ** 2


def test_every_picture_draws_the_closest_point(monkeypatch):
    """Not only the named slips: an unnamed wrong answer's picture shows the line to the closest point too."""
    monkeypatch.setattr(draw, "show", lambda fig, dpi=80: None)
    result = check_circle_rect_test(box_as_circle)
    assert result.case["why"] is None
    texts = [t.get_text() for t in result.case["figure"].axes[0].texts]
    assert "closest point" in texts and "centre" in texts


def test_a_zero_size_box_is_labelled_as_one(monkeypatch):
    monkeypatch.setattr(draw, "show", lambda fig, dpi=80: None)

    def no_guard(c, b):
        nx, ny = _clamped(c, b)
        return (c.x - nx) ** 2 + (c.y - ny) ** 2 < c.r * c.r

    result = check_circle_rect_test(no_guard)
    assert "zero-size box" in result.case["kind"]
    assert "zero-size box" in [t.get_text().strip() for t in result.case["figure"].axes[0].texts]


def test_a_box_with_only_one_zero_side_is_asked_by_name():
    """'w == 0 and h == 0' lets a zero-width box (a line) through: an edge case names it."""

    def and_guard(c, b):
        if c.r == 0 or (b.w == 0 and b.h == 0):
            return False
        nx, ny = _clamped(c, b)
        return (c.x - nx) ** 2 + (c.y - ny) ** 2 < c.r * c.r

    result = check_circle_rect_test(and_guard, show=False)
    c, b = result.case["args"]
    assert not result and "zero width but not zero height" in result.case["kind"]
    assert (b.w == 0) != (b.h == 0) and b.left < c.x + c.r and c.x - c.r < b.right


def test_naming_a_slip_does_not_repeat_what_the_learners_function_prints(capsys):
    """The slip is recognised by asking the learner's function every case again: its prints stay hidden."""

    def loud_bounding_box(c, b):
        print("called")
        return abs(c.x - _clamped(c, b)[0]) < c.r and abs(c.y - _clamped(c, b)[1]) < c.r and not _empty(c, b)

    result = check_circle_rect_test(loud_bounding_box, show=False)
    assert "bounding box" in result.message
    printed = capsys.readouterr().out
    assert printed.count("called") < 10  # the calls of the check itself, up to the failing case


def test_the_other_comparison_at_the_rim_is_named_both_ways(monkeypatch):
    """<= where share-area is asked, < where touching is asked: named, and the picture says which."""
    monkeypatch.setattr(draw, "show", lambda fig, dpi=80: None)

    def closed(c, b):
        return False if _empty(c, b) else right_touching(c, b)

    result = check_circle_rect_test(closed)
    assert "exactly touches" in result.case["kind"] and "d² <= r² gives" in result.message
    assert "d² <= r²" in result.case["figure"].axes[0].get_title()
    result = check_circle_rect_test(right, touching=True)
    assert "d² < r² gives" in result.message and "Compare with <=" in result.message
