"""collides(): edge rules, symmetry, invariance, and agreement with references."""

import itertools
from fractions import Fraction

import pygame
import pytest
import shapely
from hypothesis import given, settings
from hypothesis import strategies as st
from shapely.geometry import Point as SPoint
from shapely.geometry import box

from collide_lessons import Circle, Point, Rect, batch, collides, overlaps, touches
from collide_lessons.collision import has_inside
from collide_lessons.lines import Ray, Segment
from collide_lessons.polygons import Polygon
from collide_lessons.rects import intersection
from tests.exact_reference import meets_any
from tests.reference import cells, lattice, rect_distance_squared
from tests.strategies import (
    SHAPE_KINDS,
    coord,
    exact,
    float_shapes,
    int_by_kind,
    int_circles,
    int_points,
    int_rects,
    int_shapes,
    of_kind,
    positive_rects,
    shapes,
    shifted,
)

flags = st.booleans()


# --- the edge, by hand ---------------------------------------------------------


@pytest.mark.parametrize(
    "a, b, overlap, touch",
    [
        (Rect(0, 0, 10, 10), Rect(10, 0, 10, 10), False, True),  # side by side
        (Rect(0, 0, 10, 10), Rect(10, 10, 5, 5), False, True),  # corner to corner
        (Rect(0, 0, 10, 10), Rect(9, 9, 5, 5), True, True),  # one pixel shared
        (Rect(0, 0, 10, 10), Rect(11, 0, 5, 5), False, False),  # a gap of one
        (Rect(0, 0, 10, 10), Rect(2, 2, 3, 3), True, True),  # inside
        (Rect(0, 0, 10, 10), Rect(5, 5, 0, 0), False, True),  # zero size inside
        (Rect(0, 0, 0, 0), Rect(0, 0, 0, 0), False, True),  # two empty boxes at one spot
        (Circle(0, 0, 5), Circle(10, 0, 5), False, True),  # circles kiss
        (Circle(0, 0, 5), Circle(6, 8, 5), True, True),  # distance 10, radii 5 + 5... squared 100 < 100? no
        (Circle(0, 0, 3), Point(3, 0), False, True),  # point on the rim
        (Circle(0, 0, 3), Point(0, 0), True, True),
        (Point(5, 5), Rect(0, 0, 5, 5), False, True),  # point on the corner
        (Point(2, 5), Rect(0, 0, 5, 5), False, True),  # point on the bottom edge
        (Point(2, 2), Rect(0, 0, 5, 5), True, True),
        (Point(1, 1), Point(1, 1), True, True),
        (Point(1, 1), Point(1, 2), False, False),
        (Circle(13, 5, 3), Rect(0, 0, 10, 10), False, True),  # circle touches the right edge
        (Circle(13, 13, 4), Rect(0, 0, 10, 10), False, False),  # near the corner: 18 > 16
        (Circle(12, 12, 3), Rect(0, 0, 10, 10), True, True),  # corner 8 < 9
        (Circle(5, 5, 1), Rect(0, 0, 10, 10), True, True),  # centre inside
        (Circle(5, 5, 0), Rect(0, 0, 10, 10), False, True),  # zero radius: no interior
    ],
)
def test_edge_cases_drawn_by_hand(a, b, overlap, touch):
    if (a, b) == (Circle(0, 0, 5), Circle(6, 8, 5)):
        overlap = False  # 6**2 + 8**2 == 100 == (5 + 5)**2: exactly touching
    assert collides(a, b) is overlap and collides(b, a) is overlap
    assert collides(a, b, touching=True) is touch
    assert overlaps(a, b) is overlap
    assert touches(a, b) is (touch and not overlap)


# --- properties ----------------------------------------------------------------


@given(shapes, shapes, flags)
def test_symmetric(a, b, touching):
    assert collides(a, b, touching=touching) == collides(b, a, touching=touching)


@given(int_shapes, int_shapes, coord, coord, flags)
def test_translation_invariant(a, b, dx, dy, touching):
    assert collides(a, b, touching=touching) == collides(a.move(dx, dy), b.move(dx, dy), touching=touching)


@given(shapes, shapes)
def test_touching_is_never_stricter(a, b):
    if collides(a, b):
        assert collides(a, b, touching=True)


@given(float_shapes, float_shapes, flags)
def test_exact_arithmetic_gives_the_same_answer(a, b, touching):
    """Dyadic floats are exact; Fractions are exact: the verdicts must match."""
    assert collides(a, b, touching=touching) == collides(exact(a), exact(b), touching=touching)


@given(int_rects, int_rects)
def test_rects_agree_with_pygame_colliderect(a, b):
    ours = collides(a, b)
    theirs = pygame.Rect(a.x, a.y, a.w, a.h).colliderect(pygame.Rect(b.x, b.y, b.w, b.h))
    assert ours == bool(theirs)


@given(int_rects, int_rects)
def test_rects_overlap_iff_they_share_a_pixel(a, b):
    assert collides(a, b) == bool(cells(a) & cells(b))


@given(int_rects, int_rects)
def test_rects_touch_iff_they_share_a_lattice_point(a, b):
    assert collides(a, b, touching=True) == bool(lattice(a) & lattice(b))


@given(int_rects, int_rects)
def test_overlap_iff_intersection_has_positive_area(a, b):
    region = intersection(a, b)
    assert collides(a, b) == (region is not None and region.area > 0)


@given(positive_rects, positive_rects)
def test_rects_agree_with_shapely(a, b):
    sa, sb = box(*a.to_ltrb()), box(*b.to_ltrb())
    assert collides(a, b, touching=True) == sa.intersects(sb)
    assert collides(a, b) == (sa.intersection(sb).area > 0)


@given(int_circles, int_rects, flags)
def test_circle_rect_matches_per_axis_distance(c, r, touching):
    d2 = rect_distance_squared(r, c.x, c.y)
    expected = d2 <= c.r**2 if touching else (d2 < c.r**2 and r.w > 0 and r.h > 0)
    assert collides(c, r, touching=touching) == expected


@given(int_points, int_rects)
def test_point_rect_is_strictly_inside_or_on_the_closed_box(p, r):
    inside = r.x < p.x < r.x + r.w and r.y < p.y < r.y + r.h
    assert collides(p, r) == inside
    assert collides(p, r, touching=True) == ((p.x, p.y) in lattice(r))


@given(int_circles, int_circles, flags)
def test_circles_against_shapely_distance_away_from_ties(a, b, touching):
    gap = SPoint(a.x, a.y).distance(SPoint(b.x, b.y)) - (a.r + b.r)
    if abs(gap) > 1e-9 and a.r > 0 and b.r > 0:
        assert collides(a, b, touching=touching) == (gap < 0)


# --- bad input -----------------------------------------------------------------


@pytest.mark.parametrize("bad", [None, (0, 0), "rect", 3, [0, 0, 1, 1]])
def test_non_shapes_are_refused(bad):
    with pytest.raises(TypeError, match="must be a Point, Circle or Rect"):
        collides(Rect(0, 0, 1, 1), bad)
    with pytest.raises(TypeError, match="must be a Point, Circle or Rect"):
        collides(bad, Rect(0, 0, 1, 1))


@pytest.mark.parametrize("bad", [1, "yes", None])
def test_touching_must_be_a_bool(bad):
    with pytest.raises(TypeError, match="touching must be True or False"):
        collides(Rect(0, 0, 1, 1), Rect(0, 0, 1, 1), touching=bad)


def test_fractions_that_are_not_floats_are_refused_with_the_rounding_to_use():
    with pytest.raises(
        ValueError, match=r"Rect width w must be exactly a float64 value; Fraction\(1, 3\) is not"
    ):
        Rect(0, 0, Fraction(1, 3), 1)
    assert Rect(0, 0, Fraction(1, 4), 1).w == 0.25  # a float-exact Fraction is taken as that float


def test_an_edge_given_twice_is_the_same_edge():
    """The edge where one box ends is exactly where the next starts, whatever rounding
    x + w would have done (the 1.56 case of issue 12)."""
    a, b = Rect.from_ltrb(-1.41, 0, 1.56, 1), Rect.from_ltrb(1.56, 0, 3, 1)
    assert not collides(a, b) and collides(a, b, touching=True)
    assert batch.collides_rects(a.to_ltrb(), b.to_ltrb(), touching=True)


# --- every pair of the six shapes ------------------------------------------------------------

CELLS = list(itertools.combinations_with_replacement(SHAPE_KINDS, 2))


@pytest.mark.parametrize("kinds", CELLS, ids=["-".join(k) for k in CELLS])
@settings(max_examples=120)
@given(st.data())
def test_every_cell_is_the_exact_answer_in_both_orders(kinds, data):
    a, b = data.draw(of_kind(kinds[0]), label="a"), data.draw(of_kind(kinds[1]), label="b")
    for touching in (False, True):
        expected = meets_any(a, b, touching)
        assert collides(a, b, touching=touching) == expected
        assert collides(b, a, touching=touching) == expected


@pytest.mark.parametrize("kinds", CELLS, ids=["-".join(k) for k in CELLS])
@settings(max_examples=60)
@given(st.data(), st.integers(-20, 20), st.integers(-20, 20), st.integers(-8, 8).map(lambda n: n / 8))
def test_every_cell_is_unchanged_by_a_move(kinds, data, dx, dy, fraction):
    a, b = data.draw(of_kind(kinds[0]), label="a"), data.draw(of_kind(kinds[1]), label="b")
    for touching in (False, True):
        before = collides(a, b, touching=touching)
        assert (
            collides(shifted(a, dx, dy + fraction), shifted(b, dx, dy + fraction), touching=touching)
            == before
        )


def _geometry(shape):
    """A shapely geometry for a shape: the closed set (a ray cut far beyond every test shape)."""
    if isinstance(shape, Point):
        return shapely.Point(shape.x, shape.y)
    if isinstance(shape, Segment):
        if (shape.x1, shape.y1) == (shape.x2, shape.y2):
            return shapely.Point(shape.x1, shape.y1)
        return shapely.LineString([(shape.x1, shape.y1), (shape.x2, shape.y2)])
    if isinstance(shape, Ray):
        far = 1000
        return shapely.LineString([(shape.x, shape.y), (shape.x + far * shape.dx, shape.y + far * shape.dy)])
    if isinstance(shape, Rect):
        if shape.w == 0 and shape.h == 0:
            return shapely.Point(shape.x, shape.y)
        if shape.w == 0 or shape.h == 0:
            return shapely.LineString([(shape.x, shape.y), (shape.right, shape.bottom)]).normalize()
        return box(shape.x, shape.y, shape.right, shape.bottom)
    return shapely.Polygon(shape.vertices)


NO_CIRCLE = [k for k in CELLS if "Circle" not in k]


@pytest.mark.parametrize("kinds", NO_CIRCLE, ids=["-".join(k) for k in NO_CIRCLE])
@settings(max_examples=120)
@given(st.data())
def test_every_cell_without_circles_agrees_with_shapely(kinds, data):
    """touching=True is shapely's intersects; touching=False asks whether the interiors meet
    (relate pattern T********), for shapes that have an interior."""
    a, b = data.draw(int_by_kind[kinds[0]], label="a"), data.draw(int_by_kind[kinds[1]], label="b")
    ga, gb = _geometry(a), _geometry(b)
    assert collides(a, b, touching=True) == shapely.intersects(ga, gb)
    if has_inside(a) and has_inside(b):
        assert collides(a, b) == shapely.relate_pattern(ga, gb, "T********")
    else:
        assert not collides(a, b)


CIRCLE_CELLS = [k for k in CELLS if "Circle" in k]


@pytest.mark.parametrize("kinds", CIRCLE_CELLS, ids=["-".join(k) for k in CIRCLE_CELLS])
@settings(max_examples=120)
@given(st.data())
def test_every_cell_with_a_circle_agrees_with_shapely_distance_off_ties(kinds, data):
    a, b = data.draw(int_by_kind[kinds[0]], label="a"), data.draw(int_by_kind[kinds[1]], label="b")
    circle, other = (a, b) if isinstance(a, Circle) else (b, a)
    if isinstance(other, Circle):
        gap = shapely.Point(a.x, a.y).distance(shapely.Point(b.x, b.y)) - a.r - b.r
    else:
        gap = shapely.Point(circle.x, circle.y).distance(_geometry(other)) - circle.r
    if abs(gap) > 1e-9:
        assert collides(a, b, touching=True) == (gap < 0)
        assert collides(a, b) == (gap < 0 and has_inside(a) and has_inside(b))


@pytest.mark.parametrize(
    "a, b, overlap, touch",
    [
        (Segment(0, 0, 6, 0), Segment(4, 0, 9, 0), True, True),  # one line, sharing a length
        (Segment(0, 0, 4, 0), Segment(4, 0, 9, 0), False, True),  # end to end on one line
        (Segment(0, 0, 10, 0), Segment(5, 0, 5, 8), False, True),  # an end on the other
        (Segment(3, 3, 3, 3), Segment(0, 0, 6, 6), False, True),  # zero length: touches only
        (Segment(-5, 0, 15, 0), Rect(0, 0, 10, 10), False, True),  # along the top edge
        (Segment(-5, 5, 15, 5), Circle(5, 0, 5), False, True),  # a tangent
        (Ray(0, 0, 1, 0), Ray(5, 0, -1, 0), True, True),  # facing each other on one line
        (Ray(0, 0, 1, 0), Ray(0, 0, -1, 0), False, True),  # back to back from one point
        (Ray(0, 0, 1, 0), Ray(0, 0, 0, 1), False, True),  # one origin, at a right angle
        (Ray(0, 0, 1, 0), Point(0, 0), False, True),  # the origin is not in the open ray
        (Ray(0, 0, 1, 0), Polygon([(10, 5), (15, 0), (20, 5), (15, 10)]), False, True),  # a vertex
        (Ray(0, 5, 1, 0), Polygon([(10, 5), (15, 0), (20, 5), (15, 10)]), True, True),
        (Rect(0, 0, 10, 10), Polygon([(10, 5), (15, 0), (20, 5), (15, 10)]), False, True),
        (Rect(0, 0, 10, 10), Polygon([(0, 0), (10, 0), (10, 10), (0, 10)]), True, True),  # the same square
        (Rect(0, 0, 10, 0), Polygon([(0, 0), (10, 0), (10, 10), (0, 10)]), False, True),  # zero height
        (
            Polygon([(0, 0), (10, 5), (0, 10), (4, 5)]),
            Polygon([(0, 4), (3, 5), (0, 6)]),
            False,
            False,
        ),  # notch
        (Polygon([(0, 0), (4, 0), (4, 4), (0, 4)]), Polygon([(4, 0), (8, 0), (8, 4), (4, 4)]), False, True),
        (
            Polygon([(0, 0), (8, 4), (0, 8), (4, 4)]),
            Polygon([(0, 8), (4, 4), (0, 4)]),
            False,
            True,
        ),  # in the notch, along one of its edges
        (
            Polygon([(0, 0), (8, 4), (0, 8), (4, 4)]),
            Polygon([(4, 4), (8, 4), (8, 8)]),
            True,
            True,
        ),  # along the arrow's axis, then out
    ],
)
def test_new_cells_by_hand(a, b, overlap, touch):
    assert collides(a, b) == collides(b, a) == overlap
    assert collides(a, b, touching=True) == collides(b, a, touching=True) == touch
