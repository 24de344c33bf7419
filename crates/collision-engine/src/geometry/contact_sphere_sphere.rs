//! Contact between two spheres.

use crate::geometry::contact::Contact;
use crate::geometry::sphere::Sphere;
use glam::Vec3;

/// Normal used when the centres coincide and no direction is defined: any unit vector separates them.
const COINCIDENT_NORMAL: Vec3 = Vec3::Y;

/// Contact of sphere A with sphere B, or `None` when they do not overlap (touching exactly is apart).
///
/// n = (cB − cA)/d, p = rA + rB − d, local_a = n·rA, local_b = −n·rB.
pub fn contact_sphere_sphere(a: &Sphere, b: &Sphere) -> Option<Contact> {
    let delta = b.center - a.center;
    let reach = a.radius + b.radius;
    let distance_squared = delta.length_squared();
    // compare squared distances: no square root for the common case of spheres apart
    if distance_squared >= reach * reach {
        return None;
    }
    let distance = distance_squared.sqrt();
    let normal = if distance > f32::EPSILON * reach { delta / distance } else { COINCIDENT_NORMAL };
    Some(Contact { normal, penetration: reach - distance, local_a: normal * a.radius, local_b: -normal * b.radius })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: Vec3, b: Vec3) -> bool {
        (a - b).length() < 1e-6
    }

    #[test]
    fn overlapping_spheres_give_normal_a_to_b_and_penetration() {
        let a = Sphere::new(Vec3::ZERO, 1.0);
        let b = Sphere::new(Vec3::new(0.0, 1.5, 0.0), 1.0);
        let c = contact_sphere_sphere(&a, &b).unwrap();
        assert!(close(c.normal, Vec3::Y));
        assert!((c.penetration - 0.5).abs() < 1e-6);
        assert!(close(c.local_a, Vec3::Y));
        assert!(close(c.local_b, -Vec3::Y));
    }

    #[test]
    fn swapping_the_pair_flips_the_normal() {
        let a = Sphere::new(Vec3::new(1.0, 2.0, 3.0), 0.5);
        let b = Sphere::new(Vec3::new(1.6, 2.0, 3.8), 0.75);
        let ab = contact_sphere_sphere(&a, &b).unwrap();
        let ba = contact_sphere_sphere(&b, &a).unwrap();
        assert!(close(ab.normal, Vec3::new(0.6, 0.0, 0.8)));
        assert!(close(ab.normal, -ba.normal));
        assert!((ab.penetration - 0.25).abs() < 1e-6);
        assert!((ab.penetration - ba.penetration).abs() < 1e-7);
        assert!(close(ab.local_a, ba.local_b));
    }

    #[test]
    fn apart_and_just_touching_are_no_contact() {
        let a = Sphere::new(Vec3::ZERO, 1.0);
        assert!(contact_sphere_sphere(&a, &Sphere::new(Vec3::new(2.0, 0.0, 0.0), 1.0)).is_none());
        assert!(contact_sphere_sphere(&a, &Sphere::new(Vec3::new(0.0, 0.0, -5.0), 1.0)).is_none());
        let c = contact_sphere_sphere(&a, &Sphere::new(Vec3::new(1.999, 0.0, 0.0), 1.0)).unwrap();
        assert!((c.penetration - 0.001).abs() < 1e-6);
    }

    #[test]
    fn coincident_centres_give_a_finite_unit_normal() {
        let a = Sphere::new(Vec3::splat(2.0), 0.5);
        let b = Sphere::new(Vec3::splat(2.0), 0.25);
        let c = contact_sphere_sphere(&a, &b).unwrap();
        assert!(c.normal.is_finite() && (c.normal.length() - 1.0).abs() < 1e-6);
        assert!((c.penetration - 0.75).abs() < 1e-6);
        assert!(c.local_a.is_finite() && c.local_b.is_finite());
    }
}
