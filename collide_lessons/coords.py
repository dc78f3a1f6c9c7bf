"""Coordinate spaces and the many ways to write one rectangle.

>>> representations(Rect(10, 20, 30, 40))["left, top, right, bottom"]
(10, 20, 40, 60)
>>> screen_to_maths(Point(0, 0), height=480)    # top-left of a 480-high screen
Point(x=0, y=480)
"""

from __future__ import annotations

import math

from . import validate
from .shapes import Point, Rect, as_point

__all__ = ["screen_to_maths", "maths_to_screen", "representations", "to_pixels", "rounded"]


def _rect(r) -> None:
    if not isinstance(r, Rect):
        raise TypeError(f"r must be a Rect, got {type(r).__name__} {r!r}")


def screen_to_maths(p, height) -> Point:
    """The same spot measured with y up from the bottom of a ``height``-high screen.

    The conversion is its own inverse.

    Parameters
    ----------
    p : Point or (x, y)
        A point.
    height : float
        The screen's height (``height`` - y flips the axis).

    Returns
    -------
    Point
        ``(x, height - y)``.

    Examples
    --------
    >>> screen_to_maths(screen_to_maths((3, 10), 100), 100)
    Point(x=3, y=10)
    """
    p = as_point(p, "p")
    height = validate.number(height, "height")
    return Point(p.x, height - p.y)


maths_to_screen = screen_to_maths


def representations(r: Rect) -> dict:
    """One rectangle in every common form, keyed by how each form is written.

    Parameters
    ----------
    r : Rect
        The rectangle.

    Returns
    -------
    dict
        Keys ``'x, y, w, h'``, ``'left, top, right, bottom'``, ``'two corners'``, ``'centre,
        size'`` and ``'centre, half-size'``.

    Examples
    --------
    >>> representations(Rect(0, 0, 4, 2))["centre, half-size"]
    ((2.0, 1.0), (2.0, 1.0))
    """
    _rect(r)
    top_left, bottom_right = r.to_corners()
    return {
        "x, y, w, h": (r.x, r.y, r.w, r.h),
        "left, top, right, bottom": r.to_ltrb(),
        "two corners": (tuple(top_left), tuple(bottom_right)),
        "centre, size": (tuple(r.center), (r.w, r.h)),
        "centre, half-size": (tuple(r.center), r.half_size),
    }


def to_pixels(r: Rect) -> Rect:
    """Snap a float rectangle to the whole pixels it touches (floor the edges
    that start, ceil the edges that end), so nothing it covers is lost.

    Parameters
    ----------
    r : Rect
        The rectangle.

    Returns
    -------
    Rect
        The integer rectangle of every pixel cell the float one touches.

    Examples
    --------
    >>> to_pixels(Rect(1.5, 2.25, 3.0, 1.5))
    Rect(x=1, y=2, w=4, h=2)
    """
    _rect(r)
    left, top = math.floor(r.left), math.floor(r.top)
    right, bottom = math.ceil(r.right), math.ceil(r.bottom)
    return Rect.from_ltrb(left, top, right, bottom)


def rounded(r: Rect) -> Rect:
    """Round the position and size to whole pixels, as a renderer might.

    Rounding position and size separately can grow or shrink the box by a
    pixel compared with :func:`to_pixels`.

    Parameters
    ----------
    r : Rect
        The rectangle.

    Returns
    -------
    Rect
        ``Rect(round(x), round(y), round(w), round(h))``.

    Examples
    --------
    >>> rounded(Rect(1.5, 2.25, 3.0, 1.5))      # Python rounds halves to even
    Rect(x=2, y=2, w=3, h=2)
    """
    _rect(r)
    return Rect(round(r.x), round(r.y), round(r.w), round(r.h))
