//! Helpers shared by the integration tests: the engine's own (a headless world, bodies built in one line) and
//! the sandbox's (the catalogue's scene files).
#![allow(dead_code)]

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
