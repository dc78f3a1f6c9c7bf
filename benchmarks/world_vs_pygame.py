"""One frame of a sprite world, pixel-perfect: ours against pygame-ce, same scene, same run.

Run: .venv/bin/python benchmarks/world_vs_pygame.py   (or: make benchmark)

N sprites of 16-64 px (the lessons' three sprites and random blobs) move
inside a box and bounce off its walls. Each frame, after the same NumPy move:

* ours, fresh: ``SpritePairs(masks, coherent=False)``: up to ``broadphase.SMALL_N``
  sprites one table of all pairs of pixel boxes, above it ``find_pairs``; then each
  candidate decided by the sprites' pixels (Python integers up to
  ``sprite_pairs.SMALL_PAIRS`` candidates, above it 64-bit row words, ``masks.RowWords``,
  when every sprite is at most 64 px wide);
* ours, coherent: ``SpritePairs(masks)``: above ``SMALL_N`` sprites its broad phase
  (``coherent.CoherentPairs``) repairs last frame's candidate pairs; each timed run
  starts from a new one, so its first frame (a fresh start) is in the average;
* pygame-ce as its users write it: each sprite's ``Rect`` updated, then
  ``rect.collidelistall(rects)`` per sprite and ``Mask.overlap`` for each
  candidate (the peer to beat);
* ``pygame.sprite.groupcollide(group, group, False, False, collide_mask)``
  (quadratic; timed only up to 1,000 sprites). Its output pairs every sprite
  with itself and lists both orders; it is normalised to pairs ``i < j``.

All of them must report the same colliding pairs on every checked frame
before anything is timed. Times are ms per frame; ratios are ours / peer
(below 1: ours is faster).
"""

import os
import sys
import time

import numpy as np

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, os.path.dirname(__file__))

import pygame
from timing import table

from collide_lessons import sprites
from collide_lessons.masks import Mask
from collide_lessons.sprite_pairs import SpritePairs


def blob(rng, side) -> np.ndarray:
    """A random solid blob: an ellipse with a ragged edge, ``side`` px square at most."""
    h, w = int(rng.integers(16, side + 1)), int(rng.integers(16, side + 1))
    ys, xs = np.mgrid[0:h, 0:w]
    r = ((xs + 0.5 - w / 2) / (w / 2)) ** 2 + ((ys + 0.5 - h / 2) / (h / 2)) ** 2
    return r < 0.75 + 0.25 * rng.random((h, w))


def scene(n, seed=0):
    """Masks, float positions, velocities and the box for ``n`` sprites (about 4 per 100 x 100 px)."""
    rng = np.random.default_rng(seed)
    drawn = [Mask.from_image(sprites.load(name)).bits for name in sprites.NAMES]
    bits = [drawn[k % 3] if k % 4 == 0 else blob(rng, 64) for k in range(n)]
    side = float(np.sqrt(n) * 50)
    pos = rng.uniform(0, side - 64, (n, 2))
    vel = rng.uniform(-60, 60, (n, 2))
    return bits, pos, vel, side


def move(pos, vel, sizes, side, dt=0.1):
    pos += vel * dt
    for axis in (0, 1):
        low, high = pos[:, axis] < 0, pos[:, axis] > side - sizes[:, axis]
        pos[low, axis] *= -1
        pos[high, axis] = 2 * (side - sizes[high, axis]) - pos[high, axis]
        vel[low | high, axis] *= -1


def to_pygame(bits):
    h, w = bits.shape
    m = pygame.mask.Mask((w, h))
    for y, x in zip(*np.nonzero(bits)):
        m.set_at((int(x), int(y)))
    return m


class Ours:
    def __init__(self, bits, coherent=False):
        self.masks = [Mask(b) for b in bits]
        self.coherent = coherent
        self.start()

    def start(self):
        """A new world: nothing remembered from an earlier run."""
        self.sprites = SpritePairs(self.masks, coherent=self.coherent)

    def frame(self, corners):
        return self.sprites.update(corners)


class PygameLoop:
    """collidelistall per sprite, then Mask.overlap per candidate: what pygame-ce users write."""

    def __init__(self, bits):
        self.masks = [to_pygame(b) for b in bits]
        self.rects = [pygame.Rect(0, 0, b.shape[1], b.shape[0]) for b in bits]

    def frame(self, corners):
        rects, masks = self.rects, self.masks
        for rect, (x, y) in zip(rects, corners.tolist()):
            rect.topleft = (x, y)
        pairs = []
        for i, rect in enumerate(rects):
            xi, yi = rect.topleft
            for j in rect.collidelistall(rects):
                if j > i:
                    other = rects[j]
                    if masks[i].overlap(masks[j], (other.x - xi, other.y - yi)):
                        pairs.append((i, j))
        return np.array(pairs, dtype=np.int64).reshape(-1, 2)


class PygameGroup:
    """pygame.sprite.groupcollide with collide_mask (every sprite against every sprite)."""

    def __init__(self, bits):
        self.group = pygame.sprite.Group()
        self.sprites = []
        for k, b in enumerate(bits):
            s = pygame.sprite.Sprite()
            s.rect = pygame.Rect(0, 0, b.shape[1], b.shape[0])
            s.mask = to_pygame(b)
            s.index = k
            self.sprites.append(s)
            self.group.add(s)

    def frame(self, corners):
        for s, (x, y) in zip(self.sprites, corners.tolist()):
            s.rect.topleft = (x, y)
        found = pygame.sprite.groupcollide(self.group, self.group, False, False, pygame.sprite.collide_mask)
        pairs = {(min(a.index, b.index), max(a.index, b.index)) for a, hits in found.items() for b in hits}
        pairs = sorted(p for p in pairs if p[0] != p[1])
        return np.array(pairs, dtype=np.int64).reshape(-1, 2)


def per_frame(detector, bits, pos, vel, side, frames, repeat=3):
    """Milliseconds per frame (move + detect), best of ``repeat`` runs over ``frames`` frames."""
    sizes = np.array([[b.shape[1], b.shape[0]] for b in bits], dtype=float)
    best = float("inf")
    for _ in range(repeat):
        if hasattr(detector, "start"):
            detector.start()
        p, v = pos.copy(), vel.copy()
        start = time.perf_counter()
        for _ in range(frames):
            move(p, v, sizes, side)
            detector.frame(np.floor(p).astype(np.int64))
        best = min(best, (time.perf_counter() - start) / frames)
    return best * 1e3


def main(ns=(100, 1_000, 10_000), group_up_to=1_000):
    rows = []
    for n in ns:
        bits, pos, vel, side = scene(n)
        fresh, coherent, loop = Ours(bits), Ours(bits, coherent=True), PygameLoop(bits)
        group = PygameGroup(bits) if n <= group_up_to else None
        sizes = np.array([[b.shape[1], b.shape[0]] for b in bits], dtype=float)
        p, v = pos.copy(), vel.copy()
        found = 0
        for _ in range(5):  # the same pairs, frame after frame, before any timing
            move(p, v, sizes, side)
            corners = np.floor(p).astype(np.int64)
            expected = loop.frame(corners)
            assert np.array_equal(fresh.frame(corners), expected), f"ours (fresh) disagrees at N={n}"
            assert np.array_equal(coherent.frame(corners), expected), f"ours (coherent) disagrees at N={n}"
            if group is not None:
                assert np.array_equal(group.frame(corners), expected), f"groupcollide disagrees at N={n}"
            found += len(expected)
        frames = 40 if n <= 1_000 else 10
        t_loop = per_frame(loop, bits, pos, vel, side, frames)
        t_fresh = per_frame(fresh, bits, pos, vel, side, frames)
        t_coherent = per_frame(coherent, bits, pos, vel, side, frames)
        t_group = per_frame(group, bits, pos, vel, side, max(2, frames // 4)) if group is not None else None
        rows.append(
            [
                f"{n:,}",
                f"{found / 5:.0f}",
                f"{t_fresh:.2f}",
                f"{t_coherent:.2f}",
                f"{t_loop:.2f}",
                f"{t_group:.2f}" if t_group is not None else "not run",
                f"{t_fresh / t_loop:.3f}x",
                f"{t_coherent / t_loop:.3f}x",
                f"{t_coherent / t_group:.4f}x" if t_group is not None else "-",
            ]
        )
    print("one frame of N moving sprites, pixel-perfect (ms per frame, move + detect; best of 3 runs)")
    print(
        table(
            rows,
            [
                "N",
                "colliding pairs",
                "ours fresh",
                "ours coherent",
                "pygame collidelistall+overlap",
                "pygame groupcollide",
                "fresh/collidelistall",
                "coherent/collidelistall",
                "coherent/groupcollide",
            ],
        )
    )


if __name__ == "__main__":
    main()
