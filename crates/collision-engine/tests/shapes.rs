//! Cylinders, rings, capsules and cones as bodies: the rolling race down a ramp against a = g sin θ / (1 + I/(m r²)),
//! and each standing still where it rests.

mod common;

use bevy::prelude::*;
use collision_engine::geometry::Shape;
use collision_engine::physics::*;
use common::*;
use std::f32::consts::FRAC_PI_2;

const G: f32 = 9.81;

fn world() -> App {
    let mut app = app_with(PhysicsSettings { sleep_enabled: false, ..default() });
    app.update();
    app
}

/// `shape` on the ramp of `turn` at (`along`, `lift`, `across`) in the ramp's frame, its own y across the slope.
fn lying_on(app: &mut App, shape: Shape, turn: Quat, place: Vec3) -> Entity {
    let body = Body { shape, ..sphere(1.0) }.material(0.0, 0.6);
    let position = turn * place;
    let entity = body.at(position).spawn(app);
    let rotation = turn * Quat::from_rotation_x(FRAC_PI_2);
    app.world_mut().entity_mut(entity).insert(Transform::from_translation(position).with_rotation(rotation));
    entity
}

#[test]
fn cylinders_rings_and_capsules_roll_down_a_ramp_at_their_formulas() {
    // Setup: a 20° ramp with μ = 0.6; a solid cylinder, a ring (a hollow cylinder) and a capsule lie across it
    let (degrees, radius) = (20.0_f32, 0.2);
    let mut app = world();
    let turn = ramp(&mut app, degrees, 0.6);
    let can = Shape::Cylinder { radius, half_height: 0.3 };
    let solid = lying_on(&mut app, can.clone(), turn, Vec3::new(-15.0, radius, 2.5));
    let ring = lying_on(&mut app, can, turn, Vec3::new(-15.0, radius, 0.0));
    app.world_mut().entity_mut(ring).insert(MassDistribution::Hollow);
    let pill = Shape::Capsule { radius, half_length: 0.3 };
    let capsule = lying_on(&mut app, pill, turn, Vec3::new(-15.0, radius, -2.5));
    let starts = [solid, ring, capsule].map(|entity| position(&app, entity));
    // Run: 1 s
    step(&mut app, 60);
    // Check: a = g sin θ / (1 + k) with k = I_axis / (m r²): ½ for the cylinder, 1 for the ring, and the
    // capsule's from its cylinder's ½ m_c r² and its ball's 2/5 m_s r²
    let (cylinder_volume, ball_volume) =
        (std::f32::consts::PI * radius * radius * 0.6, 4.0 / 3.0 * std::f32::consts::PI * radius.powi(3));
    let capsule_k = (0.5 * cylinder_volume + 0.4 * ball_volume) / (cylinder_volume + ball_volume);
    let a = G * degrees.to_radians().sin();
    let down = turn * Vec3::X;
    for ((entity, k, name), start) in
        [(solid, 0.5, "cylinder 2/3"), (ring, 1.0, "ring 1/2"), (capsule, capsule_k, "capsule")].into_iter().zip(starts)
    {
        let speed = velocity(&app, entity).dot(down);
        assert_close!(speed, a / (1.0 + k), 0.01, "{name}: a t");
        let drop = start.y - position(&app, entity).y;
        assert_close!(speed, (2.0 * G * drop / (1.0 + k)).sqrt(), 0.01, "{name}: √(2gh/(1 + k))");
        // it rolls on its side: the axis still across the slope, and it has not wandered across
        let rotation = app.world().get::<Transform>(entity).unwrap().rotation;
        let off_across = (rotation * Vec3::Y)
            .angle_between(turn * Vec3::Z)
            .min((rotation * Vec3::Y).angle_between(-(turn * Vec3::Z)));
        let across = (position(&app, entity) - start).dot(turn * Vec3::Z);
        assert!(off_across < 2e-3, "{name} turned {off_across} rad off across");
        assert!(across.abs() < 2e-3, "{name} drifted {across} m across");
    }
}

#[test]
fn a_cylinder_a_cone_and_a_capsule_rest_where_they_are_put() {
    // Setup: on a floor, a cylinder standing on its cap, one lying on its side, a cone on its base and a
    // capsule lying down, each dropped from 1 cm
    let mut app = world();
    cuboid(Vec3::new(10.0, 0.5, 10.0)).at(Vec3::new(0.0, -0.5, 0.0)).fixed().spawn(&mut app);
    let place = |app: &mut App, shape: Shape, (position, rotation): (Vec3, Quat)| {
        let entity = Body { shape, ..sphere(1.0) }.at(position).spawn(app);
        app.world_mut().entity_mut(entity).insert(Transform::from_translation(position).with_rotation(rotation));
        entity
    };
    let can = Shape::Cylinder { radius: 0.3, half_height: 0.4 };
    let lying = Quat::from_rotation_x(FRAC_PI_2);
    let bodies = [
        place(&mut app, can.clone(), (Vec3::new(-3.0, 0.41, 0.0), Quat::IDENTITY)),
        place(&mut app, can, (Vec3::new(-1.0, 0.31, 0.0), lying)),
        place(&mut app, Shape::Cone { radius: 0.4, half_height: 0.5 }, (Vec3::new(1.0, 0.26, 0.0), Quat::IDENTITY)),
        place(&mut app, Shape::Capsule { radius: 0.2, half_length: 0.4 }, (Vec3::new(3.0, 0.21, 0.0), lying)),
    ];
    // Run: 3 s
    step(&mut app, 180);
    // Check: each has settled onto the floor (its lowest point within 1 mm of it), moved less than 2 mm across
    // and is still
    let heights = [0.4, 0.3, 0.25, 0.2];
    let across = [-3.0, -1.0, 1.0, 3.0];
    for ((entity, height), x) in bodies.into_iter().zip(heights).zip(across) {
        let at = position(&app, entity);
        assert!((at.y - height).abs() < 1e-3, "{entity}: at {at}, rests at {height}");
        assert!(Vec2::new(at.x - x, at.z).length() < 2e-3, "{entity}: moved to {at}");
        assert!(velocity(&app, entity).length() < 1e-3, "{entity}: still moving");
    }
}

#[test]
fn a_cone_tipped_against_the_foot_of_a_wall_stays_in_the_room() {
    // Setup: a wall standing on the floor, its inner face at z = 3; a cone tipped 0.3 rad onto its rim, the rim
    // touching the floor 1 mm from the wall's foot, where the floor's top face runs on under the wall
    let mut app = world();
    cuboid(Vec3::new(5.0, 0.5, 5.0)).at(Vec3::new(0.0, -0.5, 0.0)).fixed().spawn(&mut app);
    cuboid(Vec3::new(5.0, 2.0, 0.5)).at(Vec3::new(0.0, 2.0, 3.5)).fixed().spawn(&mut app);
    let turn = Quat::from_rotation_x(0.3);
    let rim = turn * Vec3::new(0.0, -0.2, 0.4);
    let center = Vec3::new(0.0, -rim.y, 2.999 - rim.z);
    let cone = Body { shape: Shape::Cone { radius: 0.4, half_height: 0.4 }, ..sphere(1.0) }.at(center).spawn(&mut app);
    app.world_mut().entity_mut(cone).insert(Transform::from_translation(center).with_rotation(turn));
    // Run: 1 s
    step(&mut app, 60);
    // Check: it falls over inside the room, never pushed out through the wall's foot
    let at = position(&app, cone);
    assert!(at.z < 3.0 && at.y > 0.0, "the cone ended at {at}");
}

#[test]
fn a_coin_rolling_on_its_rim_keeps_its_speed_and_curves_towards_the_side_it_leans_to() {
    // a coin of 10 cm radius leaning 15° towards +z, rolling along +x at 1 m/s (spin v/a about its axis)
    let mut app = world();
    floor(&mut app, 0.0, 0.8);
    let (a, v, lean) = (0.1f32, 1.0f32, 15f32.to_radians());
    let (s, c) = lean.sin_cos();
    let (up, axis) = (Vec3::new(0.0, c, s), Vec3::new(0.0, -s, c));
    let rotation = Quat::from_mat3(&Mat3::from_cols(Vec3::X, axis, Vec3::X.cross(axis)));
    let coin = Body { shape: Shape::Cylinder { radius: a, half_height: 0.006 }, mass: 0.01, ..sphere(1.0) }
        .at(up * a)
        .moving(Vec3::X * v)
        .material(0.0, 0.8)
        .spawn(&mut app);
    let spin = -(v / a) * axis - 1.5 * Vec3::Y;
    app.world_mut()
        .entity_mut(coin)
        .insert((Transform::from_translation(up * a).with_rotation(rotation), AngularVelocity(spin)));
    let mut heading = 0.0f32;
    for _ in 0..8 {
        step(&mut app, 15);
        let velocity = velocity(&app, coin);
        // rolling without slip does no work: its speed holds (within 5 % over 2 s)
        assert!((velocity.length() - v).abs() < 0.05 * v, "{velocity}");
        // it turns towards +z, the side it leans to, all the way
        let now = velocity.z.atan2(velocity.x);
        assert!(now > heading, "heading {now} after {heading}");
        heading = now;
        // it stays on its rim, leaning, its centre about a radius up
        let tilt = (app.world().get::<Transform>(coin).unwrap().rotation * Vec3::Y).angle_between(Vec3::Y);
        assert!((tilt - std::f32::consts::FRAC_PI_2).abs() < 0.35, "it fell: {tilt}");
    }
    assert!(heading > 1.5, "a quarter turn or more in 2 s: {heading}");
}
