//! Helpers shared by the integration tests: the engine's own (a headless world, bodies built in one line) and
//! the sandbox's (the catalogue's scene files).
#![allow(dead_code, unused_imports)]

use std::path::{Path, PathBuf};

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
