//! The set-up bar under the toolbar while the set-up tool (or a joint tool) is chosen: the palette (a sphere, a box, a wall, a
//! ramp; strings and springs through their tools), delete and duplicate, undo and redo, the snap, a new scene
//! and saving it.

use bevy_egui::egui;

use crate::app::editing::edit_gesture::EditSettings;
use crate::app::state::controls::{AppControls, Request};
use crate::app::state::tools::{EditRequest, InstrumentKind, MouseTool, Piece, SaveWhat};

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
    ui.horizontal_wrapped(|ui| {
        ui.label("Add");
        for (piece, label, hover) in [
            (Piece::Sphere, "Sphere", "A ball of the panel's size and density"),
            (Piece::Box, "Box", "A cube of the panel's size and density"),
            (Piece::Wall, "Wall", "A fixed wall, 2 m high"),
            (Piece::Ramp, "Ramp", "A fixed ramp at 20°, its low end on the floor"),
        ] {
            if ui.button(label).on_hover_text(hover).clicked() {
                ask(bar.controls, EditRequest::Add(piece));
            }
        }
        let tool = &mut bar.controls.mouse_tool;
        let then = "Click a body, then another body or a point";
        ui.selectable_value(tool, MouseTool::String, "String").on_hover_text(then);
        ui.selectable_value(tool, MouseTool::Rod, "Rod").on_hover_text(then);
        ui.selectable_value(tool, MouseTool::Spring, "Spring").on_hover_text(then);
        ui.selectable_value(tool, MouseTool::Edit, "Move & aim").on_hover_text("Drag a body; drag its arrow's ring");
        ui.separator();
        edit_buttons(ui, bar);
        ui.label("Measure");
        for (kind, label, hover) in [
            (InstrumentKind::Tape, "Tape", "A measuring tape: drag its ends"),
            (InstrumentKind::Protractor, "Protractor", "Drag its vertex and its arms' ends"),
            (InstrumentKind::Gate, "Gate", "A photogate: times each body through it; two give the speed between"),
        ] {
            if ui.button(label).on_hover_text(hover).clicked() {
                ask(bar.controls, EditRequest::Place(kind));
            }
        }
        ui.separator();
        ui.checkbox(&mut bar.settings.snap, "Snap")
            .on_hover_text("To the grid's tenths, speeds to 0.1 m/s, angles to 5°");
        let density = "Resizing keeps the density: a ball twice as wide is 8 times as heavy. Off: it keeps its mass";
        ui.checkbox(&mut bar.settings.same_density, "Same density").on_hover_text(density);
        ui.separator();
        if ui.button("New scene").on_hover_text("An empty room with a floor").clicked() {
            ask(bar.controls, EditRequest::NewScene);
        }
        if ui.button("Save").on_hover_text("To the file the controls' Scene file box names (Ctrl+S)").clicked() {
            bar.controls.requests.push(Request::SaveScene(SaveWhat::Now));
        }
    });
}

/// Delete and Duplicate for the selected body, Undo and Redo with the edits' counts.
fn edit_buttons(ui: &mut egui::Ui, bar: &mut SetUpBar) {
    let ask = |controls: &mut AppControls, request: EditRequest| controls.requests.push(Request::Edit(request));
    ui.add_enabled_ui(bar.selected, |ui| {
        if ui.button("Delete").on_hover_text("The selected body and its joints (Delete)").clicked() {
            ask(bar.controls, EditRequest::Delete);
        }
        if ui.button("Duplicate").on_hover_text("A copy beside the selected body (Ctrl+D)").clicked() {
            ask(bar.controls, EditRequest::Duplicate);
        }
    });
    let undo = ui.add_enabled(bar.undo_count > 0, egui::Button::new("Undo"));
    if undo.on_hover_text(format!("{} edits (Ctrl+Z)", bar.undo_count)).clicked() {
        ask(bar.controls, EditRequest::Undo);
    }
    let redo = ui.add_enabled(bar.redo_count > 0, egui::Button::new("Redo"));
    if redo.on_hover_text(format!("{} edits (Ctrl+Y)", bar.redo_count)).clicked() {
        ask(bar.controls, EditRequest::Redo);
    }
}
