//! The mouse in the scene: a ray from the cursor finds the body under it, to push, select or spawn on.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::input::EguiWantsInput;

use crate::app::session::capture::CapturePlan;
use crate::app::session::scene_library::UserSpawned;
use crate::app::state::controls::{AppControls, Request, SpawnShape};
use crate::app::state::pointer::TouchPointer;
use crate::app::state::selection::{Hovered, PressOnBody, Selection};
use crate::app::view::camera::OrbitCamera;
use crate::geometry::{Ray, Shape};
use crate::language::Texts;
use crate::physics::{
    Collider, Mass, MassDistribution, PhysicsMaterial, QueryFilter, QueryHit, RigidBody, RollingResistance,
    SpatialQuery, SpinningFriction,
};

/// How far a click reaches into the scene, in metres.
pub(crate) const PICK_RANGE: f32 = 1_000.0;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Selection>()
        .init_resource::<PressOnBody>()
        .init_resource::<Hovered>()
        .init_resource::<TouchPointer>()
        .add_systems(Update, (handle_scene_clicks, spawn_at_pointer, note_hovered_body));
}

/// The nearest body under `ray`, within the pick range.
pub fn pick_body(query: &SpatialQuery, ray: &Ray) -> Option<QueryHit> {
    query.cast_ray(ray, PICK_RANGE, &QueryFilter::default())
}

/// The ray from the camera through the cursor, if the cursor is over the 3D view.
pub fn cursor_ray(window: &Window, camera: &Camera, transform: &GlobalTransform) -> Option<Ray> {
    pointer_ray(window.cursor_position(), camera, transform)
}

/// The ray from the camera through the pointer at `at` (logical window pixels), if it is over the 3D view.
pub fn pointer_ray(at: Option<Vec2>, camera: &Camera, transform: &GlobalTransform) -> Option<Ray> {
    let at = at?;
    // the panels cover the window around the view: a pointer over them points at no body behind them
    if !camera.logical_viewport_rect().is_some_and(|view| view.contains(at)) {
        return None;
    }
    // Bevy's viewport conversions take window coordinates and allow for the viewport's offset themselves
    let ray = camera.viewport_to_world(transform, at).ok()?;
    Ray::new(ray.origin, *ray.direction)
}

/// Seconds between two looks for the body under a still pointer: a look files every moving body in the query
/// grid again, which a crowd of thousands feels each frame.
const HOVER_EVERY: f32 = 0.25;

/// Notes the body under the pointer (none over a panel, nor in a scripted screenshot, which shows no pointer):
/// at once when the pointer moves, and while it rests four times a second.
fn note_hovered_body(
    (egui_input, plan, time): (Res<EguiWantsInput>, Res<CapturePlan>, Res<Time<Real>>),
    mut moved: MessageReader<CursorMoved>,
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&Camera, &GlobalTransform), With<OrbitCamera>>,
    pickable: SpatialQuery,
    (mut hovered, mut since): (ResMut<Hovered>, Local<f32>),
) {
    *since += time.delta_secs();
    if moved.read().count() == 0 && *since < HOVER_EVERY {
        return;
    }
    *since = 0.0;
    let (camera, camera_transform) = *camera;
    let pointing = !egui_input.wants_any_pointer_input() && plan.screenshot.is_none();
    let ray = pointing.then(|| cursor_ray(&window, camera, camera_transform)).flatten();
    hovered.set_if_neq(Hovered(ray.and_then(|ray| pick_body(&pickable, &ray)).map(|hit| hit.entity)));
}

/// A press on a body: with Ctrl held it selects it, with Shift it selects it or makes a pair with the body
/// already selected (without either, pointer_gestures.rs pushes or grabs it).
fn handle_scene_clicks(
    buttons: Res<ButtonInput<MouseButton>>,
    keys: Res<ButtonInput<KeyCode>>,
    egui_input: Res<EguiWantsInput>,
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&Camera, &GlobalTransform), With<OrbitCamera>>,
    pickable: SpatialQuery,
    mut selection: ResMut<Selection>,
    mut press: ResMut<PressOnBody>,
    touch: Res<TouchPointer>,
) {
    if buttons.just_released(MouseButton::Left) {
        press.0 = false;
    }
    if !buttons.just_pressed(MouseButton::Left) || egui_input.wants_any_pointer_input() {
        return;
    }
    let (camera, camera_transform) = *camera;
    let Some(ray) = pointer_ray(touch.position_in(&window), camera, camera_transform) else {
        return;
    };
    let hit = pick_body(&pickable, &ray);
    press.0 = hit.is_some();
    if keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]) {
        selection.pick(hit.map(|hit| hit.entity));
    } else if keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]) {
        *selection = Selection { body: hit.map(|hit| hit.entity), pair: None };
    }
}

/// Spawns a sphere (S) or a box (B) on whatever the pointer is over, or on the ground plane.
fn spawn_at_pointer(
    mut commands: Commands,
    keys: Res<ButtonInput<KeyCode>>,
    egui_input: Res<EguiWantsInput>,
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&Camera, &GlobalTransform, &OrbitCamera)>,
    mut controls: ResMut<AppControls>,
    pickable: SpatialQuery,
    mut count: Local<usize>,
    texts: Res<Texts>,
) {
    let mut shapes: Vec<SpawnShape> = Vec::new();
    controls.requests.retain(|request| match request {
        Request::Spawn(shape) => {
            shapes.push(*shape);
            false
        }
        _ => true,
    });
    // Ctrl+S saves the scene instead (shortcuts.rs)
    let ctrl = keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]);
    if !egui_input.wants_any_keyboard_input() && !ctrl {
        if keys.just_pressed(KeyCode::KeyS) {
            shapes.push(SpawnShape::Sphere);
        }
        if keys.just_pressed(KeyCode::KeyB) {
            shapes.push(SpawnShape::Box);
        }
    }
    if shapes.is_empty() {
        return;
    }
    let (camera, camera_transform, orbit) = *camera;
    let size = controls.spawn_size;
    let target = cursor_ray(&window, camera, camera_transform).and_then(|ray| {
        match pick_body(&pickable, &ray) {
            Some(hit) => Some(hit.point + hit.normal * (size * 1.01)),
            // no body under the pointer: the ground plane y = 0, if the ray goes down to it
            None => (ray.direction.y < -1e-3).then(|| ray.at(-ray.origin.y / ray.direction.y) + Vec3::Y * size),
        }
    });
    let position = target.unwrap_or(orbit.focus + Vec3::Y * 2.0);
    for shape in shapes {
        *count += 1;
        let collider = shape.collider(size);
        let word = texts.get(match shape {
            SpawnShape::Sphere => "piece-sphere",
            SpawnShape::Box => "piece-box",
        });
        let name = format!("{word} {}", *count);
        let placed = Transform::from_translation(position);
        commands.spawn(user_body(Name::new(name), (RigidBody::Dynamic, collider, placed), &controls));
    }
}

/// A body the user adds (a key's spawn, the set-up palette's piece): of `kind` and `shape` at `placed`, its mass
/// its volume times the panel's density, of the panel's material, solid, gone on a reset.
pub fn user_body(
    name: Name,
    (kind, shape, placed): (RigidBody, Shape, Transform),
    controls: &AppControls,
) -> impl Bundle {
    (
        (name, UserSpawned, kind, Collider(shape.clone())),
        placed,
        Mass(shape.volume() * controls.spawn_density),
        PhysicsMaterial::new(controls.spawn_restitution, controls.spawn_friction),
        (MassDistribution::Solid, RollingResistance(0.0), SpinningFriction(0.0)),
    )
}
