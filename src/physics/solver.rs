//! Solve stage: sequential impulses that stop approaching contacts, with restitution and friction.
//!
//! An impulse stands for a contact force spread over the substep, so besides changing the velocity it moves
//! the body by half the velocity change times dt: with the integrator, positions follow the trapezoidal
//! rule, which makes a box sliding to rest under friction stop exactly at v²/(2μg).
//!
//! Each resolved contact gets a normal impulse, accumulated over the iterations and clamped at ≥ 0 (contacts
//! push, never pull), and a friction impulse clamped to the Coulomb disc |jt| ≤ μ·jn. Impulses of pairs that
//! also touched last step start from last step's totals (warm starting), so stacks settle in few iterations.

use bevy::ecs::entity::EntityHashMap;
use bevy::platform::collections::HashMap;
use bevy::prelude::*;

use super::{
    Contacts, LinearVelocity, Mass, PhysicsClock, PhysicsMaterial, PhysicsSchedule, PhysicsSettings, PhysicsSystems,
    ResponseVetoes, RigidBody, inverse_mass,
};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<WarmStart>().add_systems(PhysicsSchedule, solve_contacts.in_set(PhysicsSystems::Solve));
}

/// Last step's accumulated impulses per pair (normal, tangent), to start this step's iterations from.
#[derive(Resource, Debug, Default)]
pub struct WarmStart {
    impulses: HashMap<(Entity, Entity), (f32, Vec3)>,
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

    /// One Gauss–Seidel pass over this contact: friction first, then the normal, which matters more.
    pub fn solve(&mut self, bodies: &mut [SolverBody]) {
        let relative = bodies[self.body_b].velocity - bodies[self.body_a].velocity;
        let sliding = relative - relative.dot(self.normal) * self.normal;
        // clamp the accumulated friction impulse to the Coulomb disc
        let limit = self.friction * self.normal_impulse;
        let wanted = self.tangent_impulse - sliding * self.effective_mass;
        let clamped = wanted.clamp_length_max(limit);
        self.apply(bodies, clamped - self.tangent_impulse);
        self.tangent_impulse = clamped;

        let normal_velocity = (bodies[self.body_b].velocity - bodies[self.body_a].velocity).dot(self.normal);
        // clamp the accumulated normal impulse: contacts push, never pull
        let total =
            (self.normal_impulse + (self.target_normal_velocity - normal_velocity) * self.effective_mass).max(0.0);
        self.apply(bodies, self.normal * (total - self.normal_impulse));
        self.normal_impulse = total;
    }
}

/// Restitution and friction of a pair: e = min(eA, eB), μ = √(μA·μB), unless the settings override them.
pub fn combine_materials(a: &PhysicsMaterial, b: &PhysicsMaterial, settings: &PhysicsSettings) -> (f32, f32) {
    let restitution = settings.restitution_override.unwrap_or(a.restitution.min(b.restitution));
    let friction = settings.friction_override.unwrap_or((a.friction * b.friction).sqrt());
    (restitution, friction)
}

/// Resolves every contact marked `resolve` and records the impulses in [`Contacts`].
pub fn solve_contacts(
    settings: Res<PhysicsSettings>,
    clock: Res<PhysicsClock>,
    vetoes: Res<ResponseVetoes>,
    mut contacts: ResMut<Contacts>,
    mut warm_start: ResMut<WarmStart>,
    mut bodies: Query<(&RigidBody, &Mass, &PhysicsMaterial, &mut LinearVelocity, &mut Transform)>,
) {
    let mut index = EntityHashMap::<usize>::default();
    let mut entities = Vec::new();
    let mut solver_bodies = Vec::new();
    let mut solver_contacts = Vec::new();
    let mut contact_pairs = Vec::new();
    // a veto may have come from an observer of this step's events, after the narrowphase marked the pairs
    for pair in &mut contacts.pairs {
        pair.resolve &= !vetoes.blocks(pair.a, pair.b);
    }
    for (pair_index, pair) in contacts.pairs.iter().enumerate() {
        // continuous hits were resolved at their time of impact
        if !pair.resolve || pair.toi.is_some() {
            continue;
        }
        let (Ok((body_a, mass_a, material_a, ..)), Ok((body_b, mass_b, material_b, ..))) =
            (bodies.get(pair.a), bodies.get(pair.b))
        else {
            continue;
        };
        let mut slot = |entity: Entity, body: &RigidBody, mass: &Mass| {
            *index.entry(entity).or_insert_with(|| {
                entities.push(entity);
                let velocity = bodies.get(entity).map(|(_, _, _, v, _)| v.0).unwrap_or_default();
                solver_bodies.push(SolverBody { velocity, inverse_mass: inverse_mass(*body, *mass) });
                solver_bodies.len() - 1
            })
        };
        let slots = (slot(pair.a, body_a, mass_a), slot(pair.b, body_b, mass_b));
        let gap_speed = (-pair.contact.penetration).max(0.0) / clock.dt;
        let materials = combine_materials(material_a, material_b, &settings);
        let prepared = SolverContact::new(
            slots,
            &solver_bodies,
            pair.contact.normal,
            materials,
            settings.restitution_threshold,
            gap_speed,
        );
        if let Some(prepared) = prepared {
            solver_contacts.push(prepared);
            contact_pairs.push(pair_index);
        }
    }

    let before: Vec<Vec3> = solver_bodies.iter().map(|body| body.velocity).collect();
    for (contact, &pair_index) in solver_contacts.iter_mut().zip(&contact_pairs) {
        if let Some(&(normal, tangent)) = warm_start.impulses.get(&contacts.pairs[pair_index].key()) {
            contact.warm_start(&mut solver_bodies, normal, tangent);
        }
    }
    for _ in 0..settings.solver_iterations.max(1) {
        for contact in &mut solver_contacts {
            contact.solve(&mut solver_bodies);
        }
    }
    // the trapezoidal half of each velocity change, as a displacement
    let shift: Vec<Vec3> =
        solver_bodies.iter().zip(&before).map(|(body, v)| (body.velocity - *v) * 0.5 * clock.dt).collect();

    warm_start.impulses.clear();
    for (contact, &pair_index) in solver_contacts.iter().zip(&contact_pairs) {
        let pair = &mut contacts.pairs[pair_index];
        pair.normal_impulse = contact.normal_impulse;
        pair.tangent_impulse = contact.tangent_impulse;
        // the shift moved the bodies along the normal: the overlap left for correction changes with it
        pair.contact.penetration -= (shift[contact.body_b] - shift[contact.body_a]).dot(contact.normal);
        warm_start.impulses.insert(pair.key(), (contact.normal_impulse, contact.tangent_impulse));
    }
    for ((entity, solved), shift) in entities.iter().zip(&solver_bodies).zip(&shift) {
        if let Ok((.., mut velocity, mut transform)) = bodies.get_mut(*entity) {
            velocity.0 = solved.velocity;
            transform.translation += *shift;
        }
    }
}
