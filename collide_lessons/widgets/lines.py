"""Playgrounds for lesson 08: two segments, a segment or a ray against a box, line of sight."""

from __future__ import annotations

import math
import operator
from fractions import Fraction

import ipywidgets as W

from ..exact import plain
from ..lines import (
    Ray,
    Segment,
    bresenham,
    cell_entries,
    cells_crossed,
    circle_hit,
    circle_quadratic,
    crosses_without_collinear_case,
    grid_walk,
    orientation,
    ray_rect,
    ray_rect_hit,
    segment_rect,
    segments_intersect,
)
from ..scene import BLUE, GREEN, ORANGE, RED, number_text, verdict_word
from ..shapes import Circle, Rect
from .canvas import (
    DragPlayground,
    shape_cells,
    shape_circle,
    shape_line,
    shape_point,
    shape_rect,
    shape_segment,
    shape_text,
)

__all__ = [
    "SEGMENTS_START",
    "segments_scene",
    "segments_playground",
    "BOX",
    "box_line_scene",
    "box_line_playground",
    "TILES",
    "TILE",
    "walls",
    "sight_scene",
    "sight_playground",
    "walk_scene",
    "bresenham_scene",
    "circle_line_scene",
    "grown_scene",
]

SEGMENTS_START = {"a": dict(x=10, y=40, x2=70, y2=40), "b": dict(x=40, y=20, x2=40, y2=40)}
"""Lesson 08's two segments at the start: b's lower end rests on a (a T)."""

_SIGN = {1: "+1", -1: "−1", 0: "0"}


def _segment(g) -> Segment:
    return Segment(g["x"], g["y"], g["x2"], g["y2"])


def _float(value):
    return float(value) if isinstance(value, Fraction) else value


def _crossing(s: Segment, t: Segment):
    """Where two segments that cross properly meet (exact, as floats for drawing)."""
    dx, dy = Fraction(s.x2) - Fraction(s.x1), Fraction(s.y2) - Fraction(s.y1)
    ex, ey = Fraction(t.x2) - Fraction(t.x1), Fraction(t.y2) - Fraction(t.y1)
    u = ((Fraction(t.x1) - Fraction(s.x1)) * ey - (Fraction(t.y1) - Fraction(s.y1)) * ex) / (
        dx * ey - dy * ex
    )
    return (_float(Fraction(s.x1) + u * dx), _float(Fraction(s.y1) + u * dy))


def segments_scene(geometry) -> dict:
    """Lesson 08's first board: two segments, their four orientations, both rules and the slip.

    Parameters
    ----------
    geometry : dict
        ``{"a": {...}, "b": {...}}``, each ``x, y, x2, y2`` (the two ends).

    Returns
    -------
    dict
        ``a``, ``b``, ``orientations`` (b's ends against a, then a's ends against b),
        ``overlap`` (touching=False), ``touch`` (touching=True), ``slip`` (the test
        without its collinear case), ``slip_wrong``, ``shapes``, ``text``, ``details``.

    Examples
    --------
    >>> s = segments_scene(SEGMENTS_START)           # b's end rests on a
    >>> s["orientations"], s["overlap"], s["touch"]
    ((-1, 0, 1, -1), False, True)
    >>> s = segments_scene({"a": dict(x=0, y=0, x2=6, y2=0), "b": dict(x=4, y=0, x2=9, y2=0)})
    >>> s["overlap"], s["slip"], s["slip_wrong"]                  # collinear overlap: the slip misses it
    (True, False, True)
    """
    a, b = _segment(geometry["a"]), _segment(geometry["b"])
    o = (
        orientation(a.start, a.end, b.start),
        orientation(a.start, a.end, b.end),
        orientation(b.start, b.end, a.start),
        orientation(b.start, b.end, a.end),
    )
    overlap, touch = segments_intersect(a, b), segments_intersect(a, b, touching=True)
    slip = crosses_without_collinear_case(a, b)
    shapes = [  # a drawn wide, b thin on top: where they lie on one line, both show
        shape_segment(a, id="a", label="a", color=BLUE, drag=True, linewidth=7),
        shape_segment(b, id="b", label="b", color=ORANGE, drag=True, linewidth=2.5),
    ]
    if o[0] * o[1] < 0 and o[2] * o[3] < 0:
        shapes.append(shape_point(_crossing(a, b), label="cross", color=RED, size=4))
    elif touch:
        for p, name, on, other in (
            (b.start, "b", a, "a"),
            (b.end, "b", a, "a"),
            (a.start, "a", b, "b"),
            (a.end, "a", b, "b"),
        ):
            if segments_intersect(Segment(p.x, p.y, p.x, p.y), on, touching=True):
                shapes.append(
                    shape_point(p, color=RED, size=5, marker="square", label=f"{name}'s end on {other}")
                )
    shared = _shared_length(a, b) if o == (0, 0, 0, 0) else None
    if shared:
        middle = tuple((_float(u) + _float(v)) / 2 for u, v in zip(*shared))
        shapes.append(shape_text((middle[0], middle[1] - 5), "shared length", color=RED, anchor="middle"))
    text = (
        f"<p>touching=False: <b>{verdict_word(overlap)}</b> · touching=True: <b>{verdict_word(touch)}</b></p>"
        f"<p>four orientations, no collinear case: <b>{verdict_word(slip)}</b>"
        + (" — <b>WRONG</b> here" if slip != overlap else "")
        + "</p>"
    )
    details = (
        "<p>b's ends against a: "
        f"<code>{_SIGN[o[0]]}</code>, <code>{_SIGN[o[1]]}</code> · a's ends against b: "
        f"<code>{_SIGN[o[2]]}</code>, <code>{_SIGN[o[3]]}</code> "
        "(opposite signs both ways: a crossing; a 0: an end on the other's line)</p>"
        "<p>a is drawn wide and b thin on top of it; a red square marks an end lying on the "
        "other segment (its orientation is 0 and it is within the other's extent)</p>"
    )
    return {
        "a": a,
        "b": b,
        "orientations": o,
        "overlap": overlap,
        "touch": touch,
        "slip": slip,
        "slip_wrong": slip != overlap,
        "shapes": shapes,
        "text": text,
        "details": details,
    }


def _shared_length(a: Segment, b: Segment):
    """The part two collinear segments share, when it has a length: its two ends, or None."""
    axis = 0 if a.x1 != a.x2 else 1
    key = operator.itemgetter(axis)
    ends_a = sorted([(a.x1, a.y1), (a.x2, a.y2)], key=key)
    ends_b = sorted([(b.x1, b.y1), (b.x2, b.y2)], key=key)
    low, high = max(ends_a[0], ends_b[0], key=key), min(ends_a[1], ends_b[1], key=key)
    return (low, high) if key(low) < key(high) else None


def segments_playground() -> DragPlayground:
    """Lesson 08: drag two segments (or either end of each) and watch the four orientations.

    Returns
    -------
    DragPlayground
        The live widget; its ``result`` is the latest :func:`segments_scene`.

    Examples
    --------
    >>> pg = segments_playground()
    >>> pg.drag("b", y=21, y2=41)          # one unit down: b now crosses a
    >>> pg.result["overlap"], pg.result["orientations"]
    (True, (-1, 1, 1, -1))
    """
    return DragPlayground("two segments", SEGMENTS_START, segments_scene, view=(0, 0, 80, 60), scale=6)


# --- a segment or a ray against a box ---------------------------------------------------------
BOX = Rect(40, 20, 30, 20)
"""The fixed box of lesson 08's second board."""


def _slab(start, step, lo, hi):
    """The range of t for which start + t * step lies in [lo, hi] (None: every t or none)."""
    start, step = Fraction(start), Fraction(step)
    if step == 0:
        return None
    return tuple(plain(t) for t in sorted(((Fraction(lo) - start) / step, (Fraction(hi) - start) / step)))


def _t(value) -> str:
    if value is None:
        return "none"
    return number_text(value, digits=4)


def _entry_exit(entry, leave) -> str:
    """The slab test's comparison; when a value is shown rounded, which way it exactly went."""
    way = "before" if Fraction(entry) < Fraction(leave) else "as" if entry == leave else "after"
    text = f"<p>enters at max(0, entries) = {_t(entry)}, leaves at min(exits) = {_t(leave)}: "
    if _t(entry).startswith("≈") or _t(leave).startswith("≈"):
        text += "(rounded) "
    verdict = {
        "before": "it is in the box between them",
        "as": "it touches the box at that one t",
        "after": "for t ≥ 0 it is never in both slabs at once",
    }
    return text + f"it enters {way} it leaves, so {verdict[way]}</p>"


def _slab_rows(ray, box, x_slab, y_slab) -> str:
    """The readout under the ray board: each slab's t range, then entry against exit; a ray
    parallel to a slab and outside it never enters, and the readout says so instead."""
    rows, outside = [], None
    for name, slab, start, lo, hi in (
        ("x", x_slab, ray.x, box.left, box.right),
        ("y", y_slab, ray.y, box.top, box.bottom),
    ):
        if slab is None:
            inside = lo < start < hi
            edge = lo == start or start == hi
            where = "inside" if inside else "on the side of" if edge else "outside"
            rows.append(
                f"{name}: d{name} = 0, parallel: {name} = {start} is {where} {lo}..{hi} "
                "for every t (nothing divided)"
            )
            if not inside:
                outside = (name, edge)
        else:
            rows.append(f"{name} slab: t from {_t(slab[0])} to {_t(slab[1])}")
    text = "<p>" + " · ".join(rows) + "</p>"
    if outside is not None:
        name, edge = outside
        return text + (
            f"<p>it runs along the {name} slab's side: never inside the slab, so touching at most</p>"
            if edge
            else f"<p>it never enters: parallel to the {name} slab and outside it, for every t</p>"
        )
    slabs = [s for s in (x_slab, y_slab) if s]
    return text + _entry_exit(max([0] + [s[0] for s in slabs]), min(s[1] for s in slabs))


_FACES = {(-1, 0): "left", (1, 0): "right", (0, -1): "top", (0, 1): "bottom"}


def _face_text(hit, dx, dy) -> str:
    """Which face the ray enters, its normal, and the direction a bounce leaves along."""
    if hit is None:
        return ""
    if hit.normal == (0, 0):
        return "<p>it starts inside the box or on its edge (t = 0): no face is entered</p>"
    face = _FACES.get(hit.normal, "corner (two faces at once)")
    nx, ny = hit.normal
    bounce = (-dx if nx else dx, -dy if ny else dy)
    where = f"({', '.join(_t(v) for v in hit.point)})"
    return (
        f"<p>touching=True: first contact at {where}, the {face} face, normal <code>{hit.normal}</code>; "
        f"a bounce leaves along <code>{bounce}</code> (the component along the normal reversed)</p>"
    )


def _bounce_shapes(hit, dx, dy) -> list:
    """The normal (a short black line out of the face) and the bounced direction (dashed)."""
    x, y = (_float(v) for v in hit.point)
    nx, ny = hit.normal
    bx, by = (-dx if nx else dx), (-dy if ny else dy)
    scale = 18 / max(abs(bx), abs(by))
    return [  # on top of the ray: when it comes in along the normal, both lie on it
        {**shape, "top": True}
        for shape in (
            shape_line((x, y), (x + 6 * nx, y + 6 * ny), color="black", linewidth=2),
            shape_text((x + 9 * nx + 2 * (nx == 0), y + 9 * ny - 2 * (ny == 0)), "n", anchor="middle"),
            shape_line((x, y), (x + bx * scale, y + by * scale), color=RED, dashed=True, linewidth=1.5),
        )
    ]


def box_line_scene(geometry, shape="ray", box=BOX) -> dict:
    """Lesson 08's second board: a segment clipped to a box, or a ray against it by slabs.

    Parameters
    ----------
    geometry : dict
        ``{"s": {"x", "y", "x2", "y2"}}``: the segment's ends, or the ray's origin and
        the point one direction vector on.
    shape : {"ray", "segment"}, default "ray"
        What the line is.
    box : Rect, default BOX
        The box.

    Returns
    -------
    dict
        ``overlap`` and ``touch`` (the two rules), ``t`` (the ray's entry, touching=False,
        or ``None``), ``hit`` (the ray's :func:`collide_lessons.lines.ray_rect_hit` with
        touching=True, or ``None``), ``slabs`` (the ray's t range in the x and y slabs;
        ``None`` for an axis it runs parallel to), ``clipped`` (the segment's part in the
        box), ``shapes``, ``text``, ``details``.

    Examples
    --------
    >>> s = box_line_scene({"s": dict(x=10, y=30, x2=20, y2=30)})          # a ray heading right
    >>> s["t"], s["slabs"]
    (3, ((3, 6), None))
    >>> box_line_scene({"s": dict(x=10, y=20, x2=20, y2=20)})["overlap"]   # along the top edge
    False
    """
    g = geometry["s"]
    shapes = [shape_rect(box, label="box", color=BLUE, label_at="below")]
    out = {"overlap": False, "touch": False, "t": None, "slabs": None, "clipped": None, "hit": None}
    if shape == "ray":
        dx, dy = g["x2"] - g["x"], g["y2"] - g["y"]
        if dx == 0 and dy == 0:
            shapes.append(shape_point((g["x"], g["y"]), id="s", label="origin", drag=True))
            return {
                **out,
                "shapes": shapes,
                "details": "",
                "text": "<p>a ray needs a direction: drag its arrow away from the origin</p>",
            }
        ray = Ray(g["x"], g["y"], dx, dy)
        x_slab, y_slab = _slab(ray.x, dx, box.left, box.right), _slab(ray.y, dy, box.top, box.bottom)
        t, t_touch = ray_rect(ray, box), ray_rect(ray, box, touching=True)
        out.update(overlap=t is not None, touch=t_touch is not None, t=t, slabs=(x_slab, y_slab))
        view_h, view_w = 60, 100
        for x in (box.left, box.right):  # the x slab's sides, and the y slab's
            shapes.insert(0, shape_line((x, 0), (x, view_h), color=GREEN, dashed=True))
        for y in (box.top, box.bottom):
            shapes.insert(0, shape_line((0, y), (view_w, y), color="tab:purple", dashed=True))
        shapes.append(shape_segment(ray, id="s", label="ray", color=ORANGE, drag=True))
        if t is not None:
            shapes.append(
                shape_point(
                    (_float(ray.x + Fraction(t) * dx), _float(ray.y + Fraction(t) * dy)),
                    label=f"t = {_t(t)}",
                    color=RED,
                    size=4,
                )
            )
        hit = ray_rect_hit(ray, box, touching=True)
        out["hit"] = hit
        if hit is not None and hit.normal != (0, 0):
            shapes += _bounce_shapes(hit, dx, dy)
        details = _slab_rows(ray, box, x_slab, y_slab) + _face_text(hit, dx, dy)
        text = (
            f"<p>touching=False: <b>{verdict_word(out['overlap'])}</b>"
            + (f" at t = {_t(t)}" if t is not None else "")
            + f" · touching=True: <b>{verdict_word(out['touch'])}</b></p>"
        )
    else:
        s = _segment(g)
        clipped, touched = segment_rect(s, box), segment_rect(s, box, touching=True)
        out.update(overlap=clipped is not None, touch=touched is not None, clipped=clipped)
        shapes.append(shape_segment(s, id="s", label="segment", color=ORANGE, drag=True))
        part = clipped or touched
        if part:
            shapes.append(shape_line(*[(_float(x), _float(y)) for x, y in part], color=RED, linewidth=4))
        text = (
            f"<p>touching=False: <b>{verdict_word(out['overlap'])}</b> · "
            f"touching=True: <b>{verdict_word(out['touch'])}</b></p>"
        )
        ends = tuple((_t(x), _t(y)) for x, y in part) if part else ()
        details = (
            f"<p>the part inside the box: <code>{ends}</code></p>"
            if part
            else "<p>no part of the segment is in the box</p>"
        )
    return {**out, "shapes": shapes, "text": text, "details": details}


def box_line_playground() -> DragPlayground:
    """Lesson 08: drag a ray (its origin, or its arrow to turn it) or a segment against a box.

    Returns
    -------
    DragPlayground
        The live widget; its ``result`` is the latest :func:`box_line_scene`.

    Examples
    --------
    >>> pg = box_line_playground()
    >>> pg.result["t"]
    3
    >>> pg.drag("s", x2=10, y2=40)          # turn the arrow straight down: parallel to the x slab
    >>> pg.result["slabs"][0], pg.result["overlap"]
    (None, False)
    """
    return DragPlayground(
        "a line against a box",
        {"s": dict(x=10, y=30, x2=20, y2=30)},
        box_line_scene,
        view=(0, 0, 100, 60),
        scale=5,
        controls={"shape": W.Dropdown(options=["ray", "segment"], value="ray", description="shape")},
    )


# --- line of sight on a tile map --------------------------------------------------------------
TILE = 10
"""The side of a tile of lesson 08's map, in pixels."""
TILES = (
    "..........",
    "....#.....",
    "...#......",
    "......##..",
    "..........",
)
"""Lesson 08's tile map: ``#`` is a wall. Walls (4, 1) and (3, 2) meet only at the corner (40, 20)."""


def walls(tiles=TILES) -> set:
    """The wall cells ``(col, row)`` of a tile map.

    Parameters
    ----------
    tiles : sequence of str, default TILES
        One string per row; ``#`` is a wall.

    Returns
    -------
    set of (int, int)
        The walls.

    Examples
    --------
    >>> sorted(walls())
    [(3, 2), (4, 1), (6, 3), (7, 3)]
    """
    return {(col, row) for row, line in enumerate(tiles) for col, ch in enumerate(line) if ch == "#"}


def sight_scene(geometry, *, touching=False, tiles=TILES) -> dict:
    """Lesson 08's third board: which tiles the line of sight passes through, and the first wall.

    Each tile is numbered by when the line reaches it: tiles reached at the same
    ``t`` (at a corner, with ``touching=True``) share a number. The walls reached
    first are all named: at a corner two walls can be reached at the same ``t``,
    a tie, and neither is *the* one that blocks.

    Parameters
    ----------
    geometry : dict
        ``{"s": {"x", "y", "x2", "y2"}}``: the eye and the target.
    touching : bool, default False
        The corner rule (see :func:`collide_lessons.lines.cells_crossed`).
    tiles : sequence of str, default TILES
        The map.

    Returns
    -------
    dict
        ``cells`` (in order from the eye), ``steps`` (each cell's number: equal for
        equal ``t``), ``blocked_by`` (the first wall in ``cells``, or ``None``),
        ``blocked_at`` (the ``t`` and the point where sight first meets a wall),
        ``blockers`` (every wall reached at that ``t``), ``shapes``, ``text``, ``details``.

    Examples
    --------
    >>> sight_scene({"s": dict(x=25, y=5, x2=55, y2=35)})["blocked_by"] is None   # between two walls
    True
    >>> s = sight_scene({"s": dict(x=25, y=5, x2=55, y2=35)}, touching=True)
    >>> s["blockers"], s["blocked_at"]                                             # a tie at the corner
    ([(3, 2), (4, 1)], (Fraction(1, 2), (40, 20)))
    """
    s = _segment(geometry["s"])
    wall = walls(tiles)
    entries = cell_entries(s, TILE, touching=touching)
    cells = [c for _, c in entries]
    times = sorted({t for t, _ in entries})
    steps = {c: times.index(t) + 1 for t, c in entries}
    first = next((t for t, c in entries if c in wall), None)
    blockers = [c for t, c in entries if c in wall and t == first]
    blocked = blockers[0] if blockers else None
    at = None
    if first is not None:
        f = Fraction(first)
        at = (
            first,
            (
                plain(s.x1 + f * (Fraction(s.x2) - Fraction(s.x1))),
                plain(s.y1 + f * (Fraction(s.y2) - Fraction(s.y1))),
            ),
        )
    free = [c for c in cells if c not in wall]
    shapes = [
        shape_cells([(c * TILE, r * TILE) for c, r in sorted(wall)], color="0.35", size=TILE, alpha=0.85),
        shape_cells([(c * TILE, r * TILE) for c, r in free], color=GREEN, size=TILE, alpha=0.2),
    ]
    if blockers:
        shapes.append(
            shape_cells([(c * TILE, r * TILE) for c, r in blockers], color=RED, size=TILE, alpha=0.8)
        )
    shapes.append(shape_segment(s, id="s", label="eye", color=ORANGE, drag=True))
    for (c, r), k in steps.items():
        if k <= 12:
            shapes.append(shape_text((c * TILE + 2, r * TILE + 7), str(k), color="black"))
    text = f"<p>touching={touching}: sight: <b>{'blocked' if blocked else 'clear'}</b>"
    if blockers:
        names = " and ".join(str(c) for c in blockers)
        point = f"({_t(at[1][0])}, {_t(at[1][1])})"
        tie = ", both reached at the same t: a tie" if len(blockers) > 1 else ""
        text += f" by the wall{'s' if len(blockers) > 1 else ''} {names} at {point}, t = {_t(first)}{tie}"
    text += "</p>"
    details = (
        f"<p>cells from the eye: <code>{cells}</code></p>"
        "<p>a tile's number is when the line reaches it (t from 0 at the eye to 1 at the target); "
        "tiles reached at the same t share a number</p>"
    )
    return {
        "cells": cells,
        "steps": steps,
        "blocked_by": blocked,
        "blocked_at": at,
        "blockers": blockers,
        "shapes": shapes,
        "text": text,
        "details": details,
    }


def sight_playground() -> DragPlayground:
    """Lesson 08: drag the line of sight (or either end) across a tile map; switch the corner rule.

    Returns
    -------
    DragPlayground
        The live widget; its ``result`` is the latest :func:`sight_scene`.

    Examples
    --------
    >>> pg = sight_playground()
    >>> pg.result["blocked_by"] is None
    True
    >>> pg.drag("s", x=26, x2=56)          # one unit right: through wall (4, 1)
    >>> pg.result["blocked_by"]
    (4, 1)
    """
    return DragPlayground(
        "line of sight",
        {"s": dict(x=25, y=5, x2=55, y2=35)},
        sight_scene,
        view=(0, 0, TILE * len(TILES[0]), TILE * len(TILES)),
        scale=5,
        grid=TILE,
        controls={"touching": W.Checkbox(value=False, description="touching=True (corners count)")},
    )


# --- stills for the explanations: the grid walk, Bresenham, circles, the grown obstacle ---------


def walk_scene(s: Segment, cell=TILE, *, touching=False) -> dict:
    """The grid walk drawn: the cells :func:`collide_lessons.lines.grid_walk` visits, numbered, and
    where the segment crosses each vertical grid line (``t_max_x``) and horizontal one (``t_max_y``).

    Parameters
    ----------
    s : Segment
        The segment, in pixels.
    cell : int or float, default TILE
        The side of a cell.
    touching : bool, default False
        The corner rule.

    Returns
    -------
    dict
        ``cells``, ``crossings`` (``(t, "x" | "y" | "corner")`` in order), ``shapes``.

    Examples
    --------
    >>> scene = walk_scene(Segment(5, 5, 35, 20))
    >>> scene["cells"]
    [(0, 0), (1, 0), (1, 1), (2, 1), (3, 1)]
    >>> [(str(t), axis) for t, axis in scene["crossings"]]
    [('1/6', 'x'), ('1/3', 'y'), ('1/2', 'x'), ('5/6', 'x')]
    """
    cells = grid_walk(s, cell, touching=touching)
    x1, y1, dx, dy = (Fraction(v) for v in (s.x1, s.y1, s.x2 - s.x1, s.y2 - s.y1))
    crossings = {}
    for start, step, axis in ((x1, dx, "x"), (y1, dy, "y")):
        if step:
            ends = sorted((start / cell, (start + step) / cell))
            for line in range(math.floor(ends[0]) + 1, math.ceil(ends[1])):
                t = (line * Fraction(cell) - start) / step
                crossings[t] = "corner" if t in crossings else axis
    crossings = sorted(crossings.items())
    shapes = [shape_cells([(c * cell, r * cell) for c, r in cells], color=GREEN, size=cell, alpha=0.25)]
    for k, (c, r) in enumerate(cells):
        shapes.append(shape_text((c * cell + 2, r * cell + 7), str(k + 1)))
    shapes.append(shape_segment(s, color=ORANGE))
    style = {"x": (BLUE, "dot"), "y": ("tab:purple", "dot"), "corner": (RED, "square")}
    for t, axis in crossings:
        color, marker = style[axis]
        where = (_float(x1 + t * dx), _float(y1 + t * dy))
        shapes.append(shape_point(where, color=color, marker=marker, size=4, label=f"t={t}"))
    return {"cells": cells, "crossings": crossings, "shapes": shapes}


def bresenham_scene(col0: int, row0: int, col1: int, row1: int, cell=TILE) -> dict:
    """Bresenham's cells against the cells the segment between the two cell centres passes through.

    Parameters
    ----------
    col0, row0, col1, row1 : int
        The first and last cell.
    cell : int or float, default TILE
        The side of a cell, in pixels.

    Returns
    -------
    dict
        ``bresenham``, ``exact`` (:func:`collide_lessons.lines.cells_crossed`), ``missed``
        (exact cells Bresenham leaves out), ``extra`` (Bresenham cells the segment does not
        enter), ``shapes``.

    Examples
    --------
    >>> scene = bresenham_scene(0, 0, 4, 2)
    >>> scene["missed"], scene["extra"]
    ([(1, 0), (3, 1)], [])
    """
    s = Segment((col0 + 0.5) * cell, (row0 + 0.5) * cell, (col1 + 0.5) * cell, (row1 + 0.5) * cell)
    drawn, exact = bresenham(col0, row0, col1, row1), cells_crossed(s, cell)
    missed = [c for c in exact if c not in drawn]
    extra = [c for c in drawn if c not in exact]
    shapes = [
        shape_cells([(c * cell, r * cell) for c, r in exact], color=GREEN, size=cell, alpha=0.25),
        shape_cells([(c * cell, r * cell) for c, r in missed], color=RED, size=cell, alpha=0.35),
        shape_segment(s, color=ORANGE, linewidth=1.5),
    ]
    for c, r in drawn:
        shapes.append(
            shape_point(((c + 0.5) * cell, (r + 0.5) * cell), color="black", marker="square", size=4)
        )
    for c, r in missed:
        shapes.append(
            shape_text((c * cell + cell / 2, r * cell + cell - 1.5), "missed", color=RED, anchor="middle")
        )
    for c, r in extra:
        shapes.append(
            shape_text((c * cell + cell / 2, r * cell + cell - 1.5), "extra", color=RED, anchor="middle")
        )
    return {"bresenham": drawn, "exact": exact, "missed": missed, "extra": extra, "shapes": shapes}


def circle_line_scene(line, c: Circle, *, touching=False) -> dict:
    """A segment or a ray against a circle by its quadratic: the roots drawn where the line's
    line meets the circle, and the first contact within the line's range.

    Parameters
    ----------
    line : Segment or Ray
        The line.
    c : Circle
        The circle.
    touching : bool, default False
        The edge rule.

    Returns
    -------
    dict
        ``quadratic`` (``a, h, k``), ``disc`` (the sign of ``h*h - a*k``), ``roots``
        (``t0, t1`` as floats, or ``()``), ``t`` (:func:`collide_lessons.lines.circle_hit`),
        ``shapes``, ``title``.

    Examples
    --------
    >>> scene = circle_line_scene(Segment(0, 0, 10, 0), Circle(5, 3, 5))
    >>> scene["disc"], scene["roots"], scene["t"]
    (1, (0.1, 0.9), Fraction(1, 10))
    """
    a, h, k = (Fraction(v) for v in circle_quadratic(line, c))
    disc = h * h - a * k
    sign = (disc > 0) - (disc < 0)
    roots = (
        () if sign < 0 or a == 0 else tuple(float((-h + e * Fraction(math.sqrt(disc))) / a) for e in (-1, 1))
    )
    t = circle_hit(line, c, touching=touching)
    x, y = (line.x1, line.y1) if isinstance(line, Segment) else (line.x, line.y)
    dx, dy = (line.x2 - line.x1, line.y2 - line.y1) if isinstance(line, Segment) else (line.dx, line.dy)
    far = (x - 9 * dx, y - 9 * dy), (x + 9 * dx, y + 9 * dy)  # the whole line, where the roots are
    shapes = [
        shape_circle(c, color=BLUE),
        shape_line(*far, color="0.6", dashed=True),
        shape_segment(line, color=ORANGE),
    ]
    for name, root in zip(("t0", "t1")[: len(set(roots))], roots):
        label = f"{name} {_t(root) if _t(root).startswith('≈') else '= ' + _t(root)}"
        shapes.append(shape_point((x + root * dx, y + root * dy), color="0.3", size=3, label=label))
    if t is not None:
        shapes.append(shape_point((x + float(t) * dx, y + float(t) * dy), color=RED, size=5, marker="square"))
    words = {-1: "D < 0: the line misses", 0: "D = 0: the line is a tangent", 1: "D > 0: the line crosses"}
    touch = circle_hit(line, c, touching=True)
    title = f"{words[sign]}\nfirst contact t: {_t(t)} (touching=True: {_t(touch)})"
    return {"quadratic": (a, h, k), "disc": sign, "roots": roots, "t": t, "shapes": shapes, "title": title}


def grown_scene(mover: Rect, velocity, obstacle: Rect) -> dict:
    """Lesson 07's swept box as a ray: the obstacle grown by the mover (their Minkowski sum), the
    ray from the mover's corner, and the mover where it first touches.

    Parameters
    ----------
    mover : Rect
        The moving box at the start of the frame.
    velocity : (dx, dy)
        Its move in one frame.
    obstacle : Rect
        The box in the way.

    Returns
    -------
    dict
        ``grown`` (the grown obstacle), ``t`` (where the corner's ray enters it, or ``None``;
        only ``t <= 1`` is within the frame), ``shapes``.

    Examples
    --------
    >>> scene = grown_scene(Rect(10, 30, 10, 10), (40, -10), Rect(40, 10, 20, 30))
    >>> scene["grown"], scene["t"]
    (Rect(x=30, y=0, w=30, h=40), 0.5)
    """
    grown = Rect.from_ltrb(obstacle.left - mover.w, obstacle.top - mover.h, obstacle.right, obstacle.bottom)
    t = ray_rect(Ray(mover.x, mover.y, *velocity), grown)
    shapes = [
        shape_rect(
            grown,
            color=BLUE,
            fill=False,
            dashed=True,
            label="grown obstacle (Minkowski sum)",
            label_at="above",
        ),
        shape_rect(obstacle, color=BLUE, label="obstacle", label_at="below"),
        shape_rect(mover, color=ORANGE, label="mover", label_at="below"),
        shape_line(
            (mover.x, mover.y), (mover.x + velocity[0], mover.y + velocity[1]), color=ORANGE, linewidth=1.5
        ),
        shape_point((mover.x, mover.y), color=ORANGE, size=4, label="corner"),
    ]
    if t is not None and t <= 1:
        at = Rect(mover.x + _float(t * velocity[0]), mover.y + _float(t * velocity[1]), mover.w, mover.h)
        shapes.append(shape_rect(at, color=ORANGE, fill=False, dashed=True))
        shapes.append(shape_point((at.x, at.y), color=RED, size=5, marker="square", label=f"t = {_t(t)}"))
    return {"grown": grown, "t": t, "shapes": shapes}
