"""A broad phase that remembers the last frame: CoherentPairs.update against a fresh find_pairs.

Run: .venv/bin/python benchmarks/coherent_frames.py   (or: make benchmark)

Scenes: N boxes with sides uniform in [1, 20) in a square world of side
10 * sqrt(N) (1000 at N = 10,000, as in pairs_vs_strtree.py; the same crowd
at every N, as in a game whose level grows with its sprites), each moving at a
constant velocity uniform in [-speed, speed] px per frame on each axis,
bouncing off the world's walls. Each frame, the same boxes go to
``CoherentPairs.update`` (the state kept from the frame before) and to a fresh
``find_pairs`` (default method); both answers are checked equal on every
frame. The state is built and run for ``warm`` frames first (the first frame
is a fresh start, and the first fat boxes all expire together), then the next
``count`` frames are timed (30: about three of its fresh starts, which come
every 10 frames or so at 1 px a frame), best of a few runs from the same warmed
state; ratio coherent / fresh (below 1: coherence wins).
"""

import copy
import os
import sys
import time

import numpy as np

sys.path.insert(0, os.path.dirname(__file__))

from timing import table

from collide_lessons.broadphase import find_pairs
from collide_lessons.coherent import CoherentPairs


def scene(n, world, speed=1.0, seed=0):
    rng = np.random.default_rng(seed)
    xy = rng.uniform(0, world - 20, (n, 2))
    wh = rng.uniform(1, 20, (n, 2))
    vel = rng.uniform(-speed, speed, (n, 2))
    return xy, wh, vel


def frames(xy, wh, vel, count, world):
    """The boxes of ``count`` frames of motion (one array per frame)."""
    xy, vel, out = xy.copy(), vel.copy(), []
    for _ in range(count):
        xy += vel
        for axis in (0, 1):
            out_low, out_high = xy[:, axis] < 0, xy[:, axis] + wh[:, axis] > world
            vel[out_low | out_high, axis] *= -1
            xy[:, axis] = np.clip(xy[:, axis], 0, world - wh[:, axis])
        out.append(np.hstack([xy, xy + wh]))
    return out


def run(n, speed, count, repeat, warm=10):
    world = 10 * float(np.sqrt(n))
    xy, wh, vel = scene(n, world, speed=speed)
    boxes = frames(xy, wh, vel, warm + count, world)
    state = CoherentPairs()
    for b in boxes[:warm]:
        assert np.array_equal(state.update(b), find_pairs(b)), f"CoherentPairs disagrees at N={n}"
    boxes = boxes[warm:]
    start_state = copy.deepcopy(state)
    moved = inserted = calm = 0
    for b in boxes:  # exact on every frame, before any timing
        assert np.array_equal(state.update(b), find_pairs(b)), f"CoherentPairs disagrees at N={n}"
        if not state.stats["rebuilt"]:  # a calm frame's work (a fresh start re-fattens every box)
            calm += 1
            moved += state.stats["moved"]
            inserted += state.stats["inserted"]
    t_coherent = t_fresh = float("inf")
    for _ in range(repeat):
        state = copy.deepcopy(start_state)
        start = time.perf_counter()
        for b in boxes:
            state.update(b)
        t_coherent = min(t_coherent, time.perf_counter() - start)
        start = time.perf_counter()
        for b in boxes:
            find_pairs(b)
        t_fresh = min(t_fresh, time.perf_counter() - start)
    calm = max(calm, 1)
    return t_coherent / count, t_fresh / count, moved / calm, inserted / calm, state.stats


def main(cases=((1_000, 1.0), (10_000, 1.0), (10_000, 3.0), (100_000, 1.0))):
    rows = []
    for n, speed in cases:
        count, repeat = (30, 5) if n <= 10_000 else (30, 3)
        t_c, t_f, moved, inserted, stats = run(n, speed, count, repeat)
        rows.append(
            [
                f"{n:,}",
                f"{speed:g}",
                f"{stats['pairs']:,}",
                f"{moved:,.0f}",
                f"{inserted:,.0f} of {stats['entries']:,}",
                f"{stats['candidates']:,}",
                f"{t_c * 1e3:.2f}",
                f"{t_f * 1e3:.2f}",
                f"{t_c / t_f:.2f}x",
            ]
        )
    print("one frame of motion: CoherentPairs.update vs a fresh find_pairs on the same boxes (ms per frame)")
    print(
        table(
            rows,
            [
                "N",
                "speed px/frame",
                "pairs",
                "boxes re-fattened (calm frame)",
                "entries inserted (calm frame)",
                "candidates tested",
                "coherent",
                "fresh find_pairs",
                "coherent/fresh",
            ],
        )
    )


if __name__ == "__main__":
    main()
