"""One circle against many boxes: collide_lessons.batch vs pygame-ce and shapely.

Run: .venv/bin/python benchmarks/circles_vs_boxes.py   (or: make benchmark)

Peers, timed in the same run on the same boxes:
- pygame-ce ``geometry.Circle.collidelistall`` on a prebuilt list of ``FRect`` (touching counts,
  so we compare with ``touching=True``);
- shapely ``dwithin(point, boxes, r)`` on prebuilt box polygons (also inclusive).
Answers are checked to agree before anything is timed.
"""

import os
import sys

import numpy as np

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, os.path.dirname(__file__))

from timing import best_of, table

from collide_lessons import batch


def scene(n: int, seed: int = 0):
    rng = np.random.default_rng(seed)
    xy = rng.uniform(0, 10_000, size=(n, 2))
    wh = rng.uniform(1, 20, size=(n, 2))
    return np.hstack([xy, xy + wh])


def main(sizes=(10_000, 1_000_000)):
    import pygame
    import pygame.geometry
    import shapely

    circle = np.array([5_000.0, 5_000.0, 150.0])
    rows = []
    for n in sizes:
        boxes = scene(n)
        ours = batch.collides_circles_rects(circle, boxes, touching=True)
        frects = [pygame.FRect(x0, y0, x1 - x0, y1 - y0) for x0, y0, x1, y1 in boxes.tolist()]
        pg_circle = pygame.geometry.Circle(*circle)
        theirs = np.zeros(n, dtype=bool)
        theirs[pg_circle.collidelistall(frects)] = True
        polygons = shapely.box(boxes[:, 0], boxes[:, 1], boxes[:, 2], boxes[:, 3])
        centre = shapely.Point(circle[0], circle[1])
        shapely_hits = shapely.dwithin(centre, polygons, circle[2])
        assert (ours == theirs).all(), "pygame-ce disagrees"
        assert (ours == shapely_hits).all(), "shapely disagrees"

        frozen = batch.Boxes(boxes)
        t_ours = best_of(lambda: batch.collides_circles_rects(circle, boxes, touching=True))
        t_frozen = best_of(lambda: batch.collides_circles_rects(circle, frozen, touching=True))
        t_pg = best_of(lambda: pg_circle.collidelistall(frects))
        t_sh = best_of(lambda: shapely.dwithin(centre, polygons, circle[2]), repeat=3)
        rows.append(
            [
                f"{n:,}",
                int(ours.sum()),
                f"{t_ours * 1e3:.2f}",
                f"{t_frozen * 1e3:.2f}",
                f"{t_pg * 1e3:.2f}",
                f"{t_sh * 1e3:.2f}",
                f"{t_ours / t_pg:.2f}x",
                f"{t_frozen / t_pg:.2f}x",
                f"{t_frozen / t_sh:.3f}x",
            ]
        )
    print("One circle (r = 150) against N boxes in a 10,000 x 10,000 world, touching=True")
    print(
        table(
            rows,
            [
                "N",
                "hits",
                "array ms",
                "Boxes ms",
                "pygame-ce ms",
                "shapely ms",
                "array/pygame",
                "Boxes/pygame",
                "Boxes/shapely",
            ],
        )
    )
    print(
        "array: a plain (N, 4) ndarray, checked on every call; Boxes: checked once, like "
        "pygame's prebuilt FRect list"
    )


if __name__ == "__main__":
    main()
