//! The left panel's column: the scene's title, then each section in a collapsing header, in the order a
//! lesson uses them.

use bevy::prelude::*;
use bevy_egui::egui;

use crate::app::panels::bodies::{body_list, edit_selected_body};
use crate::app::panels::data_table::body_turning_energy;
use crate::app::panels::joints_panel::joints_section;
use crate::app::panels::lesson_lock::lesson_lock_section;
use crate::app::panels::momentum_diagram::momentum_diagram;
use crate::app::panels::overlay_switches::overlays_section;
use crate::app::panels::panel_state::{DrawingState, PanelState};
use crate::app::panels::readouts::readouts_section;
use crate::app::panels::scenes::scenes_section;
use crate::app::panels::simulation::{detection_section, gravity_section, materials_section, simulation_section};
use crate::app::session::recording_tools::{RecordingSummary, recording_section};
use crate::app::session::scene_file::scene_file_section;
use crate::app::session::twin::twin_section;
use crate::app::state::controls::{AppControls, Request, limits};
use crate::app::view::body_names::BodyNames;
use crate::app::view::frame_rate::speed_line;
use crate::app::view::graphics::{GraphicsSettings, graphics_section, preset_buttons};
use crate::app::view::projector::{look_row, projector_toggle};
use crate::language::fields::slider;
use crate::language::{Language, Texts};
use crate::physics::{PhysicsSettings, RigidBody};

/// The panel edits a copy of the settings, written back only when it changed: a write every frame would
/// mark them changed every frame, and the engine wakes every sleeping body when they change.
pub(crate) fn controls_column(ui: &mut egui::Ui, state: &mut PanelState) {
    let mut settings = state.engine.settings.clone();
    title_and_view(ui, state);
    physics_sections(ui, state, &mut settings);
    drawing_sections(ui, &mut state.drawing, &mut state.ui.controls);
    session_sections(ui, state, &mut settings);
    body_sections(ui, state);
    state.engine.settings.set_if_neq(settings);
}

/// The scene's name and what it teaches, its status line, and the view's buttons.
fn title_and_view(ui: &mut egui::Ui, state: &mut PanelState) {
    let (active, status) = (&state.session.active, &state.session.status);
    let controls = &mut state.ui.controls;
    let t = Texts::of(ui.ctx());
    ui.heading("collision-sandbox");
    let words = active.scene.words(t.language());
    ui.label(egui::RichText::new(words.name()).strong());
    ui.label(egui::RichText::new(words.description()).small());
    if let Some(note) = t.in_english("scene-in-english", words.translated()) {
        ui.weak(note);
    }
    if let Some(line) = &status.0 {
        ui.colored_label(egui::Color32::LIGHT_RED, line.said(&t));
    }
    ui.horizontal(|ui| {
        if ui.button(t.get("controls-help")).clicked() {
            controls.help_open = !controls.help_open;
        }
        if ui.button(t.get("controls-frame-view")).clicked() {
            controls.requests.push(Request::ResetView);
        }
        projector_toggle(ui, controls);
        if let Some(graphics) = state.drawing.graphics.as_mut() {
            edit_graphics(ui, graphics, preset_buttons);
        }
        language_menu(ui, &mut controls.language, &t);
    });
    ui.horizontal(|ui| {
        if ui.button(t.get("controls-hide-panels")).on_hover_text(t.hint("controls-hide-panels")).clicked() {
            controls.panels_hidden = true;
        }
        if ui.button(t.get("controls-full-screen")).on_hover_text(t.hint("controls-full-screen")).clicked() {
            controls.requests.push(Request::ToggleFullScreen);
        }
        if ui.button(t.get("controls-save-picture")).on_hover_text(t.hint("controls-save-picture")).clicked() {
            controls.requests.push(Request::SaveWindowPicture);
        }
        if ui.button(t.get("controls-ray-probe")).on_hover_text(t.hint("controls-ray-probe")).clicked() {
            controls.requests.push(Request::ToggleRayProbe);
        }
    });
    ui.add(slider(egui::Slider::new(&mut controls.ui_scale, limits::UI_SCALE).text(t.get("controls-ui-size")), &t));
    look_row(ui, controls);
}

/// Simulation, gravity, detection, materials: what the teacher's lock holds.
fn physics_sections(ui: &mut egui::Ui, state: &mut PanelState, settings: &mut PhysicsSettings) {
    let t = Texts::of(ui.ctx());
    let (engine, drawing, controls) = (&mut state.engine, &state.drawing, &mut state.ui.controls);
    section(&t, "section-simulation").default_open(true).show(ui, |ui| {
        simulation_section(ui, &mut engine.clock, settings, controls);
        let pace = drawing.pace.as_deref().map_or(1.0, |pace| pace.0);
        ui.label(speed_line(drawing.diagnostics.as_deref(), engine.stats.total_ms(), pace, &t));
    });
    let locked = controls.lesson_lock.locked();
    section(&t, "section-gravity")
        .default_open(true)
        .show(ui, |ui| ui.add_enabled_ui(!locked, |ui| gravity_section(ui, settings)));
    section(&t, "section-detection")
        .default_open(true)
        .show(ui, |ui| ui.add_enabled_ui(!locked, |ui| detection_section(ui, settings)));
    section(&t, "section-materials").default_open(false).show(ui, |ui| materials_section(ui, settings, controls));
}

/// The overlay switches and the graphics quality.
fn drawing_sections(ui: &mut egui::Ui, drawing: &mut DrawingState, controls: &mut AppControls) {
    let t = Texts::of(ui.ctx());
    section(&t, "section-overlays")
        .default_open(true)
        .show(ui, |ui| overlays_section(ui, &mut drawing.overlays, *drawing.arrow_scales, &mut controls.trace_seconds));
    if let Some(graphics) = drawing.graphics.as_mut() {
        section(&t, "section-graphics")
            .default_open(false)
            .show(ui, |ui| edit_graphics(ui, graphics, graphics_section));
    }
}

/// The lock, the twin world, the recording and the scene files.
fn session_sections(ui: &mut egui::Ui, state: &mut PanelState, settings: &mut PhysicsSettings) {
    let t = Texts::of(ui.ctx());
    let (session, controls) = (&mut state.session, &mut state.ui.controls);
    section(&t, "section-lock").default_open(false).show(ui, |ui| lesson_lock_section(ui, controls));
    section(&t, "section-twin")
        .default_open(false)
        .show(ui, |ui| twin_section(ui, &mut session.twin.setting, settings));
    section(&t, "section-recording").default_open(false).show(ui, |ui| {
        let summary = RecordingSummary::of(&session.history);
        recording_section(ui, summary, &mut session.history.budget, controls, &session.recording);
    });
    section(&t, "section-scenes").default_open(false).show(ui, |ui| {
        scene_file_section(ui, &mut session.file_box, controls);
        ui.separator();
        scenes_section(ui, &session.library, &session.active.path, controls);
    });
}

/// The newest collision's momenta, the totals, every body, and the selected body's properties.
fn body_sections(ui: &mut egui::Ui, state: &mut PanelState) {
    let t = Texts::of(ui.ctx());
    let PanelState { engine, session, ui: ui_state, names, bodies, joints, .. } = state;
    let selection = &mut ui_state.selection;
    section(&t, "section-momentum").default_open(false).show(ui, |ui| match session.cards.latest_for(selection) {
        Some(card) => {
            let selected = selection.body.is_some() || selection.pair.is_some();
            let id = if selected { "momentum-newest-selected" } else { "momentum-newest" };
            let names = BodyNames::of(ui.ctx());
            let (a, b) = (names.shown(&card.a.name), names.shown(&card.b.name));
            ui.label(t.with(id, &[("a", a.as_ref().into()), ("b", b.as_ref().into()), ("step", card.step.into())]));
            momentum_diagram(ui, card);
        }
        None => {
            ui.weak(t.get("momentum-none"));
        }
    });
    section(&t, "section-readouts").default_open(false).show(ui, |ui| {
        let (mut energy, mut momentum) = (0.0f64, Vec3::ZERO);
        for body in bodies.iter().filter(|body| *body.kind == RigidBody::Dynamic) {
            energy +=
                0.5 * body.mass.0 as f64 * body.velocity.length_squared() as f64 + body_turning_energy(&body) as f64;
            momentum += body.velocity.0 * body.mass.0;
        }
        readouts_section(ui, &engine.stats, energy, momentum);
    });
    section(&t, "section-bodies").default_open(false).show(ui, |ui| {
        let mut entities: Vec<Entity> = bodies.iter().map(|body| body.entity).collect();
        entities.sort_by_key(|entity| entity.index_u32());
        body_list(ui, entities.into_iter(), names, selection);
    });
    section(&t, "section-joints")
        .default_open(false)
        .show(ui, |ui| joints_section(ui, joints, names, &mut ui_state.controls));
    if let Some(entity) = selection.body {
        let locked = ui_state.controls.lesson_lock.locked();
        section(&t, "section-selected")
            .default_open(true)
            .show(ui, |ui| edit_selected_body(ui, entity, names, bodies, locked));
    }
}

/// A section's collapsing header, named in the language; its state kept by its message id, so that it stays
/// open or closed when the language changes.
fn section(t: &Texts, id: &str) -> egui::CollapsingHeader {
    egui::CollapsingHeader::new(t.get(id)).id_salt(id)
}

/// The languages, each in its own name.
fn language_menu(ui: &mut egui::Ui, language: &mut Language, t: &Texts) {
    let title = format!("🌐 {}", language.own_name());
    ui.menu_button(title, |ui| {
        for choice in Language::ALL {
            ui.selectable_value(language, choice, choice.own_name());
        }
    })
    .response
    .on_hover_text(t.hint("controls-language"));
}

/// Lets `widgets` edit the graphics settings, which count as changed (and reach the renderer) only when they did.
fn edit_graphics(
    ui: &mut egui::Ui,
    graphics: &mut ResMut<GraphicsSettings>,
    widgets: fn(&mut egui::Ui, &mut GraphicsSettings),
) {
    let mut chosen = **graphics;
    widgets(ui, &mut chosen);
    graphics.set_if_neq(chosen);
}
