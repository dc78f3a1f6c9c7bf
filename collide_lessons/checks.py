"""Self-checks for the exercises: exhaustive where possible, a picture when wrong.

Each ``check_*`` function runs the learner's function on every class of case
there is (the atlas), then on seeded random and edge cases, and compares with
the package's reference. It prints one line when everything passes. On the
first wrong answer it prints what kind of case it was and draws it with the
expected answer and the learner's, without showing any reference code.

A function that raises, returns the wrong type, has not been written yet
(``NotImplementedError``), or runs too long gets a plain message, not a
traceback from inside the checker.

>>> from collide_lessons import collides
>>> result = check_rect_test(lambda a, b: collides(a, b), show=False)
PASS: right on all 676 arrangements of two rectangles (both orders) and 600 random pairs.
>>> bool(result)
True
"""

from __future__ import annotations

import contextlib
import signal
import textwrap
import threading
from collections import Counter
from dataclasses import dataclass, field

import numpy as np

from . import atlas, draw, validate
from .broadphase import find_pairs
from .collision import collides
from .lines import Segment, _pair_kind, segments_intersect
from .masks import Mask
from .polygons import Polygon, contains, polygons_intersect, rotated_rect, separating_axis
from .rects import intersection
from .shapes import Circle, Rect
from .widgets.canvas import _body, shape_polygon, shape_segment

__all__ = [
    "TIME_LIMIT",
    "CheckResult",
    "AXIS_WORDS",
    "axis_relations",
    "kind_of_case",
    "check_rect_test",
    "check_circle_rect_test",
    "check_overlap_rect",
    "check_pixel_overlap",
    "draw_masks",
    "check_find_pairs",
    "check_segment_test",
    "check_sat_test",
    "TASKS",
    "task_picture",
    "show_task",
]

TIME_LIMIT = 20.0
"""Seconds a whole check may take before the learner's function is called stuck."""


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


class _Stuck(Exception):
    pass


class _Problem(Exception):
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
        raise _Problem(
            "not written yet: replace `raise NotImplementedError()` with your code, "
            "then run this check again."
        ) from None
    except _Stuck:
        raise
    except Exception as error:
        raise _Problem(
            f"your function raised {type(error).__name__}: {error} when called with {describe(args)}."
        ) from None


def _as_bool(value, args, describe):
    if isinstance(value, (bool, np.bool_)):
        return bool(value)
    raise _Problem(
        f"your function returned {value!r} (a {type(value).__name__}) for "
        f"{describe(args)}; it must return True or False."
    )


def _run(name, cases, fn, judge, describe, picture, show, summary, explain=None):
    """Run ``fn`` on each case; stop at the first wrong answer.

    ``explain(args, expected, got, kind)`` may return a sentence saying what the
    mistake looks like (a duplicate pair, the bounding-box shortcut); it goes in
    the FAIL line and the picture gets the same words.
    """
    try:
        with _time_limit(TIME_LIMIT):
            for case in cases:
                args, expected, kind = case
                got = judge(_call(fn, args, describe), args, describe)
                if not _same(got, expected):
                    why = explain(args, expected, got, kind) if explain else None
                    message = (
                        f"FAIL: {kind}. For {describe(args)} the answer should be "
                        f"{_show(expected)}, but your function says {_show(got)}."
                    )
                    if why:
                        message += f" {why}"
                    print(message)
                    case = {"args": args, "expected": expected, "got": got, "kind": kind, "why": why}
                    if show:
                        case["figure"] = picture(args, expected, got, kind, why)
                        draw.show(case["figure"])
                    return CheckResult(False, message, case)
    except _Problem as problem:
        message = f"PROBLEM: {problem}"
        print(message)
        return CheckResult(False, message)
    except _Stuck:
        message = (
            f"PROBLEM: the check stopped after {TIME_LIMIT:.0f} s: your function may be "
            "stuck in a loop that never ends."
        )
        print(message)
        return CheckResult(False, message)
    message = f"PASS: {summary}"
    print(message)
    return CheckResult(True, message)


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


# --- describing a rectangle pair in words ---------------------------------------------------

AXIS_WORDS = {
    "before": "a ends before b starts",
    "meets": "a's end meets b's start (they touch)",
    "overlaps": "a starts first and they overlap partly",
    "starts": "a and b start together and a ends first",
    "during": "a lies inside b",
    "finishes": "a and b end together and a starts later",
    "equals": "a and b have the same span",
    "finished by": "a and b end together and b starts later",
    "contains": "b lies inside a",
    "started by": "a and b start together and b ends first",
    "overlapped by": "b starts first and they overlap partly",
    "met by": "b's end meets a's start (they touch)",
    "after": "a starts after b ends",
    "point before": "a has zero length, before b",
    "point at start": "a has zero length, on b's start",
    "point inside": "a has zero length, inside b",
    "point at end": "a has zero length, on b's end",
    "point after": "a has zero length, after b",
    "ends before point": "b has zero length, after a ends",
    "ends at point": "b has zero length, on a's end",
    "around point": "b has zero length, inside a",
    "starts at point": "b has zero length, on a's start",
    "after point": "b has zero length, before a",
    "point before point": "both have zero length, a first",
    "same point": "both have zero length, at the same place",
    "point after point": "both have zero length, b first",
}
"""Each of the atlas's 26 relations of two spans on one axis, in the words of lesson 02."""


def axis_relations(a: Rect, b: Rect) -> str:
    """The pair's relation on each axis, in words (lesson 02's names for Allen's relations).

    Parameters
    ----------
    a : Rect
        The first box.
    b : Rect
        The second box.

    Returns
    -------
    str
        A sentence naming the relation on x and on y.

    Examples
    --------
    >>> axis_relations(Rect(0, 0, 30, 30), Rect(10, 10, 5, 5))
    'x: b lies inside a; y: b lies inside a'
    >>> axis_relations(Rect(0, 0, 10, 10), Rect(10, 0, 5, 4))
    "x: a's end meets b's start (they touch); y: a and b start together and b ends first"
    """
    x, y = atlas.classify(a, b)
    return f"x: {AXIS_WORDS[x]}; y: {AXIS_WORDS[y]}"


def kind_of_case(a: Rect, b: Rect) -> str:
    """A short phrase naming what is special about a pair of rectangles.

    Parameters
    ----------
    a : Rect
        The first box.
    b : Rect
        The second box.

    Returns
    -------
    str
        A short phrase, such as ``'they share only an edge'``.

    Examples
    --------
    >>> kind_of_case(Rect(0, 0, 10, 10), Rect(10, 0, 5, 5))
    'the boxes only touch along an edge'
    >>> kind_of_case(Rect(0, 0, 10, 10), Rect(2, 2, 3, 3))
    'one box contains the other'
    >>> kind_of_case(Rect(0, 0, 10, 10), Rect(5, 5, 0, 0))
    'a box with zero width or height, inside the other (it has no area to share)'
    """
    x, y = atlas.classify(a, b)
    names = (x, y)
    empty = not (a.x < a.right and a.y < a.bottom and b.x < b.right and b.y < b.bottom)
    if not collides(a, b, touching=True):
        return "the boxes are apart" + (" (one has zero width or height)" if empty else "")
    if empty:
        on_edge = {"point at start", "point at end", "ends at point", "starts at point", "meets", "met by"}
        within = {
            "point inside",
            "around point",
            "during",
            "contains",
            "equals",
            "same point",
            "starts",
            "finishes",
            "started by",
            "finished by",
        }
        if {x, y} & on_edge:
            where = "on the other's edge"
        elif {x, y} <= within:
            where = "inside the other"
        else:
            where = "across the other's edge"
        return f"a box with zero width or height, {where} (it has no area to share)"
    if x == "equals" and y == "equals":
        return "the two boxes are identical"
    if {x, y} & {"meets", "met by"}:
        if x in ("meets", "met by") and y in ("meets", "met by"):
            return "the boxes only touch at a corner"
        return "the boxes only touch along an edge"
    inside = {"during", "starts", "finishes", "equals"}
    around = {"contains", "started by", "finished by", "equals"}
    if (x in inside and y in inside) or (x in around and y in around):
        return "one box contains the other" + (
            " and they share an edge" if {x, y} & {"starts", "finishes", "started by", "finished by"} else ""
        )
    if (x in inside and y in around) or (x in around and y in inside):
        return "a cross: each box spans the other on one axis"
    if "equals" in names:
        return "the boxes have exactly the same span on one axis"
    if {x, y} & (inside | around):
        return "one box reaches across an edge of the other (it lies inside the other on one axis)"
    return "the boxes overlap at a corner"


def _rect_kind(a: Rect, b: Rect) -> str:
    """The kind of case and the per-axis relations, for a FAIL line."""
    return f"{kind_of_case(a, b)} ({axis_relations(a, b)})"


def _rect_picture(args, expected, got, kind, why=None):
    a, b = args
    fig, ax = draw.new_figure(4.4, 3.8)
    draw.rect_pair(ax, a, b, labels=("a", "b"))
    ax.set_title(f"{_wrap(kind)}\nexpected {expected}, yours {got}", fontsize=8)
    return fig


def _wrap(words: str, width: int = 58) -> str:

    return "\n".join(textwrap.wrap(words, width))


def _describe_rects(args):
    a, b = args
    return f"a={a}, b={b}"


# --- the checks -------------------------------------------------------------------------------


def _random_rect_pairs(rng, n, integer=True):
    for _ in range(n):
        if integer:
            x, y = rng.integers(-5, 25, 4), rng.integers(0, 12, 4)
            yield (
                Rect(int(x[0]), int(x[1]), int(y[0]), int(y[1])),
                Rect(int(x[2]), int(x[3]), int(y[2]), int(y[3])),
            )
        else:
            x, y = rng.uniform(-5, 25, 4).round(2), rng.uniform(0, 12, 4).round(2)
            yield Rect(*x[:2], *y[:2]), Rect(*x[2:], *y[2:])


def check_rect_test(fn, *, touching: bool = False, show: bool = True) -> CheckResult:
    """Check ``fn(a, b) -> bool`` against ``collides(a, b, touching=touching)``.

    Runs all 676 atlas classes (every arrangement, zero sizes included, each
    in both argument orders), then 600 seeded random pairs (integers and
    floats), both argument orders. ``fn`` must return ``True`` or ``False``.

    Parameters
    ----------
    fn : callable
        The learner's function.
    touching : bool, default False
        ``False``: the shapes must share area (their open insides meet). ``True``: contact at an
        edge, corner or point counts too.
    show : bool, default True
        Display the picture of the first failing case (or of the pass) in the notebook.

    Returns
    -------
    CheckResult
        Truthy when every case passed; its ``message`` names the first failing case, in words.

    Examples
    --------
    >>> result = check_rect_test(lambda a, b: collides(a, b), show=False)
    PASS: right on all 676 arrangements of two rectangles (both orders) and 600 random pairs.
    >>> result = check_rect_test(lambda a, b: a.left < b.right and b.left < a.right, show=False)
    FAIL: ...
    >>> bool(result)
    False
    """
    touching = validate.flag(touching, "touching")
    rng = np.random.default_rng(2024)

    def cases():
        for config in atlas.configurations(include_degenerate=True):
            for a, b in ((config.a, config.b), (config.b, config.a)):
                yield (a, b), collides(a, b, touching=touching), _rect_kind(a, b)
        for integer in (True, False):
            for a, b in _random_rect_pairs(rng, 300, integer):
                for pair in ((a, b), (b, a)):
                    yield pair, collides(*pair, touching=touching), _rect_kind(*pair)

    return _run(
        "rectangles",
        cases(),
        fn,
        _as_bool,
        _describe_rects,
        _rect_picture,
        show,
        "right on all 676 arrangements of two rectangles (both orders) and 600 random pairs.",
    )


def check_circle_rect_test(fn, *, touching: bool = False, show: bool = True) -> CheckResult:
    """Check ``fn(circle, rect) -> bool`` against ``collides(circle, rect, touching=touching)``.

    Edge cases first (exact contact on an edge and at a corner, centre inside,
    zero radius, zero-size box), then 1000 seeded random integer pairs. When
    a wrong answer is what the circle's bounding box would give, the failure
    says so and draws the box.

    Parameters
    ----------
    fn : callable
        The learner's function.
    touching : bool, default False
        ``False``: the shapes must share area (their open insides meet). ``True``: contact at an
        edge, corner or point counts too.
    show : bool, default True
        Display the picture of the first failing case (or of the pass) in the notebook.

    Returns
    -------
    CheckResult
        Truthy when every case passed; its ``message`` names the first failing case, in words.

    Examples
    --------
    >>> result = check_circle_rect_test(lambda c, r: collides(c, r), show=False)
    PASS: ...
    >>> bool(result)
    True
    """
    touching = validate.flag(touching, "touching")
    box = Rect(10, 10, 20, 10)
    edge = [
        (Circle(35, 15, 5), "the circle exactly touches the right edge"),
        (Circle(15, 5, 5), "the circle exactly touches the top edge"),
        (Circle(33, 24, 5), "the circle exactly touches a corner (3-4-5)"),
        (Circle(34, 25, 6), "the circle is near a corner but misses it"),
        (Circle(20, 15, 2), "the centre is inside the box"),
        (Circle(20, 15, 0), "a circle of radius zero inside the box (it has no inside)"),
        (Circle(60, 60, 3), "the circle is far away"),
    ]
    rng = np.random.default_rng(7)

    def cases():
        for c, kind in edge:
            yield (c, box), collides(c, box, touching=touching), kind
        zero_box = Rect(5, 5, 0, 0)
        yield (
            (Circle(5, 5, 3), zero_box),
            collides(Circle(5, 5, 3), zero_box, touching=touching),
            "a zero-size box at the centre (it has no area to share)",
        )
        for _ in range(1000):
            c = Circle(*(int(v) for v in rng.integers(0, 40, 2)), int(rng.integers(0, 12)))
            r = Rect(*(int(v) for v in rng.integers(0, 30, 2)), *(int(v) for v in rng.integers(0, 15, 2)))
            yield (c, r), collides(c, r, touching=touching), "a random circle and box"

    def bounding_box_answer(c, r):
        return collides(c.bounding_rect(), r, touching=touching)

    def explain(args, expected, got, kind):
        c, r = args
        if got == bounding_box_answer(c, r):
            return (
                "That is what the circle's bounding box gives (dotted in the picture): near a "
                "corner the box reaches where the circle does not. Clamp the centre into the box "
                "and compare the squared distance with r * r (lesson 04)."
            )
        return None

    def picture(args, expected, got, kind, why=None):
        c, r = args
        fig, ax = draw.new_figure(4.4, 3.8)
        pad = c.r + 3
        draw.screen_axes(
            ax,
            max(r.right, c.x + pad) - min(r.left, c.x - pad) + 2,
            max(r.bottom, c.y + pad) - min(r.top, c.y - pad) + 2,
            x0=min(r.left, c.x - pad) - 1,
            y0=min(r.top, c.y - pad) - 1,
            grid=False,
        )
        draw.rect(ax, r, label="box")
        draw.circle(ax, c, color=draw.ORANGE, linestyle="--")
        draw.point(ax, (c.x, c.y), label="centre")
        title = f"{_wrap(kind)}\nexpected {expected}, yours {got}"
        if why:
            draw.rect(ax, c.bounding_rect(), fill=False, color="black", linestyle=":", linewidth=1.5)
            title += "\nyours = the bounding box's answer (dotted)"
        ax.set_title(title, fontsize=8)
        return fig

    return _run(
        "circles",
        cases(),
        fn,
        _as_bool,
        lambda a: f"circle={a[0]}, box={a[1]}",
        picture,
        show,
        "right on the edge cases (exact contact, corners, centre inside, zero sizes) "
        "and 1000 random circle-box pairs.",
        explain,
    )


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
        Display the picture of the first failing case (or of the pass) in the notebook.

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
    rng = np.random.default_rng(11)

    def judge(value, args, describe):
        if value is None or isinstance(value, Rect):
            return value
        raise _Problem(
            f"your function returned {value!r} for {describe(args)}; it must return "
            "a Rect, or None when the boxes share no area."
        )

    def cases():
        # the brief's trap first: classes where one box lies inside the other on an axis
        def containment_first(config):
            return not ({config.x, config.y} & {"contains", "during"})

        for config in sorted(atlas.configurations(include_degenerate=False), key=containment_first):
            for a, b in ((config.a, config.b), (config.b, config.a)):
                yield (a, b), intersection(a, b), _rect_kind(a, b)
        for a, b in _random_rect_pairs(rng, 400):
            if a.area and b.area:
                yield (a, b), intersection(a, b), _rect_kind(a, b)

    def picture(args, expected, got, kind, why=None):
        fig = _rect_picture(args, "(dotted)" if expected else None, "(dashed red)" if got else None, kind)
        ax = fig.axes[0]
        if expected is not None:
            draw.rect(ax, expected, fill=False, color="black", linestyle=":", linewidth=2.5)
        if isinstance(got, Rect):
            draw.rect(ax, got, fill=False, color="tab:red", linestyle="--", linewidth=1.5)
        return fig

    return _run(
        "overlap",
        cases(),
        fn,
        judge,
        _describe_rects,
        picture,
        show,
        "right on all 169 arrangements of two boxes (both orders) and the random pairs.",
    )


def _mask_cases(rng):
    a = Mask.from_text("""
.####.
######
######
.####.""")
    b = Mask.from_text("""
##
##
.#""")
    for offset, kind in [
        ((0, 0), "b at a's top-left corner"),
        ((4, 2), "b near a's bottom-right"),
        ((-1, -1), "b partly off a's top-left (negative offset)"),
        ((5, 3), "b hanging off a's bottom-right"),
        ((6, 0), "b just right of a"),
        ((-2, 0), "b just left of a"),
        ((20, 20), "b far away"),
        ((2, 1), "b inside a"),
    ]:
        yield (a.bits, b.bits, offset), a.overlap_area(b, offset), _mask_kind(kind, a.bits, b.bits, offset)
    for _ in range(150):
        h1, w1, h2, w2 = (int(v) for v in rng.integers(1, 14, 4))
        x = rng.random((h1, w1)) < 0.5
        y = rng.random((h2, w2)) < 0.5
        offset = (int(rng.integers(-w2 - 1, w1 + 2)), int(rng.integers(-h2 - 1, h1 + 2)))
        yield (x, y, offset), Mask(x).overlap_area(Mask(y), offset), _mask_kind("random masks", x, y, offset)


def _mask_kind(kind, a_bits, b_bits, offset):
    a_box = Rect(0, 0, a_bits.shape[1], a_bits.shape[0])
    b_box = Rect(offset[0], offset[1], b_bits.shape[1], b_bits.shape[0])
    return f"{kind} ({axis_relations(a_box, b_box)})"


def check_pixel_overlap(fn, show: bool = True) -> CheckResult:
    """Check ``fn(a_bits, b_bits, offset) -> int``: pixels set in both, b at ``offset`` from a.

    The picture draws both masks on one pixel grid, b at its offset, with
    the overlap window outlined.

    Parameters
    ----------
    fn : callable
        The learner's function.
    show : bool, default True
        Display the picture of the first failing case (or of the pass) in the notebook.

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
    rng = np.random.default_rng(5)

    def judge(value, args, describe):
        if isinstance(value, (int, np.integer)) and not isinstance(value, (bool, np.bool_)):
            return int(value)
        raise _Problem(
            f"your function returned {value!r} for {describe(args)}; it must return "
            "a whole number (how many pixels are set in both masks)."
        )

    def describe(args):
        a, b, offset = args
        return f"a {a.shape[1]}x{a.shape[0]}, b {b.shape[1]}x{b.shape[0]}, offset={offset}"

    def picture(args, expected, got, kind, why=None):
        a, b, offset = args
        fig, ax = draw.new_figure(4.4, 3.8)
        draw_masks(ax, a, b, offset)
        ax.set_title(f"{_wrap(kind)}\noverlap: expected {expected}, yours {got}", fontsize=8)
        return fig

    return _run(
        "pixels",
        _mask_cases(rng),
        fn,
        judge,
        describe,
        picture,
        show,
        "right on the edge cases (negative offsets, off the edge, far away) and 150 random mask pairs.",
    )


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
    draw.screen_axes(ax, right - left + 2, bottom - top + 2, x0=left - 1, y0=top - 1, ticks=1)
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
    artists += draw.rect(ax, Rect(0, 0, wa, ha), fill=False, color=draw.BLUE, label="a", linewidth=1.5)
    artists += draw.rect(
        ax, Rect(ox, oy, wb, hb), fill=False, color=draw.ORANGE, label="b", linestyle="--", linewidth=1.5
    )
    window = intersection(Rect(0, 0, wa, ha), Rect(ox, oy, wb, hb))
    if window is not None:
        artists += draw.rect(ax, window, fill=False, color="black", linestyle=":", linewidth=2.5)
    return artists


def check_find_pairs(fn, show: bool = True) -> CheckResult:
    """Check ``fn(boxes) -> pairs``: every colliding pair ``(i, j)`` with ``i < j``, each once (any order).

    ``boxes`` is an ``(N, 4)`` LTRB array; scenes include no boxes, one box,
    identical boxes, boxes that only touch, a box spanning the world, and
    random scenes. A pair reported twice is named as a duplicate.

    Parameters
    ----------
    fn : callable
        The learner's function.
    show : bool, default True
        Display the picture of the first failing case (or of the pass) in the notebook.

    Returns
    -------
    CheckResult
        Truthy when every case passed; its ``message`` names the first failing case, in words.

    Examples
    --------
    >>> result = check_find_pairs(lambda boxes: find_pairs(boxes), show=False)
    PASS: ...
    >>> bool(result)
    True
    """

    rng = np.random.default_rng(3)
    scenes = [
        (np.zeros((0, 4)), "no boxes at all"),
        (np.array([[0, 0, 5, 5.0]]), "a single box"),
        (np.tile([0, 0, 5, 5.0], (6, 1)), "six identical boxes"),
        (np.array([[0, 0, 10, 10], [10, 0, 20, 10], [0, 10, 10, 20.0]]), "boxes that only touch"),
        (
            np.array([[0, 0, 1000, 1000], [5, 5, 6, 6], [900, 900, 950, 950], [400, 0, 401, 3.0]]),
            "one box spanning the whole world",
        ),
    ]
    for n in (20, 200, 1000):
        xy = rng.uniform(0, 300, (n, 2)).round(1)
        scenes.append((np.hstack([xy, xy + rng.uniform(1, 20, (n, 2)).round(1)]), f"{n} random boxes"))

    def judge(value, args, describe):
        try:
            pairs = np.asarray(value, dtype=np.int64).reshape(-1, 2)
        except (TypeError, ValueError):
            raise _Problem(
                f"your function returned {value!r:.80} for {describe(args)}; it must "
                "return pairs (i, j), as a list of tuples or a (K, 2) array."
            ) from None
        if len(pairs) and (pairs[:, 0] >= pairs[:, 1]).any():
            bad = pairs[pairs[:, 0] >= pairs[:, 1]][0].tolist()
            raise _Problem(
                f"for {describe(args)} your function returned the pair {tuple(bad)}, "
                "whose first index is not smaller than its second; list each pair once, "
                "smaller index first (a box never pairs with itself)."
            )
        return pairs[np.lexsort((pairs[:, 1], pairs[:, 0]))] if len(pairs) else pairs

    def cases():
        for boxes, kind in scenes:
            yield (boxes,), find_pairs(boxes, method="brute"), kind

    def explain(args, expected, got, kind):
        return _pair_differences(expected, got)[0]

    def picture(args, expected, got, kind, why=None):
        (boxes,) = args
        sentence, flagged = _pair_differences(expected, got)
        fig, ax = draw.new_figure(4.6, 4.2)
        if len(boxes):
            left, top = boxes[:, :2].min(axis=0)
            right, bottom = boxes[:, 2:].max(axis=0)
            draw.screen_axes(ax, right - left + 2, bottom - top + 2, x0=left - 1, y0=top - 1, grid=False)
        for k, box in enumerate(boxes):
            marked = k in flagged
            draw.rect(
                ax,
                Rect.from_ltrb(*box),
                color=draw.ORANGE if marked else draw.BLUE,
                hatch="//" if marked else None,
                alpha=0.2,
                label=str(k) if marked else None,
            )
        ax.set_title(f"{kind}\n{_wrap(sentence, 64)}", fontsize=8)
        return fig

    return _run(
        "pairs",
        cases(),
        fn,
        judge,
        lambda a: f"the scene of {len(a[0])} boxes",
        picture,
        show,
        "right on every scene: empty, one box, identical boxes, touching boxes, "
        "a world-spanning box and random scenes of up to 1000 boxes.",
        explain,
    )


def _pair_differences(expected, got) -> tuple:
    """A sentence naming duplicates, missed and extra pairs, and the boxes involved."""

    counts = Counter(tuple(p) for p in np.asarray(got).tolist())
    repeated = sorted((p, k) for p, k in counts.items() if k > 1)
    wanted = {tuple(p) for p in np.asarray(expected).tolist()}
    missed, extra = sorted(wanted - set(counts)), sorted(set(counts) - wanted)
    parts = []
    if repeated:
        (pair, times), others = repeated[0], len(repeated) - 1
        parts.append(
            f"pair {pair} reported {times} times"
            + (f" (and {others} more pairs reported more than once)" if others else "")
            + ": report each pair once, even when the boxes share several cells"
        )
    if missed:
        parts.append(f"{len(missed)} pair{'' if len(missed) == 1 else 's'} missed, e.g. {missed[0]}")
    if extra:
        parts.append(
            f"{len(extra)} pair{'' if len(extra) == 1 else 's'} that "
            f"{'does' if len(extra) == 1 else 'do'} not share area, e.g. {extra[0]}"
        )
    flagged = {i for p in ([r[0] for r in repeated[:1]] + missed[:1] + extra[:1]) for i in p}
    sentence = "; ".join(parts) + "."
    return (sentence[:1].upper() + sentence[1:], flagged)


# --- segments and polygons (exercises 05 and 06) ----------------------------------------------

SEGMENT_KINDS = {
    "collinear overlap": "the segments lie on one line and overlap",
    "end to end": "the segments meet only end to end",
    "end on the other segment": "an end of one segment rests on the other",
    "crossing": "the segments cross",
    "other": "the segments are apart",
}


def _segment_kind(a: Segment, b: Segment) -> str:
    for name, s in (("a", a), ("b", b)):
        if (s.x1, s.y1) == (s.x2, s.y2):
            return f"{name} has zero length (a point)"
    words = SEGMENT_KINDS[_pair_kind(a, b)]
    if _pair_kind(a, b) == "collinear overlap" and a.x1 == a.x2:
        words += " (vertically)"
    return words


def _board_picture(shapes, title):
    """A failing case drawn as a board scene (the playgrounds' shapes), framed around it."""
    boxes = [b for b in (_body(s) for s in shapes) if b is not None]
    left, top = min(b[0] for b in boxes), min(b[1] for b in boxes)
    right, bottom = max(b[2] for b in boxes), max(b[3] for b in boxes)
    side = max(right - left, bottom - top, 1) * 1.4  # a square frame: flat cases stay readable
    cx, cy = (left + right) / 2, (top + bottom) / 2
    fig, ax = draw.new_figure(4.4, 4.0)
    draw.board(ax, shapes, (cx - side / 2, cy - side / 2, side, side))
    ax.set_title(title, fontsize=8)
    return fig


def check_segment_test(fn, *, touching: bool = False, show: bool = True) -> CheckResult:
    """Check ``fn(a, b) -> bool`` for two ``Segment`` values against ``segments_intersect``.

    Every pair of segments whose ends are points of a 3 x 3 grid (81 segments,
    zero lengths included: 6,561 ordered pairs, so every way two segments can
    cross, touch, overlap on one line or miss), then 1,000 seeded random pairs
    with half-integer ends.

    Parameters
    ----------
    fn : callable
        The learner's function.
    touching : bool, default False
        ``False``: the open segments must share a point. ``True``: any shared point.
    show : bool, default True
        Display the picture of the first failing case in the notebook.

    Returns
    -------
    CheckResult
        Truthy when every case passed; its ``message`` names the first failing case, in words.

    Examples
    --------
    >>> result = check_segment_test(segments_intersect, show=False)
    PASS: right on all 6,561 pairs of segments with ends on a 3 x 3 grid ...
    >>> from collide_lessons.lines import crosses_without_collinear_case
    >>> result = check_segment_test(crosses_without_collinear_case, show=False)
    FAIL: the segments lie on one line and overlap. ...
    """
    touching = validate.flag(touching, "touching")
    rng = np.random.default_rng(5)
    grid = [(x, y) for y in range(3) for x in range(3)]
    segments = [Segment(*p, *q) for p in grid for q in grid]

    def rank(pair):  # distinct segments with length first; a segment against itself and points last
        a, b = pair
        return (a.length_squared == 0 or b.length_squared == 0, a == b)

    def cases():
        for a, b in sorted(((a, b) for a in segments for b in segments), key=rank):
            yield (a, b), segments_intersect(a, b, touching=touching), _segment_kind(a, b)
        for _ in range(500):
            ends = (rng.integers(0, 21, 8) / 2).tolist()
            a, b = Segment(*ends[:4]), Segment(*ends[4:])
            for pair in ((a, b), (b, a)):
                yield pair, segments_intersect(*pair, touching=touching), _segment_kind(*pair)

    def picture(args, expected, got, kind, why=None):
        a, b = args  # a wide under b thin, so segments on one line both show
        shapes = [
            shape_segment(a, color=draw.BLUE, linewidth=7),
            shape_segment(b, color=draw.ORANGE, linewidth=2.5),
        ]
        title = f"{_wrap(kind)}\na: wide blue, b: thin orange; expected {expected}, yours {got}"
        return _board_picture(shapes, title)

    return _run(
        "segments",
        cases(),
        fn,
        _as_bool,
        lambda args: f"a={args[0]}, b={args[1]}",
        picture,
        show,
        "right on all 6,561 pairs of segments with ends on a 3 x 3 grid (zero lengths included) "
        "and 1,000 random pairs.",
    )


def _convex_hull(points):
    """Corners of the convex hull of integer points, no three on a line (monotone chain)."""
    pts = sorted(set(points))

    def turn(o, a, b):
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])

    lower, upper = [], []
    for p in pts:
        while len(lower) >= 2 and turn(lower[-2], lower[-1], p) <= 0:
            lower.pop()
        lower.append(p)
    for p in reversed(pts):
        while len(upper) >= 2 and turn(upper[-2], upper[-1], p) <= 0:
            upper.pop()
        upper.append(p)
    return lower[:-1] + upper[:-1]


def _polygon_kind(a: Polygon, b: Polygon) -> str:
    if polygons_intersect(a, b):
        if a != b and (contains(a, b) or contains(b, a)):
            return "one polygon lies inside the other"
        return "the polygons overlap"
    if polygons_intersect(a, b, touching=True):
        return "the polygons only touch (at a corner or along an edge)"
    if separating_axis(a, b)[0] == "b":
        return "only an edge of b separates them (no edge of a does)"
    return "an edge of a separates them"


SAT_CASES = (
    ([(0, 0), (10, 0), (10, 10), (0, 10)], [(5, 5), (15, 5), (15, 15), (5, 15)]),
    ([(0, 0), (10, 0), (10, 10), (0, 10)], [(15, 6), (15, 16), (5, 16)]),
    ([(0, 0), (10, 0), (10, 10), (0, 10)], [(3, 3), (7, 3), (5, 7)]),
    ([(0, 0), (10, 0), (10, 10), (0, 10)], [(10, 10), (20, 10), (20, 20)]),
    ([(0, 0), (10, 0), (10, 10), (0, 10)], [(10, 2), (20, 2), (20, 8), (10, 8)]),
    ([(0, 0), (10, 0), (0, 10)], [(6, 6), (12, 6), (6, 12)]),
)
"""Hand-picked pairs the SAT check tries first: overlap, only b's edge separates, inside, corner
touch, edge touch, a gap across a diagonal."""


def check_sat_test(fn, *, touching: bool = False, show: bool = True) -> CheckResult:
    """Check ``fn(a, b) -> bool`` for two convex polygons (lists of ``(x, y)`` vertices).

    Hand-picked cases first (see ``SAT_CASES``: one inside the other, corner and
    edge contact, a pair only an edge of ``b`` separates), each with the
    vertices in both orders, then 1,500 seeded random convex polygons on an
    integer grid (full of shared edges and corners) and 300 pairs of boxes
    turned by 30 degrees, in both argument orders.

    Parameters
    ----------
    fn : callable
        The learner's function.
    touching : bool, default False
        ``False``: the polygons must share area. ``True``: contact counts.
    show : bool, default True
        Display the picture of the first failing case in the notebook.

    Returns
    -------
    CheckResult
        Truthy when every case passed; its ``message`` names the first failing case, in words.

    Examples
    --------
    >>> result = check_sat_test(lambda a, b: polygons_intersect(Polygon(a), Polygon(b)), show=False)
    PASS: right on 24 hand-picked pairs, 3,000 random convex pairs and 600 turned boxes (both orders).
    """
    touching = validate.flag(touching, "touching")
    rng = np.random.default_rng(6)

    def random_convex():
        while True:
            corners = _convex_hull(
                tuple(p) for p in rng.integers(0, 9, (int(rng.integers(3, 8)), 2)).tolist()
            )
            if len(corners) >= 3:
                return corners if rng.random() < 0.5 else corners[::-1]

    def case(a, b):
        pa, pb = Polygon(a), Polygon(b)
        return (list(a), list(b)), polygons_intersect(pa, pb, touching=touching), _polygon_kind(pa, pb)

    def cases():
        for a, b in SAT_CASES:
            for a_, b_ in ((a, b), (a[::-1], b), (a, b[::-1]), (a[::-1], b[::-1])):
                yield case(a_, b_)
        for _ in range(1500):
            a, b = random_convex(), random_convex()
            yield case(a, b)
            yield case(b, a)
        for _ in range(300):
            x, y = rng.uniform(0, 40, 4).round(1).tolist(), rng.uniform(4, 20, 4).round(1).tolist()
            a = list(rotated_rect(x[0], x[1], y[0], y[1], 30).vertices)
            b = list(rotated_rect(x[2], x[3], y[2], y[3], 0).vertices)
            yield case(a, b)
            yield case(b, a)

    def picture(args, expected, got, kind, why=None):
        a, b = args
        shapes = [
            shape_polygon(a, label="a", color=draw.BLUE),
            shape_polygon(b, label="b", color=draw.ORANGE),
        ]
        return _board_picture(shapes, f"{_wrap(kind)}\nexpected {expected}, yours {got}")

    return _run(
        "polygons",
        cases(),
        fn,
        _as_bool,
        lambda args: f"a={args[0]}, b={args[1]}",
        picture,
        show,
        "right on 24 hand-picked pairs, 3,000 random convex pairs and 600 turned boxes (both orders).",
    )


# --- the task, as a picture (the first cell of each exercise) ----------------------------------

TASKS = ("rectangles", "circle and box", "overlap and pixels", "grid", "segments", "polygons")
"""The exercises :func:`show_task` can draw."""


def task_picture(task: str):
    """A small picture of what an exercise's function receives and must return.

    Parameters
    ----------
    task : str
        One of ``TASKS``: ``'rectangles'``, ``'circle and box'``, ``'overlap and pixels'``,
        ``'grid'``, ``'segments'``, ``'polygons'``.

    Returns
    -------
    matplotlib.figure.Figure
        The picture.

    Examples
    --------
    >>> len(task_picture("rectangles").axes)
    3
    """
    validate.choice(task, "task", TASKS)
    if task == "rectangles":
        fig, axes = draw.new_figure(7.5, 3.0, ncols=3)
        pairs = [
            (Rect(0, 0, 6, 5), Rect(4, 3, 5, 4), "share area"),
            (Rect(0, 0, 6, 5), Rect(6, 1, 4, 3), "touch along an edge"),
            (Rect(0, 0, 6, 5), Rect(3, 1, 0, 3), "b has zero width"),
        ]
        for ax, (a, b, words) in zip(axes, pairs):
            draw.rect_pair(ax, a, b, labels=("a", "b"), margin=1)
            ax.set_title(
                f"{words}\noverlaps: {collides(a, b)}\noverlaps_or_touches: {collides(a, b, touching=True)}",
                fontsize=8,
            )
        return fig
    if task == "circle and box":
        fig, axes = draw.new_figure(6, 2.8, ncols=2)
        box = Rect(10, 10, 20, 10)
        for ax, c in zip(axes, (Circle(34, 24, 6), Circle(35, 25, 6))):
            draw.screen_axes(ax, 34, 26, x0=6, y0=5, grid=False)
            draw.rect(ax, box, label="box")
            draw.circle(ax, c, color=draw.ORANGE, linestyle="--")
            near = (min(max(c.x, box.left), box.right), min(max(c.y, box.top), box.bottom))
            ax.plot([c.x, near[0]], [c.y, near[1]], color="black", linewidth=1)
            draw.point(ax, near, label="closest point")
            draw.rect(ax, c.bounding_rect(), fill=False, color=draw.GREY, linestyle=":")
            hit = collides(c, box)
            ax.set_title(f"circle_hits_box → {hit}\n(dotted: the bounding box, which says True)", fontsize=8)
        return fig
    if task == "overlap and pixels":
        fig, axes = draw.new_figure(7, 3, ncols=2)
        a, b = Rect(0, 0, 12, 8), Rect(3, 2, 4, 3)
        draw.rect_pair(axes[0], a, b, labels=("a", "b"), margin=1)
        axes[0].set_title(
            f"overlap_region(a, b) → {intersection(a, b)}\n(hatched; None if no area)", fontsize=8
        )
        a_bits = Mask.from_text(".####.\n######\n######\n.####.").bits
        b_bits = Mask.from_text("##\n##\n.#").bits
        draw_masks(axes[1], a_bits, b_bits, (4, 2))
        count = Mask(a_bits).overlap_area(Mask(b_bits), (4, 2))
        axes[1].set_title(
            f"count_overlap(a_bits, b_bits, (4, 2)) → {count}\n(red ✗: set in both; "
            "dotted: the window to scan)",
            fontsize=8,
        )
        return fig
    if task == "segments":
        fig, axes = draw.new_figure(8, 3.2, ncols=3)
        pairs = [
            (Segment(0, 0, 8, 8), Segment(0, 8, 8, 0), "an X"),
            (Segment(0, 4, 8, 4), Segment(4, 0, 4, 4), "a T: an end on the other"),
            (Segment(0, 4, 5, 4), Segment(3, 4, 8, 4), "on one line, overlapping"),
        ]
        for ax, (a, b, words) in zip(axes, pairs):
            shapes = [
                shape_segment(a, label="a", color=draw.BLUE),
                shape_segment(b, label="b", color=draw.ORANGE),
            ]
            draw.board(ax, shapes, (-1, -1, 10, 10), grid=False)
            ax.set_title(f"{words}\nsegments_cross(a, b) → {segments_intersect(a, b)}", fontsize=8)
        return fig
    if task == "polygons":
        fig, axes = draw.new_figure(8, 3.2, ncols=3)
        square = [(0, 0), (8, 0), (8, 8), (0, 8)]
        pairs = [
            ([(5, 3), (11, 6), (5, 9)], "overlapping"),
            ([(8, 4), (12, 0), (12, 8)], "touching at a corner"),
            ([(2, 2), (6, 2), (4, 6)], "b inside a"),
        ]
        for ax, (b, words) in zip(axes, pairs):
            shapes = [
                shape_polygon(square, label="a", color=draw.BLUE),
                shape_polygon(b, label="b", color=draw.ORANGE),
            ]
            draw.board(ax, shapes, (-1, -2, 14, 12), grid=False)
            hit = polygons_intersect(Polygon(square), Polygon(b))
            ax.set_title(f"{words}\nsat_overlap(a, b) → {hit}", fontsize=8)
        return fig
    fig, ax = draw.new_figure(4.2, 3.4)
    boxes = [Rect(5, 5, 30, 12), Rect(25, 10, 20, 20), Rect(50, 32, 8, 8), Rect(45, 15, 10, 6)]
    draw.screen_axes(ax, 64, 44, ticks=20)
    for k, r in enumerate(boxes):
        draw.rect(
            ax,
            r,
            label=str(k),
            color=draw.ORANGE if k in (0, 1) else draw.BLUE,
            hatch="//" if k in (0, 1) else None,
        )
    ltrb = np.array([r.to_ltrb() for r in boxes])

    ax.set_title(
        f"grid_pairs(boxes, cell=20) → {[tuple(p) for p in find_pairs(ltrb).tolist()]}\n"
        "(0 and 1 share two cells: report the pair once)",
        fontsize=8,
    )
    return fig


def show_task(task: str) -> None:
    """Display :func:`task_picture` in the notebook (as a PNG, no ``%matplotlib`` needed).

    Parameters
    ----------
    task : str
        One of ``TASKS``: ``'rectangles'``, ``'circle and box'``, ``'overlap and pixels'``,
        ``'grid'``, ``'segments'``, ``'polygons'``.

    Returns
    -------
    None
        The picture is displayed.

    Examples
    --------
    >>> show_task('grid')      # in a notebook the picture; in a terminal a placeholder
    <IPython.core.display.Image object>
    """
    draw.show(task_picture(task))
