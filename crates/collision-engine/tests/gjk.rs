//! GJK's distance and closest points against exact distances: a ball's centre from a turned box, cylinder,
//! capsule and ball, in random poses; a box's hull against the box; parallel faces; overlaps found.

use collision_engine::geometry::{Convex, ConvexHull, Gjk, PlacedConvex, gjk_distance};
use glam::{DVec3, Quat, Vec3};

#[path = "common/draw.rs"]
mod draw;
use draw::Draw;

/// How far the point `p` (in the solid's own frame) lies outside the solid, exactly, in f64.
fn outside(shape: &Convex, p: Vec3) -> f64 {
    let p = p.as_dvec3();
    let beyond = |x: f64| x.max(0.0);
    match *shape {
        Convex::Cuboid { half_extents } => (p.abs() - half_extents.as_dvec3()).max(DVec3::ZERO).length(),
        Convex::Cylinder { radius, half_height } => {
            let across = (p.x * p.x + p.z * p.z).sqrt() - f64::from(radius);
            beyond(across).hypot(beyond(p.y.abs() - f64::from(half_height)))
        }
        Convex::Capsule { radius, half_length } => {
            let along = p.y.clamp(-f64::from(half_length), f64::from(half_length));
            beyond((p - DVec3::Y * along).length() - f64::from(radius))
        }
        Convex::Sphere { radius } => beyond(p.length() - f64::from(radius)),
        _ => unreachable!("no exact distance for this solid"),
    }
}

/// GJK's answer for a ball of `radius` at `center` against `solid`, checked against the exact distance.
fn check_ball_against(solid: &PlacedConvex, center: Vec3, radius: f32) {
    let ball = PlacedConvex { shape: Convex::Sphere { radius }, position: center, rotation: Quat::IDENTITY };
    let exact = outside(&solid.shape, solid.rotation.inverse() * (center - solid.position)) - f64::from(radius);
    match gjk_distance(solid, &ball) {
        Gjk::Apart { distance, on_a, on_b, normal } => {
            assert!(exact > 0.0, "{solid:?} and a ball at {center} overlap by {exact}, GJK found {distance} apart");
            let off = (f64::from(distance) - exact).abs();
            assert!(off <= 1e-4 * exact + 1e-5, "{solid:?}, ball at {center}: {distance} against {exact}");
            // the ball's closest point on its surface, the solid's on its, the normal between them
            assert!((on_b.distance(center) - radius).abs() < 1e-4, "on B {on_b}");
            let on_solid = outside(&solid.shape, solid.rotation.inverse() * (on_a - solid.position));
            assert!(on_solid < 1e-4, "A's point {on_a} lies {on_solid} outside A");
            assert!((on_b - on_a).distance(normal * distance) < 1e-3 * (1.0 + distance), "{on_a} {on_b} {normal}");
        }
        Gjk::Overlap => {
            assert!(exact < 1e-4, "{solid:?} and a ball at {center}: {exact} apart, GJK found them overlapping")
        }
    }
}

#[test]
fn a_balls_distance_from_turned_boxes_cylinders_capsules_and_balls_is_exact() {
    let mut draw = Draw(0x9e37_79b9_7f4a_7c15);
    for case in 0..4000 {
        let shape = match case % 4 {
            0 => Convex::Cuboid {
                half_extents: Vec3::new(draw.between(0.05, 1.0), draw.between(0.05, 1.0), draw.between(0.05, 1.0)),
            },
            1 => Convex::Cylinder { radius: draw.between(0.05, 1.0), half_height: draw.between(0.01, 1.0) },
            2 => Convex::Capsule { radius: draw.between(0.05, 1.0), half_length: draw.between(0.0, 1.0) },
            _ => Convex::Sphere { radius: draw.between(0.05, 1.0) },
        };
        let solid = PlacedConvex { shape, position: draw.vector(5.0), rotation: draw.turn() };
        let center = solid.position + draw.vector(3.0);
        check_ball_against(&solid, center, draw.between(0.01, 0.5));
    }
}

#[test]
fn far_from_the_origin_the_distance_keeps_its_digits() {
    let box_shape = Convex::Cuboid { half_extents: Vec3::new(0.5, 0.25, 0.75) };
    let solid = PlacedConvex {
        shape: box_shape,
        position: Vec3::new(1000.0, 0.0, -1000.0),
        rotation: Quat::from_rotation_y(0.3),
    };
    check_ball_against(&solid, solid.position + Vec3::new(0.9, 0.6, 0.1), 0.1);
}

#[test]
fn a_boxs_hull_is_as_far_as_the_box_and_parallel_faces_are_their_gap_apart() {
    let half = Vec3::new(0.5, 0.3, 0.2);
    let corners: Vec<Vec3> = (0..8)
        .map(|k| {
            half * Vec3::new(
                if k & 1 == 0 { -1.0 } else { 1.0 },
                if k & 2 == 0 { -1.0 } else { 1.0 },
                if k & 4 == 0 { -1.0 } else { 1.0 },
            )
        })
        .collect();
    let turn = Quat::from_rotation_z(0.4) * Quat::from_rotation_x(-0.2);
    let corners = ConvexHull::new(&corners).unwrap();
    let hull = PlacedConvex { shape: Convex::Hull(&corners), position: Vec3::ZERO, rotation: turn };
    let cuboid = PlacedConvex { shape: Convex::Cuboid { half_extents: half }, ..hull };
    let other = PlacedConvex {
        shape: Convex::Cylinder { radius: 0.3, half_height: 0.4 },
        position: Vec3::new(1.2, 0.7, 0.3),
        rotation: Quat::IDENTITY,
    };
    let (Gjk::Apart { distance: by_hull, .. }, Gjk::Apart { distance: by_box, .. }) =
        (gjk_distance(&hull, &other), gjk_distance(&cuboid, &other))
    else {
        panic!("they overlap");
    };
    assert!((by_hull - by_box).abs() < 1e-5, "{by_hull} against {by_box}");
    // two boxes face to face, 0.25 m apart along x, one shifted across
    let a = PlacedConvex {
        shape: Convex::Cuboid { half_extents: Vec3::splat(0.5) },
        position: Vec3::ZERO,
        rotation: Quat::IDENTITY,
    };
    let b = PlacedConvex { position: Vec3::new(1.25, 0.3, -0.2), ..a };
    let Gjk::Apart { distance, normal, .. } = gjk_distance(&a, &b) else { panic!("the boxes overlap") };
    assert!((distance - 0.25).abs() < 1e-6 && normal.distance(Vec3::X) < 1e-5, "{distance} along {normal}");
}

#[test]
fn cylinders_side_by_side_and_end_to_end_are_their_gaps_apart() {
    let can = |position: Vec3, rotation: Quat| PlacedConvex {
        shape: Convex::Cylinder { radius: 0.3, half_height: 0.5 },
        position,
        rotation,
    };
    let turn = Quat::from_rotation_y(0.8);
    // parallel, side by side: the centres 0.7 apart across their axes, 0.1 between the sides
    let side = gjk_distance(&can(Vec3::ZERO, turn), &can(Vec3::new(0.7, 0.2, 0.0), turn));
    // end to end along their axis, 0.05 between the caps; and one lying across the other's cap, 0.02 above it
    let end = gjk_distance(&can(Vec3::ZERO, Quat::IDENTITY), &can(Vec3::new(0.1, 1.05, 0.0), Quat::IDENTITY));
    let lying = Quat::from_rotation_z(std::f32::consts::FRAC_PI_2);
    let across = gjk_distance(&can(Vec3::ZERO, Quat::IDENTITY), &can(Vec3::new(0.0, 0.82, 0.1), lying));
    for (found, gap) in [(side, 0.1), (end, 0.05), (across, 0.02)] {
        let Gjk::Apart { distance, .. } = found else { panic!("overlap where {gap} m apart") };
        assert!((distance - gap).abs() < 1e-4 * gap + 1e-6, "{distance} against {gap}");
    }
}

#[test]
fn overlapping_solids_are_found_overlapping() {
    let cone = PlacedConvex {
        shape: Convex::Cone { radius: 0.5, half_height: 0.5 },
        position: Vec3::ZERO,
        rotation: Quat::IDENTITY,
    };
    let capsule = PlacedConvex {
        shape: Convex::Capsule { radius: 0.2, half_length: 0.5 },
        position: Vec3::new(0.3, 0.0, 0.0),
        rotation: Quat::from_rotation_z(1.0),
    };
    assert_eq!(gjk_distance(&cone, &capsule), Gjk::Overlap);
    // the cone's apex 0.1 below a ball: apart by exactly that
    let ball = PlacedConvex {
        shape: Convex::Sphere { radius: 0.2 },
        position: Vec3::new(0.0, 0.8, 0.0),
        rotation: Quat::IDENTITY,
    };
    let Gjk::Apart { distance, on_a, .. } = gjk_distance(&cone, &ball) else { panic!("the ball touches the cone") };
    assert!((distance - 0.1).abs() < 1e-5 && on_a.distance(Vec3::Y * 0.5) < 1e-5, "{distance} from {on_a}");
}
