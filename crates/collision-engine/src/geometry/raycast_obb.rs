//! Ray against an oriented box: the slab test in the box's frame.

use glam::Vec3;

use crate::geometry::aabb::Aabb;
use crate::geometry::obb::{Obb, to_world};
use crate::geometry::ray::{Ray, RayHit};
use crate::geometry::raycast_aabb::raycast_aabb;

/// First hit of `ray` on the oriented box `obb` no farther than `max_distance`: the ray turned into the box's
/// frame (in f64, rounded once), and the normal turned back (a ray starting inside faces back along itself).
pub fn raycast_obb(ray: &Ray, obb: &Obb, max_distance: f32) -> Option<RayHit> {
    let axes = obb.axes();
    let direction = (axes.transpose() * ray.direction.as_dvec3()).as_vec3();
    let local = Ray { origin: obb.local_point(&axes, ray.origin).as_vec3(), direction };
    let hit = raycast_aabb(&local, &Aabb::new(Vec3::ZERO, obb.half_extents), max_distance)?;
    let inside = hit.distance == 0.0 && hit.normal == -direction;
    let normal = if inside { -ray.direction } else { to_world(&axes, hit.normal.as_dvec3()) };
    Some(RayHit { distance: hit.distance, normal })
}

#[cfg(test)]
mod tests {
    use super::*;
    use glam::Quat;

    #[test]
    fn a_ray_down_onto_a_ramp_meets_its_tilted_top() {
        let slope = 30f32.to_radians();
        let ramp = Obb::new(Vec3::ZERO, Vec3::new(5.0, 0.5, 2.0), Quat::from_rotation_z(slope));
        let ray = Ray::new(Vec3::new(0.0, 5.0, 0.0), -Vec3::Y).unwrap();
        let hit = raycast_obb(&ray, &ramp, 10.0).unwrap();
        assert!((hit.distance - (5.0 - 0.5 / slope.cos())).abs() < 1e-5, "{hit:?}");
        assert!((hit.normal - Vec3::new(-slope.sin(), slope.cos(), 0.0)).length() < 1e-6);
    }
}
