//! How far apart two placed shapes are at least: exactly for two spheres and for a sphere and a box; for two boxes
//! the largest gap along their 15 separating axes, which is never more than their true distance, equals it when
//! a face or a pair of edges is nearest, and is positive whenever they are apart. Conservative advancement steps
//! a turning box by it towards what it may hit.

use glam::{DVec3, Vec3};

use crate::geometry::gjk::{Gjk, gjk_distance};
use crate::geometry::obb::{Obb, to_world};
use crate::geometry::placed::{Placed, either_compound, manifold_placed_within, part_pairs};
use crate::geometry::separating_axes::BoxPair;
use crate::geometry::shape::Shape;

/// How far apart two shapes are at least, and along which direction.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Gap {
    /// A lower bound on the distance (m): positive while they are apart, ≤ 0 when they touch or overlap.
    pub distance: f32,
    /// The unit direction from A towards B along which they are that far apart: while the gap along it stays
    /// positive they cannot touch.
    pub axis: Vec3,
}

/// A lower bound on the distance between `a` and `b`, with the direction it is measured along.
pub fn gap_placed(a: &Placed, b: &Placed) -> Gap {
    if either_compound(a, b) {
        return gap_parts(a, b, gap_placed);
    }
    let solid = |placed: &Placed| !matches!(placed.shape, Shape::Sphere { .. } | Shape::Cuboid { .. });
    if solid(a) || solid(b) {
        return solid_gap(a, b);
    }
    let radius = |placed: &Placed| match placed.shape {
        Shape::Sphere { radius } => radius,
        _ => 0.0,
    };
    match (a.as_box(), b.as_box()) {
        (Some(box_a), Some(box_b)) => {
            let axes = BoxPair::new(&box_a, &box_b).separating_axes();
            let widest = (0..15).max_by(|&i, &j| axes.separations[i].total_cmp(&axes.separations[j])).unwrap_or(0);
            let axis = to_world(&box_a.axes(), axes.directions[widest]);
            Gap { distance: axes.separations[widest] as f32, axis }
        }
        (Some(boxed), None) => {
            let gap = ball_gap(&boxed, b.center);
            Gap { distance: gap.distance - radius(b), axis: gap.axis }
        }
        (None, Some(boxed)) => {
            let gap = ball_gap(&boxed, a.center);
            Gap { distance: gap.distance - radius(a), axis: -gap.axis }
        }
        (None, None) => {
            let apart = b.center.as_dvec3() - a.center.as_dvec3();
            let axis = apart.try_normalize().map_or(Vec3::X, |axis| axis.as_vec3());
            Gap { distance: apart.length() as f32 - radius(a) - radius(b), axis }
        }
    }
}

/// The distance of two solids by GJK, or their depth (negative) by EPA when they overlap.
fn solid_gap(a: &Placed, b: &Placed) -> Gap {
    let (Some(solid_a), Some(solid_b)) = (a.convex(), b.convex()) else { return gap_parts(a, b, gap_placed) };
    match gjk_distance(&solid_a, &solid_b) {
        Gjk::Apart { distance, normal, .. } => Gap { distance, axis: normal },
        Gjk::Overlap => {
            let axis = (b.center - a.center).try_normalize().unwrap_or(Vec3::X);
            let depth = manifold_placed_within(a, b, 0.0)
                .map_or((0.0, axis), |m| (m.used().iter().map(|p| p.penetration).fold(0.0, f32::max), m.normal));
            Gap { distance: -depth.0, axis: depth.1 }
        }
    }
}

/// The distance from `point` to the box (to its surface from outside, minus the depth below its nearest face from
/// inside), along the direction from the box towards the point.
fn ball_gap(boxed: &Obb, point: Vec3) -> Gap {
    let axes = boxed.axes();
    let local = boxed.local_point(&axes, point);
    let beyond = local.abs() - boxed.half_extents.as_dvec3();
    let outside = beyond.max(DVec3::ZERO);
    if outside == DVec3::ZERO {
        let face = beyond.max_position();
        let mut normal = DVec3::ZERO;
        normal[face] = local[face].signum();
        return Gap { distance: beyond[face] as f32, axis: to_world(&axes, normal) };
    }
    let direction = (outside * local.signum()).normalize();
    Gap { distance: outside.length() as f32, axis: to_world(&axes, direction) }
}

/// The smallest gap of any two parts.
pub fn gap_parts(a: &Placed, b: &Placed, test: impl Fn(&Placed, &Placed) -> Gap) -> Gap {
    let gaps = part_pairs(a, b, |part_a, part_b| Some(test(part_a, part_b))).into_iter().map(|(gap, ..)| gap);
    gaps.min_by(|p, q| p.distance.total_cmp(&q.distance)).unwrap_or(Gap { distance: f32::INFINITY, axis: Vec3::Y })
}

#[cfg(test)]
mod tests {
    use glam::Quat;

    use super::*;

    fn cube(center: Vec3, half: f32, rotation: Quat) -> Placed {
        Placed::new(Shape::Cuboid { half_extents: Vec3::splat(half) }, center, rotation)
    }

    #[test]
    fn faces_corners_and_balls_read_their_true_distance() {
        let square = cube(Vec3::ZERO, 0.5, Quat::IDENTITY);
        assert!((gap_placed(&square, &cube(Vec3::X * 1.75, 0.5, Quat::IDENTITY)).distance - 0.75).abs() < 1e-6);
        // a cube turned 45° about z reaches 0.5·√2 towards the other
        let diamond = cube(Vec3::X * 2.0, 0.5, Quat::from_rotation_z(std::f32::consts::FRAC_PI_4));
        assert!((gap_placed(&square, &diamond).distance - (1.5 - 0.5 * 2f32.sqrt())).abs() < 1e-6);
        // a ball of radius 0.25 off a corner, at (1, 1, 1): √(3·0.25) − 0.25
        let ball = Placed::at(Shape::Sphere { radius: 0.25 }, Vec3::ONE);
        assert!((gap_placed(&square, &ball).distance - (0.75f32.sqrt() - 0.25)).abs() < 1e-6);
        assert!((gap_placed(&ball, &square).distance - (0.75f32.sqrt() - 0.25)).abs() < 1e-6);
        // a ball's centre 0.1 inside a face, radius 0.25: overlapping by 0.35
        let sunk = Placed::at(Shape::Sphere { radius: 0.25 }, Vec3::X * 0.4);
        assert!((gap_placed(&square, &sunk).distance + 0.35).abs() < 1e-6);
    }

    #[test]
    fn two_turned_boxes_are_never_nearer_than_their_gap() {
        // random pairs: the gap is no more than the distance of any point of one box from any point of the other
        let mut seed = 12345u64;
        let mut next = || {
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            (seed >> 40) as f32 / (1u64 << 24) as f32
        };
        for _ in 0..200 {
            let mut turn = || Quat::from_euler(glam::EulerRot::XYZ, next() * 6.3, next() * 6.3, next() * 6.3);
            let (ra, rb) = (turn(), turn());
            let offset = Vec3::new(next() - 0.5, next() - 0.5, next() - 0.5) * 4.0;
            let (a, b) = (cube(Vec3::ZERO, 0.5, ra), cube(offset, 0.3, rb));
            let Gap { distance: gap, axis } = gap_placed(&a, &b);
            assert!((axis.length() - 1.0).abs() < 1e-5);
            let mut nearest = f32::INFINITY;
            for _ in 0..400 {
                let mut corner = |half: f32| (Vec3::new(next(), next(), next()) * 2.0 - 1.0) * half;
                let (p, q) = (ra * corner(0.5), offset + rb * corner(0.3));
                nearest = nearest.min(p.distance(q));
                // and no point of B lies less far along the axis beyond A's points than the gap
                assert!((q - p).dot(axis) >= gap - 1e-4 || gap <= 0.0, "points nearer along the axis than {gap}");
            }
            assert!(gap <= nearest + 1e-5, "gap {gap} > a distance {nearest}");
            let apart = offset.length() > 0.5 * 3f32.sqrt() + 0.3 * 3f32.sqrt();
            assert!(!apart || gap > 0.0, "apart by their bounding spheres, yet gap {gap}");
        }
    }
}
