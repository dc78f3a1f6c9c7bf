"""Exact signs for floats: every float filter of the package, each with its Fraction fallback.

Comparing squared lengths, or asking which side of a line a point is on,
needs products and sums, and floats round them: ``0.1 + 0.2`` is not
``0.3``, and ``(1e200)**2`` is infinite. Each question the geometry asks is
the sign of a small polynomial in the stored coordinates, and this module
answers each one exactly, the way robust geometry libraries do: compute it
in floats together with a bound on the rounding error; if the float result
is further from zero than the bound, its sign is right; otherwise (a near
tie, an overflow, an underflow) redo it with ``fractions.Fraction``, which
is exact for every float. Integers are computed exactly as integers.

The questions, one function each (scalars; :func:`reach_signs` and
:func:`within_reach` are the array forms of the first):

* reach: :func:`reach_sign`, the sign of ``(bx-ax)**2 + (by-ay)**2 - (r1+r2)**2``
  (circles, and circle against box after clamping);
* orientation: :func:`orient_sign` (which side of the line ``p -> q`` is ``r``),
  built on :func:`cross_sign`, with :func:`dot_sign` its companion (is a point
  ahead or behind along a direction);
* distance to a segment or a ray: :func:`segment_reach_sign` and
  :func:`ray_reach_sign`, the sign of the squared distance from a point to the
  closed segment (or ray) minus ``r**2``.

Two small helpers live here too, so that no other module rewrites them:
:func:`sign` and :func:`plain` (an exact fraction back to an int or float).

>>> reach_sign(0, 0, 3, 4, 5)                   # exactly on the circle
0
>>> reach_sign(0.0, 0.0, 400039997.0, 80004.0, 400040005.0)   # floats say inside; it is on
0
>>> reach_sign(1e200, 0, 3e200, 0, 1e200)       # squares overflow: the exact answer is "outside"
1
>>> orient_sign(0.1, 0.1, 0.2, 0.3, 0.4, 0.7)   # floats alone say -1; exactly on the line
0
"""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np

__all__ = [
    "EPSILON",
    "ERROR_SHARE",
    "ERROR_FLOOR",
    "ORIENT_SHARE",
    "TINY",
    "sign",
    "plain",
    "reach_bound",
    "exact_sign",
    "reach_sign",
    "reach_signs",
    "within_reach",
    "cross_sign",
    "dot_sign",
    "orient_sign",
    "segment_reach_sign",
    "ray_reach_sign",
]

EPSILON = 2.0**-53
"""Unit roundoff of float64: one rounding changes a value by at most this share of it."""
ERROR_SHARE = 16 * EPSILON
"""Bound on the rounding error of the float formula, as a share of ``d2 + reach2``
(the formula rounds at most four times on each side; 16 leaves room)."""
ERROR_FLOOR = 2.0**-1068
"""Absolute allowance for products that fall among the subnormal numbers."""
ORIENT_SHARE = (3.0 + 16.0 * EPSILON) * EPSILON
"""Shewchuk's bound for a sum or difference of two products of rounded differences, as a
share of the sum of the two products' sizes (``orient2d``'s error bound)."""
TINY = 2.0**-900
"""Below this size, products may have lost bits to underflow: decide exactly."""
_NORMAL = 2.0**-500  # factors at least this large (or zero) have normal products


def sign(value) -> int:
    """``-1``, ``0`` or ``1``: the sign of a number.

    Parameters
    ----------
    value : int, float or Fraction
        The number.

    Returns
    -------
    int
        ``1`` when positive, ``-1`` when negative, ``0`` for zero.

    Examples
    --------
    >>> sign(-2.5), sign(0), sign(Fraction(1, 3))
    (-1, 0, 1)
    """
    return (value > 0) - (value < 0)


def plain(value: Fraction):
    """An exact fraction as an int when whole, as a float when that float is exact, else as is.

    Parameters
    ----------
    value : Fraction
        An exact result.

    Returns
    -------
    int, float or Fraction
        The same number in the simplest type that holds it exactly.

    Examples
    --------
    >>> plain(Fraction(6, 3)), plain(Fraction(1, 4)), plain(Fraction(1, 3))
    (2, 0.25, Fraction(1, 3))
    """
    if value.denominator == 1:
        return int(value)
    as_float = float(value)
    return as_float if Fraction(as_float) == value else value


def reach_bound(d2, reach2, out=None):
    """The rounding-error bound of the float reach formula: ``ERROR_SHARE * (d2 + reach2) + ERROR_FLOOR``.

    The one home of the bound that :func:`reach_sign`, :func:`reach_signs` and
    :func:`within_reach` trust: when ``|d2 - reach2|`` computed in floats is
    larger than this, its sign is the exact sign.

    Parameters
    ----------
    d2 : float or numpy.ndarray
        The float squared distance.
    reach2 : float or numpy.ndarray
        The float squared reach.
    out : numpy.ndarray, optional
        Write the bound here (may be ``d2`` itself) instead of making a new array.

    Returns
    -------
    float or numpy.ndarray
        The bound.

    Examples
    --------
    >>> reach_bound(25.0, 25.0) == 50 * ERROR_SHARE + ERROR_FLOOR
    True
    """
    if out is None:
        return ERROR_SHARE * (d2 + reach2) + ERROR_FLOOR
    np.add(d2, reach2, out=out)
    out *= ERROR_SHARE
    out += ERROR_FLOOR
    return out


def exact_sign(ax, ay, bx, by, r1, r2=0) -> int:
    """The sign of ``(bx-ax)**2 + (by-ay)**2 - (r1+r2)**2`` computed with Fractions.

    Parameters
    ----------
    ax : int or float
        x of the first centre.
    ay : int or float
        y of the first centre.
    bx : int or float
        x of the second centre (or of the nearest point of a box).
    by : int or float
        y of the second centre (or of the nearest point of a box).
    r1 : int or float
        The first radius (``>= 0``).
    r2 : int or float, default 0
        The second radius (``>= 0``); 0 when the second shape is a point.

    Returns
    -------
    int
        -1, 0 or 1.

    Examples
    --------
    >>> exact_sign(0.1, 0, 0.4, 0, 0.3)        # the stored 0.4 - 0.1 is a hair more than the stored 0.3
    1
    """
    ax, ay, bx, by, r1, r2 = (Fraction(v) for v in (ax, ay, bx, by, r1, r2))
    dx, dy, reach = bx - ax, by - ay, r1 + r2
    return sign(dx * dx + dy * dy - reach * reach)


def reach_sign(ax, ay, bx, by, r1, r2=0) -> int:
    """``-1``, ``0`` or ``1``: the exact sign of ``(bx-ax)**2 + (by-ay)**2 - (r1+r2)**2``.

    Negative: ``b`` is closer to ``a`` than ``r1 + r2`` (they overlap);
    zero: exactly that far (they touch); positive: further.

    Parameters
    ----------
    ax : int or float
        x of the first centre.
    ay : int or float
        y of the first centre.
    bx : int or float
        x of the second centre (or of the nearest point of a box).
    by : int or float
        y of the second centre (or of the nearest point of a box).
    r1 : int or float
        The first radius (``>= 0``).
    r2 : int or float, default 0
        The second radius (``>= 0``); 0 when the second shape is a point.

    Returns
    -------
    int
        -1 (within reach), 0 (exactly at reach: touching) or 1 (out of reach).

    Examples
    --------
    >>> reach_sign(0, 0, 6, 8, 4, 6), reach_sign(0, 0, 6, 8, 4, 5.5)
    (0, 1)
    """
    if (
        type(ax) is int
        and type(ay) is int
        and type(bx) is int
        and type(by) is int
        and type(r1) is int
        and type(r2) is int
    ):
        dx, dy, reach = bx - ax, by - ay, r1 + r2
        value = dx * dx + dy * dy - reach * reach
        return (value > 0) - (value < 0)
    dx, dy, reach = bx - ax, by - ay, r1 + r2
    d2, reach2 = dx * dx + dy * dy, reach * reach
    try:
        difference = d2 - reach2
        bound = reach_bound(d2, reach2)
    except OverflowError:  # only Python ints can raise here; floats give inf
        return exact_sign(ax, ay, bx, by, r1, r2)
    if difference > bound:  # False for inf - inf (NaN) and for an infinite bound
        return 1
    if difference < -bound:
        return -1
    return exact_sign(ax, ay, bx, by, r1, r2)


def reach_signs(ax, ay, bx, by, r1, r2=0.0) -> np.ndarray:
    """:func:`reach_sign` for NumPy arrays (broadcast), as an int8 array.

    Only the elements the float bound cannot decide are redone exactly.

    Parameters
    ----------
    ax : float or array
        x of the first centre.
    ay : float or array
        y of the first centre.
    bx : float or array
        x of the second centre (or of the nearest point of a box).
    by : float or array
        y of the second centre (or of the nearest point of a box).
    r1 : float or array
        The first radius (``>= 0``).
    r2 : float or array, default 0
        The second radius (``>= 0``); 0 when the second shape is a point.

    Returns
    -------
    numpy.ndarray of int8
        -1, 0 or 1 per element, broadcast over the inputs.

    Examples
    --------
    >>> reach_signs(np.array([0.0, 0.0]), 0.0, np.array([3.0, 1e200]), 4.0, np.array([5.0, 1e199]))
    array([0, 1], dtype=int8)
    """
    with np.errstate(over="ignore", under="ignore", invalid="ignore"):
        dx = np.subtract(bx, ax)
        dy = np.subtract(by, ay)
        reach = np.add(r1, r2)
        d2 = dx * dx
        d2 += dy * dy
        reach2 = reach * reach
        difference = d2 - reach2
        bound = reach_bound(d2, reach2)
        signs = (difference > bound).astype(np.int8)
        below = difference < -bound
    signs[below] = -1
    undecided = np.flatnonzero(~(below | (difference > bound)))
    if len(undecided):
        where = np.unravel_index(undecided, signs.shape)
        picked = [np.broadcast_to(v, signs.shape)[where].tolist() for v in (ax, ay, bx, by, r1, r2)]
        out = signs.reshape(-1)
        for k, args in zip(undecided.tolist(), zip(*picked)):
            out[k] = exact_sign(*args)
    return signs


def within_reach(ax, ay, bx, by, r, *, touching: bool = False) -> np.ndarray:
    """Arrays (broadcast): is ``(bx-ax)**2 + (by-ay)**2 < r**2`` (``<=`` with ``touching``)?

    The boolean form of :func:`reach_signs`, with fewer passes over the data:
    where the float difference is further from zero than the error bound its
    sign is exact (and then ``<`` and ``<=`` agree); the rest are redone exactly.
    Plain numbers give a 0-d answer. Inputs that are not float64 are converted
    first where that is exact (ints up to ``2**53``, float16, float32); any other
    (a long double, a bigger int) is decided exactly, element by element.

    Parameters
    ----------
    ax : float or array
        x of the first centre.
    ay : float or array
        y of the first centre.
    bx : float or array
        x of the second centre (or of the nearest point of a box).
    by : float or array
        y of the second centre (or of the nearest point of a box).
    r : float or array
        The reach (a radius, or a sum of radii).
    touching : bool, default False
        Use ``<=`` instead of ``<`` (keyword-only).

    Returns
    -------
    numpy.ndarray of bool
        Per element, whether the squared distance is below (or with ``touching`` at most)
        ``r**2``, exactly (0-d for plain numbers).

    Examples
    --------
    >>> within_reach(0.0, 0.0, np.array([3.0, 3.0]), np.array([4.0, 4.1]), 5.0, touching=True)
    array([ True, False])
    >>> within_reach(0, 0, 3, 4, 5), within_reach(0, 0, 3, 4, 5, touching=True)
    (array(False), array(True))
    """
    given = (ax, ay, bx, by, r)
    values = [_float64(v) for v in given]
    shape = np.broadcast_shapes(*(np.shape(v) for v in given))
    if any(v is None for v in values):  # not all exactly float64: decide each element exactly
        result = np.empty(shape, dtype=bool)
        picked = [np.broadcast_to(np.asarray(v, dtype=object), shape).ravel().tolist() for v in given]
        for k, args in enumerate(zip(*picked)):
            sign = exact_sign(*(_exact(v) for v in args))
            result.flat[k] = sign < 0 or (touching and sign == 0)
        return result
    ax, ay, bx, by, r = values
    with np.errstate(over="ignore", under="ignore", invalid="ignore"):
        d2 = np.subtract(bx, ax)
        d2 = d2 * d2
        dy = np.subtract(by, ay)
        d2 += dy * dy
        reach2 = np.multiply(r, r)
        difference = d2 - reach2
        d2 = reach_bound(d2, reach2, out=d2 if np.ndim(d2) else None)  # from here on: the bound
        result = np.asarray(difference < 0)
        unsure = np.asarray(~(np.abs(difference) > d2))
    if unsure.any():
        where = np.flatnonzero(unsure)
        picked = [np.broadcast_to(v, shape).flat[where].tolist() for v in (ax, ay, bx, by, r)]
        for k, args in zip(where.tolist(), zip(*picked)):
            sign = exact_sign(*args)
            result.flat[k] = sign < 0 or (touching and sign == 0)
    return result


def _float64(value):
    """``value`` as a float64 array when that conversion is exact, else ``None``."""
    array = np.asarray(value)
    if array.dtype == np.float64:
        return array
    if array.dtype.kind == "f" and array.dtype.itemsize < 8:
        return array.astype(np.float64)
    if array.dtype.kind in "iu" and (array.size == 0 or np.abs(array).max() <= 2**53):
        return array.astype(np.float64)
    return None


def _exact(value):
    """A Python number (or Fraction) equal to one element: long doubles through their ratio."""
    if isinstance(value, np.floating):
        return Fraction(*value.as_integer_ratio())
    return int(value) if isinstance(value, np.integer) else value


# --- orientation: the sign of two products of differences ------------------------------------


def _two_products(ax, ay, bx, by, cx, cy, dx, dy, cross: bool) -> int:
    """The sign of ``(b - a) x (d - c)`` (``cross``) or ``(b - a) . (d - c)``, exactly."""
    values = (ax, ay, bx, by, cx, cy, dx, dy)
    kinds = set(map(type, values))
    if kinds == {int}:
        ux, uy, vx, vy = bx - ax, by - ay, dx - cx, dy - cy
        return sign(ux * vy - uy * vx if cross else ux * vx + uy * vy)
    if Fraction not in kinds:
        ux, uy = float(bx) - float(ax), float(by) - float(ay)
        vx, vy = float(dx) - float(cx), float(dy) - float(cy)
        left, right = (ux * vy, uy * vx) if cross else (ux * vx, -(uy * vy))
        value = left - right
        size = abs(left) + abs(right)
        if math.isfinite(value) and size > TINY and abs(value) > ORIENT_SHARE * size:
            return sign(value)
    ax, ay, bx, by, cx, cy, dx, dy = map(Fraction, values)
    ux, uy, vx, vy = bx - ax, by - ay, dx - cx, dy - cy
    return sign(ux * vy - uy * vx if cross else ux * vx + uy * vy)


def cross_sign(ax, ay, bx, by, cx, cy, dx, dy) -> int:
    """The exact sign of the cross product ``(b - a) x (d - c)``.

    That is ``(bx - ax) * (dy - cy) - (by - ay) * (dx - cx)``: positive when the
    direction ``c -> d`` turns one way from ``a -> b``, negative the other way,
    zero when they are parallel. A vector given directly (a ray's direction) is
    the difference from ``(0, 0)``.

    Parameters
    ----------
    ax, ay, bx, by : int, float or Fraction
        The first vector runs from ``a`` to ``b``.
    cx, cy, dx, dy : int, float or Fraction
        The second vector runs from ``c`` to ``d``.

    Returns
    -------
    int
        -1, 0 or 1.

    Examples
    --------
    >>> cross_sign(0, 0, 1, 0, 0, 0, 0, 1), cross_sign(0, 0, 1, 0, 5, 5, 7, 5)   # a turn; parallel
    (1, 0)
    """
    return _two_products(ax, ay, bx, by, cx, cy, dx, dy, True)


def dot_sign(ax, ay, bx, by, cx, cy, dx, dy) -> int:
    """The exact sign of the dot product ``(b - a) . (d - c)``.

    Positive when the two directions point the same way (less than a quarter
    turn apart), negative when they point apart, zero when square to each other.
    With ``c = a`` it says whether ``d`` lies ahead of ``a`` along ``a -> b``.

    Parameters
    ----------
    ax, ay, bx, by : int, float or Fraction
        The first vector runs from ``a`` to ``b``.
    cx, cy, dx, dy : int, float or Fraction
        The second vector runs from ``c`` to ``d``.

    Returns
    -------
    int
        -1, 0 or 1.

    Examples
    --------
    >>> dot_sign(0, 0, 1, 0, 0, 0, 5, 3), dot_sign(0, 0, 1, 0, 0, 0, 0, 3), dot_sign(0, 0, 1, 0, 0, 0, -1, 3)
    (1, 0, -1)
    """
    return _two_products(ax, ay, bx, by, cx, cy, dx, dy, False)


def orient_sign(px, py, qx, qy, rx, ry) -> int:
    """Which side of the line ``p -> q`` the point ``r`` is on: ``1``, ``-1``, or ``0`` (on it).

    The exact sign of ``(qx - px) * (ry - py) - (qy - py) * (rx - px)``
    (:func:`cross_sign` of ``p -> q`` and ``p -> r``). With y down, ``1`` means
    ``r`` is clockwise from ``q`` about ``p``.

    Parameters
    ----------
    px, py, qx, qy : int, float or Fraction
        Two points of the line, in order.
    rx, ry : int, float or Fraction
        The point asked about.

    Returns
    -------
    int
        ``1`` or ``-1`` for the two sides, ``0`` when the three points are collinear.

    Examples
    --------
    >>> orient_sign(0, 0, 10, 0, 5, 3), orient_sign(0, 0, 10, 0, 5, -3), orient_sign(0, 0, 10, 0, 20, 0)
    (1, -1, 0)
    """
    return _two_products(px, py, qx, qy, px, py, rx, ry, True)


# --- distance from a point to a segment or a ray ---------------------------------------------


def _beside_sign(ox, oy, ax, ay, bx, by, px, py, r) -> int:
    """The exact sign of ``((b - a) x (p - o))**2 - r**2 * |b - a|**2``: the squared distance
    from ``p`` to the line through ``o`` along ``b - a``, minus ``r**2``, times ``|b - a|**2``."""
    values = (ox, oy, ax, ay, bx, by, px, py, r)
    kinds = set(map(type, values))
    if kinds != {int} and Fraction not in kinds:
        ux, uy = float(bx) - float(ax), float(by) - float(ay)
        wx, wy = float(px) - float(ox), float(py) - float(oy)
        r = float(r)
        if all(v == 0 or _NORMAL <= abs(v) for v in (ux, uy, wx, wy, r)):
            left, right = ux * wy, uy * wx
            c = left - right
            size = abs(left) + abs(right)
            c2, rl = c * c, (r * r) * (ux * ux + uy * uy)
            value = c2 - rl
            # |error of c| <= 3.01 eps * size, so c**2 is off by at most 6.02 eps * size * |c| plus
            # a square; |b - a|**2 * r**2 by 6.03 eps; one more rounding each: 16 eps leaves room
            bound = ERROR_SHARE * (size * abs(c) + c2 + rl + EPSILON * size * size) + ERROR_FLOOR
            if value > bound:  # False for NaN and for an infinite bound: decided exactly below
                return 1
            if value < -bound:
                return -1
    if kinds != {int}:
        ox, oy, ax, ay, bx, by, px, py, r = map(Fraction, values)
    ux, uy, wx, wy = bx - ax, by - ay, px - ox, py - oy
    c = ux * wy - uy * wx
    return sign(c * c - r * r * (ux * ux + uy * uy))


def segment_reach_sign(x1, y1, x2, y2, px, py, r) -> int:
    """The exact sign of (squared distance from ``p`` to the closed segment) minus ``r**2``.

    The nearest point of the segment is an end when ``p`` lies beyond it (two
    :func:`dot_sign` questions), else the foot of the perpendicular; the
    squared distance to the line is ``cross**2 / length**2``, so it is compared
    as ``cross**2 - r**2 * length**2``: no square root and no division. A
    segment of zero length is a point.

    Parameters
    ----------
    x1, y1, x2, y2 : int, float or Fraction
        The segment's ends.
    px, py : int, float or Fraction
        The point (a circle's centre).
    r : int, float or Fraction
        The reach (a radius, ``>= 0``).

    Returns
    -------
    int
        -1 (closer than ``r``), 0 (exactly ``r`` away) or 1 (further).

    Examples
    --------
    >>> segment_reach_sign(0, 0, 10, 0, 5, 3, 3), segment_reach_sign(0, 0, 10, 0, 13, 4, 5)
    (0, 0)
    >>> segment_reach_sign(0.0, 0.0, 0.3, 0.0, 0.1, 0.1, 0.1)   # exactly 0.1 from the stored segment
    0
    """
    if dot_sign(x1, y1, x2, y2, x1, y1, px, py) <= 0:
        return reach_sign(x1, y1, px, py, r)
    if dot_sign(x1, y1, x2, y2, x2, y2, px, py) >= 0:
        return reach_sign(x2, y2, px, py, r)
    return _beside_sign(x1, y1, x1, y1, x2, y2, px, py, r)


def ray_reach_sign(x, y, dx, dy, px, py, r) -> int:
    """The exact sign of (squared distance from ``p`` to the closed ray) minus ``r**2``.

    The ray starts at ``(x, y)`` and runs along ``(dx, dy)`` (not both zero).
    Its nearest point to ``p`` is the origin when ``p`` lies behind it, else the
    foot of the perpendicular, as in :func:`segment_reach_sign`.

    Parameters
    ----------
    x, y : int, float or Fraction
        The ray's origin.
    dx, dy : int, float or Fraction
        Its direction.
    px, py : int, float or Fraction
        The point (a circle's centre).
    r : int, float or Fraction
        The reach (a radius, ``>= 0``).

    Returns
    -------
    int
        -1 (closer than ``r``), 0 (exactly ``r`` away) or 1 (further).

    Examples
    --------
    >>> ray_reach_sign(0, 0, 1, 0, 100, 3, 3), ray_reach_sign(0, 0, 1, 0, -3, 4, 5)
    (0, 0)
    """
    if dot_sign(0, 0, dx, dy, x, y, px, py) <= 0:
        return reach_sign(x, y, px, py, r)
    return _beside_sign(x, y, 0, 0, dx, dy, px, py, r)
