"""Exercise 06, part 2: a point in a polygon by counting crossings (``check_point_in_polygon``).

Every whole-number point around five polygons (a triangle pointing right, a
square, a notched outline, a step with a horizontal edge, a diamond), each in
both vertex orders, against :func:`collide_lessons.polygons.point_in_polygon`
under the package's edge rule (``touching=False``: a point on the outline is
out). The points come kind by kind, so the first wrong answer names the trap:
the ray through a vertex (counted twice or not at all), a horizontal edge on
the ray, a point on an edge.
"""

from __future__ import annotations

from .. import draw
from ..lines import Ray, orientation
from ..polygons import Polygon, crossed_edges, on_boundary, point_in_polygon
from ..scene import shape_point, shape_polygon, shape_segment
from .harness import Check, CheckResult, framed_board, run, wrap
from .segments import yes_or_no

__all__ = ["POINT_KINDS", "POINT_POLYGONS", "check_point_in_polygon", "point_kind"]

POINT_POLYGONS = (
    [(0, 0), (10, 5), (0, 10)],
    [(0, 0), (8, 0), (8, 8), (0, 8)],
    [(0, 0), (10, 0), (10, 10), (5, 4), (0, 10)],
    [(0, 0), (6, 0), (6, 5), (10, 5), (10, 10), (0, 10)],
    [(5, 0), (10, 5), (5, 10), (0, 5)],
)
"""The polygons the check asks about (each also backwards): a triangle whose tip is level with its
middle, a square, an outline with a notch whose tip the ray can graze, a step (a horizontal edge),
a diamond (vertices level with inside points on both sides)."""

POINT_KINDS = {
    "plain": "the ray from the point passes through no vertex",
    "crossing vertex": "the ray from the point passes through a vertex where the outline crosses it: "
    "count it once",
    "grazing vertex": "the ray from the point passes through a vertex where the outline only touches "
    "it: count it twice or not at all",
    "horizontal edge": "a horizontal edge lies on the ray from the point",
    "on an edge": "the point lies on an edge (the outline is out: touching=False)",
    "vertex": "the point is a vertex (the outline is out: touching=False)",
}
"""The words a FAIL line uses for each kind of point, in the order the check asks them."""

_WHY = {
    "crossing vertex": "The two edges meeting at that vertex were counted twice (both ends inclusive) "
    "or not at all (both strict). Count an edge when exactly one end is below the ray: "
    "(ay > py) != (by > py).",
    "grazing vertex": "Where the outline only touches the ray, its two edges must count the same: "
    "both or neither. The half-open rule (ay > py) != (by > py) does that.",
    "horizontal edge": "An edge on the ray's line has no single crossing: the half-open rule skips it "
    "(neither end is below the ray), and its neighbours decide.",
    "on an edge": "Test the outline first: a point on an edge is out under touching=False "
    "(the counting cannot tell; lines.orientation == 0 and within the edge's box).",
    "vertex": "Test the outline first: a vertex is on the outline, so out under touching=False.",
}


def point_kind(vertices, p) -> str:
    """What is special about a point and a polygon: a key of :data:`POINT_KINDS`.

    The ray is the one the crossing test uses, from ``p`` to the right (+x).

    Parameters
    ----------
    vertices : sequence of (x, y)
        The polygon.
    p : (x, y)
        The point.

    Returns
    -------
    str
        The kind, decided exactly.

    Examples
    --------
    >>> tip = [(0, 0), (10, 5), (0, 10)]
    >>> point_kind(tip, (5, 5)), point_kind(tip, (5, 2)), point_kind(tip, (0, 5))
    ('crossing vertex', 'plain', 'on an edge')
    """
    poly = Polygon(vertices)
    px, py = p
    v, n = poly.vertices, len(poly.vertices)
    if (px, py) in v:
        return "vertex"
    if on_boundary(poly, p):
        return "on an edge"
    kinds = set()
    for i, (x, y) in enumerate(v):
        if y != py or x <= px:
            continue
        before, after = v[i - 1][1], v[(i + 1) % n][1]
        if before == py or after == py:
            kinds.add("horizontal edge")
        elif (before > py) != (after > py):
            kinds.add("crossing vertex")
        else:
            kinds.add("grazing vertex")
    for kind in ("horizontal edge", "crossing vertex", "grazing vertex"):
        if kind in kinds:
            return kind
    return "plain"


def _cases():
    by_kind = {kind: [] for kind in POINT_KINDS}
    for outline in POINT_POLYGONS:
        for vertices in (outline, outline[::-1]):
            for y in range(-1, 12):
                for x in range(-1, 12):
                    by_kind[point_kind(vertices, (x, y))].append((list(vertices), (x, y)))
    for kind in POINT_KINDS:
        for vertices, p in by_kind[kind]:
            yield (vertices, p), point_in_polygon(Polygon(vertices), p), POINT_KINDS[kind]


def _explain(args, expected, got, kind):
    vertices, p = args
    key = next(k for k, words in POINT_KINDS.items() if words == kind)
    crossed = crossed_edges(Polygon(vertices), p) if key not in ("on an edge", "vertex") else []
    count = f"The ray crosses {len(crossed)} edge{'' if len(crossed) == 1 else 's'} by the half-open rule"
    count += f" (edges {crossed})." if crossed else "."
    if key in ("on an edge", "vertex"):
        return _WHY[key]
    return " ".join(w for w in (count, _WHY.get(key, ""), _line_words(vertices, p, expected)) if w)


def _line_words(vertices, p, expected):
    """What an inside point shares with an edge's line: on it beyond the edge, or on its outer side."""
    if not expected:
        return ""
    n = len(vertices)
    edges = [(tuple(vertices[i]), tuple(vertices[(i + 1) % n])) for i in range(n)]
    turn = 1 if sum(ax * by - bx * ay for (ax, ay), (bx, by) in edges) > 0 else -1
    for i, (a, b) in enumerate(edges):
        if orientation(a, b, p) == 0:
            return (
                f"p lies on the line through edge {i}, from {a} to {b}, but beyond that edge's ends: "
                "that is not the outline (check that p is within the edge's box too)."
            )
    for i, (a, b) in enumerate(edges):
        if orientation(a, b, p) * turn < 0:
            return (
                f"p is inside, yet on the outer side of edge {i}'s line, from {a} to {b}: this outline "
                "is not convex, so 'inside every edge' does not decide it; count the crossings."
            )
    return ""


def _picture(args, expected, got, kind, why=None):
    vertices, (x, y) = args
    xs = [vx for vx, _ in vertices]
    far = max(xs) + 0.25 * (max(xs) - min(xs) + 1) - x
    shapes = [
        shape_polygon(vertices, color=draw.BLUE),
        shape_segment(Ray(x, y, max(far, 1), 0), color=draw.ORANGE, dashed=True),
        shape_point((x, y), color=draw.ORANGE, label="p"),
    ]
    vx = [v for v in vertices if v[1] == y and v[0] > x]
    shapes += [shape_point(v, color=draw.RED, marker="square") for v in vx]
    title = f"{wrap(kind)}\nexpected {expected}, yours {got}; dashed: the ray"
    return framed_board(shapes, title)


def check_point_in_polygon(fn, *, show: bool = True) -> CheckResult:
    """Check ``fn(vertices, p) -> bool`` against :func:`collide_lessons.polygons.point_in_polygon`.

    ``vertices`` is a list of ``(x, y)`` (a simple polygon, either winding),
    ``p`` an ``(x, y)`` point; the rule is ``touching=False``: a point on the
    outline is out. Every whole-number point of ``-1..11 x -1..11`` around each
    polygon of :data:`POINT_POLYGONS`, in both vertex orders (1,690 cases),
    asked kind by kind (:data:`POINT_KINDS`: points whose ray meets no vertex
    first, then a ray through a vertex where the outline crosses, one where it
    only grazes, a horizontal edge on the ray, points on the outline).

    Parameters
    ----------
    fn : callable
        The learner's function.
    show : bool, default True
        Display the picture of the first failing case in the notebook (a pass shows no picture).

    Returns
    -------
    CheckResult
        Truthy when every case passed; its ``message`` names the first failing case, in words.

    Examples
    --------
    >>> result = check_point_in_polygon(lambda v, p: point_in_polygon(Polygon(v), p), show=False)
    PASS: right on all 1,690 whole-number points around five polygons, both vertex orders ...
    >>> from collide_lessons.polygons import crossings_counting_vertices_twice as twice
    >>> result = check_point_in_polygon(lambda v, p: twice(Polygon(v), p), show=False)
    FAIL: the ray from the point passes through a vertex where the outline crosses it: count it once. ...
    """
    check = Check(
        cases=_cases(),
        judge=yes_or_no,
        describe=lambda args: f"vertices={args[0]}, p={args[1]}",
        picture=_picture,
        explain=_explain,
        summary="right on all 1,690 whole-number points around five polygons, both vertex orders "
        "(rays through vertices, a horizontal edge on the ray, points on the outline).",
    )
    return run(check, fn, show=show)
