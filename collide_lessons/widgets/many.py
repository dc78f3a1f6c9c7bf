"""Playground for lesson 06: many boxes, one broad-phase method."""

from __future__ import annotations

import html
import time

import ipywidgets as W
import numpy as np
from matplotlib.collections import PatchCollection
from matplotlib.patches import Rectangle as Box

from .. import broadphase, draw
from ..broadphase import find_pairs
from .base import Playground, _slider

__all__ = ["random_boxes", "many_state", "render_many_state", "many_playground"]


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
        ``boxes``, ``pairs``, ``hit`` (per box), ``candidates`` (pairs tested), ``all_pairs``
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
        f"<p>{n} boxes · all pairs N(N−1)/2 = <b>{all_pairs:,}</b> · candidates tested by "
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


def render_many_state(ax, state):
    """Boxes in a pair: filled orange with a black edge; the others: blue outlines only.
    (Filled against empty tells them apart without colour; hatching 2000 boxes is slow.)

    Parameters
    ----------
    ax : matplotlib.axes.Axes
        The axes to draw on.
    state : dict
        What the matching ``*_state`` function returned.

    Returns
    -------
    None
        The picture is drawn on ``ax``.

    Examples
    --------
    >>> fig, ax = draw.new_figure()
    >>> render_many_state(ax, many_state(50, 200))
    """

    world = state["world"]
    draw.screen_axes(ax, world, world, grid=False)
    for hit, style in (
        (False, dict(facecolor="none", edgecolor=draw.BLUE, linewidth=0.6)),
        (True, dict(facecolor=draw.ORANGE, edgecolor="black", linewidth=0.8)),
    ):
        chosen = state["boxes"][state["hit"] == hit]
        patches = [Box((x0, y0), x1 - x0, y1 - y0) for x0, y0, x1, y1 in chosen]
        ax.add_collection(PatchCollection(patches, match_original=False, **style))
    ax.set_title(
        f"{len(state['pairs'])} colliding pairs (filled) · {state['candidates']:,} candidates tested",
        fontsize=10,
    )


def many_playground() -> Playground:
    """Lesson 06: N boxes in a world; method; pairs found, candidates tested, time.

    Returns
    -------
    Playground
        The live widget: controls, picture and verdict; its ``result`` is the latest state.

    Examples
    --------
    >>> many_playground().result['method']
    'grid'
    """
    controls = {
        "n": _slider("N", 200, 10, 2000, 10),
        "world": _slider("world", 400, 100, 1000, 50),
        "method": W.Dropdown(options=list(broadphase.METHODS), value="grid", description="method"),
    }
    return Playground("many objects", controls, many_state, render_many_state)
