"""Finding every colliding pair among many boxes without testing all N(N-1)/2.

``find_pairs(boxes)`` returns a ``(K, 2)`` int64 array of index pairs
``i < j`` whose boxes collide (same edge rule as ``collides``), rows sorted.
Five methods give identical arrays:

* ``"brute"``: every pair, in chunks so memory stays bounded;
* ``"sweep"``: sort by left edge, then each box meets only the boxes whose
  left edge comes before its right edge (sort and sweep on x);
* ``"grid"``: drop boxes into a uniform grid of square cells, and test only
  boxes that share a cell (a spatial hash);
* ``"strips"``: cut the world into horizontal strips and sort and sweep on x
  inside each strip (the sweep no longer stalls on boxes far apart in y);
* ``"quadtree"``: a **loose** quadtree: split the scene's square in four, again
  and again; each box sits in the node of its top-left corner at the level of
  its own size (a node's loose square, twice the node, holds it), and searches
  the few nodes around it on its level and the levels above. (The MX-CIF tree,
  which stores a box in the smallest square holding it whole, is kept as
  ``quadtree_nodes`` and ``quadtree_loop``: the lesson shows why boxes that
  straddle a split line pile up in its high nodes, the loose tree's reason.)

Every method gives the same pairs; they differ in the work done, counted as **candidates**
(``stats['candidates']``): the pairs a method puts side by side, because they share a cell, a
strip, a sweep window or a tree node's reach. A pair that shares several cells or strips is a
candidate once in each; a cheap check (is this the cell, or strip, holding the top-left of the
pair's shared region?) keeps one of them, and only that one goes through the exact test. So the
candidates are the broad phase's work, a little more than the exact tests it makes.

The module reads in two parts. **Readable versions** first: ``sweep_loop``,
``grid_loop``, ``strips_loop``, ``quadtree_loop`` (MX-CIF) and ``loose_quadtree_loop`` are each a
dozen lines of plain Python, the algorithm as the lessons teach it, with the exact test left to
``collides``.
Then ``find_pairs`` and the **fast path** below it (NumPy: packed keys,
chunked candidate runs, dense crowded cells), tested equal to the readable
versions on every scene.

>>> import numpy as np
>>> boxes = np.array([[0, 0, 10, 10], [5, 5, 15, 15], [10, 0, 20, 5], [50, 50, 60, 60]])
>>> find_pairs(boxes)                          # only 0 and 1 share area
array([[0, 1]])
>>> find_pairs(boxes, touching=True)           # 0-2 share an edge, 1-2 touch along y = 5
array([[0, 1],
       [0, 2],
       [1, 2]])
"""

from __future__ import annotations

import math

import numpy as np

from . import validate
from .batch import boxes_array, ltrb_overlap, spans_overlap
from .collision import collides
from .shapes import Rect

__all__ = [
    "METHODS",
    "BUDGET",
    "BIG_CELLS",
    "DENSE_CELL",
    "QUAD_DEPTH",
    "QUAD_ROOT",
    "SMALL_N",
    "quadtree_nodes",
    "quadtree_loop",
    "loose_quadtree_nodes",
    "loose_quadtree_loop",
    "sweep_loop",
    "grid_loop",
    "strips_loop",
    "find_pairs",
    "MAX_CELLS",
    "default_cell_size",
]

METHODS = ("brute", "sweep", "grid", "strips", "quadtree")
"""``"strips"``, the default above ``SMALL_N`` boxes, is measured in benchmarks/pairs_vs_strtree.py."""
BUDGET = 1 << 22
"""Candidate pairs handled per pass: bounds memory to a few tens of MB."""
BIG_CELLS = 64
"""In the grid, a box covering more cells than this is tested against all boxes instead."""
SMALL_N = 128
"""Up to this many boxes ``find_pairs``' default is one n x n table (NumPy's fixed cost paid once;
benchmarks/small_n.py: on sprite scenes it beat ``'strips'`` up to about 150 boxes, lost from 200)."""
QUAD_DEPTH = 10
"""How many times the quadtrees split the scene's square (4**10 squares at the bottom)."""
QUAD_ROOT = 1 + 2**-6
"""The MX-CIF root square's side, in scene sides: just larger, so no box lies on its far edge."""
DENSE_CELL = 32
"""A grid cell holding at least this many boxes is tested as one dense block."""

_EMPTY = np.zeros((0, 2), dtype=np.int64)


# --- readable versions (the lessons' algorithms, tested equal to the fast path) ---------


def _as_rects(boxes) -> list:
    return [Rect.from_ltrb(*row) for row in boxes_array(boxes).tolist()]


def sweep_loop(boxes, *, touching=False) -> list:
    """Sort and sweep on x as a plain loop: the readable version of ``method="sweep"``.

    Parameters
    ----------
    boxes : array_like (N, 4), list of Rect, or batch.Boxes
        The boxes as ``[left, top, right, bottom]`` rows, with ``right >= left`` and ``bottom >=
        top``.
    touching : bool, default False
        ``False``: the shapes must share area (their open insides meet). ``True``: contact at an
        edge, corner or point counts too.

    Returns
    -------
    list of (int, int)
        The colliding pairs ``(i, j)``, ``i < j``, sorted.

    Examples
    --------
    >>> sweep_loop([[0, 0, 10, 10], [5, 5, 15, 15], [50, 0, 60, 10]])
    [(0, 1)]
    """
    rects = _as_rects(boxes)
    order = sorted(range(len(rects)), key=lambda i: rects[i].left)
    pairs = []
    for k, i in enumerate(order):
        for j in order[k + 1 :]:
            if rects[j].left > rects[i].right:
                break  # sorted by left: no later box reaches back to i
            if collides(rects[i], rects[j], touching=touching):
                pairs.append((min(i, j), max(i, j)))
    return sorted(pairs)


def grid_loop(boxes, cell, *, touching=False) -> list:
    """A uniform grid as a dictionary of cells: the readable version of ``method="grid"``.

    Parameters
    ----------
    boxes : array_like (N, 4), list of Rect, or batch.Boxes
        The boxes as ``[left, top, right, bottom]`` rows, with ``right >= left`` and ``bottom >=
        top``.
    cell : float
        The side of a square cell (``> 0``).
    touching : bool, default False
        ``False``: the shapes must share area (their open insides meet). ``True``: contact at an
        edge, corner or point counts too.

    Returns
    -------
    list of (int, int)
        The colliding pairs ``(i, j)``, ``i < j``, sorted.

    Examples
    --------
    >>> grid_loop([[0, 0, 10, 10], [5, 5, 15, 15], [50, 0, 60, 10]], cell=20)
    [(0, 1)]
    """
    rects, cells = _as_rects(boxes), {}
    for k, r in enumerate(rects):
        for col in range(math.floor(r.left / cell), math.floor(r.right / cell) + 1):
            for row in range(math.floor(r.top / cell), math.floor(r.bottom / cell) + 1):
                cells.setdefault((col, row), []).append(k)
    pairs = set()  # a pair sharing several cells is found in each
    for members in cells.values():
        for a, i in enumerate(members):
            for j in members[a + 1 :]:
                if collides(rects[i], rects[j], touching=touching):
                    pairs.add((min(i, j), max(i, j)))
    return sorted(pairs)


def strips_loop(boxes, height, *, touching=False) -> list:
    """Sort and sweep inside horizontal strips: the readable version of ``method="strips"``.

    Parameters
    ----------
    boxes : array_like (N, 4), list of Rect, or batch.Boxes
        The boxes as ``[left, top, right, bottom]`` rows, with ``right >= left`` and ``bottom >=
        top``.
    height : float
        The height of a strip (``> 0``).
    touching : bool, default False
        ``False``: the shapes must share area (their open insides meet). ``True``: contact at an
        edge, corner or point counts too.

    Returns
    -------
    list of (int, int)
        The colliding pairs ``(i, j)``, ``i < j``, sorted.

    Examples
    --------
    >>> strips_loop([[0, 0, 10, 10], [5, 5, 15, 15], [0, 90, 10, 100]], height=20)
    [(0, 1)]
    """
    rects, strips = _as_rects(boxes), {}
    for k, r in enumerate(rects):
        for row in range(math.floor(r.top / height), math.floor(r.bottom / height) + 1):
            strips.setdefault(row, []).append(k)
    pairs = set()
    for members in strips.values():
        members.sort(key=lambda i: rects[i].left)
        for a, i in enumerate(members):
            for j in members[a + 1 :]:
                if rects[j].left > rects[i].right:
                    break
                if collides(rects[i], rects[j], touching=touching):
                    pairs.add((min(i, j), max(i, j)))
    return sorted(pairs)


def quadtree_nodes(boxes, depth=None) -> dict:
    """Build the quadtree of ``quadtree_loop``: each box in the smallest square that holds it whole.

    The root square starts at the scene's top-left corner and is ``QUAD_ROOT`` (1/64) larger than
    the scene's larger side, so a box on the scene's far edge still lies inside its half-open
    square, and not on a split line; node ``(level, col, row)`` is the square ``col, row``
    of the grid that splits the root ``2**level`` times each way. A box crossing
    a split line stays in the node above it, so big boxes, and boxes that
    happen to straddle a line, sit high in the tree.

    Parameters
    ----------
    boxes : array_like (N, 4), list of Rect, or batch.Boxes
        The boxes as ``[left, top, right, bottom]`` rows.
    depth : int, optional
        How many times the square is split (default ``QUAD_DEPTH``).

    Returns
    -------
    dict
        ``(level, col, row)`` -> list of box indices, for the nodes that hold boxes.

    Examples
    --------
    >>> quadtree_nodes([[0, 0, 6, 6], [28, 5, 34, 11], [50, 0, 60, 10]], depth=3)
    {(3, 0, 0): [0], (0, 0, 0): [1], (2, 3, 0): [2]}

    (The root is 60.9375 wide. Box 1 crosses its first split line, x = 30.47, so it stays at the
    root, small as it is; box 0 sinks to the deepest level; box 2 crosses x = 53.3, a line of
    level 3, so it stays at level 2.)
    """
    depth = QUAD_DEPTH if depth is None else depth
    rects = _as_rects(boxes)
    if not rects:
        return {}
    x0, y0 = min(r.left for r in rects), min(r.top for r in rects)
    # the root square is just larger than the scene: a box on its far edge is still inside
    side = QUAD_ROOT * max(max(r.right for r in rects) - x0, max(r.bottom for r in rects) - y0) or 1.0
    nodes = {}
    for k, r in enumerate(rects):
        level, col, row = 0, 0, 0
        while level < depth:  # go down while one child's square holds the whole box
            size = side / 2 ** (level + 1)
            if not size > 0:
                break  # a scene too small to split further (subnormal sizes)
            c0, c1 = math.floor((r.left - x0) / size), math.floor((r.right - x0) / size)
            r0, r1 = math.floor((r.top - y0) / size), math.floor((r.bottom - y0) / size)
            if c0 != c1 or r0 != r1:
                break
            level, col, row = level + 1, c0, r0
        nodes.setdefault((level, col, row), []).append(k)
    return nodes


def quadtree_loop(boxes, depth=None, *, touching=False) -> list:
    """A quadtree as a dictionary of nodes: the readable version of ``method="quadtree"``.

    The scene's bounding square is split in four, each quarter in four, down to
    ``depth`` levels. Each box is stored in the smallest node whose half-open
    square holds it whole (a box across a split line stays in the node above).
    Two boxes can then meet only if one's node is the other's node or one of its
    ancestors, so each box is tested against its own node (each pair there once, ``i < j``)
    and its ancestors' (each such pair once, from the lower node).

    Parameters
    ----------
    boxes : array_like (N, 4), list of Rect, or batch.Boxes
        The boxes as ``[left, top, right, bottom]`` rows, with ``right >= left`` and ``bottom >=
        top``.
    depth : int, optional
        How many times the square is split (default ``QUAD_DEPTH``).
    touching : bool, default False
        ``False``: the shapes must share area (their open insides meet). ``True``: contact at an
        edge, corner or point counts too.

    Returns
    -------
    list of (int, int)
        The colliding pairs ``(i, j)``, ``i < j``, sorted.

    Examples
    --------
    >>> quadtree_loop([[0, 0, 10, 10], [5, 5, 15, 15], [50, 0, 60, 10]], depth=3)
    [(0, 1)]
    """
    rects = _as_rects(boxes)
    nodes = quadtree_nodes(rects, depth)
    pairs = []
    for (level, col, row), members in nodes.items():
        for up in range(level + 1):  # this node, then each ancestor up to the root
            above = nodes.get((up, col >> (level - up), row >> (level - up)), [])
            for i in members:
                for j in above:  # in its own node, each pair once: i < j
                    if (up < level or i < j) and collides(rects[i], rects[j], touching=touching):
                        pairs.append((min(i, j), max(i, j)))
    return sorted(pairs)


def _loose_place_loop(rects, depth):
    """Per box ``(level, col0, row0, col1, row1)``: the loop form of ``_loose_places``."""
    x0, y0 = min(r.left for r in rects), min(r.top for r in rects)
    size = max(max(r.right for r in rects) - x0, max(r.bottom for r in rects) - y0) / 2**depth
    if not 0 < size < math.inf:  # a scene too small or too large to split: all in the root
        return [(0, 0, 0, 0, 0)] * len(rects)

    def cell(v, origin):  # monotone in v; a k-levels-up index is this one >> k
        return min(math.floor((v - origin) / size), 2**depth - 1)

    places = []
    for r in rects:
        c0, r0, c1, r1 = cell(r.left, x0), cell(r.top, y0), cell(r.right, x0), cell(r.bottom, y0)
        level = depth  # go up until the corners' cells are at most one apart each way
        while level > 0 and (
            (c1 >> (depth - level)) - (c0 >> (depth - level)) > 1
            or (r1 >> (depth - level)) - (r0 >> (depth - level)) > 1
        ):
            level -= 1
        places.append((level, c0, r0, c1, r1))
    return places


def loose_quadtree_nodes(boxes, depth=None) -> dict:
    """Build the loose quadtree of ``method="quadtree"``: each box in the node of its top-left corner,
    at the deepest level where it spans at most two nodes each way.

    The scene's square is split ``depth`` times; node ``(level, col, row)`` is square ``col, row``
    of the grid that splits it ``2**level`` times each way. Each node's **loose** square is twice
    its size (it reaches one node further right and down), and holds every box stored in it:
    a box's top-left corner lies in its node, and it spans at most two nodes. A box across a split
    line therefore stays at its own size's level, instead of climbing towards the root as in the
    MX-CIF tree of ``quadtree_nodes``: this is the loose octree of Ulrich (Game Programming Gems,
    2000), used by game engines for the same reason.

    Parameters
    ----------
    boxes : array_like (N, 4), list of Rect, or batch.Boxes
        The boxes as ``[left, top, right, bottom]`` rows.
    depth : int, optional
        How many times the square is split (default ``QUAD_DEPTH``).

    Returns
    -------
    dict
        ``(level, col, row)`` -> list of box indices, for the nodes that hold boxes.

    Examples
    --------
    >>> loose_quadtree_nodes([[0, 0, 10, 10], [5, 5, 15, 15], [50, 0, 60, 10]], depth=3)
    {(3, 0, 0): [0], (2, 0, 0): [1], (3, 6, 0): [2]}

    (The scene is 60 wide, so the deepest nodes are 7.5 wide: box 0 spans two of them, box 1
    three, so it goes up one level, to nodes 15 wide.)
    """
    depth = QUAD_DEPTH if depth is None else depth
    rects = _as_rects(boxes)
    if not rects:
        return {}
    nodes = {}
    for k, (level, c0, r0, _, _) in enumerate(_loose_place_loop(rects, depth)):
        nodes.setdefault((level, c0 >> (depth - level), r0 >> (depth - level)), []).append(k)
    return nodes


def loose_quadtree_loop(boxes, depth=None, *, touching=False) -> list:
    """A loose quadtree as a dictionary of nodes: the readable version of ``method="quadtree"``.

    Each box is in one node (``loose_quadtree_nodes``). Two boxes can meet only if one's loose
    square reaches the other: so each box searches, at its own level and every level above, the
    nodes from one left of and above its top-left corner's node to its bottom-right corner's
    node (two or three each way). A pair within one level is kept from the lower index.

    Parameters
    ----------
    boxes : array_like (N, 4), list of Rect, or batch.Boxes
        The boxes as ``[left, top, right, bottom]`` rows, with ``right >= left`` and ``bottom >=
        top``.
    depth : int, optional
        How many times the square is split (default ``QUAD_DEPTH``).
    touching : bool, default False
        ``False``: the shapes must share area (their open insides meet). ``True``: contact at an
        edge, corner or point counts too.

    Returns
    -------
    list of (int, int)
        The colliding pairs ``(i, j)``, ``i < j``, sorted.

    Examples
    --------
    >>> loose_quadtree_loop([[0, 0, 10, 10], [5, 5, 15, 15], [50, 0, 60, 10]], depth=3)
    [(0, 1)]
    """
    depth = QUAD_DEPTH if depth is None else depth
    rects = _as_rects(boxes)
    nodes, pairs = loose_quadtree_nodes(rects, depth), set()
    for i, (level, c0, r0, c1, r1) in enumerate(_loose_place_loop(rects, depth) if rects else []):
        for up in range(level + 1):  # this level, then each level above
            s = depth - up
            for row in range((r0 >> s) - 1, (r1 >> s) + 1):
                for col in range((c0 >> s) - 1, (c1 >> s) + 1):
                    for j in nodes.get((up, col, row), []):
                        if (up < level or j > i) and collides(rects[i], rects[j], touching=touching):
                            pairs.add((min(i, j), max(i, j)))
    return sorted(pairs)


# --- the fast path ------------------------------------------------------------------------


def find_pairs(
    boxes,
    *,
    method: str | None = None,
    touching: bool = False,
    cell_size=None,
    stats: dict | None = None,
    sort: bool = True,
) -> np.ndarray:
    """Every pair ``i < j`` of colliding boxes, as a sorted ``(K, 2)`` int64 array.

    ``boxes`` is ``(N, 4)`` ``[left, top, right, bottom]`` (or ``batch.Boxes``).
    ``cell_size`` applies to ``"grid"`` (default: twice the mean box
    side) and is the strip height for ``"strips"`` (default: the mean side).
    Pass a dict as ``stats`` to learn how many candidate pairs the method considered.

    Parameters
    ----------
    boxes : array_like (N, 4), list of Rect, or batch.Boxes
        The boxes as ``[left, top, right, bottom]`` rows, with ``right >= left`` and ``bottom >=
        top``.
    method : {'strips', 'grid', 'sweep', 'quadtree', 'brute'}, optional
        How candidates are found (see the module's docstring; ``'quadtree'`` is the loose
        quadtree of ``loose_quadtree_loop``); every method gives the same array. Default:
        ``'brute'`` for at most ``SMALL_N`` boxes (all pairs in one table), else ``'strips'``.
    touching : bool, default False
        ``False``: the shapes must share area (their open insides meet). ``True``: contact at an
        edge, corner or point counts too.
    cell_size : float, optional
        Cell side for ``'grid'`` (default twice the mean box side) or strip height for
        ``'strips'`` (default the mean side).
    stats : dict, optional
        Filled with ``'candidates'`` (the pairs the method put side by side: a pair sharing
        several cells or strips counts once in each, and only one of those goes on to the exact
        test; see the module's docstring) and ``'pairs'`` (pairs found).
    sort : bool, default True
        ``False`` skips the final sort: the same rows (each ``i < j``, each pair
        once) in the order the method found them, which is faster for many pairs.

    Returns
    -------
    numpy.ndarray of int64, shape (K, 2)
        Rows ``(i, j)`` with ``i < j``, sorted by ``i`` then ``j``.

    Examples
    --------
    >>> find_pairs([[0, 0, 10, 10], [5, 5, 15, 15], [10, 0, 20, 5]], touching=True)
    array([[0, 1],
           [0, 2],
           [1, 2]])
    """
    touching = validate.flag(touching, "touching")
    sort = validate.flag(sort, "sort")
    if method is not None:
        validate.choice(method, "method", METHODS)
    if cell_size is not None:
        validate.positive(cell_size, "cell_size")
    b = boxes_array(boxes)
    if b.ndim != 2:
        raise ValueError(f"boxes must be a 2-D (N, 4) array, got shape {b.shape}")
    stats = stats if stats is not None else {}
    stats["candidates"] = 0
    n = len(b)
    if n < 2:
        return _EMPTY.copy()
    if method is None:
        method = "brute" if n <= SMALL_N else "strips"
    if method == "brute" and n <= SMALL_N:  # one n x n table: NumPy's fixed costs paid once
        stats["candidates"] = n * (n - 1) // 2
        pairs = np.argwhere(np.triu(ltrb_overlap(b[:, None], b[None, :], touching=touching), 1))
        stats["pairs"] = len(pairs)
        return pairs
    if method == "brute":
        keys = _brute(b, touching, stats)
    elif method == "sweep":
        keys = _sweep(b, touching, stats)
    elif method == "strips":
        height = _cell(b, cell_size, _default_cell(b) / 2)
        keys = _strips(b, touching, height, stats)
    elif method == "quadtree":
        keys = _quadtree(b, touching, stats)
    else:
        cell = _cell(b, cell_size, _default_cell(b))
        keys = _grid(b, touching, cell, stats)
    pairs = _finish(keys, len(b), sort)
    stats["pairs"] = len(pairs)
    return pairs


MAX_CELLS = 2**40
"""The most cells (or strips) a scene may span on one axis; a smaller ``cell_size`` is refused."""


def _cell(b, cell_size, default) -> float:
    """Check ``cell_size`` (or take the default) against the scene's extent."""
    cell = default if cell_size is None else float(validate.positive(cell_size, "cell_size"))
    extent = max(float(b[:, 2].max() - b[:, 0].min()), float(b[:, 3].max() - b[:, 1].min()))
    with np.errstate(over="ignore"):
        cells = extent / cell
    if not cells <= MAX_CELLS:
        raise ValueError(
            f"cell_size {cell_size!r} is too small for this scene: it spans {extent:g} on one axis, "
            f"which would be more than 2**40 cells; use a cell_size of at least {extent / MAX_CELLS:g}"
        )
    return cell


def default_cell_size(boxes) -> float:
    """Twice the mean box side (a cell then holds a few boxes).

    Never zero or infinite, and never so small that the scene spans more than
    ``2**38`` cells on an axis.

    Parameters
    ----------
    boxes : array_like (N, 4), list of Rect, or batch.Boxes
        The boxes as ``[left, top, right, bottom]`` rows, with ``right >= left`` and ``bottom >=
        top``.

    Returns
    -------
    float
        A finite cell side, at least the scene's extent / 2**38.

    Examples
    --------
    >>> default_cell_size([[0, 0, 10, 10], [20, 0, 24, 2]])
    13.0
    """
    return _default_cell(boxes_array(boxes))


def _default_cell(b) -> float:
    """``default_cell_size`` of an array ``boxes_array`` has checked already (no second check)."""
    if b.ndim != 2 or len(b) == 0:
        return 1.0
    n = len(b)
    side = float(np.sum((b[:, 2] - b[:, 0]) / n) / 2 + np.sum((b[:, 3] - b[:, 1]) / n) / 2)
    extent = max(float(b[:, 2].max() - b[:, 0].min()), float(b[:, 3].max() - b[:, 1].min()))
    cell = min(2 * side, validate.MAX_MAGNITUDE)
    cell = max(cell, extent / 2**38)
    return cell if cell > 0 else 1.0


def _indices(values, origin, cell) -> np.ndarray:
    """``floor((v - origin) / cell)`` as int64: monotone in ``v``, and at most 2**40."""
    return np.floor((values - origin) / cell).astype(np.int64)


def _rank_key(major, minor) -> np.ndarray:
    """One sortable int64 key per ``(major, minor)`` pair of int64 arrays, in that order,
    without overflow: the spans are ranked first when their product is too large."""
    m0, m1 = int(major.min()), int(major.max())
    n0, n1 = int(minor.min()), int(minor.max())
    if (m1 - m0 + 1) * (n1 - n0 + 1) < 2**62:
        return (major - m0) * (n1 - n0 + 1) + (minor - n0)
    major = np.unique(major, return_inverse=True)[1].reshape(-1)
    minor = np.unique(minor, return_inverse=True)[1].reshape(-1)
    return major * (int(minor.max()) + 1) + minor


def _dense_cell(box, cx0, cy0, gx, gy, touching):
    """All pairs within one crowded cell as m x m blocks on contiguous slices."""
    m = len(box)
    keep = np.triu(np.ones((m, m), dtype=bool), 1)
    keep &= np.maximum(cx0[:, None], cx0[None, :]) == gx  # the pair's home cell
    keep &= np.maximum(cy0[:, None], cy0[None, :]) == gy
    keep &= ltrb_overlap(box[:, None], box[None, :], touching=touching)
    return np.nonzero(keep)


def _keys(i, j, n):
    """Pairs packed as sortable keys ``low * n + high`` (computed per chunk, while it is in cache)."""
    i, j = i.astype(np.int64, copy=False), j.astype(np.int64, copy=False)
    key = np.minimum(i, j)
    key *= n
    key += np.maximum(i, j)
    return key


def _finish(keys: list, n: int, sort: bool = True) -> np.ndarray:
    """Sort the packed pairs and unpack them into a (K, 2) array."""
    if not keys:
        return _EMPTY.copy()
    keys = np.concatenate(keys)
    if sort:
        keys.sort()
    out = np.empty((len(keys), 2), dtype=np.int64)
    np.divmod(keys, n, out=(out[:, 0], out[:, 1]))
    return out


def _runs(starts: np.ndarray, ends: np.ndarray):
    """Expand "position p pairs with p+1 .. ends[p]-1" into index arrays, in chunks."""
    return _ranges(starts, starts + 1, ends)


def _brute(b, touching, stats):
    n = len(b)
    positions = np.arange(n)
    keys = []
    for left, right in _runs(positions, np.full(n, n)):
        stats["candidates"] += len(left)
        keep = ltrb_overlap(b[left], b[right], touching=touching)
        keys.append(_keys(left[keep], right[keep], n))
    return keys


def _sweep(b, touching, stats):
    order = np.argsort(b[:, 0])
    s = b[order]
    # boxes after p (in left order) whose left edge is before p's right edge
    ends = np.searchsorted(s[:, 0], s[:, 2], side="right" if touching else "left")
    positions = np.arange(len(s))
    keys = []
    for left, right in _runs(positions, ends):
        stats["candidates"] += len(left)
        keep = ltrb_overlap(s[left], s[right], touching=touching)
        keys.append(_keys(order[left[keep]], order[right[keep]], len(b)))
    return keys


def _against_all(b, big, touching, stats):
    """Test each box flagged ``big`` against every other box directly (big-big pairs once).

    Used for boxes that would have to be listed in too many cells or strips."""
    n = len(b)
    keys = []
    for i in np.flatnonzero(big):
        others = np.arange(n)
        others = others[(others != i) & (~big | (others > i))]
        stats["candidates"] += len(others)
        keep = ltrb_overlap(b[i], b[others], touching=touching)
        keys.append(_keys(np.full(int(keep.sum()), i), others[keep], n))
    return keys


def _strips(b, touching, height, stats):
    n = len(b)
    origin = b[:, 1].min()
    row0 = _indices(b[:, 1], origin, height)
    row1 = _indices(b[:, 3], origin, height)  # a bottom on a strip line joins it
    count = row1 - row0 + 1
    big = count > BIG_CELLS
    keys = _against_all(b, big, touching, stats)  # very tall boxes
    small = np.flatnonzero(~big)
    if len(small) > 1:
        # Rank every left edge once (ties broken by index, which keeps the order by left);
        # a right edge's rank is how many lefts come before it.
        by_left = np.argsort(b[small, 0])
        lefts = b[small, 0][by_left]
        rank_left = np.empty(len(small), dtype=np.int64)
        rank_left[by_left] = np.arange(len(small))
        by_right = np.argsort(b[small, 2])
        rank_right = np.empty(len(small), dtype=np.int64)
        rank_right[by_right] = np.searchsorted(
            lefts, b[small, 2][by_right], side="right" if touching else "left"
        )
        c = count[small]
        owner = np.repeat(small, c)
        strip = np.repeat(row0[small], c) + (np.arange(int(c.sum())) - np.repeat(np.cumsum(c) - c, c))
        strip -= strip.min()
        m = len(lefts) + 1
        if (int(strip.max()) + 1) * m >= 2**62:  # too many strips to pack: rank them
            band = np.unique(strip, return_inverse=True)[1].reshape(-1)
        else:
            band = strip
        key = band * m + np.repeat(rank_left, c)  # unique per entry: (strip, left order)
        order = np.argsort(key)
        key, owner, strip, band = key[order], owner[order], strip[order], band[order]
        reach = band * m + np.repeat(rank_right, c)[order]
        # later entries in this strip with left before our right
        ends = np.searchsorted(key, reach, side="left")
        e_row0 = row0[owner] - row0[small].min()
        e_top, e_bottom = b[owner, 1], b[owner, 3]
        e_wide = b[owner, 2] > b[owner, 0]
        for left, right in _runs(np.arange(len(key)), ends):
            stats["candidates"] += len(left)
            # report a pair only in the strip holding the top of their shared region
            home = np.maximum(e_row0[left], e_row0[right]) == strip[left]
            left, right = left[home], right[home]
            # x already holds: the later box starts at or after the earlier one's left and
            # before its right, so only its own width (for sharing area) and y remain.
            keep = spans_overlap(
                e_top[left], e_bottom[left], e_top[right], e_bottom[right], touching=touching
            )
            if not touching:
                keep &= e_wide[right]
            keys.append(_keys(owner[left[keep]], owner[right[keep]], n))
    return keys


def _grid(b, touching, cell, stats):
    n = len(b)
    x_origin, y_origin = b[:, 0].min(), b[:, 1].min()
    cx0 = _indices(b[:, 0], x_origin, cell)
    cy0 = _indices(b[:, 1], y_origin, cell)
    cx1 = _indices(b[:, 2], x_origin, cell)  # a right edge on a cell line joins that cell,
    cy1 = _indices(b[:, 3], y_origin, cell)  # so boxes that touch there share it
    wide = np.minimum(cx1 - cx0 + 1, BIG_CELLS + 1)
    tall = np.minimum(cy1 - cy0 + 1, BIG_CELLS + 1)
    spans = wide * tall
    big = spans > BIG_CELLS
    keys = _against_all(b, big, touching, stats)  # boxes covering many cells

    small = np.flatnonzero(~big)
    if len(small) > 1:
        w = (cx1 - cx0 + 1)[small]
        count = spans[small]
        owner = np.repeat(small, count)
        k = np.arange(int(count.sum())) - np.repeat(np.cumsum(count) - count, count)
        ww = np.repeat(w, count)
        gx = np.repeat(cx0[small], count) + k % ww
        gy = np.repeat(cy0[small], count) + k // ww
        key = _rank_key(gy, gx)  # one sortable key per cell
        order = np.argsort(key)
        key, owner, gx, gy = key[order], owner[order], gx[order], gy[order]
        # Per entry (box in cell), sorted by cell: candidates in one cell sit side by side,
        # so the gathers below read nearby memory.
        e_cx0, e_cy0 = cx0[owner], cy0[owner]
        e_box = b[owner]
        group_end = np.searchsorted(key, key, side="right")
        starts = np.flatnonzero(np.r_[True, key[1:] != key[:-1]])
        sizes = np.diff(np.r_[starts, len(key)])
        crowded = sizes >= DENSE_CELL
        for g0, m in zip(starts[crowded].tolist(), sizes[crowded].tolist()):
            stats["candidates"] += m * (m - 1) // 2
            i, j = _dense_cell(
                e_box[g0 : g0 + m], e_cx0[g0 : g0 + m], e_cy0[g0 : g0 + m], gx[g0], gy[g0], touching
            )
            keys.append(_keys(owner[g0 + i], owner[g0 + j], n))
        positions = np.arange(len(key))
        in_crowded = np.repeat(crowded, sizes)
        ends = np.where(in_crowded, positions + 1, group_end)  # crowded cells are done
        for left, right in _runs(positions, ends):
            stats["candidates"] += len(left)
            # A pair shares several cells when both boxes span them; keep it only in the
            # cell holding the top-left corner of the pair's shared region, so it comes out
            # once. floor is monotonic, so that cell is (max of first columns, max of first rows).
            home = np.maximum(e_cx0[left], e_cx0[right]) == gx[left]
            home &= np.maximum(e_cy0[left], e_cy0[right]) == gy[left]
            left, right = left[home], right[home]
            keep = ltrb_overlap(e_box[left], e_box[right], touching=touching)
            keys.append(_keys(owner[left[keep]], owner[right[keep]], n))
    return keys


def _quadtree(b, touching, stats, depth=QUAD_DEPTH):
    """The loose quadtree in NumPy: each box's node from its corner cells (``_loose_places``), then
    per level, each box against the nodes of that level its box can reach: two or three rows of
    nodes, each row one run of keys ``(level, row, corner column)`` in sorted order. Keying a row by
    the corner's deepest-level column (not the node's) also sorts each node by its boxes' left
    corners, so the run stops at the widest box of that level, as a sweep would."""
    n = len(b)
    place = _loose_places(b, depth)
    if place is None:  # a scene too small or too large to split: one node
        return _brute(b, touching, stats)
    level, cx0, cy0, cx1, cy1 = place
    bits = depth + 1
    key = (level << 2 * bits) | ((cy0 >> (depth - level)) << bits) | cx0
    # work in sorted order: the nodes a box searches are runs of neighbouring rows in memory
    order = np.argsort(key, kind="stable")
    key, level, cx0, cy0, cx1, cy1 = (a[order] for a in (key, level, cx0, cy0, cx1, cy1))
    left, top, right, bottom = np.ascontiguousarray(b[order].T)
    keys = []
    for up in np.unique(level).tolist():  # the levels that hold boxes
        at = level == up
        wide, tall = int((cx1 - cx0)[at].max()), int((cy1 - cy0)[at].max())  # in deepest cells
        who = np.flatnonzero(level >= up)
        s = depth - up
        col0, col1 = np.maximum(cx0[who] - wide, 0), cx1[who]
        row0 = np.maximum((cy0[who] >> s) - 1, np.maximum(cy0[who] - tall, 0) >> s)
        row1 = cy1[who] >> s
        base = np.int64(up) << 2 * bits
        first, last = np.searchsorted(key, [base, base + (np.int64(1) << 2 * bits)])
        here = key[first:last]  # this level's keys: a short array to search
        row = np.concatenate([row0, row0 + 1, row0 + 2])  # the rows whose loose squares reach
        col0, col1, row1 = (np.tile(a, 3) for a in (col0, col1, row1))
        lo = first + np.searchsorted(here, base | (row << bits) | col0, side="left")
        hi = first + np.searchsorted(here, base | (row << bits) | col1, side="right")
        hi = np.where(row <= row1, hi, lo)
        for p, q in _ranges(np.tile(who, 3), lo, hi):
            # a pair within one level is met from both sides: keep it from the earlier box
            keep = (level[q] < level[p]) | (q > p)
            p, q = p[keep], q[keep]
            stats["candidates"] += len(p)
            keep = spans_overlap(left[p], right[p], left[q], right[q], touching=touching)
            keep &= spans_overlap(top[p], bottom[p], top[q], bottom[q], touching=touching)
            keys.append(_keys(order[p[keep]], order[q[keep]], n))
    return keys


def _loose_places(b, depth):
    """Per box: its level in the loose quadtree and its corners' cells at the deepest level, as
    int64 arrays ``(level, col0, row0, col1, row1)``; None when the scene cannot be split.

    A cell's index is ``floor((v - origin) / size)`` at the deepest level, capped inside the root,
    and ``index >> k`` at ``k`` levels up: monotone in ``v`` at every level, which is all the
    search needs to be exact. A box sits at the deepest level where its corners' cells are at
    most one apart each way."""
    x0, y0 = b[:, 0].min(), b[:, 1].min()
    with np.errstate(over="ignore"):
        extent = max(float(b[:, 2].max() - x0), float(b[:, 3].max() - y0))
        size = extent / 2**depth
    if not 0 < size < math.inf:
        return None
    cx0, cy0, cx1, cy1 = (
        np.minimum(_indices(b[:, k], origin, size), 2**depth - 1)
        for k, origin in ((0, x0), (1, y0), (2, x0), (3, y0))
    )
    level = np.zeros(len(b), dtype=np.int64)
    for up in range(1, depth + 1):  # fitting is monotone: count the levels the box fits
        s = depth - up
        level += ((cx1 >> s) - (cx0 >> s) <= 1) & ((cy1 >> s) - (cy0 >> s) <= 1)
    return level, cx0, cy0, cx1, cy1


def _ranges(owners, lo, hi):
    """Expand "owner k pairs with positions lo[k] .. hi[k]-1" into index arrays, in chunks of at
    most ``BUDGET`` pairs (at least one owner per chunk)."""
    counts = np.maximum(hi - lo, 0)
    total = np.cumsum(counts)
    begin = 0
    while begin < len(owners):
        limit = (total[begin - 1] if begin else 0) + BUDGET
        end = max(begin + 1, int(np.searchsorted(total, limit, side="right")))
        c = counts[begin:end]
        m = int(c.sum())
        if m:
            left = np.repeat(owners[begin:end], c)
            step = np.arange(m) - np.repeat(np.cumsum(c) - c, c)
            yield left, np.repeat(lo[begin:end], c) + step
        begin = end
