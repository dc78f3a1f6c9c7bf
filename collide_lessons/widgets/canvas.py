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

The ``shape_*`` helpers build the shape dictionaries the board draws, with the
same colours, hatching and label places as :mod:`collide_lessons.draw`.

>>> from collide_lessons import Rect, collides
>>> def compute(geometry):
...     a, b = Rect(**geometry["a"]), Rect(**geometry["b"])
...     hit = collides(a, b)
...     return {"shapes": [shape_rect(a, id="a", drag=True), shape_rect(b, id="b", color=draw.ORANGE)],
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

import base64
import copy
import io
from pathlib import Path

import anywidget
import ipywidgets as W
import numpy as np
import traitlets
from matplotlib.colors import to_hex
from PIL import Image

from .. import draw, validate
from ..lines import Ray, Segment
from ..polygons import Polygon, placed
from ..shapes import Circle, Point, Rect

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

LABEL_PLACES = ("above", "below", "above-right", "below-left")
"""Where a rectangle's label may go, all outside the box: above its top-left corner, below its
bottom-right corner, above its top-right corner, below its bottom-left corner."""
CHAR_PX, LABEL_PX, GAP_PX = 7.2, 14.0, 3.0
"""The board's label font: about 7.2 px a character, 14 px a line, 3 px from the box."""


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
        The browser counts its requests; Python answers with the same number.
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
        for control in self.controls.values():
            control.observe(lambda change: self.refresh(), names="value")
        rows = (
            [W.HBox(list(self.controls.values()), layout=W.Layout(flex_flow="row wrap"))]
            if self.controls
            else []
        )
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
        result = self._compute(copy.deepcopy(self.geometry), **self.values())
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
            self.canvas.shapes = [_jsonable(s) for s in result["shapes"]]
            self.canvas.verdict = result["text"]
            self.canvas.details = result.get("details", "")
            if "frames" in result:
                self.canvas.frames = result["frames"]
                self.canvas.run += 1
            self.canvas.geometry = copy.deepcopy(self.geometry)
            if reply is not None:
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


def label_box(shape, place, scale) -> tuple:
    """Where a rectangle's label would sit, as ``(left, top, right, bottom)`` in world units.

    Parameters
    ----------
    shape : dict
        A rectangle from :func:`shape_rect` with a ``label``.
    place : str
        One of ``LABEL_PLACES``.
    scale : float
        The board's pixels per unit.

    Returns
    -------
    tuple of four float
        The label's box, from the board's font size (``CHAR_PX``, ``LABEL_PX``, ``GAP_PX``).

    Examples
    --------
    >>> label_box(shape_rect(Rect(10, 10, 20, 5), label="r1"), "above", scale=2)
    (10, 1.5, 18.2, 8.5)
    """
    x, y, w, h = shape["x"], shape["y"], shape["w"], shape["h"]
    width, height, gap = (CHAR_PX * len(shape["label"]) + 2) / scale, LABEL_PX / scale, GAP_PX / scale
    left = x if place in ("above", "below-left") else x + w - width
    top = y - gap - height if place in ("above", "above-right") else y + h + gap
    return (left, top, left + width, top + height)


def _body(shape):
    kind = shape["kind"]
    if kind in ("rect", "image"):
        return (shape["x"], shape["y"], shape["x"] + shape["w"], shape["y"] + shape["h"])
    if kind == "segment":
        xs, ys = (shape["x"], shape["x2"]), (shape["y"], shape["y2"])
        return (min(xs), min(ys), max(xs), max(ys))
    if kind == "polygon":
        corners = placed(shape["outline"], shape["x"], shape["y"], shape.get("angle", 0)).vertices
        xs, ys = [x for x, _ in corners], [y for _, y in corners]
        return (min(xs), min(ys), max(xs), max(ys))
    if kind == "circle":
        return (
            shape["x"] - shape["r"],
            shape["y"] - shape["r"],
            shape["x"] + shape["r"],
            shape["y"] + shape["r"],
        )
    return None


def _mark(shape, scale):
    """A point's mark, as a box in world units (its marker drawn ``size`` px each way)."""
    half = shape.get("size", 4) / scale
    return (shape["x"] - half, shape["y"] - half, shape["x"] + half, shape["y"] + half)


def _overlap(p, q) -> bool:
    return max(p[0], q[0]) < min(p[2], q[2]) and max(p[1], q[1]) < min(p[3], q[3])


def place_labels(shapes, scale) -> list:
    """Move each rectangle's label to the first place, outside its box, clear of every other shape.

    The legibility rule of the drawings: a label never sits under a hatch,
    inside another shape or on a point's mark. The shape's own ``label_at`` is tried first, then the
    other ``LABEL_PLACES`` in order; when every place is covered it stays where
    it asked to be. Labels placed ``center`` are left alone.

    Parameters
    ----------
    shapes : list of dict
        The board's shapes.
    scale : float
        The board's pixels per unit.

    Returns
    -------
    list of dict
        The same shapes, rectangles' ``label_at`` set.

    Examples
    --------
    >>> a = shape_rect(Rect(0, 12, 20, 10), label="a")                   # above a: on b
    >>> b = shape_rect(Rect(0, 0, 20, 8), label="b", label_at="below")   # below b: on a
    >>> [s["label_at"] for s in place_labels([a, b], scale=2)]
    ['below', 'above']
    """
    bodies = [_mark(s, scale) if s.get("kind") == "point" else _body(s) for s in shapes]
    out = []
    for index, shape in enumerate(shapes):
        if shape.get("kind") == "rect" and shape.get("label") and shape.get("label_at") != "center":
            others = [b for k, b in enumerate(bodies) if k != index and b is not None]
            wanted = shape.get("label_at", "above")
            for place in (wanted, *[p for p in LABEL_PLACES if p != wanted]):
                if not any(_overlap(label_box(shape, place, scale), b) for b in others):
                    shape = {**shape, "label_at": place}
                    break
        out.append(shape)
    return out


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


def _jsonable(value):
    if isinstance(value, dict):
        return {k: _jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_jsonable(v) for v in value]
    if isinstance(value, (np.integer,)):
        return int(value)
    if isinstance(value, (np.floating,)):
        return float(value)
    return value


def _color(color) -> str:
    return to_hex(color)


def _style(kind, shape_id, color, label, drag, **extra) -> dict:
    out = {"kind": kind, "color": _color(color)}
    if shape_id is not None:
        out["id"] = shape_id
    if label:
        out["label"] = label
    if drag:
        out["drag"] = True
    out.update({k: v for k, v in extra.items() if v not in (None, False)})
    return out


def shape_rect(
    r: Rect,
    *,
    id=None,
    color=draw.BLUE,
    label=None,
    label_at="above",
    hatch=False,
    fill=True,
    alpha=0.25,
    dashed=False,
    pixels=False,
    drag=False,
    resize=False,
    top=False,
) -> dict:
    """A rectangle for the board: outline, light fill, optional hatch and label.

    Parameters
    ----------
    r : Rect
        The rectangle.
    id : str, optional
        Its name; required for a draggable shape.
    color : str, default draw.BLUE
        A matplotlib colour.
    label : str, optional
        Words beside it, on a white halo.
    label_at : {'above', 'below', 'center'}, default 'above'
        Above the top-left corner or below the bottom-right corner (both
        outside the box), or in the middle.
    hatch : bool, default False
        Hatch it (the shared region, as in ``draw``).
    fill : bool, default True
        Fill it lightly.
    alpha : float, default 0.25
        The fill's opacity.
    dashed : bool, default False
        A dashed outline.
    pixels : bool, default False
        Draw its integer pixel cells.
    drag : bool, default False
        The learner can move it.
    resize : bool, default False
        Corner handles resize it.
    top : bool, default False
        Draw it above the draggable shapes.

    Returns
    -------
    dict
        The shape for :attr:`Canvas.shapes`.

    Examples
    --------
    >>> shape_rect(Rect(1, 2, 3, 4), id="a", drag=True)["kind"]
    'rect'
    """
    if not isinstance(r, Rect):
        raise TypeError(f"r must be a Rect, got {type(r).__name__}")
    if drag and id is None:
        raise ValueError("a draggable shape needs an id")
    shape = _style(
        "rect",
        id,
        color,
        label,
        drag,
        resize=resize,
        hatch=hatch,
        dashed=dashed,
        pixels=pixels,
        top=top,
        label_at=label_at if label else None,
    )
    shape.update(x=r.x, y=r.y, w=r.w, h=r.h, alpha=alpha)
    if not fill:
        shape["fill"] = False
    return shape


def shape_circle(
    c: Circle,
    *,
    id=None,
    color=draw.BLUE,
    label=None,
    hatch=False,
    fill=True,
    dashed=False,
    drag=False,
    rim=False,
) -> dict:
    """A circle for the board, with its centre marked.

    Parameters
    ----------
    c : Circle
        The circle.
    id : str, optional
        Its name; required for a draggable shape.
    color : str, default draw.BLUE
        A matplotlib colour.
    label : str, optional
        Words beside it.
    hatch : bool, default False
        Hatch it.
    fill : bool, default True
        Fill it lightly.
    dashed : bool, default False
        A dashed outline.
    drag : bool, default False
        The learner can move it.
    rim : bool, default False
        A handle on the rim sets the radius.

    Returns
    -------
    dict
        The shape for :attr:`Canvas.shapes`.

    Examples
    --------
    >>> shape_circle(Circle(5, 5, 2), id="c", drag=True, rim=True)["rim"]
    True
    """
    if not isinstance(c, Circle):
        raise TypeError(f"c must be a Circle, got {type(c).__name__}")
    if drag and id is None:
        raise ValueError("a draggable shape needs an id")
    shape = _style("circle", id, color, label, drag, rim=rim, hatch=hatch, dashed=dashed)
    shape.update(x=c.x, y=c.y, r=c.r)
    if not fill:
        shape["fill"] = False
    return shape


def shape_point(p, *, id=None, color="black", label=None, marker="dot", size=4, drag=False) -> dict:
    """A point: a dot or a small square, with an optional label.

    Parameters
    ----------
    p : Point or (x, y)
        Where.
    id : str, optional
        Its name; required for a draggable shape.
    color : str, default 'black'
        A matplotlib colour.
    label : str, optional
        Words beside it.
    marker : {'dot', 'square'}, default 'dot'
        Its mark.
    size : float, default 4
        Its radius in pixels.
    drag : bool, default False
        The learner can move it.

    Returns
    -------
    dict
        The shape for :attr:`Canvas.shapes`.

    Examples
    --------
    >>> shape_point((3, 4), label="closest")["x"]
    3
    """
    x, y = Point(*p) if not isinstance(p, Point) else p
    shape = _style("point", id, color, label, drag, marker=marker if marker != "dot" else None)
    shape.update(x=x, y=y, size=size)
    return shape


def shape_line(p, q, *, color="black", dashed=False, linewidth=1.0) -> dict:
    """A line segment from ``p`` to ``q``.

    Parameters
    ----------
    p : (x, y)
        One end.
    q : (x, y)
        The other end.
    color : str, default 'black'
        A matplotlib colour.
    dashed : bool, default False
        Dashed.
    linewidth : float, default 1.0
        Its width in pixels.

    Returns
    -------
    dict
        The shape for :attr:`Canvas.shapes`.

    Examples
    --------
    >>> shape_line((0, 0), (3, 4))["x2"]
    3
    """
    (x, y), (x2, y2) = Point(*p), Point(*q)
    return _style("line", None, color, None, False, dashed=dashed) | {
        "x": x,
        "y": y,
        "x2": x2,
        "y2": y2,
        "linewidth": linewidth,
    }


def shape_segment(s, *, id=None, color="black", label=None, drag=False, dashed=False, linewidth=2.0) -> dict:
    """A segment (or a ray) for the board; draggable ones have a handle at each end.

    A ray is drawn from its origin through the point one direction vector on,
    and on past the board's edge with an arrowhead; dragging that point turns
    the ray. Geometry sent back: ``x, y`` (the first end or the origin) and
    ``x2, y2`` (the second end, or origin + direction).

    Parameters
    ----------
    s : Segment or Ray
        What to draw.
    id : str, optional
        Its name; required for a draggable shape.
    color : str, default 'black'
        A matplotlib colour.
    label : str, optional
        Words beside its first end.
    drag : bool, default False
        The learner can move it, and each end.
    dashed : bool, default False
        Dashed.
    linewidth : float, default 2.0
        Its width in pixels.

    Returns
    -------
    dict
        The shape for :attr:`Canvas.shapes`.

    Examples
    --------
    >>> shape = shape_segment(Ray(0, 0, 3, 4), id="ray", drag=True)
    >>> shape["x2"], shape["y2"], shape["ray"]
    (3, 4, True)
    """
    if isinstance(s, Ray):
        x, y, x2, y2, ray = s.x, s.y, s.x + s.dx, s.y + s.dy, True
    elif isinstance(s, Segment):
        x, y, x2, y2, ray = s.x1, s.y1, s.x2, s.y2, False
    else:
        raise TypeError(f"s must be a Segment or a Ray, got {type(s).__name__}")
    if drag and id is None:
        raise ValueError("a draggable shape needs an id")
    shape = _style("segment", id, color, label, drag, ray=ray, dashed=dashed)
    return shape | {"x": x, "y": y, "x2": x2, "y2": y2, "linewidth": linewidth}


def shape_polygon(
    outline,
    *,
    at=(0, 0),
    angle=0,
    id=None,
    color=draw.BLUE,
    label=None,
    hatch=False,
    fill=True,
    alpha=0.25,
    dashed=False,
    drag=False,
    rotate=False,
    handle=20,
) -> dict:
    """A polygon for the board, as an outline around its own origin placed at ``at`` and turned.

    The board draws the vertices ``placed(outline, *at, angle)`` (the same
    formula as :func:`collide_lessons.polygons.placed`), so a drag moves
    ``at`` and the rotation handle changes ``angle`` in the browser at once.
    Geometry sent back: ``x, y`` and, when ``rotate``, ``angle`` (whole degrees).

    Parameters
    ----------
    outline : Polygon or sequence of (x, y)
        The vertices around the origin (a Polygon is drawn where it is: ``at=(0, 0)``).
    at : (x, y), default (0, 0)
        Where the outline's origin goes.
    angle : int or float, default 0
        The turn in degrees (clockwise on screen).
    id : str, optional
        Its name; required for a draggable shape.
    color : str, default draw.BLUE
        A matplotlib colour.
    label : str, optional
        Words above it.
    hatch : bool, default False
        Hatch it.
    fill : bool, default True
        Fill it lightly.
    alpha : float, default 0.25
        The fill's opacity.
    dashed : bool, default False
        A dashed outline.
    drag : bool, default False
        The learner can move it.
    rotate : bool, default False
        A handle turns it (and ``[`` / ``]`` turn it from the keyboard).
    handle : float, default 20
        How far from the origin the rotation handle sits, in world units (above the shape
        when it is not turned; it turns with it, drawn above every shape).

    Returns
    -------
    dict
        The shape for :attr:`Canvas.shapes`.

    Examples
    --------
    >>> arrow = [(-5, -5), (5, -5), (0, 5)]
    >>> shape = shape_polygon(arrow, at=(20, 20), angle=90, id="p", drag=True, rotate=True)
    >>> shape["angle"], shape["handle"]
    (90, 20)
    """
    vertices = outline.vertices if isinstance(outline, Polygon) else outline
    x, y = Point(*at)
    placed(vertices, x, y, angle)  # checked: a polygon it can draw
    if drag and id is None:
        raise ValueError("a draggable shape needs an id")
    shape = _style("polygon", id, color, label, drag, rotate=rotate, hatch=hatch, dashed=dashed)
    shape.update(
        outline=[[_jsonable(a), _jsonable(b)] for a, b in vertices], x=x, y=y, angle=angle, alpha=alpha
    )
    if rotate:
        shape["handle"] = handle
    if not fill:
        shape["fill"] = False
    return shape


def shape_text(xy, words, *, color="black", anchor="start") -> dict:
    """Words at a place on the board, on a white halo.

    Parameters
    ----------
    xy : (x, y)
        Where the text starts (or centres, or ends, by ``anchor``).
    words : str
        What to write.
    color : str, default 'black'
        A matplotlib colour.
    anchor : {'start', 'middle', 'end'}, default 'start'
        Which end of the text sits at ``xy``.

    Returns
    -------
    dict
        The shape for :attr:`Canvas.shapes`.

    Examples
    --------
    >>> shape_text((1, 2), "sweep line")["text"]
    'sweep line'
    """
    x, y = Point(*xy)
    return _style("text", None, color, None, False) | {"x": x, "y": y, "text": str(words), "anchor": anchor}


def shape_cells(cells, *, color=draw.RED, alpha=1.0, size=1) -> dict:
    """Square cells (pixels, or grid cells of side ``size``) filled with one colour.

    Parameters
    ----------
    cells : iterable of (x, y)
        Each cell's top-left corner.
    color : str, default draw.RED
        A matplotlib colour.
    alpha : float, default 1.0
        Opacity.
    size : float, default 1
        The cells' side.

    Returns
    -------
    dict
        The shape for :attr:`Canvas.shapes`.

    Examples
    --------
    >>> shape_cells([(0, 0), (1, 0)])["cells"]
    [[0, 0], [1, 0]]
    """
    return _style("cells", None, color, None, False) | {
        "cells": [[_jsonable(x), _jsonable(y)] for x, y in cells],
        "alpha": alpha,
        "size": size,
    }


def shape_image(rgba, xy, *, id=None, label=None, color="black", outline=False, drag=False) -> dict:
    """A picture (a sprite) drawn pixel for pixel with its top-left corner at ``xy``.

    Parameters
    ----------
    rgba : numpy.ndarray (h, w, 4) of uint8
        The picture.
    xy : (int, int)
        Its top-left pixel.
    id : str, optional
        Its name; required for a draggable shape.
    label : str, optional
        Words above it.
    color : str, default 'black'
        The outline's colour.
    outline : bool, default False
        Outline its box.
    drag : bool, default False
        The learner can move it.

    Returns
    -------
    dict
        The shape for :attr:`Canvas.shapes`; the picture travels as a PNG data URL.

    Examples
    --------
    >>> shape_image(np.zeros((2, 3, 4), np.uint8), (5, 6))["w"]
    3
    """
    array = np.asarray(rgba)
    if array.ndim != 3 or array.shape[2] != 4 or array.dtype != np.uint8:
        raise ValueError(
            f"rgba must be an (h, w, 4) uint8 array, got shape {array.shape} and dtype {array.dtype}"
        )
    buffer = io.BytesIO()
    Image.fromarray(array, "RGBA").save(buffer, format="png")
    href = "data:image/png;base64," + base64.b64encode(buffer.getvalue()).decode("ascii")
    x, y = Point(*xy)
    shape = _style("image", id, color, label, drag, outline=outline)
    shape.update(x=x, y=y, w=array.shape[1], h=array.shape[0], href=href)
    return shape
