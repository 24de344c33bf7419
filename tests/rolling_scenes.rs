//! The rolling scenes of the catalogue against their textbook answers: slide then roll, stun, follow and draw,
//! the 30° rule, the inclined plane and the rolling race down a ramp.

mod common;
use common::assert_close;

use collision_sandbox::scene::{BodyState, Report, RunOptions, TraceSample, load_scene, run_scene};

const G: f32 = 9.81;

fn play(file: &str, steps: u64, trace: &[&str]) -> Report {
    let scene = load_scene(&common::scene_path(file)).unwrap();
    let trace = trace.iter().map(|name| name.to_string()).collect();
    run_scene(&scene, &RunOptions { steps, trace, ..RunOptions::default() }, |_| {}).unwrap()
}

fn body<'a>(report: &'a Report, name: &str) -> &'a BodyState {
    report.bodies.iter().find(|body| body.name == name).unwrap()
}

/// The first sample at which a ball of `radius` rolling along x has no slip at its lowest point.
fn rolling_from(samples: &[TraceSample], radius: f32) -> &TraceSample {
    let slip = |sample: &TraceSample| sample.velocity[0] + sample.angular_velocity[2] * radius;
    samples.iter().find(|sample| slip(sample).abs() < 1e-3).expect("it rolls")
}

#[test]
fn slide_then_roll_reaches_five_sevenths_and_three_fifths_and_the_box_stops_at_v_squared_over_two_mu_g() {
    let report = play("29_slide_then_roll.ron", 120, &["solid ball", "hollow ball"]);
    let (v0, mu) = (3.0, 0.2);
    // k = 2/5 solid, 2/3 hollow: rolling at v₀/(1 + k) after k v₀/((1 + k) μ g)
    for (name, k) in [("solid ball", 0.4), ("hollow ball", 2.0 / 3.0)] {
        let rolling = rolling_from(&report.trace[name], 0.25);
        let slide_time = k * v0 / ((1.0 + k) * mu * G);
        assert_close!(rolling.step as f32 / 60.0, slide_time, 1.0 / 60.0, "{name} rolls from");
        assert_close!(body(&report, name).velocity[0], v0 / (1.0 + k), 1e-3, "{name} rolls on at");
        let slid = v0 * slide_time - 0.5 * mu * G * slide_time * slide_time;
        let since = rolling.step as f32 / 60.0 - slide_time;
        assert_close!(rolling.position[0] - v0 / (1.0 + k) * since, slid, 0.01, "{name} slid");
    }
    assert_close!(body(&report, "box").position[0], v0 * v0 / (2.0 * mu * G), 0.005, "the box slides v²/(2μg)");
    assert_close!(body(&report, "box").velocity[0], 0.0, 1e-6);
}

#[test]
fn the_stun_ball_stops_dead_the_follow_ball_follows_and_the_draw_ball_comes_back() {
    let report = play("30_stun_follow_draw.ron", 90, &[]);
    let along = |name: &str| body(&report, name).velocity[0];
    assert_close!(along("stun cue"), 0.0, 1e-3, "stun");
    // 2/7 of 3 m/s, less the little topspin the balls' friction (μ = 0.01) takes in the impact
    assert_close!(along("follow cue"), 3.0 * 2.0 / 7.0, 0.03, "follow");
    assert_close!(along("draw cue"), -3.0 * 2.0 / 7.0, 0.03, "draw");
    assert_close!(along("follow cue") + along("draw cue"), 0.0, 1e-4, "follow and draw mirror each other");
    // each object ball leaves at the cue ball's 3 m/s, sliding, and rolls on at 5/7 of it
    assert_close!(along("stun object"), 3.0 * 5.0 / 7.0, 1e-3, "object ball");
}

#[test]
fn a_rolling_cue_ball_in_a_half_ball_hit_turns_about_thirty_degrees() {
    let report = play("31_thirty_degree_rule.ron", 120, &[]);
    let cue = body(&report, "cue ball").velocity;
    let turned = cue[2].abs().atan2(cue[0]).to_degrees();
    // φ = 30°: tan θ = sin φ cos φ / (sin² φ + 2/5)
    let phi = 30f32.to_radians();
    let expected = (phi.sin() * phi.cos() / (phi.sin().powi(2) + 0.4)).atan().to_degrees();
    assert_close!(turned, expected, 0.5, "cue ball's turn (°)");
    // and it rolls again: no slip at its lowest point
    let (w, v) = (body(&report, "cue ball").angular_velocity, cue);
    assert_close!(v[0] + w[2] * 0.1, 0.0, 1e-3);
    assert_close!(v[2] - w[0] * 0.1, 0.0, 1e-3);
}

#[test]
fn on_the_inclined_plane_the_block_below_the_friction_angle_holds_and_the_others_slide_at_g_sin_minus_mu_cos() {
    // 1.5 s: the sliding blocks are still on their ramps
    let report = play("32_inclined_plane.ron", 90, &[]);
    let speed = |name: &str| {
        let v = body(&report, name).velocity;
        (v[0] * v[0] + v[1] * v[1] + v[2] * v[2]).sqrt()
    };
    assert_close!(speed("block on 15°"), 0.0, 1e-3, "15° < atan 0.4: held");
    for (name, degrees) in [("block on 25°", 25f32), ("block on 35°", 35.0)] {
        let angle = degrees.to_radians();
        let a = G * (angle.sin() - 0.4 * angle.cos());
        assert_close!(speed(name), a * 1.5, 0.01, "{name}: a t");
    }
}

/// A racer of I = k m r² (k = 0 slides) 1 s down the 20° ramp from 2.3427 m up: v = √(2gh/(1 + k)) for its drop
/// h, and a t with a = g sin θ/(1 + k).
fn check_racer(report: &Report, name: &str, k: f32) {
    let state = body(report, name);
    let v = state.velocity;
    let speed = (v[0] * v[0] + v[1] * v[1]).sqrt();
    let drop = 2.3427 - state.position[1];
    assert_close!(speed, (2.0 * G * drop / (1.0 + k)).sqrt(), 0.01, "{name}: √(2gh/(1 + k))");
    assert_close!(speed, G * 20f32.to_radians().sin() / (1.0 + k), 0.01, "{name}: a t after 1 s");
}

#[test]
fn the_rolling_race_down_the_ramp_gives_each_body_its_formula_speed_for_its_drop() {
    let report = play("33_rolling_race.ron", 60, &[]);
    for (name, k) in [("box", 0.0), ("solid ball", 0.4), ("hollow ball", 2.0 / 3.0)] {
        check_racer(&report, name, k);
    }
}

#[test]
fn the_rolling_race_with_cans_gives_the_ball_the_can_and_the_ring_five_sevenths_two_thirds_and_a_half() {
    let report = play("51_rolling_cans.ron", 60, &[]);
    for (name, k, across) in [("ball", 0.4, -0.8), ("can", 0.5, 0.0), ("ring", 1.0, 0.8)] {
        check_racer(&report, name, k);
        // each rolls straight down: the cans have not wandered along their axes
        let z = body(&report, name).position[2];
        assert!((z - across).abs() < 1e-3, "{name} wandered to z = {z}");
    }
}
