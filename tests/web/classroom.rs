//! The page as a classroom tool: the size of its download, how soon it is ready (measured), opening with the
//! network cut after one visit, a scene saved in it kept across visits, and a set-up carried whole by a link.

use std::path::Path;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use collision_sandbox::language::Language;
use collision_sandbox::link::{read_setup, setup_digest, setup_fragment};
use collision_sandbox::physics::PhysicsSettings;
use collision_sandbox::scene::{load_scene, parse_scene};
use serde_json::json;

use super::devtools::DevTools;
use super::{ONE_BROWSER, page_and_browser, serve, serve_until_cut};

/// The most the page's files may weigh, Brotli-compressed, the gallery's pictures aside (bytes).
const MOST_DOWNLOAD: u64 = 6_000_000;

/// The files every visit needs, as the page's host serves them.
const PAGE_FILES: [&str; 5] =
    ["index.html", "collision-sandbox.js", "collision-sandbox_bg.wasm", "sw.js", "manifest.webmanifest"];

/// A browser with a profile of its own, named for the test.
fn browser(name: &str) -> DevTools {
    let dir = std::env::temp_dir().join(format!("collision-sandbox-web-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    DevTools::start(&dir.join("profile"), &dir.join("downloads"))
}

/// Goes to `url` and waits for the page's ready line; the line and how long it took from the navigation.
fn ready_at(tools: &mut DevTools, url: &str) -> (String, Duration) {
    tools.forget_events();
    let start = Instant::now();
    tools.call("Page.navigate", json!({ "url": url }));
    let line = tools.console_line("ready:", 180).unwrap_or_else(|| panic!("{url} never said it was ready"));
    (line, start.elapsed())
}

/// The set-up's fingerprint the ready line gives.
fn digest_of(line: &str) -> String {
    line.split("set-up ").nth(1).map(|rest| rest.chars().take(16).collect()).unwrap_or_default()
}

#[test]
fn the_pages_download_is_at_most_6_mb_compressed_and_the_pictures_come_apart() {
    let Some(dist) = page_and_browser() else { return };
    let size = |name: &str| std::fs::metadata(dist.join(name)).map_or(0, |file| file.len());
    let compressed: u64 = PAGE_FILES.iter().map(|name| size(&format!("{name}.br"))).sum();
    let icons = size("icons/icon-192.png") + size("icons/icon-512.png");
    eprintln!("download: {compressed} bytes compressed, {icons} of icons");
    assert!(PAGE_FILES.iter().all(|name| size(&format!("{name}.br")) > 0 && size(&format!("{name}.gz")) > 0));
    assert!(compressed + icons <= MOST_DOWNLOAD, "{} bytes", compressed + icons);
    // a picture is a file of its own, not inside the program
    let picture = std::fs::read(dist.join("assets/scenes/01_sphere_sphere.png")).expect("the gallery's picture");
    let program = std::fs::read(dist.join("collision-sandbox_bg.wasm")).expect("the program");
    let sample = &picture[picture.len() / 2..picture.len() / 2 + 64];
    assert!(!program.windows(sample.len()).any(|window| window == sample), "the picture is built into the program");
}

#[test]
fn the_page_is_ready_soon_opens_offline_after_one_visit_and_keeps_a_saved_scene() {
    let _turn = ONE_BROWSER.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    let Some(dist) = page_and_browser() else { return };
    let (port, online) = serve_until_cut(dist);
    let page = format!("http://127.0.0.1:{port}/");
    let mut tools = browser("offline");
    let (_, first) = ready_at(&mut tools, &page);
    // the service worker has kept the page's files
    assert_eq!(tools.evaluate("navigator.serviceWorker.ready.then(() => true)"), json!(true));
    let (_, again) = ready_at(&mut tools, &page);
    // how soon is measured, not asserted: a shared machine's load would fail a bound now and then
    eprintln!("ready {first:?} after the first navigation, {again:?} after the next");

    // a scene saved in the page (Ctrl+S) is in the browser's storage at the next visit, and opens by its name
    ready_at(&mut tools, &format!("{page}?scene=05_head_on_1_to_3"));
    tools.chord(&[("ControlLeft", "Control", 17), ("KeyS", "s", 83)]);
    let key = "collision-sandbox/file/your-scenes/my_05_head_on_1_to_3.ron";
    let stored = (0..50).find_map(|_| {
        std::thread::sleep(Duration::from_millis(200));
        tools.evaluate(&format!("localStorage.getItem({key:?})")).as_str().map(str::to_owned)
    });
    let text = stored.expect("the saved scene in the browser's storage");
    let saved = parse_scene(&text, Path::new("my_05_head_on_1_to_3.ron")).expect("a scene the app opens");

    // with the network cut, the page still opens: a scene, a lesson, and the saved scene, all from the browser
    online.store(false, Ordering::SeqCst);
    let (line, _) = ready_at(&mut tools, &format!("{page}?scene=my_05_head_on_1_to_3"));
    // the page's settings but for the scene's gravity, which opening it sets
    let expected = setup_digest(&saved, &PhysicsSettings { gravity: saved.gravity, ..Default::default() });
    assert_eq!(digest_of(&line), format!("{expected:016x}"), "the saved scene, opened offline: {line}");
    ready_at(&mut tools, &format!("{page}?scene=13_bullet_wall"));
    ready_at(&mut tools, &format!("{page}?lesson=01_equal_masses"));
}

#[test]
fn a_link_opens_its_set_up_number_for_number_in_a_fresh_browser_and_a_damaged_one_the_gallery() {
    let _turn = ONE_BROWSER.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    let Some(dist) = page_and_browser() else { return };
    let port = serve(dist);
    let scenes = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/scenes");
    let scene = load_scene(&scenes.join("41_coupled_pendulums.ron")).expect("a scene with joints");
    let settings =
        PhysicsSettings { substeps: 6, restitution_override: Some(0.5), sleep_enabled: false, ..Default::default() };
    let fragment = setup_fragment(&scene, &settings, Language::English).expect("a link");
    let shared = read_setup(&fragment).expect("a set-up").expect("it opens");
    let expected = format!("{:016x}", setup_digest(&shared.scene, &shared.settings));
    let (line, _) = ready_at(&mut browser("link"), &format!("http://127.0.0.1:{port}/#{fragment}"));
    assert_eq!(digest_of(&line), expected, "{line}");
    // a link cut short opens the gallery (the default scene behind it), and nothing panics
    let cut = &fragment[..fragment.len() / 2];
    let (line, _) = ready_at(&mut browser("damaged-link"), &format!("http://127.0.0.1:{port}/#{cut}"));
    assert_ne!(digest_of(&line), expected, "{line}");
}
