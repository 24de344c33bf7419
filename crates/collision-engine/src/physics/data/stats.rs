//! What the last step did: bodies, pairs, contacts, hits, and how long each stage took.

use crate::bevy_prelude::*;
use bevy_platform::time::Instant;

use crate::physics::schedule::PhysicsSystems;

/// The stages timed, in pipeline order.
pub const STAGES: [PhysicsSystems; 10] = PhysicsSystems::ALL;

/// The solver's own stages, in the order a step runs them (warm start, solve and relax once a substep), each timed
/// within the solver's stage into [`PhysicsStats::solver_ms`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SolverStage {
    /// The step's contacts, constraints and joints prepared, and their impulses of last step found.
    Prepare,
    /// Gravity and forces added, and the impulses of the substep before applied again.
    WarmStart,
    /// The iterations, and the soft constraints' pass with the soft bias.
    Solve,
    /// The bodies moved, and the soft constraints' pass without the bias.
    Relax,
    /// The bounces, once after the substeps.
    Restitution,
    /// Positions, velocities and impulses written back, and kept for the next step.
    Store,
}

impl SolverStage {
    /// Every stage, in order.
    pub const ALL: [SolverStage; 6] = [
        SolverStage::Prepare,
        SolverStage::WarmStart,
        SolverStage::Solve,
        SolverStage::Relax,
        SolverStage::Restitution,
        SolverStage::Store,
    ];

    /// Its name in a report.
    pub fn label(self) -> &'static str {
        match self {
            SolverStage::Prepare => "prepare",
            SolverStage::WarmStart => "warm start",
            SolverStage::Solve => "solve",
            SolverStage::Relax => "relax",
            SolverStage::Restitution => "restitution",
            SolverStage::Store => "store",
        }
    }
}

/// What the last fixed step did and how long each stage took.
#[derive(Resource, Clone, Debug, Default)]
pub struct PhysicsStats {
    /// Bodies with a collider.
    pub bodies: usize,
    /// Pairs the broadphase found.
    pub candidate_pairs: usize,
    /// Contacts, speculative ones included.
    pub contacts: usize,
    /// Bodies asleep.
    pub sleeping: usize,
    /// Contacts found inside the step by continuous detection.
    pub ccd_hits: usize,
    /// Impacts resolved at their own time within the step (a pair that met three times counts three).
    pub impacts: usize,
    /// Bodies the continuous stage stopped short for the rest of the step, at an impact, because they ran out
    /// of hits to resolve (`ccd_max_hits` each): they are held there rather than let through.
    pub ccd_cut_short: usize,
    /// Bodies with a non-finite position or velocity, kept out of every collision.
    pub non_finite_bodies: usize,
    /// Milliseconds per stage, in the order of [`STAGES`]; zero unless the plugin times the stages
    /// ([`PhysicsPlugin::timing_stages`](crate::physics::PhysicsPlugin::timing_stages)).
    pub stage_ms: [f64; STAGES.len()],
    /// Milliseconds of the solver's own stages, in the order of [`SolverStage::ALL`], within its stage's time;
    /// zero unless the stages are timed.
    pub solver_ms: [f64; SolverStage::ALL.len()],
    pub(crate) stage_began: Option<Instant>,
}

impl PhysicsStats {
    /// Clears the timings at the start of a fixed step.
    pub fn begin_step(&mut self) {
        self.stage_ms = [0.0; STAGES.len()];
        self.solver_ms = [0.0; SolverStage::ALL.len()];
    }

    /// Whether the stages are being timed.
    pub(crate) fn timed(&self) -> bool {
        self.stage_began.is_some()
    }

    /// Milliseconds of the whole step.
    pub fn total_ms(&self) -> f64 {
        self.stage_ms.iter().sum()
    }
}
