"""listing: a function's code without its docstring, as the lessons print it."""

import inspect

import pytest

from collide_lessons import as_published, rects
from collide_lessons.listing import listing


@pytest.mark.parametrize("function", [rects.spans_overlap, rects.apart_by_negation, as_published.edge_flags])
def test_the_listing_is_the_source_minus_exactly_the_docstring(function):
    source, shown = inspect.getsource(function), listing(function)
    assert function.__doc__.strip().splitlines()[0] in source
    assert function.__doc__.strip().splitlines()[0] not in shown
    assert '"""' not in shown
    lines = source.splitlines()
    opening = next(i for i, line in enumerate(lines) if '"""' in line)
    closing = next(i for i in range(opening + 1, len(lines)) if lines[i].rstrip().endswith('"""'))
    assert shown.splitlines() == lines[:opening] + lines[closing + 1 :]
    compile(shown, "<listing>", "exec")  # still valid Python


def test_a_function_without_a_docstring_is_shown_whole():
    namespace = {}
    exec("def f(x):\n    return x + 1\n", namespace)
    with pytest.raises(OSError):  # exec'd code has no source file: inspect says so
        listing(namespace["f"])


def test_nested_functions_are_dedented():
    def inner(x):
        """Doc."""
        return x

    assert listing(inner) == "def inner(x):\n    return x\n"


@pytest.mark.parametrize("bad", [len, "rects.spans_overlap", 3])
def test_only_python_functions(bad):
    with pytest.raises(TypeError, match="function must be a Python function"):
        listing(bad)
