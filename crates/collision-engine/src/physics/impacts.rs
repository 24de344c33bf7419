//! The impulse of one impact (PHYSICS.md §5, §11): two bodies meeting at a point, resolved alone and exactly.
//!
//! The continuous stage takes a step's impacts in time order and gives each pair this impulse at the moment
//! it meets; the velocities are kept in double precision, so that the thousands of impacts of Galperin's
//! blocks or of a gas keep their energy to rounding.

use glam::DVec3;

/// The impulse (N·s) an impact gives B (A gets its opposite): restitution `e` along the unit `normal` (A to
/// B), Coulomb friction of coefficient `mu` across it, for bodies whose velocities differ by `relative`
/// (B's minus A's) and whose inverse masses add up to `inverse_masses`. Zero when they do not approach.
pub fn impact_impulse(relative: DVec3, inverse_masses: f64, normal: DVec3, (e, mu): (f64, f64)) -> DVec3 {
    let along = relative.dot(normal);
    if along >= 0.0 || inverse_masses <= 0.0 {
        return DVec3::ZERO;
    }
    let impulse = -(1.0 + e) * along / inverse_masses;
    let across = relative - normal * along;
    let slide = across.length();
    if slide == 0.0 {
        return normal * impulse;
    }
    // friction stops the sliding if it can, and is bounded by the cone: μ times the normal impulse
    let friction = (slide / inverse_masses).min(mu * impulse);
    normal * impulse - across * (friction / slide)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Velocities of A and B after the impulse of their impact.
    fn collide(a: (DVec3, f64), b: (DVec3, f64), normal: DVec3, materials: (f64, f64)) -> (DVec3, DVec3) {
        let push = impact_impulse(b.0 - a.0, 1.0 / a.1 + 1.0 / b.1, normal, materials);
        (a.0 - push / a.1, b.0 + push / b.1)
    }

    #[test]
    fn an_elastic_head_on_impact_keeps_momentum_and_energy_and_matches_the_textbook_velocities() {
        // 1 kg at 3 m/s into 2 kg at rest: v_a = (m_a − m_b)/(m_a + m_b)·u = −1, v_b = 2 m_a/(m_a + m_b)·u = 2
        let (a, b) = collide((DVec3::X * 3.0, 1.0), (DVec3::ZERO, 2.0), DVec3::X, (1.0, 0.0));
        assert!((a.x + 1.0).abs() < 1e-12 && (b.x - 2.0).abs() < 1e-12, "{a} {b}");
        let energy = 0.5 * a.length_squared() + b.length_squared();
        assert!((energy - 4.5).abs() < 1e-12 && (a.x + 2.0 * b.x - 3.0).abs() < 1e-12);
    }

    #[test]
    fn restitution_scales_the_parting_speed_and_a_fixed_body_reflects() {
        let (a, b) = collide((DVec3::X * 2.0, 1.0), (DVec3::ZERO, 1.0), DVec3::X, (0.5, 0.0));
        assert!(((b.x - a.x) - 1.0).abs() < 1e-12, "parting at e times 2 m/s: {a} {b}");
        // A: a fixed floor, B: a 1 kg ball falling onto it at 4 m/s, leaving at e times that
        let push = impact_impulse(DVec3::NEG_Y * 4.0, 1.0, DVec3::Y, (0.25, 0.0));
        assert!((push.y - 5.0).abs() < 1e-12, "{push}");
    }

    #[test]
    fn friction_stops_a_slow_slide_and_is_bounded_by_the_cone_for_a_fast_one() {
        // a ball falling at 1 m/s onto the ground (fixed: B's inverse mass 0), sliding at 0.1 m/s and at 10 m/s
        let ground = |slide: f64| impact_impulse(DVec3::new(slide, -1.0, 0.0), 1.0, DVec3::Y, (0.0, 0.5));
        assert!((ground(0.1).x + 0.1).abs() < 1e-12, "the slide stopped");
        let fast = ground(10.0);
        assert!((fast.x + 0.5).abs() < 1e-12 && (fast.y - 1.0).abs() < 1e-12, "μ times the normal impulse: {fast}");
        assert_eq!(impact_impulse(DVec3::X, 2.0, DVec3::X, (1.0, 1.0)), DVec3::ZERO, "parting: no impulse");
    }
}
