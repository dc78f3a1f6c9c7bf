"""Lesson 05 drag playground, driven headlessly."""

from collide_lessons import Rect, as_published
from collide_lessons.masks import Mask
from collide_lessons.widgets import mask_playground, mask_state
from collide_lessons.widgets.pixels import mask_scene


def test_starts_with_the_small_star_inside_the_planets_box_where_the_1998_rule_is_wrong():
    pg = mask_playground()
    assert pg.result["box_b"] == Rect(42, 37, 24, 24)
    assert pg.result["region"] == Rect(42, 37, 24, 24)  # b lies inside a: the overlap is b's box
    assert pg.result["region_1998"] == Rect(42, 37, 36, 36)  # the rule reaches to a's right and bottom
    assert "WRONG" in pg.canvas.verdict
    dashed = [s for s in pg.canvas.shapes if s.get("dashed")]
    assert {(s["w"], s["h"]) for s in dashed} == {(24, 24), (36, 36)}  # both regions are drawn


def test_pixel_counts_of_both_regions():
    s = mask_scene({"b": dict(x=42, y=37)})
    assert s["scanned"] == 24 * 24 and s["scanned_1998"] == 36 * 36
    assert s["area"] == s["both"].count()
    # the 1998 scan reads outside b's buffer and counts what it finds there
    a = Mask.from_image(s["a_image"]).bits
    b = Mask.from_image(s["b_image"]).bits
    assert s["found_1998"] == as_published.scan_region(a, (30, 25), b, (42, 37), s["region_1998"])


def test_dragging_the_star_in_counts_pixels_and_draws_them_red():
    pg = mask_playground()
    pg.controls["sprite"].value = "star (48 px)"
    pg.drag("b", x=34, y=8)
    assert pg.result["area"] > 0 and pg.result["first"] is not None
    assert pg.result["box_b"] == Rect(34, 8, 48, 48)
    red = [s for s in pg.canvas.shapes if s["kind"] == "cells"][0]
    assert len(red["cells"]) == pg.result["area"]
    assert pg.result["region_1998"] == pg.result["region"]  # staggered corners: the rule is right here


def test_near_corner_boxes_overlap_but_far_apart_nothing_does():
    near = mask_state(0, 0)
    assert near["offset"] == (-30, -25)
    assert near["region"] is not None
    assert near["area"] == near["both"].count()
    far = mask_state(150, 150)
    assert far["region"] is None and far["area"] == 0 and far["first"] is None
    assert far["both"].count() == 0 and "boxes collide: <b>no</b>" in far["text"]
    assert mask_scene({"b": dict(x=150, y=150)})["region_1998"] is None
