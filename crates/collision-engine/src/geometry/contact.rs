//! The contact data every narrowphase test returns.

use glam::Vec3;

/// How two overlapping shapes touch.
///
/// `normal` is a unit vector from A towards B; moving B by `normal * penetration` separates them.
/// `local_a` and `local_b` are the deepest points of each body's surface, relative to that body's centre.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Contact {
    pub normal: Vec3,
    pub penetration: f32,
    pub local_a: Vec3,
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
