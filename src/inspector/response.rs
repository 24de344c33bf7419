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

/// Below this slip (m/s) a ball is said to roll on what it touches: its contact point moves with the other's.
pub const ROLLING_SLIP: f32 = 1e-3;

/// One body at a contact: its velocity, its spin and the contact point's offset from its centre.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ContactSide {
    pub velocity: Vec3,
    pub spin: Vec3,
    pub arm: Vec3,
}

/// How fast B's contact point moves along A's, in the contact plane of `normal`, turning included.
pub fn contact_slip(a: ContactSide, b: ContactSide, normal: Vec3) -> Vec3 {
    let point = |side: ContactSide| side.velocity + side.spin.cross(side.arm);
    let relative = point(b) - point(a);
    relative - normal * relative.dot(normal)
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
    /// Where a body turns: how fast the contact points move along each other at the end of the step, turning
    /// included (m/s); a ball rolls on the other body where this is zero.
    pub slip: Option<f32>,
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
            slip: narrowphase.contact.filter(|_| a.end_spin != Vec3::ZERO || b.end_spin != Vec3::ZERO).map(|contact| {
                let side =
                    |body: &InspectedBody, arm| ContactSide { velocity: body.end_velocity, spin: body.end_spin, arm };
                contact_slip(side(a, contact.local_a), side(b, contact.local_b), contact.normal).length()
            }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rolling_ball_does_not_slip_and_a_sliding_one_slips_at_v_minus_omega_r() {
        // a 0.5 m ball on a floor (A), normal up, its contact point 0.5 m below its centre
        let floor = ContactSide { velocity: Vec3::ZERO, spin: Vec3::ZERO, arm: Vec3::ZERO };
        let rolling = ContactSide { velocity: Vec3::X * 2.0, spin: Vec3::Z * -4.0, arm: Vec3::Y * -0.5 };
        assert!(contact_slip(floor, rolling, Vec3::Y).length() < 1e-6);
        let sliding = ContactSide { spin: Vec3::Z * -1.0, ..rolling };
        assert!((contact_slip(floor, sliding, Vec3::Y) - Vec3::X * 1.5).length() < 1e-6);
        // the normal part of the motion is no slip
        let landing = ContactSide { velocity: Vec3::new(0.0, -3.0, 0.0), spin: Vec3::ZERO, arm: Vec3::Y * -0.5 };
        assert_eq!(contact_slip(floor, landing, Vec3::Y), Vec3::ZERO);
    }
}
