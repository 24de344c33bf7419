//! The pair inspector: every number it shows checked against hand-computed cases (docs/physics.md's formulas),
//! for every pair type, hits and misses, and the `inspect` command.

mod common;

use std::process::Command;

use bevy::prelude::*;
use collision_sandbox::geometry::{AxisFeature, AxisSpan, Shape, contact_placed};
use collision_sandbox::inspector::{
    CollisionCard, MissReason, PairTest, PairVerdict, Region, SweepTest, inspect_pair, safe_speed, write_report,
};
use collision_sandbox::language::{Language, Texts};
use collision_sandbox::physics::{CollisionLayers, CollisionStarted, PhysicsSettings, ResponseVetoes, SweepCause};
use common::*;

const TOLERANCE: f32 = 1e-4;

fn close(a: f32, b: f32) -> bool {
    common::close(a, b, TOLERANCE)
}

fn close3(a: Vec3, b: Vec3) -> bool {
    (a - b).length() < TOLERANCE
}

/// Runs `steps` steps and inspects (a, b) in the last one.
fn verdict_after(app: &mut App, steps: usize, a: Entity, b: Entity) -> PairVerdict {
    step(app, steps);
    inspect_pair(app.world(), a, b).expect("both are bodies")
}

#[test]
fn head_on_spheres_hit_at_the_root_of_the_sphere_cast_with_the_analytic_impulse() {
    // Setup: centres 4 m apart closing at 240 m/s, 4 m per step: the surfaces (1 m of radii) meet at t = 0.75
    let mut app = space();
    let a = sphere(0.5).at(Vec3::new(-2.0, 0.0, 0.0)).moving(Vec3::X * 120.0).material(1.0, 0.0).spawn(&mut app);
    let b = sphere(0.5).at(Vec3::new(2.0, 0.0, 0.0)).moving(-Vec3::X * 120.0).material(1.0, 0.0).spawn(&mut app);
    let verdict = verdict_after(&mut app, 1, a, b);
    // Check: |d + m t| = 1 with d = 4, m = −4: t = 0.75 and 1.25
    let SweepTest::SphereRoots { roots: Some([enter, leave]), closest } = verdict.continuous.test else {
        panic!("{:?}", verdict.continuous.test)
    };
    assert!(close(enter, 0.75) && close(leave, 1.25) && close(closest, 0.0), "{enter} {leave} {closest}");
    let hit = verdict.continuous.hit.expect("a continuous hit");
    assert!(close(hit.fraction, 0.75));
    assert!(close3(hit.pose_a, Vec3::new(-0.5, 0.0, 0.0)) && close3(hit.pose_b, Vec3::new(0.5, 0.0, 0.0)));
    assert!(close3(hit.normal, Vec3::X) && close3(hit.point, Vec3::ZERO));
    // the impulse (1 + e) v_rel m_a m_b / (m_a + m_b) = 2 × 240 × 0.5 = 240 N·s, e = 1 used at 240 m/s
    let response = &verdict.response;
    assert!(close(response.approach_speed.unwrap(), 240.0));
    assert_eq!(response.restitution_used, Some(1.0));
    let record = response.records.iter().find(|record| record.fraction.is_some()).unwrap();
    assert!(close(record.normal_impulse, 240.0) && record.resolved, "{record:?}");
    assert!(verdict.collided());
    // both swept: 4 m... each travels 2 m, far past its threshold (the slop)
    assert!(verdict.continuous.a.swept && close(verdict.continuous.a.travel, 2.0));
    assert!(verdict.broadphase.candidate && verdict.broadphase.overlap);
}

#[test]
fn spheres_passing_wide_miss_by_the_closest_approach_of_their_centres() {
    // Setup: the same approach with B 1.01 m off the line: the centres never come within the 1 m of radii
    let mut app = space();
    let a = sphere(0.5).at(Vec3::new(-2.0, 0.0, 0.0)).moving(Vec3::X * 120.0).spawn(&mut app);
    let b = sphere(0.5).at(Vec3::new(2.0, 1.01, 0.0)).moving(-Vec3::X * 120.0).spawn(&mut app);
    let verdict = verdict_after(&mut app, 1, a, b);
    let SweepTest::SphereRoots { roots, closest } = verdict.continuous.test else { panic!() };
    assert_eq!(roots, None);
    assert!(close(closest, 1.01), "{closest}");
    assert_eq!(verdict.continuous.miss, Some(MissReason::PassWide));
    assert!(verdict.continuous.hit.is_none() && !verdict.collided());
    // the swept bounds overlap all the same: the broadphase passes the pair on
    assert!(verdict.broadphase.candidate);
    let PairTest::SphereSphere { distance, radius_sum } = verdict.narrowphase.test else { panic!() };
    // where free flight took them (each 2 m on): one above the other, 1.01 m apart
    assert!(close(distance, 1.01) && close(radius_sum, 1.0), "{distance}");
    // within the speculative reach (the margin plus their 4 m of relative flight), but not touching
    assert!(verdict.narrowphase.contact.is_some_and(|contact| !contact.touching));
}

#[test]
fn boxes_overlap_least_along_the_normals_axis() {
    // Setup: B rests 5 cm into A's top and 0.1 m into its side; nothing moves
    let mut app = space();
    let a = cuboid(Vec3::splat(0.5)).fixed().spawn(&mut app);
    let b = cuboid(Vec3::splat(0.5)).at(Vec3::new(0.9, 0.95, 0.0)).spawn(&mut app);
    let verdict = verdict_after(&mut app, 1, a, b);
    let PairTest::BoxBox { overlap, least_axis } = verdict.narrowphase.test else { panic!() };
    assert!(close3(overlap, Vec3::new(0.1, 0.05, 1.0)), "{overlap}");
    assert_eq!(least_axis, Some(1));
    let contact = verdict.narrowphase.contact.unwrap();
    assert!(close3(contact.normal, Vec3::Y) && close(contact.penetration, 0.05) && contact.touching);
    // the points: the middle of the overlap (B grown by the speculative margin) on each touching face
    let middle = (0.4 - PhysicsSettings::default().speculative_margin + 0.5) / 2.0;
    assert!(close3(contact.point_a, Vec3::new(middle, 0.5, 0.0)), "{}", contact.point_a);
    assert!(close3(contact.point_b, Vec3::new(middle, 0.45, 0.0)), "{}", contact.point_b);
    // overlapping when the step began: the continuous stage leaves it to the solver
    assert!(verdict.continuous.hit.is_none());
    assert!(verdict.response.records[0].correction > 0.0, "the correction shifts 5 cm of overlap apart");
}

#[test]
fn box_and_sphere_name_the_region_over_which_the_centre_lies() {
    // Setup: a unit box and spheres over a face, an edge and a corner, nothing moving
    let cases = [
        (Vec3::new(0.0, 1.3, 0.0), Region::Face, Vec3::new(0.0, 1.0, 0.0), 0.3),
        (Vec3::new(1.3, 1.4, 0.0), Region::Edge, Vec3::new(1.0, 1.0, 0.0), 0.5),
        (Vec3::new(1.2, 1.2, 1.2), Region::Corner, Vec3::ONE, 0.2 * 3.0f32.sqrt()),
        (Vec3::new(0.2, 0.1, 0.0), Region::Inside, Vec3::new(0.2, 0.1, 0.0), 0.0),
    ];
    for (center, region, closest, distance) in cases {
        let mut app = space();
        let block = cuboid(Vec3::ONE).fixed().spawn(&mut app);
        let ball = sphere(0.6).at(center).spawn(&mut app);
        let verdict = verdict_after(&mut app, 1, block, ball);
        let PairTest::BoxSphere { box_is_a, closest: found, distance: found_distance, radius, region: found_region } =
            verdict.narrowphase.test
        else {
            panic!()
        };
        assert!(box_is_a && close(radius, 0.6));
        assert_eq!(found_region, region, "{center}");
        assert!(close3(found, closest) && close(found_distance, distance), "{center}: {found} {found_distance}");
        // the same pair asked the other way round: the box is B
        let flipped = inspect_pair(app.world(), ball, block).unwrap();
        assert!(matches!(flipped.narrowphase.test, PairTest::BoxSphere { box_is_a: false, .. }));
        if region != Region::Inside {
            let contact = verdict.narrowphase.contact.unwrap();
            assert!(close(contact.penetration, 0.6 - distance), "{center}: {}", contact.penetration);
            assert!(close3(contact.normal, (center - closest).normalize()), "{center}");
        }
    }
}

#[test]
fn boxes_passing_beside_each_other_are_apart_on_one_axis_all_step() {
    // Setup: a fast box passes 1.2 m above another (half sizes 0.5: 0.2 m clear)
    let mut app = space();
    let still = cuboid(Vec3::splat(0.5)).fixed().spawn(&mut app);
    let fast = cuboid(Vec3::splat(0.5)).at(Vec3::new(-3.0, 1.2, 0.0)).moving(Vec3::X * 360.0).spawn(&mut app);
    let verdict = verdict_after(&mut app, 1, still, fast);
    let SweepTest::Axes { spans, .. } = verdict.continuous.test else { panic!() };
    assert_eq!(spans[1], AxisSpan::Never);
    assert_eq!(spans[2], AxisSpan::Always);
    // along x: B (from −3, 6 m a step) enters A's extent at t = 2/6 and leaves it at t = 4/6
    let AxisSpan::Between { enter, leave } = spans[0] else { panic!() };
    assert!(close(enter, 2.0 / 6.0) && close(leave, 4.0 / 6.0), "{enter} {leave}");
    assert_eq!(verdict.continuous.miss, Some(MissReason::SeparatedOnAxis { axis: 1 }));
    // the swept bounds overlap along x and z only: a gap of 0.2 − margin along y
    let margin = PhysicsSettings::default().speculative_margin;
    assert!(close(verdict.broadphase.gap.y, 0.2 - margin), "{}", verdict.broadphase.gap);
    assert_eq!(verdict.broadphase.candidate, verdict.broadphase.overlap);
}

#[test]
fn boxes_crossing_at_different_times_are_explained_by_their_axis_intervals() {
    // Setup: A goes along x, B along z; both cross the origin within the step, B long after A
    let mut app = space();
    let a = cuboid(Vec3::splat(0.1)).at(Vec3::new(-1.0, 0.0, 0.0)).moving(Vec3::X * 120.0).spawn(&mut app);
    let b = cuboid(Vec3::splat(0.1)).at(Vec3::new(0.0, 0.0, -1.8)).moving(Vec3::Z * 120.0).spawn(&mut app);
    let verdict = verdict_after(&mut app, 1, a, b);
    let SweepTest::Axes { spans, deciding_axis } = verdict.continuous.test else { panic!() };
    // relative motion (−2, 0, 2) per step: x overlaps for t in [0.4, 0.6], z for [0.8, 1.0]
    let AxisSpan::Between { enter: x_enter, leave: x_leave } = spans[0] else { panic!() };
    let AxisSpan::Between { enter: z_enter, leave: z_leave } = spans[2] else { panic!() };
    assert!(close(x_enter, 0.4) && close(x_leave, 0.6) && close(z_enter, 0.8) && close(z_leave, 1.0));
    assert_eq!(deciding_axis, 2);
    assert_eq!(verdict.continuous.miss, Some(MissReason::DifferentTimes));
    assert!(!verdict.collided());
}

#[test]
fn a_slow_landing_uses_no_restitution_below_the_threshold() {
    // Setup: a ball 1 mm above a floor, falling at 0.2 m/s (below the 0.5 m/s threshold), e = 1
    let mut app = app_with(PhysicsSettings::default());
    let ground = floor(&mut app, 1.0, 0.5);
    let ball = sphere(0.5).at(Vec3::new(0.0, 0.501, 0.0)).moving(Vec3::Y * -0.2).material(1.0, 0.5).spawn(&mut app);
    let verdict = verdict_after(&mut app, 1, ground, ball);
    let speed = verdict.response.approach_speed.unwrap();
    // free flight ends at −0.2 − 9.81/60 m/s
    assert!(close(speed, 0.2 + 9.81 / 60.0), "{speed}");
    assert_eq!(verdict.response.restitution, 1.0);
    assert_eq!(verdict.response.restitution_used, Some(0.0));
    assert!(verdict.response.records[0].normal_impulse > 0.0);
}

#[test]
fn sensors_and_vetoes_are_reported_and_not_resolved() {
    let mut app = space();
    let zone = cuboid(Vec3::ONE).fixed().sensor().spawn(&mut app);
    let ball = sphere(0.5).at(Vec3::new(0.0, 1.2, 0.0)).moving(Vec3::Y * -1.0).spawn(&mut app);
    let verdict = verdict_after(&mut app, 1, zone, ball);
    assert!(verdict.response.sensor && !verdict.response.vetoed);
    assert!(verdict.response.records.iter().all(|record| !record.resolved && record.normal_impulse == 0.0));

    let mut app = space();
    let wall = cuboid(Vec3::ONE).fixed().spawn(&mut app);
    let ball = sphere(0.5).at(Vec3::new(0.0, 1.2, 0.0)).moving(Vec3::Y * -1.0).spawn(&mut app);
    app.world_mut().resource_mut::<ResponseVetoes>().veto_body(ball);
    let verdict = verdict_after(&mut app, 1, wall, ball);
    assert!(verdict.response.vetoed && !verdict.response.sensor);
    assert!(!verdict.narrowphase.resolve && verdict.narrowphase.contact.unwrap().touching);
}

#[test]
fn bodies_whose_layers_do_not_meet_are_explained_as_never_a_pair() {
    let mut app = space();
    let wall = cuboid(Vec3::ONE).fixed().spawn(&mut app);
    app.world_mut().entity_mut(wall).insert(CollisionLayers::new(1, u32::MAX));
    let ball = sphere(0.5).at(Vec3::new(0.0, 1.2, 0.0)).moving(Vec3::Y * -1.0).spawn(&mut app);
    app.world_mut().entity_mut(ball).insert(CollisionLayers::new(2, 2));
    let verdict = verdict_after(&mut app, 1, wall, ball);
    assert!(verdict.broadphase.overlap && !verdict.broadphase.layers_meet && !verdict.broadphase.candidate);
    assert!(!verdict.collided(), "the geometry touches but the engine never tested the pair");
    let report = write_report(&verdict, &Texts::english());
    assert!(report.contains("their collision layers do not meet: never a pair"), "{report}");
    app.world_mut().entity_mut(ball).insert(CollisionLayers::new(2, 3));
    let verdict = verdict_after(&mut app, 1, wall, ball);
    assert!(verdict.broadphase.layers_meet && verdict.broadphase.candidate && verdict.collided());
}

#[test]
fn a_bullet_needs_continuous_detection_above_its_width_and_the_walls_over_the_step() {
    // (0.1 m of bullet + 0.01 m of wall) in 1/60 s
    let bullet = Shape::Sphere { radius: 0.05 };
    let wall = Shape::Cuboid { half_extents: Vec3::new(0.005, 1.0, 1.0) };
    assert!(close(safe_speed(&bullet, &wall, Vec3::X * 300.0, 1.0 / 60.0), 6.6));
    // along y the wall is 2 m thick
    assert!(close(safe_speed(&bullet, &wall, Vec3::Y * -3.0, 1.0 / 60.0), 2.1 * 60.0));
    assert_eq!(safe_speed(&bullet, &wall, Vec3::ZERO, 1.0 / 60.0), f32::INFINITY);
}

#[test]
fn inspecting_a_body_with_itself_or_a_non_body_is_an_error() {
    let mut app = space();
    let ball = sphere(0.5).spawn(&mut app);
    let other = app.world_mut().spawn_empty().id();
    assert!(inspect_pair(app.world(), ball, ball).is_err());
    assert!(inspect_pair(app.world(), ball, other).is_err());
}

fn inspect(args: &[&str]) -> std::process::Output {
    let scenes = common::scene_dir();
    let mut all = vec!["inspect".to_string(), scenes.join(args[0]).to_string_lossy().into_owned()];
    all.extend(args[1..].iter().map(|arg| arg.to_string()));
    Command::new(env!("CARGO_BIN_EXE_collision-sandbox")).args(&all).output().expect("the binary runs")
}

fn json(output: &std::process::Output) -> serde_json::Value {
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    serde_json::from_slice(&output.stdout).expect("JSON")
}

#[test]
fn the_command_explains_the_bullet_hit_and_its_tunnelling_with_detection_off() {
    // the bullet starts step 3 at x = −2 at 300 m/s (5 m a step); its front meets the wall's face at
    // x = −0.005 after 1.945 m: t = 0.389
    let on = json(&inspect(&["13_bullet_wall.ron", "--step", "3", "--pair", "bullet", "wall", "--json"]));
    let fraction = on["continuous"]["hit"]["fraction"].as_f64().unwrap();
    assert_close!(fraction, 0.389, 1e-4, "{fraction}");
    assert_eq!(on["step"], 3);
    assert_eq!(on["a"]["name"], "bullet");
    assert_close!(on["safe_speed_a"].as_f64().unwrap(), 6.6, 1e-3);
    let off =
        json(&inspect(&["13_bullet_wall.ron", "--step", "3", "--pair", "bullet", "wall", "--json", "--ccd", "off"]));
    assert!(off["continuous"]["hit"].is_null());
    assert_eq!(off["continuous"]["not_taken"], "disabled");
    assert_close!(off["continuous"]["fraction"].as_f64().unwrap(), 0.389, 1e-4);
    let words = inspect(&["13_bullet_wall.ron", "--step", "3", "--pair", "bullet", "wall", "--ccd", "off"]);
    let text = String::from_utf8_lossy(&words.stdout);
    assert!(text.contains("did not collide") && text.contains("continuous detection is off"), "{text}");
}

#[test]
fn the_command_explains_the_crossing_paths_as_passing_wide() {
    // step 6: early from x = −0.0667, late from z = −0.6, both 0.6667 m a step; the centres come
    // closest at t = 0.5, √(0.3644 − 0.4444²/0.8889) = 0.3771 m apart, wider than the 0.3 m of radii
    let verdict = json(&inspect(&["14_crossing_paths.ron", "--step", "6", "--pair", "early", "late", "--json"]));
    assert_eq!(verdict["broadphase"]["candidate"], true);
    assert_eq!(verdict["continuous"]["miss"]["kind"], "pass_wide");
    let closest = verdict["continuous"]["test"]["closest"].as_f64().unwrap();
    assert_close!(closest, 0.3771, 1e-3, "{closest}");
    assert!(verdict["continuous"]["hit"].is_null());
}

#[test]
fn the_command_names_a_missing_body_and_lists_the_scenes_bodies() {
    let output = inspect(&["13_bullet_wall.ron", "--step", "3", "--pair", "bulet", "wall"]);
    assert_eq!(output.status.code(), Some(2));
    let error = String::from_utf8_lossy(&output.stderr);
    assert!(error.contains("\"bulet\"") && error.contains("bullet, wall"), "{error}");
}

#[test]
fn a_collision_card_keeps_momentum_and_measures_e_and_the_energy_lost() {
    // Setup: 1 kg at 3 m/s into 3 kg at rest, e = 0.5, no gravity
    let mut app = space();
    let light =
        sphere(0.5).at(Vec3::new(-1.2, 0.0, 0.0)).moving(Vec3::X * 3.0).mass(1.0).material(0.5, 0.0).spawn(&mut app);
    let heavy = sphere(0.5).mass(3.0).material(0.5, 0.0).spawn(&mut app);
    let mut cursor = bevy::ecs::message::MessageCursor::<CollisionStarted>::default();
    let mut card = None;
    for _ in 0..30 {
        step(&mut app, 1);
        let started = read_new(&app, &mut cursor);
        if let Some(event) = started.first() {
            card = CollisionCard::of(app.world(), event.step, (event.a, event.b), event.contact.normal);
            break;
        }
    }
    let card = card.expect("they collide within half a second");
    // unnamed bodies are named by their entity; A is the one spawned first
    assert_eq!((card.a.name.clone(), card.b.name.clone()), (light.to_string(), heavy.to_string()));
    // Check: v_a' = (m_a − e m_b) u / (m_a + m_b) = −0.375, v_b' = (1 + e) m_a u / (m_a + m_b) = 1.125
    assert!(close3(card.a.velocity_before, Vec3::X * 3.0) && close3(card.b.velocity_before, Vec3::ZERO));
    assert!(close3(card.a.velocity_after, Vec3::X * -0.375), "{}", card.a.velocity_after);
    assert!(close3(card.b.velocity_after, Vec3::X * 1.125), "{}", card.b.velocity_after);
    // equal and opposite changes in momentum, the total kept
    assert!(close3(card.a.momentum_change(), -card.b.momentum_change()));
    let (before, after) = card.total_momentum();
    assert!(close3(before, after) && close3(before, Vec3::X * 3.0));
    // energy lost ½ μ u² (1 − e²) with μ = 0.75 kg: 2.53125 J of 4.5 J; e measured 0.5
    assert!(close(card.energy_lost(), 2.53125), "{}", card.energy_lost());
    assert!(close(card.restitution().unwrap(), 0.5));
    // a static body has no mass on the card
    let mut app = space();
    let wall = cuboid(Vec3::ONE).fixed().spawn(&mut app);
    let ball = sphere(0.5).at(Vec3::new(0.0, 2.0, 0.0)).moving(Vec3::Y * -3.0).spawn(&mut app);
    step(&mut app, 1);
    let card = CollisionCard::of(app.world(), 1, (wall, ball), Vec3::Y).unwrap();
    assert_eq!(card.a.mass, None);
    assert_eq!(card.a.momentum_change(), Vec3::ZERO);
}

/// Plays a catalogue scene until `a` and `b` begin touching and returns the verdict of that step.
fn verdict_at_first_touch(scene: &str, a: &str, b: &str) -> PairVerdict {
    use collision_sandbox::scene::{RunOptions, load_scene, spawn_scene};
    let path = common::scene_path(scene);
    let scene = load_scene(&path).unwrap();
    let mut app = collision_sandbox::headless::headless_app(RunOptions::default().settings());
    let entities = spawn_scene(app.world_mut(), &scene);
    let named = |name: &str| entities[scene.bodies.iter().position(|body| body.name == name).unwrap()];
    let (a, b) = (named(a), named(b));
    let mut cursor = bevy::ecs::message::MessageCursor::<CollisionStarted>::default();
    for _ in 0..600 {
        step(&mut app, 1);
        if read_new(&app, &mut cursor).iter().any(|event| [event.a, event.b] == [a, b] || [event.b, event.a] == [a, b])
        {
            return inspect_pair(app.world(), a, b).unwrap();
        }
    }
    panic!("{a} and {b} never touch in {}", path.display());
}

#[test]
fn the_catalogues_pair_scenes_agree_with_the_contact_formulas_at_first_touch() {
    // (scene, A, B): sphere–sphere, box–box, box–sphere over a face, an edge and a corner
    let cases = [
        ("01_sphere_sphere.ron", "cue", "target"),
        ("02_box_box.ron", "base", "dropped"),
        ("02_box_box.ron", "slider", "wall"),
        ("03_box_sphere.ron", "block", "face ball"),
        ("03_box_sphere.ron", "block", "edge ball"),
        ("03_box_sphere.ron", "block", "corner ball"),
        ("32_inclined_plane.ron", "ramp 25°", "block on 25°"),
        ("53_thrown_hammer.ron", "floor", "hammer"),
    ];
    for (scene, a, b) in cases {
        let verdict = verdict_at_first_touch(scene, a, b);
        let case = format!("{scene} {a}–{b} at step {}", verdict.step);
        // a begin is a contact that overlaps or a time of impact, from a candidate pair
        assert!(verdict.collided() && verdict.broadphase.candidate, "{case}");
        let contact = verdict.narrowphase.contact.expect("the narrowphase's contact where free flight ended");
        let (at_a, at_b) = (verdict.a.flight_end, verdict.b.flight_end);
        match verdict.narrowphase.test {
            // n = (c_b − c_a) / |c_b − c_a|, p = r_a + r_b − |c_b − c_a|
            PairTest::SphereSphere { distance, radius_sum } => {
                assert!(close(distance, at_a.distance(at_b)), "{case}");
                assert!(close(contact.penetration, radius_sum - distance), "{case}");
                assert!(close3(contact.normal, (at_b - at_a) / distance), "{case}");
            }
            // turned boxes: n along the deciding axis of the 15, p = the overlap there (the ramp's face here)
            PairTest::BoxBox { .. } if let Some(turned) = verdict.narrowphase.turned => {
                let axis = turned.deciding.expect("overlapping on every axis");
                assert_eq!(axis, 1, "{case}: the ramp's y face decides");
                assert!(close(contact.penetration, -turned.gaps[axis].unwrap()), "{case}: {}", contact.penetration);
                let up = Quat::from_rotation_z(-25f32.to_radians()) * Vec3::Y;
                assert!(close3(contact.normal, up), "{case}: {}", contact.normal);
            }
            // n along the least-overlap axis, p = that overlap (the narrowphase grows B by the margin)
            PairTest::BoxBox { overlap, least_axis } => {
                let axis = least_axis.expect("overlapping on every axis");
                assert!(close(contact.normal[axis].abs(), 1.0), "{case}: {}", contact.normal);
                assert!(close(contact.penetration, overlap[axis]), "{case}: {} {}", contact.penetration, overlap[axis]);
                assert!(overlap.min_element() == overlap[axis], "{case}");
            }
            // n = (centre − closest) / distance, p = r − distance
            PairTest::BoxSphere { box_is_a, closest, distance, radius, region } => {
                assert!(box_is_a, "{case}");
                let expected_region = match b {
                    "face ball" => Region::Face,
                    "edge ball" => Region::Edge,
                    _ => Region::Corner,
                };
                assert_eq!(region, expected_region, "{case}");
                assert!(
                    close(contact.penetration, radius - distance),
                    "{case}: {} {}",
                    contact.penetration,
                    radius - distance
                );
                assert!(close3(contact.normal, (at_b - closest) / distance), "{case}");
            }
            // GJK's or EPA's normal and depth where free flight took them: the deepest of the hammer's head and
            // handle, its points on the floor's top and on the hammer, `gap` apart along the normal
            PairTest::Solids { gap, normal, on_a, on_b } => {
                let (placed_a, placed_b) = (verdict.a.placed(at_a), verdict.b.placed(at_b));
                let deepest = contact_placed(&placed_a, &placed_b).expect("overlapping where flight ended");
                assert!(close(deepest.penetration, -gap), "{case}: {} against {gap}", deepest.penetration);
                assert!(close3(normal, Vec3::Y) && close3(contact.normal, Vec3::Y), "{case}: the floor's normal");
                assert!(on_a.y.abs() < 1e-3 && (on_b - on_a).dot(normal).abs() - gap.abs() < 1e-3, "{on_a} {on_b}");
                assert!(gap < 0.0 && contact.touching, "{case}: {gap}");
            }
        }
    }
}

#[test]
fn a_sphere_swept_at_a_box_hits_its_face_and_passes_its_rounded_edge() {
    // Setup: a ball of radius 0.5 from x = −3 at 240 m/s (4 m a step) at a box of half size 1 at the origin
    let mut app = space();
    let block = cuboid(Vec3::ONE).fixed().spawn(&mut app);
    let ball = sphere(0.5).at(Vec3::new(-3.0, 0.0, 0.0)).moving(Vec3::X * 240.0).spawn(&mut app);
    let verdict = verdict_after(&mut app, 1, block, ball);
    // the centre reaches x = −1.5 after 1.5 m of 4: t = 0.375, normal from the box out of its −x face
    let hit = verdict.continuous.hit.expect("a hit on the face");
    assert!(close(hit.fraction, 0.375) && close3(hit.normal, -Vec3::X), "{hit:?}");
    assert!(close3(hit.pose_b, Vec3::new(-1.5, 0.0, 0.0)) && close3(hit.point, Vec3::new(-1.0, 0.0, 0.0)));

    // the same ball 1.4 m up and 1.4 m aside: its bounds cross the box's, but the edge along x is
    // √(0.4² + 0.4²) = 0.566 m from its path, more than the radius
    let mut app = space();
    let block = cuboid(Vec3::ONE).fixed().spawn(&mut app);
    let ball = sphere(0.5).at(Vec3::new(-3.0, 1.4, 1.4)).moving(Vec3::X * 240.0).spawn(&mut app);
    let verdict = verdict_after(&mut app, 1, block, ball);
    let SweepTest::Axes { spans, deciding_axis } = verdict.continuous.test else { panic!() };
    assert_eq!((spans[1], spans[2]), (AxisSpan::Always, AxisSpan::Always));
    assert_eq!(deciding_axis, 0);
    assert_eq!(verdict.continuous.miss, Some(MissReason::MissAtCorner));
    assert!(verdict.continuous.fraction.is_none() && !verdict.collided());
}

#[test]
fn a_ball_sliding_along_a_floor_is_not_swept_and_one_landing_on_it_is() {
    // Setup: gravity on; one ball resting on the floor sliding at 3 m/s (5 cm a step: short of the 12.5 cm
    // that could carry it through anything as thin as itself), another 3 cm above it falling at 2 m/s, e = 0.5
    let mut app = app_with(PhysicsSettings::default());
    let floor = floor(&mut app, 0.5, 0.0);
    let slider = sphere(0.25).at(Vec3::new(0.0, 0.25, 0.0)).moving(Vec3::X * 3.0).material(0.5, 0.0).spawn(&mut app);
    let lander = sphere(0.25).at(Vec3::new(3.0, 0.28, 0.0)).moving(Vec3::Y * -2.0).material(0.5, 0.0).spawn(&mut app);
    step(&mut app, 1);
    // Check: the slider's contact closes only by gravity's 1.4 mm: not swept, no hit
    let sliding = inspect_pair(app.world(), slider, floor).unwrap().continuous;
    assert!(close(sliding.a.travel, (0.05f32.powi(2) + 0.0014f32.powi(2)).sqrt()), "{:?}", sliding.a);
    // swept past half the impact speed's travel (of two bodies closing at it, one moves at least half)
    assert!(close(sliding.a.tunnel_threshold, 0.125) && close(sliding.a.threshold, 0.0005 / 60.0));
    assert!(sliding.a.because.is_none() && !sliding.a.swept && sliding.hit.is_none(), "{sliding:?}");
    // the lander closes at 2 m/s: swept although it moves as little, and hit on the floor's face
    let landing = inspect_pair(app.world(), lander, floor).unwrap().continuous;
    let closes_fast = landing.a.because == Some(SweepCause::ClosesFast);
    assert!(landing.a.travel < landing.a.tunnel_threshold && closes_fast && landing.a.swept, "{landing:?}");
    let hit = landing.hit.expect("a continuous hit");
    // the sweep follows the flight's straight line, at its average velocity 2 + g·dt/2: 3 cm of it
    let dt = 1.0 / 60.0;
    let t = 0.03 / ((2.0 + 9.81 * dt / 2.0) * dt);
    assert_close!(hit.fraction, t, 1e-3, "{} against {t}", hit.fraction);
    // bounced at the impact with e = 0.5 of the speed it had there, then gravity for the rest of the step
    let impact_speed = 2.0 + 9.81 * t * dt;
    let expected = 0.5 * impact_speed - 9.81 * (1.0 - t) * dt;
    assert_close!(velocity(&app, lander).y, expected, 1e-3, "{} against {expected}", velocity(&app, lander).y);
}

#[test]
fn the_inspector_reports_which_bodies_the_continuous_stage_swept_and_why() {
    // Setup: zero gravity; a ball from x = −2 at 240 m/s (4 m a step: it could tunnel) at a second ball at the
    // origin: heavy and at rest (it does not move: never swept), light and at rest (the hit sends it off at
    // speed: swept on its new path), heavy and drifting at 0.6 m/s (1 cm a step: past the 5 mm slop, and its
    // contact with the fast ball closes fast: swept before any hit)
    let cases = [
        (1.0e6, Vec3::ZERO, None),
        (1.0, Vec3::ZERO, Some(SweepCause::SentOn)),
        (1.0e6, Vec3::Y * 0.6, Some(SweepCause::ClosesFast)),
    ];
    for (mass, drift, expected) in cases {
        let mut app = space();
        let fast = sphere(0.5).at(Vec3::new(-2.0, 0.0, 0.0)).moving(Vec3::X * 240.0).spawn(&mut app);
        let other = sphere(0.5).mass(mass).moving(drift).spawn(&mut app);
        step(&mut app, 1);
        let verdict = inspect_pair(app.world(), fast, other).unwrap().continuous;
        // Check: hit where the centres are 1 m apart, 1 m of the 4: t = 0.25
        let hit = verdict.hit.expect("a continuous hit");
        assert!(close(hit.fraction, 0.25), "{hit:?}");
        assert_eq!(verdict.a.because, Some(SweepCause::MayTunnel), "mass {mass}");
        assert_eq!((verdict.b.because, verdict.b.swept), (expected, expected.is_some()), "mass {mass} {drift}");
    }
    // with every body swept, a ball drifting 1 cm a step is swept for that reason alone
    let mut app = app_with(PhysicsSettings { gravity: Vec3::ZERO, ccd_all_bodies: true, ..default() });
    let wall = cuboid(Vec3::splat(0.5)).at(Vec3::X * 3.0).fixed().spawn(&mut app);
    let drifting = sphere(0.5).moving(Vec3::X * 0.6).spawn(&mut app);
    step(&mut app, 1);
    let verdict = inspect_pair(app.world(), wall, drifting).unwrap().continuous;
    assert_eq!(verdict.b.because, Some(SweepCause::EveryBody), "{verdict:?}");
}

#[test]
fn the_inspectors_time_of_impact_is_the_continuous_stages_on_every_catalogue_scenes_hits() {
    use collision_sandbox::physics::{Contacts, TimeOfImpact};
    use collision_sandbox::scene::{RunOptions, load_scene, spawn_scene};
    let (mut compared, mut scenes_with_hits) = (0, 0);
    for path in common::catalogue() {
        let mut app = collision_sandbox::headless::headless_app(RunOptions::default().settings());
        spawn_scene(app.world_mut(), &load_scene(&path).unwrap());
        let mut hits_here = 0;
        for _ in 0..240 {
            step(&mut app, 1);
            let contacts = app.world().resource::<Contacts>();
            let hits: Vec<_> = contacts.pairs.iter().filter_map(|pair| Some((pair.a, pair.b, pair.toi?))).collect();
            // the inspector sweeps both free flights from the step's start: the hits the stage took on them are
            // those it swept from the start, before any hit this step bent either path
            let first_of_both = |&&(_, _, toi): &&(Entity, Entity, TimeOfImpact)| toi.swept_from == 0.0;
            for &(a, b, toi) in hits.iter().filter(first_of_both) {
                let verdict = inspect_pair(app.world(), a, b).unwrap();
                let names = format!("{}: {} – {}", path.display(), verdict.a.name, verdict.b.name);
                let on_flight = |body: &collision_sandbox::inspector::InspectedBody, pose: Vec3| {
                    let along = body.start + (body.flight_end - body.start) * toi.fraction;
                    (pose - along).length() <= 1e-5 * (1.0 + along.length())
                };
                if !(on_flight(&verdict.a, toi.pose_a) && on_flight(&verdict.b, toi.pose_b)) {
                    continue;
                }
                assert_eq!(verdict.continuous.fraction, Some(toi.fraction), "{names}");
                assert_eq!(verdict.continuous.hit.map(|hit| hit.fraction), Some(toi.fraction));
                hits_here += 1;
            }
        }
        compared += hits_here;
        scenes_with_hits += usize::from(hits_here > 0);
    }
    assert!(compared >= 300 && scenes_with_hits >= 12, "{compared} hits in {scenes_with_hits} scenes");
}

#[test]
fn a_ball_that_meets_the_same_wall_twice_in_a_step_shows_both_impacts() {
    // Setup: no gravity; a 0.1 m ball at x = 0.5 flying left at 150 m/s (2.5 m a step) between fixed walls
    // whose faces are at x = 0 and x = 1, all elastic
    let mut app = space();
    let wall = |x: f32| cuboid(Vec3::new(0.25, 1.0, 1.0)).at(Vec3::X * x).material(1.0, 0.0).fixed();
    let left = wall(-0.25).spawn(&mut app);
    wall(1.25).spawn(&mut app);
    let ball = sphere(0.1).at(Vec3::X * 0.5).moving(Vec3::X * -150.0).material(1.0, 0.0).spawn(&mut app);
    let verdict = verdict_after(&mut app, 1, left, ball);
    // Check: it meets the left wall after 0.4 m (t = 0.16) and, back from the right one, after 2.0 m (t = 0.8),
    // each time with the impulse 2 m v = 300 N·s
    let impacts = &verdict.continuous.impacts;
    assert_eq!(impacts.len(), 2, "{impacts:?}");
    for (&(t, impulse), want) in impacts.iter().zip([0.16, 0.8]) {
        assert!(close(t, want) && close(impulse, 300.0), "{impacts:?}");
    }
    let report = write_report(&verdict, &Texts::english());
    assert!(report.contains("met 2 times this step"), "{report}");
    // the response lists both impacts and totals them: 600 N·s, not the last one's 300
    let hits = verdict.response.records.iter().filter(|record| record.fraction.is_some()).count();
    assert_eq!(hits, 2, "{:?}", verdict.response.records);
    assert!(report.contains("a normal impulse of 600.0000 N·s in all"), "{report}");
}

#[test]
fn a_rolling_contact_shows_its_slip_falling_to_zero_as_the_ball_starts_to_roll() {
    // Setup: a 0.1 m ball sliding at 3 m/s on a floor of μ = 0.2: it rolls from 2v₀/(7μg) = 0.44 s
    let mut app = app_with(PhysicsSettings { sleep_enabled: false, ..default() });
    app.update();
    let ground = floor(&mut app, 0.0, 0.2);
    let ball = sphere(0.1).at(Vec3::Y * 0.1).moving(Vec3::X * 3.0).material(0.0, 0.2).spawn(&mut app);
    // Run: 0.1 s in, sliding; the slip is v − ωr, down from v₀ by μg(1 + 5/2)t
    let sliding = verdict_after(&mut app, 6, ground, ball);
    let slip = sliding.response.slip.expect("the ball turns");
    assert!(common::close(slip, 3.0 - 0.2 * 9.81 * 3.5 * 0.1, 0.02), "slip {slip}");
    let lines = collision_sandbox::inspector::sections(&sliding, &Texts::english())
        .into_iter()
        .flat_map(|s| s.lines)
        .collect::<Vec<_>>();
    assert!(lines.iter().any(|line| line.ends_with("slipping")), "{lines:?}");
    // Check: rolling by 0.6 s
    let rolling = verdict_after(&mut app, 30, ground, ball);
    assert!(rolling.response.slip.unwrap() < 1e-3, "{:?}", rolling.response.slip);
}

#[test]
fn the_inspector_shows_a_landing_boxs_four_points_across_the_face_below_and_their_levers() {
    // the 1 kg crate (half extents 0.5) lands flat on the 4 kg base: four points at its bottom corners, across the
    // base's y face; each corner 0.5·√2 m off the vertical through the crate's centre
    let verdict = verdict_at_first_touch("02_box_box.ron", "base", "dropped");
    let manifold = verdict.narrowphase.manifold.clone().expect("two boxes touching: a manifold");
    assert_eq!(manifold.reference, Some(AxisFeature::FaceA { axis: 1 }));
    assert_eq!(manifold.points.len(), 4);
    for point in &manifold.points {
        assert!((point.lever_b - 0.5 * 2f32.sqrt()).abs() < 1e-4, "{point:?}");
        assert!((point.point_a.xz() - point.point_b.xz()).length() < 1e-4, "{point:?}");
        // turning makes each point easier to push than the bodies' masses alone: below 1/(1/4 + 1/1) kg
        assert!(point.effective_mass > 0.0 && point.effective_mass < 0.8, "{point:?}");
    }
    let report = write_report(&verdict, &Texts::english());
    assert!(report.contains("manifold of 4 points, across A's y face, the reference face"), "{report}");
}

#[test]
fn the_report_is_said_in_the_chosen_language_with_its_decimal_mark() {
    let mut app = space();
    let wall = cuboid(Vec3::ONE).fixed().spawn(&mut app);
    let ball = sphere(0.5).at(Vec3::new(0.0, 1.45, 0.0)).moving(Vec3::Y * -3.0).spawn(&mut app);
    let verdict = verdict_after(&mut app, 1, wall, ball);
    let english = write_report(&verdict, &Texts::english());
    let spanish = write_report(&verdict, &Texts::of_language(Language::Spanish));
    assert!(english.contains("(dt 0.0167 s)") && english.contains("broadphase: the swept bounds overlap"), "{english}");
    assert!(spanish.contains("(dt 0,0167 s)"), "{spanish}");
    assert!(spanish.contains("fase amplia: los volúmenes barridos se solapan: un par candidato"), "{spanish}");
    // the same lines, each in Spanish, with vectors' components parted by semicolons
    assert_eq!(spanish.lines().count(), english.lines().count());
    assert!(spanish.contains("volumen A de (-1,0100; -1,0100; -1,0100) a (1,0100; 1,0100; 1,0100)"), "{spanish}");
    assert!(!spanish.contains("collid") && !spanish.contains("bounds"), "{spanish}");
}
