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
            assert "**Try this**" in "\n".join(sources[i + 1 : i + 3]), (
                "a Try this cell follows each playground"
            )
            assert any("fig" in s for s in sources[max(0, i - 2) : i]), (
                "a still picture precedes each playground"
            )


@pytest.mark.parametrize("path", EXECUTED, ids=lambda p: p.name)
def test_no_sys_path_tricks(path):
    for cell in _cells(path):
        assert "sys.path" not in "".join(cell["source"]), "import the installed package instead"


ARTICLE_TITLES = (
    "Simple Collision Detection",
    "Collision Detection Algorithm",
    "Collision Shapes",
    "How to detect collisions between moving GUI-objects?",
)
ALL_NOTEBOOKS = LESSONS + SOLUTIONS + sorted((ROOT / "notebooks" / "exercises").glob("*.ipynb"))


@pytest.mark.parametrize("path", ALL_NOTEBOOKS, ids=lambda p: p.name)
def test_sources_are_named_by_title_never_by_internal_label(path):
    text = "\n".join("".join(c["source"]) for c in _cells(path) if c["cell_type"] == "markdown")
    assert not re.search(
        r'\bseeds?\s+"|\bseeds?\s+0\d\d|\bseeds/|\b00[0-4]_[0-9a-f]{6,}|\.txt\b', text, re.I
    ), "credit an article by its title, not by a file name or an internal label"


def test_every_title_a_lesson_credits_is_in_the_readme():
    readme = (ROOT / "README.md").read_text()
    credited = set()
    for path in LESSONS:
        text = "\n".join("".join(c["source"]) for c in _cells(path) if c["cell_type"] == "markdown")
        credited |= {t for t in ARTICLE_TITLES if f'"{t}"' in text}
    assert credited, "the lessons credit the articles by title"
    for title in credited:
        assert f'"{title}"' in readme, f"README.md should credit {title!r}"


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.name)
def test_quotation_marks_hold_only_titles_or_sentences_from_articles(path):
    """A paraphrase is not in quotation marks: our own phrases are in italics. The quotations
    themselves are checked against the articles by tools/check_quotes.py (the articles are not
    in the repository); here: a quoted text that names one of our own terms is refused."""
    ours = ("share area", "share a point", "collide", "empty", "maybe", "how much", "far apart")
    for cell in _cells(path):
        if cell["cell_type"] != "markdown":
            continue
        text = re.sub(r"`[^`]*`", "", "".join(cell["source"]))
        for quote in re.findall(r'"([^"\n]{3,}?)"', text):
            assert quote.strip(" ?.").lower() not in ours, f'"{quote}" is our own phrase: use italics'


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.name)
def test_every_try_this_has_its_answers_to_reveal(path):
    """Each numbered Try-this question has a numbered answer in a collapsed <details> block."""
    for cell in _cells(path):
        source = "".join(cell["source"])
        if cell["cell_type"] != "markdown" or not source.lstrip().startswith("**Try this**"):
            continue
        questions, _, rest = source.partition("<details>")
        assert rest and "</details>" in rest and "Answers" in rest, f"no answers to reveal:\n{source}"
        asked = re.findall(r"^\d+\. ", questions.split("**Try this**", 1)[1], re.M)
        answered = re.findall(r"^\d+\. ", rest, re.M)
        assert asked and len(answered) == len(asked), (
            f"{len(asked)} questions, {len(answered)} answers:\n{source}"
        )


@pytest.mark.parametrize("path", LESSONS, ids=lambda p: p.name)
def test_every_recap_links_an_exercise_that_exists(path):
    recap = [
        "".join(c["source"])
        for c in _cells(path)
        if c["cell_type"] == "markdown" and "## Recap" in "".join(c["source"])
    ]
    links = re.findall(r"\]\((exercises/[0-9]{2}_\w+\.ipynb)\)", "\n".join(recap))
    assert links, "the recap links the exercise that practises the lesson"
    for link in links:
        assert (ROOT / "notebooks" / link).exists(), link
