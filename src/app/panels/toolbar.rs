//! The slim bar over the scene: the switches a lesson flips most, each one click away, and the buttons that
//! open the full panels.

use bevy_egui::egui;

use crate::app::overlays::arrow_scales::ArrowScales;
use crate::app::overlays::switches::Overlays;
use crate::app::panels::overlay_switches::overlays_section;
use crate::app::state::controls::{AppControls, Request};
use crate::app::state::tools::MouseTool;
use crate::app::view::flat_view::FlatView;
use crate::physics::PhysicsSettings;

/// What the toolbar switches.
pub struct Toolbar<'a> {
    pub settings: &'a mut PhysicsSettings,
    pub controls: &'a mut AppControls,
    pub overlays: &'a mut Overlays,
    pub scales: ArrowScales,
    pub inspector_open: &'a mut bool,
    pub flat: &'a mut FlatView,
}

/// One row: the panels' buttons, reset, gravity and continuous detection, the overlay set, the mouse tool,
/// the labels, and help.
pub fn toolbar_section(ui: &mut egui::Ui, bar: &mut Toolbar) {
    ui.horizontal(|ui| {
        ui.toggle_value(&mut bar.controls.controls_open, "☰ Controls")
            .on_hover_text("Every setting, the bodies, recordings and scene files (Tab hides all panels)");
        if ui.button("Gallery").on_hover_text("Every scene to choose from (Esc)").clicked() {
            bar.controls.gallery_open = true;
        }
        ui.separator();
        if ui.button("⟲ Reset").on_hover_text("Put the scene back as it was loaded (Backspace)").clicked() {
            bar.controls.requests.push(Request::ResetScene);
        }
        ui.add_enabled_ui(!bar.controls.lesson_lock.locked(), |ui| {
            ui.toggle_value(&mut bar.settings.gravity_enabled, "Gravity").on_hover_text("G");
            ui.toggle_value(&mut bar.settings.ccd_enabled, "Continuous")
                .on_hover_text("Continuous detection: sweep fast bodies so they cannot tunnel (C)");
        });
        ui.separator();
        overlay_menu(ui, bar);
        view_menu(ui, bar.flat);
        mouse_tool_menu(ui, &mut bar.controls.mouse_tool);
        ui.toggle_value(&mut bar.overlays.labels, "Labels").on_hover_text("Names and values beside the bodies");
        ui.separator();
        ui.toggle_value(&mut bar.controls.tables_open, "Tables")
            .on_hover_text("Contacts, events, graphs and the data table");
        ui.toggle_value(bar.inspector_open, "Inspector").on_hover_text("Why a pair did or did not collide (I)");
        ui.toggle_value(&mut bar.controls.energy_open, "Energy")
            .on_hover_text("Bars of the kinetic, turning and potential energy, and what was lost");
        ui.toggle_value(&mut bar.controls.instruments_open, "Instruments")
            .on_hover_text("The tape, the protractor, the stopwatch and the gates (placed from the set-up bar)");
        ui.toggle_value(&mut bar.controls.help_open, "?").on_hover_text("Help: the mouse and the keys (H)");
    });
}

/// The overlay sets, then every switch.
fn overlay_menu(ui: &mut egui::Ui, bar: &mut Toolbar) {
    let title = format!("Overlays: {} ⏷", bar.overlays.set_name().unwrap_or("own"));
    ui.menu_button(title, |ui| {
        ui.horizontal(|ui| {
            for (name, set) in Overlays::SETS {
                if ui.selectable_label(bar.overlays.set_name() == Some(name), name).clicked() {
                    *bar.overlays = bar.overlays.with_set(set);
                }
            }
        });
        ui.separator();
        overlays_section(ui, bar.overlays, bar.scales, &mut bar.controls.trace_seconds);
    });
}

/// 3D, or a textbook view: motion held to a line or a plane, seen square to it.
fn view_menu(ui: &mut egui::Ui, flat: &mut FlatView) {
    ui.menu_button(format!("View: {} ⏷", flat.label()), |ui| {
        for choice in [FlatView::Free, FlatView::Line, FlatView::Front, FlatView::Top] {
            ui.selectable_value(flat, choice, choice.label());
        }
    })
    .response
    .on_hover_text("1D and 2D hold every moving body to a line or a plane, seen square to it without perspective");
}

/// What a left drag on a body does.
fn mouse_tool_menu(ui: &mut egui::Ui, tool: &mut MouseTool) {
    let title = match tool {
        MouseTool::Push => "Mouse: push ⏷",
        MouseTool::Grab => "Mouse: grab ⏷",
        MouseTool::String => "Mouse: string ⏷",
        MouseTool::Rod => "Mouse: rod ⏷",
        MouseTool::Spring => "Mouse: spring ⏷",
        MouseTool::Edit => "Mouse: set up ⏷",
    };
    ui.menu_button(title, |ui| {
        ui.selectable_value(tool, MouseTool::Push, "Push: click pushes, a drag aims")
            .on_hover_text("M switches the tool");
        ui.selectable_value(tool, MouseTool::Grab, "Grab: drag pulls, letting go throws");
        ui.separator();
        let then = "click a body, then another body or empty space (a fixed point)";
        ui.selectable_value(tool, MouseTool::String, format!("String: {then}"));
        ui.selectable_value(tool, MouseTool::Rod, format!("Rod: {then}"));
        ui.selectable_value(tool, MouseTool::Spring, format!("Spring: {then}"));
        ui.separator();
        ui.selectable_value(tool, MouseTool::Edit, "Set up: drag moves a body, its arrow's ring aims it (E)")
            .on_hover_text("Pauses the clock; Ctrl+Z undoes, Ctrl+Y redoes");
    });
}
