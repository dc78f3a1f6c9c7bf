"""Mask.overlap_area vs pygame-ce Mask.overlap_area, same masks, same run.

Run: .venv/bin/python benchmarks/masks_vs_pygame.py   (or: make benchmark)

Two square random masks (half the pixels set), the second offset by a quarter
of the side, so the overlap window is 3/4 x 3/4 of the mask. Our two paths are
shown separately: boolean slicing (``overlap_area_unpacked``) and bit-packed
rows with ``np.bitwise_count``; ``overlap_area`` picks the packed path for
windows of at least ``masks.PACKED_FROM`` pixels.
"""

import os
import sys

import numpy as np

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, os.path.dirname(__file__))

from timing import best_of, table

from collide_lessons import masks


def pygame_mask(bits):
    import pygame
    import pygame.surfarray

    h, w = bits.shape
    surface = pygame.Surface((w, h), pygame.SRCALPHA, 32)
    alpha = pygame.surfarray.pixels_alpha(surface)
    alpha[:] = (bits.T * 255).astype(np.uint8)
    del alpha
    return pygame.mask.from_surface(surface, 127)


def main(sides=(32, 64, 128, 256, 512, 1024)):
    rng = np.random.default_rng(0)
    rows = []
    for side in sides:
        a_bits, b_bits = rng.random((2, side, side)) < 0.5
        a, b = masks.Mask(a_bits), masks.Mask(b_bits)
        pa, pb = pygame_mask(a_bits), pygame_mask(b_bits)
        offset = (side // 4, side // 4)
        expected = pa.overlap_area(pb, offset)
        assert a.overlap_area_unpacked(b, offset) == expected
        assert a.overlap_area_packed(b, offset) == expected
        assert a.overlap_area(b, offset) == expected
        repeat = 50 if side <= 256 else 15
        t_pg = best_of(lambda: pa.overlap_area(pb, offset), repeat)
        t_bool = best_of(lambda: a.overlap_area_unpacked(b, offset), repeat)
        t_packed = best_of(lambda: a.overlap_area_packed(b, offset), repeat)
        t_auto = best_of(lambda: a.overlap_area(b, offset), repeat)
        rows.append(
            [
                f"{side}²",
                f"{t_pg * 1e6:.1f}",
                f"{t_bool * 1e6:.1f}",
                f"{t_packed * 1e6:.1f}",
                f"{t_auto * 1e6:.1f}",
                f"{t_bool / t_pg:.2f}x",
                f"{t_packed / t_pg:.2f}x",
                f"{t_auto / t_pg:.2f}x",
            ]
        )
    print("overlap_area of two random masks, offset by a quarter side (µs, best of repeats)")
    print(
        table(
            rows,
            [
                "size",
                "pygame-ce",
                "bool slices",
                "packed bits",
                "overlap_area",
                "bool/pygame",
                "packed/pygame",
                "auto/pygame",
            ],
        )
    )
    print(f"overlap_area uses packed bits for windows of at least {masks.PACKED_FROM} pixels")
    numpy_floor()
    batch_per_pair()


def numpy_floor(side=1024):
    """The least NumPy can do for the 1024² case: AND the window's packed words, count, sum
    (three passes, nothing else), against pygame-ce's whole call."""
    rng = np.random.default_rng(0)
    a_bits, b_bits = rng.random((2, side, side)) < 0.5
    words = side * 3 // 4 // 64 + 1, side * 3 // 4  # the window: 13 words x 768 rows
    x, y = (rng.integers(0, 2**63, words, dtype=np.int64).astype(np.uint64) for _ in range(2))
    t_floor = best_of(lambda: int(np.bitwise_count(np.bitwise_and(x, y)).sum(dtype=np.uint32)), 50)
    pa, pb = pygame_mask(a_bits), pygame_mask(b_bits)
    t_pg = best_of(lambda: pa.overlap_area(pb, (side // 4, side // 4)), 50)
    print(
        f"NumPy floor at {side}²: AND + popcount + sum of the window's words alone {t_floor * 1e6:.1f} µs, "
        f"pygame-ce {t_pg * 1e6:.1f} µs ({t_floor / t_pg:.2f}x)"
    )


def batch_per_pair(side=64, k=2000):
    """masks.pair_areas on k pairs of side x side sprites at scattered offsets, per pair,
    against one pygame-ce Mask.overlap_area call per pair in a Python loop and alone."""
    rng = np.random.default_rng(1)
    bits = rng.random((50, side, side)) < 0.5
    ours = [masks.Mask(b) for b in bits]
    theirs = [pygame_mask(b) for b in bits]
    corners = rng.integers(0, side - 1, (50, 2))  # every pair of boxes overlaps: all take the full path
    pairs = rng.integers(0, 50, (k, 2))
    got = masks.pair_areas(ours, corners, pairs)
    offsets = [tuple((corners[j] - corners[i]).tolist()) for i, j in pairs.tolist()]
    loop = [theirs[i].overlap_area(theirs[j], o) for (i, j), o in zip(pairs.tolist(), offsets)]
    assert got.tolist() == loop
    t_ours = best_of(lambda: masks.pair_areas(ours, corners, pairs), 20) / k
    t_loop = (
        best_of(
            lambda: [theirs[i].overlap_area(theirs[j], o) for (i, j), o in zip(pairs.tolist(), offsets)], 20
        )
        / k
    )
    a, b = theirs[0], theirs[1]
    t_one = best_of(lambda: a.overlap_area(b, (side // 4, side // 4)), 200)
    print(
        f"\nbatch narrow phase, {k} pairs of {side}² masks ({int((got > 0).sum())} overlapping), µs per pair:"
    )
    print(
        table(
            [
                [
                    f"{t_ours * 1e6:.2f}",
                    f"{t_loop * 1e6:.2f}",
                    f"{t_one * 1e6:.2f}",
                    f"{t_ours / t_loop:.2f}x",
                    f"{t_ours / t_one:.2f}x",
                ]
            ],
            ["pair_areas", "pygame loop", "pygame one call", "ours/pygame loop", "ours/one call"],
        )
    )


if __name__ == "__main__":
    main()
