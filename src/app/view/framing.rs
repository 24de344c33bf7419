//! Where the camera starts: on the scene's action (the bodies that move, their paths for the next moments, and
//! what those paths run into), from a side that shows the motion, close enough that the action fills the view.
//!
//! Plain functions of the bodies' bounds, so they are tested without a window.

use bevy::prelude::*;

use crate::geometry::{Aabb, Ray, raycast_aabb};
use crate::scene::{NamedView, SceneCamera};

/// How far ahead a body's path counts, in seconds.
const HORIZON: f32 = 1.5;
/// Segments a path is followed in.
const PATH_SEGMENTS: usize = 24;
/// The longest path that counts, in metres (a bullet with nothing ahead must not shrink the scene to a dot).
const PATH_REACH: f32 = 20.0;
/// How far around a path's meeting point the body it meets counts, in metres.
const MET_REACH: f32 = 1.0;
/// How far from its centre a static body counts when nothing moves, in metres.
const STATIC_REACH: f32 = 3.0;
/// Above this many bodies, paths are not followed (a pile of thousands is its own action).
const MOST_PATHS: usize = 200;
/// The share of the view's width or height the action fills.
const FILL: f32 = 0.85;
/// How far above the horizon the automatic and the front and side views look down, in radians.
const LOW_PITCH: f32 = 0.3;
const TOP_PITCH: f32 = 1.5;
/// Straight down but for a thousandth of a radian, which keeps "up" on screen towards −z.
pub const SQUARE_FROM_ABOVE: f32 = std::f32::consts::FRAC_PI_2 - 1e-3;
/// The corner view's turn and tilt.
const CORNER: (f32, f32) = (0.5, 0.45);

/// A body as framing sees it.
#[derive(Clone, Copy, Debug)]
pub struct FramedBody {
    pub aabb: Aabb,
    /// Dynamic or kinematic: it can move.
    pub moves: bool,
    /// Not a sensor: paths stop where they meet it.
    pub solid: bool,
    pub velocity: Vec3,
    /// Where a joint to a fixed point keeps it: its swing about that point (its path is not followed).
    pub held: Option<Aabb>,
}

/// A camera's place: what it looks at, from which direction (unit, from the target to the camera) and how far.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Framing {
    pub target: Vec3,
    pub direction: Vec3,
    pub distance: f32,
}

/// The view `camera` asks for (or the automatic one) of `found`, the action of `bodies`, for a view of this
/// aspect (width / height) and vertical field of view.
pub fn frame_action(
    found: &Action,
    bodies: &[FramedBody],
    camera: Option<SceneCamera>,
    (aspect, fov): (f32, f32),
) -> Framing {
    let camera = camera.unwrap_or_default();
    let target = camera.target.unwrap_or(found.bounds.center);
    if let Some(position) = camera.position {
        let offset = position - target;
        return Framing { target, direction: offset.normalize(), distance: offset.length() };
    }
    let direction = match camera.view {
        Some(view) => view_direction(view),
        None => automatic_direction(bodies),
    };
    let fitted = fit(&found.bounds, direction, (aspect, fov));
    if camera.target.is_some() { Framing { target, ..fitted } } else { fitted }
}

/// The unit direction from the target to the camera of a named view.
pub fn view_direction(view: NamedView) -> Vec3 {
    match view {
        NamedView::Front => orbit_direction(0.0, LOW_PITCH),
        NamedView::Side => orbit_direction(std::f32::consts::FRAC_PI_2, LOW_PITCH),
        NamedView::Top => orbit_direction(0.0, TOP_PITCH),
        NamedView::Corner => orbit_direction(CORNER.0, CORNER.1),
        NamedView::Line | NamedView::FlatFront => Vec3::Z,
        NamedView::FlatTop => orbit_direction(0.0, SQUARE_FROM_ABOVE),
    }
}

/// The direction an orbit camera turned by `yaw` and tilted by `pitch` looks from (as `OrbitCamera`).
pub fn orbit_direction(yaw: f32, pitch: f32) -> Vec3 {
    Vec3::new(pitch.cos() * yaw.sin(), pitch.sin(), pitch.cos() * yaw.cos())
}

/// The scene's action, which the camera frames: the moving bodies with their paths and what the paths meet
/// (or, when nothing can move, every body with big static ones cut down), and which bodies (by index) take
/// part: those that move and those their paths meet.
#[derive(Clone, Debug, PartialEq)]
pub struct Action {
    pub bounds: Aabb,
    pub bodies: Vec<usize>,
}

/// The action of `bodies` under `gravity`; none for a scene without bodies.
pub fn action(bodies: &[FramedBody], gravity: Vec3) -> Option<Action> {
    let follow = bodies.len() <= MOST_PATHS;
    let mut taking_part = vec![false; bodies.len()];
    let mut bounds: Option<Aabb> = None;
    for (index, body) in bodies.iter().enumerate().filter(|(_, body)| body.moves) {
        taking_part[index] = true;
        let (path, met) = match body.held {
            Some(swing) => (body.aabb.union(&swing), None),
            None if follow => path_bounds(index, bodies, gravity),
            None => (body.aabb, None),
        };
        if let Some(met) = met {
            taking_part[met] = true;
        }
        bounds = Some(bounds.map_or(path, |bounds| bounds.union(&path)));
    }
    let bounds = bounds.or_else(|| {
        let cut =
            |body: &FramedBody| Aabb::new(body.aabb.center, body.aabb.half_extents.min(Vec3::splat(STATIC_REACH)));
        bodies.iter().map(cut).reduce(|a, b| a.union(&b))
    })?;
    Some(Action { bounds, bodies: (0..bodies.len()).filter(|&index| taking_part[index]).collect() })
}

/// The bounds of body `index` along its path for the next `HORIZON` seconds (falling unless it rests on
/// something), up to the first solid body it meets, with the part of that body around the meeting point; and
/// which body that is.
fn path_bounds(index: usize, bodies: &[FramedBody], gravity: Vec3) -> (Aabb, Option<usize>) {
    let body = &bodies[index];
    let touching = |aabb: &Aabb| Aabb::new(aabb.center, aabb.half_extents + Vec3::splat(0.01)).overlaps(&body.aabb);
    let others = || bodies.iter().enumerate().filter(move |&(other, it)| other != index && it.solid);
    let resting = others().any(|(_, other)| touching(&other.aabb));
    // what the path can meet, grown by the body's size so the path of its centre meets it
    let ahead: Vec<(usize, Aabb)> = others()
        .filter(|(_, other)| !touching(&other.aabb))
        .map(|(other, it)| (other, Aabb::new(it.aabb.center, it.aabb.half_extents + body.aabb.half_extents)))
        .collect();
    let fall = if resting { Vec3::ZERO } else { gravity };
    let at = |t: f32| body.aabb.center + body.velocity * t + 0.5 * fall * t * t;
    let mut bounds = body.aabb;
    let (mut from, mut travelled) = (body.aabb.center, 0.0);
    for step in 1..=PATH_SEGMENTS {
        let to = at(HORIZON * step as f32 / PATH_SEGMENTS as f32);
        let Some(ray) = Ray::new(from, to - from) else {
            continue;
        };
        let length = (to - from).length().min(PATH_REACH - travelled);
        let met = ahead
            .iter()
            .filter_map(|(other, grown)| raycast_aabb(&ray, grown, length).map(|hit| (hit.distance, *other)))
            .min_by(|a, b| a.0.total_cmp(&b.0));
        let end = ray.origin + ray.direction * met.map_or(length, |(distance, _)| distance);
        bounds = bounds.union(&Aabb::new(end, body.aabb.half_extents));
        if let Some((_, other)) = met {
            let near = Aabb::new(end, body.aabb.half_extents + Vec3::splat(MET_REACH));
            return (bounds.union(&intersection(&bodies[other].aabb, &near).unwrap_or(near)), Some(other));
        }
        travelled += length;
        if travelled >= PATH_REACH {
            break;
        }
        from = to;
    }
    (bounds, None)
}

/// Where a body at `at` of bounds half `half` swings on a joint from the fixed point `pivot`: from where it is
/// to the other side of the pivot and down to the joint's `length` below it.
pub fn swing_bounds(at: Vec3, half: Vec3, (pivot, length): (Vec3, f32)) -> Aabb {
    let across = Vec3::new(2.0 * pivot.x - at.x, at.y, 2.0 * pivot.z - at.z);
    let bottom = pivot - Vec3::Y * length;
    let (min, max) = [at, across, pivot, bottom]
        .iter()
        .fold((Vec3::INFINITY, Vec3::NEG_INFINITY), |(min, max), p| (min.min(*p), max.max(*p)));
    Aabb::from_min_max(min - half, max + half)
}

/// Where two boxes overlap, if they do.
fn intersection(a: &Aabb, b: &Aabb) -> Option<Aabb> {
    let (min, max) = (a.min().max(b.min()), a.max().min(b.max()));
    min.cmple(max).all().then(|| Aabb::from_min_max(min, max))
}

/// A low view across the action's main horizontal direction (where the bodies lie apart and where they move),
/// from the side nearer +z; the corner view when the action has no main direction.
fn automatic_direction(bodies: &[FramedBody]) -> Vec3 {
    let moving: Vec<&FramedBody> = bodies.iter().filter(|body| body.moves).collect();
    let count = moving.len().max(1) as f32;
    let mean = moving.iter().map(|body| body.aabb.center).sum::<Vec3>() / count;
    // spread of the places and of the velocities in the ground plane
    let (mut xx, mut zz, mut xz) = (0.0, 0.0, 0.0);
    for body in &moving {
        for v in [body.aabb.center - mean, body.velocity * 0.5] {
            (xx, zz, xz) = (xx + v.x * v.x, zz + v.z * v.z, xz + v.x * v.z);
        }
    }
    let spread = ((xx - zz).powi(2) + 4.0 * xz * xz).sqrt();
    if spread <= 0.3 * (xx + zz) || xx + zz <= f32::EPSILON {
        return view_direction(NamedView::Corner);
    }
    let along = 0.5 * (2.0 * xz).atan2(xx - zz);
    // look across the main direction: turned a quarter from it, towards +z
    let across = Vec3::new(-along.sin(), 0.0, along.cos());
    let across = if across.z < 0.0 { -across } else { across };
    orbit_direction(across.x.atan2(across.z), LOW_PITCH)
}

/// The eight corners of a box.
pub fn box_corners(bounds: &Aabb) -> [Vec3; 8] {
    let (min, max) = (bounds.min(), bounds.max());
    std::array::from_fn(|i| Vec3::select(BVec3::new(i & 1 == 1, i & 2 == 2, i & 4 == 4), max, min))
}

/// The target and distance from which `bounds`, seen from `direction`, fill `FILL` of the view's width or
/// height (whichever is reached first) and sit in its middle.
pub fn fit(bounds: &Aabb, direction: Vec3, (aspect, fov): (f32, f32)) -> Framing {
    let back = direction.normalize();
    let right = Vec3::Y.cross(back).try_normalize().unwrap_or(Vec3::X);
    let up = back.cross(right);
    let tan_y = (fov * 0.5).tan() * FILL;
    let tan_x = tan_y * aspect;
    let corners = box_corners(bounds);
    let mut target = bounds.center;
    let mut distance = 1.0;
    // the distance for the target, then the target that centres the picture, a few times over: each centring
    // lets the next distance come closer
    for _ in 0..4 {
        distance = corners
            .iter()
            .map(|&corner| {
                let offset = corner - target;
                let depth = offset.dot(back);
                (offset.dot(right).abs() / tan_x).max(offset.dot(up).abs() / tan_y) + depth
            })
            .fold(0.5, f32::max);
        let eye = target + back * distance;
        let (mut low, mut high) = (Vec2::splat(f32::INFINITY), Vec2::splat(f32::NEG_INFINITY));
        for corner in corners {
            let offset = corner - eye;
            let depth = -offset.dot(back);
            let seen = Vec2::new(offset.dot(right), offset.dot(up)) / depth.max(1e-3);
            (low, high) = (low.min(seen), high.max(seen));
        }
        let middle = (low + high) * 0.5 * distance;
        target += right * middle.x + up * middle.y;
    }
    Framing { target, direction: back, distance }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ball(at: Vec3, velocity: Vec3) -> FramedBody {
        FramedBody { aabb: Aabb::new(at, Vec3::splat(0.5)), moves: true, solid: true, velocity, held: None }
    }

    fn fixed(at: Vec3, half: Vec3) -> FramedBody {
        FramedBody { aabb: Aabb::new(at, half), moves: false, solid: true, velocity: Vec3::ZERO, held: None }
    }

    /// The bounds' corners as seen by a camera of `framing` (x, y in the view's half widths and heights).
    fn screen_span(bounds: &Aabb, framing: &Framing, (aspect, fov): (f32, f32)) -> Vec2 {
        let eye = framing.target + framing.direction * framing.distance;
        let view = Transform::from_translation(eye).looking_at(framing.target, Vec3::Y);
        let (right, up, forward) = (view.right(), view.up(), view.forward());
        let (mut low, mut high) = (Vec2::splat(f32::INFINITY), Vec2::splat(f32::NEG_INFINITY));
        for corner in box_corners(bounds) {
            let offset = corner - eye;
            let depth = offset.dot(*forward);
            let tan = (fov * 0.5).tan();
            let seen = Vec2::new(offset.dot(*right) / (tan * aspect), offset.dot(*up) / tan) / depth;
            (low, high) = (low.min(seen), high.max(seen));
        }
        (high - low) * 0.5
    }

    #[test]
    fn the_action_fills_most_of_the_view_and_stays_inside_it() {
        // a row along x, seen from the front, at two aspects: the wider side of the picture is filled to FILL
        let bounds = Aabb::new(Vec3::new(3.0, 1.0, -2.0), Vec3::new(4.0, 0.5, 0.5));
        for aspect in [1.0, 16.0 / 9.0, 2.2] {
            for direction in [view_direction(NamedView::Front), view_direction(NamedView::Corner)] {
                let framing = fit(&bounds, direction, (aspect, 0.8));
                let span = screen_span(&bounds, &framing, (aspect, 0.8));
                assert!(span.max_element() <= 1.0 + 1e-4, "aspect {aspect}: outside the view {span}");
                assert!(span.max_element() >= FILL - 0.02, "aspect {aspect}: fills only {span}");
            }
        }
    }

    #[test]
    fn a_pendulum_is_framed_over_its_swing_not_a_fall() {
        // a ball (bounds 0.5 m about its centre) on a 1 m string from (0, 2, 0), let go 30° to the right
        let at = Vec3::new(0.5, 2.0 - 0.866, 0.0);
        let held = Some(swing_bounds(at, Vec3::splat(0.5), (Vec3::new(0.0, 2.0, 0.0), 1.0)));
        let bodies = [FramedBody { held, ..ball(at, Vec3::ZERO) }];
        let found = action(&bodies, Vec3::new(0.0, -9.81, 0.0)).unwrap();
        // from −1 to 1 across, from the bottom of the swing to above the pivot, not 11 m of fall
        assert!((found.bounds.min().x + 1.0).abs() < 1e-5 && (found.bounds.max().x - 1.0).abs() < 1e-5);
        assert!((found.bounds.min().y - 0.5).abs() < 1e-5 && (found.bounds.max().y - 2.5).abs() < 1e-5);
    }

    #[test]
    fn a_box_has_eight_distinct_corners_on_its_bounds() {
        let bounds = Aabb::new(Vec3::new(1.0, 2.0, 3.0), Vec3::new(0.5, 1.0, 2.0));
        let corners = box_corners(&bounds);
        for (i, corner) in corners.iter().enumerate() {
            let on_bounds = (corner.cmpeq(bounds.min()) | corner.cmpeq(bounds.max())).all();
            assert!(on_bounds && !corners[..i].contains(corner), "corner {i}: {corner}");
        }
    }

    #[test]
    fn a_dropped_ball_is_framed_with_the_floor_it_lands_on() {
        let bodies =
            [ball(Vec3::new(0.0, 5.0, 0.0), Vec3::ZERO), fixed(Vec3::new(0.0, -0.5, 0.0), Vec3::new(50.0, 0.5, 50.0))];
        let bounds = action(&bodies, Vec3::new(0.0, -9.81, 0.0)).unwrap().bounds;
        // down to the floor's top, and the floor only around where the ball lands
        assert!(bounds.min().y <= 0.0 && bounds.min().y >= -1.0 - 1e-4, "{bounds:?}");
        assert!(bounds.max().y >= 5.5 - 1e-4 && bounds.half_extents.x <= 1.5 + 1e-4, "{bounds:?}");
    }

    #[test]
    fn a_fast_bullet_is_framed_up_to_the_thin_wall_it_meets() {
        let bullet = FramedBody {
            aabb: Aabb::new(Vec3::new(-6.0, 1.0, 0.0), Vec3::splat(0.05)),
            moves: true,
            solid: true,
            velocity: Vec3::new(300.0, 0.0, 0.0),
            held: None,
        };
        let wall = fixed(Vec3::new(0.0, 1.0, 0.0), Vec3::new(0.005, 1.5, 1.5));
        let found = action(&[bullet, wall], Vec3::ZERO).unwrap();
        let bounds = found.bounds;
        assert!((bounds.min().x + 6.05).abs() < 1e-4 && bounds.max().x < 0.1, "{bounds:?}");
        assert_eq!(found.bodies, [0, 1], "the bullet and the wall it meets take part");
        // a sensor in the way does not stop the path
        let sensor = FramedBody { solid: false, ..fixed(Vec3::new(-3.0, 1.0, 0.0), Vec3::splat(0.5)) };
        assert_eq!(action(&[bullet, sensor, wall], Vec3::ZERO).unwrap().bodies, [0, 2]);
        // with nothing ahead the path stops at PATH_REACH
        let alone = action(&[bullet], Vec3::ZERO).unwrap().bounds;
        assert!((alone.max().x - (-6.0 + PATH_REACH + 0.05)).abs() < 1e-3, "{alone:?}");
    }

    #[test]
    fn a_ball_resting_on_the_floor_keeps_its_height_and_its_run() {
        let bodies = [
            ball(Vec3::new(0.0, 0.5, 0.0), Vec3::new(2.0, 0.0, 0.0)),
            fixed(Vec3::new(0.0, -0.5, 0.0), Vec3::new(50.0, 0.5, 50.0)),
        ];
        let bounds = action(&bodies, Vec3::new(0.0, -9.81, 0.0)).unwrap().bounds;
        assert!(bounds.min().y >= -1e-4 && (bounds.max().x - 3.5).abs() < 1e-3, "{bounds:?}");
    }

    #[test]
    fn motion_along_x_is_seen_from_the_front_and_along_z_from_the_side() {
        let along_x =
            [ball(Vec3::new(-3.0, 0.5, 0.0), Vec3::new(2.0, 0.0, 0.0)), ball(Vec3::new(3.0, 0.5, 0.0), Vec3::ZERO)];
        let direction = automatic_direction(&along_x);
        assert!(direction.x.abs() < 1e-4 && direction.z > 0.9, "{direction}");
        let along_z = along_x.map(|body| FramedBody {
            aabb: Aabb::new(body.aabb.center.zyx(), body.aabb.half_extents),
            velocity: body.velocity.zyx(),
            ..body
        });
        let direction = automatic_direction(&along_z);
        assert!(direction.z.abs() < 1e-4 && direction.x.abs() > 0.9, "{direction}");
        // a pile with no main direction gets the corner view
        let pile: Vec<FramedBody> =
            (0..4).map(|i| ball(Vec3::new((i % 2) as f32, 0.5, (i / 2) as f32), Vec3::ZERO)).collect();
        assert_eq!(automatic_direction(&pile), view_direction(NamedView::Corner));
    }

    #[test]
    fn a_scene_camera_is_used_as_written() {
        let bodies = [ball(Vec3::ZERO, Vec3::X)];
        let camera = SceneCamera { position: Some(Vec3::new(0.0, 3.0, 4.0)), target: Some(Vec3::ZERO), view: None };
        let found = action(&bodies, Vec3::ZERO).unwrap();
        let framing = frame_action(&found, &bodies, Some(camera), (1.5, 0.8));
        assert!((framing.distance - 5.0).abs() < 1e-5 && framing.direction.abs_diff_eq(Vec3::new(0.0, 0.6, 0.8), 1e-5));
        let top = SceneCamera { view: Some(NamedView::Top), ..default() };
        let framing = frame_action(&found, &bodies, Some(top), (1.5, 0.8));
        assert!(framing.direction.y > 0.99, "{framing:?}");
    }
}
