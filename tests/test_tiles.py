"""collide_lessons.tiles against a reference that loops over every tile in exact fractions."""

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from collide_lessons import Rect, collides
from collide_lessons import tiles as T
from collide_lessons.tiles import (
    EMPTY,
    ONE_WAY,
    SOLID,
    TileMap,
    contacts,
    move_x,
    move_y,
    on_ground,
    run,
    step,
    step_both_axes,
    step_unswept,
)

# --- a reference written from the rule alone -------------------------------------------------


def _cells(tiles):
    for row in range(tiles.rows):
        for col in range(tiles.cols):
            yield col, row, tiles.text[row][col]


def _open(a1, a2, b1, b2):
    return max(a1, b1) < min(a2, b2)


def reference_move(box, v, tiles, axis):
    """Slide the box by v along one axis; stop at the nearest tile edge that it would cross into."""
    t = Fraction(tiles.tile)
    lo, hi = (
        (Fraction(box.left), Fraction(box.right))
        if axis == "x"
        else (Fraction(box.top), Fraction(box.bottom))
    )
    other = (
        (Fraction(box.top), Fraction(box.bottom))
        if axis == "x"
        else (Fraction(box.left), Fraction(box.right))
    )
    free = box.move(v, 0) if axis == "x" else box.move(0, v)
    new_lo, new_hi = (free.left, free.right) if axis == "x" else (free.top, free.bottom)
    best = None
    for col, row, kind in _cells(tiles):
        along, across = (col, row) if axis == "x" else (row, col)
        if kind == EMPTY or not _open(across * t, (across + 1) * t, *other):
            continue
        if v > 0 and (kind == SOLID or axis == "y"):
            edge = along * t
            if hi <= edge < Fraction(new_hi) and (best is None or edge < best):
                best = edge
        if v < 0 and kind == SOLID:
            edge = (along + 1) * t
            if Fraction(new_lo) < edge <= lo and (best is None or edge > best):
                best = edge
    if best is None:
        return free
    if axis == "x":
        return (
            Rect.from_ltrb(best - box.w, box.top, best, box.bottom)
            if v > 0
            else Rect(best, box.y, box.w, box.h)
        )
    return (
        Rect.from_ltrb(box.left, best - box.h, box.right, best) if v > 0 else Rect(box.x, best, box.w, box.h)
    )


def reference_contacts(box, tiles):
    """Each side lies on a tile's facing edge along a stretch of positive length."""
    t = tiles.tile
    sides = set()
    for col, row, kind in _cells(tiles):
        if kind == EMPTY:
            continue
        x0, y0, x1, y1 = col * t, row * t, (col + 1) * t, (row + 1) * t
        if y0 == box.bottom and _open(x0, x1, box.left, box.right):
            sides.add("bottom")
        if kind != SOLID:
            continue
        if y1 == box.top and _open(x0, x1, box.left, box.right):
            sides.add("top")
        if x1 == box.left and _open(y0, y1, box.top, box.bottom):
            sides.add("left")
        if x0 == box.right and _open(y0, y1, box.top, box.bottom):
            sides.add("right")
    return tuple(sorted(sides))


# --- strategies --------------------------------------------------------------------------------

levels = st.integers(2, 7).flatmap(
    lambda cols: st.lists(
        st.text(alphabet=[EMPTY, EMPTY, SOLID, ONE_WAY], min_size=cols, max_size=cols), min_size=2, max_size=7
    )
)
tile_sizes = st.sampled_from([1, 4, 10, 16])
eighths = st.integers(-80, 200).map(lambda n: n / 8)
sizes = st.integers(1, 100).map(lambda n: n / 8)
velocities = st.integers(-160, 160).map(lambda n: n / 8)


@st.composite
def scenes(draw):
    tiles = TileMap(draw(levels), tile=draw(tile_sizes))
    scale = tiles.tile / 8
    box = Rect(draw(eighths) * scale, draw(eighths) * scale, draw(sizes) * scale, draw(sizes) * scale)
    return tiles, box, (draw(velocities) * scale, draw(velocities) * scale)


# --- properties ----------------------------------------------------------------------------------


@given(scenes())
def test_each_axis_agrees_with_the_reference(scene):
    tiles, box, (vx, vy) = scene
    assert move_x(box, vx, tiles) == reference_move(box, vx, tiles, "x")
    assert move_y(box, vy, tiles) == reference_move(box, vy, tiles, "y")


@given(scenes())
def test_step_is_x_then_y_then_contacts(scene):
    tiles, box, velocity = scene
    result = step(box, velocity, tiles)
    expected = reference_move(reference_move(box, velocity[0], tiles, "x"), velocity[1], tiles, "y")
    assert result.box == expected
    assert result.sides == reference_contacts(expected, tiles)


@given(scenes())
def test_a_box_that_starts_clear_of_solid_tiles_stays_clear(scene):
    tiles, box, velocity = scene
    solid = [tiles.tile_rect(c, r) for c, r, k in _cells(tiles) if k == SOLID]
    if any(collides(box, s) for s in solid):
        return
    after = step(box, velocity, tiles).box
    assert not any(collides(after, s) for s in solid)


@given(scenes())
def test_mirroring_the_level_mirrors_the_sideways_move(scene):
    tiles, box, (vx, _) = scene
    mirrored = TileMap([row[::-1] for row in tiles.text], tile=tiles.tile)
    width = tiles.cols * tiles.tile
    flipped = Rect.from_ltrb(width - box.right, box.top, width - box.left, box.bottom)
    moved = move_x(box, vx, tiles)
    moved_flipped = move_x(flipped, -vx, mirrored)
    assert (moved_flipped.left, moved_flipped.right) == (width - moved.right, width - moved.left)


@given(scenes(), st.integers(0, 3), st.integers(0, 3))
def test_shifting_by_whole_tiles_shifts_the_answer(scene, dc, dr):
    tiles, box, velocity = scene
    pad_rows, pad_cols = dr, dc  # empty tiles added on the top and the left
    shifted = TileMap(
        ["." * (tiles.cols + pad_cols)] * pad_rows + ["." * pad_cols + row for row in tiles.text],
        tile=tiles.tile,
    )
    moved = box.move(dc * tiles.tile, dr * tiles.tile)
    a, b = step(box, velocity, tiles), step(moved, velocity, shifted)
    assert b.box == a.box.move(dc * tiles.tile, dr * tiles.tile) or (
        # a float edge moved by whole tiles can round: then the reference must agree
        b.box == reference_move(reference_move(moved, velocity[0], shifted, "x"), velocity[1], shifted, "y")
    )
    assert b.sides == a.sides


@given(st.integers(1, 200), st.integers(1, 12), st.sampled_from([1, 2, 5, 16, 40, 1000]))
def test_a_fall_of_any_speed_lands_on_a_one_tile_floor(x8, w, vy):
    tiles = TileMap(["......", "......", "######", "......", "......"], tile=10)
    box = Rect(x8 / 8 * 2, 0, w, 10)
    landed = box
    for _ in range(40):
        landed = step(landed, (0, vy), tiles).box
    assert landed.bottom == 20
    assert on_ground(landed, tiles) and "bottom" in contacts(landed, tiles)


@given(scenes())
def test_the_unswept_step_is_the_step_while_each_move_is_shorter_than_a_tile(scene):
    tiles, box, (vx, vy) = scene
    if max(abs(vx), abs(vy)) >= tiles.tile:
        return
    assert T.step_unswept(box, (vx, vy), tiles) == step(box, (vx, vy), tiles)


def test_the_unswept_step_falls_through_where_the_swept_one_lands():
    tiles = TileMap(["....", "####", "....", "....", "...."], tile=10)
    box = Rect(0, 0, 5, 5)
    assert step(box, (0, 30), tiles).box.bottom == 10
    assert step_unswept(box, (0, 30), tiles).box.top == 30
    # slower than a tile a frame, the two agree
    assert step_unswept(box, (0, 4), tiles) == step(box, (0, 4), tiles)


def test_walking_along_a_tiled_floor_never_stops_but_the_both_axes_step_snags():
    tiles = TileMap(["." * 20, "#" * 20], tile=16)
    snags = 0
    for x8 in range(0, 8 * 16 * 10):
        box = Rect(x8 / 8, 4, 12, 12)  # resting on the floor (bottom 16)
        good = step(box, (1.5, 2), tiles)
        assert good.box == Rect(x8 / 8 + 1.5, 4, 12, 12) and good.sides == ("bottom",)
        snags += step_both_axes(box, (1.5, 2), tiles).box.x < box.x + 1.5
    assert snags > 0


def test_one_way_platforms_hold_from_above_only():
    tiles = TileMap(["...", "===", "..."], tile=10)
    assert step(Rect(0, 0, 5, 5), (0, 9), tiles).box == Rect(0, 5, 5, 5)
    assert step(Rect(0, 25, 5, 5), (0, -12), tiles).box == Rect(0, 13, 5, 5)  # jumps up through it
    assert step(Rect(0, 12, 5, 5), (0, 5), tiles).box == Rect(0, 17, 5, 5)  # already below its top: falls on
    assert step(Rect(0, 5, 5, 5), (30, 0), tiles).box == Rect(30, 5, 5, 5)  # walks across it, no wall
    assert contacts(Rect(0, 5, 5, 5), tiles) == ("bottom",)


def test_resting_only_touches_so_the_ground_test_must_let_touching_count():
    tiles = TileMap(["...", "###"], tile=10)
    crate, floor = Rect(5, 0, 10, 10), tiles.tile_rect(0, 1)
    assert not collides(crate, floor) and collides(crate, floor, touching=True)
    assert on_ground(crate, tiles)
    assert not on_ground(crate.move(0, -1), tiles)  # one pixel up: the probe finds nothing
    assert on_ground(crate.move(0, -1), tiles, probe=2)


def test_an_outer_corner_taken_diagonally():
    tiles = TileMap(["....", "..##", "..##"], tile=10)
    # above and left of the block's top-left corner, moving down and right onto it
    result = step(Rect(10, 2, 6, 6), (8, 8), tiles)
    assert result == (Rect(18, 4, 6, 6), ("bottom",))
    # level with the block, moving right and down: the wall stops x first
    result = step(Rect(10, 12, 6, 6), (8, 8), tiles)
    assert result.box == Rect(14, 20, 6, 6) and "right" in result.sides


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda: TileMap("#.#"), "list of strings"),
        (lambda: TileMap([]), "at least one row"),
        (lambda: TileMap(["#x"]), "allowed are"),
        (lambda: TileMap(["#"], tile=0), "whole number from 1"),
        (lambda: TileMap(["#"], tile=2.5), "whole number of pixels"),
        (lambda: step(Rect(0, 0, 0, 5), (1, 1), TileMap(["."])), "positive width and height"),
        (lambda: step((0, 0, 5, 5), (1, 1), TileMap(["."])), "must be a Rect"),
        (lambda: step(Rect(0, 0, 5, 5), (1, float("nan")), TileMap(["."])), "velocity"),
        (lambda: step(Rect(0, 0, 5, 5), (1, 1), ["."]), "must be a TileMap"),
        (lambda: on_ground(Rect(0, 0, 5, 5), TileMap(["."]), probe=0), "probe"),
        (lambda: TileMap(None), "list of strings"),
        (lambda: TileMap(5), "list of strings"),
        (lambda: TileMap(row for row in ["#"]), "list of strings"),
        (lambda: TileMap(["#"], tile="16"), "whole number of pixels"),
        (lambda: TileMap(["#."]).kind(1.5, 0), "whole numbers"),
        (lambda: TileMap(["#."]).span(0, float("inf")), "finite"),
        (lambda: TileMap(["#."]).span(0, 5, axis="z"), "axis"),
    ],
)
def test_bad_input_gets_a_sentence(call, message):
    with pytest.raises((ValueError, TypeError), match=message):
        call()


@pytest.mark.parametrize("size", [1e9, 1e12, 1e100, 2.0**1000])
def test_huge_moves_and_boxes_cost_no_more_than_the_map(size):
    """Spans are clipped to the map (outside is empty), so nothing loops over empty space."""
    level = TileMap(["....", "####"], tile=10)
    assert move_x(Rect(0, 0, 5, 5), size, level) == Rect(size, 0, 5, 5)
    assert move_y(Rect(0, 0, 5, 5), -size, level) == Rect(0, -size, 5, 5)
    assert move_y(Rect(0, -size, 5, 5), 2 * size, level).bottom == 10  # a fall from far above still lands
    assert contacts(Rect(-size, 0, 2 * size, 10), level) == ("bottom",)
    assert level.overlapping(Rect(-size, -size, 2 * size, 2 * size)) == [
        (c, r) for r in (1,) for c in range(4)
    ]
    assert not on_ground(Rect(0, -size, 5, 5), level, probe=size / 2)


@given(st.sampled_from([1e-20, 1e-300, 5e-324, 0.5, 1, 3]))
def test_resting_counts_as_ground_for_any_probe(probe):
    level = TileMap(["..", "##"], tile=10)
    assert on_ground(Rect(0, 0, 10, 10), level, probe=probe)
    assert on_ground(Rect(0, -0.25, 10, 10), level, probe=probe) == (probe > 0.25)


LEVEL = TileMap(
    [
        "##################",
        "#................#",
        "#.......====.....#",
        "#................#",
        "#....##.......#..#",
        "#..##.........#..#",
        "##################",
    ],
    tile=16,
)


@given(st.integers(17, 250), st.integers(17, 70))
def test_a_run_never_enters_a_solid_tile_and_keeps_to_the_level(x, y):
    start = Rect(x, y, 10, 14)
    solid = [LEVEL.tile_rect(c, r) for c, r, k in _cells(LEVEL) if k == SOLID]
    if any(collides(start, s) for s in solid):
        return
    steps = run(start, LEVEL, 150)
    assert len(steps) == 151 and steps[0].box == start
    for done in steps:
        assert not any(collides(done.box, s) for s in solid)
        assert 16 <= done.box.left and done.box.right <= 17 * 16 and done.box.bottom <= 6 * 16
        assert done.sides == reference_contacts(done.box, LEVEL)


def test_a_run_jumps_the_low_walls_and_turns_at_the_outer_wall():
    steps = run(Rect(20, 66, 10, 14), LEVEL, 400)
    xs = [s.box.x for s in steps]
    turned = [k for k in range(1, len(xs)) if xs[k] < xs[k - 1]]
    # over the block at columns 3-6 and the wall at column 14, then round at the outer wall
    assert turned and max(xs[: turned[0] + 1]) == 17 * 16 - 10
    assert "right" in steps[turned[0] - 1].sides and "bottom" in steps[turned[0] - 1].sides
    assert steps == run(Rect(20, 66, 10, 14), LEVEL, 400)  # deterministic
