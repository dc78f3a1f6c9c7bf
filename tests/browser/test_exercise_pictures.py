"""A learner's wrong answer in each exercise, run in JupyterLab in headless Chromium: the self-check
prints its FAIL line and its picture appears as an <img> in that cell's output area."""

import nbformat
import pytest
from playwright.sync_api import expect

from tests.browser.test_notebooks_in_lab import open_and_run_all
from tests.test_exercises import CASES, RECT_RIGHT, STUDENT


def wrong_answer_notebook(name: str, root) -> tuple:
    """A copy of the student notebook with its first classic wrong answer typed in."""
    label, code, check, words = CASES[name][0]
    nb = nbformat.read(STUDENT / name, as_version=4)
    cell = next(c for c in nb.cells if c.cell_type == "code" and "raise NotImplementedError()" in c.source)
    cell.source = (RECT_RIGHT + "\n\n" + code) if name.startswith("01_") else code
    target = root / "exercises" / f"wrong_{name}"
    nbformat.write(nb, target)
    return target.relative_to(root).as_posix(), label, words


@pytest.mark.parametrize("name", sorted(CASES))
def test_a_wrong_answer_shows_its_picture_in_lab(name, lab, page, artifacts):
    relative, label, words = wrong_answer_notebook(name, lab.root)
    open_and_run_all(page, lab, relative)
    # the task picture is attached to the Markdown: it shows as an image in the rendered text
    task = page.locator(".jp-MarkdownCell .jp-RenderedMarkdown img").first
    expect(task).to_be_visible(timeout=30_000)
    assert task.evaluate("img => img.naturalWidth") > 100
    failing = page.locator(".jp-Cell").filter(has=page.locator(".jp-OutputArea-output", has_text="FAIL: "))
    expect(failing.first).to_be_visible(timeout=30_000)
    fail_text = failing.first.locator(".jp-OutputArea-output", has_text="FAIL: ").first.inner_text()
    for w in words:
        assert w in fail_text, (label, w, fail_text)
    picture = failing.first.locator(".jp-OutputArea-output img")
    expect(picture.first).to_be_visible(timeout=30_000)
    assert picture.first.evaluate("img => img.naturalWidth") > 100
    failing.first.scroll_into_view_if_needed()
    shot = artifacts / f"wrong-{name.replace('.ipynb', '')}.png"
    page.screenshot(path=str(shot))
    print(f"\n{name} / {label}: {fail_text.splitlines()[0][:160]} ; screenshot {shot}")
