//! Contact between two axis-aligned boxes.

use crate::geometry::aabb::Aabb;
use crate::geometry::aabb::shallowest_exit;
use crate::geometry::contact::Contact;
use glam::Vec3;

/// Contact of box A with box B, or `None` when they do not overlap on all three axes.
///
/// The normal is the face axis of least penetration, not the centre-to-centre direction: a box resting on a
/// wider box must be pushed straight up, never sideways. The local points are the middle of the overlap
/// region carried onto each box's touching face, so an overlay shows where the boxes meet.
pub fn contact_cuboid_cuboid(a: &Aabb, b: &Aabb) -> Option<Contact> {
    a.overlaps(b).then(|| overlap_contact(a, b))
}

/// The contact of two boxes known to overlap (or touch): least-overlap normal, depth and face points, all
/// worked out in A's frame so that the depths compare at the precision of the offset, not of the coordinates.
pub(super) fn overlap_contact(a: &Aabb, b: &Aabb) -> Contact {
    let offset = b.center - a.center;
    let reach = a.half_extents + b.half_extents;
    // B pushed along +axis separates after reach − offset, along −axis after reach + offset
    let (penetration, normal) = shallowest_exit(reach - offset, reach + offset);
    let axis = normal.abs().max_position();
    let side = normal[axis];
    // the middle of the overlap region, carried onto A's face and onto B's
    let local_a = middle_on_face(a.half_extents, b.half_extents, offset, (axis, side));
    let mut local_b = local_a - offset;
    local_b[axis] = -side * b.half_extents[axis];
    Contact { normal, penetration, local_a, local_b }
}

/// In A's frame, with B's centre at `offset`: the middle of the region where the boxes' extents overlap, carried
/// onto A's face on `side` (±1) of `axis`; where two boxes touch or first meet, what an overlay shows.
pub(super) fn middle_on_face(half_a: Vec3, half_b: Vec3, offset: Vec3, (axis, side): (usize, f32)) -> Vec3 {
    let low = (-half_a).max(offset - half_b);
    let high = half_a.min(offset + half_b);
    let mut point = (low + high) * 0.5;
    point[axis] = side * half_a[axis];
    point
}

#[cfg(test)]
mod tests {
    use super::*;
    use glam::Vec3;

    #[test]
    fn box_on_wider_box_is_pushed_straight_up() {
        let floor = Aabb::new(Vec3::ZERO, Vec3::new(10.0, 0.5, 10.0));
        let crate_ = Aabb::new(Vec3::new(3.0, 0.95, -2.0), Vec3::splat(0.5));
        let c = contact_cuboid_cuboid(&floor, &crate_).unwrap();
        assert_eq!(c.normal, Vec3::Y);
        assert!((c.penetration - 0.05).abs() < 1e-6);
        // the points sit on the touching faces, under the crate
        assert!((floor.center + c.local_a - Vec3::new(3.0, 0.5, -2.0)).length() < 1e-6);
        assert!((crate_.center + c.local_b - Vec3::new(3.0, 0.45, -2.0)).length() < 1e-6);
    }

    #[test]
    fn normal_follows_the_least_overlap_axis_in_both_orders() {
        let a = Aabb::new(Vec3::ZERO, Vec3::ONE);
        let b = Aabb::new(Vec3::new(-1.8, 0.5, 0.2), Vec3::ONE);
        let ab = contact_cuboid_cuboid(&a, &b).unwrap();
        let ba = contact_cuboid_cuboid(&b, &a).unwrap();
        assert_eq!(ab.normal, -Vec3::X);
        assert_eq!(ba.normal, Vec3::X);
        assert!((ab.penetration - 0.2).abs() < 1e-6);
        assert!((ba.penetration - 0.2).abs() < 1e-6);
        // the gap between the two surface points closes the penetration along the normal
        let gap = (b.center + ab.local_b) - (a.center + ab.local_a);
        assert!((gap.dot(ab.normal) + ab.penetration).abs() < 1e-6);
    }

    #[test]
    fn apart_or_sharing_a_face_is_no_contact() {
        let a = Aabb::new(Vec3::ZERO, Vec3::ONE);
        assert!(contact_cuboid_cuboid(&a, &Aabb::new(Vec3::new(2.0, 0.0, 0.0), Vec3::ONE)).is_none());
        assert!(contact_cuboid_cuboid(&a, &Aabb::new(Vec3::new(1.5, 0.0, 2.1), Vec3::ONE)).is_none());
        let c = contact_cuboid_cuboid(&a, &Aabb::new(Vec3::new(0.0, 0.0, 1.999), Vec3::ONE)).unwrap();
        assert_eq!(c.normal, Vec3::Z);
        assert!((c.penetration - 0.001).abs() < 1e-5);
    }

    #[test]
    fn identical_boxes_still_give_a_unit_normal_and_full_depth() {
        let a = Aabb::new(Vec3::splat(1.0), Vec3::new(1.0, 2.0, 3.0));
        let c = contact_cuboid_cuboid(&a, &a).unwrap();
        assert_eq!(c.normal.length(), 1.0);
        assert!((c.penetration - 2.0).abs() < 1e-6);
    }
}
