"""Brute-force references that share no code or formula with the package.

Integer rectangles are sets of whole pixel cells (for shared area) or sets of
integer lattice points (for closed regions): two closed integer boxes meet
exactly when they share a lattice point, because their common part, if any, is
a box with integer corners.
"""


def cells(r):
    """Pixel cells (col, row) covered by an integer rectangle."""
    return {(x, y) for x in range(r.x, r.x + r.w) for y in range(r.y, r.y + r.h)}


def lattice(r):
    """Integer points of the closed integer rectangle."""
    return {(x, y) for x in range(r.x, r.x + r.w + 1) for y in range(r.y, r.y + r.h + 1)}


def rect_distance_squared(r, px, py):
    """Ericson's per-axis excess form: how far outside each slab, squared."""
    dx = max(r.x - px, 0, px - (r.x + r.w))
    dy = max(r.y - py, 0, py - (r.y + r.h))
    return dx * dx + dy * dy
