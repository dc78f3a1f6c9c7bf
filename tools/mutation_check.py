"""Flip one comparison at a time in the package and check that the tests notice.

    .venv/bin/python tools/mutation_check.py            # every mutation
    .venv/bin/python tools/mutation_check.py masks:     # those whose names contain every word given

First the named tests run once on an unmutated copy: any that fail there (another change
in progress) are named and left out of every run, so they cannot pass for a catch. Then each
mutation is applied to a temporary copy of the repository (the working tree is never
touched), the named test files (or single tests, ``file::name``) run there in one process,
and at least one test must fail; a run that crashes without a failing test does not count as
caught. A mutation whose text is no longer in its file exactly once is reported STALE
(re-target it). The list holds the slips issues 12 and 28 found passing every test; add to
it when a new edge rule arrives.
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
        ["tests/test_exactness.py::test_collides_is_exact", "tests/test_collision.py"],
    ),
    (
        "sweep counts a corner graze",
        "collide_lessons/motion.py",
        "if not (start < end) or start > 1",
        "if not (start <= end) or start > 1",
        ["tests/test_exactness.py::test_sweep_is_exact", "tests/test_motion.py"],
    ),
    (
        "has_area counts a zero-width box as having area",
        "collide_lessons/batch.py",
        "inside = np.less(boxes[..., 0], boxes[..., 2])",
        "inside = np.less_equal(boxes[..., 0], boxes[..., 2])",
        ["tests/test_exactness.py::test_frozen_boxes_of_zero_width_have_no_area"],
    ),
    (
        "a chunk boundary skips a row (one box against many, plain rows and Boxes)",
        "collide_lessons/batch.py",
        "    for s in range(0, n, CHUNK):\n        part = rows[s : s + CHUNK]",
        "    for s in range(0, n, CHUNK + 1):\n        part = rows[s : s + CHUNK]",
        ["tests/test_exactness.py::test_chunk_boundaries_lose_no_row", "tests/test_batch.py"],
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
        "collide_lessons/outlines.py",
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
        "near &= boxes[:, 2] >= low",
        "near &= boxes[:, 2] > cx",
        ["tests/test_exactness.py::test_zero_radius_on_a_right_edge_touches_in_the_strip_filter"],
    ),
    (
        "bottom >= top no longer checked",
        "collide_lessons/batch.py",
        "    bad |= np.less(array[..., 3], array[..., 1])\n",
        "",
        [
            "tests/test_exactness.py::test_batch_refuses_right_left_of_left_and_bottom_above_top",
            "tests/test_validate.py",
        ],
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
        ["tests/test_exactness.py::test_collides_is_exact", "tests/test_circles.py"],
    ),
    (
        "float answer trusted at a tie",
        "collide_lessons/exact.py",
        "    return exact_sign(ax, ay, bx, by, r1, r2)\n\n\ndef reach_signs",
        "    return (difference > 0) - (difference < 0)\n\n\ndef reach_signs",
        ["tests/test_exactness.py::test_collides_is_exact", "tests/test_exact_ties.py"],
    ),
    (
        "rect test <= for overlap",
        "collide_lessons/rects.py",
        "    return max(a.left, b.left) < min(a.right, b.right) and max(a.top, b.top)",
        "    return max(a.left, b.left) <= min(a.right, b.right) and max(a.top, b.top)",
        ["tests/test_exactness.py::test_collides_is_exact", "tests/test_collision.py", "tests/test_rects.py"],
    ),
    # --- issue 28: nine slips that passed every test (a held-out mutation run) -------------
    (
        "exact: the float filter's error share 16 times too small (near ties decided in floats)",
        "collide_lessons/exact.py",
        "ERROR_SHARE = 16 * EPSILON\n",
        "ERROR_SHARE = EPSILON\n",
        ["tests/test_exact_ties.py"],
    ),
    (
        "exact: the subnormal floor dropped from the bound (squares among the subnormals)",
        "collide_lessons/exact.py",
        "return ERROR_SHARE * (d2 + reach2) + ERROR_FLOOR",
        "return ERROR_SHARE * (d2 + reach2)",
        ["tests/test_exact_ties.py"],
    ),
    (
        "exact: reach_signs redoes undecided elements without the second radius",
        "collide_lessons/exact.py",
        "for v in (ax, ay, bx, by, r1, r2)]",
        "for v in (ax, ay, bx, by, r1)]",
        ["tests/test_exact_ties.py"],
    ),
    (
        "masks: a mask just past the left edge (ox == -other.width) taken as overlapping",
        "collide_lessons/masks.py",
        "    if not left < right:\n        return None",
        "    if not left <= right:\n        return None",
        ["tests/test_masks.py::test_every_method_at_every_edge_agrees_with_pygame"],
    ),
    (
        "masks: overlap's chunked scan forgets the chunk's start row",
        "collide_lessons/masks.py",
        "return (left + dx, top + start + dy)",
        "return (left + dx, top + dy)",
        ["tests/test_masks.py::test_every_method_at_every_edge_agrees_with_pygame"],
    ),
    (
        "rects.apart_by_negation forgets that b may have zero height",
        "collide_lessons/rects.py",
        "        or b.right == b.left\n        or b.bottom == b.top\n",
        "        or b.right == b.left\n",
        ["tests/test_rects.py::test_a_box_with_no_inside_in_either_place_as_the_exact_rule_says"],
    ),
    (
        "circles.points_near with < where <= belongs (the tie is near)",
        "collide_lessons/circles.py",
        "return reach_sign(p.x, p.y, q.x, q.y, tol) <= 0",
        "return reach_sign(p.x, p.y, q.x, q.y, tol) < 0",
        [
            "tests/test_circles.py::test_points_near_at_exactly_the_distance",
            "tests/test_circles.py::test_points_near_on_a_grid_against_fractions",
        ],
    ),
    (
        "checks: check_segment_test no longer tries zero-length segments on the grid",
        "collide_lessons/checks/segments.py",
        "segments = [Segment(*p, *q) for p in grid for q in grid]",
        "segments = [Segment(*p, *q) for p in grid for q in grid if p != q]",
        ["tests/test_checks_promises.py"],
    ),
    (
        "checks: check_sat_test tries its hand-picked pairs in one vertex order only",
        "collide_lessons/checks/separating_axes.py",
        "for a_, b_ in ((a, b), (a[::-1], b), (a, b[::-1]), (a[::-1], b[::-1])):",
        "for a_, b_ in ((a, b),):",
        ["tests/test_checks_promises.py"],
    ),
    (
        "sweep_times swaps an axis' entry and exit",
        "collide_lessons/motion.py",
        "return (min(t1, t2), max(t1, t2))",
        "return (max(t1, t2), min(t1, t2))",
        ["tests/test_motion.py"],
    ),
    (
        "sprite pairs shift the wrong sprite's integer",
        "collide_lessons/sprite_pairs.py",
        "(ints[a] >> k) & ints[b] != 0",
        "(ints[b] >> k) & ints[a] != 0",
        ["tests/test_sprite_pairs.py"],
    ),
    (
        "row words shift the wrong mask's rows",
        "collide_lessons/masks.py",
        "        a >>= shift_mine[k][pair]",
        "        a >>= shift_theirs[k][pair]",
        ["tests/test_sprite_pairs.py"],
    ),
    (
        "row words decide a pair by its middle row alone",
        "collide_lessons/masks.py",
        "out[k] = np.logical_or.reduceat(a != 0, begin)",
        "out[k] = a[begin + (len(a) > 0) * 0] != 0",
        ["tests/test_sprite_pairs.py"],
    ),
    (
        "coherent pairs forget the side list of new candidates",
        "collide_lessons/coherent.py",
        "        if len(self._side):  # the candidates found since the last merge",
        "        if False:  # the candidates found since the last merge",
        ["tests/test_broadphase.py"],
    ),
]


def _copy(tmp: str) -> Path:
    """The working tree (without .venv, .git and notebooks) in a temporary directory."""
    copy = Path(tmp) / "repo"
    shutil.copytree(ROOT, copy, ignore=shutil.ignore_patterns(".venv", ".git", "*.ipynb"))
    return copy


def _pytest(copy: Path, tests, stop: bool = True) -> tuple:
    """Run the tests in the copy, one process (stopping at the first failure unless ``stop`` is
    False); the exit code, the failing tests' ids and the end of the output."""
    run = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            *(["-x"] if stop else []),
            "-rf",
            "-p",
            "no:cacheprovider",
            "-p",
            "no:nbval",
            "-p",
            "no:xdist",
            "-o",
            "addopts=",
            *tests,
        ],
        cwd=copy,
        capture_output=True,
        text=True,
        env={"PYTHONPATH": str(copy), "PATH": "/usr/bin:/bin", "HYPOTHESIS_EXAMPLES": "300"},
    )
    failed = [line[7:].split(" - ")[0] for line in run.stdout.splitlines() if line.startswith("FAILED ")]
    return run.returncode, failed, run.stdout[-2000:] + run.stderr[-2000:]


def main(argv=None) -> int:
    """Run the mutations whose names contain every word given (all of them when none is)."""
    words = [w.lower() for w in (sys.argv[1:] if argv is None else argv)]
    chosen = [m for m in MUTATIONS if all(w in m[0].lower() for w in words)]
    if not chosen:
        print(f"no mutation's name contains {' and '.join(map(repr, words))}")
        return 2
    with tempfile.TemporaryDirectory() as tmp:  # which tests fail before anything is flipped?
        named = {t for m in chosen for t in m[4]}
        files = sorted(t for t in named if t.split("::")[0] == t or t.split("::")[0] not in named)
        code, red, output = _pytest(_copy(tmp), files, stop=False)
        if code not in (0, 1) or (code == 1 and not red):
            print(f"BASELINE BROKEN: pytest exit code {code} on the unmutated tree: {output[-600:]}")
            return 2
    if red:  # they cannot tell a slip from the tree as it is: leave them out of every run
        print(f"warning: {len(red)} test(s) fail on the unmutated tree and are left out: {', '.join(red)}")
    skip = [arg for test in red for arg in ("--deselect", test)]
    survived = []
    for name, path, old, new, tests in chosen:
        with tempfile.TemporaryDirectory() as tmp:
            copy = _copy(tmp)
            target = copy / path
            text = target.read_text()
            if text.count(old) != 1:
                print(f"STALE   {name}: the text to flip is not in {path} exactly once", flush=True)
                survived.append(name)
                continue
            target.write_text(text.replace(old, new))
            code, failed, output = _pytest(copy, [*tests, *skip])
            caught = code == 1 and bool(failed)  # a failing test, not a crash of the run itself
            where = f"  <- {failed[0]}" if caught else ""
            print(f"{'caught ' if caught else 'MISSED '} {name}{where}", flush=True)
            if not caught:
                survived.append(name)
                if code not in (0, 1):
                    print(f"        (pytest exit code {code}: {output[-300:]!r})")
    print(f"{len(chosen) - len(survived)} of {len(chosen)} mutations caught")
    return 1 if survived else 0


if __name__ == "__main__":
    sys.exit(main())
