//! The scene format: every shipped scene runs, and every kind of bad file gets a clear error.

mod common;
use common::assert_close;

use bevy::math::{Quat, Vec3};
use std::path::Path;

use collision_sandbox::scene::{Compare, RunOptions, SceneError, load_scene, parse_scene, run_scene};

#[test]
fn every_catalogue_scene_loads_and_runs_600_finite_steps() {
    let files = common::catalogue();
    assert!(files.len() >= 12, "the catalogue has {} scenes", files.len());
    for path in files {
        let scene = load_scene(&path).unwrap_or_else(|error| panic!("{error}"));
        assert!(!scene.description.is_empty(), "{}: no opening comment", path.display());
        let report = run_scene(&scene, &RunOptions::default(), |_| {}).unwrap();
        assert_eq!(report.bodies.len(), scene.bodies.len());
        for body in &report.bodies {
            let finite = body.position.iter().chain(&body.velocity).all(|v| v.is_finite());
            assert!(finite, "{}: body {} went non-finite", path.display(), body.name);
        }
        assert!(report.kinetic_energy.end.is_finite() && report.max_penetration.is_finite());
    }
}

#[test]
fn catalogue_has_the_big_scene_and_the_classroom_set() {
    let scenes: Vec<_> = common::catalogue().iter().map(|p| load_scene(p).unwrap()).collect();
    assert!(scenes.iter().any(|s| s.bodies.len() >= 500), "a scene of at least 500 bodies");
    assert!(scenes.iter().any(|s| s.bodies.iter().any(|b| b.sensor)), "a sensor scene");
    let mut names: Vec<_> = scenes.iter().map(|s| s.name.as_str()).collect();
    names.sort();
    names.dedup();
    assert_eq!(names.len(), scenes.len(), "scene names are unique");
}

#[test]
fn newtons_cradle_passes_the_momentum_down_the_row() {
    // e = 1, equal masses: the striker and the three middle balls end at rest, the last leaves at 3 m/s
    let scene = load_scene(&common::scene_path("08_newtons_cradle.ron")).unwrap();
    let report = run_scene(&scene, &RunOptions { steps: 120, ..RunOptions::default() }, |_| {}).unwrap();
    let (last, resting) = report.bodies.split_last().unwrap();
    for body in resting {
        assert_close!(body.velocity[0], 0.0, 1e-4, "{} still moves at {:?}", body.name, body.velocity);
    }
    assert_close!(last.velocity[0], 3.0, 1e-4, "last ball {:?}", last.velocity);
    assert_close!(report.kinetic_energy.end, report.kinetic_energy.start, 1e-4);
}

/// A small valid scene with one body line that the bad-file cases replace.
fn with_body(body: &str) -> String {
    format!(
        "// test\n(\n    name: \"t\",\n    bodies: [\n        (name: \"floor\", shape: Box(half_extents: (5.0, 0.5, 5.0)), position: (0.0, 0.0, 0.0), fixed: true),\n        {body}\n    ],\n)\n"
    )
}

fn error_of(text: &str) -> SceneError {
    parse_scene(text, Path::new("bad.ron")).expect_err("the file should be refused")
}

/// Checks the message names the file, the line, and each of `words`.
fn assert_names(error: &SceneError, line: usize, words: &[&str]) {
    let message = error.to_string();
    assert!(message.starts_with(&format!("bad.ron:{line}")), "wrong file or line in: {message}");
    for word in words {
        assert!(message.contains(word), "`{word}` missing from: {message}");
    }
}

#[test]
fn syntax_errors_give_line_and_column() {
    let error = error_of(
        "(\n    name: \"t\",\n    bodies: [\n        (name: \"a\" shape: Sphere(radius: 1.0), position: (0.0, 0.0, 0.0)),\n    ],\n)\n",
    );
    assert!(matches!(error, SceneError::Syntax { line: 4, .. }), "{error}");
    assert_names(&error, 4, &[]);
}

#[test]
fn unknown_fields_shapes_and_missing_names_are_refused() {
    let body = "(name: \"ball\", shape: Sphere(radius: 1.0), position: (0.0, 2.0, 0.0), colour: 3)";
    assert_names(&error_of(&with_body(body)), 6, &["colour"]);
    let body = "(name: \"ball\", shape: Torus(radius: 1.0), position: (0.0, 2.0, 0.0))";
    assert_names(&error_of(&with_body(body)), 6, &["Torus", "Sphere", "Box", "Cylinder"]);
    let body = "(shape: Sphere(radius: 1.0), position: (0.0, 2.0, 0.0))";
    assert_names(&error_of(&with_body(body)), 6, &["name"]);
    let body = "(name: \"  \", shape: Sphere(radius: 1.0), position: (0.0, 2.0, 0.0))";
    assert_names(&error_of(&with_body(body)), 6, &["name", "non-empty"]);
    let body = "(name: \"ball\", shape: Sphere(radius: 1.0), position: (0.0, 2.0, 0.0), inertia: Heavy)";
    assert_names(&error_of(&with_body(body)), 6, &["Heavy", "Solid", "Hollow"]);
}

#[test]
fn spin_inertia_and_resistance_load_and_save_back_the_same() {
    use collision_sandbox::physics::MassDistribution;
    use collision_sandbox::scene::scene_text;
    let ball = "(name: \"ball\", shape: Sphere(radius: 0.5), position: (0.0, 2.0, 0.0), angular_velocity: (0.0, 0.0, -6.0), inertia: Hollow, rolling_resistance: 0.02, spinning_friction: 0.1)";
    let scene = parse_scene(&with_body(ball), Path::new("ok.ron")).unwrap();
    let body = &scene.bodies[1];
    assert_eq!(body.angular_velocity.to_array(), [0.0, 0.0, -6.0]);
    assert_eq!(body.distribution, MassDistribution::Hollow);
    assert_eq!((body.rolling_resistance, body.spinning_friction), (0.02, 0.1));
    let text = scene_text(&scene);
    assert!(text.contains("inertia: Hollow") && text.contains("rolling_resistance: 0.02"), "{text}");
    assert_eq!(parse_scene(&text, Path::new("saved.ron")).unwrap().bodies, scene.bodies);
    // a body that does not turn writes none of the new fields
    assert!(!scene_text(&parse_scene(&with_body(""), Path::new("ok.ron")).unwrap()).contains("angular_velocity"));
}

#[test]
fn cylinders_capsules_and_cones_load_and_save_back_bit_for_bit() {
    use collision_sandbox::geometry::Shape;
    use collision_sandbox::scene::scene_text;
    let bodies = "(name: \"can\", shape: Cylinder(radius: 0.2, half_height: 0.25), position: (0.0, 1.0, 0.0), rotation: Degrees((90.0, 0.0, -20.0))),
        (name: \"pill\", shape: Capsule(radius: 0.15, half_length: 0.3), position: (1.0, 1.0, 0.0)),
        (name: \"cone\", shape: Cone(radius: 0.3, half_height: 0.4), position: (2.0, 1.0, 0.0))";
    let scene = parse_scene(&with_body(bodies), Path::new("ok.ron")).unwrap();
    let shapes: Vec<Shape> = scene.bodies[1..].iter().map(|body| body.shape.clone()).collect();
    assert_eq!(
        shapes,
        [
            Shape::Cylinder { radius: 0.2, half_height: 0.25 },
            Shape::Capsule { radius: 0.15, half_length: 0.3 },
            Shape::Cone { radius: 0.3, half_height: 0.4 },
        ]
    );
    let text = scene_text(&scene);
    assert!(text.contains("Cylinder(") && text.contains("half_height: 0.25,"), "{text}");
    assert_eq!(parse_scene(&text, Path::new("saved.ron")).unwrap().bodies, scene.bodies);
}

#[test]
fn hulls_wedges_and_regular_polyhedra_load_and_save_back_as_they_were_written() {
    use collision_sandbox::geometry::Shape;
    use collision_sandbox::scene::scene_text;
    let bodies = "(name: \"rock\", shape: ConvexHull(points: [(0.0, 0.0, 0.0), (1.0, 0.0, 0.0), (0.0, 1.0, 0.0), (0.0, 0.0, 1.0), (0.2, 0.2, 0.2)]), position: (0.0, 1.0, 0.0)),
        (name: \"wedge\", shape: Wedge(half_extents: (1.0, 0.5, 0.25)), position: (2.0, 1.0, 0.0)),
        (name: \"die\", shape: Polyhedron(faces: 20, radius: 0.3), position: (4.0, 1.0, 0.0))";
    let scene = parse_scene(&with_body(bodies), Path::new("ok.ron")).unwrap();
    let hulls: Vec<usize> = scene.bodies[1..]
        .iter()
        .map(|body| match &body.shape {
            Shape::Hull(hull) => hull.vertices().len(),
            other => panic!("not a hull: {other:?}"),
        })
        .collect();
    // the point inside the tetrahedron is no corner; a wedge has 6, an icosahedron 12
    assert_eq!(hulls, [4, 6, 12]);
    let text = scene_text(&scene);
    assert!(text.contains("Wedge(") && text.contains("Polyhedron(") && text.contains("(0.2, 0.2, 0.2)"), "{text}");
    assert_eq!(parse_scene(&text, Path::new("saved.ron")).unwrap().bodies, scene.bodies);
}

#[test]
fn a_box_turned_in_degrees_or_by_a_quaternion_loads_turned_and_saves_back_the_same() {
    use collision_sandbox::scene::scene_text;
    let ramp = "(name: \"ramp\", shape: Box(half_extents: (2.0, 0.1, 1.0)), position: (0.0, 1.0, 0.0), rotation: Degrees((0.0, 0.0, -30.0)), fixed: true)";
    let scene = parse_scene(&with_body(ramp), Path::new("ok.ron")).unwrap();
    let turn = scene.bodies[1].rotation;
    assert!(turn.abs_diff_eq(Quat::from_rotation_z(-30f32.to_radians()), 1e-7), "{turn}");
    // x, then y, then z about the world's axes
    let both = ramp.replace("Degrees((0.0, 0.0, -30.0))", "Degrees((90.0, 90.0, 0.0))");
    let turn = parse_scene(&with_body(&both), Path::new("ok.ron")).unwrap().bodies[1].rotation;
    assert!((turn * Vec3::Y - Vec3::X).length() < 1e-6, "y goes to z about x, then to x about y: {}", turn * Vec3::Y);
    // a quaternion is normalised
    let quaternion = ramp.replace("Degrees((0.0, 0.0, -30.0))", "Quaternion((0.0, 0.0, 2.0, 2.0))");
    let turn = parse_scene(&with_body(&quaternion), Path::new("ok.ron")).unwrap().bodies[1].rotation;
    assert!(turn.abs_diff_eq(Quat::from_rotation_z(90f32.to_radians()), 1e-7), "{turn}");
    let text = scene_text(&scene);
    assert!(text.contains("rotation: Quaternion("), "{text}");
    assert_eq!(parse_scene(&text, Path::new("saved.ron")).unwrap().bodies, scene.bodies);
    // a body not turned writes no rotation
    assert!(!scene_text(&parse_scene(&with_body(""), Path::new("ok.ron")).unwrap()).contains("rotation"));
}

#[test]
fn bad_values_name_the_body_and_field() {
    let cases = [
        ("(name: \"ball\", shape: Sphere(radius: NaN), position: (0.0, 2.0, 0.0))", "radius"),
        ("(name: \"ball\", shape: Sphere(radius: -0.5), position: (0.0, 2.0, 0.0))", "radius"),
        ("(name: \"ball\", shape: Sphere(radius: 0.0), position: (0.0, 2.0, 0.0))", "radius"),
        ("(name: \"ball\", shape: Box(half_extents: (1.0, 0.0, 1.0)), position: (0.0, 2.0, 0.0))", "half_extents"),
        ("(name: \"ball\", shape: Cylinder(radius: -0.2, half_height: 0.5), position: (0.0, 2.0, 0.0))", "radius"),
        ("(name: \"ball\", shape: Cylinder(radius: 0.2, half_height: NaN), position: (0.0, 2.0, 0.0))", "half_height"),
        ("(name: \"ball\", shape: Capsule(radius: 0.2, half_length: 0.0), position: (0.0, 2.0, 0.0))", "half_length"),
        ("(name: \"ball\", shape: Cone(radius: 0.0, half_height: 0.5), position: (0.0, 2.0, 0.0))", "radius"),
        ("(name: \"ball\", shape: Wedge(half_extents: (1.0, -0.5, 1.0)), position: (0.0, 2.0, 0.0))", "half_extents"),
        ("(name: \"ball\", shape: Polyhedron(faces: 7, radius: 0.5), position: (0.0, 2.0, 0.0))", "faces"),
        ("(name: \"ball\", shape: Polyhedron(faces: 8, radius: NaN), position: (0.0, 2.0, 0.0))", "radius"),
        (
            "(name: \"ball\", shape: ConvexHull(points: [(0.0, 0.0, 0.0), (1.0, 0.0, 0.0), (0.0, 1.0, 0.0)]), position: (0.0, 2.0, 0.0))",
            "points",
        ),
        (
            "(name: \"ball\", shape: ConvexHull(points: [(0.0, 0.0, 0.0), (1.0, 0.0, 0.0), (0.0, 0.0, 1.0), (1.0, 0.0, 1.0)]), position: (0.0, 2.0, 0.0))",
            "points",
        ),
        (
            "(name: \"ball\", shape: ConvexHull(points: [(0.0, 0.0, 0.0), (1.0, 0.0, 0.0), (0.0, 1.0, 0.0), (0.0, 0.0, NaN)]), position: (0.0, 2.0, 0.0))",
            "points",
        ),
        ("(name: \"ball\", shape: Sphere(radius: 1.0), position: (0.0, inf, 0.0))", "position"),
        (
            "(name: \"ball\", shape: Sphere(radius: 1.0), position: (0.0, 2.0, 0.0), velocity: (NaN, 0.0, 0.0))",
            "velocity",
        ),
        ("(name: \"ball\", shape: Sphere(radius: 1.0), position: (0.0, 2.0, 0.0), mass: 0.0)", "mass"),
        ("(name: \"ball\", shape: Sphere(radius: 1.0), position: (0.0, 2.0, 0.0), mass: -3.0)", "mass"),
        ("(name: \"ball\", shape: Sphere(radius: 1.0), position: (0.0, 2.0, 0.0), restitution: 1.5)", "restitution"),
        ("(name: \"ball\", shape: Sphere(radius: 1.0), position: (0.0, 2.0, 0.0), friction: -0.1)", "friction"),
        (
            "(name: \"ball\", shape: Sphere(radius: 1.0), position: (0.0, 2.0, 0.0), one_way: Some((0.0, 0.0, 0.0)))",
            "one_way",
        ),
        (
            "(name: \"ball\", shape: Sphere(radius: 1.0), position: (0.0, 2.0, 0.0), fixed: true, kinematic: true)",
            "kinematic",
        ),
        (
            "(name: \"ball\", shape: Sphere(radius: 1.0), position: (0.0, 2.0, 0.0), angular_velocity: (0.0, NaN, 0.0))",
            "angular_velocity",
        ),
        (
            "(name: \"ball\", shape: Sphere(radius: 1.0), position: (0.0, 2.0, 0.0), rolling_resistance: -0.1)",
            "rolling_resistance",
        ),
        (
            "(name: \"ball\", shape: Sphere(radius: 1.0), position: (0.0, 2.0, 0.0), spinning_friction: inf)",
            "spinning_friction",
        ),
        (
            "(name: \"ball\", shape: Box(half_extents: (1.0, 1.0, 1.0)), position: (0.0, 2.0, 0.0), rotation: Quaternion((0.0, 0.0, 0.0, 0.0)))",
            "rotation",
        ),
        (
            "(name: \"ball\", shape: Box(half_extents: (1.0, 1.0, 1.0)), position: (0.0, 2.0, 0.0), rotation: Degrees((0.0, NaN, 0.0)))",
            "rotation",
        ),
        (
            "(name: \"ball\", shape: Box(half_extents: (1.0, 1.0, 1.0)), position: (0.0, 2.0, 0.0), rotation: Quaternion((inf, 0.0, 0.0, 1.0)))",
            "rotation",
        ),
    ];
    for (body, field) in cases {
        let error = error_of(&with_body(body));
        assert!(matches!(error, SceneError::Invalid { .. }), "{error}");
        assert_names(&error, 6, &["\"ball\"", field]);
    }
    // a fixed body's mass is ignored, so zero is fine there
    let fixed = "(name: \"ball\", shape: Sphere(radius: 1.0), position: (0.0, 2.0, 0.0), mass: 0.0, fixed: true)";
    assert!(parse_scene(&with_body(fixed), Path::new("ok.ron")).is_ok());
}

#[test]
fn a_kinematic_body_spawns_kinematic_and_is_saved_so() {
    use collision_sandbox::physics::RigidBody;
    use collision_sandbox::scene::scene_text;
    let paddle = "(name: \"paddle\", shape: Sphere(radius: 1.0), position: (0.0, 2.0, 0.0), velocity: (1.0, 0.0, 0.0), kinematic: true)";
    let scene = parse_scene(&with_body(paddle), Path::new("ok.ron")).unwrap();
    assert_eq!(scene.bodies[1].kind(), RigidBody::Kinematic);
    assert_eq!(scene.bodies[0].kind(), RigidBody::Static);
    let text = scene_text(&scene);
    assert!(text.contains("kinematic: true"), "{text}");
    assert_eq!(parse_scene(&text, Path::new("saved.ron")).unwrap().bodies, scene.bodies);
}

#[test]
fn duplicate_names_point_at_the_second_body() {
    let text = with_body("(name: \"floor\", shape: Sphere(radius: 1.0), position: (0.0, 2.0, 0.0))");
    let error = error_of(&text);
    assert!(error.to_string().contains("unique"), "{error}");
    assert_names(&error, 5, &["\"floor\""]);
}

#[test]
fn bad_gravity_and_missing_files_are_reported() {
    let text = "(\n    name: \"t\",\n    gravity: (0.0, NaN, 0.0),\n    bodies: [],\n)\n";
    assert_names(&error_of(text), 3, &["gravity"]);
    let error = load_scene(Path::new("no/such/scene.ron")).unwrap_err();
    assert!(error.to_string().contains("no/such/scene.ron"), "{error}");
}

#[test]
fn a_scene_names_its_twin_and_a_bad_one_is_reported() {
    // the bullet scene opens with continuous detection on and off at once
    let bullet =
        load_scene(&common::catalogue().into_iter().find(|p| p.ends_with("13_bullet_wall.ron")).unwrap()).unwrap();
    assert_eq!(bullet.compare, Some(Compare::ContinuousDetection));
    for (compare, shown) in [("Restitution(1.5)", "Restitution(1.5)"), ("Substeps(0)", "Substeps(0)")] {
        let text = format!("(\n    name: \"t\",\n    bodies: [],\n    compare: Some({compare}),\n)\n");
        let error = error_of(&text);
        assert_names(&error, 4, &["compare", shown]);
    }
    let text = "(\n    name: \"t\",\n    bodies: [],\n    compare: Some(Substeps(2)),\n)\n";
    assert_eq!(parse_scene(text, Path::new("ok.ron")).unwrap().compare, Some(Compare::Substeps(2)));
}

/// Each body of catalogue scene `file` after `steps` steps: name → (position, velocity).
fn ends(file: &str, steps: u64) -> std::collections::HashMap<String, ([f32; 3], [f32; 3])> {
    let scene = load_scene(&common::scene_path(file)).unwrap();
    let report = run_scene(&scene, &RunOptions { steps, ..RunOptions::default() }, |_| {}).unwrap();
    report.bodies.into_iter().map(|body| (body.name, (body.position, body.velocity))).collect()
}

#[test]
fn the_ballistic_block_keeps_momentum_and_loses_the_energy_it_says() {
    let end = ends("18_ballistic_block.ron", 120);
    let (bullet, block) = (end["bullet"].1, end["block"].1);
    let shared = 0.05 * 200.0 / 2.05;
    assert_close!(block[0], shared, 1e-3, "block");
    assert_close!(bullet[0], shared, 1e-3, "bullet");
    assert_close!(0.05 * bullet[0] + 2.0 * block[0], 10.0, 1e-3, "momentum");
    // 1000 J before; after, only the shared motion's ½ (m + M) v² (the bullet has slid down onto the ice)
    let energy =
        0.5 * 0.05 * bullet.iter().map(|v| v * v).sum::<f32>() + 0.5 * 2.0 * block.iter().map(|v| v * v).sum::<f32>();
    assert_close!(energy, 0.5 * 2.05 * shared * shared, 0.01, "energy left");
}

#[test]
fn the_glancing_collision_changes_only_the_velocity_along_the_line_of_centres() {
    let end = ends("19_glancing_unequal.ron", 120);
    let (small, large) = (end["small"].1, end["large"].1);
    // normal 30° below the path; impulse (1 + e) v·n / (1/m₁ + 1/m₂)
    let normal = [30f32.to_radians().cos(), -30f32.to_radians().sin()];
    let impulse = 1.8 * 4.0 * normal[0] / (1.0 + 1.0 / 3.0);
    for axis in 0..2 {
        let along = [4.0, 0.0][axis];
        assert_close!(small[axis], along - impulse * normal[axis], 1e-3, "small");
        assert_close!(large[axis], impulse * normal[axis] / 3.0, 1e-3, "large");
        assert_close!(small[axis] + 3.0 * large[axis], along, 1e-4, "momentum");
    }
}

#[test]
fn the_ball_leaves_the_wall_with_its_velocity_along_it_and_e_times_the_rest() {
    let (_, velocity) = ends("20_wall_at_an_angle.ron", 180)["ball"];
    assert_close!(velocity[0], -2.25, 1e-4, "into the wall");
    assert_close!(velocity[1], 3.0, 1e-4, "along the wall");
}

#[test]
fn each_box_of_the_friction_row_stops_after_v_squared_over_two_mu_g() {
    let end = ends("21_friction_row.ron", 360);
    for mu in [0.1f32, 0.2, 0.3, 0.4, 0.5] {
        let (position, velocity) = end[&format!("box μ {mu}")];
        assert_eq!(velocity, [0.0; 3], "μ {mu} still moves");
        let distance = 25.0 / (2.0 * mu * 9.81);
        assert_close!(position[0], distance, 0.005 * distance, "μ {mu}");
    }
}

#[test]
fn below_the_safe_speed_bullets_bounce_and_at_three_times_it_they_tunnel() {
    let end = ends("22_safe_speed_ramp.ron", 90);
    for (wall, thickness) in [("2 cm", 0.02f32), ("5 cm", 0.05), ("10 cm", 0.1), ("20 cm", 0.2)] {
        let safe = (thickness + 0.1) * 60.0;
        let (slow, fast) = (end[&format!("slow {wall}")], end[&format!("fast {wall}")]);
        assert_close!(slow.1[0], -0.5 * 0.5 * safe, 1e-3, "slow bullet of the {wall} wall, e = 0.5");
        assert!(fast.0[0] > 1.0, "fast bullet of the {wall} wall stopped at {:?}", fast.0);
        assert_close!(fast.1[0], 3.0 * safe, 1e-3, "fast bullet of the {wall} wall");
    }
}

#[test]
fn in_the_centre_of_mass_frame_the_centre_stays_and_velocities_reverse_times_e() {
    for steps in [30, 60, 120] {
        let end = ends("23_centre_of_mass_frame.ron", steps);
        let (light, heavy) = (end["light"], end["heavy"]);
        assert_close!(light.0[0] + 3.0 * heavy.0[0], 0.0, 1e-4, "centre of mass × 4 kg");
        assert_close!(light.1[0] + 3.0 * heavy.1[0], 0.0, 1e-4, "total momentum");
    }
    let end = ends("23_centre_of_mass_frame.ron", 120);
    assert_close!(end["light"].1[0], -1.5, 1e-4, "light");
    assert_close!(end["heavy"].1[0], 0.5, 1e-4, "heavy");
}

#[test]
fn a_scene_sets_its_camera_labels_and_colours_and_bad_ones_are_reported() {
    use collision_sandbox::scene::{LabelValue, NamedView};
    let ball = "(name: \"ball\", color: \"#E69F00\", shape: Sphere(radius: 1.0), position: (0.0, 2.0, 0.0))";
    let scene = |top: &str| format!("(\n    name: \"t\",\n{top}    bodies: [\n        {ball},\n    ],\n)\n");
    let good =
        parse_scene(&scene("    camera: (view: Top),\n    labels: [Mass, Speed],\n"), Path::new("ok.ron")).unwrap();
    assert_eq!(good.camera.unwrap().view, Some(NamedView::Top));
    assert_eq!(good.labels, Some(vec![LabelValue::Mass, LabelValue::Speed]));
    assert_eq!(good.bodies[0].color, Some([0xe6, 0x9f, 0x00]));
    let placed = parse_scene(
        &scene("    camera: Some((position: Some((0.0, 3.0, 9.0)), target: (0.0, 1.0, 0.0))),\n"),
        Path::new("ok.ron"),
    )
    .unwrap();
    assert_eq!(placed.camera.unwrap().position, Some(bevy::math::Vec3::new(0.0, 3.0, 9.0)));
    let cases = [
        ("    camera: (view: Front, position: (0.0, 3.0, 9.0)),\n", "not both"),
        ("    camera: (position: (0.0, NaN, 9.0)),\n", "position"),
        ("    camera: (position: (1.0, 1.0, 1.0), target: (1.0, 1.0, 1.0)),\n", "distance"),
        ("    camera: (target: (inf, 1.0, 1.0)),\n", "target"),
    ];
    for (top, words) in cases {
        assert_names(&error_of(&scene(top)), 3, &["camera", words]);
    }
    assert_names(&error_of(&scene("    camera: (view: Diagonal),\n")), 3, &["Diagonal"]);
    assert_names(&error_of(&scene("    labels: [Mass, Colour],\n")), 3, &["Colour"]);
    for colour in ["#E69F0", "orange", "#GG9F00", "E69F00"] {
        let text = with_body(&format!(
            "(name: \"ball\", shape: Sphere(radius: 1.0), position: (0.0, 2.0, 0.0), color: {colour:?})"
        ));
        assert_names(&error_of(&text), 6, &["\"ball\"", "color", colour]);
    }
}

#[test]
fn galperins_blocks_in_the_catalogue_count_the_digits_of_pi_and_keep_their_energy() {
    for (file, digits) in [
        ("24_galperin_1.ron", 3),
        ("25_galperin_100.ron", 31),
        ("26_galperin_10000.ron", 314),
        ("27_galperin_1000000.ron", 3141),
    ] {
        let scene = load_scene(&common::scene_path(file)).unwrap();
        let report = run_scene(&scene, &RunOptions { steps: 3600, ..RunOptions::default() }, |_| {}).unwrap();
        assert_eq!(report.impacts, digits, "{file}");
        let (start, end) = (report.kinetic_energy.start, report.kinetic_energy.end);
        assert!((end / start - 1.0).abs() < 1e-6, "{file}: energy {start} J -> {end} J");
    }
}

#[test]
fn the_catalogues_gas_keeps_its_energy_over_twenty_seconds() {
    let scene = load_scene(&common::scene_path("28_gas.ron")).unwrap();
    let report = run_scene(&scene, &RunOptions { steps: 1200, ..RunOptions::default() }, |_| {}).unwrap();
    let (start, end) = (report.kinetic_energy.start, report.kinetic_energy.end);
    assert!(
        report.impacts > 10_000 && (end / start - 1.0).abs() < 1e-6,
        "{} impacts: {start} J -> {end} J",
        report.impacts
    );
}
