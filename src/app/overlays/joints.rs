//! The scene's joints as a person sees them: a string as a thin line, a rod as a bar, a spring as a coil that
//! stretches and squeezes with it, the machine joints as machine_joints.rs draws them, a fixed point of the world
//! as a pivot; and beside each the force it pulls with, as an arrow at each body it holds and a label.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::machine_joints::{PlacedEnd, machine_look};
use crate::app::view::camera::OrbitCamera;
use crate::app::view::labels::{backed_label, egui_point, scene_painter};
use crate::language::Texts;
use crate::physics::{Joint, JointBroken, JointEnd, JointForce, JointKind, RigidBody};

const STRING_COLOR: Color = Color::srgb(0.93, 0.88, 0.75);
const ROD_COLOR: Color = Color::srgb(0.75, 0.78, 0.85);
const SPRING_COLOR: Color = Color::srgb(1.0, 0.78, 0.25);
const PIVOT_COLOR: Color = Color::srgb(0.9, 0.9, 0.9);
const TENSION_COLOR: Color = Color::srgb(0.4, 0.85, 1.0);
const LABEL_COLOR: egui::Color32 = egui::Color32::from_rgb(150, 220, 255);

/// A spring's turns, however far it is stretched, and the share of its length each straight lead takes.
const COIL_TURNS: usize = 12;
const COIL_LEAD: f32 = 0.1;
/// Newtons per metre of a tension arrow, and the most of the joint's length an arrow may take.
const NEWTONS_PER_METRE: f32 = 20.0;
const LONGEST_ARROW: f32 = 0.45;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(PostUpdate, draw_joints);
}

/// A joint's two ends in the world now, and whether each is a body that can move (which its pull is drawn on).
struct JointEnds {
    a: Vec3,
    b: Vec3,
    a_moves: bool,
    b_moves: bool,
}

/// Where `end` is now and whether it can move, if its body is there to ask.
fn end_point(end: &JointEnd, bodies: &Query<(&Transform, &RigidBody)>) -> Option<(Vec3, bool)> {
    let moves = end.entity().and_then(|body| bodies.get(body).ok()).is_some_and(|(_, kind)| *kind != RigidBody::Static);
    end.point(|body| bodies.get(body).ok().map(|(transform, _)| *transform)).map(|point| (point, moves))
}

/// The ends of `joint` now (`None` when a body of it is gone).
fn joint_ends(joint: &Joint, bodies: &Query<(&Transform, &RigidBody)>) -> Option<JointEnds> {
    let ((a, a_moves), (b, b_moves)) = (end_point(&joint.a, bodies)?, end_point(&joint.b, bodies)?);
    Some(JointEnds { a, b, a_moves, b_moves })
}

fn draw_joints(
    mut gizmos: Gizmos,
    joints: Query<(&Joint, &JointForce), Without<JointBroken>>,
    bodies: Query<(&Transform, &RigidBody)>,
) {
    for (joint, force) in &joints {
        let Some(ends) = joint_ends(joint, &bodies) else { continue };
        if joint.kind.is_machine() {
            draw_machine(&mut gizmos, (joint, force), &ends, &bodies);
            continue;
        }
        let line = ends.b - ends.a;
        let Some(direction) = line.try_normalize() else { continue };
        let (across, _) = direction.any_orthonormal_pair();
        match joint.kind {
            JointKind::String { .. } => gizmos.line(ends.a, ends.b, STRING_COLOR),
            JointKind::Rod { .. } => {
                let half_width = across * 0.012;
                gizmos.line(ends.a + half_width, ends.b + half_width, ROD_COLOR);
                gizmos.line(ends.a - half_width, ends.b - half_width, ROD_COLOR);
                gizmos.line(ends.a + half_width, ends.a - half_width, ROD_COLOR);
                gizmos.line(ends.b + half_width, ends.b - half_width, ROD_COLOR);
            }
            JointKind::Spring { rest_length, .. } => {
                gizmos.linestrip(coil(ends.a, ends.b, (0.08 * rest_length).clamp(0.02, 0.15)), SPRING_COLOR)
            }
            _ => {}
        }
        for (end, point) in [(&joint.a, ends.a), (&joint.b, ends.b)] {
            if matches!(end, JointEnd::World(_)) {
                gizmos.sphere(Isometry3d::from_translation(point), 0.03, PIVOT_COLOR);
            }
        }
        // the pull on each body, along the joint towards the other end (away from it for a push)
        let longest = LONGEST_ARROW * line.length();
        let arrow = (force.tension / NEWTONS_PER_METRE).clamp(-longest, longest);
        if arrow.abs() > 1e-3 {
            if ends.a_moves {
                gizmos.arrow(ends.a, ends.a + direction * arrow, TENSION_COLOR);
            }
            if ends.b_moves {
                gizmos.arrow(ends.b, ends.b - direction * arrow, TENSION_COLOR);
            }
        }
    }
}

/// A machine joint as [`machine_look`] has it, and the force it holds B with as an arrow at B's anchor (its
/// opposite at A's), a pulley's tension along each string towards its wheel.
fn draw_machine(
    gizmos: &mut Gizmos,
    (joint, force): (&Joint, &JointForce),
    ends: &JointEnds,
    bodies: &Query<(&Transform, &RigidBody)>,
) {
    let turn = |end: &JointEnd| {
        end.entity().and_then(|body| bodies.get(body).ok()).map_or(Quat::IDENTITY, |(t, _)| t.rotation)
    };
    let placed =
        [PlacedEnd { point: ends.a, rotation: turn(&joint.a) }, PlacedEnd { point: ends.b, rotation: turn(&joint.b) }];
    let look = machine_look(&joint.kind, placed);
    for peg in &look.pegs {
        gizmos.sphere(Isometry3d::from_translation(*peg), 0.03, PIVOT_COLOR);
    }
    for (from, to) in &look.lines {
        gizmos.line(*from, *to, if matches!(joint.kind, JointKind::Pulley(_)) { STRING_COLOR } else { ROD_COLOR });
    }
    for &(centre, normal, radius) in &look.rings {
        let rotation = Quat::from_rotation_arc(Vec3::Z, normal.normalize_or(Vec3::Z));
        gizmos.circle(Isometry3d::new(centre, rotation), radius, ROD_COLOR);
    }
    let arrow = |newtons: f32| (newtons / NEWTONS_PER_METRE).min(1.0);
    if let JointKind::Pulley(pulley) = joint.kind {
        for (point, wheel, moves) in
            [(ends.a, pulley.wheels[0], ends.a_moves), (ends.b, pulley.wheels[1], ends.b_moves)]
        {
            if moves && force.tension > 1e-3 {
                gizmos.arrow(point, point + (wheel - point).normalize_or_zero() * arrow(force.tension), TENSION_COLOR);
            }
        }
        return;
    }
    let (size, direction) = (force.force.length(), force.force.normalize_or_zero());
    if size > 1e-3 {
        if ends.b_moves {
            gizmos.arrow(ends.b, ends.b + direction * arrow(size), TENSION_COLOR);
        }
        if ends.a_moves {
            gizmos.arrow(ends.a, ends.a - direction * arrow(size), TENSION_COLOR);
        }
    }
}

/// The points of a coil from `a` to `b` of `radius`: straight leads at both ends, [`COIL_TURNS`] turns between,
/// closer together the more it is squeezed.
pub fn coil(a: Vec3, b: Vec3, radius: f32) -> Vec<Vec3> {
    let line = b - a;
    let direction = line.normalize_or(Vec3::Y);
    let (u, v) = direction.any_orthonormal_pair();
    let lead = line * COIL_LEAD;
    let wound = line - 2.0 * lead;
    let steps = COIL_TURNS * 12;
    let mut points = vec![a, a + lead];
    points.extend((0..=steps).map(|k| {
        let t = k as f32 / steps as f32;
        let angle = t * COIL_TURNS as f32 * std::f32::consts::TAU;
        // a circle through the axis, so the coil starts and ends on it
        let reach = radius * (angle.sin() * u + (1.0 - angle.cos()) * v);
        a + lead + wound * t + reach
    }));
    points.extend([b - lead, b]);
    points
}

/// Writes each joint's tension (or push) in newtons beside its middle.
pub(crate) fn draw_joint_labels(
    mut contexts: EguiContexts,
    joints: Query<(&Joint, &JointForce), Without<JointBroken>>,
    bodies: Query<(&Transform, &RigidBody)>,
    camera: Single<(&Camera, &GlobalTransform), With<OrbitCamera>>,
) -> Result {
    if joints.is_empty() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let (camera, camera_transform) = *camera;
    let painter = scene_painter(ctx, camera, "joint labels");
    for (joint, force) in &joints {
        let Some(ends) = joint_ends(joint, &bodies) else { continue };
        if let Ok(at) = camera.world_to_viewport(camera_transform, (ends.a + ends.b) * 0.5) {
            let spot = egui_point(at, ctx.zoom_factor()) + egui::vec2(8.0, 0.0);
            let t = Texts::of(ctx);
            let newtons = |value: f32| t.number(f64::from(value), 1).into();
            let text = if !joint.kind.holds_by_tension() {
                let torque = t.number(f64::from(force.torque.length()), 2).into();
                t.with("joint-holds", &[("newtons", newtons(force.force.length())), ("newton_metres", torque)])
            } else if force.tension >= 0.0 {
                t.with("joint-tension", &[("newtons", newtons(force.tension))])
            } else {
                t.with("joint-push", &[("newtons", newtons(-force.tension))])
            };
            backed_label(&painter, spot, egui::Align2::LEFT_CENTER, text, egui::FontId::monospace(13.0), LABEL_COLOR);
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_coil_runs_from_end_to_end_and_squeezes_its_turns_closer() {
        let (a, stretched, squeezed) = (Vec3::ZERO, Vec3::new(2.0, 0.0, 0.0), Vec3::new(0.5, 0.0, 0.0));
        let long = coil(a, stretched, 0.1);
        let short = coil(a, squeezed, 0.1);
        assert_eq!((long[0], *long.last().unwrap()), (a, stretched));
        assert_eq!((short[0], *short.last().unwrap()), (a, squeezed));
        // the same number of turns, their pitch a quarter as long
        assert_eq!(long.len(), short.len());
        let pitch = |points: &[Vec3]| points[2 + 12].x - points[2].x;
        assert!((pitch(&long) - 4.0 * pitch(&short)).abs() < 1e-5);
        // every point within the coil's reach of the axis
        assert!(long.iter().all(|point| Vec2::new(point.y, point.z).length() <= 0.2 + 1e-5));
    }
}
