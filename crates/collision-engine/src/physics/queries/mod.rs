//! Spatial queries for game code: ray casts, shape casts and overlap tests against the bodies where they are
//! now, searched through a grid (the broadphase's [`StaticGrid`](super::StaticGrid)) rather than body by body.
//!
//! ```
//! use bevy_ecs::prelude::*;
//! use bevy_math::Vec3;
//! use collision_engine::geometry::Ray;
//! use collision_engine::physics::{QueryFilter, SpatialQuery};
//!
//! /// What a turret standing at the origin sees straight ahead, within 50 m.
//! fn look_ahead(query: SpatialQuery) {
//!     let ray = Ray::new(Vec3::ZERO, Vec3::X).unwrap();
//!     if let Some(hit) = query.cast_ray(&ray, 50.0, &QueryFilter::default()) {
//!         println!("{} at {} m, facing {}", hit.entity, hit.distance, hit.normal);
//!     }
//! }
//! # bevy_ecs::system::assert_is_system(look_ahead);
//! ```

pub(crate) mod filter;
pub(crate) mod index;
pub(crate) mod spatial_query;
