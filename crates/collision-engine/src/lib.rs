//! collision-engine: the physics engine of collision-sandbox, on its own for a Bevy game to use.
//!
//! [`geometry`] holds pure functions on glam types (shapes, contact tests, ray casts and sweeps) and
//! [`physics`] the engine as Bevy ECS systems (broadphase, narrowphase, continuous detection, events,
//! sequential impulses and positional correction). It depends on Bevy's app, ECS, math, transform and time
//! crates only: no renderer, window or UI.
//!
//! # Set-up
//! Add the plugin next to Bevy's own (`DefaultPlugins` in a game, `MinimalPlugins` without a window) and spawn
//! bodies:
//! ```
//! use bevy_app::App;
//! use bevy_transform::components::Transform;
//! use collision_engine::physics::{Collider, PhysicsPlugin, RigidBody};
//!
//! let mut app = App::new();
//! app.add_plugins(PhysicsPlugin::default());
//! app.world_mut().spawn((Collider::cuboid(5.0, 0.5, 5.0), Transform::from_xyz(0.0, -0.5, 0.0)));
//! app.world_mut().spawn((RigidBody::Dynamic, Collider::sphere(0.5), Transform::from_xyz(0.0, 3.0, 0.0)));
//! ```
//! A collider alone is a static body (the floor); a dynamic body given no mass weighs its collider's volume at
//! 1 kg/m³. The pipeline runs in `FixedUpdate` at the app's fixed rate. See [`physics`] for the stages, the
//! events, the layers and [`physics::SpatialQuery`] for ray and shape casts.

#![warn(missing_docs)]

pub mod geometry;
pub mod headless;
pub mod physics;
pub mod prelude;

mod bevy_prelude;
#[cfg(test)]
mod test_random;
