//! Bodies a hit sends off on a new path: swept from then on, against what the broadphase grid finds along it.

use crate::bevy_prelude::*;
use crate::geometry::aabb::Aabb;
use crate::physics::broadphase::proxy::proxy_bounds;
use crate::physics::ccd::marking::Marks;
use crate::physics::ccd::mover::{BodyQuery, Movers};
use crate::physics::ccd::swept_pairs::SweptPairs;
use crate::physics::data::contacts::pair_key;
use crate::physics::settings::PhysicsSettings;

/// Marks a body a hit sent off on a new path (a bounce, or a body struck into motion, which was swept against
/// nothing) as swept from now on, so that what it meets next is an impact in its own time too (the next ball
/// of a cradle); true when it was not before, so it brings its own hit budget.
pub fn send_on(k: usize, movers: &mut Movers, settings: &PhysicsSettings) -> bool {
    let mover = &movers[k];
    // too slow to close on anything at the impact speed: a heavy body barely nudged
    let slow = mover.velocity.length() <= f64::from(0.5 * settings.impact_speed);
    if mover.inverse_mass == 0.0 || mover.swept || mover.opted_out || slow {
        return false;
    }
    // none of its pairs were swept: its path is looked up in the grid afresh, not taken as covered
    let origin = mover.origin;
    movers[k].swept = true;
    movers[k].covered = Aabb::new(origin, Vec3::ZERO);
    true
}

/// Adds the pairs mover `k` may meet along `path` that its bounds so far did not cover, from the grid.
pub fn reach_along(
    k: usize,
    path: (Vec3, Vec3),
    (movers, swept_pairs): (&mut Movers, &mut SweptPairs),
    (bodies, marks): (&BodyQuery, &Marks),
) {
    if !movers[k].swept || movers[k].inverse_mass == 0.0 {
        return;
    }
    let reach = proxy_bounds(&movers[k].shape, movers[k].turn_origin, path, marks.settings.speculative_margin);
    // within the bounds its pairs were found for, it can meet nothing new
    if movers[k].covered.contains(&reach) {
        return;
    }
    movers[k].covered = movers[k].covered.union(&reach);
    let candidates = marks.candidates;
    let Some(slot) = candidates.slot(movers[k].entity) else {
        return;
    };
    let mut reached = Vec::new();
    candidates.overlapping(&reach, |n| {
        if candidates.layers_meet(slot, n) {
            reached.push(candidates.entity(n));
        }
    });
    for other in reached {
        let Some(m) = movers.slot(other, bodies, marks) else {
            continue;
        };
        // predicted with the other pairs of the hit's bodies
        let (a, _) = pair_key(movers[k].entity, other);
        swept_pairs.add(if a == other { (m, k) } else { (k, m) });
    }
}
