//! The catalogue's scenes of boxes that tumble against their textbook answers: tip or slide, the domino wave,
//! the tower knocked over and the spinning brick; the block on a free wedge, the hammer thrown spinning and the Platonic dice.

mod common;
use common::assert_close;

use bevy::math::{Quat, Vec3};
use collision_sandbox::scene::{BodyState, Report, RunOptions, TraceSample, load_scene, run_scene};

const G: f32 = 9.81;

fn play(file: &str, steps: u64, trace: &[String]) -> Report {
    let scene = load_scene(&common::scene_path(file)).unwrap();
    run_scene(&scene, &RunOptions { steps, trace: trace.to_vec(), ..RunOptions::default() }, |_| {}).unwrap()
}

fn body<'a>(report: &'a Report, name: &str) -> &'a BodyState {
    report.bodies.iter().find(|body| body.name == name).unwrap()
}

fn rotation(quaternion: [f32; 4]) -> Quat {
    Quat::from_array(quaternion)
}

/// How far a body has turned from a turn of `degrees` about −z (as it stood on its ramp) (rad).
fn tilt(state: &BodyState, degrees: f32) -> f32 {
    rotation(state.rotation).angle_between(Quat::from_rotation_z(-degrees.to_radians()))
}

#[test]
fn on_its_ramp_each_tall_box_stands_tips_or_slides_as_tan_theta_b_over_h_and_mu_say() {
    // b/h = 0.5: on 24° (tan θ = 0.45, μ = 0.9) it stands, on 31° (tan θ = 0.6, μ = 0.9) it tips, on the slick 22°
    // (tan θ = 0.4 > μ = 0.3) it slides down upright at g (sin θ − μ cos θ)
    let (stands, tips, slides) = ("box on rough 24°", "box on rough 31°", "box on slick 22°");
    let start = play("34_tip_or_slide.ron", 1, &[]);
    let report = play("34_tip_or_slide.ron", 60, &[]);
    let moved = |name: &str| Vec3::from(body(&report, name).position).distance(Vec3::from(body(&start, name).position));
    let angles = (0.45f32.atan().to_degrees(), 0.6f32.atan().to_degrees(), 0.4f32.atan().to_degrees());
    assert!(tilt(body(&report, stands), angles.0) < 1e-3 && moved(stands) < 1e-3, "the box on 24° stands");
    assert!(tilt(body(&report, slides), angles.2) < 1e-3, "the box on the slick 22° slides upright");
    // from rest as the scene opens: ½ a t² at 1 s, less where the first step left it
    let theta = angles.2.to_radians();
    let acceleration = G * (theta.sin() - 0.3 * theta.cos());
    let slid = 0.5 * acceleration * (1.0 - 1.0 / 3600.0);
    assert_close!(moved(slides), slid, 0.01 * slid, "slid");
    let later = play("34_tip_or_slide.ron", 180, &[]);
    assert!(tilt(body(&later, tips), angles.1) > 0.8, "the box on 31° has tipped over its downhill edge");
}

/// The first sample at which a domino has turned past 30°.
fn fallen(samples: &[TraceSample]) -> f32 {
    let sample = samples
        .iter()
        .find(|sample| rotation(sample.rotation).angle_between(Quat::IDENTITY) > std::f32::consts::FRAC_PI_6);
    sample.map_or(f32::NAN, |sample| sample.step as f32 / 60.0)
}

#[test]
fn the_domino_waves_run_in_order_and_as_the_root_of_their_height() {
    let rows = [("small", 0.25f32), ("medium", 0.5), ("tall", 1.0)];
    let names: Vec<String> = rows.iter().flat_map(|(row, _)| (1..=30).map(move |k| format!("{row} {k}"))).collect();
    let report = play("35_domino_wave.ron", 900, &names);
    let mut speeds = Vec::new();
    for (row, h) in rows {
        let times: Vec<f32> = (1..=30).map(|k| fallen(&report.trace[&format!("{row} {k}")])).collect();
        assert!(
            times.windows(2).all(|pair| pair[1] > pair[0]),
            "{row}: every domino falls after the one before: {times:?}"
        );
        speeds.push(15.0 * 0.66 * h / (times[24] - times[9]));
    }
    // each doubling of the height makes the wave √2 times as fast
    for pair in speeds.windows(2) {
        assert_close!(pair[1] / pair[0], 2f32.sqrt(), 0.05 * 2f32.sqrt(), "wave speeds {speeds:?}");
    }
}

#[test]
fn the_tower_knocked_at_its_foot_comes_down_with_its_crates_turned() {
    let report = play("36_tower_knocked_over.ron", 300, &[]);
    // every crate has come down from where it stood (the top one from 4.75 m) and most lie turned
    let crates: Vec<&BodyState> = (1..=10).map(|k| body(&report, &format!("crate {k}"))).collect();
    let highest = crates.iter().map(|state| state.position[1]).fold(f32::MIN, f32::max);
    assert!(highest < 1.6, "the tower came down: its highest crate is at {highest} m");
    let turned = crates.iter().filter(|state| rotation(state.rotation).angle_between(Quat::IDENTITY) > 0.1).count();
    assert!(turned >= 5, "{turned} crates turned as they fell");
    assert!(report.max_penetration < 0.05, "overlap {}", report.max_penetration);
}

#[test]
fn the_brick_spun_about_its_middle_axis_flips_and_the_others_spin_steadily() {
    let names: Vec<String> =
        ["about x, the largest I", "about y, the middle I", "about z, the smallest I"].map(String::from).to_vec();
    let report = play("37_spinning_brick.ron", 600, &names);
    // the spin's axis in the brick's own frame: the middle one swings to the other side and back
    let own_axis = |sample: &TraceSample, axis: usize| {
        (rotation(sample.rotation).inverse() * Vec3::from(sample.angular_velocity)).normalize()[axis]
    };
    let flips =
        report.trace[&names[1]].windows(2).filter(|pair| own_axis(&pair[0], 1) * own_axis(&pair[1], 1) < 0.0).count();
    assert!(flips >= 4, "the middle axis flips again and again: {flips} sign changes in 10 s");
    for (name, axis) in [(&names[0], 0), (&names[2], 2)] {
        let least = report.trace[name].iter().map(|sample| own_axis(sample, axis)).fold(f32::MAX, f32::min);
        assert!(least > 0.99, "{name}: spins steadily about its own axis (cosine {least})");
    }
}

#[test]
fn the_free_wedge_recoils_at_its_formula_and_the_pair_keeps_no_momentum_along_the_floor() {
    // a 1 kg block on the 26.6° slope of a 2 kg wedge, nothing rubbing: A = m g sin θ cos θ / (M + m sin² θ)
    let report = play("52_wedge_recoil.ron", 24, &["wedge".to_owned(), "block".to_owned()]);
    let (block, wedge, theta) = (1.0f32, 2.0f32, 0.5f32.atan());
    let recoil = block * G * theta.sin() * theta.cos() / (wedge + block * theta.sin().powi(2));
    let (wedge_state, block_state) = (body(&report, "wedge"), body(&report, "block"));
    let time = 24.0 / 60.0;
    assert_close!(wedge_state.velocity[0], -recoil * time, 0.02 * recoil * time, "the wedge moves back at A t");
    let momentum = wedge * wedge_state.velocity[0] + block * block_state.velocity[0];
    assert_close!(momentum, 0.0, 0.01, "M V + m v along the floor");
    // the block slides down the slope, at rest across it: its velocity relative to the wedge along the slope
    let relative = Vec3::from(block_state.velocity) - Vec3::from(wedge_state.velocity);
    let down_slope = Vec3::new(theta.cos(), -theta.sin(), 0.0);
    assert!(relative.normalize().dot(down_slope) > 0.999, "the block slides along the slope: {relative}");
    // the wedge stays flat on the floor
    assert!(rotation(wedge_state.rotation).angle_between(Quat::IDENTITY) < 1e-3, "{:?}", wedge_state.rotation);
}

#[test]
fn the_thrown_hammer_s_centre_of_mass_follows_the_parabola_and_its_spin_stays() {
    // thrown from (−3, 1) at (3, 6) m/s spinning at 8 rad/s about z: in the air until about 1.36 s
    let report = play("53_thrown_hammer.ron", 72, &["hammer".to_owned()]);
    assert!(report.trace["hammer"].len() >= 10);
    for sample in &report.trace["hammer"] {
        let t = sample.step as f32 / 60.0;
        let expected = Vec3::new(-3.0 + 3.0 * t, 1.0 + 6.0 * t - 0.5 * G * t * t, 0.0);
        assert!(Vec3::from(sample.position).distance(expected) < 1e-3, "at {t} s: {:?}", sample.position);
        assert_close!(sample.angular_velocity[2], 8.0, 1e-4, "its spin at {t} s");
        assert!(sample.angular_velocity[0].abs() + sample.angular_velocity[1].abs() < 1e-4, "{t} s");
    }
}

#[test]
fn each_platonic_die_comes_to_rest_on_a_face_at_the_face_s_distance_from_its_centre() {
    use collision_sandbox::geometry::ConvexHull;
    let report = play("54_platonic_dice.ron", 420, &[]);
    for (name, faces) in [("tetrahedron", 4), ("cube", 6), ("octahedron", 8), ("dodecahedron", 12), ("icosahedron", 20)]
    {
        let die = ConvexHull::regular(faces, 0.3).unwrap();
        let state = body(&report, name);
        assert!(Vec3::from(state.velocity).length() < 0.01, "{name} still moves: {:?}", state.velocity);
        let turn = rotation(state.rotation);
        let flat = die.normals().iter().map(|normal| (turn * *normal).dot(-Vec3::Y)).fold(f32::MIN, f32::max);
        assert!(flat > 0.9999, "{name}: no face flat on the table ({flat})");
        assert_close!(state.position[1], die.inner_radius(), 2e-3, "{name}: its centre above the table");
    }
}
