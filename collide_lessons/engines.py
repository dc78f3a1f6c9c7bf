"""What well-known libraries do at the edge, transcribed from their sources.

Each function takes two ``Rect`` values and applies that library's
comparison to the library's own representation. Lesson 03 runs them side by
side. (pygame's ``Rect.colliderect`` is not transcribed: the test suite calls
pygame-ce itself and checks that ``collides`` agrees with it.)

The hitbox tutorial names Android's ``Rect`` and SFML's ``FloatRect``; its own
code (``as_published.hitbox_rule``) is four strict comparisons, the same rule as
:func:`android_intersects` (and .NET). That differs from :func:`sfml_intersects`
on empty boxes: an empty box strictly inside another intersects it in Android
and not in SFML.

>>> from collide_lessons import Rect
>>> dotnet_intersects_with(Rect(0, 0, 10, 10), Rect(10, 0, 5, 5))   # touching
False
>>> dotnet_intersects_with(Rect(0, 0, 10, 10), Rect(5, 5, 0, 0))    # a zero-size box inside
True
>>> sfml_intersects(Rect(0, 0, 10, 10), Rect(5, 5, 0, 0))
False
"""

from __future__ import annotations

from .shapes import Rect

__all__ = ["dotnet_intersects_with", "android_intersects", "sfml_intersects", "ENGINE_RULES"]


def dotnet_intersects_with(this: Rect, rect: Rect) -> bool:
    """.NET ``System.Drawing.Rectangle.IntersectsWith``: four strict pairwise comparisons.

    Touching does not count. A zero-size box strictly inside another *does*
    intersect it, because nothing checks for empty boxes.

    Parameters
    ----------
    this : Rect
        The rectangle the method is called on.
    rect : Rect
        The other rectangle.

    Returns
    -------
    bool
        .NET's answer.

    Examples
    --------
    >>> dotnet_intersects_with(Rect(0, 0, 10, 10), Rect(9, 9, 5, 5))
    True
    """
    return (
        rect.x < this.x + this.w
        and this.x < rect.x + rect.w
        and rect.y < this.y + this.h
        and this.y < rect.y + rect.h
    )


def android_intersects(a: Rect, b: Rect) -> bool:
    """Android ``Rect.intersects(a, b)`` on left/top/right/bottom: the same as .NET.

    Parameters
    ----------
    a : Rect
        The first box.
    b : Rect
        The second box.

    Returns
    -------
    bool
        Android's answer.

    Examples
    --------
    >>> android_intersects(Rect(0, 0, 10, 10), Rect(10, 0, 5, 5))
    False
    """
    return a.left < b.right and b.left < a.right and a.top < b.bottom and b.top < a.bottom


def sfml_intersects(r1: Rect, r2: Rect) -> bool:
    """SFML 2 ``Rect::intersects``: the shared box by max/min, which must have positive area.

    Touching does not count and empty boxes never intersect. (SFML also
    accepts negative sizes; ``Rect`` refuses them.)

    Parameters
    ----------
    r1 : Rect
        The first box.
    r2 : Rect
        The second box.

    Returns
    -------
    bool
        SFML's answer.

    Examples
    --------
    >>> sfml_intersects(Rect(0, 0, 10, 10), Rect(9, 9, 5, 5))
    True
    """
    left, right = max(r1.left, r2.left), min(r1.right, r2.right)
    top, bottom = max(r1.top, r2.top), min(r1.bottom, r2.bottom)
    return left < right and top < bottom


ENGINE_RULES = {
    ".NET Rectangle.IntersectsWith": dotnet_intersects_with,
    "Android Rect.intersects": android_intersects,
    "SFML Rect::intersects": sfml_intersects,
}
