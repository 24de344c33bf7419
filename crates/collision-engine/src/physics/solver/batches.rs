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
        self.join_islands(contacts, joints, &still);
        // each contact's and joint's island, numbered in the order they are first met
        let held = contacts.pairs.iter().enumerate().filter(|(_, pair)| solver_holds(pair));
        let pair_islands: Vec<(usize, u32)> =
            held.map(|(k, pair)| (k, self.island([Some(pair.a), Some(pair.b)], &still))).collect();
        let joint_islands: Vec<u32> = joints
            .iter()
            .map(|input| self.island([input.joint.a, input.joint.b].map(|end| end.entity()), &still))
            .collect();
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
        self.fill(count, (&pair_islands, &batch_of), joints, &joint_islands);
    }

    /// The contacts (indices of the step's pairs) and the joints of `batch`.
    pub fn of(&self, batch: &Batch) -> (&[usize], &[JointInput]) {
        (&self.pairs[batch.pairs.clone()], &self.joints[batch.joints.clone()])
    }

    /// Joins into sets the bodies each held pair and each joint holds together, still bodies left out.
    fn join_islands(&mut self, contacts: &Contacts, joints: &[JointInput], still: &impl Fn(Entity) -> bool) {
        self.bodies.clear();
        let mut ends = Vec::with_capacity(contacts.pairs.len() + joints.len());
        let pairs = contacts.pairs.iter().filter(|pair| solver_holds(pair)).map(|pair| [Some(pair.a), Some(pair.b)]);
        let joined = joints.iter().map(|input| [input.joint.a, input.joint.b].map(|end| end.entity()));
        for [a, b] in pairs.chain(joined) {
            let mut slot = |end: Option<Entity>| end.filter(|&e| !still(e)).map(|e| self.bodies.get_or_add(e, |_| {}));
            ends.push((slot(a), slot(b)));
        }
        let count = self.bodies.entities().len();
        self.sets.reset(count);
        for (a, b) in ends {
            if let (Some(a), Some(b)) = (a, b) {
                self.sets.join(a, b);
            }
        }
        self.island_of.clear();
        self.island_of.resize(count, NEW);
        self.sizes.clear();
    }

    /// The island of a contact or joint between `ends` (numbered now if it is the first met), counting it in.
    /// One between bodies that cannot move is an island of its own.
    fn island(&mut self, ends: [Option<Entity>; 2], still: &impl Fn(Entity) -> bool) -> u32 {
        let moving = ends.into_iter().flatten().find(|&e| !still(e)).and_then(|e| self.bodies.get(e));
        let island = match moving.map(|slot| self.sets.root(slot)) {
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

    /// Lays the pairs and joints out batch after batch, `count` batches, each island in `batch_of` its batch.
    fn fill(
        &mut self,
        count: usize,
        (pair_islands, batch_of): (&[(usize, u32)], &[u32]),
        joints: &[JointInput],
        joint_islands: &[u32],
    ) {
        let mut pair_counts = vec![0; count];
        let mut joint_counts = vec![0; count];
        pair_islands.iter().for_each(|&(_, island)| pair_counts[batch_of[island as usize] as usize] += 1);
        joint_islands.iter().for_each(|&island| joint_counts[batch_of[island as usize] as usize] += 1);
        self.batches.clear();
        let (mut pair_start, mut joint_start) = (0, 0);
        for (pairs, joints) in pair_counts.iter().zip(&joint_counts) {
            let batch = Batch { pairs: pair_start..pair_start + pairs, joints: joint_start..joint_start + joints };
            (pair_start, joint_start) = (batch.pairs.end, batch.joints.end);
            self.batches.push(batch);
        }
        // each into the next free place of its batch, keeping the order within the batch
        let mut next_pair: Vec<usize> = self.batches.iter().map(|batch| batch.pairs.start).collect();
        self.pairs.clear();
        self.pairs.resize(pair_islands.len(), 0);
        for &(pair, island) in pair_islands {
            let batch = batch_of[island as usize] as usize;
            self.pairs[next_pair[batch]] = pair;
            next_pair[batch] += 1;
        }
        let mut next_joint: Vec<usize> = self.batches.iter().map(|batch| batch.joints.start).collect();
        let mut placed: Vec<Option<JointInput>> = vec![None; joints.len()];
        for (input, &island) in joints.iter().zip(joint_islands) {
            let batch = batch_of[island as usize] as usize;
            placed[next_joint[batch]] = Some(*input);
            next_joint[batch] += 1;
        }
        self.joints.clear();
        self.joints.extend(placed.into_iter().flatten());
    }
}
