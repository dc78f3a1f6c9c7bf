"""exact: the sign of d² - R² for circles, in floats when the error bound decides, in
Fractions when it cannot; checked against a Fraction computation written here."""

from fractions import Fraction

import numpy as np
import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from collide_lessons.exact import reach_sign, reach_signs, within_reach

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
