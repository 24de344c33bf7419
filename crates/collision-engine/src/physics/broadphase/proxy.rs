//! A body as the broadphase sees it, and the pairs of such bodies whose bounds overlap: found through the
//! grids as the stage finds them, or by testing every pair (the reference the grids are checked against).

use crate::bevy_prelude::*;

use crate::geometry::aabb::Aabb;
use crate::geometry::placed::Placed;
use crate::geometry::shape::Shape;
use crate::physics::broadphase::static_grid::StaticGrid;
use crate::physics::broadphase::uniform_grid::UniformGrid;

/// A body as the broadphase sees it: its bounds and whether it can move.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Proxy {
    /// Its bounds over the step.
    pub aabb: Aabb,
    /// Whether it never moves (two static proxies are never a pair).
    pub is_static: bool,
}

/// The bounds a body enters the broadphase with: its whole path from `start` to `end` turned by `rotation`,
/// grown by half the speculative margin on every side so that bodies that close get a contact.
pub fn proxy_bounds(shape: &Shape, rotation: Quat, (start, end): (Vec3, Vec3), margin: f32) -> Aabb {
    let mut aabb = Placed::new(shape.clone(), start, rotation).swept_aabb(end);
    aabb.half_extents += Vec3::splat(margin * 0.5);
    aabb
}

/// Every pair (i, j), i < j, of `proxies` whose boxes overlap, skipping static–static pairs; the same pairs
/// as `overlapping_pairs`, found as the broadphase finds them (static proxies in a `StaticGrid`, moving
/// ones in a `UniformGrid`).
pub fn grid_pairs(proxies: &[Proxy]) -> Vec<(usize, usize)> {
    let (statics, movers): (Vec<usize>, Vec<usize>) = (0..proxies.len()).partition(|&i| proxies[i].is_static);
    let aabbs = |indices: &[usize]| indices.iter().map(|&i| proxies[i].aabb).collect();
    let (static_grid, moving_grid) = (StaticGrid::new(aabbs(&statics)), UniformGrid::new(aabbs(&movers)));
    let index = |slot: usize| statics.get(slot).copied().unwrap_or_else(|| movers[slot - statics.len()]);
    let near = |i: usize, found: &mut dyn FnMut(usize)| static_grid.overlapping(moving_grid.aabb(i), found);
    let mut moving_pairs = Vec::new();
    moving_grid.pairs(&mut moving_pairs);
    filed_pairs(moving_pairs, (statics.len(), movers.len()), near)
        .into_iter()
        .map(|(a, b)| (index(a).min(index(b)), index(a).max(index(b))))
        .collect()
}

/// Every pair (i, j), i < j, whose boxes overlap, skipping static–static pairs, by testing all pairs.
///
/// O(N²): 100 bodies make ~5,000 tests. Kept simple on purpose: it is the reference the grids are checked
/// against.
#[cfg(test)]
pub(crate) fn overlapping_pairs(proxies: &[Proxy]) -> Vec<(usize, usize)> {
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

/// Every pair of bodies whose bounds overlap, as slots (static bodies numbered first, then moving ones),
/// lower slot first: `moving_pairs`, the pairs of the `movers` moving bodies among themselves (numbered from
/// 0), then each moving body with the static ones around it. Two static bodies are never a pair: neither
/// can move.
///
/// The static bodies are numbered `0..offset`; `statics_near(i, found)` calls `found` with every static body
/// overlapping moving body i's bounds.
pub(crate) fn filed_pairs(
    mut pairs: Vec<(usize, usize)>,
    (offset, movers): (usize, usize),
    mut statics_near: impl FnMut(usize, &mut dyn FnMut(usize)),
) -> Vec<(usize, usize)> {
    for pair in &mut pairs {
        *pair = (offset + pair.0, offset + pair.1);
    }
    for i in 0..movers {
        statics_near(i, &mut |s| pairs.push((s, offset + i)));
    }
    pairs
}
