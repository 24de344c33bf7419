//! Contact between a sphere and a cuboid, in either order.

use crate::geometry::aabb::Aabb;
use crate::geometry::aabb::shallowest_exit;
use crate::geometry::contact::Contact;
use crate::geometry::sphere::Sphere;

/// Contact of cuboid A with sphere B, or `None` when they do not overlap (touching exactly is apart).
///
/// The closest point on the box to the sphere centre gives the normal. When the centre is inside the box
/// that point is the centre itself and has no direction, so the face of least penetration is used instead,
/// with p = r + distance from the centre to that face; a sphere of radius 0 is a point, in contact when
/// strictly inside.
pub fn contact_cuboid_sphere(a: &Aabb, b: &Sphere) -> Option<Contact> {
    let relative = b.center - a.center;
    let closest = relative.clamp(-a.half_extents, a.half_extents);
    let outward = relative - closest;
    let distance_squared = outward.length_squared();
    // a centre outside by less than the root of the least normal f32 has no direction to trust: it is inside
    if distance_squared >= f32::MIN_POSITIVE {
        if distance_squared >= b.radius * b.radius {
            return None;
        }
        let distance = distance_squared.sqrt();
        let normal = outward / distance;
        return Some(Contact {
            normal,
            penetration: b.radius - distance,
            local_a: closest,
            local_b: -normal * b.radius,
        });
    }
    // centre inside (or on) the box: leave through the nearest face
    let (face_distance, normal) = shallowest_exit(a.half_extents - relative, a.half_extents + relative);
    let penetration = b.radius + face_distance;
    (penetration > 0.0).then(|| Contact {
        normal,
        penetration,
        local_a: relative + normal * face_distance,
        local_b: -normal * b.radius,
    })
}

/// Contact of sphere A with cuboid B: the cuboid-first contact seen from the sphere.
pub fn contact_sphere_cuboid(a: &Sphere, b: &Aabb) -> Option<Contact> {
    contact_cuboid_sphere(b, a).map(Contact::flipped)
}

#[cfg(test)]
mod tests {
    use super::*;
    use glam::Vec3;

    fn close(a: Vec3, b: Vec3) -> bool {
        (a - b).length() < 1e-6
    }

    #[test]
    fn sphere_over_a_face_is_pushed_out_of_that_face() {
        let floor = Aabb::new(Vec3::ZERO, Vec3::new(5.0, 0.5, 5.0));
        let ball = Sphere::new(Vec3::new(1.0, 0.9, 2.0), 0.5);
        let c = contact_cuboid_sphere(&floor, &ball).unwrap();
        assert!(close(c.normal, Vec3::Y));
        assert!((c.penetration - 0.1).abs() < 1e-6);
        assert!(close(c.local_a, Vec3::new(1.0, 0.5, 2.0)));
        assert!(close(c.local_b, Vec3::new(0.0, -0.5, 0.0)));
    }

    #[test]
    fn edge_and_corner_contacts_point_diagonally() {
        let a = Aabb::new(Vec3::ZERO, Vec3::ONE);
        let edge = Sphere::new(Vec3::new(1.3, 1.4, 0.0), 1.0);
        let c = contact_cuboid_sphere(&a, &edge).unwrap();
        assert!(close(c.normal, Vec3::new(0.6, 0.8, 0.0)));
        assert!((c.penetration - 0.5).abs() < 1e-6);
        let corner = Sphere::new(Vec3::splat(1.2), 0.5);
        let c = contact_cuboid_sphere(&a, &corner).unwrap();
        assert!(close(c.normal, Vec3::ONE.normalize()));
        assert!((c.penetration - (0.5 - 0.2 * 3f32.sqrt())).abs() < 1e-6);
        assert!(close(c.local_a, Vec3::ONE));
    }

    #[test]
    fn swapped_pair_flips_the_normal() {
        let a = Aabb::new(Vec3::ZERO, Vec3::ONE);
        let s = Sphere::new(Vec3::new(0.0, 0.0, -1.25), 0.5);
        let c = contact_cuboid_sphere(&a, &s).unwrap();
        assert!(close(c.normal, -Vec3::Z));
        let f = c.flipped();
        assert!(close(f.normal, Vec3::Z), "sphere first: normal from sphere to box");
        assert!(close(f.local_a, Vec3::new(0.0, 0.0, 0.5)));
    }

    #[test]
    fn apart_and_just_touching_are_no_contact() {
        let a = Aabb::new(Vec3::ZERO, Vec3::ONE);
        assert!(contact_cuboid_sphere(&a, &Sphere::new(Vec3::new(2.0, 0.0, 0.0), 1.0)).is_none());
        // near the corner: inside the grown box but outside the rounded one
        assert!(contact_cuboid_sphere(&a, &Sphere::new(Vec3::new(1.8, 1.8, 0.0), 1.0)).is_none());
    }

    #[test]
    fn centre_inside_the_box_leaves_through_the_nearest_face() {
        let a = Aabb::new(Vec3::ZERO, Vec3::new(2.0, 1.0, 2.0));
        let s = Sphere::new(Vec3::new(0.5, 0.8, -0.3), 0.25);
        let c = contact_cuboid_sphere(&a, &s).unwrap();
        assert!(c.normal.is_finite());
        assert!(close(c.normal, Vec3::Y));
        assert!((c.penetration - (0.25 + 0.2)).abs() < 1e-6);
        assert!(close(c.local_a, Vec3::new(0.5, 1.0, -0.3)));
        // the exact centre picks a face too, never NaN
        let c = contact_cuboid_sphere(&a, &Sphere::new(Vec3::ZERO, 0.5)).unwrap();
        assert!(c.normal.is_finite() && (c.normal.length() - 1.0).abs() < 1e-6);
        assert!((c.penetration - 1.5).abs() < 1e-6);
    }
}
