//! What the user has picked: a body to edit and follow, or a pair to inspect.

use bevy::prelude::*;

/// The body picked with a modifier-click and the pair picked in the contacts table, shown highlighted.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct Selection {
    pub body: Option<Entity>,
    pub pair: Option<(Entity, Entity)>,
}

impl Selection {
    /// A Shift-click: a second body makes a pair with the selected one (for the inspector); otherwise the
    /// body alone is selected (nothing, for a click on empty space).
    pub fn pick(&mut self, body: Option<Entity>) {
        *self = match (self.body, body) {
            (Some(first), Some(second)) if first != second => {
                Selection { body: None, pair: Some(crate::physics::pair_key(first, second)) }
            }
            _ => Selection { body, pair: None },
        };
    }

    /// The selected body, or both bodies of the selected pair.
    pub fn bodies(&self) -> Vec<Entity> {
        self.body.into_iter().chain(self.pair.into_iter().flat_map(|(a, b)| [a, b])).collect()
    }

    pub fn contains(&self, entity: Entity) -> bool {
        self.body == Some(entity) || self.pair.is_some_and(|(a, b)| a == entity || b == entity)
    }
}

/// The body under the pointer, outlined so a click's target shows before the click.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub struct Hovered(pub Option<Entity>);

/// Whether the current left-button press began on a body (then dragging must not orbit the camera).
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct PressOnBody(pub bool);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_second_shift_click_makes_a_pair_and_a_third_starts_again() {
        let [a, b, c] = [1, 2, 3].map(|i| Entity::from_raw_u32(i).unwrap());
        let mut selection = Selection::default();
        selection.pick(Some(b));
        assert_eq!(selection, Selection { body: Some(b), pair: None });
        selection.pick(Some(a));
        assert_eq!(selection, Selection { body: None, pair: Some((a, b)) });
        selection.pick(Some(c));
        assert_eq!(selection, Selection { body: Some(c), pair: None });
        selection.pick(Some(c));
        assert_eq!(selection, Selection { body: Some(c), pair: None }, "the same body twice is no pair");
        selection.pick(None);
        assert_eq!(selection, Selection::default());
    }
}
