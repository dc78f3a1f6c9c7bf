"""Exercise 02, a circle against a box: ``check_circle_rect_test``.

The edge cases come first (exact contact on an edge and at a corner, the
centre inside, zero sizes), then random pairs. A wrong answer that is what
the circle's bounding box would give is named as that mistake, and drawn.
"""

from __future__ import annotations

import numpy as np

from .. import draw, validate
from ..collision import collides
from ..shapes import Circle, Rect
from .harness import Check, CheckResult, as_bool, run, wrap

__all__ = ["check_circle_rect_test"]

_BOX = Rect(10, 10, 20, 10)
_EDGE_CASES = (
    (Circle(35, 15, 5), "the circle exactly touches the right edge"),
    (Circle(15, 5, 5), "the circle exactly touches the top edge"),
    (Circle(33, 24, 5), "the circle exactly touches a corner (3-4-5)"),
    (Circle(34, 25, 6), "the circle is near a corner but misses it"),
    (Circle(20, 15, 2), "the centre is inside the box"),
    (Circle(20, 15, 0), "a circle of radius zero inside the box (it has no inside)"),
    (Circle(60, 60, 3), "the circle is far away"),
)
_BOUNDING_BOX_WORDS = (
    "That is what the circle's bounding box gives (dotted in the picture): near a "
    "corner the box reaches where the circle does not. Clamp the centre into the box "
    "and compare the squared distance with r * r (lesson 04)."
)


def _cases(touching, rng):
    for c, kind in _EDGE_CASES:
        yield (c, _BOX), collides(c, _BOX, touching=touching), kind
    zero_box = Rect(5, 5, 0, 0)
    yield (
        (Circle(5, 5, 3), zero_box),
        collides(Circle(5, 5, 3), zero_box, touching=touching),
        "a zero-size box at the centre (it has no area to share)",
    )
    for _ in range(1000):
        c = Circle(*(int(v) for v in rng.integers(0, 40, 2)), int(rng.integers(0, 12)))
        r = Rect(*(int(v) for v in rng.integers(0, 30, 2)), *(int(v) for v in rng.integers(0, 15, 2)))
        yield (c, r), collides(c, r, touching=touching), "a random circle and box"


def _picture(args, expected, got, kind, why=None):
    c, r = args
    fig, ax = draw.new_figure(4.4, 3.8)
    pad = c.r + 3
    draw.screen_axes(
        ax,
        max(r.right, c.x + pad) - min(r.left, c.x - pad) + 2,
        max(r.bottom, c.y + pad) - min(r.top, c.y - pad) + 2,
        x0=min(r.left, c.x - pad) - 1,
        y0=min(r.top, c.y - pad) - 1,
        grid=False,
    )
    draw.rect(ax, r, label="box")
    draw.circle(ax, c, color=draw.ORANGE, linestyle="--")
    draw.point(ax, (c.x, c.y), label="centre")
    title = f"{wrap(kind)}\nexpected {expected}, yours {got}"
    if why:
        draw.rect(ax, c.bounding_rect(), fill=False, color="black", linestyle=":", linewidth=1.5)
        title += "\nyours = the bounding box's answer (dotted)"
    ax.set_title(title, fontsize=8)
    return fig


def check_circle_rect_test(fn, *, touching: bool = False, show: bool = True) -> CheckResult:
    """Check ``fn(circle, rect) -> bool`` against ``collides(circle, rect, touching=touching)``.

    Edge cases first (exact contact on an edge and at a corner, centre inside,
    zero radius, zero-size box), then 1000 seeded random integer pairs. When
    a wrong answer is what the circle's bounding box would give, the failure
    says so and draws the box.

    Parameters
    ----------
    fn : callable
        The learner's function.
    touching : bool, default False
        ``False``: the shapes must share area (their open insides meet). ``True``: contact at an
        edge, corner or point counts too.
    show : bool, default True
        Display the picture of the first failing case in the notebook (a pass shows no picture).

    Returns
    -------
    CheckResult
        Truthy when every case passed; its ``message`` names the first failing case, in words.

    Examples
    --------
    >>> result = check_circle_rect_test(lambda c, r: collides(c, r), show=False)
    PASS: ...
    >>> bool(result)
    True
    """
    touching = validate.flag(touching, "touching")

    def explain(args, expected, got, kind):
        c, r = args
        if got == collides(c.bounding_rect(), r, touching=touching):
            return _BOUNDING_BOX_WORDS
        return None

    check = Check(
        cases=_cases(touching, np.random.default_rng(7)),
        judge=as_bool,
        describe=lambda a: f"circle={a[0]}, box={a[1]}",
        picture=_picture,
        summary="right on the edge cases (exact contact, corners, centre inside, zero sizes) "
        "and 1000 random circle-box pairs.",
        explain=explain,
    )
    return run(check, fn, show=show)
