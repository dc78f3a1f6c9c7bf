"""Rectangle against rectangle: the overlap region, containment, contact.

Every function takes ``Rect`` values (top-left, width, height; y grows down)
and works on their edges ``left, top, right, bottom``.

Two rectangles **overlap** when they share area, **touch** when they share
only boundary points. The one test to remember::

    max(lefts) < min(rights) and max(tops) < min(bottoms)     # overlap
    max(lefts) <= min(rights) and max(tops) <= min(bottoms)   # overlap or touch

Read it in the lessons' order:

1. :func:`boxes_overlap`: the rule itself, the one scalar source of it
   (``collides`` calls it for two rectangles).
2. Two ways the articles write the same test, tested equal to it:
   :func:`spans_overlap_by_edges` and :func:`overlaps_by_edges` (edge by edge, one axis
   at a time), :func:`apart_by_negation` and :func:`overlaps_by_negation`
   ("not left of, not right of, not above, not below").
3. The region two boxes share: :func:`intersection`, :func:`overlap_area`,
   :func:`contains`, and :func:`covers_pixel` for boxes read as pixel cells.
4. The response after a hit: :func:`contact_side` and :func:`push_out`
   (exact; the float search that keeps them exact sits below them).

>>> a, b = Rect(0, 0, 10, 10), Rect(10, 0, 5, 5)    # b sits against a's right edge
>>> intersection(a, b) is None, overlaps_by_negation(a, b, touching=True)
(True, True)
"""

from __future__ import annotations

import math
import struct
from fractions import Fraction

from . import validate
from .shapes import Rect

__all__ = [
    "SIDES",
    "boxes_overlap",
    "intersection",
    "overlap_area",
    "contains",
    "covers_pixel",
    "spans_overlap_by_edges",
    "spans_overlap",
    "overlaps_by_edges",
    "apart_by_negation",
    "overlaps_by_negation",
    "contact_side",
    "push_out",
]

SIDES = ("top", "bottom", "left", "right")
"""The four sides, in the order ``contact_side`` prefers them on a tie."""


def _rect(value, name: str) -> Rect:
    if not isinstance(value, Rect):
        raise TypeError(f"{name} must be a Rect, got {type(value).__name__} {value!r}")
    return value


def boxes_overlap(a: Rect, b: Rect, *, touching: bool = False) -> bool:
    """The rectangle test itself: on both axes the larger start comes before the smaller end.

    ``<`` asks for shared area, ``<=`` (``touching=True``) lets edges and
    corners count. A strict ``<`` also rules out a box of zero width or
    height, since its start equals its end. This is the one scalar source of
    the rule: :func:`collide_lessons.collides` calls it for two rectangles,
    and the teaching versions below are tested equal to it. (Pure: the inputs
    are not checked; ``collides`` checks them.)

    Parameters
    ----------
    a : Rect
        The first box.
    b : Rect
        The second box.
    touching : bool, default False
        ``False``: the shapes must share area (their open insides meet). ``True``: contact at an
        edge, corner or point counts too.

    Returns
    -------
    bool
        Whether the boxes collide under the edge rule ``touching`` chooses.

    Examples
    --------
    >>> boxes_overlap(Rect(0, 0, 10, 10), Rect(5, 5, 10, 10))
    True
    >>> a, b = Rect(0, 0, 10, 10), Rect(10, 0, 5, 5)     # b sits against a's right edge
    >>> boxes_overlap(a, b), boxes_overlap(a, b, touching=True)
    (False, True)
    """
    if touching:
        return max(a.left, b.left) <= min(a.right, b.right) and max(a.top, b.top) <= min(a.bottom, b.bottom)
    return max(a.left, b.left) < min(a.right, b.right) and max(a.top, b.top) < min(a.bottom, b.bottom)


def intersection(a: Rect, b: Rect) -> Rect | None:
    """The region two rectangles share, or ``None`` when they share no area.

    Left edge: the larger of the lefts. Right edge: the smaller of the
    rights. Likewise for top and bottom. This is right whatever the two
    boxes' arrangement, containment included.

    Parameters
    ----------
    a : Rect
        The first box.
    b : Rect
        The second box.

    Returns
    -------
    Rect or None
        The shared region, its edges taken from the inputs; ``None`` when no area is shared
        (touching or apart).

    Examples
    --------
    >>> intersection(Rect(0, 0, 10, 10), Rect(5, 5, 10, 10))
    Rect(x=5, y=5, w=5, h=5)
    >>> intersection(Rect(0, 0, 10, 10), Rect(2, 2, 3, 3))   # b inside a
    Rect(x=2, y=2, w=3, h=3)
    >>> intersection(Rect(0, 0, 10, 10), Rect(10, 0, 5, 5)) is None   # touching: no area
    True
    """
    a, b = _rect(a, "a"), _rect(b, "b")
    if not boxes_overlap(a, b):
        return None
    return Rect.from_ltrb(
        max(a.left, b.left), max(a.top, b.top), min(a.right, b.right), min(a.bottom, b.bottom)
    )


def overlap_area(a: Rect, b: Rect):
    """The area of :func:`intersection`, or 0 when they share none.

    Parameters
    ----------
    a : Rect
        The first box.
    b : Rect
        The second box.

    Returns
    -------
    int or float
        The shared area; 0 when none is shared.

    Examples
    --------
    >>> overlap_area(Rect(0, 0, 4, 4), Rect(2, 2, 4, 4))
    4
    """
    region = intersection(a, b)
    return 0 if region is None else region.area


def contains(outer: Rect, inner: Rect) -> bool:
    """Whether every point of ``inner`` lies in the closed rectangle ``outer``.

    Edges may coincide, so a rectangle contains itself (shapely calls this
    relation ``covers``).

    Parameters
    ----------
    outer : Rect
        The box that may hold the other.
    inner : Rect
        The box that may lie inside.

    Returns
    -------
    bool
        Whether ``inner`` lies within the closed ``outer``.

    Examples
    --------
    >>> contains(Rect(0, 0, 10, 10), Rect(0, 0, 10, 10))
    True
    >>> contains(Rect(0, 0, 10, 10), Rect(5, 5, 6, 1))    # sticks out on the right
    False
    """
    outer, inner = _rect(outer, "outer"), _rect(inner, "inner")
    return (
        outer.left <= inner.left
        and inner.right <= outer.right
        and outer.top <= inner.top
        and inner.bottom <= outer.bottom
    )


def covers_pixel(rect: Rect, px, py) -> bool:
    """Whether pixel ``(px, py)`` is one of the cells of ``rect``: half-open,
    ``left <= px < right`` and ``top <= py < bottom`` (pygame's ``collidepoint``).

    Unlike ``collides(Point, Rect)``, which asks about the closed region, the
    right and bottom edges are *not* included: they are one past the last pixel.

    Parameters
    ----------
    rect : Rect
        The rectangle, read as pixel cells.
    px : int or float
        The pixel's column.
    py : int or float
        The pixel's row.

    Returns
    -------
    bool
        Whether ``left <= px < right`` and ``top <= py < bottom``.

    Examples
    --------
    >>> r = Rect(0, 0, 4, 4)
    >>> covers_pixel(r, 0, 0), covers_pixel(r, 3, 3), covers_pixel(r, 4, 0)
    (True, True, False)
    """
    rect = _rect(rect, "rect")
    px, py = validate.number(px, "px"), validate.number(py, "py")
    return rect.left <= px < rect.right and rect.top <= py < rect.bottom


def spans_overlap_by_edges(a1, a2, b1, b2, *, touching=False) -> bool:
    """One axis, asked edge by edge: does span ``[a1, a2]`` meet span ``[b1, b2]``?

    The teaching version of one axis of :func:`boxes_overlap`, as "Collision
    Shapes" lists the cases. (Not :func:`collide_lessons.batch.spans_overlap`,
    which is the array form of the rule itself.)

    With ``touching=False`` the spans must share length, so a span of zero
    length never counts; each test is half-open on one side, so two identical
    spans still do. ``touching=True`` asks whether the closed spans share a
    point. (Pure: the inputs are not checked; ``overlaps_by_edges`` checks them.)

    Parameters
    ----------
    a1 : float
        Start of the first span.
    a2 : float
        End of the first span (``>= a1``).
    b1 : float
        Start of the second span.
    b2 : float
        End of the second span (``>= b1``).
    touching : bool, default False
        ``False``: the shapes must share area (their open insides meet). ``True``: contact at an
        edge, corner or point counts too.

    Returns
    -------
    bool
        Whether the spans overlap (share length), or with ``touching=True`` share a point.

    Examples
    --------
    >>> spans_overlap_by_edges(0, 4, 4, 6), spans_overlap_by_edges(0, 4, 4, 6, touching=True)
    (False, True)
    >>> spans_overlap_by_edges(0, 4, 0, 4), spans_overlap_by_edges(2, 2, 0, 4)
    (True, False)
    """
    if touching:  # some end of one span lies in the other (closed) span
        return b1 <= a1 <= b2 or b1 <= a2 <= b2 or a1 <= b1 <= a2 or a1 <= b2 <= a2
    if not (a1 < a2 and b1 < b2):
        return False  # a span of zero length has no inside to share
    return b1 <= a1 < b2 or b1 < a2 <= b2 or a1 <= b1 < a2 or a1 < b2 <= a2


spans_overlap = spans_overlap_by_edges
"""Deprecated alias of :func:`spans_overlap_by_edges`, kept for one release (``batch.spans_overlap``
is a different function: the array form of the rule)."""


def overlaps_by_edges(a: Rect, b: Rect, *, touching: bool = False) -> bool:
    """Collision asked edge by edge, as "Collision Shapes" lists the cases, done right.

    On each axis: does an edge of one box fall within the other's span
    (:func:`spans_overlap_by_edges`)? With ``touching=False`` each span is half-open on
    one side, so two identical spans still count, and a zero-width span never does.

    Parameters
    ----------
    a : Rect
        The first box.
    b : Rect
        The second box.
    touching : bool, default False
        ``False``: the shapes must share area (their open insides meet). ``True``: contact at an
        edge, corner or point counts too.

    Returns
    -------
    bool
        The same answer as ``collides(a, b, touching=touching)``.

    Examples
    --------
    >>> overlaps_by_edges(Rect(0, 0, 10, 10), Rect(0, 0, 10, 10))      # identical boxes
    True
    >>> overlaps_by_edges(Rect(3, 0, 2, 10), Rect(0, 3, 10, 2))        # a plus sign
    True
    >>> overlaps_by_edges(Rect(0, 0, 10, 10), Rect(10, 0, 5, 5)), overlaps_by_edges(
    ...     Rect(0, 0, 10, 10), Rect(10, 0, 5, 5), touching=True)      # side by side
    (False, True)
    """
    a, b = _rect(a, "a"), _rect(b, "b")
    touching = validate.flag(touching, "touching")
    return spans_overlap_by_edges(
        a.left, a.right, b.left, b.right, touching=touching
    ) and spans_overlap_by_edges(a.top, a.bottom, b.top, b.bottom, touching=touching)


def apart_by_negation(a: Rect, b: Rect, *, touching=False) -> bool:
    """The negation test's question: is one box left of, right of, above or below the other?

    With ``touching=False`` boxes that only meet at an edge are apart, and so is
    any box whose left and right (or top and bottom) edges coincide: it has no
    inside to share, and the four comparisons alone would miss that. (Pure: the
    inputs are not checked; ``overlaps_by_negation`` checks them.)

    Parameters
    ----------
    a : Rect
        The first box.
    b : Rect
        The second box.
    touching : bool, default False
        ``False``: the shapes must share area (their open insides meet). ``True``: contact at an
        edge, corner or point counts too.

    Returns
    -------
    bool
        Whether the boxes are apart: one wholly left of, right of, above or below the other (or,
        with ``touching=False``, either has no area).

    Examples
    --------
    >>> apart_by_negation(Rect(0, 0, 10, 10), Rect(10, 0, 5, 5))
    True
    """
    if touching:
        return a.right < b.left or b.right < a.left or a.bottom < b.top or b.bottom < a.top
    return (
        a.right <= b.left
        or b.right <= a.left
        or a.bottom <= b.top
        or b.bottom <= a.top
        or a.right == a.left
        or a.bottom == a.top
        or b.right == b.left
        or b.bottom == b.top
    )


def overlaps_by_negation(a: Rect, b: Rect, *, touching: bool = False) -> bool:
    """Collision as "not apart": ``not apart_by_negation(a, b)``.

    Parameters
    ----------
    a : Rect
        The first box.
    b : Rect
        The second box.
    touching : bool, default False
        ``False``: the shapes must share area (their open insides meet). ``True``: contact at an
        edge, corner or point counts too.

    Returns
    -------
    bool
        The same answer as ``collides(a, b, touching=touching)``.

    Examples
    --------
    >>> overlaps_by_negation(Rect(0, 0, 10, 10), Rect(5, 5, 0, 0))     # zero size
    False
    >>> overlaps_by_negation(Rect(0, 0, 10, 10), Rect(5, 10, 2, 2), touching=True)
    True
    """
    a, b = _rect(a, "a"), _rect(b, "b")
    touching = validate.flag(touching, "touching")
    return not apart_by_negation(a, b, touching=touching)


def _penetrations(mover: Rect, obstacle: Rect) -> dict:
    """How far ``mover`` reaches past each side of ``obstacle`` (floats: rounded once each)."""
    return {
        "top": _minus(mover.bottom, obstacle.top),
        "bottom": _minus(obstacle.bottom, mover.top),
        "left": _minus(mover.right, obstacle.left),
        "right": _minus(obstacle.right, mover.left),
    }


def _minus(a, b):
    """``a - b``; an integer result too large to be exact as a float becomes the nearest float."""
    difference = a - b
    if type(difference) is int and not -validate.MAX_INTEGER <= difference <= validate.MAX_INTEGER:
        return float(difference)
    return difference


def _exact_penetrations(mover: Rect, obstacle: Rect) -> dict:
    F = Fraction
    return {
        "top": F(mover.bottom) - F(obstacle.top),
        "bottom": F(obstacle.bottom) - F(mover.top),
        "left": F(mover.right) - F(obstacle.left),
        "right": F(obstacle.right) - F(mover.left),
    }


def contact_side(mover: Rect, obstacle: Rect) -> str:
    """The side of ``obstacle`` that ``mover`` hit, judged by least penetration.

    Defined whenever the closed boxes meet (``collides(mover, obstacle,
    touching=True)``), zero sizes included; otherwise it raises ``ValueError``.
    The side it reaches least far past is the one it most likely came
    through; the penetrations are compared exactly. On a tie the order in
    ``SIDES`` decides: vertical sides first, so a box landing exactly on a
    corner lands on top (the usual platformer choice). A zero-size box inside
    the obstacle gets the side nearest to it.

    Parameters
    ----------
    mover : Rect
        The box that moved into the obstacle.
    obstacle : Rect
        The box it moved into.

    Returns
    -------
    str
        One of ``SIDES``: ``'top'``, ``'bottom'``, ``'left'`` or ``'right'`` of the obstacle.

    Examples
    --------
    >>> contact_side(Rect(0, 8, 4, 4), Rect(2, 10, 10, 10))     # 2 deep from above, 2 from the left
    'top'
    >>> contact_side(Rect(-3, 12, 4, 4), Rect(0, 10, 10, 10))   # 1 deep from the left
    'left'
    >>> contact_side(Rect(5, 9, 0, 0), Rect(0, 0, 10, 10))      # a zero-size box, 1 from the bottom
    'bottom'
    """
    mover, obstacle = _rect(mover, "mover"), _rect(obstacle, "obstacle")
    if not boxes_overlap(mover, obstacle, touching=True):
        raise ValueError(
            f"contact_side needs rectangles that touch or overlap; {mover} and {obstacle} are apart"
        )
    reach = _penetrations(mover, obstacle)
    least = min(reach.values())
    tied = [side for side in SIDES if reach[side] == least]
    if len(tied) == 1:  # rounding keeps order, so a float winner is the exact winner
        return tied[0]
    exact = _exact_penetrations(mover, obstacle)
    return min(tied, key=lambda side: exact[side])


def push_out(mover: Rect, obstacle: Rect) -> tuple:
    """The smallest move ``(dx, dy)`` after which ``mover`` no longer shares area with ``obstacle``.

    Out through the side :func:`contact_side` names. After the move,
    ``mover.move(dx, dy)`` (its stored edges, rounded as any new rectangle)
    shares no area with ``obstacle``, and its leading edge (the one that had
    to clear the side) is as close to that side as floats allow: no smaller
    float move along that axis separates them with the edge any closer. When
    the plain penetration depth lands the edge there, the move is the depth
    itself, so integer boxes get integer moves. ``(0, 0)`` when they share
    no area already (touching, apart, or either box of zero width or height).

    Parameters
    ----------
    mover : Rect
        The box that moved into the obstacle.
    obstacle : Rect
        The box it moved into.

    Returns
    -------
    tuple of two numbers
        The move ``(dx, dy)``; ``(0, 0)`` when no area is shared.

    Examples
    --------
    >>> push_out(Rect(0, 8, 4, 4), Rect(2, 10, 10, 10))
    (0, -2)
    >>> push_out(Rect(0, 0, 4, 4), Rect(10, 10, 1, 1))
    (0, 0)
    >>> push_out(Rect(0, 0, 1, 1), Rect(0, 1e-20, 1, 1))      # 1e-20 up, not a whole 1.0
    (0, -1.0)
    >>> Rect(0, 0, 1, 1).move(0, -1.0).bottom    # 0 - 1.0 + 1 is 0.0 <= 1e-20: apart
    0.0
    """
    mover, obstacle = _rect(mover, "mover"), _rect(obstacle, "obstacle")
    if not boxes_overlap(mover, obstacle):
        return (0, 0)
    side = contact_side(mover, obstacle)
    direction = {"top": (0, -1), "bottom": (0, 1), "left": (-1, 0), "right": (1, 0)}[side]

    def separated(distance) -> bool:
        moved = mover.move(direction[0] * distance, direction[1] * distance)
        return not boxes_overlap(moved, obstacle)

    depth = _penetrations(mover, obstacle)[side]
    distance = _least(separated, depth)
    if (
        distance != depth
        and separated(depth)
        and _leading_edge(mover, side, depth) == _leading_edge(mover, side, distance)
    ):
        distance = depth  # the plain depth lands the leading edge just as close: report it
    return {"top": (0, -distance), "bottom": (0, distance), "left": (-distance, 0), "right": (distance, 0)}[
        side
    ]


def _leading_edge(mover, side, distance):
    """Where the edge of ``mover`` that clears ``side`` ends up after moving ``distance`` out."""
    if side == "top":
        return mover.move(0, -distance).bottom
    if side == "bottom":
        return mover.move(0, distance).y
    if side == "left":
        return mover.move(-distance, 0).right
    return mover.move(distance, 0).x


def _least(works, guess):
    """The smallest ``d >= 0`` with ``works(d)``, for a ``works`` that stays true once true.

    Tries ``guess`` (kept as given when it is the answer, so integers stay
    integers), then bisects over the ordered float64 values.
    """
    if works(guess):
        below = math.nextafter(float(guess), 0.0)
        if not works(below):
            return guess
        low, high = 0.0, below
    else:
        low, high = float(guess), max(2.0 * float(guess), 5e-324)
        while not works(high):
            low, high = high, 2.0 * high
            if high > validate.MAX_MAGNITUDE:
                raise ValueError("push_out needs a move larger than 2**1022; the boxes are too large")
    as_int = struct.Struct("<q")
    as_float = struct.Struct("<d")
    lo = as_int.unpack(as_float.pack(low))[0]
    hi = as_int.unpack(as_float.pack(high))[0]
    while hi - lo > 1:  # non-negative floats order like their bit patterns
        mid = (lo + hi) // 2
        if works(as_float.unpack(as_int.pack(mid))[0]):
            hi = mid
        else:
            lo = mid
    return as_float.unpack(as_int.pack(hi))[0]
