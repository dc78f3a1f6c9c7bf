"""Playgrounds for lesson 07: the bouncing world and tunnelling."""

from __future__ import annotations

import math

import ipywidgets as W
import numpy as np

from .. import draw, motion
from ..collision import collides
from ..motion import World, sweep
from ..shapes import Rect
from .base import Playground, _slider

__all__ = [
    "WorldRun",
    "world_state",
    "render_world_state",
    "world_playground",
    "PLATFORM",
    "tunnel_state",
    "render_tunnel_state",
    "tunnel_playground",
]


# --- lesson 07 ---------------------------------------------------------------------------
class WorldRun:
    """A seeded world stepped to any frame (stepping forward one frame at a time,
    replaying from the start when asked for an earlier frame).

    Parameters
    ----------
    seed : int, default 4
        The world's seed.
    circles : int, default 7
        How many circles.
    rects : int, default 5
        How many rectangles.
    sprites : int, default 3
        How many sprites.
    size : (int, int), default (300, 200)
        The box they bounce in.
    dt : float, default 0.1
        The time step per frame.
    """

    def __init__(self, seed=4, circles=7, rects=5, sprites=3, size=(300, 200), dt=0.1):
        self.options = dict(circles=circles, rects=rects, sprites=sprites, size=size, seed=seed)
        self.dt = dt
        self.key = None

    def at(self, frame, response="none", rule="all"):
        """The world at ``frame`` and the report of the step that reached it.

        Parameters
        ----------
        frame : int
            The frame number, 0 upward.
        response : str, default 'none'
            ``'none'`` or ``'push'``.
        rule : str, default 'all'
            A key of ``motion.RULES``.

        Returns
        -------
        tuple of (World, StepReport)
            The world at that frame and that frame's report (runs are cached, so stepping back is
            free).

        Examples
        --------
        >>> world, report = WorldRun().at(5)
        >>> world.inside_box()
        True
        """
        key = (response, rule)
        if key != self.key or frame < self.frame:
            self.world = World.random(**self.options, response=response, rule=rule)
            self.frame, self.key = 0, key
            self.report = self.world.step(0.0)
        while self.frame < frame:
            self.report = self.world.step(self.dt)
            self.frame += 1
        return self.world, self.report


def world_state(frame, response="none", rule="all", run=None) -> dict:
    """The world at ``frame`` of a seeded run, and what that frame's step found.

    Parameters
    ----------
    frame : int
        The frame to show.
    response : str, default 'none'
        ``'none'`` or ``'push'``.
    rule : str, default 'all'
        A key of ``motion.RULES``.
    run : WorldRun, optional
        The run to read (a default one when omitted).

    Returns
    -------
    dict
        ``world``, ``report``, ``frame``, ``shapes``, ``colliding`` and ``text``.

    Examples
    --------
    >>> s = world_state(10)
    >>> s['frame'], len(s['shapes']) == len(s['colliding'])
    (10, True)
    """
    run = run or WorldRun()
    world, report = run.at(frame, response, rule)
    n = len(world.kind)
    text = (
        f"<p>frame {frame} (t = {world.time:.1f}) · colliding pairs: <b>{len(report.pairs)}</b> · "
        f"objects in a collision: <b>{int(report.colliding.sum())}</b> of {n}</p>"
    )
    return {
        "world": world,
        "report": report,
        "frame": frame,
        "shapes": [world.shape(i) for i in range(n)],
        "colliding": report.colliding.copy(),
        "text": text,
    }


def render_world_state(ax, state):
    """Objects in a collision are orange and hatched; the rest blue. Sprites are drawn
    pixel by pixel, with a hatched box around them while they collide.

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
    >>> render_world_state(ax, world_state(3))
    """

    world = state["world"]
    draw.screen_axes(ax, world.width, world.height, grid=False)
    for i, (shape, hit) in enumerate(zip(state["shapes"], state["colliding"])):
        style = dict(color=draw.ORANGE, hatch="////") if hit else dict(color=draw.BLUE)
        if world.kind[i] == motion.Kind.SPRITE:
            mask, (x, y) = world.pixel_mask(i)
            rgba = np.zeros((*mask.bits.shape, 4))
            rgba[mask.bits] = (1.0, 0.5, 0.05, 1.0) if hit else (0.12, 0.47, 0.71, 1.0)
            ax.imshow(rgba, extent=(x, x + mask.width, y + mask.height, y), interpolation="nearest")
            if hit:
                draw.rect(
                    ax,
                    Rect(x, y, mask.width, mask.height),
                    fill=False,
                    color=draw.ORANGE,
                    hatch="////",
                    linewidth=0.8,
                )
        elif isinstance(shape, Rect):
            draw.rect(ax, shape, **style)
        else:
            draw.circle(ax, shape, **style)
    ax.set_xlim(0, world.width)
    ax.set_ylim(world.height, 0)
    ax.set_title(
        f"frame {state['frame']}: {int(state['colliding'].sum())} objects colliding (hatched)", fontsize=10
    )


def world_playground(frames=300) -> Playground:
    """Lesson 07: press play; objects bounce in a box and change colour while colliding.

    Parameters
    ----------
    frames : int, default 300
        The last frame the slider reaches.

    Returns
    -------
    Playground
        The live widget: controls, picture and verdict; its ``result`` is the latest state.

    Examples
    --------
    >>> world_playground(frames=20).result['frame']
    0
    """
    run = WorldRun()
    play = W.Play(value=0, min=0, max=frames, step=1, interval=150, description="play")
    frame = _slider("frame", 0, 0, frames)
    W.jslink((play, "value"), (frame, "value"))
    controls = {
        "frame": frame,
        "response": W.Dropdown(options=["none", "push"], value="none", description="response"),
        "rule": W.Dropdown(options=list(motion.RULES), value="all", description="rule"),
    }
    pg = Playground(
        "bouncing world",
        controls,
        lambda **v: world_state(run=run, **v),
        render_world_state,
        figsize=(5.4, 4),
    )
    pg.play = play
    pg.children = (W.HBox([play]), *pg.children)
    return pg


PLATFORM = Rect(20, 120, 80, 4)
"""The thin platform of the tunnelling playground."""


def tunnel_state(speed, frames=None) -> dict:
    """A 6x6 box (a ball's bounding box) falling at ``speed`` px per frame onto a 4 px platform:
    checked once per frame, and swept between frames (enough frames to fall 190 px).

    Parameters
    ----------
    speed : int or float
        Pixels per frame.
    frames : int, optional
        How many frames to simulate (enough to pass the platform when omitted).

    Returns
    -------
    dict
        ``speed``, ``positions`` (the box's top per frame), ``frame_hits`` (the frames on which
        a per-frame check sees it), ``swept`` (``motion.sweep``'s answer) and ``text``.

    Examples
    --------
    >>> s = tunnel_state(16)
    >>> s['frame_hits'], s['swept']        # jumps over it; the sweep sees it
    ([], (7.125, 'top'))
    """

    frames = frames or max(1, math.ceil(190 / speed))
    ball = Rect(57, 0, 6, 6)
    positions = [ball.move(0, speed * k) for k in range(frames + 1)]
    frame_hits = [k for k, p in enumerate(positions) if collides(p, PLATFORM)]
    swept = None
    for k in range(frames):
        hit = sweep(positions[k], (0, speed), PLATFORM)
        if hit is not None:
            swept = (k + hit[0], hit[1])
            break
    if frame_hits:
        verdict = f"per-frame check: <b>HIT</b> at frame {frame_hits[0]}"
    else:
        verdict = "per-frame check: <b>miss</b> (tunnelled straight through)"
    text = (
        f"<p>speed {speed} px/frame · {verdict} · sweep: "
        f"<b>{'HIT' if swept else 'miss'}</b>"
        f"{f' at frame {swept[0]:.2f}, {swept[1]} side' if swept else ''}</p>"
    )
    return {"speed": speed, "positions": positions, "frame_hits": frame_hits, "swept": swept, "text": text}


def render_tunnel_state(ax, state):
    """Draw the falling box at every frame and the platform it should hit.

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
    >>> render_tunnel_state(ax, tunnel_state(8))
    """
    draw.screen_axes(ax, 120, 200, grid=False)
    draw.rect(ax, PLATFORM, color="black", alpha=0.6, label="")
    for k, p in enumerate(state["positions"]):
        hit = k in state["frame_hits"]
        draw.rect(
            ax,
            p,
            color=draw.ORANGE if hit else draw.BLUE,
            alpha=0.5 if hit else 0.15,
            hatch="////" if hit else None,
        )
    if state["swept"]:
        t, side = state["swept"]
        ax.axhline(PLATFORM.top, color=draw.ORANGE, linestyle="--", linewidth=1)
        ax.text(2, PLATFORM.top - 3, f"sweep: contact at frame {t:.2f} ({side})", fontsize=8)
    ax.set_title(
        f"speed {state['speed']} px/frame: per-frame "
        f"{'HIT' if state['frame_hits'] else 'miss'}, "
        f"sweep {'HIT' if state['swept'] else 'miss'}",
        fontsize=10,
    )


def tunnel_playground() -> Playground:
    """Lesson 07: raise the speed until the once-per-frame check misses the platform.

    Returns
    -------
    Playground
        The live widget: controls, picture and verdict; its ``result`` is the latest state.

    Examples
    --------
    >>> tunnel_playground().result['frame_hits']
    [15]
    """
    controls = {"speed": _slider("speed", 8, 1, 40)}
    return Playground("tunnelling", controls, tunnel_state, render_tunnel_state, figsize=(4, 5))
