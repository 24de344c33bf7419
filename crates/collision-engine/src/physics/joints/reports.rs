//! What a joint reports of a step: the force it held with, how the solver met it, and whether it broke.

use crate::bevy_prelude::*;

/// What a joint held its ends with over the last step, each the step's average.
#[derive(Component, Clone, Copy, Debug, Default, PartialEq)]
pub struct JointForce {
    /// The tension (N) a rod, string, spring or pulley pulled with (negative: it pushed its ends apart, as a rod
    /// or a squeezed spring does); 0 for the other machine joints.
    pub tension: f32,
    /// The force (N, world axes) a pin, hinge, slider or weld held B with at its anchor (A was held with its
    /// opposite).
    pub force: Vec3,
    /// The torque (N·m, world axes) a hinge, slider or weld held B with, its limits' and motor's among it.
    pub torque: Vec3,
    /// What its motor gave along or about the axis: torque (N·m) for a hinge, force (N) for a slider.
    pub motor: f32,
    /// The work (J) its motor did on the bodies over the step.
    pub motor_work: f32,
}

/// A machine joint's impulses of the last substep (N·s or N·m·s), each row's, which the next step starts from.
#[derive(Component, Clone, Copy, Debug, Default, PartialEq)]
pub struct JointImpulses {
    /// The point's rows: along the world's axes for a pin, hinge or weld; a slider's two across its axis.
    pub linear: Vec3,
    /// The rows that hold the turning: a hinge's two, a weld's or a slider's three.
    pub angular: Vec3,
    /// The limit's rows, at the low end and the high end.
    pub limits: [f32; 2],
    /// The motor's row.
    pub motor: f32,
    /// A pulley's row: the strings' tension impulse.
    pub pulley: f32,
}

/// How the solver met a joint in the last step: what it was solved with, how many Newton steps its substeps
/// took and how close they brought its ends to where it wants them, and how its tension impulse was given.
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, serde::Serialize)]
pub struct JointSolve {
    /// The joints solved together with it, itself included: those tied to it through the bodies they share.
    pub solved_with: u32,
    /// The step's substeps.
    pub substeps: u32,
    /// In how many of them the joint acted (a slack string, or a spring of no stiffness and no damping, acts in
    /// none).
    pub acting: u32,
    /// The most Newton steps a substep's solve took (0: the ends were already where it wants them).
    pub newton_steps: u32,
    /// Whether every substep's solve brought the ends to where the joint wants them, within the solver's
    /// tolerance.
    pub settled: bool,
    /// The most the distance between its ends missed where the joint wants it at a substep's end (m).
    pub missed: f32,
    /// The step's tension impulse (N·s) given in the substeps' motion.
    pub motion_impulse: f32,
    /// The step's tension impulse (N·s) given after the motion, stopping the ends of a rod or a taut string
    /// from parting along the line between them.
    pub hold_impulse: f32,
}

/// Marks a joint that broke, on the step it broke: it acts no more after it. A joint whose clock is set back to
/// before that step (a recording rewound) is whole again as the next step begins.
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct JointBroken {
    /// The fixed step on which it broke, counted from 1.
    pub step: u64,
}

/// A joint broke: its tension or force exceeded its [`Joint::breaking_force`](super::Joint::breaking_force), or its torque its
/// [`Joint::breaking_torque`](super::Joint::breaking_torque). A message, and an event triggered on the
/// joint's entity.
#[derive(Message, EntityEvent, Clone, Copy, Debug, PartialEq)]
pub struct JointBroke {
    #[event_target]
    /// The joint's entity.
    pub joint: Entity,
    /// The tension it broke at (N).
    pub tension: f32,
    /// The size of the force (N) a pin, hinge, slider or weld broke at.
    pub force: f32,
    /// The size of the torque (N·m) a hinge, slider or weld broke at.
    pub torque: f32,
    /// The fixed step on which it broke, counted from 1.
    pub step: u64,
}
