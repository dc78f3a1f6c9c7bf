"""Points and circles: squared distances and clamping, no square roots.

Comparing squared lengths gives the same answer as comparing lengths (both
sides are non-negative) and keeps integer inputs exact.

>>> distance_squared(Point(0, 0), Point(3, 4))
25
>>> clamp(-2, 0, 4), clamp(5, 0, 4), clamp(3, 0, 4)   # the number line in "Collision Shapes"
(0, 4, 3)
>>> closest_point(Rect(0, 0, 4, 2), Point(7, -1))
Point(x=4, y=0)
"""

from __future__ import annotations

import math

from . import validate
from .exact import reach_sign
from .shapes import Point, Rect, as_point

__all__ = ["clamp", "clamped", "closest_point", "distance_squared", "points_near", "bounding_box_error"]


def clamp(value, lo, hi):
    """``value`` moved into ``[lo, hi]``: itself if inside, else the nearer end.

    Parameters
    ----------
    value : float
        The number to move.
    lo : float
        The lower end.
    hi : float
        The upper end (``>= lo``).

    Returns
    -------
    float
        ``lo`` if ``value < lo``, ``hi`` if ``value > hi``, else ``value``.

    Examples
    --------
    >>> clamp(2.5, 0, 4)
    2.5
    >>> clamp(1, 3, 2)
    Traceback (most recent call last):
    ...
    ValueError: clamp needs lo <= hi, got lo=3 and hi=2
    """
    value, lo, hi = (validate.number(v, n) for v, n in ((value, "value"), (lo, "lo"), (hi, "hi")))
    if lo > hi:
        raise ValueError(f"clamp needs lo <= hi, got lo={lo} and hi={hi}")
    return clamped(value, lo, hi)


def clamped(value, lo, hi):
    """The rule :func:`clamp` checks its inputs for, on numbers already checked (a shape's own).

    Pure and unchecked, for the package's pair rules (``collides`` clamps a
    circle's centre into a rectangle with it, on stored, valid numbers).

    Parameters
    ----------
    value, lo, hi : int or float
        Valid numbers with ``lo <= hi``.

    Returns
    -------
    int or float
        ``min(max(value, lo), hi)``.

    Examples
    --------
    >>> clamped(13, 0, 10), clamped(-3, 0, 10), clamped(4, 0, 10)
    (10, 0, 4)
    """
    return min(max(value, lo), hi)


def closest_point(rect: Rect, point) -> Point:
    """The point of the closed rectangle nearest to ``point`` (clamp each axis).

    A point inside the rectangle is its own closest point.

    Parameters
    ----------
    rect : Rect
        The closed rectangle.
    point : Point or (x, y)
        The point to approach, often a circle's centre.

    Returns
    -------
    Point
        The nearest point of ``rect``; ``point`` itself when it is inside.

    Examples
    --------
    >>> closest_point(Rect(0, 0, 10, 10), (3, 4))
    Point(x=3, y=4)
    """
    if not isinstance(rect, Rect):
        raise TypeError(f"rect must be a Rect, got {type(rect).__name__}")
    p = as_point(point, "point")
    return Point(clamp(p.x, rect.left, rect.right), clamp(p.y, rect.top, rect.bottom))


def distance_squared(p, q):
    """``(qx - px)**2 + (qy - py)**2`` for two points (or ``(x, y)`` pairs).

    Parameters
    ----------
    p : Point or (x, y)
        A point.
    q : Point or (x, y)
        Another point.

    Returns
    -------
    int or float
        The squared distance (no square root needed to compare distances).

    Examples
    --------
    >>> distance_squared((1, 1), (4, 5))
    25
    """
    p, q = as_point(p, "p"), as_point(q, "q")
    dx, dy = q.x - p.x, q.y - p.y
    return dx * dx + dy * dy


def points_near(p, q, tol=1e-9) -> bool:
    """Whether two points are within ``tol`` of each other (``distance <= tol``).

    Use it instead of ``==`` on float coordinates, where rounding makes
    "the same point" come out a hair apart. The comparison itself is exact
    (:func:`collide_lessons.exact.reach_sign`), at every scale: squares that
    would overflow or underflow in floats do not change the answer.

    Parameters
    ----------
    p : Point or (x, y)
        A point.
    q : Point or (x, y)
        Another point.
    tol : float, default 1e-9
        The largest distance still called near (``>= 0``).

    Returns
    -------
    bool
        Whether ``distance(p, q) <= tol``.

    Examples
    --------
    >>> 0.1 + 0.2 == 0.3
    False
    >>> points_near((0.1 + 0.2, 0), (0.3, 0))
    True
    >>> points_near((0, 0), (3e200, 0), tol=1e200)   # (3e200)**2 overflows; exactly, it is far
    False
    """
    tol = validate.size(tol, "tol")
    p, q = as_point(p, "p"), as_point(q, "q")
    return reach_sign(p.x, p.y, q.x, q.y, tol) <= 0  # exact: no square overflows or underflows


def bounding_box_error() -> float:
    """The share of a circle's bounding square that lies outside the circle: ``1 - pi/4``.

    A point in that share is a "hit" for the box and a "miss" for the circle.

    Returns
    -------
    float
        ``1 - pi / 4``, about 0.2146.

    Examples
    --------
    >>> round(bounding_box_error(), 4)
    0.2146
    """

    return 1 - math.pi / 4
