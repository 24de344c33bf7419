//! Events stage: turns this step's contacts into begin/end events, one of each per contact episode, and
//! reports every impact the continuous stage resolved within the step.
//!
//! Begin and end are about touching: bodies resting against each other make one episode however long they
//! rest. An impact is a moment: [`CollisionImpact`] is raised for each, with its time within the step, so
//! that bodies meeting many times in one step (Galperin's blocks, a gas, a cradle) are counted meeting by
//! meeting, while their begin and end still frame the episode.
//!
//! A pair new to the touching list raises [`CollisionStarted`]; a pair missing for more than
//! `event_grace_steps` steps, or one whose body was despawned, raises [`CollisionEnded`] and leaves the list.
//! A pair on the list stays on it while its bodies are within the slop of touching: a resting contact, whose
//! separation rounding moves either side of zero, is one episode, not a begin and an end every few steps.
//! The diff runs once per step, after the contacts and continuous hits are found and before the solver, so
//! an observer of a discrete contact's start can still veto its response.

use crate::bevy_prelude::*;
use crate::physics::data::touching::TouchingPairs;
use bevy_platform::collections::hash_map::Entry;

use crate::geometry::contact::Contact;
use crate::physics::broadphase::candidates::CandidatePairs;
use crate::physics::components::{Collider, CollisionEventsDisabled, Moving};
use crate::physics::data::contacts::{ContactPair, Contacts};
use crate::physics::data::sleep_state::Sleeping;
use crate::physics::schedule::{PhysicsSchedule, PhysicsSystems};
use crate::physics::settings::{PhysicsClock, PhysicsSettings};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<TouchingPairs>()
        .add_message::<CollisionStarted>()
        .add_message::<CollisionEnded>()
        .add_message::<CollisionImpact>()
        .add_systems(PhysicsSchedule, emit_collision_events.in_set(PhysicsSystems::Events));
}

/// Two bodies began touching. As a message, `a` and `b` are in [`pair_key`](crate::physics::pair_key) order (spawn order): a
/// `MessageReader<CollisionStarted>` reads each begin once. As an observer event it is triggered on each of
/// the two entities with that entity as `a`, and the contact seen from it (normal from `a` to `b`), so an
/// observer on an entity hears its own collisions, and a global observer hears each collision twice, once
/// per body (read the messages instead). [`CollisionEventsDisabled`] silences a body.
#[derive(Message, EntityEvent, Clone, Copy, Debug, PartialEq)]
pub struct CollisionStarted {
    #[event_target]
    /// The body the event is about (the observed one, as an event on an entity).
    pub a: Entity,
    /// The other body.
    pub b: Entity,
    /// How they touch, seen from `a` (normal from `a` to `b`).
    pub contact: Contact,
    /// The fixed step on which it happened, counted from 1.
    pub step: u64,
}

/// Two bodies stopped touching (or one of them was despawned). As a message once per pair, in [`pair_key`](crate::physics::pair_key)
/// order; triggered on each entity that still exists, with that entity as `a`.
#[derive(Message, EntityEvent, Clone, Copy, Debug, PartialEq)]
pub struct CollisionEnded {
    #[event_target]
    /// The body the event is about (the observed one, as an event on an entity).
    pub a: Entity,
    /// The other body.
    pub b: Entity,
    /// The fixed step on which it happened, counted from 1.
    pub step: u64,
}

/// Two bodies met and were resolved at their own time within the step (the continuous stage's impacts, in
/// time order; a pair meeting three times in a step raises three). As a message in [`pair_key`](crate::physics::pair_key) order; triggered
/// on each body with that body as `a` and the contact seen from it. [`CollisionEventsDisabled`] silences a body.
#[derive(Message, EntityEvent, Clone, Copy, Debug, PartialEq)]
pub struct CollisionImpact {
    #[event_target]
    /// The body the event is about (the observed one, as an event on an entity).
    pub a: Entity,
    /// The other body.
    pub b: Entity,
    /// Where they met, seen from `a` (normal from `a` to `b`, points relative to each body where it was).
    pub contact: Contact,
    /// The fixed step on which it happened, counted from 1.
    pub step: u64,
    /// When within that step, as a fraction of it.
    pub fraction: f32,
    /// The impulse along the normal (N·s).
    pub normal_impulse: f32,
}

/// Diffs this step's contacts against the touching list and reports what began and what ended.
pub fn emit_collision_events(
    mut commands: Commands,
    settings: Res<PhysicsSettings>,
    clock: Res<PhysicsClock>,
    (contacts, candidates): (Res<Contacts>, Res<CandidatePairs>),
    bodies: Query<(Has<Sleeping>, Has<Moving>), With<Collider>>,
    silenced: Query<(), With<CollisionEventsDisabled>>,
    mut touching: ResMut<TouchingPairs>,
    mut started: MessageWriter<CollisionStarted>,
    mut ended: MessageWriter<CollisionEnded>,
    mut impacts: MessageWriter<CollisionImpact>,
) {
    let step = clock.step;
    let grace = settings.event_grace_steps;
    touching.pass += 1;
    let pass = touching.pass;
    let heard = |pair: &ContactPair| !silenced.contains(pair.a) && !silenced.contains(pair.b);
    report_impacts(&contacts, step, heard, (&mut impacts, &mut commands));
    start_touching(&contacts, &mut touching, (grace, step, settings.slop), heard, (&mut started, &mut commands));
    let mut gone = Vec::new();
    for (&(a, b), (left, seen, reported)) in touching.grace_left.iter_mut() {
        // a pair seen this pass has both bodies; one missing now may have lost a body to despawning; one of
        // sleeping or static bodies is not looked at while they rest, and touches still (a settled pile has
        // thousands of such pairs every step: their bodies are looked up where the broadphase filed them,
        // an array's read each, and in the ECS only when it did not file them)
        if *seen == pass {
            continue;
        }
        let rests = |body| {
            candidates.rests(body).or_else(|| bodies.get(body).ok().map(|(sleeping, moving)| sleeping || !moving))
        };
        let ends = match (rests(a), rests(b)) {
            (Some(a_rests), Some(b_rests)) => !(a_rests && b_rests) && expire(left),
            _ => true,
        };
        if ends {
            gone.push(((a, b), *reported));
        }
    }
    // hash order is not meaningful: report ends in a fixed order
    gone.sort_unstable();
    for ((a, b), reported) in gone {
        touching.grace_left.remove(&(a, b));
        if !reported {
            continue;
        }
        ended.write(CollisionEnded { a, b, step });
        for (target, other) in [(a, b), (b, a)] {
            if bodies.contains(target) {
                commands.trigger(CollisionEnded { a: target, b: other, step });
            }
        }
    }
}

/// Raises a [`CollisionImpact`] for every impact of the step that is `heard`, in time order.
fn report_impacts(
    contacts: &Contacts,
    step: u64,
    heard: impl Fn(&ContactPair) -> bool,
    (impacts, commands): (&mut MessageWriter<CollisionImpact>, &mut Commands),
) {
    for impact in contacts.impacts.iter().filter(|pair| heard(pair)) {
        let fraction = impact.toi.map_or(0.0, |toi| toi.fraction);
        let normal_impulse = impact.normal_impulse;
        let event = |(a, b), contact| CollisionImpact { a, b, contact, step, fraction, normal_impulse };
        impacts.write(event((impact.a, impact.b), impact.contact));
        commands.trigger(event((impact.a, impact.b), impact.contact));
        commands.trigger(event((impact.b, impact.a), impact.contact.flipped()));
    }
}

/// Marks every touching contact seen in this pass (and every listed one still within `slop` of touching),
/// and raises a start for each pair new to the list that is `heard` (neither body silenced).
fn start_touching(
    contacts: &Contacts,
    touching: &mut TouchingPairs,
    (grace, step, slop): (u32, u64, f32),
    heard: impl Fn(&ContactPair) -> bool,
    (started, commands): (&mut MessageWriter<CollisionStarted>, &mut Commands),
) {
    let pass = touching.pass;
    for pair in &contacts.pairs {
        // one look-up a pair: a landing pile has ten thousand contacts a step
        let new = match touching.grace_left.entry(pair.key()) {
            Entry::Occupied(mut listed) => {
                if pair.is_touching() || pair.contact.penetration > -slop {
                    let (left, seen, _) = listed.get_mut();
                    (*left, *seen) = (grace, pass);
                }
                continue;
            }
            Entry::Vacant(new) if pair.is_touching() => new,
            Entry::Vacant(_) => continue,
        };
        let reported = heard(pair);
        new.insert((grace, pass, reported));
        if !reported {
            continue;
        }
        let event = CollisionStarted { a: pair.a, b: pair.b, contact: pair.contact, step };
        started.write(event);
        commands.trigger(event);
        commands.trigger(CollisionStarted { a: pair.b, b: pair.a, contact: pair.contact.flipped(), step });
    }
}

/// Spends one step of grace; true when none was left.
fn expire(grace_left: &mut u32) -> bool {
    match grace_left.checked_sub(1) {
        Some(left) => {
            *grace_left = left;
            false
        }
        None => true,
    }
}
