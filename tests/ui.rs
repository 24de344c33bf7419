//! The panel's sections driven like a user would, without a window: find a widget by its label, click it,
//! and check the setting it stands for changed.

use bevy::prelude::*;
use collision_sandbox::app::{
    AppControls, GraphData, GraphKind, Overlays, Request, Timeline, TimelineView, detection_section, graphs_section,
    gravity_section, overlays_section, simulation_section, timeline_section,
};
use collision_sandbox::physics::{PhysicsClock, PhysicsSettings};
use collision_sandbox::recording::{BodySample, RecordedEvent, StepFigures};
use collision_sandbox::scene::EventKind;
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
    let mut ui = harness(|ui, panel| overlays_section(ui, &mut panel.overlays));
    let before = ui.state().overlays;
    for (label, read) in [
        ("Contact points", (|o: &Overlays| o.contact_points) as fn(&Overlays) -> bool),
        ("Contact normals", |o| o.normals),
        ("Penetration depth", |o| o.penetration_labels),
        ("Bounding boxes", |o| o.aabbs),
        ("Velocities", |o| o.velocities),
        ("Swept volumes & impact poses", |o| o.sweeps),
    ] {
        ui.get_by_label(label).click();
        ui.run();
        assert_ne!(read(&ui.state().overlays), read(&before), "{label} did not toggle");
    }
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
    ui.get_by_label("◀").click();
    ui.run();
    assert_eq!(ui.state().timeline.request, Some(39));
    assert!(ui.state().clock.paused);
    // forward inside the recording replays the recorded step
    ui.get_by_label("▶|").click();
    ui.run();
    assert_eq!(ui.state().timeline.request, Some(41));
    // back to the start
    ui.get_by_label("⏮").click();
    ui.run();
    assert_eq!(ui.state().timeline.request, Some(0));
    // at the end of the recording, forward runs a new step instead
    ui.state_mut().timeline.request = None;
    ui.state_mut().clock.step = 100;
    ui.run();
    ui.get_by_label("▶|").click();
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

#[test]
fn the_graphs_switch_quantity_and_need_a_body_for_its_own() {
    let figures = vec![StepFigures::default(); 30];
    let mut ui = Harness::new_ui_state(
        |ui, (kind, request): &mut (GraphKind, Option<u64>)| {
            let data = GraphData {
                figures: &figures,
                first: 0,
                current: 10,
                dt: 1.0 / 60.0,
                events: &[],
                bodies: &[],
                down: Vec3::NEG_Y,
                replaced: None,
            };
            graphs_section(ui, &data, kind, request);
        },
        (GraphKind::default(), None),
    );
    ui.get_by_label("Momentum kg·m/s").click();
    ui.run();
    assert_eq!(ui.state().0, GraphKind::Momentum);
    // a body's own graphs wait for a selected body
    ui.get_by_label("Height m").click();
    ui.run();
    assert_eq!(ui.state().0, GraphKind::Momentum);
}

#[test]
fn the_selected_bodies_have_graphs_of_their_own() {
    let samples: Vec<BodySample> =
        (0..30).map(|step| BodySample { step, position: Vec3::Y * step as f32, velocity: Vec3::Y }).collect();
    let bodies = vec![("ball".to_owned(), samples.as_slice()), ("box".to_owned(), samples.as_slice())];
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
