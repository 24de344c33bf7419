//! A windowless app running the engine, for the headless runner, tests and benchmarks.

use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;

use crate::physics::{PhysicsPlugin, PhysicsSettings};

/// An app with `MinimalPlugins` and the engine, in which each `app.update()` runs exactly one fixed step.
pub fn headless_app(settings: PhysicsSettings) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, PhysicsPlugin::setting_fixed_rate()))
        .insert_resource(Time::<Fixed>::from_hz(settings.fixed_hz))
        .insert_resource(settings)
        .insert_resource(TimeUpdateStrategy::FixedTimesteps(1));
    // the first update only records the start time
    app.update();
    app
}
