//! A windowless app running the engine, for the headless runner, tests and benchmarks.

use bevy::ecs::schedule::{ScheduleLabel, SingleThreadedExecutor};
use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;

use crate::physics::{PhysicsPlugin, PhysicsSettings};

/// An app with `MinimalPlugins` and the engine, its stages timed (for the runner's report), in which each
/// `app.update()` runs exactly one fixed step, every schedule's systems in turn on the calling thread.
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
    run_schedules_on_one_thread(app.world_mut());
    // the first update only records the start time
    app.update();
    app
}

/// Gives every schedule of `world` but `Main` (which Bevy already runs so) an executor that runs its systems in
/// turn on the calling thread. A step's schedules hold a few short systems each (hundreds, in the window's
/// frame): handing them to threads cost more than it saved (a settled pile of 10,000 balls headless: a quarter
/// of each step waking threads).
pub fn run_schedules_on_one_thread(world: &mut World) {
    for (label, schedule) in world.resource_mut::<Schedules>().iter_mut() {
        if *label != *Main.intern() {
            schedule.set_executor(SingleThreadedExecutor::new());
        }
    }
}
