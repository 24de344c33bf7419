//! The physics sections: the simulation's clock and solver, gravity, continuous detection, and the materials,
//! the mouse tool and spawning.

use bevy::prelude::*;
use bevy_egui::egui;

use crate::app::state::controls::{AppControls, Request, SpawnShape, limits};
use crate::app::state::tools::MouseTool;
use crate::physics::{PhysicsClock, PhysicsSettings, machine_threads};

/// Play/Pause, Step, Reset, slow motion, substeps, solver iterations and the positional correction switch.
pub fn simulation_section(
    ui: &mut egui::Ui,
    clock: &mut PhysicsClock,
    settings: &mut PhysicsSettings,
    controls: &mut AppControls,
) {
    ui.horizontal(|ui| {
        let label = if clock.paused { "Play" } else { "Pause" };
        if ui.button(label).on_hover_text("Space").clicked() {
            clock.paused = !clock.paused;
        }
        if ui.add_enabled(clock.paused, egui::Button::new("Step")).on_hover_text("N: one fixed step").clicked() {
            clock.queued_steps += 1;
        }
        if ui.button("Reset").on_hover_text("Put the scene back as it was loaded").clicked() {
            controls.requests.push(Request::ResetScene);
        }
    });
    ui.add(egui::Slider::new(&mut controls.time_scale, limits::TIME_SCALE).logarithmic(true).text("Time scale ×"));
    ui.add_enabled_ui(!controls.lesson_lock.locked(), |ui| {
        ui.add(egui::Slider::new(&mut settings.substeps, limits::SUBSTEPS).text("Substeps"));
        ui.add(egui::Slider::new(&mut settings.solver_iterations, limits::ITERATIONS).text("Solver iterations"));
        soft_contact_section(ui, settings);
        ui.checkbox(&mut settings.position_correction, "Positional correction")
            .on_hover_text("Push overlapping bodies apart after the impulses; off, the overlap they leave stays");
        ui.checkbox(&mut settings.sleep_enabled, "Sleeping")
            .on_hover_text("Groups of bodies at rest stop being simulated (tinted blue) until something touches them");
    });
    threads_slider(ui, settings);
    ui.label(format!("Step {} · dt = {:.2} ms", clock.step, settings.step_dt() * 1000.0));
}

/// How many threads the step spreads over: the same motion on any number, only faster (the page runs on one).
fn threads_slider(ui: &mut egui::Ui, settings: &mut PhysicsSettings) {
    if cfg!(target_arch = "wasm32") {
        return;
    }
    let cores = machine_threads() as u32;
    let range = *limits::THREADS.start()..=cores.min(*limits::THREADS.end());
    let all = |value: f64, _| if value == 0.0 { "all".to_owned() } else { format!("{value}") };
    let slider = egui::Slider::new(&mut settings.threads, range).custom_formatter(all).text("Threads");
    ui.add(slider)
        .on_hover_text("The step's work spread over this many of the computer's cores: the same motion, sooner");
}

/// The soft step for tumbling boxes: on or off, and its contacts' stiffness, damping and push-out speed.
fn soft_contact_section(ui: &mut egui::Ui, settings: &mut PhysicsSettings) {
    ui.checkbox(&mut settings.soft_contacts, "Soft contacts").on_hover_text(
        "Tumbling boxes held by soft contacts, solved four at a time, instead of iterations to a tolerance",
    );
    ui.add_enabled_ui(settings.soft_contacts, |ui| {
        let hertz =
            egui::Slider::new(&mut settings.contact_hertz, limits::CONTACT_HERTZ).text("Contact stiffness (Hz)");
        ui.add(hertz).on_hover_text("How hard an overlap is pushed out, as a spring of this frequency");
        let damping = egui::Slider::new(&mut settings.contact_damping_ratio, limits::CONTACT_DAMPING);
        ui.add(damping.text("Contact damping"))
            .on_hover_text("Above 1 the push-out slows near the surface, never overshooting it");
        let push = egui::Slider::new(&mut settings.max_push_speed, limits::PUSH_SPEED).logarithmic(true);
        ui.add(push.text("Push-out m/s")).on_hover_text("The fastest an overlap is pushed out");
    });
}

/// Gravity on/off and its strength (its direction comes from the scene).
pub fn gravity_section(ui: &mut egui::Ui, settings: &mut PhysicsSettings) {
    ui.checkbox(&mut settings.gravity_enabled, "Gravity");
    let mut strength = settings.gravity.length();
    let direction = settings.gravity.try_normalize().unwrap_or(Vec3::NEG_Y);
    let slider = egui::Slider::new(&mut strength, limits::GRAVITY).text("m/s²");
    if ui.add_enabled(settings.gravity_enabled, slider).changed() {
        settings.gravity = direction * strength;
    }
}

/// The continuous-detection switches.
pub fn detection_section(ui: &mut egui::Ui, settings: &mut PhysicsSettings) {
    ui.checkbox(&mut settings.ccd_enabled, "Continuous detection")
        .on_hover_text("Sweep fast bodies along their path so they cannot tunnel through thin ones");
    ui.add_enabled(settings.ccd_enabled, egui::Checkbox::new(&mut settings.ccd_all_bodies, "Sweep every body"));
}

/// Global restitution and friction overrides, the push strength and the spawn buttons.
pub fn materials_section(ui: &mut egui::Ui, settings: &mut PhysicsSettings, controls: &mut AppControls) {
    ui.add_enabled_ui(!controls.lesson_lock.locked(), |ui| {
        override_slider(ui, &mut settings.restitution_override, "Restitution", 0.0..=1.0, 0.5);
        override_slider(ui, &mut settings.friction_override, "Friction", 0.0..=2.0, 0.5);
    });
    ui.horizontal(|ui| {
        ui.label("Mouse on a body (M)");
        ui.radio_value(&mut controls.mouse_tool, MouseTool::Push, "Push")
            .on_hover_text("Click: push along the view; drag: aim the push");
        ui.radio_value(&mut controls.mouse_tool, MouseTool::Grab, "Grab")
            .on_hover_text("Drag: pull it along; release: throw it");
    });
    ui.add(egui::Slider::new(&mut controls.push_impulse, limits::PUSH_IMPULSE).logarithmic(true).text("Push N·s"))
        .on_hover_text("A click's impulse, and an aimed push's per metre of arrow");
    ui.horizontal(|ui| {
        if ui.button("Spawn sphere").on_hover_text("S: where the pointer is").clicked() {
            controls.requests.push(Request::Spawn(SpawnShape::Sphere));
        }
        if ui.button("Spawn box").on_hover_text("B: where the pointer is").clicked() {
            controls.requests.push(Request::Spawn(SpawnShape::Box));
        }
    });
    ui.add(egui::Slider::new(&mut controls.spawn_size, limits::SPAWN_SIZE).text("Spawn size m"));
    ui.add(
        egui::Slider::new(&mut controls.spawn_density, limits::DENSITY).logarithmic(true).text("Spawn density kg/m³"),
    );
    let mass = |shape: SpawnShape| shape.collider(controls.spawn_size).volume() * controls.spawn_density;
    ui.weak(format!("a sphere {:.3} kg, a box {:.3} kg", mass(SpawnShape::Sphere), mass(SpawnShape::Box)));
    ui.add(egui::Slider::new(&mut controls.spawn_restitution, 0.0..=1.0).text("Spawn restitution"));
    ui.add(egui::Slider::new(&mut controls.spawn_friction, 0.0..=2.0).text("Spawn friction"));
}

fn override_slider(
    ui: &mut egui::Ui,
    value: &mut Option<f32>,
    label: &str,
    range: std::ops::RangeInclusive<f32>,
    default: f32,
) {
    ui.horizontal(|ui| {
        let mut on = value.is_some();
        if ui.checkbox(&mut on, format!("Override {}", label.to_lowercase())).changed() {
            *value = on.then_some(value.unwrap_or(default));
        }
        if let Some(v) = value {
            ui.add(egui::Slider::new(v, range).text(label));
        }
    });
}
