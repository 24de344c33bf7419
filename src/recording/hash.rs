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

    /// The same as `word(bits as u64)` for a float's bits, whose four high bytes are zero, in five
    /// multiplications instead of eight (a recording hashes nine floats of every body every step).
    fn float_bits(&mut self, bits: u32) {
        self.bytes(bits.to_le_bytes());
        self.0 = self.0.wrapping_mul(PRIME_4);
    }

    fn vector(&mut self, v: Vec3) {
        v.to_array().into_iter().for_each(|x| self.float_bits(x.to_bits()));
    }
}

/// The bodies' part of the state hash: a sum of each body's own hash, so that the order the ECS keeps bodies
/// in (which the app's meshes change) does not matter, their states do. Added up body by body, so a
/// recording can take it while it copies the bodies (one pass over 10,000 bodies instead of three), and
/// four bodies at a time: a body's hash is a chain of 45 multiplications each waiting for the last, and four
/// independent chains side by side keep the multiplier busy.
#[derive(Clone, Copy, Debug, Default)]
pub struct BodiesHash {
    sum: u64,
    /// The words of up to three bodies not hashed yet.
    waiting: [[u32; 9]; 4],
    count: usize,
}

impl BodiesHash {
    pub fn add(&mut self, body: &BodySnapshot) {
        let words = &mut self.waiting[self.count];
        for (three, v) in words.chunks_exact_mut(3).zip([body.position, body.previous, body.velocity]) {
            three.copy_from_slice(&v.to_array().map(f32::to_bits));
        }
        self.count += 1;
        if self.count == 4 {
            self.sum = self.sum.wrapping_add(sum_side_by_side(&self.waiting));
            self.count = 0;
        }
    }

    /// The sum over every body added.
    fn total(&self) -> u64 {
        self.sum.wrapping_add(sum_side_by_side(&self.waiting[..self.count]))
    }
}

/// The sum of the hashes of up to four bodies, given as their nine words, taken side by side.
fn sum_side_by_side(bodies: &[[u32; 9]]) -> u64 {
    let mut lanes = [Fnv::new(); 4];
    for word in 0..9 {
        for (lane, body) in lanes.iter_mut().zip(bodies) {
            lane.float_bits(body[word]);
        }
    }
    lanes[..bodies.len()].iter().fold(0, |sum, lane| sum.wrapping_add(lane.0))
}

/// The hash of what decides the next steps: every body's position, start of step and velocity, the
/// warm-start impulses, and how many pairs touch with how much grace. Entities are
/// left out, so a world whose entities are numbered otherwise (the app's, with its camera and lights)
/// hashes the same physics the same.
pub fn state_hash(step: u64, bodies: BodiesHash, warm_start: &WarmStart, touching: &TouchingPairs) -> u64 {
    let mut hash = Fnv::new();
    hash.word(step);
    hash.word(bodies.total());
    for (_, (normal, tangent)) in warm_start.iter() {
        hash.float_bits(normal.to_bits());
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
            as_float.float_bits(x.to_bits());
            as_word.word(x.to_bits() as u64);
            assert_eq!(as_float.0, as_word.0, "{x}");
        }
    }

    #[test]
    fn bodies_hashed_four_at_a_time_sum_to_their_hashes_taken_one_by_one() {
        let body = |i: usize| BodySnapshot {
            entity: Entity::PLACEHOLDER,
            name: None,
            kind: crate::physics::RigidBody::Dynamic,
            position: Vec3::new(i as f32, -0.5, 1e-3 * i as f32),
            previous: Vec3::new(0.25, i as f32 * 7.0, -3.0),
            velocity: Vec3::new(-(i as f32), 2.5, 1e6),
            previous_velocity: Vec3::ZERO,
            mass: 1.0,
            shape: crate::geometry::Shape::Sphere { radius: 0.5 },
            material: crate::physics::PhysicsMaterial::default(),
            sensor: false,
            ccd_disabled: false,
            filter: None,
        };
        for count in 0..=9 {
            let bodies: Vec<BodySnapshot> = (0..count).map(body).collect();
            let one_by_one = bodies.iter().fold(0u64, |sum, body| {
                let mut one = Fnv::new();
                [body.position, body.previous, body.velocity].into_iter().for_each(|v| one.vector(v));
                sum.wrapping_add(one.0)
            });
            let mut hash = BodiesHash::default();
            bodies.iter().for_each(|body| hash.add(body));
            assert_eq!(hash.total(), one_by_one, "{count} bodies");
        }
    }
}
