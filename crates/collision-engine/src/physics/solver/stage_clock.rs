//! The solver's clock: while the pipeline's stages are timed, how long each of the solver's own stages takes.

use bevy_platform::time::Instant;

use crate::bevy_prelude::*;
use crate::physics::data::stats::{PhysicsStats, SolverStage};

/// Adds the time since its last lap to the stage that lap ends; reads no clock unless the stages are timed.
pub struct StageClock<'w> {
    stats: Option<ResMut<'w, PhysicsStats>>,
    last: Option<Instant>,
}

impl<'w> StageClock<'w> {
    /// A clock started now, writing into `stats` if the stages are timed.
    pub fn start(stats: Option<ResMut<'w, PhysicsStats>>) -> Self {
        let stats = stats.filter(|stats| stats.timed());
        let last = stats.as_ref().map(|_| Instant::now());
        StageClock { stats, last }
    }

    /// Ends `stage`: the time since the last lap is its.
    pub fn lap(&mut self, stage: SolverStage) {
        let (Some(stats), Some(last)) = (self.stats.as_mut(), self.last.as_mut()) else {
            return;
        };
        let now = Instant::now();
        stats.solver_ms[stage as usize] += (now - *last).as_secs_f64() * 1000.0;
        *last = now;
    }
}
