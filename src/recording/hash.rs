//! A fingerprint of the state a step ends in, so two runs can be compared step by step.

use bevy::prelude::*;

use super::BodySnapshot;
use crate::physics::{TouchingPairs, WarmStart};

/// FNV-1a over 64 bits: simple, stable across Rust versions and machines (a recording on disk keeps it).
#[derive(Clone, Copy)]
struct Fnv(u64);

impl Fnv {
    fn new() -> Self {
        Fnv(0xcbf2_9ce4_8422_2325)
    }

    fn word(&mut self, word: u64) {
        for byte in word.to_le_bytes() {
            self.0 ^= byte as u64;
            self.0 = self.0.wrapping_mul(0x0000_0100_0000_01b3);
        }
    }

    fn vector(&mut self, v: Vec3) {
        v.to_array().into_iter().for_each(|x| self.word(x.to_bits() as u64));
    }
}

/// The hash of what decides the next steps: every body's position, start of step and velocity, the
/// warm-start impulses, and how many pairs touch with how much grace. Entities are
/// left out, so a world whose entities are numbered otherwise (the app's, with its camera and lights)
/// hashes the same physics the same.
pub fn state_hash(step: u64, bodies: &[BodySnapshot], warm_start: &WarmStart, touching: &TouchingPairs) -> u64 {
    let mut hash = Fnv::new();
    hash.word(step);
    // a sum of each body's own hash: the order the ECS keeps bodies in (which the app's meshes change)
    // does not matter, their states do
    let bodies = bodies.iter().fold(0u64, |sum, body| {
        let mut one = Fnv::new();
        one.vector(body.position);
        one.vector(body.previous);
        one.vector(body.velocity);
        sum.wrapping_add(one.0)
    });
    hash.word(bodies);
    for (_, (normal, tangent)) in warm_start.iter() {
        hash.word(normal.to_bits() as u64);
        hash.vector(tangent);
    }
    let grace: u64 = touching.iter().map(|(_, grace)| grace as u64).sum();
    hash.word(touching.len() as u64);
    hash.word(grace);
    hash.0
}
