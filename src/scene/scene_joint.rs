//! A scene's joint once checked: its ends as bodies of the scene (by index) or points of the world.

use bevy::prelude::*;

use super::format::JointKindFile;
use crate::physics::{Joint, JointEnd, JointKind};

/// A joint of a validated scene.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SceneJoint {
    pub a: SceneJointEnd,
    pub b: SceneJointEnd,
    /// What it is, with its length (or rest length) worked out.
    pub kind: JointKind,
    /// The tension (N) above which it breaks; infinite: never.
    pub breaking_force: f32,
}

/// One end of a scene's joint: a point of a body (its index in the scene, the point in its own axes), or of
/// the world.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum SceneJointEnd {
    Body { index: usize, anchor: Vec3 },
    Point(Vec3),
}

impl SceneJointEnd {
    /// The engine's end, the bodies spawned as `entities` in file order.
    fn spawned(&self, entities: &[Entity]) -> JointEnd {
        match *self {
            SceneJointEnd::Body { index, anchor } => JointEnd::body_at(entities[index], anchor),
            SceneJointEnd::Point(point) => JointEnd::world(point),
        }
    }
}

impl SceneJoint {
    /// The engine's joint, the bodies spawned as `entities` in file order.
    pub fn spawned(&self, entities: &[Entity]) -> Joint {
        Joint {
            a: self.a.spawned(entities),
            b: self.b.spawned(entities),
            kind: self.kind,
            breaking_force: self.breaking_force,
        }
    }
}

/// What a joint is, as the scene and recording files write it: its kind's word, its length (a spring's rest
/// length) and a spring's stiffness (N/m) and damping (N·s/m), zero for a rod or a string.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct JointKindFields {
    pub kind: JointKindFile,
    pub length: f32,
    pub stiffness: f32,
    pub damping: f32,
}

impl From<JointKind> for JointKindFields {
    fn from(kind: JointKind) -> Self {
        let (word, stiffness, damping) = match kind {
            JointKind::Rod { .. } => (JointKindFile::Rod, 0.0, 0.0),
            JointKind::String { .. } => (JointKindFile::String, 0.0, 0.0),
            JointKind::Spring { stiffness, damping, .. } => (JointKindFile::Spring, stiffness, damping),
        };
        JointKindFields { kind: word, length: kind.length(), stiffness, damping }
    }
}

impl JointKindFields {
    /// The engine's kind of joint (a rod's and a string's stiffness and damping unused).
    pub fn joint_kind(&self) -> JointKind {
        let length = self.length;
        match self.kind {
            JointKindFile::Rod => JointKind::Rod { length },
            JointKindFile::String => JointKind::String { length },
            JointKindFile::Spring => {
                JointKind::Spring { rest_length: length, stiffness: self.stiffness, damping: self.damping }
            }
        }
    }
}
