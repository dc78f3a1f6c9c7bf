"""The scene records (collide_lessons.scene): the schema the board reads, bounds, colours and
label placement, checked against references that share no code with it (shapely, matplotlib)."""

import ast
import inspect
import itertools
import re
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
import shapely
from matplotlib.colors import to_hex

from collide_lessons import Circle, Rect, collides, draw, scene
from collide_lessons.lines import Ray
from collide_lessons.polygons import Polygon
from collide_lessons.scene import (
    LABEL_PLACES,
    SHAPE_KINDS,
    bounds,
    color_hex,
    label_box,
    place_labels,
    shape_cells,
    shape_circle,
    shape_image,
    shape_line,
    shape_point,
    shape_polygon,
    shape_rect,
    shape_segment,
    shape_text,
)


def one_of_each():
    """One record of every kind, with every optional key switched on."""
    return [
        shape_rect(
            Rect(1, 2, 3, 4),
            id="a",
            label="a",
            hatch=True,
            fill=False,
            dashed=True,
            pixels=True,
            drag=True,
            resize=True,
            top=True,
            label_at="below",
        ),
        shape_circle(
            Circle(5, 5, 2), id="c", label="c", hatch=True, fill=False, dashed=True, drag=True, rim=True
        ),
        shape_point((3, 4), id="p", label="p", marker="square", drag=True),
        shape_line((0, 0), (3, 4), dashed=True),
        shape_segment(Ray(0, 0, 3, 4), id="s", label="s", drag=True, dashed=True),
        shape_polygon(
            [(0, 0), (4, 0), (0, 3)],
            at=(10, 10),
            angle=30,
            id="g",
            label="g",
            hatch=True,
            fill=False,
            dashed=True,
            drag=True,
            rotate=True,
        ),
        shape_text((1, 2), "words", anchor="middle"),
        shape_cells([(0, 0), (1, 0)], size=2),
        shape_image(np.zeros((2, 3, 4), np.uint8), (5, 6), id="i", label="i", outline=True, drag=True),
    ]


def test_every_kind_has_a_constructor_and_a_documented_record():
    records = one_of_each()
    assert [r["kind"] for r in records] == list(SHAPE_KINDS)
    doc = scene.__doc__
    for record in records:
        section = doc.split(f'``"{record["kind"]}"``', 1)[1].split('\n``"', 1)[0]
        common = doc.split("Keys every record may have", 1)[1].split("One record per kind", 1)[0]
        for key in record:
            assert f"``{key}``" in common or key in section, (record["kind"], key)


def test_the_board_script_has_one_draw_function_per_kind():
    js = (Path(inspect.getfile(scene)).parent / "widgets" / "canvas.js").read_text()
    table = re.search(r"const DRAW = \{([^}]*)\}", js).group(1)
    pairs = dict(re.findall(r"(\w+): (\w+)", table))
    assert list(pairs) == list(SHAPE_KINDS)
    for kind, function in pairs.items():
        assert re.search(rf"^function {function}\(pen, group, shape", js, re.M), kind


def test_every_key_the_board_reads_is_documented():
    js = (Path(inspect.getfile(scene)).parent / "widgets" / "canvas.js").read_text()
    read = set(re.findall(r"\bshape\.(\w+)", js))
    draw_py = (Path(inspect.getfile(scene)).parent / "draw.py").read_text()  # draw.board reads them too
    read |= set(re.findall(r"\bshape(?:\[|\.get\()\"(\w+)\"", draw_py))
    assert {"kind", "x", "outline", "label_at", "hit_href"} <= read
    spans = re.findall(r"``([^`]+)``", scene.__doc__)
    documented = {word for span in spans for word in re.findall(r"\w+", span)}
    undocumented = sorted(read - documented)
    assert undocumented == []


def test_scene_loads_no_widget_or_plotting_library():
    code = (
        "import sys, collide_lessons.scene; "
        "print(sorted(m for m in ('ipywidgets', 'anywidget', 'matplotlib') if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


def test_scene_imports_only_downward():
    tree = ast.parse(inspect.getsource(scene))
    modules = {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.level}
    assert modules <= {"lines", "polygons", "shapes", "tiles"}, modules


@pytest.mark.parametrize(
    "color",
    [
        "tab:blue",
        "tab:orange",
        "tab:green",
        "tab:red",
        "tab:purple",
        "tab:brown",
        "tab:pink",
        "tab:gray",
        "tab:grey",
        "tab:olive",
        "tab:cyan",
        "black",
        "white",
        "none",
        "red",
        "green",
        "blue",
        "orange",
        "purple",
        "gray",
        "grey",
        "k",
        "w",
        "r",
        "g",
        "b",
        "0",
        "1",
        "0.25",
        "0.35",
        "0.4",
        "0.45",
        "0.5",
        "#FF7F0E",
        "#12345678",
        (1, 0.5, 0),
        (0.2, 0.4, 0.6, 0.5),
        draw.BLUE,
        draw.ORANGE,
        draw.GREEN,
        draw.RED,
        draw.GREY,
    ],
)
def test_colours_are_the_hex_matplotlib_gives(color):
    assert color_hex(color) == to_hex(color)


@pytest.mark.parametrize("color", ["chartreuse-ish", "1.5", (2, 0, 0), 3, None, "#12345"])
def test_an_unknown_colour_is_refused_with_a_sentence(color):
    with pytest.raises(ValueError, match="color must be"):
        color_hex(color)


def test_every_colour_the_widgets_pass_is_known():
    """Every colour literal in the widgets and checks reaches color_hex without a refusal."""
    import pathlib

    root = pathlib.Path(inspect.getfile(scene)).parent
    seen = set()
    for path in [*root.joinpath("widgets").glob("*.py"), root / "atlas.py"]:
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.keyword) and node.arg == "color" and isinstance(node.value, ast.Constant):
                seen.add(node.value.value)
    assert seen
    for color in seen:
        assert color_hex(color) == to_hex(color), color


def shapely_of(record):
    kind = record["kind"]
    if kind in ("rect", "image"):
        return shapely.box(record["x"], record["y"], record["x"] + record["w"], record["y"] + record["h"])
    if kind == "circle":
        return shapely.Point(record["x"], record["y"]).buffer(record["r"], quad_segs=256)
    if kind == "segment":
        return shapely.LineString([(record["x"], record["y"]), (record["x2"], record["y2"])])
    if kind == "polygon":
        import math

        t = math.radians(record["angle"])
        return shapely.Polygon(
            [
                (
                    record["x"] + a * math.cos(t) - b * math.sin(t),
                    record["y"] + a * math.sin(t) + b * math.cos(t),
                )
                for a, b in record["outline"]
            ]
        )
    return None


@pytest.mark.parametrize("record", one_of_each(), ids=lambda r: r["kind"])
def test_bounds_agree_with_shapely(record):
    reference = shapely_of(record)
    if reference is None:
        assert bounds(record) is None
    else:
        assert bounds(record) == pytest.approx(reference.bounds, abs=1e-9 + record.get("r", 0) * 1e-4)


@pytest.mark.parametrize("angle", [0, 90, 180, 270, 45, 123])
def test_a_turned_polygons_bounds_hold_its_corners(angle):
    record = shape_polygon(Polygon([(0, 0), (8, 0), (8, 3), (0, 5)]), at=(20, 30), angle=angle)
    assert bounds(record) == pytest.approx(shapely_of(record).bounds, abs=1e-9)


# --- labels: never under a hatch or inside another shape -------------------------------------


def test_every_label_place_is_outside_its_own_box():
    shape = shape_rect(Rect(10, 10, 20, 8), label="r1")
    for place in LABEL_PLACES:
        left, top, right, bottom = label_box(shape, place, scale=6)
        assert bottom <= 10 or top >= 18, place


def lesson_02_label_clashes(r1, r2, scale=6):
    """Label boxes that overlap another shape, as the lesson 02 playground places them."""
    pg_shapes = place_labels(
        [shape_rect(r1, label="r1", label_at="above"), shape_rect(r2, label="r2", label_at="below")], scale
    )
    bodies = [r1, r2]
    clashes = []
    for k, shape in enumerate(pg_shapes):
        box = label_box(shape, shape["label_at"], scale)
        free = [
            p
            for p in LABEL_PLACES
            if not collides(Rect.from_ltrb(*label_box(shape, p, scale)), bodies[1 - k])
        ]
        if free and collides(Rect.from_ltrb(*box), bodies[1 - k]):
            clashes.append((shape["label"], shape["label_at"]))
    return clashes


def test_labels_of_two_dragged_boxes_stay_clear_of_the_other_box_whenever_they_can():
    r1 = Rect(20, 20, 30, 10)
    for x, y in itertools.product(range(0, 70, 3), range(0, 55, 3)):
        assert lesson_02_label_clashes(r1, Rect(x, y, 10, 12)) == [], (x, y)


def test_a_label_that_would_land_on_the_other_box_moves():
    r1, r2 = Rect(10, 20, 30, 10), Rect(8, 8, 10, 10)  # r2 sits where r1's label would go
    shapes = place_labels([shape_rect(r1, label="r1"), shape_rect(r2, label="r2", label_at="below")], scale=6)
    assert shapes[0]["label_at"] != "above"


# --- shape helpers --------------------------------------------------------------------------


def test_shapes_carry_the_drawing_colours_as_hex():
    assert shape_rect(Rect(0, 0, 1, 1))["color"] == "#1f77b4"  # tab:blue, as draw.BLUE
    assert shape_circle(Circle(0, 0, 1), color=draw.ORANGE)["color"] == "#ff7f0e"


@pytest.mark.parametrize(
    "call, error, words",
    [
        (lambda: shape_rect((0, 0, 1, 1)), TypeError, "r must be a Rect, got tuple"),
        (lambda: shape_rect(Rect(0, 0, 1, 1), drag=True), ValueError, "a draggable shape needs an id"),
        (lambda: shape_circle(Rect(0, 0, 1, 1)), TypeError, "c must be a Circle, got Rect"),
        (lambda: shape_image([[1, 2]], (0, 0)), ValueError, r"rgba must be an \(h, w, 4\) uint8 array"),
    ],
)
def test_shape_helpers_refuse_bad_input(call, error, words):
    with pytest.raises(error, match=words):
        call()
