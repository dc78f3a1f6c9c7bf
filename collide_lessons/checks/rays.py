"""Exercise 05, parts 2 and 3: a ray against a box by slabs (``check_ray_box``) and the grid walk
(``check_grid_walk``).

Both ask every case on a small grid of whole and half numbers, so the edge
cases come up exactly: a ray parallel to a slab, a box behind the ray, a ray
that only touches a corner (entry = exit); a walk through a cell corner
exactly, along an axis, starting or ending on a cell line. The references are
:func:`collide_lessons.lines.ray_rect` and :func:`collide_lessons.lines.cells_crossed`,
under the package's edge rule (``touching=False``: open shapes).
"""

from __future__ import annotations

import math
from fractions import Fraction
from numbers import Integral, Real

from .. import draw
from ..lines import Ray, Segment, cells_crossed, ray_rect
from ..scene import shape_cells, shape_point, shape_rect, shape_segment
from ..shapes import Rect
from .harness import Check, CheckResult, Problem, framed_board, run, wrap
from .segments import yes_or_no

__all__ = [
    "RAY_BOX_KINDS",
    "GRID_WALK_KINDS",
    "check_ray_box",
    "check_grid_walk",
    "ray_box_kind",
    "walk_kind",
]

RAY_BOX_KINDS = {
    "hit": "the ray enters the box",
    "miss": "the ray misses the box",
    "corner": "the ray only touches a corner of the box (entry = exit)",
    "clip": "the ray clips a corner of the box, inside it for a very short stretch",
    "behind": "the box lies behind the ray (its line meets the box only at t < 0)",
    "parallel outside": "the ray runs parallel to a slab, outside it (dx or dy is 0)",
    "along an edge": "the ray runs along an edge line of the box (dx or dy is 0)",
    "starts inside": "the ray starts inside the box",
    "starts on the outline": "the ray starts on the box's outline",
    "zero size": "the box has zero width or height (no inside to enter)",
}
"""The words a FAIL line uses for each kind of ray and box, in the order the check asks them."""

_RAY_BOX_WHY = {
    "corner": "Entry == exit means the ray only touches: with touching=False that is a miss (entry < exit).",
    "clip": "Entry < exit by a hair: points sampled along the ray step over so short a stretch; the "
    "slabs' t values find it.",
    "behind": "Clamp the entry at t = 0: entry = max(0, the slabs' entries); a box behind the ray is a miss.",
    "parallel outside": "With dx (or dy) 0 nothing divides: the ray is inside that slab for every t or for "
    "none, decided by its x (or y) alone, strictly between the box's edges.",
    "along an edge": "With dx (or dy) 0 the ray stays on the slab's edge line: never strictly inside it.",
    "starts on the outline": "A ray leaving from the outline enters only if the exit is after t = 0.",
    "zero size": "A box of zero width or height has no inside: its slab on that axis has no width "
    "(entry = exit there, or, with no step on that axis, never strictly inside), a miss.",
}


def ray_box_kind(ray: Ray, box: Rect) -> str:
    """What is special about a ray and a box: a key of :data:`RAY_BOX_KINDS`.

    Parameters
    ----------
    ray : Ray
        The ray.
    box : Rect
        The box.

    Returns
    -------
    str
        The kind, decided exactly (the package's ``ray_rect``, forwards and backwards).

    Examples
    --------
    >>> ray_box_kind(Ray(0, 0, 1, 1), Rect(1, 1, 2, 2)), ray_box_kind(Ray(9, 9, 1, 1), Rect(1, 1, 2, 2))
    ('hit', 'behind')
    >>> ray_box_kind(Ray(0, 2, 1, -1), Rect(1, 1, 2, 2)), ray_box_kind(Ray(0, 5, 1, 0), Rect(1, 1, 2, 2))
    ('corner', 'parallel outside')
    """
    if box.w == 0 or box.h == 0:
        return "zero size"
    if box.left < ray.x < box.right and box.top < ray.y < box.bottom:
        return "starts inside"
    if box.left <= ray.x <= box.right and box.top <= ray.y <= box.bottom:
        return "starts on the outline"
    for d, c, lo, hi in ((ray.dx, ray.x, box.left, box.right), (ray.dy, ray.y, box.top, box.bottom)):
        if d == 0 and (c < lo or c > hi):
            return "parallel outside"
        if d == 0 and c in (lo, hi):
            return "along an edge"
    if ray_rect(ray, box) is not None:
        return "hit"
    if ray_rect(ray, box, touching=True) is not None:
        return "corner"
    if ray_rect(Ray(ray.x, ray.y, -ray.dx, -ray.dy), box) is not None:
        return "behind"
    return "miss"


def _slab_words(ray: Ray, box: Rect) -> str:
    """Each slab's entry and exit t, exactly, and the rule's verdict."""
    parts, entries, exits = [], [Fraction(0)], []
    for axis, d, c, lo, hi in (
        ("x", ray.dx, ray.x, box.left, box.right),
        ("y", ray.dy, ray.y, box.top, box.bottom),
    ):
        if d == 0:
            inside = lo < c < hi
            where = "inside" if inside else "not strictly inside"
            parts.append(f"{axis}: d{axis} = 0, {axis} = {c} is {where} its slab")
            if not inside:
                exits.append(Fraction(-1))
            continue
        t1, t2 = sorted(
            ((Fraction(lo) - Fraction(c)) / Fraction(d), (Fraction(hi) - Fraction(c)) / Fraction(d))
        )
        parts.append(f"{axis}: t from {_t(t1)} to {_t(t2)}")
        entries.append(t1)
        exits.append(t2)
    text = "Slabs: " + "; ".join(parts) + "."
    if exits and min(exits) >= 0:
        text += f" Entry max(0, entries) = {_t(max(entries))}, exit = {_t(min(exits))}."
    return text


def _t(value: Fraction) -> str:
    return str(value.numerator) if value.denominator == 1 else f"{value.numerator}/{value.denominator}"


_BOXES = (Rect(2, 2, 3, 2), Rect(2, 2, 0, 2), Rect(2, 2, 3, 0))

_HAIR = 2**20
_CLIPS = (  # past the corner (5, 2) of _BOXES[0] by 2**-20 in y: inside for x from about 4.999995 to 5
    Ray(0, 1, 5 * _HAIR, _HAIR + 1),
    Ray(7, 1, -5 * _HAIR, _HAIR + 1),  # the mirror image, past the corner (2, 2)
)
_NEAR_MISSES = (Ray(0, 1, 5 * _HAIR, _HAIR - 1), Ray(7, 1, -5 * _HAIR, _HAIR - 1))  # 2**-20 short


def _ray_cases():
    by_kind = {kind: [] for kind in RAY_BOX_KINDS}
    directions = [(dx, dy) for dy in range(-2, 3) for dx in range(-2, 3) if (dx, dy) != (0, 0)]
    for box in _BOXES:
        for y in range(0, 7):
            for x in range(0, 8):
                for dx, dy in directions:
                    ray = Ray(x, y, dx, dy)
                    by_kind[ray_box_kind(ray, box)].append((ray, box))
    by_kind["clip"] += [(ray, _BOXES[0]) for ray in _CLIPS]
    by_kind["miss"] += [(ray, _BOXES[0]) for ray in _NEAR_MISSES]
    for kind in RAY_BOX_KINDS:  # each kind in turn, so the first wrong answer names it
        for ray, box in by_kind[kind]:
            yield (ray, box), ray_rect(ray, box) is not None, RAY_BOX_KINDS[kind]


def _ray_picture(args, expected, got, kind, why=None):
    ray, box = args
    reach = max(abs(ray.dx), abs(ray.dy))
    drawn = ray if reach <= 2 else Ray(ray.x, ray.y, 2 * ray.dx / reach, 2 * ray.dy / reach)  # same line
    shapes = [
        shape_rect(box, color=draw.BLUE, label="box"),
        shape_segment(drawn, color=draw.ORANGE),
        shape_point((ray.x, ray.y), color=draw.ORANGE, label="start"),
    ]
    return framed_board(shapes, f"{wrap(kind)}\nexpected {expected}, yours {got}")


def _ray_explain(args, expected, got, kind):
    ray, box = args
    key = next(k for k, words in RAY_BOX_KINDS.items() if words == kind)
    backwards = ""
    if key == "hit" and expected and (ray.dx < 0 or ray.dy < 0):
        axis, far, near = ("x", "right", "left") if ray.dx < 0 else ("y", "bottom", "top")
        backwards = (
            f"With d{axis} < 0 the ray meets the box's {far} edge before its {near} edge: on {axis} the "
            "entry is the smaller of the two t values."
        )
    return " ".join(w for w in (_slab_words(ray, box), _RAY_BOX_WHY.get(key, ""), backwards) if w)


def check_ray_box(fn, *, show: bool = True) -> CheckResult:
    """Check ``fn(ray, box) -> bool``, the slab test, against :func:`collide_lessons.lines.ray_rect`.

    The rule is the package's ``touching=False``: the ray without its start
    point must pass through the box's inside (so a ray that only touches a
    corner or runs along an edge misses, and a box of zero width or height is
    never hit). Every ray starting at a whole-number point of the 8 x 7 grid
    ``0..7 x 0..6``, in each of the 24 directions with ``dx, dy`` in ``-2..2``,
    against the box ``Rect(2, 2, 3, 2)`` and two of zero size: 4,032 cases,
    and 4 rays passing ``2**-20`` beside a corner of the box (two clip it, two
    just miss: points sampled along the ray at a usual step jump over the clip), asked kind
    by kind (:data:`RAY_BOX_KINDS`: a plain hit or miss first, then a corner
    touch, a clipped corner, a box behind the ray, a ray parallel to a slab,
    ...). The FAIL line gives each slab's entry and exit ``t``.

    Parameters
    ----------
    fn : callable
        The learner's function, called with a ``Ray`` and a ``Rect``.
    show : bool, default True
        Display the picture of the first failing case in the notebook (a pass shows no picture).

    Returns
    -------
    CheckResult
        Truthy when every case passed; its ``message`` names the first failing case, in words.

    Examples
    --------
    >>> result = check_ray_box(lambda ray, box: ray_rect(ray, box) is not None, show=False)
    PASS: right on all 4,032 rays from an 8 x 7 grid in 24 directions against three boxes ...
    >>> result = check_ray_box(lambda ray, box: ray_rect(ray, box, touching=True) is not None, show=False)
    FAIL: the ray only touches a corner of the box (entry = exit). ...
    """
    check = Check(
        cases=_ray_cases(),
        judge=yes_or_no,
        describe=lambda args: f"ray={args[0]}, box={args[1]}",
        picture=_ray_picture,
        explain=_ray_explain,
        summary="right on all 4,032 rays from an 8 x 7 grid in 24 directions against three boxes "
        "(one of size 3 x 2, two of zero size): hits, misses, corner touches, boxes behind, "
        "rays parallel to a slab; and 4 rays that clip or just miss a corner by 2**-20.",
    )
    return run(check, fn, show=show)


# --- the grid walk --------------------------------------------------------------------------------

GRID_WALK_KINDS = {
    "plain": "the segment crosses cell lines between corners",
    "hair": "the segment passes a hair (2**-20) beside a cell corner, so it enters the cell beside the "
    "corner for a very short stretch",
    "ends on a line": "the segment ends on a cell line",
    "starts on a line": "the segment starts on a cell line",
    "axis": "the segment is axis-aligned (dx or dy is 0)",
    "corner": "the segment passes exactly through a cell corner (a tie: tMaxX == tMaxY)",
    "along a line": "the segment lies along a cell line (it enters no cell's inside)",
    "point": "the segment has zero length (a point)",
}
"""The words a FAIL line uses for each kind of segment, from the least to the most special."""

_WALK_WHY = {
    "hair": "Points sampled along the segment step over so short a stretch; the walk finds every cell "
    "line the segment crosses, by its t.",
    "ends on a line": "The end lies on a cell line: stop at t = 1, before stepping into a cell the segment "
    "only reaches at its end point.",
    "starts on a line": "The start lies on a cell line: the first cell is the one the segment goes into "
    "(for a negative step, the cell before the line, not floor(x)).",
    "axis": "With dx (or dy) 0 that axis never steps: tDelta is infinite there (do not divide by 0).",
    "corner": "At an exact corner tMaxX == tMaxY: under the package's rule the two cells that only share "
    "that corner are not entered, so step x and y together.",
    "along a line": "A segment along a cell line passes through no cell's inside: the answer is [].",
    "point": "A segment of zero length has no inside: the answer is [].",
}


def _features(s: Segment) -> set:
    x1, y1, x2, y2 = (Fraction(v) for v in (s.x1, s.y1, s.x2, s.y2))
    dx, dy = x2 - x1, y2 - y1
    found = set()
    if dx == dy == 0:
        return {"point"}
    if (dx == 0 and x1.denominator == 1) or (dy == 0 and y1.denominator == 1):
        found.add("along a line")
    if dx == 0 or dy == 0:
        found.add("axis")
    if x1.denominator == 1 or y1.denominator == 1:
        found.add("starts on a line")
    if x2.denominator == 1 or y2.denominator == 1:
        found.add("ends on a line")
    if dx != 0 and dy != 0:
        for col in range(math.floor(min(x1, x2)), math.ceil(max(x1, x2)) + 1):
            t = (col - x1) / dx
            if 0 < t < 1 and (y1 + t * dy).denominator == 1:
                found.add("corner")
    return found


def walk_kind(s: Segment) -> str:
    """What is special about a segment on the unit grid: a key of :data:`GRID_WALK_KINDS`.

    Parameters
    ----------
    s : Segment
        The segment (cells of side 1).

    Returns
    -------
    str
        The most special of its features (the order of :data:`GRID_WALK_KINDS`, last first).

    Examples
    --------
    >>> walk_kind(Segment(0.5, 0.5, 2.5, 2.5)), walk_kind(Segment(0.5, 0.5, 2, 1.5))
    ('corner', 'ends on a line')
    """
    found = _features(s) or {"plain"}
    return max(found, key=list(GRID_WALK_KINDS).index)


def _walk_cases():
    points = [(x / 2, y / 2) for y in range(7) for x in range(7)]
    segments = [Segment(*p, *q) for p in points for q in points]
    # the fewest special features first, so the first wrong answer names one
    segments.sort(key=lambda s: (len(_features(s)), list(GRID_WALK_KINDS).index(walk_kind(s))))
    for s in segments:
        yield (s,), cells_crossed(s), GRID_WALK_KINDS[walk_kind(s)]
    for s in _HAIRS:
        yield (s,), cells_crossed(s), GRID_WALK_KINDS["hair"]


_E = 2**-20  # exact in floats, so a float walk stays exact on these ends too
_HAIRS = (  # beside the corner (1, 1): below it, above it, and both walked backwards
    Segment(0.5, 0.5 - _E, 1.5, 1.5 - _E),
    Segment(0.5, 0.5 + _E, 1.5, 1.5 + _E),
    Segment(1.5, 1.5 - _E, 0.5, 0.5 - _E),
    Segment(1.5, 1.5 + _E, 0.5, 0.5 + _E),
)


def _as_cells(value, args, describe) -> list:
    """A list of ``(col, row)`` whole numbers, as tuples."""
    if not isinstance(value, (list, tuple)):
        raise Problem(
            f"your function returned {value!r} for {describe(args)}; "
            "it must return a list of (col, row) cells."
        )
    cells = []
    for cell in value:
        if (
            not isinstance(cell, (list, tuple))
            or len(cell) != 2
            or not all(isinstance(v, Real) and not isinstance(v, bool) and v == int(v) for v in cell)
        ):
            raise Problem(
                f"your function returned a list holding {cell!r} for {describe(args)}; each cell must be a "
                "pair of whole numbers (col, row)."
            )
        cells.append(tuple(int(v) if not isinstance(v, Integral) else int(v) for v in cell))
    return cells


def _walk_explain(args, expected, got, kind):
    key = next(k for k, words in GRID_WALK_KINDS.items() if words == kind)
    step = next((i for i, (e, g) in enumerate(zip(expected, got)) if e != g), min(len(expected), len(got)))
    where = (
        f"The walks part at cell {step}"
        + (f" (expected {expected[step]})" if step < len(expected) else "")
        + "."
    )
    reordered = sorted(got) == sorted(expected) and len(set(got)) == len(got)
    if reordered:
        where = "Your cells are the right ones, but not in the order the segment reaches them."
    (s,) = args
    backwards = ""
    if key == "plain" and not reordered and (s.x2 < s.x1 or s.y2 < s.y1):
        axis, sign = ("x", "dx < 0") if s.x2 < s.x1 else ("y", "dy < 0")
        line = "col" if axis == "x" else "row"
        backwards = (
            f"This segment goes the negative way ({sign}): the next line is {axis} = {line}, not "
            f"{line} + 1, so t_max_{axis} = ({line} - {axis}1) / d{axis}; each step subtracts 1 from "
            f"{line} and adds t_delta_{axis} = 1 / |d{axis}|."
        )
    return " ".join(w for w in (where, _WALK_WHY.get(key, ""), backwards) if w)


def _walk_picture(args, expected, got, kind, why=None):
    (s,) = args
    shapes = [
        shape_cells(expected, color=draw.GREEN, alpha=0.35),
        shape_cells(got, color=draw.ORANGE, alpha=0.35),
        shape_segment(s, color="black"),
        shape_point((s.x1, s.y1), color="black"),
    ]
    left, top = (
        min(s.x1, s.x2, *(c for c, _ in expected + got)),
        min(s.y1, s.y2, *(r for _, r in expected + got)),
    )
    right = max(s.x1, s.x2, *(c + 1 for c, _ in expected + got))
    bottom = max(s.y1, s.y2, *(r + 1 for _, r in expected + got))
    side = max(right - left, bottom - top, 1) + 2
    fig, ax = draw.new_figure(4.4, 4.0)
    draw.board(ax, shapes, (math.floor(left) - 1, math.floor(top) - 1, side, side), grid=1)
    ax.set_title(
        f"{wrap(kind)}\ngreen: the cells expected, orange: yours (both: brown); dot: the start", fontsize=8
    )
    return fig


def check_grid_walk(fn, *, show: bool = True) -> CheckResult:
    """Check ``fn(segment) -> list of (col, row)``, the grid walk, against ``lines.cells_crossed``.

    Cells have side 1 (cell ``(col, row)`` covers ``col..col+1 x row..row+1``);
    the rule is the package's ``touching=False``: a cell counts when the open
    segment passes through its inside, listed in the order the segment reaches
    them. Every segment with ends on the half-unit points ``0, 0.5, .., 3`` of
    both axes (2,401 segments, points included), the ones with the fewest
    special features first (:data:`GRID_WALK_KINDS`: ending or starting on a
    cell line, axis-aligned, through a corner exactly, along a cell line),
    then 4 segments passing ``2**-20`` beside a cell corner (what points
    sampled along the segment miss).

    Parameters
    ----------
    fn : callable
        The learner's function, called with a ``Segment``.
    show : bool, default True
        Display the picture of the first failing case in the notebook (a pass shows no picture).

    Returns
    -------
    CheckResult
        Truthy when every case passed; its ``message`` names the first failing case, in words.

    Examples
    --------
    >>> result = check_grid_walk(cells_crossed, show=False)
    PASS: right on all 2,401 segments with ends on the half-unit points of a 3 x 3 area ...
    >>> result = check_grid_walk(lambda s: cells_crossed(s, touching=True), show=False)
    FAIL: the segment ends on a cell line. ...
    """
    check = Check(
        cases=_walk_cases(),
        judge=_as_cells,
        describe=lambda args: f"s={args[0]}",
        picture=_walk_picture,
        explain=_walk_explain,
        summary="right on all 2,401 segments with ends on the half-unit points of a 3 x 3 area "
        "(corners, cell lines, axis-aligned and zero lengths included) and 4 that pass 2**-20 beside "
        "a cell corner.",
    )
    return run(check, fn, show=show)
