"""Lessons 01-03 drag playgrounds, driven headlessly (drags sent as the browser sends them)."""

import re
from fractions import Fraction

import pytest

from collide_lessons import Rect, as_published, collides
from collide_lessons.widgets import (
    RECT_TESTS,
    rect_playground,
    rect_state,
    rect_test_playground,
    rect_test_scene,
    rect_test_state,
    touching_playground,
    touching_state,
)

# --- lesson 01 ---------------------------------------------------------------------------------


def test_dragging_and_resizing_the_rectangle_updates_every_description():
    pg = rect_playground()
    pg.drag("r", x=30, w=10)
    assert pg.result["rect"] == Rect(30, 15, 10, 25)
    assert pg.result["left, top, right, bottom"] == (30, 15, 40, 40)
    assert "(30, 15, 40, 40)" in pg.canvas.verdict
    corner = [s for s in pg.canvas.shapes if s.get("label", "").startswith("(right, bottom)")][0]
    assert (corner["x"], corner["y"]) == (40, 40)


def test_anchor_dropdown_moves_the_marked_point():
    pg = rect_playground(x=10, y=10, w=20, h=10)
    pg.controls["anchor"].value = "midbottom"
    assert tuple(pg.result["anchor_point"]) == (20, 20)
    marked = [s for s in pg.canvas.shapes if s.get("label") == "midbottom"][0]
    assert (marked["x"], marked["y"]) == (20, 20)


def test_zero_width_is_shown_not_refused():
    state = rect_state(5, 5, 0, 3)
    assert state["left, top, right, bottom"] == (5, 5, 5, 8)
    pg = rect_playground()
    pg.drag("r", w=0)
    assert pg.result["rect"].w == 0


# --- lesson 02 ---------------------------------------------------------------------------------


def test_rect_test_playground_starts_on_the_plus_sign():
    pg = rect_test_playground()
    assert pg.result["classes"] == ("contains", "during")
    assert pg.result["truth"] is True
    assert pg.result["verdicts"]["edge_test, both fixed"] is False
    assert "WRONG" in pg.canvas.verdict


def test_dragging_r2_away_changes_every_verdict_but_the_published_one():
    pg = rect_test_playground()
    pg.drag("r2", x=55, y=0)  # r2 now right of r1, apart
    assert pg.result["truth"] is False
    assert pg.result["verdicts"]["edge_test, as published"] is True  # still "collides"
    assert pg.result["verdicts"]["by edges (correct)"] is False
    assert pg.result["verdicts"]["by negation (correct)"] is False
    assert pg.result["comparisons"]["r1 left of r2"] is True
    assert "✓" in pg.canvas.details


def test_chooser_changes_the_chosen_verdict_and_the_flags_shown():
    pg = rect_test_playground()
    pg.controls["test"].value = "by negation (correct)"
    assert pg.result["chosen"] is True and pg.result["test"] == "by negation (correct)"
    assert pg.result["stage"] == "as published"
    assert pg.result["flags"]["isContainsCollision"] is True  # the published routine starts it True
    pg.controls["test"].value = "edge_test, contains flag fixed"
    assert pg.result["flags"]["isContainsCollision"] is False


def test_comparisons_and_flags_are_the_published_code_on_every_atlas_class():
    from collide_lessons import atlas

    for config in atlas.configurations(include_degenerate=True):
        for stage, switches in as_published.STAGES.items():
            g = {"r1": vars_of(config.a), "r2": vars_of(config.b)}
            s = rect_test_scene(g, test=f"edge_test, {stage}")
            h, v, c = s["flags"].values()
            assert ((h and v) or c) == as_published.edge_test(config.a, config.b, **switches)
        a, b = config.a, config.b
        apart = any(s["comparisons"].values())
        if a.w and a.h and b.w and b.h:  # with area, the four comparisons alone decide
            assert apart == (not collides(a, b))


def vars_of(r):
    return dict(x=r.x, y=r.y, w=r.w, h=r.h)


def test_rect_test_state_refuses_unknown_tests():
    with pytest.raises(ValueError, match="unknown test 'magic'"):
        rect_test_state(0, 0, 1, 1, 0, 0, 1, 1, test="magic")
    assert len(RECT_TESTS) == 6


def test_the_shared_region_is_hatched_on_top_and_gone_when_apart():
    pg = rect_test_playground()
    hatched = [s for s in pg.canvas.shapes if s.get("hatch")]
    assert len(hatched) == 1 and hatched[0]["top"] and (hatched[0]["x"], hatched[0]["w"]) == (25, 10)
    pg.drag("r2", x=60)
    assert not [s for s in pg.canvas.shapes if s.get("hatch")]


# --- lesson 03 ---------------------------------------------------------------------------------


def test_dragging_b_steps_through_apart_touching_overlapping():
    pg = touching_playground()
    seen = []
    for bx in (13, 10, 9, 8):  # A spans x 4..9; B is 4 wide
        pg.drag("b", x=bx)
        seen.append((pg.result["where"], pg.result["pixels_shared"]))
    assert seen == [("apart (gap 4)", 0), ("apart (gap 1)", 0), ("touching", 0), ("overlapping", 4)]


def test_both_boxes_are_drawn_as_pixel_cells_and_only_b_moves():
    pg = touching_playground()
    a, b = pg.canvas.shapes
    assert a["pixels"] and b["pixels"] and b.get("drag") and not a.get("drag")
    assert pg.canvas.snap == 1  # whole pixels


def test_touching_state_verdicts_split_at_contact():
    state = touching_state(9, 3)  # B's left edge on A's right edge
    v = state["verdicts"]
    assert v["collides (touching=False)"] is False and v["collides (touching=True)"] is True
    assert v['"How to detect collisions between moving GUI-objects?"'] is True
    assert v["hitbox tutorial (its own four strict comparisons)"] is False
    assert state["a"] == Rect(4, 3, 5, 4)


# --- lesson 03's words never contradict its verdicts (issue 23) -------------------------------


@pytest.mark.parametrize(
    "b",
    [(9, 3, 4, 4), (12, 3, 4, 4), (6, 4, 2, 2), (-1, 4, 6, 0), (5, 5, 0, 0), (9, 7, 3, 3)]
    + [(9 - d, 3, 4, 4) for d in (2**-49, 2**-52 * 9, 1e-300)]
    + [(6, 4, 1e-200, 1e-200), (6, 4, 5e-324, 5e-324), (9 + 2**-49, 3, 1e300, 1e300), (8.5, 3, 1e-320, 4)],
    ids=str,
)
def test_lesson_03s_words_follow_the_exact_verdicts(b):
    s = touching_state(*b)
    a, box = s["a"], Rect(*b)
    words = re.search(r"the boxes are <b>(\w+)", s["text"]).group(1)
    expected = (
        "overlapping" if collides(a, box) else "touching" if collides(a, box, touching=True) else "apart"
    )
    assert words == expected, s["text"][:120]
    shown = re.search(r"pixels shared: <b>([^<]*)</b>", s["text"]).group(1)
    value = Fraction(shown.lstrip("≈"))
    assert (value > 0) == collides(a, box), shown  # a shared area exactly when they overlap


# --- issue 25: lesson 02's negation panel always concludes what the verdict says ---------------


def _shares_area(a, b):
    """Reference: the overlap of the boxes' edges has positive width and height (exact, Fractions)."""
    width = min(Fraction(a.right), Fraction(b.right)) - max(Fraction(a.left), Fraction(b.left))
    height = min(Fraction(a.bottom), Fraction(b.bottom)) - max(Fraction(a.top), Fraction(b.top))
    return width > 0 and height > 0


def _panel_pairs():
    from collide_lessons import atlas

    for config in atlas.configurations(include_degenerate=True):
        yield config.a, config.b
        yield config.b, config.a
    yield Rect(10, 10, 40, 30), Rect(20, 20, 0, 10)  # the zero-width r2 inside r1
    yield Rect(10, 10, 40, 30), Rect(20, 20, 10, 0)
    yield Rect(10, 10, 0, 0), Rect(10, 10, 0, 0)
    yield Rect(0, 0, 0.5, 1), Rect(0.25, 0, 2**-40, 1)
    import random

    rng = random.Random(25)
    for _ in range(2000):
        yield tuple(
            Rect(
                rng.randint(0, 60),
                rng.randint(0, 50),
                rng.choice([0, rng.randint(0, 30)]),
                rng.randint(0, 30),
            )
            for _ in range(2)
        )


def test_the_negation_panel_concludes_the_truth_on_every_pair():
    for r1, r2 in _panel_pairs():
        s = rect_test_scene({"r1": vars_of(r1), "r2": vars_of(r2)})
        expected = _shares_area(r1, r2)
        assert s["truth"] == expected
        assert (not any(s["comparisons"].values())) == expected, (r1, r2, s["comparisons"])
        said = "none holds: <b>they share area</b>" in s["details"]
        assert said == expected, (r1, r2, s["details"][:200])
        assert ("<b>no shared area</b>" in s["details"]) == (not expected)


def test_the_zero_width_box_inside_shows_its_row():
    s = rect_test_scene({"r1": dict(x=10, y=10, w=40, h=30), "r2": dict(x=20, y=20, w=0, h=10)})
    assert s["truth"] is False and s["verdicts"]["by negation (correct)"] is False
    assert [k for k, v in s["comparisons"].items() if v] == ["r2 has no width"]
    assert "r2.right == r2.left" in s["details"] and "1 holds: <b>no shared area</b>" in s["details"]


# --- issue 25: lesson 01's two roundings --------------------------------------------------------


def test_rounded_edges_keeps_exactly_the_pixels_whose_centres_are_inside():
    import math

    from collide_lessons.coords import rounded_edges

    steps = [n / 8 for n in range(-24, 40)]
    for left in steps[::3]:
        for width in [n / 8 for n in range(0, 30)]:
            r = Rect(left, left / 2, width, width / 2)
            got = rounded_edges(r)
            for lo, hi, g_lo, g_hi in (
                (r.left, r.right, got.left, got.right),
                (r.top, r.bottom, got.top, got.bottom),
            ):
                centres = {i for i in range(math.floor(lo) - 2, math.ceil(hi) + 2) if lo <= i + 0.5 < hi}
                assert set(range(g_lo, g_hi)) == centres, (r, got)


def test_rounded_edges_keeps_touching_boxes_touching_where_rounding_x_and_w_does_not():
    from collide_lessons.coords import rounded, rounded_edges

    a, b = Rect(0.4, 0, 2.4, 1), Rect(2.8, 0, 2, 1)  # touching at x = 2.8
    assert a.right == b.left
    assert rounded_edges(a).right == rounded_edges(b).left == 3
    assert (rounded(a).right, rounded(b).left) == (2, 3)  # a one-pixel gap opens
    c, d = Rect(0.6, 0, 2.6, 1), Rect(4.4, 0, 2, 1)  # 1.2 px apart
    assert (rounded(c).right, rounded(d).left) == (4, 4)  # the gap closes
    assert (rounded_edges(c).right, rounded_edges(d).left) == (3, 4)
