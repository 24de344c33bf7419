//! The scene menu.

use bevy_egui::egui;

use crate::app::session::scene_library::SceneLibrary;
use crate::app::state::controls::{AppControls, Request};
use crate::language::Texts;

/// The scene menu: each scene with what it teaches; a file that fails to load shows why.
pub fn scenes_section(ui: &mut egui::Ui, library: &SceneLibrary, active: &std::path::Path, controls: &mut AppControls) {
    let t = Texts::of(ui.ctx());
    for entry in &library.entries {
        let selected = entry.path == active;
        let words = entry.words(t.language());
        match &entry.error {
            None => {
                if ui.selectable_label(selected, words.name()).clicked() {
                    controls.requests.push(Request::LoadScene(entry.path.clone()));
                }
                ui.label(egui::RichText::new(words.description()).small().weak());
            }
            Some(error) => {
                let name = t.with("scenes-cannot-load", &[("name", entry.name.as_str().into())]);
                ui.colored_label(egui::Color32::LIGHT_RED, name).on_hover_text(error.said(&t));
            }
        }
    }
}
