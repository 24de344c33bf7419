//! The pair inspector: why two bodies did, or did not, collide in the step that just ran, stage by stage,
//! with the numbers each stage decided on.
//!
//! Everything is read from the world as the step left it: where each body began the step
//! ([`PreviousPosition`](crate::physics::PreviousPosition) and
//! [`PreviousVelocity`](crate::physics::PreviousVelocity)), where free flight took it (recomputed with the
//! engine's own function, bit for bit), the broadphase grid, this step's contacts with their impulses and
//! corrections, the joints between the two with their tension and how the solver met them. The app's inspector panel and the `inspect` command both call [`inspect_pair`]. A
//! [`CollisionCard`] sums up one collision's momenta and energy for the event log.

pub(crate) mod axis_words;
pub(crate) mod body;
pub(crate) mod broadphase;
pub(crate) mod card;
pub(crate) mod continuous;
pub(crate) mod continuous_words;
pub(crate) mod joint;
pub(crate) mod joint_words;
pub(crate) mod manifold;
pub(crate) mod narrowphase;
pub(crate) mod report;
pub(crate) mod response;
pub(crate) mod section;
pub(crate) mod tunnelling;

pub use axis_words::{AXES, axis_label, turned_summary};
pub use body::InspectedBody;
pub use broadphase::BroadphaseVerdict;
pub use card::{CardBody, CollisionCard};
pub use continuous::{ContinuousVerdict, Hit, MissReason, NotTaken, SweepTest, Sweeping, sweep_test};
pub use joint::{JointState, JointVerdict, end_name, joints_between};
pub use joint_words::joint_section;
pub use manifold::{ManifoldPointView, ManifoldView};
pub use narrowphase::{ContactSummary, NarrowphaseVerdict, PairTest, Region, TurnedTest, pair_test, turned_test};
pub use report::{sections, write_report};
pub use response::{ContactRecord, ContactSide, ROLLING_SLIP, ResponseVerdict, contact_slip};
pub use section::{Section, Stage};
pub use tunnelling::safe_speed;

use bevy::prelude::*;
use serde::Serialize;

use crate::physics::{PhysicsClock, PhysicsSettings};

/// What every stage decided about one pair in one step.
#[derive(Clone, Debug, Serialize)]
pub struct PairVerdict {
    /// The step explained (1 is the first).
    pub step: u64,
    /// Its length (s).
    pub dt: f32,
    pub a: InspectedBody,
    pub b: InspectedBody,
    pub broadphase: BroadphaseVerdict,
    pub narrowphase: NarrowphaseVerdict,
    pub continuous: ContinuousVerdict,
    pub response: ResponseVerdict,
    /// The joints between the two, with how the solver met each.
    pub joints: Vec<JointVerdict>,
    /// Above which speed (m/s) each body could pass through the other within one step unseen by the
    /// discrete test, moving the way it moved this step: continuous detection is needed above it (`None`
    /// for a body at rest).
    pub safe_speed_a: Option<f32>,
    pub safe_speed_b: Option<f32>,
}

impl PairVerdict {
    /// The verdict with its bodies called as `shown` calls them (the joints' ends too).
    pub fn named(&self, shown: impl Fn(&str) -> String) -> PairVerdict {
        let mut named = self.clone();
        named.a.name = shown(&self.a.name);
        named.b.name = shown(&self.b.name);
        for joint in &mut named.joints {
            joint.a = shown(&joint.a);
            joint.b = shown(&joint.b);
        }
        named
    }

    /// Whether the bodies touch in this step by any stage's account (a contact that overlaps, or a hit),
    /// their collision layers letting them meet.
    pub fn collided(&self) -> bool {
        self.broadphase.layers_meet
            && (self.narrowphase.contact.is_some_and(|contact| contact.touching) || self.continuous.hit.is_some())
    }
}

/// Why a pair cannot be inspected.
#[derive(Clone, Debug, PartialEq)]
pub enum InspectError {
    /// The entity is not a physics body (despawned, or never one).
    NotABody(Entity),
    /// The same body twice.
    SameBody,
}

impl std::fmt::Display for InspectError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            InspectError::NotABody(entity) => write!(f, "{entity} is not a physics body"), // not shown
            InspectError::SameBody => f.write_str("a pair needs two different bodies"),    // not shown
        }
    }
}

/// Explains what the last step did with the pair (`a`, `b`), stage by stage.
pub fn inspect_pair(world: &World, a: Entity, b: Entity) -> Result<PairVerdict, InspectError> {
    if a == b {
        return Err(InspectError::SameBody);
    }
    let settings = world.resource::<PhysicsSettings>();
    let clock = world.resource::<PhysicsClock>();
    let (dt, gravity) = (clock.dt, settings.effective_gravity());
    let body_a = InspectedBody::of(world, a, gravity, dt).ok_or(InspectError::NotABody(a))?;
    let body_b = InspectedBody::of(world, b, gravity, dt).ok_or(InspectError::NotABody(b))?;
    let narrowphase = NarrowphaseVerdict::of(world, &body_a, &body_b);
    let continuous = ContinuousVerdict::of(world, &body_a, &body_b);
    let response = ResponseVerdict::of(world, &body_a, &body_b, &narrowphase);
    Ok(PairVerdict {
        step: clock.step,
        dt,
        broadphase: BroadphaseVerdict::of(world, &body_a, &body_b),
        narrowphase,
        continuous,
        response,
        joints: joints_between(world, a, b),
        safe_speed_a: finite(safe_speed(&body_a.shape(), &body_b.shape(), body_a.flight_velocity, dt)),
        safe_speed_b: finite(safe_speed(&body_b.shape(), &body_a.shape(), body_b.flight_velocity, dt)),
        a: body_a,
        b: body_b,
    })
}

fn finite(value: f32) -> Option<f32> {
    value.is_finite().then_some(value)
}
