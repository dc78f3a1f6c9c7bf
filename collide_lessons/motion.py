"""Moving objects: a small world that bounces things around a box, and a swept test.

:class:`World` is the **model**: the state (positions, velocities, sizes in
NumPy arrays) and the rules that advance it, :meth:`World.step` (move, bounce
off the walls, find colliding pairs, respond). Drawing it is the **view**
(``draw.board`` of ``widgets.world_shapes``, or the browser board), and the
playground (``widgets.WorldPlayground``: play, pause, drag an object) is the
**controller**: it turns what the learner does into calls on the model.
Same seed, same run.

>>> world = World.random(circles=3, rects=2, size=(200, 150), seed=1)
>>> report = world.step()
>>> world.inside_box()
True

:func:`sweep` (the swept test) finds *when* a moving box first meets another
during one step, which a once-per-frame overlap test can miss entirely;
:func:`sweep_times` gives the per-axis entry and exit times it is built on.

>>> from collide_lessons import Rect
>>> ball, platform = Rect(0, 0, 4, 4), Rect(0, 50, 40, 2)
>>> sweep(ball, (0, 100), platform)     # falls 100 px in one frame, straight through it
(0.46, 'top')
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from enum import IntEnum
from fractions import Fraction

import numpy as np

from . import sprites as sprite_images
from . import validate
from .coherent import CoherentPairs
from .collision import collides
from .masks import Mask
from .rects import contact_side, push_out
from .shapes import Circle, Rect

__all__ = [
    "SpritePairs",
    "SMALL_PAIRS",
    "Kind",
    "KINDS",
    "RULES",
    "StepReport",
    "World",
    "sweep",
    "sweep_times",
    "RESPONSES_TO_A_FLOOR",
    "drop_on_floor",
]


class Kind(IntEnum):
    """What an object in a :class:`World` is; stored as these codes in ``World.kind``."""

    CIRCLE = 0
    RECT = 1
    SPRITE = 2


KINDS = tuple(k.name.lower() for k in Kind)
RULES = {
    "all": None,
    "circles-vs-rects": {Kind.CIRCLE, Kind.RECT},
    "circles-vs-sprites": {Kind.CIRCLE, Kind.SPRITE},
}
"""Which kinds are tested against which: ``None`` = every pair; a set of two kind codes =
only pairs made of one of each (the GUI-objects applet tests circles against images only)."""


def _rows(values, name: str) -> np.ndarray:
    """An (n, 2) float array of accepted numbers, copied."""
    array = validate.float_array(values, name, last=2)
    if array.ndim != 2:
        raise ValueError(f"{name} must be an (n, 2) array, one row per object, got shape {array.shape}")
    return array.copy()


def _kinds(kind) -> np.ndarray:
    """Object kinds as int8 codes 0 (circle), 1 (rect), 2 (sprite), checked."""
    if isinstance(kind, (str, bytes)) or kind is None:
        raise TypeError(f"kind must be a list of codes 0 (circle), 1 (rect), 2 (sprite), got {kind!r}")
    array = np.asarray(kind)
    if array.ndim != 1:
        raise ValueError(f"kind must be a 1-D list with one code per object, got shape {array.shape}")
    if array.size and not (np.issubdtype(array.dtype, np.integer) or np.issubdtype(array.dtype, np.floating)):
        raise TypeError(f"kind must hold codes 0 (circle), 1 (rect), 2 (sprite), got dtype {array.dtype}")
    if array.size and not np.isin(array, (0, 1, 2)).all():
        bad = array[~np.isin(array, (0, 1, 2))][0].item()
        raise ValueError(f"kind must hold codes 0 (circle), 1 (rect), 2 (sprite); got {bad!r}")
    return array.astype(np.int8)


@dataclass
class StepReport:
    """What one step found: colliding pairs ``(i, j)`` (``i < j``) and who was in one.

    Attributes
    ----------
    pairs : numpy.ndarray (K, 2)
        Colliding pairs ``(i, j)``, ``i < j``.
    colliding : numpy.ndarray of bool (n,)
        Whether each object is in a pair.
    wall_hits : int
        How many wall bounces the step had.
    """

    pairs: np.ndarray
    colliding: np.ndarray
    wall_hits: int


class World:
    """Circles, rectangles and sprites moving with constant velocities inside a box.

    ``size`` is the box ``(width, height)`` the objects bounce in. Arrays (one
    row per object): ``kind`` (a :class:`Kind`: 0 circle, 1 rect, 2 sprite), ``pos``
    (circle centre, or rect/sprite top-left), ``vel`` (pixels per unit time),
    ``dims`` (``(r, r)`` for a circle, ``(w, h)`` otherwise). A sprite also has
    a :class:`~collide_lessons.masks.Mask` in ``masks``; any pair involving a
    sprite is decided pixel by pixel at whole-pixel positions, the other shape
    rasterised on the same grid (a pixel counts when its centre is inside).

    ``rule`` says which kinds are tested against which (see ``RULES``):
    ``"all"``, ``"circles-vs-rects"``, or ``"circles-vs-sprites"`` (as the applet
    in "How to detect collisions between moving GUI-objects?" tests only
    circles against images). ``response`` is ``"none"`` (just report) or
    ``"push"`` (move each pair apart by :func:`~collide_lessons.rects.push_out` of
    their bounding boxes, half each, and swap their velocities along that axis).

    Parameters
    ----------
    size : (width, height)
        The box the objects bounce in.
    kind : array_like of Kind (n,)
        What each object is.
    pos : array_like (n, 2)
        Circle centres, or rect/sprite top-left corners.
    vel : array_like (n, 2)
        Velocities, pixels per unit time.
    dims : array_like (n, 2)
        ``(r, r)`` for a circle, ``(w, h)`` otherwise.
    masks : list of Mask or None, optional
        One per object; a Mask for each sprite.
    rule : str, default 'all'
        Which kinds are tested against which (a key of ``RULES``).
    response : {'none', 'push'}, default 'none'
        What a collision does.
    """

    def __init__(self, size, kind, pos, vel, dims, *, masks=None, rule="all", response="none"):
        width, height = validate.pair(size, "size")
        self.width = validate.positive(width, "size width")
        self.height = validate.positive(height, "size height")
        self.kind = _kinds(kind)
        self.pos, self.vel, self.dims = (
            _rows(values, name) for values, name in ((pos, "pos"), (vel, "vel"), (dims, "dims"))
        )
        if not (len(self.kind) == len(self.pos) == len(self.vel) == len(self.dims)):
            raise ValueError(
                "kind, pos, vel and dims need one row per object; got "
                f"{len(self.kind)}, {len(self.pos)}, {len(self.vel)} and {len(self.dims)}"
            )
        if (self.dims < 0).any():
            raise ValueError("dims (object sizes) must be zero or more")
        validate.choice(rule, "rule", tuple(RULES))
        validate.choice(response, "response", ("none", "push"))
        self.masks = list(masks) if masks is not None else [None] * len(self.kind)
        if len(self.masks) != len(self.kind):
            raise ValueError("masks needs one entry per object (None for circles and rects)")
        for i, k in enumerate(self.kind.tolist()):
            if k == Kind.SPRITE:
                m = self.masks[i]
                if m is None or not hasattr(m, "bits"):
                    raise ValueError(f"object {i} is a sprite and needs a Mask")
                if (m.width, m.height) != tuple(self.dims[i].tolist()):
                    raise ValueError(f"object {i}: size must be the mask's (width, height)")
        self.rule, self.response = rule, response
        self.time = 0.0
        self.broad_phase = CoherentPairs()  # remembers the last frame's boxes and candidate pairs
        if not self.inside_box():
            raise ValueError("every object must start inside the box")

    @classmethod
    def random(
        cls,
        circles=10,
        rects=10,
        size=(400, 300),
        seed=0,
        speed=(20, 80),
        radius=(6, 16),
        sides=(10, 30),
        sprites=0,
        sprite_names=("planet", "star", "ship"),
        **options,
    ) -> World:
        """A seeded random world: same arguments, same world.

        Parameters
        ----------
        circles : int, default 10
            How many circles.
        rects : int, default 10
            How many rectangles.
        size : (width, height), default (400, 300)
            The box they bounce in.
        seed : int, default 0
            The random seed: same seed, same world.
        speed : (low, high), default (20, 80)
            The range of speeds, pixels per unit time.
        radius : (low, high), default (6, 16)
            The range of circle radii.
        sides : (low, high), default (10, 30)
            The range of rectangle sides.
        sprites : int, default 0
            How many sprites (pixel masks).
        sprite_names : tuple of str
            Which sprites to cycle through (``sprites.NAMES``).
        **options : keyword arguments
            ``rule`` and ``response``, passed to :class:`World`.

        Returns
        -------
        World
            The new world, every object placed uniformly at random inside the box (they may
            overlap from the start: nothing keeps them apart).

        Examples
        --------
        >>> w = World.random(circles=3, rects=2, seed=1)
        >>> len(w.kind), w.inside_box()
        (5, True)
        """

        for name, count in (("circles", circles), ("rects", rects), ("sprites", sprites)):
            if isinstance(count, bool) or not isinstance(count, (int, np.integer)) or count < 0:
                raise ValueError(f"{name} must be a whole number of objects, zero or more, got {count!r}")
        width, height = validate.pair(size, "size")
        for name, (lo, hi) in (("speed", speed), ("radius", radius), ("sides", sides)):
            lo, hi = validate.number(lo, f"{name}[0]"), validate.number(hi, f"{name}[1]")
            if not 0 <= lo <= hi:
                raise ValueError(
                    f"{name} must be a range (low, high) with 0 <= low <= high, got {(lo, hi)!r}"
                )
        if 2 * radius[1] > min(width, height) or sides[1] > min(width, height):
            raise ValueError(
                f"size {tuple(size)!r} is too small for objects up to radius {radius[1]} "
                f"and side {sides[1]}: every object must fit inside the box"
            )
        rng = np.random.default_rng(seed)
        n = circles + rects + sprites
        kind = np.r_[
            np.full(circles, Kind.CIRCLE, np.int8),
            np.full(rects, Kind.RECT, np.int8),
            np.full(sprites, Kind.SPRITE, np.int8),
        ]
        r = rng.uniform(*radius, circles)
        masks = [None] * (circles + rects)
        for k in range(sprites):
            masks.append(Mask.from_image(sprite_images.load(sprite_names[k % len(sprite_names)])))
        sprite_dims = np.array([[m.width, m.height] for m in masks[circles + rects :]], float).reshape(-1, 2)
        dims = np.vstack([np.column_stack([r, r]), rng.uniform(*sides, (rects, 2)), sprite_dims])
        lo = np.where(kind[:, None] == Kind.CIRCLE, dims, 0)
        hi = np.array(size, float) - np.where(kind[:, None] == Kind.CIRCLE, dims, dims)
        pos = rng.uniform(lo, hi)
        angle = rng.uniform(0, 2 * np.pi, n)
        v = rng.uniform(*speed, n)
        vel = np.column_stack([v * np.cos(angle), v * np.sin(angle)])
        pos[kind == Kind.SPRITE] = np.floor(pos[kind == Kind.SPRITE])
        return cls(size, kind, pos, vel, dims, masks=masks, **options)

    # --- geometry ----------------------------------------------------------------------
    def boxes(self) -> np.ndarray:
        """Bounding boxes ``(n, 4)`` LTRB of every object.

        Returns
        -------
        numpy.ndarray (n, 4)
            One LTRB row per object.

        Examples
        --------
        >>> World.random(circles=1, rects=0).boxes().shape
        (1, 4)
        """
        circle = self.kind == Kind.CIRCLE
        left_top = np.where(circle[:, None], self.pos - self.dims, self.pos)
        right_bottom = np.where(circle[:, None], self.pos + self.dims, self.pos + self.dims)
        return np.hstack([left_top, right_bottom])

    def shape(self, i: int):
        """Object ``i`` as a ``Circle`` or ``Rect`` (a sprite as its bounding ``Rect``).

        Parameters
        ----------
        i : int
            The object's index.

        Returns
        -------
        Circle or Rect
            The object's shape now.

        Examples
        --------
        >>> type(World.random(circles=1, rects=0).shape(0)).__name__
        'Circle'
        """
        x, y = self.pos[i].tolist()
        if self.kind[i] == Kind.CIRCLE:
            return Circle(x, y, float(self.dims[i, 0]))
        return Rect(x, y, *self.dims[i].tolist())

    def inside_box(self) -> bool:
        """Whether every object lies inside the world's box.

        Returns
        -------
        bool
            Whether every object's bounding box lies within the world's box (to 1e-9).

        Examples
        --------
        >>> World.random(circles=2, rects=2).inside_box()
        True
        """
        b = self.boxes()
        eps = 1e-9
        return bool(
            (b[:, 0] >= -eps).all()
            and (b[:, 1] >= -eps).all()
            and (b[:, 2] <= self.width + eps).all()
            and (b[:, 3] <= self.height + eps).all()
        )

    def speeds(self) -> np.ndarray:
        """Each object's speed.

        Returns
        -------
        numpy.ndarray (n,)
            Each object's speed, ``hypot(vx, vy)``.

        Examples
        --------
        >>> w = World((100, 100), [Kind.CIRCLE], [[50, 50]], [[3, 4]], [[5, 5]])
        >>> w.speeds().tolist()
        [5.0]
        """
        return np.hypot(self.vel[:, 0], self.vel[:, 1])

    # --- the rules that advance the model ------------------------------------------------
    def step(self, dt: float = 0.1) -> StepReport:
        """Move by ``vel * dt``, bounce off the walls, report (and respond to) collisions.

        Parameters
        ----------
        dt : float, default 0.1
            The time step.

        Returns
        -------
        StepReport
            The colliding pairs, who collided, and how many wall bounces.

        Examples
        --------
        >>> w = World.random(circles=4, rects=4, seed=3)
        >>> report = w.step()
        >>> report.pairs.shape[1], w.inside_box()
        (2, True)
        """
        dt = validate.size(dt, "dt")
        self.pos += self.vel * dt
        hits = self._bounce()
        pairs = self.colliding_pairs()
        if self.response == "push" and len(pairs):
            self._push_apart(pairs)
            hits += self._bounce()
        self.time += dt
        colliding = np.zeros(len(self.pos), dtype=bool)
        colliding[pairs.ravel()] = True
        return StepReport(pairs, colliding, hits)

    def _bounce(self) -> int:
        """Mirror anything past a wall back inside and flip that velocity component."""
        b = self.boxes()
        hits = 0
        for axis, limit in ((0, self.width), (1, self.height)):
            low = b[:, axis]
            high = b[:, axis + 2]
            extent = high - low
            under, over = low < 0, high > limit
            self.pos[under, axis] += -2 * low[under]
            self.pos[over, axis] -= 2 * (high[over] - limit)
            flip = (under & (self.vel[:, axis] < 0)) | (over & (self.vel[:, axis] > 0))
            self.vel[flip, axis] *= -1
            hits += int(flip.sum())
            # a step longer than the box: clamp (mirroring once may not be enough)
            b = self.boxes()
            lo_now = b[:, axis]
            shift = np.clip(lo_now, 0, np.maximum(limit - extent, 0)) - lo_now
            self.pos[:, axis] += shift
            b = self.boxes()
        return hits

    def colliding_pairs(self) -> np.ndarray:
        """Broad phase on bounding boxes, then the exact test per candidate:
        ``collides`` for circles and rects, pixels when a sprite is involved.

        The broad phase is the world's :class:`~collide_lessons.coherent.CoherentPairs`
        (``broad_phase``): it repairs last frame's candidate pairs instead of starting over,
        and gives exactly ``find_pairs(self.boxes())``.

        Returns
        -------
        numpy.ndarray of int64 (K, 2)
            Pairs ``(i, j)``, ``i < j``, that collide now under ``rule``.

        Examples
        --------
        >>> w = World((50, 50), [Kind.RECT, Kind.RECT], [[0, 0], [5, 5]], [[0, 0], [0, 0]],
        ...           [[10, 10], [10, 10]])
        >>> w.colliding_pairs().tolist()
        [[0, 1]]
        """
        candidates = self.broad_phase.update(self.boxes())
        wanted = RULES[self.rule]
        keep = []
        for i, j in candidates.tolist():
            if wanted is not None and {int(self.kind[i]), int(self.kind[j])} != wanted:
                continue
            if Kind.SPRITE in (self.kind[i], self.kind[j]):
                hit = self._pixels_meet(i, j)
            else:
                hit = collides(self.shape(i), self.shape(j))
            if hit:
                keep.append((i, j))
        return np.array(keep, dtype=np.int64).reshape(-1, 2)

    def pixel_mask(self, i):
        """Object ``i`` on the pixel grid: ``(Mask, (x, y))`` with ``(x, y)`` its top-left pixel.

        Parameters
        ----------
        i : int
            The object's index.

        Returns
        -------
        tuple of (Mask, (int, int))
            The object's mask and its top-left pixel.

        Examples
        --------
        >>> w = World((50, 50), [Kind.RECT], [[1, 2]], [[0, 0]], [[3, 2]])
        >>> mask, corner = w.pixel_mask(0)
        >>> mask.size, corner
        ((3, 2), (1, 2))
        """

        if self.kind[i] == Kind.SPRITE:
            x, y = np.floor(self.pos[i]).astype(int).tolist()
            return self.masks[i], (x, y)
        left, top, right, bottom = self.boxes()[i].tolist()
        x0, y0 = int(np.floor(left)), int(np.floor(top))
        x1, y1 = int(np.ceil(right)), int(np.ceil(bottom))
        px = np.arange(x0, x1) + 0.5
        py = np.arange(y0, y1) + 0.5
        if self.kind[i] == Kind.CIRCLE:
            cx, cy = self.pos[i].tolist()
            r = float(self.dims[i, 0])
            bits = (px[None, :] - cx) ** 2 + (py[:, None] - cy) ** 2 < r * r
        else:
            bits = ((px[None, :] > left) & (px[None, :] < right)) & (
                (py[:, None] > top) & (py[:, None] < bottom)
            )
        return Mask(bits.reshape(max(0, y1 - y0), max(0, x1 - x0))), (x0, y0)

    def _pixels_meet(self, i, j) -> bool:
        (a, (ax, ay)), (b, (bx, by)) = self.pixel_mask(i), self.pixel_mask(j)
        return a.overlap_area(b, (bx - ax, by - ay)) > 0

    def _push_apart(self, pairs):
        """Separate each pair by ``push_out`` of their boxes (half each), swap velocities along it.

        ``push_out`` takes the smaller of the two ways out on each axis, so a box whose span
        lies inside the other's on an axis is pushed out past the far edge when that is
        shorter, not by the overlap's width (which would leave them overlapping)."""
        for i, j in pairs.tolist():
            a, b = self.boxes()[[i, j]]
            dx, dy = push_out(Rect.from_ltrb(*a), Rect.from_ltrb(*b))  # moves i out of j
            if dx == 0 and dy == 0:
                continue
            axis, move = (0, dx) if dx != 0 else (1, dy)
            self.pos[i, axis] += move / 2
            self.pos[j, axis] -= move / 2
            sign = 1.0 if move > 0 else -1.0
            vi, vj = self.vel[i, axis], self.vel[j, axis]
            if (vi - vj) * sign < 0:  # approaching: swap (equal masses)
                self.vel[i, axis], self.vel[j, axis] = vj, vi


# SpritePairs moved to its own module (one idea: which sprites touch pixel for pixel each
# frame); motion.SpritePairs and motion.SMALL_PAIRS stay as aliases for one release.
from .sprite_pairs import SMALL_PAIRS, SpritePairs  # noqa: E402


def sweep(mover: Rect, velocity, obstacle: Rect):
    """When, during one step, does ``mover`` moving by ``velocity`` first hit ``obstacle``?

    A contact query: it returns ``(t, side)`` for the first time ``t`` in
    ``[0, 1]`` (a fraction of the step) at which the closed boxes meet while
    the motion carries the mover *into* the obstacle, and the side of
    ``obstacle`` that was hit; ``None`` when that never happens during the
    step. Geometrically: a ray from the mover's top-left corner against the
    obstacle grown by the mover's size. Built on :func:`sweep_times`: contact
    starts at the later of the two axes' entry times and ends at the earlier
    exit; the axis that entered last names the side. When both boxes move, pass
    the relative velocity (the mover's minus the obstacle's).

    * Touching at the start and moving apart, sliding along an edge, or
      grazing a corner is no contact.
    * A zero-size mover (a bullet) hits like any other box; an obstacle of
      zero width (or height) cannot be entered across that axis, only along it.
    * Already in contact at the start and moving in (or overlapping): ``t`` is
      0 and the side is :func:`~collide_lessons.rects.contact_side`'s.
    * A corner hit counts as ``top``/``bottom``, like ``contact_side``.

    The decision and the side are exact (rational arithmetic on the stored
    edges); ``t`` is the exact time rounded to the nearest float.

    Parameters
    ----------
    mover : Rect
        The box at the start of the step.
    velocity : (dx, dy)
        Its move during the step.
    obstacle : Rect
        The box it may hit (not moving).

    Returns
    -------
    tuple or None
        ``(t, side)``: the first time of contact as a fraction of the step in ``[0, 1]`` and the
        obstacle's side hit; ``None`` when they do not meet.

    Examples
    --------
    >>> sweep(Rect(0, 0, 10, 10), (30, 0), Rect(20, 0, 10, 10))
    (0.3333333333333333, 'left')
    >>> sweep(Rect(0, 0, 10, 10), (30, 0), Rect(20, 10, 10, 10)) is None   # slides along an edge
    True
    >>> sweep(Rect(0, 0, 0, 0), (100, 5), Rect(50, 0, 2, 10))              # a bullet
    (0.5, 'left')
    """
    (x0, x1), (y0, y1) = sweep_times(mover, velocity, obstacle).values()
    vx, vy = validate.pair(velocity, "velocity")
    start, end = max(x0, y0), min(x1, y1)
    if not (start < end) or start > 1 or end <= 0:
        return None
    if start <= 0:
        return (0.0, contact_side(mover, obstacle))
    if y0 >= x0:
        side = "top" if vy > 0 else "bottom"
    else:
        side = "left" if vx > 0 else "right"
    return (float(start), side)


def sweep_times(mover: Rect, velocity, obstacle: Rect) -> dict:
    """Per axis, the times when ``mover``, moving by ``velocity``, overlaps ``obstacle`` on that axis.

    The swept test (:func:`sweep`) is built on these windows. Along x the mover's
    span ``[x, right]`` moves by ``vx`` per step; it starts to overlap the
    obstacle's span when its leading edge reaches the obstacle's near edge
    (the **entry** time) and stops when its trailing edge passes the far edge
    (the **exit** time), both as fractions of the step, and either may be
    negative or past 1. The boxes meet while *both* axes overlap: contact
    starts at the later entry and ends at the earlier exit. An axis with no
    motion overlaps for all time (``-inf, inf``) or never (``inf, -inf``).
    For two moving boxes, pass the relative velocity (the mover's minus the
    obstacle's): the test is then done in the obstacle's frame.

    Parameters
    ----------
    mover : Rect
        The box at the start of the step.
    velocity : (dx, dy)
        Its move during the step.
    obstacle : Rect
        The box it may hit (not moving).

    Returns
    -------
    dict
        ``{"x": (entry, exit), "y": (entry, exit)}``, exact ``Fraction`` times
        (``math.inf`` or ``-math.inf`` for an axis without motion).

    Examples
    --------
    >>> times = sweep_times(Rect(0, 18, 20, 20), (100, 10), Rect(100, 40, 40, 80))
    >>> [str(t) for t in times["x"]], [str(t) for t in times["y"]]
    (['4/5', '7/5'], ['1/5', '51/5'])
    >>> sweep_times(Rect(0, 0, 10, 10), (30, 0), Rect(20, 5, 10, 10))["y"]   # already overlapping on y
    (-inf, inf)
    """
    for name, r in (("mover", mover), ("obstacle", obstacle)):
        if not isinstance(r, Rect):
            raise TypeError(f"{name} must be a Rect, got {type(r).__name__} {r!r}")
    vx, vy = validate.pair(velocity, "velocity")

    def window(lo, hi, v, other_lo, other_hi):
        """Closed when moving; when still, all time if the open spans share length
        (a point counts as its own inside), else never."""
        if v == 0:
            inside = lo < other_hi and other_lo < hi if lo < hi else other_lo < lo < other_hi
            return (-math.inf, math.inf) if inside else (math.inf, -math.inf)
        t1 = (Fraction(other_lo) - Fraction(hi)) / Fraction(v)
        t2 = (Fraction(other_hi) - Fraction(lo)) / Fraction(v)
        return (min(t1, t2), max(t1, t2))

    return {
        "x": window(mover.x, mover.right, vx, obstacle.x, obstacle.right),
        "y": window(mover.y, mover.bottom, vy, obstacle.y, obstacle.bottom),
    }


RESPONSES_TO_A_FLOOR = ("reverse", "push")
"""``"reverse"``: flip the velocity on overlap and nothing else (the naive response);
``"push"``: push the box out of the floor with ``push_out`` first, then flip it."""


def drop_on_floor(
    response: str = "push", *, frames: int = 60, start=20.0, gravity=1.0, restitution=0.5, size=10
) -> list:
    """A box falling under gravity onto a floor whose top is at y = 100, frame by frame.

    Each frame: ``vy += gravity``, ``y += vy``, then, if the box overlaps the
    floor, the response. ``"reverse"`` only flips the velocity (losing some
    speed, ``vy = -vy * restitution``): when the box is deeper in than one
    frame's rebound carries it, it is still overlapping next frame, the
    velocity flips back, and the box stays inside: after a few frames of
    bobbing it sinks by ``gravity / (1 + restitution)`` every frame (2/3 px with
    the defaults), the flip turning its speed upward and gravity turning it
    back down before each move.
    ``"push"`` first moves the box out by :func:`~collide_lessons.rects.push_out`,
    then flips the velocity: the box comes to rest on the floor.

    Returns one ``(y, overlapping)`` pair per frame: the box's top after the
    response, and whether it overlapped the floor before it.

    Parameters
    ----------
    response : {'push', 'reverse'}, default 'push'
        What happens on overlap.
    frames : int, default 60
        How many frames to run.
    start : float, default 20.0
        The box's starting top.
    gravity : float, default 1.0
        Added to the velocity each frame.
    restitution : float, default 0.5
        The share of speed kept on a bounce.
    size : float, default 10
        The box's side.

    Returns
    -------
    list of (float, bool)
        Per frame, the box's top after the response and whether it overlapped the floor before
        it.

    Examples
    --------
    >>> drop_on_floor("reverse")[-1][0] > 100        # sunk below the floor's top
    True
    >>> drop_on_floor("push")[-1]                    # resting on it: bottom at 100
    (90.0, True)
    """
    validate.choice(response, "response", RESPONSES_TO_A_FLOOR)
    frames = int(validate.size(frames, "frames"))
    y, vy = float(validate.number(start, "start")), 0.0
    gravity, restitution = validate.number(gravity, "gravity"), validate.size(restitution, "restitution")
    size = validate.positive(size, "size")
    floor = Rect(-50, 100, 200, 50)
    out = []
    for _ in range(frames):
        vy += gravity
        y += vy
        box = Rect(0, y, size, size)
        hit = collides(box, floor)
        if hit:
            if response == "push":
                y += push_out(box, floor)[1]
            vy = -vy * restitution
        out.append((y, hit))
    return out
