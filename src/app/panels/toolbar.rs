//! The slim bar over the scene: the switches a lesson flips most, each one click away, and the buttons that
//! open the full panels.

use bevy_egui::egui;

use crate::app::overlays::arrow_scales::ArrowScales;
use crate::app::overlays::switches::Overlays;
use crate::app::panels::overlay_switches::overlays_section;
use crate::app::state::controls::{AppControls, Request};
use crate::app::state::tools::MouseTool;
use crate::app::view::flat_view::FlatView;
use crate::language::Texts;
use crate::language::fields::spoken_as;
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
    let t = Texts::of(ui.ctx());
    // wrapped: the longer words of some languages need a second row in a narrow window
    ui.horizontal_wrapped(|ui| {
        ui.toggle_value(&mut bar.controls.controls_open, t.get("toolbar-controls"))
            .on_hover_text(t.hint("toolbar-controls"));
        if ui.button(t.get("toolbar-gallery")).on_hover_text(t.hint("toolbar-gallery")).clicked() {
            bar.controls.gallery_open = true;
        }
        ui.separator();
        if ui.button(t.get("toolbar-reset")).on_hover_text(t.hint("toolbar-reset")).clicked() {
            bar.controls.requests.push(Request::ResetScene);
        }
        ui.add_enabled_ui(!bar.controls.lesson_lock.locked(), |ui| {
            ui.toggle_value(&mut bar.settings.gravity_enabled, t.get("toolbar-gravity"))
                .on_hover_text(t.hint("toolbar-gravity"));
            ui.toggle_value(&mut bar.settings.ccd_enabled, t.get("toolbar-continuous"))
                .on_hover_text(t.hint("toolbar-continuous"));
        });
        ui.separator();
        overlay_menu(ui, bar, &t);
        view_menu(ui, bar.flat, &t);
        mouse_tool_menu(ui, &mut bar.controls.mouse_tool, &t);
        ui.toggle_value(&mut bar.overlays.labels, t.get("toolbar-labels")).on_hover_text(t.hint("toolbar-labels"));
        ui.separator();
        ui.toggle_value(&mut bar.controls.tables_open, t.get("toolbar-tables")).on_hover_text(t.hint("toolbar-tables"));
        ui.toggle_value(bar.inspector_open, t.get("toolbar-inspector")).on_hover_text(t.hint("toolbar-inspector"));
        ui.toggle_value(&mut bar.controls.energy_open, t.get("toolbar-energy")).on_hover_text(t.hint("toolbar-energy"));
        ui.toggle_value(&mut bar.controls.instruments_open, t.get("toolbar-instruments"))
            .on_hover_text(t.hint("toolbar-instruments"));
        let help = ui.toggle_value(&mut bar.controls.help_open, t.get("toolbar-help"));
        spoken_as(help, t.hint("toolbar-help")).on_hover_text(t.hint("toolbar-help"));
    });
}

/// The overlay sets, then every switch.
fn overlay_menu(ui: &mut egui::Ui, bar: &mut Toolbar, t: &Texts) {
    let set = t.get(bar.overlays.set_name().unwrap_or("toolbar-overlays-own"));
    ui.menu_button(t.with("toolbar-overlays", &[("set", set.into())]), |ui| {
        ui.horizontal(|ui| {
            for (name, set) in Overlays::SETS {
                if ui.selectable_label(bar.overlays.set_name() == Some(name), t.get(name)).clicked() {
                    *bar.overlays = bar.overlays.with_set(set);
                }
            }
        });
        ui.separator();
        overlays_section(ui, bar.overlays, bar.scales, &mut bar.controls.trace_seconds);
    });
}

/// 3D, or a textbook view: motion held to a line or a plane, seen square to it.
fn view_menu(ui: &mut egui::Ui, flat: &mut FlatView, t: &Texts) {
    ui.menu_button(t.with("toolbar-view", &[("view", t.get(flat.text_id()).into())]), |ui| {
        for choice in [FlatView::Free, FlatView::Line, FlatView::Front, FlatView::Top] {
            ui.selectable_value(flat, choice, t.get(choice.text_id()));
        }
    })
    .response
    .on_hover_text(t.hint("toolbar-view"));
}

/// What a left drag on a body does.
fn mouse_tool_menu(ui: &mut egui::Ui, tool: &mut MouseTool, t: &Texts) {
    let name = match tool {
        MouseTool::Push => "mouse-push",
        MouseTool::Grab => "mouse-grab",
        MouseTool::String => "mouse-string",
        MouseTool::Rod => "mouse-rod",
        MouseTool::Spring => "mouse-spring",
        MouseTool::Hinge => "mouse-hinge",
        MouseTool::Weld => "mouse-weld",
        MouseTool::Edit => "mouse-edit",
    };
    ui.menu_button(t.with("toolbar-mouse", &[("tool", t.get(name).into())]), |ui| {
        ui.selectable_value(tool, MouseTool::Push, t.get("mouse-push-choice"))
            .on_hover_text(t.hint("mouse-push-choice"));
        ui.selectable_value(tool, MouseTool::Grab, t.get("mouse-grab-choice"));
        ui.separator();
        ui.selectable_value(tool, MouseTool::String, t.get("mouse-string-choice"));
        ui.selectable_value(tool, MouseTool::Rod, t.get("mouse-rod-choice"));
        ui.selectable_value(tool, MouseTool::Spring, t.get("mouse-spring-choice"));
        ui.selectable_value(tool, MouseTool::Hinge, t.get("mouse-hinge-choice"));
        ui.selectable_value(tool, MouseTool::Weld, t.get("mouse-weld-choice"));
        ui.separator();
        ui.selectable_value(tool, MouseTool::Edit, t.get("mouse-edit-choice"))
            .on_hover_text(t.hint("mouse-edit-choice"));
    });
}
