"""Lesson 07 playgrounds, driven headlessly: the world's frames are the package's answers."""

import numpy as np
import pytest

from collide_lessons.motion import World
from collide_lessons.widgets import (
    PLATFORM,
    WorldRun,
    tunnel_playground,
    tunnel_scene,
    tunnel_state,
    world_state,
)
from collide_lessons.widgets.moving import WorldPlayground, world_frames, world_shapes


def test_the_frames_played_are_the_world_stepped_by_hand():
    pg = WorldPlayground(frames=25)
    by_hand = World.random(circles=7, rects=5, sprites=3, size=(300, 200), seed=4)
    report = by_hand.step(0.0)
    for k in range(26):
        if k:
            report = by_hand.step(0.1)
        frame = pg.canvas.frames[k]
        assert frame["hit"] == report.colliding.astype(int).tolist()
        circles = by_hand.kind == 0
        assert np.allclose(np.array(frame["p"])[circles], by_hand.pos[circles])
    assert "frame 25" in pg.canvas.frames[25]["text"]


def test_dropping_an_object_restarts_the_run_from_that_frame():
    pg = WorldPlayground(frames=40)
    positions_at_20 = np.array(pg.canvas.frames[20]["p"], dtype=float)
    pg.canvas.frame = 20
    pg.drag("o0", x=150, y=100)
    first = np.array(pg.canvas.frames[0]["p"], dtype=float)
    assert first[0].tolist() == [150, 100]
    assert np.allclose(first[1:], positions_at_20[1:])  # the others stay where they were at frame 20
    assert pg.canvas.reply == pg.canvas.request and pg.canvas.run == 2
    assert len(pg.canvas.frames) == 41


def test_an_object_dropped_outside_the_box_is_kept_inside():
    pg = WorldPlayground(frames=5)
    pg.canvas.frame = 0
    pg.drag("o0", x=-50, y=999)  # o0 is a circle: its centre is kept a radius inside
    x, y = pg.canvas.frames[0]["p"][0]
    r = pg.canvas.shapes[0]["r"]
    assert (x, y) == (pytest.approx(r), pytest.approx(200 - r))


def test_options_restart_from_the_seed():
    pg = WorldPlayground(frames=10)
    pg.controls["response"].value = "push"
    again = WorldPlayground(frames=10)
    again.controls["response"].value = "push"
    assert pg.canvas.frames == again.canvas.frames


def test_every_frame_flags_exactly_the_objects_in_a_pair():
    world = World.random(circles=6, rects=4, sprites=2, size=(200, 150), seed=2)
    frames, states = world_frames(world, 60)
    replay = World.random(circles=6, rects=4, sprites=2, size=(200, 150), seed=2)
    for k, frame in enumerate(frames):
        replay.pos, replay.vel = states[k][0].copy(), states[k][1].copy()
        pairs = replay.colliding_pairs()
        assert set(np.flatnonzero(frame["hit"])) == set(pairs.ravel().tolist())


def test_world_shapes_tie_each_object_to_its_index():
    world = World.random(circles=2, rects=2, sprites=1, seed=1)
    shapes = world_shapes(world)
    assert [s["obj"] for s in shapes] == list(range(5))
    assert shapes[-1]["kind"] == "image" and shapes[-1]["hit_href"].startswith("data:image/png")


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


def test_tunnelling_by_speed_and_start():
    assert tunnel_state(8)["frame_hits"] and tunnel_state(8)["swept"]
    fast = tunnel_state(16)  # 7 * 16 = 112 and 8 * 16 = 128 skip 114..124
    assert fast["frame_hits"] == [] and fast["swept"][1] == "top"
    assert abs(fast["swept"][0] - (PLATFORM.top - 6) / 16) < 1e-12
    pg = tunnel_playground()
    pg.controls["speed"].value = 16
    assert "tunnelled" in pg.canvas.verdict and "swept test: <b>HIT</b>" in pg.canvas.verdict
    pg.drag("ball", y=4)  # 4 + 7 * 16 = 116: frame 7 now lands on the platform
    assert pg.result["frame_hits"] == [7]
    pg.drag("ball", x=0)  # beside the platform: nothing to hit
    assert pg.result["frame_hits"] == [] and pg.result["swept"] is None


def test_the_contact_label_is_written_beside_the_column_of_boxes():
    for x in (0, 30, 57, 90, 114):
        scene = tunnel_scene({"ball": dict(x=x, y=0)}, speed=8)
        if scene["swept"] is None:
            continue
        (label,) = [s for s in scene["shapes"] if s["kind"] == "text"]
        # anchored at its end left of the boxes, or at its start right of them
        if label["anchor"] == "end":
            assert label["x"] < x
        else:
            assert label["anchor"] == "start" and label["x"] > x + 6


def test_a_step_shorter_than_box_plus_platform_always_lands_a_frame_on_it():
    # the box shares area with the platform while its top is strictly between 114 and 124 (10 px,
    # open): a shorter step lands a frame there from any start above; a step of 10 can land
    # exactly on both ends, touching only (lesson 07's tunnelling text and its Try-this answers)
    for speed in (1, 2.5, 4, 6.5, 8, 9, 9.5, 9.875):
        for y in range(0, 114):
            hits = tunnel_state(speed, start=(57, y))["frame_hits"]
            assert hits and 114 < y + speed * hits[0] < 124
    touching_only = tunnel_state(10, start=(57, 4))
    assert touching_only["frame_hits"] == [] and touching_only["swept"] == (11.0, "top")
    assert tunnel_state(10, start=(57, 5))["frame_hits"] == [11]
