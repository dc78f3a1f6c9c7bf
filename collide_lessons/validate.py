"""Input checking for every public function: one place for the limits and the messages.

Bad input becomes a ``TypeError`` (wrong kind of value) or a ``ValueError``
(right kind, impossible value) whose message names the argument, what was
given, and what is allowed. The limits keep every answer exact:

* ``MAX_MAGNITUDE = 2**1022``: any coordinate or size up to this in size
  keeps every width, height and difference of two coordinates finite;
* ``MAX_INTEGER = 2**53``: every integer up to this is exactly a float64, so
  the scalar functions (which keep Python ints) and the NumPy ones (which
  convert to float64) read the same numbers.

>>> number(3, "x")
3
>>> number(float("nan"), "x")
Traceback (most recent call last):
...
ValueError: x must be a finite number, got nan
>>> number(2**60, "x")
Traceback (most recent call last):
...
ValueError: x must be an integer of magnitude at most 2**53 (exact as a float), got 1152921504606846976
"""

from __future__ import annotations

import numbers

import numpy as np

__all__ = [
    "MAX_MAGNITUDE",
    "MAX_INTEGER",
    "number",
    "size",
    "positive",
    "flag",
    "choice",
    "pair",
    "float_array",
    "whole_pairs",
    "whole_row",
]

MAX_MAGNITUDE = 2.0**1022
"""The largest coordinate, size or radius accepted (in absolute value)."""
MAX_INTEGER = 2**53
"""The largest integer accepted (in absolute value): every int up to it is exact as a float64."""


def number(value, name: str):
    """Return ``value`` as a plain Python ``int`` or ``float``, or raise a clear error.

    Accepts ``int`` (magnitude at most ``2**53``), ``float`` (finite, magnitude
    at most ``2**1022``), and every other real type by one rule: integer types
    (NumPy ``int8`` .. ``uint64``) as that ``int``; others (NumPy ``float16`` ..
    ``longdouble``, ``fractions.Fraction``) when they are
    exactly a float64 value, as that float; otherwise a ``ValueError`` that says so.
    Rejects ``bool`` (almost always a slip), strings, ``None``, complex
    numbers, NaN and infinities.

    Parameters
    ----------
    value : object
        What the caller passed.
    name : str
        The argument's name, used in the error message.

    Returns
    -------
    int or float
        The value as a plain Python number (a ``Fraction`` or NumPy long double that is not
        exactly a float64 is refused; ``decimal.Decimal`` is not a ``numbers.Real`` and is refused).

    Examples
    --------
    >>> number(0.5, "x"), number(2**53, "x")
    (0.5, 9007199254740992)
    >>> number(1e308, "x")
    Traceback (most recent call last):
    ...
    ValueError: x must have magnitude at most 2**1022 (about 4.5e307), got 1e+308
    >>> number(np.float32(0.5), "x"), number(np.uint8(7), "x")
    (0.5, 7)
    >>> number(np.longdouble(1) / 3, "x")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    ValueError: x must be exactly a float64 value; ... is not (round it yourself, ...)
    >>> number("3", "x")
    Traceback (most recent call last):
    ...
    TypeError: x must be a number (int or float), got str '3'

    >>> number(3, 'x'), number(2.5, 'x')
    (3, 2.5)
    >>> number(float('nan'), 'x')
    Traceback (most recent call last):
    ...
    ValueError: x must be a finite number, got nan
    """
    kind = type(value)
    if kind is float:
        if -MAX_MAGNITUDE <= value <= MAX_MAGNITUDE:
            return value
        return _refuse_float(value, name)
    if kind is int:
        if -MAX_INTEGER <= value <= MAX_INTEGER:
            return value
        raise ValueError(
            f"{name} must be an integer of magnitude at most 2**53 (exact as a float), got {value!r}"
        )
    if isinstance(value, (bool, np.bool_)) or not isinstance(value, numbers.Real):
        raise TypeError(f"{name} must be a number (int or float), got {type(value).__name__} {value!r}")
    if isinstance(value, numbers.Integral):  # NumPy ints of every width, and other integer types
        return number(int(value), name)
    return number(_as_float(value, name), name)


def _as_float(value, name: str) -> float:
    """The one rule for every other real type (NumPy floats of every width, ``Fraction``):
    the float64 that equals it exactly, else a sentence (never a silent rounding)."""
    if isinstance(value, np.floating) and value.dtype.itemsize <= 8:
        return float(value)  # float16, float32, float64: every value is exactly a float64
    if value != value or value in (float("inf"), float("-inf")):
        raise ValueError(f"{name} must be a finite number, got {value!r}")
    if not -MAX_MAGNITUDE <= value <= MAX_MAGNITUDE:  # compared in the value's own type: exact
        raise ValueError(f"{name} must have magnitude at most 2**1022 (about 4.5e307), got {value!r}")
    as_float = float(value)
    if as_float != value:
        raise ValueError(
            f"{name} must be exactly a float64 value; {value!r} is not "
            f"(round it yourself, for example float({value!r}) = {as_float!r})"
        )
    return as_float


def _refuse_float(value: float, name: str):
    if value != value or value in (float("inf"), float("-inf")):
        raise ValueError(f"{name} must be a finite number, got {value!r}")
    raise ValueError(f"{name} must have magnitude at most 2**1022 (about 4.5e307), got {value!r}")


def size(value, name: str):
    """Like :func:`number`, and also at least zero (a width, height or radius).

    Parameters
    ----------
    value : object
        What the caller passed.
    name : str
        The argument's name, used in the error message.

    Returns
    -------
    int or float
        The value, at least zero.

    Examples
    --------
    >>> size(-1, "w")
    Traceback (most recent call last):
    ...
    ValueError: w must be zero or more, got -1

    >>> size(0, 'w')
    0
    """
    value = number(value, name)
    if value < 0:
        raise ValueError(f"{name} must be zero or more, got {value!r}")
    return value


def positive(value, name: str):
    """Like :func:`number`, and also more than zero (a cell size, a step).

    Parameters
    ----------
    value : object
        What the caller passed.
    name : str
        The argument's name, used in the error message.

    Returns
    -------
    int or float
        The value, more than zero.

    Examples
    --------
    >>> positive(0, "cell_size")
    Traceback (most recent call last):
    ...
    ValueError: cell_size must be more than zero, got 0

    >>> positive(0.5, 'cell_size')
    0.5
    """
    value = number(value, name)
    if not value > 0:
        raise ValueError(f"{name} must be more than zero, got {value!r}")
    return value


def flag(value, name: str) -> bool:
    """A keyword switch such as ``touching`` must be a real ``bool``.

    Parameters
    ----------
    value : object
        What the caller passed.
    name : str
        The argument's name, used in the error message.

    Returns
    -------
    bool
        The value.

    Examples
    --------
    >>> flag(1, "touching")
    Traceback (most recent call last):
    ...
    TypeError: touching must be True or False, got int 1

    >>> flag(True, 'touching')
    True
    """
    if not isinstance(value, (bool, np.bool_)):
        raise TypeError(f"{name} must be True or False, got {type(value).__name__} {value!r}")
    return bool(value)


def choice(value, name: str, allowed) -> object:
    """``value`` must be one of ``allowed``.

    Parameters
    ----------
    value : object
        What the caller passed.
    name : str
        The argument's name, used in the error message.
    allowed : sequence
        The accepted values.

    Returns
    -------
    object
        The value.

    Examples
    --------
    >>> choice("fast", "method", ("brute", "sweep"))
    Traceback (most recent call last):
    ...
    ValueError: method must be one of 'brute', 'sweep'; got 'fast'

    >>> choice('grid', 'method', ('grid', 'sweep'))
    'grid'
    """
    try:
        ok = value in allowed
    except TypeError:  # an unhashable value asked of a dict or set
        ok = False
    if not ok:
        names = ", ".join(repr(a) for a in allowed)
        raise ValueError(f"{name} must be one of {names}; got {value!r}")
    return value


def pair(value, name: str) -> tuple:
    """Two numbers ``(a, b)``, such as a velocity or an offset.

    Parameters
    ----------
    value : object
        What the caller passed.
    name : str
        The argument's name, used in the error message.

    Returns
    -------
    tuple of two numbers
        The two numbers.

    Examples
    --------
    >>> pair([3, -4], "velocity")
    (3, -4)
    >>> pair(5, "velocity")
    Traceback (most recent call last):
    ...
    TypeError: velocity must be a pair of numbers (a, b), got int 5

    >>> pair((3, -4), 'velocity')
    (3, -4)
    """
    if isinstance(value, (str, bytes, dict, set)) or not hasattr(value, "__len__"):
        raise TypeError(f"{name} must be a pair of numbers (a, b), got {type(value).__name__} {value!r}")
    if len(value) != 2:
        raise ValueError(f"{name} must be a pair of numbers (a, b), got {len(value)} values: {value!r}")
    a, b = value
    return number(a, f"{name}[0]"), number(b, f"{name}[1]")


def whole_pairs(values, name: str, shape=None) -> np.ndarray:
    """A (K, 2) table of whole numbers (pixel corners, index pairs) as int64.

    Parameters
    ----------
    values : array_like of int, shape (K, 2)
        What the caller passed.
    name : str
        The argument's name, used in the error message.
    shape : tuple, optional
        The exact shape wanted, such as ``(N, 2)``; any ``(K, 2)`` when not given.

    Returns
    -------
    numpy.ndarray of int64, shape (K, 2)
        The numbers (an empty input is a (0, 2) table).

    Examples
    --------
    >>> whole_pairs([(1, 2), (3, 4)], "corners").tolist()
    [[1, 2], [3, 4]]
    >>> whole_pairs([(0.5, 2)], "corners")
    Traceback (most recent call last):
    ...
    TypeError: corners must hold whole numbers (pixels), got dtype float64
    """
    try:
        array = np.asarray(values)
    except ValueError:  # rows of different lengths
        array = np.asarray(None)
    if array.dtype == object:
        raise ValueError(f"{name} must be pairs of whole numbers, every row two long; got {values!r:.80}")
    if array.size == 0:
        return np.zeros((0, 2), dtype=np.int64)
    if array.dtype == bool or not np.issubdtype(array.dtype, np.integer):
        raise TypeError(f"{name} must hold whole numbers (pixels), got dtype {array.dtype}")
    if array.ndim != 2 or array.shape[1] != 2 or (shape is not None and array.shape != shape):
        wanted = f"({shape[0]}, 2)" if shape else "(K, 2)"
        raise ValueError(f"{name} must have shape {wanted}, got {array.shape}")
    return array.astype(np.int64, copy=False)


def whole_row(values, name: str) -> np.ndarray:
    """A 1-D row of whole numbers (indices, offsets) as int64.

    Parameters
    ----------
    values : array_like of int, shape (K,)
        What the caller passed.
    name : str
        The argument's name, used in the error message.

    Returns
    -------
    numpy.ndarray of int64, shape (K,)
        The numbers.

    Examples
    --------
    >>> whole_row([3, -1], "ox").tolist()
    [3, -1]
    >>> whole_row([[3]], "ox")
    Traceback (most recent call last):
    ...
    ValueError: ox must be a 1-D row, one entry per pair; got shape (1, 1)
    """
    array = values if isinstance(values, np.ndarray) else np.asarray(values)
    if array.dtype == object:
        raise ValueError(f"{name} must be a row of whole numbers; got {values!r:.80}")
    if array.size and (array.dtype == bool or not np.issubdtype(array.dtype, np.integer)):
        raise TypeError(f"{name} must hold whole numbers (pixels or indices), got dtype {array.dtype}")
    if array.ndim != 1:
        raise ValueError(f"{name} must be a 1-D row, one entry per pair; got shape {array.shape}")
    return array.astype(np.int64, copy=False)


def float_array(values, name: str, last: int | None = None) -> np.ndarray:
    """Return ``values`` as a float64 array of accepted numbers; check the last axis length.

    Entries must be finite with magnitude at most ``2**1022``; integer arrays
    must hold values of magnitude at most ``2**53``; a long double array must hold
    values that are exactly float64 values (the rule of :func:`number`, never a
    silent rounding). The input is never changed.

    Parameters
    ----------
    values : array_like
        Numbers (ints or floats, not bools or strings).
    name : str
        The argument's name, used in the error message.
    last : int, optional
        The required length of the last axis.

    Returns
    -------
    numpy.ndarray of float64
        The values, finite and of magnitude at most ``2**1022`` (integers at most ``2**53``).

    Examples
    --------
    >>> float_array([[0, 0, 1, 1]], "boxes", last=4).shape
    (1, 4)
    >>> float_array([[0, 0, 1]], "boxes", last=4)
    Traceback (most recent call last):
    ...
    ValueError: boxes must have shape (..., 4), got shape (1, 3)
    >>> float_array([[0, 0, 1e308, 1]], "boxes", last=4)
    Traceback (most recent call last):
    ...
    ValueError: boxes must hold numbers of magnitude at most 2**1022 (about 4.5e307); found 1e+308

    >>> float_array([[0, 0, 1, 1]], 'boxes', last=4)
    array([[0., 0., 1., 1.]])
    """
    if isinstance(values, (str, bytes)) or values is None:
        raise TypeError(f"{name} must be an array of numbers, got {type(values).__name__}")
    try:
        array = np.asarray(values)
    except (ValueError, TypeError):  # ragged nested lists
        raise ValueError(
            f"{name} must be a rectangular array of numbers, every row the same length; "
            f"got rows of different lengths: {values!r:.80}"
        ) from None
    if array.dtype == bool or not (
        np.issubdtype(array.dtype, np.integer) or np.issubdtype(array.dtype, np.floating)
    ):
        raise TypeError(f"{name} must hold numbers (int or float), got dtype {array.dtype}")
    if last is not None and (array.ndim == 0 or array.shape[-1] != last):
        raise ValueError(f"{name} must have shape (..., {last}), got shape {array.shape}")
    if np.issubdtype(array.dtype, np.integer) and array.size:
        if array.dtype.itemsize >= 8 and (array.max() > MAX_INTEGER or array.min() < -MAX_INTEGER):
            raise ValueError(
                f"{name} must hold integers of magnitude at most 2**53 (exact as floats); "
                f"found {int(array.max() if array.max() > MAX_INTEGER else array.min())}"
            )
    wide = np.issubdtype(array.dtype, np.floating) and array.dtype.itemsize > 8
    if wide and array.size:  # long double: the same rule as for one number, entry by entry
        finite = np.isfinite(array)
        inside = np.abs(np.where(finite, array, 0)) <= MAX_MAGNITUDE
        as_float = np.where(finite & inside, array, 0).astype(np.float64)
        inexact = finite & inside & (as_float != array)
        if inexact.any():
            bad = array[inexact].flat[0]
            raise ValueError(
                f"{name} must hold values that are exactly float64 values; found {bad!r}, which is not "
                f"(round the array yourself, for example with .astype(float), to accept {float(bad)!r})"
            )
        if not (finite & inside).all():
            bad = array[~(finite & inside)].flat[0]
            if not np.isfinite(bad):
                raise ValueError(f"{name} must hold finite numbers, found NaN or infinity")
            raise ValueError(
                f"{name} must hold numbers of magnitude at most 2**1022 (about 4.5e307); found {bad!r}"
            )
        return as_float
    array = array.astype(np.float64, copy=False)
    if array.size and not _all_within_limits(array):
        bad = float(array[~(np.abs(array) <= MAX_MAGNITUDE)].flat[0])
        if not np.isfinite(bad):
            raise ValueError(f"{name} must hold finite numbers, found NaN or infinity")
        raise ValueError(
            f"{name} must hold numbers of magnitude at most 2**1022 (about 4.5e307); found {bad!r}"
        )
    return array


_DOT_MAX = 8192  # below OpenBLAS's threading threshold for a dot product


def _all_within_limits(array: np.ndarray) -> bool:
    """Whether every entry is finite with magnitude at most ``2**1022``.

    Fast path for small arrays in one pass: the sum of squares (a BLAS dot
    product) is NaN or infinite if any entry is, and when it is at most 1e300
    every entry is at most 1e150 in size. Otherwise look at the largest and
    smallest entry (NaN makes both comparisons false). Large arrays skip the dot
    product: above about 10,000 numbers OpenBLAS spreads it over threads, which
    on a busy machine cost milliseconds instead of microseconds.
    """
    if array.flags.c_contiguous and array.size <= _DOT_MAX:
        flat = array.reshape(-1)
        with np.errstate(over="ignore", invalid="ignore"):
            if np.dot(flat, flat) <= 1e300:
                return True
    return bool(array.max() <= MAX_MAGNITUDE and array.min() >= -MAX_MAGNITUDE)
