//! Which bodies a spatial query may report.

use crate::bevy_prelude::*;

use crate::physics::layers::CollisionLayers;

/// Which bodies a query sees: those in a group of `mask` (by their [`CollisionLayers`] memberships),
/// except the `excluded` ones (the caster itself, say). The default sees every body.
#[derive(Clone, Debug, PartialEq)]
pub struct QueryFilter {
    /// The groups seen.
    pub mask: u32,
    /// Bodies never reported.
    pub excluded: Vec<Entity>,
}

impl Default for QueryFilter {
    fn default() -> Self {
        QueryFilter { mask: u32::MAX, excluded: Vec::new() }
    }
}

impl QueryFilter {
    /// Sees only bodies in a group of `mask`.
    pub fn with_mask(self, mask: u32) -> Self {
        QueryFilter { mask, ..self }
    }

    /// Never reports `entities`.
    pub fn excluding(mut self, entities: impl IntoIterator<Item = Entity>) -> Self {
        self.excluded.extend(entities);
        self
    }

    /// Whether a body with these layers is seen.
    pub fn allows(&self, entity: Entity, layers: CollisionLayers) -> bool {
        layers.memberships & self.mask != 0 && !self.excluded.contains(&entity)
    }
}
