//! Ray against sphere.

use crate::geometry::ray::{Ray, RayHit};
use crate::geometry::sphere::Sphere;
use crate::geometry::sphere_roots::sphere_roots;

/// First hit of `ray` on `sphere` no farther than `max_distance`.
///
/// The smaller t ≥ 0 with |o + t·d − c| = r, by [`sphere_roots`] (from the ray's closest approach to the centre,
/// so nothing cancels when the ray starts far away compared with the radius). The normal is the hit's offset from the centre, normalised; a sphere of radius 0 (or a
/// hit where the offset vanishes) faces back along the ray.
pub fn raycast_sphere(ray: &Ray, sphere: &Sphere, max_distance: f32) -> Option<RayHit> {
    let offset = ray.origin - sphere.center;
    if offset.length_squared() <= sphere.radius * sphere.radius {
        return Some(RayHit { distance: 0.0, normal: -ray.direction });
    }
    // outside and pointing away, or passing square to the centre from where it starts
    if offset.dot(ray.direction) >= 0.0 {
        return None;
    }
    let [entry, _] = sphere_roots(offset, ray.direction, sphere.radius)?;
    // a start within rounding of the surface may put the entry a hair behind the origin
    let distance = entry.max(0.0);
    if distance > max_distance {
        return None;
    }
    let normal = (offset + ray.direction * distance).normalize_or(-ray.direction);
    Some(RayHit { distance, normal })
}

#[cfg(test)]
mod tests {
    use super::*;
    use glam::Vec3;

    #[test]
    fn ray_hits_the_near_side() {
        let ray = Ray::new(Vec3::new(0.0, 0.0, -10.0), Vec3::Z).unwrap();
        let hit = raycast_sphere(&ray, &Sphere::new(Vec3::ZERO, 2.0), 100.0).unwrap();
        assert!((hit.distance - 8.0).abs() < 1e-5);
        assert!((hit.normal - -Vec3::Z).length() < 1e-5);
    }

    #[test]
    fn misses_beside_behind_and_beyond_range() {
        let s = Sphere::new(Vec3::ZERO, 1.0);
        let beside = Ray::new(Vec3::new(1.01, 0.0, -5.0), Vec3::Z).unwrap();
        assert!(raycast_sphere(&beside, &s, 100.0).is_none());
        let behind = Ray::new(Vec3::new(0.0, 0.0, 5.0), Vec3::Z).unwrap();
        assert!(raycast_sphere(&behind, &s, 100.0).is_none());
        let far = Ray::new(Vec3::new(0.0, 0.0, -5.0), Vec3::Z).unwrap();
        assert!(raycast_sphere(&far, &s, 3.9).is_none());
        assert!(raycast_sphere(&far, &s, 4.1).is_some());
    }

    #[test]
    fn glancing_ray_hits_at_the_tangent_point() {
        let ray = Ray::new(Vec3::new(-5.0, 0.6, 0.0), Vec3::X).unwrap();
        let hit = raycast_sphere(&ray, &Sphere::new(Vec3::ZERO, 1.0), 10.0).unwrap();
        assert!((hit.distance - 4.2).abs() < 1e-5);
        assert!((hit.normal - Vec3::new(-0.8, 0.6, 0.0)).length() < 1e-5);
    }

    #[test]
    fn ray_from_inside_hits_at_zero() {
        let ray = Ray::new(Vec3::new(0.1, 0.0, 0.0), Vec3::Y).unwrap();
        let hit = raycast_sphere(&ray, &Sphere::new(Vec3::ZERO, 1.0), 10.0).unwrap();
        assert_eq!(hit.distance, 0.0);
    }
}
