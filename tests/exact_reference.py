"""Exact verdicts with Fractions, written from the rule in DESIGN.md, sharing no code with
the package: they read only a shape's stored numbers (x, y, w, h, right, bottom, r).

The open shapes meet (touching=False) or the closed shapes meet (touching=True):
 - a point is its own inside; a rectangle has an inside when left < right and top < bottom;
   a circle when r > 0;
 - closed rectangle R and point p: the point's distance to R is 0;
 - every distance is compared squared, in Fractions.
"""

from fractions import Fraction as F


def _box(r):
    return F(r.x), F(r.y), F(r.right), F(r.bottom)


def _dist2_to_box(px, py, box):
    left, top, right, bottom = box
    dx = max(left - px, F(0), px - right)
    dy = max(top - py, F(0), py - bottom)
    return dx * dx + dy * dy


def kind(shape):
    return type(shape).__name__


def has_inside(shape):
    if kind(shape) == "Rect":
        return F(shape.x) < F(shape.right) and F(shape.y) < F(shape.bottom)
    if kind(shape) == "Circle":
        return shape.r > 0
    return True


def meets(a, b, touching):
    if not touching and not (has_inside(a) and has_inside(b)):
        return False
    order = {"Point": 0, "Circle": 1, "Rect": 2}
    if order[kind(a)] > order[kind(b)]:
        a, b = b, a
    ka, kb = kind(a), kind(b)
    if ka == "Point" and kb == "Point":
        return F(a.x) == F(b.x) and F(a.y) == F(b.y)
    if kb == "Rect":
        box = _box(b)
        if ka == "Point":
            px, py = F(a.x), F(a.y)
            left, top, right, bottom = box
            if touching:
                return left <= px <= right and top <= py <= bottom
            return left < px < right and top < py < bottom
        if ka == "Circle":
            d2 = _dist2_to_box(F(a.x), F(a.y), box)
            return d2 <= F(a.r) ** 2 if touching else d2 < F(a.r) ** 2
        l1, t1, r1, b1 = _box(a)
        l2, t2, r2, b2 = box
        if touching:
            return l1 <= r2 and l2 <= r1 and t1 <= b2 and t2 <= b1
        return l1 < r2 and l2 < r1 and t1 < b2 and t2 < b1
    # circle or point against a circle
    reach = F(b.r) + (F(a.r) if ka == "Circle" else 0)
    d2 = (F(a.x) - F(b.x)) ** 2 + (F(a.y) - F(b.y)) ** 2
    return d2 <= reach**2 if touching else d2 < reach**2


def first_contact(mover, velocity, obstacle):
    """Reference for motion.sweep, by the definition: the least time t in [0, 1] at which the
    closed boxes meet and, for a while after it, the motion keeps them in contact with the
    mover moving in. Found from the exact per-axis windows, with the still axes open."""
    vx, vy = (F(v) for v in velocity)
    windows = []
    for lo, hi, v, olo, ohi in (
        (F(mover.x), F(mover.right), vx, F(obstacle.x), F(obstacle.right)),
        (F(mover.y), F(mover.bottom), vy, F(obstacle.y), F(obstacle.bottom)),
    ):
        if v == 0:
            still_inside = (lo < ohi and olo < hi) if lo < hi else (olo < lo < ohi)
            windows.append(None if still_inside else "never")
        else:
            a, b = (olo - hi) / v, (ohi - lo) / v
            windows.append((min(a, b), max(a, b)))
    if "never" in windows:
        return None
    starts = [w[0] for w in windows if w is not None]
    ends = [w[1] for w in windows if w is not None]
    if not starts:  # still on both axes and inside: in contact throughout
        return F(0)
    start, end = max(starts), min(ends)
    if not (start < end) or start > 1 or end <= 0:
        return None
    return max(start, F(0))


def least_penetration_side(mover, obstacle):
    order = ("top", "bottom", "left", "right")
    depth = {
        "top": F(mover.bottom) - F(obstacle.y),
        "bottom": F(obstacle.bottom) - F(mover.y),
        "left": F(mover.right) - F(obstacle.x),
        "right": F(obstacle.right) - F(mover.x),
    }
    least = min(depth.values())
    return next(side for side in order if depth[side] == least)
