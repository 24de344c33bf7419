//! Recordings on disk: the scene as it was, how it was run, and the state hash of every step, so that a
//! run can be replayed anywhere and checked step by step.

use std::path::PathBuf;

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use super::BodySnapshot;
use super::joint_state::FileJoint;
use crate::geometry::Shape;
use crate::physics::{ContactFilter, MassDistribution, PhysicsMaterial, PhysicsSettings, RigidBody};
use crate::scene::{RunOptions, ShapeFile, Triple, body_kind};

/// What `collision-sandbox run --record` writes and `collision-sandbox replay` checks.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
pub struct RecordingFile {
    /// Where the scene came from, for messages.
    pub scene_path: PathBuf,
    /// The scene file's text as it was recorded (the file may have changed since).
    pub scene: String,
    pub steps: u64,
    /// Seconds per fixed step.
    pub dt: f32,
    pub substeps: u32,
    pub ccd: bool,
    pub gravity: bool,
    /// The state hash before the first step (index 0) and after each step.
    pub hashes: Vec<u64>,
    /// The engine's settings when the recording began, when they were not the runner's (a recording the
    /// app saved); they take the place of `dt`, `substeps`, `ccd` and `gravity`.
    #[serde(default)]
    pub settings: Option<PhysicsSettings>,
    /// The changes made between steps (pushes, edits, spawns, settings), replayed at their step.
    #[serde(default)]
    pub inputs: Vec<FileInput>,
}

/// A change made after `after_step`, to the body numbered `body` (the scene's bodies in file order, then
/// the bodies spawned later in the order they appeared).
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
pub struct FileInput {
    pub after_step: u64,
    pub change: FileChange,
}

#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
pub enum FileChange {
    /// A body set to this state (spawned when it is new).
    Body {
        body: usize,
        state: FileBody,
    },
    Despawn {
        body: usize,
    },
    Settings(PhysicsSettings),
    /// A joint set to this state (made when it is new), numbered like the bodies: the scene's joints in file
    /// order, then the joints made later in the order they appeared.
    Joint {
        joint: usize,
        state: FileJoint,
    },
    /// A joint taken out.
    RemoveJoint {
        joint: usize,
    },
}

/// A body's whole state in a recording.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
pub struct FileBody {
    pub name: Option<String>,
    pub fixed: bool,
    /// Moved by its velocity alone (absent in recordings made before kinematic bodies).
    #[serde(default)]
    pub kinematic: bool,
    pub position: Triple,
    /// Where it was when its step began (continuous detection sweeps from here).
    pub previous: Triple,
    pub velocity: Triple,
    /// Its velocity when its step began (what the inspector explains the step from).
    #[serde(default)]
    pub previous_velocity: Triple,
    pub mass: f32,
    pub shape: ShapeFile,
    pub restitution: f32,
    pub friction: f32,
    pub sensor: bool,
    pub ccd: bool,
    /// Its orientation as a quaternion (x, y, z, w) (absent in recordings made before bodies turned).
    #[serde(default = "unturned", skip_serializing_if = "is_unturned")]
    pub rotation: (f32, f32, f32, f32),
    /// Its angular velocity (rad/s).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub angular_velocity: Triple,
    #[serde(default, skip_serializing_if = "is_solid")]
    pub inertia: MassDistribution,
    #[serde(default, skip_serializing_if = "is_zero_number")]
    pub rolling_resistance: f32,
    #[serde(default, skip_serializing_if = "is_zero_number")]
    pub spinning_friction: f32,
}

fn unturned() -> (f32, f32, f32, f32) {
    (0.0, 0.0, 0.0, 1.0)
}

fn is_unturned(rotation: &(f32, f32, f32, f32)) -> bool {
    *rotation == unturned()
}

fn is_zero(vector: &Triple) -> bool {
    *vector == (0.0, 0.0, 0.0)
}

fn is_zero_number(value: &f32) -> bool {
    *value == 0.0
}

fn is_solid(distribution: &MassDistribution) -> bool {
    *distribution == MassDistribution::Solid
}

impl FileBody {
    pub(super) fn of(body: &BodySnapshot) -> Self {
        let triple = |v: Vec3| (v.x, v.y, v.z);
        FileBody {
            name: body.name.as_ref().map(|name| name.to_string()),
            fixed: body.kind == RigidBody::Static,
            kinematic: body.kind == RigidBody::Kinematic,
            position: triple(body.position),
            previous: triple(body.previous),
            velocity: triple(body.velocity),
            previous_velocity: triple(body.previous_velocity),
            mass: body.mass,
            shape: ShapeFile::from(&body.shape),
            restitution: body.material.restitution,
            friction: body.material.friction,
            sensor: body.sensor,
            ccd: !body.ccd_disabled,
            rotation: body.rotation.into(),
            angular_velocity: triple(body.angular_velocity),
            inertia: body.distribution,
            rolling_resistance: body.rolling_resistance,
            spinning_friction: body.spinning_friction,
        }
    }

    /// The state as the recording restores it; the entity's filter (a scene's one-way platform) stays.
    pub(super) fn snapshot(&self, entity: Entity, filter: Option<ContactFilter>) -> BodySnapshot {
        let vector = |(x, y, z): Triple| Vec3::new(x, y, z);
        BodySnapshot {
            entity,
            name: self.name.clone().map(Name::new),
            kind: body_kind(self.fixed, self.kinematic),
            position: vector(self.position),
            rotation: Quat::from_array(self.rotation.into()),
            previous: vector(self.previous),
            velocity: vector(self.velocity),
            angular_velocity: vector(self.angular_velocity),
            previous_velocity: vector(self.previous_velocity),
            mass: self.mass,
            distribution: self.inertia,
            // a file's shapes were found sane ([`FileBody::is_sane`]) when it was read
            shape: self.shape.shape().unwrap_or(Shape::Sphere { radius: 0.0 }),
            material: PhysicsMaterial::new(self.restitution, self.friction),
            rolling_resistance: self.rolling_resistance,
            spinning_friction: self.spinning_friction,
            sensor: self.sensor,
            ccd_disabled: !self.ccd,
            filter,
        }
    }

    /// Whether every number is finite and every size and mass positive.
    pub(super) fn is_sane(&self) -> bool {
        let finite = |(x, y, z): Triple| x.is_finite() && y.is_finite() && z.is_finite();
        let shape =
            self.shape.sizes().iter().all(|(_, size)| size.is_finite() && *size > 0.0) && self.shape.shape().is_ok();
        let (x, y, z, w) = self.rotation;
        let unit =
            [x, y, z, w].iter().all(|v| v.is_finite()) && (Quat::from_xyzw(x, y, z, w).length() - 1.0).abs() < 1e-3;
        let resistance = [self.rolling_resistance, self.spinning_friction].iter().all(|v| v.is_finite() && *v >= 0.0);
        unit && resistance
            && finite(self.angular_velocity)
            && finite(self.position)
            && finite(self.previous)
            && finite(self.velocity)
            && finite(self.previous_velocity)
            && shape
            && self.mass.is_finite()
            && !(self.fixed && self.kinematic)
            && (self.fixed || self.kinematic || self.mass > 0.0)
            && (0.0..=1.0).contains(&self.restitution)
            && self.friction.is_finite()
            && self.friction >= 0.0
    }
}

impl RecordingFile {
    /// The engine settings the recording starts with.
    pub fn start_settings(&self) -> PhysicsSettings {
        self.settings.clone().unwrap_or_else(|| self.options().settings())
    }

    /// The options the recording was made with.
    pub fn options(&self) -> RunOptions {
        RunOptions {
            steps: self.steps,
            dt: self.dt,
            substeps: self.substeps,
            ccd: self.ccd,
            gravity: self.gravity,
            threads: 0,
            trace: Vec::new(),
        }
    }
}
