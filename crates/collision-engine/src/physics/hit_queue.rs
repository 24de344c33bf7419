//! The continuous stage's queue of predicted hits, earliest first, and the queue entry it shares with the
//! impacts in time order.

use std::cmp::Ordering;
use std::collections::BinaryHeap;

use crate::bevy_prelude::*;

/// A predicted continuous hit: step fraction, normal A→B, contact point.
pub(super) type Hit = (f32, Vec3, Vec3);

/// A pair's prediction waiting in a queue of the step's impacts: popped earliest `time` first (ties: lowest
/// pair); `stamp` tells a current prediction from one made stale since (the queues' own versions).
pub(super) struct Earliest<T> {
    pub(super) time: f64,
    pub(super) pair: usize,
    pub(super) stamp: T,
}

impl<T> Ord for Earliest<T> {
    fn cmp(&self, other: &Self) -> Ordering {
        // reversed: `BinaryHeap` pops the greatest
        other.time.total_cmp(&self.time).then_with(|| other.pair.cmp(&self.pair))
    }
}

impl<T> PartialOrd for Earliest<T> {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl<T> PartialEq for Earliest<T> {
    fn eq(&self, other: &Self) -> bool {
        self.cmp(other) == Ordering::Equal
    }
}

impl<T> Eq for Earliest<T> {}

/// Every swept pair's predicted hit, popped earliest first.
pub(super) struct HitQueue {
    hits: Vec<Option<Hit>>,
    versions: Vec<u32>,
    heap: BinaryHeap<Earliest<u32>>,
}

impl HitQueue {
    pub(super) fn new(pairs: usize) -> Self {
        HitQueue { hits: vec![None; pairs], versions: vec![0; pairs], heap: BinaryHeap::new() }
    }

    /// Makes room for one more pair (the next index), with no prediction yet.
    pub(super) fn add_pair(&mut self) {
        self.hits.push(None);
        self.versions.push(0);
    }

    /// Replaces the prediction of `pair`.
    pub(super) fn set(&mut self, pair: usize, hit: Option<Hit>) {
        self.versions[pair] += 1;
        self.hits[pair] = hit;
        if let Some((fraction, ..)) = hit {
            self.heap.push(Earliest { time: f64::from(fraction), pair, stamp: self.versions[pair] });
        }
    }

    /// The earliest current prediction, taken out of the queue.
    pub(super) fn pop(&mut self) -> Option<(usize, Hit)> {
        while let Some(Earliest { pair, stamp: version, .. }) = self.heap.pop() {
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
        Some((fraction, Vec3::X, Vec3::ZERO))
    }

    #[test]
    fn pops_the_earliest_current_prediction_and_skips_replaced_ones() {
        let mut queue = HitQueue::new(4);
        queue.set(0, hit(0.5));
        queue.set(1, hit(0.2));
        queue.set(2, hit(0.2));
        queue.set(3, hit(0.1));
        // pair 3 predicted again: later, then not at all
        queue.set(3, hit(0.9));
        queue.set(3, None);
        // pair 0 predicted again, earlier
        queue.set(0, hit(0.3));
        let order: Vec<(usize, f32)> = std::iter::from_fn(|| queue.pop()).map(|(p, h)| (p, h.0)).collect();
        assert_eq!(order, vec![(1, 0.2), (2, 0.2), (0, 0.3)]);
    }
}
