//! The Gauss–Seidel iterations of a substep over the joints, the contacts and the manifold contacts, to the
//! tolerance, and the exact solve of the small islands they leave.

use crate::bevy_prelude::*;

use crate::physics::settings::PhysicsSettings;
use crate::physics::solver::block::{BlockScratch, IslandScratch, SmallIsland, small_islands, solve_block};
use crate::physics::solver::contact::{NO_SPIN, SolverBody, SolverContact};
use crate::physics::solver::machine::MachinePass;
use crate::physics::solver::manifold::ManifoldContact;
use crate::physics::solver::normal_rows::NormalRows;
use crate::physics::solver::rows::MixedRows;
use crate::physics::solver::scratch::SolverScratch;
use crate::physics::solver::spins::Turning;

/// Finds the islands whose normal impulses may be solved exactly, and marks the rows that belong to one.
pub(super) fn mark_small_islands(scratch: &mut SolverScratch) {
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

/// The Gauss–Seidel iterations of a substep of `h` seconds over the joints, the contacts and the manifold
/// contacts, until none changes by more than the tolerance, with the exact solve of the small islands.
pub(super) fn iterate(scratch: &mut SolverScratch, settings: &PhysicsSettings, machine_pass: &MachinePass) {
    let h = machine_pass.h;
    let rows = scratch.contacts.len() + scratch.manifolds.len();
    scratch.unsettled.clear();
    scratch.unsettled.resize(rows, false);
    let tolerance = settings.solver_tolerance;
    // whether the small islands were solved exactly before the iterations ended (None: not tried)
    let mut islands_solved = None;
    for _ in 0..settings.solver_iterations.max(1) {
        let settled = scratch.iteration((h, machine_pass), tolerance);
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
    /// One Gauss–Seidel iteration of a substep of `h` seconds: the joints first (the machine joints solved once
    /// in `machine_pass`), so that the contacts have the last word, then the contacts and the manifold contacts,
    /// each marked unsettled when it changed by more than `tolerance`.
    fn iteration(&mut self, (h, machine_pass): (f32, &MachinePass), tolerance: f32) -> Settled {
        let SolverScratch {
            bodies,
            contacts,
            manifolds,
            unsettled,
            in_small_island,
            turning,
            joints,
            joint_system,
            machines,
            ..
        } = self;
        let mut machines_off = 0.0_f32;
        for machine in machines.iter_mut() {
            machines_off = machines_off.max(machine.solve(machine_pass, (bodies, &mut turning.spins)));
        }
        let rods_settled =
            joints.is_empty() || joint_system.solve_motion(joints, (bodies, &mut turning.spins), (h, tolerance));
        let joints_settled = rods_settled && machines_off <= tolerance;
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
