//! A manifold contact's friction, at the middle of its points: along the contact plane, against twisting about
//! the normal, and, where a ball rolls on a tumbling box, against rolling.
//!
//! Friction stops the bodies' slip at the middle, which holds them together only to first order: a block on a
//! turning table, its slip stopped at each substep's start, goes on along the tangent and creeps outwards by
//! r(ωh)²/2 each substep. Where a body turns, friction's levers turn with it, and while friction holds (its
//! impulse inside the Coulomb disc) the point where the bodies stopped sliding is kept on each of them
//! ([`FrictionStick`](crate::physics::FrictionStick)): friction aims at the slip that brings the two back together,
//! a fraction [`STICK_RATE`] of their distance each substep; once they slide a centimetre apart, the stick is let
//! go, and a new one taken where friction next holds.

use crate::bevy_prelude::*;

use crate::physics::solver::contact::SolverBody;
use crate::physics::solver::lever::{Lever, PairVelocity};
use crate::physics::solver::manifold::ManifoldContact;
use crate::physics::solver::middle_friction::MiddleFriction;
use crate::physics::solver::spins::BodySpin;

/// The fraction of the stuck points' distance apart that friction closes in a substep.
const STICK_RATE: f32 = 0.2;

/// How far apart (m) the stuck points may lie before friction pulls them together: the rounding of a pile
/// at rest is left alone.
const STICK_SLACK: f32 = 1e-4;

/// The share of the Coulomb disc's radius beyond which friction slides and lets its stick go.
const STICK_SLIDES: f32 = 0.999;

/// 1 / (the change of the bodies' relative angular velocity about the unit `axis` per unit angular impulse).
fn turning_mass(spins: (&BodySpin, &BodySpin), axis: Vec3) -> f32 {
    let inverse = axis.dot(spins.0.inverse_inertia * axis + spins.1.inverse_inertia * axis);
    if inverse > 0.0 { 1.0 / inverse } else { 0.0 }
}

impl ManifoldContact {
    /// Friction as a substep of 1/`substep_rate` seconds begins, the bodies having `moved` and turned (`changes`)
    /// since the step began (inverse inertias in `spins`), where a body turns (see [`MiddleFriction::turning`]).
    /// Its levers turn with the bodies: a table turning under a block carries the point where they touch round
    /// with it, and friction that held the block to where that point was when the step began would send it off
    /// along the tangent. And it aims at the slip that closes a fraction [`STICK_RATE`] of its stuck points'
    /// distance apart now, beyond [`STICK_SLACK`].
    pub(super) fn follow(&mut self, (moved, changes): (&[Vec3], &[Quat]), spins: &[BodySpin], substep_rate: f32) {
        if !self.middle.turning {
            return;
        }
        let (a, b) = self.pair();
        let start = self.middle_arms();
        let arms = (changes[a] * start.0, changes[b] * start.1);
        let inertias = (&spins[a].inverse_inertia, &spins[b].inverse_inertia);
        self.middle.tangents = self.tangents.map(|tangent| Lever::new(tangent, arms, inertias));
        let Some(stuck) = self.middle.stuck else {
            return;
        };
        // the turns of a step are small: a turn's rotation vector is twice its quaternion's vector part
        let rotation = |turn: Quat| 2.0 * turn.xyz() * turn.w.signum();
        let shift = PairVelocity {
            linear_a: moved[a],
            angular_a: rotation(changes[a]),
            linear_b: moved[b],
            angular_b: rotation(changes[b]),
        };
        let [first, second] = &self.middle.tangents;
        let apart = stuck + Vec2::new(first.speed(&shift), second.speed(&shift));
        let beyond = apart - apart.clamp_length_max(STICK_SLACK);
        self.middle.slip_target = -beyond * (STICK_RATE * substep_rate);
    }

    /// Whether friction ends the step sticking the bodies together: where a body turns, at two points or more
    /// that push, with the stick it began with (let go once its points come
    /// [`STICK_REACH`](super::middle_friction::STICK_REACH) apart), or with an impulse inside the Coulomb disc. (The pull back to a stick may take friction to the disc's rim
    /// while the bodies stick: a block near the turning speed it slides off at.)
    pub fn sticks(&self) -> bool {
        let limit = self.friction * self.middle_impulse();
        let inside = self.middle.stuck.is_some() || self.middle.tangent_impulse.length() < STICK_SLIDES * limit;
        self.middle.turning && self.len >= 2 && limit > 0.0 && inside
    }

    /// Gives the contact a ball's resistance to rolling and spinning: `rolling_limit` and `spinning_limit` are
    /// the coefficients times the ball's radius, and `rolling` the angular impulse against rolling it starts from.
    pub fn resisting(&mut self, (rolling_limit, spinning_limit): (f32, f32), rolling: Vec3) {
        self.middle.rolling_limit = rolling_limit;
        self.middle.spinning_limit = spinning_limit;
        self.middle.rolling_impulse = rolling - rolling.dot(self.normal) * self.normal;
    }

    /// Whether anything in the contact plane acts: friction, or resistance to rolling or spinning.
    pub fn grips(&self) -> bool {
        self.friction > 0.0 || self.middle.rolling_limit > 0.0 || self.middle.spinning_limit > 0.0
    }

    /// Friction along the tangents at the middle, within the Coulomb disc of μ times the points' normal impulses;
    /// spinning friction about the normal, within that times the twisting lever (or a ball's spinning limit);
    /// and a ball's resistance to rolling. Returns the largest change of a velocity it made (m/s).
    pub(super) fn rub(&mut self, (bodies, spins): (&mut [SolverBody], &mut [BodySpin])) -> f32 {
        let pressed = self.middle_impulse().max(0.0);
        let limit = self.friction * pressed;
        let (pair, masses) = (self.pair(), self.masses);
        let mut middle = self.middle;
        let mut velocity = PairVelocity::load(pair, (bodies, spins));
        let [first, second] = &middle.tangents;
        let along = middle.slip(&velocity);
        let tangent = (middle.tangent_impulse - middle.tangent_mass * along).clamp_length_max(limit);
        let rubbed = tangent - middle.tangent_impulse;
        middle.tangent_impulse = tangent;
        first.push(&mut velocity, masses, rubbed.x);
        second.push(&mut velocity, masses, rubbed.y);
        let twisting = middle.twist.speed(&velocity);
        let twist_limit = pressed * (self.friction * middle.twist_radius).max(middle.spinning_limit);
        let twist = (middle.twist_impulse - twisting * middle.twist_mass).clamp(-twist_limit, twist_limit);
        let twisted = twist - middle.twist_impulse;
        middle.twist_impulse = twist;
        middle.twist.push(&mut velocity, masses, twisted);
        let turning = velocity.angular_b - velocity.angular_a;
        velocity.store(pair, (bodies, spins));
        let rolled = self.resist_rolling(&mut middle, (&spins[pair.0], &spins[pair.1]), (turning, pressed));
        if rolled != Vec3::ZERO {
            spins[pair.0].receive(-rolled);
            spins[pair.1].receive(rolled);
        }
        self.middle = middle;
        let slip_change = middle.tangent_mass.inverse() * rubbed;
        let radius = middle.twist_radius.max(f32::MIN_POSITIVE);
        let twist_change = (twisted * radius / middle.twist_mass.max(f32::MIN_POSITIVE)).abs();
        slip_change.abs().max_element().max(twist_change).max(rolled.length())
    }

    /// The change of the angular impulse against rolling: towards stopping the bodies' relative turning `turning`
    /// square to the normal, within the rolling limit times the normal impulse `pressed`.
    fn resist_rolling(
        &self,
        middle: &mut MiddleFriction,
        spins: (&BodySpin, &BodySpin),
        (turning, pressed): (Vec3, f32),
    ) -> Vec3 {
        if middle.rolling_limit == 0.0 {
            return Vec3::ZERO;
        }
        let rolling = turning - turning.dot(self.normal) * self.normal;
        let limit = middle.rolling_limit * pressed;
        let total = match rolling.try_normalize() {
            Some(axis) => (middle.rolling_impulse - rolling * turning_mass(spins, axis)).clamp_length_max(limit),
            None => middle.rolling_impulse.clamp_length_max(limit),
        };
        let change = total - middle.rolling_impulse;
        middle.rolling_impulse = total;
        change
    }

    /// Whether friction is at work at the middle: an impulse of friction or spinning friction, or the bodies
    /// sliding or twisting along each other there faster than `tolerance` (m/s).
    pub fn rubs(&self, (bodies, spins): (&[SolverBody], &[BodySpin]), tolerance: f32) -> bool {
        let middle = &self.middle;
        let velocity = PairVelocity::load(self.pair(), (bodies, spins));
        let slip = middle.slip(&velocity);
        let twisting = middle.twist.speed(&velocity) * middle.twist_radius;
        middle.tangent_impulse != Vec2::ZERO
            || middle.twist_impulse != 0.0
            || middle.rolling_impulse != Vec3::ZERO
            || slip.length() > tolerance
            || twisting.abs() > tolerance
    }
}
