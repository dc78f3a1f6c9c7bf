"""Whole classes of input the docs accept, tried on every public entry point (issue 23).

Each test walks a class rather than one repro: every NumPy scalar type in every constructor,
every input layout in every batch function, every zero-size mask in every mask method and
path, every huge and tiny scale in the exact predicates. References share no code with the
package: ``fractions.Fraction``, brute force, pygame-ce.
"""

from fractions import Fraction

import numpy as np
import pytest

from collide_lessons import Circle, Point, Rect
from collide_lessons.lines import Ray, Segment
from collide_lessons.polygons import Polygon

# --- every NumPy scalar type in every constructor ----------------------------------------------

FLOAT_TYPES = [np.float16, np.float32, np.float64, np.longdouble]
INT_TYPES = [np.int8, np.int16, np.int32, np.int64, np.uint8, np.uint16, np.uint32, np.uint64]

CONSTRUCTORS = {
    "Point": lambda v: Point(v, 4),
    "Point y": lambda v: Point(4, v),
    "Circle x": lambda v: Circle(v, 1, 5),
    "Circle y": lambda v: Circle(3, v, 5),
    "Circle r": lambda v: Circle(3, 1, v),
    "Rect x": lambda v: Rect(v, 2, 3, 4),
    "Rect w": lambda v: Rect(1, 2, v, 4),
    "Rect h": lambda v: Rect(1, 2, 3, v),
    "Rect.from_ltrb": lambda v: Rect.from_ltrb(-7, v, 9, 9),
    "Rect.from_center": lambda v: Rect.from_center(v, 0, 2, 2),
    "Rect.from_corners": lambda v: Rect.from_corners((v, 0), (9, 9)),
    "Segment": lambda v: Segment(v, 0, 9, 9),
    "Ray": lambda v: Ray(v, 0, 1, 1),
    "Polygon": lambda v: Polygon([(v, 0), (20, 0), (0, 20)]),
    "Rect.move": lambda v: Rect(0, 0, 1, 1).move(v, 0),
    "Point.move": lambda v: Point(0, 0).move(0, v),
    "Polygon.moved": lambda v: Polygon([(0, 0), (20, 0), (0, 20)]).moved(v, 0),
}


@pytest.mark.parametrize("kind", FLOAT_TYPES + INT_TYPES)
@pytest.mark.parametrize("make", CONSTRUCTORS.values(), ids=CONSTRUCTORS.keys())
def test_every_numpy_scalar_type_that_is_exact_is_read_as_the_plain_number(make, kind):
    """A value exactly a float64 (1.5 in every float type, 3 in every int type) builds the same
    shape as the plain Python number, stored as a plain int or float."""
    plain = 3 if kind in INT_TYPES else 1.5
    got, want = make(kind(plain)), make(plain)
    assert got == want
    stored = [v for v in _numbers(got)]
    assert all(type(v) in (int, float) for v in stored), stored


def _numbers(shape):
    if isinstance(shape, Polygon):
        return [c for v in shape.vertices for c in v]
    if isinstance(shape, Rect):
        return list(shape.to_ltrb()) + [shape.w, shape.h]
    return [getattr(shape, f) for f in shape.__dataclass_fields__]


@pytest.mark.parametrize("make", CONSTRUCTORS.values(), ids=CONSTRUCTORS.keys())
def test_numpy_scalars_that_are_not_exact_floats_or_not_numbers_get_a_sentence(make):
    third = np.longdouble(1) / np.longdouble(3)  # not a float64 value: refused, never rounded
    with pytest.raises(ValueError, match="exactly a float64"):
        make(third)
    with pytest.raises(ValueError, match="finite"):
        make(np.longdouble("inf"))
    with pytest.raises(ValueError, match="magnitude at most 2\\*\\*1022"):
        make(np.longdouble(2) ** 2000)
    with pytest.raises(ValueError, match="magnitude at most 2\\*\\*53"):
        make(np.uint64(2**60))
    with pytest.raises(TypeError, match="must be a number"):
        make(np.bool_(True))


@pytest.mark.parametrize("make", CONSTRUCTORS.values(), ids=CONSTRUCTORS.keys())
def test_other_real_types_follow_the_same_rule(make):
    from decimal import Decimal

    assert make(Fraction(3, 2)) == make(1.5)
    with pytest.raises(ValueError, match="exactly a float64"):
        make(Fraction(1, 3))
    with pytest.raises(TypeError, match="must be a number"):
        make(Decimal("1.5"))  # not a numbers.Real: refused by type, as before
