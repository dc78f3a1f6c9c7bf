"""Exercise 03, the overlap region and pixels set in both masks: ``check_overlap_rect``,
``check_pixel_overlap``, and :func:`draw_masks`, the picture of two masks on one pixel grid."""

from __future__ import annotations

import numpy as np

from .. import as_published, atlas, draw
from ..masks import Mask
from ..rects import intersection
from ..shapes import Rect
from .harness import Check, CheckResult, Problem, run, wrap
from .rectangles import axis_relations, case_words, describe_rects, pair_picture, random_rect_pairs

__all__ = ["check_overlap_rect", "check_pixel_overlap", "draw_masks"]


def _judge_region(value, args, describe):
    if value is None or isinstance(value, Rect):
        return value
    raise Problem(
        f"your function returned {value!r} for {describe(args)}; it must return "
        "a Rect, or None when the boxes share no area."
    )


def _region_cases(rng):
    # the brief's trap first: classes where one box lies inside the other on an axis
    def containment_first(config):
        return not ({config.x, config.y} & {"contains", "during"})

    for config in sorted(atlas.configurations(include_degenerate=False), key=containment_first):
        for a, b in ((config.a, config.b), (config.b, config.a)):
            yield (a, b), intersection(a, b), case_words(a, b)
    for a, b in random_rect_pairs(rng, 400):
        if a.area and b.area:
            yield (a, b), intersection(a, b), case_words(a, b)


def _region_picture(args, expected, got, kind, why=None):
    fig = pair_picture(args, "(dotted)" if expected else None, "(dashed red)" if got else None, kind)
    ax = fig.axes[0]
    if expected is not None:
        draw.rect(ax, expected, fill=False, color="black", linestyle=":", linewidth=2.5)
    if isinstance(got, Rect):
        draw.rect(ax, got, fill=False, color="tab:red", linestyle="--", linewidth=1.5)
    return fig


def _explain_region(args, expected, got, kind):
    if expected is not None and isinstance(got, Rect) and got == as_published.overlap_rect_1998(*args):
        return (
            "That is the 1998 rule's region: it picks both edges by which box starts first, "
            "wrong when on an axis b lies inside a (contains), a lies inside b (during), "
            "or they start together and a ends first (starts)."
        )
    if expected is not None and isinstance(got, Rect) and got == _edges_as_size(expected):
        return (
            "Your Rect has the right left and top, but its width and height are the right and "
            "bottom edges: Rect(x, y, w, h) takes a size, so use "
            "Rect.from_ltrb(left, top, right, bottom), or w = right - left and h = bottom - top."
        )
    return None


def _edges_as_size(region: Rect):
    """``Rect(left, top, right, bottom)``: the edges passed where ``Rect`` wants a width and height."""
    try:
        return Rect(region.left, region.top, region.right, region.bottom)
    except (TypeError, ValueError):
        return None


def check_overlap_rect(fn, show: bool = True) -> CheckResult:
    """Check ``fn(a, b) -> Rect | None``: the region two boxes share, or ``None`` if no area.

    All 169 atlas classes of positive-size boxes (both orders), then 400
    random pairs. The answer must be a ``Rect`` equal to the shared region
    (same edges), or ``None``.

    Parameters
    ----------
    fn : callable
        The learner's function.
    show : bool, default True
        Display the picture of the first failing case in the notebook (a pass shows no picture).

    Returns
    -------
    CheckResult
        Truthy when every case passed; its ``message`` names the first failing case, in words.

    Examples
    --------
    >>> from collide_lessons.rects import intersection
    >>> result = check_overlap_rect(intersection, show=False)
    PASS: ...
    >>> bool(result)
    True
    """
    check = Check(
        cases=_region_cases(np.random.default_rng(11)),
        judge=_judge_region,
        describe=describe_rects,
        picture=_region_picture,
        summary="right on all 169 arrangements of two boxes (both orders) and the random pairs.",
        explain=_explain_region,
    )
    return run(check, fn, show=show)


_A_TEXT = ".####.\n######\n######\n.####."
_B_TEXT = "##\n##\n.#"
_OFFSETS = (
    ((0, 0), "b at a's top-left corner"),
    ((4, 2), "b near a's bottom-right"),
    ((-1, -1), "b partly off a's top-left (negative offset)"),
    ((5, 3), "b hanging off a's bottom-right"),
    ((6, 0), "b just right of a"),
    ((-2, 0), "b just left of a"),
    ((20, 20), "b far away"),
    ((2, 1), "b inside a"),
)


class _Recorded(np.ndarray):
    """A boolean mask that records which of its pixels the learner's code reads.

    A read is a pixel taken out one at a time (``bits[y, x]``, ``bits[y][x]``) or a
    (sliced) array handed to a NumPy operation (``&``, ``.sum()``, ``np.count_nonzero``,
    ``np.pad``, ...). Slicing alone reads nothing; ``shape`` and ``*_like`` read nothing.
    A view (slice, transpose, reshape) knows its pixels from where it sits in memory.
    Copying into another array (``canvas[...] = bits``) or through ``np.asarray`` escapes
    the record: a full scan written that way passes unseen (the usual ones, loops over
    every pixel and whole-array operations, are seen).
    """

    def __new__(cls, bits):
        self = np.array(bits, dtype=bool, order="C").view(cls)
        self._root, self._copied = self, None
        self._touched = np.zeros(self.shape, dtype=bool)
        self._original = np.array(bits, dtype=bool)  # the learner may write into the mask
        return self

    def __array_finalize__(self, obj):
        self._touched = getattr(obj, "_touched", None)
        self._root = getattr(obj, "_root", None)
        # a copy (astype, copy) keeps the pixels it was copied from; a view is found in memory
        self._copied = obj._pixels() if isinstance(obj, _Recorded) and obj._root is not None else None

    def _pixels(self):
        """The root mask's flat index of each pixel of this array, or None when unknown."""
        root = self._root
        if root is not None and np.may_share_memory(self.view(np.ndarray), root.view(np.ndarray)):
            # a view: a bool is one byte and the root is C-ordered, so a byte offset is a pixel index
            start = self.__array_interface__["data"][0] - root.__array_interface__["data"][0]
            axes = [
                np.arange(n).reshape([-1 if k == d else 1 for k in range(self.ndim)]) * step
                for d, (n, step) in enumerate(zip(self.shape, self.strides))
            ]
            return np.broadcast_to(start + sum(axes, np.zeros((), int)), self.shape)
        if self._copied is not None and self._copied.size == self.size:
            return self._copied.reshape(self.shape)
        return None

    def _mark(self, where):
        if self._touched is not None:
            self._touched.flat[where if where is not None else slice(None)] = True  # unknown: all

    def _read(self):
        self._mark(self._pixels())
        return self.view(np.ndarray)

    def __getitem__(self, key):
        where = self._pixels()
        value = super().__getitem__(key)
        if not isinstance(value, np.ndarray):  # one pixel taken out: a read
            self._mark(None if where is None else where[key])
        elif where is not None and not np.may_share_memory(value.view(np.ndarray), self.view(np.ndarray)):
            value._copied = np.asarray(where[key])  # fancy indexing copies
        return value

    def __iter__(self):
        return (self[i] for i in range(len(self)))

    def __array_ufunc__(self, ufunc, method, *inputs, **kwargs):
        inputs = tuple(_plain(x) for x in inputs)
        if "out" in kwargs:
            kwargs["out"] = tuple(_plain(x) for x in kwargs["out"])
        return getattr(ufunc, method)(*inputs, **kwargs)

    def __array_function__(self, func, types, args, kwargs):
        if func in _NO_READ:
            args = tuple(x.view(np.ndarray) if isinstance(x, _Recorded) else x for x in args)
            return func(*args, **kwargs)
        return func(*_plain(args), **{k: _plain(v) for k, v in kwargs.items()})

    def tolist(self):
        return self._read().tolist()

    def nonzero(self):
        return self._read().nonzero()

    def item(self, *args):
        return self._read().item(*args)


_NO_READ = {np.shape, np.ndim, np.size, np.zeros_like, np.ones_like, np.empty_like, np.full_like}


def _plain(value):
    """``value`` with every recorded mask in it read (marked) and turned into a plain array."""
    if isinstance(value, _Recorded):
        return value._read()
    if isinstance(value, (list, tuple)):
        return type(value)(_plain(v) for v in value)
    return value


class _Scanned:
    """A right count got by reading pixels outside the overlap rectangle (the judge's verdict)."""

    def __init__(self, count, outside_a, outside_b):
        self.count, self.outside_a, self.outside_b = count, outside_a, outside_b

    def __eq__(self, other):
        return False

    __hash__ = None

    def __repr__(self):
        n = int(self.outside_a.sum() + self.outside_b.sum())
        return f"{self.count}, after reading {n} pixel{'' if n == 1 else 's'} outside the overlap rectangle"


def _outside_reads(a, b, offset):
    """Pixels of ``a`` and of ``b`` read outside the overlap window, as two boolean maps."""
    ox, oy = offset
    (ha, wa), (hb, wb) = a.shape, b.shape
    inside_a, inside_b = np.zeros((ha, wa), bool), np.zeros((hb, wb), bool)
    window = intersection(Rect(0, 0, wa, ha), Rect(ox, oy, wb, hb))
    if window is not None:
        left, top, right, bottom = window.left, window.top, window.right, window.bottom
        inside_a[top:bottom, left:right] = True
        inside_b[top - oy : bottom - oy, left - ox : right - ox] = True
    return a._touched & ~inside_a, b._touched & ~inside_b


def _mask_cases(rng):
    # fresh recorded copies for every call: the learner may write into them, and the judge
    # reads which pixels the call read
    a, b = Mask.from_text(_A_TEXT), Mask.from_text(_B_TEXT)
    for offset, kind in _OFFSETS:
        args = (_Recorded(a.bits), _Recorded(b.bits), offset)
        yield args, a.overlap_area(b, offset), _mask_kind(kind, a.bits, b.bits, offset)
    for _ in range(150):
        h1, w1, h2, w2 = (int(v) for v in rng.integers(1, 14, 4))
        x = rng.random((h1, w1)) < 0.5
        y = rng.random((h2, w2)) < 0.5
        offset = (int(rng.integers(-w2 - 1, w1 + 2)), int(rng.integers(-h2 - 1, h1 + 2)))
        args = (_Recorded(x), _Recorded(y), offset)
        yield args, Mask(x).overlap_area(Mask(y), offset), _mask_kind("random masks", x, y, offset)


def _mask_kind(kind, a_bits, b_bits, offset):
    a_box = Rect(0, 0, a_bits.shape[1], a_bits.shape[0])
    b_box = Rect(offset[0], offset[1], b_bits.shape[1], b_bits.shape[0])
    return f"{kind} ({axis_relations(a_box, b_box)})"


def _judge_count(value, args, describe):
    if isinstance(value, (int, np.integer)) and not isinstance(value, (bool, np.bool_)):
        a, b, offset = args
        right = Mask(a._original).overlap_area(Mask(b._original), offset)
        outside_a, outside_b = _outside_reads(a, b, offset)
        if int(value) == right and (outside_a.any() or outside_b.any()):  # a wrong count comes first
            return _Scanned(int(value), outside_a, outside_b)
        return int(value)
    raise Problem(
        f"your function returned {value!r} for {describe(args)}; it must return "
        "a whole number (how many pixels are set in both masks)."
    )


def _describe_masks(args):
    a, b, offset = args
    return f"a {a.shape[1]}x{a.shape[0]}, b {b.shape[1]}x{b.shape[0]}, offset={offset}"


def _masks_picture(args, expected, got, kind, why=None):
    a, b, offset = (np.asarray(v) if isinstance(v, np.ndarray) else v for v in args)
    fig, ax = draw.new_figure(4.4, 3.8)
    draw_masks(ax, a, b, offset)
    title = f"{wrap(kind)}\noverlap: expected {expected}, yours {got}"
    if isinstance(got, _Scanned):
        ys, xs = np.nonzero(got.outside_a)
        ys_b, xs_b = np.nonzero(got.outside_b)
        px = np.concatenate([xs, xs_b + offset[0]]) + 0.5
        py = np.concatenate([ys, ys_b + offset[1]]) + 0.5
        ax.plot(px, py, "o", color="black", markersize=3, zorder=5)
        title = (
            f"{wrap(kind)}\nexpected {expected}, yours {got.count}: right, but the black dots\n"
            "are pixels it read outside the overlap window (dotted)"
        )
    ax.set_title(title, fontsize=8)
    return fig


def _wrap_band(shape, dy, dx):
    """The pixels of a that a negative index reaches in a loop over b's pixels reading
    ``a[y + dy, x + dx]`` (Python counts a negative index from the end): the last ``-dy`` rows and
    the last ``-dx`` columns, when the offset is negative and smaller than the mask."""
    rows, cols = np.indices(shape)
    return ((-shape[0] < dy < 0) & (rows >= shape[0] + dy)) | ((-shape[1] < dx < 0) & (cols >= shape[1] + dx))


def _explain_count(args, expected, got, kind):
    if not isinstance(got, _Scanned):
        return None
    a, b, (ox, oy) = args
    out_a = got.outside_a
    if out_a.any() and not (out_a & ~_wrap_band(a.shape, oy, ox)).any():
        return (
            "A negative index does not read nothing: Python counts it from the far end "
            "(a_bits[-1] is a's last row), so a position off the edge reads a pixel on the other "
            "side (the black dots). Find the overlap rectangle first and index only inside it."
        )
    window = intersection(Rect(0, 0, a.shape[1], a.shape[0]), Rect(ox, oy, b.shape[1], b.shape[0]))
    if not out_a.any() and window is not None and int(b._touched.sum()) == window.area:
        return (
            "Your slice of b is the window's size but not where the window lies in b "
            "(the black dots): b's pixel under a's (x, y) is b_bits[y - oy, x - ox], "
            "so shift b's slice back by the offset."
        )
    return (
        "Scan only the overlap rectangle: find it first, then slice both masks by it "
        "(the black dots are the pixels your function read outside it)."
    )


def check_pixel_overlap(fn, show: bool = True) -> CheckResult:
    """Check ``fn(a_bits, b_bits, offset) -> int``: pixels set in both, b at ``offset`` from a.

    The picture draws both masks on one pixel grid, b at its offset, with
    the overlap window outlined. The masks handed to ``fn`` record the pixels
    it reads (one at a time, or as arrays given to NumPy operations); a right
    count that read a pixel outside the overlap window fails, with those
    pixels dotted in the picture ("scan only the overlap rectangle").

    Parameters
    ----------
    fn : callable
        The learner's function.
    show : bool, default True
        Display the picture of the first failing case in the notebook (a pass shows no picture).

    Returns
    -------
    CheckResult
        Truthy when every case passed; its ``message`` names the first failing case, in words.

    Examples
    --------
    >>> from collide_lessons.masks import Mask
    >>> result = check_pixel_overlap(lambda a, b, o: Mask(a).overlap_area(Mask(b), o), show=False)
    PASS: ...
    >>> bool(result)
    True
    """
    check = Check(
        cases=_mask_cases(np.random.default_rng(5)),
        judge=_judge_count,
        describe=_describe_masks,
        picture=_masks_picture,
        summary="right on the edge cases (negative offsets, off the edge, far away) "
        "and 150 random mask pairs, reading only pixels inside the overlap rectangle.",
        explain=_explain_count,
    )
    return run(check, fn, show=show)


def draw_masks(ax, a_bits, b_bits, offset) -> list:
    """Both masks on one pixel grid: a at (0, 0) in blue, b at ``offset`` in orange
    (hatched), pixels set in both in red with an ✗, the overlap window outlined.

    Parameters
    ----------
    ax : matplotlib.axes.Axes
        The axes to draw on.
    a_bits : array_like of bool (h, w)
        The first mask, at (0, 0).
    b_bits : array_like of bool (h, w)
        The second mask.
    offset : (int, int)
        Where the second mask's top-left pixel sits.

    Returns
    -------
    list of matplotlib.artist.Artist
        What was drawn.

    Examples
    --------
    >>> fig, ax = draw.new_figure()
    >>> len(draw_masks(ax, np.ones((2, 2), bool), np.ones((1, 1), bool), (1, 1))) > 0
    True
    """
    ox, oy = offset
    ha, wa = a_bits.shape
    hb, wb = b_bits.shape
    left, top = min(0, ox), min(0, oy)
    right, bottom = max(wa, ox + wb), max(ha, oy + hb)
    span = max(right - left, bottom - top) + 2
    step = 1 if span <= 16 else 2 if span <= 32 else 5  # numbers that stay apart
    draw.screen_axes(ax, right - left + 2, bottom - top + 2, x0=left - 1, y0=top - 1, ticks=step)
    ax.set_xlabel("")
    ax.set_ylabel("")
    artists = []
    a_set = {(x, y) for y, x in zip(*np.nonzero(a_bits))}
    b_set = {(x + ox, y + oy) for y, x in zip(*np.nonzero(b_bits))}
    for x, y in sorted(a_set - b_set):
        artists += draw.rect(ax, Rect(int(x), int(y), 1, 1), color=draw.BLUE, alpha=0.45)
    for x, y in sorted(b_set - a_set):
        artists += draw.rect(ax, Rect(int(x), int(y), 1, 1), color=draw.ORANGE, alpha=0.45, hatch="//")
    for x, y in sorted(a_set & b_set):
        artists += draw.rect(ax, Rect(int(x), int(y), 1, 1), color=draw.RED, alpha=0.8)
        artists.append(ax.text(x + 0.5, y + 0.5, "✗", ha="center", va="center", fontsize=7, color="white"))
    box_a, box_b = Rect(0, 0, wa, ha), Rect(ox, oy, wb, hb)
    place_a = _label_place(box_a, [box_b])
    place_b = _label_place(box_b, [box_a, _label_spot(box_a, place_a)])
    artists += draw.rect(ax, box_a, fill=False, color=draw.BLUE, label="a", linewidth=1.5, label_at=place_a)
    artists += draw.rect(
        ax, box_b, fill=False, color=draw.ORANGE, label="b", linestyle="--", linewidth=1.5, label_at=place_b
    )
    window = intersection(box_a, box_b)
    if window is not None:
        artists += draw.rect(ax, window, fill=False, color="black", linestyle=":", linewidth=2.5)
    return artists


def _label_spot(box: Rect, place: str) -> Rect:
    """The pixel a one-letter label takes just outside ``box`` at ``place`` (``draw.LABEL_AT``)."""
    x = box.left if place in ("above", "below-left") else box.right - 1
    y = box.top - 1 if place in ("above", "above-right") else box.bottom
    return Rect(x, y, 1, 1)


def _label_place(box: Rect, others) -> str:
    """The first place outside ``box`` whose label covers none of ``others`` (a pixel the
    learner must see stays uncovered); "above" when every place is covered."""
    for place in ("above", "below", "above-right", "below-left"):
        if all(intersection(_label_spot(box, place), other) is None for other in others):
            return place
    return "above"
