//! collision-sandbox: an interactive 3D physics sandbox that teaches collision detection and response.
//!
//! The library holds everything the app, the headless runner, the tests and the benchmarks share. The engine
//! itself, [`geometry`] (pure functions on glam types) and [`physics`] (Bevy ECS systems), is the
//! `collision-engine` crate (crates/collision-engine), re-exported here.

pub use collision_engine::{geometry, headless, physics};

pub mod app;
pub mod cli;
pub mod files;
pub mod gas;
pub mod inspector;
pub mod language;
pub mod lesson;
pub mod link;
pub mod recording;
pub mod scene;
