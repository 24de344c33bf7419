//! What the set-up tool draws: the rings at the velocity arrows' tips (while the clock stands still), the selected
//! body's size handles and knob, the instruments' handles, and beside a dragged body its coordinates, velocity,
//! size or turn.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::app::editing::edit_gesture::{EditGesture, EditedBodies, HANDLE_REACH};
use crate::app::editing::set_up_handles::{rings, selected_handles};
use crate::app::editing::shape_handles::ShapeHandle;
use crate::app::instruments::tools::Instruments;
use crate::app::overlays::switches::Overlays;
use crate::app::state::controls::AppControls;
use crate::app::state::selection::Selection;
use crate::app::state::tools::MouseTool;
use crate::app::view::camera::OrbitCamera;
use crate::app::view::labels::{backed_label, egui_point, scene_painter};
use crate::geometry::Shape;
use crate::language::Texts;
use crate::physics::PhysicsClock;

const RING_COLOR: egui::Color32 = egui::Color32::from_rgb(77, 217, 255);
const HANDLE_COLOR: egui::Color32 = egui::Color32::from_rgb(255, 217, 26);
const SIZE_COLOR: egui::Color32 = egui::Color32::from_rgb(255, 140, 40);

/// The words beside a dragged body: its coordinates, its velocity's speed and angle, its size or its turn.
pub fn edit_label(
    gesture: &EditGesture,
    (position, velocity): (Vec3, Vec3),
    (shape, rotation): (&Shape, Quat),
    t: &Texts,
) -> Option<String> {
    let n = |value: f32, decimals: usize| t.number(f64::from(value), decimals);
    match gesture.clone() {
        EditGesture::Moving { .. } => {
            let args = [("x", n(position.x, 2).into()), ("y", n(position.y, 2).into()), ("z", n(position.z, 2).into())];
            Some(t.with("edit-position", &args))
        }
        EditGesture::Aiming { plane, .. } => {
            let args = [("speed", n(velocity.length(), 2).into()), ("angle", n(plane.angle_of(velocity), 0).into())];
            Some(t.with("edit-aim", &args))
        }
        EditGesture::Sizing { .. } => match shape {
            &Shape::Sphere { radius } => Some(t.with("edit-radius", &[("radius", n(radius, 2).into())])),
            &Shape::Cuboid { half_extents: h } => {
                Some(format!("{} × {} × {} m", n(2.0 * h.x, 2), n(2.0 * h.y, 2), n(2.0 * h.z, 2)))
            }
            axial => {
                let (radius, length) = axial.axial_sizes()?;
                Some(t.with("edit-radius-length", &[("radius", n(radius, 2).into()), ("length", n(length, 2).into())]))
            }
        },
        EditGesture::Turning { plane, .. } => {
            let (axis, angle) = rotation.to_axis_angle();
            let about = if axis.dot(-plane.normal) < 0.0 { -angle } else { angle };
            Some(t.with("edit-turned", &[("angle", n(about.to_degrees(), 0).into())]))
        }
        EditGesture::Instrument { .. } | EditGesture::Idle => None,
    }
}

/// The rings, the selected body's handles and the instruments' handles, while the set-up tool is chosen.
pub fn draw_handles(
    mut contexts: EguiContexts,
    (controls, overlays, selection, clock): (Res<AppControls>, Res<Overlays>, Res<Selection>, Res<PhysicsClock>),
    (bench, bodies): (Res<Instruments>, EditedBodies),
    camera: Single<(&Camera, &GlobalTransform), With<OrbitCamera>>,
) -> Result {
    if controls.mouse_tool != MouseTool::Edit {
        return Ok(());
    }
    let (camera, camera_transform) = *camera;
    let ctx = contexts.ctx_mut()?;
    let painter = scene_painter(ctx, camera, "set-up handles");
    let zoom = ctx.zoom_factor();
    let on_screen = |point: Vec3| camera.world_to_viewport(camera_transform, point).ok().map(|at| egui_point(at, zoom));
    let ring = |at: egui::Pos2, color: egui::Color32| {
        painter.circle_stroke(at, HANDLE_REACH / zoom * 0.75, egui::Stroke::new(2.5, color));
    };
    let rings = if clock.paused { rings(&bodies, (&selection, overlays.log_arrows)) } else { Vec::new() };
    for (body, tip, _) in rings {
        let centre = bodies.get(body).ok().and_then(|body| on_screen(body.transform.translation));
        if let (Some(tip), Some(centre)) = (on_screen(tip), centre) {
            painter.line_segment([centre, tip], egui::Stroke::new(3.0, RING_COLOR));
            ring(tip, RING_COLOR);
        }
    }
    for (handle, point) in selected_handles(&bodies, selection.body, *camera_transform.right()) {
        let Some(at) = on_screen(point) else { continue };
        match handle {
            ShapeHandle::Turn => ring(at, SIZE_COLOR),
            _ => {
                let square = egui::Rect::from_center_size(at, egui::Vec2::splat(HANDLE_REACH / zoom));
                painter.rect_filled(square, 2.0, SIZE_COLOR);
            }
        }
    }
    for (_, point) in bench.handles() {
        if let Some(at) = on_screen(point) {
            ring(at, HANDLE_COLOR);
        }
    }
    Ok(())
}

/// The dragged body's coordinates, velocity, size or turn, beside it.
pub fn label_edit_gesture(
    mut contexts: EguiContexts,
    gesture: Res<EditGesture>,
    bodies: EditedBodies,
    camera: Single<(&Camera, &GlobalTransform), With<OrbitCamera>>,
) -> Result {
    let Some(Ok(body)) = gesture.body().map(|body| bodies.get(body)) else { return Ok(()) };
    let motion = (body.transform.translation, body.velocity.0);
    let ctx = contexts.ctx_mut()?;
    let turn = (&body.collider.0, body.transform.rotation);
    let Some(text) = edit_label(&gesture, motion, turn, &Texts::of(ctx)) else { return Ok(()) };
    let (camera, camera_transform) = *camera;
    let Ok(at) = camera.world_to_viewport(camera_transform, body.transform.translation) else { return Ok(()) };
    let painter = scene_painter(ctx, camera, "set-up label");
    let at = egui_point(at + Vec2::new(0.0, -40.0), ctx.zoom_factor());
    let font = egui::FontId::proportional(16.0);
    backed_label(&painter, at, egui::Align2::CENTER_BOTTOM, text, font, egui::Color32::WHITE);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::editing::drag_plane::DragPlane;
    use crate::app::editing::edit_gesture::BodySize;

    #[test]
    fn the_label_gives_the_coordinates_the_speed_and_angle_the_size_or_the_turn() {
        let plane = DragPlane::facing(Vec3::NEG_Y, Vec3::ZERO, false);
        let ball = Shape::Sphere { radius: 0.35 };
        let still = (&ball, Quat::IDENTITY);
        let t = Texts::english();
        let moving = EditGesture::Moving { body: Entity::PLACEHOLDER, offset: Vec3::ZERO, plane };
        let label = edit_label(&moving, (Vec3::new(1.2, 0.5, -0.3), Vec3::ZERO), still, &t);
        assert_eq!(label.as_deref(), Some("x 1.20  y 0.50  z -0.30 m"));
        let aiming = EditGesture::Aiming { body: Entity::PLACEHOLDER, plane, scale: 1.0, log: false };
        assert_eq!(
            edit_label(&aiming, (Vec3::ZERO, Vec3::new(0.0, 0.0, -2.5)), still, &t).as_deref(),
            Some("2.50 m/s at 90°")
        );
        let start = BodySize { shape: Shape::Sphere { radius: 0.2 }, mass: 1.0 };
        let sizing = EditGesture::Sizing { body: Entity::PLACEHOLDER, handle: ShapeHandle::Radius, plane, start };
        assert_eq!(edit_label(&sizing, (Vec3::ZERO, Vec3::ZERO), still, &t).as_deref(), Some("radius 0.35 m"));
        // seen from +z (the plane's normal the view's forward, −z), a turn of 30° about +z
        let front = DragPlane { normal: Vec3::NEG_Z, ..plane };
        let turning =
            EditGesture::Turning { body: Entity::PLACEHOLDER, from: Vec3::Y, start: Quat::IDENTITY, plane: front };
        let turn = (&ball, Quat::from_rotation_z(30f32.to_radians()));
        assert_eq!(edit_label(&turning, (Vec3::ZERO, Vec3::ZERO), turn, &t).as_deref(), Some("turned 30°"));
    }
}
