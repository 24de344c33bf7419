//! Playing a lesson without a window, as `collision-sandbox lesson check` does: each step's scene opened
//! and changed, its run watched to its trigger, its reveal measured, with the engine the app uses.

use bevy::prelude::*;

use super::format::{Change, Measure};
use super::load::{Lesson, Step};
use super::measure::{Measured, measure};
use super::watch::{Outcome, Watch, entity_named, start_run, watch_scene};
use crate::headless::headless_app;
use crate::physics::{LinearVelocity, Mass, PhysicsMaterial, PhysicsSettings, Sleeping};
use crate::scene::spawn_scene;

/// What one step did.
#[derive(Clone, Debug, PartialEq)]
pub struct StepResult {
    /// The step's number (from 1).
    pub number: usize,
    /// Where its run stopped, if it has one.
    pub outcome: Option<Outcome>,
    /// Simulated seconds since the scene opened, when the run stopped.
    pub time: f32,
    pub measured: Vec<Measured>,
}

/// Plays every step; a run that times out is an error naming its step.
pub fn play_lesson(lesson: &Lesson) -> Result<Vec<StepResult>, String> {
    let mut app: Option<App> = None;
    let mut results = Vec::with_capacity(lesson.steps.len());
    for (index, step) in lesson.steps.iter().enumerate() {
        if let Some((_, scene)) = &step.scene {
            let mut opened = headless_app(PhysicsSettings::default());
            super::watch::plugin(&mut opened);
            spawn_scene(opened.world_mut(), scene);
            watch_scene(opened.world_mut());
            app = Some(opened);
        }
        let app = app.as_mut().expect("the first step opens a scene (checked when loaded)");
        results.push(play_step(app, step, index + 1)?);
    }
    Ok(results)
}

fn play_step(app: &mut App, step: &Step, number: usize) -> Result<StepResult, String> {
    for change in &step.change {
        apply_change(app.world_mut(), change);
    }
    let mut outcome = None;
    if step.run.is_some() || !step.reveal.is_empty() {
        start_run(app.world_mut(), step.run.clone(), step.within);
    }
    while step.run.is_some() && outcome.is_none() {
        app.update();
        outcome = app.world().resource::<Watch>().run.as_ref().and_then(|run| run.outcome);
    }
    if let Some(Outcome::TimedOut { .. }) = outcome {
        let trigger = step.run.as_ref().expect("a run");
        return Err(format!("step {number}: {trigger:?} did not happen within {} s", step.within));
    }
    let measured = step.reveal.iter().map(|value| measure(app.world_mut(), value)).collect();
    let time = measure(app.world_mut(), &Measure::Time).value;
    Ok(StepResult { number, outcome, time, measured })
}

/// Makes a change to the world's physics: a body's properties or a setting (the app applies the rest, what
/// is shown, itself).
pub fn apply_change(world: &mut World, change: &Change) {
    let mut settings = world.resource_mut::<PhysicsSettings>();
    match change {
        Change::Gravity(on) => settings.gravity_enabled = *on,
        Change::Continuous(on) => settings.ccd_enabled = *on,
        Change::PositionCorrection(on) => settings.position_correction = *on,
        Change::Substeps(n) => settings.substeps = *n,
        Change::Body { name, mass, velocity, restitution, friction } => {
            let Some(entity) = entity_named(world, name) else { return };
            let mut body = world.entity_mut(entity);
            if let (Some(mass), Some(mut m)) = (mass, body.get_mut::<Mass>()) {
                m.0 = *mass;
            }
            if let (Some(velocity), Some(mut v)) = (velocity, body.get_mut::<LinearVelocity>()) {
                v.0 = Vec3::from(*velocity);
            }
            if let Some(mut material) = body.get_mut::<PhysicsMaterial>() {
                material.restitution = restitution.unwrap_or(material.restitution);
                material.friction = friction.unwrap_or(material.friction);
            }
            body.remove::<Sleeping>();
        }
        Change::Overlays(_) | Change::Labels(_) | Change::Camera(_) => {}
    }
}
