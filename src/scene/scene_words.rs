//! A scene's words in the languages its file gives (`translations: {"es": (name: …)}`): its name, its
//! description and what its bodies are called, each falling back to the file's own English where a
//! translation lacks it.

use std::borrow::Cow;
use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::language::{Language, Sentence};

/// A scene's words in one language.
#[derive(Deserialize, Serialize, Clone, Debug, Default, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct SceneTexts {
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub name: String,
    /// What the scene teaches (the English is the comment the file opens with).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub description: String,
    /// What the bodies are called, by their names in the file: a whole name (`"left"`), or the words of a
    /// name before its last word when that has a digit (`"ball"` for "ball 7", `"ramp"` for "ramp 35°").
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub bodies: BTreeMap<String, String>,
}

/// A scene's (or a lesson's) translations by language code (`"es"`).
pub type Translations<T> = BTreeMap<String, T>;

/// A scene's words in one language, English where the translation has none.
#[derive(Clone, Copy, Debug)]
pub struct SceneWords<'a> {
    name: &'a str,
    description: &'a str,
    texts: Option<&'a SceneTexts>,
}

impl<'a> SceneWords<'a> {
    /// The words of a scene named `name` and described by `description` in English, in `language`.
    pub fn new(
        name: &'a str,
        description: &'a str,
        translations: &'a Translations<SceneTexts>,
        language: Language,
    ) -> Self {
        SceneWords { name, description, texts: translations.get(language.code()) }
    }

    pub fn name(&self) -> &'a str {
        self.texts.map(|texts| texts.name.as_str()).filter(|name| !name.is_empty()).unwrap_or(self.name)
    }

    pub fn description(&self) -> &'a str {
        let translated = self.texts.map(|texts| texts.description.as_str());
        translated.filter(|description| !description.is_empty()).unwrap_or(self.description)
    }

    /// What the body named `name` in the file is called.
    pub fn body<'n>(&self, name: &'n str) -> Cow<'n, str>
    where
        'a: 'n,
    {
        match self.texts {
            Some(texts) => texts.body(name),
            None => Cow::Borrowed(name),
        }
    }

    /// Whether the language has a translation at all (English always has).
    pub fn translated(&self) -> bool {
        self.texts.is_some()
    }

    /// What the translation lacks, in the file's terms (`name`, `description`, `body "left"`); empty when
    /// the scene is wholly translated. `bodies` are the names of the scene's bodies.
    pub fn missing<'n>(&self, bodies: impl Iterator<Item = &'n str>) -> Vec<String> {
        let Some(texts) = self.texts else { return vec!["every text".to_owned()] };
        let mut missing = Vec::new();
        if texts.name.is_empty() {
            missing.push("name".to_owned());
        }
        if texts.description.is_empty() && !self.description.is_empty() {
            missing.push("description".to_owned());
        }
        for name in bodies.filter(|name| has_words(name)) {
            if texts.translated_body(name).is_none() {
                missing.push(format!("body \"{name}\""));
            }
        }
        missing
    }
}

impl SceneTexts {
    /// What these texts call the body named `name` in the file: its whole name translated, else its stem
    /// before a last word with a digit ("bola 7" for "ball 7"), else its name as the file writes it.
    pub fn body<'n>(&self, name: &'n str) -> Cow<'n, str> {
        self.translated_body(name).map_or(Cow::Borrowed(name), Cow::Owned)
    }

    /// The body's name translated, if these texts name it (whole or by its stem).
    fn translated_body(&self, name: &str) -> Option<String> {
        if let Some(whole) = self.bodies.get(name) {
            return Some(whole.clone());
        }
        let (stem, last) = numbered_stem(name)?;
        self.bodies.get(stem).map(|stem| format!("{stem} {last}"))
    }
}

/// A name's words before its last word, when that has a digit, and the last word: ("ball", "7") for "ball 7".
pub fn numbered_stem(name: &str) -> Option<(&str, &str)> {
    name.rsplit_once(' ').filter(|(_, last)| last.chars().any(|c| c.is_ascii_digit()))
}

/// Whether a name or a unit says something in words (a word of three letters or more) and so wants a
/// translation; "e = 0.5", "1 kg" and "m/s" read the same in every language.
pub fn has_words(name: &str) -> bool {
    name.split(|c: char| !c.is_alphabetic()).any(|word| word.chars().count() >= 3)
}

/// Whether `code` can key a translation: a language's two-letter code other than English, whose texts are
/// the file's own.
pub fn translation_code_problem(code: &str) -> Option<Sentence> {
    if code == "en" {
        return Some(Sentence::new("problem-translation-english"));
    }
    let two_letters = code.len() == 2 && code.chars().all(|c| c.is_ascii_lowercase());
    (!two_letters).then(|| Sentence::new("problem-translation-code").with("code", code.to_owned()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spanish() -> Translations<SceneTexts> {
        let bodies = [("left", "izquierda"), ("ball", "bola"), ("row 1 box", "fila 1 caja")];
        let bodies = bodies.into_iter().map(|(a, b)| (a.to_owned(), b.to_owned())).collect();
        let texts = SceneTexts { name: "Choque".into(), description: String::new(), bodies };
        BTreeMap::from([("es".to_owned(), texts)])
    }

    #[test]
    fn a_body_is_called_by_its_whole_name_or_its_stem_and_number_else_as_in_the_file() {
        let translations = spanish();
        let words = SceneWords::new("Head-on", "Two balls.", &translations, Language::Spanish);
        assert_eq!(words.body("left"), "izquierda");
        assert_eq!(words.body("ball 17"), "bola 17");
        assert_eq!(words.body("row 1 box 3"), "fila 1 caja 3");
        assert_eq!(words.body("ball"), "bola");
        assert_eq!(words.body("wall"), "wall");
        assert_eq!(words.body("balls 2"), "balls 2");
        assert_eq!(words.name(), "Choque");
        assert_eq!(words.description(), "Two balls.", "the English where the translation has none");
        let missing = words.missing(["left", "ball 2", "wall", "e = 0.5", "1 kg"].into_iter());
        assert_eq!(missing, ["description", "body \"wall\""]);
    }

    #[test]
    fn a_language_without_a_translation_reads_the_file_s_english() {
        let translations = spanish();
        let words = SceneWords::new("Head-on", "Two balls.", &translations, Language::German);
        assert!(!words.translated());
        assert_eq!((words.name(), words.body("left")), ("Head-on", Cow::Borrowed("left")));
        assert_eq!(words.missing(std::iter::empty()), ["every text"]);
    }

    #[test]
    fn translations_are_keyed_by_two_letter_codes_other_than_english() {
        assert!(translation_code_problem("es").is_none());
        assert!(translation_code_problem("en").is_some());
        assert!(translation_code_problem("esp").is_some());
        assert!(translation_code_problem("ES").is_some());
    }
}
