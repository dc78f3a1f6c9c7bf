"""The source articles' code, transcribed faithfully, bugs included.

These functions exist so the lessons can *run* what was published and show
where it goes wrong. Never use them for real collision tests: use
``collide_lessons.collides``.

* :func:`edge_test` is the VB routine from "Simple Collision Detection",
  line for line, with two switches that each repair one of its slips.
* :func:`overlap_rect_1998` is TANSTAAFL's rule from "Collision Detection
  Algorithm" (1998) for the rectangle two boxes share.
* The ``*_rule`` functions are the one-line rectangle comparisons of the other
  articles, so lesson 03 can run each on the same touching pair.
* :data:`COUNTEREXAMPLES` are named pairs on which :func:`edge_test` fails,
  each with the true answer worked out from the picture.

>>> from collide_lessons import Rect
>>> edge_test(Rect(0, 0, 10, 10), Rect(500, 500, 10, 10))     # far apart, yet...
True
>>> edge_test(Rect(0, 0, 10, 10), Rect(500, 500, 10, 10), fix_contains_init=True)
False
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .shapes import Rect

__all__ = [
    "STAGES",
    "edge_test",
    "overlap_rect_1998",
    "overlap_rect",
    "shapes_negation_rule",
    "hitbox_rule",
    "gui_objects_rule",
    "tanstaafl_rule",
    "simple_collision_rule",
    "ARTICLE_RULES",
    "Counterexample",
    "COUNTEREXAMPLES",
    "scan_region",
]

STAGES = {
    "as published": {},
    "contains flag fixed": {"fix_contains_init": True},
    "vertical typo fixed": {"fix_vertical_typo": True},
    "both fixed": {"fix_contains_init": True, "fix_vertical_typo": True},
}
"""The four versions of :func:`edge_test` the lessons compare, by name."""


def _must_be_rects(**named):
    """Input checks only: the transcriptions below keep the articles' logic, bugs included."""
    for name, r in named.items():
        if not isinstance(r, Rect):
            raise TypeError(f"{name} must be a Rect, got {type(r).__name__} {r!r}")


def edge_flags(
    r1: Rect, r2: Rect, *, fix_contains_init: bool = False, fix_vertical_typo: bool = False
) -> tuple:
    """The three flags of "Simple Collision Detection"'s routine, set line for line as published.

    The routine's body, VB line above each Python line. Pure: the inputs are
    not checked (:func:`edge_test` checks them and combines the flags).

    Parameters
    ----------
    r1 : Rect
        The first box.
    r2 : Rect
        The second box.
    fix_contains_init : bool, default False
        Start ``isContainsCollision`` as ``False``, repairing the first slip.
    fix_vertical_typo : bool, default False
        Set the vertical flag to ``True`` on r2's bottom edge, repairing the second slip.

    Returns
    -------
    tuple of three bool
        ``(isHorizontalCollision, isVerticalCollision, isContainsCollision)``.

    Examples
    --------
    >>> edge_flags(Rect(0, 0, 10, 10), Rect(5, 5, 10, 10))       # as published: contains starts True
    (True, True, True)
    >>> edge_flags(Rect(0, 0, 10, 10), Rect(5, 5, 10, 10), fix_contains_init=True, fix_vertical_typo=True)
    (True, True, False)
    """
    # Dim isHorizontalCollision As Boolean = False
    horizontal = False
    # ' Check left edge of r2
    if r1.left < r2.left and r2.left < r1.right:
        horizontal = True
    # ' Check right edge of r2
    if r1.left < r2.right and r2.right < r1.right:
        horizontal = True

    # Dim isVerticalCollision As Boolean = False
    vertical = False
    # ' Check top edge of r2
    if r1.top < r2.top and r2.top < r1.bottom:
        vertical = True
    # ' Check bottom edge of r2
    if r1.top < r2.bottom and r2.bottom < r1.bottom:
        vertical = True if fix_vertical_typo else False  # published: "= False"

    # Dim isContainsCollision As Boolean = True
    contains = False if fix_contains_init else True  # published: "= True"
    # If Not isHorizontalCollision AndAlso Not isVerticalCollision Then
    if not horizontal and not vertical:
        if r2.left < r1.left and r1.left < r2.right:
            if r2.top < r1.top and r1.top < r2.bottom:
                contains = True

    return horizontal, vertical, contains


def edge_test(
    r1: Rect, r2: Rect, *, fix_contains_init: bool = False, fix_vertical_typo: bool = False
) -> bool:
    """ "Simple Collision Detection"'s edge-by-edge test, as published.

    Strict ``<`` everywhere (the article wants overlap, not touching). The
    article's slips, kept unless repaired:

    * ``isContainsCollision`` starts ``True`` and nothing ever sets it
      ``False``, so as published *every* pair collides
      (``fix_contains_init=True`` starts it ``False``);
    * the check of r2's bottom edge sets the vertical flag to ``False``
      where it meant ``True`` (``fix_vertical_typo=True``), as a reader
      pointed out.

    Even with both repairs it asks only whether an edge of r2 lies strictly
    inside r1, which misses identical boxes, shared edges and crosses (see
    :data:`COUNTEREXAMPLES`).

    Parameters
    ----------
    r1 : Rect
        The first box.
    r2 : Rect
        The second box.
    fix_contains_init : bool, default False
        Start ``isContainsCollision`` as ``False``, repairing the first slip.
    fix_vertical_typo : bool, default False
        Set the vertical flag to ``True`` on r2's bottom edge, repairing the second slip.

    Returns
    -------
    bool
        The routine's answer, as published (or with the chosen repairs).

    Examples
    --------
    >>> edge_test(Rect(0, 0, 20, 20), Rect(0, 0, 20, 20), fix_contains_init=True,
    ...           fix_vertical_typo=True)                 # identical boxes
    False
    """
    _must_be_rects(r1=r1, r2=r2)
    horizontal, vertical, contains = edge_flags(
        r1, r2, fix_contains_init=fix_contains_init, fix_vertical_typo=fix_vertical_typo
    )
    # If (isHorizontalCollision AndAlso IsVerticalCollision) OrElse isContainsCollision
    return (horizontal and vertical) or contains


def overlap_rect_1998(a: Rect, b: Rect) -> Rect | None:
    """TANSTAAFL's overlap rectangle from "Collision Detection Algorithm", as published.

    Corners are ``(AX1, AY1)-(AX2, AY2)`` and ``(BX1, BY1)-(BX2, BY2)``, read
    here as each box's ``left, top, right, bottom``. First the article's four
    rejection tests, then its rule: "If AX1<BX1 then CX1=BX1 and CX2=AX2,
    otherwise CX1=AX1 and CX2=BX2", likewise for y.

    The rule picks both edges by which box starts first. Per axis, with
    ``a`` relative to ``b``, it is right for six of the nine overlapping
    relations (equals, finishes, finished by, started by, overlaps,
    overlapped by) and wrong for exactly three: contains, during and starts.
    Across the atlas that is 45 of the 81 classes of overlapping boxes. Its
    region is then too big, never too small:

    Parameters
    ----------
    a : Rect
        The first box.
    b : Rect
        The second box.

    Returns
    -------
    Rect or None
        The region the article's rule gives (too big when one box spans the other on an axis);
        ``None`` when a rejection test fires.

    Examples
    --------
    >>> overlap_rect_1998(Rect(0, 0, 10, 10), Rect(5, 5, 10, 10))    # staggered: right
    Rect(x=5, y=5, w=5, h=5)
    >>> overlap_rect_1998(Rect(0, 0, 30, 30), Rect(10, 10, 5, 5))    # b inside a: wrong
    Rect(x=10, y=10, w=20, h=20)
    """
    _must_be_rects(a=a, b=b)
    ax1, ay1, ax2, ay2 = a.to_ltrb()
    bx1, by1, bx2, by2 = b.to_ltrb()
    if by2 < ay1 or ay2 < by1 or bx2 < ax1 or ax2 < bx1:
        return None
    if ax1 < bx1:
        cx1, cx2 = bx1, ax2
    else:
        cx1, cx2 = ax1, bx2
    if ay1 < by1:
        cy1, cy2 = by1, ay2
    else:
        cy1, cy2 = ay1, by2
    return Rect.from_ltrb(cx1, cy1, cx2, cy2)


overlap_rect = overlap_rect_1998
"""The name DESIGN.md gives the same function; ``overlap_rect_1998`` says whose rule it is."""


# --- one-line rules from the other articles (lesson 03) ------------------------------


def shapes_negation_rule(r1: Rect, r2: Rect) -> bool:
    """ "Collision Shapes": not left of, not right of, not above, not below, with ``<``.

    Strict ``<`` inside a negation, so boxes that only touch *do* collide.

    Parameters
    ----------
    r1 : Rect
        The first box.
    r2 : Rect
        The second box.

    Returns
    -------
    bool
        The article's answer, right or wrong.

    Examples
    --------
    >>> shapes_negation_rule(Rect(0, 0, 10, 10), Rect(10, 0, 5, 5))   # touching counts
    True
    """
    return not (r1.x + r1.w < r2.x or r1.x > r2.x + r2.w or r1.y + r1.h < r2.y or r1.y > r2.y + r2.h)


def hitbox_rule(ship: Rect, enemy: Rect) -> bool:
    """The hitbox tutorial's own code: four strict comparisons (Android ``Rect``'s rule, not SFML's).

    Boxes that only touch do not collide.

    Parameters
    ----------
    ship : Rect
        The player's box.
    enemy : Rect
        The enemy's box.

    Returns
    -------
    bool
        The article's answer, right or wrong.

    Examples
    --------
    >>> hitbox_rule(Rect(0, 0, 10, 10), Rect(10, 0, 5, 5))   # touching does not
    False
    """
    return (
        ship.right > enemy.left
        and ship.left < enemy.right
        and ship.top < enemy.bottom
        and ship.bottom > enemy.top
    )


def gui_objects_rule(a: Rect, b: Rect) -> bool:
    """ "How to detect collisions between moving GUI-objects?": ``<=`` and ``>=``.

    ``(AX1 <= BX2) && (AX2 >= BX1) && (AY1 <= BY2) && (AY2 >= BY1)``: touching counts.

    Parameters
    ----------
    a : Rect
        The first box.
    b : Rect
        The second box.

    Returns
    -------
    bool
        The article's answer, right or wrong.

    Examples
    --------
    >>> gui_objects_rule(Rect(0, 0, 10, 10), Rect(10, 10, 5, 5))   # corners touch
    True
    """
    _must_be_rects(a=a, b=b)
    ax1, ay1, ax2, ay2 = a.to_ltrb()
    bx1, by1, bx2, by2 = b.to_ltrb()
    return ax1 <= bx2 and ax2 >= bx1 and ay1 <= by2 and ay2 >= by1


def tanstaafl_rule(a: Rect, b: Rect) -> bool:
    """ "Collision Detection Algorithm": a collision is possible unless a rejection test fires.

    The rejections use strict ``<``, so touching boxes are *not* rejected.

    Parameters
    ----------
    a : Rect
        The first box.
    b : Rect
        The second box.

    Returns
    -------
    bool
        The article's answer, right or wrong.

    Examples
    --------
    >>> tanstaafl_rule(Rect(0, 0, 10, 10), Rect(0, 10, 10, 5))
    True
    """
    return overlap_rect_1998(a, b) is not None


def simple_collision_rule(r1: Rect, r2: Rect) -> bool:
    """ "Simple Collision Detection" with both of its slips repaired (strict ``<``).

    Parameters
    ----------
    r1 : Rect
        The first box.
    r2 : Rect
        The second box.

    Returns
    -------
    bool
        The article's answer, right or wrong.

    Examples
    --------
    >>> simple_collision_rule(Rect(0, 0, 10, 10), Rect(10, 0, 5, 5))
    False
    """
    return edge_test(r1, r2, fix_contains_init=True, fix_vertical_typo=True)


ARTICLE_RULES = {
    '"Simple Collision Detection" (both slips fixed)': simple_collision_rule,
    '"Collision Detection Algorithm" (rejection tests)': tanstaafl_rule,
    '"Collision Shapes" (negation)': shapes_negation_rule,
    "hitbox tutorial (its own four strict comparisons)": hitbox_rule,
    '"How to detect collisions between moving GUI-objects?"': gui_objects_rule,
}
"""Each article's rectangle comparison, by article, for side-by-side runs."""


# --- counterexamples -------------------------------------------------------------------


@dataclass(frozen=True)
class Counterexample:
    """A rectangle pair on which :func:`edge_test` goes wrong at some stage.

    ``truth`` is what the picture shows (do they share area?). ``answers``
    maps each stage name in :data:`STAGES` to what :func:`edge_test` says,
    worked out by hand by following the VB code line by line.

    Attributes
    ----------
    name : str
        What the pair looks like.
    r1 : Rect
        The first box.
    r2 : Rect
        The second box.
    truth : bool
        Whether they share area.
    answers : dict
        Each stage's answer.
    why : str
        Why the routine goes wrong.
    """

    name: str
    r1: Rect
    r2: Rect
    truth: bool
    answers: dict
    why: str


def _answers(published, contains_fixed, typo_fixed, both_fixed):
    return dict(zip(STAGES, (published, contains_fixed, typo_fixed, both_fixed)))


COUNTEREXAMPLES = [
    Counterexample(
        "far apart",
        Rect(0, 0, 10, 10),
        Rect(30, 20, 10, 10),
        False,
        _answers(True, False, True, False),
        "isContainsCollision starts True and nothing sets it False, so as published every "
        "pair collides, even boxes far apart.",
    ),
    Counterexample(
        "r2 inside r1",
        Rect(0, 0, 30, 30),
        Rect(10, 10, 10, 10),
        True,
        _answers(True, False, True, True),
        "r2's bottom edge is inside r1, and the typo sets the vertical flag back to False. As "
        "published the answer is right only because of the first slip; fix that slip alone "
        "and this pair is missed.",
    ),
    Counterexample(
        "r2 across r1's top edge",
        Rect(0, 10, 30, 20),
        Rect(10, 0, 10, 20),
        True,
        _answers(True, False, True, True),
        "Vertically only r2's bottom edge is inside r1, and the typo turns that into 'no "
        "vertical collision'.",
    ),
    Counterexample(
        "identical boxes",
        Rect(0, 0, 20, 20),
        Rect(0, 0, 20, 20),
        True,
        _answers(True, False, True, False),
        "No edge of r2 is strictly between r1's edges (they coincide), and the containment "
        "check wants r1's edges strictly inside r2. A reader of the article spotted this one.",
    ),
    Counterexample(
        "same column",
        Rect(0, 0, 20, 20),
        Rect(0, 10, 20, 20),
        True,
        _answers(True, False, True, False),
        "Equal spans on one axis: horizontally neither edge of r2 is strictly inside r1, so "
        "the horizontal flag stays False although the boxes overlap.",
    ),
    Counterexample(
        "r1 inside r2 on an edge",
        Rect(0, 5, 10, 10),
        Rect(0, 0, 20, 20),
        True,
        _answers(True, False, True, False),
        "r1 lies inside r2 but shares r2's left edge, so the strict containment check "
        "r2.Left < r1.Left fails.",
    ),
    Counterexample(
        "plus sign",
        Rect(0, 10, 30, 10),
        Rect(10, 0, 10, 30),
        True,
        _answers(True, False, True, False),
        "A cross: no corner of either box is inside the other (the 'important case' of "
        '"Collision Shapes"). Horizontally r2\'s edges are inside r1, vertically r2 spans r1, '
        "and the containment check runs only when both flags are False.",
    ),
    Counterexample(
        "r2 spans r1 across",
        Rect(10, 0, 10, 20),
        Rect(0, 10, 30, 15),
        True,
        _answers(True, False, True, False),
        "The test only asks whether r2's edges are inside r1, never the other way round, so "
        "it is not symmetric: with the arguments swapped the repaired test says True.",
    ),
    Counterexample(
        "empty box inside",
        Rect(0, 0, 20, 20),
        Rect(5, 5, 0, 0),
        False,
        _answers(True, False, True, True),
        "A zero-size box has no area to overlap, but its edges lie strictly inside r1, so the "
        "repaired test says 'collision'. (Fixing only the contains flag gets it right by "
        "accident: the typo resets the vertical flag. .NET's IntersectsWith also says True.)",
    ),
]
"""Every distinct way :func:`edge_test` fails, one named pair each."""


def scan_region(a_bits, a_pos, b_bits, b_pos, region: Rect) -> int:
    """Count pixels set in both sprites inside ``region``, with no bounds checks.

    Our illustration, not the article's code (it publishes no scanning code):
    each sprite is a flat row-major buffer (``buffer[y * width + x]``) read
    without bounds checks, so an ``x`` past a sprite's width wraps into its
    next row. (Reads before the start or past the end of a buffer, which in C
    would be garbage or a crash, count as empty here.) Given the true overlap
    rectangle this is right. Given TANSTAAFL's rule's region for a contained
    box, it reads pixels that are not there.

    Parameters
    ----------
    a_bits : array_like of bool (h, w)
        The first sprite's mask.
    a_pos : (int, int)
        Its top-left pixel on screen.
    b_bits : array_like of bool (h, w)
        The second sprite's mask.
    b_pos : (int, int)
        Its top-left pixel on screen.
    region : Rect
        The screen rectangle to scan.

    Returns
    -------
    int
        Pixels read as set in both buffers inside ``region``.

    Examples
    --------
    >>> scan_region([[1, 1], [1, 1]], (0, 0), [[1]], (1, 1), Rect(1, 1, 1, 1))
    1
    """

    def reader(bits, pos):
        bits = np.asarray(bits, dtype=bool)
        flat, width = bits.ravel(), bits.shape[1]

        def at(x, y):
            index = (y - pos[1]) * width + (x - pos[0])
            return bool(flat[index]) if 0 <= index < flat.size else False

        return at

    in_a, in_b = reader(a_bits, a_pos), reader(b_bits, b_pos)
    hits = 0
    for y in range(region.top, region.bottom):
        for x in range(region.left, region.right):
            if in_a(x, y) and in_b(x, y):
                hits += 1
    return hits
