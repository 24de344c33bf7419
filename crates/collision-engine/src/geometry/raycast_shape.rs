//! Ray against any shape not turned.

use crate::geometry::placed::{Placed, raycast_placed};
use crate::geometry::ray::{Ray, RayHit};
use crate::geometry::shape::Shape;
use glam::Vec3;

/// First hit of `ray` on `shape` centred at `center`, no farther than `max_distance` (see [`raycast_placed`]
/// for a turned shape).
pub fn raycast_shape(ray: &Ray, shape: &Shape, center: Vec3, max_distance: f32) -> Option<RayHit> {
    raycast_placed(ray, &Placed::at(shape.clone(), center), max_distance)
}
