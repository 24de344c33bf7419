//! The plugin in a game's app: it steps at the app's own fixed rate unless asked to set it.

use std::time::Duration;

use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use collision_sandbox::physics::{LinearVelocity, PhysicsClock, PhysicsPlugin, PhysicsSettings, RigidBody};

/// An app at `hz` fixed steps a second whose clock advances a tenth of a second per update.
fn game_app(plugin: PhysicsPlugin, hz: f64) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, plugin))
        .insert_resource(Time::<Fixed>::from_hz(hz))
        .insert_resource(PhysicsSettings { gravity_enabled: false, ..default() })
        .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(100)));
    app.update();
    app
}

#[test]
fn by_default_the_engine_steps_at_the_apps_fixed_rate() {
    // 30 Hz: 1 s of updates runs 30 steps of 1/30 s, and a body at 2 m/s covers 2 m
    let mut app = game_app(PhysicsPlugin::default(), 30.0);
    let ball = app.world_mut().spawn((RigidBody::Dynamic, LinearVelocity(Vec3::X * 2.0))).id();
    for _ in 0..10 {
        app.update();
    }
    // (Time<Fixed> keeps whole nanoseconds: 33,333,333 ns is 30.0000003 Hz)
    assert!((app.world().resource::<PhysicsSettings>().fixed_hz - 30.0).abs() < 1e-6);
    let clock = app.world().resource::<PhysicsClock>();
    assert_eq!(clock.step, 30);
    assert!((clock.dt - 1.0 / 30.0).abs() < 1e-7, "{}", clock.dt);
    let x = app.world().get::<Transform>(ball).unwrap().translation.x;
    assert!((x - 2.0).abs() < 1e-4, "{x}");
}

#[test]
fn asked_to_the_engine_sets_the_apps_fixed_rate_from_its_settings() {
    let mut app = game_app(PhysicsPlugin::setting_fixed_rate(), 30.0);
    let timestep = app.world().resource::<Time<Fixed>>().timestep();
    assert_eq!(timestep, Duration::from_secs_f64(1.0 / 60.0));
    app.world_mut().resource_mut::<PhysicsSettings>().fixed_hz = 120.0;
    for _ in 0..10 {
        app.update();
    }
    assert_eq!(app.world().resource::<Time<Fixed>>().timestep(), Duration::from_secs_f64(1.0 / 120.0));
    assert!((app.world().resource::<PhysicsClock>().dt - 1.0 / 120.0).abs() < 1e-7);
}
