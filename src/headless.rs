//! A windowless app running the engine, for the headless runner, tests and benchmarks.

use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;

use crate::physics::{PhysicsPlugin, PhysicsSettings};

/// An app with `MinimalPlugins` and the engine, its stages timed (for the runner's report), in which each
/// `app.update()` runs exactly one fixed step.
pub fn headless_app(settings: PhysicsSettings) -> App {
    headless_app_with(PhysicsPlugin::setting_fixed_rate().timing_stages(), settings)
}

/// The same with the engine as `plugin` builds it (untimed, say, as a game would run it).
pub fn headless_app_with(plugin: PhysicsPlugin, settings: PhysicsSettings) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, plugin))
        .insert_resource(Time::<Fixed>::from_hz(settings.fixed_hz))
        .insert_resource(settings)
        .insert_resource(TimeUpdateStrategy::FixedTimesteps(1));
    // the first update only records the start time
    app.update();
    app
}
