"""Start and stop a throwaway JupyterLab for the browser tests.

Everything it writes goes to one temporary folder: a copy of the notebooks it
serves, Jupyter's config, data, runtime and settings folders, IPython's and
matplotlib's folders. The committed notebooks are never opened.
"""

from __future__ import annotations

import json
import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
# Another folder of notebooks can be served instead (used to show that a broken widget fails).
NOTEBOOK_DIR = Path(os.environ.get("COLLIDE_NOTEBOOKS", ROOT / "notebooks")).resolve()

SETTINGS = {
    # no "get news?" toast on a fresh settings folder
    "@jupyterlab/apputils-extension/notification.jupyterlab-settings": {
        "fetchNews": "false",
        "checkForUpdates": False,
    },
    # the browser must never write back to the notebooks it runs
    "@jupyterlab/docmanager-extension/plugin.jupyterlab-settings": {"autosave": False},
}


# jupyter_server never calls set_nodelay on its kernel WebSockets, so Nagle's algorithm holds each
# small frame sent after the kernel's "busy" status until the browser's delayed ACK (40 ms on
# Linux): a widget's reply waits about 40 ms. COLLIDE_WS_NODELAY=1 serves with TCP_NODELAY on them
# (through this config file, `make lab`'s own, which also keeps comm messages' busy/idle out of
# JupyterLab's kernel status) to measure the round trip a learner gets.
LAB_CONFIG = (ROOT / "tools" / "jupyter_server_config.py").read_text()


def latency_config(env: dict) -> None:
    """Write the server's config: `make lab`'s when COLLIDE_WS_NODELAY=1, and the drag stamps
    (``server_stamps.py``, into a file in the test's own folder, ``env["COLLIDE_SERVER_STAMPS"]``)."""
    config = LAB_CONFIG if os.environ.get("COLLIDE_WS_NODELAY") == "1" else ""
    env["COLLIDE_SERVER_STAMPS"] = str(Path(env["JUPYTER_RUNTIME_DIR"]) / "drag-stamps.txt")
    config += "\n\n" + (Path(__file__).parent / "server_stamps.py").read_text()
    (Path(env["JUPYTER_CONFIG_DIR"]) / "jupyter_server_config.py").write_text(config)


def server_stamps(env: dict) -> dict:
    """The server's stamps so far, by request number: ``{"in": {n: t}, "out": {n: (t0, t1)}}``
    (``time.time()`` in ms), and the file emptied. A line it could not stamp is printed."""
    path = Path(env["COLLIDE_SERVER_STAMPS"])
    stamps = {"in": {}, "out": {}}
    if path.exists():
        for line in path.read_text().splitlines():
            if line.startswith("#"):
                print(f"server stamps: {line}")
                continue
            kind, n, *times = line.split()
            values = [float(t) * 1000 for t in times]
            stamps[kind][int(n)] = values[0] if kind == "in" else tuple(values)
        path.write_text("")
    return stamps


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def isolated_env(base: Path) -> dict:
    """Environment variables that keep Jupyter, IPython and matplotlib in ``base``."""
    dirs = {
        "JUPYTER_CONFIG_DIR": "config",
        "JUPYTER_DATA_DIR": "data",
        "JUPYTER_RUNTIME_DIR": "runtime",
        "JUPYTERLAB_SETTINGS_DIR": "settings",
        "JUPYTERLAB_WORKSPACES_DIR": "workspaces",
        "IPYTHONDIR": "ipython",
        "MPLCONFIGDIR": "matplotlib",
        "XDG_CONFIG_HOME": "xdg-config",
        "XDG_CACHE_HOME": "xdg-cache",
        "npm_config_cache": "npm-cache",
    }
    env = dict(os.environ)
    for name, sub in dirs.items():
        (base / sub).mkdir(parents=True, exist_ok=True)
        env[name] = str(base / sub)
    env["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
    return env


class Lab:
    """A running JupyterLab serving a temporary copy of ``notebooks/``."""

    def __init__(self, base: Path):
        self.base = base
        self.root = base / "notebooks"
        shutil.copytree(NOTEBOOK_DIR, self.root, ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
        self.env = isolated_env(base)
        latency_config(self.env)
        for name, values in SETTINGS.items():
            path = Path(self.env["JUPYTERLAB_SETTINGS_DIR"]) / name
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(json.dumps(values))
        self.port = free_port()
        self.token = secrets.token_hex(24)
        self.url = f"http://127.0.0.1:{self.port}"
        self.log = open(base / "jupyterlab.log", "wb")
        command = [
            sys.executable,
            "-m",
            "jupyter",
            "lab",
            "--no-browser",
            f"--port={self.port}",
            "--ServerApp.ip=127.0.0.1",
            f"--IdentityProvider.token={self.token}",
            f"--ServerApp.root_dir={self.root}",
            "--ServerApp.port_retries=0",
        ]
        if hasattr(os, "geteuid") and os.geteuid() == 0:
            command.append("--allow-root")
        self.process = subprocess.Popen(
            command, env=self.env, stdout=self.log, stderr=subprocess.STDOUT, start_new_session=True
        )
        self._wait_until_up()

    def api(self, path: str, method: str = "GET"):
        request = urllib.request.Request(
            f"{self.url}{path}", method=method, headers={"Authorization": f"token {self.token}"}
        )
        with urllib.request.urlopen(request, timeout=10) as response:
            body = response.read()
            return json.loads(body) if body else None

    def _wait_until_up(self, timeout: float = 60):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"JupyterLab exited early; see {self.base / 'jupyterlab.log'}")
            try:
                self.api("/api/status")
                return
            except OSError:
                time.sleep(0.3)
        raise RuntimeError(f"JupyterLab did not answer in {timeout} s; see {self.base / 'jupyterlab.log'}")

    def close_sessions(self):
        for session in self.api("/api/sessions"):
            self.api(f"/api/sessions/{session['id']}", method="DELETE")

    def stop(self):
        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGTERM)
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait()
        self.log.close()
