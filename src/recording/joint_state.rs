//! Joints in the recording: each one's state in a keyframe, the joints made, changed or taken out between steps
//! (the string, rod and spring tools, the joints panel) as inputs, and a joint as a recording file writes it.
//!
//! A joint taken out is put out like a body ([`put_out_joint`]): its entity stays, without its [`Joint`], so
//! that going back to before it was taken out brings back the same entity.

use bevy::ecs::entity::EntityHashMap;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use crate::physics::{Joint, JointBroken, JointEnd, JointForce, JointImpulses, JointSolve};
use crate::scene::{JointKindFields, JointKindFile, MachineFields, Triple};

/// A joint's whole state: what it is, the step it broke on, and (a machine joint) the impulses its next step
/// starts from.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct JointSnapshot {
    pub entity: Entity,
    pub joint: Joint,
    pub broken: Option<JointBroken>,
    pub impulses: JointImpulses,
}

impl JointSnapshot {
    /// Puts the joint in this state (into the world again when it was put out).
    pub fn write(&self, world: &mut World) {
        let Ok(mut entity) = world.get_entity_mut(self.entity) else { return };
        if entity.get::<Joint>() != Some(&self.joint) {
            entity.insert(self.joint);
        }
        if entity.get::<JointImpulses>() != Some(&self.impulses) {
            entity.insert(self.impulses);
        }
        match self.broken {
            Some(broken) if entity.get::<JointBroken>() != Some(&broken) => {
                entity.insert(broken);
            }
            None if entity.contains::<JointBroken>() => {
                entity.remove::<JointBroken>();
            }
            _ => {}
        }
    }
}

/// A joint made, changed (set to this state) or taken out between two steps.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum JointChange {
    Set(JointSnapshot),
    Remove(Entity),
}

impl JointChange {
    /// Makes the change.
    pub fn apply(&self, world: &mut World) {
        match self {
            JointChange::Set(joint) => joint.write(world),
            JointChange::Remove(entity) => put_out_joint(world, *entity),
        }
    }
}

/// The world's joints now, in the order of their entities.
pub fn take_joints(world: &mut World) -> Vec<JointSnapshot> {
    let mut query = world.query::<(Entity, &Joint, Option<&JointBroken>, Option<&JointImpulses>)>();
    let mut joints: Vec<JointSnapshot> = query
        .iter(world)
        .map(|(entity, joint, broken, impulses)| JointSnapshot {
            entity,
            joint: *joint,
            broken: broken.copied(),
            impulses: impulses.copied().unwrap_or_default(),
        })
        .collect();
    joints.sort_by_key(|joint| joint.entity);
    joints
}

/// Takes a joint out of the world, keeping its entity (the joints panel's "Remove", a keyframe from before
/// it was made).
pub fn put_out_joint(world: &mut World, entity: Entity) {
    if let Ok(mut entity) = world.get_entity_mut(entity) {
        entity.remove::<(Joint, JointForce, JointSolve, JointImpulses, JointBroken)>();
    }
}

/// Puts the world's joints in the state of `joints`: those it holds written, the others put out.
pub fn restore_joints(world: &mut World, joints: &[JointSnapshot]) {
    let now = take_joints(world);
    for joint in now.iter().filter(|now| !joints.iter().any(|kept| kept.entity == now.entity)) {
        put_out_joint(world, joint.entity);
    }
    joints.iter().for_each(|joint| joint.write(world));
}

/// Brings `current` up to date with the world's joints and returns what was made, changed or taken out since.
/// A joint breaking in a step is the step's doing, not an input: only what it is counts as a change.
pub fn update_joints(world: &mut World, current: &mut Vec<JointSnapshot>) -> Vec<JointChange> {
    let now = take_joints(world);
    if now.len() == current.len()
        && now.iter().zip(current.iter()).all(|(a, b)| a.entity == b.entity && a.joint == b.joint)
    {
        return Vec::new();
    }
    let old: EntityHashMap<Joint> = current.iter().map(|joint| (joint.entity, joint.joint)).collect();
    let mut changes: Vec<JointChange> = now
        .iter()
        .filter(|joint| old.get(&joint.entity) != Some(&joint.joint))
        .map(|joint| JointChange::Set(*joint))
        .collect();
    let removed = current.iter().filter(|old| !now.iter().any(|joint| joint.entity == old.entity));
    changes.extend(removed.map(|joint| JointChange::Remove(joint.entity)));
    *current = now;
    changes
}

/// One end of a joint in a recording file: a point of the body numbered `body` (in its own axes), or of the
/// world.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq)]
pub enum FileJointEnd {
    Body { body: usize, anchor: Triple },
    Point(Triple),
}

/// A joint's whole state in a recording file.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq)]
pub struct FileJoint {
    pub kind: JointKindFile,
    pub a: FileJointEnd,
    pub b: FileJointEnd,
    /// Its length, or a spring's rest length (m).
    pub length: f32,
    /// A spring's stiffness (N/m) and damping (N·s/m).
    #[serde(default)]
    pub stiffness: f32,
    #[serde(default)]
    pub damping: f32,
    /// The tension (or force) above which it breaks (N; absent: never), the torque (N·m), and the step it broke
    /// on.
    #[serde(default)]
    pub breaks_at: Option<f32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub breaks_at_torque: Option<f32>,
    #[serde(default)]
    pub broken_on: Option<u64>,
    /// A machine joint's own values.
    #[serde(default, skip_serializing_if = "is_default")]
    pub machine: MachineFields,
}

fn is_default(machine: &MachineFields) -> bool {
    *machine == MachineFields::default()
}

impl FileJoint {
    /// The joint of `snapshot`, its bodies numbered by `number`.
    pub fn of(snapshot: &JointSnapshot, mut number: impl FnMut(Entity) -> usize) -> FileJoint {
        let triple = |v: Vec3| (v.x, v.y, v.z);
        let mut end = |end: JointEnd| match end {
            JointEnd::Body { entity, anchor } => FileJointEnd::Body { body: number(entity), anchor: triple(anchor) },
            JointEnd::World(point) => FileJointEnd::Point(triple(point)),
        };
        let (a, b) = (end(snapshot.joint.a), end(snapshot.joint.b));
        let fields = JointKindFields::from(snapshot.joint.kind);
        let (breaking, torque) = (snapshot.joint.breaking_force, snapshot.joint.breaking_torque);
        FileJoint {
            kind: fields.kind,
            a,
            b,
            length: fields.length,
            stiffness: fields.stiffness,
            damping: fields.damping,
            breaks_at: breaking.is_finite().then_some(breaking),
            breaks_at_torque: torque.is_finite().then_some(torque),
            broken_on: snapshot.broken.map(|broken| broken.step),
            machine: fields.machine,
        }
    }

    /// The joint as the recording restores it, on `entity`, its bodies' entities given by `body`.
    pub fn snapshot(&self, entity: Entity, mut body: impl FnMut(usize) -> Entity) -> JointSnapshot {
        let vector = |(x, y, z): Triple| Vec3::new(x, y, z);
        let mut end = |end: FileJointEnd| match end {
            FileJointEnd::Body { body: number, anchor } => JointEnd::body_at(body(number), vector(anchor)),
            FileJointEnd::Point(point) => JointEnd::world(vector(point)),
        };
        let (a, b) = (end(self.a), end(self.b));
        let (length, stiffness, damping, machine) = (self.length, self.stiffness, self.damping, self.machine);
        let fields = JointKindFields { kind: self.kind, length, stiffness, damping, machine };
        let joint = Joint::new(a, b, fields.joint_kind())
            .breaking_at(self.breaks_at.unwrap_or(f32::INFINITY))
            .breaking_at_torque(self.breaks_at_torque.unwrap_or(f32::INFINITY));
        let broken = self.broken_on.map(|step| JointBroken { step });
        JointSnapshot { entity, joint, broken, impulses: JointImpulses::default() }
    }

    /// Whether every number is finite, its length above 0 (a rod's or a string's; not below 0 for the others), its
    /// stiffness and damping not below 0, its breaking force and torque above 0 and its ends on two different
    /// bodies.
    pub fn is_sane(&self) -> bool {
        let finite = |(x, y, z): Triple| x.is_finite() && y.is_finite() && z.is_finite();
        let end = |end: FileJointEnd| match end {
            FileJointEnd::Body { anchor, .. } | FileJointEnd::Point(anchor) => finite(anchor),
        };
        let same_body = matches!((self.a, self.b),
            (FileJointEnd::Body { body: a, .. }, FileJointEnd::Body { body: b, .. }) if a == b);
        end(self.a)
            && end(self.b)
            && !same_body
            && self.length.is_finite()
            && (self.length > 0.0
                || !matches!(self.kind, JointKindFile::Rod | JointKindFile::String) && self.length == 0.0)
            && [self.stiffness, self.damping].iter().all(|v| v.is_finite() && *v >= 0.0)
            && self.breaks_at.is_none_or(|force| force > 0.0)
            && self.breaks_at_torque.is_none_or(|torque| torque > 0.0)
            && self.machine.is_finite()
    }
}
