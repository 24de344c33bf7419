//! How soft a contact is in a substep: a spring and damper of a stiffness in hertz and a damping ratio, turned
//! into the three numbers an impulse needs (Catto, "Soft Constraints", GDC 2011; Box2D v3's soft step).
//!
//! With ω = 2πf, a₁ = 2ζ + hω, a₂ = hω·a₁ and a₃ = 1/(1 + a₂): the bias rate ω/a₁ turns an overlap into the speed
//! that closes it, the mass scale a₂·a₃ and the impulse scale a₃ soften the impulse
//! Δλ = −m (mass scale · (v + bias)) − impulse scale · λ. A stiffness of 0 is a hard row: no bias, full mass.

use crate::physics::settings::PhysicsSettings;

/// The coefficients of a soft row in a substep of `h` seconds.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Softness {
    /// The speed of push-out per metre of overlap (1/s).
    pub bias_rate: f32,
    /// The share of the effective mass the impulse uses.
    pub mass_scale: f32,
    /// The share of the impulse so far that the row lets go of each solve.
    pub impulse_scale: f32,
}

impl Softness {
    /// A row of `hertz` and `damping_ratio` in a substep of `h` seconds.
    pub fn new(hertz: f32, damping_ratio: f32, h: f32) -> Softness {
        if hertz <= 0.0 {
            return Softness::HARD;
        }
        let omega = 2.0 * std::f32::consts::PI * hertz;
        let a1 = 2.0 * damping_ratio + h * omega;
        let a2 = h * omega * a1;
        let a3 = 1.0 / (1.0 + a2);
        Softness { bias_rate: omega / a1, mass_scale: a2 * a3, impulse_scale: a3 }
    }

    /// The contacts' softness in a substep of `h` seconds ([`PhysicsSettings::contact_hertz`], capped at a quarter
    /// of the substep rate), twice as stiff against a body that cannot move (`against_still`).
    pub fn of_contacts(settings: &PhysicsSettings, h: f32, against_still: bool) -> Softness {
        let hertz = settings.contact_hertz.min(0.25 / h);
        let hertz = if against_still { 2.0 * hertz } else { hertz };
        Softness::new(hertz, settings.contact_damping_ratio, h)
    }

    /// A hard row: the whole effective mass, no bias, nothing let go.
    pub const HARD: Softness = Softness { bias_rate: 0.0, mass_scale: 1.0, impulse_scale: 0.0 };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_soft_row_pushes_an_overlap_out_at_its_rate_and_settles_it_with_its_damping() {
        // Setup: a unit mass held by a soft row of 30 Hz and damping ratio 10, 1 cm deep, h = 1/240 s
        let (h, hertz, zeta) = (1.0 / 240.0, 30.0, 10.0);
        let soft = Softness::new(hertz, zeta, h);
        // the coefficients as the formulas give them
        let omega = 2.0 * std::f32::consts::PI * hertz;
        assert!((soft.bias_rate - omega / (2.0 * zeta + h * omega)).abs() < 1e-4);
        assert!((soft.mass_scale + soft.impulse_scale - 1.0).abs() < 1e-6, "{soft:?}");
        // Run: the overlap's own dynamics, each substep solved once from no impulse
        let (mut depth, mut velocity) = (0.01_f32, 0.0_f32);
        for _ in 0..240 {
            let bias = -soft.bias_rate * depth;
            velocity += -(soft.mass_scale * (velocity + bias));
            depth -= velocity * h;
        }
        // Check: out within a second, without passing the surface by more than a hair (overdamped)
        assert!(depth.abs() < 1e-4, "depth {depth}");
        assert!(depth > -1e-6, "overshot to {depth}");
        assert_eq!(Softness::new(0.0, zeta, h), Softness::HARD);
    }
}
