//! Contact between any two shapes: picks the pair test and keeps the normal pointing from A to B.

use super::{Contact, Shape, contact_aabb_aabb, contact_aabb_sphere, contact_sphere_sphere};
use glam::Vec3;

/// Contact of `shape_a` centred at `center_a` with `shape_b` centred at `center_b`.
///
/// Bounding spheres are compared first: most candidate pairs are apart, and that test is the cheapest.
pub fn contact_shapes(shape_a: &Shape, center_a: Vec3, shape_b: &Shape, center_b: Vec3) -> Option<Contact> {
    if !shape_a.bounding_sphere(center_a).overlaps(&shape_b.bounding_sphere(center_b)) {
        return None;
    }
    match (*shape_a, *shape_b) {
        (Shape::Sphere { .. }, Shape::Sphere { .. }) => {
            contact_sphere_sphere(&shape_a.bounding_sphere(center_a), &shape_b.bounding_sphere(center_b))
        }
        (Shape::Box { .. }, Shape::Box { .. }) => contact_aabb_aabb(&shape_a.aabb(center_a), &shape_b.aabb(center_b)),
        (Shape::Box { .. }, Shape::Sphere { .. }) => {
            contact_aabb_sphere(&shape_a.aabb(center_a), &shape_b.bounding_sphere(center_b))
        }
        (Shape::Sphere { .. }, Shape::Box { .. }) => {
            contact_aabb_sphere(&shape_b.aabb(center_b), &shape_a.bounding_sphere(center_a)).map(Contact::flipped)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sphere_first_pairs_point_from_the_sphere_to_the_box() {
        let ball = Shape::Sphere { radius: 0.5 };
        let floor = Shape::Box { half_extents: Vec3::new(5.0, 0.5, 5.0) };
        let c = contact_shapes(&ball, Vec3::new(0.0, 0.9, 0.0), &floor, Vec3::ZERO).unwrap();
        assert_eq!(c.normal, -Vec3::Y);
        assert!((c.penetration - 0.1).abs() < 1e-6);
        assert!((c.local_a - Vec3::new(0.0, -0.5, 0.0)).length() < 1e-6);
        let c = contact_shapes(&floor, Vec3::ZERO, &ball, Vec3::new(0.0, 0.9, 0.0)).unwrap();
        assert_eq!(c.normal, Vec3::Y);
    }

    #[test]
    fn far_pairs_stop_at_the_bounding_spheres() {
        let brick = Shape::Box { half_extents: Vec3::ONE };
        assert!(contact_shapes(&brick, Vec3::ZERO, &brick, Vec3::new(3.5, 3.5, 0.0)).is_none());
        assert!(contact_shapes(&brick, Vec3::ZERO, &brick, Vec3::new(1.5, 1.5, 1.5)).is_some());
    }
}
