//! The help window: every mouse and key control.

use bevy_egui::egui;

use crate::language::Texts;

/// The help's rows, by message: the control, and (its hint) what it does.
const CONTROLS: [&str; 39] = [
    "help-push",
    "help-aim",
    "help-mouse-tool",
    "help-joint-tool",
    "help-set-up-tool",
    "help-undo",
    "help-delete",
    "help-bench",
    "help-select",
    "help-inspect-pair",
    "help-inspector",
    "help-orbit",
    "help-pan",
    "help-zoom",
    "help-frame",
    "help-pause",
    "help-step",
    "help-reset",
    "help-gravity",
    "help-continuous",
    "help-spawn",
    "help-screenshot",
    "help-save-scene",
    "help-ray-probe",
    "help-gallery",
    "help-hide-panels",
    "help-focus-controls",
    "help-focus-body",
    "help-key-aim",
    "help-key-strength",
    "help-key-strike",
    "help-key-pair",
    "help-describe",
    "help-repeat",
    "help-scrub",
    "help-lesson",
    "help-lesson-answer",
    "help-full-screen",
    "help-help",
];

/// Every mouse and key control.
pub fn help_contents(ui: &mut egui::Ui) {
    let t = Texts::of(ui.ctx());
    egui::Grid::new("help").num_columns(2).striped(true).show(ui, |ui| {
        for id in CONTROLS {
            ui.monospace(t.get(id));
            ui.label(t.hint(id));
            ui.end_row();
        }
    });
}
