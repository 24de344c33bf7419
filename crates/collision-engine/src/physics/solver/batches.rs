//! The step's contacts and joints split into batches that the threads solve apart. An island is the bodies that
//! touch or are joined, directly or through others; a body that cannot move joins nothing (a floor under a
//! hundred piles leaves them a hundred islands). Islands come in the order of their first contact (then of
//! their first joint), and consecutive islands are gathered into a batch until it holds [`BATCH_ROWS`] contacts
//! and joints. The batches follow from the contacts alone, never from the number of threads, so the step ends
//! the same on any number: each batch is solved as a whole, its iterations to the tolerance its own.

use std::ops::Range;

use crate::bevy_prelude::*;
use crate::physics::data::contacts::{ContactPair, Contacts};
use crate::physics::slots::BodySlots;
use crate::physics::solver::scratch::JointInput;
use crate::physics::union_find::UnionFind;

/// The contacts and joints a batch gathers before it takes no more islands.
pub const BATCH_ROWS: usize = 256;

/// One batch: its contacts (indices of the step's pairs) and its joints, as ranges of [`Batches::pairs`] and
/// [`Batches::joints`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Batch {
    pub pairs: Range<usize>,
    pub joints: Range<usize>,
}

/// The step's batches, kept between steps so that their memory is reused.
#[derive(Default)]
pub struct Batches {
    /// The batches, in order.
    pub batches: Vec<Batch>,
    /// The pairs each batch solves, batch after batch, each batch's in the step's order.
    pub pairs: Vec<usize>,
    /// The joints each batch solves, batch after batch, each batch's in the order they came.
    pub joints: Vec<JointInput>,
    bodies: BodySlots,
    sets: UnionFind,
    /// Per body's set (by its root), its island, numbered as first met.
    island_of: Vec<u32>,
    /// Per island, how many contacts and joints it has.
    sizes: Vec<usize>,
}

/// Whether the solver holds a pair: resolved, and not a continuous hit (resolved at its time of impact).
pub fn solver_holds(pair: &ContactPair) -> bool {
    pair.resolve && pair.toi.is_none()
}

/// An island not numbered yet.
const NEW: u32 = u32::MAX;

impl Batches {
    /// Splits the pairs of `contacts` that the solver holds and the `joints` into batches, a body for which
    /// `still` is true (one no impulse moves) joining no island.
    pub fn split(&mut self, contacts: &Contacts, joints: &[JointInput], still: impl Fn(Entity) -> bool) {
        let held: Vec<usize> = (0..contacts.pairs.len()).filter(|&k| solver_holds(&contacts.pairs[k])).collect();
        let pair_ends = held.iter().map(|&k| [Some(contacts.pairs[k].a), Some(contacts.pairs[k].b)]);
        let joint_ends = joints.iter().map(|input| [input.joint.a, input.joint.b].map(|end| end.entity()));
        let moving = self.join_islands(pair_ends.chain(joint_ends), &still);
        // each contact's and joint's island, numbered in the order they are first met
        let islands: Vec<u32> = moving.iter().map(|&slot| self.island(slot)).collect();
        // islands gathered into batches in order
        let mut batch_of = Vec::with_capacity(self.sizes.len());
        let (mut batches, mut filled) = (0u32, 0);
        for &size in &self.sizes {
            if filled >= BATCH_ROWS {
                (batches, filled) = (batches + 1, 0);
            }
            batch_of.push(batches);
            filled += size;
        }
        let count = if self.sizes.is_empty() { 0 } else { batches as usize + 1 };
        let (pair_islands, joint_islands) = islands.split_at(held.len());
        let in_batch = |island: &u32| batch_of[*island as usize];
        let pairs: Vec<(u32, usize)> = pair_islands.iter().map(in_batch).zip(held).collect();
        let joints: Vec<(u32, JointInput)> = joint_islands.iter().map(in_batch).zip(joints.iter().copied()).collect();
        let pair_starts = by_batch(&pairs, count, &mut self.pairs);
        let joint_starts = by_batch(&joints, count, &mut self.joints);
        self.batches.clear();
        let ranges = (0..count)
            .map(|b| Batch { pairs: pair_starts[b]..pair_starts[b + 1], joints: joint_starts[b]..joint_starts[b + 1] });
        self.batches.extend(ranges);
    }

    /// The contacts (indices of the step's pairs) and the joints of `batch`.
    pub fn of(&self, batch: &Batch) -> (&[usize], &[JointInput]) {
        (&self.pairs[batch.pairs.clone()], &self.joints[batch.joints.clone()])
    }

    /// Joins into sets the bodies each contact's or joint's `ends` hold together, still bodies left out: for each,
    /// the slot of a body of it that moves.
    fn join_islands(
        &mut self,
        ends: impl Iterator<Item = [Option<Entity>; 2]>,
        still: &impl Fn(Entity) -> bool,
    ) -> Vec<Option<usize>> {
        self.bodies.clear();
        let mut slotted = Vec::new();
        for [a, b] in ends {
            let mut slot = |end: Option<Entity>| end.filter(|&e| !still(e)).map(|e| self.bodies.get_or_add(e, |_| {}));
            slotted.push((slot(a), slot(b)));
        }
        let count = self.bodies.entities().len();
        self.sets.reset(count);
        for &(a, b) in &slotted {
            if let (Some(a), Some(b)) = (a, b) {
                self.sets.join(a, b);
            }
        }
        self.island_of.clear();
        self.island_of.resize(count, NEW);
        self.sizes.clear();
        slotted.into_iter().map(|(a, b)| a.or(b)).collect()
    }

    /// The island of a contact or joint one of whose moving bodies has `slot` (numbered now if it is the first
    /// met), counting it in. One between bodies that cannot move is an island of its own.
    fn island(&mut self, slot: Option<usize>) -> u32 {
        let island = match slot.map(|slot| self.sets.root(slot)) {
            Some(root) if self.island_of[root] != NEW => self.island_of[root],
            root => {
                self.sizes.push(0);
                let island = (self.sizes.len() - 1) as u32;
                if let Some(root) = root {
                    self.island_of[root] = island;
                }
                island
            }
        };
        self.sizes[island as usize] += 1;
        island
    }
}

/// `items`, each with its batch, laid out in `laid` batch after batch (each batch's in their order), of `count`
/// batches: where each batch starts, and after them where the last ends.
fn by_batch<T: Copy>(items: &[(u32, T)], count: usize, laid: &mut Vec<T>) -> Vec<usize> {
    let mut starts = vec![0; count + 1];
    items.iter().for_each(|&(batch, _)| starts[batch as usize + 1] += 1);
    for b in 0..count {
        starts[b + 1] += starts[b];
    }
    laid.clear();
    let Some(&(_, first)) = items.first() else {
        return starts;
    };
    laid.resize(items.len(), first);
    let mut next = starts.clone();
    for &(batch, item) in items {
        laid[next[batch as usize]] = item;
        next[batch as usize] += 1;
    }
    starts
}
