"""Re-execute notebooks in place, top to bottom in a fresh kernel, keeping widget state.

    .venv/bin/python tools/execute_notebooks.py notebooks/02_rectangle_tests.ipynb ...

Each notebook runs in its own folder (as JupyterLab runs it), so relative paths
behave as they will for a learner. Use it after changing a lesson or the
package; then run ``make test`` (strict nbval compares against these outputs).
"""

import sys
from pathlib import Path

import nbformat
from nbclient import NotebookClient


def execute(path: Path) -> None:
    notebook = nbformat.read(path, as_version=4)
    client = NotebookClient(
        notebook,
        timeout=900,
        kernel_name="python3",
        resources={"metadata": {"path": str(path.parent)}},
        store_widget_state=True,
    )
    client.execute()
    nbformat.write(notebook, path)


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    for name in sys.argv[1:]:
        print("executing", name, flush=True)
        execute(Path(name))
