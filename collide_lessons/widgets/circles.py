"""Playgrounds for lesson 04: a circle against a box, two circles."""

from __future__ import annotations

import math
from fractions import Fraction

from ..circles import closest_point
from ..collision import collides
from ..scene import BLUE, ORANGE, compared_html, verdict_word
from ..shapes import Circle, Rect
from .canvas import (
    DragPlayground,
    shape_circle,
    shape_line,
    shape_point,
    shape_polygon,
    shape_rect,
    shape_text,
)

__all__ = [
    "BLOCK",
    "circle_rect_state",
    "circle_rect_scene",
    "circle_rect_playground",
    "CENTRE_PROBES",
    "centre_region_scene",
    "circles_state",
    "circles_scene",
    "circles_playground",
]


# --- lesson 04 ---------------------------------------------------------------------------
BLOCK = Rect(30, 25, 40, 25)
"""The fixed rectangle of lesson 04's circle-against-rectangle playground."""


def circle_rect_state(cx, cy, r, rect=BLOCK) -> dict:
    """Clamp the centre into the rectangle; compare the squared distance with r**2.

    Parameters
    ----------
    cx : int or float
        The circle's centre x.
    cy : int or float
        The circle's centre y.
    r : int or float
        The radius.
    rect : Rect, default BLOCK
        The rectangle.

    Returns
    -------
    dict
        ``circle``, ``rect``, ``nearest`` (the clamped centre), ``d2``, ``r2``, ``overlap``,
        ``touch``, ``centre_inside`` and ``text`` (the verdict in HTML).

    Examples
    --------
    >>> s = circle_rect_state(80, 35, 10)          # 10 right of the right edge
    >>> s['nearest'], s['d2'], s['overlap'], s['touch']
    (Point(x=70, y=35), 100, False, True)
    """

    circle = Circle(cx, cy, r)
    nearest = closest_point(rect, circle.center)
    d2, r2 = _square_distance(circle.center, nearest), _exact(Fraction(circle.r) ** 2)
    overlap, touch = collides(circle, rect), collides(circle, rect, touching=True)
    inside = nearest == circle.center
    text = (
        f"<p>closest point <code>{tuple(nearest)}</code>{' (the centre is inside)' if inside else ''} · "
        f"{compared_html('d²', d2, 'r²', r2)}</p>"
        f"<p>touching=False: <b>{verdict_word(overlap)}</b> (d² &lt; r²) · "
        f"touching=True: <b>{verdict_word(touch)}</b> (d² ≤ r²)</p>"
    )
    return {
        "circle": circle,
        "rect": rect,
        "nearest": nearest,
        "d2": d2,
        "r2": r2,
        "overlap": overlap,
        "touch": touch,
        "centre_inside": inside,
        "text": text,
    }


def _square_distance(p, q):
    """The squared distance between two points, exactly (no rounding, overflow or underflow)."""
    return _exact((Fraction(q.x) - Fraction(p.x)) ** 2 + (Fraction(q.y) - Fraction(p.y)) ** 2)


def _exact(value: Fraction):
    """An exact value as an int when whole, a float when that float is exact, else the Fraction."""
    if value.denominator == 1:
        return int(value)
    return float(value) if Fraction(float(value)) == value else value


def circle_rect_scene(geometry, rect=BLOCK) -> dict:
    """What lesson 04's first drag playground shows: the clamped point and both verdicts.

    Parameters
    ----------
    geometry : dict
        ``{"c": {"x", "y", "r"}}``: the circle's centre and radius, as the board sends them.
    rect : Rect, default BLOCK
        The fixed rectangle.

    Returns
    -------
    dict
        :func:`circle_rect_state` plus ``shapes``.

    Examples
    --------
    >>> s = circle_rect_scene({"c": dict(x=80, y=35, r=10)})
    >>> s["touch"], [sh["kind"] for sh in s["shapes"]]
    (True, ['rect', 'circle', 'line', 'point'])
    """
    c = geometry["c"]
    state = circle_rect_state(c["x"], c["y"], c["r"], rect=rect)
    circle, nearest = state["circle"], state["nearest"]
    shapes = [
        shape_rect(rect, label="box", color=BLUE, label_at="below"),
        shape_circle(circle, id="c", label="circle", color=ORANGE, dashed=True, drag=True, rim=True),
        shape_line(circle.center, nearest),
        shape_point(nearest, label="closest", marker="square", size=4),
    ]
    return {**state, "shapes": shapes}


def circle_rect_playground() -> DragPlayground:
    """Lesson 04: drag a circle around a rectangle (its rim sets the radius); see the clamped point.

    Returns
    -------
    DragPlayground
        The live widget; its ``result`` is the latest :func:`circle_rect_scene`.

    Examples
    --------
    >>> pg = circle_rect_playground()
    >>> pg.result['overlap']
    False
    >>> pg.drag("c", x=70, y=50)          # centre on the corner
    >>> pg.result['overlap'], pg.result['nearest']
    (True, Point(x=70, y=50))
    """
    return DragPlayground(
        "circle against rectangle",
        {"c": dict(x=80, y=60, r=12)},
        circle_rect_scene,
        view=(0, 0, 100, 80),
        scale=5,
    )


CENTRE_PROBES = ((40, 44), (79, 37), (23, 18), (80, 60))
"""Lesson 04's sample centres: inside the block, beside an edge, in a corner square hit and missed
(the last is the circle-against-rectangle board's start)."""


def _quarter(cx, cy, sx, sy, r, steps=12):
    """The quarter circle of radius r round corner (cx, cy) facing (sx, sy), from its x end to its y end."""
    turns = (math.radians(90 * i / steps) for i in range(steps + 1))
    return [(cx + sx * r * math.cos(t), cy + sy * r * math.sin(t)) for t in turns]


def centre_region_scene(r=12, rect=BLOCK, probes=CENTRE_PROBES) -> dict:
    """Where a circle's centre can be for it to hit ``rect``: the box grown by ``r``, corners rounded.

    The still of lesson 04's *Where the centre can be*: the grown region
    (filled), its four corner squares of side ``r`` with the part that is a
    miss hatched (outside the quarter circle round the box's corner, where
    the circle's bounding box still says hit), and sample centres joined to
    their clamped points.

    Parameters
    ----------
    r : int or float, default 12
        The circle's radius.
    rect : Rect, default BLOCK
        The box.
    probes : sequence of (x, y), default CENTRE_PROBES
        Sample centres.

    Returns
    -------
    dict
        ``grown`` (the box grown by ``r`` with square corners: where the bounding box
        says hit), ``probes`` (one dict per centre: ``centre``, ``nearest``, ``region``
        ``'inside'``, ``'edge'`` or ``'corner'``, ``hit`` with ``touching=False`` and
        ``bounding_box`` the bounding box's answer) and ``shapes``.

    Examples
    --------
    >>> s = centre_region_scene()
    >>> s["grown"]
    Rect(x=18, y=13, w=64, h=49)
    >>> [(p["region"], p["hit"], p["bounding_box"]) for p in s["probes"]]
    [('inside', True, True), ('edge', True, True), ('corner', True, True), ('corner', False, True)]
    """
    grown = Rect.from_ltrb(rect.left - r, rect.top - r, rect.right + r, rect.bottom + r)
    # the four corners, each with the way out of the box, in order round the box
    corners = [
        (rect.right, rect.bottom, 1, 1),
        (rect.left, rect.bottom, -1, 1),
        (rect.left, rect.top, -1, -1),
        (rect.right, rect.top, 1, -1),
    ]
    outline = []
    for i, (x, y, sx, sy) in enumerate(corners):
        arc = _quarter(x, y, sx, sy, r)
        outline += arc if i % 2 == 0 else arc[::-1]
    shapes = [shape_polygon(outline, color=ORANGE, alpha=0.2, label=f"centre here: hit (r = {r})")]
    for x, y, sx, sy in corners:  # the miss part of each r x r corner square: outside the arc
        arc = _quarter(x, y, sx, sy, r)
        miss = [arc[0], (x + sx * r, y + sy * r)] + arc[:0:-1]
        shapes.append(shape_polygon(miss, color="tab:gray", hatch=True, alpha=0.15))
    # where the bounding box says hit, dashed on top so it shows all round
    shapes.append(shape_rect(grown, color="black", fill=False, dashed=True))
    shapes.append(shape_rect(rect, label="box", color=BLUE, label_at="center", alpha=0.5))
    found = []
    for x, y in probes:
        centre = Circle(x, y, r)
        nearest = closest_point(rect, centre.center)
        clamped_axes = (nearest.x != x) + (nearest.y != y)
        region = ("inside", "edge", "corner")[clamped_axes]
        hit = collides(centre, rect)
        found.append(
            {
                "centre": centre.center,
                "nearest": nearest,
                "region": region,
                "hit": hit,
                "bounding_box": collides(centre.bounding_rect(), rect),
            }
        )
        if nearest != centre.center:
            shapes.append(shape_line(centre.center, nearest))
            shapes.append(shape_point(nearest, marker="square", size=3))
        words = f"{verdict_word(hit)} ({region})"
        shapes.append(shape_point(centre.center, color=ORANGE, label=words, size=4))
    middle = (grown.left + grown.right) / 2
    words = "dashed: bounding box says hit; hatched: a miss"
    shapes.append(shape_text((middle, grown.bottom + 9), words, anchor="middle"))
    return {"grown": grown, "probes": found, "shapes": shapes}


def circles_state(x1, y1, r1, x2, y2, r2) -> dict:
    """Two circles: squared centre distance against the squared sum of radii.

    Parameters
    ----------
    x1 : int or float
        First centre's x.
    y1 : int or float
        First centre's y.
    r1 : int or float
        First radius.
    x2 : int or float
        Second centre's x.
    y2 : int or float
        Second centre's y.
    r2 : int or float
        Second radius.

    Returns
    -------
    dict
        ``a``, ``b``, ``d2`` (squared centre distance), ``reach2`` (squared sum of radii),
        ``overlap``, ``touch`` and ``text``.

    Examples
    --------
    >>> s = circles_state(0, 0, 2, 3, 4, 3)        # 3-4-5: exactly touching
    >>> s['overlap'], s['touch']
    (False, True)
    """

    a, b = Circle(x1, y1, r1), Circle(x2, y2, r2)
    d2, reach2 = _square_distance(a.center, b.center), _exact((Fraction(a.r) + Fraction(b.r)) ** 2)
    overlap, touch = collides(a, b), collides(a, b, touching=True)
    text = (
        f"<p>{compared_html('d²', d2, '(r1 + r2)²', reach2)} · touching=False: <b>{verdict_word(overlap)}</b>"
        f" · touching=True: <b>{verdict_word(touch)}</b></p>"
    )
    return {"a": a, "b": b, "d2": d2, "reach2": reach2, "overlap": overlap, "touch": touch, "text": text}


def circles_scene(geometry) -> dict:
    """What lesson 04's second drag playground shows: squared centre distance against the squared reach.

    Parameters
    ----------
    geometry : dict
        ``{"a": {"x", "y", "r"}, "b": {"x", "y", "r"}}``, as the board sends them.

    Returns
    -------
    dict
        :func:`circles_state` plus ``shapes``.

    Examples
    --------
    >>> circles_scene({"a": dict(x=0, y=0, r=2), "b": dict(x=3, y=4, r=3)})["touch"]
    True
    """
    a, b = geometry["a"], geometry["b"]
    state = circles_state(a["x"], a["y"], a["r"], b["x"], b["y"], b["r"])
    shapes = [
        shape_circle(state["a"], id="a", label="A", color=BLUE, drag=True, rim=True),
        shape_circle(state["b"], id="b", label="B", color=ORANGE, dashed=True, drag=True, rim=True),
        shape_line(state["a"].center, state["b"].center),
    ]
    return {**state, "shapes": shapes}


def circles_playground() -> DragPlayground:
    """Lesson 04: drag two circles (rims set the radii); starts exactly touching (a 3-4-5 triangle).

    Returns
    -------
    DragPlayground
        The live widget; its ``result`` is the latest :func:`circles_scene`.

    Examples
    --------
    >>> pg = circles_playground()
    >>> pg.result['touch'], pg.result['overlap']
    (True, False)
    >>> pg.drag("b", r=39)
    >>> pg.result['overlap']
    True
    """
    return DragPlayground(
        "two circles",
        {"a": dict(x=30, y=40, r=12), "b": dict(x=60, y=80, r=38)},
        circles_scene,
        view=(0, 0, 100, 120),
        scale=4,
    )
