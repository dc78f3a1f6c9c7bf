"""House rules for lesson notebooks, checked on the committed files."""

import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
LESSONS = sorted((ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb"))
SOLUTIONS = sorted((ROOT / "notebooks" / "exercises" / "solutions").glob("*.ipynb"))
EXECUTED = LESSONS + SOLUTIONS


def _cells(path):
    return json.loads(path.read_text())["cells"]


def test_lessons_exist_and_are_numbered_in_order():
    numbers = [int(p.name[:2]) for p in LESSONS]
    assert numbers[:2] == [0, 1]
    assert numbers == list(range(len(numbers)))


@pytest.mark.parametrize("path", EXECUTED, ids=lambda p: p.name)
def test_committed_executed_top_to_bottom_without_errors(path):
    code = [c for c in _cells(path) if c["cell_type"] == "code"]
    counts = [c["execution_count"] for c in code]
    assert counts == list(range(1, len(code) + 1)), "run it top to bottom in a fresh kernel"
    for cell in code:
        for out in cell["outputs"]:
            assert out["output_type"] != "error", cell["source"]


@pytest.mark.parametrize("path", EXECUTED, ids=lambda p: p.name)
def test_only_live_widgets_and_timings_skip_output_checks(path):
    for cell in _cells(path):
        source = "".join(cell["source"])
        if "NBVAL_IGNORE_OUTPUT" in source:
            live = re.search(r"_playground\(", source) or "# timing" in source
            assert live, f"only playground or timing cells may ignore output:\n{source}"


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.name)
def test_lesson_shape(path):
    cells = _cells(path)
    text = "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")
    assert "**You will learn**" in text
    assert "## Recap" in text
    sources = ["".join(c["source"]) for c in cells]
    for i, source in enumerate(sources):
        if re.search(r"^\w+_playground\(", source.replace("# NBVAL_IGNORE_OUTPUT\n", ""), re.M):
            assert "**Try this**" in "\n".join(sources[i + 1:i + 3]), "a Try this cell follows each playground"
            assert any("fig" in s for s in sources[max(0, i - 2):i]), "a still picture precedes each playground"


@pytest.mark.parametrize("path", EXECUTED, ids=lambda p: p.name)
def test_no_sys_path_tricks(path):
    for cell in _cells(path):
        assert "sys.path" not in "".join(cell["source"]), "import the installed package instead"
