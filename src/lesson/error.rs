//! What goes wrong when reading a lesson, said so the teacher who wrote it can fix the file, in the language of
//! the app.

use std::fmt;
use std::path::PathBuf;

use crate::language::{Sentence, Texts};
use crate::scene::{syntax_error, unread_file};

/// A lesson file that could not be used, with where and why.
#[derive(Clone, Debug)]
pub enum LessonError {
    /// The file could not be read.
    Io { path: PathBuf, message: String },
    /// Not valid RON for the lesson format: a typo, an unknown field, trigger or value, a missing field.
    Syntax { path: PathBuf, line: usize, column: usize, message: String },
    /// The file parses but a value makes no sense: an unknown body, a scene that cannot be opened, a NaN.
    Invalid { path: PathBuf, line: usize, step: Option<usize>, field: String, message: Sentence },
}

impl LessonError {
    /// The error in `t`'s language: the file and line, the step and field, and what is wrong (a file's syntax
    /// and the system's words on a file it cannot read come as their reader wrote them).
    pub fn said(&self, t: &Texts) -> String {
        self.sentence().said(t)
    }

    /// The error as a sentence, to be said later.
    pub fn sentence(&self) -> Sentence {
        match self {
            LessonError::Io { path, message } => unread_file(path, message),
            LessonError::Syntax { path, line, column, message } => {
                syntax_error(&format!("{}:{line}:{column}", path.display()), message)
            }
            LessonError::Invalid { path, line, step, field, message } => {
                let sentence = match step {
                    Some(step) => Sentence::new("file-step-field").with("step", step.to_string()),
                    None => Sentence::new("file-field"),
                };
                sentence
                    .with("place", format!("{}:{line}", path.display()))
                    .with("field", field.clone())
                    .with_sentence("problem", message.clone())
            }
        }
    }
}

/// In English: for the command line, the logs and the tests.
impl fmt::Display for LessonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.said(&Texts::english()))
    }
}

impl std::error::Error for LessonError {}
