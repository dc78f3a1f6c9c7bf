"""Shapes: constructors, representations, round trips, and bad input."""

import math
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from collide_lessons import Circle, Point, Rect
from collide_lessons.shapes import ANCHORS
from tests.strategies import float_rects


def test_edges_follow_screen_convention():
    r = Rect(10, 20, 30, 40)
    assert (r.left, r.top, r.right, r.bottom) == (10, 20, 40, 60)
    assert r.center == Point(25, 40)
    assert r.area == 1200


@given(float_rects)
def test_ltrb_round_trip(r):
    assert Rect.from_ltrb(*r.to_ltrb()) == r


@given(float_rects)
def test_corner_round_trip_in_any_order(r):
    tl, br = r.to_corners()
    tr, bl = Point(br.x, tl.y), Point(tl.x, br.y)
    for p, q in [(tl, br), (br, tl), (tr, bl), (bl, tr)]:
        assert Rect.from_corners(p, q) == r
        assert Rect.from_corners(tuple(p), tuple(q)) == r


@given(float_rects)
def test_center_round_trip(r):
    assert Rect.from_center(*r.to_center()) == r


@given(float_rects, st.sampled_from(ANCHORS))
def test_from_anchor_puts_that_anchor_there(r, name):
    moved = Rect.from_anchor(name, r.anchor(name), r.w, r.h)
    assert moved == r


def test_anchor_positions_by_hand():
    r = Rect(0, 0, 10, 4)
    expected = {
        "topleft": (0, 0),
        "midtop": (5, 0),
        "topright": (10, 0),
        "midleft": (0, 2),
        "center": (5, 2),
        "midright": (10, 2),
        "bottomleft": (0, 4),
        "midbottom": (5, 4),
        "bottomright": (10, 4),
    }
    assert {name: tuple(r.anchor(name)) for name in ANCHORS} == expected
    with pytest.raises(ValueError, match="unknown anchor 'middle'"):
        r.anchor("middle")


def test_pixels_lists_cells_row_by_row():
    assert list(Rect(1, 1, 2, 2).pixels()) == [(1, 1), (2, 1), (1, 2), (2, 2)]
    assert list(Rect(5, 5, 0, 3).pixels()) == []
    with pytest.raises(ValueError, match="integer"):
        list(Rect(0.5, 0, 1, 1).pixels())


def test_numpy_and_fraction_values_are_accepted():
    r = Rect(np.int64(1), np.float64(2.5), np.int32(3), Fraction(1, 2))
    assert type(r.x) is int and type(r.y) is float
    assert r.bottom == Fraction(3)


def test_shapes_are_immutable_values():
    r = Rect(0, 0, 1, 1)
    with pytest.raises(AttributeError):
        r.x = 5
    assert r.move(2, 3) == Rect(2, 3, 1, 1) and r == Rect(0, 0, 1, 1)
    assert Circle(1, 1, 2).move(1, 0) == Circle(2, 1, 2)
    assert hash(Rect(0, 0, 1, 1)) == hash(Rect(0, 0, 1, 1))


BAD_NUMBERS = [
    (float("nan"), ValueError, "finite"),
    (float("inf"), ValueError, "finite"),
    (-math.inf, ValueError, "finite"),
    ("3", TypeError, "must be a number"),
    (None, TypeError, "must be a number"),
    (True, TypeError, "must be a number"),
    (1 + 2j, TypeError, "must be a number"),
    ([1], TypeError, "must be a number"),
]


@pytest.mark.parametrize("bad, error, words", BAD_NUMBERS)
@pytest.mark.parametrize(
    "make",
    [
        lambda v: Point(v, 0),
        lambda v: Point(0, v),
        lambda v: Circle(v, 0, 1),
        lambda v: Circle(0, 0, v),
        lambda v: Rect(v, 0, 1, 1),
        lambda v: Rect(0, 0, 1, v),
        lambda v: Rect.from_ltrb(0, 0, v, 1),
        lambda v: Rect.from_center(0, 0, v, 1),
    ],
)
def test_bad_numbers_are_refused_with_a_sentence(make, bad, error, words):
    with pytest.raises(error, match=words):
        make(bad)


@pytest.mark.parametrize(
    "make, words",
    [
        (lambda: Rect(0, 0, -1, 1), "Rect width w must be zero or more, got -1"),
        (lambda: Rect(0, 0, 1, -0.5), "Rect height h must be zero or more, got -0.5"),
        (lambda: Circle(0, 0, -2), "Circle radius r must be zero or more, got -2"),
        (lambda: Rect.from_ltrb(5, 0, 1, 1), r"right \(1\) is left of left \(5\)"),
        (lambda: Rect.from_ltrb(0, 5, 1, 1), r"bottom \(1\) is above top \(5\)"),
        (lambda: Rect.from_center(0, 0, -4, 1), "width w must be zero or more"),
    ],
)
def test_negative_sizes_are_refused(make, words):
    with pytest.raises(ValueError, match=words):
        make()


def test_from_corners_wants_points():
    with pytest.raises(TypeError, match=r"p must be a Point or an \(x, y\) pair"):
        Rect.from_corners(3, (1, 1))
