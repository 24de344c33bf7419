//! The scene on screen, which the panels, the recording tools and the twin world all read.

use std::path::PathBuf;

use bevy::prelude::*;

use crate::scene::Scene;

/// The scene on screen and the file it came from; Reset puts it back.
#[derive(Resource, Clone, Debug)]
pub struct ActiveScene {
    pub path: PathBuf,
    pub scene: Scene,
}
