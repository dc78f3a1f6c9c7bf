"""`make lab` starts JupyterLab on 127.0.0.1 only, and only with its token."""

import os
import re
import signal
import subprocess
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from tests.browser.lab import ROOT, free_port


def _listening_addresses(port: int) -> set:
    """Local addresses with a socket listening on ``port`` (from /proc/net/tcp*)."""
    found = set()
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        if not os.path.exists(table):
            continue
        for line in Path(table).read_text().splitlines()[1:]:
            local, state = line.split()[1], line.split()[3]
            address, hex_port = local.split(":")
            if int(hex_port, 16) == port and state == "0A":  # 0A = LISTEN
                found.add(address)
    return found


def _status(url: str) -> int:
    class NoRedirect(urllib.request.HTTPRedirectHandler):
        def redirect_request(self, *args, **kwargs):
            return None

    opener = urllib.request.build_opener(NoRedirect)
    try:
        return opener.open(url, timeout=10).status
    except urllib.error.HTTPError as error:
        return error.code


@pytest.fixture()
def make_lab(tmp_path):
    port = free_port()
    log = open(tmp_path / "lab.log", "wb")
    process = subprocess.Popen(
        [
            "make",
            "--no-print-directory",
            "lab",
            f"LAB_ARGS=--no-browser --port={port} --ServerApp.port_retries=0",
        ],
        cwd=ROOT,
        stdout=log,
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )
    token = None
    deadline = time.monotonic() + 120
    while token is None and time.monotonic() < deadline:
        assert process.poll() is None, (tmp_path / "lab.log").read_text()
        match = re.search(
            rf"127\.0\.0\.1:{port}/lab\S*\?token=([0-9a-f]+)", (tmp_path / "lab.log").read_text()
        )
        token = match.group(1) if match else None
        time.sleep(0.3)
    assert token, "make lab never printed its token URL:\n" + (tmp_path / "lab.log").read_text()
    try:
        yield port, token
    finally:
        os.killpg(process.pid, signal.SIGTERM)
        process.wait(timeout=30)
        log.close()


def test_make_lab_binds_loopback_and_demands_the_token(make_lab):
    port, token = make_lab
    assert _listening_addresses(port) == {"0100007F"}, "listening on something other than 127.0.0.1"
    base = f"http://127.0.0.1:{port}"
    assert _status(f"{base}/api/status") == 403
    assert _status(f"{base}/lab") in (302, 303)  # to the login page
    assert _status(f"{base}/api/status?token={token}") == 200
    assert _status(f"{base}/lab/tree/00_start_here.ipynb?token={token}") == 200
    assert len(token) >= 32
