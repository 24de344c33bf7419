//! The windows that float over the view: help, the link's window, the collision card opened from the event
//! log, the Instruments window and the energy bars, each where asked for.

use bevy_egui::egui;

use crate::app::panels::collision_card::collision_card;
use crate::app::panels::data_table::body_turning_energy;
use crate::app::panels::energy_bars::{EnergyBars, energy_bars_section};
use crate::app::panels::help::help_contents;
use crate::app::panels::instruments_window::{InstrumentsView, instruments_section};
use crate::app::panels::panel_state::PanelState;
use crate::app::panels::share_window::share_window;
use crate::app::view::body_names::BodyNames;
use crate::language::Texts;

/// The help window, the link's window and the collision card opened from the event log.
pub fn windows(ctx: &egui::Context, state: &mut PanelState) {
    let t = Texts::of(ctx);
    let controls = &mut state.ui.controls;
    let mut open = controls.help_open;
    let help = egui::Window::new(t.get("window-help")).id(egui::Id::new("help window"));
    help.open(&mut open).collapsible(false).show(ctx, help_contents);
    controls.help_open = open;
    share_window(ctx, &mut state.session.share);
    instruments_and_energy(ctx, state);
    let log = &mut state.session.log;
    if let Some(card) = &log.card {
        let mut open = true;
        let names = BodyNames::of(ctx);
        let (a, b) = (names.shown(&card.a.name), names.shown(&card.b.name));
        let args = [("a", a.as_ref().into()), ("b", b.as_ref().into()), ("step", card.step.into())];
        let title = t.with("window-collision-card", &args);
        // at a large UI size the card is wider than the view: it scrolls in the lower part of the window
        let screen = ctx.content_rect();
        egui::Window::new(title)
            .id(egui::Id::new("collision card"))
            .open(&mut open)
            .collapsible(false)
            .default_pos(screen.left_bottom() + egui::vec2(12.0, -screen.height() * 0.5))
            .max_width(screen.width() * 0.6)
            .max_height(screen.height() * 0.4)
            .scroll([true, true])
            .show(ctx, |ui| collision_card(ui, card, egui::Id::new("card grid")));
        if !open {
            log.card = None;
        }
    }
}

/// The Instruments window and the energy bars' window, each where asked for.
fn instruments_and_energy(ctx: &egui::Context, state: &mut PanelState) {
    let (now, dt) = (state.engine.clock.step, f64::from(state.engine.settings.step_dt()));
    let mut open = state.ui.controls.instruments_open;
    let screen = ctx.content_rect();
    let top_right = screen.right_top() + egui::vec2(-10.0, 90.0);
    let t = Texts::of(ctx);
    let instruments = egui::Window::new(t.get("window-instruments")).id(egui::Id::new("instruments window"));
    let instruments = instruments.open(&mut open).pivot(egui::Align2::RIGHT_TOP);
    instruments.default_pos(top_right).show(ctx, |ui| {
        let set_up = &mut state.set_up;
        instruments_section(ui, &mut InstrumentsView { bench: &mut set_up.bench, readings: &set_up.readings, now, dt });
    });
    state.ui.controls.instruments_open = open;
    let mut open = state.ui.controls.energy_open;
    // bottom left, clear of the Instruments window at the top right
    let bottom_left = screen.left_bottom() + egui::vec2(10.0, -50.0);
    let energy = egui::Window::new(t.get("window-energy")).id(egui::Id::new("energy window"));
    let energy = energy.open(&mut open).pivot(egui::Align2::LEFT_BOTTOM);
    energy.default_pos(bottom_left).show(ctx, |ui| {
        let history = &state.session.history;
        let first = history.range().map_or(0, |(first, _)| first);
        let figures = history.figures();
        let shown = (now.saturating_sub(first) as usize + 1).min(figures.len());
        if let Some(bars) = EnergyBars::of_scene(&figures[..shown]) {
            ui.strong(t.get("energy-whole-scene"));
            energy_bars_section(ui, &bars);
        }
        let gravity = state.engine.settings.effective_gravity();
        if let Some(body) = state.ui.selection.body.and_then(|body| state.bodies.get(body).ok()) {
            let name = state.names.get(body.entity).map_or_else(|_| t.get("energy-selected-body"), |n| n.to_string());
            let motion = (body.transform.translation, body.velocity.0);
            let bars = EnergyBars::of_body(body.mass.0, motion, body_turning_energy(&body), gravity);
            ui.strong(t.with("energy-body", &[("name", name.into())]));
            energy_bars_section(ui, &bars);
        }
    });
    state.ui.controls.energy_open = open;
}
