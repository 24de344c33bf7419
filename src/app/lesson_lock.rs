//! The teacher's lock: gravity, detection, the solver and the material overrides held as the lesson set
//! them, so a class can push, grab, spawn and scrub without changing what the lesson shows. A code the
//! teacher chooses unlocks them.

use bevy_egui::egui;

use super::controls::AppControls;

/// The lock, kept in [`AppControls`].
#[derive(Clone, Debug, Default, PartialEq)]
pub struct LessonLock {
    /// The code that unlocks, while locked.
    pub code: Option<String>,
    /// What the code box holds.
    pub entry: String,
    /// The last unlock was refused (a wrong code).
    pub refused: bool,
}

impl LessonLock {
    pub fn locked(&self) -> bool {
        self.code.is_some()
    }
}

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
