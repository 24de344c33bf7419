//! The teacher's lock section: lock the lesson settings with a code, or unlock them with it.

use bevy_egui::egui;

use crate::app::state::controls::AppControls;
use crate::language::Texts;

/// Lock with a code, or unlock with it.
pub fn lesson_lock_section(ui: &mut egui::Ui, controls: &mut AppControls) {
    let t = Texts::of(ui.ctx());
    let lock = &mut controls.lesson_lock;
    match lock.code.clone() {
        None => {
            ui.label(t.get("lock-explained"));
            ui.horizontal(|ui| {
                ui.label(t.get("lock-code"));
                ui.add(egui::TextEdit::singleline(&mut lock.entry).password(true).desired_width(80.0));
                if ui.button(t.get("lock-lock")).clicked() {
                    lock.code = Some(std::mem::take(&mut lock.entry));
                    lock.refused = false;
                }
            });
        }
        Some(code) => {
            ui.label(egui::RichText::new(t.get("lock-locked")).strong());
            ui.horizontal(|ui| {
                ui.label(t.get("lock-code"));
                ui.add(egui::TextEdit::singleline(&mut lock.entry).password(true).desired_width(80.0));
                if ui.button(t.get("lock-unlock")).clicked() {
                    lock.refused = lock.entry != code;
                    if !lock.refused {
                        lock.code = None;
                    }
                    lock.entry.clear();
                }
            });
            if lock.refused {
                ui.colored_label(egui::Color32::LIGHT_RED, t.get("lock-wrong-code"));
            }
        }
    }
}
