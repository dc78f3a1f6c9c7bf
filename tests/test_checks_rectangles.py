"""Exercise 01's words follow the rule being checked (issue 25): a zero-size box that meets the
other box has no area to share under touching=False, and touches under touching=True."""

from collide_lessons import Rect, atlas, checks


def _meets(a, b):
    """Reference: the closed boxes share a point (plain comparisons on the edges)."""
    return max(a.left, b.left) <= min(a.right, b.right) and max(a.top, b.top) <= min(a.bottom, b.bottom)


def _empty(r):
    return r.left == r.right or r.top == r.bottom


def test_zero_size_words_follow_the_rule_on_every_arrangement():
    seen = 0
    for config in atlas.configurations(include_degenerate=True):
        for a, b in ((config.a, config.b), (config.b, config.a)):
            if not (_empty(a) or _empty(b)) or not _meets(a, b):
                continue
            seen += 1
            strict = checks.kind_of_case(a, b)
            loose = checks.kind_of_case(a, b, touching=True)
            assert strict.startswith("a box with zero width or height") and "no area to share" in strict
            assert loose.startswith("a box with zero width or height"), loose
            assert "no area to share" not in loose and "it touches" in loose, loose
    assert seen > 100


def test_words_for_boxes_with_area_do_not_depend_on_the_rule():
    for config in atlas.configurations(include_degenerate=False):
        a, b = config.a, config.b
        assert checks.kind_of_case(a, b) == checks.kind_of_case(a, b, touching=True)


def test_a_zero_size_box_on_an_edge_fails_touching_true_in_the_words_of_touching(capsys):
    def forgets_zero_sizes(a, b):  # overlaps_or_touches, but a box with no area never counts
        if a.left == a.right or a.top == a.bottom or b.left == b.right or b.top == b.bottom:
            return False
        return max(a.left, b.left) <= min(a.right, b.right) and max(a.top, b.top) <= min(a.bottom, b.bottom)

    result = checks.check_rect_test(forgets_zero_sizes, touching=True, show=False)
    line = capsys.readouterr().out.splitlines()[0]
    assert not result and line.startswith("FAIL: a box with zero width or height")
    assert "it touches" in line and "should be True" in line and "no area to share" not in line, line


def test_the_same_box_under_touching_false_has_no_area_to_share(capsys):
    def counts_zero_sizes(a, b):
        return not (a.right <= b.left or b.right <= a.left or a.bottom <= b.top or b.bottom <= a.top)

    result = checks.check_rect_test(counts_zero_sizes, show=False)
    line = capsys.readouterr().out.splitlines()[0]
    assert not result and "no area to share" in line and "should be False" in line, line


def test_kind_of_case_refuses_a_touching_that_is_not_a_bool():
    import pytest

    with pytest.raises(TypeError, match="touching"):
        checks.kind_of_case(Rect(0, 0, 1, 1), Rect(0, 0, 1, 1), touching="yes")
