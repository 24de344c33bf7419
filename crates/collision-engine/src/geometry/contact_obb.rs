//! Contacts of oriented boxes: with a sphere (the axis-aligned test in the box's frame) and with each other
//! (the separating-axis test on the 15 axes, then where the deciding features touch).

use glam::Vec3;

use crate::geometry::aabb::Aabb;
use crate::geometry::box_features::touch_points;
use crate::geometry::contact::Contact;
use crate::geometry::contact_sphere_cuboid::contact_cuboid_sphere;
use crate::geometry::obb::{Obb, to_world};
use crate::geometry::separating_axes::{AxisFeature, BoxPair};
use crate::geometry::sphere::Sphere;

/// Contact of oriented box A with sphere B, or `None` when they do not overlap: the sphere's centre is taken
/// into the box's frame (in f64, rounded once, as the axis-aligned test rounds the centres' difference) and
/// the answer turned back.
pub fn contact_obb_sphere(a: &Obb, b: &Sphere) -> Option<Contact> {
    let axes = a.axes();
    let local = Sphere::new(a.local_point(&axes, b.center).as_vec3(), b.radius);
    contact_cuboid_sphere(&Aabb::new(Vec3::ZERO, a.half_extents), &local).map(|c| c.turned(&axes))
}

/// Contact of sphere A with oriented box B: the box-first contact seen from the sphere.
pub fn contact_sphere_obb(a: &Sphere, b: &Obb) -> Option<Contact> {
    contact_obb_sphere(b, a).map(Contact::flipped)
}

/// Contact of oriented boxes A and B, or `None` when an axis separates them (touching is apart).
///
/// The normal is the axis of least overlap among the 15, ties within rounding going to A's faces, then B's,
/// then edges, so a box resting flat is pushed out of the face it rests on. The points are where the deciding
/// features touch: the middle of B's face clipped to A's (or the reverse), or the closest points of two edges.
pub fn contact_obb_obb(a: &Obb, b: &Obb) -> Option<Contact> {
    let pair = BoxPair::new(a, b);
    let sat = pair.separating_axes();
    if !sat.overlap() {
        return None;
    }
    let deciding = sat.deciding(pair.scale());
    let normal = sat.directions[deciding];
    let points = touch_points(&pair, AxisFeature::of(deciding), normal);
    let axes = a.axes();
    Some(Contact {
        normal: to_world(&axes, normal),
        penetration: -sat.separations[deciding] as f32,
        local_a: to_world(&axes, points.on_a),
        local_b: to_world(&axes, points.on_b - pair.offset),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use glam::Quat;

    fn close(a: Vec3, b: Vec3) -> bool {
        (a - b).length() < 1e-5
    }

    #[test]
    fn a_ball_on_a_ramp_is_pushed_out_along_the_ramp_normal() {
        let slope = 30f32.to_radians();
        let ramp = Obb::new(Vec3::ZERO, Vec3::new(5.0, 0.5, 2.0), Quat::from_rotation_z(slope));
        let up = Vec3::new(-slope.sin(), slope.cos(), 0.0);
        let ball = Sphere::new(up * 0.74 + Vec3::new(slope.cos(), slope.sin(), 0.0), 0.25);
        let c = contact_obb_sphere(&ramp, &ball).unwrap();
        assert!(close(c.normal, up), "{c:?}");
        assert!((c.penetration - 0.01).abs() < 1e-5);
        assert!(close(c.local_b, -up * 0.25));
        let f = contact_sphere_obb(&ball, &ramp).unwrap();
        assert!(close(f.normal, -up));
    }

    #[test]
    fn a_block_on_a_ramp_rests_on_its_face() {
        let slope = 20f32.to_radians();
        let turn = Quat::from_rotation_z(slope);
        let ramp = Obb::new(Vec3::ZERO, Vec3::new(5.0, 0.5, 2.0), turn);
        let up = turn * Vec3::Y;
        let block = Obb::new(up * 0.99 + turn * Vec3::X, Vec3::splat(0.5), turn);
        let c = contact_obb_obb(&ramp, &block).unwrap();
        assert!(close(c.normal, up), "{c:?}");
        assert!((c.penetration - 0.01).abs() < 1e-5);
        // the middle of the block's bottom face, and under it on the ramp's top
        assert!(close(block.center + c.local_b, up * 0.49 + turn * Vec3::X), "{c:?}");
        assert!(close(c.local_a, up * 0.5 + turn * Vec3::X));
        assert!(contact_obb_obb(&ramp, &Obb { center: up * 1.01 + turn * Vec3::X, ..block }).is_none());
    }
}
