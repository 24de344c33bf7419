//! The sleep state: which islands sleep, and the markers on their bodies.

use crate::physics::data::contacts::ContactPair;
use bevy_ecs::entity::EntityHashMap;
use std::collections::BTreeMap;

use crate::bevy_prelude::*;
use crate::physics::data::contacts::Contacts;
use crate::physics::slots::PerEntity;

/// Marks a body asleep. Kept by the engine (read it, do not insert it): it is added when the body's island
/// falls asleep and removed when it wakes.
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct Sleeping;

/// Keeps a body, and so every island it is part of, awake.
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct SleepingDisabled;

/// Which bodies sleep, in which islands, and how long each awake body has been at rest.
#[derive(Resource, Clone, Debug, Default)]
pub struct SleepState {
    /// Per awake dynamic body: seconds it has moved slower than the sleep speed (every awake body's is read
    /// and written each step: a landing pile has thousands).
    pub(crate) still_for: PerEntity<f32>,
    /// Per sleeping body: its island.
    pub(crate) island_of: EntityHashMap<u32>,
    /// The sleeping islands, by number.
    pub(crate) islands: BTreeMap<u32, Island>,
    pub(crate) next_island: u32,
    /// Set when the world was put back to a saved state: the next pass takes the bodies as they are.
    pub(crate) resync: bool,
}

impl SleepState {
    /// Whether `entity` is asleep.
    pub fn is_asleep(&self, entity: Entity) -> bool {
        self.island_of.contains_key(&entity)
    }

    /// How many bodies sleep.
    pub fn sleeping(&self) -> usize {
        self.island_of.len()
    }

    /// Tells the next pass that the world was just put back to the state this was saved with: the writes
    /// that did it are not disturbances, and no island is woken for them.
    pub fn resync(&mut self) {
        self.resync = true;
    }

    /// Wakes the island of `entity` (nothing if it is awake), returning the bodies woken.
    pub fn wake(&mut self, entity: Entity) -> Vec<Entity> {
        let Some(island) = self.island_of.get(&entity).copied() else {
            return Vec::new();
        };
        let bodies = self.islands.remove(&island).unwrap_or_default().bodies;
        for body in &bodies {
            self.island_of.remove(body);
        }
        bodies
    }

    /// Wakes every island, returning the bodies woken.
    pub(crate) fn wake_all(&mut self) -> Vec<Entity> {
        self.island_of.clear();
        self.still_for.clear();
        std::mem::take(&mut self.islands).into_values().flat_map(|island| island.bodies).collect()
    }

    /// Puts each of `islands` to sleep, with the contacts of its bodies from `contacts` (the last step's). One
    /// pass over the contacts for all of them: a landing pile puts hundreds of islands to sleep in one step.
    pub(crate) fn put_to_sleep(&mut self, islands: Vec<Vec<Entity>>, contacts: &Contacts) {
        // most steps put no island to sleep: no need to look through the contacts
        if islands.is_empty() {
            return;
        }
        let first = self.next_island;
        for bodies in islands {
            let island = self.next_island;
            self.next_island = self.next_island.wrapping_add(1);
            for &body in &bodies {
                self.island_of.insert(body, island);
                self.still_for.remove(body);
            }
            self.islands.insert(island, Island { bodies, contacts: Vec::new() });
        }
        let new = |island: &u32| island.wrapping_sub(first) < self.next_island.wrapping_sub(first);
        for pair in &contacts.pairs {
            let island = [pair.a, pair.b].iter().find_map(|body| self.island_of.get(body).copied().filter(new));
            if let Some(island) = island {
                // a manifold is filed for its step alone: an island asleep has none
                let asleep = ContactPair { manifold: None, ..*pair };
                self.islands.get_mut(&island).expect("numbered above").contacts.push(asleep);
            }
        }
    }
}

/// A sleeping island: its bodies, and its contacts as they were when it fell asleep.
#[derive(Clone, Debug, Default)]
pub(crate) struct Island {
    pub(crate) bodies: Vec<Entity>,
    pub(crate) contacts: Vec<ContactPair>,
}
