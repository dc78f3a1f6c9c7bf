"""Self-checks for the exercises: exhaustive where possible, a picture when wrong.

Each ``check_*`` function runs the learner's function on every class of case
there is (the atlas), then on seeded random and edge cases, and compares with
the package's reference. It prints one line when everything passes. On the
first wrong answer it prints what kind of case it was and draws it with the
expected answer and the learner's, without showing any reference code.

A function that raises, returns the wrong type, has not been written yet
(``NotImplementedError``), or runs too long gets a plain message, not a
traceback from inside the checker.

The package: :mod:`~collide_lessons.checks.harness` (the ``Check`` record,
the time limit, the result), one module per exercise family
(:mod:`~collide_lessons.checks.rectangles`, ``circle_box``, ``overlap_pixels``,
``grid``, ``segments``, ``rays`` (slabs and the grid walk), ``separating_axes`` (with
``sat_slips``, the usual slips it names), ``point_polygon``, ``tiles``) and
:mod:`~collide_lessons.checks.tasks` for the task pictures. It draws with
:mod:`collide_lessons.draw` and :mod:`collide_lessons.scene` and never imports
the widgets (so ipywidgets and anywidget stay unloaded).

>>> from collide_lessons import collides
>>> result = check_rect_test(lambda a, b: collides(a, b), show=False)
PASS: right on all 676 arrangements of two rectangles (both orders) and 600 random pairs.
>>> bool(result)
True
"""

from .circle_box import check_circle_rect_test
from .grid import check_find_pairs
from .harness import TIME_LIMIT, Check, CheckResult
from .overlap_pixels import check_overlap_rect, check_pixel_overlap, draw_masks
from .point_polygon import POINT_KINDS, check_point_in_polygon
from .rays import GRID_WALK_KINDS, RAY_BOX_KINDS, check_grid_walk, check_ray_box
from .rectangles import AXIS_WORDS, axis_relations, check_rect_test, kind_of_case
from .segments import SEGMENT_KINDS, check_segment_test
from .separating_axes import SAT_CASES, SAT_SLIPS, check_sat_test
from .tasks import TASKS, show_task, task_picture
from .tiles import check_tile_step

__all__ = [
    "TIME_LIMIT",
    "CheckResult",
    "Check",
    "AXIS_WORDS",
    "axis_relations",
    "kind_of_case",
    "check_rect_test",
    "check_circle_rect_test",
    "check_overlap_rect",
    "check_pixel_overlap",
    "draw_masks",
    "check_find_pairs",
    "check_segment_test",
    "check_sat_test",
    "check_ray_box",
    "check_grid_walk",
    "check_point_in_polygon",
    "check_tile_step",
    "TASKS",
    "task_picture",
    "show_task",
    "SEGMENT_KINDS",
    "SAT_CASES",
    "SAT_SLIPS",
    "RAY_BOX_KINDS",
    "GRID_WALK_KINDS",
    "POINT_KINDS",
]
