//! What game code applies to a body besides gravity: an impulse once, a force every step, damping.

mod common;

use bevy::prelude::*;
use collision_engine::physics::{Contacts, ExternalForce, ExternalImpulse, LinearDamping, PhysicsSettings, RigidBody};
use common::*;

const DT: f32 = 1.0 / 60.0;

#[test]
fn an_external_impulse_acts_once_and_is_spent() {
    // 2 N·s on 4 kg in zero gravity: 0.5 m/s from the next step on
    let mut app = space();
    let ball = sphere(0.5).mass(4.0).spawn(&mut app);
    app.world_mut().entity_mut(ball).insert(ExternalImpulse(Vec3::new(2.0, 0.0, -1.0)));
    step(&mut app, 1);
    assert_eq!(velocity(&app, ball), Vec3::new(0.5, 0.0, -0.25));
    assert_eq!(app.world().get::<ExternalImpulse>(ball), Some(&ExternalImpulse(Vec3::ZERO)));
    step(&mut app, 59);
    assert_eq!(velocity(&app, ball), Vec3::new(0.5, 0.0, -0.25));
    assert!((position(&app, ball) - Vec3::new(0.5, 0.0, -0.25)).length() < 1e-4, "{}", position(&app, ball));
}

#[test]
fn an_external_force_accelerates_at_f_over_m_every_step() {
    // 3 N on 1.5 kg: 2 m/s² for 60 steps, so 2 m/s after 1 s; the distance is Σ v·dt with the force given as a
    // kick at each step's start: ½·a·t²·(1 + 1/n) = 1.0167 m
    let mut app = space();
    let ball = sphere(0.5).mass(1.5).spawn(&mut app);
    app.world_mut().entity_mut(ball).insert(ExternalForce(Vec3::X * 3.0));
    step(&mut app, 60);
    assert_close!(velocity(&app, ball).x, 2.0, 1e-4, "{}", velocity(&app, ball));
    assert_close!(position(&app, ball).x, 1.0 * (1.0 + 1.0 / 60.0), 1e-4, "{}", position(&app, ball));
    assert_eq!(app.world().get::<ExternalForce>(ball), Some(&ExternalForce(Vec3::X * 3.0)), "a force stays");
}

#[test]
fn damping_divides_the_velocity_by_one_plus_c_dt_each_step() {
    let mut app = space();
    let ball = sphere(0.5).moving(Vec3::new(4.0, -2.0, 0.0)).spawn(&mut app);
    app.world_mut().entity_mut(ball).insert(LinearDamping(1.5));
    step(&mut app, 60);
    let kept = (1.0 + 1.5 * DT).powi(-60);
    assert!((velocity(&app, ball) - Vec3::new(4.0, -2.0, 0.0) * kept).length() < 1e-5, "{}", velocity(&app, ball));
}

#[test]
fn a_body_without_a_collider_falls_through_the_floor_touching_nothing() {
    // a rigid body alone is a point mass: gravity moves it, nothing stops it (no sphere is made up for it)
    let mut app = app_with(PhysicsSettings::default());
    floor(&mut app, 0.0, 0.5);
    let point = app.world_mut().spawn((RigidBody::Dynamic, Transform::from_xyz(0.0, 1.0, 0.0))).id();
    step(&mut app, 60);
    let g = PhysicsSettings::default().gravity.y;
    assert_close!(velocity(&app, point).y, g, 1e-4, "{}", velocity(&app, point));
    assert!(position(&app, point).y < -2.0, "{}", position(&app, point));
    assert!(app.world().resource::<Contacts>().pairs.is_empty());
}
