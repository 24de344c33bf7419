//! The `collision-sandbox run` command: its JSON report, its errors and its determinism.

mod common;
use common::assert_close;

use std::path::PathBuf;
use std::process::{Command, Output};

use collision_sandbox::physics::{PhysicsSettings, STAGES};
use serde_json::Value;

fn scene(name: &str) -> PathBuf {
    common::scene_path(name)
}

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_collision-sandbox")).args(args).output().expect("the binary runs")
}

/// Runs a scene with `--json` and returns the parsed report and its raw text.
fn report(scene_file: &str, extra: &[&str]) -> (Value, String) {
    let out = tempdir().join(format!("{}-{}.json", scene_file, extra.join("_").replace(['-', '/'], "")));
    let path = scene(scene_file);
    let mut args = vec!["run", path.to_str().unwrap(), "--json", out.to_str().unwrap()];
    args.extend_from_slice(extra);
    let output = run(&args);
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let text = std::fs::read_to_string(&out).unwrap();
    (serde_json::from_str(&text).unwrap(), text)
}

fn tempdir() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("collision-sandbox-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn vec3(value: &Value) -> [f64; 3] {
    let items = value.as_array().expect("an array of three numbers");
    assert_eq!(items.len(), 3);
    [0, 1, 2].map(|i| items[i].as_f64().unwrap())
}

#[test]
fn report_has_the_documented_format() {
    let (json, _) = report("04_head_on_equal.ron", &["--steps", "120", "--trace", "left"]);
    assert_eq!(json["scene"], "Head-on, equal masses");
    assert_eq!(json["steps"], 120);
    assert_close!(json["dt"].as_f64().unwrap(), 1.0 / 60.0, 1e-6);
    assert_eq!(json["substeps"], PhysicsSettings::default().substeps);
    assert_eq!(json["ccd"], true);
    let bodies = json["bodies"].as_array().unwrap();
    let names: Vec<&str> = bodies.iter().map(|b| b["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["left", "right", "floor"], "every body, static too, in file order");
    // e = 1, equal masses: the balls swap velocities
    assert_close!(vec3(&bodies[0]["velocity"])[0], 0.0, 1e-4);
    assert_close!(vec3(&bodies[1]["velocity"])[0], 3.0, 1e-4);
    vec3(&bodies[0]["position"]);
    let events = json["events"].as_array().unwrap();
    assert_eq!(events.len(), 2);
    assert_eq!(
        (events[0]["kind"].as_str(), events[0]["a"].as_str(), events[0]["b"].as_str()),
        (Some("started"), Some("left"), Some("right"))
    );
    assert_eq!(events[1]["kind"], "ended");
    assert!(events[1]["step"].as_u64().unwrap() > events[0]["step"].as_u64().unwrap());
    // the balls meet at their time of impact: they never overlap
    assert!(json["max_penetration"].as_f64().unwrap() < 1e-4, "{}", json["max_penetration"]);
    assert_close!(json["kinetic_energy"]["start"].as_f64().unwrap(), 4.5, 1e-9);
    assert_close!(json["kinetic_energy"]["end"].as_f64().unwrap(), 4.5, 1e-3);
    assert_close!(vec3(&json["momentum"]["end"])[0], 3.0, 1e-4);
    let trace = json["trace"]["left"].as_array().unwrap();
    assert_eq!(trace.len(), 120);
    assert_eq!(trace[0]["step"], 1);
    vec3(&trace[119]["position"]);
    vec3(&trace[119]["velocity"]);
    // every stage is timed, and the stages fit inside the whole step
    let ms_per_step = json["ms_per_step"].as_f64().unwrap();
    let stages = json["stage_ms"].as_object().unwrap();
    let labels: Vec<&str> = stages.keys().map(String::as_str).collect();
    let mut expected: Vec<&str> = STAGES.iter().map(|stage| stage.label()).collect();
    expected.sort_unstable();
    assert_eq!(labels, expected);
    let staged: f64 = stages.values().map(|ms| ms.as_f64().unwrap()).sum();
    assert!(stages.values().all(|ms| ms.as_f64().unwrap() > 0.0), "{stages:?}");
    assert!(staged > 0.0 && staged <= ms_per_step, "stages {staged} ms of a {ms_per_step} ms step");
}

#[test]
fn options_are_applied_and_recorded() {
    let (json, _) = report(
        "07_restitution_row.ron",
        &["--steps", "30", "--dt", "0.01", "--substeps", "4", "--ccd", "off", "--gravity", "off"],
    );
    assert_eq!(json["steps"], 30);
    assert_close!(json["dt"].as_f64().unwrap(), 0.01, 1e-7);
    assert_eq!(json["substeps"], 4);
    assert_eq!(json["ccd"], false);
    // gravity off: the balls stay where they were put
    let ball = &json["bodies"][1];
    assert_eq!(vec3(&ball["position"])[1], 5.0);
}

#[test]
fn same_scene_same_report_byte_for_byte() {
    // the timing fields, ms_per_step and stage_ms, close the report: compare every byte before them
    let strip = |text: String| -> String {
        let (before, timings) = text.split_once("\"ms_per_step\"").expect("timing fields last");
        assert!(timings.contains("\"stage_ms\"") && !timings.contains("\"bodies\""));
        before.to_owned()
    };
    for scene_file in ["09_snooker_break.ron", "12_ball_pit.ron"] {
        let (_, first) = report(scene_file, &["--steps", "300"]);
        let (_, second) = report(scene_file, &["--steps", "300"]);
        assert!(strip(first) == strip(second), "{scene_file}: two runs differ");
    }
}

#[test]
fn bullet_scene_tunnels_only_without_continuous_detection() {
    let bullet_x = |json: &Value, name: &str| {
        let body = json["bodies"].as_array().unwrap().iter().find(|b| b["name"] == name).unwrap();
        vec3(&body["position"])[0]
    };
    let (off, _) = report("13_bullet_wall.ron", &["--steps", "60", "--ccd", "off"]);
    let (on, _) = report("13_bullet_wall.ron", &["--steps", "60", "--ccd", "on"]);
    for name in ["bullet", "slug"] {
        assert!(bullet_x(&off, name) > 1.0, "{name} should pass the wall with --ccd off");
        assert!(bullet_x(&on, name) < 0.0, "{name} should stop at the wall with --ccd on");
    }
    assert!(on["events"].as_array().unwrap().iter().any(|e| e["a"] == "bullet" && e["b"] == "wall"));
    assert!(off["events"].as_array().unwrap().is_empty());
}

#[test]
fn crossing_paths_scene_has_no_event() {
    let (json, _) = report("14_crossing_paths.ron", &["--steps", "120"]);
    assert!(json["events"].as_array().unwrap().is_empty(), "{}", json["events"]);
}

#[test]
fn bad_input_exits_non_zero_with_the_file_named() {
    let bad = tempdir().join("typo.ron");
    std::fs::write(&bad, "(\n    name: \"t\",\n    bodies: [\n        (name: \"a\", shape: Sphere(radius: -1.0), position: (0.0, 0.0, 0.0)),\n    ],\n)\n").unwrap();
    let output = run(&["run", bad.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("typo.ron:4") && stderr.contains("radius") && !stderr.contains("panicked"), "{stderr}");

    let output = run(&["run", scene("04_head_on_equal.ron").to_str().unwrap(), "--trace", "nobody"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("nobody"));

    let output = run(&["run", scene("04_head_on_equal.ron").to_str().unwrap(), "--dt", "NaN"]);
    assert!(!output.status.success());
}

#[test]
fn the_app_without_a_display_explains_instead_of_panicking() {
    let output = Command::new(env!("CARGO_BIN_EXE_collision-sandbox"))
        .arg(scene("04_head_on_equal.ron"))
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .output()
        .unwrap();
    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("no X display") && !stderr.contains("panicked"), "{stderr}");
}

#[test]
fn a_recording_replays_identically_in_a_fresh_process_and_a_changed_one_is_caught() {
    // Setup: record the snooker break for 200 steps
    let file = tempdir().join("snooker.recording.ron");
    let path = scene("09_snooker_break.ron");
    let recorded = run(&["run", path.to_str().unwrap(), "--steps", "200", "--record", file.to_str().unwrap()]);
    assert!(recorded.status.success(), "{}", String::from_utf8_lossy(&recorded.stderr));
    // Run: replay it in another process
    let replayed = run(&["replay", file.to_str().unwrap()]);
    // Check: every step matches
    let said = String::from_utf8_lossy(&replayed.stdout);
    assert!(replayed.status.success(), "{said}{}", String::from_utf8_lossy(&replayed.stderr));
    assert!(said.contains("identical: all 200 steps"), "{said}");

    // one hash changed (step 120) is the first step reported as different, with exit code 1
    let text = std::fs::read_to_string(&file).unwrap();
    let (start, _) = text.split_once("hashes: [").unwrap();
    let hashes: Vec<&str> = text[start.len() + "hashes: [".len()..].split(']').next().unwrap().split(", ").collect();
    assert_eq!(hashes.len(), 201);
    let tampered = text.replace(&format!(", {}, ", hashes[120]), ", 12345, ");
    let bad = tempdir().join("snooker.tampered.ron");
    std::fs::write(&bad, tampered).unwrap();
    let replayed = run(&["replay", bad.to_str().unwrap()]);
    assert_eq!(replayed.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&replayed.stdout).contains("differs from step 120"));

    // a bad value names the file, the line and the field
    let broken = tempdir().join("snooker.broken.ron");
    std::fs::write(&broken, text.replace("dt: ", "dt: -")).unwrap();
    let replayed = run(&["replay", broken.to_str().unwrap()]);
    assert_eq!(replayed.status.code(), Some(2));
    let error = String::from_utf8_lossy(&replayed.stderr);
    assert!(error.contains("snooker.broken.ron:") && error.contains("field `dt`"), "{error}");
}

#[test]
fn the_csv_tables_agree_with_the_json_report() {
    // Setup: the snooker break with both outputs
    let dir = tempdir().join("snooker-csv");
    let (report, _) = report("09_snooker_break.ron", &["--steps", "150", "--csv", dir.to_str().unwrap()]);
    let table = |name: &str| -> Vec<Vec<String>> {
        let text = std::fs::read_to_string(dir.join(name)).unwrap();
        text.lines().map(|line| line.split(',').map(str::to_owned).collect()).collect()
    };
    // Check: bodies at the last step are where the report says, and every body has a row every step
    let bodies = table("bodies.csv");
    assert_eq!(bodies[0][..6], ["step", "time_s", "body", "x_m", "y_m", "z_m"]);
    let count = report["bodies"].as_array().unwrap().len();
    assert_eq!(bodies.len() - 1, 150 * count);
    for body in report["bodies"].as_array().unwrap() {
        let row = bodies.iter().find(|row| row[0] == "150" && row[2] == body["name"].as_str().unwrap()).unwrap();
        let position: Vec<f32> = row[3..6].iter().map(|v| v.parse::<f32>().unwrap()).collect();
        assert_eq!(position, vec3(&body["position"]).map(|v| v as f32), "{}", row[2]);
    }
    // every event, in the report's order
    let events = table("events.csv");
    let reported: Vec<[String; 4]> = report["events"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| {
            ["step", "kind", "a", "b"]
                .map(|k| e[k].as_u64().map_or_else(|| e[k].as_str().unwrap().to_owned(), |n| n.to_string()))
        })
        .collect();
    let written: Vec<[String; 4]> =
        events[1..].iter().map(|row| [row[0].clone(), row[2].clone(), row[3].clone(), row[4].clone()]).collect();
    assert!(!written.is_empty());
    assert_eq!(written, reported);
    // the deepest resolved contact is the report's deepest penetration
    let contacts = table("contacts.csv");
    assert_eq!(contacts[0][6], "depth_m");
    let deepest = contacts[1..]
        .iter()
        .filter(|row| row[9] != "unresolved")
        .map(|row| row[6].parse::<f32>().unwrap())
        .fold(0.0f32, f32::max);
    assert_eq!(deepest, report["max_penetration"].as_f64().unwrap() as f32);
}

#[test]
fn every_impact_has_its_row_and_its_entry_with_its_time_in_the_step() {
    // Setup: Galperin's 10⁶ : 1 blocks, whose light block meets the wall and the heavy block many times a step
    let dir = tempdir().join("galperin-csv");
    let (report, _) = report("27_galperin_1000000.ron", &["--steps", "600", "--csv", dir.to_str().unwrap()]);
    let text = std::fs::read_to_string(dir.join("contacts.csv")).unwrap();
    let rows: Vec<Vec<&str>> = text.lines().skip(1).map(|line| line.split(',').collect()).collect();
    // Check: 3141 impacts, each a continuous row with its fraction of the step, and each in the report's log
    let impacts: Vec<&Vec<&str>> = rows.iter().filter(|row| row[9] == "continuous").collect();
    assert_eq!(report["impacts"], 3141);
    assert_eq!(impacts.len(), 3141);
    let log = report["impact_log"].as_array().unwrap();
    assert_eq!(log.len(), 3141);
    for (row, entry) in impacts.iter().zip(log) {
        assert_eq!(row[0], entry["step"].as_u64().unwrap().to_string());
        let fraction: f64 = row[10].parse().unwrap();
        assert!((0.0..=1.0).contains(&fraction));
        assert_close!(fraction, entry["fraction"].as_f64().unwrap(), 1e-6);
    }
    // a pair that met several times in a step has a row each time, in time order
    let same_pair = |row: &&&Vec<&str>, first: &Vec<&str>| row[..3] == first[..3];
    let again = impacts.iter().enumerate().find_map(|(i, first)| {
        let later: Vec<&&Vec<&str>> = impacts[i + 1..].iter().filter(|row| same_pair(row, first)).collect();
        later.first().map(|second| (*first, **second))
    });
    let (first, second) = again.expect("a pair meeting twice in one step");
    assert!(first[10].parse::<f32>().unwrap() < second[10].parse::<f32>().unwrap(), "{first:?} {second:?}");
}

#[test]
fn the_joints_table_has_each_strings_tension_every_step() {
    // Setup: the pendulums of 1 and 10 kg, 60 steps written as CSV
    let dir = tempdir().join("pendulum-csv");
    let _ = report("38_pendulum_mass.ron", &["--steps", "60", "--csv", dir.to_str().unwrap()]);
    let text = std::fs::read_to_string(dir.join("joints.csv")).unwrap();
    let rows: Vec<Vec<&str>> = text.lines().map(|line| line.split(',').collect()).collect();
    // Check: a row per string per step, each 1 m long, the heavy bob's string pulling ten times the light one's
    assert_eq!(rows[0], ["step", "time_s", "joint", "kind", "a", "b", "length_m", "tension_N", "broken"]);
    assert_eq!(rows.len() - 1, 2 * 60);
    for row in &rows[1..] {
        assert_eq!((row[3], row[4], row[8]), ("string", "support", "false"));
        assert_close!(row[6].parse::<f32>().unwrap(), 1.0, 1e-4);
    }
    let tension =
        |bob: &str| rows.iter().find(|row| row[0] == "60" && row[5] == bob).unwrap()[7].parse::<f32>().unwrap();
    assert_close!(tension("10 kg") / tension("1 kg"), 10.0, 0.01);
}
