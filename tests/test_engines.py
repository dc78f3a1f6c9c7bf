"""engines: what .NET, Android and SFML do at the edge, against collides."""

from hypothesis import given

from collide_lessons import Rect, collides, engines
from tests.strategies import int_rects


@given(int_rects, int_rects)
def test_engines(a, b):
    assert engines.sfml_intersects(a, b) == collides(a, b)
    assert engines.android_intersects(a, b) == engines.dotnet_intersects_with(a, b)
    if a.area and b.area:
        assert engines.dotnet_intersects_with(a, b) == collides(a, b)


def test_dotnet_counts_an_empty_box_strictly_inside():
    assert engines.dotnet_intersects_with(Rect(0, 0, 10, 10), Rect(5, 5, 0, 0))
    assert not engines.dotnet_intersects_with(Rect(0, 0, 10, 10), Rect(0, 5, 0, 0))  # on the edge
    assert not collides(Rect(0, 0, 10, 10), Rect(5, 5, 0, 0))


def test_the_hitbox_tutorials_code_is_androids_rule_not_sfmls():
    """Lesson 03 names the hitbox tutorial's row by its code: four strict comparisons, Android's
    rule on every small integer pair (zero sizes included), and SFML's only where both boxes have
    area; on an empty box strictly inside, the tutorial says yes and SFML no."""
    from itertools import product

    from collide_lessons.as_published import hitbox_rule

    boxes = [Rect(x, y, w, h) for x, y, w, h in product(range(4), range(4), range(3), range(3))]
    differ = 0
    for a, b in product(boxes, boxes):
        strict = a.left < b.right and b.left < a.right and a.top < b.bottom and b.top < a.bottom
        assert hitbox_rule(a, b) == engines.android_intersects(a, b) == strict
        if a.area and b.area:
            assert engines.sfml_intersects(a, b) == strict
        else:
            differ += engines.sfml_intersects(a, b) != strict
    assert differ > 0
    inside = Rect(0, 0, 10, 10), Rect(5, 5, 0, 0)
    assert hitbox_rule(*inside) and not engines.sfml_intersects(*inside)
