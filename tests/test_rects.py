"""rects: intersection, area, containment, the teaching tests, contact and push-out."""

import pygame
import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from collide_lessons import Rect, collides, rects
from tests.reference import cells, lattice
from tests.strategies import float_rects, int_rects, overlapping_rects

flags = st.booleans()


@given(int_rects, int_rects)
def test_intersection_is_the_shared_pixels(a, b):
    region = rects.intersection(a, b)
    shared = cells(a) & cells(b)
    if region is None:
        assert not shared
    else:
        assert cells(region) == shared
    assert rects.overlap_area(a, b) == len(shared)


@given(int_rects, int_rects)
def test_intersection_agrees_with_pygame_clip(a, b):
    clipped = pygame.Rect(a.x, a.y, a.w, a.h).clip(pygame.Rect(b.x, b.y, b.w, b.h))
    region = rects.intersection(a, b)
    if region is None:
        assert clipped.w * clipped.h == 0
    else:
        assert (region.x, region.y, region.w, region.h) == tuple(clipped)


@given(int_rects, int_rects)
def test_contains_is_lattice_subset(outer, inner):
    assert rects.contains(outer, inner) == (lattice(inner) <= lattice(outer))


@given(float_rects)
def test_a_rect_contains_itself(r):
    assert rects.contains(r, r)


@given(st.one_of(float_rects, int_rects), st.one_of(float_rects, int_rects), flags)
def test_teaching_versions_equal_collides(a, b, touching):
    expected = collides(a, b, touching=touching)
    assert rects.overlaps_by_edges(a, b, touching=touching) == expected
    assert rects.overlaps_by_negation(a, b, touching=touching) == expected


# --- contact_side and push_out ---------------------------------------------------


@given(overlapping_rects())
def test_push_out_leaves_them_touching_not_overlapping(pair):
    mover, obstacle = pair
    dx, dy = rects.push_out(mover, obstacle)
    moved = mover.move(dx, dy)
    assert not collides(moved, obstacle)
    assert collides(moved, obstacle, touching=True)
    assert dx == 0 or dy == 0


@given(overlapping_rects())
def test_push_out_is_the_smallest_separating_move(pair):
    mover, obstacle = pair
    dx, dy = rects.push_out(mover, obstacle)
    length = abs(dx) + abs(dy)
    # brute force: every axis move up to that length that separates them
    for d in range(1, int(length)):
        for step in [(d, 0), (-d, 0), (0, d), (0, -d)]:
            assert collides(mover.move(*step), obstacle), f"{step} separates and is shorter than {(dx, dy)}"


@given(int_rects, int_rects)
def test_push_out_is_zero_when_apart(a, b):
    assume(not collides(a, b))
    assert rects.push_out(a, b) == (0, 0)


def test_contact_side_by_hand():
    floor = Rect(0, 100, 200, 20)
    assert rects.contact_side(Rect(50, 90, 10, 12), floor) == "top"  # landed 2 deep
    assert rects.contact_side(Rect(50, 118, 10, 10), floor) == "bottom"  # head bump 2 deep
    assert rects.contact_side(Rect(-8, 105, 10, 10), floor) == "left"
    assert rects.contact_side(Rect(197, 105, 10, 10), floor) == "right"
    # an exact corner: 2 deep from above and from the left: vertical sides win
    assert rects.contact_side(Rect(-8, 92, 10, 10), floor) == "top"
    # touching only
    assert rects.contact_side(Rect(50, 90, 10, 10), floor) == "top"


def test_contact_side_needs_contact():
    with pytest.raises(ValueError, match="apart"):
        rects.contact_side(Rect(0, 0, 1, 1), Rect(5, 5, 1, 1))


@pytest.mark.parametrize(
    "fn",
    [
        rects.intersection,
        rects.overlap_area,
        rects.contains,
        rects.overlaps_by_edges,
        rects.overlaps_by_negation,
        rects.contact_side,
        rects.push_out,
    ],
)
def test_rect_functions_refuse_other_types(fn):
    with pytest.raises(TypeError, match="must be a Rect"):
        fn(Rect(0, 0, 1, 1), (0, 0, 1, 1))


# --- boxes with no inside, on the edge and inside (issue 28) --------------------------------------

BIG = Rect(0, 0, 10, 10)
NO_INSIDE = [
    Rect(2, 5, 3, 0),  # zero height, inside the big box
    Rect(5, 2, 0, 3),  # zero width, inside
    Rect(5, 5, 0, 0),  # a point, inside
    Rect(0, 5, 10, 0),  # zero height, across the whole box
    Rect(5, 0, 0, 10),  # zero width, across the whole box
    Rect(-5, 5, 20, 0),  # zero height, poking out on both sides
    Rect(2, 10, 3, 0),  # zero height, on the bottom edge
    Rect(10, 2, 0, 3),  # zero width, on the right edge
]


@pytest.mark.parametrize("thin", NO_INSIDE)
@pytest.mark.parametrize("touching", [False, True])
def test_a_box_with_no_inside_in_either_place_as_the_exact_rule_says(thin, touching):
    from tests.exact_reference import meets

    for a, b in ((BIG, thin), (thin, BIG), (thin, thin)):
        expected = meets(a, b, touching)
        assert rects.overlaps_by_negation(a, b, touching=touching) == expected, (a, b)
        assert rects.apart_by_negation(a, b, touching=touching) == (not expected), (a, b)
        assert rects.overlaps_by_edges(a, b, touching=touching) == expected, (a, b)
        assert collides(a, b, touching=touching) == expected, (a, b)
    assert not rects.overlaps_by_negation(BIG, thin) and not rects.overlaps_by_negation(thin, BIG)


def test_issue_28_zero_height_example():
    assert not rects.overlaps_by_negation(Rect(0, 0, 10, 10), Rect(2, 5, 3, 0))
    assert rects.overlaps_by_negation(Rect(0, 0, 10, 10), Rect(2, 5, 3, 0), touching=True)
