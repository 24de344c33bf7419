//! The catalogue's scenes of strings and springs against their textbook answers: the pendulum of two masses, the
//! cradle on strings, the spring and mass, the coupled pendulums, the swinging chain and the ballistic pendulum;
//! and a scene file's joints refused with the joint and field named.

mod common;
use common::{assert_close, down_crossings, mean_period, play, trace};

use std::f32::consts::PI;
use std::path::Path;

use collision_sandbox::scene::{TraceSample, capture_scene, load_scene, parse_scene, scene_text};

const G: f32 = 9.81;

#[test]
fn the_light_and_the_heavy_pendulum_swing_together_at_two_pi_root_l_over_g() {
    let report = play("38_pendulum_mass.ron", 720, &["1 kg", "10 kg"]);
    let theta: f32 = 10f32.to_radians();
    let expected = 2.0 * PI * (1.0 / G).sqrt() * (1.0 + theta * theta / 16.0);
    let periods: Vec<f32> = [("1 kg", -0.85), ("10 kg", 0.65)]
        .iter()
        .map(|&(name, pivot)| mean_period(&down_crossings(trace(&report, name), |s| s.position[0], pivot)))
        .collect();
    for period in &periods {
        assert_close!(*period, expected, 2e-3 * expected, "period");
    }
    assert_close!(periods[0], periods[1], 1e-3, "the two periods");
}

#[test]
fn the_cradle_on_strings_sends_the_last_ball_up_as_high_as_the_first_fell() {
    let names = ["ball 1", "ball 2", "ball 3", "ball 4", "ball 5"];
    let report = play("39_cradle_on_strings.ron", 75, &names);
    let rise = 1.0 - 30f32.to_radians().cos();
    let highest = |name: &str| trace(&report, name).iter().map(|s| s.position[1] - 1.0).fold(f32::MIN, f32::max);
    assert_close!(highest("ball 5"), rise, 0.005 * rise, "the last ball's rise");
    for name in &names[1..4] {
        assert!(highest(name) < 1e-3, "{name} rose {}", highest(name));
    }
}

#[test]
fn a_spring_bobs_at_two_pi_root_m_over_k_and_its_damped_twin_dies_away() {
    let report = play("40_spring_and_mass.ron", 600, &["undamped", "damped"]);
    // hanging still 0.5 m + m g/k below the point; pulled 0.2 m below that
    let middle = 2.5 - 0.5 - 0.12 - G / 40.0;
    let expected = 2.0 * PI * (1.0f32 / 40.0).sqrt();
    let undamped = trace(&report, "undamped");
    assert_close!(mean_period(&down_crossings(undamped, |s| s.position[1], middle)), expected, 2e-3 * expected, "T");
    // the last second's bobbing: undamped as wide as at first; damped, its first peak after 9 s (within half a
    // period, 0.5 s) lies under 0.2 m × e^(−c t/2m) of 9 s and over that of 9.5 s
    let reach =
        |samples: &[TraceSample]| samples[540..].iter().map(|s| (s.position[1] - middle).abs()).fold(0.0, f32::max);
    assert_close!(reach(undamped), 0.2, 2e-3, "undamped swing");
    let envelope = |t: f32| 0.2 * (-0.6 * t / 2.0).exp();
    let damped = reach(trace(&report, "damped"));
    assert!(damped > 0.98 * envelope(9.5) && damped < 1.02 * envelope(9.0), "damped swing {damped}");
}

#[test]
fn coupled_pendulums_trade_their_swing_at_the_beat_of_their_two_modes() {
    let report = play("41_coupled_pendulums.ron", 1200, &["left", "right"]);
    let (slow, fast) = ((G / 1.0).sqrt(), (G / 1.0 + 2.0 * 2.0 / 1.0).sqrt());
    let beat = 2.0 * PI / (fast - slow);
    // how far each swings over half a period (it passes a peak) about time t
    let swing = |name: &str, t: f32, pivot: f32| {
        let samples = trace(&report, name);
        let centre = (t * 60.0) as usize;
        samples[centre.saturating_sub(33)..(centre + 33).min(samples.len())]
            .iter()
            .map(|s| (s.position[0] - pivot).abs())
            .fold(0.0, f32::max)
    };
    let start = swing("left", 1.0, -0.8);
    // half a beat on, the left one all but still (the envelope is 15 % up a quarter second off its node) and the
    // right one swinging as the left did; a beat on, back
    assert!(swing("left", beat / 2.0, -0.8) < 0.2 * start, "left at half a beat: {}", swing("left", beat / 2.0, -0.8));
    assert!(swing("right", beat / 2.0, 0.8) > 0.85 * start, "right at half a beat");
    assert!(swing("left", beat, -0.8) > 0.85 * start, "left after a beat: {}", swing("left", beat, -0.8));
}

#[test]
fn the_swinging_chain_keeps_every_link_on_its_rod() {
    let names: Vec<String> = (1..=20).map(|i| format!("link {i}")).collect();
    let traced: Vec<&str> = names.iter().map(String::as_str).collect();
    let report = play("42_swinging_chain.ron", 300, &traced);
    let mut worst: f32 = 0.0;
    for step in 0..300 {
        let mut above = [0.0, 2.0, 0.0];
        for name in &traced {
            let at = trace(&report, name)[step].position;
            let length = ((at[0] - above[0]).powi(2) + (at[1] - above[1]).powi(2) + (at[2] - above[2]).powi(2)).sqrt();
            worst = worst.max((length - 0.1).abs());
            above = at;
        }
    }
    assert!(worst < 1e-3, "a rod {worst} m off its 0.1 m");
}

#[test]
fn the_ballistic_pendulum_rises_to_the_height_of_the_common_speed() {
    let report = play("43_ballistic_pendulum.ron", 90, &["block"]);
    let speed = 0.02 * 100.0 / 2.02;
    let rise = speed * speed / (2.0 * G);
    let highest = trace(&report, "block").iter().map(|s| s.position[1] - 1.0).fold(f32::MIN, f32::max);
    assert_close!(highest, rise, 0.02 * rise, "rise");
    // hung level by its two strings, it swings without turning
    let turned = trace(&report, "block").iter().map(|s| s.rotation[2].abs()).fold(0.0, f32::max);
    assert!(turned < 0.01, "turned {turned}");
}

#[test]
fn a_scene_saved_with_its_joints_loads_back_the_same() {
    let scene = load_scene(&common::scene_path("43_ballistic_pendulum.ron")).unwrap();
    let again = parse_scene(&scene_text(&scene), Path::new("again.ron")).unwrap();
    assert_eq!(again.joints, scene.joints);
    // and as the world holds it after a run
    let mut app = collision_sandbox::headless::headless_app(Default::default());
    let spawned = collision_sandbox::scene::spawn_scene(app.world_mut(), &scene);
    assert_eq!(spawned.len(), 3);
    let captured = capture_scene(app.world_mut(), &scene);
    assert_eq!(captured.joints, scene.joints);
}

#[test]
fn a_joint_with_a_bad_end_or_number_is_refused_with_its_place_and_field() {
    let scene = |joint: &str| {
        format!(
            "(name: \"j\", bodies: [(name: \"bob\", shape: Sphere(radius: 0.1), position: (0.0, 1.0, 0.0))],\n joints: [\n  {joint},\n ],\n)"
        )
    };
    let cases = [
        ("(kind: String, a: Point((0.0, 2.0, 0.0)), b: Body(\"bib\"))", "joints[0].b", "no body is named \"bib\""),
        ("(kind: Rod, a: Point((0.0, 1.0, 0.0)), b: Body(\"bob\"))", "joints[0].length", "length > 0"),
        ("(kind: Spring, a: Point((0.0, 2.0, 0.0)), b: Body(\"bob\"), stiffness: -3.0)", "joints[0].stiffness", "≥ 0"),
        ("(kind: Spring, a: Point((0.0, 2.0, 0.0)), b: Body(\"bob\"))", "joints[0].stiffness", "stiffness > 0"),
        ("(kind: String, a: Point((0.0, NaN, 0.0)), b: Body(\"bob\"))", "joints[0].a", "finite"),
        ("(kind: String, a: Point((0.0, 2.0, 0.0)), b: Body(\"bob\"), breaks_at: 0.0)", "joints[0].breaks_at", "> 0"),
        ("(kind: Rod, a: Body(\"bob\"), b: BodyAt(\"bob\", (0.1, 0.0, 0.0)))", "joints[0].b", "one body"),
    ];
    for (joint, field, words) in cases {
        let error = parse_scene(&scene(joint), Path::new("bad.ron")).unwrap_err().to_string();
        assert!(error.starts_with("bad.ron:3: "), "{error}");
        assert!(error.contains(&format!("field `{field}`")) && error.contains(words), "{error}");
    }
    // a typo in a joint's kind is a syntax error with its line
    let error = parse_scene(&scene("(kind: Strng, a: Point((0.0, 2.0, 0.0)), b: Body(\"bob\"))"), Path::new("bad.ron"));
    assert!(error.unwrap_err().to_string().starts_with("bad.ron:3:"));
}

/// A scene of two boxes, the second turned 30° about z, with `joint` between them or the world.
fn machine_scene(joint: &str) -> String {
    format!(
        "(name: \"m\", bodies: [\n (name: \"arm\", shape: Box(half_extents: (0.5, 0.05, 0.05)), position: (0.5, 1.0, 0.0)),\n (name: \"bar\", shape: Box(half_extents: (0.5, 0.05, 0.05)), position: (1.5, 1.0, 0.0), rotation: Degrees((0.0, 0.0, 30.0))),\n],\n joints: [\n  {joint},\n ],\n)"
    )
}

#[test]
fn a_scene_of_machine_joints_saves_and_loads_back_bit_for_bit() {
    let joints = [
        "(kind: Pin, a: Point((0.0, 1.0, 0.0)), b: BodyAt(\"arm\", (-0.5, 0.0, 0.0)))",
        "(kind: Hinge, a: BodyAt(\"arm\", (0.5, 0.0, 0.0)), b: BodyAt(\"bar\", (-0.5, 0.0, 0.0)), axis: (0.0, 0.0, 1.0), limits: (-0.5, 0.7), motor: (speed: 2.0, max: 5.0), breaks_at_torque: 40.0)",
        "(kind: Slider, a: Body(\"arm\"), b: Body(\"bar\"), axis: (1.0, 0.0, 0.0), rest: Degrees((0.0, 0.0, 10.0)), limits: (0.5, 2.0))",
        "(kind: Weld, a: Body(\"arm\"), b: Body(\"bar\"), spring: (hertz: 4.0, damping_ratio: 0.5))",
        "(kind: Pulley, a: Body(\"arm\"), b: Body(\"bar\"), wheels: ((0.5, 3.0, 0.0), (1.5, 3.0, 0.0)), ratio: 2.0)",
    ];
    for joint in joints {
        let scene = parse_scene(&machine_scene(joint), Path::new("m.ron")).unwrap();
        let text = scene_text(&scene);
        let again = parse_scene(&text, Path::new("again.ron")).unwrap();
        assert_eq!(again.joints, scene.joints, "{joint}\n{text}");
        // and as the world holds it
        let mut app = collision_sandbox::headless::headless_app(Default::default());
        collision_sandbox::scene::spawn_scene(app.world_mut(), &scene);
        assert_eq!(capture_scene(app.world_mut(), &scene).joints, scene.joints, "{joint}");
    }
    // a hinge given no rest turn holds B as the bodies start: 30° against A; a pulley's length is its strings'
    let scene = parse_scene(&machine_scene(joints[1]), Path::new("m.ron")).unwrap();
    let collision_sandbox::physics::JointKind::Hinge(hinge) = scene.joints[0].kind else { panic!("a hinge") };
    assert!(hinge.rest.angle_between(bevy::math::Quat::from_rotation_z(30f32.to_radians())) < 1e-6);
    let scene = parse_scene(&machine_scene(joints[4]), Path::new("m.ron")).unwrap();
    assert_close!(scene.joints[0].kind.length(), 2.0 + 2.0 * 2.0, 1e-6, "the pulley's length");
}

#[test]
fn a_machine_joint_with_a_wrong_field_or_number_is_refused_with_its_place_and_field() {
    let ends = "a: Body(\"arm\"), b: Body(\"bar\")";
    let cases = [
        (format!("(kind: Hinge, {ends}, axis: (0.0, 0.0, 0.0))"), "joints[0].axis", "must point somewhere"),
        (format!("(kind: Hinge, {ends}, limits: (0.5, -0.5))"), "joints[0].limits", "is above the high one"),
        (format!("(kind: Hinge, {ends}, motor: (speed: 1.0, max: -2.0))"), "joints[0].motor", "≥ 0"),
        (
            format!("(kind: Slider, {ends}, rest: Quaternion((0.0, 0.0, 0.0, 0.0)))"),
            "joints[0].rest",
            "zero quaternion",
        ),
        (
            format!("(kind: Pulley, {ends}, wheels: ((0.0, 3.0, 0.0), (1.0, 3.0, 0.0)), ratio: 0.0)"),
            "joints[0].ratio",
            "> 0",
        ),
        (format!("(kind: Pulley, {ends})"), "joints[0].wheels", "two wheels"),
        (format!("(kind: Weld, {ends}, spring: (hertz: 0.0, damping_ratio: 1.0))"), "joints[0].spring", "hertz > 0"),
        (format!("(kind: Pin, {ends}, axis: (0.0, 0.0, 1.0))"), "joints[0].axis", "a pin has no field `axis`"),
        (
            format!("(kind: Rod, {ends}, motor: (speed: 1.0, max: 2.0))"),
            "joints[0].motor",
            "a rod has no field `motor`",
        ),
        (format!("(kind: Weld, {ends}, breaks_at_torque: -1.0)"), "joints[0].breaks_at_torque", "torque > 0"),
    ];
    for (joint, field, words) in cases {
        let error = parse_scene(&machine_scene(&joint), Path::new("bad.ron")).unwrap_err().to_string();
        assert!(error.starts_with("bad.ron:6: "), "{error}");
        assert!(error.contains(&format!("field `{field}`")) && error.contains(words), "{error}");
    }
}
