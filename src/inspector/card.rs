//! The collision card: what one collision did to two bodies' velocities, momenta and energy, as PhET's
//! Collision Lab shows it, and the coefficient of restitution measured from it.

use bevy::prelude::*;
use serde::Serialize;

use crate::physics::{Contacts, LinearVelocity, Mass, PreviousVelocity, RigidBody};

/// One body's side of a collision: its state when the step of the collision began and when it ended.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct CardBody {
    pub name: String,
    /// `None` for a static body (infinite mass: no momentum or energy to speak of).
    pub mass: Option<f32>,
    pub velocity_before: Vec3,
    pub velocity_after: Vec3,
}

impl CardBody {
    pub fn momentum_before(&self) -> Vec3 {
        self.velocity_before * self.mass.unwrap_or(0.0)
    }

    pub fn momentum_after(&self) -> Vec3 {
        self.velocity_after * self.mass.unwrap_or(0.0)
    }

    /// The change in momentum (kg·m/s): the impulse the body received over the step.
    pub fn momentum_change(&self) -> Vec3 {
        self.momentum_after() - self.momentum_before()
    }

    pub fn energy_before(&self) -> f32 {
        0.5 * self.mass.unwrap_or(0.0) * self.velocity_before.length_squared()
    }

    pub fn energy_after(&self) -> f32 {
        0.5 * self.mass.unwrap_or(0.0) * self.velocity_after.length_squared()
    }
}

/// A collision of A and B in one step, seen from the velocities when the step began and ended.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct CollisionCard {
    pub step: u64,
    pub a: CardBody,
    pub b: CardBody,
    /// The contact normal from A towards B.
    pub normal: Vec3,
    /// Each impact of the two in that step, in time order: its fraction of the step and normal impulse (N·s).
    /// Bodies that meet several times in a step (a cradle, Galperin's blocks) show them all.
    pub impacts: Vec<(f32, f32)>,
}

impl CollisionCard {
    /// The card of `a` and `b` touching along `normal` in the step that just ran, if both are bodies.
    pub fn of(world: &World, step: u64, (a, b): (Entity, Entity), normal: Vec3) -> Option<CollisionCard> {
        let side = |entity: Entity| {
            let body = world.get_entity(entity).ok()?;
            let is_static = body.get::<RigidBody>()? == &RigidBody::Static;
            Some(CardBody {
                name: body.get::<Name>().map_or_else(|| entity.to_string(), |name| name.to_string()),
                mass: (!is_static).then(|| body.get::<Mass>().map_or(1.0, |mass| mass.0)),
                velocity_before: if is_static { Vec3::ZERO } else { body.get::<PreviousVelocity>()?.0 },
                velocity_after: if is_static { Vec3::ZERO } else { body.get::<LinearVelocity>()?.0 },
            })
        };
        let impacts = world.resource::<Contacts>().impacts_of(a, b).collect();
        Some(CollisionCard { step, a: side(a)?, b: side(b)?, normal, impacts })
    }

    /// Kinetic energy lost in the step (J; negative if gained).
    pub fn energy_lost(&self) -> f32 {
        self.a.energy_before() + self.b.energy_before() - self.a.energy_after() - self.b.energy_after()
    }

    /// The total momentum before and after (kg·m/s); equal when nothing else acted on the pair.
    pub fn total_momentum(&self) -> (Vec3, Vec3) {
        (self.a.momentum_before() + self.b.momentum_before(), self.a.momentum_after() + self.b.momentum_after())
    }

    /// e measured: the speed at which they separate along the normal over the speed at which they
    /// approached; `None` when they were not approaching.
    pub fn restitution(&self) -> Option<f32> {
        let approach = (self.a.velocity_before - self.b.velocity_before).dot(self.normal);
        let separation = (self.b.velocity_after - self.a.velocity_after).dot(self.normal);
        (approach > 1e-6).then(|| separation / approach)
    }
}
