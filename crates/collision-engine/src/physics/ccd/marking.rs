//! Which bodies the continuous stage sweeps this step: those that may tunnel, and those that move past the
//! slop towards a contact that closes fast.

use crate::bevy_prelude::*;
use crate::physics::broadphase::candidates::CandidatePairs;
use crate::physics::components::{CcdDisabled, Collider, Moving};
use crate::physics::data::contacts::{ContactPair, SweepCause};
use crate::physics::settings::PhysicsSettings;
use crate::physics::step_start::PreviousPosition;

/// The moving bodies, as the search for fast ones reads them (static bodies are not looked at).
pub type MovingQuery<'w, 's> = Query<
    'w,
    's,
    (Entity, &'static Collider, Has<CcdDisabled>, &'static PreviousPosition, &'static Transform),
    With<Moving>,
>;

/// Per broadphase slot, what the marking found: whether the body is fast this step, and whether it moves past
/// the slop but cannot tunnel, with no contact of its seen closing fast yet (moderate).
#[derive(Default)]
pub struct SlotMarks {
    pub fast: Vec<bool>,
    pub moderate: Vec<bool>,
}

/// How many bodies the marking found fast (one the broadphase did not file counts too, though it has no slot)
/// and how many moderate.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MarkCounts {
    pub fast: u32,
    pub moderate: u32,
}

/// Which bodies are swept this step, with the settings and the broadphase numbering they were marked by.
#[derive(Clone, Copy)]
pub struct Marks<'a> {
    pub settings: &'a PhysicsSettings,
    pub candidates: &'a CandidatePairs,
    /// Per broadphase slot, whether the body is swept.
    pub fast: &'a [bool],
}

impl Marks<'_> {
    /// Whether `entity` is swept this step.
    pub fn is_fast(&self, entity: Entity) -> bool {
        self.candidates.slot(entity).is_some_and(|slot| self.fast[slot])
    }
}

/// Marks fast (by broadphase slot) the moving bodies continuous detection sweeps whatever their contacts, those
/// that may tunnel, and moderate those that move past the slop but cannot tunnel (swept only if a contact of
/// theirs closes fast). Only which bodies are marked matters, not their order: the movers are numbered in the
/// order of the pairs.
pub fn mark_moving_bodies(
    bodies: &MovingQuery,
    (settings, candidates, dt): (&PhysicsSettings, &CandidatePairs, f32),
    marks: &mut SlotMarks,
    swept: &mut Vec<(Entity, SweepCause)>,
) -> MarkCounts {
    let filed = candidates.bodies.entities().len();
    marks.fast.clear();
    marks.fast.resize(filed, false);
    marks.moderate.clear();
    marks.moderate.resize(filed, false);
    let mut counts = MarkCounts::default();
    for (entity, collider, opted_out, previous, transform) in bodies {
        let travel = transform.translation - previous.0;
        if !settings.sweeps(collider, travel, opted_out, dt) {
            continue;
        }
        match candidates.slot(entity) {
            Some(slot) if !settings.may_tunnel(collider, travel) => {
                marks.moderate[slot] = true;
                counts.moderate += 1;
            }
            Some(slot) => {
                marks.fast[slot] = true;
                let tunnels = travel.length() > settings.tunnel_threshold(collider);
                swept.push((entity, if tunnels { SweepCause::MayTunnel } else { SweepCause::EveryBody }));
                counts.fast += 1;
            }
            None => counts.fast += 1,
        }
    }
    counts
}

/// Marks fast the moderate bodies (see [`mark_moving_bodies`]) of every contact that closes fast
/// ([`PhysicsSettings::closes_fast`]) where the flights end; returns how many. A pair with no contact there
/// cannot meet within the step: the narrowphase looks as far apart as the bodies moved relative to each
/// other, and along a straight flight their distance changes by no more than that.
pub fn mark_closing_bodies(
    colliders: &Query<&Collider>,
    contacts: &[ContactPair],
    (settings, candidates, dt): (&PhysicsSettings, &CandidatePairs, f32),
    marks: &mut SlotMarks,
    swept: &mut Vec<(Entity, SweepCause)>,
) -> u32 {
    let thickness = |entity: Entity| colliders.get(entity).map_or(f32::INFINITY, |collider| collider.0.min_extent());
    let mut fast = 0;
    for pair in contacts {
        let (Some(a), Some(b)) = (candidates.slot(pair.a), candidates.slot(pair.b)) else {
            continue;
        };
        if !(marks.moderate[a] || marks.moderate[b])
            || !settings.closes_fast((pair.closing, pair.contact.normal), thickness(pair.a).min(thickness(pair.b)), dt)
        {
            continue;
        }
        for (slot, entity) in [(a, pair.a), (b, pair.b)] {
            if marks.moderate[slot] {
                marks.moderate[slot] = false;
                marks.fast[slot] = true;
                swept.push((entity, SweepCause::ClosesFast));
                fast += 1;
            }
        }
    }
    fast
}
