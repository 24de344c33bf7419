//! A recording file's text: read back with the line and field of anything wrong (values out of range, bodies
//! that are not finite, hashes that do not match the steps), and written as RON.

use std::path::Path;

use super::file::{FileChange, RecordingFile};
use crate::language::Sentence;
use crate::physics::PhysicsSettings;
use crate::scene::{SceneError, setting_problem};

/// Reads a recording, with the line and field of anything wrong.
pub fn load_recording(path: &Path) -> Result<RecordingFile, SceneError> {
    let text = crate::files::read_text(path)
        .map_err(|error| SceneError::Io { path: path.to_path_buf(), message: error.to_string() })?;
    let file: RecordingFile = ron::from_str(&text).map_err(|error| SceneError::Syntax {
        path: path.to_path_buf(),
        line: error.span.start.line,
        column: error.span.start.col,
        message: error.code.to_string(),
    })?;
    let invalid = |field: &str, message: Sentence| SceneError::Invalid {
        path: path.to_path_buf(),
        line: text.lines().position(|line| line.trim_start().starts_with(field)).map_or(0, |n| n + 1),
        body: None,
        field: field.to_owned(),
        message,
    };
    if !(file.dt.is_finite() && (1e-5..=0.1).contains(&file.dt)) {
        return Err(invalid("dt", Sentence::new("problem-recording-dt").with("got", file.dt.to_string())));
    }
    if !(1..=64).contains(&file.substeps) {
        return Err(invalid(
            "substeps",
            Sentence::new("problem-recording-substeps").with("got", file.substeps.to_string()),
        ));
    }
    let settings = file.settings.iter().chain(file.inputs.iter().filter_map(|input| match &input.change {
        FileChange::Settings(settings) => Some(settings),
        _ => None,
    }));
    if let Some(problem) = settings.filter_map(PhysicsSettings::out_of_range).next() {
        return Err(invalid("settings", setting_problem(&problem)));
    }
    let insane = |change: &FileChange| match change {
        FileChange::Body { state, .. } if !state.is_sane() => Some("problem-recording-body"),
        FileChange::Joint { state, .. } if !state.is_sane() => Some("problem-recording-joint"),
        _ => None,
    };
    if let Some((input, what)) = file.inputs.iter().find_map(|input| insane(&input.change).map(|what| (input, what))) {
        return Err(invalid("inputs", Sentence::new(what).with("step", input.after_step.to_string())));
    }
    if file.hashes.len() as u64 != file.steps + 1 {
        let problem = Sentence::new("problem-recording-hashes")
            .with("hashes", file.hashes.len().to_string())
            .with("steps", file.steps.to_string());
        return Err(invalid("hashes", problem));
    }
    Ok(file)
}

/// Writes a recording as RON (its folder made if need be).
pub fn save_recording(file: &RecordingFile, path: &Path) -> Result<(), String> {
    let text = ron::ser::to_string_pretty(file, ron::ser::PrettyConfig::default().compact_arrays(true))
        .map_err(|error| error.to_string())?;
    crate::files::write_bytes(path, (text + "\n").as_bytes())
        .map_err(|error| format!("cannot write {}: {error}", path.display()))
}
