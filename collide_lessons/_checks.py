"""Input checking shared by every module: one place for the error messages.

Every public function turns bad input into a ``TypeError`` (wrong kind of
value) or a ``ValueError`` (right kind, impossible value) whose message names
the argument, what it was, and what is allowed.
"""

from __future__ import annotations

import math
import numbers

import numpy as np


def number(value, name: str):
    """Return ``value`` as a plain Python number, or raise a clear error.

    Accepts ``int``, ``float``, ``fractions.Fraction`` and NumPy scalars.
    Rejects ``bool`` (almost always a slip), strings, ``None``, complex
    numbers, NaN and infinities.

    >>> number(3, "x")
    3
    >>> number(float("nan"), "x")
    Traceback (most recent call last):
    ...
    ValueError: x must be a finite number, got nan
    """
    kind = type(value)
    if kind is int:
        return value
    if kind is float:
        if value - value != 0:          # NaN or infinity
            raise ValueError(f"{name} must be a finite number, got {value!r}")
        return value
    if isinstance(value, np.generic):
        value = value.item()
    if isinstance(value, bool) or not isinstance(value, numbers.Real):
        raise TypeError(
            f"{name} must be a number (int or float), got {type(value).__name__} {value!r}"
        )
    if isinstance(value, float) and not math.isfinite(value):
        raise ValueError(f"{name} must be a finite number, got {value!r}")
    return value


def size(value, name: str):
    """Like :func:`number`, and also at least zero (a width, height or radius).

    >>> size(-1, "w")
    Traceback (most recent call last):
    ...
    ValueError: w must be zero or more, got -1
    """
    value = number(value, name)
    if value < 0:
        raise ValueError(f"{name} must be zero or more, got {value!r}")
    return value


def flag(value, name: str) -> bool:
    """A keyword switch such as ``touching`` must be a real ``bool``."""
    if not isinstance(value, (bool, np.bool_)):
        raise TypeError(f"{name} must be True or False, got {type(value).__name__} {value!r}")
    return bool(value)


def float_array(values, name: str, last: int | None = None) -> np.ndarray:
    """Return ``values`` as a finite float64 array; check the last axis length.

    >>> float_array([[0, 0, 1, 1]], "boxes", last=4).shape
    (1, 4)
    >>> float_array([[0, 0, 1]], "boxes", last=4)
    Traceback (most recent call last):
    ...
    ValueError: boxes must have shape (..., 4), got shape (1, 3)
    """
    if isinstance(values, (str, bytes)) or values is None:
        raise TypeError(f"{name} must be an array of numbers, got {type(values).__name__}")
    try:
        array = np.asarray(values)
    except ValueError as error:  # ragged nested lists
        raise ValueError(f"{name} must be a rectangular array of numbers: {error}") from None
    if array.dtype == bool or not (
        np.issubdtype(array.dtype, np.integer) or np.issubdtype(array.dtype, np.floating)
    ):
        raise TypeError(f"{name} must hold numbers (int or float), got dtype {array.dtype}")
    array = array.astype(np.float64, copy=False)
    if last is not None and (array.ndim == 0 or array.shape[-1] != last):
        raise ValueError(f"{name} must have shape (..., {last}), got shape {array.shape}")
    # A sum is NaN or infinite whenever any entry is; only then look closer
    # (a sum of huge finite values can overflow, so confirm before refusing).
    if not np.isfinite(array.sum()) and not np.isfinite(array).all():
        raise ValueError(f"{name} must hold finite numbers, found NaN or infinity")
    return array
