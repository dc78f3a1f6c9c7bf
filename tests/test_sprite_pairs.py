"""SpritePairs: every path (one table up to SMALL_N sprites, coherent or fresh broad phase above it;
Python integers or 64-bit row words, masks.RowWords, for the candidates) gives the pairs a pixel
count on a board gives, for every layout of corners the docs accept."""

import numpy as np
import pytest

from collide_lessons import broadphase, sprite_pairs
from collide_lessons.masks import Mask
from collide_lessons.sprite_pairs import SpritePairs


def pixel_truth(bits, corners):
    """Pairs i < j with a set pixel in both, by painting each pair on its own board (no shared code)."""
    pairs = []
    for i in range(len(bits)):
        for j in range(i + 1, len(bits)):
            (xi, yi), (xj, yj) = corners[i], corners[j]
            cells_i = {(xi + x, yi + y) for y, x in zip(*np.nonzero(bits[i]))}
            if any((xj + x, yj + y) in cells_i for y, x in zip(*np.nonzero(bits[j]))):
                pairs.append([i, j])
    return pairs


def scene(n, seed):
    rng = np.random.default_rng(seed)
    bits = [rng.random((int(rng.integers(0, 12)), int(rng.integers(0, 12)))) < 0.4 for _ in range(n)]
    return rng, bits


@pytest.mark.parametrize("coherent", [True, False])
@pytest.mark.parametrize("n", [0, 1, 2, 30, broadphase.SMALL_N, broadphase.SMALL_N + 1, 200])
def test_every_path_finds_the_pixel_collisions_frame_after_frame(n, coherent, monkeypatch):
    rng, bits = scene(n, n)
    sprites = SpritePairs([Mask(b) for b in bits], coherent=coherent)
    corners = rng.integers(-8, 3 * int(np.sqrt(n + 1)) + 8, (n, 2))
    for frame in range(6):
        if frame == 3:  # the batch path: every candidate on 64-bit row words
            monkeypatch.setattr(sprite_pairs, "SMALL_PAIRS", 0)
        corners = corners + rng.integers(-2, 3, (n, 2))
        if frame == 4 and n:  # a teleport: one sprite lands on another
            corners[0] = corners[-1]
        got = sprites.update(corners)
        assert got.dtype == np.int64 and got.shape == (len(got), 2)
        assert got.tolist() == pixel_truth(bits, corners.tolist())


@pytest.mark.parametrize(
    "layout",
    [
        lambda c: c,
        lambda c: c.astype(np.int8),
        lambda c: c.astype(np.uint16),
        lambda c: c.astype(np.int32),
        lambda c: c.astype(np.float32),
        lambda c: c.astype(float),
        lambda c: c.tolist(),
        lambda c: [tuple(row) for row in c.tolist()],
    ],
    ids=["int64", "int8", "uint16", "int32", "float32", "float64", "lists", "tuples"],
)
def test_every_layout_of_whole_pixels_gives_the_same_pairs(layout):
    rng, bits = scene(40, 7)
    corners = rng.integers(0, 60, (40, 2))
    expected = pixel_truth(bits, corners.tolist())
    assert SpritePairs([Mask(b) for b in bits]).update(layout(corners)).tolist() == expected


def test_no_sprites_and_bad_corners_get_sentences():
    assert SpritePairs([]).update([]).tolist() == []
    sprites = SpritePairs([Mask.from_text("#")] * 2)
    for bad in ([(0, 0), (0.5, 0)], [(0, 0)], np.zeros((3, 2), dtype=np.int64), [(0, 0), (2**60, 0)]):
        with pytest.raises(ValueError, match="corners"):
            sprites.update(bad)
    with pytest.raises(ValueError, match="corners"):
        sprites.update([(0, 0), (float("nan"), 0)])
    with pytest.raises(TypeError, match="masks\\[1\\] must be a Mask"):
        SpritePairs([Mask.from_text("#"), "#"])


@pytest.mark.parametrize("seed", range(4))
def test_row_words_agree_with_painted_pixels_at_every_offset(seed, monkeypatch):
    """The batch path on sprites up to the 64 px limit (shifts of 63 bits), of no height or no
    width, and of one pixel, against painted boards; every pair of overlapping boxes is a
    candidate."""
    monkeypatch.setattr(sprite_pairs, "SMALL_PAIRS", 0)
    rng = np.random.default_rng(seed)
    sizes = [(64, 9), (64, 1), (1, 64), (0, 5), (5, 0), (1, 1), (63, 3), (2, 40)]
    sizes += [tuple(rng.integers(0, 65, 2)) for _ in range(16)]
    bits = [rng.random((h, w)) < rng.choice([0.05, 0.5, 1.0]) for w, h in sizes]
    sprites = SpritePairs([Mask(b) for b in bits], coherent=False)
    assert sprites._narrow
    for _ in range(5):
        corners = rng.integers(0, 90, (len(bits), 2))
        assert sprites.update(corners).tolist() == pixel_truth(bits, corners.tolist())


def test_sprites_wider_than_a_word_stay_on_python_integers(monkeypatch):
    monkeypatch.setattr(sprite_pairs, "SMALL_PAIRS", 0)
    rng = np.random.default_rng(5)
    bits = [rng.random((7, w)) < 0.3 for w in (65, 100, 3, 64, 130)]
    sprites = SpritePairs([Mask(b) for b in bits], coherent=False)
    assert not sprites._narrow
    for _ in range(5):
        corners = rng.integers(0, 120, (len(bits), 2))
        corners[:, 1] //= 10
        assert sprites.update(corners).tolist() == pixel_truth(bits, corners.tolist())


def test_row_words_meet_equals_overlap_area_on_every_offset_class():
    """RowWords.meet on its own: offsets inside, at and past every edge (boxes that only touch,
    or lie apart by up to 70 px: shifts of 64 bits and more), against Mask.overlap_area."""
    from collide_lessons.masks import RowWords

    rng = np.random.default_rng(11)
    masks = [Mask(rng.random((h, w)) < 0.5) for w, h in [(64, 5), (1, 1), (17, 64), (0, 3), (3, 0), (64, 64)]]
    words = RowWords(masks)
    i, j, ox, oy = [], [], [], []
    for a in range(len(masks)):
        for b in range(len(masks)):
            for dx in (-70, -64, -63, -17, -1, 0, 1, 2, 16, 63, 64, 70):
                for dy in (-64, -5, -1, 0, 1, 4, 63, 64):
                    i.append(a), j.append(b), ox.append(dx), oy.append(dy)
    got = words.meet(i, j, ox, oy)
    expected = [masks[a].overlap_area(masks[b], (x, y)) > 0 for a, b, x, y in zip(i, j, ox, oy)]
    assert got.tolist() == expected
    assert 0 < sum(expected) < len(expected)


@pytest.mark.parametrize(
    "call, error, words",
    [
        (lambda W, m: W([m, "#"]), TypeError, "masks\\[1\\] must be a Mask"),
        (lambda W, m: W([Mask(np.ones((2, 65), dtype=bool))]), ValueError, "65 px wide"),
        (lambda W, m: W([m]).meet([0], [0, 0], [0], [0]), ValueError, "one entry per pair"),
        (lambda W, m: W([m]).meet([0], [1], [0], [0]), ValueError, "indices 0 to 0"),
        (lambda W, m: W([m]).meet([0], [0], [0.5], [0]), TypeError, "whole numbers"),
        (lambda W, m: W([m]).meet([[0]], [[0]], [[0]], [[0]]), ValueError, "1-D"),
    ],
)
def test_row_words_bad_input_gets_sentences(call, error, words):
    from collide_lessons.masks import RowWords

    with pytest.raises(error, match=words):
        call(RowWords, Mask.from_text("#"))
