//! Rods, strings and springs against their textbook answers: the pendulum's period (and its lengthening at large
//! angles), its energy over a hundred swings, the spring and mass, damped and not, a slack string, a string that
//! snaps (and is whole again when the clock is set back), a cradle on strings, a box hung by its corner, a
//! spinning dumbbell and the energy they keep.

mod common;

use std::f64::consts::PI;

use bevy::prelude::*;
use collision_engine::physics::*;
use common::*;

const G: f64 = 9.81;

/// A world with gravity (or none) and sleeping off.
fn world(gravity: bool) -> App {
    let mut app = app_with(PhysicsSettings { sleep_enabled: false, gravity_enabled: gravity, ..default() });
    app.update();
    app
}

/// A ball of `mass` hung from the world's origin by a `joint` of `length`, pulled aside by `angle` (rad) in the
/// x–y plane and let go. Returns the ball and the joint.
fn pendulum(
    app: &mut App,
    make: fn(JointEnd, JointEnd, f32) -> Joint,
    (length, angle, mass): (f32, f32, f32),
) -> (Entity, Entity) {
    let at = Vec3::new(angle.sin(), -angle.cos(), 0.0) * length;
    let ball = sphere(0.05).at(at).mass(mass).material(0.0, 0.0).spawn(app);
    let joint = app.world_mut().spawn(make(JointEnd::world(Vec3::ZERO), JointEnd::body(ball), length)).id();
    (ball, joint)
}

/// The times (s) at which the ball crossed x = 0 going the way it went first, over `steps` steps.
fn crossings(app: &mut App, ball: Entity, steps: usize) -> Vec<f64> {
    let dt = f64::from(app.world().resource::<PhysicsSettings>().step_dt());
    let mut last = position(app, ball).x;
    let mut times = Vec::new();
    for step in 1..=steps {
        app.update();
        let x = position(app, ball).x;
        if last > 0.0 && x <= 0.0 {
            // linear between the two steps
            let fraction = f64::from(last / (last - x));
            times.push((step as f64 - 1.0 + fraction) * dt);
        }
        last = x;
    }
    times
}

/// The mean period from the times of successive crossings in the same direction.
fn mean_period(times: &[f64]) -> f64 {
    (times[times.len() - 1] - times[0]) / (times.len() - 1) as f64
}

/// The complete elliptic integral of the first kind K(k), by the arithmetic–geometric mean.
fn elliptic_k(k: f64) -> f64 {
    let (mut a, mut b) = (1.0, (1.0 - k * k).sqrt());
    while (a - b).abs() > 1e-15 {
        (a, b) = (0.5 * (a + b), (a * b).sqrt());
    }
    PI / (2.0 * a)
}

#[test]
fn a_pendulum_swings_with_the_period_of_its_length_whatever_its_mass() {
    for mass in [1.0, 10.0] {
        // Setup: a 1 m rod pulled aside 5°
        let mut app = world(true);
        let (ball, _) = pendulum(&mut app, Joint::rod, (1.0, 5f32.to_radians(), mass));
        // Run: 10 s, five swings
        let times = crossings(&mut app, ball, 600);
        // Check: T = 2π√(L/g)(1 + θ₀²/16) to 0.1 %
        let theta = 5f64.to_radians();
        let expected = 2.0 * PI * (1.0 / G).sqrt() * (1.0 + theta * theta / 16.0);
        let period = mean_period(&times);
        assert!(times.len() >= 4, "{mass} kg: {times:?}");
        assert!(close(period, expected, 1e-3 * expected), "{mass} kg: period {period:.5} s, expected {expected:.5}");
    }
}

#[test]
fn a_wide_swing_takes_longer_as_the_elliptic_integral_says() {
    // Setup: a 1 m string pulled aside 60° (it stays taut: the ball never rises above the pivot)
    let mut app = world(true);
    let theta = 60f32.to_radians();
    let (ball, _) = pendulum(&mut app, Joint::string, (1.0, theta, 1.0));
    let times = crossings(&mut app, ball, 900);
    // Check: T = 4√(L/g)·K(sin(θ₀/2)), 7.3 % longer than the small swing's, to 0.2 %
    let exact = 4.0 * (1.0 / G).sqrt() * elliptic_k((f64::from(theta) / 2.0).sin());
    let period = mean_period(&times);
    assert!(close(period, exact, 2e-3 * exact), "period {period:.5} s, exact {exact:.5}");
    assert!(period > 1.07 * 2.0 * PI * (1.0 / G).sqrt());
}

#[test]
fn a_frictionless_pendulum_keeps_its_energy_over_a_hundred_swings() {
    // Setup: a 1 m rod at 30°, 2 kg
    let mut app = world(true);
    let (ball, _) = pendulum(&mut app, Joint::rod, (1.0, 30f32.to_radians(), 2.0));
    let energy = |app: &App| {
        let (y, v) = (f64::from(position(app, ball).y), f64::from(velocity(app, ball).length()));
        2.0 * (0.5 * v * v + G * y)
    };
    let start = energy(&app);
    // Run: 100 periods of 2.03 s
    let mut worst: f64 = 0.0;
    let mut longest: f32 = 0.0;
    for _ in 0..12_200 {
        app.update();
        worst = worst.max((energy(&app) - start).abs());
        longest = longest.max((position(&app, ball).length() - 1.0).abs());
    }
    // Check: within 0.1 % of the energy it has relative to the bottom of its swing; the rod keeps its length
    let swing = 2.0 * G * (1.0 - 30f64.to_radians().cos());
    assert!(worst < 1e-3 * swing, "energy off by {worst:.6} J of {swing:.4} J");
    assert!(longest < 1e-4, "length off by {longest} m");
}

#[test]
fn a_spring_and_mass_oscillate_at_the_root_of_k_over_m() {
    // Setup: 2 kg on a 100 N/m spring of rest length 1 m, in no gravity, pulled 0.2 m out
    let mut app = world(false);
    let ball = sphere(0.05).at(Vec3::new(1.2, 0.0, 0.0)).mass(2.0).spawn(&mut app);
    app.world_mut().spawn(Joint::spring(JointEnd::world(Vec3::ZERO), JointEnd::body(ball), 1.0, 100.0, 0.0));
    // Run: the ball crossing x = 1 m, over 5 s
    let dt = f64::from(app.world().resource::<PhysicsSettings>().step_dt());
    let (mut last, mut times, mut widest) = (0.2f32, Vec::new(), 0.0f32);
    for step in 1..=300 {
        app.update();
        let x = position(&app, ball).x - 1.0;
        if last > 0.0 && x <= 0.0 {
            times.push((step as f64 - 1.0 + f64::from(last / (last - x))) * dt);
        }
        (last, widest) = (x, widest.max(x.abs()));
    }
    // Check: T = 2π√(m/k) = 0.8886 s to 0.1 %, and the swing keeps its 0.2 m (no damping of its own)
    let expected = 2.0 * PI * (2.0f64 / 100.0).sqrt();
    let period = mean_period(&times);
    assert!(close(period, expected, 1e-3 * expected), "period {period:.5}, expected {expected:.5}");
    let last_swing = (0..60).map(|_| {
        app.update();
        (position(&app, ball).x - 1.0).abs()
    });
    let kept = last_swing.fold(0.0f32, f32::max);
    assert!(close(kept, 0.2, 1e-3), "swings {kept:.5} m after 5 s, first {widest:.5}");
}

#[test]
fn a_damped_spring_dies_away_as_e_to_the_minus_ct_over_2m() {
    // Setup: 1 kg on a 400 N/m spring with damping 0.8 N·s/m, pulled 0.1 m, in no gravity
    let mut app = world(false);
    let ball = sphere(0.05).at(Vec3::new(1.1, 0.0, 0.0)).mass(1.0).spawn(&mut app);
    app.world_mut().spawn(Joint::spring(JointEnd::world(Vec3::ZERO), JointEnd::body(ball), 1.0, 400.0, 0.8));
    // Run: 3 s, keeping each swing's peak (the top of the parabola through the three steps around it)
    let dt = app.world().resource::<PhysicsSettings>().step_dt();
    let mut peaks = Vec::new();
    let (mut before, mut last) = (0.1f32, 0.1f32);
    for step in 1..=180 {
        app.update();
        let x = (position(&app, ball).x - 1.0).abs();
        if last > before && last >= x {
            let curve = before - 2.0 * last + x;
            let offset = 0.5 * (before - x) / curve;
            peaks.push(((step as f32 - 1.0 + offset) * dt, last - 0.25 * (before - x) * offset));
        }
        (before, last) = (last, x);
    }
    // Check: each peak within 1 % of 0.1 m × e^(−c t / 2m)
    assert!(peaks.len() >= 10, "{peaks:?}");
    for (time, peak) in peaks {
        let expected = 0.1 * (-0.8 * time / 2.0).exp();
        assert!(close(peak, expected, 0.01 * expected), "at {time:.3} s: {peak:.5} m, expected {expected:.5}");
    }
}

#[test]
fn a_slack_string_lets_the_ball_fly_and_a_taut_one_holds_it() {
    // Setup: a ball 0.5 m below the anchor of a 1 m string, thrown up at 2 m/s
    let mut app = world(true);
    let ball = sphere(0.05).at(Vec3::new(0.0, -0.5, 0.0)).moving(Vec3::new(0.0, 2.0, 0.0)).spawn(&mut app);
    let string = app.world_mut().spawn(Joint::string(JointEnd::world(Vec3::ZERO), JointEnd::body(ball), 1.0)).id();
    // Run: 0.3 s, the string slack throughout
    step(&mut app, 18);
    // Check: in free flight, y = −0.5 + 2t − g t²/2
    let t = 0.3;
    let expected = -0.5 + 2.0 * t - 0.5 * 9.81 * t * t;
    assert!(close(position(&app, ball).y, expected, 1e-4), "y = {}", position(&app, ball).y);
    assert_eq!(app.world().get::<JointForce>(string).unwrap().tension, 0.0);
    // Run: until it hangs still at the end of its string
    step(&mut app, 240);
    // Check: hanging 1 m down, the string pulling with m g
    assert!(close(position(&app, ball).y, -1.0, 1e-4), "y = {}", position(&app, ball).y);
    let tension = app.world().get::<JointForce>(string).unwrap().tension;
    assert!(close(tension, 9.81, 0.01), "tension {tension} N");
}

#[test]
fn a_string_snaps_above_its_breaking_force_and_the_ball_falls() {
    // Setup: 1 kg on a string that holds 15 N, swinging from 90°: at the bottom it would pull 3 m g = 29.4 N
    let mut app = world(true);
    let ball = sphere(0.05).at(Vec3::new(1.0, 0.0, 0.0)).spawn(&mut app);
    let ends = (JointEnd::world(Vec3::ZERO), JointEnd::body(ball));
    let string = app.world_mut().spawn(Joint::string(ends.0, ends.1, 1.0).breaking_at(15.0)).id();
    let mut cursor = app.world().resource::<Messages<JointBroke>>().get_cursor();
    // Run: until it snaps
    let mut broke = Vec::new();
    for _ in 0..120 {
        app.update();
        broke.extend(read_new(&app, &mut cursor));
        if !broke.is_empty() {
            break;
        }
    }
    // Check: it snapped once, where the tension m g (3 cos θ − 2 cos θ₀)... passed 15 N: cos θ = 15 / 29.43, θ ≈ 59°
    assert_eq!(broke.len(), 1, "{broke:?}");
    assert_eq!(broke[0].joint, string);
    assert!(broke[0].tension > 15.0 && broke[0].tension < 17.0, "snapped at {} N", broke[0].tension);
    let at = position(&app, ball);
    let angle = at.x.atan2(-at.y).to_degrees();
    assert!((55.0..62.0).contains(&angle), "snapped at {angle}° from the vertical");
    // Run: 0.5 s more
    let (before, speed) = (position(&app, ball), velocity(&app, ball));
    step(&mut app, 30);
    // Check: the broken string holds nothing: the ball flies as a projectile
    assert!(app.world().get::<JointBroken>(string).is_some());
    assert_eq!(app.world().get::<JointForce>(string).unwrap().tension, 0.0);
    let expected = before + speed * 0.5 + Vec3::new(0.0, -0.5 * 9.81 * 0.25, 0.0);
    assert!(position(&app, ball).distance(expected) < 1e-3, "{} vs {expected}", position(&app, ball));
}

/// A Newton's cradle of five balls of 0.1 m radius touching in a row, each on a 1 m string, the first `pulled`
/// back 30°; returns the app and the balls.
fn cradle(pulled: usize) -> (App, Vec<Entity>) {
    let mut app = world(true);
    let angle = 30f32.to_radians();
    let balls = (0..5)
        .map(|i| {
            let top = Vec3::new(i as f32 * 0.2, 1.0, 0.0);
            let hanging = if i < pulled { Vec3::new(-angle.sin(), -angle.cos(), 0.0) } else { -Vec3::Y };
            let ball = sphere(0.1).at(top + hanging).material(1.0, 0.0).spawn(&mut app);
            app.world_mut().spawn(Joint::string(JointEnd::world(top), JointEnd::body(ball), 1.0));
            ball
        })
        .collect();
    (app, balls)
}

#[test]
fn a_cradle_on_strings_sends_off_as_many_balls_as_strike_and_they_swing_as_high() {
    for pulled in [1, 2] {
        // Setup: `pulled` balls drawn back 30°, 0.134 m above the rest
        let (mut app, balls) = cradle(pulled);
        let rise = 1.0 - 30f32.to_radians().cos();
        // Run: 1.2 s, past the strike (at a quarter period, 0.5 s) and the far swing's top
        let mut highest = [0.0f32; 5];
        for _ in 0..72 {
            app.update();
            for (high, &ball) in highest.iter_mut().zip(&balls) {
                *high = high.max(position(&app, ball).y);
            }
        }
        // Check: the last `pulled` balls rise as high as the strikers were drawn, the others stay down
        for (i, &height) in highest.iter().enumerate() {
            if i >= 5 - pulled {
                assert!(close(height, rise, 0.005 * rise), "{pulled} pulled: ball {i} rose {height:.5} m of {rise:.5}");
            } else if i >= pulled {
                assert!(height < 1e-3, "{pulled} pulled: ball {i} rose {height} m");
            }
        }
    }
}

#[test]
fn a_box_hung_by_its_corner_comes_to_rest_with_its_centre_under_the_string() {
    // Setup: a 0.4 × 0.2 × 0.3 m box hung by a 0.5 m string from its top corner, its centre off to the side
    let mut app = world(true);
    let half = Vec3::new(0.2, 0.1, 0.15);
    let cube = cuboid(half).at(Vec3::new(0.0, -0.6, 0.0)).spawn(&mut app);
    // damped in the air, so that it comes to rest
    app.world_mut().entity_mut(cube).insert((AngularDamping(2.0), LinearDamping(1.0)));
    let ends = (JointEnd::world(Vec3::new(0.2, 0.0, 0.15)), JointEnd::body_at(cube, half));
    app.world_mut().spawn(Joint::string(ends.0, ends.1, 0.5));
    // Run: 15 s
    step(&mut app, 900);
    // Check: the corner hangs 0.5 m under the anchor, the centre right below the corner (it turned to put its
    // diagonal upright)
    let transform = *app.world().get::<Transform>(cube).unwrap();
    let corner = transform.translation + transform.rotation * half;
    let centre = transform.translation;
    assert!(corner.distance(Vec3::new(0.2, -0.5, 0.15)) < 1e-3, "corner at {corner}");
    let sideways = Vec2::new(centre.x - corner.x, centre.z - corner.z).length();
    assert!(sideways < 1e-3, "centre {sideways} m off the vertical through the corner");
    assert!(close(corner.y - centre.y, half.length(), 1e-3), "centre {} m under the corner", corner.y - centre.y);
}

#[test]
fn a_spinning_dumbbell_keeps_its_length_its_spin_and_its_energy() {
    // Setup: two 1 kg balls on a 1 m rod, spun at 2 rev/s in no gravity
    let mut app = world(false);
    let speed = 2.0 * std::f32::consts::PI * 2.0 * 0.5;
    let a = sphere(0.05).at(Vec3::new(-0.5, 0.0, 0.0)).moving(Vec3::new(0.0, -speed, 0.0)).spawn(&mut app);
    let b = sphere(0.05).at(Vec3::new(0.5, 0.0, 0.0)).moving(Vec3::new(0.0, speed, 0.0)).spawn(&mut app);
    let rod = app.world_mut().spawn(Joint::rod(JointEnd::body(a), JointEnd::body(b), 1.0)).id();
    // Run: 10 s, 20 turns
    step(&mut app, 600);
    // Check: length, energy and angular momentum kept; the rod pulls m v²/r = 78.96 N
    let (pa, pb) = (position(&app, a), position(&app, b));
    assert!(close(pa.distance(pb), 1.0, 1e-4), "length {}", pa.distance(pb));
    let energy = 0.5 * (velocity(&app, a).length_squared() + velocity(&app, b).length_squared());
    assert!(close(energy, speed * speed, 1e-3 * speed * speed), "energy {energy}, was {}", speed * speed);
    let momentum = pa.cross(velocity(&app, a)) + pb.cross(velocity(&app, b));
    assert!(close(momentum.z, speed, 1e-3 * speed), "angular momentum {momentum}");
    let tension = app.world().get::<JointForce>(rod).unwrap().tension;
    assert!(close(tension, speed * speed / 0.5, 0.01 * speed * speed / 0.5), "tension {tension} N");
}

#[test]
fn kinetic_and_potential_energy_trade_places_while_their_total_stays_flat() {
    // Setup: a 30° rod pendulum of 2 kg and, apart, 1 kg on a 50 N/m spring pulled 0.3 m below where it hangs
    let mut app = world(true);
    pendulum(&mut app, Joint::rod, (1.0, 30f32.to_radians(), 2.0));
    let weight = sphere(0.05).at(Vec3::new(5.0, -1.0 - 9.81 / 50.0 - 0.3, 0.0)).spawn(&mut app);
    let top = JointEnd::world(Vec3::new(5.0, 0.0, 0.0));
    app.world_mut().spawn(Joint::spring(top, JointEnd::body(weight), 1.0, 50.0, 0.0));
    let gravity = app.world().resource::<PhysicsSettings>().effective_gravity();
    let measure = |app: &mut App| {
        let potential = measure_potential(app.world(), gravity);
        (measure_totals(app.world_mut()).kinetic_energy, potential)
    };
    let (kinetic, potential) = measure(&mut app);
    let start = kinetic + potential.total();
    // Run: 5 s
    let (mut most_kinetic, mut most_spring, mut worst) = (0.0f64, 0.0f64, 0.0f64);
    for _ in 0..300 {
        app.update();
        let (kinetic, potential) = measure(&mut app);
        most_kinetic = most_kinetic.max(kinetic);
        most_spring = most_spring.max(potential.spring);
        worst = worst.max((kinetic + potential.total() - start).abs());
    }
    // Check: the kinetic energy rises to the swings' (2 g (1 − cos 30°) × 2 kg plus ½ k 0.3²) and falls, the total
    // within 0.1 % of that
    let swing = 2.0 * 9.81 * (1.0 - 30f64.to_radians().cos()) + 0.5 * 50.0 * 0.09;
    assert!(most_kinetic > 0.95 * swing, "kinetic energy reached {most_kinetic} J of {swing}");
    assert!(most_spring > 0.5 * 50.0 * (9.81f64 / 50.0 + 0.3).powi(2) * 0.99, "spring {most_spring} J");
    assert!(worst < 1e-3 * swing, "the total moved by {worst} J");
}

#[test]
fn a_snapped_string_is_whole_again_when_the_clock_is_set_back_before_it_snapped() {
    // Setup: the 15 N string of the test above, run until it snaps
    let mut app = world(true);
    let ball = sphere(0.05).at(Vec3::new(1.0, 0.0, 0.0)).spawn(&mut app);
    let ends = (JointEnd::world(Vec3::ZERO), JointEnd::body(ball));
    let string = app.world_mut().spawn(Joint::string(ends.0, ends.1, 1.0).breaking_at(15.0)).id();
    let mut snapped = None;
    for _ in 0..120 {
        app.update();
        if let Some(broken) = app.world().get::<JointBroken>(string) {
            snapped = Some(broken.step);
            break;
        }
    }
    let snapped = snapped.expect("the string snaps");
    assert_eq!(snapped, app.world().resource::<PhysicsClock>().step);
    // Action: the clock set back two steps, as a rewound recording sets it, and the ball put hanging still; a step
    app.world_mut().resource_mut::<PhysicsClock>().step = snapped - 2;
    app.world_mut().entity_mut(ball).insert((Transform::from_xyz(0.0, -1.0, 0.0), LinearVelocity(Vec3::ZERO)));
    app.update();
    // Check: the string holds it again on the step that runs, with its weight
    assert!(app.world().get::<JointBroken>(string).is_none());
    let tension = app.world().get::<JointForce>(string).unwrap().tension;
    assert!(close(tension, 9.81, 0.01), "tension {tension} N");
    assert!(close(position(&app, ball).y, -1.0, 1e-4));
}
