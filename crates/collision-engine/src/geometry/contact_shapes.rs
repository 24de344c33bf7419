//! Contact between any two shapes not turned, by their centres alone.

use crate::geometry::contact::Contact;
use crate::geometry::placed::{Placed, contact_placed, contact_placed_within};
use crate::geometry::shape::Shape;
use glam::Vec3;

/// Contact of `shape_a` centred at `center_a` with `shape_b` centred at `center_b`, neither turned (see
/// [`contact_placed`] for shapes that are).
///
/// Each pair test turns away shapes apart as cheaply as comparing bounding spheres would (a box's bounding
/// sphere costs a square root, and a ball's is its exact test), so none is compared first.
pub fn contact_shapes(shape_a: &Shape, center_a: Vec3, shape_b: &Shape, center_b: Vec3) -> Option<Contact> {
    contact_placed(&Placed::at(shape_a.clone(), center_a), &Placed::at(shape_b.clone(), center_b))
}

/// Like [`contact_shapes`], but also for shapes up to `margin` apart ([`contact_placed_within`]).
pub fn contact_shapes_within(
    shape_a: &Shape,
    center_a: Vec3,
    shape_b: &Shape,
    center_b: Vec3,
    margin: f32,
) -> Option<Contact> {
    contact_placed_within(&Placed::at(shape_a.clone(), center_a), &Placed::at(shape_b.clone(), center_b), margin)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sphere_first_pairs_point_from_the_sphere_to_the_box() {
        let ball = Shape::Sphere { radius: 0.5 };
        let floor = Shape::Cuboid { half_extents: Vec3::new(5.0, 0.5, 5.0) };
        let c = contact_shapes(&ball, Vec3::new(0.0, 0.9, 0.0), &floor, Vec3::ZERO).unwrap();
        assert_eq!(c.normal, -Vec3::Y);
        assert!((c.penetration - 0.1).abs() < 1e-6);
        assert!((c.local_a - Vec3::new(0.0, -0.5, 0.0)).length() < 1e-6);
        let c = contact_shapes(&floor, Vec3::ZERO, &ball, Vec3::new(0.0, 0.9, 0.0)).unwrap();
        assert_eq!(c.normal, Vec3::Y);
    }

    #[test]
    fn speculative_contacts_report_the_gap_as_negative_penetration() {
        let ball = Shape::Sphere { radius: 0.5 };
        let crate_ = Shape::Cuboid { half_extents: Vec3::splat(0.5) };
        // 1 cm apart, within a 2 cm margin
        let c = contact_shapes_within(&crate_, Vec3::ZERO, &ball, Vec3::new(0.0, 1.01, 0.0), 0.02).unwrap();
        assert_eq!(c.normal, Vec3::Y);
        assert!((c.penetration + 0.01).abs() < 1e-6, "{c:?}");
        assert!((c.local_b - Vec3::new(0.0, -0.5, 0.0)).length() < 1e-6);
        let c = contact_shapes_within(&crate_, Vec3::ZERO, &crate_, Vec3::new(1.0, 0.2, 0.0), 0.02).unwrap();
        assert_eq!(c.normal, Vec3::X);
        assert!(c.penetration.abs() < 1e-6, "touching exactly: no gap, no overlap");
        assert!(contact_shapes_within(&ball, Vec3::ZERO, &ball, Vec3::new(1.03, 0.0, 0.0), 0.02).is_none());
        // overlapping pairs read the same as without a margin
        let plain = contact_shapes(&ball, Vec3::ZERO, &crate_, Vec3::new(0.0, 0.9, 0.0)).unwrap();
        let within = contact_shapes_within(&ball, Vec3::ZERO, &crate_, Vec3::new(0.0, 0.9, 0.0), 0.02).unwrap();
        assert!((plain.penetration - within.penetration).abs() < 1e-6);
        assert!((plain.local_b - within.local_b).length() < 1e-6);
    }

    #[test]
    fn far_pairs_stop_at_the_bounding_spheres() {
        let brick = Shape::Cuboid { half_extents: Vec3::ONE };
        assert!(contact_shapes(&brick, Vec3::ZERO, &brick, Vec3::new(3.5, 3.5, 0.0)).is_none());
        assert!(contact_shapes(&brick, Vec3::ZERO, &brick, Vec3::new(1.5, 1.5, 1.5)).is_some());
    }
}
