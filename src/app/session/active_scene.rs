//! The scene on screen, which the panels, the recording tools and the twin world all read.

use std::path::PathBuf;

use bevy::prelude::*;
use bevy_egui::EguiContexts;

use crate::app::view::body_names::BodyNames;
use crate::language::Texts;
use crate::scene::Scene;

/// The scene on screen and the file it came from; Reset puts it back.
#[derive(Resource, Clone, Debug)]
pub struct ActiveScene {
    pub path: PathBuf,
    pub scene: Scene,
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(PreUpdate, share_body_names);
}

/// Gives the panel's context the names of the scene on screen's bodies in the chosen language, whenever the
/// scene or the language changes (and once the context exists).
fn share_body_names(
    active: Option<Res<ActiveScene>>,
    texts: Res<Texts>,
    mut contexts: EguiContexts,
    mut shared: Local<bool>,
) {
    let Some(active) = active else { return };
    if *shared && !active.is_changed() && !texts.is_changed() {
        return;
    }
    let Ok(ctx) = contexts.ctx_mut() else { return };
    BodyNames::of_scene(&active.scene, texts.language()).share(ctx);
    *shared = true;
}
