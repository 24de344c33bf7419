//! Setting a scene up by hand, without a window: edits made while paused are undone and redone exactly, the
//! palette adds, deletes and duplicates, and an edit at the start becomes what Reset puts back.

mod common;

use bevy::prelude::*;
use collision_sandbox::app::{
    ActiveScene, AppControls, EditHistory, EditRequest, EventLog, Piece, Request, Selection, StatusLine,
    apply_scene_requests, set_up_edits,
};
use collision_sandbox::physics::{LinearVelocity, PhysicsClock, RigidBody};
use collision_sandbox::recording::RecordingPlugin;
use collision_sandbox::scene::{load_scene, spawn_scene};
use common::scene_path;

/// The head-on scene in a paused app that records and keeps edits; its two balls.
fn set_up_app() -> (App, [Entity; 2]) {
    let path = scene_path("04_head_on_equal.ron");
    let scene = load_scene(&path).unwrap();
    let mut app = collision_sandbox::headless::headless_app(Default::default());
    app.add_plugins((RecordingPlugin, set_up_edits))
        .init_resource::<AppControls>()
        .init_resource::<Selection>()
        .init_resource::<StatusLine>()
        .insert_resource(EventLog::default())
        .init_resource::<ButtonInput<MouseButton>>();
    let bodies = spawn_scene(app.world_mut(), &scene);
    app.insert_resource(ActiveScene { path, scene });
    app.world_mut().resource_mut::<PhysicsClock>().paused = true;
    app.update();
    let moving: Vec<Entity> =
        bodies.into_iter().filter(|&body| app.world().get::<RigidBody>(body) == Some(&RigidBody::Dynamic)).collect();
    (app, [moving[0], moving[1]])
}

fn position(app: &App, body: Entity) -> Vec3 {
    app.world().get::<Transform>(body).unwrap().translation
}

/// Moves `body` by `by` over three frames with the button held, as a drag does, and lets go.
fn drag(app: &mut App, body: Entity, by: Vec3) {
    app.world_mut().resource_mut::<ButtonInput<MouseButton>>().press(MouseButton::Left);
    for _ in 0..3 {
        app.world_mut().get_mut::<Transform>(body).unwrap().translation += by / 3.0;
        app.update();
    }
    app.world_mut().resource_mut::<ButtonInput<MouseButton>>().release(MouseButton::Left);
    app.update();
}

fn ask(app: &mut App, request: EditRequest) {
    app.world_mut().resource_mut::<AppControls>().requests.push(Request::Edit(request));
    app.update();
    app.update();
}

fn moving_count(app: &mut App) -> usize {
    let world = app.world_mut();
    world.query::<&RigidBody>().iter(world).filter(|kind| **kind == RigidBody::Dynamic).count()
}

fn velocity(app: &App, body: Entity) -> Vec3 {
    app.world().get::<LinearVelocity>(body).unwrap().0
}

#[test]
fn a_drag_is_one_edit_undone_and_redone_exactly() {
    let (mut app, [a, b]) = set_up_app();
    let (start_a, start_b, resting_b) = (position(&app, a), position(&app, b), velocity(&app, b));
    drag(&mut app, a, Vec3::new(0.9, 0.0, 0.3));
    app.world_mut().get_mut::<LinearVelocity>(b).unwrap().0 = Vec3::new(-2.5, 0.0, 0.0);
    app.update();
    app.update();
    assert_eq!(app.world().resource::<EditHistory>().undo_count(), 2, "the drag and the aim");
    let moved_a = position(&app, a);
    assert!((moved_a - start_a - Vec3::new(0.9, 0.0, 0.3)).length() < 1e-5);
    ask(&mut app, EditRequest::Undo);
    assert_eq!(velocity(&app, b), resting_b);
    assert_eq!(position(&app, a), moved_a, "one edit at a time");
    ask(&mut app, EditRequest::Undo);
    assert_eq!(position(&app, a), start_a, "bit for bit where it was");
    assert_eq!(app.world().resource::<EditHistory>().redo_count(), 2);
    ask(&mut app, EditRequest::Redo);
    ask(&mut app, EditRequest::Redo);
    assert_eq!(position(&app, a), moved_a);
    assert_eq!(velocity(&app, b), Vec3::new(-2.5, 0.0, 0.0));
    assert_eq!(position(&app, b), start_b, "the aim did not move it");
    // a new edit drops what was undone
    ask(&mut app, EditRequest::Undo);
    drag(&mut app, b, Vec3::Z);
    assert_eq!(app.world().resource::<EditHistory>().redo_count(), 0);
}

#[test]
fn the_palette_adds_deletes_and_duplicates_and_undo_brings_back_what_went() {
    let (mut app, [a, _]) = set_up_app();
    assert_eq!(moving_count(&mut app), 2);
    ask(&mut app, EditRequest::Add(Piece::Sphere));
    assert_eq!(moving_count(&mut app), 3);
    let added = app.world().resource::<Selection>().body.expect("the new sphere is selected");
    assert_eq!(app.world().get::<Name>(added).unwrap().as_str(), "sphere 1");
    // the default size and density: r = 0.5 m, 2 kg/m³ → m = 4/3 π r³ · 2
    let mass = app.world().get::<collision_sandbox::physics::Mass>(added).unwrap().0;
    assert!((mass - 4.0 / 3.0 * std::f32::consts::PI * 0.125 * 2.0).abs() < 1e-4, "{mass}");
    *app.world_mut().resource_mut::<Selection>() = Selection { body: Some(a), pair: None };
    ask(&mut app, EditRequest::Duplicate);
    let copy = app.world().resource::<Selection>().body.unwrap();
    assert_eq!(app.world().get::<Name>(copy).unwrap().as_str(), "left 1");
    assert_eq!(velocity(&app, copy), Vec3::ZERO, "a copy starts at rest");
    assert_eq!(moving_count(&mut app), 4);
    *app.world_mut().resource_mut::<Selection>() = Selection { body: Some(a), pair: None };
    let (place, speed) = (position(&app, a), velocity(&app, a));
    ask(&mut app, EditRequest::Delete);
    assert_eq!(moving_count(&mut app), 3);
    assert!(app.world().get::<RigidBody>(a).is_none(), "the ball is out");
    ask(&mut app, EditRequest::Undo);
    assert_eq!((position(&app, a), velocity(&app, a)), (place, speed), "back as it was");
    assert_eq!(app.world().get::<RigidBody>(a), Some(&RigidBody::Dynamic));
    for _ in 0..2 {
        ask(&mut app, EditRequest::Undo);
    }
    assert_eq!(moving_count(&mut app), 2, "the copy and the sphere undone");
    for _ in 0..3 {
        ask(&mut app, EditRequest::Redo);
    }
    assert_eq!(moving_count(&mut app), 3, "sphere and copy again, the ball deleted again");
}

#[test]
fn an_edit_at_the_start_is_what_reset_puts_back() {
    let (mut app, [a, _]) = set_up_app();
    drag(&mut app, a, Vec3::new(-1.0, 0.0, 0.0));
    let set_up = app.world().resource::<ActiveScene>().scene.clone();
    let left = set_up.bodies.iter().find(|body| body.name == "left").unwrap();
    assert_eq!(left.position, position(&app, a), "the scene on screen is the edited set-up");
    // run 30 steps, then Reset: the set-up comes back, not the file
    app.world_mut().resource_mut::<PhysicsClock>().paused = false;
    for _ in 0..30 {
        app.update();
    }
    assert_eq!(app.world().resource::<EditHistory>().undo_count(), 0, "a run empties the stacks");
    app.world_mut().resource_mut::<AppControls>().requests.push(Request::ResetScene);
    apply_scene_requests(app.world_mut());
    app.world_mut().resource_mut::<PhysicsClock>().paused = true;
    app.update();
    app.update();
    assert_eq!(app.world().resource::<EditHistory>().undo_count(), 0, "a reset is no edit");
    let world = app.world_mut();
    let mut names = world.query::<(&Name, &Transform)>();
    let left = names.iter(world).find(|(name, _)| name.as_str() == "left").unwrap().1.translation;
    assert_eq!(left, set_up.bodies.iter().find(|body| body.name == "left").unwrap().position);
}

/// What the set-up bar edits, for a harness.
#[derive(Default)]
struct Bar {
    controls: AppControls,
    settings: collision_sandbox::app::EditSettings,
    undo_count: usize,
    selected: bool,
}

fn bar_harness<'a>(bar: Bar) -> egui_kittest::Harness<'a, Bar> {
    use collision_sandbox::app::{SetUpBar, set_up_bar};
    egui_kittest::Harness::new_ui_state(
        |ui, bar: &mut Bar| {
            let mut shown = SetUpBar {
                controls: &mut bar.controls,
                settings: &mut bar.settings,
                undo_count: bar.undo_count,
                redo_count: 0,
                selected: bar.selected,
            };
            set_up_bar(ui, &mut shown);
        },
        bar,
    )
}

#[test]
fn the_set_up_bar_asks_for_pieces_and_offers_only_what_can_be_done() {
    use egui_kittest::kittest::Queryable;
    let mut ui = bar_harness(Bar::default());
    ui.get_by_label("Ramp").click();
    // nothing selected, nothing to undo: delete and undo do nothing
    ui.get_by_label("Delete").click();
    ui.get_by_label("Undo").click();
    ui.get_by_label("Snap").click();
    ui.get_by_label("Same density").click();
    ui.run();
    assert_eq!(ui.state().controls.requests, vec![Request::Edit(EditRequest::Add(Piece::Ramp))]);
    let settings = ui.state().settings;
    assert!(!settings.snap && !settings.same_density, "the snap and the same density switched off: {settings:?}");
    let mut ui = bar_harness(Bar { undo_count: 2, selected: true, ..Bar::default() });
    ui.get_by_label("Duplicate").click();
    ui.get_by_label("Undo").click();
    ui.get_by_label("New scene").click();
    ui.get_by_label("Spring").click();
    ui.run();
    let asked = [EditRequest::Duplicate, EditRequest::Undo, EditRequest::NewScene].map(Request::Edit);
    assert_eq!(ui.state().controls.requests, asked.to_vec());
    assert_eq!(ui.state().controls.mouse_tool, collision_sandbox::app::MouseTool::Spring);
}

/// Every body's name, place and velocity after `steps` steps of the clock running.
fn run_and_read(app: &mut App, steps: usize) -> Vec<(String, Vec3, Vec3)> {
    app.world_mut().resource_mut::<PhysicsClock>().paused = false;
    for _ in 0..steps {
        app.update();
    }
    let world = app.world_mut();
    let mut bodies: Vec<(String, Vec3, Vec3)> = world
        .query::<(&Name, &Transform, &LinearVelocity)>()
        .iter(world)
        .map(|(name, transform, velocity)| (name.to_string(), transform.translation, velocity.0))
        .collect();
    bodies.sort_by(|a, b| a.0.cmp(&b.0));
    bodies
}

#[test]
fn a_set_up_made_from_a_new_scene_saves_and_opens_again_to_run_the_same() {
    use collision_sandbox::app::{SaveWhat, SceneFileBox, save_scene_file};
    let (mut app, _) = set_up_app();
    ask(&mut app, EditRequest::NewScene);
    assert_eq!(app.world().resource::<ActiveScene>().scene.name, "New scene");
    assert_eq!(moving_count(&mut app), 0, "an empty room");
    for piece in [Piece::Sphere, Piece::Box, Piece::Ramp] {
        ask(&mut app, EditRequest::Add(piece));
    }
    // the box aimed at the sphere
    let world = app.world_mut();
    let aimed = world.query::<(Entity, &Name)>().iter(world).find(|(_, name)| name.as_str() == "box 1").unwrap().0;
    let sphere = world.query::<(&Name, &Transform)>().iter(world).find(|(name, _)| name.as_str() == "sphere 1");
    let towards =
        (sphere.unwrap().1.translation - world.get::<Transform>(aimed).unwrap().translation) * Vec3::new(1.0, 0.0, 1.0);
    // fast enough to slide the 0.6 m gap at μg = 4.9 m/s²
    world.get_mut::<LinearVelocity>(aimed).unwrap().0 = towards.normalize() * 5.0;
    app.update();
    app.update();
    assert_eq!(app.world().resource::<EditHistory>().undo_count(), 4, "three pieces and an aim");
    let path = std::env::temp_dir().join(format!("collision-sandbox-set-up-{}.ron", std::process::id()));
    let file_box = SceneFileBox { path: path.display().to_string(), name: "Mine".into(), ..Default::default() };
    app.insert_resource(file_box);
    save_scene_file(app.world_mut(), SaveWhat::Now).unwrap();
    let saved = load_scene(&path).unwrap();
    let set_up = app.world().resource::<ActiveScene>().scene.clone();
    assert_eq!(saved.bodies, set_up.bodies, "the file holds the set-up on screen");
    assert_eq!(saved.bodies.len(), 4);
    // Reset and run 120 steps; the file opened in a world of its own and run as long: the same, bit for bit
    app.world_mut().resource_mut::<AppControls>().requests.push(Request::ResetScene);
    apply_scene_requests(app.world_mut());
    let here = run_and_read(&mut app, 120);
    let mut fresh = collision_sandbox::headless::headless_app(Default::default());
    spawn_scene(fresh.world_mut(), &saved);
    let there = run_and_read(&mut fresh, 120);
    assert_eq!(here, there);
    let sphere = here.iter().find(|(name, ..)| name == "sphere 1").unwrap();
    assert!(sphere.1.x < -1.0, "the box struck the sphere on towards the ramp: {sphere:?}");
    std::fs::remove_file(path).unwrap();
}

#[test]
fn the_energy_bars_of_a_falling_ball_trade_height_for_motion_and_lose_nothing() {
    use collision_sandbox::app::EnergyBars;
    use collision_sandbox::recording::History;
    let text = "(name: \"Drop\", bodies: [(name: \"ball\", shape: Sphere(radius: 0.2), position: (0.0, 2.0, 0.0), mass: 2.0)])";
    let scene = collision_sandbox::scene::parse_scene(text, std::path::Path::new("drop.ron")).unwrap();
    let mut app = collision_sandbox::headless::headless_app(Default::default());
    app.add_plugins(RecordingPlugin);
    let ball = spawn_scene(app.world_mut(), &scene)[0];
    for _ in 0..31 {
        app.update();
    }
    let history = app.world().resource::<History>();
    let (first, last) = history.range().unwrap();
    let figures = history.figures();
    let bars = EnergyBars::of_scene(&figures[..=(last - first) as usize]).unwrap();
    // 0.5 s of free fall: v = g t, ½ m v² = 24.06 J taken from the height's m g h = 2 · 9.81 · 2 = 39.24 J
    let t = (last as f64) / 60.0;
    let moving = 0.5 * 2.0 * (9.81 * t).powi(2);
    assert!((bars.moving - moving).abs() < 0.01 * moving, "{bars:?} against {moving}");
    assert!((bars.height + bars.moving - 39.24).abs() < 0.01, "{bars:?}");
    assert!(bars.lost.unwrap().abs() < 1e-3 && bars.turning == 0.0 && bars.springs == 0.0, "{bars:?}");
    // no motor: no bar for its work
    assert!(bars.motors.is_none(), "{bars:?}");
    // the body's own bars say the same
    let world = app.world();
    let (position, velocity) =
        (world.get::<Transform>(ball).unwrap().translation, world.get::<LinearVelocity>(ball).unwrap().0);
    let own = EnergyBars::of_body(2.0, (position, velocity), 0.0, Vec3::new(0.0, -9.81, 0.0));
    assert!((own.total() - bars.total()).abs() < 1e-3 && own.lost.is_none(), "{own:?} against {bars:?}");
}

#[test]
fn the_instruments_window_reads_the_tape_and_gates_and_runs_the_stopwatch_on_the_recordings_clock() {
    use collision_sandbox::app::{
        BenchReadings, BetweenRow, Gate, GateRow, Instruments, InstrumentsView, Passage, Stopwatch, instruments_section,
    };
    use egui_kittest::kittest::Queryable;
    let bench = Instruments {
        tape: Some([Vec3::ZERO, Vec3::new(3.0, 0.0, 4.0)]),
        gates: vec![Gate::new(Vec3::ZERO, Vec3::X), Gate::new(Vec3::X, Vec3::X)],
        ..Default::default()
    };
    let readings = BenchReadings {
        passages: vec![GateRow { gate: 1, body: "ball".into(), passage: Passage { time: 0.75, speed: 2.0 } }],
        between: vec![BetweenRow { from: 1, to: 2, body: "ball".into(), time: 0.5, speed: 2.0 }],
    };
    let mut ui = egui_kittest::Harness::new_ui_state(
        |ui, bench: &mut Instruments| {
            let mut view = InstrumentsView { bench, readings: &readings, now: 120, dt: 0.01 };
            instruments_section(ui, &mut view);
        },
        bench,
    );
    ui.run();
    ui.get_by_label("Tape 5.000 m");
    ui.get_by_label("ball: gate 1 to 2 in 0.5000 s: 2.000 m/s");
    ui.get_by_label("Start").click();
    ui.run();
    assert_eq!(ui.state().stopwatch, Stopwatch { started: Some(120), stopped: None });
    ui.get_by_label("Put the gates away").click();
    ui.run();
    assert!(ui.state().gates.is_empty() && ui.state().tape.is_some());
}

#[test]
fn a_csv_export_adds_the_gates_tables_of_the_whole_recording() {
    use collision_sandbox::app::{Gate, Instruments, RecordingReport, instrument_bench};
    let text = "(name: \"Gates\", gravity: (0.0, 0.0, 0.0), bodies: [(name: \"ball\", shape: Sphere(radius: 0.2),
        position: (-2.0, 0.0, 0.0), velocity: (2.0, 0.0, 0.0))])";
    let scene = collision_sandbox::scene::parse_scene(text, std::path::Path::new("gates.ron")).unwrap();
    let mut app = collision_sandbox::headless::headless_app(Default::default());
    app.add_plugins((RecordingPlugin, instrument_bench)).insert_resource(EventLog::default());
    app.init_resource::<RecordingReport>();
    spawn_scene(app.world_mut(), &scene);
    // gates at x = −1 and 0.5: passed at 0.5 s and 1.25 s, 1.5 m apart at 2 m/s
    app.world_mut().resource_mut::<Instruments>().gates =
        vec![Gate::new(Vec3::new(-1.0, 0.0, 0.0), Vec3::X), Gate::new(Vec3::new(0.5, 0.0, 0.0), Vec3::X)];
    for _ in 0..100 {
        app.update();
    }
    let dir = std::env::temp_dir().join(format!("collision-sandbox-gates-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    app.world_mut().resource_mut::<RecordingReport>().export = Some(Ok(dir.clone()));
    app.update();
    let passages = std::fs::read_to_string(dir.join("gates.csv")).unwrap();
    let rows: Vec<Vec<&str>> = passages.lines().skip(1).map(|line| line.split(',').collect()).collect();
    assert_eq!(rows.len(), 2, "{passages}");
    let time = |row: &Vec<&str>| row[2].parse::<f64>().unwrap();
    assert!((time(&rows[0]) - 0.5).abs() < 1e-4 && (time(&rows[1]) - 1.25).abs() < 1e-4, "{passages}");
    let speeds = std::fs::read_to_string(dir.join("gate_speeds.csv")).unwrap();
    let between: f64 = speeds.lines().nth(1).unwrap().split(',').nth(4).unwrap().parse().unwrap();
    assert!((between - 2.0).abs() < 1e-3, "{speeds}");
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_wedge_a_die_and_a_hammer_from_the_palette_rest_on_the_floor_and_save_as_they_are() {
    let (mut app, _) = set_up_app();
    ask(&mut app, EditRequest::NewScene);
    for piece in [Piece::Wedge, Piece::Die, Piece::Hammer] {
        ask(&mut app, EditRequest::Add(piece));
    }
    let pieces =
        |bodies: Vec<(String, Vec3, Vec3)>| bodies.into_iter().filter(|body| body.0 != "floor").collect::<Vec<_>>();
    let placed = pieces(run_and_read(&mut app, 0));
    let rested = pieces(run_and_read(&mut app, 120));
    assert_eq!(rested.len(), 3, "{rested:?}");
    for ((name, start, _), (_, end, velocity)) in placed.iter().zip(&rested) {
        // each stands on the floor as added: no fall, no sinking, at rest
        assert!(start.distance(*end) < 2e-3, "{name} moved from {start} to {end}");
        assert!(velocity.length() < 1e-2, "{name}: {velocity}");
    }
    let set_up = app.world().resource::<ActiveScene>().scene.clone();
    let text = collision_sandbox::scene::scene_text(&set_up);
    assert!(text.contains("Wedge(") && text.contains("Polyhedron(") && text.contains("Compound("), "{text}");
}
