//! Time of impact of two moving spheres.

use crate::geometry::cast::ShapeCast;
use crate::geometry::sphere::Sphere;
use crate::geometry::sphere_roots::{closest_approach, sphere_roots};
use glam::Vec3;

/// When sphere A, moving by `motion_a` over the step, first touches sphere B, moving by `motion_b`.
///
/// Works in relative motion, so two spheres whose paths cross at different times never hit: solve
/// |Δc + Δm·t| = rA + rB for the smallest t in [0, 1]. Spheres already overlapping count as hitting at
/// t = 0 while they approach and not at all while they separate. The normal is the centres' offset at the
/// hit, normalised; with no offset (two points meeting) it is the relative motion's reverse. `None`: no
/// contact within the step.
pub fn cast_sphere_sphere(a: &Sphere, motion_a: Vec3, b: &Sphere, motion_b: Vec3) -> Option<ShapeCast> {
    let offset = b.center - a.center;
    let motion = motion_b - motion_a;
    let reach = a.radius + b.radius;
    // apart or touching, approaching or not: a hit needs the distance to be shrinking
    if offset.dot(motion) >= 0.0 {
        return None;
    }
    let fraction = if offset.length_squared() <= reach * reach {
        0.0
    } else {
        // a start within rounding of touching may put the entry a hair before it
        let [t, _] = sphere_roots(offset, motion, reach)?;
        if t > 1.0 {
            return None;
        }
        t.max(0.0)
    };
    let normal = (offset + motion * fraction).normalize_or(-motion.normalize_or(Vec3::Y));
    let center_a = a.center + motion_a * fraction;
    Some(ShapeCast { fraction, normal, point: center_a + normal * a.radius })
}

/// How two spheres moving straight relative to each other approach: when their centres are the sum of their
/// radii apart, and how close the centres come (what the inspector shows for a sphere pair's sweep).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SphereApproach {
    /// The fractions of the step at which the centres are `reach` apart, in order; `None` when they never come
    /// that close. With no relative motion: the whole time (−∞ to +∞) if they are that close, else `None`.
    pub roots: Option<[f32; 2]>,
    /// The smallest distance between the centres along the straight relative path (m).
    pub closest: f32,
}

/// The approach of B's centre, `offset` from A's and moving by `motion` relative to it over the step, to the
/// distance `reach`.
pub fn sphere_approach(offset: Vec3, motion: Vec3, reach: f32) -> SphereApproach {
    if motion.length_squared() == 0.0 {
        let close = offset.length_squared() < reach * reach;
        return SphereApproach { roots: close.then_some([f32::NEG_INFINITY, f32::INFINITY]), closest: offset.length() };
    }
    SphereApproach { roots: sphere_roots(offset, motion, reach), closest: closest_approach(offset, motion).length() }
}

#[cfg(test)]
mod tests {
    use super::*;

    const TOLERANCE: f32 = 1e-5;

    #[test]
    fn head_on_spheres_meet_when_the_gap_closes() {
        // gap of 8 m closed at 20 m/step relative: t = 0.4
        let a = Sphere::new(Vec3::new(-5.0, 0.0, 0.0), 0.5);
        let b = Sphere::new(Vec3::new(5.0, 0.0, 0.0), 1.5);
        let hit = cast_sphere_sphere(&a, Vec3::X * 10.0, &b, -Vec3::X * 10.0).unwrap();
        assert!((hit.fraction - 0.4).abs() < TOLERANCE, "{hit:?}");
        assert!((hit.normal - Vec3::X).length() < TOLERANCE);
        assert!((hit.point - Vec3::new(-0.5, 0.0, 0.0)).length() < TOLERANCE);
    }

    #[test]
    fn glancing_hit_matches_the_analytic_time() {
        // B still at the origin, A moves along x with an offset of 1.2 in y; radii sum 1.5:
        // contact when x² + 1.2² = 1.5² → x = −0.9, from x = −10 over 20 m: t = 9.1/20
        let a = Sphere::new(Vec3::new(-10.0, 1.2, 0.0), 0.5);
        let b = Sphere::new(Vec3::ZERO, 1.0);
        let hit = cast_sphere_sphere(&a, Vec3::X * 20.0, &b, Vec3::ZERO).unwrap();
        assert!((hit.fraction - 9.1 / 20.0).abs() < TOLERANCE, "{hit:?}");
        assert!((hit.normal - Vec3::new(0.6, -0.8, 0.0)).length() < TOLERANCE);
    }

    #[test]
    fn miss_by_a_hair_and_too_short_a_step() {
        let b = Sphere::new(Vec3::ZERO, 1.0);
        let a = Sphere::new(Vec3::new(-10.0, 1.5001, 0.0), 0.5);
        assert!(cast_sphere_sphere(&a, Vec3::X * 20.0, &b, Vec3::ZERO).is_none());
        let a = Sphere::new(Vec3::new(-10.0, 0.0, 0.0), 0.5);
        assert!(cast_sphere_sphere(&a, Vec3::X * 8.4, &b, Vec3::ZERO).is_none());
        assert!(cast_sphere_sphere(&a, Vec3::X * 8.6, &b, Vec3::ZERO).is_some());
    }

    #[test]
    fn touching_or_overlapping_at_the_start_hits_at_zero_only_when_approaching() {
        let a = Sphere::new(Vec3::ZERO, 1.0);
        let touching = Sphere::new(Vec3::new(2.0, 0.0, 0.0), 1.0);
        assert_eq!(cast_sphere_sphere(&a, Vec3::X, &touching, Vec3::ZERO).unwrap().fraction, 0.0);
        assert!(cast_sphere_sphere(&a, -Vec3::X, &touching, Vec3::ZERO).is_none());
        let overlapping = Sphere::new(Vec3::new(1.0, 0.0, 0.0), 1.0);
        let hit = cast_sphere_sphere(&a, Vec3::ZERO, &overlapping, -Vec3::X).unwrap();
        assert_eq!(hit.fraction, 0.0);
        assert!((hit.normal - Vec3::X).length() < TOLERANCE);
    }

    #[test]
    fn zero_relative_velocity_never_hits() {
        let a = Sphere::new(Vec3::ZERO, 1.0);
        let b = Sphere::new(Vec3::new(3.0, 0.0, 0.0), 1.0);
        let shared = Vec3::new(100.0, 5.0, 0.0);
        assert!(cast_sphere_sphere(&a, shared, &b, shared).is_none());
    }

    #[test]
    fn paths_that_cross_at_different_times_do_not_hit() {
        // A passes the origin at t = 0.1, B at t = 0.9; their swept capsules cross there
        let a = Sphere::new(Vec3::new(-10.0, 0.0, 0.0), 0.2);
        let b = Sphere::new(Vec3::new(0.0, 0.0, -90.0), 0.2);
        let motion_a = Vec3::X * 100.0;
        let motion_b = Vec3::Z * 100.0;
        let swept_a = super::super::Capsule::swept(0.2, a.center, a.center + motion_a);
        assert!(swept_a.segment_distance(Vec3::ZERO) < 0.2, "the paths do cross");
        assert!(cast_sphere_sphere(&a, motion_a, &b, motion_b).is_none());
        // the same paths in step: they hit
        let b_in_step = Sphere::new(Vec3::new(0.0, 0.0, -10.0), 0.2);
        let hit = cast_sphere_sphere(&a, motion_a, &b_in_step, motion_b).unwrap();
        // |(10 − 100t, 0, −10 + 100t)| = 0.4 → 100t = 10 − 0.4/√2
        assert!((hit.fraction - (10.0 - 0.4 / 2f32.sqrt()) / 100.0).abs() < TOLERANCE);
    }

    #[test]
    fn the_approach_gives_the_closest_distance_and_a_still_pair_in_reach_all_step() {
        let approach = sphere_approach(Vec3::new(-5.0, 1.5, 0.0), Vec3::X * 10.0, 1.0);
        assert_eq!(approach.roots, None);
        assert!((approach.closest - 1.5).abs() < TOLERANCE);
        let still = sphere_approach(Vec3::X * 0.5, Vec3::ZERO, 1.0);
        assert_eq!(still.roots, Some([f32::NEG_INFINITY, f32::INFINITY]));
        assert_eq!(sphere_approach(Vec3::X * 2.0, Vec3::ZERO, 1.0).roots, None);
    }
}
