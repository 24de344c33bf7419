//! The solver's clock: while the pipeline's stages are timed, how long each of the solver's own stages takes.

use bevy_platform::time::Instant;

use crate::physics::data::stats::{PhysicsStats, SolverStage};

/// Adds the time since its last lap to the stage that lap ends; reads no clock unless the stages are timed. A
/// batch's stages are timed on the thread that solves it: on several threads the solver's stages add up the
/// time of them all.
#[derive(Clone, Copy, Debug)]
pub struct StageClock {
    times: [f64; SolverStage::ALL.len()],
    last: Option<Instant>,
}

impl StageClock {
    /// A clock started now if the stages are `timed`.
    pub fn start(timed: bool) -> Self {
        StageClock { times: [0.0; SolverStage::ALL.len()], last: timed.then(Instant::now) }
    }

    /// Ends `stage`: the time since the last lap is its.
    pub fn lap(&mut self, stage: SolverStage) {
        let Some(last) = self.last.as_mut() else {
            return;
        };
        let now = Instant::now();
        self.times[stage as usize] += (now - *last).as_secs_f64() * 1000.0;
        *last = now;
    }

    /// Adds the times to the step's statistics.
    pub fn add_to(&self, stats: &mut PhysicsStats) {
        for (total, time) in stats.solver_ms.iter_mut().zip(self.times) {
            *total += time;
        }
    }
}
