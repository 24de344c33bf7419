//! The hand cases that went wrong while the geometry subtracted world coordinates late and took textbook roots.

use collision_engine::geometry::{
    Aabb, Ray, Sphere, cast_cuboid_cuboid, cast_sphere_cuboid, cast_sphere_sphere, contact_cuboid_cuboid,
    contact_cuboid_sphere, raycast_sphere,
};
use glam::Vec3;

use crate::check::{UNITS, rounding, unit_normal};
use crate::reference::PairShapes;

#[test]
fn a_ball_sliding_along_a_wall_574_m_out_is_not_stopped_at_the_start() {
    // 2e-5 m from the face, less than a rounding step of the coordinates there, but apart
    let ball = Sphere::new(Vec3::new(574.4436, -13.150878, 22.720892), 0.018438932);
    let wall = Aabb::new(Vec3::new(574.34735, -13.166989, 22.67904), Vec3::splat(0.07779159));
    let hit = cast_sphere_cuboid(&ball, Vec3::new(0.0, 0.0067988075, 0.0), &wall, Vec3::ZERO);
    assert_eq!(hit, None);
}

#[test]
fn millimetre_boxes_100_m_out_meet_when_the_reference_says() {
    let half = Vec3::splat(0.0005);
    let a = Aabb::new(Vec3::new(-92.8, -101.7, 53.2), half);
    let b = Aabb::new(Vec3::new(-92.7968, -101.7004, 53.2002), half);
    let motion = Vec3::new(-0.0034, 0.0001, 0.0);
    let hit = cast_cuboid_cuboid(&a, Vec3::ZERO, &b, motion).expect("they meet");
    let offset = b.center.as_dvec3() - a.center.as_dvec3();
    let shapes = PairShapes::Boxes { half: (half + half).as_dvec3() };
    let exact = shapes.first_contact(offset, motion.as_dvec3()).unwrap();
    let u = rounding(&[offset.length(), motion.as_dvec3().length(), 2.0 * half.as_dvec3().length()]);
    assert!((hit.fraction as f64 - exact).abs() * motion.as_dvec3().length() <= UNITS * u, "{hit:?} against {exact}");
    assert_eq!(hit.normal, Vec3::X, "B comes from the +x side");
}

#[test]
fn rays_at_small_and_zero_spheres_from_afar_give_unit_normals() {
    let ray = Ray::new(Vec3::new(200.0, 0.0, 0.0), Vec3::new(-1.0, 0.00001, 0.0)).unwrap();
    let hit = raycast_sphere(&ray, &Sphere::new(Vec3::ZERO, 0.0027), 1000.0).expect("aimed at it");
    unit_normal(hit.normal).unwrap();
    // the ray passes 2 mm above the centre: it meets the upper side, facing back and up
    let expected = ray.at(hit.distance).normalize();
    assert!((hit.normal - expected).length() < 0.02, "{} against {expected}", hit.normal);
    let point = Ray::new(Vec3::new(5.0, 0.0, 0.0), Vec3::NEG_X).unwrap();
    let hit = raycast_sphere(&point, &Sphere::new(Vec3::ZERO, 0.0), 10.0).expect("straight through the point");
    assert_eq!((hit.distance, hit.normal), (5.0, Vec3::X));
}

#[test]
fn a_three_micrometre_ball_struck_from_40_m_is_struck_when_and_where_the_reference_says() {
    let small = Sphere::new(Vec3::new(0.01, -0.02, 0.005), 3e-6);
    let large = Sphere::new(Vec3::new(40.0, 0.01, -0.01), 0.03);
    let motion = Vec3::new(-56.6, -0.04, 0.021);
    let hit = cast_sphere_sphere(&small, Vec3::ZERO, &large, motion).expect("they meet");
    let offset = large.center.as_dvec3() - small.center.as_dvec3();
    let shapes = PairShapes::Spheres { reach: (small.radius + large.radius) as f64 };
    let exact = shapes.first_contact(offset, motion.as_dvec3()).unwrap();
    let u = rounding(&[offset.length(), motion.as_dvec3().length(), 0.03]);
    let length = motion.as_dvec3().length();
    assert!((hit.fraction as f64 - exact).abs() * length <= UNITS * u, "{} against {exact}", hit.fraction);
    let centre = (offset + motion.as_dvec3() * exact).normalize();
    assert!((hit.normal.as_dvec3() - centre).length() < 1e-3, "{} against {centre}", hit.normal);
}

#[test]
fn edge_and_corner_hits_far_out_have_unit_normals() {
    let corner = Vec3::new(-300.0, 250.0, 700.0);
    let cuboid = Aabb::new(corner - Vec3::splat(0.02), Vec3::splat(0.02));
    for aim in [Vec3::new(1.0, 1.0, 0.3), Vec3::new(1.0, 1.0, 1.0), Vec3::new(1.0, 0.2, 1.0)] {
        let ball = Sphere::new(corner + aim.normalize() * 2.0, 0.005);
        let hit = cast_sphere_cuboid(&ball, -aim.normalize() * 4.0, &cuboid, Vec3::ZERO).expect("aimed at it");
        unit_normal(hit.normal).unwrap();
    }
}

#[test]
fn the_least_overlap_axis_is_chosen_by_the_overlaps_not_by_rounding() {
    let a = Aabb::new(Vec3::new(-278.6, 326.1, -601.9), Vec3::splat(0.5));
    let b = Aabb::new(a.center + Vec3::new(0.9, -0.90004, 0.2), Vec3::splat(0.5));
    let contact = contact_cuboid_cuboid(&a, &b).expect("they overlap");
    let offset = b.center.as_dvec3() - a.center.as_dvec3();
    // the reference's shallower axis, from the rounded centres
    let expected = if 1.0 - offset.y.abs() < 1.0 - offset.x.abs() { Vec3::NEG_Y } else { Vec3::X };
    assert_eq!(contact.normal, expected, "offset {offset}");
}

#[test]
fn a_point_inside_a_box_is_a_contact_and_one_on_its_face_is_not() {
    let cuboid = Aabb::new(Vec3::new(10.0, 0.0, 0.0), Vec3::ONE);
    let inside = contact_cuboid_sphere(&cuboid, &Sphere::new(Vec3::new(10.5, 0.2, 0.0), 0.0)).expect("inside");
    assert_eq!((inside.normal, inside.penetration), (Vec3::X, 0.5));
    assert_eq!(contact_cuboid_sphere(&cuboid, &Sphere::new(Vec3::new(11.0, 0.2, 0.0), 0.0)), None);
}
