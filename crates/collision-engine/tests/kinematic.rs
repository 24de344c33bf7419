//! Kinematic bodies: moved by their velocity alone, they push dynamic bodies, are never pushed, pass through
//! static ones and report their contacts.

mod common;

use bevy::prelude::*;
use collision_engine::physics::{CollisionStarted, PhysicsSettings, RigidBody};
use common::*;

const DT: f32 = 1.0 / 60.0;

/// A kinematic body, built like the others.
fn kinematic(body: Body, app: &mut App) -> Entity {
    let entity = body.spawn(app);
    app.world_mut().entity_mut(entity).insert(RigidBody::Kinematic);
    entity
}

#[test]
fn a_kinematic_paddle_pushes_a_ball_and_keeps_its_own_path() {
    // a 1 m paddle at 2 m/s towards a 1 kg ball at rest 1 m ahead, no gravity, e = 0 between them
    let mut app = space();
    let paddle = kinematic(cuboid(Vec3::new(0.1, 0.5, 0.5)).moving(Vec3::X * 2.0).material(0.0, 0.0), &mut app);
    let ball = sphere(0.25).at(Vec3::X * 1.35).material(0.0, 0.0).spawn(&mut app);
    let mut begins = app.world().resource::<Messages<CollisionStarted>>().get_cursor();
    let mut started = Vec::new();
    for n in 1..=90 {
        step(&mut app, 1);
        started.extend(read_new(&app, &mut begins));
        // the paddle follows its velocity exactly, whatever it meets
        let expected = 2.0 * DT * n as f32;
        assert_close!(position(&app, paddle).x, expected, 1e-4, "step {n}: paddle at {}", position(&app, paddle));
        assert_eq!(velocity(&app, paddle), Vec3::X * 2.0);
        // the ball is never inside the paddle by more than the slop
        let gap = position(&app, ball).x - 0.25 - (position(&app, paddle).x + 0.1);
        assert!(gap > -PhysicsSettings::default().slop - 1e-4, "step {n}: ball {gap} m into the paddle");
    }
    // after the meeting (the gap of 1 m is closed at 0.5 s) the ball is carried at the paddle's speed
    assert_close!(velocity(&app, ball).x, 2.0, 1e-3, "ball at {}", velocity(&app, ball));
    assert_eq!(started.len(), 1, "one begin: {started:?}");
}

#[test]
fn a_kinematic_wall_is_never_pushed_and_bounces_what_hits_it() {
    // a 100 kg box at 10 m/s into a kinematic wall at rest, e = 0.5: it comes back at 5 m/s, the wall stays
    let mut app = app_with(PhysicsSettings::default());
    let wall = kinematic(cuboid(Vec3::new(0.1, 2.0, 2.0)).at(Vec3::new(2.0, 3.0, 0.0)).material(0.5, 0.0), &mut app);
    let heavy =
        cuboid(Vec3::splat(0.5)).at(Vec3::new(0.0, 3.0, 0.0)).moving(Vec3::X * 10.0).mass(100.0).material(0.5, 0.0);
    let heavy = heavy.spawn(&mut app);
    step(&mut app, 30);
    // gravity moves neither the wall nor its velocity
    assert_eq!(position(&app, wall), Vec3::new(2.0, 3.0, 0.0));
    assert_eq!(velocity(&app, wall), Vec3::ZERO);
    assert_close!(velocity(&app, heavy).x, -5.0, 1e-3, "bounced at {}", velocity(&app, heavy));
}

#[test]
fn a_kinematic_body_passes_through_static_and_kinematic_bodies_untouched() {
    let mut app = app_with(PhysicsSettings::default());
    floor(&mut app, 0.5, 0.5);
    // half sunk in the floor and sliding along it, and another kinematic body crossing its path
    let slider = kinematic(cuboid(Vec3::splat(0.5)).moving(Vec3::X * 3.0), &mut app);
    let crossing = kinematic(sphere(0.5).at(Vec3::new(3.0, 0.0, -3.0)).moving(Vec3::Z * 3.0), &mut app);
    step(&mut app, 120);
    let (a, b) = (position(&app, slider), position(&app, crossing));
    assert!(a.is_finite() && b.is_finite());
    assert!((a - Vec3::new(6.0, 0.0, 0.0)).length() < 1e-3, "slider at {a}");
    assert!((b - Vec3::new(3.0, 0.0, 3.0)).length() < 1e-3, "crossing body at {b}");
}

#[test]
fn a_fast_kinematic_paddle_does_not_pass_a_ball_at_rest() {
    // a 2 cm thick paddle at 60 m/s (1 m a step) towards a 10 cm ball at rest 3 m ahead, e = 0
    let mut app = space();
    let paddle = kinematic(cuboid(Vec3::new(0.01, 0.5, 0.5)).moving(Vec3::X * 60.0).material(0.0, 0.0), &mut app);
    let ball = sphere(0.05).at(Vec3::X * 3.0).material(0.0, 0.0).spawn(&mut app);
    step(&mut app, 10);
    // carried in front of the paddle at its speed, never left behind it
    assert!(
        position(&app, ball).x > position(&app, paddle).x,
        "ball {} paddle {}",
        position(&app, ball),
        position(&app, paddle)
    );
    assert_close!(velocity(&app, ball).x, 60.0, 1e-2, "ball at {}", velocity(&app, ball));
}

#[test]
fn a_kinematic_body_teleported_by_its_transform_pushes_out_what_it_lands_in_without_giving_it_speed() {
    // a 1 m kinematic block set by its Transform over a ball at rest (0.3 m into it), no gravity
    let mut app = space();
    let block = kinematic(cuboid(Vec3::splat(0.5)).at(Vec3::X * -5.0), &mut app);
    let ball = sphere(0.25).at(Vec3::X * 0.75).material(0.0, 0.0).spawn(&mut app);
    step(&mut app, 1);
    app.world_mut().get_mut::<Transform>(block).unwrap().translation = Vec3::X * 0.0;
    step(&mut app, 30);
    assert_eq!(position(&app, block), Vec3::ZERO, "never pushed");
    let gap = position(&app, ball).x - 0.25 - 0.5;
    assert_close!(gap, 0.0, 1e-3, "pushed out to the block's face: gap {gap}");
    assert!(velocity(&app, ball).length() < 1e-3, "given no speed: {}", velocity(&app, ball));
}
