//! Lessons: predict, watch, explain. A lesson file (RON, in `assets/lessons/`) opens scenes, changes them,
//! asks the class for a prediction, runs until something happens, pauses there and reveals measured values
//! beside the prediction. The app plays a lesson on its card; `lesson check` plays it headless.

mod check;
mod error;
mod format;
mod lesson_words;
mod load;
mod measure;
mod spans;
mod watch;

pub use check::{StepResult, apply_change, play_lesson};
pub use error::LessonError;
pub use format::{
    Axis, Change, LessonFile, LessonTexts, Measure, OverlayName, Prediction, Show, StepFile, StepTexts, Trigger,
};
pub use lesson_words::{LessonWords, StepWords};
pub use load::{DEFAULT_WITHIN, Lesson, Step, load_lesson, parse_lesson, resolve_scene};
pub use measure::{Measured, measure};
pub use watch::{Outcome, Run, Watch, entity_named, start_run, watch_scene};

/// The watch on a lesson's runs, for an app that plays lessons.
pub use watch::plugin as watch_plugin;
