"""Playground for lesson 05: a sprite over a sprite, boxes against pixels."""

from __future__ import annotations

import numpy as np

from .. import draw, sprites
from ..masks import Mask
from ..rects import intersection
from ..shapes import Rect
from .base import Playground, _slider

__all__ = ["CANVAS", "A_POSITION", "mask_state", "render_mask_state", "mask_playground"]


# --- lesson 05 ---------------------------------------------------------------------------
CANVAS = (110, 90)
A_POSITION = (30, 25)


def mask_state(bx, by, a_name="planet", b_name="star") -> dict:
    """Sprite B at (bx, by) over sprite A at ``A_POSITION``: boxes, overlap, pixel count.

    Parameters
    ----------
    bx : int
        Sprite B's left, in pixels.
    by : int
        Sprite B's top, in pixels.
    a_name : str, default 'planet'
        Sprite A (``sprites.NAMES``).
    b_name : str, default 'star'
        Sprite B.

    Returns
    -------
    dict
        ``a_image``, ``b_image``, ``box_a``, ``box_b``, ``region`` (the overlap rectangle),
        ``offset``, ``area`` (pixels in both), ``first`` (first shared pixel), ``both`` and
        ``text``.

    Examples
    --------
    >>> s = mask_state(200, 200)                 # far away
    >>> s['region'], s['area']
    (None, 0)
    """

    a_image, b_image = sprites.load(a_name), sprites.load(b_name)
    a, b = Mask.from_image(a_image), Mask.from_image(b_image)
    ax_, ay_ = A_POSITION
    offset = (bx - ax_, by - ay_)
    box_a = Rect(ax_, ay_, a.width, a.height)
    box_b = Rect(bx, by, b.width, b.height)
    region = intersection(box_a, box_b)
    area = a.overlap_area(b, offset)
    first = a.overlap(b, offset)
    both = a.overlap_mask(b, offset)
    text = (
        f"<p>boxes collide: <b>{'yes' if region else 'no'}</b> · "
        f"pixels overlapping: <b>{area}</b> · first hit (row by row): "
        f"<b>{'none' if first is None else (first[0] + ax_, first[1] + ay_)}</b></p>"
    )
    return {
        "a_image": a_image,
        "b_image": b_image,
        "box_a": box_a,
        "box_b": box_b,
        "region": region,
        "offset": offset,
        "area": area,
        "first": first,
        "both": both,
        "text": text,
    }


def render_mask_state(ax, state):
    """Both sprites, the overlap rectangle dashed, and overlapping pixels in red.

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
    >>> render_mask_state(ax, mask_state(30, 30))
    """

    draw.screen_axes(ax, *CANVAS)
    for image, box in ((state["a_image"], state["box_a"]), (state["b_image"], state["box_b"])):
        ax.imshow(image, extent=(box.left, box.right, box.bottom, box.top), interpolation="nearest")
        draw.rect(ax, box, fill=False, color="0.4", linewidth=0.8)
    if state["region"] is not None:
        draw.rect(ax, state["region"], fill=False, color="black", linestyle="--", linewidth=1.2)
        box = state["box_a"]
        red = np.zeros((*state["both"].bits.shape, 4), dtype=np.uint8)
        red[state["both"].bits] = (220, 30, 30, 255)
        ax.imshow(red, extent=(box.left, box.right, box.bottom, box.top), interpolation="nearest")
    ax.set_xlim(0, CANVAS[0])
    ax.set_ylim(CANVAS[1], 0)
    ax.set_title(
        f"{state['area']} pixels overlap (red){'; boxes overlap (dashed)' if state['region'] else ''}",
        fontsize=10,
    )


def mask_playground() -> Playground:
    """Lesson 05: move the star over the planet; boxes vs pixels.

    Returns
    -------
    Playground
        The live widget: controls, picture and verdict; its ``result`` is the latest state.

    Examples
    --------
    >>> mask_playground().result['area'] >= 0
    True
    """
    controls = {"bx": _slider("star x", 62, 0, 62), "by": _slider("star y", 8, 0, 42)}
    return Playground("pixel masks", controls, mask_state, render_mask_state)
