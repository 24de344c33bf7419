//! The handles on the selected body with the set-up tool: a sphere's radius at its edge, a box's half widths at
//! the middles of three of its faces, a cylinder's, capsule's or cone's radius at its side and length at its top,
//! and the turn of any but a sphere at a knob beside it; plain functions on glam types.

use bevy::math::{Quat, Vec3};

use crate::app::state::controls::limits;
use crate::geometry::Shape;

/// What a handle on a body changes.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum ShapeHandle {
    /// A sphere's radius, or the radius across a cylinder's, capsule's or cone's axis.
    Radius,
    /// How far a cylinder, capsule or cone reaches along its axis.
    Length,
    /// A box's half width along its own axis (0, 1, 2).
    HalfWidth(usize),
    /// A body's turn about the view's axis.
    Turn,
}

/// The smallest and largest size a handle gives (m).
pub const SIZES: std::ops::RangeInclusive<f32> = 0.05..=10.0;
/// The snap's step for sizes (m) and turns (degrees).
const SIZE_STEP: f32 = 0.05;
const TURN_STEP: f32 = 5.0;

/// Where each handle of `shape` at `centre`, turned by `rotation`, is: a sphere's on its edge towards the view's
/// `right`; a box's at the middles of the faces along its own +x, +y and +z; a cylinder's, capsule's or cone's
/// radius on its side along its own x and its length at its top; and the knob beyond the top.
pub fn shape_handles(shape: &Shape, (centre, rotation): (Vec3, Quat), right: Vec3) -> Vec<(ShapeHandle, Vec3)> {
    let top = shape.reach_down_up().1.y;
    let knob = (ShapeHandle::Turn, centre + rotation * (Vec3::Y * (top + 0.4)));
    match *shape {
        Shape::Sphere { radius } => vec![(ShapeHandle::Radius, centre + right * radius)],
        Shape::Cuboid { half_extents } => {
            let faces = (0..3).map(|axis| {
                let along = rotation * (Vec3::AXES[axis] * half_extents[axis]);
                (ShapeHandle::HalfWidth(axis), centre + along)
            });
            faces.chain([knob]).collect()
        }
        Shape::Cylinder { radius, .. } | Shape::Capsule { radius, .. } | Shape::Cone { radius, .. } => vec![
            (ShapeHandle::Radius, centre + rotation * (Vec3::X * radius)),
            (ShapeHandle::Length, centre + rotation * (Vec3::Y * top)),
            knob,
        ],
        Shape::Hull(_) | Shape::Compound(_) => vec![knob],
    }
}

/// `shape` with the size `handle` changes set from `point` (where the pointer is, on a plane through the
/// centre facing the view): a sphere's radius is the point's distance from the centre, a half width its distance
/// along the face's axis, a radius across an axis its distance from the axis, and a length its distance along
/// the axis to the top; within [`SIZES`], to 5 cm steps if `snap`.
pub fn resized(shape: &Shape, handle: ShapeHandle, (centre, rotation): (Vec3, Quat), point: Vec3, snap: bool) -> Shape {
    let size = |length: f32| {
        let length = if snap { (length / SIZE_STEP).round() / SIZE_STEP.recip() } else { length };
        length.clamp(*SIZES.start(), *SIZES.end())
    };
    match (shape.clone(), handle) {
        (Shape::Sphere { .. }, ShapeHandle::Radius) => Shape::Sphere { radius: size(point.distance(centre)) },
        (axial, ShapeHandle::Radius | ShapeHandle::Length) => {
            let (axis, arm) = (rotation * Vec3::Y, point - centre);
            let across = size((arm - axis * arm.dot(axis)).length());
            let along = arm.dot(axis).abs();
            match (axial, handle) {
                (Shape::Cylinder { half_height, .. }, ShapeHandle::Radius) => {
                    Shape::Cylinder { radius: across, half_height }
                }
                (Shape::Cylinder { radius, .. }, _) => Shape::Cylinder { radius, half_height: size(along) },
                (Shape::Capsule { half_length, .. }, ShapeHandle::Radius) => {
                    Shape::Capsule { radius: across, half_length }
                }
                (Shape::Capsule { radius, .. }, _) => Shape::Capsule { radius, half_length: size(along - radius) },
                (Shape::Cone { half_height, .. }, ShapeHandle::Radius) => Shape::Cone { radius: across, half_height },
                (Shape::Cone { radius, .. }, _) => Shape::Cone { radius, half_height: size(along / 1.5) },
                (other, _) => other,
            }
        }
        (Shape::Cuboid { mut half_extents }, ShapeHandle::HalfWidth(axis)) => {
            let along = rotation * Vec3::AXES[axis];
            half_extents[axis] = size((point - centre).dot(along).abs());
            Shape::Cuboid { half_extents }
        }
        (other, _) => other,
    }
}

/// The mass of a body of `mass` resized from `before` to `after`: of the same density (within `limits::MASS`)
/// when `same_density`, the same mass otherwise.
pub fn mass_after_resize(mass: f32, (before, after): (&Shape, &Shape), same_density: bool) -> f32 {
    if !same_density || before == after {
        return mass;
    }
    (mass * after.volume() / before.volume()).clamp(*limits::MASS.start(), *limits::MASS.end())
}

/// The turn a knob dragged from `from` to `to` about the centre gives a body turned by `start`: about the
/// view's axis `facing` (towards the camera), by the angle between the two seen along it; to 5° steps if `snap`.
pub fn turned_by_knob(start: Quat, (centre, facing): (Vec3, Vec3), (from, to): (Vec3, Vec3), snap: bool) -> Quat {
    let flat = |point: Vec3| {
        let arm = point - centre;
        arm - facing * arm.dot(facing)
    };
    let (a, b) = (flat(from), flat(to));
    if a.length_squared() < 1e-8 || b.length_squared() < 1e-8 {
        return start;
    }
    let mut angle = a.cross(b).dot(facing).atan2(a.dot(b));
    if snap {
        angle = (angle.to_degrees() / TURN_STEP).round().to_radians() * TURN_STEP;
    }
    (Quat::from_axis_angle(facing, angle) * start).normalize()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sphere_is_sized_by_its_edge_and_a_box_by_its_faces() {
        let ball = Shape::Sphere { radius: 0.5 };
        let handles = shape_handles(&ball, (Vec3::ONE, Quat::IDENTITY), Vec3::X);
        assert_eq!(handles, vec![(ShapeHandle::Radius, Vec3::new(1.5, 1.0, 1.0))]);
        let bigger = resized(&ball, ShapeHandle::Radius, (Vec3::ONE, Quat::IDENTITY), Vec3::new(1.0, 1.83, 1.0), true);
        assert_eq!(bigger, Shape::Sphere { radius: 0.85 });
        // a box turned 90° about y: its own x runs along world −z
        let turn = Quat::from_rotation_y(std::f32::consts::FRAC_PI_2);
        let block = Shape::Cuboid { half_extents: Vec3::new(1.0, 0.5, 0.25) };
        let handles = shape_handles(&block, (Vec3::ZERO, turn), Vec3::X);
        assert!((handles[0].1 - Vec3::new(0.0, 0.0, -1.0)).length() < 1e-6, "{handles:?}");
        assert_eq!(handles.len(), 4);
        let longer = resized(&block, ShapeHandle::HalfWidth(0), (Vec3::ZERO, turn), Vec3::new(0.3, 0.2, -1.62), false);
        let Shape::Cuboid { half_extents } = longer else { panic!() };
        assert!((half_extents - Vec3::new(1.62, 0.5, 0.25)).length() < 1e-5, "{half_extents}");
        // never below 5 cm
        let tiny = resized(&ball, ShapeHandle::Radius, (Vec3::ZERO, Quat::IDENTITY), Vec3::ZERO, true);
        assert_eq!(tiny, Shape::Sphere { radius: 0.05 });
    }

    #[test]
    fn a_lying_cylinder_is_sized_across_and_along_its_axis() {
        // lying along world x: its own y turned onto x
        let turn = Quat::from_rotation_z(-std::f32::consts::FRAC_PI_2);
        let can = Shape::Cylinder { radius: 0.3, half_height: 0.5 };
        let handles = shape_handles(&can, (Vec3::ZERO, turn), Vec3::X);
        assert_eq!(
            handles.iter().map(|h| h.0).collect::<Vec<_>>(),
            [ShapeHandle::Radius, ShapeHandle::Length, ShapeHandle::Turn]
        );
        assert!((handles[1].1 - Vec3::new(0.5, 0.0, 0.0)).length() < 1e-6, "{handles:?}");
        let wider = resized(&can, ShapeHandle::Radius, (Vec3::ZERO, turn), Vec3::new(0.7, 0.42, 0.0), true);
        assert_eq!(wider, Shape::Cylinder { radius: 0.4, half_height: 0.5 });
        let longer = resized(&can, ShapeHandle::Length, (Vec3::ZERO, turn), Vec3::new(-1.2, 0.1, 0.0), true);
        assert_eq!(longer, Shape::Cylinder { radius: 0.3, half_height: 1.2 });
        // a capsule's length handle sits at its round end, a cone's at its apex
        let pill = Shape::Capsule { radius: 0.2, half_length: 0.5 };
        let top = shape_handles(&pill, (Vec3::ZERO, Quat::IDENTITY), Vec3::X)[1].1;
        assert!((top.y - 0.7).abs() < 1e-6);
        let cone = Shape::Cone { radius: 0.3, half_height: 0.4 };
        let apex = shape_handles(&cone, (Vec3::ZERO, Quat::IDENTITY), Vec3::X)[1].1;
        assert!((apex.y - 0.6).abs() < 1e-6);
        assert_eq!(
            resized(&cone, ShapeHandle::Length, (Vec3::ZERO, Quat::IDENTITY), apex * 2.0, false),
            Shape::Cone { radius: 0.3, half_height: 0.8 }
        );
    }

    #[test]
    fn a_ball_twice_as_wide_is_eight_times_as_heavy_unless_it_keeps_its_mass() {
        let (small, big) = (Shape::Sphere { radius: 0.25 }, Shape::Sphere { radius: 0.5 });
        assert!((mass_after_resize(1.5, (&small, &big), true) - 12.0).abs() < 1e-5);
        assert_eq!(mass_after_resize(1.5, (&small, &big), false), 1.5);
        // a box made three times as long, and a tiny ball never lighter than the lightest mass
        let (block, long) = (
            Shape::Cuboid { half_extents: Vec3::splat(0.5) },
            Shape::Cuboid { half_extents: Vec3::new(1.5, 0.5, 0.5) },
        );
        assert!((mass_after_resize(2.0, (&block, &long), true) - 6.0).abs() < 1e-5);
        let speck = Shape::Sphere { radius: 0.05 };
        assert_eq!(mass_after_resize(0.02, (&big, &speck), true), 0.01);
    }

    #[test]
    fn the_knob_turns_the_box_about_the_view_by_the_angle_dragged() {
        // seen from +z: the knob from straight up to up-left is +45° about z
        let turn = turned_by_knob(Quat::IDENTITY, (Vec3::ZERO, Vec3::Z), (Vec3::Y, Vec3::new(-0.9, 1.0, 0.3)), false);
        let (axis, angle) = turn.to_axis_angle();
        assert!((axis - Vec3::Z).length() < 1e-5 && (angle.to_degrees() - 41.99).abs() < 0.01, "{axis} {angle}");
        let snapped = turned_by_knob(Quat::IDENTITY, (Vec3::ZERO, Vec3::Z), (Vec3::Y, Vec3::new(-0.9, 1.0, 0.3)), true);
        assert!((snapped.to_axis_angle().1.to_degrees() - 40.0).abs() < 1e-3);
    }
}
