//! The pairs touching now: what begin and end events are diffed against.

use crate::bevy_prelude::*;
use bevy_platform::collections::HashMap;

use crate::physics::data::contacts::pair_key;

/// The pairs touching now, each with the steps of grace it has left before it counts as ended.
#[derive(Resource, Clone, Debug, Default)]
pub struct TouchingPairs {
    /// Per pair: steps of grace left, the pass of this stage that last saw it touching, and whether its begin
    /// was reported (then its end is too).
    pub(crate) grace_left: HashMap<(Entity, Entity), (u32, u64, bool)>,
    /// Passes of this stage so far (one per step).
    pub(crate) pass: u64,
}

impl TouchingPairs {
    /// Whether A and B are touching.
    pub fn contains(&self, a: Entity, b: Entity) -> bool {
        self.grace_left.contains_key(&pair_key(a, b))
    }

    /// How many pairs are touching.
    pub fn len(&self) -> usize {
        self.grace_left.len()
    }

    /// Whether no pair is touching.
    pub fn is_empty(&self) -> bool {
        self.grace_left.is_empty()
    }

    /// Every touching pair with the steps of grace it has left, in no meaningful order.
    pub fn iter(&self) -> impl Iterator<Item = ((Entity, Entity), u32)> + '_ {
        self.grace_left.iter().map(|(&pair, &(left, ..))| (pair, left))
    }
}
