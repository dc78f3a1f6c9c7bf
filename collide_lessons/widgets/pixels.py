"""Playground for lesson 05: a sprite over a sprite, boxes against pixels."""

from __future__ import annotations

import ipywidgets as W
import numpy as np

from .. import as_published, sprites
from ..masks import Mask
from ..rects import intersection
from ..scene import ORANGE, RED
from ..shapes import Rect
from .canvas import DragPlayground, shape_cells, shape_image, shape_rect

__all__ = [
    "MASK_WORLD",
    "CANVAS",
    "A_POSITION",
    "B_SPRITES",
    "mask_state",
    "mask_scene",
    "mask_playground",
]


# --- lesson 05 ---------------------------------------------------------------------------
MASK_WORLD = (110, 90)
"""Lesson 05's world, ``(width, height)`` in pixels: the part of the screen the mask board shows."""
CANVAS = MASK_WORLD
"""Deprecated alias of ``MASK_WORLD``, kept for one release (it read as the board widget ``Canvas``)."""
A_POSITION = (30, 25)
"""Sprite A's top-left pixel in lesson 05's world."""


def mask_state(bx, by, a_name="planet", b_name="star", b_step=1) -> dict:
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
    b_step : int, default 1
        Keep every ``b_step``-th pixel of sprite B on each axis (2: half size).

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

    a_image = sprites.load(a_name)
    b_image = np.ascontiguousarray(sprites.load(b_name)[::b_step, ::b_step])
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


B_SPRITES = {"small star (24 px)": ("star", 2), "star (48 px)": ("star", 1), "ship (48 px)": ("ship", 1)}
"""Sprite B's choices in lesson 05's playground: name -> (sprite, step). A smaller sprite can lie
inside the planet's box, where the 1998 overlap rule goes wrong."""


def mask_scene(geometry, sprite="small star (24 px)") -> dict:
    """What lesson 05's drag playground shows: both boxes, the true overlap rectangle beside the
    1998 rule's region, the pixels set in both, and the counts.

    Parameters
    ----------
    geometry : dict
        ``{"b": {"x", "y"}}``: sprite B's top-left pixel, as the board sends it.
    sprite : str, default 'small star (24 px)'
        One of ``B_SPRITES``.

    Returns
    -------
    dict
        :func:`mask_state` plus ``region_1998`` (the published rule's region or
        ``None``), ``scanned`` and ``scanned_1998`` (pixels each region makes a
        scan read), ``found_1998`` (pixels a scan of the 1998 region counts as set
        in both) and ``shapes``.

    Examples
    --------
    >>> s = mask_scene({"b": dict(x=42, y=37)})            # the small star inside the planet's box
    >>> s["region"], s["region_1998"]
    (Rect(x=42, y=37, w=24, h=24), Rect(x=42, y=37, w=36, h=36))
    >>> s["scanned"], s["scanned_1998"]
    (576, 1296)
    """
    name, step = B_SPRITES[sprite]
    state = mask_state(geometry["b"]["x"], geometry["b"]["y"], b_name=name, b_step=step)
    box_a, box_b, region = state["box_a"], state["box_b"], state["region"]
    region_1998 = as_published.overlap_rect_1998(box_a, box_b)
    a_bits = Mask.from_image(state["a_image"]).bits
    b_bits = Mask.from_image(state["b_image"]).bits
    found_1998 = (
        as_published.scan_region(a_bits, (box_a.x, box_a.y), b_bits, (box_b.x, box_b.y), region_1998)
        if region_1998 is not None
        else 0
    )
    scanned = region.area if region else 0
    scanned_1998 = region_1998.area if region_1998 else 0
    ys, xs = np.nonzero(state["both"].bits)
    shapes = [
        shape_image(state["a_image"], (box_a.x, box_a.y), label="A: planet"),
        shape_image(
            state["b_image"], (box_b.x, box_b.y), id="b", label=f"B: {sprite}", outline=True, drag=True
        ),
        shape_cells(zip((xs + box_a.x).tolist(), (ys + box_a.y).tolist()), color=RED) | {"top": True},
    ]
    if region_1998 is not None:
        shapes.append(shape_rect(region_1998, color=ORANGE, fill=False, dashed=True, top=True))
    if region is not None:
        shapes.append(shape_rect(region, color="black", fill=False, dashed=True, top=True))
    wrong = region_1998 != region
    text = (
        f"<p>pixels set in both (red): <b>{state['area']}</b> · boxes overlap: "
        f"<b>{'yes' if region else 'no'}</b></p>"
        f"<p>overlap rectangle (black dashes): <b>{region}</b>, {scanned} pixels scanned<br>"
        f"1998 rule's region (orange dashes): <b>{region_1998}</b>, {scanned_1998} pixels scanned, "
        f"{found_1998} counted as set in both"
        f"{' · <b>WRONG</b>: it reaches past the overlap' if wrong and region_1998 else ''}</p>"
    )
    return {
        **state,
        "region_1998": region_1998,
        "scanned": scanned,
        "scanned_1998": scanned_1998,
        "found_1998": found_1998,
        "text": text,
        "shapes": shapes,
    }


def mask_playground() -> DragPlayground:
    """Lesson 05: drag sprite B over the planet; boxes, pixels, and the 1998 rule's region.

    Returns
    -------
    DragPlayground
        The live widget; its ``result`` is the latest :func:`mask_scene`.

    Examples
    --------
    >>> pg = mask_playground()
    >>> pg.result['region_1998'] == pg.result['region']          # B inside A: the rule is wrong
    False
    >>> pg.drag("b", x=62, y=8)                                    # staggered corners: the rule is right
    >>> pg.result['region_1998'] == pg.result['region']
    True
    """
    controls = {
        "sprite": W.Dropdown(options=list(B_SPRITES), value="small star (24 px)", description="sprite B")
    }
    return DragPlayground(
        "pixel masks",
        {"b": dict(x=42, y=37)},
        mask_scene,
        view=(0, 0, *MASK_WORLD),
        scale=5,
        controls=controls,
    )
