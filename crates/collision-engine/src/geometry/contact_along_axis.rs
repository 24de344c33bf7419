//! The contact of a shape with a box along a chosen face axis, for when the shallowest way out is not a real
//! one (the face it points out of is covered by a neighbouring box: a seam in a tiled floor).

use glam::{Quat, Vec3};

use crate::geometry::aabb::Aabb;
use crate::geometry::contact::Contact;
use crate::geometry::placed::Placed;
use crate::geometry::shape::Shape;

/// Contact of box A with `shape_b` centred at `center_b` and turned by `rotation_b` (a ball or a box taken as not
/// turned), taking B out of A along the unit axis `direction` (one of ±x, ±y, ±z): the penetration is how far B
/// reaches past A's face on that side, negative when it stops short of it.
pub fn contact_along_axis(a: &Aabb, (shape_b, center_b, rotation_b): (&Shape, Vec3, Quat), direction: Vec3) -> Contact {
    // B's point reaching farthest back towards A, from its centre: straight back for a ball or a box
    let local_b = match *shape_b {
        Shape::Sphere { radius } => -direction * radius,
        Shape::Cuboid { half_extents } => -direction * half_extents.dot(direction.abs()),
        _ => Placed::new(shape_b.clone(), center_b, rotation_b).support_from(-direction, center_b),
    };
    let reach_b = -local_b.dot(direction);
    // in A's frame: A's face at its half extent, B's far side at its centre's offset less its reach
    let offset = center_b - a.center;
    let penetration = a.half_extents.dot(direction.abs()) - (offset.dot(direction) - reach_b);
    let local_a = offset + local_b + direction * penetration;
    Contact { normal: direction, penetration, local_a, local_b }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_box_sunk_into_a_tile_corner_is_pushed_up_not_back() {
        // a unit box sunk 5 mm into the top of a tile, reaching 1 mm past the tile's left edge
        let tile = Aabb::new(Vec3::new(1.0, -0.5, 0.0), Vec3::splat(0.5));
        let center = Vec3::new(0.001, 0.495, 0.0);
        let crate_ = Shape::Cuboid { half_extents: Vec3::splat(0.5) };
        let up = contact_along_axis(&tile, (&crate_, center, Quat::IDENTITY), Vec3::Y);
        assert!((up.penetration - 0.005).abs() < 1e-6, "{up:?}");
        assert!((center + up.local_b - Vec3::new(center.x, -0.005, 0.0)).length() < 1e-6);
        // the gap between the two points closes the penetration along the normal
        let gap = (center + up.local_b) - (tile.center + up.local_a);
        assert!((gap.dot(up.normal) + up.penetration).abs() < 1e-6);
    }

    #[test]
    fn a_sphere_reports_its_lowest_point_and_a_gap_as_negative_penetration() {
        let tile = Aabb::new(Vec3::ZERO, Vec3::splat(0.5));
        let ball = Shape::Sphere { radius: 0.25 };
        let c = contact_along_axis(&tile, (&ball, Vec3::new(0.5, 0.76, 0.0), Quat::IDENTITY), Vec3::Y);
        assert!((c.penetration + 0.01).abs() < 1e-6, "{c:?}");
        assert_eq!(c.local_b, Vec3::new(0.0, -0.25, 0.0));
    }
}
