"""Exercise 06, the separating axis test for two convex polygons: ``check_sat_test``.

Hand-picked cases first (:data:`SAT_CASES`), then random convex polygons on an
integer grid (full of shared edges and corners) and turned boxes. The random
polygons are convex hulls: :mod:`collide_lessons.polygons` has no hull, so
this module keeps one small monotone chain, built on ``lines.orientation``.
"""

from __future__ import annotations

import numpy as np

from .. import draw, validate
from ..lines import orientation
from ..polygons import Polygon, contains, polygons_intersect, rotated_rect, separating_axis
from ..scene import shape_polygon
from .harness import Check, CheckResult, as_bool, framed_board, run, wrap

__all__ = ["SAT_CASES", "check_sat_test"]

SAT_CASES = (
    ([(0, 0), (10, 0), (10, 10), (0, 10)], [(5, 5), (15, 5), (15, 15), (5, 15)]),
    ([(0, 0), (10, 0), (10, 10), (0, 10)], [(15, 6), (15, 16), (5, 16)]),
    ([(0, 0), (10, 0), (10, 10), (0, 10)], [(3, 3), (7, 3), (5, 7)]),
    ([(0, 0), (10, 0), (10, 10), (0, 10)], [(10, 10), (20, 10), (20, 20)]),
    ([(0, 0), (10, 0), (10, 10), (0, 10)], [(10, 2), (20, 2), (20, 8), (10, 8)]),
    ([(0, 0), (10, 0), (0, 10)], [(6, 6), (12, 6), (6, 12)]),
)
"""Hand-picked pairs the SAT check tries first: overlap, only b's edge separates, inside, corner
touch, edge touch, a gap across a diagonal."""


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


def _picture(args, expected, got, kind, why=None):
    a, b = args
    shapes = [
        shape_polygon(a, label="a", color=draw.BLUE),
        shape_polygon(b, label="b", color=draw.ORANGE),
    ]
    return framed_board(shapes, f"{wrap(kind)}\nexpected {expected}, yours {got}")


def check_sat_test(fn, *, touching: bool = False, show: bool = True) -> CheckResult:
    """Check ``fn(a, b) -> bool`` for two convex polygons (lists of ``(x, y)`` vertices).

    Hand-picked cases first (see ``SAT_CASES``: one inside the other, corner and
    edge contact, a pair only an edge of ``b`` separates), each with the
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

    Examples
    --------
    >>> result = check_sat_test(lambda a, b: polygons_intersect(Polygon(a), Polygon(b)), show=False)
    PASS: right on 24 hand-picked pairs, 3,000 random convex pairs and 600 turned boxes (both orders).
    """
    touching = validate.flag(touching, "touching")
    check = Check(
        cases=_cases(touching, np.random.default_rng(6)),
        judge=as_bool,
        describe=lambda args: f"a={args[0]}, b={args[1]}",
        picture=_picture,
        summary="right on 24 hand-picked pairs, 3,000 random convex pairs "
        "and 600 turned boxes (both orders).",
    )
    return run(check, fn, show=show)
