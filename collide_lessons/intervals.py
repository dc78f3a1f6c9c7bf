"""How two spans on one axis stand to each other: Allen's interval relations.

Two intervals ``A = [a1, a2]`` and ``B = [b1, b2]`` on one axis stand in one of
13 relations (Allen's interval relations): *before*, *meets*, *overlaps*,
*starts*, *during*, *finishes*, *equals* and their converses; 26 when either
may have zero length. How the four endpoints compare decides the relation,
so every rectangle test built from comparisons of same-axis coordinates gives
one answer per pair of relations (:mod:`collide_lessons.atlas` checks a test
on one example of each). Geometry only: the lessons' boards read the relation
of the boxes being dragged from here.

>>> relation(0, 3, 2, 5), relation(1, 2, 0, 4), relation(2, 2, 0, 4)
('overlaps', 'during', 'point inside')
"""

from __future__ import annotations

from . import validate
from .exact import sign
from .shapes import Rect

__all__ = ["EXAMPLES", "RELATIONS", "RELATIONS_WITH_POINTS", "relation", "classify"]

# name: (a1, a2, b1, b2), a small example in whole numbers
EXAMPLES = {
    "before": (0, 2, 4, 6),
    "meets": (0, 2, 2, 4),
    "overlaps": (0, 3, 2, 5),
    "starts": (0, 2, 0, 4),
    "during": (1, 3, 0, 4),
    "finishes": (2, 4, 0, 4),
    "equals": (0, 4, 0, 4),
    "finished by": (0, 4, 2, 4),
    "contains": (0, 4, 1, 3),
    "started by": (0, 4, 0, 2),
    "overlapped by": (2, 5, 0, 3),
    "met by": (2, 4, 0, 2),
    "after": (4, 6, 0, 2),
    # A has zero length
    "point before": (0, 0, 1, 3),
    "point at start": (1, 1, 1, 3),
    "point inside": (2, 2, 1, 3),
    "point at end": (3, 3, 1, 3),
    "point after": (4, 4, 1, 3),
    # B has zero length
    "ends before point": (0, 2, 3, 3),
    "ends at point": (0, 2, 2, 2),
    "around point": (0, 2, 1, 1),
    "starts at point": (1, 3, 1, 1),
    "after point": (2, 4, 1, 1),
    # both have zero length
    "point before point": (0, 0, 1, 1),
    "same point": (1, 1, 1, 1),
    "point after point": (1, 1, 0, 0),
}
"""Each relation's name and a small example ``(a1, a2, b1, b2)`` in whole numbers (span a, span b)."""

RELATIONS = tuple(list(EXAMPLES)[:13])
"""Allen's 13 relations between two intervals of positive length (A relative to B)."""
RELATIONS_WITH_POINTS = tuple(EXAMPLES)
"""All 26 relations when either interval may have zero length."""


def _pattern(a1, a2, b1, b2) -> tuple:
    """How the four endpoints compare: this alone decides the relation."""
    return (sign(a1 - a2), sign(b1 - b2), sign(a1 - b1), sign(a1 - b2), sign(a2 - b1), sign(a2 - b2))


_BY_PATTERN = {_pattern(*example): name for name, example in EXAMPLES.items()}


def relation(a1, a2, b1, b2) -> str:
    """The relation of interval ``[a1, a2]`` to ``[b1, b2]`` (both with ``lo <= hi``).

    Parameters
    ----------
    a1 : float
        Start of the first interval.
    a2 : float
        Its end (``>= a1``).
    b1 : float
        Start of the second interval.
    b2 : float
        Its end (``>= b1``).

    Returns
    -------
    str
        One of ``RELATIONS_WITH_POINTS``: Allen's thirteen relations, plus the ones of zero-
        length intervals.

    Examples
    --------
    >>> relation(0, 2, 2, 4), relation(0, 4, 0, 4), relation(5, 5, 5, 5)
    ('meets', 'equals', 'same point')
    """
    a1, a2, b1, b2 = (validate.number(v, n) for v, n in ((a1, "a1"), (a2, "a2"), (b1, "b1"), (b2, "b2")))
    if a2 < a1 or b2 < b1:
        raise ValueError(f"intervals need lo <= hi, got [{a1}, {a2}] and [{b1}, {b2}]")
    return _BY_PATTERN[_pattern(a1, a2, b1, b2)]


def classify(a: Rect, b: Rect) -> tuple:
    """The class of a rectangle pair: ``(x relation, y relation)`` of ``a`` to ``b``.

    Parameters
    ----------
    a : Rect
        The first box.
    b : Rect
        The second box.

    Returns
    -------
    tuple of (str, str)
        ``(x relation, y relation)`` of ``a`` to ``b``.

    Examples
    --------
    >>> classify(Rect(0, 10, 30, 10), Rect(10, 0, 10, 30))    # a plus sign
    ('contains', 'during')
    """
    for name, r in (("a", a), ("b", b)):
        if not isinstance(r, Rect):
            raise TypeError(f"{name} must be a Rect, got {type(r).__name__} {r!r}")
    return (relation(a.left, a.right, b.left, b.right), relation(a.top, a.bottom, b.top, b.bottom))
