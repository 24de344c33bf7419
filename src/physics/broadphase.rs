//! Broadphase stage: finds the pairs whose bounds overlap, so the exact tests run only on those.

use bevy::prelude::*;

use super::{
    CandidatePairs, CcdDisabled, Collider, PhysicsSchedule, PhysicsSettings, PhysicsSystems, PreviousPosition,
    RigidBody, pair_key,
};
use crate::geometry::Aabb;

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

/// Fills [`CandidatePairs`] with every pair of bodies whose bounds overlap, A before B. A body that
/// continuous detection will sweep enters with the bounds of its whole path this substep, so the
/// continuous stage sees the pairs it may hit on the way.
pub fn collect_candidate_pairs(
    settings: Res<PhysicsSettings>,
    bodies: Query<(Entity, &Transform, &PreviousPosition, &Collider, &RigidBody, Has<CcdDisabled>)>,
    mut candidates: ResMut<CandidatePairs>,
) {
    let (entities, proxies): (Vec<Entity>, Vec<Proxy>) = bodies
        .iter()
        .map(|(entity, transform, previous, collider, body, opted_out)| {
            let is_static = *body == RigidBody::Static;
            let end = transform.translation;
            let mut aabb = collider.aabb(end);
            if !is_static && settings.sweeps(collider, end - previous.0, opted_out) {
                aabb = aabb.union(&collider.aabb(previous.0));
            }
            (entity, Proxy { aabb, is_static })
        })
        .unzip();
    candidates.pairs.clear();
    candidates.pairs.extend(overlapping_pairs(&proxies).into_iter().map(|(i, j)| pair_key(entities[i], entities[j])));
}

/// Every pair (i, j), i < j, whose boxes overlap, skipping static–static pairs, by testing all pairs.
///
/// O(N²): 100 bodies make ~5,000 tests. Kept simple on purpose; it is the reference the faster
/// broadphase is checked against.
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
    }
}
