"""Playgrounds: one factory per lesson widget, each a drag playground.

Each factory returns a :class:`DragPlayground`: a board where the learner
grabs the shapes (corner handles resize boxes, a rim handle sets a radius,
arrow keys move the focused shape), number boxes for exact values, and a
verdict in words. Every answer comes from a plain ``*_scene`` function of
the geometry that uses the tested package; the board only draws it, so the
tests call the same functions the browser does.

>>> pg = rect_playground()
>>> pg.result["left, top, right, bottom"]
(20, 15, 60, 40)
>>> pg.drag("r", x=30)                 # what the learner's drag sends
>>> pg.result["left, top, right, bottom"]
(30, 15, 70, 40)
>>> pg.inputs["r.w"].value = 5         # or typing an exact value
>>> pg.result["left, top, right, bottom"]
(30, 15, 35, 40)
"""

from __future__ import annotations

from .canvas import (
    LABEL_PLACES,
    Canvas,
    DragPlayground,
    label_box,
    place_labels,
    shape_cells,
    shape_circle,
    shape_image,
    shape_line,
    shape_point,
    shape_polygon,
    shape_rect,
    shape_segment,
    shape_text,
)
from .circles import (
    BLOCK,
    circle_rect_playground,
    circle_rect_scene,
    circle_rect_state,
    circles_playground,
    circles_scene,
    circles_state,
)
from .lines import (
    BOX,
    SEGMENTS_START,
    TILE,
    TILES,
    box_line_playground,
    box_line_scene,
    segments_playground,
    segments_scene,
    sight_playground,
    sight_scene,
    walls,
)
from .many import (
    STEP_BOXES,
    STEP_CELL,
    many_playground,
    many_scene,
    many_state,
    random_boxes,
    steps_playground,
    steps_scene,
)
from .moving import (
    PLATFORM,
    WorldPlayground,
    WorldRun,
    tunnel_playground,
    tunnel_scene,
    tunnel_state,
    world_frames,
    world_playground,
    world_shapes,
    world_state,
)
from .pixels import (
    A_POSITION,
    B_SPRITES,
    CANVAS,
    MASK_WORLD,
    mask_playground,
    mask_scene,
    mask_state,
)
from .polygons import (
    ARROW,
    DIAMOND,
    PUSH_OBSTACLE,
    SAT_START,
    SQUARE,
    point_polygon_playground,
    point_polygon_scene,
    push_playground,
    push_scene,
    sat_playground,
    sat_scene,
)
from .rectangles import (
    NEGATION_COMPARISONS,
    RECT_TESTS,
    SCREEN,
    rect_playground,
    rect_scene,
    rect_state,
    rect_test_playground,
    rect_test_scene,
    rect_test_state,
    touching_playground,
    touching_rules,
    touching_scene,
    touching_state,
)

__all__ = [
    "Canvas",
    "DragPlayground",
    "shape_rect",
    "shape_circle",
    "shape_point",
    "shape_line",
    "shape_segment",
    "shape_polygon",
    "shape_text",
    "shape_cells",
    "shape_image",
    "LABEL_PLACES",
    "label_box",
    "place_labels",
    "SCREEN",
    "rect_state",
    "rect_scene",
    "rect_playground",
    "NEGATION_COMPARISONS",
    "rect_test_scene",
    "RECT_TESTS",
    "rect_test_state",
    "rect_test_playground",
    "touching_rules",
    "touching_state",
    "touching_scene",
    "touching_playground",
    "BLOCK",
    "circle_rect_state",
    "circle_rect_scene",
    "circle_rect_playground",
    "circles_state",
    "circles_scene",
    "circles_playground",
    "MASK_WORLD",
    "CANVAS",
    "A_POSITION",
    "B_SPRITES",
    "mask_state",
    "mask_scene",
    "mask_playground",
    "random_boxes",
    "many_state",
    "many_scene",
    "many_playground",
    "STEP_BOXES",
    "STEP_CELL",
    "steps_scene",
    "steps_playground",
    "WorldRun",
    "world_state",
    "world_frames",
    "world_shapes",
    "WorldPlayground",
    "world_playground",
    "PLATFORM",
    "tunnel_state",
    "tunnel_scene",
    "tunnel_playground",
    "SEGMENTS_START",
    "segments_scene",
    "segments_playground",
    "BOX",
    "box_line_scene",
    "box_line_playground",
    "TILES",
    "TILE",
    "walls",
    "sight_scene",
    "sight_playground",
    "SQUARE",
    "DIAMOND",
    "SAT_START",
    "sat_scene",
    "sat_playground",
    "ARROW",
    "point_polygon_scene",
    "point_polygon_playground",
    "PUSH_OBSTACLE",
    "push_scene",
    "push_playground",
]
