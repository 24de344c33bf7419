//! A small deterministic generator of the random cases the geometry tests draw: the same cases every run.

use glam::{Quat, Vec3};

/// A small deterministic generator (xorshift), so each run draws the same cases.
pub struct Draw(pub u64);

impl Draw {
    /// A number in [0, 1).
    pub fn unit(&mut self) -> f32 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 >> 40) as f32 / (1u64 << 24) as f32
    }
    /// A number in [low, high).
    pub fn between(&mut self, low: f32, high: f32) -> f32 {
        low + (high - low) * self.unit()
    }
    /// A vector in the cube of half size `reach`.
    pub fn vector(&mut self, reach: f32) -> Vec3 {
        Vec3::new(self.between(-reach, reach), self.between(-reach, reach), self.between(-reach, reach))
    }
    /// A turn, roughly uniform.
    pub fn turn(&mut self) -> Quat {
        Quat::from_xyzw(
            self.between(-1.0, 1.0),
            self.between(-1.0, 1.0),
            self.between(-1.0, 1.0),
            self.between(-1.0, 1.0),
        )
        .normalize()
    }
}
