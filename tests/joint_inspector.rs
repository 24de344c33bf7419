//! The inspector on joints: a hung pair shows its joint's tension against m(g cos θ + v²/L), how the solver met
//! it, and the words; a chain's links are solved together; the `inspect` command prints it.

mod common;

use std::process::Command;

use bevy::prelude::*;
use collision_sandbox::inspector::{JointVerdict, PairVerdict, Stage, inspect_pair, sections, write_report};
use collision_sandbox::language::Texts;
use collision_sandbox::physics::PhysicsClock;
use collision_sandbox::scene::{RunOptions, load_scene, run_scene};

const G: f32 = 9.81;

/// The verdict on the bodies named `a` and `b` of the catalogue's scene `file` in its step `step`.
fn verdict_at(file: &str, step: u64, (a, b): (&str, &str)) -> PairVerdict {
    let scene = load_scene(&common::scene_path(file)).unwrap();
    let mut verdict = None;
    run_scene(&scene, &RunOptions { steps: step, ..RunOptions::default() }, |world| {
        if world.resource::<PhysicsClock>().step == step {
            let mut named = |name: &str| {
                let mut bodies = world.query::<(Entity, &Name)>();
                bodies.iter(world).find(|(_, n)| n.as_str() == name).map(|(entity, _)| entity).unwrap()
            };
            let (a, b) = (named(a), named(b));
            verdict = Some(inspect_pair(world, a, b).unwrap());
        }
    })
    .unwrap();
    verdict.expect("the step ran")
}

fn only_joint(verdict: &PairVerdict) -> &JointVerdict {
    assert_eq!(verdict.joints.len(), 1, "one joint between {} and {}", verdict.a.name, verdict.b.name);
    &verdict.joints[0]
}

#[test]
fn a_swinging_pendulum_shows_the_tension_of_its_circle_and_how_the_solver_met_it() {
    // Setup: the 10 kg bob of the two-mass scene, its string 1 m from (0.65, 2.0) on the support, in mid-swing
    let verdict = verdict_at("38_pendulum_mass.ron", 40, ("support", "10 kg"));
    let joint = only_joint(&verdict);
    // Check: T = m (g cos θ + v²/L), θ from the vertical, to 1 % (the tension is the step's average)
    let pivot = Vec3::new(0.65, 2.0, 0.0);
    let (bob, speed) = (verdict.b.end, verdict.b.end_velocity.length());
    let cos = (pivot.y - bob.y) / pivot.distance(bob);
    let expected = 10.0 * (G * cos + speed * speed / 1.0);
    assert!(speed > 0.2, "the bob swings ({speed} m/s)");
    common::assert_close!(joint.tension, expected, 0.01 * expected, "tension");
    // Check: a string of 1 m within 10 µm, solved alone (the support does not move), acting in all 4 substeps,
    // settled; its motion and hold impulses add up to the tension over the step
    assert_eq!((joint.kind, joint.length), ("string", 1.0));
    assert!((joint.distance.unwrap() - 1.0).abs() < 1e-5, "{:?}", joint.distance);
    let solve = joint.solve;
    assert_eq!((solve.solved_with, solve.substeps, solve.acting, solve.settled), (1, 4, 4, true), "{solve:?}");
    let impulse = solve.motion_impulse + solve.hold_impulse;
    common::assert_close!(impulse * 60.0, joint.tension, 1e-3 * joint.tension, "impulse over the step");
    // Check: its words, after the four stages
    let words = sections(&verdict, &Texts::english());
    assert_eq!(words.len(), 5);
    assert_eq!(words[4].stage, Stage::Joint);
    assert!(
        words[4].answer.starts_with("a string of 1.0000 m from support to 10 kg: pulls with"),
        "{}",
        words[4].answer
    );
    assert!(write_report(&verdict, &Texts::english()).contains("solved exactly, on its own"));
}

#[test]
fn the_links_of_the_swinging_chain_are_solved_together() {
    // Setup: two neighbouring links of the swinging chain, tied by a rod
    let verdict = verdict_at("42_swinging_chain.ron", 10, ("link 3", "link 4"));
    let joint = only_joint(&verdict);
    let links = load_scene(&common::scene_path("42_swinging_chain.ron")).unwrap().joints.len() as u32;
    // Check: solved with every rod of the chain, held at 0.1 m within 10 µm
    assert_eq!(joint.solve.solved_with, links);
    assert_eq!(joint.kind, "rod");
    assert!((joint.distance.unwrap() - 0.1).abs() < 1e-5, "{:?}", joint.distance);
}

#[test]
fn a_pair_with_no_joint_keeps_its_four_stages() {
    let verdict = verdict_at("38_pendulum_mass.ron", 10, ("1 kg", "10 kg"));
    assert!(verdict.joints.is_empty());
    assert_eq!(sections(&verdict, &Texts::english()).len(), 4);
}

#[test]
fn the_inspect_command_prints_a_springs_stretch_and_force() {
    let output = Command::new(env!("CARGO_BIN_EXE_collision-sandbox"))
        .args(["inspect", &common::scene_path("40_spring_and_mass.ron").to_string_lossy()])
        .args(["--step", "30", "--pair", "support", "undamped"])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{text}");
    assert!(text.contains("joint: a spring of"), "{text}");
    assert!(text.contains("beyond its rest length: k·x ="), "{text}");
    assert!(text.contains("0.0000 holding its ends"), "a spring is not held: {text}");
}
