//! Bodies held to a plane or a line ([`TranslationLock`], with [`RotationLock`] about the axes a flat body must
//! not turn about): what a step gives across is taken away, what lies in the plane is left exactly as it was.

mod common;

use bevy::prelude::*;
use collision_engine::physics::{AngularVelocity, PhysicsSettings, RotationLock, TranslationLock};
use common::*;

/// Holds `body` to the plane or line through where it is now, locked along `axes` (x, y, z).
fn hold(app: &mut App, body: Entity, (x, y, z): (bool, bool, bool)) {
    let at = position(app, body);
    app.world_mut().entity_mut(body).insert(TranslationLock { x, y, z, at });
}

#[test]
fn a_ball_held_to_a_level_plane_does_not_fall_and_keeps_its_way_along_it() {
    let mut app = app_with(PhysicsSettings::default());
    let ball = sphere(0.25).at(Vec3::new(0.0, 3.0, 0.0)).moving(Vec3::new(2.0, 1.5, -1.0)).spawn(&mut app);
    hold(&mut app, ball, (false, true, false));
    step(&mut app, 60);
    // gravity and the upward 1.5 m/s are taken away each step; x and z run on at 2 and −1 m/s for 1 s
    assert_eq!(position(&app, ball).y, 3.0);
    assert_eq!(velocity(&app, ball).y, 0.0);
    assert!((position(&app, ball) - Vec3::new(2.0, 3.0, -1.0)).length() < 1e-4, "{}", position(&app, ball));
}

#[test]
fn a_glancing_collision_held_to_the_table_stays_on_it_and_keeps_its_energy() {
    let mut app = app_with(PhysicsSettings::default());
    floor(&mut app, 1.0, 0.0);
    // two 1 kg balls on a frictionless table, the moving one striking 0.25 m off centre
    let striker = sphere(0.25).at(Vec3::new(-2.0, 0.25, 0.0)).moving(Vec3::X * 2.0).material(1.0, 0.0);
    let striker = striker.spawn(&mut app);
    let target = sphere(0.25).at(Vec3::new(0.0, 0.25, 0.25)).material(1.0, 0.0).spawn(&mut app);
    for ball in [striker, target] {
        hold(&mut app, ball, (false, true, false));
        app.world_mut().entity_mut(ball).insert(RotationLock { x: true, y: false, z: true });
    }
    step(&mut app, 120);
    let (a, b) = (velocity(&app, striker), velocity(&app, target));
    assert!((a + b - Vec3::X * 2.0).length() < 1e-4, "momentum {a} + {b}");
    let energy = 0.5 * (a.length_squared() + b.length_squared());
    assert!((energy - 2.0).abs() < 1e-3, "energy {energy} J of 2 J");
    // equal masses, elastic: they part at a right angle, the target along the line of centres (30° off x)
    assert!(a.dot(b).abs() < 1e-3, "{a} · {b}");
    assert!((b.z.atan2(b.x).to_degrees() - 30.0).abs() < 0.5, "target at {b}");
    for ball in [striker, target] {
        assert_eq!(position(&app, ball).y, 0.25, "on the table");
        let spin = app.world().get::<AngularVelocity>(ball).unwrap().0;
        assert_eq!((spin.x, spin.z), (0.0, 0.0), "turning only about the table's normal");
    }
}

#[test]
fn a_ball_held_to_a_line_keeps_only_its_motion_along_it() {
    let mut app = app_with(PhysicsSettings { gravity_enabled: false, ..default() });
    let ball = sphere(0.25).at(Vec3::new(1.0, 2.0, 3.0)).moving(Vec3::new(3.0, 2.0, 1.0)).spawn(&mut app);
    hold(&mut app, ball, (false, true, true));
    step(&mut app, 30);
    assert_eq!(velocity(&app, ball), Vec3::new(3.0, 0.0, 0.0));
    let at = position(&app, ball);
    assert!((at.x - 2.5).abs() < 1e-4 && at.y == 2.0 && at.z == 3.0, "{at}");
}
