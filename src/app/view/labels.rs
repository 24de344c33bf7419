//! Text over the 3D view: where a window point lands in egui's points, and labels that read over any body.

use bevy::prelude::*;
use bevy_egui::egui;

/// Where a point of the window (logical pixels, as Bevy's camera gives it) lies in egui's points, which
/// the UI size divides.
pub fn egui_point(window: Vec2, zoom_factor: f32) -> egui::Pos2 {
    egui::pos2(window.x, window.y) / zoom_factor
}

/// A rectangle of the window (logical pixels) in egui's points.
pub fn egui_rect(window: Rect, zoom_factor: f32) -> egui::Rect {
    egui::Rect::from_min_max(egui_point(window.min, zoom_factor), egui_point(window.max, zoom_factor))
}

/// A Bevy colour as egui's, for text and curves in a body's colour.
pub fn egui_color(color: Color) -> egui::Color32 {
    let [r, g, b, a] = color.to_srgba().to_u8_array();
    egui::Color32::from_rgba_unmultiplied(r, g, b, a)
}

/// A painter for labels over the 3D view, clipped to it so no label lands on a panel (and to nothing while the
/// view is not drawn, under the gallery).
pub fn scene_painter(ctx: &egui::Context, camera: &Camera, name: &'static str) -> egui::Painter {
    // a background area of its own: under the windows (a collision card, the help), over the view
    let area = egui::Area::new(egui::Id::new(name)).order(egui::Order::Background).interactable(false);
    let painter = area.fixed_pos(egui::Pos2::ZERO).show(ctx, |ui| ui.painter().clone()).inner;
    if !camera.is_active {
        return painter.with_clip_rect(egui::Rect::NOTHING);
    }
    match camera.logical_viewport_rect() {
        Some(view) => painter.with_clip_rect(egui_rect(view, ctx.zoom_factor())),
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

#[cfg(test)]
mod tests {
    use super::*;

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
