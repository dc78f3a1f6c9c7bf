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

import math
from dataclasses import dataclass
from fractions import Fraction

from . import validate

__all__ = ["ANCHORS", "as_point", "Point", "Circle", "Rect"]

ANCHORS = (
    "topleft",
    "midtop",
    "topright",
    "midleft",
    "center",
    "midright",
    "bottomleft",
    "midbottom",
    "bottomright",
)
"""Names of the nine anchor points of a rectangle (pygame's names)."""


def _middle(a, b):
    """``(a + b) / 2`` without overflow for huge edges."""
    total = a + b
    if -validate.MAX_MAGNITUDE <= total <= validate.MAX_MAGNITUDE:
        return total / 2
    return a / 2 + b / 2


def as_point(value, name: str) -> Point:
    """A ``Point`` from a ``Point`` or an ``(x, y)`` pair; ``name`` goes in the error.

    Parameters
    ----------
    value : Point or (x, y)
        What to read as a point.
    name : str
        The name used in error messages.

    Returns
    -------
    Point
        The point.

    Examples
    --------
    >>> as_point((1, 2), "p")
    Point(x=1, y=2)
    >>> as_point("ab", "p")
    Traceback (most recent call last):
    ...
    TypeError: p must be a Point or an (x, y) pair, got 'ab'
    """
    if isinstance(value, Point):
        return value
    if isinstance(value, (tuple, list)) and len(value) == 2:
        return Point(*value)
    raise TypeError(f"{name} must be a Point or an (x, y) pair, got {value!r}")


@dataclass(frozen=True, slots=True)
class Point:
    """A point ``(x, y)`` in screen coordinates.

    Parameters
    ----------
    x : int or float
        Across, to the right.
    y : int or float
        Down (y grows downward on screen).

    Examples
    --------
    >>> Point(3, 4)
    Point(x=3, y=4)
    >>> x, y = Point(3, 4)   # unpacks like a pair
    >>> Point(3, 4).move(1, -1)
    Point(x=4, y=3)
    """

    x: float
    y: float

    def __post_init__(self):
        object.__setattr__(self, "x", validate.number(self.x, "Point x"))
        object.__setattr__(self, "y", validate.number(self.y, "Point y"))

    def __iter__(self):
        yield self.x
        yield self.y

    def move(self, dx, dy) -> Point:
        """The same point shifted by ``(dx, dy)`` (each sum rounded to the nearest float).

        Parameters
        ----------
        dx : int or float
            The move right (negative: left).
        dy : int or float
            The move down (negative: up; y grows downward).

        Returns
        -------
        Point
            The shifted point.

        Examples
        --------
        >>> Point(1, 2).move(3, -1)
        Point(x=4, y=1)
        """
        dx, dy = validate.number(dx, "dx"), validate.number(dy, "dy")
        return Point(*_moved(self, (self.x, self.y), dx, dy))


@dataclass(frozen=True, slots=True)
class Circle:
    """A circle with centre ``(x, y)`` and radius ``r >= 0``.

    Parameters
    ----------
    x : int or float
        The centre's x.
    y : int or float
        The centre's y.
    r : int or float
        The radius, zero or more.

    Examples
    --------
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
        object.__setattr__(self, "x", validate.number(self.x, "Circle x"))
        object.__setattr__(self, "y", validate.number(self.y, "Circle y"))
        object.__setattr__(self, "r", validate.size(self.r, "Circle radius r"))

    @property
    def center(self) -> Point:
        return Point(self.x, self.y)

    def move(self, dx, dy) -> Circle:
        """The same circle shifted by ``(dx, dy)`` (each sum rounded to the nearest float).

        Parameters
        ----------
        dx : int or float
            The move right (negative: left).
        dy : int or float
            The move down (negative: up; y grows downward).

        Returns
        -------
        Circle
            The shifted circle, same radius.

        Examples
        --------
        >>> Circle(1, 2, 5).move(3, -1)
        Circle(x=4, y=1, r=5)
        """
        dx, dy = validate.number(dx, "dx"), validate.number(dy, "dy")
        return Circle(*_moved(self, (self.x, self.y), dx, dy), self.r)

    def bounding_rect(self) -> Rect:
        """The smallest rectangle that contains the circle.

        Its edges are ``x - r``, ``y - r``, ``x + r``, ``y + r``; where a float
        sum is not exact the edge is rounded outward, so the box always
        contains the whole circle.

        Returns
        -------
        Rect
            The square ``[x - r, x + r] x [y - r, y + r]``, each edge rounded outward so it holds
            the circle.

        Examples
        --------
        >>> Circle(0.1, 0, 0.2).bounding_rect().left <= 0.1 - 0.2   # rounded outward
        True

        >>> Circle(10, 10, 3).bounding_rect()
        Rect(x=7, y=7, w=6, h=6)
        """
        left, right = _outward(self.x, self.r)
        top, bottom = _outward(self.y, self.r)
        if max(-left, right, -top, bottom) > validate.MAX_MAGNITUDE:
            raise ValueError(
                f"the bounding box of {self!r} would reach past 2**1022 (about 4.5e307), "
                "the limit for any coordinate"
            )
        return Rect._stored(left, top, right - left, bottom - top, right, bottom)


def _outward(centre, radius) -> tuple:
    """``(centre - radius, centre + radius)``, each rounded away from the centre."""
    low, high = centre - radius, centre + radius
    if type(low) is float and Fraction(low) > Fraction(centre) - Fraction(radius):
        low = math.nextafter(low, -math.inf)
    if type(high) is float and Fraction(high) < Fraction(centre) + Fraction(radius):
        high = math.nextafter(high, math.inf)
    return low, high


def _moved(shape, point, dx, dy, names=("x", "y"), move=None) -> tuple:
    """``point`` moved by ``(dx, dy)``, each sum rounded once (:func:`_edge`); a sum beyond
    2**1022 refuses the move with a sentence (never the shape the move would make)."""
    out = (_edge(point[0], dx), _edge(point[1], dy))
    for name, value in zip(names, out):
        if not -validate.MAX_MAGNITUDE <= value <= validate.MAX_MAGNITUDE:
            raise ValueError(
                f"cannot move {shape!r} by {move or (dx, dy)!r}: its {name} would be {value!r}, beyond "
                "2**1022 (about 4.5e307), the limit for any coordinate"
            )
    return out


def _edge(start, length):
    """``start + length``, rounded once: exact for ints (kept as an int up to
    ``2**53``, else rounded to the nearest float), nearest float otherwise."""
    end = start + length
    if type(end) is int and not -validate.MAX_INTEGER <= end <= validate.MAX_INTEGER:
        return float(end)
    return end


class Rect:
    """An axis-aligned rectangle: top-left corner ``(x, y)``, width ``w``, height ``h``.

    It is the closed region ``[left, right] x [top, bottom]``. For pixel art,
    ``Rect(x, y, w, h)`` with integers covers pixels ``x .. x+w-1`` and
    ``y .. y+h-1``: ``right`` is one past the last pixel column.

    A rectangle keeps the numbers it was given. ``Rect(x, y, w, h)`` stores
    ``x, y, w, h`` and works out ``right = x + w`` and ``bottom = y + h`` once,
    when it is made (rounded to the nearest float; exact for integers);
    ``Rect.from_ltrb(l, t, r, b)`` stores the four edges and works out
    ``w = r - l`` and ``h = b - t`` once. Every test reads the stored edges,
    and ``==`` and ``hash`` compare them.

    Parameters
    ----------
    x : int or float
        The left edge.
    y : int or float
        The top edge.
    w : int or float
        The width, zero or more.
    h : int or float
        The height, zero or more.

    Examples
    --------
    >>> r = Rect(2, 3, 4, 5)
    >>> r.right, r.bottom, r.center
    (6, 8, Point(x=4.0, y=5.5))
    >>> r.anchor("midbottom")
    Point(x=4.0, y=8)
    >>> Rect(0, 0, 0, 0).area       # zero size is allowed
    0
    >>> Rect.from_ltrb(-1.41, 0, 1.56, 1).right     # the edge as given, not -1.41 + 2.97
    1.56
    >>> Rect(0, 0, -1, 5)
    Traceback (most recent call last):
    ...
    ValueError: Rect width w must be zero or more, got -1
    """

    __slots__ = ("x", "y", "w", "h", "right", "bottom")

    def __init__(self, x, y, w, h):
        x, y = validate.number(x, "Rect x"), validate.number(y, "Rect y")
        w, h = validate.size(w, "Rect width w"), validate.size(h, "Rect height h")
        _set = object.__setattr__
        _set(self, "x", x)
        _set(self, "y", y)
        _set(self, "w", w)
        _set(self, "h", h)
        right, bottom = _edge(x, w), _edge(y, h)
        for edge, value in (("right = x + w", right), ("bottom = y + h", bottom)):
            if not -validate.MAX_MAGNITUDE <= value <= validate.MAX_MAGNITUDE:
                raise ValueError(
                    f"Rect {edge} would be {value!r}, beyond the limit of 2**1022 (about 4.5e307) "
                    "for any coordinate; use a smaller position or size"
                )
        _set(self, "right", right)
        _set(self, "bottom", bottom)

    @classmethod
    def _stored(cls, x, y, w, h, right, bottom) -> Rect:
        """A rectangle from already-checked numbers (the package's own use)."""
        rect = object.__new__(cls)
        _set = object.__setattr__
        for name, value in zip(cls.__slots__, (x, y, w, h, right, bottom)):
            _set(rect, name, value)
        return rect

    def __setattr__(self, name, value):
        raise AttributeError(
            f"Rect is immutable; make a new one (for example with move) instead of setting {name}"
        )

    __delattr__ = __setattr__

    def __reduce__(self):
        return (Rect._stored, (self.x, self.y, self.w, self.h, self.right, self.bottom))

    def __eq__(self, other):
        if type(other) is not Rect:
            return NotImplemented
        return (self.x, self.y, self.right, self.bottom) == (other.x, other.y, other.right, other.bottom)

    def __hash__(self):
        return hash((Rect, self.x, self.y, self.right, self.bottom))

    def __repr__(self):
        """``Rect(x=.., y=.., w=.., h=..)`` when that call makes exactly this
        rectangle again, otherwise the ``Rect.from_ltrb(...)`` call that does.

        >>> Rect.from_ltrb(-1.41, 0, 1.56, 1)    # -1.41 + (1.56 - -1.41) is not 1.56 in floats
        Rect.from_ltrb(left=-1.41, top=0, right=1.56, bottom=1)
        """
        if (
            _edge(self.x, self.w) == self.right
            and _edge(self.y, self.h) == self.bottom
            and max(self.w, self.h) <= validate.MAX_MAGNITUDE
        ):
            return f"Rect(x={self.x!r}, y={self.y!r}, w={self.w!r}, h={self.h!r})"
        return (
            f"Rect.from_ltrb(left={self.x!r}, top={self.y!r}, right={self.right!r}, bottom={self.bottom!r})"
        )

    # --- other ways to build one -------------------------------------------
    @classmethod
    def from_ltrb(cls, left, top, right, bottom) -> Rect:
        """Build from its four edges; ``right >= left`` and ``bottom >= top``.

        The edges are kept exactly as given; ``w = right - left`` and
        ``h = bottom - top`` are worked out once (rounded to the nearest float).

        Parameters
        ----------
        left : int or float
            The left edge.
        top : int or float
            The top edge.
        right : int or float
            The right edge (``>= left``).
        bottom : int or float
            The bottom edge (``>= top``).

        Returns
        -------
        Rect
            The rectangle with exactly these edges.

        Examples
        --------
        >>> Rect.from_ltrb(1, 2, 4, 6)
        Rect(x=1, y=2, w=3, h=4)
        >>> Rect.from_ltrb(4, 2, 1, 6)
        Traceback (most recent call last):
        ...
        ValueError: right (1) is left of left (4); use Rect.from_corners for corners in any order
        """
        left, top = validate.number(left, "left"), validate.number(top, "top")
        right, bottom = validate.number(right, "right"), validate.number(bottom, "bottom")
        if right < left:
            raise ValueError(
                f"right ({right}) is left of left ({left}); use Rect.from_corners for corners in any order"
            )
        if bottom < top:
            raise ValueError(
                f"bottom ({bottom}) is above top ({top}); y grows downward, "
                "so bottom must be the larger value"
            )
        return cls._stored(left, top, _edge(right, -left), _edge(bottom, -top), right, bottom)

    @classmethod
    def from_corners(cls, p, q) -> Rect:
        """Build from any two opposite corners, in any order.

        Parameters
        ----------
        p : Point or (x, y)
            One corner.
        q : Point or (x, y)
            The opposite corner.

        Returns
        -------
        Rect
            The rectangle with those corners.

        Examples
        --------
        >>> Rect.from_corners(Point(5, 1), Point(2, 7))
        Rect(x=2, y=1, w=3, h=6)
        """
        p, q = as_point(p, "p"), as_point(q, "q")
        return cls.from_ltrb(min(p.x, q.x), min(p.y, q.y), max(p.x, q.x), max(p.y, q.y))

    @classmethod
    def from_center(cls, cx, cy, w, h) -> Rect:
        """Build from the centre and the full width and height.

        ``x = cx - w / 2`` and ``y = cy - h / 2`` are each rounded to the nearest
        float, then the rectangle is ``Rect(x, y, w, h)``: the width and height
        are kept exactly, the centre may move by a rounding step.

        Parameters
        ----------
        cx : int or float
            The centre's x.
        cy : int or float
            The centre's y.
        w : int or float
            The width (``>= 0``).
        h : int or float
            The height (``>= 0``).

        Returns
        -------
        Rect
            The rectangle centred there.

        Examples
        --------
        >>> Rect.from_center(5, 5, 4, 2)
        Rect(x=3.0, y=4.0, w=4, h=2)
        """
        cx, cy = validate.number(cx, "cx"), validate.number(cy, "cy")
        w, h = validate.size(w, "width w"), validate.size(h, "height h")
        return cls(cx - w / 2, cy - h / 2, w, h)

    # --- edges and points -----------------------------------------------------
    @property
    def left(self):
        return self.x

    @property
    def top(self):
        return self.y

    @property
    def center(self) -> Point:
        """The middle, ``((left + right) / 2, (top + bottom) / 2)``, rounded once."""
        return Point(_middle(self.x, self.right), _middle(self.y, self.bottom))

    @property
    def area(self):
        return self.w * self.h

    @property
    def half_size(self) -> tuple:
        """``(w / 2, h / 2)``: with ``center``, Ericson's centre-radius form."""
        return (self.w / 2, self.h / 2)

    def anchor(self, name: str) -> Point:
        """One of the nine anchor points, by pygame's name (see ``ANCHORS``).

        Parameters
        ----------
        name : str
            One of ``ANCHORS``: ``'topleft'``, ``'midtop'``, ..., ``'center'``.

        Returns
        -------
        Point
            The anchor point.

        Examples
        --------
        >>> Rect(0, 0, 10, 4).anchor("topright")
        Point(x=10, y=0)
        """
        if name not in ANCHORS:
            raise ValueError(f"unknown anchor {name!r}; choose one of {', '.join(ANCHORS)}")
        if name == "center":
            return self.center
        xs = {"left": self.left, "mid": _middle(self.x, self.right), "right": self.right}
        ys = {"top": self.top, "mid": _middle(self.y, self.bottom), "bottom": self.bottom}
        if name.startswith("mid"):
            edge = name[3:]
            if edge in xs:
                return Point(xs[edge], ys["mid"])
            return Point(xs["mid"], ys[edge])
        for vertical in ("top", "bottom"):
            if name.startswith(vertical):
                return Point(xs[name[len(vertical) :]], ys[vertical])
        raise AssertionError(name)  # unreachable: every name in ANCHORS is handled

    @classmethod
    def from_anchor(cls, name: str, point, w, h) -> Rect:
        """The ``w`` x ``h`` rectangle whose anchor ``name`` sits at ``point``.

        Parameters
        ----------
        name : str
            One of ``ANCHORS``.
        point : Point or (x, y)
            Where that anchor goes.
        w : int or float
            The width (``>= 0``).
        h : int or float
            The height (``>= 0``).

        Returns
        -------
        Rect
            The placed rectangle.

        Examples
        --------
        >>> Rect.from_anchor("midbottom", (10, 20), 4, 6)   # feet on the ground
        Rect(x=8.0, y=14, w=4, h=6)
        """
        p = as_point(point, "point")
        probe = cls(0, 0, w, h).anchor(name)
        return cls(p.x - probe.x, p.y - probe.y, w, h)

    # --- representations ------------------------------------------------------
    def to_ltrb(self) -> tuple:
        """``(left, top, right, bottom)``.

        Returns
        -------
        tuple
            ``(left, top, right, bottom)``, the stored edges.

        Examples
        --------
        >>> Rect(1, 2, 3, 4).to_ltrb()
        (1, 2, 4, 6)
        """
        return (self.left, self.top, self.right, self.bottom)

    def to_corners(self) -> tuple:
        """``(top-left Point, bottom-right Point)``.

        Returns
        -------
        tuple of two Point
            ``(top-left, bottom-right)``.

        Examples
        --------
        >>> Rect(1, 2, 3, 4).to_corners()
        (Point(x=1, y=2), Point(x=4, y=6))
        """
        return (Point(self.left, self.top), Point(self.right, self.bottom))

    def to_center(self) -> tuple:
        """``(cx, cy, w, h)``.

        Returns
        -------
        tuple
            ``(cx, cy, w, h)``.

        Examples
        --------
        >>> Rect(0, 0, 4, 2).to_center()
        (2.0, 1.0, 4, 2)
        """
        c = self.center
        return (c.x, c.y, self.w, self.h)

    def move(self, dx, dy) -> Rect:
        """The same-sized rectangle shifted by ``(dx, dy)``: ``Rect(x + dx, y + dy, w, h)``.

        ``x + dx`` is rounded to the nearest float, then ``right`` is worked out
        from it as for any new rectangle; the width and height stay exactly.

        Parameters
        ----------
        dx : int or float
            The move right (negative: left).
        dy : int or float
            The move down (negative: up; y grows downward).

        Returns
        -------
        Rect
            The shifted rectangle.

        Examples
        --------
        >>> Rect(1, 2, 3, 4).move(10, -2)
        Rect(x=11, y=0, w=3, h=4)
        """
        dx, dy = validate.number(dx, "dx"), validate.number(dy, "dy")
        x, y = _moved(self, (self.x, self.y), dx, dy)
        _moved(self, (_edge(x, self.w), _edge(y, self.h)), 0, 0, ("right", "bottom"), (dx, dy))
        return Rect(x, y, self.w, self.h)

    def pixels(self):
        """The integer pixel cells ``(px, py)`` this rectangle covers, row by row.

        Yields
        ------
        (int, int)
            Each covered pixel ``(px, py)``, row by row.

        Examples
        --------
        >>> list(Rect(1, 1, 2, 1).pixels())
        [(1, 1), (2, 1)]
        """
        if not all(isinstance(v, int) for v in (self.x, self.y, self.w, self.h)):
            raise ValueError("pixels() needs a rectangle with integer x, y, w and h")
        for py in range(self.y, self.y + self.h):
            for px in range(self.x, self.x + self.w):
                yield (px, py)
