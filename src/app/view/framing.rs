//! Where the camera starts: on the scene's action (`action`), from a side that shows the motion, close enough
//! that the action fills the view.
//!
//! Plain functions of the bodies' bounds, so they are tested without a window.

use bevy::prelude::*;

use crate::app::view::action::{Action, FramedBody};
use crate::geometry::Aabb;
use crate::scene::{NamedView, SceneCamera};

/// The share of the view's width or height the action fills.
const FILL: f32 = 0.85;
/// How far above the horizon the automatic and the front and side views look down, in radians.
const LOW_PITCH: f32 = 0.3;
const TOP_PITCH: f32 = 1.5;
/// Straight down but for a thousandth of a radian, which keeps "up" on screen towards −z.
pub const SQUARE_FROM_ABOVE: f32 = std::f32::consts::FRAC_PI_2 - 1e-3;
/// The corner view's turn and tilt.
const CORNER: (f32, f32) = (0.5, 0.45);

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
    use crate::app::view::action::action;
    use crate::app::view::action::tests::ball;

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
    fn a_box_has_eight_distinct_corners_on_its_bounds() {
        let bounds = Aabb::new(Vec3::new(1.0, 2.0, 3.0), Vec3::new(0.5, 1.0, 2.0));
        let corners = box_corners(&bounds);
        for (i, corner) in corners.iter().enumerate() {
            let on_bounds = (corner.cmpeq(bounds.min()) | corner.cmpeq(bounds.max())).all();
            assert!(on_bounds && !corners[..i].contains(corner), "corner {i}: {corner}");
        }
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
