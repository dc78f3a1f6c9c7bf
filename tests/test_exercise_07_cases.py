"""Exercise 07's wrong answers as a learner writes them (issue 25), run in the committed student
notebook: a stop one pixel short of the wall (an integer-pixel habit) or one pixel into it, the y move
in the columns from before the x move, a corner-only touch counted for the walls and the ceiling, and
the tile's side named for the walls only. Each prints its FAIL line with words saying what is wrong
and shows one picture; the right answer PASSes."""

import pytest

from tests.test_exercises import run_with_answers

NAME = "07_tile_step.ipynb"

STEP = """def step(box, velocity, tiles):
    t = tiles.tile
    vx, vy = velocity

    def span(lo, hi):                    # the tile indices whose open span meets (lo, hi)
        return range(math.floor(lo / t), math.ceil(hi / t))

    # along x: the rows the box covers stay fixed while it moves sideways
    rows = span(box.top, box.bottom)
    moved = box.move(vx, 0)
    if vx > 0:
        for col in span(box.right, moved.right):
            if col * t >= box.right and any(tiles.kind(col, r) == SOLID for r in rows):
                moved = Rect(col * t - box.w, box.y, box.w, box.h)
                break
    elif vx < 0:
        for col in reversed(span(moved.left, box.left)):
            if (col + 1) * t <= box.left and any(tiles.kind(col, r) == SOLID for r in rows):
                moved = Rect((col + 1) * t, box.y, box.w, box.h)
                break
    box = moved

    # along y: the columns stay fixed; falling, one-way platforms count too
    cols = span(box.left, box.right)
    moved = box.move(0, vy)
    if vy > 0:
        for row in span(box.bottom, moved.bottom):
            if row * t >= box.bottom and any(tiles.kind(c, row) != EMPTY for c in cols):
                moved = Rect(box.x, row * t - box.h, box.w, box.h)
                break
    elif vy < 0:
        for row in reversed(span(moved.top, box.top)):
            if (row + 1) * t <= box.top and any(tiles.kind(c, row) == SOLID for c in cols):
                moved = Rect(box.x, (row + 1) * t, box.w, box.h)
                break
    box = moved

    # the sides that rest on a tile's edge along some length (touching counts: that is standing)
    cols, rows = span(box.left, box.right), span(box.top, box.bottom)
    sides = []
    if box.bottom % t == 0 and any(tiles.kind(c, int(box.bottom // t)) != EMPTY for c in cols):
        sides.append("bottom")
    if box.top % t == 0 and any(tiles.kind(c, int(box.top // t) - 1) == SOLID for c in cols):
        sides.append("top")
    if box.left % t == 0 and any(tiles.kind(int(box.left // t) - 1, r) == SOLID for r in rows):
        sides.append("left")
    if box.right % t == 0 and any(tiles.kind(int(box.right // t), r) == SOLID for r in rows):
        sides.append("right")
    return box, sides"""


def step_with(*changes):
    """The learner's step with some lines changed: ``(old, new)`` pairs, each old text found once."""
    code = STEP
    for old, new in changes:
        assert code.count(old) == 1, old
        code = code.replace(old, new)
    return code


CHECK = "result = check_tile_step(step)"

ANSWERS = [
    (
        "stops 1 px short of the wall",
        step_with(("moved = Rect(col * t - box.w, box.y", "moved = Rect(col * t - box.w - 1, box.y")),
        CHECK,
        [
            "FAIL: walking into a wall",
            "Your box stops 1 short of the tile's edge at x=60",
            "touching, not overlapping",
        ],
    ),
    (
        "every stop 1 px short",
        step_with(
            ("moved = Rect(col * t - box.w, box.y", "moved = Rect(col * t - box.w - 1, box.y"),
            ("moved = Rect((col + 1) * t, box.y", "moved = Rect((col + 1) * t + 1, box.y"),
            ("moved = Rect(box.x, row * t - box.h,", "moved = Rect(box.x, row * t - box.h - 1,"),
            ("moved = Rect(box.x, (row + 1) * t,", "moved = Rect(box.x, (row + 1) * t + 1,"),
        ),
        CHECK,
        [
            "FAIL: walking along a tiled floor",
            "Your box stops 1 short of the tile's edge at y=50",
            "(its bottom)",
        ],
    ),
    (
        "stops 1 px into the wall",
        step_with(("moved = Rect(col * t - box.w, box.y", "moved = Rect(col * t - box.w + 1, box.y")),
        CHECK,
        ["FAIL: walking into a wall", "Your box goes 1 into the tile, past its edge at x=60"],
    ),
    (
        "the columns from before the x move",
        step_with(
            (
                "    rows = span(box.top, box.bottom)\n",
                "    rows, cols = span(box.top, box.bottom), span(box.left, box.right)\n",
            ),
            ("    cols = span(box.left, box.right)\n", ""),
        ),
        CHECK,
        ["FAIL: moving diagonally onto an outer corner", "the columns the box covered before its x move"],
    ),
    (
        "a corner counted for the walls and the ceiling",
        step_with(
            (
                "    sides = []\n",
                "    near_cols = range(int(box.left // t), int(box.right // t) + 1)\n"
                "    near_rows = range(int(box.top // t), int(box.bottom // t) + 1)\n"
                "    sides = []\n",
            ),
            (
                "int(box.top // t) - 1) == SOLID for c in cols",
                "int(box.top // t) - 1) == SOLID for c in near_cols",
            ),
            (
                'r) == SOLID for r in rows):\n        sides.append("left")',
                'r) == SOLID for r in near_rows):\n        sides.append("left")',
            ),
            (
                'r) == SOLID for r in rows):\n        sides.append("right")',
                'r) == SOLID for r in near_rows):\n        sides.append("right")',
            ),
        ),
        CHECK,
        [
            "FAIL: resting on the ground",
            "Only a corner of the box touches a tile there, so its 'left' side rests",
        ],
    ),
    (
        "the tile's sides for the walls only",
        step_with(
            ('sides.append("left")', 'sides.append("RIGHT")'),
            ('sides.append("right")', 'sides.append("left")'),
            ('"RIGHT"', '"right"'),
        ),
        CHECK,
        [
            "FAIL: walking into a wall",
            "These are the tile's sides, not the character's",
            "'right' rests on the tile's 'left'",
        ],
    ),
    ("right", STEP, CHECK, None),
]


@pytest.fixture(scope="module")
def executed(tmp_path_factory):
    return run_with_answers(NAME, ANSWERS, tmp_path_factory.mktemp("ex07"))


@pytest.mark.parametrize("index", range(len(ANSWERS)), ids=[a[0] for a in ANSWERS])
def test_each_answer_gets_its_own_words_and_one_picture(executed, index):
    nb, marks = executed
    label, _code, _check, words = ANSWERS[index]
    cell = nb.cells[marks[index][1]]
    text = "".join(o.get("text", "") for o in cell.outputs if o.output_type == "stream")
    images = [o for o in cell.outputs if "image/png" in o.get("data", {})]
    assert not any(o.output_type == "error" for o in cell.outputs), (label, cell.outputs)
    if words is None:
        assert text.startswith("PASS: ") and not images, (label, text)
        return
    first = text.splitlines()[0] if text else ""
    for w in words:
        assert w in first, f"{label}: {w!r} not in {first!r}"
    assert len(images) == 1, f"{label}: no picture shown"
