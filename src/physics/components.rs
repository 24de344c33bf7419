//! The components that make an entity a physics body.
//!
//! A body's position is its `Transform` translation; bodies do not rotate, so boxes stay axis-aligned.

use bevy::prelude::*;

use crate::geometry::Shape;

/// Whether a body moves. Static bodies have infinite mass (inverse mass 0) and never move.
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq)]
#[require(Collider, LinearVelocity, Mass, PhysicsMaterial, PreviousPosition, Transform)]
pub enum RigidBody {
    #[default]
    Dynamic,
    Static,
}

/// Velocity in metres per second.
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Deref, DerefMut)]
pub struct LinearVelocity(pub Vec3);

/// Mass in kilograms; ignored for static bodies.
#[derive(Component, Clone, Copy, Debug, PartialEq, Deref, DerefMut)]
pub struct Mass(pub f32);

impl Default for Mass {
    fn default() -> Self {
        Mass(1.0)
    }
}

/// The shape the narrowphase tests, centred on the body's position.
#[derive(Component, Clone, Copy, Debug, PartialEq, Deref, DerefMut)]
pub struct Collider(pub Shape);

impl Default for Collider {
    fn default() -> Self {
        Collider(Shape::Sphere { radius: 0.5 })
    }
}

/// Surface response: restitution e in [0, 1] (how much approach speed comes back), friction μ ≥ 0.
#[derive(Component, Clone, Copy, Debug, PartialEq)]
pub struct PhysicsMaterial {
    pub restitution: f32,
    pub friction: f32,
}

impl Default for PhysicsMaterial {
    fn default() -> Self {
        PhysicsMaterial { restitution: 0.5, friction: 0.5 }
    }
}

/// A body whose contacts are detected and reported as events but never resolved: a trigger zone.
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct Sensor;

/// Where the body was when the current step began: the solver moves bodies in contact again from here, and
/// continuous detection sweeps from here.
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Deref, DerefMut)]
pub struct PreviousPosition(pub Vec3);

/// Opts one body out of continuous detection, whatever the global switch says (it may then tunnel).
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct CcdDisabled;

/// 1/m for a body: 0 for static bodies, which no impulse can move.
pub fn inverse_mass(body: RigidBody, mass: Mass) -> f32 {
    match body {
        RigidBody::Dynamic if mass.0 > 0.0 => 1.0 / mass.0,
        _ => 0.0,
    }
}
