"""batch: the array forms of the rules, equal to the scalar ones pair by pair, and their input checks."""

import itertools

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from collide_lessons import Circle, Rect, batch, collides, rects
from tests.strategies import (
    coord,
    float_circles,
    float_rects,
    int_circles,
    int_rects,
)

flags = st.booleans()


@given(
    st.lists(st.one_of(int_circles, float_circles), min_size=1, max_size=8),
    st.lists(st.one_of(int_rects, float_rects), min_size=1, max_size=8),
    flags,
)
def test_batch_circles_rects_equals_scalar_for_every_pair(circles, rects, touching):
    c, b = _as_arrays(circles, rects)
    grid = batch.collides_circles_rects(c[:, None, :], b[None, :, :], touching=touching)
    expected = [[collides(ci, ri, touching=touching) for ri in rects] for ci in circles]
    assert grid.tolist() == expected


@settings(max_examples=60)  # each example is ~280 boxes, checked one by one
@given(
    st.one_of(int_circles, float_circles),
    st.lists(st.one_of(int_rects, float_rects), min_size=257, max_size=300),
    flags,
)
def test_one_circle_fast_path_equals_scalar(circle, rects, touching):
    _, b = _as_arrays([circle], rects)
    got = batch.collides_circles_rects([circle.x, circle.y, circle.r], b, touching=touching)
    assert got.tolist() == [collides(circle, r, touching=touching) for r in rects]
    frozen = batch.collides_circles_rects(
        Circle(circle.x, circle.y, circle.r), batch.Boxes(b), touching=touching
    )
    assert frozen.tolist() == got.tolist()


@given(
    st.lists(st.one_of(int_rects, float_rects), min_size=1, max_size=8),
    st.lists(st.one_of(int_rects, float_rects), min_size=1, max_size=8),
    flags,
)
def test_batch_rects_equals_scalar_for_every_pair(rects_a, rects_b, touching):
    a = np.array([r.to_ltrb() for r in rects_a], dtype=float)
    b = np.array([r.to_ltrb() for r in rects_b], dtype=float)
    grid = batch.collides_rects(a[:, None, :], b[None, :, :], touching=touching)
    assert grid.tolist() == [[collides(x, y, touching=touching) for y in rects_b] for x in rects_a]


def test_batch_takes_shapes_too():
    assert batch.collides_circles_rects([Circle(13, 5, 3)], [Rect(0, 0, 10, 10)], touching=True).tolist() == [
        True
    ]
    assert batch.collides_rects(Rect(0, 0, 10, 10), [Rect(10, 0, 1, 1), Rect(9, 0, 1, 1)]).tolist() == [
        False,
        True,
    ]


@pytest.mark.parametrize(
    "call, error, words",
    [
        (lambda: batch.collides_circles_rects([0, 0, -1], [0, 0, 1, 1]), ValueError, "radius r >= 0"),
        (lambda: batch.collides_circles_rects([0, 0, np.nan], [0, 0, 1, 1]), ValueError, "finite"),
        (lambda: batch.collides_circles_rects([0, 0, 1], [0, 0, 1]), ValueError, r"shape \(\.\.\., 4\)"),
        (lambda: batch.collides_circles_rects([0, 0], [0, 0, 1, 1]), ValueError, r"shape \(\.\.\., 3\)"),
        (lambda: batch.collides_rects([0, 0, 1, 1], [[0, 0, np.inf, 1]]), ValueError, "finite"),
        (lambda: batch.collides_rects([0, 0, 1, 1], [[5, 0, 1, 1]]), ValueError, "right >= left"),
        (lambda: batch.collides_rects([0, 0, 1, 1], "boxes"), TypeError, "array of numbers"),
        (lambda: batch.collides_rects([0, 0, 1, 1], None), TypeError, "array of numbers"),
        (lambda: batch.collides_rects([0, 0, 1, 1], [["a", 0, 1, 1]]), TypeError, "must hold numbers"),
        (lambda: batch.collides_rects([0, 0, 1, 1], [[0, 0, 1], [0, 0, 1, 1]]), ValueError, "rectangular"),
        (
            lambda: batch.collides_rects([0, 0, 1, 1], [[0, 0, 1, 1]], touching="yes"),
            TypeError,
            "True or False",
        ),
        (lambda: batch.Boxes([0, 0, 1, 1]), ValueError, r"\(n, 4\)"),
    ],
)
def test_batch_bad_input(call, error, words):
    with pytest.raises(error, match=words):
        call()


def test_boxes_are_frozen_copies():
    data = np.array([[0.0, 0, 1, 1]])
    frozen = batch.Boxes(data)
    data[0, 2] = -5  # the caller's array changes...
    assert frozen.array[0, 2] == 1  # ...the checked copy does not
    with pytest.raises(ValueError):
        frozen.array[0, 0] = 3
    assert repr(frozen) == "Boxes(1 boxes)" and np.asarray(frozen).shape == (1, 4)


@given(
    st.one_of(int_rects, float_rects),
    st.lists(st.one_of(int_rects, float_rects), min_size=1, max_size=40),
    flags,
)
def test_one_box_against_frozen_boxes_equals_scalar(query, rects, touching):
    frozen = batch.Boxes([r.to_ltrb() for r in rects])
    expected = [collides(query, r, touching=touching) for r in rects]
    assert batch.collides_rects(query.to_ltrb(), frozen, touching=touching).tolist() == expected
    assert batch.collides_rects(frozen, query, touching=touching).tolist() == expected


def _as_arrays(circles, rects):
    return (
        np.array([[c.x, c.y, c.r] for c in circles], dtype=float),
        np.array([r.to_ltrb() for r in rects], dtype=float),
    )


@given(
    st.lists(st.tuples(coord, st.integers(0, 20), coord, st.integers(0, 20)), min_size=1, max_size=30), flags
)
def test_spans_overlap_is_the_scalar_rule_element_by_element(spans, touching):
    a1 = np.array([s[0] for s in spans])
    a2 = a1 + np.array([s[1] for s in spans])
    b1 = np.array([s[2] for s in spans])
    b2 = b1 + np.array([s[3] for s in spans])
    got = batch.spans_overlap(a1, a2, b1, b2, touching=touching)
    assert got.tolist() == [
        rects.spans_overlap(*v, touching=touching)
        for v in zip(a1.tolist(), a2.tolist(), b1.tolist(), b2.tolist())
    ]


@given(
    st.lists(st.one_of(int_rects, float_rects), min_size=1, max_size=8),
    st.lists(st.one_of(int_rects, float_rects), min_size=1, max_size=8),
    flags,
)
def test_ltrb_overlap_is_rects_boxes_overlap_for_every_pair(rects_a, rects_b, touching):
    a = np.array([r.to_ltrb() for r in rects_a], dtype=float)
    b = np.array([r.to_ltrb() for r in rects_b], dtype=float)
    grid = batch.ltrb_overlap(a[:, None, :], b[None, :, :], touching=touching)
    assert grid.tolist() == [[rects.boxes_overlap(p, q, touching=touching) for q in rects_b] for p in rects_a]


def test_ltrb_overlap_on_a_shared_edge_and_a_zero_width_box():
    a = np.array([0.0, 0, 10, 10])
    b = np.array([[10.0, 0, 20, 10], [5.0, 0, 5, 10], [9.0, 9, 11, 11]])
    assert batch.ltrb_overlap(a, b).tolist() == [False, False, True]
    assert batch.ltrb_overlap(a, b, touching=True).tolist() == [True, True, True]


def test_an_empty_scene_is_empty_not_an_error():
    from collide_lessons.broadphase import METHODS, find_pairs

    assert batch.boxes_array([]).shape == (0, 4) and batch.circles_array([]).shape == (0, 3)
    assert batch.collides_rects([0, 0, 1, 1], []).shape == (0,)
    for method in METHODS:
        assert find_pairs([], method=method).shape == (0, 2)


@pytest.mark.parametrize("touching", [False, True])
@pytest.mark.parametrize("where", [0, batch.CHUNK - 1, batch.CHUNK + 7])
def test_a_bad_row_anywhere_in_a_plain_array_is_named(touching, where):
    boxes = np.tile([0.0, 0.0, 1.0, 1.0], (batch.CHUNK + 10, 1))
    boxes[where] = [5, 0, 4, 1]  # right left of left
    with pytest.raises(ValueError, match=rf"b must have right >= left and bottom >= top; row {where} is"):
        batch.collides_rects([0, 0, 2, 2], boxes, touching=touching)
    with pytest.raises(ValueError, match=rf"a must have right >= left and bottom >= top; row {where} is"):
        batch.collides_rects(boxes, [0, 0, 2, 2], touching=touching)
    boxes[where] = [0, 0, np.nan, 1]
    with pytest.raises(ValueError, match="b must hold finite numbers"):
        batch.collides_rects([0, 0, 2, 2], boxes, touching=touching)


def test_one_box_against_a_plain_array_across_chunks_equals_the_broadcast_rule():
    rng = np.random.default_rng(5)
    xy = rng.integers(0, 50, (2 * batch.CHUNK + 3, 2)).astype(float)
    wh = rng.integers(0, 6, (2 * batch.CHUNK + 3, 2)).astype(float)  # zero sizes included
    boxes = np.hstack([xy, xy + wh])
    for query, touching in itertools.product(([10, 10, 20, 30], [5, 5, 5, 9], [0, 0, 0, 0]), (False, True)):
        expected = batch.ltrb_overlap(np.array(query, float), boxes, touching=touching)
        assert (batch.collides_rects(query, boxes, touching=touching) == expected).all()
        assert (batch.collides_rects(boxes, query, touching=touching) == expected).all()


def test_touching_is_keyword_only_with_a_warning_for_one_release():
    a, b = np.array([0.0, 0, 1, 1]), np.array([[1.0, 0, 2, 1]])
    with pytest.warns(DeprecationWarning, match="by keyword"):
        assert batch.ltrb_overlap(a, b, True).tolist() == [True]
    with pytest.warns(DeprecationWarning, match="by keyword"):
        assert batch.spans_overlap(
            np.array([0]), np.array([1]), np.array([1]), np.array([2]), True
        ).tolist() == [True]
    with pytest.raises(TypeError):
        batch.collides_rects(a, b, True)
    with pytest.raises(TypeError):
        batch.collides_circles_rects([0, 0, 1], b, True)
