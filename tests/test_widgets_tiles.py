"""Lesson 10's boards, driven from Python as the browser drives them."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from collide_lessons import Rect
from collide_lessons import tiles as T
from collide_lessons.widgets.tiles import (
    HERO_SIZE,
    LEVEL,
    STEP_RULES,
    run_playground,
    run_scene,
    step_playground,
    step_scene,
)


def _drawn(shapes, **keys):
    (found,) = [s for s in shapes if s["kind"] == "rect" and all(s.get(k) == v for k, v in keys.items())]
    return Rect(found["x"], found["y"], found["w"], found["h"])


@given(st.integers(16, 290), st.integers(16, 100), st.integers(-60, 60), st.integers(-60, 60))
def test_the_board_draws_and_says_what_the_step_does(x, y, dx, dy):
    hero = Rect(x, y, *HERO_SIZE)
    aim = {"x": x + 5 + dx, "y": y + 7 + dy}
    for rule, stepper in STEP_RULES.items():
        scene = step_scene({"hero": {"x": x, "y": y}, "aim": aim}, rule)
        done = stepper(hero, (dx, dy), LEVEL)
        assert scene["velocity"] == (dx, dy)
        assert scene["step"] == done
        assert _drawn(scene["shapes"], hatch=True, color="#ff7f0e") == done.box
        assert _drawn(scene["shapes"], id="hero") == hero
        assert not any(s.get("label") for s in scene["shapes"])  # boxes that nearly coincide carry no label
        words = scene["text"]
        for side in ("bottom", "top", "left", "right"):
            assert (f"{side} (" in words) == (side in done.sides)
        assert ("on the ground: <b>yes" in words) == T.on_ground(done.box, LEVEL)
        if rule == "axis by axis, swept":
            after_x = T.move_x(hero, dx, LEVEL)
            (drawn,) = [s for s in scene["shapes"] if s.get("dashed") and s["color"] == "#1f77b4"]
            assert Rect(drawn["x"], drawn["y"], drawn["w"], drawn["h"]) == after_x
            assert f"<b>after x</b></td><td><code>({after_x.x:g}, {after_x.y:g})</code>" in scene["details"]


def test_dragging_the_aim_across_the_wall_flips_the_contact_exactly_there():
    pg = step_playground()
    pg.drag("hero", x=20, y=98)  # on the floor, the step's side at x = 64
    centre_x = 25
    for reach in (33, 34, 35):  # the box's right edge ends at 30 + reach
        pg.drag("aim", x=centre_x + reach, y=105)
        touching = "right" in pg.result["step"].sides
        assert touching == (30 + reach >= 64)
        assert ("right (wall)" in pg.canvas.verdict) == touching


def test_the_both_axes_step_snags_on_the_board_where_the_lesson_says():
    pg = step_playground()
    pg.controls["rule"].value = "both axes at once"
    pg.drag("hero", x=21, y=98)
    pg.drag("aim", x=28, y=109)  # 2 right, 4 down (gravity), along the floor
    assert pg.result["step"].box.x == 22  # pushed back by the next floor tile's corner
    pg.controls["rule"].value = "axis by axis, swept"
    assert pg.result["step"].box.x == 23


def test_the_step_board_holds_its_rule_control():
    pg = step_playground()
    assert pg.controls["rule"] in pg.children[0].children
    assert list(pg.controls["rule"].options) == list(STEP_RULES)


def test_the_run_restarts_from_where_the_character_is_dropped():
    pg = run_playground(frames=30)
    assert pg.canvas.run == 1 and len(pg.canvas.frames) == 31
    pg.drag("hero", x=200, y=20)
    assert pg.canvas.run == 2 and pg.canvas.frames[0]["p"] == [[200.0, 20.0]]
    steps = T.run(Rect(200, 20, *HERO_SIZE), LEVEL, 30)
    for frame, done in zip(pg.canvas.frames, steps):
        assert frame["p"] == [[float(done.box.x), float(done.box.y)]]
        assert frame["hit"] == [int(bool(done.sides))]


@pytest.mark.parametrize("spot", [(0, 0), (70, 100), (300, 30)])
def test_a_start_inside_a_wall_gets_a_sentence_and_no_run(spot):
    scene = run_scene({"hero": {"x": spot[0], "y": spot[1]}})
    assert scene["frames"] == [] and "inside a solid tile" in scene["text"]
