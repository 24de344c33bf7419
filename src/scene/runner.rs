//! The headless runner: plays a scene with the engine the app uses, no window, and reports what happened.

use std::collections::BTreeMap;
use std::time::Instant;

use bevy::ecs::entity::EntityHashMap;
use bevy::ecs::message::MessageCursor;
use bevy::prelude::*;

use super::{BodyState, EventKind, EventRecord, Report, Scene, StartEnd, TraceSample, spawn_scene};
use crate::headless::headless_app;
use crate::physics::{
    CollisionEnded, CollisionStarted, Contacts, LinearVelocity, PhysicsSettings, PhysicsStats, STAGES, measure_totals,
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
    let name_of = |entity: Entity| name_by_entity.get(&entity).copied().unwrap_or("?").to_owned();
    let mut traced = Vec::new();
    for wanted in &options.trace {
        let index = names
            .iter()
            .position(|name| name == wanted)
            .ok_or_else(|| format!("--trace {wanted}: no body of that name in scene \"{}\"", scene.name))?;
        traced.push((wanted.clone(), entities[index]));
    }

    let start = measure_totals(app.world_mut());
    let mut trace: BTreeMap<String, Vec<TraceSample>> = BTreeMap::new();
    let mut events = Vec::new();
    let mut started_cursor = MessageCursor::<CollisionStarted>::default();
    let mut ended_cursor = MessageCursor::<CollisionEnded>::default();
    let mut max_penetration = 0.0f32;
    let mut stage_totals = [0.0f64; STAGES.len()];
    let clock = Instant::now();
    for step in 1..=options.steps {
        app.update();
        let world = app.world();
        for event in started_cursor.read(world.resource::<Messages<CollisionStarted>>()) {
            events.push(EventRecord {
                step: event.step,
                kind: EventKind::Started,
                a: name_of(event.a),
                b: name_of(event.b),
            });
        }
        for event in ended_cursor.read(world.resource::<Messages<CollisionEnded>>()) {
            events.push(EventRecord {
                step: event.step,
                kind: EventKind::Ended,
                a: name_of(event.a),
                b: name_of(event.b),
            });
        }
        for (total, ms) in stage_totals.iter_mut().zip(world.resource::<PhysicsStats>().stage_ms) {
            *total += ms;
        }
        let contacts = world.resource::<Contacts>();
        for pair in contacts.pairs.iter().filter(|pair| pair.resolve) {
            max_penetration = max_penetration.max(pair.contact.penetration);
        }
        for (name, entity) in &traced {
            let (position, velocity) = state_of(world, *entity);
            trace.entry(name.clone()).or_default().push(TraceSample { step, position, velocity });
        }
        on_step(app.world_mut());
    }
    let elapsed = clock.elapsed().as_secs_f64();
    let end = measure_totals(app.world_mut());

    let bodies = entities
        .iter()
        .zip(&names)
        .map(|(&entity, name)| {
            let (position, velocity) = state_of(app.world(), entity);
            BodyState { name: (*name).to_owned(), position, velocity }
        })
        .collect();
    Ok(Report {
        scene: scene.name.clone(),
        steps: options.steps,
        dt: options.settings().step_dt(),
        substeps: options.substeps.max(1),
        ccd: options.ccd,
        bodies,
        events,
        max_penetration,
        kinetic_energy: StartEnd { start: start.kinetic_energy, end: end.kinetic_energy },
        momentum: StartEnd { start: start.momentum, end: end.momentum },
        trace,
        ms_per_step: elapsed * 1000.0 / options.steps.max(1) as f64,
        stage_ms: STAGES
            .iter()
            .zip(stage_totals)
            .map(|(stage, total)| (stage.label().to_owned(), total / options.steps.max(1) as f64))
            .collect(),
    })
}

fn state_of(world: &World, entity: Entity) -> ([f32; 3], [f32; 3]) {
    let position = world.get::<Transform>(entity).map_or(Vec3::NAN, |t| t.translation);
    let velocity = world.get::<LinearVelocity>(entity).map_or(Vec3::NAN, |v| v.0);
    (position.to_array(), velocity.to_array())
}
