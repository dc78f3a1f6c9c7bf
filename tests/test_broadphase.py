"""find_pairs: every method equals brute force, scalar collides, and shapely's STRtree."""

import functools
import itertools

import numpy as np
import pytest
import shapely
from hypothesis import given, settings
from hypothesis import strategies as st

from collide_lessons import collides
from collide_lessons.broadphase import (
    METHODS,
    QUAD_DEPTH,
    QUAD_ROOT,
    default_cell_size,
    find_pairs,
    quadtree_nodes,
)
from collide_lessons.coherent import insertion_sort, sort_comparisons
from tests.strategies import float_rects, int_rects


def by_scalar(rects, touching):
    return [
        [i, j]
        for i, j in itertools.combinations(range(len(rects)), 2)
        if collides(rects[i], rects[j], touching=touching)
    ]


def strtree(boxes):
    geoms = shapely.box(boxes[:, 0], boxes[:, 1], boxes[:, 2], boxes[:, 3])
    i, j = shapely.STRtree(geoms).query(geoms)
    keep = i < j
    pairs = np.stack([i[keep], j[keep]], axis=1)
    return pairs[np.lexsort((pairs[:, 1], pairs[:, 0]))]


@settings(max_examples=150)
@given(
    st.lists(st.one_of(int_rects, float_rects), max_size=30),
    st.booleans(),
    st.sampled_from(METHODS),
    st.sampled_from([None, 0.5, 3, 1000]),
)
def test_every_method_equals_scalar_collides(rects, touching, method, cell):
    boxes = np.array([r.to_ltrb() for r in rects], dtype=float).reshape(-1, 4)
    got = find_pairs(boxes, method=method, touching=touching, cell_size=cell)
    assert got.dtype == np.int64 and got.shape[1] == 2
    assert got.tolist() == by_scalar(rects, touching)


@pytest.mark.parametrize("seed", range(4))
@pytest.mark.parametrize("n, world", [(300, 100), (2000, 300), (2000, 60)])
def test_random_scenes_all_methods_identical_and_equal_strtree(seed, n, world):
    rng = np.random.default_rng(seed)
    xy = rng.uniform(0, world, (n, 2))
    boxes = np.hstack([xy, xy + rng.uniform(1, 20, (n, 2))])
    results = {m: find_pairs(boxes, method=m, touching=True) for m in METHODS}
    for m in METHODS:
        assert np.array_equal(results[m], results["brute"]), m
    assert np.array_equal(find_pairs(boxes, touching=True), strtree(boxes))


@pytest.mark.parametrize("seed", range(4))
def test_integer_scenes_full_of_exact_touches(seed):
    rng = np.random.default_rng(seed)
    xy = rng.integers(0, 40, (400, 2)) * 5  # on a lattice of 5
    wh = rng.integers(1, 4, (400, 2)) * 5  # sides 5, 10, 15: edges land on edges
    boxes = np.hstack([xy, xy + wh]).astype(float)
    for touching in (False, True):
        brute = find_pairs(boxes, method="brute", touching=touching)
        for m in METHODS:
            for cell in (None, 5, 2.5, 7):
                assert np.array_equal(
                    find_pairs(boxes, method=m, touching=touching, cell_size=cell), brute
                ), (m, cell)
    assert np.array_equal(find_pairs(boxes, touching=True), strtree(boxes))


@pytest.mark.parametrize("method", METHODS)
def test_edge_cases(method):
    empty = find_pairs(np.zeros((0, 4)), method=method)
    assert empty.shape == (0, 2) and empty.dtype == np.int64
    assert find_pairs([[0, 0, 1, 1]], method=method).shape == (0, 2)
    same = np.tile([0.0, 0.0, 3.0, 3.0], (50, 1))  # all identical
    expected = np.array(list(itertools.combinations(range(50), 2)))
    assert np.array_equal(find_pairs(same, method=method), expected)
    rng = np.random.default_rng(1)
    small = np.hstack([xy := rng.uniform(0, 1000, (200, 2)), xy + 5])
    huge = np.array([[-1e4, -1e4, 1e4, 1e4], [-5e3, 400, 5e3, 401]])  # world-spanning boxes
    boxes = np.vstack([small, huge])
    assert np.array_equal(find_pairs(boxes, method=method), find_pairs(boxes, method="brute"))
    assert len(find_pairs(boxes, method=method)) >= 200
    zero = np.array([[5.0, 5, 5, 5], [0, 0, 10, 10], [5, 5, 5, 5]])
    assert find_pairs(zero, method=method).tolist() == []
    assert find_pairs(zero, method=method, touching=True).tolist() == [[0, 1], [0, 2], [1, 2]]


def test_stats_count_candidates():
    rng = np.random.default_rng(0)
    xy = rng.uniform(0, 1000, (1000, 2))
    boxes = np.hstack([xy, xy + 10])
    stats = {}
    pairs = find_pairs(boxes, method="brute", stats=stats)
    assert stats["candidates"] == 1000 * 999 // 2 and stats["pairs"] == len(pairs)
    find_pairs(boxes, method="grid", stats=stats)
    assert len(pairs) <= stats["candidates"] < 1000 * 999 // 2 // 20


def test_default_cell_size_is_twice_the_mean_side():
    assert default_cell_size(np.tile([0.0, 0, 10, 10], (20, 1))) == 20
    assert default_cell_size(np.array([[0.0, 0, 4, 8]])) == 12


@pytest.mark.parametrize(
    "call, error, words",
    [
        (
            lambda: find_pairs(np.zeros((3, 4)), method="quad"),
            ValueError,
            "method must be one of 'brute', 'sweep', 'grid', 'strips', 'quadtree'; got 'quad'",
        ),
        (
            lambda: find_pairs(np.zeros((3, 4)), method="grid", cell_size=0),
            ValueError,
            "cell_size must be more than zero",
        ),
        (lambda: find_pairs(np.zeros((3, 4)), method="grid", cell_size=float("nan")), ValueError, "finite"),
        (lambda: find_pairs(np.zeros(4)), ValueError, "2-D"),
        (lambda: find_pairs([[0, 0, 1, 1], [0, 0, np.nan, 1]]), ValueError, "finite"),
        (lambda: find_pairs([[0, 0, 1, 1], [5, 0, 1, 1]]), ValueError, "right >= left"),
        (lambda: find_pairs(np.zeros((3, 4)), touching=1), TypeError, "True or False"),
    ],
)
def test_bad_input(call, error, words):
    with pytest.raises(error, match=words):
        call()


@settings(max_examples=60)
@given(
    st.lists(
        st.tuples(st.integers(-30, 30), st.integers(-30, 30), st.integers(0, 12), st.integers(0, 12)),
        min_size=0,
        max_size=18,
    ),
    st.booleans(),
    st.sampled_from([1.0, 3.5, 7.0, 40.0]),
)
def test_readable_versions_equal_the_fast_path(rows, touching, cell):
    from collide_lessons.broadphase import (
        grid_loop,
        loose_quadtree_loop,
        quadtree_loop,
        strips_loop,
        sweep_loop,
    )

    boxes = np.array([[x, y, x + w, y + h] for x, y, w, h in rows], dtype=float).reshape(-1, 4)
    for method, readable in (
        ("sweep", sweep_loop(boxes, touching=touching)),
        ("quadtree", quadtree_loop(boxes, touching=touching)),
        ("quadtree", loose_quadtree_loop(boxes, touching=touching)),
        ("quadtree", loose_quadtree_loop(boxes, depth=3, touching=touching)),
        ("grid", grid_loop(boxes, cell, touching=touching)),
        ("strips", strips_loop(boxes, cell, touching=touching)),
    ):
        fast = find_pairs(
            boxes,
            method=method,
            touching=touching,
            **({} if method in ("sweep", "quadtree") else {"cell_size": cell}),
        )
        assert [tuple(p) for p in fast.tolist()] == readable, method


def test_the_quadtree_stores_a_box_across_a_split_line_in_the_node_above():
    from collide_lessons.broadphase import quadtree_loop

    # a box whose right edge lies on the first split line touches one beyond it: found at the root
    split = QUAD_ROOT * 100 / 2  # the root is just larger than the 100-wide scene
    assert split == 50.78125
    boxes = [[0, 0, split, 10], [split, 0, 100, 10], [0, 90, 100, 100]]
    assert [key for key, members in quadtree_nodes(boxes, depth=4).items() if 0 in members] == [(0, 0, 0)]
    assert quadtree_loop(boxes, depth=4, touching=True) == [(0, 1)]
    assert find_pairs(boxes, method="quadtree", touching=True).tolist() == [[0, 1]]
    assert find_pairs(boxes, method="quadtree").tolist() == []


def test_the_mx_cif_root_is_just_larger_than_the_scene():
    # the box on the scene's far edge is not held at the root by a split line through its edge
    boxes = [[0, 0, 10, 10], [90, 90, 100, 100]]
    nodes = quadtree_nodes(boxes, depth=4)
    assert [key for key, members in nodes.items() if 1 in members] == [(3, 7, 7)]
    assert [key for key, members in nodes.items() if 0 in members] == [(3, 0, 0)]


def test_quadtree_loop_tests_each_pair_once(monkeypatch):
    from collide_lessons import broadphase

    tested = []

    def counting(a, b, *, touching=False):
        tested.append(frozenset((id(a), id(b))))
        return collides(a, b, touching=touching)

    collides = broadphase.collides
    monkeypatch.setattr(broadphase, "collides", counting)
    rng = np.random.default_rng(12)
    xy = rng.integers(0, 60, (80, 2))
    boxes = np.hstack([xy, xy + rng.integers(1, 15, (80, 2))])
    found = broadphase.quadtree_loop(boxes)
    assert found == [tuple(p) for p in find_pairs(boxes, method="brute").tolist()]
    assert len(tested) == len(set(tested)) > len(found)


@pytest.mark.parametrize("scale", [1.0, 2.0**-1070, 2.0**1000])
def test_quadtree_readable_and_fast_agree_on_tiny_and_huge_scenes(scale):
    from collide_lessons.broadphase import loose_quadtree_loop, quadtree_loop

    rng = np.random.default_rng(11)
    xy = rng.integers(0, 40, (60, 2))
    wh = rng.integers(0, 6, (60, 2))
    boxes = np.hstack([xy, xy + wh]).astype(float) * scale
    for touching in (False, True):
        expected = find_pairs(boxes, method="brute", touching=touching)
        assert np.array_equal(find_pairs(boxes, method="quadtree", touching=touching), expected)
        assert quadtree_loop(boxes, touching=touching) == [tuple(p) for p in expected.tolist()]
        assert loose_quadtree_loop(boxes, touching=touching) == [tuple(p) for p in expected.tolist()]


@given(
    st.lists(
        st.tuples(st.integers(0, 60), st.integers(0, 60), st.integers(0, 20), st.integers(0, 20)),
        min_size=1,
        max_size=20,
    )
)
def test_quadtree_nodes_hold_each_box_in_the_smallest_square_that_fits(raw):
    boxes = [[x, y, x + w, y + h] for x, y, w, h in raw]
    nodes = quadtree_nodes(boxes)
    assert sorted(k for members in nodes.values() for k in members) == list(range(len(boxes)))
    x0, y0 = min(b[0] for b in boxes), min(b[1] for b in boxes)
    side = QUAD_ROOT * max(max(b[2] for b in boxes) - x0, max(b[3] for b in boxes) - y0) or 1.0

    def holds(level, col, row, box):  # the half-open square of that node holds the closed box
        size = side / 2**level
        return all(
            col * size <= box[0] - x0 and box[2] - x0 < (col + 1) * size
            if axis == 0
            else row * size <= box[1] - y0 and box[3] - y0 < (row + 1) * size
            for axis in (0, 1)
        )

    for (level, col, row), members in nodes.items():
        for k in members:
            assert holds(level, col, row, boxes[k])
            if level < QUAD_DEPTH:  # no child holds it
                assert not any(
                    holds(level + 1, 2 * col + dc, 2 * row + dr, boxes[k]) for dc in (0, 1) for dr in (0, 1)
                )


# --- CoherentPairs: the broad phase that remembers the last frame -----------------------------


def brute_pairs(boxes, touching):
    """Every pair by the rule itself, in plain Python (no package code)."""
    rows = np.asarray(boxes, dtype=float).tolist()
    meets = (lambda a, b: a <= b) if touching else (lambda a, b: a < b)
    return [
        [i, j]
        for i, j in itertools.combinations(range(len(rows)), 2)
        if meets(max(rows[i][0], rows[j][0]), min(rows[i][2], rows[j][2]))
        and meets(max(rows[i][1], rows[j][1]), min(rows[i][3], rows[j][3]))
    ]


def moving_scene(seed, frames, n=60, world=120, teleports=True, resize=True):
    """Integer boxes (plenty of exact touches) moving 0-3 px a frame; some teleport, some come
    and go. Yields each frame's boxes."""
    rng = np.random.default_rng(seed)
    xy = rng.integers(0, world, (n, 2)).astype(float)
    wh = rng.integers(0, 12, (n, 2)).astype(float)
    vel = rng.integers(-3, 4, (n, 2)).astype(float)
    for _ in range(frames):
        if teleports and rng.random() < 0.15 and len(xy):
            k = rng.integers(0, len(xy), 2)
            xy[k] = rng.integers(-3 * world, 4 * world, (2, 2))
        if resize and rng.random() < 0.05:
            keep = max(0, len(xy) + int(rng.integers(-4, 5)))
            xy, wh, vel = (np.resize(a, (keep, 2)) for a in (xy, wh, vel))
        xy += vel
        yield np.hstack([xy, xy + wh])


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("touching", [False, True])
def test_coherent_pairs_equal_brute_force_every_frame(seed, touching):
    from collide_lessons.coherent import CoherentPairs

    state = CoherentPairs(touching=touching, small=0)
    moved = 0
    for boxes in moving_scene(seed, 40):
        got = state.update(boxes)
        assert got.dtype == np.int64 and got.shape == (len(got), 2)
        assert got.tolist() == brute_pairs(boxes, touching)
        moved += state.stats["moved"]
    assert moved > 0  # the incremental path ran, not only fresh starts


@pytest.mark.parametrize("seed", range(3))
def test_coherent_pairs_equal_strtree_on_crowded_moving_scenes(seed):
    from collide_lessons.coherent import CoherentPairs

    state = CoherentPairs(touching=True, margin=1.5)
    rng = np.random.default_rng(seed)
    xy = rng.uniform(0, 300, (2000, 2))
    wh = rng.uniform(1, 20, (2000, 2))
    wh[:3] = [[400, 2], [2, 400], [150, 150]]  # too wide, too tall, big: met directly
    vel = rng.uniform(-2, 2, (2000, 2))
    incremental = 0
    for _ in range(12):
        xy += vel
        boxes = np.hstack([xy, xy + wh])
        assert np.array_equal(state.update(boxes), strtree(boxes))
        incremental += not state.stats["rebuilt"]
    assert incremental >= 6


def test_coherent_pairs_start_over_when_the_count_changes_or_most_boxes_move():
    from collide_lessons.coherent import CoherentPairs

    state = CoherentPairs(small=1)
    boxes = np.array([[0.0, 0, 10, 10], [5, 5, 15, 15], [40, 0, 50, 10]])
    assert state.update(boxes).tolist() == [[0, 1]] and state.stats["rebuilt"]
    boxes[2] += [-36, 0, -36, 0]  # one box moves far: repaired, not rebuilt
    assert state.update(boxes).tolist() == [[0, 1], [0, 2], [1, 2]]
    assert not state.stats["rebuilt"] and state.stats["moved"] == 1
    assert state.update(boxes[:2]).tolist() == [[0, 1]] and state.stats["rebuilt"]
    assert state.update(boxes[:2] + 100).tolist() == [[0, 1]] and state.stats["rebuilt"]
    assert state.update(np.zeros((0, 4))).tolist() == []
    assert state.update([[0, 0, 1, 1]]).tolist() == []


def test_coherent_pairs_answer_a_new_pair_before_it_joins_the_long_list():
    """A box jumps onto another among many: the new candidates wait in the short side list (a few
    pairs against hundreds kept) and must be in the answer at once, and on every later frame."""
    from collide_lessons.coherent import CoherentPairs

    side = np.arange(40) * 30.0
    xy = np.array([(x, y) for y in side for x in side])  # 1,600 boxes of 20 x 20, 10 px apart
    boxes = np.hstack([xy, xy + 20])
    boxes[1::2, 2] += 12  # every other box reaches its right neighbour: 800 pairs to keep
    state = CoherentPairs(small=0)
    assert state.update(boxes).tolist() == brute_pairs(boxes, False)
    for frame in range(3):
        if frame == 1:
            boxes[0] = boxes[410] + [5, 5, 5, 5]  # box 0 lands on box 410, far from its fat box
        got = state.update(boxes)
        assert not state.stats["rebuilt"]
        assert got.tolist() == brute_pairs(boxes, False)
    assert [0, 410] in got.tolist() and len(state._side) > 0  # answered from the side list


def test_coherent_pairs_after_everything_jumps_keep_few_candidates():
    """A jump is not a velocity: after every box jumps 100 px, the fresh start does not stretch
    the fat boxes 8 jumps ahead (it counts the boxes that left), and the kept candidates stay
    within twice a fresh find_pairs' (stretched, they were 4 to 14 times)."""
    from collide_lessons.coherent import CoherentPairs
    from collide_lessons.widgets.many import bouncing_frames

    frames = bouncing_frames(2000, 10 * np.sqrt(2000), 50, speed=1.0, seed=0)
    state = CoherentPairs()
    for k, boxes in enumerate(frames):
        boxes = boxes + ([100, 0, 100, 0] if k >= 25 else 0)
        fresh = {}
        assert np.array_equal(state.update(boxes), find_pairs(boxes, stats=fresh))
        if k == 25:
            assert state.stats["rebuilt"] and state.stats["moved"] == 2000
        if k > 25:
            assert state.stats["candidates"] <= 2 * fresh["candidates"]


def test_coherent_pairs_at_the_limits():
    from collide_lessons.coherent import CoherentPairs

    big = 2.0**1022
    huge = np.array([[-big, -big, big, big], [0, 0, 1, 1], [1e300, 0, 1.1e300, 1]])
    state = CoherentPairs(small=0)
    for shift in (0.0, 1.0, 2.0**1000):
        moved = huge.copy()
        moved[1] += shift
        assert state.update(moved).tolist() == brute_pairs(moved, False)
    points = np.zeros((5, 4))  # all at one point: nothing shares area, everything touches
    for small in (0, 128):
        assert CoherentPairs(small=small).update(points).tolist() == []
        assert len(CoherentPairs(touching=True, small=small).update(points)) == 10
        tiny = np.array([[0, 0, 3, 3], [2, 2, 5, 5], [9, 9, 9, 9]], dtype=float) * 2.0**-1070
        assert CoherentPairs(small=small).update(tiny).tolist() == [[0, 1]]


@pytest.mark.parametrize(
    "call, error, words",
    [
        (lambda C: C(touching="yes"), TypeError, "touching"),
        (lambda C: C(margin=-1), ValueError, "margin"),
        (lambda C: C(small=-1), ValueError, "small"),
        (lambda C: C().update([[0, 0, -1, 1]]), ValueError, "right >= left"),
        (lambda C: C().update(np.zeros((2, 2, 4))), ValueError, "2-D"),
        (lambda C: C().update([[0, 0, np.nan, 1]]), ValueError, "finite"),
    ],
)
def test_coherent_pairs_bad_input(call, error, words):
    from collide_lessons.coherent import CoherentPairs

    with pytest.raises(error, match=words):
        call(CoherentPairs)


@given(
    st.lists(
        st.tuples(st.integers(0, 60), st.integers(0, 60), st.integers(0, 30), st.integers(0, 30)),
        min_size=1,
        max_size=20,
    ),
    st.sampled_from([None, 3]),
)
def test_loose_quadtree_nodes_hold_each_box_at_its_own_size(raw, depth):
    from collide_lessons.broadphase import loose_quadtree_nodes

    boxes = [[x, y, x + w, y + h] for x, y, w, h in raw]
    nodes = loose_quadtree_nodes(boxes, depth)
    depth = QUAD_DEPTH if depth is None else depth
    assert sorted(k for members in nodes.values() for k in members) == list(range(len(boxes)))
    x0, y0 = min(b[0] for b in boxes), min(b[1] for b in boxes)
    side = max(max(b[2] for b in boxes) - x0, max(b[3] for b in boxes) - y0)

    def loose_holds(level, col, row, box):  # corner in the node, box inside the doubled square
        size = side / 2**level  # (half-open, but the scene's own far edge counts as inside)
        return all(
            (c * size <= lo - origin < (c + 1) * size or lo - origin == side == (c + 1) * size)
            and (hi - origin < (c + 2) * size or hi - origin == side <= (c + 2) * size)
            for c, lo, hi, origin in ((col, box[0], box[2], x0), (row, box[1], box[3], y0))
        )

    for (level, col, row), members in nodes.items():
        for k in members:
            if side:
                assert loose_holds(level, col, row, boxes[k])
                if level < depth:  # the node of its corner one level down is too small
                    c, r = (
                        int((v - o) // (side / 2 ** (level + 1)))
                        for v, o in ((boxes[k][0], x0), (boxes[k][1], y0))
                    )
                    assert not loose_holds(level + 1, c, r, boxes[k])
            else:
                assert (level, col, row) == (0, 0, 0)


def test_the_loose_quadtree_keeps_a_box_across_a_split_line_at_its_own_level():
    from collide_lessons.broadphase import loose_quadtree_nodes

    # a 10 x 10 box across the middle lines of a 100 x 100 scene: the MX-CIF tree (root 101.6 wide)
    # keeps it at the root; the loose tree in a node 6.25 wide (its loose square is 12.5)
    boxes = [[0, 0, 1, 1], [45, 45, 55, 55], [99, 99, 100, 100]]
    assert [key for key, members in quadtree_nodes(boxes, depth=4).items() if 1 in members] == [(0, 0, 0)]
    assert [key for key, members in loose_quadtree_nodes(boxes, depth=4).items() if 1 in members] == [
        (4, 7, 7)
    ]


@pytest.mark.parametrize("n", [0, 1, 2, 40, 128, 129, 300])
@pytest.mark.parametrize("touching", [False, True])
def test_the_default_method_small_table_and_strips_equal_brute_force(n, touching):
    from collide_lessons.broadphase import SMALL_N

    rng = np.random.default_rng(n)
    xy = rng.integers(0, 60, (n, 2))
    boxes = np.hstack([xy, xy + rng.integers(0, 9, (n, 2))]).astype(float).reshape(-1, 4)
    stats = {}
    got = find_pairs(boxes, touching=touching, stats=stats)
    assert got.dtype == np.int64 and got.shape == (len(got), 2)
    assert got.tolist() == brute_pairs(boxes, touching)
    if 2 <= n <= SMALL_N:  # one table of all pairs
        assert stats["candidates"] == n * (n - 1) // 2
    elif n > SMALL_N:  # strips: far fewer
        assert stats["candidates"] < n * (n - 1) // 4


# --- last frame's order: insertion sort and the comparisons a fresh sort makes ------------------


@given(st.lists(st.integers(-20, 20), max_size=40), st.randoms(use_true_random=False))
def test_insertion_sort_sorts_with_one_swap_per_pair_out_of_order(keys, random):
    order = list(range(len(keys)))
    random.shuffle(order)
    new, swaps, comparisons = insertion_sort(order, keys)
    assert new == sorted(order, key=lambda i: keys[i])  # stable: ties keep last frame's order
    inversions = sum(
        keys[order[a]] > keys[order[b]] for a in range(len(order)) for b in range(a + 1, len(order))
    )
    assert swaps == inversions
    assert max(len(keys) - 1, 0) <= comparisons <= swaps + max(len(keys) - 1, 0)


def test_insertion_sort_refuses_an_order_that_is_not_a_permutation():
    with pytest.raises(
        ValueError, match=r"order must hold each index 0 \.\. 2 of keys once, got \[0, 0, 1\]"
    ):
        insertion_sort([0, 0, 1], [3.0, 1.0, 2.0])


@pytest.mark.parametrize("keys", [[], [5.0], list(range(50)), list(range(50, 0, -1))])
def test_sort_comparisons_of_runs(keys):
    assert sort_comparisons(keys) == max(len(keys) - 1, 0)  # one run, ascending or descending


def test_sort_comparisons_counts_what_sorted_asks():
    keys = np.random.default_rng(13).uniform(0, 1, 500).tolist()
    asked = 0

    def compare(a, b):
        nonlocal asked
        asked += 1
        return (a > b) - (a < b)

    sorted(keys, key=functools.cmp_to_key(compare))
    assert sort_comparisons(keys) == asked > 500 * 7


@pytest.mark.parametrize("method", [None, "grid", "strips"])
def test_find_pairs_checks_the_boxes_once(monkeypatch, method):
    # the default cell size is computed from the checked array, not by checking the boxes again
    from collide_lessons import validate

    calls = []
    float_array = validate.float_array

    def counting(*args, **kwargs):
        calls.append(1)
        return float_array(*args, **kwargs)

    monkeypatch.setattr(validate, "float_array", counting)
    boxes = np.random.default_rng(14).uniform(0, 100, (300, 2))
    find_pairs(np.hstack([boxes, boxes + 5]), method=method)
    assert len(calls) == 1
