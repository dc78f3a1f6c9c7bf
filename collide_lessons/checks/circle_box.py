"""Exercise 02, a circle against a box: ``check_circle_rect_test``.

The edge cases come first (exact contact on an edge and at a corner, a
circle that crosses an edge with no corner of the box inside it, the centre
inside, zero sizes, two near-ties with large whole numbers where a square
root rounds), then random pairs. A wrong answer that is what the circle's
bounding box would give, what testing only the corners and the centre would
give, what a square root would give, what clamping into [x, w] would give, or
what the other comparison at the rim (<= for <) would give (on every case, not
only the failing one), is named as that mistake, and drawn.
"""

from __future__ import annotations

import contextlib
import io
import math

import numpy as np

from .. import draw, validate
from ..collision import collides
from ..shapes import Circle, Rect
from .harness import Check, CheckResult, as_bool, run, wrap

__all__ = ["check_circle_rect_test"]

_BOX = Rect(10, 10, 20, 10)
_EDGE_CROSSING = (
    "the circle crosses the bottom edge with no corner of the box inside it and its centre outside the box"
)
_EDGE_CASES = (
    (Circle(35, 15, 5), "the circle exactly touches the right edge"),
    (Circle(15, 5, 5), "the circle exactly touches the top edge"),
    (Circle(33, 24, 5), "the circle exactly touches a corner (3-4-5)"),
    (Circle(34, 24, 6), "the circle overlaps a corner (the closest point is the corner, 4 and 4 away)"),
    (Circle(34, 25, 6), "the circle is near a corner but misses it"),
    (Circle(20, 24, 5), _EDGE_CROSSING),
    (Circle(20, 15, 2), "the centre is inside the box"),
    (Circle(20, 15, 0), "a circle of radius zero inside the box (it has no inside)"),
    (Circle(60, 60, 3), "the circle is far away"),
)
_K = 10_000
_HAIR_BOX = Rect(0, 0, 10, 10)
# Whole numbers with d² = r² - 1 (overlap) and d² = r² + 1 (miss) at the corner (10, 10):
# (2k²)² + (2k)² = (2k² + 1)² - 1 and (2k² - 1)² + (2k)² = (2k²)² + 1. With r near 2 * 10**8
# the true distance differs from r by less than half a float step, so sqrt(d²) rounds to r.
_HAIR_CASES = (
    (
        Circle(10 + 2 * _K**2, 10 + 2 * _K, 2 * _K**2 + 1),
        "the circle overlaps a corner by a hair, d² = r² - 1, with r = 200,000,001 "
        "(a square root rounds d up to r)",
    ),
    (
        Circle(10 + 2 * _K**2 - 1, 10 + 2 * _K, 2 * _K**2),
        "the circle misses a corner by a hair, d² = r² + 1, with r = 200,000,000 "
        "(a square root rounds d down to r)",
    ),
)
_CORNERS_WORDS = (
    "That is what testing only the box's corners and the circle's centre gives: the closest "
    "point of the box is on an edge here, not a corner. Clamp the centre into the box to find it."
)
_ROUNDING_WORDS = (
    "That is what a square root gives (math.sqrt, math.hypot, ** 0.5, or any float on the way): "
    "here the distance is within half a float step of r, so it rounds to r exactly. On whole "
    "numbers dx * dx + dy * dy and r * r are exact: compare those, with no square root."
)
_WIDTH_WORDS = (
    "That is what clamping into [x, w] and [y, h] gives: w and h are the box's size, its right "
    "and bottom edges are x + w and y + h (box.right, box.bottom)."
)
_EDGE_RULE_WORDS = {
    False: "That is what d² <= r² gives: exact contact is touching, not sharing area. Compare "
    "strictly, dx * dx + dy * dy < r * r.",
    True: "That is what d² < r² gives: with touching=True exact contact counts. Compare with <=.",
}
_BOUNDING_BOX_WORDS = (
    "That is what the circle's bounding box gives (dotted in the picture): near a "
    "corner the box reaches where the circle does not. Clamp the centre into the box "
    "and compare the squared distance with r * r (lesson 04)."
)


def _kind(kind, touching):
    """The case's words under the rule being checked (with touching=True zero sizes are points)."""
    if touching and kind.endswith("(it has no inside)"):
        return kind.replace("(it has no inside)", "(a point: inside the box counts with touching=True)")
    return kind


def _cases(touching, rng):
    for c, kind in _EDGE_CASES:
        yield (c, _BOX), collides(c, _BOX, touching=touching), _kind(kind, touching)
    zero_box = Rect(5, 5, 0, 0)
    yield (
        (Circle(5, 5, 3), zero_box),
        collides(Circle(5, 5, 3), zero_box, touching=touching),
        "a zero-size box at the centre (a point inside the circle: it counts with touching=True)"
        if touching
        else "a zero-size box at the centre (it has no area to share)",
    )
    line_box = Rect(5, 2, 0, 6)
    yield (
        (Circle(5, 5, 3), line_box),
        collides(Circle(5, 5, 3), line_box, touching=touching),
        "a box of zero width (a line) through the circle's centre (a segment: it counts with touching=True)"
        if touching
        else "a box of zero width but not zero height: a line through the circle's centre (no area to share)",
    )
    for c, kind in _HAIR_CASES:
        yield (c, _HAIR_BOX), collides(c, _HAIR_BOX, touching=touching), kind
    for _ in range(1000):
        c = Circle(*(int(v) for v in rng.integers(0, 40, 2)), int(rng.integers(0, 12)))
        r = Rect(*(int(v) for v in rng.integers(0, 30, 2)), *(int(v) for v in rng.integers(0, 15, 2)))
        yield (c, r), collides(c, r, touching=touching), "a random circle and box"


def _corners_or_centre(c, r, touching):
    """The slip's answer: a corner of the box in the circle, or the centre in the box."""
    if not touching and (c.r == 0 or r.w == 0 or r.h == 0):
        return False
    reach = c.r * c.r
    for x in (r.left, r.right):
        for y in (r.top, r.bottom):
            d2 = (x - c.x) ** 2 + (y - c.y) ** 2
            if d2 < reach or (touching and d2 == reach):
                return True
    if touching:
        return r.left <= c.x <= r.right and r.top <= c.y <= r.bottom
    return r.left < c.x < r.right and r.top < c.y < r.bottom


def _bounding_box(c, r, touching):
    """The slip's answer: the circle's bounding box against the box."""
    return collides(c.bounding_rect(), r, touching=touching)


def _width_as_edge(c, r, touching):
    """The slip's answer: the centre clamped into [x, w] and [y, h], the size taken for the far edge."""
    nx, ny = min(max(c.x, r.x), r.w), min(max(c.y, r.y), r.h)
    d2, reach = (c.x - nx) ** 2 + (c.y - ny) ** 2, c.r * c.r
    return d2 <= reach if touching else d2 < reach


def _other_edge_rule(c, r, touching):
    """The slip's answer: the other comparison at the rim (<= where < is asked, or the reverse)."""
    return collides(c, r, touching=not touching)


def _agrees_everywhere(fn, slip, cases, touching):
    """Whether ``fn`` answers like ``slip`` on every case with no zero size (a slip is named only then,
    not because one yes-or-no answer happens to match it). Whatever ``fn`` prints is not shown."""
    with contextlib.redirect_stdout(io.StringIO()):
        for (c, r), _expected, _kind in cases:
            if c.r == 0 or r.w == 0 or r.h == 0:
                continue
            try:
                if bool(fn(c, r)) != slip(c, r, touching):
                    return False
            except Exception:
                return False
    return True


def _with_sqrt(c, r, touching):
    """The slip's answer: the clamped point's distance by a square root, in floats."""
    d = math.hypot(c.x - min(max(c.x, r.left), r.right), c.y - min(max(c.y, r.top), r.bottom))
    return d <= c.r if touching else d < c.r


def _hair_picture(ax, c, r):
    """A zoom on the corner the huge circle's rim passes within a few billionths of."""
    draw.screen_axes(ax, 40, 30, x0=-10, y0=-10, grid=False)
    draw.rect(ax, r, label="box")
    corner = (min(max(c.x, r.left), r.right), min(max(c.y, r.top), r.bottom))
    dx, dy = c.x - corner[0], c.y - corner[1]
    scale = math.hypot(dx, dy)
    ux, uy = dx / scale, dy / scale  # towards the centre; the rim is across it, at the corner
    ax.plot(
        [corner[0] - 12 * uy, corner[0] + 12 * uy],
        [corner[1] + 12 * ux, corner[1] - 12 * ux],
        color=draw.ORANGE,
        linestyle="--",
    )
    ax.annotate(
        "",
        xy=(corner[0] + 17 * ux, corner[1] + 17 * uy),
        xytext=corner,
        arrowprops={"arrowstyle": "->", "color": "black"},
    )
    draw.point(ax, corner, label="closest point", offset=(-70, -14))
    draw.text(ax, (19, 15), f"centre\n({c.x:,}, {c.y:,})\nfar to the right", size=7)
    draw.text(
        ax, (10, -6), "the rim (dashed) passes a few billionths from the corner", size=7, color=draw.ORANGE
    )


def _picture(args, expected, got, kind, why=None):
    c, r = args
    fig, ax = draw.new_figure(4.4, 4.2)
    title = f"{wrap(kind)}\nexpected {expected}, yours {got}"
    if c.r > 10**6:
        _hair_picture(ax, c, r)
        ax.set_title(title, fontsize=8)
        return fig
    pad = c.r + 3
    draw.screen_axes(
        ax,
        max(r.right, c.x + pad) - min(r.left, c.x - pad) + 2,
        max(r.bottom, c.y + pad) - min(r.top, c.y - pad) + 2,
        x0=min(r.left, c.x - pad) - 1,
        y0=min(r.top, c.y - pad) - 1,
        grid=False,
    )
    empty_box = r.w == 0 or r.h == 0
    draw.rect(
        ax, r, label="zero-size box" if empty_box else "box", label_at="below" if empty_box else "center"
    )
    draw.circle(ax, c, color=draw.ORANGE, linestyle="--")
    draw.point(ax, (c.x, c.y), label="centre")
    near = (min(max(c.x, r.left), r.right), min(max(c.y, r.top), r.bottom))
    if near != (c.x, c.y):  # the line from the centre to the box's closest point, as in the task
        ax.plot([c.x, near[0]], [c.y, near[1]], color="black", linewidth=1)
        draw.point(ax, near, label="closest point", marker="s")
    if why == _BOUNDING_BOX_WORDS:
        draw.rect(ax, c.bounding_rect(), fill=False, color="black", linestyle=":", linewidth=1.5)
        title += "\nyours = the bounding box's answer (dotted)"
    elif why == _CORNERS_WORDS:
        title += "\nyours = corners and centre only; the closest point is on an edge"
    elif why == _EDGE_RULE_WORDS[False]:
        title += "\nyours = d² <= r²: exact contact counted as sharing area"
    elif why == _EDGE_RULE_WORDS[True]:
        title += "\nyours = d² < r²: exact contact not counted"
    elif why == _WIDTH_WORDS:
        title += f"\nyours = clamped into [x, w]: the right edge is x + w = {r.right}"
    ax.set_title(title, fontsize=8)
    return fig


def check_circle_rect_test(fn, *, touching: bool = False, show: bool = True) -> CheckResult:
    """Check ``fn(circle, rect) -> bool`` against ``collides(circle, rect, touching=touching)``.

    Edge cases first (exact contact on an edge and at a corner, an edge
    crossed with no corner of the box in the circle, centre inside, zero
    radius, zero-size box, two near-ties with r near 2 * 10**8 where a square
    root rounds the distance to r), then 1000 seeded random integer pairs.
    When the learner's function answers like the circle's bounding box, the
    corners and centre alone, a square root, a clamp into ``[x, w]`` or the
    other comparison at the rim on every case with no zero size, the failure
    names that slip and draws it; otherwise it names the case.

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

    cases = list(_cases(touching, np.random.default_rng(7)))

    def explain(args, expected, got, kind):
        for slip, words in (
            (_with_sqrt, _ROUNDING_WORDS),
            (_bounding_box, _BOUNDING_BOX_WORDS),
            (_corners_or_centre, _CORNERS_WORDS),
            (_width_as_edge, _WIDTH_WORDS),
            (_other_edge_rule, _EDGE_RULE_WORDS[touching]),
        ):
            if got == slip(*args, touching) and _agrees_everywhere(fn, slip, cases, touching):
                return words
        return None

    check = Check(
        cases=cases,
        judge=as_bool,
        describe=lambda a: f"circle={a[0]}, box={a[1]}",
        picture=_picture,
        summary="right on the edge cases (exact contact, corners, an edge crossed with no corner "
        "inside, centre inside, zero sizes (a point and a line), two near-ties with r near "
        "200,000,000 that a square root gets wrong) and 1000 random circle-box pairs.",
        explain=explain,
    )
    return run(check, fn, show=show)
