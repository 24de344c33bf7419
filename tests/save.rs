//! Saving a scene: the bodies as they are now (or as loaded) written in the scene format and read back the same.

mod common;

use std::path::Path;

use bevy::prelude::*;
use collision_sandbox::headless::headless_app;
use collision_sandbox::language::Language;
use collision_sandbox::physics::{PhysicsSettings, run_physics_step};
use collision_sandbox::scene::{
    Scene, SceneTexts, Translations, capture_scene, load_scene, parse_scene, scene_text, spawn_scene,
};

fn catalogue_scene(file: &str) -> Scene {
    load_scene(&common::scene_path(file)).unwrap()
}

#[test]
fn a_loaded_scene_written_out_reads_back_identical() {
    for file in [
        "16_one_way_platform.ron",
        "15_sensor_zone.ron",
        "13_bullet_wall.ron",
        "21_friction_row.ron",
        "05_head_on_1_to_3.ron",
    ] {
        let scene = catalogue_scene(file);
        let text = scene_text(&scene);
        let back = parse_scene(&text, Path::new("saved.ron")).unwrap_or_else(|error| panic!("{file}: {error}\n{text}"));
        assert_eq!(back, scene, "{file}");
    }
}

#[test]
fn the_bodies_as_they_are_now_save_and_reopen_as_the_same_bodies() {
    let scene = catalogue_scene("16_one_way_platform.ron");
    let mut app = headless_app(PhysicsSettings::default());
    spawn_scene(app.world_mut(), &scene);
    // a body of the user's, unnamed, and 40 steps of motion
    app.world_mut().spawn((
        collision_sandbox::physics::RigidBody::Dynamic,
        collision_sandbox::physics::Collider(collision_sandbox::geometry::Shape::Sphere { radius: 0.3 }),
        Transform::from_xyz(0.0, 6.0, 0.0),
    ));
    for _ in 0..40 {
        run_physics_step(app.world_mut());
    }
    let now =
        capture_scene(app.world_mut(), &Scene { name: "Saved".into(), description: "Now.".into(), ..scene.clone() });
    assert_eq!(now.bodies.len(), scene.bodies.len() + 1);
    assert_eq!(now.bodies.last().unwrap().name, format!("body {}", scene.bodies.len() + 1));
    assert_eq!((now.name.as_str(), now.description.as_str()), ("Saved", "Now."));
    let reopened = parse_scene(&scene_text(&now), Path::new("saved.ron")).unwrap();
    assert_eq!(reopened, now, "every number written reads back bit for bit");
    // spawned again, the world holds the same bodies in the same state
    let mut again = headless_app(PhysicsSettings::default());
    spawn_scene(again.world_mut(), &reopened);
    assert_eq!(capture_scene(again.world_mut(), &reopened), now);
    // and the one-way platforms are still one-way
    let platforms = scene.bodies.iter().filter(|body| body.one_way.is_some()).count();
    assert!(platforms > 0 && reopened.bodies.iter().filter(|body| body.one_way.is_some()).count() == platforms);
}

/// A world holding a catalogue scene as the app shows it, with the file box aimed at `path`.
fn app_showing(file: &str, path: &Path) -> App {
    use collision_sandbox::app::{ActiveScene, AppControls, SceneFileBox, StatusLine};
    let scene = catalogue_scene(file);
    let mut app = headless_app(PhysicsSettings::default());
    spawn_scene(app.world_mut(), &scene);
    let file_box = SceneFileBox {
        path: path.display().to_string(),
        name: "My platforms".into(),
        description: "Saved in a test.".into(),
        note: None,
    };
    app.insert_resource(file_box)
        .insert_resource(ActiveScene { path: "assets/scenes".into(), scene })
        .init_resource::<AppControls>()
        .init_resource::<StatusLine>();
    app
}

#[test]
fn the_panel_saves_the_scene_now_or_as_it_started_and_says_where() {
    use collision_sandbox::app::{SaveWhat, save_scene_file};
    let folder = std::env::temp_dir().join(format!("collision-sandbox-save-{}", std::process::id()));
    let path = folder.join("nested").join("mine.ron");
    let mut app = app_showing("16_one_way_platform.ron", &path);
    for _ in 0..30 {
        run_physics_step(app.world_mut());
    }
    let note = save_scene_file(app.world_mut(), SaveWhat::Now).unwrap();
    assert!(note.contains("mine.ron"), "{note}");
    let saved = load_scene(&path).unwrap();
    let loaded = app.world().resource::<collision_sandbox::app::ActiveScene>().scene.clone();
    let named = Scene { name: "My platforms".into(), description: "Saved in a test.".into(), ..loaded.clone() };
    let named = Scene { translations: renamed(&named.translations), ..named };
    assert_eq!(saved, capture_scene(app.world_mut(), &named));
    let spanish = saved.words(Language::Spanish);
    assert_eq!((spanish.name(), spanish.body("platform")), ("My platforms", "plataforma".into()));
    assert_ne!(saved.bodies, loaded.bodies, "30 steps moved something");
    save_scene_file(app.world_mut(), SaveWhat::AsStarted).unwrap();
    assert_eq!(load_scene(&path).unwrap(), named);
    // a nameless scene or a path that cannot be written is refused with the reason, nothing written
    app.world_mut().resource_mut::<collision_sandbox::app::SceneFileBox>().name = " ".into();
    let refused = save_scene_file(app.world_mut(), SaveWhat::Now).unwrap_err();
    assert!(refused.contains("name"), "{refused}");
    assert_eq!(load_scene(&path).unwrap(), named);
    let file_box = &mut app.world_mut().resource_mut::<collision_sandbox::app::SceneFileBox>();
    file_box.name = "Fine".into();
    file_box.path = "/proc/no/such/place.ron".into();
    let refused = save_scene_file(app.world_mut(), SaveWhat::Now).unwrap_err();
    assert!(refused.contains("/proc/no/such"), "{refused}");
    std::fs::remove_dir_all(folder).unwrap();
}

#[test]
fn opening_a_bad_file_names_it_and_keeps_the_scene_on_screen() {
    use collision_sandbox::app::{ActiveScene, AppControls, Request, StatusLine, apply_scene_requests};
    let bad = std::env::temp_dir().join(format!("collision-sandbox-bad-{}.ron", std::process::id()));
    std::fs::write(&bad, "(\n    name: \"Bad\",\n    bodies: [\n        (name: \"b\", shape: Sphere(radius: -1.0), position: (0.0, 0.0, 0.0)),\n    ],\n)\n").unwrap();
    let mut app = app_showing("16_one_way_platform.ron", &bad);
    let before = app.world().resource::<ActiveScene>().scene.clone();
    app.world_mut().resource_mut::<AppControls>().requests.push(Request::LoadScene(bad.clone()));
    apply_scene_requests(app.world_mut());
    let status = app.world().resource::<StatusLine>().0.as_ref().expect("the error shown").to_string();
    assert!(status.contains(&bad.display().to_string()) && status.contains("radius"), "{status}");
    assert!(status.contains(":4"), "the line of the bad field: {status}");
    assert_eq!(app.world().resource::<ActiveScene>().scene, before);
    std::fs::remove_file(bad).unwrap();
}

/// Translations of a scene saved under a new name and comment: the bodies' names kept, the old name's and
/// comment's words dropped (they said the old ones).
fn renamed(translations: &Translations<SceneTexts>) -> Translations<SceneTexts> {
    let kept = |texts: &SceneTexts| SceneTexts { bodies: texts.bodies.clone(), ..SceneTexts::default() };
    translations.iter().map(|(code, texts)| (code.clone(), kept(texts))).collect()
}
