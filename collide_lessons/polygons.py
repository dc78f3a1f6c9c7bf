"""Polygons: rotated boxes, point in polygon, the separating axis theorem, push-out.

A sprite that rotates no longer fits an axis-aligned box; its outline is a
polygon. Everything here is built on one exact primitive,
:func:`collide_lessons.lines.orientation` (which side of a line a point is on),
so every answer is what exact arithmetic gives on the stored vertices.

Read it in the lessons' order:

1. :class:`Polygon` (simple: no edge crosses another; no repeated or collinear
   neighbouring vertices) and :func:`rotated_rect`.
2. A point inside a polygon: :func:`crossing_number` (count the edges a ray
   to the right crosses; odd means inside), :func:`winding_number` (how many
   times the outline goes round the point), :func:`point_in_polygon` with the
   edge rule, and the two slips at a vertex on the ray:
   :func:`crossings_counting_vertices_twice` and
   :func:`crossings_counting_vertices_zero_times`. The two counts also take a
   raw outline that crosses itself (a pentagram), which :class:`Polygon` refuses.
3. Two convex polygons: :func:`polygons_intersect` by the separating axis
   theorem, with :func:`projections` giving each axis's two intervals (lesson
   02's one-axis test again), :func:`contains`, and the slips
   :func:`edges_cross_only` that misses a polygon inside another and
   :func:`sat_ignoring_convexity` that fills a concave polygon's notch.
4. Response: :func:`push_out` (the minimum translation vector).
5. The pair rules ``collides`` uses for polygons: :func:`point_in_polygon`,
   :func:`circle_intersects_polygon`, :func:`segment_intersects_polygon`,
   :func:`ray_intersects_polygon`, :func:`rect_intersects_polygon` and
   :func:`simple_polygons_intersect` (any simple polygons, convex or not).

The edge rule is the package's one rule: ``touching=False`` asks whether the
open shapes meet (share area), ``touching=True`` whether the closed ones do.

>>> square = Polygon([(0, 0), (10, 0), (10, 10), (0, 10)])
>>> diamond = Polygon([(10, 5), (15, 0), (20, 5), (15, 10)])     # its left corner on square's edge
>>> polygons_intersect(square, diamond), polygons_intersect(square, diamond, touching=True)
(False, True)
"""

from __future__ import annotations

import math
from fractions import Fraction

from . import validate
from .exact import dot_sign, orient_sign, plain, segment_reach_sign, sign
from .lines import Ray, Segment, on_segment, segments_intersect
from .outlines import (  # kept here under their old names
    crossed_edges,
    crossing_number,
    crossings_counting_vertices_twice,
    crossings_counting_vertices_zero_times,
    edges_cross_only,
    sat_ignoring_convexity,
    winding_number,
)
from .shapes import Circle, Point, Rect, as_point

__all__ = [
    "Polygon",
    "placed",
    "rotated_rect",
    "crossing_number",
    "crossed_edges",
    "winding_number",
    "on_boundary",
    "point_in_polygon",
    "crossings_counting_vertices_twice",
    "crossings_counting_vertices_zero_times",
    "projections",
    "separating_axis",
    "polygons_intersect",
    "edges_cross_only",
    "sat_ignoring_convexity",
    "contains",
    "push_out",
    "circle_intersects_polygon",
    "circle_polygon",
    "segment_intersects_polygon",
    "ray_intersects_polygon",
    "simple_polygons_intersect",
    "rect_intersects_polygon",
]


class Polygon:
    """A simple polygon: its vertices in order, either way round.

    Checked when made, with a sentence naming the problem: at least three
    vertices, each a pair of finite numbers; no vertex repeated; no three
    neighbouring vertices on one line (that middle vertex adds nothing, or the
    outline doubles back); no edge touching or crossing an edge it does not
    share a vertex with. Convexity is not required here; the tests that need
    it (:func:`polygons_intersect`, :func:`contains`, :func:`push_out`) check
    it and say so.

    Parameters
    ----------
    vertices : sequence of (x, y) or Point
        The corners in order (clockwise or anticlockwise; the last joins the first).

    Examples
    --------
    >>> p = Polygon([(0, 0), (4, 0), (0, 3)])
    >>> p.vertices, p.area, p.is_convex
    (((0, 0), (4, 0), (0, 3)), 6, True)
    >>> Polygon([(0, 0), (4, 0), (0, 4), (4, 4)])
    Traceback (most recent call last):
    ...
    ValueError: a Polygon must not cross itself: edge 1 (4, 0)-(0, 4) and edge 3 (4, 4)-(0, 0) touch or cross
    """

    __slots__ = ("vertices", "turn", "is_convex")

    def __init__(self, vertices):
        if isinstance(vertices, (str, bytes)) or not hasattr(vertices, "__len__"):
            raise TypeError(
                f"a Polygon needs a list of (x, y) vertices, got {type(vertices).__name__} {vertices!r}"
            )
        if len(vertices) < 3:
            raise ValueError(f"a Polygon needs at least 3 vertices, got {len(vertices)}")
        points = tuple(_vertex(v, i) for i, v in enumerate(vertices))
        _check_simple(points)
        turns = {
            orient_sign(*points[i - 1], *points[i], *points[(i + 1) % len(points)])
            for i in range(len(points))
        }
        _set = object.__setattr__
        _set(self, "vertices", points)
        _set(self, "turn", sign(_twice_area(points)))
        _set(self, "is_convex", len(turns) == 1)

    def __setattr__(self, name, value):
        raise AttributeError(
            f"Polygon is immutable; make a new one (for example with move) instead of setting {name}"
        )

    __delattr__ = __setattr__

    def __eq__(self, other):
        if type(other) is not Polygon:
            return NotImplemented
        return self.vertices == other.vertices

    def __hash__(self):
        return hash(self.vertices)

    def __reduce__(self):
        return (Polygon, (self.vertices,))

    def __repr__(self):
        return f"Polygon({list(self.vertices)!r})"

    def __len__(self):
        return len(self.vertices)

    @property
    def area(self):
        """The area, exact (an int, a float when that is exact, else a Fraction).

        Returns
        -------
        int, float or Fraction
            Half the absolute value of the shoelace sum.

        Examples
        --------
        >>> Polygon([(0, 0), (3, 0), (3, 3)]).area
        4.5
        """
        return plain(abs(_twice_area(self.vertices)) / 2)

    def edges(self) -> list:
        """The edges as segments, edge ``i`` from vertex ``i`` to vertex ``i + 1``.

        Returns
        -------
        list of Segment
            One per vertex; the last closes the outline.

        Examples
        --------
        >>> Polygon([(0, 0), (4, 0), (0, 3)]).edges()[2]
        Segment(x1=0, y1=3, x2=0, y2=0)
        """
        v = self.vertices
        return [Segment(*v[i], *v[(i + 1) % len(v)]) for i in range(len(v))]

    def move(self, dx, dy) -> Polygon:
        """The polygon moved by ``(dx, dy)`` (each vertex's sum rounded to a float unless exact).

        The same verb as ``Point.move``, ``Circle.move`` and ``Rect.move`` (pygame's);
        ``moved`` is its deprecated alias, kept for one release. Each sum is rounded
        once (ints stay ints up to 2**53, beyond that the nearest float). Where that
        rounding bends the outline (far from 0, a vertex may land on another), the
        move is refused with a sentence saying so, never the polygon it made.

        Parameters
        ----------
        dx, dy : int or float
            The move.

        Returns
        -------
        Polygon
            A new polygon.

        Examples
        --------
        >>> Polygon([(0, 0), (4, 0), (0, 3)]).move(1, 2).vertices
        ((1, 2), (5, 2), (1, 5))
        >>> Polygon([(0, 0), (4, 0), (0, 3)]).move(2**53, 0).vertices   # 2**53 + 4 as a float
        ((9007199254740992, 0), (9007199254740996.0, 0), (9007199254740992, 3))
        """
        dx, dy = validate.number(dx, "dx"), validate.number(dy, "dy")
        moved = [
            (_shifted(x, dx, "x", i, (dx, dy)), _shifted(y, dy, "y", i, (dx, dy)))
            for i, (x, y) in enumerate(self.vertices)
        ]
        try:
            return Polygon(moved)
        except ValueError as error:  # rounding met two vertices or made three collinear
            step = max(math.ulp(float(c)) for v in moved for c in v)
            raise ValueError(
                f"cannot move this polygon by {(dx, dy)!r}: each moved vertex is rounded to the nearest "
                f"float (they are {step!r} apart there), and the rounded outline is no longer a simple "
                f"polygon ({error}); move by a multiple of {step!r}, or keep the polygon nearer 0"
            ) from None

    moved = move  # deprecated alias of move, kept for one release

    def bounding_rect(self) -> Rect:
        """The smallest axis-aligned box holding the polygon (what a broad phase stores).

        Returns
        -------
        Rect
            Built from the extreme vertices with ``Rect.from_ltrb``.

        Examples
        --------
        >>> Polygon([(0, 5), (5, 0), (10, 5), (5, 10)]).bounding_rect()
        Rect(x=0, y=0, w=10, h=10)
        """
        xs, ys = [x for x, _ in self.vertices], [y for _, y in self.vertices]
        return Rect.from_ltrb(min(xs), min(ys), max(xs), max(ys))

    @classmethod
    def from_rect(cls, rect: Rect) -> Polygon:
        """A rectangle with area as a polygon: top-left, top-right, bottom-right, bottom-left.

        Parameters
        ----------
        rect : Rect
            A rectangle with width and height above zero.

        Returns
        -------
        Polygon
            Its four corners.

        Examples
        --------
        >>> Polygon.from_rect(Rect(1, 2, 3, 4)).vertices
        ((1, 2), (4, 2), (4, 6), (1, 6))
        """
        if not isinstance(rect, Rect):
            raise TypeError(f"rect must be a Rect, got {type(rect).__name__} {rect!r}")
        if rect.w == 0 or rect.h == 0:
            raise ValueError(f"a Polygon needs area; {rect!r} has zero width or height")
        return cls(
            [
                (rect.left, rect.top),
                (rect.right, rect.top),
                (rect.right, rect.bottom),
                (rect.left, rect.bottom),
            ]
        )


def _vertex(value, i: int) -> tuple:
    if isinstance(value, Point):
        value = (value.x, value.y)
    if isinstance(value, (str, bytes)) or not hasattr(value, "__len__") or len(value) != 2:
        raise TypeError(f"Polygon vertex {i} must be an (x, y) pair or a Point, got {value!r}")
    return (
        validate.number(value[0], f"Polygon vertex {i} x"),
        validate.number(value[1], f"Polygon vertex {i} y"),
    )


def _twice_area(points) -> Fraction:
    """Twice the signed area (shoelace), exact."""
    total = Fraction(0)
    n = len(points)
    for i in range(n):
        (x1, y1), (x2, y2) = points[i], points[(i + 1) % n]
        total += Fraction(x1) * Fraction(y2) - Fraction(x2) * Fraction(y1)
    return total


def _shifted(value, step, axis: str, i: int, move) -> int | float:
    """``value + step`` rounded once: an int when both are ints and the sum is at most 2**53,
    else the nearest float; a sum beyond 2**1022 refuses the move with a sentence."""
    total = value + step
    if type(total) is int and not -validate.MAX_INTEGER <= total <= validate.MAX_INTEGER:
        total = float(total)  # Python rounds an int to the nearest float, once
    if not -validate.MAX_MAGNITUDE <= total <= validate.MAX_MAGNITUDE:
        raise ValueError(
            f"cannot move this polygon by {move!r}: vertex {i} would have {axis} = {total!r}, "
            "beyond 2**1022 (about 4.5e307), the limit for any coordinate"
        )
    return total


def _rounded(value: Fraction) -> int | float:
    """An exact result rounded once: an int when whole and at most 2**53, else the nearest float."""
    if value.denominator == 1 and abs(value) <= validate.MAX_INTEGER:
        return int(value)
    return float(value)


def _nearest(value: Fraction):
    """As :func:`collide_lessons.exact.plain`, but the nearest float when no int or float is exact."""
    value = plain(value)
    return float(value) if isinstance(value, Fraction) else value


def _check_simple(points) -> None:
    n = len(points)
    seen = {}
    for i, p in enumerate(points):
        if p in seen:
            raise ValueError(f"a Polygon must not repeat a vertex: vertices {seen[p]} and {i} are both {p}")
        seen[p] = i
    for i in range(n):
        a, b, c = points[i - 1], points[i], points[(i + 1) % n]
        if orient_sign(*a, *b, *c) == 0:
            raise ValueError(
                f"a Polygon must not have three neighbouring vertices on one line: "
                f"vertices {(i - 1) % n}, {i}, {(i + 1) % n} {a}, {b}, {c} are collinear "
                "(drop the middle one, or the outline doubles back on itself)"
            )
    edges = [Segment(*points[i], *points[(i + 1) % n]) for i in range(n)]
    for i in range(n):
        for j in range(i + 2, n):
            if i == 0 and j == n - 1:
                continue  # neighbours through vertex 0
            if segments_intersect(edges[i], edges[j], touching=True):
                e, f = edges[i], edges[j]
                raise ValueError(
                    f"a Polygon must not cross itself: edge {i} {(e.x1, e.y1)}-{(e.x2, e.y2)} and "
                    f"edge {j} {(f.x1, f.y1)}-{(f.x2, f.y2)} touch or cross"
                )


def _polygon(value, name: str) -> Polygon:
    if not isinstance(value, Polygon):
        raise TypeError(f"{name} must be a Polygon, got {type(value).__name__} {value!r}")
    return value


def _convex(value, name: str, where: str) -> Polygon:
    value = _polygon(value, name)
    if not value.is_convex:
        v, n = value.vertices, len(value.vertices)
        turns = [orient_sign(*v[i - 1], *v[i], *v[(i + 1) % n]) for i in range(n)]
        bent = next(i for i in range(n) if turns[i] != value.turn)
        raise ValueError(
            f"{where} needs convex polygons: {name} turns the other way at vertex {bent} {v[bent]}; "
            "split it into convex pieces"
        )
    return value


_QUARTER_TURNS = {0: (1, 0), 90: (0, 1), 180: (-1, 0), 270: (0, -1)}


def placed(outline, x, y, degrees=0) -> Polygon:
    """An outline given around its own origin, turned by ``degrees`` and moved to ``(x, y)``.

    This is how a game stores a sprite's hitbox: the outline once, in the
    sprite's own coordinates, and per frame a position and an angle. With y
    down, a positive angle turns clockwise on screen. Whole quarter turns use
    exact cosines (0, 1, -1), so integer outlines stay integer; other angles
    give the nearest floats of the true corners, and every test then answers
    exactly for those stored corners. The drag playgrounds draw with the
    same formula.

    Parameters
    ----------
    outline : sequence of (x, y)
        The vertices around the origin ``(0, 0)``.
    x, y : int or float
        Where the origin goes.
    degrees : int or float, default 0
        The turn.

    Returns
    -------
    Polygon
        The placed polygon.

    Examples
    --------
    >>> placed([(0, 0), (4, 0), (0, 2)], 10, 10, 90).vertices
    ((10, 10), (10, 14), (8, 10))
    """
    x, y, degrees = validate.number(x, "x"), validate.number(y, "y"), validate.number(degrees, "degrees")
    points = [_vertex(v, i) for i, v in enumerate(outline)]
    turn = degrees % 360
    if turn in _QUARTER_TURNS:  # exact: a quarter turn only swaps and negates
        cos, sin = _QUARTER_TURNS[turn]
        x0, y0 = Fraction(x), Fraction(y)
        return Polygon(
            [
                (
                    _nearest(x0 + Fraction(ox) * cos - Fraction(oy) * sin),
                    _nearest(y0 + Fraction(ox) * sin + Fraction(oy) * cos),
                )
                for ox, oy in points
            ]
        )
    cos, sin = math.cos(math.radians(turn)), math.sin(math.radians(turn))
    return Polygon([(x + ox * cos - oy * sin, y + ox * sin + oy * cos) for ox, oy in points])


def rotated_rect(cx, cy, w, h, degrees) -> Polygon:
    """A ``w`` by ``h`` box centred on ``(cx, cy)``, turned by ``degrees`` (see :func:`placed`).

    Parameters
    ----------
    cx, cy : int or float
        The centre.
    w, h : int or float
        Width and height, above zero.
    degrees : int or float
        The turn (clockwise on screen).

    Returns
    -------
    Polygon
        The corners, starting from the one that was top-left.

    Examples
    --------
    >>> rotated_rect(0, 0, 4, 2, 90).vertices
    ((1, -2), (1, 2), (-1, 2), (-1, -2))
    >>> [(round(x, 3) + 0, round(y, 3) + 0) for x, y in rotated_rect(0, 0, 2, 2, 45).vertices]
    [(0.0, -1.414), (1.414, 0.0), (0.0, 1.414), (-1.414, 0.0)]
    """
    w, h = validate.positive(w, "width w"), validate.positive(h, "height h")
    hw, hh = _nearest(Fraction(w) / 2), _nearest(Fraction(h) / 2)
    return placed([(-hw, -hh), (hw, -hh), (hw, hh), (-hw, hh)], cx, cy, degrees)


# --- a point and a polygon ---------------------------------------------------------------


def on_boundary(poly: Polygon, p) -> bool:
    """Whether ``p`` lies on the polygon's outline (an edge or a vertex).

    Parameters
    ----------
    poly : Polygon
        The polygon.
    p : Point or (x, y)
        The point.

    Returns
    -------
    bool
        Exactly.

    Examples
    --------
    >>> on_boundary(Polygon([(0, 0), (4, 0), (0, 4)]), (2, 2))
    True
    """
    poly = _polygon(poly, "poly")
    point = as_point(p, "p")
    return any(on_segment(edge, point) for edge in poly.edges())


def point_in_polygon(poly: Polygon, p, *, touching: bool = False, method: str = "crossing") -> bool:
    """Whether a point is in the polygon, under the edge rule.

    ``touching=False``: in the open polygon (a point on the outline is out);
    ``touching=True``: in the closed polygon (on the outline is in).

    Parameters
    ----------
    poly : Polygon
        The polygon.
    p : Point or (x, y)
        The point.
    touching : bool, default False
        Whether the outline counts.
    method : {"crossing", "winding"}, default "crossing"
        Odd crossing number, or nonzero winding number (the same for simple polygons).

    Returns
    -------
    bool
        Exactly.

    Examples
    --------
    >>> tri = Polygon([(0, 0), (4, 0), (0, 4)])
    >>> point_in_polygon(tri, (1, 1)), point_in_polygon(tri, (2, 2))             # (2, 2) is on an edge
    (True, False)
    >>> point_in_polygon(tri, (2, 2), touching=True)
    True
    """
    poly = _polygon(poly, "poly")
    touching = validate.flag(touching, "touching")
    method = validate.choice(method, "method", ("crossing", "winding"))
    if on_boundary(poly, p):
        return touching
    if method == "crossing":
        return crossing_number(poly, p) % 2 == 1
    return winding_number(poly, p) != 0


# --- two convex polygons -----------------------------------------------------------------


def _axes(a: Polygon, b: Polygon):
    """Each edge of ``a`` then of ``b``: (owner, edge index, start, end)."""
    for name, poly in (("a", a), ("b", b)):
        v, n = poly.vertices, len(poly.vertices)
        for i in range(n):
            yield name, i, poly, v[i], v[(i + 1) % n]


def _separates(poly, start, end, other, touching) -> bool:
    """Whether the line along an edge of ``poly`` keeps ``other`` on its outer side: every vertex
    of ``other`` strictly outside (``touching=True``), or outside or on the line (``touching=False``).
    Since ``poly`` is convex, the edge is its extreme on that edge's normal, so this is the
    separating axis test on that normal with no projection computed."""
    for x, y in other.vertices:
        side = orient_sign(*start, *end, x, y) * poly.turn  # > 0: the inner side of this edge
        if side > 0 or (touching and side == 0):
            return False
    return True


def separating_axis(a: Polygon, b: Polygon, *, touching: bool = False):
    """The first edge whose normal separates two convex polygons, or ``None`` when none does.

    The separating axis theorem: two convex polygons do not meet exactly when
    their shadows (projections) on some line do not overlap, and it is enough
    to try the normals of their edges. On the normal of an edge of ``a`` the
    edge itself is ``a``'s extreme, so the shadows are apart exactly when every
    vertex of ``b`` is beyond the edge's line: an orientation test per vertex.
    *Beyond* is the outer side, which is the left of the edge's direction for
    one winding and the right for the other, so each sign is multiplied by
    the polygon's ``turn`` (the sign of its area); a fixed side would be right
    for one vertex order and wrong for the reversed one.

    Parameters
    ----------
    a, b : Polygon
        Convex polygons.
    touching : bool, default False
        ``False``: shadows meeting at one point are apart (interiors do not
        meet). ``True``: only a gap separates.

    Returns
    -------
    (str, int) or None
        ``("a", i)`` or ``("b", i)``: edge ``i`` of that polygon separates.

    Examples
    --------
    >>> a, b = Polygon([(0, 0), (4, 0), (0, 4)]), Polygon([(3, 3), (6, 3), (6, 6)])
    >>> separating_axis(a, b)
    ('a', 1)
    """
    a = _convex(a, "a", "separating_axis")
    b = _convex(b, "b", "separating_axis")
    touching = validate.flag(touching, "touching")
    for name, i, poly, start, end in _axes(a, b):
        if _separates(poly, start, end, b if name == "a" else a, touching):
            return (name, i)
    return None


def polygons_intersect(a: Polygon, b: Polygon, *, touching: bool = False) -> bool:
    """Whether two convex polygons meet, by the separating axis theorem (exact).

    Parameters
    ----------
    a, b : Polygon
        Convex polygons (a clear error says which is not).
    touching : bool, default False
        ``False``: they must share area. ``True``: contact counts.

    Returns
    -------
    bool
        ``True`` when no edge normal separates them.

    Examples
    --------
    >>> big, small = Polygon([(0, 0), (10, 0), (10, 10), (0, 10)]), Polygon([(4, 4), (6, 4), (5, 6)])
    >>> polygons_intersect(big, small)          # one inside the other, no edges crossing
    True
    """
    a = _convex(a, "a", "polygons_intersect")  # the refusal names the function the learner called
    b = _convex(b, "b", "polygons_intersect")
    return separating_axis(a, b, touching=touching) is None


def projections(a: Polygon, b: Polygon, *, touching: bool = False, distinct: bool = False) -> list:
    """Both polygons' shadows on every edge normal: the separating axis test drawn axis by axis.

    On each axis the shadows are intervals, and the question is lesson 02's
    one-axis test: do the two intervals overlap? The axis of an edge is its
    outward normal (the edge turned a quarter), not scaled to length 1 (scaling
    changes every shadow by the same factor and decides nothing), so every
    number here is exact. The numbers are in units of ``|axis|`` pixels:
    divide by the axis's length for pixels along it.

    Parallel edges give the same axis (a box's opposite sides, and a box and
    a diamond turned to match): ``distinct=True`` keeps only the first row of
    each direction, which decides the same thing with fewer intervals. Only
    exactly parallel edges share a row: a box turned by an angle that is not a
    whole quarter has rounded float corners, and its opposite edges then
    differ in the last bits and keep a row each.

    Parameters
    ----------
    a, b : Polygon
        Convex polygons.
    touching : bool, default False
        Whether shadows meeting at one point overlap.
    distinct : bool, default False
        Drop a row whose axis is parallel to an earlier row's.

    Returns
    -------
    list of dict
        One per edge of ``a`` then ``b``: ``owner``, ``edge``, ``axis`` (the
        normal), ``a`` and ``b`` (each ``(lo, hi)``), and ``apart`` (whether the
        intervals do not overlap under the edge rule).

    Examples
    --------
    >>> a, b = Polygon([(0, 0), (4, 0), (0, 4)]), Polygon([(3, 3), (6, 3), (6, 6)])
    >>> [row["apart"] for row in projections(a, b)]
    [False, True, False, False, False, False]
    >>> row = projections(a, b)[1]                # a's edge (4, 0)-(0, 4): a ends where b begins
    >>> row["axis"], row["a"], row["b"]
    ((4, 4), (0, 16), (24, 48))
    >>> len(projections(a, b, distinct=True))    # b's two straight edges are parallel to a's
    4
    """
    a = _convex(a, "a", "projections")
    b = _convex(b, "b", "projections")
    touching = validate.flag(touching, "touching")
    distinct = validate.flag(distinct, "distinct")
    rows = _shadows(a, b, touching)
    if distinct:
        kept = []
        for row in rows:
            (nx, ny) = row["axis"]
            if all(
                Fraction(nx) * Fraction(k["axis"][1]) != Fraction(ny) * Fraction(k["axis"][0]) for k in kept
            ):
                kept.append(row)
        rows = kept
    return rows


def _shadows(a: Polygon, b: Polygon, touching: bool) -> list:
    """One row per edge normal of ``a`` then ``b`` (no convexity check: see :func:`projections`)."""
    rows = []
    for name, i, poly, (px, py), (qx, qy) in _axes(a, b):
        ex, ey = Fraction(qx) - Fraction(px), Fraction(qy) - Fraction(py)
        nx, ny = ey * poly.turn, -ex * poly.turn  # the edge's outward normal
        shadows = []
        for poly in (a, b):
            dots = [nx * Fraction(x) + ny * Fraction(y) for x, y in poly.vertices]
            shadows.append((min(dots), max(dots)))
        (alo, ahi), (blo, bhi) = shadows
        overlap = max(alo, blo) <= min(ahi, bhi) if touching else max(alo, blo) < min(ahi, bhi)
        rows.append(
            {
                "owner": name,
                "edge": i,
                "axis": (plain(nx), plain(ny)),
                "a": (plain(alo), plain(ahi)),
                "b": (plain(blo), plain(bhi)),
                "apart": not overlap,
            }
        )
    return rows


def contains(outer: Polygon, inner) -> bool:
    """Whether every point of ``inner`` lies in the closed convex polygon ``outer``.

    A convex region holds a shape exactly when it holds the shape's corners,
    so this checks each vertex of ``inner`` against each edge of ``outer``.
    Outlines may touch, so a polygon contains itself (shapely's ``covers``).

    Parameters
    ----------
    outer : Polygon
        A convex polygon.
    inner : Polygon or Point or (x, y)
        The shape that may lie inside.

    Returns
    -------
    bool
        Exactly.

    Examples
    --------
    >>> square = Polygon([(0, 0), (10, 0), (10, 10), (0, 10)])
    >>> contains(square, Polygon([(0, 0), (5, 0), (0, 5)])), contains(square, (11, 5))
    (True, False)
    """
    outer = _convex(outer, "outer", "contains")
    corners = inner.vertices if isinstance(inner, Polygon) else [tuple(as_point(inner, "inner"))]
    v, n = outer.vertices, len(outer.vertices)
    return all(
        orient_sign(*v[i], *v[(i + 1) % n], x, y) * outer.turn >= 0 for x, y in corners for i in range(n)
    )


def _depth(mover: Polygon, obstacle: Polygon):
    """The exact minimum translation vector: (dx, dy) as fractions, or None when no area is shared."""
    best = None
    for row in projections(mover, obstacle):
        nx, ny = (Fraction(v) for v in row["axis"])
        (alo, ahi), (blo, bhi) = (tuple(Fraction(v) for v in row[k]) for k in ("a", "b"))
        forward, backward = bhi - alo, ahi - blo  # move along +n by forward, or along -n by backward
        if forward <= 0 or backward <= 0:
            return None  # this axis separates: no area shared
        amount, direction = (forward, 1) if forward < backward else (backward, -1)
        squared = amount * amount / (nx * nx + ny * ny)
        if best is None or squared < best[0]:
            scale = direction * amount / (nx * nx + ny * ny)
            best = (squared, nx * scale, ny * scale)
    return best[1], best[2]


def push_out(mover: Polygon, obstacle: Polygon) -> tuple:
    """The smallest move that takes ``mover`` out of ``obstacle``: the minimum translation vector.

    On each axis of the separating axis test there are two ways out: move the
    mover along the axis until its shadow's low end passes the obstacle's high
    end, or back until its high end passes the obstacle's low end. When one
    shadow holds the other these two differ from the overlap (a shadow 80..90
    inside 0..100 overlaps by 10, and needs 20 or 90), so the smaller of the
    two is that axis's move. Axes are normals of different lengths, so the
    moves are compared as lengths in pixels (squared: ``d**2 / |n|**2``), not as
    raw shadow numbers. The shortest of these moves is the answer. The move
    is worked out exactly; rounded to floats, ``mover.moved(dx, dy)`` could
    still overlap by a rounding, so the move is then lengthened (by a relative
    2**-52, doubled until enough) until the moved polygon shares no area with
    the obstacle, checked exactly. Integer shapes whose exact move is whole get that move.

    Parameters
    ----------
    mover : Polygon
        The convex polygon to move.
    obstacle : Polygon
        The convex polygon it must leave.

    Returns
    -------
    (dx, dy)
        ``(0, 0)`` when they share no area.

    Examples
    --------
    >>> box = Polygon([(8, 2), (12, 2), (12, 6), (8, 6)])
    >>> wall = Polygon([(10, 0), (20, 0), (20, 20), (10, 20)])
    >>> push_out(box, wall)
    (-2, 0)
    >>> inside = Polygon([(80, 15), (90, 15), (90, 25), (80, 25)])      # its shadows inside the slab's
    >>> push_out(inside, Polygon([(0, 0), (100, 0), (100, 40), (0, 40)]))  # overlaps 10, needs 20
    (20, 0)
    """
    mover = _convex(mover, "mover", "push_out")
    obstacle = _convex(obstacle, "obstacle", "push_out")
    exact = _depth(mover, obstacle)
    if exact is None:
        return (0, 0)
    dx, dy = (_rounded(v) for v in exact)
    if isinstance(dx, float) or isinstance(dy, float):
        dx, dy = float(exact[0]), float(exact[1])
    extra = Fraction(1, 2**52)
    while extra < 2**1100:  # the move doubles at most ~1,100 times before passing 2**1022
        try:
            if not polygons_intersect(mover.move(dx, dy), obstacle):
                return (dx, dy)
        except ValueError:  # at this scale the rounded move bends the mover: lengthen it
            pass
        dx, dy = (_rounded(v * (1 + extra)) for v in exact)
        extra *= 2
    raise ValueError(  # not reached for shapes within the limits; stated rather than looped forever
        f"push_out found no move of the mover by floats that clears the obstacle (exact move {exact!r})"
    )


# --- a circle, a segment, a ray, a rectangle or any polygon against a polygon --------------
# the pair rules ``collides`` dispatches to, each under the one edge rule


def circle_intersects_polygon(circle: Circle, poly: Polygon, *, touching: bool = False) -> bool:
    """Whether a circle and a polygon meet: centre inside, or an edge within the radius.

    Like circle against box (lesson 04), it asks for the closest point of the
    polygon to the centre: the centre itself when it is inside, else the
    closest point of the nearest edge. Squared distances are compared with
    ``r**2`` exactly (:func:`collide_lessons.exact.segment_reach_sign`), with no
    square root and no division.

    Parameters
    ----------
    circle : Circle
        The circle.
    poly : Polygon
        Any simple polygon.
    touching : bool, default False
        ``False``: the open shapes must meet (a zero radius never does).
        ``True``: the closed shapes.

    Returns
    -------
    bool
        Exactly.

    Examples
    --------
    >>> tri = Polygon([(0, 0), (10, 0), (0, 10)])
    >>> circle_intersects_polygon(Circle(10, 10, 7), tri), circle_intersects_polygon(Circle(10, 10, 7.1), tri)
    (False, True)
    """
    if not isinstance(circle, Circle):
        raise TypeError(f"circle must be a Circle, got {type(circle).__name__} {circle!r}")
    poly = _polygon(poly, "poly")
    touching = validate.flag(touching, "touching")
    if circle.r == 0 and not touching:
        return False  # a circle of zero radius has no inside
    if point_in_polygon(poly, Point(circle.x, circle.y), touching=True):
        return True
    v, n = poly.vertices, len(poly.vertices)
    limit = 0 if touching else -1
    return any(
        segment_reach_sign(*v[i], *v[(i + 1) % n], circle.x, circle.y, circle.r) <= limit for i in range(n)
    )


circle_polygon = circle_intersects_polygon  # deprecated alias, kept for one release


def _locate(poly: Polygon, x, y):
    """Where an exact point is: ``(True, None)`` inside, ``(False, None)`` outside, ``(False, i)`` on
    edge ``i``. Works on Fractions (the crossing rule of :func:`crossed_edges`, written for them)."""
    v, n = poly.vertices, len(poly.vertices)
    count = 0
    for i in range(n):
        a, b = v[i], v[(i + 1) % n]
        side = orient_sign(*a, *b, x, y)
        if side == 0 and min(a[0], b[0]) <= x <= max(a[0], b[0]) and min(a[1], b[1]) <= y <= max(a[1], b[1]):
            return (False, i)
        if ((a[1] > y) != (b[1] > y)) and side * sign(b[1] - a[1]) > 0:
            count += 1
    return (count % 2 == 1, None)


def _cuts(poly: Polygon, x0, y0, dx, dy) -> list:
    """The parameters ``t`` (exact, sorted) where the line ``(x0, y0) + t (dx, dy)`` meets the outline."""
    x0, y0, dx, dy = (Fraction(c) for c in (x0, y0, dx, dy))
    v, n = poly.vertices, len(poly.vertices)
    found = set()
    for i in range(n):
        (ax, ay), (bx, by) = (tuple(map(Fraction, p)) for p in (v[i], v[(i + 1) % n]))
        side_a = sign(dx * (ay - y0) - dy * (ax - x0))
        side_b = sign(dx * (by - y0) - dy * (bx - x0))
        if side_a == 0:  # a vertex on the line
            found.add(((ax - x0) * dx + (ay - y0) * dy) / (dx * dx + dy * dy))
        elif side_a * side_b < 0:  # the edge crosses the line between its ends
            ex, ey = bx - ax, by - ay
            found.add(((ax - x0) * ey - (ay - y0) * ex) / (dx * ey - dy * ex))
    return sorted(found)


def _line_meets(poly: Polygon, x0, y0, dx, dy, far, touching: bool) -> bool:
    """Whether ``(x0, y0) + t (dx, dy)`` for ``t`` in ``[0, far]`` (``far`` None: no end) meets
    the polygon: closed shapes with ``touching``, else open ones (``0 < t < far``, open polygon).

    The outline cuts the line into pieces; inside a piece nothing changes, so the
    open line part meets the open polygon exactly when some piece's midpoint is inside."""
    cuts = [t for t in _cuts(poly, x0, y0, dx, dy) if t >= 0 and (far is None or t <= far)]
    if touching:
        return bool(cuts) or point_in_polygon(poly, (x0, y0), touching=True)
    ends = [Fraction(0)] + [t for t in cuts if t > 0 and (far is None or t < far)]
    ends.append(ends[-1] + 2 if far is None else Fraction(far))
    x0, y0, dx, dy = (Fraction(c) for c in (x0, y0, dx, dy))
    for lo, hi in zip(ends, ends[1:]):
        mid = (lo + hi) / 2
        if _locate(poly, x0 + mid * dx, y0 + mid * dy)[0]:
            return True
    return False


def segment_intersects_polygon(s: Segment, poly: Polygon, *, touching: bool = False) -> bool:
    """Whether a segment and a polygon (any simple one) meet.

    ``touching=True``: the closed segment meets the closed polygon (it meets
    the outline, or its start is inside). ``touching=False``: the open segment
    passes through the open polygon; a segment along an edge, or through a
    vertex only, does not. Exact: the outline's cuts along the segment are
    fractions, and the pieces between them are tested at their midpoints.

    Parameters
    ----------
    s : Segment
        The segment.
    poly : Polygon
        The polygon.
    touching : bool, default False
        Whether contact counts.

    Returns
    -------
    bool
        Exactly.

    Examples
    --------
    >>> square = Polygon([(0, 0), (10, 0), (10, 10), (0, 10)])
    >>> along = Segment(-5, 0, 15, 0)
    >>> segment_intersects_polygon(along, square), segment_intersects_polygon(along, square, touching=True)
    (False, True)
    >>> segment_intersects_polygon(Segment(2, 2, 3, 3), square)              # wholly inside
    True
    """
    if not isinstance(s, Segment):
        raise TypeError(f"s must be a Segment, got {type(s).__name__} {s!r}")
    poly = _polygon(poly, "poly")
    touching = validate.flag(touching, "touching")
    if (s.x1, s.y1) == (s.x2, s.y2):
        return touching and point_in_polygon(poly, (s.x1, s.y1), touching=True)
    dx, dy = Fraction(s.x2) - Fraction(s.x1), Fraction(s.y2) - Fraction(s.y1)
    return _line_meets(poly, s.x1, s.y1, dx, dy, 1, touching)


def ray_intersects_polygon(ray, poly: Polygon, *, touching: bool = False) -> bool:
    """Whether a ray and a polygon (any simple one) meet, as :func:`segment_intersects_polygon`.

    Parameters
    ----------
    ray : Ray
        The ray (its origin is in its closed form only).
    poly : Polygon
        The polygon.
    touching : bool, default False
        Whether contact counts.

    Returns
    -------
    bool
        Exactly.

    Examples
    --------
    >>> diamond = Polygon([(10, 5), (15, 0), (20, 5), (15, 10)])
    >>> grazing = Ray(0, 0, 1, 0)                                 # through the top vertex only
    >>> ray_intersects_polygon(grazing, diamond), ray_intersects_polygon(grazing, diamond, touching=True)
    (False, True)
    >>> ray_intersects_polygon(Ray(0, 5, 1, 0), diamond)
    True
    """
    if not isinstance(ray, Ray):
        raise TypeError(f"ray must be a Ray, got {type(ray).__name__} {ray!r}")
    poly = _polygon(poly, "poly")
    touching = validate.flag(touching, "touching")
    return _line_meets(poly, ray.x, ray.y, ray.dx, ray.dy, None, touching)


def _outline_inside(a: Polygon, b: Polygon) -> bool:
    """Whether some piece of ``a``'s outline (cut where it meets ``b``'s) lies in ``b``'s open
    inside, or along ``b``'s outline with both insides on one side of it."""
    v, n = a.vertices, len(a.vertices)
    w, m = b.vertices, len(b.vertices)
    for i in range(n):
        (px, py), (qx, qy) = v[i], v[(i + 1) % n]
        dx, dy = Fraction(qx) - Fraction(px), Fraction(qy) - Fraction(py)
        ends = [Fraction(0)] + [t for t in _cuts(b, px, py, dx, dy) if 0 < t < 1] + [Fraction(1)]
        for lo, hi in zip(ends, ends[1:]):
            mid = (lo + hi) / 2
            inside, edge = _locate(b, px + mid * dx, py + mid * dy)
            if inside:
                return True
            if (
                edge is not None
                and a.turn * b.turn * dot_sign(px, py, qx, qy, *w[edge], *w[(edge + 1) % m]) > 0
            ):
                return True
    return False


def simple_polygons_intersect(a: Polygon, b: Polygon, *, touching: bool = False) -> bool:
    """Whether two simple polygons meet, convex or not.

    Both convex: :func:`polygons_intersect` (separating axes). Otherwise
    ``touching=True`` asks whether some closed edges meet or one polygon holds
    a vertex of the other; ``touching=False`` whether the open insides share
    a point: the outlines, cut where they meet, have a piece of one inside the
    other, or a shared piece with both insides on the same side (two polygons
    side by side share edges with their insides on opposite sides).

    Parameters
    ----------
    a, b : Polygon
        Simple polygons.
    touching : bool, default False
        Whether contact counts.

    Returns
    -------
    bool
        Exactly.

    Examples
    --------
    >>> arrow = Polygon([(0, 0), (10, 5), (0, 10), (4, 5)])                 # not convex
    >>> in_the_notch = Polygon([(0, 4), (3, 5), (0, 6)])
    >>> simple_polygons_intersect(arrow, in_the_notch)
    False
    >>> simple_polygons_intersect(arrow, Polygon([(5, 4), (7, 5), (5, 6)]))
    True
    """
    a, b = _polygon(a, "a"), _polygon(b, "b")
    touching = validate.flag(touching, "touching")
    if a.is_convex and b.is_convex:
        return polygons_intersect(a, b, touching=touching)
    if touching:
        return (
            any(segments_intersect(e, f, touching=True) for e in a.edges() for f in b.edges())
            or point_in_polygon(b, a.vertices[0], touching=True)
            or point_in_polygon(a, b.vertices[0], touching=True)
        )
    return _outline_inside(a, b) or _outline_inside(b, a)


def rect_intersects_polygon(r: Rect, poly: Polygon, *, touching: bool = False) -> bool:
    """Whether a rectangle and a polygon meet: the rectangle as a polygon (:meth:`Polygon.from_rect`),
    or, with no area and ``touching=True``, as the segment or point it is.

    Parameters
    ----------
    r : Rect
        The rectangle (a zero width or height has no inside).
    poly : Polygon
        Any simple polygon.
    touching : bool, default False
        Whether contact counts.

    Returns
    -------
    bool
        Exactly.

    Examples
    --------
    >>> diamond = Polygon([(10, 5), (15, 0), (20, 5), (15, 10)])
    >>> box = Rect(0, 0, 10, 10)                          # the diamond's left corner on its edge
    >>> rect_intersects_polygon(box, diamond), rect_intersects_polygon(box, diamond, touching=True)
    (False, True)
    """
    if not isinstance(r, Rect):
        raise TypeError(f"r must be a Rect, got {type(r).__name__} {r!r}")
    poly = _polygon(poly, "poly")
    touching = validate.flag(touching, "touching")
    if r.w != 0 and r.h != 0:
        return simple_polygons_intersect(Polygon.from_rect(r), poly, touching=touching)
    return touching and segment_intersects_polygon(
        Segment(r.left, r.top, r.right, r.bottom), poly, touching=True
    )
