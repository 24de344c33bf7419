//! Rays and ray hits, for picking with the mouse and hitscan checks.

use glam::Vec3;

/// A half-line from `origin` along the unit vector `direction`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Ray {
    /// Where the ray starts.
    pub origin: Vec3,
    /// Unit direction.
    pub direction: Vec3,
}

impl Ray {
    /// A ray along `direction`, which is normalised here; `None` for a zero or non-finite direction.
    pub fn new(origin: Vec3, direction: Vec3) -> Option<Ray> {
        let direction = direction.try_normalize()?;
        Some(Ray { origin, direction })
    }

    /// The point `distance` along the ray.
    pub fn at(&self, distance: f32) -> Vec3 {
        self.origin + self.direction * distance
    }
}

/// Where a ray first meets a surface: the distance along the ray and the outward surface normal there.
/// A ray that starts inside a shape hits it at distance 0 with the normal facing back along the ray.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RayHit {
    /// How far along the ray (m).
    pub distance: f32,
    /// The surface's outward unit normal there.
    pub normal: Vec3,
}
