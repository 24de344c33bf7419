//! The user's own scenes: saved in the user's data folder, never among the catalogue's, listed under "Your
//! scenes" in the gallery and removed from there once the user says so twice.

use bevy::prelude::*;
use bevy_egui::egui;
use collision_sandbox::app::{
    ActiveScene, AppControls, GalleryPictures, LessonLibrary, Request, SaveWhat, SceneFileBox, SceneLibrary,
    StatusLine, gallery_section, save_requested_scenes, save_scene_file, scene_dir, user_scene_dir,
};
use collision_sandbox::headless::headless_app;
use collision_sandbox::physics::PhysicsSettings;
use collision_sandbox::scene::{load_scene, spawn_scene};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

#[test]
fn a_saved_scene_goes_to_the_data_folder_shows_under_your_scenes_and_is_removed_when_confirmed() {
    let data = std::env::temp_dir().join(format!("collision-sandbox-data-{}", std::process::id()));
    // SAFETY: the only test of this binary, and it sets the variable before anything reads it
    unsafe { std::env::set_var("COLLISION_SANDBOX_DATA", &data) };
    assert_eq!(user_scene_dir(), data.join("scenes"));
    let catalogue = std::fs::read_dir(scene_dir()).expect("the catalogue").filter_map(Result::ok);
    let strays: Vec<_> =
        catalogue.map(|entry| entry.file_name()).filter(|name| name.to_string_lossy().starts_with("my_")).collect();
    assert!(strays.is_empty(), "a saved scene in the catalogue: {strays:?}");

    let scene = load_scene(&scene_dir().join("04_head_on_equal.ron")).expect("a catalogue scene");
    let mut app = headless_app(PhysicsSettings::default());
    spawn_scene(app.world_mut(), &scene);
    let path = user_scene_dir().join("my_04_head_on_equal.ron");
    let file_box = SceneFileBox { path: path.display().to_string(), name: "Head-on (mine)".into(), ..default() };
    app.insert_resource(file_box)
        .insert_resource(ActiveScene { path: scene_dir().join("04_head_on_equal.ron"), scene })
        .insert_resource(SceneLibrary::load())
        .init_resource::<AppControls>()
        .init_resource::<StatusLine>();
    save_scene_file(app.world_mut(), SaveWhat::AsStarted).expect("saved");
    let library = SceneLibrary::load();
    let yours: Vec<_> = library.entries.iter().filter(|entry| entry.yours).collect();
    assert_eq!(yours.len(), 1);
    assert_eq!((yours[0].name.as_str(), yours[0].path.as_path()), ("Head-on (mine)", path.as_path()));
    assert!(library.entries.iter().filter(|entry| !entry.yours).all(|entry| entry.path.starts_with(scene_dir())));

    // the gallery asks before it removes
    let lessons = LessonLibrary::default();
    let removing = {
        let mut ui = Harness::new_ui_state(
            |ui, (controls, pictures): &mut (AppControls, GalleryPictures)| {
                gallery_section(ui, (&library, &lessons), pictures, controls)
            },
            (AppControls { gallery_open: true, ..default() }, GalleryPictures::default()),
        );
        ui.set_size(egui::vec2(1280.0, 4000.0));
        ui.run();
        ui.get_by_label("Your scenes");
        ui.get_by_label("Remove").click();
        ui.run();
        assert!(ui.state().0.requests.is_empty(), "one click removes nothing");
        ui.get_by_label_contains("for good?");
        // the confirmation stands above the cards
        ui.get_all_by_label("Remove").next().expect("the confirmation").click();
        ui.run();
        ui.state().0.requests.clone()
    };
    assert!(matches!(removing.as_slice(), [Request::RemoveScene(removed)] if *removed == path), "{removing:?}");
    app.world_mut().resource_mut::<AppControls>().requests = removing;
    save_requested_scenes(app.world_mut());
    assert!(!path.exists(), "the file is gone");
    assert!(app.world().resource::<SceneLibrary>().entries.iter().all(|entry| !entry.yours));
    std::fs::remove_dir_all(data).expect("the test's folder");
}
