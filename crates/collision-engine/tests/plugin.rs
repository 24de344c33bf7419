//! The plugin in a game's app: it steps at the app's own fixed rate unless asked to set it.

mod common;

use std::time::Duration;

use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use collision_engine::physics::{
    AngularVelocity, Collider, LinearVelocity, PhysicsClock, PhysicsPlugin, PhysicsSettings, PhysicsStats,
    PhysicsSystems, RigidBody, STAGES, TransformInterpolation,
};
use common::assert_close;

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
    assert_close!(app.world().resource::<PhysicsSettings>().fixed_hz, 30.0, 1e-6);
    let clock = app.world().resource::<PhysicsClock>();
    assert_eq!(clock.step, 30);
    assert_close!(clock.dt, 1.0 / 30.0, 1e-7, "{}", clock.dt);
    let x = app.world().get::<Transform>(ball).unwrap().translation.x;
    assert_close!(x, 2.0, 1e-4, "{x}");
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
    assert_close!(app.world().resource::<PhysicsClock>().dt, 1.0 / 120.0, 1e-7);
}

#[test]
fn an_interpolated_body_is_shown_one_step_behind_real_time_and_a_teleport_is_not_smoothed() {
    // 10 Hz steps, 25 ms frames: at 2 m/s the shown position is the true motion one step (0.1 s) late,
    // frame by frame, not a jump of 0.2 m every fourth frame
    let mut app = game_app(PhysicsPlugin::default(), 10.0);
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(25)));
    let ball = app.world_mut().spawn((RigidBody::Dynamic, LinearVelocity(Vec3::X * 2.0), TransformInterpolation)).id();
    let shown = |app: &App| app.world().get::<Transform>(ball).unwrap().translation.x;
    for _ in 0..8 {
        app.update();
    }
    let mut shown_at = Vec::new();
    for _ in 0..8 {
        app.update();
        let time = app.world().resource::<Time<Fixed>>();
        let real = time.elapsed_secs_f64() + time.overstep().as_secs_f64();
        shown_at.push((shown(&app), real));
    }
    // the body was spawned at real time 0.1 s (the first update only starts the clock) and reached the
    // physics at the first step after it
    let first_step = shown_at[0].1 - shown_at[0].0 as f64 / 2.0;
    for &(x, real) in &shown_at {
        assert_close!(x as f64, 2.0 * (real - first_step), 1e-4, "shown {x} at {real} s");
    }
    let distinct: std::collections::BTreeSet<i64> = shown_at.iter().map(|(x, _)| (x * 1e4) as i64).collect();
    assert_eq!(distinct.len(), 8, "a new position every frame: {shown_at:?}");
    // the true position is back for the step: after the next step it is exactly 0.2 m on
    let steps = app.world().resource::<PhysicsClock>().step;
    app.world_mut().get_mut::<Transform>(ball).unwrap().translation = Vec3::new(-5.0, 0.0, 0.0);
    app.update();
    assert_eq!(shown(&app), -5.0 + 0.2 * (app.world().resource::<PhysicsClock>().step - steps) as f32);
}

#[test]
fn an_interpolated_ball_is_shown_turning_smoothly_one_step_behind() {
    // steps at 10 Hz, frames at 40 Hz: a ball spinning at 2 rad/s about z is shown turned 0.05 rad further every
    // frame, not 0.2 rad every fourth
    let mut app = game_app(PhysicsPlugin::default(), 10.0);
    app.world_mut().resource_mut::<PhysicsSettings>().gravity_enabled = false;
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(25)));
    let spin = (AngularVelocity(Vec3::Z * 2.0), TransformInterpolation);
    let ball = app.world_mut().spawn((RigidBody::Dynamic, Collider::sphere(0.5), spin)).id();
    let angle = |app: &App| {
        let (axis, angle) = app.world().get::<Transform>(ball).unwrap().rotation.to_axis_angle();
        angle * axis.z.signum()
    };
    for _ in 0..8 {
        app.update();
    }
    let mut angles = Vec::new();
    for _ in 0..8 {
        app.update();
        angles.push(angle(&app));
    }
    for pair in angles.windows(2) {
        assert_close!(pair[1] - pair[0], 0.05, 1e-4, "turned per frame: {angles:?}");
    }
}

#[test]
fn stages_are_timed_only_when_the_plugin_is_asked_to() {
    // the same steps of a ball on a floor, untimed (as a game runs it) and timed (as the sandbox's panel needs)
    for (plugin, timed) in [(PhysicsPlugin::default(), false), (PhysicsPlugin::default().timing_stages(), true)] {
        let mut app = game_app(plugin, 30.0);
        let floor = Collider::cuboid(5.0, 0.5, 5.0);
        app.world_mut().spawn((RigidBody::Static, floor, Transform::from_xyz(0.0, -0.5, 0.0)));
        let ball = (RigidBody::Dynamic, Collider::sphere(0.5), LinearVelocity(Vec3::Y * -0.1));
        app.world_mut().spawn((ball, Transform::from_xyz(0.0, 0.501, 0.0)));
        app.update();
        let stats = app.world().resource::<PhysicsStats>();
        // counted either way; timed, every stage that works has a time
        assert_eq!((stats.bodies, stats.contacts), (2, 1), "{stats:?}");
        let worked = [PhysicsSystems::BroadPhase, PhysicsSystems::NarrowPhase, PhysicsSystems::Solve];
        for stage in worked {
            let ms = stats.stage_ms[STAGES.iter().position(|s| *s == stage).unwrap()];
            assert_eq!(ms > 0.0, timed, "{stage:?}: {ms}");
        }
        assert_eq!(stats.total_ms() > 0.0, timed);
    }
}
