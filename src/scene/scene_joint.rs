//! A scene's joint once checked: its ends as bodies of the scene (by index) or points of the world.

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use super::file_values::Triple;
use super::joint_format::{JointKindFile, MotorFile, SpringFile};
use crate::physics::{Hinge, Joint, JointEnd, JointKind, JointLimits, JointMotor, Pulley, Slider, Weld, WeldSpring};

/// A joint of a validated scene.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SceneJoint {
    pub a: SceneJointEnd,
    pub b: SceneJointEnd,
    /// What it is, with its length (or rest length) worked out.
    pub kind: JointKind,
    /// The tension (N) or force above which it breaks, and the torque (N·m); infinite: never.
    pub breaking_force: f32,
    pub breaking_torque: f32,
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
            breaking_torque: self.breaking_torque,
        }
    }
}

/// What a joint is, as the scene and recording files write it: its kind's word, its length (a spring's rest
/// length, a pulley's strings' together; 0 where it holds none), a spring's stiffness (N/m) and damping (N·s/m),
/// zero for the other kinds, and a machine joint's own values.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct JointKindFields {
    pub kind: JointKindFile,
    pub length: f32,
    pub stiffness: f32,
    pub damping: f32,
    pub machine: MachineFields,
}

/// A machine joint's own values as the files keep them, each `None` where its kind has none: a hinge's or a
/// slider's axis (in A's own axes), B's rest turn against A (a quaternion x, y, z, w), the limits, the motor, a
/// weld's spring, a pulley's wheels and ratio.
#[derive(Serialize, Deserialize, Clone, Copy, Debug, Default, PartialEq)]
pub struct MachineFields {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub axis: Option<Triple>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rest: Option<(f32, f32, f32, f32)>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub limits: Option<(f32, f32)>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub motor: Option<MotorFile>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub spring: Option<SpringFile>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub wheels: Option<(Triple, Triple)>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ratio: Option<f32>,
}

impl MachineFields {
    /// Whether every number is finite.
    pub fn is_finite(&self) -> bool {
        let triple = |(x, y, z): Triple| x.is_finite() && y.is_finite() && z.is_finite();
        self.axis.is_none_or(triple)
            && self.rest.is_none_or(|(x, y, z, w)| Quat::from_xyzw(x, y, z, w).is_finite())
            && self.limits.is_none_or(|(low, high)| low.is_finite() && high.is_finite())
            && self.motor.is_none_or(|motor| motor.speed.is_finite() && motor.max.is_finite())
            && self.spring.is_none_or(|spring| spring.hertz.is_finite() && spring.damping_ratio.is_finite())
            && self.wheels.is_none_or(|(a, b)| triple(a) && triple(b))
            && self.ratio.is_none_or(f32::is_finite)
    }
}

/// A hinge's or slider's limits and motor as a file writes them.
fn axis_fields(limits: Option<JointLimits>, motor: Option<JointMotor>) -> (Option<(f32, f32)>, Option<MotorFile>) {
    (
        limits.map(|limits| (limits.low, limits.high)),
        motor.map(|motor| MotorFile { speed: motor.speed, max: motor.max_effort }),
    )
}

impl From<JointKind> for JointKindFields {
    fn from(kind: JointKind) -> Self {
        let mut machine = MachineFields::default();
        let (word, stiffness, damping) = match kind {
            JointKind::Rod { .. } => (JointKindFile::Rod, 0.0, 0.0),
            JointKind::String { .. } => (JointKindFile::String, 0.0, 0.0),
            JointKind::Spring { stiffness, damping, .. } => (JointKindFile::Spring, stiffness, damping),
            JointKind::Pin => (JointKindFile::Pin, 0.0, 0.0),
            JointKind::Hinge(hinge) => {
                (machine.limits, machine.motor) = axis_fields(hinge.limits, hinge.motor);
                (machine.axis, machine.rest) = (Some(hinge.axis.into()), Some(hinge.rest.into()));
                (JointKindFile::Hinge, 0.0, 0.0)
            }
            JointKind::Slider(slider) => {
                (machine.limits, machine.motor) = axis_fields(slider.limits, slider.motor);
                (machine.axis, machine.rest) = (Some(slider.axis.into()), Some(slider.rest.into()));
                (JointKindFile::Slider, 0.0, 0.0)
            }
            JointKind::Weld(weld) => {
                machine.rest = Some(weld.rest.into());
                machine.spring =
                    weld.spring.map(|spring| SpringFile { hertz: spring.hertz, damping_ratio: spring.damping_ratio });
                (JointKindFile::Weld, 0.0, 0.0)
            }
            JointKind::Pulley(pulley) => {
                machine.wheels = Some((pulley.wheels[0].into(), pulley.wheels[1].into()));
                machine.ratio = Some(pulley.ratio);
                (JointKindFile::Pulley, 0.0, 0.0)
            }
        };
        JointKindFields { kind: word, length: kind.length(), stiffness, damping, machine }
    }
}

impl JointKindFields {
    /// The engine's kind of joint (the values a kind does not have unused; a machine joint's missing ones as
    /// they are by default: the axis z, no turn at rest, ratio 1).
    pub fn joint_kind(&self) -> JointKind {
        let length = self.length;
        let machine = &self.machine;
        let axis = machine.axis.map_or(Vec3::Z, Vec3::from);
        let rest = machine.rest.map_or(Quat::IDENTITY, |(x, y, z, w)| Quat::from_xyzw(x, y, z, w));
        let limits = machine.limits.map(|(low, high)| JointLimits { low, high });
        let motor = machine.motor.map(|motor| JointMotor { speed: motor.speed, max_effort: motor.max });
        match self.kind {
            JointKindFile::Rod => JointKind::Rod { length },
            JointKindFile::String => JointKind::String { length },
            JointKindFile::Spring => {
                JointKind::Spring { rest_length: length, stiffness: self.stiffness, damping: self.damping }
            }
            JointKindFile::Pin => JointKind::Pin,
            JointKindFile::Hinge => JointKind::Hinge(Hinge { axis, rest, limits, motor }),
            JointKindFile::Slider => JointKind::Slider(Slider { axis, rest, limits, motor }),
            JointKindFile::Weld => {
                let spring = machine
                    .spring
                    .map(|spring| WeldSpring { hertz: spring.hertz, damping_ratio: spring.damping_ratio });
                JointKind::Weld(Weld { rest, spring })
            }
            JointKindFile::Pulley => {
                let wheels = machine.wheels.map_or([Vec3::ZERO; 2], |(a, b)| [Vec3::from(a), Vec3::from(b)]);
                JointKind::Pulley(Pulley { wheels, ratio: machine.ratio.unwrap_or(1.0), length })
            }
        }
    }
}
