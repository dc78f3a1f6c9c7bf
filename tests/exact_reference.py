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


# --- every pair of the six shapes ------------------------------------------------------------
# Written from DESIGN.md's edge rule alone, with its own methods: parameters found by dividing
# (Cramer's rule, projections), point in polygon by a ray cast with division, shared area of two
# regions by ear-clipping triangulation and Sutherland-Hodgman clipping. Pieces:
#   ("point", P)  ("line", O, D, tmax)  (tmax 1: a segment O..O+D; None: a ray)
#   ("disc", C, r)  ("region", [vertices])


def _xy(x, y):
    return (F(x), F(y))


def _sub(p, q):
    return (p[0] - q[0], p[1] - q[1])


def _cross(u, v):
    return u[0] * v[1] - u[1] * v[0]


def _dot(u, v):
    return u[0] * v[0] + u[1] * v[1]


def piece(shape, touching):
    """The shape as one piece; None when it has no inside and touching is False."""
    k = kind(shape)
    if k == "Point":
        return ("point", _xy(shape.x, shape.y))
    if k == "Circle":
        if shape.r == 0:
            return ("point", _xy(shape.x, shape.y)) if touching else None
        return ("disc", _xy(shape.x, shape.y), F(shape.r))
    if k == "Segment":
        p, q = _xy(shape.x1, shape.y1), _xy(shape.x2, shape.y2)
        if p == q:
            return ("point", p) if touching else None
        return ("line", p, _sub(q, p), F(1))
    if k == "Ray":
        return ("line", _xy(shape.x, shape.y), _xy(shape.dx, shape.dy), None)
    if k == "Rect":
        left, top, right, bottom = _box(shape)
        if left < right and top < bottom:
            return ("region", [(left, top), (right, top), (right, bottom), (left, bottom)])
        if not touching:
            return None
        if (left, top) == (right, bottom):
            return ("point", (left, top))
        return ("line", (left, top), (right - left, bottom - top), F(1))
    return ("region", [_xy(x, y) for x, y in shape.vertices])


def _in_range(t, tmax, closed):
    if closed:
        return t >= 0 and (tmax is None or t <= tmax)
    return t > 0 and (tmax is None or t < tmax)


def _point_on_line(p, line, closed):
    _, o, d, tmax = line
    w = _sub(p, o)
    return _cross(d, w) == 0 and _in_range(_dot(w, d) / _dot(d, d), tmax, closed)


def _dist2_to_line(p, line):
    _, o, d, tmax = line
    t = max(_dot(_sub(p, o), d) / _dot(d, d), F(0))
    if tmax is not None:
        t = min(t, tmax)
    foot = (o[0] + t * d[0], o[1] + t * d[1])
    w = _sub(p, foot)
    return _dot(w, w)


def _edges(verts):
    return [(verts[i], verts[(i + 1) % len(verts)]) for i in range(len(verts))]


def _on_outline(p, verts):
    return any(_point_on_line(p, ("line", a, _sub(b, a), F(1)), True) for a, b in _edges(verts))


def _inside(p, verts, closed):
    """Ray cast to the right with the crossing x found by division, half-open in y."""
    if _on_outline(p, verts):
        return closed
    count = 0
    for a, b in _edges(verts):
        if (a[1] > p[1]) != (b[1] > p[1]):
            x = a[0] + (p[1] - a[1]) * (b[0] - a[0]) / (b[1] - a[1])
            count += x > p[0]
    return count % 2 == 1


def _lines_meet(l1, l2, closed):
    _, o1, d1, m1 = l1
    _, o2, d2, m2 = l2
    det = _cross(d1, d2)
    w = _sub(o2, o1)
    if det != 0:  # Cramer: o1 + t d1 = o2 + u d2
        t, u = _cross(w, d2) / det, _cross(w, d1) / det
        return _in_range(t, m1, closed) and _in_range(u, m2, closed)
    if _cross(d1, w) != 0:
        return False  # parallel lines
    # one line: l2's parameter range mapped onto l1's (in units of d1)
    scale = _dot(d2, d1) / _dot(d1, d1)
    start = _dot(w, d1) / _dot(d1, d1)
    ends = [start] + ([start + m2 * scale] if m2 is not None else [])
    lo1, hi1 = F(0), m1
    if m2 is None:  # l2 runs on without end in the direction of the sign of scale
        lo2, hi2 = (start, None) if scale > 0 else (None, start)
    else:
        lo2, hi2 = min(ends), max(ends)
    lo = lo1 if lo2 is None else max(lo1, lo2)
    hi = hi2 if hi1 is None else (hi1 if hi2 is None else min(hi1, hi2))
    if hi is None:
        return True
    return lo <= hi if closed else lo < hi


def _cuts(line, verts):
    _, o, d, tmax = line
    ts = set()
    for a, b in _edges(verts):
        e = _sub(b, a)
        det = _cross(d, e)
        w = _sub(a, o)
        if det != 0:
            t, u = _cross(w, e) / det, _cross(w, d) / det
            if 0 <= u <= 1:
                ts.add(t)
        elif _cross(d, w) == 0:  # along the line: both ends are cuts
            for v in (a, b):
                ts.add(_dot(_sub(v, o), d) / _dot(d, d))
    return sorted(t for t in ts if _in_range(t, tmax, True))


def _line_region(line, verts, closed):
    _, o, d, tmax = line
    cuts = _cuts(line, verts)
    if closed:
        return bool(cuts) or _inside(o, verts, True)
    stops = [F(0)] + [t for t in cuts if _in_range(t, tmax, False)]
    stops.append(stops[-1] + 1 if tmax is None else tmax)
    for lo, hi in zip(stops, stops[1:]):
        m = (lo + hi) / 2
        if _inside((o[0] + m * d[0], o[1] + m * d[1]), verts, False):
            return True
    return False


def _area2(verts):
    return sum(_cross(a, b) for a, b in _edges(verts))


def _triangles(verts):
    """Ear clipping (the vertices made anticlockwise in the maths sense first)."""
    verts = list(verts) if _area2(verts) > 0 else list(reversed(verts))
    out = []
    while len(verts) > 3:
        for i in range(len(verts)):
            a, b, c = verts[i - 1], verts[i], verts[(i + 1) % len(verts)]
            if _cross(_sub(b, a), _sub(c, b)) <= 0:
                continue
            others = [p for p in verts if p not in (a, b, c)]
            if any(_inside(p, [a, b, c], True) for p in others):
                continue
            out.append([a, b, c])
            del verts[i]
            break
        else:
            raise AssertionError(f"no ear found in {verts}")
    return out + [verts]


def _clip(subject, clipper):
    """Sutherland-Hodgman: subject within the closed half-planes of an anticlockwise convex clipper."""
    out = subject
    for a, b in _edges(clipper):
        e = _sub(b, a)
        src, out = out, []
        for i, p in enumerate(src):
            q = src[(i + 1) % len(src)]
            sp, sq = _cross(e, _sub(p, a)), _cross(e, _sub(q, a))
            if sp >= 0:
                out.append(p)
            if (sp > 0 > sq) or (sp < 0 < sq):
                t = sp / (sp - sq)
                out.append((p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])))
        if not out:
            return []
    return out


def _regions_share_area(v1, v2):
    return any(
        len(part := _clip(t1, t2)) >= 3 and _area2(part) != 0
        for t1 in _triangles(v1)
        for t2 in _triangles(v2)
    )


def _meet(p, q, closed):
    order = ["point", "line", "disc", "region"]
    if order.index(p[0]) > order.index(q[0]):
        p, q = q, p
    kp, kq = p[0], q[0]
    if kp == "point":
        x = p[1]
        if kq == "point":
            return x == q[1]
        if kq == "line":
            return _point_on_line(x, q, closed)
        if kq == "disc":
            w = _sub(x, q[1])
            return _dot(w, w) <= q[2] ** 2 if closed else _dot(w, w) < q[2] ** 2
        return _inside(x, q[1], closed)
    if kp == "line":
        if kq == "line":
            return _lines_meet(p, q, closed)
        if kq == "disc":
            d2 = _dist2_to_line(q[1], p)
            return d2 <= q[2] ** 2 if closed else d2 < q[2] ** 2
        return _line_region(p, q[1], closed)
    if kp == "disc":
        if kq == "disc":
            w = _sub(p[1], q[1])
            reach = (p[2] + q[2]) ** 2
            return _dot(w, w) <= reach if closed else _dot(w, w) < reach
        c, r2 = p[1], p[2] ** 2
        if _inside(c, q[1], True):
            return True
        d2 = min(_dist2_to_line(c, ("line", a, _sub(b, a), F(1))) for a, b in _edges(q[1]))
        return d2 <= r2 if closed else d2 < r2
    v1, v2 = p[1], q[1]
    if closed:
        return (
            any(
                _lines_meet(("line", a, _sub(b, a), F(1)), ("line", c, _sub(d, c), F(1)), True)
                for a, b in _edges(v1)
                for c, d in _edges(v2)
            )
            or _inside(v1[0], v2, True)
            or _inside(v2[0], v1, True)
        )
    return _regions_share_area(v1, v2)


def meets_any(a, b, touching):
    """Whether two of the six shapes collide under the edge rule, in Fractions."""
    p, q = piece(a, touching), piece(b, touching)
    if p is None or q is None:
        return False
    return _meet(p, q, touching)
