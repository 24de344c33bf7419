//! A scene's joints: checked against its bodies, spawned beside them and written back.

use bevy::prelude::*;

use super::error::SceneError;
use super::file_values::RotationFile;
use super::joint_format::{JointEndFile, JointFile, JointKindFile};
use super::load::{Checker, SceneBody};
use super::scene_joint::{JointKindFields, MachineFields, SceneJoint, SceneJointEnd};
use crate::language::Sentence;
use crate::physics::{Joint, JointEnd, rest_between};

/// Marks a joint that came from a scene file, with its place among the file's joints.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct JointIndex(pub usize);

impl Checker<'_> {
    /// The file's joints, each end naming a body of the scene, every number finite and in range.
    pub(super) fn joints(&self, joints: &[JointFile], bodies: &[SceneBody]) -> Result<Vec<SceneJoint>, SceneError> {
        joints.iter().enumerate().map(|(index, joint)| self.joint(index, joint, bodies)).collect()
    }

    fn joint(&self, index: usize, joint: &JointFile, bodies: &[SceneBody]) -> Result<SceneJoint, SceneError> {
        let a = self.joint_end(index, &joint.a, bodies, "a")?;
        let b = self.joint_end(index, &joint.b, bodies, "b")?;
        let fail = |field: &str, message: Sentence| self.invalid_joint(index, field, message);
        if let (SceneJointEnd::Body { index: first, .. }, SceneJointEnd::Body { index: second, .. }) = (a, b)
            && first == second
        {
            return Err(fail("b", Sentence::new("problem-joint-one-body")));
        }
        self.kind_fields(index, joint)?;
        let machine = self.machine_fields(index, joint, [turn_of(&a, bodies), turn_of(&b, bodies)])?;
        let length = self.joint_length(index, joint, ([start_of(&a, bodies), start_of(&b, bodies)], &machine))?;
        for (field, value) in [("stiffness", joint.stiffness), ("damping", joint.damping)] {
            if !value.is_finite() || value < 0.0 {
                return Err(fail(field, Sentence::new("problem-finite-not-negative").with("got", value.to_string())));
            }
        }
        if joint.kind == JointKindFile::Spring && joint.stiffness == 0.0 {
            return Err(fail("stiffness", Sentence::new("problem-stiffness")));
        }
        let positive = |field: &str, limit: Option<f32>, problem: &'static str| match limit {
            Some(limit) if !(limit.is_finite() && limit > 0.0) => {
                Err(fail(field, Sentence::new(problem).with("got", limit.to_string())))
            }
            Some(limit) => Ok(limit),
            None => Ok(f32::INFINITY),
        };
        let breaking_force = positive("breaks_at", joint.breaks_at, "problem-breaking-force")?;
        let breaking_torque = positive("breaks_at_torque", joint.breaks_at_torque, "problem-breaking-torque")?;
        let (stiffness, damping) = (joint.stiffness, joint.damping);
        let fields = JointKindFields { kind: joint.kind, length, stiffness, damping, machine };
        Ok(SceneJoint { a, b, kind: fields.joint_kind(), breaking_force, breaking_torque })
    }

    /// A joint's length: as the file gives it (finite, ≥ 0, > 0 for a rod or string), or as its ends are apart
    /// at `starts` (a pulley's: its strings' from its wheels together); 0 for a pin, hinge, slider or weld.
    fn joint_length(
        &self,
        index: usize,
        joint: &JointFile,
        (starts, machine): ([Vec3; 2], &MachineFields),
    ) -> Result<f32, SceneError> {
        let fail = |message: Sentence| self.invalid_joint(index, "length", message);
        let apart = match (joint.kind, machine.wheels) {
            (JointKindFile::Rod | JointKindFile::String | JointKindFile::Spring, _) => starts[0].distance(starts[1]),
            (JointKindFile::Pulley, Some((a, b))) => {
                starts[0].distance(a.into()) + machine.ratio.unwrap_or(1.0) * starts[1].distance(b.into())
            }
            _ => 0.0,
        };
        let length = match joint.length {
            Some(length) if !length.is_finite() || length < 0.0 => {
                return Err(fail(Sentence::new("problem-finite-not-negative").with("got", length.to_string())));
            }
            Some(length) => length,
            None => apart,
        };
        if matches!(joint.kind, JointKindFile::Rod | JointKindFile::String) && length <= 0.0 {
            return Err(fail(Sentence::new("problem-joint-length")));
        }
        Ok(length)
    }

    fn joint_end(
        &self,
        index: usize,
        end: &JointEndFile,
        bodies: &[SceneBody],
        field: &str,
    ) -> Result<SceneJointEnd, SceneError> {
        let body = |name: &str, anchor: Vec3| match bodies.iter().position(|body| body.name == name) {
            Some(index) => Ok(SceneJointEnd::Body { index, anchor }),
            None => Err(self.invalid_joint(
                index,
                field,
                Sentence::new("problem-no-body-named").with("name", name.to_owned()),
            )),
        };
        let finite = |(x, y, z): (f32, f32, f32)| {
            let point = Vec3::new(x, y, z);
            if point.is_finite() {
                Ok(point)
            } else {
                let problem = Sentence::new("problem-components").with("got", point.to_string());
                Err(self.invalid_joint(index, field, problem))
            }
        };
        match end {
            JointEndFile::Body(name) => body(name, Vec3::ZERO),
            JointEndFile::BodyAt(name, anchor) => body(name, finite(*anchor)?),
            JointEndFile::Point(point) => Ok(SceneJointEnd::Point(finite(*point)?)),
        }
    }
}

/// How a joint's end is turned as the scene starts (a point of the world: not at all).
fn turn_of(end: &SceneJointEnd, bodies: &[SceneBody]) -> Quat {
    match *end {
        SceneJointEnd::Body { index, .. } => bodies[index].rotation,
        SceneJointEnd::Point(_) => Quat::IDENTITY,
    }
}

/// Where a joint's end is as the scene starts.
fn start_of(end: &SceneJointEnd, bodies: &[SceneBody]) -> Vec3 {
    match *end {
        SceneJointEnd::Body { index, anchor } => bodies[index].position + bodies[index].rotation * anchor,
        SceneJointEnd::Point(point) => point,
    }
}

/// Spawns the scene's joints between its bodies, spawned as `entities` in file order.
pub fn spawn_joints(world: &mut World, joints: &[SceneJoint], entities: &[Entity]) {
    for (index, joint) in joints.iter().enumerate() {
        let name = format!("{} {}", joint.kind.word(), index + 1);
        world.spawn((Name::new(name), JointIndex(index), joint.spawned(entities)));
    }
}

/// A joint as the scene file writes it, its bodies named as in `bodies`.
pub fn joint_file(joint: &SceneJoint, bodies: &[SceneBody]) -> JointFile {
    let end = |end: &SceneJointEnd| match *end {
        SceneJointEnd::Body { index, anchor } if anchor == Vec3::ZERO => JointEndFile::Body(bodies[index].name.clone()),
        SceneJointEnd::Body { index, anchor } => JointEndFile::BodyAt(bodies[index].name.clone(), anchor.into()),
        SceneJointEnd::Point(point) => JointEndFile::Point(point.into()),
    };
    let JointKindFields { kind, length, stiffness, damping, machine } = JointKindFields::from(joint.kind);
    // a rest turn is written where loading would not find it from how the bodies start
    let found = rest_between(turn_of(&joint.a, bodies), turn_of(&joint.b, bodies));
    let rest = machine.rest.filter(|&(x, y, z, w)| Quat::from_xyzw(x, y, z, w) != found).map(RotationFile::Quaternion);
    let has_length =
        !matches!(kind, JointKindFile::Pin | JointKindFile::Hinge | JointKindFile::Slider | JointKindFile::Weld);
    JointFile {
        kind,
        a: end(&joint.a),
        b: end(&joint.b),
        length: has_length.then_some(length),
        stiffness,
        damping,
        breaks_at: joint.breaking_force.is_finite().then_some(joint.breaking_force),
        breaks_at_torque: joint.breaking_torque.is_finite().then_some(joint.breaking_torque),
        axis: machine.axis,
        rest,
        limits: machine.limits,
        motor: machine.motor,
        spring: machine.spring,
        wheels: machine.wheels,
        ratio: machine.ratio.filter(|&ratio| ratio != 1.0),
    }
}

/// The world's joints that still act, as a scene keeps them, their bodies' entities numbered as `order`
/// (a joint to a body not in it is left out).
pub fn captured_joints(world: &mut World, order: &[Entity]) -> Vec<SceneJoint> {
    let mut query =
        world.query_filtered::<(Entity, &Joint, Option<&JointIndex>), Without<crate::physics::JointBroken>>();
    let mut found: Vec<_> =
        query.iter(world).map(|(entity, joint, index)| (index.map_or(usize::MAX, |i| i.0), entity, *joint)).collect();
    found.sort_by_key(|(index, entity, _)| (*index, *entity));
    let end = |end: JointEnd| match end {
        JointEnd::Body { entity, anchor } => {
            order.iter().position(|&body| body == entity).map(|index| SceneJointEnd::Body { index, anchor })
        }
        JointEnd::World(point) => Some(SceneJointEnd::Point(point)),
    };
    found
        .into_iter()
        .filter_map(|(_, _, joint)| {
            Some(SceneJoint {
                a: end(joint.a)?,
                b: end(joint.b)?,
                kind: joint.kind,
                breaking_force: joint.breaking_force,
                breaking_torque: joint.breaking_torque,
            })
        })
        .collect()
}
