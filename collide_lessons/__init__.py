"""collide_lessons: the helper package behind the collision-detection lessons.

>>> from collide_lessons import Rect, Circle, Point, collides
>>> collides(Rect(0, 0, 10, 10), Circle(12, 5, 3))
True
"""

from .collision import collides, overlaps, touches
from .shapes import Circle, Point, Rect

__all__ = ["Point", "Circle", "Rect", "collides", "overlaps", "touches"]
try:
    from importlib.metadata import PackageNotFoundError, version

    __version__ = version("collide-lessons")  # one place: pyproject.toml
except PackageNotFoundError:  # running from a source tree that is not installed
    __version__ = "0.0.0+unknown"
