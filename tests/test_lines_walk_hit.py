"""lines: the grid walk (DDA), Bresenham's line, a ray's hit point and face normal, and a line
against a circle by its quadratic; checked against Fraction references written here, the
package's own independent routes (cells_crossed, the nearest-point circle tests) and brute force."""

import itertools
from decimal import Decimal, localcontext
from fractions import Fraction as F

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from collide_lessons import Circle, Rect
from collide_lessons.lines import (
    Hit,
    Ray,
    Segment,
    bresenham,
    cells_crossed,
    circle_hit,
    circle_quadratic,
    grid_walk,
    ray_intersects_circle,
    ray_rect_hit,
    segment_intersects_circle,
)

quarters = st.integers(-24, 24).map(lambda n: n / 4)  # on grid lines, corners and between
off_lines = st.builds(lambda n, j: n + j / 4, st.integers(-6, 5), st.integers(1, 3))
small = st.integers(-12, 12)


def open_cells(s):
    """Brute force: every cell whose open square the open segment meets, by its own t-range."""
    x1, y1, x2, y2 = map(F, (s.x1, s.y1, s.x2, s.y2))
    dx, dy = x2 - x1, y2 - y1
    if dx == dy == 0:
        return []  # a segment of zero length has no inside
    found = []
    cols = range(int(min(x1, x2)) - 2, int(max(x1, x2)) + 2)
    rows = range(int(min(y1, y2)) - 2, int(max(y1, y2)) + 2)
    for col, row in itertools.product(cols, rows):
        low, high = F(0), F(1)
        for start, step, lo in ((x1, dx, col), (y1, dy, row)):
            if step == 0:
                if not lo < start < lo + 1:
                    high = F(-1)
                continue
            a, b = sorted(((lo - start) / step, (lo + 1 - start) / step))
            low, high = max(low, a), min(high, b)
        if low < high:
            found.append((low, col, row))
    return [(col, row) for _, col, row in sorted(found)]


@given(quarters, quarters, quarters, quarters)
@example(0.5, 0.5, 2.5, 2.5)  # through two corners
@example(1.0, 0.25, 1.0, 3.0)  # along a grid line
@example(1.0, 1.0, 3.0, 2.0)  # from a corner
@example(2.5, 2.5, 0.5, 0.5)  # backwards through corners
def test_grid_walk_is_the_brute_force_cells_in_order(x1, y1, x2, y2):
    s = Segment(x1, y1, x2, y2)
    assert grid_walk(s) == open_cells(s) == cells_crossed(s)


@given(off_lines, off_lines, off_lines, off_lines, st.sampled_from([1, 2, 0.5]))
@example(0.5, 0.5, 2.5, 2.5, 1)
@example(2.5, 0.5, 0.5, 2.5, 1)
def test_grid_walk_touching_equals_cells_crossed_off_the_lines(x1, y1, x2, y2, cell):
    s = Segment(x1 * cell, y1 * cell, x2 * cell, y2 * cell)
    assert grid_walk(s, cell, touching=True) == cells_crossed(s, cell, touching=True)
    assert grid_walk(s, cell) == cells_crossed(s, cell)


def test_grid_walk_takes_the_diagonal_at_a_corner_and_refuses_ends_on_lines_when_touching():
    assert grid_walk(Segment(25, 5, 55, 35), 10) == [(2, 0), (3, 1), (4, 2), (5, 3)]
    assert (3, 2) in grid_walk(Segment(25, 5, 55, 35), 10, touching=True)
    with pytest.raises(ValueError, match="off the grid lines"):
        grid_walk(Segment(1, 0.5, 3, 2.5), touching=True)
    with pytest.raises(ValueError, match="cell"):
        grid_walk(Segment(0.5, 0.5, 1.5, 1.5), 0)


@given(small, small, small, small)
def test_bresenham_steps_once_per_major_unit_and_stays_within_half_a_cell(c0, r0, c1, r1):
    cells = bresenham(c0, r0, c1, r1)
    assert cells[0] == (c0, r0) and cells[-1] == (c1, r1)
    assert len(cells) == max(abs(c1 - c0), abs(r1 - r0)) + 1
    for (a, b), (c, d) in zip(cells, cells[1:]):
        assert max(abs(c - a), abs(d - b)) == 1  # 8-connected
    major_x = abs(c1 - c0) >= abs(r1 - r0)
    for col, row in cells:  # the defining property: nearest cell on the minor axis
        if major_x and c1 != c0:
            assert abs(row - (r0 + F(r1 - r0, c1 - c0) * (col - c0))) <= F(1, 2)
        elif not major_x:
            assert abs(col - (c0 + F(c1 - c0, r1 - r0) * (row - r0))) <= F(1, 2)


def test_bresenham_refuses_non_integers():
    with pytest.raises(TypeError, match="col1 must be an int"):
        bresenham(0, 0, 1.0, 2)


def hit_reference(ray, r, touching):
    """The slab rule in fractions, written here: entry, exit, the deciding axes."""
    entry, leave, faces = F(0), None, {}
    for axis, (start, step, lo, hi) in enumerate(
        ((ray.x, ray.dx, r.x, r.x + r.w), (ray.y, ray.dy, r.y, r.y + r.h))
    ):
        start, step, lo, hi = map(F, (start, step, lo, hi))
        if step == 0:
            inside = lo <= start <= hi if touching else lo < start < hi
            if not inside:
                return None
            continue
        a, b = sorted(((lo - start) / step, (hi - start) / step))
        faces[axis] = (a, -1 if step > 0 else 1)
        entry, leave = max(entry, a), b if leave is None else min(leave, b)
    if not touching and (r.w == 0 or r.h == 0):
        return None
    if leave is not None and (leave < entry or (not touching and leave == entry)):
        return None
    normal = tuple(faces[ax][1] if ax in faces and faces[ax][0] == entry else 0 for ax in (0, 1))
    return entry, (F(ray.x) + entry * F(ray.dx), F(ray.y) + entry * F(ray.dy)), normal


@given(small, small, small, small, small, small, st.integers(0, 8), st.integers(0, 8), st.booleans())
@example(0, 0, 1, 1, 10, 10, 5, 5, False)  # a corner: both faces
@example(12, 12, 1, 0, 10, 10, 5, 5, False)  # starts inside: no face
@example(10, 12, 1, 0, 10, 10, 5, 5, True)  # starts on the left face
def test_ray_rect_hit_is_the_fraction_slab_reference(x, y, dx, dy, bx, by, w, h, touching):
    if dx == dy == 0:
        return
    ray, box = Ray(x, y, dx, dy), Rect(bx, by, w, h)
    hit, expected = ray_rect_hit(ray, box, touching=touching), hit_reference(ray, box, touching)
    if expected is None:
        assert hit is None
    else:
        assert isinstance(hit, Hit)
        assert (F(hit.t), tuple(map(F, hit.point)), hit.normal) == expected


def test_a_bounce_reverses_the_component_along_the_normal():
    hit = ray_rect_hit(Ray(0, 25, 2, 1), Rect(10, 20, 20, 20))
    assert hit == (5, (10, 30), (-1, 0))
    top = ray_rect_hit(Ray(15, 0, 1, 2), Rect(10, 20, 20, 20))
    assert top.normal == (0, -1) and top.point == (25, 20)


def f_at(line, c, t):
    a, h, k = map(F, circle_quadratic(line, c))
    return a * t * t + 2 * h * t + k


def true_first_root(line, c):
    """(-h - sqrt(h*h - a*k)) / a to 60 digits."""
    with localcontext() as ctx:
        ctx.prec = 60
        a, h, k = (Decimal(v.numerator) / Decimal(v.denominator) for v in map(F, circle_quadratic(line, c)))
        return (-h - (h * h - a * k).sqrt()) / a


@given(small, small, small, small, small, small, st.integers(0, 8), st.booleans(), st.booleans())
@example(0, 5, 10, 5, 5, 0, 5, False, False)  # a tangent: touching only
@example(0, 0, -1, 0, 5, 0, 2, False, True)  # a ray pointing away
@example(0, 0, 10, 0, 5, 0, 5, True, False)  # starts on the circle
def test_circle_hit_verdict_is_the_nearest_point_test_and_t_is_the_first_root(
    x, y, u, v, cx, cy, r, touching, ray
):
    if ray and u == v == 0:
        return
    line = Ray(x, y, u, v) if ray else Segment(x, y, u, v)
    c = Circle(cx, cy, r)
    t = circle_hit(line, c, touching=touching)
    nearest = (ray_intersects_circle if ray else segment_intersects_circle)(line, c, touching=touching)
    assert (t is not None) == nearest
    if t is None:
        return
    assert 0 <= t and (ray or t <= 1)
    if t == 0:
        assert f_at(line, c, F(0)) <= 0
    elif isinstance(t, float) and F(t).limit_denominator(10**6) != F(t):
        assert abs(Decimal(t) - true_first_root(line, c)) <= Decimal(2) ** -40 * (1 + abs(Decimal(t)))
    else:
        assert f_at(line, c, F(t)) == 0  # exactly on the circle, entering
        a, h, _ = map(F, circle_quadratic(line, c))
        assert a * F(t) + h <= 0


def test_circle_hit_by_brute_force_sampling_on_a_small_grid():
    """Sampling can only prove a hit: every sampled point inside must come with a verdict of hit,
    at or before the first sampled t inside."""
    c = Circle(4, 4, 3)
    for x1, y1, x2, y2 in itertools.product(range(0, 9, 2), repeat=4):
        s = Segment(x1, y1, x2, y2)
        if (x1, y1) == (x2, y2):
            assert circle_hit(s, c) is None  # a segment of zero length has no inside
            continue
        inside = [F(k, 64) for k in range(1, 64) if f_at(s, c, F(k, 64)) < 0]
        t = circle_hit(s, c)
        if inside:
            assert t is not None and t <= inside[0]


def test_circle_quadratic_refuses_other_shapes():
    with pytest.raises(TypeError, match="line must be a Segment or a Ray"):
        circle_quadratic(Rect(0, 0, 1, 1), Circle(0, 0, 1))
