"""``collides(a, b)`` for any two of ``Point``, ``Circle``, ``Rect``: the one rule.

The rule, the same in either order and for every pair of shapes:

* ``touching=False``: the **open** shapes meet (their insides share a point).
  So a rectangle of zero width or zero height, or a circle of zero radius,
  has no inside and never collides with anything. A ``Point`` counts as its
  own inside: it collides when it lies inside the other shape, and two points
  when they are equal.
* ``touching=True``: the **closed** shapes share at least one point; edge or
  corner contact counts, and zero sizes are ordinary shapes.

The formulas (for shapes with area; the rule above decides zero sizes):

* rectangles: ``max(lefts) < min(rights) and max(tops) < min(bottoms)``
  (``<=`` with ``touching=True``), as pygame's ``colliderect``;
* circles: squared centre distance ``< (r1 + r2)**2`` (``<=``);
* circle and rectangle: clamp the centre into the rectangle to get the
  closest point, then compare its squared distance with ``r**2``.

Every answer is what exact arithmetic gives on the stored numbers: the
rectangle tests only compare, and the squared distances go through
:mod:`collide_lessons.exact`.

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
"""

from __future__ import annotations

from . import validate
from .exact import reach_sign
from .rects import boxes_overlap
from .shapes import Circle, Point, Rect

__all__ = ["has_inside", "collides", "overlaps", "touches"]

_ORDER = {Point: 0, Circle: 1, Rect: 2}


def _kind(shape, name: str) -> type:
    kind = type(shape)
    if kind not in _ORDER:
        raise TypeError(f"{name} must be a Point, Circle or Rect, got {kind.__name__} {shape!r}")
    return kind


def has_inside(shape) -> bool:
    """Whether the open shape is not empty: a point always (it counts as its own
    inside), a circle with ``r > 0``, a rectangle with ``w > 0`` and ``h > 0``.

    Parameters
    ----------
    shape : Point, Circle or Rect
        The shape to ask about.

    Returns
    -------
    bool
        ``False`` for a zero-width or zero-height rectangle and a zero-radius circle; ``True``
        otherwise.

    Examples
    --------
    >>> has_inside(Rect(0, 0, 5, 0)), has_inside(Circle(0, 0, 0)), has_inside(Point(0, 0))
    (False, False, True)
    """
    kind = _kind(shape, "shape")
    if kind is Rect:
        return shape.x < shape.right and shape.y < shape.bottom
    if kind is Circle:
        return shape.r > 0
    return True


def _less(a, b, touching: bool) -> bool:
    return a <= b if touching else a < b


def _clamp(value, lo, hi):
    return lo if value < lo else hi if value > hi else value


def collides(a, b, *, touching: bool = False) -> bool:
    """Whether shapes ``a`` and ``b`` collide; see the module docstring for the rule.

    Parameters
    ----------
    a : Point, Circle or Rect
        The first shape.
    b : Point, Circle or Rect
        The second shape.
    touching : bool, default False
        ``False``: the shapes must share area (their open insides meet). ``True``: contact at an
        edge, corner or point counts too.

    Returns
    -------
    bool
        Whether the shapes collide under the edge rule ``touching`` chooses. Exact for every
        accepted float.

    Examples
    --------
    >>> collides(Rect(0, 0, 0, 0), Rect(0, 0, 0, 0))   # zero size: no inside to share
    False
    >>> collides(Rect(0, 0, 0, 0), Rect(0, 0, 0, 0), touching=True)
    True
    >>> collides(Point(1, 2), Point(1, 2))
    True
    """
    touching = validate.flag(touching, "touching")
    ka, kb = _kind(a, "a"), _kind(b, "b")
    if _ORDER[ka] > _ORDER[kb]:
        a, b, ka, kb = b, a, kb, ka
    if not touching and not (has_inside(a) and has_inside(b)):
        return False
    if ka is Point and kb is Point:
        return a.x == b.x and a.y == b.y
    if ka is Point and kb is Circle:
        return _less(reach_sign(a.x, a.y, b.x, b.y, b.r), 0, touching)
    if ka is Point and kb is Rect:
        return (
            _less(b.x, a.x, touching)
            and _less(a.x, b.right, touching)
            and _less(b.y, a.y, touching)
            and _less(a.y, b.bottom, touching)
        )
    if ka is Circle and kb is Circle:
        return _less(reach_sign(a.x, a.y, b.x, b.y, a.r, b.r), 0, touching)
    if ka is Circle and kb is Rect:
        nearest_x, nearest_y = _clamp(a.x, b.x, b.right), _clamp(a.y, b.y, b.bottom)
        return _less(reach_sign(a.x, a.y, nearest_x, nearest_y, a.r), 0, touching)
    return boxes_overlap(a, b, touching=touching)


def overlaps(a, b) -> bool:
    """The shapes share area (their insides meet): ``collides(a, b, touching=False)``.

    Parameters
    ----------
    a : Point, Circle or Rect
        The first shape.
    b : Point, Circle or Rect
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
    a : Point, Circle or Rect
        The first shape.
    b : Point, Circle or Rect
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
