//! A sphere in world space, and the bounding-sphere overlap test used as a cheap early-out.

use glam::Vec3;

/// A sphere given by its centre and radius.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sphere {
    /// Centre (m).
    pub center: Vec3,
    /// Radius (m).
    pub radius: f32,
}

impl Sphere {
    /// A sphere of `radius` at `center`.
    pub fn new(center: Vec3, radius: f32) -> Self {
        Self { center, radius }
    }

    /// Whether two spheres overlap, compared on squared distances so no square root is taken.
    pub fn overlaps(&self, other: &Sphere) -> bool {
        let reach = self.radius + other.radius;
        self.center.distance_squared(other.center) < reach * reach
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn overlap_is_strict_at_touching_distance() {
        let a = Sphere::new(Vec3::ZERO, 1.0);
        assert!(a.overlaps(&Sphere::new(Vec3::new(1.99, 0.0, 0.0), 1.0)));
        assert!(!a.overlaps(&Sphere::new(Vec3::new(2.0, 0.0, 0.0), 1.0)));
        assert!(!a.overlaps(&Sphere::new(Vec3::new(0.0, 3.0, 0.0), 1.0)));
    }
}
