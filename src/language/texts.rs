//! One language's words: its Fluent messages, with English beneath for any it lacks.

use std::borrow::Cow;
use std::sync::{Arc, OnceLock};

use bevy::prelude::Resource;
use bevy_egui::egui;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

use super::numbers;
use super::sources::sources;
use super::spoken::Language;

type Bundle = FluentBundle<FluentResource>;

/// The words of one language: cheap to clone (shared), kept as a resource and in the panel's context.
#[derive(Clone, Resource)]
pub struct Texts {
    words: Arc<Words>,
}

struct Words {
    language: Language,
    bundle: Bundle,
    /// English, for a message the language lacks (none for English itself).
    english: Option<Texts>,
}

/// A value put into a message: text (a name, a number already written in the language), or a count, which
/// chooses the message's plural form.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg<'a> {
    Text(Cow<'a, str>),
    Count(i64),
}

impl<'a> From<&'a str> for Arg<'a> {
    fn from(text: &'a str) -> Self {
        Arg::Text(Cow::Borrowed(text))
    }
}

impl From<String> for Arg<'_> {
    fn from(text: String) -> Self {
        Arg::Text(Cow::Owned(text))
    }
}

impl From<usize> for Arg<'_> {
    fn from(count: usize) -> Self {
        Arg::Count(i64::try_from(count).unwrap_or(i64::MAX))
    }
}

impl From<u64> for Arg<'_> {
    fn from(count: u64) -> Self {
        Arg::Count(i64::try_from(count).unwrap_or(i64::MAX))
    }
}

impl From<u32> for Arg<'_> {
    fn from(count: u32) -> Self {
        Arg::Count(i64::from(count))
    }
}

impl Texts {
    /// `language`'s words (read once, then shared).
    pub fn of_language(language: Language) -> Texts {
        static LOADED: [OnceLock<Texts>; 5] = [const { OnceLock::new() }; 5];
        let slot = Language::ALL.iter().position(|each| *each == language).expect("every language is listed");
        LOADED[slot].get_or_init(|| Texts::read(language)).clone()
    }

    pub fn english() -> Texts {
        Texts::of_language(Language::English)
    }

    fn read(language: Language) -> Texts {
        let tag = language.code().parse().expect("a language's code is a tag");
        let mut bundle = Bundle::new_concurrent(vec![tag]);
        // no Unicode isolation marks around values: the panel's fonts would draw them as boxes
        bundle.set_use_isolating(false);
        for source in sources(language) {
            // the tests check every file parses and names each message once
            let resource = FluentResource::try_new(source.to_string()).unwrap_or_else(|(partial, _)| partial);
            bundle.add_resource_overriding(resource);
        }
        let english = (language != Language::English).then(Texts::english);
        Texts { words: Arc::new(Words { language, bundle, english }) }
    }

    pub fn language(&self) -> Language {
        self.words.language
    }

    /// The message `id`.
    pub fn get(&self, id: &str) -> String {
        self.with(id, &[])
    }

    /// The message `id` with its values.
    pub fn with(&self, id: &str, args: &[(&str, Arg)]) -> String {
        self.format(id, None, args)
    }

    /// The attribute `.hint` of the message `id`: what a control does, shown on hovering it.
    pub fn hint(&self, id: &str) -> String {
        self.format(id, Some("hint"), &[])
    }

    /// The line saying a scene's or a lesson's file (`id` says which) has no text in this language, so it is
    /// shown in English; `None` when it has, or the language is English.
    pub fn in_english(&self, id: &str, translated: bool) -> Option<String> {
        let language = self.words.language;
        (!translated && language != Language::English)
            .then(|| self.with(id, &[("language", language.own_name().into())]))
    }

    /// `value` with `decimals` digits after the language's decimal mark.
    pub fn number(&self, value: impl Into<f64>, decimals: usize) -> String {
        numbers::decimal(value.into(), decimals, self.words.language)
    }

    /// A vector's components with `decimals` digits: (1.50, 0.00, 2.00), or (1,50; 0,00; 2,00) where the
    /// comma is the decimal mark.
    pub fn vector(&self, vector: [f32; 3], decimals: usize) -> String {
        self.components(vector.map(|component| self.number(f64::from(component), decimals)))
    }

    /// A vector as [`Texts::vector`] writes it, each component with its sign: (+1.50, -0.25, +0.00).
    pub fn signed_vector(&self, vector: [f32; 3], decimals: usize) -> String {
        let language = self.words.language;
        self.components(vector.map(|component| numbers::signed(f64::from(component), decimals, language)))
    }

    fn components(&self, [x, y, z]: [String; 3]) -> String {
        let separator = self.separator();
        format!("({x}{separator}{y}{separator}{z})")
    }

    /// What parts a list of numbers: a comma, or a semicolon where the comma is the decimal mark.
    pub fn separator(&self) -> &'static str {
        if self.words.language.decimal_comma() { "; " } else { ", " }
    }

    /// `value` in as few digits as tell it exactly, with the language's decimal mark.
    pub fn shortest(&self, value: f32) -> String {
        numbers::shortest(value, self.words.language)
    }

    /// A message or one of its attributes; from English if this language lacks it, its id if English does.
    fn format(&self, id: &str, attribute: Option<&str>, args: &[(&str, Arg)]) -> String {
        let bundle = &self.words.bundle;
        let message = bundle.get_message(id);
        let pattern = match attribute {
            Some(name) => message.and_then(|message| message.get_attribute(name)).map(|found| found.value()),
            None => message.and_then(|message| message.value()),
        };
        let Some(pattern) = pattern else {
            return match &self.words.english {
                Some(english) => english.format(id, attribute, args),
                None => id.to_string(),
            };
        };
        let mut fluent_args = FluentArgs::with_capacity(args.len());
        for (name, value) in args {
            match value {
                Arg::Text(text) => fluent_args.set(*name, FluentValue::from(text.as_ref())),
                Arg::Count(count) => fluent_args.set(*name, FluentValue::from(*count)),
            }
        }
        let mut errors = Vec::new();
        bundle.format_pattern(pattern, Some(&fluent_args), &mut errors).into_owned()
    }

    /// The words a world keeps as its resource (English in a world without one: a test's, a headless run's).
    pub fn of_world(world: &bevy::prelude::World) -> Texts {
        world.get_resource::<Texts>().cloned().unwrap_or_else(Texts::english)
    }

    /// The words the panel's context carries (English if none were given to it).
    pub fn of(ctx: &egui::Context) -> Texts {
        ctx.data(|data| data.get_temp::<Texts>(texts_id())).unwrap_or_else(Texts::english)
    }

    /// Gives these words to the panel's context, for every panel drawn from now on.
    pub fn share(&self, ctx: &egui::Context) {
        ctx.data_mut(|data| data.insert_temp(texts_id(), self.clone()));
    }
}

fn texts_id() -> egui::Id {
    egui::Id::new("collision-sandbox texts")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_message_missing_in_a_language_comes_in_english() {
        let german = Texts::of_language(Language::German);
        assert_eq!(german.get("no-such-message"), "no-such-message");
        assert_eq!(german.language(), Language::German);
        assert_eq!(german.number(2.5, 1), "2,5");
    }
}
