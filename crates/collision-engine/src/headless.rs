//! A windowless app running the engine, one fixed step per `app.update()`: for tests, servers, command-line
//! tools and benchmarks.

use bevy_app::{App, Main, TaskPoolPlugin};
use bevy_ecs::schedule::{ScheduleLabel, Schedules, SingleThreadedExecutor};
use bevy_ecs::world::World;
use bevy_time::{Fixed, Time, TimePlugin, TimeUpdateStrategy};

use crate::physics::PhysicsPlugin;
use crate::physics::settings::PhysicsSettings;

/// An app with the task pools, time and the engine, its stages timed (for a report of where a step goes), in
/// which each `app.update()` runs exactly one fixed step, every schedule's systems in turn on the calling
/// thread.
pub fn headless_app(settings: PhysicsSettings) -> App {
    headless_app_with(PhysicsPlugin::setting_fixed_rate().timing_stages(), settings)
}

/// The same with the engine as `plugin` builds it (untimed, say, as a game would run it).
pub fn headless_app_with(plugin: PhysicsPlugin, settings: PhysicsSettings) -> App {
    let mut app = App::new();
    app.add_plugins((TaskPoolPlugin::default(), TimePlugin, plugin))
        .insert_resource(Time::<Fixed>::from_hz(settings.fixed_hz))
        .insert_resource(settings)
        .insert_resource(TimeUpdateStrategy::FixedTimesteps(1));
    run_schedules_on_one_thread(app.world_mut());
    // the first update only records the start time
    app.update();
    app
}

/// Gives every schedule of `world` but `Main` (which Bevy already runs so) an executor that runs its systems in
/// turn on the calling thread. A step's schedules hold a few short systems each (hundreds, in a window's frame):
/// handing them to threads costs more than it saves.
pub fn run_schedules_on_one_thread(world: &mut World) {
    for (label, schedule) in world.resource_mut::<Schedules>().iter_mut() {
        if *label != *Main.intern() {
            schedule.set_executor(SingleThreadedExecutor::new());
        }
    }
}
