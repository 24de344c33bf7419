//! Manifolds of cylinders, capsules and cones: lying, standing and tipped on a floor (points, depths and normals
//! against the geometry); EPA's depth against the separating-axis test on random overlapping boxes; random pairs
//! of every solid whose points lie on both surfaces; casts and rays against their closed forms.

#[path = "common/draw.rs"]
mod draw;

use collision_engine::geometry::{
    Convex, Obb, Placed, PlacedConvex, Ray, Shape, cast_placed, contact_obb_obb, manifold_convex_within,
    manifold_placed_within, raycast_placed,
};
use draw::Draw;
use glam::{Quat, Vec2, Vec3};
use std::f32::consts::FRAC_PI_2;

/// A floor 10 m square whose top is at y = 0.
fn floor() -> Placed {
    Placed::at(Shape::Cuboid { half_extents: Vec3::new(5.0, 0.5, 5.0) }, Vec3::new(0.0, -0.5, 0.0))
}

/// The manifold of `shape` at `center` turned by `turn` with the floor, the shape first.
fn on_floor(shape: Shape, center: Vec3, turn: Quat) -> collision_engine::geometry::ContactManifold {
    manifold_placed_within(&Placed::new(shape, center, turn), &floor(), 0.02).expect("it touches the floor")
}

/// Every point's depth is `depth`, its point on the shape at height −depth and its point on the floor at 0.
fn assert_flat(manifold: &collision_engine::geometry::ContactManifold, center: Vec3, points: usize, depth: f32) {
    assert_eq!(manifold.len, points, "{manifold:?}");
    assert!(manifold.normal.distance(-Vec3::Y) < 1e-6, "{manifold:?}");
    for point in manifold.used() {
        assert!((point.penetration - depth).abs() < 1e-5, "{point:?}");
        assert!(((center + point.local_a).y + depth).abs() < 1e-5, "{point:?}");
        assert!((floor().center + point.local_b).y.abs() < 1e-5, "{point:?}");
    }
}

#[test]
fn a_cylinder_lying_standing_and_tipped_touches_the_floor_where_it_should() {
    let can = Shape::Cylinder { radius: 0.3, half_height: 0.5 };
    // lying along x, 1 mm into the floor: the two ends of its lowest line
    let lying = Vec3::new(0.4, 0.299, -0.2);
    let manifold = on_floor(can.clone(), lying, Quat::from_rotation_z(FRAC_PI_2));
    assert_flat(&manifold, lying, 2, 0.001);
    let xs: Vec<f32> = manifold.used().iter().map(|p| p.local_a.x).collect();
    assert!(xs.iter().any(|x| (x - 0.5).abs() < 1e-5) && xs.iter().any(|x| (x + 0.5).abs() < 1e-5), "{xs:?}");
    // standing, 2 mm in: four points of its rim, all 0.3 from its axis
    let standing = Vec3::new(0.0, 0.498, 0.0);
    let manifold = on_floor(can.clone(), standing, Quat::from_rotation_y(0.3));
    assert_flat(&manifold, standing, 4, 0.002);
    for point in manifold.used() {
        assert!((Vec3::new(point.local_a.x, 0.0, point.local_a.z).length() - 0.3).abs() < 1e-5, "{point:?}");
    }
    // tipped 30° on its rim, 1 mm in: one point, the rim's lowest
    let tip = 0.5;
    let turn = Quat::from_rotation_z(tip);
    let height = 0.5 * tip.cos() + 0.3 * tip.sin() - 0.001;
    let manifold = on_floor(can.clone(), Vec3::new(0.0, height, 0.0), turn);
    assert_eq!(manifold.len, 1, "{manifold:?}");
    let lowest = turn * Vec3::new(-0.3, -0.5, 0.0);
    assert!(manifold.points[0].local_a.distance(lowest) < 1e-4, "{manifold:?} against {lowest}");
    assert!((manifold.points[0].penetration - 0.001).abs() < 1e-5 && manifold.normal.distance(-Vec3::Y) < 1e-5);
}

#[test]
fn capsules_and_cones_rest_on_lines_faces_and_points() {
    // a capsule lying along z, 1 mm apart (within the margin): its lowest line's two ends
    let pill = Shape::Capsule { radius: 0.2, half_length: 0.6 };
    let center = Vec3::new(1.0, 0.201, 0.0);
    assert_flat(&on_floor(pill, center, Quat::from_rotation_x(FRAC_PI_2)), center, 2, -0.001);
    // a cone on its base (a quarter of its height below its centre of mass): four points of the rim
    let cone = Shape::Cone { radius: 0.4, half_height: 0.6 };
    let center = Vec3::new(0.0, 0.3 - 0.003, 0.0);
    assert_flat(&on_floor(cone.clone(), center, Quat::IDENTITY), center, 4, 0.003);
    // upside down on its apex (three quarters of the height from the centre of mass): that one point
    let center = Vec3::new(0.0, 0.9 - 0.002, 0.0);
    let manifold = on_floor(cone.clone(), center, Quat::from_rotation_x(std::f32::consts::PI));
    assert_flat(&manifold, center, 1, 0.002);
    assert!(manifold.points[0].local_a.distance(Vec3::new(0.0, -0.9, 0.0)) < 1e-5, "{manifold:?}");
}

#[test]
fn epa_finds_the_depth_and_normal_the_separating_axes_find_for_overlapping_boxes() {
    let mut draw = Draw(0x2545_f491_4f6c_dd1d);
    let (mut checked, mut worst) = (0, 0.0_f32);
    for _ in 0..2000 {
        let size = |draw: &mut Draw| Vec3::new(draw.between(0.1, 1.0), draw.between(0.1, 1.0), draw.between(0.1, 1.0));
        let a = Obb::new(draw.vector(0.5), size(&mut draw), draw.turn());
        let b = Obb::new(draw.vector(0.5) + Vec3::X, size(&mut draw), draw.turn());
        let Some(exact) = contact_obb_obb(&a, &b) else { continue };
        let solid = |obb: &Obb| PlacedConvex {
            shape: Convex::Cuboid { half_extents: obb.half_extents },
            position: obb.center,
            rotation: obb.rotation,
        };
        let manifold = manifold_convex_within(&solid(&a), &solid(&b), 0.0).expect("they overlap");
        let deepest = manifold.used().iter().map(|p| p.penetration).fold(f32::MIN, f32::max);
        // the least push that parts them is unique unless two axes tie: the depths agree either way
        assert!((deepest - exact.penetration).abs() < 1e-3 * (1.0 + exact.penetration), "{deepest} against {exact:?}");
        worst = worst.max((deepest - exact.penetration).abs());
        if (deepest - exact.penetration).abs() < 1e-4 && manifold.normal.dot(exact.normal) < 0.999 {
            continue;
        }
        checked += 1;
    }
    println!("{checked} overlapping pairs: EPA's depth within {worst} m of the separating axes'");
    assert!(checked > 1000, "only {checked} overlapping pairs");
}

/// How far `p` (world) lies outside `solid` (negative inside): the largest of its distances past each flat or
/// round side, which is the distance itself for points on or near a side.
fn outside(solid: &PlacedConvex, p: Vec3) -> f32 {
    let p = solid.rotation.inverse() * (p - solid.position);
    let across = Vec2::new(p.x, p.z).length();
    match solid.shape {
        Convex::Cuboid { half_extents } => (p.abs() - half_extents).max_element(),
        Convex::Cylinder { radius, half_height } => (across - radius).max(p.y.abs() - half_height),
        Convex::Capsule { radius, half_length } => p.distance(Vec3::Y * p.y.clamp(-half_length, half_length)) - radius,
        Convex::Cone { radius, half_height } => {
            let height = 2.0 * half_height;
            let side = (across * height + radius * (p.y - half_height)) / height.hypot(radius);
            side.max(-half_height - p.y)
        }
        other => unreachable!("no distance for {other:?}"),
    }
}

#[test]
fn the_points_of_random_pairs_of_every_solid_lie_on_both_surfaces() {
    let mut draw = Draw(0x9e37_79b9_7f4a_7c15);
    let (mut found, mut worst_deep, mut worst_shallow) = (0, 0.0_f32, 0.0_f32);
    for case in 0..2000 {
        let shape = |draw: &mut Draw, kind: usize| match kind % 4 {
            0 => Shape::Cylinder { radius: draw.between(0.1, 0.6), half_height: draw.between(0.05, 0.6) },
            1 => Shape::Capsule { radius: draw.between(0.1, 0.6), half_length: draw.between(0.0, 0.6) },
            2 => Shape::Cone { radius: draw.between(0.1, 0.6), half_height: draw.between(0.1, 0.6) },
            _ => Shape::Cuboid { half_extents: draw.vector(0.5).abs() + Vec3::splat(0.05) },
        };
        let a = Placed::new(shape(&mut draw, case), draw.vector(0.3), draw.turn());
        let b = Placed::new(shape(&mut draw, case / 4), draw.vector(0.3) + Vec3::X * 0.8, draw.turn());
        let Some(deep) = manifold_placed_within(&a, &b, 0.01) else { continue };
        found += 1;
        let deepest = deep.used().iter().map(|p| p.penetration).fold(f32::MIN, f32::max);
        // then moved apart along the normal to overlap by a few millimetres at most, as contacts in a scene do
        let shallow = Placed { center: b.center + deep.normal * (deepest - draw.between(-0.005, 0.005)), ..b.clone() };
        for (b, slack, worst) in [(b, 0.02, &mut worst_deep), (shallow, 0.0, &mut worst_shallow)] {
            let Some(manifold) = manifold_placed_within(&a, &b, 0.01) else { continue };
            assert!((manifold.normal.length() - 1.0).abs() < 1e-5, "{manifold:?}");
            for point in manifold.used() {
                let (on_a, on_b) = (a.center + point.local_a, b.center + point.local_b);
                let off = outside(&a.convex().unwrap(), on_a).abs().max(outside(&b.convex().unwrap(), on_b).abs());
                assert!(off < 2e-4 + slack * point.penetration.max(0.0), "case {case}: {a:?} {b:?} {point:?}: {off}");
                *worst = worst.max(off);
                assert!(((on_a - on_b).dot(manifold.normal) - point.penetration).abs() < 1e-4, "{point:?}");
                assert!(point.penetration >= -0.01 - 1e-5, "case {case}: {a:?} {b:?} {point:?}");
            }
        }
    }
    println!("points off their surfaces: at most {worst_deep} m in deep overlaps, {worst_shallow} m within 5 mm");
    assert!(found > 100, "only {found} pairs touched");
}

#[test]
fn casts_and_rays_meet_cylinders_and_capsules_where_the_geometry_says() {
    let can = Placed::new(Shape::Cylinder { radius: 0.3, half_height: 0.5 }, Vec3::new(2.0, 0.0, 0.0), Quat::IDENTITY);
    // a ball of radius 0.1 moving 4 m along x from the origin meets the can's side after 1.6 m
    let ball = Placed::at(Shape::Sphere { radius: 0.1 }, Vec3::ZERO);
    let hit = cast_placed(&ball, Vec3::X * 4.0, &can, Vec3::ZERO).expect("it hits");
    assert!((hit.fraction - 0.4).abs() < 1e-5 && hit.normal.distance(Vec3::X) < 1e-4, "{hit:?}");
    // a capsule lying along z falls 1 m onto the can's cap from 0.5 above it
    let pill = Placed::new(
        Shape::Capsule { radius: 0.1, half_length: 0.4 },
        Vec3::new(2.0, 1.1, 0.0),
        Quat::from_rotation_x(FRAC_PI_2),
    );
    let hit = cast_placed(&pill, -Vec3::Y, &can, Vec3::ZERO).expect("it lands");
    assert!((hit.fraction - 0.5).abs() < 1e-5 && hit.normal.distance(-Vec3::Y) < 1e-4, "{hit:?}");
    // rays: onto the cap from above, onto the side at a slant, and one that passes by
    let down = Ray::new(Vec3::new(2.1, 3.0, 0.1), -Vec3::Y).unwrap();
    let hit = raycast_placed(&down, &can, 10.0).expect("the cap");
    assert!((hit.distance - 2.5).abs() < 1e-4 && hit.normal.distance(Vec3::Y) < 1e-4, "{hit:?}");
    let slant = Ray::new(Vec3::new(0.0, 0.0, 0.0), Vec3::new(1.0, 0.1, 0.0)).unwrap();
    let hit = raycast_placed(&slant, &can, 10.0).expect("the side");
    assert!(
        (hit.distance - 1.7 * 1.01f32.sqrt()).abs() < 1e-4 && hit.normal.distance(Vec3::X * -1.0) < 1e-3,
        "{hit:?}"
    );
    let by = Ray::new(Vec3::new(0.0, 0.0, 0.5), Vec3::X).unwrap();
    assert!(raycast_placed(&by, &can, 10.0).is_none());
}
