//! Narrowphase stage: the exact contact test for every candidate pair.

use crate::bevy_prelude::*;
use crate::physics::detected_body::DetectedBody;
use bevy_ecs::system::SystemParam;

use crate::geometry::placed::contact_placed_within;
use crate::physics::broadphase::candidates::CandidatePairs;
use crate::physics::components::{Collider, ContactFilter, LinearVelocity, RigidBody, Sensor, filters_allow};
use crate::physics::covered_faces::CoveredFaces;
use crate::physics::data::contacts::{ContactPair, Contacts};
use crate::physics::data::warm_start::ManifoldWarmStart;
use crate::physics::response::{ResponseVetoes, responds};
use crate::physics::schedule::{PhysicsSchedule, PhysicsSystems};
use crate::physics::settings::{PhysicsClock, PhysicsSettings};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Contacts>().add_systems(PhysicsSchedule, collect_contacts.in_set(PhysicsSystems::NarrowPhase));
}

/// Replaces [`Contacts`] with the candidate pairs that touch where their flights end, or are within the
/// speculative margin of it. A pair with a sensor, or vetoed, is kept for the events but marked not to be
/// resolved.
pub fn collect_contacts(detection: Detection, mut contacts: ResMut<Contacts>, mut read: Local<Vec<u32>>) {
    contacts.pairs.clear();
    let margin = detection.settings.speculative_margin;
    let candidates = &*detection.candidates;
    // a body is in several pairs: it is read from the ECS once, at its first (by its broadphase slot)
    read.clear();
    read.resize(candidates.bodies.entities().len(), NOT_READ);
    // at most two bodies a pair, and no more than were filed: one allocation, not a doubling per few bodies
    let mut bodies: Vec<Option<DetectedBody>> =
        Vec::with_capacity((2 * candidates.pairs.len()).min(candidates.bodies.entities().len()));
    let mut body = |entity: Entity| match candidates.slot(entity) {
        Some(slot) => {
            if read[slot] == NOT_READ {
                read[slot] = bodies.len() as u32;
                bodies.push(detection.body(entity));
            }
            bodies[read[slot] as usize]
        }
        None => detection.body(entity),
    };
    for &(a, b) in &candidates.pairs {
        if let (Some(body_a), Some(body_b)) = (body(a), body(b)) {
            contacts.pairs.extend(detection.detect_bodies(&body_a, &body_b, margin));
        }
    }
}

/// How far apart (m) a pair that pushed last step may be and still touch: a tenth of a millimetre, above the
/// rounding of a place a kilometre out.
pub const HELD_GAP: f32 = 1e-4;

/// A body's slot not read yet in [`collect_contacts`].
const NOT_READ: u32 = u32::MAX;

/// What the exact test of a pair reads: the bodies, the step, the vetoes and the covered faces.
#[derive(SystemParam)]
pub struct Detection<'w, 's> {
    pub settings: Res<'w, PhysicsSettings>,
    pub candidates: Res<'w, CandidatePairs>,
    clock: Res<'w, PhysicsClock>,
    vetoes: Res<'w, ResponseVetoes>,
    covered: Res<'w, CoveredFaces>,
    held: Res<'w, ManifoldWarmStart>,
    bodies: Query<
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
    >,
}

impl Detection<'_, '_> {
    /// `entity` where free flight takes it this step, if it is a body.
    pub fn body(&self, entity: Entity) -> Option<DetectedBody<'_>> {
        let (body, transform, velocity, collider, sensor, filter) = self.bodies.get(entity).ok()?;
        let gravity = self.settings.effective_gravity();
        Some(DetectedBody::new(
            entity,
            (*body, collider, sensor, filter),
            (transform, velocity),
            gravity,
            self.clock.dt,
        ))
    }

    /// The contact of the pair (A, B) where their flights end, within `margin` plus their relative flight
    /// ([`detect_contact`]).
    pub fn detect(&self, a: Entity, b: Entity, margin: f32) -> Option<ContactPair> {
        self.detect_bodies(&self.body(a)?, &self.body(b)?, margin)
    }

    /// The contact of two bodies already read ([`Self::body`]), with this step's vetoes and covered faces. A
    /// pair that pushed as a manifold last step and is still within [`HELD_GAP`] of touching touches: a box
    /// resting on its face is held at no depth at all, where rounding alone would decide.
    pub fn detect_bodies(&self, a: &DetectedBody, b: &DetectedBody, margin: f32) -> Option<ContactPair> {
        let mut pair = detect_contact(a, b, &self.vetoes, &self.covered, margin)?;
        pair.touching |= !pair.touching && pair.contact.penetration > -HELD_GAP && self.held.held(pair.key());
        Some(pair)
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
    let contact = contact_placed_within(&a.placed(), &b.placed(), reach)?;
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
