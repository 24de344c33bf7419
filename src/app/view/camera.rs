//! The orbit camera: drag to turn around the scene, scroll to zoom, middle-drag to pan, R to frame the scene.

use bevy::camera::CameraOutputMode;
use bevy::camera::visibility::RenderLayers;
use bevy::core_pipeline::prepass::DepthPrepass;
use bevy::core_pipeline::tonemapping::Tonemapping;
use bevy::input::InputSystems;
use bevy::input::mouse::{AccumulatedMouseMotion, AccumulatedMouseScroll};
use bevy::platform::collections::HashMap;
use bevy::prelude::*;
use bevy::render::render_resource::BlendState;
use bevy::window::PrimaryWindow;
use bevy_egui::input::EguiWantsInput;
use bevy_egui::{EguiGlobalSettings, PrimaryEguiContext};

use crate::app::state::controls::{AppControls, Request};
use crate::app::state::layout::PanelSizes;
use crate::app::state::pointer::TouchPointer;
use crate::app::state::selection::PressOnBody;
use crate::app::view::action::{Action, FramedBody, action, swing_bounds};
use crate::app::view::framing::{Framing, frame_action};
use crate::physics::{Collider, Joint, JointEnd, LinearVelocity, PhysicsClock, PhysicsSettings, RigidBody, Sensor};
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

/// Where the mouse turns, pans and zooms the camera each frame (what sets the camera after it runs after it).
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct OrbitSystems;

/// The camera the scene on screen asks for, used whenever the view is framed.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub struct SceneView(pub Option<SceneCamera>);

/// The bodies the last framing framed: those that move and those their paths meet.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct FramedBodies(pub Vec<Entity>);

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<SceneView>()
        .init_resource::<TouchPointer>()
        .init_resource::<FramedBodies>()
        .add_systems(Startup, spawn_camera)
        .init_resource::<LastFraming>()
        // before the fixed steps, which a new framing holds back until it fits the view
        .add_systems(PreUpdate, (frame_scene, fit_framing).chain().after(InputSystems))
        .add_systems(Update, orbit_camera.in_set(OrbitSystems));
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
    let mut scene_camera = commands.spawn((
        Camera3d::default(),
        Projection::Perspective(PerspectiveProjection { fov: FOV, ..default() }),
        // a tonemapper that needs no lookup-table assets
        Tonemapping::AcesFitted,
        orbit.transform(),
        orbit,
    ));
    // depth first, so the lit pass shades each pixel once however many bodies overlap it (a software
    // rasteriser pays for every shaded pixel); WebGL2 cannot copy the prepass's depth to the main pass's
    if cfg!(not(target_arch = "wasm32")) {
        scene_camera.insert(DepthPrepass);
    }
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

/// The last framing: the action it framed and the view shape it was fitted to. While the user leaves the camera
/// alone, a new shape of the view (the panels laid out, a panel opened, the window resized) fits it again.
#[derive(Resource, Clone, Debug, Default)]
pub struct LastFraming {
    action: Option<(Action, Vec<FramedBody>, Vec<Entity>)>,
    aspect: f32,
    /// The user turned, panned or zoomed since.
    touched: bool,
    /// The physics clock is held still until the frame after the framing is fitted to the laid-out view, so the
    /// first frames show the scene as it starts.
    holding: bool,
    /// The framing was fitted to the laid-out view: the clock goes on next frame.
    fitted: bool,
}

impl LastFraming {
    /// Whether the camera has been fitted to the scene's action since it was last framed.
    pub fn fitted(&self) -> bool {
        self.fitted
    }
}

/// On a Reset View request (and after every scene load), frames the scene's action as the scene asks.
fn frame_scene(
    (mut controls, settings): (ResMut<AppControls>, Res<PhysicsSettings>),
    (keys, egui_input): (Res<ButtonInput<KeyCode>>, Res<EguiWantsInput>),
    bodies: Query<(Entity, &Collider, &Transform, &RigidBody, &LinearVelocity, Has<Sensor>)>,
    (mut last, mut clock): (ResMut<LastFraming>, ResMut<PhysicsClock>),
    joints: Query<&Joint>,
) {
    let before = controls.requests.len();
    controls.requests.retain(|request| *request != Request::ResetView);
    let pressed = keys.just_pressed(KeyCode::KeyR) && !egui_input.wants_any_keyboard_input();
    if before == controls.requests.len() && !pressed {
        return;
    }
    // a joint's end at a fixed point of the world, or of a static body
    let fixed_point = |end: &JointEnd| {
        let placed = |body| bodies.get(body).ok().filter(|(_, _, _, kind, ..)| **kind == RigidBody::Static);
        end.point(|body| placed(body).map(|(_, _, transform, ..)| *transform))
    };
    let held = pivots(&joints, &fixed_point);
    let (entities, framed): (Vec<Entity>, Vec<FramedBody>) = bodies
        .iter()
        .map(|(entity, collider, transform, kind, velocity, sensor)| {
            let aabb = collider.bounds(transform);
            let held = held.get(&entity).map(|&pivot| swing_bounds(transform.translation, aabb.half_extents, pivot));
            let moves = *kind != RigidBody::Static;
            (entity, FramedBody { aabb, moves, solid: !sensor, velocity: velocity.0, held })
        })
        .unzip();
    let gravity = if settings.gravity_enabled { settings.gravity } else { Vec3::ZERO };
    if let Some(found) = action(&framed, gravity) {
        // fitted by `fit_framing`, this frame
        let holding = last.holding || !clock.paused;
        clock.paused = true;
        *last = LastFraming { action: Some((found, framed, entities)), holding, ..default() };
    }
}

/// The fixed point (`fixed_point` of a joint's end) each body hangs from through joints, and how far from it
/// the joints between can hold it: a pendulum's bob its string's length, a chain's last link the chain's.
fn pivots(joints: &Query<&Joint>, fixed_point: &impl Fn(&JointEnd) -> Option<Vec3>) -> HashMap<Entity, (Vec3, f32)> {
    let mut held: HashMap<Entity, (Vec3, f32)> = HashMap::default();
    // a link at a time down each chain: as many rounds as the longest chain has links
    for _ in 0..=joints.iter().len() {
        let mut grew = false;
        for joint in joints {
            let length = joint.kind.length();
            for (end, other) in [(joint.a, joint.b), (joint.b, joint.a)] {
                let Some(body) = end.entity().filter(|body| !held.contains_key(body)) else { continue };
                let from =
                    fixed_point(&other).map(|pivot| (pivot, 0.0)).or_else(|| held.get(&other.entity()?).copied());
                if let Some((pivot, reach)) = from {
                    held.insert(body, (pivot, reach + length));
                    grew = true;
                }
            }
        }
        if !grew {
            break;
        }
    }
    held
}

/// Fits the last framing to the view's shape when it is new or the shape changed, unless the user has moved
/// the camera since; once the panels are laid out, the bodies it framed are noted for the frame report.
fn fit_framing(
    (controls, scene_view, sizes): (Res<AppControls>, Res<SceneView>, Res<PanelSizes>),
    window: Single<&Window, With<PrimaryWindow>>,
    (mut last, mut framed_bodies, mut clock): (ResMut<LastFraming>, ResMut<FramedBodies>, ResMut<PhysicsClock>),
    mut camera: Single<(&mut OrbitCamera, &mut Transform), Without<Collider>>,
) {
    let size = sizes.view_rect(Vec2::new(window.width(), window.height()), controls.ui_scale).size();
    let aspect = size.x / size.y.max(1.0);
    // the timeline is always there: until it has a height, egui has not laid the panels out
    let laid_out = sizes.bottom > 0.0;
    let last = &mut *last;
    if last.fitted && last.holding {
        clock.paused = false;
        last.holding = false;
    }
    if last.touched || (aspect - last.aspect).abs() <= 0.01 * last.aspect {
        return;
    }
    let Some((found, bodies, entities)) = &last.action else {
        return;
    };
    let framing = frame_action(found, bodies, scene_view.0, (aspect, FOV));
    let (orbit, transform) = &mut *camera;
    **orbit = OrbitCamera::at(framing);
    **transform = orbit.transform();
    last.aspect = aspect;
    if laid_out {
        framed_bodies.0 = found.bodies.iter().map(|&index| entities[index]).collect();
        last.fitted = true;
    }
}

/// Left-drag on empty space or right-drag turns, middle-drag pans, the wheel zooms (over the 3D view only:
/// the wheel over a panel scrolls the panel). On a touch screen a finger dragged on empty space turns, two
/// fingers pan, and a pinch zooms.
fn orbit_camera(
    buttons: Res<ButtonInput<MouseButton>>,
    (motion, scroll, touch): (Res<AccumulatedMouseMotion>, Res<AccumulatedMouseScroll>, Res<TouchPointer>),
    egui_input: Res<EguiWantsInput>,
    press: Res<PressOnBody>,
    window: Single<&Window, With<PrimaryWindow>>,
    mut camera: Single<(&mut OrbitCamera, &mut Transform, &Camera)>,
    (mut last, mut clock): (ResMut<LastFraming>, ResMut<PhysicsClock>),
) {
    if egui_input.wants_any_pointer_input() {
        return;
    }
    let (orbit, transform, view) = &mut *camera;
    let over_view = window
        .cursor_position()
        .is_some_and(|cursor| view.logical_viewport_rect().is_some_and(|rect| rect.contains(cursor)));
    let drag = motion.delta + touch.drag;
    let turning = buttons.pressed(MouseButton::Right) || (buttons.pressed(MouseButton::Left) && !press.0);
    let mut changed = false;
    if turning && drag != Vec2::ZERO {
        orbit.yaw -= drag.x * TURN_RATE;
        orbit.pitch = (orbit.pitch + drag.y * TURN_RATE).clamp(-PITCH_LIMIT, PITCH_LIMIT);
        changed = true;
    }
    let pan = if buttons.pressed(MouseButton::Middle) { drag } else { Vec2::ZERO } + touch.pan;
    if pan != Vec2::ZERO {
        let right = transform.right();
        let up = transform.up();
        let scale = orbit.distance * 0.0015;
        orbit.focus += (-pan.x * *right + pan.y * *up) * scale;
        changed = true;
    }
    let wheel = if over_view { scroll.delta.y.clamp(-3.0, 3.0) * ZOOM_RATE } else { 0.0 };
    let zoom = (1.0 - wheel) / touch.spread;
    if zoom != 1.0 {
        orbit.distance = (orbit.distance * zoom).clamp(0.5, 2_000.0);
        changed = true;
    }
    if changed {
        **transform = orbit.transform();
        last.touched = true;
    }
    // a camera moved before the view was laid out lets the clock go too
    if last.touched && last.holding {
        clock.paused = false;
        last.holding = false;
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
