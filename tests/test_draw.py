"""Drawing helpers: they draw on the ax they are given and nowhere else."""

import matplotlib
import matplotlib.pyplot as plt
from matplotlib.patches import Circle as CirclePatch
from matplotlib.patches import Rectangle

from collide_lessons import Circle, Rect, draw


def test_helpers_leave_global_state_alone():
    before = dict(matplotlib.rcParams)
    plt.close("all")
    fig, ax = draw.new_figure(4, 3)
    draw.screen_axes(ax, 50, 40)
    draw.rect(ax, Rect(1, 2, 3, 4), label="A", pixels=True)
    draw.circle(ax, Circle(10, 10, 5), label="c")
    draw.point(ax, (3, 3), label="p")
    draw.verdict(ax, True, "touching")
    draw.to_png(fig)
    assert plt.get_fignums() == [], "helpers must not create pyplot figures"
    assert dict(matplotlib.rcParams) == before


def test_rect_draws_one_cell_per_pixel_when_asked():
    _, ax = draw.new_figure()
    artists = draw.rect(ax, Rect(0, 0, 3, 2), pixels=True)
    cells = artists[0]
    corners = sorted(tuple(path.vertices.min(axis=0)) for path in cells.get_paths())
    assert corners == [(x, y) for x in range(3) for y in range(2)]
    outline = artists[-1]
    assert (outline.get_x(), outline.get_y(), outline.get_width(), outline.get_height()) == (0, 0, 3, 2)


def test_circle_patch_matches_the_circle():
    _, ax = draw.new_figure()
    patch = draw.circle(ax, Circle(4, 5, 3))[0]
    assert isinstance(patch, CirclePatch)
    assert tuple(patch.center) == (4, 5) and patch.radius == 3


def test_screen_axes_put_y_zero_at_the_top():
    _, ax = draw.new_figure()
    draw.screen_axes(ax, 100, 80)
    bottom, top = ax.get_ylim()
    assert (bottom, top) == (80, 0)
    draw.screen_axes(ax, 100, 80, y_down=False)
    assert ax.get_ylim() == (0, 80)


def test_verdict_says_it_in_words():
    _, ax = draw.new_figure()
    assert draw.verdict(ax, True).get_text().startswith("HIT")
    assert draw.verdict(ax, False, "gap of 1").get_text() == "miss  gap of 1"


def test_to_png_gives_png_bytes():
    fig, _ = draw.new_figure(2, 2)
    assert draw.to_png(fig).startswith(b"\x89PNG")
