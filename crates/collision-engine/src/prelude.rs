//! The names a game uses most, in one `use collision_engine::prelude::*;`.

pub use crate::geometry::{Aabb, Contact, Ray, Shape};
pub use crate::physics::{
    AngularDamping, AngularVelocity, CcdDisabled, Collider, CollisionEnded, CollisionEventsDisabled, CollisionImpact,
    CollisionLayers, CollisionStarted, ContactFilter, ContactPair, Contacts, Density, ExternalAngularImpulse,
    ExternalForce, ExternalImpulse, ExternalTorque, Hinge, Joint, JointBroke, JointBroken, JointEnd, JointForce,
    JointKind, JointLimits, JointMotor, JointSolve, LinearDamping, LinearVelocity, Mass, MassDistribution,
    PhysicsClock, PhysicsMaterial, PhysicsPlugin, PhysicsSchedule, PhysicsSettings, PhysicsStats, PhysicsStepSystems,
    PhysicsSystems, Pulley, QueryFilter, QueryHit, ResponseVetoes, RigidBody, RollingResistance, RotationLock, Sensor,
    Sleeping, SleepingDisabled, Slider, SpatialQuery, SpinningFriction, TransformInterpolation, TranslationLock, Weld,
};
