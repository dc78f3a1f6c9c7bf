"""The harness every self-check runs on: a ``Check`` record, the time limit, the result.

A family module (``rectangles``, ``circle_box``, ...) builds one :class:`Check`
(the cases with their expected answers and kinds, how to judge an answer, how
to put a case in words and in a picture) and hands it with the learner's
function to :func:`run`, which asks every case in order and stops at the first
wrong answer.

>>> check = Check(
...     cases=[((2,), 0, "an even number"), ((3,), 1, "an odd number")],
...     judge=lambda value, args, describe: value,
...     describe=lambda args: f"n={args[0]}",
...     picture=None,
...     summary="right on both numbers.",
... )
>>> result = run(check, lambda n: n % 2, show=False)
PASS: right on both numbers.
>>> result = run(check, lambda n: 0, show=False)
FAIL: an odd number. For n=3 the answer should be 1, but your function says 0.
>>> result.case["kind"], bool(result)
('an odd number', False)
"""

from __future__ import annotations

import contextlib
import signal
import textwrap
import threading
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

import numpy as np

from .. import draw
from ..scene import bounds

__all__ = ["TIME_LIMIT", "CheckResult", "Check", "Problem", "run", "as_bool", "wrap", "framed_board"]

TIME_LIMIT = 20.0
"""Seconds a whole check may take before the learner's function is called stuck.

:func:`run` reads it here, so change ``collide_lessons.checks.harness.TIME_LIMIT``
(the name re-exported by ``collide_lessons.checks`` is a copy of the value)."""


@dataclass
class CheckResult:
    """What a check found. ``bool(result)`` is True when it passed.

    Attributes
    ----------
    passed : bool
        Whether every case passed (also ``bool(result)``).
    message : str
        PASS or FAIL with the first failing case in words.
    case : dict
        The failing case's inputs, expected and got (empty on a pass).
    """

    passed: bool
    message: str
    case: dict = field(default_factory=dict)

    def __bool__(self):
        return self.passed

    def __repr__(self):
        return self.message


@dataclass(frozen=True)
class Check:
    """One exercise's check: the cases to ask, and how to judge, say and draw an answer.

    Attributes
    ----------
    cases : iterable of (args, expected, kind)
        The learner's function is called as ``fn(*args)``; ``expected`` is the
        right answer and ``kind`` names the case in words for the FAIL line.
    judge : callable
        ``judge(value, args, describe)`` turns the returned value into an
        answer, or raises :class:`Problem` with a sentence when it has the wrong type.
    describe : callable
        ``describe(args)`` puts the inputs in words.
    picture : callable
        ``picture(args, expected, got, kind, why)`` draws the first wrong case (a Figure).
    summary : str
        What the PASS line says after ``PASS: ``.
    explain : callable, optional
        ``explain(args, expected, got, kind)`` may return a sentence naming
        the mistake (a duplicate pair, the bounding-box shortcut); it goes in
        the FAIL line and the picture gets the same words as ``why``.
    """

    cases: Iterable
    judge: Callable
    describe: Callable
    picture: Callable
    summary: str
    explain: Callable | None = None


class _Stuck(Exception):
    pass


class Problem(Exception):
    """The learner's function misbehaved (raised, wrong type, not written)."""


@contextlib.contextmanager
def _time_limit(seconds):
    """Interrupt the learner's code after ``seconds`` (Unix main thread; elsewhere no limit)."""
    usable = hasattr(signal, "SIGALRM") and threading.current_thread() is threading.main_thread()
    if not usable:
        yield
        return

    def stop(signum, frame):
        raise _Stuck()

    previous = signal.signal(signal.SIGALRM, stop)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def _call(fn, args, describe):
    try:
        return fn(*args)
    except NotImplementedError:
        raise Problem(
            "not written yet: replace `raise NotImplementedError()` with your code, "
            "then run this check again."
        ) from None
    except _Stuck:
        raise
    except Exception as error:
        problem = Problem(
            f"your function raised {type(error).__name__}: {error} when called with {describe(args)}."
        )
        problem.raised = type(error).__name__  # a case to draw, unlike "not written yet"
        raise problem from None


def as_bool(value, args, describe) -> bool:
    """The judge for a yes-or-no answer: ``True`` or ``False`` (a NumPy bool too), nothing else.

    Parameters
    ----------
    value : object
        What the learner's function returned.
    args : tuple
        The inputs it was called with.
    describe : callable
        Puts ``args`` in words for the message.

    Returns
    -------
    bool
        ``value`` as a Python bool.

    Raises
    ------
    Problem
        When ``value`` is not a bool (a number or ``None`` is refused, not read by truthiness).

    Examples
    --------
    >>> as_bool(np.bool_(True), (), str)
    True
    >>> try:
    ...     as_bool(1, (2, 3), lambda args: f"n={args}")
    ... except Problem as problem:
    ...     print(problem)
    your function returned 1 (an int) for n=(2, 3); it must return True or False.
    """
    if isinstance(value, (bool, np.bool_)):
        return bool(value)
    raise Problem(
        f"your function returned {value!r} ({a_type(value)}) for {describe(args)}; "
        "it must return True or False."
    )


def a_type(value) -> str:
    """A value's type name with its article, for a sentence: ``an int``, ``a tuple``.

    Parameters
    ----------
    value : object
        Anything.

    Returns
    -------
    str
        ``"a"`` or ``"an"`` and the type's name.

    Examples
    --------
    >>> a_type(1), a_type((1, 2)), a_type(None)
    ('an int', 'a tuple', 'a NoneType')
    """
    name = type(value).__name__
    return f"{'an' if name[:1].lower() in 'aeiou' else 'a'} {name}"


def run(check: Check, fn, *, show: bool) -> CheckResult:
    """Ask ``fn`` every case of ``check``; print and return the first wrong answer, or PASS.

    A function that raises, returns the wrong type, is not written yet or
    runs past :data:`TIME_LIMIT` seconds gets a PROBLEM sentence instead; when
    it raised on a case, the sentence names the case's kind and (with ``show``)
    the case is drawn like a wrong answer, titled with the error.

    Parameters
    ----------
    check : Check
        The cases and how to judge, say and draw them.
    fn : callable
        The learner's function.
    show : bool
        Display the picture of the first failing case in the notebook (a pass draws nothing).

    Returns
    -------
    CheckResult
        Truthy when every case passed; on a failure its ``case`` holds the
        inputs, expected, got, kind, why and (when shown) the figure.

    Examples
    --------
    >>> check = Check([((1, 2), 3, "small numbers")], lambda v, a, d: v, str, None, "right on one sum.")
    >>> run(check, lambda a, b: a - b, show=False).case["got"]
    FAIL: small numbers. For (1, 2) the answer should be 3, but your function says -1.
    -1
    """
    failed, args, kind = None, None, None
    try:
        with _time_limit(TIME_LIMIT):
            for args, expected, kind in check.cases:
                answer = _call(fn, args, check.describe)
                try:
                    got = check.judge(answer, args, check.describe)
                except Problem as problem:  # an answer of the wrong kind: a case to draw too
                    problem.raised = (
                        getattr(problem, "raised", None) or f"returned {answer!r} ({a_type(answer)})"
                    )
                    raise
                if not _same(got, expected):
                    failed = (args, expected, got, kind)
                    break
    except Problem as problem:
        if not getattr(problem, "raised", None):
            return _say(False, f"PROBLEM: {problem}")
        case = {"args": args, "expected": expected, "kind": kind}
        result = _say(False, f"PROBLEM: {kind}: {problem}", case)
        if show:
            result.case["figure"] = _raised_picture(check, args, expected, kind, problem.raised)
            draw.show(result.case["figure"])
        return result
    except _Stuck:
        where = f"{kind}: " if kind is not None else ""
        return _say(
            False,
            f"PROBLEM: {where}the check stopped after {TIME_LIMIT:.0f} s"
            + (f" on {check.describe(args)}" if args is not None else "")
            + ": your function may be stuck in a loop that never ends.",
            {"args": args, "kind": kind} if args is not None else None,
        )
    if failed is not None:  # drawn outside the time limit: a slow picture is never cut short
        return _failure(check, *failed, show)
    return _say(True, f"PASS: {check.summary}")


def _raised_picture(check, args, expected, kind, error):
    """The case the learner's function raised on (or answered with the wrong kind of value), drawn
    by the family's picture with no answer of theirs (or the right one, when the picture needs an
    answer), titled with what went wrong."""
    why = (
        f"your function {error} on this case"
        if error.startswith("returned ")
        else f"your function raised {error} on this case"
    )
    try:
        fig = check.picture(args, expected, None, kind, why)
    except Exception:  # a picture that needs an answer to draw: draw the right one
        fig = check.picture(args, expected, expected, kind, why)
    fig.axes[0].set_title(f"{wrap(kind)}\n{why}", fontsize=8)
    return fig


def _say(passed, message, case=None) -> CheckResult:
    print(message)
    return CheckResult(passed, message, case or {})


def _failure(check, args, expected, got, kind, show) -> CheckResult:
    why = check.explain(args, expected, got, kind) if check.explain else None
    message = (
        f"FAIL: {kind}. For {check.describe(args)} the answer should be "
        f"{_show(expected)}, but your function says {_show(got)}."
    )
    if why:
        message += f" {why}"
    result = _say(False, message, {"args": args, "expected": expected, "got": got, "kind": kind, "why": why})
    if show:
        result.case["figure"] = check.picture(args, expected, got, kind, why)
        draw.show(result.case["figure"])
    return result


def _same(got, expected):
    """Equal answers of the same kind: never by truthiness (a Rect is not "True")."""
    if isinstance(expected, np.ndarray) or isinstance(got, np.ndarray):
        return np.array_equal(np.asarray(got), np.asarray(expected))
    if expected is None or got is None:
        return got is expected
    if type(got) is not type(expected):
        return False
    return got == expected


def _show(value):
    if isinstance(value, bool):
        return "True (they collide)" if value else "False (no collision)"
    if isinstance(value, np.ndarray):
        shown = str(value.tolist()[:6])
        return (
            f"{len(value)} pair{'' if len(value) == 1 else 's'} "
            f"{shown if len(value) <= 6 else shown[:-1] + ', ...]'}"
        )
    return repr(value)


def wrap(words: str, width: int = 58) -> str:
    """Words broken into lines of at most ``width`` characters, for a figure title.

    Parameters
    ----------
    words : str
        The sentence.
    width : int, default 58
        The longest line.

    Returns
    -------
    str
        The lines joined by newlines.

    Examples
    --------
    >>> print(wrap("the boxes only touch along an edge", 20))
    the boxes only touch
    along an edge
    """
    return "\n".join(textwrap.wrap(words, width))


def framed_board(shapes, title):
    """A failing case drawn as a board scene (the playgrounds' shape records), framed around it.

    The frame is square and 1.4 times the larger side of the shapes' bounds,
    so flat cases (segments on one line) stay readable.

    Parameters
    ----------
    shapes : list of dict
        Shape records of :mod:`collide_lessons.scene`.
    title : str
        The figure's title.

    Returns
    -------
    matplotlib.figure.Figure
        The picture.

    Examples
    --------
    >>> from collide_lessons.lines import Segment
    >>> from collide_lessons.scene import shape_segment
    >>> fig = framed_board([shape_segment(Segment(0, 0, 4, 0))], "flat")
    >>> fig.axes[0].get_title()
    'flat'
    """
    boxes = [b for b in (bounds(s) for s in shapes) if b is not None]
    left, top = min(b[0] for b in boxes), min(b[1] for b in boxes)
    right, bottom = max(b[2] for b in boxes), max(b[3] for b in boxes)
    side = max(right - left, bottom - top, 1) * 1.4  # a square frame: flat cases stay readable
    cx, cy = (left + right) / 2, (top + bottom) / 2
    fig, ax = draw.new_figure(4.4, 4.0)
    draw.board(ax, shapes, (cx - side / 2, cy - side / 2, side, side))
    ax.set_title(title, fontsize=8)
    return fig
