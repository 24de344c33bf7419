//! The grids spatial queries search: every body with a collider, filed where it is now.

use std::sync::{Mutex, MutexGuard};

use crate::bevy_prelude::*;
use bevy_ecs::change_detection::Tick;

use crate::geometry::aabb::Aabb;
use crate::physics::broadphase::static_grid::StaticGrid;

/// The bodies as the queries last filed them, static and moving apart: while the simulation runs only the
/// moving ones are filed again (at most once per system run that queries), and a floor of tiles stays put.
///
/// Held behind a lock so that queries, which only read the world, can file bodies again when they moved.
#[derive(Resource, Debug, Default)]
pub struct SpatialIndex(Mutex<Filings>);

impl SpatialIndex {
    pub(super) fn lock(&self) -> MutexGuard<'_, Filings> {
        self.0.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

/// Both groups' filings.
#[derive(Debug, Default)]
pub(super) struct Filings {
    pub(super) statics: Filing,
    pub(super) movers: Filing,
    /// The system run the filings were last checked in.
    pub(super) checked: Option<Tick>,
}

/// One group of bodies in a grid, and when it was filed.
#[derive(Debug, Default)]
pub(super) struct Filing {
    pub(super) grid: StaticGrid,
    pub(super) entities: Vec<Entity>,
    /// The bounds of every body filed.
    pub(super) bounds: Option<Aabb>,
    pub(super) filed: Option<Tick>,
}

impl Filing {
    /// Files `bodies` (entity and bounds) anew at `tick`.
    pub(super) fn refile(&mut self, bodies: Vec<(Entity, Aabb)>, tick: Tick) {
        self.bounds = bodies.iter().map(|(_, aabb)| *aabb).reduce(|all, aabb| all.union(&aabb));
        self.entities = bodies.iter().map(|(entity, _)| *entity).collect();
        self.grid = StaticGrid::new(bodies.into_iter().map(|(_, aabb)| aabb).collect());
        self.filed = Some(tick);
    }

    /// Whether a body changed at `changed` since this group was filed, as seen from the run at `now`.
    pub(super) fn stale(&self, changed: Tick, now: Tick) -> bool {
        self.filed.is_none_or(|filed| changed.is_newer_than(filed, now))
    }

    /// Calls `found` once with every body whose filed bounds overlap `region`.
    pub(super) fn overlapping(&self, region: &Aabb, mut found: impl FnMut(Entity)) {
        self.grid.overlapping(region, |i| found(self.entities[i]));
    }
}
