"""Hypothesis strategies for shapes: small integers (exact ties happen often)
and dyadic floats (multiples of 1/8, so sums and halves stay exact)."""

import math
from fractions import Fraction

from hypothesis import assume
from hypothesis import strategies as st

from collide_lessons import Circle, Point, Rect
from collide_lessons.lines import Ray, Segment
from collide_lessons.polygons import Polygon

coord = st.integers(-40, 40)
length = st.integers(0, 30)
positive = st.integers(1, 30)
dyadic = st.integers(-320, 320).map(lambda n: n / 8)
dyadic_length = st.integers(0, 240).map(lambda n: n / 8)

int_points = st.builds(Point, coord, coord)
int_circles = st.builds(Circle, coord, coord, length)
int_rects = st.builds(Rect, coord, coord, length, length)
positive_rects = st.builds(Rect, coord, coord, positive, positive)
float_rects = st.builds(Rect, dyadic, dyadic, dyadic_length, dyadic_length)
float_circles = st.builds(Circle, dyadic, dyadic, dyadic_length)
float_points = st.builds(Point, dyadic, dyadic)

int_shapes = st.one_of(int_points, int_circles, int_rects)
float_shapes = st.one_of(float_points, float_circles, float_rects)
shapes = st.one_of(int_shapes, float_shapes)


def exact(shape):
    """The same shape with Fraction coordinates (for exact references)."""
    return type(shape)(*(Fraction(v) for v in _values(shape)))


def _values(shape):
    if isinstance(shape, Rect):
        return (shape.x, shape.y, shape.w, shape.h)
    if isinstance(shape, Circle):
        return (shape.x, shape.y, shape.r)
    return (shape.x, shape.y)


@st.composite
def overlapping_rects(draw):
    """A pair of positive-size integer rectangles that share area."""
    obstacle = draw(positive_rects)
    w, h = draw(positive), draw(positive)
    x = draw(st.integers(obstacle.x - w + 1, obstacle.x + obstacle.w - 1))
    y = draw(st.integers(obstacle.y - h + 1, obstacle.y + obstacle.h - 1))
    return Rect(x, y, w, h), obstacle


# --- segments, rays and polygons: the other three shapes collides takes ----------------------

small = st.integers(-12, 12)
small_dyadic = st.integers(-96, 96).map(lambda n: n / 8)
int_segments = st.builds(Segment, small, small, small, small)
float_segments = st.builds(Segment, small_dyadic, small_dyadic, small_dyadic, small_dyadic)
direction = st.tuples(st.integers(-4, 4), st.integers(-4, 4)).filter(lambda d: d != (0, 0))
int_rays = st.builds(lambda x, y, d: Ray(x, y, *d), small, small, direction)
float_rays = st.builds(lambda x, y, d: Ray(x, y, d[0] / 8, d[1] / 8), small_dyadic, small_dyadic, direction)


polygon_coord = st.integers(-8, 8)
eighths_0_8 = st.integers(0, 64).map(lambda n: n / 8)
eighths_0_10 = st.integers(0, 80).map(lambda n: n / 8)


@st.composite
def star_polygons(draw, coords=polygon_coord, scale=1):
    """Simple polygons, convex or not: points sorted by angle about a centre off every lattice
    line (so no angles tie); outlines Polygon refuses (collinear neighbours) are dropped."""
    points = draw(st.lists(st.tuples(coords, coords), min_size=3, max_size=8, unique=True))
    cx, cy = Fraction(1, 3), Fraction(1, 7)
    ordered = sorted(points, key=lambda p: math.atan2(p[1] - cy, p[0] - cx))
    if draw(st.booleans()):
        ordered = ordered[::-1]
    try:
        return Polygon([(x * scale, y * scale) for x, y in ordered])
    except ValueError:
        assume(False)


int_polygons = star_polygons()
float_polygons = star_polygons(scale=0.125)

SHAPE_KINDS = ("Point", "Circle", "Rect", "Segment", "Ray", "Polygon")
small_points = st.builds(Point, small, small)
small_circles = st.builds(Circle, small, small, st.integers(0, 8))
small_rects = st.builds(Rect, small, small, st.integers(0, 10), st.integers(0, 10))
int_by_kind = {
    "Point": small_points,
    "Circle": small_circles,
    "Rect": small_rects,
    "Segment": int_segments,
    "Ray": int_rays,
    "Polygon": int_polygons,
}
float_by_kind = {
    "Point": st.builds(Point, small_dyadic, small_dyadic),
    "Circle": st.builds(Circle, small_dyadic, small_dyadic, eighths_0_8),
    "Rect": st.builds(Rect, small_dyadic, small_dyadic, eighths_0_10, eighths_0_10),
    "Segment": float_segments,
    "Ray": float_rays,
    "Polygon": float_polygons,
}


def of_kind(name):
    """Shapes of one kind: small integers (ties everywhere) or multiples of 1/8."""
    return st.one_of(int_by_kind[name], float_by_kind[name])


def shifted(shape, dx, dy):
    """The same shape moved by (dx, dy), built from its stored numbers."""
    if isinstance(shape, Polygon):
        return Polygon([(x + dx, y + dy) for x, y in shape.vertices])
    if isinstance(shape, Segment):
        return Segment(shape.x1 + dx, shape.y1 + dy, shape.x2 + dx, shape.y2 + dy)
    if isinstance(shape, Ray):
        return Ray(shape.x + dx, shape.y + dy, shape.dx, shape.dy)
    if isinstance(shape, Rect):
        return Rect(shape.x + dx, shape.y + dy, shape.w, shape.h)
    if isinstance(shape, Circle):
        return Circle(shape.x + dx, shape.y + dy, shape.r)
    return Point(shape.x + dx, shape.y + dy)
