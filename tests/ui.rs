//! The panel's sections driven like a user would, without a window: find a widget by its label, click it,
//! and check the setting it stands for changed.

use bevy::prelude::*;
use collision_sandbox::app::{
    AppControls, Overlays, Request, detection_section, gravity_section, overlays_section, simulation_section,
};
use collision_sandbox::physics::{PhysicsClock, PhysicsSettings};
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
