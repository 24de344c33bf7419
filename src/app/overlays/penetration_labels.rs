//! The penetration depth written beside each contact that overlaps enough to read.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::app::overlays::switches::Overlays;
use crate::app::view::camera::OrbitCamera;
use crate::app::view::labels::{backed_label, egui_point, scene_painter};
use crate::language::Texts;
use crate::physics::Contacts;

/// Penetration below which a contact gets no label, in metres.
const LABEL_MIN_DEPTH: f32 = 0.001;
const LABEL_COLOR: egui::Color32 = egui::Color32::from_rgb(255, 230, 120);

/// Writes each contact's penetration next to it, over the 3D view.
pub(crate) fn draw_penetration_labels(
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
            let text = format!("{} m", Texts::of(ctx).number(f64::from(pair.contact.penetration), 3));
            backed_label(&painter, foot, egui::Align2::CENTER_BOTTOM, text, egui::FontId::monospace(13.0), LABEL_COLOR);
        }
    }
    Ok(())
}
