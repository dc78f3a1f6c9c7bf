"""Coordinate spaces and the many ways to write one rectangle.

>>> representations(Rect(10, 20, 30, 40))["left, top, right, bottom"]
(10, 20, 40, 60)
>>> screen_to_maths(Point(0, 0), height=480)    # top-left of a 480-high screen
Point(x=0, y=480)
"""

from __future__ import annotations

import math
from fractions import Fraction

from . import validate
from .shapes import Point, Rect, as_point

__all__ = [
    "screen_to_maths",
    "maths_to_screen",
    "representations",
    "to_pixels",
    "rounded",
    "rounded_edges",
]


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
    """Round the position and the size separately to whole pixels (``round(x)``, ``round(w)``, ...).

    The right edge becomes ``round(x) + round(w)``, which can be a pixel away
    from ``round(x + w)``: two boxes that touch can be drawn a pixel apart, or
    two boxes a pixel apart drawn touching. :func:`rounded_edges` rounds each
    edge instead. Python rounds halves to even.

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


def rounded_edges(r: Rect) -> Rect:
    """Snap each edge separately to the nearest pixel boundary: the pixels whose centres lie inside.

    Every edge goes through the same rounding, ``ceil(edge - 0.5)`` (a half
    goes down), so edges that are equal stay equal and edges in order stay
    in order: boxes that touch are drawn touching, and boxes that do not
    share area are never drawn overlapping. The pixels kept are exactly those
    whose centre ``(i + 0.5, j + 0.5)`` lies inside the box, a centre on the
    left or top edge counting and one on the right or bottom edge not.

    Parameters
    ----------
    r : Rect
        The rectangle.

    Returns
    -------
    Rect
        ``Rect.from_ltrb`` of the four rounded edges.

    Examples
    --------
    >>> rounded_edges(Rect(1.5, 1.25, 3.0, 2.5))       # edges 1.5, 1.25, 4.5, 3.75
    Rect(x=1, y=1, w=3, h=3)
    >>> rounded_edges(Rect(0.4, 0, 2.4, 1)).right == rounded_edges(Rect(2.8, 0, 2, 1)).left
    True
    """
    _rect(r)
    half = Fraction(1, 2)  # exact: a float edge minus 0.5 can round onto a whole number
    left, top, right, bottom = (math.ceil(Fraction(edge) - half) for edge in r.to_ltrb())
    return Rect.from_ltrb(left, top, right, bottom)
