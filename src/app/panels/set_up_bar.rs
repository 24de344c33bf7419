//! The set-up bar under the toolbar while the set-up tool (or a joint tool) is chosen: the palette (a sphere, a box, a
//! cylinder, a capsule, a cone, a wall, a ramp; strings and springs through their tools), delete and duplicate, undo and redo, the snap, a new scene
//! and saving it.

use bevy_egui::egui;

use crate::app::editing::edit_gesture::EditSettings;
use crate::app::state::controls::{AppControls, Request};
use crate::app::state::tools::{EditRequest, InstrumentKind, MouseTool, Piece, SaveWhat};
use crate::language::Texts;

/// What the set-up bar shows and switches.
pub struct SetUpBar<'a> {
    pub controls: &'a mut AppControls,
    /// The snap, and what a resized body keeps.
    pub settings: &'a mut EditSettings,
    /// Edits that can be undone and redone.
    pub undo_count: usize,
    pub redo_count: usize,
    /// A body is selected (to delete or duplicate).
    pub selected: bool,
}

/// One row: add, the joint tools, delete, duplicate, undo, redo, snap, new, save.
pub fn set_up_bar(ui: &mut egui::Ui, bar: &mut SetUpBar) {
    let ask = |controls: &mut AppControls, request: EditRequest| controls.requests.push(Request::Edit(request));
    let t = Texts::of(ui.ctx());
    ui.horizontal_wrapped(|ui| {
        ui.label(t.get("setup-add"));
        for (piece, id) in [
            (Piece::Sphere, "setup-sphere"),
            (Piece::Box, "setup-box"),
            (Piece::Cylinder, "setup-cylinder"),
            (Piece::Capsule, "setup-capsule"),
            (Piece::Cone, "setup-cone"),
            (Piece::Wedge, "setup-wedge"),
            (Piece::Die, "setup-die"),
            (Piece::Hammer, "setup-hammer"),
            (Piece::Wall, "setup-wall"),
            (Piece::Ramp, "setup-ramp"),
        ] {
            if ui.button(t.get(id)).on_hover_text(t.hint(id)).clicked() {
                ask(bar.controls, EditRequest::Add(piece));
            }
        }
        let tool = &mut bar.controls.mouse_tool;
        for (choice, id) in [
            (MouseTool::String, "setup-string"),
            (MouseTool::Rod, "setup-rod"),
            (MouseTool::Spring, "setup-spring"),
            (MouseTool::Hinge, "setup-hinge"),
            (MouseTool::Weld, "setup-weld"),
            (MouseTool::Edit, "setup-move"),
        ] {
            ui.selectable_value(tool, choice, t.get(id)).on_hover_text(t.hint(id));
        }
        ui.separator();
        edit_buttons(ui, bar, &t);
        ui.label(t.get("setup-measure"));
        for (kind, id) in [
            (InstrumentKind::Tape, "setup-tape"),
            (InstrumentKind::Protractor, "setup-protractor"),
            (InstrumentKind::Gate, "setup-gate"),
        ] {
            if ui.button(t.get(id)).on_hover_text(t.hint(id)).clicked() {
                ask(bar.controls, EditRequest::Place(kind));
            }
        }
        ui.separator();
        ui.checkbox(&mut bar.settings.snap, t.get("setup-snap")).on_hover_text(t.hint("setup-snap"));
        let same_density = ui.checkbox(&mut bar.settings.same_density, t.get("setup-same-density"));
        same_density.on_hover_text(t.hint("setup-same-density"));
        ui.separator();
        if ui.button(t.get("setup-new-scene")).on_hover_text(t.hint("setup-new-scene")).clicked() {
            ask(bar.controls, EditRequest::NewScene);
        }
        if ui.button(t.get("setup-save")).on_hover_text(t.hint("setup-save")).clicked() {
            bar.controls.requests.push(Request::SaveScene(SaveWhat::Now));
        }
    });
}

/// Delete and Duplicate for the selected body, Undo and Redo with the edits' counts.
fn edit_buttons(ui: &mut egui::Ui, bar: &mut SetUpBar, t: &Texts) {
    let ask = |controls: &mut AppControls, request: EditRequest| controls.requests.push(Request::Edit(request));
    ui.add_enabled_ui(bar.selected, |ui| {
        if ui.button(t.get("setup-delete")).on_hover_text(t.hint("setup-delete")).clicked() {
            ask(bar.controls, EditRequest::Delete);
        }
        if ui.button(t.get("setup-duplicate")).on_hover_text(t.hint("setup-duplicate")).clicked() {
            ask(bar.controls, EditRequest::Duplicate);
        }
    });
    let undo = ui.add_enabled(bar.undo_count > 0, egui::Button::new(t.get("setup-undo")));
    if undo.on_hover_text(t.with("setup-undo-count", &[("count", bar.undo_count.into())])).clicked() {
        ask(bar.controls, EditRequest::Undo);
    }
    let redo = ui.add_enabled(bar.redo_count > 0, egui::Button::new(t.get("setup-redo")));
    if redo.on_hover_text(t.with("setup-redo-count", &[("count", bar.redo_count.into())])).clicked() {
        ask(bar.controls, EditRequest::Redo);
    }
}
