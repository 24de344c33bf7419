//! The panel's sections driven like a user would, without a window: find a widget by its label, click it,
//! and check the setting it stands for changed.

mod common;

use bevy::prelude::*;
use bevy_egui::egui;
use collision_sandbox::app::{
    AppControls, ArrowScales, GraphData, GraphKind, GraphicsQuality, GraphicsSettings, Overlays, Request, Timeline,
    TimelineView, detection_section, edit_kind, graphics_section, graphs_section, gravity_section, overlays_section,
    preset_buttons, simulation_section, timeline_section,
};
use collision_sandbox::physics::{JointKind, PhysicsClock, PhysicsSettings};
use collision_sandbox::recording::{BodySample, RecordedEvent, StepFigures};
use collision_sandbox::scene::EventKind;
use common::assert_close;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

#[derive(Default)]
struct Panel {
    settings: PhysicsSettings,
    clock: PhysicsClock,
    controls: AppControls,
    overlays: Overlays,
}

fn harness<'a>(section: impl FnMut(&mut bevy_egui::egui::Ui, &mut Panel) + 'a) -> Harness<'a, Panel> {
    Harness::new_ui_state(section, Panel::default())
}

#[test]
fn gravity_checkbox_switches_gravity_off_and_on() {
    let mut ui = harness(|ui, panel| gravity_section(ui, &mut panel.settings));
    ui.get_by_label("Gravity").click();
    ui.run();
    assert!(!ui.state().settings.gravity_enabled);
    assert_eq!(ui.state().settings.effective_gravity(), Vec3::ZERO);
    ui.get_by_label("Gravity").click();
    ui.run();
    assert!(ui.state().settings.gravity_enabled);
}

#[test]
fn graphics_settings_switch_one_by_one_and_the_presets_set_them_all() {
    let low = GraphicsQuality::Low.settings();
    let mut ui = Harness::new_ui_state(
        |ui, settings: &mut GraphicsSettings| {
            preset_buttons(ui, settings);
            graphics_section(ui, settings);
        },
        low,
    );
    // shadows and smooth balls belong to the standard shading: greyed out under simple shading
    ui.get_by_label("Shadows").click();
    ui.run();
    assert_eq!(*ui.state(), low);
    ui.get_by_label("Simple shading (one light, balls as sprites)").click();
    ui.run();
    ui.get_by_label("Shadows").click();
    ui.run();
    assert_eq!(*ui.state(), GraphicsSettings { shadows: true, simple_shading: false, ..low });
    // a mix is neither preset
    assert_eq!(ui.state().preset(), None);
    ui.get_by_label("High").click();
    ui.run();
    let high = GraphicsSettings {
        anti_aliasing: true,
        shadows: true,
        full_resolution: true,
        smooth_balls: true,
        simple_shading: false,
    };
    assert_eq!((*ui.state(), ui.state().preset()), (high, Some(GraphicsQuality::High)));
    ui.get_by_label("Full resolution (otherwise as fine as the frame rate allows)").click();
    ui.run();
    assert_eq!(ui.state().render_scale().fraction(), 0.5);
    ui.get_by_label("Low").click();
    ui.run();
    assert_eq!((*ui.state(), ui.state().msaa().samples()), (low, 1));
}

#[test]
fn pause_step_and_reset_buttons() {
    let mut ui =
        harness(|ui, panel| simulation_section(ui, &mut panel.clock, &mut panel.settings, &mut panel.controls));
    // Step does nothing while running
    ui.get_by_label("Step").click();
    ui.run();
    assert_eq!(ui.state().clock.queued_steps, 0);
    ui.get_by_label("Pause").click();
    ui.run();
    assert!(ui.state().clock.paused);
    ui.get_by_label("Step").click();
    ui.run();
    ui.get_by_label("Step").click();
    ui.run();
    assert_eq!(ui.state().clock.queued_steps, 2);
    ui.get_by_label("Reset").click();
    ui.run();
    assert_eq!(ui.state().controls.requests, vec![Request::ResetScene]);
    ui.get_by_label("Play").click();
    ui.run();
    assert!(!ui.state().clock.paused);
}

#[test]
fn continuous_detection_checkbox() {
    let mut ui = harness(|ui, panel| detection_section(ui, &mut panel.settings));
    ui.get_by_label("Continuous detection").click();
    ui.run();
    assert!(!ui.state().settings.ccd_enabled);
}

#[test]
fn every_overlay_has_its_own_toggle() {
    let mut ui = harness(|ui, panel| {
        overlays_section(
            ui,
            &mut panel.overlays,
            ArrowScales { impulse: 2.0, velocity: 5.0, momentum: 10.0, spin: 20.0 },
            &mut panel.controls.trace_seconds,
        )
    });
    let before = ui.state().overlays;
    for (label, read) in [
        ("Contact points", (|o: &Overlays| o.contact_points) as fn(&Overlays) -> bool),
        ("Contact normals", |o| o.normals),
        ("Penetration depth", |o| o.penetration_labels),
        ("Bounding boxes", |o| o.aabbs),
        ("Velocities", |o| o.velocities),
        ("Spin (arrow along the axis, ring turning its way)", |o| o.spins),
        ("Swept volumes & impact poses", |o| o.sweeps),
        ("Impulses (normal orange, friction green)", |o| o.impulses),
        ("Positional correction shifts", |o| o.corrections),
        ("Too fast for discrete detection (red)", |o| o.tunnelling),
        ("Floor grid (1 m) and axes", |o| o.grid),
        ("Momenta", |o| o.momenta),
        ("Centre of mass and its velocity", |o| o.centre_of_mass),
        ("Log scale for velocity and momentum", |o| o.log_arrows),
        ("Path traces", |o| o.traces),
    ] {
        ui.get_by_label(label).click();
        ui.run();
        assert_ne!(read(&ui.state().overlays), read(&before), "{label} did not toggle");
    }
    // the legends say what a metre of arrow stands for (the log scale's replace the linear ones)
    ui.get_by_label("1 m of arrow = 2 N·s");
    ui.get_by_label("1 m of arrow beyond the ball = 20 rad/s");
    ui.get_by_label("log scale: 1 m = 9, 2 m = 99, 3 m = 999 units");
    ui.get_by_label("Log scale for velocity and momentum").click();
    ui.run();
    ui.get_by_label("1 m of arrow = 5 m/s");
    ui.get_by_label("1 m of arrow = 10 kg·m/s");
}

#[test]
fn positional_correction_checkbox() {
    let mut ui =
        harness(|ui, panel| simulation_section(ui, &mut panel.clock, &mut panel.settings, &mut panel.controls));
    ui.get_by_label("Positional correction").click();
    ui.run();
    assert!(!ui.state().settings.position_correction);
}

/// The timeline strip on a recording of steps 0 to 100, the world at step 40 with events at 10 and 60.
struct Strip {
    clock: PhysicsClock,
    timeline: Timeline,
    events: Vec<RecordedEvent>,
    last: u64,
}

fn strip_harness<'a>() -> Harness<'a, Strip> {
    let event = |step, kind| RecordedEvent { step, kind, a: Entity::PLACEHOLDER, b: Entity::PLACEHOLDER };
    let events = vec![event(10, EventKind::Started), event(60, EventKind::Ended)];
    let clock = PhysicsClock { step: 40, paused: false, ..default() };
    let strip = Strip { clock, timeline: Timeline::default(), events, last: 100 };
    Harness::builder().with_size(bevy_egui::egui::vec2(900.0, 60.0)).build_ui_state(
        |ui, strip: &mut Strip| {
            let view = TimelineView {
                first: 0,
                last: strip.last,
                current: strip.clock.step,
                dt: 1.0 / 60.0,
                diverged_at: None,
                events: &strip.events,
                event_steps: [&[10], &[60]],
                replaced_from: None,
            };
            timeline_section(ui, &view, &mut strip.clock, &mut strip.timeline);
        },
        strip,
    )
}

#[test]
fn the_timeline_steps_back_and_forth_and_shows_where_the_world_is() {
    let mut ui = strip_harness();
    ui.get_by_label("step 40 / 100 · 0.667 s");
    ui.get_by_label("rewound");
    // one step back asks for step 39 and pauses
    // the symbol buttons are found as a screen reader names them, by what they do
    ui.get_by_label(", : one step back (hold to repeat)").click();
    ui.run();
    assert_eq!(ui.state().timeline.request, Some(39));
    assert!(ui.state().clock.paused);
    // forward inside the recording replays the recorded step
    ui.get_by_label(". : one step forward (hold to repeat)").click();
    ui.run();
    assert_eq!(ui.state().timeline.request, Some(41));
    // back to the start
    ui.get_by_label("Back to the first step").click();
    ui.run();
    assert_eq!(ui.state().timeline.request, Some(0));
    // at the end of the recording, forward runs a new step instead
    ui.state_mut().timeline.request = None;
    ui.state_mut().clock.step = 100;
    ui.run();
    ui.get_by_label(". : one step forward (hold to repeat)").click();
    ui.run();
    assert_eq!((ui.state().timeline.request, ui.state().clock.queued_steps), (None, 1));
    // play and pause
    ui.get_by_label("▶ Play").click();
    ui.run();
    assert!(!ui.state().clock.paused);
    ui.get_by_label("⏸ Pause").click();
    ui.run();
    assert!(ui.state().clock.paused);
}

/// The graphs section of a run of `figures` at step `current`, with no events or bodies, and these moving
/// bodies' (mass, speed) for the speeds' histogram.
fn graphs_of<'a>(
    figures: &'a [StepFigures],
    current: u64,
    speeds: &'a [(f64, f64)],
) -> Harness<'a, (GraphKind, Option<u64>)> {
    Harness::new_ui_state(
        move |ui, (kind, request): &mut (GraphKind, Option<u64>)| {
            let data = GraphData {
                figures,
                first: 0,
                current,
                dt: 1.0 / 60.0,
                events: &[],
                bodies: &[],
                down: Vec3::NEG_Y,
                replaced: None,
                speeds,
            };
            graphs_section(ui, &data, kind, request);
        },
        (GraphKind::default(), None),
    )
}

#[test]
fn the_graphs_switch_quantity_and_need_a_body_for_its_own() {
    let figures = vec![StepFigures::default(); 30];
    let mut ui = graphs_of(&figures, 10, &[]);
    ui.get_by_label("Momentum kg·m/s").click();
    ui.run();
    assert_eq!(ui.state().0, GraphKind::Momentum);
    // a body's own graphs wait for a selected body
    ui.get_by_label("Height m").click();
    ui.run();
    assert_eq!(ui.state().0, GraphKind::Momentum);
    // turning has its graph, and the kinetic energy shows its share
    ui.get_by_label("Angular momentum kg·m²/s").click();
    ui.run();
    assert_eq!(ui.state().0, GraphKind::AngularMomentum);
    ui.get_by_label("Kinetic energy J").click();
    ui.run();
    ui.get_by_label("of it, turning");
    // the energy of heights and springs beside it, the total and what it lost
    let mut figures = vec![StepFigures::default(); 30];
    for (step, figure) in figures.iter_mut().enumerate() {
        figure.potential.spring = 1.0 + step as f64;
    }
    let mut ui = graphs_of(&figures, 10, &[]);
    ui.get_by_label("Energy J").click();
    ui.run();
    assert_eq!(ui.state().0, GraphKind::Energy);
    for curve in ["kinetic", "in springs", "total", "lost"] {
        ui.get_by_label(curve);
    }
}

#[test]
fn the_speeds_histogram_states_the_temperature_beside_maxwell_boltzmann() {
    // 1,000 unit masses whose speeds follow Maxwell-Boltzmann at kT = 1 J: the speeds at its quantiles
    let kt = 1.0;
    let density = |v: f64| collision_sandbox::gas::maxwell_boltzmann(v, 1.0, kt);
    let (mut speeds, mut total, mut v) = (Vec::new(), 0.0, 0.0);
    while speeds.len() < 1000 && v < 20.0 {
        total += density(v) * 1e-4;
        v += 1e-4;
        while speeds.len() < 1000 && total >= (speeds.len() as f64 + 0.5) / 1000.0 {
            speeds.push((1.0, v));
        }
    }
    let figures = vec![StepFigures::default(); 2];
    let mut ui = graphs_of(&figures, 1, &speeds);
    ui.get_by_label("Speeds (a gas)").click();
    ui.run();
    assert_eq!(ui.state().0, GraphKind::Speeds);
    // kT from the sample itself: 2/3 of its mean kinetic energy, within a percent of the 1 J it was drawn at;
    // the most probable speed sqrt(2 kT / m)
    let label = ui.get_by_label_contains("1000 bodies · kT = ");
    let text = format!("{label:?}");
    let kt_shown: f64 = text.split("kT = ").nth(1).unwrap()[..6].parse().unwrap();
    assert!((kt_shown - 1.0).abs() < 0.01, "{text}");
    assert!(text.contains("most probable speed 1.4"), "{text}");
}

#[test]
fn the_selected_bodies_have_graphs_of_their_own() {
    let samples: Vec<BodySample> =
        (0..30).map(|step| BodySample { step, position: Vec3::Y * step as f32, velocity: Vec3::Y }).collect();
    let (orange, blue) = (egui::Color32::from_rgb(230, 159, 0), egui::Color32::from_rgb(86, 180, 233));
    let bodies = vec![("ball".to_owned(), orange, samples.as_slice()), ("box".to_owned(), blue, samples.as_slice())];
    let figures = vec![StepFigures::default(); 30];
    let mut ui = Harness::new_ui_state(
        |ui, (kind, request): &mut (GraphKind, Option<u64>)| {
            let data = GraphData {
                figures: &figures,
                first: 0,
                current: 10,
                dt: 1.0 / 60.0,
                events: &[],
                bodies: &bodies,
                down: Vec3::NEG_Y,
                replaced: None,
                speeds: &[],
            };
            graphs_section(ui, &data, kind, request);
        },
        (GraphKind::default(), None),
    );
    ui.get_by_label("Height m").click();
    ui.run();
    assert_eq!(ui.state().0, GraphKind::Height);
    // one curve per selected body, named in the legend
    ui.get_by_label("ball height");
    ui.get_by_label("box height");
}

/// A bullet 2 m before a thin wall at 300 m/s, stepped once: it hits the wall a third of the way in.
fn bullet_step() -> (App, Entity, Entity) {
    use collision_sandbox::geometry::Shape;
    use collision_sandbox::physics::{Collider, LinearVelocity, RigidBody};
    let mut app = collision_sandbox::headless::headless_app(PhysicsSettings { gravity_enabled: false, ..default() });
    let wall = app
        .world_mut()
        .spawn((
            RigidBody::Static,
            Collider(Shape::Cuboid { half_extents: Vec3::new(0.005, 1.0, 1.0) }),
            Name::new("wall"),
        ))
        .id();
    let bullet = app
        .world_mut()
        .spawn((
            RigidBody::Dynamic,
            Collider(Shape::Sphere { radius: 0.05 }),
            Transform::from_xyz(-2.0, 0.0, 0.0),
            LinearVelocity(Vec3::X * 300.0),
            Name::new("bullet"),
        ))
        .id();
    app.update();
    (app, bullet, wall)
}

#[test]
fn the_inspector_panel_explains_the_pair_and_lists_the_steps_candidates() {
    use collision_sandbox::app::{InspectorView, Selection, inspector_contents};
    use collision_sandbox::inspector::inspect_pair;
    use collision_sandbox::physics::CandidatePairs;
    let (app, bullet, wall) = bullet_step();
    let verdict = inspect_pair(app.world(), bullet, wall).unwrap();
    let candidates = app.world().resource::<CandidatePairs>();
    let mut view = InspectorView::default();
    view.open = true;
    view.verdict = Some(verdict);
    let names = |entity: Entity| if entity == bullet { "bullet".to_string() } else { "wall".to_string() };
    let mut ui = Harness::builder().with_size(bevy_egui::egui::vec2(700.0, 3000.0)).build_ui_state(
        |ui, (view, selection): &mut (InspectorView, Selection)| {
            inspector_contents(ui, view, selection, candidates, names)
        },
        (view, Selection::default()),
    );
    ui.get_by_label("bullet and wall: collided in step 1");
    // the bullet's front reaches the wall's face (x = −0.005) after 1.945 m of its 5 m step
    ui.get_by_label("continuous: hit at t = 0.3890 of the step, resolved there");
    ui.get_by_label_contains("needs continuous detection above 6.6 m/s");
    // the scrubber's impact button puts t at the time of impact
    ui.get_by_label("impact").click();
    ui.run();
    assert_close!(ui.state().0.scrub, 0.389, 1e-4, "{}", ui.state().0.scrub);
    // picking the step's broadphase pair selects it
    ui.get_by_label_contains("This step's broadphase pairs (1)").click();
    ui.run();
    ui.get_by_label("wall – bullet").click();
    ui.run();
    assert_eq!(ui.state().1.pair, Some((wall, bullet)));
    ui.get_by_label("Close").click();
    ui.run();
    assert!(!ui.state().0.open && ui.state().1.pair.is_none());
}

#[test]
fn a_collision_card_shows_both_bodies_and_e_measured() {
    use collision_sandbox::app::collision_card;
    use collision_sandbox::inspector::{CardBody, CollisionCard};
    let body = |name: &str, mass, before: f32, after: f32| CardBody {
        name: name.into(),
        mass,
        velocity_before: Vec3::X * before,
        velocity_after: Vec3::X * after,
    };
    let card = CollisionCard {
        step: 7,
        a: body("light", Some(1.0), 3.0, -0.375),
        b: body("heavy", Some(3.0), 0.0, 1.125),
        normal: Vec3::X,
        impacts: vec![(0.25, 2.0), (0.75, 1.375)],
    };
    let ui = Harness::new_ui(|ui| collision_card(ui, &card, bevy_egui::egui::Id::new("card")));
    ui.get_by_label("light");
    ui.get_by_label("heavy");
    // Δp of each: −3.375 and +3.375 kg·m/s (the heavy one's momentum after is +3.375 too); 4.5 J → 1.969 J
    ui.get_by_label("(-3.375, +0.000, +0.000)");
    assert_eq!(ui.get_all_by_label("(+3.375, +0.000, +0.000)").count(), 2);
    ui.get_by_label("4.500 → 1.969");
    ui.get_by_label("energy lost 2.531 J (56.2 %)");
    ui.get_by_label("e measured: separation speed / approach speed along the normal = 0.500");
    ui.get_by_label("met 2 times in the step, each at its own time: t = 0.250 (2.000 N·s), t = 0.750 (1.375 N·s)");
}

#[test]
fn a_begin_in_the_event_log_opens_its_collision_card() {
    use collision_sandbox::app::{EventLog, LogEntry, event_log_section};
    use collision_sandbox::inspector::{CardBody, CollisionCard};
    let body = |name: &str| CardBody {
        name: name.into(),
        mass: Some(1.0),
        velocity_before: Vec3::X,
        velocity_after: -Vec3::X,
    };
    let card = CollisionCard { step: 4, a: body("a"), b: body("b"), normal: Vec3::X, impacts: Vec::new() };
    let [a, b] = [1, 2].map(|i| Entity::from_raw_u32(i).unwrap());
    let entry = |kind, card| LogEntry { step: 4, kind, a, b, a_name: "a".into(), b_name: "b".into(), card };
    let mut log = EventLog::default();
    log.entries.push_back(entry(EventKind::Ended, None));
    log.entries.push_back(entry(EventKind::Started, Some(card.clone())));
    let mut ui = Harness::new_ui_state(|ui, log: &mut EventLog| event_log_section(ui, log), log);
    // only the begin has a card
    assert_eq!(ui.get_all_by_label("card").count(), 1);
    ui.get_by_label("card").click();
    ui.run();
    assert_eq!(ui.state().card, Some(card));
}

#[test]
fn spawned_bodies_weigh_their_volume_times_the_density() {
    use collision_sandbox::app::materials_section;
    let mut ui = harness(|ui, panel| materials_section(ui, &mut panel.settings, &mut panel.controls));
    // the default size 0.5 m and density 2 kg/m³: (4/3)π 0.5³ × 2 and 1 m³ × 2
    ui.get_by_label("a sphere 1.047 kg, a box 2.000 kg");
    ui.state_mut().controls.spawn_size = 1.0;
    ui.run();
    ui.get_by_label("a sphere 8.378 kg, a box 16.000 kg");
}

#[test]
fn the_ray_probe_lists_the_first_hit_and_every_body_in_order() {
    use collision_sandbox::app::{ProbeHit, probe_list};
    let hit = |name: &str, distance: f32| ProbeHit {
        name: name.into(),
        distance,
        point: Vec3::new(0.0, 0.0, distance),
        normal: -Vec3::Z,
    };
    let hits = [hit("ball", 9.5), hit("wall", 13.25)];
    let ui = Harness::new_ui(|ui| probe_list(ui, &hits));
    ui.get_by_label("hits ball at 9.500 m");
    ui.get_by_label("point (0.00, 0.00, 9.50), normal (0.00, 0.00, -1.00)");
    ui.get_by_label("1. ball at 9.500 m");
    ui.get_by_label("2. wall at 13.250 m");
    let none = Harness::new_ui(|ui| probe_list(ui, &[]));
    none.get_by_label("ray probe: nothing under the pointer");
}

#[test]
fn the_scene_file_box_opens_and_saves_what_it_names() {
    use collision_sandbox::app::{SaveWhat, SceneFileBox, scene_file_section};
    let mut ui = Harness::new_ui_state(
        |ui, (file_box, controls): &mut (SceneFileBox, AppControls)| scene_file_section(ui, file_box, controls),
        (SceneFileBox { path: "mine.ron".into(), name: "Mine".into(), ..Default::default() }, AppControls::default()),
    );
    for button in ["Open", "Save as it is now", "Save as it started"] {
        ui.get_by_label(button).click();
        ui.run();
    }
    let expected = vec![
        Request::LoadScene("mine.ron".into()),
        Request::SaveScene(SaveWhat::Now),
        Request::SaveScene(SaveWhat::AsStarted),
    ];
    assert_eq!(ui.state().1.requests, expected);
    ui.state_mut().0.note = Some(Err("mine.ron: permission denied".into()));
    ui.run();
    assert!(ui.query_by_label("mine.ron: permission denied").is_some());
}

#[test]
fn the_projector_preset_enlarges_the_ui_and_switches_back() {
    use collision_sandbox::app::{PROJECTOR_UI_SCALE, projector_toggle};
    let mut ui =
        Harness::new_ui_state(|ui, controls: &mut AppControls| projector_toggle(ui, controls), AppControls::default());
    ui.get_by_label("Projector").click();
    ui.run();
    assert!(ui.state().projector);
    assert_eq!(ui.state().ui_scale, PROJECTOR_UI_SCALE);
    ui.get_by_label("Projector").click();
    ui.run();
    assert!(!ui.state().projector);
    assert_eq!(ui.state().ui_scale, 1.0);
}

#[test]
fn the_teachers_lock_holds_the_lesson_settings_until_its_code_is_given() {
    use collision_sandbox::app::lesson_lock_section;
    let mut ui = harness(|ui, panel| {
        lesson_lock_section(ui, &mut panel.controls);
        simulation_section(ui, &mut panel.clock, &mut panel.settings, &mut panel.controls);
    });
    // lock with the code 42
    ui.get_by_role(bevy_egui::egui::accesskit::Role::PasswordInput).click();
    ui.run();
    ui.get_by_role(bevy_egui::egui::accesskit::Role::PasswordInput).type_text("42");
    ui.run();
    ui.get_by_label("Lock the lesson settings").click();
    ui.run();
    assert_eq!(ui.state().controls.lesson_lock.code.as_deref(), Some("42"));
    // the switch no longer moves; play and pause still do
    ui.get_by_label("Positional correction").click();
    ui.run();
    assert!(ui.state().settings.position_correction, "locked");
    ui.get_by_label("Pause").click();
    ui.run();
    assert!(ui.state().clock.paused);
    // a wrong code is refused, the right one unlocks
    for (code, locked) in [("7", true), ("42", false)] {
        ui.get_by_role(bevy_egui::egui::accesskit::Role::PasswordInput).click();
        ui.run();
        ui.get_by_role(bevy_egui::egui::accesskit::Role::PasswordInput).type_text(code);
        ui.run();
        ui.get_by_label("Unlock").click();
        ui.run();
        assert_eq!(ui.state().controls.lesson_lock.locked(), locked, "code {code}");
    }
    ui.get_by_label("Positional correction").click();
    ui.run();
    assert!(!ui.state().settings.position_correction, "unlocked");
}

#[test]
fn the_teachers_lock_holds_the_selected_bodys_restitution_and_friction_too() {
    use bevy_egui::egui::accesskit::Role;
    use collision_sandbox::app::{BodyFields, selected_body_section};
    use collision_sandbox::physics::{Collider, LinearVelocity, Mass, PhysicsMaterial};
    use egui_kittest::kittest::NodeT;
    for locked in [false, true] {
        let ui = Harness::new_ui(|ui| {
            let (mut collider, mut mass) = (Collider::sphere(0.5), Mass(1.0));
            let (mut velocity, mut material) = (LinearVelocity(Vec3::ZERO), PhysicsMaterial::default());
            let fields = BodyFields {
                name: "ball",
                collider: &mut collider,
                mass: &mut mass,
                velocity: &mut velocity,
                material: &mut material,
                is_static: false,
                material_locked: locked,
            };
            selected_body_section(ui, fields);
        });
        let sliders: Vec<bool> =
            ui.get_all_by_role(Role::Slider).map(|slider| slider.accesskit_node().is_disabled()).collect();
        assert_eq!(sliders, vec![locked; 2], "restitution and friction with the lock {locked}");
        // the radius, the mass and the velocity's three fields stay free: a lesson may still weigh and launch
        // bodies (the sliders' own number fields come after them)
        let free = ui.get_all_by_role(Role::SpinButton).take(5).filter(|f| !f.accesskit_node().is_disabled()).count();
        assert_eq!(free, 5);
    }
}

#[test]
fn the_body_editor_turns_a_box_spins_a_ball_and_hollows_it() {
    use bevy_egui::egui::accesskit::Role;
    use collision_sandbox::app::{TurningFields, turning_rows};
    use collision_sandbox::physics::MassDistribution;
    use egui_kittest::kittest::NodeT;
    // Setup: a ball that turns, solid, on a surface without resistance
    let start = (Quat::IDENTITY, Vec3::ZERO, MassDistribution::Solid, 0.0f32, 0.0f32);
    let mut ui = Harness::new_ui_state(
        |ui, (rotation, spin, distribution, rolling, spinning): &mut (Quat, Vec3, MassDistribution, f32, f32)| {
            let fields = TurningFields {
                rotation,
                spin: (spin, true),
                distribution: Some(distribution),
                rolling_resistance: Some(rolling),
                spinning_friction: Some(spinning),
            };
            bevy_egui::egui::Grid::new("turning").show(ui, |ui| turning_rows(ui, fields, true));
        },
        start,
    );
    // Run: hollow it
    ui.get_by_label("hollow (2/3 mr²)").click();
    ui.run();
    // Check: the distribution changed, an untouched turn stays exactly as it was, the spin's three fields are free
    assert_eq!(ui.state().2, MassDistribution::Hollow);
    assert_eq!(ui.state().0, Quat::IDENTITY, "an untouched turn is not nudged");
    let free = ui.get_all_by_role(Role::SpinButton).filter(|field| !field.accesskit_node().is_disabled()).count();
    assert!(free >= 6, "three turn and three spin fields, {free} free");
    assert_eq!(ui.get_all_by_role(Role::Slider).count(), 2, "rolling resistance and spinning friction");
}

/// A world of a 2 kg ball, a 1 kg block and a static floor, the ball and the block selected as a pair.
fn data_world() -> (World, [Entity; 3]) {
    use collision_sandbox::geometry::Shape;
    use collision_sandbox::physics::{Collider, LinearVelocity, Mass, PhysicsMaterial, RigidBody};
    let mut world = World::new();
    let mut body = |name: &str, kind: RigidBody, mass: f32, position: Vec3, velocity: Vec3| {
        world
            .spawn((
                Name::new(name.to_owned()),
                kind,
                Collider(Shape::Sphere { radius: 0.5 }),
                Mass(mass),
                LinearVelocity(velocity),
                PhysicsMaterial::default(),
                Transform::from_translation(position),
            ))
            .id()
    };
    let ball = body("ball", RigidBody::Dynamic, 2.0, Vec3::new(-1.0, 1.0, 0.0), Vec3::new(3.0, 0.0, 0.0));
    let block = body("block", RigidBody::Dynamic, 1.0, Vec3::new(2.0, 1.0, 0.0), Vec3::new(-1.0, 0.0, 0.0));
    let floor = body("floor", RigidBody::Static, 1.0, Vec3::ZERO, Vec3::ZERO);
    (world, [ball, block, floor])
}

type TableState = (World, collision_sandbox::app::TableRows, collision_sandbox::app::Selection);

fn table_harness<'a>(state: TableState) -> Harness<'a, TableState> {
    use bevy::ecs::system::SystemState;
    use collision_sandbox::app::{EditableBody, data_table_section};
    Harness::new_ui_state(
        |ui, (world, rows, selection): &mut TableState| {
            let mut params = SystemState::<(Query<EditableBody>, Query<&Name>)>::new(world);
            let (mut bodies, names) = params.get_mut(world).unwrap();
            data_table_section(ui, rows, selection, &mut bodies, &names);
        },
        state,
    )
}

/// Clicks the n-th drag field (which opens it for typing), types `text` and presses Enter.
fn type_into_field(ui: &mut Harness<'_, TableState>, n: usize, text: &str) {
    use bevy_egui::egui::accesskit::Role;
    ui.get_all_by_role(Role::SpinButton).nth(n).unwrap().click();
    ui.run();
    ui.get_all_by_role(Role::SpinButton).nth(n).unwrap().type_text(text);
    ui.run();
    ui.key_press(bevy_egui::egui::Key::Enter);
    ui.run();
}

#[test]
fn the_data_table_shows_the_selected_bodies_and_its_edits_reach_them() {
    use collision_sandbox::app::{Selection, TableRows};
    use collision_sandbox::physics::{LinearVelocity, Mass};
    let (world, [ball, block, floor]) = data_world();
    let selection = Selection { body: None, pair: Some((ball, block)) };
    let mut ui = table_harness((world, TableRows::Selected, selection));
    // momenta 2·3 and 1·(−1), energies 9 and 0.5; the centre of mass (−2 + 2)/3 = 0 moves at 5/3
    ui.get_by_label("(6.000, 0.000, 0.000)");
    ui.get_by_label("(-1.000, 0.000, 0.000)");
    ui.get_by_label("(5.000, 0.000, 0.000)");
    ui.get_by_label("9.500");
    ui.get_by_label("centre of mass (0.000, 1.000, 0.000)");
    ui.get_by_label("its velocity (1.667, 0.000, 0.000)");
    assert!(ui.query_by_label("floor").is_none());
    // the ball's mass is the first field: 4 kg doubles its momentum
    type_into_field(&mut ui, 0, "4");
    assert_eq!(ui.state().0.get::<Mass>(ball), Some(&Mass(4.0)));
    ui.get_by_label("(12.000, 0.000, 0.000)");
    // the block's velocity x is its fifth field (mass, then x, y, z of its position)
    type_into_field(&mut ui, 7 + 4, "-2.5");
    assert_eq!(ui.state().0.get::<LinearVelocity>(block).unwrap().0, Vec3::new(-2.5, 0.0, 0.0));
    assert_eq!(ui.state().0.get::<Mass>(block), Some(&Mass(1.0)), "the other fields stay");
    // every body: the floor appears, static, and adds nothing to the totals
    ui.get_by_label("Every body").click();
    ui.run();
    ui.get_by_label("floor");
    ui.get_by_label("static");
    ui.get_by_label("(9.500, 0.000, 0.000)");
    assert_eq!(ui.state().0.get::<Transform>(floor).unwrap().translation, Vec3::ZERO);
}

/// The catalogue's scenes and lessons.
fn libraries() -> (collision_sandbox::app::SceneLibrary, collision_sandbox::app::LessonLibrary) {
    use collision_sandbox::app::{LessonLibrary, SceneLibrary, lesson_dir};
    let mut library = SceneLibrary::load();
    library.entries.retain(|entry| !entry.yours);
    (library, LessonLibrary::scan(&lesson_dir()))
}

/// The gallery of these scenes and lessons, laid out once, tall enough to show every card.
fn gallery_harness<'a>(
    library: &'a collision_sandbox::app::SceneLibrary,
    lessons: &'a collision_sandbox::app::LessonLibrary,
) -> Harness<'a, (AppControls, collision_sandbox::app::GalleryPictures)> {
    use collision_sandbox::app::{GalleryPictures, gallery_section};
    let mut ui = Harness::new_ui_state(
        move |ui, (controls, pictures): &mut (AppControls, GalleryPictures)| {
            gallery_section(ui, (library, lessons), pictures, controls);
        },
        (AppControls { gallery_open: true, ..Default::default() }, GalleryPictures::default()),
    );
    ui.set_size(egui::vec2(1280.0, 3000.0));
    ui.run();
    ui
}

#[test]
fn the_gallery_groups_the_catalogue_by_topic_and_a_click_opens_a_scene() {
    let (library, lessons) = libraries();
    let mut ui = gallery_harness(&library, &lessons);
    for topic in ["1D collisions", "2D collisions", "Bouncing and restitution", "Friction", "Stacking"] {
        ui.get_by_label(topic);
    }
    for topic in ["Tunnelling and continuous detection", "Events and sensors", "Many bodies"] {
        ui.get_by_label(topic);
    }
    // each card says in one line what its scene teaches
    ui.get_by_label("Friction row");
    ui.get_by_label_contains("Friction row: five boxes leave at 5 m/s");
    ui.get_by_label("Restitution row").click();
    ui.run();
    let (controls, _) = ui.state();
    assert!(!controls.gallery_open, "the gallery closes on the scene it opens");
    let opened = controls.requests.iter().find_map(|request| match request {
        Request::LoadScene(path) => Some(path.clone()),
        _ => None,
    });
    assert!(opened.is_some_and(|path| path.ends_with("07_restitution_row.ron")), "{:?}", controls.requests);
}

#[test]
fn the_gallery_offers_the_lessons_first_and_a_click_opens_one() {
    let (library, lessons) = libraries();
    assert!(lessons.entries.len() >= 8 && lessons.entries.iter().all(|entry| entry.lesson.is_ok()));
    let mut ui = gallery_harness(&library, &lessons);
    ui.get_by_label("Lessons: predict, watch, explain");
    // the tenth card, on a row of its own below the first (the cards wrap to the width)
    ui.get_by_label("Counting collisions: the digits of π").click();
    ui.run();
    let opened = ui.state().0.requests.iter().find_map(|request| match request {
        Request::OpenLesson(path) => Some(path.clone()),
        _ => None,
    });
    assert!(opened.is_some_and(|path| path.ends_with("10_counting_collisions.ron")), "{:?}", ui.state().0.requests);
}

/// The lesson card of `assets/lessons/NAME.ron` on its step `step` (from 0), as a harness's state.
fn lesson_on(name: &str, step: usize) -> (collision_sandbox::app::Playing, AppControls) {
    use collision_sandbox::app::{Playing, lesson_dir, scene_dir};
    let lesson = collision_sandbox::lesson::load_lesson(&lesson_dir().join(name), &scene_dir()).unwrap();
    let mut playing = Playing::new(lesson);
    playing.step = step;
    (playing, AppControls::default())
}

#[test]
fn the_lesson_card_shows_the_text_takes_a_prediction_and_asks_to_run() {
    use collision_sandbox::app::{LessonMove, Phase, Playing, lesson_card};
    let mut ui = Harness::builder().with_size(egui::vec2(420.0, 700.0)).build_ui_state(
        |ui, (playing, controls): &mut (Playing, AppControls)| lesson_card(ui, playing, controls),
        lesson_on("01_equal_masses.ron", 2),
    );
    ui.run();
    ui.get_by_label("Step 3 of 3");
    ui.get_by_label_contains("Again, with the left ball at");
    ui.get_by_label("How fast does the right ball move afterwards?");
    ui.get_by_role(egui::accesskit::Role::TextInput).click();
    ui.run();
    ui.get_by_role(egui::accesskit::Role::TextInput).type_text("5");
    ui.run();
    assert_eq!(ui.state().0.answer.number, "5");
    assert_eq!(ui.state().0.phase, Phase::Ready);
    ui.get_by_label("Run ▶").click();
    ui.run();
    assert_eq!(ui.state().1.requests, [Request::Lesson(LessonMove::Next)]);
}

#[test]
fn the_revealed_card_shows_the_measured_value_beside_the_prediction() {
    use collision_sandbox::app::{Phase, Playing, judge, lesson_card};
    use collision_sandbox::lesson::play_lesson;
    let (mut playing, controls) = lesson_on("01_equal_masses.ron", 2);
    // the values the step measures, played headless as the app plays it
    let results = play_lesson(&playing.lesson).unwrap();
    playing.measured = results[2].measured.clone();
    playing.answer.number = "5".into();
    let predict = playing.lesson.steps[2].predict.clone().unwrap();
    let record = judge(2, &predict, &playing.answer, playing.measured.first());
    assert_eq!(record.right, Some(true));
    playing.records.push(record);
    playing.phase = Phase::Revealed;
    playing.fired = Some(37);
    let mut ui = Harness::builder().with_size(egui::vec2(420.0, 900.0)).build_ui_state(
        |ui, (playing, controls): &mut (Playing, AppControls)| lesson_card(ui, playing, controls),
        (playing, controls),
    );
    ui.run();
    ui.get_by_label("velocity x of right");
    ui.get_by_label("5.000 m/s");
    ui.get_by_label("Your prediction: 5 m/s ✔");
    ui.get_by_label_contains("Whatever the speed, equal masses swap velocities");
    ui.get_by_label("⟲ Replay the moment").click();
    ui.run();
    assert!(ui.state().1.requests.contains(&Request::Lesson(collision_sandbox::app::LessonMove::Replay)));
}

#[test]
fn a_springs_fields_are_held_in_range_and_a_strings_length_kept() {
    // a spring given a stiffness, damping and rest length out of every range
    let spring = JointKind::Spring { rest_length: 0.0, stiffness: 1e9, damping: -3.0 };
    let mut ui = Harness::new_ui_state(|ui, kind: &mut JointKind| edit_kind(ui, kind), spring);
    ui.run();
    assert_eq!(*ui.state(), JointKind::Spring { rest_length: 0.01, stiffness: 100_000.0, damping: 0.0 });
    // a string's length alone
    let mut ui =
        Harness::new_ui_state(|ui, kind: &mut JointKind| edit_kind(ui, kind), JointKind::String { length: 1.5 });
    ui.run();
    assert_eq!(*ui.state(), JointKind::String { length: 1.5 });
}
