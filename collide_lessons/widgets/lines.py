"""Playgrounds for lesson 08: two segments, a segment or a ray against a box, line of sight."""

from __future__ import annotations

from fractions import Fraction

import ipywidgets as W

from ..exact import plain
from ..lines import (
    Ray,
    Segment,
    cells_crossed,
    crosses_without_collinear_case,
    orientation,
    ray_rect,
    segment_rect,
    segments_intersect,
)
from ..scene import BLUE, GREEN, ORANGE, RED, number_text, verdict_word
from ..shapes import Rect
from .canvas import (
    DragPlayground,
    shape_cells,
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
    shapes = [
        shape_segment(a, id="a", label="a", color=BLUE, drag=True),
        shape_segment(b, id="b", label="b", color=ORANGE, drag=True),
    ]
    if o[0] * o[1] < 0 and o[2] * o[3] < 0:
        shapes.append(shape_point(_crossing(a, b), label="cross", color=RED, size=4))
    elif touch:
        for p, on in ((b.start, a), (b.end, a), (a.start, b), (a.end, b)):
            if segments_intersect(Segment(p.x, p.y, p.x, p.y), on, touching=True):
                shapes.append(shape_point(p, color=RED, size=5, marker="square"))
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
        return "–"
    return number_text(value, digits=4)


def _entry_exit(entry, leave) -> str:
    """The slab test's comparison; when a value is shown rounded, which way it exactly went."""
    text = f"<p>enters at max = {_t(entry)}, leaves at min = {_t(leave)}"
    if _t(entry).startswith("≈") or _t(leave).startswith("≈"):
        way = "before" if Fraction(entry) < Fraction(leave) else "as" if entry == leave else "after"
        text += f" (rounded; exactly it enters {way} it leaves)"
    return text + "</p>"


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
        or ``None``), ``slabs`` (the ray's t range in the x and y slabs; ``None`` for an
        axis it runs parallel to), ``clipped`` (the segment's part in the box), ``shapes``,
        ``text``, ``details``.

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
    out = {"overlap": False, "touch": False, "t": None, "slabs": None, "clipped": None}
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
        rows = []
        for name, slab, start, lo, hi in (
            ("x", x_slab, ray.x, box.left, box.right),
            ("y", y_slab, ray.y, box.top, box.bottom),
        ):
            if slab is None:
                inside = lo < start < hi
                rows.append(
                    f"{name}: d{name} = 0, parallel: {name} = {start} is "
                    f"{'inside' if inside else 'outside'} {lo}..{hi} for every t (nothing divided)"
                )
            else:
                rows.append(f"{name} slab: t from {_t(slab[0])} to {_t(slab[1])}")
        entry = max([0] + [s[0] for s in (x_slab, y_slab) if s])
        exits = [s[1] for s in (x_slab, y_slab) if s]
        details = "<p>" + " · ".join(rows) + "</p>" + (_entry_exit(entry, min(exits)) if exits else "")
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
        ``cells`` (in order from the eye), ``blocked_by`` (the first wall, or ``None``),
        ``shapes``, ``text``.

    Examples
    --------
    >>> sight_scene({"s": dict(x=25, y=5, x2=55, y2=35)})["blocked_by"] is None   # between two walls
    True
    >>> sight_scene({"s": dict(x=25, y=5, x2=55, y2=35)}, touching=True)["blocked_by"]
    (3, 2)
    """
    s = _segment(geometry["s"])
    wall = walls(tiles)
    cells = cells_crossed(s, TILE, touching=touching)
    blocked = next((c for c in cells if c in wall), None)
    free = [c for c in cells if c not in wall]
    shapes = [
        shape_cells([(c * TILE, r * TILE) for c, r in sorted(wall)], color="0.35", size=TILE, alpha=0.85),
        shape_cells([(c * TILE, r * TILE) for c, r in free], color=GREEN, size=TILE, alpha=0.2),
    ]
    if blocked is not None:
        shapes.append(shape_cells([(blocked[0] * TILE, blocked[1] * TILE)], color=RED, size=TILE, alpha=0.8))
    shapes.append(shape_segment(s, id="s", label="eye", color=ORANGE, drag=True))
    for k, (c, r) in enumerate(cells[:12]):
        shapes.append(shape_text((c * TILE + 2, r * TILE + 7), str(k + 1), color="black"))
    text = (
        f"<p>touching={touching}: sight: <b>{'blocked' if blocked else 'clear'}</b>"
        + (f" by the wall at cell {blocked}" if blocked else "")
        + "</p>"
    )
    details = f"<p>cells from the eye: <code>{cells}</code></p>"
    return {"cells": cells, "blocked_by": blocked, "shapes": shapes, "text": text, "details": details}


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
