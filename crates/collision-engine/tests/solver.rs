//! The solver at large mass ratios, in packed rows, and with restitution resolved by the solver itself.

mod common;

use bevy::prelude::*;
use collision_engine::physics::{Contacts, LinearVelocity, PhysicsSettings};
use common::*;

const DT: f32 = 1.0 / 60.0;

/// Deepest overlap of any resolved contact after this step.
fn deepest(app: &App) -> f32 {
    let contacts = app.world().resource::<Contacts>();
    contacts.pairs.iter().filter(|p| p.resolve).map(|p| p.contact.penetration).fold(0.0, f32::max)
}

/// A `heavy` kg box set exactly on a 1 kg box on the ground, at the default settings; returns the deepest
/// overlap after the first 2 s, and how far the heavy box moved from 2 s to 10 s.
fn heavy_on_light(heavy: f32) -> (f32, f32) {
    // Setup
    let mut app = app_with(PhysicsSettings::default());
    floor(&mut app, 0.5, 0.5);
    cuboid(Vec3::splat(0.5)).at(Vec3::Y * 0.5).spawn(&mut app);
    let top = cuboid(Vec3::splat(0.5)).at(Vec3::Y * 1.5).mass(heavy).spawn(&mut app);
    // Run
    step(&mut app, 120);
    let settled = position(&app, top);
    let mut overlap = deepest(&app);
    for _ in 120..600 {
        step(&mut app, 1);
        overlap = overlap.max(deepest(&app));
    }
    (overlap, (position(&app, top) - settled).length())
}

#[test]
fn a_heavy_box_on_a_light_one_settles_within_two_seconds_and_stays() {
    for heavy in [10.0, 100.0, 1000.0] {
        let (overlap, moved) = heavy_on_light(heavy);
        assert!(overlap < 0.01, "{heavy} : 1 overlaps {overlap} m after 2 s");
        assert!(moved < 1e-3, "{heavy} : 1 moved {moved} m between 2 s and 10 s");
    }
}

/// Two unit-diameter balls approaching at `closing` m/s along x, `gap` apart, resolved by the solver alone
/// (the approach too slow to be swept, or continuous detection off); their velocities once they part.
fn solver_collision(m1: f32, m2: f32, closing: f32, e: f32, ccd: bool) -> (f32, f32) {
    let settings =
        PhysicsSettings { gravity_enabled: false, ccd_enabled: ccd, restitution_threshold: 0.05, ..default() };
    let mut app = app_with(settings);
    let left = sphere(0.5).at(Vec3::X * -0.6).moving(Vec3::X * closing).mass(m1).material(e, 0.0).spawn(&mut app);
    let right = sphere(0.5).at(Vec3::X * 0.6).mass(m2).material(e, 0.0).spawn(&mut app);
    step(&mut app, (0.2 / (closing * DT)) as usize + 120);
    (velocity(&app, left).x, velocity(&app, right).x)
}

#[test]
fn the_solver_itself_keeps_restitution_in_slow_and_discrete_collisions() {
    // slow: 0.2 m/s moves 3 mm a step, under the sweep threshold; discrete: 3 m/s with detection off
    for (closing, ccd) in [(0.2f32, true), (3.0, false)] {
        for e in [0.0f32, 0.5, 1.0] {
            for (m1, m2) in [(1.0f32, 1.0f32), (1.0, 3.0), (100.0, 1.0)] {
                let (v1, v2) = solver_collision(m1, m2, closing, e, ccd);
                let w1 = (m1 * closing - m2 * e * closing) / (m1 + m2);
                let w2 = (m1 * closing + m1 * e * closing) / (m1 + m2);
                let label = format!("u={closing} ccd={ccd} e={e} m={m1}:{m2}: got {v1} {v2}, want {w1} {w2}");
                assert_close!(v1, w1, 1e-4 * closing, "{label}");
                assert_close!(v2, w2, 1e-4 * closing, "{label}");
            }
        }
    }
}

/// The overlap of two 1 m boxes placed 10 cm into each other at rest, after a second.
fn overlap_after_a_second(position_correction: bool) -> f32 {
    let mut app = app_with(PhysicsSettings { gravity_enabled: false, position_correction, ..default() });
    let left = cuboid(Vec3::splat(0.5)).spawn(&mut app);
    let right = cuboid(Vec3::splat(0.5)).at(Vec3::X * 0.9).spawn(&mut app);
    step(&mut app, 60);
    1.0 - (position(&app, right).x - position(&app, left).x)
}

#[test]
fn positional_correction_removes_overlap_the_impulses_leave_and_can_be_switched_off() {
    let slop = PhysicsSettings::default().slop;
    // at rest the impulses have nothing to stop: only the correction separates the boxes, down to the slop
    let corrected = overlap_after_a_second(true);
    assert_close!(corrected, slop, 1e-3, "overlap {corrected} with correction");
    assert_close!(overlap_after_a_second(false), 0.1, 1e-5, "without correction the 10 cm overlap stays");
}

/// A 100 kg box at `speed` m/s driving into a row of twenty 1 kg boxes (1 m wide, `gap` apart, restitution
/// `e`), with no gravity; the deepest overlap of neighbours over 60 steps, and the row's momentum then.
fn driven_row(speed: f32, gap: f32, e: f32) -> (f32, f32) {
    let mut app = space();
    let boxes: Vec<Entity> = (0..21)
        .map(|i| {
            let body = cuboid(Vec3::splat(0.5)).at(Vec3::X * i as f32 * (1.0 + gap)).material(e, 0.5);
            if i == 0 { body.mass(100.0).moving(Vec3::X * speed) } else { body }.spawn(&mut app)
        })
        .collect();
    let mut overlap = 0.0f32;
    for _ in 0..60 {
        step(&mut app, 1);
        for pair in boxes.windows(2) {
            overlap = overlap.max(1.0 - (position(&app, pair[1]).x - position(&app, pair[0]).x));
        }
    }
    let momentum = boxes.iter().enumerate().map(|(i, &b)| velocity(&app, b).x * if i == 0 { 100.0 } else { 1.0 });
    (overlap, momentum.sum())
}

#[test]
fn a_heavy_box_driving_a_packed_row_never_sinks_into_it() {
    // packed (touching) and 5 cm apart; at 40 m/s the heavy box crosses 13 gaps in one step
    for gap in [0.0f32, 0.05] {
        for speed in [5.0f32, 20.0, 40.0] {
            for e in [0.0f32, 0.5] {
                let (overlap, momentum) = driven_row(speed, gap, e);
                let label = format!("gap {gap} m, {speed} m/s, e = {e}");
                assert!(overlap < 0.05, "{label}: neighbours overlap {overlap} m");
                let expected = 100.0 * speed;
                assert_close!(momentum, expected, 1e-4 * expected, "{label}: momentum {momentum}");
            }
        }
    }
}

#[test]
fn a_row_of_equal_boxes_moves_as_one_even_with_a_single_pass() {
    // one Gauss–Seidel pass carries the push one box along; the row is solved exactly once the passes
    // leave it unconverged
    let settings = PhysicsSettings { gravity_enabled: false, solver_iterations: 1, ..default() };
    let mut app = app_with(settings);
    let boxes: Vec<Entity> = (0..11)
        .map(|i| {
            let body = cuboid(Vec3::splat(0.5)).at(Vec3::X * i as f32).material(0.0, 0.0);
            if i == 0 { body.moving(Vec3::X * 2.0) } else { body }.spawn(&mut app)
        })
        .collect();
    step(&mut app, 1);
    for &body in &boxes {
        let v = velocity(&app, body).x;
        assert_close!(v, 2.0 / 11.0, 1e-3, "{v} instead of {}", 2.0 / 11.0);
    }
}

#[test]
fn static_bodies_never_drag_what_rests_on_them_and_keep_their_own_materials() {
    // Setup: a static floor given a velocity (static bodies never move, so it counts for nothing), and two
    // static tiles apart, one without friction and one with, each under a box sliding at 2 m/s
    let mut app = app_with(PhysicsSettings::default());
    let floor = floor(&mut app, 0.0, 1.0);
    app.world_mut().get_mut::<LinearVelocity>(floor).unwrap().0 = Vec3::X * 3.0;
    let resting = cuboid(Vec3::splat(0.5)).at(Vec3::Y * 0.5).material(0.0, 1.0).spawn(&mut app);
    let tile =
        |z: f32, friction: f32| cuboid(Vec3::new(5.0, 0.5, 1.0)).at(Vec3::new(20.0, 5.0, z)).material(0.0, friction);
    tile(0.0, 0.0).fixed().spawn(&mut app);
    tile(5.0, 1.0).fixed().spawn(&mut app);
    let slider = |z: f32| cuboid(Vec3::splat(0.5)).at(Vec3::new(17.0, 6.0, z)).moving(Vec3::X * 2.0).material(0.0, 1.0);
    let (smooth, rough) = (slider(0.0).spawn(&mut app), slider(5.0).spawn(&mut app));
    // Run: half a second (μ = 1 stops a box at 2 m/s in 0.2 s)
    step(&mut app, 30);
    // Check
    assert!(velocity(&app, resting).length() < 1e-4, "dragged at {}", velocity(&app, resting));
    assert_close!(velocity(&app, smooth).x, 2.0, 1e-3, "without friction: {}", velocity(&app, smooth));
    assert_close!(velocity(&app, rough).x, 0.0, 1e-3, "with friction: {}", velocity(&app, rough));
}
