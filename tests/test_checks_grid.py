"""Exercise 04's self-check: a loop over every pair is caught on the spread-out scene, a grid is not.

The work budget counts the lines of the learner's own Python; ``grid_work`` is checked against a
count made pair by pair (shared cells from the two boxes' column and row ranges), sharing no code
with it."""

import math
import sys

import numpy as np
import pytest

from collide_lessons.broadphase import find_pairs
from collide_lessons.checks import check_find_pairs
from collide_lessons.checks.grid import WORK_PER_ENTRY, _spread_scene, grid_work


def grid_pairs(boxes, cell=20.0):
    """The solution notebook's answer: a dictionary of cells, each pair once."""
    cells = {}
    for k, (left, top, right, bottom) in enumerate(boxes.tolist()):
        for col in range(math.floor(left / cell), math.floor(right / cell) + 1):
            for row in range(math.floor(top / cell), math.floor(bottom / cell) + 1):
                cells.setdefault((col, row), []).append(k)
    pairs = set()
    for members in cells.values():
        for x in range(len(members)):
            for y in range(x + 1, len(members)):
                i, j = members[x], members[y]
                a, b = boxes[i], boxes[j]
                if max(a[0], b[0]) < min(a[2], b[2]) and max(a[1], b[1]) < min(a[3], b[3]):
                    pairs.add((min(i, j), max(i, j)))
    return sorted(pairs)


def every_pair(boxes, cell=20.0):
    pairs = []
    for i in range(len(boxes)):
        for j in range(i + 1, len(boxes)):
            a, c = boxes[i], boxes[j]
            if max(a[0], c[0]) < min(a[2], c[2]) and max(a[1], c[1]) < min(a[3], c[3]):
                pairs.append((i, j))
    return pairs


def every_pair_in_one_line(boxes, cell=20.0):
    b = boxes.tolist()
    n = len(b)
    return [
        (i, j)
        for i in range(n)
        for j in range(i + 1, n)
        if max(b[i][0], b[j][0]) < min(b[i][2], b[j][2]) and max(b[i][1], b[j][1]) < min(b[i][3], b[j][3])
    ]


def every_pair_swallowing_errors(boxes, cell=20.0):
    try:
        return every_pair(boxes)
    except Exception:  # a learner's catch-all must not hide the budget
        return []


def test_a_grid_passes_within_the_budget():
    before = sys.gettrace()
    result = check_find_pairs(grid_pairs, show=False)
    assert result and "spread-out boxes it ran within" in result.message
    assert sys.gettrace() is before  # the line counter is taken off again


@pytest.mark.parametrize("learner", [every_pair, every_pair_in_one_line, every_pair_swallowing_errors])
def test_a_loop_over_every_pair_fails_on_the_spread_out_scene(learner):
    before = sys.gettrace()
    result = check_find_pairs(learner, show=False)
    assert not result
    assert result.message.startswith("FAIL: a large spread-out scene")
    assert "far more work than a grid" in result.message and "4,498,500" in result.message
    assert "stopped after" in result.message
    assert sys.gettrace() is before


def test_the_budget_failure_shows_the_scene_and_a_window_with_the_cells():
    result = check_find_pairs(every_pair)
    figure = result.case["figure"]
    whole, near = figure.axes[:2]
    assert "3,000 boxes" in whole.get_title()
    assert "shaded cells" in near.get_title() and "collides with box" in near.get_title()
    assert "far more work than a grid" in figure.texts[0].get_text().replace("\n", " ")


def test_the_package_code_a_learner_calls_is_not_counted():
    # find_pairs runs thousands of lines of NumPy-calling Python; only the learner's line counts
    assert check_find_pairs(lambda boxes: find_pairs(boxes, method="sweep"), show=False)


def test_the_budget_leaves_a_grid_five_times_room_and_every_pair_none():
    scene = _spread_scene()
    n, entries, candidates = grid_work(scene)
    budget = WORK_PER_ENTRY * (n + entries + candidates)
    used = 0

    def line(frame, event, arg):
        nonlocal used
        used += event == "line"
        return line

    sys.settrace(lambda frame, event, arg: line if frame.f_code is grid_pairs.__code__ else None)
    try:
        grid_pairs(scene)
    finally:
        sys.settrace(None)
    assert 0 < used < budget / 5  # the solution: 57,820 of 411,600
    assert budget < n * (n - 1) // 2 / 10  # every pair is ten times the budget, at a line per pair


def test_grid_work_counts_entries_and_shared_cells_pair_by_pair():
    rng = np.random.default_rng(41)
    xy = rng.uniform(-50, 120, (60, 2))
    boxes = np.hstack([xy, xy + rng.uniform(0, 45, (60, 2))])
    boxes[0] = [0, 0, 20, 20]  # edges on cell lines: a right edge on a line joins the next cell

    def span(lo, hi):
        return range(math.floor(lo / 20), math.floor(hi / 20) + 1)

    entries = sum(len(span(b[0], b[2])) * len(span(b[1], b[3])) for b in boxes)
    shared = 0
    for i in range(len(boxes)):
        for j in range(i + 1, len(boxes)):
            cols = set(span(boxes[i][0], boxes[i][2])) & set(span(boxes[j][0], boxes[j][2]))
            rows = set(span(boxes[i][1], boxes[i][3])) & set(span(boxes[j][1], boxes[j][3]))
            shared += len(cols) * len(rows)
    assert grid_work(boxes) == (60, entries, shared)
    assert grid_work(np.array([[0, 0, 20, 20]])) == (1, 4, 0)


def test_a_set_of_pairs_is_an_answer():
    assert check_find_pairs(lambda boxes: {tuple(p) for p in find_pairs(boxes).tolist()}, show=False)
    result = check_find_pairs(lambda boxes: {frozenset(p) for p in find_pairs(boxes).tolist()}, show=False)
    assert not result and "as a list or set of tuples" in result.message


def last_cell_left_out(boxes, cell=20.0):
    """A learner's slip: range(floor(left / cell), floor(right / cell)) leaves the last column and
    row out, so a box inside one cell goes into none."""
    cells = {}
    for k, (left, top, right, bottom) in enumerate(boxes.tolist()):
        for col in range(math.floor(left / cell), math.floor(right / cell)):
            for row in range(math.floor(top / cell), math.floor(bottom / cell)):
                cells.setdefault((col, row), []).append(k)
    pairs = set()
    for members in cells.values():
        for x in range(len(members)):
            for y in range(x + 1, len(members)):
                pairs.add((members[x], members[y]))
    return pairs


def reported_in_every_cell(boxes, cell=20.0):
    """A learner's slip: pairs kept in a list, so a pair sharing several cells comes once per cell."""
    cells = {}
    for k, (left, top, right, bottom) in enumerate(boxes.tolist()):
        for col in range(math.floor(left / cell), math.floor(right / cell) + 1):
            for row in range(math.floor(top / cell), math.floor(bottom / cell) + 1):
                cells.setdefault((col, row), []).append(k)
    pairs = []
    for members in cells.values():
        for x in range(len(members)):
            for y in range(x + 1, len(members)):
                a, c = boxes[members[x]], boxes[members[y]]
                if max(a[0], c[0]) < min(a[2], c[2]) and max(a[1], c[1]) < min(a[3], c[3]):
                    pairs.append((members[x], members[y]))
    return pairs


def test_a_missed_pair_names_the_cell_its_boxes_share_and_draws_it(capsys):
    result = check_find_pairs(last_cell_left_out)
    first = capsys.readouterr().out.splitlines()[0]
    assert not result and first.startswith("FAIL: six identical boxes")
    # six boxes 0..5 x 0..5 share cell (0, 0) alone, counted here from the boxes' edges
    assert "15 pairs missed, e.g. (0, 1), whose boxes share 1 cell of 20: (0, 0)." in first, first
    assert "both ends included" in first
    dashed = [p for p in result.case["figure"].axes[0].patches if p.get_linestyle() == "--"]
    assert [(p.get_x(), p.get_y(), p.get_width(), p.get_height()) for p in dashed] == [(0, 0, 20, 20)]


def test_a_repeated_pair_names_the_cells_its_boxes_share(capsys):
    result = check_find_pairs(reported_in_every_cell)
    first = capsys.readouterr().out.splitlines()[0]
    # box 2 is 900..950 each way: columns and rows 45, 46, 47 (950 / 20 = 47.5), inside box 0
    assert first.startswith("FAIL: one box spanning the whole world"), first
    words = "Pair (0, 2) reported 9 times (its boxes share 9 cells of 20: (45, 45), (46, 45), (47, 45), ...)"
    assert words in first, first
    assert len([p for p in result.case["figure"].axes[0].patches if p.get_linestyle() == "--"]) == 9
