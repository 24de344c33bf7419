//! Time travel: a recording lands on any step exactly, plays on bit for bit as the first time through
//! (pushes, spawns, edits and setting changes included), and a change made while rewound starts a new
//! future without touching the past.

mod common;
use common::assert_close;

use bevy::prelude::*;
use collision_sandbox::geometry::Shape;
use collision_sandbox::physics::measure_totals;
use collision_sandbox::physics::{
    Collider, ContactFilter, Contacts, LinearVelocity, Mass, PhysicsClock, PhysicsMaterial, PhysicsSettings,
    ResponseVetoes, RigidBody, Sensor,
};
use collision_sandbox::recording::{History, Input, recording_of, replay_recording, save_recording};

const STEPS: u64 = 240;

/// What a user does between steps: a push, a spawn, a setting changed, a material edited.
fn act(app: &mut App, bodies: &[Entity], step: u64) {
    let world = app.world_mut();
    let moving = bodies.iter().copied().filter(|&e| world.get::<RigidBody>(e) == Some(&RigidBody::Dynamic));
    let first_moving = moving.clone().next().unwrap();
    let last_moving = moving.last().unwrap();
    match step {
        30 => world.get_mut::<LinearVelocity>(first_moving).unwrap().0 += Vec3::new(3.0, 4.0, 0.0),
        70 => {
            world.spawn((
                RigidBody::Dynamic,
                Collider(Shape::Sphere { radius: 0.3 }),
                Transform::from_xyz(0.2, 4.0, 0.1),
                LinearVelocity(Vec3::new(0.0, -6.0, 0.0)),
                Mass(2.0),
            ));
        }
        100 => world.resource_mut::<PhysicsSettings>().restitution_override = Some(0.9),
        150 => world.get_mut::<PhysicsMaterial>(last_moving).unwrap().friction = 0.35,
        _ => {}
    }
}

/// Runs `STEPS` steps with the user's actions in between.
fn play(app: &mut App, bodies: &[Entity]) {
    while app.world().resource::<PhysicsClock>().step < STEPS {
        let step = app.world().resource::<PhysicsClock>().step;
        act(app, bodies, step);
        app.update();
    }
}

fn hashes(app: &App) -> Vec<u64> {
    let history = app.world().resource::<History>();
    (0..=STEPS).map(|step| history.hash(step).unwrap()).collect()
}

/// Goes to `step` and plays on to the end, as the app does when rewound and played.
fn seek_and_play_on(app: &mut App, step: u64) {
    app.world_mut().resource_scope(|world, mut history: Mut<History>| {
        assert_eq!(history.seek(world, step), Some(step));
    });
    while app.world().resource::<PhysicsClock>().step < STEPS {
        app.update();
    }
}

#[test]
fn going_back_to_any_step_and_playing_on_repeats_the_first_run_bit_for_bit() {
    for file in ["09_snooker_break.ron", "11_box_pyramid.ron", "13_bullet_wall.ron", "17_driven_row.ron"] {
        // Setup: a first run with pushes, a spawn, a setting and an edit
        let (mut app, bodies) = common::recorded_app(file);
        play(&mut app, &bodies);
        let first = hashes(&app);
        let events = app.world().resource::<History>().events().to_vec();
        assert_eq!(app.world().resource::<History>().inputs().len(), 4, "{file}: the four actions are logged");
        assert!(!events.is_empty(), "{file}: something touches");
        assert!(events.windows(2).all(|pair| pair[0].step <= pair[1].step), "{file}: events in step order");
        let distinct = first.windows(2).filter(|pair| pair[0] != pair[1]).count();
        assert!(distinct > 200, "{file}: the state changes from step to step ({distinct})");

        // Run: back to steps before, between and after the actions, and on to the end each time
        for step in [0, 29, 30, 31, 75, 100, 119, 200, STEPS] {
            seek_and_play_on(&mut app, step);
            let history = app.world().resource::<History>();
            // Check: the same states all the way, and the recording untouched
            assert_eq!(history.diverged_at, None, "{file}: from step {step}");
            assert_eq!(hashes(&app), first, "{file}: from step {step}");
            assert_eq!(history.inputs().len(), 4, "{file}: from step {step}");
            assert_eq!(history.events(), &events[..], "{file}: each event once, from step {step}");
        }

        // a fresh world doing the same gives the same hashes: the recording is of the physics, not of luck
        let (mut again, bodies) = common::recorded_app(file);
        play(&mut again, &bodies);
        assert_eq!(hashes(&again), first, "{file}: a second world");
    }
}

#[test]
fn a_step_reached_by_seeking_holds_the_bodies_of_that_step() {
    // Setup: the snooker break, recording each body's position at step 90
    let (mut app, bodies) = common::recorded_app("09_snooker_break.ron");
    play(&mut app, &bodies);
    let (mut reference, bodies_again) = common::recorded_app("09_snooker_break.ron");
    while reference.world().resource::<PhysicsClock>().step < 90 {
        let step = reference.world().resource::<PhysicsClock>().step;
        act(&mut reference, &bodies_again, step);
        reference.update();
    }
    // Run: seek the first app back to 90
    app.world_mut().resource_scope(|world, mut history: Mut<History>| history.seek(world, 90));
    // Check: every body where the reference has it, bit for bit, and the spawned ball too
    let positions = |app: &mut App| -> Vec<(Entity, [u32; 3])> {
        let mut query = app.world_mut().query::<(Entity, &Transform, &RigidBody)>();
        let mut found: Vec<_> =
            query.iter(app.world()).map(|(e, t, _)| (e, t.translation.to_array().map(f32::to_bits))).collect();
        found.sort_unstable_by_key(|(e, _)| *e);
        found
    };
    assert_eq!(positions(&mut app), positions(&mut reference));
    assert_eq!(positions(&mut app).len(), bodies.len() + 1);
    assert_eq!(app.world().resource::<PhysicsClock>().step, 90);
}

#[test]
fn a_change_made_while_rewound_starts_a_new_future_and_keeps_the_past() {
    // Setup: a recorded run
    let (mut app, bodies) = common::recorded_app("09_snooker_break.ron");
    play(&mut app, &bodies);
    let first = hashes(&app);
    let old_events = app.world().resource::<History>().events().to_vec();
    let old_figures = app.world().resource::<History>().figures().to_vec();
    // Run: back to step 120, a push, and on to the end
    app.world_mut().resource_scope(|world, mut history: Mut<History>| history.seek(world, 120));
    let ball = bodies.iter().copied().find(|&e| app.world().get::<RigidBody>(e) == Some(&RigidBody::Dynamic));
    app.world_mut().get_mut::<LinearVelocity>(ball.unwrap()).unwrap().0 += Vec3::X * 5.0;
    while app.world().resource::<PhysicsClock>().step < STEPS {
        app.update();
    }
    // Check: the past is the same, the future is new and recorded as such (no divergence reported)
    let second = hashes(&app);
    let history = app.world().resource::<History>();
    assert_eq!(second[..=120], first[..=120]);
    assert!(second[121..].iter().zip(&first[121..]).all(|(a, b)| a != b), "the future changed from step 121");
    assert_eq!(history.diverged_at, None);
    assert_eq!(history.inputs().len(), 4, "the three actions up to step 120 and the push");
    assert_eq!(history.range(), Some((0, STEPS)));
    // the replaced future is kept to compare with: its figures and the pushed ball's path
    let ball = ball.unwrap();
    let replaced = history.replaced().expect("the old future is kept");
    assert_eq!(replaced.from_step, 120);
    assert_eq!(replaced.figures, old_figures[121..]);
    let old_path = replaced.traces.get(&ball).unwrap();
    assert_eq!(old_path.len() as u64, STEPS - 120);
    let new_path = history.trace(ball);
    assert_eq!(new_path.len() as u64, STEPS + 1);
    assert_ne!(replaced.sample(ball, 200).unwrap().position, new_path[200].position);
    let kept = old_events.iter().filter(|event| event.step <= 120).count();
    assert_eq!(history.events()[..kept], old_events[..kept], "the past's events stay");
    assert_ne!(history.events()[kept..], old_events[kept..], "the new future has events of its own");
}

#[test]
fn a_small_budget_keeps_fewer_keyframes_and_still_lands_exactly() {
    // Setup: the pyramid with room for only a few keyframes
    let (mut app, bodies) = common::recorded_app("11_box_pyramid.ron");
    const BUDGET: usize = 12_000;
    app.world_mut().resource_mut::<History>().budget = BUDGET;
    play(&mut app, &bodies);
    let first = hashes(&app);
    // Check: within budget with fewer keyframes than one a second, and any step still lands exactly
    let history = app.world().resource::<History>();
    assert!(history.keyframe_bytes() <= BUDGET, "{} bytes", history.keyframe_bytes());
    assert!(history.keyframe_count() < (STEPS / 60 + 1) as usize, "{} keyframes", history.keyframe_count());
    assert!(history.keyframe_count() >= 2, "{} keyframes", history.keyframe_count());
    for step in [13, 177, 239] {
        seek_and_play_on(&mut app, step);
        assert_eq!(app.world().resource::<History>().diverged_at, None, "from {step}");
        assert_eq!(hashes(&app), first, "from {step}");
    }
}

#[test]
fn the_determinism_check_finds_the_first_step_a_hidden_change_alters() {
    // Setup: a recorded snooker break, the world left at step 200
    let (mut app, bodies) = common::recorded_app("09_snooker_break.ron");
    play(&mut app, &bodies);
    app.world_mut().resource_scope(|world, mut history: Mut<History>| history.seek(world, 200));
    // Run and check: the recording is reproducible, and the check comes back to step 200
    let found = app.world_mut().resource_scope(|world, mut history: Mut<History>| history.verify(world));
    assert_eq!(found, None);
    assert_eq!(app.world().resource::<PhysicsClock>().step, 200);
    // a veto on the cue ball and the first red it meets is no input the recording knows of: the replay departs from it on
    // the step they first touch (a veto acts on the step its contact begins), which the check names
    let events = app.world().resource::<History>().events().to_vec();
    let cue = *bodies.iter().find(|&&e| app.world().get::<Name>(e).unwrap().as_str() == "cue ball").unwrap();
    let is_red = |e: Entity| app.world().get::<Name>(e).unwrap().starts_with("red");
    let hit = events.iter().find(|event| (event.a == cue && is_red(event.b)) || (event.b == cue && is_red(event.a)));
    let hit = *hit.unwrap();
    let first_touch = hit.step;
    assert!(first_touch > 10, "the cue ball starts apart from the reds");
    app.world_mut().resource_mut::<ResponseVetoes>().veto_pair(hit.a, hit.b);
    let found = app.world_mut().resource_scope(|world, mut history: Mut<History>| history.verify(world));
    assert_eq!(found, Some(first_touch));
}

#[test]
fn the_figures_and_traces_follow_every_step() {
    // Setup and run: the snooker break (fewer than 64 moving bodies: every one is followed)
    let (mut app, bodies) = common::recorded_app("09_snooker_break.ron");
    play(&mut app, &bodies);
    // Check: a row of figures per step, the last one the world's own totals
    let totals = measure_totals(app.world_mut());
    let history = app.world().resource::<History>();
    assert_eq!(history.figures().len() as u64, STEPS + 1);
    let last = history.figures().last().unwrap();
    assert_close!(last.totals.kinetic_energy, totals.kinetic_energy, 1e-9 * totals.kinetic_energy.max(1.0));
    assert!(history.figures().iter().any(|f| f.contacts > 10), "the break has many touching pairs");
    // a sample of the cue ball at every step, the last where it is
    let cue = *bodies.iter().find(|&&e| app.world().get::<Name>(e).unwrap().as_str() == "cue ball").unwrap();
    let trace = history.trace(cue);
    assert_eq!(trace.iter().map(|s| s.step).collect::<Vec<_>>(), (0..=STEPS).collect::<Vec<_>>());
    assert_eq!(trace.last().unwrap().position, app.world().get::<Transform>(cue).unwrap().translation);
    // the energy drops when the cue ball strikes the reds (friction and e < 1)
    assert!(history.figures()[0].totals.kinetic_energy > 2.0 * last.totals.kinetic_energy);
}

#[test]
fn a_keyframe_step_lands_with_its_contacts() {
    // Setup: the pyramid recorded (keyframes every 60 steps)
    let (mut app, bodies) = common::recorded_app("11_box_pyramid.ron");
    play(&mut app, &bodies);
    // Run and check: on keyframe steps and others, the contacts are those of the first time through
    for step in [60, 120, 121, 180] {
        app.world_mut().resource_scope(|world, mut history: Mut<History>| history.seek(world, step));
        let touching = app.world().resource::<Contacts>().pairs.iter().filter(|pair| pair.is_touching()).count();
        let recorded = app.world().resource::<History>().figures()[step as usize].contacts as usize;
        assert!(recorded > 5, "the pyramid's boxes touch at step {step}");
        assert_eq!(touching, recorded, "step {step}");
    }
}

#[test]
fn a_recording_with_pushes_spawns_and_edits_replays_identically_in_a_fresh_process() {
    // Setup: the snooker break with the four actions, saved as the app saves it
    let (mut app, bodies) = common::recorded_app("09_snooker_break.ron");
    play(&mut app, &bodies);
    let path = common::scene_path("09_snooker_break.ron");
    let text = std::fs::read_to_string(&path).unwrap();
    let world = app.world();
    let file = recording_of(world.resource::<History>(), world, &text, &path);
    assert_eq!((file.steps, file.inputs.len(), file.hashes.len()), (STEPS, 4, STEPS as usize + 1));
    let out = std::env::temp_dir().join(format!("collision-sandbox-recording-{}.ron", std::process::id()));
    save_recording(&file, &out).unwrap();
    // Run: replay it in another process
    let replayed = std::process::Command::new(env!("CARGO_BIN_EXE_collision-sandbox"))
        .args(["replay", out.to_str().unwrap()])
        .output()
        .unwrap();
    let _ = std::fs::remove_file(&out);
    // Check: every step matches, the spawned ball and the setting included
    let said = String::from_utf8_lossy(&replayed.stdout);
    assert!(replayed.status.success(), "{said}{}", String::from_utf8_lossy(&replayed.stderr));
    assert!(said.contains(&format!("identical: all {STEPS} steps")), "{said}");
    // without its inputs the same recording departs at the first push
    let mut bare = file.clone();
    bare.inputs.clear();
    assert_eq!(replay_recording(&bare).unwrap().diverged_at, Some(31));
}

#[test]
fn every_edit_between_steps_is_logged_once_and_a_write_of_the_same_value_is_not() {
    // Setup: a recorded ball pit after 20 steps, and a system that marks every velocity written, unchanged,
    // before each step (as a panel bound to the values does)
    let (mut app, _) = common::recorded_app("12_ball_pit.ron");
    app.add_systems(Update, |mut velocities: Query<&mut LinearVelocity>| {
        for mut velocity in &mut velocities {
            velocity.set_changed();
        }
    });
    for _ in 0..20 {
        app.update();
    }
    // the body the world lists last: a component given or taken moves it to another table, which changes the
    // order of the bodies here, and a full comparison finds the edit (where the order stays, only the
    // component's presence tells: `recording/snapshot.rs` tests that with a body alone)
    let world = app.world_mut();
    let body = world.query_filtered::<Entity, With<RigidBody>>().iter(world).last().unwrap();
    let logged = |app: &App| app.world().resource::<History>().inputs().len();
    assert_eq!(logged(&app), 0, "rewriting the same values is no change");
    // Run and check: each edit, made between two steps, is logged as one input for the body
    type Edit = fn(&mut World, Entity);
    let edits: [(&str, Edit); 9] = [
        ("moved", |world, e| world.get_mut::<Transform>(e).unwrap().translation.y += 0.5),
        ("pushed", |world, e| world.get_mut::<LinearVelocity>(e).unwrap().0.x += 2.0),
        ("heavier", |world, e| world.get_mut::<Mass>(e).unwrap().0 *= 2.0),
        ("renamed", |world, e| {
            world.entity_mut(e).insert(Name::new("edited"));
        }),
        ("name removed", |world, e| {
            world.entity_mut(e).remove::<Name>();
        }),
        ("made a sensor", |world, e| {
            world.entity_mut(e).insert(Sensor);
        }),
        ("no longer a sensor", |world, e| {
            world.entity_mut(e).remove::<Sensor>();
        }),
        ("filtered", |world, e| {
            world.entity_mut(e).insert(ContactFilter::new(|_| true));
        }),
        ("filter removed", |world, e| {
            world.entity_mut(e).remove::<ContactFilter>();
        }),
    ];
    for (n, (what, edit)) in edits.into_iter().enumerate() {
        edit(app.world_mut(), body);
        app.update();
        let history = app.world().resource::<History>();
        assert_eq!(history.inputs().len(), n + 1, "{what}: one input");
        let input = &history.inputs()[n].input;
        assert!(matches!(input, Input::Body(state) if state.entity == body), "{what}: the edited body");
        for _ in 0..3 {
            app.update();
        }
        assert_eq!(logged(&app), n + 1, "{what}: nothing more in the steps after");
    }
}

#[test]
fn a_large_scene_follows_only_the_watched_bodies_from_when_they_are_watched() {
    // Setup: the ball pit has far more moving bodies than are followed unasked
    let (mut app, bodies) = common::recorded_app("12_ball_pit.ron");
    let balls: Vec<Entity> =
        bodies.iter().copied().filter(|&e| app.world().get::<RigidBody>(e) == Some(&RigidBody::Dynamic)).collect();
    assert!(balls.len() > 100, "{} balls", balls.len());
    for _ in 0..10 {
        app.update();
    }
    assert!(balls.iter().all(|&ball| app.world().resource::<History>().trace(ball).is_empty()));
    // Action: one ball watched (selected), then 20 more steps
    app.world_mut().resource_mut::<History>().watch([balls[7]]);
    for _ in 0..20 {
        app.update();
    }
    // Check: the watched ball has a sample of each of those steps, in order; the others none
    let history = app.world().resource::<History>();
    let steps: Vec<u64> = history.trace(balls[7]).iter().map(|sample| sample.step).collect();
    assert_eq!(steps, (11..=30).collect::<Vec<u64>>());
    assert!(balls.iter().filter(|&&ball| ball != balls[7]).all(|&ball| history.trace(ball).is_empty()));
}

#[test]
fn a_recording_made_on_one_thread_replays_identically_on_four() {
    // Setup: the ball pit (520 balls and crates raining into a pit: islands, batches, swept pairs) recorded
    // for 2 s with the step on one thread
    let (mut app, _) = common::recorded_app("12_ball_pit.ron");
    app.world_mut().resource_mut::<PhysicsSettings>().threads = 1;
    while app.world().resource::<PhysicsClock>().step < 120 {
        app.update();
    }
    let path = common::scene_path("12_ball_pit.ron");
    let text = std::fs::read_to_string(&path).unwrap();
    let world = app.world();
    let mut file = recording_of(world.resource::<History>(), world, &text, &path);
    assert_eq!(file.settings.as_ref().map(|settings| settings.threads), Some(1));
    // Run: the same recording replayed with the step on four threads
    file.settings.as_mut().unwrap().threads = 4;
    let replayed = replay_recording(&file).unwrap();
    // Check: every step's hash the same
    assert_eq!(replayed.diverged_at, None);
    // and a change in the physics would have shown: with 3 substeps instead of 4 it departs at the first landing
    file.settings.as_mut().unwrap().substeps = 3;
    let departed = replay_recording(&file).unwrap().diverged_at;
    assert!(departed.is_some_and(|step| step < 120), "departed at {departed:?}");
}
