"""Exercise 02, more learners' wrong answers (issue 25), run in the committed student notebook.

Same assertions as tests/test_exercises.py: the self-check's first line names the kind of case
(and the slip), one picture is shown; a right answer prints PASS and shows none.
"""

from tests.test_exercises import run_with_answers

CASES = [
    (
        "corners or centre",
        """def circle_hits_box(circle, box):
    if circle.r == 0 or box.w == 0 or box.h == 0:
        return False
    if box.left < circle.x < box.right and box.top < circle.y < box.bottom:
        return True
    return any((x - circle.x) ** 2 + (y - circle.y) ** 2 < circle.r ** 2
               for x in (box.left, box.right) for y in (box.top, box.bottom))""",
        "result = check_circle_rect_test(circle_hits_box)",
        [
            "FAIL: the circle crosses the bottom edge with no corner of the box inside it",
            "testing only the box's corners and the circle's centre",
        ],
    ),
    (
        "math.hypot",
        """import math

def circle_hits_box(circle, box):
    if circle.r == 0 or box.w == 0 or box.h == 0:
        return False
    nx = min(max(circle.x, box.left), box.right)
    ny = min(max(circle.y, box.top), box.bottom)
    return math.hypot(circle.x - nx, circle.y - ny) < circle.r""",
        "result = check_circle_rect_test(circle_hits_box)",
        ["FAIL: the circle overlaps a corner by a hair", "That is what a square root gives"],
    ),
    (
        "sqrt, touching counted",
        """import math

def circle_hits_box(circle, box):
    nx = min(max(circle.x, box.left), box.right)
    ny = min(max(circle.y, box.top), box.bottom)
    return math.sqrt((circle.x - nx) ** 2 + (circle.y - ny) ** 2) <= circle.r""",
        "result = check_circle_rect_test(circle_hits_box, touching=True)",
        ["FAIL: the circle misses a corner by a hair", "That is what a square root gives"],
    ),
    (
        "the width taken for the right edge",
        """def circle_hits_box(circle, box):
    if circle.r == 0 or box.w == 0 or box.h == 0:
        return False
    nx = min(max(circle.x, box.x), box.w)
    ny = min(max(circle.y, box.y), box.h)
    return (circle.x - nx) ** 2 + (circle.y - ny) ** 2 < circle.r ** 2""",
        "result = check_circle_rect_test(circle_hits_box)",
        ["FAIL: the circle overlaps a corner", "clamping into [x, w] and [y, h]", "box.right"],
    ),
    (
        "max and min swapped",
        """def circle_hits_box(circle, box):
    if circle.r == 0 or box.w == 0 or box.h == 0:
        return False
    nx = max(min(circle.x, box.left), box.right)
    ny = max(min(circle.y, box.top), box.bottom)
    return (circle.x - nx) ** 2 + (circle.y - ny) ** 2 < circle.r ** 2""",
        "result = check_circle_rect_test(circle_hits_box)",
        ["FAIL: the circle crosses the bottom edge with no corner of the box inside it"],
    ),
    (
        "right, squares of whole numbers",
        """def circle_hits_box(circle, box):
    if circle.r == 0 or box.w == 0 or box.h == 0:
        return False
    dx = circle.x - min(max(circle.x, box.left), box.right)
    dy = circle.y - min(max(circle.y, box.top), box.bottom)
    return dx * dx + dy * dy < circle.r * circle.r""",
        "result = check_circle_rect_test(circle_hits_box)",
        None,
    ),
]

NOT_A_NAMED_SLIP = {"max and min swapped"}


def test_exercise_02_slips_are_named_and_drawn(tmp_path):
    nb, marks = run_with_answers("02_circle_and_box.ipynb", CASES, tmp_path)
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
            assert w in first, f"{label}: {w!r} not in {first!r}"
        assert len(images) == 1, f"{label}: no picture shown"
        if label in NOT_A_NAMED_SLIP:  # one answer that happens to match a slip's must not name it
            assert "That is what" not in first, f"{label}: a slip it did not make is named: {first!r}"
