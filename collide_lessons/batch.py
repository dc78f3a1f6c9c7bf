"""Many tests at once with NumPy: the same edge rules as ``collides``, broadcast.

Boxes are arrays of shape ``(..., 4)`` holding ``[left, top, right, bottom]``;
circles are ``(..., 3)`` holding ``[x, y, r]``. Leading axes broadcast like a
NumPy ufunc, so one box against many, many against many (paired), or every
pair via ``a[:, None]`` and ``b[None, :]`` all work. Each function gives the
same answer as :func:`collide_lessons.collides` on every input, in every layout
the docs accept: a shape, a 1-D row, a ``(1, k)`` or ``(n, k)`` array, lists or
tuples of numbers or of shapes, int or float dtypes, and :class:`Boxes`.

This module holds the only array form of each rule. Every public function
converts its inputs once (:func:`boxes_array`, :func:`circles_array`), then
runs one rule: :func:`ltrb_overlap` for boxes (built on :func:`spans_overlap`,
one axis), clamping and :func:`collide_lessons.exact.within_reach` for circles
against boxes. One box against many rows runs that same rule over cache-sized
chunks, each chunk's edge order checked while it is in cache.

>>> import numpy as np
>>> boxes = np.array([[0, 0, 10, 10], [10, 0, 20, 10], [30, 30, 40, 40]])
>>> collides_rects([5, 5, 15, 15], boxes)
array([ True,  True, False])
>>> collides_rects([0, 0, 10, 10], boxes, touching=True)
array([ True,  True, False])
>>> collides_circles_rects([13, 5, 3], boxes, touching=True)
array([ True,  True, False])
>>> collides_circles_rects([13, 5, 3], [0, 0, 10, 10], touching=True)   # one and one: a 0-d answer
np.True_
"""

from __future__ import annotations

import math
import warnings

import numpy as np

from . import validate
from .exact import within_reach
from .shapes import Circle, Rect

__all__ = [
    "CHUNK",
    "Boxes",
    "boxes_array",
    "circles_array",
    "collides_rects",
    "collides_circles_rects",
    "spans_overlap",
    "ltrb_overlap",
    "has_area",
]

CHUNK = 1 << 16
"""Rows handled per pass in the one-against-many fast paths (fits in cache)."""


class Boxes:
    """Boxes checked once and frozen: a read-only ``(n, 4)`` float64 LTRB array.

    Every batch function checks raw arrays on every call (finite, ``right >=
    left``, ``bottom >= top``), which costs about as much as a one-against-
    many test itself. Build ``Boxes`` once when the same boxes are tested many
    times (as pygame users build their list of ``Rect`` once). The data is a
    private read-only copy, so it cannot become invalid afterwards.

    Parameters
    ----------
    boxes : array_like (n, 4) or list of Rect
        LTRB rows with ``right >= left`` and ``bottom >= top``.

    Examples
    --------
    >>> world = Boxes([[0, 0, 10, 10], [20, 0, 30, 10]])
    >>> len(world), world.array.flags.writeable
    (2, False)
    >>> collides_rects([5, 5, 6, 6], world)
    array([ True, False])
    """

    __slots__ = ("array", "columns", "has_area")

    def __init__(self, boxes):
        array = np.array(boxes_array(boxes), dtype=np.float64, copy=True, order="C")
        if array.ndim != 2:
            raise ValueError(f"Boxes needs an (n, 4) array, got shape {array.shape}")
        array.flags.writeable = False
        self.array = array
        # Column-major copy: one query compares against each edge as a contiguous run.
        self.columns = np.ascontiguousarray(array.T)
        self.columns.flags.writeable = False
        self.has_area = has_area(array)
        self.has_area.flags.writeable = False

    def __len__(self):
        return len(self.array)

    def __array__(self, dtype=None, copy=None):
        return self.array if dtype is None else self.array.astype(dtype)

    def __repr__(self):
        return f"Boxes({len(self)} boxes)"


def boxes_array(boxes, name: str = "boxes") -> np.ndarray:
    """Check and convert ``(..., 4)`` LTRB boxes (or a list of ``Rect``) to float64.

    Parameters
    ----------
    boxes : array_like (N, 4), list of Rect, or batch.Boxes
        The boxes as ``[left, top, right, bottom]`` rows, with ``right >= left`` and ``bottom >=
        top``.
    name : str
        The name used in error messages.

    Returns
    -------
    numpy.ndarray
        A float64 array of shape ``(..., 4)``; a ``Boxes``' own read-only array is returned as
        it is.

    Examples
    --------
    >>> boxes_array([Rect(0, 0, 2, 3)])
    array([[0., 0., 2., 3.]])
    >>> boxes_array([[0, 0, -1, 3]])
    Traceback (most recent call last):
    ...
    ValueError: boxes must have right >= left and bottom >= top; row 0 is [0.0, 0.0, -1.0, 3.0]
    """
    if isinstance(boxes, Boxes):
        return boxes.array
    if isinstance(boxes, (list, tuple)) and len(boxes) == 0:
        return np.zeros((0, 4))  # no boxes at all: an empty scene
    if isinstance(boxes, Rect):
        return np.array(boxes.to_ltrb(), dtype=np.float64)  # a Rect's numbers are checked already
    if isinstance(boxes, (list, tuple)) and boxes and all(isinstance(b, Rect) for b in boxes):
        return np.array([b.to_ltrb() for b in boxes], dtype=np.float64)
    array = validate.float_array(boxes, name, last=4)
    _check_order(array, name)
    return array


def _check_order(array, name, offset=0, inside=None) -> None:
    """Refuse a box with ``right < left`` or ``bottom < top`` (naming its row, counted from
    ``offset``). ``inside`` (each box has width and height), when known, spares a pass: only
    the boxes without an inside can be out of order."""
    if inside is not None:
        if inside.all():
            return
        rows = np.flatnonzero(~inside)
        wrong = (array[rows, 2] < array[rows, 0]) | (array[rows, 3] < array[rows, 1])
        if wrong.any():
            _refuse_row(array, int(rows[np.flatnonzero(wrong)[0]]), name, offset)
        return
    bad = np.less(array[..., 2], array[..., 0])
    bad |= np.less(array[..., 3], array[..., 1])
    if bad.any():
        index = np.argwhere(bad)[0]
        if len(index) == 1:
            _refuse_row(array, int(index[0]), name, offset)
        where = tuple(int(i) for i in index)
        raise ValueError(
            f"{name} must have right >= left and bottom >= top; row {where} is {array[where].tolist()}"
        )


def _refuse_row(array, row, name, offset=0):
    raise ValueError(
        f"{name} must have right >= left and bottom >= top; row {row + offset} is {array[row].tolist()}"
    )


def circles_array(circles, name: str = "circles") -> np.ndarray:
    """Check and convert ``(..., 3)`` ``[x, y, r]`` circles (or a list of ``Circle``).

    Parameters
    ----------
    circles : array_like (..., 3), Circle or list of Circle
        Circles as ``[x, y, r]`` rows with ``r >= 0``.
    name : str
        The name used in error messages.

    Returns
    -------
    numpy.ndarray
        A float64 array of shape ``(..., 3)``.

    Examples
    --------
    >>> circles_array([Circle(0, 0, 2)])
    array([[0., 0., 2.]])
    """
    if isinstance(circles, Circle):
        return np.array((circles.x, circles.y, circles.r), dtype=np.float64)
    if isinstance(circles, (list, tuple)) and len(circles) == 0:
        return np.zeros((0, 3))
    if isinstance(circles, (list, tuple)) and circles and all(isinstance(c, Circle) for c in circles):
        return np.array([(c.x, c.y, c.r) for c in circles], dtype=np.float64)
    array = validate.float_array(circles, name, last=3)
    if (array[..., 2] < 0).any():
        raise ValueError(f"{name} must have radius r >= 0; found a negative radius")
    return array


def collides_rects(a, b, *, touching: bool = False) -> np.ndarray:
    """Boxes ``a`` against boxes ``b``, broadcast: ``max(lefts) < min(rights)`` and the same for y.

    ``touching=True`` uses ``<=`` (edge and corner contact counts). Zero-size
    boxes never collide with ``touching=False``.

    Parameters
    ----------
    a : array_like (..., 4), Rect, list of Rect or Boxes
        The first boxes, LTRB.
    b : array_like (..., 4), Rect, list of Rect or Boxes
        The second boxes, LTRB; broadcast against ``a``.
    touching : bool, default False
        ``False``: the shapes must share area (their open insides meet). ``True``: contact at an
        edge, corner or point counts too.

    Returns
    -------
    numpy.ndarray of bool
        One answer per broadcast pair, the same as ``collides`` gives (a 0-d ``numpy.bool_``
        for one box against one box).

    Examples
    --------
    >>> collides_rects([0, 0, 10, 10], [[10, 0, 20, 10], [9, 9, 11, 11]])
    array([False,  True])
    >>> collides_rects(Rect(0, 0, 10, 10), Rect(9, 9, 2, 2))
    np.True_
    """
    touching = validate.flag(touching, "touching")
    a, a_inside = _boxes_once(a, "a")
    b, b_inside = _boxes_once(b, "b")
    if a.ndim == 1 and b.ndim == 2:  # one box against many rows: the rule chunk by chunk
        return _one_against_many(a, b, touching, b_inside, "b")
    if b.ndim == 1 and a.ndim == 2:
        return _one_against_many(b, a, touching, a_inside, "a")
    for array, inside, name in ((a, a_inside, "a"), (b, b_inside, "b")):
        if inside is None:
            _check_order(array, name)
    out = np.empty(_pair_shape(a.shape[:-1], b.shape[:-1], "a", "b"), dtype=bool)
    return _rule(a, b, touching, out)[()]


def _boxes_once(boxes, name):
    """Every accepted layout of boxes as one float64 ``(..., 4)`` array, with its has-an-inside
    when already known (``Boxes`` keep it; column-major, so each edge is one contiguous run).
    Plain arrays are checked for numbers here and for edge order where the rule runs."""
    if isinstance(boxes, Boxes):
        return boxes.columns.T, boxes.has_area
    if isinstance(boxes, np.ndarray) and boxes.ndim >= 1:
        return validate.float_array(boxes, name, last=4), None
    array = boxes_array(boxes, name)
    return array, has_area(array)  # shapes and lists: small, checked already


def _pair_shape(a_shape, b_shape, a_name, b_name) -> tuple:
    """The broadcast shape of two stacks of shapes, or a sentence naming both."""
    try:
        return np.broadcast_shapes(a_shape, b_shape)
    except ValueError:
        raise ValueError(
            f"{a_name} and {b_name} must broadcast against each other (like NumPy arrays): "
            f"{a_name} holds {a_shape} shapes and {b_name} holds {b_shape}; for every pair use "
            f"{a_name}[:, None] and {b_name}[None, :]"
        ) from None


def _one_against_many(query, rows, touching, inside, name):
    """One box against ``(n, 4)`` rows: :func:`_rule` over cache-sized chunks, each chunk's edge
    order checked (when not known already) while it is in cache."""
    n = len(rows)
    out = np.empty(n, dtype=bool)
    if not touching and not bool(has_area(query)):
        if inside is None:
            _check_order(rows, name)
        out[:] = False
        return out
    for s in range(0, n, CHUNK):
        part = rows[s : s + CHUNK]
        part_inside = None if inside is None else inside[s : s + CHUNK]
        if part_inside is None:
            if touching:
                _check_order(part, name, s)
            else:
                part_inside = has_area(part)
                _check_order(part, name, s, part_inside)
        _rule(query, part, touching, out[s : s + CHUNK], part_inside)
    return out


def spans_overlap(lo_a, hi_a, lo_b, hi_b, *args, touching: bool = False) -> np.ndarray:
    """One axis for arrays of spans: ``max(lows) < min(highs)`` (``<=`` when touching).

    One axis of :func:`collide_lessons.rects.boxes_overlap`, as arrays. Pure: the
    spans are taken as already checked (``hi >= lo``, finite), which is what
    every caller inside the package has in hand. Written as the comparisons the
    rule is made of: each span starts before the other ends, and with
    ``touching=False`` each has length (a span of zero length has no inside).

    Parameters
    ----------
    lo_a : numpy.ndarray
        Starts of the first spans.
    hi_a : numpy.ndarray
        Ends of the first spans.
    lo_b : numpy.ndarray
        Starts of the second spans.
    hi_b : numpy.ndarray
        Ends of the second spans.
    *args
        Deprecated: ``touching`` given by position (it is keyword-only; kept for one release,
        with a ``DeprecationWarning``).
    touching : bool, default False
        ``False``: the shapes must share area (their open insides meet). ``True``: contact at an
        edge, corner or point counts too. Keyword-only.

    Returns
    -------
    numpy.ndarray of bool
        Per element, whether the spans overlap (share a point with ``touching``).

    Examples
    --------
    >>> spans_overlap(np.array([0, 0, 0]), np.array([4, 4, 4]), np.array([2, 4, 5]), np.array([6, 6, 6]))
    array([ True, False, False])
    >>> spans_overlap(np.array([0]), np.array([4]), np.array([4]), np.array([6]), touching=True)
    array([ True])
    """
    touching = _keyword_touching(args, touching, "spans_overlap")
    shape = np.broadcast_shapes(np.shape(lo_a), np.shape(lo_b), np.shape(hi_a), np.shape(hi_b))
    out = np.empty(shape, dtype=bool)
    _spans(lo_a, hi_a, lo_b, hi_b, touching, out, np.empty(shape, dtype=bool), first=True)
    if not touching:
        out &= np.less(lo_a, hi_a)
        out &= np.less(lo_b, hi_b)
    return out[()]


def _spans(lo_a, hi_a, lo_b, hi_b, touching, out, spare, first=False):
    """``out &=`` "each span starts before the other ends" (``<=`` when touching): the crossing
    half of the one-axis rule, into reused buffers. ``first``: write instead of ``&=``."""
    less = np.less_equal if touching else np.less
    if first:
        less(lo_a, hi_b, out=out)
    else:
        out &= less(lo_a, hi_b, out=spare)
    out &= less(lo_b, hi_a, out=spare)


def has_area(boxes) -> np.ndarray:
    """The array form of "has an inside": ``left < right`` and ``top < bottom``, per box.

    Parameters
    ----------
    boxes : numpy.ndarray (..., 4)
        Checked LTRB boxes.

    Returns
    -------
    numpy.ndarray of bool
        Per box, whether it has width and height (a 0-d answer for one box).

    Examples
    --------
    >>> has_area(np.array([[0, 0, 2, 2], [0, 0, 0, 2], [1, 1, 1, 1]]))
    array([ True, False, False])
    """
    inside = np.less(boxes[..., 0], boxes[..., 2])
    inside &= np.less(boxes[..., 1], boxes[..., 3])
    return inside


def ltrb_overlap(a: np.ndarray, b: np.ndarray, *args, touching: bool = False) -> np.ndarray:
    """The rectangle test on checked LTRB arrays, broadcast: both axes' spans overlap.

    This is the one array form of the rule; :func:`collides_rects` converts and
    checks its inputs and runs it, ``broadphase`` and ``masks`` run every
    candidate pair through it.

    Parameters
    ----------
    a : numpy.ndarray (..., 4)
        Checked LTRB boxes.
    b : numpy.ndarray (..., 4)
        Checked LTRB boxes, broadcast against ``a``.
    *args
        Deprecated: ``touching`` given by position (it is keyword-only; kept for one release,
        with a ``DeprecationWarning``).
    touching : bool, default False
        ``False``: the shapes must share area (their open insides meet). ``True``: contact at an
        edge, corner or point counts too. Keyword-only.

    Returns
    -------
    numpy.ndarray of bool
        Per broadcast pair, whether the boxes collide.

    Examples
    --------
    >>> ltrb_overlap(np.array([0., 0, 10, 10]), np.array([[5., 5, 15, 15], [10, 0, 20, 10]]))
    array([ True, False])
    """
    touching = _keyword_touching(args, touching, "ltrb_overlap")
    a, b = np.asarray(a), np.asarray(b)
    out = np.empty(_pair_shape(a.shape[:-1], b.shape[:-1], "a", "b"), dtype=bool)
    return _rule(a, b, touching, out)[()]


def _rule(a, b, touching, out, b_inside=None):
    """The rectangle rule into ``out``: on each axis the spans cross (:func:`_spans`), and with
    ``touching=False`` both boxes have an inside (:func:`has_area`; ``b_inside`` when known).
    For checked boxes this is ``max(lefts) < min(rights)`` and likewise for y, comparison for
    comparison."""
    spare = np.empty(out.shape, dtype=bool)
    _spans(a[..., 0], a[..., 2], b[..., 0], b[..., 2], touching, out, spare, first=True)
    _spans(a[..., 1], a[..., 3], b[..., 1], b[..., 3], touching, out, spare)
    if not touching:
        a_inside = has_area(a)
        if a_inside.ndim or not a_inside:  # one box with an inside (the usual query): no pass
            out &= a_inside
        out &= has_area(b) if b_inside is None else b_inside
    return out


def _keyword_touching(args, touching, function):
    """``touching`` is keyword-only; a positional one still works for one release, with a warning."""
    if not args:
        return touching
    if len(args) > 1:
        raise TypeError(f"{function} takes 4 spans or 2 box arrays, and touching by keyword")
    warnings.warn(
        f"pass touching to {function} by keyword (touching=...); by position it is deprecated "
        "and will stop working in the next release",
        DeprecationWarning,
        stacklevel=3,
    )
    return args[0]


def collides_circles_rects(circles, boxes, *, touching: bool = False) -> np.ndarray:
    """Circles against boxes, broadcast: clamp each centre into its box, compare squared distances.

    ``d2 < r**2`` (or ``<=`` with ``touching=True``), where ``d2`` is the
    squared distance from the centre to the nearest point of the box, decided
    exactly (:func:`collide_lessons.exact.within_reach`: a float filter with an
    error bound, ``Fraction`` where it cannot decide). With ``touching=False`` a
    circle of zero radius or a box of zero width or height never collides.

    Parameters
    ----------
    circles : array_like (..., 3), Circle or list of Circle
        Circles as ``[x, y, r]``.
    boxes : array_like (..., 4), Rect, list of Rect or Boxes
        Boxes LTRB; broadcast against ``circles``.
    touching : bool, default False
        ``False``: the shapes must share area (their open insides meet). ``True``: contact at an
        edge, corner or point counts too.

    Returns
    -------
    numpy.ndarray of bool
        One answer per broadcast pair, the same as ``collides`` gives (0-d for one and one).

    Examples
    --------
    >>> collides_circles_rects([[5, 5, 0], [5, 5, 1]], [0, 0, 10, 10])
    array([False,  True])
    >>> collides_circles_rects(Circle(13, 5, 3), Rect(0, 0, 10, 10))   # the corner is just touched
    np.False_
    """
    touching = validate.flag(touching, "touching")
    circles = circles_array(circles)
    rows = boxes.array if isinstance(boxes, Boxes) else None  # row-major: quick to gather from
    boxes, inside = _boxes_once(boxes, "boxes")
    if inside is None:
        _check_order(boxes, "boxes")
    _pair_shape(circles.shape[:-1], boxes.shape[:-1], "circles", "boxes")  # a sentence, not NumPy's
    if circles.ndim == 1 and boxes.ndim == 2 and len(boxes) > 256:
        return _one_circle(circles, boxes, touching, inside, boxes if rows is None else rows)
    return _circles_boxes(circles, boxes, touching, inside)[()]


def _circles_boxes(circles, boxes, touching, inside):
    """The one circle-against-box rule on checked arrays: clamp, then the exact reach test."""
    cx, cy, r = circles[..., 0], circles[..., 1], circles[..., 2]
    nx = np.minimum(np.maximum(cx, boxes[..., 0]), boxes[..., 2])  # clamping picks a stored value
    ny = np.minimum(np.maximum(cy, boxes[..., 1]), boxes[..., 3])
    hit = within_reach(cx, cy, nx, ny, r, touching=touching)  # nx has the broadcast shape
    if not touching:
        hit &= np.greater(r, 0)
        hit &= has_area(boxes) if inside is None else inside
    return hit


def _one_circle(circle, boxes, touching, inside, rows):
    """One circle, many boxes: keep the boxes in the circle's vertical strip, then
    run the rule on those alone.

    The strip is ``[cx - r, cx + r]``, each end rounded outward by one float
    step, so the filter never drops a box that the exact test would accept.
    ``rows`` are the same boxes, row-major, to gather the kept ones from.
    """
    cx, cy, r = circle.tolist()
    result = np.zeros(len(boxes), dtype=bool)
    if not touching and r == 0:
        return result
    low, high = math.nextafter(cx - r, -math.inf), math.nextafter(cx + r, math.inf)
    near = boxes[:, 0] <= high
    near &= boxes[:, 2] >= low
    index = np.flatnonzero(near)
    if len(index):
        part = None if inside is None else inside[index]
        result[index] = _circles_boxes(circle, rows[index], touching, part)
    return result
