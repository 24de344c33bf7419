//! Counters and per-stage timings of the last fixed step, for the panel's readouts and the runner's report.

use std::time::Instant;

use crate::bevy_prelude::*;

use super::{CandidatePairs, Collider, Contacts, PhysicsSchedule, PhysicsSystems};

/// The stages timed, in pipeline order.
pub const STAGES: [PhysicsSystems; 10] = PhysicsSystems::ALL;

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
    pub continuous_hits: usize,
    /// Bodies the continuous stage stopped short for the rest of the step, at an impact, because they ran out
    /// of hits to resolve (`ccd_max_hits` each): they are held there rather than let through.
    pub continuous_cut_short: usize,
    /// Bodies with a non-finite position or velocity, kept out of every collision.
    pub non_finite_bodies: usize,
    /// Milliseconds per stage, in the order of [`STAGES`]; zero unless the plugin times the stages
    /// ([`PhysicsPlugin::timing_stages`](super::PhysicsPlugin::timing_stages)).
    pub stage_ms: [f64; STAGES.len()],
    stage_began: Option<Instant>,
}

impl PhysicsStats {
    /// Clears the timings at the start of a fixed step.
    pub fn begin_step(&mut self) {
        self.stage_ms = [0.0; STAGES.len()];
    }

    /// Milliseconds of the whole step.
    pub fn total_ms(&self) -> f64 {
        self.stage_ms.iter().sum()
    }
}

/// Adds the stats, and the stage timers when `times_stages` (a system between every two stages: about a
/// microsecond a step, which a tiny world notices).
pub(super) fn plugin(app: &mut App, times_stages: bool) {
    app.init_resource::<PhysicsStats>();
    if !times_stages {
        app.add_systems(PhysicsSchedule, count_pipeline_work.after(STAGES[STAGES.len() - 1]));
        return;
    }
    app.add_systems(PhysicsSchedule, start_stage_clock.before(STAGES[0]));
    for (index, stage) in STAGES.iter().enumerate() {
        let timer = move |mut stats: ResMut<PhysicsStats>| {
            let now = Instant::now();
            if let Some(began) = stats.stage_began.replace(now) {
                stats.stage_ms[index] += (now - began).as_secs_f64() * 1000.0;
            }
        };
        let timer = timer.after(*stage);
        match STAGES.get(index + 1) {
            Some(next) => app.add_systems(PhysicsSchedule, timer.before(*next)),
            None => app.add_systems(PhysicsSchedule, (timer, count_pipeline_work).chain()),
        };
    }
}

fn start_stage_clock(mut stats: ResMut<PhysicsStats>) {
    stats.stage_began = Some(Instant::now());
}

/// Records how much work the step that just ended had.
fn count_pipeline_work(
    mut stats: ResMut<PhysicsStats>,
    bodies: Query<(), With<Collider>>,
    candidates: Res<CandidatePairs>,
    contacts: Res<Contacts>,
) {
    stats.bodies = bodies.iter().len();
    stats.candidate_pairs = candidates.pairs.len();
    stats.contacts = contacts.pairs.len();
    stats.continuous_hits = contacts.pairs.iter().filter(|pair| pair.toi.is_some()).count();
}
