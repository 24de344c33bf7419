//! Tumbling boxes held by the soft step's contact constraints ([`PhysicsSettings::soft_contacts`]): a box at rest
//! sinks by the spring's static deflection and stays square, a pyramid stands, and a run repeats bit for bit.

mod common;

use bevy::prelude::*;
use collision_engine::geometry::{Placed, contact_placed_within};
use collision_engine::physics::*;
use common::*;

/// Soft contacts on, sleeping off (so that the solver keeps working on what rests).
fn soft_app() -> App {
    let mut app = app_with(PhysicsSettings { soft_contacts: true, sleep_enabled: false, ..default() });
    app.update();
    app
}

#[test]
fn a_box_at_rest_on_soft_contacts_sinks_by_the_springs_static_deflection_and_stays_square() {
    // Setup: a 1 m cube of 1 kg resting on a floor, every point of its face held by a soft contact
    let mut app = soft_app();
    floor(&mut app, 0.0, 0.5);
    let block = cuboid(Vec3::splat(0.5)).at(Vec3::new(0.3, 0.5, -0.2)).material(0.0, 0.5).spawn(&mut app);
    // Run: 3 s
    step(&mut app, 180);
    // Check: a spring of stiffness m ω² (twice the contact hertz against the floor, which cannot move) holds its
    // weight at a depth of g / ω²: 0.069 mm at 60 Hz
    let settings = app.world().resource::<PhysicsSettings>().clone();
    let omega = 2.0 * std::f32::consts::PI * 2.0 * settings.contact_hertz;
    let deflection = 9.81 / (omega * omega);
    let at = position(&app, block);
    let depth = 0.5 - at.y;
    assert!((depth - deflection).abs() < 0.25 * deflection, "sank {depth} m, the spring's deflection {deflection} m");
    assert!(depth < settings.slop, "sank {depth} m");
    // nothing pushes it sideways or turns it
    assert!((at.x - 0.3).abs() < 1e-5 && (at.z + 0.2).abs() < 1e-5, "slid to {at}");
    let turned = app.world().get::<Transform>(block).unwrap().rotation.angle_between(Quat::IDENTITY);
    assert!(turned < 1e-4, "turned {turned} rad");
    assert!(velocity(&app, block).length() < 1e-4, "{}", velocity(&app, block));
}

#[test]
fn a_box_at_rest_on_soft_contacts_keeps_its_manifold_and_its_four_points_carry_its_weight() {
    // Setup: a 1 m cube of 1 kg, turned 0.3 rad about the vertical, resting on a floor
    let mut app = soft_app();
    floor(&mut app, 0.0, 0.5);
    let turned = Quat::from_rotation_y(0.3);
    let block = cuboid(Vec3::splat(0.5)).at(Vec3::new(0.3, 0.5, -0.2)).material(0.0, 0.5).spawn(&mut app);
    app.world_mut().get_mut::<Transform>(block).unwrap().rotation = turned;
    let kept = |app: &App| {
        let kept = app.world().resource::<ManifoldWarmStart>();
        let mut manifolds = kept.iter().map(|(_, manifold)| *manifold);
        let manifold = manifolds.next().expect("the box's contact kept");
        assert!(manifolds.next().is_none());
        manifold
    };
    // Run: 1 s to settle, then 1 s more
    step(&mut app, 60);
    let settled = kept(&app);
    step(&mut app, 60);
    let later = kept(&app);
    // Check: its points lie on a face, kept with the pose they were found at, and the last substep's impulses
    // of its four points carry its weight, m g h, each a share of it
    let face = settled.face.expect("the points lie on a face");
    assert_eq!(later.face, Some(face));
    assert_eq!(later.len, 4);
    let settings = app.world().resource::<PhysicsSettings>().clone();
    let h = app.world().resource::<PhysicsClock>().dt / settings.substeps as f32;
    let carried: f32 = later.points[..later.len].iter().map(|point| point.normal).sum();
    assert!(close(carried, 9.81 * h, 0.01 * 9.81 * h), "the points carry {carried} N·s, the weight {} N·s", 9.81 * h);
    assert!(later.points[..4].iter().all(|point| point.normal > 0.1 * 9.81 * h), "{later:?}");
    assert!(app.world().get::<Transform>(block).unwrap().rotation.angle_between(turned) < 1e-4);
    // the narrowphase handed the solver the kept points, along the pair's normal: the deepest within 1e-5 m of the
    // exact test's depth where the box's next free flight ends (it rests: its velocity changes by less than
    // 1e-4 m/s a step)
    let contacts = app.world().resource::<Contacts>();
    let pair = contacts.pairs.iter().find(|pair| pair.involves(block)).expect("the box's contact");
    let held = *contacts.manifold_of(pair).expect("its manifold");
    assert!(held.kept && held.manifold.len == 4, "{held:?}");
    assert_eq!(held.manifold.normal, pair.contact.normal);
    let deepest = held.manifold.used().iter().map(|point| point.penetration).fold(f32::MIN, f32::max);
    let dt = app.world().resource::<PhysicsClock>().dt;
    let place = |entity: Entity| {
        let transform = app.world().get::<Transform>(entity).unwrap();
        let body = *app.world().get::<RigidBody>(entity).unwrap();
        // free flight's velocity where it ends, gravity's part of the step in it
        let ending = velocity(&app, entity) + settings.gravity * dt;
        let flown = transform.translation + flight(body, ending, settings.gravity, dt);
        Placed::new(app.world().get::<Collider>(entity).unwrap().0.clone(), flown, transform.rotation)
    };
    let exact = contact_placed_within(&place(pair.a), &place(pair.b), 0.01).expect("the exact test's contact");
    assert!((exact.penetration - deepest).abs() < 1e-5, "{exact:?} against {held:?}");
    assert!((exact.normal - pair.contact.normal).length() < 1e-4);
}

/// A pyramid of `rows` rows of 1 m cubes of friction 0.5, 1 cm apart in each row, on a floor moved by `offset`:
/// each box with where it started.
fn pyramid(app: &mut App, rows: usize, offset: Vec3) -> Vec<(Entity, Vec3)> {
    cuboid(Vec3::new(50.0, 0.5, 50.0)).at(offset - Vec3::Y * 0.5).material(0.0, 0.5).fixed().spawn(app);
    let mut boxes = Vec::new();
    for row in 0..rows {
        for i in 0..rows - row {
            let x = (i as f32 - (rows - row - 1) as f32 / 2.0) * 1.01;
            let position = offset + Vec3::new(x, 0.5 + row as f32, 0.0);
            boxes.push((cuboid(Vec3::splat(0.5)).at(position).material(0.0, 0.5).spawn(app), position));
        }
    }
    boxes
}

#[test]
fn a_pyramid_of_ten_rows_on_soft_contacts_stands_ten_seconds() {
    // Setup: 55 cubes
    let mut app = soft_app();
    let boxes = pyramid(&mut app, 10, Vec3::ZERO);
    // Run: 10 s
    step(&mut app, 600);
    // Check: no box has moved 1 cm from where it started, nor turned 10 mrad, and every box is at rest
    let (mut drift, mut turned, mut speed) = (0.0f32, 0.0f32, 0.0f32);
    for &(entity, start) in &boxes {
        drift = drift.max(position(&app, entity).distance(start));
        turned = turned.max(app.world().get::<Transform>(entity).unwrap().rotation.angle_between(Quat::IDENTITY));
        speed = speed.max(velocity(&app, entity).length());
    }
    assert!(drift < 0.01 && turned < 0.01, "the pyramid drifted {drift} m and turned {turned} rad");
    assert!(speed < 0.01, "a box still moves at {speed} m/s");
}

/// How far the boxes strayed out of their starting plane z = 0 (m), how far any turned (rad), and the fastest's
/// speed (m/s).
fn straying(app: &App, boxes: &[(Entity, Vec3)]) -> (f32, f32, f32) {
    let (mut out, mut turned, mut speed) = (0.0f32, 0.0f32, 0.0f32);
    for &(entity, _) in boxes {
        out = out.max(position(app, entity).z.abs());
        turned = turned.max(app.world().get::<Transform>(entity).unwrap().rotation.angle_between(Quat::IDENTITY));
        speed = speed.max(velocity(app, entity).length());
    }
    (out, turned, speed)
}

#[test]
fn a_column_of_sixty_boxes_on_soft_contacts_stands_twenty_seconds() {
    // Setup: 60 cubes of 1 kg stacked face on face, every one free to turn
    let mut app = soft_app();
    floor(&mut app, 0.0, 0.5);
    let boxes: Vec<(Entity, Vec3)> = (0..60)
        .map(|k| Vec3::Y * (0.5 + k as f32))
        .map(|at| (cuboid(Vec3::splat(0.5)).at(at).material(0.0, 0.5).spawn(&mut app), at))
        .collect();
    // Run: 20 s
    step(&mut app, 1200);
    // Check: upright and at rest, each box within 1 cm of the column's axis (its rows built along arms that turned
    // with each box, the column leaned further under its own weight every step and fell, 21 m away; pushed out
    // again by the correction stage after the substeps, it never came to rest: 0.24 m/s)
    let (out, turned, speed) = straying(&app, &boxes);
    let off_axis = boxes.iter().map(|&(entity, _)| position(&app, entity).x.abs()).fold(out, f32::max);
    assert!(off_axis < 0.01 && turned < 0.01, "the column leaned {off_axis} m and turned {turned} rad");
    assert!(speed < 0.01, "a box still moves at {speed} m/s");
}

#[test]
fn a_wall_of_thirty_rows_on_soft_contacts_stays_in_its_plane() {
    // Setup: a pyramid of 30 rows, 465 cubes, one cube deep
    let mut app = soft_app();
    let boxes = pyramid(&mut app, 30, Vec3::ZERO);
    // Run: 20 s
    step(&mut app, 1200);
    // Check: every box within 1 cm of the wall's plane, square and at rest (each point's push and the push of
    // a contact's points together each wanting a total of their own, the wall leaned 2.3 cm out of it)
    let (out, turned, speed) = straying(&app, &boxes);
    assert!(out < 0.01 && turned < 0.01, "the wall leaned {out} m out of its plane and turned {turned} rad");
    assert!(speed < 0.01, "a box still moves at {speed} m/s");
}

#[test]
fn a_pile_on_soft_contacts_replays_bit_for_bit() {
    // Setup: the same pyramid of 8 rows twice, the second one 1 km away
    let run = |offset: Vec3| {
        let mut app = soft_app();
        let boxes = pyramid(&mut app, 8, offset);
        step(&mut app, 120);
        boxes.iter().map(|&(entity, _)| (position(&app, entity) - offset, velocity(&app, entity))).collect::<Vec<_>>()
    };
    // Run: 2 s each, and the first again
    let (first, again) = (run(Vec3::ZERO), run(Vec3::ZERO));
    // Check: the same state bit for bit, and 1 km away the same to the rounding of a place there
    assert_eq!(first, again);
    let far = run(FAR_AWAY);
    for ((at, _), (far_at, _)) in first.iter().zip(&far) {
        assert!(at.distance(*far_at) < 2e-3, "{at} here, {far_at} 1 km away");
    }
}

#[test]
fn a_block_on_soft_contacts_slides_down_thirty_degrees_at_g_sin_minus_mu_cos() {
    // Setup: a 30° ramp and a block of μ = 0.2 resting on it, both turned along the slope: a = 9.81 (0.5 − 0.2 ·
    // 0.866) = 3.206 m/s²
    let mut app = soft_app();
    let turn = Quat::from_rotation_z(-30f32.to_radians());
    let ramp = cuboid(Vec3::new(20.0, 0.5, 4.0)).at(turn * Vec3::new(0.0, -0.5, 0.0)).material(0.0, 0.2).fixed();
    let placed = [(ramp.spawn(&mut app), ramp.position)];
    let start = turn * Vec3::new(-10.0, 0.2, 0.0);
    let block = cuboid(Vec3::new(0.3, 0.2, 0.3)).material(0.0, 0.2).at(start).spawn(&mut app);
    for (entity, at) in placed.into_iter().chain([(block, start)]) {
        app.world_mut().entity_mut(entity).insert(Transform::from_translation(at).with_rotation(turn));
    }
    // Run: 1 s
    step(&mut app, 60);
    // Check: speed a·t and distance ½ a t² down the slope: friction acts at the middle of the block's face, so
    // the points' friction does not fan out and weaken (at each point alone it came to 95 % of μN)
    let angle = 30f32.to_radians();
    let a = 9.81 * (angle.sin() - 0.2 * angle.cos());
    let down = turn * Vec3::X;
    let (moved, speed) = ((position(&app, block) - start).dot(down), velocity(&app, block).dot(down));
    assert!(close(speed, a, 0.01), "v = {speed} m/s, a t = {a}");
    assert!(close(moved, 0.5 * a, 0.02), "s = {moved} m, ½ a t² = {}", 0.5 * a);
    let turned = app.world().get::<Transform>(block).unwrap().rotation.angle_between(turn);
    assert!(turned < 1e-3, "turned {turned} rad off the slope");
}

#[test]
fn a_column_of_bouncing_boxes_dropped_flat_lands_square_on_soft_contacts() {
    // Setup: ten 1 m cubes of e = 0.5, μ = 0.5 above a floor, 0.83 m apart, each dropped flat onto the one below
    let mut app = soft_app();
    cuboid(Vec3::new(30.0, 0.5, 30.0)).at(Vec3::new(0.0, -0.5, 0.0)).material(0.5, 0.5).fixed().spawn(&mut app);
    let column: Vec<Entity> = (0..10)
        .map(|k| {
            cuboid(Vec3::splat(0.5)).at(Vec3::new(0.0, 0.6 + 1.83 * k as f32, 0.0)).material(0.5, 0.5).spawn(&mut app)
        })
        .collect();
    // Run: 4 s, long enough for every box to land, bounce and settle
    step(&mut app, 240);
    // Check: a column standing where it fell, every box square and at rest (pushed point by point in the relax
    // pass as well, a box came away from its first bounce turning at 0.8 rad/s, and the column fell)
    let slop = app.world().resource::<PhysicsSettings>().slop;
    let mut below = 0.0;
    for (k, &entity) in column.iter().enumerate() {
        let at = position(&app, entity);
        assert!(at.x.abs() < 1e-3 && at.z.abs() < 1e-3, "box {k} at {at}");
        // resting on the one below (or the floor), each contact within the slop
        let overlap = below - (at.y - 0.5);
        assert!(overlap < slop && overlap > -1e-3, "box {k} at {at}: {overlap} m into the one below");
        below = at.y + 0.5;
        let spin = app.world().get::<AngularVelocity>(entity).unwrap().0.length();
        assert!(spin < 1e-3 && velocity(&app, entity).length() < 1e-2, "box {k} turns at {spin} rad/s");
    }
}

#[test]
fn columns_of_very_different_masses_stand_on_soft_contacts_within_the_slop() {
    // Setup: 1000 kg on 1 kg, and columns of six whose masses alternate 1 kg and 100 kg (light at the bottom
    // and heavy at the bottom), every box free to turn
    let columns: [&[f32]; 3] =
        [&[1.0, 1000.0], &[1.0, 100.0, 1.0, 100.0, 1.0, 100.0], &[100.0, 1.0, 100.0, 1.0, 100.0, 1.0]];
    for masses in columns {
        let mut app = soft_app();
        floor(&mut app, 0.0, 0.5);
        let boxes: Vec<Entity> = (0..masses.len())
            .map(|i| cuboid(Vec3::splat(0.5)).material(0.0, 0.5).mass(masses[i]).at(Vec3::Y * (0.5 + i as f32)))
            .map(|body| body.spawn(&mut app))
            .collect();
        let slop = app.world().resource::<PhysicsSettings>().slop;
        // Run: 5 s, watching every contact after the first second
        let mut deepest = 0.0_f32;
        for step_number in 0..300 {
            step(&mut app, 1);
            if step_number >= 60 {
                let contacts = app.world().resource::<Contacts>();
                deepest = contacts.pairs.iter().map(|pair| pair.contact.penetration).fold(deepest, f32::max);
            }
        }
        // Check: no contact overlaps by the slop (a Gauss–Seidel pass removes only m_light / m_heavy of a heavy
        // box's error: 1000 kg on 1 kg sank 0.58 m before the islands were solved exactly), and the top box
        // stands within the slop of its height, upright
        assert!(deepest < slop, "{masses:?}: the deepest overlap {deepest} m");
        let top = *boxes.last().unwrap();
        let sank = masses.len() as f32 - 0.5 - position(&app, top).y;
        assert!(sank.abs() < slop, "{masses:?}: the top box sank {sank} m");
        assert!(app.world().get::<Transform>(top).unwrap().rotation.angle_between(Quat::IDENTITY) < 1e-3);
    }
}
