//! The feature of a convex solid that faces a direction: a face (a box's side, a cylinder's cap as a polygon of
//! its rim), a line (a box's edge, a cylinder's or a cone's side, a capsule's side moved out by its radius) or one
//! point. Two
//! solids' features facing each other across a contact normal give the manifold's points by clipping.

use glam::{Quat, Vec3};

use crate::geometry::convex::{Convex, PlacedConvex};
use crate::geometry::hull::{ConvexHull, HullFace};

/// The most points a feature has: a cap's rim as a polygon of eight.
pub const FEATURE_POINTS: usize = 8;

/// How near (the cosine of the angle) a direction must lie to a cap's normal for the cap to face it.
const CAP_COSINE: f32 = 0.9;

/// How near (the sine of the angle) a direction must lie to square with a side line for the line to face it.
const SIDE_SINE: f32 = 0.1;

/// Likewise for a capsule, whose side line moved out along a direction leaning by the angle β lies r(1 − cos β)
/// inside it between its ends: a hundredth of its radius at most.
const CAPSULE_SIDE_SINE: f32 = 0.02;

/// How a solid's surface is round at a feature's points: not at all (flat or sharp), about a centre behind them
/// along the direction faced by a radius (a ball, a capsule, a cylinder's side), or about a centre at an offset
/// from them across it (a can's rim, whose centre is its cap's).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Round {
    /// Flat or sharp.
    Flat,
    /// Round about a centre this far behind the points along the direction faced.
    Behind(f32),
    /// Round about a centre this offset (the points from it) away, in the solid's frame or the world's.
    Rim(Vec3),
}

impl Round {
    /// Where the points lie from the centre they are round about, for the feature facing `facing` (a unit).
    pub fn offset(self, facing: Vec3) -> Vec3 {
        match self {
            Round::Flat => Vec3::ZERO,
            Round::Behind(radius) => facing * radius,
            Round::Rim(offset) => offset,
        }
    }
}

/// The points of a solid's feature, in order around it when they are a face.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Feature {
    /// The points, the used ones first.
    pub points: [Vec3; FEATURE_POINTS],
    /// How many are used: 1 a point, 2 a line, more a face.
    pub len: usize,
    /// How the surface is round at the points, where it is (a ball, a capsule, a cylinder's side, a can's rim).
    pub round: Round,
}

impl Feature {
    fn of(points: &[Vec3]) -> Feature {
        let mut feature = Feature { points: [Vec3::ZERO; FEATURE_POINTS], len: points.len(), round: Round::Flat };
        feature.points[..points.len()].copy_from_slice(points);
        feature
    }

    /// The points in use.
    pub fn used(&self) -> &[Vec3] {
        &self.points[..self.len]
    }
}

impl PlacedConvex<'_> {
    /// The feature facing the world direction `direction`, its points relative to `about` (world).
    pub fn feature(&self, direction: Vec3, about: Vec3) -> Feature {
        let local = self.shape.feature(self.rotation.inverse() * direction);
        let offset = self.position - about;
        let round = match local.round {
            Round::Rim(rim) => Round::Rim(self.rotation * rim),
            other => other,
        };
        Feature { points: local.points.map(|p| self.rotation * p + offset), round, ..local }
    }
}

impl Convex<'_> {
    /// The feature facing `direction` (any length but zero), in the solid's own frame. Every feature holds the
    /// solid's support point along `direction`, so the deepest point of a contact is always among its points.
    pub fn feature(&self, direction: Vec3) -> Feature {
        let unit = direction.try_normalize().unwrap_or(Vec3::Y);
        let feature = self.flat_feature(unit);
        let round = match *self {
            Convex::Sphere { radius } | Convex::Capsule { radius, .. } => Round::Behind(radius),
            Convex::Cylinder { radius, .. } if unit.y.abs() <= SIDE_SINE => Round::Behind(radius),
            // a can's or a cone's rim, met at one point: round about its cap's centre
            Convex::Cylinder { radius, .. } | Convex::Cone { radius, .. } if feature.len == 1 => {
                match Vec3::new(feature.points[0].x, 0.0, feature.points[0].z).try_normalize() {
                    Some(out) if feature.points[0].y < 0.0 || matches!(self, Convex::Cylinder { .. }) => {
                        Round::Rim(out * radius)
                    }
                    _ => Round::Flat,
                }
            }
            _ => Round::Flat,
        };
        Feature { round, ..feature }
    }

    /// The feature facing the unit `unit`, its roundness not yet set.
    fn flat_feature(&self, unit: Vec3) -> Feature {
        let across = Vec3::new(unit.x, 0.0, unit.z).try_normalize();
        match *self {
            Convex::Cuboid { half_extents } => box_feature(half_extents, unit),
            Convex::Cylinder { radius, half_height } if unit.y.abs() >= CAP_COSINE => {
                rim(radius, half_height * unit.y.signum(), across)
            }
            Convex::Cylinder { radius, half_height } if unit.y.abs() <= SIDE_SINE => {
                let side = across.unwrap_or(Vec3::X) * radius;
                Feature::of(&[side - Vec3::Y * half_height, side + Vec3::Y * half_height])
            }
            Convex::Capsule { radius, half_length } if unit.y.abs() <= CAPSULE_SIDE_SINE => {
                let side = unit * radius;
                Feature::of(&[side - Vec3::Y * half_length, side + Vec3::Y * half_length])
            }
            Convex::Hull(hull) => hull_feature(hull, unit),
            Convex::Cone { radius, half_height } if unit.y <= -CAP_COSINE => rim(radius, -half_height, across),
            Convex::Cone { radius, half_height } => match across {
                Some(out) if cone_side_faces(radius, half_height, out, unit) => {
                    Feature::of(&[Vec3::Y * half_height, out * radius - Vec3::Y * half_height])
                }
                _ => Feature::of(&[self.support(unit)]),
            },
            _ => Feature::of(&[self.support(unit)]),
        }
    }
}

impl<'a> Convex<'a> {
    /// The directions, in the solid's own frame, square to its flat faces (up to sign): a box's three axes, a
    /// cylinder's or a cone's axis, a hull's face normals. A contact across one of them is decided by its faces.
    pub fn face_axes(&self) -> &'a [Vec3] {
        match *self {
            Convex::Cuboid { .. } => &Vec3::AXES,
            Convex::Cylinder { .. } | Convex::Cone { .. } => &Vec3::AXES[1..2],
            Convex::Hull(hull) => hull.normals(),
            _ => &[],
        }
    }
}

/// Whether a cone's side line on the `out` side faces `unit`: the side's outward normal leans up from `out` by
/// the cone's half-angle.
fn cone_side_faces(radius: f32, half_height: f32, out: Vec3, unit: Vec3) -> bool {
    let normal = (out * (2.0 * half_height) + Vec3::Y * radius).normalize();
    normal.dot(unit) >= (1.0 - SIDE_SINE * SIDE_SINE).sqrt()
}

/// The feature of a box of `half_extents` facing `unit`: the face most square to it (within 25°, its corners in
/// order around it), else the edge most square to it (within 6°), else the corner.
fn box_feature(half_extents: Vec3, unit: Vec3) -> Feature {
    let axis = unit.abs().max_position();
    let corner = half_extents * unit.signum();
    if unit[axis].abs() >= CAP_COSINE {
        let (u, v) = ((axis + 1) % 3, (axis + 2) % 3);
        let at = |su: f32, sv: f32| {
            let mut p = corner;
            p[u] = half_extents[u] * su;
            p[v] = half_extents[v] * sv;
            p
        };
        return Feature::of(&[at(-1.0, -1.0), at(1.0, -1.0), at(1.0, 1.0), at(-1.0, 1.0)]);
    }
    let along = unit.abs().min_position();
    if unit[along].abs() <= SIDE_SINE {
        let mut other = corner;
        other[along] = -corner[along];
        return Feature::of(&[other, corner]);
    }
    Feature::of(&[corner])
}

/// The feature of a hull facing `unit`: of the faces at its support corner, the one most square to it (within
/// 25°; a face of more than [`FEATURE_POINTS`] corners by as many of them spread around it from that corner),
/// else the edge from that corner most square to it (within 6°), else the corner.
fn hull_feature(hull: &ConvexHull, unit: Vec3) -> Feature {
    let corner = hull.support_index(unit);
    let at = |k: usize| hull.vertices()[k];
    let facing = |face: &&HullFace| face.corners.contains(&corner);
    let face = hull.faces().iter().filter(facing).max_by(|p, q| p.normal.dot(unit).total_cmp(&q.normal.dot(unit)));
    if let Some(face) = face.filter(|face| face.normal.dot(unit) >= CAP_COSINE) {
        let n = face.corners.len();
        let first = face.corners.iter().position(|&k| k == corner).unwrap_or(0);
        let used = n.min(FEATURE_POINTS);
        let points: Vec<Vec3> = (0..used).map(|i| at(face.corners[(first + i * n / used) % n])).collect();
        return Feature::of(&points);
    }
    let slope = |k: usize| (at(k) - at(corner)).normalize_or_zero().dot(unit).abs();
    let edge = hull.neighbours(corner).iter().copied().min_by(|&p, &q| slope(p).total_cmp(&slope(q)));
    match edge {
        Some(other) if slope(other) <= SIDE_SINE => Feature::of(&[at(other), at(corner)]),
        _ => Feature::of(&[at(corner)]),
    }
}

/// A cap's rim of `radius` at height `y` as a polygon of [`FEATURE_POINTS`] corners, the first along `first`
/// (the support point's side), or along x when every rim point is as deep.
fn rim(radius: f32, y: f32, first: Option<Vec3>) -> Feature {
    let start = first.unwrap_or(Vec3::X) * radius;
    let step = std::f32::consts::TAU / FEATURE_POINTS as f32;
    let points: [Vec3; FEATURE_POINTS] =
        std::array::from_fn(|k| Quat::from_rotation_y(step * k as f32) * start + Vec3::Y * y);
    Feature::of(&points)
}
