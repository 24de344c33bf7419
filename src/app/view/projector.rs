//! The projector preset: what a class at the back of the room needs. Larger text and labels (the UI size),
//! gizmo lines twice as thick, white text on black panels and a black background behind the scene.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::app::state::controls::AppControls;
use crate::app::state::layout::ViewCrowded;
use crate::language::Texts;

/// The UI size the preset sets (the slider still moves it).
pub const PROJECTOR_UI_SCALE: f32 = 1.6;
/// Gizmo line width (px): normal, and with the preset.
const LINE_WIDTH: [f32; 2] = [3.0, 6.0];
/// Behind the scene: normal, and with the preset.
const BACKGROUND: [Color; 2] = [Color::srgb(0.11, 0.12, 0.15), Color::BLACK];

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Update, apply_projector_preset);
}

/// The preset's switch, for the panel's top row: on, it also sets the UI size; off, it puts it back to 1.
pub fn projector_toggle(ui: &mut egui::Ui, controls: &mut AppControls) {
    let t = Texts::of(ui.ctx());
    let toggle = ui.toggle_value(&mut controls.projector, t.get("controls-projector"));
    if toggle.on_hover_text(t.hint("controls-projector")).changed() {
        controls.ui_scale = if controls.projector { PROJECTOR_UI_SCALE } else { 1.0 };
    }
}

/// Line width, panel colours and background follow the preset whenever it is switched, and the panels' fill
/// whether the 3D view has room beside them.
fn apply_projector_preset(
    (controls, crowded): (Res<AppControls>, Res<ViewCrowded>),
    mut contexts: EguiContexts,
    mut store: ResMut<GizmoConfigStore>,
    mut background: ResMut<ClearColor>,
    mut applied: Local<Option<(bool, bool)>>,
) {
    if *applied == Some((controls.projector, crowded.0)) {
        return;
    }
    let Ok(ctx) = contexts.ctx_mut() else {
        return;
    };
    let on = usize::from(controls.projector);
    store.config_mut::<DefaultGizmoConfigGroup>().0.line.width = LINE_WIDTH[on];
    background.0 = BACKGROUND[on];
    ctx.set_visuals(panel_visuals(controls.projector, crowded.0));
    *applied = Some((controls.projector, crowded.0));
}

/// The preset's visuals, the panels drawn without a fill unless they leave the 3D view no room: the window
/// beside the view is cleared to the background already (the 3D camera clears its whole target, not just its
/// viewport), so the panels show the background's colour and a software rasteriser is spared blending half the
/// window a second time.
fn panel_visuals(projector: bool, crowded: bool) -> egui::Visuals {
    let mut visuals = if projector { high_contrast() } else { egui::Visuals::dark() };
    if !crowded {
        visuals.panel_fill = egui::Color32::TRANSPARENT;
    }
    visuals
}

/// White text on black, strong widget outlines.
fn high_contrast() -> egui::Visuals {
    let mut visuals = egui::Visuals::dark();
    visuals.override_text_color = Some(egui::Color32::WHITE);
    visuals.panel_fill = egui::Color32::BLACK;
    visuals.window_fill = egui::Color32::BLACK;
    visuals.extreme_bg_color = egui::Color32::BLACK;
    visuals.widgets.noninteractive.bg_stroke = egui::Stroke::new(1.5, egui::Color32::from_gray(200));
    visuals.widgets.inactive.bg_stroke = egui::Stroke::new(1.5, egui::Color32::from_gray(220));
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
        // the rest of the preset is kept either way
        assert_eq!(panel_visuals(true, false).override_text_color, Some(egui::Color32::WHITE));
    }
}
