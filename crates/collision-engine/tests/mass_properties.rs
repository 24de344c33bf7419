//! Mass properties against the textbooks and against each other: the closed forms of a cylinder and a cone
//! against polyhedra of 512 sides (summed by tetrahedra), a capsule against a count of small cubes, a compound
//! of two boxes against one long box, and the principal axes of a turned box.

use collision_engine::geometry::{MassProperties, PlacedPart};
use glam::{DVec3, Mat3, Quat, Vec3};

/// Whether every element of `a` is within `tolerance` × the largest of `b`'s.
fn tensors_close(a: Mat3, b: Mat3, tolerance: f32) -> bool {
    let scale = b.to_cols_array().iter().fold(0.0_f32, |m, x| m.max(x.abs()));
    a.to_cols_array().iter().zip(b.to_cols_array()).all(|(x, y)| (x - y).abs() <= tolerance * scale)
}

/// A prism (`apex` None) or pyramid along y over a regular polygon of `sides` and circumradius `radius`, from
/// y = −`half_height` to +`half_height`; the polygon's area is that of the circle (its radius scaled up), so its
/// volume is the round solid's.
fn polygon_solid(radius: f32, half_height: f32, sides: usize, pyramid: bool) -> MassProperties {
    let turn = std::f32::consts::TAU / sides as f32;
    let circumradius = radius * (std::f32::consts::TAU / (sides as f32 * turn.sin())).sqrt();
    let ring = |y: f32| {
        (0..sides).map(move |k| {
            Vec3::new((k as f32 * turn).cos(), 0.0, -(k as f32 * turn).sin()) * circumradius + Vec3::Y * y
        })
    };
    let mut vertices: Vec<Vec3> = ring(-half_height).collect();
    let mut triangles = Vec::new();
    // the base, seen from below: anticlockwise there is clockwise from above
    for k in 1..sides - 1 {
        triangles.push([0, k + 1, k]);
    }
    if pyramid {
        vertices.push(Vec3::Y * half_height);
        for k in 0..sides {
            triangles.push([k, (k + 1) % sides, sides]);
        }
    } else {
        vertices.extend(ring(half_height));
        for k in 1..sides - 1 {
            triangles.push([sides, sides + k, sides + k + 1]);
        }
        for k in 0..sides {
            let next = (k + 1) % sides;
            triangles.push([k, next, sides + next]);
            triangles.push([k, sides + next, sides + k]);
        }
    }
    MassProperties::polyhedron(&vertices, &triangles)
}

/// A box's eight corners, centred at `center`, and its twelve triangles.
fn box_polyhedron(half: Vec3, center: Vec3) -> MassProperties {
    let corner = |k: usize| {
        center
            + half
                * Vec3::new(
                    if k & 1 == 0 { -1.0 } else { 1.0 },
                    if k & 2 == 0 { -1.0 } else { 1.0 },
                    if k & 4 == 0 { -1.0 } else { 1.0 },
                )
    };
    let vertices: Vec<Vec3> = (0..8).map(corner).collect();
    let faces = [[0, 2, 3, 1], [4, 5, 7, 6], [0, 1, 5, 4], [2, 6, 7, 3], [0, 4, 6, 2], [1, 3, 7, 5]];
    let triangles: Vec<[usize; 3]> = faces.iter().flat_map(|f| [[f[0], f[1], f[2]], [f[0], f[2], f[3]]]).collect();
    MassProperties::polyhedron(&vertices, &triangles)
}

#[test]
fn a_box_summed_by_tetrahedra_has_the_cuboids_volume_centre_and_inertia() {
    let half = Vec3::new(0.5, 1.5, 0.25);
    let summed = box_polyhedron(half, Vec3::new(3.0, -2.0, 1.0));
    let exact = MassProperties::cuboid(half);
    assert!((summed.volume - exact.volume).abs() < 1e-6, "{summed:?}");
    assert!(summed.center.distance(Vec3::new(3.0, -2.0, 1.0)) < 1e-5, "{summed:?}");
    assert!(tensors_close(summed.inertia, exact.inertia, 1e-5), "{summed:?} against {exact:?}");
}

#[test]
fn a_cylinder_and_a_cone_match_prisms_and_pyramids_of_512_sides() {
    let (radius, half_height) = (0.4, 0.9);
    for (round, polygonal) in [
        (MassProperties::cylinder(radius, half_height), polygon_solid(radius, half_height, 512, false)),
        (MassProperties::cone(radius, half_height), polygon_solid(radius, half_height, 512, true)),
    ] {
        assert!((round.volume - polygonal.volume).abs() < 1e-5 * round.volume, "{round:?} {polygonal:?}");
        assert!(round.center.distance(polygonal.center) < 1e-5, "{round:?} {polygonal:?}");
        assert!(tensors_close(round.inertia, polygonal.inertia, 1e-4), "{round:?} against {polygonal:?}");
    }
    // the textbook's: a solid cylinder's I_axis = ½ m r²; a cone's centre of mass a quarter up from its base
    let cylinder = MassProperties::cylinder(radius, half_height);
    assert!((cylinder.inertia_of_mass(2.0).y_axis.y - 0.5 * 2.0 * radius * radius).abs() < 1e-6);
    let cone = MassProperties::cone(radius, half_height);
    assert!((cone.center.y - (-half_height + 0.5 * half_height)).abs() < 1e-6, "{cone:?}");
}

#[test]
fn a_capsule_matches_a_count_of_small_cubes() {
    let (radius, half_length) = (0.3_f64, 0.5_f64);
    let closed = MassProperties::capsule(radius as f32, half_length as f32);
    // the cubes of a 240 × 240 × 240 grid over its bounds whose middles lie inside it, in f64
    let n = 240;
    let bounds = DVec3::new(radius, half_length + radius, radius);
    let cell = 2.0 * bounds / n as f64;
    let (mut volume, mut second) = (0.0, DVec3::ZERO);
    for i in 0..n {
        for j in 0..n {
            for k in 0..n {
                let p = -bounds + (DVec3::new(i as f64, j as f64, k as f64) + 0.5) * cell;
                let along = p.y.clamp(-half_length, half_length);
                if (p - DVec3::Y * along).length_squared() <= radius * radius {
                    volume += 1.0;
                    second += p * p;
                }
            }
        }
    }
    let unit = cell.x * cell.y * cell.z;
    let (volume, second) = (volume * unit, second * unit);
    let moments = DVec3::new(second.y + second.z, second.x + second.z, second.x + second.y);
    assert!((f64::from(closed.volume) - volume).abs() < 2e-3 * volume, "volume {} against {volume}", closed.volume);
    let diagonal =
        DVec3::new(closed.inertia.x_axis.x.into(), closed.inertia.y_axis.y.into(), closed.inertia.z_axis.z.into());
    assert!((diagonal - moments).abs().max_element() < 3e-3 * moments.max_element(), "{diagonal} against {moments}");
}

#[test]
fn two_boxes_side_by_side_weigh_and_turn_as_one_long_box() {
    let cube = MassProperties::cuboid(Vec3::splat(0.5));
    let part = |x: f32, rotation: Quat| PlacedPart { properties: cube, offset: Vec3::new(x, 1.0, 0.0), rotation };
    // the second cube turned a quarter about x: a cube is the same however it is turned square
    let quarter = Quat::from_rotation_x(std::f32::consts::FRAC_PI_2);
    let compound = MassProperties::compound(&[part(-0.5, Quat::IDENTITY), part(0.5, quarter)]);
    let long = MassProperties::cuboid(Vec3::new(1.0, 0.5, 0.5));
    assert!((compound.volume - long.volume).abs() < 1e-6, "{compound:?}");
    assert!(compound.center.distance(Vec3::Y) < 1e-6, "{compound:?}");
    assert!(tensors_close(compound.inertia, long.inertia, 1e-6), "{compound:?} against {long:?}");
}

#[test]
fn a_turned_boxs_principal_axes_give_back_its_moments_and_its_turn() {
    let half = Vec3::new(0.2, 0.7, 1.1);
    let turn = Quat::from_euler(glam::EulerRot::YXZ, 0.7, -0.4, 1.9);
    let part = PlacedPart { properties: MassProperties::cuboid(half), offset: Vec3::ZERO, rotation: turn };
    let turned = MassProperties::compound(&[part]);
    let axes = turned.principal_axes();
    let mut found = axes.moments.to_array();
    let mut expected = MassProperties::cuboid(half).inertia.diagonal().to_array();
    found.sort_by(f32::total_cmp);
    expected.sort_by(f32::total_cmp);
    for (f, e) in found.iter().zip(expected) {
        assert!((f - e).abs() < 1e-5 * e, "moments {found:?} against {expected:?}");
    }
    // R diag(moments) Rᵀ is the tensor again
    let frame = Mat3::from_quat(axes.rotation);
    let rebuilt = frame * Mat3::from_diagonal(axes.moments) * frame.transpose();
    assert!(tensors_close(rebuilt, turned.inertia, 1e-5), "{rebuilt:?} against {:?}", turned.inertia);
}
