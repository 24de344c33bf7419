//! Collision layers: pairs whose layers do not meet are dropped by the broadphase, so they are never tested,
//! resolved or reported, whether they meet slowly, resting, or swept at a speed that needs continuous detection.

mod common;

use bevy::prelude::*;
use collision_engine::physics::{
    CandidatePairs, CollisionLayers, CollisionStarted, Contacts, PhysicsSettings, pair_key,
};
use common::*;

const WORLD: u32 = 1;
const GHOSTS: u32 = 2;

/// A body in the ghosts' group, meeting ghosts only.
fn ghost() -> CollisionLayers {
    CollisionLayers::new(GHOSTS, GHOSTS)
}

/// Steps once and checks that no pair of `apart` was a candidate, a contact or an event in that step.
fn step_apart(app: &mut App, apart: &[(Entity, Entity)]) {
    step(app, 1);
    let candidates = &app.world().resource::<CandidatePairs>().pairs;
    let contacts = &app.world().resource::<Contacts>().pairs;
    let started = app.world().resource::<Messages<CollisionStarted>>();
    for &(a, b) in apart {
        let key = pair_key(a, b);
        assert!(!candidates.contains(&key), "{a} and {b} were a candidate pair");
        assert!(!contacts.iter().any(|c| (c.a, c.b) == key), "{a} and {b} reached the narrowphase");
        assert!(!started.iter_current_update_messages().any(|e| pair_key(e.a, e.b) == key), "{a} and {b} reported");
    }
}

#[test]
fn a_ghost_falls_through_the_floor_and_a_ball_in_its_group_but_lands_on_it() {
    let mut app = app_with(PhysicsSettings::default());
    let floor = floor(&mut app, 0.0, 0.5);
    app.world_mut().entity_mut(floor).insert(CollisionLayers::new(WORLD, u32::MAX));
    let ball = sphere(0.5).at(Vec3::new(0.0, 0.6, 0.0)).spawn(&mut app);
    let phantom = sphere(0.5).at(Vec3::new(3.0, 0.6, 0.0)).spawn(&mut app);
    app.world_mut().entity_mut(phantom).insert(ghost());
    for _ in 0..90 {
        step_apart(&mut app, &[(floor, phantom)]);
    }
    assert_close!(position(&app, ball).y, 0.5, 0.01, "the ball rests on the floor: {}", position(&app, ball));
    assert!(position(&app, phantom).y < -8.0, "the ghost fell through: {}", position(&app, phantom));
}

#[test]
fn ghosts_meet_each_other_but_pass_through_a_ball_in_another_group_at_any_speed() {
    // 1 kg balls head-on at 60 m/s each (a metre per step: swept by continuous detection), e = 1
    let mut app = space();
    let fast = |x: f32, v: f32| sphere(0.25).at(Vec3::new(x, 0.0, 0.0)).moving(Vec3::X * v).material(1.0, 0.0);
    let (left, right, ball) = (fast(-3.0, 60.0).spawn(&mut app), fast(3.0, -60.0).spawn(&mut app), fast(0.0, 0.0));
    let ball = ball.at(Vec3::new(0.0, 0.0, 0.0)).spawn(&mut app);
    for ghostly in [left, right] {
        app.world_mut().entity_mut(ghostly).insert(ghost());
    }
    app.world_mut().entity_mut(ball).insert(CollisionLayers::new(WORLD, WORLD | GHOSTS));
    let mut met = false;
    for _ in 0..6 {
        step_apart(&mut app, &[(left, ball), (right, ball)]);
        met |= app.world().resource::<Contacts>().pairs.iter().any(|c| (c.a, c.b) == pair_key(left, right));
    }
    assert!(met, "the two ghosts collided");
    assert_close!(velocity(&app, left).x, -60.0, 1e-3, "equal masses, e = 1: they swap: {}", velocity(&app, left));
    assert_close!(velocity(&app, right).x, 60.0, 1e-3, "{}", velocity(&app, right));
    assert_eq!(velocity(&app, ball), Vec3::ZERO, "the ball in the middle was never touched");
}

#[test]
fn a_wall_given_new_layers_at_run_time_stops_or_passes_a_bullet() {
    // a 1 cm static wall, a 5 cm bullet at 200 m/s: stopped while their layers meet, through once they do not
    let mut app = space();
    let wall = cuboid(Vec3::new(0.005, 1.0, 1.0)).fixed().spawn(&mut app);
    let bullet = |app: &mut App| sphere(0.05).at(Vec3::new(-2.0, 0.0, 0.0)).moving(Vec3::X * 200.0).spawn(app);
    let first = bullet(&mut app);
    step(&mut app, 10);
    assert!(position(&app, first).x < 0.0, "stopped by the wall: {}", position(&app, first));
    app.world_mut().despawn(first);
    app.world_mut().entity_mut(wall).insert(CollisionLayers::new(WORLD, WORLD));
    let second = bullet(&mut app);
    app.world_mut().entity_mut(second).insert(ghost());
    for _ in 0..10 {
        step_apart(&mut app, &[(wall, second)]);
    }
    assert!(position(&app, second).x > 10.0, "through the wall: {}", position(&app, second));
    assert_eq!(velocity(&app, second), Vec3::X * 200.0);
}
