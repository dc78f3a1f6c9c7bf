"""Motion: world invariants over many seeded steps, and sweep against a brute-force stepper."""

import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from collide_lessons import Rect, collides
from collide_lessons.motion import World, sweep
from tests.strategies import coord, positive


@pytest.mark.parametrize("seed", range(5))
@pytest.mark.parametrize("response", ["none", "push"])
def test_world_stays_inside_and_is_deterministic(seed, response):
    a = World.random(circles=12, rects=12, size=(300, 200), seed=seed, response=response)
    b = World.random(circles=12, rects=12, size=(300, 200), seed=seed, response=response)
    speeds = a.speeds()
    for _ in range(300):
        ra, rb = a.step(0.1), b.step(0.1)
        assert a.inside_box()
        assert np.array_equal(ra.pairs, rb.pairs)
    assert np.array_equal(a.pos, b.pos) and np.array_equal(a.vel, b.vel)
    if response == "none":
        assert np.allclose(a.speeds(), speeds)  # wall bounces keep every speed


def test_wall_bounce_flips_only_the_component_that_hit():
    w = World((100, 100), [1], [[95, 40]], [[10, 3]], [[4, 4]])
    report = w.step(1.0)  # right edge would be at 109: mirrored to 91
    assert report.wall_hits == 1
    assert w.pos[0].tolist() == [87.0, 43.0] and w.vel[0].tolist() == [-10.0, 3.0]


def test_huge_step_is_clamped_inside():
    w = World((50, 50), [0], [[25, 25]], [[1000, -700]], [[5, 5]])
    w.step(1.0)
    assert w.inside_box()


def test_pairs_are_the_exact_collisions():
    w = World.random(circles=15, rects=15, size=(150, 120), seed=3)
    for _ in range(20):
        report = w.step(0.1)
        truth = [(i, j) for i in range(30) for j in range(i + 1, 30) if collides(w.shape(i), w.shape(j))]
        assert [tuple(p) for p in report.pairs.tolist()] == truth
        assert set(np.flatnonzero(report.colliding).tolist()) == {k for p in truth for k in p}


def test_circles_vs_rects_rule_skips_same_kinds():
    w = World(
        (100, 100),
        [0, 0, 1],
        [[50, 50], [52, 50], [45, 45]],
        [[0, 0]] * 3,
        [[5, 5], [5, 5], [10, 10]],
        rule="circles-vs-rects",
    )
    assert [tuple(p) for p in w.colliding_pairs().tolist()] == [(0, 2), (1, 2)]


def test_push_response_separates_an_overlapping_pair():
    w = World(
        (200, 100), [1, 1], [[50, 40], [58, 40]], [[5, 0], [-5, 0]], [[10, 10], [10, 10]], response="push"
    )
    w.step(0.0)
    a, b = w.shape(0), w.shape(1)
    assert not collides(a, b) and collides(a, b, touching=True)
    assert w.vel[:, 0].tolist() == [-5.0, 5.0]  # swapped: now moving apart


def test_push_response_separates_a_box_whose_span_lies_inside_the_others():
    # A spans x 40..70, B x 50..60 (inside it): the overlap is 10 wide, but moving 10 along x
    # leaves them overlapping; the way out is 15 along y (A's bottom 60 past B's top 45).
    w = World(
        (200, 200), [1, 1], [[40, 30], [50, 45]], [[0, 4], [0, -4]], [[30, 30], [10, 30]], response="push"
    )
    w.step(0.0)
    a, b = w.shape(0), w.shape(1)
    assert not collides(a, b) and collides(a, b, touching=True)
    assert (a.y, b.y) == (22.5, 52.5)  # half of the 15 px each, along y
    assert w.vel[:, 1].tolist() == [-4.0, 4.0]  # swapped along y: now moving apart


@pytest.mark.parametrize(
    "make, error",
    [
        (lambda: World((10, 10), [1], [[50, 0]], [[0, 0]], [[1, 1]]), "inside the box"),
        (lambda: World((10, 10), [1], [[0, 0]], [[0, 0]], [[-1, 1]]), "zero or more"),
        (
            lambda: World((10, 10), [1], [[0, 0]], [[0, 0]], [[1, 1]], rule="some"),
            "rule must be one of 'all'",
        ),
        (
            lambda: World((10, 10), [1], [[0, 0]], [[0, 0]], [[1, 1]], response="bounce"),
            "response must be one of 'none', 'push'; got 'bounce'",
        ),
        (
            lambda: World((10, 10), [0.5], [[5, 5]], [[0, 0]], [[1, 1]]),
            r"kind must hold codes 0 \(circle\), 1 \(rect\), 2 \(sprite\); got 0.5",
        ),
        (lambda: World((10, 10), [7], [[5, 5]], [[0, 0]], [[1, 1]]), "got 7"),
        (lambda: World(10, [1], [[5, 5]], [[0, 0]], [[1, 1]]), r"size must be a pair of numbers"),
        (lambda: World((10, 1e400), [1], [[5, 5]], [[0, 0]], [[1, 1]]), "finite"),
        (lambda: World((10, 10), [1], [5, 5], [[0, 0]], [[1, 1]]), r"pos must be an \(n, 2\) array"),
        (lambda: World((10, 10), [1, 1], [[0, 0]], [[0, 0]], [[1, 1]]), "one row per object"),
        (lambda: World((10, 10), [1], [[np.nan, 0]], [[0, 0]], [[1, 1]]), "finite"),
    ],
)
def test_world_bad_input(make, error):
    with pytest.raises((ValueError, TypeError), match=error):
        make()


# --- sweep ------------------------------------------------------------------------------


def brute_first_contact(mover, velocity, obstacle, steps=4000):
    """Step through the frame in tiny increments; the first step that shares area."""
    for k in range(steps + 1):
        t = k / steps
        if collides(mover.move(velocity[0] * t, velocity[1] * t), obstacle):
            return t
    return None


@settings(max_examples=200)
@given(
    st.builds(Rect, coord, coord, positive, positive),
    st.builds(Rect, coord, coord, positive, positive),
    st.integers(-60, 60),
    st.integers(-60, 60),
)
def test_sweep_agrees_with_tiny_steps(mover, obstacle, vx, vy):
    got = sweep(mover, (vx, vy), obstacle)
    brute = brute_first_contact(mover, (vx, vy), obstacle)
    if got is None:
        # never shares area, except perhaps at an instant too short for the stepper to see
        assert brute is None or brute >= 1 - 1e-9
    else:
        t, side = got
        assert 0 <= t <= 1
        if brute is not None:
            assert t <= brute <= t + 1 / 4000 + 1e-12
        # at t they touch, and just after they share area (unless t is the very end)
        at_t = mover.move(vx * t, vy * t)
        assert collides(at_t, obstacle, touching=True)


def test_sweep_by_hand():
    assert sweep(Rect(0, 0, 10, 10), (30, 0), Rect(20, 0, 10, 10)) == (1 / 3, "left")
    assert sweep(Rect(40, 0, 10, 10), (-30, 0), Rect(20, 0, 10, 10)) == (1 / 3, "right")
    assert sweep(Rect(0, 0, 4, 4), (0, 100), Rect(0, 50, 40, 2)) == (0.46, "top")
    assert sweep(Rect(0, 80, 4, 4), (0, -100), Rect(0, 50, 40, 2)) == (0.28, "bottom")
    # already overlapping: t = 0, side by least penetration
    assert sweep(Rect(0, 8, 4, 4), (5, 5), Rect(2, 10, 10, 10)) == (0.0, "top")
    # touching at the start and moving in: t = 0
    assert sweep(Rect(0, 0, 10, 10), (5, 0), Rect(10, 0, 10, 10)) == (0.0, "left")
    # touching and moving away, sliding along an edge, standing still apart: no contact
    assert sweep(Rect(0, 0, 10, 10), (-5, 0), Rect(10, 0, 10, 10)) is None
    assert sweep(Rect(0, 0, 10, 10), (0, 50), Rect(10, 0, 10, 10)) is None
    assert sweep(Rect(0, 0, 10, 10), (0, 0), Rect(20, 0, 10, 10)) is None
    # exact corner hit: vertical side, like contact_side
    assert sweep(Rect(0, 0, 10, 10), (10, 10), Rect(20, 20, 10, 10)) == (1.0, "top")
    assert sweep(Rect(0, 0, 10, 10), (20, 20), Rect(20, 20, 10, 10)) == (0.5, "top")
    # symmetric: mirror the scene in x
    a = sweep(Rect(0, 3, 10, 10), (40, 6), Rect(30, 0, 5, 30))
    b = sweep(Rect(-10, 3, 10, 10), (-40, 6), Rect(-35, 0, 5, 30))
    assert a[0] == b[0] and (a[1], b[1]) == ("left", "right")


def test_sweep_bad_input():
    with pytest.raises(TypeError, match="mover must be a Rect"):
        sweep((0, 0, 1, 1), (1, 1), Rect(0, 0, 1, 1))
    with pytest.raises(ValueError, match="velocity must be a pair of numbers .a, b., got 3 values"):
        sweep(Rect(0, 0, 1, 1), (1, 1, 1), Rect(0, 0, 1, 1))
    with pytest.raises(ValueError, match="finite"):
        sweep(Rect(0, 0, 1, 1), (float("inf"), 1), Rect(0, 0, 1, 1))


# --- sprites ----------------------------------------------------------------------------


def _pixels(world, i):
    """Independent rasteriser: loop over whole pixels, centre-inside rule."""
    if world.kind[i] == 2:
        x0, y0 = (int(v) for v in np.floor(world.pos[i]))
        ys, xs = np.nonzero(world.masks[i].bits)
        return {(x0 + int(x), y0 + int(y)) for x, y in zip(xs, ys)}
    left, top, right, bottom = world.boxes()[i]
    found = set()
    for px in range(int(np.floor(left)), int(np.ceil(right))):
        for py in range(int(np.floor(top)), int(np.ceil(bottom))):
            cx, cy = px + 0.5, py + 0.5
            if world.kind[i] == 0:
                inside = (cx - world.pos[i, 0]) ** 2 + (cy - world.pos[i, 1]) ** 2 < world.dims[i, 0] ** 2
            else:
                inside = left < cx < right and top < cy < bottom
            if inside:
                found.add((px, py))
    return found


@pytest.mark.parametrize("seed", range(3))
def test_sprite_pairs_are_decided_by_pixels(seed):
    w = World.random(circles=5, rects=4, sprites=4, size=(160, 120), seed=seed)
    n = len(w.kind)
    for _ in range(15):
        report = w.step(0.2)
        assert w.inside_box()
        truth = []
        for i in range(n):
            for j in range(i + 1, n):
                if 2 in (w.kind[i], w.kind[j]):
                    hit = bool(_pixels(w, i) & _pixels(w, j))
                else:
                    hit = collides(w.shape(i), w.shape(j))
                if hit:
                    truth.append((i, j))
        assert [tuple(p) for p in report.pairs.tolist()] == truth


def test_sprite_box_overlap_without_pixels_is_not_a_collision():
    from collide_lessons.masks import Mask

    ring = Mask(np.pad(np.ones((2, 2), bool), 4))  # 10x10 sprite, solid only in its middle
    w = World(
        (100, 100), [2, 1], [[10, 10], [10, 10]], [[0, 0], [0, 0]], [[10, 10], [3, 3]], masks=[ring, None]
    )
    assert w.colliding_pairs().tolist() == []  # boxes overlap, pixels do not
    w.pos[1] = [13, 13]
    assert w.colliding_pairs().tolist() == [[0, 1]]


def test_circles_vs_sprites_rule():
    w = World.random(circles=6, rects=4, sprites=4, size=(120, 90), seed=1, rule="circles-vs-sprites")
    seen = 0
    for _ in range(40):
        for i, j in w.step(0.2).pairs.tolist():
            assert {int(w.kind[i]), int(w.kind[j])} == {0, 2}
            seen += 1
    assert seen > 0


def test_sprite_needs_a_matching_mask():
    from collide_lessons.masks import Mask

    with pytest.raises(ValueError, match="needs a Mask"):
        World((50, 50), [2], [[0, 0]], [[0, 0]], [[4, 4]])
    with pytest.raises(ValueError, match="mask's"):
        World((50, 50), [2], [[0, 0]], [[0, 0]], [[4, 4]], masks=[Mask(np.ones((3, 3)))])


def test_reversing_alone_sinks_into_the_floor_and_pushing_rests_on_it():
    from collide_lessons.motion import drop_on_floor

    naive, pushed = drop_on_floor("reverse", frames=80), drop_on_floor("push", frames=80)
    # the naive box ends deeper than one box height below the floor's top, overlapping every frame
    assert naive[-1][0] > 110 and all(hit for _, hit in naive[-30:])
    # pushed out each frame: never left inside the floor, and it settles with its bottom on it
    assert all(y + 10 <= 100 for y, _ in pushed)
    assert pushed[-1][0] == 90.0
    with pytest.raises(ValueError, match="response must be one of 'reverse', 'push'"):
        drop_on_floor("bounce")


@pytest.mark.parametrize("response", ["none", "push"])
def test_the_world_remembers_its_broad_phase_and_matches_find_pairs_every_step(response):
    from collide_lessons.broadphase import find_pairs

    w = World.random(circles=100, rects=100, size=(600, 400), seed=7, response=response)
    repaired = 0
    for _ in range(40):
        w.step(0.1)
        before = w.broad_phase.stats
        repaired += not before["rebuilt"] and before["entries"] > 0  # kept, and repaired
        boxes = w.boxes()
        # the pairs it worked from were exactly find_pairs' on the boxes it saw
        assert np.array_equal(w.broad_phase.update(boxes), find_pairs(boxes))
    assert repaired > 20


def pixel_truth(bits, corners):
    """Pairs of sprites sharing a set pixel, by painting each pair on a board (no package code)."""
    pairs = []
    for i in range(len(bits)):
        for j in range(i + 1, len(bits)):
            (xi, yi), (xj, yj) = corners[i], corners[j]
            x0, y0 = min(xi, xj), min(yi, yj)
            w = max(xi + bits[i].shape[1], xj + bits[j].shape[1]) - x0
            h = max(yi + bits[i].shape[0], yj + bits[j].shape[0]) - y0
            board = np.zeros((h, w), dtype=int)
            board[yi - y0 : yi - y0 + bits[i].shape[0], xi - x0 : xi - x0 + bits[i].shape[1]] += bits[i]
            board[yj - y0 : yj - y0 + bits[j].shape[0], xj - x0 : xj - x0 + bits[j].shape[1]] += bits[j]
            if (board == 2).any():
                pairs.append([i, j])
    return pairs


@pytest.mark.parametrize("coherent", [True, False])
@pytest.mark.parametrize("n", [12, 150])
def test_sprite_pairs_are_the_pixel_collisions_frame_after_frame(coherent, n, monkeypatch):
    from collide_lessons import motion, sprite_pairs
    from collide_lessons.masks import Mask

    rng = np.random.default_rng(n)
    bits = [rng.random((int(rng.integers(1, 12)), int(rng.integers(1, 12)))) < 0.4 for _ in range(n)]
    bits[0] = np.zeros((0, 5), dtype=bool)  # an empty sprite meets nothing
    sprites = motion.SpritePairs([Mask(b) for b in bits], coherent=coherent)
    corners = rng.integers(0, 4 * int(np.sqrt(n)) + 8, (n, 2))
    for frame in range(6):
        if frame == 3:  # the batch path: every candidate through masks.pair_areas
            monkeypatch.setattr(sprite_pairs, "SMALL_PAIRS", 0)
        corners = corners + rng.integers(-2, 3, (n, 2))
        assert sprites.update(corners).tolist() == pixel_truth(bits, corners.tolist())


def test_sprite_pairs_bad_input():
    from collide_lessons.masks import Mask
    from collide_lessons.motion import SpritePairs

    with pytest.raises(TypeError, match="masks\\[1\\] must be a Mask"):
        SpritePairs([Mask.from_text("#"), "#"])
    sprites = SpritePairs([Mask.from_text("#")] * 2)
    with pytest.raises(ValueError, match="whole pixels"):
        sprites.update([(0, 0), (0.5, 0)])
    with pytest.raises(ValueError, match="whole pixels"):
        sprites.update([(0, 0)])


# --- sweep_times: the per-axis windows the swept test is built on -----------------------


def _closed_overlap_on_axis(lo, hi, v, other_lo, other_hi, t):
    """Reference: at time t (a Fraction), does the moving span [lo, hi] + v t meet [other_lo, other_hi]?"""
    return lo + v * t <= other_hi and other_lo <= hi + v * t


@settings(max_examples=150)
@given(
    positive_rects_s := st.builds(Rect, coord, coord, positive, positive),
    positive_rects_s,
    st.integers(-60, 60),
    st.integers(-60, 60),
)
def test_sweep_times_are_exactly_when_each_axis_overlaps(mover, obstacle, vx, vy):
    from fractions import Fraction

    from collide_lessons.motion import sweep_times

    times = sweep_times(mover, (vx, vy), obstacle)
    for axis, v, lo, hi, olo, ohi in (
        ("x", vx, mover.x, mover.right, obstacle.x, obstacle.right),
        ("y", vy, mover.y, mover.bottom, obstacle.y, obstacle.bottom),
    ):
        entry, leave = times[axis]
        if v == 0:
            assert (entry, leave) in ((-math.inf, math.inf), (math.inf, -math.inf))
            assert (entry < leave) == (lo < ohi and olo < hi)
            continue
        assert entry <= leave
        # the two ends, and times just outside and inside them, checked by the reference
        for t in (entry, leave, (entry + leave) / 2):
            assert _closed_overlap_on_axis(lo, hi, v, olo, ohi, t)
        for t in (entry - Fraction(1, 1000), leave + Fraction(1, 1000)):
            assert not _closed_overlap_on_axis(lo, hi, v, olo, ohi, t)


def test_sweep_times_by_hand_and_the_swept_test_takes_the_later_entry():
    from fractions import Fraction

    from collide_lessons.motion import sweep_times

    mover, wall, v = Rect(0, 18, 20, 20), Rect(100, 40, 40, 80), (100, 10)
    times = sweep_times(mover, v, wall)
    assert times == {"x": (Fraction(4, 5), Fraction(7, 5)), "y": (Fraction(1, 5), Fraction(51, 5))}
    # contact from the later entry (x, at 4/5) to the earlier exit (x, at 7/5): the left side
    assert sweep(mover, v, wall) == (0.8, "left")
    with pytest.raises(TypeError, match="obstacle must be a Rect"):
        sweep_times(mover, v, (0, 0, 1, 1))


@settings(max_examples=150)
@given(
    st.builds(Rect, coord, coord, positive, positive),
    st.builds(Rect, coord, coord, positive, positive),
    st.integers(-30, 30),
    st.integers(-30, 30),
    st.integers(-30, 30),
    st.integers(-30, 30),
)
def test_two_moving_boxes_by_the_relative_velocity(a, b, ax_, ay_, bx_, by_):
    """Both move: sweep with the relative velocity. Reference: the exact first time the two
    moving boxes (each moved by its own velocity) share area, from the per-axis brute windows."""
    from fractions import Fraction

    got = sweep(a, (ax_ - bx_, ay_ - by_), b)

    def share_area(t):
        a_t, b_t = (a.x + ax_ * t, a.y + ay_ * t), (b.x + bx_ * t, b.y + by_ * t)
        return (
            a_t[0] < b_t[0] + b.w
            and b_t[0] < a_t[0] + a.w
            and a_t[1] < b_t[1] + b.h
            and b_t[1] < a_t[1] + a.h
        )

    first = next((Fraction(k, 240) for k in range(241) if share_area(Fraction(k, 240))), None)
    if got is None:
        assert first is None or first == 1
    else:
        t = Fraction(got[0])
        eps = Fraction(1, 10**9)  # t is the exact time rounded to a float
        assert first is None or t - eps <= first <= t + Fraction(1, 240) + eps
        # at t the moving boxes touch (closed overlap on both axes)
        a_t, b_t = (a.x + ax_ * t, a.y + ay_ * t), (b.x + bx_ * t, b.y + by_ * t)
        assert a_t[0] <= b_t[0] + b.w + eps and b_t[0] <= a_t[0] + a.w + eps
        assert a_t[1] <= b_t[1] + b.h + eps and b_t[1] <= a_t[1] + a.h + eps


@pytest.mark.parametrize("gravity, restitution", [(1.0, 0.5), (1.5, 0.5), (1.0, 0.25)])
def test_reversing_alone_bobs_then_sinks_by_the_fixed_point(gravity, restitution):
    """Stuck in the floor, each frame: v <- -(v + g) r, so v settles at -g r / (1 + r) and the box
    moves g - g r / (1 + r) = g / (1 + r) down a frame (a closed form, not the package's loop)."""
    from collide_lessons.motion import drop_on_floor

    run = drop_on_floor("reverse", frames=50, gravity=gravity, restitution=restitution)
    moves = np.diff([y for y, _ in run])
    assert all(hit for _, hit in run[-10:])  # still in the floor (it is 50 deep)
    assert np.allclose(moves[-8:], gravity / (1 + restitution), atol=1e-3)
    landed = next(k for k, (_, hit) in enumerate(drop_on_floor("reverse", frames=200)) if hit)
    assert (
        np.diff([y for y, _ in drop_on_floor("reverse", frames=200)])[landed : landed + 4] < 0
    ).any()  # bobs up
