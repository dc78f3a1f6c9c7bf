"""A character on a tile map: the collision step every platformer needs.

A level is a grid of square tiles, each empty (``.``), solid (``#``) or a
one-way platform (``=``: solid only to something coming down onto its top).
A character is a box, a ``Rect`` with positive width and height, moved by a
velocity each frame. The step that keeps it out of the walls is:

1. move along x, and stop against the first solid tile in the way;
2. then move along y, and stop against the first tile in the way (a one-way
   platform stops only a fall that starts on or above its top);
3. report which of the character's sides now rest against a tile.

Each axis is swept: every tile between the start and the end of the move is
looked at, not only the tiles at the end, so a fall faster than a tile per
frame still lands on a one-tile floor. Moving both axes at once and pushing
out by least penetration (:func:`step_both_axes`) snags on the seam between
two floor tiles; testing only where the box ends up (:func:`step_unswept`)
falls through thin floors. Both are kept here, tested, for the lesson.

The edge rule is the package's: a tile blocks when the box would share area
with it (``<``); a box resting on a tile's edge only touches it, so it can
slide along a floor or a wall. Resting counts as contact (``<=``): that is
what :func:`on_ground` asks, one unit below the feet.

Stored numbers are compared exactly. Tiles have integer edges (the tile size
is a whole number); a stopped box's leading edge is set to the tile's edge
exactly, so the next frame sees it touching, never overlapping by a rounding.

>>> level = TileMap(["....",
...                  "....",
...                  "####"], tile=10)
>>> step(Rect(2, 5, 6, 10), (3, 4), level)       # falls 4, but the floor is 5 below its feet...
Step(box=Rect(x=5, y=9, w=6, h=10), sides=())
>>> step(Rect(5, 9, 6, 10), (0, 4), level)       # ...and lands on it next frame
Step(box=Rect(x=5, y=10, w=6, h=10), sides=('bottom',))
"""

from __future__ import annotations

import math
from fractions import Fraction
from typing import NamedTuple

from . import validate
from .rects import push_out
from .shapes import Rect

__all__ = [
    "EMPTY",
    "SOLID",
    "ONE_WAY",
    "TileMap",
    "Step",
    "move_x",
    "move_y",
    "step",
    "contacts",
    "on_ground",
    "step_both_axes",
    "step_unswept",
    "run",
]

EMPTY, SOLID, ONE_WAY = ".", "#", "="
"""The three kinds of tile, as written in a level's rows."""


class Step(NamedTuple):
    """What one step did: the character's new box and the sides of it that rest against tiles.

    Parameters
    ----------
    box : Rect
        Where the character ends.
    sides : tuple of str
        The sides of the character resting against a tile, in alphabetical order
        (``'bottom'``: on the ground; ``'left'``, ``'right'``: a wall; ``'top'``: a ceiling).
    """

    box: Rect
    sides: tuple


class TileMap:
    """A grid of square tiles, written as rows of text (``.`` empty, ``#`` solid, ``=`` one-way).

    Tile ``(col, row)`` covers ``[col * tile, (col + 1) * tile] x [row * tile, (row + 1) * tile]``
    in screen coordinates (y grows down). Outside the rows everything is empty.

    Parameters
    ----------
    rows : sequence of str
        The level, top row first, every row the same length.
    tile : int, default 16
        The side of one tile, a positive whole number (pixels).

    Examples
    --------
    >>> level = TileMap(["#..", "#==", "###"], tile=8)
    >>> level.cols, level.rows, level.kind(1, 1), level.kind(5, 0)
    (3, 3, '=', '.')
    >>> level.tile_rect(1, 2)
    Rect(x=8, y=16, w=8, h=8)
    >>> TileMap(["#.", "#"])
    Traceback (most recent call last):
    ...
    ValueError: TileMap rows must all have the same length; row 1 has 1 tiles, row 0 has 2
    """

    def __init__(self, rows, tile: int = 16):
        if isinstance(rows, str) or not isinstance(rows, (list, tuple)):
            raise TypeError(
                f"TileMap rows must be a list of strings such as ['#..', '###'], got {type(rows).__name__} "
                f"{rows!r:.60}"
            )
        if not all(isinstance(row, str) for row in rows):
            raise TypeError(
                f"TileMap rows must be a list of strings such as ['#..', '###'], got {rows!r:.80}"
            )
        rows = tuple(rows)
        if not rows or not rows[0]:
            raise ValueError("TileMap needs at least one row of at least one tile")
        for i, row in enumerate(rows):
            if len(row) != len(rows[0]):
                raise ValueError(
                    f"TileMap rows must all have the same length; row {i} has {len(row)} tiles, "
                    f"row 0 has {len(rows[0])}"
                )
            wrong = set(row) - {EMPTY, SOLID, ONE_WAY}
            if wrong:
                raise ValueError(
                    f"TileMap row {i} holds {sorted(wrong)}; allowed are '.' (empty), '#' (solid) "
                    "and '=' (one-way platform)"
                )
        if isinstance(tile, bool) or not isinstance(tile, int):
            raise TypeError(
                f"TileMap tile must be a whole number of pixels, got {type(tile).__name__} {tile!r}"
            )
        if not 1 <= tile <= 2**20:
            raise ValueError(f"TileMap tile must be a whole number from 1 to 2**20 (pixels), got {tile!r}")
        self.text = rows
        self.tile = tile
        self.rows, self.cols = len(rows), len(rows[0])

    def __repr__(self):
        return f"TileMap({list(self.text)!r}, tile={self.tile})"

    def kind(self, col: int, row: int) -> str:
        """The tile at ``(col, row)``: ``'.'``, ``'#'`` or ``'='`` (empty outside the map).

        Parameters
        ----------
        col, row : int
            The tile's column (x) and row (y).

        Returns
        -------
        str
            One of ``EMPTY``, ``SOLID``, ``ONE_WAY``.

        Examples
        --------
        >>> TileMap(["#="]).kind(1, 0), TileMap(["#="]).kind(-1, 0)
        ('=', '.')
        """
        if 0 <= row < self.rows and 0 <= col < self.cols:
            try:
                return self.text[row][col]
            except TypeError:
                pass
        elif isinstance(col, int) and isinstance(row, int):
            return EMPTY
        raise TypeError(f"tile indices must be whole numbers (col, row), got ({col!r}, {row!r})")

    def tile_rect(self, col: int, row: int) -> Rect:
        """The square tile ``(col, row)`` covers.

        Parameters
        ----------
        col, row : int
            The tile's column and row.

        Returns
        -------
        Rect
            ``Rect(col * tile, row * tile, tile, tile)``.

        Examples
        --------
        >>> TileMap(["..", ".."], tile=10).tile_rect(1, 0)
        Rect(x=10, y=0, w=10, h=10)
        """
        return Rect(col * self.tile, row * self.tile, self.tile, self.tile)

    def span(self, lo, hi, axis: str = "x") -> range:
        """The tile indices on ``axis`` whose open span meets the open span ``(lo, hi)``, inside the map.

        Exact: the first index is the largest ``i`` with ``i * tile <= lo``, found by
        comparing, not by trusting a rounded division. Only indices inside the map
        (columns ``0 .. cols - 1`` for ``"x"``, rows ``0 .. rows - 1`` for ``"y"``) are
        given, since everything outside is empty; so a span of any length costs at
        most the map's width.

        Parameters
        ----------
        lo, hi : int or float
            The span's ends along one axis.
        axis : {"x", "y"}, default "x"
            Columns or rows.

        Returns
        -------
        range
            The indices ``i`` inside the map with ``i * tile < hi`` and ``lo < (i + 1) * tile``
            (empty when ``lo >= hi``).

        Examples
        --------
        >>> level = TileMap(["...."], tile=10)
        >>> list(level.span(10, 20)), list(level.span(9.5, 20.5)), list(level.span(-1e300, 1e300))
        ([1], [0, 1, 2], [0, 1, 2, 3])
        >>> list(level.span(-5, 30, "y"))
        [0]
        """
        lo, hi = validate.number(lo, "lo"), validate.number(hi, "hi")
        count = {"x": self.cols, "y": self.rows}[validate.choice(axis, "axis", ("x", "y"))]
        if not lo < hi or hi <= 0 or lo >= count * self.tile:
            return range(0)
        first = 0 if lo < 0 else self._index_at_or_below(lo)
        last = count - 1 if hi > count * self.tile else self._index_below(hi)
        return range(first, last + 1)

    def _index_at_or_below(self, value) -> int:
        if abs(value) >= 2**50:  # a float division could be off by many tiles here: divide exactly
            return math.floor(Fraction(value) / self.tile)
        i = math.floor(value / self.tile)  # off by at most one; the loops below settle it exactly
        while i * self.tile > value:
            i -= 1
        while (i + 1) * self.tile <= value:
            i += 1
        return i

    def _index_below(self, value) -> int:
        """The largest ``i`` with ``i * tile < value``."""
        i = self._index_at_or_below(value)
        return i - 1 if i * self.tile == value else i

    def overlapping(self, box: Rect) -> list:
        """The non-empty tiles ``(col, row)`` that share area with ``box``, row by row.

        Parameters
        ----------
        box : Rect
            Any rectangle.

        Returns
        -------
        list of (int, int)
            Solid and one-way tiles whose interior meets the box's interior.

        Examples
        --------
        >>> level = TileMap(["##", "##"], tile=10)
        >>> level.overlapping(Rect(5, 10, 10, 10))   # resting on row 0 does not count
        [(0, 1), (1, 1)]
        """
        box = _box(box)
        return [
            (col, row)
            for row in self.span(box.top, box.bottom, "y")
            for col in self.span(box.left, box.right)
            if self.kind(col, row) != EMPTY
        ]


def _box(value) -> Rect:
    if not isinstance(value, Rect):
        raise TypeError(f"the character's box must be a Rect, got {type(value).__name__} {value!r}")
    return value


def _character(value) -> Rect:
    box = _box(value)
    if not (box.w > 0 and box.h > 0):
        raise ValueError(f"the character's box must have positive width and height, got {box!r}")
    return box


def _tiles(value) -> TileMap:
    if not isinstance(value, TileMap):
        raise TypeError(f"tiles must be a TileMap, got {type(value).__name__} {value!r}")
    return value


def _stopped(box: Rect, *, right=None, bottom=None) -> Rect:
    """``box`` moved so that its right (or bottom) edge is exactly ``right`` (or ``bottom``).

    Its size is kept when the subtraction is exact (always for whole numbers);
    otherwise the edge is kept and the size rounded, so the box never overlaps
    the tile it stopped against.
    """
    if right is not None:
        x = right - box.w
        moved = Rect(x, box.y, box.w, box.h)
        return moved if moved.right == right else Rect.from_ltrb(x, box.top, right, box.bottom)
    y = bottom - box.h
    moved = Rect(box.x, y, box.w, box.h)
    if moved.bottom == bottom and moved.right == box.right:
        return moved
    return Rect.from_ltrb(box.left, y, box.right, bottom)


def move_x(box: Rect, vx, tiles: TileMap) -> Rect:
    """Move ``box`` along x by ``vx``, stopping against the first solid tile in the way.

    The tiles looked at are every solid tile whose rows meet the box's open
    y-span and whose near edge lies between the box's leading edge before and
    after the free move (``box.move(vx, 0)``). A stop puts the leading edge on
    the tile's edge exactly. One-way platforms never stop a sideways move, and
    a tile the box already overlaps does not stop it (so a stuck box can leave).

    Parameters
    ----------
    box : Rect
        The character, positive width and height.
    vx : int or float
        The move along x this frame.
    tiles : TileMap
        The level.

    Returns
    -------
    Rect
        The box after the move.

    Examples
    --------
    >>> wall = TileMap(["..#", "..#"], tile=10)
    >>> move_x(Rect(0, 0, 5, 10), 30, wall)      # stops with its right edge on the wall's left
    Rect(x=15, y=0, w=5, h=10)
    >>> move_x(Rect(0, 20, 5, 10), 30, wall)     # below the wall: nothing in the way
    Rect(x=30, y=20, w=5, h=10)
    """
    box, tiles = _character(box), _tiles(tiles)
    vx = validate.number(vx, "vx")
    free = box.move(vx, 0)
    rows = tiles.span(box.top, box.bottom, "y")
    if vx > 0:
        for col in tiles.span(box.right, free.right):
            edge = col * tiles.tile
            if edge >= box.right and any(tiles.kind(col, row) == SOLID for row in rows):
                return _stopped(box, right=edge)
    elif vx < 0:
        for col in reversed(tiles.span(free.left, box.left)):
            edge = (col + 1) * tiles.tile
            if edge <= box.left and any(tiles.kind(col, row) == SOLID for row in rows):
                return Rect(edge, box.y, box.w, box.h)
    return free


def move_y(box: Rect, vy, tiles: TileMap) -> Rect:
    """Move ``box`` along y by ``vy`` (down is positive), stopping on the first tile in the way.

    Like :func:`move_x` on the other axis. Going down, solid tiles and one-way
    platforms stop the box when their top lies at or below its feet before the
    move and above them after it; going up, only solid tiles stop it (it jumps
    through a one-way platform from below).

    Parameters
    ----------
    box : Rect
        The character, positive width and height.
    vy : int or float
        The move along y this frame.
    tiles : TileMap
        The level.

    Returns
    -------
    Rect
        The box after the move.

    Examples
    --------
    >>> level = TileMap(["...", "===", "..."], tile=10)
    >>> move_y(Rect(0, 0, 5, 5), 50, level)      # lands on the platform, from above
    Rect(x=0, y=5, w=5, h=5)
    >>> move_y(Rect(0, 25, 5, 5), -30, level)    # from below it jumps through
    Rect(x=0, y=-5, w=5, h=5)
    """
    box, tiles = _character(box), _tiles(tiles)
    vy = validate.number(vy, "vy")
    free = box.move(0, vy)
    cols = tiles.span(box.left, box.right)
    if vy > 0:
        for row in tiles.span(box.bottom, free.bottom, "y"):
            edge = row * tiles.tile
            if edge >= box.bottom and any(tiles.kind(col, row) != EMPTY for col in cols):
                return _stopped(box, bottom=edge)
    elif vy < 0:
        for row in reversed(tiles.span(free.top, box.top, "y")):
            edge = (row + 1) * tiles.tile
            if edge <= box.top and any(tiles.kind(col, row) == SOLID for col in cols):
                return Rect(box.x, edge, box.w, box.h)
    return free


def contacts(box: Rect, tiles: TileMap) -> tuple:
    """The sides of ``box`` that rest against a tile: ``'bottom'`` (on the ground), ``'top'``, and so on.

    A side rests against a tile when it lies on the tile's facing edge along a
    stretch of positive length (a corner alone does not hold you up). The
    bottom rests on solid tiles and on one-way platforms; the other sides only
    on solid tiles.

    Parameters
    ----------
    box : Rect
        The character.
    tiles : TileMap
        The level.

    Returns
    -------
    tuple of str
        The sides in contact, in alphabetical order.

    Examples
    --------
    >>> level = TileMap(["#..", "###"], tile=10)
    >>> contacts(Rect(10, 0, 10, 10), level)     # on the floor, against the wall on its left
    ('bottom', 'left')
    >>> contacts(Rect(20, -10, 10, 10), level)   # only a corner of the wall below-left: nothing
    ()
    """
    box, tiles = _box(box), _tiles(tiles)
    t = tiles.tile
    sides = set()
    cols, rows = tiles.span(box.left, box.right), tiles.span(box.top, box.bottom, "y")
    if box.bottom % t == 0 and any(tiles.kind(c, int(box.bottom // t)) != EMPTY for c in cols):
        sides.add("bottom")
    if box.top % t == 0 and any(tiles.kind(c, int(box.top // t) - 1) == SOLID for c in cols):
        sides.add("top")
    if box.left % t == 0 and any(tiles.kind(int(box.left // t) - 1, r) == SOLID for r in rows):
        sides.add("left")
    if box.right % t == 0 and any(tiles.kind(int(box.right // t), r) == SOLID for r in rows):
        sides.add("right")
    return tuple(sorted(sides))


def on_ground(box: Rect, tiles: TileMap, *, probe=1) -> bool:
    """Is the character standing on something? Probe a strip ``probe`` units tall under its feet.

    True when a solid tile or one-way platform has its top in
    ``[box.bottom, box.bottom + probe)`` under a stretch of the box's bottom edge.
    A box resting exactly on the floor only *touches* it, so a test that asks
    for shared area (``collides(box, floor)``) says no: the ground test must let
    touching count, which the probe does.

    Parameters
    ----------
    box : Rect
        The character.
    tiles : TileMap
        The level.
    probe : int or float, default 1
        How far below the feet to look (one pixel, or one unit).

    Returns
    -------
    bool
        Whether something is underfoot.

    Examples
    --------
    >>> floor = TileMap(["..", "##"], tile=10)
    >>> on_ground(Rect(0, 0, 10, 10), floor), on_ground(Rect(0, -1, 10, 10), floor)
    (True, False)
    >>> on_ground(Rect(0, -1, 10, 10), floor, probe=2)
    True
    >>> on_ground(Rect(0, 0, 10, 10), floor, probe=1e-20)   # resting counts, however small the probe
    True
    """
    box, tiles = _box(box), _tiles(tiles)
    probe = validate.positive(probe, "probe")
    t, cols = tiles.tile, tiles.span(box.left, box.right)
    strip_bottom = Rect(box.x, box.bottom, box.w, probe).bottom
    row = max(0, tiles._index_below(box.bottom) + 1)  # the first row whose top is at or below the feet
    while row < tiles.rows and (row * t == box.bottom or row * t < strip_bottom):
        if any(tiles.kind(c, row) != EMPTY for c in cols):
            return True
        row += 1
    return False


def step(box: Rect, velocity, tiles: TileMap) -> Step:
    """One frame of a platformer character: along x, then along y, each swept; then the contacts.

    Parameters
    ----------
    box : Rect
        The character, positive width and height.
    velocity : (vx, vy)
        The move this frame (y grows down: a fall is positive).
    tiles : TileMap
        The level.

    Returns
    -------
    Step
        ``(box, sides)``: where the character ends and which of its sides rest
        against tiles (see :func:`contacts`).

    Examples
    --------
    >>> level = TileMap(["....", "....", "#..#", "####"], tile=10)
    >>> step(Rect(12, 18, 6, 6), (40, 40), level)     # into the right-hand wall, then onto the floor
    Step(box=Rect(x=24, y=24, w=6, h=6), sides=('bottom', 'right'))
    """
    vx, vy = validate.pair(velocity, "velocity")
    after_x = move_x(box, vx, tiles)
    after_y = move_y(after_x, vy, tiles)
    return Step(after_y, contacts(after_y, tiles))


def step_both_axes(box: Rect, velocity, tiles: TileMap) -> Step:
    """The snagging step: move both axes at once, then push out of every tile by least penetration.

    Each solid tile the moved box overlaps asks for its own push
    (:func:`collide_lessons.rects.push_out`, least penetration), all measured
    from where the move put the box, and the largest push along each axis is
    applied. A one-way platform pushes up only a box whose feet were on or
    above its top before the move, as in :func:`move_y`, so this step differs
    from :func:`step` only in moving both axes at once. Walking along a floor
    made of many tiles, gravity sinks the box a little into the floor each
    frame; past the seam between two tiles the next tile is overlapped too,
    and while the box reaches less far into it sideways than downward, that
    tile pushes it back sideways: the character stops on a flat floor. Kept to show that, not to use.

    Parameters
    ----------
    box : Rect
        The character.
    velocity : (vx, vy)
        The move this frame.
    tiles : TileMap
        The level.

    Returns
    -------
    Step
        Where this (wrong) step leaves the box, and its contacts.

    Examples
    --------
    >>> floor = TileMap(["....", "####"], tile=10)
    >>> step(Rect(4, 0, 6, 10), (1, 2), floor).box            # the axis-separated step walks on
    Rect(x=5, y=0, w=6, h=10)
    >>> step_both_axes(Rect(4, 0, 6, 10), (1, 2), floor).box  # this one is stopped by the seam at x = 10
    Rect(x=4, y=0, w=6, h=10)
    """
    box, tiles = _character(box), _tiles(tiles)
    vx, vy = validate.pair(velocity, "velocity")
    moved = box.move(vx, vy)
    pushes = []
    for col, row in tiles.overlapping(moved):
        if tiles.kind(col, row) == SOLID:
            pushes.append(push_out(moved, tiles.tile_rect(col, row)))
        elif vy > 0 and box.bottom <= row * tiles.tile:  # a one-way platform, landed on from above
            pushes.append((0, row * tiles.tile - moved.bottom))
    dx = max((p[0] for p in pushes), key=abs, default=0)
    dy = max((p[1] for p in pushes), key=abs, default=0)
    moved = moved.move(dx, dy)
    return Step(moved, contacts(moved, tiles))


def step_unswept(box: Rect, velocity, tiles: TileMap) -> Step:
    """The tunnelling step: axis by axis, but only the tiles where the box ends up are looked at.

    The tiles that block are the ones :func:`move_x` and :func:`move_y` would
    stop at (solid ones the box did not already overlap; one-way platforms
    under the feet when falling), but only those the box overlaps at the end
    of each move. The same as :func:`step` while each move is shorter than a
    tile; a fall longer than the floor's thickness plus the box's height jumps
    clean over a one-tile floor. Kept to show that, not to use.

    Parameters
    ----------
    box : Rect
        The character.
    velocity : (vx, vy)
        The move this frame.
    tiles : TileMap
        The level.

    Returns
    -------
    Step
        Where this (wrong) step leaves the box, and its contacts.

    Examples
    --------
    >>> thin = TileMap(["....", "####", "....", "...."], tile=10)
    >>> step(Rect(0, 0, 5, 5), (0, 30), thin).box             # swept: lands on the floor
    Rect(x=0, y=5, w=5, h=5)
    >>> step_unswept(Rect(0, 0, 5, 5), (0, 30), thin).box     # ends below it, never saw it
    Rect(x=0, y=30, w=5, h=5)
    """
    box, tiles = _character(box), _tiles(tiles)
    vx, vy = validate.pair(velocity, "velocity")
    moved = box
    for delta in ((vx, 0), (0, vy)):
        target = moved.move(*delta)
        already = set(tiles.overlapping(moved))
        hit = [
            (col, row)
            for col, row in tiles.overlapping(target)
            if (col, row) not in already
            and (
                tiles.kind(col, row) == SOLID
                or (tiles.kind(col, row) == ONE_WAY and delta[1] > 0 and moved.bottom <= row * tiles.tile)
            )
        ]
        if hit:
            target = _back_out(moved, target, delta, [tiles.tile_rect(*cell) for cell in hit])
        moved = target
    return Step(moved, contacts(moved, tiles))


def _back_out(start: Rect, target: Rect, delta, blocks) -> Rect:
    """Put ``target``'s leading edge on the nearest blocking tile's edge (the move's own direction)."""
    dx, dy = delta
    if dx > 0:
        edge = min(b.left for b in blocks)
        return _stopped(start, right=edge)
    if dx < 0:
        return Rect(max(b.right for b in blocks), start.y, start.w, start.h)
    if dy > 0:
        edge = min(b.top for b in blocks)
        return _stopped(start, bottom=edge)
    return Rect(start.x, max(b.bottom for b in blocks), start.w, start.h)


def run(box: Rect, tiles: TileMap, frames: int, *, speed=2, gravity=0.5, jump=7, max_fall=12) -> list:
    """A character that walks, falls and jumps by itself: ``frames`` steps of :func:`step`.

    Each frame it walks ``speed`` units in its direction and gravity adds to its
    fall (at most ``max_fall`` a frame). Landing or bumping its head stops the
    fall. Standing against a wall, it jumps; if it is back against the same
    wall at the same place after that jump, the wall is too high and it turns
    round. Deterministic: the same start gives the same run.

    Parameters
    ----------
    box : Rect
        Where the character starts.
    tiles : TileMap
        The level.
    frames : int
        How many steps.
    speed, gravity, jump, max_fall : int or float
        Units per frame, units per frame per frame, the jump's starting speed
        upward, and the fastest fall.

    Returns
    -------
    list of Step
        ``frames + 1`` steps; the first is the start (its contacts, not moved).

    Examples
    --------
    >>> level = TileMap(["......", "......", "...#..", "######"], tile=10)
    >>> steps = run(Rect(0, 20, 6, 10), level, 16)
    >>> steps[0].sides, steps[1].box
    (('bottom',), Rect(x=2, y=20, w=6, h=10))
    >>> [k for k, s in enumerate(steps) if "right" in s.sides]      # against the block at frames 12-13 ...
    [12, 13]
    >>> steps[13].box, steps[16].box                                # ... jumping up and over it
    (Rect(x=24, y=13.5, w=6, h=10), Rect(x=28, y=-3.0, w=6, h=10))
    """
    box, tiles = _character(box), _tiles(tiles)
    if isinstance(frames, bool) or not isinstance(frames, int) or not 0 <= frames <= 100_000:
        raise ValueError(f"frames must be a whole number from 0 to 100,000, got {frames!r}")
    speed, gravity = validate.number(speed, "speed"), validate.number(gravity, "gravity")
    jump, max_fall = validate.number(jump, "jump"), validate.positive(max_fall, "max_fall")
    direction, vy, jumped_from = 1, 0, None
    steps = [Step(box, contacts(box, tiles))]
    for _ in range(frames):
        here, sides = steps[-1]
        if ("right" if direction > 0 else "left") in sides and "bottom" in sides:
            if jumped_from == (here.x, direction):
                direction, jumped_from = -direction, None  # too high: turn round
            else:
                vy, jumped_from = -jump, (here.x, direction)
        vy = min(vy + gravity, max_fall)
        done = step(steps[-1].box, (speed * direction, vy), tiles)
        if ("bottom" in done.sides and vy > 0) or ("top" in done.sides and vy < 0):
            vy = 0
        steps.append(done)
    return steps
