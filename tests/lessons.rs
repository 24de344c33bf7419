//! Lessons: every catalogue lesson played headless, its triggers firing where the physics says and its
//! revealed values matching the analytic answers; bad lesson files named by line and field.

#[path = "common/lessons.rs"]
mod lesson_play;

use std::process::Command;

use collision_sandbox::lesson::{LessonError, parse_lesson};
use lesson_play::*;

#[test]
fn equal_masses_swap_velocities() {
    let steps = play("01_equal_masses.ron");
    close(value(&steps[1], "velocity x of left"), 0.0, 1e-3, "left after");
    close(value(&steps[1], "velocity x of right"), 3.0, 1e-3, "right after");
    close(value(&steps[1], "total momentum x"), 3.0, 1e-4, "momentum");
    close(value(&steps[1], "total kinetic energy"), 4.5, 1e-3, "energy");
    // 3 m between the surfaces at 3 m/s: they meet after 1 s
    assert!(fired_step(&steps[1]) >= step_at(1.0), "the end comes after the meeting");
    close(value(&steps[2], "velocity x of right"), 5.0, 1e-3, "right after, changed to 5 m/s");
}

#[test]
fn a_light_ball_bounces_back_off_a_heavy_one_with_the_formula_speeds() {
    let steps = play("02_heavy_and_light.ron");
    let elastic = |m1: f32, m2: f32, v: f32| ((m1 - m2) / (m1 + m2) * v, 2.0 * m1 / (m1 + m2) * v);
    let (light, heavy) = elastic(1.0, 3.0, 4.0);
    close(value(&steps[0], "velocity x of light"), light, 1e-3, "light, 1 : 3");
    close(value(&steps[0], "velocity x of heavy"), heavy, 1e-3, "heavy, 1 : 3");
    close(value(&steps[0], "total momentum x"), 4.0, 1e-4, "momentum, 1 : 3");
    close(value(&steps[0], "total kinetic energy"), 8.0, 1e-3, "energy, 1 : 3");
    let (light, heavy) = elastic(1.0, 100.0, 4.0);
    close(value(&steps[1], "speed of light"), light.abs(), 1e-3, "light, 1 : 100");
    close(value(&steps[1], "velocity x of heavy"), heavy, 1e-4, "heavy, 1 : 100");
}

#[test]
fn sticky_collisions_keep_momentum_and_lose_one_minus_e_squared_of_the_energy_they_can() {
    let steps = play("03_sticky_collisions.ron");
    // e = 0: together at 1.5 m/s, half of 4.5 J lost
    close(value(&steps[0], "velocity x of left"), 1.5, 1e-3, "left, e = 0");
    close(value(&steps[0], "velocity x of right"), 1.5, 1e-3, "right, e = 0");
    close(value(&steps[0], "total kinetic energy"), 2.25, 1e-3, "energy, e = 0");
    // e = 0.5: (1 ∓ e)/2 × 3 m/s; energy lost (1 − e²) × 2.25 J
    close(value(&steps[1], "velocity x of left"), 0.75, 1e-3, "left, e = 0.5");
    close(value(&steps[1], "velocity x of right"), 2.25, 1e-3, "right, e = 0.5");
    close(value(&steps[1], "total kinetic energy"), 4.5 - 0.75 * 2.25, 1e-3, "energy, e = 0.5");
    close(value(&steps[1], "total momentum x"), 3.0, 1e-4, "momentum, e = 0.5");
}

#[test]
fn each_bounce_peaks_at_e_squared_of_the_one_before() {
    let steps = play("04_bounce_heights.ron");
    let (start, radius) = (5.0 - 0.4, 0.4);
    let first = value(&steps[0], "height of e = 0.5") - radius;
    let second = value(&steps[1], "height of e = 0.5") - radius;
    close(first / start, 0.25, 0.25 * 0.02, "first bounce over the fall");
    close(second / first, 0.25, 0.25 * 0.03, "second bounce over the first");
    // the first top: a fall of 4.6 m, then a rise at half the speed
    let fall = (2.0 * start / G).sqrt();
    close(steps[0].time, fall * 1.5, 2.0 * DT, "time of the first top");
}

#[test]
fn a_glancing_elastic_collision_of_equal_masses_leaves_at_ninety_degrees() {
    let steps = play("05_glancing_right_angle.ron");
    close(value(&steps[0], "angle between cue and target"), 90.0, 0.5, "angle");
    close(value(&steps[0], "total kinetic energy"), 8.0, 1e-3, "energy");
    // aimed half a radius off: the target leaves along the line of centres, 30° off the path, at v cos 30°
    close(value(&steps[0], "speed of target"), 4.0 * 30f32.to_radians().cos(), 1e-2, "target speed");
}

#[test]
fn friction_stops_a_box_in_v_squared_over_two_mu_g() {
    let steps = play("06_friction_stopping.ron");
    for (step, mu) in [(&steps[0], 0.2), (&steps[1], 0.1)] {
        let name = format!("distance moved of box μ {mu}");
        close(value(step, &name), 25.0 / (2.0 * mu * G), 0.02 * 25.0 / (2.0 * mu * G), &name);
        close(step.time, 5.0 / (mu * G), 2.0 * DT, "time to stop");
    }
}

#[test]
fn the_bullet_tunnels_without_continuous_detection_and_stops_at_its_time_of_impact_with_it() {
    let steps = play("07_tunnelling.ron");
    assert_eq!(value(&steps[0], "collisions"), 0.0);
    close(value(&steps[0], "velocity x of bullet"), 300.0, 1e-3, "unchanged");
    // 12 m less the bullet's radius and half the wall at 300 m/s
    assert_eq!(fired_step(&steps[1]), step_at((12.0 - 0.05 - 0.005) / 300.0));
    assert_eq!(value(&steps[1], "collisions"), 1.0);
    close(value(&steps[1], "velocity x of bullet"), -0.2 * 300.0, 0.5, "bounce at e = 0.2");
}

#[test]
fn detection_begins_contact_on_the_step_the_shapes_first_touch() {
    let steps = play("08_how_detection_decides.ron");
    // spheres: centres 1 m apart, 0.5 m of it sideways, the cue 4 m back at 4 m/s
    let spheres = (4.0 - (1.0f32 - 0.25).sqrt()) / 4.0;
    // boxes: the crate's underside falls 1.5 m onto the base
    let boxes = (2.0 * 1.5 / G).sqrt();
    // corner: the centre 0.15 m beyond the box in x and z; touches 0.4 m from the corner's edge
    let corner = (2.0 * (4.0 - 2.0 - (0.16f32 - 2.0 * 0.0225).sqrt()) / G).sqrt();
    for (step, t) in steps.iter().zip([spheres, boxes, corner]) {
        assert_eq!(fired_step(step), step_at(t), "step {} at t = {t}", step.number);
    }
}

#[test]
fn positional_correction_removes_overlap_the_impulses_leave() {
    let steps = play("09_positional_correction.ron");
    close(value(&steps[0], "overlap of box 1 and floor"), 0.05, 0.002, "overlap kept without correction");
    close(value(&steps[0], "height of box 3"), 2.35, 0.002, "sunk stack without correction");
    // each of the three contacts is left with the slop the correction allows
    let slop = collision_sandbox::physics::PhysicsSettings::default().slop;
    close(value(&steps[1], "height of box 3"), 2.5 - 3.0 * slop, 0.002, "risen stack with correction");
    close(value(&steps[1], "overlap of box 1 and floor"), slop, 0.001, "overlap left with correction");
}

#[test]
fn galperins_blocks_count_three_thirty_one_and_three_hundred_and_fourteen() {
    let steps = play("10_counting_collisions.ron");
    assert_eq!(value(&steps[0], "impacts"), 3.0);
    assert_eq!(value(&steps[1], "impacts"), 31.0);
    assert_eq!(value(&steps[2], "impacts"), 314.0);
    close(value(&steps[1], "total kinetic energy"), 50.0, 50.0 * 1e-6, "energy kept");
    close(value(&steps[2], "total kinetic energy"), 5000.0, 5000.0 * 1e-6, "energy kept");
}

#[test]
fn the_tall_box_tips_on_thirty_one_degrees_stands_on_twenty_four_and_slides_upright_on_the_slick_ramp() {
    let steps = play("14_tip_or_slide.ron");
    // tan 31° = 0.6 > b/h = 0.5 tips; tan 24° = 0.45 < 0.5 stands
    assert!(value(&steps[1], "tilt of box on rough 31°") > 45.0);
    close(value(&steps[1], "tilt of box on rough 24°"), 0.0, 0.05, "the box on 24° stands");
    // 1 m at a = g (sin θ − μ cos θ), tan θ = 0.4, μ = 0.3: t = √(2/a), upright
    let theta = 0.4f32.atan();
    let a = G * (theta.sin() - 0.3 * theta.cos());
    close(value(&steps[2], "time"), (2.0 / a).sqrt(), DT, "the slick box slides 1 m in");
    close(value(&steps[2], "speed of box on slick 22°"), (2.0 * a).sqrt(), 0.02, "at √(2a)");
    close(value(&steps[2], "tilt of box on slick 22°"), 0.0, 0.05, "it slides upright");
}

#[test]
fn the_domino_waves_end_in_times_that_grow_as_the_root_of_the_rows_size() {
    let steps = play("15_domino_wave.ron");
    let times: Vec<f32> = steps[1..].iter().map(|step| value(step, "time")).collect();
    // each row twice the size of the one before, every length doubled: its wave takes √2 times as long
    for pair in times.windows(2) {
        close(pair[1] / pair[0], 2f32.sqrt(), 0.05 * 2f32.sqrt(), &format!("times {times:?}"));
    }
}

/// The error a lesson text gives, read as if it were `assets/lessons/bad.ron`.
fn error_of(text: &str) -> LessonError {
    let path = root().join("assets/lessons/bad.ron");
    parse_lesson(text, &path, &catalogue()).expect_err("a bad lesson")
}

/// (line, step, field) of an invalid lesson.
fn where_of(text: &str) -> (usize, Option<usize>, String, String) {
    match error_of(text) {
        LessonError::Invalid { line, step, field, message, .. } => (line, step, field, message.to_string()),
        other => panic!("not an invalid value: {other}"),
    }
}

/// A two-step lesson on the equal-masses scene with `second` as the second step's fields.
fn lesson_with(second: &str) -> String {
    format!(
        "(\n    title: \"t\",\n    steps: [\n        (scene: \"04_head_on_equal\"),\n        (\n            {second}\n        ),\n    ],\n)"
    )
}

#[test]
fn every_bad_field_names_its_line_step_and_field() {
    let cases = [
        ("change: [Body(name: \"lefty\", mass: 2.0)],", "change", "no body \"lefty\""),
        ("change: [Body(name: \"left\", mass: 0.0)],", "change", "mass must be > 0"),
        ("change: [Body(name: \"left\", restitution: 1.5)],", "change", "between 0 and 1"),
        ("change: [Body(name: \"left\", friction: -1.0)],", "change", "friction"),
        ("change: [Body(name: \"left\", velocity: (NaN, 0.0, 0.0))],", "change", "finite"),
        ("change: [Substeps(0)],", "change", "substeps"),
        ("run: Begin(\"left\", \"nobody\"),", "run", "no body \"nobody\""),
        ("run: Steps(0),", "run", "at least one step"),
        ("run: Seconds(NaN),", "run", "seconds"),
        ("run: SlowerThan(\"left\", 0.0),", "run", "speed"),
        ("run: Crosses(body: \"left\", point: (0.0, 0.0, 0.0), normal: (0.0, 0.0, 0.0)),", "run", "normal"),
        ("run: Steps(5),\n            within: -1.0,", "within", "time > 0"),
        ("reveal: [Speed(\"ghost\")],", "reveal", "no body \"ghost\""),
        ("show: [Inspector(\"left\", \"ghost\")],", "show", "no body \"ghost\""),
        ("predict: Choice(question: \"q\", options: [\"a\"], answer: 0),", "predict", "two options"),
        ("predict: Choice(question: \"q\", options: [\"a\", \"b\"], answer: 2),", "predict", "answer 2"),
        (
            "predict: Number(question: \"q\", unit: \"m\", tolerance: 0.0),\n            reveal: [Time],",
            "predict",
            "tolerance",
        ),
        ("predict: Number(question: \"q\", unit: \"m\", tolerance: 0.1),", "predict", "add reveal"),
        ("scene: \"../scenes/04_head_on_equal\",", "scene", "inside the lesson's folder"),
        ("scene: \"/etc/passwd\",", "scene", "inside the lesson's folder"),
        ("scene: \"no_such_scene\",", "scene", "no scene \"no_such_scene\""),
    ];
    for (fields, field, says) in cases {
        let text = lesson_with(fields);
        let (line, step, named, message) = where_of(&text);
        assert_eq!((step, named.as_str()), (Some(2), field), "{fields}: {message}");
        let written = 6 + fields[..fields.find(field).unwrap_or(0)].matches('\n').count();
        assert_eq!(line, written, "{fields}: the field's line, got {line}: {message}");
        assert!(message.contains(says), "{fields}: {message}");
    }
}

#[test]
fn a_bad_lesson_file_as_a_whole_is_named_too() {
    let syntax = error_of("(\n    title: \"t\",\n    stepz: [],\n)");
    assert!(matches!(syntax, LessonError::Syntax { line: 3, .. }), "{syntax}");
    let unknown_trigger = error_of(&lesson_with("run: Untill(3),"));
    assert!(matches!(unknown_trigger, LessonError::Syntax { line: 6, .. }), "{unknown_trigger}");
    let (_, step, field, _) = where_of("(\n    title: \"t\",\n    steps: [(text: \"hello\")],\n)");
    assert_eq!((step, field.as_str()), (Some(1), "scene"), "the first step must open a scene");
    let (_, _, field, _) = where_of("(title: \" \", steps: [(scene: \"04_head_on_equal\")])");
    assert_eq!(field, "title");
    let (_, _, field, _) = where_of("(title: \"t\", steps: [])");
    assert_eq!(field, "steps");
    let shown = error_of(&lesson_with("run: Steps(0),")).to_string();
    assert!(shown.contains("bad.ron:6: step 2, field `run`"), "{shown}");
}

#[test]
fn a_scene_that_fails_to_load_or_leads_out_of_the_folder_is_an_error_not_a_read() {
    let folder = std::env::temp_dir().join(format!("lesson-scenes-{}", std::process::id()));
    std::fs::create_dir_all(folder.join("scenes")).unwrap();
    std::fs::write(folder.join("scenes/broken.ron"), "(name: \"x\", bodies: [(name: \"a\")])").unwrap();
    let lesson = "(title: \"t\", steps: [(scene: \"scenes/broken.ron\")])";
    let error = parse_lesson(lesson, &folder.join("l.ron"), &catalogue()).expect_err("a broken scene");
    assert!(error.to_string().contains("the scene does not load"), "{error}");
    #[cfg(unix)]
    {
        std::os::unix::fs::symlink(catalogue().join("04_head_on_equal.ron"), folder.join("scenes/link.ron")).ok();
        let lesson = "(title: \"t\", steps: [(scene: \"scenes/link.ron\")])";
        let error = parse_lesson(lesson, &folder.join("l.ron"), &catalogue()).expect_err("a link out");
        assert!(error.to_string().contains("leads outside"), "{error}");
    }
    std::fs::remove_dir_all(&folder).ok();
}

#[test]
fn lesson_check_prints_each_trigger_step_and_value_and_exits_2_on_a_bad_file() {
    let binary = env!("CARGO_BIN_EXE_collision-sandbox");
    let mut good = Command::new(binary);
    good.args(["lesson", "check", "assets/lessons/10_counting_collisions.ron"]).current_dir(root());
    let output = good.output().expect("runs");
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{text}{}", String::from_utf8_lossy(&output.stderr));
    assert!(text.contains("ran until Seconds(12.0): step 720, t = 12.000 s"), "{text}");
    assert!(text.contains("impacts = 31") && text.contains("impacts = 314"), "{text}");
    let bad = std::env::temp_dir().join(format!("bad-lesson-{}.ron", std::process::id()));
    std::fs::write(&bad, lesson_with("reveal: [Speed(\"ghost\")],")).unwrap();
    let output = Command::new(binary).args(["lesson", "check"]).arg(&bad).output().expect("runs");
    let errors = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{errors}");
    assert!(errors.contains(":6: step 2, field `reveal`: no body \"ghost\""), "{errors}");
    std::fs::remove_file(&bad).ok();
}
