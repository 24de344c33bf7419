//! Non-finite and far-off bodies: reported and kept out, never poisoning their neighbours, never a panic.
//! (Overflow checks are on for this crate in release too, so these runs also stand for debug builds.)

mod common;

use bevy::prelude::*;
use collision_engine::physics::{LinearVelocity, PhysicsSettings, PhysicsStats};
use common::*;

#[test]
fn a_body_set_non_finite_is_reported_and_touches_nothing() {
    // Setup: a ball pressed between two others on the floor, then given a NaN velocity
    let mut app = app_with(PhysicsSettings::default());
    floor(&mut app, 0.5, 0.5);
    let left = sphere(0.5).at(Vec3::new(-0.99, 0.5, 0.0)).spawn(&mut app);
    let poisoned = sphere(0.5).at(Vec3::new(0.0, 0.5, 0.0)).spawn(&mut app);
    let right = sphere(0.5).at(Vec3::new(0.99, 0.5, 0.0)).spawn(&mut app);
    step(&mut app, 10);
    app.world_mut().get_mut::<LinearVelocity>(poisoned).unwrap().0 = Vec3::new(f32::NAN, 0.0, f32::INFINITY);
    // Run + Check
    for _ in 0..60 {
        step(&mut app, 1);
        assert_eq!(app.world().resource::<PhysicsStats>().non_finite_bodies, 1);
        for body in [left, right] {
            assert!(position(&app, body).is_finite() && velocity(&app, body).is_finite());
        }
    }
}

#[test]
fn coordinates_up_to_1e30_never_panic() {
    // Setup: bodies far off and flying fast, a box 1e30 wide, and an ordinary pile beside them
    let mut app = app_with(PhysicsSettings::default());
    floor(&mut app, 0.5, 0.5);
    let ball = sphere(0.5).at(Vec3::Y * 0.5).spawn(&mut app);
    cuboid(Vec3::splat(0.5)).at(Vec3::splat(1e30)).moving(Vec3::splat(1e30)).spawn(&mut app);
    for far in [Vec3::splat(1e30), Vec3::new(-1e30, 1e30, 5.0), Vec3::new(0.0, 0.0, -1e30)] {
        sphere(0.5).at(far).spawn(&mut app);
    }
    cuboid(Vec3::splat(0.5)).at(Vec3::splat(-1e30)).moving(Vec3::new(1e30, 0.0, 0.0)).spawn(&mut app);
    cuboid(Vec3::splat(1e30)).at(Vec3::new(0.0, 3e30, 0.0)).fixed().spawn(&mut app);
    cuboid(Vec3::new(1e30, 0.5, 1e30)).at(Vec3::new(0.0, -10.0, 0.0)).fixed().spawn(&mut app);
    // Run + Check: no panic, and the ordinary ball rests on its floor
    step(&mut app, 30);
    assert_close!(position(&app, ball).y, 0.5, 0.01, "{}", position(&app, ball));
}
