//! Impacts in time order through the whole pipeline (docs/physics.md §4): bodies that meet many times in one step
//! are resolved meeting by meeting, each reported as a `CollisionImpact`, with energy kept.
mod common;

use bevy::ecs::message::MessageCursor;
use bevy::prelude::*;
use collision_engine::physics::*;
use common::*;

/// Kinetic energy of `bodies` of the given masses (J).
fn kinetic_energy(app: &App, bodies: &[(Entity, f64)]) -> f64 {
    bodies.iter().map(|&(body, mass)| 0.5 * mass * f64::from(velocity(app, body).length_squared())).sum()
}

/// Galperin's blocks on a frictionless floor under gravity at the default 60 Hz: a wall, a 1 kg block at rest
/// and a block of `ratio` kg sliding at it at 1 m/s, all elastic: the impacts counted over `seconds`, the
/// energy at the end, and the two blocks' final velocities.
fn galperin(ratio: f32, seconds: f32, offset: Vec3) -> (usize, f64, f32, f32) {
    let mut app = app_with(PhysicsSettings::default());
    // long enough for the heavy block's minute of travel
    let ground = cuboid(Vec3::new(100.0, 0.5, 2.0)).at(Vec3::new(90.0, -0.5, 0.0) + offset).material(1.0, 0.0).fixed();
    ground.spawn(&mut app);
    let wall = cuboid(Vec3::new(0.25, 1.0, 1.0)).at(Vec3::new(-0.25, 1.0, 0.0) + offset).material(1.0, 0.0).fixed();
    wall.spawn(&mut app);
    let light = cuboid(Vec3::splat(0.25)).at(Vec3::new(2.0, 0.25, 0.0) + offset).material(1.0, 0.0).spawn(&mut app);
    let heavy_block = cuboid(Vec3::splat(0.5)).at(Vec3::new(4.5, 0.5, 0.0) + offset).material(1.0, 0.0).mass(ratio);
    let heavy = heavy_block.moving(Vec3::NEG_X).spawn(&mut app);
    let mut cursor = MessageCursor::<CollisionImpact>::default();
    let mut count = 0;
    for _ in 0..(seconds * 60.0) as usize {
        step(&mut app, 1);
        let impacts = read_new(&app, &mut cursor);
        count += impacts.iter().filter(|impact| impact.contact.normal.y.abs() < 0.5).count();
        assert_eq!(app.world().resource::<PhysicsStats>().ccd_cut_short, 0);
    }
    let energy = kinetic_energy(&app, &[(light, 1.0), (heavy, f64::from(ratio))]);
    (count, energy, velocity(&app, light).x, velocity(&app, heavy).x)
}

#[test]
fn galperins_blocks_count_the_digits_of_pi_at_sixty_hertz() {
    // the final velocities of the analytic sequence of collisions: light, heavy (m/s)
    let cases = [
        (1.0, 3, 10.0, (0.0, 1.0)),
        (100.0, 31, 15.0, (0.477_860, 0.998_858)),
        (1e4, 314, 30.0, (0.169_731, 0.999_999)),
        (1e6, 3141, 60.0, (0.406_299, 1.0)),
    ];
    // here and 1 km away
    for ((ratio, digits, seconds, (light, heavy)), offset) in
        cases.into_iter().flat_map(|c| [(c, Vec3::ZERO), (c, FAR_AWAY)])
    {
        let (count, energy, light_end, heavy_end) = galperin(ratio, seconds, offset);
        let start = 0.5 * f64::from(ratio);
        println!(
            "{ratio} at {offset}: {count} impacts, energy {energy} of {start}, ends at {light_end} and {heavy_end} m/s"
        );
        assert_eq!(count, digits, "mass ratio {ratio} at {offset}");
        assert!((energy - start).abs() <= 1e-6 * start, "ratio {ratio}: energy {energy} of {start}");
        assert!(close(light_end, light, 1e-3) && close(heavy_end, heavy, 1e-5), "{light_end} {heavy_end}");
    }
}

/// Newton's cradle on a frictionless floor: five elastic balls of 1 kg in a row, `gap` m apart, the first
/// `strikers` of them moving in at 2 m/s from 0.5 m away; the balls' velocities along the row after 1 s.
fn cradle(gap: f32, strikers: usize) -> Vec<Vec3> {
    let mut app = app_with(PhysicsSettings::default());
    floor(&mut app, 1.0, 0.0);
    let balls: Vec<Entity> = (0..5)
        .map(|i| {
            let striking = i < strikers;
            let x = i as f32 * (1.0 + gap) - if striking { 0.5 } else { 0.0 };
            let ball = sphere(0.5).at(Vec3::new(x, 0.5, 0.0)).material(1.0, 0.0);
            ball.moving(if striking { Vec3::X * 2.0 } else { Vec3::ZERO }).spawn(&mut app)
        })
        .collect();
    step(&mut app, 60);
    balls.iter().map(|&ball| velocity(&app, ball)).collect()
}

#[test]
fn a_cradle_sends_off_as_many_balls_as_strike_it_through_touching_and_gapped_rows() {
    for (gap, strikers) in [(0.0, 1), (0.001, 1), (0.0, 2), (0.001, 2)] {
        let velocities = cradle(gap, strikers);
        println!("gap {gap}, {strikers} striking: {velocities:?}");
        for (i, velocity) in velocities.iter().enumerate() {
            let expected = if i >= 5 - strikers { 2.0 } else { 0.0 };
            let off = (*velocity - Vec3::X * expected).length();
            assert!(off < 1e-4, "gap {gap}, {strikers} striking: ball {i} at {velocity}");
        }
    }
}

#[test]
fn a_ball_thrown_around_a_closed_room_keeps_its_energy() {
    // Setup: a 10 m room of fixed walls, an elastic, frictionless ball of 0.25 m thrown from its middle
    let mut app = app_with(PhysicsSettings::default());
    for axis in 0..3 {
        for sign in [-1.0f32, 1.0] {
            let mut half = Vec3::splat(5.5);
            half[axis] = 0.25;
            let mut at = Vec3::ZERO;
            at[axis] = sign * 5.25;
            cuboid(half).at(at).material(1.0, 0.0).fixed().spawn(&mut app);
        }
    }
    let ball = sphere(0.25).moving(Vec3::new(7.0, 3.0, -5.0)).material(1.0, 0.0).spawn(&mut app);
    let energy = |app: &App| {
        let (v, y) = (velocity(app, ball), position(app, ball).y);
        0.5 * f64::from(v.length_squared()) + 9.81 * f64::from(y)
    };
    let start = energy(&app);
    // Run: a minute
    let mut cursor = MessageCursor::<CollisionImpact>::default();
    let mut impacts = 0;
    for _ in 0..3600 {
        step(&mut app, 1);
        impacts += read_new(&app, &mut cursor).len();
    }
    // Check: kinetic and potential energy together, to 1e-4 (each bounce restarts on the true parabola)
    let end = energy(&app);
    println!("{impacts} impacts: {start} J/kg -> {end} J/kg");
    assert!(impacts > 60, "{impacts}");
    assert!((end / start - 1.0).abs() < 1e-4, "{start} J/kg -> {end} J/kg");
}
