"""Repository-wide pytest set-up: browser tests run only with --browser."""

from pathlib import Path

HERE = Path(__file__).parent


def pytest_addoption(parser):
    parser.addoption(
        "--browser",
        action="store_true",
        default=False,
        help="run the real-browser tests in tests/browser (make test-browser)",
    )


def pytest_ignore_collect(collection_path, config):
    path = Path(collection_path)
    if (HERE / "tests" / "browser") in (path, *path.parents):
        return not config.getoption("--browser")
    # Student notebooks are committed without outputs: nbval runs the solutions instead.
    if path.suffix == ".ipynb" and path.parent == HERE / "notebooks" / "exercises":
        return True
    if path.name == "setup.py" or ".venv" in path.parts:
        return True
    return None
