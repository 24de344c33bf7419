//! A scene's joint once checked: its ends as bodies of the scene (by index) or points of the world.

use bevy::prelude::*;

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
