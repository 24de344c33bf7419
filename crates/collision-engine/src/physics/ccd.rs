//! Continuous stage: sweeps fast bodies along this step's flight so they cannot tunnel through thin ones.
//!
//! Free flight has already moved every body to the end of the step. Here each body that moved far enough to
//! pass through something, or past the slop towards a contact that closes fast (see
//! [`PhysicsSettings::sweeps`]), goes back to where the step began and is swept along its flight against its
//! candidate pairs; the earliest hit of all is taken, both bodies move to the time-of-impact pose, the
//! contact is resolved there with the same impulse, restitution and friction as a discrete contact, and both
//! spend the rest of the step moving on with their new velocities, which may bring further hits (up to
//! `ccd_max_hits` per body). The hit is recorded in [`Contacts`] with its [`TimeOfImpact`], so events and
//! overlays see it like any other contact, and the moved bodies' other contacts are tested again where the
//! bodies ended, for the solver.
//!
//! Pairs already overlapping when the step begins are left to the solver, and so are meetings too slow to
//! carry one body through the other that are either slow (no bounce below the restitution threshold) or
//! between bodies already touching: the solver resolves those together with the bodies' other contacts, as a
//! pile needs. A body a hit sends off fast on a new path (a bounce, or a body struck into motion) is swept on
//! against what the broadphase grid finds along the rest of that path.

use crate::bevy_prelude::*;
use bevy_ecs::entity::EntityHashSet;
use bevy_platform::collections::HashMap;
use glam::DVec3;

use crate::geometry::aabb::Aabb;
use crate::geometry::contact::Contact;
use crate::geometry::shape::Shape;
use crate::geometry::{cast_shapes, contact_shapes};
use crate::physics::broadphase::candidates::CandidatePairs;
use crate::physics::broadphase::proxy::proxy_bounds;
use crate::physics::components::{
    CcdDisabled, Collider, ContactFilter, LinearVelocity, Mass, Moving, PhysicsMaterial, PreviousPosition, RigidBody,
    Sensor, filters_allow, inverse_mass,
};
use crate::physics::covered_faces::CoveredFaces;
use crate::physics::data::contacts::{ContactPair, Contacts, SweepCause, TimeOfImpact, pair_key};
use crate::physics::data::stats::PhysicsStats;
use crate::physics::detected_body::DetectedBody;
use crate::physics::hit_queue::{Hit, HitQueue};
use crate::physics::impacts::impact_impulse;
use crate::physics::narrowphase::detect_contact;
use crate::physics::predict::moving_velocity;
use crate::physics::response::{ResponseVetoes, responds};
use crate::physics::schedule::{PhysicsSchedule, PhysicsSystems};
use crate::physics::settings::{PhysicsClock, PhysicsSettings};
use crate::physics::slots::BodySlots;
use crate::physics::solver::solve::combine_materials;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(PhysicsSchedule, sweep_fast_bodies.in_set(PhysicsSystems::Ccd));
}

/// A body taking part in the sweep: a straight segment of motion that each hit restarts.
struct Mover {
    entity: Entity,
    shape: Shape,
    inverse_mass: f32,
    is_static: bool,
    material: PhysicsMaterial,
    sensor: bool,
    filter: Option<ContactFilter>,
    /// Opted out of continuous detection ([`CcdDisabled`]).
    opted_out: bool,
    swept: bool,
    /// Where its pairs were looked for: its broadphase bounds, and the paths since checked in the grid.
    covered: Aabb,
    /// Its free flight over the whole step, for the overlays.
    path: (Vec3, Vec3),
    /// Position at step fraction `since`, from which the body moves on by `rate` per unit of fraction.
    origin: Vec3,
    since: f32,
    rate: Vec3,
    /// Velocity at the end of the step (gravity included), as the body will keep it; in double precision, as
    /// a body may take thousands of impacts in a step.
    velocity: DVec3,
    /// Gravity acting on the body (zero when static).
    gravity: Vec3,
    hits: u32,
    /// Out of hits: it stays at its last impact for the rest of the step.
    frozen: bool,
}

impl Mover {
    /// Where the body is at `fraction` of the step.
    fn pose(&self, fraction: f32) -> Vec3 {
        if self.frozen {
            return self.origin;
        }
        self.origin + self.rate * (fraction - self.since)
    }

    /// How far the body's true path under gravity lies from its straight segment at `fraction` of the step:
    /// the segment is the chord of a parabola, which runs ½ g τ (T − τ) away from it, τ into the segment's
    /// T. A hit restarts the body from the parabola, where its velocity at that time belongs: from the chord,
    /// up to g dt² / 8 lower, each bounce under gravity would lose the potential energy of the difference.
    fn bend(&self, fraction: f32, dt: f32) -> Vec3 {
        if self.frozen {
            return Vec3::ZERO;
        }
        let (into, segment) = ((fraction - self.since) * dt, (1.0 - self.since) * dt);
        -0.5 * self.gravity * into * (segment - into)
    }

    /// Starts a new segment at `fraction` from `pose`: under gravity it is travelled at the average velocity
    /// of its stretch of the step, as free flight moves bodies.
    fn restart(&mut self, fraction: f32, pose: Vec3, dt: f32) {
        self.origin = pose;
        self.since = fraction;
        let average = self.velocity - (self.gravity * dt * (1.0 - fraction) * 0.5).as_dvec3();
        self.rate = average.as_vec3() * dt;
    }

    /// Stops the body where it is at `fraction` for the rest of the step, keeping the velocity it has there
    /// (a body out of hits: it is cut short rather than let through what it would hit next).
    fn freeze(&mut self, fraction: f32, dt: f32) {
        if self.inverse_mass == 0.0 || self.frozen {
            return;
        }
        let pose = self.pose(fraction);
        self.velocity = self.velocity_at(fraction, dt);
        self.origin = pose;
        self.since = fraction;
        self.frozen = true;
    }

    /// Gravity still to act on the body after `fraction` of the step (its velocity already holds it).
    /// None for a frozen body: it stands still for the rest of the step, so it must not gain speed either.
    fn gravity_left(&self, fraction: f32, dt: f32) -> Vec3 {
        if self.frozen { Vec3::ZERO } else { self.gravity * dt * (1.0 - fraction) }
    }

    /// The body's velocity at `fraction` of the step.
    fn velocity_at(&self, fraction: f32, dt: f32) -> DVec3 {
        self.velocity - self.gravity_left(fraction, dt).as_dvec3()
    }
}

/// The pairs being swept this step (by mover index, A first), each with its predicted hit and its
/// record in the hits found; and each mover's pairs, those found at the start in one array (a mover's pairs
/// are one run of it), those added during the step apart.
struct SweptPairs {
    pairs: Vec<(usize, usize)>,
    queue: HitQueue,
    recorded: Vec<Option<usize>>,
    starts: Vec<usize>,
    of: Vec<usize>,
    added: HashMap<usize, Vec<usize>>,
}

impl SweptPairs {
    fn new(movers: usize, pairs: Vec<(usize, usize)>) -> Self {
        let mut starts = vec![0; movers + 1];
        for &(i, j) in &pairs {
            starts[i + 1] += 1;
            starts[j + 1] += 1;
        }
        for k in 0..movers {
            starts[k + 1] += starts[k];
        }
        let mut filled = starts.clone();
        let mut of = vec![0; starts[movers]];
        for (pair, &(i, j)) in pairs.iter().enumerate() {
            for k in [i, j] {
                of[filled[k]] = pair;
                filled[k] += 1;
            }
        }
        let count = pairs.len();
        SweptPairs {
            pairs,
            queue: HitQueue::new(count),
            recorded: vec![None; count],
            starts,
            of,
            added: HashMap::default(),
        }
    }

    /// The pairs of `mover`.
    fn of(&self, mover: usize) -> impl Iterator<Item = usize> + '_ {
        let first = self.starts.get(mover + 1).map_or(&[][..], |&end| &self.of[self.starts[mover]..end]);
        first.iter().chain(self.added.get(&mover).into_iter().flatten()).copied()
    }

    /// Adds the pair (a, b), with no prediction yet, unless it is there already.
    fn add(&mut self, (a, b): (usize, usize)) {
        if a == b || self.of(a).any(|p| self.pairs[p] == (a, b) || self.pairs[p] == (b, a)) {
            return;
        }
        let pair = self.pairs.len();
        self.pairs.push((a, b));
        self.queue.add_pair();
        self.recorded.push(None);
        for mover in [a, b] {
            self.added.entry(mover).or_default().push(pair);
        }
    }
}

type BodyQuery<'w, 's> = Query<
    'w,
    's,
    (
        Entity,
        &'static RigidBody,
        &'static Collider,
        &'static Mass,
        &'static PhysicsMaterial,
        Has<Sensor>,
        Has<CcdDisabled>,
        Option<&'static ContactFilter>,
        &'static PreviousPosition,
        &'static mut Transform,
        &'static mut LinearVelocity,
    ),
>;

/// The moving bodies, as the search for fast ones reads them (static bodies are not looked at).
type MovingQuery<'w, 's> = Query<
    'w,
    's,
    (Entity, &'static Collider, Has<CcdDisabled>, &'static PreviousPosition, &'static Transform),
    With<Moving>,
>;

/// The stage's working arrays, kept between steps so their memory is reused.
#[derive(Default)]
pub struct Scratch {
    slots: BodySlots,
    movers: Vec<Mover>,
    /// Per broadphase slot, whether the body is fast this step.
    fast_slots: Vec<bool>,
    /// Per broadphase slot, whether the body moves past the slop but cannot tunnel, and no contact of its
    /// has been seen closing fast yet.
    moderate_slots: Vec<bool>,
}

/// Finds and resolves, in time order, the hits of fast bodies within the step.
pub fn sweep_fast_bodies(
    settings: Res<PhysicsSettings>,
    clock: Res<PhysicsClock>,
    candidates: Res<CandidatePairs>,
    vetoes: Res<ResponseVetoes>,
    covered: Res<CoveredFaces>,
    mut contacts: ResMut<Contacts>,
    mut stats: ResMut<PhysicsStats>,
    mut queries: ParamSet<(BodyQuery, MovingQuery, Query<&Collider>)>,
    mut scratch: Local<Scratch>,
) {
    stats.ccd_cut_short = 0;
    contacts.swept.clear();
    contacts.impacts.clear();
    if !settings.ccd_enabled {
        return;
    }
    let dt = clock.dt;
    let Scratch { slots, movers, fast_slots, moderate_slots } = &mut *scratch;
    slots.clear();
    movers.clear();
    let Contacts { pairs: found, swept, .. } = &mut *contacts;
    let marks = (&mut *fast_slots, &mut *moderate_slots, &mut *swept);
    let (mut fast, moderate) = mark_moving_bodies(&queries.p1(), (&settings, &candidates, dt), marks);
    // the slots run over the static bodies too: counted, not looked through, when no body is moderate
    if moderate > 0 {
        let marks = (&mut fast_slots[..], &mut moderate_slots[..], swept);
        fast += mark_closing_bodies(&queries.p2(), found, (&settings, &candidates, dt), marks);
    }
    if fast == 0 {
        return;
    }
    // a fast body is taken up with its pairs: one without any (a box falling through open air) can meet
    // nothing this step, its whole flight being inside its broadphase bounds
    let mut bodies = queries.p0();
    let marked = (&*settings, &*candidates, &fast_slots[..]);
    let pairs = fast_pairs(&candidates, &bodies, marked, slots, movers);
    let initial_pairs = pairs.len();
    let mut swept_pairs = SweptPairs::new(movers.len(), pairs);
    predict_all(&mut swept_pairs, movers, (&vetoes, &covered, &settings), dt);
    // every fast body brings its hits to the budget, with pairs or not
    let budget = settings.ccd_max_hits.max(1) * fast;
    let context = (&bodies, marked, &*vetoes, &*covered);
    let Contacts { swept, impacts, .. } = &mut *contacts;
    let records = (swept, impacts);
    let hits = resolve_in_time_order(&mut swept_pairs, (movers, slots), budget, records, context, dt);
    stats.ccd_cut_short = movers.iter().filter(|mover| mover.frozen).count();
    if hits.is_empty() && stats.ccd_cut_short == 0 {
        return;
    }
    let moved = write_back(movers, &mut bodies);
    // the pairs paths bent by hits reached, beyond the broadphase's
    // (added after the pairs it started with, in the order found)
    let found_on_the_way: Vec<(Entity, Entity)> =
        swept_pairs.pairs[initial_pairs..].iter().map(|&(i, j)| (movers[i].entity, movers[j].entity)).collect();
    let context = (&*candidates, &bodies, &*vetoes, &*covered, &*settings);
    retest_contacts(&moved, &found_on_the_way, context, dt, &mut contacts);
    contacts.pairs.extend(hits);
}

/// The candidate pairs with a fast body in them, each body given its mover (a fast body is taken up with its
/// pairs: one without any, a box falling through open air, can meet nothing this step, its whole flight being
/// inside its broadphase bounds).
fn fast_pairs(
    candidates: &CandidatePairs,
    bodies: &BodyQuery,
    marked: Marked,
    slots: &mut BodySlots,
    movers: &mut Vec<Mover>,
) -> Vec<(usize, usize)> {
    let is_fast = |entity: Entity| candidates.slot(entity).is_some_and(|slot| marked.2[slot]);
    let mut pairs = Vec::new();
    for &(a, b) in candidates.pairs.iter().filter(|&&(a, b)| is_fast(a) || is_fast(b)) {
        let (Some(i), Some(j)) =
            (mover_slot(a, bodies, marked, slots, movers), mover_slot(b, bodies, marked, slots, movers))
        else {
            continue;
        };
        pairs.push((i, j));
    }
    pairs
}

/// Takes the earliest predicted hit of all, again and again (after each only the pairs of its two bodies
/// change), until none is left in the step: the record of each pair's last hit; every hit resolved goes to
/// `impacts` too. Out of `budget`, the two bodies of the next hit stop short where it would happen rather
/// than pass it.
fn resolve_in_time_order(
    swept_pairs: &mut SweptPairs,
    (movers, slots): (&mut Vec<Mover>, &mut BodySlots),
    mut budget: u32,
    (swept, impacts): (&mut Vec<(Entity, SweepCause)>, &mut Vec<ContactPair>),
    (bodies, marked, vetoes, covered): (&BodyQuery, Marked, &ResponseVetoes, &CoveredFaces),
    dt: f32,
) -> Vec<ContactPair> {
    let settings = marked.0;
    let mut hits: Vec<ContactPair> = Vec::new();
    while let Some((pair, hit)) = swept_pairs.queue.pop() {
        let (i, j) = swept_pairs.pairs[pair];
        if budget == 0 {
            movers[i].freeze(hit.0, dt);
            movers[j].freeze(hit.0, dt);
            repredict(swept_pairs, (i, j), movers, (vetoes, covered, settings), dt);
            continue;
        }
        budget -= 1;
        let record = take_hit((i, j), hit, movers, vetoes, settings, dt);
        if record.resolve {
            impacts.push(record);
            for k in [i, j] {
                if send_on(k, movers, settings) {
                    budget += settings.ccd_max_hits.max(1);
                    swept.push((movers[k].entity, SweepCause::SentOn));
                }
                let (origin, rest) = (movers[k].origin, movers[k].pose(1.0));
                reach_along(k, (origin, rest), movers, swept_pairs, (bodies, marked, &mut *slots));
            }
        }
        match swept_pairs.recorded[pair] {
            Some(earlier) => hits[earlier] = record,
            None => {
                swept_pairs.recorded[pair] = Some(hits.len());
                hits.push(record);
            }
        }
        repredict(swept_pairs, (i, j), movers, (vetoes, covered, settings), dt);
    }
    hits
}

/// Finishes the step of every body a hit moved or pushed and writes it back (a hit at fraction 0 leaves
/// `since` at 0 but still changes the velocity): the bodies written.
fn write_back(movers: &[Mover], bodies: &mut BodyQuery) -> EntityHashSet {
    let mut moved = EntityHashSet::default();
    for mover in movers.iter().filter(|m| (m.since > 0.0 || m.hits > 0 || m.frozen) && m.inverse_mass > 0.0) {
        if let Ok((.., mut transform, mut velocity)) = bodies.get_mut(mover.entity) {
            transform.translation = mover.pose(1.0);
            velocity.0 = mover.velocity.as_vec3();
            moved.insert(mover.entity);
        }
    }
    moved
}

/// What the contact tests of the continuous stage read.
type StageContext<'a, 'w, 's> =
    (&'a CandidatePairs, &'a BodyQuery<'w, 's>, &'a ResponseVetoes, &'a CoveredFaces, &'a PhysicsSettings);

/// Replaces the discrete contacts of the bodies hits moved with their contacts where they ended, with the
/// candidate pairs and the pairs `found_on_the_way`, the pairs that hit each other included: the solver must
/// still hold them if later hits press them together again.
fn retest_contacts(
    moved: &EntityHashSet,
    found_on_the_way: &[(Entity, Entity)],
    (candidates, bodies, vetoes, covered, settings): StageContext,
    dt: f32,
    contacts: &mut Contacts,
) {
    contacts.pairs.retain(|pair| !moved.contains(&pair.a) && !moved.contains(&pair.b));
    let gravity = settings.effective_gravity();
    let detected = |entity: Entity| {
        let (_, body, collider, _, _, sensor, _, filter, _, transform, velocity) = bodies.get(entity).ok()?;
        Some(DetectedBody::new(entity, (*body, collider, sensor, filter), (transform, velocity), gravity, dt))
    };
    let beyond = found_on_the_way.iter().map(|&(a, b)| pair_key(a, b)).filter(|&(a, b)| !candidates.is_pair(a, b));
    for (a, b) in candidates.pairs.iter().copied().chain(beyond) {
        if !(moved.contains(&a) || moved.contains(&b)) {
            continue;
        }
        let (Some(body_a), Some(body_b)) = (detected(a), detected(b)) else {
            continue;
        };
        contacts.pairs.extend(detect_contact(&body_a, &body_b, vetoes, covered, settings.speculative_margin));
    }
}

/// Whether a hit of movers A and B with `normal` at `fraction` of the step is resolved: neither is a sensor,
/// the pair is not vetoed, and their contact filters allow it.
fn resolves_hit(a: &Mover, b: &Mover, normal: Vec3, fraction: f32, vetoes: &ResponseVetoes, dt: f32) -> bool {
    responds(vetoes, (a.entity, a.sensor), (b.entity, b.sensor))
        && filters_allow(
            (a.entity, a.filter.as_ref()),
            (b.entity, b.filter.as_ref()),
            normal,
            (b.velocity_at(fraction, dt) - a.velocity_at(fraction, dt)).as_vec3(),
        )
}

/// Predicts the first hit of every pair, at the start of the step.
fn predict_all(
    swept_pairs: &mut SweptPairs,
    movers: &[Mover],
    context: (&ResponseVetoes, &CoveredFaces, &PhysicsSettings),
    dt: f32,
) {
    for p in 0..swept_pairs.pairs.len() {
        let hit = predict_hit(swept_pairs.pairs[p], movers, false, context, dt);
        swept_pairs.queue.set(p, hit, tie(movers, swept_pairs.pairs[p]));
    }
}

/// Predicts again every pair of the two bodies of a hit whose motion it changed (a static body's pairs
/// stay as they were: a wall hit by a thousand bullets keeps its other pairs).
fn repredict(
    swept_pairs: &mut SweptPairs,
    (i, j): (usize, usize),
    movers: &[Mover],
    context: (&ResponseVetoes, &CoveredFaces, &PhysicsSettings),
    dt: f32,
) {
    let moving = |k: usize| movers[k].inverse_mass > 0.0;
    let touched: Vec<usize> = [i, j].into_iter().filter(|&k| moving(k)).flat_map(|k| swept_pairs.of(k)).collect();
    for q in touched {
        let already_hit = swept_pairs.recorded[q].is_some();
        let hit = predict_hit(swept_pairs.pairs[q], movers, already_hit, context, dt);
        swept_pairs.queue.set(q, hit, tie(movers, swept_pairs.pairs[q]));
    }
}

/// The key that orders hits of the same time ([`HitQueue::set`]): the pair's bodies, as spawned.
fn tie(movers: &[Mover], (i, j): (usize, usize)) -> u128 {
    let (a, b) = pair_key(movers[i].entity, movers[j].entity);
    (u128::from(a.to_bits()) << 64) | u128::from(b.to_bits())
}

/// The settings, the broadphase's numbering and which bodies (by its slots) are swept this step.
type Marked<'a> = (&'a PhysicsSettings, &'a CandidatePairs, &'a [bool]);

/// Marks in `fast_slots` (by broadphase slot) the moving bodies continuous detection sweeps whatever their
/// contacts, those that may tunnel, and in `moderate_slots` those that move past the slop but cannot tunnel
/// (swept only if a contact of theirs closes fast); returns how many are fast (one the broadphase did not
/// file counts too, though it has no slot) and how many moderate. Only which bodies are marked matters, not
/// their order: the movers are numbered in the order of the pairs.
fn mark_moving_bodies(
    bodies: &MovingQuery,
    (settings, candidates, dt): (&PhysicsSettings, &CandidatePairs, f32),
    (fast_slots, moderate_slots, swept): (&mut Vec<bool>, &mut Vec<bool>, &mut Vec<(Entity, SweepCause)>),
) -> (u32, u32) {
    let filed = candidates.bodies.entities().len();
    fast_slots.clear();
    fast_slots.resize(filed, false);
    moderate_slots.clear();
    moderate_slots.resize(filed, false);
    let (mut fast, mut moderate) = (0, 0);
    for (entity, collider, opted_out, previous, transform) in bodies {
        let travel = transform.translation - previous.0;
        if !settings.sweeps(collider, travel, opted_out, dt) {
            continue;
        }
        match candidates.slot(entity) {
            Some(slot) if !settings.may_tunnel(collider, travel) => {
                moderate_slots[slot] = true;
                moderate += 1;
            }
            Some(slot) => {
                fast_slots[slot] = true;
                let tunnels = travel.length() > settings.tunnel_threshold(collider);
                swept.push((entity, if tunnels { SweepCause::MayTunnel } else { SweepCause::EveryBody }));
                fast += 1;
            }
            None => fast += 1,
        }
    }
    (fast, moderate)
}

/// Marks fast the moderate bodies (see [`mark_moving_bodies`]) of every contact that closes fast
/// ([`PhysicsSettings::closes_fast`]) where the flights end; returns how many. A pair with no contact there
/// cannot meet within the step: the narrowphase looks as far apart as the bodies moved relative to each
/// other, and along a straight flight their distance changes by no more than that.
fn mark_closing_bodies(
    colliders: &Query<&Collider>,
    contacts: &[ContactPair],
    (settings, candidates, dt): (&PhysicsSettings, &CandidatePairs, f32),
    (fast_slots, moderate_slots, swept): (&mut [bool], &mut [bool], &mut Vec<(Entity, SweepCause)>),
) -> u32 {
    let thickness = |entity: Entity| colliders.get(entity).map_or(f32::INFINITY, |collider| collider.0.min_extent());
    let mut fast = 0;
    for pair in contacts {
        let (Some(a), Some(b)) = (candidates.slot(pair.a), candidates.slot(pair.b)) else {
            continue;
        };
        if !(moderate_slots[a] || moderate_slots[b])
            || !settings.closes_fast((pair.closing, pair.contact.normal), thickness(pair.a).min(thickness(pair.b)), dt)
        {
            continue;
        }
        for (slot, entity) in [(a, pair.a), (b, pair.b)] {
            if moderate_slots[slot] {
                moderate_slots[slot] = false;
                fast_slots[slot] = true;
                swept.push((entity, SweepCause::ClosesFast));
                fast += 1;
            }
        }
    }
    fast
}

/// Applies a predicted hit of pair (i, j): both bodies to the impact pose, the contact resolved there, and
/// its record for [`Contacts`].
fn take_hit(
    (i, j): (usize, usize),
    (fraction, normal, point): Hit,
    movers: &mut [Mover],
    vetoes: &ResponseVetoes,
    settings: &PhysicsSettings,
    dt: f32,
) -> ContactPair {
    let path_a = movers[i].path;
    let path_b = movers[j].path;
    let swept_from = movers[i].since.max(movers[j].since);
    let pose_a = movers[i].pose(fraction);
    let pose_b = movers[j].pose(fraction);
    let resolve = resolves_hit(&movers[i], &movers[j], normal, fraction, vetoes, dt);
    let contact = Contact { normal, penetration: 0.0, local_a: point - pose_a, local_b: point - pose_b };
    let mut record = ContactPair::new(movers[i].entity, movers[j].entity, contact);
    record.touching = true;
    record.resolve = resolve;
    record.toi = Some(TimeOfImpact { fraction, pose_a, pose_b, sweep_a: path_a, sweep_b: path_b, swept_from });
    if resolve {
        (record.normal_impulse, record.tangent_impulse) = resolve_hit(movers, (i, j), normal, fraction, dt, settings);
    }
    if !resolve {
        return record;
    }
    // restart the segments of the bodies that can move (a static body's since stays 0: nothing to restart)
    for (k, pose) in [(i, pose_a), (j, pose_b)] {
        let mover = &mut movers[k];
        if mover.inverse_mass > 0.0 {
            let on_path = pose + mover.bend(fraction, dt);
            mover.restart(fraction, on_path, dt);
            mover.hits += 1;
            if mover.hits >= settings.ccd_max_hits {
                mover.freeze(fraction, dt);
            }
        }
    }
    record
}

/// Marks a body a hit sent off on a new path (a bounce, or a body struck into motion, which was swept against
/// nothing) as swept from now on, so that what it meets next is an impact in its own time too (the next ball
/// of a cradle); true when it was not before, so it brings its own hit budget.
fn send_on(k: usize, movers: &mut [Mover], settings: &PhysicsSettings) -> bool {
    let mover = &movers[k];
    // too slow to close on anything at the impact speed: a heavy body barely nudged
    let slow = mover.velocity.length() <= f64::from(0.5 * settings.impact_speed);
    if mover.inverse_mass == 0.0 || mover.swept || mover.opted_out || slow {
        return false;
    }
    // none of its pairs were swept: its path is looked up in the grid afresh, not taken as covered
    let origin = mover.origin;
    movers[k].swept = true;
    movers[k].covered = Aabb::new(origin, Vec3::ZERO);
    true
}

/// Adds the pairs mover `k` may meet along `path` that its bounds so far did not cover, from the grid.
fn reach_along(
    k: usize,
    path: (Vec3, Vec3),
    movers: &mut Vec<Mover>,
    swept_pairs: &mut SweptPairs,
    (bodies, (settings, candidates, fast_slots), slots): (&BodyQuery, Marked, &mut BodySlots),
) {
    if !movers[k].swept || movers[k].inverse_mass == 0.0 {
        return;
    }
    let reach = proxy_bounds(&movers[k].shape, path, settings.speculative_margin);
    // within the bounds its pairs were found for, it can meet nothing new
    if movers[k].covered.contains(&reach) {
        return;
    }
    movers[k].covered = movers[k].covered.union(&reach);
    let mut reached = Vec::new();
    let Some(slot) = candidates.slot(movers[k].entity) else {
        return;
    };
    candidates.overlapping(&reach, |n| {
        if candidates.layers_meet(slot, n) {
            reached.push(candidates.entity(n));
        }
    });
    for other in reached {
        let Some(m) = mover_slot(other, bodies, (settings, candidates, fast_slots), slots, movers) else {
            continue;
        };
        // predicted with the other pairs of the hit's bodies
        let (a, _) = pair_key(movers[k].entity, other);
        swept_pairs.add(if a == other { (m, k) } else { (k, m) });
    }
}

/// The index of `entity` among the movers, adding it on first sight; `None` for a body without physics.
fn mover_slot(
    entity: Entity,
    bodies: &BodyQuery,
    (settings, candidates, fast_slots): Marked,
    slots: &mut BodySlots,
    movers: &mut Vec<Mover>,
) -> Option<usize> {
    if let Some(slot) = slots.get(entity) {
        return Some(slot);
    }
    let (_, body, collider, mass, material, sensor, opted_out, filter, previous, transform, velocity) =
        bodies.get(entity).ok()?;
    let is_static = *body == RigidBody::Static;
    let end = transform.translation;
    let start = if is_static { end } else { previous.0 };
    let swept = candidates.slot(entity).is_some_and(|slot| fast_slots[slot]);
    let covered = candidates.bounds_of(entity).unwrap_or_else(|| collider.aabb(end));
    Some(slots.get_or_add(entity, |_| {
        movers.push(Mover {
            entity,
            shape: collider.0,
            inverse_mass: inverse_mass(*body, *mass),
            is_static,
            material: *material,
            sensor,
            filter: filter.cloned(),
            opted_out,
            swept,
            covered,
            path: (start, end),
            origin: start,
            since: 0.0,
            rate: end - start,
            velocity: moving_velocity(*body, velocity.0).as_dvec3(),
            gravity: if *body == RigidBody::Dynamic { settings.effective_gravity() } else { Vec3::ZERO },
            hits: 0,
            frozen: false,
        })
    }))
}

/// Whether two bodies overlapping where a sweep starts, each given as (shape, position, motion to the step's
/// end), are left to the solver: a resting or deep contact is, unless they go on into each other by more than
/// `passes` (the pair's [`PhysicsSettings::pair_tunnel_threshold`]).
pub fn overlap_left_to_solver(a: (&Shape, Vec3, Vec3), b: (&Shape, Vec3, Vec3), passes: f32) -> bool {
    contact_shapes(a.0, a.1, b.0, b.1).is_some_and(|contact| (a.2 - b.2).dot(contact.normal) <= passes)
}

/// Whether a meeting a sweep found at `fraction` of the step, closing at `approach` (m/s along its unit
/// `normal`), is left to the discrete contact: it cannot carry one body through the other (by more than
/// `passes`) before the step of `dt` s ends, and it is slower than an impact
/// ([`PhysicsSettings::impact_speed_along`]), or the bodies already `touch` where the sweep starts and their
/// combined `restitution` is below 1. Touching elastic bodies pass an impact on one by one (a cradle);
/// inelastic ones pressed together are a pile for the solver, whose impacts one at a time would never end
/// (each leaves the last pair closing again).
pub fn meeting_left_to_discrete(
    (approach, normal): (f32, Vec3),
    (fraction, touch, restitution): (f32, bool, f32),
    (dt, passes): (f32, f32),
    settings: &PhysicsSettings,
) -> bool {
    let cannot_pass = approach * dt * (1.0 - fraction) <= passes;
    cannot_pass && (approach <= settings.impact_speed_along(normal, dt) || (touch && restitution < 1.0))
}

/// The first hit of one swept pair from where its bodies are now to the end of the step.
fn predict_hit(
    (i, j): (usize, usize),
    movers: &[Mover],
    already_hit: bool,
    (vetoes, covered, settings): (&ResponseVetoes, &CoveredFaces, &PhysicsSettings),
    dt: f32,
) -> Option<Hit> {
    let (a, b) = (&movers[i], &movers[j]);
    if a.frozen && b.frozen {
        return None;
    }

    let from = a.since.max(b.since);
    let (start_a, start_b) = (a.pose(from), b.pose(from));
    let motion_a = a.pose(1.0) - start_a;
    let motion_b = b.pose(1.0) - start_b;
    let passes = settings.pair_tunnel_threshold(&a.shape, &b.shape);
    // overlapping when the step began: a resting or deep contact, for the solver, unless the bodies go on
    // into each other far enough to pass through (a ball left against a wall, moving into it fast: the
    // discrete contact where its flight ends would take it out through the far side); later in the step an
    // overlap is a hit the cast reports at once while the bodies approach
    if from == 0.0 && overlap_left_to_solver((&a.shape, start_a, motion_a), (&b.shape, start_b, motion_b), passes) {
        return None;
    }
    let cast = cast_shapes(&a.shape, start_a, motion_a, &b.shape, start_b, motion_b)?;
    let fraction = from + cast.fraction * (1.0 - from);
    // A meeting that cannot carry one body through the other before the step ends and closes slower than
    // an impact is left to the discrete contact, which the solver resolves together with the bodies' other
    // contacts, as a pile needs: resolving resting contacts here, one pair at a time, would let gravity
    // restart them hit after hit. How fast they close is taken from how they move from here (a frozen body
    // does not, whatever its velocity).
    let approach = (motion_a - motion_b).dot(cast.normal) / ((1.0 - from) * dt);
    let restitution = combine_materials(&a.material, &b.material, settings).0;
    let meeting = (fraction, cast.fraction == 0.0, restitution);
    if meeting_left_to_discrete((approach, cast.normal), meeting, (dt, passes), settings) {
        return None;
    }
    // a hit even partly out of a face that a neighbouring static box covers (the edge at a seam) is not an
    // impact: the discrete contact, taken out of the uncovered face, holds the body up
    let seam = |boxed: &Mover, outward: Vec3| {
        boxed.is_static
            && matches!(boxed.shape, Shape::Cuboid { .. })
            && covered.uncovered(boxed.entity, outward, cast.point) != outward
    };
    if seam(a, cast.normal) || seam(b, -cast.normal) {
        return None;
    }
    // a pair that is not resolved does not stop anything, so it reports one crossing per step
    if already_hit && !resolves_hit(a, b, cast.normal, fraction, vetoes, dt) {
        return None;
    }
    Some((fraction, cast.normal, cast.point))
}

/// Applies the impulse of a hit to both movers ([`impact_impulse`]); returns the normal and friction
/// impulses. Restitution applies in full to a meeting as fast as an impact, not at all to a slower one.
///
/// A mover's velocity already holds the whole step's gravity. The impulse is worked out from the velocities
/// at impact, without the part still to come after `fraction`, so a bounce reflects the velocity the body
/// had then, not gravity it has not felt yet; that part is the same after the impulse.
fn resolve_hit(
    movers: &mut [Mover],
    (i, j): (usize, usize),
    normal: Vec3,
    fraction: f32,
    dt: f32,
    settings: &PhysicsSettings,
) -> (f32, Vec3) {
    let (a, b) = (&movers[i], &movers[j]);
    let (velocity_a, velocity_b) = (a.velocity_at(fraction, dt), b.velocity_at(fraction, dt));
    let (restitution, friction) = combine_materials(&a.material, &b.material, settings);
    // a unit normal to double precision: off by a rounding, an elastic impact would change the energy by as much
    let n = normal.as_dvec3().normalize();
    let approach = (velocity_a - velocity_b).dot(n);
    let bounces = approach > f64::from(settings.impact_speed_along(normal, dt));
    let e = if bounces { f64::from(restitution) } else { 0.0 };
    let inverse_masses = f64::from(a.inverse_mass) + f64::from(b.inverse_mass);
    let push = impact_impulse(velocity_b - velocity_a, inverse_masses, n, (e, f64::from(friction)));
    for (k, sign) in [(i, -1.0), (j, 1.0)] {
        let mover = &mut movers[k];
        mover.velocity += push * (sign * f64::from(mover.inverse_mass));
    }
    let along = push.dot(n);
    (along as f32, (push - n * along).as_vec3())
}

#[cfg(test)]
mod tests {
    use bevy_ecs::system::RunSystemOnce;

    use super::*;
    use crate::physics::broadphase::candidates::Wakefulness;
    use crate::physics::components::CollisionLayers;
    use crate::physics::data::sleep_state::SleepState;

    const DT: f32 = 1.0 / 60.0;

    /// A world holding only what the continuous stage reads: a thin static wall at x = 0 and a bullet that
    /// free flight has already carried from `start` to `end` at `speed`, with the pair as the broadphase
    /// would list it.
    fn bullet_through_a_wall(start: f32, end: f32, speed: f32) -> (World, Entity, Entity) {
        let mut world = World::new();
        let wall_shape = Shape::Cuboid { half_extents: Vec3::new(0.005, 1.0, 1.0) };
        let wall = world.spawn((RigidBody::Static, Collider(wall_shape), Transform::default())).id();
        let bullet = world
            .spawn((
                RigidBody::Dynamic,
                Collider(Shape::Sphere { radius: 0.05 }),
                PreviousPosition(Vec3::X * start),
                Transform::from_translation(Vec3::X * end),
                LinearVelocity(Vec3::X * speed),
            ))
            .id();
        let bounds = |entity: Entity, start: f32, end: f32| {
            let shape = world.get::<Collider>(entity).unwrap().0;
            (
                entity,
                proxy_bounds(&shape, (Vec3::X * start, Vec3::X * end), 0.02),
                CollisionLayers::ALL,
                Wakefulness::Moves,
                Vec3::X * (end - start),
            )
        };
        let mut candidates = CandidatePairs::default();
        candidates.file_statics(vec![bounds(wall, 0.0, 0.0)], 0.02, 0);
        candidates.file_movers(vec![bounds(bullet, start, end)], &mut SleepState::default());
        assert_eq!(candidates.pairs, vec![pair_key(wall, bullet)]);
        world.insert_resource(candidates);
        world.insert_resource(PhysicsSettings { gravity_enabled: false, ..Default::default() });
        world.insert_resource(PhysicsClock { step: 1, dt: DT, ..Default::default() });
        world.init_resource::<ResponseVetoes>();
        world.init_resource::<CoveredFaces>();
        world.init_resource::<Contacts>();
        world.init_resource::<PhysicsStats>();
        (world, wall, bullet)
    }

    #[test]
    fn a_bullet_is_stopped_at_its_time_of_impact_and_spends_the_rest_of_the_step_bouncing_back() {
        // Setup: 300 m/s from 1 m before the wall: 5 m of flight, its front touches at (1 − 0.055) / 5
        let (mut world, wall, bullet) = bullet_through_a_wall(-1.0, 4.0, 300.0);
        // Run
        world.run_system_once(sweep_fast_bodies).unwrap();
        // Check: e = 0.5 (both default materials) sends it back at 150 m/s for the rest of the step
        let fraction = (1.0 - 0.055) / 5.0;
        let hit = world.resource::<Contacts>().hit(wall, bullet).copied().expect("a recorded hit");
        assert!((hit.toi.unwrap().fraction - fraction).abs() < 1e-5, "{:?}", hit.toi);
        assert!(hit.is_touching() && hit.normal_impulse > 0.0);
        let velocity = world.get::<LinearVelocity>(bullet).unwrap().0;
        assert!((velocity.x + 150.0).abs() < 1e-3, "{velocity}");
        let expected = -0.055 - 150.0 * DT * (1.0 - fraction);
        let x = world.get::<Transform>(bullet).unwrap().translation.x;
        assert!((x - expected).abs() < 1e-4, "ended at {x}, want {expected}");
    }

    #[test]
    fn a_vetoed_pair_is_recorded_but_passes() {
        let (mut world, wall, bullet) = bullet_through_a_wall(-1.0, 4.0, 300.0);
        world.resource_mut::<ResponseVetoes>().veto_pair(wall, bullet);
        world.run_system_once(sweep_fast_bodies).unwrap();
        let hit = world.resource::<Contacts>().hit(wall, bullet).copied().expect("a recorded crossing");
        assert!(!hit.resolve && hit.normal_impulse == 0.0);
        assert_eq!(world.get::<Transform>(bullet).unwrap().translation.x, 4.0);
    }
}
