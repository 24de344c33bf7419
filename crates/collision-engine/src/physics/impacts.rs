//! The impulse of one impact (docs/physics.md §4, §5): two bodies meeting at a point, resolved alone and exactly.
//!
//! The continuous stage takes a step's impacts in time order and gives each pair this impulse at the moment
//! it meets; the velocities are kept in double precision, so that the thousands of impacts of Galperin's
//! blocks or of a gas keep their energy to rounding.

use glam::DVec3;

/// How two bodies meet at an impact.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Meeting {
    /// B's velocity minus A's (m/s): its part along the normal is how fast they close.
    pub relative: DVec3,
    /// B's contact point's velocity minus A's, in the contact plane (m/s): the slip friction acts against. For
    /// bodies that do not turn it is the part of `relative` across the normal.
    pub slip: DVec3,
    /// 1/m_A + 1/m_B (1/kg).
    pub inverse_masses: f64,
    /// How much an impulse of 1 N·s against the slip changes it (1/kg): `inverse_masses`, plus what turning
    /// the bodies adds (for a sphere of radius r and inertia I, r²/I).
    pub slip_inverse_mass: f64,
}

/// The impulse an impact gives B; A gets its opposite.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct ImpactImpulse {
    /// Along the normal (N·s), ≥ 0.
    pub normal: f64,
    /// Friction, in the contact plane against the slip (N·s).
    pub friction: DVec3,
}

/// The impulse of an impact: restitution `e` along the unit `normal` (A to B), and Coulomb friction of
/// coefficient `mu` across it that stops the slip if it can (sticking) and is bounded by μ times the normal
/// impulse otherwise (slipping). None when the bodies do not approach.
pub fn impact_impulse(meeting: &Meeting, normal: DVec3, (e, mu): (f64, f64)) -> ImpactImpulse {
    let along = meeting.relative.dot(normal);
    if along >= 0.0 || meeting.inverse_masses <= 0.0 {
        return ImpactImpulse::default();
    }
    let impulse = -(1.0 + e) * along / meeting.inverse_masses;
    let slide = meeting.slip.length();
    if slide == 0.0 {
        return ImpactImpulse { normal: impulse, friction: DVec3::ZERO };
    }
    // friction stops the sliding if it can, and is bounded by the cone: μ times the normal impulse
    let friction = (slide / meeting.slip_inverse_mass).min(mu * impulse);
    ImpactImpulse { normal: impulse, friction: -meeting.slip * (friction / slide) }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The meeting of bodies that do not turn, B's velocity minus A's `relative`.
    fn sliding(relative: DVec3, inverse_masses: f64, normal: DVec3) -> Meeting {
        let slip = relative - normal * relative.dot(normal);
        Meeting { relative, slip, inverse_masses, slip_inverse_mass: inverse_masses }
    }

    /// The whole impulse B gets.
    fn push(meeting: &Meeting, normal: DVec3, materials: (f64, f64)) -> DVec3 {
        let impulse = impact_impulse(meeting, normal, materials);
        normal * impulse.normal + impulse.friction
    }

    /// Velocities of A and B after the impulse of their impact.
    fn collide(a: (DVec3, f64), b: (DVec3, f64), normal: DVec3, materials: (f64, f64)) -> (DVec3, DVec3) {
        let push = push(&sliding(b.0 - a.0, 1.0 / a.1 + 1.0 / b.1, normal), normal, materials);
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
        let push = push(&sliding(DVec3::NEG_Y * 4.0, 1.0, DVec3::Y), DVec3::Y, (0.25, 0.0));
        assert!((push.y - 5.0).abs() < 1e-12, "{push}");
    }

    #[test]
    fn friction_stops_a_slow_slide_and_is_bounded_by_the_cone_for_a_fast_one() {
        // a ball falling at 1 m/s onto the ground (fixed: B's inverse mass 0), sliding at 0.1 m/s and at 10 m/s
        let ground = |slide: f64| push(&sliding(DVec3::new(slide, -1.0, 0.0), 1.0, DVec3::Y), DVec3::Y, (0.0, 0.5));
        assert!((ground(0.1).x + 0.1).abs() < 1e-12, "the slide stopped");
        let fast = ground(10.0);
        assert!((fast.x + 0.5).abs() < 1e-12 && (fast.y - 1.0).abs() < 1e-12, "μ times the normal impulse: {fast}");
        assert_eq!(push(&sliding(DVec3::X, 2.0, DVec3::X), DVec3::X, (1.0, 1.0)), DVec3::ZERO, "parting: no impulse");
    }
}
