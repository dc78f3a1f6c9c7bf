"""The atlas: 13/26 relations cover everything, and classes decide comparison tests."""

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from collide_lessons import as_published as ap
from collide_lessons import atlas, collides
from collide_lessons.rects import overlaps_by_edges, overlaps_by_negation
from tests.strategies import float_rects, int_rects


def test_every_arrangement_of_two_intervals_has_a_name():
    seen = set()
    for a1, a2, b1, b2 in itertools.product(range(5), repeat=4):
        if a1 <= a2 and b1 <= b2:
            seen.add(atlas.relation(a1, a2, b1, b2))
    assert seen == set(atlas.RELATIONS_WITH_POINTS)
    assert len(seen) == 26


def test_thirteen_relations_for_positive_lengths():
    seen = {
        atlas.relation(a1, a2, b1, b2)
        for a1, a2, b1, b2 in itertools.product(range(5), repeat=4)
        if a1 < a2 and b1 < b2
    }
    assert seen == set(atlas.RELATIONS) and len(seen) == 13


def test_each_example_is_in_its_own_class():
    for config in atlas.configurations(include_degenerate=True):
        assert atlas.classify(config.a, config.b) == config.classes
    assert len(list(atlas.configurations())) == 169
    assert len(list(atlas.configurations(include_degenerate=True))) == 676


def test_relation_names_by_hand():
    assert atlas.relation(0, 1, 2, 3) == "before"
    assert atlas.relation(2, 3, 0, 1) == "after"
    assert atlas.relation(0, 2, 1, 3) == "overlaps"
    assert atlas.relation(0, 3, 1, 2) == "contains"
    assert atlas.relation(1, 1, 0, 2) == "point inside"
    with pytest.raises(ValueError, match="lo <= hi"):
        atlas.relation(3, 1, 0, 2)


@pytest.mark.parametrize("touching", [False, True])
def test_correct_tests_pass_all_676_classes(touching):
    assert atlas.check(lambda a, b: collides(a, b, touching=touching), touching=touching) == []
    assert atlas.check(lambda a, b: overlaps_by_edges(a, b, touching=touching), touching=touching) == []
    assert atlas.check(lambda a, b: overlaps_by_negation(a, b, touching=touching), touching=touching) == []


def test_check_catches_a_test_that_is_wrong_once():
    def almost(a, b):
        if (a.left, a.right) == (b.left, b.right) and (a.top, a.bottom) == (b.top, b.bottom):
            return False  # wrong on identical boxes only
        return collides(a, b)

    # identical boxes of zero size do not collide anyway, so only (equals, equals) is wrong
    assert [m.classes for m in atlas.check(almost)] == [("equals", "equals")]
    assert [m.classes for m in atlas.check(almost, include_degenerate=True)] == [("equals", "equals")]


COMPARISON_TESTS = [
    lambda a, b: collides(a, b),
    lambda a, b: collides(a, b, touching=True),
    lambda a, b: ap.edge_test(a, b),
    lambda a, b: ap.edge_test(a, b, fix_contains_init=True),
    lambda a, b: ap.edge_test(a, b, fix_contains_init=True, fix_vertical_typo=True),
    ap.shapes_negation_rule,
    ap.hitbox_rule,
    ap.gui_objects_rule,
    ap.tanstaafl_rule,
]


@given(
    st.one_of(int_rects, float_rects),
    st.one_of(int_rects, float_rects),
    st.sampled_from(range(len(COMPARISON_TESTS))),
)
def test_a_comparison_test_answers_alike_across_a_class(a, b, which):
    """The principle the atlas rests on: same class, same answer."""
    test = COMPARISON_TESTS[which]
    config = atlas.example(*atlas.classify(a, b))
    assert test(a, b) == test(config.a, config.b)


# --- the repaired routine's failures, predicted by hand ---------------------------------


def _edge_category(relation):
    """Per axis, for 'both fixed': E = an edge of r2 lies strictly inside r1;
    S = r1's left (top) edge lies strictly inside r2; N = neither, though they overlap."""
    if relation in ("overlaps", "overlapped by", "contains", "started by", "finished by"):
        return "E"
    if relation in ("during", "finishes"):
        return "S"
    if relation in ("starts", "equals"):
        return "N"
    return None  # no shared length on this axis


def test_both_fixed_fails_exactly_where_the_hand_model_says():
    predicted = set()
    for x, y in itertools.product(atlas.RELATIONS, repeat=2):
        cx, cy = _edge_category(x), _edge_category(y)
        if cx and cy and not ((cx, cy) == ("E", "E") or (cx, cy) == ("S", "S")):
            predicted.add((x, y))
    assert len(predicted) == 52  # 81 overlapping classes, 25 + 4 caught

    def repaired(a, b):
        return ap.edge_test(a, b, fix_contains_init=True, fix_vertical_typo=True)

    reported = {m.classes for m in atlas.check(repaired, include_degenerate=False)}
    assert reported == predicted


def test_as_published_says_collision_for_every_pair():
    wrong = atlas.check(ap.edge_test, include_degenerate=False)
    not_colliding = [c for c in atlas.configurations() if not collides(c.a, c.b)]
    assert {m.classes for m in wrong} == {c.classes for c in not_colliding}
    assert len(not_colliding) == 169 - 81


_REPAIRED_WRONG = {
    m.classes
    for m in atlas.check(
        lambda a, b: ap.edge_test(a, b, fix_contains_init=True, fix_vertical_typo=True),
        include_degenerate=True,
    )
}


@given(st.one_of(int_rects, float_rects), st.one_of(int_rects, float_rects))
def test_both_fixed_fails_exactly_on_the_reported_classes(a, b):
    wrong = ap.edge_test(a, b, fix_contains_init=True, fix_vertical_typo=True) != collides(a, b)
    assert wrong == (atlas.classify(a, b) in _REPAIRED_WRONG)


def test_draw_marks_the_wrong_classes():
    from collide_lessons.draw import new_figure

    _, ax = new_figure()
    artists = atlas.draw(ap.edge_test, ax)
    crosses = [a for a in artists[1:] if a.get_text() == "✗"]
    assert len(crosses) == 169 - 81
    assert "88 of 169" in ax.get_title()
    assert type(atlas.draw(collides)).__name__ == "Figure"


def test_picture_draws_the_classes_check_reports_and_draw_is_its_alias():
    from collide_lessons.draw import new_figure

    assert atlas.draw is atlas.picture  # deprecated alias, kept for one release
    _, ax = new_figure()
    artists = atlas.picture(ap.edge_test, ax, include_degenerate=True)
    crosses = {(round(t.get_position()[0]), round(t.get_position()[1])) for t in artists[1:]}
    names = atlas.RELATIONS_WITH_POINTS
    reported = {m.classes for m in atlas.check(ap.edge_test, include_degenerate=True)}
    assert crosses == {(names.index(x), names.index(y)) for x, y in reported}
    assert ax.get_title() == f"{len(reported)} of 676 classes wrong (✗)"
