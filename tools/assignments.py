"""Turn solution notebooks into student notebooks (``make student``, or ``python tools/assignments.py``).

Repository tooling, not part of the installed package: it works on the
notebook folders of a checkout (by default the one it sits in; pass
``--solutions`` and ``--out`` for any other).

Reads ``notebooks/exercises/solutions/*.ipynb`` and writes
``notebooks/exercises/<same name>``, using nbgrader's markers, so an
instructor can also put the solution notebooks into nbgrader's ``source/``:

* code between ``### BEGIN SOLUTION`` and ``### END SOLUTION`` becomes
  ``# YOUR CODE HERE`` and ``raise NotImplementedError()`` (indented like the
  marker); in Markdown it becomes ``YOUR ANSWER HERE``;
* lines between ``### BEGIN HIDDEN TESTS`` and ``### END HIDDEN TESTS`` are
  removed;
* outputs and execution counts are cleared, except that the task picture
  (the output of the ``show_task(...)`` cell) is attached to the Markdown cell
  above it, so the task shows on GitHub or in any viewer before a kernel runs;
* a graded-tests cell (one starting with ``# Tests (graded)``) gets a short
  Markdown note above it saying what it is for a learner working alone.

It never overwrites work: a student notebook is replaced only when it is
still exactly what this generator wrote (it records a hash of that in the
notebook's metadata). A notebook a learner has edited, or one the generator
did not write, is left alone unless you pass ``--force``.

    python tools/assignments.py            # write what is missing or stale
    python tools/assignments.py --check    # exit 1 if anything is out of date
    python tools/assignments.py --force    # overwrite even edited notebooks

>>> student_source('''x = 1
... ### BEGIN SOLUTION
... x = 2
... ### END SOLUTION
... ### BEGIN HIDDEN TESTS
... assert x == 2
... ### END HIDDEN TESTS''')
'x = 1\\n# YOUR CODE HERE\\nraise NotImplementedError()'
"""

from __future__ import annotations

import argparse
import copy
import hashlib
import json
import os
import re
import sys
import tempfile
from pathlib import Path

__all__ = [
    "student_source",
    "student_notebook",
    "untouched",
    "generate",
    "main",
    "SOLUTIONS",
    "STUDENT",
]

ROOT = Path(__file__).resolve().parents[1]  # the checkout this script sits in
SOLUTIONS = ROOT / "notebooks" / "exercises" / "solutions"
STUDENT = ROOT / "notebooks" / "exercises"
_SOLUTION = re.compile(r"^([ \t]*)### BEGIN SOLUTION[ \t]*\n.*?^[ \t]*### END SOLUTION[ \t]*$", re.M | re.S)
_HIDDEN = re.compile(
    r"^[ \t]*### BEGIN HIDDEN TESTS[ \t]*\n.*?^[ \t]*### END HIDDEN TESTS[ \t]*(\n|$)", re.M | re.S
)


def student_source(source: str, markdown: bool = False) -> str:
    """One cell's source with solutions replaced and hidden tests removed."""
    if markdown:
        source = _SOLUTION.sub(lambda m: "YOUR ANSWER HERE", source)
    else:
        source = _SOLUTION.sub(
            lambda m: f"{m.group(1)}# YOUR CODE HERE\n{m.group(1)}raise NotImplementedError()", source
        )
    source = _HIDDEN.sub("", source)
    return source.rstrip("\n")


def _text(source) -> str:
    return "".join(source) if isinstance(source, list) else source


GRADED_NOTE = (
    "**Tests (graded).** An instructor grades the notebook with the asserts in the next cell and "
    "more hidden ones like them. Working alone? Run it: no output means every assert passed; an "
    "`AssertionError` names the case your functions get wrong."
)


def _task_png(cell: dict):
    """The PNG a ``show_task(...)`` cell printed, or None."""
    if cell["cell_type"] != "code" or not _text(cell["source"]).startswith("show_task("):
        return None
    for output in cell.get("outputs", []):
        png = output.get("data", {}).get("image/png")
        if png:
            return "".join(png) if isinstance(png, list) else png
    return None


def _for_learners(cells: list) -> list:
    """Cells with the task picture moved into Markdown and a note above graded tests."""
    out = []
    for cell in cells:
        png = _task_png(cell)
        if png and out and out[-1]["cell_type"] == "markdown":
            above = out[-1]
            above["source"] = (
                _text(above["source"]).rstrip("\n") + "\n\n![The task in a picture](attachment:task.png)"
            )
            above["attachments"] = {"task.png": {"image/png": png}}
            continue
        if cell["cell_type"] == "code" and _text(cell["source"]).startswith("# Tests (graded)"):
            note = {"cell_type": "markdown", "metadata": {}, "source": GRADED_NOTE}
            if "id" in cell:
                note["id"] = f"{cell['id']}-note"[:64]
            out.append(note)
        out.append(cell)
    return out


def student_notebook(solution: dict, name: str) -> dict:
    """The student version of a solution notebook (a JSON dict), with its hash recorded."""
    nb = copy.deepcopy(solution)
    nb["cells"] = _for_learners(nb["cells"])
    for cell in nb["cells"]:
        src = _text(cell["source"])
        cell["source"] = student_source(src, markdown=cell["cell_type"] == "markdown")
        if cell["cell_type"] == "code":
            cell["outputs"] = []
            cell["execution_count"] = None
        cell.get("metadata", {}).pop("execution", None)
    nb["metadata"].pop("widgets", None)
    nb["metadata"]["collide_lessons"] = {"generated_from": f"solutions/{name}", "sha256": ""}
    nb["metadata"]["collide_lessons"]["sha256"] = _digest(nb)
    return nb


def _dumps(nb: dict) -> str:
    return json.dumps(nb, indent=1, sort_keys=True, ensure_ascii=False) + "\n"


def _digest(nb: dict) -> str:
    nb = copy.deepcopy(nb)
    nb.get("metadata", {}).get("collide_lessons", {})["sha256"] = ""
    return hashlib.sha256(_dumps(nb).encode()).hexdigest()


def untouched(path: Path) -> bool:
    """Whether ``path`` is still exactly what this generator wrote."""
    try:
        nb = json.loads(path.read_text())
    except (OSError, ValueError):
        return False
    recorded = nb.get("metadata", {}).get("collide_lessons", {}).get("sha256")
    return bool(recorded) and recorded == _digest(nb)


def generate(solutions=SOLUTIONS, out=STUDENT, force=False, check=False, say=print) -> int:
    """Write every student notebook; return the number of problems (0 when all is well)."""
    solutions, out = Path(solutions), Path(out)
    problems = 0
    paths = sorted(solutions.glob("*.ipynb"))
    if not paths:
        say(f"no solution notebooks in {solutions}")
        return 1
    for path in paths:
        wanted = _dumps(student_notebook(json.loads(path.read_text()), path.name))
        target = out / path.name
        current = target.read_text() if target.exists() else None
        if current == wanted:
            say(f"up to date   {target}")
            continue
        if check:
            say(f"out of date  {target} (run: make student)")
            problems += 1
            continue
        if current is not None and not force and not untouched(target):
            say(f"kept         {target}: it was edited since it was generated (use --force to overwrite it)")
            problems += 1
            continue
        out.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile("w", dir=out, delete=False, suffix=".tmp") as tmp:
            tmp.write(wanted)
        os.replace(tmp.name, target)
        say(f"wrote        {target}")
    return problems


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(
        prog="python tools/assignments.py", description="Make student notebooks from the solution notebooks."
    )
    parser.add_argument("--solutions", default=str(SOLUTIONS), help="folder of solution notebooks")
    parser.add_argument("--out", default=str(STUDENT), help="folder for the student notebooks")
    parser.add_argument("--force", action="store_true", help="overwrite student notebooks even if edited")
    parser.add_argument("--check", action="store_true", help="only report; exit 1 if anything is out of date")
    args = parser.parse_args(argv)
    return 1 if generate(args.solutions, args.out, force=args.force, check=args.check) else 0


if __name__ == "__main__":
    sys.exit(main())
