//! The figures a class plots against time: totals per step, and the path of each body followed.

use bevy::prelude::*;

use super::BodySnapshot;
use super::hash::BodiesHash;
use crate::gas::impulse_on;
use crate::physics::{
    Contacts, JointForce, Mass, MeasuredBody, PhysicsSettings, PotentialEnergy, RigidBody, RotationLock, Totals,
    inertia_of, inverse_inertia, measure_potential,
};

/// Totals of one step.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct StepFigures {
    pub totals: Totals,
    /// Pairs touching at the end of the step.
    pub contacts: u32,
    /// The deepest overlap of a resolved contact (m).
    pub deepest: f32,
    /// Impacts resolved at their own time within the step.
    pub impacts: u32,
    /// The normal impulse the fixed bodies received (N·s): a gas's walls, for its pressure.
    pub wall_impulse: f64,
    /// The energy of the bodies' heights and of the springs (J).
    pub potential: PotentialEnergy,
    /// The work the joints' motors did on the bodies in the step (J).
    pub motor_work: f64,
}

impl StepFigures {
    /// The figures of a step whose bodies were summed into `totals` (with [`add_to_totals`]), in `world`.
    pub fn with_totals(totals: Totals, contacts: &Contacts, world: &World) -> Self {
        let pairs = &contacts.pairs;
        let touching = pairs.iter().filter(|pair| pair.is_touching()).count() as u32;
        let deepest = pairs.iter().filter(|pair| pair.resolve).map(|pair| pair.contact.penetration).fold(0.0, f32::max);
        let fixed = |entity: Entity| world.get::<RigidBody>(entity) == Some(&RigidBody::Static);
        let (impacts, wall_impulse) = (contacts.impacts.len() as u32, impulse_on(contacts, fixed));
        let potential = measure_potential(world, world.resource::<PhysicsSettings>().effective_gravity());
        let motor_work = world
            .try_query::<&JointForce>()
            .map_or(0.0, |mut joints| joints.iter(world).map(|held| f64::from(held.motor_work)).sum());
        StepFigures { totals, contacts: touching, deepest, impacts, wall_impulse, potential, motor_work }
    }
}

/// The work the motors did from the first of `figures` to each (J), one value a figure: 0 at the first, whose own
/// step's work is in the energy it starts with.
pub fn motor_work_since(figures: &[StepFigures]) -> impl Iterator<Item = f64> + '_ {
    let later = figures.iter().skip(1).scan(0.0, |done, figures| {
        *done += figures.motor_work;
        Some(*done)
    });
    figures.first().map(|_| 0.0).into_iter().chain(later)
}

/// Adds `body` to a step's totals if it moves under the engine (fixed and driven bodies carry no energy).
pub fn add_to_totals(totals: &mut Totals, body: &BodySnapshot) {
    if body.kind == RigidBody::Dynamic {
        let inverse =
            inverse_inertia(body.kind, Mass(body.mass), &body.shape, body.distribution, RotationLock::default());
        totals.add_body(&MeasuredBody {
            mass: body.mass,
            position: body.position,
            velocity: body.velocity,
            angular_velocity: body.angular_velocity,
            inertia: inertia_of(inverse),
            rotation: body.rotation,
        });
    }
}

/// Where a body was and how fast it went at the end of a step.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BodySample {
    pub step: u64,
    pub position: Vec3,
    pub velocity: Vec3,
}

/// What a step's record adds up over the bodies, in the pass that copies them: their hash (kept between
/// steps, so that only the bodies that changed are hashed again) and their totals.
pub(super) struct BodySums<'a> {
    hash: &'a mut BodiesHash,
    totals: Totals,
}

impl<'a> BodySums<'a> {
    /// Starts a pass over `len` bodies.
    pub(super) fn begin(hash: &'a mut BodiesHash, len: usize) -> Self {
        hash.begin(len);
        BodySums { hash, totals: Totals::default() }
    }

    /// The hash and the totals of `bodies`, in a pass of their own.
    pub(super) fn of(hash: &'a mut BodiesHash, bodies: &[BodySnapshot]) -> (u64, Totals) {
        let mut sums = BodySums::begin(hash, bodies.len());
        bodies.iter().enumerate().for_each(|(index, body)| sums.add(index, body));
        sums.finish()
    }

    pub(super) fn add(&mut self, index: usize, body: &BodySnapshot) {
        self.hash.add(index, body);
        add_to_totals(&mut self.totals, body);
    }

    pub(super) fn finish(self) -> (u64, Totals) {
        (self.hash.finish(), self.totals)
    }
}
