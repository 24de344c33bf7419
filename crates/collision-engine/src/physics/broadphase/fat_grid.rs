//! The grid of moving bodies, filed with fat bounds and kept while the bodies stay inside them.

use crate::bevy_prelude::*;
use crate::geometry::aabb::Aabb;
use crate::physics::broadphase::uniform_grid::UniformGrid;

/// The moving bodies filed under bounds grown by a margin (Box2D's fat bounds), with every pair of those
/// fat bounds that overlap. While each body's bounds stay inside its fat bounds, its pairs can only be among
/// those, so a pile at rest costs a pass over its pairs instead of a search of the grid; a body that leaves
/// its fat bounds is looked up again alone. While many bodies travel further than their margin in a step,
/// the grid is filed with this step's bounds instead, as fat bounds would only bring more pairs to test.
///
/// The pairs come in an order that follows from where the bodies are and how far they travel this step,
/// never from when each was last looked up (kept pairs in increasing order), so that a recording played
/// again from a saved step repeats it exactly.
#[derive(Debug, Default)]
pub(super) struct FatGrid {
    grid: UniformGrid,
    /// Whether the grid holds fat bounds (a quiet step) or this step's bounds.
    fat_filed: bool,
    /// The bodies filed, by index, to tell when the set of moving bodies changed.
    entities: Vec<Entity>,
    fat: Vec<Aabb>,
    /// This step's bounds, by index.
    bounds: Vec<Aabb>,
    /// Every (i, j), i < j, whose filed bounds overlap; in increasing order when fat.
    pairs: Vec<(usize, usize)>,
    /// Working space: which bodies left their fat bounds this step, and their new pairs.
    escaped: Vec<bool>,
    found: Vec<(usize, usize)>,
}

/// The fat margin as a share of a body's widest side, and its most: a resting pile stays inside, a body in
/// flight leaves in a few steps and is looked up again. A fiftieth (2 cm on a 1 m body, the speculative
/// margin's width): at a tenth, balls resting 10 cm apart were kept paired with every neighbour, 13 pairs a
/// ball to filter each step for the one they touch (balls 10³ -5 %, balls 20³ -7 %, 48 pyramids -3 % at a
/// fiftieth; boxes 20³ +2 %, the rest within noise).
const FAT_SHARE: f32 = 0.02;
const FAT_MOST: f32 = 0.1;

/// More bodies on the move (or out of their fat bounds) than one in this many and the grid is filed whole
/// (looking a body up alone costs a search of 27 cells).
const REBUILD_SHARE: usize = 32;

fn margin(bounds: &Aabb) -> f32 {
    (bounds.half_extents.max_element() * 2.0 * FAT_SHARE).min(FAT_MOST)
}

fn fatten(bounds: &Aabb) -> Aabb {
    Aabb::new(bounds.center, bounds.half_extents + Vec3::splat(margin(bounds)))
}

impl FatGrid {
    /// Files this step's moving bodies, `bodies[i]` the bounds of `entities[i]` and how far it travels this
    /// step.
    pub(super) fn refile(&mut self, entities: &[Entity], bodies: impl IntoIterator<Item = (Aabb, f32)>) {
        self.bounds.clear();
        let mut moving = 0;
        self.bounds.extend(bodies.into_iter().map(|(bounds, travel)| {
            moving += usize::from(travel > 0.5 * margin(&bounds));
            bounds
        }));
        let same = self.entities == entities;
        if !same {
            self.entities.clear();
            self.entities.extend_from_slice(entities);
        }
        if moving * REBUILD_SHARE > self.bounds.len() {
            self.fat_filed = false;
            self.grid.refile(self.bounds.iter().copied());
            self.pairs.clear();
            return self.grid.pairs(&mut self.pairs);
        }
        if !same || !self.fat_filed {
            return self.rebuild();
        }
        self.escaped.clear();
        self.escaped.extend(self.fat.iter().zip(&self.bounds).map(|(fat, bounds)| !fat.contains(bounds)));
        let escaped = self.escaped.iter().filter(|&&out| out).count();
        if escaped * REBUILD_SHARE > self.bounds.len() {
            self.rebuild();
        } else if escaped > 0 {
            self.look_up_escaped();
        }
    }

    /// Every body given fresh fat bounds, and every pair found again.
    fn rebuild(&mut self) {
        self.fat_filed = true;
        self.fat.clear();
        self.fat.extend(self.bounds.iter().map(fatten));
        self.grid.refile(self.fat.iter().copied());
        self.pairs.clear();
        self.grid.pairs(&mut self.pairs);
        self.pairs.sort_unstable();
    }

    /// The bodies that left their fat bounds given fresh ones, their pairs dropped and found again; every
    /// other pair is kept.
    fn look_up_escaped(&mut self) {
        let escaped = &self.escaped;
        for ((fat, bounds), _) in self.fat.iter_mut().zip(&self.bounds).zip(escaped).filter(|(_, out)| **out) {
            *fat = fatten(bounds);
        }
        self.grid.refile(self.fat.iter().copied());
        self.pairs.retain(|&(i, j)| !escaped[i] && !escaped[j]);
        self.found.clear();
        for i in (0..escaped.len()).filter(|&i| escaped[i]) {
            self.grid.overlapping(&self.fat[i], |j| {
                // a pair of two escaped bodies is taken when the lower one looks
                if j != i && (!escaped[j] || i < j) {
                    self.found.push((i.min(j), i.max(j)));
                }
            });
        }
        self.found.sort_unstable();
        self.pairs = merge(&self.pairs, &self.found);
    }

    /// Every pair (i, j), i < j, whose bounds this step overlap (in increasing order on a quiet step).
    pub(super) fn pairs(&self, pairs: &mut Vec<(usize, usize)>) {
        let bounds = &self.bounds;
        match self.fat_filed {
            true => pairs.extend(self.pairs.iter().copied().filter(|&(i, j)| bounds[i].overlaps(&bounds[j]))),
            false => pairs.extend_from_slice(&self.pairs),
        }
    }

    /// Body `index`'s bounds this step.
    pub(super) fn aabb(&self, index: usize) -> &Aabb {
        &self.bounds[index]
    }

    pub(super) fn len(&self) -> usize {
        self.bounds.len()
    }

    /// Calls `found` with every body whose bounds overlap `region`.
    pub(super) fn overlapping(&self, region: &Aabb, mut found: impl FnMut(usize)) {
        self.grid.overlapping(region, |i| {
            if self.bounds[i].overlaps(region) {
                found(i);
            }
        });
    }

    /// The grid as filed this step, with fat bounds on a quiet step (for reports of where a body was filed).
    pub(super) fn grid(&self) -> &UniformGrid {
        &self.grid
    }
}

/// Two increasing lists as one.
fn merge(a: &[(usize, usize)], b: &[(usize, usize)]) -> Vec<(usize, usize)> {
    let mut merged = Vec::with_capacity(a.len() + b.len());
    let (mut a, mut b) = (a.iter().peekable(), b.iter().peekable());
    while let (Some(&&x), Some(&&y)) = (a.peek(), b.peek()) {
        merged.push(x.min(y));
        match x < y {
            true => a.next(),
            false => b.next(),
        };
    }
    merged.extend(a.chain(b));
    merged
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::physics::broadphase::proxy::Proxy;
    use crate::physics::broadphase::proxy::overlapping_pairs;
    use crate::test_random::Lcg;

    fn exact_pairs(bounds: &[Aabb]) -> Vec<(usize, usize)> {
        let proxies: Vec<Proxy> = bounds.iter().map(|&aabb| Proxy { aabb, is_static: false }).collect();
        overlapping_pairs(&proxies)
    }

    fn found(grid: &FatGrid) -> Vec<(usize, usize)> {
        let mut pairs = Vec::new();
        grid.pairs(&mut pairs);
        pairs
    }

    /// Bodies drifting by different amounts each step (most stay inside their fat bounds, some leave them,
    /// now and then all move): the pairs are always exactly the overlapping ones, in the same order as a
    /// grid filing the same bodies afresh.
    #[test]
    fn kept_pairs_are_the_overlapping_pairs_in_the_order_of_a_fresh_filing() {
        let mut random = Lcg(7);
        let entities: Vec<Entity> = (0..300).map(|i| Entity::from_raw_u32(i + 1).expect("valid index")).collect();
        let mut bodies: Vec<(Aabb, f32)> = (0..300)
            .map(|_| {
                let at = Vec3::new(random.next(), random.next(), random.next()) * 8.0;
                (Aabb::new(at, Vec3::splat(0.3 + 0.3 * random.next())), 0.0)
            })
            .collect();
        let mut kept = FatGrid::default();
        let (mut looked_up, mut rebuilt, mut moving) = (0, 0, 0);
        for step in 0..60 {
            kept.refile(&entities, bodies.iter().copied());
            let mut fresh = FatGrid::default();
            fresh.refile(&entities, bodies.iter().copied());
            let bounds: Vec<Aabb> = bodies.iter().map(|&(aabb, _)| aabb).collect();
            assert_eq!(sorted(found(&kept)), exact_pairs(&bounds), "step {step}");
            assert_eq!(found(&kept), found(&fresh), "step {step}");
            match (kept.fat_filed, kept.escaped.iter().filter(|&&out| out).count()) {
                (false, _) => moving += 1,
                (true, n) if n * REBUILD_SHARE > bounds.len() => rebuilt += 1,
                (true, n) => looked_up += usize::from(n > 0),
            }
            // most bodies barely move, one in forty jumps out of its fat bounds, one in five drifts out of them
            // slowly (together), and every tenth step many move
            for (n, (aabb, travel)) in bodies.iter_mut().enumerate() {
                let speed = match (step % 10, n % 40) {
                    (9, _) if n % 3 == 0 => 0.5,
                    (_, 39) => 0.6,
                    _ => 0.0004,
                };
                let drift = if n % 5 == 1 { Vec3::X * 0.004 } else { Vec3::ZERO };
                let moved = (Vec3::new(random.next(), random.next(), random.next()) - 0.5) * speed + drift;
                aabb.center += moved;
                *travel = moved.abs().max_element();
            }
        }
        assert!(
            looked_up > 30 && rebuilt >= 5 && moving >= 5,
            "{looked_up} looked up, {rebuilt} rebuilt, {moving} moving"
        );
    }

    fn sorted(mut pairs: Vec<(usize, usize)>) -> Vec<(usize, usize)> {
        pairs.sort_unstable();
        pairs
    }

    #[test]
    fn merging_keeps_the_order() {
        assert_eq!(merge(&[(0, 1), (2, 5), (3, 4)], &[(0, 2), (2, 6)]), [(0, 1), (0, 2), (2, 5), (2, 6), (3, 4)]);
    }
}
