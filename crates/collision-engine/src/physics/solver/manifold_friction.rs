//! A manifold contact's friction, at the middle of its points: along the contact plane, against twisting about
//! the normal, and, where a ball rolls on a tumbling box, against rolling.

use crate::bevy_prelude::*;

use crate::physics::solver::contact::SolverBody;
use crate::physics::solver::lever::PairVelocity;
use crate::physics::solver::manifold::{ManifoldContact, MiddleFriction};
use crate::physics::solver::spins::BodySpin;

/// 1 / (the change of the bodies' relative angular velocity about the unit `axis` per unit angular impulse).
fn turning_mass(spins: (&BodySpin, &BodySpin), axis: Vec3) -> f32 {
    let inverse = axis.dot(spins.0.inverse_inertia * axis + spins.1.inverse_inertia * axis);
    if inverse > 0.0 { 1.0 / inverse } else { 0.0 }
}

impl ManifoldContact {
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
        let along = Vec2::new(first.speed(&velocity), second.speed(&velocity));
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
        let slip = Vec2::new(middle.tangents[0].speed(&velocity), middle.tangents[1].speed(&velocity));
        let twisting = middle.twist.speed(&velocity) * middle.twist_radius;
        middle.tangent_impulse != Vec2::ZERO
            || middle.twist_impulse != 0.0
            || middle.rolling_impulse != Vec3::ZERO
            || slip.length() > tolerance
            || twisting.abs() > tolerance
    }
}
