//! A floor grid with a scale: 1 m lines on the ground plane (y = 0) over the scene, every fifth brighter,
//! their distances labelled along x and z, and the axes at the origin.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::app::overlays::switches::Overlays;
use crate::app::view::camera::OrbitCamera;
use crate::app::view::labels::{egui_point, scene_painter};
use crate::physics::{Collider, RigidBody};

const LINE_COLOR: Color = Color::srgba(0.8, 0.8, 0.85, 0.18);
const FIFTH_COLOR: Color = Color::srgba(0.9, 0.9, 0.95, 0.4);
const AXIS_COLORS: [Color; 3] =
    [Color::srgb(0.95, 0.3, 0.3), Color::srgb(0.3, 0.9, 0.35), Color::srgb(0.35, 0.55, 1.0)];
/// The grid reaches at least this far from the origin, and at most the farther (m).
const REACH: (f32, f32) = (5.0, 60.0);
/// Just above the ground, so the lines are not lost in a floor whose top is at y = 0.
const LIFT: f32 = 0.002;

/// How far the grid reaches: the whole number of metres that covers every static body's footprint.
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct GridReach(pub i32);

impl Default for GridReach {
    fn default() -> Self {
        GridReach(REACH.0 as i32)
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<GridReach>()
        .add_systems(PostUpdate, (measure_grid_reach, draw_floor_grid).chain())
        .add_systems(EguiPrimaryContextPass, draw_grid_labels);
}

/// The grid's reach for the scene's static bodies (floors and walls), clamped to a sane size.
pub fn grid_reach<'a>(footprints: impl IntoIterator<Item = (&'a crate::geometry::Shape, Vec3)>) -> i32 {
    let farthest = footprints.into_iter().map(|(shape, at)| {
        let bounds = shape.aabb(at);
        bounds.min().abs().max(bounds.max().abs()).xz().max_element()
    });
    farthest.fold(REACH.0, f32::max).min(REACH.1).ceil() as i32
}

fn measure_grid_reach(
    bodies: Query<(&Collider, &Transform, &RigidBody), Changed<Transform>>,
    all: Query<(&Collider, &Transform, &RigidBody)>,
    mut reach: ResMut<GridReach>,
) {
    if bodies.is_empty() {
        return;
    }
    let statics = all.iter().filter(|(.., body)| **body == RigidBody::Static);
    reach.set_if_neq(GridReach(grid_reach(
        statics.map(|(collider, transform, _)| (&collider.0, transform.translation)),
    )));
}

fn draw_floor_grid(mut gizmos: Gizmos, overlays: Res<Overlays>, reach: Res<GridReach>) {
    if !overlays.grid {
        return;
    }
    let far = reach.0 as f32;
    for i in -reach.0..=reach.0 {
        let color = if i % 5 == 0 { FIFTH_COLOR } else { LINE_COLOR };
        let at = i as f32;
        gizmos.line(Vec3::new(at, LIFT, -far), Vec3::new(at, LIFT, far), color);
        gizmos.line(Vec3::new(-far, LIFT, at), Vec3::new(far, LIFT, at), color);
    }
    for (axis, color) in AXIS_COLORS.into_iter().enumerate() {
        gizmos.arrow(Vec3::Y * LIFT, Vec3::Y * LIFT + Vec3::AXES[axis], color);
    }
}

/// The distances along +x and +z (every metre near the origin, then every fifth), and the axes' names.
fn draw_grid_labels(
    mut contexts: EguiContexts,
    overlays: Res<Overlays>,
    reach: Res<GridReach>,
    camera: Single<(&Camera, &GlobalTransform), With<OrbitCamera>>,
) -> Result {
    if !overlays.grid {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let (camera, camera_transform) = *camera;
    let painter = scene_painter(ctx, camera, "grid labels");
    let label = |point: Vec3, text: String, color: egui::Color32| {
        if let Ok(at) = camera.world_to_viewport(camera_transform, point) {
            // a dark shadow under the text keeps it readable on a light floor and on the dark sky alike
            let (at, font) = (egui_point(at, ctx.zoom_factor()), egui::FontId::proportional(13.0));
            let shadow = egui::Color32::from_black_alpha(200);
            painter.text(at + egui::vec2(1.0, 1.0), egui::Align2::CENTER_TOP, &text, font.clone(), shadow);
            painter.text(at, egui::Align2::CENTER_TOP, text, font, color);
        }
    };
    let grey = egui::Color32::from_rgb(235, 235, 245);
    for metres in (1..=reach.0).filter(|&m| m <= 2 || m % 5 == 0) {
        label(Vec3::new(metres as f32, LIFT, 0.0), format!("{metres} m"), grey);
        label(Vec3::new(0.0, LIFT, metres as f32), format!("{metres} m"), grey);
    }
    for (name, axis, color) in [("x", 0, (240, 80, 80)), ("y", 1, (80, 230, 90)), ("z", 2, (90, 140, 255))] {
        label(Vec3::AXES[axis] * 1.15, name.to_string(), egui::Color32::from_rgb(color.0, color.1, color.2));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::Shape;

    #[test]
    fn the_grid_covers_the_floor_within_sane_bounds() {
        let floor = Shape::Cuboid { half_extents: Vec3::new(12.3, 0.5, 4.0) };
        assert_eq!(grid_reach([(&floor, Vec3::new(0.0, -0.5, 0.0))]), 13);
        assert_eq!(grid_reach([(&floor, Vec3::new(-2.0, -0.5, 0.0))]), 15);
        let pebble = Shape::Sphere { radius: 0.1 };
        assert_eq!(grid_reach([(&pebble, Vec3::ZERO)]), 5, "never smaller than 5 m");
        let huge = Shape::Cuboid { half_extents: Vec3::splat(500.0) };
        assert_eq!(grid_reach([(&huge, Vec3::ZERO)]), 60, "never larger than 60 m");
    }
}
