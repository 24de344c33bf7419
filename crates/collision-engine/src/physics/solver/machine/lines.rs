//! The single rows of a machine joint: along or about its axis (a hinge's or a slider's limits and motor) and a
//! pulley's strings.

use crate::bevy_prelude::*;

use crate::physics::joints::{JointLimits, JointMotor, Pulley};
use crate::physics::solver::lever::{InverseMasses, Lever, PairVelocity};
use crate::physics::solver::machine::blocks::Inertias;
use crate::physics::solver::softness::Softness;

/// A hinge's or a slider's axis as its limits and motor read it: the row about or along it, its effective mass,
/// and where the joint stands on it (the angle in rad, or the travel in m).
#[derive(Clone, Copy, Debug, Default)]
pub struct AxisRow {
    pub lever: Lever,
    mass: f32,
    pub coordinate: f32,
}

impl AxisRow {
    /// The row of `lever`, the joint standing at `coordinate` on it.
    pub fn new(lever: Lever, coordinate: f32, masses: InverseMasses) -> Self {
        AxisRow { lever, mass: lever.mass(masses), coordinate }
    }

    /// One solve of `motor` over a substep of `h` seconds, its impulse so far `total`: towards its speed, within
    /// its most torque or force.
    pub fn drive(&self, v: &mut PairVelocity, total: &mut f32, (motor, h): (&JointMotor, f32), masses: InverseMasses) {
        let most = motor.max_effort * h;
        let wanted = (*total - self.mass * (self.lever.speed(v) - motor.speed)).clamp(-most, most);
        self.lever.push(v, masses, wanted - *total);
        *total = wanted;
    }

    /// One solve of `limits`, their impulses so far `totals` (the low end's, the high end's), with `soft`; an end
    /// not reached yet may be closed on within the substep of `h` seconds but not passed.
    pub fn limit(
        &self,
        v: &mut PairVelocity,
        totals: &mut [f32; 2],
        (limits, soft, h): (&JointLimits, &Softness, f32),
        masses: InverseMasses,
    ) {
        for (end, total) in totals.iter_mut().enumerate() {
            // the room left before the end, and the direction that closes it
            let (room, sign) = match end {
                0 => (self.coordinate - limits.low, 1.0),
                _ => (limits.high - self.coordinate, -1.0),
            };
            let (bias, mass_scale, impulse_scale) = match room > 0.0 {
                true => (room / h, 1.0, 0.0),
                false => (room * soft.bias_rate, soft.mass_scale, soft.impulse_scale),
            };
            let speed = sign * self.lever.speed(v);
            let change = -self.mass * mass_scale * (speed + bias) - impulse_scale * *total;
            let wanted = (*total + change).max(0.0);
            self.lever.push(v, masses, sign * (wanted - *total));
            *total = wanted;
        }
    }
}

/// A pulley's row: the two strings' lengths together, kept at most the pulley's length. Its impulse is the
/// strings' tension, which pulls each end towards its wheel (B's `ratio` times as hard).
#[derive(Clone, Copy, Debug, Default)]
pub struct PulleyRow {
    /// Per end: the direction from its wheel to it, its lever r × u, and the turn an impulse of 1 N·s gives it.
    directions: [Vec3; 2],
    levers: [Vec3; 2],
    turns: [Vec3; 2],
    ratio: f32,
    mass: f32,
    /// length_a + ratio × length_b − length as the substep began (m): slack when below 0.
    pub stretch: f32,
}

impl PulleyRow {
    /// The row of `pulley` with its ends' anchors at `points`, at `arms` from their centres.
    pub fn new(pulley: &Pulley, (points, arms): ([Vec3; 2], [Vec3; 2]), body: (InverseMasses, &Inertias)) -> Self {
        let (masses, inertias) = body;
        let lines = [points[0] - pulley.wheels[0], points[1] - pulley.wheels[1]];
        let lengths = lines.map(Vec3::length);
        let directions = [0, 1].map(|i| if lengths[i] > 1e-6 { lines[i] / lengths[i] } else { Vec3::ZERO });
        let levers = [arms[0].cross(directions[0]), arms[1].cross(directions[1])];
        let turns = [inertias.a * levers[0], inertias.b * levers[1]];
        let ratio = pulley.ratio;
        let compliance = masses.a * directions[0].length_squared()
            + levers[0].dot(turns[0])
            + ratio * ratio * (masses.b * directions[1].length_squared() + levers[1].dot(turns[1]));
        let mass = if compliance > 0.0 { 1.0 / compliance } else { 0.0 };
        let stretch = lengths[0] + ratio * lengths[1] - pulley.length;
        PulleyRow { directions, levers, turns, ratio, mass, stretch }
    }

    /// How fast length_a + ratio × length_b grows.
    fn speed(&self, v: &PairVelocity) -> f32 {
        let [(da, db), (la, lb)] = [(self.directions[0], self.directions[1]), (self.levers[0], self.levers[1])];
        da.dot(v.linear_a) + la.dot(v.angular_a) + self.ratio * (db.dot(v.linear_b) + lb.dot(v.angular_b))
    }

    /// Pulls each end towards its wheel with the tension impulse `tension`.
    pub fn pull(&self, v: &mut PairVelocity, tension: f32, masses: InverseMasses) {
        v.linear_a -= self.directions[0] * (tension * masses.a);
        v.angular_a -= self.turns[0] * tension;
        v.linear_b -= self.directions[1] * (tension * masses.b * self.ratio);
        v.angular_b -= self.turns[1] * (tension * self.ratio);
    }

    /// One solve with `soft` over a substep of `h` seconds, its tension impulse so far `total`: pulls only, and
    /// a slack string may be taken up within the substep but not stretched.
    pub fn solve(&self, v: &mut PairVelocity, total: &mut f32, (soft, h): (&Softness, f32), masses: InverseMasses) {
        let (bias, mass_scale, impulse_scale) = match self.stretch < 0.0 {
            true => (self.stretch / h, 1.0, 0.0),
            false => (self.stretch * soft.bias_rate, soft.mass_scale, soft.impulse_scale),
        };
        let change = self.mass * mass_scale * (self.speed(v) + bias) - impulse_scale * *total;
        let wanted = (*total + change).max(0.0);
        self.pull(v, wanted - *total, masses);
        *total = wanted;
    }
}
