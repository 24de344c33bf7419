//! Solve stage: sequential impulses that stop approaching contacts, with restitution and friction.
//!
//! An impulse stands for a contact force spread over the substep, so besides changing the velocity it moves
//! the body by half the velocity change times dt: with the integrator, positions follow the trapezoidal
//! rule, which makes a box sliding to rest under friction stop exactly at v²/(2μg).
//!
//! Each resolved contact gets a normal impulse, accumulated over the iterations and clamped at ≥ 0 (contacts
//! push, never pull), and a friction impulse clamped to the Coulomb disc |jt| ≤ μ·jn. Impulses of pairs that
//! also touched last step start from last step's totals (warm starting), so stacks settle in few iterations.

use bevy::platform::collections::HashMap;
use bevy::prelude::*;

use super::slots::BodySlots;
use super::{
    Contacts, LinearVelocity, Mass, PhysicsClock, PhysicsMaterial, PhysicsSchedule, PhysicsSettings, PhysicsSystems,
    ResponseVetoes, RigidBody, inverse_mass,
};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<WarmStart>().add_systems(PhysicsSchedule, solve_contacts.in_set(PhysicsSystems::Solve));
}

/// Last step's accumulated impulses per pair (normal, tangent), to start this step's iterations from.
///
/// Kept in the order the solver met the pairs, which this step mostly repeats (the broadphase lists pairs
/// cell by cell): a pair is first looked for where the last one matched, and only a pair met out of order
/// pays for a hash table, built once that step.
#[derive(Resource, Debug, Default)]
pub struct WarmStart {
    previous: Vec<((Entity, Entity), (f32, Vec3))>,
    lookup: HashMap<(Entity, Entity), usize>,
    next: usize,
}

impl WarmStart {
    /// Last step's impulses of `key`, if it was solved then.
    fn find(&mut self, key: (Entity, Entity)) -> Option<(f32, Vec3)> {
        if let Some(&(previous_key, impulses)) = self.previous.get(self.next)
            && previous_key == key
        {
            self.next += 1;
            return Some(impulses);
        }
        if self.lookup.is_empty() {
            self.lookup.extend(self.previous.iter().enumerate().map(|(i, (key, _))| (*key, i)));
        }
        let &found = self.lookup.get(&key)?;
        self.next = found + 1;
        Some(self.previous[found].1)
    }

    /// Replaces last step's impulses with this step's.
    fn remember(&mut self, impulses: impl Iterator<Item = ((Entity, Entity), (f32, Vec3))>) {
        self.previous.clear();
        self.previous.extend(impulses);
        self.lookup.clear();
        self.next = 0;
    }
}

/// A body's state as the solver needs it, copied out of the ECS for the iterations.
#[derive(Clone, Copy, Debug)]
pub struct SolverBody {
    pub velocity: Vec3,
    pub inverse_mass: f32,
}

/// One contact prepared for the iterations.
#[derive(Clone, Copy, Debug)]
pub struct SolverContact {
    pub body_a: usize,
    pub body_b: usize,
    pub normal: Vec3,
    /// 1 / (1/mA + 1/mB): the impulse that changes the relative velocity by 1 m/s.
    pub effective_mass: f32,
    /// Normal relative velocity to reach: e times the approach speed, or 0 below the threshold.
    pub target_normal_velocity: f32,
    pub friction: f32,
    pub normal_impulse: f32,
    pub tangent_impulse: Vec3,
}

impl SolverContact {
    /// Prepares a contact between two bodies from their velocities before any impulse this step. `gap_speed`
    /// is, for a speculative contact, the gap divided by dt: the approach speed that just closes it.
    pub fn new(
        (body_a, body_b): (usize, usize),
        bodies: &[SolverBody],
        normal: Vec3,
        (restitution, friction): (f32, f32),
        restitution_threshold: f32,
        gap_speed: f32,
    ) -> Option<SolverContact> {
        let (a, b) = (bodies[body_a], bodies[body_b]);
        let inverse_mass_sum = a.inverse_mass + b.inverse_mass;
        if inverse_mass_sum <= 0.0 {
            return None;
        }
        let approach = (b.velocity - a.velocity).dot(normal);
        let fast = -approach > restitution_threshold;
        let target_normal_velocity = match (gap_speed > 0.0, fast) {
            // not touching and fast: the continuous stage (or next step) resolves the impact, with its bounce
            (true, true) => return None,
            // not touching and slow: approach no faster than closes the gap
            (true, false) => -gap_speed,
            (false, true) => -restitution * approach,
            (false, false) => 0.0,
        };
        Some(SolverContact {
            body_a,
            body_b,
            normal,
            effective_mass: 1.0 / inverse_mass_sum,
            target_normal_velocity,
            friction,
            normal_impulse: 0.0,
            tangent_impulse: Vec3::ZERO,
        })
    }

    fn apply(&self, bodies: &mut [SolverBody], impulse: Vec3) {
        let a = &mut bodies[self.body_a];
        a.velocity -= impulse * a.inverse_mass;
        let b = &mut bodies[self.body_b];
        b.velocity += impulse * b.inverse_mass;
    }

    /// Applies impulses carried over from last step.
    pub fn warm_start(&mut self, bodies: &mut [SolverBody], normal_impulse: f32, tangent_impulse: Vec3) {
        self.normal_impulse = normal_impulse;
        // keep only the part of last step's friction that lies in this step's contact plane
        self.tangent_impulse = tangent_impulse - tangent_impulse.dot(self.normal) * self.normal;
        self.apply(bodies, self.normal * self.normal_impulse + self.tangent_impulse);
    }

    /// One Gauss–Seidel pass over this contact: friction (bounded by the normal impulse so far), then the
    /// normal. Returns how much it changed the bodies' relative velocity (m/s).
    pub fn solve(&mut self, bodies: &mut [SolverBody]) -> f32 {
        let relative = bodies[self.body_b].velocity - bodies[self.body_a].velocity;
        let normal_velocity = relative.dot(self.normal);
        // clamp the accumulated friction impulse to the Coulomb disc
        let limit = self.friction * self.normal_impulse;
        let friction = if limit > 0.0 {
            let sliding = relative - normal_velocity * self.normal;
            (self.tangent_impulse - sliding * self.effective_mass).clamp_length_max(limit)
        } else {
            Vec3::ZERO
        };
        let friction_change = friction - self.tangent_impulse;
        self.tangent_impulse = friction;
        // friction lies in the contact plane, so the normal velocity is still `normal_velocity`;
        // clamp the accumulated normal impulse: contacts push, never pull
        let total =
            (self.normal_impulse + (self.target_normal_velocity - normal_velocity) * self.effective_mass).max(0.0);
        let normal_change = total - self.normal_impulse;
        self.normal_impulse = total;
        self.apply(bodies, friction_change + self.normal * normal_change);
        (friction_change.length() + normal_change.abs()) / self.effective_mass
    }
}

/// Restitution and friction of a pair: e = min(eA, eB), μ = √(μA·μB), unless the settings override them.
pub fn combine_materials(a: &PhysicsMaterial, b: &PhysicsMaterial, settings: &PhysicsSettings) -> (f32, f32) {
    let restitution = settings.restitution_override.unwrap_or(a.restitution.min(b.restitution));
    let friction = settings.friction_override.unwrap_or((a.friction * b.friction).sqrt());
    (restitution, friction)
}

/// The solver's working arrays, kept between runs so their memory is reused.
#[derive(Default)]
pub struct SolverScratch {
    slots: BodySlots,
    bodies: Vec<SolverBody>,
    materials: Vec<PhysicsMaterial>,
    contacts: Vec<SolverContact>,
    /// For each prepared contact, its index in [`Contacts::pairs`].
    pairs: Vec<usize>,
}

/// Resolves every contact marked `resolve` and records the impulses in [`Contacts`].
pub fn solve_contacts(
    settings: Res<PhysicsSettings>,
    clock: Res<PhysicsClock>,
    vetoes: Res<ResponseVetoes>,
    mut contacts: ResMut<Contacts>,
    mut warm_start: ResMut<WarmStart>,
    mut bodies: Query<(&RigidBody, &Mass, &PhysicsMaterial, &mut LinearVelocity, &mut Transform)>,
    mut scratch: Local<SolverScratch>,
) {
    let SolverScratch { slots, bodies: solver_bodies, materials, contacts: solver_contacts, pairs } = &mut *scratch;
    slots.clear();
    solver_bodies.clear();
    materials.clear();
    solver_contacts.clear();
    pairs.clear();
    // a veto may have come from an observer of this step's events, after the narrowphase marked the pairs
    for pair in &mut contacts.pairs {
        pair.resolve &= !vetoes.blocks(pair.a, pair.b);
    }
    for (pair_index, pair) in contacts.pairs.iter().enumerate() {
        // continuous hits were resolved at their time of impact
        if !pair.resolve || pair.toi.is_some() {
            continue;
        }
        let mut slot = |entity: Entity| {
            slots.get(entity).or_else(|| {
                let (body, mass, material, velocity, _) = bodies.get(entity).ok()?;
                Some(slots.get_or_add(entity, |_| {
                    solver_bodies.push(SolverBody { velocity: velocity.0, inverse_mass: inverse_mass(*body, *mass) });
                    materials.push(*material);
                }))
            })
        };
        let (Some(a), Some(b)) = (slot(pair.a), slot(pair.b)) else {
            continue;
        };
        let gap_speed = (-pair.contact.penetration).max(0.0) / clock.dt;
        let materials = combine_materials(&materials[a], &materials[b], &settings);
        let prepared = SolverContact::new(
            (a, b),
            solver_bodies,
            pair.contact.normal,
            materials,
            settings.restitution_threshold,
            gap_speed,
        );
        if let Some(prepared) = prepared {
            solver_contacts.push(prepared);
            pairs.push(pair_index);
        }
    }

    let before: Vec<Vec3> = solver_bodies.iter().map(|body| body.velocity).collect();
    for (contact, &pair_index) in solver_contacts.iter_mut().zip(pairs.iter()) {
        if let Some((normal, tangent)) = warm_start.find(contacts.pairs[pair_index].key()) {
            contact.warm_start(solver_bodies, normal, tangent);
        }
    }
    for _ in 0..settings.solver_iterations.max(1) {
        let largest_change = solver_contacts.iter_mut().map(|c| c.solve(solver_bodies)).fold(0.0, f32::max);
        if largest_change <= settings.solver_tolerance {
            break;
        }
    }
    // the trapezoidal half of each velocity change, as a displacement
    let shift: Vec<Vec3> =
        solver_bodies.iter().zip(&before).map(|(body, v)| (body.velocity - *v) * 0.5 * clock.dt).collect();

    for (contact, &pair_index) in solver_contacts.iter().zip(pairs.iter()) {
        let pair = &mut contacts.pairs[pair_index];
        pair.normal_impulse = contact.normal_impulse;
        pair.tangent_impulse = contact.tangent_impulse;
        // the shift moved the bodies along the normal: the overlap left for correction changes with it
        pair.contact.penetration -= (shift[contact.body_b] - shift[contact.body_a]).dot(contact.normal);
    }
    let solved = pairs.iter().map(|&p| &contacts.pairs[p]);
    warm_start.remember(solved.map(|pair| (pair.key(), (pair.normal_impulse, pair.tangent_impulse))));
    for ((entity, solved), shift) in slots.entities().iter().zip(solver_bodies.iter()).zip(&shift) {
        if let Ok((.., mut velocity, mut transform)) = bodies.get_mut(*entity) {
            velocity.0 = solved.velocity;
            transform.translation += *shift;
        }
    }
}
