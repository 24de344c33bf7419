//! Pure collision geometry on glam types: shapes, contact tests, ray casts and sweeps.
//!
//! Nothing here knows about Bevy's ECS, so every function is tested in milliseconds. Pair functions are
//! named `[operation]_[shape_a]_[shape_b]` and computed in the frame of the first shape (A): a returned
//! normal always points from A towards B.

mod aabb;
mod capsule;
mod cast;
mod cast_aabb_aabb;
mod cast_shapes;
mod cast_sphere_aabb;
mod cast_sphere_sphere;
mod contact;
mod contact_aabb_aabb;
mod contact_aabb_sphere;
mod contact_along_axis;
mod contact_shapes;
mod contact_sphere_sphere;
mod ray;
mod raycast_aabb;
mod raycast_shape;
mod raycast_sphere;
mod shape;
mod sphere;

pub use aabb::Aabb;
pub use capsule::Capsule;
pub use cast::ShapeCast;
pub use cast_aabb_aabb::{SweptAxes, cast_aabb_aabb, swept_sat};
pub use cast_shapes::cast_shapes;
pub use cast_sphere_aabb::cast_sphere_aabb;
pub use cast_sphere_sphere::cast_sphere_sphere;
pub use contact::Contact;
pub use contact_aabb_aabb::contact_aabb_aabb;
pub use contact_aabb_sphere::contact_aabb_sphere;
pub use contact_along_axis::contact_along_axis;
pub use contact_shapes::{contact_shapes, contact_shapes_within};
pub use contact_sphere_sphere::contact_sphere_sphere;
pub use ray::{Ray, RayHit};
pub use raycast_aabb::raycast_aabb;
pub use raycast_shape::raycast_shape;
pub use raycast_sphere::raycast_sphere;
pub use shape::Shape;
pub use sphere::Sphere;
