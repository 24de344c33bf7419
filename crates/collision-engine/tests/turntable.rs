//! Blocks on a table a motor turns faster and faster: friction gives each the pull ω²r towards the axle that
//! keeps it going round, up to μg; a block slides off once the table turns faster than that allows, and until
//! then it stays where it was put on the table.

mod common;

use bevy::prelude::*;
use collision_engine::physics::*;
use common::*;

const MU: f32 = 0.5;
const G: f32 = 9.81;

/// How far (m) a block must have moved on the table to be seen sliding.
const MOVED: f32 = 0.001;

/// A table of 8 m × 8 m, 100 kg, on a hinge about the vertical at the world's origin, its motor turning it up
/// towards `speed` (rad/s) with at most `torque` (N·m); blocks of 0.4 m and 1 kg on it at `radii` along x.
fn turntable(app: &mut App, (speed, torque): (f32, f32), radii: &[f32]) -> (Entity, Vec<Entity>) {
    let table = cuboid(Vec3::new(4.0, 0.1, 4.0)).at(Vec3::ZERO).mass(100.0).material(0.0, MU).spawn(app);
    let hinge = Hinge::new(Vec3::Y, Quat::IDENTITY).driven(speed, torque);
    app.world_mut().spawn(Joint::hinge(JointEnd::world(Vec3::ZERO), JointEnd::body(table), hinge));
    let blocks = radii.iter().map(|&r| cuboid(Vec3::splat(0.2)).at(Vec3::new(r, 0.3, 0.0)).mass(1.0));
    let blocks = blocks.map(|block| block.material(0.0, MU).spawn(app)).collect();
    (table, blocks)
}

/// Where `block` lies in the table's own axes.
fn on_table(app: &App, (table, block): (Entity, Entity)) -> Vec3 {
    let table = app.world().get::<Transform>(table).unwrap();
    table.rotation.inverse() * (position(app, block) - table.translation)
}

/// The table's speed (rad/s) about the vertical.
fn table_speed(app: &App, table: Entity) -> f32 {
    app.world().get::<AngularVelocity>(table).unwrap().0.y
}

#[test]
fn a_block_slides_off_a_turning_table_once_omega_squared_r_passes_mu_g() {
    // Setup: blocks at 1, 2 and 3 m; the motor turns the table up slowly (α ≈ 0.1 rad/s²) towards 2.6 rad/s
    let mut app = app_with(PhysicsSettings { sleep_enabled: false, ..default() });
    app.update();
    let radii = [1.0, 2.0, 3.0];
    let (table, blocks) = turntable(&mut app, (2.6, 120.0), &radii);
    step(&mut app, 10);
    let placed: Vec<Vec3> = blocks.iter().map(|&block| on_table(&app, (table, block))).collect();
    // Run: until the table turns at 2.5 rad/s, the speed noted at which each block first moved 1 mm on it
    let mut left = [None; 3];
    let (mut speed, mut steps) = (0.0, 0);
    while speed < 2.5 && steps < 3600 {
        let before = table_speed(&app, table);
        app.update();
        (speed, steps) = (table_speed(&app, table), steps + 1);
        let alpha = (speed - before) * 60.0;
        for (k, &block) in blocks.iter().enumerate() {
            if left[k].is_none() && on_table(&app, (table, block)).distance(placed[k]) > MOVED {
                left[k] = Some((speed, alpha));
            }
        }
    }
    // Check: each block starts to slide at the speed ω_s where the pull friction must give, √((ω²r)² + (αr)²),
    // reaches μg; past it, the pull lacking grows as 2ω_s r α t, so the block has slid 1 mm after
    // t = ∛(3 mm / (ω_s r α)): it is seen to move at ω_s + αt, within 1 %
    for (k, &r) in radii.iter().enumerate() {
        let (omega, alpha) = left[k].unwrap_or_else(|| panic!("the block at {r} m stayed up to {speed} rad/s"));
        let slides = ((MU * G / r).powi(2) - alpha * alpha).sqrt().sqrt();
        let expected = slides + alpha * (3.0 * MOVED / (slides * r * alpha)).cbrt();
        println!("block at {r} m slides at ω = {slides}, seen at {omega} (α {alpha}), expected {expected}");
        assert!(close(omega, expected, 0.01 * expected), "block at {r} m seen at ω = {omega}, expected {expected}");
    }
}

#[test]
fn blocks_inside_the_slipping_radius_go_round_with_the_table_and_stay_where_they_were_put() {
    // Setup: the table and the blocks on it turning at 2 rad/s, which the motor holds; blocks at 0.5 and 1.1 m:
    // ω²r = 2 and 4.4 < μg = 4.905
    let mut app = app_with(PhysicsSettings { sleep_enabled: false, ..default() });
    app.update();
    let (table, blocks) = turntable(&mut app, (2.0, 5000.0), &[0.5, 1.1]);
    for &body in blocks.iter().chain([&table]) {
        let velocity = Vec3::Y * 2.0;
        let radius = position(&app, body) * Vec3::new(1.0, 0.0, 1.0);
        app.world_mut().get_mut::<AngularVelocity>(body).unwrap().0 = velocity;
        app.world_mut().get_mut::<LinearVelocity>(body).unwrap().0 = velocity.cross(radius);
    }
    step(&mut app, 30);
    let placed: Vec<Vec3> = blocks.iter().map(|&block| on_table(&app, (table, block))).collect();
    // Run: 10 s, about three turns
    let mut moved = 0.0_f32;
    for _ in 0..600 {
        app.update();
        for (k, &block) in blocks.iter().enumerate() {
            moved = moved.max(on_table(&app, (table, block)).distance(placed[k]));
        }
    }
    // Check: the table at its speed, and neither block moved 2 mm on it
    assert!(close(table_speed(&app, table), 2.0, 1e-3), "the table turns at {}", table_speed(&app, table));
    println!("the blocks moved at most {moved} m on the table");
    assert!(moved < 0.002, "a block moved {moved} m on the table");
}
