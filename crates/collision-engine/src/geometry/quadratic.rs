//! The roots of the quadratics the sphere and edge tests solve, taken so that rounding does not decide them.

/// The two roots, in order, of qa·t² + 2·qb·t + qc = 0 (qa > 0), given `root` = √(qb² − qa·qc) (which the caller
/// takes from the closest approach, where nothing cancels) and `qc_error`, how far qc may be off by rounding.
///
/// The roots lie a half chord root / qa either side of the time of closest approach −qb / qa. The root nearer
/// zero is taken as qc / q (q = −qb ∓ root, adding numbers of one sign), which keeps its relative precision,
/// as long as qc is known better than its rounding; when it is not (a start within rounding of the surface),
/// qc / q would only amplify that rounding, and the half chord form is within it.
pub(crate) fn ordered_roots(qa: f32, qb: f32, qc: f32, root: f32, qc_error: f32) -> [f32; 2] {
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
