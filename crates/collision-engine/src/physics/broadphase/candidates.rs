//! [`CandidatePairs`]: the broadphase's filing of every body, and the pairs it found this step.

use crate::bevy_prelude::*;

use crate::geometry::aabb::Aabb;
use crate::physics::broadphase::entity_order::EntityOrder;
use crate::physics::broadphase::fat_grid::FatGrid;
use crate::physics::broadphase::near_statics::NearStatics;
use crate::physics::broadphase::proxy::{Proxy, filed_pairs};
use crate::physics::broadphase::static_grid::StaticGrid;
use crate::physics::data::contacts::pair_key;
use crate::physics::data::sleep_state::SleepState;
use crate::physics::layers::CollisionLayers;
use crate::physics::slots::BodySlots;

/// The pairs the broadphase found worth an exact test this step, A before B, and where it filed each body.
///
/// Bodies are numbered static ones first (slots `0..statics.len()`, kept between steps with their grid),
/// then this step's moving ones; each group in entity order, not in the order the ECS stores them (which
/// the app's meshes change), so pairs, contacts and the solver's passes come in the same order in any world.
#[derive(Resource, Debug, Default)]
pub struct CandidatePairs {
    /// The pairs found this step, each (A, B) in [`pair_key`] order.
    pub pairs: Vec<(Entity, Entity)>,
    statics: StaticGrid,
    movers: FatGrid,
    near: NearStatics,
    pub(in crate::physics) bodies: BodySlots,
    /// Each filed body's collision layers, by slot.
    layers: Vec<CollisionLayers>,
    /// Each filed body's part in waking sleepers this step, by slot.
    wakefulness: Vec<Wakefulness>,
    /// The speculative margin the static bodies were filed with, or `None` when they must be filed again.
    statics_margin: Option<f32>,
    /// Static bodies left unfiled because their position is not finite.
    non_finite_statics: usize,
    /// Counts the filings of the static bodies, so stages built on them know when to rebuild.
    statics_version: u64,
    /// How the moving bodies were put in entity order last step.
    movers_order: EntityOrder,
    /// The pairs found, as pairs of slots: kept between steps so that their memory is reused.
    slot_pairs: Vec<(usize, usize)>,
}

/// A body as it is filed: its entity, its bounds, its collision layers, its part in waking sleepers and its
/// travel this step.
pub(in crate::physics) type Filed = (Entity, Aabb, CollisionLayers, Wakefulness, Vec3);

/// A body's part in waking sleeping bodies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(in crate::physics) enum Wakefulness {
    /// Asleep: its pairs with sleeping and still bodies are dropped.
    Asleep,
    /// Awake and able to move (a dynamic body, or a kinematic one in motion): it wakes the sleepers it reaches.
    Moves,
    /// Static, or a kinematic body at rest: it wakes nothing.
    Still,
}

/// Where the broadphase filed a body, for reports.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub enum Filing {
    /// A moving body, under one cell of the grid of moving bodies (cells `cell_size` wide, counted from
    /// the origin), tested against the bodies of its own and the 26 neighbouring cells.
    Moving {
        /// Width of a cell (m).
        cell_size: f32,
        /// The cell, counted from the origin.
        cell: [i64; 3],
    },
    /// A static body, under every cell from `first` to `last` of the grid of static bodies.
    Static {
        /// Width of a cell (m).
        cell_size: f32,
        /// The cell of its lowest corner.
        first: [i64; 3],
        /// The cell of its highest corner.
        last: [i64; 3],
    },
    /// Too wide for its grid: tested against every body instead.
    Outsized,
}

impl CandidatePairs {
    /// Whether the static bodies must be filed again before pairs are found, for a filing with `margin`.
    pub(in crate::physics) fn statics_stale(&self, margin: f32) -> bool {
        self.statics_margin != Some(margin)
    }

    /// Files `statics` anew; they keep their slots until the next filing.
    pub(in crate::physics) fn file_statics(&mut self, statics: Vec<Filed>, margin: f32, non_finite: usize) {
        let statics = EntityOrder::default().sort(statics, |(entity, ..)| *entity);
        self.bodies.clear();
        self.layers.clear();
        self.wakefulness.clear();
        for &(entity, _, layers, wakefulness, _) in &statics {
            self.bodies.get_or_add(entity, |_| ());
            self.layers.push(layers);
            self.wakefulness.push(wakefulness);
        }
        self.statics = StaticGrid::new(statics.into_iter().map(|(_, aabb, ..)| aabb).collect());
        self.near.clear();
        self.statics_margin = Some(margin);
        self.non_finite_statics = non_finite;
        self.statics_version += 1;
    }

    /// Files this step's moving bodies and lists every pair whose bounds overlap and whose layers meet, but
    /// for the pairs of a sleeping body with a sleeping or still one. A sleeping body that a moving one
    /// reaches wakes with its island; the bodies woken are returned.
    pub(in crate::physics) fn file_movers(&mut self, movers: Vec<Filed>, sleep: &mut SleepState) -> Vec<Entity> {
        let movers = self.movers_order.sort(movers, |(entity, ..)| *entity);
        self.bodies.truncate(self.statics.len());
        self.layers.truncate(self.statics.len());
        self.wakefulness.truncate(self.statics.len());
        for &(entity, _, layers, wakefulness, _) in &movers {
            self.bodies.get_or_add(entity, |_| ());
            self.layers.push(layers);
            self.wakefulness.push(wakefulness);
        }
        let (entities, statics, near) = (self.bodies.entities(), &self.statics, &mut self.near);
        let offset = statics.len();
        let filed = movers.iter().map(|&(_, aabb, _, _, travel)| (aabb, travel.abs().max_element()));
        self.movers.refile(&entities[offset..], filed);
        let mut pairs = std::mem::take(&mut self.slot_pairs);
        pairs.clear();
        self.movers.pairs(&mut pairs);
        let mut pairs = filed_pairs(pairs, (offset, self.movers.len()), |i, found| {
            near.overlapping(statics, (entities[offset + i], self.movers.aabb(i), movers[i].4), found);
        });
        let layers = &self.layers;
        pairs.retain(|&(i, j)| layers[i].interacts(layers[j]));
        let woken = self.wake_reached(&pairs, sleep);
        let awake = &self.wakefulness;
        pairs.retain(|&(i, j)| awake[i] != Wakefulness::Asleep && awake[j] != Wakefulness::Asleep);
        self.pairs.clear();
        let entities = self.bodies.entities();
        self.pairs.extend(pairs.iter().map(|&(i, j)| pair_key(entities[i], entities[j])));
        self.slot_pairs = pairs;
        woken
    }

    /// Wakes the island of every sleeping body paired with a moving one, until no more wake (a woken body
    /// counts as moving).
    fn wake_reached(&mut self, pairs: &[(usize, usize)], sleep: &mut SleepState) -> Vec<Entity> {
        let mut woken = Vec::new();
        loop {
            let before = woken.len();
            for &(i, j) in pairs {
                for (sleeper, other) in [(i, j), (j, i)] {
                    if self.wakefulness[sleeper] == Wakefulness::Asleep && self.wakefulness[other] == Wakefulness::Moves
                    {
                        for body in sleep.wake(self.bodies.entities()[sleeper]) {
                            if let Some(slot) = self.bodies.get(body) {
                                self.wakefulness[slot] = Wakefulness::Moves;
                            }
                            woken.push(body);
                        }
                    }
                }
            }
            if woken.len() == before {
                return woken;
            }
        }
    }

    /// Whether the body filed this step under `entity` rests: static, or asleep once the broadphase woke
    /// what it reached (`None`: not filed).
    pub(in crate::physics) fn rests(&self, entity: Entity) -> Option<bool> {
        let slot = self.bodies.get(entity)?;
        Some(slot < self.statics.len() || self.wakefulness[slot] == Wakefulness::Asleep)
    }

    /// Whether the bodies numbered `a` and `b` meet by their collision layers.
    pub fn layers_meet(&self, a: usize, b: usize) -> bool {
        self.layers[a].interacts(self.layers[b])
    }

    /// The slot `entity` was filed under this step, if it was.
    pub fn slot(&self, entity: Entity) -> Option<usize> {
        self.bodies.get(entity)
    }

    /// Marks the static bodies for filing again.
    pub(crate) fn forget_statics(&mut self) {
        self.statics_margin = None;
    }

    /// How many static bodies are filed: they hold slots `0..static_count()`.
    pub fn static_count(&self) -> usize {
        self.statics.len()
    }

    /// Whether `entity` is one of the static bodies filed.
    pub fn is_filed_static(&self, entity: Entity) -> bool {
        self.bodies.get(entity).is_some_and(|slot| slot < self.statics.len())
    }

    /// Static bodies the last filing left out because their position is not finite.
    pub fn non_finite_statics(&self) -> usize {
        self.non_finite_statics
    }

    /// Changes with every filing of the static bodies.
    pub fn statics_version(&self) -> u64 {
        self.statics_version
    }

    /// The body numbered `slot`.
    pub fn entity(&self, slot: usize) -> Entity {
        self.bodies.entities()[slot]
    }

    /// The body numbered `slot`, as the broadphase filed it.
    pub fn proxy(&self, slot: usize) -> Proxy {
        match slot.checked_sub(self.statics.len()) {
            None => Proxy { aabb: *self.statics.aabb(slot), is_static: true },
            Some(moving) => Proxy { aabb: *self.movers.aabb(moving), is_static: false },
        }
    }

    /// Calls `found` once with the slot of every body whose bounds overlap `region`.
    pub fn overlapping(&self, region: &Aabb, mut found: impl FnMut(usize)) {
        self.statics.overlapping(region, &mut found);
        let statics = self.statics.len();
        self.movers.overlapping(region, |moving| found(statics + moving));
    }

    /// Whether (a, b) is one of `pairs`: their bounds overlap, they are not both static and their layers
    /// meet, as the grid decided, without searching the list.
    pub fn is_pair(&self, a: Entity, b: Entity) -> bool {
        let (Some(a), Some(b)) = (self.bodies.get(a), self.bodies.get(b)) else {
            return false;
        };
        let (proxy_a, proxy_b) = (self.proxy(a), self.proxy(b));
        !(proxy_a.is_static && proxy_b.is_static) && proxy_a.aabb.overlaps(&proxy_b.aabb) && self.layers_meet(a, b)
    }

    /// Where `entity` was filed, if it was.
    pub fn filing(&self, entity: Entity) -> Option<Filing> {
        let slot = self.bodies.get(entity)?;
        Some(match slot.checked_sub(self.statics.len()) {
            None => self.statics.cells_of_box(slot).map_or(Filing::Outsized, |(first, last)| Filing::Static {
                cell_size: self.statics.cell_size(),
                first,
                last,
            }),
            Some(moving) => {
                let grid = self.movers.grid();
                grid.cell_of_box(moving)
                    .map_or(Filing::Outsized, |cell| Filing::Moving { cell_size: grid.cell_size(), cell })
            }
        })
    }

    /// The bounds `entity` entered the broadphase with, if it did.
    pub fn bounds_of(&self, entity: Entity) -> Option<Aabb> {
        Some(self.proxy(self.bodies.get(entity)?).aabb)
    }
}
