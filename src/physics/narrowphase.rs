//! Narrowphase stage: the exact contact test for every candidate pair.

use bevy::prelude::*;

use super::predict::flight;
use super::{
    CandidatePairs, Collider, ContactFilter, ContactPair, Contacts, CoveredFaces, LinearVelocity, PhysicsClock,
    PhysicsSchedule, PhysicsSettings, PhysicsSystems, ResponseVetoes, RigidBody, Sensor, filters_allow, responds,
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
    covered: Res<CoveredFaces>,
    bodies: DetectQuery,
    mut contacts: ResMut<Contacts>,
) {
    contacts.pairs.clear();
    let gravity = settings.effective_gravity();
    let detected = |entity: Entity| detected_body(&bodies, entity, gravity, clock.dt);
    for &(a, b) in &candidates.pairs {
        let (Some(body_a), Some(body_b)) = (detected(a), detected(b)) else {
            continue;
        };
        contacts.pairs.extend(detect_contact(&body_a, &body_b, &vetoes, &covered, settings.speculative_margin));
    }
}

/// What the exact test reads of a body.
pub(super) type DetectQuery<'w, 's> = Query<
    'w,
    's,
    (
        &'static RigidBody,
        &'static Transform,
        &'static LinearVelocity,
        &'static Collider,
        Has<Sensor>,
        Option<&'static ContactFilter>,
    ),
>;

/// `entity` where free flight under `gravity` takes it in `dt`, if it is a body.
pub(super) fn detected_body<'a>(
    bodies: &'a DetectQuery,
    entity: Entity,
    gravity: Vec3,
    dt: f32,
) -> Option<DetectedBody<'a>> {
    let (body, transform, velocity, collider, sensor, filter) = bodies.get(entity).ok()?;
    Some(DetectedBody::new(entity, (*body, collider, sensor, filter), (transform, velocity), gravity, dt))
}

/// A body as the exact test needs it.
#[derive(Clone, Copy, Debug)]
pub struct DetectedBody<'a> {
    pub entity: Entity,
    pub shape: &'a Shape,
    pub center: Vec3,
    /// How far it moved this step, and its velocity at the end.
    pub flight: Vec3,
    pub velocity: Vec3,
    pub sensor: bool,
    pub is_static: bool,
    pub filter: Option<&'a ContactFilter>,
}

impl<'a> DetectedBody<'a> {
    /// A body where it ends the step, having moved there in free flight under `gravity` for `dt` seconds.
    pub fn new(
        entity: Entity,
        (body, collider, sensor, filter): (RigidBody, &'a Collider, bool, Option<&'a ContactFilter>),
        (transform, velocity): (&Transform, &LinearVelocity),
        gravity: Vec3,
        dt: f32,
    ) -> Self {
        DetectedBody {
            entity,
            shape: &collider.0,
            center: transform.translation,
            flight: flight(body, velocity.0, gravity, dt),
            velocity: velocity.0,
            sensor,
            is_static: body == RigidBody::Static,
            filter,
        }
    }
}

/// The contact of two bodies that overlap or are near enough to meet within the step: within `margin` plus
/// how far they moved relative to each other (a speculative contact, with negative penetration). A pair that
/// was touching when the step began but flew apart is kept this way, so the solver still holds it if its
/// other contacts turn the bodies back. A contact out of a face of a static box that a neighbouring box
/// covers (a seam) is taken along another axis. Marked not to be resolved when either is a sensor, the pair
/// is vetoed, or a body's [`ContactFilter`] declines it; a pair that is not resolved only counts once it
/// really overlaps.
pub fn detect_contact(
    a: &DetectedBody,
    b: &DetectedBody,
    vetoes: &ResponseVetoes,
    covered: &CoveredFaces,
    margin: f32,
) -> Option<ContactPair> {
    let reach = margin + (b.flight - a.flight).length();
    let contact = contact_shapes_within(a.shape, a.center, b.shape, b.center, reach)?;
    let contact = covered.reroute(contact, a, b);
    if contact.penetration < -reach {
        return None;
    }
    let mut pair = ContactPair::new(a.entity, b.entity, contact);
    pair.closing = (a.flight - b.flight).dot(contact.normal);
    pair.resolve = responds(vetoes, (a.entity, a.sensor), (b.entity, b.sensor))
        && filters_allow((a.entity, a.filter), (b.entity, b.filter), contact.normal, b.velocity - a.velocity);
    (pair.resolve || pair.is_touching()).then_some(pair)
}
