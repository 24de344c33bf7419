//! collision-engine: the physics engine of collision-sandbox, on its own for a Bevy game to use.
//!
//! [`geometry`] holds pure functions on glam types (shapes, contact tests, ray casts and sweeps) and
//! [`physics`] the engine as Bevy ECS systems (broadphase, narrowphase, continuous detection, events,
//! sequential impulses and positional correction). It depends on Bevy's app, ECS, math, transform and time
//! crates only: no renderer, window or UI.

pub mod geometry;
pub mod physics;

/// The Bevy items the engine uses, gathered from the Bevy crates it depends on.
mod bevy_prelude {
    pub use bevy_app::prelude::*;
    pub use bevy_derive::{Deref, DerefMut};
    pub use bevy_ecs::prelude::*;
    pub use bevy_math::prelude::*;
    pub use bevy_time::prelude::*;
    pub use bevy_transform::prelude::*;
}
