//! Narrowphase stage: the exact contact test for every candidate pair, and where a body tumbles the manifold the
//! solver holds the pair at (last step's, kept, while the bodies stay near the pose it was found at).

use crate::bevy_prelude::*;
use crate::physics::detected_body::DetectedBody;
use bevy_ecs::query::QueryData;
use bevy_ecs::system::SystemParam;

use crate::geometry::contact::Contact;
use crate::geometry::placed::contact_placed_within;
use crate::geometry::{ContactManifold, manifold_placed_within};
use crate::physics::broadphase::candidates::CandidatePairs;
use crate::physics::components::{Collider, ContactFilter, LinearVelocity, RigidBody, Sensor, filters_allow};
use crate::physics::covered_faces::CoveredFaces;
use crate::physics::data::contacts::{ContactPair, Contacts, DetectedPair, PairManifold, pair_key};
use crate::physics::data::warm_start::{KeptFace, KeptManifold, ManifoldWarmStart};
use crate::physics::response::{ResponseVetoes, responds};
use crate::physics::rotation::TurningShape;
use crate::physics::schedule::{PhysicsSchedule, PhysicsSystems};
use crate::physics::settings::{PhysicsClock, PhysicsSettings};
use crate::physics::threads::Workers;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Contacts>().add_systems(PhysicsSchedule, collect_contacts.in_set(PhysicsSystems::NarrowPhase));
}

/// Replaces [`Contacts`] with the candidate pairs that touch where their flights end, or are within the
/// speculative margin of it. A pair with a sensor, or vetoed, is kept for the events but marked not to be
/// resolved. The pairs are tested on every thread of [`PhysicsSettings::threads`], each alone; they are filed in
/// the candidates' order.
pub fn collect_contacts(detection: Detection, mut contacts: ResMut<Contacts>, mut read: Local<Vec<u32>>) {
    contacts.pairs.clear();
    contacts.manifolds.clear();
    let margin = detection.settings.speculative_margin;
    let (bodies, mut ends) = read_pairs(&detection, &mut read);
    let workers = Workers::of(&detection.settings);
    let found = workers.map_pieces(&mut ends, SHARED_PAIRS, |_, piece| {
        let detect = |ends: &PairEnds| {
            let (a, b) = (bodies[ends.a as usize].as_ref()?, bodies[ends.b as usize].as_ref()?);
            detection.detect_bodies(a, b, margin)
        };
        piece.iter().filter_map(detect).collect::<Vec<_>>()
    });
    for detected in found.into_iter().flatten() {
        contacts.add(detected);
    }
}

/// The fewest candidate pairs a thread takes.
const SHARED_PAIRS: usize = 1024;

/// Where a candidate pair's bodies are in the bodies [`read_pairs`] read.
struct PairEnds {
    a: u32,
    b: u32,
}

/// Every body of a candidate pair, read from the ECS once (at its first pair, by its broadphase slot), and each
/// pair's two among them.
fn read_pairs<'a>(detection: &'a Detection, read: &mut Vec<u32>) -> (Vec<Option<DetectedBody<'a>>>, Vec<PairEnds>) {
    let candidates = &*detection.candidates;
    read.clear();
    read.resize(candidates.bodies.entities().len(), NOT_READ);
    // at most two bodies a pair, and no more than were filed: one allocation, not a doubling per few bodies
    let mut bodies = Vec::with_capacity((2 * candidates.pairs.len()).min(candidates.bodies.entities().len()));
    let mut body = |entity: Entity| {
        let slot = candidates.slot(entity);
        if let Some(slot) = slot
            && read[slot] != NOT_READ
        {
            return read[slot];
        }
        bodies.push(detection.body(entity));
        let index = (bodies.len() - 1) as u32;
        if let Some(slot) = slot {
            read[slot] = index;
        }
        index
    };
    let ends = candidates.pairs.iter().map(|&(a, b)| PairEnds { a: body(a), b: body(b) }).collect();
    (bodies, ends)
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
    bodies: Query<'w, 's, TestedBody>,
}

/// A body as the exact test reads it from the world.
#[derive(QueryData)]
pub struct TestedBody {
    body: &'static RigidBody,
    transform: &'static Transform,
    velocity: &'static LinearVelocity,
    collider: &'static Collider,
    sensor: Has<Sensor>,
    filter: Option<&'static ContactFilter>,
    turning: TurningShape,
}

/// What decides how a pair's contact is taken besides its bodies: the vetoes, the covered faces, and the
/// settings (the speculative margin its manifold's points are looked for within, and whether the soft step keeps
/// them).
#[derive(Clone, Copy)]
pub struct ContactRules<'a> {
    /// The pairs game code asked not to be resolved.
    pub vetoes: &'a ResponseVetoes,
    /// The faces of static boxes that neighbours cover.
    pub covered: &'a CoveredFaces,
    /// The engine's settings.
    pub settings: &'a PhysicsSettings,
}

impl Detection<'_, '_> {
    /// `entity` where free flight takes it this step, if it is a body.
    pub fn body(&self, entity: Entity) -> Option<DetectedBody<'_>> {
        let tested = self.bodies.get(entity).ok()?;
        let gravity = self.settings.effective_gravity();
        let kind = (*tested.body, tested.collider, tested.sensor, tested.filter);
        let detected = DetectedBody::new(entity, kind, (tested.transform, tested.velocity), gravity, self.clock.dt);
        Some(detected.tumbling(tested.turning.tumbles(*tested.body)))
    }

    /// The contact of the pair (A, B) where their flights end, within `margin` plus their relative flight
    /// ([`detect_contact`]).
    pub fn detect(&self, a: Entity, b: Entity, margin: f32) -> Option<DetectedPair> {
        self.detect_bodies(&self.body(a)?, &self.body(b)?, margin)
    }

    /// The contact of two bodies already read ([`Self::body`]), with this step's vetoes and covered faces: last
    /// step's manifold where it is kept ([`kept_contact`]), else the exact test's. A pair that pushed as a
    /// manifold last step and is still within [`HELD_GAP`] of touching touches: a box resting on its face is
    /// held at no depth at all, where rounding alone would decide.
    pub fn detect_bodies(&self, a: &DetectedBody, b: &DetectedBody, margin: f32) -> Option<DetectedPair> {
        let rules = ContactRules { vetoes: &self.vetoes, covered: &self.covered, settings: &self.settings };
        let kept = self.held.find(pair_key(a.entity, b.entity));
        let found = kept.filter(|_| a.tumbles || b.tumbles).and_then(|kept| kept_contact(a, b, kept, rules, margin));
        let mut detected = found.or_else(|| detect_contact(a, b, rules, margin))?;
        let pair = &mut detected.pair;
        pair.touching |=
            !pair.touching && pair.contact.penetration > -HELD_GAP && kept.is_some_and(KeptManifold::pushed);
        Some(detected)
    }
}

/// The contact of two bodies that overlap or are near enough to meet within the step: within `margin` plus
/// how far they moved relative to each other (a speculative contact, with negative penetration). A pair that
/// was touching when the step began but flew apart is kept this way, so the solver still holds it if its
/// other contacts turn the bodies back. A contact out of a face of a static box that a neighbouring box
/// covers (a seam) is taken along another axis. Where a body tumbles, the manifold the solver holds the pair
/// at comes with it.
pub fn detect_contact(a: &DetectedBody, b: &DetectedBody, rules: ContactRules, margin: f32) -> Option<DetectedPair> {
    let reach = reach(a, b, margin);
    let contact = contact_placed_within(&a.placed(), &b.placed(), reach)?;
    let contact = rules.covered.reroute(contact, a, b);
    if contact.penetration < -reach {
        return None;
    }
    let manifold = (a.tumbles || b.tumbles).then(|| found_manifold(a, b, &contact, rules.settings));
    decided_pair(a, b, (contact, manifold), rules)
}

/// The pair of `contact` (and its `manifold`), marked not to be resolved when either body is a sensor, the pair
/// is vetoed, or a body's [`ContactFilter`] declines it; a pair that is not resolved only counts once it really
/// overlaps.
fn decided_pair(
    a: &DetectedBody,
    b: &DetectedBody,
    (contact, manifold): (Contact, Option<PairManifold>),
    rules: ContactRules,
) -> Option<DetectedPair> {
    let mut pair = ContactPair::new(a.entity, b.entity, contact);
    pair.closing = (a.flight - b.flight).dot(contact.normal);
    pair.resolve = responds(rules.vetoes, (a.entity, a.sensor), (b.entity, b.sensor))
        && filters_allow((a.entity, a.filter), (b.entity, b.filter), contact.normal, b.velocity - a.velocity);
    (pair.resolve || pair.is_touching()).then_some(DetectedPair { pair, manifold })
}

/// How far apart the test still makes a speculative contact of `a` and `b`: `margin` plus how far they flew
/// relative to each other.
fn reach(a: &DetectedBody, b: &DetectedBody, margin: f32) -> f32 {
    margin + (b.flight - a.flight).length()
}

/// How far apart a manifold's points are looked for: the speculative margin and the bodies' relative flight.
fn manifold_margin(a: &DetectedBody, b: &DetectedBody, settings: &PhysicsSettings) -> f32 {
    reach(a, b, settings.speculative_margin)
}

/// The manifold of a pair one of whose bodies tumbles, where the flights end: the faces of a body that cannot
/// move (a floor, a ramp) preferred, whichever of the pair it is; where a covered face took the pair's contact
/// along another axis, that one point. On the soft step, the face its points lie on, to keep them by.
fn found_manifold(a: &DetectedBody, b: &DetectedBody, contact: &Contact, settings: &PhysicsSettings) -> PairManifold {
    let margin = manifold_margin(a, b, settings);
    let (placed_a, placed_b) = (a.placed(), b.placed());
    let found = if b.moves || !a.moves {
        manifold_placed_within(&placed_a, &placed_b, margin)
    } else {
        manifold_placed_within(&placed_b, &placed_a, margin).map(|found| found.flipped())
    };
    let manifold =
        found.filter(|found| along_the_contact(found, contact)).unwrap_or_else(|| ContactManifold::of_contact(contact));
    let face = settings.soft_contacts.then(|| KeptFace::of(&manifold, (&placed_a, &placed_b), margin)).flatten();
    PairManifold { manifold, face, kept: false }
}

/// The contact of a pair from last step's manifold, `kept`, where its points still lie on their face
/// ([`KeptFace::manifold`]): its deepest point. `None` (the pair is tested anew) where the bodies have moved
/// past the tolerance, the points have come apart by more than the reach, or a covered face would take the
/// contact along another axis.
fn kept_contact(
    a: &DetectedBody,
    b: &DetectedBody,
    kept: &KeptManifold,
    rules: ContactRules,
    margin: f32,
) -> Option<DetectedPair> {
    let face = kept.face?;
    let manifold = face.manifold(kept, (&a.placed(), &b.placed()), manifold_margin(a, b, rules.settings))?;
    let deepest = manifold.used().iter().max_by(|p, q| p.penetration.total_cmp(&q.penetration))?;
    let contact = Contact {
        normal: manifold.normal,
        penetration: deepest.penetration,
        local_a: deepest.local_a,
        local_b: deepest.local_b,
    };
    if contact.penetration < -reach(a, b, margin) || rules.covered.reroute(contact, a, b) != contact {
        return None;
    }
    decided_pair(a, b, (contact, Some(PairManifold { manifold, face: Some(face), kept: true })), rules)
}

/// Whether `manifold` pushes along the normal of `contact` (else the pair is held at its one contact point: a
/// covered face took its contact along another axis).
fn along_the_contact(manifold: &ContactManifold, contact: &Contact) -> bool {
    manifold.normal.dot(contact.normal) > 0.999
}
