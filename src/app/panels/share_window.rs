//! The link's window: the set-up's link, and its QR code as large as the window allows, for tablets to scan off
//! the projector.

use bevy_egui::egui;
use qrcodegen::{QrCode, QrCodeEcc};

use crate::app::session::shared_link::ShareBox;
use crate::language::Texts;

/// The light modules a QR code needs around it, in modules.
const QUIET_ZONE: usize = 4;

/// A QR code's modules, row by row.
#[derive(Clone, Debug, PartialEq)]
pub struct QrModules {
    /// Modules along a side.
    pub size: usize,
    pub dark: Vec<bool>,
}

/// The QR code of `text`, at the lowest error correction (the largest text one holds), or why there is none.
pub fn qr_modules(text: &str, t: &Texts) -> Result<QrModules, String> {
    let code = QrCode::encode_text(text, QrCodeEcc::Low)
        .map_err(|_| t.with("share-too-long", &[("count", text.len().into())]))?;
    let size = code.size();
    let dark = (0..size).flat_map(|y| (0..size).map(move |x| (x, y))).map(|(x, y)| code.get_module(x, y)).collect();
    Ok(QrModules { size: size as usize, dark })
}

/// The window, while it is open.
pub fn share_window(ctx: &egui::Context, share: &mut ShareBox) {
    let Some(link) = share.link.clone() else { return };
    let mut open = share.window_open;
    let screen = ctx.content_rect();
    let window = egui::Window::new(Texts::of(ctx).get("share-title")).id(egui::Id::new("share window"));
    window.open(&mut open).collapsible(false).default_width(qr_side(screen)).show(ctx, |ui| match &link {
        Ok(link) => link_contents(ui, link, qr_side(screen)),
        Err(error) => {
            ui.colored_label(egui::Color32::LIGHT_RED, error);
        }
    });
    share.window_open = open;
}

fn link_contents(ui: &mut egui::Ui, link: &str, side: f32) {
    let t = Texts::of(ui.ctx());
    ui.label(t.get(if cfg!(target_arch = "wasm32") { "share-copied" } else { "share-opens" }));
    let mut shown = link.to_string();
    ui.add(egui::TextEdit::singleline(&mut shown).desired_width(f32::INFINITY));
    match qr_modules(link, &t) {
        Ok(modules) => paint_qr(ui, &modules, side),
        Err(error) => {
            ui.colored_label(egui::Color32::LIGHT_RED, error);
        }
    }
}

/// How large the code is drawn: as large as the screen allows beside the window's text, for a tablet at the back
/// of the room.
fn qr_side(screen: egui::Rect) -> f32 {
    (screen.height() * 0.7).min(screen.width() * 0.5)
}

/// Paints the code dark on light, `side` points across with its quiet zone; each module overlaps its
/// neighbours by a hair, so that no seam shows between dark ones.
fn paint_qr(ui: &mut egui::Ui, modules: &QrModules, side: f32) {
    let across = modules.size + 2 * QUIET_ZONE;
    let module = side / across as f32;
    let (rect, _) = ui.allocate_exact_size(egui::Vec2::splat(module * across as f32), egui::Sense::hover());
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 0.0, egui::Color32::WHITE);
    let origin = rect.min + egui::Vec2::splat(module * QUIET_ZONE as f32);
    for (at, _) in modules.dark.iter().enumerate().filter(|(_, dark)| **dark) {
        let (x, y) = ((at % modules.size) as f32, (at / modules.size) as f32);
        let corner = origin + egui::vec2(x * module, y * module);
        let dark = egui::Rect::from_min_size(corner, egui::Vec2::splat(module)).expand(0.25);
        painter.rect_filled(dark, 0.0, egui::Color32::BLACK);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_link_becomes_a_code_with_its_finder_squares_and_an_overlong_one_says_so() {
        let modules = qr_modules("http://localhost:8000/#setup=AAAA", &Texts::english()).expect("a code");
        // version 3 holds 53 bytes at the lowest correction: 29 modules a side
        assert_eq!(modules.size, 29);
        assert_eq!(modules.dark.len(), 29 * 29);
        // each corner's finder: a dark 7 × 7 ring around a light ring around a dark 3 × 3 centre
        for (x0, y0) in [(0, 0), (22, 0), (0, 22)] {
            let dark = |x: usize, y: usize| modules.dark[(y0 + y) * 29 + x0 + x];
            assert!((0..7).all(|i| dark(i, 0) && dark(i, 6) && dark(0, i) && dark(6, i)));
            assert!((1..6).all(|i| !dark(i, 1) && !dark(1, i)));
            assert!((2..5).all(|i| (2..5).all(|j| dark(i, j))));
        }
        let error = qr_modules(&"x".repeat(5000), &Texts::english()).expect_err("too long");
        assert!(error.contains("5000 characters"), "{error}");
    }

    #[test]
    fn the_window_shows_the_link_with_its_code_or_why_there_is_none() {
        use egui_kittest::kittest::Queryable;
        let link = "http://localhost:8000/#setup=AAAA".to_string();
        let shared = ShareBox { link: Some(Ok(link.clone())), window_open: true };
        let mut harness =
            egui_kittest::Harness::new_ui_state(|ui, share: &mut ShareBox| share_window(ui.ctx(), share), shared);
        harness.run();
        harness.get_by_label("Share by link");
        assert!(harness.get_all_by_value(&link).next().is_some(), "the link in its box");
        let refused = ShareBox { link: Some(Err("too large for a link".into())), window_open: true };
        let mut harness =
            egui_kittest::Harness::new_ui_state(|ui, share: &mut ShareBox| share_window(ui.ctx(), share), refused);
        harness.run();
        harness.get_by_label("too large for a link");
    }
}
