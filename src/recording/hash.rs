//! A fingerprint of the state a step ends in, so two runs can be compared step by step.

use bevy::prelude::*;

use super::BodySnapshot;
use crate::physics::{TouchingPairs, WarmStart};

/// FNV-1a's prime for 64 bits.
const PRIME: u64 = 0x0000_0100_0000_01b3;
/// The prime to the fourth power: four zero bytes hashed at once (their xor changes nothing).
const PRIME_4: u64 = PRIME.wrapping_mul(PRIME).wrapping_mul(PRIME).wrapping_mul(PRIME);

/// FNV-1a over 64 bits: simple, stable across Rust versions and machines (a recording on disk keeps it).
#[derive(Clone, Copy)]
struct Fnv(u64);

impl Fnv {
    fn new() -> Self {
        Fnv(0xcbf2_9ce4_8422_2325)
    }

    fn bytes(&mut self, bytes: impl IntoIterator<Item = u8>) {
        for byte in bytes {
            self.0 ^= byte as u64;
            self.0 = self.0.wrapping_mul(PRIME);
        }
    }

    fn word(&mut self, word: u64) {
        self.bytes(word.to_le_bytes());
    }

    /// The same as `word(x.to_bits() as u64)`, whose four high bytes are zero, in five multiplications
    /// instead of eight (a recording hashes nine floats of every body every step).
    fn float(&mut self, x: f32) {
        self.bytes(x.to_bits().to_le_bytes());
        self.0 = self.0.wrapping_mul(PRIME_4);
    }

    fn vector(&mut self, v: Vec3) {
        v.to_array().into_iter().for_each(|x| self.float(x));
    }
}

/// The bodies' part of the state hash: a sum of each body's own hash, so that the order the ECS keeps bodies
/// in (which the app's meshes change) does not matter, their states do. Added up body by body, so a
/// recording can take it while it copies the bodies (one pass over 10,000 bodies instead of three).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct BodiesHash(u64);

impl BodiesHash {
    pub fn of(bodies: &[BodySnapshot]) -> Self {
        let mut hash = BodiesHash::default();
        bodies.iter().for_each(|body| hash.add(body));
        hash
    }

    pub fn add(&mut self, body: &BodySnapshot) {
        let mut one = Fnv::new();
        one.vector(body.position);
        one.vector(body.previous);
        one.vector(body.velocity);
        self.0 = self.0.wrapping_add(one.0);
    }
}

/// The hash of what decides the next steps: every body's position, start of step and velocity, the
/// warm-start impulses, and how many pairs touch with how much grace. Entities are
/// left out, so a world whose entities are numbered otherwise (the app's, with its camera and lights)
/// hashes the same physics the same.
pub fn state_hash(step: u64, bodies: BodiesHash, warm_start: &WarmStart, touching: &TouchingPairs) -> u64 {
    let mut hash = Fnv::new();
    hash.word(step);
    hash.word(bodies.0);
    for (_, (normal, tangent)) in warm_start.iter() {
        hash.word(normal.to_bits() as u64);
        hash.vector(tangent);
    }
    let grace: u64 = touching.iter().map(|(_, grace)| grace as u64).sum();
    hash.word(touching.len() as u64);
    hash.word(grace);
    hash.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_float_hashes_as_the_word_of_its_bits() {
        for x in [0.0, -0.0, 1.0, -3.25e-7, f32::MAX, f32::MIN_POSITIVE, 123_456.79] {
            let (mut as_float, mut as_word) = (Fnv::new(), Fnv::new());
            as_float.word(7);
            as_word.word(7);
            as_float.float(x);
            as_word.word(x.to_bits() as u64);
            assert_eq!(as_float.0, as_word.0, "{x}");
        }
    }
}
