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


# --- draw.board: a scene (the records of collide_lessons.scene) as a still picture --------------
def _one_of_each_kind():
    import numpy as np

    from collide_lessons import scene
    from collide_lessons.lines import Ray

    rgba = np.zeros((3, 2, 4), np.uint8)
    rgba[1, 0] = (255, 0, 0, 255)
    return (
        {
            "rect": scene.shape_rect(Rect(1, 1, 4, 3), label="r", hatch=True),
            "circle": scene.shape_circle(Circle(20, 20, 3), label="c", dashed=True),
            "point": scene.shape_point((9, 9), label="p", marker="square"),
            "line": scene.shape_line((0, 30), (10, 30), dashed=True),
            "segment": scene.shape_segment(Ray(30, 5, 1, 1), label="ray"),
            "polygon": scene.shape_polygon([(0, 0), (4, 0), (0, 3)], at=(30, 30), angle=90, label="tri"),
            "text": scene.shape_text((2, 38), "words", anchor="start"),
            "cells": scene.shape_cells([(12, 2), (13, 2)]),
            "image": scene.shape_image(rgba, (25, 12), label="sprite", outline=True),
        },
        rgba,
    )


def test_board_draws_every_kind_a_scene_can_hold():
    from collide_lessons import scene

    shapes, rgba = _one_of_each_kind()
    assert set(draw.BOARD_KINDS) == set(scene.SHAPE_KINDS) == set(shapes)
    _, ax = draw.new_figure()
    draw.board(ax, list(shapes.values()), (0, 0, 40, 40))
    (picture,) = ax.images
    assert tuple(picture.get_extent()) == (25, 27, 15, 12)  # x, x + w, y + h, y: y grows down
    assert (picture.get_array() * 255).round().astype(int).tolist() == rgba.tolist()
    words = {t.get_text().strip() for t in ax.texts}
    assert {"r", "c", "p", "ray", "tri", "sprite", "words"} <= words
    hatched = [p for p in ax.patches if p.get_hatch()]
    assert len(hatched) == 1 and (hatched[0].get_x(), hatched[0].get_width()) == (1, 4)
    cells = [c for c in ax.collections if len(c.get_paths()) == 2]
    corners = sorted(tuple(c.get_paths()[k].vertices.min(axis=0)) for c in cells for k in range(2))
    assert corners == [(12, 2), (13, 2)]
    assert [float(v) for v in ax.get_xlim()] == [0, 40] and [float(v) for v in ax.get_ylim()] == [40, 0]


def test_board_refuses_an_unknown_kind_with_a_sentence():
    import pytest

    _, ax = draw.new_figure()
    with pytest.raises(ValueError, match="unknown kind 'blob'"):
        draw.board(ax, [{"kind": "blob", "x": 0, "y": 0}], (0, 0, 10, 10))


def test_board_layers_shapes_as_the_board_does():
    """Plain shapes first, then the draggable ones, then those marked top: a later shape covers an
    earlier one whatever its matplotlib type (an image is not pushed under a rectangle)."""
    import numpy as np

    from collide_lessons import scene

    top = scene.shape_rect(Rect(0, 0, 5, 5), fill=False, top=True)
    dragged = scene.shape_image(np.full((5, 5, 4), 255, np.uint8), (0, 0), id="b", drag=True)
    plain = scene.shape_cells([(1, 1)])
    _, ax = draw.new_figure()
    draw.board(ax, [top, dragged, plain], (0, 0, 10, 10))
    cells = next(c for c in ax.collections if len(c.get_paths()) == 1)
    (picture,) = ax.images
    (box,) = ax.patches
    assert cells.get_zorder() < picture.get_zorder() < box.get_zorder()


def test_board_draws_a_played_run_at_the_frame_asked():
    from collide_lessons import scene

    ball = {**scene.shape_circle(Circle(0, 0, 2), id="o0", drag=True), "obj": 0, "hit_color": "#ff7f0e"}
    frame = {"p": [[7, 4]], "hit": [1]}
    _, ax = draw.new_figure()
    draw.board(ax, [ball], (0, 0, 10, 10), frame=frame)
    disc = next(p for p in ax.patches if isinstance(p, CirclePatch))
    assert tuple(disc.center) == (7, 4) and disc.get_hatch()
    assert matplotlib.colors.to_hex(disc.get_edgecolor()) == "#ff7f0e"
    _, ax = draw.new_figure()
    draw.board(ax, [ball], (0, 0, 10, 10), frame={"p": [[3, 3]], "hit": [0]})
    disc = next(p for p in ax.patches if isinstance(p, CirclePatch))
    assert tuple(disc.center) == (3, 3) and not disc.get_hatch()


def test_board_moves_a_label_off_another_shape_as_the_board_does():
    """Above the box is another box: the label goes to the next free place, outside both."""
    from collide_lessons import scene

    a = scene.shape_rect(Rect(10, 20, 20, 10), label="a", label_at="above")
    b = scene.shape_rect(Rect(10, 0, 20, 18))
    _, ax = draw.new_figure()
    draw.board(ax, [a, b], (0, 0, 40, 40), scale=5)
    (label,) = [t for t in ax.texts if t.get_text().strip() == "a"]
    assert label.get_position() == (30, 30)  # below the bottom-right corner
    assert scene.place_labels([a, b], 5)[0]["label_at"] == "below"


def test_board_writes_the_verdict_in_words_without_html():
    _, ax = draw.new_figure()
    draw.board(ax, [], (0, 0, 10, 10), verdict="<p>touching=False: <b>HIT</b> (d² &lt; r²)</p>")
    assert ax.get_title() == "touching=False: HIT (d² < r²)"


def test_rect_labels_go_outside_the_box_at_each_place():
    import pytest

    box = Rect(10, 20, 30, 40)
    spots = {
        "above": (10, 20, "left", "bottom"),
        "below": (40, 60, "right", "top"),
        "above-right": (40, 20, "right", "bottom"),
        "below-left": (10, 60, "left", "top"),
        "center": (25, 40, "center", "center"),
    }
    assert set(spots) == set(draw.LABEL_AT) and draw.LABEL_PLACES == draw.LABEL_AT
    for place, (x, y, ha, va) in spots.items():
        _, ax = draw.new_figure()
        label = draw.rect(ax, box, label="L", label_at=place)[-1]
        assert label.get_position() == (x, y) and (label.get_ha(), label.get_va()) == (ha, va), place
    with pytest.raises(ValueError, match="label_at must be one of"):
        draw.rect(ax, box, label="L", label_at="left")


def test_draw_does_not_import_the_atlas():
    """No atlas <-> draw cycle: the drawing module loads without the teaching module."""
    import subprocess
    import sys

    probe = "import sys, collide_lessons.draw; print('collide_lessons.atlas' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_atlas_grid_marks_exactly_the_classes_given():
    import pytest

    names = ["before", "meets", "after"]
    wrong = {("meets", "before"), ("after", "after")}
    _, ax = draw.new_figure()
    artists = draw.atlas_grid(wrong, names, ax)
    crosses = {(round(t.get_position()[0]), round(t.get_position()[1])) for t in artists[1:]}
    assert crosses == {(1, 0), (2, 2)}  # (column = x relation, row = y relation)
    assert ax.get_title() == "2 of 9 classes wrong (✗)"
    with pytest.raises(TypeError, match="atlas.picture"):
        draw.atlas_grid(lambda a, b: True, names)
