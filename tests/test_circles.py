"""Circles, clamping, and the batch versions: exact ties, references, scalar = batch."""

import numpy as np
import pygame
import pygame.geometry
import pytest
from hypothesis import assume, given
from hypothesis import strategies as st
from shapely.geometry import Point as SPoint
from shapely.geometry import box

from collide_lessons import Circle, Point, Rect, batch, collides
from collide_lessons.circles import (
    bounding_box_error,
    clamp,
    closest_point,
    distance_squared,
    points_near,
)
from collide_lessons.rects import covers_pixel
from tests.reference import cells, lattice
from tests.strategies import coord, dyadic, int_circles, int_points, int_rects

flags = st.booleans()
TRIPLES = [(3, 4, 5), (5, 12, 13), (8, 15, 17), (7, 24, 25), (20, 21, 29)]


@pytest.mark.parametrize("a, b, c", TRIPLES)
@pytest.mark.parametrize("scale", [1, 3, 0.125, 10**9, 2.0**-1000, 2.0**500])
def test_exact_contact_on_pythagorean_triples(a, b, c, scale):
    """Centres exactly r1 + r2 apart: touching but not overlapping, in exact arithmetic,
    at every scale (tiny ones square into the subnormals, huge ones overflow float squares)."""
    a, b, c, r1 = (v * scale for v in (a, b, c, 2))
    one, two = Circle(0, 0, r1), Circle(a, b, c - r1)
    assert not collides(one, two) and collides(one, two, touching=True)
    assert not collides(Point(a, b), Circle(0, 0, c)) and collides(
        Point(a, b), Circle(0, 0, c), touching=True
    )
    # and a corner of a rectangle exactly r away from the centre
    corner_box = Rect(a, b, 5 * scale, 5 * scale)
    assert not collides(Circle(0, 0, c), corner_box) and collides(Circle(0, 0, c), corner_box, touching=True)
    # batch: one circle against many boxes (the strip path) and paired
    boxes = np.tile([a, b, a + 5 * scale, b + 5 * scale], (300, 1))
    assert not batch.collides_circles_rects([0, 0, c], boxes).any()
    assert batch.collides_circles_rects([0, 0, c], boxes, touching=True).all()


@given(int_circles, int_rects, flags)
def test_circle_rect_against_shapely_away_from_ties(c, r, touching):
    assume(r.w > 0 and r.h > 0)
    gap = box(*r.to_ltrb()).distance(SPoint(c.x, c.y)) - c.r
    if abs(gap) > 1e-9:
        assert collides(c, r, touching=touching) == (gap < 0)


@given(int_circles, int_rects)
def test_circle_rect_agrees_with_pygame_geometry_which_counts_touching(c, r):
    theirs = pygame.geometry.Circle(c.x, c.y, c.r).colliderect(pygame.FRect(r.x, r.y, r.w, r.h))
    if r.w and r.h and c.r:
        assert collides(c, r, touching=True) == bool(theirs)


@given(int_circles, int_circles)
def test_circles_agree_with_pygame_geometry(a, b):
    theirs = pygame.geometry.Circle(a.x, a.y, a.r).collidecircle(pygame.geometry.Circle(b.x, b.y, b.r))
    if a.r and b.r:
        assert collides(a, b, touching=True) == bool(theirs)


@given(int_rects, int_points)
def test_closest_point_is_in_the_rect_and_nothing_closer(r, p):
    q = closest_point(r, p)
    assert collides(q, r, touching=True)
    best = min(distance_squared(p, corner) for corner in lattice(r))
    assert distance_squared(p, q) == best  # lattice brute force (both integer)


@given(dyadic, dyadic, dyadic)
def test_clamp(value, lo, hi):
    lo, hi = min(lo, hi), max(lo, hi)
    out = clamp(value, lo, hi)
    assert lo <= out <= hi
    assert clamp(out, lo, hi) == out
    if lo <= value <= hi:
        assert out == value
    else:
        assert out in (lo, hi)


def test_clamp_on_the_number_line_from_collision_shapes():
    assert [clamp(v, 0, 4) for v in (-2, 5, 3)] == [0, 4, 3]


def test_centre_inside_and_zero_radius():
    r = Rect(0, 0, 10, 10)
    assert collides(Circle(5, 5, 1), r)  # centre inside: distance 0 < 1
    assert not collides(Circle(5, 5, 0), r)  # zero radius has no interior
    assert collides(Circle(5, 5, 0), r, touching=True)


def test_points_near_and_float_equality():
    p, q = Point(0.1 + 0.2, 0), Point(0.3, 0)
    assert not collides(p, q)
    assert points_near(p, q) and not points_near(p, Point(0.31, 0))
    with pytest.raises(ValueError, match="tol must be zero or more"):
        points_near(p, q, tol=-1)


@given(int_rects, coord, coord)
def test_covers_pixel_is_the_pixel_cells(r, px, py):
    assert covers_pixel(r, px, py) == ((px, py) in cells(r))


def test_bounding_box_error_by_counting():
    n = 1000
    xs = (np.arange(n) + 0.5) / n * 2 - 1  # cell centres in [-1, 1]
    inside = (xs[:, None] ** 2 + xs[None, :] ** 2) < 1
    assert abs((1 - inside.mean()) - bounding_box_error()) < 1e-3


# --- batch == scalar ------------------------------------------------------------------


# --- points_near at the tie (issue 28) ------------------------------------------------------------


def test_points_near_counts_the_tie_as_near():
    assert points_near((0, 0), (3, 4), tol=5)
    assert points_near((1, 1), (1, 1), tol=0)
    assert points_near((0.5, 0.25), (0.5, 0.25), tol=0.0)
    assert not points_near((0, 0), (3, 4), tol=4.999999)


@pytest.mark.parametrize("a, b, c", TRIPLES)
@pytest.mark.parametrize("scale", [1, 3, 0.125, 2.0**-20, 2.0**20])
def test_points_near_at_exactly_the_distance(a, b, c, scale):
    import math

    p, q = Point(1 * scale, 2 * scale), Point((1 + a) * scale, (2 - b) * scale)
    assert points_near(p, q, tol=c * scale) and points_near(q, p, tol=c * scale)
    below = math.nextafter(c * scale, 0)
    assert not points_near(p, q, tol=below) and not points_near(q, p, tol=below)


def test_points_near_on_a_grid_against_fractions():
    """Every pair of points on a 5 x 5 grid, with the tolerance just at, below and above their
    distance whenever that is a whole number (the tie), else its floor and ceiling."""
    import math
    from fractions import Fraction

    grid = [(x, y) for x in range(5) for y in range(5)]
    ties = 0
    for p in grid:
        for q in grid:
            d2 = (p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2
            root = math.isqrt(d2)
            ties += root * root == d2
            for tol in {root - 1, root, root + 1} - {-1}:
                assert points_near(p, q, tol=tol) == (Fraction(d2) <= Fraction(tol) ** 2), (p, q, tol)
    assert ties > len(grid)  # the tie happens on every point against itself and more
