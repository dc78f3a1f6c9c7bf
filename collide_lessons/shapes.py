"""The three collision shapes: ``Point``, ``Circle`` and ``Rect``.

Screen coordinates throughout: x grows to the right, y grows **down**, so a
rectangle's ``top`` is its smallest y. Shapes are immutable values: moving one
gives a new one.

>>> r = Rect(10, 20, 30, 40)
>>> r.left, r.top, r.right, r.bottom
(10, 20, 40, 60)
>>> Rect.from_ltrb(10, 20, 40, 60) == r
True
>>> Rect.from_corners((40, 20), (10, 60)) == r   # any two opposite corners
True
>>> Rect.from_center(25, 40, 30, 40) == r
True
"""

from __future__ import annotations

from dataclasses import dataclass

from . import _checks

ANCHORS = (
    "topleft", "midtop", "topright",
    "midleft", "center", "midright",
    "bottomleft", "midbottom", "bottomright",
)
"""Names of the nine anchor points of a rectangle (pygame's names)."""


def _as_point(value, name: str) -> "Point":
    """Accept a ``Point`` or an ``(x, y)`` pair."""
    if isinstance(value, Point):
        return value
    if isinstance(value, (tuple, list)) and len(value) == 2:
        return Point(*value)
    raise TypeError(f"{name} must be a Point or an (x, y) pair, got {value!r}")


@dataclass(frozen=True, slots=True)
class Point:
    """A point ``(x, y)`` in screen coordinates.

    >>> Point(3, 4)
    Point(x=3, y=4)
    >>> x, y = Point(3, 4)   # unpacks like a pair
    >>> Point(3, 4).move(1, -1)
    Point(x=4, y=3)
    """

    x: float
    y: float

    def __post_init__(self):
        object.__setattr__(self, "x", _checks.number(self.x, "Point x"))
        object.__setattr__(self, "y", _checks.number(self.y, "Point y"))

    def __iter__(self):
        yield self.x
        yield self.y

    def move(self, dx, dy) -> "Point":
        """The same point shifted by ``(dx, dy)``."""
        return Point(self.x + dx, self.y + dy)


@dataclass(frozen=True, slots=True)
class Circle:
    """A circle with centre ``(x, y)`` and radius ``r >= 0``.

    >>> Circle(0, 0, 5).bounding_rect()
    Rect(x=-5, y=-5, w=10, h=10)
    >>> Circle(0, 0, -1)
    Traceback (most recent call last):
    ...
    ValueError: Circle radius r must be zero or more, got -1
    """

    x: float
    y: float
    r: float

    def __post_init__(self):
        object.__setattr__(self, "x", _checks.number(self.x, "Circle x"))
        object.__setattr__(self, "y", _checks.number(self.y, "Circle y"))
        object.__setattr__(self, "r", _checks.size(self.r, "Circle radius r"))

    @property
    def center(self) -> Point:
        return Point(self.x, self.y)

    def move(self, dx, dy) -> "Circle":
        """The same circle shifted by ``(dx, dy)``."""
        return Circle(self.x + dx, self.y + dy, self.r)

    def bounding_rect(self) -> "Rect":
        """The smallest rectangle that contains the circle."""
        return Rect(self.x - self.r, self.y - self.r, 2 * self.r, 2 * self.r)


@dataclass(frozen=True, slots=True)
class Rect:
    """An axis-aligned rectangle: top-left corner ``(x, y)``, width ``w``, height ``h``.

    It is the closed region ``[left, right] x [top, bottom]`` with
    ``right = x + w`` and ``bottom = y + h``. For pixel art, ``Rect(x, y, w, h)``
    with integers covers pixels ``x .. x+w-1`` and ``y .. y+h-1``: ``right`` is
    one past the last pixel column.

    >>> r = Rect(2, 3, 4, 5)
    >>> r.right, r.bottom, r.center
    (6, 8, Point(x=4.0, y=5.5))
    >>> r.anchor("midbottom")
    Point(x=4.0, y=8)
    >>> Rect(0, 0, 0, 0).area       # zero size is allowed
    0
    >>> Rect(0, 0, -1, 5)
    Traceback (most recent call last):
    ...
    ValueError: Rect width w must be zero or more, got -1
    """

    x: float
    y: float
    w: float
    h: float

    def __post_init__(self):
        object.__setattr__(self, "x", _checks.number(self.x, "Rect x"))
        object.__setattr__(self, "y", _checks.number(self.y, "Rect y"))
        object.__setattr__(self, "w", _checks.size(self.w, "Rect width w"))
        object.__setattr__(self, "h", _checks.size(self.h, "Rect height h"))

    # --- other ways to build one -------------------------------------------
    @classmethod
    def from_ltrb(cls, left, top, right, bottom) -> "Rect":
        """Build from its four edges; ``right >= left`` and ``bottom >= top``.

        >>> Rect.from_ltrb(1, 2, 4, 6)
        Rect(x=1, y=2, w=3, h=4)
        >>> Rect.from_ltrb(4, 2, 1, 6)
        Traceback (most recent call last):
        ...
        ValueError: right (1) is left of left (4); use Rect.from_corners for corners in any order
        """
        left, top = _checks.number(left, "left"), _checks.number(top, "top")
        right, bottom = _checks.number(right, "right"), _checks.number(bottom, "bottom")
        if right < left:
            raise ValueError(
                f"right ({right}) is left of left ({left}); "
                "use Rect.from_corners for corners in any order"
            )
        if bottom < top:
            raise ValueError(
                f"bottom ({bottom}) is above top ({top}); y grows downward, "
                "so bottom must be the larger value"
            )
        return cls(left, top, right - left, bottom - top)

    @classmethod
    def from_corners(cls, p, q) -> "Rect":
        """Build from any two opposite corners, in any order.

        >>> Rect.from_corners(Point(5, 1), Point(2, 7))
        Rect(x=2, y=1, w=3, h=6)
        """
        p, q = _as_point(p, "p"), _as_point(q, "q")
        return cls.from_ltrb(min(p.x, q.x), min(p.y, q.y), max(p.x, q.x), max(p.y, q.y))

    @classmethod
    def from_center(cls, cx, cy, w, h) -> "Rect":
        """Build from the centre and the full width and height.

        >>> Rect.from_center(5, 5, 4, 2)
        Rect(x=3.0, y=4.0, w=4, h=2)
        """
        cx, cy = _checks.number(cx, "cx"), _checks.number(cy, "cy")
        w, h = _checks.size(w, "width w"), _checks.size(h, "height h")
        return cls(cx - w / 2, cy - h / 2, w, h)

    # --- edges and points -----------------------------------------------------
    @property
    def left(self):
        return self.x

    @property
    def top(self):
        return self.y

    @property
    def right(self):
        return self.x + self.w

    @property
    def bottom(self):
        return self.y + self.h

    @property
    def center(self) -> Point:
        return Point(self.x + self.w / 2, self.y + self.h / 2)

    @property
    def area(self):
        return self.w * self.h

    @property
    def half_size(self) -> tuple:
        """``(w / 2, h / 2)``: with ``center``, Ericson's centre-radius form."""
        return (self.w / 2, self.h / 2)

    def anchor(self, name: str) -> Point:
        """One of the nine anchor points, by pygame's name (see ``ANCHORS``).

        >>> Rect(0, 0, 10, 4).anchor("topright")
        Point(x=10, y=0)
        """
        if name not in ANCHORS:
            raise ValueError(f"unknown anchor {name!r}; choose one of {', '.join(ANCHORS)}")
        if name == "center":
            return self.center
        xs = {"left": self.left, "mid": self.x + self.w / 2, "right": self.right}
        ys = {"top": self.top, "mid": self.y + self.h / 2, "bottom": self.bottom}
        if name.startswith("mid"):
            edge = name[3:]
            if edge in xs:
                return Point(xs[edge], ys["mid"])
            return Point(xs["mid"], ys[edge])
        for vertical in ("top", "bottom"):
            if name.startswith(vertical):
                return Point(xs[name[len(vertical):]], ys[vertical])
        raise AssertionError(name)  # unreachable: every name in ANCHORS is handled

    @classmethod
    def from_anchor(cls, name: str, point, w, h) -> "Rect":
        """The ``w`` x ``h`` rectangle whose anchor ``name`` sits at ``point``.

        >>> Rect.from_anchor("midbottom", (10, 20), 4, 6)   # feet on the ground
        Rect(x=8.0, y=14, w=4, h=6)
        """
        p = _as_point(point, "point")
        probe = cls(0, 0, w, h).anchor(name)
        return cls(p.x - probe.x, p.y - probe.y, w, h)

    # --- representations ------------------------------------------------------
    def to_ltrb(self) -> tuple:
        """``(left, top, right, bottom)``."""
        return (self.left, self.top, self.right, self.bottom)

    def to_corners(self) -> tuple:
        """``(top-left Point, bottom-right Point)``."""
        return (Point(self.left, self.top), Point(self.right, self.bottom))

    def to_center(self) -> tuple:
        """``(cx, cy, w, h)``."""
        c = self.center
        return (c.x, c.y, self.w, self.h)

    def move(self, dx, dy) -> "Rect":
        """The same rectangle shifted by ``(dx, dy)``."""
        return Rect(self.x + dx, self.y + dy, self.w, self.h)

    def pixels(self):
        """The integer pixel cells ``(px, py)`` this rectangle covers, row by row.

        >>> list(Rect(1, 1, 2, 1).pixels())
        [(1, 1), (2, 1)]
        """
        if not all(isinstance(v, int) for v in (self.x, self.y, self.w, self.h)):
            raise ValueError("pixels() needs a rectangle with integer x, y, w and h")
        for py in range(self.y, self.y + self.h):
            for px in range(self.x, self.x + self.w):
                yield (px, py)
