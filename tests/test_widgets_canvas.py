"""The drag board and DragPlayground: the request/reply protocol, number boxes, label places,
and the shape helpers, driven without a browser (the browser tests drive the same code)."""

import ipywidgets as W
import pytest

from collide_lessons import Rect, collides, draw
from collide_lessons.widgets import rect_test_playground
from collide_lessons.widgets.canvas import DragPlayground, label_box, shape_rect


def two_boxes(geometry):
    a, b = Rect(**geometry["a"]), Rect(**geometry["b"])
    hit = collides(a, b)
    return {
        "shapes": [shape_rect(a, id="a", drag=True, label="a"), shape_rect(b, id="b", color=draw.ORANGE)],
        "text": "HIT" if hit else "miss",
        "hit": hit,
    }


def playground():
    return DragPlayground(
        "two boxes",
        {"a": dict(x=0, y=0, w=10, h=10), "b": dict(x=20, y=0, w=10, h=10)},
        two_boxes,
        view=(0, 0, 40, 20),
    )


def test_a_request_is_answered_with_its_own_number_after_the_shapes_and_verdict():
    pg = playground()
    assert pg.canvas.verdict == "miss" and pg.canvas.reply == pg.canvas.request == 0
    pg.canvas.geometry = {"a": dict(x=15, y=0, w=10, h=10), "b": dict(x=20, y=0, w=10, h=10)}
    pg.canvas.request = 7  # the browser's seventh request
    assert pg.canvas.reply == 7
    assert pg.canvas.verdict == "HIT" and pg.result["hit"] is True
    assert pg.canvas.shapes[0]["x"] == 15
    assert pg.inputs["a.x"].value == 15  # the number boxes follow the drag


def test_typed_numbers_move_the_shape_without_answering_a_request():
    pg = playground()
    pg.inputs["a.w"].value = 25.0
    assert pg.canvas.geometry["a"]["w"] == 25 and isinstance(pg.canvas.geometry["a"]["w"], int)
    assert pg.canvas.verdict == "HIT"
    assert pg.canvas.reply == 0  # nothing was asked by the browser


def test_a_fractional_typed_value_stays_exact():
    pg = playground()
    pg.inputs["a.x"].value = 10.5
    assert pg.canvas.geometry["a"]["x"] == 10.5 and pg.canvas.verdict == "HIT"
    pg.inputs["a.x"].value = 10.0  # right edge 20 on b's left edge: touching, not overlapping
    assert pg.canvas.verdict == "miss"


def test_geometry_for_unknown_shapes_or_keys_is_ignored():
    pg = playground()
    pg.canvas.geometry = {"zzz": {"x": 1}, "a": {"x": 12, "colour": 3}}
    pg.canvas.request += 1
    assert pg.geometry["a"] == {"x": 12, "y": 0, "w": 10, "h": 10} and "zzz" not in pg.geometry


@pytest.mark.parametrize(
    "change, words",
    [
        ({"w": -1}, "two boxes: a.w must be zero or more"),
        ({"x": float("nan")}, "two boxes: a.x must be a finite"),
    ],
)
def test_bad_geometry_is_refused_with_a_sentence(change, words):
    pg = playground()
    with pytest.raises(ValueError, match=words):
        pg.drag("a", **change)


def test_dragging_an_unknown_shape_names_the_draggable_ones():
    with pytest.raises(KeyError, match="'c' is not a draggable shape here; these are: a, b"):
        playground().drag("c", x=1)


def test_compute_must_return_shapes_and_text():
    with pytest.raises(ValueError, match="compute must return a dict with 'shapes'"):
        DragPlayground("broken", {}, lambda g: {"text": "x"}, view=(0, 0, 1, 1))


def test_controls_are_passed_by_name_and_recompute():
    seen = []

    def compute(geometry, colour):
        seen.append(colour)
        return {"shapes": [], "text": colour}

    pg = DragPlayground(
        "c", {}, compute, view=(0, 0, 1, 1), controls={"colour": W.Dropdown(options=["red", "blue"])}
    )
    pg.controls["colour"].value = "blue"
    assert seen == ["red", "blue"] and pg.canvas.verdict == "blue"


def test_compute_can_reframe_the_board():
    def compute(geometry):
        return {"shapes": [], "text": "", "view": (0, 0, 500, 500), "scale": 1, "grid": 100}

    pg = DragPlayground("reframed", {}, compute, view=(0, 0, 1, 1))
    assert pg.canvas.view == [0, 0, 500, 500] and pg.canvas.scale == 1 and pg.canvas.grid == 100


# --- labels: never under a hatch or inside another shape -------------------------------------


def test_the_lesson_02_playground_places_labels_through_the_same_rule():
    pg = rect_test_playground()
    pg.drag("r2", x=10, y=18, w=12, h=6)  # r2 just above r1's top-left corner, on its label
    r1 = next(s for s in pg.canvas.shapes if s.get("id") == "r1")
    assert r1["label_at"] != "above"
    assert not collides(Rect.from_ltrb(*label_box(r1, r1["label_at"], pg.canvas.scale)), Rect(10, 18, 12, 6))


def test_a_label_never_sits_on_a_points_mark():
    from collide_lessons.widgets import rect_playground

    pg = rect_playground()  # corner points mark the top-left and bottom-right corners
    r = next(s for s in pg.canvas.shapes if s.get("id") == "r")
    marks = [s for s in pg.canvas.shapes if s["kind"] == "point"]
    box = Rect.from_ltrb(*label_box(r, r["label_at"], pg.canvas.scale))
    for m in marks:
        half = m["size"] / pg.canvas.scale
        assert not collides(box, Rect.from_ltrb(m["x"] - half, m["y"] - half, m["x"] + half, m["y"] + half))
    assert r["label_at"] == "above-right"


# --- every widget handed to a playground is on screen ----------------------------------------


def playground_factories():
    import collide_lessons.widgets as widgets

    return [getattr(widgets, n) for n in widgets.__all__ if n.endswith("_playground")]


def widget_tree(widget):
    """Every widget reachable from ``widget`` through ``children`` (what the front end shows)."""
    seen = [widget]
    for child in getattr(widget, "children", ()):
        seen.extend(widget_tree(child))
    return seen


@pytest.mark.parametrize("factory", playground_factories(), ids=lambda f: f.__name__)
def test_every_widget_passed_to_a_playground_is_in_its_widget_tree(factory, monkeypatch):
    passed = []
    original = DragPlayground.__init__

    def recording(self, *args, controls=None, widgets=(), **kwargs):
        passed.extend([*(controls or {}).values(), *widgets])
        original(self, *args, controls=controls, widgets=widgets, **kwargs)

    monkeypatch.setattr(DragPlayground, "__init__", recording)
    pg = factory()
    shown = {id(w) for w in widget_tree(pg)}
    assert id(pg.canvas) in shown
    assert all(id(box) in shown for box in pg.inputs.values())
    missing = [f"{type(w).__name__} {getattr(w, 'description', '')!r}" for w in passed if id(w) not in shown]
    assert missing == [], f"{factory.__name__} builds these but never shows them: {missing}"


def test_the_step_through_shows_its_play_button():
    from collide_lessons.widgets import steps_playground

    assert any(isinstance(w, W.Play) for w in widget_tree(steps_playground()))


def test_extra_widgets_must_be_widgets():
    with pytest.raises(TypeError, match="controls and widgets must be ipywidgets widgets, got str"):
        DragPlayground("p", {}, lambda g: {"shapes": [], "text": ""}, view=(0, 0, 1, 1), widgets=("play",))


def test_the_old_import_paths_of_the_scene_names_keep_working():
    import collide_lessons.widgets as widgets
    import collide_lessons.widgets.canvas as canvas
    from collide_lessons import scene

    moved = [n for n in canvas.__all__ if n not in ("Canvas", "DragPlayground")]
    assert len(moved) == 12
    for name in moved:
        assert getattr(canvas, name) is getattr(scene, name) is getattr(widgets, name), name
    assert widgets.CANVAS == widgets.MASK_WORLD == (110, 90)  # the deprecated alias


def browser_request(canvas, n, geometry, frame=0):
    """The message the board sends for a move (canvas.js `send`), delivered as the comm does."""
    content = {"kind": "request", "request": n, "geometry": geometry, "frame": frame}
    canvas._handle_msg({"content": {"data": {"method": "custom", "content": content}}, "buffers": []})


def test_a_request_message_is_answered_in_one_update_with_its_trace():
    pg = playground()
    sent = []
    pg.canvas._send = lambda msg, buffers=None: sent.append(msg)
    browser_request(pg.canvas, 5, {"a": dict(x=15, y=0, w=10, h=10)})
    assert len(sent) == 1  # no echo and no trait sent on its own: one update answers
    state = sent[0]["state"]
    assert state["reply"] == state["request"] == 5 and state["verdict"] == "HIT"
    assert state["geometry"]["a"]["x"] == 15 and state["shapes"][0]["x"] == 15
    trace = state["trace"]
    assert trace["n"] == 5 and "start" not in trace and trace["received"] > 0
    assert 0 <= trace["compute_ms"] <= trace["scene_ms"] <= trace["reply_ms"]
    assert pg.inputs["a.x"].value == 15


def test_a_later_request_from_python_does_not_reuse_the_browsers_arrival_time():
    pg = playground()
    browser_request(pg.canvas, 1, {"a": dict(x=15, y=0, w=10, h=10)})
    pg.drag("a", x=16)  # Python's own request: no browser message arrived for it
    assert pg.canvas.trace["n"] == 2 and pg.canvas.trace["received"] is None
