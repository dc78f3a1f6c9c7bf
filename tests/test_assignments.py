"""Exercises: the generator, the committed student notebooks, nbgrader, and the self-checks."""

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import nbformat
import numpy as np
import pytest
from nbclient import NotebookClient

from collide_lessons import Rect, checks, collides
from collide_lessons import as_published as ap
from collide_lessons.broadphase import find_pairs
from collide_lessons.masks import Mask
from collide_lessons.rects import intersection
from tools.assignments import generate, student_source, untouched

ROOT = Path(__file__).resolve().parents[1]
SOLUTIONS = ROOT / "notebooks" / "exercises" / "solutions"
STUDENT = ROOT / "notebooks" / "exercises"
NAMES = sorted(p.name for p in SOLUTIONS.glob("*.ipynb"))


def test_at_least_four_exercises_one_per_family():
    assert len(NAMES) >= 4
    text = " ".join((SOLUTIONS / n).read_text() for n in NAMES)
    for check in (
        "check_rect_test",
        "check_circle_rect_test",
        "check_overlap_rect",
        "check_pixel_overlap",
        "check_find_pairs",
        "check_segment_test",
        "check_sat_test",
    ):
        assert check in text


def test_committed_student_notebooks_are_what_the_generator_makes(tmp_path):
    assert generate(SOLUTIONS, tmp_path, say=lambda *_: None) == 0
    for name in NAMES:
        assert (tmp_path / name).read_text() == (STUDENT / name).read_text(), name
    assert generate(SOLUTIONS, STUDENT, check=True, say=lambda *_: None) == 0


def test_student_notebooks_hide_solutions_and_hidden_tests():
    for name in NAMES:
        nb = json.loads((STUDENT / name).read_text())
        text = "".join(c["source"] for c in nb["cells"])
        assert "BEGIN SOLUTION" not in text and "HIDDEN TESTS" not in text
        assert "raise NotImplementedError()" in text
        assert all(c.get("outputs", []) == [] for c in nb["cells"] if c["cell_type"] == "code")
        solution = (SOLUTIONS / name).read_text()
        assert "### BEGIN HIDDEN TESTS" in solution


def test_markers_keep_indentation_and_handle_markdown():
    src = "def f():\n    ### BEGIN SOLUTION\n    return 1\n    ### END SOLUTION\n"
    assert student_source(src) == "def f():\n    # YOUR CODE HERE\n    raise NotImplementedError()"
    assert (
        student_source("Why?\n### BEGIN SOLUTION\nBecause.\n### END SOLUTION", markdown=True)
        == "Why?\nYOUR ANSWER HERE"
    )


def test_never_overwrites_an_edited_notebook(tmp_path):
    quiet = lambda *_: None  # noqa: E731
    assert generate(SOLUTIONS, tmp_path, say=quiet) == 0
    target = tmp_path / NAMES[0]
    assert untouched(target)
    nb = json.loads(target.read_text())
    nb["cells"][2]["source"] = "def overlaps(a, b):\n    return True   # my attempt"
    target.write_text(json.dumps(nb))
    edited = target.read_text()
    assert not untouched(target)
    messages = []
    assert generate(SOLUTIONS, tmp_path, say=messages.append) == 1
    assert target.read_text() == edited
    assert any("kept" in m and "--force" in m for m in messages)
    assert generate(SOLUTIONS, tmp_path, force=True, say=quiet) == 0
    assert untouched(target) and "my attempt" not in target.read_text()


def test_a_stale_but_untouched_notebook_is_refreshed(tmp_path):
    quiet = lambda *_: None  # noqa: E731
    solutions = tmp_path / "solutions"
    shutil.copytree(SOLUTIONS, solutions)
    out = tmp_path / "out"
    generate(solutions, out, say=quiet)
    nb = json.loads((solutions / NAMES[0]).read_text())
    nb["cells"][0]["source"] = "# A new brief"
    (solutions / NAMES[0]).write_text(json.dumps(nb))
    assert generate(solutions, out, check=True, say=quiet) == 1
    assert generate(solutions, out, say=quiet) == 0
    assert "# A new brief" in (out / NAMES[0]).read_text()


def test_command_line(tmp_path):
    run = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "assignments.py"), "--out", str(tmp_path)],
        capture_output=True,
        text=True,
    )
    assert run.returncode == 0 and run.stdout.count("wrote") == len(NAMES)
    run = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "assignments.py"), "--out", str(tmp_path), "--check"],
        capture_output=True,
        text=True,
    )
    assert run.returncode == 0 and run.stdout.count("up to date") == len(NAMES)


def test_nbgrader_metadata_on_solution_and_test_cells():
    for name in NAMES:
        cells = json.loads((SOLUTIONS / name).read_text())["cells"]
        ids = [c["metadata"]["nbgrader"]["grade_id"] for c in cells]
        assert len(ids) == len(set(ids)), name
        for c in cells:
            meta, src = c["metadata"]["nbgrader"], "".join(c["source"])
            assert meta["schema_version"] == 3
            assert meta["solution"] == ("### BEGIN SOLUTION" in src)
            if "assert " in src:
                assert meta["grade"] and meta["locked"] and meta["points"] > 0


def test_student_versions_run_and_every_self_check_says_not_written(tmp_path):
    for name in NAMES:
        nb = nbformat.read(STUDENT / name, as_version=4)
        NotebookClient(
            nb,
            timeout=120,
            allow_errors=True,
            kernel_name="python3",
            resources={"metadata": {"path": str(tmp_path)}},
        ).execute()
        checks_seen = 0
        for cell in nb.cells:
            if cell.cell_type != "code" or "result = check_" not in cell.source:
                continue
            checks_seen += 1
            out = "".join(o.get("text", "") for o in cell.outputs)
            assert "not written yet" in out and "PASS" not in out, (name, out)
            assert not any(o.output_type == "error" for o in cell.outputs), "the check must not crash"
        assert checks_seen >= 1, name


def test_nbgrader_release_hides_what_ours_hides(tmp_path):
    course = tmp_path / "course"
    shutil.copytree(SOLUTIONS, course / "source" / "ps1")
    env = dict(
        os.environ,
        PATH=f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}",
        JUPYTER_CONFIG_DIR=str(tmp_path / "cfg"),
        JUPYTER_DATA_DIR=str(tmp_path / "data"),
        JUPYTER_RUNTIME_DIR=str(tmp_path / "rt"),
    )
    run = subprocess.run(
        [
            sys.executable,
            "-m",
            "nbgrader",
            "generate_assignment",
            "ps1",
            "--force",
            f"--CourseDirectory.root={course}",
            f"--CourseDirectory.db_url=sqlite:///{course}/gradebook.db",
            "--CourseDirectory.create_assignment=True",
        ],
        cwd=course,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert run.returncode == 0, run.stderr[-2000:]
    for name in NAMES:
        theirs = json.loads((course / "release" / "ps1" / name).read_text())["cells"]
        ours = json.loads((STUDENT / name).read_text())["cells"]
        assert len(theirs) == len(ours)
        for t, o in zip(theirs, ours):
            assert "".join(t["source"]).rstrip() == o["source"].rstrip(), name


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
    monkeypatch.setattr(checks, "TIME_LIMIT", 0.5)
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
    monkeypatch.setattr(checks.draw, "show", lambda fig, dpi=80: shown.append(checks.draw.to_png(fig)))
    checks.check_rect_test(lambda a, b: True)
    assert len(shown) == 1 and shown[0][:8] == b"\x89PNG\r\n\x1a\n"
