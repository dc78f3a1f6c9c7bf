"""Playgrounds for lesson 09: the separating axis test, a point in a polygon, push-out."""

from __future__ import annotations

import math
from fractions import Fraction

import ipywidgets as W

from ..lines import Segment, segment_rect
from ..polygons import (
    Polygon,
    contains,
    crossed_edges,
    crossing_number,
    crossings_counting_vertices_twice,
    crossings_counting_vertices_zero_times,
    edges_cross_only,
    on_boundary,
    placed,
    point_in_polygon,
    polygons_intersect,
    projections,
    push_out,
    winding_number,
)
from ..scene import BLUE, GREEN, ORANGE, RED, number_text, verdict_word
from ..shapes import Rect
from .canvas import DragPlayground, shape_line, shape_point, shape_polygon, shape_text

__all__ = [
    "SQUARE",
    "DIAMOND",
    "SAT_START",
    "sat_scene",
    "sat_playground",
    "ARROW",
    "point_polygon_scene",
    "point_polygon_playground",
    "PUSH_OBSTACLE",
    "push_scene",
    "push_playground",
]

SQUARE = ((-10, -10), (10, -10), (10, 10), (-10, 10))
"""A 20 x 20 box around its own centre: lesson 09's turning box."""
DIAMOND = ((0, -10), (10, 0), (0, 10), (-10, 0))
"""A square on its corner around its own centre."""
SAT_START = {"a": dict(x=30, y=40, angle=0), "b": dict(x=52, y=40, angle=0)}
"""Lesson 09's first board: the box, and the diamond 2 px beyond its right edge."""

_BARS_TOP = 70  # where the projection rows start, below the shapes
_BAR_LEFT, _BAR_WIDTH, _ROW = 62, 64, 7
_VIEW_WIDTH = 130
_MOST_AXES = 8  # one per edge: turned by a float angle, opposite edges are not exactly parallel


def _pair(geometry, outline_a=SQUARE, outline_b=DIAMOND):
    ga, gb = geometry["a"], geometry["b"]
    a = placed(outline_a, ga["x"], ga["y"], ga.get("angle", 0))
    b = placed(outline_b, gb["x"], gb["y"], gb.get("angle", 0))
    return a, b


def _row_text(row) -> str:
    """One axis in the readout: both shadows, exact or marked rounded (then the exact answer in words)."""
    ends = [number_text(v, digits=4) for v in (*row["a"], *row["b"])]
    text = f"{row['owner']}{row['edge']}: a {ends[0]}..{ends[1]}, b {ends[2]}..{ends[3]}"
    if any(e.startswith("≈") for e in ends):
        text += f" (rounded; exactly {'apart' if row['apart'] else 'overlapping'})"
    return text


def sat_scene(geometry, *, touching=False) -> dict:
    """Lesson 09's first board: two convex shapes and their shadows on every edge normal.

    Below the shapes, one row per distinct axis (parallel edges share one) shows
    both shadows as intervals in pixels along that axis (the edge normal scaled
    to length 1; every row at the same scale, centred on its two shadows),
    labelled with the edge that gives the axis, its direction, and the gap or
    the overlap in pixels. The first separating edge is drawn red, with its
    line extended.

    Parameters
    ----------
    geometry : dict
        ``{"a": {"x", "y", "angle"}, "b": {"x", "y", "angle"}}``: the box and the diamond.
    touching : bool, default False
        The edge rule.

    Returns
    -------
    dict
        ``a``, ``b`` (the placed polygons), ``rows`` (:func:`~collide_lessons.polygons.projections`
        with ``distinct=True``), ``hit``, ``edges_only`` (what the edge-crossing test says),
        ``shapes``, ``shadow_shapes`` (the rows' records, the last of ``shapes``), ``text``, ``details``.

    Examples
    --------
    >>> s = sat_scene(SAT_START)
    >>> s["hit"], [(r["owner"], r["edge"]) for r in s["rows"]], [r["apart"] for r in s["rows"]]
    (False, [('a', 0), ('a', 1), ('b', 0), ('b', 1)], [False, True, False, False])
    >>> sat_scene({"a": dict(x=30, y=40, angle=45), "b": dict(x=52, y=40, angle=0)})["hit"]
    True
    """
    a, b = _pair(geometry)
    rows = projections(a, b, touching=touching, distinct=True)
    hit = polygons_intersect(a, b, touching=touching)
    edges_only = edges_cross_only(a, b)
    first = next((r for r in rows if r["apart"]), None)
    shadows = _shadow_rows(rows)
    shapes = [
        _turnable(SQUARE, geometry["a"], "a", BLUE, hit),
        _turnable(DIAMOND, geometry["b"], "b", ORANGE, hit),
        *_separating_edge(first, a, b),
        *shadows,
    ]
    text = (
        f"<p>SAT, touching={touching}: <b>{verdict_word(hit)}</b>"
        + (
            f" — {first['owner']}'s edge {first['edge']} separates them"
            if first
            else " — no axis separates them"
        )
        + "</p>"
        + f"<p>edges crossing only (edges that touch count): <b>{verdict_word(edges_only)}</b>"
        + (
            " — <b>WRONG</b>: one is inside the other"
            if edges_only != polygons_intersect(a, b, touching=True)
            else ""
        )
        + "</p>"
    )
    details = "<p>" + " · ".join(_row_text(r) for r in rows) + "</p>"
    return {
        "a": a,
        "b": b,
        "rows": rows,
        "hit": hit,
        "edges_only": edges_only,
        "shapes": shapes,
        "shadow_shapes": shadows,
        "text": text,
        "details": details,
    }


def _turnable(outline, at, name, color, hit) -> dict:
    """One of the two shapes: draggable and turnable, hatched when they collide."""
    return shape_polygon(
        outline,
        at=(at["x"], at["y"]),
        angle=at["angle"],
        id=name,
        label=name,
        color=color,
        drag=True,
        rotate=True,
        hatch=hit,
    )


def _separating_edge(first, a, b) -> list:
    """The first separating edge in red, with its line extended across the shapes' part of the board."""
    if first is None:
        return []
    owner = a if first["owner"] == "a" else b
    p, q = owner.vertices[first["edge"]], owner.vertices[(first["edge"] + 1) % len(owner)]
    ex, ey = q[0] - p[0], q[1] - p[1]
    far = 20
    line = Segment(p[0] - far * ex, p[1] - far * ey, q[0] + far * ex, q[1] + far * ey)
    shown = segment_rect(line, Rect(0, 0, _VIEW_WIDTH, _BARS_TOP - 4), touching=True)
    out = []
    if shown is not None:
        out.append(shape_line(*[(float(x), float(y)) for x, y in shown], color=RED, dashed=True))
    out.append(shape_line(p, q, color=RED, linewidth=4))
    return out


def _pixels(raw, squared_length) -> str:
    """A length along an axis, ``raw / |n|``, as text: exact when ``|n|`` is whole, else ``≈``."""
    squared_length = Fraction(squared_length)
    root = math.isqrt(int(squared_length)) if squared_length.denominator == 1 else 0
    if root * root == squared_length:
        return number_text(Fraction(raw) / root, digits=3)
    return f"≈{float(Fraction(raw)) / math.sqrt(squared_length):.3g}"


def _direction(nx, ny) -> str:
    """The unit direction of an axis, short: whole components as they are, others to 2 places."""
    length = math.hypot(float(nx), float(ny))
    parts = [float(v) / length for v in (nx, ny)]
    return "(" + ", ".join(f"{round(v)}" if abs(v - round(v)) < 1e-9 else f"{v:.2f}" for v in parts) + ")"


def _shadow_rows(rows) -> list:
    """One row per axis below the shapes: both shadows in pixels along the axis, one scale for all.

    Each row is a number line for one axis (the normal scaled to length 1), centred on its two
    shadows; its label names the edge, the direction and the gap (apart) or overlap in pixels."""
    out = []
    measured = []
    for row in rows:
        nx, ny = (Fraction(v) for v in row["axis"])
        length = math.sqrt(float(nx * nx + ny * ny))
        measured.append([float(Fraction(v)) / length for v in (*row["a"], *row["b"])])
    widest = max(max(ends) - min(ends) for ends in measured) or 1.0
    scale = min(1.0, _BAR_WIDTH / widest)  # at most 1 board pixel per pixel along the axis
    for k, (row, ends) in enumerate(zip(rows, measured)):
        y = _BARS_TOP + k * _ROW
        middle = (min(ends) + max(ends)) / 2
        centre = _BAR_LEFT + _BAR_WIDTH / 2
        out.append(shape_line((_BAR_LEFT, y + 1.25), (_BAR_LEFT + _BAR_WIDTH, y + 1.25), color="0.7"))
        for color, dy, (lo, hi) in ((BLUE, 0, ends[:2]), (ORANGE, 2.5, ends[2:])):
            x1, x2 = centre + (lo - middle) * scale, centre + (hi - middle) * scale
            out.append(shape_line((x1, y + dy), (x2, y + dy), color=color, linewidth=4))
        (alo, ahi), (blo, bhi) = (tuple(Fraction(v) for v in row[k]) for k in ("a", "b"))
        nx, ny = (Fraction(v) for v in row["axis"])
        gap = max(alo, blo) - min(ahi, bhi)  # > 0: apart by that much; < 0: overlapping
        amount = _pixels(abs(gap), nx * nx + ny * ny)
        mark = f"✗ apart by {amount}" if row["apart"] else f"✓ overlap {amount}"
        out.append(
            shape_text(
                (1, y + 2.5),
                f"{row['owner']}{row['edge']} {_direction(nx, ny)} {mark}",
                color=RED if row["apart"] else "black",
            )
        )
    return out


def sat_playground() -> DragPlayground:
    """Lesson 09: drag and turn two convex shapes; watch their shadows on every axis.

    Returns
    -------
    DragPlayground
        The live widget; its ``result`` is the latest :func:`sat_scene`.

    Examples
    --------
    >>> pg = sat_playground()
    >>> pg.result["hit"]
    False
    >>> pg.drag("a", angle=45)              # the box's corner now reaches past the diamond's tip
    >>> pg.result["hit"]
    True
    """
    return DragPlayground(
        "separating axes",
        SAT_START,
        sat_scene,
        view=(0, 0, _VIEW_WIDTH, _BARS_TOP + _MOST_AXES * _ROW),
        scale=5,
        controls={"touching": W.Checkbox(value=False, description="touching=True")},
    )


# --- a point in a polygon ---------------------------------------------------------------------
ARROW = Polygon([(10, 10), (50, 10), (70, 30), (50, 50), (10, 50), (30, 30)])
"""Lesson 09's polygon: an arrow pointing right with a notch on its left; both points at y = 30."""


def point_polygon_scene(geometry, polygon=ARROW) -> dict:
    """Lesson 09's second board: a point, the ray to its right, and the edges it crosses.

    Parameters
    ----------
    geometry : dict
        ``{"p": {"x", "y"}}``.
    polygon : Polygon, default ARROW
        The polygon.

    Returns
    -------
    dict
        ``crossings``, ``winding``, ``on_boundary``, ``inside`` (touching=False),
        ``inside_closed`` (touching=True), ``slip`` (the vertex-counted-twice test),
        ``slip_wrong``, ``slip_zero`` (the vertex-counted-zero-times test), ``slip_zero_wrong``,
        ``shapes``, ``text``, ``details``.

    Examples
    --------
    >>> s = point_polygon_scene({"p": dict(x=40, y=30)})    # the ray runs through the arrow's tip
    >>> s["crossings"], s["inside"], s["slip"], s["slip_wrong"], s["slip_zero"], s["slip_zero_wrong"]
    (1, True, False, True, False, True)
    """
    x, y = geometry["p"]["x"], geometry["p"]["y"]
    crossings, winding = crossing_number(polygon, (x, y)), winding_number(polygon, (x, y))
    boundary = on_boundary(polygon, (x, y))
    inside = point_in_polygon(polygon, (x, y))
    closed = point_in_polygon(polygon, (x, y), touching=True)
    slip = crossings_counting_vertices_twice(polygon, (x, y))
    slip_zero = crossings_counting_vertices_zero_times(polygon, (x, y))
    v, n = polygon.vertices, len(polygon.vertices)
    shapes = [shape_polygon(polygon, color=BLUE, label="polygon", hatch=False)]
    right = 90
    shapes.append(shape_line((x, y), (right, y), color="0.4", dashed=True))
    for i in crossed_edges(polygon, (x, y)):  # the counted edges, and where each crosses the ray
        (ax, ay), (bx, by) = v[i], v[(i + 1) % n]
        t = (Fraction(y) - Fraction(ay)) / (Fraction(by) - Fraction(ay))
        cx = Fraction(ax) + t * (Fraction(bx) - Fraction(ax))
        shapes.append(shape_line((ax, ay), (bx, by), color=RED, linewidth=3))
        shapes.append(shape_point((float(cx), y), color=RED, size=4))
    shapes.append(shape_point((x, y), id="p", label="p", color="black", size=5, drag=True))
    where = "on the outline" if boundary else ("inside" if inside else "outside")
    text = (
        f"<p>touching=False: <b>{'inside' if inside else 'outside'}</b> · "
        f"touching=True: <b>{'inside' if closed else 'outside'}</b> (p is {where})</p>"
        f"<p>counting a vertex twice: <b>{'inside' if slip else 'outside'}</b>"
        + (" — <b>WRONG</b> here" if not boundary and slip != inside else "")
        + f" · counting it zero times: <b>{'inside' if slip_zero else 'outside'}</b>"
        + (" — <b>WRONG</b> here" if not boundary and slip_zero != inside else "")
        + "</p>"
    )
    details = f"<p>crossings to the right (half-open rule): {crossings} · winding number: {winding}</p>"
    return {
        "crossings": crossings,
        "winding": winding,
        "on_boundary": boundary,
        "inside": inside,
        "inside_closed": closed,
        "slip": slip,
        "slip_wrong": not boundary and slip != inside,
        "slip_zero": slip_zero,
        "slip_zero_wrong": not boundary and slip_zero != inside,
        "shapes": shapes,
        "text": text,
        "details": details,
    }


def point_polygon_playground() -> DragPlayground:
    """Lesson 09: drag a point in and out of a polygon and across its vertices' rows.

    Returns
    -------
    DragPlayground
        The live widget; its ``result`` is the latest :func:`point_polygon_scene`.

    Examples
    --------
    >>> pg = point_polygon_playground()
    >>> pg.drag("p", x=30, y=30)           # on the notch's vertex: on the outline
    >>> pg.result["inside"], pg.result["inside_closed"]
    (False, True)
    """
    return DragPlayground(
        "point in polygon", {"p": dict(x=40, y=30)}, point_polygon_scene, view=(0, 0, 90, 60), scale=6
    )


# --- push-out ----------------------------------------------------------------------------------
PUSH_OBSTACLE = Polygon([(40, 20), (70, 26), (70, 50), (40, 50)])
"""Lesson 09's obstacle: a slab with a sloping top."""


def push_scene(geometry, obstacle=PUSH_OBSTACLE) -> dict:
    """Lesson 09's third board: a box you can turn, pushed out of an obstacle by the shortest move.

    Parameters
    ----------
    geometry : dict
        ``{"m": {"x", "y", "angle"}}``: the box's centre and turn.
    obstacle : Polygon, default PUSH_OBSTACLE
        A convex obstacle.

    Returns
    -------
    dict
        ``mover``, ``move`` (``push_out``'s ``(dx, dy)``), ``overlap``, ``contained``,
        ``shapes``, ``text``.

    Examples
    --------
    >>> push_scene({"m": dict(x=31, y=40, angle=0)})["move"]          # 1 px into the left side
    (-1, 0)
    >>> push_scene({"m": dict(x=30, y=40, angle=0)})["move"]          # touching: nothing to do
    (0, 0)
    """
    g = geometry["m"]
    mover = placed(SQUARE, g["x"], g["y"], g["angle"])
    overlap = polygons_intersect(mover, obstacle)
    dx, dy = push_out(mover, obstacle)
    shapes = [
        shape_polygon(obstacle, color="0.45", label="obstacle", alpha=0.3),
        shape_polygon(
            SQUARE,
            at=(g["x"], g["y"]),
            angle=g["angle"],
            id="m",
            label="box",
            color=ORANGE,
            drag=True,
            rotate=True,
            hatch=overlap,
        ),
    ]
    if overlap:
        shapes.append(
            shape_polygon(
                SQUARE,
                at=(g["x"] + dx, g["y"] + dy),
                angle=g["angle"],
                color=GREEN,
                fill=False,
                dashed=True,
            )
        )
        shapes.append(shape_line((g["x"], g["y"]), (g["x"] + dx, g["y"] + dy), color=GREEN, linewidth=2.5))
    show = tuple(round(v, 3) if isinstance(v, float) else v for v in (dx, dy))
    text = (
        f"<p>overlap: <b>{verdict_word(overlap)}</b> · push_out: <b>{show}</b>"
        + (f", length {float(Fraction(dx) ** 2 + Fraction(dy) ** 2) ** 0.5:.3f}" if overlap else "")
        + "</p>"
    )
    return {
        "mover": mover,
        "move": (dx, dy),
        "overlap": overlap,
        "contained": contains(obstacle, mover),
        "shapes": shapes,
        "text": text,
        "details": "",
    }


def push_playground() -> DragPlayground:
    """Lesson 09: drag and turn a box into an obstacle; the dashed outline is where push-out puts it.

    Returns
    -------
    DragPlayground
        The live widget; its ``result`` is the latest :func:`push_scene`.

    Examples
    --------
    >>> pg = push_playground()
    >>> pg.drag("m", x=34)
    >>> pg.result["move"]
    (-4, 0)
    """
    return DragPlayground(
        "push out", {"m": dict(x=30, y=40, angle=0)}, push_scene, view=(0, 0, 100, 70), scale=5
    )
