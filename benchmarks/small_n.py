"""Where NumPy's fixed cost loses: the measurements behind broadphase.SMALL_N and sprite_pairs.SMALL_PAIRS.

Run: .venv/bin/python benchmarks/small_n.py   (or: make benchmark)

1. Broad phase, N sprite boxes of the world_vs_pygame scene (about 4 per 100 x 100 px): one
   n x n table of all pairs (``method='brute'``, what ``find_pairs`` runs by default up to
   ``SMALL_N`` boxes) against ``'strips'`` and ``'sweep'``. The default switches where the
   table stops winning.
2. Narrow phase, K candidate pairs of those sprites (spread over the world): one
   Python-integer shift and AND per pair (``SpritePairs`` up to ``SMALL_PAIRS`` candidates)
   against 64-bit row words, all pairs at once in NumPy (``SpritePairs`` above it, sprites at
   most 64 px wide) and ``masks.pair_areas`` (which counts the pixels too).
Times in µs, best of repeats; every answer checked equal first.
"""

import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(__file__))

from timing import best_of, table
from world_vs_pygame import scene

from collide_lessons import sprite_pairs
from collide_lessons.broadphase import SMALL_N, find_pairs
from collide_lessons.masks import Mask, RowWords, pair_areas
from collide_lessons.sprite_pairs import SpritePairs


def boxes_of(n):
    bits, pos, _, _ = scene(n)
    corners = np.floor(pos).astype(np.int64)
    sizes = np.array([[b.shape[1], b.shape[0]] for b in bits])
    return bits, corners, np.hstack([corners, corners + sizes]).astype(float)


def broad(ns=(25, 50, 100, 128, 150, 200, 300, 500)):
    rows = []
    for n in ns:
        _, _, boxes = boxes_of(n)
        expected = find_pairs(boxes, method="strips")
        times = {}
        for m in ("brute", "strips", "sweep"):
            assert np.array_equal(find_pairs(boxes, method=m), expected)
            times[m] = best_of(lambda m=m: find_pairs(boxes, method=m), 40)
        best = min(times, key=times.get)
        rows.append([f"{n}"] + [f"{times[m] * 1e6:.0f}" for m in times] + [best])
    print("broad phase on N sprite boxes, µs (find_pairs by method)")
    print(table(rows, ["N", "one table (brute)", "strips", "sweep", "fastest"]))
    print(f"find_pairs' default: one table up to SMALL_N = {SMALL_N} boxes, then strips")


def narrow(n=10_000, ks=(10, 100, 200, 300, 1_000, 2_000, 5_000, 10_000)):
    bits, corners, boxes = boxes_of(n)
    masks = [Mask(b) for b in bits]
    candidates = find_pairs(boxes)
    rows = []
    for k in ks:
        if len(candidates) < k:
            break
        # k candidates spread over the whole world (as a frame's are), not the first k sprites'
        pairs = candidates[np.linspace(0, len(candidates) - 1, k).astype(np.int64)]
        sprites = SpritePairs(masks, coherent=False)
        sprites._ints = [sprites._as_int(m) for m in masks]  # built once per world, not timed
        xy = np.asarray(corners, dtype=np.int64)
        row_words = RowWords(masks)  # built once per world, not timed

        def one_by_one(pairs=pairs):  # what SpritePairs runs up to SMALL_PAIRS candidates
            return sprites._decide_on_integers(xy, pairs)

        def words(pairs=pairs):  # what it runs above, for sprites at most 64 px wide
            i, j = pairs[:, 0], pairs[:, 1]
            step = xy[j] - xy[i]
            return pairs[row_words.meet(i, j, step[:, 0], step[:, 1])]

        expected = pairs[pair_areas(masks, corners, pairs) > 0]
        assert np.array_equal(one_by_one(), expected) and np.array_equal(words(), expected)
        t_int = best_of(one_by_one, 10)
        t_words = best_of(words, 10)
        t_np = best_of(lambda pairs=pairs: pair_areas(masks, corners, pairs), 10)
        rows.append(
            [
                f"{k:,}",
                f"{t_int * 1e6:.0f}",
                f"{t_words * 1e6:.0f}",
                f"{t_np * 1e6:.0f}",
                f"{t_int / t_words:.2f}x",
            ]
        )
    print(f"\nnarrow phase on K candidate pairs of {n:,} sprites, µs")
    print(table(rows, ["K", "Python integers", "row words (any)", "masks.pair_areas", "integers/words"]))
    limit = sprite_pairs.SMALL_PAIRS
    print(
        f"SpritePairs decides up to SMALL_PAIRS = {limit:,} candidates on Python integers, more on row words"
    )


def main():
    broad()
    narrow()


if __name__ == "__main__":
    main()
