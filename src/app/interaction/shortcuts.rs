//! The keyboard's shortcuts for the panel's main switches, and the time scale they and the panel set.

use bevy::prelude::*;
use bevy::window::{MonitorSelection, PrimaryWindow, WindowMode};

use crate::app::state::controls::{AppControls, Request, limits};
use crate::app::state::tools::{MouseTool, SaveWhat};
use crate::physics::{PhysicsClock, PhysicsSettings};

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Update, (apply_time_scale, apply_shortcuts, toggle_full_screen).chain());
}

fn apply_time_scale(controls: Res<AppControls>, mut time: ResMut<Time<Virtual>>) {
    let scale = controls.time_scale.clamp(*limits::TIME_SCALE.start(), *limits::TIME_SCALE.end());
    if time.relative_speed() != scale {
        time.set_relative_speed(scale);
    }
}

/// Keyboard shortcuts for the panel's main switches.
pub(crate) fn apply_shortcuts(
    keys: Res<ButtonInput<KeyCode>>,
    egui_input: Res<bevy_egui::input::EguiWantsInput>,
    mut clock: ResMut<PhysicsClock>,
    mut settings: ResMut<PhysicsSettings>,
    mut controls: ResMut<AppControls>,
) {
    if egui_input.wants_any_keyboard_input() {
        return;
    }
    if keys.just_pressed(KeyCode::Space) {
        clock.paused = !clock.paused;
    }
    if keys.just_pressed(KeyCode::KeyN) && clock.paused {
        clock.queued_steps += 1;
    }
    if keys.just_pressed(KeyCode::Backspace) {
        controls.requests.push(Request::ResetScene);
    }
    // the teacher's lock holds gravity and detection against the keys too
    let locked = controls.lesson_lock.locked();
    if keys.just_pressed(KeyCode::KeyG) && !locked {
        settings.gravity_enabled = !settings.gravity_enabled;
    }
    if keys.just_pressed(KeyCode::KeyC) && !locked {
        settings.ccd_enabled = !settings.ccd_enabled;
    }
    let tool = tool_after_keys(&keys, controls.mouse_tool);
    if tool != controls.mouse_tool {
        controls.mouse_tool = tool;
    }
    if keys.any_just_pressed([KeyCode::KeyH, KeyCode::F1]) {
        controls.help_open = !controls.help_open;
    }
    if keys.just_pressed(KeyCode::Escape) {
        controls.gallery_open = !controls.gallery_open;
    }
    // Tab is the panels' own: it moves the keyboard's focus from control to control
    if keys.just_pressed(KeyCode::F10) {
        controls.panels_hidden = !controls.panels_hidden;
    }
    if keys.just_pressed(KeyCode::F11) {
        controls.requests.push(Request::ToggleFullScreen);
    }
    if keys.just_pressed(KeyCode::F12) {
        controls.requests.push(Request::SaveWindowPicture);
    }
    // as every editor saves: the scene as it is now, to the file the panel's box names
    if keys.just_pressed(KeyCode::KeyS) && keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]) {
        controls.requests.push(Request::SaveScene(SaveWhat::Now));
    }
}

/// The mouse's tool after M (push and grab in turn), J (string, rod, spring, hinge, weld in turn) and E (edit,
/// or back to push).
fn tool_after_keys(keys: &ButtonInput<KeyCode>, tool: MouseTool) -> MouseTool {
    if keys.just_pressed(KeyCode::KeyM) {
        return match tool {
            MouseTool::Push => MouseTool::Grab,
            MouseTool::Grab
            | MouseTool::String
            | MouseTool::Rod
            | MouseTool::Spring
            | MouseTool::Hinge
            | MouseTool::Weld
            | MouseTool::Edit => MouseTool::Push,
        };
    }
    if keys.just_pressed(KeyCode::KeyJ) {
        return match tool {
            MouseTool::Push | MouseTool::Grab | MouseTool::Edit => MouseTool::String,
            MouseTool::String => MouseTool::Rod,
            MouseTool::Rod => MouseTool::Spring,
            MouseTool::Spring => MouseTool::Hinge,
            MouseTool::Hinge => MouseTool::Weld,
            MouseTool::Weld => MouseTool::Push,
        };
    }
    if keys.just_pressed(KeyCode::KeyE) {
        return if tool == MouseTool::Edit { MouseTool::Push } else { MouseTool::Edit };
    }
    tool
}

/// F11 or the panel's button: the window fills the screen, or gives it back.
fn toggle_full_screen(mut controls: ResMut<AppControls>, mut window: Single<&mut Window, With<PrimaryWindow>>) {
    for _ in controls.take_requests(|r| *r == Request::ToggleFullScreen) {
        window.mode = match window.mode {
            WindowMode::Windowed => WindowMode::BorderlessFullscreen(MonitorSelection::Current),
            _ => WindowMode::Windowed,
        };
    }
}
