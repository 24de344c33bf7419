//! A scene's joints: checked against its bodies, spawned beside them and written back.

use bevy::prelude::*;

use super::error::SceneError;
use super::format::{JointEndFile, JointFile, JointKindFile};
use super::load::{Checker, SceneBody};
use super::scene_joint::{JointKindFields, SceneJoint, SceneJointEnd};
use crate::language::Sentence;
use crate::physics::{Joint, JointEnd};

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
        let apart = start_of(&a, bodies).distance(start_of(&b, bodies));
        let length = match joint.length {
            Some(length) if !length.is_finite() || length < 0.0 => {
                return Err(fail(
                    "length",
                    Sentence::new("problem-finite-not-negative").with("got", length.to_string()),
                ));
            }
            Some(length) => length,
            None => apart,
        };
        if joint.kind != JointKindFile::Spring && length <= 0.0 {
            return Err(fail("length", Sentence::new("problem-joint-length")));
        }
        for (field, value) in [("stiffness", joint.stiffness), ("damping", joint.damping)] {
            if !value.is_finite() || value < 0.0 {
                return Err(fail(field, Sentence::new("problem-finite-not-negative").with("got", value.to_string())));
            }
        }
        let breaking_force = match joint.breaks_at {
            Some(force) if !(force.is_finite() && force > 0.0) => {
                return Err(fail("breaks_at", Sentence::new("problem-breaking-force").with("got", force.to_string())));
            }
            Some(force) => force,
            None => f32::INFINITY,
        };
        if joint.kind == JointKindFile::Spring && joint.stiffness == 0.0 {
            return Err(fail("stiffness", Sentence::new("problem-stiffness")));
        }
        let fields = JointKindFields { kind: joint.kind, length, stiffness: joint.stiffness, damping: joint.damping };
        Ok(SceneJoint { a, b, kind: fields.joint_kind(), breaking_force })
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
    let fields = JointKindFields::from(joint.kind);
    JointFile {
        kind: fields.kind,
        a: end(&joint.a),
        b: end(&joint.b),
        length: Some(fields.length),
        stiffness: fields.stiffness,
        damping: fields.damping,
        breaks_at: joint.breaking_force.is_finite().then_some(joint.breaking_force),
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
            })
        })
        .collect()
}
