"""Lesson 04 drag playgrounds, driven headlessly."""

import math
import re
from fractions import Fraction

import pytest

from collide_lessons import Circle, Point, Rect, collides
from collide_lessons.widgets import (
    circle_rect_playground,
    circle_rect_state,
    circles_playground,
    circles_state,
)


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


# --- a readout never contradicts the verdict beside it (issue 23) ------------------------------

SCALES = [2.0**-540, 1e-300, 3e-9, 1, 7.5, 3e8, 2.0**60, 1e150, 1e300]
RELATION = {"&lt;": -1, "=": 0, "&gt;": 1}


def shown_comparison(text, left, right):
    """Which way the readout says ``left`` compares with ``right``: -1, 0 or 1."""
    found = re.search(rf"{re.escape(left)} = <b>([^<]*)</b>, {re.escape(right)} = <b>([^<]*)</b>", text)
    assert found, text
    a, b = found.groups()
    note = re.search(rf"\(rounded; exactly {re.escape(left)} (&lt;|=|&gt;) {re.escape(right)}\)", text)
    if a.startswith("≈") or b.startswith("≈"):
        assert note, f"rounded values without the exact comparison: {text}"
        return RELATION[note.group(1)]
    assert note is None
    x, y = Fraction(a), Fraction(b)  # shown exactly: the numbers themselves must agree
    return (x > y) - (x < y)


def circle_rect_cases():
    cases = [(Circle(0, 0, 400040005.0), Rect(400039997.0, 80004.0, 10, 10))]  # issue 23's repro
    for s in SCALES:
        box = (3 * s, 4 * s, 10 * s, 10 * s)  # the corner on the rim of a 3-4-5 circle
        for nudge in (-1, 0, 1):
            x = math.nextafter(box[0], math.inf * nudge) if nudge else box[0]
            cases.append((Circle(0, 0, 5 * s), Rect(x, *box[1:])))
            cases.append((Circle(0.1 * s, 0, 5 * s), Rect(x, *box[1:])))
    return cases


def clamped_d2(c, r):
    nx = min(max(Fraction(c.x), Fraction(r.x)), Fraction(r.x) + Fraction(r.w))
    ny = min(max(Fraction(c.y), Fraction(r.y)), Fraction(r.y) + Fraction(r.h))
    return (nx - Fraction(c.x)) ** 2 + (ny - Fraction(c.y)) ** 2


@pytest.mark.parametrize("circle, rect", circle_rect_cases(), ids=str)
def test_the_circle_box_readout_agrees_with_its_verdicts(circle, rect):
    s = circle_rect_state(circle.x, circle.y, circle.r, rect=rect)
    way = shown_comparison(s["text"], "d²", "r²")
    assert (way < 0) == s["overlap"] == collides(circle, rect)
    assert (way <= 0) == s["touch"] == collides(circle, rect, touching=True)
    reference = clamped_d2(circle, rect) - Fraction(circle.r) ** 2
    assert way == (reference > 0) - (reference < 0)
    assert Fraction(s["d2"]) == clamped_d2(circle, rect) and Fraction(s["r2"]) == Fraction(circle.r) ** 2


def test_issue_23s_repro_shows_two_equal_integers_beside_miss_and_hit():
    s = circle_rect_state(0, 0, 400040005.0, rect=Rect(400039997.0, 80004.0, 10, 10))
    assert "d² = <b>160032005600400025</b>, r² = <b>160032005600400025</b>" in s["text"]
    assert (s["overlap"], s["touch"]) == (False, True)


def circles_cases():
    cases = []
    for s in SCALES:
        for nudge in (-1, 0, 1):
            x = math.nextafter(3 * s, math.inf * nudge) if nudge else 3 * s
            cases.append(((0, 0, 2 * s), (x, 4 * s, 3 * s)))  # 3-4-5: touching, or a hair either way
            cases.append(((0.1 * s, 0, 2 * s), (x, 4 * s, 0.3 * s)))
    return cases


@pytest.mark.parametrize("a, b", circles_cases(), ids=str)
def test_the_two_circles_readout_agrees_with_its_verdicts(a, b):
    s = circles_state(*a, *b)
    way = shown_comparison(s["text"], "d²", "(r1 + r2)²")
    ca, cb = Circle(*a), Circle(*b)
    assert (way < 0) == s["overlap"] == collides(ca, cb)
    assert (way <= 0) == s["touch"] == collides(ca, cb, touching=True)
    d2 = (Fraction(cb.x) - Fraction(ca.x)) ** 2 + (Fraction(cb.y) - Fraction(ca.y)) ** 2
    reference = d2 - (Fraction(ca.r) + Fraction(cb.r)) ** 2
    assert way == (reference > 0) - (reference < 0)


def test_centre_region_scene_matches_a_distance_reference():
    """Each probe's verdict and region against the distance to the box by cases (no clamping),
    exact in Fractions; the grown square is the box grown by r; the hatched corners lie outside
    the quarter circles and inside the grown square."""

    from collide_lessons.widgets.circles import BLOCK, centre_region_scene

    for r in (12, 15):
        s = centre_region_scene(r=r)
        g = s["grown"]
        assert (g.left, g.top, g.right, g.bottom) == (
            BLOCK.left - r,
            BLOCK.top - r,
            BLOCK.right + r,
            BLOCK.bottom + r,
        )
        for probe in s["probes"]:
            x, y = probe["centre"]
            gap_x = max(BLOCK.left - x, 0, x - BLOCK.right)
            gap_y = max(BLOCK.top - y, 0, y - BLOCK.bottom)
            assert probe["hit"] == (Fraction(gap_x) ** 2 + Fraction(gap_y) ** 2 < r * r)
            assert probe["region"] == ("inside", "edge", "corner")[(gap_x > 0) + (gap_y > 0)]
            assert probe["bounding_box"] == (gap_x < r and gap_y < r)
        hatched = [sh for sh in s["shapes"] if sh["kind"] == "polygon" and sh.get("hatch")]
        assert len(hatched) == 4
        corners = [(cx, cy) for cx in (BLOCK.left, BLOCK.right) for cy in (BLOCK.top, BLOCK.bottom)]
        for shape in hatched:
            for vx, vy in shape["outline"]:
                assert min((vx - cx) ** 2 + (vy - cy) ** 2 for cx, cy in corners) >= r * r - 1e-9
                assert g.left <= vx <= g.right and g.top <= vy <= g.bottom
    # the default probes show every region, and one centre the bounding box wrongly calls a hit
    probes = centre_region_scene()["probes"]
    assert {p["region"] for p in probes} == {"inside", "edge", "corner"}
    assert any(p["bounding_box"] and not p["hit"] for p in probes)


def test_the_bounding_box_region_is_dashed_on_top_and_named():
    """Lesson 04 says the bounding box says hit on the whole grown square (dashed): the dashed square
    is drawn after the filled region and the hatched corners, so it shows all round, and the caption
    says what the dashes mean."""
    from collide_lessons.widgets.circles import centre_region_scene

    shapes = centre_region_scene()["shapes"]
    dashed = [i for i, sh in enumerate(shapes) if sh["kind"] == "rect" and sh.get("dashed")]
    covering = [i for i, sh in enumerate(shapes) if sh["kind"] == "polygon"]
    assert len(dashed) == 1 and dashed[0] > max(covering)
    captions = [sh["text"] for sh in shapes if sh["kind"] == "text"]
    assert any("dashed" in words and "bounding box" in words for words in captions)
