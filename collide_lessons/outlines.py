"""Closed outlines: a ray's crossings and the winding number, and the slips of polygon tests (lesson 09).

The crossing and winding numbers take a :class:`collide_lessons.polygons.Polygon`
or a raw outline that crosses itself (a pentagram), which ``Polygon`` refuses.
The slips are polygon tests as they are often first written, each the exact
answer to the wrong question, so a lesson can find every point or pair where
it fails: a ray through a vertex counted twice or not at all, edges crossing
without the containment case, the separating axis test run on a concave
polygon. :mod:`collide_lessons.polygons` re-exports every name here; this
module imports nothing from it, so that it can.
"""

from __future__ import annotations

from fractions import Fraction

from . import validate
from .exact import orient_sign, sign
from .lines import Segment, segments_intersect
from .shapes import as_point
from .validate import number

__all__ = [
    "crossing_number",
    "crossed_edges",
    "winding_number",
    "crossings_counting_vertices_twice",
    "crossings_counting_vertices_zero_times",
    "edges_cross_only",
    "sat_ignoring_convexity",
]


def _polygon(value, name: str):
    """A Polygon, known by its checked outline and turn (``polygons`` imports this module)."""
    if type(value).__name__ != "Polygon" or not hasattr(value, "turn"):
        raise TypeError(f"{name} must be a Polygon, got {type(value).__name__} {value!r}")
    return value


def _outline(value, name: str) -> tuple:
    """The vertices of a Polygon, or of a raw outline (3 or more (x, y) pairs; it may cross itself)."""
    if type(value).__name__ == "Polygon" and hasattr(value, "turn"):
        return value.vertices
    if isinstance(value, (str, bytes)) or not hasattr(value, "__len__") or len(value) < 3:
        raise TypeError(
            f"{name} must be a Polygon or a list of at least 3 (x, y) vertices, got "
            f"{type(value).__name__} {value!r}"
        )
    return tuple(_vertex(v, i) for i, v in enumerate(value))


def _vertex(value, i: int) -> tuple:
    if isinstance(value, (str, bytes)) or not hasattr(value, "__len__") or len(value) != 2:
        raise TypeError(f"outline vertex {i} must be an (x, y) pair, got {value!r}")
    return (number(value[0], f"outline vertex {i} x"), number(value[1], f"outline vertex {i} y"))


def _edges(poly) -> list:
    v, n = poly.vertices, len(poly.vertices)
    return [Segment(*v[i], *v[(i + 1) % n]) for i in range(n)]


def crossing_number(poly, p) -> int:
    """How many edges a ray from ``p`` going right (+x) crosses. Odd: inside.

    The ray through a vertex is the classic trap: the two edges meeting there
    would both count. The rule that fixes it is half-open: an edge counts when
    exactly one of its ends is strictly below the ray's line (``y > py``, y
    down), so of two edges meeting at a vertex on the ray, only one counts when
    the outline crosses there, and none or both when it only touches. Whether
    the crossing is to the right of ``p`` is an orientation, so nothing is
    divided and nothing rounds. For a point on the outline the count means
    nothing; :func:`~collide_lessons.polygons.point_in_polygon` asks
    :func:`~collide_lessons.polygons.on_boundary` first.

    Parameters
    ----------
    poly : Polygon or sequence of (x, y)
        The polygon, or a raw closed outline that may cross itself (such as a
        pentagram), which ``Polygon`` refuses.
    p : Point or (x, y)
        The point.

    Returns
    -------
    int
        The number of crossings.

    Examples
    --------
    >>> from collide_lessons.polygons import Polygon
    >>> triangle = Polygon([(0, 0), (10, 5), (0, 10)])
    >>> crossing_number(triangle, (5, 5))       # the ray passes through vertex (10, 5)
    1
    """
    return len(crossed_edges(poly, p))


def crossed_edges(poly, p) -> list:
    """The edges :func:`crossing_number` counts: those the ray from ``p`` going right crosses.

    An edge counts when exactly one of its ends is strictly below the ray's
    line (``y > py``, y down: the half-open rule) and the crossing lies to the
    right of ``p`` (an orientation test, exact).

    Parameters
    ----------
    poly : Polygon or sequence of (x, y)
        The polygon, or a raw closed outline (it may cross itself).
    p : Point or (x, y)
        The point.

    Returns
    -------
    list of int
        Edge indices (edge ``i`` runs from vertex ``i`` to vertex ``i + 1``).

    Examples
    --------
    >>> from collide_lessons.polygons import Polygon
    >>> crossed_edges(Polygon([(0, 0), (10, 5), (0, 10)]), (5, 5))    # of the two edges at (10, 5), one
    [1]
    """
    v = _outline(poly, "poly")
    x, y = as_point(p, "p")
    n = len(v)
    return [
        i
        for i in range(n)
        if _straddles(v[i], v[(i + 1) % n], y)
        and orient_sign(*v[i], *v[(i + 1) % n], x, y) * sign(v[(i + 1) % n][1] - v[i][1]) > 0
    ]


def _straddles(a, b, y) -> bool:
    """The half-open rule: exactly one end of edge ``ab`` lies strictly below the line at ``y``."""
    return (a[1] > y) != (b[1] > y)


def winding_number(poly, p) -> int:
    """How many times the outline winds round ``p`` (signed by the direction of travel).

    Each edge that crosses the ray to the right of ``p`` (by the same half-open
    rule as :func:`crossing_number`) adds ``+1`` when it goes towards larger y
    and ``-1`` when it goes towards smaller y. For a simple polygon the answer
    is ``0`` outside and ``1`` or ``-1`` inside, and the crossing number says
    the same. They differ only for an outline that crosses itself, which a
    ``Polygon`` never is: give such an outline as a raw vertex list. In a
    pentagram's centre the outline goes round twice (winding ``2`` or ``-2``)
    while the ray crosses it an even number of times.

    Parameters
    ----------
    poly : Polygon or sequence of (x, y)
        The polygon, or a raw closed outline that may cross itself.
    p : Point or (x, y)
        The point (not on the outline).

    Returns
    -------
    int
        The winding number.

    Examples
    --------
    >>> from collide_lessons.polygons import Polygon
    >>> square = Polygon([(0, 0), (10, 0), (10, 10), (0, 10)])      # clockwise on screen
    >>> winding_number(square, (5, 5)), winding_number(Polygon(square.vertices[::-1]), (5, 5))
    (1, -1)
    >>> star = [(50, 0), (79, 90), (2, 35), (98, 35), (21, 90)]   # a pentagram, as a raw outline
    >>> winding_number(star, (50, 50)), crossing_number(star, (50, 50))
    (2, 2)
    """
    v = _outline(poly, "poly")
    x, y = as_point(p, "p")
    n = len(v)
    total = 0
    for i in crossed_edges(poly, (x, y)):
        total += sign(v[(i + 1) % n][1] - v[i][1])  # +1 going down the screen, -1 going up
    return total


def crossings_counting_vertices_twice(poly, p) -> bool:
    """The crossing test as it is often first written: an edge counts when ``py`` is between
    its ends, ends included.

    A ray through a vertex then meets both edges that share it and counts two
    crossings where the outline crosses once, so points level with a pointed
    vertex come out on the wrong side. (Horizontal edges are skipped, as the
    usual code does to avoid dividing by zero.) Lesson 09 finds where it fails.

    Parameters
    ----------
    poly : Polygon
        The polygon.
    p : Point or (x, y)
        The point.

    Returns
    -------
    bool
        Odd count of crossings so counted.

    Examples
    --------
    >>> from collide_lessons.polygons import Polygon
    >>> triangle = Polygon([(0, 0), (10, 5), (0, 10)])
    >>> crossings_counting_vertices_twice(triangle, (5, 5))     # inside, yet counted twice at (10, 5)
    False
    """
    poly = _polygon(poly, "poly")
    x, y = as_point(p, "p")
    v, n = poly.vertices, len(poly.vertices)
    count = 0
    for i in range(n):
        (ax, ay), (bx, by) = v[i], v[(i + 1) % n]
        if ay == by:
            continue
        if min(ay, by) <= y <= max(ay, by) and orient_sign(ax, ay, bx, by, x, y) * sign(by - ay) > 0:
            count += 1
    return count % 2 == 1


def crossings_counting_vertices_zero_times(poly, p) -> bool:
    """The crossing test written strictly at both ends: an edge counts when ``py`` is strictly
    between its ends' y.

    The opposite slip to :func:`crossings_counting_vertices_twice`: a ray
    through a vertex meets neither edge that shares it, so a pointed vertex
    on the ray is counted zero times where the outline crosses once, and
    points level with it come out on the wrong side. The polygon-in-polygon
    code of Jeffrey Thompson's collision pages compares this way
    (``vc.y > py && vn.y < py`` or the reverse). Lesson 09 finds where it fails.

    Parameters
    ----------
    poly : Polygon
        The polygon.
    p : Point or (x, y)
        The point.

    Returns
    -------
    bool
        Odd count of crossings so counted.

    Examples
    --------
    >>> from collide_lessons.polygons import Polygon
    >>> triangle = Polygon([(0, 0), (10, 5), (0, 10)])
    >>> crossings_counting_vertices_zero_times(triangle, (5, 5))     # inside, yet (10, 5) counts 0
    False
    >>> crossings_counting_vertices_zero_times(triangle, (5, 4))
    True
    """
    poly = _polygon(poly, "poly")
    x, y = as_point(p, "p")
    v, n = poly.vertices, len(poly.vertices)
    count = 0
    for i in range(n):
        (ax, ay), (bx, by) = v[i], v[(i + 1) % n]
        if min(ay, by) < y < max(ay, by) and orient_sign(ax, ay, bx, by, x, y) * sign(by - ay) > 0:
            count += 1
    return count % 2 == 1


def edges_cross_only(a, b) -> bool:
    """The polygon test as often written: do any two edges meet? (closed edges)

    It finds every contact where the outlines meet, and misses the case where
    they do not: one polygon wholly inside the other. Lesson 09 draws that
    counterexample; :func:`~collide_lessons.polygons.polygons_intersect` gets it right.

    Parameters
    ----------
    a, b : Polygon
        Any simple polygons.

    Returns
    -------
    bool
        Whether some edge of ``a`` meets some edge of ``b``.

    Examples
    --------
    >>> from collide_lessons.polygons import Polygon
    >>> big, small = Polygon([(0, 0), (10, 0), (10, 10), (0, 10)]), Polygon([(4, 4), (6, 4), (5, 6)])
    >>> edges_cross_only(big, small)        # wrong: small is inside big
    False
    """
    a, b = _polygon(a, "a"), _polygon(b, "b")
    return any(segments_intersect(e, f, touching=True) for e in _edges(a) for f in _edges(b))


def sat_ignoring_convexity(a, b, *, touching: bool = False) -> bool:
    """The separating axis test run on any polygons, convex or not: the slip it makes.

    Each shadow is an interval from the polygon's lowest to its highest
    vertex, so a concave polygon's shadow fills its notch: a shape sitting in
    the notch overlaps it on every axis and is reported as a hit. This is
    why :func:`~collide_lessons.polygons.polygons_intersect` refuses a
    concave polygon with a sentence;
    :func:`~collide_lessons.polygons.simple_polygons_intersect` answers for
    any simple ones.

    Parameters
    ----------
    a, b : Polygon
        Simple polygons (convexity not checked).
    touching : bool, default False
        Whether shadows meeting at one point overlap.

    Returns
    -------
    bool
        ``True`` when no edge normal's shadows are apart.

    Examples
    --------
    >>> from collide_lessons.polygons import Polygon, simple_polygons_intersect
    >>> arrow = Polygon([(0, 0), (10, 5), (0, 10), (4, 5)])                 # its notch on the left
    >>> in_the_notch = Polygon([(0, 4), (3, 5), (0, 6)])
    >>> sat_ignoring_convexity(arrow, in_the_notch), simple_polygons_intersect(arrow, in_the_notch)
    (True, False)
    """
    a, b = _polygon(a, "a"), _polygon(b, "b")
    touching = validate.flag(touching, "touching")
    for poly in (a, b):
        v, n = poly.vertices, len(poly.vertices)
        for i in range(n):
            (px, py), (qx, qy) = v[i], v[(i + 1) % n]
            nx, ny = Fraction(qy) - Fraction(py), Fraction(px) - Fraction(qx)  # a normal (either way)
            (alo, ahi), (blo, bhi) = (
                (min(d), max(d)) for d in ([nx * x + ny * y for x, y in p.vertices] for p in (a, b))
            )
            if (max(alo, blo) > min(ahi, bhi)) if touching else (max(alo, blo) >= min(ahi, bhi)):
                return False  # this axis separates the shadows
    return True
