//! Times of impact with oriented boxes: a sphere's path in the box's frame, and two boxes by the swept
//! separating-axis test on their 15 axes.

use glam::{DVec3, Vec3};

use crate::geometry::aabb::Aabb;
use crate::geometry::box_features::touch_points;
use crate::geometry::cast::ShapeCast;
use crate::geometry::cast_sphere_cuboid::cast_sphere_cuboid;
use crate::geometry::contact_obb::contact_obb_obb;
use crate::geometry::obb::{Obb, to_world};
use crate::geometry::separating_axes::{AxisFeature, BoxPair, prefer_faces};
use crate::geometry::sphere::Sphere;

/// When sphere A, moving by `motion_a`, first touches oriented box B, moving by `motion_b`: the axis-aligned
/// cast in the box's frame, whose start and motion are turned there in f64 and rounded once.
pub fn cast_sphere_obb(a: &Sphere, motion_a: Vec3, b: &Obb, motion_b: Vec3) -> Option<ShapeCast> {
    let axes = b.axes();
    let start = Sphere::new(b.local_point(&axes, a.center).as_vec3(), a.radius);
    let motion = (axes.transpose() * (motion_a.as_dvec3() - motion_b.as_dvec3())).as_vec3();
    let hit = cast_sphere_cuboid(&start, motion, &Aabb::new(Vec3::ZERO, b.half_extents), Vec3::ZERO)?;
    let center_b = b.center + motion_b * hit.fraction;
    Some(ShapeCast {
        fraction: hit.fraction,
        normal: to_world(&axes, hit.normal.as_dvec3()),
        point: center_b + to_world(&axes, hit.point.as_dvec3()),
    })
}

/// When oriented box A, moving by `motion_a`, first touches sphere B, moving by `motion_b`: the sphere-first
/// cast seen from the box.
pub fn cast_obb_sphere(a: &Obb, motion_a: Vec3, b: &Sphere, motion_b: Vec3) -> Option<ShapeCast> {
    let hit = cast_sphere_obb(b, motion_b, a, motion_a)?;
    Some(ShapeCast { normal: -hit.normal, ..hit })
}

/// Per axis of the 15, when the two boxes' intervals along it begin and stop overlapping, as fractions of the
/// step (−∞ and +∞ on an axis of parallel edges, which separates nothing).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SweptObbAxes {
    /// Each axis as a unit vector in A's frame (zero for parallel edges), pointing from A to B at first contact.
    pub directions: [DVec3; 15],
    /// When the intervals begin to overlap.
    pub enter: [f64; 15],
    /// When they stop overlapping.
    pub leave: [f64; 15],
}

impl SweptObbAxes {
    /// The swept test of `pair` with B moving by `motion` (A's frame) relative to A.
    pub fn new(pair: &BoxPair, motion: DVec3) -> SweptObbAxes {
        let mut swept =
            SweptObbAxes { directions: pair.axes(), enter: [f64::NEG_INFINITY; 15], leave: [f64::INFINITY; 15] };
        for k in 0..15 {
            let axis = swept.directions[k];
            if axis == DVec3::ZERO {
                continue;
            }
            let (along, moving, reach) = (pair.offset.dot(axis), motion.dot(axis), pair.reach(axis));
            if moving == 0.0 {
                if along.abs() >= reach {
                    (swept.enter[k], swept.leave[k]) = (f64::INFINITY, f64::NEG_INFINITY);
                }
                swept.directions[k] = axis * along.signum();
                continue;
            }
            // B's far side meets A's near side after (reach − along) / moving, or the other pair of sides
            let (plus, minus) = ((reach - along) / moving, -(reach + along) / moving);
            (swept.enter[k], swept.leave[k]) = (plus.min(minus), plus.max(minus));
            swept.directions[k] = -axis * moving.signum();
        }
        swept
    }

    /// Whether every axis overlaps at the start (touching is apart).
    pub fn overlap_at_start(&self) -> bool {
        self.enter.iter().zip(&self.leave).all(|(&enter, &leave)| enter < 0.0 && leave > 0.0)
    }
}

/// When oriented box A, moving by `motion_a`, first touches oriented box B, moving by `motion_b` (neither
/// turning during the step), within the step.
///
/// Boxes already overlapping hit at t = 0 while they approach along their contact normal. Otherwise contact
/// begins when the last of the 15 axes starts to overlap, if no axis has stopped by then; that axis is the
/// normal (a face on a tie within rounding), and the point is where its features touch.
pub fn cast_obb_obb(a: &Obb, motion_a: Vec3, b: &Obb, motion_b: Vec3) -> Option<ShapeCast> {
    let pair = BoxPair::new(a, b);
    let axes = a.axes();
    let motion = axes.transpose() * (motion_b.as_dvec3() - motion_a.as_dvec3());
    let swept = SweptObbAxes::new(&pair, motion);
    if swept.overlap_at_start() {
        let contact = contact_obb_obb(a, b)?;
        return ((motion_b - motion_a).dot(contact.normal) < 0.0).then(|| ShapeCast {
            fraction: 0.0,
            normal: contact.normal,
            point: a.center + contact.local_a,
        });
    }
    // the last axis entered, a face before an edge along the same direction (an edge pair square to each
    // other crosses along a face normal) when they tie to within the f64 rounding of the times
    let tie = 64.0 * f64::EPSILON * pair.scale() / motion.length().max(f64::MIN_POSITIVE);
    let deciding = prefer_faces(&swept.enter, tie);
    let first = swept.enter[deciding];
    let last = swept.leave.iter().copied().fold(f64::INFINITY, f64::min);
    if !(first < last && first <= 1.0 && last > 0.0) {
        return None;
    }
    let fraction = first.max(0.0);
    let normal = swept.directions[deciding];
    let at_hit = BoxPair { offset: pair.offset + motion * fraction, ..pair };
    let points = touch_points(&at_hit, AxisFeature::of(deciding), normal);
    let fraction = fraction as f32;
    Some(ShapeCast {
        fraction,
        normal: to_world(&axes, normal),
        point: a.center + motion_a * fraction + to_world(&axes, points.on_a),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use glam::Quat;

    #[test]
    fn a_ball_rolling_down_meets_a_tilted_wall_square_on() {
        let turn = Quat::from_rotation_z(0.25 * std::f32::consts::PI);
        let wall = Obb::new(Vec3::ZERO, Vec3::new(0.1, 2.0, 2.0), turn);
        let out = turn * Vec3::X;
        let ball = Sphere::new(out * 3.0, 0.5);
        let hit = cast_sphere_obb(&ball, -out * 4.0, &wall, Vec3::ZERO).unwrap();
        assert!((hit.fraction - (3.0 - 0.6) / 4.0).abs() < 1e-6, "{hit:?}");
        assert!((hit.normal + out).length() < 1e-6);
        assert!((hit.point - out * 0.1).length() < 1e-5);
        let flipped = cast_obb_sphere(&wall, Vec3::ZERO, &ball, -out * 4.0).unwrap();
        assert!((flipped.normal - out).length() < 1e-6);
    }

    #[test]
    fn a_turned_box_falls_onto_a_floor_corner_first() {
        let floor = Obb::new(Vec3::ZERO, Vec3::new(5.0, 0.5, 5.0), Quat::IDENTITY);
        let diamond =
            Obb::new(Vec3::new(0.0, 3.0, 0.0), Vec3::splat(0.5), Quat::from_rotation_z(0.25 * std::f32::consts::PI));
        let drop = Vec3::new(0.0, -4.0, 0.0);
        let hit = cast_obb_obb(&floor, Vec3::ZERO, &diamond, drop).unwrap();
        let gap = 3.0 - 0.5 - 0.5 * 2f32.sqrt();
        assert!((hit.fraction - gap / 4.0).abs() < 1e-6, "{hit:?}");
        assert!((hit.normal - Vec3::Y).length() < 1e-6);
        assert!((hit.point - Vec3::new(0.0, 0.5, 0.0)).length() < 1e-5, "{hit:?}");
        assert!(cast_obb_obb(&floor, Vec3::ZERO, &diamond, Vec3::new(0.0, -gap + 0.01, 0.0)).is_none());
        // falling past the floor's edge: no hit
        let beside = Obb { center: Vec3::new(6.5, 3.0, 0.0), ..diamond };
        assert!(cast_obb_obb(&floor, Vec3::ZERO, &beside, drop).is_none());
    }
}
