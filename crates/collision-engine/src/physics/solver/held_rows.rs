//! The soft step's contact constraints as normal rows for the exact solve of small islands ([`solve_block`]): each
//! constraint one row along its normal at its points' middle, pushing them all evenly. A column of boxes whose
//! masses differ a hundredfold is held by the soft step's passes only as well as Gauss–Seidel converges on it,
//! which is to m_light / m_heavy of the error a pass; its islands are solved exactly after each pass instead.
//!
//! [`solve_block`]: super::block::solve_block

use crate::bevy_prelude::*;
use wide::f32x4;

use crate::physics::solver::contact::SolverBody;
use crate::physics::solver::contact_constraint::{ContactConstraint, NormalMotion, PairMotion, Pass};
use crate::physics::solver::contact_lanes::{ContactLanes, Slot};
use crate::physics::solver::lane_bodies::{BodyArrays, BodyIndex};
use crate::physics::solver::lanes::{Lanes, Real};
use crate::physics::solver::normal_rows::NormalRows;
use crate::physics::solver::spins::BodySpin;

/// A contact constraint as one row along its normal: at its points' middle (at its one point, for a constraint of
/// one), with its impulse (all its points' together) and whether every point in use pushes (only then does one
/// row at their middle stand for them).
#[derive(Clone, Copy, Debug)]
pub struct HeldRow {
    pub normal: Vec3,
    pub inverse_masses: (f32, f32),
    pub levers: (Vec3, Vec3),
    pub turns: (Vec3, Vec3),
    pub impulse: f32,
    pub evenly: bool,
}

impl<R: Real> ContactConstraint<R> {
    /// The speed along the normal at the points' middle that `pass` aims for, the bodies having moved by `motion`:
    /// the average of what its points in use aim for, as they are pushed together.
    fn middle_target(&self, motion: &PairMotion<R>, pass: &Pass<R>) -> R {
        let (zero, one) = (R::splat(0.0), R::splat(1.0));
        let motion = NormalMotion::of(self.normal, motion);
        let (mut bias, mut count) = (zero, zero);
        for point in &self.points {
            let used = point.normal.mass.where_positive(one, zero);
            bias += self.target(point.separation(&motion), pass).bias * used;
            count += used;
        }
        -bias.divide(count.max(one))
    }
}

impl<R: Real + Lanes<One = f32>> ContactConstraint<R> {
    /// The row lane `lane` is held at by the exact solve.
    fn held_row(&self, lane: usize) -> HeldRow {
        let several = self.share.lane(lane) > 0.0;
        let row = if several { &self.middle } else { &self.points[0].normal };
        let (mut impulse, mut evenly) = (0.0, true);
        for point in self.points.iter().filter(|point| point.normal.mass.lane(lane) > 0.0) {
            impulse += point.normal.impulse.lane(lane);
            evenly &= point.normal.impulse.lane(lane) > 0.0;
        }
        HeldRow {
            normal: self.normal.lane(lane),
            inverse_masses: (self.masses.a.lane(lane), self.masses.b.lane(lane)),
            levers: (row.lever_a.lane(lane), row.lever_b.lane(lane)),
            turns: (row.turn_a.lane(lane), row.turn_b.lane(lane)),
            impulse,
            evenly,
        }
    }

    /// Adds `change` to lane `lane`'s normal impulse as its row takes it: shared evenly by its points in use (all
    /// of it to the one point of a constraint of one).
    fn add_held_impulse(&mut self, lane: usize, change: f32) {
        let share = self.share.lane(lane);
        if share <= 0.0 {
            self.points[0].normal.impulse.add_to_lane(lane, change);
            return;
        }
        for point in self.points.iter_mut().filter(|point| point.normal.mass.lane(lane) > 0.0) {
            point.normal.impulse.add_to_lane(lane, change * share);
        }
    }
}

impl ContactLanes {
    /// How many constraints there are.
    pub fn len(&self) -> usize {
        self.slots.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.slots.is_empty()
    }

    /// The bodies of constraint `k` (in the order added).
    pub fn pair_of(&self, k: usize) -> (usize, usize) {
        match self.slots[k] {
            Slot::Lane { colour, group, lane } => {
                let index = &self.colours[colour as usize].bodies[group as usize];
                (index.a[lane as usize] as usize, index.b[lane as usize] as usize)
            }
            Slot::Overflow(o) => {
                let pair = self.overflow_pairs[o as usize];
                (pair.a as usize, pair.b as usize)
            }
        }
    }

    /// Constraint `k`'s row for the exact solve.
    pub fn held_row(&self, k: usize) -> HeldRow {
        match self.slots[k] {
            Slot::Lane { colour, group, lane } => {
                self.colours[colour as usize].groups[group as usize].held_row(lane as usize)
            }
            Slot::Overflow(o) => self.overflow[o as usize].held_row(0),
        }
    }

    /// Adds `change` to constraint `k`'s normal impulse along its row (the bodies are pushed by the caller).
    pub fn add_held_impulse(&mut self, k: usize, change: f32) {
        match self.slots[k] {
            Slot::Lane { colour, group, lane } => {
                self.colours[colour as usize].groups[group as usize].add_held_impulse(lane as usize, change)
            }
            Slot::Overflow(o) => self.overflow[o as usize].add_held_impulse(0, change),
        }
    }

    /// Constraint `k`'s target speed at its points' middle in `pass` (m/s), its bodies having moved as `arrays`
    /// say.
    pub fn middle_target(&self, k: usize, arrays: &BodyArrays, pass: (f32, bool, f32)) -> f32 {
        let (substep_rate, biased, max_push) = pass;
        match self.slots[k] {
            Slot::Lane { colour, group, lane } => {
                let colour = &self.colours[colour as usize];
                let (group, index) = (&colour.groups[group as usize], colour.bodies[group as usize]);
                let pass = Pass { substep_rate: f32x4::splat(substep_rate), biased, max_push: f32x4::splat(max_push) };
                group.middle_target(&index.motion(arrays), &pass).lane(lane as usize)
            }
            Slot::Overflow(o) => {
                let (constraint, index) = (&self.overflow[o as usize], self.overflow_pairs[o as usize]);
                constraint.middle_target(&index.motion(arrays), &Pass { substep_rate, biased, max_push })
            }
        }
    }
}

/// The contact constraints as normal rows, with the bodies' turning and each row's target in the pass.
pub struct SoftRows<'a> {
    pub lanes: &'a mut ContactLanes,
    pub spins: &'a mut [BodySpin],
    /// Per constraint, the speed at its points' middle the pass aims for (those of the islands solved).
    pub targets: &'a [f32],
}

impl NormalRows for SoftRows<'_> {
    fn count(&self) -> usize {
        self.lanes.len()
    }
    fn pair(&self, row: usize) -> (usize, usize) {
        self.lanes.pair_of(row)
    }
    fn impulse(&self, row: usize) -> f32 {
        self.lanes.held_row(row).impulse
    }
    fn target(&self, row: usize) -> f32 {
        self.targets[row]
    }
    fn normal_velocity(&self, row: usize, bodies: &[SolverBody]) -> f32 {
        let ((a, b), held) = (self.lanes.pair_of(row), self.lanes.held_row(row));
        let linear = (bodies[b].velocity() - bodies[a].velocity()).dot(held.normal);
        linear + held.levers.1.dot(self.spins[b].angular_velocity) - held.levers.0.dot(self.spins[a].angular_velocity)
    }
    fn push(&mut self, row: usize, bodies: &mut [SolverBody], change: f32) {
        let ((a, b), held) = (self.lanes.pair_of(row), self.lanes.held_row(row));
        self.lanes.add_held_impulse(row, change);
        let (mass_a, mass_b) = held.inverse_masses;
        bodies[a].accelerate(-held.normal * (change * mass_a));
        bodies[b].accelerate(held.normal * (change * mass_b));
        self.spins[a].angular_velocity -= held.turns.0 * change;
        self.spins[b].angular_velocity += held.turns.1 * change;
    }
    fn coupling(&self, i: usize, j: usize, _: &[SolverBody]) -> f64 {
        let (pair_i, pair_j) = (self.lanes.pair_of(i), self.lanes.pair_of(j));
        let (row_i, row_j) = (self.lanes.held_row(i), self.lanes.held_row(j));
        let sides = |pair: (usize, usize), row: &HeldRow| {
            [
                (pair.0, -1.0, row.inverse_masses.0, row.levers.0, row.turns.0),
                (pair.1, 1.0, row.inverse_masses.1, row.levers.1, row.turns.1),
            ]
        };
        let mut entry = 0.0;
        for (body_i, sign_i, mass, lever_i, _) in sides(pair_i, &row_i) {
            for (body_j, sign_j, _, _, turn_j) in sides(pair_j, &row_j) {
                if body_i == body_j {
                    let linear = mass * row_i.normal.dot(row_j.normal);
                    entry += sign_i * sign_j * f64::from(linear + lever_i.dot(turn_j));
                }
            }
        }
        entry
    }
}
