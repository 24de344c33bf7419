//! A set-up carried in a link: the scene on the screen (its bodies, joints and instrument) and the engine's
//! settings, written as a scene file, compressed and put in the page address's fragment (`#setup=…`), which a
//! browser never sends to a server. A link is text anyone can write, so reading one back checks everything a
//! scene file is checked for, and also how long it is, how far it inflates and how many bodies it holds.

use std::fmt;
use std::path::Path;

use data_encoding::BASE64URL_NOPAD;
use serde::{Deserialize, Serialize};

use crate::language::{Language, Sentence, Texts};
use crate::physics::{OutOfRange, PhysicsSettings};
use crate::recording::bytes_hash;
use crate::scene::ron_text::read_ron;
use crate::scene::{Scene, SceneError, parse_scene, scene_text, setting_problem};

/// The fragment's key: `#setup=…`.
pub const SETUP_KEY: &str = "setup";
/// The longest fragment a link may carry (characters): far above any hand-made set-up, well below what
/// browsers keep in an address.
pub const MAX_LINK_CHARS: usize = 256 * 1024;
/// The most text a link may inflate to (bytes): a compressed file that claims more is refused unread.
pub const MAX_TEXT_BYTES: usize = 4 * 1024 * 1024;
/// The most bodies a linked scene may hold.
pub const MAX_BODIES: usize = 10_000;

/// What a link holds, before the scene is checked.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct LinkFile {
    /// The settings that differ from the defaults, by name: a short link is a coarse QR code.
    settings: ron::Value,
    /// The scene file's text.
    scene: String,
}

/// `settings` as RON's map of field to value.
fn settings_map(settings: &PhysicsSettings) -> ron::Map {
    let text = ron::to_string(settings).unwrap_or_default();
    match ron::from_str::<ron::Value>(&text) {
        Ok(ron::Value::Map(map)) => map,
        _ => ron::Map::new(),
    }
}

/// The settings that differ from the defaults.
fn changed_settings(settings: &PhysicsSettings) -> ron::Value {
    let defaults = settings_map(&PhysicsSettings::default());
    let mut changed = settings_map(settings);
    changed.retain(|name, value| defaults.get(name) != Some(value));
    ron::Value::Map(changed)
}

/// The defaults with the link's changes: a name the settings do not have is refused.
fn linked_settings(changes: ron::Value) -> Result<PhysicsSettings, LinkError> {
    let ron::Value::Map(changes) = changes else {
        return Err(LinkError::Unreadable(Sentence::new("link-settings-not-listed")));
    };
    let mut settings = settings_map(&PhysicsSettings::default());
    for (name, value) in changes.iter() {
        if settings.insert(name.clone(), value.clone()).is_none() {
            let name = format!("{name:?}");
            return Err(LinkError::Unreadable(Sentence::new("link-unknown-setting").with("name", name)));
        }
    }
    ron::Value::Map(settings)
        .into_rust()
        .map_err(|error| LinkError::Unreadable(Sentence::new("link-settings-unread").with("error", error.to_string())))
}

/// A set-up read from a link.
#[derive(Clone, Debug)]
pub struct SharedSetUp {
    pub scene: Scene,
    pub settings: PhysicsSettings,
}

/// Why a link cannot be opened, said so that whoever sent it knows what to do.
#[derive(Debug)]
pub enum LinkError {
    /// Longer than [`MAX_LINK_CHARS`] (when made: the set-up is too large for a link).
    TooLong { chars: usize },
    /// Not the characters a link is written in, or not a compressed set-up: cut short or changed.
    Damaged,
    /// It inflates past [`MAX_TEXT_BYTES`].
    TooBig,
    /// Its text is not a set-up: the field and what is wrong.
    Unreadable(Sentence),
    /// Its scene is refused, as a scene file would be.
    Scene(SceneError),
    /// A setting out of range.
    Settings(OutOfRange),
    /// More bodies than [`MAX_BODIES`].
    TooManyBodies { bodies: usize },
}

impl LinkError {
    /// Why the link cannot be opened, in `t`'s language.
    pub fn said(&self, t: &Texts) -> String {
        self.sentence().said(t)
    }

    /// Why, as a sentence to be said later.
    pub fn sentence(&self) -> Sentence {
        match self {
            LinkError::TooLong { chars } => {
                Sentence::new("link-too-long").with("chars", chars.to_string()).with("most", MAX_LINK_CHARS.to_string())
            }
            LinkError::Damaged => Sentence::new("link-damaged"),
            LinkError::TooBig => Sentence::new("link-too-big").with("megabytes", (MAX_TEXT_BYTES >> 20).to_string()),
            LinkError::Unreadable(problem) => {
                Sentence::new("link-unreadable").with_sentence("problem", problem.clone())
            }
            LinkError::Scene(error) => Sentence::new("link-scene").with_sentence("error", error.sentence()),
            LinkError::Settings(problem) => {
                Sentence::new("link-settings").with_sentence("problem", setting_problem(problem))
            }
            LinkError::TooManyBodies { bodies } => Sentence::new("link-too-many-bodies")
                .with("bodies", bodies.to_string())
                .with("most", MAX_BODIES.to_string()),
        }
    }
}

/// The words of the RON reader, kept as it wrote them.
fn ron_words(message: String) -> Sentence {
    Sentence::new("link-reader-said").with("words", message)
}

/// In English: for the command line, the logs and the tests.
impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.said(&Texts::english()))
    }
}

impl std::error::Error for LinkError {}

/// The fragment (`setup=…`, without its `#`) that carries `scene` with `settings`. Of the scene's translations
/// it carries `language`'s alone, the one it is shared in: four would make it too long for a QR code.
pub fn setup_fragment(scene: &Scene, settings: &PhysicsSettings, language: Language) -> Result<String, LinkError> {
    let mut scene = scene.clone();
    scene.translations.retain(|code, _| code == language.code());
    let file = LinkFile { settings: changed_settings(settings), scene: scene_text(&scene) };
    let text = ron::to_string(&file).map_err(|error| LinkError::Unreadable(ron_words(error.to_string())))?;
    let packed = miniz_oxide::deflate::compress_to_vec(text.as_bytes(), 10);
    let fragment = format!("{SETUP_KEY}={}", BASE64URL_NOPAD.encode(&packed));
    match fragment.len() {
        chars if chars > MAX_LINK_CHARS => Err(LinkError::TooLong { chars }),
        _ => Ok(fragment),
    }
}

/// The set-up a page address's fragment (with or without its `#`) carries; `None` when it carries none.
pub fn read_setup(fragment: &str) -> Option<Result<SharedSetUp, LinkError>> {
    let fragment = fragment.trim_start_matches('#');
    let value = fragment.split('&').find_map(|pair| pair.strip_prefix(SETUP_KEY)?.strip_prefix('='))?;
    Some(unpack(value))
}

fn unpack(value: &str) -> Result<SharedSetUp, LinkError> {
    if value.len() > MAX_LINK_CHARS {
        return Err(LinkError::TooLong { chars: value.len() });
    }
    let packed = BASE64URL_NOPAD.decode(value.trim().as_bytes()).map_err(|_| LinkError::Damaged)?;
    let bytes =
        miniz_oxide::inflate::decompress_to_vec_with_limit(&packed, MAX_TEXT_BYTES).map_err(|error| {
            match error.status {
                miniz_oxide::inflate::TINFLStatus::HasMoreOutput => LinkError::TooBig,
                _ => LinkError::Damaged,
            }
        })?;
    let text = String::from_utf8(bytes).map_err(|_| LinkError::Damaged)?;
    let file: LinkFile = read_ron(&text).map_err(|error| LinkError::Unreadable(ron_words(error.message)))?;
    let settings = linked_settings(file.settings)?;
    if let Some(problem) = settings.out_of_range() {
        return Err(LinkError::Settings(problem));
    }
    let scene = parse_scene(&file.scene, Path::new("link")).map_err(LinkError::Scene)?;
    match scene.bodies.len() {
        bodies if bodies > MAX_BODIES => Err(LinkError::TooManyBodies { bodies }),
        _ => Ok(SharedSetUp { scene, settings }),
    }
}

/// A fingerprint of a set-up: its scene file's text and its settings (but the threads, which are each
/// computer's own). Two set-ups with one fingerprint hold the same numbers.
pub fn setup_digest(scene: &Scene, settings: &PhysicsSettings) -> u64 {
    let settings = PhysicsSettings { threads: 0, ..settings.clone() };
    let text = format!("{}\n{}", scene_text(scene), ron::to_string(&settings).unwrap_or_default());
    bytes_hash(text.as_bytes())
}
