"""One query box against N boxes: batch.collides_rects vs pygame-ce and shapely.

Run: .venv/bin/python benchmarks/one_box_vs_many.py   (or: make benchmark)

Peers in the same run: pygame-ce ``Rect.collidelistall`` on a prebuilt list of
``Rect`` (integer boxes; pygame's rule is ours with touching=False), and
``shapely.intersects`` vectorised over prebuilt box polygons (inclusive, so
compared with touching=True). Answers are checked to agree before timing.
"""

import os
import sys

import numpy as np

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, os.path.dirname(__file__))

from timing import best_of, table

from collide_lessons import batch


def scene(n, seed=0):
    rng = np.random.default_rng(seed)
    xy = rng.integers(0, 10_000, size=(n, 2))
    wh = rng.integers(1, 20, size=(n, 2))
    return np.hstack([xy, xy + wh]).astype(float)


def floor(boxes, query, chunk=batch.CHUNK):
    """What checking and testing a plain array cannot skip, done as cheaply as NumPy allows: per
    cache-sized chunk, one pass to find NaN or infinity and six comparisons into reused buffers."""
    ql, qt, qr, qb = query.tolist()
    out = np.empty(len(boxes), dtype=bool)
    spare = np.empty(chunk, dtype=bool)
    for s in range(0, len(boxes), chunk):
        part = boxes[s : s + chunk]
        flat = part.reshape(-1)
        np.dot(flat, flat)
        o, t = out[s : s + chunk], spare[: len(part)]
        np.less(part[:, 0], part[:, 2], out=o)
        o &= np.less(part[:, 1], part[:, 3], out=t)
        o &= np.greater(part[:, 2], ql, out=t)
        o &= np.less(part[:, 0], qr, out=t)
        o &= np.greater(part[:, 3], qt, out=t)
        o &= np.less(part[:, 1], qb, out=t)
    return out


def main(sizes=(10_000, 1_000_000)):
    import pygame
    import shapely

    query = np.array([4_000.0, 4_000.0, 4_400.0, 4_300.0])
    rows = []
    for n in sizes:
        boxes = scene(n)
        frozen = batch.Boxes(boxes)
        rects = [pygame.Rect(int(x0), int(y0), int(x1 - x0), int(y1 - y0)) for x0, y0, x1, y1 in boxes]
        q = pygame.Rect(*query[:2].astype(int), *(query[2:] - query[:2]).astype(int))
        polys = shapely.box(boxes[:, 0], boxes[:, 1], boxes[:, 2], boxes[:, 3])
        qpoly = shapely.box(*query)
        ours = batch.collides_rects(query, boxes)
        theirs = np.zeros(n, dtype=bool)
        theirs[q.collidelistall(rects)] = True
        assert (ours == theirs).all(), "pygame-ce disagrees"
        assert (batch.collides_rects(query, boxes, touching=True) == shapely.intersects(qpoly, polys)).all()
        t_arr = best_of(lambda: batch.collides_rects(query, boxes))
        t_box = best_of(lambda: batch.collides_rects(query, frozen))
        t_pg = best_of(lambda: q.collidelistall(rects))
        t_sh = best_of(lambda: shapely.intersects(qpoly, polys), 3)
        t_floor, t_pg_last = best_of(lambda: floor(boxes, query)), t_pg
        rows.append(
            [
                f"{n:,}",
                int(ours.sum()),
                f"{t_arr * 1e3:.2f}",
                f"{t_box * 1e3:.2f}",
                f"{t_pg * 1e3:.2f}",
                f"{t_sh * 1e3:.2f}",
                f"{t_arr / t_pg:.2f}x",
                f"{t_box / t_pg:.2f}x",
                f"{t_box / t_sh:.3f}x",
            ]
        )
    print(
        "One 400 x 300 query box against N boxes in a 10,000² world, ms; ratios ours/peer (< 1: ours faster)"
    )
    print(
        table(
            rows,
            [
                "N",
                "hits",
                "array",
                "Boxes",
                "pygame-ce",
                "shapely",
                "array/pygame",
                "Boxes/pygame",
                "Boxes/shapely",
            ],
        )
    )
    print("array: (N, 4) ndarray checked on every call; Boxes: checked once (like pygame's list)")
    print(
        f"NumPy floor for the array at N = {sizes[-1]:,}: the finite check and six comparisons alone, "
        f"{t_floor * 1e3:.2f} ms ({t_floor / t_pg_last:.2f}x pygame-ce)"
    )


if __name__ == "__main__":
    main()
