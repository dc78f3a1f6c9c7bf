"""Playgrounds for lessons 01-03: one rectangle, rectangle tests, touching."""

from __future__ import annotations

import html

import ipywidgets as W

from .. import as_published, atlas, draw, engines
from ..collision import collides
from ..coords import representations
from ..rects import intersection, overlap_area, overlaps_by_edges, overlaps_by_negation
from ..shapes import ANCHORS, Rect
from .base import Playground, _slider, _table, _word

__all__ = [
    "SCREEN",
    "rect_state",
    "render_rect_state",
    "rect_playground",
    "RECT_TESTS",
    "rect_test_state",
    "render_rect_test_state",
    "rect_test_playground",
    "touching_rules",
    "touching_state",
    "render_touching_state",
    "touching_playground",
]


# --- lesson 01 ---------------------------------------------------------------------------
SCREEN = (100, 80)


def rect_state(x, y, w, h, anchor="topleft") -> dict:
    """Everything lesson 01's playground shows for one rectangle.

    Parameters
    ----------
    x : int or float
        The left edge.
    y : int or float
        The top edge.
    w : int or float
        The width.
    h : int or float
        The height.
    anchor : str, default 'topleft'
        One of ``ANCHORS``.

    Returns
    -------
    dict
        ``rect``, ``anchor``, ``anchor_point``, each of ``coords.representations`` and ``text``.

    Examples
    --------
    >>> rect_state(2, 3, 4, 5)['left, top, right, bottom']
    (2, 3, 6, 8)
    """
    r = Rect(x, y, w, h)
    reps = representations(r)
    point = r.anchor(anchor)
    rows = dict(reps)
    rows[f"anchor {anchor}"] = tuple(point)
    return {"rect": r, "anchor": anchor, "anchor_point": point, **reps, "text": _table(rows)}


def render_rect_state(ax, state):
    """Draw lesson 01's rectangle with all four descriptions on it: the two corners, the
    four edges by name, the width and height as arrows, and the centre; plus the anchor.

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
    >>> render_rect_state(ax, rect_state(10, 10, 30, 20))
    """
    r = state["rect"]
    draw.screen_axes(ax, *SCREEN)
    draw.rect(ax, r, color=draw.BLUE)
    small = dict(fontsize=7, color="0.25")
    draw.point(ax, (r.left, r.top), label=f"(x, y) = ({r.left}, {r.top})", color=draw.BLUE, offset=(-92, 4))
    draw.point(
        ax,
        (r.right, r.bottom),
        label=f"(right, bottom) = ({r.right}, {r.bottom})",
        color=draw.BLUE,
        offset=(6, -14),
    )
    ax.annotate(
        "",
        xy=(r.right, r.top - 6),
        xytext=(r.left, r.top - 6),
        arrowprops=dict(arrowstyle="<->", color="0.25", linewidth=0.8),
    )
    ax.text((r.left + r.right) / 2, r.top - 7, f"w = {r.w}", ha="center", va="bottom", **small)
    ax.annotate(
        "",
        xy=(r.right + 4, r.bottom),
        xytext=(r.right + 4, r.top),
        arrowprops=dict(arrowstyle="<->", color="0.25", linewidth=0.8),
    )
    ax.text(r.right + 5, (r.top + r.bottom) / 2, f"h = {r.h}", ha="left", va="center", **small)
    ax.text(r.left - 1, (r.top + r.bottom) / 2, f"left = {r.left}", ha="right", va="center", **small)
    ax.text((r.left + r.right) / 2, r.bottom + 1, f"bottom = {r.bottom}", ha="center", va="top", **small)
    c = r.center
    draw.point(ax, (c.x, c.y), label=f"centre ({c.x}, {c.y})", color="0.25", size=4, offset=(4, -12))
    draw.point(
        ax,
        state["anchor_point"],
        label=state["anchor"],
        color=draw.ORANGE,
        size=8,
        marker="X",
        offset=(6, -14),
    )
    ax.set_title("one rectangle, four descriptions", fontsize=10)


def rect_playground(x=20, y=15, w=40, h=25) -> Playground:
    """Lesson 01: move and resize a rectangle; every representation updates.

    Parameters
    ----------
    x : int, default 20
        Starting x.
    y : int, default 15
        Starting y.
    w : int, default 40
        Starting width.
    h : int, default 25
        Starting height.

    Returns
    -------
    Playground
        The live widget: controls, picture and verdict; its ``result`` is the latest state.

    Examples
    --------
    >>> rect_playground().result['rect']
    Rect(x=20, y=15, w=40, h=25)
    """
    controls = {
        "x": _slider("x", x, 0, SCREEN[0]),
        "y": _slider("y", y, 0, SCREEN[1]),
        "w": _slider("w", w, 0, SCREEN[0]),
        "h": _slider("h", h, 0, SCREEN[1]),
        "anchor": W.Dropdown(options=ANCHORS, value="topleft", description="anchor"),
    }
    return Playground("rectangle representations", controls, rect_state, render_rect_state)


# --- lesson 02 ---------------------------------------------------------------------------
def _rect_tests() -> dict:

    tests = {
        f"edge_test, {name}": (lambda a, b, kw=kw: as_published.edge_test(a, b, **kw))
        for name, kw in as_published.STAGES.items()
    }
    tests["by edges (correct)"] = overlaps_by_edges
    tests["by negation (correct)"] = overlaps_by_negation
    return tests


RECT_TESTS = _rect_tests()
"""The rectangle tests lesson 02 compares, by the name its chooser shows."""


def rect_test_state(ax, ay, aw, ah, bx, by, bw, bh, test="edge_test, both fixed") -> dict:
    """Every test's verdict on r1, r2, the truth, and the pair's atlas class.

    Parameters
    ----------
    ax : int
        r1's x.
    ay : int
        r1's y.
    aw : int
        r1's width.
    ah : int
        r1's height.
    bx : int
        r2's x.
    by : int
        r2's y.
    bw : int
        r2's width.
    bh : int
        r2's height.
    test : str
        The test to highlight (a key of its ``verdicts``).

    Returns
    -------
    dict
        ``r1``, ``r2``, ``truth``, ``verdicts`` (test name -> answer), ``test``, ``chosen``,
        ``classes`` (the atlas class), ``shared`` and ``text``.

    Examples
    --------
    >>> s = rect_test_state(10, 25, 40, 10, 25, 10, 10, 40)      # the plus sign
    >>> s['truth'], s['chosen'], s['classes']
    (True, False, ('contains', 'during'))
    """

    if test not in RECT_TESTS:
        raise ValueError(f"unknown test {test!r}; choose one of {', '.join(RECT_TESTS)}")
    r1, r2 = Rect(ax, ay, aw, ah), Rect(bx, by, bw, bh)
    truth = collides(r1, r2)
    verdicts = {name: bool(fn(r1, r2)) for name, fn in RECT_TESTS.items()}
    rows = "".join(
        f"<tr style='font-weight:{'bold' if name == test else 'normal'}'>"
        f"<td style='padding-right:1em'>{html.escape(name)}</td><td>{_word(v)}</td>"
        f"<td>{'right' if v == truth else '<b>WRONG</b>'}</td></tr>"
        for name, v in verdicts.items()
    )
    x_rel, y_rel = atlas.classify(r1, r2)
    text = (
        f"<p>truth: <b>{'they share area' if truth else 'no shared area'}</b> · "
        f"class: x {x_rel}, y {y_rel}</p><table>{rows}</table>"
    )
    return {
        "r1": r1,
        "r2": r2,
        "truth": truth,
        "verdicts": verdicts,
        "test": test,
        "chosen": verdicts[test],
        "classes": (x_rel, y_rel),
        "shared": intersection(r1, r2),
        "text": text,
    }


def render_rect_test_state(ax, state):
    """r1 blue, r2 orange, the shared region hatched; title gives verdict and truth.

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
    >>> render_rect_test_state(ax, rect_test_state(0, 0, 10, 10, 5, 5, 10, 10))
    """
    draw.screen_axes(ax, 60, 60)
    draw.rect(ax, state["r1"], label="r1", color=draw.BLUE, label_at="above")
    draw.rect(ax, state["r2"], label="r2", color=draw.ORANGE, label_at="below")
    if state["shared"] is not None:
        draw.rect(ax, state["shared"], fill=False, hatch="///", color="black", linewidth=0.8)
    right = state["chosen"] == state["truth"]
    ax.set_title(f"{state['test']}: {_word(state['chosen'])} ({'right' if right else 'WRONG'})", fontsize=10)


def rect_test_playground(test="edge_test, both fixed") -> Playground:
    """Lesson 02: two rectangles on sliders; every test's verdict against the truth.

    Starts on a plus sign, which the repaired published test gets wrong.

    Parameters
    ----------
    test : str, default 'edge_test, both fixed'
        The test chosen at the start.

    Returns
    -------
    Playground
        The live widget: controls, picture and verdict; its ``result`` is the latest state.

    Examples
    --------
    >>> rect_test_playground().result['chosen']          # misses the plus sign
    False
    """
    controls = {
        "ax": _slider("r1 x", 10, 0, 60),
        "ay": _slider("r1 y", 25, 0, 60),
        "aw": _slider("r1 w", 40, 0, 60),
        "ah": _slider("r1 h", 10, 0, 60),
        "bx": _slider("r2 x", 25, 0, 60),
        "by": _slider("r2 y", 10, 0, 60),
        "bw": _slider("r2 w", 10, 0, 60),
        "bh": _slider("r2 h", 40, 0, 60),
        "test": W.Dropdown(
            options=list(RECT_TESTS), value=test, description="test", layout=W.Layout(width="360px")
        ),
    }
    return Playground("rectangle tests", controls, rect_test_state, render_rect_test_state)


# --- lesson 03 ---------------------------------------------------------------------------
def touching_rules() -> dict:
    """Every rule lesson 03 compares: ours, each article's, and three libraries'.

    Returns
    -------
    dict
        Rule name -> ``rule(a, b) -> bool``.

    Examples
    --------
    >>> len(touching_rules()) >= 8
    True
    """

    rules = {
        "collides (touching=False)": lambda a, b: collides(a, b),
        "collides (touching=True)": lambda a, b: collides(a, b, touching=True),
    }
    rules.update(as_published.ARTICLE_RULES)
    rules.update(engines.ENGINE_RULES)
    return rules


def touching_state(bx, by, bw=4, bh=4) -> dict:
    """Box B at (bx, by) against box A = Rect(4, 3, 5, 4): every rule, and the pixels shared.

    Parameters
    ----------
    bx : int
        Box B's x.
    by : int
        Box B's y.
    bw : int, default 4
        Box B's width.
    bh : int, default 4
        Box B's height.

    Returns
    -------
    dict
        ``a``, ``b``, ``verdicts`` (rule -> answer), ``pixels_shared``, ``gap``, ``where`` and
        ``text``.

    Examples
    --------
    >>> touching_state(9, 3)['pixels_shared']        # B starts at A's right edge
    0
    """

    a, b = Rect(4, 3, 5, 4), Rect(bx, by, bw, bh)
    verdicts = {name: bool(rule(a, b)) for name, rule in touching_rules().items()}
    shared = overlap_area(a, b)
    gap = max(b.left - a.right, a.left - b.right, b.top - a.bottom, a.top - b.bottom)
    rows = "".join(
        f"<tr><td style='padding-right:1em'>{html.escape(n)}</td><td>{_word(v)}</td></tr>"
        for n, v in verdicts.items()
    )
    where = "overlapping" if shared else ("touching" if gap == 0 else f"apart (gap {gap})")
    text = f"<p>pixels shared: <b>{shared}</b> · the boxes are <b>{where}</b></p><table>{rows}</table>"
    return {
        "a": a,
        "b": b,
        "verdicts": verdicts,
        "pixels_shared": shared,
        "gap": gap,
        "where": where,
        "text": text,
    }


def render_touching_state(ax, state):
    """Both boxes as pixel cells on a 16 x 11 grid.

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
    >>> render_touching_state(ax, touching_state(9, 3))
    """
    draw.screen_axes(ax, 16, 11, ticks=1)
    draw.rect(ax, state["a"], pixels=True, color=draw.BLUE, label="A", label_at="above")
    draw.rect(ax, state["b"], pixels=True, color=draw.ORANGE, hatch="//", label="B", label_at="below")
    ax.set_title(
        f"B at x={state['b'].x}: {state['where']}, {state['pixels_shared']} pixels shared", fontsize=10
    )


def touching_playground() -> Playground:
    """Lesson 03: step box B a pixel at a time past box A; every rule's verdict.

    Returns
    -------
    Playground
        The live widget: controls, picture and verdict; its ``result`` is the latest state.

    Examples
    --------
    >>> sorted(touching_playground().controls)
    ['bx', 'by']
    """
    controls = {"bx": _slider("B x", 13, 0, 15), "by": _slider("B y", 3, 0, 10)}
    return Playground("touching rules", controls, touching_state, render_touching_state, figsize=(5, 3.8))
