"""Exercise 04, the grid broad phase: ``check_find_pairs``.

Scenes include no boxes, one box, identical boxes, boxes that only touch, a
box spanning the world and random scenes; a pair reported twice, missed or
extra is named in the FAIL line and its boxes are marked in the picture.
"""

from __future__ import annotations

from collections import Counter

import numpy as np

from .. import draw
from ..broadphase import find_pairs
from ..shapes import Rect
from .harness import Check, CheckResult, Problem, run, wrap

__all__ = ["check_find_pairs"]


def _scenes(rng):
    scenes = [
        (np.zeros((0, 4)), "no boxes at all"),
        (np.array([[0, 0, 5, 5.0]]), "a single box"),
        (np.tile([0, 0, 5, 5.0], (6, 1)), "six identical boxes"),
        (np.array([[0, 0, 10, 10], [10, 0, 20, 10], [0, 10, 10, 20.0]]), "boxes that only touch"),
        (
            np.array([[0, 0, 1000, 1000], [5, 5, 6, 6], [900, 900, 950, 950], [400, 0, 401, 3.0]]),
            "one box spanning the whole world",
        ),
    ]
    for n in (20, 200, 1000):
        xy = rng.uniform(0, 300, (n, 2)).round(1)
        scenes.append((np.hstack([xy, xy + rng.uniform(1, 20, (n, 2)).round(1)]), f"{n} random boxes"))
    return scenes


def _judge_pairs(value, args, describe):
    try:
        pairs = np.asarray(value, dtype=np.int64).reshape(-1, 2)
    except (TypeError, ValueError):
        raise Problem(
            f"your function returned {value!r:.80} for {describe(args)}; it must "
            "return pairs (i, j), as a list of tuples or a (K, 2) array."
        ) from None
    if len(pairs) and (pairs[:, 0] >= pairs[:, 1]).any():
        bad = pairs[pairs[:, 0] >= pairs[:, 1]][0].tolist()
        raise Problem(
            f"for {describe(args)} your function returned the pair {tuple(bad)}, "
            "whose first index is not smaller than its second; list each pair once, "
            "smaller index first (a box never pairs with itself)."
        )
    return pairs[np.lexsort((pairs[:, 1], pairs[:, 0]))] if len(pairs) else pairs


def _explain(args, expected, got, kind):
    return _pair_differences(expected, got)[0]


def _picture(args, expected, got, kind, why=None):
    (boxes,) = args
    sentence, flagged = _pair_differences(expected, got)
    fig, ax = draw.new_figure(4.6, 4.2)
    if len(boxes):
        left, top = boxes[:, :2].min(axis=0)
        right, bottom = boxes[:, 2:].max(axis=0)
        draw.screen_axes(ax, right - left + 2, bottom - top + 2, x0=left - 1, y0=top - 1, grid=False)
    for k, box in enumerate(boxes):
        marked = k in flagged
        draw.rect(
            ax,
            Rect.from_ltrb(*box),
            color=draw.ORANGE if marked else draw.BLUE,
            hatch="//" if marked else None,
            alpha=0.2,
            label=str(k) if marked else None,
        )
    ax.set_title(f"{kind}\n{wrap(sentence, 64)}", fontsize=8)
    return fig


def _pair_differences(expected, got) -> tuple:
    """A sentence naming duplicates, missed and extra pairs, and the boxes involved."""
    counts = Counter(tuple(p) for p in np.asarray(got).tolist())
    repeated = sorted((p, k) for p, k in counts.items() if k > 1)
    wanted = {tuple(p) for p in np.asarray(expected).tolist()}
    missed, extra = sorted(wanted - set(counts)), sorted(set(counts) - wanted)
    parts = []
    if repeated:
        (pair, times), others = repeated[0], len(repeated) - 1
        parts.append(
            f"pair {pair} reported {times} times"
            + (f" (and {others} more pairs reported more than once)" if others else "")
            + ": report each pair once, even when the boxes share several cells"
        )
    if missed:
        parts.append(f"{len(missed)} pair{'' if len(missed) == 1 else 's'} missed, e.g. {missed[0]}")
    if extra:
        parts.append(
            f"{len(extra)} pair{'' if len(extra) == 1 else 's'} that "
            f"{'does' if len(extra) == 1 else 'do'} not share area, e.g. {extra[0]}"
        )
    flagged = {i for p in ([r[0] for r in repeated[:1]] + missed[:1] + extra[:1]) for i in p}
    sentence = "; ".join(parts) + "."
    return (sentence[:1].upper() + sentence[1:], flagged)


def check_find_pairs(fn, show: bool = True) -> CheckResult:
    """Check ``fn(boxes) -> pairs``: every colliding pair ``(i, j)`` with ``i < j``, each once (any order).

    ``boxes`` is an ``(N, 4)`` LTRB array; scenes include no boxes, one box,
    identical boxes, boxes that only touch, a box spanning the world, and
    random scenes. A pair reported twice is named as a duplicate.

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
    >>> result = check_find_pairs(lambda boxes: find_pairs(boxes), show=False)
    PASS: ...
    >>> bool(result)
    True
    """
    scenes = _scenes(np.random.default_rng(3))
    check = Check(
        cases=(((boxes,), find_pairs(boxes, method="brute"), kind) for boxes, kind in scenes),
        judge=_judge_pairs,
        describe=lambda a: f"the scene of {len(a[0])} boxes",
        picture=_picture,
        summary="right on every scene: empty, one box, identical boxes, touching boxes, "
        "a world-spanning box and random scenes of up to 1000 boxes.",
        explain=_explain,
    )
    return run(check, fn, show=show)
