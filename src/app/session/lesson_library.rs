//! The lessons the gallery offers: every lesson file of the lessons folder, read once, with its title, what it
//! teaches and its first scene (for the picture), or why it cannot be read.

use std::path::{Path, PathBuf};

use bevy::prelude::*;

use crate::app::session::scene_library::{asset_dir, scene_dir};
use crate::files::{read_text, ron_files};
use crate::lesson::load_lesson;

/// Where the lessons are: `assets/lessons` under the working directory, or else under the source tree.
pub fn lesson_dir() -> PathBuf {
    asset_dir(LESSON_DIR)
}

/// The lessons folder, relative to the working directory.
pub const LESSON_DIR: &str = "assets/lessons";

/// The lessons the gallery offers.
#[derive(Resource, Clone, Debug, Default)]
pub struct LessonLibrary {
    pub entries: Vec<LessonEntry>,
}

/// One lesson file: its title, what it teaches and its first scene (for the picture), or why it cannot be read.
#[derive(Clone, Debug, PartialEq)]
pub struct LessonEntry {
    pub path: PathBuf,
    pub title: String,
    pub description: String,
    pub first_scene: Option<PathBuf>,
    pub error: Option<String>,
}

impl LessonLibrary {
    /// Reads every lesson in `dir`, in file-name order.
    pub fn scan(dir: &Path) -> LessonLibrary {
        let entries = ron_files(dir).into_iter().map(|path| match load_lesson(&path, &scene_dir()) {
            Ok(lesson) => LessonEntry {
                title: lesson.title,
                description: lesson.description,
                first_scene: lesson.steps.first().and_then(|step| step.scene.as_ref()).map(|(path, _)| path.clone()),
                error: None,
                path,
            },
            Err(error) => LessonEntry {
                title: path.file_stem().map_or_else(String::new, |stem| stem.to_string_lossy().into_owned()),
                description: String::new(),
                first_scene: None,
                error: Some(error.to_string()),
                path,
            },
        });
        LessonLibrary { entries: entries.collect() }
    }
}

/// Whether the file at `path` is a lesson (it has a title and steps) rather than a scene.
pub fn is_lesson(path: &Path) -> bool {
    read_text(path).is_ok_and(|text| text.contains("title:") && text.contains("steps:"))
}
