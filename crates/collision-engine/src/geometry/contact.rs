//! The contact data every narrowphase test returns.

use glam::Vec3;

/// How two overlapping shapes touch.
///
/// `normal` is a unit vector from A towards B; moving B by `normal * penetration` separates them.
/// `local_a` and `local_b` are the deepest points of each body's surface, relative to that body's centre.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Contact {
    /// Unit normal from A towards B: the way to move B to separate them.
    pub normal: Vec3,
    /// How deep they overlap along the normal (m); negative for a gap.
    pub penetration: f32,
    /// The contact point on A, relative to its centre.
    pub local_a: Vec3,
    /// The contact point on B, relative to its centre.
    pub local_b: Vec3,
}

impl Contact {
    /// The same contact seen with A and B swapped.
    pub fn flipped(self) -> Contact {
        Contact { normal: -self.normal, penetration: self.penetration, local_a: self.local_b, local_b: self.local_a }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flipping_swaps_points_and_reverses_the_normal() {
        let c = Contact { normal: Vec3::X, penetration: 0.25, local_a: Vec3::X, local_b: -Vec3::X * 2.0 };
        let f = c.flipped();
        assert_eq!(f.normal, -Vec3::X);
        assert_eq!(f.penetration, 0.25);
        assert_eq!((f.local_a, f.local_b), (-Vec3::X * 2.0, Vec3::X));
        assert_eq!(f.flipped(), c);
    }
}
