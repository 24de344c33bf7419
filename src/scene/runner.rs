//! The headless runner: plays a scene with the engine the app uses, no window, and reports what happened.

use bevy::platform::time::Instant;
use std::collections::BTreeMap;

use bevy::ecs::entity::EntityHashMap;
use bevy::ecs::message::MessageCursor;
use bevy::prelude::*;

use super::{BodyState, EventKind, EventRecord, ImpactRecord, Report, Scene, StartEnd, TraceSample, spawn_scene};
use crate::headless::headless_app;
use crate::physics::{
    AngularVelocity, CollisionEnded, CollisionStarted, Contacts, LinearVelocity, PhysicsSettings, PhysicsStats, STAGES,
    measure_totals,
};

/// How to run a scene; the defaults match the app's.
#[derive(Clone, Debug, PartialEq)]
pub struct RunOptions {
    pub steps: u64,
    /// Seconds per fixed step.
    pub dt: f32,
    pub substeps: u32,
    pub ccd: bool,
    pub gravity: bool,
    /// Threads the step spreads over (0: all the machine's); the result is the same on any number.
    pub threads: u32,
    /// Bodies whose every step goes into the report.
    pub trace: Vec<String>,
}

impl Default for RunOptions {
    fn default() -> Self {
        RunOptions {
            steps: 600,
            dt: 1.0 / 60.0,
            substeps: PhysicsSettings::default().substeps,
            ccd: true,
            gravity: true,
            threads: 0,
            trace: Vec::new(),
        }
    }
}

impl RunOptions {
    /// The engine settings these options stand for.
    pub fn settings(&self) -> PhysicsSettings {
        PhysicsSettings {
            fixed_hz: 1.0 / self.dt as f64,
            substeps: self.substeps.max(1),
            gravity_enabled: self.gravity,
            ccd_enabled: self.ccd,
            threads: self.threads,
            ..default()
        }
    }
}

/// Runs `scene` for `options.steps` fixed steps. `on_step` is called with the world after each step (for a
/// progress bar, or tables written step by step).
/// Fails only for a `--trace` name that is not in the scene.
pub fn run_scene(scene: &Scene, options: &RunOptions, mut on_step: impl FnMut(&mut World)) -> Result<Report, String> {
    let mut app = headless_app(options.settings());
    let entities = spawn_scene(app.world_mut(), scene);
    let names: Vec<&str> = scene.bodies.iter().map(|body| body.name.as_str()).collect();
    // looked up by entity: a landing pile of 10,000 balls sends thousands of events a step
    let name_by_entity: EntityHashMap<&str> = entities.iter().copied().zip(names.iter().copied()).collect();
    let mut log = StepLog::new(traced_bodies(scene, options, &entities, &names)?);
    let start = measure_totals(app.world_mut());
    let clock = Instant::now();
    for step in 1..=options.steps {
        app.update();
        log.record(app.world(), step, |entity| name_by_entity.get(&entity).copied().unwrap_or("?").to_owned());
        on_step(app.world_mut());
    }
    let elapsed = clock.elapsed().as_secs_f64();
    let end = measure_totals(app.world_mut());
    let bodies = entities
        .iter()
        .zip(&names)
        .map(|(&entity, name)| {
            let state = state_of(app.world(), entity);
            BodyState {
                name: (*name).to_owned(),
                position: state.position,
                velocity: state.velocity,
                rotation: state.rotation,
                angular_velocity: state.angular_velocity,
            }
        })
        .collect();
    let per_step = |total: f64| total / options.steps.max(1) as f64;
    Ok(Report {
        scene: scene.name.clone(),
        steps: options.steps,
        dt: options.settings().step_dt(),
        substeps: options.substeps.max(1),
        ccd: options.ccd,
        bodies,
        events: log.events,
        impacts: log.impacts.len() as u64,
        impact_log: log.impacts,
        max_penetration: log.max_penetration,
        kinetic_energy: StartEnd { start: start.kinetic_energy, end: end.kinetic_energy },
        rotational_energy: StartEnd { start: start.rotational_energy, end: end.rotational_energy },
        momentum: StartEnd { start: start.momentum, end: end.momentum },
        angular_momentum: StartEnd { start: start.angular_momentum, end: end.angular_momentum },
        trace: log.trace,
        ms_per_step: per_step(elapsed * 1000.0),
        stage_ms: STAGES
            .iter()
            .zip(log.stage_totals)
            .map(|(stage, total)| (stage.label().to_owned(), per_step(total)))
            .collect(),
    })
}

/// The bodies `--trace` names, each with its entity; an unknown name is an error.
fn traced_bodies(
    scene: &Scene,
    options: &RunOptions,
    entities: &[Entity],
    names: &[&str],
) -> Result<Vec<(String, Entity)>, String> {
    let traced = options.trace.iter().map(|wanted| {
        let index = names
            .iter()
            .position(|name| name == wanted)
            .ok_or_else(|| format!("--trace {wanted}: no body of that name in scene \"{}\"", scene.name))?;
        Ok((wanted.clone(), entities[index]))
    });
    traced.collect()
}

/// What the report gathers step by step: the events, each stage's time, the deepest overlap, the traces.
struct StepLog {
    traced: Vec<(String, Entity)>,
    trace: BTreeMap<String, Vec<TraceSample>>,
    events: Vec<EventRecord>,
    impacts: Vec<ImpactRecord>,
    started: MessageCursor<CollisionStarted>,
    ended: MessageCursor<CollisionEnded>,
    max_penetration: f32,
    stage_totals: [f64; STAGES.len()],
}

impl StepLog {
    fn new(traced: Vec<(String, Entity)>) -> Self {
        StepLog {
            traced,
            trace: BTreeMap::new(),
            events: Vec::new(),
            impacts: Vec::new(),
            started: MessageCursor::default(),
            ended: MessageCursor::default(),
            max_penetration: 0.0,
            stage_totals: [0.0; STAGES.len()],
        }
    }

    /// Adds what the step `step` that just ran did.
    fn record(&mut self, world: &World, step: u64, name_of: impl Fn(Entity) -> String) {
        let record = |step, kind, a, b| EventRecord { step, kind, a: name_of(a), b: name_of(b) };
        for event in self.started.read(world.resource::<Messages<CollisionStarted>>()) {
            self.events.push(record(event.step, EventKind::Started, event.a, event.b));
        }
        for event in self.ended.read(world.resource::<Messages<CollisionEnded>>()) {
            self.events.push(record(event.step, EventKind::Ended, event.a, event.b));
        }
        for (total, ms) in self.stage_totals.iter_mut().zip(world.resource::<PhysicsStats>().stage_ms) {
            *total += ms;
        }
        for impact in &world.resource::<Contacts>().impacts {
            let fraction = impact.toi.map_or(0.0, |toi| toi.fraction);
            let (a, b, normal_impulse) = (name_of(impact.a), name_of(impact.b), impact.normal_impulse);
            self.impacts.push(ImpactRecord { step, fraction, a, b, normal_impulse });
        }
        for pair in world.resource::<Contacts>().pairs.iter().filter(|pair| pair.resolve) {
            self.max_penetration = self.max_penetration.max(pair.contact.penetration);
        }
        for (name, entity) in &self.traced {
            self.trace.entry(name.clone()).or_default().push(state_of(world, *entity).sample(step));
        }
    }
}

/// A body's place and motion as the report writes them.
struct Motion {
    position: [f32; 3],
    rotation: [f32; 4],
    velocity: [f32; 3],
    angular_velocity: [f32; 3],
}

impl Motion {
    fn sample(self, step: u64) -> TraceSample {
        let Motion { position, rotation, velocity, angular_velocity } = self;
        TraceSample { step, position, velocity, rotation, angular_velocity }
    }
}

fn state_of(world: &World, entity: Entity) -> Motion {
    let transform = world.get::<Transform>(entity);
    let velocity = world.get::<LinearVelocity>(entity).map_or(Vec3::NAN, |v| v.0);
    let angular_velocity = world.get::<AngularVelocity>(entity).map_or(Vec3::ZERO, |w| w.0);
    Motion {
        position: transform.map_or(Vec3::NAN, |t| t.translation).to_array(),
        rotation: transform.map_or(Quat::IDENTITY, |t| t.rotation).to_array(),
        velocity: velocity.to_array(),
        angular_velocity: angular_velocity.to_array(),
    }
}
