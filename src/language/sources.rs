//! The translation files, built into the program (the page downloads them with it): one Fluent file an area
//! of the app, the same areas in every language.

use super::spoken::Language;

/// One language's files, in the order of the areas.
macro_rules! language_files {
    ($code:literal: $($area:literal),*) => {
        &[$(include_str!(concat!("../../assets/lang/", $code, "/", $area, ".ftl"))),*]
    };
}

/// The areas, and every language's files of them.
macro_rules! catalogue {
    ($($area:literal),*) => {
        /// The areas of the app, each a file `assets/lang/LANG/AREA.ftl` in every language.
        pub const AREAS: &[&str] = &[$($area),*];

        /// The text of `language`'s files, one an area.
        pub(super) fn sources(language: Language) -> &'static [&'static str] {
            match language {
                Language::English => language_files!("en": $($area),*),
                Language::Spanish => language_files!("es": $($area),*),
                Language::French => language_files!("fr": $($area),*),
                Language::German => language_files!("de": $($area),*),
                Language::Portuguese => language_files!("pt": $($area),*),
            }
        }
    };
}

catalogue!(
    "toolbar",
    "controls",
    "help",
    "physics",
    "panels",
    "setup",
    "bodies",
    "graphs",
    "tables",
    "lessons",
    "gallery",
    "describe",
    "inspector",
    "problems"
);
