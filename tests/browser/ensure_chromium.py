"""Make sure Debian's chromium is there for the browser tests (make test-browser).

Installs it with apt when missing and running as root; otherwise says what to
install and exits non-zero. Playwright's own browser download is never used.
"""

import os
import shutil
import subprocess
import sys

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")


def main() -> int:
    if os.path.exists(CHROMIUM):
        return 0
    if hasattr(os, "geteuid") and os.geteuid() == 0 and shutil.which("apt-get"):
        print(f"{CHROMIUM} is missing: installing Debian's chromium with apt-get", flush=True)
        env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
        subprocess.run(["apt-get", "update", "-q"], check=True, env=env)
        subprocess.run(["apt-get", "install", "-y", "-q", "chromium"], check=True, env=env)
        return 0 if os.path.exists(CHROMIUM) else 1
    print(
        f"The browser tests need Chromium at {CHROMIUM}.\n"
        "Install it with your package manager (Debian/Ubuntu: sudo apt-get install chromium),\n"
        "or point CHROMIUM=/path/to/chromium at one you have.",
        file=sys.stderr,
    )
    return 1


if __name__ == "__main__":
    sys.exit(main())
