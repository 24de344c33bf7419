//! The set-up tool (E): a drag on a body moves it (on the floor's plane, or upright facing a level camera or
//! with Alt held), snapped to the floor grid's tenths unless the snap is off, its coordinates shown beside
//! it; a drag from the ring at the tip of a body's velocity arrow (at its centre when it is at rest) sets its
//! velocity, the speed and angle shown. A press selects the body; the selected body's handles size it (a
//! sphere's radius, a box's half widths) and turn a box (its knob, about the view's axis). The instruments'
//! handles are dragged too (an end of the tape let go over a body goes to its centre). Choosing the tool pauses
//! the clock: a set-up is made with time standing still.

use bevy::prelude::*;
use bevy_egui::EguiPrimaryContextPass;
use bevy_egui::input::EguiWantsInput;

use crate::app::editing::drag_plane::{DragPlane, velocity_of_arrow};
use crate::app::editing::edit_gesture::{EditGesture, EditSettings, EditView, EditedBodies, HANDLE_REACH, SNAP_STEP};
use crate::app::editing::set_up_handles::{echo_handle, follow_handle, grab_handle, grab_shape_handle, rings};
use crate::app::editing::set_up_marks::{draw_handles, label_edit_gesture};
use crate::app::editing::shape_handles::{mass_after_resize, resized, turned_by_knob};
use crate::app::instruments::tools::{Handle, Instruments};
use crate::app::interaction::picking::pick_body;
use crate::app::overlays::arrow_scales::HeldVelocityScale;
use crate::app::overlays::switches::Overlays;
use crate::app::session::event_log::EventLog;
use crate::app::state::controls::AppControls;
use crate::app::state::selection::{PressOnBody, Selection};
use crate::app::state::tools::MouseTool;
use crate::geometry::Ray;
use crate::physics::{Collider, LinearVelocity, Mass, PhysicsClock, SpatialQuery};

/// The snap's steps for a velocity: m/s and degrees.
const SPEED_STEP: f32 = 0.1;
const ANGLE_STEP: f32 = 5.0;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<EditGesture>()
        .init_resource::<EditSettings>()
        .add_systems(Update, (pause_for_set_up, track_edit_gestures).chain())
        .add_systems(EguiPrimaryContextPass, (draw_handles, label_edit_gesture));
}

/// Choosing the set-up tool pauses the clock.
fn pause_for_set_up(controls: Res<AppControls>, mut clock: ResMut<PhysicsClock>, mut before: Local<MouseTool>) {
    if controls.mouse_tool == MouseTool::Edit && *before != MouseTool::Edit {
        clock.paused = true;
    }
    *before = controls.mouse_tool;
}

/// The resources a press changes beside the gesture.
type PressResults<'w> = (ResMut<'w, HeldVelocityScale>, ResMut<'w, Selection>, ResMut<'w, PressOnBody>);

/// Starts, follows and ends the set-up tool's drags.
#[allow(clippy::too_many_arguments)]
fn track_edit_gestures(
    (buttons, keys, egui_input): (Res<ButtonInput<MouseButton>>, Res<ButtonInput<KeyCode>>, Res<EguiWantsInput>),
    view: EditView,
    (controls, settings, overlays): (Res<AppControls>, Res<EditSettings>, Res<Overlays>),
    mut picked: ParamSet<(SpatialQuery, EditedBodies)>,
    mut gesture: ResMut<EditGesture>,
    (mut held, mut selection, mut press): PressResults,
    (mut clock, log, mut bench): (ResMut<PhysicsClock>, Res<EventLog>, ResMut<Instruments>),
) {
    if controls.mouse_tool != MouseTool::Edit {
        *gesture = EditGesture::Idle;
        return;
    }
    let modified =
        keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight, KeyCode::ControlLeft, KeyCode::ControlRight]);
    let upright = keys.any_pressed([KeyCode::AltLeft, KeyCode::AltRight]);
    if buttons.just_pressed(MouseButton::Left) && !egui_input.wants_any_pointer_input() && !modified {
        let hit = view.ray().and_then(|ray| pick_body(&picked.p0(), &ray)).map(|hit| (hit.entity, hit.point));
        let bodies = picked.p1();
        let rings = rings(&bodies, (&selection, overlays.log_arrows));
        *gesture = grab_handle(&view, &bench, upright)
            .or_else(|| grab_shape_handle(&view, &bodies, selection.body))
            .unwrap_or_else(|| start_edit(&view, &bodies, (&rings, hit), (upright, overlays.log_arrows)));
        press.0 |= *gesture != EditGesture::Idle;
        if let Some(body) = gesture.body() {
            *selection = Selection { body: Some(body), pair: None };
            clock.paused = true;
        }
        held.0 = match *gesture {
            EditGesture::Aiming { scale, .. } => Some(scale),
            _ => None,
        };
    }
    if let Some(ray) = view.ray() {
        match *gesture {
            EditGesture::Instrument { handle, plane } => {
                follow_handle(handle, (&plane, &ray), settings.snap, &mut bench)
            }
            _ => follow_edit(&gesture, &ray, &settings, &mut picked.p1()),
        }
    }
    if buttons.just_released(MouseButton::Left) {
        // an end of the tape or an arm of the protractor let go over a body goes to its centre
        if let EditGesture::Instrument { handle: handle @ (Handle::Tape(_) | Handle::Protractor(_)), .. } = *gesture
            && let Some(hit) = view.ray().and_then(|ray| pick_body(&picked.p0(), &ray))
            && let Ok(body) = picked.p1().get(hit.entity)
        {
            bench.move_handle(handle, body.transform.translation);
        }
        if log.echo {
            echo_edit(&gesture, &picked.p1(), &view);
            echo_handle(&gesture, &bench);
        }
        *gesture = EditGesture::Idle;
        held.0 = None;
    }
}

/// The drag a press starts: on a velocity ring, the arrow; else on a body, the body.
fn start_edit(
    view: &EditView,
    bodies: &EditedBodies,
    (rings, hit): (&[(Entity, Vec3, f32)], Option<(Entity, Vec3)>),
    (upright, log): (bool, bool),
) -> EditGesture {
    let Some(pointer) = view.pointer() else { return EditGesture::Idle };
    let forward = *view.camera.1.forward();
    let nearest_ring = rings
        .iter()
        .filter_map(|&(body, tip, scale)| Some((body, view.on_screen(tip)?.distance(pointer), scale)))
        .filter(|&(_, distance, _)| distance <= HANDLE_REACH)
        .min_by(|a, b| a.1.total_cmp(&b.1));
    if let Some((body, _, scale)) = nearest_ring
        && let Ok(found) = bodies.get(body)
    {
        let plane = DragPlane::facing(forward, found.transform.translation, upright);
        return EditGesture::Aiming { body, plane, scale, log };
    }
    let Some((body, point)) = hit else { return EditGesture::Idle };
    let Ok(found) = bodies.get(body) else { return EditGesture::Idle };
    let plane = DragPlane::facing(forward, point, upright);
    EditGesture::Moving { body, offset: found.transform.translation - point, plane }
}

/// A drag follows the pointer: the body's centre, its velocity, its size or its turn.
fn follow_edit(gesture: &EditGesture, ray: &Ray, settings: &EditSettings, bodies: &mut EditedBodies) {
    let snap = settings.snap;
    let Some(mut body) = gesture.body().and_then(|body| bodies.get_mut(body).ok()) else { return };
    let centre = body.transform.translation;
    match gesture.clone() {
        EditGesture::Moving { offset, plane, .. } => {
            let Some(point) = plane.meets(ray) else { return };
            let wanted = if snap { plane.snap(point + offset, SNAP_STEP) } else { point + offset };
            if centre != wanted {
                body.transform.translation = wanted;
            }
        }
        EditGesture::Aiming { plane, scale, log, .. } => {
            let plane = DragPlane { point: centre, ..plane };
            let Some(point) = plane.meets(ray) else { return };
            let wanted = velocity_of_arrow(point - centre, scale, log);
            let wanted = if snap { snapped_velocity(wanted, &plane) } else { wanted };
            body.velocity.set_if_neq(LinearVelocity(wanted));
        }
        EditGesture::Sizing { handle, plane, start, .. } => {
            let Some(point) = (DragPlane { point: centre, ..plane }).meets(ray) else { return };
            let shape = resized(&body.collider.0, handle, (centre, body.transform.rotation), point, snap);
            // from the drag's start, so a size clamped on the way and dragged back gives the mass back
            let mass = mass_after_resize(start.mass, (&start.shape, &shape), settings.same_density);
            body.mass.set_if_neq(Mass(mass));
            body.collider.set_if_neq(Collider(shape));
        }
        EditGesture::Turning { from, start, plane, .. } => {
            let Some(point) = (DragPlane { point: centre, ..plane }).meets(ray) else { return };
            let turn = turned_by_knob(start, (centre, -plane.normal), (from, point), snap);
            if body.transform.rotation != turn {
                body.transform.rotation = turn;
            }
        }
        EditGesture::Instrument { .. } | EditGesture::Idle => {}
    }
}

/// `velocity` (in `plane`) with its speed a multiple of the speed step and its angle of the angle step.
pub fn snapped_velocity(velocity: Vec3, plane: &DragPlane) -> Vec3 {
    let speed = (velocity.length() / SPEED_STEP).round() / SPEED_STEP.recip();
    let angle = (plane.angle_of(velocity) / ANGLE_STEP).round() * ANGLE_STEP;
    let (sin, cos) = angle.to_radians().sin_cos();
    (plane.right * cos + plane.up * sin) * speed
}

/// Prints where a drag left the body and where it is on screen, its velocity, size or turn (`--log-events`).
fn echo_edit(gesture: &EditGesture, bodies: &EditedBodies, view: &EditView) {
    let Some(Ok(body)) = gesture.body().map(|body| bodies.get(body)) else { return };
    let name = body.name.map_or("?", |name| name.as_str());
    let (position, velocity) = (body.transform.translation.to_array(), body.velocity.0.to_array());
    let screen = view.on_screen(body.transform.translation).unwrap_or(Vec2::NAN).to_array();
    match gesture.clone() {
        EditGesture::Moving { .. } => println!("moved {name:?} position={position:?} screen={screen:?}"),
        EditGesture::Aiming { .. } => println!("aimed {name:?} velocity={velocity:?}"),
        EditGesture::Sizing { .. } => println!("sized {name:?} shape={:?} mass={}", body.collider.0, body.mass.0),
        _ => println!("turned {name:?} rotation={:?}", body.transform.rotation.to_array()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_snapped_velocity_has_a_round_speed_and_angle() {
        let floor = DragPlane::facing(Vec3::NEG_Y, Vec3::ZERO, false);
        let snapped = snapped_velocity(Vec3::new(2.46, 0.0, -1.38), &floor);
        // 2.82 m/s at 29.3° → 2.8 m/s at 30°
        assert!((snapped.length() - 2.8).abs() < 1e-5 && (floor.angle_of(snapped) - 30.0).abs() < 1e-3, "{snapped}");
        assert_eq!(snapped.y, 0.0, "it stays in the plane");
    }
}
