"""lines: orientation, segment crossing, clipping, slabs and grid cells, exact; checked against
Fraction references written here, shapely, pygame-ce's clipline, and brute force."""

import itertools
from fractions import Fraction

import pygame
import pytest
import shapely
from hypothesis import assume, example, given
from hypothesis import strategies as st

from collide_lessons import Rect
from collide_lessons.lines import (
    Ray,
    Segment,
    cells_crossed,
    on_segment,
    orientation,
    ray_rect,
    segment_rect,
    segments_intersect,
)

small = st.integers(-12, 12)
numbers = st.one_of(
    st.integers(-50, 50).map(float),
    st.integers(-400, 400).map(lambda n: n / 8),
    st.floats(-1e6, 1e6, allow_nan=False),
    st.floats(-1e300, 1e300, allow_nan=False),
    st.floats(-1e-300, 1e-300, allow_nan=False),
)
points = st.tuples(numbers, numbers)
int_segments = st.builds(Segment, small, small, small, small)
int_rects = st.builds(Rect, small, small, st.integers(0, 10), st.integers(0, 10))
flags = st.booleans()


def sign_by_fractions(p, q, r):
    (px, py), (qx, qy), (rx, ry) = ((Fraction(x), Fraction(y)) for x, y in (p, q, r))
    value = (qx - px) * (ry - py) - (qy - py) * (rx - px)
    return (value > 0) - (value < 0)


@given(points, points, points)
@example((0.1, 0.1), (0.2, 0.3), (0.4, 0.7))  # floats alone get this one wrong
@example((1e300, 1e300), (-1e300, 1e300), (0.0, -1e300))  # products overflow
@example((5e-324, 0.0), (0.0, 5e-324), (5e-324, 5e-324))  # products underflow
def test_orientation_is_the_exact_sign(p, q, r):
    assert orientation(p, q, r) == sign_by_fractions(p, q, r)


@given(points, points, points)
def test_orientation_flips_when_two_points_swap(p, q, r):
    assert orientation(p, q, r) == -orientation(q, p, r) == orientation(q, r, p)


def line(s):
    return shapely.LineString([(s.x1, s.y1), (s.x2, s.y2)])


@given(int_segments, int_segments)
def test_segments_agree_with_shapely(s, t):
    assume((s.x1, s.y1) != (s.x2, s.y2) and (t.x1, t.y1) != (t.x2, t.y2))  # shapely wants length
    a, b = line(s), line(t)
    assert segments_intersect(s, t, touching=True) == shapely.intersects(a, b)
    assert segments_intersect(s, t) == (shapely.intersects(a, b) and not shapely.touches(a, b))


@given(int_segments, int_segments, flags, small, small)
def test_symmetric_reversible_and_translation_invariant(s, t, touching, dx, dy):
    answer = segments_intersect(s, t, touching=touching)
    reverse = Segment(s.x2, s.y2, s.x1, s.y1)
    moved = [Segment(g.x1 + dx, g.y1 + dy, g.x2 + dx, g.y2 + dy) for g in (s, t)]
    assert segments_intersect(t, s, touching=touching) == answer
    assert segments_intersect(reverse, t, touching=touching) == answer
    assert segments_intersect(*moved, touching=touching) == answer
    assert not answer or segments_intersect(s, t, touching=True)  # touching is never stricter


def test_the_classic_cases():
    assert segments_intersect(Segment(0, 0, 4, 4), Segment(0, 4, 4, 0))  # X
    assert not segments_intersect(Segment(0, 0, 4, 0), Segment(5, 0, 9, 0), touching=True)  # collinear, apart
    assert segments_intersect(Segment(0, 0, 9, 0), Segment(3, 0, 5, 0))  # one inside the other
    assert not segments_intersect(Segment(3, 3, 3, 3), Segment(0, 0, 6, 6))  # a point: no inside
    assert segments_intersect(Segment(3, 3, 3, 3), Segment(0, 0, 6, 6), touching=True)
    assert on_segment(Segment(0, 0, 6, 6), (3, 3)) and not on_segment(Segment(0, 0, 6, 6), (7, 7))


def box(r):
    return shapely.box(r.left, r.top, r.right, r.bottom)


@given(int_segments, int_rects)
def test_segment_against_a_box_agrees_with_shapely(s, r):
    assume((s.x1, s.y1) != (s.x2, s.y2) and r.w and r.h)
    closed = segment_rect(s, r, touching=True)
    assert (closed is not None) == shapely.intersects(line(s), box(r))
    inner = segment_rect(s, r)
    assert (inner is not None) == shapely.relate_pattern(line(s), box(r), "T********")  # interiors meet
    for clipped in (closed, inner):
        if clipped is not None:
            for x, y in clipped:  # exact fractions: each end in the box and on the segment
                x, y = Fraction(x), Fraction(y)
                assert r.left <= x <= r.right and r.top <= y <= r.bottom
                assert sign_by_fractions((s.x1, s.y1), (s.x2, s.y2), (x, y)) == 0
                assert min(s.x1, s.x2) <= x <= max(s.x1, s.x2) and min(s.y1, s.y2) <= y <= max(s.y1, s.y2)


pixel_lines = st.tuples(
    small, small, st.integers(-12, 12), st.sampled_from([(1, 0), (0, 1), (1, 1), (1, -1)])
).map(lambda v: Segment(v[0], v[1], v[0] + v[2] * v[3][0], v[1] + v[2] * v[3][1]))


@given(pixel_lines, st.integers(-12, 12), st.integers(-12, 12), st.integers(1, 10), st.integers(1, 10))
@example(Segment(0, 0, 10, 10), 2, 3, 4, 4)
def test_on_pixel_cells_it_agrees_with_pygames_clipline(s, x, y, w, h):
    """pygame-ce clips to the cells x .. x+w-1 (the closed box [x, x+w-1] on integers) and works
    on the pixels of the line it would draw; for horizontal, vertical and 45-degree integer lines
    those pixels are exactly the line's lattice points, so there the answers must agree. (On other
    slopes pygame rounds: Segment(1, 2, 0, 0) misses the cells x 1..1, y 0..1 exactly, yet its
    drawn pixel (1, 1) is inside, and clipline returns it.)"""
    ours = segment_rect(s, Rect(x, y, w - 1, h - 1), touching=True)
    theirs = pygame.Rect(x, y, w, h).clipline(s.x1, s.y1, s.x2, s.y2)
    assert (ours is not None) == bool(theirs)
    if ours is not None:
        assert {tuple(map(int, p)) for p in ours} == set(theirs)


@given(
    st.builds(Ray, small, small, small, small).filter(lambda r: r.dx or r.dy)
    if False
    else st.tuples(small, small, small, small).filter(lambda v: v[2] or v[3]).map(lambda v: Ray(*v)),
    int_rects,
    flags,
)
def test_a_ray_meets_a_box_when_a_long_enough_segment_along_it_does(ray, r, touching):
    far = 100  # every box here is within 100 direction-lengths of every origin
    segment = Segment(ray.x, ray.y, ray.x + far * ray.dx, ray.y + far * ray.dy)
    clipped = segment_rect(segment, r, touching=touching)
    t = ray_rect(ray, r, touching=touching)
    assert (t is None) == (clipped is None)
    if t is not None:
        entry = (ray.x + Fraction(t) * ray.dx, ray.y + Fraction(t) * ray.dy)
        assert entry == tuple(Fraction(v) for v in clipped[0])


def test_slabs_parallel_to_a_side_are_handled_not_divided_by_zero():
    assert ray_rect(Ray(0, 5, 1, 0), Rect(10, 0, 10, 10)) == 10  # dy = 0, inside the y slab
    assert ray_rect(Ray(0, 15, 1, 0), Rect(10, 0, 10, 10)) is None  # dy = 0, outside it
    assert ray_rect(Ray(15, 15, 0, -1), Rect(10, 0, 10, 10)) == 5  # dx = 0
    assert ray_rect(Ray(12, 5, -1, 0), Rect(10, 0, 10, 10)) == 0  # starts inside
    assert ray_rect(Ray(25, 5, 1, 0), Rect(10, 0, 10, 10)) is None  # pointing away


def brute_cells(s, touching):
    xs, ys = sorted((s.x1, s.x2)), sorted((s.y1, s.y2))
    cols = range(int(xs[0] // 1) - 2, int(xs[1] // 1) + 3)
    rows = range(int(ys[0] // 1) - 2, int(ys[1] // 1) + 3)
    return {
        (c, r)
        for c, r in itertools.product(cols, rows)
        if segment_rect(s, Rect(c, r, 1, 1), touching=touching)
    }


halves = st.integers(-16, 16).map(lambda n: n / 2)


@given(st.builds(Segment, halves, halves, halves, halves), flags)
@example(Segment(0.5, 0.5, 2.5, 2.5), False)
@example(Segment(0, 1, 3, 1), False)  # along a grid line: no interior entered
def test_cells_crossed_is_every_cell_the_segment_enters_in_order(s, touching):
    cells = cells_crossed(s, touching=touching)
    assert set(cells) == brute_cells(s, touching) and len(cells) == len(set(cells))
    if (s.x1, s.y1) != (s.x2, s.y2):
        entries = [segment_rect(s, Rect(c, r, 1, 1), touching=touching)[0] for c, r in cells]
        along = [abs(Fraction(x) - Fraction(s.x1)) + abs(Fraction(y) - Fraction(s.y1)) for x, y in entries]
        assert along == sorted(along)


def test_corner_rule_and_cell_size():
    assert cells_crossed(Segment(0, 1, 3, 1)) == []
    # closed: the cells on both sides of the line, and the ones touching its two end points
    assert set(cells_crossed(Segment(0, 1, 3, 1), touching=True)) == {
        (c, r) for c in range(-1, 4) for r in (0, 1)
    }
    assert cells_crossed(Segment(5, 5, 25, 5), cell=10) == [(0, 0), (1, 0), (2, 0)]


@pytest.mark.parametrize(
    "call, error, words",
    [
        (lambda: Segment(0, 0, float("inf"), 1), ValueError, "Segment x2 must be a finite number"),
        (lambda: Segment(0, 0, "1", 1), TypeError, "Segment x2 must be a number"),
        (lambda: Ray(1, 1, 0, 0), ValueError, "a Ray needs a direction"),
        (
            lambda: segments_intersect(Segment(0, 0, 1, 1), (0, 0, 1, 1)),
            TypeError,
            "t must be a Segment, got tuple",
        ),
        (lambda: segment_rect(Segment(0, 0, 1, 1), (0, 0, 1, 1)), TypeError, "r must be a Rect, got tuple"),
        (
            lambda: ray_rect(Segment(0, 0, 1, 1), Rect(0, 0, 1, 1)),
            TypeError,
            "ray must be a Ray, got Segment",
        ),
        (lambda: cells_crossed(Segment(0, 0, 1, 1), cell=0), ValueError, "cell must be more than zero"),
        (
            lambda: segments_intersect(Segment(0, 0, 1, 1), Segment(0, 0, 1, 1), touching=1),
            TypeError,
            "touching",
        ),
    ],
)
def test_bad_input_gets_a_sentence(call, error, words):
    with pytest.raises(error, match=words):
        call()


def naive_by_fractions(s, t):
    """Opposite sides both ways, by a Fraction cross product written here."""

    def side(a, b, p):
        return sign_by_fractions(a, b, p)

    a, b, c, d = (s.x1, s.y1), (s.x2, s.y2), (t.x1, t.y1), (t.x2, t.y2)
    return side(a, b, c) * side(a, b, d) < 0 and side(c, d, a) * side(c, d, b) < 0


@pytest.mark.parametrize("touching", [False, True])
def test_the_slip_and_its_counterexamples_against_shapely(touching):
    from collide_lessons.lines import crosses_without_collinear_case, slip_counterexamples

    wrong = slip_counterexamples(crosses_without_collinear_case, 3, touching=touching)
    grid = [(x, y) for y in range(3) for x in range(3)]
    segments = [Segment(*p, *q) for p in grid for q in grid if p != q]
    expected = set()
    for s in segments:
        for t in segments:
            a, b = line(s), line(t)
            truth = (
                shapely.intersects(a, b)
                if touching
                else shapely.intersects(a, b) and not shapely.touches(a, b)
            )
            assert crosses_without_collinear_case(s, t) == naive_by_fractions(s, t)
            if naive_by_fractions(s, t) != truth:
                expected.add((s, t))
    assert {pair for pairs in wrong.values() for pair in pairs} == expected
    kinds = (
        {"collinear overlap"}
        if not touching
        else {"collinear overlap", "end to end", "end on the other segment"}
    )
    assert set(wrong) == kinds
    assert all(segments_intersect(s, t, touching=touching) for s, t in wrong["collinear overlap"])


def test_pair_kind_is_public():
    from collide_lessons import lines

    assert lines.pair_kind(Segment(0, 0, 4, 0), Segment(4, 0, 9, 0)) == "end to end"
    assert lines.pair_kind(Segment(0, 0, 4, 4), Segment(0, 4, 4, 0)) == "crossing"
