//! What goes wrong when reading a lesson, said so the teacher who wrote it can fix the file.

use std::fmt;
use std::path::PathBuf;

/// A lesson file that could not be used, with where and why.
#[derive(Debug)]
pub enum LessonError {
    /// The file could not be read.
    Io { path: PathBuf, message: String },
    /// Not valid RON for the lesson format: a typo, an unknown field, trigger or value, a missing field.
    Syntax { path: PathBuf, line: usize, column: usize, message: String },
    /// The file parses but a value makes no sense: an unknown body, a scene that cannot be opened, a NaN.
    Invalid { path: PathBuf, line: usize, step: Option<usize>, field: String, message: String },
}

impl fmt::Display for LessonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LessonError::Io { path, message } => write!(f, "{}: cannot read: {message}", path.display()),
            LessonError::Syntax { path, line, column, message } => {
                write!(f, "{}:{line}:{column}: {message}", path.display())
            }
            LessonError::Invalid { path, line, step, field, message } => {
                write!(f, "{}:{line}: ", path.display())?;
                if let Some(step) = step {
                    write!(f, "step {step}, ")?;
                }
                write!(f, "field `{field}`: {message}")
            }
        }
    }
}

impl std::error::Error for LessonError {}
