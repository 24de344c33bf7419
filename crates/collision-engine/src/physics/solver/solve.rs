//! The solver stage: the bodies in contact moved again along their flight in substeps of sequential impulses.

use crate::physics::data::warm_start::WarmStart;
use crate::physics::solver::block::{BlockScratch, IslandScratch, SmallIsland, small_islands, solve_block};
use crate::physics::solver::contact::{ContactStep, NO_SPIN, SolverBody, SolverContact};
use crate::physics::solver::turning::{BodySpin, Resistance, Turning};

use crate::bevy_prelude::*;

use crate::physics::broadphase::candidates::CandidatePairs;
use bevy_ecs::query::QueryData;

use crate::physics::components::{AngularVelocity, LinearVelocity, Mass, PhysicsMaterial, RigidBody, inverse_mass};
use crate::physics::data::contacts::{ContactPair, Contacts};
use crate::physics::predict::{flight, moving_velocity};
use crate::physics::reach::SolverReach;
use crate::physics::response::ResponseVetoes;
use crate::physics::rotation::{RollingResistance, SpinningFriction, TurningShape};
use crate::physics::schedule::{PhysicsSchedule, PhysicsSystems};
use crate::physics::settings::{PhysicsClock, PhysicsSettings};
use crate::physics::slots::BodySlots;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<WarmStart>().add_systems(PhysicsSchedule, solve_contacts.in_set(PhysicsSystems::Solve));
}

/// Restitution and friction of a pair: e = min(eA, eB), μ = √(μA·μB), unless the settings override them.
pub fn combine_materials(a: &PhysicsMaterial, b: &PhysicsMaterial, settings: &PhysicsSettings) -> (f32, f32) {
    let restitution = settings.restitution_override.unwrap_or(a.restitution.min(b.restitution));
    let friction = settings.friction_override.unwrap_or((a.friction * b.friction).sqrt());
    (restitution, friction)
}

/// The solver's working arrays, kept between steps so their memory is reused.
#[derive(Default)]
pub struct SolverScratch {
    slots: BodySlots,
    bodies: Vec<SolverBody>,
    /// Per body, how far it has moved since the step began: contacts follow their separation from it.
    moved: Vec<Vec3>,
    /// Per body: where its flight began and ended, and its material.
    starts: Vec<Vec3>,
    predicted: Vec<Vec3>,
    materials: Vec<PhysicsMaterial>,
    contacts: Vec<SolverContact>,
    /// Per contact, what it keeps over the whole step.
    steps: Vec<ContactStep>,
    /// For each prepared contact, its index in [`Contacts::pairs`].
    pairs: Vec<usize>,
    /// Per body, its velocity when the substep began.
    substep_start: Vec<Vec3>,
    /// Islands whose normal impulses may be solved exactly after the iterations.
    islands: Vec<SmallIsland>,
    block: BlockScratch,
    island_scratch: IslandScratch,
    /// Per contact, whether the last iteration changed it by more than the tolerance.
    unsettled: Vec<bool>,
    /// Per contact, whether it belongs to one of the `islands`.
    in_small_island: Vec<bool>,
    /// The bodies' turning and the contacts that turn them.
    turning: Turning,
}

/// A body as the solver reads and writes it.
#[derive(QueryData)]
#[query_data(mutable)]
pub struct SolvedBody {
    body: &'static RigidBody,
    mass: &'static Mass,
    material: &'static PhysicsMaterial,
    shape: TurningShape,
    rolling_resistance: Option<&'static RollingResistance>,
    spinning_friction: Option<&'static SpinningFriction>,
    velocity: &'static mut LinearVelocity,
    angular_velocity: &'static mut AngularVelocity,
    transform: &'static mut Transform,
}

type SolverQuery<'w, 's> = Query<'w, 's, SolvedBody>;

impl SolvedBodyReadOnlyItem<'_, '_> {
    /// The body's turning: its angular velocity about the axes it turns about, and its inverse inertia.
    fn spin(&self) -> BodySpin {
        let inverse_inertia = self.shape.inverse_inertia(*self.body, *self.mass);
        BodySpin { angular_velocity: self.angular_velocity.0 * self.shape.axes(*self.body), inverse_inertia }
    }

    /// How its surface resists rolling and spinning, at its arm.
    fn resistance(&self) -> Resistance {
        Resistance {
            arm: self.shape.arm(),
            rolling: self.rolling_resistance.map_or(0.0, |resistance| resistance.0),
            spinning: self.spinning_friction.map_or(0.0, |friction| friction.0),
        }
    }
}

/// Resolves every contact marked `resolve` over the step's substeps and records the impulses in [`Contacts`].
pub fn solve_contacts(
    settings: Res<PhysicsSettings>,
    clock: Res<PhysicsClock>,
    vetoes: Res<ResponseVetoes>,
    (candidates, reach): (Res<CandidatePairs>, Res<SolverReach>),
    mut contacts: ResMut<Contacts>,
    mut warm_start: ResMut<WarmStart>,
    mut bodies: SolverQuery,
    mut scratch: Local<SolverScratch>,
) {
    let scratch = &mut *scratch;
    // a veto may have come from an observer of this step's events, after the narrowphase marked the pairs
    for pair in &mut contacts.pairs {
        pair.resolve &= !vetoes.blocks(pair.a, pair.b);
    }
    prepare_contacts(scratch, (&contacts, &candidates, &reach), &bodies, &settings, clock.dt);
    for (contact, &pair_index) in scratch.contacts.iter_mut().zip(&scratch.pairs) {
        if let Some(impulses) = warm_start.find(contacts.pairs[pair_index].key()) {
            (contact.normal_impulse, contact.tangent_impulse) = (impulses.normal, impulses.tangent);
            if let Some(spin) = scratch.turning.contacts.get_mut(contact.spin as usize) {
                (spin.rolling_impulse, spin.spinning_impulse) = (impulses.rolling, impulses.spinning);
            }
        }
    }
    small_islands(&scratch.bodies, &scratch.contacts, &mut scratch.island_scratch, &mut scratch.islands);
    scratch.in_small_island.clear();
    scratch.in_small_island.resize(scratch.contacts.len(), false);
    for island in &scratch.islands {
        island.contacts.iter().for_each(|&i| scratch.in_small_island[i] = true);
    }
    let substeps = settings.substeps.max(1);
    for _ in 0..substeps {
        run_substep(scratch, &settings, clock.dt / substeps as f32);
    }
    for (contact, step) in scratch.contacts.iter().zip(&mut scratch.steps) {
        contact.restitute(step, &mut scratch.bodies);
    }
    write_back(scratch, &mut contacts, &mut warm_start, &mut bodies);
}

/// Numbers the bodies of every contact to resolve and prepares the contacts, back at the step's start.
fn prepare_contacts(
    scratch: &mut SolverScratch,
    (contacts, candidates, reach): (&Contacts, &CandidatePairs, &SolverReach),
    bodies: &SolverQuery,
    settings: &PhysicsSettings,
    dt: f32,
) {
    scratch.clear_step();
    let SolverScratch { slots, bodies: solver_bodies, moved, starts, predicted, materials, turning, .. } = scratch;
    let (prepared, steps, pairs) = (&mut scratch.contacts, &mut scratch.steps, &mut scratch.pairs);
    let gravity = settings.effective_gravity();
    for (pair_index, pair) in contacts.pairs.iter().enumerate() {
        // continuous hits were resolved at their time of impact
        if !pair.resolve || pair.toi.is_some() {
            continue;
        }
        let mut slot = |entity: Entity| {
            slots.get(entity).or_else(|| {
                let solved = bodies.get(entity).ok()?;
                let (body, velocity, end) = (*solved.body, solved.velocity.0, solved.transform.translation);
                // the step's gravity is in a dynamic body's velocity: the substeps add it again, a piece at a time
                let falls = body == RigidBody::Dynamic;
                let start_velocity = if falls { velocity - gravity * dt } else { moving_velocity(body, velocity) };
                let flight = flight(body, velocity, gravity, dt);
                Some(slots.get_or_add(entity, |_| {
                    solver_bodies.push(SolverBody::new(start_velocity, inverse_mass(body, *solved.mass)));
                    turning.add_body(solved.spin(), solved.resistance(), solved.transform.rotation, dt);
                    moved.push(Vec3::ZERO);
                    starts.push(end - flight);
                    predicted.push(end);
                    materials.push(*solved.material);
                }))
            })
        };
        let (Some(a), Some(b)) = (slot(pair.a), slot(pair.b)) else {
            continue;
        };
        let flight = (predicted[b] - starts[b]) - (predicted[a] - starts[a]);
        let Some(separation) = starting_separation(pair, flight, (candidates, reach), settings, dt) else {
            continue;
        };
        let normal = pair.contact.normal;
        let materials = combine_materials(&materials[a], &materials[b], settings);
        let contact =
            SolverContact::new((a, b), solver_bodies, (normal, separation), materials, settings.restitution_threshold);
        if let Some((mut contact, step)) = contact {
            turning.add_contact(&mut contact);
            prepared.push(contact);
            steps.push(step);
            pairs.push(pair_index);
        }
    }
}

/// The pair's separation where the bodies' flights start (it was measured where they end, `flight` apart
/// along the way). None for a pair closing fast but still apart where the flights end that no push may close:
/// nothing to stop this step (a body flying past a corner must not be held by a contact measured along a line).
fn starting_separation(
    pair: &ContactPair,
    flight: Vec3,
    (candidates, reach): (&CandidatePairs, &SolverReach),
    settings: &PhysicsSettings,
    dt: f32,
) -> Option<f32> {
    let normal = pair.contact.normal;
    let closing_fast = settings.closes_as_an_impact((-flight.dot(normal), normal), dt);
    if closing_fast && pair.contact.penetration + reach.closing(candidates, pair) <= 0.0 {
        return None;
    }
    Some(-pair.contact.penetration - flight.dot(normal))
}

/// One substep: gravity, warm start, Gauss–Seidel iterations, then motion.
fn run_substep(scratch: &mut SolverScratch, settings: &PhysicsSettings, h: f32) {
    scratch.begin_substep(settings.effective_gravity(), h);
    let SolverScratch { bodies, contacts, unsettled, in_small_island, islands, block, island_scratch, turning, .. } =
        scratch;
    unsettled.clear();
    unsettled.resize(contacts.len(), false);
    let tolerance = settings.solver_tolerance;
    // whether the small islands were solved exactly before the iterations ended (None: not tried)
    let mut islands_solved = None;
    for _ in 0..settings.solver_iterations.max(1) {
        let (mut settled, mut settled_elsewhere) = (true, true);
        for ((contact, unsettled), &in_island) in
            contacts.iter_mut().zip(unsettled.iter_mut()).zip(in_small_island.iter())
        {
            // an impulse of effective mass × Δv changes the relative velocity by Δv
            let change = match contact.spin {
                NO_SPIN => contact.solve(bodies),
                spin => {
                    let Turning { spins, contacts: contact_spins, .. } = &mut *turning;
                    contact.solve_turning(&mut contact_spins[spin as usize], (bodies, spins))
                }
            };
            *unsettled = change > tolerance * contact.effective_mass;
            settled &= !*unsettled;
            settled_elsewhere &= !*unsettled || in_island;
        }
        if settled {
            break;
        }
        // only small islands still unsettled: solved exactly, they end the iterations, unless one finds no
        // solution or friction is at work in them (the exact solve sets normal impulses only, and friction
        // bounded by them needs the iterations after it: a box riding a sliding box)
        if settled_elsewhere && islands_solved.is_none() {
            islands_solved = Some(
                frictionless_islands(islands, contacts, (bodies, turning), tolerance)
                    && solve_unconverged_islands(
                        (bodies, contacts),
                        (islands, unsettled),
                        tolerance,
                        (block, island_scratch),
                    ),
            );
            if islands_solved == Some(true) {
                break;
            }
        }
    }
    if islands_solved != Some(true) {
        solve_unconverged_islands((bodies, contacts), (islands, unsettled), tolerance, (block, island_scratch));
    }
    scratch.end_substep(h);
}

impl SolverScratch {
    /// Empties what the last step left, keeping the memory.
    fn clear_step(&mut self) {
        self.slots.clear();
        self.bodies.clear();
        self.moved.clear();
        self.steps.clear();
        self.starts.clear();
        self.predicted.clear();
        self.materials.clear();
        self.contacts.clear();
        self.pairs.clear();
        self.turning.clear();
    }

    /// Gravity for the substep of `h` seconds, and every contact started from the last substep's impulses.
    fn begin_substep(&mut self, gravity: Vec3, h: f32) {
        let substep_rate = 1.0 / h;
        self.substep_start.clear();
        self.substep_start.extend(self.bodies.iter().map(|body| body.velocity()));
        for body in self.bodies.iter_mut().filter(|body| body.moves()) {
            body.accelerate(gravity * h);
        }
        self.turning.begin_substep();
        let Turning { spins, contacts: contact_spins, .. } = &mut self.turning;
        for (contact, step) in self.contacts.iter_mut().zip(self.steps.iter()) {
            let (normal, tangent) = (contact.normal_impulse, contact.tangent_impulse);
            contact.begin_substep(step.separation_now(contact, &self.moved), substep_rate);
            match contact.spin {
                NO_SPIN => contact.warm_start(&mut self.bodies, normal, tangent),
                spin => {
                    let spin = &mut contact_spins[spin as usize];
                    contact.warm_start_turning(spin, (&mut self.bodies, spins), (normal, tangent));
                }
            }
        }
    }

    /// The bodies moved by the average of their velocities before and after the substep (the trapezoidal rule).
    fn end_substep(&mut self, h: f32) {
        let motion = self.bodies.iter().zip(self.substep_start.iter());
        for ((body, before), moved) in motion.zip(self.moved.iter_mut()) {
            *moved += (*before + body.velocity()) * 0.5 * h;
        }
        for (contact, step) in self.contacts.iter().zip(self.steps.iter_mut()) {
            contact.end_substep(step);
        }
        self.turning.end_substep(h);
    }
}

/// Whether no contact of the small islands has friction at work: no friction impulse, and its bodies not
/// sliding along each other faster than `tolerance` (a column landing straight down).
fn frictionless_islands(
    islands: &[SmallIsland],
    contacts: &[SolverContact],
    (bodies, turning): (&[SolverBody], &Turning),
    tolerance: f32,
) -> bool {
    let at_work = |contact: &SolverContact| {
        contact.tangent_impulse != Vec3::ZERO || turning.sliding_speed(contact, bodies) > tolerance
    };
    islands.iter().flat_map(|island| &island.contacts).all(|&i| !at_work(&contacts[i]))
}

/// Solves exactly the small islands that are stiff or that the last iteration left `unsettled`; true when every
/// one of them ends solved.
fn solve_unconverged_islands(
    (bodies, contacts): (&mut [SolverBody], &mut [SolverContact]),
    (islands, unsettled): (&mut [SmallIsland], &[bool]),
    tolerance: f32,
    (block, island_scratch): (&mut BlockScratch, &mut IslandScratch),
) -> bool {
    let unconverged = |island: &SmallIsland| island.contacts.iter().any(|&i| unsettled[i]);
    let mut all_solved = true;
    for island in islands.iter_mut().filter(|island| island.stiff || unconverged(island)) {
        island_scratch.look_for_chain(island, contacts, bodies);
        all_solved &= solve_block(bodies, contacts, (island, tolerance), block);
    }
    all_solved
}

/// Records each contact's impulses and separation, keeps the last substep's impulses for the next step, and
/// writes the bodies' new positions and velocities.
fn write_back(scratch: &SolverScratch, contacts: &mut Contacts, warm_start: &mut WarmStart, bodies: &mut SolverQuery) {
    let prepared = scratch.contacts.iter().zip(&scratch.steps);
    for ((contact, step), &pair_index) in prepared.zip(&scratch.pairs) {
        let pair = &mut contacts.pairs[pair_index];
        pair.normal_impulse = step.normal_impulse;
        pair.tangent_impulse = step.tangent_impulse;
        pair.contact.penetration = -step.separation_now(contact, &scratch.moved);
        pair.solved = true;
    }
    let solved = scratch.contacts.iter().zip(&scratch.pairs);
    warm_start.remember(solved.map(|(contact, &p)| (contacts.pairs[p].key(), scratch.turning.impulses(contact))));
    let solved = scratch.slots.entities().iter().zip(&scratch.bodies).zip(scratch.starts.iter().zip(&scratch.moved));
    for ((entity, solved), (start, moved)) in solved {
        if !solved.moves() {
            continue;
        }
        if let Ok(mut body) = bodies.get_mut(*entity) {
            body.velocity.0 = solved.velocity();
            body.transform.translation = *start + *moved;
        }
    }
    for turned in &scratch.turning.turning {
        if let Ok(mut body) = bodies.get_mut(scratch.slots.entities()[turned.body]) {
            body.angular_velocity.0 = scratch.turning.spins[turned.body].angular_velocity;
            body.transform.rotation = turned.rotation;
        }
    }
}
