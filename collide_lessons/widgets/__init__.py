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

from .base import Playground
from .circles import (
    BLOCK,
    circle_rect_playground,
    circle_rect_state,
    circles_playground,
    circles_state,
    render_circle_rect_state,
    render_circles_state,
)
from .many import many_playground, many_state, random_boxes, render_many_state
from .moving import (
    PLATFORM,
    WorldRun,
    render_tunnel_state,
    render_world_state,
    tunnel_playground,
    tunnel_state,
    world_playground,
    world_state,
)
from .pixels import A_POSITION, CANVAS, mask_playground, mask_state, render_mask_state
from .rectangles import (
    RECT_TESTS,
    SCREEN,
    rect_playground,
    rect_state,
    rect_test_playground,
    rect_test_state,
    render_rect_state,
    render_rect_test_state,
    render_touching_state,
    touching_playground,
    touching_rules,
    touching_state,
)

__all__ = [
    "Playground",
    "BLOCK",
    "circle_rect_playground",
    "circle_rect_state",
    "circles_playground",
    "circles_state",
    "render_circle_rect_state",
    "render_circles_state",
    "many_playground",
    "many_state",
    "random_boxes",
    "render_many_state",
    "PLATFORM",
    "WorldRun",
    "render_tunnel_state",
    "render_world_state",
    "tunnel_playground",
    "tunnel_state",
    "world_playground",
    "world_state",
    "A_POSITION",
    "CANVAS",
    "mask_playground",
    "mask_state",
    "render_mask_state",
    "RECT_TESTS",
    "SCREEN",
    "rect_playground",
    "rect_state",
    "rect_test_playground",
    "rect_test_state",
    "render_rect_state",
    "render_rect_test_state",
    "render_touching_state",
    "touching_playground",
    "touching_rules",
    "touching_state",
]
