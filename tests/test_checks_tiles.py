"""Exercise 07's self-check names what is wrong for natural wrong answers (issue 25): a stop a little
short of (or past) the tile's edge, the y move in the columns from before the x move, a corner-only
touch counted as a side on any side, and the tile's side named instead of the box's for one axis only.

The learners' answers are written here as a learner would (closed spans, a stop one pixel short),
on top of :func:`collide_lessons.tiles.step` for the parts they get right."""

import math

import pytest

from collide_lessons import checks
from collide_lessons import tiles as T
from collide_lessons.checks.harness import wrap
from collide_lessons.checks.tiles import TILE_LEVEL, _explain
from collide_lessons.shapes import Rect


def _shifted_stop(axis, direction, by):
    """The step right, but a stop on ``axis`` moving in ``direction`` lands ``by`` before the edge."""

    def step(box, velocity, tiles):
        vx, vy = velocity
        new, sides = T.step(box, velocity, tiles)
        after_x = T.move_x(box, vx, tiles)
        if axis == "x" and vx * direction > 0 and after_x.x != box.x + vx:
            new = Rect(new.x - direction * by, new.y, new.w, new.h)
        after_y = T.move_y(after_x, vy, tiles)
        if axis == "y" and vy * direction > 0 and after_y.y != after_x.y + vy:
            new = Rect(new.x, new.y - direction * by, new.w, new.h)
        return new, sides

    return step


@pytest.mark.parametrize(
    ("axis", "direction", "by", "kind", "words"),
    [
        (
            "x",
            1,
            1,
            "walking into a wall",
            "stops 1 short of the tile's edge at x=60: its leading edge (its right)",
        ),
        ("x", -1, 1, "walking into the wall on the left", "stops 1 short of the tile's edge at x=10"),
        (
            "y",
            -1,
            1,
            "jumping into a ceiling",
            "stops 1 short of the tile's edge at y=10: its leading edge (its top)",
        ),
        ("y", 1, 1, "walking along a tiled floor", "stops 1 short of the tile's edge at y=50"),
        ("x", 1, 0.5, "walking into a wall", "stops 0.5 short of the tile's edge at x=60"),
        ("x", 1, -1, "walking into a wall", "goes 1 into the tile, past its edge at x=60"),
        ("y", 1, -2, "walking along a tiled floor", "goes 2 into the tile, past its edge at y=50"),
    ],
)
def test_a_stop_off_the_tiles_edge_names_the_gap(axis, direction, by, kind, words, capsys):
    result = checks.check_tile_step(_shifted_stop(axis, direction, by), show=True)
    line = capsys.readouterr().out
    assert not result and line.startswith(f"FAIL: {kind}"), line
    assert words in line and "touching, not overlapping" in line, line
    assert words in result.case["why"]
    assert result.case["figure"].axes[0].get_title().endswith(wrap(result.case["why"], 70))


def _no_walls(box, velocity, tiles):
    """Walls never stop the box: its x is the free move (a wrong answer that did not stop at all)."""
    moved = T.move_y(box.move(velocity[0], 0), velocity[1], tiles)
    return moved, T.contacts(moved, tiles)


def _half_off_where_nothing_stops(box, velocity, tiles):
    new, sides = T.step(box, velocity, tiles)
    if velocity == (3, 0):  # walking along the floor: nothing in the way along x
        new = new.move(0.5, 0)
    return new, sides


@pytest.mark.parametrize(
    ("answer", "kind"),
    [(_no_walls, "walking into a wall"), (_half_off_where_nothing_stops, "walking along the floor")],
)
def test_no_gap_is_named_where_the_answer_did_not_stop_or_nothing_stops(answer, kind, capsys):
    assert not checks.check_tile_step(answer, show=False)
    line = capsys.readouterr().out
    assert line.startswith(f"FAIL: {kind}") and "short of" not in line and "into the tile" not in line, line


def _columns_from_before_x(box, velocity, tiles):
    """A learner's step that takes the columns for the y move from the box before its x move."""
    t, (vx, vy) = tiles.tile, velocity
    cols = range(math.floor(box.left / t), math.ceil(box.right / t))
    box = T.move_x(box, vx, tiles)
    new = box.move(0, vy)
    if vy > 0:
        for row in range(math.floor(box.bottom / t), math.ceil(new.bottom / t)):
            if row * t >= box.bottom and any(tiles.kind(c, row) != T.EMPTY for c in cols):
                new = Rect(box.x, row * t - box.h, box.w, box.h)
                break
    elif vy < 0:
        for row in reversed(range(math.floor(new.top / t), math.ceil(box.top / t))):
            if (row + 1) * t <= box.top and any(tiles.kind(c, row) == T.SOLID for c in cols):
                new = Rect(box.x, (row + 1) * t, box.w, box.h)
                break
    return new, T.contacts(new, tiles)


def test_the_columns_from_before_the_x_move_are_named(capsys):
    result = checks.check_tile_step(_columns_from_before_x, show=True)
    line = capsys.readouterr().out
    assert not result and line.startswith("FAIL: moving diagonally onto an outer corner"), line
    assert "the columns the box covered before its x move" in line
    assert "before its x move" in result.case["figure"].axes[0].get_title().replace("\n", " ")


def _closed(lo, hi, t):
    """The tile indices a learner takes for a span, touching ends included (the corner slip)."""
    return range(math.floor(lo / t), math.floor(hi / t) + 1)


def _corner_counted(*counted):
    """The step right, but the sides in ``counted`` test the tiles of the closed span."""

    def step(box, velocity, tiles):
        new, sides = T.step(box, velocity, tiles)
        t, sides = tiles.tile, set(sides)
        rows, cols = _closed(new.top, new.bottom, t), _closed(new.left, new.right, t)
        solid = lambda c, r: tiles.kind(c, r) == T.SOLID  # noqa: E731
        near = {
            "left": new.left % t == 0 and any(solid(int(new.left // t) - 1, r) for r in rows),
            "right": new.right % t == 0 and any(solid(int(new.right // t), r) for r in rows),
            "top": new.top % t == 0 and any(solid(c, int(new.top // t) - 1) for c in cols),
            "bottom": new.bottom % t == 0
            and any(tiles.kind(c, int(new.bottom // t)) != T.EMPTY for c in cols),
        }
        return new, sorted(sides | {s for s in counted if near[s]})

    return step


@pytest.mark.parametrize("side", ["left", "right", "bottom", "top"])
def test_a_corner_counted_as_a_side_is_named_on_every_side(side, capsys):
    result = checks.check_tile_step(_corner_counted(side), show=False)
    line = capsys.readouterr().out
    assert not result and line.startswith("FAIL: "), line
    assert side in result.case["got"].sides and side not in result.case["expected"].sides
    assert (
        f"Only a corner of the box touches a tile there, so its '{side}' side rests against nothing" in line
    )


BLOCK = T.TileMap(["....", ".#..", "....", "...."], tile=10)
"""One block, x and y from 10 to 20, with room on every side of it."""


@pytest.mark.parametrize(
    ("box", "counted", "words"),
    [
        (Rect(4, 20, 6, 8), ("top",), "its 'top' side rests"),  # its top-right corner on the block's
        (Rect(20, 2, 6, 8), ("left",), "its 'left' side rests"),
        (Rect(4, 2, 6, 8), ("right",), "its 'right' side rests"),
        (Rect(4, 2, 6, 8), ("bottom", "right"), "its 'bottom' and 'right' sides rest"),
        (Rect(20, 20, 6, 8), ("left", "top"), "its 'left' and 'top' sides rest"),
    ],
)
def test_a_corner_of_any_side_is_named_there(box, counted, words):
    """Cases the check's own list may not reach first: the words, asked directly of the explanation."""
    args = (box, (0, 0), BLOCK)
    expected = T.step(*args)
    assert expected == T.Step(box, ())
    got = T.Step(box, tuple(sorted(counted)))
    why = _explain(args, expected, got, "a corner")
    assert why.startswith("Only a corner of the box touches a tile there") and words in why, why


def _walls_of_the_tile(box, velocity, tiles):
    new, sides = T.step(box, velocity, tiles)
    return new, [{"left": "right", "right": "left"}.get(s, s) for s in sides]


def test_the_tiles_wall_sides_with_the_right_bottom_are_named(capsys):
    result = checks.check_tile_step(_walls_of_the_tile, show=False)
    line = capsys.readouterr().out
    assert not result and line.startswith("FAIL: walking into a wall"), line
    assert "These are the tile's sides, not the character's" in line
    assert "the box's 'right' rests on the tile's 'left' side" in line


def test_the_tiles_floor_and_ceiling_with_the_right_walls_are_named():
    """Only the floor turned: the box's bottom named 'top', its right side named right."""
    args = (Rect(50, 42, 6, 8), (10, 1), TILE_LEVEL)
    expected = T.Step(Rect(54, 42, 6, 8), ("bottom", "right"))
    assert T.step(*args) == expected
    words = _explain(args, expected, T.Step(expected.box, ("right", "top")), "walking into a wall")
    assert words.startswith("These are the tile's sides, not the character's") and "'bottom'" in words


def test_every_side_turned_is_still_named(capsys):
    def tile_sides(box, velocity, tiles):
        new, sides = T.step(box, velocity, tiles)
        return new, [{"bottom": "top", "top": "bottom", "left": "right", "right": "left"}[s] for s in sides]

    assert not checks.check_tile_step(tile_sides, show=False)
    line = capsys.readouterr().out
    assert (
        line.startswith("FAIL: resting on the ground")
        and "standing on the floor is the box's 'bottom'" in line
    )
