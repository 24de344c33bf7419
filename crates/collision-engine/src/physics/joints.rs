//! Joints: rods, strings and springs between two bodies, or between a body and a fixed point of the world.
//!
//! A joint is an entity of its own with a [`Joint`]: its two ends (each a point of a body, in the body's own
//! axes, or a point of the world) and what it does to the distance between them.
//! - A **rod** holds its ends at its length, pulling or pushing: the pendulum's light rigid rod.
//! - A **string** holds them no farther apart than its length and pulls only: slack below it.
//! - A **spring** pulls or pushes with k·(l − rest length) + c·dl/dt.
//!
//! The solver works them in its substeps beside the contacts (the bodies of a joint join the solver even when
//! nothing touches them). Each substep moves a body by the average of its velocities before and after (the
//! trapezoidal rule), so a joint's impulse along the line between its ends is found such that the ends are
//! where the joint wants them at the substep's end: a rod's and a taut string's at their length, a spring's by
//! its force at the average of its lengths before and after and its damping at the average rate. After the
//! motion, a rod's (or a taut string's) ends are stopped from parting along the new line between them. Both
//! together are the RATTLE scheme of molecular dynamics: a frictionless pendulum keeps its energy over any
//! number of swings instead of losing or gaining a little each one, and a spring of any stiffness stays stable
//! (the trapezoidal rule damps nothing and explodes at no step).
//!
//! Each step the joint's [`JointForce`] is the tension it pulled with (N; negative: pushed), averaged over
//! the step, and its [`JointSolve`] how the solver met it. A joint whose tension exceeds its [`Joint::breaking_force`] breaks at the step's end: it gets
//! [`JointBroken`], stops acting and [`JointBroke`] is sent (a string that snaps); set back to before that step
//! (a recording rewound), it is whole again. Each step's tensions start from none, so a step depends on the
//! bodies alone.

use crate::bevy_prelude::*;

use crate::physics::schedule::{PhysicsSchedule, PhysicsSystems};
use crate::physics::settings::PhysicsClock;

pub(crate) fn plugin(app: &mut App) {
    // after the solver wrote each joint's tension
    app.add_message::<JointBroke>()
        .add_systems(PhysicsSchedule, break_joints.in_set(PhysicsSystems::CorrectPositions))
        .add_systems(PhysicsSchedule, mend_joints_broken_later.in_set(PhysicsSystems::Sleep));
}

/// Makes whole the joints that broke on a step the clock has since been set back before (the step about to run
/// is no later than the one they broke on).
fn mend_joints_broken_later(joints: Query<(Entity, &JointBroken)>, clock: Res<PhysicsClock>, mut commands: Commands) {
    for (entity, broken) in &joints {
        if clock.step <= broken.step {
            commands.entity(entity).remove::<JointBroken>();
        }
    }
}

/// One end of a joint.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum JointEnd {
    /// A point of a body.
    Body {
        /// The body.
        entity: Entity,
        /// The point in the body's own axes (zero: its centre).
        anchor: Vec3,
    },
    /// A fixed point of the world.
    World(Vec3),
}

impl JointEnd {
    /// The centre of `entity`.
    pub fn body(entity: Entity) -> Self {
        JointEnd::Body { entity, anchor: Vec3::ZERO }
    }

    /// The point `anchor` of `entity`, in its own axes: off the centre, the joint turns the body.
    pub fn body_at(entity: Entity, anchor: Vec3) -> Self {
        JointEnd::Body { entity, anchor }
    }

    /// The fixed point `point` of the world.
    pub fn world(point: Vec3) -> Self {
        JointEnd::World(point)
    }

    /// Where this end is in the world, its body placed by `placed` (`None` when its body is not there).
    pub fn point(&self, placed: impl FnOnce(Entity) -> Option<Transform>) -> Option<Vec3> {
        match *self {
            JointEnd::Body { entity, anchor } => placed(entity).map(|at| at.translation + at.rotation * anchor),
            JointEnd::World(point) => Some(point),
        }
    }

    /// Where this end is in `world` now (`None` when its body is not there).
    pub fn point_in(&self, world: &World) -> Option<Vec3> {
        self.point(|body| world.get::<Transform>(body).copied())
    }

    /// The body at this end, if it is one.
    pub fn entity(&self) -> Option<Entity> {
        match self {
            JointEnd::Body { entity, .. } => Some(*entity),
            JointEnd::World(_) => None,
        }
    }
}

/// What a joint does to the distance between its ends.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum JointKind {
    /// Holds its ends `length` apart, pulling or pushing.
    Rod {
        /// The distance it holds (m).
        length: f32,
    },
    /// Holds its ends no more than `length` apart, pulling only.
    String {
        /// The distance it holds at most (m).
        length: f32,
    },
    /// Pulls with `stiffness` × (length − `rest_length`) plus `damping` × the rate the length grows; pushes when
    /// squeezed shorter than its rest length.
    Spring {
        /// The length at which it neither pulls nor pushes (m).
        rest_length: f32,
        /// k (N/m).
        stiffness: f32,
        /// c (N·s/m).
        damping: f32,
    },
}

impl JointKind {
    /// The length it holds, or a spring's rest length (m).
    pub fn length(&self) -> f32 {
        match *self {
            JointKind::Rod { length } | JointKind::String { length } => length,
            JointKind::Spring { rest_length, .. } => rest_length,
        }
    }

    /// The word for it in scene files and the app: "rod", "string" or "spring".
    pub fn word(&self) -> &'static str {
        match self {
            JointKind::Rod { .. } => "rod",
            JointKind::String { .. } => "string",
            JointKind::Spring { .. } => "spring",
        }
    }
}

/// A rod, string or spring between two ends, as an entity of its own.
#[derive(Component, Clone, Copy, Debug, PartialEq)]
#[require(JointForce, JointSolve)]
pub struct Joint {
    /// Its first end, A.
    pub a: JointEnd,
    /// Its second end, B.
    pub b: JointEnd,
    /// What it does to the distance between A and B.
    pub kind: JointKind,
    /// The tension (N) above which it breaks (by its size: a rod pushing that hard breaks too); infinite by
    /// default.
    pub breaking_force: f32,
}

impl Joint {
    /// A joint of `kind` between `a` and `b` that never breaks.
    pub fn new(a: JointEnd, b: JointEnd, kind: JointKind) -> Self {
        Joint { a, b, kind, breaking_force: f32::INFINITY }
    }

    /// A rod of `length` between `a` and `b`.
    pub fn rod(a: JointEnd, b: JointEnd, length: f32) -> Self {
        Joint::new(a, b, JointKind::Rod { length })
    }

    /// A string of `length` between `a` and `b`.
    pub fn string(a: JointEnd, b: JointEnd, length: f32) -> Self {
        Joint::new(a, b, JointKind::String { length })
    }

    /// A spring between `a` and `b` of `rest_length`, `stiffness` (N/m) and `damping` (N·s/m).
    pub fn spring(a: JointEnd, b: JointEnd, rest_length: f32, stiffness: f32, damping: f32) -> Self {
        Joint::new(a, b, JointKind::Spring { rest_length, stiffness, damping })
    }

    /// The same joint, breaking when its tension exceeds `force` (N).
    pub fn breaking_at(self, force: f32) -> Self {
        Joint { breaking_force: force, ..self }
    }
}

/// The tension a joint pulled its ends together with over the last step (N, the step's average; negative: it
/// pushed them apart, as a rod or a squeezed spring does).
#[derive(Component, Clone, Copy, Debug, Default, PartialEq)]
pub struct JointForce {
    /// The tension (N).
    pub tension: f32,
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

/// A joint broke: its tension exceeded its [`Joint::breaking_force`]. A message, and an event triggered on the
/// joint's entity.
#[derive(Message, EntityEvent, Clone, Copy, Debug, PartialEq)]
pub struct JointBroke {
    #[event_target]
    /// The joint's entity.
    pub joint: Entity,
    /// The tension it broke at (N).
    pub tension: f32,
    /// The fixed step on which it broke, counted from 1.
    pub step: u64,
}

/// Breaks the joints whose tension this step exceeded their breaking force: from then on they pull with none.
fn break_joints(
    mut joints: Query<(Entity, &Joint, &mut JointForce), Without<JointBroken>>,
    clock: Res<PhysicsClock>,
    mut broke: MessageWriter<JointBroke>,
    mut commands: Commands,
) {
    for (entity, joint, mut force) in &mut joints {
        if force.tension.abs() > joint.breaking_force {
            let event = JointBroke { joint: entity, tension: force.tension, step: clock.step };
            force.tension = 0.0;
            broke.write(event);
            commands.entity(entity).insert(JointBroken { step: clock.step });
            commands.trigger(event);
        }
    }
}
