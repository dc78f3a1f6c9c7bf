"""A broad phase that remembers the last frame: :class:`CoherentPairs`.

Between two frames of a game almost nothing moves far, so almost every pair
that could collide in this frame could collide in the last one too. The
engines' answer (Box2D's dynamic tree, Bullet's incremental sort and sweep)
is to keep last frame's work and repair it:

* each box gets a **fat box**: the box grown by a margin (and stretched along
  its last motion, not past ``REACH`` mean sides: a jump gets no stretch), and
  the fat boxes' candidate pairs (pairs of fat boxes that touch) are kept, sorted;
* each frame, every box is checked against its fat box; a box still inside
  needs nothing more: any pair it can be in now is already a candidate,
  because boxes inside touching fat boxes are the only ones that can meet;
* a box that left its fat box gets a new one: its entries leave the sorted
  strip entries, the new entries are **inserted** where they belong (the
  rest of the list stays sorted, so this is an insertion sort of the few
  boxes that moved, not a fresh sort of all of them), and only its pairs are
  looked up again;
* the answer is the candidates that pass the same exact test as ``find_pairs``
  (:func:`~collide_lessons.batch.ltrb_overlap`), so every frame gives exactly
  ``find_pairs(boxes, touching=touching)``, rows in the same sorted order.

A change in the number of boxes, a frame where more than half of them left
their fat boxes, a box teleported outside the strips' range, or kept candidates
grown past ``STALE`` times their count at the last start starts over from a
fresh ``find_pairs`` on the fat boxes (the first frame does this too).

>>> pairs = CoherentPairs()
>>> pairs.update([[0, 0, 10, 10], [20, 0, 30, 10]]).tolist()
[]
>>> pairs.update([[5, 0, 15, 10], [20, 0, 30, 10]]).tolist()   # nearer, but still apart
[]
>>> pairs.update([[15, 0, 25, 10], [20, 0, 30, 10]]).tolist()
[[0, 1]]
"""

from __future__ import annotations

import math

import numpy as np

from . import validate
from .batch import boxes_array, ltrb_overlap, spans_overlap
from .broadphase import BUDGET, SMALL_N, find_pairs

__all__ = [
    "CoherentPairs",
    "MARGIN",
    "REACH",
    "REBUILD_SHARE",
    "STRETCH",
    "insertion_sort",
    "sort_comparisons",
]

STALE = 2.0
"""Start over when the kept candidate pairs (some of them stale) grow past this many times the
count of the last fresh start."""
MARGIN = 0.05
"""The fat boxes' margin, in mean box sides (when no ``margin`` is given). Measured with
``STRETCH`` in benchmarks/coherent_frames.py (10,000 boxes, 1 and 3 px a frame: margins of 0.05,
0.1 and 0.2 sides with stretches of 1 to 24; 0.05 and 8 were as fast as any at 1 px and the
fastest at 3 px)."""
REBUILD_SHARE = 0.5
"""When more than this share of the boxes left their fat boxes in one frame, start over."""
STRETCH = 8.0
"""A re-fattened box is stretched this many times its last frame's motion, ahead of it (Box2D v2
stretches by 4; measured with ``MARGIN`` in benchmarks/coherent_frames.py: with 8, few boxes a frame
re-fatten, then most at once about every 9 frames at 1 px a frame, which starts over)."""
REACH = 4.0
"""A box whose stretch along an axis would pass this many mean box sides jumped (a teleport, a
respawn): it gets no stretch on that axis. Otherwise its fat box would reach eight jumps ahead, a
candidate of everything on its way, for as long as it lasts."""
HEIGHT = 1.0
"""The strips' height, in mean fat-box sides."""
WIDE = 4.0
"""A fat box wider than this many mean fat-box sides has no strip entries: it meets every box
directly (so the others' reach to the left stays short)."""
_SPAN = 2**30  # cell indices must stay within +-2**30 of the grid's origin to be packed in a key
_BIG = 64  # a fat box over more strips than this has no entries either


class CoherentPairs:
    """Colliding pairs frame after frame, repairing last frame's work instead of starting over.

    Call :meth:`update` once per frame with the boxes' new positions; it
    returns the same array as ``find_pairs(boxes, touching=touching)``.

    Parameters
    ----------
    touching : bool, default False
        ``False``: the shapes must share area (their open insides meet). ``True``: contact at an
        edge, corner or point counts too.
    margin : float, optional
        How far each fat box reaches beyond its box on every side (default: ``MARGIN`` times the
        mean box side, fixed when the structure starts over). Larger: fewer boxes leave their fat box
        each frame, more candidates to test.
    small : int, default broadphase.SMALL_N
        Up to this many boxes, keep nothing: a fresh ``find_pairs`` (one table of all pairs)
        each frame is faster there (measured in benchmarks/small_n.py).

    Attributes
    ----------
    stats : dict
        What the last :meth:`update` did: ``'rebuilt'`` (started over), ``'moved'`` (boxes that
        left their fat box; 0 on a first frame or a change in the number of boxes),
        ``'inserted'`` and ``'entries'`` (cell entries inserted into the sorted list, and its
        length), ``'comparisons'`` (the binary-search steps those insertions take,
        ``ceil(log2(kept entries + 1))`` each: computed, not counted), ``'fresh_comparisons'``
        (``entries * log2(entries)``, an estimate of what a fresh sort of the list compares),
        ``'candidates'`` (kept pairs, all tested exactly every frame: the work coherence does not
        save) and ``'pairs'``.

    Examples
    --------
    >>> import numpy as np
    >>> boxes = np.array([[0.0, 0, 10, 10], [12, 0, 22, 10], [50, 50, 60, 60]])
    >>> pairs = CoherentPairs(small=0)            # keep state even for three boxes
    >>> pairs.update(boxes).tolist()
    []
    >>> boxes[1] -= [3, 0, 3, 0]                 # box 1 moves left into box 0
    >>> pairs.update(boxes).tolist(), pairs.stats["rebuilt"]
    ([[0, 1]], False)
    """

    def __init__(self, *, touching: bool = False, margin=None, small: int = SMALL_N):
        self.touching = validate.flag(touching, "touching")
        self.small = int(validate.size(small, "small"))
        self.margin = None if margin is None else float(validate.size(margin, "margin"))
        self.stats = {}
        self._n = -1

    # --- each frame ----------------------------------------------------------------------------
    def update(self, boxes) -> np.ndarray:
        """This frame's colliding pairs: ``find_pairs(boxes, touching=touching)``, repaired.

        Parameters
        ----------
        boxes : array_like (N, 4), list of Rect, or batch.Boxes
            The boxes as ``[left, top, right, bottom]`` rows, one per object, in the same order
            every frame (a different N starts over).

        Returns
        -------
        numpy.ndarray of int64, shape (K, 2)
            Rows ``(i, j)`` with ``i < j``, sorted by ``i`` then ``j``.

        Examples
        --------
        >>> pairs = CoherentPairs(touching=True)
        >>> pairs.update([[0, 0, 10, 10], [10, 0, 20, 10]]).tolist()   # edge contact counts
        [[0, 1]]
        """
        b = boxes_array(boxes)
        if b.ndim != 2:
            raise ValueError(f"boxes must be a 2-D (N, 4) array, got shape {b.shape}")
        n = len(b)
        self.stats = {"rebuilt": False, "moved": 0, "inserted": 0, "comparisons": 0}
        if n <= self.small:
            self._n = -1  # nothing kept: a larger scene later starts over
            pairs = find_pairs(b, touching=self.touching, stats=self.stats)
            self.stats.update(entries=0, fresh_comparisons=0)
            return pairs
        if n != self._n:
            self._rebuild(b, None)
        else:
            fat = self._fat
            moved = np.flatnonzero(
                (b[:, 0] < fat[:, 0]) | (b[:, 1] < fat[:, 1]) | (b[:, 2] > fat[:, 2]) | (b[:, 3] > fat[:, 3])
            )
            if len(moved) > REBUILD_SHARE * n:
                self.stats["moved"] = len(moved)
                self._rebuild(b, self._last)
            elif len(moved) and not self._reinsert(b, moved):
                self._rebuild(b, self._last)
        self._last = b.copy()
        near, far = np.ascontiguousarray(b[:, :2]), np.ascontiguousarray(b[:, 2:])
        inside = None
        if not self.touching:  # a box of zero width or height has no inside to share
            inside = np.less(near, far).all(axis=1)
            inside = None if inside.all() else inside
        ci, cj = self._ci, self._cj
        at = np.flatnonzero(_test(near, far, ci, cj, self.touching, inside))
        out = np.empty((len(at), 2), dtype=np.int64)
        out[:, 0], out[:, 1] = ci.take(at), cj.take(at)
        if len(self._side):  # the candidates found since the last merge, merged into the answer
            si, sj = np.divmod(self._side, n)
            hit = _test(near, far, si, sj, self.touching, inside)
            if hit.any():
                where = np.searchsorted(self._ckey.take(at), self._side[hit])
                out = np.insert(out, where, np.stack([si[hit], sj[hit]], axis=1), axis=0)
        entries = self._entry_count()
        self.stats.update(
            entries=entries,
            fresh_comparisons=int(entries * math.log2(entries)) if entries > 1 else 0,
            candidates=len(ci) + len(self._side),
            pairs=len(out),
        )
        return out

    def _entry_count(self) -> int:
        if not self._e:
            return 0
        return int(np.count_nonzero(self._e["alive"])) + len(self._x["key"])

    # --- fat boxes and cells -------------------------------------------------------------------
    def _fatten(self, b, last):
        """Each box grown by the margin and stretched ``STRETCH`` times along its last motion (not
        on an axis where that would pass ``REACH`` mean sides: a jump)."""
        grow = np.array([-self._margin, -self._margin, self._margin, self._margin])
        fat = b + grow
        if last is not None:
            with np.errstate(over="ignore", invalid="ignore"):
                step = np.nan_to_num((b - last)[:, :2] * STRETCH)
            step[np.abs(step) > self._reach] = 0.0  # a jump (teleport, respawn) is not a velocity
            fat[:, :2] += np.minimum(step, 0)
            fat[:, 2:] += np.maximum(step, 0)
        # within the accepted magnitudes, and never smaller than the box (rounding is monotone)
        np.clip(fat, -validate.MAX_MAGNITUDE, validate.MAX_MAGNITUDE, out=fat)
        fat[:, :2] = np.minimum(fat[:, :2], b[:, :2])
        fat[:, 2:] = np.maximum(fat[:, 2:], b[:, 2:])
        return fat

    def _rows(self, fat):
        """First and last strip of each fat box, or None when out of range."""
        with np.errstate(over="ignore", invalid="ignore"):
            span = [(fat[:, k] - self._y0) / self._height for k in (1, 3)]
        if not all((np.abs(s) < _SPAN).all() for s in span):
            return None
        return [np.floor(s).astype(np.int64) for s in span]

    def _sort_key(self, strip, left):
        """One sortable float per entry: the strip, then the left edge squeezed into [0, 1/2] after
        it. Monotone in the left edge (each step rounds monotonically), so a range of left edges
        in a strip is a range of keys."""
        with np.errstate(over="ignore", invalid="ignore"):
            return strip + np.clip((left - self._x0) / self._scale, 0.0, 0.5)

    def _entries(self, idx):
        """Strip entries of boxes ``idx``, sorted by key; boxes too tall or too wide are flagged
        ``big`` instead (they meet every box directly)."""
        r0, r1 = self._row0[idx], self._row1[idx]
        count = r1 - r0 + 1
        left = self._fat[idx, 0]
        big = (count > _BIG) | (self._fat[idx, 2] - left > self._wide)
        self._big[idx] = big
        idx, r0, count, left = idx[~big], r0[~big], count[~big], left[~big]
        if len(idx):
            self._widest = max(self._widest, float((self._fat[idx, 2] - left).max()))
        owner = np.repeat(idx, count)
        strip = np.repeat(r0, count) + (np.arange(len(owner)) - np.repeat(np.cumsum(count) - count, count))
        key = self._sort_key(strip, np.repeat(left, count))
        order = np.argsort(key, kind="stable")
        owner = owner[order]
        # per entry, in entry order, what the lookups read (near each other in memory)
        return {
            "key": key[order],
            "owner": owner,
            "row0": self._row0[owner],
            **_columns(self._fat[owner]),
            "alive": np.ones(len(owner), dtype=bool),
        }

    def _rebuild(self, b, last):
        """Start over: fat boxes, their strips, and their candidate pairs from a fresh find_pairs."""
        n = self._n = len(b)
        self.stats["rebuilt"] = True
        sides = (b[:, 2] - b[:, 0]) / 2 + (b[:, 3] - b[:, 1]) / 2
        mean = float(np.mean(sides)) if n else 0.0
        mean = mean if math.isfinite(mean) else 0.0
        self._margin = self.margin if self.margin is not None else mean * MARGIN
        self._reach = REACH * mean
        self._fat = fat = self._fatten(b, last if last is not None and len(last) == n else None)
        self._big = np.ones(n, dtype=bool)
        self._e = self._x = None
        pairs = find_pairs(fat, touching=True) if n > 1 else np.zeros((0, 2), dtype=np.int64)
        self._ci, self._cj = np.ascontiguousarray(pairs[:, 0]), np.ascontiguousarray(pairs[:, 1])
        self._ckey = self._ci * n + self._cj
        self._side = self._ckey[:0]
        self._fresh_count = max(len(self._ckey), n)
        self._x0, self._y0 = (float(fat[:, k].min()) if n else 0.0 for k in (0, 1))
        with np.errstate(over="ignore"):
            extent = max(float(fat[:, 2].max() - self._x0), float(fat[:, 3].max() - self._y0)) if n else 0.0
        self._scale = 2 * extent if 0 < extent < math.inf else 1.0
        self._height = max(HEIGHT * (mean + 2 * self._margin), extent / 2**26)
        self._wide, self._widest = WIDE * (mean + 2 * self._margin), 0.0
        self._row0, self._row1 = self._rows(fat) if 0 < self._height < math.inf else (None, None)
        if self._row0 is not None:  # else a scene no strips can hold: every box meets every box
            self._e = self._entries(np.arange(n))
            self._x = self._entries(np.zeros(0, dtype=np.int64))
        self.stats["inserted"] = len(self._e["key"]) if self._e else 0

    def _reinsert(self, b, moved) -> bool:
        """New fat boxes for ``moved``: their entries re-inserted, their pairs looked up again.
        False when a new fat box falls outside the strips' range (the caller starts over).

        The sorted entries live in two lists: the long one from the last fresh start (or the
        last merge), where a moved box's old entries are only marked dead, and a short one of
        the entries made since, kept sorted by merging each frame's new entries into it. When
        the short list passes an eighth of the long one, the two are merged into one again:
        each frame costs about its moved boxes, not all of them."""
        if self._row0 is None:
            return False
        fat = self._fatten(b[moved], self._last[moved])
        rows = self._rows(fat)
        if rows is None:
            return False
        n = self._n
        self.stats["moved"] = len(moved)
        self._fat[moved] = fat
        self._row0[moved], self._row1[moved] = rows
        is_moved = np.zeros(n, dtype=bool)
        is_moved[moved] = True
        e, x = self._e, self._x
        e["alive"] &= ~is_moved.take(e["owner"])
        still = ~is_moved.take(x["owner"])
        x = {name: column[still] for name, column in x.items()}
        new = self._entries(moved)
        # the insertion sort of the moved entries: the others are still in order
        at = np.searchsorted(x["key"], new["key"], side="right")
        self._x = x = _merge(x, new, at)
        self.stats["inserted"] = len(new["key"])
        self.stats["comparisons"] = len(at) * max(1, math.ceil(math.log2(self._entry_count() + 1)))
        # the moved boxes' pairs: the old ones stay (a pair whose fat boxes parted is only a
        # candidate too many, tested and dropped each frame, until the next fresh start); the
        # new ones not already there are inserted in order
        fi, fj = self._lookup(moved, is_moved, new)
        if len(x["key"]) * 8 > len(e["key"]):
            alive = e["alive"]
            kept = {name: column[alive] for name, column in e.items()}
            self._e = _merge(kept, x, np.searchsorted(kept["key"], x["key"], side="right"))
            self._x = {name: column[:0] for name, column in x.items()}
        key = np.sort(fi * n + fj)  # (np.unique is ten times slower here, NumPy 2.4: it hashes)
        key = key[np.r_[True, key[1:] != key[:-1]]] if len(key) else key
        # new pairs go to a short sorted side list; it joins the long one when it passes a
        # sixteenth of it (one insertion for many frames' new pairs)
        ckey, side = self._ckey, self._side
        known = np.zeros(len(key), dtype=bool)
        for kept in (ckey, side):
            if len(kept):
                at = np.minimum(np.searchsorted(kept, key), len(kept) - 1)
                known |= kept[at] == key
        key = key[~known]
        if len(key):
            self._side = side = np.insert(side, np.searchsorted(side, key), key)
        if len(side) * 16 > len(ckey):
            at = np.searchsorted(ckey, side)
            self._ckey = np.insert(ckey, at, side)
            self._ci = np.insert(self._ci, at, side // n)
            self._cj = np.insert(self._cj, at, side % n)
            self._side = side[:0]
        return len(self._ckey) + len(self._side) <= STALE * self._fresh_count

    def _lookup(self, moved, is_moved, new):
        """Every pair of touching fat boxes with at least one box in ``moved``, as (low, high).
        ``new``: the moved boxes' entries (already in the short list)."""
        n, fat, big = self._n, self._fat, self._big
        found_i, found_j = [], []
        # boxes without entries: against every other box (a pair of two moved ones once)
        for i in moved[big[moved]].tolist():
            others = np.flatnonzero(~(is_moved & big) | (np.arange(n) > i))
            others = others[others != i]
            hit = others[ltrb_overlap(fat[i], fat[others], touching=True)]
            found_i.append(np.minimum(hit, i))
            found_j.append(np.maximum(hit, i))
        small = moved[~big[moved]]
        big_still = np.flatnonzero(big & ~is_moved)
        if len(small) and len(big_still):
            a, c = np.repeat(small, len(big_still)), np.tile(big_still, len(small))
            hit = ltrb_overlap(fat[a], fat[c], touching=True)
            found_i.append(np.minimum(a, c)[hit])
            found_j.append(np.maximum(a, c)[hit])
        # each moved entry against the live entries of its strip whose left edge is within reach,
        # in both lists
        strip = np.floor(new["key"])
        lowest = self._sort_key(strip, new["left"] - self._widest)
        highest = self._sort_key(strip, new["right"])
        for e in (self._e, self._x):
            lo = np.searchsorted(e["key"], lowest, side="left")
            hi = np.searchsorted(e["key"], highest, side="right")
            for p, q in _expand(np.arange(len(strip)), lo, hi):
                # once per pair: in the strip holding the top of the shared region, and for two
                # moved boxes only from the lower index's side
                a, c = new["owner"][p], e["owner"][q]
                home = np.maximum(new["row0"][p], e["row0"][q]) == strip[p]
                home &= e["alive"][q] & (a != c) & (~is_moved[c] | (a < c))
                p, q = p[home], q[home]
                hit = spans_overlap(
                    new["left"][p], new["right"][p], e["left"][q], e["right"][q], touching=True
                )
                p, q = p[hit], q[hit]
                hit = spans_overlap(
                    new["top"][p], new["bottom"][p], e["top"][q], e["bottom"][q], touching=True
                )
                a, c = new["owner"][p[hit]], e["owner"][q[hit]]
                found_i.append(np.minimum(a, c))
                found_j.append(np.maximum(a, c))
        if not found_i:
            return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.int64)
        return np.concatenate(found_i).astype(np.int64), np.concatenate(found_j).astype(np.int64)


def insertion_sort(order, keys) -> tuple:
    """Last frame's order repaired for this frame's keys, by insertion sort: what an incremental
    sort and sweep (Bullet's) does each frame, as a readable loop.

    Each item moves left, one swap at a time, past the items whose key is now larger. On nearly
    sorted input, such as last frame's order after a little motion, that is few swaps: as many as
    there are pairs out of order, plus one comparison per item to find nothing more to do.

    Parameters
    ----------
    order : sequence of int
        Last frame's order: a permutation of ``range(len(keys))``.
    keys : sequence of float
        This frame's key per item (a box's left edge, for a sweep on x).

    Returns
    -------
    tuple
        ``(order, swaps, comparisons)``: the new order (a list, sorted by key, ties kept in their
        old order), how many neighbours were swapped, and how many keys were compared.

    Examples
    --------
    >>> insertion_sort([0, 1, 2, 3], [10, 30, 20, 40])     # 1 and 2 changed places: one swap
    ([0, 2, 1, 3], 1, 4)
    """
    order = [int(k) for k in order]
    if sorted(order) != list(range(len(keys))):
        raise ValueError(
            f"order must hold each index 0 .. {len(keys) - 1} of keys once, got {order[:8]!r}"
            + ("..." if len(order) > 8 else "")
        )
    swaps = comparisons = 0
    for k in range(1, len(order)):
        j = k
        while j > 0:
            comparisons += 1
            if keys[order[j - 1]] <= keys[order[j]]:
                break  # everything to the left is in order already
            order[j - 1], order[j] = order[j], order[j - 1]
            swaps += 1
            j -= 1
    return order, swaps, comparisons


class _Counted:
    """A key that counts the comparisons a sort makes with it."""

    count = 0

    def __init__(self, value):
        self.value = value

    def __lt__(self, other):
        _Counted.count += 1
        return self.value < other.value


def sort_comparisons(keys) -> int:
    """How many comparisons Python's ``sorted`` makes to sort ``keys`` from their given order.

    Counted, not estimated: every ``<`` the sort asks is counted. From an unrelated order (a fresh
    sort each frame) it is about ``n * log2(n)``; from nearly sorted input Python's sort also
    gains, which is the same coherence an insertion sort exploits.

    Parameters
    ----------
    keys : sequence of float
        The keys, in the order the sort starts from.

    Returns
    -------
    int
        The number of comparisons.

    Examples
    --------
    >>> sort_comparisons([1, 2, 3, 4])      # already sorted: one look at each neighbour
    3
    """
    _Counted.count = 0
    sorted(_Counted(v) for v in keys)
    return _Counted.count


def _test(near, far, ci, cj, touching, inside=None) -> np.ndarray:
    """Per candidate ``(ci[k], cj[k])``, whether the boxes meet: on both axes, each starts before
    the other ends (``<=`` when touching), and both have an inside when ``inside`` (per box) is
    given. ``near``: the (n, 2) left and top edges, ``far``: the right and bottom ones. The
    comparisons of ``batch.ltrb_overlap``, on gathered rows (one gather of both axes at once is
    about three times faster than one per edge)."""
    less = np.less_equal if touching else np.less
    out = less(near.take(ci, axis=0), far.take(cj, axis=0))
    out &= less(near.take(cj, axis=0), far.take(ci, axis=0))
    out = out[:, 0] & out[:, 1]
    if inside is not None:
        out &= inside.take(ci)
        out &= inside.take(cj)
    return out


def _columns(boxes) -> dict:
    """An (n, 4) LTRB array as four contiguous named columns."""
    return dict(zip(("left", "top", "right", "bottom"), np.ascontiguousarray(boxes.T)))


def _merge(kept: dict, new: dict, at) -> dict:
    """Columns of ``new`` rows inserted before positions ``at`` (non-decreasing) of ``kept``'s."""
    size = len(at)
    total = len(next(iter(kept.values()))) + size
    to_new = at + np.arange(size)
    to_kept = np.ones(total, dtype=bool)
    to_kept[to_new] = False
    to_kept = np.flatnonzero(to_kept)
    out = {}
    for name, column in kept.items():
        out[name] = np.empty(total, dtype=column.dtype)
        out[name][to_kept] = column
        out[name][to_new] = new[name]
    return out


def _expand(owners, lo, hi):
    """``owner k`` with each position ``lo[k] .. hi[k]-1``, as index arrays in bounded chunks."""
    counts = hi - lo
    total = np.cumsum(counts)
    begin = 0
    while begin < len(owners):
        limit = (total[begin - 1] if begin else 0) + BUDGET
        end = max(begin + 1, int(np.searchsorted(total, limit, side="right")))
        c = counts[begin:end]
        m = int(c.sum())
        if m:
            step = np.arange(m) - np.repeat(np.cumsum(c) - c, c)
            yield np.repeat(owners[begin:end], c), np.repeat(lo[begin:end], c) + step
        begin = end
