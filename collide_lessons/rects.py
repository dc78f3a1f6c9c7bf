"""Rectangle against rectangle: the overlap region, containment, contact.

Every function takes ``Rect`` values (top-left, width, height; y grows down)
and works on their edges ``left, top, right, bottom``.

Two rectangles **overlap** when they share area, **touch** when they share
only boundary points. The one test to remember::

    max(lefts) < min(rights) and max(tops) < min(bottoms)     # overlap
    max(lefts) <= min(rights) and max(tops) <= min(bottoms)   # overlap or touch

>>> a, b = Rect(0, 0, 10, 10), Rect(10, 0, 5, 5)    # b sits against a's right edge
>>> intersection(a, b) is None, overlaps_by_negation(a, b, touching=True)
(True, True)
"""

from __future__ import annotations

from . import _checks
from .shapes import Rect

SIDES = ("top", "bottom", "left", "right")
"""The four sides, in the order ``contact_side`` prefers them on a tie."""


def _rect(value, name: str) -> Rect:
    if not isinstance(value, Rect):
        raise TypeError(f"{name} must be a Rect, got {type(value).__name__} {value!r}")
    return value


def intersection(a: Rect, b: Rect) -> Rect | None:
    """The region two rectangles share, or ``None`` when they share no area.

    Left edge: the larger of the lefts. Right edge: the smaller of the
    rights. Likewise for top and bottom. This is right whatever the two
    boxes' arrangement, containment included.

    >>> intersection(Rect(0, 0, 10, 10), Rect(5, 5, 10, 10))
    Rect(x=5, y=5, w=5, h=5)
    >>> intersection(Rect(0, 0, 10, 10), Rect(2, 2, 3, 3))   # b inside a
    Rect(x=2, y=2, w=3, h=3)
    >>> intersection(Rect(0, 0, 10, 10), Rect(10, 0, 5, 5)) is None   # touching: no area
    True
    """
    a, b = _rect(a, "a"), _rect(b, "b")
    left, right = max(a.left, b.left), min(a.right, b.right)
    top, bottom = max(a.top, b.top), min(a.bottom, b.bottom)
    if left < right and top < bottom:
        return Rect.from_ltrb(left, top, right, bottom)
    return None


def overlap_area(a: Rect, b: Rect):
    """The area of :func:`intersection`, or 0 when they share none.

    >>> overlap_area(Rect(0, 0, 4, 4), Rect(2, 2, 4, 4))
    4
    """
    region = intersection(a, b)
    return 0 if region is None else region.area


def contains(outer: Rect, inner: Rect) -> bool:
    """Whether every point of ``inner`` lies in the closed rectangle ``outer``.

    Edges may coincide, so a rectangle contains itself (shapely calls this
    relation ``covers``).

    >>> contains(Rect(0, 0, 10, 10), Rect(0, 0, 10, 10))
    True
    >>> contains(Rect(0, 0, 10, 10), Rect(5, 5, 6, 1))    # sticks out on the right
    False
    """
    outer, inner = _rect(outer, "outer"), _rect(inner, "inner")
    return (
        outer.left <= inner.left and inner.right <= outer.right
        and outer.top <= inner.top and inner.bottom <= outer.bottom
    )


def covers_pixel(rect: Rect, px, py) -> bool:
    """Whether pixel ``(px, py)`` is one of the cells of ``rect``: half-open,
    ``left <= px < right`` and ``top <= py < bottom`` (pygame's ``collidepoint``).

    Unlike ``collides(Point, Rect)``, which asks about the closed region, the
    right and bottom edges are *not* included: they are one past the last pixel.

    >>> r = Rect(0, 0, 4, 4)
    >>> covers_pixel(r, 0, 0), covers_pixel(r, 3, 3), covers_pixel(r, 4, 0)
    (True, True, False)
    """
    rect = _rect(rect, "rect")
    px, py = _checks.number(px, "px"), _checks.number(py, "py")
    return rect.left <= px < rect.right and rect.top <= py < rect.bottom


def _spans_meet_by_edges(a1, a2, b1, b2, touching: bool) -> bool:
    """1-D: does ``[a1, a2]`` meet ``[b1, b2]``? Asked one edge at a time."""
    if touching:
        def inside(v, lo, hi):
            return lo <= v <= hi
        return inside(a1, b1, b2) or inside(a2, b1, b2) or inside(b1, a1, a2) or inside(b2, a1, a2)
    if not (a1 < a2 and b1 < b2):
        return False  # a span of zero length has no inside to share
    # Half-open on one side each, so identical spans are still caught.
    return b1 <= a1 < b2 or b1 < a2 <= b2 or a1 <= b1 < a2 or a1 < b2 <= a2


def overlaps_by_edges(a: Rect, b: Rect, touching: bool = False) -> bool:
    """Collision asked edge by edge, as "Collision Shapes" lists the cases, done right.

    On each axis: does an edge of one box fall within the other's span? With
    ``touching=False`` each span is half-open on one side, so two identical
    spans still count, and a zero-width span never does.

    >>> overlaps_by_edges(Rect(0, 0, 10, 10), Rect(0, 0, 10, 10))      # identical boxes
    True
    >>> overlaps_by_edges(Rect(3, 0, 2, 10), Rect(0, 3, 10, 2))        # a plus sign
    True
    >>> overlaps_by_edges(Rect(0, 0, 10, 10), Rect(10, 0, 5, 5)), overlaps_by_edges(
    ...     Rect(0, 0, 10, 10), Rect(10, 0, 5, 5), touching=True)      # side by side
    (False, True)
    """
    a, b = _rect(a, "a"), _rect(b, "b")
    touching = _checks.flag(touching, "touching")
    return _spans_meet_by_edges(a.left, a.right, b.left, b.right, touching) and _spans_meet_by_edges(
        a.top, a.bottom, b.top, b.bottom, touching
    )


def overlaps_by_negation(a: Rect, b: Rect, touching: bool = False) -> bool:
    """Collision as "not apart": not left of, not right of, not above, not below.

    With ``touching=False`` boxes that only meet at an edge are "apart", and
    so is any box with zero width or height (it has no area to share; the
    four comparisons alone would miss that).

    >>> overlaps_by_negation(Rect(0, 0, 10, 10), Rect(5, 5, 0, 0))     # zero size
    False
    >>> overlaps_by_negation(Rect(0, 0, 10, 10), Rect(5, 10, 2, 2), touching=True)
    True
    """
    a, b = _rect(a, "a"), _rect(b, "b")
    touching = _checks.flag(touching, "touching")
    if touching:
        apart = a.right < b.left or b.right < a.left or a.bottom < b.top or b.bottom < a.top
    else:
        apart = (
            a.right <= b.left or b.right <= a.left or a.bottom <= b.top or b.bottom <= a.top
            or a.w == 0 or a.h == 0 or b.w == 0 or b.h == 0
        )
    return not apart


def _penetrations(mover: Rect, obstacle: Rect) -> dict:
    """How far ``mover`` reaches past each side of ``obstacle``."""
    return {
        "top": mover.bottom - obstacle.top,
        "bottom": obstacle.bottom - mover.top,
        "left": mover.right - obstacle.left,
        "right": obstacle.right - mover.left,
    }


def contact_side(mover: Rect, obstacle: Rect) -> str:
    """The side of ``obstacle`` that ``mover`` hit, judged by least penetration.

    The side it reaches least far past is the one it most likely came
    through. On a tie the order in ``SIDES`` decides: vertical sides first,
    so a box landing exactly on a corner lands on top (the usual platformer
    choice). The rectangles must at least touch.

    >>> contact_side(Rect(0, 8, 4, 4), Rect(2, 10, 10, 10))     # 2 deep from above, 2 from the left
    'top'
    >>> contact_side(Rect(-3, 12, 4, 4), Rect(0, 10, 10, 10))   # 1 deep from the left
    'left'
    """
    mover, obstacle = _rect(mover, "mover"), _rect(obstacle, "obstacle")
    reach = _penetrations(mover, obstacle)
    if min(reach.values()) < 0:
        raise ValueError(f"contact_side needs rectangles that touch or overlap; {mover} and {obstacle} are apart")
    return min(SIDES, key=lambda side: reach[side])


def push_out(mover: Rect, obstacle: Rect) -> tuple:
    """The smallest move ``(dx, dy)`` after which ``mover`` only touches ``obstacle``.

    Out through the side :func:`contact_side` names. ``(0, 0)`` when they
    share no area already.

    >>> push_out(Rect(0, 8, 4, 4), Rect(2, 10, 10, 10))
    (0, -2)
    >>> push_out(Rect(0, 0, 4, 4), Rect(10, 10, 1, 1))
    (0, 0)
    """
    mover, obstacle = _rect(mover, "mover"), _rect(obstacle, "obstacle")
    if intersection(mover, obstacle) is None:
        return (0, 0)
    side = contact_side(mover, obstacle)
    depth = _penetrations(mover, obstacle)[side]
    return {
        "top": (0, -depth),
        "bottom": (0, depth),
        "left": (-depth, 0),
        "right": (depth, 0),
    }[side]
