//! Ray against axis-aligned box, by slabs.

use crate::geometry::aabb::Aabb;
use crate::geometry::ray::{Ray, RayHit};
use glam::Vec3;

/// First hit of `ray` on `aabb` no farther than `max_distance`.
///
/// Each axis's slab is entered at (−h − o)/d or (h − o)/d, with o the ray's origin relative to the box's centre
/// (so a face far from the world's origin is as sharp as one near it); the ray is inside the box between the
/// latest entry and the earliest exit, and the normal is that of the axis entered last.
pub fn raycast_aabb(ray: &Ray, aabb: &Aabb, max_distance: f32) -> Option<RayHit> {
    let origin = ray.origin - aabb.center;
    let mut enter = f32::NEG_INFINITY;
    let mut leave = f32::INFINITY;
    let mut enter_normal = -ray.direction;
    for axis in 0..3 {
        let (start, direction, half) = (origin[axis], ray.direction[axis], aabb.half_extents[axis]);
        if direction == 0.0 {
            // parallel to the slab: inside it for ever, or never
            if start.abs() > half {
                return None;
            }
            continue;
        }
        let (near, far, normal_sign) = if direction > 0.0 {
            ((-half - start) / direction, (half - start) / direction, -1.0)
        } else {
            ((half - start) / direction, (-half - start) / direction, 1.0)
        };
        if near > enter {
            enter = near;
            enter_normal = Vec3::AXES[axis] * normal_sign;
        }
        leave = leave.min(far);
        if enter > leave || leave < 0.0 {
            return None;
        }
    }
    if enter <= 0.0 {
        return Some(RayHit { distance: 0.0, normal: -ray.direction });
    }
    (enter <= max_distance).then_some(RayHit { distance: enter, normal: enter_normal })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ray_hits_the_facing_side() {
        let b = Aabb::new(Vec3::ZERO, Vec3::new(1.0, 2.0, 3.0));
        let ray = Ray::new(Vec3::new(0.5, 10.0, 0.5), -Vec3::Y).unwrap();
        let hit = raycast_aabb(&ray, &b, 100.0).unwrap();
        assert!((hit.distance - 8.0).abs() < 1e-6);
        assert_eq!(hit.normal, Vec3::Y);
    }

    #[test]
    fn diagonal_ray_enters_through_the_last_slab() {
        let b = Aabb::new(Vec3::ZERO, Vec3::ONE);
        let ray = Ray::new(Vec3::new(-3.0, -2.0, 0.0), Vec3::new(1.0, 1.0, 0.0)).unwrap();
        let hit = raycast_aabb(&ray, &b, 100.0).unwrap();
        // x slab entered at t = 2·√2, y slab at √2
        assert!((hit.distance - 2.0 * 2f32.sqrt()).abs() < 1e-5);
        assert_eq!(hit.normal, -Vec3::X);
    }

    #[test]
    fn misses_parallel_outside_behind_and_beyond_range() {
        let b = Aabb::new(Vec3::ZERO, Vec3::ONE);
        let parallel = Ray::new(Vec3::new(-5.0, 1.5, 0.0), Vec3::X).unwrap();
        assert!(raycast_aabb(&parallel, &b, 100.0).is_none());
        let behind = Ray::new(Vec3::new(5.0, 0.0, 0.0), Vec3::X).unwrap();
        assert!(raycast_aabb(&behind, &b, 100.0).is_none());
        let short = Ray::new(Vec3::new(-5.0, 0.0, 0.0), Vec3::X).unwrap();
        assert!(raycast_aabb(&short, &b, 3.5).is_none());
        let skew = Ray::new(Vec3::new(-5.0, 0.0, 0.0), Vec3::new(1.0, 0.5, 0.0)).unwrap();
        assert!(raycast_aabb(&skew, &b, 100.0).is_none());
    }

    #[test]
    fn ray_from_inside_hits_at_zero() {
        let b = Aabb::new(Vec3::ZERO, Vec3::ONE);
        let ray = Ray::new(Vec3::ZERO, Vec3::X).unwrap();
        assert_eq!(raycast_aabb(&ray, &b, 1.0).unwrap().distance, 0.0);
    }
}
