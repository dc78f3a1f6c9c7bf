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


# --- every Mask method on zero-width and zero-height masks, on every path ----------------------

ZERO_SHAPES = [(0, 0), (0, 10), (10, 0), (0, 300), (200, 0)]  # (height, width)
PATHS = {  # (SMALL_BITS, PACKED_FROM): which path overlap_area takes
    "as shipped": None,
    "small-integer": (1 << 40, 10**12),
    "boolean": (0, 10**12),
    "packed": (0, 0),
}


def _sprite(h, w, seed):
    return np.random.default_rng(seed).random((h, w)) < 0.5


OTHERS = [(3, 3), (12, 70), (200, 300), *ZERO_SHAPES]
OFFSETS = [(0, 0), (3, 3), (-2, 5), (150, 100), (-1, -1)]


def _brute_area(a, b, ox, oy):
    return sum(
        1
        for y in range(a.shape[0])
        for x in range(a.shape[1])
        if a[y, x] and 0 <= y - oy < b.shape[0] and 0 <= x - ox < b.shape[1] and b[y - oy, x - ox]
    )


@pytest.mark.parametrize("path", PATHS.values(), ids=PATHS.keys())
@pytest.mark.parametrize("zero", ZERO_SHAPES, ids=str)
@pytest.mark.parametrize("other", OTHERS, ids=str)
def test_every_mask_method_on_zero_size_masks_on_every_path(monkeypatch, path, zero, other):
    import pygame

    from collide_lessons import masks
    from collide_lessons.masks import Mask, overlap_image, pair_areas

    if path is not None:
        monkeypatch.setattr(masks, "SMALL_BITS", path[0])
        monkeypatch.setattr(masks, "PACKED_FROM", path[1])
    empty, full = Mask(np.zeros(zero, bool)), Mask(_sprite(*other, seed=1))
    assert empty.count() == 0 and empty.size == (zero[1], zero[0])
    assert empty.bounding_rect() == Rect(0, 0, 0, 0) and empty.rect() == Rect(0, 0, zero[1], zero[0])
    for a, b in ((empty, full), (full, empty), (empty, empty)):
        for ox, oy in OFFSETS:
            theirs = pygame.mask.Mask(a.size).overlap_area(pygame.mask.Mask(b.size), (ox, oy))
            assert theirs == 0
            assert a.overlap_area(b, (ox, oy)) == 0
            assert a.overlap_area_unpacked(b, (ox, oy)) == 0
            assert a.overlap_area_packed(b, (ox, oy)) == 0
            assert a.overlap(b, (ox, oy)) is None
            assert a.overlap_rect(b, (ox, oy)) is None  # no area is shared
            assert a.overlap_mask(b, (ox, oy)) == Mask(np.zeros(a.bits.shape, bool))
            assert overlap_image(a, b, (ox, oy)).shape == (0, 0, 3)
        corners = [(0, 0), *OFFSETS]
        sprites = [a, b] * 3
        pairs = [(i, j) for i in range(len(sprites)) for j in range(len(sprites)) if i != j]
        got = pair_areas(sprites, corners, pairs).tolist()
        want = [
            _brute_area(
                sprites[i].bits,
                sprites[j].bits,
                corners[j][0] - corners[i][0],
                corners[j][1] - corners[i][1],
            )
            if sprites[i].bits.size < 5000 or sprites[j].bits.size < 5000
            else sprites[i].overlap_area_unpacked(
                sprites[j], (corners[j][0] - corners[i][0], corners[j][1] - corners[i][1])
            )
            for i, j in pairs
        ]
        assert got == want


# --- our own sentence, never NumPy's, for shapes that do not fit --------------------------------


def _ours(call, error, words):
    with pytest.raises(error) as caught:
        call()
    message = str(caught.value)
    assert words in message, message
    for numpy_words in ("inhomogeneous", "could not be broadcast", "setting an array element"):
        assert numpy_words not in message, message


@pytest.mark.parametrize(
    "rows",
    [[[1, 0], [1]], [[1], [1, 0, 1]], [[True, False], [True]], [[1, 0], 1], [[[1, 0]], [1, 0]]],
    ids=str,
)
def test_mask_of_ragged_rows_gets_our_sentence(rows):
    from collide_lessons.masks import Mask, pair_areas

    _ours(lambda: Mask(rows), ValueError, "Mask needs a rectangular 2-D array")
    one = [Mask([[1]])]
    _ours(lambda: pair_areas(one * 2, rows, [(0, 1)]), ValueError, "corners must be pairs of whole numbers")
    _ours(
        lambda: pair_areas(one * 2, [(0, 0), (1, 1)], rows),
        ValueError,
        "pairs must be pairs of whole numbers",
    )


# --- exact.within_reach on plain numbers and every numeric type ---------------------------------


def _reach_reference(ax, ay, bx, by, r, touching):
    ax, ay, bx, by, r = (_fraction(v) for v in (ax, ay, bx, by, r))
    value = (bx - ax) ** 2 + (by - ay) ** 2 - r * r
    return value < 0 or (touching and value == 0)


REACH_CASES = [
    (0, 0, 3, 4, 5),  # exactly on the circle
    (0.0, 0.0, 400039997.0, 80004.0, 400040005.0),  # floats say inside; it is on
    (1e200, 0, 3e200, 0, 2e200),  # squares overflow
    (0, 0, 0, 1.5e-323, 1e-323),  # squares underflow
    (0, 0, 2**53, 0, 2**53 - 1),
    (0.1, 0, 0.4, 0, 0.3),
    (0, 0, 1, 1, 1),
]


REACH_KINDS = [int, float, np.float16, np.float32, np.float64, np.longdouble, np.int64]


def _typed(case, kind):
    """``case`` in ``kind`` when every value is exactly that type's (else None): no rounding here."""
    if kind in (int, np.int64) and not all(float(v).is_integer() for v in case):
        return None
    try:
        with np.errstate(over="ignore"):
            values = [kind(v) for v in case]
    except OverflowError:
        return None
    try:
        exact = all(_fraction(v) == Fraction(c) for v, c in zip(values, case))
    except (OverflowError, ValueError):  # an infinity: not this type's value
        return None
    return values if exact else None


def _fraction(v):
    if isinstance(v, np.generic):
        return Fraction(*v.as_integer_ratio()) if isinstance(v, np.floating) else Fraction(int(v))
    return Fraction(v)


REACH_TYPED = [(case, kind) for case in REACH_CASES for kind in REACH_KINDS if _typed(case, kind)]


@pytest.mark.parametrize("case, kind", REACH_TYPED, ids=str)
@pytest.mark.parametrize("touching", [False, True])
def test_within_reach_on_plain_numbers_of_every_type_is_exact(case, kind, touching):
    """Plain numbers (a 0-d answer) and arrays of each type, against Fractions: float16/32 and
    long double are converted exactly or decided exactly, never rounded into a wrong answer."""
    from collide_lessons.exact import within_reach

    values = _typed(case, kind)
    got = within_reach(*values, touching=touching)
    assert np.shape(got) == () and bool(got) == _reach_reference(*values, touching)
    many = [np.full(3, v, dtype=object if kind is int else kind) for v in values]
    assert within_reach(*many, touching=touching).tolist() == [bool(got)] * 3


# --- points_near at every scale: exact, no overflow or underflow --------------------------------


@pytest.mark.parametrize("scale", [2.0**-1074, 2.0**-1070, 2.0**-600, 1, 3.0, 2.0**500, 2.0**1000])
@pytest.mark.parametrize("a, b, c", [(3, 4, 5), (5, 12, 13), (0, 1, 1), (1, 0, 1), (7, 24, 25)])
def test_points_near_is_exact_at_every_scale(a, b, c, scale):
    import math

    from collide_lessons.circles import points_near

    p, q = (a * scale, 0.0), (0.0, b * scale)  # |pq| = sqrt(a**2 + b**2) * scale
    for tol in (c * scale, math.nextafter(c * scale, 0), math.nextafter(c * scale, math.inf)):
        d2 = (Fraction(a * scale)) ** 2 + Fraction(b * scale) ** 2
        assert points_near(p, q, tol=tol) == (d2 <= Fraction(tol) ** 2), (p, q, tol)


@pytest.mark.parametrize(
    "p, q, tol, want",
    [
        ((0, 0), (3e200, 0), 1e200, False),  # the squares overflow
        ((0, 0), (0, 1.5e-323), 1e-323, False),  # the squares underflow to 0
        ((0, 0), (0, 1e-323), 1e-323, True),
        ((0.1 + 0.2, 0), (0.3, 0), 1e-9, True),
    ],
)
def test_points_near_repros(p, q, tol, want):
    from collide_lessons.circles import points_near

    assert points_near(p, q, tol=tol) is want


# --- lines.cells_crossed beyond 2**53: float integers are coordinates like any other -------------


@pytest.mark.parametrize("far", [2.0**53, 2.0**55, 2.0**60, -(2.0**60)])
@pytest.mark.parametrize(
    "a, b, y1, y2", [(0, 2, 0.5, 0.5), (2, 0, 0.5, 3.5), (0, 1, -1.0, 2.0), (1, 1, 0.5, 2.5)]
)
@pytest.mark.parametrize("touching", [False, True])
def test_cells_crossed_far_away_is_the_near_answer_moved(far, a, b, y1, y2, touching):
    """A segment ``far`` cells to the right (floats there are ``step`` apart, all integers) crosses
    the cells of the same segment near 0, each moved ``far`` columns: for x and, swapped, for y."""
    import math

    from collide_lessons.lines import cells_crossed

    step = math.ulp(far)
    near = cells_crossed(Segment(a * step, y1, b * step, y2), touching=touching)
    moved = [(col + int(far), row) for col, row in near]
    assert cells_crossed(Segment(far + a * step, y1, far + b * step, y2), touching=touching) == moved
    swapped = cells_crossed(Segment(y1, far + a * step, y2, far + b * step), touching=touching)
    assert sorted(swapped) == sorted((row, col) for col, row in moved)  # ties in t: any order


# --- polygons: a derived polygon is never refused by the function that made it -----------------

SCALES = [1, 2.0**-30, 2.0**52 - 1, 2.0**52, 2.0**53, 1e20, 2.0**1000]


def _rounded_sum(a, b):
    """The exact sum rounded once: an int when both are ints (and it is at most 2**53), else a float."""
    exact = Fraction(a) + Fraction(b)
    if type(a) is int and type(b) is int and abs(exact) <= 2**53:
        return int(exact)
    return float(exact)


@pytest.mark.parametrize("scale", SCALES, ids=str)
@pytest.mark.parametrize("dx, dy", [(2**53, 0), (0.5, 0), (1, 1), (-(2**52), 0.25), (3.0, -7), (1e20, 1e20)])
def test_polygon_move_rounds_each_vertex_once_or_refuses_the_move(scale, dx, dy):
    import math

    u = math.ulp(scale)  # floats near scale are u apart
    triangle = Polygon([(0, 0), (4 * scale, 0), (0, 3 * scale)])
    far = Polygon([(scale, scale), (scale + 4 * u, scale), (scale, scale + 3 * u)])
    for poly in (triangle, far):
        try:
            moved = poly.move(dx, dy)
        except ValueError as error:  # refused: the sentence is about the move, not a vertex it made
            assert str(error).startswith("cannot move this polygon by"), str(error)
            continue
        want = tuple((_rounded_sum(x, dx), _rounded_sum(y, dy)) for x, y in poly.vertices)
        assert moved.vertices == want
        assert [type(c) for v in moved.vertices for c in v] == [type(c) for v in want for c in v]


def _square(x, y, side):
    return Polygon([(x, y), (x + side, y), (x + side, y + side), (x, y + side)])


@pytest.mark.parametrize("scale", SCALES, ids=str)
@pytest.mark.parametrize("shift", [(0.75, 0.0), (0.5, 0.25), (0.25, 0.75), (0.1, 0.0)])
def test_push_out_answers_every_input_it_accepts(scale, shift):
    """Overlapping squares at every scale: a move after which the mover shares no area with the
    obstacle, at least the exact minimum translation long; or a sentence about the input."""
    from collide_lessons.polygons import polygons_intersect, push_out

    side = 4 * scale
    try:
        mover = _square(shift[0] * side, shift[1] * side, side)
    except ValueError:
        mover = _square(0.0, 0.0, side)
    obstacle = _square(0.0, 0.0, side) if mover != _square(0.0, 0.0, side) else _square(side / 2, 0, side)
    for a, b in ((mover, obstacle), (obstacle, mover)):
        try:
            dx, dy = push_out(a, b)
        except ValueError as error:
            assert str(error).startswith("push_out"), str(error)
            continue
        assert not polygons_intersect(a.move(dx, dy), b)
        ends = [x for v in (*a.vertices, *b.vertices) for x in v]
        assert all(type(v) in (int, float) for v in (dx, dy)) and max(map(abs, ends)) > 0


def test_push_out_repros():
    from collide_lessons.polygons import push_out

    a = Polygon([(0.0, 0.0), (4e20, 0.0), (4e20, 4e20), (0.0, 4e20)])
    b = Polygon([(3e20, 0.0), (7e20, 0.0), (7e20, 4e20), (3e20, 4e20)])
    assert push_out(a, b) == (-1e20, 0)
    assert Polygon([(0, 0), (4, 0), (0, 3)]).move(2**53, 0).vertices == (
        (2**53, 0),
        (float(2**53 + 4), 0),
        (2**53, 3),
    )


def test_push_out_near_2_to_the_52_and_53_moves_every_overlapping_pair_apart():
    """Triangles whose vertices sit on the float grid near 2**51 .. 2**53 (spacing 0.5 to 2), where
    a rounded move bends the mover: push_out still answers with a move that clears the obstacle
    (on the old code it refused its own moved polygon as collinear or repeating a vertex)."""
    import random

    from collide_lessons.polygons import polygons_intersect, push_out

    rng = random.Random(1)
    answered = 0
    for _ in range(1500):
        base = rng.choice([2.0**51, 2.0**52 - 8, 2.0**52, 2.0**53])

        def corner(base=base):
            return tuple(base + rng.randint(-6, 6) * rng.choice([0.5, 1, 2]) for _ in range(2))

        try:
            a, b = Polygon([corner() for _ in range(3)]), Polygon([corner() for _ in range(3)])
        except ValueError:
            continue  # not a triangle: three points on a line or repeated
        if not polygons_intersect(a, b):
            continue
        dx, dy = push_out(a, b)
        assert not polygons_intersect(a.move(dx, dy), b), (a, b, dx, dy)
        answered += 1
    assert answered > 100


# --- every public batch function: the scalar answer in every layout, for one and for many ------

from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from collide_lessons import batch, collides  # noqa: E402
from tests.strategies import float_circles, float_rects, int_circles, int_rects  # noqa: E402


def _numbers_of(shape):
    return list(shape.to_ltrb()) if isinstance(shape, Rect) else [shape.x, shape.y, shape.r]


def _all_int(shapes):
    return all(type(v) is int for s in shapes for v in _numbers_of(s))


def _layouts_one(shape):
    """One shape in every layout the docs accept (int dtypes only for integer shapes)."""
    row = _numbers_of(shape)
    out = {"shape": shape, "list": row, "tuple": tuple(row), "float64": np.array(row, dtype=np.float64)}
    out["float32 (1, k)"] = np.array([row], dtype=np.float64).astype(np.float32)
    out["longdouble"] = np.array(row, dtype=np.longdouble)
    if _all_int([shape]):
        out["int64"] = np.array(row, dtype=np.int64)
        out["int32 (1, k)"] = np.array([row], dtype=np.int32)
        out["uint8"] = np.array(row, dtype=np.uint8) if min(row) >= 0 and max(row) < 256 else out["int64"]
    return out


def _layouts_many(shapes):
    rows = [_numbers_of(s) for s in shapes]
    out = {
        "list of shapes": list(shapes),
        "tuple of shapes": tuple(shapes),
        "list of lists": rows,
        "tuple of tuples": tuple(tuple(r) for r in rows),
        "(n, k) float64": np.array(rows, dtype=np.float64),
        "(n, k) longdouble": np.array(rows, dtype=np.longdouble),
    }
    if isinstance(shapes[0], Rect):
        out["Boxes"] = batch.Boxes(rows)
    if _all_int(shapes):
        out["(n, k) int64"] = np.array(rows, dtype=np.int64)
        out["(n, k) int16"] = np.array(rows, dtype=np.int16)
    return out


def _check_every_layout(function, first, second, touching):
    """``function`` on every layout of one ``first`` and many ``second`` (and the reverse for
    boxes), against ``collides`` pair by pair: one and one, one and many, many and many."""
    a, many = first, second
    want_one = collides(a, many[0], touching=touching)
    want_many = [collides(a, s, touching=touching) for s in many]
    want_paired = [collides(p, q, touching=touching) for p, q in zip([a] * len(many), many)]
    for name_a, x in _layouts_one(a).items():
        for name_b, y in _layouts_one(many[0]).items():
            got = function(x, y, touching=touching)
            want_shape = (
                np.broadcast_shapes(np.shape(x)[:-1], np.shape(y)[:-1])
                if hasattr(x, "shape") or hasattr(y, "shape")
                else ()
            )
            assert np.shape(got) == want_shape, (name_a, name_b, np.shape(got))
            assert np.asarray(got).ravel().tolist() == [want_one] * int(np.prod(want_shape)), (name_a, name_b)
        for name_b, ys in _layouts_many(many).items():
            got = function(x, ys, touching=touching)
            assert np.asarray(got).ravel().tolist() == want_many, (name_a, name_b)
            assert len(np.asarray(got).ravel()) == len(many)
    for name, xs in _layouts_many([a] * len(many)).items():
        for name_b, ys in _layouts_many(many).items():
            got = function(xs, ys, touching=touching)
            assert np.asarray(got).tolist() == want_paired, (name, name_b)


@settings(max_examples=40)
@given(
    st.one_of(int_rects, float_rects),
    st.lists(st.one_of(int_rects, float_rects), min_size=1, max_size=5),
    st.booleans(),
)
def test_collides_rects_gives_the_scalar_answer_in_every_layout(query, rects, touching):
    _check_every_layout(batch.collides_rects, query, rects, touching)
    _check_every_layout(
        lambda x, y, touching: batch.collides_rects(y, x, touching=touching), query, rects, touching
    )


@settings(max_examples=40)
@given(
    st.one_of(int_circles, float_circles),
    st.lists(st.one_of(int_rects, float_rects), min_size=1, max_size=5),
    st.booleans(),
)
def test_collides_circles_rects_gives_the_scalar_answer_in_every_layout(circle, rects, touching):
    _check_every_layout(batch.collides_circles_rects, circle, rects, touching)


@settings(max_examples=40)
@given(st.lists(st.one_of(int_rects, float_rects), min_size=2, max_size=6), st.booleans())
def test_ltrb_overlap_spans_overlap_and_has_area_agree_with_the_scalar_rules(rects, touching):
    from collide_lessons.rects import spans_overlap

    boxes = np.array([r.to_ltrb() for r in rects], dtype=float)
    grid = batch.ltrb_overlap(boxes[:, None], boxes[None, :], touching=touching)
    assert grid.tolist() == [[collides(p, q, touching=touching) for q in rects] for p in rects]
    assert bool(batch.ltrb_overlap(boxes[0], boxes[1], touching=touching)) == collides(
        rects[0], rects[1], touching=touching
    )
    lo, hi = boxes[:, 0], boxes[:, 2]
    spans = batch.spans_overlap(lo[:, None], hi[:, None], lo[None, :], hi[None, :], touching=touching)
    assert spans.tolist() == [
        [spans_overlap(p.left, p.right, q.left, q.right, touching=touching) for q in rects] for p in rects
    ]
    assert batch.has_area(boxes).tolist() == [r.w > 0 and r.h > 0 for r in rects]


@pytest.mark.parametrize(
    "call, words",
    [
        (lambda: batch.collides_rects(np.zeros((3, 4)), np.zeros((2, 4))), "a and b must broadcast"),
        (lambda: batch.collides_rects(np.zeros((3, 4)), [Rect(0, 0, 1, 1)] * 2), "a and b must broadcast"),
        (lambda: batch.collides_circles_rects(np.zeros((3, 3)), np.zeros((2, 4))), "circles and boxes must"),
        (lambda: batch.ltrb_overlap(np.zeros((3, 4)), np.zeros((2, 4))), "a and b must broadcast"),
        (lambda: batch.collides_rects([[0, 0, 1], [0, 0, 1, 1]], [0, 0, 1, 1]), "rectangular array"),
        (lambda: batch.collides_circles_rects([[0, 0, 1], [0, 0]], [0, 0, 1, 1]), "rectangular array"),
    ],
)
def test_batch_shapes_that_do_not_fit_get_our_sentence(call, words):
    _ours(call, ValueError, words)


@pytest.mark.parametrize(
    "shape",
    [Point(2.0**1022, 0), Circle(0, -(2.0**1022), 1), Rect(2.0**1021, 0, 2.0**1021, 1), Rect(0, 2**53, 3, 4)],
    ids=repr,
)
@pytest.mark.parametrize("dx, dy", [(2.0**1022, 0), (0, -(2.0**1021)), (1, 1), (2**53, -(2**53)), (0.5, 0)])
def test_every_move_is_rounded_once_or_refused_as_a_move(shape, dx, dy):
    """``move`` never hands its own result to a constructor that refuses it: the moved shape, each
    sum rounded once, or a sentence about the move."""
    try:
        moved = shape.move(dx, dy)
    except ValueError as error:
        assert str(error).startswith(f"cannot move {shape!r} by"), str(error)
        return
    assert (moved.x, moved.y) == (_rounded_sum(shape.x, dx), _rounded_sum(shape.y, dy))
