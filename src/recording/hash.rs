//! A fingerprint of the state a step ends in, so two runs can be compared step by step.

use bevy::prelude::*;

use super::BodySnapshot;
use crate::physics::{ManifoldWarmStart, TouchingPairs, WarmStart};

/// FNV-1a's prime for 64 bits.
const PRIME: u64 = 0x0000_0100_0000_01b3;
/// The prime to the fourth power: four zero bytes hashed at once (their xor changes nothing).
const PRIME_4: u64 = PRIME.wrapping_mul(PRIME).wrapping_mul(PRIME).wrapping_mul(PRIME);

/// The FNV-1a hash of `bytes`: a fingerprint of a text (a set-up as a link carries it) that stays the same on
/// every machine.
pub fn bytes_hash(bytes: &[u8]) -> u64 {
    let mut hash = Fnv::new();
    hash.bytes(bytes.iter().copied());
    hash.0
}

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
    /// multiplications instead of eight (a recording hashes nine floats of every body every step, sixteen of a turning one).
    fn float_bits(&mut self, bits: u32) {
        self.bytes(bits.to_le_bytes());
        self.0 = self.0.wrapping_mul(PRIME_4);
    }

    fn vector(&mut self, v: Vec3) {
        v.to_array().into_iter().for_each(|x| self.float_bits(x.to_bits()));
    }
}

/// The bodies' part of the state hash: a sum of each body's own hash, so that the order the ECS keeps bodies
/// in (which the app's meshes change) does not matter, their states do. Each body's hash is kept beside the
/// words it was taken from, so a step hashes again only the bodies whose state changed (a pile at rest:
/// none), four at a time: a body's hash is a
/// chain of 45 multiplications (80 for a turning body) each waiting for the last, and four independent chains side by side keep the
/// multiplier busy.
#[derive(Clone, Debug, Default)]
pub struct BodiesHash {
    /// Per body (in the order of the bodies last given), the words hashed and their hash; `None` until hashed.
    each: Vec<Option<(Words, u64)>>,
    sum: u64,
    /// Bodies of this pass whose words changed, with their words, waiting to be hashed four at a time.
    waiting: [(usize, Words); 4],
    count: usize,
}

/// The words of a body's state that the hash covers: its position, start of step and velocity (9 words), then
/// its orientation and angular velocity (7 words), which count only for a body turned or turning, so that a
/// body that never turns hashes as it did before bodies could turn.
type Words = [u32; 16];

/// The last 7 words of a body that is not turned and does not turn.
const UNTURNED: [u32; 7] = [0, 0, 0, 0x3f80_0000, 0, 0, 0];

/// The words of a body's state that the hash covers.
fn words_of(body: &BodySnapshot) -> Words {
    let mut words = [0; 16];
    for (three, v) in words[..9].chunks_exact_mut(3).zip([body.position, body.previous, body.velocity]) {
        three.copy_from_slice(&v.to_array().map(f32::to_bits));
    }
    words[9..13].copy_from_slice(&body.rotation.to_array().map(f32::to_bits));
    words[13..].copy_from_slice(&body.angular_velocity.to_array().map(f32::to_bits));
    words
}

/// Whether a body's words say it is turned or turning.
fn turns(words: &Words) -> bool {
    words[9..] != UNTURNED
}

impl BodiesHash {
    /// Starts a pass over `len` bodies, each then given to [`BodiesHash::add`] in order (a recording adds
    /// each while it copies it, in one pass over 10,000 bodies instead of two). When their number changed,
    /// every body is hashed anew.
    pub fn begin(&mut self, len: usize) {
        if self.each.len() != len {
            self.each.clear();
            self.each.resize(len, None);
            self.sum = 0;
        }
        self.count = 0;
    }

    /// Body `index` of the pass as it is now: hashed again unless its words are those of the body at that
    /// place last time.
    pub fn add(&mut self, index: usize, body: &BodySnapshot) {
        let words = words_of(body);
        if self.each[index].is_none_or(|(hashed, _)| hashed != words) {
            self.waiting[self.count] = (index, words);
            self.count += 1;
            if self.count == 4 {
                self.hash_waiting();
            }
        }
    }

    /// The hash of the pass's bodies.
    pub fn finish(&mut self) -> u64 {
        self.hash_waiting();
        self.sum
    }

    /// Puts the hashes of the waiting bodies in the sum instead of those they had.
    fn hash_waiting(&mut self) {
        let waiting = &self.waiting[..self.count];
        let hashes = hashes_side_by_side(waiting.iter().map(|(_, words)| words));
        for (&(index, words), hash) in waiting.iter().zip(hashes) {
            let entry = &mut self.each[index];
            let old = entry.map_or(0, |(_, old)| old);
            self.sum = self.sum.wrapping_sub(old).wrapping_add(hash);
            *entry = Some((words, hash));
        }
        self.count = 0;
    }
}

/// The hashes of up to four bodies, given as their words, taken side by side.
fn hashes_side_by_side<'a>(bodies: impl Iterator<Item = &'a Words> + Clone) -> [u64; 4] {
    let mut lanes = [Fnv::new(); 4];
    for word in 0..9 {
        for (lane, body) in lanes.iter_mut().zip(bodies.clone()) {
            lane.float_bits(body[word]);
        }
    }
    for (lane, body) in lanes.iter_mut().zip(bodies).filter(|(_, body)| turns(body)) {
        body[9..].iter().for_each(|&word| lane.float_bits(word));
    }
    lanes.map(|lane| lane.0)
}

/// The hash of what decides the next steps: every body's position, start of step and velocity, the
/// warm-start impulses (of contacts and of manifolds' points), and how many pairs touch with how much grace.
/// Entities are left out, so a world whose entities are numbered otherwise (the app's, with its camera and
/// lights) hashes the same physics the same.
pub fn state_hash(
    step: u64,
    bodies: u64,
    (warm_start, manifolds): (&WarmStart, &ManifoldWarmStart),
    touching: &TouchingPairs,
) -> u64 {
    let mut hash = Fnv::new();
    hash.word(step);
    hash.word(bodies);
    // a world with no box that tumbles hashes as before boxes could tumble
    for (_, kept) in manifolds.iter() {
        hash.vector(kept.tangent);
        hash.float_bits(kept.twist.to_bits());
        hash.vector(kept.rolling);
        for point in &kept.points[..kept.len] {
            hash.vector(point.anchors.0);
            hash.vector(point.anchors.1);
            hash.float_bits(point.normal.to_bits());
        }
        if let Some(stick) = kept.stick {
            hash.vector(stick.on_a);
            hash.vector(stick.on_b);
        }
    }
    for (_, impulses) in warm_start.iter() {
        hash.float_bits(impulses.normal.to_bits());
        hash.vector(impulses.tangent);
        // a pair whose bodies do not turn hashes as before bodies could turn
        if impulses.rolling != Vec3::ZERO || impulses.spinning != 0.0 {
            hash.vector(impulses.rolling);
            hash.float_bits(impulses.spinning.to_bits());
        }
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

    /// The `i`th of a made-up world's bodies: some turned, some turning.
    fn body(i: usize) -> BodySnapshot {
        BodySnapshot {
            entity: Entity::PLACEHOLDER,
            name: None,
            kind: crate::physics::RigidBody::Dynamic,
            position: Vec3::new(i as f32, -0.5, 1e-3 * i as f32),
            rotation: if i % 4 == 2 { Quat::from_rotation_y(i as f32) } else { Quat::IDENTITY },
            previous: Vec3::new(0.25, i as f32 * 7.0, -3.0),
            velocity: Vec3::new(-(i as f32), 2.5, 1e6),
            angular_velocity: if i % 4 == 3 { Vec3::X * i as f32 } else { Vec3::ZERO },
            previous_velocity: Vec3::ZERO,
            mass: 1.0,
            distribution: crate::physics::MassDistribution::Solid,
            shape: crate::geometry::Shape::Sphere { radius: 0.5 },
            material: crate::physics::PhysicsMaterial::default(),
            rolling_resistance: 0.0,
            spinning_friction: 0.0,
            sensor: false,
            ccd_disabled: false,
            filter: None,
        }
    }

    #[test]
    fn bodies_hashed_four_at_a_time_and_again_when_changed_sum_to_their_hashes_taken_one_by_one() {
        let one_by_one = |bodies: &[BodySnapshot]| {
            bodies.iter().fold(0u64, |sum, body| {
                let mut one = Fnv::new();
                [body.position, body.previous, body.velocity].into_iter().for_each(|v| one.vector(v));
                // a turned or turning body adds its orientation and angular velocity
                if body.rotation != Quat::IDENTITY || body.angular_velocity != Vec3::ZERO {
                    body.rotation.to_array().into_iter().for_each(|x| one.float_bits(x.to_bits()));
                    one.vector(body.angular_velocity);
                }
                sum.wrapping_add(one.0)
            })
        };
        let update = |hash: &mut BodiesHash, bodies: &[BodySnapshot]| {
            hash.begin(bodies.len());
            bodies.iter().enumerate().for_each(|(index, body)| hash.add(index, body));
            hash.finish()
        };
        for count in 0..=9 {
            let mut bodies: Vec<BodySnapshot> = (0..count).map(body).collect();
            let mut hash = BodiesHash::default();
            assert_eq!(update(&mut hash, &bodies), one_by_one(&bodies), "{count} bodies");
            // some bodies move (one only along x, by a bit), the rest stay: the same sum as hashing all anew
            for (i, moved) in bodies.iter_mut().enumerate().filter(|(i, _)| i % 3 == 1) {
                moved.position.x = f32::from_bits(moved.position.x.to_bits() ^ 1);
                moved.velocity.y += i as f32;
            }
            assert_eq!(update(&mut hash, &bodies), one_by_one(&bodies), "{count} bodies, some moved");
            // and nothing changed: the same again
            assert_eq!(update(&mut hash, &bodies), one_by_one(&bodies), "{count} bodies, none moved");
            // a body fewer: every body hashed anew
            bodies.pop();
            assert_eq!(update(&mut hash, &bodies), one_by_one(&bodies), "{count} bodies, one gone");
            // a pass left part way after their number changed (a copy that found the world's bodies changed),
            // then a whole pass, with a body at rest at the origin (all its words zero): the same sum
            let mut at_origin = body(0);
            (at_origin.position, at_origin.previous, at_origin.velocity) = (Vec3::ZERO, Vec3::ZERO, Vec3::ZERO);
            bodies.push(at_origin);
            hash.begin(bodies.len());
            hash.add(0, &bodies[0]);
            assert_eq!(update(&mut hash, &bodies), one_by_one(&bodies), "{count} bodies, after a pass left");
        }
    }
}
