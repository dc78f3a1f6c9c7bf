"""Drawing helpers in screen coordinates (y grows down).

Each helper takes a matplotlib ``Axes``, draws on it, and returns what it drew.
None of them touches pyplot or ``rcParams``: pass the ``ax`` you want.

:func:`board` draws a scene (the shape records of :mod:`collide_lessons.scene`
that every playground's ``*_scene`` function returns) as a still picture, one
small function per shape kind (``BOARD_KINDS``): every still figure in the
lessons is a board drawn this way, so it cannot disagree with the live board.
This module is presentation only: it reads ``scene`` and the geometry, never
``widgets`` (no ipywidgets) and never the teaching modules (``atlas`` calls
:func:`atlas_grid`, not the other way round).

>>> from matplotlib.figure import Figure
>>> ax = Figure().add_subplot()
>>> screen_axes(ax, 100, 80) is ax
True
>>> bottom, top = ax.get_ylim()   # y = 0 is at the top of the picture
>>> float(bottom), float(top)
(80.0, 0.0)
>>> len(rect(ax, Rect(10, 10, 30, 20), label="A"))
2
"""

from __future__ import annotations

import base64
import html
import io
import re
import textwrap

import numpy as np
from matplotlib import image, patheffects
from matplotlib.collections import PatchCollection
from matplotlib.colors import ListedColormap, to_rgba
from matplotlib.figure import Figure
from matplotlib.patches import Circle as CirclePatch
from matplotlib.patches import Polygon as PolygonPatch
from matplotlib.patches import Rectangle

from . import scene
from .polygons import placed
from .rects import intersection
from .shapes import Circle, Point, Rect

__all__ = [
    "BLUE",
    "ORANGE",
    "GREEN",
    "RED",
    "GREY",
    "new_figure",
    "to_png",
    "show",
    "screen_axes",
    "LABEL_AT",
    "LABEL_PLACES",
    "rect",
    "circle",
    "point",
    "text",
    "verdict",
    "interval",
    "rect_pair",
    "atlas_grid",
    "BOARD_KINDS",
    "at_frame",
    "board",
]

BLUE, ORANGE, GREEN, RED, GREY = "tab:blue", "tab:orange", "tab:green", "tab:red", "tab:gray"
"""Matplotlib's colour-blind-friendly defaults; verdicts always add a word too."""


def new_figure(width: float = 5, height: float = 4, ncols: int = 1, *, fast: bool = False):
    """A figure with ``ncols`` axes, made without pyplot (no global state).

    Returns ``(fig, axes)``; ``axes`` is one Axes when ``ncols == 1``.
    ``fast=True`` uses fixed margins instead of constrained layout, which
    halves the time to draw a small figure (for live widgets).

    Parameters
    ----------
    width : float, default 5
        Inches across.
    height : float, default 4
        Inches down.
    ncols : int, default 1
        Axes side by side.
    fast : bool, default False
        Fixed margins, for live widgets.

    Returns
    -------
    tuple
        ``(fig, axes)``; ``axes`` is one Axes when ``ncols == 1``, else an array.

    Examples
    --------
    >>> fig, axes = new_figure(8, 4, ncols=2)
    >>> len(axes)
    2
    """
    fig = Figure(figsize=(width, height), layout=None if fast else "constrained")
    axes = fig.subplots(1, ncols)
    if fast:
        fig.subplots_adjust(
            left=0.1, right=0.97, bottom=0.04, top=0.8, wspace=0.3
        )  # room for a title above the top x label
    return fig, axes


def to_png(fig: Figure, dpi: int = 80) -> bytes:
    """The figure as PNG bytes (for an ``ipywidgets.Image``).

    Parameters
    ----------
    fig : matplotlib.figure.Figure
        The figure.
    dpi : int, default 80
        Pixels per inch of the PNG.

    Returns
    -------
    bytes
        The PNG file's bytes.

    Examples
    --------
    >>> to_png(new_figure()[0])[:4]
    b'\\x89PNG'
    """
    buffer = io.BytesIO()
    fig.savefig(buffer, format="png", dpi=dpi)
    return buffer.getvalue()


def _need_axes(ax) -> None:
    if not hasattr(ax, "add_patch"):
        raise TypeError(
            f"ax must be a matplotlib Axes (for example from draw.new_figure()), "
            f"got {type(ax).__name__} {ax!r}"
        )


def show(fig: Figure, dpi: int = 80) -> None:
    """Display ``fig`` as a PNG image in Jupyter, with no ``%matplotlib`` line needed.

    A figure made without pyplot has no display hook of its own; this sends
    the PNG bytes explicitly, so the picture appears in JupyterLab, the classic
    notebook and nbclient/nbconvert runs alike. Outside IPython it does nothing.

    Parameters
    ----------
    fig : matplotlib.figure.Figure
        The figure.
    dpi : int, default 80
        Pixels per inch of the PNG.

    Returns
    -------
    None
        The picture is displayed.

    Examples
    --------
    >>> show(new_figure()[0])      # in a notebook the picture; in a terminal a placeholder
    <IPython.core.display.Image object>
    """
    try:
        from IPython.display import Image, display
    except ImportError:  # pragma: no cover - no IPython, nowhere to show it
        return
    display(Image(data=to_png(fig, dpi=dpi), format="png"))


def screen_axes(ax, width, height, *, x0=0, y0=0, grid=True, y_down=True, ticks=None):
    """Set ``ax`` up as a screen: x right, y **down**, equal scales, origin top-left.

    ``y_down=False`` gives the maths convention (y up) for comparison.
    ``ticks`` spaces the grid lines (default: about ten per side).

    Parameters
    ----------
    ax : matplotlib.axes.Axes
        The axes to draw on.
    width : float
        How far x runs.
    height : float
        How far y runs.
    x0 : float, default 0
        The left end of x.
    y0 : float, default 0
        The top end of y.
    grid : bool, default True
        Draw grid lines.
    y_down : bool, default True
        Screen axes (y down); ``False`` for maths axes.
    ticks : int, optional
        Grid spacing.

    Returns
    -------
    matplotlib.axes.Axes
        ``ax``, set up.

    Examples
    --------
    >>> ax = screen_axes(new_figure()[1], 100, 50)
    >>> [float(v) for v in ax.get_ylim()]      # y grows downward
    [50.0, 0.0]
    """
    _need_axes(ax)
    ax.set_xlim(x0, x0 + width)
    if y_down:
        ax.set_ylim(y0 + height, y0)
        ax.xaxis.set_ticks_position("top")
        ax.xaxis.set_label_position("top")
    else:
        ax.set_ylim(y0, y0 + height)
    ax.set_aspect("equal")
    ax.set_xlabel("x →")
    ax.set_ylabel("y ↓" if y_down else "y ↑")
    if grid:
        step = ticks or next(
            s
            for s in (1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000)
            if s >= max(width, height) / 12 or s == 1000
        )
        ax.set_xticks(range(int(x0), int(x0 + width) + 1, step))
        ax.set_yticks(range(int(y0), int(y0 + height) + 1, step))
        ax.grid(True, color="0.85", linewidth=0.6)
        ax.set_axisbelow(True)
    return ax


LABEL_AT = ("center", "above", "below", "above-right", "below-left")
"""Where :func:`rect` writes a label (its ``label_at``): in the middle, or outside the box just
above its top-left corner, below its bottom-right corner, above its top-right corner or below its
bottom-left corner (the board's places, ``scene.LABEL_PLACES``, plus the middle)."""

LABEL_PLACES = LABEL_AT
"""Deprecated alias of :data:`LABEL_AT`, kept for one release (``scene.LABEL_PLACES`` is the board's
own list, without the middle)."""


def rect(
    ax,
    r: Rect,
    *,
    label=None,
    color=BLUE,
    fill=True,
    hatch=None,
    alpha=0.25,
    linestyle="-",
    linewidth=1.5,
    pixels=False,
    label_at="center",
):
    """Draw a rectangle (outline plus optional fill, hatch and label).

    ``pixels=True`` draws the integer pixel cells it covers instead of one
    box, so ``right`` is visibly one past the last cell. A rectangle of zero
    width or height is drawn as a line with end marks (a dot when both are
    zero), so it never vanishes. Labels have a white halo; ``label_at``
    (see ``LABEL_AT``) puts them outside the box, clear of any hatching.

    Parameters
    ----------
    ax : matplotlib.axes.Axes
        The axes to draw on.
    r : Rect
        The rectangle.
    label : str, optional
        Words written by the shape, on a white halo.
    color : str
        A matplotlib colour.
    fill : bool, default True
        Fill the shape lightly.
    hatch : str, optional
        A matplotlib hatch pattern, such as ``'///'``.
    alpha : float, default 0.25
        The fill's opacity.
    linestyle : str, default '-'
        The outline's line style.
    linewidth : float, default 1.5
        The outline's width.
    pixels : bool, default False
        Draw the integer pixel cells instead of one box.
    label_at : str, default 'center'
        One of ``LABEL_AT``.

    Returns
    -------
    list of matplotlib.artist.Artist
        What was drawn.

    Examples
    --------
    >>> fig, ax = new_figure()
    >>> artists = rect(screen_axes(ax, 10, 10), Rect(1, 1, 4, 3), label='a', label_at='above')
    >>> len(artists) >= 2
    True
    """
    _need_axes(ax)
    if not isinstance(r, Rect):
        raise TypeError(f"r must be a Rect, got {type(r).__name__} {r!r}")
    if label_at not in LABEL_AT:
        raise ValueError(f"label_at must be one of {', '.join(LABEL_AT)}, got {label_at!r}")
    if not (r.x < r.right and r.y < r.bottom):
        return _empty_rect(ax, r, label=label, color=color, label_at=label_at)
    artists, face = [], to_rgba(color, alpha)
    if pixels:  # one cell per pixel, then the outline over them
        cells = [Rectangle((px, py), 1, 1) for px, py in r.pixels()]
        look = {"facecolor": face, "edgecolor": color, "linewidth": 0.5, "hatch": hatch}
        artists.append(ax.add_collection(PatchCollection(cells, **look)))
        fill, hatch = False, None  # the cells carry the fill and the hatch
    line = {"edgecolor": color, "linewidth": linewidth, "linestyle": linestyle}
    outline = Rectangle((r.x, r.y), r.w, r.h, facecolor=face if fill else "none", hatch=hatch, **line)
    ax.add_patch(outline)
    artists.append(outline)
    if label:
        artists.append(_rect_label(ax, r, label, color, label_at))
    return artists


def _rect_label(ax, r: Rect, label, color, label_at):
    if label_at == "center":
        return text(ax, (r.x + r.w / 2, r.y + r.h / 2), label, color=color)
    left, above = label_at in ("above", "below-left"), label_at in ("above", "above-right")
    return text(
        ax,
        (r.x if left else r.right, r.y if above else r.bottom),
        f" {label}" if left else f"{label} ",
        color=color,
        ha="left" if left else "right",
        va="bottom" if above else "top",
    )


def _empty_rect(ax, r: Rect, *, label, color, label_at):
    """A zero-width or zero-height rectangle: a line with end marks, or a ringed dot."""
    (line,) = ax.plot(
        [r.x, r.right],
        [r.y, r.bottom],
        color=color,
        linewidth=2.5,
        marker="_"
        if r.x == r.right and r.y != r.bottom
        else ("|" if r.y == r.bottom and r.x != r.right else "o"),
        markersize=9,
        markerfacecolor="white",
        markeredgewidth=2,
        solid_capstyle="butt",
    )
    artists = [line]
    if label:
        artists.append(_rect_label(ax, r, label, color, label_at if label_at != "center" else "above"))
    return artists


def circle(ax, c: Circle, *, label=None, color=BLUE, fill=True, alpha=0.25, linestyle="-", hatch=None):
    """Draw a circle, its centre, and an optional label.

    Parameters
    ----------
    ax : matplotlib.axes.Axes
        The axes to draw on.
    c : Circle
        The circle.
    label : str, optional
        Words written by the shape, on a white halo.
    color : str
        A matplotlib colour.
    fill : bool, default True
        Fill the shape lightly.
    alpha : float, default 0.25
        The fill's opacity.
    linestyle : str, default '-'
        The outline's line style.
    hatch : str, optional
        A matplotlib hatch pattern, such as ``'///'``.

    Returns
    -------
    list of matplotlib.artist.Artist
        What was drawn.

    Examples
    --------
    >>> fig, ax = new_figure()
    >>> len(circle(ax, Circle(5, 5, 3), label='c')) >= 2
    True
    """
    _need_axes(ax)
    patch = CirclePatch(
        (c.x, c.y),
        c.r,
        edgecolor=color,
        linewidth=1.5,
        linestyle=linestyle,
        facecolor=to_rgba(color, alpha) if fill else "none",
        hatch=hatch,
    )
    ax.add_patch(patch)
    artists = [patch, *point(ax, c.center, color=color, size=3)]
    if label is not None:
        artists.append(text(ax, (c.x, c.y - c.r), label, color=color, va="bottom"))
    return artists


def point(ax, p, *, label=None, color="black", size=5, marker="o", offset=(4, 4)):
    """Draw a point as a dot, with an optional label ``offset`` points away (x right, y up).

    Parameters
    ----------
    ax : matplotlib.axes.Axes
        The axes to draw on.
    p : Point or (x, y)
        The point.
    label : str, optional
        Words written by the shape, on a white halo.
    color : str, default 'black'
        A matplotlib colour.
    size : float, default 5
        The marker size.
    marker : str, default 'o'
        A matplotlib marker.
    offset : (float, float), default (4, 4)
        Where the label sits, in points from the dot.

    Returns
    -------
    list of matplotlib.artist.Artist
        What was drawn.

    Examples
    --------
    >>> fig, ax = new_figure()
    >>> len(point(ax, (2, 3), label='p')) == 2
    True
    """
    _need_axes(ax)
    p = p if isinstance(p, Point) else Point(*p)
    (dot,) = ax.plot([p.x], [p.y], marker=marker, color=color, markersize=size, linestyle="none")
    artists = [dot]
    if label is not None:
        artists.append(_note(ax, (p.x, p.y), label, color=color, offset=offset))
    return artists


def text(ax, xy, words, *, color="black", ha="center", va="center", size=10):
    """Write ``words`` at data position ``xy``.

    Parameters
    ----------
    ax : matplotlib.axes.Axes
        The axes to draw on.
    xy : (float, float)
        Where, in data coordinates.
    words : str
        What to write.
    color : str, default 'black'
        A matplotlib colour.
    ha : str, default 'center'
        Horizontal alignment.
    va : str, default 'center'
        Vertical alignment.
    size : float, default 10
        Font size.

    Returns
    -------
    matplotlib.text.Text
        The text artist.

    Examples
    --------
    >>> text(new_figure()[1], (1, 1), 'hit').get_text()
    'hit'
    """

    return ax.text(
        xy[0],
        xy[1],
        words,
        color=color,
        ha=ha,
        va=va,
        fontsize=size,
        fontweight="bold",
        path_effects=[patheffects.withStroke(linewidth=3, foreground="white")],
    )


def verdict(ax, hit: bool, detail: str = ""):
    """Title the axes with a verdict in words, never colour alone.

    Parameters
    ----------
    ax : matplotlib.axes.Axes
        The axes to draw on.
    hit : bool
        The verdict.
    detail : str, default ''
        More words after it.

    Returns
    -------
    matplotlib.text.Text
        The title.

    Examples
    --------
    >>> verdict(new_figure()[1], True, 'they overlap').get_text()
    'HIT  they overlap'
    """
    word = "HIT" if hit else "miss"
    return ax.set_title(
        f"{word}{'  ' + detail if detail else ''}", color=ORANGE if hit else BLUE, fontweight="bold"
    )


def interval(ax, lo, hi, row, *, label=None, color=BLUE, height=0.35):
    """Draw the 1-D interval ``[lo, hi]`` as a bar on row ``row`` (a dot if ``lo == hi``).

    Parameters
    ----------
    ax : matplotlib.axes.Axes
        The axes to draw on.
    lo : float
        The start.
    hi : float
        The end (``>= lo``).
    row : float
        The height to draw it at.
    label : str, optional
        Words written by the shape, on a white halo.
    color : str
        A matplotlib colour.
    height : float, default 0.35
        The bar's thickness.

    Returns
    -------
    list of matplotlib.artist.Artist
        What was drawn.

    Examples
    --------
    >>> fig, ax = new_figure()
    >>> len(interval(ax, 0, 4, 1, label='a')) >= 1
    True
    """
    if hi > lo:
        bar = Rectangle(
            (lo, row - height / 2),
            hi - lo,
            height,
            facecolor=to_rgba(color, 0.35),
            edgecolor=color,
            linewidth=1.5,
        )
        ax.add_patch(bar)
        artists = [bar]
    else:
        artists = point(ax, (lo, row), color=color, size=6)
    if label is not None:
        artists.append(ax.text(lo - 0.15, row, label, ha="right", va="center", fontsize=8, color=color))
    return artists


def rect_pair(ax, a: Rect, b: Rect, *, labels=("r1", "r2"), title=None, margin=2):
    """Draw two rectangles (blue and orange, labelled) with their shared area hatched,
    on screen axes fitted around both.

    The labels sit outside the boxes (``a`` above its top-left corner, ``b``
    below its bottom-right corner), so they never lie on the hatching, and a
    box of zero size shows as a marked line or dot.

    Parameters
    ----------
    ax : matplotlib.axes.Axes
        The axes to draw on.
    a : Rect
        The first box.
    b : Rect
        The second box.
    labels : (str, str), default ('r1', 'r2')
        The two labels.
    title : str, optional
        A title.
    margin : float, default 2
        Space around the boxes.

    Returns
    -------
    list of matplotlib.artist.Artist
        What was drawn.

    Examples
    --------
    >>> fig, ax = new_figure()
    >>> len(rect_pair(ax, Rect(0, 0, 4, 4), Rect(2, 2, 4, 4))) > 2
    True
    """
    _need_axes(ax)

    span = max(a.right, b.right) - min(a.left, b.left), max(a.bottom, b.bottom) - min(a.top, b.top)
    room = max(margin, 0.18 * max(span))  # space outside the boxes for the labels
    left = min(a.left, b.left) - room
    top = min(a.top, b.top) - room
    right = max(a.right, b.right) + room
    bottom = max(a.bottom, b.bottom) + room
    screen_axes(ax, right - left, bottom - top, x0=left, y0=top, grid=False)
    ax.set_xlabel("")
    ax.set_ylabel("")
    artists = rect(ax, a, label=labels[0], color=BLUE, label_at="above")
    artists += rect(ax, b, label=labels[1], color=ORANGE, linestyle="--", label_at="below")
    shared = intersection(a, b)
    if shared is not None:
        artists += rect(ax, shared, fill=False, hatch="///", color="black", linewidth=0.6)
    if title:
        artists.append(ax.set_title(title, fontsize=9))
    return artists


def _note(ax, xy, words, *, color, offset, ha="left", va="baseline", size=9):
    """Words ``offset`` points from data position ``xy`` (x right, y up), on a white halo."""
    return ax.annotate(
        words,
        xy,
        xytext=offset,
        textcoords="offset points",
        color=color,
        ha=ha,
        va=va,
        fontsize=size,
        path_effects=[patheffects.withStroke(linewidth=3, foreground="white")],
    )


def atlas_grid(wrong, names, ax=None, *, title: str | None = None):
    """Draw the atlas grid: one cell per class, the ``wrong`` ones orange with an ✗.

    Rows are the y relation, columns the x relation. Which classes are wrong
    is decided elsewhere (:func:`collide_lessons.atlas.picture` runs a test on
    every class and calls this); this function only draws. Without ``ax`` a
    new figure is made and returned (so a notebook shows it); with ``ax`` the
    artists drawn are returned.

    Parameters
    ----------
    wrong : collection of (str, str)
        The classes to mark, each ``(x relation, y relation)``.
    names : sequence of str
        The relations along each side, in order (``atlas.RELATIONS`` or
        ``atlas.RELATIONS_WITH_POINTS``).
    ax : matplotlib.axes.Axes, optional
        Where to draw (a new figure when omitted).
    title : str, optional
        A title (default: how many classes are wrong).

    Returns
    -------
    matplotlib.figure.Figure or list of Artist
        The new figure without ``ax``; the artists drawn with it.

    Examples
    --------
    >>> atlas_grid({("before", "after")}, ["before", "after"]).axes[0].get_title()
    '1 of 4 classes wrong (✗)'
    """
    if callable(wrong):
        raise TypeError(
            "wrong must be the classes to mark, not a test function; "
            "atlas.picture(test) checks a test on every class and draws this grid"
        )
    names, wrong = list(names), set(wrong)
    if ax is None:
        size = 6.5 if len(names) <= 13 else 11
        fig, ax = new_figure(size, size)
        atlas_grid(wrong, names, ax, title=title)
        return fig
    grid = np.array([[1.0 if (x, y) in wrong else 0.0 for x in names] for y in names])
    artists = [ax.imshow(grid, cmap=ListedColormap(["#e8eef6", "tab:orange"]), vmin=0, vmax=1)]
    for row, y in enumerate(names):
        for col, x in enumerate(names):
            if (x, y) in wrong:
                artists.append(ax.text(col, row, "✗", ha="center", va="center", fontsize=8, color="black"))
    ax.set_xticks(range(len(names)), names, rotation=90, fontsize=7)
    ax.set_yticks(range(len(names)), names, fontsize=7)
    ax.set_xlabel("x relation of a to b")
    ax.set_ylabel("y relation of a to b")
    marked = sum((x, y) in wrong for x in names for y in names)
    ax.set_title(title or f"{marked} of {len(names) ** 2} classes wrong (✗)", fontsize=10)
    return artists


# --- the board: a scene (a list of shape records, see collide_lessons.scene) as a still picture ---
_HATCH = "///"
_VERTICAL = {"auto": "baseline", "hanging": "top", "central": "center", "middle": "center"}
_ANCHOR = {"start": "left", "middle": "center", "end": "right"}


def _style(shape) -> dict:
    return {"color": shape.get("color", BLUE), "linestyle": "--" if shape.get("dashed") else "-"}


def _board_rect(ax, shape, view):
    look = _style(shape)
    return rect(
        ax,
        Rect(shape["x"], shape["y"], shape["w"], shape["h"]),
        label=shape.get("label"),
        color=look["color"],
        fill=shape.get("fill", True),
        hatch=_HATCH if shape.get("hatch") and not shape.get("pixels") else None,
        alpha=shape.get("alpha", 0.25),
        linestyle=look["linestyle"],
        linewidth=shape.get("linewidth", 1.5),
        pixels=bool(shape.get("pixels")),
        label_at=shape.get("label_at", "above"),
    )


def _board_circle(ax, shape, view):
    look = _style(shape)
    c = Circle(shape["x"], shape["y"], shape["r"])
    artists = circle(
        ax,
        c,
        color=look["color"],
        fill=shape.get("fill", True),
        alpha=shape.get("alpha", 0.25),
        linestyle=look["linestyle"],
        hatch=_HATCH if shape.get("hatch") else None,
    )
    if shape.get("label"):  # up and to the right of the rim, as on the board
        spot = (c.x + 0.72 * c.r, c.y - 0.72 * c.r)
        artists.append(_note(ax, spot, shape["label"], color=look["color"], offset=(2, 2)))
    return artists


def _board_point(ax, shape, view):
    size = shape.get("size", 4)
    return point(
        ax,
        (shape["x"], shape["y"]),
        label=shape.get("label"),
        color=shape.get("color", "black"),
        size=1.6 * size,
        marker="s" if shape.get("marker") == "square" else "o",
        offset=(5, 5),
    )


def _board_text(ax, shape, view):
    return [
        text(
            ax,
            (shape["x"], shape["y"]),
            shape["text"],
            color=shape.get("color", "black"),
            ha=_ANCHOR[shape.get("anchor", "start")],
            va=_VERTICAL.get(shape.get("baseline", "auto"), "baseline"),
            size=9,
        )
    ]


def _board_line(ax, shape, view):
    look = _style(shape)
    xs, ys = [shape["x"], shape["x2"]], [shape["y"], shape["y2"]]
    return ax.plot(
        xs, ys, color=look["color"], linestyle=look["linestyle"], linewidth=shape.get("linewidth", 1.0)
    )


def _board_segment(ax, shape, view):
    look = _style(shape)
    (x, y), (x2, y2) = (shape["x"], shape["y"]), (shape["x2"], shape["y2"])
    wide = dict(look, linewidth=shape.get("linewidth", 2))
    if shape.get("ray"):  # from the origin through the direction point, on past the board's edge
        far = 4 * (view[2] + view[3]) / max(np.hypot(x2 - x, y2 - y), 1e-300)
        artists = ax.plot([x, x + (x2 - x) * far], [y, y + (y2 - y) * far], **wide)
        arrow = {"arrowstyle": "-|>", "color": look["color"]}
        artists.append(ax.annotate("", (x2, y2), (x, y), arrowprops=arrow))
        artists += ax.plot([x], [y], "o", color=look["color"], markersize=5)
    else:
        artists = ax.plot([x, x2], [y, y2], marker="o", markersize=4, **wide)
    if shape.get("label"):
        artists.append(_note(ax, (x, y), shape["label"], color=look["color"], offset=(5, 5)))
    return artists


def _board_polygon(ax, shape, view):
    look = _style(shape)
    corners = placed(shape["outline"], shape["x"], shape["y"], shape.get("angle", 0)).vertices
    patch = PolygonPatch(
        corners,
        closed=True,
        facecolor=to_rgba(look["color"], shape.get("alpha", 0.25)) if shape.get("fill", True) else "none",
        edgecolor=look["color"],
        linestyle=look["linestyle"],
        hatch=_HATCH if shape.get("hatch") else None,
        linewidth=1.5,
    )
    artists = [ax.add_patch(patch)]
    if shape.get("label"):  # above its top-left, as on the board
        spot = (min(x for x, _ in corners), min(y for _, y in corners))
        artists.append(_note(ax, spot, shape["label"], color=look["color"], offset=(0, 3)))
    return artists


def _board_cells(ax, shape, view):
    size = shape.get("size", 1)
    cells = PatchCollection(
        [Rectangle((x, y), size, size) for x, y in shape["cells"]],
        facecolor=to_rgba(shape.get("color", RED), shape.get("alpha", 1.0)),
        linewidth=0,
    )
    ax.add_collection(cells)
    return [cells]


def _board_image(ax, shape, view):
    head, _, data = shape["href"].partition(",")
    if head != "data:image/png;base64":
        raise ValueError(f"an image's href must be a PNG data URL (data:image/png;base64,...), got {head!r}")
    pixels = image.imread(io.BytesIO(base64.b64decode(data)), format="png")
    x, y, w, h = shape["x"], shape["y"], shape["w"], shape["h"]
    artists = [ax.imshow(pixels, extent=(x, x + w, y + h, y), interpolation="nearest")]
    color = shape.get("color", "black")
    if shape.get("outline"):
        artists += rect(ax, Rect(x, y, w, h), fill=False, color=color, linewidth=shape.get("linewidth", 1.5))
    if shape.get("label"):
        artists.append(_note(ax, (x, y), shape["label"], color=color, offset=(0, 3)))
    return artists


BOARD_KINDS = {
    "rect": _board_rect,
    "circle": _board_circle,
    "point": _board_point,
    "line": _board_line,
    "segment": _board_segment,
    "polygon": _board_polygon,
    "text": _board_text,
    "cells": _board_cells,
    "image": _board_image,
}
"""Shape kind -> the function that draws one record of it (``scene.SHAPE_KINDS``, one each)."""


def at_frame(shape: dict, frame) -> dict:
    """A shape as the board shows it at one frame of a played run (``frame=None``: as given).

    A shape with an ``obj`` index takes its place from the frame's positions
    and, on a frame where it hits, its ``hit_color`` (or ``hit_href``) and a
    hatch; any other shape is unchanged.

    Parameters
    ----------
    shape : dict
        A scene record.
    frame : dict or None
        One of a run's frames, ``{"p": [[x, y], ...], "hit": [0 or 1, ...]}``.

    Returns
    -------
    dict
        The record to draw.

    Examples
    --------
    >>> ball = {"kind": "circle", "x": 0, "y": 0, "r": 2, "color": "#1f77b4",
    ...         "obj": 1, "hit_color": "#ff7f0e"}
    >>> moved = at_frame(ball, {"p": [[5, 5], [9, 4]], "hit": [0, 1]})
    >>> moved["x"], moved["y"], moved["color"], moved["hatch"]
    (9, 4, '#ff7f0e', True)
    """
    if frame is None or "obj" not in shape:
        return shape
    x, y = frame["p"][shape["obj"]]
    hit = frame["hit"][shape["obj"]] == 1
    shape = {**shape, "x": x, "y": y, "hatch": hit, "color": shape["hit_color"] if hit else shape["color"]}
    if hit and "hit_href" in shape:
        shape["href"] = shape["hit_href"]
    return shape


def _board_order(shapes) -> list:
    """The board's drawing order: plain shapes, then draggable ones, then the ones marked ``top``."""
    return sorted(shapes, key=lambda s: 1 if s.get("drag") else 2 if s.get("top") else 0)  # stable


def _points_per_unit(ax, view) -> float:
    """Points per world unit of a still drawn with equal scales (estimated before the layout)."""
    box, (width, height) = ax.get_position(), ax.figure.get_size_inches()
    return 72 * min(box.width * width / view[2], box.height * height / view[3])


def _plain_words(ax, words: str) -> str:
    """A verdict's words without HTML, each line wrapped to its column of the figure (5 points a letter)."""
    words = html.unescape(re.sub(r"<[^>]+>", "", re.sub(r"<br\s*/?>|</p>\s*<p>", " · ", words))).strip()
    spec = ax.get_subplotspec()
    share = 1 / spec.get_gridspec().ncols if spec else ax.get_position().width
    letters = max(16, int(0.9 * share * ax.figure.get_size_inches()[0] * 72 / 5))
    return "\n".join(textwrap.fill(line, letters, break_on_hyphens=False) for line in words.split("\n"))


def board(ax, shapes, view, *, grid=True, verdict=None, frame=None, scale=None):
    """Draw a playground's scene (the shape records its ``*_scene`` function returns) as a still picture.

    Every lesson shows each playground's starting scene this way before the
    live board, so the still and the board come from the same function. It
    draws every kind in ``BOARD_KINDS`` (rectangles, pixel cells, circles,
    points, lines, segments and rays, polygons, text, images), with their
    hatching, dashes and labels, in the board's order (draggable shapes above
    the others, shapes marked ``top`` above those), and places the rectangles'
    labels clear of the other shapes as the board does.

    Parameters
    ----------
    ax : matplotlib.axes.Axes
        The axes to draw on.
    shapes : list of dict
        Scene records (see :mod:`collide_lessons.scene`).
    view : (x0, y0, width, height)
        The region shown.
    grid : bool or float, default True
        Draw the grid (a number: its spacing).
    verdict : str, optional
        Words written above the picture, such as the playground's verdict (HTML tags are dropped;
        each line is wrapped to the picture's width).
    frame : dict, optional
        One frame of the scene's played run: shapes with an ``obj`` index are drawn where, and
        as, that frame shows them (see :func:`at_frame`).
    scale : float, optional
        The board's pixels per unit, for placing rectangles' labels clear of other shapes with
        :func:`collide_lessons.scene.place_labels`, as the live board does (default: the scale at
        which the board's 12 px labels are as large, relative to the shapes, as this still's 10 pt
        ones: 1.2 x its points per unit).

    Returns
    -------
    matplotlib.axes.Axes
        ``ax``.

    Examples
    --------
    >>> from matplotlib.figure import Figure
    >>> box = {"kind": "rect", "x": 1, "y": 1, "w": 3, "h": 3, "color": "#1f77b4", "label": "a"}
    >>> ax = board(Figure().add_subplot(), [box], (0, 0, 10, 10), verdict="<b>HIT</b>")
    >>> len(ax.patches), ax.get_title()
    (1, 'HIT')
    """
    _need_axes(ax)
    x0, y0, width, height = view
    ticks = None if isinstance(grid, bool) else int(grid)
    screen_axes(ax, width, height, x0=x0, y0=y0, grid=bool(grid), ticks=ticks)
    shapes = [at_frame(shape, frame) for shape in shapes]
    placed_labels = scene.place_labels(shapes, scale or 1.2 * _points_per_unit(ax, view))
    for layer, shape in enumerate(_board_order(placed_labels)):
        kind = shape.get("kind")
        if kind not in BOARD_KINDS:
            raise ValueError(
                f"shapes: unknown kind {kind!r} in {shape!r:.80}; known: {', '.join(BOARD_KINDS)}"
            )
        for artist in BOARD_KINDS[kind](ax, shape, view):
            artist.set_zorder(3 + layer)  # the board's order: a later shape covers an earlier one
    if verdict:
        ax.set_title(_plain_words(ax, verdict), fontsize=10)
    ax.set_xlim(x0, x0 + width)
    ax.set_ylim(y0 + height, y0)
    return ax
