//! Ray against any shape: picks the shape's ray test.

use crate::geometry::ray::{Ray, RayHit};
use crate::geometry::shape::Shape;
use crate::geometry::{raycast_aabb, raycast_sphere};
use glam::Vec3;

/// First hit of `ray` on `shape` centred at `center`, no farther than `max_distance`.
pub fn raycast_shape(ray: &Ray, shape: &Shape, center: Vec3, max_distance: f32) -> Option<RayHit> {
    match shape {
        Shape::Sphere { .. } => raycast_sphere(ray, &shape.bounding_sphere(center), max_distance),
        Shape::Cuboid { .. } => raycast_aabb(ray, &shape.aabb(center), max_distance),
    }
}
