//! Where the engine runs: its schedule, and the system sets of the step and of each stage.

use crate::bevy_prelude::*;
use bevy_ecs::schedule::ScheduleLabel;

/// The schedule holding the pipeline; run once per fixed step by [`run_physics_step`](super::run_physics_step), its systems one after
/// another on one thread (its stages are chained: threads would add cost and no overlap).
#[derive(ScheduleLabel, Clone, Debug, PartialEq, Eq, Hash)]
pub struct PhysicsSchedule;

/// Where the engine runs in the app's own schedules, for game systems to run before or after it.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PhysicsStepSystems {
    /// One step of the whole pipeline ([`PhysicsSchedule`]), in `FixedUpdate`.
    Step,
    /// Bodies with [`TransformInterpolation`](crate::physics::TransformInterpolation) shown between steps, in `PostUpdate` before transforms propagate.
    Interpolate,
}

/// The pipeline stages, run in this order.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PhysicsSystems {
    /// Islands at rest put to sleep, and the ones game code disturbed woken.
    Sleep,
    /// Free flight: gravity, impulses and forces, then motion.
    Predict,
    /// Pairs whose bounds overlap.
    BroadPhase,
    /// Exact contacts of those pairs.
    NarrowPhase,
    /// Continuous detection: fast bodies swept and stopped at their hits.
    Ccd,
    /// How far the solver may push each body, and the contacts it may push it into.
    Reach,
    /// Begin and end events.
    Events,
    /// Empty: game code vetoes contacts here.
    Filter,
    /// Sequential impulses in substeps, restitution once after.
    Solve,
    /// Overlap left after the solver pushed apart.
    CorrectPositions,
}

impl PhysicsSystems {
    /// Every stage, in pipeline order.
    pub const ALL: [PhysicsSystems; 10] = [
        PhysicsSystems::Sleep,
        PhysicsSystems::Predict,
        PhysicsSystems::BroadPhase,
        PhysicsSystems::NarrowPhase,
        PhysicsSystems::Ccd,
        PhysicsSystems::Reach,
        PhysicsSystems::Events,
        PhysicsSystems::Filter,
        PhysicsSystems::Solve,
        PhysicsSystems::CorrectPositions,
    ];

    /// A short lower-case name for tables and reports.
    pub fn label(self) -> &'static str {
        match self {
            PhysicsSystems::Sleep => "sleep",
            PhysicsSystems::Predict => "predict",
            PhysicsSystems::BroadPhase => "broadphase",
            PhysicsSystems::NarrowPhase => "narrowphase",
            PhysicsSystems::Ccd => "continuous",
            PhysicsSystems::Reach => "reach",
            PhysicsSystems::Events => "events",
            PhysicsSystems::Filter => "filter",
            PhysicsSystems::Solve => "solver",
            PhysicsSystems::CorrectPositions => "correction",
        }
    }
}
