"""Exercise 01, the rectangle test: ``check_rect_test``, and the words for a pair of boxes.

The words (:func:`axis_relations`, :func:`kind_of_case`) and the pair picture
are shared with exercise 03, whose boxes are the same kind of case.
"""

from __future__ import annotations

import numpy as np

from .. import atlas, draw, validate
from ..collision import collides, has_inside
from ..shapes import Rect
from .harness import Check, CheckResult, as_bool, run, wrap

__all__ = [
    "AXIS_WORDS",
    "axis_relations",
    "kind_of_case",
    "case_words",
    "pair_picture",
    "describe_rects",
    "random_rect_pairs",
    "check_rect_test",
]

AXIS_WORDS = {
    "before": "a ends before b starts",
    "meets": "a's end meets b's start (they touch)",
    "overlaps": "a starts first and they overlap partly",
    "starts": "a and b start together and a ends first",
    "during": "a lies inside b",
    "finishes": "a and b end together and a starts later",
    "equals": "a and b have the same span",
    "finished by": "a and b end together and b starts later",
    "contains": "b lies inside a",
    "started by": "a and b start together and b ends first",
    "overlapped by": "b starts first and they overlap partly",
    "met by": "b's end meets a's start (they touch)",
    "after": "a starts after b ends",
    "point before": "a has zero length, before b",
    "point at start": "a has zero length, on b's start",
    "point inside": "a has zero length, inside b",
    "point at end": "a has zero length, on b's end",
    "point after": "a has zero length, after b",
    "ends before point": "b has zero length, after a ends",
    "ends at point": "b has zero length, on a's end",
    "around point": "b has zero length, inside a",
    "starts at point": "b has zero length, on a's start",
    "after point": "b has zero length, before a",
    "point before point": "both have zero length, a first",
    "same point": "both have zero length, at the same place",
    "point after point": "both have zero length, b first",
}
"""Each of the atlas's 26 relations of two spans on one axis, in the words of lesson 02."""

_ON_EDGE = {"point at start", "point at end", "ends at point", "starts at point", "meets", "met by"}
_WITHIN = {
    "point inside",
    "around point",
    "during",
    "contains",
    "equals",
    "same point",
    "starts",
    "finishes",
    "started by",
    "finished by",
}
_INSIDE = {"during", "starts", "finishes", "equals"}
_AROUND = {"contains", "started by", "finished by", "equals"}
_TOUCH = {"meets", "met by"}


def axis_relations(a: Rect, b: Rect) -> str:
    """The pair's relation on each axis, in words (lesson 02's names for Allen's relations).

    Parameters
    ----------
    a : Rect
        The first box.
    b : Rect
        The second box.

    Returns
    -------
    str
        A sentence naming the relation on x and on y.

    Examples
    --------
    >>> axis_relations(Rect(0, 0, 30, 30), Rect(10, 10, 5, 5))
    'x: b lies inside a; y: b lies inside a'
    >>> axis_relations(Rect(0, 0, 10, 10), Rect(10, 0, 5, 4))
    "x: a's end meets b's start (they touch); y: a and b start together and b ends first"
    """
    x, y = atlas.classify(a, b)
    return f"x: {AXIS_WORDS[x]}; y: {AXIS_WORDS[y]}"


def kind_of_case(a: Rect, b: Rect, *, touching: bool = False) -> str:
    """A short phrase naming what is special about a pair of rectangles, in the words of the rule.

    Parameters
    ----------
    a : Rect
        The first box.
    b : Rect
        The second box.
    touching : bool, default False
        The rule being checked. A box of zero width or height that meets the
        other has *no area to share* under ``touching=False``, and *touches*
        under ``touching=True``.

    Returns
    -------
    str
        A short phrase, such as ``'they share only an edge'``.

    Examples
    --------
    >>> kind_of_case(Rect(0, 0, 10, 10), Rect(10, 0, 5, 5))
    'the boxes only touch along an edge'
    >>> kind_of_case(Rect(0, 0, 10, 10), Rect(2, 2, 3, 3))
    'one box contains the other'
    >>> kind_of_case(Rect(0, 0, 10, 10), Rect(5, 5, 0, 0))
    'a box with zero width or height, inside the other (it has no area to share)'
    >>> kind_of_case(Rect(0, 0, 10, 10), Rect(10, 5, 0, 3), touching=True).split(" (")[1]
    'no area, but it touches: with touching=True a shared point counts)'
    """
    touching = validate.flag(touching, "touching")
    x, y = atlas.classify(a, b)
    empty = not (has_inside(a) and has_inside(b))
    if not collides(a, b, touching=True):
        return "the boxes are apart" + (" (one has zero width or height)" if empty else "")
    if empty:
        if {x, y} & _ON_EDGE:
            where = "on the other's edge"
        elif {x, y} <= _WITHIN:
            where = "inside the other"
        else:
            where = "across the other's edge"
        if touching:
            return (
                f"a box with zero width or height, {where} "
                "(no area, but it touches: with touching=True a shared point counts)"
            )
        return f"a box with zero width or height, {where} (it has no area to share)"
    return _kind_of_meeting(x, y)


def _kind_of_meeting(x: str, y: str) -> str:
    """:func:`kind_of_case` for two boxes with area that meet, from their relations per axis."""
    if x == "equals" and y == "equals":
        return "the two boxes are identical"
    if {x, y} & _TOUCH:
        if x in _TOUCH and y in _TOUCH:
            return "the boxes only touch at a corner"
        return "the boxes only touch along an edge"
    if (x in _INSIDE and y in _INSIDE) or (x in _AROUND and y in _AROUND):
        return "one box contains the other" + (
            " and they share an edge" if {x, y} & {"starts", "finishes", "started by", "finished by"} else ""
        )
    if (x in _INSIDE and y in _AROUND) or (x in _AROUND and y in _INSIDE):
        return "a cross: each box spans the other on one axis"
    if "equals" in (x, y):
        return "the boxes have exactly the same span on one axis"
    if {x, y} & (_INSIDE | _AROUND):
        return "one box reaches across an edge of the other (it lies inside the other on one axis)"
    return "the boxes overlap at a corner"


def case_words(a: Rect, b: Rect, *, touching: bool = False) -> str:
    """The kind of case and the per-axis relations, as a FAIL line names a pair of boxes.

    Parameters
    ----------
    a : Rect
        The first box.
    b : Rect
        The second box.
    touching : bool, default False
        The rule being checked (see :func:`kind_of_case`).

    Returns
    -------
    str
        :func:`kind_of_case`, then :func:`axis_relations` in brackets.

    Examples
    --------
    >>> case_words(Rect(0, 0, 10, 10), Rect(20, 0, 5, 5))
    'the boxes are apart (x: a ends before b starts; y: a and b start together and b ends first)'
    """
    return f"{kind_of_case(a, b, touching=touching)} ({axis_relations(a, b)})"


def pair_picture(args, expected, got, kind, why=None):
    """A failing pair of boxes: both drawn and labelled, the kind and both answers in the title.

    Parameters
    ----------
    args : (Rect, Rect)
        The pair.
    expected, got : object
        The right answer and the learner's, shown in the title.
    kind : str
        The case in words.
    why : str, optional
        Unused (the :class:`~collide_lessons.checks.harness.Check` picture signature).

    Returns
    -------
    matplotlib.figure.Figure
        The picture.

    Examples
    --------
    >>> fig = pair_picture((Rect(0, 0, 4, 4), Rect(4, 0, 2, 2)), False, True, "touching")
    >>> fig.axes[0].get_title()
    'touching\\nexpected False, yours True'
    """
    a, b = args
    fig, ax = draw.new_figure(4.4, 3.8)
    draw.rect_pair(ax, a, b, labels=("a", "b"))
    ax.set_title(f"{wrap(kind)}\nexpected {expected}, yours {got}", fontsize=8)
    return fig


def describe_rects(args) -> str:
    """Two boxes in words, as a FAIL line shows them.

    Parameters
    ----------
    args : (Rect, Rect)
        The pair.

    Returns
    -------
    str
        ``'a=..., b=...'``.

    Examples
    --------
    >>> describe_rects((Rect(0, 0, 1, 1), Rect(1, 1, 2, 2)))
    'a=Rect(x=0, y=0, w=1, h=1), b=Rect(x=1, y=1, w=2, h=2)'
    """
    a, b = args
    return f"a={a}, b={b}"


def random_rect_pairs(rng, n, integer=True):
    """``n`` random pairs of boxes, zero sizes included, on the checks' small playing field.

    Parameters
    ----------
    rng : numpy.random.Generator
        Where the numbers come from (seeded by the check, so every run asks the same pairs).
    n : int
        How many pairs.
    integer : bool, default True
        Whole-number edges; otherwise floats rounded to two decimals.

    Yields
    ------
    (Rect, Rect)
        A pair.

    Examples
    --------
    >>> pairs = list(random_rect_pairs(np.random.default_rng(0), 3))
    >>> len(pairs), all(isinstance(r.x, int) for pair in pairs for r in pair)
    (3, True)
    """
    for _ in range(n):
        if integer:
            x, y = rng.integers(-5, 25, 4), rng.integers(0, 12, 4)
            yield (
                Rect(int(x[0]), int(x[1]), int(y[0]), int(y[1])),
                Rect(int(x[2]), int(x[3]), int(y[2]), int(y[3])),
            )
        else:
            x, y = rng.uniform(-5, 25, 4).round(2), rng.uniform(0, 12, 4).round(2)
            yield Rect(*x[:2], *y[:2]), Rect(*x[2:], *y[2:])


def check_rect_test(fn, *, touching: bool = False, show: bool = True) -> CheckResult:
    """Check ``fn(a, b) -> bool`` against ``collides(a, b, touching=touching)``.

    Runs all 676 atlas classes (every arrangement, zero sizes included, each
    in both argument orders), then 600 seeded random pairs (integers and
    floats), both argument orders. ``fn`` must return ``True`` or ``False``.

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
    >>> result = check_rect_test(lambda a, b: collides(a, b), show=False)
    PASS: right on all 676 arrangements of two rectangles (both orders) and 600 random pairs.
    >>> result = check_rect_test(lambda a, b: a.left < b.right and b.left < a.right, show=False)
    FAIL: ...
    >>> bool(result)
    False
    """
    touching = validate.flag(touching, "touching")
    rng = np.random.default_rng(2024)

    def cases():
        for config in atlas.configurations(include_degenerate=True):
            for a, b in ((config.a, config.b), (config.b, config.a)):
                yield (a, b), collides(a, b, touching=touching), case_words(a, b, touching=touching)
        for integer in (True, False):
            for a, b in random_rect_pairs(rng, 300, integer):
                for pair in ((a, b), (b, a)):
                    yield pair, collides(*pair, touching=touching), case_words(*pair, touching=touching)

    check = Check(
        cases=cases(),
        judge=as_bool,
        describe=describe_rects,
        picture=pair_picture,
        summary="right on all 676 arrangements of two rectangles (both orders) and 600 random pairs.",
    )
    return run(check, fn, show=show)
