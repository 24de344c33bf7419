//! Setting a scene up by hand: the set-up tool's drags (move a body, aim it by its velocity arrow), the
//! palette's pieces, delete and duplicate, a new scene, and undo and redo for every edit.

pub mod drag_plane;
pub mod edit_gesture;
pub mod pieces;
pub mod set_up_handles;
pub mod set_up_marks;
pub mod set_up_tool;
pub mod shape_handles;
pub mod undo;

use bevy::prelude::*;
use bevy_egui::input::EguiWantsInput;

use crate::app::state::controls::{AppControls, Request};
use crate::app::state::tools::{EditRequest, InstrumentKind};

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((set_up_edits, set_up_tool::plugin))
        .add_systems(Update, edit_keys.before(pieces::carry_out_edit_requests));
}

/// What the set-up needs without a window: the palette's, delete's, duplicate's and undo's requests carried
/// out, and every edit made while paused kept for undo.
pub fn set_up_edits(app: &mut App) {
    app.init_resource::<undo::EditHistory>()
        .init_resource::<undo::TouchedThisFrame>()
        .init_resource::<crate::app::instruments::tools::Instruments>()
        .add_systems(Update, pieces::carry_out_edit_requests)
        .add_systems(Last, (undo::notice_touches, undo::keep_edits).chain());
}

/// Ctrl+Z undoes, Ctrl+Y (or Ctrl+Shift+Z) redoes, Delete deletes the selected body and Ctrl+D duplicates it;
/// T puts a tape on the bench, A a protractor (an angle), L a light gate.
fn edit_keys(keys: Res<ButtonInput<KeyCode>>, egui_input: Res<EguiWantsInput>, mut controls: ResMut<AppControls>) {
    // a text field being typed in has its own undo
    if egui_input.wants_any_keyboard_input() {
        return;
    }
    // a chord typed within one frame (a slow frame) has its modifier already let go
    let held = |pair: [KeyCode; 2]| keys.any_pressed(pair) || keys.any_just_released(pair);
    let ctrl = held([KeyCode::ControlLeft, KeyCode::ControlRight]);
    let shift = held([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    let asked = if ctrl && keys.just_pressed(KeyCode::KeyZ) {
        Some(if shift { EditRequest::Redo } else { EditRequest::Undo })
    } else if ctrl && keys.just_pressed(KeyCode::KeyY) {
        Some(EditRequest::Redo)
    } else if ctrl && keys.just_pressed(KeyCode::KeyD) {
        Some(EditRequest::Duplicate)
    } else if keys.just_pressed(KeyCode::Delete) {
        Some(EditRequest::Delete)
    } else if ctrl {
        None
    } else if keys.just_pressed(KeyCode::KeyT) {
        Some(EditRequest::Place(InstrumentKind::Tape))
    } else if keys.just_pressed(KeyCode::KeyA) {
        Some(EditRequest::Place(InstrumentKind::Protractor))
    } else if keys.just_pressed(KeyCode::KeyL) {
        Some(EditRequest::Place(InstrumentKind::Gate))
    } else {
        None
    };
    controls.requests.extend(asked.map(Request::Edit));
}
