//! What goes wrong when loading a scene, said so a teacher can fix the file.

use std::fmt;
use std::path::PathBuf;

/// A scene file that could not be used, with where and why.
#[derive(Debug)]
pub enum SceneError {
    /// The file could not be read.
    Io { path: PathBuf, message: String },
    /// The file is not valid RON for the scene format: a typo, an unknown field or shape, a missing field.
    Syntax { path: PathBuf, line: usize, column: usize, message: String },
    /// The file parses but a value makes no sense (NaN, a negative radius, a zero mass, a duplicate name).
    Invalid { path: PathBuf, line: usize, body: Option<String>, field: String, message: String },
}

impl fmt::Display for SceneError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SceneError::Io { path, message } => write!(f, "{}: cannot read: {message}", path.display()),
            SceneError::Syntax { path, line, column, message } => {
                write!(f, "{}:{line}:{column}: {message}", path.display())
            }
            SceneError::Invalid { path, line, body, field, message } => {
                write!(f, "{}:{line}: ", path.display())?;
                if let Some(body) = body.as_deref().filter(|name| !name.trim().is_empty()) {
                    write!(f, "body \"{body}\", ")?;
                }
                write!(f, "field `{field}`: {message}")
            }
        }
    }
}

impl std::error::Error for SceneError {}
