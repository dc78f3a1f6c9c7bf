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
