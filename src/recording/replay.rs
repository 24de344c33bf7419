//! Running a recording: a scene recorded step by step, and a recording run again from its scene, settings and
//! inputs with every step's hash compared.

use std::path::Path;

use bevy::prelude::*;

use super::file::{FileInput, RecordingFile};
use super::file_numbers::FileNumbers;
use super::{History, RecordingPlugin};
use crate::headless::headless_app;
use crate::physics::{PhysicsClock, PhysicsSettings};
use crate::scene::{RunOptions, Scene, SceneError, parse_scene, spawn_scene};

/// How a replay went: the steps run and the first whose state differs from the recording.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Replay {
    pub steps: u64,
    pub diverged_at: Option<u64>,
}

/// Runs the scene in `scene_text` (read from `scene_path`) with `options` and records every step's hash.
pub fn record_scene(scene_text: &str, scene_path: &Path, options: &RunOptions) -> Result<RecordingFile, SceneError> {
    let scene = parse_scene(scene_text, scene_path)?;
    let history = run_recorded(&scene, &options.settings(), (options.steps, &[]), |_| {});
    let hashes = (0..=options.steps).filter_map(|step| history.hash(step)).collect();
    Ok(RecordingFile {
        scene_path: scene_path.to_path_buf(),
        scene: scene_text.to_owned(),
        steps: options.steps,
        dt: options.dt,
        substeps: options.substeps,
        ccd: options.ccd,
        gravity: options.gravity,
        hashes,
        settings: None,
        inputs: Vec::new(),
    })
}

/// Runs a recording again from its scene, settings and inputs and compares every step's hash with the
/// recorded one.
pub fn replay_recording(file: &RecordingFile) -> Result<Replay, SceneError> {
    let scene = parse_scene(&file.scene, &file.scene_path)?;
    let mut diverged_at = None;
    let history = run_recorded(&scene, &file.start_settings(), (file.steps, &file.inputs), |history| {
        let step = history.current_step().unwrap_or(0);
        if diverged_at.is_none() && history.hash(step) != file.hashes.get(step as usize).copied() {
            diverged_at = Some(step);
        }
    });
    let steps = history.range().map_or(0, |(_, last)| last);
    Ok(Replay { steps, diverged_at })
}

/// Plays a scene for `steps` steps with the recording on, making each input after its step;
/// `after_step` sees the history after the start and after each step.
fn run_recorded(
    scene: &Scene,
    settings: &PhysicsSettings,
    (steps, inputs): (u64, &[FileInput]),
    mut after_step: impl FnMut(&History),
) -> History {
    let mut app = headless_app(settings.clone());
    app.add_plugins(RecordingPlugin);
    let bodies = spawn_scene(app.world_mut(), scene);
    let mut numbers = FileNumbers::of_scene(app.world_mut(), bodies);
    app.world_mut().resource_scope(|world, mut history: Mut<History>| history.start(world));
    after_step(app.world().resource::<History>());
    while app.world().resource::<PhysicsClock>().step < steps {
        let step = app.world().resource::<PhysicsClock>().step;
        for input in inputs.iter().filter(|input| input.after_step == step) {
            numbers.input(app.world_mut(), &input.change).apply(app.world_mut());
        }
        app.update();
        after_step(app.world().resource::<History>());
    }
    app.world_mut().remove_resource::<History>().unwrap_or_default()
}
