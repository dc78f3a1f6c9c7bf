"""Every predicate against an exact Fraction reference (tests/exact_reference.py), at every scale.

Each example draws a batch of CASES shape pairs, so the thorough profile
(``make test-thorough``: 10,000 examples a test) checks 200,000 cases per
predicate family; ``make test`` runs the bounded CI profile.

The numbers come from one scale per example: two-decimal values (1.56, 3.19),
huge values up to the 2**1022 limit, subnormal values, integers near 2**53, and
shared edges and near-tie circles built on purpose (random floats almost never tie).
"""

import math
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import assume, example, given
from hypothesis import strategies as st

from collide_lessons import Circle, Point, Rect, batch, collides
from collide_lessons.broadphase import METHODS, find_pairs
from collide_lessons.lines import Ray, Segment
from collide_lessons.motion import sweep
from collide_lessons.polygons import Polygon
from collide_lessons.rects import contact_side, intersection, push_out
from tests import exact_reference as ref

CASES = 20
TRIPLES = [(3, 4, 5), (5, 12, 13), (8, 15, 17), (7, 24, 25), (20, 21, 29), (119, 120, 169)]

# --- numbers, one scale per example ---------------------------------------------------------

SCALES = {
    "two decimals": lambda n: n / 100,
    "integers": lambda n: n,
    "near 2**53": lambda n: 2**53 - (n % 129) if n >= 0 else -(2**53) + (n % 129),
    "huge": lambda n: n * 2.0**1012,
    "tiny": lambda n: n * 2.0**-1074,
    "mixed sizes": lambda n: n * 2.0 ** (3 * (n % 7) - 10),
}


@st.composite
def number_pools(draw):
    """A scale and a small pool of values in it: drawing edges from a pool of 6 makes
    shared edges and equal coordinates common."""
    scale = draw(st.sampled_from(sorted(SCALES)))
    make = SCALES[scale]
    pool = draw(st.lists(st.integers(-1024, 1024), min_size=6, max_size=6))
    values = [make(n) for n in pool]
    if scale == "huge":
        values = [max(-(2.0**1022), min(2.0**1022, v)) for v in values]
    return values


def _rect(draw, pool):
    x0, x1 = sorted(draw(st.sampled_from(pool)) for _ in range(2))
    y0, y1 = sorted(draw(st.sampled_from(pool)) for _ in range(2))
    if draw(st.booleans()):
        return Rect.from_ltrb(x0, y0, x1, y1)
    # the x, y, w, h form: the size is a pool value's magnitude, right = x + w rounded once
    w, h = abs(draw(st.sampled_from(pool))), abs(draw(st.sampled_from(pool)))
    try:
        return Rect(x0, y0, w, h)
    except ValueError:  # x + w beyond 2**53 for integers is fine; beyond limits is not
        return Rect.from_ltrb(x0, y0, x1, y1)


def _circle(draw, pool):
    return Circle(draw(st.sampled_from(pool)), draw(st.sampled_from(pool)), abs(draw(st.sampled_from(pool))))


def _point(draw, pool):
    return Point(draw(st.sampled_from(pool)), draw(st.sampled_from(pool)))


@st.composite
def near_tie_circles(draw):
    """Two circles (or a circle and a point, or a circle and a box corner) whose exact
    distance is r1 + r2, scaled up to 1e9, then nudged by at most one float step."""
    a, b, c = draw(st.sampled_from(TRIPLES))
    k = draw(st.one_of(st.integers(1, 10**9), st.sampled_from([0.1, 0.01, 1e-7, 3.3])))
    nudge = draw(st.sampled_from([-1, 0, 0, 1]))
    x, y, r = a * k, b * k, c * k
    if nudge:
        x = math.nextafter(float(x), math.inf * nudge)
    r1 = draw(st.sampled_from([0, r / 2, r / 3, r]))
    r1 = float(r1) if isinstance(r, float) else r1
    shape = draw(st.sampled_from(["circles", "point", "corner"]))
    if shape == "circles":
        return Circle(0, 0, r1), Circle(x, y, r - r1 if r >= r1 else 0)
    if shape == "point":
        return Circle(0, 0, r), Point(x, y)
    return Circle(0, 0, r), Rect(x, y, abs(x) + 1, abs(y) + 1)


@st.composite
def shape_pairs(draw, kinds=("Point", "Circle", "Rect")):
    pool = draw(number_pools())
    makers = {"Point": _point, "Circle": _circle, "Rect": _rect}
    out = []
    for _ in range(CASES):
        if "Circle" in kinds and draw(st.integers(0, 4)) == 0:
            out.append(draw(near_tie_circles()))
            continue
        a, b = draw(st.sampled_from(kinds)), draw(st.sampled_from(kinds))
        out.append((makers[a](draw, pool), makers[b](draw, pool)))
    return out


@st.composite
def rect_pairs(draw):
    pool = draw(number_pools())
    return [(_rect(draw, pool), _rect(draw, pool)) for _ in range(CASES)]


# --- the scalar rule --------------------------------------------------------------------------


@given(shape_pairs())
@example([(Circle(1e200, 0, 1e200), Point(3e200, 0))])  # squares overflow
@example([(Circle(0.0, 0.0, 400040005.0), Point(400039997.0, 80004.0))])  # on the circle
@example([(Rect.from_ltrb(-1.41, 0, 1.56, 1), Rect.from_ltrb(1.56, 0, 3, 1))])  # a shared edge
@example([(Point(1.0, 0.5), Rect(0, 0, 1, 1)), (Point(0.5, 1.0), Rect(0, 0, 1, 1))])  # right/bottom edge
@example([(Circle(5e-324, 0, 5e-324), Point(0, 0)), (Circle(0, 0, 5e-324), Circle(1e-323, 0, 5e-324))])
@example(
    [
        (Rect(5, 5, 0, 0), Rect(0, 0, 10, 10)),
        (Rect(5, 5, 0, 0), Circle(5, 5, 3)),
        (Circle(5, 5, 0), Circle(5, 5, 3)),
        (Circle(5, 5, 0), Rect(0, 0, 10, 10)),
        (Point(5, 5), Rect(5, 5, 0, 0)),
        (Point(5, 5), Circle(5, 5, 0)),
    ]
)
def test_collides_is_exact(pairs):
    for a, b in pairs:
        for touching in (False, True):
            expected = ref.meets(a, b, touching)
            assert collides(a, b, touching=touching) == expected, (a, b, touching)
            assert collides(b, a, touching=touching) == expected, (b, a, touching)


@given(shape_pairs())
def test_zero_sizes_never_collide_and_touching_is_never_stricter(pairs):
    for a, b in pairs:
        if not collides(a, b, touching=True):
            assert not collides(a, b)
        for shape in (a, b):
            empty = (isinstance(shape, Rect) and (shape.x == shape.right or shape.y == shape.bottom)) or (
                isinstance(shape, Circle) and shape.r == 0
            )
            if empty:
                assert not collides(a, b)


# --- batch = scalar = reference ---------------------------------------------------------------


@given(rect_pairs())
@example([(Rect(0, 0, 0, 5), Rect(0, 0, 10, 10))])  # a zero-width box has no area
def test_batch_rects_are_exact(pairs):
    a = np.array([p[0].to_ltrb() for p in pairs], dtype=float)
    b = np.array([p[1].to_ltrb() for p in pairs], dtype=float)
    world = batch.Boxes(b)
    for touching in (False, True):
        expected = np.array([ref.meets(p, q, touching) for p, q in pairs])
        assert np.array_equal(batch.collides_rects(a, b, touching=touching), expected)
        assert np.array_equal(batch.collides_rects(list(a), b, touching=touching), expected)
        # one against many, frozen columns and plain rows, against the reference row by row
        got = batch.collides_rects(a[0], world, touching=touching)
        want = np.array([ref.meets(pairs[0][0], q, touching) for _, q in pairs])
        assert np.array_equal(got, want)
        assert np.array_equal(batch.collides_rects(a[0], b, touching=touching), want)


@given(shape_pairs(kinds=("Circle", "Rect")))
@example([(Circle(10, 5, 0), Rect(0, 0, 10, 10))])  # zero radius on the right edge
def test_batch_circles_against_boxes_are_exact(pairs):
    pairs = [(c, r) if isinstance(c, Circle) else (r, c) for c, r in pairs]
    pairs = [(c, r) for c, r in pairs if isinstance(c, Circle) and isinstance(r, Rect)]
    assume(pairs)
    circles = np.array([(c.x, c.y, c.r) for c, _ in pairs], dtype=float)
    boxes = np.array([r.to_ltrb() for _, r in pairs], dtype=float)
    for touching in (False, True):
        expected = np.array([ref.meets(c, r, touching) for c, r in pairs])
        assert np.array_equal(batch.collides_circles_rects(circles, boxes, touching=touching), expected)
        # one circle against many boxes: repeated past 256 rows to take the strip filter
        many = np.repeat(boxes, 300 // len(boxes) + 1, axis=0)
        want = np.array([ref.meets(pairs[0][0], Rect.from_ltrb(*row), touching) for row in many])
        assert np.array_equal(batch.collides_circles_rects(circles[0], many, touching=touching), want)


def test_chunk_boundaries_lose_no_row():
    """Rows on both sides of every 65,536-row chunk boundary, in every one-against-many path."""
    n = 3 * batch.CHUNK + 5
    boxes = np.tile([100.0, 100.0, 101.0, 101.0], (n, 1))
    hits = [0, batch.CHUNK - 1, batch.CHUNK, 2 * batch.CHUNK - 1, 2 * batch.CHUNK, n - 1]
    boxes[hits] = [0.0, 0.0, 2.0, 2.0]
    want = np.zeros(n, dtype=bool)
    want[hits] = True
    assert np.array_equal(batch.collides_rects([1, 1, 3, 3], boxes), want)
    assert np.array_equal(batch.collides_rects([1, 1, 3, 3], batch.Boxes(boxes)), want)
    assert np.array_equal(batch.collides_circles_rects([1, 1, 0.5], boxes), want)


def test_frozen_boxes_of_zero_width_have_no_area():
    world = batch.Boxes([[0, 0, 0, 10], [0, 0, 10, 0], [0, 0, 10, 10]])
    assert batch.collides_rects([-5, -5, 5, 5], world).tolist() == [False, False, True]
    assert batch.collides_rects([-5, -5, 5, 5], world, touching=True).tolist() == [True, True, True]


def test_zero_radius_on_a_right_edge_touches_in_the_strip_filter():
    boxes = np.tile([0.0, 0.0, 10.0, 10.0], (300, 1))
    assert batch.collides_circles_rects([10, 5, 0], boxes, touching=True).all()
    assert not batch.collides_circles_rects([10, 5, 0], boxes).any()


def test_batch_refuses_right_left_of_left_and_bottom_above_top():
    with pytest.raises(ValueError, match="right >= left and bottom >= top; row 1"):
        batch.collides_rects([0, 0, 1, 1], [[0, 0, 1, 1], [0, 5, 1, 4]])
    with pytest.raises(ValueError, match="right >= left and bottom >= top; row 0"):
        batch.collides_rects([0, 0, 1, 1], [[3, 0, 1, 1]])


# --- find_pairs -------------------------------------------------------------------------------


@given(rect_pairs(), st.booleans())
def test_every_find_pairs_method_is_exact(pairs, touching):
    rects = [r for pair in pairs for r in pair][:24]
    boxes = np.array([r.to_ltrb() for r in rects], dtype=float)
    expected = [
        [i, j]
        for i in range(len(rects))
        for j in range(i + 1, len(rects))
        if ref.meets(rects[i], rects[j], touching)
    ]
    for method in METHODS:
        got = find_pairs(boxes, method=method, touching=touching)
        assert got.tolist() == expected, method


@pytest.mark.parametrize("method", METHODS)
def test_find_pairs_at_the_limits(method):
    wide = np.array([[0, 0, 2**32 - 1, 2**32 - 1], [1, 1, 2, 2]], dtype=float)
    assert find_pairs(wide, method=method, cell_size=1).tolist() == [[0, 1]]
    huge = np.array(
        [[-(2.0**1022), -(2.0**1022), 2.0**1022, 2.0**1022], [0, 0, 1, 1], [1e300, 0, 1.1e300, 1]]
    )
    assert find_pairs(huge, method=method).tolist() == [[0, 1], [0, 2]]
    with pytest.raises(ValueError, match="more than 2\\*\\*40 cells"):
        find_pairs(huge, method="grid", cell_size=1e-300)


# --- sweep, contact_side, push_out, intersection ---------------------------------------------


@given(rect_pairs(), st.lists(st.integers(-3, 3), min_size=2, max_size=2))
@example([(Rect(0, 0, 10, 10), Rect(20, 10, 10, 10))], [1, 1])  # exactly grazes the corner
def test_sweep_is_exact(pairs, direction):
    for mover, obstacle in pairs:
        # velocity: a multiple of the scene's own size, so contact happens within the step
        span = max(abs(obstacle.right - mover.x), abs(obstacle.bottom - mover.y), 1e-300)
        velocity = (direction[0] * span, direction[1] * span)
        try:
            velocity = tuple(
                float(v) if abs(v) <= 2.0**1022 else math.copysign(2.0**1022, v) for v in velocity
            )
        except OverflowError:
            continue
        got = sweep(mover, velocity, obstacle)
        want = ref.first_contact(mover, velocity, obstacle)
        if want is None:
            assert got is None, (mover, velocity, obstacle)
        else:
            assert got is not None and got[0] == float(want), (mover, velocity, obstacle, got, want)


@given(rect_pairs())
def test_contact_side_and_push_out_are_exact(pairs):
    for mover, obstacle in pairs:
        if not ref.meets(mover, obstacle, True):
            with pytest.raises(ValueError, match="touch or overlap"):
                contact_side(mover, obstacle)
            continue
        side = contact_side(mover, obstacle)
        assert side == ref.least_penetration_side(mover, obstacle)
        try:
            dx, dy = push_out(mover, obstacle)
        except ValueError as error:  # a move past the 2**1022 limit is refused, not wrong
            assert "2**1022" in str(error)
            continue
        if not ref.meets(mover, obstacle, False):
            assert (dx, dy) == (0, 0)
            continue
        moved = mover.move(dx, dy)
        assert not ref.meets(moved, obstacle, False)
        distance = abs(dx) + abs(dy)
        smaller = math.nextafter(float(distance), 0.0)
        step = (math.copysign(smaller, dx) if dx else 0, math.copysign(smaller, dy) if dy else 0)
        closer = mover.move(*step)
        if not ref.meets(closer, obstacle, False):  # separated too: its leading edge is no closer
            lead = {
                "top": lambda r: -r.bottom,
                "bottom": lambda r: r.y,
                "left": lambda r: -r.right,
                "right": lambda r: r.x,
            }[side]
            assert lead(closer) >= lead(moved)


@given(rect_pairs())
def test_intersection_takes_its_edges_from_the_inputs(pairs):
    for a, b in pairs:
        region = intersection(a, b)
        assert (region is not None) == ref.meets(a, b, False)
        if region is not None:
            assert region.x in (a.x, b.x) and region.right in (a.right, b.right)
            assert region.y in (a.y, b.y) and region.bottom in (a.bottom, b.bottom)
            for box in (a, b):
                assert box.x <= region.x and region.right <= box.right
                assert box.y <= region.y and region.bottom <= box.bottom


# --- the stored edges -------------------------------------------------------------------------


@given(number_pools())
def test_rects_keep_the_numbers_they_were_given(pool):
    (left, right), (top, bottom) = sorted(pool[:2]), sorted(pool[2:4])
    box = Rect.from_ltrb(left, top, right, bottom)
    assert (box.left, box.top, box.right, box.bottom) == (left, top, right, bottom)
    assert eval(repr(box)) == box and repr(eval(repr(box))) == repr(box)
    w, h = abs(pool[4]), abs(pool[5])
    try:
        sized = Rect(left, top, w, h)
    except ValueError as error:  # right or bottom past the limit: refused, named
        assert "beyond the limit of 2**1022" in str(error)
        return
    assert (sized.x, sized.y, sized.w, sized.h) == (left, top, w, h)
    exact = Fraction(left) + Fraction(w)
    assert sized.right == (
        int(exact)
        if abs(exact) <= 2**53 and exact.denominator == 1 and isinstance(left + w, int)
        else float(exact)
    )  # rounded once, to nearest
    assert eval(repr(sized)) == sized


def test_equal_reprs_only_for_equal_rects():
    a = Rect.from_ltrb(-1e20, 0, 1, 1)
    b = Rect.from_ltrb(-1e20, 0, 2, 1)  # w rounds to the same 1e20 for both
    assert a.w == b.w and a != b and repr(a) != repr(b)
    assert hash(Rect(0, 0, 1, 1)) == hash(Rect.from_ltrb(0.0, 0.0, 1.0, 1.0))


# --- segments, rays and polygons, at every scale ---------------------------------------------


def _segment(draw, pool):
    return Segment(*(draw(st.sampled_from(pool)) for _ in range(4)))


def _ray(draw, pool):
    x, y, dx, dy = (draw(st.sampled_from(pool)) for _ in range(4))
    return Ray(x, y, dx, dy) if (dx, dy) != (0, 0) else Ray(x, y, 1, 0)


def _polygon(draw, pool):
    """A triangle or quadrilateral from pool values; a box when those are not a valid polygon."""
    corners = [
        (draw(st.sampled_from(pool)), draw(st.sampled_from(pool)))
        for _ in range(draw(st.sampled_from([3, 4])))
    ]
    try:
        return Polygon(corners)
    except ValueError:
        lo, hi = sorted({draw(st.sampled_from(pool)) for _ in range(2)} | {0})[:2]
        hi = hi if hi != lo else lo + 1
        return Polygon([(lo, lo), (hi, lo), (hi, hi), (lo, hi)])


@st.composite
def six_shape_pairs(draw):
    pool = draw(number_pools())
    makers = {
        "Point": _point,
        "Circle": _circle,
        "Rect": _rect,
        "Segment": _segment,
        "Ray": _ray,
        "Polygon": _polygon,
    }
    kinds = sorted(makers)
    out = []
    for _ in range(CASES // 4):
        a, b = draw(st.sampled_from(kinds)), draw(st.sampled_from(kinds))
        if "Segment" not in (a, b) and "Ray" not in (a, b) and "Polygon" not in (a, b):
            a = "Segment"
        out.append((makers[a](draw, pool), makers[b](draw, pool)))
    return out


@given(six_shape_pairs())
@example([(Segment(-(2.0**1000), 2.0**1000, 2.0**1000, 2.0**1000), Circle(0.0, 0.0, 2.0**1000))])  # tangent
@example([(Segment(-(2.0**-1000), 2.0**-1000, 2.0**-1000, 2.0**-1000), Circle(0.0, 0.0, 2.0**-1000))])
@example([(Ray(0.1, 0.1, 0.1, 0.2), Point(0.2, 0.3))])  # on the line only exactly: 0.1 + 0.1 is not 0.2
def test_collides_with_segments_rays_and_polygons_is_exact_at_every_scale(pairs):
    for a, b in pairs:
        for touching in (False, True):
            assert collides(a, b, touching=touching) == ref.meets_any(a, b, touching), (a, b, touching)
