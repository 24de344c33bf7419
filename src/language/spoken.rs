//! The languages the sandbox speaks, how tags and options name them, and which the user prefers.

/// A language the sandbox speaks completely.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Language {
    #[default]
    English,
    Spanish,
    French,
    German,
    Portuguese,
}

impl Language {
    pub const ALL: [Language; 5] =
        [Language::English, Language::Spanish, Language::French, Language::German, Language::Portuguese];

    /// Its two-letter code (ISO 639-1), as `--lang`, `?lang=` and the files' folders name it.
    pub fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::Spanish => "es",
            Language::French => "fr",
            Language::German => "de",
            Language::Portuguese => "pt",
        }
    }

    /// Its name in itself, as the language menu lists it.
    pub fn own_name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::Spanish => "Español",
            Language::French => "Français",
            Language::German => "Deutsch",
            Language::Portuguese => "Português",
        }
    }

    /// Whether it writes a decimal comma (3,5 m/s) rather than a point.
    pub fn decimal_comma(self) -> bool {
        self != Language::English
    }

    /// The language a tag names: `de`, `pt-BR`, `fr_CA.UTF-8`, `ES`; `None` for one the sandbox does not speak.
    pub fn from_tag(tag: &str) -> Option<Language> {
        let primary = tag.split(['-', '_', '.', '@']).next()?.to_ascii_lowercase();
        Language::ALL.into_iter().find(|language| language.code() == primary)
    }

    /// The first of the user's preferred languages (the system's, or the browser's in a page) that the sandbox
    /// speaks; English if none.
    pub fn preferred() -> Language {
        preferred_tags().iter().find_map(|tag| Language::from_tag(tag)).unwrap_or_default()
    }
}

/// The user's languages, most preferred first: the system's locales on the desktop.
#[cfg(not(target_arch = "wasm32"))]
fn preferred_tags() -> Vec<String> {
    sys_locale::get_locales().collect()
}

/// The user's languages, most preferred first: the browser's (`navigator.languages`).
#[cfg(target_arch = "wasm32")]
fn preferred_tags() -> Vec<String> {
    let Some(window) = web_sys::window() else {
        return Vec::new();
    };
    let languages = window.navigator().languages();
    languages.iter().filter_map(|tag| tag.as_string()).collect()
}

/// Parses `--lang`'s value.
pub fn parse_language(text: &str) -> Result<Language, String> {
    Language::from_tag(text).ok_or_else(|| {
        let codes: Vec<&str> = Language::ALL.iter().map(|language| language.code()).collect();
        format!("`{text}` is not a language the sandbox speaks: one of {}", codes.join(", "))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_name_languages_whatever_their_region_and_case() {
        assert_eq!(Language::from_tag("pt-BR"), Some(Language::Portuguese));
        assert_eq!(Language::from_tag("de_DE.UTF-8"), Some(Language::German));
        assert_eq!(Language::from_tag("FR"), Some(Language::French));
        assert_eq!(Language::from_tag("es"), Some(Language::Spanish));
        assert_eq!(Language::from_tag("it-IT"), None);
        assert_eq!(Language::from_tag(""), None);
        assert!(parse_language("xx").unwrap_err().contains("en, es, fr, de, pt"));
    }
}
