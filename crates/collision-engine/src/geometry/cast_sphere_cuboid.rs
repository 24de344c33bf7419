//! Time of impact of a moving sphere and a moving cuboid, in either order.

use crate::geometry::aabb::Aabb;
use crate::geometry::cast::ShapeCast;
use crate::geometry::contact_sphere_cuboid::contact_cuboid_sphere;
use crate::geometry::ray::{Ray, RayHit};
use crate::geometry::sphere::Sphere;
use crate::geometry::sphere_roots::sphere_roots;
use crate::geometry::{raycast_aabb, raycast_sphere};
use glam::{Vec2, Vec3};

/// When sphere A, moving by `motion_a`, first touches box B, moving by `motion_b`, within the step.
///
/// In B's frame the sphere centre travels a segment; it touches the box when it reaches the box grown by r:
/// a rounded box, the union of three slabs (the box grown along one axis), twelve edge cylinders and eight
/// corner spheres. The segment enters the box grown by r on every side first; where it enters tells which
/// part it can meet (Ericson, Real-Time Collision Detection §5.5.7): out of the box along one axis, the face
/// there; along two, that edge's cylinder and its end spheres; along three, the corner's sphere and its three
/// cylinders. Exact on faces, edges and corners alike (the grown box alone would report hits off the
/// corners). A sphere already overlapping counts as hitting at t = 0 while it approaches.
pub fn cast_sphere_cuboid(a: &Sphere, motion_a: Vec3, b: &Aabb, motion_b: Vec3) -> Option<ShapeCast> {
    // in B's frame: the box at the origin, the sphere's centre starting at `start`
    let start = a.center - b.center;
    let motion = motion_a - motion_b;
    let radius = a.radius;
    let cuboid = Aabb::new(Vec3::ZERO, b.half_extents);
    // touching counts as overlapping here, with a margin of a few roundings of the case's sizes: a sphere left
    // on the surface by an earlier hit must not be taken for one apart and moving in
    let margin = 4.0 * f32::EPSILON * (start.abs().max_element() + radius + b.half_extents.max_element());
    if let Some(contact) = contact_cuboid_sphere(&cuboid, &Sphere::new(start, radius + margin)) {
        // normal from the box to the sphere: approaching when the sphere moves against it
        return (motion.dot(contact.normal) < 0.0).then(|| ShapeCast {
            fraction: 0.0,
            normal: -contact.normal,
            point: b.center + contact.local_a,
        });
    }
    let length = motion.length();
    let ray = Ray::new(start, motion)?;
    let grown = Aabb::new(Vec3::ZERO, b.half_extents + Vec3::splat(radius));
    let entry = raycast_aabb(&ray, &grown, length)?;
    let (distance, outward) = rounded_box_hit(&ray, &cuboid, (radius, margin), entry, length)?;
    let fraction = (distance / length).clamp(0.0, 1.0);
    let center = a.center + motion_a * fraction;
    Some(ShapeCast { fraction, normal: -outward, point: center - outward * radius })
}

/// The ray's first hit (distance, outward normal) on box `b` rounded by `radius`, given where it enters the
/// box grown by `radius` (`entry`), how far it may go (`length`) and the rounding `margin` of the case.
fn rounded_box_hit(
    ray: &Ray,
    b: &Aabb,
    (radius, margin): (f32, f32),
    entry: RayHit,
    length: f32,
) -> Option<(f32, Vec3)> {
    let (min, max) = (b.min(), b.max());
    let point = ray.at(entry.distance);
    // beyond a face's edge only by more than the rounding: a point that rounds past the edge of the face it
    // enters is on that face (and with a radius of 0 there is nothing else to meet)
    let margin = Vec3::splat(margin);
    let (below, above) = (point.cmplt(min - margin), point.cmpgt(max + margin));
    let outside = (below | above).bitmask();
    // the corner of the box nearest the entry point (on an axis the point lies within, either end)
    let corner = Vec3::select(above, max, min);
    let mut best: Option<f32> = None;
    let mut consider = |hit: Option<f32>| {
        if let Some(distance) = hit
            && distance <= length
            && best.is_none_or(|d| distance < d)
        {
            best = Some(distance);
        }
    };
    let sphere_at = |point: Vec3| raycast_sphere(ray, &Sphere::new(point, radius), length).map(|h| h.distance);
    let cylinder_along = |axis: usize| {
        let (u, v) = ((axis + 1) % 3, (axis + 2) % 3);
        raycast_edge(ray, axis, (u, v), Vec2::new(corner[u], corner[v]), (min[axis], max[axis]), radius)
    };
    // the edges to test: the one whose region the point is in, or the three meeting at the corner whose
    // region it is in (a thin box's far corner may be met first); each with the spheres at both its ends
    let edges = match outside.count_ones() {
        // a face: where the grown box is entered
        0 | 1 => return Some((entry.distance, entry.normal)),
        2 => 1 << (!outside & 0b111).trailing_zeros(),
        _ => 0b111,
    };
    consider(sphere_at(corner));
    for axis in (0..3).filter(|axis| edges & (1 << axis) != 0) {
        consider(cylinder_along(axis));
        let mut far = corner;
        far[axis] = if above.test(axis) { min[axis] } else { max[axis] };
        consider(sphere_at(far));
    }
    let distance = best?;
    // the normal from the box's nearest point to the hit: its components are zero along the edge and take the
    // sides the hit is on, whatever the rounding; a radius of 0 leaves no offset, and the corner's diagonal
    // (or the edge's) stands in
    let hit = ray.at(distance);
    let diagonal = Vec3::select(above, Vec3::ONE, Vec3::ZERO) - Vec3::select(below, Vec3::ONE, Vec3::ZERO);
    Some((distance, (hit - hit.clamp(min, max)).normalize_or(diagonal.normalize())))
}

/// The ray's first hit on the cylinder of `radius` around a box edge running along `axis` between `span`,
/// placed at `edge` in the (u, v) plane.
fn raycast_edge(
    ray: &Ray,
    axis: usize,
    (u, v): (usize, usize),
    edge: Vec2,
    span: (f32, f32),
    radius: f32,
) -> Option<f32> {
    // the plane across the edge, as a sphere's cross-section: |origin + direction·t| = r
    let origin = Vec3::new(ray.origin[u] - edge.x, ray.origin[v] - edge.y, 0.0);
    let direction = Vec3::new(ray.direction[u], ray.direction[v], 0.0);
    if origin.dot(direction) >= 0.0 || origin.length_squared() <= radius * radius {
        return None;
    }
    let [entry, _] = sphere_roots(origin, direction, radius)?;
    let distance = entry.max(0.0);
    let along = ray.origin[axis] + ray.direction[axis] * distance;
    (span.0..=span.1).contains(&along).then_some(distance)
}

/// When cuboid A, moving by `motion_a`, first touches sphere B, moving by `motion_b`: the sphere-first cast
/// seen from the cuboid (the point is on the sphere's surface, which is the cuboid's at the moment of impact).
pub fn cast_cuboid_sphere(a: &Aabb, motion_a: Vec3, b: &Sphere, motion_b: Vec3) -> Option<ShapeCast> {
    let hit = cast_sphere_cuboid(b, motion_b, a, motion_a)?;
    Some(ShapeCast { normal: -hit.normal, ..hit })
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
        let hit = cast_sphere_cuboid(&s, Vec3::X * 20.0, &unit_box(), Vec3::ZERO).unwrap();
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
        let hit = cast_sphere_cuboid(&s, Vec3::X * 20.0, &unit_box(), Vec3::ZERO).unwrap();
        assert!((hit.fraction - 8.6 / 20.0).abs() < TOLERANCE, "{hit:?}");
        assert!((hit.normal - Vec3::new(0.8, -0.6, 0.0)).length() < TOLERANCE);
        assert!((hit.point - Vec3::new(-1.0, 1.0, 0.0)).length() < TOLERANCE);
    }

    #[test]
    fn corner_hit_is_on_the_corner_sphere() {
        // straight at the corner (1, 1, 1) along the diagonal
        let direction = Vec3::ONE.normalize();
        let s = Sphere::new(Vec3::ONE + direction * 10.0, 0.5);
        let hit = cast_sphere_cuboid(&s, -direction * 20.0, &unit_box(), Vec3::ZERO).unwrap();
        assert!((hit.fraction - 9.5 / 20.0).abs() < TOLERANCE, "{hit:?}");
        assert!((hit.normal + direction).length() < TOLERANCE, "towards the box");
        assert!((hit.point - Vec3::ONE).length() < TOLERANCE);
    }

    #[test]
    fn passing_just_outside_the_rounded_corner_misses() {
        // inside the grown box near the corner, outside the rounded one
        let s = Sphere::new(Vec3::new(-10.0, 1.4, 1.4), 0.5);
        assert!(cast_sphere_cuboid(&s, Vec3::X * 20.0, &unit_box(), Vec3::ZERO).is_none());
    }

    #[test]
    fn sphere_resting_on_the_surface_hits_only_when_moving_in() {
        // left on the top face by rounding, a hair above or below it
        for y in [1.4999999, 1.5, 1.5000001] {
            let s = Sphere::new(Vec3::new(0.3, y, 0.0), 0.5);
            assert!(cast_sphere_cuboid(&s, Vec3::new(0.2, 3.0, 0.0), &unit_box(), Vec3::ZERO).is_none(), "y = {y}");
            let hit = cast_sphere_cuboid(&s, Vec3::new(0.2, -3.0, 0.0), &unit_box(), Vec3::ZERO).unwrap();
            assert_eq!(hit.fraction, 0.0);
            assert!((hit.normal - -Vec3::Y).length() < TOLERANCE);
        }
    }

    #[test]
    fn moving_box_uses_relative_motion() {
        // sphere still, box comes at it: gap of 2 m closed by a 6 m move
        let s = Sphere::new(Vec3::new(4.0, 0.0, 0.0), 1.0);
        let hit = cast_sphere_cuboid(&s, Vec3::ZERO, &unit_box(), Vec3::X * 6.0).unwrap();
        assert!((hit.fraction - 1.0 / 3.0).abs() < TOLERANCE);
        assert!((hit.normal - -Vec3::X).length() < TOLERANCE);
        // both moving the same way: never
        assert!(cast_sphere_cuboid(&s, Vec3::X * 6.0, &unit_box(), Vec3::X * 6.0).is_none());
    }

    #[test]
    fn overlapping_at_the_start_hits_at_zero_only_when_approaching() {
        let s = Sphere::new(Vec3::new(1.2, 0.0, 0.0), 0.5);
        assert_eq!(cast_sphere_cuboid(&s, -Vec3::X, &unit_box(), Vec3::ZERO).unwrap().fraction, 0.0);
        assert!(cast_sphere_cuboid(&s, Vec3::X, &unit_box(), Vec3::ZERO).is_none());
    }

    /// How far a point is outside the box (0 inside).
    fn outside_by(point: Vec3, b: &Aabb) -> f32 {
        ((point - b.center).abs() - b.half_extents).max(Vec3::ZERO).length()
    }

    #[test]
    fn agrees_with_marching_along_the_path_from_every_side() {
        // a plain generator, so the cases are the same every run
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed >> 40) as f32 / (1u64 << 24) as f32 * 2.0 - 1.0
        };
        let b = Aabb::new(Vec3::new(0.1, -0.2, 0.3), Vec3::new(1.0, 0.4, 0.7));
        let (mut hits, mut misses) = (0, 0);
        for _ in 0..4000 {
            // from around the box towards a point near it, some short of it, some past
            let start = Vec3::new(next(), next(), next()) * 3.0;
            let aim = b.center + Vec3::new(next(), next(), next()) * 1.5;
            let motion = (aim - start) * (1.0 + next() * 0.6);
            let s = Sphere::new(start, 0.1 + next().abs() * 0.6);
            let gap = |t: f32| outside_by(start + motion * t, &b) - s.radius;
            if gap(0.0) <= 1e-3 {
                continue;
            }
            // first sample inside, then bisection; cases that only graze the surface are left out
            let samples = 4000;
            let first = (1..=samples).map(|k| k as f32 / samples as f32).find(|&t| gap(t) <= 0.0);
            let deepest = (0..=samples).map(|k| gap(k as f32 / samples as f32)).fold(f32::INFINITY, f32::min);
            let cast = cast_sphere_cuboid(&s, motion, &b, Vec3::ZERO);
            match first {
                Some(t) if deepest < -1e-3 => {
                    let (mut lo, mut hi) = (t - 1.0 / samples as f32, t);
                    for _ in 0..40 {
                        let mid = 0.5 * (lo + hi);
                        if gap(mid) <= 0.0 { hi = mid } else { lo = mid }
                    }
                    let hit = cast.unwrap_or_else(|| panic!("missed {s:?} by {motion}, marching hits at {hi}"));
                    assert!((hit.fraction - hi).abs() < 1e-4, "{s:?} by {motion}: {} against {hi}", hit.fraction);
                    let centre = start + motion * hit.fraction;
                    assert!((outside_by(hit.point, &b)).abs() < 1e-3, "{hit:?}");
                    assert!((centre - hit.point - hit.normal * -s.radius).length() < 1e-3, "{hit:?}");
                    hits += 1;
                }
                None if deepest > 1e-3 => {
                    assert!(cast.is_none(), "{s:?} by {motion}: {cast:?}, marching never touches");
                    misses += 1;
                }
                _ => {}
            }
        }
        assert!(hits > 500 && misses > 500, "{hits} hits, {misses} misses");
    }
}
