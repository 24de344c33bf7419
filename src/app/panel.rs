//! The egui panels: controls and readouts on the left, contacts and events along the bottom, and help.
//!
//! Each section is a plain function of the values it edits, so it is tested without a window.

use bevy::camera::Viewport;
use bevy::diagnostic::DiagnosticsStore;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::window::{MonitorSelection, PrimaryWindow, WindowMode};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::arrow_scales::{ArrowScales, LOG_LEGEND};
use super::camera::OrbitCamera;
use super::collision_card::collision_card;
use super::controls::{AppControls, BottomTab, Request, SpawnShape, limits};
use super::data_table::{EditableBody, data_table_section, vector_drag};
use super::event_log::{CollisionCards, EventLog};
use super::frame_rate::{ClockPace, speed_line};
use super::graphics::{GraphicsSettings, graphics_section, preset_buttons};
use super::graphs::{GraphData, GraphKind, graphs_section};
use super::inspector_panel::{InspectorView, inspector_contents};
use super::lesson_lock::lesson_lock_section;
use super::momentum_diagram::momentum_diagram;
use super::overlays::Overlays;
use super::picking::Selection;
use super::pointer_gestures::MouseTool;
use super::projector::projector_toggle;
use super::recording_tools::{RecordingReport, RecordingSummary, recording_section};
use super::resolution_overlays::PUSH_MAGNIFICATION;
use super::scene_file::{SceneFileBox, scene_file_section};
use super::scene_library::{ActiveScene, SceneLibrary, StatusLine};
use super::timeline::{Timeline, TimelineView, timeline_section};
use super::twin::{Twin, twin_section};
use crate::geometry::Shape;
use crate::physics::{
    CandidatePairs, Collider, ContactPair, Contacts, LinearVelocity, Mass, PhysicsClock, PhysicsMaterial,
    PhysicsSettings, PhysicsStats, RigidBody, STAGES,
};
use crate::recording::{BodySample, History};
use crate::scene::EventKind;

/// The width of the left panel and the height of the bottom one, in logical pixels, for the 3D viewport.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub struct PanelSizes {
    pub left: f32,
    pub right: f32,
    pub bottom: f32,
}

/// Whether the panels leave the 3D view no room (a large UI size on a small window): the view then keeps its
/// last place under the panels, which must cover it with their own fill.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub struct ViewCrowded(pub bool);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PanelSizes>()
        .init_resource::<ViewCrowded>()
        .add_systems(EguiPrimaryContextPass, (draw_panels, draw_penetration_labels).chain())
        .add_systems(Update, (fit_camera_viewport, apply_time_scale, apply_shortcuts));
}

// ---------------------------------------------------------------------------------------------------
// sections: plain functions of what they edit

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
        ui.checkbox(&mut settings.position_correction, "Positional correction")
            .on_hover_text("Push overlapping bodies apart after the impulses; off, the overlap they leave stays");
        ui.checkbox(&mut settings.sleep_enabled, "Sleeping")
            .on_hover_text("Groups of bodies at rest stop being simulated (tinted blue) until something touches them");
    });
    ui.label(format!("Step {} · dt = {:.2} ms", clock.step, settings.step_dt() * 1000.0));
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

/// One switch per overlay.
pub fn overlays_section(ui: &mut egui::Ui, overlays: &mut Overlays, scales: ArrowScales, trace_seconds: &mut f32) {
    ui.checkbox(&mut overlays.contact_points, "Contact points");
    ui.checkbox(&mut overlays.normals, "Contact normals");
    ui.checkbox(&mut overlays.penetration_labels, "Penetration depth");
    ui.checkbox(&mut overlays.aabbs, "Bounding boxes");
    ui.checkbox(&mut overlays.velocities, "Velocities");
    if overlays.velocities && !overlays.log_arrows {
        ui.weak(format!("1 m of arrow = {} m/s", scales.velocity));
    }
    ui.checkbox(&mut overlays.momenta, "Momenta");
    if overlays.momenta && !overlays.log_arrows {
        ui.weak(format!("1 m of arrow = {} kg·m/s", scales.momentum));
    }
    ui.checkbox(&mut overlays.log_arrows, "Log scale for velocity and momentum");
    if overlays.log_arrows {
        ui.weak(LOG_LEGEND);
    }
    ui.checkbox(&mut overlays.centre_of_mass, "Centre of mass and its velocity");
    ui.checkbox(&mut overlays.traces, "Path traces");
    if overlays.traces {
        ui.add(egui::Slider::new(trace_seconds, limits::TRACE_SECONDS).text("trace s"));
    }
    ui.checkbox(&mut overlays.sweeps, "Swept volumes & impact poses");
    ui.checkbox(&mut overlays.impulses, "Impulses (normal orange, friction green)");
    if overlays.impulses {
        ui.weak(format!("1 m of arrow = {} N·s", scales.impulse));
    }
    ui.checkbox(&mut overlays.corrections, "Positional correction pushes");
    if overlays.corrections {
        ui.weak(format!("ghost: before the push; arrow ×{PUSH_MAGNIFICATION}"));
    }
    ui.checkbox(&mut overlays.tunnelling, "Too fast for discrete detection (red)");
    ui.checkbox(&mut overlays.grid, "Floor grid (1 m) and axes");
}

/// The scene menu: each scene with what it teaches; a file that fails to load shows why.
pub fn scenes_section(ui: &mut egui::Ui, library: &SceneLibrary, active: &std::path::Path, controls: &mut AppControls) {
    for entry in &library.entries {
        let selected = entry.path == active;
        match &entry.error {
            None => {
                if ui.selectable_label(selected, &entry.name).clicked() {
                    controls.requests.push(Request::LoadScene(entry.path.clone()));
                }
                ui.label(egui::RichText::new(&entry.description).small().weak());
            }
            Some(error) => {
                ui.colored_label(egui::Color32::LIGHT_RED, format!("{} (cannot load)", entry.name))
                    .on_hover_text(error);
            }
        }
    }
}

/// Counters, time per stage, kinetic energy and momentum.
pub fn readouts_section(ui: &mut egui::Ui, stats: &PhysicsStats, energy: f64, momentum: Vec3) {
    egui::Grid::new("readouts").num_columns(2).striped(true).show(ui, |ui| {
        for (label, value) in [
            ("Bodies", stats.bodies),
            ("Asleep", stats.sleeping),
            ("Pairs tested", stats.candidate_pairs),
            ("Contacts", stats.contacts),
            ("Continuous hits", stats.continuous_hits),
            ("Stopped short (out of hits)", stats.continuous_cut_short),
            ("Non-finite bodies (kept out)", stats.non_finite_bodies),
        ] {
            ui.label(label);
            ui.label(value.to_string());
            ui.end_row();
        }
        for (stage, ms) in STAGES.iter().zip(stats.stage_ms) {
            ui.label(format!("{} ms", stage.label()));
            ui.label(format!("{ms:.3}"));
            ui.end_row();
        }
        ui.label("Kinetic energy");
        ui.label(format!("{energy:.3} J"));
        ui.end_row();
        ui.label("Momentum");
        ui.label(format!("({:.2}, {:.2}, {:.2})", momentum.x, momentum.y, momentum.z));
        ui.end_row();
    });
}

/// The editable properties of the selected body.
pub struct BodyFields<'a> {
    pub name: &'a str,
    pub collider: &'a mut Collider,
    pub mass: &'a mut Mass,
    pub velocity: &'a mut LinearVelocity,
    pub material: &'a mut PhysicsMaterial,
    pub is_static: bool,
    /// The teacher's lock holds restitution and friction, the body's own as well as the overrides.
    pub material_locked: bool,
}

pub fn selected_body_section(ui: &mut egui::Ui, body: BodyFields) {
    ui.strong(body.name);
    egui::Grid::new("selected").num_columns(2).show(ui, |ui| {
        ui.label("Shape");
        match &mut body.collider.0 {
            Shape::Sphere { radius } => {
                ui.add(egui::DragValue::new(radius).range(0.01..=50.0).speed(0.01).prefix("sphere r = "));
            }
            Shape::Box { half_extents } => {
                ui.horizontal(|ui| {
                    ui.label("box half:");
                    for axis in 0..3 {
                        ui.add(egui::DragValue::new(&mut half_extents[axis]).range(0.01..=50.0).speed(0.01));
                    }
                });
            }
        }
        ui.end_row();
        ui.label("Mass kg");
        if body.is_static {
            ui.label("static (infinite)");
        } else {
            ui.add(egui::DragValue::new(&mut body.mass.0).range(limits::MASS).speed(0.05));
        }
        ui.end_row();
        ui.label("Velocity m/s");
        vector_drag(ui, &mut body.velocity.0, limits::SPEED, !body.is_static);
        ui.end_row();
        let free = !body.material_locked;
        ui.label("Restitution");
        ui.add_enabled(free, egui::Slider::new(&mut body.material.restitution, 0.0..=1.0));
        ui.end_row();
        ui.label("Friction");
        ui.add_enabled(free, egui::Slider::new(&mut body.material.friction, 0.0..=2.0));
        ui.end_row();
    });
}

/// A row of the contacts table, with the names already looked up.
pub struct ContactRow {
    pub a: Entity,
    pub b: Entity,
    pub names: (String, String),
    pub normal: Vec3,
    pub penetration: f32,
    pub local: (Vec3, Vec3),
    pub impulse: f32,
    pub toi: Option<f32>,
    pub resolved: bool,
}

/// Each touching pair this step (the first `CONTACT_ROWS` and the selected one); clicking a row highlights
/// the pair in the scene. `unlisted` says how many pairs were left out. Only the lines in view are laid out
/// (a busy scene lists a hundred pairs, some 0.5 ms a frame to lay out in full); the heading is line 0.
pub fn contacts_table(ui: &mut egui::Ui, rows: &[ContactRow], unlisted: usize, selection: &mut Selection) {
    if rows.is_empty() {
        ui.weak("No contacts this step.");
        return;
    }
    let line_height = ui.spacing().interact_size.y;
    let lines = 1 + rows.len() + usize::from(unlisted > 0);
    let scroll = egui::ScrollArea::both().id_salt("contacts").auto_shrink([false, false]);
    scroll.show_rows(ui, line_height, lines, |ui, shown| {
        // the stripes follow the line's place in the whole table, not in the part shown
        let first = shown.start;
        let stripe =
            move |row: usize, style: &egui::Style| ((first + row) % 2 == 1).then_some(style.visuals.faint_bg_color);
        egui::Grid::new("contacts table").num_columns(6).with_row_color(stripe).show(ui, |ui| {
            for line in shown {
                match line.checked_sub(1).map(|index| rows.get(index)) {
                    None => {
                        for heading in
                            ["Pair", "Normal (A to B)", "Depth m", "Impulse N·s", "Kind", "Local A / local B"]
                        {
                            ui.strong(heading);
                        }
                    }
                    Some(Some(row)) => contact_row(ui, row, selection),
                    Some(None) => {
                        ui.weak(format!("{unlisted} more contacts not listed"));
                    }
                }
                ui.end_row();
            }
        });
    });
}

/// One pair's cells in the contacts table.
fn contact_row(ui: &mut egui::Ui, row: &ContactRow, selection: &mut Selection) {
    let picked = selection.pair == Some((row.a, row.b));
    let pair = ui.selectable_label(picked, format!("{} – {}", row.names.0, row.names.1));
    if pair.on_hover_text(format!("local A {}, local B {}", short(row.local.0), short(row.local.1))).clicked() {
        selection.pair = if picked { None } else { Some((row.a, row.b)) };
        selection.body = None;
    }
    ui.monospace(format!("({:+.2}, {:+.2}, {:+.2})", row.normal.x, row.normal.y, row.normal.z));
    ui.monospace(format!("{:.4}", row.penetration));
    ui.monospace(format!("{:.3}", row.impulse));
    let kind = match (row.resolved, row.toi) {
        (false, _) => "sensor / vetoed".to_owned(),
        (true, Some(t)) => format!("continuous, t = {t:.3}"),
        (true, None) if row.penetration <= 0.0 => "speculative (a gap)".to_owned(),
        (true, None) => "discrete".to_owned(),
    };
    ui.label(kind);
    ui.monospace(format!("{} / {}", short(row.local.0), short(row.local.1)));
}

fn short(v: Vec3) -> String {
    format!("({:+.2}, {:+.2}, {:+.2})", v.x, v.y, v.z)
}

/// Begin/end events, newest first, with a Clear button.
pub fn event_log_section(ui: &mut egui::Ui, log: &mut EventLog) {
    ui.horizontal(|ui| {
        ui.strong(format!("Events ({})", log.entries.len()));
        if ui.button("Clear").clicked() {
            log.clear();
        }
    });
    let mut open_card = None;
    // only the rows in view are laid out: the log holds hundreds in a busy scene
    let row_height = ui.spacing().interact_size.y;
    let scroll = egui::ScrollArea::vertical().id_salt("events").auto_shrink([false, false]);
    scroll.show_rows(ui, row_height, log.entries.len(), |ui, shown| {
        for entry in log.entries.range(shown) {
            let (mark, color) = match entry.kind {
                EventKind::Started => ("begin", egui::Color32::from_rgb(120, 220, 120)),
                EventKind::Ended => ("end  ", egui::Color32::from_rgb(230, 150, 110)),
            };
            let step = egui::RichText::new(format!("{:>6}", entry.step)).monospace();
            // the events of the step the world is at stand out
            let step = if entry.step == log.current_step { step.strong().underline() } else { step };
            ui.horizontal(|ui| {
                ui.label(step);
                ui.colored_label(color, mark);
                ui.label(format!("{} – {}", entry.a_name, entry.b_name));
                if let Some(card) = &entry.card
                    && ui.small_button("card").on_hover_text("momentum and energy before and after").clicked()
                {
                    open_card = Some(card.clone());
                }
            });
        }
    });
    if open_card.is_some() {
        log.card = open_card;
    }
}

/// Every mouse and key control.
pub fn help_contents(ui: &mut egui::Ui) {
    egui::Grid::new("help").num_columns(2).striped(true).show(ui, |ui| {
        for (control, what) in [
            ("Left click a body", "push it along the view ray (strength: Push N·s)"),
            (
                "Left drag a body",
                "push tool: aim the push (an arrow; release to push); grab tool: pull it, release to throw",
            ),
            ("M", "mouse tool: push / grab"),
            ("Ctrl + click", "select a body to edit it and see its graphs"),
            ("Shift + click two bodies", "inspect the pair: why they did or did not collide this step"),
            ("I", "pair inspector window"),
            ("Left drag on empty space / right drag", "turn the camera around the scene"),
            ("Middle drag", "pan"),
            ("Mouse wheel", "zoom"),
            ("R", "frame the scene again"),
            ("Space", "pause / play"),
            ("N", "one step while paused"),
            ("Backspace", "reset the scene"),
            ("G", "gravity on / off"),
            ("C", "continuous detection on / off"),
            ("S / B", "spawn a sphere / box where the pointer is"),
            ("F12", "save a screenshot in the working directory"),
            ("P", "ray probe: what a ray from the pointer passes through"),
            ("Tab", "hide the panels (only the scene and the timeline)"),
            ("F11", "full screen"),
            ("H or F1", "this help"),
        ] {
            ui.monospace(control);
            ui.label(what);
            ui.end_row();
        }
    });
}

// ---------------------------------------------------------------------------------------------------
// systems

#[derive(SystemParam)]
struct PanelState<'w, 's> {
    settings: ResMut<'w, PhysicsSettings>,
    clock: ResMut<'w, PhysicsClock>,
    controls: ResMut<'w, AppControls>,
    overlays: ResMut<'w, Overlays>,
    stats: Res<'w, PhysicsStats>,
    diagnostics: Option<Res<'w, DiagnosticsStore>>,
    pace: Option<Res<'w, ClockPace>>,
    graphics: Option<ResMut<'w, GraphicsSettings>>,
    contacts: Res<'w, Contacts>,
    log: ResMut<'w, EventLog>,
    library: Res<'w, SceneLibrary>,
    active: Res<'w, ActiveScene>,
    status: Res<'w, StatusLine>,
    file_box: ResMut<'w, SceneFileBox>,
    cards: Res<'w, CollisionCards>,
    selection: ResMut<'w, Selection>,
    sizes: ResMut<'w, PanelSizes>,
    history: ResMut<'w, History>,
    recording: Res<'w, RecordingReport>,
    graph: ResMut<'w, GraphKind>,
    twin: ResMut<'w, Twin>,
    timeline: ResMut<'w, Timeline>,
    inspector: ResMut<'w, InspectorView>,
    arrow_scales: Res<'w, ArrowScales>,
    candidates: Res<'w, CandidatePairs>,
    names: Query<'w, 's, &'static Name>,
    bodies: Query<'w, 's, EditableBody>,
}

fn draw_panels(mut contexts: EguiContexts, mut state: PanelState) -> Result {
    let ctx = contexts.ctx_mut()?;
    // the widgets borrow the selection mutably every frame; unless they changed it, it keeps the tick of its
    // last change (a change restyles every body: 10,000 of them each frame otherwise)
    let (selected, selected_at) = (state.selection.clone(), state.selection.last_changed());
    ctx.set_zoom_factor(state.controls.ui_scale);
    let mut root = egui::Ui::new(
        ctx.clone(),
        "root".into(),
        egui::UiBuilder::new().layer_id(egui::LayerId::background()).max_rect(ctx.viewport_rect()),
    );
    // Tab hides everything but the scene and the timeline
    let shown = !state.controls.panels_hidden;
    let left = shown.then(|| {
        egui::Panel::left("controls").default_size(310.0).resizable(true).show(&mut root, |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| controls_column(ui, &mut state));
        })
    });
    let right = (shown && state.inspector.open).then(|| {
        egui::Panel::right("pair inspector").default_size(430.0).resizable(true).show(&mut root, |ui| {
            let names = &state.names;
            let name = |entity: Entity| names.get(entity).map_or_else(|_| entity.to_string(), |n| n.to_string());
            inspector_contents(ui, &mut state.inspector, &mut state.selection, &state.candidates, name);
        })
    });
    let strip = egui::Panel::bottom("timeline").resizable(false).show(&mut root, |ui| {
        let view = TimelineView::of(&state.history, &state.clock, &state.settings);
        timeline_section(ui, &view, &mut state.clock, &mut state.timeline);
    });
    let bottom = shown.then(|| {
        egui::Panel::bottom("contacts and events").default_size(190.0).resizable(true).show(&mut root, |ui| {
            let tab = &mut state.controls.bottom_tab;
            ui.horizontal(|ui| {
                ui.selectable_value(tab, BottomTab::ContactsAndEvents, "Contacts & events");
                ui.selectable_value(tab, BottomTab::Graphs, "Graphs");
                ui.selectable_value(tab, BottomTab::DataTable, "Data table");
            });
            match state.controls.bottom_tab {
                BottomTab::ContactsAndEvents => contacts_and_events(ui, &mut state),
                BottomTab::Graphs => graphs_area(ui, &mut state),
                BottomTab::DataTable => {
                    let PanelState { controls, selection, bodies, names, .. } = &mut state;
                    data_table_section(ui, &mut controls.table_rows, selection, bodies, names);
                }
            }
        })
    });
    let height = |panel: Option<egui::InnerResponse<()>>| panel.map_or(0.0, |panel| panel.response.rect.height());
    let bottom_height = height(bottom) + strip.response.rect.height();
    let sizes = PanelSizes {
        left: left.map_or(0.0, |panel| panel.response.rect.width()),
        right: right.map_or(0.0, |panel| panel.response.rect.width()),
        bottom: bottom_height,
    };
    if *state.sizes != sizes {
        *state.sizes = sizes;
    }
    // egui also moves its keyboard focus with Tab, and Space would then press the focused button: once the
    // widgets are laid out, the focus Tab gave goes
    if ctx.input(|input| input.key_pressed(egui::Key::Tab)) {
        ctx.memory_mut(|memory| memory.focused().map(|id| memory.surrender_focus(id)));
    }
    if *state.selection == selected {
        state.selection.set_last_changed(selected_at);
    }
    let mut open = state.controls.help_open;
    egui::Window::new("Help").open(&mut open).collapsible(false).show(ctx, help_contents);
    state.controls.help_open = open;
    if let Some(card) = &state.log.card {
        let mut open = true;
        let title = format!("Collision card: {} – {}, step {}", card.a.name, card.b.name, card.step);
        egui::Window::new(title)
            .id(egui::Id::new("collision card"))
            .open(&mut open)
            .collapsible(false)
            .show(ctx, |ui| collision_card(ui, card, egui::Id::new("card grid")));
        if !open {
            state.log.card = None;
        }
    }
    Ok(())
}

/// The contacts table beside the event log.
fn contacts_and_events(ui: &mut egui::Ui, state: &mut PanelState) {
    let rows = contact_rows(&state.contacts, &state.names, state.selection.pair);
    let unlisted = state.contacts.pairs.len() - rows.len();
    let height = ui.available_height();
    let contacts_width = ui.available_width() * 0.62;
    ui.horizontal_top(|ui| {
        ui.allocate_ui(egui::vec2(contacts_width, height), |ui| {
            ui.vertical(|ui| {
                ui.strong(format!("Contacts ({})", state.contacts.pairs.len()));
                contacts_table(ui, &rows, unlisted, &mut state.selection);
            });
        });
        ui.separator();
        ui.vertical(|ui| event_log_section(ui, &mut state.log));
    });
}

/// The graphs of the recording, the selected bodies' among them.
fn graphs_area(ui: &mut egui::Ui, state: &mut PanelState) {
    let history = &state.history;
    let name = |entity: Entity| state.names.get(entity).map_or_else(|_| format!("{entity}"), |n| n.to_string());
    let selected = state.selection.bodies();
    let bodies: Vec<(String, &[BodySample])> = selected.iter().map(|&e| (name(e), history.trace(e))).collect();
    let replaced = history.replaced().map(|branch| {
        let old: Vec<&[BodySample]> =
            selected.iter().map(|e| branch.traces.get(e).map_or(&[][..], Vec::as_slice)).collect();
        (branch.from_step + 1, branch.figures.as_slice(), old)
    });
    let data = GraphData {
        figures: history.figures(),
        first: history.range().map_or(0, |(first, _)| first),
        current: state.clock.step,
        dt: state.settings.step_dt(),
        events: history.events(),
        bodies: &bodies,
        down: state.settings.gravity,
        replaced: replaced.as_ref().map(|(from, figures, old)| (*from, *figures, old.as_slice())),
    };
    graphs_section(ui, &data, &mut state.graph, &mut state.timeline.request);
    if state.timeline.request.is_some() {
        state.clock.paused = true;
    }
}

/// The panel edits a copy of the settings, written back only when it changed: a write every frame would
/// mark them changed every frame, and the engine wakes every sleeping body when they change.
fn controls_column(ui: &mut egui::Ui, state: &mut PanelState) {
    let mut settings = state.settings.clone();
    controls_with(ui, state, &mut settings);
    state.settings.set_if_neq(settings);
}

fn controls_with(ui: &mut egui::Ui, state: &mut PanelState, settings: &mut PhysicsSettings) {
    let PanelState {
        clock,
        controls,
        overlays,
        stats,
        diagnostics,
        pace,
        graphics,
        library,
        active,
        status,
        selection,
        names,
        bodies,
        history,
        recording,
        twin,
        arrow_scales,
        file_box,
        cards,
        ..
    } = state;
    ui.heading("collision-sandbox");
    ui.label(egui::RichText::new(&active.scene.name).strong());
    ui.label(egui::RichText::new(&active.scene.description).small());
    if !status.0.is_empty() {
        ui.colored_label(egui::Color32::LIGHT_RED, &status.0);
    }
    ui.horizontal(|ui| {
        if ui.button("Help").clicked() {
            controls.help_open = !controls.help_open;
        }
        if ui.button("Frame view").clicked() {
            controls.requests.push(Request::ResetView);
        }
        projector_toggle(ui, controls);
        if let Some(graphics) = graphics.as_mut() {
            edit_graphics(ui, graphics, preset_buttons);
        }
    });
    ui.add(egui::Slider::new(&mut controls.ui_scale, limits::UI_SCALE).text("UI size"));
    egui::CollapsingHeader::new("Simulation").default_open(true).show(ui, |ui| {
        simulation_section(ui, clock, settings, controls);
        let pace = pace.as_deref().map_or(1.0, |pace| pace.0);
        ui.label(speed_line(diagnostics.as_deref(), stats.total_ms(), pace));
    });
    let locked = controls.lesson_lock.locked();
    egui::CollapsingHeader::new("Gravity")
        .default_open(true)
        .show(ui, |ui| ui.add_enabled_ui(!locked, |ui| gravity_section(ui, settings)));
    egui::CollapsingHeader::new("Detection")
        .default_open(true)
        .show(ui, |ui| ui.add_enabled_ui(!locked, |ui| detection_section(ui, settings)));
    egui::CollapsingHeader::new("Materials & interaction")
        .default_open(false)
        .show(ui, |ui| materials_section(ui, settings, controls));
    egui::CollapsingHeader::new("Overlays")
        .default_open(true)
        .show(ui, |ui| overlays_section(ui, overlays, **arrow_scales, &mut controls.trace_seconds));
    if let Some(graphics) = graphics.as_mut() {
        egui::CollapsingHeader::new("Graphics")
            .default_open(false)
            .show(ui, |ui| edit_graphics(ui, graphics, graphics_section));
    }
    egui::CollapsingHeader::new("Teacher's lock").default_open(false).show(ui, |ui| lesson_lock_section(ui, controls));
    egui::CollapsingHeader::new("Compare (twin world)")
        .default_open(false)
        .show(ui, |ui| twin_section(ui, &mut twin.setting, settings));
    egui::CollapsingHeader::new("Recording").default_open(false).show(ui, |ui| {
        let summary = RecordingSummary::of(history);
        recording_section(ui, summary, &mut history.budget, controls, recording);
    });
    egui::CollapsingHeader::new("Scenes").default_open(false).show(ui, |ui| {
        scene_file_section(ui, file_box, controls);
        ui.separator();
        scenes_section(ui, library, &active.path, controls);
    });
    egui::CollapsingHeader::new("Momentum diagram").default_open(false).show(ui, |ui| {
        match cards.latest_for(selection) {
            Some(card) => {
                let whose = if selection.body.is_some() || selection.pair.is_some() { " of the selection" } else { "" };
                ui.label(format!(
                    "The newest collision{whose}: {} and {}, step {}",
                    card.a.name, card.b.name, card.step
                ));
                momentum_diagram(ui, card);
            }
            None => {
                ui.weak("No collision yet (of the selected bodies).");
            }
        }
    });
    egui::CollapsingHeader::new("Readouts").default_open(false).show(ui, |ui| {
        let (mut energy, mut momentum) = (0.0f64, Vec3::ZERO);
        for body in bodies.iter().filter(|body| *body.kind == RigidBody::Dynamic) {
            energy += 0.5 * body.mass.0 as f64 * body.velocity.length_squared() as f64;
            momentum += body.velocity.0 * body.mass.0;
        }
        readouts_section(ui, stats, energy, momentum);
    });
    egui::CollapsingHeader::new("Bodies").default_open(false).show(ui, |ui| {
        let mut entities: Vec<Entity> = bodies.iter().map(|body| body.entity).collect();
        entities.sort_by_key(|entity| entity.index_u32());
        body_list(ui, entities.into_iter(), names, selection);
    });
    if let Some(entity) = selection.body {
        egui::CollapsingHeader::new("Selected body").default_open(true).show(ui, |ui| {
            let name = names.get(entity).map_or_else(|_| format!("{entity}"), |n| n.as_str().to_owned());
            match bodies.get_mut(entity) {
                Ok(mut body) => {
                    // edit copies and write back only real changes, so an unedited body is not marked changed
                    let (mut shape, mut kg, mut speed, mut surface) =
                        (*body.collider, *body.mass, *body.velocity, *body.material);
                    let fields = BodyFields {
                        name: &name,
                        collider: &mut shape,
                        mass: &mut kg,
                        velocity: &mut speed,
                        material: &mut surface,
                        is_static: *body.kind == RigidBody::Static,
                        material_locked: controls.lesson_lock.locked(),
                    };
                    selected_body_section(ui, fields);
                    body.collider.set_if_neq(shape);
                    body.mass.set_if_neq(kg);
                    body.velocity.set_if_neq(speed);
                    body.material.set_if_neq(surface);
                }
                Err(_) => {
                    ui.weak("The selected body is gone.");
                }
            }
        });
    }
}

/// Every body by name; clicking one selects it (the same as Shift-clicking it in the scene).
fn body_list(
    ui: &mut egui::Ui,
    entities: impl Iterator<Item = Entity>,
    names: &Query<&Name>,
    selection: &mut Selection,
) {
    egui::ScrollArea::vertical().id_salt("bodies").max_height(160.0).show(ui, |ui| {
        for entity in entities {
            let name = names.get(entity).map_or_else(|_| format!("{entity}"), |n| n.as_str().to_owned());
            let picked = selection.body == Some(entity);
            if ui.selectable_label(picked, name).clicked() {
                *selection = Selection { body: (!picked).then_some(entity), pair: None };
            }
        }
    });
}

/// The rows the contacts table lists: laying out thousands would cost more than drawing the scene.
pub const CONTACT_ROWS: usize = 100;

/// The table's rows of the [`listed_pairs`].
fn contact_rows(contacts: &Contacts, names: &Query<&Name>, selected: Option<(Entity, Entity)>) -> Vec<ContactRow> {
    let name = |e: Entity| names.get(e).map_or_else(|_| format!("{e}"), |n| n.as_str().to_owned());
    listed_pairs(&contacts.pairs, selected)
        .map(|pair| ContactRow {
            a: pair.a,
            b: pair.b,
            names: (name(pair.a), name(pair.b)),
            normal: pair.contact.normal,
            penetration: pair.contact.penetration,
            local: (pair.contact.local_a, pair.contact.local_b),
            impulse: pair.normal_impulse,
            toi: pair.toi.map(|toi| toi.fraction),
            resolved: pair.resolve,
        })
        .collect()
}

/// The pairs the table lists: the first [`CONTACT_ROWS`], and the selected pair wherever it is.
fn listed_pairs(pairs: &[ContactPair], selected: Option<(Entity, Entity)>) -> impl Iterator<Item = &ContactPair> {
    let selected_later = pairs.iter().skip(CONTACT_ROWS).filter(move |pair| selected == Some((pair.a, pair.b)));
    pairs.iter().take(CONTACT_ROWS).chain(selected_later)
}

/// Penetration below which a contact gets no label, in metres.
const LABEL_MIN_DEPTH: f32 = 0.001;
const LABEL_COLOR: egui::Color32 = egui::Color32::from_rgb(255, 230, 120);

/// Writes each contact's penetration next to it, over the 3D view.
/// Where a point of the window (logical pixels, as Bevy's camera gives it) lies in egui's points, which
/// the UI size divides.
pub fn egui_point(window: Vec2, zoom_factor: f32) -> egui::Pos2 {
    egui::pos2(window.x, window.y) / zoom_factor
}

/// A painter for labels over the 3D view, clipped to it so no label lands on a panel.
pub fn scene_painter(ctx: &egui::Context, camera: &Camera, name: &'static str) -> egui::Painter {
    let painter = ctx.layer_painter(egui::LayerId::new(egui::Order::Foreground, egui::Id::new(name)));
    match camera.logical_viewport_rect() {
        Some(view) => {
            let zoom = ctx.zoom_factor();
            painter.with_clip_rect(egui::Rect::from_min_max(egui_point(view.min, zoom), egui_point(view.max, zoom)))
        }
        None => painter,
    }
}

/// A label over the 3D view on a dark backing, so it reads over any body; `align` says which of its points
/// sits at `at`.
pub fn backed_label(
    painter: &egui::Painter,
    at: egui::Pos2,
    align: egui::Align2,
    text: String,
    font: egui::FontId,
    color: egui::Color32,
) {
    let galley = painter.layout_no_wrap(text, font, color);
    let rect = align.anchor_size(at, galley.size());
    painter.rect_filled(rect.expand(2.0), 3.0, egui::Color32::from_black_alpha(180));
    painter.galley(rect.min, galley, color);
}

fn draw_penetration_labels(
    mut contexts: EguiContexts,
    overlays: Res<Overlays>,
    contacts: Res<Contacts>,
    transforms: Query<&Transform>,
    camera: Single<(&Camera, &GlobalTransform), With<OrbitCamera>>,
) -> Result {
    if !overlays.penetration_labels {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let (camera, camera_transform) = *camera;
    let painter = scene_painter(ctx, camera, "penetration labels");
    // resting contacts sit at a hair's depth: label only the overlaps worth reading
    for pair in contacts.pairs.iter().filter(|pair| pair.contact.penetration >= LABEL_MIN_DEPTH) {
        let Ok(transform) = transforms.get(pair.a) else {
            continue;
        };
        let point = transform.translation + pair.contact.local_a;
        if let Ok(at) = camera.world_to_viewport(camera_transform, point) {
            // above the contact's marker
            let foot = egui_point(at, ctx.zoom_factor()) - egui::vec2(0.0, 10.0);
            let text = format!("{:.3} m", pair.contact.penetration);
            backed_label(&painter, foot, egui::Align2::CENTER_BOTTOM, text, egui::FontId::monospace(13.0), LABEL_COLOR);
        }
    }
    Ok(())
}

/// Keeps the 3D view in the part of the window the panels leave free.
fn fit_camera_viewport(
    sizes: Res<PanelSizes>,
    window: Single<&Window, With<PrimaryWindow>>,
    controls: Res<AppControls>,
    mut camera: Single<&mut Camera, With<OrbitCamera>>,
    mut crowded: ResMut<ViewCrowded>,
) {
    let scale = window.scale_factor() * controls.ui_scale;
    let left = (sizes.left * scale) as u32;
    let right = (sizes.right * scale) as u32;
    let bottom = (sizes.bottom * scale) as u32;
    let (width, height) = (window.physical_width(), window.physical_height());
    crowded.set_if_neq(ViewCrowded(width <= left + right + 16 || height <= bottom + 16));
    if crowded.0 {
        return;
    }
    let viewport = Viewport {
        physical_position: UVec2::new(left, 0),
        physical_size: UVec2::new(width - left - right, height - bottom),
        ..default()
    };
    if camera.viewport.as_ref().map(|v| (v.physical_position, v.physical_size))
        != Some((viewport.physical_position, viewport.physical_size))
    {
        camera.viewport = Some(viewport);
    }
}

fn apply_time_scale(controls: Res<AppControls>, mut time: ResMut<Time<Virtual>>) {
    let scale = controls.time_scale.clamp(*limits::TIME_SCALE.start(), *limits::TIME_SCALE.end());
    if time.relative_speed() != scale {
        time.set_relative_speed(scale);
    }
}

/// Keyboard shortcuts for the panel's main switches.
fn apply_shortcuts(
    keys: Res<ButtonInput<KeyCode>>,
    egui_input: Res<bevy_egui::input::EguiWantsInput>,
    mut clock: ResMut<PhysicsClock>,
    mut settings: ResMut<PhysicsSettings>,
    mut controls: ResMut<AppControls>,
    mut window: Single<&mut Window, With<PrimaryWindow>>,
) {
    if egui_input.wants_any_keyboard_input() {
        return;
    }
    if keys.just_pressed(KeyCode::Space) {
        clock.paused = !clock.paused;
    }
    if keys.just_pressed(KeyCode::KeyN) && clock.paused {
        clock.queued_steps += 1;
    }
    if keys.just_pressed(KeyCode::Backspace) {
        controls.requests.push(Request::ResetScene);
    }
    // the teacher's lock holds gravity and detection against the keys too
    let locked = controls.lesson_lock.locked();
    if keys.just_pressed(KeyCode::KeyG) && !locked {
        settings.gravity_enabled = !settings.gravity_enabled;
    }
    if keys.just_pressed(KeyCode::KeyC) && !locked {
        settings.ccd_enabled = !settings.ccd_enabled;
    }
    if keys.just_pressed(KeyCode::KeyM) {
        controls.mouse_tool = match controls.mouse_tool {
            MouseTool::Push => MouseTool::Grab,
            MouseTool::Grab => MouseTool::Push,
        };
    }
    if keys.any_just_pressed([KeyCode::KeyH, KeyCode::F1]) {
        controls.help_open = !controls.help_open;
    }
    if keys.just_pressed(KeyCode::Tab) {
        controls.panels_hidden = !controls.panels_hidden;
    }
    if keys.just_pressed(KeyCode::F11) {
        window.mode = match window.mode {
            WindowMode::Windowed => WindowMode::BorderlessFullscreen(MonitorSelection::Current),
            _ => WindowMode::Windowed,
        };
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_contacts_table_lists_the_first_hundred_pairs_and_the_selected_one() {
        let body = |i: u32| Entity::from_raw_u32(i).unwrap();
        let contact =
            crate::geometry::Contact { normal: Vec3::Y, penetration: 0.01, local_a: Vec3::ZERO, local_b: Vec3::ZERO };
        let pair = |i: u32| ContactPair::new(body(2 * i + 1), body(2 * i + 2), contact);
        let pairs: Vec<ContactPair> = (0..250).map(pair).collect();
        assert_eq!(listed_pairs(&pairs, None).count(), CONTACT_ROWS);
        let selected = Some((body(401), body(402)));
        let listed: Vec<_> = listed_pairs(&pairs, selected).map(|pair| pair.a.index_u32()).collect();
        assert_eq!(listed.len(), CONTACT_ROWS + 1);
        assert_eq!(*listed.last().unwrap(), 401);
        assert_eq!(listed_pairs(&pairs[..30], selected).count(), 30);
    }

    #[test]
    fn a_label_lands_on_its_window_pixel_at_any_ui_size() {
        // egui draws a point at point × pixels per point; the window's scale factor here is 1
        let ctx = egui::Context::default();
        for zoom in [1.0, 1.5, 2.5] {
            ctx.set_zoom_factor(zoom);
            let _ = ctx.run_ui(egui::RawInput::default(), |_| {});
            let pixel = Vec2::new(640.0, 360.0);
            let drawn = egui_point(pixel, ctx.zoom_factor()) * ctx.pixels_per_point();
            assert!((drawn.x - pixel.x).abs() < 1e-3 && (drawn.y - pixel.y).abs() < 1e-3, "UI size {zoom}: {drawn:?}");
        }
    }
}
