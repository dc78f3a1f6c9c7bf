"""Exact answers to "is this distance less than that radius?" for floats.

Comparing squared lengths needs products and sums, and floats round them:
``0.1 + 0.2`` is not ``0.3``, and ``(1e200)**2`` is infinite. Every circle
test in the package asks one question, the sign of

    (bx - ax)**2 + (by - ay)**2 - (r1 + r2)**2

and this module answers it exactly for the stored values, the way robust
geometry libraries do: compute it in floats together with a bound on the
rounding error; if the float result is further from zero than the bound,
its sign is right; otherwise (a near tie, an overflow, an underflow) redo it
with ``fractions.Fraction``, which is exact for every float.

>>> reach_sign(0, 0, 3, 4, 5)                   # exactly on the circle
0
>>> reach_sign(0.0, 0.0, 400039997.0, 80004.0, 400040005.0)   # floats say inside; it is on
0
>>> reach_sign(1e200, 0, 3e200, 0, 1e200)       # squares overflow: the exact answer is "outside"
1
"""

from __future__ import annotations

from fractions import Fraction

import numpy as np

__all__ = [
    "EPSILON",
    "ERROR_SHARE",
    "ERROR_FLOOR",
    "exact_sign",
    "reach_sign",
    "reach_signs",
    "within_reach",
]

EPSILON = 2.0**-53
"""Unit roundoff of float64: one rounding changes a value by at most this share of it."""
ERROR_SHARE = 16 * EPSILON
"""Bound on the rounding error of the float formula, as a share of ``d2 + reach2``
(the formula rounds at most four times on each side; 16 leaves room)."""
ERROR_FLOOR = 2.0**-1068
"""Absolute allowance for products that fall among the subnormal numbers."""


def exact_sign(ax, ay, bx, by, r1, r2=0) -> int:
    """The sign of ``(bx-ax)**2 + (by-ay)**2 - (r1+r2)**2`` computed with Fractions.

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
    int
        -1, 0 or 1.

    Examples
    --------
    >>> exact_sign(0.1, 0, 0.4, 0, 0.3)        # the stored 0.4 - 0.1 is a hair more than the stored 0.3
    1
    """
    ax, ay, bx, by, r1, r2 = (Fraction(v) for v in (ax, ay, bx, by, r1, r2))
    dx, dy, reach = bx - ax, by - ay, r1 + r2
    value = dx * dx + dy * dy - reach * reach
    return (value > 0) - (value < 0)


def reach_sign(ax, ay, bx, by, r1, r2=0) -> int:
    """``-1``, ``0`` or ``1``: the exact sign of ``(bx-ax)**2 + (by-ay)**2 - (r1+r2)**2``.

    Negative: ``b`` is closer to ``a`` than ``r1 + r2`` (they overlap);
    zero: exactly that far (they touch); positive: further.

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
        bound = ERROR_SHARE * (d2 + reach2) + ERROR_FLOOR
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
        bound = d2 + reach2
        bound *= ERROR_SHARE
        bound += ERROR_FLOOR
        sign = (difference > bound).astype(np.int8)
        below = difference < -bound
    sign[below] = -1
    undecided = np.flatnonzero(~(below | (difference > bound)))
    if len(undecided):
        where = np.unravel_index(undecided, sign.shape)
        picked = [np.broadcast_to(v, sign.shape)[where].tolist() for v in (ax, ay, bx, by, r1, r2)]
        out = sign.reshape(-1)
        for k, args in zip(undecided.tolist(), zip(*picked)):
            out[k] = exact_sign(*args)
    return sign


def within_reach(ax, ay, bx, by, r, touching: bool) -> np.ndarray:
    """Arrays (broadcast): is ``(bx-ax)**2 + (by-ay)**2 < r**2`` (``<=`` with ``touching``)?

    The boolean form of :func:`reach_signs`, with fewer passes over the data:
    where the float difference is further from zero than the error bound its
    sign is exact (and then ``<`` and ``<=`` agree); the rest are redone exactly.

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
    touching : bool
        Use ``<=`` instead of ``<``.

    Returns
    -------
    numpy.ndarray of bool
        Per element, whether the squared distance is below (or with ``touching`` at most)
        ``r**2``, exactly.

    Examples
    --------
    >>> within_reach(0.0, 0.0, np.array([3.0, 3.0]), np.array([4.0, 4.1]), 5.0, touching=True)
    array([ True, False])
    """
    with np.errstate(over="ignore", under="ignore", invalid="ignore"):
        d2 = np.subtract(bx, ax)
        d2 *= d2
        dy = np.subtract(by, ay)
        dy *= dy
        d2 += dy
        reach2 = np.multiply(r, r)
        difference = d2 - reach2
        d2 += reach2  # from here on: the error bound
        d2 *= ERROR_SHARE
        d2 += ERROR_FLOOR
        result = difference < 0
        unsure = np.abs(difference, out=difference) > d2
        np.logical_not(unsure, out=unsure)
    if unsure.any():
        where = np.nonzero(unsure)
        shape = result.shape
        picked = [np.broadcast_to(v, shape)[where].tolist() for v in (ax, ay, bx, by, r)]
        for k, args in zip(zip(*where), zip(*picked)):
            sign = exact_sign(*args)
            result[k] = sign < 0 or (touching and sign == 0)
    return result
