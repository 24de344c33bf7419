//! Helpers shared by the integration tests: the engine's own (a headless world, bodies built in one line) and
//! the sandbox's (the catalogue's scene files).
#![allow(dead_code, unused_imports)]

use std::path::{Path, PathBuf};

use collision_sandbox::scene::{Report, RunOptions, TraceSample, run_scene};

#[path = "../../crates/collision-engine/tests/common/mod.rs"]
mod engine;
pub use engine::*;

/// The catalogue's folder, `assets/scenes`.
pub fn scene_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/scenes")
}

/// A catalogue scene file by its file name.
pub fn scene_path(file: &str) -> PathBuf {
    scene_dir().join(file)
}

/// Every scene file of the catalogue, in name order.
pub fn catalogue() -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(scene_dir()).unwrap().map(|entry| entry.unwrap().path()).collect();
    files.retain(|path| path.extension().is_some_and(|ext| ext == "ron"));
    files.sort();
    files
}

/// A catalogue scene in a headless app that records every step, and its bodies in file order.
pub fn recorded_app(file: &str) -> (bevy::prelude::App, Vec<bevy::prelude::Entity>) {
    use collision_sandbox::scene::{load_scene, spawn_scene};
    let scene = load_scene(&scene_path(file)).unwrap();
    let mut app = collision_sandbox::headless::headless_app(collision_sandbox::physics::PhysicsSettings::default());
    app.add_plugins(collision_sandbox::recording::RecordingPlugin);
    let bodies = spawn_scene(app.world_mut(), &scene);
    (app, bodies)
}

/// The scene `file` run `steps` steps with the bodies `traced` followed step by step.
pub fn play(file: &str, steps: u64, traced: &[&str]) -> Report {
    let scene = collision_sandbox::scene::load_scene(&scene_path(file)).unwrap();
    let trace = traced.iter().map(|name| name.to_string()).collect();
    run_scene(&scene, &RunOptions { steps, trace, ..RunOptions::default() }, |_| {}).unwrap()
}

/// The samples of body `name`.
pub fn trace<'a>(report: &'a Report, name: &str) -> &'a [TraceSample] {
    &report.trace[name]
}

/// The times (s) a coordinate crossed `level` going down, linear between the samples.
pub fn down_crossings(samples: &[TraceSample], coordinate: impl Fn(&TraceSample) -> f32, level: f32) -> Vec<f32> {
    samples
        .windows(2)
        .filter(|pair| coordinate(&pair[0]) > level && coordinate(&pair[1]) <= level)
        .map(|pair| {
            let (a, b) = (coordinate(&pair[0]) - level, coordinate(&pair[1]) - level);
            (pair[0].step as f32 + a / (a - b)) / 60.0
        })
        .collect()
}

/// The mean time between the first and the last of `times`.
pub fn mean_period(times: &[f32]) -> f32 {
    (times[times.len() - 1] - times[0]) / (times.len() - 1) as f32
}
