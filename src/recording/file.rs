//! Recordings on disk: the scene as it was, how it was run, and the state hash of every step, so that a
//! run can be replayed anywhere and checked step by step.

use std::path::{Path, PathBuf};

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use super::{History, RecordingPlugin};
use crate::headless::headless_app;
use crate::physics::PhysicsClock;
use crate::scene::{RunOptions, SceneError, parse_scene, spawn_scene};

/// What `collision-sandbox run --record` writes and `collision-sandbox replay` checks.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
pub struct RecordingFile {
    /// Where the scene came from, for messages.
    pub scene_path: PathBuf,
    /// The scene file's text as it was recorded (the file may have changed since).
    pub scene: String,
    pub steps: u64,
    /// Seconds per fixed step.
    pub dt: f32,
    pub substeps: u32,
    pub ccd: bool,
    pub gravity: bool,
    /// The state hash before the first step (index 0) and after each step.
    pub hashes: Vec<u64>,
}

/// How a replay went: the steps run and the first whose state differs from the recording.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Replay {
    pub steps: u64,
    pub diverged_at: Option<u64>,
}

impl RecordingFile {
    /// The options the recording was made with.
    pub fn options(&self) -> RunOptions {
        RunOptions {
            steps: self.steps,
            dt: self.dt,
            substeps: self.substeps,
            ccd: self.ccd,
            gravity: self.gravity,
            trace: Vec::new(),
        }
    }
}

/// Runs the scene in `scene_text` (read from `scene_path`) with `options` and records every step's hash.
pub fn record_scene(scene_text: &str, scene_path: &Path, options: &RunOptions) -> Result<RecordingFile, SceneError> {
    let history = run_recorded(scene_text, scene_path, options, |_| {})?;
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
    })
}

/// Runs a recording again from its scene and settings and compares every step's hash with the recorded one.
pub fn replay_recording(file: &RecordingFile) -> Result<Replay, SceneError> {
    let mut diverged_at = None;
    let history = run_recorded(&file.scene, &file.scene_path, &file.options(), |history| {
        let step = history.current_step().unwrap_or(0);
        if diverged_at.is_none() && history.hash(step) != file.hashes.get(step as usize).copied() {
            diverged_at = Some(step);
        }
    })?;
    let steps = history.range().map_or(0, |(_, last)| last);
    Ok(Replay { steps, diverged_at })
}

/// Plays a scene for `options.steps` steps with the recording on; `after_step` sees the history after
/// the start and after each step.
fn run_recorded(
    scene_text: &str,
    scene_path: &Path,
    options: &RunOptions,
    mut after_step: impl FnMut(&History),
) -> Result<History, SceneError> {
    let scene = parse_scene(scene_text, scene_path)?;
    let mut app = headless_app(options.settings());
    app.add_plugins(RecordingPlugin);
    spawn_scene(app.world_mut(), &scene);
    app.world_mut().resource_scope(|world, mut history: Mut<History>| history.start(world));
    after_step(app.world().resource::<History>());
    while app.world().resource::<PhysicsClock>().step < options.steps {
        app.update();
        after_step(app.world().resource::<History>());
    }
    Ok(app.world_mut().remove_resource::<History>().unwrap_or_default())
}

/// Reads a recording, with the line and field of anything wrong.
pub fn load_recording(path: &Path) -> Result<RecordingFile, SceneError> {
    let text = std::fs::read_to_string(path)
        .map_err(|error| SceneError::Io { path: path.to_path_buf(), message: error.to_string() })?;
    let file: RecordingFile = ron::from_str(&text).map_err(|error| SceneError::Syntax {
        path: path.to_path_buf(),
        line: error.span.start.line,
        column: error.span.start.col,
        message: error.code.to_string(),
    })?;
    let invalid = |field: &str, message: String| SceneError::Invalid {
        path: path.to_path_buf(),
        line: text.lines().position(|line| line.trim_start().starts_with(field)).map_or(0, |n| n + 1),
        body: None,
        field: field.to_owned(),
        message,
    };
    if !(file.dt.is_finite() && (1e-5..=0.1).contains(&file.dt)) {
        return Err(invalid("dt", format!("{} s is outside 0.00001 to 0.1 s", file.dt)));
    }
    if !(1..=64).contains(&file.substeps) {
        return Err(invalid("substeps", format!("{} is outside 1 to 64", file.substeps)));
    }
    if file.hashes.len() as u64 != file.steps + 1 {
        let message = format!(
            "{} hashes for {} steps: one before the first step and one per step",
            file.hashes.len(),
            file.steps
        );
        return Err(invalid("hashes", message));
    }
    Ok(file)
}

/// Writes a recording as RON.
pub fn save_recording(file: &RecordingFile, path: &Path) -> Result<(), String> {
    let text = ron::ser::to_string_pretty(file, ron::ser::PrettyConfig::default().compact_arrays(true))
        .map_err(|error| error.to_string())?;
    std::fs::write(path, text + "\n").map_err(|error| format!("cannot write {}: {error}", path.display()))
}
