"""Lesson 04 playgrounds, driven headlessly."""

from collide_lessons import Point
from collide_lessons.widgets import circle_rect_playground, circle_rect_state, circles_playground


def test_circle_rect_playground_moves_the_clamped_point():
    pg = circle_rect_playground()
    assert pg.result["nearest"] == Point(70, 50) and pg.result["d2"] == 200
    pg.controls["cx"].value = 50  # above/below the block's span now
    assert pg.result["nearest"] == Point(50, 50) and pg.result["d2"] == 100
    assert pg.result["overlap"] is True and "HIT" in pg.verdict.value


def test_circle_rect_state_exact_touch_and_inside():
    touch = circle_rect_state(80, 30, 10)  # 10 right of the right edge (x = 70)
    assert touch["d2"] == 100 == touch["r2"] and not touch["overlap"] and touch["touch"]
    inside = circle_rect_state(50, 30, 1)
    assert inside["centre_inside"] and inside["d2"] == 0 and inside["overlap"]


def test_circles_playground_starts_touching_then_overlaps():
    pg = circles_playground()
    assert pg.result["d2"] == pg.result["reach2"] == 2500
    assert (pg.result["overlap"], pg.result["touch"]) == (False, True)
    pg.controls["r1"].value = 13
    assert pg.result["overlap"] is True
