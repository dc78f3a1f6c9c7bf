"""Lesson 09 drag playgrounds, driven headlessly: turning, containment flagged, the vertex slip,
the outline under both rules, push-out."""

import re
from fractions import Fraction

import pytest

from collide_lessons.polygons import polygons_intersect
from collide_lessons.widgets import (
    PUSH_OBSTACLE,
    SAT_START,
    point_polygon_playground,
    point_polygon_scene,
    push_playground,
    sat_playground,
    sat_scene,
)


def test_turning_the_box_45_degrees_makes_it_reach_the_diamond():
    pg = sat_playground()
    assert pg.result["hit"] is False and "separates them" in pg.canvas.verdict
    assert any(r["apart"] for r in pg.result["rows"])
    pg.drag("a", angle=45)  # half-diagonal 10 * sqrt(2) = 14.1 > the 12 to the diamond's tip
    assert pg.result["hit"] is True and "no axis separates" in pg.canvas.verdict
    assert not any(r["apart"] for r in pg.result["rows"])
    box = [s for s in pg.canvas.shapes if s.get("id") == "a"][0]
    assert box["angle"] == 45 and box["hatch"]


def test_the_tip_touching_the_edge_is_contact_not_overlap():
    pg = sat_playground()
    pg.drag("b", x=50)  # the diamond's left tip (40, 40) on the box's right edge x = 40
    assert pg.result["hit"] is False
    pg.controls["touching"].value = True
    assert pg.result["hit"] is True
    pg.controls["touching"].value = False
    pg.drag("b", x=49)
    assert pg.result["hit"] is True


def test_the_edges_only_readout_says_touching_edges_count():
    # the tip on the edge: SAT with touching=False says miss, the edge test (touching edges count) hit,
    # and the readout names its rule rather than leaving the two verdicts unexplained
    s = sat_scene({"a": dict(x=30, y=40, angle=0), "b": dict(x=50, y=40, angle=0)})
    assert s["hit"] is False and s["edges_only"] is True and "WRONG" not in s["text"]
    assert "edges crossing only (edges that touch count): <b>HIT</b>" in s["text"]


def test_try_this_turning_the_box_first_reaches_the_diamond_at_34_degrees():
    # lesson 09's Try-this answer 1: up to 33 degrees the box's right side (a1) separates, and where
    # rounding leaves its left side not exactly parallel (33 degrees), a row a3 of its own does too
    def apart(angle):
        s = sat_scene({"a": dict(x=30, y=40, angle=angle), "b": dict(x=52, y=40, angle=0)})
        return s["hit"], [f"{r['owner']}{r['edge']}" for r in s["rows"] if r["apart"]]

    assert apart(30) == (False, ["a1"]) and apart(33) == (False, ["a1", "a3"]) and apart(34) == (True, [])
    assert all(not apart(angle)[0] and "a1" in apart(angle)[1] for angle in range(34))


def test_one_inside_the_other_is_flagged_for_the_edges_only_test():
    s = sat_scene({"a": dict(x=30, y=40, angle=0), "b": dict(x=30, y=40, angle=0)})  # same centre
    # the diamond's tips touch the box's edges at their midpoints: the outlines meet there
    assert s["hit"] and s["edges_only"]
    inside = sat_scene({"a": dict(x=30, y=40, angle=45), "b": dict(x=30, y=40, angle=0)})
    # a turned box of half-diagonal 14.1 around a diamond of reach 10: wholly inside, no edges meet
    assert polygons_intersect(inside["a"], inside["b"]) and not inside["edges_only"]
    assert "WRONG" in inside["text"]


def test_the_ray_through_the_tip_fools_the_slip():
    pg = point_polygon_playground()
    assert pg.result["inside"] and pg.result["crossings"] == 1
    assert pg.result["slip_wrong"] and "WRONG" in pg.canvas.verdict
    red = [s for s in pg.canvas.shapes if s["kind"] == "line" and s.get("linewidth") == 3]
    assert len(red) == 1  # one edge counted at the tip (70, 30), by the half-open rule


def test_on_the_outline_is_out_or_in_by_the_rule():
    pg = point_polygon_playground()
    pg.drag("p", x=30, y=30)  # the notch's vertex
    assert pg.result["on_boundary"] and not pg.result["inside"] and pg.result["inside_closed"]
    assert "touching=False: <b>outside</b>" in pg.canvas.verdict
    assert "WRONG" not in pg.canvas.verdict
    pg.drag("p", x=31, y=30)
    assert pg.result["inside"] and "touching=False: <b>inside</b>" in pg.canvas.verdict
    outside = point_polygon_scene({"p": dict(x=20, y=30)})  # in the notch: outside
    assert not outside["inside"] and outside["winding"] == 0


def test_push_out_is_drawn_where_it_puts_the_box():
    pg = push_playground()
    assert pg.result["move"] == (0, 0) and not pg.result["overlap"]
    pg.drag("m", x=34)
    assert pg.result["move"] == (-4, 0)
    ghost = [s for s in pg.canvas.shapes if s["kind"] == "polygon" and s.get("dashed")][0]
    assert (ghost["x"], ghost["y"]) == (30, 40)
    pg.drag("m", angle=30)
    dx, dy = pg.result["move"]
    assert (dx, dy) != (0, 0) and not polygons_intersect(pg.result["mover"].move(dx, dy), PUSH_OBSTACLE)


# --- the shadows' readout never contradicts the row's verdict (issue 23) -----------------------

SAT_CASES = [
    (x, angle, touching)
    for x in (52, 50, 50.04, 49.96, 50 + 2**-40, 2.0**40 + 20.5, 1e15)
    for angle in (0, 30, 45)
    for touching in (False, True)
]


def shown_rows(details):
    """Per axis: the four ends as shown, and the exact answer when the row says it is rounded."""
    pattern = (
        r"(\w\d): a ([^ ,]+)\.\.([^ ,]+), b ([^ ,]+)\.\.([^ ,]+?)"
        r"(?: \(rounded; exactly (apart|overlapping)\))?(?: ·|</p>)"
    )
    return re.findall(pattern, details)


@pytest.mark.parametrize("x, angle, touching", SAT_CASES)
def test_the_shadow_readout_agrees_with_each_rows_verdict(x, angle, touching):
    s = sat_scene({"a": dict(x=30, y=40, angle=angle), "b": dict(x=x, y=40, angle=0)}, touching=touching)
    shown = shown_rows(s["details"])
    assert len(shown) == len(s["rows"])
    for row, (name, alo, ahi, blo, bhi, exactly) in zip(s["rows"], shown):
        assert name == f"{row['owner']}{row['edge']}"
        ends = (alo, ahi, blo, bhi)
        if any(e.startswith("≈") for e in ends):
            assert exactly == ("apart" if row["apart"] else "overlapping"), (name, s["details"])
        else:
            assert exactly == ""
            alo, ahi, blo, bhi = map(Fraction, ends)
            meet = max(alo, blo) <= min(ahi, bhi) if touching else max(alo, blo) < min(ahi, bhi)
            assert row["apart"] == (not meet), (name, ends)


def test_touching_is_keyword_only():
    with pytest.raises(TypeError):
        sat_scene(SAT_START, True)
    assert sat_scene(SAT_START, touching=True)["hit"] is False


def test_the_shadow_rows_are_one_per_direction_in_pixels_along_each_axis():
    s = sat_scene(SAT_START)
    labels = [t["text"] for t in s["shadow_shapes"] if t["kind"] == "text"]
    # 8 edges, 4 directions; the diagonal's numbers worked by hand: the box spans x - y in -30..10,
    # the diamond 2..22, so along (1, -1)/sqrt(2) they overlap by 8/sqrt(2) = 5.657 px
    assert labels == [
        "a0 (0, -1) ✓ overlap 20",
        "a1 (1, 0) ✗ apart by 2",
        "b0 (0.71, -0.71) ✓ overlap ≈5.66",
        "b1 (0.71, 0.71) ✓ overlap ≈5.66",
    ]
    bars = [t for t in s["shadow_shapes"] if t["kind"] == "line" and t["linewidth"] == 4]
    a1, b1 = bars[2], bars[3]  # the x axis: the box 20..40, the diamond 42..62, drawn 1:1
    assert (a1["x2"] - a1["x"], b1["x2"] - b1["x"], b1["x"] - a1["x2"]) == (20, 20, 2)
    assert s["shapes"][-len(s["shadow_shapes"]) :] == s["shadow_shapes"]  # the board draws them last


def test_turned_45_degrees_the_box_and_the_diamond_share_their_two_axes():
    s = sat_scene({"a": dict(x=30, y=40, angle=45), "b": dict(x=52, y=40, angle=0)})
    assert len(s["rows"]) == 2 and s["hit"]
    labels = [t["text"] for t in s["shadow_shapes"] if t["kind"] == "text"]
    assert all("✓ overlap" in words for words in labels)


def test_the_ray_through_the_tip_fools_the_zero_times_slip_too():
    s = point_polygon_scene({"p": dict(x=40, y=30)})
    assert s["inside"] and not s["slip_zero"] and s["slip_zero_wrong"]
    assert "counting it zero times: <b>outside</b> — <b>WRONG</b>" in s["text"]
    off_the_row = point_polygon_scene({"p": dict(x=40, y=31)})
    assert off_the_row["slip_zero"] and not off_the_row["slip_zero_wrong"]
