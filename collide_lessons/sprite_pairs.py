"""Which sprites touch pixel for pixel, frame after frame: the question a game asks each frame.

:class:`SpritePairs` keeps one :class:`~collide_lessons.masks.Mask` per sprite and,
given this frame's top-left pixels, returns the pairs that share a set pixel. It
works the way a game engine does: a broad phase on the sprites' pixel boxes, then
each candidate decided by the pixels. How much work each part costs depends on the
number of sprites, so it picks its path by size (the crossovers are measured by
benchmarks/small_n.py and benchmarks/world_vs_pygame.py, not guessed):

* up to :data:`~collide_lessons.broadphase.SMALL_N` sprites, all pairs of boxes are
  compared at once (one n x n table of integer comparisons); a broad phase that
  remembers the last frame saves nothing here;
* above it, :class:`~collide_lessons.coherent.CoherentPairs` repairs last frame's
  pairs (or a fresh ``find_pairs`` with ``coherent=False``);
* up to :data:`SMALL_PAIRS` candidates, each is decided on Python integers (a mask
  is one integer, its rows ``stride`` bits apart: the other sprite shifted into
  place, one AND); above it, when every sprite is at most 64 px wide, all at once on
  64-bit row words (:class:`~collide_lessons.masks.RowWords`).

Every path gives the same pairs (tests/test_sprite_pairs.py checks each against a
pixel count on a board).

>>> from collide_lessons.masks import Mask
>>> dot, bar = Mask.from_text("#"), Mask.from_text("###")
>>> SpritePairs([dot, bar, dot]).update([(1, 0), (0, 0), (9, 9)]).tolist()
[[0, 1]]
"""

from __future__ import annotations

import numpy as np

from . import validate
from .broadphase import SMALL_N, find_pairs
from .coherent import CoherentPairs
from .masks import Mask, RowWords

__all__ = ["SpritePairs", "SMALL_PAIRS"]

SMALL_PAIRS = 200
"""Up to this many candidate pairs, :class:`SpritePairs` decides them one by one on Python
integers (one shift and one AND per pair); above it, when every sprite is at most 64 px wide, all
at once on 64-bit row words (wider sprites stay on integers). Measured by benchmarks/small_n.py
(candidates among 10,000 sprites, integers' time over row words', three runs: 0.2-0.4x at 10,
0.5-0.75x at 100, 0.8x at 200, 1.1-1.5x at 300, 1.7-2.5x at 1,000, 2-3.5x at 10,000)."""

_LIMIT = 2**53  # whole pixels as float64 and int64 alike


class SpritePairs:
    """Which sprites touch pixel for pixel, frame after frame, the way a game asks it.

    Each frame, :meth:`update` takes the sprites' top-left pixels, finds candidate pairs among
    their pixel boxes, then decides each candidate by the sprites' pixels: two sprites collide
    when a pixel is set in both (``Mask.overlap_area > 0``). Up to ``broadphase.SMALL_N``
    sprites the candidates come from one table of all pairs; above it from a
    :class:`~collide_lessons.coherent.CoherentPairs` that remembers the last frame (or a fresh
    ``find_pairs``). Few candidates are decided on Python integers, each mask one integer with
    rows ``stride`` bits apart (one shift, one AND); many, on 64-bit row words (``masks.RowWords``)
    when every sprite is at most 64 px wide.

    Parameters
    ----------
    masks : sequence of Mask
        One mask per sprite, in the order of the corners given to :meth:`update`.
    coherent : bool, default True
        Above ``SMALL_N`` sprites, keep the broad phase between frames (``False``: a fresh
        ``find_pairs`` each frame).

    Examples
    --------
    >>> dot, bar = Mask.from_text("#"), Mask.from_text("###")
    >>> sprites = SpritePairs([dot, bar, dot])
    >>> sprites.update([(1, 0), (0, 0), (9, 9)]).tolist()
    [[0, 1]]
    >>> sprites.update([(3, 0), (0, 0), (9, 9)]).tolist()   # the box touches, no pixel shared
    []
    """

    def __init__(self, masks, *, coherent: bool = True):
        self.masks = list(masks)
        for k, m in enumerate(self.masks):
            if not isinstance(m, Mask):
                raise TypeError(f"masks[{k}] must be a Mask, got {type(m).__name__}")
        self.sizes = np.array([[m.width, m.height] for m in self.masks], dtype=np.int64).reshape(-1, 2)
        self.broad_phase = CoherentPairs() if validate.flag(coherent, "coherent") else None
        # rows this far apart: a sprite shifted by less than its partner's width never wraps a row
        self.stride = 2 * max([m.width for m in self.masks], default=0) + 1
        self._ints = None
        self._upper = None
        self._words = None
        self._narrow = bool(self.masks) and max(m.width for m in self.masks) <= 64

    def update(self, corners) -> np.ndarray:
        """This frame's colliding pairs, pixel for pixel.

        Parameters
        ----------
        corners : array_like of int, shape (N, 2)
            Each sprite's top-left pixel ``(x, y)``.

        Returns
        -------
        numpy.ndarray of int64, shape (K, 2)
            Pairs ``(i, j)``, ``i < j``, sorted, that share a set pixel.

        Examples
        --------
        >>> block = Mask.from_text("##\\n##")
        >>> SpritePairs([block, block], coherent=False).update([(0, 0), (1, 1)]).tolist()
        [[0, 1]]
        """
        corners = self._corners(corners)
        if len(self.masks) <= SMALL_N:
            candidates = self._all_box_pairs(corners)
        else:
            boxes = np.hstack([corners, corners + self.sizes])
            if self.broad_phase is not None:
                candidates = self.broad_phase.update(boxes)
            else:
                candidates = find_pairs(boxes)
        if len(candidates) <= SMALL_PAIRS or not self._narrow:
            return self._decide_on_integers(corners, candidates)
        # many candidates, every sprite at most 64 px wide: all at once, one 64-bit word a row
        i, j = candidates[:, 0], candidates[:, 1]
        step = corners[j] - corners[i]
        if self._words is None:
            self._words = RowWords(self.masks)
        return candidates[self._words.meet(i, j, step[:, 0], step[:, 1])]

    def _corners(self, corners) -> np.ndarray:
        """The corners as an (N, 2) int64 array of whole pixels, or a sentence saying what is wrong."""
        n = len(self.masks)
        fast = (
            isinstance(corners, np.ndarray)
            and corners.dtype.kind in "iu"
            and corners.shape == (n, 2)
            and (n == 0 or (int(corners.max()) <= _LIMIT and int(corners.min()) >= -_LIMIT))
        )
        if fast:
            return corners.astype(np.int64, copy=False)
        if n == 0 and np.shape(corners) in ((0,), (0, 2)):  # no sprites: [] is as good as an empty table
            return np.zeros((0, 2), dtype=np.int64)
        values = validate.float_array(corners, "corners", last=2)
        if values.shape != (n, 2) or (values != np.floor(values)).any():
            raise ValueError(
                f"corners must be whole pixels, one (x, y) row per mask ({n}), got shape {values.shape}"
            )
        return values.astype(np.int64)

    def _all_box_pairs(self, corners) -> np.ndarray:
        """Pairs ``i < j`` whose pixel boxes share area: one n x n table of integer comparisons."""
        n = len(corners)
        if self._upper is None:  # the table's cells above the diagonal, in order: (0, 1), (0, 2), ...
            i, j = np.triu_indices(n, 1)
            self._upper = (i * n + j, np.stack([i, j], axis=1).astype(np.int64))
        x, y = corners[:, 0], corners[:, 1]
        meet = np.less.outer(x, x + self.sizes[:, 0])
        meet &= meet.T
        meet_y = np.less.outer(y, y + self.sizes[:, 1])
        meet &= meet_y
        meet &= meet_y.T
        cells, pairs = self._upper
        return pairs[meet.ravel()[cells]]

    def _decide_on_integers(self, corners, candidates) -> np.ndarray:
        """The candidates that share a set pixel, one shift and one AND per pair."""
        if len(candidates) == 0:
            return candidates.reshape(0, 2)
        if self._ints is None:
            self._ints = [self._as_int(m) for m in self.masks]
        ints = self._ints
        # only the candidates' corners become Python numbers (not all N sprites'), as flat lists:
        # nested lists cost an allocation per pair and turned a third of the time into garbage
        # collection (benchmarks/world_vs_pygame.py: 1.8 -> 0.6 ms for 1,400 candidates)
        ends = corners.take(candidates, axis=0)  # (K, 2 sprites, 2 axes)
        step = ends[:, 1] - ends[:, 0]
        shift = step[:, 1] * self.stride + step[:, 0]  # where j's pixel (0, 0) falls in i's integer
        # pixel p of j meets pixel p + shift of i: shift the one ahead down, never up (smaller numbers)
        behind = shift < 0
        ahead = np.where(behind, candidates[:, 1], candidates[:, 0]).tolist()
        other = np.where(behind, candidates[:, 0], candidates[:, 1]).tolist()
        hit = [(ints[a] >> k) & ints[b] != 0 for a, b, k in zip(ahead, other, np.abs(shift).tolist())]
        return candidates[np.array(hit, dtype=bool)]

    def _as_int(self, mask) -> int:
        """The mask as one integer: pixel (x, y) is bit ``y * stride + x``."""
        rows = np.zeros((mask.height, self.stride), dtype=bool)
        rows[:, : mask.width] = mask.bits
        return int.from_bytes(np.packbits(rows.reshape(-1), bitorder="little").tobytes(), "little")
