// The drawing board of every drag playground: SVG in screen coordinates (y down).
//
// It draws what Python sends (`shapes`), lets the learner move the shapes marked
// draggable, and asks Python for the verdict. It decides nothing itself: every
// verdict, readout and colour comes back from the tested `compute` function.
//
// Protocol: a move sends the new geometry with `request = n` (a custom message) and
// updates the shape on screen at once. Python answers by setting `shapes`, `verdict`,
// `details` and `reply = n` (with `request`, `geometry` and `trace`) in one update. At most one request is in flight; moves made
// meanwhile are folded into one follow-up request carrying the latest geometry.
// Until the reply to the latest request arrives, the verdict is marked pending.
//
// Layout: module-level helpers draw (the grid, then one small function per shape kind,
// picked from DRAW by the record's `kind`; the records are documented in
// collide_lessons/scene.py); `render` holds the state of one board (the learner's moves,
// the request in flight, playback) and its event handlers.

const NS = "http://www.w3.org/2000/svg";
let boards = 0;

function node(tag, attrs, parent) {
  const e = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v !== undefined && v !== null && v !== false) e.setAttribute(k, v);
  }
  if (parent) parent.appendChild(e);
  return e;
}

const STYLE = `
.cl-canvas-root { font-family: sans-serif; }
.cl-canvas-root svg { touch-action: none; user-select: none; -webkit-user-select: none; display: block; }
.cl-canvas-root .cl-drag { cursor: grab; }
.cl-canvas-root .cl-drag:focus { outline: none; }
.cl-canvas-root .cl-drag:focus > .cl-body { filter: drop-shadow(0 0 1.5px #000); }
.cl-canvas-root .cl-handle { cursor: nwse-resize; }
.cl-canvas-root .cl-rim { cursor: ew-resize; }
.cl-canvas-root .cl-end, .cl-canvas-root .cl-rotate { cursor: crosshair; }
.cl-canvas-root.cl-dragging .cl-drag { cursor: grabbing; }
.cl-canvas-root .cl-verdict { margin-top: 4px; }
.cl-canvas-root .cl-verdict.cl-pending, .cl-canvas-root .cl-details.cl-pending { opacity: 0.45; }
.cl-canvas-root .cl-status { font-size: 11px; color: #666; height: 14px; }
.cl-canvas-root .cl-player { margin-bottom: 4px; }
.cl-canvas-root .cl-player button { margin-right: 6px; }
`;

function drawGrid(board, [x0, y0, w, h], u, step, every) {
  // grid lines every `step` world units, a tick label every `every`, and the axis names
  const grid = node("g", { stroke: "#dcdcdc", "stroke-width": 0.6 * u }, board);
  const labels = node("g", { "font-size": 10 * u, fill: "#555" }, board);
  for (let x = Math.ceil(x0 / step) * step; x <= x0 + w + 1e-9; x += step) {
    node("line", { x1: x, y1: y0, x2: x, y2: y0 + h }, grid);
    if (Math.abs(x / every - Math.round(x / every)) < 1e-9) {
      const t = node("text", { x, y: y0 - 4 * u, "text-anchor": "middle" }, labels);
      t.textContent = String(Math.round(x * 1000) / 1000);
    }
  }
  for (let y = Math.ceil(y0 / step) * step; y <= y0 + h + 1e-9; y += step) {
    node("line", { x1: x0, y1: y, x2: x0 + w, y2: y }, grid);
    if (Math.abs(y / every - Math.round(y / every)) < 1e-9) {
      const t = node("text", { x: x0 - 4 * u, y, "text-anchor": "end", "dominant-baseline": "central" }, labels);
      t.textContent = String(Math.round(y * 1000) / 1000);
    }
  }
  const xl = node("text", { x: x0 + w / 2, y: y0 - 16 * u, "text-anchor": "middle" }, labels);
  xl.textContent = "x →";
  const yl = node("text", { x: x0 - 26 * u, y: y0 + h / 2, "text-anchor": "middle",
    transform: `rotate(-90 ${x0 - 26 * u} ${y0 + h / 2})` }, labels);
  yl.textContent = "y ↓";
}

// --- what a drag does: the geometry a handle in `mode` gives at world point p ------------
// g: the shape's geometry now; grip: where the pointer held it ({dx, dy} from (x, y));
// snap: the board's rounding. Returns only the keys that change.
function dragged(mode, g, p, grip, snap) {
  const next = {};
  if (mode === "move") {
    next.x = snap(p.x - grip.dx);
    next.y = snap(p.y - grip.dy);
    if (g.x2 !== undefined) {
      // a segment or a ray moves whole: its second end keeps its place relative to the first
      next.x2 = g.x2 + (next.x - g.x);
      next.y2 = g.y2 + (next.y - g.y);
    }
  } else if (mode === "end1") {
    next.x = snap(p.x);
    next.y = snap(p.y);
  } else if (mode === "end2") {
    next.x2 = snap(p.x);
    next.y2 = snap(p.y);
  } else if (mode === "rotate") {
    // whole degrees; with y down a positive angle turns clockwise on screen
    // the handle sits a quarter turn back from the angle (above the shape at 0 degrees)
    next.angle = ((Math.round(Math.atan2(p.y - g.y, p.x - g.x) * 180 / Math.PI + 90) % 360) + 360) % 360;
  } else if (mode === "rim") {
    next.r = Math.max(0, snap(Math.hypot(p.x - g.x, p.y - g.y)));
  } else {
    // a corner: the opposite corner stays where it is
    const right = g.x + g.w;
    const bottom = g.y + g.h;
    const px = snap(p.x);
    const py = snap(p.y);
    if (mode.includes("w")) {
      next.x = Math.min(px, right);
      next.w = right - next.x;
    } else next.w = Math.max(0, px - g.x);
    if (mode.includes("n")) {
      next.y = Math.min(py, bottom);
      next.h = bottom - next.y;
    } else next.h = Math.max(0, py - g.y);
  }
  return next;
}

// --- one small draw function per shape kind ----------------------------------------------
// Each draws one scene record (collide_lessons.scene documents its keys) into `group`, at
// the geometry `g` (the record's, or the learner's move not yet answered). `pen` holds what
// the board knows: u (one pixel in world units), uid (for the hatch pattern), color and
// stroke (the outline's attributes), view, handles (the layer drawn above every shape), and
// grab(handle, mode, focus) to make a handle start a drag.

function label(pen, parent, shape, x, y, anchor, baseline) {
  const u = pen.u;
  const t = node("text", {
    x, y, "font-size": 12 * u, "text-anchor": anchor, "dominant-baseline": baseline,
    fill: shape.label_color || shape.color || "black", stroke: "white", "stroke-width": 3 * u,
    "paint-order": "stroke", class: "cl-label",
  }, parent);
  t.textContent = shape.label;
  return t;
}

function fill(shape, color) {
  // a light fill, or none (`fill: false`)
  return shape.fill === false
    ? { fill: "transparent", "fill-opacity": 0 }
    : { fill: color, "fill-opacity": shape.alpha ?? 0.25 };
}

function hatch(pen, tag, attrs, group) {
  node(tag, { ...attrs, fill: `url(#${pen.uid}-hatch)`, "pointer-events": "none" }, group);
}

function drawRect(pen, group, shape, g) {
  const { u, color, stroke } = pen;
  if (shape.pixels) {
    for (let py = Math.floor(g.y); py < g.y + g.h; py++) {
      for (let px = Math.floor(g.x); px < g.x + g.w; px++) {
        node("rect", { x: px, y: py, width: 1, height: 1, fill: color, "fill-opacity": shape.alpha ?? 0.35,
          stroke: color, "stroke-width": 0.6 * u }, group);
      }
    }
    node("rect", { x: g.x, y: g.y, width: g.w, height: g.h, fill: "none", class: "cl-body", ...stroke }, group);
  } else if (g.w === 0 || g.h === 0) {
    // no area: a line with end marks (a dot when both are zero), never invisible
    const x2 = g.x + g.w;
    const y2 = g.y + g.h;
    node("line", { x1: g.x, y1: g.y, x2, y2, class: "cl-body", ...stroke, "stroke-width": 2.5 * u }, group);
    for (const [x, y] of [[g.x, g.y], [x2, y2]]) node("circle", { cx: x, cy: y, r: 3 * u, fill: color }, group);
    node("rect", { x: g.x - 6 * u, y: g.y - 6 * u, width: g.w + 12 * u, height: g.h + 12 * u, fill: "transparent" }, group);
  } else {
    node("rect", { x: g.x, y: g.y, width: g.w, height: g.h, class: "cl-body", ...fill(shape, color), ...stroke }, group);
    if (shape.hatch) hatch(pen, "rect", { x: g.x, y: g.y, width: g.w, height: g.h }, group);
  }
  if (shape.label) rectLabel(pen, group, shape, g);
  if (shape.drag && shape.resize) {
    for (const corner of ["nw", "ne", "sw", "se"]) {
      const hx = corner.includes("w") ? g.x : g.x + g.w;
      const hy = corner.includes("n") ? g.y : g.y + g.h;
      const h = node("rect", { x: hx - 4 * u, y: hy - 4 * u, width: 8 * u, height: 8 * u, fill: "white",
        stroke: color, "stroke-width": 1.2 * u, class: `cl-handle cl-handle-${corner}`, "data-corner": corner }, group);
      pen.grab(h, corner, false);
    }
  }
}

function rectLabel(pen, group, shape, g) {
  // at one of scene.LABEL_PLACES (all outside the box), or in the middle
  const gap = 3 * pen.u;
  const at = shape.label_at;
  if (at === "below") label(pen, group, shape, g.x + g.w, g.y + g.h + gap, "end", "hanging");
  else if (at === "below-left") label(pen, group, shape, g.x, g.y + g.h + gap, "start", "hanging");
  else if (at === "above-right") label(pen, group, shape, g.x + g.w, g.y - gap, "end", "auto");
  else if (at === "center") label(pen, group, shape, g.x + g.w / 2, g.y + g.h / 2, "middle", "central");
  else label(pen, group, shape, g.x, g.y - gap, "start", "auto");
}

function drawCircle(pen, group, shape, g) {
  const { u, color, stroke } = pen;
  node("circle", { cx: g.x, cy: g.y, r: Math.max(g.r, 0), class: "cl-body", ...fill(shape, color), ...stroke }, group);
  if (shape.hatch) hatch(pen, "circle", { cx: g.x, cy: g.y, r: g.r }, group);
  node("circle", { cx: g.x, cy: g.y, r: 2.5 * u, fill: color }, group);
  if (shape.label) label(pen, group, shape, g.x + g.r * 0.72 + 3 * u, g.y - g.r * 0.72 - 3 * u, "start", "auto");
  if (shape.drag && shape.rim) {
    const h = node("circle", { cx: g.x + g.r, cy: g.y, r: 5 * u, fill: "white", stroke: color,
      "stroke-width": 1.2 * u, class: "cl-rim" }, group);
    pen.grab(h, "rim", false);
  }
}

function drawPoint(pen, group, shape, g) {
  const { u, color } = pen;
  const size = (shape.size || 4) * u;
  if (shape.marker === "square") {
    node("rect", { x: g.x - size, y: g.y - size, width: 2 * size, height: 2 * size, fill: color, class: "cl-body" }, group);
  } else node("circle", { cx: g.x, cy: g.y, r: size, fill: color, class: "cl-body" }, group);
  if (shape.label) label(pen, group, shape, g.x + 6 * u, g.y - 6 * u, "start", "auto");
}

function drawImage(pen, group, shape, g) {
  node("image", { href: shape.href, x: g.x, y: g.y, width: g.w, height: g.h, preserveAspectRatio: "none",
    style: "image-rendering: pixelated", class: "cl-body" }, group);
  if (shape.outline) node("rect", { x: g.x, y: g.y, width: g.w, height: g.h, fill: "none", ...pen.stroke }, group);
  if (shape.label) label(pen, group, shape, g.x, g.y - 3 * pen.u, "start", "auto");
}

function drawCells(pen, group, shape) {
  const side = shape.size || 1;
  for (const [x, y] of shape.cells) {
    node("rect", { x, y, width: side, height: side, fill: pen.color, "fill-opacity": shape.alpha ?? 1 }, group);
  }
}

function drawLine(pen, group, shape) {
  node("line", { x1: shape.x, y1: shape.y, x2: shape.x2, y2: shape.y2, ...pen.stroke }, group);
}

function drawSegment(pen, group, shape, g) {
  // a segment between its two ends; a ray from its origin through its second point and on
  const { u, color } = pen;
  let [ex, ey] = [g.x2, g.y2];
  if (shape.ray) {
    const [, , vw, vh] = pen.view;
    const len = Math.hypot(g.x2 - g.x, g.y2 - g.y) || 1;
    const far = 4 * (vw + vh) / len;
    [ex, ey] = [g.x + (g.x2 - g.x) * far, g.y + (g.y2 - g.y) * far];
  }
  const wide = { ...pen.stroke, "stroke-width": (shape.linewidth || 2) * u };
  node("line", { x1: g.x, y1: g.y, x2: ex, y2: ey, class: "cl-body", ...wide }, group);
  if (shape.drag) node("line", { x1: g.x, y1: g.y, x2: ex, y2: ey, stroke: "transparent", "stroke-width": 12 * u }, group);
  if (shape.ray) {
    // an arrowhead at the direction point
    const a = Math.atan2(g.y2 - g.y, g.x2 - g.x);
    const k = 8 * u;
    const pts = [[g.x2, g.y2], [g.x2 - k * Math.cos(a - 0.4), g.y2 - k * Math.sin(a - 0.4)],
      [g.x2 - k * Math.cos(a + 0.4), g.y2 - k * Math.sin(a + 0.4)]];
    node("polygon", { points: pts.map((q) => q.join(",")).join(" "), fill: color }, group);
  }
  const ends = shape.drag ? [["end1", g.x, g.y], ["end2", g.x2, g.y2]] : [];
  for (const [mode, hx, hy] of ends) {
    const h = node("circle", { cx: hx, cy: hy, r: 5 * u, fill: "white", stroke: color, "stroke-width": 1.5 * u,
      class: `cl-end cl-${mode}` }, group);
    pen.grab(h, mode, true);
  }
  if (!shape.drag) for (const [hx, hy] of [[g.x, g.y], [g.x2, g.y2]]) node("circle", { cx: hx, cy: hy, r: 2.5 * u, fill: color }, group);
  if (shape.label) label(pen, group, shape, g.x + 7 * u, g.y - 7 * u, "start", "auto");
}

function placedOutline(shape, g) {
  // the outline is given around the polygon's own origin, turned by angle and placed at (x, y)
  // (polygons.placed in Python; quarter turns exact)
  const turn = (g.angle || 0) * Math.PI / 180;
  const quarter = { 0: [1, 0], 90: [0, 1], 180: [-1, 0], 270: [0, -1] }[((g.angle || 0) % 360 + 360) % 360];
  const [c, sn] = quarter || [Math.cos(turn), Math.sin(turn)];
  return shape.outline.map(([ox, oy]) => [g.x + ox * c - oy * sn, g.y + ox * sn + oy * c]);
}

function drawPolygon(pen, group, shape, g) {
  const { u, color, stroke } = pen;
  const pts = placedOutline(shape, g);
  const attrs = { points: pts.map((q) => q.join(",")).join(" "), class: "cl-body", ...fill(shape, color), ...stroke };
  node("polygon", attrs, group);
  if (shape.hatch) hatch(pen, "polygon", { points: attrs.points }, group);
  if (shape.drag) node("circle", { cx: g.x, cy: g.y, r: 2.5 * u, fill: color }, group);
  if (shape.label) {
    const top = Math.min(...pts.map((q) => q[1]));
    const left = Math.min(...pts.map((q) => q[0]));
    label(pen, group, shape, left, top - 3 * u, "start", "auto");
  }
  if (shape.drag && shape.rotate) rotationHandle(pen, shape, g);
}

function rotationHandle(pen, shape, g) {
  // the rotation handle sits above every shape, so another shape never hides it
  const { u, color } = pen;
  const turn = (g.angle || 0) * Math.PI / 180;
  const reach = shape.handle || 20;
  const hx = g.x + reach * Math.cos(turn - Math.PI / 2); // above the shape when it is not turned
  const hy = g.y + reach * Math.sin(turn - Math.PI / 2);
  const top = node("g", { "data-handle-of": shape.id }, pen.handles);
  node("line", { x1: g.x, y1: g.y, x2: hx, y2: hy, stroke: color, "stroke-width": u,
    "stroke-dasharray": `${3 * u} ${2 * u}`, "pointer-events": "none" }, top);
  const h = node("circle", { cx: hx, cy: hy, r: 5.5 * u, fill: "white", stroke: color, "stroke-width": 1.5 * u,
    class: "cl-rotate" }, top);
  pen.grab(h, "rotate", true);
}

function drawText(pen, group, shape) {
  label(pen, group, { ...shape, label: shape.text }, shape.x, shape.y, shape.anchor || "start", shape.baseline || "auto");
}

// scene.SHAPE_KINDS -> its draw function
const DRAW = {
  rect: drawRect,
  circle: drawCircle,
  point: drawPoint,
  line: drawLine,
  segment: drawSegment,
  polygon: drawPolygon,
  text: drawText,
  cells: drawCells,
  image: drawImage,
};


export default {
  render({ model, el }) {
    const uid = `cl${++boards}`;
    const shown = { verdict: null, details: null }; // the HTML last put in, to skip a same-text redraw
    const root = document.createElement("div");
    root.className = "cl-canvas-root";
    const style = document.createElement("style");
    style.textContent = STYLE;
    root.appendChild(style);
    const board = node("svg", { role: "img" });
    root.appendChild(board);
    const status = document.createElement("div");
    status.className = "cl-status";
    const verdict = document.createElement("div");
    verdict.className = "cl-verdict";
    const details = document.createElement("div");
    details.className = "cl-details";
    root.append(status, verdict, details);
    el.appendChild(root);

    // what the learner has moved but Python has not yet drawn: id -> geometry
    let local = {};
    let drag = null; // {id, mode, dx, dy, pointerId}
    let inFlight = 0; // the request number we wait for (0: none)
    let dirty = false; // moved since that request was sent
    let firstMoveAt = null; // when the first move not yet answered happened
    const latency = { moved: [], verdict: [] };
    root.__latency = latency;
    // the round trip, traced: one record per answered request (the browser tests read it).
    // Browser stamps are performance.now() (ms); the kernel sends its own durations in `trace`.
    const trace = [];
    root.__trace = trace;
    const stamps = new Map(); // request number -> its stamps so far
    let unsentAt = null; // the first pointer event not yet sent to Python

    const view = () => model.get("view"); // [x0, y0, width, height] in world units
    const scale = () => model.get("scale"); // pixels per unit
    const snap = (v) => {
      const s = model.get("snap");
      return s > 0 ? Math.round(v / s) * s : Math.round(v * 1000) / 1000;
    };

    // --- playback: a run computed in Python, played at the display's rate --------------
    let frame = 0; // the frame shown
    let playing = false;
    let clock = null; // the time the shown frame started
    const frames = () => model.get("frames");

    function current(shape) {
      // an object of a played run takes its place and its colours from the frame shown
      const f = frames()[frame];
      if (shape.obj === undefined || !f) return shape;
      const [x, y] = f.p[shape.obj];
      const hit = f.hit[shape.obj] === 1;
      return { ...shape, x, y, hatch: hit, color: hit ? shape.hit_color : shape.color, href: hit ? shape.hit_href : shape.href };
    }

    function geometryOf(shape) {
      shape = current(shape);
      const g = { x: shape.x, y: shape.y };
      if (shape.kind === "rect" || shape.kind === "image") {
        g.w = shape.w;
        g.h = shape.h;
      }
      if (shape.kind === "circle") g.r = shape.r;
      if (shape.kind === "segment") {
        g.x2 = shape.x2;
        g.y2 = shape.y2;
      }
      if (shape.kind === "polygon" && shape.rotate) g.angle = shape.angle;
      return Object.assign(g, local[shape.id] || {});
    }

    function allGeometry() {
      const out = {};
      for (const s of model.get("shapes")) if (s.drag) out[s.id] = geometryOf(s);
      return out;
    }

    function setPending(on) {
      verdict.classList.toggle("cl-pending", on);
      details.classList.toggle("cl-pending", on);
      root.dataset.pending = on ? "true" : "false";
      status.textContent = on ? "checking…" : "";
    }

    // A request is a message of its own, not a change of synced traits: ipywidgets would hold a
    // trait change back until the kernel reports idle after the previous one (after the number
    // boxes' updates), and echo it back. Python sets the traits and answers in one update.
    let requests = model.get("request"); // the last request number sent
    function send() {
      const n = (requests = Math.max(requests, model.get("request")) + 1);
      inFlight = n;
      dirty = false;
      model.send({ kind: "request", request: n, geometry: allGeometry(), frame });
      const sent = performance.now();
      stamps.set(n, { n, pointer: unsentAt ?? lastPointerAt, sent, sentWall: performance.timeOrigin + sent });
      unsentAt = null;
      root.dataset.requests = String(Number(root.dataset.requests || 0) + 1);
      setPending(true);
    }

    function moved() {
      const at = lastPointerAt;
      if (firstMoveAt === null) firstMoveAt = at;
      if (unsentAt === null) unsentAt = at;
      if (inFlight) dirty = true;
      else send(); // the request leaves before the board is redrawn
      draw();
      // pointer event -> the next frame painted with the shape in its new place
      requestAnimationFrame(() => latency.moved.push(performance.now() - at));
    }

    let lastPointerAt = performance.now();

    // The board's screen -> world map, read once per drag: reading it on every move makes the page
    // lay itself out mid-drag (the shapes were just redrawn). A scroll during the drag moves the
    // board on the screen, so it drops the map.
    let toWorldMap = null;
    const forgetMap = () => { toWorldMap = null; };
    function toWorld(event, map = drag && toWorldMap) {
      const p = board.createSVGPoint();
      p.x = event.clientX;
      p.y = event.clientY;
      if (!map) {
        map = board.getScreenCTM().inverse();
        if (drag) toWorldMap = map;
      }
      return p.matrixTransform(map);
    }

    function startDrag(event, shape, mode) {
      if (playing) pause();
      event.preventDefault();
      event.stopPropagation();
      toWorldMap = board.getScreenCTM().inverse(); // read once: every move of this drag uses it
      const p = toWorld(event, toWorldMap);
      const g = geometryOf(shape);
      drag = { id: shape.id, mode, dx: p.x - g.x, dy: p.y - g.y, pointerId: event.pointerId };
      document.addEventListener("scroll", forgetMap, { capture: true, passive: true });
      window.addEventListener("resize", forgetMap, { passive: true });
      board.setPointerCapture(event.pointerId);
      root.classList.add("cl-dragging");
    }

    board.addEventListener("pointermove", (event) => {
      if (!drag || event.pointerId !== drag.pointerId) return;
      lastPointerAt = event.timeStamp;
      const shape = model.get("shapes").find((s) => s.id === drag.id);
      if (!shape) return;
      const p = toWorld(event);
      const g = geometryOf(shape);
      const next = dragged(drag.mode, g, p, drag, snap);
      const before = JSON.stringify(g);
      local[drag.id] = Object.assign({}, local[drag.id] || {}, next);
      if (JSON.stringify(geometryOf(shape)) !== before) moved();
    });

    function endDrag(event) {
      if (!drag || event.pointerId !== drag.pointerId) return;
      board.releasePointerCapture(event.pointerId);
      drag = null;
      toWorldMap = null;
      document.removeEventListener("scroll", forgetMap, { capture: true });
      window.removeEventListener("resize", forgetMap);
      root.classList.remove("cl-dragging");
    }
    board.addEventListener("pointerup", endDrag);
    board.addEventListener("pointercancel", endDrag);

    function keyMove(event, shape) {
      if (playing) pause();
      const step = (event.shiftKey ? 10 : 1) * Math.max(model.get("snap"), 1);
      const d = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] }[event.key];
      const turn = { "[": -1, "]": 1, "{": -15, "}": 15 }[event.key];
      if (!d && !(turn && shape.rotate)) return;
      event.preventDefault();
      event.stopPropagation();
      lastPointerAt = event.timeStamp;
      const g = geometryOf(shape);
      let next;
      if (d) {
        next = { x: g.x + d[0], y: g.y + d[1] };
        if (g.x2 !== undefined) Object.assign(next, { x2: g.x2 + d[0], y2: g.y2 + d[1] });
      } else next = { angle: (((g.angle + turn) % 360) + 360) % 360 };
      local[shape.id] = Object.assign({}, local[shape.id] || {}, next);
      moved();
    }

    const player = document.createElement("div");
    player.className = "cl-player";
    const playButton = document.createElement("button");
    playButton.className = "cl-play";
    const stepButton = document.createElement("button");
    stepButton.className = "cl-step";
    stepButton.textContent = "step ⏭";
    const speed = document.createElement("select");
    speed.className = "cl-speed";
    for (const v of [0.25, 0.5, 1, 2, 4]) {
      const o = document.createElement("option");
      o.value = v;
      o.textContent = `${v}×`;
      if (v === 1) o.selected = true;
      speed.appendChild(o);
    }
    const counter = document.createElement("span");
    counter.className = "cl-frame";
    player.append(playButton, stepButton, speed, counter);
    root.insertBefore(player, board);

    function showFrame() {
      const f = frames()[frame];
      counter.textContent = ` frame ${frame} of ${frames().length - 1}`;
      root.dataset.frame = String(frame);
      if (f && !inFlight) {
        verdict.innerHTML = f.text;
        shown.verdict = null; // the frame's words, not the model's: the next showText puts those back
      }
    }

    function tick(now) {
      if (!playing) return;
      const per = 1000 / (model.get("fps") * Number(speed.value));
      if (clock === null) clock = now;
      const advance = Math.floor((now - clock) / per);
      if (advance > 0) {
        clock += advance * per;
        frame = Math.min(frame + advance, frames().length - 1);
        draw();
        showFrame();
        if (frame === frames().length - 1) pause();
      }
      if (playing) requestAnimationFrame(tick);
    }

    function play() {
      if (frame >= frames().length - 1) frame = 0;
      playing = true;
      clock = null;
      playButton.textContent = "pause ❚❚";
      root.dataset.playing = "true";
      requestAnimationFrame(tick);
    }

    function pause() {
      playing = false;
      playButton.textContent = "play ▶";
      root.dataset.playing = "false";
    }

    playButton.addEventListener("click", () => (playing ? pause() : play()));
    stepButton.addEventListener("click", () => {
      pause();
      frame = Math.min(frame + 1, frames().length - 1);
      draw();
      showFrame();
    });

    // --- drawing: the board's frame here, each kind of shape by its own function above -------
    let handleLayer = null; // drawn last: handles that must stay reachable above every shape

    function drawShape(layer, shape, reuse) {
      // reuse: the focused shape's group, redrawn in place so that the focus never leaves it
      shape = current(shape);
      const u = 1 / scale();
      const g = geometryOf(shape);
      const group = reuse || node("g", { "data-id": shape.id, class: shape.drag ? "cl-drag" : "cl-static" }, layer);
      if (reuse) reuse.replaceChildren();
      group.__shape = shape; // what its listeners act on: the latest record
      if (!shape.drag) group.setAttribute("pointer-events", "none"); // never in the way of a drag
      const color = shape.color || "#1f77b4";
      const stroke = {
        stroke: color, "stroke-width": (shape.linewidth || 1.5) * u,
        "stroke-dasharray": shape.dashed ? `${5 * u} ${3 * u}` : null,
      };
      if (shape.drag) {
        group.setAttribute("tabindex", "0");
        group.setAttribute("role", "button");
        group.setAttribute("aria-label", `${shape.label || shape.id}: drag, or use the arrow keys (shift: 10)` +
          (shape.rotate ? "; turn with the handle, or [ and ] (shift: 15 degrees)" : ""));
      }
      if (shape.drag && !reuse) {
        group.addEventListener("pointerdown", (e) => { group.focus({ preventScroll: true }); startDrag(e, group.__shape, "move"); });
        group.addEventListener("keydown", (e) => keyMove(e, group.__shape));
      }
      const pen = {
        u, uid, color, stroke, view: view(), handles: handleLayer,
        // a handle that starts a drag in `mode` (focusing the shape first when asked)
        grab: (handle, mode, focus) => handle.addEventListener("pointerdown", (e) => {
          if (focus) group.focus({ preventScroll: true });
          startDrag(e, shape, mode);
        }),
      };
      DRAW[shape.kind]?.(pen, group, shape, g);
      return group;
    }

    // The board's layers: the background (frame, grid, hatch pattern; redrawn only when the view,
    // scale or grid change), the shapes, and the handles above them. The focused shape's group is
    // never taken out of the document: moving the focus away and back on every redraw made the
    // page lay itself out and JupyterLab follow the focus, twice per request.
    const back = node("g", {}, board);
    let backKey = null;
    const layer = node("g", {}, board);

    function drawBack([x0, y0, w, h], u) {
      const key = JSON.stringify([x0, y0, w, h, u, model.get("grid"), model.get("ticks")]);
      if (key === backKey) return;
      backKey = key;
      back.replaceChildren();
      const defs = node("defs", {}, back);
      const pattern = node("pattern", { id: `${uid}-hatch`, patternUnits: "userSpaceOnUse", width: 6 * u, height: 6 * u,
        patternTransform: "rotate(45)" }, defs);
      node("line", { x1: 0, y1: 0, x2: 0, y2: 6 * u, stroke: "black", "stroke-width": 0.8 * u }, pattern);
      node("rect", { x: x0, y: y0, width: w, height: h, fill: "white", stroke: "#999", "stroke-width": u }, back);
      const step = model.get("grid");
      if (step > 0) drawGrid(back, [x0, y0, w, h], u, step, model.get("ticks") || step);
    }

    function draw() {
      const [x0, y0, w, h] = view();
      const s = scale();
      const u = 1 / s;
      const m = 34 * u; // a margin for the tick labels and axis names, top and left
      const r = 14 * u; // and a little room on the right and below
      // set only what changed: a new size makes the whole page lay itself out again
      setIfChanged(board, "viewBox", `${x0 - m} ${y0 - m} ${w + m + r} ${h + m + r}`);
      setIfChanged(board, "width", String((w + m + r) * s));
      setIfChanged(board, "height", String((h + m + r) * s));
      setIfChanged(board, "aria-label", model.get("title") || "drag playground");
      drawBack([x0, y0, w, h], u);
      const focused = layer.querySelector(".cl-drag:focus");
      const keep = focused?.parentNode === layer ? focused : null;
      if (keep) {
        for (const child of [...layer.childNodes]) if (child !== keep) child.remove();
      } else {
        layer.replaceChildren();
      }
      handleLayer?.remove();
      handleLayer = node("g", { class: "cl-handles" }, null);
      const shapes = model.get("shapes");
      let kept = false;
      const place = (shape) => {
        if (keep && !kept && shape.drag && shape.id === keep.dataset.id) {
          drawShape(layer, shape, keep);
          kept = true;
        } else {
          const group = drawShape(null, shape);
          if (keep && !kept) layer.insertBefore(group, keep);
          else layer.appendChild(group);
        }
      };
      // draggable shapes on top, in the order given
      for (const shape of shapes) if (!shape.drag && !shape.top) place(shape);
      for (const shape of shapes) if (shape.drag) place(shape);
      for (const shape of shapes) if (!shape.drag && shape.top) place(shape);
      if (keep && !kept) keep.remove(); // its shape is gone
      board.appendChild(handleLayer);
      root.dataset.shapes = JSON.stringify(Object.fromEntries(shapes.filter((s) => s.drag).map((s) => [s.id, geometryOf(s)])));
    }

    function setIfChanged(element, name, value) {
      if (element.getAttribute(name) !== value) element.setAttribute(name, value);
    }

    function showText() {
      for (const [element, key] of [[verdict, "verdict"], [details, "details"]]) {
        const html = model.get(key);
        if (shown[key] !== html) element.innerHTML = shown[key] = html;
      }
    }

    let runs = model.get("run");
    model.on("change", () => {
      if (model.get("run") !== runs) {
        runs = model.get("run"); // a new run (re-seeded from an edit, or new options)
        frame = 0;
      }
      const reply = model.get("reply");
      let stamp = null; // the trace of the request this change answers
      if (inFlight && reply === inFlight) {
        inFlight = 0;
        stamp = traced(reply);
        if (dirty) {
          send(); // the learner moved on meanwhile: ask about the latest geometry
        } else {
          if (!drag) local = {};
          showText();
          setPending(false);
          if (firstMoveAt !== null) latency.verdict.push(performance.now() - firstMoveAt);
          firstMoveAt = null;
        }
      } else if (!inFlight) {
        if (!drag) local = {};
        showText();
      }
      draw();
      syncPlayer();
      if (stamp) {
        stamp.drawn = performance.now();
        requestAnimationFrame(() => {
          stamp.painted = performance.now(); // the frame with the answer drawn comes next
          trace.push(stamp);
        });
      }
    });

    function traced(n) {
      const stamp = stamps.get(n);
      if (!stamp) return null;
      for (const k of stamps.keys()) if (k <= n) stamps.delete(k);
      stamp.received = performance.now();
      const kernel = model.get("trace");
      if (kernel && kernel.n === n) stamp.kernel = kernel;
      return stamp;
    }

    function syncPlayer() {
      player.style.display = frames().length ? "" : "none";
      if (frames().length) showFrame();
    }

    pause();
    draw();
    showText();
    setPending(false);
    syncPlayer();
  },
};
