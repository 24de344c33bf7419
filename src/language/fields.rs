//! Sliders and number fields in the language's way of writing numbers: a decimal comma where it writes one,
//! and either mark accepted when a number is typed; and a control drawn as a symbol, named for a screen reader.

use bevy_egui::egui;

use super::numbers;
use super::texts::Texts;

/// `slider` showing and taking numbers as the language writes them.
pub fn slider<'a>(slider: egui::Slider<'a>, t: &Texts) -> egui::Slider<'a> {
    if !t.language().decimal_comma() {
        return slider;
    }
    slider.custom_formatter(with_comma).custom_parser(numbers::parse_finite)
}

/// `drag` showing and taking numbers as the language writes them.
pub fn drag<'a>(drag: egui::DragValue<'a>, t: &Texts) -> egui::DragValue<'a> {
    if !t.language().decimal_comma() {
        return drag;
    }
    drag.custom_formatter(with_comma).custom_parser(numbers::parse_finite)
}

/// `response`, a control drawn as a symbol (⏮, ?), named for a screen reader by what it does.
pub fn spoken_as(response: egui::Response, name: String) -> egui::Response {
    response.ctx.accesskit_node_builder(response.id, |node| node.set_label(name));
    response
}

/// `line` given to a screen reader to say as soon as it is free (a polite live region), not drawn: the scene's
/// words on the desktop, as the page's live region beside the canvas gives them.
pub fn live_line(ui: &mut egui::Ui, line: &str) {
    let response = ui.allocate_response(egui::Vec2::ZERO, egui::Sense::hover());
    response.widget_info(|| egui::WidgetInfo::labeled(egui::WidgetType::Label, true, line));
    ui.ctx().accesskit_node_builder(response.id, |node| node.set_live(egui::accesskit::Live::Polite));
}

/// egui's own way of writing a value, with a comma for the point.
fn with_comma(value: f64, decimals: std::ops::RangeInclusive<usize>) -> String {
    egui::emath::format_with_decimals_in_range(value, decimals).replace('.', ",")
}
