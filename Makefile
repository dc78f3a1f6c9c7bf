# Two commands for learners, instructors and CI (see README.md):
#   make lab    create .venv if missing, install everything, open JupyterLab on notebooks/
#   make test   create .venv if missing, install the test tools, lint (ruff), run the whole suite
#   make test-browser   run every notebook in JupyterLab in headless Chromium
# make lab LAB_ARGS="--port=9000 --no-browser" passes extra options to JupyterLab.
# Re-runs are quick: each install is remembered by a stamp file that is newer than pyproject.toml.

PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
# Keep Jupyter, IPython, matplotlib and pip state inside the project, never in $HOME.
STATE  := $(CURDIR)/$(VENV)/state
export JUPYTER_CONFIG_DIR   := $(STATE)/jupyter-config
export JUPYTER_RUNTIME_DIR  := $(STATE)/jupyter-runtime
export JUPYTERLAB_SETTINGS_DIR := $(STATE)/lab-settings
export JUPYTERLAB_WORKSPACES_DIR := $(STATE)/lab-workspaces
export IPYTHONDIR           := $(STATE)/ipython
export MPLCONFIGDIR         := $(STATE)/matplotlib
export XDG_CACHE_HOME       := $(STATE)/cache
export PIP_CACHE_DIR        := $(STATE)/cache/pip
export npm_config_cache     := $(STATE)/cache/npm
export PYDEVD_DISABLE_FILE_VALIDATION := 1
export PIP_DISABLE_PIP_VERSION_CHECK := 1

ROOT_FLAG := $(shell [ "$$(id -u)" = 0 ] && echo --allow-root)

.PHONY: lab test test-thorough test-browser student benchmark clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

$(VENV)/.stamp-lab: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e ".[lab]"
	touch $@

$(VENV)/.stamp-test: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e ".[lab,test]"
	touch $@

$(VENV)/.stamp-browser: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e ".[browser]"
	touch $@

lab: $(VENV)/.stamp-lab
	mkdir -p "$(JUPYTER_CONFIG_DIR)" && cp tools/jupyter_server_config.py "$(JUPYTER_CONFIG_DIR)/jupyter_server_config.py"
	$(BIN)/jupyter lab --ServerApp.ip=127.0.0.1 --ServerApp.root_dir=notebooks \
		--LabApp.default_url=/lab/tree/00_start_here.ipynb $(ROOT_FLAG) $(LAB_ARGS)

test: $(VENV)/.stamp-test
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/python -m pytest

# The exactness tests with 10,000 examples each (200,000 shape pairs per family); long, not in CI.
test-thorough: $(VENV)/.stamp-test
	HYPOTHESIS_PROFILE=thorough $(BIN)/python -m pytest tests/test_exactness.py -p no:nbval -o addopts="-n auto"

test-browser: $(VENV)/.stamp-browser
	$(BIN)/python tests/browser/ensure_chromium.py
	COLLIDE_WS_NODELAY=1 $(BIN)/python -m pytest tests/browser --browser -p no:nbval -p no:cacheprovider -o addopts="" -v -s

student: $(VENV)/.stamp-test
	$(BIN)/python tools/assignments.py

benchmark: $(VENV)/.stamp-test
	$(BIN)/python benchmarks/run_all.py

clean:
	rm -rf $(VENV)
