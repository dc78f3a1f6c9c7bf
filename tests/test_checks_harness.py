"""The harness: what a learner sees when their function answers with the wrong kind of value."""

import matplotlib

matplotlib.use("Agg")

from collide_lessons import checks, draw
from collide_lessons.checks.harness import a_type


def test_a_wrong_kind_of_answer_gets_its_case_named_and_drawn(monkeypatch):
    shown = []
    monkeypatch.setattr(draw, "show", shown.append)

    def counts_instead(a, b):  # 0 or 1, not False or True
        return int(
            max(a.left, b.left) < min(a.right, b.right) and max(a.top, b.top) < min(a.bottom, b.bottom)
        )

    result = checks.check_rect_test(counts_instead)
    assert not result
    first_kind = result.case["kind"]
    assert result.message.startswith(f"PROBLEM: {first_kind}: your function returned ")
    assert "(an int)" in result.message and "it must return True or False" in result.message
    assert len(shown) == 1 and shown[0] is result.case["figure"]
    assert "your function returned " in shown[0].axes[0].get_title()
    assert "(an int) on this case" in shown[0].axes[0].get_title()


def test_not_written_yet_is_a_sentence_without_a_picture(monkeypatch):
    shown = []
    monkeypatch.setattr(draw, "show", shown.append)

    def overlaps(a, b):
        raise NotImplementedError()

    result = checks.check_rect_test(overlaps)
    assert not result and result.message.startswith("PROBLEM: not written yet") and shown == []


def test_a_type_takes_the_right_article():
    assert [a_type(v) for v in (1, 1.5, None, (1,), "x", [1])] == [
        "an int",
        "a float",
        "a NoneType",
        "a tuple",
        "a str",
        "a list",
    ]
