"""Lessons 02 and 03 playgrounds, driven headlessly."""

import pytest

from collide_lessons import Rect
from collide_lessons.widgets import (
    RECT_TESTS,
    rect_test_playground,
    rect_test_state,
    touching_playground,
    touching_state,
)


def test_rect_test_playground_starts_on_the_plus_sign():
    pg = rect_test_playground()
    assert pg.result["classes"] == ("contains", "during")
    assert pg.result["truth"] is True
    assert pg.result["verdicts"]["edge_test, both fixed"] is False
    assert "WRONG" in pg.verdict.value


def test_moving_r2_away_changes_every_verdict_but_the_published_one():
    pg = rect_test_playground()
    pg.controls["bx"].value = 55  # r2 now right of r1, apart
    pg.controls["by"].value = 0
    assert pg.result["truth"] is False
    assert pg.result["verdicts"]["edge_test, as published"] is True  # still "collides"
    assert pg.result["verdicts"]["by edges (correct)"] is False
    assert pg.result["verdicts"]["by negation (correct)"] is False


def test_chooser_changes_the_chosen_verdict_only():
    pg = rect_test_playground()
    pg.controls["test"].value = "by negation (correct)"
    assert pg.result["chosen"] is True and pg.result["test"] == "by negation (correct)"
    assert (
        "<tr style='font-weight:bold'><td style='padding-right:1em'>by negation (correct)" in pg.verdict.value
    )


def test_rect_test_state_refuses_unknown_tests():
    with pytest.raises(ValueError, match="unknown test 'magic'"):
        rect_test_state(0, 0, 1, 1, 0, 0, 1, 1, test="magic")
    assert len(RECT_TESTS) == 6


def test_touching_playground_steps_through_apart_touching_overlapping():
    pg = touching_playground()
    seen = []
    for bx in (13, 10, 9, 8):  # A spans x 4..9; B is 4 wide
        pg.controls["bx"].value = bx
        seen.append((pg.result["where"], pg.result["pixels_shared"]))
    assert seen == [("apart (gap 4)", 0), ("apart (gap 1)", 0), ("touching", 0), ("overlapping", 4)]


def test_touching_state_verdicts_split_at_contact():
    state = touching_state(9, 3)  # B's left edge on A's right edge
    v = state["verdicts"]
    assert v["collides (touching=False)"] is False and v["collides (touching=True)"] is True
    assert v['"How to detect collisions between moving GUI-objects?"'] is True
    assert v["hitbox tutorial (Android Rect / SFML)"] is False
    assert state["a"] == Rect(4, 3, 5, 4)
