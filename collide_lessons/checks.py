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
PASS: right on all 676 arrangements of two rectangles and 600 random pairs.
>>> bool(result)
True
"""

from __future__ import annotations

import contextlib
import signal
import threading
from dataclasses import dataclass, field

import numpy as np

from . import atlas, draw
from .collision import collides
from .masks import Mask
from .rects import intersection
from .shapes import Circle, Rect

TIME_LIMIT = 20.0
"""Seconds a whole check may take before the learner's function is called stuck."""


@dataclass
class CheckResult:
    """What a check found. ``bool(result)`` is True when it passed."""

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
        raise _Problem("not written yet: replace `raise NotImplementedError()` with your code, "
                       "then run this check again.") from None
    except _Stuck:
        raise
    except Exception as error:  # noqa: BLE001 - any learner error becomes a message
        raise _Problem(f"your function raised {type(error).__name__}: {error} "
                       f"when called with {describe(args)}.") from None


def _as_bool(value, args, describe):
    if isinstance(value, (bool, np.bool_)):
        return bool(value)
    raise _Problem(f"your function returned {value!r} (a {type(value).__name__}) for "
                   f"{describe(args)}; it must return True or False.")


def _run(name, cases, fn, judge, describe, picture, show, summary):
    """Run ``fn`` on each case; stop at the first wrong answer."""
    try:
        with _time_limit(TIME_LIMIT):
            for case in cases:
                args, expected, kind = case
                got = judge(_call(fn, args, describe), args, describe)
                if not _same(got, expected):
                    message = (f"FAIL: {kind}. For {describe(args)} the answer should be "
                               f"{_show(expected)}, but your function says {_show(got)}.")
                    print(message)
                    case = {"args": args, "expected": expected, "got": got, "kind": kind}
                    if show:
                        case["figure"] = picture(args, expected, got, kind)
                        _display(case["figure"])
                    return CheckResult(False, message, case)
    except _Problem as problem:
        message = f"PROBLEM: {problem}"
        print(message)
        return CheckResult(False, message)
    except _Stuck:
        message = (f"PROBLEM: the check stopped after {TIME_LIMIT:.0f} s: your function may be "
                   "stuck in a loop that never ends.")
        print(message)
        return CheckResult(False, message)
    message = f"PASS: {summary}"
    print(message)
    return CheckResult(True, message)


def _same(got, expected):
    if isinstance(expected, np.ndarray) or isinstance(got, np.ndarray):
        return np.array_equal(np.asarray(got), np.asarray(expected))
    return got == expected


def _show(value):
    if isinstance(value, bool):
        return "True (they collide)" if value else "False (no collision)"
    if isinstance(value, np.ndarray):
        return f"{len(value)} pairs {value.tolist()[:6]}{' ...' if len(value) > 6 else ''}"
    return repr(value)


def _display(fig):
    try:
        from IPython.display import display
        display(fig)
    except ImportError:  # pragma: no cover - outside IPython there is nowhere to show it
        pass


# --- describing a rectangle pair in words ---------------------------------------------------

def kind_of_case(a: Rect, b: Rect) -> str:
    """A short phrase naming what is special about a pair of rectangles.

    >>> kind_of_case(Rect(0, 0, 10, 10), Rect(10, 0, 5, 5))
    'the boxes only touch along an edge'
    >>> kind_of_case(Rect(0, 0, 10, 10), Rect(2, 2, 3, 3))
    'one box contains the other'
    """
    x, y = atlas.classify(a, b)
    names = (x, y)
    if a.w == 0 or a.h == 0 or b.w == 0 or b.h == 0:
        return "a box with zero width or height"
    if x == "equals" and y == "equals":
        return "the two boxes are identical"
    if {x, y} & {"meets", "met by"}:
        if {x, y} & {"before", "after"}:
            return "the boxes are apart"
        if x in ("meets", "met by") and y in ("meets", "met by"):
            return "the boxes only touch at a corner"
        return "the boxes only touch along an edge"
    if {x, y} & {"before", "after"}:
        return "the boxes are apart"
    inside = {"during", "starts", "finishes", "equals"}
    around = {"contains", "started by", "finished by", "equals"}
    if (x in inside and y in inside) or (x in around and y in around):
        return "one box contains the other" + (
            " and they share an edge" if {x, y} & {"starts", "finishes", "started by", "finished by"} else "")
    if (x in inside and y in around) or (x in around and y in inside):
        return "a cross: each box spans the other on one axis"
    if "equals" in names:
        return "the boxes have exactly the same span on one axis"
    return "the boxes overlap at a corner or along one side"


def _rect_picture(args, expected, got, kind):
    a, b = args
    fig, ax = draw.new_figure(4, 3.6)
    draw.rect_pair(ax, a, b, labels=("a", "b"))
    ax.set_title(f"{kind}\nexpected {expected}, yours {got}", fontsize=9)
    return fig


def _describe_rects(args):
    a, b = args
    return f"a={a}, b={b}"


# --- the checks -------------------------------------------------------------------------------

def _random_rect_pairs(rng, n, integer=True):
    for _ in range(n):
        if integer:
            x, y = rng.integers(-5, 25, 4), rng.integers(0, 12, 4)
            yield Rect(int(x[0]), int(x[1]), int(y[0]), int(y[1])), Rect(int(x[2]), int(x[3]), int(y[2]), int(y[3]))
        else:
            x, y = rng.uniform(-5, 25, 4).round(2), rng.uniform(0, 12, 4).round(2)
            yield Rect(*x[:2], *y[:2]), Rect(*x[2:], *y[2:])


def check_rect_test(fn, *, touching: bool = False, show: bool = True) -> CheckResult:
    """Check ``fn(a, b) -> bool`` against ``collides(a, b, touching=touching)``.

    Runs all 676 atlas classes (every arrangement, zero sizes included), then
    600 seeded random pairs (integers and floats), both argument orders.
    """
    rng = np.random.default_rng(2024)

    def cases():
        for config in atlas.configurations(include_degenerate=True):
            a, b = config.a, config.b
            yield (a, b), collides(a, b, touching=touching), kind_of_case(a, b)
        for integer in (True, False):
            for a, b in _random_rect_pairs(rng, 300, integer):
                for pair in ((a, b), (b, a)):
                    yield pair, collides(*pair, touching=touching), kind_of_case(*pair)

    return _run("rectangles", cases(), fn, _as_bool, _describe_rects, _rect_picture, show,
                "right on all 676 arrangements of two rectangles and 600 random pairs.")


def check_circle_rect_test(fn, *, touching: bool = False, show: bool = True) -> CheckResult:
    """Check ``fn(circle, rect) -> bool`` against ``collides(circle, rect, touching=touching)``.

    Edge cases first (exact contact on an edge and at a corner, centre inside,
    zero radius, zero-size box), then 1000 seeded random integer pairs.
    """
    box = Rect(10, 10, 20, 10)
    edge = [(Circle(35, 15, 5), "the circle exactly touches the right edge"),
            (Circle(15, 5, 5), "the circle exactly touches the top edge"),
            (Circle(33, 24, 5), "the circle exactly touches a corner (3-4-5)"),
            (Circle(34, 25, 6), "the circle is near a corner but misses it"),
            (Circle(20, 15, 2), "the centre is inside the box"),
            (Circle(20, 15, 0), "a circle of radius zero inside the box"),
            (Circle(60, 60, 3), "the circle is far away")]
    rng = np.random.default_rng(7)

    def cases():
        for c, kind in edge:
            yield (c, box), collides(c, box, touching=touching), kind
        yield (Circle(5, 5, 3), Rect(5, 5, 0, 0)), collides(Circle(5, 5, 3), Rect(5, 5, 0, 0),
                                                            touching=touching), "a zero-size box at the centre"
        for _ in range(1000):
            c = Circle(*(int(v) for v in rng.integers(0, 40, 2)), int(rng.integers(0, 12)))
            r = Rect(*(int(v) for v in rng.integers(0, 30, 2)), *(int(v) for v in rng.integers(0, 15, 2)))
            yield (c, r), collides(c, r, touching=touching), "a random circle and box"

    def picture(args, expected, got, kind):
        c, r = args
        fig, ax = draw.new_figure(4, 3.6)
        pad = c.r + 3
        draw.screen_axes(ax, max(r.right, c.x + pad) - min(r.left, c.x - pad) + 2,
                         max(r.bottom, c.y + pad) - min(r.top, c.y - pad) + 2,
                         x0=min(r.left, c.x - pad) - 1, y0=min(r.top, c.y - pad) - 1, grid=False)
        draw.rect(ax, r, label="box")
        draw.circle(ax, c, color=draw.ORANGE, linestyle="--")
        ax.set_title(f"{kind}\nexpected {expected}, yours {got}", fontsize=9)
        return fig

    return _run("circles", cases(), fn, _as_bool, lambda a: f"circle={a[0]}, box={a[1]}", picture,
                show, "right on the edge cases (exact contact, corners, centre inside, zero sizes) "
                      "and 1000 random circle-box pairs.")


def check_overlap_rect(fn, show: bool = True) -> CheckResult:
    """Check ``fn(a, b) -> Rect | None``: the region two boxes share, or ``None`` if no area.

    All 169 atlas classes of positive-size boxes, then 400 random pairs.
    """
    rng = np.random.default_rng(11)

    def judge(value, args, describe):
        if value is None or isinstance(value, Rect):
            return value
        raise _Problem(f"your function returned {value!r} for {describe(args)}; it must return "
                       "a Rect, or None when the boxes share no area.")

    def cases():
        for config in atlas.configurations(include_degenerate=False):
            a, b = config.a, config.b
            yield (a, b), intersection(a, b), kind_of_case(a, b)
        for a, b in _random_rect_pairs(rng, 400):
            if a.area and b.area:
                yield (a, b), intersection(a, b), kind_of_case(a, b)

    def picture(args, expected, got, kind):
        fig = _rect_picture(args, "(dotted)" if expected else None, "(dashed red)" if got else None, kind)
        ax = fig.axes[0]
        if expected is not None:
            draw.rect(ax, expected, fill=False, color="black", linestyle=":", linewidth=2.5)
        if isinstance(got, Rect):
            draw.rect(ax, got, fill=False, color="tab:red", linestyle="--", linewidth=1.5)
        return fig

    return _run("overlap", cases(), fn, judge, _describe_rects, picture, show,
                "right on all 169 arrangements of two boxes and the random pairs.")


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
    for offset, kind in [((0, 0), "b at a's top-left corner"), ((4, 2), "b near a's bottom-right"),
                         ((-1, -1), "b partly off a's top-left (negative offset)"),
                         ((5, 3), "b hanging off a's bottom-right"), ((6, 0), "b just right of a"),
                         ((-2, 0), "b just left of a"), ((20, 20), "b far away"),
                         ((2, 1), "b inside a")]:
        yield (a.bits, b.bits, offset), a.overlap_area(b, offset), kind
    for _ in range(150):
        h1, w1, h2, w2 = (int(v) for v in rng.integers(1, 14, 4))
        x = rng.random((h1, w1)) < 0.5
        y = rng.random((h2, w2)) < 0.5
        offset = (int(rng.integers(-w2 - 1, w1 + 2)), int(rng.integers(-h2 - 1, h1 + 2)))
        yield (x, y, offset), Mask(x).overlap_area(Mask(y), offset), "random masks"


def check_pixel_overlap(fn, show: bool = True) -> CheckResult:
    """Check ``fn(a_bits, b_bits, offset) -> int``: pixels set in both, b at ``offset`` from a."""
    rng = np.random.default_rng(5)

    def judge(value, args, describe):
        if isinstance(value, (int, np.integer)) and not isinstance(value, (bool, np.bool_)):
            return int(value)
        raise _Problem(f"your function returned {value!r} for {describe(args)}; it must return "
                       "a whole number (how many pixels are set in both masks).")

    def describe(args):
        a, b, offset = args
        return f"a {a.shape[1]}x{a.shape[0]}, b {b.shape[1]}x{b.shape[0]}, offset={offset}"

    def picture(args, expected, got, kind):
        from .masks import overlap_image
        a, b, offset = args
        fig, axes = draw.new_figure(6, 2.6, ncols=3)
        axes[0].imshow(a, cmap="Blues", vmin=0, vmax=1.4)
        axes[0].set_title("a", fontsize=9)
        axes[1].imshow(b, cmap="Oranges", vmin=0, vmax=1.4)
        axes[1].set_title(f"b at offset {offset}", fontsize=9)
        picture = overlap_image(Mask(a), Mask(b), offset)
        if picture.size:
            axes[2].imshow(picture)
        axes[2].set_title(f"overlap: expected {expected}, yours {got}", fontsize=9)
        for ax in axes:
            ax.set_xticks([])
            ax.set_yticks([])
        return fig

    return _run("pixels", _mask_cases(rng), fn, judge, describe, picture, show,
                "right on the edge cases (negative offsets, off the edge, far away) and 150 random mask pairs.")


def check_find_pairs(fn, show: bool = True) -> CheckResult:
    """Check ``fn(boxes) -> pairs``: every colliding pair ``(i, j)`` with ``i < j`` (any order).

    ``boxes`` is an ``(N, 4)`` LTRB array; scenes include no boxes, one box,
    identical boxes, boxes that only touch, a box spanning the world, and
    random scenes.
    """
    from .broadphase import find_pairs
    rng = np.random.default_rng(3)
    scenes = [(np.zeros((0, 4)), "no boxes at all"), (np.array([[0, 0, 5, 5.0]]), "a single box"),
              (np.tile([0, 0, 5, 5.0], (6, 1)), "six identical boxes"),
              (np.array([[0, 0, 10, 10], [10, 0, 20, 10], [0, 10, 10, 20.0]]), "boxes that only touch"),
              (np.array([[0, 0, 1000, 1000], [5, 5, 6, 6], [900, 900, 950, 950], [400, 0, 401, 3.0]]),
               "one box spanning the whole world")]
    for n in (20, 200, 1000):
        xy = rng.uniform(0, 300, (n, 2)).round(1)
        scenes.append((np.hstack([xy, xy + rng.uniform(1, 20, (n, 2)).round(1)]), f"{n} random boxes"))

    def judge(value, args, describe):
        try:
            pairs = np.asarray(value, dtype=np.int64).reshape(-1, 2)
        except (TypeError, ValueError):
            raise _Problem(f"your function returned {value!r:.80} for {describe(args)}; it must "
                           "return pairs (i, j), as a list of tuples or a (K, 2) array.") from None
        if len(pairs) and (pairs[:, 0] >= pairs[:, 1]).any():
            raise _Problem(f"for {describe(args)} your function returned a pair with i >= j; "
                           "list each pair once, smaller index first.")
        return pairs[np.lexsort((pairs[:, 1], pairs[:, 0]))] if len(pairs) else pairs

    def cases():
        for boxes, kind in scenes:
            yield (boxes,), find_pairs(boxes, method="brute"), kind

    def picture(args, expected, got, kind):
        (boxes,) = args
        exp = {tuple(p) for p in expected.tolist()}
        mine = {tuple(p) for p in got.tolist()}
        missed, extra = sorted(exp - mine), sorted(mine - exp)
        fig, ax = draw.new_figure(4.5, 4)
        if len(boxes):
            l, t = boxes[:, :2].min(axis=0)
            r, b = boxes[:, 2:].max(axis=0)
            draw.screen_axes(ax, r - l + 2, b - t + 2, x0=l - 1, y0=t - 1, grid=False)
        for k, box in enumerate(boxes):
            flagged = any(k in p for p in missed + extra)
            draw.rect(ax, Rect.from_ltrb(*box), color=draw.ORANGE if flagged else draw.BLUE,
                      hatch="//" if flagged else None, alpha=0.2)
        ax.set_title(f"{kind}: {len(missed)} pairs missed, {len(extra)} extra\n"
                     f"e.g. missed {missed[:2]}, extra {extra[:2]}", fontsize=8)
        return fig

    return _run("pairs", cases(), fn, judge, lambda a: f"the scene of {len(a[0])} boxes", picture,
                show, "right on every scene: empty, one box, identical boxes, touching boxes, "
                      "a world-spanning box and random scenes of up to 1000 boxes.")
