//! Balls that turn: sliding into rolling, rolling down a slope, rolling resistance, spinning friction, torques
//! and locks, each against its textbook answer.

mod common;

use bevy::prelude::*;
use collision_engine::physics::*;
use common::*;

/// The speed of gravity on a level floor (m/s²).
const G: f32 = 9.81;

/// A ball of radius `radius` resting on the floor, of material μ = `friction`, sliding at `velocity` and turning at
/// `spin`.
fn ball_on_floor(app: &mut App, radius: f32, (velocity, spin): (Vec3, Vec3), friction: f32) -> Entity {
    let ball = sphere(radius).at(Vec3::Y * radius).moving(velocity).material(0.0, friction).spawn(app);
    app.world_mut().entity_mut(ball).insert(AngularVelocity(spin));
    ball
}

fn spin(app: &App, entity: Entity) -> Vec3 {
    app.world().get::<AngularVelocity>(entity).unwrap().0
}

fn level_floor_app() -> App {
    slope_app(0.0)
}

/// A world whose gravity is tilted by `degrees` towards +x: a level floor in it is a slope of that angle, down
/// along +x.
fn slope_app(degrees: f32) -> App {
    let angle = degrees.to_radians();
    let gravity = Vec3::new(G * angle.sin(), -G * angle.cos(), 0.0);
    let mut app = app_with(PhysicsSettings { gravity, sleep_enabled: false, ..default() });
    app.update();
    app
}

/// The first step at which the ball's contact point stands still on the floor (rolling), and the ball then.
fn roll_until_rolling(app: &mut App, ball: Entity, radius: f32, steps: usize) -> Option<usize> {
    for n in 1..=steps {
        app.update();
        let slip = velocity(app, ball).x + spin(app, ball).z * radius;
        if slip.abs() < 1e-3 {
            return Some(n);
        }
    }
    None
}

#[test]
fn a_sliding_solid_ball_rolls_at_five_sevenths_after_two_sevenths_of_v_over_mu_g() {
    // Setup: the ball on a table: 0.1 m, 3 m/s, μ = 0.2 (floor and ball)
    let mut app = level_floor_app();
    floor(&mut app, 0.0, 0.2);
    let ball = ball_on_floor(&mut app, 0.1, (Vec3::X * 3.0, Vec3::ZERO), 0.2);
    // Run
    let rolling = roll_until_rolling(&mut app, ball, 0.1, 120).expect("rolls within 2 s") as f32 / 60.0;
    let rolled_from = position(&app, ball).x;
    step(&mut app, 60);
    // Check: slides for 2 v₀ / (7 μ g) = 0.437 s and 1.123 m, then rolls at 5/7 v₀ = 2.143 m/s
    let slide_time = 2.0 * 3.0 / (7.0 * 0.2 * G);
    assert_close!(rolling, slide_time, 1.0 / 60.0, "rolling from");
    let slide_distance = 3.0 * slide_time - 0.5 * 0.2 * G * slide_time * slide_time;
    assert_close!(rolled_from - 3.0 * 5.0 / 7.0 * (rolling - slide_time), slide_distance, 0.01, "slid");
    let v = velocity(&app, ball);
    assert_close!(v.x, 3.0 * 5.0 / 7.0, 1e-3, "rolling speed");
    assert_close!(spin(&app, ball).z, -v.x / 0.1, 1e-2, "ω = −v / r about z");
    assert_close!(position(&app, ball).y, 0.1, 0.005, "on the floor");
}

#[test]
fn a_hollow_ball_rolls_on_at_three_fifths() {
    let mut app = level_floor_app();
    floor(&mut app, 0.0, 0.3);
    let ball = ball_on_floor(&mut app, 0.25, (Vec3::X * 2.0, Vec3::ZERO), 0.3);
    app.world_mut().entity_mut(ball).insert(MassDistribution::Hollow);
    let rolling = roll_until_rolling(&mut app, ball, 0.25, 120).expect("rolls within 2 s") as f32 / 60.0;
    // k = 2/3: v → v₀ / (1 + k) after k v₀ / ((1 + k) μ g)
    assert_close!(rolling, (2.0 / 3.0) * 2.0 / ((5.0 / 3.0) * 0.3 * G), 1.0 / 60.0, "rolling from");
    step(&mut app, 30);
    assert_close!(velocity(&app, ball).x, 2.0 * 3.0 / 5.0, 1e-3, "rolling speed");
}

#[test]
fn backspin_brings_a_ball_back_and_a_ball_turning_in_place_drives_itself_off() {
    // a ball at rest with backspin about z, dropped onto the floor: friction drives it off at k/(1+k)·ωr
    let mut app = level_floor_app();
    floor(&mut app, 0.0, 0.5);
    let ball = ball_on_floor(&mut app, 0.2, (Vec3::ZERO, Vec3::Z * 10.0), 0.5);
    roll_until_rolling(&mut app, ball, 0.2, 120).expect("rolls within 2 s");
    // ω r = 2 m/s of surface speed towards +x at the contact: the ball rolls off towards −x at 2/7 of it
    assert_close!(velocity(&app, ball).x, -2.0 * 2.0 / 7.0, 2e-3, "driven off");
}

#[test]
fn the_rolling_race_down_one_slope_matches_its_formulas() {
    // Setup: a slope of 20° made by tilting gravity over a level floor; a solid ball, a hollow ball and a
    // frictionless box start at rest
    let angle = 20f32.to_radians();
    let mut app = slope_app(20.0);
    floor(&mut app, 0.0, 0.6);
    let solid = ball_on_floor(&mut app, 0.2, (Vec3::ZERO, Vec3::ZERO), 0.6);
    let hollow = ball_on_floor(&mut app, 0.2, (Vec3::ZERO, Vec3::ZERO), 0.6);
    app.world_mut().entity_mut(hollow).insert(MassDistribution::Hollow);
    app.world_mut().entity_mut(solid).insert(Transform::from_xyz(0.0, 0.2, 2.0));
    app.world_mut().entity_mut(hollow).insert(Transform::from_xyz(0.0, 0.2, -2.0));
    let block = cuboid(Vec3::splat(0.2)).at(Vec3::new(0.0, 0.2, 5.0)).material(0.0, 0.0).spawn(&mut app);
    // Run: 1 s down the slope
    step(&mut app, 60);
    // Check: rolling, a = g sin θ / (1 + k): after falling a height h each has √(2gh/(1 + k))
    let along = |entity: Entity| velocity(&app, entity).x;
    let a = G * angle.sin();
    assert_close!(along(solid), a / 1.4, 0.01, "solid ball: 5/7 g sin θ · 1 s");
    assert_close!(along(hollow), a / (5.0 / 3.0), 0.01, "hollow ball: 3/5 g sin θ · 1 s");
    assert_close!(along(block), a, 0.01, "frictionless box: g sin θ · 1 s");
    let height = |entity: Entity| position(&app, entity).x * angle.sin();
    let expect = |h: f32, k: f32| (2.0 * G * h / (1.0 + k)).sqrt();
    assert_close!(along(solid), expect(height(solid), 0.4), 0.01, "√(10gh/7)");
    assert_close!(along(hollow), expect(height(hollow), 2.0 / 3.0), 0.01, "√(6gh/5)");
    assert_close!(along(block), expect(height(block), 0.0), 0.01, "√(2gh)");
}

#[test]
fn a_slope_steeper_than_friction_allows_makes_a_ball_slide_as_it_rolls() {
    // rolling without slipping needs μ ≥ k/(1+k)·tan θ = 2/7 tan θ: at 60° that is 0.49; with μ = 0.2 it slips,
    // and friction μ g cos θ sets both its speed and its spin
    let angle = 60f32.to_radians();
    let mut app = slope_app(60.0);
    floor(&mut app, 0.0, 0.2);
    let ball = ball_on_floor(&mut app, 0.1, (Vec3::ZERO, Vec3::ZERO), 0.2);
    step(&mut app, 30);
    let friction = 0.2 * G * angle.cos();
    assert_close!(velocity(&app, ball).x, (G * angle.sin() - friction) * 0.5, 0.01, "a = g (sin θ − μ cos θ)");
    // I ω̇ = μ m g cos θ r: ω̇ = μ g cos θ / (k r)
    assert_close!(-spin(&app, ball).z, friction / (0.4 * 0.1) * 0.5, 0.1, "spun by friction");
}

#[test]
fn rolling_resistance_slows_a_rolling_ball_at_five_sevenths_of_c_g() {
    let mut app = level_floor_app();
    let table = floor(&mut app, 0.0, 0.5);
    app.world_mut().entity_mut(table).insert(RollingResistance(0.02));
    // already rolling at 2 m/s
    let ball = ball_on_floor(&mut app, 0.1, (Vec3::X * 2.0, Vec3::Z * -20.0), 0.5);
    step(&mut app, 60);
    assert_close!(velocity(&app, ball).x, 2.0 - 0.02 * G / 1.4, 0.005, "after 1 s");
    assert_close!(spin(&app, ball).z * -0.1, velocity(&app, ball).x, 0.005, "still rolling");
    // it stops and stays stopped: resistance does not drive it back
    step(&mut app, 900);
    assert_close!(velocity(&app, ball).x, 0.0, 1e-3, "stopped");
}

#[test]
fn spinning_friction_stops_a_ball_spinning_on_the_spot() {
    let mut app = level_floor_app();
    let table = floor(&mut app, 0.0, 0.5);
    app.world_mut().entity_mut(table).insert(SpinningFriction(0.1));
    let ball = ball_on_floor(&mut app, 0.5, (Vec3::ZERO, Vec3::Y * 20.0), 0.5);
    step(&mut app, 120);
    // I ω̇ = −c r m g: ω̇ = −c g / (k r) = −4.905 rad/s²
    assert_close!(spin(&app, ball).y, 20.0 - 0.1 * G / (0.4 * 0.5) * 2.0, 0.05, "after 2 s");
    step(&mut app, 180);
    assert_close!(spin(&app, ball).y, 0.0, 1e-3, "stopped");
    assert_close!(velocity(&app, ball).length(), 0.0, 1e-3, "in place");
}

#[test]
fn torques_angular_impulses_damping_and_locks_turn_a_ball_as_asked() {
    let mut app = space();
    app.update();
    // a 2 kg ball of radius 0.5: I = 0.2 kg·m²
    let ball = sphere(0.5).mass(2.0).spawn(&mut app);
    let locked = sphere(0.5).mass(2.0).at(Vec3::X * 5.0).spawn(&mut app);
    let damped = sphere(0.5).mass(2.0).at(Vec3::X * 10.0).spawn(&mut app);
    let cube = cuboid(Vec3::splat(0.5)).at(Vec3::X * 15.0).spawn(&mut app);
    let held_cube = cuboid(Vec3::splat(0.5)).at(Vec3::X * 20.0).spawn(&mut app);
    let world = app.world_mut();
    world.entity_mut(ball).insert((ExternalTorque(Vec3::Y * 0.4), ExternalAngularImpulse(Vec3::X * 0.2)));
    world.entity_mut(locked).insert((ExternalTorque(Vec3::new(0.4, 0.4, 0.0)), RotationLock { y: true, ..default() }));
    world.entity_mut(damped).insert((AngularVelocity(Vec3::Z * 10.0), AngularDamping(0.5)));
    world.entity_mut(cube).insert(ExternalTorque(Vec3::Y * 0.4));
    world.entity_mut(held_cube).insert((ExternalTorque(Vec3::Y * 0.4), RotationLock::ALL));
    step(&mut app, 60);
    // τ t / I about y: 2 rad/s after 1 s; J / I about x: 1 rad/s
    let turning = spin(&app, ball);
    assert_close!(turning.y, 2.0, 1e-4, "torque");
    assert_close!(turning.x, 1.0, 1e-5, "angular impulse, given once");
    assert_eq!(spin(&app, locked).y, 0.0, "locked about y");
    assert_close!(spin(&app, locked).x, 2.0, 1e-4, "free about x");
    assert_close!(spin(&app, damped).z, 10.0 / (1.0f32 + 0.5 / 60.0).powi(60), 1e-3, "damped");
    // a 1 kg cube of 1 m: I = m (b² + c²) / 12 = 1/6 kg·m², so 2.4 rad/s; locked about every axis, none
    assert_close!(spin(&app, cube).y, 2.4, 1e-4, "a cuboid turns");
    assert_eq!(spin(&app, held_cube), Vec3::ZERO, "a locked cuboid does not turn");
    // the ball turned by the integral of its spin about y: ∫ 2t dt = 1 rad after 1 s
    let rotation = app.world().get::<Transform>(ball).unwrap().rotation;
    let (axis, angle) = rotation.to_axis_angle();
    assert!(axis.y > 0.7 && angle > 0.9, "{axis} {angle}");
}

#[test]
fn a_rough_ball_bouncing_with_backspin_leaves_the_floor_going_backwards() {
    // Setup: dropped from 1.25 m (5 m/s at the floor) with 30 rad/s of spin about z, μ = 1, e = 0.5
    let mut app = level_floor_app();
    floor(&mut app, 0.5, 1.0);
    let ball = sphere(0.1).at(Vec3::Y * 1.35).material(0.5, 1.0).spawn(&mut app);
    app.world_mut().entity_mut(ball).insert(AngularVelocity(Vec3::Z * 30.0));
    // Run until it has bounced
    let mut rising = false;
    for _ in 0..60 {
        app.update();
        if velocity(&app, ball).y > 1.0 {
            rising = true;
            break;
        }
    }
    // Check: the contact point moved +x at ωr = 3 m/s; friction stops the slip in the impact (μ J_n is ample):
    // v_x = −k/(1+k)·ωr = −6/7 m/s, ω = −v_x / r
    assert!(rising, "bounced");
    let (v, w) = (velocity(&app, ball), spin(&app, ball));
    assert_close!(v.x, -6.0 / 7.0, 0.01, "backwards");
    assert_close!(v.x + w.z * 0.1, 0.0, 0.01, "no slip at the contact after the bounce");
    // e·5 m/s up, less the gravity of up to one step since
    assert_close!(v.y, 2.5 - 0.5 * G / 60.0, 0.5 * G / 60.0, "e·5 m/s up");
}
