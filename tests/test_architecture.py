"""The house rules of ARCHITECTURE.md, checked on the source.

Three layers, imports only downward (geometry <- presentation <- teaching); no import
cycles; no module reads another module's private (underscore) name; short modules and
short functions; ``import collide_lessons.checks`` loads no widget library.
"""

from __future__ import annotations

import ast
import io
import subprocess
import sys
import tokenize
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "collide_lessons"

GEOMETRY = 0
PRESENTATION = 1
TEACHING = 2

# Every module of the package and its layer (a new module must be placed here).
LAYERS = {
    "__init__": TEACHING,  # the package's front door re-exports the everyday names
    "validate": GEOMETRY,
    "coords": GEOMETRY,
    "shapes": GEOMETRY,
    "exact": GEOMETRY,
    "rects": GEOMETRY,
    "circles": GEOMETRY,
    "lines": GEOMETRY,
    "outlines": GEOMETRY,
    "polygons": GEOMETRY,
    "collision": GEOMETRY,
    "batch": GEOMETRY,
    "broadphase": GEOMETRY,
    "masks": GEOMETRY,
    "motion": GEOMETRY,
    "sprites": GEOMETRY,
    "listing": GEOMETRY,
    "tiles": GEOMETRY,
    "coherent": GEOMETRY,
    "sprite_pairs": GEOMETRY,
    # what the lessons run and show, built only on the core (the boards read them)
    "as_published": GEOMETRY,
    "engines": GEOMETRY,
    "steps": GEOMETRY,
    "intervals": GEOMETRY,
    "scene": PRESENTATION,
    "draw": PRESENTATION,
    "widgets": PRESENTATION,
    "checks": TEACHING,
    "atlas": TEACHING,
}

MAX_MODULE_CODE_LINES = 450
MAX_FUNCTION_CODE_LINES = 80


def _modules():
    """(dotted name, path) of every module in the package."""
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = path.relative_to(PACKAGE).with_suffix("").parts
        if parts[-1] == "__init__" and len(parts) > 1:
            parts = parts[:-1]
        yield ".".join(parts), path


def _top(name: str) -> str:
    """The first part of a dotted module name inside the package ("widgets.canvas" -> "widgets")."""
    return name.split(".")[0]


def _resolve(module: str, path: Path, node: ast.ImportFrom) -> list[tuple[str, list[str]]]:
    """The package modules an ``from ... import ...`` names, with the names it takes from each."""
    names = [alias.name for alias in node.names]
    if node.level == 0:
        if not (node.module or "").startswith("collide_lessons"):
            return []
        base = (node.module or "").split(".")[1:]
    else:
        here = module.split(".") if path.name == "__init__.py" else module.split(".")[:-1]
        if module == "__init__":
            here = []
        base = here[: len(here) - (node.level - 1)] + (node.module.split(".") if node.module else [])
    found = []
    if node.module is None or not base:
        # "from . import a, b": each name is a module
        for name in names:
            found.append((".".join([*base, name]) if base else name, []))
        return found
    found.append((".".join(base), names))
    return found


def _imports():
    """Yield (importer, imported module, names taken) for every import inside the package."""
    for module, path in _modules():
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                for target, names in _resolve(module, path, node):
                    yield module, target, names
            elif isinstance(node, ast.Import):
                for alias in node.names:
                    if alias.name.startswith("collide_lessons."):
                        yield module, alias.name.split(".", 1)[1], []


def _code_lines(source: str) -> set[int]:
    """Line numbers holding code: no blank lines, comments or docstrings."""
    tree = ast.parse(source)
    docs = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            first = node.body[0] if node.body else None
            if (
                isinstance(first, ast.Expr)
                and isinstance(first.value, ast.Constant)
                and isinstance(first.value.value, str)
            ):
                docs.update(range(first.lineno, first.end_lineno + 1))
    skip = {tokenize.COMMENT, tokenize.NL, tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT}
    lines = set()
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type in skip or token.type == tokenize.ENDMARKER:
            continue
        lines.update(n for n in range(token.start[0], token.end[0] + 1) if n not in docs)
    return lines


def test_every_module_has_a_layer():
    missing = sorted({_top(m) for m, _ in _modules()} - set(LAYERS))
    assert not missing, (
        f"place these modules in a layer (tests/test_architecture.py, ARCHITECTURE.md): {missing}"
    )


def test_imports_only_go_downward():
    upward = [
        f"{importer} ({LAYERS[_top(importer)]}) imports {target} ({LAYERS[_top(target)]})"
        for importer, target, _ in _imports()
        if _top(target) in LAYERS and LAYERS[_top(target)] > LAYERS[_top(importer)]
    ]
    assert not upward, "imports must only go down the layers:\n" + "\n".join(upward)


def test_no_import_cycles():
    graph: dict[str, set[str]] = {}
    for importer, target, _ in _imports():
        if importer != target and not target.startswith(importer + "."):
            graph.setdefault(importer, set()).add(target)
    # a package's __init__ may import its own submodules; a submodule importing its
    # package's __init__ would be a cycle and is caught like any other
    state: dict[str, int] = {}
    cycles = []

    def visit(node, trail):
        state[node] = 1
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                cycles.append(" -> ".join([*trail[trail.index(nxt) :], nxt]) if nxt in trail else nxt)
            elif nxt not in state:
                visit(nxt, [*trail, nxt])
        state[node] = 2

    for node in sorted(graph):
        if node not in state:
            visit(node, [node])
    assert not cycles, "import cycles:\n" + "\n".join(cycles)


def test_no_module_imports_another_modules_private_name():
    private = sorted(
        {
            f"{importer} takes {name} from {target}"
            for importer, target, names in _imports()
            for name in names
            if importer != target and name.startswith("_") and not name.startswith("__")
        }
    )
    assert not private, "private names stay in their module:\n" + "\n".join(private)


def test_modules_and_functions_are_short():
    too_long = []
    for module, path in _modules():
        source = path.read_text()
        lines = _code_lines(source)
        if len(lines) > MAX_MODULE_CODE_LINES:
            too_long.append(f"module {module}: {len(lines)} lines of code")
        for node in ast.walk(ast.parse(source)):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                count = sum(node.lineno <= n <= node.end_lineno for n in lines)
                if count > MAX_FUNCTION_CODE_LINES:
                    too_long.append(f"function {module}.{node.name}: {count} lines of code")
    assert not too_long, (
        f"modules at most {MAX_MODULE_CODE_LINES} and functions at most {MAX_FUNCTION_CODE_LINES} "
        "lines of code:\n" + "\n".join(too_long)
    )


@pytest.mark.parametrize(
    "module", ["collide_lessons.checks", "collide_lessons.scene", "collide_lessons.draw"]
)
def test_teaching_and_presentation_cores_load_no_widget_library(module):
    probe = f"import sys, {module}; print(sorted(m for m in ('ipywidgets', 'anywidget') if m in sys.modules))"
    result = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "[]", f"import {module} loads {result.stdout.strip()}"


def test_the_helpers_above_see_planted_violations(tmp_path):
    """The checks themselves can fail: a planted upward import and a long function are seen."""
    source = "from .widgets import canvas\n\ndef f():\n" + "    x = 1\n" * 90
    assert len(_code_lines(source)) > MAX_FUNCTION_CODE_LINES
    node = ast.parse(source).body[0]
    ((target, names),) = _resolve("rects", PACKAGE / "rects.py", node)
    assert (target, names) == ("widgets", ["canvas"])
    assert LAYERS[_top(target)] > LAYERS["rects"]
    node = ast.parse("from ..lines import _orient").body[0]
    assert _resolve("widgets.lines", PACKAGE / "widgets" / "lines.py", node) == [("lines", ["_orient"])]
    node = ast.parse("from .base import _word").body[0]
    assert _resolve("widgets.lines", PACKAGE / "widgets" / "lines.py", node) == [("widgets.base", ["_word"])]
    node = ast.parse("from . import atlas, validate").body[0]
    assert _resolve("draw", PACKAGE / "draw.py", node) == [("atlas", []), ("validate", [])]
