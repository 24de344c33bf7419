//! Saving the scene on screen to a scene file (the user's own folder, unless another path is typed), opening
//! any scene file by its path, and reading the scene menu again when its files change (a scene saved, or
//! edited in a text editor, shows in the menu).

use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

use bevy::prelude::*;
use bevy::render::view::screenshot::Screenshot;
use bevy_egui::egui;

use crate::app::session::active_scene::ActiveScene;
use crate::app::session::capture::save_picture;
use crate::app::session::scene_library::{SceneLibrary, scene_dir, user_scene_dir};
use crate::app::state::controls::{AppControls, Request};
use crate::app::state::tools::SaveWhat;
use crate::app::view::camera::OrbitCamera;
use crate::files::{remove_file, ron_files, write_bytes};
use crate::language::{Sentence, Texts};
use crate::scene::{Scene, capture_scene, parse_scene, scene_text};

/// The panel's file box: where to save or what to open, the saved scene's name and opening comment, and
/// how the last save went.
#[derive(Resource, Clone, Debug, Default)]
pub struct SceneFileBox {
    pub path: String,
    pub name: String,
    pub description: String,
    pub note: Option<Result<String, String>>,
}

/// How often the catalogue folder is looked at for changed files.
const CATALOGUE_CHECK: Duration = Duration::from_secs(1);

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<SceneFileBox>()
        .add_systems(PreUpdate, (fill_file_box, save_requested_scenes))
        .add_systems(Update, reread_changed_catalogue);
}

/// A newly shown scene fills the box: its name marked "(mine)" (so the menu tells it from the original), its
/// comment, and a file in the user's folder named after it. A set-up edited by hand keeps what the box says.
fn fill_file_box(
    active: Option<Res<ActiveScene>>,
    texts: Option<Res<Texts>>,
    mut file_box: ResMut<SceneFileBox>,
    mut filled: Local<Option<(PathBuf, String)>>,
) {
    let Some(active) = active.filter(|active| active.is_changed()) else {
        return;
    };
    let shown = (active.path.clone(), active.scene.name.clone());
    if filled.as_ref() == Some(&shown) {
        return;
    }
    *filled = Some(shown);
    let stem = active.path.file_stem().map_or_else(|| "scene".into(), |stem| stem.to_string_lossy().into_owned());
    let stem = stem.strip_prefix("my_").unwrap_or(&stem).to_string();
    let t = texts.map_or_else(Texts::english, |texts| texts.clone());
    let (mine, words) = (format!(" {}", t.get("file-mine")), active.scene.words(t.language()));
    *file_box = SceneFileBox {
        path: user_scene_dir().join(format!("my_{stem}.ron")).display().to_string(),
        name: match words.name().ends_with(&mine) {
            true => words.name().to_owned(),
            false => format!("{}{mine}", words.name()),
        },
        description: words.description().to_owned(),
        note: None,
    };
}

/// Carries out the panel's save requests and the gallery's removals.
pub fn save_requested_scenes(world: &mut World) {
    let ours = world
        .resource_mut::<AppControls>()
        .take_requests(|r| matches!(r, Request::SaveScene(_) | Request::RemoveScene(_)));
    for request in ours {
        let note = match request {
            Request::SaveScene(what) => save_scene_file(world, what),
            Request::RemoveScene(path) => {
                let removed = remove_scene_file(&path);
                // asked in the gallery, answered there
                if let Err(error) = &removed {
                    world.resource_mut::<AppControls>().gallery_notice = Some(error.clone());
                }
                let t = Texts::of_world(world);
                removed.as_ref().map(|done| done.said(&t)).map_err(|error| error.said(&t))
            }
            _ => continue,
        };
        // a scene saved or removed shows in the gallery, or leaves it, at once
        if let Some(mut library) = world.get_resource_mut::<SceneLibrary>().filter(|_| note.is_ok()) {
            *library = SceneLibrary::load();
        }
        world.resource_mut::<SceneFileBox>().note = Some(note);
    }
}

/// Removes one of the user's scene files and its picture, if it has one.
fn remove_scene_file(path: &Path) -> Result<Sentence, Sentence> {
    let file = || path.display().to_string();
    let cannot =
        |error: std::io::Error| Sentence::new("file-not-removed").with("file", file()).with("error", error.to_string());
    remove_file(path).map_err(cannot)?;
    let _ = remove_file(&path.with_extension("png"));
    Ok(Sentence::new("file-removed").with("file", file()))
}

/// Writes the scene to the box's path, as it is now or as it started, under the box's name and comment.
pub fn save_scene_file(world: &mut World, what: SaveWhat) -> Result<String, String> {
    let file_box = world.resource::<SceneFileBox>().clone();
    let t = Texts::of_world(world);
    let path = PathBuf::from(file_box.path.trim());
    if file_box.path.trim().is_empty() {
        return Err(t.get("file-no-path"));
    }
    let named = named_scene(world);
    let scene = match what {
        SaveWhat::Now => capture_scene(world, &named),
        SaveWhat::AsStarted => named,
    };
    let text = scene_text(&scene);
    // never write a file the app would refuse (a scene without a name, say)
    parse_scene(&text, &path).map_err(|error| error.to_string())?;
    write_bytes(&path, text.as_bytes()).map_err(|error| format!("{}: {error}", path.display()))?;
    // the page has no gallery folder to put a picture in (it would be a second download)
    if !cfg!(target_arch = "wasm32") {
        take_picture(world, path.with_extension("png"));
    }
    let args = [("count", scene.bodies.len().into()), ("file", path.display().to_string().into())];
    Ok(t.with("file-saved", &args))
}

/// The scene on screen as it was opened, under the file box's name and opening comment. A name or comment
/// changed there replaces the translations' (they said the old one); the bodies' names stay translated.
pub fn named_scene(world: &World) -> Scene {
    let file_box = world.resource::<SceneFileBox>();
    let opened = &world.resource::<ActiveScene>().scene;
    let (name, description) = (file_box.name.trim().to_string(), file_box.description.trim().to_string());
    let mut translations = opened.translations.clone();
    for texts in translations.values_mut() {
        if name != opened.name {
            texts.name.clear();
        }
        if description != opened.description {
            texts.description.clear();
        }
    }
    Scene { name, description, translations, ..opened.clone() }
}

/// Saves the 3D view as the saved scene's picture for the gallery, once the frame is drawn.
fn take_picture(world: &mut World, path: PathBuf) {
    let mut cameras = world.query_filtered::<&Camera, With<OrbitCamera>>();
    let view = cameras.iter(world).next().and_then(Camera::physical_viewport_rect);
    if let Some(view) = view {
        world.spawn(Screenshot::primary_window()).observe(save_picture(path, view));
    }
}

/// Reads the catalogue again when a scene file in its folder was added, removed or changed.
fn reread_changed_catalogue(
    time: Res<Time<Real>>,
    mut last: Local<Option<(Duration, Vec<(PathBuf, SystemTime)>)>>,
    mut library: ResMut<SceneLibrary>,
) {
    let now = time.elapsed();
    if last.as_ref().is_some_and(|(checked, _)| now < *checked + CATALOGUE_CHECK) {
        return;
    }
    let files = catalogue_files();
    let changed = last.as_ref().is_some_and(|(_, seen)| *seen != files);
    *last = Some((now, files));
    if changed {
        *library = SceneLibrary::load();
    }
}

/// Every scene file of the catalogue and the user's folder with when it was last changed, in name order.
fn catalogue_files() -> Vec<(PathBuf, SystemTime)> {
    let mut files: Vec<(PathBuf, SystemTime)> = [scene_dir(), user_scene_dir()]
        .iter()
        .flat_map(|dir| ron_files(dir))
        .map(|path| {
            let changed = std::fs::metadata(&path).and_then(|m| m.modified()).unwrap_or(SystemTime::UNIX_EPOCH);
            (path, changed)
        })
        .collect();
    files.sort();
    files
}

/// The file box: a path to open or save to, the saved scene's name and opening comment, the buttons.
pub fn scene_file_section(ui: &mut egui::Ui, file_box: &mut SceneFileBox, controls: &mut AppControls) {
    let t = Texts::of(ui.ctx());
    ui.horizontal(|ui| {
        ui.label(t.get("file-path"));
        ui.add(egui::TextEdit::singleline(&mut file_box.path).desired_width(f32::INFINITY));
    });
    ui.horizontal(|ui| {
        ui.label(t.get("file-name"));
        ui.add(egui::TextEdit::singleline(&mut file_box.name).desired_width(f32::INFINITY));
    });
    ui.label(t.get("file-description"));
    ui.add(egui::TextEdit::multiline(&mut file_box.description).desired_rows(2).desired_width(f32::INFINITY));
    ui.horizontal_wrapped(|ui| {
        if ui.button(t.get("file-open")).on_hover_text(t.hint("file-open")).clicked() {
            controls.requests.push(Request::LoadScene(PathBuf::from(file_box.path.trim())));
        }
        #[cfg(target_arch = "wasm32")]
        if ui.button(t.get("gallery-open-file")).on_hover_text(t.hint("gallery-open-file")).clicked() {
            file_box.note = crate::files::browser::pick_files().err().map(|error| Err(error.to_string()));
        }
        if ui.button(t.get("file-save-now")).on_hover_text(t.hint("file-save-now")).clicked() {
            controls.requests.push(Request::SaveScene(SaveWhat::Now));
        }
        if ui.button(t.get("file-save-start")).on_hover_text(t.hint("file-save-start")).clicked() {
            controls.requests.push(Request::SaveScene(SaveWhat::AsStarted));
        }
        if ui.button(t.get("file-share")).on_hover_text(t.hint("file-share")).clicked() {
            controls.requests.push(Request::ShareLink);
        }
    });
    match &file_box.note {
        Some(Ok(saved)) => {
            ui.label(saved);
        }
        Some(Err(error)) => {
            ui.colored_label(egui::Color32::LIGHT_RED, error);
        }
        None => {}
    }
}
