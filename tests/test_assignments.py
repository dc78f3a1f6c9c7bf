"""Exercises: the generator (tools/assignments.py), the committed student notebooks and nbgrader.

The self-checks themselves are tested in test_checks.py; learners' wrong answers run inside the
student notebooks in test_exercises.py."""

import base64
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import nbformat
from nbclient import NotebookClient

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
        # the same cells once our additions for learners are set aside (the task picture moved
        # from its show_task cell into the Markdown above it, the note above graded tests)
        theirs = [
            "".join(c["source"]).rstrip()
            for c in json.loads((course / "release" / "ps1" / name).read_text())["cells"]
        ]
        theirs = [t for t in theirs if not t.startswith("show_task(")]
        ours = [
            c["source"].replace("\n\n![The task in a picture](attachment:task.png)", "").rstrip()
            for c in json.loads((STUDENT / name).read_text())["cells"]
        ]
        ours = [o for o in ours if not o.startswith("**Tests (graded).**")]
        assert theirs == ours, name


def test_the_task_picture_shows_without_a_kernel_and_graded_tests_are_explained():
    for name in NAMES:
        solution = json.loads((SOLUTIONS / name).read_text())
        shown = [
            o["data"]["image/png"]
            for c in solution["cells"]
            if c["cell_type"] == "code" and "".join(c["source"]).startswith("show_task(")
            for o in c["outputs"]
            if "image/png" in o.get("data", {})
        ]
        assert len(shown) == 1, f"{name}: the solution notebook shows one task picture"
        nb = nbformat.read(STUDENT / name, as_version=4)
        nbformat.validate(nb)
        sources = [c.source for c in nb.cells]
        assert not any(s.startswith("show_task(") for s in sources), name
        (picture,) = [c for c in nb.cells if "![The task in a picture](attachment:task.png)" in c.source]
        assert picture.cell_type == "markdown"
        png = "".join(shown[0]) if isinstance(shown[0], list) else shown[0]
        assert picture.attachments["task.png"]["image/png"] == png
        assert base64.b64decode(png).startswith(b"\x89PNG")
        graded = [i for i, s in enumerate(sources) if s.startswith("# Tests (graded)")]
        assert graded, name
        for i in graded:
            assert nb.cells[i - 1].cell_type == "markdown"
            assert "Working alone?" in nb.cells[i - 1].source
