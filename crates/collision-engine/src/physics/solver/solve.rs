//! The solver stage: the bodies in contact moved again along their flight in substeps of sequential impulses.

use crate::bevy_prelude::*;
use bevy_ecs::query::QueryData;

use crate::physics::broadphase::candidates::CandidatePairs;
use crate::physics::data::contacts::Contacts;
use crate::physics::data::sleep_state::Sleeping;
use crate::physics::data::stats::{PhysicsStats, SolverStage};
use crate::physics::data::warm_start::{ManifoldWarmStart, WarmStart};
use crate::physics::joints::{Joint, JointBroken, JointForce, JointImpulses, JointSolve};
use crate::physics::reach::SolverReach;
use crate::physics::response::ResponseVetoes;
use crate::physics::schedule::{PhysicsSchedule, PhysicsSystems};
use crate::physics::settings::{PhysicsClock, PhysicsSettings};
use crate::physics::solver::batches::{Batch, Batches};
use crate::physics::solver::contact::NO_SPIN;
use crate::physics::solver::iterations::{iterate, mark_small_islands};
use crate::physics::solver::joint_row::BodyPlaces;
use crate::physics::solver::machine::MachinePass;
use crate::physics::solver::machine::closing::close_joints;
use crate::physics::solver::manifold::ManifoldContact;
use crate::physics::solver::prepare::{StepInputs, prepare_contacts};
use crate::physics::solver::scratch::{JointInput, SolverQuery, SolverScratch};
use crate::physics::solver::soft_step::{SoftPass, write_back_constraints};
use crate::physics::solver::spins::Turning;
use crate::physics::solver::stage_clock::StageClock;
use crate::physics::solver::store::{write_back, write_back_manifolds};
use crate::physics::threads::Workers;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<WarmStart>()
        .init_resource::<ManifoldWarmStart>()
        .add_systems(PhysicsSchedule, solve_contacts.in_set(PhysicsSystems::Solve));
}

/// The solver's memory kept between steps: the joints awake, the batches, and a scratch per batch.
#[derive(Default)]
pub struct SolverWork {
    joint_inputs: Vec<JointInput>,
    batches: Batches,
    scratches: Vec<SolverScratch>,
}

/// Resolves every contact marked `resolve` over the step's substeps and records the impulses in [`Contacts`]:
/// batch by batch, the batches shared among the threads ([`PhysicsSettings::threads`]).
pub fn solve_contacts(
    settings: Res<PhysicsSettings>,
    clock: Res<PhysicsClock>,
    vetoes: Res<ResponseVetoes>,
    (candidates, reach): (Res<CandidatePairs>, Res<SolverReach>),
    mut contacts: ResMut<Contacts>,
    (mut warm_start, mut kept): (ResMut<WarmStart>, ResMut<ManifoldWarmStart>),
    mut bodies: SolverQuery,
    (mut joints, sleeping): (JointQuery, Query<(), With<Sleeping>>),
    mut work: Local<SolverWork>,
    mut stats: Option<ResMut<PhysicsStats>>,
) {
    let timed = stats.as_ref().is_some_and(|stats| stats.timed());
    let SolverWork { joint_inputs, batches, scratches } = &mut *work;
    take_awake_joints(joint_inputs, &joints, &sleeping);
    // a veto may have come from an observer of this step's events, after the narrowphase marked the pairs
    for pair in &mut contacts.pairs {
        pair.resolve &= !vetoes.blocks(pair.a, pair.b);
    }
    batches.split(&contacts, joint_inputs, |entity| candidates.is_filed_static(entity));
    let count = batches.batches.len();
    if scratches.len() < count {
        scratches.resize_with(count, SolverScratch::default);
    }
    let scratches = &mut scratches[..count];
    let workers = Workers::of(&settings);
    let inputs = StepInputs {
        contacts: &contacts,
        candidates: &candidates,
        reach: &reach,
        kept: &kept,
        settings: &settings,
        dt: clock.dt,
    };
    let prepared = prepare_batches(scratches, (batches, &inputs, &bodies), (workers, timed));
    // in the order they were kept: last step's impulses found one after another
    scratches.iter_mut().for_each(|scratch| start_from_last_step(scratch, &contacts, &mut warm_start));
    let solved = workers.map_pieces(scratches, SHARED_BATCHES, |start, piece| {
        let timers = piece.iter_mut().zip(&prepared[start..]);
        timers.map(|(scratch, &timer)| solve_batch(scratch, &settings, clock.dt, timer)).collect::<Vec<_>>()
    });
    let mut timer = StageClock::start(timed);
    store_batches(scratches, (&mut contacts, &mut bodies), (&mut warm_start, &mut kept), &settings);
    write_joints(scratches, &mut joints, clock.dt);
    timer.lap(SolverStage::Store);
    if let Some(stats) = stats.as_deref_mut().filter(|_| timed) {
        solved.iter().flatten().chain([&timer]).for_each(|timer| timer.add_to(stats));
    }
}

/// Each joint's force, how the solver met it and (a machine joint) its impulses, as the `dt` step left them.
fn write_joints(scratches: &[SolverScratch], joints: &mut JointQuery, dt: f32) {
    for scratch in scratches.iter() {
        for (joint, &entity) in scratch.joints.iter().zip(&scratch.joint_entities) {
            if let Ok(mut held) = joints.get_mut(entity) {
                *held.force = JointForce { tension: joint.step_impulse() / dt, ..JointForce::default() };
                *held.solve = joint.report;
            }
        }
        for (machine, &entity) in scratch.machines.iter().zip(&scratch.machine_entities) {
            if let Ok(mut held) = joints.get_mut(entity) {
                *held.force = machine.force(dt);
                *held.solve = machine.report();
                *held.impulses = machine.impulses();
            }
        }
    }
}

/// The fewest batches a thread takes: handing a thread less costs more than it saves.
const SHARED_BATCHES: usize = 2;

/// Every batch prepared, the batches shared among `workers`: each one's clock, started as it began if `timed`.
fn prepare_batches(
    scratches: &mut [SolverScratch],
    (batches, inputs, bodies): (&Batches, &StepInputs, &SolverQuery),
    (workers, timed): (Workers, bool),
) -> Vec<StageClock> {
    let prepared = workers.map_pieces(scratches, SHARED_BATCHES, |start, piece| {
        let prepare = |(scratch, batch): (&mut SolverScratch, &Batch)| {
            let timer = StageClock::start(timed);
            prepare_contacts(scratch, inputs, bodies, batches.of(batch));
            scratch.contact_lanes.seal();
            timer
        };
        piece.iter_mut().zip(&batches.batches[start..]).map(prepare).collect::<Vec<_>>()
    });
    prepared.into_iter().flatten().collect()
}

/// One batch prepared, solved: its small islands found, its substeps, its bounces, timed on `timer`.
fn solve_batch(scratch: &mut SolverScratch, settings: &PhysicsSettings, dt: f32, mut timer: StageClock) -> StageClock {
    mark_small_islands(scratch);
    scratch.mark_soft_islands();
    timer.lap(SolverStage::Prepare);
    let substeps = settings.substeps.max(1);
    for _ in 0..substeps {
        run_substep(scratch, settings, dt / substeps as f32, &mut timer);
    }
    let relax = MachinePass::solving(settings, dt / substeps as f32).relaxing();
    let SolverScratch { machines, starts, moved, turning, bodies, .. } = scratch;
    close_joints(machines, (starts, moved), (bodies, turning), &relax);
    restitute(scratch, settings);
    timer.lap(SolverStage::Restitution);
    timer
}

/// Every batch's impulses recorded in its pairs and kept for the next step, and its bodies written back, batch
/// after batch.
fn store_batches(
    scratches: &[SolverScratch],
    (contacts, bodies): (&mut Contacts, &mut SolverQuery),
    (warm_start, kept): (&mut WarmStart, &mut ManifoldWarmStart),
    settings: &PhysicsSettings,
) {
    warm_start.forget();
    kept.forget();
    for scratch in scratches {
        write_back(scratch, contacts, warm_start, bodies);
        match settings.soft_contacts {
            true => write_back_constraints(scratch, contacts, kept),
            false => write_back_manifolds(scratch, contacts, kept),
        }
    }
    kept.index();
}

/// The joints whose bodies are awake (a joint of sleeping bodies sleeps with them: the sleep stage joins its
/// bodies in one island), in the order of their entities, whatever the order of their tables (a joint taken out
/// and put back, as going back in time does, comes last in its table): the same joints are solved the same way.
fn take_awake_joints(inputs: &mut Vec<JointInput>, joints: &JointQuery, sleeping: &Query<(), With<Sleeping>>) {
    inputs.clear();
    for held in joints {
        let joint = held.joint;
        let asleep = [joint.a, joint.b].iter().any(|end| end.entity().is_some_and(|body| sleeping.contains(body)));
        if !asleep {
            inputs.push(JointInput { entity: held.entity, joint: *joint, impulses: *held.impulses });
        }
    }
    inputs.sort_unstable_by_key(|input| input.entity);
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

/// A joint that acts, with what the solver writes of it.
#[derive(QueryData)]
#[query_data(mutable)]
pub struct HeldJoint {
    pub entity: Entity,
    pub joint: &'static Joint,
    pub force: &'static mut JointForce,
    pub solve: &'static mut JointSolve,
    pub impulses: &'static mut JointImpulses,
}

/// The joints that act.
pub type JointQuery<'w, 's> = Query<'w, 's, HeldJoint, Without<JointBroken>>;

/// One substep: gravity, warm start, Gauss–Seidel iterations and the soft contact constraints' solve pass, then
/// motion and their relax pass, each stage timed on `timer`.
fn run_substep(scratch: &mut SolverScratch, settings: &PhysicsSettings, h: f32, timer: &mut StageClock) {
    scratch.begin_substep(settings.effective_gravity(), h);
    timer.lap(SolverStage::WarmStart);
    let machine_pass = MachinePass::solving(settings, h);
    iterate(scratch, settings, &machine_pass);
    let (push, tolerance) = ((h, settings.max_push_speed), settings.solver_tolerance);
    scratch.solve_constraints(SoftPass::Solve, push, tolerance);
    timer.lap(SolverStage::Solve);
    scratch.end_substep(&machine_pass.relaxing());
    scratch.solve_constraints(SoftPass::Relax, push, tolerance);
    timer.lap(SolverStage::Relax);
}

impl SolverScratch {
    /// Gravity and the bodies' forces and torques for the substep of `h` seconds, and every contact started from
    /// the last substep's impulses.
    fn begin_substep(&mut self, gravity: Vec3, h: f32) {
        let substep_rate = 1.0 / h;
        let places =
            BodyPlaces::new((&self.starts, &self.moved), (&self.turning.rotations, &self.turning.own_inverse_inertias));
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
            manifold.begin_substep((&self.moved, &self.turning.changes), &self.turning.spins, substep_rate);
            manifold.warm_start((&mut self.bodies, &mut self.turning.spins));
        }
        self.warm_start_constraints();
        for joint in &mut self.joints {
            joint.warm_start((&mut self.bodies, &mut self.turning.spins));
        }
        let places =
            BodyPlaces::new((&self.starts, &self.moved), (&self.turning.rotations, &self.turning.own_inverse_inertias));
        for machine in &mut self.machines {
            machine.begin_substep(places, (&mut self.bodies, &mut self.turning.spins));
        }
    }

    /// The bodies moved by the average of their velocities before and after the substep (the trapezoidal rule),
    /// then the rods' and taut strings' holds and the machine joints' relax pass (`relax`).
    fn end_substep(&mut self, relax: &MachinePass) {
        let h = relax.h;
        let motion = self.bodies.iter().zip(self.substep_start.iter());
        for ((body, before), moved) in motion.zip(self.moved.iter_mut()) {
            *moved += (*before + body.velocity()) * 0.5 * h;
        }
        for (contact, step) in self.contacts.iter().zip(self.steps.iter_mut()) {
            contact.end_substep(step);
        }
        self.manifolds.iter_mut().for_each(ManifoldContact::end_substep);
        self.turning.end_substep(h);
        let places =
            BodyPlaces::new((&self.starts, &self.moved), (&self.turning.rotations, &self.turning.own_inverse_inertias));
        for joint in &mut self.joints {
            joint.end_motion(places, (&mut self.bodies, &mut self.turning.spins));
        }
        if !self.joints.is_empty() {
            self.joint_system.hold(&mut self.joints, (&mut self.bodies, &mut self.turning.spins));
        }
        for machine in &mut self.machines {
            machine.relax(relax, places, (&mut self.bodies, &mut self.turning.spins));
        }
    }
}
