"""Every way two rectangles can be arranged, for exhaustive checks.

On one axis two intervals ``A = [a1, a2]`` and ``B = [b1, b2]`` stand in one
of 13 relations (Allen's interval relations), or 26 when an interval may
have zero length. Two rectangles are one relation on x and one on y, so
``13 x 13 = 169`` classes cover every pair of positive-size rectangles
(``26 x 26 = 676`` with zero sizes).

A rectangle test that only *compares* same-axis coordinates (lefts, rights,
tops, bottoms) gives the same answer for every pair in a class. So running
it on one example per class checks it on every possible input.

>>> len(RELATIONS), len(RELATIONS_WITH_POINTS)
(13, 26)
>>> relation(0, 3, 2, 5), relation(1, 2, 0, 4), relation(2, 2, 0, 4)
('overlaps', 'during', 'point inside')
>>> forgets_zero_sizes = lambda a, b: (a.right > b.left and b.right > a.left
...                                   and a.bottom > b.top and b.bottom > a.top)
>>> len(check(forgets_zero_sizes))                             # the 169 classes with area
0
>>> mistakes = check(forgets_zero_sizes, include_degenerate=True)   # all 676
>>> len(mistakes)     # a zero-length side strictly inside (2) x any overlap (11), both ways
40
>>> all({"point inside", "around point"} & set(m.classes) for m in mistakes)
True
"""

from __future__ import annotations

from dataclasses import dataclass

from . import validate
from .collision import collides
from .draw import atlas_grid
from .intervals import EXAMPLES, RELATIONS, RELATIONS_WITH_POINTS, classify, relation
from .shapes import Rect

__all__ = [
    "EXAMPLES",
    "RELATIONS",
    "RELATIONS_WITH_POINTS",
    "relation",
    "classify",
    "Configuration",
    "example",
    "configurations",
    "Mismatch",
    "check",
    "picture",
    "draw",
]


@dataclass(frozen=True)
class Configuration:
    """One class of rectangle pairs, with a small example pair ``a``, ``b``.

    Attributes
    ----------
    x : str
        The relation on the x axis.
    y : str
        The relation on the y axis.
    a : Rect
        The example's first box.
    b : Rect
        The example's second box.
    """

    x: str
    y: str
    a: Rect
    b: Rect

    @property
    def classes(self) -> tuple:
        return (self.x, self.y)


def example(x: str, y: str, scale: int = 1) -> Configuration:
    """The example pair for relation ``x`` on the x axis and ``y`` on the y axis.

    Parameters
    ----------
    x : str
        The relation on the x axis.
    y : str
        The relation on the y axis.
    scale : int, default 1
        Multiply every coordinate by this.

    Returns
    -------
    Configuration
        The class's example pair, ``a`` and ``b``.

    Examples
    --------
    >>> example("meets", "equals").a
    Rect(x=0, y=0, w=2, h=4)
    """
    for name in (x, y):
        if name not in EXAMPLES:
            raise ValueError(f"unknown relation {name!r}; choose one of {', '.join(EXAMPLES)}")
    ax1, ax2, bx1, bx2 = (v * scale for v in EXAMPLES[x])
    ay1, ay2, by1, by2 = (v * scale for v in EXAMPLES[y])
    return Configuration(x, y, Rect.from_ltrb(ax1, ay1, ax2, ay2), Rect.from_ltrb(bx1, by1, bx2, by2))


def configurations(include_degenerate: bool = False):
    """Yield every class once: 169 of them, or 676 with zero sizes.

    Parameters
    ----------
    include_degenerate : bool, default False
        Also the classes with zero-width or zero-height boxes (676 instead of 169).

    Yields
    ------
    Configuration
        One example pair per class, y relation outer, x relation inner.

    Examples
    --------
    >>> len(list(configurations())), len(list(configurations(include_degenerate=True)))
    (169, 676)
    """
    names = RELATIONS_WITH_POINTS if include_degenerate else RELATIONS
    for y in names:
        for x in names:
            yield example(x, y)


@dataclass(frozen=True)
class Mismatch:
    """A class where ``test`` disagrees with :func:`collides`.

    Attributes
    ----------
    configuration : Configuration
        The class and its example pair.
    expected : bool
        What ``collides`` says.
    got : object
        What the test said.
    """

    configuration: Configuration
    expected: bool
    got: object

    @property
    def classes(self) -> tuple:
        return self.configuration.classes


def check(test, *, touching: bool = False, include_degenerate: bool = False) -> list:
    """Run ``test(a, b)`` on every class; return the classes where it is wrong.

    The reference is ``collides(a, b, touching=touching)``. An empty list
    means the test is right on every pair of rectangles, provided it only
    compares same-axis coordinates.

    Parameters
    ----------
    test : callable
        A rectangle test ``test(a, b) -> bool``.
    touching : bool, default False
        ``False``: the shapes must share area (their open insides meet). ``True``: contact at an
        edge, corner or point counts too.
    include_degenerate : bool, default False
        Also the classes with zero-width or zero-height boxes (676 instead of 169).

    Returns
    -------
    list of Mismatch
        The classes where ``test`` disagrees with ``collides``; empty when it is right on every
        pair.

    Examples
    --------
    >>> len(check(lambda a, b: a.left < b.right and b.left < a.right))   # forgot y
    36
    """
    touching = validate.flag(touching, "touching")
    if not callable(test):
        raise TypeError(f"test must be a function test(a, b) -> bool, got {type(test).__name__} {test!r}")
    wrong = []
    for config in configurations(include_degenerate):
        expected = collides(config.a, config.b, touching=touching)
        got = test(config.a, config.b)
        if got != expected:
            wrong.append(Mismatch(config, expected, got))
    return wrong


def picture(
    test, ax=None, *, touching: bool = False, include_degenerate: bool = False, title: str | None = None
):
    """Check ``test`` on every class and draw the grid: one cell per class, wrong ones orange with an ✗.

    The check is :func:`check`; the drawing is :func:`collide_lessons.draw.atlas_grid`.

    Parameters
    ----------
    test : callable
        A rectangle test ``test(a, b) -> bool``.
    ax : matplotlib.axes.Axes, optional
        The axes to draw on (a new figure when omitted).
    touching : bool, default False
        ``False``: the shapes must share area (their open insides meet). ``True``: contact at an
        edge, corner or point counts too.
    include_degenerate : bool, default False
        Also the classes with zero-width or zero-height boxes (676 instead of 169).
    title : str, optional
        A title for the axes (default: how many classes are wrong).

    Returns
    -------
    matplotlib.figure.Figure or list of Artist
        The new figure without ``ax``; the artists drawn with it.

    Examples
    --------
    >>> fig = picture(lambda a, b: a.left < b.right and b.left < a.right)
    >>> fig.axes[0].get_title()
    '36 of 169 classes wrong (✗)'
    """
    names = RELATIONS_WITH_POINTS if include_degenerate else RELATIONS
    wrong = {m.classes for m in check(test, touching=touching, include_degenerate=include_degenerate)}
    return atlas_grid(wrong, names, ax, title=title)


draw = picture
"""Deprecated alias of :func:`picture`, kept for one release (``draw`` is the drawing module's name)."""
