//! Narrowphase stage: the exact contact test for every candidate pair.

use bevy::prelude::*;

use super::{
    CandidatePairs, Collider, ContactPair, Contacts, PhysicsSchedule, PhysicsSettings, PhysicsSystems, ResponseVetoes,
    Sensor, responds,
};
use crate::geometry::{Shape, contact_shapes_within};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Contacts>().add_systems(PhysicsSchedule, collect_contacts.in_set(PhysicsSystems::NarrowPhase));
}

/// Replaces [`Contacts`] with the candidate pairs that touch or are within the speculative margin. A pair
/// with a sensor, or vetoed, is kept for the events but marked not to be resolved.
pub fn collect_contacts(
    settings: Res<PhysicsSettings>,
    candidates: Res<CandidatePairs>,
    vetoes: Res<ResponseVetoes>,
    bodies: Query<(&Transform, &Collider, Has<Sensor>)>,
    mut contacts: ResMut<Contacts>,
) {
    contacts.pairs.clear();
    for &(a, b) in &candidates.pairs {
        let (Ok((transform_a, collider_a, sensor_a)), Ok((transform_b, collider_b, sensor_b))) =
            (bodies.get(a), bodies.get(b))
        else {
            continue;
        };
        let body_a = (a, &collider_a.0, transform_a.translation, sensor_a);
        let body_b = (b, &collider_b.0, transform_b.translation, sensor_b);
        contacts.pairs.extend(detect_contact(body_a, body_b, &vetoes, settings.speculative_margin));
    }
}

/// A body as the exact test needs it: entity, shape, centre, and whether it is a sensor.
pub type DetectedBody<'a> = (Entity, &'a Shape, Vec3, bool);

/// The contact of two bodies that overlap or are within `margin` of each other (a speculative contact,
/// with negative penetration), marked not to be resolved when either is a sensor or the pair is vetoed;
/// a pair that is not resolved only counts once it really overlaps.
pub fn detect_contact(
    (a, shape_a, center_a, sensor_a): DetectedBody,
    (b, shape_b, center_b, sensor_b): DetectedBody,
    vetoes: &ResponseVetoes,
    margin: f32,
) -> Option<ContactPair> {
    let contact = contact_shapes_within(shape_a, center_a, shape_b, center_b, margin)?;
    let mut pair = ContactPair::new(a, b, contact);
    pair.resolve = responds(vetoes, (a, sensor_a), (b, sensor_b));
    (pair.resolve || pair.is_touching()).then_some(pair)
}
