//! The collider shapes the sandbox knows, independent of where they are, and the compound: a body of several.

use std::sync::Arc;

use glam::{Quat, Vec3};

use crate::geometry::aabb::Aabb;
use crate::geometry::capsule::Capsule;
use crate::geometry::convex::Convex;
use crate::geometry::hull::ConvexHull;
use crate::geometry::mass_properties::{MassProperties, PlacedPart, PrincipalAxes};
use crate::geometry::sphere::Sphere;

/// A collider shape in its own frame, whose origin is its centre of mass. Shapes along an axis lie along y.
#[derive(Clone, Debug, PartialEq)]
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
    /// A solid cylinder along y.
    Cylinder {
        /// Radius (m).
        radius: f32,
        /// How far its caps lie either side of its centre (m).
        half_height: f32,
    },
    /// A segment along y rounded by a radius: a pill.
    Capsule {
        /// Radius (m).
        radius: f32,
        /// How far the segment runs either side of its centre (m).
        half_length: f32,
    },
    /// A solid cone along y, its apex up. Its centre of mass, the origin, lies a quarter of its height above its
    /// base: the base `half_height / 2` below it and the apex `3 half_height / 2` above.
    Cone {
        /// The base's radius (m).
        radius: f32,
        /// Half its height (m).
        half_height: f32,
    },
    /// The convex hull of points (a wedge, a die), about its centre of mass; shared, so cheap to clone.
    Hull(Arc<ConvexHull>),
    /// Several shapes placed in one body's frame, about its centre of mass; shared, so cheap to clone.
    Compound(Arc<Compound>),
}

impl Shape {
    /// The shape's bounds when centred at `center`, not turned.
    pub fn aabb(&self, center: Vec3) -> Aabb {
        let (low, high) = self.reach_down_up();
        Aabb::from_min_max(center - low, center + high)
    }

    /// How far the shape reaches below and above its centre along each of its own axes, not turned.
    pub fn reach_down_up(&self) -> (Vec3, Vec3) {
        let across = |radius: f32, down: f32, up: f32| (Vec3::new(radius, down, radius), Vec3::new(radius, up, radius));
        match *self {
            Shape::Sphere { radius } => (Vec3::splat(radius), Vec3::splat(radius)),
            Shape::Cuboid { half_extents } => (half_extents, half_extents),
            Shape::Cylinder { radius, half_height } => across(radius, half_height, half_height),
            Shape::Capsule { radius, half_length } => across(radius, half_length + radius, half_length + radius),
            Shape::Cone { radius, half_height } => across(radius, 0.5 * half_height, 1.5 * half_height),
            Shape::Hull(ref hull) => hull.reach_down_up(),
            Shape::Compound(ref compound) => compound.reach_down_up(),
        }
    }

    /// The bounds of everything the shape covers moving (not turning) in a straight line from `start` to `end`:
    /// a sphere sweeps a capsule, the others their bounds stretched along the motion.
    pub fn swept_aabb(&self, start: Vec3, end: Vec3) -> Aabb {
        match *self {
            Shape::Sphere { radius } => Capsule::swept(radius, start, end).aabb(),
            _ => self.aabb(start).union(&self.aabb(end)),
        }
    }

    /// The radius of the smallest sphere around the shape centred on its centre of mass.
    pub fn bounding_radius(&self) -> f32 {
        match *self {
            Shape::Sphere { radius } => radius,
            Shape::Cuboid { half_extents } => half_extents.length(),
            Shape::Cylinder { radius, half_height } => radius.hypot(half_height),
            Shape::Capsule { radius, half_length } => radius + half_length,
            Shape::Cone { radius, half_height } => (1.5 * half_height).max(radius.hypot(0.5 * half_height)),
            Shape::Hull(ref hull) => hull.bounding_radius(),
            Shape::Compound(ref compound) => compound.bounding_radius(),
        }
    }

    /// The sphere around the shape centred at `center`.
    pub fn bounding_sphere(&self, center: Vec3) -> Sphere {
        Sphere::new(center, self.bounding_radius())
    }

    /// The thickness of the shape's thinnest part, the radius of the largest ball inside it: the most it can
    /// move in a step before it may tunnel.
    pub fn min_extent(&self) -> f32 {
        match *self {
            Shape::Sphere { radius } | Shape::Capsule { radius, .. } => radius,
            Shape::Cuboid { half_extents } => half_extents.min_element(),
            Shape::Cylinder { radius, half_height } => radius.min(half_height),
            Shape::Cone { radius, half_height } => {
                let height = 2.0 * half_height;
                radius * height / (radius + radius.hypot(height))
            }
            Shape::Hull(ref hull) => hull.inner_radius(),
            Shape::Compound(ref compound) => compound.min_extent(),
        }
    }

    /// The volume (m³), for mass from density.
    pub fn volume(&self) -> f32 {
        self.mass_properties().volume
    }

    /// Its volume, centre of mass (the origin) and inertia at unit density.
    pub fn mass_properties(&self) -> MassProperties {
        let properties = match *self {
            Shape::Sphere { radius } => MassProperties::sphere(radius),
            Shape::Cuboid { half_extents } => MassProperties::cuboid(half_extents),
            Shape::Cylinder { radius, half_height } => MassProperties::cylinder(radius, half_height),
            Shape::Capsule { radius, half_length } => MassProperties::capsule(radius, half_length),
            Shape::Cone { radius, half_height } => MassProperties::cone(radius, half_height),
            Shape::Hull(ref hull) => hull.mass_properties(),
            Shape::Compound(ref compound) => compound.mass_properties(),
        };
        MassProperties { center: Vec3::ZERO, ..properties }
    }

    /// The turn from its principal axes of inertia to its own axes: none but for a hull or a compound, whose own
    /// axes are those their points or parts were given in.
    pub fn principal_turn(&self) -> Quat {
        match self {
            Shape::Hull(hull) => hull.principal_axes().rotation,
            Shape::Compound(compound) => compound.principal_axes().rotation,
            _ => Quat::IDENTITY,
        }
    }

    /// Its moments of inertia about its principal axes ([`Shape::principal_turn`]) for a body of `mass` (kg).
    pub fn principal_moments(&self, mass: f32) -> Vec3 {
        let properties = self.mass_properties();
        let moments = match self {
            Shape::Hull(hull) => hull.principal_axes().moments,
            Shape::Compound(compound) => compound.principal_axes().moments,
            _ => properties.inertia.diagonal(),
        };
        moments * if properties.volume > 0.0 { mass / properties.volume } else { 0.0 }
    }

    /// The shape as a convex solid, and where that solid's origin lies in the shape's frame (a cone's solid is
    /// centred on the middle of its height, half a half height above its centre of mass); none for a compound.
    pub fn convex(&self) -> Option<(Convex<'_>, Vec3)> {
        Some(match *self {
            Shape::Sphere { radius } => (Convex::Sphere { radius }, Vec3::ZERO),
            Shape::Cuboid { half_extents } => (Convex::Cuboid { half_extents }, Vec3::ZERO),
            Shape::Cylinder { radius, half_height } => (Convex::Cylinder { radius, half_height }, Vec3::ZERO),
            Shape::Capsule { radius, half_length } => (Convex::Capsule { radius, half_length }, Vec3::ZERO),
            Shape::Cone { radius, half_height } => {
                (Convex::Cone { radius, half_height }, Vec3::Y * (0.5 * half_height))
            }
            Shape::Hull(ref hull) => (Convex::Hull(hull), Vec3::ZERO),
            Shape::Compound(_) => return None,
        })
    }

    /// The radius of a cylinder, capsule or cone and its length from end to end along its axis.
    pub fn axial_sizes(&self) -> Option<(f32, f32)> {
        match *self {
            Shape::Cylinder { radius, half_height } | Shape::Cone { radius, half_height } => {
                Some((radius, 2.0 * half_height))
            }
            Shape::Capsule { radius, half_length } => Some((radius, 2.0 * (half_length + radius))),
            Shape::Sphere { .. } | Shape::Cuboid { .. } | Shape::Hull(_) | Shape::Compound(_) => None,
        }
    }

    /// A short name for tables and reports.
    pub fn kind(&self) -> &'static str {
        match self {
            Shape::Sphere { .. } => "sphere",
            Shape::Cuboid { .. } => "box",
            Shape::Cylinder { .. } => "cylinder",
            Shape::Capsule { .. } => "capsule",
            Shape::Cone { .. } => "cone",
            Shape::Hull(_) => "hull",
            Shape::Compound(_) => "compound",
        }
    }
}

/// One shape of a compound, where its centre lies and how it is turned in the body's frame.
#[derive(Clone, Debug, PartialEq)]
pub struct CompoundPart {
    /// The part's shape (not itself a compound).
    pub shape: Shape,
    /// Where its centre (of mass) lies in the body's frame.
    pub position: Vec3,
    /// How it is turned in the body's frame.
    pub rotation: Quat,
}

/// Why parts make no compound.
#[derive(Clone, Debug, PartialEq)]
pub enum CompoundError {
    /// No parts.
    Empty,
    /// A part that is itself a compound.
    Nested {
        /// Its index among the parts.
        index: usize,
    },
}

impl std::fmt::Display for CompoundError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CompoundError::Empty => write!(f, "a compound needs at least one part"),
            CompoundError::Nested { index } => write!(f, "part {} is a compound itself", index + 1),
        }
    }
}

/// A body's parts, about its centre of mass.
#[derive(Clone, Debug)]
pub struct Compound {
    given: Vec<CompoundPart>,
    parts: Vec<CompoundPart>,
    center: Vec3,
    properties: MassProperties,
    principal: PrincipalAxes,
}

impl PartialEq for Compound {
    fn eq(&self, other: &Self) -> bool {
        self.given == other.given
    }
}

impl Compound {
    /// The body of `parts` (placed about any origin; the body's position is their centre of mass, all of one
    /// density).
    pub fn new(parts: Vec<CompoundPart>) -> Result<Compound, CompoundError> {
        if parts.is_empty() {
            return Err(CompoundError::Empty);
        }
        if let Some(index) = parts.iter().position(|part| matches!(part.shape, Shape::Compound(_))) {
            return Err(CompoundError::Nested { index });
        }
        let placed: Vec<PlacedPart> = parts
            .iter()
            .map(|part| PlacedPart {
                properties: part.shape.mass_properties(),
                offset: part.position,
                rotation: part.rotation,
            })
            .collect();
        let properties = MassProperties::compound(&placed);
        let center = properties.center;
        let about_center = parts.iter().map(|part| CompoundPart { position: part.position - center, ..part.clone() });
        let properties = MassProperties { center: Vec3::ZERO, ..properties };
        let principal = properties.principal_axes();
        Ok(Compound { parts: about_center.collect(), given: parts, center, properties, principal })
    }

    /// The parts as given.
    pub fn given_parts(&self) -> &[CompoundPart] {
        &self.given
    }

    /// The parts about the centre of mass.
    pub fn parts(&self) -> &[CompoundPart] {
        &self.parts
    }

    /// Its centre of mass in the frame its parts were given in.
    pub fn center(&self) -> Vec3 {
        self.center
    }

    /// Its volume, centre of mass (the origin) and inertia at unit density.
    pub fn mass_properties(&self) -> MassProperties {
        self.properties
    }

    /// Its principal moments at unit density and the turn from its principal axes to its own.
    pub fn principal_axes(&self) -> PrincipalAxes {
        self.principal
    }

    /// How far it reaches below and above its centre of mass along each of its own axes: the corners of each
    /// part's own bounds, turned and placed as the part is.
    pub fn reach_down_up(&self) -> (Vec3, Vec3) {
        let (mut low, mut high) = (Vec3::ZERO, Vec3::ZERO);
        for part in &self.parts {
            let (down, up) = part.shape.reach_down_up();
            for k in 0..8 {
                let corner = Vec3::select(glam::BVec3::new(k & 1 != 0, k & 2 != 0, k & 4 != 0), up, -down);
                let placed = part.position + part.rotation * corner;
                (low, high) = (low.min(placed), high.max(placed));
            }
        }
        (-low, high)
    }

    /// The distance from its centre of mass to the farthest point of any part.
    pub fn bounding_radius(&self) -> f32 {
        self.parts.iter().map(|part| part.position.length() + part.shape.bounding_radius()).fold(0.0, f32::max)
    }

    /// Its thinnest part's thickness.
    pub fn min_extent(&self) -> f32 {
        self.parts.iter().map(|part| part.shape.min_extent()).fold(f32::INFINITY, f32::min)
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
