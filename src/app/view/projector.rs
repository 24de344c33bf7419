//! The panels' look and the projector preset. The look: the standard dark theme or a high-contrast one (white
//! text on black, strong outlines) and a text size for the back row and for low vision. The preset: what a
//! class at the back of the room needs; larger text and labels (the UI size), the high-contrast theme, gizmo
//! lines twice as thick and a black background behind the scene.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::app::state::controls::{AppControls, limits};
use crate::app::state::layout::ViewCrowded;
use crate::language::Texts;
use crate::language::fields::slider;

/// The UI size the preset sets (the slider still moves it).
pub const PROJECTOR_UI_SCALE: f32 = 1.6;
/// Gizmo line width (px): normal, and with the preset.
const LINE_WIDTH: [f32; 2] = [3.0, 6.0];
/// Behind the scene: normal, and with the preset.
const BACKGROUND: [Color; 2] = [Color::srgb(0.11, 0.12, 0.15), Color::BLACK];

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Update, apply_look);
}

/// The preset's switch, for the panel's top row: on, it also sets the UI size and the high-contrast theme; off,
/// it puts both back.
pub fn projector_toggle(ui: &mut egui::Ui, controls: &mut AppControls) {
    let t = Texts::of(ui.ctx());
    let toggle = ui.toggle_value(&mut controls.projector, t.get("controls-projector"));
    if toggle.on_hover_text(t.hint("controls-projector")).changed() {
        controls.ui_scale = if controls.projector { PROJECTOR_UI_SCALE } else { 1.0 };
        controls.high_contrast = controls.projector;
    }
}

/// The theme's switch and the text size, for the panel's top rows.
pub fn look_row(ui: &mut egui::Ui, controls: &mut AppControls) {
    let t = Texts::of(ui.ctx());
    ui.horizontal(|ui| {
        ui.toggle_value(&mut controls.high_contrast, t.get("controls-high-contrast"))
            .on_hover_text(t.hint("controls-high-contrast"));
        let size = egui::Slider::new(&mut controls.text_size, limits::TEXT_SIZE).text(t.get("controls-text-size"));
        ui.add(slider(size, &t)).on_hover_text(t.hint("controls-text-size"));
    });
}

/// What the look was last set from.
#[derive(Clone, Copy, PartialEq)]
struct Applied {
    projector: bool,
    high_contrast: bool,
    text_size: f32,
    crowded: bool,
}

/// Line width, background, the panels' colours and text size follow the controls whenever they change, and the
/// panels' fill whether the 3D view has room beside them.
fn apply_look(
    (controls, crowded): (Res<AppControls>, Res<ViewCrowded>),
    mut contexts: EguiContexts,
    mut store: ResMut<GizmoConfigStore>,
    mut background: ResMut<ClearColor>,
    mut applied: Local<Option<Applied>>,
) {
    let wanted = Applied {
        projector: controls.projector,
        high_contrast: controls.high_contrast,
        text_size: controls.text_size,
        crowded: crowded.0,
    };
    if *applied == Some(wanted) {
        return;
    }
    let Ok(ctx) = contexts.ctx_mut() else {
        return;
    };
    let on = usize::from(controls.projector);
    store.config_mut::<DefaultGizmoConfigGroup>().0.line.width = LINE_WIDTH[on];
    background.0 = BACKGROUND[on];
    ctx.set_visuals(panel_visuals(controls.high_contrast, crowded.0));
    let text_size = controls.text_size;
    ctx.all_styles_mut(|style| style.text_styles = sized_text(text_size));
    *applied = Some(wanted);
}

/// egui's text styles, each `size` times its standard size.
fn sized_text(size: f32) -> std::collections::BTreeMap<egui::TextStyle, egui::FontId> {
    let mut styles = egui::Style::default().text_styles;
    for font in styles.values_mut() {
        font.size *= size;
    }
    styles
}

/// The theme's visuals, the panels drawn without a fill unless they leave the 3D view no room: the window
/// beside the view is cleared to the background already (the 3D camera clears its whole target, not just its
/// viewport), so the panels show the background's colour and a software rasteriser is spared blending half the
/// window a second time.
fn panel_visuals(high_contrast: bool, crowded: bool) -> egui::Visuals {
    let mut visuals = if high_contrast { high_contrast_visuals() } else { egui::Visuals::dark() };
    // the control the keyboard is on (egui draws it as pressed) wears a ring of the selection's yellow
    visuals.widgets.active.bg_stroke = egui::Stroke::new(2.5, FOCUS_RING);
    if !crowded {
        visuals.panel_fill = egui::Color32::TRANSPARENT;
    }
    visuals
}

/// The colour of the keyboard's focus ring.
const FOCUS_RING: egui::Color32 = egui::Color32::from_rgb(255, 210, 0);

/// White text on black, strong widget outlines, a bright focus ring and selection.
fn high_contrast_visuals() -> egui::Visuals {
    let mut visuals = egui::Visuals::dark();
    visuals.override_text_color = Some(egui::Color32::WHITE);
    visuals.panel_fill = egui::Color32::BLACK;
    visuals.window_fill = egui::Color32::BLACK;
    visuals.extreme_bg_color = egui::Color32::BLACK;
    visuals.widgets.noninteractive.bg_stroke = egui::Stroke::new(1.5, egui::Color32::from_gray(200));
    visuals.widgets.inactive.bg_stroke = egui::Stroke::new(1.5, egui::Color32::from_gray(220));
    visuals.widgets.hovered.bg_stroke = egui::Stroke::new(2.0, egui::Color32::WHITE);
    visuals.selection.bg_fill = egui::Color32::from_rgb(0, 90, 200);
    visuals.selection.stroke = egui::Stroke::new(2.0, FOCUS_RING);
    visuals
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn panels_are_filled_only_when_they_leave_the_view_no_room() {
        assert_eq!(panel_visuals(false, false).panel_fill, egui::Color32::TRANSPARENT);
        assert_eq!(panel_visuals(true, false).panel_fill, egui::Color32::TRANSPARENT);
        assert_eq!(panel_visuals(false, true).panel_fill, egui::Visuals::dark().panel_fill);
        assert_eq!(panel_visuals(true, true).panel_fill, egui::Color32::BLACK);
        // the rest of the theme is kept either way, the focus ring too
        assert_eq!(panel_visuals(true, false).override_text_color, Some(egui::Color32::WHITE));
        for high_contrast in [false, true] {
            assert_eq!(panel_visuals(high_contrast, false).widgets.active.bg_stroke.color, FOCUS_RING);
        }
    }

    #[test]
    fn the_text_size_scales_every_text_style() {
        let standard = egui::Style::default().text_styles;
        let larger = sized_text(1.5);
        for (style, font) in &standard {
            assert!((larger[style].size - 1.5 * font.size).abs() < 1e-4, "{style:?}");
        }
        assert_eq!(sized_text(1.0), standard);
    }
}
