//! Numbering the bodies a stage works on, and keeping a value per body, so that inner loops index plain arrays
//! instead of the ECS or a hash map.

use crate::bevy_prelude::*;

/// Entity → slot (0, 1, 2 … in order of first sight), looked up through a table indexed by the entity's
/// index: a stage numbering thousands of bodies every step pays an array read, not a hash.
///
/// Kept in a `Local` between runs so its memory is reused; [`BodySlots::clear`] costs only the bodies used.
#[derive(Debug, Default)]
pub struct BodySlots {
    slot_of: Vec<u32>,
    entities: Vec<Entity>,
}

const EMPTY: u32 = u32::MAX;

impl BodySlots {
    pub fn get(&self, entity: Entity) -> Option<usize> {
        let slot = *self.slot_of.get(entity.index_u32() as usize)?;
        (slot != EMPTY && self.entities[slot as usize] == entity).then_some(slot as usize)
    }

    /// The slot of `entity`, numbering it if it is new (then `added` is called with the new slot first).
    pub fn get_or_add(&mut self, entity: Entity, added: impl FnOnce(usize)) -> usize {
        if let Some(slot) = self.get(entity) {
            return slot;
        }
        let index = entity.index_u32() as usize;
        if index >= self.slot_of.len() {
            self.slot_of.resize(index + 1, EMPTY);
        }
        let slot = self.entities.len();
        self.slot_of[index] = slot as u32;
        self.entities.push(entity);
        added(slot);
        slot
    }

    /// The numbered bodies, by slot.
    pub fn entities(&self) -> &[Entity] {
        &self.entities
    }

    pub fn clear(&mut self) {
        self.truncate(0);
    }

    /// Forgets every body numbered `len` or later.
    pub fn truncate(&mut self, len: usize) {
        for entity in self.entities.drain(len.min(self.entities.len())..) {
            self.slot_of[entity.index_u32() as usize] = EMPTY;
        }
    }
}

/// A value per entity, kept at the entity's index and checked against the entity itself (a later entity
/// reusing the index is a new one): stages that read and write one for thousands of bodies a step pay an
/// array's read each, not a hash look-up.
#[derive(Clone, Debug)]
pub struct PerEntity<T>(Vec<Option<(Entity, T)>>);

impl<T> Default for PerEntity<T> {
    fn default() -> Self {
        PerEntity(Vec::new())
    }
}

impl<T> PerEntity<T> {
    pub fn get(&self, entity: Entity) -> Option<&T> {
        match self.0.get(entity.index_u32() as usize)? {
            Some((owner, value)) if *owner == entity => Some(value),
            _ => None,
        }
    }

    /// Sets the value of `entity`, replacing any it had.
    pub fn insert(&mut self, entity: Entity, value: T) {
        let index = entity.index_u32() as usize;
        if index >= self.0.len() {
            self.0.resize_with(index + 1, || None);
        }
        self.0[index] = Some((entity, value));
    }

    /// The value of `entity`, made by `new` if it has none.
    pub fn get_or_insert_with(&mut self, entity: Entity, new: impl FnOnce() -> T) -> &mut T {
        if self.get(entity).is_none() {
            self.insert(entity, new());
        }
        let (_, value) = self.0[entity.index_u32() as usize].as_mut().expect("inserted above");
        value
    }

    pub fn remove(&mut self, entity: Entity) {
        if self.get(entity).is_some() {
            self.0[entity.index_u32() as usize] = None;
        }
    }

    pub fn clear(&mut self) {
        self.0.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_in_order_of_first_sight_and_forgets_on_clear() {
        let mut world = World::new();
        let [a, b, c] = [world.spawn_empty().id(), world.spawn_empty().id(), world.spawn_empty().id()];
        let mut slots = BodySlots::default();
        let mut added = Vec::new();
        for entity in [c, a, c, b, a] {
            slots.get_or_add(entity, |slot| added.push(slot));
        }
        assert_eq!(slots.entities(), &[c, a, b]);
        assert_eq!(added, vec![0, 1, 2]);
        assert_eq!((slots.get(a), slots.get(b), slots.get(c)), (Some(1), Some(2), Some(0)));
        slots.clear();
        assert_eq!(slots.get(a), None);
        // a later entity reusing a numbered entity's index is not mistaken for it
        slots.get_or_add(b, |_| ());
        let reused = Entity::from_index_and_generation(b.index(), b.generation().after_versions(1));
        assert_eq!(slots.get(reused), None);
    }

    #[test]
    fn a_value_per_entity_belongs_to_that_entity_not_to_a_later_one_at_its_index() {
        let mut world = World::new();
        let [a, b] = [world.spawn_empty().id(), world.spawn_empty().id()];
        let mut values = PerEntity::default();
        *values.get_or_insert_with(b, || 1.0) += 0.5;
        assert_eq!((values.get(a), values.get(b)), (None, Some(&1.5)));
        assert_eq!(*values.get_or_insert_with(b, || 0.0), 1.5);
        let reused = Entity::from_index_and_generation(b.index(), b.generation().after_versions(1));
        assert_eq!(values.get(reused), None);
        assert_eq!(*values.get_or_insert_with(reused, || 7.0), 7.0);
        assert_eq!(values.get(b), None);
        values.remove(b);
        assert_eq!(values.get(reused), Some(&7.0));
        values.remove(reused);
        assert_eq!(values.get(reused), None);
        values.insert(a, 2.0);
        values.clear();
        assert_eq!(values.get(a), None);
    }
}
