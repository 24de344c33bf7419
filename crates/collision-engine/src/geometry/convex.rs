//! Convex solids by their support mappings: the point of each farthest along a direction, which is all the GJK
//! distance (gjk.rs) needs to know of a shape. Solids along an axis lie along their own y, centred on the middle
//! of that length.

use glam::{Quat, Vec3};

use crate::geometry::hull::ConvexHull;

/// A convex solid in its own frame.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Convex<'a> {
    /// A ball.
    Sphere {
        /// Its radius (m).
        radius: f32,
    },
    /// A box.
    Cuboid {
        /// Half its size along each of its axes (m).
        half_extents: Vec3,
    },
    /// A segment along y rounded by a radius.
    Capsule {
        /// The rounding (m).
        radius: f32,
        /// How far the segment runs either side of the origin (m).
        half_length: f32,
    },
    /// A solid cylinder along y.
    Cylinder {
        /// Its radius (m).
        radius: f32,
        /// How far its caps lie either side of the origin (m).
        half_height: f32,
    },
    /// A solid cone along y, its base below the origin and its apex as far above.
    Cone {
        /// Its base's radius (m).
        radius: f32,
        /// How far its base and its apex lie either side of the origin (m).
        half_height: f32,
    },
    /// The convex hull of a set of points, about its centre of mass.
    Hull(&'a ConvexHull),
}

/// A unit vector along `v` across y (its x and z), or none when `v` lies along y.
fn across_y(v: Vec3) -> Vec3 {
    let across = Vec3::new(v.x, 0.0, v.z);
    across.try_normalize().unwrap_or(Vec3::ZERO)
}

impl<'a> Convex<'a> {
    /// The solid's core and the radius that rounds it: a ball is a point and its radius, a capsule a segment and
    /// its radius; the others are their own core, rounded by nothing. GJK finds the distance of the cores, where
    /// it converges in a few steps, and takes the radii off.
    pub fn core(&self) -> (Convex<'a>, f32) {
        match *self {
            Convex::Sphere { radius } => (Convex::Sphere { radius: 0.0 }, radius),
            Convex::Capsule { radius, half_length } => (Convex::Capsule { radius: 0.0, half_length }, radius),
            other => (other, 0.0),
        }
    }

    /// The solid's point farthest along `direction` (any length but zero), in its own frame.
    pub fn support(&self, direction: Vec3) -> Vec3 {
        let unit = || direction.try_normalize().unwrap_or(Vec3::Y);
        let up = if direction.y >= 0.0 { 1.0 } else { -1.0 };
        match *self {
            Convex::Sphere { radius } => unit() * radius,
            Convex::Cuboid { half_extents } => half_extents * direction.signum(),
            Convex::Capsule { radius, half_length } => Vec3::Y * (up * half_length) + unit() * radius,
            Convex::Cylinder { radius, half_height } => Vec3::Y * (up * half_height) + across_y(direction) * radius,
            Convex::Cone { radius, half_height } => {
                let apex = Vec3::Y * half_height;
                let rim = across_y(direction) * radius - Vec3::Y * half_height;
                if apex.dot(direction) >= rim.dot(direction) { apex } else { rim }
            }
            Convex::Hull(hull) => hull.vertices()[hull.support_index(direction)],
        }
    }
}

/// A convex solid placed in the world: its centre and its turn.
#[derive(Clone, Copy, Debug)]
pub struct PlacedConvex<'a> {
    /// The solid in its own frame.
    pub shape: Convex<'a>,
    /// Where its origin is (world).
    pub position: Vec3,
    /// How it is turned (world).
    pub rotation: Quat,
}

impl PlacedConvex<'_> {
    /// The solid's point farthest along the world direction `direction`, in the world.
    pub fn support(&self, direction: Vec3) -> Vec3 {
        self.position + self.rotation * self.shape.support(self.rotation.inverse() * direction)
    }

    /// The solid's point farthest along the world direction `direction`, from the world point `about`: two solids
    /// far from the world's origin, taken about one of them, lose no digits to where they are.
    pub fn support_from(&self, direction: Vec3, about: Vec3) -> Vec3 {
        (self.position - about) + self.rotation * self.shape.support(self.rotation.inverse() * direction)
    }
}
