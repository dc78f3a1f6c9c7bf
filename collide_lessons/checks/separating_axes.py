"""Exercise 06, the separating axis test for two convex polygons: ``check_sat_test``.

Hand-picked cases first (:data:`SAT_CASES`), then random convex polygons on an
integer grid (full of shared edges and corners) and turned boxes. The random
polygons are convex hulls: :mod:`collide_lessons.polygons` has no hull, so
this module keeps one small monotone chain, built on ``lines.orientation``.

A wrong answer is diagnosed, not only located: the learner's function is asked
a few more questions (the same pair with the arguments swapped and with the
vertices listed backwards, plain whole-number touches, a set of probe pairs)
and its answers are compared with the usual slips (:data:`SAT_SLIPS`), so the
FAIL line names the slip, and the picture draws the separating axis missed.
"""

from __future__ import annotations

import numpy as np

from .. import draw, validate
from ..lines import Segment, orientation
from ..polygons import Polygon, contains, polygons_intersect, rotated_rect, separating_axis
from ..scene import shape_polygon, shape_segment, shape_text
from .harness import Check, CheckResult, as_bool, framed_board, run, wrap
from .sat_slips import PROBES, SAT_SLIPS, slip_of

__all__ = ["SAT_CASES", "SAT_SLIPS", "check_sat_test", "label_outside", "separating_edges"]

SAT_CASES = (
    ([(0, 0), (10, 0), (10, 10), (0, 10)], [(5, 5), (15, 5), (15, 15), (5, 15)]),
    ([(0, 0), (10, 0), (10, 10), (0, 10)], [(15, 6), (15, 16), (5, 16)]),
    ([(0, 0), (10, 0), (10, 10), (0, 10)], [(3, 3), (7, 3), (5, 7)]),
    ([(0, 0), (10, 0), (10, 10), (0, 10)], [(10, 10), (20, 10), (20, 20)]),
    ([(0, 0), (10, 0), (10, 10), (0, 10)], [(10, 2), (20, 2), (20, 8), (10, 8)]),
    ([(0, 0), (10, 0), (0, 10)], [(6, 6), (12, 6), (6, 12)]),
    ([(0, 4), (12, 4), (12, 8), (0, 8)], [(4, 0), (8, 0), (8, 12), (4, 12)]),
)
"""Hand-picked pairs the SAT check tries first: overlap, only b's edge separates, inside, corner
touch, edge touch, a gap across a diagonal, a cross (no corner of either inside the other)."""


def _convex_hull(points):
    """Corners of the convex hull of integer points, no three on a line (monotone chain)."""
    pts = sorted(set(points))
    lower, upper = [], []
    for p in pts:
        while len(lower) >= 2 and orientation(lower[-2], lower[-1], p) <= 0:
            lower.pop()
        lower.append(p)
    for p in reversed(pts):
        while len(upper) >= 2 and orientation(upper[-2], upper[-1], p) <= 0:
            upper.pop()
        upper.append(p)
    return lower[:-1] + upper[:-1]


def _random_convex(rng):
    """A random convex polygon on the 9 x 9 grid of whole numbers, either winding (3 to 7 draws)."""
    while True:
        corners = _convex_hull(tuple(p) for p in rng.integers(0, 9, (int(rng.integers(3, 8)), 2)).tolist())
        if len(corners) >= 3:
            return corners if rng.random() < 0.5 else corners[::-1]


def _polygon_kind(a: Polygon, b: Polygon) -> str:
    if polygons_intersect(a, b):
        if a != b and (contains(a, b) or contains(b, a)):
            return "one polygon lies inside the other"
        return "the polygons overlap"
    if polygons_intersect(a, b, touching=True):
        return "the polygons only touch (at a corner or along an edge)"
    if separating_axis(a, b)[0] == "b":
        return "only an edge of b separates them (no edge of a does)"
    return "an edge of a separates them"


def _cases(touching, rng):
    def case(a, b):
        pa, pb = Polygon(a), Polygon(b)
        return (list(a), list(b)), polygons_intersect(pa, pb, touching=touching), _polygon_kind(pa, pb)

    for a, b in SAT_CASES:
        for a_, b_ in ((a, b), (a[::-1], b), (a, b[::-1]), (a[::-1], b[::-1])):
            yield case(a_, b_)
    for _ in range(1500):
        a, b = _random_convex(rng), _random_convex(rng)
        yield case(a, b)
        yield case(b, a)
    for _ in range(300):
        x, y = rng.uniform(0, 40, 4).round(1).tolist(), rng.uniform(4, 20, 4).round(1).tolist()
        a = list(rotated_rect(x[0], x[1], y[0], y[1], 30).vertices)
        b = list(rotated_rect(x[2], x[3], y[2], y[3], 0).vertices)
        yield case(a, b)
        yield case(b, a)


def separating_edges(a, b, *, touching: bool = False) -> list:
    """Every edge whose normal separates two convex polygons: ``("a", i)`` or ``("b", i)``.

    :func:`collide_lessons.polygons.separating_axis` stops at the first; a
    learner who missed the pair's gap missed every one of these.

    Parameters
    ----------
    a, b : sequence of (x, y)
        Convex polygons' vertices, in order.
    touching : bool, default False
        ``False``: shadows meeting at one point are apart. ``True``: only a gap separates.

    Returns
    -------
    list of (str, int)
        The owner and index of each separating edge (edge ``i`` runs from vertex ``i`` to ``i + 1``).

    Examples
    --------
    >>> separating_edges([(0, 0), (10, 0), (10, 10), (0, 10)], [(15, 6), (15, 16), (5, 16)])
    [('b', 2)]
    """
    pa, pb = Polygon(a), Polygon(b)
    found = []
    for name, poly, other in (("a", pa, pb), ("b", pb, pa)):
        for i in range(len(poly)):
            if _edge_separates(poly, i, other, touching):
                found.append((name, i))
    return found


def _edge_separates(poly, i, other, touching):
    v = poly.vertices
    start, end = v[i], v[(i + 1) % len(v)]
    for x, y in other.vertices:
        side = orientation(start, end, (x, y)) * poly.turn
        if side > 0 or (touching and side == 0):
            return False
    return True


def _edge_words(args, edge):
    name, i = edge
    poly = args[0] if name == "a" else args[1]
    start, end = tuple(poly[i]), tuple(poly[(i + 1) % len(poly)])
    closing = " (the closing edge, from the last vertex back to the first)" if i == len(poly) - 1 else ""
    return f"the normal of {name}'s edge {i}, from {start} to {end}{closing}"


def _probe_pairs():
    """The slips' probe pairs: the hand-picked cases and :data:`PROBES` in four orders, random pairs."""
    pairs = []
    for a, b in (*SAT_CASES, *PROBES):
        pairs += [(a, b), (b, a), (a[::-1], b), (a, b[::-1])]
    rng = np.random.default_rng(60)
    return pairs + [(_random_convex(rng), _random_convex(rng)) for _ in range(120)]


def _ask(fn, *args):
    """The learner's answer to one more question, or None when it raises or is not a bool."""
    try:
        value = fn(*args)
    except Exception:
        return None
    return bool(value) if isinstance(value, (bool, np.bool_)) else None


_TOUCHES = (
    ([(0, 0), (10, 0), (10, 10), (0, 10)], [(10, 0), (20, 0), (20, 10), (10, 10)]),
    ([(0, 0), (10, 0), (10, 10), (0, 10)], [(0, 10), (10, 10), (10, 20), (0, 20)]),
    ([(0, 0), (10, 0), (10, 10), (0, 10)], [(10, 10), (20, 10), (20, 20)]),
    ([(0, 0), (10, 0), (0, 10)], [(10, 0), (10, 10), (0, 10)]),
)
"""Whole-number touches along an edge and at a corner: a function right on these yet wrong on an
exact touch elsewhere is rounding, not the edge rule."""


def _explain(fn, touching):
    def explain(args, expected, got, kind):
        a, b = args
        if "only touch" in kind:
            return _touch_words(fn, touching, got)
        missed = separating_edges(a, b, touching=touching) if expected is False else []
        words = ""
        if missed:
            words = f"The separating axis you missed: {_edge_words(args, missed[0])} (drawn dashed)."
        slip = slip_of(fn, _probe_pairs(), touching)
        if slip:
            return f"{words} {SAT_SLIPS[slip]}".strip()
        order = _vertex_order(fn, a, b, expected)
        if order:
            return order
        if missed and _ask(fn, b, a) == expected:
            return (
                f"{words} Called as fn(b, a) your function finds the gap: it tries the edges of one "
                "polygon only; try the edges of both."
            )
        if expected and not (_corner_inside(a, b) or _corner_inside(b, a)):
            return (
                "No axis separates them, yet no corner of either polygon lies inside the other: "
                "their edges cross. Testing corners inside misses this; the shadows do not."
            )
        return words or "No axis separates them: on every edge's normal the shadows overlap."

    return explain


def _corner_inside(poly, other):
    """Whether a vertex of ``other`` lies strictly inside the convex ``poly`` (either winding)."""
    n = len(poly)
    for p in other:
        sides = {orientation(poly[i], poly[(i + 1) % n], p) for i in range(n)}
        if sides in ({1}, {-1}):
            return True
    return False


def _vertex_order(fn, a, b, expected):
    for a_, b_, which in ((a[::-1], b, "a"), (a, b[::-1], "b"), (a[::-1], b[::-1], "both")):
        if _ask(fn, a_, b_) == expected:
            listed = "a's vertices" if which == "a" else "b's vertices" if which == "b" else "both"
            return (
                f"With {listed} listed in the other order your function answers {expected}: "
                "its answer depends on the vertex order (clockwise or anticlockwise). The "
                "'every vertex beyond the edge line' shortcut assumes one winding: find it from "
                "the sign of the area, or compare both shadows' min and max."
            )
    return None


def _touch_words(fn, touching, got):
    right = all(_ask(fn, p, q) is touching and _ask(fn, q, p) is touching for p, q in _TOUCHES)
    if right:
        return (
            "Your function is right on whole-number touches along x and y, so rounding broke "
            "this exact touch: an axis divided by its length (or any float step) moves a shadow's "
            "end by an ulp or so. Don't normalise: the normal (y2 - y1, x1 - x2) of whole-number "
            "vertices gives whole-number shadows, exact."
        )
    if touching:
        return "With touching=True shadows that meet at one point overlap: the gap test is a strict <."
    return "Shadows that meet at one point (a_hi == b_lo) mean the polygons only touch: apart here (<=)."


def label_outside(poly, other, name: str, color, reach) -> dict:
    """A polygon's name as a text record beside its vertex farthest from the other polygon's middle.

    A polygon's own ``label`` sits above its bounding box's top-left corner,
    which can fall inside the other polygon; this puts it outside, pushed
    ``reach`` away from the other's middle.

    Parameters
    ----------
    poly, other : sequence of (x, y)
        The polygon to name and the one to keep clear of.
    name : str
        The words.
    color : str
        A matplotlib colour.
    reach : float
        How far beyond the vertex, in world units.

    Returns
    -------
    dict
        A ``text`` record of :mod:`collide_lessons.scene`, centred there.

    Examples
    --------
    >>> square, tip = [(0, 0), (8, 0), (8, 8), (0, 8)], [(5, 3), (11, 6), (5, 9)]
    >>> label = label_outside(tip, square, "b", "tab:orange", 1)
    >>> label["x"] > 11, label["text"]
    (True, 'b')
    """
    ox = sum(x for x, _ in other) / len(other)
    oy = sum(y for _, y in other) / len(other)
    x, y = max(poly, key=lambda p: (p[0] - ox) ** 2 + (p[1] - oy) ** 2)
    dx, dy = x - ox, y - oy
    norm = max((dx * dx + dy * dy) ** 0.5, 1e-9)
    return shape_text((x + dx / norm * reach, y + dy / norm * reach), name, color=color, anchor="middle")


def _axis_shapes(args, edge, reach):
    name, i = edge
    poly = args[0] if name == "a" else args[1]
    (x1, y1), (x2, y2) = poly[i], poly[(i + 1) % len(poly)]
    mx, my = (x1 + x2) / 2, (y1 + y2) / 2
    nx, ny = y2 - y1, x1 - x2
    norm = max((nx * nx + ny * ny) ** 0.5, 1e-9)
    nx, ny = nx / norm * reach, ny / norm * reach
    return [
        shape_segment(Segment(x1, y1, x2, y2), color=draw.GREEN, linewidth=4),
        shape_segment(Segment(mx - nx, my - ny, mx + nx, my + ny), color=draw.GREEN, dashed=True),
    ]


def _picture(args, expected, got, kind, why=None):
    a, b = args
    xs, ys = [x for x, _ in (*a, *b)], [y for _, y in (*a, *b)]
    reach = 0.12 * max(max(xs) - min(xs), max(ys) - min(ys), 1)
    shapes = [shape_polygon(a, color=draw.BLUE), shape_polygon(b, color=draw.ORANGE)]
    title = f"{wrap(kind)}\nexpected {expected}, yours {got}"
    if why and "axis you missed" in why:
        name, i = separating_edges(a, b)[0]
        shapes += _axis_shapes(args, (name, i), 2 * reach)
        title += f"\ngreen: {name}'s edge {i}; dashed: its normal, the axis missed"
    shapes += [label_outside(a, b, "a", draw.BLUE, reach), label_outside(b, a, "b", draw.ORANGE, reach)]
    return framed_board(shapes, title)


def check_sat_test(fn, *, touching: bool = False, show: bool = True) -> CheckResult:
    """Check ``fn(a, b) -> bool`` for two convex polygons (lists of ``(x, y)`` vertices).

    Hand-picked cases first (see ``SAT_CASES``: one inside the other, corner and
    edge contact, a pair only an edge of ``b`` separates, a cross), each with the
    vertices in both orders, then 1,500 seeded random convex polygons on an
    integer grid (full of shared edges and corners) and 300 pairs of boxes
    turned by 30 degrees, in both argument orders.

    Parameters
    ----------
    fn : callable
        The learner's function.
    touching : bool, default False
        ``False``: the polygons must share area. ``True``: contact counts.
    show : bool, default True
        Display the picture of the first failing case in the notebook (a pass shows no picture).

    Returns
    -------
    CheckResult
        Truthy when every case passed; its ``message`` names the first failing case, in words.

    A wrong answer's FAIL line names the slip when it can tell: the separating
    axis missed (and which known slip misses it, :data:`SAT_SLIPS`), an answer
    that changes with the vertex order, or rounding at an exact touch.

    Examples
    --------
    >>> result = check_sat_test(lambda a, b: polygons_intersect(Polygon(a), Polygon(b)), show=False)
    PASS: right on 28 hand-picked pairs, 3,000 random convex pairs and 600 turned boxes (both orders).
    >>> from collide_lessons.checks.sat_slips import SLIP_FUNCTIONS
    >>> only_a = SLIP_FUNCTIONS["only a's edges"]
    >>> result = check_sat_test(lambda a, b: only_a(a, b, False), show=False)
    FAIL: only an edge of b separates them (no edge of a does). ... match trying only a's edges: ...
    """
    touching = validate.flag(touching, "touching")
    check = Check(
        cases=_cases(touching, np.random.default_rng(6)),
        judge=as_bool,
        describe=lambda args: f"a={args[0]}, b={args[1]}",
        picture=_picture,
        explain=_explain(fn, touching),
        summary="right on 28 hand-picked pairs, 3,000 random convex pairs "
        "and 600 turned boxes (both orders).",
    )
    return run(check, fn, show=show)
