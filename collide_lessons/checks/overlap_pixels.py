"""Exercise 03, the overlap region and pixels set in both masks: ``check_overlap_rect``,
``check_pixel_overlap``, and :func:`draw_masks`, the picture of two masks on one pixel grid."""

from __future__ import annotations

import numpy as np

from .. import atlas, draw
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


def _mask_cases(rng):
    a, b = Mask.from_text(_A_TEXT), Mask.from_text(_B_TEXT)  # fresh: the learner may write into them
    for offset, kind in _OFFSETS:
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


def _judge_count(value, args, describe):
    if isinstance(value, (int, np.integer)) and not isinstance(value, (bool, np.bool_)):
        return int(value)
    raise Problem(
        f"your function returned {value!r} for {describe(args)}; it must return "
        "a whole number (how many pixels are set in both masks)."
    )


def _describe_masks(args):
    a, b, offset = args
    return f"a {a.shape[1]}x{a.shape[0]}, b {b.shape[1]}x{b.shape[0]}, offset={offset}"


def _masks_picture(args, expected, got, kind, why=None):
    a, b, offset = args
    fig, ax = draw.new_figure(4.4, 3.8)
    draw_masks(ax, a, b, offset)
    ax.set_title(f"{wrap(kind)}\noverlap: expected {expected}, yours {got}", fontsize=8)
    return fig


def check_pixel_overlap(fn, show: bool = True) -> CheckResult:
    """Check ``fn(a_bits, b_bits, offset) -> int``: pixels set in both, b at ``offset`` from a.

    The picture draws both masks on one pixel grid, b at its offset, with
    the overlap window outlined.

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
        "and 150 random mask pairs.",
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
