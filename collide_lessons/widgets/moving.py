"""Playgrounds for lesson 07: the bouncing world and tunnelling."""

from __future__ import annotations

import math

import ipywidgets as W
import numpy as np

from .. import motion
from ..collision import collides
from ..motion import World, sweep
from ..scene import BLUE, ORANGE, color_hex
from ..shapes import Rect
from .canvas import DragPlayground, shape_circle, shape_image, shape_rect, shape_text

__all__ = [
    "WorldRun",
    "world_state",
    "world_frames",
    "world_shapes",
    "WorldPlayground",
    "world_playground",
    "PLATFORM",
    "tunnel_state",
    "tunnel_scene",
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


def world_frames(world, count, dt=0.1) -> tuple:
    """Step ``world`` ``count`` times and record every frame for the browser to play back.

    Frame 0 is the world as given (its collisions checked without moving it).
    Each frame holds where every object is drawn (a circle's centre, a box's or a
    sprite's top-left pixel), which objects are in a collision (as the package
    decides it) and a line of text.

    Parameters
    ----------
    world : World
        The world to run; it is stepped in place.
    count : int
        How many steps.
    dt : float, default 0.1
        The time step.

    Returns
    -------
    tuple of (list of dict, list of tuple)
        The frames ``{"p", "hit", "text"}`` for :attr:`Canvas.frames`, and per frame
        the state ``(pos, vel, time)`` to restart from.

    Examples
    --------
    >>> frames, states = world_frames(World.random(circles=2, rects=2, seed=1), 3)
    >>> len(frames), len(states), len(frames[0]["p"])
    (4, 4, 4)
    """
    frames, states = [], []
    report = world.step(0.0)
    for k in range(count + 1):
        if k:
            report = world.step(dt)
        spots = []
        for i in range(len(world.kind)):
            if world.kind[i] == motion.Kind.SPRITE:
                spots.append(list(world.pixel_mask(i)[1]))
            else:
                spots.append([float(world.pos[i, 0]), float(world.pos[i, 1])])
        text = (
            f"<p>frame {k} (t = {world.time:.1f}) · colliding pairs: <b>{len(report.pairs)}</b> · "
            f"objects in a collision: <b>{int(report.colliding.sum())}</b> of {len(world.kind)}</p>"
        )
        frames.append({"p": spots, "hit": [int(h) for h in report.colliding.tolist()], "text": text})
        states.append((world.pos.copy(), world.vel.copy(), world.time))
    return frames, states


def _tinted(mask, rgb) -> np.ndarray:
    image = np.zeros((*mask.bits.shape, 4), dtype=np.uint8)
    image[mask.bits] = (*rgb, 255)
    return image


def world_shapes(world) -> list:
    """The board's shapes for every object of ``world``, each tied to its index in the frames.

    Parameters
    ----------
    world : World
        The world.

    Returns
    -------
    list of dict
        One draggable shape per object (id ``"o<i>"``, ``obj`` its index), blue, and
        orange and hatched while it is in a collision.

    Examples
    --------
    >>> [s["id"] for s in world_shapes(World.random(circles=1, rects=1))]
    ['o0', 'o1']
    """
    hit = color_hex(ORANGE)
    shapes = []
    for i in range(len(world.kind)):
        shape = world.shape(i)
        if world.kind[i] == motion.Kind.SPRITE:
            mask, corner = world.pixel_mask(i)
            out = shape_image(_tinted(mask, (31, 119, 180)), corner, id=f"o{i}", drag=True)
            out["hit_href"] = shape_image(_tinted(mask, (255, 127, 14)), corner)["href"]
            out["outline"] = True
        elif isinstance(shape, Rect):
            out = shape_rect(shape, id=f"o{i}", drag=True)
        else:
            out = shape_circle(shape, id=f"o{i}", drag=True)
        shapes.append({**out, "obj": i, "hit_color": hit})
    return shapes


class WorldPlayground(DragPlayground):
    """Lesson 07's bouncing world: computed in Python, played back in the browser.

    The run is sent as a batch of frames and played at the display's rate with
    play, pause, step and a speed control. Dragging an object pauses the run; when
    the object is let go, the run restarts from that frame with the object where
    it was dropped (positions kept inside the box).

    Parameters
    ----------
    frames : int, default 300
        Frames per run.
    run : WorldRun, optional
        The seeded world to start from (a default one when omitted).

    Examples
    --------
    >>> pg = WorldPlayground(frames=30)
    >>> len(pg.canvas.frames), pg.canvas.run
    (31, 1)
    >>> pg.canvas.frame = 10                                # the browser paused at frame 10 ...
    >>> pg.drag("o0", x=150, y=100)                        # ... and an object was dropped there
    >>> pg.canvas.frames[0]["p"][0], pg.canvas.run
    ([150.0, 100.0], 2)
    """

    def __init__(self, frames=300, run=None):
        self.count = frames
        self.start = run or WorldRun()
        self.edit_frame = None
        self.states = None
        world = self._fresh("none", "all")
        controls = {
            "response": W.Dropdown(options=["none", "push"], value="none", description="response"),
            "rule": W.Dropdown(options=list(motion.RULES), value="all", description="rule"),
        }
        geometry = {f"o{i}": {"x": 0, "y": 0} for i in range(len(world.kind))}
        super().__init__(
            "bouncing world",
            geometry,
            self._scene,
            view=(0, 0, world.width, world.height),
            scale=2,
            grid=50,
            controls=controls,
            numbers=False,
        )
        self.add_class("cl-world")

    def drag(self, shape_id, **changes) -> None:
        """Drop object ``shape_id`` at the frame ``canvas.frame``, as the browser does.

        Parameters
        ----------
        shape_id : str
            ``"o<i>"``, the object's id.
        **changes
            Its new ``x`` and ``y``.

        Returns
        -------
        None
            The run restarts from that frame with the object moved.

        Examples
        --------
        >>> pg = WorldPlayground(frames=5)
        >>> pg.drag("o1", x=100, y=100); pg.canvas.frames[0]["p"][1]
        [100.0, 100.0]
        """
        drawn = self.canvas.frames[min(self.canvas.frame, len(self.canvas.frames) - 1)]["p"]
        self.geometry = {f"o{i}": {"x": x, "y": y} for i, (x, y) in enumerate(drawn)}
        super().drag(shape_id, **changes)

    def _fresh(self, response, rule):
        return World.random(**self.start.options, response=response, rule=rule)

    def _requested(self, change):
        self.edit_frame = self.canvas.frame
        try:
            super()._requested(change)
        finally:
            self.edit_frame = None

    def _scene(self, geometry, response, rule) -> dict:
        world = self._fresh(response, rule)
        if self.edit_frame is not None and self.states:
            pos, vel, time = self.states[min(self.edit_frame, len(self.states) - 1)]
            world.pos, world.vel, world.time = pos.copy(), vel.copy(), time
            drawn = self.canvas.frames[min(self.edit_frame, len(self.canvas.frames) - 1)]["p"]
            for i in range(len(world.kind)):
                spot = geometry[f"o{i}"]
                if [spot["x"], spot["y"]] == list(drawn[i]):
                    continue  # not moved: keep its exact state (a sprite is drawn at whole pixels)
                extent = world.boxes()[i]
                wide, tall = extent[2] - extent[0], extent[3] - extent[1]
                low = (wide / 2, tall / 2) if world.kind[i] == motion.Kind.CIRCLE else (0, 0)
                world.pos[i] = (
                    min(max(float(spot["x"]), low[0]), world.width - wide + low[0]),
                    min(max(float(spot["y"]), low[1]), world.height - tall + low[1]),
                )
        frames, self.states = world_frames(world, self.count, self.start.dt)
        first = self._fresh(response, rule)
        first.pos, first.vel = self.states[0][0].copy(), self.states[0][1].copy()
        for i, spot in enumerate(frames[0]["p"]):
            self.geometry[f"o{i}"] = {"x": spot[0], "y": spot[1]}
        return {"shapes": world_shapes(first), "frames": frames, "text": frames[0]["text"]}


def world_playground(frames=300) -> WorldPlayground:
    """Lesson 07: press play; objects bounce in a box and change colour while colliding.

    Parameters
    ----------
    frames : int, default 300
        Frames per run.

    Returns
    -------
    WorldPlayground
        The live widget.

    Examples
    --------
    >>> len(world_playground(frames=20).canvas.frames)
    21
    """
    return WorldPlayground(frames=frames)


PLATFORM = Rect(20, 120, 80, 4)
"""The thin platform of the tunnelling playground."""

VIEW = (0, 0, 120, 200)
"""The tunnelling board's view ``(x0, y0, width, height)``."""


def tunnel_state(speed, frames=None, start=(57, 0)) -> dict:
    """A 6x6 box (a ball's bounding box) falling at ``speed`` px per frame onto a 4 px platform:
    checked once per frame, and swept between frames (enough frames to fall 190 px).

    Parameters
    ----------
    speed : int or float
        Pixels per frame.
    frames : int, optional
        How many frames to simulate (enough to pass the platform when omitted).
    start : (int, int), default (57, 0)
        The box's top-left corner at frame 0.

    Returns
    -------
    dict
        ``speed``, ``positions`` (the box per frame), ``frame_hits`` (the frames on which
        a per-frame check sees it), ``swept`` (the swept test, ``motion.sweep``: the frame
        number plus the fraction of the frame at first contact, and the side) and ``text``.

    Examples
    --------
    >>> s = tunnel_state(16)
    >>> s['frame_hits'], s['swept']        # jumps over it; the sweep sees it
    ([], (7.125, 'top'))
    """

    ball = Rect(*start, 6, 6)
    frames = frames or max(1, math.ceil((190 - ball.y) / speed))
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
        f"<p>speed {speed} px/frame · {verdict} · swept test: "
        f"<b>{'HIT' if swept else 'miss'}</b>"
        f"{f' at frame {swept[0]:.2f}, {swept[1]} side' if swept else ''}</p>"
    )
    return {"speed": speed, "positions": positions, "frame_hits": frame_hits, "swept": swept, "text": text}


def tunnel_scene(geometry, speed=8) -> dict:
    """What lesson 07's tunnelling playground shows: the box at every frame, and the swept test's contact.

    The contact's label is written beside the column of boxes, on the side with more room,
    so it never covers them.

    Parameters
    ----------
    geometry : dict
        ``{"ball": {"x", "y"}}``: where the falling box starts.
    speed : int, default 8
        Pixels per frame, straight down.

    Returns
    -------
    dict
        :func:`tunnel_state` plus ``shapes``.

    Examples
    --------
    >>> s = tunnel_scene({"ball": dict(x=57, y=0)}, speed=16)
    >>> s["frame_hits"], s["swept"]
    ([], (7.125, 'top'))
    """
    start = geometry["ball"]
    state = tunnel_state(speed, start=(start["x"], start["y"]))
    shapes = [shape_rect(PLATFORM, color="black", alpha=0.6, label="platform", label_at="below")]
    for k, p in enumerate(state["positions"][1:], start=1):
        hit = k in state["frame_hits"]
        shapes.append(shape_rect(p, color=ORANGE if hit else BLUE, alpha=0.5 if hit else 0.15, hatch=hit))
    shapes.append(shape_rect(state["positions"][0], id="ball", label="start", color=BLUE, drag=True))
    if state["swept"]:
        t, side = state["swept"]
        contact = state["positions"][0].move(0, speed * t)
        shapes.append(shape_rect(contact, color=ORANGE, fill=False, dashed=True, top=True))
        ball = state["positions"][0]
        room_left = ball.x - VIEW[0] > VIEW[0] + VIEW[2] - ball.right  # write on the side with more room
        shapes.append(
            shape_text(
                (ball.x - 3 if room_left else ball.right + 3, PLATFORM.top - 4),
                f"swept: frame {t:.2f}",
                color=ORANGE,
                anchor="end" if room_left else "start",
            )
        )
    return {**state, "shapes": shapes}


def tunnel_playground() -> DragPlayground:
    """Lesson 07: raise the speed (or drag the start) until the once-per-frame check misses.

    Returns
    -------
    DragPlayground
        The live widget; its ``result`` is the latest :func:`tunnel_scene`.

    Examples
    --------
    >>> pg = tunnel_playground()
    >>> pg.result['frame_hits']
    [15]
    >>> pg.controls['speed'].value = 16
    >>> pg.result['frame_hits'], pg.result['swept'] is not None
    ([], True)
    """
    speed = W.IntSlider(8, 1, 40, description="speed", continuous_update=True)
    return DragPlayground(
        "tunnelling",
        {"ball": dict(x=57, y=0)},
        tunnel_scene,
        view=VIEW,
        scale=2.5,
        grid=20,
        controls={"speed": speed},
    )
