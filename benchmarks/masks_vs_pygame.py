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


if __name__ == "__main__":
    main()
