//! The catalogue's machines against their textbook answers: the seesaw, the physical pendulum, the Atwood
//! machine, the turntable, the cart on hinged wheels, the welded L and the rope bridge; and a motor's work in the
//! recorded figures.

mod common;
use common::{assert_close, down_crossings, mean_period, play, trace};

use std::f32::consts::PI;

use bevy::math::{Quat, Vec3};
use collision_sandbox::physics::{Joint, JointForce, JointKind, PhysicsSettings};
use collision_sandbox::recording::{History, RecordingPlugin, motor_work_since};
use collision_sandbox::scene::{RunOptions, TraceSample, load_scene, parse_scene, run_scene, spawn_scene};

const G: f32 = 9.81;
const DT: f32 = 1.0 / 60.0;

fn at(sample: &TraceSample) -> Vec3 {
    Vec3::from_array(sample.position)
}

fn turned(sample: &TraceSample) -> Quat {
    Quat::from_array(sample.rotation)
}

#[test]
fn the_balanced_seesaw_stays_level_and_the_other_tips_with_torque_over_inertia() {
    let report = play("44_seesaw.ron", 120, &["back plank", "front plank"]);
    // m₁d₁ = m₂d₂: no turning for two seconds
    let tilt = |sample: &TraceSample| turned(sample).to_axis_angle().1;
    let most = trace(&report, "back plank").iter().map(tilt).fold(0.0, f32::max);
    assert!(most < 1e-3, "the balanced plank tilted {most} rad");
    // τ = (2 × 0.75 − 1 × 1.0) g; I: the plank's, the boxes' own and their m (d² + h²) about the hinge
    let cube = |m: f32| m * (0.2 * 0.2 + 0.2 * 0.2) / 12.0;
    let inertia = 4.0 * (16.0 + 0.01) / 12.0
        + 2.0 * (0.75 * 0.75 + 0.15 * 0.15)
        + cube(2.0)
        + 1.0 * (1.0 + 0.15 * 0.15)
        + cube(1.0);
    let alpha = 0.5 * G / inertia;
    let front = trace(&report, "front plank");
    assert_close!(front[5].angular_velocity[2] / (6.0 * DT), alpha, 0.02 * alpha, "the tipping plank's α");
}

#[test]
fn a_rod_hung_at_its_end_swings_with_the_ball_on_two_thirds_of_its_length() {
    let report = play("45_physical_pendulum.ron", 600, &["rod", "ball"]);
    // T = 2π √(I/(m g d)), I = m (L² + w²)/12 + m (L/2)² for the 1 m rod 4 cm wide, at 10°
    let inertia = (1.0 + 0.04 * 0.04) / 12.0 + 0.25;
    let amplitude = 10f32.to_radians();
    let period = 2.0 * PI * (inertia / (G * 0.5)).sqrt() * (1.0 + amplitude * amplitude / 16.0);
    let rod = mean_period(&down_crossings(trace(&report, "rod"), |s| s.position[0], 0.0));
    assert_close!(rod, period, 2e-3 * period, "the rod's period");
    let ball = mean_period(&down_crossings(trace(&report, "ball"), |s| s.position[0], 0.0));
    assert_close!(ball, rod, 3e-3 * period, "the ball's period against the rod's");
    // the rod's top stays on the hinge
    let off =
        trace(&report, "rod").iter().map(|s| (at(s) + turned(s) * Vec3::new(0.0, 0.5, 0.0)).distance(Vec3::Y * 2.0));
    let off = off.fold(0.0, f32::max);
    assert!(off < 1e-3, "the rod's top {off} m off its hinge");
}

#[test]
fn the_atwood_machine_moves_at_g_times_the_mass_difference_over_the_sum_with_its_tension() {
    let scene = load_scene(&common::scene_path("46_atwood_machine.ron")).unwrap();
    let options = RunOptions { steps: 30, trace: vec!["3 kg".into(), "1 kg".into()], ..RunOptions::default() };
    let mut tensions = Vec::new();
    let report = run_scene(&scene, &options, |world| {
        let mut joints = world.query::<(&Joint, &JointForce)>();
        let (joint, held) = joints.single(world).unwrap();
        assert!(matches!(joint.kind, JointKind::Pulley(_)));
        tensions.push(held.tension);
    })
    .unwrap();
    let (m1, m2) = (3.0, 1.0);
    let (a, tension) = (G * (m1 - m2) / (m1 + m2), 2.0 * m1 * m2 * G / (m1 + m2));
    for (name, sign) in [("3 kg", -1.0), ("1 kg", 1.0)] {
        let samples = trace(&report, name);
        let measured = (samples[29].velocity[1] - samples[5].velocity[1]) / (24.0 * DT);
        assert_close!(measured, sign * a, 5e-3 * a, "{name}'s acceleration");
    }
    for held in &tensions[5..] {
        assert_close!(*held, tension, 5e-3 * tension, "the string's tension");
    }
}

#[test]
fn on_the_turntable_the_blocks_past_the_root_of_mu_g_over_omega_squared_slide_off_and_the_others_stay() {
    let blocks = [("block at 0.5 m", 0.5), ("block at 1 m", 1.0), ("block at 1.5 m", 1.5), ("block at 2 m", 2.0)];
    let names: Vec<&str> = blocks.iter().map(|(name, _)| *name).chain(["table"]).collect();
    let report = play("47_turntable.ron", 600, &names);
    let table = trace(&report, "table");
    let spin = |k: usize| table[k].angular_velocity[1];
    assert_close!(spin(table.len() - 1), 2.0, 0.01, "the table's speed after 10 s");
    let radius = |sample: &TraceSample| sample.position[0].hypot(sample.position[2]);
    for (name, r) in blocks {
        let samples = trace(&report, name);
        let moved = samples.iter().position(|sample| (radius(sample) - r).abs() > 1e-3);
        // friction's most pull μg against the pull going round needs, √((ω²r)² + (αr)²)
        let alpha = (spin(60) - spin(30)) / (30.0 * DT);
        let slides = ((0.5 * G / r).powi(2) - alpha * alpha).max(0.0).sqrt().sqrt();
        match moved {
            None => assert!(slides > 2.0, "the block at {r} m stayed on though ω passed {slides} rad/s"),
            Some(k) => {
                // past ω_s, the pull lacking grows as 2 ω_s r α t: 1 mm out after t = ∛(3 mm / (ω_s r α))
                let seen = slides + alpha * (3e-3 / (slides * r * alpha)).cbrt();
                assert_close!(spin(k), seen, 0.02 * seen, "the table's speed as the block at {r} m slid 1 mm");
                let last = &samples[samples.len() - 1];
                assert!(last.position[1] < 0.5, "the block at {r} m is still on the table: {:?}", last.position);
            }
        }
    }
}

#[test]
fn the_cart_on_hinged_wheels_speeds_up_at_g_sin_theta_m_over_m_plus_the_wheels_inertia() {
    let report = play("48_cart_on_a_ramp.ron", 60, &["cart", "sliding box", "front left wheel"]);
    let slope = 15f32.to_radians();
    let down = Vec3::new(slope.cos(), -slope.sin(), 0.0);
    let along = |name: &str, step: usize| Vec3::from_array(trace(&report, name)[step].velocity).dot(down);
    let acceleration = |name: &str| (along(name, 59) - along(name, 11)) / (48.0 * DT);
    // four solid balls of 0.5 kg: I/r² = (2/5) m each
    let (mass, wheels) = (4.0, 4.0 * 0.4 * 0.5);
    let cart = G * slope.sin() * mass / (mass + wheels);
    assert_close!(acceleration("cart"), cart, 0.01 * cart, "the cart's acceleration");
    assert_close!(acceleration("sliding box"), G * slope.sin(), 0.01 * G * slope.sin(), "the sliding box's");
    // the wheels roll: each turns at v/r about its axle
    let wheel = &trace(&report, "front left wheel")[59];
    let spin = Vec3::from_array(wheel.angular_velocity).length();
    assert_close!(spin, along("front left wheel", 59) / 0.1, 0.02 * spin, "the wheel's spin");
}

#[test]
fn the_welded_l_flies_its_centre_of_mass_on_the_parabola_and_keeps_its_spin() {
    let report = play("49_welded_l.ron", 54, &["long bar", "short bar"]);
    let (long, short) = (trace(&report, "long bar"), trace(&report, "short bar"));
    let start = (2.0 * Vec3::new(0.0, 2.0, 0.0) + Vec3::new(0.42, 2.382, 0.0)) / 3.0;
    for step in 0..54 {
        let t = (step + 1) as f32 * DT;
        let centre = (2.0 * at(&long[step]) + at(&short[step])) / 3.0;
        let expected = start + Vec3::new(1.5, 4.0, 0.0) * t - Vec3::new(0.0, 0.5 * G * t * t, 0.0);
        assert!(centre.distance(expected) < 1e-3, "t {t}: the centre at {centre}, the parabola at {expected}");
        for bar in [&long[step], &short[step]] {
            assert_close!(bar.angular_velocity[2], 6.0, 0.06, "t {t}: the spin");
        }
        // and the seam holds
        let seam = (at(&long[step]) + turned(&long[step]) * Vec3::new(0.42, 0.081, 0.0))
            .distance(at(&short[step]) + turned(&short[step]) * Vec3::new(0.0, -0.301, 0.0));
        assert!(seam < 1e-3, "t {t}: the seam {seam} m open");
    }
}

#[test]
fn the_ball_crosses_the_rope_bridge_and_its_planks_hold_together() {
    let planks: Vec<String> = (1..=12).map(|i| format!("plank {i}")).collect();
    let mut traced: Vec<&str> = planks.iter().map(String::as_str).collect();
    traced.push("ball");
    let report = play("50_rope_bridge.ron", 480, &traced);
    let ball = trace(&report, "ball");
    let across = ball.iter().position(|s| s.position[0] > 6.5 && s.position[1] > 1.0);
    assert!(across.is_some(), "the ball ended at {:?}", ball.last().unwrap().position);
    let end = |name: &str, step: usize, side: f32| {
        let sample = &trace(&report, name)[step];
        at(sample) + turned(sample) * Vec3::new(0.25 * side, 0.0, 0.0)
    };
    // the widest a hinge opens, with the step: where the ball first drops onto the bridge
    let mut widest = (0.0_f32, 0);
    for step in 0..480 {
        let mut gaps = vec![end("plank 1", step, -1.0).distance(Vec3::new(0.0, 0.97, 0.0))];
        gaps.extend(planks.windows(2).map(|pair| end(&pair[0], step, 1.0).distance(end(&pair[1], step, -1.0))));
        gaps.push(end("plank 12", step, 1.0).distance(Vec3::new(5.88, 0.97, 0.0)));
        let gap = gaps.into_iter().fold(0.0, f32::max);
        if gap > widest.0 {
            widest = (gap, step);
        }
    }
    assert!(widest.0 < 2.5e-3, "a hinge opened {} m at step {}", widest.0, widest.1);
}

#[test]
fn a_motors_work_is_counted_as_the_energy_it_gives() {
    let text = "(name: \"spun\", gravity: (0.0, 0.0, 0.0),\n bodies: [(name: \"plate\", shape: Box(half_extents: (0.5, 0.05, 0.5)), position: (0.0, 1.0, 0.0), mass: 2.0)],\n joints: [(kind: Hinge, a: Point((0.0, 1.0, 0.0)), b: Body(\"plate\"), axis: (0.0, 1.0, 0.0), motor: (speed: 3.0, max: 0.5))],\n)";
    let scene = parse_scene(text, std::path::Path::new("spun.ron")).unwrap();
    let mut app = collision_sandbox::headless::headless_app(PhysicsSettings::default());
    app.add_plugins(RecordingPlugin);
    spawn_scene(app.world_mut(), &scene);
    for _ in 0..90 {
        app.update();
    }
    let figures = app.world().resource::<History>().figures();
    let (first, last) = (&figures[0], &figures[figures.len() - 1]);
    // 0.5 N·m on I = m (a² + b²)/12 = 1/3 kg·m²: α = 1.5 rad/s², still short of its 3 rad/s after 1.5 s
    let gained = last.totals.kinetic_energy - first.totals.kinetic_energy;
    let turned = 1.5 * (figures.len() - 1) as f64 / 60.0;
    assert_close!(gained, 0.5 / 3.0 * turned * turned, 0.01 * gained, "the energy the plate gained");
    let work = motor_work_since(figures).last().unwrap();
    assert_close!(work, gained, 0.01 * gained, "the motor's work");
}
