//! The orbit camera: drag to turn around the scene, scroll to zoom, middle-drag to pan, R to frame the scene.

use bevy::core_pipeline::tonemapping::Tonemapping;
use bevy::input::mouse::{AccumulatedMouseMotion, AccumulatedMouseScroll};
use bevy::prelude::*;
use bevy_egui::input::EguiWantsInput;

use super::controls::{AppControls, Request};
use super::picking::PressOnBody;
use crate::physics::{Collider, RigidBody};

/// Radians turned per pixel dragged.
const TURN_RATE: f32 = 0.006;
/// Fraction of the distance zoomed per scroll line.
const ZOOM_RATE: f32 = 0.12;
const PITCH_LIMIT: f32 = 1.5;
const FOV: f32 = std::f32::consts::FRAC_PI_4;

/// A camera that looks at `focus` from `distance` away, turned by `yaw` and tilted by `pitch`.
#[derive(Component, Clone, Copy, Debug, PartialEq)]
pub struct OrbitCamera {
    pub focus: Vec3,
    pub yaw: f32,
    pub pitch: f32,
    pub distance: f32,
}

impl Default for OrbitCamera {
    fn default() -> Self {
        OrbitCamera { focus: Vec3::ZERO, yaw: 0.5, pitch: 0.45, distance: 15.0 }
    }
}

impl OrbitCamera {
    pub fn transform(&self) -> Transform {
        let rotation = Quat::from_euler(EulerRot::YXZ, self.yaw, -self.pitch, 0.0);
        Transform::from_translation(self.focus + rotation * Vec3::Z * self.distance).looking_at(self.focus, Vec3::Y)
    }

    /// A view of the box `min..max` from the default angle, close enough to fill the view.
    pub fn framing(min: Vec3, max: Vec3) -> OrbitCamera {
        let radius = ((max - min).length() * 0.5).max(1.0);
        OrbitCamera { focus: (min + max) * 0.5, distance: radius / (FOV * 0.5).tan() * 1.1, ..default() }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, spawn_camera).add_systems(Update, (frame_scene, orbit_camera).chain());
}

fn spawn_camera(mut commands: Commands) {
    let orbit = OrbitCamera::default();
    commands.spawn((
        Camera3d::default(),
        Projection::Perspective(PerspectiveProjection { fov: FOV, ..default() }),
        // a tonemapper that needs no lookup-table assets
        Tonemapping::AcesFitted,
        orbit.transform(),
        orbit,
    ));
}

/// On a Reset View request (and after every scene load), frames the moving bodies, or all when none move.
fn frame_scene(
    mut controls: ResMut<AppControls>,
    keys: Res<ButtonInput<KeyCode>>,
    egui_input: Res<EguiWantsInput>,
    bodies: Query<(&Collider, &Transform, &RigidBody)>,
    mut camera: Single<(&mut OrbitCamera, &mut Transform), Without<Collider>>,
) {
    let before = controls.requests.len();
    controls.requests.retain(|request| *request != Request::ResetView);
    let pressed = keys.just_pressed(KeyCode::KeyR) && !egui_input.wants_any_keyboard_input();
    if before == controls.requests.len() && !pressed {
        return;
    }
    let moving: Vec<_> = bodies.iter().filter(|(_, _, body)| **body == RigidBody::Dynamic).collect();
    let chosen = if moving.is_empty() { bodies.iter().collect() } else { moving };
    let Some(bounds) =
        chosen.iter().map(|(collider, transform, _)| collider.aabb(transform.translation)).reduce(|a, b| a.union(&b))
    else {
        return;
    };
    let (orbit, transform) = &mut *camera;
    **orbit = OrbitCamera::framing(bounds.min(), bounds.max());
    **transform = orbit.transform();
}

/// Left-drag on empty space or right-drag turns, middle-drag pans, the wheel zooms.
fn orbit_camera(
    buttons: Res<ButtonInput<MouseButton>>,
    motion: Res<AccumulatedMouseMotion>,
    scroll: Res<AccumulatedMouseScroll>,
    egui_input: Res<EguiWantsInput>,
    press: Res<PressOnBody>,
    mut camera: Single<(&mut OrbitCamera, &mut Transform)>,
) {
    if egui_input.wants_any_pointer_input() {
        return;
    }
    let (orbit, transform) = &mut *camera;
    let drag = motion.delta;
    let turning = buttons.pressed(MouseButton::Right) || (buttons.pressed(MouseButton::Left) && !press.0);
    let mut changed = false;
    if turning && drag != Vec2::ZERO {
        orbit.yaw -= drag.x * TURN_RATE;
        orbit.pitch = (orbit.pitch + drag.y * TURN_RATE).clamp(-PITCH_LIMIT, PITCH_LIMIT);
        changed = true;
    }
    if buttons.pressed(MouseButton::Middle) && drag != Vec2::ZERO {
        let right = transform.right();
        let up = transform.up();
        let scale = orbit.distance * 0.0015;
        orbit.focus += (-drag.x * *right + drag.y * *up) * scale;
        changed = true;
    }
    if scroll.delta.y != 0.0 {
        orbit.distance = (orbit.distance * (1.0 - scroll.delta.y.clamp(-3.0, 3.0) * ZOOM_RATE)).clamp(0.5, 2_000.0);
        changed = true;
    }
    if changed {
        **transform = orbit.transform();
    }
}
