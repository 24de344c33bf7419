//! Impacts in time order (event-driven collisions, PHYSICS.md §11): within one step, each impact of bodies
//! closing faster than the restitution threshold is found at its own time, the two bodies are moved to it
//! along their straight paths, and that pair alone is resolved with the exact two-body impulse; then the next
//! impact, until the step ends or its budget of impacts is spent. Where bodies meet many times in one step
//! (Galperin's blocks, Newton's cradle, a gas) each meeting counts, and energy is kept to rounding.
//!
//! Plain functions on plain data: the continuous stage gives them the bodies and pairs it found.

use std::collections::BinaryHeap;

use glam::{DVec3, Vec3};

use crate::geometry::cast_shapes;
use crate::geometry::shape::Shape;
use crate::physics::hit_queue::Earliest;

/// A body as the pass sees it: where it is at its own `time` (s into the step), how it moves, its shape.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ImpactBody {
    /// Its centre at `time`.
    pub position: Vec3,
    /// Kept in double precision: thousands of impacts in a step each change it a little.
    pub velocity: DVec3,
    /// 0 for a fixed body.
    pub inverse_mass: f64,
    /// Its collision shape (boxes stay axis-aligned).
    pub shape: Shape,
    /// Seconds into the step at which it is at `position`.
    pub time: f64,
}

impl ImpactBody {
    /// A body at the start of the step.
    pub fn new(position: Vec3, velocity: Vec3, inverse_mass: f32, shape: Shape) -> Self {
        ImpactBody { position, velocity: velocity.as_dvec3(), inverse_mass: f64::from(inverse_mass), shape, time: 0.0 }
    }

    /// Where it is at `time`.
    pub fn at(&self, time: f64) -> Vec3 {
        self.position + (self.velocity * (time - self.time)).as_vec3()
    }

    /// Moves it along its path to `time`.
    fn advance(&mut self, time: f64) {
        self.position = self.at(time);
        self.time = time;
    }
}

/// A pair that may meet: the bodies' indices and their combined restitution and friction.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ImpactPair {
    /// The first body's index.
    pub a: usize,
    /// The second body's index.
    pub b: usize,
    /// Combined restitution e.
    pub restitution: f32,
    /// Combined friction coefficient μ.
    pub friction: f32,
}

/// One impact: the pair, its time in the step (s), the normal from A to B and the impulse along it (N·s).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Impact {
    /// The pair's index.
    pub pair: usize,
    /// Seconds into the step.
    pub time: f64,
    /// The unit normal, from A towards B.
    pub normal: Vec3,
    /// The impulse along the normal (N·s).
    pub impulse: f64,
}

/// What a pass did: every impact in time order, and whether the budget cut it short.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ImpactLog {
    /// Every impact resolved, earliest first.
    pub impacts: Vec<Impact>,
    /// Whether the budget ran out before the step's last impact.
    pub cut_short: bool,
}

/// A pair's next impact: the normal the sweep met it with, A to B (two boxes touching face to face have no
/// other), and both bodies' versions when it was predicted (stale once either moved on).
type Queued = Earliest<(Vec3, (u32, u32))>;

/// Resolves the impacts of `pairs` in time order over a step of `dt` seconds, at most `budget` of them, and
/// leaves every body at the end of the step. Pairs closing slower than `threshold` (m/s) are left alone: at
/// rest against each other they are the solver's.
pub fn resolve_impacts(
    bodies: &mut [ImpactBody],
    pairs: &[ImpactPair],
    (dt, threshold): (f64, f64),
    budget: usize,
) -> ImpactLog {
    let mut pairs_of: Vec<Vec<usize>> = vec![Vec::new(); bodies.len()];
    for (index, pair) in pairs.iter().enumerate() {
        pairs_of[pair.a].push(index);
        pairs_of[pair.b].push(index);
    }
    let mut versions = vec![0u32; bodies.len()];
    let mut queue = BinaryHeap::new();
    for index in 0..pairs.len() {
        queue.extend(next_impact(bodies, pairs, index, (0.0, dt, threshold), &versions));
    }
    let mut log = ImpactLog::default();
    while let Some(queued) = queue.pop() {
        let pair = pairs[queued.pair];
        let (normal, predicted) = queued.stamp;
        if predicted != (versions[pair.a], versions[pair.b]) {
            continue;
        }
        if log.impacts.len() == budget {
            log.cut_short = true;
            break;
        }
        let impact = resolve_pair(bodies, &pair, queued.pair, (queued.time, normal));
        log.impacts.push(impact);
        versions[pair.a] += 1;
        versions[pair.b] += 1;
        for &other in pairs_of[pair.a].iter().chain(&pairs_of[pair.b]) {
            queue.extend(next_impact(bodies, pairs, other, (queued.time, dt, threshold), &versions));
        }
    }
    for body in bodies.iter_mut() {
        body.advance(dt);
    }
    log
}

/// The next impact of pair `index` after `now` and before `end`, if its bodies close faster than `threshold`.
fn next_impact(
    bodies: &[ImpactBody],
    pairs: &[ImpactPair],
    index: usize,
    (now, end, threshold): (f64, f64, f64),
    versions: &[u32],
) -> Option<Queued> {
    let ImpactPair { a, b, .. } = pairs[index];
    let (body_a, body_b) = (&bodies[a], &bodies[b]);
    let left = end - now;
    let motion = |body: &ImpactBody| (body.velocity * left).as_vec3();
    let cast =
        cast_shapes(&body_a.shape, body_a.at(now), motion(body_a), &body_b.shape, body_b.at(now), motion(body_b))?;
    let closing = (body_a.velocity - body_b.velocity).dot(cast.normal.as_dvec3());
    (closing > threshold).then(|| Queued {
        time: now + f64::from(cast.fraction) * left,
        pair: index,
        stamp: (cast.normal, (versions[a], versions[b])),
    })
}

/// Moves the pair's bodies to `time` and gives them the two-body impulse along `normal` (A to B): restitution
/// along it, Coulomb friction across it.
fn resolve_pair(bodies: &mut [ImpactBody], pair: &ImpactPair, index: usize, (time, normal): (f64, Vec3)) -> Impact {
    bodies[pair.a].advance(time);
    bodies[pair.b].advance(time);
    let (a, b) = (bodies[pair.a], bodies[pair.b]);
    let n = normal.as_dvec3();
    let relative = b.velocity - a.velocity;
    let masses = a.inverse_mass + b.inverse_mass;
    let along = relative.dot(n);
    let impulse = -(1.0 + f64::from(pair.restitution)) * along / masses;
    let across = relative - n * along;
    let slide = across.length();
    let friction = if slide > 0.0 { (slide / masses).min(f64::from(pair.friction) * impulse) } else { 0.0 };
    let push = n * impulse - across / slide.max(f64::MIN_POSITIVE) * friction;
    bodies[pair.a].velocity -= push * a.inverse_mass;
    bodies[pair.b].velocity += push * b.inverse_mass;
    Impact { pair: index, time, normal, impulse }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Galperin's blocks: a wall, a 1 kg block at rest and a block of `ratio` kg sliding at it at 1 m/s,
    /// elastic and frictionless, stepped at 60 Hz for `seconds`: the impacts counted, and the energy.
    fn galperin(ratio: f64, seconds: f64) -> (usize, f64) {
        let cube = |half: f32| Shape::Cuboid { half_extents: Vec3::splat(half) };
        let mut bodies = [
            ImpactBody::new(Vec3::new(-0.25, 0.0, 0.0), Vec3::ZERO, 0.0, cube(0.25)),
            ImpactBody::new(Vec3::new(2.0, 0.0, 0.0), Vec3::ZERO, 1.0, cube(0.25)),
            ImpactBody::new(Vec3::new(4.5, 0.0, 0.0), Vec3::NEG_X, (1.0 / ratio) as f32, cube(0.5)),
        ];
        bodies[2].inverse_mass = 1.0 / ratio;
        let pair = |a, b| ImpactPair { a, b, restitution: 1.0, friction: 0.0 };
        let pairs = [pair(0, 1), pair(1, 2), pair(0, 2)];
        let mut count = 0;
        for _ in 0..(seconds * 60.0) as usize {
            let log = resolve_impacts(&mut bodies, &pairs, (1.0 / 60.0, 1e-9), 100_000);
            assert!(!log.cut_short);
            count += log.impacts.len();
            for body in bodies.iter_mut() {
                body.time = 0.0;
            }
        }
        let energy = bodies[1..].iter().map(|b| 0.5 * b.velocity.length_squared() / b.inverse_mass).sum();
        (count, energy)
    }

    #[test]
    fn galperins_blocks_count_the_digits_of_pi_at_sixty_hertz() {
        for (ratio, digits, seconds) in [(1.0, 3, 10.0), (100.0, 31, 15.0), (1e4, 314, 30.0), (1e6, 3141, 60.0)] {
            let (count, energy) = galperin(ratio, seconds);
            assert_eq!(count, digits, "mass ratio {ratio}");
            let start = 0.5 * ratio;
            assert!((energy - start).abs() <= 1e-6 * start, "ratio {ratio}: energy {energy} of {start}");
        }
    }

    #[test]
    fn a_cradle_sends_off_as_many_balls_as_strike_it_through_touching_and_gapped_rows() {
        let ball = Shape::Sphere { radius: 0.5 };
        for (gap, strikers) in [(0.0f32, 1), (0.001, 1), (0.0, 2), (0.001, 2)] {
            // five balls in a row, the first `strikers` of them moving in at 2 m/s from 0.5 m away
            let mut bodies: Vec<ImpactBody> = (0..5)
                .map(|i| {
                    let striking = i < strikers;
                    let x = i as f32 * (1.0 + gap) - if striking { 0.5 } else { 0.0 };
                    let velocity = if striking { Vec3::X * 2.0 } else { Vec3::ZERO };
                    ImpactBody::new(Vec3::new(x, 0.0, 0.0), velocity, 1.0, ball)
                })
                .collect();
            let pairs: Vec<ImpactPair> =
                (0..4).map(|i| ImpactPair { a: i, b: i + 1, restitution: 1.0, friction: 0.0 }).collect();
            resolve_impacts(&mut bodies, &pairs, (0.5, 1e-6), 1000);
            for (i, body) in bodies.iter().enumerate() {
                let expected = if i >= 5 - strikers { 2.0 } else { 0.0 };
                let off = (body.velocity - DVec3::X * expected).length();
                assert!(off < 1e-4, "gap {gap}, {strikers} striking: ball {i} at {:?}", body.velocity);
            }
        }
    }
}
