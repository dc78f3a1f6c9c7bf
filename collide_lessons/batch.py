"""Many tests at once with NumPy: the same edge rules as ``collides``, broadcast.

Boxes are arrays of shape ``(..., 4)`` holding ``[left, top, right, bottom]``;
circles are ``(..., 3)`` holding ``[x, y, r]``. Leading axes broadcast like a
NumPy ufunc, so one box against many, many against many (paired), or every
pair via ``a[:, None]`` and ``b[None, :]`` all work. Each function gives the
same answer as :func:`collide_lessons.collides` on every input.

>>> import numpy as np
>>> boxes = np.array([[0, 0, 10, 10], [10, 0, 20, 10], [30, 30, 40, 40]])
>>> collides_rects([5, 5, 15, 15], boxes)
array([ True,  True, False])
>>> collides_rects([0, 0, 10, 10], boxes, touching=True)
array([ True,  True, False])
>>> collides_circles_rects([13, 5, 3], boxes, touching=True)
array([ True,  True, False])
"""

from __future__ import annotations

import math

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
        self.has_area = (array[:, 2] > array[:, 0]) & (array[:, 3] > array[:, 1])
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
    bad = (array[..., 2] < array[..., 0]) | (array[..., 3] < array[..., 1])
    if bad.any():
        index = np.argwhere(bad)[0]
        row = array[tuple(index)].tolist()
        where = index[0] if len(index) == 1 else tuple(int(i) for i in index)
        raise ValueError(f"{name} must have right >= left and bottom >= top; row {where} is {row}")
    return array


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
        One answer per broadcast pair, the same as ``collides`` gives.

    Examples
    --------
    >>> collides_rects([0, 0, 10, 10], [[10, 0, 20, 10], [9, 9, 11, 11]])
    array([False,  True])
    """
    touching = validate.flag(touching, "touching")
    if isinstance(b, Boxes) and not isinstance(a, Boxes):
        query = boxes_array(a, "a")
        if query.ndim == 1:
            return _one_against_columns(query, b, touching)
    if isinstance(a, Boxes) and not isinstance(b, Boxes):
        query = boxes_array(b, "b")
        if query.ndim == 1:
            return _one_against_columns(query, a, touching)
    if isinstance(b, np.ndarray) and b.ndim == 2:  # one box against a plain (N, 4) array:
        a = boxes_array(a, "a")  # checked and tested in one sweep
        if a.ndim == 1:
            return _one_against_rows(a, validate.float_array(b, "b", last=4), touching, "b")
    elif isinstance(a, np.ndarray) and a.ndim == 2:
        b = boxes_array(b, "b")
        if b.ndim == 1:
            return _one_against_rows(b, validate.float_array(a, "a", last=4), touching, "a")
    a, b = boxes_array(a, "a"), boxes_array(b, "b")
    return ltrb_overlap(a, b, touching)


def spans_overlap(lo_a, hi_a, lo_b, hi_b, touching: bool = False) -> np.ndarray:
    """One axis for arrays of spans: ``max(lows) < min(highs)`` (``<=`` when touching).

    The array form of :func:`collide_lessons.rects.spans_overlap`. Pure: the
    spans are taken as already checked (``hi >= lo``, finite), which is what
    every caller inside the package has in hand.

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
    touching : bool, default False
        ``False``: the shapes must share area (their open insides meet). ``True``: contact at an
        edge, corner or point counts too.

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
    less = np.less_equal if touching else np.less
    return less(np.maximum(lo_a, lo_b), np.minimum(hi_a, hi_b))


def ltrb_overlap(a: np.ndarray, b: np.ndarray, touching: bool = False) -> np.ndarray:
    """The rectangle test on checked LTRB arrays, broadcast: both axes' spans overlap.

    This is the one array form of the rule; :func:`collides_rects` checks its
    inputs and calls it, and ``broadphase`` runs every candidate pair through it.

    Parameters
    ----------
    a : numpy.ndarray (..., 4)
        Checked LTRB boxes.
    b : numpy.ndarray (..., 4)
        Checked LTRB boxes, broadcast against ``a``.
    touching : bool, default False
        ``False``: the shapes must share area (their open insides meet). ``True``: contact at an
        edge, corner or point counts too.

    Returns
    -------
    numpy.ndarray of bool
        Per broadcast pair, whether the boxes collide.

    Examples
    --------
    >>> ltrb_overlap(np.array([0., 0, 10, 10]), np.array([[5., 5, 15, 15], [10, 0, 20, 10]]))
    array([ True, False])
    """
    x = spans_overlap(a[..., 0], a[..., 2], b[..., 0], b[..., 2], touching)
    x &= spans_overlap(a[..., 1], a[..., 3], b[..., 1], b[..., 3], touching)
    return x


def _one_against_columns(query, boxes: Boxes, touching):
    """One box against frozen boxes, edge column by edge column, in cache-sized chunks.

    ``max(lefts) < min(rights)`` for one query ``q`` and box ``k`` is
    ``q.left < k.right and k.left < q.right`` plus both having width (likewise
    for y); with ``touching=True`` the ``<=`` forms, and widths may be zero.
    """
    ql, qt, qr, qb = query.tolist()
    left, top, right, bottom = boxes.columns
    n = len(boxes)
    out = np.empty(n, dtype=bool)
    if not touching and not (ql < qr and qt < qb):
        out[:] = False
        return out
    scratch = np.empty(min(n, CHUNK), dtype=bool)
    for s in range(0, n, CHUNK):
        e = min(n, s + CHUNK)
        o, t = out[s:e], scratch[: e - s]
        if touching:
            np.greater_equal(right[s:e], ql, out=o)
            o &= np.less_equal(left[s:e], qr, out=t)
            o &= np.greater_equal(bottom[s:e], qt, out=t)
            o &= np.less_equal(top[s:e], qb, out=t)
        else:
            np.greater(right[s:e], ql, out=o)
            o &= np.less(left[s:e], qr, out=t)
            o &= np.greater(bottom[s:e], qt, out=t)
            o &= np.less(top[s:e], qb, out=t)
            o &= boxes.has_area[s:e]
    return out


def _one_against_rows(query, rows, touching, name):
    """One box against an unchecked ``(n, 4)`` array (finite, already checked by
    ``validate.float_array``), in cache-sized chunks: each chunk's edge order is
    checked and the chunk tested while it is in cache, six comparisons in all.

    With ``touching=False`` a box must have width and height, and those two
    comparisons also find any box with ``right < left`` or ``bottom < top``:
    only the rows without area are looked at again.
    """
    ql, qt, qr, qb = query.tolist()
    n = len(rows)
    out = np.empty(n, dtype=bool)
    scratch, spare = np.empty(min(n, CHUNK), dtype=bool), np.empty(min(n, CHUNK), dtype=bool)
    empty_query = not touching and not (ql < qr and qt < qb)
    for s in range(0, n, CHUNK):
        e = min(n, s + CHUNK)
        left, top, right, bottom = rows[s:e, 0], rows[s:e, 1], rows[s:e, 2], rows[s:e, 3]
        o, t, a = out[s:e], scratch[: e - s], spare[: e - s]
        if touching:
            np.less(right, left, out=a)
            a |= np.less(bottom, top, out=t)
            if a.any():
                _refuse(rows, s + int(np.flatnonzero(a)[0]), name)
            np.greater_equal(right, ql, out=o)
            o &= np.less_equal(left, qr, out=t)
            o &= np.greater_equal(bottom, qt, out=t)
            o &= np.less_equal(top, qb, out=t)
            continue
        np.less(left, right, out=a)  # has width ...
        a &= np.less(top, bottom, out=t)  # ... and height
        if not a.all():
            flat = np.flatnonzero(~a)
            wrong = (right[flat] < left[flat]) | (bottom[flat] < top[flat])
            if wrong.any():
                _refuse(rows, s + int(flat[np.flatnonzero(wrong)[0]]), name)
        if empty_query:
            o[:] = False
            continue
        np.greater(right, ql, out=o)
        o &= np.less(left, qr, out=t)
        o &= np.greater(bottom, qt, out=t)
        o &= np.less(top, qb, out=t)
        o &= a
    return out


def _refuse(rows, where, name):
    raise ValueError(
        f"{name} must have right >= left and bottom >= top; row {where} is {rows[where].tolist()}"
    )


def collides_circles_rects(circles, boxes, *, touching: bool = False) -> np.ndarray:
    """Circles against boxes, broadcast: clamp each centre into its box, compare squared distances.

    ``d2 < r**2`` (or ``<=`` with ``touching=True``), where ``d2`` is the
    squared distance from the centre to the nearest point of the box, decided
    exactly (:func:`collide_lessons.exact.reach_signs`). With
    ``touching=False`` a circle of zero radius or a box of zero width or
    height never collides.

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
        One answer per broadcast pair, the same as ``collides`` gives.

    Examples
    --------
    >>> collides_circles_rects([[5, 5, 0], [5, 5, 1]], [0, 0, 10, 10])
    array([False,  True])
    """
    touching = validate.flag(touching, "touching")
    circles = circles_array(circles)
    columns = boxes.columns if isinstance(boxes, Boxes) else None
    boxes = boxes_array(boxes)
    if circles.ndim == 1 and boxes.ndim == 2 and len(boxes) > 256:
        return _one_circle(circles, boxes, touching, columns)
    return _circles_rects(circles, boxes, touching)


def _circles_rects(circles, boxes, touching):
    cx, cy, r = circles[..., 0], circles[..., 1], circles[..., 2]
    left, top, right, bottom = boxes[..., 0], boxes[..., 1], boxes[..., 2], boxes[..., 3]
    nx = np.minimum(np.maximum(cx, left), right)  # clamping picks a stored value: exact
    ny = np.minimum(np.maximum(cy, top), bottom)
    hit = within_reach(cx, cy, nx, ny, r, touching=touching)
    if touching:
        return hit
    return hit & (r > 0) & (left < right) & (top < bottom)


def _one_circle(circle, boxes, touching, columns=None):
    """One circle, many boxes: keep the boxes in the circle's vertical strip, then
    run the exact test on those alone.

    The strip is ``[cx - r, cx + r]``, each end rounded outward by one float
    step, so the filter never drops a box that the exact test would accept.
    The exact test then runs once, on the boxes the filter kept.
    """
    cx, cy, r = circle.tolist()
    result = np.zeros(len(boxes), dtype=bool)
    if not touching and r == 0:
        return result
    low, high = math.nextafter(cx - r, -math.inf), math.nextafter(cx + r, math.inf)
    lefts, rights = (columns[0], columns[2]) if columns is not None else (boxes[:, 0], boxes[:, 2])
    near = lefts <= high
    near &= rights >= low
    index = np.flatnonzero(near)
    if len(index):
        result[index] = _circles_rects(circle, boxes[index], touching)
    return result


def _chunked(function, rows: np.ndarray) -> np.ndarray:
    out = np.empty(len(rows), dtype=bool)
    for start in range(0, len(rows), CHUNK):
        out[start : start + CHUNK] = function(rows[start : start + CHUNK])
    return out
