//! The scene menu (the catalogue's files in `assets/scenes/`, then the user's own) and loading, resetting and
//! switching scenes.

use std::path::{Path, PathBuf};

use bevy::prelude::*;
use bevy::window::FileDragAndDrop;

use crate::app::overlays::body_labels::LabelChoice;
use crate::app::session::active_scene::ActiveScene;
use crate::app::session::event_log::EventLog;
use crate::app::session::twin::{Twin, TwinSetting};
use crate::app::state::controls::{AppControls, Request};
use crate::app::state::selection::Selection;
use crate::app::view::camera::SceneView;
use crate::files::{read_text, ron_files};
use crate::language::{Language, Sentence};
use crate::physics::{Joint, PhysicsClock, clear_physics_state};
use crate::recording::{History, RecordingFile, adopt_recording, load_recording};
use crate::scene::{
    JointIndex, SceneError, SceneIndex, SceneTexts, SceneWords, Topic, Translations, leading_comment, load_scene,
    parse_scene, spawn_scene,
};

/// Where the catalogue lives, relative to the project root.
pub const SCENE_DIR: &str = "assets/scenes";

/// The scene the app opens when none is named.
pub const DEFAULT_SCENE: &str = "07_restitution_row.ron";

/// The catalogue folder: under the working directory when run from the project, else where it was built.
pub fn scene_dir() -> PathBuf {
    asset_dir(SCENE_DIR)
}

/// Where the user's own scenes are saved, never among the catalogue's: `scenes` in the folder that
/// `COLLISION_SANDBOX_DATA` names, else in the platform's data folder (`~/.local/share/collision-sandbox/scenes`
/// on Linux); in the page `your-scenes`, a folder of the browser's storage.
pub fn user_scene_dir() -> PathBuf {
    if cfg!(target_arch = "wasm32") {
        return PathBuf::from(USER_SCENE_FOLDER);
    }
    let data = std::env::var_os("COLLISION_SANDBOX_DATA").filter(|folder| !folder.is_empty()).map(PathBuf::from);
    let data = data.or_else(|| dirs::data_dir().map(|folder| folder.join("collision-sandbox")));
    data.map_or_else(|| PathBuf::from(USER_SCENE_FOLDER), |folder| folder.join("scenes"))
}

/// The user's scene folder where the platform has no data folder (the page, a bare system): relative to the
/// working directory.
const USER_SCENE_FOLDER: &str = "your-scenes";

/// A folder of the project's assets (`relative` to the project): under the working directory when run from
/// the project, else where it was built.
pub fn asset_dir(relative: &str) -> PathBuf {
    let here = PathBuf::from(relative);
    if here.is_dir() { here } else { Path::new(env!("CARGO_MANIFEST_DIR")).join(relative) }
}

/// One file of the catalogue: its scene name and what it teaches, or why it cannot be loaded.
#[derive(Clone, Debug)]
pub struct SceneEntry {
    pub path: PathBuf,
    pub name: String,
    pub description: String,
    /// The gallery's group for it (none: among the user's own scenes).
    pub topic: Option<Topic>,
    pub error: Option<SceneError>,
    /// Its name and description in other languages.
    pub translations: Translations<SceneTexts>,
    /// Whether it is one of the user's own, saved in [`user_scene_dir`] (the gallery lists it under "Your
    /// scenes", where it can be removed).
    pub yours: bool,
}

impl SceneEntry {
    /// Its name and description in `language`.
    pub fn words(&self, language: Language) -> SceneWords<'_> {
        SceneWords::new(&self.name, &self.description, &self.translations, language)
    }
}

/// Every scene file found, sorted by file name.
#[derive(Resource, Clone, Debug, Default)]
pub struct SceneLibrary {
    pub entries: Vec<SceneEntry>,
}

impl SceneLibrary {
    /// The catalogue's scenes, then the user's own.
    pub fn load() -> SceneLibrary {
        let mut entries = scan(&scene_dir(), false);
        entries.extend(scan(&user_scene_dir(), true));
        SceneLibrary { entries }
    }
}

/// Reads every `.ron` file in `dir`; a bad file is listed with its error rather than hidden.
fn scan(dir: &Path, yours: bool) -> Vec<SceneEntry> {
    let entry = |path: PathBuf| match load_scene(&path) {
        Ok(scene) => {
            let (name, description, topic, translations) =
                (scene.name, scene.description, scene.topic, scene.translations);
            SceneEntry { path, name, description, topic, error: None, translations, yours }
        }
        Err(error) => {
            let description = read_text(&path).map(|t| leading_comment(&t)).unwrap_or_default();
            let name = path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
            let (error, translations) = (Some(error), Translations::new());
            SceneEntry { path, name, description, topic: None, error, translations, yours }
        }
    };
    ron_files(dir).into_iter().map(entry).collect()
}

/// Marks a body the user spawned; it goes away on reset like the scene's own bodies.
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct UserSpawned;

/// A line for the panel's status bar (the last error, such as a scene that failed to load).
#[derive(Resource, Clone, Debug, Default)]
pub struct StatusLine(pub Option<Sentence>);

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<StatusLine>()
        .insert_resource(SceneLibrary::load())
        .add_systems(PreUpdate, (open_dropped_files, apply_scene_requests).chain());
    #[cfg(target_arch = "wasm32")]
    app.add_systems(PreUpdate, open_picked_files.before(apply_scene_requests));
}

/// A scene or a recording chosen in the page's file picker is opened.
#[cfg(target_arch = "wasm32")]
fn open_picked_files(mut controls: ResMut<AppControls>) {
    for path in crate::files::browser::take_picked() {
        controls.requests.push(Request::LoadScene(path));
        controls.gallery_open = false;
    }
}

/// A scene or a recording dropped on the window is opened.
fn open_dropped_files(mut drops: MessageReader<FileDragAndDrop>, mut controls: ResMut<AppControls>) {
    for drop in drops.read() {
        if let FileDragAndDrop::DroppedFile { path_buf, .. } = drop {
            controls.requests.push(Request::LoadScene(path_buf.clone()));
        }
    }
}

/// Carries out Reset and Load requests: clears the world and spawns the scene again.
pub fn apply_scene_requests(world: &mut World) {
    let requests =
        world.resource_mut::<AppControls>().take_requests(|r| matches!(r, Request::ResetScene | Request::LoadScene(_)));
    for request in requests {
        let active = match request {
            // a recording opens as its scene, its settings, its steps and its inputs
            Request::LoadScene(path) if is_recording(&path) => {
                if let Err(error) = load_recording(&path).and_then(|file| open_recording(world, &file)) {
                    world.resource_mut::<StatusLine>().0 = Some(error.sentence());
                }
                continue;
            }
            Request::LoadScene(path) => match load_scene(&path) {
                Ok(scene) => ActiveScene { path, scene },
                Err(error) => {
                    world.resource_mut::<StatusLine>().0 = Some(error.sentence());
                    continue;
                }
            },
            _ => world.resource::<ActiveScene>().clone(),
        };
        show_scene(world, active);
    }
}

/// Whether the file at `path` is a recording (it holds a `hashes` field) rather than a scene.
pub fn is_recording(path: &Path) -> bool {
    read_text(path).is_ok_and(|text| text.contains("hashes:") && text.contains("scene_path:"))
}

/// Shows a recording's scene with its settings, paused at its first step; playing on (or the timeline)
/// replays its inputs and checks every step's hash.
pub fn open_recording(world: &mut World, file: &RecordingFile) -> Result<(), SceneError> {
    let scene = parse_scene(&file.scene, &file.scene_path)?;
    world.insert_resource(file.start_settings());
    show_scene(world, ActiveScene { path: file.scene_path.clone(), scene });
    let mut bodies: Vec<(usize, Entity)> =
        world.query::<(Entity, &SceneIndex)>().iter(world).map(|(entity, index)| (index.0, entity)).collect();
    bodies.sort_unstable();
    let bodies = bodies.into_iter().map(|(_, entity)| entity).collect();
    let spawned = adopt_recording(world, bodies, file);
    // bodies the recording spawns go on a reset like the user's own
    for entity in spawned {
        world.entity_mut(entity).insert(UserSpawned);
    }
    world.resource_mut::<PhysicsClock>().paused = true;
    Ok(())
}

/// Replaces whatever bodies are in the world with `active`'s, and starts its clock and logs afresh.
pub fn show_scene(world: &mut World, active: ActiveScene) {
    let old: Vec<Entity> = world
        .query_filtered::<Entity, Or<(With<SceneIndex>, With<UserSpawned>, With<Joint>, With<JointIndex>)>>()
        .iter(world)
        .collect();
    for entity in old {
        world.despawn(entity);
    }
    clear_physics_state(world);
    spawn_scene(world, &active.scene);
    world.resource_mut::<EventLog>().restart();
    if world.contains_resource::<History>() {
        world.resource_scope(|world, mut history: Mut<History>| history.start(world));
    }
    *world.resource_mut::<Selection>() = Selection::default();
    world.resource_mut::<StatusLine>().0 = None;
    world.insert_resource(SceneView(active.scene.camera));
    world.insert_resource(LabelChoice(active.scene.labels.clone()));
    world.resource_mut::<AppControls>().requests.push(Request::ResetView);
    // a scene may open with its twin world (the bullet scene: continuous detection on and off)
    if let Some(mut twin) = world.get_resource_mut::<Twin>() {
        twin.setting = active.scene.compare.map_or(TwinSetting::None, TwinSetting::from);
    }
    world.insert_resource(active);
}
