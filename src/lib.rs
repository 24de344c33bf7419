//! collision-sandbox: an interactive 3D physics sandbox that teaches collision detection and response.
//!
//! The library holds everything the app, the headless runner, the tests and the benchmarks share:
//! [`geometry`] (pure functions on glam types) and [`physics`] (the engine as Bevy ECS systems).

pub mod app;
pub mod cli;
pub mod geometry;
pub mod headless;
pub mod inspector;
pub mod physics;
pub mod recording;
pub mod scene;
