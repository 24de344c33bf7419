//! What the last step did: bodies, pairs, contacts, hits, and how long each stage took.

use crate::bevy_prelude::*;
use bevy_platform::time::Instant;

use crate::physics::schedule::PhysicsSystems;

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
    pub(crate) stage_began: Option<Instant>,
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
