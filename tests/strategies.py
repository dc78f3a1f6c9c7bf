"""Hypothesis strategies for shapes: small integers (exact ties happen often)
and dyadic floats (multiples of 1/8, so sums and halves stay exact)."""

from fractions import Fraction

from hypothesis import strategies as st

from collide_lessons import Circle, Point, Rect

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
