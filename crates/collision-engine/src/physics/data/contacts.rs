//! The contacts found this step, shared by the solver, the events stage, overlays and the UI.

use crate::bevy_prelude::*;

use crate::geometry::ContactManifold;
use crate::geometry::contact::Contact;
use crate::physics::data::warm_start::KeptFace;

/// One touching pair this step: entities A and B (ordered by [`pair_key`]), how they touch, and what the
/// solver did about it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ContactPair {
    /// The first body, in [`pair_key`] order.
    pub a: Entity,
    /// The second body.
    pub b: Entity,
    /// How they touch, with the normal from A to B.
    pub contact: Contact,
    /// Whether the bodies really touch this step: they overlap where free flight takes them, or continuous
    /// detection found them meeting. A speculative contact (a gap within the margin) does not touch.
    pub touching: bool,
    /// How far free flight brought the bodies closer along the normal this step (m; negative when they
    /// parted): of the overlap where they end, the part the solver has to stop.
    pub closing: f32,
    /// Whether the solver resolves this contact. Sensors and game code set it to false to keep the
    /// report but skip the bounce (see the `physics` module docs).
    pub resolve: bool,
    /// Whether the solver did resolve it this step (false when vetoed, or left to the continuous stage as
    /// an impact still to come).
    pub solved: bool,
    /// How far the positional correction stage pushed the two bodies apart this step (m).
    pub correction: f32,
    /// Total normal impulse (N·s) the solver applied this step, ≥ 0.
    pub normal_impulse: f32,
    /// Total friction impulse (N·s) the solver applied this step, in the contact plane.
    pub tangent_impulse: Vec3,
    /// Set when continuous detection found this contact inside the step and resolved it there.
    pub toi: Option<TimeOfImpact>,
    /// Where a body of the pair tumbles: the index in [`Contacts::manifolds`] of the points the solver holds it
    /// at, found with the contact this step.
    pub manifold: Option<u32>,
}

/// A pair the narrowphase found, with its manifold where a body tumbles: what [`Contacts::add`] files.
#[derive(Clone, Copy, Debug)]
pub struct DetectedPair {
    /// The pair, its manifold not yet filed.
    pub pair: ContactPair,
    /// Its manifold, where a body tumbles.
    pub manifold: Option<PairManifold>,
}

/// The manifold the narrowphase found for a pair where a body tumbles: up to four points, the face they lie on
/// (for the next step to keep them), and whether they are last step's points, kept.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PairManifold {
    /// The points, with the normal from A to B.
    pub manifold: ContactManifold,
    /// The face the points lie on, and how the bodies lay when they were found (`None`: on no face, or not to
    /// be kept).
    pub face: Option<KeptFace>,
    /// Whether these are last step's points, kept on the face: each starts from its own impulse.
    pub kept: bool,
}

/// A contact continuous detection found between two poses: when, and what each body swept.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TimeOfImpact {
    /// Time of impact as a fraction of the step.
    pub fraction: f32,
    /// Where A was at impact.
    pub pose_a: Vec3,
    /// Where B was at impact.
    pub pose_b: Vec3,
    /// The straight path A would have swept this step without the hit: start and end.
    pub sweep_a: (Vec3, Vec3),
    /// B's, likewise.
    pub sweep_b: (Vec3, Vec3),
    /// The fraction from which the pair was swept: 0, or the time of an earlier hit this step that bent one of
    /// the two paths (the cast then ran from there, not along the straight paths above).
    pub swept_from: f32,
}

impl ContactPair {
    /// A contact of A and B, touching when it overlaps, not yet resolved.
    pub fn new(a: Entity, b: Entity, contact: Contact) -> Self {
        ContactPair {
            a,
            b,
            contact,
            touching: contact.penetration > 0.0,
            closing: 0.0,
            resolve: true,
            solved: false,
            correction: 0.0,
            normal_impulse: 0.0,
            tangent_impulse: Vec3::ZERO,
            toi: None,
            manifold: None,
        }
    }

    /// The pair's entities as an ordered key.
    pub fn key(&self) -> (Entity, Entity) {
        (self.a, self.b)
    }

    /// Whether the bodies overlap or touch.
    pub fn is_touching(&self) -> bool {
        self.touching
    }

    /// Whether `entity` is A or B.
    pub fn involves(&self, entity: Entity) -> bool {
        self.a == entity || self.b == entity
    }
}

/// This step's contacts, in a deterministic order, and the bodies continuous detection swept.
#[derive(Resource, Clone, Debug, Default)]
pub struct Contacts {
    /// This step's contacts, in the order they were found.
    pub pairs: Vec<ContactPair>,
    /// The bodies the continuous stage swept this step, each with why.
    pub swept: Vec<(Entity, SweepCause)>,
    /// Every impact the continuous stage resolved this step, in time order: a pair that met several times
    /// is here as often (`pairs` holds its last).
    pub impacts: Vec<ContactPair>,
    /// The manifolds of this step's pairs where a body tumbles ([`ContactPair::manifold`]).
    pub manifolds: Vec<PairManifold>,
}

/// Why the continuous stage swept a body.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum SweepCause {
    /// It moved more than half its thinnest extent: it could pass through something.
    MayTunnel,
    /// It moved past the slop and one of its contacts closed fast ([`PhysicsSettings::closes_fast`]).
    ///
    /// [`PhysicsSettings::closes_fast`]: crate::physics::PhysicsSettings::closes_fast
    ClosesFast,
    /// A hit sent it off along a new path, which was swept in turn.
    SentOn,
    /// Every moving body is swept ([`PhysicsSettings::ccd_all_bodies`]), however slow.
    ///
    /// [`PhysicsSettings::ccd_all_bodies`]: crate::physics::PhysicsSettings::ccd_all_bodies
    EveryBody,
}

impl Contacts {
    /// Adds a pair the narrowphase found, and its manifold.
    pub fn add(&mut self, detected: DetectedPair) {
        let mut pair = detected.pair;
        pair.manifold = detected.manifold.map(|manifold| {
            self.manifolds.push(manifold);
            (self.manifolds.len() - 1) as u32
        });
        self.pairs.push(pair);
    }

    /// The manifold found for `pair` this step, if a body of it tumbles.
    pub fn manifold_of(&self, pair: &ContactPair) -> Option<&PairManifold> {
        pair.manifold.and_then(|index| self.manifolds.get(index as usize))
    }

    /// The pair's first record: its discrete contact where the bodies ended the step, if it has one.
    pub fn get(&self, a: Entity, b: Entity) -> Option<&ContactPair> {
        let key = pair_key(a, b);
        self.pairs.iter().find(|pair| pair.key() == key)
    }

    /// Why the continuous stage swept `entity` this step, if it did.
    pub fn sweep_cause(&self, entity: Entity) -> Option<SweepCause> {
        self.swept.iter().find(|(swept, _)| *swept == entity).map(|&(_, cause)| cause)
    }

    /// The pair's continuous hit this step, if it had one (it may also have a discrete contact).
    pub fn hit(&self, a: Entity, b: Entity) -> Option<&ContactPair> {
        let key = pair_key(a, b);
        self.pairs.iter().find(|pair| pair.key() == key && pair.toi.is_some())
    }

    /// Every contact of the step with every impact in it: the impacts in time order (a pair that met several
    /// times is there as often), then the other contacts (a pair's continuous record in [`Contacts::pairs`]
    /// is its last impact, already among them).
    pub fn with_every_impact(&self) -> impl Iterator<Item = &ContactPair> + '_ {
        let others = self.pairs.iter().filter(|pair| !(pair.resolve && pair.toi.is_some()));
        self.impacts.iter().chain(others)
    }

    /// The pair's impacts this step, in time order: each one's fraction of the step and normal impulse (N·s).
    pub fn impacts_of(&self, a: Entity, b: Entity) -> impl Iterator<Item = (f32, f32)> + '_ {
        let key = pair_key(a, b);
        let of_pair = self.impacts.iter().filter(move |impact| impact.key() == key);
        of_pair.map(|impact| (impact.toi.map_or(0.0, |toi| toi.fraction), impact.normal_impulse))
    }
}

/// The two entities of a pair in their canonical order: the one spawned first (lower index) is A.
///
/// `Entity`'s own `Ord` does not follow spawn order, and a scene's file order should decide which body
/// is A, so pairs are ordered by index, then generation.
pub fn pair_key(a: Entity, b: Entity) -> (Entity, Entity) {
    let rank = |e: Entity| (e.index_u32(), e.generation().to_bits());
    if rank(a) <= rank(b) { (a, b) } else { (b, a) }
}
