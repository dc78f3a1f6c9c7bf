"""Exercise 03's checks (the overlap region, the pixels set in both) and the harness's picture of
the case a learner's function raised on. References share no code with the package: the
window is found by hand-written max/min, the counts by brute force over pixels."""

import matplotlib

matplotlib.use("Agg")

import numpy as np
import pytest

from collide_lessons import Rect, checks, draw
from collide_lessons.checks.harness import Check, run
from collide_lessons.checks.overlap_pixels import _Recorded


def _window_count(a, b, offset):
    """Right, and reads only the window: max of the starts, min of the ends, then slices."""
    ox, oy = offset
    top, bottom = max(0, oy), min(a.shape[0], oy + b.shape[0])
    left, right = max(0, ox), min(a.shape[1], ox + b.shape[1])
    if left >= right or top >= bottom:
        return 0
    return int((a[top:bottom, left:right] & b[top - oy : bottom - oy, left - ox : right - ox]).sum())


def _window_loop(a, b, offset):
    """Right, pixel by pixel (a[y][x] and a[y, x]), inside the window only."""
    ox, oy = offset
    n = 0
    for y in range(max(0, oy), min(a.shape[0], oy + b.shape[0])):
        for x in range(max(0, ox), min(a.shape[1], ox + b.shape[1])):
            n += bool(a[y][x] and b[y - oy, x - ox])
    return n


def _every_pixel_of_a(a, b, offset):
    """Right count, but reads every pixel of a first (the full scan the exercise asks to avoid)."""
    ox, oy = offset
    n = 0
    for y in range(a.shape[0]):
        for x in range(a.shape[1]):
            if a[y, x] and 0 <= y - oy < b.shape[0] and 0 <= x - ox < b.shape[1] and b[y - oy, x - ox]:
                n += 1
    return n


def _padded(a, b, offset):
    """Right count, via np.pad of both masks onto one canvas: reads every pixel of both."""
    ox, oy = offset
    left, top = min(0, ox), min(0, oy)
    right, bottom = max(a.shape[1], ox + b.shape[1]), max(a.shape[0], oy + b.shape[0])
    big_a = np.pad(a, ((-top, bottom - a.shape[0]), (-left, right - a.shape[1])))
    big_b = np.pad(b, ((oy - top, bottom - oy - b.shape[0]), (ox - left, right - ox - b.shape[1])))
    return int(np.count_nonzero(big_a & big_b))


@pytest.mark.parametrize("fn", [_window_count, _window_loop])
def test_a_right_count_that_reads_only_the_window_passes(fn, monkeypatch):
    monkeypatch.setattr(draw, "show", lambda fig, dpi=80: pytest.fail("a picture was shown"))
    result = checks.check_pixel_overlap(fn)
    assert result and "reading only pixels inside the overlap rectangle" in result.message


@pytest.mark.parametrize("fn", [_every_pixel_of_a, _padded])
def test_a_right_count_that_reads_outside_the_window_fails_with_the_reads_dotted(fn, monkeypatch):
    shown = []
    monkeypatch.setattr(draw, "show", shown.append)
    result = checks.check_pixel_overlap(fn)
    assert not result and result.message.startswith("FAIL: b at a's top-left corner")
    assert (
        "outside the overlap rectangle" in result.message
        and "Scan only the overlap rectangle" in result.message
    )
    assert result.case["got"].count == result.case["expected"] == 4
    assert len(shown) == 1 and "black dots" in shown[0].axes[0].get_title()
    # a is 6 x 4: 24 pixels, 6 of them in b's 2 x 3 window at (0, 0); both read all of a
    a, _b, _offset = result.case["args"]
    assert a.shape == (4, 6) and int(result.case["got"].outside_a.sum()) == 24 - 6


def test_the_recorder_counts_reads_not_slices():
    bits = _Recorded(np.ones((4, 5), bool))
    window = bits[1:3, 2:4]
    _ = bits.shape, np.shape(bits), np.zeros_like(bits)
    assert not bits._touched.any()  # slicing and asking the shape read nothing
    assert int(np.count_nonzero(window)) == 4
    want = np.zeros((4, 5), bool)
    want[1:3, 2:4] = True
    assert np.array_equal(bits._touched, want)
    assert bool(bits[0][4])  # one pixel, through a row
    want[0, 4] = True
    assert np.array_equal(bits._touched, want)
    assert int((bits & bits).sum()) == 20 and bits._touched.all()


def test_the_1998_rule_is_named_with_all_three_relations_it_gets_wrong():
    def rule_1998(a, b):  # the learner's transcription, with the no-overlap guards
        if b.bottom <= a.top or a.bottom <= b.top or b.right <= a.left or a.right <= b.left:
            return None
        x1, x2 = (b.left, a.right) if a.left < b.left else (a.left, b.right)
        y1, y2 = (b.top, a.bottom) if a.top < b.top else (a.top, b.bottom)
        return Rect.from_ltrb(x1, y1, x2, y2) if x1 < x2 and y1 < y2 else None

    result = checks.check_overlap_rect(rule_1998, show=False)
    assert not result
    for words in ("1998 rule", "(contains)", "(during)", "(starts)"):
        assert words in result.message


# --- the harness: the case a learner's function raised on is drawn --------------------------------


def test_a_function_that_raises_gets_its_case_named_and_drawn(monkeypatch):
    shown = []
    monkeypatch.setattr(draw, "show", shown.append)

    def raises_off_the_top_left(a, b, offset):
        if min(offset) < 0:
            return a[100, 100]
        return _window_count(a, b, offset)

    result = checks.check_pixel_overlap(raises_off_the_top_left)
    assert not result and result.message.startswith("PROBLEM: b partly off a's top-left (negative offset)")
    assert "raised IndexError" in result.message and result.case["args"][2] == (-1, -1)
    assert len(shown) == 1 and shown[0] is result.case["figure"]
    assert "your function raised IndexError on this case" in shown[0].axes[0].get_title()


def test_a_picture_that_needs_an_answer_is_drawn_with_the_right_one(monkeypatch):
    shown, drawn = [], []
    monkeypatch.setattr(draw, "show", shown.append)

    def picture(args, expected, got, kind, why):
        drawn.append(got)
        if got is None:
            raise AttributeError("'NoneType' object has no attribute 'box'")  # e.g. got.box
        fig, ax = draw.new_figure()
        ax.set_title("expected ..., yours ...")
        return fig

    check = Check(
        [((2,), 1, "an even number"), ((3,), 1, "an odd number")], lambda v, a, d: v, str, picture, "ok"
    )
    result = run(check, lambda n: 1 // (n % 2 == 0), show=True)
    assert result.message.startswith("PROBLEM: an odd number: your function raised ZeroDivisionError")
    assert drawn == [None, 1] and len(shown) == 1
    assert (
        shown[0].axes[0].get_title() == "an odd number\nyour function raised ZeroDivisionError on this case"
    )


def test_not_written_yet_draws_nothing(monkeypatch):
    monkeypatch.setattr(draw, "show", lambda fig, dpi=80: pytest.fail("a picture was shown"))

    def not_written(a, b):
        raise NotImplementedError()

    result = checks.check_overlap_rect(not_written)
    assert not result and "not written yet" in result.message and result.case == {}


def test_a_wrong_count_is_reported_as_wrong_before_any_reads():
    def negative_offsets_ignored(a, b, offset):  # reads a wrong window, and counts wrong
        ox, oy = max(offset[0], 0), max(offset[1], 0)
        h, w = min(a.shape[0] - oy, b.shape[0]), min(a.shape[1] - ox, b.shape[1])
        return int((a[oy : oy + h, ox : ox + w] & b[:h, :w]).sum()) if h > 0 and w > 0 else 0

    result = checks.check_pixel_overlap(negative_offsets_ignored, show=False)
    assert result.message.startswith("FAIL: b partly off a's top-left (negative offset)")
    assert isinstance(result.case["got"], int) and "Scan only" not in result.message


def test_the_recorder_finds_the_pixels_of_views_copies_and_fancy_indexing():
    def read(take):
        bits = _Recorded(np.ones((3, 4), bool))
        take(bits)
        return sorted(zip(*np.nonzero(bits._touched)))

    assert read(lambda m: bool(m.T[0, 2])) == [(2, 0)]  # a transpose: m[2, 0]
    assert read(lambda m: bool(m[1:3, 1:3].ravel()[3])) == [(2, 2)]  # a copy of a slice
    assert read(lambda m: m[::2, ::-1].sum()) == [(y, x) for y in (0, 2) for x in range(4)]
    assert read(lambda m: m[1:2, 1:3].astype(int).sum()) == [(1, 1), (1, 2)]
    assert read(lambda m: m[[0, 2], [1, 3]].sum()) == [(0, 1), (2, 3)]
    assert read(lambda m: [bool(v) for v in m[1]][2]) == [(1, x) for x in range(4)]  # iterating reads all


# --- reads outside the window, told apart: a negative index, b's slice not shifted ----------------


def _loop_over_b_negative_wraps(a, b, offset):
    """Loops over b and guards only the far edges of a: off a's top or left, a[-1] wraps around."""
    ox, oy = offset
    n = 0
    for y in range(b.shape[0]):
        for x in range(b.shape[1]):
            if y + oy < a.shape[0] and x + ox < a.shape[1] and a[y + oy, x + ox] and b[y, x]:
                n += 1
    return n


def _b_slice_not_shifted(a, b, offset):
    """The right window in a, but b sliced from its own top-left: off by the offset when it is negative."""
    ox, oy = offset
    top, bottom = max(0, oy), min(a.shape[0], oy + b.shape[0])
    left, right = max(0, ox), min(a.shape[1], ox + b.shape[1])
    if left >= right or top >= bottom:
        return 0
    return int(np.count_nonzero(a[top:bottom, left:right] & b[: bottom - top, : right - left]))


def test_a_negative_index_that_wraps_around_is_named(monkeypatch):
    monkeypatch.setattr(draw, "show", lambda fig, dpi=80: None)
    result = checks.check_pixel_overlap(_loop_over_b_negative_wraps)
    assert result.message.startswith("FAIL: b partly off a's top-left (negative offset)")
    assert "A negative index does not read nothing" in result.message and "a_bits[-1]" in result.message
    # offset (-1, -1): a[-1, ...] and a[..., -1] land in a's last row (3) and last column (5)
    rows, cols = np.nonzero(result.case["got"].outside_a)
    assert rows.size and all(r == 3 or c == 5 for r, c in zip(rows, cols))


def test_b_sliced_without_the_offset_is_named(monkeypatch):
    monkeypatch.setattr(draw, "show", lambda fig, dpi=80: None)
    result = checks.check_pixel_overlap(_b_slice_not_shifted)
    assert result.message.startswith("FAIL: b partly off a's top-left (negative offset)")
    assert (
        "shift b's slice back by the offset" in result.message and "b_bits[y - oy, x - ox]" in result.message
    )
    # the window is a's column 0, rows 0..1 (b's column 1, rows 1..2); the slice read b's column 0
    assert not result.case["got"].outside_a.any()
    assert sorted(zip(*np.nonzero(result.case["got"].outside_b))) == [(0, 0), (1, 0)]


def _loop_over_b_reading_b_first(a, b, offset):
    """Right count, guarded on every side, but reads each pixel of b before asking if a is there."""
    ox, oy = offset
    n = 0
    for y in range(b.shape[0]):
        for x in range(b.shape[1]):
            if b[y, x] and 0 <= y + oy < a.shape[0] and 0 <= x + ox < a.shape[1] and a[y + oy, x + ox]:
                n += 1
    return n


@pytest.mark.parametrize("fn", [_every_pixel_of_a, _padded, _loop_over_b_reading_b_first])
def test_other_reads_outside_keep_the_plain_advice(fn):
    result = checks.check_pixel_overlap(fn, show=False)
    assert "Scan only the overlap rectangle" in result.message
    assert "negative index" not in result.message and "shift b's slice" not in result.message


@pytest.mark.parametrize("offset", [(0, 0), (4, 2), (-1, -1), (5, 3), (6, 0), (-2, 0), (2, 1), (-1, 3)])
def test_the_mask_picture_puts_each_label_outside_both_boxes(offset):
    """A label is a letter just outside its own box, never over the other box's pixels."""
    a, b = np.ones((4, 6), bool), np.ones((3, 2), bool)
    fig, ax = draw.new_figure(4.4, 3.8)
    checks.draw_masks(ax, a, b, offset)
    fig.canvas.draw()
    ox, oy = offset
    boxes = {"a": (0, 0, 6, 4), "b": (ox, oy, ox + 2, oy + 3)}
    labels = [t for t in ax.texts if t.get_text().strip() in boxes]
    assert sorted(t.get_text().strip() for t in labels) == ["a", "b"]
    to_data = ax.transData.inverted()
    for label in labels:
        (x0, y0), (x1, y1) = to_data.transform(label.get_window_extent().get_points())
        eps = 0.05  # the text box may end a rounding error past the edge it starts from
        left, right = min(x0, x1) + eps, max(x0, x1) - eps
        top, bottom = min(y0, y1) + eps, max(y0, y1) - eps
        for name, (bl, bt, br, bb) in boxes.items():
            assert not (left < br and bl < right and top < bb and bt < bottom), (
                f"label {label.get_text().strip()!r} covers box {name} at offset {offset}"
            )


def test_edges_passed_as_a_size_are_named():
    def edges_as_size(a, b):  # Rect(left, top, right, bottom): a size where edges were meant
        left, right = max(a.left, b.left), min(a.right, b.right)
        top, bottom = max(a.top, b.top), min(a.bottom, b.bottom)
        return Rect(left, top, right, bottom) if left < right and top < bottom else None

    result = checks.check_overlap_rect(edges_as_size, show=False)
    assert (
        result.message.startswith("FAIL: ") and "Rect.from_ltrb(left, top, right, bottom)" in result.message
    )
    expected, got = result.case["expected"], result.case["got"]
    assert (got.x, got.y, got.w, got.h) == (expected.left, expected.top, expected.right, expected.bottom)
