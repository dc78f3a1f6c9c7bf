"""sprites: the three drawings, checked against their geometry, and the PNGs on disk."""

import math

import numpy as np
import pytest
from PIL import Image

from collide_lessons import sprites


def test_sprites_on_disk_are_the_drawings():
    for name in sprites.NAMES:
        assert np.array_equal(sprites.load(name), sprites.draw(name)), name


@pytest.mark.parametrize("name", sprites.NAMES)
def test_each_sprite_is_opaque_or_transparent_and_fits_its_square(name):
    image = sprites.draw(name)
    assert image.shape == (sprites.SIZE, sprites.SIZE, 4) and image.dtype == np.uint8
    assert set(np.unique(image[..., 3]).tolist()) == {0, 255}
    ys, xs = np.nonzero(image[..., 3])
    assert xs.min() > 0 and ys.min() > 0 and xs.max() < sprites.SIZE - 1 and ys.max() < sprites.SIZE - 1
    assert xs.min() + xs.max() + 1 == sprites.SIZE  # each drawing is centred across


def test_star_area_is_the_polygon_area_within_its_rim():
    # ten corners at radii 23 and 9: area = 10 * (1/2) * 23 * 9 * sin(36 degrees)
    area = 5 * 23 * 9 * math.sin(math.pi / 5)
    solid = int((sprites.draw("star")[..., 3] > 0).sum())
    perimeter = 10 * math.dist((23, 0), (9 * math.cos(math.pi / 5), 9 * math.sin(math.pi / 5)))
    assert abs(solid - area) < perimeter / 2, (solid, area)
    assert sprites.draw("star")[24, 24, 3] == 255  # the centre is solid


def test_planet_disc_is_a_circle_of_radius_12_in_its_own_colour():
    image = sprites.draw("planet")
    blue = np.all(image == (70, 130, 200, 255), axis=-1)
    ys, xs = np.nonzero(blue)
    assert ((xs + 0.5 - 24) ** 2 + (ys + 0.5 - 24) ** 2 < 144).all()
    assert blue[24, 24] and blue[24, 13] and not blue[24, 11]


def test_on_black_keeps_colours_where_solid_and_is_black_elsewhere():
    star = sprites.draw("star")
    rgb = sprites.on_black(star)
    assert rgb.shape == (sprites.SIZE, sprites.SIZE, 3)
    assert (rgb[star[..., 3] == 0] == 0).all()
    assert (rgb[star[..., 3] == 255] == (250, 200, 40)).all()


def test_write_all_writes_the_same_pictures(tmp_path):
    sprites.write_all(tmp_path)
    for name in sprites.NAMES:
        assert np.array_equal(
            np.asarray(Image.open(tmp_path / f"{name}.png").convert("RGBA")), sprites.draw(name)
        )


@pytest.mark.parametrize("call", [sprites.draw, sprites.load])
def test_an_unknown_name_lists_the_known_ones(call):
    with pytest.raises(ValueError, match="unknown sprite 'moon'; choose one of star, planet, ship"):
        call("moon")
