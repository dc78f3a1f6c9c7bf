"""Lesson 08 drag playgrounds, driven headlessly: what the board shows for each drag, wrong
answers included (the slip flagged WRONG, the corner rule switched, a ray with no direction)."""

import math
import re
from fractions import Fraction

import pytest

from collide_lessons.widgets import (
    BOX,
    box_line_playground,
    box_line_scene,
    segments_playground,
    segments_scene,
    sight_playground,
    walls,
)


def _segments(a, b):
    return {"a": dict(zip(("x", "y", "x2", "y2"), a)), "b": dict(zip(("x", "y", "x2", "y2"), b))}


def test_the_t_junction_touches_then_crosses_one_unit_lower():
    pg = segments_playground()
    assert (pg.result["overlap"], pg.result["touch"]) == (False, True)
    assert "touching=False: <b>miss</b>" in pg.canvas.verdict
    pg.drag("b", y=21, y2=41)
    assert pg.result["overlap"] is True and "touching=False: <b>HIT</b>" in pg.canvas.verdict
    cross = [s for s in pg.canvas.shapes if s.get("label") == "cross"][0]
    assert (cross["x"], cross["y"]) == (40, 40)  # the crossing point drawn where a is


def test_the_slip_is_flagged_wrong_on_collinear_overlap_only():
    overlap = segments_scene(_segments((10, 40, 70, 40), (50, 40, 90, 40)))
    assert overlap["overlap"] and not overlap["slip"] and "WRONG" in overlap["text"]
    end_to_end = segments_scene(_segments((10, 40, 70, 40), (70, 40, 90, 40)))
    assert not end_to_end["overlap"] and not end_to_end["slip"] and "WRONG" not in end_to_end["text"]
    crossing = segments_scene(_segments((0, 0, 10, 10), (0, 10, 10, 0)))
    assert crossing["overlap"] and crossing["slip"] and "WRONG" not in crossing["text"]


def test_collinear_overlap_shows_both_segments_and_labels_the_markers():
    scene = segments_scene(_segments((10, 40, 50, 40), (30, 40, 70, 40)))
    a, b = [s for s in scene["shapes"] if s["kind"] == "segment"]
    assert a["linewidth"] > 2 * b["linewidth"]  # a wide under b: the shared length shows both
    labels = [s.get("label") or s.get("text") for s in scene["shapes"]]
    assert "b's end on a" in labels and "a's end on b" in labels and "shared length" in labels
    assert "red square marks an end lying on the" in scene["details"]
    apart = segments_scene(_segments((10, 40, 30, 40), (30, 40, 70, 40)))  # end to end: no length
    assert "shared length" not in [s.get("text") for s in apart["shapes"]]


def test_dragging_one_end_moves_only_that_end():
    pg = segments_playground()
    pg.drag("a", x2=40, y2=10)  # a now runs from (10, 40) up to (40, 10): b's top end... not on it
    assert pg.geometry["a"] == {"x": 10, "y": 40, "x2": 40, "y2": 10}
    assert pg.result["touch"] is False


def test_the_ray_enters_at_t_3_and_misses_along_the_top_edge():
    pg = box_line_playground()
    assert pg.result["t"] == 3 and "at t = 3" in pg.canvas.verdict  # (40 - 10) / 10
    pg.drag("s", y=20, y2=20)
    assert (pg.result["overlap"], pg.result["touch"]) == (False, True)
    pg.drag("s", y=21, y2=21)
    assert pg.result["overlap"] is True


def test_a_ray_parallel_to_a_side_is_explained_not_divided():
    s = box_line_scene({"s": dict(x=50, y=0, x2=50, y2=5)})  # straight down through the box
    assert s["slabs"][0] is None and s["t"] == 4  # (20 - 0) / 5
    assert "parallel" in s["details"] and "inside 40..70 for every t" in s["details"]
    miss = box_line_scene({"s": dict(x=40, y=0, x2=40, y2=5)})  # down the left edge
    assert miss["t"] is None and miss["touch"] and "on the side of 40..70" in miss["details"]
    assert "touching at most" in miss["details"] and "enters at" not in miss["details"]


def test_a_parallel_ray_outside_its_slab_never_enters_and_the_readout_says_so():
    s = box_line_scene({"s": dict(x=30, y=0, x2=30, y2=5)})  # straight down, left of the box
    assert (s["overlap"], s["touch"]) == (False, False)
    assert "never enters" in s["details"] and "outside 40..70" in s["details"]
    assert "enters at" not in s["details"] and "leaves at" not in s["details"]


def test_a_box_behind_the_ray_is_entered_after_it_is_left():
    s = box_line_scene({"s": dict(x=90, y=30, x2=100, y2=30)})  # heading right, box behind
    assert s["overlap"] is False and "enters at max(0, entries) = 0" in s["details"]
    assert "it enters after it leaves" in s["details"]


def test_the_ray_board_names_the_face_its_normal_and_the_bounce():
    s = box_line_scene({"s": dict(x=10, y=30, x2=20, y2=30)})
    assert s["hit"].normal == (-1, 0) and s["hit"].point == (40, 30)
    assert "the left face, normal <code>(-1, 0)</code>" in s["details"]
    assert "a bounce leaves along <code>(-10, 0)</code>" in s["details"]
    corner = box_line_scene({"s": dict(x=20, y=0, x2=21, y2=1)})  # exactly through (40, 20)
    assert corner["hit"].normal == (-1, -1) and "corner" in corner["details"]
    inside = box_line_scene({"s": dict(x=50, y=30, x2=60, y2=30)})
    assert "starts inside" in inside["details"]


def test_the_normal_and_the_bounce_show_over_a_ray_that_comes_in_along_the_normal():
    # the board's start: the ray heads right into the left face, so the normal and the bounce
    # lie on the ray itself; drawn under the draggable ray they were invisible beside their "n"
    s = box_line_scene({"s": dict(x=10, y=30, x2=20, y2=30)})
    normal = [x for x in s["shapes"] if x["kind"] == "line" and x.get("color") == "#000000"]
    label = [x for x in s["shapes"] if x["kind"] == "text" and x.get("text") == "n"]
    assert len(normal) == 1 and len(label) == 1
    assert (normal[0]["x"], normal[0]["y"], normal[0]["x2"], normal[0]["y2"]) == (40, 30, 34, 30)
    assert normal[0].get("top") and label[0].get("top")


def test_a_ray_starting_on_an_edge_is_not_said_to_start_inside_only():
    s = box_line_scene({"s": dict(x=40, y=30, x2=40, y2=40)})  # down the left edge, from on it
    assert s["hit"].normal == (0, 0) and s["touch"] and not s["overlap"]
    assert "starts inside the box or on its edge (t = 0)" in s["details"]


def test_the_first_contact_is_named_for_the_rule_that_has_one():
    # along the top edge only the closed shapes meet: the face readout must say it is touching=True's
    s = box_line_scene({"s": dict(x=10, y=20, x2=20, y2=20)})
    assert not s["overlap"] and s["touch"]
    assert "touching=True: first contact at (40, 20), the left face" in s["details"]


def test_a_ray_with_no_direction_says_so():
    s = box_line_scene({"s": dict(x=10, y=10, x2=10, y2=10)})
    assert "needs a direction" in s["text"] and not s["overlap"]


def test_the_segment_mode_draws_the_clipped_part():
    pg = box_line_playground()
    pg.controls["shape"].value = "segment"
    pg.drag("s", x=30, y=30, x2=60, y2=30)
    assert pg.result["clipped"] == ((40, 30), (60, 30))
    red = [s for s in pg.canvas.shapes if s["kind"] == "line" and s.get("linewidth") == 4][0]
    assert (red["x"], red["y"], red["x2"], red["y2"]) == (40, 30, 60, 30)


def test_sight_slips_between_diagonal_walls_only_when_corners_do_not_count():
    assert {(4, 1), (3, 2)} <= walls()
    pg = sight_playground()
    assert pg.result["blocked_by"] is None and "sight: <b>clear</b>" in pg.canvas.verdict
    assert pg.result["cells"] == [(2, 0), (3, 1), (4, 2), (5, 3)]
    pg.controls["touching"].value = True
    assert pg.result["blocked_by"] == (3, 2) and "blocked" in pg.canvas.verdict
    assert pg.result["blockers"] == [(3, 2), (4, 1)]  # a tie: both reached at the corner at t = 1/2
    assert "walls (3, 2) and (4, 1) at (40, 20), t = 0.5, both reached at the same t" in pg.canvas.verdict
    steps = pg.result["steps"]
    assert steps[(3, 2)] == steps[(4, 1)] == steps[(4, 2)] == 3 and steps[(2, 0)] == 1
    pg.controls["touching"].value = False
    pg.drag("s", x=26, x2=56)
    assert pg.result["blocked_by"] == (4, 1)


# --- the slab readout never contradicts its verdict (issue 23) ---------------------------------


def ray_cases():
    """Rays from the left aimed at the box's top-left corner (40, 20), at every scale, and a hair off."""
    cases = []
    for s in (2.0**-40, 1e-9, 1, 3.0, 1e8, 2.0**50):
        for off in (-1, 0, 1):
            dy = math.nextafter(1.0 * s, math.inf * off) if off else 1.0 * s
            cases.append({"s": dict(x=10, y=10, x2=10 + 3 * s, y2=10 + dy)})  # 3:1, touches the corner
            cases.append({"s": dict(x=10, y=10, x2=10 + 7 * s, y2=10 + 2 * s + dy / 3)})
    return cases


def exact_slab(start, step, lo, hi):
    start, step = Fraction(start), Fraction(step)
    return sorted(((Fraction(lo) - start) / step, (Fraction(hi) - start) / step))


@pytest.mark.parametrize("geometry", ray_cases(), ids=lambda g: str(g["s"]))
def test_the_slab_readout_agrees_with_the_exact_slabs_and_the_verdict(geometry):
    s = box_line_scene(geometry)
    g = geometry["s"]
    x_slab = exact_slab(g["x"], Fraction(g["x2"]) - Fraction(g["x"]), BOX.left, BOX.right)
    y_slab = exact_slab(g["y"], Fraction(g["y2"]) - Fraction(g["y"]), BOX.top, BOX.bottom)
    entry, leave = max(0, x_slab[0], y_slab[0]), min(x_slab[1], y_slab[1])
    pattern = (
        r"enters at max\(0, entries\) = ([^,]*), leaves at min\(exits\) = ([^:]*): "
        r"(\(rounded\) )?it enters (\w+) it leaves"
    )
    found = re.search(pattern, s["details"])
    assert found, s["details"]
    a, b, note, way = found.groups()
    shown = {"before": -1, "as": 0, "after": 1}[way]
    if not (a.startswith("≈") or b.startswith("≈")):
        assert note is None
        assert shown == (Fraction(a) > Fraction(b)) - (Fraction(a) < Fraction(b))
    assert shown == (entry > leave) - (entry < leave)
    assert s["overlap"] == (shown < 0)
    assert s["touch"] == (shown <= 0)


def test_touching_is_keyword_only():
    from collide_lessons.widgets import sight_scene

    geometry = {"s": dict(x=25, y=5, x2=55, y2=35)}
    with pytest.raises(TypeError):
        sight_scene(geometry, True)
    assert sight_scene(geometry, touching=True)["blocked_by"] is not None


# --- the stills of the explanations (issue 25) -------------------------------------------------


def test_walk_scene_marks_each_grid_line_crossing_and_the_corner_tie():
    from collide_lessons.lines import Segment
    from collide_lessons.widgets.lines import walk_scene

    scene = walk_scene(Segment(5, 5, 47, 19))
    assert scene["cells"] == [(0, 0), (1, 0), (2, 1), (3, 1), (4, 1)]
    # x = 10, 20, 30, 40 at t = (x - 5) / 42; y = 10 at t = 5 / 14, the same t as x = 20: a corner
    assert scene["crossings"] == [
        (Fraction(5, 42), "x"),
        (Fraction(5, 14), "corner"),
        (Fraction(25, 42), "x"),
        (Fraction(5, 6), "x"),
    ]
    squares = [s for s in scene["shapes"] if s["kind"] == "point" and s.get("marker") == "square"]
    assert [(s["x"], s["y"]) for s in squares] == [(20, 10)]


def test_bresenham_scene_names_the_cells_the_thin_line_misses():
    from collide_lessons.widgets.lines import bresenham_scene

    scene = bresenham_scene(0, 0, 6, 3)
    assert scene["bresenham"] == [(0, 0), (1, 1), (2, 1), (3, 2), (4, 2), (5, 3), (6, 3)]
    assert scene["missed"] == [(1, 0), (3, 1), (5, 2)] and scene["extra"] == []
    assert [s["text"] for s in scene["shapes"] if s["kind"] == "text"] == ["missed"] * 3
    straight = bresenham_scene(0, 0, 5, 0)
    assert straight["missed"] == straight["extra"] == []


@pytest.mark.parametrize(
    "ends, sign, t, touch",
    [
        ((5, 5, 75, 10), -1, None, None),  # the line passes above
        ((5, 15, 75, 15), 0, None, 0.5),  # a tangent at (40, 15)
        ((5, 50, 25, 40), 1, None, None),  # the line crosses, the segment stops short
    ],
)
def test_circle_line_scene_reads_the_discriminant_and_the_range(ends, sign, t, touch):
    from collide_lessons import Circle
    from collide_lessons.lines import Segment
    from collide_lessons.widgets.lines import circle_line_scene

    scene = circle_line_scene(Segment(*ends), Circle(40, 30, 15))
    assert (scene["disc"], scene["t"]) == (sign, t)
    assert f"(touching=True: {'none' if touch is None else touch})" in scene["title"]


def test_circle_line_scene_roots_are_where_the_line_meets_the_circle():
    from collide_lessons import Circle
    from collide_lessons.lines import Segment
    from collide_lessons.widgets.lines import circle_line_scene

    line, c = Segment(5, 45, 75, 25), Circle(40, 30, 15)
    scene = circle_line_scene(line, c)
    for t in scene["roots"]:
        x, y = 5 + 70 * t, 45 - 20 * t
        assert math.isclose(math.hypot(x - 40, y - 30), 15, rel_tol=1e-12)
    assert scene["t"] == scene["roots"][0] and 0 < scene["t"] < 1


def test_grown_scene_time_is_lesson_07s_sweep():
    import random

    from collide_lessons import Rect
    from collide_lessons.motion import sweep
    from collide_lessons.widgets.lines import grown_scene

    rng = random.Random(3)
    for _ in range(300):
        mover = Rect(rng.randint(0, 20), rng.randint(0, 20), rng.randint(1, 6), rng.randint(1, 6))
        obstacle = Rect(rng.randint(0, 20), rng.randint(0, 20), rng.randint(1, 8), rng.randint(1, 8))
        velocity = (rng.randint(-12, 12), rng.randint(-12, 12))
        if velocity == (0, 0):
            continue
        t = grown_scene(mover, velocity, obstacle)["t"]
        swept = sweep(mover, velocity, obstacle)
        within = t if t is not None and t <= 1 else None
        assert (swept is None) == (within is None)
        if swept is not None:
            assert swept[0] == float(within)
