//! The continuous stage's queue of predicted hits, earliest first.

use std::cmp::Ordering;
use std::collections::BinaryHeap;

use crate::bevy_prelude::*;

/// A predicted continuous hit.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Hit {
    /// When, as a fraction of the step.
    pub fraction: f32,
    /// The contact normal, from A to B.
    pub normal: Vec3,
    /// Where the bodies meet.
    pub point: Vec3,
}

/// A pair's prediction waiting in the queue: popped earliest `fraction` first; hits at the same time (a
/// row of touching balls struck) in the order of `tie`, a key of the pair's bodies, so that the order does
/// not hang on how the broadphase happened to list the pairs; `version` tells a current prediction from one
/// made stale since.
struct Earliest {
    fraction: f32,
    tie: u128,
    pair: usize,
    version: u32,
}

impl Ord for Earliest {
    fn cmp(&self, other: &Self) -> Ordering {
        // reversed: `BinaryHeap` pops the greatest
        let order = other.fraction.total_cmp(&self.fraction).then_with(|| other.tie.cmp(&self.tie));
        order.then_with(|| other.pair.cmp(&self.pair))
    }
}

impl PartialOrd for Earliest {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl PartialEq for Earliest {
    fn eq(&self, other: &Self) -> bool {
        self.cmp(other) == Ordering::Equal
    }
}

impl Eq for Earliest {}

/// Every swept pair's predicted hit, popped earliest first.
pub struct HitQueue {
    hits: Vec<Option<Hit>>,
    versions: Vec<u32>,
    heap: BinaryHeap<Earliest>,
}

impl HitQueue {
    pub fn new(pairs: usize) -> Self {
        HitQueue { hits: vec![None; pairs], versions: vec![0; pairs], heap: BinaryHeap::new() }
    }

    /// Makes room for one more pair (the next index), with no prediction yet.
    pub fn add_pair(&mut self) {
        self.hits.push(None);
        self.versions.push(0);
    }

    /// Replaces the prediction of `pair`, whose bodies give it the key `tie` ([`Earliest`]).
    pub fn set(&mut self, pair: usize, hit: Option<Hit>, tie: u128) {
        self.versions[pair] += 1;
        self.hits[pair] = hit;
        if let Some(hit) = hit {
            self.heap.push(Earliest { fraction: hit.fraction, tie, pair, version: self.versions[pair] });
        }
    }

    /// The earliest current prediction, taken out of the queue.
    pub fn pop(&mut self) -> Option<(usize, Hit)> {
        while let Some(Earliest { pair, version, .. }) = self.heap.pop() {
            if version == self.versions[pair]
                && let Some(hit) = self.hits[pair].take()
            {
                return Some((pair, hit));
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hit(fraction: f32) -> Option<Hit> {
        Some(Hit { fraction, normal: Vec3::X, point: Vec3::ZERO })
    }

    #[test]
    fn pops_the_earliest_current_prediction_and_skips_replaced_ones() {
        let mut queue = HitQueue::new(4);
        queue.set(0, hit(0.5), 0);
        // at the same time, the lower key first, whichever pair was listed first
        queue.set(1, hit(0.2), 7);
        queue.set(2, hit(0.2), 5);
        queue.set(3, hit(0.1), 0);
        // pair 3 predicted again: later, then not at all
        queue.set(3, hit(0.9), 0);
        queue.set(3, None, 0);
        // pair 0 predicted again, earlier
        queue.set(0, hit(0.3), 0);
        let order: Vec<(usize, f32)> = std::iter::from_fn(|| queue.pop()).map(|(p, h)| (p, h.fraction)).collect();
        assert_eq!(order, vec![(2, 0.2), (1, 0.2), (0, 0.3)]);
    }
}
