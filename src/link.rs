//! A set-up carried in a link: the scene on the screen (its bodies, joints and instrument) and the engine's
//! settings, written as a scene file, compressed and put in the page address's fragment (`#setup=…`), which a
//! browser never sends to a server. A link is text anyone can write, so reading one back checks everything a
//! scene file is checked for, and also how long it is, how far it inflates and how many bodies it holds.

use std::fmt;
use std::path::Path;

use data_encoding::BASE64URL_NOPAD;
use serde::{Deserialize, Serialize};

use crate::language::Language;
use crate::physics::PhysicsSettings;
use crate::recording::bytes_hash;
use crate::scene::ron_text::read_ron;
use crate::scene::{Scene, SceneError, parse_scene, scene_text};

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
        return Err(LinkError::Unreadable("its settings are not a list of names and values".into()));
    };
    let mut settings = settings_map(&PhysicsSettings::default());
    for (name, value) in changes.iter() {
        if settings.insert(name.clone(), value.clone()).is_none() {
            return Err(LinkError::Unreadable(format!("it names a setting there is none of: {name:?}")));
        }
    }
    ron::Value::Map(settings).into_rust().map_err(|error| LinkError::Unreadable(format!("its settings: {error}")))
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
    Unreadable(String),
    /// Its scene is refused, as a scene file would be.
    Scene(SceneError),
    /// A setting out of range.
    Settings(String),
    /// More bodies than [`MAX_BODIES`].
    TooManyBodies { bodies: usize },
}

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LinkError::TooLong { chars } => {
                write!(
                    f,
                    "the set-up is too large for a link ({chars} characters, at most {MAX_LINK_CHARS}): save it as a file instead"
                )
            }
            LinkError::Damaged => write!(f, "the link is damaged (cut short or changed): ask for it again"),
            LinkError::TooBig => write!(f, "the link holds more than {} MB of scene", MAX_TEXT_BYTES >> 20),
            LinkError::Unreadable(message) => write!(f, "the link is not a set-up: {message}"),
            LinkError::Scene(error) => write!(f, "the link's scene cannot be opened: {error}"),
            LinkError::Settings(problem) => write!(f, "the link's settings cannot be used: {problem}"),
            LinkError::TooManyBodies { bodies } => {
                write!(f, "the link's scene has {bodies} bodies, more than the {MAX_BODIES} a link may carry")
            }
        }
    }
}

impl std::error::Error for LinkError {}

/// The fragment (`setup=…`, without its `#`) that carries `scene` with `settings`. Of the scene's translations
/// it carries `language`'s alone, the one it is shared in: four would make it too long for a QR code.
pub fn setup_fragment(scene: &Scene, settings: &PhysicsSettings, language: Language) -> Result<String, LinkError> {
    let mut scene = scene.clone();
    scene.translations.retain(|code, _| code == language.code());
    let file = LinkFile { settings: changed_settings(settings), scene: scene_text(&scene) };
    let text = ron::to_string(&file).map_err(|error| LinkError::Unreadable(error.to_string()))?;
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
    let file: LinkFile = read_ron(&text).map_err(|error| LinkError::Unreadable(error.message))?;
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
