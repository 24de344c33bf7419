//! The solver stage: the bodies in contact moved again along their flight in substeps of sequential impulses.

use crate::bevy_prelude::*;

use crate::physics::broadphase::candidates::CandidatePairs;
use crate::physics::data::contacts::Contacts;
use crate::physics::data::sleep_state::Sleeping;
use crate::physics::data::stats::{PhysicsStats, SolverStage};
use crate::physics::data::warm_start::{ManifoldWarmStart, WarmStart};
use crate::physics::joints::{Joint, JointBroken, JointForce, JointSolve};
use crate::physics::reach::SolverReach;
use crate::physics::response::ResponseVetoes;
use crate::physics::schedule::{PhysicsSchedule, PhysicsSystems};
use crate::physics::settings::{PhysicsClock, PhysicsSettings};
use crate::physics::solver::block::{BlockScratch, IslandScratch, SmallIsland, small_islands, solve_block};
use crate::physics::solver::contact::{NO_SPIN, SolverBody, SolverContact};
use crate::physics::solver::joint_row::BodyPlaces;
use crate::physics::solver::manifold::ManifoldContact;
use crate::physics::solver::normal_rows::NormalRows;
use crate::physics::solver::prepare::{StepInputs, prepare_contacts};
use crate::physics::solver::rows::MixedRows;
use crate::physics::solver::scratch::{JointInput, SolverQuery, SolverScratch};
use crate::physics::solver::soft_step::{SoftPass, write_back_constraints};
use crate::physics::solver::spins::Turning;
use crate::physics::solver::stage_clock::StageClock;
use crate::physics::solver::store::{write_back, write_back_manifolds};

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<WarmStart>()
        .init_resource::<ManifoldWarmStart>()
        .add_systems(PhysicsSchedule, solve_contacts.in_set(PhysicsSystems::Solve));
}

/// Resolves every contact marked `resolve` over the step's substeps and records the impulses in [`Contacts`].
pub fn solve_contacts(
    settings: Res<PhysicsSettings>,
    clock: Res<PhysicsClock>,
    vetoes: Res<ResponseVetoes>,
    (candidates, reach): (Res<CandidatePairs>, Res<SolverReach>),
    mut contacts: ResMut<Contacts>,
    (mut warm_start, mut kept): (ResMut<WarmStart>, ResMut<ManifoldWarmStart>),
    mut bodies: SolverQuery,
    (mut joints, sleeping): (JointQuery, Query<(), With<Sleeping>>),
    mut scratch: Local<SolverScratch>,
    stats: Option<ResMut<PhysicsStats>>,
) {
    let mut timer = StageClock::start(stats);
    let scratch = &mut *scratch;
    take_awake_joints(scratch, &joints, &sleeping);
    // a veto may have come from an observer of this step's events, after the narrowphase marked the pairs
    for pair in &mut contacts.pairs {
        pair.resolve &= !vetoes.blocks(pair.a, pair.b);
    }
    let inputs = StepInputs {
        contacts: &contacts,
        candidates: &candidates,
        reach: &reach,
        kept: &kept,
        settings: &settings,
        dt: clock.dt,
    };
    prepare_contacts(scratch, &inputs, &bodies);
    scratch.contact_lanes.seal();
    start_from_last_step(scratch, &contacts, &mut warm_start);
    mark_small_islands(scratch);
    scratch.mark_soft_islands();
    timer.lap(SolverStage::Prepare);
    let substeps = settings.substeps.max(1);
    for _ in 0..substeps {
        run_substep(scratch, &settings, clock.dt / substeps as f32, &mut timer);
    }
    restitute(scratch, &settings);
    timer.lap(SolverStage::Restitution);
    write_back(scratch, &mut contacts, &mut warm_start, &mut bodies);
    match settings.soft_contacts {
        true => write_back_constraints(scratch, &mut contacts, &mut kept),
        false => write_back_manifolds(scratch, &mut contacts, &mut kept),
    }
    for (joint, &entity) in scratch.joints.iter().zip(&scratch.joint_entities) {
        if let Ok((_, _, mut force, mut solve)) = joints.get_mut(entity) {
            force.tension = joint.step_impulse() / clock.dt;
            *solve = joint.report;
        }
    }
    timer.lap(SolverStage::Store);
}

/// The joints whose bodies are awake (a joint of sleeping bodies sleeps with them: the sleep stage joins its
/// bodies in one island), in the order of their entities, whatever the order of their tables (a joint taken out
/// and put back, as going back in time does, comes last in its table): the same joints are solved the same way.
fn take_awake_joints(scratch: &mut SolverScratch, joints: &JointQuery, sleeping: &Query<(), With<Sleeping>>) {
    scratch.joint_inputs.clear();
    for (entity, joint, ..) in joints {
        let asleep = [joint.a, joint.b].iter().any(|end| end.entity().is_some_and(|body| sleeping.contains(body)));
        if !asleep {
            scratch.joint_inputs.push(JointInput { entity, joint: *joint });
        }
    }
    scratch.joint_inputs.sort_unstable_by_key(|input| input.entity);
}

/// Each contact of bodies that do not tumble starts from its pair's impulses of last step.
fn start_from_last_step(scratch: &mut SolverScratch, contacts: &Contacts, warm_start: &mut WarmStart) {
    for (contact, &pair_index) in scratch.contacts.iter_mut().zip(&scratch.pairs) {
        if let Some(impulses) = warm_start.find(contacts.pairs[pair_index].key()) {
            (contact.normal_impulse, contact.tangent_impulse) = (impulses.normal, impulses.tangent);
            if let Some(spin) = scratch.turning.contacts.get_mut(contact.spin as usize) {
                (spin.rolling_impulse, spin.spinning_impulse) = (impulses.rolling, impulses.spinning);
            }
        }
    }
}

/// Finds the islands whose normal impulses may be solved exactly, and marks the rows that belong to one.
fn mark_small_islands(scratch: &mut SolverScratch) {
    let rows = {
        let SolverScratch { bodies, contacts, manifolds, turning, island_scratch, islands, .. } = &mut *scratch;
        let rows = MixedRows { contacts, manifolds, spins: &mut turning.spins };
        small_islands(bodies, &rows, island_scratch, islands);
        rows.count()
    };
    scratch.in_small_island.clear();
    scratch.in_small_island.resize(rows, false);
    for island in &scratch.islands {
        island.contacts.iter().for_each(|&i| scratch.in_small_island[i] = true);
    }
}

/// After the substeps: the bounces of the contacts, the manifold contacts and the contact constraints.
fn restitute(scratch: &mut SolverScratch, settings: &PhysicsSettings) {
    for (contact, step) in scratch.contacts.iter().zip(&mut scratch.steps) {
        contact.restitute(step, &mut scratch.bodies);
    }
    for manifold in &mut scratch.manifolds {
        manifold.restitute((&mut scratch.bodies, &mut scratch.turning.spins));
    }
    scratch.restitute_constraints(settings.restitution_threshold);
}

/// The joints that act, with the force each pulls with.
type JointQuery<'w, 's> =
    Query<'w, 's, (Entity, &'static Joint, &'static mut JointForce, &'static mut JointSolve), Without<JointBroken>>;

/// One substep: gravity, warm start, Gauss–Seidel iterations and the soft contact constraints' solve pass, then
/// motion and their relax pass, each stage timed on `timer`.
fn run_substep(scratch: &mut SolverScratch, settings: &PhysicsSettings, h: f32, timer: &mut StageClock) {
    scratch.begin_substep(settings.effective_gravity(), h);
    timer.lap(SolverStage::WarmStart);
    iterate(scratch, settings, h);
    let (push, tolerance) = ((h, settings.max_push_speed), settings.solver_tolerance);
    scratch.solve_constraints(SoftPass::Solve, push, tolerance);
    timer.lap(SolverStage::Solve);
    scratch.end_substep(h);
    scratch.solve_constraints(SoftPass::Relax, push, tolerance);
    timer.lap(SolverStage::Relax);
}

/// The Gauss–Seidel iterations of a substep of `h` seconds over the joints, the contacts and the manifold
/// contacts, until none changes by more than the tolerance, with the exact solve of the small islands.
fn iterate(scratch: &mut SolverScratch, settings: &PhysicsSettings, h: f32) {
    let rows = scratch.contacts.len() + scratch.manifolds.len();
    scratch.unsettled.clear();
    scratch.unsettled.resize(rows, false);
    let tolerance = settings.solver_tolerance;
    // whether the small islands were solved exactly before the iterations ended (None: not tried)
    let mut islands_solved = None;
    for _ in 0..settings.solver_iterations.max(1) {
        let settled = scratch.iteration(h, tolerance);
        if settled.everywhere {
            break;
        }
        // only small islands still unsettled: solved exactly, they end the iterations, unless one finds no
        // solution or friction is at work in them (the exact solve sets normal impulses only, and friction
        // bounded by them needs the iterations after it: a box riding a sliding box)
        if settled.outside_islands && islands_solved.is_none() {
            islands_solved = Some(scratch.frictionless_islands(tolerance) && scratch.solve_islands(tolerance));
            if islands_solved == Some(true) {
                break;
            }
        }
    }
    if islands_solved != Some(true) {
        scratch.solve_islands(tolerance);
    }
}

/// Whether an iteration left every row settled, and every row outside the small islands.
struct Settled {
    everywhere: bool,
    outside_islands: bool,
}

impl SolverScratch {
    /// One Gauss–Seidel iteration of a substep of `h` seconds: the joints first, so that the contacts have the
    /// last word, then the contacts and the manifold contacts, each marked unsettled when it changed by more than
    /// `tolerance`.
    fn iteration(&mut self, h: f32, tolerance: f32) -> Settled {
        let SolverScratch {
            bodies,
            contacts,
            manifolds,
            unsettled,
            in_small_island,
            turning,
            joints,
            joint_system,
            ..
        } = self;
        let joints_settled =
            joints.is_empty() || joint_system.solve_motion(joints, (bodies, &mut turning.spins), (h, tolerance));
        let mut settled = Settled { everywhere: joints_settled, outside_islands: joints_settled };
        let (contact_rows, manifold_rows) = unsettled.split_at_mut(contacts.len());
        let (contact_islands, manifold_islands) = in_small_island.split_at(contacts.len());
        for ((contact, unsettled), &in_island) in contacts.iter_mut().zip(contact_rows).zip(contact_islands) {
            // an impulse of effective mass × Δv changes the relative velocity by Δv
            let change = match contact.spin {
                NO_SPIN => contact.solve(bodies),
                spin => {
                    let Turning { spins, contacts: contact_spins, .. } = &mut *turning;
                    contact.solve_turning(&mut contact_spins[spin as usize], (bodies, spins))
                }
            };
            *unsettled = change > tolerance * contact.effective_mass;
            settled.mark(*unsettled, in_island);
        }
        for ((manifold, unsettled), &in_island) in manifolds.iter_mut().zip(manifold_rows).zip(manifold_islands) {
            *unsettled = manifold.solve((bodies, &mut turning.spins)) > tolerance * MANIFOLD_TOLERANCE;
            settled.mark(*unsettled, in_island);
        }
        settled
    }

    /// Whether no row of the small islands has friction at work ([`frictionless_islands`]).
    fn frictionless_islands(&self, tolerance: f32) -> bool {
        let rows = (self.contacts.as_slice(), self.manifolds.as_slice());
        frictionless_islands(&self.islands, rows, (&self.bodies, &self.turning), tolerance)
    }

    /// Solves exactly the small islands that are stiff or that the last iteration left unsettled
    /// ([`solve_unconverged_islands`]); true when every one of them ends solved.
    fn solve_islands(&mut self, tolerance: f32) -> bool {
        let SolverScratch { bodies, contacts, manifolds, turning, islands, unsettled, block, island_scratch, .. } =
            self;
        let mut rows = MixedRows { contacts, manifolds, spins: &mut turning.spins };
        solve_unconverged_islands((bodies, &mut rows), (islands, unsettled), tolerance, (block, island_scratch))
    }
}

impl Settled {
    /// Counts a row that is unsettled or not, in a small island or not.
    fn mark(&mut self, unsettled: bool, in_island: bool) {
        self.everywhere &= !unsettled;
        self.outside_islands &= !unsettled || in_island;
    }
}

impl SolverScratch {
    /// Gravity and the bodies' forces and torques for the substep of `h` seconds, and every contact started from
    /// the last substep's impulses.
    fn begin_substep(&mut self, gravity: Vec3, h: f32) {
        let substep_rate = 1.0 / h;
        let places = BodyPlaces { starts: &self.starts, moved: &self.moved, rotations: &self.turning.rotations };
        for joint in &mut self.joints {
            joint.begin_substep(places, (&self.bodies, &self.turning.spins));
        }
        self.substep_start.clear();
        self.substep_start.extend(self.bodies.iter().map(|body| body.velocity()));
        for body in self.bodies.iter_mut().filter(|body| body.moves()) {
            body.accelerate(gravity * h);
        }
        for driven in &self.driven {
            self.bodies[driven.body].accelerate(driven.acceleration * h);
            self.turning.spins[driven.body].angular_velocity += driven.angular_acceleration * h;
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
        for manifold in &mut self.manifolds {
            manifold.begin_substep((&self.moved, &self.turning.changes), substep_rate);
            manifold.warm_start((&mut self.bodies, &mut self.turning.spins));
        }
        self.warm_start_constraints();
        for joint in &mut self.joints {
            joint.warm_start((&mut self.bodies, &mut self.turning.spins));
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
        self.manifolds.iter_mut().for_each(ManifoldContact::end_substep);
        self.turning.end_substep(h);
        let places = BodyPlaces { starts: &self.starts, moved: &self.moved, rotations: &self.turning.rotations };
        for joint in &mut self.joints {
            joint.end_motion(places, (&mut self.bodies, &mut self.turning.spins));
        }
        if !self.joints.is_empty() {
            self.joint_system.hold(&mut self.joints, (&mut self.bodies, &mut self.turning.spins));
        }
    }
}

/// Whether no contact of the small islands has friction at work: no friction impulse, and its bodies not
/// sliding along each other faster than `tolerance` (a column landing straight down).
fn frictionless_islands(
    islands: &[SmallIsland],
    (contacts, manifolds): (&[SolverContact], &[ManifoldContact]),
    (bodies, turning): (&[SolverBody], &Turning),
    tolerance: f32,
) -> bool {
    let at_work = |row: usize| match row.checked_sub(contacts.len()) {
        Some(m) => manifolds[m].rubs((bodies, &turning.spins), tolerance),
        None => {
            let contact = &contacts[row];
            contact.tangent_impulse != Vec3::ZERO || turning.sliding_speed(contact, bodies) > tolerance
        }
    };
    islands.iter().flat_map(|island| &island.contacts).all(|&row| !at_work(row))
}

/// Solves exactly the small islands that are stiff or that the last iteration left `unsettled`; true when every
/// one of them ends solved.
fn solve_unconverged_islands(
    (bodies, rows): (&mut [SolverBody], &mut MixedRows),
    (islands, unsettled): (&mut [SmallIsland], &[bool]),
    tolerance: f32,
    (block, island_scratch): (&mut BlockScratch, &mut IslandScratch),
) -> bool {
    let unconverged = |island: &SmallIsland| island.contacts.iter().any(|&i| unsettled[i]);
    let mut all_solved = true;
    for island in islands.iter_mut().filter(|island| island.stiff || unconverged(island)) {
        // the exact solve holds a manifold at its points' middle: only right while every point pushes (a box
        // tipping over an edge lifts the others)
        if !island.contacts.iter().all(|&row| rows.evenly_held(row)) {
            all_solved = false;
            continue;
        }
        island_scratch.look_for_chain(island, rows, bodies);
        all_solved &= solve_block(bodies, rows, (island, tolerance), block);
    }
    all_solved
}

/// The share of the solver's tolerance a manifold contact must settle within: its points' residuals turn its
/// bodies, and a box left turning by the tolerance would tip by a hair where it should stay square.
const MANIFOLD_TOLERANCE: f32 = 0.01;
