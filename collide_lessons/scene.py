"""The board's scene: one plain record per shape, the format the browser and ``draw.board`` read.

A *scene* is a list of shape records (plain ``dict`` of JSON values). The
``shape_*`` constructors below build them from the package's shapes; the
browser board (``widgets/canvas.js``) draws them, :func:`collide_lessons.draw.board`
draws the same list with matplotlib, and :func:`bounds` and
:func:`place_labels` read them. This module imports neither ipywidgets nor
matplotlib, so a check or a still figure can build a scene without a widget.

Coordinates are world units in screen orientation (y grows down). Colours are
``"#rrggbb"`` strings (:func:`color_hex`). A key that is absent means its
default; a ``False`` flag is left out.

Keys every record may have
--------------------------
``kind`` : str
    One of ``SHAPE_KINDS``; says which other keys the record has.
``color`` : str
    Outline and fill colour, ``"#rrggbb"``.
``id`` : str, optional
    The shape's name; every draggable shape has one, and the browser sends its
    geometry back under it.
``label`` : str, optional
    Words drawn beside the shape on a white halo.
``drag`` : bool, optional
    The learner can move it (drawn above the other shapes, focusable, arrow keys
    move it by one unit, shift by ten).
``top`` : bool, optional
    Drawn above the draggable shapes (for marks that must stay visible).
``dashed`` : bool, optional
    A dashed outline.
``linewidth`` : float, optional
    The outline's width in pixels (1.5; a segment's 2).
``label_color`` : str, optional
    The label's colour when it is not ``color``.
``obj``, ``hit_color``, ``hit_href`` : int, str, str, optional
    Added by a playground with a run to play back: the shape's index in each
    frame's positions, and the colour (or image) it takes on the frames where it hits.

One record per kind
-------------------
``"rect"`` (:func:`shape_rect`)
    ``x, y, w, h`` (float: top-left corner, width, height, sizes >= 0);
    ``alpha`` (float: fill opacity); ``fill`` (``False``: no fill);
    ``hatch`` (bool: hatched, the shared region); ``pixels`` (bool: draw its
    integer pixel cells); ``resize`` (bool: corner handles resize it);
    ``label_at`` (str: one of ``LABEL_PLACES`` or ``"center"``, where the label
    sits). A box of zero width or height is drawn as a line with end marks.
    Geometry sent back: ``x, y, w, h``.
``"circle"`` (:func:`shape_circle`)
    ``x, y`` (float: centre); ``r`` (float >= 0: radius); ``fill``, ``hatch``;
    ``rim`` (bool: a handle on the rim sets the radius). Geometry sent back: ``x, y, r``.
``"point"`` (:func:`shape_point`)
    ``x, y`` (float); ``size`` (float: the mark's radius in pixels);
    ``marker`` (``"square"``, absent: a dot). Geometry sent back: ``x, y``.
``"line"`` (:func:`shape_line`)
    ``x, y, x2, y2`` (float: the two ends); ``linewidth`` (float, pixels). Never draggable.
``"segment"`` (:func:`shape_segment`)
    ``x, y, x2, y2`` (float: the first end, or a ray's origin; the second end, or
    origin + direction); ``ray`` (bool: drawn on past the board's edge with an
    arrowhead at ``x2, y2``); ``linewidth``. Geometry sent back: ``x, y, x2, y2``.
``"polygon"`` (:func:`shape_polygon`)
    ``outline`` (list of ``[x, y]``: the vertices around the polygon's own
    origin); ``x, y`` (float: where that origin goes); ``angle`` (float degrees,
    clockwise on screen; the vertices drawn are ``polygons.placed(outline, x, y, angle)``);
    ``alpha``, ``fill``, ``hatch``; ``rotate`` (bool: a handle turns it) and
    ``handle`` (float: the handle's distance from the origin). Geometry sent
    back: ``x, y`` and, when ``rotate``, ``angle``.
``"text"`` (:func:`shape_text`)
    ``x, y`` (float); ``text`` (str); ``anchor`` (``"start"``, ``"middle"`` or ``"end"``);
    ``baseline`` (an SVG ``dominant-baseline``, default ``"auto"``).
``"cells"`` (:func:`shape_cells`)
    ``cells`` (list of ``[x, y]``: each cell's top-left corner); ``size`` (float:
    the cells' side); ``alpha`` (float: opacity).
``"image"`` (:func:`shape_image`)
    ``x, y`` (float: top-left pixel); ``w, h`` (int: the picture's size in
    pixels); ``href`` (str: a PNG data URL); ``outline`` (bool: outline its box).
    Geometry sent back: ``x, y, w, h``.

>>> from collide_lessons import Rect, Circle
>>> scene = [shape_rect(Rect(0, 0, 10, 10), id="a", drag=True, label="a"), shape_circle(Circle(30, 5, 5))]
>>> [s["kind"] for s in scene], scene[0]["color"]
(['rect', 'circle'], '#1f77b4')
>>> [bounds(s) for s in scene]
[(0, 0, 10, 10), (25, 0, 35, 10)]
"""

from __future__ import annotations

import base64
import html
import io
from fractions import Fraction

import numpy as np
from PIL import Image

from .lines import Ray, Segment
from .polygons import Polygon, placed
from .shapes import Circle, Point, Rect
from .tiles import ONE_WAY, SOLID, TileMap

__all__ = [
    "SHAPE_KINDS",
    "BLUE",
    "ORANGE",
    "GREEN",
    "RED",
    "GREY",
    "color_hex",
    "shape_rect",
    "shape_circle",
    "shape_point",
    "shape_line",
    "shape_segment",
    "shape_polygon",
    "shape_text",
    "shape_cells",
    "shape_image",
    "bounds",
    "LABEL_PLACES",
    "label_box",
    "place_labels",
    "jsonable",
    "verdict_word",
    "table_html",
    "number_text",
    "compared_html",
    "tile_shapes",
]

SHAPE_KINDS = ("rect", "circle", "point", "line", "segment", "polygon", "text", "cells", "image")
"""Every ``kind`` a scene record may have (see the module docstring for each record's keys)."""

BLUE, ORANGE, GREEN, RED, GREY = "tab:blue", "tab:orange", "tab:green", "tab:red", "tab:gray"
"""Matplotlib's colour-blind-friendly defaults (the names ``draw`` uses); verdicts always add a word too."""

LABEL_PLACES = ("above", "below", "above-right", "below-left")
"""Where a rectangle's label may go, all outside the box: above its top-left corner, below its
bottom-right corner, above its top-right corner, below its bottom-left corner."""
CHAR_PX, LABEL_PX, GAP_PX = 7.2, 14.0, 3.0
"""The board's label font: about 7.2 px a character, 14 px a line, 3 px from the box."""

_NAMED = {
    "tab:blue": "#1f77b4",
    "tab:orange": "#ff7f0e",
    "tab:green": "#2ca02c",
    "tab:red": "#d62728",
    "tab:purple": "#9467bd",
    "tab:brown": "#8c564b",
    "tab:pink": "#e377c2",
    "tab:gray": "#7f7f7f",
    "tab:grey": "#7f7f7f",
    "tab:olive": "#bcbd22",
    "tab:cyan": "#17becf",
    "black": "#000000",
    "white": "#ffffff",
    "none": "#000000",
    "red": "#ff0000",
    "green": "#008000",
    "blue": "#0000ff",
    "orange": "#ffa500",
    "purple": "#800080",
    "gray": "#808080",
    "grey": "#808080",
    "k": "#000000",
    "w": "#ffffff",
    "r": "#ff0000",
    "g": "#008000",
    "b": "#0000ff",
}


def color_hex(color) -> str:
    """A colour as ``"#rrggbb"``, the form the scene records carry (as ``matplotlib.colors.to_hex``).

    Parameters
    ----------
    color : str or tuple of float
        ``"#rrggbb"`` (or ``"#rrggbbaa"``: the alpha is dropped), a grey level
        ``"0"`` to ``"1"``, one of the tableau names (``"tab:blue"`` ...), a few
        plain names (``"black"``, ``"white"``, ``"red"`` ...), or an RGB(A) tuple in [0, 1].

    Returns
    -------
    str
        Seven characters, lower case.

    Examples
    --------
    >>> color_hex(BLUE), color_hex("0.25"), color_hex((1, 0.5, 0)), color_hex("#FF7F0E")
    ('#1f77b4', '#404040', '#ff8000', '#ff7f0e')
    """
    if isinstance(color, str):
        text = color.strip().lower()
        if text in _NAMED:
            return _NAMED[text]
        if text.startswith("#") and len(text) in (7, 9) and all(c in "0123456789abcdef" for c in text[1:]):
            return text[:7]
        try:
            level = float(text)
        except ValueError:
            level = None
        if level is not None and 0 <= level <= 1:
            return _hex((level, level, level))
    elif isinstance(color, (tuple, list)) and len(color) in (3, 4):
        if all(isinstance(v, (int, float)) and 0 <= v <= 1 for v in color):
            return _hex(color[:3])
    raise ValueError(
        f"color must be '#rrggbb', a grey level '0' to '1', a tableau name like 'tab:blue', "
        f"one of {', '.join(sorted(n for n in _NAMED if len(n) > 1 and ':' not in n))}, "
        f"or an RGB tuple in [0, 1]; got {color!r}"
    )


def _hex(rgb) -> str:
    return "#" + "".join(format(round(v * 255), "02x") for v in rgb)


def jsonable(value):
    """The value with NumPy numbers made plain ``int`` / ``float``, lists for tuples (what JSON sends).

    Parameters
    ----------
    value : object
        A scene record, a list of them, or any nesting of dicts, lists, tuples and numbers.

    Returns
    -------
    object
        The same structure in plain Python values.

    Examples
    --------
    >>> jsonable({"x": np.int64(3), "p": (np.float32(0.5), 2)})
    {'x': 3, 'p': [0.5, 2]}
    """
    if isinstance(value, dict):
        return {k: jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [jsonable(v) for v in value]
    if isinstance(value, np.integer):
        return int(value)
    if isinstance(value, np.floating):
        return float(value)
    return value


def verdict_word(hit: bool) -> str:
    """The verdict word every playground shows: ``"HIT"`` or ``"miss"``.

    Parameters
    ----------
    hit : bool
        Whether the shapes collide.

    Returns
    -------
    str
        ``"HIT"`` or ``"miss"``.

    Examples
    --------
    >>> verdict_word(True), verdict_word(False)
    ('HIT', 'miss')
    """
    return "HIT" if hit else "miss"


def table_html(rows: dict) -> str:
    """A two-column HTML table, names in bold and values as code (a playground's readout).

    Parameters
    ----------
    rows : dict
        Name -> value (shown with ``str``); both are HTML-escaped.

    Returns
    -------
    str
        ``<table>...</table>``.

    Examples
    --------
    >>> table_html({"d²": 25})
    "<table><tr><td style='padding-right:1em'><b>d²</b></td><td><code>25</code></td></tr></table>"
    """
    cells = "".join(
        f"<tr><td style='padding-right:1em'><b>{html.escape(k)}</b></td>"
        f"<td><code>{html.escape(str(v))}</code></td></tr>"
        for k, v in rows.items()
    )
    return f"<table>{cells}</table>"


def number_text(value, *, digits=6) -> str:
    """A number for a readout: exact when it is short, else rounded and marked ``≈``.

    Integers of at most 20 digits and decimals that end within 12 places are
    written exactly (``0.1`` stored as a float is not such a decimal: it is
    rounded, and shown as ``≈0.1``); anything else is rounded to ``digits``
    significant digits in exact arithmetic (no overflow, no underflow) and
    marked ``≈``.

    Parameters
    ----------
    value : int, float or Fraction
        A finite number.
    digits : int, default 6
        Significant digits of a rounded value.

    Returns
    -------
    str
        The exact text, or ``"≈"`` and the rounded text.

    Examples
    --------
    >>> number_text(160032005600400025), number_text(12.25), number_text(Fraction(1, 3))
    ('160032005600400025', '12.25', '≈0.333333')
    >>> number_text(3 * 10**310), number_text(Fraction(1, 10**400)), number_text(2.0**-1074)
    ('≈3e+310', '≈1e-400', '≈4.94066e-324')
    """
    try:
        exact = Fraction(value)
    except (TypeError, ValueError, OverflowError):
        raise ValueError(f"value must be a finite number, got {value!r}") from None
    sign, size = ("-" if exact < 0 else ""), abs(exact)
    if size.denominator == 1 and size.numerator < 10**20:
        return sign + str(size.numerator)
    if size.numerator < 10**20:
        for places in range(1, 13):
            scaled = size * 10**places
            if scaled.denominator == 1:
                whole, part = divmod(scaled.numerator, 10**places)
                return f"{sign}{whole}.{part:0{places}d}"
    exponent = len(str(size.numerator)) - len(str(size.denominator))
    if size < Fraction(10) ** exponent:
        exponent -= 1
    mantissa = round(size / Fraction(10) ** exponent * 10 ** (digits - 1))
    if mantissa == 10**digits:
        mantissa, exponent = mantissa // 10, exponent + 1
    text = str(mantissa)
    head, tail = text[0], text[1:].rstrip("0")
    if -5 <= exponent < digits:  # as a plain decimal, like Python's "g"
        plain = Fraction(mantissa, 10 ** (digits - 1)) * Fraction(10) ** exponent
        return "≈" + sign + number_text(plain, digits=digits)
    return f"≈{sign}{head}{'.' + tail if tail else ''}e{exponent:+d}"


def compared_html(left_name, left, right_name, right) -> str:
    """Two quantities a verdict compares, shown so that they never contradict it.

    Both are written with :func:`number_text`. When either is rounded, the
    exact comparison is added in words, so the shown numbers never say the
    opposite of the verdict beside them (two rounded values can print equal, or
    even in the wrong order, while the exact values differ).

    Parameters
    ----------
    left_name, right_name : str
        Their names (HTML, e.g. ``"d²"``).
    left, right : int, float or Fraction
        Their exact values.

    Returns
    -------
    str
        ``"left = <b>...</b>, right = <b>...</b>"``, and when rounded
        ``" (rounded; exactly left &lt; right)"`` (or ``=``, ``&gt;``).

    Examples
    --------
    >>> compared_html("d²", 100, "r²", 100)
    'd² = <b>100</b>, r² = <b>100</b>'
    >>> compared_html("d²", Fraction(1, 3), "r²", Fraction(1, 3) + Fraction(1, 10**9))
    'd² = <b>≈0.333333</b>, r² = <b>≈0.333333</b> (rounded; exactly d² &lt; r²)'
    """
    a, b = Fraction(left), Fraction(right)
    shown_a, shown_b = number_text(a), number_text(b)
    text = f"{left_name} = <b>{shown_a}</b>, {right_name} = <b>{shown_b}</b>"
    if shown_a.startswith("≈") or shown_b.startswith("≈"):
        relation = "&lt;" if a < b else "&gt;" if a > b else "="
        text += f" (rounded; exactly {left_name} {relation} {right_name})"
    return text


def _style(kind, shape_id, color, label, drag, **extra) -> dict:
    out = {"kind": kind, "color": color_hex(color)}
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
    color=BLUE,
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
    color : str, default BLUE
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
        The shape record (see the module docstring).

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
    color=BLUE,
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
    color : str, default BLUE
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
        The shape record (see the module docstring).

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
        The shape record (see the module docstring).

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
        The shape record (see the module docstring).

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
        The shape record (see the module docstring).

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
    color=BLUE,
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
    color : str, default BLUE
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
        The shape record (see the module docstring).

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
        outline=[[jsonable(a), jsonable(b)] for a, b in vertices], x=x, y=y, angle=angle, alpha=alpha
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
        The shape record (see the module docstring).

    Examples
    --------
    >>> shape_text((1, 2), "sweep line")["text"]
    'sweep line'
    """
    x, y = Point(*xy)
    return _style("text", None, color, None, False) | {"x": x, "y": y, "text": str(words), "anchor": anchor}


def shape_cells(cells, *, color=RED, alpha=1.0, size=1) -> dict:
    """Square cells (pixels, or grid cells of side ``size``) filled with one colour.

    Parameters
    ----------
    cells : iterable of (x, y)
        Each cell's top-left corner.
    color : str, default RED
        A matplotlib colour.
    alpha : float, default 1.0
        Opacity.
    size : float, default 1
        The cells' side.

    Returns
    -------
    dict
        The shape record (see the module docstring).

    Examples
    --------
    >>> shape_cells([(0, 0), (1, 0)])["cells"]
    [[0, 0], [1, 0]]
    """
    return _style("cells", None, color, None, False) | {
        "cells": [[jsonable(x), jsonable(y)] for x, y in cells],
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
        The shape record (see the module docstring); the picture travels as a PNG data URL.

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


def bounds(shape):
    """The box a shape covers, ``(left, top, right, bottom)`` in world units, or ``None``.

    Rectangles, images, circles, segments and polygons have one (a ray: from
    its origin to its direction point); points, lines, text and cells have
    none (a point's mark has a size in pixels, see :func:`place_labels`).

    Parameters
    ----------
    shape : dict
        A scene record.

    Returns
    -------
    tuple of four float or None
        Its bounding box.

    Examples
    --------
    >>> bounds(shape_circle(Circle(5, 5, 2))), bounds(shape_text((1, 2), "hello"))
    ((3, 3, 7, 7), None)
    >>> bounds(shape_polygon([(0, 0), (4, 0), (0, 3)], at=(10, 10), angle=90))
    (7, 10, 10, 14)
    """
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
        x, y, r = shape["x"], shape["y"], shape["r"]
        return (x - r, y - r, x + r, y + r)
    return None


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


def _mark(shape, scale):
    """A point's mark, as a box in world units (its marker drawn ``size`` px each way)."""
    half = shape.get("size", 4) / scale
    return (shape["x"] - half, shape["y"] - half, shape["x"] + half, shape["y"] + half)


def _covers(p, q) -> bool:
    """Whether two drawing boxes ``(left, top, right, bottom)`` share area on the page.

    A layout test, not the package's collision rule (``rects.boxes_overlap``):
    the boxes here are float estimates of where ink lands (a label's width from
    an average character width), not stored shapes, so an exact edge rule would
    claim a precision they do not have; labels that only touch a shape are legible.
    """
    return max(p[0], q[0]) < min(p[2], q[2]) and max(p[1], q[1]) < min(p[3], q[3])


def place_labels(shapes, scale) -> list:
    """Move each rectangle's label to the first place, outside its box, clear of every other shape.

    The legibility rule of the drawings: a label never sits under a hatch,
    inside another shape, on a point's mark or on a label placed before it.
    The shape's own ``label_at`` is tried first, then the other
    ``LABEL_PLACES`` in order; when every place is covered it stays where it
    asked to be. Labels placed ``center`` are left alone.

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
    >>> c = shape_rect(Rect(40, 20, 10, 10), label="start", label_at="above")
    >>> d = shape_rect(Rect(41, 20, 10, 10), label="after", label_at="above")    # would print over "start"
    >>> [s["label_at"] for s in place_labels([c, d], scale=2)]
    ['above', 'below']
    """
    boxes = [_mark(s, scale) if s.get("kind") == "point" else bounds(s) for s in shapes]
    out, placed_labels = [], []
    for index, shape in enumerate(shapes):
        if shape.get("kind") == "rect" and shape.get("label") and shape.get("label_at") != "center":
            others = [b for k, b in enumerate(boxes) if k != index and b is not None] + placed_labels
            wanted = shape.get("label_at", "above")
            for place in (wanted, *[p for p in LABEL_PLACES if p != wanted]):
                if not any(_covers(label_box(shape, place, scale), b) for b in others):
                    shape = {**shape, "label_at": place}
                    break
            placed_labels.append(label_box(shape, shape.get("label_at", "above"), scale))
        out.append(shape)
    return out


def tile_shapes(tiles: TileMap) -> list:
    """A tile map as records: each solid tile a grey square, each one-way platform a thin purple bar.

    Every tile is its own outlined square, so the seams between floor tiles show
    (lesson 10's snag happens there). Purple keeps the platforms apart from the
    blue, orange and green of the boxes drawn over them.

    Parameters
    ----------
    tiles : TileMap
        The level.

    Returns
    -------
    list of dict
        A ``rect`` record per solid tile, then one per one-way platform (its top quarter).

    Examples
    --------
    >>> from collide_lessons.tiles import TileMap
    >>> [(s["kind"], s["h"], s["color"]) for s in tile_shapes(TileMap(["#=."], tile=8))]
    [('rect', 8, '#7f7f7f'), ('rect', 2.0, '#9467bd')]
    """
    t = tiles.tile
    cells = [(c, r) for r in range(tiles.rows) for c in range(tiles.cols)]
    shapes = [
        shape_rect(Rect(c * t, r * t, t, t), color=GREY, alpha=0.45)
        for c, r in cells
        if tiles.kind(c, r) == SOLID
    ]
    shapes += [
        shape_rect(Rect(c * t, r * t, t, t / 4), color="tab:purple", alpha=0.7)
        for c, r in cells
        if tiles.kind(c, r) == ONE_WAY
    ]
    return shapes
