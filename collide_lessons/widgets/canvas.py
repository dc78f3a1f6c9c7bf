"""Drag playgrounds: grab a shape, move it, and the tested package says what happened.

:class:`Canvas` is a small anywidget: an SVG board in screen coordinates (y
down) whose shapes marked ``drag`` follow the pointer in the browser at once
(corner handles resize rectangles, a rim handle sets a radius, arrow keys move
the focused shape one unit, shift ten). It decides nothing: it sends the new
geometry to Python, and :class:`DragPlayground` answers with a tested
``compute`` function, which returns the shapes to draw, the verdict and the
readouts. At most one request is in flight, and until the answer to the latest
geometry arrives the verdict is shown as pending, so a stale answer never
passes for the current one.

The shapes it draws are the records of :mod:`collide_lessons.scene` (built by
its ``shape_*`` constructors, which this module re-exports so that old imports
keep working).

>>> from collide_lessons import Rect, collides
>>> def compute(geometry):
...     a, b = Rect(**geometry["a"]), Rect(**geometry["b"])
...     hit = collides(a, b)
...     return {"shapes": [shape_rect(a, id="a", drag=True), shape_rect(b, id="b", color="tab:orange")],
...             "text": "HIT" if hit else "miss", "hit": hit}
>>> pg = DragPlayground("demo", {"a": dict(x=0, y=0, w=10, h=10), "b": dict(x=20, y=0, w=10, h=10)},
...                     compute, view=(0, 0, 40, 20))
>>> pg.result["text"]
'miss'
>>> pg.drag("a", x=15)                   # what the learner's drag sends
>>> pg.result["text"], pg.canvas.verdict, pg.canvas.reply == pg.canvas.request
('HIT', 'HIT', True)
"""

from __future__ import annotations

import copy
import time
from pathlib import Path

import anywidget
import ipywidgets as W
import traitlets

from .. import validate
from ..scene import (
    LABEL_PLACES,
    jsonable,
    label_box,
    place_labels,
    shape_cells,
    shape_circle,
    shape_image,
    shape_line,
    shape_point,
    shape_polygon,
    shape_rect,
    shape_segment,
    shape_text,
)

__all__ = [
    "Canvas",
    "DragPlayground",
    "shape_rect",
    "shape_circle",
    "shape_point",
    "shape_line",
    "shape_segment",
    "shape_polygon",
    "shape_text",
    "shape_cells",
    "shape_image",
    "LABEL_PLACES",
    "label_box",
    "place_labels",
]


class Canvas(anywidget.AnyWidget):
    """The SVG board: shapes in, geometry out (see the module docstring for the protocol).

    Parameters
    ----------
    **kwargs
        Initial values of the traits below.

    Attributes
    ----------
    view : list of float
        ``[x0, y0, width, height]``: the part of the screen shown, in world units.
    scale : float
        Pixels per world unit.
    grid : float
        Grid line spacing in world units (0: no grid).
    ticks : float
        Tick label spacing (0: every grid line).
    snap : float
        Positions snap to multiples of this while dragging (0: no snapping).
    shapes : list of dict
        What to draw, built by the ``shape_*`` helpers.
    geometry : dict
        Shape id -> ``{"x", "y", ...}`` of every draggable shape, as the browser last sent it.
    request, reply : int
        The browser counts its requests; Python answers with the same number. The browser
        sends a request as one message ``{"kind": "request", "request": n, "geometry": ...,
        "frame": ...}``, which sets these traits; the answer goes back as one update.
    verdict, details : str
        HTML shown under the board (marked pending while an answer is awaited).
    frames : list of dict
        A run to play back (empty: none): per frame ``{"p": [[x, y], ...], "hit": [0 or 1, ...],
        "text": html}`` for the shapes with an ``obj`` index. Play, pause, step and the speed
        are buttons in the browser; the run itself is computed in Python.
    frame : int
        The frame the browser shows when it sends a request (an edit is made at that frame).
    fps : float
        Frames a second at 1x speed.
    run : int
        Counts the runs sent; a new run starts playing from frame 0.
    trace : dict
        Sent with each reply, for the browser's round-trip trace: ``n`` (the request answered),
        ``received`` (the kernel's wall clock when the request arrived, ms since the epoch) and
        durations in ms since then measured with ``time.perf_counter``: ``compute_ms`` (the
        ``compute`` function returned), ``scene_ms`` (labels placed, records ready to send)
        and ``reply_ms`` (the reply handed to the comm).

    Examples
    --------
    >>> Canvas(view=[0, 0, 10, 10]).view
    [0.0, 0.0, 10.0, 10.0]
    """

    _esm = Path(__file__).with_name("canvas.js")
    view = traitlets.List(traitlets.Float(), default_value=[0, 0, 100, 80]).tag(sync=True)
    scale = traitlets.Float(5.0).tag(sync=True)
    grid = traitlets.Float(10.0).tag(sync=True)
    ticks = traitlets.Float(0.0).tag(sync=True)
    snap = traitlets.Float(1.0).tag(sync=True)
    title = traitlets.Unicode("").tag(sync=True)
    shapes = traitlets.List(traitlets.Dict()).tag(sync=True)
    geometry = traitlets.Dict().tag(sync=True)
    request = traitlets.Int(0).tag(sync=True)
    reply = traitlets.Int(0).tag(sync=True)
    verdict = traitlets.Unicode("").tag(sync=True)
    details = traitlets.Unicode("").tag(sync=True)
    frames = traitlets.List(traitlets.Dict()).tag(sync=True)
    frame = traitlets.Int(0).tag(sync=True)
    fps = traitlets.Float(20.0).tag(sync=True)
    run = traitlets.Int(0).tag(sync=True)
    trace = traitlets.Dict().tag(sync=True)

    _received = None  # (perf_counter, time) when the browser's last request arrived

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.on_msg(self._message)

    def _message(self, _widget, content, _buffers):
        # a request from the board: {"kind": "request", "request": n, "geometry": ..., "frame": ...};
        # the traits are set as if synced, and the answer goes back in one update with them
        if not isinstance(content, dict) or content.get("kind") != "request":
            return
        self._received = (time.perf_counter(), time.time())
        with self.hold_sync():
            self.frame = int(content.get("frame", self.frame))
            self.geometry = dict(content.get("geometry") or {})
            self.request = int(content["request"])

    def send_state(self, key=None):
        """Send traits to the browser; a reply's ``trace`` gets its ``reply_ms`` stamp here.

        Parameters
        ----------
        key : str or iterable of str, optional
            The traits to send (default: all).

        Returns
        -------
        None

        Examples
        --------
        >>> c = Canvas()
        >>> c.send_state("verdict")
        """
        keys = [key] if isinstance(key, str) else key
        if self.trace.get("start") is not None and (keys is None or "trace" in keys):
            self.trace["reply_ms"] = _ms_since(self.trace.pop("start"))
        super().send_state(key)


class DragPlayground(W.VBox):
    """A :class:`Canvas`, number boxes for exact values, and extra controls, kept in step.

    Parameters
    ----------
    name : str
        The playground's name, used in messages.
    geometry : dict
        Shape id -> starting geometry (``x, y, w, h`` for a rectangle, ``x, y, r``
        for a circle, ``x, y`` for a point or an image) of every draggable shape.
    compute : callable
        ``compute(geometry, **control values) -> dict`` with ``"shapes"`` (what to
        draw) and ``"text"`` (the verdict, HTML); ``"details"`` (HTML) is optional,
        ``"view"``, ``"scale"``, ``"grid"`` or ``"ticks"`` reframe the board, and
        ``"frames"`` sends a new run to play back (see :class:`Canvas`).
        It is the tested logic; the playground only draws what it returns.
    view : (float, float, float, float)
        ``(x0, y0, width, height)`` shown, in world units.
    scale : float, default 5
        Pixels per unit.
    grid : float, default 10
        Grid spacing (0: none).
    ticks : float, default 0
        Tick label spacing (0: every grid line).
    snap : float, default 1
        Dragging snaps to multiples of this (1: whole pixels; 0: off).
    controls : dict, optional
        Name -> ipywidgets control whose value is passed to ``compute`` by that name.
    labels : dict, optional
        Shape id -> the name its number boxes show (default: the id).
    widgets : sequence of ipywidgets.Widget, optional
        More widgets shown beside the controls but not passed to ``compute`` (a Play button).
    numbers : bool, default True
        Show a number box per coordinate of each draggable shape.

    Examples
    --------
    >>> from collide_lessons import Circle
    >>> def compute(geometry):
    ...     c = Circle(**geometry["c"])
    ...     return {"shapes": [shape_circle(c, id="c", drag=True, rim=True)], "text": f"r = {c.r}"}
    >>> pg = DragPlayground("one circle", {"c": dict(x=5, y=5, r=2)}, compute, view=(0, 0, 10, 10))
    >>> pg.inputs["c.r"].value = 3          # typing an exact value
    >>> pg.result["text"], pg.canvas.geometry["c"]["r"]
    ('r = 3', 3)
    """

    def __init__(
        self,
        name,
        geometry,
        compute,
        *,
        view,
        scale=5.0,
        grid=10.0,
        ticks=0.0,
        snap=1.0,
        controls=None,
        labels=None,
        widgets=(),
        numbers=True,
    ):
        self.name = name
        self._compute = compute
        self.geometry = _checked_geometry(geometry, name)
        self.controls = dict(controls or {})
        self.canvas = Canvas(
            view=[float(v) for v in view],
            scale=float(scale),
            grid=float(grid),
            ticks=float(ticks),
            snap=float(snap),
            title=name,
        )
        self.result = None
        self._syncing = False
        labels = labels or {}
        self.inputs = {}
        for shape_id, values in self.geometry.items() if numbers else ():
            for key in values:
                box = W.FloatText(
                    value=values[key],
                    description=f"{labels.get(shape_id, shape_id)} {key}",
                    step=snap or 0.5,
                    layout=W.Layout(width="150px"),
                    style={"description_width": "initial"},
                )
                box.observe(self._typed, names="value")
                self.inputs[f"{shape_id}.{key}"] = box
        self.widgets = tuple(widgets)
        for k, extra in enumerate([*self.controls.values(), *self.widgets]):
            if not isinstance(extra, W.Widget):
                raise TypeError(
                    f"playground {name!r}: controls and widgets must be ipywidgets widgets, "
                    f"got {type(extra).__name__} (item {k})"
                )
        for control in self.controls.values():
            control.observe(lambda change: self.refresh(), names="value")
        beside = [*self.controls.values(), *self.widgets]  # the extra widgets sit beside the controls
        rows = [W.HBox(beside, layout=W.Layout(flex_flow="row wrap"))] if beside else []
        numbers = W.HBox(list(self.inputs.values()), layout=W.Layout(flex_flow="row wrap"))
        super().__init__([*rows, self.canvas, numbers])
        self.add_class("cl-playground")
        self.add_class("cl-drag-playground")
        self.canvas.observe(self._requested, names="request")
        self.refresh()

    def values(self) -> dict:
        """The extra controls' current values, by name.

        Returns
        -------
        dict
            Control name -> value.

        Examples
        --------
        >>> pg = DragPlayground("empty", {}, lambda g, k: {"shapes": [], "text": k},
        ...                     view=(0, 0, 1, 1), controls={"k": W.Dropdown(options=["a", "b"])})
        >>> pg.values()
        {'k': 'a'}
        """
        return {name: control.value for name, control in self.controls.items()}

    def refresh(self, reply=None) -> dict:
        """Run ``compute`` on the current geometry and controls, and show its answer.

        Parameters
        ----------
        reply : int, optional
            The browser's request number this answers (``None``: not an answer).

        Returns
        -------
        dict
            What ``compute`` returned (also kept as ``result``).

        Examples
        --------
        >>> pg = DragPlayground("empty", {}, lambda g: {"shapes": [], "text": "ok"}, view=(0, 0, 1, 1))
        >>> pg.refresh()["text"]
        'ok'
        """
        received, self.canvas._received = self.canvas._received, None
        start = received[0] if reply is not None and received else time.perf_counter()
        result = self._compute(copy.deepcopy(self.geometry), **self.values())
        computed = time.perf_counter()
        if not isinstance(result, dict) or "text" not in result or "shapes" not in result:
            raise ValueError(
                f"playground {self.name!r}: compute must return a dict with 'shapes' (what to draw) "
                f"and 'text' (the verdict in words), got {result!r:.80}"
            )
        self.result = result
        with self.canvas.hold_sync():
            for key in ("view", "scale", "grid", "ticks"):  # compute may reframe the board
                if key in result:
                    setattr(
                        self.canvas,
                        key,
                        [float(v) for v in result[key]] if key == "view" else float(result[key]),
                    )
            result["shapes"] = place_labels(result["shapes"], self.canvas.scale)
            shapes = [jsonable(s) for s in result["shapes"]]
            scene = time.perf_counter()
            self.canvas.shapes = shapes
            self.canvas.verdict = result["text"]
            self.canvas.details = result.get("details", "")
            if "frames" in result:
                self.canvas.frames = result["frames"]
                self.canvas.run += 1
            self.canvas.geometry = copy.deepcopy(self.geometry)
            if reply is not None:
                self.canvas.trace = {
                    "n": reply,
                    "received": round(received[1] * 1000, 3) if received else None,
                    "compute_ms": round((computed - start) * 1000, 3),
                    "scene_ms": round((scene - start) * 1000, 3),
                    "start": start,  # replaced by reply_ms when the reply is sent
                }
                self.canvas.reply = reply
        self._syncing = True
        try:
            for name, box in self.inputs.items():
                shape_id, key = name.split(".")
                box.value = self.geometry[shape_id][key]
        finally:
            self._syncing = False
        return result

    def drag(self, shape_id, **changes) -> None:
        """Move or resize a shape as the browser does: send its new geometry as a request.

        Parameters
        ----------
        shape_id : str
            The draggable shape's id.
        **changes
            New values of its geometry (``x``, ``y``, ``w``, ``h`` or ``r``).

        Returns
        -------
        None
            ``result`` and the canvas now hold the answer.

        Examples
        --------
        >>> def compute(geometry):
        ...     return {"shapes": [], "text": str(geometry["p"]["x"])}
        >>> pg = DragPlayground("p", {"p": dict(x=0, y=0)}, compute, view=(0, 0, 9, 9))
        >>> pg.drag("p", x=4); pg.result["text"]
        '4'
        """
        if shape_id not in self.geometry:
            raise KeyError(
                f"{shape_id!r} is not a draggable shape here; these are: {', '.join(self.geometry)}"
            )
        moved = copy.deepcopy(self.geometry)
        moved[shape_id].update(changes)
        self.canvas.geometry = moved
        self.canvas.request += 1

    def _requested(self, change):
        self.geometry = _checked_geometry(self._merged(self.canvas.geometry), self.name)
        self.refresh(reply=change["new"])

    def _merged(self, sent) -> dict:
        merged = copy.deepcopy(self.geometry)
        for shape_id, values in (sent or {}).items():
            if shape_id in merged:
                merged[shape_id].update({k: v for k, v in values.items() if k in merged[shape_id]})
        return merged

    def _typed(self, change):
        if self._syncing:
            return
        shape_id, key = next(name.split(".") for name, box in self.inputs.items() if box is change["owner"])
        value = change["new"]
        self.geometry[shape_id][key] = int(value) if float(value).is_integer() else float(value)
        self.geometry = _checked_geometry(self.geometry, self.name)
        self.refresh()

    def __repr__(self):
        return f"<DragPlayground {self.name!r}: {', '.join(self.geometry)}>"


def _checked_geometry(geometry, name) -> dict:
    """Numbers only, sizes at least zero; whole floats become ints (what a snapped drag means)."""
    out = {}
    for shape_id, values in dict(geometry).items():
        out[shape_id] = {}
        for key, value in dict(values).items():
            number = validate.number(value, f"{name}: {shape_id}.{key}")
            if key in ("w", "h", "r"):
                number = validate.size(number, f"{name}: {shape_id}.{key}")
            if isinstance(number, float) and number.is_integer() and abs(number) < 2**53:
                number = int(number)
            out[shape_id][key] = number
    return out


def _ms_since(start) -> float:
    """Milliseconds since a ``time.perf_counter()`` reading, rounded to the microsecond."""
    return round((time.perf_counter() - start) * 1000, 3)
