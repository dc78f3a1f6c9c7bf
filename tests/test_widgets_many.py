"""Lesson 06 playground, driven headlessly."""

import itertools

from collide_lessons import Rect, collides
from collide_lessons.widgets import many_playground, many_state, random_boxes


def test_many_state_pairs_are_the_true_pairs():
    state = many_state(60, 150, method="grid")
    rects = [Rect.from_ltrb(*b) for b in state["boxes"].tolist()]
    truth = [[i, j] for i, j in itertools.combinations(range(60), 2) if collides(rects[i], rects[j])]
    assert state["pairs"].tolist() == truth
    assert state["all_pairs"] == 60 * 59 // 2
    assert set(state["pairs"].ravel().tolist()) == set(state["hit"].nonzero()[0].tolist())


def test_brute_tests_every_pair_and_grid_fewer():
    assert many_state(100, 400, method="brute")["candidates"] == 4950
    assert many_state(100, 400, method="grid")["candidates"] < 4950


def test_playground_controls():
    pg = many_playground()
    before = len(pg.result["pairs"])
    pg.controls["world"].value = 100  # same boxes squeezed together
    assert len(pg.result["pairs"]) > before
    pg.controls["method"].value = "brute"
    assert pg.result["candidates"] == pg.result["all_pairs"]
    assert "candidates tested by brute" in pg.verdict.value


def test_random_boxes_are_seeded():
    assert (random_boxes(5, 100, seed=3) == random_boxes(5, 100, seed=3)).all()
