//! Time of impact of any two moving shapes not turned, by their centres alone.

use crate::geometry::cast::ShapeCast;
use crate::geometry::placed::{Placed, cast_placed};
use crate::geometry::shape::Shape;
use glam::Vec3;

/// When `shape_a`, moving from `start_a` by `motion_a`, first touches `shape_b`, moving from `start_b` by
/// `motion_b`, as a fraction of the step; neither turned (see [`cast_placed`] for shapes that are).
pub fn cast_shapes(
    shape_a: &Shape,
    start_a: Vec3,
    motion_a: Vec3,
    shape_b: &Shape,
    start_b: Vec3,
    motion_b: Vec3,
) -> Option<ShapeCast> {
    cast_placed(&Placed::at(shape_a.clone(), start_a), motion_a, &Placed::at(shape_b.clone(), start_b), motion_b)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn box_first_pairs_point_from_the_box_to_the_sphere() {
        let wall = Shape::Cuboid { half_extents: Vec3::new(0.005, 1.0, 1.0) };
        let bullet = Shape::Sphere { radius: 0.05 };
        let start = Vec3::new(-3.0, 0.0, 0.0);
        let motion = Vec3::X * 5.0;
        let hit = cast_shapes(&wall, Vec3::ZERO, Vec3::ZERO, &bullet, start, motion).unwrap();
        assert!((hit.fraction - (3.0 - 0.055) / 5.0).abs() < 1e-5);
        assert_eq!(hit.normal, -Vec3::X);
        let hit = cast_shapes(&bullet, start, motion, &wall, Vec3::ZERO, Vec3::ZERO).unwrap();
        assert_eq!(hit.normal, Vec3::X);
    }
}
