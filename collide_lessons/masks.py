"""Pixel-perfect collision with masks.

A :class:`Mask` is a 2-D boolean array indexed ``[y, x]``: ``True`` where the
sprite has a solid pixel. Two masks are compared at an **offset**: the
position of the other mask's top-left corner relative to this one's (pygame's
convention). Only the overlap window is ever scanned: the two masks' extents
on whole pixels, shared when the larger left is left of the smaller right and
likewise for y (the rule of :func:`collide_lessons.rects.intersection`, tested
equal to it). Masks of zero width or height share no window with anything, so
every method answers "nothing shared" for them on every path.

Two ways to count the pixels set in both, tested equal on every offset:
:meth:`Mask.overlap_area_unpacked` is the readable one (slice both windows,
AND them, count); :meth:`Mask.overlap_area` is the fast path: masks whose
rows fit in ``SMALL_BITS`` bits are compared as one Python integer each, and
windows of ``PACKED_FROM`` pixels or more on rows packed 64 pixels a word
(anything else by slices). Packed rows depend on the other mask's x-offset
modulo 64, so they are built on the first call at each such shift and cached:
that first call costs several times a cached one (lesson 05 measures both).

>>> a = Mask.from_text('''
... ##..
... ##..
... ....''')
>>> b = Mask.from_text('''
... ###
... ###''')
>>> a.overlap_area(b, (1, 1)), a.overlap(b, (1, 1))
(1, (1, 1))
>>> a.overlap_area(b, (-1, 0)), a.overlap_area(b, (9, 9))
(4, 0)
"""

from __future__ import annotations

import numbers

import numpy as np

from . import validate
from .batch import ltrb_overlap
from .shapes import Rect

__all__ = [
    "PACKED_FROM",
    "SMALL_BITS",
    "WORD_CHUNK",
    "WORD_ROWS",
    "Mask",
    "RowWords",
    "overlap_image",
    "pair_areas",
]

PACKED_FROM = 128 * 128
"""Overlap windows with at least this many pixels are counted on packed bits
(see benchmarks/masks_vs_pygame.py for the measurement that picked it)."""

_HAS_POPCOUNT = hasattr(np, "bitwise_count")


SMALL_BITS = 1 << 16
"""Masks whose rows, laid end to end at the pair's stride, fit in this many bits are compared as
one Python integer each: shift, AND, count the set bits (a few hundred nanoseconds at sprite sizes,
below the fixed cost of any NumPy call). Bigger ones use NumPy (see benchmarks/masks_vs_pygame.py)."""


def _int_pair(offset) -> bool:
    return len(offset) == 2 and type(offset[0]) is int and type(offset[1]) is int


def _stride(w1, w2) -> int:
    """Row stride for a pair: a power of two of at least both widths together, so a row shifted
    sideways by any offset at which the masks can overlap never reaches into another row."""
    return 1 << (w1 + w2 - 1).bit_length()


def _shared_bits(mine: int, theirs: int, shift: int) -> int:
    """The bits set in both, with ``theirs`` moved ``shift`` places along the rows."""
    return (theirs << shift) & mine if shift >= 0 else (mine << -shift) & theirs


def _offset(offset) -> tuple:
    if isinstance(offset, np.ndarray):
        offset = offset.tolist()
    if not isinstance(offset, (tuple, list)) or len(offset) != 2:
        raise TypeError(f"offset must be a pair of integers (ox, oy), got {offset!r}")
    out = []
    for value in offset:
        if isinstance(value, np.integer):
            value = int(value)
        if isinstance(value, bool) or not isinstance(value, numbers.Integral):
            raise TypeError(
                f"offset must be a pair of integers (ox, oy), got {offset!r}: "
                "masks sit on whole pixels, so round positions first"
            )
        out.append(int(value))
    return tuple(out)


class Mask:
    """An immutable 2-D boolean mask, indexed ``[y, x]``.

    Build one from a boolean array (or 0/1 integers), from an image with
    :meth:`from_image`, or from text with :meth:`from_text`.

    Parameters
    ----------
    bits : array_like (h, w) of bool or 0/1, or Mask
        The pixels, indexed ``[y, x]``; copied and frozen.
    """

    __slots__ = ("bits", "_packed", "_extent", "_rows", "_h", "_w")

    def __init__(self, bits):
        if isinstance(bits, Mask):
            bits = bits.bits
        if isinstance(bits, (str, bytes)) or bits is None:
            raise TypeError(f"Mask needs a 2-D array of booleans, got {type(bits).__name__}")
        try:
            array = np.asarray(bits)
        except ValueError:  # NumPy cannot make one array of rows of different lengths
            array = None
        if array is None or array.dtype == object:
            raise ValueError(
                "Mask needs a rectangular 2-D array indexed [y, x], every row the same length; "
                f"got rows of different lengths or kinds: {bits!r:.80}"
            )
        if array.ndim != 2:
            raise ValueError(
                f"Mask needs a 2-D array indexed [y, x], got {array.ndim} dimensions "
                f"(shape {array.shape}); for an image use Mask.from_image"
            )
        if array.dtype != bool:
            if not (np.issubdtype(array.dtype, np.integer) or np.issubdtype(array.dtype, np.floating)):
                raise TypeError(f"Mask needs booleans or 0/1 numbers, got dtype {array.dtype}")
            if not np.isin(array, (0, 1)).all():
                raise ValueError(
                    "Mask needs booleans or 0/1 values; for grey or colour data use "
                    "Mask.from_image(image, threshold=...)"
                )
        self.bits = np.array(array, dtype=bool, copy=True, order="C")
        self.bits.flags.writeable = False
        self._packed = {}
        self._rows = {}
        self._h, self._w = self.bits.shape
        self._extent = Rect(0, 0, self._w, self._h)

    # --- building ------------------------------------------------------------------
    @classmethod
    def from_image(cls, image, threshold: int = 127, colorkey=None) -> Mask:
        """A mask from an image: solid where alpha > ``threshold``, or where the
        colour differs from ``colorkey`` (e.g. black, as in TANSTAAFL's article).

        ``image`` is an array ``(h, w)`` (grey: solid where value > threshold),
        ``(h, w, 3)`` (RGB: needs ``colorkey``), ``(h, w, 4)`` (RGBA), or a
        Pillow image.

        Parameters
        ----------
        image : array_like or PIL.Image.Image
            Grey ``(h, w)``, RGB ``(h, w, 3)``, RGBA ``(h, w, 4)`` or a Pillow image.
        threshold : int, default 127
            Alpha (or grey) above this is solid.
        colorkey : (r, g, b), optional
            The colour that means empty.

        Returns
        -------
        Mask
            The mask.

        Examples
        --------
        >>> rgba = np.zeros((2, 3, 4), dtype=np.uint8); rgba[0, 1, 3] = 255
        >>> Mask.from_image(rgba).bits.astype(int).tolist()
        [[0, 1, 0], [0, 0, 0]]
        >>> rgb = np.zeros((1, 2, 3), dtype=np.uint8); rgb[0, 0] = (200, 10, 10)
        >>> Mask.from_image(rgb, colorkey=(0, 0, 0)).count()
        1
        """
        if hasattr(image, "mode") and hasattr(image, "size"):  # a Pillow image
            image = np.asarray(image.convert("RGBA" if colorkey is None else "RGB"))
        if isinstance(image, (str, bytes)) or image is None:
            raise TypeError(
                f"image must be an array of numbers or a Pillow image, got {type(image).__name__}"
            )
        array = np.asarray(image)
        if not (
            np.issubdtype(array.dtype, np.integer)
            or np.issubdtype(array.dtype, np.floating)
            or array.dtype == bool
        ):
            raise TypeError(f"image must hold numbers, got dtype {array.dtype}")
        threshold = validate.number(threshold, "threshold")
        if colorkey is not None:
            if array.ndim != 3 or array.shape[2] not in (3, 4):
                raise ValueError(
                    f"colorkey needs an RGB or RGBA image (h, w, 3 or 4), got shape {array.shape}"
                )
            key = np.asarray(colorkey)
            if key.shape != (3,):
                raise ValueError(f"colorkey must be an (r, g, b) triple, got {colorkey!r}")
            return cls((array[..., :3] != key).any(axis=-1))
        if array.ndim == 2:
            return cls(_above(array, threshold))
        if array.ndim == 3 and array.shape[2] == 4:
            return cls(_above(array[..., 3], threshold))
        if array.ndim == 3 and array.shape[2] == 3:
            raise ValueError(
                "an RGB image has no alpha channel: pass colorkey=(r, g, b), "
                "the colour that means 'empty' (often black, (0, 0, 0))"
            )
        raise ValueError(f"image must have shape (h, w), (h, w, 3) or (h, w, 4), got {array.shape}")

    @classmethod
    def from_text(cls, text: str, solid: str = "#") -> Mask:
        """A mask drawn in text: ``solid`` characters are set, anything else is empty.

        Parameters
        ----------
        text : str
            One row per line; short rows are padded with empty pixels.
        solid : str, default '#'
            The character that means set.

        Returns
        -------
        Mask
            The mask.

        Examples
        --------
        >>> Mask.from_text("#.\\n##").bits.astype(int).tolist()
        [[1, 0], [1, 1]]
        """
        if not isinstance(text, str):
            raise TypeError(f"text must be a str with one row per line, got {type(text).__name__}")
        if not isinstance(solid, str) or len(solid) != 1:
            raise TypeError(f"solid must be one character, got {solid!r}")
        if not text.strip("\n"):
            raise ValueError("text must have at least one row")
        rows = [line for line in text.strip("\n").splitlines()]
        width = max(len(r) for r in rows)
        return cls([[ch == solid for ch in row.ljust(width)] for row in rows])

    # --- looking at one mask -------------------------------------------------------------
    @property
    def width(self) -> int:
        return self.bits.shape[1]

    @property
    def height(self) -> int:
        return self.bits.shape[0]

    @property
    def size(self) -> tuple:
        """``(width, height)``, as pygame gives it."""
        return (self.width, self.height)

    def count(self) -> int:
        """How many pixels are set.

        Returns
        -------
        int
            The number of set pixels.

        Examples
        --------
        >>> Mask.from_text('#.#').count()
        2
        """
        return int(np.count_nonzero(self.bits))

    def bounding_rect(self) -> Rect:
        """The smallest rectangle holding every set pixel (``Rect(0, 0, 0, 0)`` if none).

        Returns
        -------
        Rect
            The tight box around the set pixels.

        Examples
        --------
        >>> Mask.from_text('''
        ... ....
        ... .##.
        ... ..#.''').bounding_rect()
        Rect(x=1, y=1, w=2, h=2)
        """
        ys, xs = np.nonzero(self.bits)
        if len(xs) == 0:
            return Rect(0, 0, 0, 0)
        return Rect.from_ltrb(int(xs.min()), int(ys.min()), int(xs.max()) + 1, int(ys.max()) + 1)

    def rect(self) -> Rect:
        """The mask's own extent, ``Rect(0, 0, width, height)``.

        Returns
        -------
        Rect
            ``Rect(0, 0, width, height)``.

        Examples
        --------
        >>> Mask.from_text('##.').rect()
        Rect(x=0, y=0, w=3, h=1)
        """
        return self._extent

    # --- two masks -------------------------------------------------------------------------
    def overlap_rect(self, other: Mask, offset) -> Rect | None:
        """The overlap rectangle in this mask's coordinates, or ``None``.

        Parameters
        ----------
        other : Mask
            The second mask.
        offset : (int, int)
            Where ``other``'s top-left pixel sits in this mask's coordinates.

        Returns
        -------
        Rect or None
            The region both masks' rectangles share; ``None`` when they share no area.

        Examples
        --------
        >>> Mask(np.ones((4, 4))).overlap_rect(Mask(np.ones((2, 2))), (3, -1))
        Rect(x=3, y=0, w=1, h=1)
        """
        other = _mask(other, "other")
        ox, oy = _offset(offset)
        region = _window(self._w, self._h, other._w, other._h, ox, oy)
        return None if region is None else Rect.from_ltrb(*region)

    def _windows(self, other, offset):
        """``(left, top, right, bottom)`` of the window and both masks' pixels in it, or Nones."""
        ox, oy = _offset(offset)
        region = _window(self._w, self._h, other._w, other._h, ox, oy)
        if region is None:
            return None, None, None
        left, top, right, bottom = region
        mine = self.bits[top:bottom, left:right]
        theirs = other.bits[top - oy : bottom - oy, left - ox : right - ox]
        return region, mine, theirs

    def overlap_area(self, other: Mask, offset) -> int:
        """How many pixels are set in both masks (scanning only the overlap rectangle).

        Parameters
        ----------
        other : Mask
            The second mask.
        offset : (int, int)
            Where ``other``'s top-left pixel sits in this mask's coordinates.

        Returns
        -------
        int
            Pixels set in both.

        Examples
        --------
        >>> Mask.from_text('##\\n##').overlap_area(Mask.from_text('##'), (1, 1))
        1
        """
        other = _mask(other, "other")
        ox, oy = offset if type(offset) is tuple and _int_pair(offset) else _offset(offset)
        region = _window(self._w, self._h, other._w, other._h, ox, oy)
        if region is None:
            return 0  # the masks share no pixel (zero-size masks never do)
        stride = _stride(self._w, other._w)
        if stride * max(self._h, other._h) <= SMALL_BITS:
            return _shared_bits(self._row_int(stride), other._row_int(stride), oy * stride + ox).bit_count()
        left, top, right, bottom = region
        if _HAS_POPCOUNT and (right - left) * (bottom - top) >= PACKED_FROM:
            return self._packed_area(other, (ox, oy), region)
        mine = self.bits[top:bottom, left:right]
        theirs = other.bits[top - oy : bottom - oy, left - ox : right - ox]
        return int(np.count_nonzero(mine & theirs))

    def overlap_area_packed(self, other: Mask, offset) -> int:
        """:meth:`overlap_area` on rows packed 64 pixels a word, at any window size.

        The fast path :meth:`overlap_area` takes for windows of ``PACKED_FROM``
        pixels or more: AND whole words, count their set bits. Needs NumPy 2.0
        or later (``numpy.bitwise_count``).

        Parameters
        ----------
        other : Mask
            The second mask.
        offset : (int, int)
            Where ``other``'s top-left pixel sits in this mask's coordinates.

        Returns
        -------
        int
            Pixels set in both (the same number as :meth:`overlap_area_unpacked`).

        Examples
        --------
        >>> Mask.from_text('##\\n##').overlap_area_packed(Mask.from_text('##'), (1, 1))
        1
        """
        if not _HAS_POPCOUNT:
            raise RuntimeError(f"overlap_area_packed needs NumPy 2.0 or later, this is {np.__version__}")
        other = _mask(other, "other")
        offset = _offset(offset)
        region = _window(self._w, self._h, other._w, other._h, *offset)
        return 0 if region is None else self._packed_area(other, offset, region)

    def overlap_area_unpacked(self, other: Mask, offset) -> int:
        """:meth:`overlap_area` by boolean slicing alone (for comparison and benchmarks).

        Parameters
        ----------
        other : Mask
            The second mask.
        offset : (int, int)
            Where ``other``'s top-left pixel sits in this mask's coordinates.

        Returns
        -------
        int
            Pixels set in both (the same number as :meth:`overlap_area`).

        Examples
        --------
        >>> Mask.from_text('##\\n##').overlap_area_unpacked(Mask.from_text('##'), (1, 1))
        1
        """
        region, mine, theirs = self._windows(_mask(other, "other"), offset)
        return 0 if region is None else int(np.count_nonzero(mine & theirs))

    def overlap(self, other: Mask, offset):
        """The first pixel set in both, in row-major order and this mask's
        coordinates ``(x, y)``; ``None`` if there is none. Stops at the first hit.

        Parameters
        ----------
        other : Mask
            The second mask.
        offset : (int, int)
            Where ``other``'s top-left pixel sits in this mask's coordinates.

        Returns
        -------
        tuple of (int, int) or None
            The first shared pixel ``(x, y)``, or ``None``.

        Examples
        --------
        >>> Mask.from_text('.#\\n##').overlap(Mask.from_text('##'), (0, 0))
        (1, 0)
        """
        region, mine, theirs = self._windows(_mask(other, "other"), offset)
        if region is None:
            return None
        left, top, right, bottom = region
        rows = max(1, 4096 // (right - left))  # scan a few rows at a time
        for start in range(0, bottom - top, rows):
            both = mine[start : start + rows] & theirs[start : start + rows]
            index = int(np.argmax(both))
            if both.flat[index]:
                dy, dx = divmod(index, right - left)
                return (left + dx, top + start + dy)
        return None

    def overlap_mask(self, other: Mask, offset) -> Mask:
        """A mask the size of this one, set where both masks are set.

        Parameters
        ----------
        other : Mask
            The second mask.
        offset : (int, int)
            Where ``other``'s top-left pixel sits in this mask's coordinates.

        Returns
        -------
        Mask
            Same size as this mask; set where both are set.

        Examples
        --------
        >>> Mask.from_text('##').overlap_mask(Mask.from_text('#'), (1, 0)).bits.astype(int).tolist()
        [[0, 1]]
        """
        out = np.zeros_like(self.bits)
        region, mine, theirs = self._windows(_mask(other, "other"), offset)
        if region is not None:
            left, top, right, bottom = region
            out[top:bottom, left:right] = mine & theirs
        return Mask(out)

    # --- the small-mask path: one Python integer per mask ---------------------------------------
    def _row_int(self, stride: int) -> int:
        """All rows as one integer, row ``y`` at bits ``y * stride .. y * stride + width - 1``
        (cached per stride)."""
        if stride not in self._rows:
            padded = np.zeros((self._h, stride), dtype=bool)
            padded[:, : self._w] = self.bits
            self._rows[stride] = int.from_bytes(
                np.packbits(padded.ravel(), bitorder="little").tobytes(), "little"
            )
        return self._rows[stride]

    def _row_words(self) -> np.ndarray:
        """Each row as one 64-bit word, pixel ``x`` at bit ``x`` (masks at most 64 px wide; cached)."""
        if "words" not in self._rows:
            padded = np.zeros((self._h, 64), dtype=bool)
            padded[:, : self._w] = self.bits
            self._rows["words"] = (
                np.packbits(padded, axis=1, bitorder="little").view("<u8").ravel().astype(np.uint64)
            )
        return self._rows["words"]

    # --- the bit-packed path ------------------------------------------------------------------
    def _packed_rows(self, shift: int) -> np.ndarray:
        """Rows packed 64 pixels a word, after ``shift`` empty columns (cached per shift).

        Each row gets one all-zero word at each end, so a word-aligned window
        that pokes past the mask's edge reads zeros. Stored word-major,
        ``[word, row]``, so a window is a few long contiguous runs (NumPy's
        loops are fast on long runs, slow on many short ones).
        """
        packed = self._packed.get(shift)
        if packed is not None:
            return packed
        if shift not in self._packed:
            bits = np.pad(self.bits, ((0, 0), (shift, 0))) if shift else self.bits
            packed = np.packbits(bits, axis=1)
            words = -(-packed.shape[1] // 8) + 2
            padded = np.zeros((self.height, words * 8), dtype=np.uint8)
            padded[:, 8 : 8 + packed.shape[1]] = packed
            self._packed[shift] = np.ascontiguousarray(padded.view(np.uint64).T)
        return self._packed[shift]

    def _packed_area(self, other, offset, region) -> int:
        ox, oy = offset
        left, top, right, bottom = region
        shift = ox % 64
        first_word = (ox - shift) // 64  # our word where their word 0 lands
        lo = left // 64 + 1  # +1: the zero word in front
        hi = -(-right // 64) + 1
        rows_mine = self._packed_rows(0)[lo:hi, top:bottom]
        rows_theirs = other._packed_rows(shift)[lo - first_word : hi - first_word, top - oy : bottom - oy]
        # Bits outside the overlap are zero in one of the two packings, so they drop out.
        both = np.bitwise_and(rows_mine, rows_theirs)
        # uint32 sums faster than the default widening; it holds any count below 2**32.
        return int(
            np.bitwise_count(both).sum(
                dtype=np.uint32 if (right - left) * (bottom - top) < 2**32 else np.uint64
            )
        )

    def __eq__(self, other):
        return isinstance(other, Mask) and np.array_equal(self.bits, other.bits)

    __hash__ = None

    def __repr__(self):
        return f"<Mask {self.width}x{self.height}, {self.count()} set>"


def _window(w1: int, h1: int, w2: int, h2: int, ox: int, oy: int) -> tuple | None:
    """The overlap window of a ``w1 x h1`` mask at the origin and a ``w2 x h2`` one at ``(ox, oy)``.

    The module's one source of the rectangle rule on whole pixels (the rule of
    :func:`~collide_lessons.rects.intersection`: larger left, smaller right,
    likewise for y; shared only when both are strictly ordered, so a mask of
    zero width or height shares nothing). Returns ``(left, top, right, bottom)``
    in the first mask's coordinates, or ``None``. Its array form for many pairs
    is :func:`collide_lessons.batch.ltrb_overlap`, which ``pair_areas`` uses.
    """
    left, right = (ox if ox > 0 else 0), (w1 if w1 < ox + w2 else ox + w2)
    if not left < right:
        return None
    top, bottom = (oy if oy > 0 else 0), (h1 if h1 < oy + h2 else oy + h2)
    if not top < bottom:
        return None
    return (left, top, right, bottom)


def _mask(value, name: str) -> Mask:
    if not isinstance(value, Mask):
        raise TypeError(f"{name} must be a Mask, got {type(value).__name__}")
    return value


def _above(values: np.ndarray, threshold) -> np.ndarray:
    """``values > threshold``, refusing a 0..255 threshold on 0..1 float data (all would be empty)."""
    if (
        np.issubdtype(values.dtype, np.floating)
        and values.size
        and threshold >= 1
        and float(np.nanmax(values)) <= 1
        and float(np.nanmax(values)) > 0
    ):
        raise ValueError(
            f"this image holds floats from 0 to 1, but threshold is {threshold!r}, a value on the "
            "0..255 scale, so nothing would be solid; pass a threshold between 0 and 1 "
            "(for example threshold=0.5)"
        )
    return values > threshold


def overlap_image(a: Mask, b: Mask, offset) -> np.ndarray:
    """The overlap rectangle painted as in "Collision Detection Algorithm":
    black where neither mask is set, white where one is, red where both are.

    Returns an ``(h, w, 3)`` uint8 array (empty when the masks do not overlap).

    Parameters
    ----------
    a : Mask
        The first mask, at the origin.
    b : Mask
        The second mask.
    offset : (int, int)
        Where ``b``'s top-left pixel sits in ``a``'s coordinates.

    Returns
    -------
    numpy.ndarray of uint8, shape (h, w, 3)
        The overlap rectangle's picture; empty when the masks' rectangles do not overlap.

    Examples
    --------
    >>> overlap_image(Mask.from_text('##'), Mask.from_text('#'), (1, 0)).tolist()
    [[[220, 30, 30]]]
    """
    region, mine, theirs = _mask(a, "a")._windows(_mask(b, "b"), offset)
    if region is None:
        return np.zeros((0, 0, 3), dtype=np.uint8)
    picture = np.zeros((*mine.shape, 3), dtype=np.uint8)
    picture[mine ^ theirs] = (255, 255, 255)
    picture[mine & theirs] = (220, 30, 30)
    return picture


def pair_areas(masks, corners, pairs) -> np.ndarray:
    """The narrow phase for many pairs at once: pixels set in both sprites of each pair.

    Sprite ``i`` is ``masks[i]`` with its top-left pixel at ``corners[i]``. The
    inputs are checked once, then each pair is counted on the small-mask path
    (one integer shift, AND and bit count) with no per-pair checks, the way
    ``find_pairs`` hands its candidates over. The same numbers as
    ``masks[i].overlap_area(masks[j], corners[j] - corners[i])``.

    Parameters
    ----------
    masks : sequence of Mask
        One mask per sprite.
    corners : array_like of int, shape (N, 2)
        Each sprite's top-left pixel ``(x, y)``.
    pairs : array_like of int, shape (K, 2)
        Index pairs ``(i, j)``, for example from ``find_pairs``.

    Returns
    -------
    numpy.ndarray of int64, shape (K,)
        Pixels set in both, per pair (0: the sprites do not touch pixel for pixel).

    Examples
    --------
    >>> dot, bar = Mask.from_text("#"), Mask.from_text("###")
    >>> pair_areas([dot, bar, dot], [(1, 0), (0, 0), (9, 9)], [(0, 1), (0, 2), (1, 2)]).tolist()
    [1, 0, 0]
    """
    masks = list(masks)
    for k, m in enumerate(masks):
        if not isinstance(m, Mask):
            raise TypeError(f"masks[{k}] must be a Mask, got {type(m).__name__}")
    corners = validate.whole_pairs(corners, "corners", (len(masks), 2))
    pairs = validate.whole_pairs(pairs, "pairs", None)
    if pairs.size and (pairs.min() < 0 or pairs.max() >= len(masks)):
        raise ValueError(f"pairs must hold indices 0 to {len(masks) - 1} (one per mask)")
    out = np.zeros(len(pairs), dtype=np.int64)
    if not len(pairs) or not masks:
        return out
    i, j = pairs[:, 0], pairs[:, 1]
    widths, heights = _sizes(masks)
    ox, oy = corners[j, 0] - corners[i, 0], corners[j, 1] - corners[i, 1]
    zero = np.zeros_like(ox)  # sprite i's extent at the origin, sprite j's at (ox, oy)
    near = ltrb_overlap(
        np.stack([zero, zero, widths[i], heights[i]], axis=-1),
        np.stack([ox, oy, ox + widths[j], oy + heights[j]], axis=-1),
        touching=False,
    )
    stride = _stride(int(widths.max()), int(widths.max()))  # one stride for the whole scene
    if stride * int(heights.max()) > SMALL_BITS:
        for k in np.flatnonzero(near).tolist():  # big masks: NumPy's paths, pair by pair
            out[k] = masks[i[k]].overlap_area(masks[j[k]], (int(ox[k]), int(oy[k])))
        return out
    keep = np.flatnonzero(near)
    if _HAS_POPCOUNT and int(widths.max()) <= 64 and len(keep):
        shared = np.minimum(heights[i[keep]], oy[keep] + heights[j[keep]]) - np.maximum(oy[keep], 0)
        if shared.mean() >= WORD_ROWS:  # measured: row words win when pairs share many rows
            out[keep] = _narrow_words(masks, heights, i[keep], j[keep], ox[keep], oy[keep])
            return out
    rows = [m._row_int(stride) for m in masks]
    shifts = (oy[keep] * stride + ox[keep]).tolist()
    counts = [
        ((rows[b] << d) & rows[a] if d >= 0 else (rows[a] << -d) & rows[b]).bit_count()
        for a, b, d in zip(i[keep].tolist(), j[keep].tolist(), shifts)
    ]
    out[keep] = counts
    return out


WORD_ROWS = 32
"""``pair_areas`` counts all pairs at once on 64-bit row words when the pairs share at least this
many rows on average; below it the per-pair integer path was faster (benchmarks/masks_vs_pygame.py
and benchmarks/world_vs_pygame.py)."""

_SCENES: dict = {}
"""The last few sprite lists seen by ``pair_areas``, by the identities of their masks (masks are
immutable, and the entry holds them, so an identity cannot be reused while it is cached)."""


def _scene(masks) -> dict:
    key = tuple(map(id, masks))
    entry = _SCENES.get(key)
    if entry is None:
        if len(_SCENES) >= 4:
            _SCENES.pop(next(iter(_SCENES)))
        entry = _SCENES[key] = {"masks": tuple(masks)}
    return entry


def _sizes(masks):
    entry = _scene(masks)
    if "sizes" not in entry:
        entry["sizes"] = (
            np.array([m._w for m in masks], dtype=np.int64),
            np.array([m._h for m in masks], dtype=np.int64),
        )
    return entry["sizes"]


def _scene_words(masks, heights):
    entry = _scene(masks)
    if "words" not in entry:
        entry["words"] = (
            np.concatenate([m._row_words() for m in masks]),
            np.concatenate([[0], np.cumsum(heights)[:-1]]),
        )
    return entry["words"]


def _narrow_words(masks, heights, i, j, ox, oy) -> np.ndarray:
    """All pairs at once for sprites at most 64 px wide: each row is one 64-bit word.

    For every pair, the rows the two masks share are listed side by side (one
    entry per shared row), B's word shifted sideways by ``ox``, ANDed with A's,
    and the set bits counted and summed per pair: a few NumPy passes over all
    pairs' rows instead of a Python step per pair.
    """
    words, start = _scene_words(masks, heights)
    first = np.maximum(oy, 0)  # the shared rows, in A's coordinates
    last = np.minimum(heights[i], oy + heights[j])
    count = last - first
    pair = np.repeat(np.arange(len(i)), count)
    row = first[pair] + (np.arange(int(count.sum())) - np.repeat(np.cumsum(count) - count, count))
    mine = words[start[i][pair] + row]
    theirs = words[start[j][pair] + row - oy[pair]]
    # B's pixel x lies on A's pixel x + ox: move whichever word is ahead back to bit 0
    shift = ox[pair]
    mine >>= np.maximum(shift, 0).astype(np.uint64)
    theirs >>= np.maximum(-shift, 0).astype(np.uint64)
    mine &= theirs
    starts = np.cumsum(count) - count  # every pair here shares at least one row
    return np.add.reduceat(np.bitwise_count(mine), starts, dtype=np.int64)


class RowWords:
    """A scene's masks as 64-bit row words (one word a row), to decide many pairs at once.

    For sprites at most 64 px wide: every row of every mask is one ``uint64`` (pixel ``x`` at bit
    ``x``), all masks end to end. :meth:`meet` then decides a whole array of pairs in a few NumPy
    passes: for each pair, the rows both masks cover, one shifted sideways onto the other, ANDed.
    ``SpritePairs`` uses it when a frame has many candidate pairs.

    Parameters
    ----------
    masks : sequence of Mask
        One mask per sprite, each at most 64 pixels wide.

    Examples
    --------
    >>> dot, bar = Mask.from_text("#"), Mask.from_text("###")
    >>> words = RowWords([dot, bar])
    >>> words.meet([0, 0], [1, 1], [-1, 1], [0, 0]).tolist()   # bar from x = -1, then from x = 1
    [True, False]
    """

    def __init__(self, masks):
        masks = list(masks)
        for k, m in enumerate(masks):
            if not isinstance(m, Mask):
                raise TypeError(f"masks[{k}] must be a Mask, got {type(m).__name__}")
            if m.width > 64:
                raise ValueError(f"masks[{k}] is {m.width} px wide; RowWords holds masks up to 64 px wide")
        self.masks = masks
        self.widths = np.array([m.width for m in masks], dtype=np.int64)
        self.heights = np.array([m.height for m in masks], dtype=np.int64)
        self._words, self._start = _scene_words(masks, self.heights) if masks else (None, None)

    def meet(self, i, j, ox, oy) -> np.ndarray:
        """Per pair, whether mask ``i`` and mask ``j`` share a set pixel, ``j``'s top-left pixel at
        ``(ox, oy)`` from ``i``'s.

        Parameters
        ----------
        i, j : array_like of int, shape (K,)
            The pairs' mask indices.
        ox, oy : array_like of int, shape (K,)
            Where each pair's ``j`` lies from its ``i``, in whole pixels.

        Returns
        -------
        numpy.ndarray of bool, shape (K,)
            The same answers as ``masks[i].overlap_area(masks[j], (ox, oy)) > 0``.

        Examples
        --------
        >>> block = Mask.from_text("##\\n##")
        >>> RowWords([block, block]).meet([0], [1], [1], [-1]).tolist()
        [True]
        """
        rows = ((i, "i"), (j, "j"), (ox, "ox"), (oy, "oy"))
        i, j, ox, oy = (validate.whole_row(v, name) for v, name in rows)
        if not len(i) == len(j) == len(ox) == len(oy):
            raise ValueError(
                f"i, j, ox and oy must have one entry per pair, got {len(i)}, {len(j)}, {len(ox)}, {len(oy)}"
            )
        n = len(self.masks)
        for name, v in (("i", i), ("j", j)):
            if len(v) and (v.min() < 0 or v.max() >= n):
                raise ValueError(f"{name} must hold mask indices 0 to {n - 1}")
        out = np.zeros(len(i), dtype=bool)
        # only pairs whose boxes share area: the rest share no pixel (and would shift by 64 or more)
        near = (np.maximum(ox, 0) < np.minimum(self.widths[i], ox + self.widths[j])) & (
            np.maximum(oy, 0) < np.minimum(self.heights[i], oy + self.heights[j])
        )
        k = np.flatnonzero(near)
        if len(k):
            out[k] = _meet_words(self._words, self._start, self.heights, i[k], j[k], ox[k], oy[k])
        return out


WORD_CHUNK = 1024
"""``RowWords.meet`` (through ``_meet_words``) expands this many pairs' shared rows at a time: the
temporaries stay in the cache (measured at 14,000 candidates among 10,000 sprites: 9 ms in chunks
of 1,024, 21 ms in one pass)."""


def _meet_words(words, start, heights, i, j, ox, oy) -> np.ndarray:
    """Whether each pair shares a set pixel, for sprites at most 64 px wide (one word a row).

    ``words, start``: every mask's row words end to end and where each mask's start
    (``_scene_words``), ``heights`` per mask; ``(i, j)`` the pairs, ``(ox, oy)`` where ``j``'s
    top-left pixel lies from ``i``'s.

    First one row per pair, the middle of the rows they share: most touching sprites already
    meet there. The rest of the pairs then have all their shared rows ANDed, a chunk of pairs
    at a time, as in ``_narrow_words``. A pair that shares no row (a mask of no height) does
    not meet.
    """
    first = np.maximum(oy, 0)  # the shared rows, in A's coordinates
    count = np.minimum(heights[i], oy + heights[j]) - first
    if not (count > 0).all():
        out = np.zeros(len(i), dtype=bool)
        some = np.flatnonzero(count > 0)
        out[some] = _meet_words(words, start, heights, i[some], j[some], ox[some], oy[some])
        return out
    mine = start[i] + first  # each pair's first shared row, in A's words and in B's
    theirs = start[j] + first - oy
    # B's pixel x lies on A's pixel x + ox: move whichever word is ahead back to bit 0
    shift_mine = np.maximum(ox, 0).astype(np.uint64)
    shift_theirs = np.maximum(-ox, 0).astype(np.uint64)
    middle = count // 2
    out = (words[mine + middle] >> shift_mine) & (words[theirs + middle] >> shift_theirs) != 0
    rest = np.flatnonzero(~out)
    for s in range(0, len(rest), WORD_CHUNK):
        k = rest[s : s + WORD_CHUNK]
        c = count[k]
        begin = np.cumsum(c) - c
        pair = np.repeat(np.arange(len(k)), c)
        row = np.arange(int(c.sum())) - begin[pair]
        a = words[mine[k][pair] + row]
        a >>= shift_mine[k][pair]
        b = words[theirs[k][pair] + row]
        b >>= shift_theirs[k][pair]
        a &= b
        out[k] = np.logical_or.reduceat(a != 0, begin)
    return out
