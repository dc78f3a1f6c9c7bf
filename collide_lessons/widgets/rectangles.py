"""Playgrounds for lessons 01-03: one rectangle, rectangle tests, touching."""

from __future__ import annotations

import html
from fractions import Fraction

import ipywidgets as W

from .. import as_published, engines
from ..collision import collides
from ..coords import representations
from ..intervals import classify
from ..rects import intersection, overlaps_by_edges, overlaps_by_negation
from ..scene import BLUE, ORANGE, number_text, table_html, verdict_word
from ..shapes import ANCHORS, Rect
from .canvas import DragPlayground, shape_point, shape_rect

__all__ = [
    "SCREEN",
    "rect_state",
    "rect_scene",
    "rect_playground",
    "NEGATION_COMPARISONS",
    "rect_test_scene",
    "RECT_TESTS",
    "rect_test_state",
    "rect_test_playground",
    "touching_rules",
    "touching_state",
    "touching_scene",
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
    return {"rect": r, "anchor": anchor, "anchor_point": point, **reps, "text": table_html(rows)}


def rect_scene(geometry, anchor="topleft") -> dict:
    """What lesson 01's drag playground shows: the rectangle, its corners, centre and anchor.

    Parameters
    ----------
    geometry : dict
        ``{"r": {"x", "y", "w", "h"}}``, as the board sends it.
    anchor : str, default 'topleft'
        One of ``ANCHORS``.

    Returns
    -------
    dict
        :func:`rect_state` plus ``shapes`` (for the board).

    Examples
    --------
    >>> rect_scene({"r": dict(x=2, y=3, w=4, h=5)})["left, top, right, bottom"]
    (2, 3, 6, 8)
    """
    state = rect_state(**geometry["r"], anchor=anchor)
    r = state["rect"]
    shapes = [
        shape_rect(r, id="r", label="r", drag=True, resize=True),
        shape_point((r.left, r.top), label=f"(x, y) = ({r.left}, {r.top})", color=BLUE),
        shape_point((r.right, r.bottom), label=f"(right, bottom) = ({r.right}, {r.bottom})", color=BLUE),
        shape_point(r.center, label="centre", color="black"),
        shape_point(  # an anchor on a labelled corner or the centre shares that label, not a second one
            state["anchor_point"],
            label=None if anchor in ("topleft", "bottomright", "center") else anchor,
            color=ORANGE,
            marker="square",
            size=5,
        ),
    ]
    return {**state, "shapes": shapes}


def rect_playground(x=20, y=15, w=40, h=25) -> DragPlayground:
    """Lesson 01: drag and resize a rectangle; every representation updates.

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
    DragPlayground
        The live widget; its ``result`` is the latest :func:`rect_scene`.

    Examples
    --------
    >>> pg = rect_playground()
    >>> pg.drag("r", x=30, w=10)
    >>> pg.result['rect']
    Rect(x=30, y=15, w=10, h=25)
    """
    controls = {"anchor": W.Dropdown(options=ANCHORS, value="topleft", description="anchor")}
    return DragPlayground(
        "rectangle representations",
        {"r": dict(x=x, y=y, w=w, h=h)},
        rect_scene,
        view=(0, 0, *SCREEN),
        scale=5,
        controls=controls,
    )


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
        f"<td style='padding-right:1em'>{html.escape(name)}</td><td>{verdict_word(v)}</td>"
        f"<td>{'right' if v == truth else '<b>WRONG</b>'}</td></tr>"
        for name, v in verdicts.items()
    )
    x_rel, y_rel = classify(r1, r2)
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


NEGATION_COMPARISONS = (
    ("r1 left of r2", "r1.right <= r2.left"),
    ("r1 right of r2", "r2.right <= r1.left"),
    ("r1 above r2", "r1.bottom <= r2.top"),
    ("r1 below r2", "r2.bottom <= r1.top"),
    ("r1 has no width", "r1.right == r1.left"),
    ("r1 has no height", "r1.bottom == r1.top"),
    ("r2 has no width", "r2.right == r2.left"),
    ("r2 has no height", "r2.bottom == r2.top"),
)
"""The negation test's eight conditions (``touching=False``), as lesson 02 writes them: the four
sides, then the four zero-size conditions of ``rects.apart_by_negation``. The boxes share area
exactly when none holds."""


def rect_test_scene(geometry, test="edge_test, both fixed") -> dict:
    """What lesson 02's drag playground shows: every test's verdict, each comparison, the class.

    Beside :func:`rect_test_state` it lists the negation test's eight
    conditions (``NEGATION_COMPARISONS``: four sides, four zero sizes) with
    ✓ or ✗ and what they conclude, which is always the truth, and the three flags of the published VB routine
    as the chosen ``edge_test`` stage sets them (``as_published.edge_flags``;
    "as published" for the two correct tests).

    Parameters
    ----------
    geometry : dict
        ``{"r1": {"x", "y", "w", "h"}, "r2": {...}}``, as the board sends it.
    test : str, default 'edge_test, both fixed'
        The test to highlight, one of ``RECT_TESTS``.

    Returns
    -------
    dict
        :func:`rect_test_state` plus ``comparisons`` (name -> bool), ``flags``
        (VB flag name -> bool), ``stage`` and ``shapes``.

    Examples
    --------
    >>> s = rect_test_scene({"r1": dict(x=10, y=25, w=40, h=10), "r2": dict(x=25, y=10, w=10, h=40)})
    >>> s["chosen"], s["truth"], s["flags"]["isVerticalCollision"]
    (False, True, False)
    >>> [k for k, v in s["comparisons"].items() if v]       # none holds: they collide
    []
    >>> inside = {"r1": dict(x=10, y=10, w=40, h=30), "r2": dict(x=20, y=20, w=0, h=10)}
    >>> [k for k, v in rect_test_scene(inside)["comparisons"].items() if v]   # zero width: apart
    ['r2 has no width']
    """
    a, b = geometry["r1"], geometry["r2"]
    state = rect_test_state(a["x"], a["y"], a["w"], a["h"], b["x"], b["y"], b["w"], b["h"], test=test)
    r1, r2 = state["r1"], state["r2"]
    comparisons = {
        "r1 left of r2": r1.right <= r2.left,
        "r1 right of r2": r2.right <= r1.left,
        "r1 above r2": r1.bottom <= r2.top,
        "r1 below r2": r2.bottom <= r1.top,
        "r1 has no width": r1.right == r1.left,
        "r1 has no height": r1.bottom == r1.top,
        "r2 has no width": r2.right == r2.left,
        "r2 has no height": r2.bottom == r2.top,
    }
    stage = test.split(", ", 1)[1] if test.startswith("edge_test, ") else "as published"
    horizontal, vertical, contains = as_published.edge_flags(r1, r2, **as_published.STAGES[stage])
    flags = {
        "isHorizontalCollision": horizontal,
        "isVerticalCollision": vertical,
        "isContainsCollision": contains,
    }
    mark = {True: "✓", False: "✗"}
    rows = "".join(
        f"<tr><td style='padding-right:1em'>{name}</td><td><code>{formula}</code></td>"
        f"<td>{mark[comparisons[name]]}</td></tr>"
        for name, formula in NEGATION_COMPARISONS
    )
    flag_rows = "".join(
        f"<tr><td style='padding-right:1em'><code>{k}</code></td><td>{mark[v]}</td></tr>"
        for k, v in flags.items()
    )
    holding = [name for name, _ in NEGATION_COMPARISONS if comparisons[name]]
    conclusion = (
        "none holds: <b>they share area</b>"
        if not holding
        else f"{len(holding)} hold{'s' if len(holding) == 1 else ''}: <b>no shared area</b>"
    )
    details = (
        f"<p><b>negation test</b>: the boxes share area when none of these eight holds "
        f"(the last four are the zero sizes) · {conclusion}</p><table>{rows}</table>"
        f"<p><b>VB routine's flags</b> ({html.escape(stage)})</p><table>{flag_rows}</table>"
    )
    shapes = [
        shape_rect(r1, id="r1", label="r1", color=BLUE, drag=True, resize=True, label_at="above"),
        shape_rect(r2, id="r2", label="r2", color=ORANGE, drag=True, resize=True, label_at="below"),
    ]
    if state["shared"] is not None:
        shapes.append(shape_rect(state["shared"], color="black", fill=False, hatch=True, top=True))
    return {
        **state,
        "comparisons": comparisons,
        "flags": flags,
        "stage": stage,
        "details": details,
        "shapes": shapes,
    }


def rect_test_playground(test="edge_test, both fixed") -> DragPlayground:
    """Lesson 02: drag two rectangles; every test's verdict against the truth, live.

    Parameters
    ----------
    test : str, default 'edge_test, both fixed'
        The test chosen at the start.

    Returns
    -------
    DragPlayground
        The live widget; its ``result`` is the latest :func:`rect_test_scene`.

    Examples
    --------
    >>> pg = rect_test_playground()
    >>> pg.result['chosen'], pg.result['truth']          # the plus sign: the repaired routine misses it
    (False, True)
    >>> pg.drag("r2", x=60)                               # drag r2 clear of r1
    >>> pg.result['truth'], pg.result['chosen']
    (False, False)
    """
    controls = {
        "test": W.Dropdown(
            options=list(RECT_TESTS), value=test, description="test", layout=W.Layout(width="360px")
        )
    }
    return DragPlayground(
        "rectangle tests",
        {"r1": dict(x=10, y=25, w=40, h=10), "r2": dict(x=25, y=10, w=10, h=40)},
        rect_test_scene,
        view=(0, 0, 80, 60),
        scale=6,
        controls=controls,
    )


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


def _shared_area(a, b):
    """The area two boxes share, exact on their edges (a float product can round a sliver to 0)."""
    w = Fraction(min(a.right, b.right)) - Fraction(max(a.left, b.left))
    h = Fraction(min(a.bottom, b.bottom)) - Fraction(max(a.top, b.top))
    area = max(w, 0) * max(h, 0)
    return int(area) if area.denominator == 1 else area


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
    shared = _shared_area(a, b)
    gap = max(b.left - a.right, a.left - b.right, b.top - a.bottom, a.top - b.bottom)
    rows = "".join(
        f"<tr><td style='padding-right:1em'>{html.escape(n)}</td><td>{verdict_word(v)}</td></tr>"
        for n, v in verdicts.items()
    )
    # the words follow the exact rule, never a rounded area or gap
    overlapping, touching = collides(a, b), collides(a, b, touching=True)
    where = "overlapping" if overlapping else "touching" if touching else f"apart (gap {number_text(gap)})"
    text = f"<p>pixels shared: <b>{number_text(shared)}</b> · the boxes are <b>{where}</b></p>"
    text += f"<table>{rows}</table>"
    return {
        "a": a,
        "b": b,
        "verdicts": verdicts,
        "pixels_shared": shared,
        "gap": gap,
        "where": where,
        "text": text,
    }


def touching_scene(geometry) -> dict:
    """What lesson 03's drag playground shows: both boxes as pixel cells, every rule's verdict.

    Parameters
    ----------
    geometry : dict
        ``{"b": {"x", "y"}}``: where box B's top-left pixel is (A stays put).

    Returns
    -------
    dict
        :func:`touching_state` plus ``shapes``.

    Examples
    --------
    >>> touching_scene({"b": dict(x=9, y=3)})["where"]
    'touching'
    """
    state = touching_state(geometry["b"]["x"], geometry["b"]["y"])
    shapes = [
        shape_rect(state["a"], label="A", color=BLUE, pixels=True, label_at="above"),
        shape_rect(state["b"], id="b", label="B", color=ORANGE, pixels=True, label_at="below", drag=True),
    ]
    return {**state, "shapes": shapes}


def touching_playground() -> DragPlayground:
    """Lesson 03: drag box B a pixel at a time past box A (or use the arrow keys); every rule's verdict.

    Returns
    -------
    DragPlayground
        The live widget; its ``result`` is the latest :func:`touching_scene`.

    Examples
    --------
    >>> pg = touching_playground()
    >>> pg.result['where']
    'apart (gap 4)'
    >>> pg.drag("b", x=9)
    >>> pg.result['where'], pg.result['verdicts']['collides (touching=True)']
    ('touching', True)
    """
    return DragPlayground(
        "touching rules",
        {"b": dict(x=13, y=3)},
        touching_scene,
        view=(0, 0, 16, 11),
        scale=28,
        grid=1,
        ticks=2,
    )
