//! Continuous detection through the engine: no tunnelling, relative motion, events and momentum.

mod common;

use bevy::ecs::message::MessageCursor;
use bevy::prelude::*;
use collision_engine::physics::*;
use common::*;

const WALL_HALF: f32 = 0.005;

/// Fires `bullet` along +x from x = −2 at `speed` into a static 1 cm wall at x = 0 and returns the largest
/// x the bullet's centre reached, checked after every step.
fn fire(bullet: Body, speed: f32, ccd: bool) -> f32 {
    let mut app = app_with(PhysicsSettings { gravity_enabled: false, ccd_enabled: ccd, ..default() });
    cuboid(Vec3::new(WALL_HALF, 1.0, 1.0)).fixed().material(0.2, 0.0).spawn(&mut app);
    let shot =
        bullet.at(Vec3::new(-2.0, 0.0, 0.0)).moving(Vec3::X * speed).mass(0.01).material(0.2, 0.0).spawn(&mut app);
    let mut furthest = f32::MIN;
    for _ in 0..120 {
        step(&mut app, 1);
        let x = position(&app, shot).x;
        assert!(x.is_finite() && velocity(&app, shot).is_finite());
        furthest = furthest.max(x);
    }
    furthest
}

#[test]
fn bullets_never_pass_a_thin_wall_with_continuous_detection() {
    for (bullet, reach) in [(sphere(0.05), 0.05), (cuboid(Vec3::splat(0.05)), 0.05)] {
        for speed in [10.0, 100.0, 1_000.0, 5_000.0] {
            let furthest = fire(bullet.clone(), speed, true);
            assert!(furthest <= -WALL_HALF - reach + 1e-4, "{:?} at {speed} m/s reached x = {furthest}", bullet.shape);
        }
        for speed in [100.0, 1_000.0, 5_000.0] {
            let furthest = fire(bullet.clone(), speed, false);
            assert!(furthest > 1.0, "{:?} at {speed} m/s should tunnel without continuous detection", bullet.shape);
        }
    }
}

#[test]
fn a_body_can_opt_out_of_continuous_detection() {
    let mut app = app_with(PhysicsSettings { gravity_enabled: false, ..default() });
    cuboid(Vec3::new(WALL_HALF, 1.0, 1.0)).fixed().spawn(&mut app);
    let shot = sphere(0.05).at(Vec3::new(-2.0, 0.0, 0.0)).moving(Vec3::X * 300.0).spawn(&mut app);
    app.world_mut().entity_mut(shot).insert(CcdDisabled);
    step(&mut app, 10);
    assert!(position(&app, shot).x > 1.0);
}

#[test]
fn fast_spheres_meeting_mid_step_collide_once_with_momentum_kept() {
    // Setup: 1,000 m/s closing speed; the 9.9 m gap closes 59 % into the first step
    let mut app = space();
    let left =
        sphere(0.1).at(Vec3::new(-5.05, 0.0, 0.0)).moving(Vec3::X * 500.0).mass(2.0).material(1.0, 0.0).spawn(&mut app);
    let right =
        sphere(0.1).at(Vec3::new(5.05, 0.0, 0.0)).moving(-Vec3::X * 500.0).mass(1.0).material(1.0, 0.0).spawn(&mut app);
    let mut started = MessageCursor::<CollisionStarted>::default();
    let mut ended = MessageCursor::<CollisionEnded>::default();
    let (mut starts, mut ends) = (0, 0);
    // Run
    step(&mut app, 1);
    let contacts = app.world().resource::<Contacts>();
    let toi = contacts.hit(left, right).and_then(|pair| pair.toi).expect("a continuous hit in the first step");
    assert_close!(toi.fraction, 9.9 / (1000.0 / 60.0), 1e-4, "time of impact {}", toi.fraction);
    starts += read_new(&app, &mut started).len();
    for _ in 0..30 {
        step(&mut app, 1);
        starts += read_new(&app, &mut started).len();
        ends += read_new(&app, &mut ended).len();
    }
    // Check: the analytic elastic answer for masses 2 : 1, momentum to 1e-5, one start and one end
    let (v1, v2) = (velocity(&app, left).x as f64, velocity(&app, right).x as f64);
    let momentum = 2.0 * v1 + v2;
    assert!((momentum - 500.0).abs() / 1500.0 < 1e-5, "momentum {momentum}, want 500");
    assert_close!(v1, -500.0 / 3.0, 1e-2, "{v1} {v2}");
    assert_close!(v2, 2500.0 / 3.0, 1e-2, "{v1} {v2}");
    assert!(position(&app, left).x < position(&app, right).x, "they passed through each other");
    assert_eq!((starts, ends), (1, 1));
}

#[test]
fn fast_spheres_whose_paths_cross_at_different_times_never_touch() {
    // Setup: both paths cross the origin in the first step, 0.8 of a step apart
    let mut app = space();
    sphere(0.2).at(Vec3::new(-1.0, 0.0, 0.0)).moving(Vec3::X * 600.0).spawn(&mut app);
    sphere(0.2).at(Vec3::new(0.0, 0.0, -9.0)).moving(Vec3::Z * 600.0).spawn(&mut app);
    let mut started = MessageCursor::<CollisionStarted>::default();
    // Run + Check
    for _ in 0..10 {
        step(&mut app, 1);
        assert!(!app.world().resource::<Contacts>().pairs.iter().any(ContactPair::is_touching));
        assert!(read_new(&app, &mut started).is_empty());
    }
}

#[test]
fn fast_ball_into_a_resting_stack_passes_nothing() {
    // Setup: a five-box stack, settled, then a ball at 400 m/s into the third box
    let mut app = app_with(PhysicsSettings::default());
    floor(&mut app, 0.3, 0.5);
    let boxes: Vec<Entity> =
        (0..5).map(|i| cuboid(Vec3::splat(0.5)).at(Vec3::new(0.0, 0.5 + i as f32, 0.0)).spawn(&mut app)).collect();
    step(&mut app, 60);
    let ball = sphere(0.1).at(Vec3::new(-20.0, 2.5, 0.0)).moving(Vec3::X * 400.0).mass(0.5).spawn(&mut app);
    // Run + Check: the ball stays on its side of the box it hits; nothing goes non-finite
    for _ in 0..120 {
        step(&mut app, 1);
        let ball_x = position(&app, ball).x;
        assert!(ball_x < position(&app, boxes[2]).x - 0.5, "ball passed into the stack at x = {ball_x}");
        for &e in boxes.iter().chain([&ball]) {
            assert!(position(&app, e).is_finite() && velocity(&app, e).is_finite());
        }
    }
}

#[test]
fn a_bullet_bouncing_back_meets_a_wall_behind_where_it_started() {
    // Setup: at 300 m/s (5 m a step) a ball 1 m from wall A bounces off it (e = 1) a fifth of the way into a
    // step and heads back through where it started towards wall B, 1 m behind it: a wall the straight path
    // it was swept along never came near.
    let mut app = space();
    for x in [0.0, -2.0] {
        cuboid(Vec3::new(WALL_HALF, 1.0, 1.0)).at(Vec3::X * x).fixed().material(1.0, 0.0).spawn(&mut app);
    }
    let ball = sphere(0.05).at(Vec3::new(-1.0, 0.0, 0.0)).moving(Vec3::X * 300.0).material(1.0, 0.0).spawn(&mut app);
    // Run + Check: it stays between the walls, bouncing at full speed
    for _ in 0..30 {
        step(&mut app, 1);
        let x = position(&app, ball).x;
        assert!(
            (-2.0 + WALL_HALF + 0.05 - 1e-4..=-WALL_HALF - 0.05 + 1e-4).contains(&x),
            "the ball got out to x = {x}"
        );
    }
    assert_close!(velocity(&app, ball).length(), 300.0, 1e-2);
}

#[test]
fn a_body_struck_into_motion_mid_step_is_swept_from_there() {
    // Setup: a 300 m/s ball hits a resting box (equal masses, e = 1) a third of the way into a step; the
    // box, now at 300 m/s, meets a thin wall 25 cm on in the same step: a wall it was not near, and not
    // swept against, when the step began.
    let mut app = space();
    let wall_x = 0.5;
    cuboid(Vec3::new(WALL_HALF, 1.0, 1.0)).at(Vec3::X * wall_x).fixed().material(1.0, 0.0).spawn(&mut app);
    let struck = cuboid(Vec3::splat(0.1)).material(1.0, 0.0).spawn(&mut app);
    let ball = sphere(0.05).at(Vec3::new(-1.75, 0.0, 0.0)).moving(Vec3::X * 300.0).material(1.0, 0.0).spawn(&mut app);

    // Run + Check: the box never reaches into the wall
    for _ in 0..30 {
        step(&mut app, 1);
        let reach = position(&app, struck).x + 0.1;
        assert!(reach <= wall_x - WALL_HALF + 1e-4, "the struck box reached x = {reach}, into the wall");
        assert!(position(&app, ball).x < position(&app, struck).x);
    }
    // elastic all along: the box bounced off the wall and handed its 300 m/s back to the ball
    let (box_v, ball_v) = (velocity(&app, struck), velocity(&app, ball));
    assert!(box_v.length() < 1e-2, "box {box_v}, ball {ball_v}");
    assert_close!(ball_v.x, -300.0, 1e-2, "box {box_v}, ball {ball_v}");
}

#[test]
fn a_body_left_against_a_wall_and_moving_into_it_fast_bounces_off_it() {
    // Setup: zero gravity; a ball (r 0.5) and a box (half 0.5) each 6.7 mm into a static wall 1 m thick, as
    // a push from behind can leave a body at the end of a step, moving into it at 67 m/s (1.12 m a step: far
    // enough to reach past the wall's middle, where the discrete contact would take it out the far side);
    // e = 0.5, no friction; 1 and 4 substeps
    for body in [sphere(0.5), cuboid(Vec3::splat(0.5))] {
        for substeps in [1, 4] {
            let mut app = app_with(PhysicsSettings { gravity_enabled: false, substeps, ..default() });
            cuboid(Vec3::new(5.0, 0.5, 5.0)).at(Vec3::Y * 0.5).fixed().material(0.5, 0.0).spawn(&mut app);
            let start = Vec3::Y * (-0.5 + 0.0067);
            let shot = body.clone().at(start).moving(Vec3::Y * 67.0).material(0.5, 0.0).spawn(&mut app);
            step(&mut app, 1);
            // Check: turned back at the wall's face with e = 0.5 (the continuous stage's hit at t = 0), and
            // never inside past the overlap it started with
            let label = format!("{:?} substeps {substeps}", body.shape.kind());
            assert_close!(velocity(&app, shot).y, -(0.5 * 67.0), 1e-3, "{label}: {}", velocity(&app, shot));
            for _ in 0..30 {
                assert!(position(&app, shot).y < -0.49, "{label}: {}", position(&app, shot));
                step(&mut app, 1);
            }
        }
    }
}

/// Fires a box of half extents (0.1, 0.05, 0.15) m and 1 kg along +x from x = −2 at `speed`, spinning at
/// `spin`, into the static 1 cm wall at x = 0 (both of restitution `restitution`, frictionless). Returns the
/// largest x any corner reached, checked after every step, and the box.
fn fire_spinning(speed: f32, spin: Vec3, (restitution, ccd): (f32, bool)) -> (f32, App, Entity) {
    let mut app = app_with(PhysicsSettings { gravity_enabled: false, ccd_enabled: ccd, ..default() });
    cuboid(Vec3::new(WALL_HALF, 2.0, 2.0)).fixed().material(restitution, 0.0).spawn(&mut app);
    let half = Vec3::new(0.1, 0.05, 0.15);
    let shot = cuboid(half).at(Vec3::new(-2.0, 0.0, 0.0)).moving(Vec3::X * speed).material(restitution, 0.0);
    let shot = shot.spawn(&mut app);
    app.world_mut().entity_mut(shot).insert(AngularVelocity(spin));
    let mut furthest = f32::MIN;
    for _ in 0..40 {
        step(&mut app, 1);
        let transform = *app.world().get::<Transform>(shot).unwrap();
        assert!(transform.translation.is_finite() && velocity(&app, shot).is_finite());
        for corner in 0..8 {
            let sign = |bit: i32| if corner & bit == 0 { -1.0 } else { 1.0 };
            let local = half * Vec3::new(sign(1), sign(2), sign(4));
            furthest = furthest.max((transform.translation + transform.rotation * local).x);
        }
    }
    (furthest, app, shot)
}

#[test]
fn a_spinning_box_at_100_m_s_never_passes_a_thin_wall() {
    // Setup: spins of 20 to 80 rad/s about tilted axes: the corners sweep 0.3 to 1.2 rad a step
    let spins =
        [Vec3::new(0.0, 20.0, 0.0), Vec3::new(30.0, 0.0, 40.0), Vec3::new(-50.0, 60.0, 10.0), Vec3::splat(46.0)];
    for spin in spins {
        for speed in [100.0, 300.0] {
            // Run + Check: no corner gets more than 0.1 mm into the wall's near face; the box comes back
            let (furthest, app, shot) = fire_spinning(speed, spin, (0.2, true));
            assert!(furthest <= -WALL_HALF + 1e-4, "spin {spin} at {speed} m/s: a corner reached x = {furthest}");
            assert!(velocity(&app, shot).x < 0.0, "spin {spin} at {speed} m/s: the box did not come back");
            // without continuous detection it passes through
            let (furthest, ..) = fire_spinning(speed, spin, (0.2, false));
            assert!(furthest > 1.0, "spin {spin} at {speed} m/s should tunnel without continuous detection");
        }
    }
}

#[test]
fn a_spinning_box_bouncing_elastically_off_a_wall_keeps_its_energy() {
    // Setup: restitution 1, no friction; the box's inertia m/12·(b² + c²) about its own axes (sizes 0.2, 0.1, 0.3)
    let inertia = Vec3::new(0.01 + 0.09, 0.04 + 0.09, 0.04 + 0.01) / 12.0;
    let energy = |app: &App, shot: Entity| {
        let rotation = app.world().get::<Transform>(shot).unwrap().rotation;
        let own = rotation.inverse() * app.world().get::<AngularVelocity>(shot).unwrap().0;
        0.5 * velocity(app, shot).length_squared() + 0.5 * (inertia * own * own).element_sum()
    };
    for spin in [Vec3::new(0.0, 20.0, 0.0), Vec3::new(30.0, 0.0, 40.0)] {
        let (_, app, shot) = fire_spinning(100.0, spin, (1.0, true));
        let start = 0.5 * 100.0 * 100.0 + 0.5 * (inertia * spin * spin).element_sum();
        // Check: it came back, with the energy it had to 1e-4, some of it traded between moving and turning
        assert!(velocity(&app, shot).x < 0.0);
        let end = energy(&app, shot);
        assert!((end - start).abs() < 1e-4 * start, "spin {spin}: energy {start} J before, {end} J after");
    }
}
