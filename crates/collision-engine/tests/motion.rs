//! Bouncing, resting, sliding and gravity, through the whole pipeline.

mod common;

use bevy::prelude::*;
use collision_engine::physics::{Contacts, PhysicsSettings};
use common::*;

const DT: f32 = 1.0 / 60.0;
const G: f32 = 9.81;

/// Heights of the ball's bottom above the floor at each apex, over `seconds`.
fn bounce_peaks(restitution: f32, drop_height: f32, seconds: f32) -> Vec<f32> {
    let mut app = app_with(PhysicsSettings::default());
    floor(&mut app, 1.0, 0.5);
    let radius = 0.25;
    let ball = sphere(radius).at(Vec3::Y * (drop_height + radius)).material(restitution, 0.5).spawn(&mut app);
    let mut peaks = Vec::new();
    let mut last_vy = 0.0;
    for _ in 0..(seconds / DT) as usize {
        step(&mut app, 1);
        let vy = velocity(&app, ball).y;
        if last_vy > 0.0 && vy <= 0.0 {
            peaks.push(position(&app, ball).y - radius);
        }
        last_vy = vy;
    }
    peaks
}

#[test]
fn bounce_peaks_fall_by_e_squared() {
    // Setup: e = 0.8 against a floor of e = 1 (the pair takes the smaller)
    let e: f32 = 0.8;
    // Run
    let peaks = bounce_peaks(e, 5.0, 8.0);
    // Check: every bounce still well above the restitution threshold keeps e² of the height
    let tall: Vec<f32> = peaks.iter().copied().take_while(|&h| h > 0.3).collect();
    assert!(tall.len() >= 4, "expected at least 4 clear bounces, got {peaks:?}");
    let mut previous = 5.0;
    for peak in tall {
        let ratio = peak / previous;
        assert_close!(ratio, e * e, 0.003, "peak {peak} after {previous}: ratio {ratio}, want {}", e * e);
        previous = peak;
    }
}

#[test]
fn stack_and_ball_come_to_rest_without_creep_or_drift() {
    // Setup: a ten-box stack and a ball on the floor
    let settings = PhysicsSettings::default();
    let slop = settings.slop;
    let mut app = app_with(settings);
    floor(&mut app, 0.5, 0.5);
    let boxes: Vec<Entity> =
        (0..10).map(|i| cuboid(Vec3::splat(0.5)).at(Vec3::new(0.0, 0.5 + i as f32, 0.0)).spawn(&mut app)).collect();
    let ball = sphere(0.5).at(Vec3::new(3.0, 0.5, 0.0)).spawn(&mut app);
    let bodies: Vec<Entity> = boxes.iter().copied().chain([ball]).collect();
    let start: Vec<Vec3> = bodies.iter().map(|&e| position(&app, e)).collect();

    // Run: 60 s, watching penetration all along and energy once settled
    let mut deepest = 0.0f32;
    let mut top_at_30s = Vec3::ZERO;
    let mut settled_energy_max = 0.0f32;
    for i in 1..=3600 {
        step(&mut app, 1);
        let contacts = app.world().resource::<Contacts>();
        deepest = contacts.pairs.iter().map(|p| p.contact.penetration).fold(deepest, f32::max);
        if i == 1800 {
            top_at_30s = position(&app, boxes[9]);
        }
        if i >= 1800 {
            let energy: f32 = bodies.iter().map(|&e| 0.5 * velocity(&app, e).length_squared()).sum();
            settled_energy_max = settled_energy_max.max(energy);
        }
    }

    // Check
    let creep = (position(&app, boxes[9]) - top_at_30s).length();
    assert!(creep < 1e-3, "top box moved {creep} m between 30 s and 60 s");
    for (&e, s) in bodies.iter().zip(&start) {
        let drift = (position(&app, e) - *s).with_y(0.0).length();
        assert!(drift < 5e-3, "sideways drift {drift} m");
    }
    assert!(deepest <= 2.0 * slop, "penetration reached {deepest} m, above 2 × slop");
    assert!(settled_energy_max < 1e-6, "kinetic energy at rest reached {settled_energy_max} J");
}

#[test]
fn a_tall_pyramid_holds_and_never_gains_energy() {
    // Setup: 3,240 unit boxes, 80 at the base, each on two below it (the benchmark's pyramid 80). With 10
    // iterations the solver needs many steps to carry the load down 80 rows, so boxes start falling into
    // each other at up to ~1 m/s: fast enough to be swept, and continuous detection used to resolve those
    // slow meetings one pair at a time, which gravity restarted hit after hit (+1,300 J a step).
    let settings = PhysicsSettings::default();
    let slop = settings.slop;
    let mut app = app_with(settings);
    floor(&mut app, 0.5, 0.5);
    let base = 80;
    let mut boxes = Vec::new();
    for row in 0..base {
        for i in 0..base - row {
            let x = i as f32 - (base - row - 1) as f32 * 0.5;
            boxes.push(cuboid(Vec3::splat(0.5)).at(Vec3::new(x, 0.5 + row as f32, 0.0)).spawn(&mut app));
        }
    }
    let energy = |app: &App| -> f64 {
        let kinetic_and_potential =
            |&e: &Entity| 0.5 * velocity(app, e).length_squared() as f64 + G as f64 * position(app, e).y as f64;
        boxes.iter().map(kinetic_and_potential).sum()
    };
    let start = energy(&app);
    let apex = position(&app, *boxes.last().unwrap());

    // Run: 5 s, checking energy and penetration every step
    let mut deepest = 0.0f32;
    let mut most_energy = start;
    for _ in 0..300 {
        step(&mut app, 1);
        let contacts = app.world().resource::<Contacts>();
        deepest = contacts.pairs.iter().map(|p| p.contact.penetration).fold(deepest, f32::max);
        most_energy = most_energy.max(energy(&app));
    }

    // Check: 1e-6 of the 858 kJ of potential energy is rounding
    assert!(most_energy - start < 1e-6 * start, "energy rose by {} J", most_energy - start);
    assert!(deepest <= 2.0 * slop, "penetration reached {deepest} m");
    let sunk = apex.y - position(&app, *boxes.last().unwrap()).y;
    assert!(sunk < 0.5, "the apex sank {sunk} m");
}

#[test]
fn gravity_off_keeps_velocity_and_on_again_falls() {
    // Setup
    let mut app = app_with(PhysicsSettings { gravity_enabled: false, ..default() });
    let v0 = Vec3::new(1.5, 0.25, -2.0);
    let ball = sphere(0.5).moving(v0).spawn(&mut app);
    // Run + Check: exactly the same velocity, and straight-line motion
    step(&mut app, 120);
    assert_eq!(velocity(&app, ball), v0);
    assert!((position(&app, ball) - v0 * 2.0).length() < 1e-4);
    // Run: gravity back on for one second
    app.world_mut().resource_mut::<PhysicsSettings>().gravity_enabled = true;
    step(&mut app, 60);
    let v = velocity(&app, ball);
    assert_close!(v.y, v0.y - G, 1e-4, "vy {}", v.y);
    assert_eq!((v.x, v.z), (v0.x, v0.z));
}

/// Distance a box sliding at `speed` on a floor travels before it stops, with both materials at `mu`.
fn slide_distance(speed: f32, mu: f32) -> f32 {
    let mut app = app_with(PhysicsSettings::default());
    floor(&mut app, 0.0, mu);
    let block = cuboid(Vec3::splat(0.5)).at(Vec3::Y * 0.5).moving(Vec3::X * speed).material(0.0, mu).spawn(&mut app);
    for _ in 0..6000 {
        step(&mut app, 1);
        if velocity(&app, block).x == 0.0 {
            break;
        }
    }
    assert_eq!(velocity(&app, block).x, 0.0, "still sliding");
    position(&app, block).x
}

#[test]
fn sliding_box_stops_after_v_squared_over_two_mu_g() {
    for (speed, mu) in [(4.0f32, 0.4f32), (6.0, 0.2), (3.0, 0.8), (1.0, 1.0), (8.0, 0.25)] {
        let distance = slide_distance(speed, mu);
        let expected = speed * speed / (2.0 * mu * G);
        assert_close!(distance / expected, 1.0, 0.02, "v={speed} μ={mu}: slid {distance} m, expected {expected} m");
    }
}

#[test]
fn a_box_riding_a_sliding_box_is_dragged_along_by_friction_to_the_analytic_distances() {
    // Setup: 1 kg boxes, μ = 0.5 everywhere. Pair A: a box on a box, both sliding at 3 m/s; pair B: a box at
    // rest on a box sliding at 3 m/s. Neither touches the floor's or the other box's friction coefficient
    // beyond 0.5.
    let mut app = app_with(PhysicsSettings::default());
    floor(&mut app, 0.0, 0.5);
    let stacked = |app: &mut App, z: f32, top_speed: f32| {
        let bottom = cuboid(Vec3::new(0.5, 0.25, 0.5)).at(Vec3::new(0.0, 0.25, z)).moving(Vec3::X * 3.0);
        let top = cuboid(Vec3::splat(0.25)).at(Vec3::new(0.0, 0.75, z)).moving(Vec3::X * top_speed);
        (bottom.material(0.0, 0.5).spawn(app), top.material(0.0, 0.5).spawn(app))
    };
    let (bottom_a, top_a) = stacked(&mut app, 0.0, 3.0);
    let (bottom_b, top_b) = stacked(&mut app, 3.0, 0.0);
    step(&mut app, 120);
    // Check A: the floor's friction on both boxes' weight stops them together at v²/(2μg) = 0.9174 m
    let together = 9.0 / (2.0 * 0.5 * G);
    for body in [bottom_a, top_a] {
        let x = position(&app, body).x;
        assert_close!(x, together, 0.003, "A: {x} m against {together}");
    }
    // Check B: the bottom box slows at (μ·2g + μ·g)/1 kg, the top speeds up at μg, until both move at
    // 0.75 m/s; then they stop together at μg: bottom 0.3440 m, top 0.1147 m
    let meet = 3.0 / (4.0 * 0.5 * G);
    let common = 0.5 * G * meet;
    let after = common * common / (2.0 * 0.5 * G);
    let bottom = 3.0 * meet - 0.5 * 1.5 * G * meet * meet + after;
    let top = 0.5 * 0.5 * G * meet * meet + after;
    let (x_bottom, x_top) = (position(&app, bottom_b).x, position(&app, top_b).x);
    assert!(
        close(x_bottom, bottom, 0.003) && close(x_top, top, 0.003),
        "B: {x_bottom}, {x_top} against {bottom}, {top}"
    );
    assert!([bottom_a, top_a, bottom_b, top_b].iter().all(|&body| velocity(&app, body) == Vec3::ZERO));
}
