//! The egui panels' frame around a view that fills the window: the toolbar along the top and the timeline
//! along the bottom, and on demand the controls on the left, the pair inspector on the right, the contacts,
//! graphs and data table along the bottom; the floating windows are `floating_windows`.
//!
//! Each section is a plain function of the values it edits (the files beside this one), so it is tested
//! without a window.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::app::editing::shape_handles::mass_after_resize;
use crate::app::overlays::body_labels::{draw_arrow_values, draw_body_labels};
use crate::app::overlays::joints::draw_joint_labels;
use crate::app::overlays::penetration_labels::draw_penetration_labels;
use crate::app::panels::contacts_table::{contact_rows, contacts_table};
use crate::app::panels::controls_column::controls_column;
use crate::app::panels::data_table::data_table_section;
use crate::app::panels::events::event_log_section;
use crate::app::panels::floating_windows::windows;
use crate::app::panels::gallery::{GalleryPictures, gallery_section};
use crate::app::panels::graphs::{GraphData, GraphKind, graphs_section};
use crate::app::panels::inspector::inspector_contents;
use crate::app::panels::instrument::{Reading, instrument_gauge, reading};
use crate::app::panels::lesson_card::lesson_card;
use crate::app::panels::panel_state::PanelState;
use crate::app::panels::set_up_bar::{SetUpBar, set_up_bar};
use crate::app::panels::timeline::{TimelineView, timeline_section};
use crate::app::panels::toolbar::{Toolbar, toolbar_section};
use crate::app::panels::typed_values::{BodyValues, TypedValues, typed_values_row};
use crate::app::state::controls::BottomTab;
use crate::app::state::layout::PanelSizes;
use crate::app::state::tools::MouseTool;
use crate::app::view::body_names::BodyNames;
use crate::app::view::labels::egui_color;
use crate::geometry::Shape;
use crate::language::Texts;
use crate::language::fields::live_line;
use crate::physics::{Collider, LinearVelocity, Mass, RigidBody};
use crate::recording::BodySample;
use crate::scene::Instrument;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<GraphKind>().init_resource::<GalleryPictures>().init_resource::<TypedValues>().add_systems(
        EguiPrimaryContextPass,
        (draw_panels, (draw_penetration_labels, draw_body_labels, draw_arrow_values, draw_joint_labels)).chain(),
    );
}

/// An egui panel's place, or none where it is hidden.
type Shown = Option<egui::InnerResponse<()>>;

fn draw_panels(mut contexts: EguiContexts, mut state: PanelState) -> Result {
    let ctx = contexts.ctx_mut()?;
    // the widgets borrow the selection mutably every frame; unless they changed it, it keeps the tick of its
    // last change (a change restyles every body: 10,000 of them each frame otherwise)
    let (selected, selected_at) = (state.ui.selection.clone(), state.ui.selection.last_changed());
    ctx.set_zoom_factor(state.ui.controls.ui_scale);
    let mut root = egui::Ui::new(
        ctx.clone(),
        "root".into(),
        egui::UiBuilder::new().layer_id(egui::LayerId::background()).max_rect(ctx.viewport_rect()),
    );
    if state.ui.controls.gallery_open {
        if state.session.library.is_changed() {
            state.pictures.forget();
        }
        let frame = egui::Frame::central_panel(root.style()).fill(root.visuals().extreme_bg_color);
        egui::CentralPanel::default().frame(frame).show(&mut root, |ui| {
            let session = &state.session;
            gallery_section(ui, (&session.library, &session.lessons), &mut state.pictures, &mut state.ui.controls);
        });
        return Ok(());
    }
    let sizes = side_and_bottom_panels(&mut root, &mut state);
    state.ui.sizes.set_if_neq(sizes);
    if !state.ui.controls.controls_open {
        scene_caption(ctx, root.available_rect_before_wrap(), &state);
    }
    if let Some(instrument) = state.session.active.scene.instrument {
        instrument_gauge(ctx, root.available_rect_before_wrap(), instrument_reading(instrument, &state));
    }
    // egui also moves its keyboard focus with Tab, and Space would then press the focused button: once the
    // widgets are laid out, the focus Tab gave goes
    if ctx.input(|input| input.key_pressed(egui::Key::Tab)) {
        ctx.memory_mut(|memory| memory.focused().map(|id| memory.surrender_focus(id)));
    }
    if *state.ui.selection == selected {
        state.ui.selection.set_last_changed(selected_at);
    }
    windows(ctx, &mut state);
    Ok(())
}

/// What the scene's gauge reads at the step shown.
fn instrument_reading(instrument: Instrument, state: &PanelState) -> Reading {
    let history = &state.session.history;
    let first = history.range().map_or(0, |(first, _)| first);
    let moving = state.bodies.iter().filter(|body| *body.kind == RigidBody::Dynamic);
    let radius = |shape: &Shape| if let Shape::Sphere { radius } = shape { f64::from(*radius) } else { 0.0 };
    let balls: Vec<(f64, f64, f64)> = moving
        .map(|body| (f64::from(body.mass.0), f64::from(body.velocity.0.length()), radius(&body.collider.0)))
        .collect();
    let dt = f64::from(state.engine.settings.step_dt());
    reading(instrument, (history.figures(), first, state.engine.clock.step), dt, &balls)
}

/// The panels around the 3D view (Tab hides all but the timeline), and the room they take.
fn side_and_bottom_panels(root: &mut egui::Ui, state: &mut PanelState) -> PanelSizes {
    let shown = !state.ui.controls.panels_hidden;
    let top: Shown = shown.then(|| toolbar_panel(root, state));
    let setting_up = !matches!(state.ui.controls.mouse_tool, MouseTool::Push | MouseTool::Grab);
    let set_up: Shown = (shown && setting_up).then(|| set_up_panel(root, state));
    let left: Shown = (shown && state.ui.controls.controls_open).then(|| {
        egui::Panel::left("controls").default_size(310.0).resizable(true).show(root, |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| controls_column(ui, state));
        })
    });
    let right: Shown = (shown && state.ui.inspector.open).then(|| inspector_panel(root, state));
    let strip = timeline_panel(root, state);
    let lesson: Shown = if shown { lesson_panel(root, state) } else { None };
    let bottom: Shown = (shown && state.ui.controls.tables_open).then(|| {
        egui::Panel::bottom("contacts and events").default_size(190.0).resizable(true).show(root, |ui| {
            bottom_tabs(ui, state);
        })
    });
    let width = |panel: Shown| panel.map_or(0.0, |panel| panel.response.rect.width());
    let height = |panel: Shown| panel.map_or(0.0, |panel| panel.response.rect.height());
    PanelSizes {
        top: height(top) + height(set_up),
        left: width(left),
        right: width(right) + width(lesson),
        bottom: height(bottom) + strip.response.rect.height(),
    }
}

/// The toolbar along the top: the run, the tools, the overlays.
fn toolbar_panel(root: &mut egui::Ui, state: &mut PanelState) -> egui::InnerResponse<()> {
    egui::Panel::top("toolbar").resizable(false).show(root, |ui| {
        let mut settings = state.engine.settings.clone();
        let mut bar = Toolbar {
            settings: &mut settings,
            controls: &mut state.ui.controls,
            overlays: &mut state.drawing.overlays,
            scales: *state.drawing.arrow_scales,
            inspector_open: &mut state.ui.inspector.open,
            flat: &mut state.drawing.flat,
        };
        toolbar_section(ui, &mut bar);
        state.engine.settings.set_if_neq(settings);
    })
}

/// The set-up bar under the toolbar while a set-up tool is in hand, with the selected body's typed values.
fn set_up_panel(root: &mut egui::Ui, state: &mut PanelState) -> egui::InnerResponse<()> {
    egui::Panel::top("set-up bar").resizable(false).show(root, |ui| {
        let mut bar = SetUpBar {
            controls: &mut state.ui.controls,
            settings: &mut state.set_up.settings,
            undo_count: state.set_up.edits.undo_count(),
            redo_count: state.set_up.edits.redo_count(),
            selected: state.ui.selection.body.is_some(),
        };
        set_up_bar(ui, &mut bar);
        typed_values(ui, state);
    })
}

/// The pair inspector on the right.
fn inspector_panel(root: &mut egui::Ui, state: &mut PanelState) -> egui::InnerResponse<()> {
    // beside a lesson's card, narrower: the scene keeps some room on a projector
    let width = if state.session.lesson.0.is_some() { 330.0 } else { 430.0 };
    egui::Panel::right("pair inspector").default_size(width).resizable(true).show(root, |ui| {
        let (names, shown) = (&state.names, BodyNames::of(ui.ctx()));
        let name =
            |entity: Entity| names.get(entity).map_or_else(|_| entity.to_string(), |n| shown.shown(n).into_owned());
        let ui_state = &mut state.ui;
        inspector_contents(ui, &mut ui_state.inspector, &mut ui_state.selection, &state.engine.candidates, name);
    })
}

/// The timeline along the bottom, shown even when Tab hides the rest.
fn timeline_panel(root: &mut egui::Ui, state: &mut PanelState) -> egui::InnerResponse<()> {
    egui::Panel::bottom("timeline").resizable(false).show(root, |ui| {
        let (engine, session) = (&mut state.engine, &mut state.session);
        let view = TimelineView::of(&session.history, &engine.clock, &engine.settings);
        ui.horizontal(|ui| {
            // the way back for a hand without a keyboard
            let hidden = &mut state.ui.controls.panels_hidden;
            let t = Texts::of(ui.ctx());
            if *hidden && ui.button(t.get("panels-show")).on_hover_text(t.hint("panels-show")).clicked() {
                *hidden = false;
            }
            timeline_section(ui, &view, &mut engine.clock, &mut session.timeline);
            if let Some(line) = session.narration.lines.back() {
                live_line(ui, line);
            }
        });
    })
}

/// The lesson's card on the right while a lesson plays.
fn lesson_panel(root: &mut egui::Ui, state: &mut PanelState) -> Shown {
    let playing = state.session.lesson.0.as_mut()?;
    if playing.inspect.take().is_some() {
        state.ui.inspector.open = true;
    }
    Some(egui::Panel::right("lesson").default_size(280.0).resizable(true).show(root, |ui| {
        lesson_card(ui, playing, &mut state.ui.controls);
    }))
}

/// The scene's name, and what went wrong loading one, in the view's top left corner while the controls (which
/// show them too) are closed.
fn scene_caption(ctx: &egui::Context, view: egui::Rect, state: &PanelState) {
    let (active, status) = (&state.session.active, &state.session.status);
    egui::Area::new(egui::Id::new("scene caption"))
        .fixed_pos(view.min + egui::vec2(10.0, 6.0))
        .interactable(false)
        .order(egui::Order::Background)
        .show(ctx, |ui| {
            let t = Texts::of(ctx);
            // as wide as a line of the status needs, not the scene's name: a short name would wrap it word by word
            ui.set_min_width((0.5 * view.width()).min(520.0));
            ui.label(egui::RichText::new(active.scene.words(t.language()).name()).heading().strong());
            if let Some(line) = &status.0 {
                ui.colored_label(egui::Color32::LIGHT_RED, line.said(&t));
            }
        });
}

/// The bottom panel: its tabs and the one chosen.
fn bottom_tabs(ui: &mut egui::Ui, state: &mut PanelState) {
    let tab = &mut state.ui.controls.bottom_tab;
    let t = Texts::of(ui.ctx());
    ui.horizontal(|ui| {
        ui.selectable_value(tab, BottomTab::ContactsAndEvents, t.get("tab-contacts-events"));
        ui.selectable_value(tab, BottomTab::Graphs, t.get("tab-graphs"));
        ui.selectable_value(tab, BottomTab::DataTable, t.get("tab-data-table"));
    });
    match state.ui.controls.bottom_tab {
        BottomTab::ContactsAndEvents => contacts_and_events(ui, state),
        BottomTab::Graphs => graphs_area(ui, state),
        BottomTab::DataTable => {
            let PanelState { ui: ui_state, bodies, names, .. } = state;
            data_table_section(ui, &mut ui_state.controls.table_rows, &ui_state.selection, bodies, names);
        }
    }
}

/// The selected body's values to type, under the set-up bar; what is taken written back to the body.
fn typed_values(ui: &mut egui::Ui, state: &mut PanelState) {
    let Some(Ok(mut body)) = state.ui.selection.body.map(|body| state.bodies.get_mut(body)) else { return };
    let before = BodyValues {
        mass: body.mass.0,
        shape: body.collider.0.clone(),
        position: body.transform.translation,
        velocity: body.velocity.0,
        fixed: *body.kind != RigidBody::Dynamic,
    };
    let mut values = before.clone();
    typed_values_row(ui, &mut state.set_up.typed, &mut values);
    let same_density = state.set_up.settings.same_density;
    values.mass = mass_after_resize(values.mass, (&before.shape, &values.shape), same_density);
    if values != before {
        body.mass.set_if_neq(Mass(values.mass));
        body.collider.set_if_neq(Collider(values.shape));
        body.velocity.set_if_neq(LinearVelocity(values.velocity));
        if body.transform.translation != values.position {
            body.transform.translation = values.position;
        }
    }
}

/// The contacts table beside the event log.
fn contacts_and_events(ui: &mut egui::Ui, state: &mut PanelState) {
    let contacts = &state.engine.contacts;
    let rows = contact_rows(contacts, &state.names, state.ui.selection.pair);
    let unlisted = contacts.pairs.len() - rows.len();
    let height = ui.available_height();
    let contacts_width = ui.available_width() * 0.62;
    ui.horizontal_top(|ui| {
        ui.allocate_ui(egui::vec2(contacts_width, height), |ui| {
            ui.vertical(|ui| {
                ui.strong(Texts::of(ui.ctx()).with("contacts-heading", &[("count", contacts.pairs.len().into())]));
                contacts_table(ui, &rows, unlisted, &mut state.ui.selection);
            });
        });
        ui.separator();
        ui.vertical(|ui| event_log_section(ui, &mut state.session.log));
    });
}

/// The graphs of the recording, the selected bodies' among them.
fn graphs_area(ui: &mut egui::Ui, state: &mut PanelState) {
    let (engine, session) = (&mut state.engine, &mut state.session);
    let history = &session.history;
    let name = |entity: Entity| state.names.get(entity).map_or_else(|_| format!("{entity}"), |n| n.to_string());
    let color =
        |entity: Entity| state.looks.get(entity).map_or(egui::Color32::WHITE, |look| egui_color(look.paint.color()));
    let selected = state.ui.selection.bodies();
    let bodies: Vec<(String, egui::Color32, &[BodySample])> =
        selected.iter().map(|&e| (name(e), color(e), history.trace(e))).collect();
    let replaced = history.replaced().map(|branch| {
        let old: Vec<&[BodySample]> =
            selected.iter().map(|e| branch.traces.get(e).map_or(&[][..], Vec::as_slice)).collect();
        (branch.from_step + 1, branch.figures.as_slice(), old)
    });
    // every moving body's speed, for the speeds' histogram only (a pile of thousands, each frame)
    let speeds: Vec<(f64, f64)> = if *state.ui.graph == GraphKind::Speeds {
        let moving = state.bodies.iter().filter(|body| *body.kind == RigidBody::Dynamic);
        moving.map(|body| (f64::from(body.mass.0), f64::from(body.velocity.0.length()))).collect()
    } else {
        Vec::new()
    };
    let data = GraphData {
        figures: history.figures(),
        first: history.range().map_or(0, |(first, _)| first),
        current: engine.clock.step,
        dt: engine.settings.step_dt(),
        events: history.events(),
        bodies: &bodies,
        down: engine.settings.gravity,
        replaced: replaced.as_ref().map(|(from, figures, old)| (*from, *figures, old.as_slice())),
        speeds: &speeds,
    };
    graphs_section(ui, &data, &mut state.ui.graph, &mut session.timeline.request);
    if session.timeline.request.is_some() {
        engine.clock.paused = true;
    }
}
