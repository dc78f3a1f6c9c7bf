"""Every lesson notebook, run in a real JupyterLab in headless Chromium.

For each notebook: open it, Run All, wait for the kernel; no cell may show an
error; every playground the notebook creates must render; moving a slider in
each playground must change what it shows (the verdict text or the picture),
and the time from key press to redraw is recorded.
"""

import json
import re
import statistics
import time
from pathlib import Path

import pytest
from playwright.sync_api import expect

from tests.browser.lab import NOTEBOOK_DIR

NOTEBOOKS = sorted(NOTEBOOK_DIR.glob("[0-9][0-9]_*.ipynb")) + sorted(
    (NOTEBOOK_DIR / "exercises" / "solutions").glob("*.ipynb")
)
MOVES = 5
TIMEOUT_MS = 120_000


def playground_cells(path: Path) -> int:
    cells = json.loads(path.read_text())["cells"]
    return sum(
        1
        for c in cells
        if c["cell_type"] == "code" and re.search(r"(?<!def )\b\w+_playground\(", "".join(c["source"]))
    )


def open_and_run_all(page, lab, relative: str):
    lab.close_sessions()
    page.goto(f"{lab.url}/lab/tree/{relative}?reset&token={lab.token}")
    status = page.locator(".jp-StatusBar-TextItem", has_text="| Idle")
    accept = page.locator(".jp-Dialog .jp-mod-accept")
    deadline = time.monotonic() + 60
    while not status.count():
        if accept.count():
            accept.first.click()
        if time.monotonic() > deadline:
            raise AssertionError("the kernel never became idle after opening the notebook")
        page.wait_for_timeout(200)
    page.locator(".jp-Notebook").first.click()
    page.get_by_role("menuitem", name="Run", exact=True).click()
    page.get_by_role("menuitem", name="Run All Cells", exact=True).click()
    busy = page.locator(".jp-InputPrompt", has_text="[*]")
    page.wait_for_timeout(500)
    expect(busy).to_have_count(0, timeout=TIMEOUT_MS)
    expect(status).to_have_count(1, timeout=TIMEOUT_MS)


def visible_state(playground):
    image = playground.locator("img").first
    return (playground.locator(".cl-verdict").inner_text(), image.get_attribute("src"))


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_notebook_runs_and_its_playgrounds_respond(path, lab, page, artifacts):
    relative = path.relative_to(NOTEBOOK_DIR).as_posix()
    open_and_run_all(page, lab, relative)

    errors = page.locator(
        '.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"]',
        has_text=re.compile("Traceback|Error"),
    )
    assert errors.count() == 0, errors.first.inner_text()
    assert page.locator(".jp-OutputArea-output", has_text="Error displaying widget").count() == 0

    expected = playground_cells(path)
    playgrounds = page.locator(".cl-playground")
    expect(playgrounds).to_have_count(expected, timeout=30_000)
    expect(page.locator(".jp-OutputArea-output", has_text="Loading widget")).to_have_count(0, timeout=30_000)

    timings = {}
    for index in range(expected):
        pg = playgrounds.nth(index)
        pg.scroll_into_view_if_needed()
        handle = pg.locator(".widget-slider .noUi-handle").first
        expect(handle).to_be_visible(timeout=30_000)
        expect(pg.locator(".cl-verdict")).not_to_be_empty()
        latencies = []
        for _ in range(MOVES):
            before = visible_state(pg)
            now = float(handle.get_attribute("aria-valuenow"))
            key = "ArrowRight" if now < float(handle.get_attribute("aria-valuemax")) else "ArrowLeft"
            handle.focus()
            start = time.perf_counter()
            page.keyboard.press(key)
            try:
                page.wait_for_function(
                    """([el, text, src]) => el.querySelector('.cl-verdict').innerText !== text
                           || el.querySelector('img').getAttribute('src') !== src""",
                    arg=[pg.element_handle(), *before],
                    timeout=20_000,
                    polling=5,
                )
            except Exception:
                page.screenshot(path=str(artifacts / f"{path.stem}-FAILED-playground{index}.png"))
                raise
            latencies.append((time.perf_counter() - start) * 1000)
        timings[f"playground {index}"] = {
            "median_ms": round(statistics.median(latencies), 1),
            "all_ms": [round(v, 1) for v in latencies],
        }

    assert not page.js_errors, page.js_errors
    shot = artifacts / f"{path.stem}.png"
    page.screenshot(path=str(shot), full_page=False)
    (artifacts / f"{path.stem}.json").write_text(json.dumps(timings, indent=1))
    print(f"\n{path.name}: screenshot {shot}; slider-to-redraw {timings}")
