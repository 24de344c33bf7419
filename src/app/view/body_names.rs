//! What the bodies of the scene on screen are called in the chosen language, for every panel and label that
//! names one. Bodies keep their file names (lessons, recordings and saved scenes refer to them so); only what is
//! shown is translated. Kept in the panel's context like the words.

use std::borrow::Cow;
use std::sync::Arc;

use bevy_egui::egui;

use crate::language::Language;
use crate::scene::{Scene, SceneTexts};

/// The scene's names for its bodies in the chosen language (none: the file's names).
#[derive(Clone, Debug, Default)]
pub struct BodyNames(Arc<SceneTexts>);

impl BodyNames {
    /// `scene`'s names for its bodies in `language`.
    pub fn of_scene(scene: &Scene, language: Language) -> Self {
        BodyNames(Arc::new(scene.translations.get(language.code()).cloned().unwrap_or_default()))
    }

    /// The names the panel's context carries (the file's names if none were given to it).
    pub fn of(ctx: &egui::Context) -> BodyNames {
        ctx.data(|data| data.get_temp::<BodyNames>(names_id())).unwrap_or_default()
    }

    /// Gives these names to the panel's context, for every panel drawn from now on.
    pub fn share(self, ctx: &egui::Context) {
        ctx.data_mut(|data| data.insert_temp(names_id(), self));
    }

    /// What the body named `name` in the scene's file is called.
    pub fn shown<'n>(&self, name: &'n str) -> Cow<'n, str> {
        self.0.body(name)
    }
}

fn names_id() -> egui::Id {
    egui::Id::new("collision-sandbox body names")
}
