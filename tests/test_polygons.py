"""polygons: validation, point in polygon, SAT, containment, push-out, circles; checked against
Fraction references written here (a polygon clip, the Minkowski difference, a ray cast with
division), shapely, and invariances (symmetry, translation, quarter turns, vertex order)."""

from fractions import Fraction

import pytest
import shapely
from hypothesis import assume, example, given
from hypothesis import strategies as st

from collide_lessons import Circle, Rect
from collide_lessons.polygons import (
    Polygon,
    circle_intersects_polygon,
    contains,
    crossing_number,
    crossings_counting_vertices_twice,
    edges_cross_only,
    on_boundary,
    point_in_polygon,
    polygons_intersect,
    projections,
    push_out,
    rotated_rect,
    separating_axis,
    winding_number,
)

# --- references, in fractions, sharing no code with the package ---------------------------


def cross(o, a, b):
    return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])


def hull(points):
    """Convex hull (monotone chain) without collinear points, anticlockwise in x-right y-up terms."""
    pts = sorted(set(points))
    if len(pts) < 3:
        return pts
    lower, upper = [], []
    for p in pts:
        while len(lower) >= 2 and cross(lower[-2], lower[-1], p) <= 0:
            lower.pop()
        lower.append(p)
    for p in reversed(pts):
        while len(upper) >= 2 and cross(upper[-2], upper[-1], p) <= 0:
            upper.pop()
        upper.append(p)
    return lower[:-1] + upper[:-1]


def fr(poly):
    return [(Fraction(x), Fraction(y)) for x, y in poly.vertices]


def ref_on_boundary(vertices, p):
    n = len(vertices)
    for i in range(n):
        a, b = vertices[i], vertices[(i + 1) % n]
        if cross(a, b, p) == 0 and min(a[0], b[0]) <= p[0] <= max(a[0], b[0]):
            if min(a[1], b[1]) <= p[1] <= max(a[1], b[1]):
                return True
    return False


def ref_inside(vertices, p, touching):
    """Ray cast with the crossing's x worked out by division, in fractions."""
    px, py = Fraction(p[0]), Fraction(p[1])
    if ref_on_boundary(vertices, (px, py)):
        return touching
    inside = False
    n = len(vertices)
    for i in range(n):
        (ax, ay), (bx, by) = vertices[i], vertices[(i + 1) % n]
        if (ay > py) != (by > py):
            x_at = ax + (py - ay) * (bx - ax) / (by - ay)
            if x_at > px:
                inside = not inside
    return inside


def clip(subject, clipper):
    """Sutherland-Hodgman: subject clipped by the closed half-planes of the convex clipper."""
    turn = (
        1
        if sum(cross((0, 0), clipper[i], clipper[(i + 1) % len(clipper)]) for i in range(len(clipper))) > 0
        else -1
    )
    out = list(subject)
    for i in range(len(clipper)):
        a, b = clipper[i], clipper[(i + 1) % len(clipper)]
        points, out = out, []
        for j in range(len(points)):
            p, q = points[j], points[(j + 1) % len(points)]
            sp, sq = cross(a, b, p) * turn, cross(a, b, q) * turn
            if sp >= 0:
                out.append(p)
            if (sp > 0 > sq) or (sp < 0 < sq):
                t = sp / (sp - sq)
                out.append((p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])))
        if not out:
            return []
    return out


def ref_meet(a, b, touching):
    region = clip(fr(a), fr(b))
    if not touching:
        return (
            len(region) >= 3
            and sum(cross((0, 0), region[i], region[(i + 1) % len(region)]) for i in range(len(region))) != 0
        )
    return len(region) > 0


def ref_depth2(mover, obstacle):
    """Squared length of the minimum translation vector: the distance from the origin to the
    boundary of the Minkowski difference obstacle - mover (0 when they share no area)."""
    diff = hull([(bx - ax, by - ay) for ax, ay in fr(mover) for bx, by in fr(obstacle)])
    n = len(diff)
    if not all(cross(diff[i], diff[(i + 1) % n], (0, 0)) > 0 for i in range(n)):
        return 0
    best = None
    for i in range(n):
        a, b = diff[i], diff[(i + 1) % n]
        ex, ey = b[0] - a[0], b[1] - a[1]
        d2 = cross(a, b, (0, 0)) ** 2 / (ex * ex + ey * ey)
        best = d2 if best is None else min(best, d2)
    return best


def ref_circle(circle, poly, touching):
    if circle.r == 0 and not touching:
        return False
    c = (Fraction(circle.x), Fraction(circle.y))
    vertices = fr(poly)
    if ref_inside(vertices, c, True):
        return True
    r2 = Fraction(circle.r) ** 2
    n = len(vertices)
    for i in range(n):
        a, b = vertices[i], vertices[(i + 1) % n]
        ex, ey = b[0] - a[0], b[1] - a[1]
        t = ((c[0] - a[0]) * ex + (c[1] - a[1]) * ey) / (ex * ex + ey * ey)
        t = min(max(t, Fraction(0)), Fraction(1))
        d2 = (a[0] + t * ex - c[0]) ** 2 + (a[1] + t * ey - c[1]) ** 2
        if d2 < r2 or (touching and d2 == r2):
            return True
    return False


# --- strategies ---------------------------------------------------------------------------

coord = st.integers(-6, 6)


@st.composite
def convex_polygons(draw, coords=coord):
    points = draw(st.lists(st.tuples(coords, coords), min_size=3, max_size=9))
    corners = hull(points)
    assume(len(corners) >= 3)
    if draw(st.booleans()):
        corners = corners[::-1]
    start = draw(st.integers(0, len(corners) - 1))
    return Polygon(corners[start:] + corners[:start])


@st.composite
def simple_polygons(draw):
    """Star-shaped polygons about a centre: sorted by angle, so never self-crossing (unless
    collinear neighbours, which Polygon refuses; those examples are dropped)."""
    points = draw(st.lists(st.tuples(coord, coord), min_size=3, max_size=10, unique=True))
    cx, cy = Fraction(1, 3), Fraction(1, 7)  # off every lattice line, so angles never tie
    import math

    ordered = sorted(points, key=lambda p: math.atan2(p[1] - cy, p[0] - cx))
    try:
        return Polygon(ordered)
    except ValueError:
        assume(False)


def quarter(poly):
    return Polygon([(-y, x) for x, y in poly.vertices])


def shp(poly):
    return shapely.Polygon(poly.vertices)


half_points = st.tuples(st.integers(-14, 14).map(lambda n: n / 2), st.integers(-14, 14).map(lambda n: n / 2))


# --- Polygon ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("vertices", "message"),
    [
        ([(0, 0), (1, 1)], "at least 3 vertices, got 2"),
        ([(0, 0), (4, 0), (4, 0), (0, 4)], "must not repeat a vertex: vertices 1 and 2 are both (4, 0)"),
        ([(0, 0), (2, 0), (4, 0), (0, 4)], "three neighbouring vertices on one line: vertices 0, 1, 2"),
        ([(0, 0), (4, 0), (8, 0)], "three neighbouring vertices on one line"),
        ([(0, 0), (4, 0), (0, 4), (4, 4)], "must not cross itself: edge 1 (4, 0)-(0, 4) and edge 3"),
        ([(0, 0), (6, 0), (6, 6), (3, 0), (0, 6)], "must not cross itself"),  # a vertex on another edge
        ([(0, 0), (float("nan"), 0), (0, 4)], "Polygon vertex 1 x must be a finite number, got nan"),
    ],
)
def test_bad_polygons_get_a_sentence(vertices, message):
    with pytest.raises(ValueError) as error:
        Polygon(vertices)
    assert message in str(error.value)


@pytest.mark.parametrize("bad", ["abc", 3, None, [(0, 0), (1, 0), "x"]])
def test_polygon_wants_vertices(bad):
    with pytest.raises(TypeError, match="vertices|vertex"):
        Polygon(bad)


def test_non_convex_is_refused_where_convex_is_needed():
    arrow = Polygon([(0, 0), (10, 5), (0, 10), (4, 5)])
    square = Polygon([(0, 0), (1, 0), (1, 1), (0, 1)])
    assert not arrow.is_convex
    for call in (polygons_intersect, separating_axis, projections, push_out):
        with pytest.raises(
            ValueError, match=r"needs convex polygons: (a|mover) turns the other way at vertex 3 \(4, 5\)"
        ):
            call(arrow, square)
    with pytest.raises(ValueError, match="outer turns the other way"):
        contains(arrow, square)
    with pytest.raises(TypeError, match="b must be a Polygon, got Rect"):
        polygons_intersect(square, Rect(0, 0, 1, 1))


def test_polygon_is_immutable_and_compares_by_vertices():
    p = Polygon([(0, 0), (4, 0), (0, 3)])
    with pytest.raises(AttributeError, match="immutable"):
        p.vertices = ()
    assert p == Polygon([(0, 0), (4, 0), (0, 3)]) and hash(p) == hash(Polygon(p.vertices))
    assert p.area == 6 and Polygon(p.vertices[::-1]).area == 6
    assert Polygon.from_rect(Rect(0, 0, 4, 3)).area == 12
    with pytest.raises(ValueError, match="needs area"):
        Polygon.from_rect(Rect(0, 0, 0, 3))


@given(convex_polygons())
def test_area_matches_shapely(poly):
    assert poly.area == shp(poly).area


@pytest.mark.parametrize("degrees", [0, 90, 180, 270, -90, 450])
def test_quarter_turns_of_a_box_are_exact(degrees):
    corners = set(rotated_rect(10, 20, 6, 4, degrees).vertices)
    wide, tall = {(7, 18), (13, 18), (13, 22), (7, 22)}, {(8, 17), (12, 17), (12, 23), (8, 23)}
    assert corners == (wide if degrees % 180 == 0 else tall)


@given(st.floats(0, 360), st.integers(1, 50), st.integers(1, 50))
def test_rotated_boxes_keep_their_size(degrees, w, h):
    box = rotated_rect(0, 0, w, h, degrees)
    assert box.is_convex and float(box.area) == pytest.approx(w * h, rel=1e-12)


# --- point in polygon ---------------------------------------------------------------------


@given(simple_polygons(), half_points, st.booleans())
@example(Polygon([(0, 0), (10, 5), (0, 10)]), (5, 5), False)  # the ray through a vertex
@example(Polygon([(0, 0), (4, 0), (0, 4)]), (2, 2), False)  # on an edge
@example(Polygon([(0, 0), (4, 2), (8, 0), (8, 4), (0, 4)]), (2, 2), False)  # ray grazes a notch
def test_point_in_polygon_is_exact_both_ways(poly, p, touching):
    expected = ref_inside(fr(poly), p, touching)
    assert point_in_polygon(poly, p, touching=touching) == expected
    assert point_in_polygon(poly, p, touching=touching, method="winding") == expected


@given(simple_polygons(), half_points)
def test_point_in_polygon_agrees_with_shapely(poly, p):
    shape, point = shp(poly), shapely.Point(p)
    assert point_in_polygon(poly, p) == shape.contains(point)
    assert point_in_polygon(poly, p, touching=True) == shape.intersects(point)
    assert on_boundary(poly, p) == shape.boundary.intersects(point)


@given(simple_polygons(), half_points)
def test_winding_and_crossing_numbers_agree(poly, p):
    assume(not on_boundary(poly, p))
    winding = winding_number(poly, p)
    assert winding in (-1, 0, 1)
    assert crossing_number(poly, p) % 2 == abs(winding)
    assert winding_number(Polygon(poly.vertices[::-1]), p) == -winding


@given(simple_polygons(), half_points, st.integers(-20, 20), st.integers(-20, 20), st.booleans())
def test_point_in_polygon_is_invariant(poly, p, dx, dy, touching):
    answer = point_in_polygon(poly, p, touching=touching)
    assert point_in_polygon(poly.move(dx, dy), (p[0] + dx, p[1] + dy), touching=touching) == answer
    assert point_in_polygon(quarter(poly), (-p[1], p[0]), touching=touching) == answer
    assert point_in_polygon(Polygon(poly.vertices[::-1]), p, touching=touching) == answer


def test_the_slip_counts_a_vertex_twice():
    triangle = Polygon([(0, 0), (10, 5), (0, 10)])
    assert point_in_polygon(triangle, (5, 5))
    assert not crossings_counting_vertices_twice(triangle, (5, 5))
    assert crossings_counting_vertices_twice(triangle, (5, 4))  # away from the vertex it is right


@given(simple_polygons(), half_points)
def test_the_slip_is_right_away_from_vertex_rows(poly, p):
    assume(not on_boundary(poly, p))
    if all(y != p[1] for _, y in poly.vertices):
        assert crossings_counting_vertices_twice(poly, p) == point_in_polygon(poly, p)


# --- two convex polygons ------------------------------------------------------------------


@given(convex_polygons(), convex_polygons(), st.booleans())
@example(Polygon([(0, 0), (10, 0), (10, 10), (0, 10)]), Polygon([(4, 4), (6, 4), (5, 6)]), False)  # inside
@example(Polygon([(0, 0), (10, 0), (10, 10), (0, 10)]), Polygon([(10, 5), (15, 0), (20, 5)]), False)  # corner
@example(Polygon([(0, 0), (10, 0), (10, 10), (0, 10)]), Polygon([(10, 0), (20, 0), (20, 10)]), True)  # edge
def test_sat_equals_a_polygon_clip(a, b, touching):
    assert polygons_intersect(a, b, touching=touching) == ref_meet(a, b, touching)


@given(convex_polygons(), convex_polygons())
def test_sat_agrees_with_shapely(a, b):
    sa, sb = shp(a), shp(b)
    assert polygons_intersect(a, b, touching=True) == sa.intersects(sb)
    assert polygons_intersect(a, b) == (sa.intersects(sb) and not sa.touches(sb))


@given(convex_polygons(), convex_polygons(), st.integers(-9, 9), st.integers(-9, 9), st.booleans())
def test_sat_is_symmetric_and_invariant(a, b, dx, dy, touching):
    answer = polygons_intersect(a, b, touching=touching)
    assert polygons_intersect(b, a, touching=touching) == answer
    assert polygons_intersect(a.move(dx, dy), b.move(dx, dy), touching=touching) == answer
    assert polygons_intersect(quarter(a), quarter(b), touching=touching) == answer
    assert polygons_intersect(Polygon(a.vertices[::-1]), b, touching=touching) == answer


@given(convex_polygons(), convex_polygons(), st.booleans())
def test_projections_say_what_sat_says(a, b, touching):
    rows = projections(a, b, touching=touching)
    assert len(rows) == len(a) + len(b)
    assert any(row["apart"] for row in rows) == (not polygons_intersect(a, b, touching=touching))
    found = separating_axis(a, b, touching=touching)
    first = next(((row["owner"], row["edge"]) for row in rows if row["apart"]), None)
    assert found == first
    for row in rows:  # the owner's own edge is the end of its shadow on its outward normal
        owner = a if row["owner"] == "a" else b
        px, py = owner.vertices[row["edge"]]
        nx, ny = row["axis"]
        assert Fraction(nx) * Fraction(px) + Fraction(ny) * Fraction(py) == Fraction(row[row["owner"]][1])


@given(convex_polygons(), convex_polygons())
def test_edges_only_misses_exactly_containment(a, b):
    closed = polygons_intersect(a, b, touching=True)
    if edges_cross_only(a, b):
        assert closed
    elif closed:  # no edge contact, yet they meet: one lies inside the other
        assert contains(a, b) or contains(b, a)


@given(convex_polygons(), st.one_of(convex_polygons(), half_points))
def test_contains_agrees_with_shapely(outer, inner):
    other = shp(inner) if isinstance(inner, Polygon) else shapely.Point(inner)
    assert contains(outer, inner) == shp(outer).covers(other)


# --- push out -----------------------------------------------------------------------------


@given(convex_polygons(), convex_polygons())
@example(Polygon([(8, 2), (12, 2), (12, 6), (8, 6)]), Polygon([(10, 0), (20, 0), (20, 20), (10, 20)]))
def test_push_out_is_the_shortest_move_that_separates(mover, obstacle):
    dx, dy = push_out(mover, obstacle)
    depth2 = ref_depth2(mover, obstacle)
    if depth2 == 0:
        assert (dx, dy) == (0, 0)
        return
    moved = mover.move(dx, dy)
    assert not polygons_intersect(moved, obstacle)
    assert float(Fraction(dx) ** 2 + Fraction(dy) ** 2) == pytest.approx(float(depth2), rel=1e-12)
    shorter = mover.move(dx * 0.999, dy * 0.999)
    assert polygons_intersect(shorter, obstacle)


def test_push_out_keeps_whole_moves_whole_and_rounds_outward():
    assert push_out(
        Polygon([(8, 2), (12, 2), (12, 6), (8, 6)]), Polygon([(10, 0), (20, 0), (20, 20), (10, 20)])
    ) == (
        -2,
        0,
    )
    mover = rotated_rect(1e6 + 0.1, 0.3, 2, 2, 30)
    obstacle = rotated_rect(1e6 + 1.7, 0.2, 2, 2, 10)
    dx, dy = push_out(mover, obstacle)
    assert not polygons_intersect(mover.move(dx, dy), obstacle)


# --- circles ------------------------------------------------------------------------------


@given(simple_polygons(), half_points, st.integers(0, 8).map(lambda n: n / 2), st.booleans())
@example(Polygon([(0, 0), (10, 0), (0, 10)]), (10, 10), 7.0, False)
@example(Polygon([(0, 0), (10, 0), (10, 10), (0, 10)]), (13, 14), 5.0, True)  # 3-4-5 at a corner
@example(Polygon([(0, 0), (10, 0), (10, 10), (0, 10)]), (13, 14), 5.0, False)
@example(Polygon([(0, 0), (10, 0), (10, 10), (0, 10)]), (5, 5), 0.0, False)
def test_circle_polygon_is_exact(poly, centre, r, touching):
    circle = Circle(*centre, r)
    assert circle_intersects_polygon(circle, poly, touching=touching) == ref_circle(circle, poly, touching)


@given(convex_polygons(), half_points, st.integers(1, 8))
def test_circle_polygon_agrees_with_shapely_off_ties(poly, centre, r):
    distance = shp(poly).distance(shapely.Point(centre))
    assume(abs(distance - r) > 1e-9)
    assert circle_intersects_polygon(Circle(*centre, r), poly) == (distance < r)


def test_a_box_as_a_polygon_answers_like_the_box():
    from collide_lessons import collides

    box = Rect(0, 0, 10, 10)
    for centre in [(13, 14), (15, 5), (5, 5), (10, 10), (14, 14)]:
        for touching in (False, True):
            circle = Circle(*centre, 5)
            assert circle_intersects_polygon(circle, Polygon.from_rect(box), touching=touching) == collides(
                circle, box, touching=touching
            )


def test_old_names_are_aliases_for_one_release():
    from collide_lessons import polygons

    assert polygons.circle_polygon is circle_intersects_polygon
    assert Polygon.moved is Polygon.move
