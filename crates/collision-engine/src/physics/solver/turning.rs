//! The part of a contact that turns its bodies: friction acting at the contact point, rolling resistance and
//! spinning friction.
//!
//! A sphere's contact point lies on the normal through its centre, at its radius: the arm r = ±radius·n. The
//! normal impulse then has no lever (r × n = 0) and turns nothing, so the normal rows stay as they are without
//! turning; friction in the contact plane has the full lever |r|, and turns the sphere by I⁻¹(r × J). The
//! contact point's velocity is v + ω × r, so friction drags a sliding ball towards rolling, where the contact
//! point stands still (v = ω × −r): a solid ball sliding at v₀ rolls on at 5/7 v₀.

use crate::bevy_prelude::*;

use crate::physics::solver::contact::{NO_SPIN, SolverBody, SolverContact};
use crate::physics::solver::spins::{BodySpin, ContactSpin, Turning};

/// The velocity of B's contact point relative to A's.
pub fn contact_velocity(
    contact: &SolverContact,
    spin: &ContactSpin,
    bodies: &[SolverBody],
    spins: &[BodySpin],
) -> Vec3 {
    let (a, b) = contact.pair();
    let (arm_a, arm_b) = spin.arms(contact.normal);
    let point_a = bodies[a].velocity() + spins[a].angular_velocity.cross(arm_a);
    let point_b = bodies[b].velocity() + spins[b].angular_velocity.cross(arm_b);
    point_b - point_a
}

/// Applies the impulse `linear` (in the contact plane) at the contact point to B and its opposite to A, with the
/// angular impulse `angular` to B and its opposite to A.
pub fn apply_at_contact(
    contact: &SolverContact,
    spin: &ContactSpin,
    (bodies, spins): (&mut [SolverBody], &mut [BodySpin]),
    linear: Vec3,
    angular: Vec3,
) {
    let (a, b) = contact.pair();
    let (arm_a, arm_b) = spin.arms(contact.normal);
    contact.apply(bodies, linear.into());
    spins[a].receive(-(arm_a.cross(linear) + angular));
    spins[b].receive(arm_b.cross(linear) + angular);
}

/// 1 / (the change of the contact point's relative velocity along the unit `direction` per unit impulse
/// along it): the impulse that stops a slip of 1 m/s along `direction`.
fn slip_mass(contact: &SolverContact, spin: &ContactSpin, spins: &[BodySpin], direction: Vec3) -> f32 {
    let (a, b) = contact.pair();
    let (arm_a, arm_b) = spin.arms(contact.normal);
    let (lever_a, lever_b) = (arm_a.cross(direction), arm_b.cross(direction));
    let turning = lever_a.dot(spins[a].inverse_inertia * lever_a) + lever_b.dot(spins[b].inverse_inertia * lever_b);
    1.0 / (1.0 / contact.effective_mass + turning)
}

/// 1 / (the change of the relative angular velocity about the unit `axis` per unit angular impulse about it).
fn turning_mass(contact: &SolverContact, spins: &[BodySpin], axis: Vec3) -> f32 {
    let (a, b) = contact.pair();
    let inverse = axis.dot(spins[a].inverse_inertia * axis + spins[b].inverse_inertia * axis);
    if inverse > 0.0 { 1.0 / inverse } else { 0.0 }
}

impl SolverContact {
    /// One Gauss–Seidel iteration over a contact of turning bodies: spinning friction and rolling resistance,
    /// then friction at the contact point, each bounded by the normal impulse so far, then the normal. Returns
    /// the largest change of an impulse, as [`SolverContact::solve`].
    pub fn solve_turning(
        &mut self,
        spin: &mut ContactSpin,
        (bodies, spins): (&mut [SolverBody], &mut [BodySpin]),
    ) -> f32 {
        let turning_change = self.resist_turning(spin, (bodies, spins));
        let normal = self.normal;
        let slip = contact_velocity(self, spin, bodies, spins);
        let sliding = slip - slip.dot(normal) * normal;
        let limit = self.friction * self.normal_impulse;
        let friction = if limit > 0.0 {
            let mass = if spin.slip_mass > 0.0 {
                spin.slip_mass
            } else {
                sliding.try_normalize().map_or(0.0, |direction| slip_mass(self, spin, spins, direction))
            };
            (self.tangent_impulse - sliding * mass).clamp_length_max(limit)
        } else {
            Vec3::ZERO
        };
        let friction_change = friction - self.tangent_impulse;
        self.tangent_impulse = friction;
        apply_at_contact(self, spin, (bodies, spins), friction_change, Vec3::ZERO);
        // the normal impulse has no lever on a sphere: the normal row is the one of a contact that does not turn
        let normal_change = self.solve_normal(bodies);
        turning_change.max(friction_change.abs().max_element()).max(normal_change)
    }

    /// Spinning friction about the normal and rolling resistance about the contact plane's axes, as angular
    /// impulses bounded by the limits times the normal impulse so far; returns the largest change.
    fn resist_turning(&mut self, spin: &mut ContactSpin, (bodies, spins): (&mut [SolverBody], &mut [BodySpin])) -> f32 {
        if spin.rolling_limit == 0.0 && spin.spinning_limit == 0.0 {
            return 0.0;
        }
        let (a, b) = self.pair();
        let normal = self.normal;
        let relative = spins[b].angular_velocity - spins[a].angular_velocity;
        let about_normal = relative.dot(normal);
        let spinning_limit = spin.spinning_limit * self.normal_impulse;
        let spinning = (spin.spinning_impulse - about_normal * turning_mass(self, spins, normal))
            .clamp(-spinning_limit, spinning_limit);
        let spinning_change = spinning - spin.spinning_impulse;
        spin.spinning_impulse = spinning;
        let rolling_velocity = relative - about_normal * normal;
        let rolling_limit = spin.rolling_limit * self.normal_impulse;
        let rolling = match rolling_velocity.try_normalize() {
            _ if rolling_limit <= 0.0 => Vec3::ZERO,
            Some(axis) => {
                let mass = turning_mass(self, spins, axis);
                (spin.rolling_impulse - rolling_velocity * mass).clamp_length_max(rolling_limit)
            }
            None => spin.rolling_impulse.clamp_length_max(rolling_limit),
        };
        let rolling_change = rolling - spin.rolling_impulse;
        spin.rolling_impulse = rolling;
        let change = rolling_change + normal * spinning_change;
        if change != Vec3::ZERO {
            apply_at_contact(self, spin, (bodies, spins), Vec3::ZERO, change);
        }
        change.abs().max_element()
    }
}

impl Turning {
    /// How fast the bodies of `contact` slide along each other at the contact point (m/s).
    pub fn sliding_speed(&self, contact: &SolverContact, bodies: &[SolverBody]) -> f32 {
        if contact.spin == NO_SPIN {
            return contact.sliding_speed(bodies);
        }
        let slip = contact_velocity(contact, &self.contacts[contact.spin as usize], bodies, &self.spins);
        (slip - slip.dot(contact.normal) * contact.normal).length()
    }
}

impl SolverContact {
    /// Starts a substep of a contact of turning bodies from the impulses of the one before: the normal and the
    /// friction impulse at the contact point, and the angular impulses against rolling and spinning.
    pub fn warm_start_turning(
        &mut self,
        spin: &mut ContactSpin,
        (bodies, spins): (&mut [SolverBody], &mut [BodySpin]),
        (normal_impulse, tangent_impulse): (f32, Vec3),
    ) {
        self.normal_impulse = normal_impulse;
        self.tangent_impulse = tangent_impulse - tangent_impulse.dot(self.normal) * self.normal;
        spin.rolling_impulse -= spin.rolling_impulse.dot(self.normal) * self.normal;
        let angular = spin.rolling_impulse + self.normal * spin.spinning_impulse;
        // the normal impulse has no lever on a sphere
        self.apply(bodies, (self.normal * normal_impulse).into());
        apply_at_contact(self, spin, (bodies, spins), self.tangent_impulse, angular);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const H: f32 = 1.0 / 240.0;

    /// A 1 kg solid ball of radius 0.5 resting on a fixed floor (A below, normal up), pressed by `pressed` N·s.
    fn ball_on_floor(
        velocity: Vec3,
        angular_velocity: Vec3,
        friction: f32,
    ) -> (Vec<SolverBody>, Vec<BodySpin>, SolverContact, ContactSpin) {
        let bodies = vec![SolverBody::new(Vec3::ZERO, 0.0), SolverBody::new(velocity, 1.0)];
        let inertia = 0.4 * 0.25;
        let spins = vec![
            BodySpin::default(),
            BodySpin { angular_velocity, inverse_inertia: Mat3::from_diagonal(Vec3::splat(1.0 / inertia)) },
        ];
        let (contact, _) = SolverContact::new((0, 1), &bodies, (Vec3::Y, 0.0), (0.0, friction), 0.5).unwrap();
        (bodies, spins, contact, ContactSpin::new((0.0, 0.5), (0.0, 0.0)))
    }

    #[test]
    fn friction_at_the_contact_point_turns_a_sliding_ball_until_it_rolls_at_five_sevenths() {
        // Setup: sliding at 7 m/s without turning, friction strong enough to stop the slip at once
        let (mut bodies, mut spins, mut contact, mut spin) =
            ball_on_floor(Vec3::new(7.0, -1.0, 0.0), Vec3::ZERO, 100.0);
        contact.begin_substep(0.0, 1.0 / H);
        // Run
        for _ in 0..8 {
            contact.solve_turning(&mut spin, (&mut bodies, &mut spins));
        }
        // Check: rolling at 5 m/s, ω = v / r about −z, the contact point still
        let (velocity, spin_rate) = (bodies[1].velocity(), spins[1].angular_velocity);
        assert!((velocity.x - 5.0).abs() < 1e-4 && velocity.y.abs() < 1e-5, "{velocity}");
        assert!((spin_rate.z + 10.0).abs() < 1e-3, "{spin_rate}");
        assert!(contact_velocity(&contact, &spin, &bodies, &spins).length() < 1e-4);
        // the friction impulse took 2 N·s of momentum, and gave the ball r × J of angular momentum
        assert!((contact.tangent_impulse.x + 2.0).abs() < 1e-4, "{}", contact.tangent_impulse);
    }

    #[test]
    fn spinning_friction_and_rolling_resistance_stay_within_their_limits() {
        // Setup: pressed by 1 N·s, spinning about the normal at 10 rad/s and rolling about x at 10 rad/s
        let (mut bodies, mut spins, mut contact, _) =
            ball_on_floor(Vec3::new(0.0, -1.0, 0.0), Vec3::new(10.0, 10.0, 0.0), 0.0);
        let mut spin = ContactSpin::new((0.0, 0.5), (0.1, 0.2));
        contact.begin_substep(0.0, 1.0 / H);
        contact.solve_turning(&mut spin, (&mut bodies, &mut spins));
        contact.solve_turning(&mut spin, (&mut bodies, &mut spins));
        // Check: the limits are c·r·λ: 0.1·0.5·1 about x, 0.2·0.5·1 about y
        assert!((contact.normal_impulse - 1.0).abs() < 1e-5);
        assert!((spin.rolling_impulse.x + 0.05).abs() < 1e-5, "{}", spin.rolling_impulse);
        assert!((spin.spinning_impulse + 0.1).abs() < 1e-5, "{}", spin.spinning_impulse);
        // I = 0.1 kg·m²: ω.x = 10 − 0.05/0.1, ω.y = 10 − 0.1/0.1
        let spin_rate = spins[1].angular_velocity;
        assert!((spin_rate.x - 9.5).abs() < 1e-4 && (spin_rate.y - 9.0).abs() < 1e-4, "{spin_rate}");
    }
}
