"""coords: screen and maths axes, the four ways to write a rectangle, pixels from float boxes."""

from hypothesis import given
from hypothesis import strategies as st

from collide_lessons import Point, Rect
from collide_lessons.coords import (
    maths_to_screen,
    representations,
    rounded,
    screen_to_maths,
    to_pixels,
)
from tests.strategies import coord, dyadic, dyadic_length


def test_representations_of_one_rect():
    reps = representations(Rect(2, 3, 4, 6))
    assert reps == {
        "x, y, w, h": (2, 3, 4, 6),
        "left, top, right, bottom": (2, 3, 6, 9),
        "two corners": ((2, 3), (6, 9)),
        "centre, size": ((4, 6), (4, 6)),
        "centre, half-size": ((4, 6), (2, 3)),
    }


@given(coord, coord, st.integers(1, 500))
def test_screen_maths_flip_is_its_own_inverse(x, y, height):
    p = Point(x, y)
    assert maths_to_screen(screen_to_maths(p, height), height) == p
    assert screen_to_maths(Point(x, 0), height).y == height


@given(dyadic, dyadic, dyadic_length, dyadic_length)
def test_to_pixels_covers_the_float_rect(x, y, w, h):
    r = Rect(x, y, w, h)
    snapped = to_pixels(r)
    assert all(isinstance(v, int) for v in snapped.to_ltrb())
    assert snapped.left <= r.left and snapped.right >= r.right
    assert snapped.top <= r.top and snapped.bottom >= r.bottom
    assert snapped.right - snapped.left - r.w < 2


def test_rounding_can_lose_a_pixel_that_to_pixels_keeps():
    r = Rect(0.5, 0, 1.5, 1)  # spans x = 0.5 .. 2.0: touches columns 0 and 1
    assert to_pixels(r).w == 2
    assert rounded(r).to_ltrb() == (0, 0, 2, 1)
    assert rounded(Rect(1.5, 0, 1.5, 1)).to_ltrb() == (2, 0, 4, 1)  # shifted right: column 1 lost
