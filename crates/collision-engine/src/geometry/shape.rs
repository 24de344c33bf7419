//! The collider shapes the sandbox knows, independent of where they are.

use glam::Vec3;

use crate::geometry::aabb::Aabb;
use crate::geometry::capsule::Capsule;
use crate::geometry::sphere::Sphere;

/// A collider shape in its own frame; boxes stay axis-aligned (bodies do not rotate).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Shape {
    /// A ball.
    Sphere {
        /// Radius (m).
        radius: f32,
    },
    /// An axis-aligned box.
    Cuboid {
        /// Half its size along each axis (m).
        half_extents: Vec3,
    },
}

impl Shape {
    /// The shape's bounds when centred at `center`.
    pub fn aabb(&self, center: Vec3) -> Aabb {
        match *self {
            Shape::Sphere { radius } => Aabb::new(center, Vec3::splat(radius)),
            Shape::Cuboid { half_extents } => Aabb::new(center, half_extents),
        }
    }

    /// The bounds of everything the shape covers moving in a straight line from `start` to `end`: a sphere
    /// sweeps a capsule, a box a box stretched along the motion.
    pub fn swept_aabb(&self, start: Vec3, end: Vec3) -> Aabb {
        match *self {
            Shape::Sphere { radius } => Capsule::swept(radius, start, end).aabb(),
            Shape::Cuboid { half_extents } => Aabb::new((start + end) * 0.5, half_extents + (end - start).abs() * 0.5),
        }
    }

    /// The radius of the smallest sphere around the shape, centred on it.
    pub fn bounding_radius(&self) -> f32 {
        match *self {
            Shape::Sphere { radius } => radius,
            Shape::Cuboid { half_extents } => half_extents.length(),
        }
    }

    /// The sphere around the shape centred at `center`.
    pub fn bounding_sphere(&self, center: Vec3) -> Sphere {
        Sphere::new(center, self.bounding_radius())
    }

    /// The thickness of the shape's thinnest part: the most it can move in a step before it may tunnel.
    pub fn min_extent(&self) -> f32 {
        match *self {
            Shape::Sphere { radius } => radius,
            Shape::Cuboid { half_extents } => half_extents.min_element(),
        }
    }

    /// The volume (m³), for mass from density.
    pub fn volume(&self) -> f32 {
        match *self {
            Shape::Sphere { radius } => 4.0 / 3.0 * std::f32::consts::PI * radius.powi(3),
            Shape::Cuboid { half_extents } => 8.0 * half_extents.x * half_extents.y * half_extents.z,
        }
    }

    /// A short name for tables and reports.
    pub fn kind(&self) -> &'static str {
        match self {
            Shape::Sphere { .. } => "sphere",
            Shape::Cuboid { .. } => "box",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bounds_hold_the_shape() {
        let ball = Shape::Sphere { radius: 0.5 };
        assert_eq!(ball.aabb(Vec3::ONE).min(), Vec3::splat(0.5));
        let brick = Shape::Cuboid { half_extents: Vec3::new(2.0, 1.0, 0.5) };
        assert_eq!(brick.aabb(Vec3::ZERO).max(), Vec3::new(2.0, 1.0, 0.5));
        assert!((brick.bounding_radius() - 5.25f32.sqrt()).abs() < 1e-6);
        assert_eq!(brick.min_extent(), 0.5);
        assert!((brick.volume() - 8.0).abs() < 1e-6);
        let swept = ball.swept_aabb(Vec3::ZERO, Vec3::new(4.0, -1.0, 0.0));
        assert_eq!((swept.min(), swept.max()), (Vec3::new(-0.5, -1.5, -0.5), Vec3::new(4.5, 0.5, 0.5)));
        let swept = brick.swept_aabb(Vec3::ZERO, Vec3::new(0.0, 0.0, 3.0));
        assert_eq!((swept.min(), swept.max()), (Vec3::new(-2.0, -1.0, -0.5), Vec3::new(2.0, 1.0, 3.5)));
    }
}
