"""Lesson 06 playground, driven headlessly."""

import itertools

import numpy as np

from collide_lessons import Rect, collides
from collide_lessons.broadphase import find_pairs
from collide_lessons.widgets import many_playground, many_state, random_boxes
from collide_lessons.widgets.many import STEP_BOXES, steps_playground, steps_scene


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
    assert "candidates considered by brute" in pg.canvas.verdict
    filled = [s for s in pg.canvas.shapes if s.get("fill", True)]
    assert len(filled) == int(pg.result["hit"].sum())  # boxes in a pair are filled, the rest outlined
    side = pg.canvas.view[2]
    assert pg.canvas.view == [0, 0, side, side] and 100 <= side <= 120
    assert (pg.result["boxes"] <= side).all()  # every box whole on the board, none cut at the edge


def test_random_boxes_are_seeded():
    assert (random_boxes(5, 100, seed=3) == random_boxes(5, 100, seed=3)).all()


def test_the_step_through_ends_on_find_pairs_for_every_method():
    for method in ("sweep", "grid", "strips"):
        last = steps_scene(STEP_BOXES, method, step=10**9)
        assert list(last["step"].found) == last["pairs"], method
        assert last["index"] == last["count"] - 1


def test_stepping_shows_the_pair_tested_in_colour():
    pg = steps_playground()
    pg.controls["step"].value = 1
    step = pg.result["step"]
    colours = {s["id"]: s["color"] for s in pg.canvas.shapes if s.get("id")}
    assert colours[str(step.i)] == "#ff7f0e" and colours[str(step.j)] == "#2ca02c"  # orange, green
    assert f"test {step.i} against {step.j}" in pg.canvas.verdict


def test_dragging_a_box_changes_the_steps_and_the_pairs():
    pg = steps_playground("grid")
    before = pg.result["pairs"]
    pg.drag("2", x=6, y=8)  # onto boxes 0 and 1
    after = pg.result["pairs"]
    assert after != before and (0, 2) in after
    boxes = [
        [g["x"], g["y"], g["x"] + g["w"], g["y"] + g["h"]]
        for _, g in sorted(pg.geometry.items(), key=lambda kv: int(kv[0]))
    ]
    assert after == [tuple(p) for p in find_pairs(boxes).tolist()]
    assert pg.controls["step"].max == pg.result["count"] - 1


def test_the_grid_shades_the_current_cell_and_strips_the_current_strip():
    grid = steps_scene(STEP_BOXES, "grid", step=0)
    cell = [s for s in grid["shapes"] if s["kind"] == "cells"][0]
    col, row = grid["step"].where
    assert cell["cells"] == [[col * 20, row * 20]] and cell["size"] == 20
    strips = steps_scene(STEP_BOXES, "strips", step=0)
    band = [s for s in strips["shapes"] if s.get("label", "").startswith("strip")][0]
    assert band["y"] == strips["step"].where[0] * 20 and band["h"] == 20


def test_the_sweep_names_its_active_list_and_the_grid_each_boxs_cells():
    s = steps_scene(STEP_BOXES, "sweep", step=3)
    line = STEP_BOXES[str(s["step"].i)]["x"]
    crossed = [k for k, g in sorted(STEP_BOXES.items()) if g["x"] <= line <= g["x"] + g["w"]]
    assert f"the sweep line at x = {line} crosses boxes <b>{', '.join(crossed)}</b>" in s["details"]
    g = steps_scene(STEP_BOXES, "grid", step=0)
    assert "1: (0, 0) (0, 1) (1, 0) (1, 1)" in g["details"]  # box 1 spans x 16..30, y 14..34
    assert "pairs tested in this cell: <b>1</b>" in g["details"]


def test_bouncing_frames_stay_in_the_world_and_move_at_most_speed():
    from collide_lessons.widgets.many import bouncing_frames

    frames = bouncing_frames(50, 200, 40, speed=1.5, seed=2)
    assert len(frames) == 40
    for before, after in zip(frames, frames[1:]):
        assert (after[:, :2] >= 0).all() and (after[:, 2:] <= 200).all()
        assert np.allclose(after[:, 2:] - after[:, :2], before[:, 2:] - before[:, :2])  # sizes kept
        assert (np.abs(after - before) <= 1.5 + 1e-9).all()


def test_mixed_boxes_and_their_figure_name_the_levels_of_each_group():
    from collide_lessons.broadphase import loose_quadtree_nodes
    from collide_lessons.widgets.many import mixed_boxes, mixed_sizes_figure

    boxes = mixed_boxes()
    level = {k: lv for (lv, _, _), members in loose_quadtree_nodes(boxes).items() for k in members}
    small = sorted({level[k] for k in range(4000)})
    big = sorted({level[k] for k in range(4000, 4040)})
    fig = mixed_sizes_figure(boxes, {"grid": 10, "quadtree": 5})
    labels = [t.get_text() for t in fig.axes[0].get_legend().get_texts()]
    assert labels == [f"small: levels {small[0]}–{small[-1]}", f"big: levels {big[0]}–{big[-1]}"]
    assert max(big) < min(small)  # big boxes sit higher in the tree than every small one


def test_quadtree_figure_has_one_legend_entry_per_level():
    from collide_lessons.broadphase import quadtree_nodes
    from collide_lessons.widgets.many import quadtree_figure

    boxes = random_boxes(40, 200, seed=6, sizes=(4, 24))
    levels = sorted({lv for lv, _, _ in quadtree_nodes(boxes)})
    labels = [t.get_text() for t in quadtree_figure(boxes).axes[0].get_legend().get_texts()]
    assert [int(label.split(":")[0].split()[1]) for label in labels] == levels


def test_the_mixed_sizes_legend_sits_under_the_scene_not_over_its_boxes():
    from collide_lessons.widgets.many import mixed_boxes, mixed_sizes_figure

    fig = mixed_sizes_figure(mixed_boxes(), {"grid": 145_761, "quadtree": 11_191})
    fig.canvas.draw()
    scene = fig.axes[0]
    legend = scene.get_legend().get_window_extent()
    assert legend.y1 <= scene.get_window_extent().y0, (legend, scene.get_window_extent())
