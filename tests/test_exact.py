"""exact: the sign of d² - R² for circles, in floats when the error bound decides, in
Fractions when it cannot; checked against a Fraction computation written here."""

from fractions import Fraction

import numpy as np
import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from collide_lessons.exact import (
    cross_sign,
    dot_sign,
    orient_sign,
    plain,
    ray_reach_sign,
    reach_sign,
    reach_signs,
    segment_reach_sign,
    sign,
    within_reach,
)

# floats of every scale: small integers (ties), dyadic steps, decimals, huge and subnormal values
numbers = st.one_of(
    st.integers(-50, 50).map(float),
    st.integers(-400, 400).map(lambda n: n / 8),
    st.floats(-1e6, 1e6, allow_nan=False),
    st.floats(-1e300, 1e300, allow_nan=False),
    st.floats(-1e-300, 1e-300, allow_nan=False),
)
radii = numbers.map(abs)


def sign_by_fractions(ax, ay, bx, by, r1, r2=0.0):
    """The reference: no floats after reading the stored values."""
    dx, dy, reach = Fraction(bx) - Fraction(ax), Fraction(by) - Fraction(ay), Fraction(r1) + Fraction(r2)
    value = dx * dx + dy * dy - reach * reach
    return (value > 0) - (value < 0)


@given(numbers, numbers, numbers, numbers, radii, radii)
@example(0.0, 0.0, 400039997.0, 80004.0, 400040005.0, 0.0)  # on the circle, float says otherwise
@example(0.1, 0.0, 0.4, 0.0, 0.3, 0.0)  # 0.4 - 0.1 is not 0.3
@example(1e200, 0.0, 3e200, 0.0, 1e200, 1e200)  # squares overflow
@example(5e-324, 0.0, 0.0, 0.0, 5e-324, 0.0)  # squares underflow
def test_reach_sign_is_the_exact_sign(ax, ay, bx, by, r1, r2):
    assert reach_sign(ax, ay, bx, by, r1, r2) == sign_by_fractions(ax, ay, bx, by, r1, r2)


@given(st.lists(st.tuples(numbers, numbers, numbers, numbers, radii), min_size=1, max_size=20))
def test_reach_signs_and_within_reach_agree_with_the_scalar_element_by_element(rows):
    ax, ay, bx, by, r = (np.array(column) for column in zip(*rows))
    signs = [sign_by_fractions(*row) for row in rows]
    assert reach_signs(ax, ay, bx, by, r).tolist() == signs
    assert within_reach(ax, ay, bx, by, r, touching=False).tolist() == [s < 0 for s in signs]
    assert within_reach(ax, ay, bx, by, r, touching=True).tolist() == [s <= 0 for s in signs]


@pytest.mark.parametrize("a, b, c", [(3, 4, 5), (5, 12, 13), (119, 120, 169)])
@pytest.mark.parametrize("scale", [1, 2.0**-1000, 2.0**500])
def test_pythagorean_triples_touch_exactly_at_every_scale(a, b, c, scale):
    assert reach_sign(0, 0, a * scale, b * scale, c * scale) == 0
    assert reach_sign(0, 0, a * scale, b * scale, np.nextafter(c * scale, 0)) == 1
    assert reach_sign(0, 0, a * scale, b * scale, np.nextafter(c * scale, np.inf)) == -1


# --- orientation, dot products, distance to a segment or a ray ------------------------------


def fraction_sign(value):
    return (value > 0) - (value < 0)


def cross_by_fractions(ax, ay, bx, by, cx, cy, dx, dy):
    ax, ay, bx, by, cx, cy, dx, dy = map(Fraction, (ax, ay, bx, by, cx, cy, dx, dy))
    return fraction_sign((bx - ax) * (dy - cy) - (by - ay) * (dx - cx))


def dot_by_fractions(ax, ay, bx, by, cx, cy, dx, dy):
    ax, ay, bx, by, cx, cy, dx, dy = map(Fraction, (ax, ay, bx, by, cx, cy, dx, dy))
    return fraction_sign((bx - ax) * (dx - cx) + (by - ay) * (dy - cy))


def nearest_on(ox, oy, ux, uy, px, py, bounded):
    """The nearest point of o + t u (t in [0, 1], or t >= 0) to p, by dividing (a projection)."""
    length2 = ux * ux + uy * uy
    t = Fraction(0) if length2 == 0 else max(Fraction(0), ((px - ox) * ux + (py - oy) * uy) / length2)
    if bounded:
        t = min(t, Fraction(1))
    return ox + t * ux, oy + t * uy


def segment_by_fractions(x1, y1, x2, y2, px, py, r):
    x1, y1, x2, y2, px, py, r = map(Fraction, (x1, y1, x2, y2, px, py, r))
    nx, ny = nearest_on(x1, y1, x2 - x1, y2 - y1, px, py, True)
    return fraction_sign((px - nx) ** 2 + (py - ny) ** 2 - r * r)


def ray_by_fractions(x, y, dx, dy, px, py, r):
    x, y, dx, dy, px, py, r = map(Fraction, (x, y, dx, dy, px, py, r))
    nx, ny = nearest_on(x, y, dx, dy, px, py, False)
    return fraction_sign((px - nx) ** 2 + (py - ny) ** 2 - r * r)


eight = st.tuples(numbers, numbers, numbers, numbers, numbers, numbers, numbers, numbers)


@given(eight)
@example((0.1, 0.1, 0.2, 0.3, 0.1, 0.1, 0.4, 0.7))  # floats alone say -1: exactly parallel
@example((1e300, 1e300, -1e300, 1e300, 1e300, 1e300, 0.0, -1e300))  # products overflow
@example((5e-324, 0.0, 0.0, 5e-324, 5e-324, 0.0, 5e-324, 5e-324))  # products underflow
def test_cross_and_dot_signs_are_exact(values):
    assert cross_sign(*values) == cross_by_fractions(*values)
    assert dot_sign(*values) == dot_by_fractions(*values)
    px, py, qx, qy, rx, ry = values[:6]
    assert orient_sign(px, py, qx, qy, rx, ry) == cross_by_fractions(px, py, qx, qy, px, py, rx, ry)


@given(st.tuples(*[st.integers(-(2**40), 2**40)] * 8))
def test_integers_are_exact_without_floats(values):
    assert cross_sign(*values) == cross_by_fractions(*values)
    assert dot_sign(*values) == dot_by_fractions(*values)


def near(value, step):
    """The float ``step`` ulps from ``value`` (towards +inf for positive steps)."""
    for _ in range(abs(step)):
        value = np.nextafter(value, np.inf if step > 0 else -np.inf)
    return float(value)


@given(numbers, numbers, numbers, numbers, numbers, numbers, radii, st.integers(-2, 2))
@example(0.0, 0.0, 10.0, 0.0, 5.0, 3.0, 3.0, 0)  # on the circle's edge
@example(0.1, 0.2, 0.7, 0.3, 0.4, 0.9, 0.0, 0)
@example(1e300, 1e300, -1e300, 1e300, 0.0, -1e300, 1e300, 0)  # overflow
@example(5e-324, 0.0, 0.0, 5e-324, 5e-324, 5e-324, 5e-324, 0)  # underflow
def test_segment_and_ray_reach_signs_are_exact(x1, y1, x2, y2, px, py, r, step):
    """Radii near the true distance too: the float nearest to it, and a few ulps either side."""
    for radius in (r, _near_distance(x1, y1, x2, y2, px, py, True, step)):
        assert segment_reach_sign(x1, y1, x2, y2, px, py, radius) == segment_by_fractions(
            x1, y1, x2, y2, px, py, radius
        )
        if (x2, y2) != (0.0, 0.0):
            assert ray_reach_sign(x1, y1, x2, y2, px, py, radius) == ray_by_fractions(
                x1, y1, x2, y2, px, py, radius
            )


def _near_distance(ox, oy, ux, uy, px, py, segment, step):
    ox, oy, ux, uy, px, py = map(Fraction, (ox, oy, ux, uy, px, py))
    if segment:
        ux, uy = ux - ox, uy - oy
    nx, ny = nearest_on(ox, oy, ux, uy, px, py, True)
    d2 = (px - nx) ** 2 + (py - ny) ** 2
    try:
        return abs(near(float(d2) ** 0.5, step))
    except OverflowError:
        return 1e300


@pytest.mark.parametrize("a, b, c", [(3, 4, 5), (5, 12, 13), (119, 120, 169)])
@pytest.mark.parametrize("scale", [1, 2.0**-500, 2.0**500])
def test_a_point_a_pythagorean_distance_from_a_segment_touches_at_every_scale(a, b, c, scale):
    """The foot of the perpendicular inside the segment: the distance is exactly c."""
    x1, y1, x2, y2 = 0.0, 0.0, 8.0 * a * scale, -8.0 * b * scale  # a line with direction (a, -b)
    px, py = 4 * a * scale + b * scale, -4 * b * scale + a * scale  # c away from its middle
    assert segment_reach_sign(x1, y1, x2, y2, px, py, c * scale) == 0
    assert segment_reach_sign(x1, y1, x2, y2, px, py, near(c * scale, -1)) == 1
    assert segment_reach_sign(x1, y1, x2, y2, px, py, near(c * scale, 1)) == -1
    assert ray_reach_sign(x1, y1, x2, y2, px, py, c * scale) == 0


def test_sign_and_plain():
    assert [sign(v) for v in (-0.5, 0, 3, Fraction(-1, 3))] == [-1, 0, 1, -1]
    assert plain(Fraction(4, 2)) == 2 and type(plain(Fraction(4, 2))) is int
    assert plain(Fraction(3, 8)) == 0.375 and type(plain(Fraction(3, 8))) is float
    assert plain(Fraction(1, 3)) == Fraction(1, 3)
