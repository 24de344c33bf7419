//! Impulses kept from one step to the next, so a settled pile starts each step almost solved.

use crate::bevy_prelude::*;
use bevy_platform::collections::HashMap;

/// The impulses of a pair's last substep: what the next step starts it from.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct PairImpulses {
    /// Along the normal (N·s).
    pub normal: f32,
    /// Friction, in the contact plane (N·s).
    pub tangent: Vec3,
    /// Against rolling, about axes in the contact plane (N·m·s); zero where no body turns.
    pub rolling: Vec3,
    /// Against spinning, about the normal (N·m·s); zero where no body turns.
    pub spinning: f32,
}

/// Last step's impulses per pair from its last substep, to start this step's from.
///
/// Kept in the order the solver met the pairs, which this step mostly repeats (the broadphase lists pairs
/// cell by cell): a pair is first looked for where the last one matched, and only a pair met out of order
/// pays for a hash table, built once that step.
#[derive(Resource, Clone, Debug, Default)]
pub struct WarmStart {
    previous: Vec<((Entity, Entity), PairImpulses)>,
    lookup: HashMap<(Entity, Entity), usize>,
    next: usize,
}

impl WarmStart {
    /// Last step's impulses of `key`, if it was solved then.
    pub(crate) fn find(&mut self, key: (Entity, Entity)) -> Option<PairImpulses> {
        if let Some(&(previous_key, impulses)) = self.previous.get(self.next)
            && previous_key == key
        {
            self.next += 1;
            return Some(impulses);
        }
        if self.lookup.is_empty() {
            self.lookup.extend(self.previous.iter().enumerate().map(|(i, (key, _))| (*key, i)));
        }
        let &found = self.lookup.get(&key)?;
        self.next = found + 1;
        Some(self.previous[found].1)
    }

    /// Every pair kept, with its impulses, in the order the solver met them.
    pub fn iter(&self) -> impl Iterator<Item = ((Entity, Entity), PairImpulses)> + '_ {
        self.previous.iter().copied()
    }

    /// Replaces last step's impulses with this step's.
    pub(crate) fn remember(&mut self, impulses: impl Iterator<Item = ((Entity, Entity), PairImpulses)>) {
        self.previous.clear();
        self.previous.extend(impulses);
        self.lookup.clear();
        self.next = 0;
    }
}
