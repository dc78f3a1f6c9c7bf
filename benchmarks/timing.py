"""Tiny timing helpers shared by the benchmarks (best of several runs, same process)."""

import time


def best_of(function, repeat: int = 5) -> float:
    """The fastest of ``repeat`` runs of ``function()``, in seconds."""
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        function()
        best = min(best, time.perf_counter() - start)
    return best


def table(rows, headers) -> str:
    """Format rows as a plain-text table."""
    cells = [headers] + [[str(c) for c in row] for row in rows]
    widths = [max(len(row[i]) for row in cells) for i in range(len(headers))]
    lines = ["  ".join(c.rjust(w) for c, w in zip(row, widths)) for row in cells]
    lines.insert(1, "  ".join("-" * w for w in widths))
    return "\n".join(lines)
