"""The task of each exercise as a picture (the first cell of each exercise notebook).

One small function per task draws what the learner's function receives and
must return, with the package's answer in the title; :data:`TASKS` lists them
in the exercises' order.
"""

from __future__ import annotations

import numpy as np

from .. import draw, validate
from ..broadphase import find_pairs
from ..circles import clamp
from ..collision import collides
from ..lines import Segment, segments_intersect
from ..masks import Mask
from ..polygons import Polygon, polygons_intersect
from ..rects import intersection
from ..scene import shape_polygon, shape_rect, shape_segment, tile_shapes
from ..shapes import Circle, Rect
from ..tiles import step as tile_step
from .overlap_pixels import draw_masks
from .separating_axes import label_outside
from .tiles import TILE_LEVEL

__all__ = ["TASKS", "task_picture", "show_task"]


def _rectangles():
    fig, axes = draw.new_figure(7.5, 3.0, ncols=3)
    pairs = [
        (Rect(0, 0, 6, 5), Rect(4, 3, 5, 4), "share area"),
        (Rect(0, 0, 6, 5), Rect(6, 1, 4, 3), "touch along an edge"),
        (Rect(0, 0, 6, 5), Rect(3, 1, 0, 3), "b has zero width"),
    ]
    for ax, (a, b, words) in zip(axes, pairs):
        draw.rect_pair(ax, a, b, labels=("a", "b"), margin=1)
        ax.set_title(
            f"{words}\noverlaps: {collides(a, b)}\noverlaps_or_touches: {collides(a, b, touching=True)}",
            fontsize=8,
        )
    return fig


def _circle_and_box():
    fig, axes = draw.new_figure(6, 2.8, ncols=2)
    box = Rect(10, 10, 20, 10)
    for ax, c in zip(axes, (Circle(34, 24, 6), Circle(35, 25, 6))):
        draw.screen_axes(ax, 34, 26, x0=6, y0=5, grid=False)
        draw.rect(ax, box, label="box")
        draw.circle(ax, c, color=draw.ORANGE, linestyle="--")
        near = (clamp(c.x, box.left, box.right), clamp(c.y, box.top, box.bottom))
        ax.plot([c.x, near[0]], [c.y, near[1]], color="black", linewidth=1)
        draw.point(ax, near, label="closest point")
        draw.rect(ax, c.bounding_rect(), fill=False, color=draw.GREY, linestyle=":")
        hit = collides(c, box)
        ax.set_title(f"circle_hits_box → {hit}\n(dotted: the bounding box, which says True)", fontsize=8)
    return fig


def _overlap_and_pixels():
    fig, axes = draw.new_figure(7, 3, ncols=2)
    a, b = Rect(0, 0, 12, 8), Rect(3, 2, 4, 3)
    draw.rect_pair(axes[0], a, b, labels=("a", "b"), margin=1)
    axes[0].set_title(f"overlap_region(a, b) → {intersection(a, b)}\n(hatched; None if no area)", fontsize=8)
    a_bits = Mask.from_text(".####.\n######\n######\n.####.").bits
    b_bits = Mask.from_text("##\n##\n.#").bits
    draw_masks(axes[1], a_bits, b_bits, (4, 2))
    count = Mask(a_bits).overlap_area(Mask(b_bits), (4, 2))
    axes[1].set_title(
        f"count_overlap(a_bits, b_bits, (4, 2)) → {count}\n(red ✗: set in both; dotted: the window to scan)",
        fontsize=8,
    )
    return fig


def _grid():
    fig, ax = draw.new_figure(4.2, 3.9)
    boxes = [Rect(5, 5, 30, 22), Rect(25, 10, 20, 20), Rect(50, 32, 8, 8), Rect(45, 15, 10, 6)]
    draw.screen_axes(ax, 64, 44, ticks=20)
    for k, r in enumerate(boxes):
        shared = k in (0, 1)
        draw.rect(
            ax, r, label=str(k), color=draw.ORANGE if shared else draw.BLUE, hatch="//" if shared else None
        )
    ltrb = np.array([r.to_ltrb() for r in boxes])
    ax.set_title(
        f"grid_pairs(boxes, cell=20) → {[tuple(p) for p in find_pairs(ltrb).tolist()]}\n"
        "0 and 1 share two cells: report the pair once.\n"
        "1 and 3 share two cells but only touch; 2 sits in\n"
        "a cell with 1 and 3 and overlaps neither: no pairs.",
        fontsize=8,
    )
    return fig


def _segments():
    fig, axes = draw.new_figure(8, 3.2, ncols=3)
    pairs = [
        (Segment(0, 0, 8, 8), Segment(0, 8, 8, 0), "an X"),
        (Segment(0, 4, 8, 4), Segment(4, 0, 4, 4), "a T: an end on the other"),
        (Segment(0, 4, 5, 4), Segment(3, 4, 8, 4), "on one line, overlapping"),
    ]
    for ax, (a, b, words) in zip(axes, pairs):
        shapes = [
            shape_segment(a, label="a", color=draw.BLUE),
            shape_segment(b, label="b", color=draw.ORANGE),
        ]
        draw.board(ax, shapes, (-1, -1, 10, 10), grid=False)
        ax.set_title(f"{words}\nsegments_cross(a, b) → {segments_intersect(a, b)}", fontsize=8)
    return fig


def _polygons():
    fig, axes = draw.new_figure(8, 3.2, ncols=3)
    square = [(0, 0), (8, 0), (8, 8), (0, 8)]
    pairs = [
        ([(5, 3), (11, 6), (5, 9)], "overlapping"),
        ([(8, 4), (12, 0), (12, 8)], "touching at a corner"),
        ([(2, 2), (6, 2), (4, 6)], "b inside a"),
    ]
    for ax, (b, words) in zip(axes, pairs):
        shapes = [
            shape_polygon(square, color=draw.BLUE),
            shape_polygon(b, color=draw.ORANGE),
            label_outside(square, b, "a", draw.BLUE, 0.8),
            label_outside(b, square, "b", draw.ORANGE, 0.8),
        ]
        draw.board(ax, shapes, (-1, -2, 14, 12), grid=False)
        hit = polygons_intersect(Polygon(square), Polygon(b))
        ax.set_title(f"{words}\nsat_overlap(a, b) → {hit}", fontsize=8)
    return fig


def _tile_step():
    fig, axes = draw.new_figure(10.5, 2.9, ncols=3)
    moves = [
        (Rect(14, 42, 6, 8), (8, 1), "walking along the floor"),
        (Rect(50, 42, 6, 8), (10, 1), "into a wall"),
        (Rect(35, 30, 6, 8), (0, -10), "up through a one-way platform"),
    ]
    for ax, (box, velocity, words) in zip(axes, moves):
        done = tile_step(box, velocity, TILE_LEVEL)
        shapes = [
            *tile_shapes(TILE_LEVEL),
            shape_rect(box, color=draw.BLUE, alpha=0.3),
            shape_rect(done.box, color=draw.ORANGE, alpha=0.45, hatch=True),
        ]
        draw.board(ax, shapes, (0, 0, 100, 60), grid=False)
        sides = ", ".join(done.sides) or "none"
        ax.set_title(
            f"{words}, v = {velocity}\nstep → ({done.box.x:g}, {done.box.y:g}), sides: {sides}", fontsize=8
        )
    return fig


_PICTURES = {
    "rectangles": _rectangles,
    "circle and box": _circle_and_box,
    "overlap and pixels": _overlap_and_pixels,
    "grid": _grid,
    "segments": _segments,
    "polygons": _polygons,
    "tile step": _tile_step,
}

TASKS = tuple(_PICTURES)
"""The exercises :func:`show_task` can draw."""


def task_picture(task: str):
    """A small picture of what an exercise's function receives and must return.

    Parameters
    ----------
    task : str
        One of ``TASKS``: ``'rectangles'``, ``'circle and box'``, ``'overlap and pixels'``,
        ``'grid'``, ``'segments'``, ``'polygons'``, ``'tile step'``.

    Returns
    -------
    matplotlib.figure.Figure
        The picture.

    Examples
    --------
    >>> len(task_picture("rectangles").axes)
    3
    >>> TASKS
    ('rectangles', 'circle and box', 'overlap and pixels', 'grid', 'segments', 'polygons', 'tile step')
    """
    validate.choice(task, "task", TASKS)
    return _PICTURES[task]()


def show_task(task: str) -> None:
    """Display :func:`task_picture` in the notebook (as a PNG, no ``%matplotlib`` needed).

    Parameters
    ----------
    task : str
        One of ``TASKS``: ``'rectangles'``, ``'circle and box'``, ``'overlap and pixels'``,
        ``'grid'``, ``'segments'``, ``'polygons'``, ``'tile step'``.

    Returns
    -------
    None
        The picture is displayed.

    Examples
    --------
    >>> show_task('grid')      # in a notebook the picture; in a terminal a placeholder
    <IPython.core.display.Image object>
    """
    draw.show(task_picture(task))
