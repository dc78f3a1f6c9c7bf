"""Lesson 10's boards: a character on a tile map, one step at a time and as a played-back run.

Every answer comes from :mod:`collide_lessons.tiles`; these functions only lay out
what the board shows.
"""

from __future__ import annotations

import ipywidgets as W

from .. import tiles as T
from ..scene import (
    BLUE,
    GREY,
    ORANGE,
    shape_line,
    shape_point,
    shape_rect,
    table_html,
    tile_shapes,
)
from ..shapes import Rect
from .canvas import DragPlayground

__all__ = [
    "LEVEL",
    "HERO_SIZE",
    "STEP_RULES",
    "step_scene",
    "step_playground",
    "run_frames",
    "run_scene",
    "run_playground",
]

LEVEL = T.TileMap(
    [
        "####################",
        "#..................#",
        "#..................#",
        "#.........====.....#",
        "#..................#",
        "#.....##.......#...#",
        "#...###........#...#",
        "####################",
    ],
    tile=16,
)
"""The lessons' level: 20 x 8 tiles of 16 px, a step up, a one-way platform and a wall."""

HERO_SIZE = (10, 14)
"""The character's box: 10 px wide, 14 px tall."""

STEP_RULES = {
    "axis by axis, swept": T.step,
    "both axes at once": T.step_both_axes,
    "axis by axis, unswept": T.step_unswept,
}
"""The steps a board can run: the right one first, then the two slips lesson 10 shows."""


def _where(box: Rect) -> str:
    return f"({box.x:g}, {box.y:g})"


def _sides(sides) -> str:
    if not sides:
        return "none"
    words = {
        "bottom": "bottom (on the ground)",
        "top": "top (head)",
        "left": "left (wall)",
        "right": "right (wall)",
    }
    return ", ".join(words[s] for s in sides)


def step_scene(geometry, rule="axis by axis, swept", tiles=LEVEL) -> dict:
    """What the step board shows: the character, its velocity, and where one step puts it.

    The velocity is the arrow from the character's centre to the aim point. For
    the axis-by-axis rules the box after the x move is drawn dashed blue, then
    the box after the whole step orange and hatched; the free move (as if there
    were no tiles) dashed grey. The boxes often nearly coincide, so none carries
    a label: the details table names the colours and gives every position.

    Parameters
    ----------
    geometry : dict
        ``{"hero": {"x", "y"}, "aim": {"x", "y"}}``: the character's top-left corner
        and the arrow's head.
    rule : str, default "axis by axis, swept"
        One of ``STEP_RULES``.
    tiles : TileMap, default LEVEL
        The level.

    Returns
    -------
    dict
        ``shapes``, ``text`` (the result in words), ``details`` (a table), and
        ``step`` (the :class:`~collide_lessons.tiles.Step`), ``after_x`` (a ``Rect``
        or ``None``), ``velocity``.

    Examples
    --------
    >>> s = step_scene({"hero": dict(x=40, y=98), "aim": dict(x=75, y=109)})   # walking into the step
    >>> s["velocity"], s["after_x"]
    ((30, 4), Rect(x=54, y=98, w=10, h=14))
    >>> s["step"]
    Step(box=Rect(x=54, y=98, w=10, h=14), sides=('bottom', 'right'))
    >>> walk = {"hero": dict(x=21, y=98), "aim": dict(x=28, y=109)}     # 2 right, 4 down, on the floor
    >>> step_scene(walk)["step"].box.x, step_scene(walk, rule="both axes at once")["step"].box.x
    (23, 22)
    """
    hero = Rect(geometry["hero"]["x"], geometry["hero"]["y"], *HERO_SIZE)
    centre = hero.center
    velocity = tuple(
        int(v) if float(v).is_integer() else v
        for v in (geometry["aim"]["x"] - centre.x, geometry["aim"]["y"] - centre.y)
    )
    result = STEP_RULES[rule](hero, velocity, tiles)
    after_x = T.move_x(hero, velocity[0], tiles) if rule.startswith("axis") else None
    if rule == "axis by axis, unswept":
        after_x = T.step_unswept(hero, (velocity[0], 0), tiles).box
    shapes = [
        *tile_shapes(tiles),
        shape_rect(hero.move(*velocity), color=GREY, fill=False, dashed=True),
    ]
    if after_x is not None:
        shapes.append(shape_rect(after_x, color=BLUE, fill=False, dashed=True))
    shapes += [
        shape_rect(result.box, color=ORANGE, alpha=0.45, hatch=True),
        shape_rect(hero, id="hero", color=BLUE, alpha=0.35, drag=True),
        shape_line(centre, (geometry["aim"]["x"], geometry["aim"]["y"]), color=BLUE, linewidth=2),
        shape_point((geometry["aim"]["x"], geometry["aim"]["y"]), id="aim", color=BLUE, drag=True, size=5),
    ]
    ground = "yes" if T.on_ground(result.box, tiles) else "no"
    text = (
        f"<b>{rule}</b>: ends at {_where(result.box)} · sides touched: <b>{_sides(result.sides)}</b> · "
        f"on the ground: <b>{ground}</b>"
    )
    rows = {
        "colours": "blue: start · dashed blue: after x · orange, hatched: after the step · "
        "dashed grey: the velocity alone",
        "start": _where(hero),
        "velocity": f"({velocity[0]:g}, {velocity[1]:g})",
        "after x": _where(after_x) if after_x is not None else "(both axes move together)",
        "after y": _where(result.box),
        "sides touched": _sides(result.sides),
    }
    return {
        "shapes": shapes,
        "text": text,
        "details": table_html(rows),
        "step": result,
        "after_x": after_x,
        "velocity": velocity,
    }


def step_playground(tiles=LEVEL) -> DragPlayground:
    """Lesson 10: drag the character and the aim point; see one step, axis by axis.

    Parameters
    ----------
    tiles : TileMap, default LEVEL
        The level.

    Returns
    -------
    DragPlayground
        The live widget; its ``result`` is the latest :func:`step_scene`.

    Examples
    --------
    >>> pg = step_playground()
    >>> pg.result["step"].sides
    ('bottom', 'right')
    >>> pg.drag("aim", x=75, y=60); pg.result["step"].box      # up and right: x stops at the step first
    Rect(x=54, y=53, w=10, h=14)
    """
    rule = W.Dropdown(options=list(STEP_RULES), value="axis by axis, swept", description="step")
    return DragPlayground(
        "one step on a tile map",
        {"hero": dict(x=40, y=98), "aim": dict(x=75, y=109)},
        lambda geometry, rule: step_scene(geometry, rule, tiles),
        view=(0, 0, tiles.cols * tiles.tile, tiles.rows * tiles.tile),
        scale=2.5,
        grid=tiles.tile,
        controls={"rule": rule},
    )


def run_frames(start: Rect, tiles=LEVEL, frames=240) -> list:
    """A character's run (:func:`collide_lessons.tiles.run`) as frames for the board to play back.

    Parameters
    ----------
    start : Rect
        Where the character starts.
    tiles : TileMap, default LEVEL
        The level.
    frames : int, default 240
        How many steps.

    Returns
    -------
    list of dict
        ``{"p": [[x, y]], "hit": [1 if any side touches a tile], "text": html}`` per frame.

    Examples
    --------
    >>> f = run_frames(Rect(20, 98, *HERO_SIZE), frames=3)
    >>> len(f), f[1]["p"], f[1]["hit"]
    (4, [[22.0, 98.0]], [1])
    """
    out = []
    for k, done in enumerate(T.run(start, tiles, frames)):
        text = f"<p>frame {k} · sides touching a tile (orange): <b>{_sides(done.sides)}</b></p>"
        out.append(
            {"p": [[float(done.box.x), float(done.box.y)]], "hit": [int(bool(done.sides))], "text": text}
        )
    return out


def run_scene(geometry, tiles=LEVEL, frames=240) -> dict:
    """What the run board shows: the level and a character that runs from where it was dropped.

    Parameters
    ----------
    geometry : dict
        ``{"hero": {"x", "y"}}``: where the run starts.
    tiles : TileMap, default LEVEL
        The level.
    frames : int, default 240
        How many steps.

    Returns
    -------
    dict
        ``shapes``, ``text``, and ``frames`` to play back (none when the start is inside a wall).

    Examples
    --------
    >>> len(run_scene({"hero": dict(x=20, y=98)}, frames=10)["frames"])
    11
    >>> run_scene({"hero": dict(x=0, y=0)})["text"]
    '<p>The character starts inside a solid tile: drop it in an empty spot.</p>'
    """
    start = Rect(geometry["hero"]["x"], geometry["hero"]["y"], *HERO_SIZE)
    hero = shape_rect(start, id="hero", color=BLUE, alpha=0.5, drag=True)
    shapes = [*tile_shapes(tiles), {**hero, "obj": 0, "hit_color": "#ff7f0e"}]
    inside = [cell for cell in tiles.overlapping(start) if tiles.kind(*cell) == T.SOLID]
    if inside:
        words = "<p>The character starts inside a solid tile: drop it in an empty spot.</p>"
        return {"shapes": shapes, "text": words, "frames": []}
    played = run_frames(start, tiles, frames)
    return {"shapes": shapes, "text": played[0]["text"], "frames": played}


def run_playground(tiles=LEVEL, frames=240) -> DragPlayground:
    """Lesson 10: press play; drop the character anywhere and the run restarts from there.

    Parameters
    ----------
    tiles : TileMap, default LEVEL
        The level.
    frames : int, default 240
        Frames per run.

    Returns
    -------
    DragPlayground
        The live widget.

    Examples
    --------
    >>> pg = run_playground(frames=20)
    >>> len(pg.canvas.frames), pg.canvas.run
    (21, 1)
    >>> pg.drag("hero", x=200, y=20); pg.canvas.frames[0]["p"], pg.canvas.run
    ([[200.0, 20.0]], 2)
    """
    return DragPlayground(
        "a platformer run",
        {"hero": dict(x=20, y=98)},
        lambda geometry: run_scene(geometry, tiles, frames),
        view=(0, 0, tiles.cols * tiles.tile, tiles.rows * tiles.tile),
        scale=2.5,
        grid=tiles.tile,
        numbers=False,
    )
