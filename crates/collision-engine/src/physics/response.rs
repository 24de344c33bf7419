//! Which contacts get a physical response. Every contact is detected and reported; a pair touching a
//! [`Sensor`](super::Sensor), or vetoed by game code here, is never pushed apart.

use crate::bevy_prelude::*;
use bevy_ecs::entity::EntityHashSet;
use bevy_platform::collections::HashSet;

use crate::physics::data::contacts::pair_key;

/// Pairs and bodies whose contacts game code has vetoed: still detected and reported as events, never
/// resolved, in the discrete and the continuous stages alike.
#[derive(Resource, Clone, Debug, Default)]
pub struct ResponseVetoes {
    pairs: HashSet<(Entity, Entity)>,
    bodies: EntityHashSet,
}

impl ResponseVetoes {
    /// No response between `a` and `b` from now on.
    pub fn veto_pair(&mut self, a: Entity, b: Entity) {
        self.pairs.insert(pair_key(a, b));
    }

    /// Lets `a` and `b` respond again.
    pub fn allow_pair(&mut self, a: Entity, b: Entity) {
        self.pairs.remove(&pair_key(a, b));
    }

    /// No response for any contact of `body` from now on.
    pub fn veto_body(&mut self, body: Entity) {
        self.bodies.insert(body);
    }

    /// Lets `body`'s contacts respond again.
    pub fn allow_body(&mut self, body: Entity) {
        self.bodies.remove(&body);
    }

    /// Whether a veto stops the contact of `a` and `b` from being resolved.
    pub fn blocks(&self, a: Entity, b: Entity) -> bool {
        self.bodies.contains(&a) || self.bodies.contains(&b) || self.pairs.contains(&pair_key(a, b))
    }
}

/// Whether the contact of `a` and `b` is resolved: neither is a sensor and game code has not vetoed it.
pub fn responds(vetoes: &ResponseVetoes, (a, sensor_a): (Entity, bool), (b, sensor_b): (Entity, bool)) -> bool {
    !(sensor_a || sensor_b || vetoes.blocks(a, b))
}
