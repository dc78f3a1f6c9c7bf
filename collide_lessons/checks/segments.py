"""Exercise 05, segment intersection: ``check_segment_test``.

Every pair of segments with ends on a 3 x 3 grid (so every way two segments
can cross, touch, overlap on one line or miss), informative pairs first,
then random pairs with half-integer ends.
"""

from __future__ import annotations

import numpy as np

from .. import draw, validate
from ..lines import Segment, pair_kind, segments_intersect
from ..scene import shape_segment
from .harness import Check, CheckResult, as_bool, framed_board, run, wrap

__all__ = ["SEGMENT_KINDS", "check_segment_test"]

SEGMENT_KINDS = {
    "collinear overlap": "the segments lie on one line and overlap",
    "end to end": "the segments meet only end to end",
    "end on the other segment": "an end of one segment rests on the other",
    "crossing": "the segments cross",
    "other": "the segments are apart",
}
"""The words a FAIL line uses for each of :func:`collide_lessons.lines.pair_kind`'s kinds."""


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
    cross, touch, overlap on one line or miss), then 1,000 seeded random pairs
    with half-integer ends.

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
    FAIL: the segments lie on one line and overlap. ...
    """
    touching = validate.flag(touching, "touching")
    check = Check(
        cases=_cases(touching, np.random.default_rng(5)),
        judge=as_bool,
        describe=lambda args: f"a={args[0]}, b={args[1]}",
        picture=_picture,
        summary="right on all 6,561 pairs of segments with ends on a 3 x 3 grid (zero lengths included) "
        "and 1,000 random pairs.",
    )
    return run(check, fn, show=show)
