//! An axis-aligned box stored as centre and half extents, the form the narrowphase works in.

use glam::Vec3;

use crate::geometry::sphere::Sphere;

/// An axis-aligned bounding box: `center ± half_extents` on each axis.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Aabb {
    /// Centre (m).
    pub center: Vec3,
    /// Half the size along each axis (m), all ≥ 0.
    pub half_extents: Vec3,
}

impl Aabb {
    /// A box `center ± half_extents`.
    pub fn new(center: Vec3, half_extents: Vec3) -> Self {
        Self { center, half_extents }
    }

    /// The box spanning two corners, in either order.
    pub fn from_min_max(min: Vec3, max: Vec3) -> Self {
        Self::new((min + max) * 0.5, (max - min).abs() * 0.5)
    }

    /// The lowest corner.
    pub fn min(&self) -> Vec3 {
        self.center - self.half_extents
    }

    /// The highest corner.
    pub fn max(&self) -> Vec3 {
        self.center + self.half_extents
    }

    /// Strict overlap on all three axes: boxes that only share a face do not overlap.
    pub fn overlaps(&self, other: &Aabb) -> bool {
        let gap = (other.center - self.center).abs() - (self.half_extents + other.half_extents);
        gap.max_element() < 0.0
    }

    /// Whether `other` lies wholly inside (faces may touch).
    pub fn contains(&self, other: &Aabb) -> bool {
        self.min().cmple(other.min()).all() && self.max().cmpge(other.max()).all()
    }

    /// The smallest box holding both.
    pub fn union(&self, other: &Aabb) -> Aabb {
        Aabb::from_min_max(self.min().min(other.min()), self.max().max(other.max()))
    }

    /// The smallest sphere around the box, for the cheap early-out before exact tests.
    pub fn bounding_sphere(&self) -> Sphere {
        Sphere::new(self.center, self.half_extents.length())
    }

    /// The point of the box nearest to `point` (the point itself when inside).
    pub fn closest_point(&self, point: Vec3) -> Vec3 {
        point.clamp(self.min(), self.max())
    }
}

/// The shallowest of the six ways out of an overlap along the axes: `positive[i]` is the depth to remove
/// by moving along +axis i, `negative[i]` along −axis i. Returns that depth and the unit direction; ties go
/// to the first axis, +x before −x.
pub(super) fn shallowest_exit(positive: Vec3, negative: Vec3) -> (f32, Vec3) {
    let mut best = (f32::INFINITY, Vec3::ZERO);
    for axis in 0..3 {
        let unit = Vec3::AXES[axis];
        for (depth, direction) in [(positive[axis], unit), (negative[axis], -unit)] {
            if depth < best.0 {
                best = (depth, direction);
            }
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn contains_whole_boxes_only() {
        let a = Aabb::new(Vec3::ZERO, Vec3::ONE);
        assert!(a.contains(&Aabb::new(Vec3::new(0.5, 0.0, 0.0), Vec3::splat(0.5))), "touching faces inside");
        assert!(!a.contains(&Aabb::new(Vec3::new(0.6, 0.0, 0.0), Vec3::splat(0.5))));
        assert!(!Aabb::new(Vec3::ZERO, Vec3::splat(0.5)).contains(&a));
    }

    #[test]
    fn overlap_needs_all_three_axes() {
        let a = Aabb::new(Vec3::ZERO, Vec3::ONE);
        assert!(a.overlaps(&Aabb::new(Vec3::new(1.5, 1.5, 1.5), Vec3::ONE)));
        assert!(!a.overlaps(&Aabb::new(Vec3::new(1.5, 1.5, 2.5), Vec3::ONE)));
        assert!(!a.overlaps(&Aabb::new(Vec3::new(2.0, 0.0, 0.0), Vec3::ONE)), "sharing a face is not overlap");
    }

    #[test]
    fn union_and_bounding_sphere_hold_the_boxes() {
        let a = Aabb::new(Vec3::ZERO, Vec3::ONE);
        let b = Aabb::new(Vec3::new(4.0, 0.0, 0.0), Vec3::splat(0.5));
        let u = a.union(&b);
        assert_eq!(u.min(), Vec3::new(-1.0, -1.0, -1.0));
        assert_eq!(u.max(), Vec3::new(4.5, 1.0, 1.0));
        assert!((a.bounding_sphere().radius - 3f32.sqrt()).abs() < 1e-6);
    }
}
