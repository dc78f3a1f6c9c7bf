"""Run every benchmark in this folder (make benchmark)."""

import importlib
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

for name in sorted(
    f[:-3] for f in os.listdir(HERE) if f.endswith(".py") and f not in ("run_all.py", "timing.py")
):
    print(f"\n== {name} ==")
    importlib.import_module(name).main()
