"""Segments and rays: orientation, crossing, clipping against a box, slabs, grid cells and circles.

Two kinds of test live here. The *orientation* tests ask on which side of a
line a point lies, the sign of the cross product ``(q - p) x (r - p)``
(:func:`orientation`): two segments crossing, a point on a segment, a ray
against a segment or a ray. The *parametric* tests write the line as
``start + t * direction`` and ask for which ``t`` it is inside something:
clipping a segment to a box (:func:`segment_rect`), a ray against a box by
slabs (:func:`ray_rect`, :func:`ray_rect_hit`), the grid walk
(:func:`cells_crossed`, :func:`grid_walk`) and a line against a circle by its
quadratic (:func:`circle_hit`). Both kinds are exact on the stored values:
orientation by a float value with an error bound and ``Fraction`` where the
bound cannot decide, the parametric tests by comparing ``Fraction`` values (of ``t``, or for
a circle the signs of its quadratic's coefficients; only its contact point may be a float).

The edge rule is the package's one rule: with ``touching=False`` the open
shapes must meet. A segment's interior is the open segment (its end points
left out), so a segment of zero length never collides; a ray's is the ray
without its origin. With ``touching=True`` the closed shapes must meet.

Screen coordinates (y down) change nothing here except the words: with y
down, a positive orientation means ``r`` is clockwise from ``q`` about ``p``.

>>> a, b = Segment(0, 0, 10, 10), Segment(0, 10, 10, 0)
>>> segments_intersect(a, b)                                   # an X: they cross
True
>>> segments_intersect(Segment(0, 0, 5, 0), Segment(5, 0, 9, 0))             # end to end
False
>>> segments_intersect(Segment(0, 0, 5, 0), Segment(5, 0, 9, 0), touching=True)
True
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction
from typing import NamedTuple

from . import validate
from .exact import cross_sign, dot_sign, orient_sign, plain, ray_reach_sign, segment_reach_sign
from .shapes import Circle, Point, Rect, as_point

__all__ = [
    "Segment",
    "Ray",
    "orientation",
    "on_segment",
    "segments_intersect",
    "segment_rect",
    "ray_rect",
    "cells_crossed",
    "cell_entries",
    "crosses_without_collinear_case",
    "slip_counterexamples",
    "pair_kind",
    "point_on_segment",
    "point_on_ray",
    "segment_intersects_circle",
    "ray_intersects_circle",
    "segment_intersects_rect",
    "ray_intersects_rect",
    "ray_intersects_segment",
    "rays_intersect",
    "grid_walk",
    "bresenham",
    "Hit",
    "ray_rect_hit",
    "circle_quadratic",
    "circle_hit",
]


@dataclass(frozen=True)
class Segment:
    """The segment from ``(x1, y1)`` to ``(x2, y2)`` (the ends may coincide: a point).

    Parameters
    ----------
    x1, y1 : int or float
        One end.
    x2, y2 : int or float
        The other end.

    Examples
    --------
    >>> Segment(0, 0, 3, 4).length_squared
    25
    >>> Segment(0, 0, float("nan"), 1)
    Traceback (most recent call last):
    ...
    ValueError: Segment x2 must be a finite number, got nan
    """

    x1: float
    y1: float
    x2: float
    y2: float

    def __post_init__(self):
        for name in ("x1", "y1", "x2", "y2"):
            object.__setattr__(self, name, validate.number(getattr(self, name), f"Segment {name}"))

    @property
    def start(self) -> Point:
        return Point(self.x1, self.y1)

    @property
    def end(self) -> Point:
        return Point(self.x2, self.y2)

    @property
    def length_squared(self):
        dx, dy = Fraction(self.x2) - Fraction(self.x1), Fraction(self.y2) - Fraction(self.y1)
        value = dx * dx + dy * dy
        return int(value) if value.denominator == 1 else value


@dataclass(frozen=True)
class Ray:
    """The ray from ``(x, y)`` in direction ``(dx, dy)`` (not both zero).

    Parameters
    ----------
    x, y : int or float
        The origin.
    dx, dy : int or float
        The direction; its length does not matter.

    Examples
    --------
    >>> Ray(0, 0, 1, 0)
    Ray(x=0, y=0, dx=1, dy=0)
    >>> Ray(0, 0, 0, 0)
    Traceback (most recent call last):
    ...
    ValueError: a Ray needs a direction: dx and dy cannot both be 0
    """

    x: float
    y: float
    dx: float
    dy: float

    def __post_init__(self):
        for name in ("x", "y", "dx", "dy"):
            object.__setattr__(self, name, validate.number(getattr(self, name), f"Ray {name}"))
        if self.dx == 0 and self.dy == 0:
            raise ValueError("a Ray needs a direction: dx and dy cannot both be 0")


def _kind(value, kind, name):
    if not isinstance(value, kind):
        raise TypeError(f"{name} must be a {kind.__name__}, got {type(value).__name__} {value!r}")
    return value


def orientation(p, q, r) -> int:
    """Which side of the line ``p -> q`` the point ``r`` is on: ``1``, ``-1``, or ``0`` (on it).

    The sign of ``(qx - px) * (ry - py) - (qy - py) * (rx - px)``, exactly.

    Parameters
    ----------
    p, q : Point or (x, y)
        Two points of the line, in order.
    r : Point or (x, y)
        The point asked about.

    Returns
    -------
    int
        ``1`` or ``-1`` for the two sides, ``0`` when the three points are collinear.

    Examples
    --------
    >>> orientation((0, 0), (10, 0), (5, 3)), orientation((0, 0), (10, 0), (5, -3))
    (1, -1)

    The float formula alone gets some cases wrong; its error bound sends those to fractions:


    >>> orientation((0.1, 0.1), (0.2, 0.3), (0.4, 0.7))    # floats alone say -1; exactly collinear
    0
    """
    (px, py), (qx, qy), (rx, ry) = as_point(p, "p"), as_point(q, "q"), as_point(r, "r")
    return orient_sign(px, py, qx, qy, rx, ry)


def on_segment(s: Segment, p) -> bool:
    """Whether point ``p`` lies on the closed segment ``s`` (end points included).

    Parameters
    ----------
    s : Segment
        The segment.
    p : Point or (x, y)
        The point.

    Returns
    -------
    bool
        ``True`` when ``p`` is collinear with ``s`` and within its end points.

    Examples
    --------
    >>> on_segment(Segment(0, 0, 10, 10), (10, 10)), on_segment(Segment(0, 0, 10, 10), (11, 11))
    (True, False)
    """
    s = _kind(s, Segment, "s")
    x, y = as_point(p, "p")
    return orient_sign(s.x1, s.y1, s.x2, s.y2, x, y) == 0 and _within(s, x, y)


def _within(s, x, y) -> bool:
    return min(s.x1, s.x2) <= x <= max(s.x1, s.x2) and min(s.y1, s.y2) <= y <= max(s.y1, s.y2)


def _four_orientations(s, t) -> tuple:
    """Where each end of one segment lies relative to the other's line: t's ends against s, then
    s's ends against t."""
    return (
        orient_sign(s.x1, s.y1, s.x2, s.y2, t.x1, t.y1),
        orient_sign(s.x1, s.y1, s.x2, s.y2, t.x2, t.y2),
        orient_sign(t.x1, t.y1, t.x2, t.y2, s.x1, s.y1),
        orient_sign(t.x1, t.y1, t.x2, t.y2, s.x2, s.y2),
    )


def segments_intersect(s: Segment, t: Segment, *, touching: bool = False) -> bool:
    """Whether two segments meet, by the four orientations and their collinear case.

    ``touching=True``: the closed segments share a point (crossing, an end point
    on the other segment, or collinear overlap). ``touching=False``: the open
    segments share a point: they cross properly, or lie on one line and overlap
    over some length. An end point resting on the other segment is touching, not
    colliding; a segment of zero length never collides.

    Parameters
    ----------
    s, t : Segment
        The segments.
    touching : bool, default False
        ``False``: interiors must meet. ``True``: contact counts.

    Returns
    -------
    bool
        The answer exact arithmetic gives on the stored coordinates.

    Examples
    --------
    >>> t_junction = Segment(0, 0, 10, 0), Segment(5, 0, 5, 8)     # one end rests on the other
    >>> segments_intersect(*t_junction), segments_intersect(*t_junction, touching=True)
    (False, True)
    >>> segments_intersect(Segment(0, 0, 6, 0), Segment(4, 0, 9, 0))  # collinear, overlapping
    True
    """
    s, t = _kind(s, Segment, "s"), _kind(t, Segment, "t")
    touching = validate.flag(touching, "touching")
    o1, o2, o3, o4 = _four_orientations(s, t)
    if o1 * o2 < 0 and o3 * o4 < 0:
        return True  # a proper crossing: one point inside both
    if touching:
        return (
            (o1 == 0 and _within(s, t.x1, t.y1))
            or (o2 == 0 and _within(s, t.x2, t.y2))
            or (o3 == 0 and _within(t, s.x1, s.y1))
            or (o4 == 0 and _within(t, s.x2, s.y2))
        )
    if (s.x1, s.y1) == (s.x2, s.y2) or (t.x1, t.y1) == (t.x2, t.y2):
        return False  # a segment of zero length has no inside
    if o1 == o2 == o3 == o4 == 0:  # one line: the open spans must overlap over a length
        axis = 0 if s.x1 != s.x2 else 1
        a = sorted((s.x1, s.x2) if axis == 0 else (s.y1, s.y2))
        b = sorted((t.x1, t.x2) if axis == 0 else (t.y1, t.y2))
        return max(a[0], b[0]) < min(a[1], b[1])
    return False  # an end point on the other's line: contact at most


def _clip(x0, y0, dx, dy, rect, touching, low, high, low_open, high_open):
    """Liang-Barsky in exact fractions: the range of ``t`` for which ``(x0, y0) + t (dx, dy)`` lies
    in ``rect`` (closed, or open with ``touching=False``), starting from ``low .. high`` (``None``:
    unbounded; ``*_open``: the bound itself excluded). ``None`` when the range is empty."""
    for start, step, lo, hi in ((x0, dx, rect.left, rect.right), (y0, dy, rect.top, rect.bottom)):
        start, step, lo, hi = Fraction(start), Fraction(step), Fraction(lo), Fraction(hi)
        if step == 0:  # parallel to this slab: inside it for every t, or for none
            if not (lo < start < hi if not touching else lo <= start <= hi):
                return None
            continue
        a, b = (lo - start) / step, (hi - start) / step
        if a > b:
            a, b = b, a
        if low is None or a > low:
            low, low_open = a, not touching
        elif a == low:
            low_open = low_open or not touching
        if high is None or b < high:
            high, high_open = b, not touching
        elif b == high:
            high_open = high_open or not touching
    if low is None or high is None or low < high or (low == high and not low_open and not high_open):
        return (low, high)
    return None


def segment_rect(s: Segment, r: Rect, *, touching: bool = False) -> tuple | None:
    """Clip segment ``s`` to rectangle ``r``: the part of it inside, or ``None``.

    Parameters
    ----------
    s : Segment
        The segment.
    r : Rect
        The rectangle (closed region ``[left, right] x [top, bottom]``).
    touching : bool, default False
        ``False``: the open segment must meet the open box (a segment along an
        edge, or through a corner only, does not count; zero sizes never do).
        ``True``: the closed shapes must meet.

    Returns
    -------
    tuple of two (x, y) or None
        The clipped segment's end points (exact fractions turned into ints or
        floats only when that is exact), or ``None`` when they do not meet.

    Examples
    --------
    >>> segment_rect(Segment(-5, 5, 15, 5), Rect(0, 0, 10, 10))
    ((0, 5), (10, 5))
    >>> segment_rect(Segment(-5, 0, 15, 0), Rect(0, 0, 10, 10)) is None      # along the top edge
    True
    >>> segment_rect(Segment(-5, 0, 15, 0), Rect(0, 0, 10, 10), touching=True)
    ((0, 0), (10, 0))
    """
    s, r = _kind(s, Segment, "s"), _kind(r, Rect, "r")
    touching = validate.flag(touching, "touching")
    if not touching and ((s.x1, s.y1) == (s.x2, s.y2) or r.w == 0 or r.h == 0):
        return None
    dx, dy = Fraction(s.x2) - Fraction(s.x1), Fraction(s.y2) - Fraction(s.y1)
    span = _clip(s.x1, s.y1, dx, dy, r, touching, Fraction(0), Fraction(1), not touching, not touching)
    if span is None:
        return None
    low, high = span
    ends = []
    for t in (low, high):
        ends.append((plain(Fraction(s.x1) + t * dx), plain(Fraction(s.y1) + t * dy)))
    return tuple(ends)


def ray_rect(ray: Ray, r: Rect, *, touching: bool = False):
    """Where a ray first enters a rectangle, by slabs: the parameter ``t >= 0``, or ``None``.

    On each axis the ray is inside the slab ``lo <= x <= hi`` for ``t`` between
    ``(lo - x) / dx`` and ``(hi - x) / dx``. When ``dx`` is 0 there is nothing to
    divide by: the ray is inside the slab for every ``t`` or for none, depending
    only on ``x`` (the division by zero, handled, not hidden in an infinity).
    The entry is the largest of the slabs' entries, the exit the smallest of
    their exits; the ray meets the box when entry <= exit (``<`` for interiors).

    Parameters
    ----------
    ray : Ray
        The ray; ``t`` is measured in units of its direction ``(dx, dy)``.
    r : Rect
        The rectangle.
    touching : bool, default False
        ``False``: the open ray must meet the open box. ``True``: closed shapes.

    Returns
    -------
    int, float, Fraction or None
        The first ``t`` at which the ray is in the box (``0`` when it starts
        inside), exact; ``None`` when it never is.

    Examples
    --------
    >>> ray_rect(Ray(0, 5, 1, 0), Rect(10, 0, 10, 10))
    10
    >>> ray_rect(Ray(0, 0, 1, 0), Rect(10, 0, 10, 10)) is None                # along the top edge
    True
    >>> ray_rect(Ray(0, 0, 1, 0), Rect(10, 0, 10, 10), touching=True)
    10
    >>> ray_rect(Ray(0, 5, 3, 0), Rect(10, 0, 10, 10))                        # t in direction units
    Fraction(10, 3)
    """
    ray, r = _kind(ray, Ray, "ray"), _kind(r, Rect, "r")
    touching = validate.flag(touching, "touching")
    if not touching and (r.w == 0 or r.h == 0):
        return None
    span = _clip(ray.x, ray.y, ray.dx, ray.dy, r, touching, Fraction(0), None, not touching, False)
    return None if span is None else plain(span[0])


class _Cell(NamedTuple):
    """One grid cell in cell units, ``[left, right] x [top, bottom]``, for :func:`_clip`."""

    left: int
    top: int
    right: int
    bottom: int


def cells_crossed(s: Segment, cell=1, *, touching: bool = False) -> list:
    """The grid cells a segment passes through, for line of sight on a tile map.

    Cells are ``cell`` wide, cell ``(col, row)`` covering ``[col*cell, (col+1)*cell] x
    [row*cell, (row+1)*cell]``. The rule at a corner is the package's one rule:
    with ``touching=False`` a cell counts when the open segment passes through its
    open interior, so passing exactly through a cell corner does not enter the two
    cells that only share that corner, and a segment lying along a grid line
    enters none; with ``touching=True`` every cell the closed segment touches
    counts, corners and edges included.

    Parameters
    ----------
    s : Segment
        The segment.
    cell : int or float, default 1
        The side of a cell (``> 0``).
    touching : bool, default False
        Which cells count at corners and along grid lines (see above).

    Returns
    -------
    list of (int, int)
        The cells ``(col, row)``, in the order the segment reaches them from its start.

    Examples
    --------
    >>> cells_crossed(Segment(0.5, 0.5, 2.5, 0.5))
    [(0, 0), (1, 0), (2, 0)]
    >>> cells_crossed(Segment(0.5, 0.5, 2.5, 2.5))                 # through two corners exactly
    [(0, 0), (1, 1), (2, 2)]
    >>> cells_crossed(Segment(0.5, 0.5, 2.5, 2.5), touching=True)  # corner cells touched too
    [(0, 0), (0, 1), (1, 0), (1, 1), (1, 2), (2, 1), (2, 2)]
    """
    return [c for _, c in cell_entries(s, cell, touching=touching)]


def cell_entries(s: Segment, cell=1, *, touching: bool = False) -> list:
    """:func:`cells_crossed` with the ``t`` at which the segment reaches each cell.

    Cells reached at the same ``t`` (at a corner, with ``touching=True``) come
    in order of ``(col, row)``: a tie, which ``t`` shows.

    Parameters
    ----------
    s : Segment
        The segment (``t`` runs from 0 at its start to 1 at its end).
    cell : int or float, default 1
        The side of a cell (``> 0``).
    touching : bool, default False
        As for :func:`cells_crossed`.

    Returns
    -------
    list of (t, (int, int))
        ``t`` exact (``int`` or ``Fraction``), then the cell.

    Examples
    --------
    >>> cell_entries(Segment(0.5, 0.5, 1.5, 1.5), touching=True)    # three cells reached at t = 1/2
    [(0, (0, 0)), (Fraction(1, 2), (0, 1)), (Fraction(1, 2), (1, 0)), (Fraction(1, 2), (1, 1))]
    """
    s = _kind(s, Segment, "s")
    cell = validate.positive(cell, "cell")
    touching = validate.flag(touching, "touching")
    c = Fraction(cell)
    x1, y1, x2, y2 = (Fraction(v) / c for v in (s.x1, s.y1, s.x2, s.y2))
    dx, dy = x2 - x1, y2 - y1
    if not touching and dx == dy == 0:
        return []  # a segment of zero length has no inside
    found = []
    for col in range(math.floor(min(x1, x2)) - 1, math.floor(max(x1, x2)) + 1):
        if dx == 0:  # a vertical segment lies in one column (or on the line between two)
            if not col <= x1 <= col + 1:
                continue
            part = (Fraction(0), Fraction(1))
        else:  # the part of the segment within this column
            a, b = sorted(((col - x1) / dx, (col + 1 - x1) / dx))
            part = (max(a, Fraction(0)), min(b, Fraction(1)))
            if part[0] > part[1]:
                continue
        ys = [y1 + t * dy for t in part]
        for row in range(math.floor(min(ys)) - 1, math.floor(max(ys)) + 1):
            span = _clip(
                x1,
                y1,
                dx,
                dy,
                _Cell(col, row, col + 1, row + 1),  # not a Rect: cell numbers may pass 2**53
                touching,
                Fraction(0),
                Fraction(1),
                not touching,
                not touching,
            )
            if span is not None:
                found.append((span[0], col, row))
    return [(int(t) if t.denominator == 1 else t, (col, row)) for t, col, row in sorted(found)]


def crosses_without_collinear_case(s: Segment, t: Segment) -> bool:
    """The four-orientation test as it is often written: opposite sides both ways, nothing else.

    It is the first line of :func:`segments_intersect` alone: it never looks at
    an orientation of 0, so every case with three points on one line (an end
    point on the other segment, collinear overlap) is answered "no". This is
    the slip lesson 08 counts.

    Parameters
    ----------
    s, t : Segment
        The segments.

    Returns
    -------
    bool
        ``True`` only for a proper crossing.

    Examples
    --------
    >>> crosses_without_collinear_case(Segment(0, 0, 6, 0), Segment(2, 0, 9, 0))   # overlapping: missed
    False
    """
    s, t = _kind(s, Segment, "s"), _kind(t, Segment, "t")
    o1, o2, o3, o4 = _four_orientations(s, t)
    return o1 * o2 < 0 and o3 * o4 < 0


def slip_counterexamples(test, side=3, *, touching=False) -> dict:
    """Every pair of segments with whole-number ends in a ``side`` x ``side`` grid of points where
    ``test`` disagrees with :func:`segments_intersect`, grouped by what is special about them.

    Like the atlas for rectangles, an exhaustive search over a small grid: with
    ends on ``0 .. side - 1`` it tries every ordered pair of segments.

    Parameters
    ----------
    test : callable
        ``test(s, t) -> bool``.
    side : int, default 3
        Points per row of the grid.
    touching : bool, default False
        The rule ``test`` is checked against.

    Returns
    -------
    dict
        Kind of pair -> list of ``(s, t)`` where ``test`` is wrong; kinds are
        ``'collinear overlap'``, ``'end on the other segment'``, ``'end to end'``,
        ``'crossing'``, ``'other'``.

    Examples
    --------
    >>> wrong = slip_counterexamples(crosses_without_collinear_case)
    >>> sorted(wrong), len(wrong["collinear overlap"]) > 0
    (['collinear overlap'], True)
    """
    if not callable(test):
        raise TypeError(f"test must be a function test(s, t) -> bool, got {type(test).__name__}")
    touching = validate.flag(touching, "touching")
    grid = [(x, y) for y in range(side) for x in range(side)]
    segments = [Segment(*p, *q) for p in grid for q in grid if p != q]
    wrong = {}
    for s in segments:
        for t in segments:
            expected = segments_intersect(s, t, touching=touching)
            if bool(test(s, t)) != expected:
                wrong.setdefault(pair_kind(s, t), []).append((s, t))
    return wrong


def pair_kind(s: Segment, t: Segment) -> str:
    """What is special about a pair of segments, in the words :func:`slip_counterexamples` groups by.

    Parameters
    ----------
    s, t : Segment
        The segments.

    Returns
    -------
    str
        ``'collinear overlap'`` (on one line, sharing a length), ``'end to end'`` (sharing an end,
        or on one line touching at most), ``'end on the other segment'``, ``'crossing'`` (a
        proper crossing) or ``'other'`` (apart).

    Examples
    --------
    >>> pair_kind(Segment(0, 0, 6, 0), Segment(4, 0, 9, 0))
    'collinear overlap'
    >>> pair_kind(Segment(0, 0, 4, 0), Segment(2, 0, 2, 5))
    'end on the other segment'
    """
    s, t = _kind(s, Segment, "s"), _kind(t, Segment, "t")
    ends_s, ends_t = {(s.x1, s.y1), (s.x2, s.y2)}, {(t.x1, t.y1), (t.x2, t.y2)}
    orient = [orient_sign(s.x1, s.y1, s.x2, s.y2, x, y) for x, y in ends_t]
    if orient == [0, 0] and orient_sign(t.x1, t.y1, t.x2, t.y2, s.x1, s.y1) == 0:
        return "collinear overlap" if segments_intersect(s, t) else "end to end"
    if ends_s & ends_t:
        return "end to end"
    if any(on_segment(s, p) for p in ends_t) or any(on_segment(t, p) for p in ends_s):
        return "end on the other segment"
    return "crossing" if segments_intersect(s, t) else "other"


# --- the pair rules ``collides`` dispatches to (each under the one edge rule) ------------------


def point_on_segment(p, s: Segment, *, touching: bool = False) -> bool:
    """Whether a point lies on a segment: on the open segment (``touching=False``: the ends left
    out, and a segment of zero length has none), or on the closed one (``touching=True``).

    Parameters
    ----------
    p : Point or (x, y)
        The point (its own inside).
    s : Segment
        The segment.
    touching : bool, default False
        Whether the segment's ends count.

    Returns
    -------
    bool
        Exactly.

    Examples
    --------
    >>> s = Segment(0, 0, 10, 10)
    >>> point_on_segment((10, 10), s), point_on_segment((10, 10), s, touching=True)   # an end
    (False, True)
    >>> point_on_segment((5, 5), s)
    True
    """
    s = _kind(s, Segment, "s")
    x, y = as_point(p, "p")
    touching = validate.flag(touching, "touching")
    if orient_sign(s.x1, s.y1, s.x2, s.y2, x, y) != 0 or not _within(s, x, y):
        return False
    return touching or ((x, y) != (s.x1, s.y1) and (x, y) != (s.x2, s.y2))


def point_on_ray(p, ray: Ray, *, touching: bool = False) -> bool:
    """Whether a point lies on a ray: past its origin (``touching=False``) or from it on
    (``touching=True``).

    Parameters
    ----------
    p : Point or (x, y)
        The point.
    ray : Ray
        The ray.
    touching : bool, default False
        Whether the origin counts.

    Returns
    -------
    bool
        Exactly.

    Examples
    --------
    >>> point_on_ray((0, 0), Ray(0, 0, 1, 1)), point_on_ray((0, 0), Ray(0, 0, 1, 1), touching=True)
    (False, True)
    >>> point_on_ray((1e300, 1e300), Ray(0, 0, 1, 1))
    True
    """
    ray = _kind(ray, Ray, "ray")
    x, y = as_point(p, "p")
    touching = validate.flag(touching, "touching")
    if cross_sign(0, 0, ray.dx, ray.dy, ray.x, ray.y, x, y) != 0:
        return False
    ahead = dot_sign(0, 0, ray.dx, ray.dy, ray.x, ray.y, x, y)
    return ahead >= 0 if touching else ahead > 0


def segment_intersects_circle(s: Segment, c: Circle, *, touching: bool = False) -> bool:
    """Whether a segment and a circle meet: the segment's nearest point to the centre is within
    the radius (:func:`collide_lessons.exact.segment_reach_sign`).

    The open segment meets the open disc exactly when the closed segment comes
    closer than ``r`` (a segment of zero length, or a circle of zero radius, has
    no inside); the closed shapes meet when it comes within ``r``.

    Parameters
    ----------
    s : Segment
        The segment.
    c : Circle
        The circle.
    touching : bool, default False
        ``False``: ``distance < r``. ``True``: ``distance <= r``.

    Returns
    -------
    bool
        Exactly.

    Examples
    --------
    >>> tangent = Segment(-10, 5, 10, 5), Circle(0, 0, 5)
    >>> segment_intersects_circle(*tangent), segment_intersects_circle(*tangent, touching=True)
    (False, True)
    """
    s, c = _kind(s, Segment, "s"), _kind(c, Circle, "c")
    touching = validate.flag(touching, "touching")
    if not touching and (c.r == 0 or (s.x1, s.y1) == (s.x2, s.y2)):
        return False
    side = segment_reach_sign(s.x1, s.y1, s.x2, s.y2, c.x, c.y, c.r)
    return side < 0 or (touching and side == 0)


def ray_intersects_circle(ray: Ray, c: Circle, *, touching: bool = False) -> bool:
    """Whether a ray and a circle meet: the ray's nearest point to the centre is within the radius.

    Parameters
    ----------
    ray : Ray
        The ray.
    c : Circle
        The circle.
    touching : bool, default False
        ``False``: ``distance < r`` (a zero radius never). ``True``: ``distance <= r``.

    Returns
    -------
    bool
        Exactly.

    Examples
    --------
    >>> ray_intersects_circle(Ray(0, 0, 1, 0), Circle(20, 3, 3))        # grazes the top
    False
    >>> ray_intersects_circle(Ray(0, 0, -1, 0), Circle(20, 0, 3))       # points away
    False
    >>> ray_intersects_circle(Ray(0, 0, 1, 0), Circle(20, 3, 3), touching=True)
    True
    """
    ray, c = _kind(ray, Ray, "ray"), _kind(c, Circle, "c")
    touching = validate.flag(touching, "touching")
    if not touching and c.r == 0:
        return False
    side = ray_reach_sign(ray.x, ray.y, ray.dx, ray.dy, c.x, c.y, c.r)
    return side < 0 or (touching and side == 0)


def segment_intersects_rect(s: Segment, r: Rect, *, touching: bool = False) -> bool:
    """Whether a segment and a rectangle meet: :func:`segment_rect` clips something.

    Parameters
    ----------
    s : Segment
        The segment.
    r : Rect
        The rectangle.
    touching : bool, default False
        ``False``: the open segment must cross the open box (along an edge, or
        through a corner only, does not count). ``True``: closed shapes.

    Returns
    -------
    bool
        Exactly.

    Examples
    --------
    >>> segment_intersects_rect(Segment(-5, 0, 15, 0), Rect(0, 0, 10, 10))      # along the top edge
    False
    """
    return segment_rect(s, r, touching=touching) is not None


def ray_intersects_rect(ray: Ray, r: Rect, *, touching: bool = False) -> bool:
    """Whether a ray and a rectangle meet: :func:`ray_rect` finds an entry.

    Parameters
    ----------
    ray : Ray
        The ray.
    r : Rect
        The rectangle.
    touching : bool, default False
        ``False``: the open ray must meet the open box. ``True``: closed shapes.

    Returns
    -------
    bool
        Exactly.

    Examples
    --------
    >>> box = Rect(10, 0, 10, 10)
    >>> ray_intersects_rect(Ray(0, 5, 1, 0), box), ray_intersects_rect(Ray(0, 5, -1, 0), box)
    (True, False)
    """
    return ray_rect(ray, r, touching=touching) is not None


def ray_intersects_segment(ray: Ray, s: Segment, *, touching: bool = False) -> bool:
    """Whether a ray and a segment meet, by orientations as :func:`segments_intersect` does.

    Not parallel: the lines meet at one point, which must be on the segment (its
    ends on opposite sides of the ray's line) and ahead of the ray's origin
    (``touching=False``: strictly inside both). Parallel: only on one line, where
    they meet when an end of the segment is ahead of the origin (strictly ahead
    for ``touching=False``, so the open parts share a length).

    Parameters
    ----------
    ray : Ray
        The ray.
    s : Segment
        The segment.
    touching : bool, default False
        ``False``: the open ray (origin left out) meets the open segment. ``True``: closed.

    Returns
    -------
    bool
        Exactly.

    Examples
    --------
    >>> ray_intersects_segment(Ray(0, 0, 1, 0), Segment(5, -1, 5, 1))
    True
    >>> ends_on_it = Ray(0, 0, 1, 0), Segment(5, 0, 5, 1)
    >>> ray_intersects_segment(*ends_on_it), ray_intersects_segment(*ends_on_it, touching=True)
    (False, True)
    >>> ray_intersects_segment(Ray(0, 0, 1, 0), Segment(-5, 0, 3, 0))        # on one line, overlapping
    True
    """
    ray, s = _kind(ray, Ray, "ray"), _kind(s, Segment, "s")
    touching = validate.flag(touching, "touching")
    if (s.x1, s.y1) == (s.x2, s.y2):
        return touching and point_on_ray((s.x1, s.y1), ray, touching=True)
    turn = cross_sign(0, 0, ray.dx, ray.dy, s.x1, s.y1, s.x2, s.y2)
    if turn != 0:
        sides = cross_sign(0, 0, ray.dx, ray.dy, ray.x, ray.y, s.x1, s.y1) * cross_sign(
            0, 0, ray.dx, ray.dy, ray.x, ray.y, s.x2, s.y2
        )
        ahead = orient_sign(s.x1, s.y1, s.x2, s.y2, ray.x, ray.y) * turn  # the sign of t at the meeting
        return sides <= 0 and ahead >= 0 if touching else sides < 0 and ahead > 0
    if cross_sign(0, 0, ray.dx, ray.dy, ray.x, ray.y, s.x1, s.y1) != 0:
        return False  # parallel lines
    far = max(dot_sign(0, 0, ray.dx, ray.dy, ray.x, ray.y, x, y) for x, y in ((s.x1, s.y1), (s.x2, s.y2)))
    return far >= 0 if touching else far > 0


def rays_intersect(a: Ray, b: Ray, *, touching: bool = False) -> bool:
    """Whether two rays meet.

    Not parallel: where the lines meet must be ahead of both origins (strictly
    for ``touching=False``). Parallel on one line: pointing the same way they
    share a half-line; pointing at each other they meet when each origin is
    ahead of the other (strictly, for the open rays to share a length).

    Parameters
    ----------
    a, b : Ray
        The rays.
    touching : bool, default False
        ``False``: the open rays (origins left out) meet. ``True``: closed.

    Returns
    -------
    bool
        Exactly.

    Examples
    --------
    >>> rays_intersect(Ray(0, 0, 1, 1), Ray(10, 0, -1, 1))
    True
    >>> facing = Ray(0, 0, 1, 0), Ray(0, 0, -1, 0)                # back to back from one point
    >>> rays_intersect(*facing), rays_intersect(*facing, touching=True)
    (False, True)
    """
    a, b = _kind(a, Ray, "a"), _kind(b, Ray, "b")
    touching = validate.flag(touching, "touching")
    turn = cross_sign(0, 0, a.dx, a.dy, 0, 0, b.dx, b.dy)
    if turn != 0:
        t = cross_sign(a.x, a.y, b.x, b.y, 0, 0, b.dx, b.dy) * turn  # the sign of a's parameter
        u = cross_sign(a.x, a.y, b.x, b.y, 0, 0, a.dx, a.dy) * turn  # and of b's
        return t >= 0 and u >= 0 if touching else t > 0 and u > 0
    if cross_sign(0, 0, a.dx, a.dy, a.x, a.y, b.x, b.y) != 0:
        return False  # parallel lines
    if dot_sign(0, 0, a.dx, a.dy, 0, 0, b.dx, b.dy) > 0:
        return True  # one way: they share a half-line
    ahead = dot_sign(0, 0, a.dx, a.dy, a.x, a.y, b.x, b.y)  # b's origin ahead of a's
    return ahead >= 0 if touching else ahead > 0


# --- the grid walk as games write it, Bresenham's slip, hit point and normal, circles ----------


def grid_walk(s: Segment, cell=1, *, touching: bool = False) -> list:
    """The grid walk of Amanatides and Woo (a DDA): the cells a segment passes through, step by step.

    From the start cell, ``t_max_x`` is the ``t`` at which the segment reaches the
    next vertical grid line and ``t_delta_x`` the ``t`` one cell width costs (the
    same for y). Each step moves to the nearer line. When both are reached at the
    same ``t`` the segment passes exactly through a corner, and the edge rule
    decides the tie: with ``touching=False`` it steps diagonally (the open
    segment enters neither side cell); with ``touching=True`` the two side cells,
    touched at the corner, count too. Exact: ``t`` is a ``Fraction``. It gives the
    cells of :func:`cells_crossed`, in the same order.

    Parameters
    ----------
    s : Segment
        The segment.
    cell : int or float, default 1
        The side of a cell (``> 0``).
    touching : bool, default False
        The corner rule. ``True`` needs both ends off the grid lines (a line
        that starts, ends or runs on a grid line touches cells this walk does not
        visit; :func:`cells_crossed` handles those).

    Returns
    -------
    list of (int, int)
        The cells ``(col, row)`` in the order the segment reaches them.

    Examples
    --------
    >>> grid_walk(Segment(0.5, 0.5, 2.5, 1.5))
    [(0, 0), (1, 0), (1, 1), (2, 1)]
    >>> grid_walk(Segment(0.5, 0.5, 2.5, 2.5))                       # two corners: diagonal steps
    [(0, 0), (1, 1), (2, 2)]
    >>> grid_walk(Segment(0.5, 0.5, 2.5, 2.5), touching=True)        # the side cells count too
    [(0, 0), (0, 1), (1, 0), (1, 1), (1, 2), (2, 1), (2, 2)]
    """
    x, y, dx, dy = _walk_start(s, cell, touching)  # in cell units, as fractions
    if dx is None:
        return []  # no length, or along a grid line: no cell's inside
    step_x, step_y = (dx > 0) - (dx < 0), (dy > 0) - (dy < 0)
    col = math.floor(x) if dx >= 0 else math.ceil(x) - 1  # the cell the segment goes into
    row = math.floor(y) if dy >= 0 else math.ceil(y) - 1
    t_max_x = (col + (step_x > 0) - x) / dx if dx else math.inf  # t at the next vertical line
    t_max_y = (row + (step_y > 0) - y) / dy if dy else math.inf  # and at the next horizontal one
    t_delta_x, t_delta_y = (abs(1 / d) if d else 0 for d in (dx, dy))  # t per cell
    cells = [(col, row)]
    while min(t_max_x, t_max_y) < 1:  # the next line is crossed before the end
        tx, ty = t_max_x, t_max_y
        if tx <= ty:
            col, t_max_x = col + step_x, t_max_x + t_delta_x
        if ty <= tx:  # both at once: a corner, stepped diagonally
            row, t_max_y = row + step_y, t_max_y + t_delta_y
        side = [(col - step_x, row), (col, row - step_y)] if touching and tx == ty else []
        cells += sorted(side + [(col, row)])  # touching=True: the corner's side cells too
    return cells


def _walk_start(s, cell, touching):
    """The start and the step in cell units, as fractions; the step is ``None, None`` when the open
    segment is inside no cell (no length, or along a grid line). touching=True refuses ends on a line."""
    s = _kind(s, Segment, "s")
    c = Fraction(validate.positive(cell, "cell"))
    x, y, x2, y2 = (Fraction(v) / c for v in (s.x1, s.y1, s.x2, s.y2))
    if validate.flag(touching, "touching") and any(v.denominator == 1 for v in (x, y, x2, y2)):
        raise ValueError(
            f"grid_walk with touching=True needs both ends off the grid lines, got {s}: "
            "use cells_crossed for ends on a grid line"
        )
    dx, dy = x2 - x, y2 - y
    if (
        (dx == dy == 0 and not touching)
        or (dx == 0 and x.denominator == 1)
        or (dy == 0 and y.denominator == 1)
    ):
        return x, y, None, None
    return x, y, dx, dy


def bresenham(col0: int, row0: int, col1: int, row1: int) -> list:
    """Bresenham's line: the cells a pixel line from cell ``(col0, row0)`` to ``(col1, row1)`` lights.

    Integers only, one cell per step along the longer axis (8-connected): it
    draws a thin line, and is often used as a line of sight. It is not the set of
    cells the segment between the two cell centres passes through (lesson 08
    counts the difference against :func:`cells_crossed`).

    Parameters
    ----------
    col0, row0, col1, row1 : int
        The first and last cell.

    Returns
    -------
    list of (int, int)
        The cells, from the first to the last.

    Examples
    --------
    >>> bresenham(0, 0, 3, 1)
    [(0, 0), (1, 0), (2, 1), (3, 1)]
    >>> bresenham(0, 0, 1.5, 1)
    Traceback (most recent call last):
    ...
    TypeError: col1 must be an int, got float 1.5
    """
    for name, value in zip(("col0", "row0", "col1", "row1"), (col0, row0, col1, row1)):
        if isinstance(value, bool) or not isinstance(value, int):
            raise TypeError(f"{name} must be an int, got {type(value).__name__} {value!r}")
    dx, dy = abs(col1 - col0), -abs(row1 - row0)
    sx, sy = (1 if col0 < col1 else -1), (1 if row0 < row1 else -1)
    err, cells = dx + dy, []
    while True:
        cells.append((col0, row0))
        if (col0, row0) == (col1, row1):
            return cells
        twice = 2 * err  # the error decides which axis (or both) to step
        if twice >= dy:
            err, col0 = err + dy, col0 + sx
        if twice <= dx:
            err, row0 = err + dx, row0 + sy


class Hit(NamedTuple):
    """Where a ray first meets a box: ``t``, the point, and the outward normal of the face it enters.

    ``normal`` is ``(-1, 0)``, ``(1, 0)``, ``(0, -1)`` or ``(0, 1)`` for a face
    (y down: ``(0, -1)`` is the top face); at a corner, where two faces are
    entered at the same ``t``, it is their sum, such as ``(-1, -1)``; ``(0, 0)``
    when the ray starts inside and enters no face.

    Parameters
    ----------
    t : int, float or Fraction
        The ray's parameter at the hit, exact.
    point : (x, y)
        ``origin + t * direction``, exact.
    normal : (int, int)
        The entered face's outward normal (see above).

    Examples
    --------
    >>> Hit(5, (10, 30), (-1, 0)).normal
    (-1, 0)
    """

    t: object
    point: tuple
    normal: tuple


def ray_rect_hit(ray: Ray, r: Rect, *, touching: bool = False) -> Hit | None:
    """Where a ray first meets a box and the face it enters: what a bounce needs.

    ``t`` is :func:`ray_rect`'s; the point is ``origin + t * direction``; the
    face is the slab whose entry is the box's entry (the *larger* entry, the one
    that decided ``t``). All exact: values stay ``Fraction`` until shown. A bounce
    off a face reverses the direction's component along the normal.

    Parameters
    ----------
    ray : Ray
        The ray.
    r : Rect
        The box.
    touching : bool, default False
        As for :func:`ray_rect`.

    Returns
    -------
    Hit or None
        ``Hit(t, point, normal)`` (see :class:`Hit`), or ``None`` when the ray misses.

    Examples
    --------
    >>> ray_rect_hit(Ray(0, 25, 2, 1), Rect(10, 20, 20, 20))          # through the left face
    Hit(t=5, point=(10, 30), normal=(-1, 0))
    >>> ray_rect_hit(Ray(0, 0, 1, 1), Rect(10, 10, 5, 5))             # exactly through a corner
    Hit(t=10, point=(10, 10), normal=(-1, -1))
    >>> ray_rect_hit(Ray(12, 12, 1, 0), Rect(10, 10, 5, 5))           # starts inside
    Hit(t=0, point=(12, 12), normal=(0, 0))
    """
    t = ray_rect(ray, r, touching=touching)
    if t is None:
        return None
    normal = []
    for start, step, lo, hi in ((ray.x, ray.dx, r.left, r.right), (ray.y, ray.dy, r.top, r.bottom)):
        face = lo if step > 0 else hi  # the face this axis enters through
        enters_here = step != 0 and (Fraction(face) - Fraction(start)) / Fraction(step) == t
        normal.append((-1 if step > 0 else 1) if enters_here else 0)
    point = tuple(
        plain(Fraction(a) + Fraction(t) * Fraction(d)) for a, d in ((ray.x, ray.dx), (ray.y, ray.dy))
    )
    return Hit(t, point, tuple(normal))


def circle_quadratic(line, c: Circle) -> tuple:
    """The quadratic of a line against a circle: ``|start + t d - centre|**2 - r**2 = a t**2 + 2 h t + k``.

    Parameters
    ----------
    line : Segment or Ray
        ``start + t * d``: a segment's ``d`` is ``end - start`` (``t`` from 0 to 1),
        a ray's its direction (``t`` from 0 on).
    c : Circle
        The circle.

    Returns
    -------
    tuple
        ``(a, h, k)``, exact (``int`` or ``Fraction``): ``a = d . d``, ``h = d . (start - centre)``,
        ``k = |start - centre|**2 - r**2``. The discriminant is ``h**2 - a k`` (a quarter of
        the school formula's ``b**2 - 4ac``, with ``b = 2h``).

    Examples
    --------
    >>> circle_quadratic(Segment(0, 0, 10, 0), Circle(5, 3, 5))        # 100 t**2 - 100 t + 9
    (100, -50, 9)
    """
    c = _kind(c, Circle, "c")
    if isinstance(line, Segment):
        x, y, dx, dy = (
            line.x1,
            line.y1,
            Fraction(line.x2) - Fraction(line.x1),
            Fraction(line.y2) - Fraction(line.y1),
        )
    elif isinstance(line, Ray):
        x, y, dx, dy = line.x, line.y, Fraction(line.dx), Fraction(line.dy)
    else:
        raise TypeError(f"line must be a Segment or a Ray, got {type(line).__name__} {line!r}")
    ox, oy = Fraction(x) - Fraction(c.x), Fraction(y) - Fraction(c.y)
    return tuple(
        plain(v) for v in (dx * dx + dy * dy, dx * ox + dy * oy, ox * ox + oy * oy - Fraction(c.r) ** 2)
    )


def circle_hit(line, c: Circle, *, touching: bool = False):
    """The first ``t`` at which a segment or a ray is in a circle, by the quadratic and its discriminant.

    The line is in the disc where ``a t**2 + 2 h t + k < 0`` (:func:`circle_quadratic`).
    The discriminant ``D = h**2 - a k`` decides the line: ``D < 0`` it passes
    the circle, ``D = 0`` it is a tangent (touching only), ``D > 0`` it is
    inside between the roots ``t0, t1 = (-h -+ sqrt(D)) / a``. Then the roots
    must meet the line's range (``0 .. 1`` for a segment, ``0 ..`` for a ray):
    ``t1 > 0`` is ``h < 0 or k < 0``, and for a segment ``t0 < 1`` is
    ``h + a > 0 or f(1) < 0``. Every sign is taken on exact fractions, so the
    verdict is exact; it equals :func:`segment_intersects_circle` and
    :func:`ray_intersects_circle`, which ask the nearest point instead.

    Parameters
    ----------
    line : Segment or Ray
        The segment or ray.
    c : Circle
        The circle.
    touching : bool, default False
        ``False``: the open line must enter the open disc. ``True``: closed shapes.

    Returns
    -------
    int, Fraction, float or None
        The first ``t`` in the line's range where it is in the circle (``0`` when
        it starts inside): exact when ``sqrt(D)`` is rational, otherwise the
        nearest float to within a few units in the last place; ``None`` when it never is.

    Examples
    --------
    >>> circle_hit(Segment(0, 0, 10, 0), Circle(5, 3, 5))             # enters at (1, 0)
    Fraction(1, 10)
    >>> tangent = Segment(0, 5, 10, 5), Circle(5, 0, 5)
    >>> circle_hit(*tangent) is None, circle_hit(*tangent, touching=True)
    (True, 0.5)
    >>> circle_hit(Ray(0, 0, -1, 0), Circle(5, 0, 2)) is None         # behind the origin
    True
    """
    a, h, k = (Fraction(v) for v in circle_quadratic(line, c))
    touching = validate.flag(touching, "touching")
    segment = isinstance(line, Segment)
    if a == 0:  # a segment of zero length: a point
        return 0 if touching and k <= 0 else None
    if not touching and c.r == 0:
        return None
    disc = h * h - a * k
    if disc < 0 or (disc == 0 and not touching):
        return None  # the line passes the circle, or only touches it
    ahead = h < 0 or k < 0 or (touching and (h <= 0 or k <= 0))  # t1 > 0 (t1 >= 0 when touching)
    f1 = a + 2 * h + k  # f(1): is the segment's end inside?
    before_end = not segment or h + a > 0 or f1 < 0 or (touching and (h + a >= 0 or f1 <= 0))
    if not (ahead and before_end):
        return None
    if k < 0 or (touching and k == 0):
        return 0  # it starts inside (or, touching, on the circle)
    return _first_root(a, h, k, disc)


def _first_root(a, h, k, disc):
    """t0 = (-h - sqrt(disc)) / a: exact when sqrt(disc) is rational, else a float. For h < 0 the
    form k / (-h + sqrt(disc)) (the same number, as t0 * t1 = k / a) avoids subtracting near-equal
    values."""
    n, d = math.isqrt(disc.numerator), math.isqrt(disc.denominator)
    if n * n == disc.numerator and d * d == disc.denominator:
        return plain((-h - Fraction(n, d)) / a)
    root = math.sqrt(disc)
    return float(-h - root) / float(a) if h >= 0 else float(k) / (float(-h) + root)
