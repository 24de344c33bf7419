//! What the set-up tool's handles are and where: the rings at the velocity arrows' tips, the selected body's size
//! handles and knob, and the instruments' handles, each found under the pointer and followed.

use bevy::prelude::*;

use crate::app::editing::drag_plane::DragPlane;
use crate::app::editing::edit_gesture::{BodySize, EditGesture, EditView, EditedBodies, HANDLE_REACH, SNAP_STEP};
use crate::app::editing::shape_handles::{ShapeHandle, shape_handles};
use crate::app::instruments::tools::{Handle, Instruments};
use crate::app::overlays::arrow_scales::{arrow, arrow_scale};
use crate::app::overlays::motion_vectors::LONGEST_ARROW;
use crate::app::state::selection::Selection;
use crate::geometry::Ray;
use crate::physics::RigidBody;

/// Scenes with more moving bodies than this show the ring of the selected body only.
const MOST_RINGS: usize = 40;

/// The nearest of `points` (a key and where it is) to the pointer on screen, if within reach.
fn nearest_on_screen<K: Copy>(view: &EditView, points: impl IntoIterator<Item = (K, Vec3)>) -> Option<(K, Vec3)> {
    let pointer = view.pointer()?;
    points
        .into_iter()
        .filter_map(|(key, point)| Some((key, point, view.on_screen(point)?.distance(pointer))))
        .filter(|&(.., distance)| distance <= HANDLE_REACH)
        .min_by(|a, b| a.2.total_cmp(&b.2))
        .map(|(key, point, _)| (key, point))
}

/// The instrument handle under the pointer, if any: its drag.
pub fn grab_handle(view: &EditView, bench: &Instruments, upright: bool) -> Option<EditGesture> {
    let (handle, point) = nearest_on_screen(view, bench.handles())?;
    Some(EditGesture::Instrument { handle, plane: DragPlane::facing(*view.camera.1.forward(), point, upright) })
}

/// The selected body's handles, where they are.
pub fn selected_handles(bodies: &EditedBodies, selected: Option<Entity>, right: Vec3) -> Vec<(ShapeHandle, Vec3)> {
    let Some(Ok(body)) = selected.map(|body| bodies.get(body)) else { return Vec::new() };
    shape_handles(&body.collider.0, (body.transform.translation, body.transform.rotation), right)
}

/// The selected body's size handle or knob under the pointer, if any: its drag.
pub fn grab_shape_handle(view: &EditView, bodies: &EditedBodies, selected: Option<Entity>) -> Option<EditGesture> {
    let body = selected?;
    let handles = selected_handles(bodies, Some(body), *view.camera.1.right());
    let (handle, point) = nearest_on_screen(view, handles)?;
    let found = bodies.get(body).ok()?;
    let plane = view.facing_plane(found.transform.translation);
    Some(match handle {
        ShapeHandle::Turn => EditGesture::Turning { body, from: point, start: found.transform.rotation, plane },
        _ => {
            let start = BodySize { shape: found.collider.0.clone(), mass: found.mass.0 };
            EditGesture::Sizing { body, handle, plane, start }
        }
    })
}

/// A handle follows the pointer on its plane (snapped to the grid's tenths if the snap is on).
pub fn follow_handle(handle: Handle, (plane, ray): (&DragPlane, &Ray), snap: bool, bench: &mut Instruments) {
    let Some(mut point) = plane.meets(ray) else { return };
    if snap {
        point = plane.snap(point, SNAP_STEP);
    }
    if bench.handles().iter().any(|&(found, at)| found == handle && at != point) {
        bench.move_handle(handle, point);
    }
}

/// Prints what a dragged instrument reads (`--log-events`).
pub fn echo_handle(gesture: &EditGesture, bench: &Instruments) {
    let EditGesture::Instrument { handle, .. } = *gesture else { return };
    match handle {
        Handle::Tape(_) => {
            let [a, b] = bench.tape.unwrap_or_default();
            println!("tape length={:.6} from={:?} to={:?}", a.distance(b), a.to_array(), b.to_array());
        }
        Handle::Protractor(_) => println!("protractor angle={:.4}", bench.protractor_angle().unwrap_or(0.0)),
        Handle::Gate(index) => {
            let centre = bench.gates.get(index).map_or(Vec3::NAN, |gate| gate.centre);
            println!("gate {} centre={:?}", index + 1, centre.to_array());
        }
    }
}

/// The velocity rings: for each moving body (the selected one alone in a crowd), the tip of its velocity arrow
/// and the scale it is drawn at (on the log scale if `log`).
pub fn rings(bodies: &EditedBodies, (selection, log): (&Selection, bool)) -> Vec<(Entity, Vec3, f32)> {
    let moving = || bodies.iter().filter(|body| *body.kind == RigidBody::Dynamic);
    let fastest = moving().map(|body| body.velocity.0.length()).fold(0.0, f32::max);
    // with everything at rest no arrow shows a scale: a metre of arrow is a metre per second
    let scale = if fastest < 1e-3 { 1.0 } else { arrow_scale(fastest, LONGEST_ARROW) };
    let crowd = moving().count() > MOST_RINGS;
    moving()
        .filter(|body| !crowd || selection.contains(body.entity))
        .map(|body| (body.entity, body.transform.translation + arrow(body.velocity.0, scale, log), scale))
        .collect()
}
