//! Bodies put in entity order, remembering how: the ECS hands them out in the order of its tables, which the
//! app's meshes make other than entity order, but which stays the same from one step to the next until a
//! body changes table.

use crate::bevy_prelude::*;

/// The order of the bodies last handed out, and the permutation that sorted them.
#[derive(Debug, Default)]
pub(super) struct EntityOrder {
    seen: Vec<Entity>,
    sorted: Vec<u32>,
}

impl EntityOrder {
    /// `items` in the order of their entities (`entity` of each). When they come in the order they came in
    /// last time, the sort found then is applied again: a pass to compare and one to gather instead of a sort of
    /// the whole items.
    pub(super) fn sort<T: Copy>(&mut self, items: Vec<T>, entity: impl Fn(&T) -> Entity) -> Vec<T> {
        if items.is_sorted_by_key(&entity) {
            return items;
        }
        let same =
            self.seen.len() == items.len() && self.seen.iter().zip(&items).all(|(seen, item)| *seen == entity(item));
        if !same {
            self.seen.clear();
            self.seen.extend(items.iter().map(&entity));
            self.sorted.clear();
            self.sorted.extend(0..items.len() as u32);
            let seen = &self.seen;
            self.sorted.sort_unstable_by_key(|&i| seen[i as usize]);
        }
        self.sorted.iter().map(|&i| items[i as usize]).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sorts_by_entity_again_and_again_whatever_the_order_comes_in() {
        let mut world = World::new();
        let entities: Vec<Entity> = (0..6).map(|_| world.spawn_empty().id()).collect();
        let items = |order: &[usize]| order.iter().map(|&i| (entities[i], i)).collect::<Vec<_>>();
        // what sorting each list outright gives
        let expected = |items: &[(Entity, usize)]| {
            let mut items = items.to_vec();
            items.sort_by_key(|(entity, _)| *entity);
            items
        };
        let mut order = EntityOrder::default();
        let (shuffled, other) = (items(&[4, 1, 5, 0, 3, 2]), items(&[2, 5, 0, 1, 4, 3]));
        // the same order twice (the second time the sort is remembered), then another, then fewer
        for list in [&shuffled[..], &shuffled, &other, &other[1..4]] {
            assert_eq!(order.sort(list.to_vec(), |(entity, _)| *entity), expected(list));
        }
    }
}
