"""The playground base: controls, a picture and a verdict, kept in step."""

from __future__ import annotations

import html
import math

import ipywidgets as W

from .. import draw

__all__ = ["Playground"]


class Playground(W.VBox):
    """Controls + picture + verdict text, kept in step with each other.

    ``controls``: name -> widget. ``compute(**values) -> dict`` must include
    ``"text"`` (a short summary shown under the picture). ``render(ax,
    result)`` draws the result. ``result`` is the latest dict.

    Parameters
    ----------
    name : str
        The playground's name, used in messages.
    controls : dict
        Control name -> ipywidgets widget; its value is passed to ``compute`` by that name.
    compute : callable
        ``compute(**values) -> dict`` with a ``'text'`` entry: the tested logic.
    render : callable
        ``render(ax, result)`` draws the result.
    figsize : (float, float), default (5, 4)
        The picture's size in inches.
    dpi : int, default 80
        Pixels per inch.
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
        """The controls' current values, by name.

        Returns
        -------
        dict
            Control name -> current value.

        Examples
        --------
        >>> from collide_lessons.widgets import rect_playground
        >>> rect_playground(x=3).values()['x']
        3
        """
        return {name: control.value for name, control in self.controls.items()}

    def refresh(self):
        """Recompute from the current control values and redraw.

        Returns
        -------
        dict
            The new result (also kept as ``result``).

        Examples
        --------
        >>> from collide_lessons.widgets import rect_playground
        >>> pg = rect_playground()
        >>> pg.controls['w'].value = 0
        >>> pg.refresh()['rect'].w
        0
        """
        self.result = self._compute(**self.values())
        fig, ax = draw.new_figure(*self._figsize, fast=True)
        self._render(ax, self.result)
        _thin_ticks(ax)
        self.image.value = draw.to_png(fig, dpi=self._dpi)
        if not isinstance(self.result, dict) or "text" not in self.result:
            raise ValueError(
                f"playground {self.name!r}: its compute function must return a dict with a "
                f"'text' entry (the verdict in words), got {self.result!r:.80}"
            )
        self.verdict.value = self.result["text"]
        return self.result

    def _changed(self, change):
        self.refresh()

    def __repr__(self):
        return f"<Playground {self.name!r}: {', '.join(self.controls)}>"


def _thin_ticks(ax, most=6):
    """Keep at most ``most`` ticks per axis: tick labels are most of the cost of a redraw
    (a live picture needs fewer than a still one)."""

    for get, set_ in ((ax.get_xticks, ax.set_xticks), (ax.get_yticks, ax.set_yticks)):
        ticks = list(get())
        if len(ticks) > most:
            set_(ticks[:: math.ceil(len(ticks) / most)])


def _slider(description, value, lo, hi, step=1):
    return W.IntSlider(
        value=value,
        min=lo,
        max=hi,
        step=step,
        description=description,
        continuous_update=True,
        layout=W.Layout(width="260px"),
    )


def _table(rows: dict) -> str:
    cells = "".join(
        f"<tr><td style='padding-right:1em'><b>{html.escape(k)}</b></td>"
        f"<td><code>{html.escape(str(v))}</code></td></tr>"
        for k, v in rows.items()
    )
    return f"<table>{cells}</table>"


def _word(hit: bool) -> str:
    return "HIT" if hit else "miss"
