"""Show a function's code in a lesson, without its docstring.

Lessons print the package's own functions so the learner reads the real
code, not a copy that could drift. The docstring (with its parameter
tables) is left out: :func:`listing` gives the signature and the body.

>>> from collide_lessons import rects
>>> print(listing(rects.boxes_overlap).splitlines()[0])
def boxes_overlap(a: Rect, b: Rect, *, touching: bool = False) -> bool:
"""

from __future__ import annotations

import ast
import inspect
import textwrap

__all__ = ["listing"]


def listing(function) -> str:
    """The source of ``function`` with its docstring removed.

    Parameters
    ----------
    function : function
        A function defined in Python source (not a builtin).

    Returns
    -------
    str
        The ``def`` line(s) and the body, dedented, ending in one newline.

    Examples
    --------
    >>> def twice(x):
    ...     '''Double it.'''
    ...     return 2 * x
    >>> print(listing(twice), end="")
    def twice(x):
        return 2 * x
    """
    if not inspect.isfunction(function):
        raise TypeError(f"function must be a Python function, got {type(function).__name__} {function!r}")
    source = textwrap.dedent(inspect.getsource(function))
    lines = source.splitlines(keepends=True)
    node = ast.parse(source).body[0]
    first = node.body[0]
    if (
        isinstance(first, ast.Expr)
        and isinstance(first.value, ast.Constant)
        and isinstance(first.value.value, str)
    ):
        del lines[first.lineno - 1 : first.end_lineno]
    return "".join(lines).rstrip("\n") + "\n"
