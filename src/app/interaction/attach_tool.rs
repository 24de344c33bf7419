//! Attaching strings, rods, springs, hinges and welds with the mouse. With a joint tool a click on a body picks
//! the first end (the point clicked, held in the body's own axes); a click on a second body joins the two, a click
//! on empty space ties the first to the world, and a second click on the same body lets go of it.
//!
//! A string, rod or spring runs from the first point to the second (a fixed point on the plane through the first
//! end facing the camera): a string or rod takes the distance between them as its length, a spring as its rest
//! length, with a stiffness of 20 N/m per kilogram of the body it holds (a period of 1.4 s). A hinge turns about
//! the view's axis through the first point clicked; a weld holds the two as they stand, at that point. A line
//! follows the pointer from the first end until the second is chosen.

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
use crate::geometry::Ray;
use crate::language::Sentence;
use crate::physics::{Hinge, Joint, JointEnd, JointKind, Mass, RigidBody, SpatialQuery, rest_between};
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
        MouseTool::Push | MouseTool::Grab | MouseTool::Hinge | MouseTool::Weld | MouseTool::Edit => None,
    }
}

/// The ends a hinge or weld tool chose: the first body as it is placed now and the point clicked on it (the
/// pivot, in the world), the other body as it is placed (none: the world), and the view's axis.
#[derive(Clone, Copy, Debug)]
pub struct MachineEnds {
    pub first: (Entity, Transform),
    pub pivot: Vec3,
    pub second: Option<(Entity, Transform)>,
    pub view_axis: Vec3,
}

/// A hinge through the pivot about the view's axis, or a weld holding the two as they stand; `None` for the
/// other tools.
pub fn machine_tool_joint(tool: MouseTool, ends: &MachineEnds) -> Option<Joint> {
    let (first, first_place) = ends.first;
    let held_at = |place: &Transform| place.rotation.inverse() * (ends.pivot - place.translation);
    let a = JointEnd::body_at(first, held_at(&first_place));
    let (b, turned) = match ends.second {
        Some((second, place)) => (JointEnd::body_at(second, held_at(&place)), place.rotation),
        None => (JointEnd::world(ends.pivot), Quat::IDENTITY),
    };
    let rest = rest_between(first_place.rotation, turned);
    match tool {
        MouseTool::Hinge => Some(Joint::hinge(a, b, Hinge::new(first_place.rotation.inverse() * ends.view_axis, rest))),
        MouseTool::Weld => Some(Joint::weld(a, b, rest)),
        _ => None,
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

/// The bodies a joint tool reads: where each is, whether it moves, and its mass.
type ToolBodies<'w, 's> = Query<'w, 's, (&'static Transform, &'static RigidBody, Option<&'static Mass>)>;

/// A click with a joint tool: picks the first end, or the second and spawns the joint.
fn attach_on_click(
    (buttons, keys, egui_input): (Res<ButtonInput<MouseButton>>, Res<ButtonInput<KeyCode>>, Res<EguiWantsInput>),
    (window, camera): (Single<&Window, With<PrimaryWindow>>, Single<(&Camera, &GlobalTransform), With<OrbitCamera>>),
    (controls, touch): (Res<AppControls>, Res<TouchPointer>),
    pickable: SpatialQuery,
    bodies: ToolBodies,
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
    if hit.is_some_and(|end| end.body == start.body) {
        status.0 = Some(Sentence::new("attach-let-go"));
        return;
    }
    let view_axis = *camera_transform.forward();
    let made = match tool {
        MouseTool::Hinge | MouseTool::Weld => machine_from_clicks(tool, (start, hit), &bodies, view_axis),
        _ => line_from_clicks(tool, (start, hit), &ray, view_axis),
    };
    match made {
        Ok((joint, said)) => {
            commands.spawn((Name::new(joint.kind.word()), joint, UserSpawned));
            status.0 = Some(said);
        }
        Err(said) => status.0 = Some(said),
    }
}

/// A string, rod or spring from the first end to the second (or to the point under the pointer on the plane
/// through the first end square to `view_axis`), with what the status line says; or why none was made.
fn line_from_clicks(
    tool: MouseTool,
    (start, hit): (ClickedEnd, Option<ClickedEnd>),
    ray: &Ray,
    view_axis: Vec3,
) -> Result<(Joint, Sentence), Sentence> {
    let (second, at, mass) = match hit {
        Some(end) => (JointEnd::body_at(end.body, end.anchor), end.point, start.moving_mass.max(end.moving_mass)),
        None => {
            let at = point_on_view_plane(ray, start.point, view_axis).ok_or_else(|| Sentence::new("attach-let-go"))?;
            (JointEnd::world(at), at, start.moving_mass)
        }
    };
    let apart = start.point.distance(at);
    match tool_joint(tool, (JointEnd::body_at(start.body, start.anchor), second), apart, mass) {
        Some(joint) => Ok((joint, joint_attached(joint.kind, apart))),
        None => Err(Sentence::new("attach-too-short").with_number("length", f64::from(SHORTEST), 2)),
    }
}

/// A hinge or weld at the first point clicked, between the first body and the second (or the world), as they
/// are placed now; or why none was made (the first body gone).
fn machine_from_clicks(
    tool: MouseTool,
    (start, hit): (ClickedEnd, Option<ClickedEnd>),
    bodies: &ToolBodies,
    view_axis: Vec3,
) -> Result<(Joint, Sentence), Sentence> {
    let gone = || Sentence::new("attach-let-go");
    let place = |body: Entity| bodies.get(body).ok().map(|(transform, ..)| *transform);
    let first_place = place(start.body).ok_or_else(gone)?;
    let second = match hit {
        Some(end) => Some((end.body, place(end.body).ok_or_else(gone)?)),
        None => None,
    };
    let pivot = first_place.transform_point(start.anchor);
    let ends = MachineEnds { first: (start.body, first_place), pivot, second, view_axis };
    let joint = machine_tool_joint(tool, &ends).ok_or_else(gone)?;
    Ok((joint, joint_attached(joint.kind, 0.0)))
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

    #[test]
    fn a_hinge_tool_turns_about_the_view_axis_at_the_first_point_and_a_weld_holds_the_bodies_as_they_stand() {
        let mut world = World::new();
        let (plank, block) = (world.spawn_empty().id(), world.spawn_empty().id());
        let turned = Quat::from_rotation_y(std::f32::consts::FRAC_PI_2);
        let plank_place = Transform::from_xyz(1.0, 2.0, 0.0).with_rotation(turned);
        let block_place = Transform::from_xyz(1.0, 3.0, 0.0);
        let pivot = Vec3::new(1.0, 2.5, 0.0);
        let ends = MachineEnds { first: (plank, plank_place), pivot, second: None, view_axis: Vec3::NEG_Z };
        let hinge = machine_tool_joint(MouseTool::Hinge, &ends).unwrap();
        let JointKind::Hinge(made) = hinge.kind else { panic!("a hinge: {:?}", hinge.kind) };
        // the view's axis, -z in the world, is +x in the plank's own axes (it is turned a quarter about y)
        assert!(made.axis.distance(Vec3::X) < 1e-6, "{}", made.axis);
        assert_eq!(hinge.b, JointEnd::world(pivot));
        let JointEnd::Body { anchor, .. } = hinge.a else { panic!("a body end") };
        assert!(plank_place.transform_point(anchor).distance(pivot) < 1e-6);
        // a weld to the block: both anchors on the pivot, the block's turn against the plank kept
        let ends = MachineEnds { second: Some((block, block_place)), ..ends };
        let weld = machine_tool_joint(MouseTool::Weld, &ends).unwrap();
        let JointKind::Weld(held) = weld.kind else { panic!("a weld: {:?}", weld.kind) };
        assert!(held.rest.angle_between(turned.inverse()) < 1e-6);
        let JointEnd::Body { anchor, .. } = weld.b else { panic!("a body end") };
        assert!(block_place.transform_point(anchor).distance(pivot) < 1e-6);
        // the length tools make none of these
        assert!(machine_tool_joint(MouseTool::Rod, &ends).is_none());
    }
}
