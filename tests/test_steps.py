"""steps: each broad phase step by step ends on find_pairs' answer, and each step is honest."""

import itertools

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from collide_lessons import Rect, collides
from collide_lessons.broadphase import find_pairs, grid_loop, strips_loop, sweep_loop
from collide_lessons.steps import STEPPERS, grid_steps, strips_steps, sweep_steps

box = st.tuples(st.integers(0, 40), st.integers(0, 40), st.integers(0, 12), st.integers(0, 12)).map(
    lambda t: [t[0], t[1], t[0] + t[2], t[1] + t[3]]
)
scenes = st.lists(box, min_size=0, max_size=12)
SIZES = {"sweep": {}, "grid": {"cell": 10}, "strips": {"height": 10}}


@given(scenes, st.sampled_from(sorted(STEPPERS)), st.booleans())
def test_the_last_step_has_found_exactly_find_pairs(boxes, method, touching):
    steps = list(STEPPERS[method](boxes, **SIZES[method], touching=touching))
    expected = [tuple(p) for p in find_pairs(boxes, touching=touching).tolist()] if len(boxes) > 1 else []
    assert list(steps[-1].found if steps else ()) == expected


@given(scenes, st.sampled_from(sorted(STEPPERS)))
def test_every_test_step_is_the_exact_test_and_found_only_grows(boxes, method):
    rects = [Rect.from_ltrb(*b) for b in boxes]
    found, tests = set(), 0
    for step in STEPPERS[method](boxes, **SIZES[method]):
        assert set(step.found) >= found and step.tests >= tests
        if step.kind == "test":
            assert step.hit == collides(rects[step.i], rects[step.j])
            assert step.tests == tests + 1
            assert step.i in step.group and step.j in step.group
        found, tests = set(step.found), step.tests


@given(scenes)
def test_steps_follow_the_readable_loops(boxes):
    assert list(list(sweep_steps(boxes))[-1].found) == sweep_loop(boxes)
    if boxes:
        assert list(list(grid_steps(boxes, 10))[-1].found) == grid_loop(boxes, 10)
        assert list(list(strips_steps(boxes, 10))[-1].found) == strips_loop(boxes, 10)


def test_the_sweep_tests_fewer_pairs_than_brute_force_on_a_spread_scene():
    boxes = [[x * 20, 0, x * 20 + 5, 5] for x in range(10)]
    steps = list(sweep_steps(boxes))
    assert steps[-1].tests == 0 and len([s for s in steps if s.kind == "stop"]) == 10
    assert len(list(itertools.combinations(range(10), 2))) == 45


def test_a_pair_sharing_two_cells_is_tested_twice_and_marked_repeat():
    steps = [s for s in grid_steps([[0, 0, 15, 5], [5, 0, 15, 5]], cell=10) if s.kind == "test"]
    assert [(s.where, s.repeat, s.hit) for s in steps] == [((0, 0), False, True), ((1, 0), True, True)]


def test_bad_boxes_get_a_sentence():
    with pytest.raises(ValueError, match="right >= left"):
        list(sweep_steps([[5, 0, 0, 5]]))
    with pytest.raises(ValueError, match=r"2-D \(N, 4\)"):
        list(sweep_steps([0, 0, 1, 1]))


@pytest.mark.parametrize("seed", range(5))
def test_resort_from_last_frames_order_sorts_and_counts_its_work(seed):
    from collide_lessons.steps import resort

    rng = np.random.default_rng(seed)
    keys = rng.integers(0, 50, 40).astype(float)
    order = sorted(range(40), key=lambda i: keys[i])
    for _ in range(5):
        keys = keys + rng.integers(-2, 3, 40)  # a frame of motion
        new, swaps, comparisons = resort(order, keys)
        assert new == sorted(order, key=lambda i: keys[i])  # stable, from last frame's order
        position = {box: k for k, box in enumerate(order)}
        overtaken = sum(  # pairs whose order flipped: what each swap undoes, once
            1 for a in range(40) for b in range(40) if position[a] < position[b] and keys[a] > keys[b]
        )
        assert swaps == overtaken
        assert swaps <= comparisons <= swaps + 39  # one comparison more per box, unless it reached the front
        order = new
