//! What a manifold contact works out once a step for each direction it pushes along, so that its iterations read
//! and change the bodies' velocities with a few dot products: the levers of the direction about each body's
//! centre and the turning an impulse along it gives each body.

use crate::bevy_prelude::*;

use crate::physics::solver::contact::SolverBody;
use crate::physics::solver::spins::BodySpin;

/// The velocities of a contact's two bodies while the contact works on them: loaded from the solver's bodies,
/// changed by its impulses, stored back.
#[derive(Clone, Copy, Debug, Default)]
pub struct PairVelocity {
    pub linear_a: Vec3,
    pub angular_a: Vec3,
    pub linear_b: Vec3,
    pub angular_b: Vec3,
}

impl PairVelocity {
    /// The velocities of bodies `a` and `b` now.
    pub fn load((a, b): (usize, usize), (bodies, spins): (&[SolverBody], &[BodySpin])) -> Self {
        PairVelocity {
            linear_a: bodies[a].velocity(),
            angular_a: spins[a].angular_velocity,
            linear_b: bodies[b].velocity(),
            angular_b: spins[b].angular_velocity,
        }
    }

    /// The velocities of the bodies at a joint's two ends (zero at an end that is a point of the world).
    pub fn of_ends(ends: [Option<u32>; 2], (bodies, spins): (&[SolverBody], &[BodySpin])) -> Self {
        let of = |end: Option<u32>| {
            end.map_or((Vec3::ZERO, Vec3::ZERO), |k| {
                (bodies[k as usize].velocity(), spins[k as usize].angular_velocity)
            })
        };
        let ((linear_a, angular_a), (linear_b, angular_b)) = (of(ends[0]), of(ends[1]));
        PairVelocity { linear_a, angular_a, linear_b, angular_b }
    }

    /// Writes the velocities back to the bodies at a joint's two ends.
    pub fn store_ends(&self, ends: [Option<u32>; 2], (bodies, spins): (&mut [SolverBody], &mut [BodySpin])) {
        let sides = [(self.linear_a, self.angular_a), (self.linear_b, self.angular_b)];
        for (end, (linear, angular)) in ends.into_iter().zip(sides) {
            if let Some(k) = end {
                bodies[k as usize].set_velocity(linear);
                spins[k as usize].angular_velocity = angular;
            }
        }
    }

    /// Writes the velocities back to bodies `a` and `b`.
    pub fn store(&self, (a, b): (usize, usize), (bodies, spins): (&mut [SolverBody], &mut [BodySpin])) {
        bodies[a].set_velocity(self.linear_a);
        spins[a].angular_velocity = self.angular_a;
        bodies[b].set_velocity(self.linear_b);
        spins[b].angular_velocity = self.angular_b;
    }
}

/// 1/m of a contact's two bodies (0 for one that cannot move).
#[derive(Clone, Copy, Debug, Default)]
pub struct InverseMasses {
    pub a: f32,
    pub b: f32,
}

/// A unit direction at a point of a contact (or, for a turn about an axis, none), with what reads and changes
/// the bodies' velocities along it: for A and B the lever r × d of the direction about the centre, and the
/// change of angular velocity I⁻¹(r × d) an impulse of 1 N·s along it gives.
#[derive(Clone, Copy, Debug, Default)]
pub struct Lever {
    direction: Vec3,
    lever_a: Vec3,
    lever_b: Vec3,
    turn_a: Vec3,
    turn_b: Vec3,
}

impl Lever {
    /// The lever of `direction` at `arms` from the centres of bodies with the inverse inertias `inertias`.
    pub fn new(direction: Vec3, (arm_a, arm_b): (Vec3, Vec3), inertias: (&Mat3, &Mat3)) -> Self {
        let (lever_a, lever_b) = (arm_a.cross(direction), arm_b.cross(direction));
        // an arm through the centre (a joint at a ball's centre) turns nothing
        let turn = |inertia: &Mat3, lever: Vec3| if lever == Vec3::ZERO { lever } else { *inertia * lever };
        Lever { direction, lever_a, lever_b, turn_a: turn(inertias.0, lever_a), turn_b: turn(inertias.1, lever_b) }
    }

    /// The bodies' turning against each other about the unit `axis`: an angular impulse, no push.
    pub fn about(axis: Vec3, inertias: (&Mat3, &Mat3)) -> Self {
        Lever {
            direction: Vec3::ZERO,
            lever_a: axis,
            lever_b: axis,
            turn_a: *inertias.0 * axis,
            turn_b: *inertias.1 * axis,
        }
    }

    /// The velocity of B's point relative to A's along the direction (or their relative turning about the axis).
    #[inline]
    pub fn speed(&self, velocity: &PairVelocity) -> f32 {
        self.direction.dot(velocity.linear_b - velocity.linear_a) + self.lever_b.dot(velocity.angular_b)
            - self.lever_a.dot(velocity.angular_a)
    }

    /// Applies `impulse` along the direction to B and its opposite to A.
    #[inline]
    pub fn push(&self, velocity: &mut PairVelocity, masses: InverseMasses, impulse: f32) {
        velocity.linear_a -= self.direction * (impulse * masses.a);
        velocity.angular_a -= self.turn_a * impulse;
        velocity.linear_b += self.direction * (impulse * masses.b);
        velocity.angular_b += self.turn_b * impulse;
    }

    /// How much an impulse of 1 N·s along `self` changes the speed along `other` (and the other way round).
    pub fn coupling(&self, other: &Lever, masses: InverseMasses) -> f32 {
        (masses.a + masses.b) * self.direction.dot(other.direction)
            + other.lever_a.dot(self.turn_a)
            + other.lever_b.dot(self.turn_b)
    }

    /// How much an impulse of 1 N·s along `other` changes the speed along `self` through one body they share:
    /// `self`'s side B (`at_b`) or A, `other`'s side B (`other_at_b`) or A, of inverse mass `inverse_mass`.
    pub fn coupling_at(&self, at_b: bool, other: &Lever, other_at_b: bool, inverse_mass: f32) -> f32 {
        let sign = if at_b == other_at_b { 1.0 } else { -1.0 };
        let turn = if other_at_b { other.turn_b } else { other.turn_a };
        sign * (inverse_mass * self.direction.dot(other.direction) + self.lever(at_b).dot(turn))
    }

    /// The direction.
    pub fn direction(&self) -> Vec3 {
        self.direction
    }

    /// The lever about B's centre (`at_b`) or A's.
    fn lever(&self, at_b: bool) -> Vec3 {
        if at_b { self.lever_b } else { self.lever_a }
    }

    /// The impulse along the direction that changes the speed along it by 1 m/s (0 when none can).
    pub fn mass(&self, masses: InverseMasses) -> f32 {
        let compliance = self.coupling(self, masses);
        if compliance > 0.0 { 1.0 / compliance } else { 0.0 }
    }

    /// The levers about A's and B's centres.
    pub fn levers(&self) -> (Vec3, Vec3) {
        (self.lever_a, self.lever_b)
    }
}
