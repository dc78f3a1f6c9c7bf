"""Exercise 04 in the student notebook: the learner's answers the work budget must tell apart.

A loop over every pair passes every small scene and must FAIL on the spread-out scene with the
words of that case and one picture; a grid passes with no picture. (The older cases are in
tests/test_exercises.py.)"""

from tests.test_exercises import run_with_answers

GRID = """def grid_pairs(boxes, cell=20.0):
    cells = {}
    for k, (l, t, r, b) in enumerate(boxes.tolist()):
        for col in range(math.floor(l / cell), math.floor(r / cell) + 1):
            for row in range(math.floor(t / cell), math.floor(b / cell) + 1):
                cells.setdefault((col, row), []).append(k)
    pairs = set()
    for members in cells.values():
        for x in range(len(members)):
            for y in range(x + 1, len(members)):
                i, j = members[x], members[y]
                a, c = boxes[i], boxes[j]
                if max(a[0], c[0]) < min(a[2], c[2]) and max(a[1], c[1]) < min(a[3], c[3]):
                    pairs.add((min(i, j), max(i, j)))
    return pairs"""

ANSWERS = [
    (
        "every pair, a plain double loop",
        """def grid_pairs(boxes, cell=20.0):
    pairs = set()
    for i in range(len(boxes)):
        for j in range(i + 1, len(boxes)):
            a, c = boxes[i], boxes[j]
            if max(a[0], c[0]) < min(a[2], c[2]) and max(a[1], c[1]) < min(a[3], c[3]):
                pairs.add((i, j))
    return sorted(pairs)""",
        "result = check_find_pairs(grid_pairs)",
        [
            "FAIL: a large spread-out scene, where a grid puts few boxes side by side",
            "stopped after 411,600 lines",
            "far more work than a grid",
            "4,498,500",
        ],
    ),
    (
        "every pair, with itertools.combinations",
        """import itertools

def grid_pairs(boxes, cell=20.0):
    b = boxes.tolist()
    return [(i, j) for i, j in itertools.combinations(range(len(b)), 2)
            if max(b[i][0], b[j][0]) < min(b[i][2], b[j][2])
            and max(b[i][1], b[j][1]) < min(b[i][3], b[j][3])]""",
        "result = check_find_pairs(grid_pairs)",
        ["FAIL: a large spread-out scene", "far more work than a grid"],
    ),
    (
        "cells built, then every pair tested anyway",
        """def grid_pairs(boxes, cell=20.0):
    cells = {}
    for k, (l, t, r, b) in enumerate(boxes.tolist()):
        cells.setdefault((math.floor(l / cell), math.floor(t / cell)), []).append(k)
    pairs = []
    for i in range(len(boxes)):
        for j in range(i + 1, len(boxes)):
            a, c = boxes[i], boxes[j]
            if max(a[0], c[0]) < min(a[2], c[2]) and max(a[1], c[1]) < min(a[3], c[3]):
                pairs.append((i, j))
    return pairs""",
        "result = check_find_pairs(grid_pairs)",
        ["FAIL: a large spread-out scene", "Put each box in the cells it touches"],
    ),
    ("a grid", GRID, "result = check_find_pairs(grid_pairs)", None),
]


def test_a_loop_over_every_pair_fails_and_a_grid_passes(tmp_path):
    nb, marks = run_with_answers("04_grid_broad_phase.ipynb", ANSWERS, tmp_path)
    for (label, _code, _check, words), (_, index) in zip(ANSWERS, marks):
        cell = nb.cells[index]
        text = "".join(o.get("text", "") for o in cell.outputs if o.output_type == "stream")
        images = [o for o in cell.outputs if "image/png" in o.get("data", {})]
        assert not any(o.output_type == "error" for o in cell.outputs), (label, cell.outputs)
        if words is None:
            assert text.startswith("PASS: ") and "within 411,600 lines" in text and not images, (label, text)
            continue
        first = text.splitlines()[0] if text else ""
        for w in words:
            assert w in first, f"{label}: {w!r} not in {first!r}"
        assert len(images) == 1, f"{label}: no picture shown"
