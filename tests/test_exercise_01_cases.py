"""Exercise 01, more learners' wrong answers (issue 25), run in the committed student notebook.

Same assertions as tests/test_exercises.py: the self-check's first line names the kind of case in
the words of the rule being checked, one picture is shown; a right answer prints PASS and shows none.
"""

from tests.test_exercises import RECT_RIGHT, run_with_answers

CASES = [
    (
        "zero sizes left out of overlaps_or_touches",
        """def overlaps_or_touches(a, b):
    if a.w == 0 or a.h == 0 or b.w == 0 or b.h == 0:
        return False          # 'no area, so no collision'
    return max(a.left, b.left) <= min(a.right, b.right) and max(a.top, b.top) <= min(a.bottom, b.bottom)""",
        "result = check_rect_test(overlaps_or_touches, touching=True)",
        ["FAIL: a box with zero width or height", "it touches: with touching=True", "should be True"],
        ["no area to share"],
    ),
    (
        "only b's edges tested against a (hint 2)",
        """def overlaps(a, b):
    if a.w == 0 or a.h == 0 or b.w == 0 or b.h == 0:
        return False
    across = a.left <= b.left < a.right or a.left < b.right <= a.right
    down = a.top <= b.top < a.bottom or a.top < b.bottom <= a.bottom
    return across and down""",
        "result = check_rect_test(overlaps)",
        ["FAIL: one box reaches across an edge of the other", "lies inside", "should be True"],
        [],
    ),
    (
        "or between the axes",
        """def overlaps(a, b):
    return max(a.left, b.left) < min(a.right, b.right) or max(a.top, b.top) < min(a.bottom, b.bottom)""",
        "result = check_rect_test(overlaps)",
        ["FAIL: the boxes are apart", "should be False"],
        [],
    ),
    (
        "the published routine, both slips repaired",
        """def overlaps(a, b):
    h = a.left < b.left < a.right or a.left < b.right < a.right
    v = a.top < b.top < a.bottom or a.top < b.bottom < a.bottom
    inside = not h and not v and b.left < a.left < b.right and b.top < a.top < b.bottom
    return (h and v) or inside""",
        "result = check_rect_test(overlaps)",
        ["FAIL: one box reaches across an edge of the other", "should be True"],
        [],
    ),
    (
        "the y-up habit: top taken as the larger y",
        """def overlaps(a, b):
    return a.left < b.right and b.left < a.right and a.top > b.bottom and b.top > a.bottom""",
        "result = check_rect_test(overlaps)",
        ["FAIL: the boxes overlap at a corner", "should be True"],
        [],
    ),
    (
        "Collision Shapes' strict negation: touching counted as sharing area",
        """def overlaps(a, b):
    return not (a.right < b.left or b.right < a.left or a.bottom < b.top or b.bottom < a.top)""",
        "result = check_rect_test(overlaps)",
        ["FAIL: the boxes only touch at a corner", "should be False"],
        [],
    ),
    ("right, touching", RECT_RIGHT, "result = check_rect_test(overlaps_or_touches, touching=True)", None, []),
]


def test_exercise_01_wrong_answers_name_their_case_in_the_rule_s_words(tmp_path):
    answers = [(label, code, check, words) for label, code, check, words, _ in CASES]
    nb, marks = run_with_answers("01_rectangle_test.ipynb", answers, tmp_path)
    for (label, _code, _check, words, absent), (_, index) in zip(CASES, marks):
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
        for w in absent:
            assert w not in first, f"{label}: {w!r} in {first!r}"
        assert len(images) == 1, f"{label}: no picture shown"


def test_the_solution_notebook_explains_the_max_min_form_and_the_student_one_asks_for_it():
    import nbformat

    from tests.test_exercises import ROOT, STUDENT

    solution = nbformat.read(ROOT / "notebooks/exercises/solutions/01_rectangle_test.ipynb", as_version=4)
    student = nbformat.read(STUDENT / "01_rectangle_test.ipynb", as_version=4)
    why = [
        c.source
        for c in solution.cells
        if c.cell_type == "markdown" and c.source.startswith("**Why it works**")
    ]
    assert why and "max(a.left, b.left)" in why[0] and "`<` becomes `<=`" in why[0]
    asked = [
        c.source
        for c in student.cells
        if c.cell_type == "markdown" and c.source.startswith("**Why it works**")
    ]
    assert asked and "max(a.left" not in asked[0] and "YOUR ANSWER HERE" in asked[0]
    hint = next(c.source for c in student.cells if "<summary><b>Hint</b>" in c.source)
    assert "no edge of one inside the other" not in hint and "testing only b's edges against a" in hint
