"""Exercise 07, the platformer's collision step: ``check_tile_step``.

Named cases first (resting, walking across the seams of a tiled floor, a wall,
a ceiling, a one-way platform from below and from above, an outer corner, a
fast fall onto a thin floor), then steps on seeded random levels. The answer
must equal :func:`collide_lessons.tiles.step`: the box after the step, exactly,
and the sides of it that rest against a tile.
"""

from __future__ import annotations

import math

import numpy as np

from .. import draw
from .. import tiles as T
from ..scene import shape_rect, tile_shapes
from ..shapes import Rect
from .harness import Check, CheckResult, Problem, run, wrap

__all__ = ["TILE_LEVEL", "THIN_FLOOR", "SLIPS", "named_cases", "check_tile_step"]

TILE_LEVEL = T.TileMap(
    [
        "##########",
        "#........#",
        "#..===...#",
        "#........#",
        "#.....##.#",
        "##########",
    ],
    tile=10,
)
"""The exercise's level: a floor of many tiles, a ceiling, a one-way platform and a block."""

THIN_FLOOR = T.TileMap(["......", "######", "......", "......", "......", "......"], tile=10)
"""A floor one tile thick with room below it, for the fast fall."""

FLOATING_BLOCK = T.TileMap(["......", "..#...", "......", "......", "######"], tile=10)
"""One block in the air (x 20..30, y 10..20), for a top corner that meets only its corner."""

SIDE_NAMES = ("bottom", "left", "right", "top")


def named_cases():
    """Every named case: ``(box, velocity, tiles, kind)``, in the order the check asks them.

    Yields
    ------
    tuple
        ``(Rect, (vx, vy), TileMap, str)``: the box, the velocity, the level and the case's words.

    Examples
    --------
    >>> next(named_cases())[3]
    'resting on the ground (touching the floor counts)'
    """
    level, h = TILE_LEVEL, 8
    floor_y = 50 - h
    yield Rect(20, floor_y, 6, h), (0, 0), level, "resting on the ground (touching the floor counts)"
    yield Rect(20, floor_y, 6, h), (3, 0), level, "walking along the floor with no fall this frame"
    for x8 in range(8 * 11, 8 * 46):
        box, velocity = Rect(x8 / 8, floor_y, 6, h), (2, 1)
        seam = T.step_both_axes(box, velocity, level).box != T.step(box, velocity, level).box
        kind = "walking across the seam between two floor tiles" if seam else "walking along a tiled floor"
        yield box, velocity, level, kind
    yield Rect(50, floor_y, 6, h), (10, 1), level, "walking into a wall"
    yield Rect(14, floor_y, 6, h), (-10, 1), level, "walking into the wall on the left"
    yield Rect(20, 15, 6, h), (0, -10), level, "jumping into a ceiling"
    yield Rect(35, 32, 6, h), (0, -10), level, "jumping up through a one-way platform from below"
    yield Rect(35, 11, 6, h), (0, 5), level, "landing on a one-way platform from above"
    yield Rect(35, 12, 6, h), (4, 1), level, "walking along a one-way platform"
    yield Rect(20, floor_y - 0.5, 6, h), (0, 0), level, "hovering half a unit above the floor (not touching)"
    yield (
        Rect(46, 24, 6, h),
        (8, 8),
        level,
        "ending exactly on a block's corner (a corner alone holds nothing up)",
    )
    yield Rect(50, 28, 6, h), (8, 8), level, "moving diagonally onto an outer corner"
    yield Rect(47, 36, 6, h), (8, 8), level, "moving diagonally into a block's side"
    for fall in (12, 18, 25, 30, 40):
        yield (
            Rect(2, 0, 6, h),
            (0, fall),
            THIN_FLOOR,
            f"a fast fall ({fall} a frame) onto a floor one tile thick",
        )
    for x in (14, 30):  # the box's top-right corner on the block's bottom-left, then top-left on bottom-right
        yield (
            Rect(x, 28, 6, h),
            (0, -8),
            FLOATING_BLOCK,
            "jumping until a top corner meets a block's corner (a corner alone is no ceiling)",
        )


def _random_cases(rng, count):
    """Steps on seeded random walled levels, from boxes that start clear of solid tiles."""
    made = 0
    while made < count:
        inner = rng.choice(list(".....#="), size=(5, 8))
        rows = ["#" * 10] + ["#" + "".join(r) + "#" for r in inner] + ["#" * 10]
        level = T.TileMap(rows, tile=10)
        box = Rect(*(rng.integers(80, 720, 2) / 8), *(rng.integers(16, 120, 2) / 8))
        if any(level.kind(*cell) == T.SOLID for cell in level.overlapping(box)):
            continue
        made += 1
        yield box, tuple((rng.integers(-200, 201, 2) / 8).tolist()), level, "a step on a random level"


def _cases(rng):
    for box, velocity, level, kind in [*named_cases(), *_random_cases(rng, 400)]:
        yield (box, velocity, level), T.step(box, velocity, level), kind


def _judge(value, args, describe):
    """The learner's ``(box, sides)`` as a ``Step``: a ``Rect`` and the side names, in order."""
    if not (isinstance(value, (tuple, list)) and len(value) == 2):
        raise Problem(
            f"your function returned {value!r:.80} for {describe(args)}; it must return a pair "
            "(new_box, sides): a Rect and the names of the sides that touch a tile."
        )
    box, sides = value
    if not isinstance(box, Rect):
        raise Problem(f"the first item of your answer is {box!r:.60}, not a Rect, for {describe(args)}.")
    try:
        names = sorted(set(sides))
    except TypeError:
        raise Problem(f"the sides in your answer, {sides!r:.60}, are not a collection of names.") from None
    if not all(name in SIDE_NAMES for name in names):
        raise Problem(
            f"the sides in your answer, {sides!r:.60}, must be names from {SIDE_NAMES} "
            f"(for {describe(args)})."
        )
    return T.Step(box, tuple(names))


def _describe(args):
    box, (vx, vy), _ = args
    return f"box={box}, velocity=({vx:g}, {vy:g})"


def _touching_rows_block(box, velocity, tiles):
    """The slip where a row (or column) the box only touches counts as in the way of a move."""
    up, down = math.nextafter(box.top, -math.inf), math.nextafter(box.bottom, math.inf)
    box = Rect(
        T.move_x(Rect.from_ltrb(box.left, up, box.right, down), velocity[0], tiles).x, box.y, box.w, box.h
    )
    left, right = math.nextafter(box.left, -math.inf), math.nextafter(box.right, math.inf)
    box = Rect(
        box.x, T.move_y(Rect.from_ltrb(left, box.top, right, box.bottom), velocity[1], tiles).y, box.w, box.h
    )
    return T.Step(box, T.contacts(box, tiles))


def _columns_before_x(box, velocity, tiles):
    """The slip where the y move looks in the columns the box covered before its x move."""
    after_x = T.move_x(box, velocity[0], tiles)
    fallen = T.move_y(box, velocity[1], tiles)  # the box where it was: its old columns
    box = Rect(after_x.x, fallen.y, after_x.w, fallen.h)
    return T.Step(box, T.contacts(box, tiles))


SLIPS = (
    (
        T.step_both_axes,
        "It matches moving both axes at once and pushing out by least penetration: "
        "move along x and stop, then along y and stop.",
    ),
    (
        T.step_unswept,
        "It matches looking only at the tiles where the box ends up: "
        "look at every tile between the start and the end of each move.",
    ),
    (
        lambda b, v, t: T.step(T.move_y(b, v[1], t), (v[0], 0), t),
        "It matches moving along y first: move along x first, then y.",
    ),
    (
        _touching_rows_block,
        "It matches counting a row the box only touches as in the way: a floor the box rests on "
        "is touched, not overlapped, so it never stops a sideways move.",
    ),
    (
        _columns_before_x,
        "It matches moving along y in the columns the box covered before its x move: do x "
        "completely, then take the columns from the box after the x move.",
    ),
)
"""The classic slips a FAIL line names, each as a step that makes it, and the words."""

_MIRROR = {"bottom": "top", "top": "bottom", "left": "right", "right": "left"}
_CORNERS = {
    "left": (("left", "top"), ("left", "bottom")),
    "right": (("right", "top"), ("right", "bottom")),
    "top": (("left", "top"), ("right", "top")),
    "bottom": (("left", "bottom"), ("right", "bottom")),
}


def _explain(args, expected, got, kind):
    box, velocity, level = args
    slips = list(SLIPS)
    if max(abs(v) for v in velocity) >= level.tile:
        slips.insert(0, slips.pop(1))  # a move longer than a tile: tunnelling is the likelier slip
    matched = []
    for slip, words in slips:
        made = slip(box, velocity, level)
        if made.box == got.box and made.sides == got.sides and made != expected:
            matched.append(words)
    if matched:  # two slips can give the same wrong answer on one case: name both
        return matched[0] + (f" (Or: {matched[1][len('It matches ') :]})" if len(matched) > 1 else "")
    if got.box != expected.box:
        return _explain_stop(args, expected.box, got.box)
    return _explain_sides(expected, got, level)


def _explain_stop(args, expected, got):
    """Words for a box that stops a little short of the tile's edge it should stop on, or past it.

    Only on an axis where the right move was stopped, the learner's box stopped
    too (it is not the free move) and everything else about the box is right.
    """
    box, (vx, vy), level = args
    after_x = T.move_x(box, vx, level)
    stopped_x = after_x != box.move(vx, 0)
    stopped_y = T.move_y(after_x, vy, level) != after_x.move(0, vy)
    if stopped_x and (got.top, got.bottom) == (expected.top, expected.bottom):
        axis, v, lead = "x", vx, ("right" if vx > 0 else "left")
    elif stopped_y and (got.left, got.right) == (expected.left, expected.right):
        axis, v, lead = "y", vy, ("bottom" if vy > 0 else "top")
    else:
        return None
    edge, yours = getattr(expected, lead), getattr(got, lead)
    short = (edge - yours) if v > 0 else (yours - edge)  # > 0: before the edge; < 0: past it
    free = getattr(box, lead) + v
    if not 0 < abs(short) < level.tile or yours == free or got.w != expected.w or got.h != expected.h:
        return None
    if short > 0:
        return (
            f"Your box stops {short:g} short of the tile's edge at {axis}={edge:g}: its leading edge "
            f"(its {lead}) goes exactly onto the tile's edge (touching, not overlapping)."
        )
    return (
        f"Your box goes {-short:g} into the tile, past its edge at {axis}={edge:g}: its leading edge "
        f"(its {lead}) stops exactly on the tile's edge (touching, not overlapping)."
    )


def _mirrored(sides, names):
    """``sides`` with the ones in ``names`` swapped for their opposites (the tile's side they touch)."""
    return tuple(sorted(_MIRROR[s] if s in names else s for s in sides))


def _corner_only(box, side, level):
    """Does ``side`` of ``box`` touch a tile (one that could hold it) at one of its two corners?

    A tile diagonally beside a corner of the box, both on tile edges: it shares
    that one point with the box and no stretch of the side.
    """
    t = level.tile
    for xs, ys in _CORNERS[side]:
        x, y = getattr(box, xs), getattr(box, ys)
        if x % t == 0 and y % t == 0:
            kind = level.kind(int(x // t) - (xs == "left"), int(y // t) - (ys == "top"))
            if kind == T.SOLID or (side == "bottom" and kind == T.ONE_WAY):
                return True
    return False


def _explain_sides(expected, got, level):
    """Words for an answer whose box is right and whose sides are not."""
    new = expected.box
    # every side turned, or only the walls, or only the floor and the ceiling
    for names in (SIDE_NAMES, ("left", "right"), ("bottom", "top")):
        if got.sides and got.sides == _mirrored(expected.sides, names):
            turned = [s for s in expected.sides if s in names]
            example = (
                "standing on the floor is the box's 'bottom'"
                if "bottom" in turned
                else f"the box's '{turned[0]}' rests on the tile's '{_MIRROR[turned[0]]}' side"
            )
            return (
                "These are the tile's sides, not the character's: name the side of the box that rests on "
                f"a tile ({example})."
            )
    t = level.tile
    under = [level.kind(c, int(new.bottom // t)) for c in level.span(new.left, new.right)]
    if "bottom" in expected.sides and "bottom" not in got.sides:
        if T.SOLID not in under:
            return "A one-way platform holds the box up too: standing on it is 'bottom'."
        return (
            "The box rests on the floor without sharing any area with it: that is touching, and "
            "standing on the ground must count it."
        )
    if "bottom" in got.sides and "bottom" not in expected.sides:
        if T.on_ground(new, level):
            return (
                "The box hovers above the floor without touching it: 'bottom' means resting on it "
                "exactly (a probe with a tolerance, like on_ground's, answers another question)."
            )
    corners = [s for s in got.sides if s not in expected.sides and _corner_only(new, s, level)]
    if corners:
        named = " and ".join(f"'{s}'" for s in corners)
        named += " sides rest" if len(corners) > 1 else " side rests"
        return (
            f"Only a corner of the box touches a tile there, so its {named} against nothing: a side rests "
            "against a tile when a stretch of its edge lies on the tile's edge (a corner alone is no "
            "ground, wall or ceiling)."
        )
    return None


def _picture(args, expected, got, kind, why=None):
    box, velocity, level = args
    shapes = [
        *tile_shapes(level),
        shape_rect(box, color=draw.BLUE, alpha=0.3),
        shape_rect(got.box, color=draw.ORANGE, alpha=0.45, hatch=True),
        shape_rect(expected.box, color=draw.GREEN, fill=False, dashed=True, top=True),
    ]  # no labels on boxes that nearly coincide: the title names the colours
    sides = lambda step: ", ".join(step.sides) or "none"  # noqa: E731
    title = (
        f"{wrap(kind)}\nblue: before, velocity {velocity}\n"
        f"green dashed: right, {expected.box}, sides {sides(expected)}\n"
        f"orange hatched: yours, {got.box}, sides {sides(got)}" + (f"\n{wrap(why, 70)}" if why else "")
    )
    boxes = (box, expected.box, got.box)
    left, top = min(b.left for b in boxes), min(b.top for b in boxes)
    right, bottom = max(b.right for b in boxes), max(b.bottom for b in boxes)
    t = level.tile  # the boxes with at least a tile around, the view on tile edges so the grid is the seams
    x0, y0 = (math.floor(left / t) - 1) * t, (math.floor(top / t) - 1) * t
    side = max(math.ceil(right / t) + 1 - x0 / t, math.ceil(bottom / t) + 1 - y0 / t) * t
    fig, ax = draw.new_figure(4.6, 4.6)
    draw.board(ax, shapes, (x0, y0, side, side), grid=t)
    ax.set_title(title, fontsize=8)
    return fig


def check_tile_step(fn, *, show: bool = True) -> CheckResult:
    """Check ``fn(box, velocity, tiles) -> (new_box, sides)`` against :func:`collide_lessons.tiles.step`.

    Named cases first: resting on the ground, walking along a floor made of
    many tiles (every eighth of a pixel over three tiles, seams included),
    walls on either side, a ceiling, a one-way platform from below, from
    above and along it, an outer corner taken diagonally (onto its top and
    into its side), fast falls onto a floor one tile thick; then 400 steps
    on seeded random levels. ``new_box`` must be exactly the reference's box;
    ``sides`` may be any collection of the names ``'bottom'``, ``'left'``,
    ``'right'``, ``'top'`` (the sides of the box that rest against a tile).

    Parameters
    ----------
    fn : callable
        The learner's step.
    show : bool, default True
        Display the picture of the first failing case (a pass shows no picture).

    Returns
    -------
    CheckResult
        Truthy when every case passed; its ``message`` names the first failing case and,
        for the classic slips, the slip.

    Examples
    --------
    >>> result = check_tile_step(T.step, show=False)
    PASS: right on all 299 named steps (resting, seams, walls, a ceiling, one-way platforms, ...
    >>> result = check_tile_step(T.step_both_axes, show=False)
    FAIL: walking across the seam between two floor tiles. ... It matches moving both axes at once ...
    """
    named = sum(1 for _ in named_cases())
    check = Check(
        cases=_cases(np.random.default_rng(7)),
        judge=_judge,
        describe=_describe,
        picture=_picture,
        summary=f"right on all {named} named steps (resting, seams, walls, a ceiling, one-way platforms, "
        "an outer corner, fast falls) and 400 steps on random levels.",
        explain=_explain,
    )
    return run(check, fn, show=show)
