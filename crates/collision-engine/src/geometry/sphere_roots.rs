//! When a point moving in a straight line is at a given distance from a centre: the roots that sphere casts, ray
//! casts at spheres and the edge cylinders of the sphere-box cast all take, so that rounding does not decide them.

use glam::Vec3;

/// B's offset from A where the straight relative path passes closest: the offset less its part along the
/// motion, a vector of the size of the miss (never the difference of two squares of the size of the offset).
pub(crate) fn closest_approach(offset: Vec3, motion: Vec3) -> Vec3 {
    offset - motion * (offset.dot(motion) / motion.length_squared())
}

/// The two times t (in units of `motion`: fractions of a step, or metres along a unit ray; in order) at which |offset + motion·t| = reach, or `None` when the
/// path never comes that close (or does not move). |offset + motion·t|² = reach² is qa·t² + 2·qb·t + qc = 0;
/// the discriminant qb² − qa·qc is taken as qa·(reach² − |closest|²) from the closest approach, so it does not
/// cancel when the offset is large compared with the reach.
pub fn sphere_roots(offset: Vec3, motion: Vec3, reach: f32) -> Option<[f32; 2]> {
    let qa = motion.length_squared();
    if qa <= 0.0 {
        return None;
    }
    let qb = offset.dot(motion);
    let qc = offset.length_squared() - reach * reach;
    let discriminant = qa * (reach * reach - closest_approach(offset, motion).length_squared());
    if discriminant < 0.0 {
        return None;
    }
    let qc_error = 2.0 * f32::EPSILON * (offset.length_squared() + reach * reach);
    Some(ordered_roots(qa, qb, qc, discriminant.sqrt(), qc_error))
}

/// The two roots, in order, of qa·t² + 2·qb·t + qc = 0 (qa > 0), given `root` = √(qb² − qa·qc) (which the caller
/// takes from the closest approach, where nothing cancels) and `qc_error`, how far qc may be off by rounding.
///
/// The roots lie a half chord root / qa either side of the time of closest approach −qb / qa. The root nearer
/// zero is taken as qc / q (q = −qb ∓ root, adding numbers of one sign), which keeps its relative precision,
/// as long as qc is known better than its rounding; when it is not (a start within rounding of the surface),
/// qc / q would only amplify that rounding, and the half chord form is within it.
fn ordered_roots(qa: f32, qb: f32, qc: f32, root: f32, qc_error: f32) -> [f32; 2] {
    let closest = -qb / qa;
    let half = root / qa;
    let (mut near, mut far) = (closest - half, closest + half);
    let q = if qb < 0.0 { root - qb } else { -qb - root };
    if qc.abs() > qc_error && q != 0.0 {
        if qb < 0.0 { near = (qc / q).min(closest) } else { far = (qc / q).max(closest) }
    }
    [near, far]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_roots_are_where_the_centres_are_in_reach_in_order() {
        // 4 m apart closing at 8 m per step on a 0.5 m reach: in reach from t = 3.5/8 to t = 4.5/8
        let (offset, motion, reach) = (Vec3::new(4.0, 0.0, 0.0), Vec3::new(-8.0, 0.0, 0.0), 0.5);
        assert_eq!(sphere_roots(offset, motion, reach), Some([0.4375, 0.5625]));
        // moving away: the same stretch before the step began
        assert_eq!(sphere_roots(offset, -motion, reach), Some([-0.5625, -0.4375]));
        // grazing from a touching start, moving square to the offset: a double root at 0, not 0/0
        assert_eq!(sphere_roots(Vec3::X, Vec3::Y, 1.0), Some([0.0, 0.0]));
        assert_eq!(sphere_roots(Vec3::X * 3.0, Vec3::Y, 1.0), None);
    }

    #[test]
    fn the_roots_of_a_well_separated_quadratic_are_exact() {
        // (t − 0.25)(t − 4) = t² − 4.25·t + 1
        assert_eq!(ordered_roots(1.0, -2.125, 1.0, 1.875, 1e-6), [0.25, 4.0]);
        // the same times reversed: (t + 0.25)(t + 4)
        assert_eq!(ordered_roots(1.0, 2.125, 1.0, 1.875, 1e-6), [-4.0, -0.25]);
    }

    #[test]
    fn a_tiny_root_keeps_its_digits_and_a_noisy_constant_is_not_amplified() {
        // t² − 2000·t + 0.002 = 0: the small root 1e-6 by c / q; by the half chord it would keep a digit or two
        let root = (1e6f64 - 0.002).sqrt() as f32;
        let [near, _] = ordered_roots(1.0, -1000.0, 0.002, root, 1e-9);
        assert!((near as f64 - 1e-6).abs() < 1e-12, "{near}");
        // a constant below its rounding with a near-zero qb: both roots at the closest approach, not c / q's 0.002
        let [near, far] = ordered_roots(1232.3, 5.96e-8, -1.2e-10, 0.0, 2.2e-10);
        assert!(near.abs() < 1e-9 && far.abs() < 1e-9, "{near} {far}");
    }
}
