"""Masks: agreement with pygame-ce, brute-force scans, symmetry, and bad input."""

import numpy as np
import pygame
import pytest
from hypothesis import given
from hypothesis import strategies as st
from hypothesis.extra.numpy import arrays

from collide_lessons import Rect, sprites
from collide_lessons import as_published as ap
from collide_lessons.masks import Mask, overlap_image
from collide_lessons.rects import intersection


def to_pygame(bits):
    h, w = bits.shape
    m = pygame.mask.Mask((w, h))
    for y, x in zip(*np.nonzero(bits)):
        m.set_at((int(x), int(y)))
    return m


def brute_first(a, b, ox, oy):
    """Row-major scan of a's whole area: the first pixel set in both."""
    for y in range(a.shape[0]):
        for x in range(a.shape[1]):
            bx, by = x - ox, y - oy
            if a[y, x] and 0 <= by < b.shape[0] and 0 <= bx < b.shape[1] and b[by, bx]:
                return (x, y)
    return None


bit_arrays = st.integers(1, 12).flatmap(lambda h: st.integers(1, 12).flatmap(lambda w: arrays(bool, (h, w))))
offsets = st.tuples(st.integers(-14, 14), st.integers(-14, 14))


@given(bit_arrays, bit_arrays, offsets)
def test_small_masks_agree_with_pygame_and_brute_force(a, b, offset):
    ma, mb = Mask(a), Mask(b)
    pa, pb = to_pygame(a), to_pygame(b)
    assert ma.overlap_area(mb, offset) == pa.overlap_area(pb, offset)
    assert ma.overlap_area_unpacked(mb, offset) == pa.overlap_area(pb, offset)
    assert ma.overlap_area_packed(mb, offset) == pa.overlap_area(pb, offset)  # the fast path, at any size
    ours = ma.overlap_mask(mb, offset)
    theirs = pa.overlap_mask(pb, offset)
    assert ours.size == theirs.get_size() and ours.count() == theirs.count()
    assert all(
        ours.bits[y, x] == bool(theirs.get_at((x, y))) for y in range(ours.height) for x in range(ours.width)
    )
    assert ma.overlap(mb, offset) == brute_first(a, b, *offset)


@given(bit_arrays, bit_arrays, offsets)
def test_symmetry_and_bounds(a, b, offset):
    ma, mb = Mask(a), Mask(b)
    area = ma.overlap_area(mb, offset)
    assert area == mb.overlap_area(ma, (-offset[0], -offset[1]))
    assert area <= min(ma.count(), mb.count())
    assert area == ma.overlap_mask(mb, offset).count()


def test_big_masks_packed_path_agrees_with_pygame():
    rng = np.random.default_rng(7)
    for _ in range(40):
        h1, w1, h2, w2 = (int(v) for v in rng.integers(100, 400, 4))
        a, b = rng.random((h1, w1)) < 0.4, rng.random((h2, w2)) < 0.6
        ma, mb = Mask(a), Mask(b)
        pa, pb = to_pygame(a), to_pygame(b)
        for _ in range(5):
            offset = (int(rng.integers(-w2, w1)), int(rng.integers(-h2, h1)))
            expected = pa.overlap_area(pb, offset)
            assert ma.overlap_area(mb, offset) == expected
            assert ma.overlap_area_unpacked(mb, offset) == expected
            region = ma.overlap_rect(mb, offset)
            if region is not None:
                assert ma.overlap_area_packed(mb, offset) == expected


def test_offsets_far_outside_give_nothing():
    a = Mask(np.ones((5, 5), dtype=bool))
    for offset in [(5, 0), (0, 5), (-5, 0), (0, -5), (100, -100), (-3, 5)]:
        assert a.overlap_area(a, offset) == 0
        assert a.overlap(a, offset) is None
        assert a.overlap_mask(a, offset).count() == 0
        assert a.overlap_rect(a, offset) is None
    assert a.overlap_area(a, (4, 4)) == 1 and a.overlap(a, (4, 4)) == (4, 4)


@given(bit_arrays)
def test_bounding_rect_and_count(a):
    m = Mask(a)
    assert m.count() == int(a.sum())
    box = m.bounding_rect()
    if not a.any():
        assert box == Rect(0, 0, 0, 0)
    else:
        ys, xs = np.nonzero(a)
        assert all(box.left <= x < box.right and box.top <= y < box.bottom for x, y in zip(xs, ys))
        assert (box.left in xs) and (box.right - 1 in xs) and (box.top in ys) and (box.bottom - 1 in ys)


def test_from_image_alpha_and_colour_key():
    star = sprites.load("star")
    by_alpha = Mask.from_image(star)
    by_key = Mask.from_image(sprites.on_black(star), colorkey=(0, 0, 0))
    assert by_alpha == by_key and by_alpha.count() > 300
    grey = np.array([[0, 100, 200]])
    assert Mask.from_image(grey, threshold=150).bits.tolist() == [[False, False, True]]
    from PIL import Image

    assert Mask.from_image(Image.fromarray(star, "RGBA")) == by_alpha


def test_overlap_image_colours():
    a = Mask.from_text("##\n#.")
    b = Mask.from_text("#.\n##")
    picture = overlap_image(a, b, (0, 0))
    assert picture[0, 0].tolist() == [220, 30, 30]  # both: red
    assert picture[0, 1].tolist() == [255, 255, 255]  # one: white
    assert picture[1, 1].tolist() == [255, 255, 255]
    assert overlap_image(a, b, (9, 9)).shape == (0, 0, 3)


def test_scan_region_right_on_true_overlap_wrong_on_the_1998_region():
    planet = Mask.from_image(sprites.load("planet"))
    star = Mask.from_image(sprites.load("star"))
    # a small box inside a big one on both axes
    big, small = np.ones((40, 40), dtype=bool), np.zeros((10, 10), dtype=bool)
    small[:, 0] = True  # only its left column is solid
    big_pos, small_pos = (0, 0), (12, 12)
    a, b = Rect(0, 0, 40, 40), Rect(12, 12, 10, 10)
    truth = Mask(big).overlap_area(Mask(small), (12, 12))
    assert truth == 10
    assert ap.scan_region(big, big_pos, small, small_pos, intersection(a, b)) == truth
    wrong_region = ap.overlap_rect_1998(a, b)
    assert wrong_region == Rect(12, 12, 28, 28)
    # past small's right edge the scan wraps into its next row's solid left pixel
    assert ap.scan_region(big, big_pos, small, small_pos, wrong_region) > truth
    assert planet.count() and star.count()


@pytest.mark.parametrize(
    "make, error, words",
    [
        (lambda: Mask(np.zeros((2, 2, 2))), ValueError, "2-D array"),
        (lambda: Mask(np.zeros(5)), ValueError, "2-D array"),
        (lambda: Mask(np.array([[0, 255]])), ValueError, "Mask.from_image"),
        (lambda: Mask(np.array([["a", "b"]])), TypeError, "dtype"),
        (lambda: Mask("##"), TypeError, "2-D array of booleans"),
        (lambda: Mask.from_image(np.zeros((2, 2, 3))), ValueError, "colorkey"),
        (lambda: Mask.from_image(np.zeros((2, 2, 5))), ValueError, "shape"),
        (lambda: Mask.from_image(np.zeros((2, 2, 3)), colorkey=(0, 0)), ValueError, "triple"),
        (lambda: Mask(np.ones((2, 2))).overlap_area(Mask(np.ones((2, 2))), (0.5, 0)), TypeError, "integers"),
        (lambda: Mask(np.ones((2, 2))).overlap_area(Mask(np.ones((2, 2))), (True, 0)), TypeError, "integers"),
        (lambda: Mask(np.ones((2, 2))).overlap_area(Mask(np.ones((2, 2))), 3), TypeError, "pair"),
        (lambda: Mask(np.ones((2, 2))).overlap_area(np.ones((2, 2)), (0, 0)), TypeError, "must be a Mask"),
    ],
)
def test_bad_input(make, error, words):
    with pytest.raises(error, match=words):
        make()


def test_masks_are_read_only_and_numpy_offsets_work():
    m = Mask(np.ones((3, 3)))
    with pytest.raises(ValueError):
        m.bits[0, 0] = False
    assert m.overlap_area(m, np.array([1, 1])) == 4
    assert m.overlap_area(m, (np.int64(2), np.int32(2))) == 1


@given(
    st.integers(1, 9),
    st.integers(1, 9),
    st.integers(1, 9),
    st.integers(1, 9),
    st.integers(-12, 12),
    st.integers(-12, 12),
)
def test_the_mask_window_is_rects_intersection(w1, h1, w2, h2, ox, oy):

    a, b = Mask(np.ones((h1, w1), bool)), Mask(np.ones((h2, w2), bool))
    assert a.overlap_rect(b, (ox, oy)) == intersection(Rect(0, 0, w1, h1), Rect(ox, oy, w2, h2))


@pytest.mark.parametrize("word_rows", [0, 10**9])  # every pair on the row-word path, or none
@given(
    bits=st.lists(bit_arrays, min_size=1, max_size=6),
    corners=st.lists(st.tuples(st.integers(-14, 14), st.integers(-14, 14)), min_size=6, max_size=6),
    pairs=st.lists(st.tuples(st.integers(0, 5), st.integers(0, 5)), max_size=12),
)
def test_pair_areas_is_overlap_area_pair_by_pair_and_pygames(bits, corners, pairs, word_rows):
    from collide_lessons import masks as module

    saved, module.WORD_ROWS = module.WORD_ROWS, word_rows
    try:
        check_pair_areas(bits, corners, pairs)
    finally:
        module.WORD_ROWS = saved


def check_pair_areas(bits, corners, pairs):
    from collide_lessons.masks import pair_areas

    n = len(bits)
    masks = [Mask(b) for b in bits]
    corners = corners[:n]
    pairs = [(i % n, j % n) for i, j in pairs]
    got = pair_areas(masks, corners, pairs).tolist() if pairs else []
    expected = [
        masks[i].overlap_area(masks[j], (corners[j][0] - corners[i][0], corners[j][1] - corners[i][1]))
        for i, j in pairs
    ]
    assert got == expected
    for (i, j), area in zip(pairs, got):
        offset = (corners[j][0] - corners[i][0], corners[j][1] - corners[i][1])
        assert area == to_pygame(bits[i]).overlap_area(to_pygame(bits[j]), offset)


def test_pair_areas_on_big_masks_takes_numpys_path_and_agrees():
    from collide_lessons.masks import pair_areas

    rng = np.random.default_rng(3)
    big = [Mask(rng.random((300, 280)) < 0.5), Mask(rng.random((50, 400)) < 0.5)]
    corners, pairs = [(0, 0), (-100, 120)], [(0, 1), (1, 0)]
    expected = big[0].overlap_area(big[1], (-100, 120))
    assert pair_areas(big, corners, pairs).tolist() == [expected, expected]
    assert expected == to_pygame(big[0].bits).overlap_area(to_pygame(big[1].bits), (-100, 120))


@pytest.mark.parametrize(
    "call, error, words",
    [
        (lambda pa: pa(["x"], [(0, 0)], [(0, 0)]), TypeError, r"masks\[0\] must be a Mask, got str"),
        (lambda pa: pa([Mask([[1]])], [(0.5, 0)], [(0, 0)]), TypeError, "corners must hold whole numbers"),
        (
            lambda pa: pa([Mask([[1]])], [(0, 0), (1, 1)], [(0, 0)]),
            ValueError,
            r"corners must have shape \(1, 2\)",
        ),
        (lambda pa: pa([Mask([[1]])], [(0, 0)], [(0, 1)]), ValueError, "pairs must hold indices 0 to 0"),
    ],
)
def test_pair_areas_refuses_bad_input(call, error, words):
    from collide_lessons.masks import pair_areas

    with pytest.raises(error, match=words):
        call(pair_areas)


@given(
    st.lists(bit_arrays, min_size=1, max_size=5),
    st.lists(st.tuples(st.integers(-14, 14), st.integers(-14, 14)), min_size=6, max_size=6),
    st.lists(st.tuples(st.integers(0, 5), st.integers(0, 5)), max_size=12),
)
def test_pair_areas_with_a_mask_wider_than_a_word_takes_the_integer_path_and_agrees(bits, corners, pairs):
    from collide_lessons.masks import pair_areas

    bits = [*bits, np.eye(3, 70, dtype=bool)]  # 70 px wide: rows no longer fit one 64-bit word
    n = len(bits)
    masks = [Mask(b) for b in bits]
    pairs = [(i % n, j % n) for i, j in pairs]
    got = pair_areas(masks, corners[:n], pairs).tolist() if pairs else []
    for (i, j), area in zip(pairs, got):
        offset = (corners[j][0] - corners[i][0], corners[j][1] - corners[i][1])
        assert area == to_pygame(bits[i]).overlap_area(to_pygame(bits[j]), offset)


# --- every method at the edges, on every path (issue 28) ---------------------------------------


def pygame_mask(bits):
    """A pygame-ce mask with the same pixels (through a surface's alpha: fast at any size)."""
    h, w = bits.shape
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    alpha = pygame.surfarray.pixels_alpha(surface)
    alpha[:] = bits.T * 255
    del alpha  # release the surface's lock
    return pygame.mask.from_surface(surface)


def pygame_bits(mask):
    """A pygame-ce mask's pixels as a boolean array indexed [y, x]."""
    return pygame.surfarray.array_red(mask.to_surface()).T > 0


def first_shared(a, b, ox, oy):
    """Row-major first pixel set in both, from a's set pixels in NumPy's row-major order."""
    ys, xs = np.nonzero(a)
    bx, by = xs - ox, ys - oy
    inside = (bx >= 0) & (bx < b.shape[1]) & (by >= 0) & (by < b.shape[0])
    hit = np.flatnonzero(inside)
    hit = hit[b[by[hit], bx[hit]]]
    return None if len(hit) == 0 else (int(xs[hit[0]]), int(ys[hit[0]]))


def lower_part(h, w, seed, start=0.5, density=0.3):
    """Random pixels in the rows below ``start`` of the height, none above: the first shared
    pixel then lies past the first few rows, where a scan in chunks of rows has moved on."""
    rng = np.random.default_rng(seed)
    bits = rng.random((h, w)) < density
    bits[: int(h * start)] = False
    return bits


def edge_offsets(w1, h1, w2, h2):
    """Just outside, on, and just inside each edge on both axes (and one offset well inside)."""
    xs = sorted({-w2 - 1, -w2, -w2 + 1, 0, w1 // 2, w1 - 1, w1, w1 + 1})
    ys = sorted({-h2 - 1, -h2, -h2 + 1, 0, h1 // 2, h1 - 1, h1, h1 + 1})
    return [(x, y) for x in xs for y in ys]


ONE_PIXEL = np.zeros((100, 100), dtype=bool)
ONE_PIXEL[90, 5] = True  # issue 28: a chunked scan that forgot its start row said (5, 10)

EDGE_PAIRS = {
    "small, integer path": (np.ones((5, 7), bool), lower_part(9, 4, 1, start=0.3)),
    "300 x 300 full, NumPy and packed paths": (np.ones((300, 300), bool), np.ones((300, 300), bool)),
    "300 x 300 lower halves": (lower_part(300, 300, 2), lower_part(300, 300, 3)),
    "different sizes, lower parts": (lower_part(260, 190, 4), lower_part(140, 330, 5, density=0.5)),
    "one pixel at (5, 90)": (ONE_PIXEL, ONE_PIXEL),
    "one pixel against a full mask": (ONE_PIXEL, np.ones((100, 100), bool)),
    "tall and thin (one-column window, 4,096-row chunks)": (
        lower_part(5000, 3, 6, start=0.9),
        lower_part(5000, 2, 7, start=0.85),
    ),
    "wide and flat (one-row chunks)": (lower_part(3, 5000, 8, start=0.6), lower_part(2, 5000, 9, start=0.4)),
}


@pytest.mark.parametrize("name", list(EDGE_PAIRS))
def test_every_method_at_every_edge_agrees_with_pygame(name):
    a, b = EDGE_PAIRS[name]
    ma, mb, pa, pb = Mask(a), Mask(b), pygame_mask(a), pygame_mask(b)
    assert (pa.count(), pb.count()) == (ma.count(), mb.count())
    (h1, w1), (h2, w2) = a.shape, b.shape
    for offset in edge_offsets(w1, h1, w2, h2):
        expected = pa.overlap_area(pb, offset)
        assert ma.overlap_area(mb, offset) == expected, offset
        assert ma.overlap_area_unpacked(mb, offset) == expected, offset
        assert ma.overlap_area_packed(mb, offset) == expected, offset
        assert mb.overlap_area(ma, (-offset[0], -offset[1])) == expected, offset
        theirs = pa.overlap_mask(pb, offset)
        assert np.array_equal(ma.overlap_mask(mb, offset).bits, pygame_bits(theirs)), offset
        first = ma.overlap(mb, offset)
        assert first == first_shared(a, b, *offset), offset
        assert (first is None) == (pa.overlap(pb, offset) is None), offset
        clip = pygame.Rect(0, 0, w1, h1).clip(pygame.Rect(*offset, w2, h2))
        window = ma.overlap_rect(mb, offset)
        if clip.w == 0 or clip.h == 0:
            assert window is None, offset
        else:
            assert (window.x, window.y, window.w, window.h) == tuple(clip), offset


def test_the_edge_cases_reach_the_paths_they_are_named_for():
    """The pairs above are big enough for the NumPy, packed and chunked paths (a test that
    only ever took the small path could not see a slip in the others)."""
    from collide_lessons import masks as module

    a, b = EDGE_PAIRS["300 x 300 full, NumPy and packed paths"]
    assert (300 + 300) * 300 > module.SMALL_BITS  # rows at a stride of at least 600: past the integer path
    assert Mask(a).overlap_rect(Mask(b), (1, 1)).area >= module.PACKED_FROM  # the packed path
    tall, _ = EDGE_PAIRS["tall and thin (one-column window, 4,096-row chunks)"]
    assert np.flatnonzero(tall.any(axis=1))[0] > 4096  # the first set row is past the first chunk


def test_issue_28_examples():
    full = Mask(np.ones((300, 300), bool))
    assert full.overlap_area(full, (-300, 0)) == 0 and full.overlap_area(full, (-299, 0)) == 300
    one = Mask(ONE_PIXEL)
    assert one.overlap(one, (0, 0)) == (5, 90)
