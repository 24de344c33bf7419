//! Sleeping: islands at rest stop being simulated and wake whole on touch, push, edit or a change of settings,
//! with their events and energy right; a body hanging on a string sleeps, and falls when the string is taken out.

mod common;

use bevy::ecs::message::MessageCursor;
use bevy::prelude::*;
use collision_engine::physics::{
    CollisionEnded, CollisionStarted, Contacts, Joint, JointEnd, LinearVelocity, PhysicsSettings, PhysicsStats,
    RigidBody, Sleeping, TouchingPairs, measure_totals,
};
use common::*;

/// A pyramid of 1 m boxes, 4 at the base, resting on a floor.
fn pyramid(app: &mut App) -> Vec<Entity> {
    let mut boxes = Vec::new();
    for level in 0..4 {
        for n in 0..4 - level {
            let at = Vec3::new(n as f32 + level as f32 * 0.5 - 1.5, 0.5 + level as f32, 0.0);
            boxes.push(cuboid(Vec3::splat(0.5)).at(at).material(0.0, 0.6).spawn(app));
        }
    }
    boxes
}

fn sleeping(app: &App) -> usize {
    app.world().resource::<PhysicsStats>().sleeping
}

fn asleep(app: &App, entity: Entity) -> bool {
    app.world().get::<Sleeping>(entity).is_some()
}

#[test]
fn a_settled_pyramid_sleeps_within_two_seconds_keeps_its_contacts_and_wakes_when_a_ball_hits_it() {
    let mut app = app_with(PhysicsSettings::default());
    floor(&mut app, 0.0, 0.6);
    let boxes = pyramid(&mut app);
    let (mut began, mut ended) =
        (MessageCursor::<CollisionStarted>::default(), MessageCursor::<CollisionEnded>::default());
    let (mut fell_asleep, mut touching) = (None, 0);
    for n in 1..=150 {
        step(&mut app, 1);
        touching += read_new(&app, &mut began).len();
        if fell_asleep.is_none() && sleeping(&app) == boxes.len() {
            fell_asleep = Some(n);
        }
    }
    let fell_asleep = fell_asleep.expect("the pyramid fell asleep");
    assert!(fell_asleep <= 120, "asleep after {fell_asleep} steps");
    assert!(boxes.iter().all(|&b| asleep(&app, b)));
    // asleep: still, no energy, no end events, and its contacts still listed, one per begin
    assert!(touching >= 16, "4 boxes on the floor and 12 between levels at least: {touching}");
    let rest: Vec<Vec3> = boxes.iter().map(|&b| position(&app, b)).collect();
    step(&mut app, 30);
    assert_eq!(boxes.iter().map(|&b| position(&app, b)).collect::<Vec<_>>(), rest, "asleep bodies do not move");
    assert_eq!(measure_totals(app.world_mut()).kinetic_energy, 0.0);
    assert!(read_new(&app, &mut ended).is_empty(), "no end event because the pyramid fell asleep");
    assert!(read_new(&app, &mut began).is_empty());
    assert_eq!(app.world().resource::<TouchingPairs>().len(), touching, "every pair that began still touches");
    let listed = app.world().resource::<Contacts>().pairs.len();
    assert!(listed >= touching, "the sleeping contacts stay listed: {listed}");
    // a 5 kg ball at 8 m/s into the base's left box: the whole island wakes and the boxes move
    let ball = sphere(0.3).at(Vec3::new(-4.0, 0.5, 0.0)).moving(Vec3::X * 8.0).mass(5.0).spawn(&mut app);
    let mut hits = 0;
    for _ in 0..20 {
        step(&mut app, 1);
        let begun = read_new(&app, &mut began);
        hits += begun
            .iter()
            .filter(|e| (e.a == ball && boxes.contains(&e.b)) || (e.b == ball && boxes.contains(&e.a)))
            .count();
    }
    assert_eq!(sleeping(&app), 0, "the ball woke the whole island");
    assert_eq!(hits, 1, "the ball began touching the base's left box once");
    let moved = boxes.iter().zip(&rest).filter(|&(&b, &at)| position(&app, b).distance(at) > 1e-3).count();
    assert!(moved >= 1, "the struck boxes moved");
}

#[test]
fn a_sleeping_box_wakes_on_a_push_a_teleport_or_a_change_of_gravity() {
    for disturbance in ["push", "teleport", "gravity"] {
        let mut app = app_with(PhysicsSettings::default());
        floor(&mut app, 0.0, 0.5);
        let cube = cuboid(Vec3::splat(0.5)).at(Vec3::Y * 0.5).spawn(&mut app);
        step(&mut app, 60);
        assert!(asleep(&app, cube), "{disturbance}: asleep after 1 s at rest");
        match disturbance {
            "push" => app.world_mut().get_mut::<LinearVelocity>(cube).unwrap().0 = Vec3::X * 2.0,
            "teleport" => app.world_mut().get_mut::<Transform>(cube).unwrap().translation.y = 3.0,
            _ => app.world_mut().resource_mut::<PhysicsSettings>().gravity = Vec3::Y * 9.81,
        }
        step(&mut app, 10);
        assert!(!asleep(&app, cube), "{disturbance}: woken");
        let moved = position(&app, cube) - Vec3::Y * 0.5;
        let expected = match disturbance {
            "push" => moved.x > 0.1,
            "teleport" => moved.y > 1.5 && moved.y < 2.5, // falling from 3 m
            _ => close(moved.y, 0.136, 0.01),             // gravity turned upwards: ½·g·t² in 10 steps
        };
        assert!(expected, "{disturbance}: moved {moved}");
    }
}

#[test]
fn a_slow_drift_in_zero_gravity_is_not_rest() {
    // 2 cm/s, under the sleep speed, touching nothing: it keeps drifting
    let mut app = space();
    let ball = sphere(0.5).moving(Vec3::X * 0.02).spawn(&mut app);
    step(&mut app, 120);
    assert!(!asleep(&app, ball));
    assert_close!(position(&app, ball).x, 0.04, 1e-5, "{}", position(&app, ball));
}

#[test]
fn the_switch_wakes_everything_and_a_kinematic_body_wakes_sleepers_only_when_it_moves() {
    let mut app = app_with(PhysicsSettings::default());
    floor(&mut app, 0.0, 0.5);
    let cube = cuboid(Vec3::splat(0.5)).at(Vec3::Y * 0.5).spawn(&mut app);
    let pusher = cuboid(Vec3::splat(0.5)).at(Vec3::new(-1.0, 0.5, 0.0)).spawn(&mut app);
    app.world_mut().entity_mut(pusher).insert(RigidBody::Kinematic);
    step(&mut app, 60);
    assert!(asleep(&app, cube), "a kinematic body at rest beside it does not keep it awake");
    app.world_mut().get_mut::<LinearVelocity>(pusher).unwrap().0 = Vec3::X * 1.0;
    step(&mut app, 30);
    assert!(!asleep(&app, cube) && position(&app, cube).x > 0.3, "pushed: {}", position(&app, cube));
    app.world_mut().get_mut::<LinearVelocity>(pusher).unwrap().0 = Vec3::ZERO;
    step(&mut app, 90);
    assert!(asleep(&app, cube));
    app.world_mut().resource_mut::<PhysicsSettings>().sleep_enabled = false;
    step(&mut app, 1);
    assert!(!asleep(&app, cube) && sleeping(&app) == 0, "switched off: every body awake");
}

#[test]
fn a_hanging_ball_sleeps_on_its_string_and_falls_when_the_string_is_taken_out() {
    // Setup: a 1 kg ball hanging still on a 1 m string from a fixed point
    let mut app = app_with(PhysicsSettings::default());
    let ball = sphere(0.1).at(Vec3::new(0.0, -1.0, 0.0)).mass(1.0).spawn(&mut app);
    let string = app.world_mut().spawn(Joint::string(JointEnd::world(Vec3::ZERO), JointEnd::body(ball), 1.0)).id();
    // Run: 2 s: held up by the string, it rests and falls asleep where it hangs
    step(&mut app, 120);
    assert!(asleep(&app, ball), "the ball hangs asleep");
    assert!((position(&app, ball).y + 1.0).abs() < 1e-4);
    // Run: the string taken out (its entity kept, as the app does), then 0.5 s
    app.world_mut().entity_mut(string).remove::<Joint>();
    step(&mut app, 30);
    // Check: awake, falling freely from rest: 1 m + g t²/2 below the point at t = 0.5 s, to 1 cm
    assert!(!asleep(&app, ball));
    let fallen = -1.0 - 0.5 * 9.81 * 0.25;
    assert!((position(&app, ball).y - fallen).abs() < 0.01, "at {} m, not {fallen}", position(&app, ball).y);
}
