//! Broadphase stage: finds the pairs whose bounds overlap, so the exact tests run only on those.
//!
//! Sweep and prune: the boxes are kept sorted by their lower end on one axis; walking that order with a
//! list of the boxes still open, a box only meets the open ones, which are the only ones it can overlap on
//! that axis. Bodies barely move between steps, so last step's order is nearly sorted and an insertion
//! sort restores it in about N moves: O(N + pairs) a step instead of the O(N²) of testing every pair.

use bevy::prelude::*;

use super::{
    CandidatePairs, CcdDisabled, Collider, PhysicsSchedule, PhysicsSettings, PhysicsSystems, PreviousPosition,
    RigidBody, pair_key,
};
use crate::geometry::Aabb;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<CandidatePairs>()
        .init_resource::<SweepOrder>()
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
    mut order: ResMut<SweepOrder>,
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
    if order.entities != entities {
        *order = SweepOrder::new(entities, &proxies);
    }
    let pairs = order.sweep_and_prune(&proxies);
    candidates.pairs.clear();
    candidates.pairs.extend(pairs.into_iter().map(|(i, j)| pair_key(order.entities[i], order.entities[j])));
}

/// The sweep order kept from one step to the next, for the bodies it was made for.
#[derive(Resource, Clone, Debug, Default)]
pub struct SweepOrder {
    /// The bodies, in the order the proxies are given; a different list means a new order.
    entities: Vec<Entity>,
    /// Proxy indices sorted by the lower end of their box on `axis`.
    sorted: Vec<usize>,
    /// The axis swept: the one along which the boxes' centres spread most when the order was made.
    axis: usize,
}

impl SweepOrder {
    /// A fresh order for `proxies`, sweeping the axis of widest spread.
    pub fn new(entities: Vec<Entity>, proxies: &[Proxy]) -> SweepOrder {
        let axis = spread(proxies).max_position();
        let mut sorted: Vec<usize> = (0..proxies.len()).collect();
        sorted.sort_by(|&i, &j| proxies[i].aabb.min()[axis].total_cmp(&proxies[j].aabb.min()[axis]));
        SweepOrder { entities, sorted, axis }
    }

    /// Every pair (i, j), i < j, of `proxies` whose boxes overlap, skipping static–static pairs; the same
    /// pairs as [`overlapping_pairs`], found in about N log N.
    pub fn sweep_and_prune(&mut self, proxies: &[Proxy]) -> Vec<(usize, usize)> {
        // bodies settle (a rain of balls ends as a flat layer): sweep another axis once it spreads clearly wider
        let variance = spread(proxies);
        if variance.max_element() > AXIS_SWITCH * variance[self.axis] {
            *self = SweepOrder::new(std::mem::take(&mut self.entities), proxies);
        }
        let axis = self.axis;
        let low = |i: usize| proxies[i].aabb.min()[axis];
        // insertion sort: last step's order is nearly right
        for k in 1..self.sorted.len() {
            let moving = self.sorted[k];
            let key = low(moving);
            let mut at = k;
            while at > 0 && low(self.sorted[at - 1]) > key {
                self.sorted[at] = self.sorted[at - 1];
                at -= 1;
            }
            self.sorted[at] = moving;
        }
        let mut pairs = Vec::new();
        let mut open: Vec<usize> = Vec::new();
        for &i in &self.sorted {
            let (a, start) = (&proxies[i], low(i));
            // a box whose upper end is not past this lower end can meet no later box
            open.retain(|&j| proxies[j].aabb.max()[axis] > start);
            for &j in &open {
                let b = &proxies[j];
                if !(a.is_static && b.is_static) && a.aabb.overlaps(&b.aabb) {
                    pairs.push((i.min(j), i.max(j)));
                }
            }
            open.push(i);
        }
        pairs
    }
}

/// How much wider another axis's spread must be before the sweep moves to it (and sorts afresh).
const AXIS_SWITCH: f32 = 2.0;

/// The variance of the box centres along each axis.
fn spread(proxies: &[Proxy]) -> Vec3 {
    let n = proxies.len().max(1) as f32;
    let (sum, sum_squares) = proxies
        .iter()
        .fold((Vec3::ZERO, Vec3::ZERO), |(s, q), p| (s + p.aabb.center, q + p.aabb.center * p.aabb.center));
    sum_squares / n - (sum / n) * (sum / n)
}

/// Every pair (i, j), i < j, whose boxes overlap, skipping static–static pairs, by testing all pairs.
///
/// O(N²): 100 bodies make ~5,000 tests. Kept simple on purpose: it is the reference sweep and prune is
/// checked against.
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
        let mut order = SweepOrder::new(Vec::new(), &proxies);
        assert_eq!(order.sweep_and_prune(&proxies), vec![(1, 2)]);
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
    fn sweep_and_prune_finds_exactly_the_brute_force_pairs_on_random_scenes() {
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
            let mut order = SweepOrder::new(Vec::new(), &proxies);
            assert_eq!(sorted(order.sweep_and_prune(&proxies)), sorted(overlapping_pairs(&proxies)), "scene {scene}");
            // a few steps of motion: the kept order must still give the exact pairs
            for _ in 0..5 {
                for proxy in proxies.iter_mut().filter(|p| !p.is_static) {
                    proxy.aabb.center += (Vec3::new(random.next(), random.next(), random.next()) - 0.5) * spread * 0.1;
                }
                assert_eq!(
                    sorted(order.sweep_and_prune(&proxies)),
                    sorted(overlapping_pairs(&proxies)),
                    "scene {scene}"
                );
            }
        }
    }

    #[test]
    fn touching_boxes_are_not_a_pair_in_either_broadphase() {
        // faces exactly together: no overlap, as for the narrowphase
        let proxies = [proxy(0.0, false), proxy(1.0, false)];
        assert!(overlapping_pairs(&proxies).is_empty());
        assert!(SweepOrder::new(Vec::new(), &proxies).sweep_and_prune(&proxies).is_empty());
    }
}
