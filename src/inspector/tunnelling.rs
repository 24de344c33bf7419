//! The tunnelling predictor: how fast a body may move before it can pass through another within one step
//! without the discrete test ever seeing them overlap.

use bevy::prelude::*;

use crate::geometry::{Placed, Shape};

/// The speed (m/s) above which `body`, moving along `velocity`, can pass through `obstacle` in one step of
/// `dt` seconds unseen: it must cover its own extent plus the obstacle's along its direction of motion
/// between two steps. Infinite for a body at rest.
pub fn safe_speed(body: &Shape, obstacle: &Shape, velocity: Vec3, dt: f32) -> f32 {
    let Some(direction) = velocity.try_normalize() else {
        return f32::INFINITY;
    };
    (extent_along(body, direction) + extent_along(obstacle, direction)) / dt
}

/// The shape's width along the unit `direction` (m).
fn extent_along(shape: &Shape, direction: Vec3) -> f32 {
    match *shape {
        Shape::Sphere { radius } => 2.0 * radius,
        Shape::Cuboid { half_extents } => 2.0 * half_extents.dot(direction.abs()),
        _ => {
            let placed = Placed::at(shape.clone(), Vec3::ZERO);
            (placed.support_from(direction, Vec3::ZERO) - placed.support_from(-direction, Vec3::ZERO)).dot(direction)
        }
    }
}
