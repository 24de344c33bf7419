//! The world's physics state at the end of a step, taken whole and put back whole.

use bevy::prelude::*;

use super::body_state::{BodyQuery, BodySnapshot, body_snapshot};
use super::joint_state::{JointSnapshot, restore_joints, take_joints};
use crate::physics::{
    AngularVelocity, CcdDisabled, Collider, ContactFilter, Contacts, LinearVelocity, ManifoldWarmStart, Mass,
    PhysicsClock, PhysicsMaterial, PhysicsSettings, PhysicsStats, PreviousPosition, RigidBody, Sensor, SleepState,
    Sleeping, TouchingPairs, WarmStart,
};

/// Everything the engine carries from one step to the next, plus what the app shows of the step.
#[derive(Clone, Debug)]
pub struct WorldSnapshot {
    /// The step that ended here (0: before the first).
    pub step: u64,
    pub bodies: Vec<BodySnapshot>,
    pub joints: Vec<JointSnapshot>,
    pub settings: PhysicsSettings,
    pub touching: TouchingPairs,
    pub warm_start: WarmStart,
    pub manifold_warm_start: ManifoldWarmStart,
    pub sleep: SleepState,
    /// This step's contacts (the next step's sleep stage joins islands by them) and figures (left empty in
    /// the keyframes after the first: a seek runs at least one step from them).
    pub contacts: Contacts,
    pub stats: PhysicsStats,
}

impl WorldSnapshot {
    /// About how much memory the snapshot takes (bytes).
    pub fn bytes(&self) -> usize {
        size_of::<WorldSnapshot>()
            + self.bodies.len() * size_of::<BodySnapshot>()
            + self.joints.len() * size_of::<JointSnapshot>()
            + self.contacts.pairs.len() * size_of::<crate::physics::ContactPair>()
            + self.warm_start.iter().count() * size_of::<((Entity, Entity), crate::physics::PairImpulses)>()
            + self.manifold_warm_start.iter().count() * size_of::<((Entity, Entity), crate::physics::KeptManifold)>()
            + self.touching.len() * 32
    }
}

/// Takes the world's physics state as it is now.
pub fn take_snapshot(world: &mut World) -> WorldSnapshot {
    WorldSnapshot {
        step: world.resource::<PhysicsClock>().step,
        bodies: take_bodies(world),
        joints: take_joints(world),
        settings: world.resource::<PhysicsSettings>().clone(),
        touching: world.resource::<TouchingPairs>().clone(),
        warm_start: world.resource::<WarmStart>().clone(),
        manifold_warm_start: world.resource::<ManifoldWarmStart>().clone(),
        sleep: world.resource::<SleepState>().clone(),
        contacts: world.resource::<Contacts>().clone(),
        stats: world.resource::<PhysicsStats>().clone(),
    }
}

/// The world's bodies as they are now.
pub fn take_bodies(world: &mut World) -> Vec<BodySnapshot> {
    let mut query = world.query::<BodyQuery>();
    query.iter(world).map(body_snapshot).collect()
}

/// Puts the world back in the state of `snapshot`: bodies it holds are written (and brought back where
/// they were put out), bodies it does not hold are put out ([`put_out`]), so that a spawn
/// replayed later brings back the same entity. The clock keeps its pause.
pub fn restore_snapshot(world: &mut World, snapshot: &WorldSnapshot) {
    restore_bodies(world, &snapshot.bodies);
    restore_joints(world, &snapshot.joints);
    if *world.resource::<PhysicsSettings>() != snapshot.settings {
        world.insert_resource(snapshot.settings.clone());
    }
    world.resource_mut::<PhysicsClock>().step = snapshot.step;
    world.insert_resource(snapshot.touching.clone());
    world.insert_resource(snapshot.warm_start.clone());
    world.insert_resource(snapshot.manifold_warm_start.clone());
    restore_sleep(world, &snapshot.sleep);
    world.insert_resource(snapshot.contacts.clone());
    world.insert_resource(snapshot.stats.clone());
}

/// Puts the world's bodies in the state of `bodies`: those it holds are written (and brought back where they
/// were put out), the others are put out ([`put_out`]).
pub fn restore_bodies(world: &mut World, bodies: &[BodySnapshot]) {
    let kept: bevy::ecs::entity::EntityHashSet = bodies.iter().map(|body| body.entity).collect();
    let mut query = world.query_filtered::<Entity, With<RigidBody>>();
    let mut extra: Vec<Entity> = query.iter(world).filter(|entity| !kept.contains(entity)).collect();
    // the newest last: despawning from the end keeps the other bodies' order in their tables
    extra.sort_unstable_by_key(|entity| std::cmp::Reverse(*entity));
    for entity in extra {
        put_out(world, entity);
    }
    for body in bodies {
        body.write(world);
    }
}

/// Puts the sleeping islands back as they were, each body's [`Sleeping`] mark with them; the writes that
/// brought the bodies back wake none of them.
fn restore_sleep(world: &mut World, sleep: &SleepState) {
    let mut query = world.query_filtered::<(Entity, Has<Sleeping>), With<RigidBody>>();
    let wrong: Vec<(Entity, bool)> = query
        .iter(world)
        .filter(|&(entity, marked)| marked != sleep.is_asleep(entity))
        .map(|(entity, marked)| (entity, !marked))
        .collect();
    for (entity, asleep) in wrong {
        match asleep {
            true => world.entity_mut(entity).insert(Sleeping),
            false => world.entity_mut(entity).remove::<Sleeping>(),
        };
    }
    let mut sleep = sleep.clone();
    sleep.resync();
    world.insert_resource(sleep);
}

/// Takes a body out of the world without despawning it: its physics components go and it is hidden, and
/// the entity stays, so that the body can come back as the same entity (a despawned entity comes back
/// with a new generation, which would order its pairs differently).
pub fn put_out(world: &mut World, entity: Entity) {
    let Ok(mut entity) = world.get_entity_mut(entity) else { return };
    entity.remove::<(
        RigidBody,
        Collider,
        LinearVelocity,
        AngularVelocity,
        Mass,
        PhysicsMaterial,
        PreviousPosition,
        Sensor,
        CcdDisabled,
        ContactFilter,
        Sleeping,
    )>();
    if let Some(mut visibility) = entity.get_mut::<Visibility>() {
        *visibility = Visibility::Hidden;
    }
}
