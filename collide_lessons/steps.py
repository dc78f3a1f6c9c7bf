"""The broad phases of lesson 06, one step at a time.

Each generator follows its readable loop in :mod:`collide_lessons.broadphase`
(``sweep_loop``, ``grid_loop``, ``strips_loop``) line for line and yields a
:class:`Step` wherever something happens: the boxes sorted, a cell or a strip
opened, one pair tested, the sweep stopped early. The lesson's step-through
playground draws one step at a time; the tests check that the last step has
found exactly the pairs ``find_pairs`` finds.

>>> boxes = [[0, 0, 10, 10], [5, 5, 15, 15], [50, 0, 60, 10]]
>>> steps = list(sweep_steps(boxes))
>>> [s.kind for s in steps]
['sort', 'test', 'stop', 'stop', 'stop']
>>> steps[-1].found, steps[-1].tests
(((0, 1),), 1)
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from .batch import boxes_array
from .collision import collides
from .shapes import Rect

__all__ = ["Step", "sweep_steps", "grid_steps", "strips_steps", "STEPPERS", "resort"]


@dataclass(frozen=True)
class Step:
    """One moment of a broad phase.

    Attributes
    ----------
    kind : str
        ``'sort'`` (boxes sorted by left edge), ``'cell'`` or ``'strip'`` (a group
        opened), ``'test'`` (one pair tested exactly), ``'stop'`` (the sweep stops:
        no later box can reach back).
    i : int or None
        The box being worked on.
    j : int or None
        The box it is tested against (a ``'test'``), or the first box too far (a ``'stop'``).
    hit : bool
        The exact test's answer (a ``'test'``).
    repeat : bool
        The pair was already found in an earlier cell or strip (a ``'test'``).
    group : tuple of int
        The boxes in the current cell or strip, or all boxes in left-edge order for the sweep.
    where : tuple
        The sweep line's x, the cell ``(col, row)`` or the strip ``(row,)``.
    found : tuple of (int, int)
        The colliding pairs found so far, sorted.
    tests : int
        How many exact tests so far.
    """

    kind: str
    i: int | None
    j: int | None
    hit: bool
    repeat: bool
    group: tuple
    where: tuple
    found: tuple
    tests: int


def sweep_steps(boxes, *, touching=False):
    """Sort and sweep on x (``sweep_loop``), step by step.

    Parameters
    ----------
    boxes : array_like (N, 4) or list of Rect
        LTRB boxes.
    touching : bool, default False
        The edge rule of the exact test.

    Yields
    ------
    Step
        ``'sort'``, then for each box in left order its ``'test'`` steps and one ``'stop'``.

    Examples
    --------
    >>> [(s.kind, s.i, s.j) for s in sweep_steps([[0, 0, 4, 4], [6, 0, 9, 4]])]
    [('sort', None, None), ('stop', 0, 1), ('stop', 1, None)]
    """
    rects = _as_rects(boxes)
    order = tuple(sorted(range(len(rects)), key=lambda i: rects[i].left))
    found, tests = set(), 0

    def step(kind, i=None, j=None, hit=False, where=()):
        return Step(kind, i, j, hit, False, order, where, tuple(sorted(found)), tests)

    yield step("sort")
    for k, i in enumerate(order):
        reach = (rects[i].right,)
        stopped_at = None
        for j in order[k + 1 :]:
            if rects[j].left > rects[i].right:
                stopped_at = j  # sorted by left: no later box reaches back to i
                break
            tests += 1
            hit = collides(rects[i], rects[j], touching=touching)
            if hit:
                found.add((min(i, j), max(i, j)))
            yield step("test", i, j, hit, reach)
        yield step("stop", i, stopped_at, where=reach)


def grid_steps(boxes, cell, *, touching=False):
    """A uniform grid (``grid_loop``), step by step: cell by cell, pair by pair.

    Parameters
    ----------
    boxes : array_like (N, 4) or list of Rect
        LTRB boxes.
    cell : float
        The side of a square cell (``> 0``).
    touching : bool, default False
        The edge rule of the exact test.

    Yields
    ------
    Step
        For each occupied cell (row by row), a ``'cell'`` step, then a ``'test'``
        step per pair in it (``repeat`` when an earlier cell found it already).

    Examples
    --------
    >>> steps = list(grid_steps([[0, 0, 4, 4], [2, 2, 12, 4]], cell=10))
    >>> [(s.kind, s.where, s.repeat) for s in steps]
    [('cell', (0, 0), False), ('test', (0, 0), False), ('cell', (1, 0), False)]
    """
    rects, cells = _as_rects(boxes), {}
    for k, r in enumerate(rects):
        for col in range(math.floor(r.left / cell), math.floor(r.right / cell) + 1):
            for row in range(math.floor(r.top / cell), math.floor(r.bottom / cell) + 1):
                cells.setdefault((col, row), []).append(k)
    found, tested, tests = set(), set(), 0
    for where in sorted(cells, key=lambda c: (c[1], c[0])):
        members = tuple(cells[where])
        yield Step("cell", None, None, False, False, members, where, tuple(sorted(found)), tests)
        for a, i in enumerate(members):
            for j in members[a + 1 :]:
                pair = (min(i, j), max(i, j))
                repeat = pair in tested
                tested.add(pair)
                tests += 1
                hit = collides(rects[i], rects[j], touching=touching)
                if hit:
                    found.add(pair)
                yield Step("test", i, j, hit, repeat, members, where, tuple(sorted(found)), tests)


def strips_steps(boxes, height, *, touching=False):
    """Sort and sweep inside horizontal strips (``strips_loop``), step by step.

    Parameters
    ----------
    boxes : array_like (N, 4) or list of Rect
        LTRB boxes.
    height : float
        The height of a strip (``> 0``).
    touching : bool, default False
        The edge rule of the exact test.

    Yields
    ------
    Step
        For each occupied strip (top to bottom), a ``'strip'`` step, then the
        sweep's ``'test'`` and ``'stop'`` steps inside it.

    Examples
    --------
    >>> [(s.kind, s.where) for s in strips_steps([[0, 0, 4, 4], [2, 2, 6, 4]], height=10)]
    [('strip', (0,)), ('test', (0,)), ('stop', (0,)), ('stop', (0,))]
    """
    rects, strips = _as_rects(boxes), {}
    for k, r in enumerate(rects):
        for row in range(math.floor(r.top / height), math.floor(r.bottom / height) + 1):
            strips.setdefault(row, []).append(k)
    found, tested, tests = set(), set(), 0
    for row in sorted(strips):
        members = tuple(sorted(strips[row], key=lambda i: rects[i].left))
        where = (row,)
        yield Step("strip", None, None, False, False, members, where, tuple(sorted(found)), tests)
        for a, i in enumerate(members):
            stopped_at = None
            for j in members[a + 1 :]:
                if rects[j].left > rects[i].right:
                    stopped_at = j
                    break
                pair = (min(i, j), max(i, j))
                repeat = pair in tested
                tested.add(pair)
                tests += 1
                hit = collides(rects[i], rects[j], touching=touching)
                if hit:
                    found.add(pair)
                yield Step("test", i, j, hit, repeat, members, where, tuple(sorted(found)), tests)
            yield Step("stop", i, stopped_at, False, False, members, where, tuple(sorted(found)), tests)


def resort(order, keys) -> tuple:
    """Insertion sort from last frame's order: the sort that remembers, and the work it did.

    Between two frames almost no box passes another, so last frame's order is nearly
    sorted: each box moves back past only the few boxes it overtook. This is the plain loop
    (the one ``coherent.CoherentPairs`` does on its strip entries), counting its work so a
    lesson can set it beside a fresh sort's ``n log2 n`` comparisons.

    Parameters
    ----------
    order : sequence of int
        Last frame's order (box indices, sorted by last frame's keys).
    keys : sequence of float
        This frame's key of each box (for example its left edge), indexed by box.

    Returns
    -------
    tuple of (list of int, int, int)
        This frame's order (stable: equal keys keep last frame's order), the swaps made (the
        pairs of boxes that changed places) and the comparisons made.

    Examples
    --------
    >>> resort([0, 1, 2, 3], [0.0, 5.0, 4.0, 9.0])    # box 2 overtook box 1
    ([0, 2, 1, 3], 1, 4)
    """
    order, swaps, comparisons = list(order), 0, 0
    for k in range(1, len(order)):
        j = k
        while j > 0:
            comparisons += 1
            if keys[order[j - 1]] <= keys[order[j]]:
                break
            order[j - 1], order[j] = order[j], order[j - 1]
            swaps += 1
            j -= 1
    return order, swaps, comparisons


def _as_rects(boxes) -> list:
    array = boxes_array(boxes)
    if array.ndim != 2:
        raise ValueError(f"boxes must be a 2-D (N, 4) array, got shape {array.shape}")
    return [Rect.from_ltrb(*row) for row in array.tolist()]


STEPPERS = {"sweep": sweep_steps, "grid": grid_steps, "strips": strips_steps}
"""Method name (as in ``broadphase.METHODS``) -> its step-by-step generator."""
