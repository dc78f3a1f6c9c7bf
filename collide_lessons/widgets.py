"""Playgrounds: one factory per lesson widget.

Each factory returns a :class:`Playground`, an ``ipywidgets.VBox`` holding
the controls, a picture and a line of verdict text. Moving a control calls
``compute`` (a plain function of the control values that uses the tested
package and returns a dict) and then ``render`` (draws that dict on an
``ax``). No logic lives only in a callback: tests call the same functions.

>>> pg = rect_playground()
>>> pg.result["left, top, right, bottom"]
(20, 15, 60, 40)
>>> pg.controls["x"].value = 30        # what a learner's slider drag does
>>> pg.result["left, top, right, bottom"]
(30, 15, 70, 40)
"""

from __future__ import annotations

import html

import ipywidgets as W

from . import draw
from .coords import representations
from .shapes import ANCHORS, Rect


class Playground(W.VBox):
    """Controls + picture + verdict text, kept in step with each other.

    ``controls``: name -> widget. ``compute(**values) -> dict`` must include
    ``"text"`` (a short summary shown under the picture). ``render(ax,
    result)`` draws the result. ``result`` is the latest dict.
    """

    def __init__(self, name, controls, compute, render, *, figsize=(5, 4), dpi=80):
        self.name = name
        self.controls = dict(controls)
        self._compute, self._render = compute, render
        self._figsize, self._dpi = figsize, dpi
        width_px = int(figsize[0] * dpi)
        self.image = W.Image(format="png", layout=W.Layout(width=f"{width_px}px"))
        self.verdict = W.HTML()
        self.verdict.add_class("cl-verdict")
        self.result = None
        box = W.HBox(list(self.controls.values()), layout=W.Layout(flex_flow="row wrap"))
        super().__init__([box, self.image, self.verdict])
        self.add_class("cl-playground")
        for control in self.controls.values():
            control.observe(self._changed, names="value")
        self.refresh()

    def values(self) -> dict:
        return {name: control.value for name, control in self.controls.items()}

    def refresh(self):
        """Recompute from the current control values and redraw."""
        self.result = self._compute(**self.values())
        fig, ax = draw.new_figure(*self._figsize, fast=True)
        self._render(ax, self.result)
        self.image.value = draw.to_png(fig, dpi=self._dpi)
        self.verdict.value = self.result["text"]
        return self.result

    def _changed(self, change):
        self.refresh()

    def __repr__(self):
        return f"<Playground {self.name!r}: {', '.join(self.controls)}>"


def _slider(description, value, lo, hi, step=1):
    return W.IntSlider(value=value, min=lo, max=hi, step=step, description=description,
                       continuous_update=True, layout=W.Layout(width="260px"))


def _table(rows: dict) -> str:
    cells = "".join(
        f"<tr><td style='padding-right:1em'><b>{html.escape(k)}</b></td>"
        f"<td><code>{html.escape(str(v))}</code></td></tr>" for k, v in rows.items())
    return f"<table>{cells}</table>"


# --- lesson 01 --------------------------------------------------------------------

SCREEN = (100, 80)


def rect_state(x, y, w, h, anchor="topleft") -> dict:
    """Everything lesson 01's playground shows for one rectangle."""
    r = Rect(x, y, w, h)
    reps = representations(r)
    point = r.anchor(anchor)
    rows = dict(reps)
    rows[f"anchor {anchor}"] = tuple(point)
    return {"rect": r, "anchor": anchor, "anchor_point": point, **reps,
            "text": _table(rows)}


def render_rect_state(ax, state):
    """Draw lesson 01's rectangle with its corners and chosen anchor labelled."""
    r = state["rect"]
    draw.screen_axes(ax, *SCREEN)
    draw.rect(ax, r, color=draw.BLUE)
    draw.point(ax, (r.left, r.top), label=f"({r.left}, {r.top})", color=draw.BLUE)
    draw.point(ax, (r.right, r.bottom), label=f"({r.right}, {r.bottom})", color=draw.BLUE)
    draw.point(ax, state["anchor_point"], label=state["anchor"], color=draw.ORANGE, size=8,
               marker="X", offset=(6, -14))
    ax.set_title("one rectangle, many descriptions")


def rect_playground(x=20, y=15, w=40, h=25) -> Playground:
    """Lesson 01: move and resize a rectangle; every representation updates."""
    controls = {
        "x": _slider("x", x, 0, SCREEN[0]),
        "y": _slider("y", y, 0, SCREEN[1]),
        "w": _slider("w", w, 0, SCREEN[0]),
        "h": _slider("h", h, 0, SCREEN[1]),
        "anchor": W.Dropdown(options=ANCHORS, value="topleft", description="anchor"),
    }
    return Playground("rectangle representations", controls, rect_state, render_rect_state)
