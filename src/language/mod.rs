//! The languages the sandbox speaks. Every word the user sees comes from the Fluent files under `assets/lang/`
//! (one folder a language, one file an area of the app), built into the program; [`Texts`] reads them, the
//! chosen language first and English for anything it lacks, and [`numbers`] writes numbers as the language does.

pub mod fields;
pub mod numbers;
mod sentence;
mod sources;
mod spoken;
mod texts;

pub use sentence::Sentence;
pub use sources::AREAS;
pub use spoken::{Language, parse_language};
pub use texts::{Arg, Texts};
