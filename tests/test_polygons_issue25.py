"""Lesson 09's claims made true (issue 25): the vertex counted zero times, crossing and winding
numbers of a raw self-crossing outline, SAT run on a concave polygon, one row per axis direction,
and push-out when one shadow holds the other. References here share no code with the package:
Fraction arithmetic written out, angle sums with math.atan2, shapely."""

import math
from fractions import Fraction

import shapely
from hypothesis import given
from hypothesis import strategies as st

from collide_lessons import Rect
from collide_lessons.polygons import (
    Polygon,
    crossing_number,
    crossings_counting_vertices_zero_times,
    placed,
    point_in_polygon,
    polygons_intersect,
    projections,
    push_out,
    sat_ignoring_convexity,
    simple_polygons_intersect,
    winding_number,
)
from collide_lessons.widgets import ARROW, PUSH_OBSTACLE, SQUARE, point_polygon_scene
from tests.strategies import int_polygons, polygon_coord
from tests.test_polygons import convex_polygons

PENTAGRAM = [(50, 0), (79, 90), (2, 35), (98, 35), (21, 90)]


def strict_count(vertices, p):
    """Edges with p's y strictly between their ends' y, crossing the ray right of p (Fractions)."""
    px, py = (Fraction(c) for c in p)
    count = 0
    for (ax, ay), (bx, by) in zip(vertices, vertices[1:] + vertices[:1]):
        ax, ay, bx, by = (Fraction(c) for c in (ax, ay, bx, by))
        if min(ay, by) < py < max(ay, by) and ax + (py - ay) * (bx - ax) / (by - ay) > px:
            count += 1
    return count


def angle_winding(vertices, p):
    """The winding number as the sum of turned angles over 2 pi (p not on the outline)."""
    total = 0.0
    for (ax, ay), (bx, by) in zip(vertices, vertices[1:] + vertices[:1]):
        a1 = math.atan2(ay - p[1], ax - p[0])
        a2 = math.atan2(by - p[1], bx - p[0])
        total += (a2 - a1 + math.pi) % (2 * math.pi) - math.pi
    return round(total / (2 * math.pi))


@given(int_polygons, st.tuples(polygon_coord, polygon_coord))
def test_the_zero_times_slip_counts_only_edges_strictly_across(poly, p):
    assert crossings_counting_vertices_zero_times(poly, p) == (strict_count(list(poly.vertices), p) % 2 == 1)
    if p[1] not in {y for _, y in poly.vertices} and not shapely.Polygon(poly.vertices).boundary.intersects(
        shapely.Point(p)
    ):
        # off every vertex's row the slip is right: only a vertex on the ray fools it
        assert crossings_counting_vertices_zero_times(poly, p) == point_in_polygon(poly, p)


def test_the_zero_times_slip_is_wrong_level_with_the_arrows_tip():
    assert point_in_polygon(ARROW, (40, 30)) and not crossings_counting_vertices_zero_times(ARROW, (40, 30))
    s = point_polygon_scene({"p": dict(x=40, y=30)})
    assert s["slip_zero_wrong"] and s["slip_wrong"] and s["text"].count("WRONG") == 2
    s = point_polygon_scene({"p": dict(x=40, y=20)})
    assert not s["slip_zero_wrong"] and "WRONG" not in s["text"]


def test_a_pentagram_is_covered_twice_in_the_middle_where_the_crossings_are_even():
    star = shapely.Polygon(PENTAGRAM)
    assert not star.is_valid  # it crosses itself: Polygon refuses it, the counts take it raw
    for p, winding in (((50, 50), 2), ((50, 20), 1), ((10, 5), 0), ((90, 80), 0)):
        assert angle_winding(PENTAGRAM, p) == winding
        assert winding_number(PENTAGRAM, p) == winding
        assert crossing_number(PENTAGRAM, p) % 2 == winding % 2
    assert crossing_number(PENTAGRAM, (50, 50)) == 2
    assert winding_number(PENTAGRAM[::-1], (50, 50)) == -2


@given(
    st.lists(st.tuples(polygon_coord, polygon_coord), min_size=3, max_size=7),
    st.tuples(st.integers(-8, 8), st.integers(-8, 8)),
)
def test_raw_outlines_wind_as_their_angle_sums_say(points, p):
    p = (p[0] + 0.5, p[1] + 0.25)  # off every lattice line, so off every outline of lattice points
    if len(set(points)) < len(points):
        return
    assert winding_number(points, p) == angle_winding(points, p)
    assert crossing_number(points, p) % 2 == winding_number(points, p) % 2


def test_sat_ignoring_convexity_fills_the_arrows_notch():
    in_the_notch = Polygon.from_rect(Rect.from_ltrb(14, 26, 20, 34))
    assert not shapely.Polygon(ARROW.vertices).intersects(shapely.box(14, 26, 20, 34))
    assert sat_ignoring_convexity(ARROW, in_the_notch) is True
    assert simple_polygons_intersect(ARROW, in_the_notch) is False


@given(convex_polygons(), convex_polygons(), st.booleans())
def test_sat_ignoring_convexity_is_sat_on_convex_polygons(a, b, touching):
    assert sat_ignoring_convexity(a, b, touching=touching) == polygons_intersect(a, b, touching=touching)


@given(convex_polygons(), convex_polygons(), st.booleans())
def test_distinct_axes_drop_only_parallel_repeats(a, b, touching):
    every = projections(a, b, touching=touching)
    kept = projections(a, b, touching=touching, distinct=True)

    def parallel(r, s):
        return Fraction(r["axis"][0]) * Fraction(s["axis"][1]) == Fraction(r["axis"][1]) * Fraction(
            s["axis"][0]
        )

    assert all(not parallel(r, s) for i, r in enumerate(kept) for s in kept[:i])
    assert all(any(parallel(r, s) for s in kept) for r in every)
    assert (
        any(r["apart"] for r in kept)
        == any(r["apart"] for r in every)
        == (not polygons_intersect(a, b, touching=touching))
    )


def test_a_box_and_a_diamond_turned_to_match_share_two_axes():
    box = Polygon([(0, 10), (10, 0), (20, 10), (10, 20)])
    diamond = Polygon([(5, 10), (10, 5), (15, 10), (10, 15)])
    assert len(projections(box, diamond)) == 8 and len(projections(box, diamond, distinct=True)) == 2


def test_push_out_of_a_box_whose_shadows_lie_inside_the_obstacles():
    mover = Polygon.from_rect(Rect.from_ltrb(80, 15, 90, 25))
    obstacle = Polygon.from_rect(Rect.from_ltrb(0, 0, 100, 40))
    # the shadows overlap by 10 on both axes, yet no move of 10 frees it: the ways out are
    # 20 right or 90 left, 25 down or 25 up; the shortest is 20 right
    dx, dy = push_out(mover, obstacle)
    assert (dx, dy) == (20, 0)
    moved = shapely.Polygon(mover.move(dx, dy).vertices)
    assert moved.intersection(shapely.Polygon(obstacle.vertices)).area == 0


@given(convex_polygons(), convex_polygons())
def test_push_out_is_no_longer_than_the_move_along_any_axis(mover, obstacle):
    dx, dy = push_out(mover, obstacle)
    if (dx, dy) == (0, 0):
        return
    length = Fraction(dx) ** 2 + Fraction(dy) ** 2
    for row in projections(mover, obstacle):
        (alo, ahi), (blo, bhi) = (tuple(Fraction(v) for v in row[k]) for k in ("a", "b"))
        nx, ny = (Fraction(v) for v in row["axis"])
        way = min(bhi - alo, ahi - blo)  # leave by the near side; both sides are ways out
        # the float move may be a rounding longer than the exact one; never shorter than needed
        assert float(length) <= float(way * way / (nx * nx + ny * ny)) * (1 + 1e-9)


def _board_moves(x, y):
    """Per edge normal of the 20 x 20 box at (x, y) and lesson 09's obstacle, worked out here from
    the corners: (raw shadow overlap, raw way out d, d**2 / |n|**2); None when some axis separates."""
    box = [(x - 10, y - 10), (x + 10, y - 10), (x + 10, y + 10), (x - 10, y + 10)]
    obstacle = [(40, 20), (70, 26), (70, 50), (40, 50)]  # both listed clockwise on screen (y down)
    moves = []
    for poly in (box, obstacle):
        for (px, py), (qx, qy) in zip(poly, poly[1:] + poly[:1]):
            nx, ny = qy - py, px - qx  # outward for a clockwise-on-screen outline
            lo_a, hi_a = min(nx * u + ny * v for u, v in box), max(nx * u + ny * v for u, v in box)
            lo_b, hi_b = min(nx * u + ny * v for u, v in obstacle), max(nx * u + ny * v for u, v in obstacle)
            if max(lo_a, lo_b) >= min(hi_a, hi_b):
                return None
            d = min(hi_b - lo_a, hi_a - lo_b)
            moves.append((min(hi_a, hi_b) - max(lo_a, lo_b), d, Fraction(d * d, nx * nx + ny * ny)))
    return moves


def test_lesson_09_board_counts_where_raw_numbers_pick_a_longer_push():
    # the notebook's counts: 2,326 whole-pixel positions of the unturned box overlap the obstacle;
    # the smallest raw way out picks a longer push than the smallest in pixels at 341 of them, the
    # smallest raw overlap at 381 (ties to the first axis, box edges first, as push_out breaks them)
    assert PUSH_OBSTACLE.vertices == ((40, 20), (70, 26), (70, 50), (40, 50)) and SQUARE[0] == (-10, -10)
    positions, by_way, by_overlap = 0, 0, 0
    for x in range(101):
        for y in range(71):
            moves = _board_moves(x, y)
            if moves is None:
                continue
            positions += 1
            shortest = min(m[2] for m in moves)
            by_overlap += min(moves, key=lambda m: m[0])[2] > shortest
            by_way += min(moves, key=lambda m: m[1])[2] > shortest
            if x % 7 == 0 and y % 5 == 0:  # push_out's move is the shortest, in pixels
                dx, dy = push_out(placed(SQUARE, x, y), PUSH_OBSTACLE)
                assert math.isclose(dx * dx + dy * dy, shortest, rel_tol=1e-12)
    assert (positions, by_way, by_overlap) == (2326, 341, 381)
