//! The pairs the continuous stage sweeps: each with its predicted hit, found by either of its bodies.

use bevy_platform::collections::HashMap;

use crate::physics::ccd::hit_queue::HitQueue;
use crate::physics::ccd::mover::Mover;
use crate::physics::data::contacts::pair_key;

/// The pairs being swept this step (by mover index, A first), each with its predicted hit and its
/// record in the hits found; and each mover's pairs, those found at the start in one array (a mover's pairs
/// are one run of it), those added during the step apart.
pub struct SweptPairs {
    pub pairs: Vec<(usize, usize)>,
    pub queue: HitQueue,
    pub recorded: Vec<Option<usize>>,
    starts: Vec<usize>,
    of: Vec<usize>,
    added: HashMap<usize, Vec<usize>>,
}

impl SweptPairs {
    pub fn new(movers: usize, pairs: Vec<(usize, usize)>) -> Self {
        let mut starts = vec![0; movers + 1];
        for &(i, j) in &pairs {
            starts[i + 1] += 1;
            starts[j + 1] += 1;
        }
        for k in 0..movers {
            starts[k + 1] += starts[k];
        }
        let mut filled = starts.clone();
        let mut of = vec![0; starts[movers]];
        for (pair, &(i, j)) in pairs.iter().enumerate() {
            for k in [i, j] {
                of[filled[k]] = pair;
                filled[k] += 1;
            }
        }
        let count = pairs.len();
        SweptPairs {
            pairs,
            queue: HitQueue::new(count),
            recorded: vec![None; count],
            starts,
            of,
            added: HashMap::default(),
        }
    }

    /// The pairs of `mover`.
    pub fn of(&self, mover: usize) -> impl Iterator<Item = usize> + '_ {
        let first = self.starts.get(mover + 1).map_or(&[][..], |&end| &self.of[self.starts[mover]..end]);
        first.iter().chain(self.added.get(&mover).into_iter().flatten()).copied()
    }

    /// Adds the pair (a, b), with no prediction yet, unless it is there already.
    pub fn add(&mut self, (a, b): (usize, usize)) {
        if a == b || self.of(a).any(|p| self.pairs[p] == (a, b) || self.pairs[p] == (b, a)) {
            return;
        }
        let pair = self.pairs.len();
        self.pairs.push((a, b));
        self.queue.add_pair();
        self.recorded.push(None);
        for mover in [a, b] {
            self.added.entry(mover).or_default().push(pair);
        }
    }
}

/// The key that orders hits of the same time ([`HitQueue::set`]): the pair's bodies, as spawned.
pub fn tie(movers: &[Mover], (i, j): (usize, usize)) -> u128 {
    let (a, b) = pair_key(movers[i].entity, movers[j].entity);
    (u128::from(a.to_bits()) << 64) | u128::from(b.to_bits())
}
