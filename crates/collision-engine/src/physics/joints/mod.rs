//! Joints between two bodies, or between a body and a fixed point of the world.
//!
//! A joint is an entity of its own with a [`Joint`]: its two ends (each a point of a body, in the body's own
//! axes, or a point of the world) and what it holds of them.
//! - A **rod** holds its ends at its length, pulling or pushing: the pendulum's light rigid rod.
//! - A **string** holds them no farther apart than its length and pulls only: slack below it.
//! - A **spring** pulls or pushes with k·(l − rest length) + c·dl/dt.
//! - The joints of machines (machines.rs) hold more than a distance: a **pin** holds B's anchor on A's, free to
//!   turn every way; a **hinge** lets B turn about one axis alone, within limits and driven by a motor if it has
//!   them; a **slider** lets B slide along one axis alone; a **weld** holds B as one body with A, or bending back
//!   like a spring; a **pulley** holds the strings from A and B over two wheels to a total length.
//!
//! The machine joints are rows of the soft step (the solver's machine.rs), warm started from the last step's
//! impulses ([`JointImpulses`]); their [`JointForce`] holds the force and torque they held B with.
//!
//! The solver works the rods, strings and springs in its substeps beside the contacts (the bodies of a joint join the solver even when
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

mod machines;
mod reports;

pub use machines::{Hinge, JointLimits, JointMotor, Pulley, Slider, Weld, WeldSpring, rest_between};
pub use reports::{JointBroke, JointBroken, JointForce, JointImpulses, JointSolve};

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

/// What a joint holds of its ends.
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
    /// Holds B's anchor on A's, free to turn every way: a ball and socket.
    Pin,
    /// Holds B's anchor on A's, B free to turn about the hinge's axis alone.
    Hinge(Hinge),
    /// Lets B slide along the slider's axis alone.
    Slider(Slider),
    /// Holds B on A as one body.
    Weld(Weld),
    /// Holds a string from each end over its wheel to a total length, pulling only.
    Pulley(Pulley),
}

impl JointKind {
    /// The length it holds between its ends (m): a rod's or a string's, a spring's rest length, a pulley's
    /// strings' together; 0 for a pin, hinge, slider or weld, which hold B's anchor on A's (or, a slider, on
    /// its axis).
    pub fn length(&self) -> f32 {
        match *self {
            JointKind::Rod { length } | JointKind::String { length } => length,
            JointKind::Spring { rest_length, .. } => rest_length,
            JointKind::Pulley(pulley) => pulley.length,
            JointKind::Pin | JointKind::Hinge(_) | JointKind::Slider(_) | JointKind::Weld(_) => 0.0,
        }
    }

    /// The word for it in scene files and the app: "rod", "string", "spring", "pin", "hinge", "slider", "weld"
    /// or "pulley".
    pub fn word(&self) -> &'static str {
        match self {
            JointKind::Rod { .. } => "rod",
            JointKind::String { .. } => "string",
            JointKind::Spring { .. } => "spring",
            JointKind::Pin => "pin",
            JointKind::Hinge(_) => "hinge",
            JointKind::Slider(_) => "slider",
            JointKind::Weld(_) => "weld",
            JointKind::Pulley(_) => "pulley",
        }
    }

    /// Whether it holds its ends with a tension along a line (a rod, string, spring or pulley), not with a force
    /// and a torque at its anchors ([`JointForce`]).
    pub fn holds_by_tension(&self) -> bool {
        matches!(
            self,
            JointKind::Rod { .. } | JointKind::String { .. } | JointKind::Spring { .. } | JointKind::Pulley(_)
        )
    }

    /// Whether it is a joint of machines, solved as rows of the soft step: a pin, hinge, slider, weld or pulley.
    pub fn is_machine(&self) -> bool {
        !matches!(self, JointKind::Rod { .. } | JointKind::String { .. } | JointKind::Spring { .. })
    }
}

/// A joint between two ends, as an entity of its own.
#[derive(Component, Clone, Copy, Debug, PartialEq)]
#[require(JointForce, JointSolve, JointImpulses)]
pub struct Joint {
    /// Its first end, A.
    pub a: JointEnd,
    /// Its second end, B.
    pub b: JointEnd,
    /// What it does to the distance between A and B.
    pub kind: JointKind,
    /// The tension (N) above which it breaks (by its size: a rod pushing that hard breaks too), or for a pin,
    /// hinge, slider or weld the size of its force; infinite by default.
    pub breaking_force: f32,
    /// The size of the torque (N·m) above which a hinge, slider or weld breaks; infinite by default.
    pub breaking_torque: f32,
}

impl Joint {
    /// A joint of `kind` between `a` and `b` that never breaks.
    pub fn new(a: JointEnd, b: JointEnd, kind: JointKind) -> Self {
        Joint { a, b, kind, breaking_force: f32::INFINITY, breaking_torque: f32::INFINITY }
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

    /// A pin holding `b` on `a`.
    pub fn pin(a: JointEnd, b: JointEnd) -> Self {
        Joint::new(a, b, JointKind::Pin)
    }

    /// A hinge between `a` and `b`.
    pub fn hinge(a: JointEnd, b: JointEnd, hinge: Hinge) -> Self {
        Joint::new(a, b, JointKind::Hinge(hinge))
    }

    /// A slider between `a` and `b`.
    pub fn slider(a: JointEnd, b: JointEnd, slider: Slider) -> Self {
        Joint::new(a, b, JointKind::Slider(slider))
    }

    /// A weld of `b` to `a`, B held turned against A as `rest` (B's orientation in A's own axes).
    pub fn weld(a: JointEnd, b: JointEnd, rest: Quat) -> Self {
        Joint::new(a, b, JointKind::Weld(Weld { rest, spring: None }))
    }

    /// A pulley between `a` and `b`.
    pub fn pulley(a: JointEnd, b: JointEnd, pulley: Pulley) -> Self {
        Joint::new(a, b, JointKind::Pulley(pulley))
    }

    /// The same joint, breaking when its tension (or a machine joint's force) exceeds `force` (N).
    pub fn breaking_at(self, force: f32) -> Self {
        Joint { breaking_force: force, ..self }
    }

    /// The same joint, breaking when its torque exceeds `torque` (N·m).
    pub fn breaking_at_torque(self, torque: f32) -> Self {
        Joint { breaking_torque: torque, ..self }
    }

    /// Whether `force` is more than it holds.
    fn breaks(&self, force: &JointForce) -> bool {
        force.tension.abs() > self.breaking_force
            || force.force.length() > self.breaking_force
            || force.torque.length() > self.breaking_torque
    }
}

/// Breaks the joints whose tension, force or torque this step exceeded what they hold: from then on they hold
/// nothing.
fn break_joints(
    mut joints: Query<(Entity, &Joint, &mut JointForce), Without<JointBroken>>,
    clock: Res<PhysicsClock>,
    mut broke: MessageWriter<JointBroke>,
    mut commands: Commands,
) {
    for (entity, joint, mut force) in &mut joints {
        if joint.breaks(&force) {
            let event = JointBroke {
                joint: entity,
                tension: force.tension,
                force: force.force.length(),
                torque: force.torque.length(),
                step: clock.step,
            };
            *force = JointForce::default();
            broke.write(event);
            commands.entity(entity).insert(JointBroken { step: clock.step });
            commands.trigger(event);
        }
    }
}
