//! Narrowphase stage: the exact contact test for every candidate pair.

use bevy::prelude::*;

use super::predict::flight;
use super::{
    CandidatePairs, Collider, ContactPair, Contacts, LinearVelocity, PhysicsClock, PhysicsSchedule, PhysicsSettings,
    PhysicsSystems, ResponseVetoes, RigidBody, Sensor, responds,
};
use crate::geometry::{Shape, contact_shapes_within};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Contacts>().add_systems(PhysicsSchedule, collect_contacts.in_set(PhysicsSystems::NarrowPhase));
}

/// Replaces [`Contacts`] with the candidate pairs that touch where their flights end, or are within the
/// speculative margin of it. A pair with a sensor, or vetoed, is kept for the events but marked not to be
/// resolved.
pub fn collect_contacts(
    settings: Res<PhysicsSettings>,
    clock: Res<PhysicsClock>,
    candidates: Res<CandidatePairs>,
    vetoes: Res<ResponseVetoes>,
    bodies: Query<(&RigidBody, &Transform, &LinearVelocity, &Collider, Has<Sensor>)>,
    mut contacts: ResMut<Contacts>,
) {
    contacts.pairs.clear();
    let gravity = settings.effective_gravity();
    let detected = |entity: Entity| {
        let (body, transform, velocity, collider, sensor) = bodies.get(entity).ok()?;
        let moved = flight(*body, velocity.0, gravity, clock.dt);
        Some((entity, &collider.0, transform.translation, moved, sensor))
    };
    for &(a, b) in &candidates.pairs {
        let (Some(body_a), Some(body_b)) = (detected(a), detected(b)) else {
            continue;
        };
        contacts.pairs.extend(detect_contact(body_a, body_b, &vetoes, settings.speculative_margin));
    }
}

/// A body as the exact test needs it: entity, shape, centre, its flight this step, and whether it is a
/// sensor.
pub type DetectedBody<'a> = (Entity, &'a Shape, Vec3, Vec3, bool);

/// The contact of two bodies that overlap or are near enough to meet within the step: within `margin` plus
/// how far they moved relative to each other (a speculative contact, with negative penetration). A pair that
/// was touching when the step began but flew apart is kept this way, so the solver still holds it if its
/// other contacts turn the bodies back. Marked not to be resolved when either is a sensor or the pair is
/// vetoed; a pair that is not resolved only counts once it really overlaps.
pub fn detect_contact(
    (a, shape_a, center_a, flight_a, sensor_a): DetectedBody,
    (b, shape_b, center_b, flight_b, sensor_b): DetectedBody,
    vetoes: &ResponseVetoes,
    margin: f32,
) -> Option<ContactPair> {
    let reach = margin + (flight_b - flight_a).length();
    let contact = contact_shapes_within(shape_a, center_a, shape_b, center_b, reach)?;
    let mut pair = ContactPair::new(a, b, contact);
    pair.resolve = responds(vetoes, (a, sensor_a), (b, sensor_b));
    (pair.resolve || pair.is_touching()).then_some(pair)
}
