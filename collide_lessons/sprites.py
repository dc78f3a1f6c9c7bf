"""Small original sprites for the pixel lessons, drawn from geometry with NumPy.

The PNG files in ``collide_lessons/data/`` are exactly what :func:`draw`
produces (a test checks this). :func:`load` reads them back as RGBA arrays.

>>> star = load("star")
>>> star.shape, star.dtype
((48, 48, 4), dtype('uint8'))
>>> from collide_lessons.masks import Mask
>>> Mask.from_image(star).count() == Mask.from_image(draw("star")).count()
True
"""

from __future__ import annotations

import math
from importlib import resources
from pathlib import Path

import numpy as np
from PIL import Image

__all__ = ["NAMES", "SIZE", "draw", "load", "on_black", "write_all"]

NAMES = ("star", "planet", "ship")
SIZE = 48


def _grid(size=SIZE):
    """Pixel-centre coordinates, x and y, shape (size, size)."""
    c = np.arange(size) + 0.5
    return np.meshgrid(c, c)


def _inside_polygon(xs, ys, corners) -> np.ndarray:
    """Even-odd rule: is each pixel centre inside the polygon?"""
    inside = np.zeros(xs.shape, dtype=bool)
    n = len(corners)
    for i in range(n):
        (x1, y1), (x2, y2) = corners[i], corners[(i + 1) % n]
        crosses = (y1 > ys) != (y2 > ys)
        with np.errstate(divide="ignore", invalid="ignore"):
            at = x1 + (ys - y1) * (x2 - x1) / (y2 - y1)
        inside ^= crosses & (xs < at)
    return inside


def _rgba(shape_mask, colour) -> np.ndarray:
    image = np.zeros((*shape_mask.shape, 4), dtype=np.uint8)
    image[shape_mask] = (*colour, 255)
    return image


def draw(name: str) -> np.ndarray:
    """Draw sprite ``name`` as a ``(48, 48, 4)`` RGBA array (transparent outside).

    Parameters
    ----------
    name : str
        One of ``NAMES``.

    Returns
    -------
    numpy.ndarray of uint8, shape (48, 48, 4)
        The RGBA picture.

    Examples
    --------
    >>> draw('ship').shape
    (48, 48, 4)
    """
    xs, ys = _grid()
    mid = SIZE / 2
    if name == "star":
        corners = []
        for k in range(10):
            radius = 23 if k % 2 == 0 else 9
            angle = -math.pi / 2 + k * math.pi / 5
            corners.append((mid + radius * math.cos(angle), mid + radius * math.sin(angle)))
        return _rgba(_inside_polygon(xs, ys, corners), (250, 200, 40))
    if name == "planet":
        disc = (xs - mid) ** 2 + (ys - mid) ** 2 < 12**2
        # a ring: an ellipse band tilted by 20 degrees
        t = math.radians(20)
        u = (xs - mid) * math.cos(t) + (ys - mid) * math.sin(t)
        v = -(xs - mid) * math.sin(t) + (ys - mid) * math.cos(t)
        e = (u / 22) ** 2 + (v / 7) ** 2
        ring = (e < 1) & (e > 0.62)
        image = _rgba(disc, (70, 130, 200))
        image[ring & ~(disc & (v < 0))] = (210, 180, 120, 255)  # the ring passes behind at the top
        return image
    if name == "ship":
        hull = _inside_polygon(xs, ys, [(24, 2), (34, 30), (44, 44), (24, 36), (4, 44), (14, 30)])
        cockpit = (xs - 24) ** 2 / 9 + (ys - 18) ** 2 / 25 < 1
        image = _rgba(hull, (180, 180, 195))
        image[cockpit] = (60, 200, 230, 255)
        return image
    raise ValueError(f"unknown sprite {name!r}; choose one of {', '.join(NAMES)}")


def load(name: str) -> np.ndarray:
    """Read sprite ``name`` from the package's PNG as an RGBA array.

    Parameters
    ----------
    name : str
        One of ``NAMES``.

    Returns
    -------
    numpy.ndarray of uint8, shape (48, 48, 4)
        The RGBA picture.

    Examples
    --------
    >>> bool((load('planet') == draw('planet')).all())
    True
    """

    if name not in NAMES:
        raise ValueError(f"unknown sprite {name!r}; choose one of {', '.join(NAMES)}")
    with resources.files("collide_lessons").joinpath(f"data/{name}.png").open("rb") as f:
        return np.asarray(Image.open(f).convert("RGBA"))


def on_black(image: np.ndarray) -> np.ndarray:
    """The sprite as RGB on a black background, as sprites were stored in 1998.

    Parameters
    ----------
    image : numpy.ndarray (h, w, 4)
        An RGBA sprite.

    Returns
    -------
    numpy.ndarray of uint8, shape (h, w, 3)
        RGB, black where the sprite is transparent.

    Examples
    --------
    >>> on_black(draw('star'))[0, 0].tolist()
    [0, 0, 0]
    """
    return np.where(image[..., 3:4] > 127, image[..., :3], 0).astype(np.uint8)


def write_all(folder=None):
    """Regenerate the PNGs (run by hand after changing a drawing).

    Parameters
    ----------
    folder : str or Path, optional
        Where to write (default: the package's ``data`` folder).

    Returns
    -------
    None
        The PNG files are written.

    Examples
    --------
    >>> import tempfile, pathlib
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     write_all(folder)
    ...     sorted(p.name for p in pathlib.Path(folder).iterdir())
    ['planet.png', 'ship.png', 'star.png']
    """

    folder = Path(folder or Path(__file__).parent / "data")
    for name in NAMES:
        Image.fromarray(draw(name), "RGBA").save(folder / f"{name}.png", optimize=True)
