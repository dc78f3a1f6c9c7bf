"""Exercise 04, the grid broad phase: ``check_find_pairs``.

Scenes include no boxes, one box, identical boxes, boxes that only touch, a
box spanning the world and random scenes; a pair reported twice, missed or
extra is named in the FAIL line and its boxes are marked in the picture.

The last scene checks the point of the exercise: 3,000 boxes spread over a
6000 x 6000 world, where a grid with cells of 20 puts only a few boxes side by
side. The learner's function runs with a line counter (``sys.settrace``, on the
learner's own Python only: not the standard library, NumPy or this package), and
is stopped once it has run ``WORK_PER_ENTRY`` lines per box, cell entry and
candidate pair of that grid. A loop over every pair (4.5 million here) runs far
past it; the solution notebook's answer runs about a seventh of it. (A NumPy table of all pairs
runs few lines of Python, so it is not caught: the check counts lines, not
array elements.)
"""

from __future__ import annotations

import math
import sys
import sysconfig
from collections import Counter
from pathlib import Path

import numpy as np
from matplotlib.patches import Rectangle

from .. import draw
from ..broadphase import find_pairs
from ..shapes import Rect
from .harness import Check, CheckResult, Problem, run, wrap

__all__ = ["check_find_pairs", "WORK_PER_ENTRY", "grid_work"]

WORK_PER_ENTRY = 40
"""Lines of the learner's Python allowed per box, cell entry and candidate pair of the grid."""
SPREAD_CELL = 20.0
"""The cell side of ``grid_pairs``' default, which the budget is derived from."""
_NOT_LEARNER = tuple(
    {sysconfig.get_paths()[k] for k in ("stdlib", "platstdlib", "purelib", "platlib")}
    | {str(Path(__file__).resolve().parents[1])}
)


def grid_work(boxes, cell=SPREAD_CELL) -> tuple:
    """The work of a uniform grid on ``boxes``: boxes, cell entries and candidate pairs.

    Parameters
    ----------
    boxes : numpy.ndarray (N, 4)
        LTRB rows.
    cell : float, default 20.0
        The cell side.

    Returns
    -------
    tuple of int
        ``(boxes, entries, candidates)``: the number of boxes, of (box, cell) entries (a box is
        in every cell it touches), and of pairs that share a cell, once per cell they share.

    Examples
    --------
    >>> grid_work(np.array([[0, 0, 10, 10], [5, 5, 25, 15], [50, 50, 55, 55]]))
    (3, 4, 1)
    """
    cells = Counter()
    for left, top, right, bottom in np.asarray(boxes, dtype=float).tolist():
        for col in range(math.floor(left / cell), math.floor(right / cell) + 1):
            for row in range(math.floor(top / cell), math.floor(bottom / cell) + 1):
                cells[col, row] += 1
    return len(boxes), sum(cells.values()), sum(m * (m - 1) // 2 for m in cells.values())


class _Stopped(BaseException):
    """Raised inside the learner's code when it runs past the budget (not an ``Exception``, so a
    learner's ``except Exception`` does not swallow it)."""


class _OverBudget:
    """What the check records when the learner's function was stopped for running too long."""

    def __init__(self, budget, work):
        self.budget, self.work = budget, work

    def __repr__(self):
        return f"nothing: it was stopped after {self.budget:,} lines of its Python had run"


def _budgeted(fn, scene, budget):
    """``fn``, with a line counter on the call that gets ``scene``."""

    def traced(boxes):
        if boxes is not scene:
            return fn(boxes)
        used = 0

        def line(frame, event, arg):
            nonlocal used
            if event == "line":
                used += 1
                if used > budget:
                    raise _Stopped()
            return line

        def call(frame, event, arg):  # count the learner's own code only
            return None if frame.f_code.co_filename.startswith(_NOT_LEARNER) else line

        previous = sys.gettrace()
        sys.settrace(call)
        try:
            return fn(boxes)
        except _Stopped:
            return _OverBudget(budget, grid_work(scene))
        finally:
            sys.settrace(previous)

    return traced


def _spread_scene():
    """3,000 boxes with sides 1 to 20 over a 6000 x 6000 world: each near only a few others."""
    rng = np.random.default_rng(40)
    xy = rng.uniform(0, 6000, (3000, 2)).round(1)
    return np.hstack([xy, xy + rng.uniform(1, 20, (3000, 2)).round(1)])


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
    if isinstance(value, _OverBudget):
        return value
    if isinstance(value, (set, frozenset)):  # each pair once, in any order: a set says just that
        value = sorted(value)
    try:
        pairs = np.asarray(value, dtype=np.int64).reshape(-1, 2)
    except (TypeError, ValueError):
        raise Problem(
            f"your function returned {value!r:.80} for {describe(args)}; it must "
            "return pairs (i, j), as a list or set of tuples or a (K, 2) array."
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
    if isinstance(got, _OverBudget):
        n, entries, candidates = got.work
        return (
            f"It does far more work than a grid: with cells of 20 these {n:,} boxes make {entries:,} "
            f"cell entries and only {candidates:,} pairs that share a cell, while a loop over every "
            f"pair (i, j) tests {n * (n - 1) // 2:,}. Put each box in the cells it touches and test "
            "only the boxes that share a cell."
        )
    return _pair_differences(expected, got, args[0])[0]


def _budget_picture(boxes, pair, kind, why):
    """The spread-out scene, and a window of it around one colliding pair, with the grid's cells:
    a box meets only the boxes in its own cells."""
    fig, (whole, near) = draw.new_figure(8.4, 4.6, ncols=2)
    draw.screen_axes(whole, 6000, 6000, grid=False, ticks=2000)
    whole.scatter(boxes[:, 0], boxes[:, 1], s=1.5, color=draw.BLUE, lw=0)
    side = 12 * SPREAD_CELL  # a window of 12 x 12 cells, the pair near its middle
    x0, y0 = (math.floor(v / SPREAD_CELL) * SPREAD_CELL - 5 * SPREAD_CELL for v in boxes[pair[0], :2])
    x0, y0 = min(max(x0, 0), 6000 - side), min(max(y0, 0), 6000 - side)
    whole.add_patch(Rectangle((x0 - 60, y0 - 60), side + 120, side + 120, fill=False, color=draw.ORANGE))
    whole.set_title(f"all {len(boxes):,} boxes (dots);\nthe orange square is the right panel", fontsize=8)
    draw.screen_axes(near, side, side, x0=x0, y0=y0, grid=False, ticks=int(4 * SPREAD_CELL))
    near.set_xticks(np.arange(x0, x0 + side + 1, SPREAD_CELL), minor=True)
    near.set_yticks(np.arange(y0, y0 + side + 1, SPREAD_CELL), minor=True)
    near.grid(True, which="minor", color=draw.GREY, alpha=0.4, lw=0.6)
    left, top, right, bottom = (math.floor(v / SPREAD_CELL) * SPREAD_CELL for v in boxes[pair[0]])
    near.add_patch(
        Rectangle(
            (left, top), right - left + SPREAD_CELL, bottom - top + SPREAD_CELL, color=draw.ORANGE, alpha=0.15
        )
    )
    for k, box in enumerate(boxes.tolist()):  # the boxes wholly inside the window
        if x0 <= box[0] and box[2] <= x0 + side and y0 <= box[1] and box[3] <= y0 + side:
            draw.rect(near, Rect.from_ltrb(*box), color=draw.ORANGE if k in pair else draw.BLUE, alpha=0.3)
    near.set_title(
        f"cells of {SPREAD_CELL:g}: box {pair[0]} is tested only against the boxes\n"
        f"in its shaded cells, and collides with box {pair[1]}",
        fontsize=8,
    )
    fig.suptitle(f"{kind}\n{wrap(why, 110)}", fontsize=8)
    return fig


def _picture(args, expected, got, kind, why=None):
    (boxes,) = args
    if isinstance(got, _OverBudget):
        area = (boxes[:, 2] - boxes[:, 0]) * (boxes[:, 3] - boxes[:, 1])
        biggest = np.argmax(np.minimum(area[expected[:, 0]], area[expected[:, 1]]))  # easiest to see
        return _budget_picture(boxes, [int(k) for k in expected[biggest]], kind, why)
    sentence, flagged = _pair_differences(expected, got, boxes)
    cells = _shared_cells(boxes, *_first_pair(expected, got)) if flagged else []
    fig, ax = draw.new_figure(4.6, 4.2)
    if len(boxes):
        edges = np.vstack(
            [boxes]
            + [
                [c * SPREAD_CELL, r * SPREAD_CELL, (c + 1) * SPREAD_CELL, (r + 1) * SPREAD_CELL]
                for c, r in cells
            ]
        )
        left, top = edges[:, :2].min(axis=0)
        right, bottom = edges[:, 2:].max(axis=0)
        draw.screen_axes(ax, right - left + 2, bottom - top + 2, x0=left - 1, y0=top - 1, grid=False)
    for c, r in cells:  # the cells the flagged pair shares, dashed
        ax.add_patch(
            Rectangle(
                (c * SPREAD_CELL, r * SPREAD_CELL),
                SPREAD_CELL,
                SPREAD_CELL,
                fill=False,
                color=draw.GREY,
                ls="--",
                lw=0.8,
            )
        )
    for k, box in enumerate(boxes):
        marked = k in flagged
        draw.rect(
            ax,
            Rect.from_ltrb(*box),
            color=draw.ORANGE if marked else draw.BLUE,
            hatch="//" if marked else None,
            alpha=0.2,
            label=str(k) if marked else None,
            # a box under a tenth of the view keeps its label above it, not over it
            label_at="above" if box[2] - box[0] < (right - left) / 10 else "center",
        )
    ax.set_title(f"{kind}\n{wrap(sentence, 64)}", fontsize=8)
    return fig


def _shared_cells(boxes, i, j, cell=SPREAD_CELL) -> list:
    """The grid cells (column, row) both boxes ``i`` and ``j`` touch, cells of ``cell``."""
    if i is None:
        return []
    (l1, t1, r1, b1), (l2, t2, r2, b2) = boxes[i].tolist(), boxes[j].tolist()
    cols = range(math.floor(max(l1, l2) / cell), math.floor(min(r1, r2) / cell) + 1)
    rows = range(math.floor(max(t1, t2) / cell), math.floor(min(b1, b2) / cell) + 1)
    return [(c, r) for r in rows for c in cols]


def _first_pair(expected, got) -> tuple:
    """The pair the sentence names first: a repeated one, else a missed one, else (None, None)."""
    counts = Counter(tuple(p) for p in np.asarray(got).tolist())
    repeated = sorted(p for p, k in counts.items() if k > 1)
    missed = sorted({tuple(p) for p in np.asarray(expected).tolist()} - set(counts))
    return (repeated or missed or [(None, None)])[0]


def _cells_words(cells) -> str:
    shown = ", ".join(str(c) for c in cells[:3]) + (", ..." if len(cells) > 3 else "")
    return f"{len(cells)} cell{'' if len(cells) == 1 else 's'} of {SPREAD_CELL:g}: {shown}"


def _pair_differences(expected, got, boxes=None) -> tuple:
    """A sentence naming duplicates, missed and extra pairs, and the boxes involved (with
    ``boxes``, the cells of 20 a repeated or missed pair shares)."""
    counts = Counter(tuple(p) for p in np.asarray(got).tolist())
    repeated = sorted((p, k) for p, k in counts.items() if k > 1)
    wanted = {tuple(p) for p in np.asarray(expected).tolist()}
    missed, extra = sorted(wanted - set(counts)), sorted(set(counts) - wanted)
    parts = []
    if repeated:
        (pair, times), others = repeated[0], len(repeated) - 1
        parts.append(
            f"pair {pair} reported {times} times"
            + (f" (its boxes share {_cells_words(_shared_cells(boxes, *pair))})" if boxes is not None else "")
            + (f" (and {others} more pairs reported more than once)" if others else "")
            + ": report each pair once, even when the boxes share several cells"
        )
    if missed:
        words = f"{len(missed)} pair{'' if len(missed) == 1 else 's'} missed, e.g. {missed[0]}"
        if boxes is not None and not repeated:
            words += (
                f", whose boxes share {_cells_words(_shared_cells(boxes, *missed[0]))}. Did both go in? A box"
                " is in every cell from floor(left / cell) to floor(right / cell) across and from"
                " floor(top / cell) to floor(bottom / cell) down, both ends included"
            )
        parts.append(words)
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
    random scenes. A pair reported twice is named as a duplicate. The last
    scene, 3,000 boxes spread over a 6000 x 6000 world, is the point of a
    grid: ``fn`` may run at most ``WORK_PER_ENTRY`` lines of its own Python per
    box, cell entry and candidate pair of a grid with cells of 20 there (a
    loop over every pair runs past it and is stopped).

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
    spread = _spread_scene()
    budget = WORK_PER_ENTRY * sum(grid_work(spread))
    scenes.append((spread, "a large spread-out scene, where a grid puts few boxes side by side"))
    check = Check(
        cases=(((boxes,), find_pairs(boxes), kind) for boxes, kind in scenes),
        judge=_judge_pairs,
        describe=lambda a: f"the scene of {len(a[0])} boxes",
        picture=_picture,
        summary="right on every scene: empty, one box, identical boxes, touching boxes, "
        "a world-spanning box and random scenes of up to 1000 boxes; and on 3,000 spread-out "
        f"boxes it ran within {budget:,} lines of Python, the work of a grid, not of every pair.",
        explain=_explain,
    )
    return run(check, _budgeted(fn, spread, budget), show=show)
