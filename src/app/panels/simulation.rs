//! The physics sections: the simulation's clock and solver, gravity, continuous detection, and the materials,
//! the mouse tool and spawning.

use bevy::prelude::*;
use bevy_egui::egui;

use crate::app::state::controls::{AppControls, Request, SpawnShape, limits};
use crate::app::state::tools::MouseTool;
use crate::language::Texts;
use crate::language::fields::slider;
use crate::physics::{PhysicsClock, PhysicsSettings, machine_threads};

/// Play/Pause, Step, Reset, slow motion, substeps, solver iterations and the positional correction switch.
pub fn simulation_section(
    ui: &mut egui::Ui,
    clock: &mut PhysicsClock,
    settings: &mut PhysicsSettings,
    controls: &mut AppControls,
) {
    let t = Texts::of(ui.ctx());
    ui.horizontal(|ui| {
        let label = if clock.paused { "clock-play" } else { "clock-pause" };
        if ui.button(t.get(label)).on_hover_text(t.hint(label)).clicked() {
            clock.paused = !clock.paused;
        }
        let step = ui.add_enabled(clock.paused, egui::Button::new(t.get("clock-step")));
        if step.on_hover_text(t.hint("clock-step")).clicked() {
            clock.queued_steps += 1;
        }
        if ui.button(t.get("clock-reset")).on_hover_text(t.hint("clock-reset")).clicked() {
            controls.requests.push(Request::ResetScene);
        }
    });
    let time_scale = egui::Slider::new(&mut controls.time_scale, limits::TIME_SCALE).logarithmic(true);
    ui.add(slider(time_scale.text(t.get("clock-time-scale")), &t));
    ui.add_enabled_ui(!controls.lesson_lock.locked(), |ui| {
        ui.add(egui::Slider::new(&mut settings.substeps, limits::SUBSTEPS).text(t.get("solver-substeps")));
        let iterations = egui::Slider::new(&mut settings.solver_iterations, limits::ITERATIONS);
        ui.add(iterations.text(t.get("solver-iterations")));
        soft_contact_section(ui, settings, &t);
        ui.checkbox(&mut settings.position_correction, t.get("solver-correction"))
            .on_hover_text(t.hint("solver-correction"));
        ui.checkbox(&mut settings.sleep_enabled, t.get("solver-sleeping")).on_hover_text(t.hint("solver-sleeping"));
    });
    threads_slider(ui, settings, &t);
    let ms = t.number(f64::from(settings.step_dt()) * 1000.0, 2);
    ui.label(t.with("clock-step-line", &[("step", clock.step.into()), ("ms", ms.into())]));
}

/// How many threads the step spreads over: the same motion on any number, only faster (the page runs on one).
fn threads_slider(ui: &mut egui::Ui, settings: &mut PhysicsSettings, t: &Texts) {
    if cfg!(target_arch = "wasm32") {
        return;
    }
    let cores = machine_threads() as u32;
    let range = *limits::THREADS.start()..=cores.min(*limits::THREADS.end());
    let all = t.get("solver-threads-all");
    let shown = |value: f64, _| if value == 0.0 { all.clone() } else { format!("{value}") };
    let threads = egui::Slider::new(&mut settings.threads, range).custom_formatter(shown);
    ui.add(threads.text(t.get("solver-threads"))).on_hover_text(t.hint("solver-threads"));
}

/// The soft step for tumbling boxes: on or off, and its contacts' stiffness, damping and push-out speed.
fn soft_contact_section(ui: &mut egui::Ui, settings: &mut PhysicsSettings, t: &Texts) {
    ui.checkbox(&mut settings.soft_contacts, t.get("solver-soft")).on_hover_text(t.hint("solver-soft"));
    ui.add_enabled_ui(settings.soft_contacts, |ui| {
        let hertz = egui::Slider::new(&mut settings.contact_hertz, limits::CONTACT_HERTZ);
        ui.add(slider(hertz.text(t.get("solver-stiffness")), t)).on_hover_text(t.hint("solver-stiffness"));
        let damping = egui::Slider::new(&mut settings.contact_damping_ratio, limits::CONTACT_DAMPING);
        ui.add(slider(damping.text(t.get("solver-damping")), t)).on_hover_text(t.hint("solver-damping"));
        let push = egui::Slider::new(&mut settings.max_push_speed, limits::PUSH_SPEED).logarithmic(true);
        ui.add(slider(push.text(t.get("solver-push-out")), t)).on_hover_text(t.hint("solver-push-out"));
    });
}

/// Gravity on/off and its strength (its direction comes from the scene).
pub fn gravity_section(ui: &mut egui::Ui, settings: &mut PhysicsSettings) {
    let t = Texts::of(ui.ctx());
    ui.checkbox(&mut settings.gravity_enabled, t.get("gravity-on"));
    let mut strength = settings.gravity.length();
    let direction = settings.gravity.try_normalize().unwrap_or(Vec3::NEG_Y);
    let strength_slider = slider(egui::Slider::new(&mut strength, limits::GRAVITY).text(t.get("gravity-strength")), &t);
    if ui.add_enabled(settings.gravity_enabled, strength_slider).changed() {
        settings.gravity = direction * strength;
    }
}

/// The continuous-detection switches.
pub fn detection_section(ui: &mut egui::Ui, settings: &mut PhysicsSettings) {
    let t = Texts::of(ui.ctx());
    ui.checkbox(&mut settings.ccd_enabled, t.get("detection-continuous")).on_hover_text(t.hint("detection-continuous"));
    let every = egui::Checkbox::new(&mut settings.ccd_all_bodies, t.get("detection-every-body"));
    ui.add_enabled(settings.ccd_enabled, every);
}

/// Global restitution and friction overrides, the push strength and the spawn buttons.
pub fn materials_section(ui: &mut egui::Ui, settings: &mut PhysicsSettings, controls: &mut AppControls) {
    let t = Texts::of(ui.ctx());
    ui.add_enabled_ui(!controls.lesson_lock.locked(), |ui| {
        let restitution = Override { label: "material-restitution", switch: "material-override-restitution" };
        override_slider(ui, &mut settings.restitution_override, restitution, 0.0..=1.0, 0.5);
        let friction = Override { label: "material-friction", switch: "material-override-friction" };
        override_slider(ui, &mut settings.friction_override, friction, 0.0..=2.0, 0.5);
    });
    ui.horizontal(|ui| {
        ui.label(t.get("material-mouse"));
        ui.radio_value(&mut controls.mouse_tool, MouseTool::Push, t.get("material-push"))
            .on_hover_text(t.hint("material-push"));
        ui.radio_value(&mut controls.mouse_tool, MouseTool::Grab, t.get("material-grab"))
            .on_hover_text(t.hint("material-grab"));
    });
    let push = egui::Slider::new(&mut controls.push_impulse, limits::PUSH_IMPULSE).logarithmic(true);
    ui.add(slider(push.text(t.get("material-push-strength")), &t)).on_hover_text(t.hint("material-push-strength"));
    spawn_section(ui, controls, &t);
}

/// The spawn buttons and what they spawn.
fn spawn_section(ui: &mut egui::Ui, controls: &mut AppControls, t: &Texts) {
    ui.horizontal(|ui| {
        if ui.button(t.get("spawn-sphere")).on_hover_text(t.hint("spawn-sphere")).clicked() {
            controls.requests.push(Request::Spawn(SpawnShape::Sphere));
        }
        if ui.button(t.get("spawn-box")).on_hover_text(t.hint("spawn-box")).clicked() {
            controls.requests.push(Request::Spawn(SpawnShape::Box));
        }
    });
    let size = egui::Slider::new(&mut controls.spawn_size, limits::SPAWN_SIZE);
    ui.add(slider(size.text(t.get("spawn-size")), t));
    let density = egui::Slider::new(&mut controls.spawn_density, limits::DENSITY).logarithmic(true);
    ui.add(slider(density.text(t.get("spawn-density")), t));
    let mass = |shape: SpawnShape| f64::from(shape.collider(controls.spawn_size).volume() * controls.spawn_density);
    let (sphere, cube) = (t.number(mass(SpawnShape::Sphere), 3), t.number(mass(SpawnShape::Box), 3));
    ui.weak(t.with("spawn-masses", &[("sphere", sphere.into()), ("box", cube.into())]));
    let restitution = egui::Slider::new(&mut controls.spawn_restitution, 0.0..=1.0);
    ui.add(slider(restitution.text(t.get("spawn-restitution")), t));
    let friction = egui::Slider::new(&mut controls.spawn_friction, 0.0..=2.0);
    ui.add(slider(friction.text(t.get("spawn-friction")), t));
}

/// An override's messages: its slider's label and its switch's.
#[derive(Clone, Copy)]
struct Override {
    label: &'static str,
    switch: &'static str,
}

fn override_slider(
    ui: &mut egui::Ui,
    value: &mut Option<f32>,
    names: Override,
    range: std::ops::RangeInclusive<f32>,
    default: f32,
) {
    let t = Texts::of(ui.ctx());
    ui.horizontal(|ui| {
        let mut on = value.is_some();
        if ui.checkbox(&mut on, t.get(names.switch)).changed() {
            *value = on.then_some(value.unwrap_or(default));
        }
        if let Some(v) = value {
            ui.add(slider(egui::Slider::new(v, range).text(t.get(names.label)), &t));
        }
    });
}
