"""Fixtures for the real-browser tests: one JupyterLab and one Chromium per run."""

import os
import tempfile
from pathlib import Path

import pytest

from tests.browser.lab import Lab

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-sync",
    "--disable-quic",
]


@pytest.fixture(scope="session")
def workdir():
    with tempfile.TemporaryDirectory(prefix="collide-browser-") as name:
        yield Path(name)


@pytest.fixture(scope="session")
def artifacts():
    folder = Path(tempfile.mkdtemp(prefix="collide-browser-artifacts-"))
    yield folder
    print(f"\nscreenshots and timings: {folder}")


@pytest.fixture(scope="session")
def lab(workdir):
    server = Lab(workdir)
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture(scope="session")
def browser(workdir):
    from playwright.sync_api import sync_playwright

    home = workdir / "browser-home"  # Chromium's crash-report settings land here, not in $HOME
    home.mkdir(exist_ok=True)
    env = dict(
        os.environ, HOME=str(home), XDG_CONFIG_HOME=str(home / ".config"), XDG_CACHE_HOME=str(home / ".cache")
    )
    with sync_playwright() as p:
        chromium = p.chromium.launch(executable_path=CHROMIUM, args=FLAGS, headless=True, env=env)
        try:
            yield chromium
        finally:
            chromium.close()


@pytest.fixture()
def page(browser):
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    page = context.new_page()
    page.js_errors = []
    page.on("pageerror", lambda error: page.js_errors.append(str(error)))
    try:
        yield page
    finally:
        context.close()
