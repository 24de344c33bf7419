//! Every step kept: keyframes, the changes made between steps, and a hash per step.

use bevy::ecs::change_detection::Tick;
use bevy::ecs::entity::{EntityHashMap, EntityHashSet};
use bevy::ecs::message::MessageCursor;
use bevy::prelude::*;

use super::events::{RecordedEvent, RecordedEvents};
use super::figures::BodySums;
use super::inputs::{LoggedInput, world_changes};
use super::{
    BodiesHash, BodySample, StepFigures, WorldSnapshot, overwrite_bodies, restore_snapshot, state_hash, sync_tick,
    take_snapshot,
};
use crate::physics::{
    CollisionEnded, CollisionStarted, Contacts, ManifoldWarmStart, PhysicsClock, PhysicsSettings, RigidBody,
    TouchingPairs, WarmStart, step_physics,
};
use crate::scene::EventKind;

/// A future that a change made while rewound replaced: its figures and the paths of the bodies followed,
/// from the step after `from_step`.
#[derive(Clone, Debug, Default)]
pub struct Branch {
    pub from_step: u64,
    /// The figures of each step of the branch, from `from_step + 1` on.
    pub figures: Vec<StepFigures>,
    pub traces: EntityHashMap<Vec<BodySample>>,
}

impl Branch {
    /// Where `entity` was on `step` in this branch.
    pub fn sample(&self, entity: Entity, step: u64) -> Option<&BodySample> {
        let samples = self.traces.get(&entity)?;
        samples.binary_search_by_key(&step, |sample| sample.step).ok().map(|i| &samples[i])
    }
}

/// The recording of the running scene. Any step in it is reached by putting back the keyframe before it
/// and stepping forward with the inputs logged in between; a state hash per step proves the way there
/// gives the same states as the first time through.
#[derive(Resource, Debug)]
pub struct History {
    /// Keyframes in step order; the first is where the recording began.
    keyframes: Vec<WorldSnapshot>,
    /// Steps between keyframes; doubled whenever the keyframes outgrow the budget.
    interval: u64,
    /// The state hash after each step from the first keyframe's on (index 0: the first keyframe).
    hashes: Vec<u64>,
    inputs: Vec<LoggedInput>,
    /// Every begin and end event, in step order.
    events: RecordedEvents,
    /// Totals per step, indexed as `hashes`.
    figures: Vec<StepFigures>,
    /// Per body followed, its position and velocity at each step (every body of a scene of few, else the
    /// watched ones from when they are watched).
    traces: EntityHashMap<Vec<BodySample>>,
    watched: EntityHashSet,
    /// The future the last change made while rewound replaced, to compare the new one with.
    replaced: Option<Branch>,
    started: MessageCursor<CollisionStarted>,
    ended: MessageCursor<CollisionEnded>,
    /// The state the last step, seek or replayed input left, to tell what changed since.
    current: Option<WorldSnapshot>,
    /// When `current`'s bodies were last made to match the world's (see [`sync_tick`]).
    synced: Option<Tick>,
    /// The hash of the bodies recorded last, kept so that a step hashes only the bodies it changed.
    bodies_hash: BodiesHash,
    /// Whether the inputs logged after the current step were applied already.
    replayed: bool,
    /// Memory the keyframes may take (bytes).
    pub budget: usize,
    /// The first step at which a replay ended in a state other than the recorded one.
    pub diverged_at: Option<u64>,
}

/// Keyframes every second at 60 Hz to begin with.
const FIRST_INTERVAL: u64 = 60;

/// Scenes with no more moving bodies than this have every body followed.
const FOLLOW_ALL_UP_TO: usize = 64;

/// 512 MB.
pub const DEFAULT_BUDGET: usize = 512 << 20;

impl Default for History {
    fn default() -> Self {
        History {
            keyframes: Vec::new(),
            interval: FIRST_INTERVAL,
            hashes: Vec::new(),
            inputs: Vec::new(),
            events: RecordedEvents::default(),
            figures: Vec::new(),
            traces: EntityHashMap::default(),
            watched: EntityHashSet::default(),
            replaced: None,
            started: MessageCursor::default(),
            ended: MessageCursor::default(),
            current: None,
            synced: None,
            bodies_hash: BodiesHash::default(),
            replayed: false,
            budget: DEFAULT_BUDGET,
            diverged_at: None,
        }
    }
}

impl History {
    /// Forgets everything and starts recording from the world as it is (a scene loaded or reset).
    pub fn start(&mut self, world: &mut World) {
        let snapshot = take_snapshot(world);
        *self = History { budget: self.budget, ..default() };
        // events sent before the recording began are not its own
        if let Some(messages) = world.get_resource::<Messages<CollisionStarted>>() {
            self.started = messages.get_cursor_current();
        }
        if let Some(messages) = world.get_resource::<Messages<CollisionEnded>>() {
            self.ended = messages.get_cursor_current();
        }
        let (bodies, totals) = BodySums::of(&mut self.bodies_hash, &snapshot.bodies);
        let warm_starts = (&snapshot.warm_start, &snapshot.manifold_warm_start);
        self.hashes.push(state_hash(snapshot.step, bodies, warm_starts, &snapshot.touching));
        self.figures.push(StepFigures::with_totals(totals, &snapshot.contacts, world));
        self.follow_bodies(&snapshot);
        self.keyframes.push(snapshot.clone());
        self.current = Some(snapshot);
        self.synced = Some(sync_tick(world));
    }

    /// The first and the last step recorded (the first is the step the recording began after).
    pub fn range(&self) -> Option<(u64, u64)> {
        let first = self.keyframes.first()?.step;
        Some((first, first + self.hashes.len() as u64 - 1))
    }

    /// Takes over the steps' hashes and the inputs of a recording on disk (see
    /// [`adopt_recording`](super::adopt_recording)), started (with [`History::start`]) on the world its scene
    /// was just spawned into: playing on replays the inputs and checks the hashes.
    pub fn adopt(&mut self, inputs: Vec<LoggedInput>, hashes: Vec<u64>) {
        self.inputs = inputs;
        self.hashes = hashes;
    }

    /// The settings the recording began with.
    pub fn first_settings(&self) -> Option<&PhysicsSettings> {
        self.keyframes.first().map(|keyframe| &keyframe.settings)
    }

    /// The step the world is at, as far as the recording knows.
    pub fn current_step(&self) -> Option<u64> {
        self.current.as_ref().map(|snapshot| snapshot.step)
    }

    /// The recorded state hash after `step`.
    pub fn hash(&self, step: u64) -> Option<u64> {
        let (first, _) = self.range()?;
        self.hashes.get(step.checked_sub(first)? as usize).copied()
    }

    pub fn inputs(&self) -> &[LoggedInput] {
        &self.inputs
    }

    /// Every begin and end event recorded, in step order.
    pub fn events(&self) -> &[RecordedEvent] {
        self.events.all()
    }

    /// The step of every event of `kind` recorded, in step order.
    pub fn event_steps(&self, kind: EventKind) -> &[u64] {
        self.events.steps_of(kind)
    }

    /// Totals per recorded step, from the first.
    pub fn figures(&self) -> &[StepFigures] {
        &self.figures
    }

    /// The samples of `entity` followed so far, in step order.
    pub fn trace(&self, entity: Entity) -> &[BodySample] {
        self.traces.get(&entity).map_or(&[], Vec::as_slice)
    }

    /// Follows these bodies from now on, whatever the scene's size (the selected ones).
    pub fn watch(&mut self, bodies: impl IntoIterator<Item = Entity>) {
        self.watched.clear();
        self.watched.extend(bodies);
    }

    /// Adds this step's sample of every body followed that lacks it.
    fn follow_bodies(&mut self, snapshot: &WorldSnapshot) {
        let moving = snapshot.bodies.iter().filter(|body| body.kind == RigidBody::Dynamic);
        let every = moving.clone().nth(FOLLOW_ALL_UP_TO).is_none();
        // a large scene with nothing watched: nothing to follow, and no look-up for each of its bodies
        if !every && self.watched.is_empty() {
            return;
        }
        for body in moving.filter(|body| every || self.watched.contains(&body.entity)) {
            let trace = self.traces.entry(body.entity).or_default();
            if trace.last().is_none_or(|last| last.step < snapshot.step) {
                trace.push(BodySample { step: snapshot.step, position: body.position, velocity: body.velocity });
            }
        }
    }

    pub fn keyframe_count(&self) -> usize {
        self.keyframes.len()
    }

    /// Memory the keyframes take, roughly (bytes).
    pub fn keyframe_bytes(&self) -> usize {
        self.keyframes.iter().map(WorldSnapshot::bytes).sum()
    }

    /// Applies the inputs logged after the current step, once, before the next step runs.
    pub fn replay_inputs(&mut self, world: &mut World) {
        let Some(step) = self.current_step() else { return };
        if self.replayed {
            return;
        }
        self.replayed = true;
        let mut any = false;
        for logged in self.inputs.iter().filter(|logged| logged.after_step == step) {
            logged.input.apply(world);
            any = true;
        }
        if any {
            self.current = Some(take_snapshot(world));
        }
    }

    /// Logs what changed in the world since the current step ended (pushes, edits, spawns, settings).
    /// A change made while rewound starts a new future: the recorded one after this step is dropped.
    pub fn capture_inputs(&mut self, world: &mut World) {
        let Some(current) = &mut self.current else { return };
        let changes = world_changes(world, current, self.synced);
        self.synced = Some(sync_tick(world));
        if changes.is_empty() {
            return;
        }
        let step = current.step;
        self.cut_after(step);
        self.inputs.extend(changes.into_iter().map(|input| LoggedInput { after_step: step, input }));
    }

    /// Drops everything recorded after `step`: a new future begins there.
    fn cut_after(&mut self, step: u64) {
        let Some((first, last)) = self.range() else { return };
        if last > step {
            self.replaced = Some(self.branch_after(step));
        }
        self.hashes.truncate((step.saturating_sub(first) + 1) as usize);
        self.keyframes.retain(|keyframe| keyframe.step <= step);
        self.inputs.retain(|logged| logged.after_step <= step);
        self.events.keep_until(step);
        self.figures.truncate((step.saturating_sub(first) + 1) as usize);
        for trace in self.traces.values_mut() {
            trace.retain(|sample| sample.step <= step);
        }
        self.diverged_at = self.diverged_at.filter(|&at| at <= step);
    }

    /// The figures and paths recorded after `step`, as a branch to compare with.
    fn branch_after(&self, step: u64) -> Branch {
        let first = self.keyframes.first().map_or(0, |keyframe| keyframe.step);
        let skip = (step.saturating_sub(first) + 1) as usize;
        let figures = self.figures.get(skip..).unwrap_or_default().to_vec();
        let traces = self
            .traces
            .iter()
            .map(|(&entity, samples)| (entity, samples.iter().filter(|s| s.step > step).copied().collect()))
            .collect();
        Branch { from_step: step, figures, traces }
    }

    /// The future the last change made while rewound replaced.
    pub fn replaced(&self) -> Option<&Branch> {
        self.replaced.as_ref()
    }

    /// Records the step that just ran: its hash (or, when replaying, checks it), and a keyframe on the
    /// keyframe steps.
    pub fn record_step(&mut self, world: &mut World) {
        let Some((first, last)) = self.range() else { return };
        let Some(mut current) = self.current.take() else { return };
        let step = world.resource::<PhysicsClock>().step;
        current.step = step;
        // what the step changed is not logged (the step itself is), so the bodies are copied without comparing,
        // and hashed and summed while each is in the cache
        let mut sums = BodySums::begin(&mut self.bodies_hash, current.bodies.len());
        let copied = overwrite_bodies(world, &mut current.bodies, self.synced, |index, body| sums.add(index, body));
        let (bodies, totals) = match copied {
            true => sums.finish(),
            false => {
                current.bodies = take_snapshot(world).bodies;
                BodySums::of(&mut self.bodies_hash, &current.bodies)
            }
        };
        self.synced = Some(sync_tick(world));
        let warm_starts = (world.resource::<WarmStart>(), world.resource::<ManifoldWarmStart>());
        let hash = state_hash(step, bodies, warm_starts, world.resource::<TouchingPairs>());
        let events = self.read_events(world);
        let figures = StepFigures::with_totals(totals, world.resource::<Contacts>(), world);
        if step <= last {
            if self.hash(step) != Some(hash) && self.diverged_at.is_none() {
                self.diverged_at = Some(step);
            }
            // a recording opened from a file has hashes ahead of the steps run so far
            if (step - first) as usize == self.figures.len() {
                self.figures.push(figures);
                self.events.extend(events);
            }
        } else {
            self.hashes.push(hash);
            self.figures.push(figures);
            self.events.extend(events);
        }
        self.follow_bodies(&current);
        let keyframe_due = (step - first).is_multiple_of(self.interval);
        if keyframe_due && self.keyframes.last().is_some_and(|keyframe| keyframe.step < step) {
            // the contacts stay: the next step's sleep stage joins its islands by them
            let mut keyframe = take_snapshot(world);
            keyframe.stats = Default::default();
            self.keyframes.push(keyframe);
            self.keep_within_budget();
        }
        self.current = Some(current);
        self.replayed = false;
    }

    /// The events sent since the last call.
    fn read_events(&mut self, world: &World) -> Vec<RecordedEvent> {
        let mut events = Vec::new();
        if let Some(messages) = world.get_resource::<Messages<CollisionStarted>>() {
            let started = self.started.read(messages);
            events.extend(started.map(|e| RecordedEvent { step: e.step, kind: EventKind::Started, a: e.a, b: e.b }));
        }
        if let Some(messages) = world.get_resource::<Messages<CollisionEnded>>() {
            let ended = self.ended.read(messages);
            events.extend(ended.map(|e| RecordedEvent { step: e.step, kind: EventKind::Ended, a: e.a, b: e.b }));
        }
        events
    }

    /// Halves the keyframes (every other one goes, the first stays) until they fit the budget.
    fn keep_within_budget(&mut self) {
        while self.keyframe_bytes() > self.budget && self.keyframes.len() > 2 {
            self.interval *= 2;
            let first = self.keyframes[0].step;
            let interval = self.interval;
            self.keyframes.retain(|keyframe| (keyframe.step - first).is_multiple_of(interval));
        }
    }

    /// Puts the world in the state after `step` (clamped to the recording): the keyframe before it, then
    /// steps forward with the logged inputs. Returns the step reached.
    pub fn seek(&mut self, world: &mut World, step: u64) -> Option<u64> {
        let (first, last) = self.range()?;
        let target = step.clamp(first, last);
        // the keyframe before the target, so that its contacts and figures come from a step run again
        // (only the first keyframe, where the recording began, is landed on as it is)
        let from = self.keyframes.iter().rposition(|keyframe| keyframe.step < target).unwrap_or(0);
        let keyframe = self.keyframes[from].clone();
        restore_snapshot(world, &keyframe);
        self.current = Some(keyframe);
        self.replayed = false;
        while self.current_step().is_some_and(|at| at < target) {
            self.advance(world);
        }
        Some(target)
    }

    /// One step forward from the current one, with the inputs logged after it.
    pub fn advance(&mut self, world: &mut World) {
        self.replay_inputs(world);
        step_physics(world);
        self.record_step(world);
    }

    /// Simulates the whole recording again from its first step and comes back; returns the first step
    /// whose state differs from the recorded one (Box2D's determinism check).
    pub fn verify(&mut self, world: &mut World) -> Option<u64> {
        let (first, last) = self.range()?;
        let back_to = self.current_step().unwrap_or(last);
        self.diverged_at = None;
        self.seek(world, first);
        while self.current_step().is_some_and(|at| at < last) {
            self.advance(world);
        }
        let diverged_at = self.diverged_at;
        self.seek(world, back_to);
        diverged_at
    }
}
