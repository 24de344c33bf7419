//! The changes made to the world between two steps (a push, an edit, a spawn, a setting, a joint attached),
//! found by comparing the world with the current step's state and replayed at the same place.

use bevy::ecs::change_detection::Tick;
use bevy::prelude::*;

use super::body_refresh::sync_bodies;
use super::body_state::BodySnapshot;
use super::joint_state::{JointChange, update_joints};
use super::snapshot::{WorldSnapshot, put_out};
use crate::physics::PhysicsSettings;

/// A change made to the world between two steps, replayed at the same place.
#[derive(Clone, Debug)]
pub enum Input {
    /// A body set to this state: a push, a drag or an edit, or a spawn when it did not exist.
    Body(Box<BodySnapshot>),
    /// A body removed.
    Despawn(Entity),
    /// New engine settings.
    Settings(Box<PhysicsSettings>),
    /// A joint made, changed or taken out.
    Joint(JointChange),
}

/// An input and the step after which it was made (it acts from the next step on).
#[derive(Clone, Debug)]
pub struct LoggedInput {
    pub after_step: u64,
    pub input: Input,
}

impl Input {
    /// Makes the change in `world`.
    pub fn apply(&self, world: &mut World) {
        match self {
            Input::Body(body) => body.write(world),
            Input::Despawn(entity) => put_out(world, *entity),
            Input::Settings(settings) => world.insert_resource((**settings).clone()),
            Input::Joint(change) => change.apply(world),
        }
    }
}

/// What changed in `world` since `current` (the state the last step left, its bodies last compared at tick
/// `since`) as inputs: new settings, bodies and joints changed, made or taken out; `current` is brought up to
/// date.
pub fn world_changes(world: &mut World, current: &mut WorldSnapshot, since: Option<Tick>) -> Vec<Input> {
    let mut changes = Vec::new();
    let settings = world.resource::<PhysicsSettings>();
    if *settings != current.settings {
        current.settings = settings.clone();
        changes.push(Input::Settings(Box::new(current.settings.clone())));
    }
    changes.extend(update_bodies(world, current, since));
    changes.extend(update_joints(world, &mut current.joints).into_iter().map(Input::Joint));
    changes
}

/// Brings the bodies of `current` up to date with the world and returns what changed, as inputs: bodies
/// changed or new, bodies gone. Allocates only for what changed, unless bodies came or went.
fn update_bodies(world: &mut World, current: &mut WorldSnapshot, since: Option<Tick>) -> Vec<Input> {
    let changes = sync_bodies(world, &mut current.bodies, since);
    let changed = changes.changed.iter().map(|&index| Input::Body(Box::new(current.bodies[index].clone())));
    changed.chain(changes.gone.into_iter().map(Input::Despawn)).collect()
}
