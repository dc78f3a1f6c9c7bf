"""``collides(a, b)`` for any two of ``Point``, ``Circle``, ``Rect``.

Edge rules (the same in either order):

* ``touching=False``: the shapes share area. Rectangles:
  ``max(lefts) < min(rights) and max(tops) < min(bottoms)`` (zero-size
  rectangles never collide, as in pygame's ``colliderect``). Circles:
  squared centre distance ``< (r1 + r2)**2``. A point collides when it lies
  strictly inside the other shape; two points when they are equal.
* ``touching=True``: the closed shapes share at least one point; every
  ``<`` above becomes ``<=``.
* Circle and rectangle: clamp the centre into the rectangle to get the
  closest point, then compare its squared distance with ``r**2``.

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
"""

from __future__ import annotations

from . import _checks
from .circles import closest_point, distance_squared
from .shapes import Circle, Point, Rect

_ORDER = {Point: 0, Circle: 1, Rect: 2}


def _kind(shape, name: str) -> type:
    kind = type(shape)
    if kind not in _ORDER:
        raise TypeError(
            f"{name} must be a Point, Circle or Rect, got {kind.__name__} {shape!r}"
        )
    return kind


def _less(a, b, touching: bool) -> bool:
    return a <= b if touching else a < b


def collides(a, b, *, touching: bool = False) -> bool:
    """Whether shapes ``a`` and ``b`` collide; see the module docstring for the rules.

    >>> collides(Rect(0, 0, 0, 0), Rect(0, 0, 0, 0))   # zero size: nothing to share
    False
    >>> collides(Point(1, 2), Point(1, 2))
    True
    """
    touching = _checks.flag(touching, "touching")
    ka, kb = _kind(a, "a"), _kind(b, "b")
    if _ORDER[ka] > _ORDER[kb]:
        a, b, ka, kb = b, a, kb, ka
    if ka is Point and kb is Point:
        return a.x == b.x and a.y == b.y
    if ka is Point and kb is Circle:
        return _less(distance_squared(a, b.center), b.r * b.r, touching)
    if ka is Point and kb is Rect:
        return _less(b.left, a.x, touching) and _less(a.x, b.right, touching) and _less(
            b.top, a.y, touching) and _less(a.y, b.bottom, touching)
    if ka is Circle and kb is Circle:
        reach = a.r + b.r
        return _less(distance_squared(a.center, b.center), reach * reach, touching)
    if ka is Circle and kb is Rect:
        nearest = closest_point(b, a.center)
        return _less(distance_squared(a.center, nearest), a.r * a.r, touching)
    return _less(max(a.left, b.left), min(a.right, b.right), touching) and _less(
        max(a.top, b.top), min(a.bottom, b.bottom), touching)


def overlaps(a, b) -> bool:
    """The shapes share area: ``collides(a, b, touching=False)``."""
    return collides(a, b, touching=False)


def touches(a, b) -> bool:
    """The shapes meet only at their boundaries: contact without shared area.

    >>> touches(Rect(0, 0, 2, 2), Rect(2, 2, 2, 2))    # corner to corner
    True
    >>> touches(Rect(0, 0, 2, 2), Rect(1, 1, 2, 2))    # they overlap, so they do not merely touch
    False
    """
    return collides(a, b, touching=True) and not collides(a, b, touching=False)
