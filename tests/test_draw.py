"""Drawing helpers: they draw on the ax they are given and nowhere else."""

import matplotlib
import matplotlib.pyplot as plt
from matplotlib.patches import Circle as CirclePatch

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


def _cross(p, q, slack=0.5):
    """Whether two window extents share more than a boundary (half a pixel of slack)."""
    return p.x0 < q.x1 - slack and q.x0 < p.x1 - slack and p.y0 < q.y1 - slack and q.y0 < p.y1 - slack


def _extents(fig, artists):
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    renderer = FigureCanvasAgg(fig).get_renderer()
    fig.draw(renderer)
    return renderer


def test_rect_pair_labels_never_sit_on_the_hatching_or_on_each_other():
    """Every arrangement of two boxes (the atlas), drawn at lesson scale: each label's text box
    misses the hatched shared region and the other label, and stays inside the figure."""
    from matplotlib.text import Text

    from collide_lessons import atlas

    for config in atlas.configurations(include_degenerate=True):  # all 676 arrangements
        for scale in (1,):  # the atlas's small numbers: labels are largest relative to the boxes
            a = Rect(config.a.x * scale, config.a.y * scale, config.a.w * scale, config.a.h * scale)
            b = Rect(config.b.x * scale, config.b.y * scale, config.b.w * scale, config.b.h * scale)
            fig, ax = draw.new_figure(3, 3)
            artists = draw.rect_pair(ax, a, b, labels=("a", "b"))
            renderer = _extents(fig, artists)
            labels = [x for x in artists if isinstance(x, Text) and x.get_text().strip() in ("a", "b")]
            assert len(labels) == 2, config.classes
            boxes = [t.get_window_extent(renderer) for t in labels]
            assert not _cross(boxes[0], boxes[1]), ("labels overlap", config.classes, scale)
            hatched = [x for x in artists if getattr(x, "get_hatch", lambda: None)()]
            for patch in hatched:
                for box in boxes:
                    assert not _cross(box, patch.get_window_extent(renderer)), (
                        "label on hatching",
                        config.classes,
                    )
            frame = fig.bbox
            for box in boxes:
                assert frame.x0 <= box.x0 and box.x1 <= frame.x1 and frame.y0 <= box.y0 and box.y1 <= frame.y1


def test_a_zero_size_box_is_drawn_as_a_mark():
    fig, ax = draw.new_figure()
    (line, label) = draw.rect(ax, Rect(5, 5, 0, 4), label="b")
    assert line.get_marker() == "_" and label.get_text().strip() == "b"
    (dot,) = draw.rect(ax, Rect(5, 5, 0, 0))
    assert dot.get_marker() == "o"


def test_a_playground_verdict_stays_inside_the_picture_above_the_top_axis_label():
    from collide_lessons.widgets import rect_test_scene

    fig, ax = draw.new_figure(5, 4, fast=True)
    scene = rect_test_scene({"r1": dict(x=10, y=25, w=40, h=10), "r2": dict(x=25, y=10, w=10, h=40)})
    draw.board(ax, scene["shapes"], (0, 0, 80, 60), verdict="edge_test, both fixed: miss (WRONG)")
    renderer = _extents(fig, None)
    title = ax.title.get_window_extent(renderer)
    label = ax.xaxis.label.get_window_extent(renderer)
    assert title.y1 <= fig.bbox.y1 and title.y0 >= label.y1 - 0.5
