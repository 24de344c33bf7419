//! Helpers of the lesson tests: a catalogue lesson played headless, and the values its steps measured.
#![allow(dead_code)]

use std::path::{Path, PathBuf};

use collision_sandbox::lesson::{Outcome, StepResult, load_lesson, play_lesson};

pub const DT: f32 = 1.0 / 60.0;
pub const G: f32 = 9.81;

pub fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

pub fn catalogue() -> PathBuf {
    root().join("assets/scenes")
}

/// Plays `assets/lessons/NAME.ron` and returns each step's result.
pub fn play(name: &str) -> Vec<StepResult> {
    let lesson = load_lesson(&root().join("assets/lessons").join(name), &catalogue())
        .unwrap_or_else(|error| panic!("{name}: {error}"));
    play_lesson(&lesson).unwrap_or_else(|error| panic!("{name}: {error}"))
}

/// The value measured as `what` in a step.
pub fn value(step: &StepResult, what: &str) -> f32 {
    let found = step.measured.iter().find(|measured| measured.what == what);
    found.unwrap_or_else(|| panic!("step {} measured no {what}: {:?}", step.number, step.measured)).value
}

pub fn fired_step(step: &StepResult) -> u64 {
    match step.outcome {
        Some(Outcome::Fired { step }) => step,
        other => panic!("step {} did not fire: {other:?}", step.number),
    }
}

pub fn close(actual: f32, expected: f32, tolerance: f32, what: &str) {
    assert!((actual - expected).abs() <= tolerance, "{what}: {actual}, expected {expected} ± {tolerance}");
}

/// The step whose end first reaches time `t` (s).
pub fn step_at(t: f32) -> u64 {
    (t / DT).ceil() as u64
}
