//! What goes wrong when loading a scene, said so a teacher can fix the file, in the language of the app.

use std::fmt;
use std::path::{Path, PathBuf};

use crate::language::{Sentence, Texts};
use crate::physics::OutOfRange;

/// A scene file that could not be used, with where and why.
#[derive(Clone, Debug)]
pub enum SceneError {
    /// The file could not be read.
    Io { path: PathBuf, message: String },
    /// The file is not valid RON for the scene format: a typo, an unknown field or shape, a missing field.
    Syntax { path: PathBuf, line: usize, column: usize, message: String },
    /// The file parses but a value makes no sense (NaN, a negative radius, a zero mass, a duplicate name).
    Invalid { path: PathBuf, line: usize, body: Option<String>, field: String, message: Sentence },
}

impl SceneError {
    /// The error in `t`'s language: the file and line, the body and field, and what is wrong (a file's syntax
    /// and the system's words on a file it cannot read come as their reader wrote them).
    pub fn said(&self, t: &Texts) -> String {
        self.sentence().said(t)
    }

    /// The error as a sentence, to be said later or inside another.
    pub fn sentence(&self) -> Sentence {
        match self {
            SceneError::Io { path, message } => unread_file(path, message),
            SceneError::Syntax { path, line, column, message } => {
                syntax_error(&format!("{}:{line}:{column}", path.display()), message)
            }
            SceneError::Invalid { path, line, body, field, message } => {
                let place = format!("{}:{line}", path.display());
                let sentence = match body.as_deref().filter(|name| !name.trim().is_empty()) {
                    Some(body) => Sentence::new("file-body-field").with("body", body.to_owned()),
                    None => Sentence::new("file-field"),
                };
                sentence.with("place", place).with("field", field.clone()).with_sentence("problem", message.clone())
            }
        }
    }
}

/// A file the system would not read, with the system's words on why.
pub fn unread_file(path: &Path, message: &str) -> Sentence {
    Sentence::new("file-unread").with("file", path.display().to_string()).with("error", message.to_owned())
}

/// A file that is not the format's text, at `place` (file:line:column), in the reader's words.
pub fn syntax_error(place: &str, message: &str) -> Sentence {
    Sentence::new("file-syntax").with("place", place.to_owned()).with("error", message.to_owned())
}

/// A setting out of its range, in words.
pub fn setting_problem(problem: &OutOfRange) -> Sentence {
    Sentence::new("problem-setting-outside")
        .with("setting", problem.setting)
        .with("value", problem.value.clone())
        .with("low", problem.low.clone())
        .with("high", problem.high.clone())
}

/// In English: for the command line, the logs and the tests.
impl fmt::Display for SceneError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.said(&Texts::english()))
    }
}

impl std::error::Error for SceneError {}
