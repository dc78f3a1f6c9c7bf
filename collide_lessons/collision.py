"""``collides(a, b)`` for any two of the six shapes: one edge rule, one table of pair rules.

The rule, the same in either order and for every pair of shapes:

* ``touching=False``: the **open** shapes meet (their insides share a point).
  A rectangle of zero width or zero height, a circle of zero radius and a
  segment of zero length have no inside and never collide with anything. A
  ``Point`` counts as its own inside: it collides when it lies inside the
  other shape, and two points when they are equal. A segment's inside is the
  open segment (its ends left out), a ray's the ray without its origin, a
  polygon's the region within its outline. So two segments on one line that
  overlap over a length collide; a segment that ends exactly on another, or
  runs along a box's edge, only touches.
* ``touching=True``: the **closed** shapes share at least one point; edge,
  end or corner contact counts, and zero sizes are ordinary shapes.

Each pair has one small rule (Ericson's style: one representation, a few
lines), kept in the module of its family and listed here as ``collides`` finds
it (the other order swaps the arguments):

=========  ================  ===========================  =======================
a \\ b     Point             Circle                       Rect
=========  ================  ===========================  =======================
Point      equal             ``d2 < r**2`` (reach_sign)   inside on both axes
Circle                       ``d2 < (r1 + r2)**2``        clamp, then reach_sign
Rect                                                      rects.boxes_overlap
Segment    point_on_segment  segment_intersects_circle    segment_intersects_rect
Ray        point_on_ray      ray_intersects_circle        ray_intersects_rect
Polygon    point_in_polygon  circle_intersects_polygon    rect_intersects_polygon
=========  ================  ===========================  =======================

=========  ==========================  ======================  ==========================
a \\ b     Segment                     Ray                     Polygon
=========  ==========================  ======================  ==========================
Segment    segments_intersect          ray_intersects_segment  segment_intersects_polygon
Ray                                    rays_intersect          ray_intersects_polygon
Polygon                                                        simple_polygons_intersect
=========  ==========================  ======================  ==========================

The first three rows are written in this module (the lessons' first rules,
with :func:`collide_lessons.circles.clamped` (the checked :func:`~collide_lessons.circles.clamp`'s rule) and
:func:`collide_lessons.exact.reach_sign`); segment and ray rules live in
:mod:`collide_lessons.lines`, polygon rules in :mod:`collide_lessons.polygons`.

In words, with ``<`` for ``touching=False`` and ``<=`` for ``touching=True``:

* rectangles: ``max(lefts) < min(rights) and max(tops) < min(bottoms)``, as
  pygame's ``colliderect``; a point against a rectangle likewise, per axis;
* circles: squared centre distance ``< (r1 + r2)**2``; circle and rectangle:
  clamp the centre into the rectangle to get the closest point, then compare
  its squared distance with ``r**2``;
* a segment or a ray against a circle: the squared distance from the centre to
  the closed segment (ray) ``< r**2`` (:mod:`collide_lessons.exact`);
* a segment or a ray against a rectangle: clipped to the box by slabs (exact
  fractions), something left; against a segment or a ray: the four
  orientations, with their collinear case;
* anything against a polygon: the point rule (crossing number, half-open),
  the closest edge for a circle, the pieces of a line between the outline's
  cuts for a segment or ray, separating axes for two convex polygons and the
  pieces of the outlines for any other two (a rectangle joins as a polygon).

Every answer is what exact arithmetic gives on the stored numbers: the
rectangle tests only compare, and every product goes through
:mod:`collide_lessons.exact` (floats with an error bound, then fractions).

>>> collides(Rect(0, 0, 10, 10), Rect(10, 0, 10, 10))                # edge to edge
False
>>> collides(Rect(0, 0, 10, 10), Rect(10, 0, 10, 10), touching=True)
True
>>> collides(Circle(0, 0, 5), Point(3, 4)), collides(Circle(0, 0, 5), Point(3, 4), touching=True)
(False, True)
>>> collides(Point(5, 5), Rect(0, 0, 5, 5)), collides(Point(4, 4), Rect(0, 0, 5, 5))
(False, True)
>>> collides(Circle(13, 5, 3), Rect(0, 0, 10, 10), touching=True)     # touches the right edge
True
>>> collides(Rect(5, 5, 0, 0), Circle(5, 5, 3)), collides(Rect(5, 5, 0, 0), Circle(5, 5, 3), touching=True)
(False, True)
>>> collides(Segment(0, 0, 6, 0), Segment(4, 0, 9, 0)), collides(Segment(0, 0, 4, 0), Segment(4, 0, 9, 0))
(True, False)
>>> diamond = Polygon([(10, 5), (15, 0), (20, 5), (15, 10)])
>>> collides(Ray(0, 5, 1, 0), diamond), collides(Rect(0, 0, 10, 10), diamond)    # a corner on an edge
(True, False)
"""

from __future__ import annotations

from . import validate
from .circles import clamped
from .exact import reach_sign
from .lines import (
    Ray,
    Segment,
    point_on_ray,
    point_on_segment,
    ray_intersects_circle,
    ray_intersects_rect,
    ray_intersects_segment,
    rays_intersect,
    segment_intersects_circle,
    segment_intersects_rect,
    segments_intersect,
)
from .polygons import (
    Polygon,
    circle_intersects_polygon,
    point_in_polygon,
    ray_intersects_polygon,
    rect_intersects_polygon,
    segment_intersects_polygon,
    simple_polygons_intersect,
)
from .rects import boxes_overlap
from .shapes import Circle, Point, Rect

__all__ = ["SHAPES", "has_inside", "collides", "overlaps", "touches"]

SHAPES = (Point, Circle, Rect, Segment, Ray, Polygon)
"""The six shapes ``collides`` takes, in the order of the matrix in the module docstring."""


def _kind(shape, name: str) -> type:
    kind = type(shape)
    if kind not in _RULES_BY_KIND:
        raise TypeError(
            f"{name} must be a Point, Circle or Rect, got {kind.__name__} {shape!r} "
            "(or a Segment, Ray or Polygon)"
        )
    return kind


def has_inside(shape) -> bool:
    """Whether the open shape is not empty: the one source of "has an inside".

    A point always (it counts as its own inside), a circle with ``r > 0``, a
    rectangle with ``w > 0`` and ``h > 0``, a segment whose ends differ; a ray
    and a polygon always.

    Parameters
    ----------
    shape : Point, Circle, Rect, Segment, Ray or Polygon
        The shape to ask about.

    Returns
    -------
    bool
        ``False`` for a zero-width or zero-height rectangle, a zero-radius circle and a
        zero-length segment; ``True`` otherwise.

    Examples
    --------
    >>> has_inside(Rect(0, 0, 5, 0)), has_inside(Circle(0, 0, 0)), has_inside(Point(0, 0))
    (False, False, True)
    >>> has_inside(Segment(1, 1, 1, 1)), has_inside(Ray(0, 0, 1, 0))
    (False, True)
    """
    kind = _kind(shape, "shape")
    if kind is Rect:
        return shape.x < shape.right and shape.y < shape.bottom
    if kind is Circle:
        return shape.r > 0
    if kind is Segment:
        return shape.x1 != shape.x2 or shape.y1 != shape.y2
    return True


def _less(a, b, touching: bool) -> bool:
    return a <= b if touching else a < b


# --- the rules for points, circles and rectangles (as collides has always answered) -----------


def _points(a: Point, b: Point, *, touching: bool) -> bool:
    return a.x == b.x and a.y == b.y


def _point_circle(a: Point, b: Circle, *, touching: bool) -> bool:
    return _less(reach_sign(a.x, a.y, b.x, b.y, b.r), 0, touching)


def _point_rect(a: Point, b: Rect, *, touching: bool) -> bool:
    return (
        _less(b.x, a.x, touching)
        and _less(a.x, b.right, touching)
        and _less(b.y, a.y, touching)
        and _less(a.y, b.bottom, touching)
    )


def _circles(a: Circle, b: Circle, *, touching: bool) -> bool:
    return _less(reach_sign(a.x, a.y, b.x, b.y, a.r, b.r), 0, touching)


def _circle_rect(a: Circle, b: Rect, *, touching: bool) -> bool:
    nearest_x, nearest_y = clamped(a.x, b.x, b.right), clamped(a.y, b.y, b.bottom)
    return _less(reach_sign(a.x, a.y, nearest_x, nearest_y, a.r), 0, touching)


# each rule in the argument order it is written in; the other order is made by swapping
_RULES = {
    (Point, Point): _points,
    (Point, Circle): _point_circle,
    (Point, Rect): _point_rect,
    (Circle, Circle): _circles,
    (Circle, Rect): _circle_rect,
    (Rect, Rect): boxes_overlap,
    (Point, Segment): point_on_segment,
    (Segment, Circle): segment_intersects_circle,
    (Segment, Rect): segment_intersects_rect,
    (Segment, Segment): segments_intersect,
    (Point, Ray): point_on_ray,
    (Ray, Circle): ray_intersects_circle,
    (Ray, Rect): ray_intersects_rect,
    (Ray, Segment): ray_intersects_segment,
    (Ray, Ray): rays_intersect,
    (Polygon, Point): point_in_polygon,
    (Circle, Polygon): circle_intersects_polygon,
    (Rect, Polygon): rect_intersects_polygon,
    (Segment, Polygon): segment_intersects_polygon,
    (Ray, Polygon): ray_intersects_polygon,
    (Polygon, Polygon): simple_polygons_intersect,
}


def _swapped(rule):
    return lambda a, b, *, touching: rule(b, a, touching=touching)


for (_first, _second), _rule in list(_RULES.items()):
    _RULES.setdefault((_second, _first), _swapped(_rule))
_RULES_BY_KIND = {kind: {k2: r for (k1, k2), r in _RULES.items() if k1 is kind} for kind in SHAPES}


def collides(a, b, *, touching: bool = False) -> bool:
    """Whether shapes ``a`` and ``b`` collide; see the module docstring for the rule and the matrix.

    Parameters
    ----------
    a : Point, Circle, Rect, Segment, Ray or Polygon
        The first shape.
    b : Point, Circle, Rect, Segment, Ray or Polygon
        The second shape.
    touching : bool, default False
        ``False``: the open shapes must meet (share area, or for points, segments and rays share
        a point of their insides). ``True``: contact at an edge, end, corner or point counts too.

    Returns
    -------
    bool
        Whether the shapes collide under the edge rule ``touching`` chooses; the same in either
        order. Exact for every accepted float.

    Examples
    --------
    >>> collides(Rect(0, 0, 0, 0), Rect(0, 0, 0, 0))   # zero size: no inside to share
    False
    >>> collides(Rect(0, 0, 0, 0), Rect(0, 0, 0, 0), touching=True)
    True
    >>> collides(Point(1, 2), Point(1, 2))
    True
    >>> tangent = Segment(-5, 5, 15, 5), Circle(5, 0, 5)
    >>> collides(*tangent), collides(*tangent, touching=True)
    (False, True)
    """
    touching = validate.flag(touching, "touching")
    rules = _RULES_BY_KIND[_kind(a, "a")]
    kb = _kind(b, "b")
    if not touching and not (has_inside(a) and has_inside(b)):
        return False
    return rules[kb](a, b, touching=touching)


def overlaps(a, b) -> bool:
    """The shapes share area (their insides meet): ``collides(a, b, touching=False)``.

    Parameters
    ----------
    a : Point, Circle, Rect, Segment, Ray or Polygon
        The first shape.
    b : Point, Circle, Rect, Segment, Ray or Polygon
        The second shape.

    Returns
    -------
    bool
        Whether the shapes share area.

    Examples
    --------
    >>> overlaps(Rect(0, 0, 2, 2), Rect(1, 1, 2, 2)), overlaps(Rect(0, 0, 2, 2), Rect(2, 0, 2, 2))
    (True, False)
    """
    return collides(a, b, touching=False)


def touches(a, b) -> bool:
    """The shapes meet only at their boundaries: contact without shared area.

    Parameters
    ----------
    a : Point, Circle, Rect, Segment, Ray or Polygon
        The first shape.
    b : Point, Circle, Rect, Segment, Ray or Polygon
        The second shape.

    Returns
    -------
    bool
        Whether the closed shapes meet but share no area.

    Examples
    --------
    >>> touches(Rect(0, 0, 2, 2), Rect(2, 2, 2, 2))    # corner to corner
    True
    >>> touches(Rect(0, 0, 2, 2), Rect(1, 1, 2, 2))    # they overlap, so they do not merely touch
    False
    """
    return collides(a, b, touching=True) and not collides(a, b, touching=False)
