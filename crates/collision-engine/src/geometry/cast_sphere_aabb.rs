//! Time of impact of a moving sphere and a moving axis-aligned box.

use super::{Aabb, Ray, ShapeCast, Sphere, contact_aabb_sphere, raycast_aabb, raycast_sphere};
use glam::{Vec2, Vec3};

/// When sphere A, moving by `motion_a`, first touches box B, moving by `motion_b`, within the step.
///
/// In B's frame the sphere centre travels a segment; it touches the box when it reaches the box grown by r:
/// a rounded box, the union of three slabs (the box grown along one axis), twelve edge cylinders and eight
/// corner spheres. The earliest hit on any of those is exact on faces, edges and corners alike (a box simply
/// grown by r would report hits off the corners). A sphere already overlapping counts as hitting at t = 0
/// while it approaches.
pub fn cast_sphere_aabb(a: &Sphere, motion_a: Vec3, b: &Aabb, motion_b: Vec3) -> Option<ShapeCast> {
    let motion = motion_a - motion_b;
    let radius = a.radius;
    // touching counts as overlapping here, with a margin for rounding: a sphere left exactly on the surface
    // by an earlier hit must not be taken for one inside the rounded box
    let margin = (radius + b.half_extents.max_element()) * 1e-5;
    if let Some(contact) = contact_aabb_sphere(b, &Sphere::new(a.center, radius + margin)) {
        // normal from the box to the sphere: approaching when the sphere moves against it
        return (motion.dot(contact.normal) < 0.0).then(|| ShapeCast {
            fraction: 0.0,
            normal: -contact.normal,
            point: b.center + contact.local_a,
        });
    }
    let length = motion.length();
    let ray = Ray::new(a.center, motion)?;
    // cheap reject: the box grown by r on every side holds the rounded box
    let grown = Aabb::new(b.center, b.half_extents + Vec3::splat(radius));
    raycast_aabb(&ray, &grown, length)?;

    let (min, max) = (b.min(), b.max());
    let mut best: Option<(f32, Vec3)> = None;
    let mut consider = |distance: f32, outward: Vec3| {
        if distance <= length && best.is_none_or(|(d, _)| distance < d) {
            best = Some((distance, outward));
        }
    };
    for axis in 0..3 {
        // slab: the box grown by r along this axis only
        let mut half = b.half_extents;
        half[axis] += radius;
        if let Some(hit) = raycast_aabb(&ray, &Aabb::new(b.center, half), length) {
            consider(hit.distance, hit.normal);
        }
        // the four edges running along this axis
        let (u, v) = ((axis + 1) % 3, (axis + 2) % 3);
        for (eu, ev) in [(min[u], min[v]), (min[u], max[v]), (max[u], min[v]), (max[u], max[v])] {
            if let Some((distance, outward)) =
                raycast_edge(&ray, axis, (u, v), Vec2::new(eu, ev), (min[axis], max[axis]), radius)
            {
                consider(distance, outward);
            }
        }
    }
    for corner in 0..8 {
        let point = Vec3::new(
            if corner & 1 == 0 { min.x } else { max.x },
            if corner & 2 == 0 { min.y } else { max.y },
            if corner & 4 == 0 { min.z } else { max.z },
        );
        if let Some(hit) = raycast_sphere(&ray, &Sphere::new(point, radius), length) {
            consider(hit.distance, hit.normal);
        }
    }
    let (distance, outward) = best?;
    let fraction = (distance / length).clamp(0.0, 1.0);
    let center = a.center + motion_a * fraction;
    Some(ShapeCast { fraction, normal: -outward, point: center - outward * radius })
}

/// The ray's first hit on the cylinder of `radius` around a box edge running along `axis` between `span`,
/// placed at `edge` in the (u, v) plane; the outward normal is radial.
fn raycast_edge(
    ray: &Ray,
    axis: usize,
    (u, v): (usize, usize),
    edge: Vec2,
    span: (f32, f32),
    radius: f32,
) -> Option<(f32, Vec3)> {
    let origin = Vec2::new(ray.origin[u], ray.origin[v]) - edge;
    let direction = Vec2::new(ray.direction[u], ray.direction[v]);
    // |origin + direction·t|² = r² in the plane across the edge
    let qa = direction.length_squared();
    let qb = origin.dot(direction);
    let qc = origin.length_squared() - radius * radius;
    if qa <= f32::EPSILON || qb >= 0.0 || qc <= 0.0 {
        return None;
    }
    let discriminant = qb * qb - qa * qc;
    if discriminant < 0.0 {
        return None;
    }
    let distance = qc / (-qb + discriminant.sqrt());
    let along = ray.origin[axis] + ray.direction[axis] * distance;
    if along < span.0 || along > span.1 {
        return None;
    }
    let radial = (origin + direction * distance) / radius;
    let mut normal = Vec3::ZERO;
    normal[u] = radial.x;
    normal[v] = radial.y;
    Some((distance, normal))
}

#[cfg(test)]
mod tests {
    use super::*;

    const TOLERANCE: f32 = 1e-5;

    fn unit_box() -> Aabb {
        Aabb::new(Vec3::ZERO, Vec3::ONE)
    }

    #[test]
    fn face_hit_stops_at_the_face() {
        let s = Sphere::new(Vec3::new(-10.0, 0.3, 0.2), 0.5);
        let hit = cast_sphere_aabb(&s, Vec3::X * 20.0, &unit_box(), Vec3::ZERO).unwrap();
        // centre reaches x = −1.5 after 8.5 of 20
        assert!((hit.fraction - 8.5 / 20.0).abs() < TOLERANCE, "{hit:?}");
        assert!((hit.normal - Vec3::X).length() < TOLERANCE, "normal from the sphere to the box");
        assert!((hit.point - Vec3::new(-1.0, 0.3, 0.2)).length() < TOLERANCE);
    }

    #[test]
    fn edge_hit_is_on_the_cylinder_not_the_grown_box() {
        // moving along x at height y = 1.3: the grown box would be reached at x = −1.5,
        // the edge cylinder (radius 0.5 around y = 1, x = −1) at x = −1 − √(0.25 − 0.09) = −1.4
        let s = Sphere::new(Vec3::new(-10.0, 1.3, 0.0), 0.5);
        let hit = cast_sphere_aabb(&s, Vec3::X * 20.0, &unit_box(), Vec3::ZERO).unwrap();
        assert!((hit.fraction - 8.6 / 20.0).abs() < TOLERANCE, "{hit:?}");
        assert!((hit.normal - Vec3::new(0.8, -0.6, 0.0)).length() < TOLERANCE);
        assert!((hit.point - Vec3::new(-1.0, 1.0, 0.0)).length() < TOLERANCE);
    }

    #[test]
    fn corner_hit_is_on_the_corner_sphere() {
        // straight at the corner (1, 1, 1) along the diagonal
        let direction = Vec3::ONE.normalize();
        let s = Sphere::new(Vec3::ONE + direction * 10.0, 0.5);
        let hit = cast_sphere_aabb(&s, -direction * 20.0, &unit_box(), Vec3::ZERO).unwrap();
        assert!((hit.fraction - 9.5 / 20.0).abs() < TOLERANCE, "{hit:?}");
        assert!((hit.normal + direction).length() < TOLERANCE, "towards the box");
        assert!((hit.point - Vec3::ONE).length() < TOLERANCE);
    }

    #[test]
    fn passing_just_outside_the_rounded_corner_misses() {
        // inside the grown box near the corner, outside the rounded one
        let s = Sphere::new(Vec3::new(-10.0, 1.4, 1.4), 0.5);
        assert!(cast_sphere_aabb(&s, Vec3::X * 20.0, &unit_box(), Vec3::ZERO).is_none());
    }

    #[test]
    fn sphere_resting_on_the_surface_hits_only_when_moving_in() {
        // left on the top face by rounding, a hair above or below it
        for y in [1.4999999, 1.5, 1.5000001] {
            let s = Sphere::new(Vec3::new(0.3, y, 0.0), 0.5);
            assert!(cast_sphere_aabb(&s, Vec3::new(0.2, 3.0, 0.0), &unit_box(), Vec3::ZERO).is_none(), "y = {y}");
            let hit = cast_sphere_aabb(&s, Vec3::new(0.2, -3.0, 0.0), &unit_box(), Vec3::ZERO).unwrap();
            assert_eq!(hit.fraction, 0.0);
            assert!((hit.normal - -Vec3::Y).length() < TOLERANCE);
        }
    }

    #[test]
    fn moving_box_uses_relative_motion() {
        // sphere still, box comes at it: gap of 2 m closed by a 6 m move
        let s = Sphere::new(Vec3::new(4.0, 0.0, 0.0), 1.0);
        let hit = cast_sphere_aabb(&s, Vec3::ZERO, &unit_box(), Vec3::X * 6.0).unwrap();
        assert!((hit.fraction - 1.0 / 3.0).abs() < TOLERANCE);
        assert!((hit.normal - -Vec3::X).length() < TOLERANCE);
        // both moving the same way: never
        assert!(cast_sphere_aabb(&s, Vec3::X * 6.0, &unit_box(), Vec3::X * 6.0).is_none());
    }

    #[test]
    fn overlapping_at_the_start_hits_at_zero_only_when_approaching() {
        let s = Sphere::new(Vec3::new(1.2, 0.0, 0.0), 0.5);
        assert_eq!(cast_sphere_aabb(&s, -Vec3::X, &unit_box(), Vec3::ZERO).unwrap().fraction, 0.0);
        assert!(cast_sphere_aabb(&s, Vec3::X, &unit_box(), Vec3::ZERO).is_none());
    }
}
