"""Playgrounds: one factory per lesson widget.

Each factory returns a :class:`Playground`, an ``ipywidgets.VBox`` holding
the controls, a picture and a line of verdict text. Moving a control calls
``compute`` (a plain function of the control values that uses the tested
package and returns a dict) and then ``render`` (draws that dict on an
``ax``). No logic lives only in a callback: tests call the same functions.

>>> pg = rect_playground()
>>> pg.result["left, top, right, bottom"]
(20, 15, 60, 40)
>>> pg.controls["x"].value = 30        # what a learner's slider drag does
>>> pg.result["left, top, right, bottom"]
(30, 15, 70, 40)
"""

from __future__ import annotations

import html

import ipywidgets as W

from . import draw
from .coords import representations
from .shapes import ANCHORS, Rect


class Playground(W.VBox):
    """Controls + picture + verdict text, kept in step with each other.

    ``controls``: name -> widget. ``compute(**values) -> dict`` must include
    ``"text"`` (a short summary shown under the picture). ``render(ax,
    result)`` draws the result. ``result`` is the latest dict.
    """

    def __init__(self, name, controls, compute, render, *, figsize=(5, 4), dpi=80):
        self.name = name
        self.controls = dict(controls)
        self._compute, self._render = compute, render
        self._figsize, self._dpi = figsize, dpi
        width_px = int(figsize[0] * dpi)
        self.image = W.Image(format="png", layout=W.Layout(width=f"{width_px}px"))
        self.verdict = W.HTML()
        self.verdict.add_class("cl-verdict")
        self.result = None
        box = W.HBox(list(self.controls.values()), layout=W.Layout(flex_flow="row wrap"))
        super().__init__([box, self.image, self.verdict])
        self.add_class("cl-playground")
        for control in self.controls.values():
            control.observe(self._changed, names="value")
        self.refresh()

    def values(self) -> dict:
        return {name: control.value for name, control in self.controls.items()}

    def refresh(self):
        """Recompute from the current control values and redraw."""
        self.result = self._compute(**self.values())
        fig, ax = draw.new_figure(*self._figsize, fast=True)
        self._render(ax, self.result)
        _thin_ticks(ax)
        self.image.value = draw.to_png(fig, dpi=self._dpi)
        self.verdict.value = self.result["text"]
        return self.result

    def _changed(self, change):
        self.refresh()

    def __repr__(self):
        return f"<Playground {self.name!r}: {', '.join(self.controls)}>"


def _thin_ticks(ax, most=6):
    """Keep at most ``most`` ticks per axis: tick labels are most of the cost of a redraw
    (a live picture needs fewer than a still one)."""
    import math
    for get, set_ in ((ax.get_xticks, ax.set_xticks), (ax.get_yticks, ax.set_yticks)):
        ticks = list(get())
        if len(ticks) > most:
            set_(ticks[::math.ceil(len(ticks) / most)])


def _slider(description, value, lo, hi, step=1):
    return W.IntSlider(value=value, min=lo, max=hi, step=step, description=description,
                       continuous_update=True, layout=W.Layout(width="260px"))


def _table(rows: dict) -> str:
    cells = "".join(
        f"<tr><td style='padding-right:1em'><b>{html.escape(k)}</b></td>"
        f"<td><code>{html.escape(str(v))}</code></td></tr>" for k, v in rows.items())
    return f"<table>{cells}</table>"


# --- lesson 01 --------------------------------------------------------------------

SCREEN = (100, 80)


def rect_state(x, y, w, h, anchor="topleft") -> dict:
    """Everything lesson 01's playground shows for one rectangle."""
    r = Rect(x, y, w, h)
    reps = representations(r)
    point = r.anchor(anchor)
    rows = dict(reps)
    rows[f"anchor {anchor}"] = tuple(point)
    return {"rect": r, "anchor": anchor, "anchor_point": point, **reps,
            "text": _table(rows)}


def render_rect_state(ax, state):
    """Draw lesson 01's rectangle with its corners and chosen anchor labelled."""
    r = state["rect"]
    draw.screen_axes(ax, *SCREEN)
    draw.rect(ax, r, color=draw.BLUE)
    draw.point(ax, (r.left, r.top), label=f"({r.left}, {r.top})", color=draw.BLUE)
    draw.point(ax, (r.right, r.bottom), label=f"({r.right}, {r.bottom})", color=draw.BLUE)
    draw.point(ax, state["anchor_point"], label=state["anchor"], color=draw.ORANGE, size=8,
               marker="X", offset=(6, -14))
    ax.set_title("one rectangle, many descriptions")


def rect_playground(x=20, y=15, w=40, h=25) -> Playground:
    """Lesson 01: move and resize a rectangle; every representation updates."""
    controls = {
        "x": _slider("x", x, 0, SCREEN[0]),
        "y": _slider("y", y, 0, SCREEN[1]),
        "w": _slider("w", w, 0, SCREEN[0]),
        "h": _slider("h", h, 0, SCREEN[1]),
        "anchor": W.Dropdown(options=ANCHORS, value="topleft", description="anchor"),
    }
    return Playground("rectangle representations", controls, rect_state, render_rect_state)


def _word(hit: bool) -> str:
    return "HIT" if hit else "miss"


# --- lesson 02 --------------------------------------------------------------------

def _rect_tests() -> dict:
    from . import as_published
    from .rects import overlaps_by_edges, overlaps_by_negation
    tests = {f"edge_test, {name}": (lambda a, b, kw=kw: as_published.edge_test(a, b, **kw))
             for name, kw in as_published.STAGES.items()}
    tests["by edges (correct)"] = overlaps_by_edges
    tests["by negation (correct)"] = overlaps_by_negation
    return tests


RECT_TESTS = _rect_tests()
"""The rectangle tests lesson 02 compares, by the name its chooser shows."""


def rect_test_state(ax, ay, aw, ah, bx, by, bw, bh, test="edge_test, both fixed") -> dict:
    """Every test's verdict on r1, r2, the truth, and the pair's atlas class."""
    from . import atlas
    from .collision import collides
    from .rects import intersection
    if test not in RECT_TESTS:
        raise ValueError(f"unknown test {test!r}; choose one of {', '.join(RECT_TESTS)}")
    r1, r2 = Rect(ax, ay, aw, ah), Rect(bx, by, bw, bh)
    truth = collides(r1, r2)
    verdicts = {name: bool(fn(r1, r2)) for name, fn in RECT_TESTS.items()}
    rows = "".join(
        f"<tr style='font-weight:{'bold' if name == test else 'normal'}'>"
        f"<td style='padding-right:1em'>{html.escape(name)}</td><td>{_word(v)}</td>"
        f"<td>{'right' if v == truth else '<b>WRONG</b>'}</td></tr>"
        for name, v in verdicts.items())
    x_rel, y_rel = atlas.classify(r1, r2)
    text = (f"<p>truth: <b>{'they share area' if truth else 'no shared area'}</b> · "
            f"class: x {x_rel}, y {y_rel}</p><table>{rows}</table>")
    return {"r1": r1, "r2": r2, "truth": truth, "verdicts": verdicts, "test": test,
            "chosen": verdicts[test], "classes": (x_rel, y_rel),
            "shared": intersection(r1, r2), "text": text}


def render_rect_test_state(ax, state):
    """r1 blue, r2 orange, the shared region hatched; title gives verdict and truth."""
    draw.screen_axes(ax, 60, 60)
    draw.rect(ax, state["r1"], label="r1", color=draw.BLUE)
    draw.rect(ax, state["r2"], label="r2", color=draw.ORANGE)
    if state["shared"] is not None:
        draw.rect(ax, state["shared"], fill=False, hatch="///", color="black", linewidth=0.8)
    right = state["chosen"] == state["truth"]
    ax.set_title(f"{state['test']}: {_word(state['chosen'])} "
                 f"({'right' if right else 'WRONG'})", fontsize=10)


def rect_test_playground(test="edge_test, both fixed") -> Playground:
    """Lesson 02: two rectangles on sliders; every test's verdict against the truth.

    Starts on a plus sign, which the repaired published test gets wrong.
    """
    controls = {
        "ax": _slider("r1 x", 10, 0, 60), "ay": _slider("r1 y", 25, 0, 60),
        "aw": _slider("r1 w", 40, 0, 60), "ah": _slider("r1 h", 10, 0, 60),
        "bx": _slider("r2 x", 25, 0, 60), "by": _slider("r2 y", 10, 0, 60),
        "bw": _slider("r2 w", 10, 0, 60), "bh": _slider("r2 h", 40, 0, 60),
        "test": W.Dropdown(options=list(RECT_TESTS), value=test, description="test",
                           layout=W.Layout(width="360px")),
    }
    return Playground("rectangle tests", controls, rect_test_state, render_rect_test_state)


# --- lesson 03 --------------------------------------------------------------------

def touching_rules() -> dict:
    """Every rule lesson 03 compares: ours, each article's, and three libraries'."""
    from . import as_published, engines
    from .collision import collides
    rules = {"collides (touching=False)": lambda a, b: collides(a, b),
             "collides (touching=True)": lambda a, b: collides(a, b, touching=True)}
    rules.update(as_published.ARTICLE_RULES)
    rules.update(engines.ENGINE_RULES)
    return rules


def touching_state(bx, by, bw=4, bh=4) -> dict:
    """Box B at (bx, by) against box A = Rect(4, 3, 5, 4): every rule, and the pixels shared."""
    from .rects import overlap_area
    a, b = Rect(4, 3, 5, 4), Rect(bx, by, bw, bh)
    verdicts = {name: bool(rule(a, b)) for name, rule in touching_rules().items()}
    shared = overlap_area(a, b)
    gap = max(b.left - a.right, a.left - b.right, b.top - a.bottom, a.top - b.bottom)
    rows = "".join(f"<tr><td style='padding-right:1em'>{html.escape(n)}</td><td>{_word(v)}</td></tr>"
                   for n, v in verdicts.items())
    where = "overlapping" if shared else ("touching" if gap == 0 else f"apart (gap {gap})")
    text = f"<p>pixels shared: <b>{shared}</b> · the boxes are <b>{where}</b></p><table>{rows}</table>"
    return {"a": a, "b": b, "verdicts": verdicts, "pixels_shared": shared, "gap": gap,
            "where": where, "text": text}


def render_touching_state(ax, state):
    """Both boxes as pixel cells on a 16 x 11 grid."""
    draw.screen_axes(ax, 16, 11, ticks=1)
    draw.rect(ax, state["a"], pixels=True, color=draw.BLUE, label="A")
    draw.rect(ax, state["b"], pixels=True, color=draw.ORANGE, hatch="//", label="B")
    ax.set_title(f"B at x={state['b'].x}: {state['where']}, "
                 f"{state['pixels_shared']} pixels shared", fontsize=10)


def touching_playground() -> Playground:
    """Lesson 03: step box B a pixel at a time past box A; every rule's verdict."""
    controls = {"bx": _slider("B x", 13, 0, 15), "by": _slider("B y", 3, 0, 10)}
    return Playground("touching rules", controls, touching_state, render_touching_state,
                      figsize=(5, 3.8))


# --- lesson 04 --------------------------------------------------------------------

BLOCK = Rect(30, 25, 40, 25)
"""The fixed rectangle of lesson 04's circle-against-rectangle playground."""


def circle_rect_state(cx, cy, r, rect=BLOCK) -> dict:
    """Clamp the centre into the rectangle; compare the squared distance with r**2."""
    from .circles import closest_point, distance_squared
    from .collision import collides
    from .shapes import Circle
    circle = Circle(cx, cy, r)
    nearest = closest_point(rect, circle.center)
    d2 = distance_squared(circle.center, nearest)
    overlap, touch = collides(circle, rect), collides(circle, rect, touching=True)
    inside = nearest == circle.center
    text = (f"<p>closest point <code>{tuple(nearest)}</code>{' (the centre is inside)' if inside else ''} · "
            f"d² = <b>{d2}</b>, r² = <b>{r * r}</b></p>"
            f"<p>touching=False: <b>{_word(overlap)}</b> (d² &lt; r²) · "
            f"touching=True: <b>{_word(touch)}</b> (d² ≤ r²)</p>")
    return {"circle": circle, "rect": rect, "nearest": nearest, "d2": d2, "r2": r * r,
            "overlap": overlap, "touch": touch, "centre_inside": inside, "text": text}


def render_circle_rect_state(ax, state):
    draw.screen_axes(ax, 100, 80)
    draw.rect(ax, state["rect"], color=draw.BLUE)
    draw.circle(ax, state["circle"], color=draw.ORANGE, linestyle="--")
    c, p = state["circle"], state["nearest"]
    ax.plot([c.x, p.x], [c.y, p.y], color="black", linewidth=1)
    draw.point(ax, p, label="closest", color="black", size=6, marker="s")
    draw.verdict(ax, state["overlap"], f"d²={state['d2']}  r²={state['r2']}")


def circle_rect_playground() -> Playground:
    """Lesson 04: drag a circle around a rectangle; see the clamped point and the verdicts."""
    controls = {"cx": _slider("x", 80, 0, 100), "cy": _slider("y", 60, 0, 80),
                "r": _slider("r", 12, 0, 40)}
    return Playground("circle against rectangle", controls, circle_rect_state,
                      render_circle_rect_state)


def circles_state(x1, y1, r1, x2, y2, r2) -> dict:
    """Two circles: squared centre distance against the squared sum of radii."""
    from .circles import distance_squared
    from .collision import collides
    from .shapes import Circle
    a, b = Circle(x1, y1, r1), Circle(x2, y2, r2)
    d2, reach2 = distance_squared(a.center, b.center), (r1 + r2) ** 2
    overlap, touch = collides(a, b), collides(a, b, touching=True)
    text = (f"<p>d² = <b>{d2}</b>, (r1 + r2)² = <b>{reach2}</b> · touching=False: <b>{_word(overlap)}</b>"
            f" · touching=True: <b>{_word(touch)}</b></p>")
    return {"a": a, "b": b, "d2": d2, "reach2": reach2, "overlap": overlap, "touch": touch,
            "text": text}


def render_circles_state(ax, state):
    draw.screen_axes(ax, 100, 80)
    draw.circle(ax, state["a"], color=draw.BLUE, label="A")
    draw.circle(ax, state["b"], color=draw.ORANGE, linestyle="--", label="B")
    a, b = state["a"], state["b"]
    ax.plot([a.x, b.x], [a.y, b.y], color="black", linewidth=1)
    draw.verdict(ax, state["overlap"], f"d²={state['d2']}  (r1+r2)²={state['reach2']}")


def circles_playground() -> Playground:
    """Lesson 04: two circles on sliders (starts exactly touching: 3-4-5)."""
    controls = {"x1": _slider("A x", 30, 0, 100), "y1": _slider("A y", 40, 0, 80),
                "r1": _slider("A r", 12, 0, 40), "x2": _slider("B x", 60, 0, 100),
                "y2": _slider("B y", 80, 0, 80), "r2": _slider("B r", 38, 0, 40)}
    return Playground("two circles", controls, circles_state, render_circles_state)


# --- lesson 05 --------------------------------------------------------------------

CANVAS = (110, 90)
A_POSITION = (30, 25)


def mask_state(bx, by, a_name="planet", b_name="star") -> dict:
    """Sprite B at (bx, by) over sprite A at ``A_POSITION``: boxes, overlap, pixel count."""
    from . import sprites
    from .masks import Mask
    from .rects import intersection
    a_image, b_image = sprites.load(a_name), sprites.load(b_name)
    a, b = Mask.from_image(a_image), Mask.from_image(b_image)
    ax_, ay_ = A_POSITION
    offset = (bx - ax_, by - ay_)
    box_a = Rect(ax_, ay_, a.width, a.height)
    box_b = Rect(bx, by, b.width, b.height)
    region = intersection(box_a, box_b)
    area = a.overlap_area(b, offset)
    first = a.overlap(b, offset)
    both = a.overlap_mask(b, offset)
    text = (f"<p>boxes collide: <b>{'yes' if region else 'no'}</b> · "
            f"pixels overlapping: <b>{area}</b> · first hit (row by row): "
            f"<b>{'none' if first is None else (first[0] + ax_, first[1] + ay_)}</b></p>")
    return {"a_image": a_image, "b_image": b_image, "box_a": box_a, "box_b": box_b,
            "region": region, "offset": offset, "area": area, "first": first,
            "both": both, "text": text}


def render_mask_state(ax, state):
    """Both sprites, the overlap rectangle dashed, and overlapping pixels in red."""
    import numpy as np
    draw.screen_axes(ax, *CANVAS)
    for image, box in ((state["a_image"], state["box_a"]), (state["b_image"], state["box_b"])):
        ax.imshow(image, extent=(box.left, box.right, box.bottom, box.top), interpolation="nearest")
        draw.rect(ax, box, fill=False, color="0.4", linewidth=0.8)
    if state["region"] is not None:
        draw.rect(ax, state["region"], fill=False, color="black", linestyle="--", linewidth=1.2)
        box = state["box_a"]
        red = np.zeros((*state["both"].bits.shape, 4), dtype=np.uint8)
        red[state["both"].bits] = (220, 30, 30, 255)
        ax.imshow(red, extent=(box.left, box.right, box.bottom, box.top), interpolation="nearest")
    ax.set_xlim(0, CANVAS[0])
    ax.set_ylim(CANVAS[1], 0)
    ax.set_title(f"{state['area']} pixels overlap (red)"
                 f"{'; boxes overlap (dashed)' if state['region'] else ''}", fontsize=10)


def mask_playground() -> Playground:
    """Lesson 05: move the star over the planet; boxes vs pixels."""
    controls = {"bx": _slider("star x", 62, 0, 62), "by": _slider("star y", 8, 0, 42)}
    return Playground("pixel masks", controls, mask_state, render_mask_state)


# --- lesson 06 --------------------------------------------------------------------

def random_boxes(n, world, seed=0, sizes=(1, 20)):
    """``n`` boxes with sides uniform in ``sizes``, placed uniformly in a ``world`` square."""
    import numpy as np
    rng = np.random.default_rng(seed)
    xy = rng.uniform(0, world, size=(n, 2))
    wh = rng.uniform(*sizes, size=(n, 2))
    return np.hstack([xy, xy + wh])


def many_state(n, world, method="auto", seed=0) -> dict:
    """Boxes, the pairs ``method`` finds, how many candidates it tested, and its time."""
    import time

    import numpy as np

    from .broadphase import find_pairs
    boxes = random_boxes(n, world, seed)
    stats = {}
    start = time.perf_counter()
    pairs = find_pairs(boxes, method=method, stats=stats)
    elapsed = time.perf_counter() - start
    hit = np.zeros(n, dtype=bool)
    hit[pairs.ravel()] = True
    all_pairs = n * (n - 1) // 2
    text = (f"<p>{n} boxes · all pairs N(N−1)/2 = <b>{all_pairs:,}</b> · candidates tested by "
            f"{html.escape(method)}: <b>{stats['candidates']:,}</b> · colliding pairs: "
            f"<b>{len(pairs):,}</b> · time {elapsed * 1e3:.1f} ms</p>")
    return {"boxes": boxes, "pairs": pairs, "hit": hit, "candidates": stats["candidates"],
            "all_pairs": all_pairs, "seconds": elapsed, "world": world, "method": method,
            "text": text}


def render_many_state(ax, state):
    """Boxes in a pair: filled orange with a black edge; the others: blue outlines only.
    (Filled against empty tells them apart without colour; hatching 2000 boxes is slow.)"""
    from matplotlib.collections import PatchCollection
    from matplotlib.patches import Rectangle as Box
    world = state["world"]
    draw.screen_axes(ax, world, world, grid=False)
    for hit, style in ((False, dict(facecolor="none", edgecolor=draw.BLUE, linewidth=0.6)),
                       (True, dict(facecolor=draw.ORANGE, edgecolor="black", linewidth=0.8))):
        chosen = state["boxes"][state["hit"] == hit]
        patches = [Box((l, t), r - l, b - t) for l, t, r, b in chosen]
        ax.add_collection(PatchCollection(patches, match_original=False, **style))
    ax.set_title(f"{len(state['pairs'])} colliding pairs (filled) · "
                 f"{state['candidates']:,} candidates tested", fontsize=10)


def many_playground() -> Playground:
    """Lesson 06: N boxes in a world; method; pairs found, candidates tested, time."""
    controls = {"n": _slider("N", 200, 10, 2000, 10), "world": _slider("world", 400, 100, 1000, 50),
                "method": W.Dropdown(options=["brute", "sweep", "grid", "strips", "auto"],
                                     value="grid", description="method")}
    return Playground("many objects", controls, many_state, render_many_state)


# --- lesson 07 --------------------------------------------------------------------

class WorldRun:
    """A seeded world stepped to any frame (stepping forward one frame at a time,
    replaying from the start when asked for an earlier frame)."""

    def __init__(self, seed=4, circles=7, rects=5, sprites=3, size=(300, 200), dt=0.1):
        self.options = dict(circles=circles, rects=rects, sprites=sprites, size=size, seed=seed)
        self.dt = dt
        self.key = None

    def at(self, frame, response="none", rule="all"):
        from .motion import World
        key = (response, rule)
        if key != self.key or frame < self.frame:
            self.world = World.random(**self.options, response=response, rule=rule)
            self.frame, self.key = 0, key
            self.report = self.world.step(0.0)
        while self.frame < frame:
            self.report = self.world.step(self.dt)
            self.frame += 1
        return self.world, self.report


def world_state(frame, response="none", rule="all", run=None) -> dict:
    run = run or WorldRun()
    world, report = run.at(frame, response, rule)
    n = len(world.kind)
    text = (f"<p>frame {frame} (t = {world.time:.1f}) · colliding pairs: <b>{len(report.pairs)}</b> · "
            f"objects in a collision: <b>{int(report.colliding.sum())}</b> of {n}</p>")
    return {"world": world, "report": report, "frame": frame,
            "shapes": [world.shape(i) for i in range(n)], "colliding": report.colliding.copy(),
            "text": text}


def render_world_state(ax, state):
    """Objects in a collision are orange and hatched; the rest blue. Sprites are drawn
    pixel by pixel, with a hatched box around them while they collide."""
    import numpy as np
    world = state["world"]
    draw.screen_axes(ax, world.width, world.height, grid=False)
    for i, (shape, hit) in enumerate(zip(state["shapes"], state["colliding"])):
        style = dict(color=draw.ORANGE, hatch="////") if hit else dict(color=draw.BLUE)
        if world.kind[i] == 2:
            mask, (x, y) = world.pixel_mask(i)
            rgba = np.zeros((*mask.bits.shape, 4))
            rgba[mask.bits] = (1.0, 0.5, 0.05, 1.0) if hit else (0.12, 0.47, 0.71, 1.0)
            ax.imshow(rgba, extent=(x, x + mask.width, y + mask.height, y), interpolation="nearest")
            if hit:
                draw.rect(ax, Rect(x, y, mask.width, mask.height), fill=False, color=draw.ORANGE,
                          hatch="////", linewidth=0.8)
        elif isinstance(shape, Rect):
            draw.rect(ax, shape, **style)
        else:
            draw.circle(ax, shape, **style)
    ax.set_xlim(0, world.width)
    ax.set_ylim(world.height, 0)
    ax.set_title(f"frame {state['frame']}: {int(state['colliding'].sum())} objects colliding (hatched)",
                 fontsize=10)


def world_playground(frames=300) -> Playground:
    """Lesson 07: press play; objects bounce in a box and change colour while colliding."""
    run = WorldRun()
    play = W.Play(value=0, min=0, max=frames, step=1, interval=150, description="play")
    frame = _slider("frame", 0, 0, frames)
    W.jslink((play, "value"), (frame, "value"))
    controls = {"frame": frame,
                "response": W.Dropdown(options=["none", "push"], value="none", description="response"),
                "rule": W.Dropdown(options=["all", "circles-vs-rects", "circles-vs-sprites"], value="all",
                                   description="rule")}
    pg = Playground("bouncing world", controls,
                    lambda **v: world_state(run=run, **v), render_world_state, figsize=(5.4, 4))
    pg.play = play
    pg.children = (W.HBox([play]), *pg.children)
    return pg


PLATFORM = Rect(20, 120, 80, 4)
"""The thin platform of the tunnelling playground."""


def tunnel_state(speed, frames=None) -> dict:
    """A 6x6 ball falling at ``speed`` px per frame onto a 4 px platform:
    checked once per frame, and swept between frames (enough frames to fall 190 px)."""
    import math

    from .motion import sweep
    frames = frames or max(1, math.ceil(190 / speed))
    ball = Rect(57, 0, 6, 6)
    positions = [ball.move(0, speed * k) for k in range(frames + 1)]
    frame_hits = [k for k, p in enumerate(positions) if collides_rect(p, PLATFORM)]
    swept = None
    for k in range(frames):
        hit = sweep(positions[k], (0, speed), PLATFORM)
        if hit is not None:
            swept = (k + hit[0], hit[1])
            break
    if frame_hits:
        verdict = f"per-frame check: <b>HIT</b> at frame {frame_hits[0]}"
    else:
        verdict = "per-frame check: <b>miss</b> (tunnelled straight through)"
    text = (f"<p>speed {speed} px/frame · {verdict} · sweep: "
            f"<b>{'HIT' if swept else 'miss'}</b>"
            f"{f' at frame {swept[0]:.2f}, {swept[1]} side' if swept else ''}</p>")
    return {"speed": speed, "positions": positions, "frame_hits": frame_hits, "swept": swept,
            "text": text}


def collides_rect(a, b):
    from .collision import collides
    return collides(a, b)


def render_tunnel_state(ax, state):
    draw.screen_axes(ax, 120, 200, grid=False)
    draw.rect(ax, PLATFORM, color="black", alpha=0.6, label="")
    for k, p in enumerate(state["positions"]):
        hit = k in state["frame_hits"]
        draw.rect(ax, p, color=draw.ORANGE if hit else draw.BLUE, alpha=0.5 if hit else 0.15,
                  hatch="////" if hit else None)
    if state["swept"]:
        t, side = state["swept"]
        ax.axhline(PLATFORM.top, color=draw.ORANGE, linestyle="--", linewidth=1)
        ax.text(2, PLATFORM.top - 3, f"sweep: contact at frame {t:.2f} ({side})", fontsize=8)
    ax.set_title(f"speed {state['speed']} px/frame: per-frame "
                 f"{'HIT' if state['frame_hits'] else 'miss'}, "
                 f"sweep {'HIT' if state['swept'] else 'miss'}", fontsize=10)


def tunnel_playground() -> Playground:
    """Lesson 07: raise the speed until the once-per-frame check misses the platform."""
    controls = {"speed": _slider("speed", 8, 1, 40)}
    return Playground("tunnelling", controls, tunnel_state, render_tunnel_state, figsize=(4, 5))
