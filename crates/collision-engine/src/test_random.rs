//! A small seeded random generator for the tests (the unit tests, and the integration tests through their
//! common module): the same numbers on every machine, no dependency.

/// A linear congruential generator (Knuth's MMIX constants).
pub(crate) struct Lcg(pub(crate) u64);

impl Lcg {
    /// The next number in [0, 1).
    pub(crate) fn next(&mut self) -> f32 {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (self.0 >> 40) as f32 / (1u64 << 24) as f32
    }
}
