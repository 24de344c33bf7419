//! Rows and piles of boxes that tumble: a falling row of dominoes, whose wave runs faster on taller dominoes as
//! √h, and a pyramid that stands.

mod common;

use bevy::prelude::*;
use collision_engine::physics::*;
use common::*;

/// Dominoes in a row: how many.
const DOMINOES: usize = 30;

/// A row of dominoes of height `h` (thickness 0.16 h, width 0.5 h, spaced 0.5 h face to face) on a floor of
/// friction 0.5, the first tipped towards the next at 1 rad/s·√(1 m/h) about its front bottom edge. Returns
/// the times (s) at which each domino had turned past 30°.
fn domino_wave(h: f32) -> Vec<f32> {
    let mut app = app_with(PhysicsSettings { sleep_enabled: false, ..default() });
    app.update();
    floor(&mut app, 0.0, 0.5);
    let half = Vec3::new(0.08 * h, 0.5 * h, 0.25 * h);
    let pitch = 0.5 * h + 2.0 * half.x;
    let dominoes: Vec<Entity> = (0..DOMINOES)
        .map(|i| cuboid(half).at(Vec3::new(i as f32 * pitch, half.y, 0.0)).material(0.0, 0.5).spawn(&mut app))
        .collect();
    // tipped about its front bottom edge: ω about −z, its centre moving at ω × (centre − edge)
    let spin = Vec3::new(0.0, 0.0, -1.0 / h.sqrt());
    let arm = Vec3::new(-half.x, half.y, 0.0);
    app.world_mut().entity_mut(dominoes[0]).insert((AngularVelocity(spin), LinearVelocity(spin.cross(arm))));
    let mut fallen = vec![f32::NAN; DOMINOES];
    let dt = app.world().resource::<PhysicsSettings>().step_dt();
    for step in 1..=1200 {
        app.update();
        for (k, &domino) in dominoes.iter().enumerate() {
            let turned = app.world().get::<Transform>(domino).unwrap().rotation.angle_between(Quat::IDENTITY);
            if fallen[k].is_nan() && turned > 30f32.to_radians() {
                fallen[k] = step as f32 * dt;
            }
        }
        if fallen.iter().all(|time| !time.is_nan()) {
            break;
        }
    }
    fallen
}

#[test]
fn a_row_of_dominoes_falls_in_order_and_its_wave_runs_as_the_root_of_their_height() {
    // Setup: three rows alike but for their size: heights 0.25, 0.5 and 1 m, spacing and thickness in proportion
    let mut speeds = Vec::new();
    for h in [0.25f32, 0.5, 1.0] {
        // Run: until the last has turned past 30°
        let fallen = domino_wave(h);
        // Check: every domino falls, each after the one before it
        assert!(fallen.iter().all(|time| time.is_finite()), "h = {h}: not all fell: {fallen:?}");
        assert!(fallen.windows(2).all(|pair| pair[1] > pair[0]), "h = {h}: out of order: {fallen:?}");
        // the wave's speed once it runs steadily: from the 10th domino to the 25th
        let pitch = 0.5 * h + 0.16 * h;
        speeds.push(15.0 * pitch / (fallen[24] - fallen[9]));
    }
    // the wave's speed over √(g h) is the same at every size, and so v grows as √h: × √2 for each doubling
    for (k, pair) in speeds.windows(2).enumerate() {
        let ratio = pair[1] / pair[0];
        assert!((ratio - 2f32.sqrt()).abs() < 0.05 * 2f32.sqrt(), "speeds {speeds:?}: ratio {ratio} at doubling {k}");
    }
    let scaled = speeds[2] / (9.81f32 * 1.0).sqrt();
    assert!(scaled > 0.5 && scaled < 3.0, "v/√(gh) = {scaled}: a domino wave runs at about √(gh)");
}

#[test]
fn a_pyramid_of_twenty_rows_of_turning_boxes_stands_thirty_seconds() {
    // Setup: 210 cubes of 1 m, 1 cm apart in each row, each row resting on the one below, friction 0.5
    let mut app = app_with(PhysicsSettings { sleep_enabled: false, ..default() });
    app.update();
    floor(&mut app, 0.0, 0.5);
    let rows = 20;
    let mut boxes = Vec::new();
    for row in 0..rows {
        for i in 0..rows - row {
            let x = (i as f32 - (rows - row - 1) as f32 / 2.0) * 1.01;
            let position = Vec3::new(x, 0.5 + row as f32, 0.0);
            boxes.push((cuboid(Vec3::splat(0.5)).at(position).material(0.0, 0.5).spawn(&mut app), position));
        }
    }
    // Run: 30 s
    step(&mut app, 1800);
    // Check: no box has moved 1 cm from where it started, nor turned 10 mrad
    let (mut drift, mut turned) = (0.0f32, 0.0f32);
    for &(entity, start) in &boxes {
        drift = drift.max(position(&app, entity).distance(start));
        turned = turned.max(app.world().get::<Transform>(entity).unwrap().rotation.angle_between(Quat::IDENTITY));
    }
    assert!(drift < 0.01 && turned < 0.01, "the pyramid drifted {drift} m and turned {turned} rad");
}
