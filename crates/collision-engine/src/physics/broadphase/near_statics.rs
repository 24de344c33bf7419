//! The static bodies around each moving body, remembered while it stays near where they were looked up.

use crate::bevy_prelude::*;

use super::StaticGrid;
use crate::geometry::Aabb;

/// For each moving body, the static bodies overlapping a region grown around its bounds when they were
/// last looked up. While its bounds stay inside that region, those are the only static bodies it can
/// overlap, so a step tests a handful of boxes instead of looking up grid cells (the fat bounds of
/// Box2D's tree, kept per body). Forgotten whenever the static bodies are filed again.
#[derive(Debug, Default)]
pub(super) struct NearStatics {
    /// By entity index.
    near: Vec<Option<Near>>,
}

#[derive(Debug)]
struct Near {
    entity: Entity,
    region: Aabb,
    /// Static slots, in increasing order, so the pairs come out the same whatever region found them.
    statics: Vec<usize>,
}

impl NearStatics {
    pub(super) fn clear(&mut self) {
        self.near.clear();
    }

    /// Calls `found` with every static body (slot, in increasing order) whose bounds overlap `bounds`, the
    /// bounds of moving body `entity` this step.
    pub(super) fn overlapping(
        &mut self,
        statics: &StaticGrid,
        entity: Entity,
        bounds: &Aabb,
        mut found: impl FnMut(usize),
    ) {
        let index = entity.index_u32() as usize;
        if index >= self.near.len() {
            self.near.resize_with(index + 1, || None);
        }
        let entry = &mut self.near[index];
        let known = entry.as_ref().is_some_and(|near| near.entity == entity && near.region.contains(bounds));
        if !known {
            let region = Aabb::new(bounds.center, bounds.half_extents + Vec3::splat(bounds.half_extents.max_element()));
            let mut near = Vec::new();
            statics.overlapping(&region, |slot| near.push(slot));
            near.sort_unstable();
            *entry = Some(Near { entity, region, statics: near });
        }
        let near = entry.as_ref().map_or(&[][..], |near| &near.statics[..]);
        near.iter().copied().filter(|&slot| statics.aabb(slot).overlaps(bounds)).for_each(&mut found);
    }
}
