"""Flip one comparison at a time in the package and check that the tests notice.

    .venv/bin/python tools/mutation_check.py

Each mutation is applied to a temporary copy of the repository (the working tree
is never touched), the named test files run there, and the mutation must make at
least one of them fail. The list holds the slips issue 12 found passing every
test; add to it when a new edge rule arrives.
"""

import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

MUTATIONS = [
    (
        "point on the right edge counted inside (touching=False)",
        "collide_lessons/collision.py",
        "_less(a.x, b.right, touching)",
        "(a.x <= b.right)",
        ["tests/test_exactness.py", "tests/test_collision.py"],
    ),
    (
        "sweep counts a corner graze",
        "collide_lessons/motion.py",
        "if not (start < end) or start > 1",
        "if not (start <= end) or start > 1",
        ["tests/test_exactness.py", "tests/test_motion.py"],
    ),
    (
        "Boxes count a zero-width box as having area",
        "collide_lessons/batch.py",
        "self.has_area = (array[:, 2] > array[:, 0])",
        "self.has_area = (array[:, 2] >= array[:, 0])",
        ["tests/test_exactness.py"],
    ),
    (
        "a chunk boundary skips its last row (Boxes)",
        "collide_lessons/batch.py",
        "e = min(n, s + CHUNK)\n        o, t = out[s:e]",
        "e = min(n, s + CHUNK - 1)\n        o, t = out[s:e]",
        ["tests/test_exactness.py", "tests/test_batch.py"],
    ),
    (
        "a chunk boundary skips its last row (plain array)",
        "collide_lessons/batch.py",
        "e = min(n, s + CHUNK)\n        left, top, right, bottom = rows[s:e, 0]",
        "e = min(n, s + CHUNK - 1)\n        left, top, right, bottom = rows[s:e, 0]",
        ["tests/test_exactness.py", "tests/test_batch.py"],
    ),
    (
        "collinear segments that only meet end to end counted as overlapping",
        "collide_lessons/lines.py",
        "return max(a[0], b[0]) < min(a[1], b[1])",
        "return max(a[0], b[0]) <= min(a[1], b[1])",
        ["tests/test_lines.py"],
    ),
    (
        "a ray through a vertex counts both edges (closed instead of half-open)",
        "collide_lessons/polygons.py",
        "return (a[1] > y) != (b[1] > y)",
        "return (a[1] >= y) != (b[1] > y)",
        ["tests/test_polygons.py"],
    ),
    (
        "SAT: a vertex on the edge's line counts as separated under touching=True",
        "collide_lessons/polygons.py",
        "if side > 0 or (touching and side == 0):",
        "if side > 0:",
        ["tests/test_polygons.py"],
    ),
    (
        "the one-circle strip filter drops a box on its edge",
        "collide_lessons/batch.py",
        "near &= rights >= low",
        "near &= rights > cx",
        ["tests/test_exactness.py"],
    ),
    (
        "bottom >= top no longer checked",
        "collide_lessons/batch.py",
        "bad = (array[..., 2] < array[..., 0]) | (array[..., 3] < array[..., 1])",
        "bad = (array[..., 2] < array[..., 0])",
        ["tests/test_exactness.py", "tests/test_validate.py"],
    ),
    (
        "the 1998 rejection test with <=",
        "collide_lessons/as_published.py",
        "if by2 < ay1 or ay2 < by1",
        "if by2 <= ay1 or ay2 <= by1",
        ["tests/test_as_published.py"],
    ),
    (
        "circle test counts touching as overlap",
        "collide_lessons/collision.py",
        "return _less(reach_sign(a.x, a.y, b.x, b.y, a.r, b.r), 0, touching)",
        "return reach_sign(a.x, a.y, b.x, b.y, a.r, b.r) <= 0",
        ["tests/test_exactness.py", "tests/test_circles.py"],
    ),
    (
        "float answer trusted at a tie",
        "collide_lessons/exact.py",
        "    return exact_sign(ax, ay, bx, by, r1, r2)\n\n\ndef reach_signs",
        "    return (difference > 0) - (difference < 0)\n\n\ndef reach_signs",
        ["tests/test_exactness.py"],
    ),
    (
        "rect test <= for overlap",
        "collide_lessons/rects.py",
        "    return max(a.left, b.left) < min(a.right, b.right) and max(a.top, b.top)",
        "    return max(a.left, b.left) <= min(a.right, b.right) and max(a.top, b.top)",
        ["tests/test_exactness.py", "tests/test_collision.py", "tests/test_rects.py"],
    ),
]


def main() -> int:
    survived = []
    for name, path, old, new, tests in MUTATIONS:
        with tempfile.TemporaryDirectory() as tmp:
            copy = Path(tmp) / "repo"
            shutil.copytree(ROOT, copy, ignore=shutil.ignore_patterns(".venv", ".git", "*.ipynb"))
            target = copy / path
            text = target.read_text()
            if text.count(old) != 1:
                print(f"STALE   {name}: the text to flip is not in {path} exactly once")
                survived.append(name)
                continue
            target.write_text(text.replace(old, new))
            run = subprocess.run(
                [
                    sys.executable,
                    "-m",
                    "pytest",
                    "-q",
                    "-x",
                    "-p",
                    "no:cacheprovider",
                    "-p",
                    "no:nbval",
                    "-o",
                    "addopts=",
                    "-n",
                    "2",
                    *tests,
                ],
                cwd=copy,
                capture_output=True,
                text=True,
                env={"PYTHONPATH": str(copy), "PATH": "/usr/bin:/bin", "HYPOTHESIS_EXAMPLES": "300"},
            )
            caught = run.returncode != 0
            print(f"{'caught ' if caught else 'MISSED '} {name}")
            if not caught:
                survived.append(name)
    print(f"{len(MUTATIONS) - len(survived)} of {len(MUTATIONS)} mutations caught")
    return 1 if survived else 0


if __name__ == "__main__":
    sys.exit(main())
