//! Convex hulls: the hull of random clouds holds every point and is made of them (Euler's V − E + F = 2); a
//! box's corners with points inside and on its faces give the box; the five regular polyhedra and the wedge
//! against their volumes, centres and moments; degenerate points refused.

#[path = "common/draw.rs"]
mod draw;

use collision_engine::geometry::{ConvexHull, HullError, HullSource, convex_hull};
use draw::Draw;
use glam::Vec3;

/// V − E + F for the faces of a hull (each edge shared by two faces).
fn euler(vertices: usize, faces: &[Vec<usize>]) -> i64 {
    let edges: usize = faces.iter().map(Vec::len).sum::<usize>() / 2;
    vertices as i64 - edges as i64 + faces.len() as i64
}

#[test]
fn the_hull_of_a_random_cloud_holds_every_point_and_has_only_points_of_it_on_its_corners() {
    let mut draw = Draw(0x5eed_1234_9876_abcd);
    for cloud in 0..200 {
        let count = 4 + cloud % 60;
        let turn = draw.turn();
        let points: Vec<Vec3> = (0..count).map(|_| turn * (draw.vector(1.0) * Vec3::new(1.0, 0.4, 2.0))).collect();
        let mesh = convex_hull(&points).unwrap();
        assert_eq!(euler(mesh.vertices.len(), &mesh.faces), 2, "cloud {cloud}: {mesh:?}");
        assert!(mesh.vertices.iter().all(|v| points.contains(v)), "cloud {cloud}: a corner not among the points");
        for face in &mesh.faces {
            let [a, b, c] = [0, 1, 2].map(|k| mesh.vertices[face[k]].as_dvec3());
            let normal = (b - a).cross(c - a).normalize();
            // every corner of the face on its plane, every point on or behind it
            for &k in face {
                assert!((mesh.vertices[k].as_dvec3() - a).dot(normal).abs() < 1e-6, "cloud {cloud}: a bent face");
            }
            let highest = points.iter().map(|p| (p.as_dvec3() - a).dot(normal)).fold(f64::MIN, f64::max);
            assert!(highest < 1e-6, "cloud {cloud}: a point {highest} m outside a face");
        }
    }
}

#[test]
fn a_box_with_points_inside_and_on_its_faces_has_the_box_as_its_hull() {
    let half = Vec3::new(0.5, 0.25, 1.0);
    let mut points: Vec<Vec3> = Vec::new();
    for k in 0..8 {
        let sign = |bit: usize| if k & bit == 0 { -1.0 } else { 1.0 };
        points.push(half * Vec3::new(sign(1), sign(2), sign(4)));
        // a point inside, and one in the middle of a face and one on an edge
        points.push(half * Vec3::new(sign(1), sign(2), sign(4)) * 0.3);
        points.push(half * Vec3::AXES[k % 3] * sign(1));
        points.push(half * Vec3::new(sign(1), sign(2), 0.0));
    }
    let hull = ConvexHull::new(&points).unwrap();
    assert_eq!(hull.vertices().len(), 8);
    assert_eq!(hull.faces().len(), 6);
    assert!(hull.faces().iter().all(|face| face.corners.len() == 4));
    let properties = hull.mass_properties();
    assert!((properties.volume - 1.0).abs() < 1e-6, "{properties:?}");
    let moments = properties.inertia.diagonal();
    let expected = Vec3::new(0.25 + 4.0, 1.0 + 4.0, 1.0 + 0.25) / 12.0;
    assert!((moments - expected).abs().max_element() < 1e-6, "{moments} against {expected}");
    assert!(hull.center().length() < 1e-6);
    assert!((hull.inner_radius() - 0.25).abs() < 1e-6);
}

#[test]
fn the_regular_polyhedra_have_their_faces_corners_and_volumes() {
    let r = 0.5f64;
    // edge lengths from the circumradius, and volumes from the edge
    let icosahedron_edge = 4.0 * r / (10.0 + 2.0 * 5f64.sqrt()).sqrt();
    let dodecahedron_edge = 4.0 * r / (3f64.sqrt() * (1.0 + 5f64.sqrt()));
    let cases = [
        (4, 4, 8.0 * r.powi(3) / (9.0 * 3f64.sqrt())),
        (6, 8, (2.0 * r / 3f64.sqrt()).powi(3)),
        (8, 6, 4.0 / 3.0 * r.powi(3)),
        (12, 20, (15.0 + 7.0 * 5f64.sqrt()) / 4.0 * dodecahedron_edge.powi(3)),
        (20, 12, 5.0 / 12.0 * (3.0 + 5f64.sqrt()) * icosahedron_edge.powi(3)),
    ];
    for (faces, corners, volume) in cases {
        let solid = ConvexHull::regular(faces, r as f32).unwrap();
        assert_eq!((solid.faces().len(), solid.vertices().len()), (faces as usize, corners), "{faces} faces");
        let properties = solid.mass_properties();
        assert!((f64::from(properties.volume) / volume - 1.0).abs() < 1e-5, "{faces}: {properties:?} vs {volume}");
        // the same moment about every axis, none across them
        let moment = properties.inertia.x_axis.x;
        let isotropic = glam::Mat3::from_diagonal(Vec3::splat(moment));
        let off = (properties.inertia - isotropic).to_cols_array().iter().fold(0.0f32, |m, x| m.max(x.abs()));
        assert!(off < 1e-5 * moment, "{faces}: {properties:?}");
        assert!(solid.center().length() < 1e-6);
        assert!(solid.vertices().iter().all(|v| (f64::from(v.length()) - r).abs() < 1e-6));
        assert_eq!(solid.source(), HullSource::Regular { faces, radius: r as f32 });
    }
    assert_eq!(ConvexHull::regular(7, 1.0).unwrap_err(), HullError::NotRegular { faces: 7 });
}

#[test]
fn a_wedge_has_half_a_box_s_volume_its_centre_at_a_third_and_principal_axes_turned_in_its_side() {
    let (a, b, c) = (2.0f32, 1.0f32, 0.5f32);
    let wedge = ConvexHull::wedge(Vec3::new(a / 2.0, b / 2.0, c / 2.0)).unwrap();
    assert_eq!((wedge.faces().len(), wedge.vertices().len()), (5, 6));
    let properties = wedge.mass_properties();
    assert!((properties.volume - a * b * c / 2.0).abs() < 1e-6);
    // the triangle's centroid a third of the way in from its right angle
    assert!(wedge.center().distance(Vec3::new(-a / 6.0, -b / 6.0, 0.0)) < 1e-6, "{}", wedge.center());
    // a right triangle of legs a, b about its centroid: Ixx = m b²/18, Iyy = m a²/18, Ixy = −(−m a b/36)
    let m = properties.volume;
    let tensor = properties.inertia;
    assert!((tensor.x_axis.x - m * (b * b / 18.0 + c * c / 12.0)).abs() < 1e-6, "{tensor}");
    assert!((tensor.y_axis.y - m * (a * a / 18.0 + c * c / 12.0)).abs() < 1e-6, "{tensor}");
    assert!((tensor.x_axis.y - m * a * b / 36.0).abs() < 1e-6, "{tensor}");
    assert!((tensor.z_axis.z - m * (a * a + b * b) / 18.0).abs() < 1e-6, "{tensor}");
    // its principal axes turn about z only, and give back the tensor
    let axes = wedge.principal_axes();
    let turn = glam::Mat3::from_quat(axes.rotation);
    let back = turn * glam::Mat3::from_diagonal(axes.moments) * turn.transpose();
    let worst = (back - tensor).to_cols_array().iter().fold(0.0f32, |m, x| m.max(x.abs()));
    assert!(worst < 1e-6, "{back} against {tensor}");
}

#[test]
fn too_few_flat_or_broken_points_are_refused() {
    let square = [Vec3::ZERO, Vec3::X, Vec3::Z, Vec3::new(1.0, 0.0, 1.0), Vec3::new(0.5, 0.0, 0.5)];
    assert_eq!(ConvexHull::new(&square[..3]).unwrap_err(), HullError::TooFewPoints { count: 3 });
    assert_eq!(ConvexHull::new(&square).unwrap_err(), HullError::Flat);
    let line: Vec<Vec3> = (0..6).map(|k| Vec3::splat(k as f32)).collect();
    assert_eq!(ConvexHull::new(&line).unwrap_err(), HullError::Flat);
    assert_eq!(ConvexHull::new(&[Vec3::ONE; 5]).unwrap_err(), HullError::Flat);
    let mut broken = square.to_vec();
    broken.push(Vec3::new(0.0, f32::NAN, 0.0));
    assert_eq!(ConvexHull::new(&broken).unwrap_err(), HullError::NotFinite { index: 5 });
    assert_eq!(ConvexHull::wedge(Vec3::new(1.0, 0.0, 1.0)).unwrap_err(), HullError::Flat);
}
