//! Setting one lane of a lane group from a constraint alone, field by field, as a constraint is laid into its
//! colour's group.

use wide::f32x4;

use crate::physics::solver::contact_constraint::{ContactConstraint, ContactPoint, PushRow, TurnRow};
use crate::physics::solver::lanes::V3;

/// A lane group's values, set one lane at a time from a constraint alone.
pub trait SetLane {
    /// The same value with one number per field.
    type One;
    /// Lane `lane` set to `one`.
    fn set(&mut self, lane: usize, one: &Self::One);
}

impl SetLane for f32x4 {
    type One = f32;
    #[inline(always)]
    fn set(&mut self, lane: usize, one: &f32) {
        self.as_mut_array()[lane] = *one;
    }
}

impl SetLane for V3<f32x4> {
    type One = V3<f32>;
    #[inline(always)]
    fn set(&mut self, lane: usize, one: &V3<f32>) {
        self.x.set(lane, &one.x);
        self.y.set(lane, &one.y);
        self.z.set(lane, &one.z);
    }
}

impl SetLane for PushRow<f32x4> {
    type One = PushRow<f32>;
    fn set(&mut self, lane: usize, one: &PushRow<f32>) {
        self.lever_a.set(lane, &one.lever_a);
        self.lever_b.set(lane, &one.lever_b);
        self.turn_a.set(lane, &one.turn_a);
        self.turn_b.set(lane, &one.turn_b);
        self.mass.set(lane, &one.mass);
        self.impulse.set(lane, &one.impulse);
    }
}

impl SetLane for TurnRow<f32x4> {
    type One = TurnRow<f32>;
    fn set(&mut self, lane: usize, one: &TurnRow<f32>) {
        self.turn_a.set(lane, &one.turn_a);
        self.turn_b.set(lane, &one.turn_b);
        self.mass.set(lane, &one.mass);
        self.impulse.set(lane, &one.impulse);
    }
}

impl SetLane for ContactPoint<f32x4> {
    type One = ContactPoint<f32>;
    fn set(&mut self, lane: usize, one: &ContactPoint<f32>) {
        self.arm_a.set(lane, &one.arm_a);
        self.arm_b.set(lane, &one.arm_b);
        self.base_separation.set(lane, &one.base_separation);
        self.normal.set(lane, &one.normal);
        self.approach.set(lane, &one.approach);
        self.step_impulse.set(lane, &one.step_impulse);
    }
}

impl SetLane for ContactConstraint<f32x4> {
    type One = ContactConstraint<f32>;
    fn set(&mut self, lane: usize, one: &ContactConstraint<f32>) {
        self.normal.set(lane, &one.normal);
        self.tangents[0].set(lane, &one.tangents[0]);
        self.tangents[1].set(lane, &one.tangents[1]);
        self.masses.a.set(lane, &one.masses.a);
        self.masses.b.set(lane, &one.masses.b);
        for (field, value) in [
            (&mut self.friction, one.friction),
            (&mut self.restitution, one.restitution),
            (&mut self.bias_rate, one.bias_rate),
            (&mut self.mass_scale, one.mass_scale),
            (&mut self.impulse_scale, one.impulse_scale),
            (&mut self.rolling_limit, one.rolling_limit),
            (&mut self.spinning_limit, one.spinning_limit),
            (&mut self.twist_radius, one.twist_radius),
            (&mut self.share, one.share),
        ] {
            field.set(lane, &value);
        }
        let [first, second] = &mut self.step_friction;
        first.set(lane, &one.step_friction[0]);
        second.set(lane, &one.step_friction[1]);
        self.rolling[0].set(lane, &one.rolling[0]);
        self.rolling[1].set(lane, &one.rolling[1]);
        self.middle.set(lane, &one.middle);
        self.friction_rows[0].set(lane, &one.friction_rows[0]);
        self.friction_rows[1].set(lane, &one.friction_rows[1]);
        self.twist.set(lane, &one.twist);
        for (point, one) in self.points.iter_mut().zip(&one.points) {
            point.set(lane, one);
        }
    }
}
