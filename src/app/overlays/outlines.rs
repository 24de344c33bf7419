//! Outlines around the selected bodies and the body under the pointer, so the class sees what the teacher
//! points at and picks.

use bevy::prelude::*;

use crate::app::overlays::shapes::draw_turned;
use crate::app::state::selection::{Hovered, Selection};
use crate::app::view::camera::OrbitCamera;
use crate::geometry::{Placed, Shape};
use crate::physics::Collider;

const SELECTED: Color = Color::srgb(1.0, 0.85, 0.2);
const HOVERED: Color = Color::srgb(0.95, 0.95, 0.95);
/// How much larger than its body an outline is drawn, so it shows around the body and not through it.
const GROWTH: f32 = 1.06;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(PostUpdate, draw_outlines.after(TransformSystems::Propagate));
}

fn draw_outlines(
    mut gizmos: Gizmos,
    (selection, hovered): (Res<Selection>, Res<Hovered>),
    bodies: Query<(&Collider, &Transform)>,
    camera: Single<&GlobalTransform, With<OrbitCamera>>,
) {
    let eye = camera.translation();
    let hovered = hovered.0.filter(|entity| !selection.contains(*entity));
    let outlined = selection.bodies().into_iter().map(|entity| (entity, SELECTED));
    for (entity, color) in outlined.chain(hovered.map(|entity| (entity, HOVERED))) {
        let Ok((collider, transform)) = bodies.get(entity) else {
            continue;
        };
        let centre = transform.translation;
        match &collider.0 {
            // a sphere's outline is the circle it shows the camera
            Shape::Sphere { radius } => {
                let facing = Quat::from_rotation_arc(Vec3::Z, (eye - centre).normalize_or(Vec3::Z));
                gizmos.circle(Isometry3d::new(centre, facing), radius * GROWTH, color);
            }
            shape => draw_turned(&mut gizmos, &Placed::new(shape.clone(), centre, transform.rotation), GROWTH, color),
        }
    }
}
