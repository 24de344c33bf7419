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
use crate::app::state::layout::PanelSizes;
use crate::app::state::selection::PressOnBody;
use crate::app::view::framing::{FramedBody, Framing, action, frame_action};
use crate::physics::{Collider, LinearVelocity, PhysicsSettings, RigidBody, Sensor};
use crate::scene::SceneCamera;

/// Radians turned per pixel dragged.
const TURN_RATE: f32 = 0.006;
/// Fraction of the distance zoomed per scroll line.
const ZOOM_RATE: f32 = 0.12;
const PITCH_LIMIT: f32 = 1.5;
pub const FOV: f32 = std::f32::consts::FRAC_PI_4;

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

    /// The orbit camera at `framing`'s place (its tilt kept within the orbit's limits).
    pub fn at(framing: Framing) -> OrbitCamera {
        let direction = framing.direction;
        OrbitCamera {
            focus: framing.target,
            yaw: direction.x.atan2(direction.z),
            pitch: direction.y.clamp(-1.0, 1.0).asin().clamp(-PITCH_LIMIT, PITCH_LIMIT),
            distance: framing.distance,
        }
    }
}

/// The camera the scene on screen asks for, used whenever the view is framed.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub struct SceneView(pub Option<SceneCamera>);

/// The bodies the last framing framed: those that move and those their paths meet.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct FramedBodies(pub Vec<Entity>);

/// Frames a framing waits at most for the panels to be laid out, which give the view its shape.
const VIEWPORT_WAIT_FRAMES: u32 = 3;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<SceneView>()
        .init_resource::<FramedBodies>()
        .add_systems(Startup, spawn_camera)
        .add_systems(Update, (frame_scene, orbit_camera).chain());
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

/// On a Reset View request (and after every scene load), frames the scene's action as the scene asks. A
/// window's first framing waits a few frames for the panels to give the view its shape.
fn frame_scene(
    (mut controls, settings, scene_view): (ResMut<AppControls>, Res<PhysicsSettings>, Res<SceneView>),
    (keys, egui_input): (Res<ButtonInput<KeyCode>>, Res<EguiWantsInput>),
    bodies: Query<(Entity, &Collider, &Transform, &RigidBody, &LinearVelocity, Has<Sensor>)>,
    (window, sizes, mut framed_bodies): (Single<&Window, With<PrimaryWindow>>, Res<PanelSizes>, ResMut<FramedBodies>),
    mut camera: Single<(&mut OrbitCamera, &mut Transform), Without<Collider>>,
    mut waited: Local<u32>,
) {
    let asked = controls.requests.contains(&Request::ResetView);
    let pressed = keys.just_pressed(KeyCode::KeyR) && !egui_input.wants_any_keyboard_input();
    if !asked && !pressed {
        return;
    }
    // the timeline is always there: until it has a height, egui has not laid the panels out
    if sizes.bottom <= 0.0 && *waited < VIEWPORT_WAIT_FRAMES {
        *waited += 1;
        return;
    }
    controls.requests.retain(|request| *request != Request::ResetView);
    let (entities, framed): (Vec<Entity>, Vec<FramedBody>) = bodies
        .iter()
        .map(|(entity, collider, transform, kind, velocity, sensor)| {
            let aabb = collider.aabb(transform.translation);
            (entity, FramedBody { aabb, moves: *kind != RigidBody::Static, solid: !sensor, velocity: velocity.0 })
        })
        .unzip();
    let size = sizes.view_rect(Vec2::new(window.width(), window.height()), controls.ui_scale).size();
    let gravity = if settings.gravity_enabled { settings.gravity } else { Vec3::ZERO };
    let Some(found) = action(&framed, gravity) else {
        return;
    };
    let framing = frame_action(&found, &framed, scene_view.0, (size.x / size.y.max(1.0), FOV));
    let (orbit, transform) = &mut *camera;
    **orbit = OrbitCamera::at(framing);
    **transform = orbit.transform();
    framed_bodies.0 = found.bodies.iter().map(|&index| entities[index]).collect();
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
    use crate::app::view::framing::orbit_direction;

    #[test]
    fn an_orbit_camera_at_a_framing_looks_from_its_direction() {
        for (yaw, pitch) in [(0.0, 0.3), (1.2, -0.4), (-2.5, 1.1)] {
            let framing =
                Framing { target: Vec3::new(1.0, 2.0, 3.0), direction: orbit_direction(yaw, pitch), distance: 7.0 };
            let eye = OrbitCamera::at(framing).transform().translation;
            let want = framing.target + framing.direction * 7.0;
            assert!(eye.abs_diff_eq(want, 1e-4), "yaw {yaw} pitch {pitch}: {eye} vs {want}");
        }
    }
}
