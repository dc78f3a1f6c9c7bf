"""Lesson 04 drag playgrounds, driven headlessly."""

from collide_lessons import Point
from collide_lessons.widgets import circle_rect_playground, circle_rect_state, circles_playground


def test_dragging_the_circle_moves_the_clamped_point():
    pg = circle_rect_playground()
    assert pg.result["nearest"] == Point(70, 50) and pg.result["d2"] == 200
    pg.drag("c", x=50)  # over the block's span now
    assert pg.result["nearest"] == Point(50, 50) and pg.result["d2"] == 100
    assert pg.result["overlap"] is True and "HIT" in pg.canvas.verdict
    closest = [s for s in pg.canvas.shapes if s.get("label") == "closest"][0]
    assert (closest["x"], closest["y"]) == (50, 50)


def test_the_rim_handle_sets_the_radius_to_an_exact_touch():
    pg = circle_rect_playground()
    pg.drag("c", x=80, y=30, r=10)  # 10 right of the right edge (x = 70)
    assert pg.result["d2"] == pg.result["r2"] == 100
    assert (pg.result["overlap"], pg.result["touch"]) == (False, True)
    circle = [s for s in pg.canvas.shapes if s.get("id") == "c"][0]
    assert circle["rim"] and circle["r"] == 10


def test_circle_rect_state_exact_touch_and_inside():
    touch = circle_rect_state(80, 30, 10)
    assert touch["d2"] == 100 == touch["r2"] and not touch["overlap"] and touch["touch"]
    inside = circle_rect_state(50, 30, 1)
    assert inside["centre_inside"] and inside["d2"] == 0 and inside["overlap"]


def test_circles_playground_starts_touching_then_overlaps():
    pg = circles_playground()
    assert pg.result["d2"] == pg.result["reach2"] == 2500
    assert (pg.result["overlap"], pg.result["touch"]) == (False, True)
    pg.drag("a", r=13)
    assert pg.result["overlap"] is True
    pg.drag("a", x=20)  # pulled away: apart
    assert (pg.result["overlap"], pg.result["touch"]) == (False, False)
