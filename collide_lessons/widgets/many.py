"""Playground for lesson 06: many boxes, one broad-phase method."""

from __future__ import annotations

import html
import math
import time

import ipywidgets as W
import numpy as np
from matplotlib.collections import PatchCollection
from matplotlib.figure import Figure
from matplotlib.patches import Patch, Rectangle

from .. import broadphase, draw
from ..broadphase import QUAD_ROOT, find_pairs, loose_quadtree_nodes, quadtree_nodes
from ..scene import BLUE, GREEN, GREY, ORANGE
from ..shapes import Rect
from ..steps import STEPPERS
from .canvas import DragPlayground, shape_cells, shape_line, shape_rect

__all__ = [
    "random_boxes",
    "bouncing_frames",
    "mixed_boxes",
    "sweep_axis_figure",
    "quadtree_figure",
    "mixed_sizes_figure",
    "many_state",
    "many_scene",
    "many_playground",
    "STEP_BOXES",
    "STEP_CELL",
    "steps_scene",
    "steps_playground",
]


# --- lesson 06 ---------------------------------------------------------------------------
def random_boxes(n, world, seed=0, sizes=(1, 20)):
    """``n`` boxes with sides uniform in ``sizes``, placed uniformly in a ``world`` square.

    Parameters
    ----------
    n : int
        How many boxes.
    world : int
        The side of the square world.
    seed : int, default 0
        The random seed.
    sizes : (int, int), default (1, 20)
        The range of box sides.

    Returns
    -------
    numpy.ndarray (n, 4)
        Integer LTRB boxes inside the world.

    Examples
    --------
    >>> random_boxes(3, 100).shape
    (3, 4)
    """

    rng = np.random.default_rng(seed)
    xy = rng.uniform(0, world, size=(n, 2))
    wh = rng.uniform(*sizes, size=(n, 2))
    return np.hstack([xy, xy + wh])


def bouncing_frames(n, world, count, speed=1.0, seed=0) -> list:
    """``count`` frames of ``n`` boxes moving at constant velocities, bouncing off the walls.

    Boxes have sides uniform in [1, 20) and velocities uniform in [-speed, speed] pixels a frame
    on each axis, in a square world of side ``world`` (the scene of benchmarks/coherent_frames.py).

    Parameters
    ----------
    n : int
        How many boxes.
    world : float
        The side of the square world.
    count : int
        How many frames.
    speed : float, default 1.0
        The largest speed on each axis, pixels a frame.
    seed : int, default 0
        The random seed.

    Returns
    -------
    list of numpy.ndarray (n, 4)
        One LTRB array per frame, after that frame's motion.

    Examples
    --------
    >>> frames = bouncing_frames(5, 100, 3)
    >>> len(frames), frames[0].shape, bool((frames[2][:, 2] <= 100).all())
    (3, (5, 4), True)
    """
    rng = np.random.default_rng(seed)
    xy = rng.uniform(0, world - 20, (n, 2))
    wh = rng.uniform(1, 20, (n, 2))
    vel = rng.uniform(-speed, speed, (n, 2))
    out = []
    for _ in range(count):
        xy = xy + vel
        for axis in (0, 1):
            out_of_world = (xy[:, axis] < 0) | (xy[:, axis] + wh[:, axis] > world)
            vel[out_of_world, axis] *= -1
            xy[:, axis] = np.clip(xy[:, axis], 0, world - wh[:, axis])
        out.append(np.hstack([xy, xy + wh]))
    return out


def mixed_boxes(seed=9) -> np.ndarray:
    """Lesson 06's scene of mixed sizes: 4,000 small boxes and 40 big ones in a 1000 x 1000 world.

    Small boxes have sides 2 to 8 (placed over 1000 x 1000), big ones 60 to 200 (over 800 x 800).

    Parameters
    ----------
    seed : int, default 9
        The random seed (the big boxes use ``seed + 1``).

    Returns
    -------
    numpy.ndarray (4040, 4)
        LTRB rows: the small boxes first, then the big ones.

    Examples
    --------
    >>> b = mixed_boxes()
    >>> b.shape, bool((b[4000:, 2] - b[4000:, 0] >= 60).all())
    ((4040, 4), True)
    """
    small = random_boxes(4000, 1000, seed=seed, sizes=(2, 8))
    big = random_boxes(40, 800, seed=seed + 1, sizes=(60, 200))
    return np.vstack([small, big])


def _boxes_patches(ax, boxes, colors, alpha=0.5):
    """Many boxes at once, as one collection (thousands of boxes draw in a blink)."""
    patches = [Rectangle((b[0], b[1]), b[2] - b[0], b[3] - b[1]) for b in np.asarray(boxes).tolist()]
    ax.add_collection(PatchCollection(patches, facecolor=colors, edgecolor=colors, alpha=alpha, lw=0.6))


def sweep_axis_figure(boxes):
    """A scene, and how many boxes' shadows cover each x (below) and each y (at the right).

    The sweep meets, for each box, the boxes whose shadow on the swept axis overlaps its own:
    the lower curve is what sweeping x costs, the right one what sweeping y costs.

    Parameters
    ----------
    boxes : numpy.ndarray (N, 4)
        LTRB rows, with ``left, top >= 0``.

    Returns
    -------
    matplotlib.figure.Figure
        The picture.

    Examples
    --------
    >>> fig = sweep_axis_figure(random_boxes(50, 200))
    >>> len(fig.axes)
    3
    """
    boxes = np.asarray(boxes, dtype=float)
    width, height = boxes[:, 2].max(), boxes[:, 3].max()
    tall = 6.0 * height / width  # the scene at equal scales, 6 inches wide
    fig = Figure(figsize=(8, tall + 1.2))
    scene_ax = fig.add_axes([0.1, 0.5 / (tall + 1.2), 0.75, tall / (tall + 1.2)])
    draw.screen_axes(scene_ax, width, height, grid=False)
    _boxes_patches(scene_ax, boxes, BLUE, alpha=0.4)
    scene_ax.set_ylabel("y ↓", fontsize=8)
    below = fig.add_axes([0.1, 0.06 / (tall + 1.2), 0.75, 0.4 / (tall + 1.2)], sharex=scene_ax)
    side = fig.add_axes([0.87, 0.5 / (tall + 1.2), 0.11, tall / (tall + 1.2)], sharey=scene_ax)
    xs, ys = np.linspace(0, width, 600), np.linspace(0, height, 200)
    over_x = ((boxes[:, 0][:, None] <= xs) & (xs <= boxes[:, 2][:, None])).sum(axis=0)
    over_y = ((boxes[:, 1][:, None] <= ys) & (ys <= boxes[:, 3][:, None])).sum(axis=0)
    below.fill_between(xs, over_x, color=ORANGE, alpha=0.6)
    below.set_ylabel("boxes\nover x", fontsize=7)
    below.set_ylim(0, over_y.max() * 1.1)
    side.fill_betweenx(ys, over_y, color=ORANGE, alpha=0.6)
    side.set_xlabel("boxes over each y", fontsize=7)
    side.set_xlim(0, over_y.max() * 1.1)
    side.tick_params(labelleft=False)
    below.tick_params(labelbottom=False, labeltop=False)
    for ax in (below, side):
        ax.tick_params(labelsize=7)
    return fig


_LEVEL_COLORS = ["#d62728", "#ff7f0e", "#2ca02c", "#1f77b4", "#9467bd", "#8c564b", "#7f7f7f"]
"""One colour per quadtree level (levels past the last share the last)."""


def quadtree_figure(boxes, depth=None):
    """The MX-CIF quadtree of ``quadtree_nodes``: the squares that hold boxes, each box coloured
    by the level of its square, with a legend of the levels.

    Parameters
    ----------
    boxes : numpy.ndarray (N, 4)
        LTRB rows.
    depth : int, optional
        How many times the root square is split (default ``broadphase.QUAD_DEPTH``).

    Returns
    -------
    matplotlib.figure.Figure
        The picture.

    Examples
    --------
    >>> fig = quadtree_figure(random_boxes(20, 100, seed=6, sizes=(4, 24)))
    >>> fig.axes[0].get_legend() is not None
    True
    """
    boxes = np.asarray(boxes, dtype=float)
    nodes = quadtree_nodes(boxes, depth)
    x0, y0 = boxes[:, 0].min(), boxes[:, 1].min()
    side = QUAD_ROOT * max(boxes[:, 2].max() - x0, boxes[:, 3].max() - y0)
    fig, ax = draw.new_figure(6.6, 4.4)
    draw.screen_axes(ax, side + 10, side + 10, x0=x0 - 5, y0=y0 - 5, grid=False)
    levels = sorted({level for level, _, _ in nodes})
    for (level, col, row), members in sorted(nodes.items()):
        size = side / 2**level
        color = _LEVEL_COLORS[min(level, len(_LEVEL_COLORS) - 1)]
        ax.add_patch(
            Rectangle((x0 + col * size, y0 + row * size), size, size, fill=False, ec=color, lw=1, alpha=0.7)
        )
        _boxes_patches(ax, boxes[members], color, alpha=0.55)
    handles = [
        Patch(
            color=_LEVEL_COLORS[min(v, len(_LEVEL_COLORS) - 1)],
            alpha=0.6,
            label=f"level {v}: squares {side / 2**v:.3g} wide",
        )
        for v in levels
    ]
    ax.legend(handles=handles, fontsize=7, loc="upper left", bbox_to_anchor=(1.01, 1), borderaxespad=0)
    return fig


def mixed_sizes_figure(boxes, candidates):
    """A scene of mixed sizes (big: a side over 4 times the median), the levels each group takes in
    the loose quadtree, and each method's candidates.

    Parameters
    ----------
    boxes : numpy.ndarray (N, 4)
        LTRB rows.
    candidates : dict
        Method name -> candidate pairs counted (``find_pairs(..., stats=...)``).

    Returns
    -------
    matplotlib.figure.Figure
        The picture: the scene at the left, the candidates (log scale) at the right.

    Examples
    --------
    >>> fig = mixed_sizes_figure(random_boxes(30, 100), {"grid": 40, "strips": 20})
    >>> len(fig.axes)
    2
    """
    boxes = np.asarray(boxes, dtype=float)
    fig, (ax, bars) = draw.new_figure(9, 4.3, ncols=2)
    fig.get_layout_engine().set(wspace=0.08)
    x0, y0 = boxes[:, 0].min(), boxes[:, 1].min()
    draw.screen_axes(ax, boxes[:, 2].max() - x0, boxes[:, 3].max() - y0, x0=x0, y0=y0, grid=False)
    level = np.zeros(len(boxes), dtype=int)
    for (lv, _, _), members in loose_quadtree_nodes(boxes).items():
        level[members] = lv
    sides = np.maximum(boxes[:, 2] - boxes[:, 0], boxes[:, 3] - boxes[:, 1])
    small = sides <= 4 * np.median(sides)
    _boxes_patches(ax, boxes[small], BLUE, alpha=0.6)
    _boxes_patches(ax, boxes[~small], ORANGE, alpha=0.3)
    ax.legend(
        handles=[
            Patch(color=color, alpha=alpha, label=f"{name}: levels {level[group].min()}–{level[group].max()}")
            for name, group, color, alpha in (("small", small, BLUE, 1), ("big", ~small, ORANGE, 0.5))
            if group.any()
        ],
        fontsize=7,
        loc="upper center",  # under the scene, not over its boxes
        bbox_to_anchor=(0.5, -0.02),
        ncols=2,
        title="loose quadtree",
        title_fontsize=7,
    )
    names = list(candidates)
    bars.barh(names, [candidates[m] for m in names], color=[ORANGE if "grid" in m else BLUE for m in names])
    bars.set_xscale("log")
    bars.invert_yaxis()
    bars.set_xlabel("candidate pairs (log scale)")
    for k, m in enumerate(names):
        bars.text(candidates[m], k, f" {candidates[m]:,}", va="center", fontsize=8)
    bars.set_xlim(min(candidates.values()) / 10, max(candidates.values()) * 8)
    return fig


def many_state(n, world, method="strips", seed=0) -> dict:
    """Boxes, the pairs ``method`` finds, how many candidates it tested, and its time.

    Parameters
    ----------
    n : int
        How many boxes.
    world : int
        The side of the square world.
    method : str, default 'strips'
        One of ``broadphase.METHODS``.
    seed : int, default 0
        The random seed.

    Returns
    -------
    dict
        ``boxes``, ``pairs``, ``hit`` (per box), ``candidates`` (pairs considered), ``all_pairs``
        (N(N-1)/2), ``seconds``, ``world``, ``method`` and ``text``.

    Examples
    --------
    >>> s = many_state(100, 300, method='grid')
    >>> s['candidates'] < s['all_pairs'] == 4950
    True
    """

    boxes = random_boxes(n, world, seed)
    stats = {}
    start = time.perf_counter()
    pairs = find_pairs(boxes, method=method, stats=stats)
    elapsed = time.perf_counter() - start
    hit = np.zeros(n, dtype=bool)
    hit[pairs.ravel()] = True
    all_pairs = n * (n - 1) // 2
    text = (
        f"<p>{n} boxes · all pairs N(N−1)/2 = <b>{all_pairs:,}</b> · candidates considered by "
        f"{html.escape(method)}: <b>{stats['candidates']:,}</b> · colliding pairs: "
        f"<b>{len(pairs):,}</b> · time {elapsed * 1e3:.1f} ms</p>"
    )
    return {
        "boxes": boxes,
        "pairs": pairs,
        "hit": hit,
        "candidates": stats["candidates"],
        "all_pairs": all_pairs,
        "seconds": elapsed,
        "world": world,
        "method": method,
        "text": text,
    }


def many_scene(geometry, n, world, method="grid") -> dict:
    """What lesson 06's first playground shows: every box, the ones in a pair filled.

    Parameters
    ----------
    geometry : dict
        Unused (nothing here is dragged); the board's geometry.
    n : int
        How many boxes.
    world : int
        The side of the square world.
    method : str, default 'grid'
        One of ``broadphase.METHODS``.

    Returns
    -------
    dict
        :func:`many_state` plus ``shapes``, ``view`` and ``scale`` (the board shows the whole world
        and every box whole, including the parts reaching past the world's right and bottom).

    Examples
    --------
    >>> s = many_scene({}, 20, 100)
    >>> len(s["shapes"]), s["view"]
    (20, (0, 0, 117, 117))
    """
    state = many_state(n, world, method=method)
    shapes = [
        shape_rect(
            Rect.from_ltrb(*box),
            color=ORANGE if hit else BLUE,
            fill=bool(hit),
            alpha=0.8 if hit else 0.25,
        )
        for box, hit in zip(state["boxes"].tolist(), state["hit"].tolist())
    ]
    step = 10 ** max(0, len(str(int(world))) - 1)
    # boxes start inside the world and reach up to a side beyond it: show them whole
    side = max(world, math.ceil(float(state["boxes"][:, 2:].max()))) if n else world
    return {**state, "shapes": shapes, "view": (0, 0, side, side), "scale": 480 / side, "grid": step}


def many_playground() -> DragPlayground:
    """Lesson 06: N boxes in a world; the method; pairs found, candidates tested, time.

    Returns
    -------
    DragPlayground
        The live widget; its ``result`` is the latest :func:`many_scene`.

    Examples
    --------
    >>> pg = many_playground()
    >>> pg.result['method'], len(pg.result['shapes'])
    ('grid', 200)
    >>> pg.controls['n'].value = 50
    >>> len(pg.result['shapes'])
    50
    """
    controls = {
        "n": W.IntSlider(200, 10, 2000, 10, description="N", continuous_update=False),
        "world": W.IntSlider(400, 100, 1000, 50, description="world", continuous_update=False),
        "method": W.Dropdown(options=list(broadphase.METHODS), value="grid", description="method"),
    }
    return DragPlayground(
        "many boxes", {}, many_scene, view=(0, 0, 400, 400), scale=1.2, grid=100, controls=controls
    )


# --- lesson 06: a broad phase step by step --------------------------------------------------
STEP_BOXES = {
    "0": dict(x=4, y=6, w=18, h=12),
    "1": dict(x=16, y=14, w=14, h=20),
    "2": dict(x=42, y=4, w=20, h=10),
    "3": dict(x=56, y=10, w=12, h=16),
    "4": dict(x=8, y=48, w=22, h=14),
    "5": dict(x=26, y=54, w=16, h=18),
    "6": dict(x=70, y=44, w=18, h=22),
    "7": dict(x=80, y=60, w=14, h=12),
}
"""The starting scene of the step-through playground: eight boxes in a 100 x 80 world."""
STEP_CELL = 20
"""The grid's cell side and the strips' height in the step-through playground."""


def steps_scene(geometry, method="sweep", step=0) -> dict:
    """What lesson 06's step-through playground shows at one step of one method.

    The sweep draws its sweep line at the current box's left edge and its reach
    at the right edge; the grid shades the current cell; strips shade the
    current strip. The current box is orange, the box it is tested against
    green, the rest of the group blue, boxes outside it grey.

    Parameters
    ----------
    geometry : dict
        Box id (``"0"``, ``"1"``, ...) -> ``{"x", "y", "w", "h"}``.
    method : {'sweep', 'grid', 'strips'}, default 'sweep'
        The broad phase to step through (``steps.STEPPERS``).
    step : int, default 0
        Which step to show (clamped to the last).

    Returns
    -------
    dict
        ``step`` (the :class:`~collide_lessons.steps.Step`), ``index``, ``count``
        (how many steps), ``boxes``, ``pairs`` (``find_pairs``'s answer, which the
        last step reaches), ``text``, ``details`` and ``shapes``.

    Examples
    --------
    >>> s = steps_scene(STEP_BOXES, "grid", step=10**6)      # the last step
    >>> list(s["step"].found) == s["pairs"]
    True
    """
    ids = sorted(geometry, key=int)
    rects = [Rect(**geometry[k]) for k in ids]
    boxes = [r.to_ltrb() for r in rects]
    size = {"sweep": {}, "grid": {"cell": STEP_CELL}, "strips": {"height": STEP_CELL}}[method]
    steps = list(STEPPERS[method](boxes, **size))
    index = max(0, min(int(step), len(steps) - 1))
    now = steps[index]
    n = len(rects)
    text = f"<p>step {index + 1} of {len(steps)} · {_step_words(now)}</p>"
    details = (
        f"<p>exact tests so far: <b>{now.tests}</b> (testing every pair: {n * (n - 1) // 2}) · "
        f"pairs found so far: <b>{', '.join(map(str, now.found)) or 'none'}</b></p>"
    )
    if method == "sweep" and now.i is not None:
        line = rects[now.i].left
        crossed = [k for k in now.group if rects[k].left <= line <= rects[k].right]
        details += (
            f"<p>the sweep line at x = {line} crosses boxes <b>{', '.join(map(str, crossed))}</b> "
            f"(the active list); box {now.i} is tested against later boxes until one starts past "
            f"x = {rects[now.i].right}</p>"
        )
    if method == "grid":
        details += _grid_details(boxes, steps, now)
    pairs = [tuple(p) for p in find_pairs(boxes).tolist()] if boxes else []
    return {
        "step": now,
        "index": index,
        "count": len(steps),
        "boxes": boxes,
        "pairs": pairs,
        "text": text,
        "details": details,
        "shapes": _step_shapes(ids, rects, method, now),
        "grid": STEP_CELL if method == "grid" else 10,
    }


def _step_shapes(ids, rects, method, now) -> list:
    """The board at one step: the current cell or strip, the boxes coloured by role, the sweep's lines."""
    group = set(now.group)
    shapes = []
    if method == "grid" and now.where:
        col, row = now.where
        shapes.append(
            shape_cells([(col * STEP_CELL, row * STEP_CELL)], color=GREEN, alpha=0.15, size=STEP_CELL)
        )
    if method == "strips" and now.where:
        (row,) = now.where
        band = Rect(0, row * STEP_CELL, 100, STEP_CELL)
        shapes.append(shape_rect(band, color=GREEN, alpha=0.12, label=f"strip {row}", label_at="below-left"))
    for k, r in zip(ids, rects):
        n = int(k)
        color = ORANGE if n == now.i else GREEN if n == now.j else BLUE if n in group else GREY
        shapes.append(
            shape_rect(r, id=k, label=k, color=color, drag=True, alpha=0.35 if n in (now.i, now.j) else 0.15)
        )
    if method in ("sweep", "strips") and now.i is not None:
        r = rects[now.i]
        top, bottom = (
            (0, 80) if method == "sweep" else (now.where[0] * STEP_CELL, (now.where[0] + 1) * STEP_CELL)
        )
        shapes.append(shape_line((r.left, top), (r.left, bottom), color=ORANGE, linewidth=2))
        shapes.append(shape_line((r.right, top), (r.right, bottom), color=ORANGE, dashed=True))
    return shapes


def _step_words(now) -> str:
    """One step in words (the verdict line)."""
    members = ", ".join(map(str, now.group))
    if now.kind == "sort":
        return "sorted by left edge: " + members
    if now.kind == "cell":
        return f"cell {now.where}: boxes {members or 'none'}"
    if now.kind == "strip":
        return f"strip {now.where[0] if now.where else ''}: boxes {members} (left to right)"
    if now.kind == "test":
        again = " (already found in another cell)" if now.hit else " (tested before)"
        said = f"test {now.i} against {now.j}: <b>{'HIT' if now.hit else 'miss'}</b>"
        return said + (again if now.repeat else "")
    if now.j is not None:
        return f"box {now.i}: stop, box {now.j}'s left edge is past its right edge"
    return f"box {now.i}: no boxes left to its right"


def _grid_details(boxes, steps, now) -> str:
    """The grid's readout: pairs tested in the current cell, and each box's cells."""
    cells = {
        k: [
            (c, r)
            for c in range(math.floor(b[0] / STEP_CELL), math.floor(b[2] / STEP_CELL) + 1)
            for r in range(math.floor(b[1] / STEP_CELL), math.floor(b[3] / STEP_CELL) + 1)
        ]
        for k, b in enumerate(boxes)
    }
    in_cell = sum(1 for s in steps if s.kind == "test" and s.where == now.where)
    return (
        f"<p>pairs tested in this cell: <b>{in_cell}</b></p><p>each box's cells: "
        + "; ".join(f"{k}: {' '.join(map(str, c))}" for k, c in cells.items())
        + "</p>"
    )


def steps_playground(method="sweep") -> DragPlayground:
    """Lesson 06: step through a broad phase on eight boxes you can drag.

    Parameters
    ----------
    method : {'sweep', 'grid', 'strips'}, default 'sweep'
        The method shown first.

    Returns
    -------
    DragPlayground
        The live widget; its ``result`` is the latest :func:`steps_scene`.

    Examples
    --------
    >>> pg = steps_playground()
    >>> pg.controls["step"].value = 1
    >>> pg.result["step"].kind, pg.result["step"].i, pg.result["step"].j     # 0 and 4 start leftmost
    ('test', 0, 4)
    >>> pg.controls["method"].value = "grid"          # the step count follows the method
    >>> pg.controls["step"].max == pg.result["count"] - 1
    True
    """
    slider = W.IntSlider(0, 0, 1, description="step", continuous_update=True)
    play = W.Play(value=0, min=0, max=1, interval=700, description="play")
    W.jslink((play, "value"), (slider, "value"))
    method_box = W.Dropdown(options=list(STEPPERS), value=method, description="method")

    def compute(geometry, method, step):
        result = steps_scene(geometry, method, step)
        last = result["count"] - 1
        if slider.max != last:
            play.max = last
            slider.max = last
        return result

    return DragPlayground(
        "broad phase step by step",
        {k: dict(v) for k, v in STEP_BOXES.items()},
        compute,
        view=(0, 0, 100, 80),
        scale=6,
        controls={"method": method_box, "step": slider},
        widgets=(play,),
    )
