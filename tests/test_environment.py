"""The set-up files agree with each other (pyproject, environment.yml, Makefile, CI)."""

import re
from pathlib import Path

import tomllib
import yaml

ROOT = Path(__file__).resolve().parents[1]


def _name(requirement: str) -> str:
    return re.split(r"[<>=!~;\[ ]", requirement, maxsplit=1)[0].strip().lower().replace("_", "-")


def _pyproject():
    return tomllib.loads((ROOT / "pyproject.toml").read_text())


def _conda():
    return yaml.safe_load((ROOT / "environment.yml").read_text())


def test_environment_yml_is_valid_and_installs_the_package():
    env = _conda()
    assert env["channels"] == ["conda-forge"]
    pip_sections = [d["pip"] for d in env["dependencies"] if isinstance(d, dict)]
    assert pip_sections == [["-e ."]]
    assert "pip" in env["dependencies"]


def test_every_runtime_and_lab_need_is_in_environment_yml():
    project = _pyproject()["project"]
    needs = {_name(r) for r in project["dependencies"] + project["optional-dependencies"]["lab"]}
    conda = {_name(d) for d in _conda()["dependencies"] if isinstance(d, str)}
    missing = needs - conda
    assert not missing, f"in pyproject.toml but not environment.yml: {sorted(missing)}"


def test_no_exact_pins_that_would_rot():
    conda = [d for d in _conda()["dependencies"] if isinstance(d, str)]
    project = _pyproject()["project"]
    everything = conda + project["dependencies"] + sum(project["optional-dependencies"].values(), [])
    pinned = [d for d in everything if "==" in d or re.search(r"[^<>!=]=[0-9]", d)]
    assert not pinned, f"exact pins: {pinned}"


def test_python_floor_matches():
    assert _pyproject()["project"]["requires-python"] == ">=3.10"
    assert "python>=3.10" in _conda()["dependencies"]


def test_ci_runs_the_readme_test_command():
    ci = (ROOT / ".ci" / "run").read_text()
    readme = (ROOT / "README.md").read_text()
    assert "make test" in ci and "make test" in readme
    assert "make lab" in readme


def test_make_lab_binds_loopback_and_keeps_the_token():
    makefile = (ROOT / "Makefile").read_text()
    lab = makefile.split("\nlab:", 1)[1].split("\n\n", 1)[0]
    assert "--ServerApp.ip=127.0.0.1" in lab
    assert "token" not in lab.lower(), "make lab must not override JupyterLab's token"
