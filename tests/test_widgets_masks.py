"""Lesson 05 playground, driven headlessly."""

from collide_lessons import Rect
from collide_lessons.widgets import mask_playground, mask_state


def test_starts_with_boxes_overlapping_and_no_pixels():
    pg = mask_playground()
    assert pg.result["region"] is not None and pg.result["area"] == 0
    assert "boxes collide: <b>yes</b>" in pg.verdict.value
    assert "pixels overlapping: <b>0</b>" in pg.verdict.value


def test_sliding_the_star_in_counts_pixels():
    pg = mask_playground()
    pg.controls["bx"].value = 34
    assert pg.result["area"] > 0 and pg.result["first"] is not None
    assert pg.result["area"] == pg.result["both"].count()
    assert pg.result["box_b"] == Rect(34, 8, 48, 48)


def test_far_apart_nothing():
    state = mask_state(0, 0)
    assert state["offset"] == (-30, -25)
    assert state["region"] is not None          # 48-wide boxes at 0 and 30 still overlap
    far = mask_state(62, 42)
    assert far["area"] == far["both"].count()
