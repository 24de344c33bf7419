//! A body's shape and its swept volume drawn as gizmo outlines, for the overlays, the inspector, the timeline's
//! ghosts and the twin world.

use bevy::prelude::*;

use crate::geometry::{Aabb, Placed, Shape};

pub(crate) const SWEEP_COLOR: Color = Color::srgb(0.85, 0.4, 1.0);

pub(crate) fn draw_aabb(gizmos: &mut Gizmos, aabb: &Aabb, color: Color) {
    gizmos.cube(Transform::from_translation(aabb.center).with_scale(aabb.half_extents * 2.0), color);
}

/// A shape where it is, turned as it is.
pub(crate) fn draw_shape(gizmos: &mut Gizmos, placed: &Placed, color: Color) {
    match placed.shape {
        Shape::Sphere { radius } => {
            gizmos.sphere(Isometry3d::from_translation(placed.center), radius, color);
        }
        _ => draw_turned(gizmos, placed, 1.0, color),
    }
}

/// A shape other than a ball where it is and turned as it is, its size times `growth` (an outline a little
/// larger than the body); a ball as a sphere of lines.
pub(crate) fn draw_turned(gizmos: &mut Gizmos, placed: &Placed, growth: f32, color: Color) {
    let middle = placed.shape.convex().map_or(Vec3::ZERO, |(_, middle)| middle);
    let at = Isometry3d::new(placed.center + placed.rotation * middle, placed.rotation);
    match placed.shape {
        Shape::Sphere { radius } => {
            gizmos.sphere(at, radius * growth, color);
        }
        Shape::Cuboid { half_extents } => {
            let turned = Transform::from_translation(placed.center).with_rotation(placed.rotation);
            gizmos.cube(turned.with_scale(half_extents * 2.0 * growth), color);
        }
        Shape::Cylinder { radius, half_height } => {
            gizmos.primitive_3d(&Cylinder { radius: radius * growth, half_height: half_height * growth }, at, color);
        }
        Shape::Capsule { radius, half_length } => {
            gizmos.primitive_3d(&Capsule3d { radius: radius * growth, half_length: half_length * growth }, at, color);
        }
        Shape::Cone { radius, half_height } => {
            gizmos.primitive_3d(&Cone { radius: radius * growth, height: 2.0 * half_height * growth }, at, color);
        }
        Shape::Compound(ref compound) => {
            for part in compound.parts() {
                let center = placed.center + placed.rotation * (part.position * growth);
                let part_placed = Placed::new(part.shape.clone(), center, placed.rotation * part.rotation);
                draw_turned(gizmos, &part_placed, growth, color);
            }
        }
        Shape::Hull(ref hull) => {
            let corner = |k: usize| placed.center + placed.rotation * (hull.vertices()[k] * growth);
            for face in hull.faces() {
                let n = face.corners.len();
                for k in 0..n {
                    gizmos.line(corner(face.corners[k]), corner(face.corners[(k + 1) % n]), color);
                }
            }
        }
    }
}

/// A sphere's sweep is a capsule: both end spheres and the lines joining their rims; any other shape's is its
/// stretched bounds.
pub(crate) fn draw_sweep(gizmos: &mut Gizmos, placed: &Placed, end: Vec3) {
    let (shape, start) = (&placed.shape, placed.center);
    match *shape {
        Shape::Sphere { radius } => {
            gizmos.sphere(Isometry3d::from_translation(start), radius, SWEEP_COLOR);
            gizmos.sphere(Isometry3d::from_translation(end), radius, SWEEP_COLOR);
            let along = (end - start).normalize_or_zero();
            let side = along.any_orthonormal_vector();
            let up = along.cross(side);
            for offset in [side, -side, up, -up] {
                gizmos.line(start + offset * radius, end + offset * radius, SWEEP_COLOR);
            }
        }
        _ => draw_aabb(gizmos, &placed.swept_aabb(end), SWEEP_COLOR),
    }
}
