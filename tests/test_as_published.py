"""The articles' code as published: every counterexample checked against the picture."""

import pytest
from hypothesis import assume, given

from collide_lessons import Rect, collides
from collide_lessons import as_published as ap
from collide_lessons.rects import intersection
from tests.reference import cells
from tests.strategies import int_rects, overlapping_rects, positive_rects

# Truth for each named pair, read off a drawing of it (do the boxes share area?).
BY_HAND = {
    "far apart": False,
    "r2 inside r1": True,
    "r2 across r1's top edge": True,
    "identical boxes": True,
    "same column": True,
    "r1 inside r2 on an edge": True,
    "plus sign": True,
    "r2 spans r1 across": True,
    "empty box inside": False,
}


def test_every_counterexample_is_listed_and_true_to_the_picture():
    assert [c.name for c in ap.COUNTEREXAMPLES] == list(BY_HAND)
    for c in ap.COUNTEREXAMPLES:
        assert c.truth == BY_HAND[c.name]
        assert bool(cells(c.r1) & cells(c.r2)) == c.truth  # pixels, not our code
        assert collides(c.r1, c.r2) == c.truth


@pytest.mark.parametrize("c", ap.COUNTEREXAMPLES, ids=lambda c: c.name)
def test_edge_test_gives_the_recorded_answer_at_each_stage(c):
    for stage, switches in ap.STAGES.items():
        assert ap.edge_test(c.r1, c.r2, **switches) == c.answers[stage], stage
    assert any(answer != c.truth for answer in c.answers.values()), "not a counterexample"


def test_the_slips_by_hand():
    far = (Rect(0, 0, 10, 10), Rect(100, 100, 10, 10))
    assert ap.edge_test(*far) is True  # contains flag starts True
    assert ap.edge_test(*far, fix_contains_init=True) is False
    inside = (Rect(0, 0, 30, 30), Rect(10, 10, 10, 10))
    assert ap.edge_test(*inside, fix_contains_init=True) is False  # the "= False" typo
    assert ap.edge_test(*inside, fix_contains_init=True, fix_vertical_typo=True) is True


def test_the_repaired_test_is_not_symmetric():
    c = next(c for c in ap.COUNTEREXAMPLES if c.name == "r2 spans r1 across")
    both = {"fix_contains_init": True, "fix_vertical_typo": True}
    assert ap.edge_test(c.r1, c.r2, **both) is False
    assert ap.edge_test(c.r2, c.r1, **both) is True


def test_overlap_rect_right_when_staggered_wrong_when_spanning():
    a = Rect(0, 0, 10, 10)
    assert ap.overlap_rect_1998(a, Rect(5, 5, 10, 10)) == Rect(5, 5, 5, 5)
    assert ap.overlap_rect_1998(Rect(5, 5, 10, 10), a) == Rect(5, 5, 5, 5)
    # b inside a: the rule takes a's right and bottom edges instead of b's
    assert ap.overlap_rect_1998(Rect(0, 0, 30, 30), Rect(10, 10, 5, 5)) == Rect(10, 10, 20, 20)
    # a inside b: the "otherwise" branch takes CX2 = BX2, b's far edge: wrong again
    assert ap.overlap_rect_1998(Rect(10, 10, 5, 5), Rect(0, 0, 30, 30)) == Rect(10, 10, 20, 20)
    # touching boxes are not rejected: a zero-width strip
    assert ap.overlap_rect_1998(a, Rect(10, 0, 5, 5)) == Rect(10, 0, 0, 5)
    assert ap.overlap_rect_1998(a, Rect(11, 0, 5, 5)) is None


@given(overlapping_rects())
def test_overlap_rect_is_right_exactly_when_no_box_spans_the_other(pair):
    a, b = pair
    true_region = intersection(a, b)
    got = ap.overlap_rect_1998(a, b)
    assert true_region is not None
    spans_x = (a.left < b.left and b.right < a.right) or (b.left <= a.left and a.right < b.right)
    spans_y = (a.top < b.top and b.bottom < a.bottom) or (b.top <= a.top and a.bottom < b.bottom)
    assert (got == true_region) == (not spans_x and not spans_y)


def test_article_rules_on_a_touching_pair():
    a, b = Rect(0, 0, 10, 10), Rect(10, 0, 10, 10)
    by_article = {name: rule(a, b) for name, rule in ap.ARTICLE_RULES.items()}
    assert list(by_article.values()) == [False, True, True, False, True]


@given(int_rects, int_rects)
def test_article_rules_agree_with_one_of_the_two_edge_rules_on_positive_boxes(a, b):
    assume(a.area > 0 and b.area > 0)
    assert ap.hitbox_rule(a, b) == collides(a, b)
    assert ap.shapes_negation_rule(a, b) == collides(a, b, touching=True)
    assert ap.gui_objects_rule(a, b) == collides(a, b, touching=True)
    assert ap.tanstaafl_rule(a, b) == collides(a, b, touching=True)


@given(positive_rects, positive_rects)
def test_the_1998_region_is_never_too_small(a, b):
    """Lesson 05 says the rule's region always covers the true overlap (so it over-scans)."""
    true_region = intersection(a, b)
    if true_region is not None:
        from collide_lessons.rects import contains

        assert contains(ap.overlap_rect_1998(a, b), true_region)


def test_the_1998_rejection_tests_are_strict_on_both_axes():
    """The article rejects only when one box ends *before* the other starts, so a pair that
    touches, side by side or stacked, passes the rejection tests and reaches the overlap rule,
    which returns a zero-width (or zero-height) region."""
    side_by_side = ap.overlap_rect_1998(Rect(0, 0, 10, 10), Rect(10, 0, 10, 10))
    stacked = ap.overlap_rect_1998(Rect(0, 0, 10, 10), Rect(0, 10, 10, 10))
    assert side_by_side == Rect.from_ltrb(10, 0, 10, 10)
    assert stacked == Rect.from_ltrb(0, 10, 10, 10)
    assert ap.overlap_rect_1998(Rect(0, 0, 10, 10), Rect(0, 11, 10, 10)) is None
