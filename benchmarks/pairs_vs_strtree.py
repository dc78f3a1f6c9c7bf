"""All colliding pairs among N boxes: find_pairs vs shapely STRtree and scipy cKDTree.

Run: .venv/bin/python benchmarks/pairs_vs_strtree.py   (or: make benchmark)

Scenes: N boxes with sides uniform in [1, 20), placed uniformly in a square
world of side 1000 or 500 (seeded). Peers, timed in the same run:
- shapely ``STRtree``: build, then bulk ``query`` without a predicate (bounding
  boxes intersect, touching included), pairs i < j kept;
- scipy ``cKDTree``: build on centres, ``query_pairs`` with radius = the largest
  possible centre distance of two touching boxes (max half-diagonal x 2), then
  the exact box test on those candidates.
Every method's pairs are checked equal to ours (touching=True) before timing.
"""

import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(__file__))

from timing import best_of, table

from collide_lessons import batch, broadphase


def scene(n, world, seed=0):
    rng = np.random.default_rng(seed)
    xy = rng.uniform(0, world, size=(n, 2))
    wh = rng.uniform(1, 20, size=(n, 2))
    return np.hstack([xy, xy + wh])


def strtree_pairs(boxes):
    import shapely

    geoms = shapely.box(boxes[:, 0], boxes[:, 1], boxes[:, 2], boxes[:, 3])
    i, j = shapely.STRtree(geoms).query(geoms)
    keep = i < j
    return i[keep], j[keep]


def kdtree_pairs(boxes):
    from scipy.spatial import cKDTree

    centres = (boxes[:, :2] + boxes[:, 2:]) / 2
    half = (boxes[:, 2:] - boxes[:, :2]) / 2
    radius = 2 * float(np.hypot(half[:, 0], half[:, 1]).max())
    pairs = cKDTree(centres).query_pairs(radius, output_type="ndarray")
    keep = batch.ltrb_overlap(boxes[pairs[:, 0]], boxes[pairs[:, 1]], touching=True)
    return pairs[keep]


def as_sorted(i, j, n):
    keys = np.sort(np.minimum(i, j).astype(np.int64) * n + np.maximum(i, j))
    return np.stack([keys // n, keys % n], axis=1)


def mixed_scene(n, world=1000, seed=0):
    """Boxes of mixed sizes, where one uniform cell size fits nobody: 90% small (sides 1 to 4),
    9% medium (10 to 40), 1% large (100 to 300), placed uniformly."""
    rng = np.random.default_rng(seed)
    kind = rng.choice(3, n, p=[0.90, 0.09, 0.01])
    low, high = np.array([1, 10, 100])[kind], np.array([4, 40, 300])[kind]
    wh = rng.uniform(low[:, None], high[:, None], (n, 2))
    xy = rng.uniform(0, world, (n, 2))
    return np.hstack([xy, xy + wh])


def methods_table(scenes, mixed=(10_000, 100_000)):
    """find_pairs' own methods side by side on the same scenes (sorted output, touching counts),
    the uniform scenes and the mixed-size scenes, each method checked equal to strips first."""
    rows = []
    cases = [(f"{n:,}", f"{world}²", scene(n, world)) for n, world in scenes]
    cases += [(f"{n:,}", "1000² mixed sizes", mixed_scene(n)) for n in mixed]
    for label, world, boxes in cases:
        repeat = 5 if len(boxes) <= 10_000 else 2
        methods = ("grid", "strips", "quadtree")
        expected = broadphase.find_pairs(boxes, touching=True)
        stats = {m: {} for m in methods}
        for m in methods:
            got = broadphase.find_pairs(boxes, method=m, touching=True, stats=stats[m])
            assert np.array_equal(got, expected), f"{m} disagrees"
        times = {
            m: best_of(lambda m=m: broadphase.find_pairs(boxes, method=m, touching=True), repeat)
            for m in methods
        }
        rows.append(
            [label, world, f"{len(expected):,}"]
            + [f"{times[m] * 1e3:.1f} ({stats[m]['candidates']:,})" for m in methods]
            + [f"{times['quadtree'] / times['strips']:.2f}x", f"{times['quadtree'] / times['grid']:.2f}x"]
        )
    return "\nfind_pairs by method, ms (candidates tested)\n" + table(
        rows,
        ["N", "world", "pairs", "grid", "strips", "quadtree (loose)", "quadtree/strips", "quadtree/grid"],
    )


def main(
    scenes=((1_000, 1000), (1_000, 500), (10_000, 1000), (10_000, 500), (100_000, 1000), (100_000, 500)),
):
    rows = []
    for n, world in scenes:
        boxes = scene(n, world)
        ours = broadphase.find_pairs(boxes, touching=True)
        assert np.array_equal(ours, as_sorted(*strtree_pairs(boxes), n)), "STRtree disagrees"
        k = kdtree_pairs(boxes)
        assert np.array_equal(ours, as_sorted(k[:, 0], k[:, 1], n)), "cKDTree disagrees"
        repeat = 7 if n <= 10_000 else 2
        t_ours = best_of(lambda: broadphase.find_pairs(boxes, touching=True), repeat)
        unsorted = broadphase.find_pairs(boxes, touching=True, sort=False)
        assert np.array_equal(as_sorted(unsorted[:, 0], unsorted[:, 1], n), ours), (
            "sort=False lost or added a pair"
        )
        t_fast = best_of(lambda: broadphase.find_pairs(boxes, touching=True, sort=False), repeat)
        t_str_sorted = best_of(lambda: as_sorted(*strtree_pairs(boxes), n), repeat)
        t_sweep = (
            best_of(lambda: broadphase.find_pairs(boxes, method="sweep", touching=True), repeat)
            if n <= 10_000 or world == 1000
            else float("nan")
        )
        t_str = best_of(lambda: strtree_pairs(boxes), repeat)
        t_kd = best_of(lambda: kdtree_pairs(boxes), repeat)
        rows.append(
            [
                f"{n:,}",
                f"{world}²",
                f"{len(ours):,}",
                f"{t_fast * 1e3:.1f}",
                f"{t_str * 1e3:.1f}",
                f"{t_ours * 1e3:.1f}",
                f"{t_str_sorted * 1e3:.1f}",
                f"{t_kd * 1e3:.1f}",
                f"{t_sweep * 1e3:.1f}",
                f"{t_fast / t_str:.2f}x",
                f"{t_ours / t_str_sorted:.2f}x",
                f"{t_ours / t_kd:.2f}x",
            ]
        )
    print("All colliding pairs (touching counts), ms, best of repeats; ratios ours/peer (< 1: ours faster)")
    print(
        table(
            rows,
            [
                "N",
                "world",
                "pairs",
                "ours unsorted",
                "STRtree",
                "ours sorted",
                "STRtree sorted",
                "cKDTree sorted",
                "ours sweep",
                "unsorted: ours/STRtree",
                "sorted: ours/STRtree",
                "ours/cKDTree",
            ],
        )
    )
    print(methods_table(scenes))
    print(
        "ours = find_pairs' default method ('strips'), with sort=False (rows in the order found, like "
        "STRtree's query) and sorted (the documented default, against STRtree's pairs sorted the same "
        "way); 'sweep' for comparison (nan: skipped, too slow)"
    )


if __name__ == "__main__":
    main()
