"""Lesson 07 playgrounds, driven headlessly (the Play control advances the world)."""

import numpy as np

from collide_lessons.motion import World
from collide_lessons.widgets import (
    PLATFORM,
    WorldRun,
    tunnel_playground,
    tunnel_state,
    world_playground,
    world_state,
)


def test_play_advances_the_world_like_stepping_it_by_hand():
    pg = world_playground()
    pg.controls["frame"].value = 25  # what the Play control's ticks do, through the link
    by_hand = World.random(circles=7, rects=5, sprites=3, size=(300, 200), seed=4)
    by_hand.step(0.0)
    for _ in range(25):
        by_hand.step(0.1)
    assert np.allclose(pg.result["world"].pos, by_hand.pos)
    assert "frame 25" in pg.verdict.value


def test_going_back_replays_from_the_seed():
    run = WorldRun()
    forward = world_state(40, run=run)["world"].pos.copy()
    world_state(10, run=run)
    again = world_state(40, run=run)["world"].pos
    assert np.array_equal(forward, again)


def test_push_at_frame_zero_moves_exactly_the_overlapping_objects():
    run = WorldRun()
    none = world_state(0, "none", run=run)
    start, overlapping = none["world"].pos.copy(), set(none["report"].pairs.ravel().tolist())
    assert overlapping, "the seeded world starts with some overlap"
    pushed = world_state(0, "push", run=run)["world"].pos
    moved = set(np.flatnonzero((pushed != start).any(axis=1)).tolist())
    assert moved == overlapping


def test_colliding_objects_are_flagged():
    run = WorldRun()
    for frame in range(0, 120, 10):
        state = world_state(frame, run=run)
        pairs = state["report"].pairs
        assert set(np.flatnonzero(state["colliding"])) == set(pairs.ravel().tolist())


def test_tunnelling_by_speed():
    assert tunnel_state(8)["frame_hits"] and tunnel_state(8)["swept"]
    fast = tunnel_state(16)  # 7 * 16 = 112 and 8 * 16 = 128 skip 114..124
    assert fast["frame_hits"] == [] and fast["swept"][1] == "top"
    assert abs(fast["swept"][0] - (PLATFORM.top - 6) / 16) < 1e-12
    pg = tunnel_playground()
    pg.controls["speed"].value = 16
    assert "tunnelled" in pg.verdict.value and "sweep: <b>HIT</b>" in pg.verdict.value
