//! A set-up carried in a link: it comes back exactly, and a damaged, oversized or crafted link gets a clear
//! message, never a hang or a panic.

use std::path::Path;

use collision_sandbox::language::Language;
use collision_sandbox::link::{LinkError, MAX_LINK_CHARS, read_setup, setup_fragment};
use collision_sandbox::physics::PhysicsSettings;
use collision_sandbox::scene::{Scene, load_scene, parse_scene};
use data_encoding::BASE64URL_NOPAD;

fn catalogue(name: &str) -> Scene {
    load_scene(&Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/scenes").join(name)).expect("a catalogue scene")
}

/// A fragment whose compressed text is `text`, however wrong.
fn crafted(text: &str) -> String {
    format!("setup={}", BASE64URL_NOPAD.encode(&miniz_oxide::deflate::compress_to_vec(text.as_bytes(), 6)))
}

fn refused(fragment: &str) -> LinkError {
    match read_setup(fragment) {
        Some(Err(error)) => error,
        Some(Ok(setup)) => panic!("{fragment:.80} opened a scene of {} bodies", setup.scene.bodies.len()),
        None => panic!("{fragment:.80} was not read as a set-up"),
    }
}

#[test]
fn a_scene_with_joints_and_its_settings_comes_back_number_for_number() {
    let scene = catalogue("41_coupled_pendulums.ron");
    let settings =
        PhysicsSettings { substeps: 7, gravity_enabled: false, restitution_override: Some(0.25), ..default_settings() };
    let english = setup_fragment(&scene, &settings, Language::English).expect("a link");
    assert!(english.starts_with("setup=") && english.len() < 1300, "{} characters", english.len());
    // the scene's Spanish words (its long description most) add a few hundred characters; the QR code of the
    // whole address stays within version 30 at low correction (1,732 bytes)
    let fragment = setup_fragment(&scene, &settings, Language::Spanish).expect("a link");
    assert!(fragment.len() < 1700, "{} characters", fragment.len());
    let shared = read_setup(&format!("#{fragment}")).expect("a set-up").expect("it opens");
    assert_eq!(shared.settings, settings);
    assert_eq!(shared.scene.joints, scene.joints);
    assert_eq!(shared.scene.bodies, scene.bodies);
    assert_eq!((shared.scene.name.as_str(), shared.scene.gravity), (scene.name.as_str(), scene.gravity));
    // the scene's words in the language the link was made in, the others left out
    let codes: Vec<&str> = shared.scene.translations.keys().map(String::as_str).collect();
    assert_eq!((codes, shared.scene.words(Language::Spanish).name()), (vec!["es"], "Péndulos acoplados"));
    // other keys may stand beside it; an address without one holds no set-up
    assert!(read_setup(&format!("x=1&{fragment}")).is_some_and(|read| read.is_ok()));
    assert!(read_setup("").is_none() && read_setup("#scene=13_bullet_wall").is_none());
}

fn default_settings() -> PhysicsSettings {
    PhysicsSettings::default()
}

#[test]
fn a_link_cut_short_or_changed_is_said_to_be_damaged() {
    let fragment =
        setup_fragment(&catalogue("08_newtons_cradle.ron"), &default_settings(), Language::English).expect("a link");
    let cut = &fragment[..fragment.len() * 2 / 3];
    assert!(matches!(refused(cut), LinkError::Damaged), "cut short");
    assert!(matches!(refused("setup=not*base64!"), LinkError::Damaged));
    assert!(refused("setup=").to_string().contains("damaged"));
    // every single changed character either opens a scene or is refused with a message: none panics
    let bytes = fragment.as_bytes();
    for (at, letter) in (6..bytes.len()).step_by(3).zip("AZaz09-_".chars().cycle()) {
        let mut changed = bytes.to_vec();
        changed[at] = letter as u8;
        if let Some(Err(error)) = read_setup(std::str::from_utf8(&changed).expect("ascii")) {
            assert!(!error.to_string().is_empty());
        }
    }
}

#[test]
fn a_decompression_bomb_a_huge_scene_and_an_overlong_link_are_refused_unread() {
    // 64 MB of spaces compress to some 64 kB: the inflating stops at the limit
    let bomb = crafted(&" ".repeat(64 << 20));
    assert!(bomb.len() < MAX_LINK_CHARS, "{} characters", bomb.len());
    assert!(matches!(refused(&bomb), LinkError::TooBig));
    let long = format!("setup={}", "A".repeat(MAX_LINK_CHARS + 1));
    assert!(matches!(refused(&long), LinkError::TooLong { .. }));
    let ball = |n: usize| format!("(name: \"b{n}\", shape: Sphere(radius: 0.1), position: ({n}.0, 0.0, 0.0)),");
    let crowd: String = (0..10_001).map(ball).collect();
    let scene = format!("(name: \"crowd\", bodies: [{crowd}])");
    let text = format!("(settings: {}, scene: {scene:?})", ron::to_string(&default_settings()).expect("ron"));
    assert!(matches!(refused(&crafted(&text)), LinkError::TooManyBodies { bodies: 10_001 }));
}

#[test]
fn a_nan_a_zero_mass_deep_nesting_and_a_stray_field_get_a_message_that_names_them() {
    let settings = ron::to_string(&default_settings()).expect("ron");
    let scene = |body: &str| format!("(name: \"one\", bodies: [(name: \"b\", shape: Sphere(radius: 0.1), {body})])");
    let link = |scene: String| crafted(&format!("(settings: {settings}, scene: {scene:?})"));
    let nan = refused(&link(scene("position: (NaN, 0.0, 0.0)"))).to_string();
    assert!(nan.contains("scene") && nan.contains("position"), "{nan}");
    let massless = refused(&link(scene("position: (0.0, 0.0, 0.0), mass: 0.0"))).to_string();
    assert!(massless.contains("mass"), "{massless}");
    let nested = crafted(&format!("(settings: {}, scene: \"\")", "[".repeat(100_000)));
    assert!(matches!(refused(&nested), LinkError::Unreadable(_)));
    let stray = refused(&crafted(&format!("(settings: {settings}, scene: \"\", extra: 1)"))).to_string();
    assert!(stray.contains("extra"), "{stray}");
    let hot = settings.replacen("slop:0.005", "slop:NaN", 1);
    assert_ne!(hot, settings);
    let spoiled = refused(&crafted(&format!("(settings: {hot}, scene: \"\")"))).to_string();
    assert!(spoiled.contains("slop"), "{spoiled}");
    // a link carries only the settings that differ from the defaults; a name it gives must be one of them
    let misnamed = refused(&crafted("(settings: {\"slope\": 0.1}, scene: \"\")")).to_string();
    assert!(misnamed.contains("slope"), "{misnamed}");
    let partial = crafted(&format!("(settings: {{\"substeps\": 3}}, scene: {:?})", scene("position: (0.0, 1.0, 0.0)")));
    let read = read_setup(&partial).expect("a set-up").expect("it opens");
    assert_eq!(read.settings, PhysicsSettings { substeps: 3, ..default_settings() });
    // a scene the link carries is checked exactly as its file would be
    let file = scene("position: (NaN, 0.0, 0.0)");
    assert!(parse_scene(&file, Path::new("x")).is_err());
}
