//! A contact filter decides before a contact is resolved, discrete or continuous: the one-way platform.

mod common;

use bevy::prelude::*;
use collision_engine::physics::{ContactFilter, LinearVelocity, PhysicsSettings};
use common::*;

const PLATFORM_TOP: f32 = 3.05;
const RADIUS: f32 = 0.2;

/// A ball thrown up at `speed` from the floor under a 10 cm platform, one-way or solid; returns the highest
/// the ball got and where it is after 8 s.
fn jump(speed: f32, one_way: bool, ccd: bool) -> (f32, Vec3) {
    let mut app = app_with(PhysicsSettings { ccd_enabled: ccd, ..default() });
    floor(&mut app, 0.3, 0.5);
    let platform = cuboid(Vec3::new(4.0, 0.05, 2.0)).at(Vec3::Y * 3.0).material(0.3, 0.5).fixed().spawn(&mut app);
    if one_way {
        app.world_mut().entity_mut(platform).insert(ContactFilter::one_way(Vec3::Y));
    }
    let ball = sphere(RADIUS).at(Vec3::Y * RADIUS).moving(Vec3::Y * speed).material(0.3, 0.5).spawn(&mut app);
    let mut highest = f32::MIN;
    for _ in 0..480 {
        step(&mut app, 1);
        highest = highest.max(position(&app, ball).y);
    }
    (highest, position(&app, ball))
}

#[test]
fn a_one_way_platform_lets_a_swept_jump_through_and_holds_the_landing() {
    // 16 m/s moves 27 cm a step through a 10 cm platform: swept when continuous detection is on
    for (speed, ccd) in [(16.0, true), (16.0, false), (9.0, true)] {
        let (highest, _) = jump(speed, false, ccd);
        assert!(highest < 3.0, "a solid platform let the ball ({speed} m/s, ccd {ccd}) up to {highest}");
        let (highest, end_one_way) = jump(speed, true, ccd);
        assert!(highest > PLATFORM_TOP + 1.0, "{speed} m/s, ccd {ccd}: the ball only got to {highest}");
        let resting = PLATFORM_TOP + RADIUS;
        assert_close!(end_one_way.y, resting, 0.01, "{speed} m/s, ccd {ccd}: ended at {end_one_way}, not on top");
    }
}

#[test]
fn a_one_way_platform_given_a_velocity_still_holds_a_landing() {
    // Setup: a static one-way platform given 5 m/s downwards (static bodies never move, so it counts for
    // nothing: seen with it, a ball landing on top would look as if it came from below and fall through)
    let mut app = app_with(PhysicsSettings::default());
    floor(&mut app, 0.0, 0.5);
    let platform = cuboid(Vec3::new(4.0, 0.05, 2.0)).at(Vec3::Y * 3.0).material(0.0, 0.5).fixed().spawn(&mut app);
    app.world_mut().entity_mut(platform).insert((ContactFilter::one_way(Vec3::Y), LinearVelocity(Vec3::Y * -5.0)));
    let ball = sphere(RADIUS).at(Vec3::Y * (PLATFORM_TOP + 0.5)).material(0.0, 0.5).spawn(&mut app);
    // Run: two seconds
    step(&mut app, 120);
    // Check: it rests on top
    let resting = PLATFORM_TOP + RADIUS;
    assert_close!(position(&app, ball).y, resting, 0.01, "ended at {}, not on top", position(&app, ball));
}
