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


def test_a_stuck_function_gets_the_case_it_was_stuck_on(monkeypatch):
    import time

    from collide_lessons.checks import harness

    monkeypatch.setattr(harness, "TIME_LIMIT", 0.5)

    def stuck_on_zero_width(a, b):
        if a.w == 0 or b.w == 0:
            time.sleep(3)
        return max(a.left, b.left) < min(a.right, b.right) and max(a.top, b.top) < min(a.bottom, b.bottom)

    result = checks.check_rect_test(stuck_on_zero_width, show=False)
    assert not result and "stuck in a loop" in result.message
    kind = result.case["kind"]
    assert result.message.startswith(f"PROBLEM: {kind}: the check stopped after 0 s on ")
    a, b = result.case["args"]
    assert a.w == 0 or b.w == 0


def test_the_failure_picture_is_drawn_outside_the_time_limit(monkeypatch):
    import time

    from collide_lessons.checks import harness

    monkeypatch.setattr(harness, "TIME_LIMIT", 0.5)
    shown = []
    monkeypatch.setattr(draw, "show", shown.append)
    check = harness.Check(
        [((1, 2), 3, "small numbers")],
        lambda v, a, d: v,
        str,
        lambda args, expected, got, kind, why: time.sleep(1) or draw.new_figure()[0],
        "right on one sum.",
    )
    result = harness.run(check, lambda a, b: a - b, show=True)
    assert result.message.startswith("FAIL: small numbers.") and len(shown) == 1
