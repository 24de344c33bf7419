//! Joints in time travel: a rod attached, a spring edited and a scene's string taken out between steps are
//! logged as inputs; going back before them undoes them and playing on makes them again, bit for bit; a saved
//! recording replays them in a fresh process; a recording with a bad joint is refused.

mod common;

use bevy::prelude::*;
use collision_sandbox::physics::{Joint, JointEnd, JointKind, PhysicsClock};
use collision_sandbox::recording::{
    FileChange, History, Input, load_recording, put_out_joint, recording_of, replay_recording, save_recording,
};
use collision_sandbox::scene::JointIndex;

const STEPS: u64 = 180;
const SCENE: &str = "41_coupled_pendulums.ron";

/// The scene's joint of index `index`.
fn scene_joint(app: &mut App, index: usize) -> Entity {
    let mut joints = app.world_mut().query::<(Entity, &JointIndex)>();
    joints.iter(app.world()).find(|(_, i)| i.0 == index).map(|(entity, _)| entity).unwrap()
}

/// What a user does between steps: a rod from the first bob to a point above it, the spring made stiffer, the
/// second pendulum's string taken out (the bob falls, held by the spring alone).
fn act(app: &mut App, bodies: &[Entity], step: u64) {
    match step {
        40 => {
            let above = app.world().get::<Transform>(bodies[1]).unwrap().translation + Vec3::Y;
            app.world_mut().spawn(Joint::rod(JointEnd::body(bodies[1]), JointEnd::world(above), 1.0));
        }
        80 => {
            let spring = scene_joint(app, 2);
            let mut joint = app.world_mut().get_mut::<Joint>(spring).unwrap();
            if let JointKind::Spring { stiffness, .. } = &mut joint.kind {
                *stiffness *= 4.0;
            }
        }
        120 => {
            let string = scene_joint(app, 1);
            put_out_joint(app.world_mut(), string);
        }
        _ => {}
    }
}

/// The scene recorded for `STEPS` steps with the user's actions; its hashes.
fn first_run() -> (App, Vec<Entity>, Vec<u64>) {
    let (mut app, bodies) = common::recorded_app(SCENE);
    while app.world().resource::<PhysicsClock>().step < STEPS {
        let step = app.world().resource::<PhysicsClock>().step;
        act(&mut app, &bodies, step);
        app.update();
    }
    let history = app.world().resource::<History>();
    let hashes = (0..=STEPS).map(|step| history.hash(step).unwrap()).collect();
    (app, bodies, hashes)
}

fn joints_now(app: &mut App) -> usize {
    app.world_mut().query::<&Joint>().iter(app.world()).count()
}

#[test]
fn joints_made_changed_and_taken_out_are_undone_going_back_and_made_again_playing_on() {
    // Setup: the coupled pendulums (two strings and a spring) with the three joint actions
    let (mut app, _, first) = first_run();
    let inputs = app.world().resource::<History>().inputs().to_vec();
    assert_eq!(inputs.len(), 3, "{inputs:?}");
    assert!(inputs.iter().all(|logged| matches!(logged.input, Input::Joint(_))));
    assert_eq!(joints_now(&mut app), 3, "one made, one taken out");
    // Run: back before the rod was made: the scene's three joints as they were
    app.world_mut().resource_scope(|world, mut history: Mut<History>| history.seek(world, 20));
    assert_eq!(joints_now(&mut app), 3);
    let spring = scene_joint(&mut app, 2);
    let JointKind::Spring { stiffness, .. } = app.world().get::<Joint>(spring).unwrap().kind else { panic!() };
    assert_eq!(stiffness, 2.0, "the spring as the scene has it");
    // Check: playing on from there makes every step as the first time (each step's hash checked against it),
    // and so does the determinism check from the first step
    while app.world().resource::<PhysicsClock>().step < STEPS {
        app.world_mut().resource_scope(|world, mut history: Mut<History>| history.advance(world));
    }
    assert_eq!(app.world().resource::<History>().diverged_at, None);
    assert_eq!(app.world_mut().resource_scope(|world, mut history: Mut<History>| history.verify(world)), None);
    assert_eq!(joints_now(&mut app), 3);
    assert_eq!(app.world().resource::<History>().hash(STEPS), Some(first[STEPS as usize]));
}

#[test]
fn a_saved_recording_replays_its_joints_in_a_fresh_process_and_departs_without_them() {
    // Setup: the first run saved as the app saves it
    let (app, _, _) = first_run();
    let path = common::scene_path(SCENE);
    let text = std::fs::read_to_string(&path).unwrap();
    let file = recording_of(app.world().resource::<History>(), app.world(), &text, &path);
    let joint_changes = file
        .inputs
        .iter()
        .filter(|input| matches!(input.change, FileChange::Joint { .. } | FileChange::RemoveJoint { .. }));
    assert_eq!(joint_changes.count(), 3);
    let out = std::env::temp_dir().join(format!("collision-sandbox-joints-{}.ron", std::process::id()));
    save_recording(&file, &out).unwrap();
    // Run: replay it in another process
    let replayed = std::process::Command::new(env!("CARGO_BIN_EXE_collision-sandbox"))
        .args(["replay", out.to_str().unwrap()])
        .output()
        .unwrap();
    // Check: identical with its joints; without them it departs the step after the rod was made
    let said = String::from_utf8_lossy(&replayed.stdout);
    assert!(replayed.status.success(), "{said}{}", String::from_utf8_lossy(&replayed.stderr));
    assert!(said.contains(&format!("identical: all {STEPS} steps")), "{said}");
    let loaded = load_recording(&out).unwrap();
    let _ = std::fs::remove_file(&out);
    let mut bare = loaded.clone();
    bare.inputs.clear();
    assert_eq!(replay_recording(&bare).unwrap().diverged_at, Some(41));
}

#[test]
fn a_recording_with_a_joint_of_no_length_is_refused_naming_the_field() {
    let (app, _, _) = first_run();
    let path = common::scene_path(SCENE);
    let text = std::fs::read_to_string(&path).unwrap();
    let mut file = recording_of(app.world().resource::<History>(), app.world(), &text, &path);
    for input in &mut file.inputs {
        if let FileChange::Joint { state, .. } = &mut input.change {
            state.length = f32::NAN;
        }
    }
    let out = std::env::temp_dir().join(format!("collision-sandbox-bad-joint-{}.ron", std::process::id()));
    save_recording(&file, &out).unwrap();
    let error = load_recording(&out).unwrap_err().to_string();
    let _ = std::fs::remove_file(&out);
    assert!(error.contains("inputs") && error.contains("joint"), "{error}");
}
