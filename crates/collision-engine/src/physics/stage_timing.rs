//! Counters and per-stage timings of the last fixed step, for the panel's readouts and the runner's report.

use crate::physics::data::stats::{PhysicsStats, STAGES};
use bevy_platform::time::Instant;

use crate::bevy_prelude::*;

use crate::physics::broadphase::candidates::CandidatePairs;
use crate::physics::components::Collider;
use crate::physics::data::contacts::Contacts;
use crate::physics::schedule::PhysicsSchedule;

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
    stats.ccd_hits = contacts.pairs.iter().filter(|pair| pair.toi.is_some()).count();
    stats.impacts = contacts.impacts.len();
}
