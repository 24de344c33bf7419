//! The response's verdict on a pair: whether it was resolved, with which materials, and what the solver and
//! the positional correction did to it.

use bevy::prelude::*;
use serde::Serialize;

use crate::inspector::body::InspectedBody;
use crate::inspector::narrowphase::NarrowphaseVerdict;
use crate::physics::{ContactPair, Contacts, PhysicsClock, PhysicsSettings, combine_materials};

/// One of the pair's contacts this step as the solver left it.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct ContactRecord {
    /// When in the step continuous detection resolved it; `None` for the discrete contact.
    pub fraction: Option<f32>,
    /// Unit normal from A towards B.
    pub normal: Vec3,
    /// Allowed to be resolved (not a sensor, not vetoed or filtered out).
    pub resolve: bool,
    /// Resolved this step: by the solver, or at its time of impact by the continuous stage.
    pub resolved: bool,
    /// Normal impulse on B (N·s; A gets the opposite).
    pub normal_impulse: f32,
    /// Friction impulse on B in the contact plane (N·s).
    pub friction_impulse: Vec3,
    /// How far the positional correction shifted the two apart (m).
    pub correction: f32,
}

impl ContactRecord {
    fn of(pair: &ContactPair, a: Entity) -> ContactRecord {
        let sign = if pair.a == a { 1.0 } else { -1.0 };
        ContactRecord {
            fraction: pair.toi.map(|toi| toi.fraction),
            normal: pair.contact.normal * sign,
            resolve: pair.resolve,
            resolved: pair.solved || pair.toi.is_some() && pair.resolve,
            normal_impulse: pair.normal_impulse,
            friction_impulse: pair.tangent_impulse * sign,
            correction: pair.correction,
        }
    }
}

/// How the pair was answered.
#[derive(Clone, Debug, Serialize)]
pub struct ResponseVerdict {
    /// Either body is a sensor: reported, never resolved.
    pub sensor: bool,
    /// Game code declined it (a veto or a contact filter).
    pub vetoed: bool,
    /// The pair's restitution and friction, combined from both materials (or the global overrides).
    pub restitution: f32,
    pub friction: f32,
    /// How fast they closed along the normal when they met (m/s; negative when parting).
    pub approach_speed: Option<f32>,
    /// Below this approach speed restitution is taken as 0 (no bounce).
    pub restitution_threshold: f32,
    /// The restitution the solver used.
    pub restitution_used: Option<f32>,
    pub records: Vec<ContactRecord>,
}

impl ResponseVerdict {
    pub fn of(
        world: &World,
        a: &InspectedBody,
        b: &InspectedBody,
        narrowphase: &NarrowphaseVerdict,
    ) -> ResponseVerdict {
        let settings = world.resource::<PhysicsSettings>();
        let dt = world.resource::<PhysicsClock>().dt;
        let key = crate::physics::pair_key(a.entity, b.entity);
        // every impact of the pair this step, not only its last
        let records: Vec<ContactRecord> = world
            .resource::<Contacts>()
            .with_every_impact()
            .filter(|pair| pair.key() == key)
            .map(|pair| ContactRecord::of(pair, a.entity))
            .collect();
        let (restitution, friction) = combine_materials(&a.material(), &b.material(), settings);
        let sensor = a.sensor || b.sensor;
        let declined =
            records.iter().any(|record| !record.resolve) || narrowphase.contact.is_some() && !narrowphase.resolve;
        // the meeting's normal and velocities: at the time of impact for a continuous hit, else where free
        // flight ended
        let meeting = match records.iter().find_map(|record| record.fraction.map(|f| (f, record.normal))) {
            Some((fraction, normal)) => {
                let gravity_before = settings.effective_gravity() * dt * (1.0 - fraction);
                let at_impact = |body: &InspectedBody| {
                    if body.is_static { Vec3::ZERO } else { body.flight_velocity - gravity_before }
                };
                Some((normal, at_impact(a), at_impact(b)))
            }
            None => narrowphase.contact.map(|contact| (contact.normal, a.flight_velocity, b.flight_velocity)),
        };
        let approach_speed = meeting.map(|(normal, velocity_a, velocity_b)| (velocity_a - velocity_b).dot(normal));
        let threshold = settings.restitution_threshold;
        ResponseVerdict {
            sensor,
            vetoed: declined && !sensor,
            restitution,
            friction,
            approach_speed,
            restitution_threshold: threshold,
            restitution_used: approach_speed.map(|speed| if speed > threshold { restitution } else { 0.0 }),
            records,
        }
    }
}
