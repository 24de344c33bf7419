//! The orbit camera: drag to turn around the scene, scroll to zoom, middle-drag to pan, R to frame the scene.

use bevy::camera::CameraOutputMode;
use bevy::camera::visibility::RenderLayers;
use bevy::core_pipeline::prepass::DepthPrepass;
use bevy::core_pipeline::tonemapping::Tonemapping;
use bevy::input::mouse::{AccumulatedMouseMotion, AccumulatedMouseScroll};
use bevy::prelude::*;
use bevy::render::render_resource::BlendState;
use bevy::window::PrimaryWindow;
use bevy_egui::input::EguiWantsInput;
use bevy_egui::{EguiGlobalSettings, PrimaryEguiContext};

use crate::app::state::controls::{AppControls, Request};
use crate::app::state::selection::PressOnBody;
use crate::geometry::Aabb;
use crate::physics::{Collider, RigidBody};

/// Radians turned per pixel dragged.
const TURN_RATE: f32 = 0.006;
/// Fraction of the distance zoomed per scroll line.
const ZOOM_RATE: f32 = 0.12;
const PITCH_LIMIT: f32 = 1.5;
const FOV: f32 = std::f32::consts::FRAC_PI_4;
/// How far from its centre a static body counts for framing, in metres.
const FRAMING_REACH: f32 = 3.0;

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

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Startup, spawn_camera).add_systems(Update, (frame_scene, orbit_camera).chain());
}

/// The 3D camera, which draws only the part of the window the panels leave free, and above it a camera
/// that draws nothing but the egui panels over the whole window.
fn spawn_camera(mut commands: Commands, mut egui_settings: ResMut<EguiGlobalSettings>) {
    egui_settings.auto_create_primary_context = false;
    commands.spawn((
        PrimaryEguiContext,
        Camera2d,
        RenderLayers::none(),
        // egui smooths its own edges; multisampling here would copy the whole window into a 4× target and
        // back every frame (a third of a frame on a software renderer)
        Msaa::Off,
        Camera { order: 1, ..default() },
    ));
    let orbit = OrbitCamera::default();
    commands.spawn((
        Camera3d::default(),
        Projection::Perspective(PerspectiveProjection { fov: FOV, ..default() }),
        // a tonemapper that needs no lookup-table assets
        Tonemapping::AcesFitted,
        // depth first, so the lit pass shades each pixel once however many bodies overlap it (a software
        // rasteriser pays for every shaded pixel)
        DepthPrepass,
        orbit.transform(),
        orbit,
    ));
}

/// How the two cameras reach the window. When the 3D view is not multisampled both cameras draw into one
/// texture (Bevy shares it between cameras of one target and sample count): the 3D camera leaves it to the
/// panels' camera, which draws over the 3D view and copies the whole to the window once. Otherwise the 3D
/// camera copies its own texture to the window and the panels' camera blends its panels over that. The shared
/// texture saves a clear and a blended copy of the window each frame.
pub fn share_window_texture(msaa: Msaa, scene: &mut Camera, panels: &mut Camera) {
    let shared = msaa == Msaa::Off;
    scene.output_mode = if shared { CameraOutputMode::Skip } else { CameraOutputMode::default() };
    let blend_state = (!shared).then_some(BlendState::ALPHA_BLENDING);
    panels.output_mode = CameraOutputMode::Write { blend_state, clear_color: ClearColorConfig::None };
    panels.clear_color = if shared { ClearColorConfig::None } else { ClearColorConfig::Custom(Color::NONE) };
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
    let Some(bounds) = framing_bounds(
        bodies
            .iter()
            .map(|(collider, transform, body)| (collider.aabb(transform.translation), *body == RigidBody::Static)),
    ) else {
        return;
    };
    let (orbit, transform) = &mut *camera;
    **orbit = OrbitCamera::framing(bounds.min(), bounds.max());
    **transform = orbit.transform();
}

/// What the camera should frame: every body, with each static body cut down to at most
/// `FRAMING_REACH` around its centre (a 100 m floor must not shrink the scene to a dot).
pub fn framing_bounds(bodies: impl Iterator<Item = (Aabb, bool)>) -> Option<Aabb> {
    bodies
        .map(
            |(aabb, is_static)| {
                if is_static { Aabb::new(aabb.center, aabb.half_extents.min(Vec3::splat(FRAMING_REACH))) } else { aabb }
            },
        )
        .reduce(|a, b| a.union(&b))
}

/// Left-drag on empty space or right-drag turns, middle-drag pans, the wheel zooms (over the 3D view only:
/// the wheel over a panel scrolls the panel).
fn orbit_camera(
    buttons: Res<ButtonInput<MouseButton>>,
    (motion, scroll): (Res<AccumulatedMouseMotion>, Res<AccumulatedMouseScroll>),
    egui_input: Res<EguiWantsInput>,
    press: Res<PressOnBody>,
    window: Single<&Window, With<PrimaryWindow>>,
    mut camera: Single<(&mut OrbitCamera, &mut Transform, &Camera)>,
) {
    if egui_input.wants_any_pointer_input() {
        return;
    }
    let (orbit, transform, view) = &mut *camera;
    let over_view = window
        .cursor_position()
        .is_some_and(|cursor| view.logical_viewport_rect().is_some_and(|rect| rect.contains(cursor)));
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
    if scroll.delta.y != 0.0 && over_view {
        orbit.distance = (orbit.distance * (1.0 - scroll.delta.y.clamp(-3.0, 3.0) * ZOOM_RATE)).clamp(0.5, 2_000.0);
        changed = true;
    }
    if changed {
        **transform = orbit.transform();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn framing_cuts_big_floors_down_but_keeps_everything() {
        let ball = (Aabb::new(Vec3::new(0.0, 5.0, 0.0), Vec3::splat(0.5)), false);
        let floor = (Aabb::new(Vec3::new(0.0, -0.5, 0.0), Vec3::new(50.0, 0.5, 50.0)), true);
        let far_wall = (Aabb::new(Vec3::new(20.0, 1.0, 0.0), Vec3::new(0.1, 1.0, 1.0)), true);
        let bounds = framing_bounds([ball, floor, far_wall].into_iter()).unwrap();
        assert_eq!(bounds.min(), Vec3::new(-3.0, -1.0, -3.0));
        assert_eq!(bounds.max(), Vec3::new(20.1, 5.5, 3.0));
        assert!(framing_bounds(std::iter::empty()).is_none());
    }
}
