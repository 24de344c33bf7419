//! The joints of machines: what a hinge, a slider, a weld and a pulley hold, beside the pin (a point alone).
//!
//! A hinge, a slider and a weld hold B turned as it was against A when they were made: its `rest`, B's
//! orientation in A's own axes (A's for an end at the world is the world's). A hinge's angle and a slider's
//! travel are 0 there.

use crate::bevy_prelude::*;

/// The range a hinge's angle (rad) or a slider's travel (m) keeps within.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct JointLimits {
    /// The lowest angle (rad) or travel (m).
    pub low: f32,
    /// The highest.
    pub high: f32,
}

/// A motor driving a hinge's turning (rad/s) or a slider's sliding (m/s) towards `speed`, with at most
/// `max_effort` (N·m for a hinge, N for a slider).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct JointMotor {
    /// The speed it drives towards: B's against A, about or along the axis (rad/s or m/s).
    pub speed: f32,
    /// The most torque (N·m) or force (N) it gives.
    pub max_effort: f32,
}

/// A hinge: B's anchor held on A's, B free to turn about the axis alone.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Hinge {
    /// The axis, a unit vector in A's own axes.
    pub axis: Vec3,
    /// B's orientation in A's own axes at the angle 0.
    pub rest: Quat,
    /// The angles it keeps within, if any.
    pub limits: Option<JointLimits>,
    /// Its motor, if any.
    pub motor: Option<JointMotor>,
}

/// A slider: B free to slide along the axis through A's anchor alone, turning not at all against A.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Slider {
    /// The axis, a unit vector in A's own axes.
    pub axis: Vec3,
    /// B's orientation in A's own axes.
    pub rest: Quat,
    /// The travel (m) it keeps within, if any: how far B's anchor lies from A's along the axis.
    pub limits: Option<JointLimits>,
    /// Its motor, if any.
    pub motor: Option<JointMotor>,
}

/// A weld: B held on A as one body, rigidly or bending back like a spring.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Weld {
    /// B's orientation in A's own axes.
    pub rest: Quat,
    /// How it bends, if it does: a turn against A comes back at this spring's frequency and damping.
    pub spring: Option<WeldSpring>,
}

/// How a weld bends back: a spring of `hertz` and `damping_ratio` (1: critically damped).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct WeldSpring {
    /// Its frequency (Hz).
    pub hertz: f32,
    /// Its damping ratio.
    pub damping_ratio: f32,
}

/// A pulley: a string from A's anchor over the wheel at `wheels[0]`, and one from B's over `wheels[1]`, the
/// wheels fixed in the world, with length_a + ratio × length_b ≤ `length`: slack below it, pulling only.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Pulley {
    /// Where A's and B's strings leave their wheels (world points).
    pub wheels: [Vec3; 2],
    /// How many times B's side counts (a block and tackle: 2 lifts B half as far).
    pub ratio: f32,
    /// length_a + ratio × length_b when taut (m).
    pub length: f32,
}

impl Hinge {
    /// A hinge about `axis` (in A's own axes), B as turned against A as it is at the angle 0 (`rest`).
    pub fn new(axis: Vec3, rest: Quat) -> Self {
        Hinge { axis: axis.normalize_or(Vec3::Z), rest, limits: None, motor: None }
    }

    /// The same hinge keeping its angle between `low` and `high` (rad).
    pub fn limited(self, low: f32, high: f32) -> Self {
        Hinge { limits: Some(JointLimits { low, high }), ..self }
    }

    /// The same hinge driven towards `speed` (rad/s) with at most `max_torque` (N·m).
    pub fn driven(self, speed: f32, max_torque: f32) -> Self {
        Hinge { motor: Some(JointMotor { speed, max_effort: max_torque }), ..self }
    }
}

impl Slider {
    /// A slider along `axis` (in A's own axes), B turned against A as `rest`.
    pub fn new(axis: Vec3, rest: Quat) -> Self {
        Slider { axis: axis.normalize_or(Vec3::X), rest, limits: None, motor: None }
    }

    /// The same slider keeping its travel between `low` and `high` (m).
    pub fn limited(self, low: f32, high: f32) -> Self {
        Slider { limits: Some(JointLimits { low, high }), ..self }
    }

    /// The same slider driven towards `speed` (m/s) with at most `max_force` (N).
    pub fn driven(self, speed: f32, max_force: f32) -> Self {
        Slider { motor: Some(JointMotor { speed, max_effort: max_force }), ..self }
    }
}

/// B's orientation in A's own axes when A is turned `a` and B `b` (A at the world: `Quat::IDENTITY`).
pub fn rest_between(a: Quat, b: Quat) -> Quat {
    (a.inverse() * b).normalize()
}
