//! Broadphase stage: finds the pairs whose bounds overlap, so the exact tests run only on those.
//!
//! A uniform grid: every ordinary box is filed under the cell holding its centre, cells as wide as the
//! widest ordinary box, so a box can only overlap boxes filed in its own or a neighbouring cell; the few
//! outsized boxes (floors, walls) are tested against all. About O(N) a step instead of the O(N²) of testing
//! every pair. (Sweep and prune was measured first: on a pile of 8,000 balls one axis leaves ~400 boxes
//! open at each point of the sweep, 18 ms a step; the grid needs no order kept between steps either.)

use bevy::ecs::entity::EntityHashSet;
use bevy::prelude::*;

use super::{
    CandidatePairs, Collider, PhysicsSchedule, PhysicsSettings, PhysicsStats, PhysicsSystems, PreviousPosition,
    RigidBody, pair_key,
};
use crate::geometry::{Aabb, Shape};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<CandidatePairs>()
        .add_systems(PhysicsSchedule, collect_candidate_pairs.in_set(PhysicsSystems::BroadPhase));
}

/// A body as the broadphase sees it: its bounds and whether it can move.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Proxy {
    pub aabb: Aabb,
    pub is_static: bool,
}

/// Fills [`CandidatePairs`] with every pair of bodies whose bounds, grown by the speculative margin, overlap,
/// A before B. A body enters with the bounds of its whole free flight this step, so the continuous stage
/// finds the pairs it may hit on the way, and the narrowphase the pairs whose flights bring them together
/// or apart.
pub fn collect_candidate_pairs(
    settings: Res<PhysicsSettings>,
    bodies: Query<(Entity, &Transform, &PreviousPosition, &Collider, &RigidBody)>,
    mut candidates: ResMut<CandidatePairs>,
    mut stats: ResMut<PhysicsStats>,
    mut reported: Local<EntityHashSet>,
) {
    let candidates = &mut *candidates;
    candidates.bodies.clear();
    stats.non_finite_bodies = 0;
    let mut filed: Vec<(Entity, Proxy)> = bodies
        .iter()
        .filter(|&(entity, transform, previous, ..)| {
            // a body whose position went non-finite (set so through the API) touches nothing, so it cannot
            // poison its neighbours; it is reported once
            let finite = transform.translation.is_finite() && previous.0.is_finite();
            if !finite {
                stats.non_finite_bodies += 1;
                if reported.insert(entity) {
                    warn!("body {entity} has a non-finite position or velocity: it is kept out of collisions");
                }
            }
            finite
        })
        .map(|(entity, transform, previous, collider, body)| {
            let aabb = proxy_bounds(collider, (previous.0, transform.translation), settings.speculative_margin);
            (entity, Proxy { aabb, is_static: *body == RigidBody::Static })
        })
        .collect();
    // bodies are numbered in entity order, not in the order the ECS stores them (which the app's meshes
    // change): pairs, contacts and the solver's passes then come in the same order in any world
    if !filed.is_sorted_by_key(|(entity, _)| *entity) {
        filed.sort_unstable_by_key(|(entity, _)| *entity);
    }
    for (entity, _) in &filed {
        candidates.bodies.get_or_add(*entity, |_| ());
    }
    let proxies: Vec<Proxy> = filed.into_iter().map(|(_, proxy)| proxy).collect();
    let grid = UniformGrid::new(proxies);
    let entities = candidates.bodies.entities();
    candidates.pairs.clear();
    candidates.pairs.extend(grid.pairs().into_iter().map(|(i, j)| pair_key(entities[i], entities[j])));
    candidates.grid = grid;
}

/// The bounds a body enters the broadphase with: its whole path from `start` to `end`, grown by half the
/// speculative margin on every side so that bodies that close get a contact.
pub fn proxy_bounds(shape: &Shape, (start, end): (Vec3, Vec3), margin: f32) -> Aabb {
    let mut aabb = shape.swept_aabb(start, end);
    aabb.half_extents += Vec3::splat(margin * 0.5);
    aabb
}

/// Every pair (i, j), i < j, of `proxies` whose boxes overlap, skipping static–static pairs; the same pairs
/// as [`overlapping_pairs`], from a [`UniformGrid`] in about O(N).
pub fn grid_pairs(proxies: &[Proxy]) -> Vec<(usize, usize)> {
    UniformGrid::new(proxies.to_vec()).pairs()
}

/// Proxies filed in a uniform grid. Boxes no wider than a cell are filed under the cell holding their
/// centre, so two of them can only overlap when their cells are neighbours; the few boxes wider than a
/// cell (floors, walls) are kept apart and tested against everything.
///
/// Built by the broadphase each step and kept in [`CandidatePairs`], so the continuous stage can ask what
/// a path bent by a hit, or by the solver, may reach.
#[derive(Clone, Debug, Default)]
pub struct UniformGrid {
    cell: f32,
    proxies: Vec<Proxy>,
    /// (cell key, proxy) of every ordinary box, sorted by key.
    filed: Vec<(u64, usize)>,
    /// The occupied cells in key order, each with its run of `filed`.
    cells: Vec<(u64, usize, usize)>,
    large: Vec<usize>,
}

impl UniformGrid {
    pub fn new(proxies: Vec<Proxy>) -> Self {
        let cell = cell_size(&proxies);
        let (small, large): (Vec<usize>, Vec<usize>) =
            (0..proxies.len()).partition(|&i| proxies[i].aabb.half_extents.max_element() * 2.0 <= cell);
        let mut filed: Vec<(u64, usize)> =
            small.iter().map(|&i| (pack(cell_of(proxies[i].aabb.center, cell)), i)).collect();
        filed.sort_unstable();
        let mut cells: Vec<(u64, usize, usize)> = Vec::new();
        for (n, &(key, _)) in filed.iter().enumerate() {
            match cells.last_mut() {
                Some(last) if last.0 == key => last.2 = n + 1,
                _ => cells.push((key, n, n + 1)),
            }
        }
        UniformGrid { cell, proxies, filed, cells, large }
    }

    /// Every pair (i, j), i < j, whose boxes overlap, skipping static–static pairs. Each cell is tested
    /// against itself and 13 of its 26 neighbours (the other 13 test it).
    pub fn pairs(&self) -> Vec<(usize, usize)> {
        let (proxies, filed, cells) = (&self.proxies, &self.filed, &self.cells);
        let mut pairs = Vec::new();
        let mut test = |i: usize, j: usize| {
            let (a, b) = (&proxies[i], &proxies[j]);
            if !(a.is_static && b.is_static) && a.aabb.overlaps(&b.aabb) {
                pairs.push((i.min(j), i.max(j)));
            }
        };
        // a neighbour's key grows with the cell's, so one cursor per neighbour direction walks the cells
        // once: a merge instead of a hash lookup per cell and direction
        let mut cursors = [0usize; FORWARD_NEIGHBOURS.len()];
        for &(key, start, end) in cells {
            for a in start..end {
                for b in a + 1..end {
                    test(filed[a].1, filed[b].1);
                }
            }
            for (cursor, offset) in cursors.iter_mut().zip(FORWARD_NEIGHBOURS) {
                let neighbour = key + offset;
                while cells.get(*cursor).is_some_and(|c| c.0 < neighbour) {
                    *cursor += 1;
                }
                if let Some(&(found, from, to)) = cells.get(*cursor)
                    && found == neighbour
                {
                    for a in start..end {
                        for b in from..to {
                            test(filed[a].1, filed[b].1);
                        }
                    }
                }
            }
        }
        for (n, &i) in self.large.iter().enumerate() {
            for &j in filed.iter().map(|(_, j)| j).chain(&self.large[n + 1..]) {
                test(i, j);
            }
        }
        pairs
    }

    /// The width of a cell (m).
    pub fn cell_size(&self) -> f32 {
        self.cell
    }

    /// The cell proxy `index` is filed under (counted from the origin), or `None` for an outsized box,
    /// which is tested against every other instead.
    pub fn cell_of_proxy(&self, index: usize) -> Option<[i64; 3]> {
        let aabb = &self.proxies[index].aabb;
        (aabb.half_extents.max_element() * 2.0 <= self.cell)
            .then(|| cell_of(aabb.center, self.cell).map(|c| c as i64 - KEY_BIAS))
    }

    /// Proxy `index`, as it was filed.
    pub fn proxy(&self, index: usize) -> &Proxy {
        &self.proxies[index]
    }

    /// Calls `found` with every proxy whose box overlaps `region`.
    pub fn overlapping(&self, region: &Aabb, mut found: impl FnMut(usize)) {
        let mut test = |i: usize| {
            if self.proxies[i].aabb.overlaps(region) {
                found(i);
            }
        };
        // an ordinary box reaches at most half a cell out of the cell it is filed under
        let (low, high) = (cell_of(region.min(), self.cell), cell_of(region.max(), self.cell));
        let span = |axis: usize| (high[axis] + 1).min(KEY_MAX) - (low[axis] - 1).max(KEY_MIN) + 1;
        if span(0) * span(1) * span(2) > self.cells.len() as u64 {
            // a region wider than the occupied cells: quicker to test every box
            self.filed.iter().for_each(|&(_, i)| test(i));
        } else {
            for x in (low[0] - 1).max(KEY_MIN)..=(high[0] + 1).min(KEY_MAX) {
                for y in (low[1] - 1).max(KEY_MIN)..=(high[1] + 1).min(KEY_MAX) {
                    for z in (low[2] - 1).max(KEY_MIN)..=(high[2] + 1).min(KEY_MAX) {
                        if let Ok(c) = self.cells.binary_search_by_key(&pack([x, y, z]), |cell| cell.0) {
                            let (_, from, to) = self.cells[c];
                            self.filed[from..to].iter().for_each(|&(_, i)| test(i));
                        }
                    }
                }
            }
        }
        self.large.iter().for_each(|&i| test(i));
    }
}

/// Bits per axis in a packed cell key; cells are counted from a bias so that all keys are positive, and
/// clamped one short of either end, so a neighbour's coordinate never borrows from the next field.
const KEY_BITS: u32 = 21;
const KEY_BIAS: i64 = 1 << (KEY_BITS - 1);

const KEY_MIN: u64 = 1;
const KEY_MAX: u64 = (1 << KEY_BITS) - 2;

/// The biased coordinates of the cell holding `point`.
fn cell_of(point: Vec3, cell: f32) -> [u64; 3] {
    // far-off coordinates saturate at the grid's edge (a float cast saturates; the bias must too)
    point
        .to_array()
        .map(|v| ((v / cell).floor() as i64).saturating_add(KEY_BIAS).clamp(KEY_MIN as i64, KEY_MAX as i64) as u64)
}

/// Three cell coordinates packed into one integer, so that a neighbour's key is this key plus a constant.
fn pack([x, y, z]: [u64; 3]) -> u64 {
    (x << (2 * KEY_BITS)) | (y << KEY_BITS) | z
}

/// Key offsets of the 13 neighbours that come after a cell (in key order): with the cell itself, each
/// neighbouring pair of cells is visited once.
const FORWARD_NEIGHBOURS: [u64; 13] = {
    let mut offsets = [0u64; 13];
    let mut n = 0;
    let mut d: i64 = 0;
    while d < 27 {
        let (dx, dy, dz) = (d / 9 - 1, d / 3 % 3 - 1, d % 3 - 1);
        let offset = (dx << (2 * KEY_BITS)) + (dy << KEY_BITS) + dz;
        if offset > 0 {
            offsets[n] = offset as u64;
            n += 1;
        }
        d += 1;
    }
    offsets
};

/// A cell as wide as the widest ordinary box: boxes more than `OUTLIER_WIDTH` times the median width
/// (floors, walls) are left out, so they do not make every cell huge; they are tested apart.
fn cell_size(proxies: &[Proxy]) -> f32 {
    let mut widths: Vec<f32> = proxies.iter().map(|p| p.aabb.half_extents.max_element() * 2.0).collect();
    if widths.is_empty() {
        return 1.0;
    }
    let middle = widths.len() / 2;
    let median = *widths.select_nth_unstable_by(middle, f32::total_cmp).1;
    let ordinary = widths.iter().copied().filter(|&w| w <= OUTLIER_WIDTH * median).fold(0.0, f32::max);
    ordinary.max(1e-3)
}

/// How many median widths a box may span and still be filed in the grid.
const OUTLIER_WIDTH: f32 = 4.0;

/// Every pair (i, j), i < j, whose boxes overlap, skipping static–static pairs, by testing all pairs.
///
/// O(N²): 100 bodies make ~5,000 tests. Kept simple on purpose: it is the reference the grid is checked
/// against.
pub fn overlapping_pairs(proxies: &[Proxy]) -> Vec<(usize, usize)> {
    let mut pairs = Vec::new();
    for (i, a) in proxies.iter().enumerate() {
        for (j, b) in proxies.iter().enumerate().skip(i + 1) {
            if !(a.is_static && b.is_static) && a.aabb.overlaps(&b.aabb) {
                pairs.push((i, j));
            }
        }
    }
    pairs
}

#[cfg(test)]
mod tests {
    use super::*;

    fn proxy(x: f32, is_static: bool) -> Proxy {
        Proxy { aabb: Aabb::new(Vec3::new(x, 0.0, 0.0), Vec3::splat(0.5)), is_static }
    }

    #[test]
    fn finds_overlaps_and_skips_static_pairs() {
        let proxies = [proxy(0.0, true), proxy(0.9, true), proxy(1.7, false), proxy(5.0, false)];
        assert_eq!(overlapping_pairs(&proxies), vec![(1, 2)]);
        assert_eq!(grid_pairs(&proxies), vec![(1, 2)]);
    }

    /// A small deterministic generator, so the random scenes are the same on every run.
    struct Lcg(u64);

    impl Lcg {
        fn next(&mut self) -> f32 {
            self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            (self.0 >> 40) as f32 / (1u64 << 24) as f32
        }
    }

    fn sorted(mut pairs: Vec<(usize, usize)>) -> Vec<(usize, usize)> {
        pairs.sort_unstable();
        pairs
    }

    #[test]
    fn grid_finds_exactly_the_brute_force_pairs_on_random_scenes() {
        let mut random = Lcg(7);
        for scene in 0..60 {
            // clustered (everything in a 4 m cube) or spread (a 60 m cube); sizes from pebbles to walls
            let spread = if scene % 2 == 0 { 4.0 } else { 60.0 };
            let count = 50 + scene * 7;
            let mut proxies: Vec<Proxy> = (0..count)
                .map(|_| {
                    let center = Vec3::new(random.next(), random.next(), random.next()) * spread;
                    let size =
                        if random.next() < 0.05 { Vec3::new(8.0, 0.2, 8.0) } else { Vec3::splat(0.05 + random.next()) };
                    Proxy { aabb: Aabb::new(center, size), is_static: random.next() < 0.2 }
                })
                .collect();
            assert_eq!(sorted(grid_pairs(&proxies)), sorted(overlapping_pairs(&proxies)), "scene {scene}");
            // the same scene moved about, one body far off (cells clamp at the grid's edge)
            for _ in 0..5 {
                for proxy in proxies.iter_mut().filter(|p| !p.is_static) {
                    proxy.aabb.center += (Vec3::new(random.next(), random.next(), random.next()) - 0.5) * spread * 0.1;
                }
                proxies[0].aabb.center = Vec3::splat(3.0e7);
                assert_eq!(sorted(grid_pairs(&proxies)), sorted(overlapping_pairs(&proxies)), "scene {scene}");
            }
        }
    }

    #[test]
    fn a_region_finds_exactly_the_boxes_it_overlaps() {
        let mut random = Lcg(11);
        for scene in 0..20 {
            let proxies: Vec<Proxy> = (0..300)
                .map(|_| {
                    let center = Vec3::new(random.next(), random.next(), random.next()) * 20.0;
                    let size = if random.next() < 0.02 { Vec3::new(9.0, 0.2, 9.0) } else { Vec3::splat(0.3) };
                    Proxy { aabb: Aabb::new(center, size), is_static: false }
                })
                .collect();
            let grid = UniformGrid::new(proxies.clone());
            for _ in 0..20 {
                // small regions and long thin ones, as a fast body's path makes
                let center = Vec3::new(random.next(), random.next(), random.next()) * 20.0;
                let half = Vec3::new(random.next() * 8.0, random.next(), random.next()) + 0.01;
                let region = Aabb::new(center, half);
                let mut found = Vec::new();
                grid.overlapping(&region, |i| found.push(i));
                let expected: Vec<usize> = (0..proxies.len()).filter(|&i| proxies[i].aabb.overlaps(&region)).collect();
                assert_eq!(sorted_indices(found), expected, "scene {scene}");
            }
        }
    }

    fn sorted_indices(mut found: Vec<usize>) -> Vec<usize> {
        found.sort_unstable();
        found
    }

    #[test]
    fn a_pair_is_known_from_the_grid_exactly_when_it_is_listed() {
        use bevy::ecs::system::RunSystemOnce;
        let mut world = World::new();
        world.init_resource::<PhysicsSettings>();
        world.init_resource::<CandidatePairs>();
        world.init_resource::<PhysicsStats>();
        let mut random = Lcg(5);
        let entities: Vec<Entity> = (0..80)
            .map(|i| {
                let at = Vec3::new(random.next(), random.next(), random.next()) * 6.0;
                let body = if i % 5 == 0 { RigidBody::Static } else { RigidBody::Dynamic };
                let shape = Shape::Box { half_extents: Vec3::splat(0.3) };
                world.spawn((body, Collider(shape), Transform::from_translation(at), PreviousPosition(at))).id()
            })
            .collect();
        world.run_system_once(collect_candidate_pairs).unwrap();
        let candidates = world.resource::<CandidatePairs>();
        assert!(candidates.pairs.len() > 10, "a scene with some pairs: {}", candidates.pairs.len());
        for (n, &a) in entities.iter().enumerate() {
            for &b in &entities[n + 1..] {
                let listed = candidates.pairs.contains(&pair_key(a, b));
                assert_eq!(candidates.is_pair(a, b), listed, "{a} {b}");
                assert_eq!(candidates.is_pair(b, a), listed, "{b} {a}");
            }
        }
    }

    #[test]
    fn touching_boxes_are_not_a_pair_in_either_broadphase() {
        // faces exactly together: no overlap, as for the narrowphase
        let proxies = [proxy(0.0, false), proxy(1.0, false)];
        assert!(overlapping_pairs(&proxies).is_empty());
        assert!(grid_pairs(&proxies).is_empty());
    }
}
