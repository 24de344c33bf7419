//! Boxes that tumble: full rigid bodies tipping, toppling, standing in stacks and spinning free, each against
//! its textbook answer.

mod common;

use bevy::prelude::*;
use collision_engine::physics::*;
use common::*;

const G: f32 = 9.81;

fn world() -> App {
    let mut app = app_with(PhysicsSettings { sleep_enabled: false, ..default() });
    app.update();
    app
}

fn rotation(app: &App, entity: Entity) -> Quat {
    app.world().get::<Transform>(entity).unwrap().rotation
}

fn spin(app: &App, entity: Entity) -> Vec3 {
    app.world().get::<AngularVelocity>(entity).unwrap().0
}

/// How far `entity` has turned from `start` (rad).
fn turned_from(app: &App, entity: Entity, start: Quat) -> f32 {
    rotation(app, entity).angle_between(start)
}

/// A static ramp of 40 × 1 × 8 m turned by the angle whose tangent is `slope` about z, so that its top slopes
/// down towards +x, of friction `friction`; its top face passes through the origin. Returns the ramp's turn.
fn ramp(app: &mut App, slope: f32, friction: f32) -> Quat {
    let turn = Quat::from_rotation_z(-slope.atan());
    let ramp = cuboid(Vec3::new(20.0, 0.5, 4.0)).at(turn * Vec3::new(0.0, -0.5, 0.0)).material(0.0, friction).fixed();
    let entity = ramp.spawn(app);
    app.world_mut().entity_mut(entity).insert(Transform::from_translation(ramp.position).with_rotation(turn));
    turn
}

/// A box of half extents `half`, friction `friction`, standing on the ramp turned by `turn` at its middle,
/// facing along the slope.
fn on_ramp(app: &mut App, half: Vec3, friction: f32, turn: Quat) -> Entity {
    let position = turn * Vec3::new(0.0, half.y, 0.0);
    let entity = cuboid(half).material(0.0, friction).at(position).spawn(app);
    app.world_mut().entity_mut(entity).insert(Transform::from_translation(position).with_rotation(turn));
    entity
}

#[test]
fn a_tall_box_on_a_slope_tips_once_tan_theta_passes_b_over_h() {
    // Setup: a box 0.5 m wide and 1 m tall (b/h = 0.5) on a rough slope (μ = 0.9, so it cannot slide first), at
    // slopes either side of tan θ = 0.5
    for (slope, tips) in [(0.45f32, false), (0.48, false), (0.52, true), (0.55, true)] {
        let mut app = world();
        let turn = ramp(&mut app, slope, 0.9);
        let block = on_ramp(&mut app, Vec3::new(0.25, 0.5, 0.25), 0.9, turn);
        let start = position(&app, block);
        // Run: 3 s
        step(&mut app, 180);
        // Check: below the threshold it stands within a milliradian, above it has tipped past 45°
        let (turned, moved) = (turned_from(&app, block, turn), (position(&app, block) - start).length());
        if tips {
            assert!(turned > 0.8, "tan θ = {slope}: tips over its downhill edge, turned {turned} rad");
        } else {
            assert!(turned < 1e-3 && moved < 1e-3, "tan θ = {slope}: stands, turned {turned} rad, moved {moved} m");
        }
    }
}

#[test]
fn a_tall_box_on_a_slicker_slope_slides_before_it_can_tip() {
    // Setup: the same box (b/h = 0.5) with μ = 0.3 < b/h, on a slope with tan θ = 0.4: above μ, below b/h
    let mut app = world();
    let slope = 0.4f32;
    let turn = ramp(&mut app, slope, 0.3);
    let block = on_ramp(&mut app, Vec3::new(0.25, 0.5, 0.25), 0.3, turn);
    let start = position(&app, block);
    // Run: 1 s
    step(&mut app, 60);
    // Check: it slides ½ g (sin θ − μ cos θ) t² down the slope, upright
    let angle = slope.atan();
    let expected = 0.5 * G * (angle.sin() - 0.3 * angle.cos());
    let moved = (position(&app, block) - start).dot(turn * Vec3::X);
    assert_close!(moved, expected, 0.02 * expected, "slides as a block");
    assert!(turned_from(&app, block, turn) < 1e-3, "upright: {} rad", turned_from(&app, block, turn));
}

/// A 1 kg box 0.5 × 1 × 0.5 m on a rough floor (μ = 0.8), pushed along +x by a steady `force` (N) at `height`
/// (m) above the floor through its middle; how far it has turned and moved after 2 s.
fn pushed(force: f32, height: f32) -> (f32, f32) {
    let mut app = world();
    floor(&mut app, 0.0, 0.8);
    let block = cuboid(Vec3::new(0.25, 0.5, 0.25)).material(0.0, 0.8).at(Vec3::Y * 0.5).spawn(&mut app);
    let push = Vec3::X * force;
    let arm = Vec3::Y * (height - 0.5);
    app.world_mut().entity_mut(block).insert((ExternalForce(push), ExternalTorque(arm.cross(push))));
    step(&mut app, 120);
    (turned_from(&app, block, Quat::IDENTITY), position(&app, block).x)
}

#[test]
fn a_box_pushed_high_tips_and_one_pushed_low_slides() {
    // the push tips the box about its front edge once F·y > m g b (b = 0.25 m): 2.725 N at y = 0.9 m; 5 % below
    // that it holds, 5 % above it tips
    let (turned, _) = pushed(2.59, 0.9);
    assert!(turned < 1e-3, "2.59 N at 0.9 m holds: turned {turned} rad");
    let (turned, _) = pushed(2.86, 0.9);
    assert!(turned > 0.3, "2.86 N at 0.9 m tips it: turned {turned} rad");
    // 9 N at 0.1 m (tipping there would take 24.5 N) slides it at (F − μ m g)/m = 1.152 m/s²: 2.30 m in 2 s
    let (turned, moved) = pushed(9.0, 0.1);
    assert!(turned < 1e-3, "9 N at 0.1 m keeps it upright: turned {turned} rad");
    let expected = 0.5 * (9.0 - 0.8 * G) * 4.0;
    assert_close!(moved, expected, 0.02 * expected, "and slides");
}

#[test]
fn a_box_over_the_edge_of_another_topples_and_one_over_it_stays() {
    // Setup: a 1 m cube on the floor and a 1 m cube on it, shifted 0.45 m (centre over the support) or 0.55 m
    // (centre beyond the edge)
    for (shift, topples) in [(0.45f32, false), (0.55, true)] {
        let mut app = world();
        floor(&mut app, 0.0, 0.6);
        cuboid(Vec3::splat(0.5)).material(0.0, 0.6).at(Vec3::Y * 0.5).spawn(&mut app);
        let top = cuboid(Vec3::splat(0.5)).material(0.0, 0.6).at(Vec3::new(shift, 1.5, 0.0)).spawn(&mut app);
        // Run: 3 s
        step(&mut app, 180);
        let (turned, height) = (turned_from(&app, top, Quat::IDENTITY), position(&app, top).y);
        if topples {
            assert!(turned > 1.0 && height < 1.0, "shifted {shift} m: falls off, turned {turned}, at {height} m");
        } else {
            assert!(turned < 1e-3 && (height - 1.5).abs() < 0.01, "shifted {shift} m: stays, turned {turned}");
        }
    }
}

#[test]
fn a_stack_of_ten_turning_boxes_stands_thirty_seconds() {
    // Setup: ten 1 m cubes stacked face to face on a rough floor, turning as they will
    let mut app = world();
    floor(&mut app, 0.0, 0.5);
    let boxes: Vec<Entity> = (0..10)
        .map(|i| cuboid(Vec3::splat(0.5)).material(0.0, 0.5).at(Vec3::Y * (0.5 + i as f32)).spawn(&mut app))
        .collect();
    let starts: Vec<Vec3> = boxes.iter().map(|&b| position(&app, b)).collect();
    // Run: 30 s
    step(&mut app, 1800);
    // Check: no box drifted 1 cm or turned 1 mrad
    for (&body, start) in boxes.iter().zip(&starts) {
        let drift = (position(&app, body) - *start).length();
        assert!(drift < 0.01, "box at {start} drifted {drift} m");
        assert!(turned_from(&app, body, Quat::IDENTITY) < 1e-3, "box at {start} turned");
    }
}

#[test]
fn a_heavy_box_on_a_light_one_stands_at_a_thousand_to_one() {
    // Setup: 1000 kg on 1 kg, both turning
    let mut app = world();
    floor(&mut app, 0.0, 0.5);
    let light = cuboid(Vec3::splat(0.5)).material(0.0, 0.5).at(Vec3::Y * 0.5).spawn(&mut app);
    let heavy = cuboid(Vec3::splat(0.5)).material(0.0, 0.5).mass(1000.0).at(Vec3::Y * 1.5).spawn(&mut app);
    // Run: 10 s
    step(&mut app, 600);
    // Check: each within 1 cm of where it started, upright
    for (body, height) in [(light, 0.5), (heavy, 1.5)] {
        assert!((position(&app, body) - Vec3::Y * height).length() < 0.01, "{}", position(&app, body));
        assert!(turned_from(&app, body, Quat::IDENTITY) < 1e-3);
    }
}

#[test]
fn a_free_box_spun_about_its_middle_axis_flips_and_keeps_its_angular_momentum() {
    // Setup: in space, a 1 kg brick 0.2 × 0.5 × 1 m spun at 10 rad/s about its middle axis, nudged 0.3 rad/s
    let mut app = space();
    app.update();
    let brick = cuboid(Vec3::new(0.1, 0.25, 0.5)).spawn(&mut app);
    app.world_mut().entity_mut(brick).insert(AngularVelocity(Vec3::new(0.3, 10.0, 0.0)));
    let inertia = Vec3::new(0.25 + 1.0, 0.04 + 1.0, 0.04 + 0.25) / 12.0;
    let momentum = |app: &App| {
        let turn = rotation(app, brick);
        turn * (inertia * (turn.inverse() * spin(app, brick)))
    };
    let start = momentum(&app);
    // Run: 10 s, watching the spin about the brick's own middle axis
    let mut flips = 0;
    let mut last = 10.0f32;
    for _ in 0..600 {
        step(&mut app, 1);
        let about_middle = (rotation(&app, brick).inverse() * spin(&app, brick)).y;
        flips += usize::from(about_middle * last < 0.0);
        last = about_middle;
    }
    // Check: it turned over and back (a flip every 1.42 s, as Euler's equations give for this nudge: 7 in 10 s)
    // with its angular momentum kept to 1e-4
    assert_eq!(flips, 7, "flips of the middle axis");
    assert!((momentum(&app) - start).length() < 1e-4 * start.length(), "{} against {start}", momentum(&app));
}

#[test]
fn a_ball_rolling_on_a_box_that_can_tumble_meets_its_rolling_resistance() {
    // Setup: a 1000 kg slab (free to turn) on the floor, and on it a ball of radius 0.5 rolling at 3 m/s with
    // rolling resistance c = 0.1
    let mut app = world();
    floor(&mut app, 0.0, 0.5);
    cuboid(Vec3::new(20.0, 0.25, 4.0)).material(0.0, 0.5).mass(1000.0).at(Vec3::Y * 0.25).spawn(&mut app);
    let ball = sphere(0.5).material(0.0, 0.5).at(Vec3::new(-10.0, 1.0, 0.0)).moving(Vec3::X * 3.0).spawn(&mut app);
    app.world_mut().entity_mut(ball).insert((AngularVelocity(Vec3::Z * -6.0), RollingResistance(0.1)));
    // Run: 1 s
    step(&mut app, 60);
    // Check: it slows at 5/7 c g = 0.701 m/s², still rolling
    assert_close!(velocity(&app, ball).x, 3.0 - 5.0 / 7.0 * 0.1 * G, 0.01, "rolling on the slab");
    assert_close!(spin(&app, ball).z * -0.5, velocity(&app, ball).x, 0.01, "rolls without slipping");
}
