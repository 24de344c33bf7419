//! The lessons the gallery offers: every lesson file of the lessons folder, read once, with its title, what it
//! teaches and its first scene (for the picture) in every language it gives, or why it cannot be read.

use std::path::{Path, PathBuf};

use bevy::prelude::*;

use crate::app::session::scene_library::{asset_dir, scene_dir};
use crate::files::{read_text, ron_files};
use crate::language::{Language, Texts};
use crate::lesson::{Lesson, LessonError, load_lesson};

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

/// One lesson file: the lesson (its title, what it teaches, its first scene for the picture), or why it cannot
/// be read.
#[derive(Clone, Debug)]
pub struct LessonEntry {
    pub path: PathBuf,
    pub lesson: Result<Lesson, LessonError>,
}

impl LessonEntry {
    /// Its title in `language`; the file's name when it cannot be read.
    pub fn title(&self, language: Language) -> String {
        match &self.lesson {
            Ok(lesson) => lesson.words(language).title().to_owned(),
            Err(_) => self.path.file_stem().map_or_else(String::new, |stem| stem.to_string_lossy().into_owned()),
        }
    }

    /// What it teaches in `t`'s language, or why it cannot be read.
    pub fn description(&self, t: &Texts) -> String {
        match &self.lesson {
            Ok(lesson) => lesson.words(t.language()).description().to_owned(),
            Err(error) => error.said(t),
        }
    }

    /// The scene its first step opens.
    pub fn first_scene(&self) -> Option<&Path> {
        let first = self.lesson.as_ref().ok()?.steps.first()?;
        first.scene.as_ref().map(|(path, _)| path.as_path())
    }
}

impl LessonLibrary {
    /// Reads every lesson in `dir`, in file-name order.
    pub fn scan(dir: &Path) -> LessonLibrary {
        let entries =
            ron_files(dir).into_iter().map(|path| LessonEntry { lesson: load_lesson(&path, &scene_dir()), path });
        LessonLibrary { entries: entries.collect() }
    }
}

/// Whether the file at `path` is a lesson (it has a title and steps) rather than a scene.
pub fn is_lesson(path: &Path) -> bool {
    read_text(path).is_ok_and(|text| text.contains("title:") && text.contains("steps:"))
}
