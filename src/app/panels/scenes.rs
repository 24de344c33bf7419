//! The scene menu.

use bevy_egui::egui;

use crate::app::session::scene_library::SceneLibrary;
use crate::app::state::controls::{AppControls, Request};
use crate::language::Texts;

/// The scene menu: each scene with what it teaches; a file that fails to load shows why.
pub fn scenes_section(ui: &mut egui::Ui, library: &SceneLibrary, active: &std::path::Path, controls: &mut AppControls) {
    for entry in &library.entries {
        let selected = entry.path == active;
        match &entry.error {
            None => {
                if ui.selectable_label(selected, &entry.name).clicked() {
                    controls.requests.push(Request::LoadScene(entry.path.clone()));
                }
                ui.label(egui::RichText::new(&entry.description).small().weak());
            }
            Some(error) => {
                let name = Texts::of(ui.ctx()).with("scenes-cannot-load", &[("name", entry.name.as_str().into())]);
                ui.colored_label(egui::Color32::LIGHT_RED, name).on_hover_text(error);
            }
        }
    }
}
