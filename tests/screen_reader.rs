//! A screen reader on the desktop: AT-SPI, the Linux accessibility bus that Orca reads, finds the window's
//! controls by name through AccessKit, in the language the app speaks. The app and a reader
//! (`screen_reader/names.py`, on Python's pyatspi) run on a D-Bus session of their own under Xvfb.

mod common;
#[path = "common/window.rs"]
mod window_harness;
use window_harness::*;

use std::process::Command;

/// What AT-SPI finds in the window opened on `scene` with `args`, one "role: name" a line, once a line holds
/// `awaited`.
fn read_out(display: &VirtualDisplay, scene: &str, awaited: &str, args: &[&str]) -> Vec<String> {
    let reader = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/screen_reader/read.sh");
    let scene = common::scene_path(scene);
    let output = Command::new("dbus-run-session")
        .env("DISPLAY", &display.name)
        .env("WAIT_FOR", awaited)
        .args(["--", "bash", reader, BIN, scene.to_str().unwrap(), "--quit-after", "3000"])
        .args(args)
        .output()
        .expect("dbus-run-session runs");
    String::from_utf8_lossy(&output.stdout).lines().map(String::from).collect()
}

/// Whether the accessibility bus and its Python reader are here (at-spi2-core, python3-pyatspi, dbus-daemon).
fn reader_missing() -> bool {
    let missing = !on_path("dbus-run-session")
        || !std::path::Path::new("/usr/libexec/at-spi-bus-launcher").is_file()
        || !Command::new("/usr/bin/python3")
            .args(["-c", "import pyatspi"])
            .status()
            .is_ok_and(|status| status.success());
    assert!(!(missing && std::env::var("CI").is_ok()), "the screen reader test cannot run under CI");
    if missing {
        eprintln!("skipped: install at-spi2-core python3-pyatspi dbus-daemon to run the screen reader test");
    }
    missing
}

#[test]
fn a_screen_reader_finds_the_window_s_controls_by_name_in_the_app_s_language() {
    let Some((_turn, display)) = window_session() else {
        return;
    };
    if reader_missing() {
        return;
    }
    // paused: the scene told as it opens stays the last line said
    let told = "label: Head-on, equal masses. left: ball, 1 kg, moving right at 3 m/s.";
    let english = read_out(&display, "04_head_on_equal.ron", told, &["--lang", "en", "--paused"]);
    for control in [
        "application: collision-sandbox",
        "push button: Gallery",
        "toggle button: Gravity",
        "label: Head-on, equal masses",
    ] {
        assert!(english.iter().any(|line| line == control), "no {control:?} in {english:#?}");
    }
    // a control drawn as a symbol is named by what it does
    for control in ["push button: Back to the first step", "toggle button: Help: the mouse and the keys (H)"] {
        assert!(english.iter().any(|line| line == control), "no {control:?} in {english:#?}");
    }
    // the scene in words, where the screen reader says it as soon as it is free
    assert!(english.iter().any(|line| line.starts_with(told)), "the scene not told in {english:#?}");
    let buttons = english.iter().filter(|line| line.contains("button: ")).count();
    assert!(buttons >= 15, "{buttons} buttons named: {english:#?}");
    let spanish = read_out(&display, "04_head_on_equal.ron", "label: Choque frontal", &["--lang", "es"]);
    for control in ["push button: Galería", "toggle button: Gravedad", "label: Choque frontal, masas iguales"] {
        assert!(spanish.iter().any(|line| line == control), "no {control:?} in {spanish:#?}");
    }
}
