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


def test_near_corner_boxes_overlap_but_far_apart_nothing_does():
    near = mask_state(0, 0)
    assert near["offset"] == (-30, -25)
    assert near["region"] is not None  # 48-wide boxes at 0 and 30 still overlap
    assert near["area"] == near["both"].count()
    far = mask_state(150, 150)
    assert far["region"] is None and far["area"] == 0 and far["first"] is None
    assert far["both"].count() == 0 and "boxes collide: <b>no</b>" in far["text"]
