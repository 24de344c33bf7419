//! A machine joint (a pin, hinge, slider, weld or pulley) as the solver works on it.
//!
//! In each substep its rows are built from where the bodies are as it begins (the arms, the axes, each row's
//! error), its impulses of the substep before are given again (warm starting; the first substep starts from the
//! last step's, [`JointImpulses`]), and its rows are solved among the iterations: those that hold it together as
//! one hard block, aiming at no relative motion along them, a passed limit or a stretched pulley string closed like
//! a spring ([`PhysicsSettings::joint_hertz`](crate::physics::PhysicsSettings::joint_hertz)). After the bodies
//! have moved the rows are built again where they now are and solved once more (the relax pass), so that the
//! velocities keep to the joint as the next substep begins. The error the substeps leave is closed as the step
//! ends by moving the bodies ([`closing::close_joints`]). A hinge's or slider's limits may be closed on within a substep
//! but never passed; a motor drives towards its speed within its most torque or force; a pulley's strings pull
//! only.

mod blocks;
pub mod closing;
mod lines;
mod pass;
mod placed;
mod row_impulses;

pub use pass::MachinePass;

use crate::bevy_prelude::*;

use crate::physics::joints::{JointForce, JointImpulses, JointKind, JointSolve};
use crate::physics::solver::contact::SolverBody;
use crate::physics::solver::joint_row::{BodyPlaces, RowEnd};
use crate::physics::solver::lever::{InverseMasses, PairVelocity};
use crate::physics::solver::machine::blocks::Inertias;
use crate::physics::solver::machine::placed::Rows;
use crate::physics::solver::machine::row_impulses::RowImpulses;
use crate::physics::solver::spins::BodySpin;

/// What the step's substeps add up of a machine joint, for its [`JointForce`] and [`JointSolve`].
#[derive(Clone, Copy, Debug, Default)]
struct StepSums {
    force: Vec3,
    torque: Vec3,
    tension: f32,
    motor: f32,
    motor_work: f32,
    substeps: u32,
    acting: u32,
    missed: f32,
}

/// A machine joint's rows in the solver.
#[derive(Clone, Copy, Debug)]
pub struct MachineJoint {
    ends: [RowEnd; 2],
    kind: JointKind,
    masses: InverseMasses,
    /// The bodies' inverse inertias in world axes as the step began, and as they are turned now.
    start_inertias: Inertias,
    inertias: Inertias,
    /// The rows where the bodies are now, and whether they were built where the substep about to begin starts.
    rows: Rows,
    placed: bool,
    /// The impulses of the substep so far (of the one before, until it begins).
    impulses: RowImpulses,
    sums: StepSums,
}

impl MachineJoint {
    /// The rows of a joint of `kind` between `ends`, whose bodies weigh `masses` (inverse) and turn as `inertias`,
    /// starting from `impulses` (the last step's).
    pub fn new(
        ends: [RowEnd; 2],
        kind: JointKind,
        (masses, inertias): (InverseMasses, [Mat3; 2]),
        impulses: JointImpulses,
    ) -> Self {
        let inertias = Inertias { a: inertias[0], b: inertias[1] };
        let (rows, sums) = (Rows::default(), StepSums::default());
        let impulses = RowImpulses::of(&impulses, &kind);
        MachineJoint { ends, kind, masses, start_inertias: inertias, inertias, rows, placed: false, impulses, sums }
    }

    /// The solver bodies at its two ends.
    pub fn bodies(&self) -> [Option<u32>; 2] {
        self.ends.map(|end| end.body)
    }

    /// The bodies' inverse inertias as they are turned now (a tumbling cuboid's turn with it; the others' stay
    /// as they were).
    pub(super) fn inertias_in(&self, places: BodyPlaces) -> Inertias {
        let now = |end: &RowEnd, start: Mat3| {
            let Some(k) = end.body.map(|k| k as usize) else { return start };
            let own = places.own_inertias[k];
            if own.is_none() {
                return start;
            }
            own.world(places.rotations[k])
        };
        Inertias { a: now(&self.ends[0], self.start_inertias.a), b: now(&self.ends[1], self.start_inertias.b) }
    }

    /// Builds the rows where the bodies are now.
    pub(super) fn place(&mut self, places: BodyPlaces) {
        self.inertias = self.inertias_in(places);
        self.rows = Rows::placed(&self.kind, (&self.ends, places), (self.masses, &self.inertias));
    }

    /// As the substep begins: the rows where the bodies are (unless the last substep's end built them there), and
    /// the impulses of the substep before given again.
    pub fn begin_substep(&mut self, places: BodyPlaces, (bodies, spins): (&mut [SolverBody], &mut [BodySpin])) {
        if !self.placed {
            self.place(places);
        }
        self.placed = false;
        let mut v = PairVelocity::of_ends(self.bodies(), (bodies, spins));
        self.rows.give(&mut v, &self.impulses, self.masses);
        v.store_ends(self.bodies(), (bodies, spins));
    }

    /// One solve of its rows in `pass`, over them as many times as [`Rows::passes`] says.
    /// Returns how far the rows that hold it together were from their targets as it began (m/s or rad/s).
    pub fn solve(&mut self, pass: &MachinePass, (bodies, spins): (&mut [SolverBody], &mut [BodySpin])) -> f32 {
        let mut v = PairVelocity::of_ends(self.bodies(), (bodies, spins));
        let mut off = self.rows.solve(&mut v, &mut self.impulses, (&self.kind, pass), self.masses);
        for _ in 1..self.rows.passes() {
            off = off.max(self.rows.solve(&mut v, &mut self.impulses, (&self.kind, pass), self.masses));
        }
        v.store_ends(self.bodies(), (bodies, spins));
        off
    }

    /// After the bodies moved: the rows built where they now are, solved without the bias, and the substep's
    /// impulses added to the step's sums.
    ///
    /// The motion took half of the substep's impulses (the bodies moved by the average of their velocities
    /// before and after), given along the rows as the substep began; the other half is given along the rows as
    /// they are now, found by the relax pass (the RATTLE scheme, as the rods have it): the impulses' other half is
    /// taken back first. A welded pair spinning then keeps its angular momentum and its energy, where giving all
    /// of it along the first rows would spin it up a little every substep.
    pub fn relax(
        &mut self,
        pass: &MachinePass,
        places: BodyPlaces,
        (bodies, spins): (&mut [SolverBody], &mut [BodySpin]),
    ) {
        let half = self.impulses.scaled(0.5);
        let mut v = PairVelocity::of_ends(self.bodies(), (bodies, spins));
        self.rows.give(&mut v, &self.impulses.scaled(-0.5), self.masses);
        v.store_ends(self.bodies(), (bodies, spins));
        self.impulses = half;
        self.place(places);
        self.placed = true;
        self.solve(pass, (bodies, spins));
        let v = PairVelocity::of_ends(self.bodies(), (bodies, spins));
        let held = self.rows.held(&self.impulses);
        let sums = &mut self.sums;
        sums.force += held.force;
        sums.torque += held.torque;
        sums.tension += self.impulses.pulley;
        sums.motor += self.impulses.motor;
        sums.motor_work += self.impulses.motor * self.rows.axis_speed(&v);
        sums.substeps += 1;
        sums.acting += u32::from(held.acting);
        sums.missed = sums.missed.max(self.rows.error());
    }

    /// The impulses to start the next step from.
    pub fn impulses(&self) -> JointImpulses {
        self.impulses.kept(&self.kind)
    }

    /// The step's averages over its `dt` seconds.
    pub fn force(&self, dt: f32) -> JointForce {
        let sums = &self.sums;
        JointForce {
            tension: sums.tension / dt,
            force: sums.force / dt,
            torque: sums.torque / dt,
            motor: sums.motor / dt,
            motor_work: sums.motor_work,
        }
    }

    /// How the solver met it over the step.
    pub fn report(&self) -> JointSolve {
        let sums = &self.sums;
        JointSolve {
            solved_with: 1,
            substeps: sums.substeps,
            acting: sums.acting,
            newton_steps: 0,
            settled: true,
            missed: sums.missed,
            // a pulley's tension impulse (N·s); the others hold with a force and a torque, in JointForce
            motion_impulse: sums.tension,
            hold_impulse: 0.0,
        }
    }
}
