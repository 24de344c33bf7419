//! A body as the inspector explains it: where it began the step, where free flight took it, where it ended.

use bevy::prelude::*;
use serde::{Serialize, Serializer};

use crate::geometry::{Placed, Shape};
use crate::physics::{
    AngularVelocity, CcdDisabled, Collider, LinearVelocity, Mass, MassDistribution, PhysicsMaterial,
    PreviousAngularVelocity, PreviousPosition, PreviousRotation, PreviousVelocity, PrincipalInertia, RigidBody,
    RotationLock, Sensor, TurningFlight, free_flight, free_inverse_inertia, principal_inertia, world_inverse_inertia,
};
use crate::scene::ShapeFile;

/// A shape in the report as a scene file writes it.
fn as_written<S: Serializer>(shape: &Shape, serializer: S) -> Result<S::Ok, S::Error> {
    ShapeFile::from(shape).serialize(serializer)
}

/// The inverse moments of a body's inertia in the report: about its principal axes.
fn moments_of<S: Serializer>(inertia: &PrincipalInertia, serializer: S) -> Result<S::Ok, S::Error> {
    inertia.inverse.serialize(serializer)
}

/// One body of the inspected pair over the step.
#[derive(Clone, Debug, Serialize)]
pub struct InspectedBody {
    #[serde(skip)]
    pub entity: Entity,
    /// Its name, or its entity when it has none.
    pub name: String,
    pub is_static: bool,
    #[serde(serialize_with = "as_written")]
    pub shape: Shape,
    /// How it is turned at the end of the step, and how it was when the step began.
    pub rotation: Quat,
    pub start_rotation: Quat,
    /// kg; static bodies have infinite mass whatever this says.
    pub mass: f32,
    pub restitution: f32,
    pub friction: f32,
    pub sensor: bool,
    /// Opted out of continuous detection.
    pub ccd_disabled: bool,
    /// Position and velocity when the step began.
    pub start: Vec3,
    pub start_velocity: Vec3,
    /// Where free flight (gravity and motion, nothing touching) took it, and its velocity there: where the
    /// broadphase and the narrowphase looked.
    pub flight_end: Vec3,
    pub flight_velocity: Vec3,
    /// Where the step left it, after every stage.
    pub end: Vec3,
    pub end_velocity: Vec3,
    /// How fast it turns at the end of the step (rad/s).
    pub end_spin: Vec3,
    /// How fast it turned when the step began, and where free flight left it turning (rad/s).
    pub start_spin: Vec3,
    pub flight_spin: Vec3,
    /// Its inverse moments about its principal axes when it turns keeping its angular momentum (a tumbling box),
    /// else none (it turns at a constant rate).
    #[serde(serialize_with = "moments_of")]
    pub free_inverse_inertia: PrincipalInertia,
    /// I⁻¹ in world axes as it is turned at the end of the step (none about an axis it cannot turn about).
    #[serde(skip)]
    pub inverse_inertia: Mat3,
}

impl InspectedBody {
    /// `entity` over the last step, if it is a body.
    pub fn of(world: &World, entity: Entity, gravity: Vec3, dt: f32) -> Option<InspectedBody> {
        let entity_ref = world.get_entity(entity).ok()?;
        let kind = *entity_ref.get::<RigidBody>()?;
        let is_static = kind == RigidBody::Static;
        // a static body starts each step where it is (its start is kept for moving bodies only)
        let (start, start_velocity) = match is_static {
            true => (entity_ref.get::<Transform>()?.translation, Vec3::ZERO),
            false => (entity_ref.get::<PreviousPosition>()?.0, entity_ref.get::<PreviousVelocity>()?.0),
        };
        let (flight_end, flight_velocity) =
            if is_static { (start, Vec3::ZERO) } else { free_flight(start, start_velocity, gravity, dt) };
        let material = entity_ref.get::<PhysicsMaterial>().copied().unwrap_or_default();
        let mass = entity_ref.get::<Mass>().copied().unwrap_or(Mass(1.0));
        let turning = (
            entity_ref.get::<MassDistribution>().copied().unwrap_or_default(),
            entity_ref.get::<RotationLock>().copied().unwrap_or_default(),
        );
        let shape = entity_ref.get::<Collider>()?.0.clone();
        let free_inverse_inertia = free_inverse_inertia(kind, mass, &shape, turning);
        let principal = principal_inertia(kind, mass, &shape, (turning.0, RotationLock::default()));
        let rotation = entity_ref.get::<Transform>()?.rotation;
        let inverse_inertia = world_inverse_inertia(principal, turning.1.free_axes(), rotation);
        let start_rotation = match is_static {
            true => entity_ref.get::<Transform>()?.rotation,
            false => entity_ref.get::<PreviousRotation>()?.0,
        };
        let start_spin = entity_ref.get::<PreviousAngularVelocity>().map_or(Vec3::ZERO, |spin| spin.0);
        // free flight turned it as it turns with no torque on it
        let flight_spin = free_inverse_inertia.turned_freely(start_rotation, start_spin, dt).1;
        Some(InspectedBody {
            entity,
            name: entity_ref.get::<Name>().map_or_else(|| entity.to_string(), |name| name.to_string()),
            is_static,
            shape,
            rotation: entity_ref.get::<Transform>()?.rotation,
            start_rotation,
            mass: mass.0,
            restitution: material.restitution,
            friction: material.friction,
            sensor: entity_ref.contains::<Sensor>(),
            ccd_disabled: entity_ref.contains::<CcdDisabled>(),
            start,
            start_velocity,
            flight_end,
            flight_velocity,
            end: entity_ref.get::<Transform>()?.translation,
            end_velocity: entity_ref.get::<LinearVelocity>().map_or(Vec3::ZERO, |velocity| velocity.0),
            end_spin: entity_ref.get::<AngularVelocity>().map_or(Vec3::ZERO, |spin| spin.0),
            start_spin,
            flight_spin,
            free_inverse_inertia,
            inverse_inertia,
        })
    }

    /// 1/m; 0 for a static body.
    pub fn inverse_mass(&self) -> f32 {
        if self.is_static || self.mass <= 0.0 { 0.0 } else { 1.0 / self.mass }
    }

    pub fn kind(&self) -> RigidBody {
        if self.is_static { RigidBody::Static } else { RigidBody::Dynamic }
    }

    pub fn material(&self) -> PhysicsMaterial {
        PhysicsMaterial::new(self.restitution, self.friction)
    }

    pub fn shape(&self) -> Shape {
        self.shape.clone()
    }

    /// Its shape at `center`, turned as it is.
    pub fn placed(&self, center: Vec3) -> Placed {
        Placed::new(self.shape(), center, self.rotation)
    }

    /// Its shape where and as it was when the step began: what continuous detection sweeps.
    pub fn placed_at_start(&self) -> Placed {
        Placed::new(self.shape(), self.start, self.start_rotation)
    }

    /// Its free flight over the step of `dt` seconds, turning, as continuous detection follows a box that turns.
    pub fn turning_flight(&self, dt: f32) -> TurningFlight {
        TurningFlight {
            start: self.placed_at_start(),
            motion: self.flight(),
            spin: self.flight_spin,
            free_inverse_inertia: self.free_inverse_inertia,
            duration: dt,
        }
    }

    /// How far free flight moved it this step.
    pub fn flight(&self) -> Vec3 {
        self.flight_end - self.start
    }

    /// Where it was at time `t` ∈ [0, 1] of the step along its free flight (a straight line, as continuous
    /// detection sweeps it).
    pub fn at(&self, t: f32) -> Vec3 {
        self.start + self.flight() * t
    }
}
