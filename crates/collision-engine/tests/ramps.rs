//! Ramps: boxes turned to any angle, with blocks sliding down them and balls rolling, each against its
//! textbook answer.

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

/// `body` resting on the ramp turned by `turn`, `along` metres down the slope from its middle, `lift` above
/// the top face at its centre (half its height), facing along the slope.
fn on_ramp(app: &mut App, body: Body, turn: Quat, (along, lift): (f32, f32)) -> Entity {
    let position = turn * Vec3::new(along, lift, 0.0);
    let entity = body.at(position).spawn(app);
    app.world_mut().entity_mut(entity).insert(Transform::from_translation(position).with_rotation(turn));
    entity
}

/// How far `entity` has moved down the slope of `turn` since `start`, and its speed along it.
fn down_slope(app: &App, entity: Entity, turn: Quat, start: Vec3) -> (f32, f32) {
    let down = turn * Vec3::X;
    ((position(app, entity) - start).dot(down), velocity(app, entity).dot(down))
}

#[test]
fn a_block_holds_below_the_friction_angle_and_slides_above_it() {
    // Setup: μ = 0.4 on block and ramp, so the friction angle is atan 0.4 = 21.8°; ramps at 19.8° and 23.7°
    for (tangent, slides) in [(0.36f32, false), (0.44, true)] {
        let mut app = world();
        let degrees = tangent.atan().to_degrees();
        let turn = ramp(&mut app, degrees, 0.4);
        let block = on_ramp(&mut app, cuboid(Vec3::splat(0.25)).material(0.0, 0.4), turn, (0.0, 0.25));
        let start = position(&app, block);
        // Run: 2 s
        step(&mut app, 120);
        // Check: held to within a millimetre, or sliding at a = g (sin θ − μ cos θ)
        let (moved, speed) = down_slope(&app, block, turn, start);
        let angle = tangent.atan();
        let a = G * (angle.sin() - 0.4 * angle.cos());
        if slides {
            assert_close!(speed, a * 2.0, 0.02, "tan θ = {tangent}: sliding at g(sin θ − μ cos θ)·t");
        } else {
            assert!(
                moved.abs() < 1e-3 && speed.abs() < 1e-3,
                "tan θ = {tangent}: held, moved {moved} m at {speed} m/s"
            );
        }
        let rotation = app.world().get::<Transform>(block).unwrap().rotation;
        // it turns no more than 10 µrad (the turning its contact points leave within the solver's tolerance)
        let turned = rotation.angle_between(turn);
        assert!(turned < 1e-5, "the block keeps facing along the slope: {rotation} against {turn}, {turned} rad");
    }
}

#[test]
fn a_block_slides_down_thirty_degrees_at_g_sin_minus_mu_cos() {
    // Setup: 30°, μ = 0.2: a = 9.81 (0.5 − 0.2 · 0.866) = 3.206 m/s²
    let mut app = world();
    let turn = ramp(&mut app, 30.0, 0.2);
    let block = on_ramp(&mut app, cuboid(Vec3::new(0.3, 0.2, 0.3)).material(0.0, 0.2), turn, (-10.0, 0.2));
    let start = position(&app, block);
    // Run: 1 s
    step(&mut app, 60);
    // Check: speed a·t and distance ½ a t², and no bouncing off the face (nothing square to it)
    let angle = 30f32.to_radians();
    let a = G * (angle.sin() - 0.2 * angle.cos());
    let (moved, speed) = down_slope(&app, block, turn, start);
    assert_close!(speed, a, 0.01, "v = a t");
    assert_close!(moved, 0.5 * a, 0.02, "s = ½ a t²");
    let up = turn * Vec3::Y;
    assert!(velocity(&app, block).dot(up).abs() < 1e-3, "sliding along the face");
}

#[test]
fn the_rolling_race_down_a_ramp_matches_its_formulas() {
    // Setup: a 20° ramp with μ = 0.6; a solid ball, a hollow ball and a frictionless block start at rest
    let (degrees, radius) = (20.0, 0.2);
    let mut app = world();
    let turn = ramp(&mut app, degrees, 0.6);
    let ball = sphere(radius).material(0.0, 0.6);
    let solid = on_ramp(&mut app, ball.clone(), turn, (-15.0, radius));
    let hollow = on_ramp(&mut app, ball, turn, (-15.0, radius));
    let z =
        |app: &mut App, entity: Entity, z: f32| app.world_mut().get_mut::<Transform>(entity).unwrap().translation.z = z;
    z(&mut app, solid, 2.0);
    z(&mut app, hollow, -2.0);
    app.world_mut().entity_mut(hollow).insert(MassDistribution::Hollow);
    let block = on_ramp(&mut app, cuboid(Vec3::splat(0.2)).material(0.0, 0.0), turn, (-15.0, 0.2));
    let starts = [solid, hollow, block].map(|entity| position(&app, entity));
    // Run: 1 s down the ramp
    step(&mut app, 60);
    // Check: a = g sin θ / (1 + k), and after dropping h each has √(2gh/(1 + k))
    let a = G * degrees.to_radians().sin();
    let bodies =
        [(solid, 0.4, "solid ball √(10gh/7)"), (hollow, 2.0 / 3.0, "hollow ball √(6gh/5)"), (block, 0.0, "box √(2gh)")];
    for ((entity, k, name), start) in bodies.into_iter().zip(starts) {
        let (_, speed) = down_slope(&app, entity, turn, start);
        assert_close!(speed, a / (1.0 + k), 0.01, "{name}: a t");
        let drop = start.y - position(&app, entity).y;
        assert_close!(speed, (2.0 * G * drop / (1.0 + k)).sqrt(), 0.01, "{name}");
    }
    // the solid ball rolls: its contact point stands still on the ramp
    let spin = app.world().get::<AngularVelocity>(solid).unwrap().0;
    let contact_point = velocity(&app, solid) + spin.cross(-(turn * Vec3::Y) * radius);
    assert!(contact_point.length() < 1e-2, "rolling without slipping: the contact point moves at {contact_point}");
}
