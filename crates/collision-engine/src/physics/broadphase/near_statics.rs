//! The static bodies around each moving body, remembered while it stays near where they were looked up.

use crate::bevy_prelude::*;

use crate::geometry::aabb::Aabb;
use crate::physics::broadphase::static_grid::StaticGrid;
use crate::physics::slots::PerEntity;

/// For each moving body, the static bodies overlapping a region grown around its bounds when they were
/// last looked up, and reaching ahead along its travel. While its bounds stay inside that region, those are
/// the only static bodies it can overlap, so a step tests a handful of boxes instead of looking up grid
/// cells (the fat bounds of Box2D's tree, kept per body). Forgotten whenever the static bodies are filed
/// again.
#[derive(Debug, Default)]
pub(super) struct NearStatics {
    near: PerEntity<Near>,
}

#[derive(Debug)]
struct Near {
    region: Aabb,
    /// Static slots, in increasing order, so the pairs come out the same whatever region found them.
    statics: Vec<usize>,
}

impl NearStatics {
    pub(super) fn clear(&mut self) {
        self.near.clear();
    }

    /// Calls `found` with every static body (slot, in increasing order) whose bounds overlap `bounds`, the
    /// bounds of moving body `entity` this step, in which it travelled `travel`.
    pub(super) fn overlapping(
        &mut self,
        statics: &StaticGrid,
        (entity, bounds, travel): (Entity, &Aabb, Vec3),
        mut found: impl FnMut(usize),
    ) {
        let known = self.near.get(entity).is_some_and(|near| near.region.contains(bounds));
        if !known {
            // looked up again into the list the body had, so that it keeps its memory
            let region = region_around(bounds, travel);
            let near = self.near.get_or_insert_with(entity, || Near { region, statics: Vec::new() });
            near.region = region;
            near.statics.clear();
            statics.overlapping(&region, |slot| near.statics.push(slot));
            near.statics.sort_unstable();
        }
        let near = self.near.get(entity).map_or(&[][..], |near| &near.statics[..]);
        near.iter().copied().filter(|&slot| statics.aabb(slot).overlaps(bounds)).for_each(&mut found);
    }
}

/// Steps of travel the region reaches ahead of a body, at most `AHEAD_MOST` times its growth: a box sliding
/// along a tiled floor left a region grown only around it every few steps, a fast one every step.
const AHEAD_STEPS: f32 = 16.0;
const AHEAD_MOST: f32 = 2.0;

/// The region looked up around `bounds`: grown by their largest half extent on every side, and stretched
/// ahead along the body's `travel` this step.
fn region_around(bounds: &Aabb, travel: Vec3) -> Aabb {
    let grown = bounds.half_extents.max_element();
    let around = Aabb::new(bounds.center, bounds.half_extents + Vec3::splat(grown));
    let ahead = (travel * AHEAD_STEPS).clamp_length_max(grown * AHEAD_MOST);
    around.union(&Aabb::new(around.center + ahead, around.half_extents))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_region_reaches_ahead_along_the_travel_and_not_behind() {
        // bounds 0.6 m wide moving 5 cm a step along x: grown by 0.3 m all round, and 16 steps of travel
        // (0.8 m) ahead, cut to twice the growth
        let bounds = Aabb::new(Vec3::ZERO, Vec3::splat(0.3));
        let region = region_around(&bounds, Vec3::X * 0.05);
        assert!(region.min().abs_diff_eq(Vec3::splat(-0.6), 1e-6), "{:?}", region.min());
        assert!(region.max().abs_diff_eq(Vec3::new(1.2, 0.6, 0.6), 1e-6), "{:?}", region.max());
        // the body stays inside for 18 steps instead of 6
        let inside = |step: f32| region.contains(&Aabb::new(Vec3::X * 0.05 * step, bounds.half_extents));
        assert!(inside(18.0) && !inside(19.0));
        // at rest: grown all round only
        let still = region_around(&bounds, Vec3::ZERO);
        assert!(still.max().abs_diff_eq(Vec3::splat(0.6), 1e-6));
    }
}
