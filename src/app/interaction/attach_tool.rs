//! Attaching strings, rods and springs with the mouse. With the string, rod or spring tool a click on a body picks
//! the first end (the point clicked, held in the body's own axes); a click on a second body joins the two there,
//! a click on empty space ties the first to a fixed point (on the plane through the first end facing the camera),
//! and a second click on the same body lets go of it. A string or rod takes the distance between its ends as its
//! length, a spring as its rest length, with a stiffness of 20 N/m per kilogram of the body it holds (a period of
//! 1.4 s). A line follows the pointer from the first end until the second is chosen.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::input::EguiWantsInput;

use crate::app::interaction::picking::{pick_body, pointer_ray};
use crate::app::interaction::pointer_gestures::point_on_view_plane;
use crate::app::session::scene_library::{StatusLine, UserSpawned};
use crate::app::state::controls::{AppControls, Request};
use crate::app::state::pointer::TouchPointer;
use crate::app::state::tools::MouseTool;
use crate::app::view::camera::OrbitCamera;
use crate::language::Sentence;
use crate::physics::{Joint, JointEnd, JointKind, Mass, RigidBody, SpatialQuery};
use crate::recording::put_out_joint;

/// A spring's stiffness per kilogram of the body it holds (N/m per kg): ω = √20 rad/s.
const STIFFNESS_PER_KILOGRAM: f32 = 20.0;
/// The shortest joint the tool makes (m).
const SHORTEST: f32 = 0.01;
const PENDING_COLOR: Color = Color::srgb(1.0, 0.9, 0.5);

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<FirstEnd>().add_systems(Update, (attach_on_click, draw_first_end, remove_joints).chain());
}

/// Takes out the joints the panel asked to remove (put out, so that going back in time brings them back).
fn remove_joints(mut controls: ResMut<AppControls>, mut commands: Commands) {
    if !controls.requests.iter().any(|request| matches!(request, Request::RemoveJoint(_))) {
        return;
    }
    controls.requests.retain(|request| match request {
        Request::RemoveJoint(joint) => {
            let joint = *joint;
            commands.queue(move |world: &mut World| put_out_joint(world, joint));
            false
        }
        _ => true,
    });
}

/// A body a joint tool clicked: the point clicked, in the body's own axes and in the world, and the body's mass
/// when it can move (0 for a static or kinematic body).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ClickedEnd {
    pub body: Entity,
    pub anchor: Vec3,
    pub point: Vec3,
    pub moving_mass: f32,
}

/// The end chosen first, while the tool waits for the second.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub struct FirstEnd(pub Option<ClickedEnd>);

/// A joint of the tool's kind between `a` and `b`, `apart` metres apart now, the moving body at either end of
/// `mass` kilograms; `None` for a tool that makes no joint or ends too close together.
pub fn tool_joint(tool: MouseTool, (a, b): (JointEnd, JointEnd), apart: f32, mass: f32) -> Option<Joint> {
    if apart < SHORTEST {
        return None;
    }
    match tool {
        MouseTool::String => Some(Joint::string(a, b, apart)),
        MouseTool::Rod => Some(Joint::rod(a, b, apart)),
        MouseTool::Spring => Some(Joint::spring(a, b, apart, STIFFNESS_PER_KILOGRAM * mass.max(0.01), 0.0)),
        MouseTool::Push | MouseTool::Grab | MouseTool::Edit => None,
    }
}

/// The status line's message for a joint just attached, its ends `apart` metres apart.
fn joint_attached(kind: JointKind, apart: f32) -> Sentence {
    let with_length = |id: &'static str| Sentence::new(id).with_number("length", f64::from(apart), 2);
    match kind {
        JointKind::String { .. } => with_length("attach-string"),
        JointKind::Rod { .. } => with_length("attach-rod"),
        JointKind::Spring { .. } => with_length("attach-spring"),
        machine => Sentence::new("attach-machine").with("kind", machine.word()),
    }
}

/// A click with a joint tool: picks the first end, or the second and spawns the joint.
fn attach_on_click(
    (buttons, keys, egui_input): (Res<ButtonInput<MouseButton>>, Res<ButtonInput<KeyCode>>, Res<EguiWantsInput>),
    (window, camera): (Single<&Window, With<PrimaryWindow>>, Single<(&Camera, &GlobalTransform), With<OrbitCamera>>),
    (controls, touch): (Res<AppControls>, Res<TouchPointer>),
    pickable: SpatialQuery,
    bodies: Query<(&Transform, &RigidBody, Option<&Mass>)>,
    (mut first, mut status): (ResMut<FirstEnd>, ResMut<StatusLine>),
    mut commands: Commands,
) {
    let tool = controls.mouse_tool;
    if matches!(tool, MouseTool::Push | MouseTool::Grab | MouseTool::Edit) {
        first.0 = None;
        return;
    }
    let modified =
        keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight, KeyCode::ControlLeft, KeyCode::ControlRight]);
    if !buttons.just_pressed(MouseButton::Left) || egui_input.wants_any_pointer_input() || modified {
        return;
    }
    let (camera, camera_transform) = *camera;
    let Some(ray) = pointer_ray(touch.position_in(&window), camera, camera_transform) else { return };
    let hit = pick_body(&pickable, &ray).and_then(|hit| {
        let (transform, kind, mass) = bodies.get(hit.entity).ok()?;
        let anchor = transform.rotation.inverse() * (hit.point - transform.translation);
        let moving_mass = if *kind == RigidBody::Dynamic { mass.map_or(1.0, |mass| mass.0) } else { 0.0 };
        Some(ClickedEnd { body: hit.entity, anchor, point: hit.point, moving_mass })
    });
    let Some(start) = first.0.take() else {
        if hit.is_some() {
            first.0 = hit;
            status.0 = Some(Sentence::new("attach-second-end"));
        }
        return;
    };
    let (second, at, mass) = match hit {
        Some(end) if end.body == start.body => {
            status.0 = Some(Sentence::new("attach-let-go"));
            return;
        }
        Some(end) => (JointEnd::body_at(end.body, end.anchor), end.point, start.moving_mass.max(end.moving_mass)),
        None => {
            let Some(at) = point_on_view_plane(&ray, start.point, *camera_transform.forward()) else { return };
            (JointEnd::world(at), at, start.moving_mass)
        }
    };
    let apart = start.point.distance(at);
    match tool_joint(tool, (JointEnd::body_at(start.body, start.anchor), second), apart, mass) {
        Some(joint) => {
            commands.spawn((Name::new(joint.kind.word()), joint, UserSpawned));
            status.0 = Some(joint_attached(joint.kind, apart));
        }
        None => {
            status.0 = Some(Sentence::new("attach-too-short").with_number("length", f64::from(SHORTEST), 2));
        }
    }
}

/// A line from the first end to the pointer while the tool waits for the second.
fn draw_first_end(
    mut gizmos: Gizmos,
    first: Res<FirstEnd>,
    bodies: Query<&Transform>,
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&Camera, &GlobalTransform), With<OrbitCamera>>,
    touch: Res<TouchPointer>,
) {
    let Some(start) = first.0 else { return };
    let Ok(transform) = bodies.get(start.body) else { return };
    let from = transform.translation + transform.rotation * start.anchor;
    gizmos.sphere(Isometry3d::from_translation(from), 0.03, PENDING_COLOR);
    let (camera, camera_transform) = *camera;
    let Some(ray) = pointer_ray(touch.position_in(&window), camera, camera_transform) else { return };
    if let Some(to) = point_on_view_plane(&ray, from, *camera_transform.forward()) {
        gizmos.line(from, to, PENDING_COLOR);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_joint_tool_makes_its_joint_at_the_distance_between_the_ends() {
        let (a, b) = (JointEnd::world(Vec3::ZERO), JointEnd::world(Vec3::X));
        let string = tool_joint(MouseTool::String, (a, b), 1.5, 2.0).unwrap();
        assert_eq!(string.kind, crate::physics::JointKind::String { length: 1.5 });
        let rod = tool_joint(MouseTool::Rod, (a, b), 0.5, 2.0).unwrap();
        assert_eq!(rod.kind, crate::physics::JointKind::Rod { length: 0.5 });
        // a spring of 20 N/m per kg: 2 kg bobs at 2π√(m/k) = 1.40 s
        let spring = tool_joint(MouseTool::Spring, (a, b), 0.8, 2.0).unwrap();
        assert_eq!(spring.kind, crate::physics::JointKind::Spring { rest_length: 0.8, stiffness: 40.0, damping: 0.0 });
        // the push and grab tools make none, nor ends that touch
        assert!(tool_joint(MouseTool::Push, (a, b), 1.0, 1.0).is_none());
        assert!(tool_joint(MouseTool::String, (a, b), 0.001, 1.0).is_none());
    }
}
