"""The usual slips in a separating axis test, written out, so exercise 06's check can name them.

Each slip is a function ``slip(a, b, touching) -> bool`` written as a learner
writes it. :func:`slip_of` asks the learner's function and every slip a fixed
set of probe pairs (the hand-picked cases in every vertex order, pairs that
only one kind of edge separates, random convex pairs: the check hands them
over, :data:`PROBES` are this module's); a learner who answers
exactly as one slip does on every probe made that slip.
"""

from __future__ import annotations

import numpy as np

__all__ = ["SAT_SLIPS", "SLIP_FUNCTIONS", "PROBES", "slip_of"]


def _shadow(poly, nx, ny):
    dots = [nx * x + ny * y for x, y in poly]
    return min(dots), max(dots)


def _apart(a, b, nx, ny, touching):
    a_lo, a_hi = _shadow(a, nx, ny)
    b_lo, b_hi = _shadow(b, nx, ny)
    return a_hi < b_lo or b_hi < a_lo if touching else a_hi <= b_lo or b_hi <= a_lo


_AXES = {
    "normal": lambda x1, y1, x2, y2: (y2 - y1, x1 - x2),
    "direction": lambda x1, y1, x2, y2: (x2 - x1, y2 - y1),
    "mirrored": lambda x1, y1, x2, y2: (y2 - y1, x2 - x1),
}


def _sat(a, b, touching, *, polys="ab", edges=None, axis="normal"):
    for poly in (a, b) if polys == "ab" else (a,):
        count = len(poly) if edges is None else edges(len(poly))
        for i in range(count):
            (x1, y1), (x2, y2) = poly[i], poly[(i + 1) % len(poly)]
            nx, ny = _AXES[axis](x1, y1, x2, y2)
            if _apart(a, b, nx, ny, touching):
                return False
    return True


def _any_axis(a, b, touching):
    """True as soon as one axis shows the shadows overlapping (the test turned inside out)."""
    for poly in (a, b):
        for i in range(len(poly)):
            (x1, y1), (x2, y2) = poly[i], poly[(i + 1) % len(poly)]
            if not _apart(a, b, y2 - y1, x1 - x2, touching):
                return True
    return False


def _bounding_boxes(a, b, touching):
    boxes = []
    for poly in (a, b):
        xs, ys = [x for x, _ in poly], [y for _, y in poly]
        boxes.append((min(xs), min(ys), max(xs), max(ys)))
    (l1, t1, r1, b1), (l2, t2, r2, b2) = boxes
    if touching:
        return max(l1, l2) <= min(r1, r2) and max(t1, t2) <= min(b1, b2)
    return max(l1, l2) < min(r1, r2) and max(t1, t2) < min(b1, b2)


SLIP_FUNCTIONS = {
    "edge direction": lambda a, b, touching: _sat(a, b, touching, axis="direction"),
    "first two edges": lambda a, b, touching: _sat(a, b, touching, edges=lambda n: 2),
    "closing edge skipped": lambda a, b, touching: _sat(a, b, touching, edges=lambda n: n - 1),
    "bounding boxes": _bounding_boxes,
    "only a's edges": lambda a, b, touching: _sat(a, b, touching, polys="a"),
    "mirrored normal": lambda a, b, touching: _sat(a, b, touching, axis="mirrored"),
    "any axis": _any_axis,
}
"""Each slip as a learner writes it: ``slip(a, b, touching) -> bool``."""

SAT_SLIPS = {
    "edge direction": "Your answers match projecting on each edge's direction: the axis is the edge's "
    "normal, the edge turned a quarter, (y2 - y1, x1 - x2).",
    "first two edges": "Your answers match trying only the first two edges of each polygon: "
    "loop over every edge, i = 0 .. len(poly) - 1.",
    "closing edge skipped": "Your answers match skipping the closing edge, from the last vertex back "
    "to the first: take the end as poly[(i + 1) % len(poly)].",
    "bounding boxes": "Your answers match comparing the vertices' bounding boxes: those try only the "
    "x and y axes, and here the gap is along a slanted edge's normal.",
    "only a's edges": "Your answers match trying only a's edges: called as fn(b, a) your function "
    "finds this gap. Try the edges of both polygons.",
    "mirrored normal": "Your answers match the axis (y2 - y1, x2 - x1): that is the edge mirrored, not "
    "turned a quarter, so it is not at right angles to the edge. The normal is (y2 - y1, x1 - x2).",
    "any axis": "Your answers match saying True as soon as one axis shows the shadows overlapping: "
    "they must overlap on every axis, and one axis with a gap is enough for False.",
}
"""The words a FAIL line adds for each slip of :data:`SLIP_FUNCTIONS`."""

PROBES = (
    ([(0, 0), (10, 0), (10, 10), (0, 10)], [(15, 6), (15, 16), (5, 16)]),  # b's closing edge
    ([(0, 0), (10, 0), (0, 10)], [(6, 6), (12, 6), (6, 12)]),  # a's edge 1, b's closing edge
    ([(0, 0), (10, 0), (10, 10), (4, 10)], [(0, 12), (2, 5), (0, 5)]),  # a's edge 3: closing
    ([(0, 3), (4, 1), (8, 1), (2, 6), (1, 6)], [(6, 3), (8, 2), (8, 5)]),  # a's edge 2 (of 5)
    ([(0, 0), (8, 0), (12, 4), (12, 8), (0, 8)], [(12, 0), (16, 0), (16, 3)]),  # a's edge 1
    ([(0, 0), (10, 0), (10, 10), (0, 10)], [(5, 5), (15, 5), (15, 15), (5, 15)]),  # overlap
    ([(0, 0), (10, 0), (10, 10), (0, 10)], [(3, 3), (7, 3), (5, 7)]),  # inside
    ([(0, 0), (4, 0), (4, 4), (0, 4)], [(10, 10), (14, 10), (14, 14), (10, 14)]),  # a gap on every axis
)
"""Pairs that one kind of edge separates (and two that overlap), to tell the slips apart: each
slip of :data:`SLIP_FUNCTIONS` answers differently from the others on at least one."""


def _answer(fn, a, b):
    try:
        value = fn(a, b)
    except Exception:
        return None
    return bool(value) if isinstance(value, (bool, np.bool_)) else None


def slip_of(fn, pairs, touching: bool = False):
    """Which slip of :data:`SLIP_FUNCTIONS` the learner's function answers exactly like, or None.

    Parameters
    ----------
    fn : callable
        The learner's ``fn(a, b) -> bool``.
    pairs : list of (vertices, vertices)
        The probe pairs to ask (exercise 06's check adds its hand-picked and random pairs to
        :data:`PROBES`).
    touching : bool, default False
        The rule it was checked against.

    Returns
    -------
    str or None
        A key of :data:`SAT_SLIPS`.

    Examples
    --------
    >>> pairs = [(a, b) for p, q in PROBES for a, b in ((p, q), (q, p))]
    >>> slip_of(lambda a, b: SLIP_FUNCTIONS["closing edge skipped"](a, b, False), pairs)
    'closing edge skipped'
    >>> slip_of(lambda a, b: True, pairs) is None
    True
    """
    answers = [_answer(fn, a, b) for a, b in pairs]
    for name, slip in SLIP_FUNCTIONS.items():
        if all(slip(list(a), list(b), touching) == got for (a, b), got in zip(pairs, answers)):
            return name
    return None
