//! A lesson by keyboard alone: the arrows and PageUp/PageDown (a clicker's keys) move through it, and the keys
//! 1 to 9 pick a choice's answer before the run.

use bevy::prelude::*;
use bevy_egui::input::EguiWantsInput;

use crate::app::session::lesson_player::{LessonPlayer, Phase};
use crate::app::state::controls::{AppControls, LessonMove, Request};
use crate::lesson::Prediction;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Update, lesson_keys);
}

/// The keys that pick a choice's first to ninth answer.
const ANSWER_KEYS: [KeyCode; 9] = [
    KeyCode::Digit1,
    KeyCode::Digit2,
    KeyCode::Digit3,
    KeyCode::Digit4,
    KeyCode::Digit5,
    KeyCode::Digit6,
    KeyCode::Digit7,
    KeyCode::Digit8,
    KeyCode::Digit9,
];

/// The arrows and PageUp/PageDown move through the lesson; 1 to 9 answer a choice while it is open.
pub(crate) fn lesson_keys(
    keys: Res<ButtonInput<KeyCode>>,
    egui_input: Res<EguiWantsInput>,
    mut player: ResMut<LessonPlayer>,
    mut controls: ResMut<AppControls>,
) {
    let Some(playing) = player.0.as_mut() else { return };
    if egui_input.wants_any_keyboard_input() {
        return;
    }
    if keys.any_just_pressed([KeyCode::ArrowRight, KeyCode::PageDown]) {
        controls.requests.push(Request::Lesson(LessonMove::Next));
    }
    if keys.any_just_pressed([KeyCode::ArrowLeft, KeyCode::PageUp]) {
        controls.requests.push(Request::Lesson(LessonMove::Back));
    }
    let options = match &playing.lesson.steps[playing.step].predict {
        Some(Prediction::Choice { options, .. }) if playing.phase == Phase::Ready => options.len(),
        _ => 0,
    };
    if let Some(choice) = ANSWER_KEYS.iter().take(options).position(|key| keys.just_pressed(*key)) {
        playing.answer.choice = Some(choice);
    }
}
