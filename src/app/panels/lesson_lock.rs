//! The teacher's lock section: lock the lesson settings with a code, or unlock them with it.

use bevy_egui::egui;

use crate::app::state::controls::AppControls;

/// Lock with a code, or unlock with it.
pub fn lesson_lock_section(ui: &mut egui::Ui, controls: &mut AppControls) {
    let lock = &mut controls.lesson_lock;
    match lock.code.clone() {
        None => {
            ui.label("Hold gravity, detection, the solver and the material overrides as they are; pushing, grabbing, spawning and the timeline stay free.");
            ui.horizontal(|ui| {
                ui.label("Code");
                ui.add(egui::TextEdit::singleline(&mut lock.entry).password(true).desired_width(80.0));
                if ui.button("Lock the lesson settings").clicked() {
                    lock.code = Some(std::mem::take(&mut lock.entry));
                    lock.refused = false;
                }
            });
        }
        Some(code) => {
            ui.label(egui::RichText::new("Lesson settings locked").strong());
            ui.horizontal(|ui| {
                ui.label("Code");
                ui.add(egui::TextEdit::singleline(&mut lock.entry).password(true).desired_width(80.0));
                if ui.button("Unlock").clicked() {
                    lock.refused = lock.entry != code;
                    if !lock.refused {
                        lock.code = None;
                    }
                    lock.entry.clear();
                }
            });
            if lock.refused {
                ui.colored_label(egui::Color32::LIGHT_RED, "wrong code");
            }
        }
    }
}
