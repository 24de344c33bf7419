//! The broadphase's verdict on a pair: the bounds each body entered with, and whether they overlap.

use bevy::prelude::*;
use serde::Serialize;

use crate::inspector::body::InspectedBody;
use crate::physics::{CandidatePairs, Filing, PhysicsSettings, proxy_bounds};

/// Bounds as corners, for the report.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Bounds {
    pub min: Vec3,
    pub max: Vec3,
}

/// Whether the broadphase passed the pair on to the exact test, and why.
#[derive(Clone, Debug, Serialize)]
pub struct BroadphaseVerdict {
    /// Each body's bounds over its whole free flight, grown by half the speculative margin on every side.
    pub bounds_a: Bounds,
    pub bounds_b: Bounds,
    /// How far apart the bounds are along each axis (m; negative where they overlap).
    pub gap: Vec3,
    /// The bounds overlap on all three axes.
    pub overlap: bool,
    /// Both static: never a pair, as neither can move.
    pub both_static: bool,
    /// Their collision layers let them meet (each is in a group the other meets).
    pub layers_meet: bool,
    /// The pair is in this step's candidate list.
    pub candidate: bool,
    /// Where each body was filed (`None`: not filed this step, as a body with a non-finite position).
    pub filing_a: Option<Filing>,
    pub filing_b: Option<Filing>,
}

impl BroadphaseVerdict {
    pub fn of(world: &World, a: &InspectedBody, b: &InspectedBody) -> BroadphaseVerdict {
        let margin = world.resource::<PhysicsSettings>().speculative_margin;
        let candidates = world.resource::<CandidatePairs>();
        let bounds =
            |body: &InspectedBody| proxy_bounds(&body.shape(), body.rotation, (body.start, body.flight_end), margin);
        let (aabb_a, aabb_b) = (bounds(a), bounds(b));
        let gap = (aabb_b.center - aabb_a.center).abs() - (aabb_a.half_extents + aabb_b.half_extents);
        BroadphaseVerdict {
            bounds_a: Bounds { min: aabb_a.min(), max: aabb_a.max() },
            bounds_b: Bounds { min: aabb_b.min(), max: aabb_b.max() },
            gap,
            overlap: aabb_a.overlaps(&aabb_b),
            both_static: a.is_static && b.is_static,
            layers_meet: match (candidates.slot(a.entity), candidates.slot(b.entity)) {
                (Some(a), Some(b)) => candidates.layers_meet(a, b),
                _ => true,
            },
            candidate: candidates.is_pair(a.entity, b.entity),
            filing_a: candidates.filing(a.entity),
            filing_b: candidates.filing(b.entity),
        }
    }
}
