//! The names a game uses most, in one `use collision_engine::prelude::*;`.

pub use crate::geometry::{Aabb, Contact, Ray, Shape};
pub use crate::physics::{
    CcdDisabled, Collider, CollisionEnded, CollisionEventsDisabled, CollisionImpact, CollisionLayers, CollisionStarted,
    ContactFilter, ContactPair, Contacts, Density, ExternalForce, ExternalImpulse, LinearDamping, LinearVelocity, Mass,
    PhysicsClock, PhysicsMaterial, PhysicsPlugin, PhysicsSchedule, PhysicsSettings, PhysicsStats, PhysicsStepSystems,
    PhysicsSystems, QueryFilter, QueryHit, ResponseVetoes, RigidBody, Sensor, Sleeping, SleepingDisabled, SpatialQuery,
    TransformInterpolation,
};
