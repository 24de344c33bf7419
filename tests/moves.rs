//! Nothing the solver or the positional correction does carries a body through a thin static wall, and
//! the continuous stage's hit budget never lets anything through silently.

mod common;

use bevy::prelude::*;
use collision_sandbox::physics::{LinearVelocity, PhysicsSettings, PhysicsStats};
use common::*;

const WALL_HALF: f32 = 0.005;
const BOX_HALF: f32 = 0.05;

/// A 1 cm wall at x = 0 and a 10 cm box 1 cm to its left; returns the app and the box.
fn box_by_a_wall(gap: f32) -> (App, Entity) {
    let mut app = space();
    cuboid(Vec3::new(WALL_HALF, 1.0, 1.0)).fixed().material(0.0, 0.0).spawn(&mut app);
    let x = -WALL_HALF - gap - BOX_HALF;
    let struck = cuboid(Vec3::splat(BOX_HALF)).at(Vec3::X * x).material(0.0, 0.0).spawn(&mut app);
    (app, struck)
}

/// The furthest right the box's right face reaches over 60 steps.
fn furthest_reach(app: &mut App, struck: Entity) -> f32 {
    let mut furthest = f32::MIN;
    for _ in 0..60 {
        step(app, 1);
        furthest = furthest.max(position(app, struck).x + BOX_HALF);
    }
    furthest
}

#[test]
fn a_box_sent_at_a_thin_wall_stops_at_it_however_it_was_sent() {
    // no deeper into the wall than the slop any resting contact may keep
    let wall_face = -WALL_HALF + PhysicsSettings::default().slop + 1e-4;
    // struck directly at 40 m/s
    let (mut app, struck) = box_by_a_wall(0.01);
    app.world_mut().get_mut::<LinearVelocity>(struck).unwrap().0 = Vec3::X * 40.0;
    assert!(furthest_reach(&mut app, struck) <= wall_face, "struck at 40 m/s");
    // struck by a heavy box already overlapping it, which the solver resolves
    let (mut app2, struck2) = box_by_a_wall(0.01);
    let x = position(&app2, struck2).x - 2.0 * BOX_HALF + 0.002;
    cuboid(Vec3::splat(BOX_HALF)).at(Vec3::X * x).moving(Vec3::X * 40.0).mass(100.0).spawn(&mut app2);
    assert!(furthest_reach(&mut app2, struck2) <= wall_face, "struck through the solver");
    // pushed out of a deep overlap by the positional correction (a heavy box 8 cm into it)
    let (mut app3, struck3) = box_by_a_wall(0.01);
    let x = position(&app3, struck3).x - 2.0 * BOX_HALF + 0.08;
    cuboid(Vec3::splat(BOX_HALF)).at(Vec3::X * x).mass(100.0).spawn(&mut app3);
    assert!(furthest_reach(&mut app3, struck3) <= wall_face, "pushed through by the correction");
}

#[test]
fn a_thousand_bullets_out_of_hits_are_stopped_and_counted_never_let_through() {
    // Setup: 1,000 bullets at 300 m/s between two walls 2 m apart, elastic: about three bounces a step
    // each, with two hits allowed per body and step
    let mut app = app_with(PhysicsSettings { gravity_enabled: false, ccd_max_hits: 2, ..default() });
    for x in [0.0, -2.0] {
        cuboid(Vec3::new(WALL_HALF, 6.0, 6.0)).at(Vec3::X * x).fixed().material(1.0, 0.0).spawn(&mut app);
    }
    let bullets: Vec<Entity> = (0..1000)
        .map(|n| {
            let at = Vec3::new(-1.0, (n / 40) as f32 * 0.4 - 5.0, (n % 40) as f32 * 0.25 - 5.0);
            sphere(0.05).at(at).moving(Vec3::X * 300.0).material(1.0, 0.0).spawn(&mut app)
        })
        .collect();
    // Run + Check: every step some are cut short, and counted; none ever leaves the space between the walls
    let (inner_left, inner_right) = (-2.0 + WALL_HALF + 0.05 - 1e-3, -WALL_HALF - 0.05 + 1e-3);
    for _ in 0..30 {
        step(&mut app, 1);
        assert!(app.world().resource::<PhysicsStats>().ccd_cut_short > 0);
        for &bullet in &bullets {
            let x = position(&app, bullet).x;
            assert!((inner_left..=inner_right).contains(&x), "a bullet got out to x = {x}");
        }
    }
}

#[test]
fn a_body_grabbed_and_dragged_fast_through_a_thin_wall_stops_at_it() {
    use collision_sandbox::app::grab_velocity;
    // the grab tool's pull each step, towards a pointer 10 m behind the wall: at its 40 m/s cap the ball
    // covers 0.67 m a step, 13 times the wall and its own radius together
    for (radius, gap) in [(0.05, 0.01), (0.25, 0.5), (0.5, 3.0)] {
        let mut app = space();
        cuboid(Vec3::new(WALL_HALF, 1.0, 1.0)).fixed().material(0.0, 0.0).spawn(&mut app);
        let ball = sphere(radius).at(Vec3::X * (-WALL_HALF - gap - radius)).material(0.0, 0.0).spawn(&mut app);
        let target = Vec3::new(10.0, 0.3, 0.0);
        let mut fastest = 0.0f32;
        for step_number in 0..120 {
            let pull = grab_velocity(position(&app, ball), target);
            fastest = fastest.max(pull.length());
            app.world_mut().get_mut::<LinearVelocity>(ball).unwrap().0 = pull;
            step(&mut app, 1);
            let (at, moving) = (position(&app, ball), velocity(&app, ball));
            assert!(at.is_finite() && moving.is_finite(), "r {radius}: step {step_number} at {at}, {moving}");
            let front = at.x + radius;
            let wall_face = -WALL_HALF + PhysicsSettings::default().slop + 1e-4;
            assert!(front <= wall_face, "r {radius}: step {step_number}, front at {front} past the wall");
        }
        assert!(fastest > 39.0, "r {radius}: pulled at up to {fastest} m/s");
        // held against the wall, not bounced back
        assert!(position(&app, ball).x + radius > -WALL_HALF - 0.02, "r {radius}: rests at the wall");
    }
}

#[test]
fn a_box_grabbed_by_a_corner_swings_under_it() {
    use collision_sandbox::app::{grab_velocity, held_at};
    use collision_sandbox::physics::AngularVelocity;
    // a 1 m cube of 1 kg (I = 1/6 kg·m² about every axis) held still by its top corner under gravity
    let mut app = app_with(PhysicsSettings::default());
    let cube = cuboid(Vec3::splat(0.5)).at(Vec3::new(0.0, 3.0, 0.0)).spawn(&mut app);
    let grip = Vec3::new(0.5, 0.5, 0.0);
    let target = Vec3::new(0.5, 3.5, 0.0);
    let (mut lowest_offset, mut turned) = (f32::MAX, 0.0f32);
    for _ in 0..120 {
        let at = *app.world().get::<Transform>(cube).unwrap();
        let arm = at.rotation * grip;
        let spin = app.world().get::<AngularVelocity>(cube).unwrap().0;
        let wanted = grab_velocity(at.translation + arm, target);
        let struck = held_at(arm, (velocity(&app, cube), spin), wanted, (1.0, Mat3::from_diagonal(Vec3::splat(6.0))));
        app.world_mut().get_mut::<LinearVelocity>(cube).unwrap().0 += struck.velocity;
        app.world_mut().get_mut::<AngularVelocity>(cube).unwrap().0 += struck.angular_velocity;
        step(&mut app, 1);
        let at = *app.world().get::<Transform>(cube).unwrap();
        // the corner stays where it is held
        assert!((at.transform_point(grip) - target).length() < 0.05, "the corner left the hand");
        lowest_offset = lowest_offset.min((at.translation.x - target.x).abs());
        turned = turned.max(at.rotation.angle_between(Quat::IDENTITY));
    }
    // the cube turned and its centre swung under the corner (it starts 0.5 m to the side of it), and on
    assert!(turned > 1.0, "turned up to {turned} rad");
    assert!(lowest_offset < 0.1, "its centre came within {lowest_offset} m of the line under the corner");
}
