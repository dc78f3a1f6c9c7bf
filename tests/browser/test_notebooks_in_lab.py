"""Every lesson notebook, run in a real JupyterLab in headless Chromium, its playgrounds dragged.

For each notebook: open it, Run All, wait for the kernel; no cell may show an
error; every playground the notebook creates must render its board. Then, in
each playground, the learner's moves are made with the mouse: a shape is
dragged (pointer down, several moves, up) to just one side of a collision
boundary and then to the other, and the verdict must flip exactly there and the
SVG must show the shape where it was dropped. Lesson 02 also gets a fast drag
(moves back to back, which must end showing the verdict for the final position)
and arrow keys on a focused shape (one unit, shift ten). Lesson 07's world is
played, paused, and an object dropped, which restarts the run.

Latencies (pointer move -> shape painted in its new place, and pointer move ->
verdict for that position shown) are printed and saved, never asserted.
"""

import json
import math
import re
import statistics
import time
from pathlib import Path

import pytest
from playwright.sync_api import expect

from tests.browser.lab import NOTEBOOK_DIR, server_stamps

NOTEBOOKS = sorted(NOTEBOOK_DIR.glob("[0-9][0-9]_*.ipynb")) + sorted(
    (NOTEBOOK_DIR / "exercises" / "solutions").glob("*.ipynb")
)
TIMEOUT_MS = 120_000

# Per notebook, per playground: drags (shape id, target (x, y) in world units, what the verdict
# must then say). A leading "!" means the text must be absent. The two targets of a pair sit
# on either side of a boundary, one unit apart.
SCENARIOS = {
    "01_coordinate_spaces.ipynb": [
        [("r", (30, 15), "(30, 15, 70, 40)"), ("r", (20, 15), "(20, 15, 60, 40)")]
    ],
    "02_rectangle_tests.ipynb": [[("r2", (49, 10), "they share area"), ("r2", (50, 10), "no shared area")]],
    "03_touching_and_pixels.ipynb": [[("b", (9, 3), "are touching"), ("b", (8, 3), "are overlapping")]],
    "04_circles_and_clamping.ipynb": [
        [("c", (81, 40), "touching=False: HIT"), ("c", (82, 40), "touching=False: miss")],
        [("b", (60, 79), "touching=False: HIT"), ("b", (60, 80), "touching=False: miss")],
    ],
    "05_pixel_masks.ipynb": [[("b", (62, 8), "!WRONG"), ("b", (42, 37), "WRONG")]],
    "06_many_objects.ipynb": [
        None,  # nothing to drag: N boxes and a method
        [("2", (6, 8), "sorted by left edge: 0, 2, 4"), ("2", (42, 4), "sorted by left edge: 0, 4, 1, 5, 2")],
    ],
    "07_moving_objects.ipynb": [
        "world",
        [("ball", (15, 0), "per-frame check: HIT"), ("ball", (14, 0), "per-frame check: miss")],
    ],
    "08_lines_and_rays.ipynb": [  # segments and rays are dragged by their middle: both ends move
        [("b", (40, 21), "touching=False: HIT"), ("b", (40, 20), "touching=False: miss")],
        [("s", (10, 21), "touching=False: HIT"), ("s", (10, 20), "touching=False: miss")],
        [("s", (26, 5), "sight: blocked"), ("s", (25, 5), "sight: clear")],
    ],
    "09_rotated_boxes_and_polygons.ipynb": [  # polygons are dragged by their centre
        [("b", (49, 40), "SAT, touching=False: HIT"), ("b", (50, 40), "SAT, touching=False: miss")],
        [("p", (31, 30), "touching=False: inside"), ("p", (30, 30), "touching=False: outside")],
        [("m", (31, 40), "push_out: (-1, 0)"), ("m", (30, 40), "push_out: (0, 0)")],
    ],
    "10_tiles_and_platformers.ipynb": [  # the aim point sets the velocity: the step reaches the wall or not
        [("aim", (59, 109), "right (wall)"), ("aim", (58, 109), "!right (wall)")],
        "world:150,40",  # the platformer run: play, pause, drop the character; it restarts from there
    ],
}


def playground_cells(path: Path) -> int:
    cells = json.loads(path.read_text())["cells"]
    return sum(
        1
        for c in cells
        if c["cell_type"] == "code" and re.search(r"(?<!def )\b\w+_playground\(", "".join(c["source"]))
    )


def open_and_run_all(page, lab, relative: str):
    lab.close_sessions()
    page.goto(f"{lab.url}/lab/tree/{relative}?reset&token={lab.token}")
    status = page.locator(".jp-StatusBar-TextItem", has_text="| Idle")
    accept = page.locator(".jp-Dialog .jp-mod-accept")
    deadline = time.monotonic() + 60
    while not status.count():
        if accept.count():
            accept.first.click()
        if time.monotonic() > deadline:
            raise AssertionError("the kernel never became idle after opening the notebook")
        page.wait_for_timeout(200)
    page.locator(".jp-Notebook").first.click()
    page.get_by_role("menuitem", name="Run", exact=True).click()
    page.get_by_role("menuitem", name="Run All Cells", exact=True).click()
    busy = page.locator(".jp-InputPrompt", has_text="[*]")
    page.wait_for_timeout(500)
    expect(busy).to_have_count(0, timeout=TIMEOUT_MS)
    expect(status).to_have_count(1, timeout=TIMEOUT_MS)


# --- driving a board -----------------------------------------------------------------------------


def geometry(board) -> dict:
    return json.loads(board.get_attribute("data-shapes"))


def to_screen(board, x, y):
    """A world point's position on the page, through the SVG's own transform."""
    return board.evaluate(
        """(root, [x, y]) => {
            const svg = root.querySelector('svg'); const p = svg.createSVGPoint();
            p.x = x; p.y = y; const q = p.matrixTransform(svg.getScreenCTM());
            return [q.x, q.y]; }""",
        [x, y],
    )


def screen_transform(board):
    """The SVG's world -> page map, read once: ``(x, y) -> (a x + c y + e, b x + d y + f)``.
    Reading it on every move (``to_screen``) makes the page lay itself out mid-drag, work a
    learner's pointer never causes, which the latency record would then count."""
    a, b, c, d, e, f = board.evaluate(
        """root => { const m = root.querySelector('svg').getScreenCTM();
            return [m.a, m.b, m.c, m.d, m.e, m.f]; }"""
    )
    return lambda x, y: (a * x + c * y + e, b * x + d * y + f)


def grab_point(shape):
    """A point inside the shape, in world units, and its offset from the shape's (x, y)."""
    if "x2" in shape:
        return (shape["x2"] - shape["x"]) / 2, (shape["y2"] - shape["y"]) / 2  # a segment's middle
    if "w" not in shape:
        return 0.0, 0.0  # a circle's centre, a point, a polygon's own origin
    return min(2.0, shape["w"] / 2), min(2.0, shape["h"] / 2)


def centre_in_view(board):
    """Mouse events outside the viewport are dropped: put the whole board in view first."""
    board.locator("svg").evaluate("svg => svg.scrollIntoView({block: 'center', inline: 'nearest'})")


def drag(page, board, shape_id, target, steps=12, pause_ms=15):
    centre_in_view(board)
    shape = geometry(board)[shape_id]
    dx, dy = grab_point(shape)
    start = to_screen(board, shape["x"] + dx, shape["y"] + dy)
    end = to_screen(board, target[0] + dx, target[1] + dy)
    page.mouse.move(*start)
    page.mouse.down()
    for k in range(1, steps + 1):
        page.mouse.move(
            start[0] + (end[0] - start[0]) * k / steps, start[1] + (end[1] - start[1]) * k / steps
        )
        if pause_ms:
            page.wait_for_timeout(pause_ms)
    page.mouse.up()


def burst_drag(page, board, shape_id, target, steps):
    """A drag whose moves are dispatched back to back in one task of the page: all but the first
    arrive while the first request is in flight (Playwright's own moves wait a frame each, which
    a fast kernel can answer in)."""
    centre_in_view(board)
    shape = geometry(board)[shape_id]
    dx, dy = grab_point(shape)
    start = to_screen(board, shape["x"] + dx, shape["y"] + dy)
    end = to_screen(board, target[0] + dx, target[1] + dy)
    page.mouse.move(*start)
    page.mouse.down()
    board.evaluate(
        """(root, [start, end, steps]) => {
            const svg = root.querySelector('svg');
            for (let k = 1; k <= steps; k++) {
                const x = start[0] + (end[0] - start[0]) * k / steps;
                const y = start[1] + (end[1] - start[1]) * k / steps;
                svg.dispatchEvent(new PointerEvent('pointermove', {pointerId: 1, pointerType: 'mouse',
                    clientX: x, clientY: y, bubbles: true}));
            } }""",
        [start, end, steps],
    )
    page.mouse.move(*end)
    page.mouse.up()


def settled(board):
    expect(board).to_have_attribute("data-pending", "false", timeout=20_000)


def check_verdict(board, words):
    verdict = board.locator(".cl-verdict")
    details = board.locator(".cl-details")
    shown = board.locator(".cl-verdict, .cl-details")
    if words.startswith("!"):
        expect(verdict).not_to_contain_text(words[1:])
        expect(details).not_to_contain_text(words[1:])
    else:
        expect(shown.filter(has_text=words).first).to_be_visible(timeout=10_000)


def run_scenario(page, board, moves, artifacts, name):
    for shape_id, target, words in moves:
        drag(page, board, shape_id, target)
        settled(board)
        try:
            assert geometry(board)[shape_id]["x"] == target[0] and geometry(board)[shape_id]["y"] == target[1]
            check_verdict(board, words)
        except AssertionError:
            page.screenshot(path=str(artifacts / f"{name}-FAILED.png"))
            raise
        labels_clear(board)
        # the SVG itself shows the shape there: its body starts at the target's screen position
        group = board.locator(f'g.cl-drag[data-id="{shape_id}"]')
        shape = geometry(board)[shape_id]
        if "w" in shape or "r" in shape:
            corner = to_screen(board, shape["x"] - shape.get("r", 0), shape["y"] - shape.get("r", 0))
        elif "x2" in shape and not group.locator("polygon").count():  # a segment (a ray runs off)
            corner = to_screen(board, min(shape["x"], shape["x2"]), min(shape["y"], shape["y2"]))
        else:
            corner = None  # a point's dot or a polygon: checked through its geometry above
        if corner is not None:
            box = group.locator(".cl-body").first.bounding_box()
            assert abs(box["x"] - corner[0]) < 3 and abs(box["y"] - corner[1]) < 3, (box, corner)


def labels_clear(board):
    """The legibility rule, where the learner sees it: no rectangle's label overlaps another
    shape's body or the hatched region (when a free place exists, which it does in these scenes)."""
    clashes = board.evaluate(
        """root => {
            const overlap = (a, b) => Math.max(a.left, b.left) < Math.min(a.right, b.right) - 0.5
                && Math.max(a.top, b.top) < Math.min(a.bottom, b.bottom) - 0.5;
            const groups = [...root.querySelectorAll('svg g[data-id], svg g.cl-static')];
            const out = [];
            for (const g of groups) {
                const label = g.querySelector('.cl-label'); const body = g.querySelector('rect.cl-body');
                if (!label || !body) continue;
                const box = label.getBoundingClientRect();
                for (const other of groups) {
                    if (other === g) continue;
                    for (const part of other.querySelectorAll('rect.cl-body, rect[fill^="url("]')) {
                        if (overlap(box, part.getBoundingClientRect()))
                            out.push([label.textContent, other.dataset.id || 'static']);
                    }
                }
            }
            return out; }"""
    )
    assert clashes == [], clashes


def fast_drag_and_keys(page, board, artifacts):
    """Lesson 02: a fast drag ends on the final verdict; arrow keys move one unit, shift ten."""
    drag(page, board, "r2", (25, 10), steps=6)
    settled(board)
    check_verdict(board, "they share area")
    sent_before = int(board.get_attribute("data-requests") or 0)
    burst_drag(page, board, "r2", (65, 10), steps=30)  # far faster than the kernel answers
    settled(board)
    sent = int(board.get_attribute("data-requests")) - sent_before
    print(f"\nfast drag: 30 moves, {sent} requests sent (one in flight at a time)")
    assert 1 <= sent < 30
    assert geometry(board)["r2"]["x"] == 65
    check_verdict(board, "no shared area")
    r2 = board.locator('g.cl-drag[data-id="r2"]')
    r2.focus()
    page.keyboard.press("ArrowLeft")
    settled(board)
    assert geometry(board)["r2"]["x"] == 64
    page.keyboard.press("Shift+ArrowLeft")
    settled(board)
    assert geometry(board)["r2"]["x"] == 54
    page.keyboard.press("ArrowUp")
    settled(board)
    assert geometry(board)["r2"]["y"] == 9
    for _ in range(5):  # 54 -> 49: back across r1's right edge (50)
        page.keyboard.press("ArrowLeft")
    settled(board)
    assert geometry(board)["r2"]["x"] == 49
    check_verdict(board, "they share area")
    number = page.locator(".cl-drag-playground .widget-text input").nth(4)  # the r2 x number box follows
    expect(number).to_have_value("49")


def rotate_scenario(page, board, artifacts):
    """Lesson 09: the rotation handle turns the box (whole degrees) and the keys [ ] turn it by one;
    the verdict follows across the boundary where its corner reaches the diamond."""
    centre_in_view(board)
    a = geometry(board)["a"]
    reach = 20  # the handle's distance from the centre (shape_polygon's default), above it at 0°

    def handle_at(angle):
        return to_screen(
            board,
            a["x"] + reach * math.cos(math.radians(angle - 90)),
            a["y"] + reach * math.sin(math.radians(angle - 90)),
        )

    for target, words in ((45, "SAT, touching=False: HIT"), (0, "SAT, touching=False: miss")):
        start = handle_at(geometry(board)["a"]["angle"])
        end = handle_at(target)
        page.mouse.move(*start)
        page.mouse.down()
        for k in range(1, 11):
            page.mouse.move(start[0] + (end[0] - start[0]) * k / 10, start[1] + (end[1] - start[1]) * k / 10)
            page.wait_for_timeout(15)
        page.mouse.up()
        settled(board)
        try:
            assert geometry(board)["a"]["angle"] == target, geometry(board)["a"]
            check_verdict(board, words)
        except AssertionError:
            page.screenshot(path=str(artifacts / "09-rotate-FAILED.png"))
            raise
    board.locator('g.cl-drag[data-id="a"]').focus()
    page.keyboard.press("]")
    settled(board)
    assert geometry(board)["a"]["angle"] == 1
    page.keyboard.press("[")
    settled(board)
    assert geometry(board)["a"]["angle"] == 0


def world_scenario(page, board, artifacts, drop=(150, 100)):
    """Lessons 07 and 10: play, pause, drop an object at ``drop``: the run restarts from there."""
    board.locator(".cl-play").click()
    expect(board).to_have_attribute("data-playing", "true")
    page.wait_for_function("el => Number(el.dataset.frame) >= 10", arg=board.element_handle(), timeout=20_000)
    board.locator(".cl-play").click()
    expect(board).to_have_attribute("data-playing", "false")
    paused_at = int(board.get_attribute("data-frame"))
    assert paused_at >= 10
    board.locator(".cl-step").click()
    expect(board).to_have_attribute("data-frame", str(paused_at + 1))
    centre_in_view(board)
    chosen = next(k for k in geometry(board) if on_top(board, k))  # an object nothing covers
    drag(page, board, chosen, drop, steps=10)
    settled(board)
    try:
        expect(board).to_have_attribute("data-frame", "0")  # a new run, from the dropped position
        assert geometry(board)[chosen]["x"] == drop[0] and geometry(board)[chosen]["y"] == drop[1]
        check_verdict(board, "frame 0")
    except AssertionError:
        page.screenshot(path=str(artifacts / "07-world-FAILED.png"))
        print("board state:", board.evaluate("el => ({...el.dataset})"))
        raise


def on_top(board, shape_id) -> bool:
    """Whether the shape's grab point is not covered by another shape."""
    shape = geometry(board)[shape_id]
    dx, dy = grab_point(shape)
    x, y = to_screen(board, shape["x"] + dx, shape["y"] + dy)
    return board.evaluate(
        "(el, [x, y, id]) => document.elementFromPoint(x, y)?.closest('g.cl-drag')?.dataset.id === id",
        [x, y, shape_id],
    )


def latency_drag(page, board, shape_id):
    """A long drag to and fro (at least 24 pointer moves over up to 13 positions), ending where it
    began, for the latency record; the verdict for the final position must then show."""
    centre_in_view(board)
    start = geometry(board)[shape_id]
    width = board.locator("svg").evaluate("svg => svg.viewBox.baseVal.width")
    reach = max(3, min(12, int(width / 4)))
    dx, dy = grab_point(start)
    screen = screen_transform(board)  # the board stays put during the drag
    page.mouse.move(*screen(start["x"] + dx, start["y"] + dy))
    page.mouse.down()
    moves = 0
    while moves < 24:
        for t in [*range(1, reach + 1), *range(reach - 1, -1, -1)]:
            page.mouse.move(*screen(start["x"] + t + dx, start["y"] + dy))
            page.wait_for_timeout(15)
            moves += 1
    page.mouse.up()
    settled(board)
    assert geometry(board)[shape_id]["x"] == start["x"]


def latency(board) -> dict:
    data = board.evaluate("el => el.__latency")
    out = {}
    for key in ("moved", "verdict"):
        values = data[key]
        if values:
            out[key] = {
                "n": len(values),
                "median_ms": round(statistics.median(values), 1),
                "max_ms": round(max(values), 1),
            }
    return out


# The round trip of one request, segment by segment (ms): the browser's stamps (performance.now)
# around the kernel's own durations (time.perf_counter). Only the split of the transport into its
# two directions reads the kernel's wall clock against the browser's (same machine, same clock).
SEGMENTS = {
    "input": "pointer event -> request sent (local draw, waiting for the request in flight)",
    "to_kernel": "request sent -> kernel received",
    "compute": "kernel received -> compute returned",
    "scene": "compute returned -> labels placed, records ready",
    "reply": "records ready -> reply handed to the comm",
    "to_browser": "reply handed to the comm -> reply received by the board",
    "paint": "reply received -> next frame painted",
    "draw": "reply received -> verdict shown and the board redrawn (in paint)",
    "total": "pointer event -> answer painted",
    # inside the two transport segments, from the page's own WebSocket (browser clock only)
    "lab_out": "request sent by the board -> its frame handed to the WebSocket (in to_kernel)",
    "lab_in": "reply's frame arrived on the WebSocket -> received by the board (in to_browser)",
    # the same two segments split at the server (its stamps: tests/browser/server_stamps.py)
    "page_server": "request's frame sent by the page -> arrived at jupyter_server (in to_kernel)",
    "server_kernel": "request at jupyter_server -> kernel received (in to_kernel)",
    "kernel_server": "reply handed to the comm -> arrived at jupyter_server over ZMQ (in to_browser)",
    "server": "reply arrived at jupyter_server -> written to the WebSocket (in to_browser)",
    "server_page": "reply written to the WebSocket -> its frame arrived in the page (in to_browser)",
}

# Stamps every frame the page's WebSocket sends with a request or receives with a reply's trace.
WEBSOCKET_TRACE = """(() => {
  const stamps = { out: {}, in: {} };
  window.__wsTrace = stamps;
  const text = (data) => typeof data === "string" ? data
    : new TextDecoder().decode(data instanceof ArrayBuffer ? new Uint8Array(data) : data);
  const Native = window.WebSocket;
  const send = Native.prototype.send;
  Native.prototype.send = function (data) {
    const t = performance.now();
    try {
      const s = text(data);
      const m = s.includes('"geometry"') && s.match(/"request":\\s*(\\d+)/);
      if (m) stamps.out[m[1]] = t;
    } catch (e) {}
    return send.call(this, data);
  };
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener("message", (event) => {
        const t = performance.now();
        if (event.data instanceof Blob) return;
        const m = text(event.data).match(/"trace":\\s*\\{"n":\\s*(\\d+)/);
        if (m) stamps.in[m[1]] = t;
      });
    }
  };
})();"""


def trace_segments(record, ws, server=None, origin=None) -> dict | None:
    """One request's segments (ms). ``ws``: the page's WebSocket stamps; ``server``: the server's
    (``lab.server_stamps``, wall-clock ms); ``origin``: the page's ``performance.timeOrigin``."""
    kernel = record.get("kernel")
    if not kernel or "painted" not in record or kernel.get("reply_ms") is None:
        return None
    out_at, in_at = ws["out"].get(str(record["n"])), ws["in"].get(str(record["n"]))
    server = server or {"in": {}, "out": {}}
    at_server, back_at_server = server["in"].get(record["n"]), server["out"].get(record["n"])
    sent_wall = origin + out_at if origin is not None and out_at is not None else None
    arrived_wall = origin + in_at if origin is not None and in_at is not None else None
    kernel_sent = kernel["received"] + kernel["reply_ms"] if kernel.get("received") is not None else None

    def between(a, b):
        return b - a if a is not None and b is not None else None

    transport = record["received"] - record["sent"] - kernel["reply_ms"]
    up = kernel["received"] - record["sentWall"] if kernel.get("received") is not None else None
    return {
        "input": record["sent"] - record["pointer"],
        "to_kernel": up,
        "compute": kernel["compute_ms"],
        "scene": kernel["scene_ms"] - kernel["compute_ms"],
        "reply": kernel["reply_ms"] - kernel["scene_ms"],
        "to_browser": transport - up if up is not None else None,
        "paint": record["painted"] - record["received"],
        "draw": record["drawn"] - record["received"] if "drawn" in record else None,
        "total": record["painted"] - record["pointer"],
        "lab_out": out_at - record["sent"] if out_at is not None else None,
        "lab_in": record["received"] - in_at if in_at is not None else None,
        "page_server": between(sent_wall, at_server),
        "server_kernel": between(at_server, kernel.get("received")),
        "kernel_server": between(kernel_sent, back_at_server and back_at_server[0]),
        "server": between(*back_at_server) if back_at_server else None,
        "server_page": between(back_at_server and back_at_server[1], arrived_wall),
    }


def trace_table(board, lab=None) -> dict:
    """Medians (and the count) of each segment over the board's answered requests."""
    ws = board.evaluate("el => window.__wsTrace || {out: {}, in: {}}")
    server = server_stamps(lab.env) if lab is not None else None
    origin = board.evaluate("el => performance.timeOrigin")
    records = board.evaluate("el => el.__trace || []")
    rows = [r for r in (trace_segments(t, ws, server, origin) for t in records) if r]
    board.evaluate("el => { if (window.__wsTrace) { window.__wsTrace.out = {}; window.__wsTrace.in = {}; } }")
    out = {"n": len(rows)}
    for key in SEGMENTS:
        values = [r[key] for r in rows if r[key] is not None]
        out[key] = round(statistics.median(values), 1) if values else None
    out["requests"] = [{k: None if v is None else round(v, 2) for k, v in r.items()} for r in rows]
    return out


def print_trace(name, tables, timings):
    """The table, one row per playground; `verdict` is the median pointer move -> verdict shown."""
    keys = list(SEGMENTS)
    print(f"\n{name}: round trip per request, medians in ms (not asserted)")
    print(f"{'playground':<12} {'n':>4} {'verdict':>8} " + " ".join(f"{k:>10}" for k in keys))
    for playground, t in tables.items():
        verdict = timings.get(playground, {}).get("verdict", {}).get("median_ms", "-")
        cells = " ".join(f"{'-' if t[k] is None else t[k]:>10}" for k in keys)
        print(f"{playground:<12} {t['n']:>4} {verdict:>8} {cells}")


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_notebook_runs_and_its_playgrounds_respond_to_drags(path, lab, page, artifacts):
    relative = path.relative_to(NOTEBOOK_DIR).as_posix()
    page.add_init_script(WEBSOCKET_TRACE)
    open_and_run_all(page, lab, relative)

    errors = page.locator(
        '.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stderr"]',
        has_text=re.compile("Traceback|Error"),
    )
    assert errors.count() == 0, errors.first.inner_text()
    assert page.locator(".jp-OutputArea-output", has_text="Error displaying widget").count() == 0

    expected = playground_cells(path)
    boards = page.locator(".cl-playground .cl-canvas-root")
    expect(boards).to_have_count(expected, timeout=30_000)
    expect(page.locator(".jp-OutputArea-output", has_text="Loading widget")).to_have_count(0, timeout=30_000)
    scenarios = SCENARIOS.get(path.name, [])
    if expected:
        assert len(scenarios) == expected, f"{path.name}: give each playground a scenario (or None)"

    timings = {}
    traces = {}
    for index in range(expected):
        server_stamps(lab.env)  # from here on, this board's requests only
        board = boards.nth(index)
        board.scroll_into_view_if_needed()
        expect(board.locator("svg")).to_be_visible(timeout=30_000)
        expect(board.locator(".cl-verdict")).not_to_be_empty()
        scenario = scenarios[index]
        name = f"{path.stem}-playground{index}"
        if isinstance(scenario, str) and scenario.startswith("world"):
            drop = tuple(int(v) for v in scenario.split(":")[1].split(",")) if ":" in scenario else (150, 100)
            world_scenario(page, board, artifacts, drop)
            latency_drag(page, board, next(k for k in geometry(board) if on_top(board, k)))
        elif scenario is not None:
            latency_drag(page, board, scenario[0][0])
            for _ in range(2):  # there and back: the verdict flips both ways
                run_scenario(page, board, scenario, artifacts, name)
            if path.name == "02_rectangle_tests.ipynb":
                fast_drag_and_keys(page, board, artifacts)
            if path.name == "09_rotated_boxes_and_polygons.ipynb" and index == 0:
                rotate_scenario(page, board, artifacts)
        timings[f"playground {index}"] = latency(board)
        if scenario is not None:
            traces[f"playground {index}"] = trace_table(board, lab)

    assert not page.js_errors, page.js_errors
    shot = artifacts / f"{path.stem}.png"
    page.screenshot(path=str(shot), full_page=False)
    (artifacts / f"{path.stem}.json").write_text(json.dumps(timings, indent=1))
    print(f"\n{path.name}: screenshot {shot}; latency (not asserted) {timings}")
    if traces:
        saved = {"segments": SEGMENTS, **traces}
        (artifacts / f"{path.stem}-trace.json").write_text(json.dumps(saved, indent=1))
        print_trace(path.name, traces, timings)
