"""Exercise 05, segment intersection: ``check_segment_test``.

Every pair of segments with ends on a 3 x 3 grid (so every way two segments
can cross, touch, overlap on one line or miss), informative pairs first, then
every pair on one line with one segment strictly inside the other (a 3 x 3
grid cannot hold one: a line through it has three points, and strictly inside
needs four), then random pairs with half-integer ends. A FAIL line names the
four orientations of the failing pair ("all four are 0").
"""

from __future__ import annotations

import numpy as np

from .. import draw, validate
from ..lines import Segment, orientation, pair_kind, segments_intersect
from ..scene import shape_segment
from .harness import Check, CheckResult, Problem, framed_board, run, wrap

__all__ = ["SEGMENT_KINDS", "INSIDE", "check_segment_test", "containments", "yes_or_no"]

SEGMENT_KINDS = {
    "collinear overlap": "the segments lie on one line and overlap",
    "end to end": "the segments meet only end to end",
    "end on the other segment": "an end of one segment rests on the other",
    "crossing": "the segments cross",
    "other": "the segments are apart",
}
"""The words a FAIL line uses for each of :func:`collide_lessons.lines.pair_kind`'s kinds."""

INSIDE = "the segments lie on one line and one lies strictly inside the other"
"""The words for a pair of :func:`containments` (a kind of collinear overlap)."""


def containments(side: int = 4) -> list:
    """Every ordered pair of segments on one line, ends on a ``side`` x ``side`` grid, one strictly
    inside the other (both ends of the inner one strictly between the outer one's ends).

    A test that compares the spans one-sidedly (is an end of ``b`` within ``a``?) misses
    these: no end of the outer segment lies within the inner one.

    Parameters
    ----------
    side : int, default 4
        Points per row of the grid (3 holds none: strictly inside needs four points on a line).

    Returns
    -------
    list of (Segment, Segment)
        Both orders of each pair, each segment in both directions.

    Examples
    --------
    >>> len(containments(3)), len(containments(4))
    (0, 80)
    >>> containments(4)[0]
    (Segment(x1=0, y1=0, x2=3, y2=0), Segment(x1=1, y1=0, x2=2, y2=0))
    """
    grid = [(x, y) for y in range(side) for x in range(side)]
    segments = [Segment(*p, *q) for p in grid for q in grid if p != q]
    pairs = []
    for outer in segments:
        for inner in segments:
            p, q = (outer.x1, outer.y1), (outer.x2, outer.y2)
            ends = [(inner.x1, inner.y1), (inner.x2, inner.y2)]
            if all(orientation(p, q, e) == 0 and _strictly_between(p, q, e) for e in ends):
                pairs += [(outer, inner), (inner, outer)]
    return pairs


def _strictly_between(p, q, e):
    axis = 0 if p[0] != q[0] else 1
    return min(p[axis], q[axis]) < e[axis] < max(p[axis], q[axis])


def yes_or_no(value, args, describe) -> bool:
    """The judge for a yes-or-no answer, as :func:`~collide_lessons.checks.harness.as_bool`, with
    "an int" (not "a int") in its sentence; the segment, slab and point-in-polygon checks use it.

    Parameters
    ----------
    value : object
        What the learner's function returned.
    args : tuple
        The inputs it was called with.
    describe : callable
        Puts ``args`` in words for the message.

    Returns
    -------
    bool
        ``value`` as a Python bool (a NumPy bool too).

    Raises
    ------
    Problem
        When ``value`` is not a bool (a number or ``None`` is refused, not read by truthiness).

    Examples
    --------
    >>> yes_or_no(np.bool_(False), (), str)
    False
    >>> try:
    ...     yes_or_no(1, (2, 3), lambda args: f"n={args}")
    ... except Problem as problem:
    ...     print(problem)
    your function returned 1 (an int) for n=(2, 3); it must return True or False.
    """
    if isinstance(value, (bool, np.bool_)):
        return bool(value)
    name = type(value).__name__
    article = "an" if name[:1].lower() in "aeiou" else "a"
    raise Problem(
        f"your function returned {value!r} ({article} {name}) for {describe(args)}; "
        "it must return True or False."
    )


def _orientations(a, b):
    a1, a2, b1, b2 = (a.x1, a.y1), (a.x2, a.y2), (b.x1, b.y1), (b.x2, b.y2)
    return orientation(a1, a2, b1), orientation(a1, a2, b2), orientation(b1, b2, a1), orientation(b1, b2, a2)


def _explain(args, expected, got, kind):
    """The failing pair's four orientations in words, and what they say."""
    a, b = args
    o = _orientations(a, b)
    signs = (
        ", ".join(f"{v:+d}" if v else "0" for v in o[:2]),
        ", ".join(f"{v:+d}" if v else "0" for v in o[2:]),
    )
    listed = f"b's ends against a: {signs[0]}; a's ends against b: {signs[1]}"
    if a.length_squared == 0 or b.length_squared == 0:
        return f"Orientations ({listed}): a point has no inside to share, so it never collides."
    if o == (0, 0, 0, 0):
        along = "y (the x spans are single points)" if a.x1 == a.x2 else "x"
        words = "All four orientations are 0: the segments lie on one line."
        if kind == INSIDE:
            words += " One is strictly inside the other, so no end of the longer one lies within the shorter."
        axis = 1 if a.x1 == a.x2 else 0
        if (a.y2 - a.y1 if axis else a.x2 - a.x1) * (b.y2 - b.y1 if axis else b.x2 - b.x1) < 0:
            words += " b runs the other way from a, so a span's start is its smaller end, not its first."
        strict = " (strictly: spans that meet at one point only touch)" if expected is False else ""
        return f"{words} Compare both spans along {along}: max(starts) < min(ends){strict}."
    if 0 in o:
        return f"Orientations ({listed}): a 0 puts an end on the other segment's line, a touch at most."
    if o[0] * o[1] < 0 and o[2] * o[3] < 0:
        return f"Orientations ({listed}): opposite signs in both pairs, so they cross."
    return f"Orientations ({listed}): a pair with the same sign, so they miss."


def _segment_kind(a: Segment, b: Segment) -> str:
    for name, s in (("a", a), ("b", b)):
        if (s.x1, s.y1) == (s.x2, s.y2):
            return f"{name} has zero length (a point)"
    kind = pair_kind(a, b)
    words = SEGMENT_KINDS[kind]
    if kind == "collinear overlap" and a.x1 == a.x2:
        words += " (vertically)"
    return words


def _cases(touching, rng):
    grid = [(x, y) for y in range(3) for x in range(3)]
    segments = [Segment(*p, *q) for p in grid for q in grid]

    def rank(pair):  # distinct segments with length first; a segment against itself and points last
        a, b = pair
        return (a.length_squared == 0 or b.length_squared == 0, a == b)

    for a, b in sorted(((a, b) for a in segments for b in segments), key=rank):
        yield (a, b), segments_intersect(a, b, touching=touching), _segment_kind(a, b)
    for a, b in containments(4):
        yield (a, b), segments_intersect(a, b, touching=touching), INSIDE
    for _ in range(500):
        ends = (rng.integers(0, 21, 8) / 2).tolist()
        a, b = Segment(*ends[:4]), Segment(*ends[4:])
        for pair in ((a, b), (b, a)):
            yield pair, segments_intersect(*pair, touching=touching), _segment_kind(*pair)


def _picture(args, expected, got, kind, why=None):
    a, b = args  # a wide under b thin, so segments on one line both show
    shapes = [
        shape_segment(a, color=draw.BLUE, linewidth=7),
        shape_segment(b, color=draw.ORANGE, linewidth=2.5),
    ]
    title = f"{wrap(kind)}\na: wide blue, b: thin orange; expected {expected}, yours {got}"
    return framed_board(shapes, title)


def check_segment_test(fn, *, touching: bool = False, show: bool = True) -> CheckResult:
    """Check ``fn(a, b) -> bool`` for two ``Segment`` values against ``segments_intersect``.

    Every pair of segments whose ends are points of a 3 x 3 grid (81 segments,
    zero lengths included: 6,561 ordered pairs, so every way two segments can
    cross, touch, overlap on one line or miss), then the 80 pairs on one line
    with one strictly inside the other on a 4 x 4 grid (:func:`containments`),
    then 1,000 seeded random pairs with half-integer ends. The FAIL line names
    the failing pair's four orientations.

    Parameters
    ----------
    fn : callable
        The learner's function.
    touching : bool, default False
        ``False``: the open segments must share a point. ``True``: any shared point.
    show : bool, default True
        Display the picture of the first failing case in the notebook (a pass shows no picture).

    Returns
    -------
    CheckResult
        Truthy when every case passed; its ``message`` names the first failing case, in words.

    Examples
    --------
    >>> result = check_segment_test(segments_intersect, show=False)
    PASS: right on all 6,561 pairs of segments with ends on a 3 x 3 grid ...
    >>> from collide_lessons.lines import crosses_without_collinear_case
    >>> result = check_segment_test(crosses_without_collinear_case, show=False)
    FAIL: the segments lie on one line and overlap. ... All four orientations are 0: ...
    """
    touching = validate.flag(touching, "touching")
    check = Check(
        cases=_cases(touching, np.random.default_rng(5)),
        judge=yes_or_no,
        describe=lambda args: f"a={args[0]}, b={args[1]}",
        picture=_picture,
        explain=_explain,
        summary="right on all 6,561 pairs of segments with ends on a 3 x 3 grid (zero lengths included), "
        "80 pairs on one line with one strictly inside the other, and 1,000 random pairs.",
    )
    return run(check, fn, show=show)
