"""The checks package: its harness, each exercise family's check, the task pictures, and what
importing it costs (no widgets). Learners' wrong answers run inside the student notebooks in
test_exercises.py."""

import ast
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import pytest

from collide_lessons import Rect, checks, collides, draw
from collide_lessons import as_published as ap
from collide_lessons import tiles as T
from collide_lessons.broadphase import find_pairs
from collide_lessons.checks import harness
from collide_lessons.checks.harness import Check, run
from collide_lessons.checks.tiles import TILE_LEVEL, named_cases
from collide_lessons.lines import Segment, segments_intersect
from collide_lessons.masks import Mask
from collide_lessons.polygons import Polygon, polygons_intersect
from collide_lessons.rects import intersection

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "collide_lessons" / "checks"

PUBLIC = [  # the names collide_lessons.checks offered before it became a package
    "TIME_LIMIT",
    "CheckResult",
    "AXIS_WORDS",
    "axis_relations",
    "kind_of_case",
    "check_rect_test",
    "check_circle_rect_test",
    "check_overlap_rect",
    "check_pixel_overlap",
    "draw_masks",
    "check_find_pairs",
    "check_segment_test",
    "check_sat_test",
    "TASKS",
    "task_picture",
    "show_task",
    "SEGMENT_KINDS",
    "SAT_CASES",
]


# --- the package: its names and what importing it loads ---------------------------------------


def test_every_public_name_is_still_importable_from_the_package():
    namespace = {}
    exec(f"from collide_lessons.checks import {', '.join(PUBLIC)}", namespace)
    assert all(name in namespace for name in PUBLIC)
    assert set(PUBLIC) - {"SEGMENT_KINDS", "SAT_CASES"} <= set(checks.__all__)


def test_importing_checks_loads_neither_ipywidgets_nor_anywidget():
    code = (
        "import sys\n"
        "import collide_lessons.checks\n"
        "print(sorted(m for m in ('ipywidgets', 'anywidget', 'collide_lessons.widgets') if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT)
    assert out.stdout.strip() == "[]", out.stdout


def _imports(path):
    """(module, names) for every ``from ... import`` in a file, the module resolved to a dotted name."""
    tree = ast.parse(path.read_text())
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            base = ["collide_lessons", "checks"][: 2 - node.level + 1] if node.level else []
            yield ".".join(base + ([node.module] if node.module else [])), [a.name for a in node.names]
        elif isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name, []


def test_the_package_imports_no_widgets():
    files = sorted(PACKAGE.glob("*.py"))
    assert len(files) >= 9  # harness, six families, tasks, __init__
    for path in files:
        for module, names in _imports(path):
            assert "widgets" not in module.split(".") + names, (path.name, module)


def test_the_package_imports_no_private_name_of_another_module():
    for path in sorted(PACKAGE.glob("*.py")):
        for module, names in _imports(path):
            assert not any(n.startswith("_") for n in names), (path.name, module, names)


# --- the self-checks themselves ---------------------------------------------------------------


def test_the_published_test_fails_check_rect_test_with_a_picture(capsys):
    result = checks.check_rect_test(ap.edge_test)
    assert not result and result.case["kind"] == (
        "the boxes are apart (x: a ends before b starts; y: a ends before b starts)"
    )
    fig = result.case["figure"]
    assert "expected False, yours True" in fig.axes[0].get_title()
    assert "FAIL: the boxes are apart (x: a ends before b starts" in capsys.readouterr().out


def test_repaired_published_test_fails_on_a_real_overlap():
    both = lambda a, b: ap.edge_test(a, b, fix_contains_init=True, fix_vertical_typo=True)  # noqa: E731
    result = checks.check_rect_test(both, show=False)
    assert not result and result.case["expected"] is True and result.case["got"] is False


@pytest.mark.parametrize(
    "fn, words",
    [
        (lambda a, b: (_ for _ in ()).throw(NotImplementedError()), "not written yet"),
        (lambda a, b: "yes", "must return True or False"),
        (lambda a, b: 1 / 0, "raised ZeroDivisionError"),
        (lambda a, b: None, "must return True or False"),
    ],
)
def test_learner_errors_become_messages(fn, words):
    result = checks.check_rect_test(fn, show=False)
    assert not result and words in result.message


def test_a_stuck_function_is_stopped(monkeypatch):
    monkeypatch.setattr(harness, "TIME_LIMIT", 0.5)
    start = time.perf_counter()
    result = checks.check_rect_test(lambda a, b: time.sleep(3) or True, show=False)
    assert not result and "stuck" in result.message
    assert time.perf_counter() - start < 2.5


def test_every_check_passes_the_reference_and_fails_a_classic_mistake():
    assert checks.check_rect_test(lambda a, b: collides(a, b, touching=True), touching=True, show=False)
    assert not checks.check_rect_test(lambda a, b: collides(a, b), touching=True, show=False)
    assert checks.check_circle_rect_test(lambda c, r: collides(c, r), show=False)
    bbox = checks.check_circle_rect_test(lambda c, r: collides(c.bounding_rect(), r), show=False)
    assert not bbox and "corner" in bbox.case["kind"]
    assert checks.check_overlap_rect(intersection, show=False)
    assert not checks.check_overlap_rect(ap.overlap_rect_1998, show=False)
    assert checks.check_pixel_overlap(lambda a, b, o: Mask(a).overlap_area(Mask(b), o), show=False)

    def naive(a, b, o):
        return int(np.count_nonzero(a[: b.shape[0], : b.shape[1]] & b[: a.shape[0], : a.shape[1]]))

    assert not checks.check_pixel_overlap(naive, show=False)
    assert checks.check_find_pairs(lambda b: find_pairs(b), show=False)
    assert not checks.check_find_pairs(lambda b: find_pairs(b, touching=True), show=False)
    dupes = checks.check_find_pairs(lambda b: [(1, 0)] if len(b) > 1 else [], show=False)
    assert not dupes and "smaller index first" in dupes.message


def test_kind_of_case_names():
    assert checks.kind_of_case(Rect(0, 0, 10, 10), Rect(10, 10, 5, 5)) == "the boxes only touch at a corner"
    assert checks.kind_of_case(Rect(0, 0, 10, 10), Rect(0, 0, 10, 10)) == "the two boxes are identical"
    assert (
        checks.kind_of_case(Rect(0, 10, 30, 10), Rect(10, 0, 10, 30))
        == "a cross: each box spans the other on one axis"
    )
    assert checks.kind_of_case(Rect(0, 0, 10, 10), Rect(5, 5, 0, 0)) == (
        "a box with zero width or height, inside the other (it has no area to share)"
    )
    assert checks.kind_of_case(Rect(0, 0, 10, 10), Rect(0, 5, 0, 0)) == (
        "a box with zero width or height, on the other's edge (it has no area to share)"
    )
    # apart on one axis, touching on the other: apart, not "touching along an edge"
    assert checks.kind_of_case(Rect(0, 0, 10, 10), Rect(10, 20, 5, 5)) == "the boxes are apart"
    assert checks.kind_of_case(Rect(0, 0, 10, 10), Rect(10, 20, 5, 0)) == (
        "the boxes are apart (one has zero width or height)"
    )
    assert (
        checks.kind_of_case(Rect(0, 0, 10, 10), Rect(0, 2, 4, 4))
        == "one box contains the other and they share an edge"
    )
    assert checks.kind_of_case(Rect(0, 0, 10, 10), Rect(50, 0, 4, 4)) == "the boxes are apart"
    assert (
        checks.kind_of_case(Rect(0, 0, 10, 10), Rect(0, 5, 10, 10))
        == "the boxes have exactly the same span on one axis"
    )


# --- slips a self-check must not make -------------------------------------------------------------


def test_a_wrong_region_is_not_accepted_for_being_truthy():
    learner = lambda a, b: a if intersection(a, b) is not None else None  # noqa: E731 - returns a box, not the region
    result = checks.check_overlap_rect(learner, show=False)
    assert not result and "FAIL" in result.message


def test_numbers_are_not_accepted_as_true_or_false():
    result = checks.check_rect_test(lambda a, b: int(collides(a, b)), show=False)
    assert not result and "it must return True or False" in result.message


def test_a_box_paired_with_itself_is_refused():
    learner = lambda b: [(0, 0)] + find_pairs(b).tolist() if len(b) else []  # noqa: E731
    result = checks.check_find_pairs(learner, show=False)
    assert not result and "a box never pairs with itself" in result.message and "(0, 0)" in result.message


def test_every_pair_is_asked_in_both_orders():
    seen = []
    checks.check_rect_test(lambda a, b: seen.append((a, b)) or collides(a, b), show=False)
    asked = set(seen)
    assert len(seen) >= 2 * (676 + 600)
    assert all((b, a) in asked for a, b in asked)


def test_duplicates_are_named_in_the_text_and_the_picture():
    learner = lambda b: find_pairs(b).tolist() * 2  # noqa: E731 - every pair twice
    result = checks.check_find_pairs(learner)
    assert not result and "reported 2 times" in result.message
    title = result.case["figure"].axes[0].get_title()
    assert "reported 2 times" in title and "missed" not in title


def test_the_bounding_box_mistake_is_named_and_drawn():
    result = checks.check_circle_rect_test(lambda c, r: collides(c.bounding_rect(), r))
    assert not result and "circle's bounding box" in result.message
    assert "bounding box" in result.case["figure"].axes[0].get_title()


def test_failure_pictures_are_shown_as_png(monkeypatch):
    shown = []
    monkeypatch.setattr(draw, "show", lambda fig, dpi=80: shown.append(draw.to_png(fig)))
    checks.check_rect_test(lambda a, b: True)
    assert len(shown) == 1 and shown[0][:8] == b"\x89PNG\r\n\x1a\n"


# --- the harness ----------------------------------------------------------------------------------


def _evens(picture=None, explain=None):
    return Check(
        cases=[((2,), True, "an even number"), ((3,), False, "an odd number")],
        judge=harness.as_bool,
        describe=lambda args: f"n={args[0]}",
        picture=picture or (lambda *a: pytest.fail("a picture was drawn")),
        summary="right on both numbers.",
        explain=explain,
    )


def test_run_says_pass_and_draws_nothing_on_a_pass(monkeypatch, capsys):
    monkeypatch.setattr(draw, "show", lambda fig, dpi=80: pytest.fail("a picture was shown"))
    result = run(_evens(), lambda n: n % 2 == 0, show=True)
    assert result and result.case == {}
    assert capsys.readouterr().out == "PASS: right on both numbers.\n"


def test_run_stops_at_the_first_wrong_case_with_its_words_and_picture(monkeypatch, capsys):
    shown, asked = [], []
    monkeypatch.setattr(draw, "show", shown.append)

    def picture(args, expected, got, kind, why):
        return ("figure", args, expected, got, kind, why)

    explain = lambda args, expected, got, kind: f"{args[0]} is odd."  # noqa: E731
    result = run(_evens(picture, explain), lambda n: asked.append(n) or True, show=True)
    assert not result and asked == [2, 3]
    assert result.message == (
        "FAIL: an odd number. For n=3 the answer should be False (no collision), "
        "but your function says True (they collide). 3 is odd."
    )
    assert capsys.readouterr().out == result.message + "\n"
    assert shown == [("figure", (3,), False, True, "an odd number", "3 is odd.")]
    assert result.case["figure"] is shown[0] and result.case["why"] == "3 is odd."


def test_a_check_record_refuses_positional_surprises():
    with pytest.raises(TypeError):
        Check([], harness.as_bool, str, None, "summary", None, "one too many")
    with pytest.raises(AttributeError):
        _evens().summary = "changed"


# --- the task pictures ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "task, panels, words",
    [
        ("rectangles", 3, "overlaps_or_touches: True"),
        ("circle and box", 2, "circle_hits_box → False"),
        ("overlap and pixels", 2, "→ 3"),
        ("grid", 1, "[(0, 1)]"),
        ("segments", 3, "segments_cross(a, b) → True"),
        ("polygons", 3, "sat_overlap(a, b) → False"),
    ],
)
def test_each_task_picture_shows_the_packages_answers(task, panels, words):
    fig = checks.task_picture(task)
    assert len(fig.axes) == panels
    assert any(words in ax.get_title() for ax in fig.axes), [ax.get_title() for ax in fig.axes]


def test_an_unknown_task_is_refused_with_a_sentence():
    with pytest.raises(ValueError, match="task"):
        checks.task_picture("triangles")


# --- segments and polygons ----------------------------------------------------------------------------


def test_segment_and_polygon_checks_pass_the_reference_and_name_the_slip():
    assert checks.check_segment_test(segments_intersect, show=False)
    wrong = checks.check_segment_test(lambda a, b: segments_intersect(a, b, touching=True), show=False)
    assert not wrong and wrong.case["kind"] in checks.SEGMENT_KINDS.values()
    right = lambda a, b: polygons_intersect(Polygon(a), Polygon(b))  # noqa: E731
    assert checks.check_sat_test(right, show=False)
    flat = checks.check_sat_test(lambda a, b: True, show=False)
    assert not flat and flat.case["kind"] == "only an edge of b separates them (no edge of a does)"


def test_a_failing_segment_pair_is_drawn_framed_around_both(monkeypatch):
    monkeypatch.setattr(draw, "show", lambda fig, dpi=80: None)
    result = checks.check_segment_test(lambda a, b: not segments_intersect(a, b))
    a, b = result.case["args"]
    assert isinstance(a, Segment) and "expected" in result.case["figure"].axes[0].get_title()


# --- exercise 07: the tile step ------------------------------------------------------------------


def _step_y_first(box, velocity, tiles):
    moved = T.move_x(T.move_y(box, velocity[1], tiles), velocity[0], tiles)
    return moved, T.contacts(moved, tiles)


def _step_sides_of_the_tile(box, velocity, tiles):
    new, sides = T.step(box, velocity, tiles)
    return new, [{"bottom": "top", "top": "bottom", "left": "right", "right": "left"}[s] for s in sides]


def _step_ground_by_probe(box, velocity, tiles):
    new, sides = T.step(box, velocity, tiles)
    return new, [s for s in sides if s != "bottom"] + (["bottom"] if T.on_ground(new, tiles) else [])


def _step_platforms_hold_nothing_up(box, velocity, tiles):
    new, sides = T.step(box, velocity, tiles)
    under = [tiles.kind(c, int(new.bottom // tiles.tile)) for c in tiles.span(new.left, new.right)]
    return new, [s for s in sides if s != "bottom" or T.SOLID in under]


def _step_ground_by_overlap(box, velocity, tiles):
    """The step right, but 'bottom' only when the box shares area with a tile under it."""
    new, sides = T.step(box, velocity, tiles)
    sides = [s for s in sides if s != "bottom"]
    if any(collides(new, tiles.tile_rect(c, r)) for c, r in tiles.overlapping(new)):
        sides.append("bottom")
    return new, sides


@pytest.mark.parametrize(
    ("slip", "kind", "words"),
    [
        (T.step_both_axes, "walking across the seam between two floor tiles", "both axes at once"),
        (T.step_unswept, "a fast fall", "only at the tiles where the box ends up"),
        (_step_ground_by_overlap, "resting on the ground", "standing on the ground must count it"),
        (_step_y_first, "moving diagonally onto an outer corner", "moving along y first"),
        (_step_sides_of_the_tile, "resting on the ground", "the tile's sides, not the character's"),
        (_step_ground_by_probe, "hovering half a unit above the floor", "hovers above the floor"),
        (_step_platforms_hold_nothing_up, "landing on a one-way platform from above", "holds the box up too"),
        (checks.tiles._touching_rows_block, "walking across the seam", "a row the box only touches"),
    ],
)
def test_the_classic_tile_step_slips_fail_on_their_own_case_and_are_named(slip, kind, words, capsys):
    result = checks.check_tile_step(slip, show=True)
    line = capsys.readouterr().out
    assert not result and line.startswith(f"FAIL: {kind}") and words in line
    title = result.case["figure"].axes[0].get_title()
    assert "yours" in title and str(result.case["expected"].box) in title


def test_the_tile_step_check_passes_the_reference_and_asks_every_named_kind(capsys):
    assert checks.check_tile_step(T.step, show=False)
    assert capsys.readouterr().out.startswith("PASS: right on all 299 named steps")
    kinds = {kind for *_, kind in named_cases()}
    for promised in (
        "resting on the ground",
        "seam between two floor tiles",
        "into a wall",
        "ceiling",
        "one-way platform from below",
        "one-way platform from above",
        "outer corner",
        "fast fall",
    ):
        assert any(promised in kind for kind in kinds), promised


NAMED = list(named_cases())
FIRST_OF_EACH_KIND = sorted({kind: i for i, (*_, kind) in reversed(list(enumerate(NAMED)))}.values())


@pytest.mark.parametrize("case_index", FIRST_OF_EACH_KIND, ids=lambda i: NAMED[i][3])
def test_a_step_wrong_on_one_named_case_alone_fails_there(case_index, capsys):
    """Every kind of named case is asked: an answer wrong on one case of that kind alone is caught there."""
    target = NAMED[case_index]

    def wrong_there(box, velocity, tiles):
        new, sides = T.step(box, velocity, tiles)
        if (box, velocity, tiles) == target[:3]:
            return new.move(0.5, 0), sides
        return new, sides

    assert not checks.check_tile_step(wrong_there, show=False)
    assert capsys.readouterr().out.startswith(f"FAIL: {target[3]}")


@pytest.mark.parametrize(
    ("answer", "words"),
    [
        (lambda b, v, t: b, "must return a pair"),
        (lambda b, v, t: ((0, 0, 1, 1), ()), "not a Rect"),
        (lambda b, v, t: (b, "bottom"), "must be names from"),
        (lambda b, v, t: (b, 5), "not a collection of names"),
    ],
)
def test_a_tile_step_of_the_wrong_shape_gets_a_sentence(answer, words, capsys):
    assert not checks.check_tile_step(answer, show=False)
    assert words in capsys.readouterr().out


def test_the_tile_level_has_the_named_features():
    assert TILE_LEVEL.kind(3, 2) == T.ONE_WAY and TILE_LEVEL.kind(6, 4) == T.SOLID
