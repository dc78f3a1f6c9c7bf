"""Exercise 03, learners' answers run in the committed student notebook (as in test_exercises.py):
a function that raises gets its case named and drawn, a right count that reads outside the overlap
rectangle fails with a picture (a negative index that wraps around and b's slice not shifted by the
offset named as such), and the 1998 rule is named with the three relations it gets wrong."""

from tests.test_exercises import run_with_answers

NAME = "03_overlap_and_pixels.ipynb"

CASES = [
    (
        "raises off the top-left",
        """def count_overlap(a_bits, b_bits, offset):
    ox, oy = offset
    if ox < 0 or oy < 0:
        raise ValueError("negative offset")
    top, bottom = oy, min(a_bits.shape[0], oy + b_bits.shape[0])
    left, right = ox, min(a_bits.shape[1], ox + b_bits.shape[1])
    if left >= right or top >= bottom:
        return 0
    return int((a_bits[top:bottom, left:right] & b_bits[:bottom - oy, :right - ox]).sum())""",
        "result = check_pixel_overlap(count_overlap)",
        ["PROBLEM: b partly off a's top-left (negative offset)", "raised ValueError: negative offset"],
    ),
    (
        "every pixel of a read",
        """def count_overlap(a_bits, b_bits, offset):
    ox, oy = offset
    n = 0
    for y in range(a_bits.shape[0]):
        for x in range(a_bits.shape[1]):
            if a_bits[y, x] and 0 <= y - oy < b_bits.shape[0] and 0 <= x - ox < b_bits.shape[1]:
                n += bool(b_bits[y - oy, x - ox])
    return n""",
        "result = check_pixel_overlap(count_overlap)",
        [
            "FAIL: b at a's top-left corner",
            "outside the overlap rectangle",
            "Scan only the overlap rectangle",
        ],
    ),
    (
        "the 1998 rule, guarded",
        """def overlap_region(a, b):
    if b.bottom <= a.top or a.bottom <= b.top or b.right <= a.left or a.right <= b.left:
        return None
    x1, x2 = (b.left, a.right) if a.left < b.left else (a.left, b.right)
    y1, y2 = (b.top, a.bottom) if a.top < b.top else (a.top, b.bottom)
    return Rect.from_ltrb(x1, y1, x2, y2)""",
        "result = check_overlap_rect(overlap_region)",
        ["FAIL: ", "1998 rule", "(contains)", "(during)", "(starts)"],
    ),
    (
        "a negative index wraps around",
        """def count_overlap(a_bits, b_bits, offset):
    ox, oy = offset
    n = 0
    for y in range(b_bits.shape[0]):
        for x in range(b_bits.shape[1]):
            ay, ax = y + oy, x + ox
            if ay < a_bits.shape[0] and ax < a_bits.shape[1] and a_bits[ay, ax] and b_bits[y, x]:
                n += 1
    return n""",
        "result = check_pixel_overlap(count_overlap)",
        ["FAIL: b partly off a's top-left (negative offset)", "A negative index does not read nothing"],
    ),
    (
        "b's slice not shifted by the offset",
        """def count_overlap(a_bits, b_bits, offset):
    ox, oy = offset
    top, bottom = max(0, oy), min(a_bits.shape[0], oy + b_bits.shape[0])
    left, right = max(0, ox), min(a_bits.shape[1], ox + b_bits.shape[1])
    if left >= right or top >= bottom:
        return 0
    return int(np.count_nonzero(a_bits[top:bottom, left:right] & b_bits[:bottom - top, :right - left]))""",
        "result = check_pixel_overlap(count_overlap)",
        ["FAIL: b partly off a's top-left (negative offset)", "shift b's slice back by the offset"],
    ),
    (
        "edges passed as a size",
        """def overlap_region(a, b):
    left, right = max(a.left, b.left), min(a.right, b.right)
    top, bottom = max(a.top, b.top), min(a.bottom, b.bottom)
    if left < right and top < bottom:
        return Rect(left, top, right, bottom)
    return None""",
        "result = check_overlap_rect(overlap_region)",
        ["FAIL: ", "Rect.from_ltrb(left, top, right, bottom)"],
    ),
    (
        "right, by slices",
        """def count_overlap(a_bits, b_bits, offset):
    ox, oy = offset
    top, bottom = max(0, oy), min(a_bits.shape[0], oy + b_bits.shape[0])
    left, right = max(0, ox), min(a_bits.shape[1], ox + b_bits.shape[1])
    if left >= right or top >= bottom:
        return 0
    mine = a_bits[top:bottom, left:right]
    theirs = b_bits[top - oy:bottom - oy, left - ox:right - ox]
    return int(np.count_nonzero(mine & theirs))""",
        "result = check_pixel_overlap(count_overlap)",
        None,
    ),
]


def test_exercise_03_answers_show_their_case_and_a_picture(tmp_path):
    nb, marks = run_with_answers(NAME, CASES, tmp_path)
    for (label, _code, _check, words), (_, index) in zip(CASES, marks):
        cell = nb.cells[index]
        text = "".join(o.get("text", "") for o in cell.outputs if o.output_type == "stream")
        images = [o for o in cell.outputs if "image/png" in o.get("data", {})]
        assert not any(o.output_type == "error" for o in cell.outputs), (label, cell.outputs)
        if words is None:
            assert text.startswith("PASS: ") and not images, (label, text)
            continue
        first = text.splitlines()[0] if text else ""
        for w in words:
            assert w in first, f"{NAME} / {label}: {w!r} not in {first!r}"
        assert len(images) == 1, f"{NAME} / {label}: no picture shown"
