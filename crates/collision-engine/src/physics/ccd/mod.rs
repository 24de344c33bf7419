//! Continuous stage: sweeps fast bodies along this step's flight so they cannot tunnel through thin ones.
//!
//! Free flight has already moved every body to the end of the step. Here each body that moved far enough to
//! pass through something, or past the slop towards a contact that closes fast (see
//! [`PhysicsSettings::sweeps`], marking.rs), goes back to where the step began and is swept along its flight
//! against its candidate pairs (swept_pairs.rs); the earliest hit of all is taken, both bodies move to the
//! time-of-impact pose (mover.rs), the contact is resolved there with the exact two-body impulse (hits.rs:
//! restitution, and friction at the contact point, which turns a sphere), and both
//! spend the rest of the step moving on with their new velocities, which may bring further hits (up to
//! `ccd_max_hits` per body). The hit is recorded in [`Contacts`] with its [`TimeOfImpact`](crate::physics::TimeOfImpact), so events and
//! overlays see it like any other contact, and the moved bodies' other contacts are tested again where the
//! bodies ended, for the solver.
//!
//! Pairs already overlapping when the step begins are left to the solver, and so are meetings too slow to
//! carry one body through the other that are either slow (no bounce below the restitution threshold) or
//! between bodies already touching: the solver resolves those together with the bodies' other contacts, as a
//! pile needs. A body a hit sends off fast on a new path (a bounce, or a body struck into motion) is swept on
//! against what the broadphase grid finds along the rest of that path (grid_reach.rs).

use crate::bevy_prelude::*;
use bevy_ecs::entity::EntityHashSet;

use crate::physics::broadphase::candidates::CandidatePairs;
use crate::physics::components::Collider;
use crate::physics::covered_faces::CoveredFaces;
use crate::physics::data::contacts::{ContactPair, Contacts, SweepCause, pair_key};
use crate::physics::data::stats::PhysicsStats;
use crate::physics::detected_body::DetectedBody;
use crate::physics::narrowphase::{ContactRules, detect_contact};
use crate::physics::response::ResponseVetoes;
use crate::physics::schedule::{PhysicsSchedule, PhysicsSystems};
use crate::physics::settings::{PhysicsClock, PhysicsSettings};

use grid_reach::{reach_along, send_on};
use hits::{predict_all, repredict, take_hit};
use marking::{Marks, MovingQuery, SlotMarks, mark_closing_bodies, mark_moving_bodies};
use mover::{BodyQuery, Movers};
use swept_pairs::SweptPairs;

mod grid_reach;
mod hit_queue;
mod hits;
mod marking;
mod mover;
mod swept_pairs;
mod turning_cast;

pub use hits::{meeting_left_to_discrete, overlap_left_to_solver};
pub use turning_cast::{TurningFlight, cast_turning, closing_at_meeting};

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(PhysicsSchedule, sweep_fast_bodies.in_set(PhysicsSystems::Ccd));
}

/// The stage's working arrays, kept between steps so their memory is reused.
#[derive(Default)]
pub struct Scratch {
    movers: Movers,
    marks: SlotMarks,
}

/// What the stage records of its hits in [`Contacts`]: the bodies it swept, each with why, and every impact.
struct Records<'a> {
    swept: &'a mut Vec<(Entity, SweepCause)>,
    impacts: &'a mut Vec<ContactPair>,
}

/// Finds and resolves, in time order, the hits of fast bodies within the step.
pub fn sweep_fast_bodies(
    settings: Res<PhysicsSettings>,
    clock: Res<PhysicsClock>,
    candidates: Res<CandidatePairs>,
    vetoes: Res<ResponseVetoes>,
    covered: Res<CoveredFaces>,
    mut contacts: ResMut<Contacts>,
    mut stats: ResMut<PhysicsStats>,
    mut queries: ParamSet<(BodyQuery, MovingQuery, Query<&Collider>)>,
    mut scratch: Local<Scratch>,
) {
    stats.ccd_cut_short = 0;
    contacts.swept.clear();
    contacts.impacts.clear();
    if !settings.ccd_enabled {
        return;
    }
    let dt = clock.dt;
    let Scratch { movers, marks } = &mut *scratch;
    movers.clear();
    let Contacts { pairs: found, swept, .. } = &mut *contacts;
    let context = (&*settings, &*candidates, dt);
    let counts = mark_moving_bodies(&queries.p1(), context, marks, swept);
    let mut fast = counts.fast;
    // the slots run over the static bodies too: counted, not looked through, when no body is moderate
    if counts.moderate > 0 {
        fast += mark_closing_bodies(&queries.p2(), found, context, marks, swept);
    }
    if fast == 0 {
        return;
    }
    let mut bodies = queries.p0();
    let marked = Marks { settings: &settings, candidates: &candidates, fast: &marks.fast };
    let rules = ContactRules { vetoes: &vetoes, covered: &covered, settings: &settings };
    let pairs = fast_pairs(&bodies, &marked, movers);
    let initial_pairs = pairs.len();
    let mut swept_pairs = SweptPairs::new(movers.len(), pairs);
    predict_all(&mut swept_pairs, movers, rules, dt);
    // every fast body brings its hits to the budget, with pairs or not
    let budget = settings.ccd_max_hits.max(1) * fast;
    let Contacts { swept, impacts, .. } = &mut *contacts;
    let records = Records { swept, impacts };
    let hits = resolve_in_time_order((movers, &mut swept_pairs), budget, records, (&bodies, &marked, rules), dt);
    stats.ccd_cut_short = movers.iter().filter(|mover| mover.frozen).count();
    if hits.is_empty() && stats.ccd_cut_short == 0 {
        return;
    }
    let moved = write_back(movers, &mut bodies, dt);
    // the pairs paths bent by hits reached, beyond the broadphase's
    // (added after the pairs it started with, in the order found)
    let found_on_the_way: Vec<(Entity, Entity)> =
        swept_pairs.pairs[initial_pairs..].iter().map(|&(i, j)| (movers[i].entity, movers[j].entity)).collect();
    retest_contacts(&moved, &found_on_the_way, (&candidates, &bodies, rules), dt, &mut contacts);
    contacts.pairs.extend(hits);
}

/// The candidate pairs with a fast body in them, each body given its mover (a fast body is taken up with its
/// pairs: one without any, a box falling through open air, can meet nothing this step, its whole flight being
/// inside its broadphase bounds).
fn fast_pairs(bodies: &BodyQuery, marks: &Marks, movers: &mut Movers) -> Vec<(usize, usize)> {
    let mut pairs = Vec::new();
    for &(a, b) in marks.candidates.pairs.iter().filter(|&&(a, b)| marks.is_fast(a) || marks.is_fast(b)) {
        let (Some(i), Some(j)) = (movers.slot(a, bodies, marks), movers.slot(b, bodies, marks)) else {
            continue;
        };
        pairs.push((i, j));
    }
    pairs
}

/// Takes the earliest predicted hit of all, again and again (after each only the pairs of its two bodies
/// change), until none is left in the step: the record of each pair's last hit; every hit resolved goes to
/// the impacts too. Out of `budget`, the two bodies of the next hit stop short where it would happen rather
/// than pass it.
fn resolve_in_time_order(
    (movers, swept_pairs): (&mut Movers, &mut SweptPairs),
    mut budget: u32,
    records: Records,
    (bodies, marks, rules): (&BodyQuery, &Marks, ContactRules),
    dt: f32,
) -> Vec<ContactPair> {
    let settings = rules.settings;
    let mut hits: Vec<ContactPair> = Vec::new();
    while let Some((pair, hit)) = swept_pairs.queue.pop() {
        let (i, j) = swept_pairs.pairs[pair];
        if budget == 0 {
            movers[i].freeze(hit.fraction, dt);
            movers[j].freeze(hit.fraction, dt);
            repredict(swept_pairs, (i, j), movers, rules, dt);
            continue;
        }
        budget -= 1;
        let record = take_hit((i, j), hit, movers, rules, dt);
        if record.resolve {
            records.impacts.push(record);
            for k in [i, j] {
                if send_on(k, movers, settings) {
                    budget += settings.ccd_max_hits.max(1);
                    records.swept.push((movers[k].entity, SweepCause::SentOn));
                }
                let (origin, rest) = (movers[k].origin, movers[k].pose(1.0));
                reach_along(k, (origin, rest), (movers, swept_pairs), (bodies, marks));
            }
        }
        match swept_pairs.recorded[pair] {
            Some(earlier) => hits[earlier] = record,
            None => {
                swept_pairs.recorded[pair] = Some(hits.len());
                hits.push(record);
            }
        }
        repredict(swept_pairs, (i, j), movers, rules, dt);
    }
    hits
}

/// Finishes the step of every body a hit moved or pushed and writes it back: the bodies written.
fn write_back(movers: &Movers, bodies: &mut BodyQuery, dt: f32) -> EntityHashSet {
    let mut moved = EntityHashSet::default();
    for mover in movers.iter().filter(|mover| mover.was_hit()) {
        if let Ok(mut body) = bodies.get_mut(mover.entity) {
            body.transform.translation = mover.pose(1.0);
            body.velocity.0 = mover.velocity.as_vec3();
            if mover.can_turn() {
                body.transform.rotation = mover.rotation(1.0, dt);
                body.angular_velocity.0 = mover.angular_velocity_at(1.0, dt).as_vec3();
            }
            moved.insert(mover.entity);
        }
    }
    moved
}

/// Replaces the discrete contacts of the bodies hits moved with their contacts where they ended, with the
/// candidate pairs and the pairs `found_on_the_way`, the pairs that hit each other included: the solver must
/// still hold them if later hits press them together again.
fn retest_contacts(
    moved: &EntityHashSet,
    found_on_the_way: &[(Entity, Entity)],
    (candidates, bodies, rules): (&CandidatePairs, &BodyQuery, ContactRules),
    dt: f32,
    contacts: &mut Contacts,
) {
    contacts.pairs.retain(|pair| !moved.contains(&pair.a) && !moved.contains(&pair.b));
    let gravity = rules.settings.effective_gravity();
    let detected = |entity: Entity| {
        let body = bodies.get(entity).ok()?;
        let kind = (*body.body, body.collider, body.sensor, body.filter);
        let detected = DetectedBody::new(entity, kind, (body.transform, body.velocity), gravity, dt);
        Some(detected.tumbling(body.turning.tumbles(*body.body)))
    };
    let beyond = found_on_the_way.iter().map(|&(a, b)| pair_key(a, b)).filter(|&(a, b)| !candidates.is_pair(a, b));
    for (a, b) in candidates.pairs.iter().copied().chain(beyond) {
        if !(moved.contains(&a) || moved.contains(&b)) {
            continue;
        }
        let (Some(body_a), Some(body_b)) = (detected(a), detected(b)) else {
            continue;
        };
        let margin = rules.settings.speculative_margin;
        if let Some(detected) = detect_contact(&body_a, &body_b, rules, margin) {
            contacts.add(detected);
        }
    }
}

#[cfg(test)]
mod tests {
    use bevy_ecs::system::RunSystemOnce;

    use super::*;
    use crate::geometry::shape::Shape;
    use crate::physics::broadphase::candidates::Wakefulness;
    use crate::physics::broadphase::proxy::proxy_bounds;
    use crate::physics::components::{LinearVelocity, RigidBody};
    use crate::physics::data::sleep_state::SleepState;
    use crate::physics::layers::CollisionLayers;
    use crate::physics::step_start::PreviousPosition;

    const DT: f32 = 1.0 / 60.0;

    /// A world holding only what the continuous stage reads: a thin static wall at x = 0 and a bullet that
    /// free flight has already carried from `start` to `end` at `speed`, with the pair as the broadphase
    /// would list it.
    fn bullet_through_a_wall(start: f32, end: f32, speed: f32) -> (World, Entity, Entity) {
        let mut world = World::new();
        let wall_shape = Shape::Cuboid { half_extents: Vec3::new(0.005, 1.0, 1.0) };
        let wall = world.spawn((RigidBody::Static, Collider(wall_shape), Transform::default())).id();
        let bullet = world
            .spawn((
                RigidBody::Dynamic,
                Collider(Shape::Sphere { radius: 0.05 }),
                PreviousPosition(Vec3::X * start),
                Transform::from_translation(Vec3::X * end),
                LinearVelocity(Vec3::X * speed),
            ))
            .id();
        let bounds = |entity: Entity, start: f32, end: f32| {
            let shape = world.get::<Collider>(entity).unwrap().0.clone();
            (
                entity,
                proxy_bounds(&shape, Quat::IDENTITY, (Vec3::X * start, Vec3::X * end), 0.02),
                CollisionLayers::ALL,
                Wakefulness::Moves,
                Vec3::X * (end - start),
            )
        };
        let mut candidates = CandidatePairs::default();
        candidates.file_statics(vec![bounds(wall, 0.0, 0.0)], 0.02, 0);
        candidates.file_movers(vec![bounds(bullet, start, end)], &mut SleepState::default());
        assert_eq!(candidates.pairs, vec![pair_key(wall, bullet)]);
        world.insert_resource(candidates);
        world.insert_resource(PhysicsSettings { gravity_enabled: false, ..Default::default() });
        world.insert_resource(PhysicsClock { step: 1, dt: DT, ..Default::default() });
        world.init_resource::<ResponseVetoes>();
        world.init_resource::<CoveredFaces>();
        world.init_resource::<Contacts>();
        world.init_resource::<PhysicsStats>();
        (world, wall, bullet)
    }

    #[test]
    fn a_bullet_is_stopped_at_its_time_of_impact_and_spends_the_rest_of_the_step_bouncing_back() {
        // Setup: 300 m/s from 1 m before the wall: 5 m of flight, its front touches at (1 − 0.055) / 5
        let (mut world, wall, bullet) = bullet_through_a_wall(-1.0, 4.0, 300.0);
        // Run
        world.run_system_once(sweep_fast_bodies).unwrap();
        // Check: e = 0.5 (both default materials) sends it back at 150 m/s for the rest of the step
        let fraction = (1.0 - 0.055) / 5.0;
        let hit = world.resource::<Contacts>().hit(wall, bullet).copied().expect("a recorded hit");
        assert!((hit.toi.unwrap().fraction - fraction).abs() < 1e-5, "{:?}", hit.toi);
        assert!(hit.is_touching() && hit.normal_impulse > 0.0);
        let velocity = world.get::<LinearVelocity>(bullet).unwrap().0;
        assert!((velocity.x + 150.0).abs() < 1e-3, "{velocity}");
        let expected = -0.055 - 150.0 * DT * (1.0 - fraction);
        let x = world.get::<Transform>(bullet).unwrap().translation.x;
        assert!((x - expected).abs() < 1e-4, "ended at {x}, want {expected}");
    }

    #[test]
    fn a_vetoed_pair_is_recorded_but_passes() {
        let (mut world, wall, bullet) = bullet_through_a_wall(-1.0, 4.0, 300.0);
        world.resource_mut::<ResponseVetoes>().veto_pair(wall, bullet);
        world.run_system_once(sweep_fast_bodies).unwrap();
        let hit = world.resource::<Contacts>().hit(wall, bullet).copied().expect("a recorded crossing");
        assert!(!hit.resolve && hit.normal_impulse == 0.0);
        assert_eq!(world.get::<Transform>(bullet).unwrap().translation.x, 4.0);
    }
}
