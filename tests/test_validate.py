"""Every public callable, given bad input: a ValueError or TypeError whose sentence names the
argument, and never AttributeError, IndexError, OverflowError, a NumPy message or a warning."""

import warnings
from fractions import Fraction

import numpy as np
import pytest

from collide_lessons import (
    Circle,
    Point,
    Rect,
    as_published,
    atlas,
    batch,
    circles,
    coords,
    draw,
    lines,
    polygons,
    rects,
)
from collide_lessons.broadphase import default_cell_size, find_pairs
from collide_lessons.collision import collides, has_inside
from collide_lessons.masks import Mask, overlap_image
from collide_lessons.motion import World, sweep

BOX = Rect(0, 0, 1, 1)
GOOD = np.array([[0, 0, 1, 1], [0, 0, 2, 2]])

CASES = [
    # shapes
    (lambda: Rect(float("nan"), 0, 1, 1), ValueError, "Rect x must be a finite number, got nan"),
    (lambda: Rect(0, 0, -1, 1), ValueError, "Rect width w must be zero or more, got -1"),
    (lambda: Rect(1e308, 0, 1, 1), ValueError, r"Rect x must have magnitude at most 2\*\*1022"),
    (lambda: Rect(4e307, 0, 4e307, 1), ValueError, r"Rect right = x \+ w would be 8e\+307, beyond the limit"),
    (lambda: Rect(2**53 + 1, 0, 1, 1), ValueError, r"Rect x must be an integer of magnitude at most 2\*\*53"),
    (lambda: Rect("0", 0, 1, 1), TypeError, "Rect x must be a number .int or float., got str '0'"),
    (lambda: Rect(True, 0, 1, 1), TypeError, "Rect x must be a number"),
    (lambda: Rect(0, 0, Fraction(1, 3), 1), ValueError, "must be exactly a float64 value"),
    (lambda: Rect(0j, 0, 1, 1), TypeError, "Rect x must be a number"),
    (lambda: Rect.from_ltrb(2, 0, 1, 1), ValueError, r"right \(1\) is left of left \(2\)"),
    (lambda: Rect.from_corners("ab", (1, 1)), TypeError, "p must be a Point or an .x, y. pair"),
    (lambda: BOX.move(None, 0), TypeError, "dx must be a number"),
    (lambda: BOX.anchor("middle"), ValueError, "unknown anchor 'middle'"),
    (lambda: Circle(0, 0, -2), ValueError, "Circle radius r must be zero or more, got -2"),
    (lambda: Point(0, float("inf")), ValueError, "Point y must be a finite number, got inf"),
    (
        lambda: setattr(BOX, "x", 3),
        AttributeError,
        "Rect is immutable",
    ),  # the one AttributeError: immutability
    # collides and friends
    (lambda: collides(BOX, (0, 0)), TypeError, "b must be a Point, Circle or Rect, got tuple"),
    (lambda: collides(BOX, BOX, touching="yes"), TypeError, "touching must be True or False, got str"),
    (lambda: collides(BOX, BOX, True), TypeError, "positional argument"),  # keyword-only
    (lambda: has_inside(3), TypeError, "shape must be a Point, Circle or Rect"),
    (lambda: rects.intersection(BOX, Circle(0, 0, 1)), TypeError, "b must be a Rect, got Circle"),
    (lambda: rects.overlaps_by_edges(BOX, BOX, True), TypeError, "positional argument"),
    (lambda: rects.overlaps_by_negation(BOX, BOX, True), TypeError, "positional argument"),
    (lambda: rects.contact_side(BOX, Rect(5, 5, 1, 1)), ValueError, "needs rectangles that touch or overlap"),
    (lambda: rects.push_out("box", BOX), TypeError, "mover must be a Rect, got str"),
    (lambda: rects.covers_pixel(BOX, "1", 0), TypeError, "px must be a number"),
    (lambda: circles.clamp(1, 3, 2), ValueError, "clamp needs lo <= hi, got lo=3 and hi=2"),
    (lambda: circles.closest_point((0, 0, 1, 1), (0, 0)), TypeError, "rect must be a Rect"),
    (
        lambda: circles.distance_squared((0, 0, 0), (1, 1)),
        TypeError,
        r"p must be a Point or an \(x, y\) pair",
    ),
    (lambda: circles.points_near((0, 0), (1, 1), tol=-1), ValueError, "tol must be zero or more"),
    # coords
    (lambda: coords.screen_to_maths((0, 0), "480"), TypeError, "height must be a number"),
    (lambda: coords.representations((0, 0, 1, 1)), TypeError, "r must be a Rect, got tuple"),
    (lambda: coords.to_pixels(None), TypeError, "r must be a Rect, got NoneType"),
    (lambda: coords.rounded([0, 0, 1, 1]), TypeError, "r must be a Rect, got list"),
    # batch
    (
        lambda: batch.collides_rects([0, 0, 1], GOOD),
        ValueError,
        r"a must have shape \(\.\.\., 4\), got shape \(3,\)",
    ),
    (lambda: batch.collides_rects([0, 0, 1, np.nan], GOOD), ValueError, "a must hold finite numbers"),
    (
        lambda: batch.collides_rects([0, 0, 1, 1e308], GOOD),
        ValueError,
        r"a must hold numbers of magnitude at most 2\*\*1022",
    ),
    (
        lambda: batch.collides_rects(np.array([0, 0, 2**60, 1]), GOOD),
        ValueError,
        r"integers of magnitude at most 2\*\*53",
    ),
    (lambda: batch.collides_rects([[0, 0], [1, 1, 1, 1]], GOOD), ValueError, "rectangular array of numbers"),
    (lambda: batch.collides_rects("0011", GOOD), TypeError, "a must be an array of numbers, got str"),
    (
        lambda: batch.collides_rects([True, False, True, True], GOOD),
        TypeError,
        "a must hold numbers .int or float., got dtype bool",
    ),
    (lambda: batch.collides_rects([0, 0, 1, 1], GOOD, True), TypeError, "positional argument"),
    (lambda: batch.collides_circles_rects([0, 0, -1], GOOD), ValueError, "circles must have radius r >= 0"),
    (
        lambda: batch.collides_circles_rects([0, 0, 1], [[1, 0, 0, 1]]),
        ValueError,
        "boxes must have right >= left",
    ),
    (lambda: batch.Boxes([0, 0, 1, 1]), ValueError, r"Boxes needs an \(n, 4\) array"),
    # find_pairs
    (
        lambda: find_pairs(GOOD, method="quad"),
        ValueError,
        "method must be one of 'brute', 'sweep', 'grid', 'strips', 'quadtree'; got 'quad'",
    ),
    (lambda: find_pairs(GOOD, method=["grid"]), ValueError, "method must be one of"),
    (
        lambda: find_pairs(GOOD, method="grid", cell_size=0),
        ValueError,
        "cell_size must be more than zero, got 0",
    ),
    (
        lambda: find_pairs(GOOD, method="grid", cell_size=float("nan")),
        ValueError,
        "cell_size must be a finite number",
    ),
    (lambda: find_pairs(GOOD, method="grid", cell_size="4"), TypeError, "cell_size must be a number"),
    (lambda: find_pairs(GOOD, method="strips", cell_size=1e-300), ValueError, r"more than 2\*\*40 cells"),
    (lambda: find_pairs(GOOD[0]), ValueError, r"boxes must be a 2-D \(N, 4\) array"),
    (lambda: find_pairs(GOOD, touching=1), TypeError, "touching must be True or False"),
    (lambda: default_cell_size("boxes"), TypeError, "boxes must be an array of numbers"),
    # masks
    (lambda: Mask("##"), TypeError, "Mask needs a 2-D array of booleans, got str"),
    (lambda: Mask([[0, 2]]), ValueError, "Mask needs booleans or 0/1 values"),
    (lambda: Mask.from_text(5), TypeError, "text must be a str with one row per line, got int"),
    (lambda: Mask.from_text("#", solid="##"), TypeError, "solid must be one character"),
    (
        lambda: Mask.from_image(np.zeros((2, 2, 4)), threshold=float("nan")),
        ValueError,
        "threshold must be a finite number",
    ),
    (
        lambda: Mask.from_image(np.full((2, 2), 0.9)),
        ValueError,
        "holds floats from 0 to 1, but threshold is 127",
    ),
    (
        lambda: Mask.from_image("image.png"),
        TypeError,
        "image must be an array of numbers or a Pillow image, got str",
    ),
    (lambda: overlap_image("a", Mask([[1]]), (0, 0)), TypeError, "a must be a Mask, got str"),
    (lambda: Mask([[1]]).overlap_area(Mask([[1]]), (0, 0, 0)), (TypeError, ValueError), "offset"),
    # motion
    (
        lambda: sweep(BOX, (1, 2, 3), BOX),
        ValueError,
        r"velocity must be a pair of numbers \(a, b\), got 3 values",
    ),
    (lambda: sweep(BOX, "ab", BOX), TypeError, "velocity must be a pair of numbers"),
    (lambda: sweep(BOX, (1e308, 0), BOX), ValueError, r"velocity\[0\] must have magnitude at most 2\*\*1022"),
    (
        lambda: World((10, 10), [2], [[1, 1]], [[0, 0]], [[1, 1]]),
        ValueError,
        "object 0 is a sprite and needs a Mask",
    ),
]


@pytest.mark.parametrize("call, error, words", CASES, ids=[str(i) for i in range(len(CASES))])
def test_bad_input_gets_a_sentence(call, error, words):
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # a NumPy RuntimeWarning would fail here
        with pytest.raises(error, match=words):
            call()


def test_inputs_are_never_changed():
    boxes = np.array([[0.0, 0.0, 2.0, 2.0], [1.0, 1.0, 3.0, 3.0], [5.0, 5.0, 5.0, 9.0]])
    keep = boxes.copy()
    for method in ("brute", "sweep", "grid", "strips"):
        find_pairs(boxes, method=method)
    batch.collides_rects(boxes[0], boxes)
    batch.collides_circles_rects([1, 1, 1], boxes)
    batch.Boxes(boxes)
    assert np.array_equal(boxes, keep)


def test_huge_scenes_raise_no_warnings():
    huge = np.array([[-(2.0**1022), -(2.0**1022), 2.0**1022, 2.0**1022], [0, 0, 1, 1]])
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        for method in ("brute", "sweep", "grid", "strips"):
            assert find_pairs(huge, method=method).tolist() == [[0, 1]]
        assert batch.collides_circles_rects([[2.0**1022, 0, 2.0**1022]], huge).tolist() == [True, True]


MORE = [
    (lambda: atlas.classify(1, 2), TypeError, "a must be a Rect, got int"),
    (lambda: atlas.relation("a", 1, 2, 3), TypeError, "a1 must be a number"),
    (lambda: atlas.check(5), TypeError, "test must be a function"),
    (lambda: as_published.edge_test(1, BOX), TypeError, "r1 must be a Rect, got int"),
    (lambda: as_published.overlap_rect_1998(BOX, 3), TypeError, "b must be a Rect, got int"),
    (lambda: World.random(circles=-1), ValueError, "circles must be a whole number of objects"),
    (lambda: World.random(size=(0, 0)), ValueError, r"size \(0, 0\) is too small"),
    (lambda: World.random(speed=(5, 1)), ValueError, "speed must be a range"),
    (lambda: Circle(4e307, 0, 4e307).bounding_rect(), ValueError, r"would reach past 2\*\*1022"),
    (lambda: draw.rect(None, BOX), TypeError, "ax must be a matplotlib Axes"),
    (lambda: draw.rect_pair("ax", BOX, BOX), TypeError, "ax must be a matplotlib Axes"),
]


@pytest.mark.parametrize("call, error, words", MORE, ids=[str(i) for i in range(len(MORE))])
def test_more_bad_input_gets_a_sentence(call, error, words):
    with pytest.raises(error, match=words):
        call()


TRIANGLE = polygons.Polygon([(0, 0), (4, 0), (0, 4)])
LINES_AND_POLYGONS = [
    (lambda: lines.Segment(0, 0, float("inf"), 1), ValueError, "Segment x2 must be a finite number, got inf"),
    (lambda: lines.Ray(0, 0, 0, 0), ValueError, "a Ray needs a direction"),
    (lambda: lines.segments_intersect(BOX, BOX), TypeError, "s must be a Segment, got Rect"),
    (lambda: lines.segment_rect(lines.Segment(0, 0, 1, 1), (0, 0, 1, 1)), TypeError, "r must be a Rect"),
    (lambda: lines.cells_crossed(lines.Segment(0, 0, 1, 1), 0), ValueError, "cell must be"),
    (lambda: lines.orientation((0, 0), (1, 1), "ab"), TypeError, "r must be a Point or an"),
    (lambda: polygons.Polygon([(0, 0), (1, 1)]), ValueError, "at least 3 vertices, got 2"),
    (lambda: polygons.Polygon("abc"), TypeError, "a Polygon needs a list of"),
    (lambda: polygons.Polygon([(0, 0), (1, 0), (1, 1, 1)]), TypeError, "Polygon vertex 2 must be an"),
    (lambda: polygons.rotated_rect(0, 0, -1, 2, 30), ValueError, "width w must be"),
    (lambda: polygons.point_in_polygon(TRIANGLE, (1, 1), method="even-odd"), ValueError, "method"),
    (lambda: polygons.circle_polygon(BOX, TRIANGLE), TypeError, "circle must be a Circle, got Rect"),
    (lambda: polygons.contains(TRIANGLE, "ab"), TypeError, "inner must be a Point or an"),
    (lambda: polygons.push_out(TRIANGLE, BOX), TypeError, "obstacle must be a Polygon, got Rect"),
]


@pytest.mark.parametrize(
    "call, error, words", LINES_AND_POLYGONS, ids=[str(i) for i in range(len(LINES_AND_POLYGONS))]
)
def test_lines_and_polygons_refuse_bad_input_with_a_sentence(call, error, words):
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        with pytest.raises(error, match=words):
            call()
