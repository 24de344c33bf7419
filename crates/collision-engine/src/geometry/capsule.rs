//! The capsule a sphere sweeps as it moves in a straight line: the bound continuous detection reasons with.

use glam::Vec3;

use crate::geometry::aabb::Aabb;

/// All points within `radius` of the segment from `start` to `end`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Capsule {
    /// One end of the segment.
    pub start: Vec3,
    /// The other end.
    pub end: Vec3,
    /// Distance from the segment to the surface (m).
    pub radius: f32,
}

impl Capsule {
    /// The volume a sphere of `radius` covers moving from `start` to `end`.
    pub fn swept(radius: f32, start: Vec3, end: Vec3) -> Capsule {
        Capsule { start, end, radius }
    }

    /// The box around the capsule.
    pub fn aabb(&self) -> Aabb {
        let reach = Vec3::splat(self.radius);
        Aabb::from_min_max(self.start.min(self.end) - reach, self.start.max(self.end) + reach)
    }

    /// Distance from `point` to the capsule's core segment.
    pub fn segment_distance(&self, point: Vec3) -> f32 {
        let axis = self.end - self.start;
        let length_squared = axis.length_squared();
        let t =
            if length_squared > 0.0 { ((point - self.start).dot(axis) / length_squared).clamp(0.0, 1.0) } else { 0.0 };
        point.distance(self.start + axis * t)
    }

    /// Whether `point` is inside or on the surface.
    pub fn contains(&self, point: Vec3) -> bool {
        self.segment_distance(point) <= self.radius
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn swept_capsule_holds_the_path_but_not_the_big_sphere_around_it() {
        let capsule = Capsule::swept(0.5, Vec3::ZERO, Vec3::new(10.0, 0.0, 0.0));
        assert!(capsule.contains(Vec3::new(5.0, 0.49, 0.0)));
        // a sphere around both ends would hold this point; the capsule does not
        assert!(!capsule.contains(Vec3::new(5.0, 3.0, 0.0)));
        assert!(!capsule.contains(Vec3::new(-0.6, 0.0, 0.0)));
        let bounds = capsule.aabb();
        assert_eq!(bounds.min(), Vec3::new(-0.5, -0.5, -0.5));
        assert_eq!(bounds.max(), Vec3::new(10.5, 0.5, 0.5));
    }
}
