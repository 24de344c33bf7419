//! The set-up tool (E): a drag on a body moves it (on the floor's plane, or upright facing a level camera or
//! with Alt held), snapped to the floor grid's tenths unless the snap is off, its coordinates shown beside
//! it; a drag from the ring at the tip of a body's velocity arrow (at its centre when it is at rest) sets its
//! velocity, the speed and angle shown. A press selects the body. The instruments' handles are dragged too (an
//! end of the tape let go over a body goes to its centre). Choosing the tool pauses the clock: a
//! set-up is made with time standing still.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::input::EguiWantsInput;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::app::editing::drag_plane::{DragPlane, velocity_of_arrow};
use crate::app::instruments::tools::{Handle, Instruments};
use crate::app::interaction::picking::{pick_body, pointer_ray};
use crate::app::overlays::arrow_scales::{HeldVelocityScale, arrow, arrow_scale};
use crate::app::overlays::motion_vectors::LONGEST_ARROW;
use crate::app::overlays::switches::Overlays;
use crate::app::session::event_log::EventLog;
use crate::app::state::controls::AppControls;
use crate::app::state::pointer::TouchPointer;
use crate::app::state::selection::{PressOnBody, Selection};
use crate::app::state::tools::MouseTool;
use crate::app::view::camera::OrbitCamera;
use crate::app::view::labels::{backed_label, egui_point, scene_painter};
use crate::geometry::Ray;
use crate::physics::{LinearVelocity, PhysicsClock, RigidBody, SpatialQuery};

/// The drag of the set-up tool in progress, if any.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub enum EditGesture {
    #[default]
    Idle,
    /// A body dragged on `plane`, its centre kept `offset` from the pointer's point there.
    Moving { body: Entity, offset: Vec3, plane: DragPlane },
    /// A body's velocity arrow dragged by its tip on `plane` (through the centre), drawn at `scale` m/s per
    /// metre (or on the log scale).
    Aiming { body: Entity, plane: DragPlane, scale: f32, log: bool },
    /// An instrument's handle dragged on `plane`.
    Instrument { handle: Handle, plane: DragPlane },
}

/// The set-up tool's switches.
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct EditSettings {
    /// Positions go to the floor grid's tenths, speeds to tenths of a metre per second and angles to whole
    /// multiples of 5°.
    pub snap: bool,
}

impl Default for EditSettings {
    fn default() -> Self {
        EditSettings { snap: true }
    }
}

/// The snap's step for positions (m): a tenth of the floor grid's square.
pub const SNAP_STEP: f32 = 0.1;
/// The snap's steps for a velocity: m/s and degrees.
const SPEED_STEP: f32 = 0.1;
const ANGLE_STEP: f32 = 5.0;
/// A press this close to a velocity arrow's tip (logical pixels) takes the arrow.
const HANDLE_REACH: f32 = 12.0;
/// Scenes with more moving bodies than this show the ring of the selected body only.
const MOST_RINGS: usize = 40;
const RING_COLOR: egui::Color32 = egui::Color32::from_rgb(77, 217, 255);
const HANDLE_COLOR: egui::Color32 = egui::Color32::from_rgb(255, 217, 26);

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<EditGesture>()
        .init_resource::<EditSettings>()
        .add_systems(Update, (pause_for_set_up, track_edit_gestures).chain())
        .add_systems(EguiPrimaryContextPass, (draw_rings, label_edit_gesture));
}

/// Choosing the set-up tool pauses the clock.
fn pause_for_set_up(controls: Res<AppControls>, mut clock: ResMut<PhysicsClock>, mut before: Local<MouseTool>) {
    if controls.mouse_tool == MouseTool::Edit && *before != MouseTool::Edit {
        clock.paused = true;
    }
    *before = controls.mouse_tool;
}

/// The pointer on screen, the camera, and what a press can land on.
#[derive(bevy::ecs::system::SystemParam)]
struct EditView<'w, 's> {
    window: Single<'w, 's, &'static Window, With<PrimaryWindow>>,
    camera: Single<'w, 's, (&'static Camera, &'static GlobalTransform), With<OrbitCamera>>,
    touch: Res<'w, TouchPointer>,
}

impl EditView<'_, '_> {
    fn pointer(&self) -> Option<Vec2> {
        self.touch.position_in(&self.window)
    }

    fn ray(&self) -> Option<Ray> {
        pointer_ray(self.pointer(), self.camera.0, self.camera.1)
    }

    fn on_screen(&self, point: Vec3) -> Option<Vec2> {
        self.camera.0.world_to_viewport(self.camera.1, point).ok()
    }
}

/// A body as the set-up tool reads and moves it.
type EditedBodies<'w, 's> = Query<
    'w,
    's,
    (Entity, &'static mut Transform, &'static mut LinearVelocity, &'static RigidBody, Option<&'static Name>),
>;

/// Starts, follows and ends the set-up tool's drags.
#[allow(clippy::too_many_arguments)]
fn track_edit_gestures(
    (buttons, keys, egui_input): (Res<ButtonInput<MouseButton>>, Res<ButtonInput<KeyCode>>, Res<EguiWantsInput>),
    view: EditView,
    (controls, settings, overlays): (Res<AppControls>, Res<EditSettings>, Res<Overlays>),
    mut picked: ParamSet<(SpatialQuery, EditedBodies)>,
    (mut gesture, mut held, mut selection, mut press): (
        ResMut<EditGesture>,
        ResMut<HeldVelocityScale>,
        ResMut<Selection>,
        ResMut<PressOnBody>,
    ),
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
        let rings = rings(&bodies, (&selection, log_scale(&overlays)));
        *gesture = grab_handle(&view, &bench, upright)
            .unwrap_or_else(|| start_edit(&view, &bodies, (&rings, hit), (upright, log_scale(&overlays))));
        if let EditGesture::Instrument { .. } = *gesture {
            press.0 = true;
        }
        if let EditGesture::Moving { body, .. } | EditGesture::Aiming { body, .. } = *gesture {
            *selection = Selection { body: Some(body), pair: None };
            press.0 = true;
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
            _ => follow_edit(*gesture, &ray, settings.snap, &mut picked.p1()),
        }
    }
    if buttons.just_released(MouseButton::Left) {
        // an end of the tape or an arm of the protractor let go over a body goes to its centre
        if let EditGesture::Instrument { handle: handle @ (Handle::Tape(_) | Handle::Protractor(_)), .. } = *gesture
            && let Some(hit) = view.ray().and_then(|ray| pick_body(&picked.p0(), &ray))
            && let Ok((_, transform, ..)) = picked.p1().get(hit.entity)
        {
            bench.move_handle(handle, transform.translation);
        }
        if log.echo {
            echo_edit(*gesture, &picked.p1(), &view);
            echo_handle(*gesture, &bench);
        }
        *gesture = EditGesture::Idle;
        held.0 = None;
    }
}

/// The instrument handle under the pointer, if any: its drag.
fn grab_handle(view: &EditView, bench: &Instruments, upright: bool) -> Option<EditGesture> {
    let pointer = view.pointer()?;
    let forward = *view.camera.1.forward();
    let (handle, point, _) = bench
        .handles()
        .into_iter()
        .filter_map(|(handle, point)| Some((handle, point, view.on_screen(point)?.distance(pointer))))
        .filter(|&(.., distance)| distance <= HANDLE_REACH)
        .min_by(|a, b| a.2.total_cmp(&b.2))?;
    Some(EditGesture::Instrument { handle, plane: DragPlane::facing(forward, point, upright) })
}

/// A handle follows the pointer on its plane (snapped to the grid's tenths if the snap is on).
fn follow_handle(handle: Handle, (plane, ray): (&DragPlane, &Ray), snap: bool, bench: &mut Instruments) {
    let Some(mut point) = plane.meets(ray) else { return };
    if snap {
        point = plane.snap(point, SNAP_STEP);
    }
    if bench.handles().iter().any(|&(found, at)| found == handle && at != point) {
        bench.move_handle(handle, point);
    }
}

/// Prints what a dragged instrument reads (`--log-events`).
fn echo_handle(gesture: EditGesture, bench: &Instruments) {
    let EditGesture::Instrument { handle, .. } = gesture else { return };
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

/// Whether the arrows are on the log scale.
fn log_scale(overlays: &Overlays) -> bool {
    overlays.log_arrows
}

/// The velocity handles: for each moving body (the selected one alone in a crowd), the tip of its velocity
/// arrow and the scale it is drawn at.
fn rings(bodies: &EditedBodies, (selection, log): (&Selection, bool)) -> Vec<(Entity, Vec3, f32)> {
    let moving = || bodies.iter().filter(|(_, _, _, kind, _)| **kind == RigidBody::Dynamic);
    let fastest = moving().map(|(_, _, velocity, ..)| velocity.0.length()).fold(0.0, f32::max);
    // with everything at rest no arrow shows a scale: a metre of arrow is a metre per second
    let scale = if fastest < 1e-3 { 1.0 } else { arrow_scale(fastest, LONGEST_ARROW) };
    let crowd = moving().count() > MOST_RINGS;
    moving()
        .filter(|(entity, ..)| !crowd || selection.contains(*entity))
        .map(|(entity, transform, velocity, ..)| (entity, transform.translation + arrow(velocity.0, scale, log), scale))
        .collect()
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
        && let Ok((_, transform, ..)) = bodies.get(body)
    {
        let plane = DragPlane::facing(forward, transform.translation, upright);
        return EditGesture::Aiming { body, plane, scale, log };
    }
    let Some((body, point)) = hit else { return EditGesture::Idle };
    let Ok((_, transform, ..)) = bodies.get(body) else { return EditGesture::Idle };
    let plane = DragPlane::facing(forward, point, upright);
    EditGesture::Moving { body, offset: transform.translation - point, plane }
}

/// A drag follows the pointer: the body's centre, or its velocity.
fn follow_edit(gesture: EditGesture, ray: &Ray, snap: bool, bodies: &mut EditedBodies) {
    match gesture {
        EditGesture::Moving { body, offset, plane } => {
            let (Some(point), Ok((_, mut transform, ..))) = (plane.meets(ray), bodies.get_mut(body)) else { return };
            let mut centre = point + offset;
            if snap {
                centre = plane.snap(centre, SNAP_STEP);
            }
            if transform.translation != centre {
                transform.translation = centre;
            }
        }
        EditGesture::Aiming { body, plane, scale, log } => {
            let Ok((_, transform, mut velocity, ..)) = bodies.get_mut(body) else { return };
            let plane = DragPlane { point: transform.translation, ..plane };
            let Some(point) = plane.meets(ray) else { return };
            let mut wanted = velocity_of_arrow(point - transform.translation, scale, log);
            if snap {
                wanted = snapped_velocity(wanted, &plane);
            }
            velocity.set_if_neq(LinearVelocity(wanted));
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

/// Prints where a drag left the body, and where it is on screen (`--log-events`).
fn echo_edit(gesture: EditGesture, bodies: &EditedBodies, view: &EditView) {
    let (EditGesture::Moving { body, .. } | EditGesture::Aiming { body, .. }) = gesture else { return };
    let Ok((_, transform, velocity, _, name)) = bodies.get(body) else { return };
    let name = name.map_or("?", |name| name.as_str());
    let (position, velocity) = (transform.translation.to_array(), velocity.0.to_array());
    let screen = view.on_screen(transform.translation).unwrap_or(Vec2::NAN).to_array();
    match gesture {
        EditGesture::Moving { .. } => println!("moved {name:?} position={position:?} screen={screen:?}"),
        _ => println!("aimed {name:?} velocity={velocity:?}"),
    }
}

/// The words beside a dragged body: its coordinates, or its velocity's speed and angle.
pub fn edit_label(gesture: EditGesture, position: Vec3, velocity: Vec3) -> Option<String> {
    match gesture {
        EditGesture::Moving { .. } => Some(format!("x {:.2}  y {:.2}  z {:.2} m", position.x, position.y, position.z)),
        EditGesture::Aiming { plane, .. } => {
            Some(format!("{:.2} m/s at {:.0}°", velocity.length(), plane.angle_of(velocity)))
        }
        EditGesture::Instrument { .. } | EditGesture::Idle => None,
    }
}

/// The rings at the tips of the velocity arrows, while the set-up tool is chosen and the clock stands still, and
/// the instruments' handles.
fn draw_rings(
    mut contexts: EguiContexts,
    (controls, overlays, selection, clock): (Res<AppControls>, Res<Overlays>, Res<Selection>, Res<PhysicsClock>),
    bench: Res<Instruments>,
    bodies: EditedBodies,
    camera: Single<(&Camera, &GlobalTransform), With<OrbitCamera>>,
) -> Result {
    if controls.mouse_tool != MouseTool::Edit {
        return Ok(());
    }
    let (camera, camera_transform) = *camera;
    let ctx = contexts.ctx_mut()?;
    let painter = scene_painter(ctx, camera, "velocity rings");
    let zoom = ctx.zoom_factor();
    let rings = if clock.paused { rings(&bodies, (&selection, log_scale(&overlays))) } else { Vec::new() };
    for (body, tip, _) in rings {
        let (Ok(tip), Ok((_, transform, ..))) = (camera.world_to_viewport(camera_transform, tip), bodies.get(body))
        else {
            continue;
        };
        if let Ok(centre) = camera.world_to_viewport(camera_transform, transform.translation) {
            painter.line_segment([egui_point(centre, zoom), egui_point(tip, zoom)], egui::Stroke::new(3.0, RING_COLOR));
        }
        painter.circle_stroke(egui_point(tip, zoom), HANDLE_REACH / zoom * 0.75, egui::Stroke::new(2.5, RING_COLOR));
    }
    for (_, point) in bench.handles() {
        if let Ok(at) = camera.world_to_viewport(camera_transform, point) {
            painter.circle_stroke(
                egui_point(at, zoom),
                HANDLE_REACH / zoom * 0.75,
                egui::Stroke::new(2.5, HANDLE_COLOR),
            );
        }
    }
    Ok(())
}

/// The dragged body's coordinates or velocity, beside it.
fn label_edit_gesture(
    mut contexts: EguiContexts,
    gesture: Res<EditGesture>,
    bodies: EditedBodies,
    camera: Single<(&Camera, &GlobalTransform), With<OrbitCamera>>,
) -> Result {
    let (EditGesture::Moving { body, .. } | EditGesture::Aiming { body, .. }) = *gesture else { return Ok(()) };
    let Ok((_, transform, velocity, ..)) = bodies.get(body) else { return Ok(()) };
    let Some(text) = edit_label(*gesture, transform.translation, velocity.0) else { return Ok(()) };
    let (camera, camera_transform) = *camera;
    let Ok(at) = camera.world_to_viewport(camera_transform, transform.translation) else { return Ok(()) };
    let ctx = contexts.ctx_mut()?;
    let painter = scene_painter(ctx, camera, "set-up label");
    let at = egui_point(at + Vec2::new(0.0, -40.0), ctx.zoom_factor());
    let font = egui::FontId::proportional(16.0);
    backed_label(&painter, at, egui::Align2::CENTER_BOTTOM, text, font, egui::Color32::WHITE);
    Ok(())
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

    #[test]
    fn the_label_gives_the_coordinates_or_the_speed_and_angle() {
        let plane = DragPlane::facing(Vec3::NEG_Y, Vec3::ZERO, false);
        let moving = EditGesture::Moving { body: Entity::PLACEHOLDER, offset: Vec3::ZERO, plane };
        let label = edit_label(moving, Vec3::new(1.2, 0.5, -0.3), Vec3::ZERO);
        assert_eq!(label.as_deref(), Some("x 1.20  y 0.50  z -0.30 m"));
        let aiming = EditGesture::Aiming { body: Entity::PLACEHOLDER, plane, scale: 1.0, log: false };
        let label = edit_label(aiming, Vec3::ZERO, Vec3::new(0.0, 0.0, -2.5));
        assert_eq!(label.as_deref(), Some("2.50 m/s at 90°"));
    }
}
