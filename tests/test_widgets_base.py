"""Lesson 01 playground and the Playground base, driven without a browser or kernel."""

import pytest

from collide_lessons import Rect
from collide_lessons.widgets import Playground, rect_playground, rect_state


def test_sliders_drive_the_rectangle_and_the_text():
    pg = rect_playground()
    first_png = bytes(pg.image.value)
    pg.controls["x"].value = 30
    pg.controls["w"].value = 10
    assert pg.result["rect"] == Rect(30, 15, 10, 25)
    assert pg.result["left, top, right, bottom"] == (30, 15, 40, 40)
    assert "(30, 15, 40, 40)" in pg.verdict.value
    png = bytes(pg.image.value)
    assert png != first_png and png.startswith(b"\x89PNG")


def test_anchor_dropdown_moves_the_marked_point():
    pg = rect_playground(x=10, y=10, w=20, h=10)
    pg.controls["anchor"].value = "midbottom"
    assert tuple(pg.result["anchor_point"]) == (20, 20)
    assert "anchor midbottom" in pg.verdict.value


def test_zero_width_is_shown_not_refused():
    state = rect_state(5, 5, 0, 3)
    assert state["left, top, right, bottom"] == (5, 5, 5, 8)


def test_playground_repr_is_short_and_stable():
    assert repr(rect_playground()) == "<Playground 'rectangle representations': x, y, w, h, anchor>"


def test_compute_must_return_text():
    import ipywidgets as W

    with pytest.raises(ValueError, match="must return a dict with a 'text' entry"):
        Playground("broken", {"v": W.IntSlider()}, lambda v: {"value": v}, lambda ax, r: None)
