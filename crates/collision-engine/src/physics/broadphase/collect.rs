//! The broadphase stage: every moving body's bounds over its flight filed in grids, and the pairs whose bounds overlap.

use crate::bevy_prelude::*;
use crate::physics::broadphase::candidates::{CandidatePairs, Filed, Wakefulness};
use crate::physics::broadphase::proxy::proxy_bounds;
use bevy_ecs::entity::EntityHashSet;

use crate::physics::components::{Collider, LinearVelocity, Moving, RigidBody};
use crate::physics::data::sleep_state::{SleepState, Sleeping};
use crate::physics::data::stats::PhysicsStats;
use crate::physics::layers::CollisionLayers;
use crate::physics::schedule::{PhysicsSchedule, PhysicsSystems};
use crate::physics::settings::PhysicsSettings;
use crate::physics::step_start::PreviousPosition;

pub(crate) fn plugin(app: &mut App) {
    observe_static_changes(app.world_mut());
    app.init_resource::<CandidatePairs>()
        .add_systems(PhysicsSchedule, collect_candidate_pairs.in_set(PhysicsSystems::BroadPhase));
}

type Movers<'w, 's> = Query<
    'w,
    's,
    (
        Entity,
        (&'static Transform, &'static PreviousPosition, &'static Collider, Option<&'static CollisionLayers>),
        (&'static RigidBody, &'static LinearVelocity, Has<Sleeping>),
    ),
    With<Moving>,
>;
type Statics<'w, 's> = Query<
    'w,
    's,
    (Entity, &'static Transform, &'static Collider, Option<&'static CollisionLayers>),
    (With<RigidBody>, Without<Moving>),
>;
/// Static bodies whose `T` changed since the broadphase last ran: one query per component, as a single query
/// with an `Or` of the three filters costs more per static body (a floor of tiles is looked through every step).
type StaticsChanged<'w, 's, T> = Query<'w, 's, (), (With<RigidBody>, Without<Moving>, Changed<T>)>;

/// Fills [`CandidatePairs`] with every pair of bodies whose bounds, grown by the speculative margin, overlap
/// and whose [`CollisionLayers`] meet, A before B. A body enters with the bounds of its whole free flight this step, so the continuous stage
/// finds the pairs it may hit on the way, and the narrowphase the pairs whose flights bring them together
/// or apart. Static bodies are filed again only when one was moved or reshaped, or (told by the observers
/// below) added, removed, made static or moving, or given new layers.
pub fn collect_candidate_pairs(
    settings: Res<PhysicsSettings>,
    (movers, statics): (Movers, Statics),
    (moved, reshaped, relayered): (
        StaticsChanged<Transform>,
        StaticsChanged<Collider>,
        StaticsChanged<CollisionLayers>,
    ),
    (mut candidates, mut sleep): (ResMut<CandidatePairs>, ResMut<SleepState>),
    mut stats: ResMut<PhysicsStats>,
    mut reported: Local<EntityHashSet>,
    mut commands: Commands,
) {
    let margin = settings.speculative_margin;
    // a body whose position went non-finite (set so through the API) is filed nowhere, so it cannot poison
    // its neighbours; it is reported once
    let mut finite = |entity: Entity, (start, end): (Vec3, Vec3)| {
        let finite = start.is_finite() && end.is_finite();
        if !finite && reported.insert(entity) {
            tracing::warn!("body {entity} has a non-finite position or velocity: it is kept out of collisions");
        }
        finite
    };
    if candidates.statics_stale(margin) || !(moved.is_empty() && reshaped.is_empty() && relayered.is_empty()) {
        let (filed, unfiled) = filed_statics(&statics, margin, &mut finite);
        candidates.file_statics(filed, margin, unfiled);
    }
    let mut non_finite = candidates.non_finite_statics();
    let mut filed = Vec::with_capacity(movers.iter().len());
    for (entity, (transform, previous, collider, layers), (body, velocity, asleep)) in &movers {
        let path = (previous.0, transform.translation);
        let wakefulness = match (asleep, body) {
            (true, _) => Wakefulness::Asleep,
            (false, RigidBody::Kinematic) if velocity.0 == Vec3::ZERO => Wakefulness::Still,
            _ => Wakefulness::Moves,
        };
        match finite(entity, path) {
            true => {
                let bounds = proxy_bounds(collider, transform.rotation, path, margin);
                let travel = path.1 - path.0;
                filed.push((entity, bounds, layers.copied().unwrap_or_default(), wakefulness, travel));
            }
            false => non_finite += 1,
        }
    }
    for body in candidates.file_movers(filed, &mut sleep) {
        commands.entity(body).try_remove::<Sleeping>();
    }
    stats.non_finite_bodies = non_finite;
}

/// Every static body as the grid files it, and how many could not be filed (non-finite).
fn filed_statics(
    statics: &Statics,
    margin: f32,
    finite: &mut impl FnMut(Entity, (Vec3, Vec3)) -> bool,
) -> (Vec<Filed>, usize) {
    let (mut filed, mut unfiled) = (Vec::new(), 0);
    for (entity, transform, collider, layers) in statics {
        let at = (transform.translation, transform.translation);
        match finite(entity, at) {
            true => filed.push((
                entity,
                proxy_bounds(collider, transform.rotation, at, margin),
                layers.copied().unwrap_or_default(),
                Wakefulness::Still,
                Vec3::ZERO,
            )),
            false => unfiled += 1,
        }
    }
    (filed, unfiled)
}

/// The static bodies are filed once and kept between steps: these observers have them filed again when one is
/// added, changes kind, loses its collider or changes its layers.
fn observe_static_changes(world: &mut World) {
    world.add_observer(refile_statics_on_insert);
    world.add_observer(refile_statics_on_remove);
    world.add_observer(refile_static_without_collider);
    world.add_observer(refile_static_layers::<Insert>);
    world.add_observer(refile_static_layers::<Remove>);
}

/// A body made static, or one filed as static given another kind: the static bodies are filed again before the
/// next step.
fn refile_statics_on_insert(
    insert: On<Insert, RigidBody>,
    bodies: Query<&RigidBody>,
    candidates: ResMut<CandidatePairs>,
) {
    let now_static = bodies.get(insert.entity).is_ok_and(|body| *body == RigidBody::Static);
    refile_statics_for(insert.entity, now_static, candidates);
}

/// A static body removed (or despawned): the static bodies are filed again before the next step.
fn refile_statics_on_remove(remove: On<Remove, RigidBody>, candidates: ResMut<CandidatePairs>) {
    refile_statics_for(remove.entity, false, candidates);
}

/// A static body losing its collider (or despawned) is no longer filed.
fn refile_static_without_collider(remove: On<Remove, Collider>, candidates: ResMut<CandidatePairs>) {
    refile_statics_for(remove.entity, false, candidates);
}

/// A static body's layers are filed with its bounds, so they are filed again when its layers change.
fn refile_static_layers<E: EntityEvent>(change: On<E, CollisionLayers>, candidates: ResMut<CandidatePairs>) {
    refile_statics_for(change.event_target(), false, candidates);
}

fn refile_statics_for(entity: Entity, now_static: bool, mut candidates: ResMut<CandidatePairs>) {
    if now_static || candidates.is_filed_static(entity) {
        candidates.forget_statics();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::aabb::Aabb;
    use crate::geometry::shape::Shape;
    use crate::physics::broadphase::proxy::{Proxy, grid_pairs, overlapping_pairs};
    use crate::physics::broadphase::static_grid::StaticGrid;
    use crate::physics::broadphase::uniform_grid::UniformGrid;
    use crate::physics::data::contacts::pair_key;
    use crate::test_random::Lcg;

    fn proxy(x: f32, is_static: bool) -> Proxy {
        Proxy { aabb: Aabb::new(Vec3::new(x, 0.0, 0.0), Vec3::splat(0.5)), is_static }
    }

    #[test]
    fn finds_overlaps_and_skips_static_pairs() {
        let proxies = [proxy(0.0, true), proxy(0.9, true), proxy(1.7, false), proxy(5.0, false)];
        assert_eq!(overlapping_pairs(&proxies), vec![(1, 2)]);
        assert_eq!(grid_pairs(&proxies), vec![(1, 2)]);
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
    fn a_region_finds_exactly_the_boxes_it_overlaps_once_in_either_grid() {
        let mut random = Lcg(11);
        for scene in 0..40 {
            let boxes: Vec<Aabb> = (0..300)
                .map(|_| {
                    let center = Vec3::new(random.next(), random.next(), random.next()) * 20.0;
                    // a few walls; the rest mixed sizes, so a static box spans several cells
                    let size = match random.next() {
                        r if r < 0.02 => Vec3::new(9.0, 0.2, 9.0),
                        r if r < 0.5 => Vec3::splat(0.3),
                        _ => Vec3::new(random.next(), random.next(), random.next()) * 0.6 + 0.01,
                    };
                    Aabb::new(center, size)
                })
                .collect();
            let (moving, fixed) = (UniformGrid::new(boxes.clone()), StaticGrid::new(boxes.clone()));
            for _ in 0..20 {
                // small regions and long thin ones, as a fast body's path makes
                let center = Vec3::new(random.next(), random.next(), random.next()) * 20.0;
                let half = Vec3::new(random.next() * 8.0, random.next(), random.next()) + 0.01;
                let region = Aabb::new(center, half);
                let expected: Vec<usize> = (0..boxes.len()).filter(|&i| boxes[i].overlaps(&region)).collect();
                let (mut found_moving, mut found_static) = (Vec::new(), Vec::new());
                moving.overlapping(&region, |i| found_moving.push(i));
                fixed.overlapping(&region, |i| found_static.push(i));
                assert_eq!(sorted_indices(found_moving), expected, "scene {scene}");
                assert_eq!(sorted_indices(found_static), expected, "scene {scene}");
            }
        }
    }

    fn sorted_indices(mut found: Vec<usize>) -> Vec<usize> {
        found.sort_unstable();
        found
    }

    /// A world holding what the broadphase reads and writes.
    fn broadphase_world() -> World {
        let mut world = World::new();
        world.init_resource::<PhysicsSettings>();
        world.init_resource::<CandidatePairs>();
        world.init_resource::<PhysicsStats>();
        world.init_resource::<SleepState>();
        observe_static_changes(&mut world);
        world
    }

    #[test]
    fn a_pair_is_known_from_the_grid_exactly_when_it_is_listed() {
        use bevy_ecs::system::RunSystemOnce;
        let mut world = broadphase_world();
        let mut random = Lcg(5);
        let entities: Vec<Entity> = (0..80)
            .map(|i| {
                let at = Vec3::new(random.next(), random.next(), random.next()) * 6.0;
                let body = if i % 5 == 0 { RigidBody::Static } else { RigidBody::Dynamic };
                let shape = Shape::Cuboid { half_extents: Vec3::splat(0.3) };
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

    /// The pairs every body's bounds give by brute force, as entity pairs.
    fn brute_force_pairs(world: &mut World) -> Vec<(Entity, Entity)> {
        let margin = world.resource::<PhysicsSettings>().speculative_margin;
        let mut query = world.query::<(Entity, &RigidBody, &Collider, &Transform, &PreviousPosition)>();
        let bodies: Vec<(Entity, Proxy)> = query
            .iter(world)
            .map(|(entity, body, collider, transform, previous)| {
                let is_static = *body == RigidBody::Static;
                let start = if is_static { transform.translation } else { previous.0 };
                (
                    entity,
                    Proxy {
                        aabb: proxy_bounds(collider, transform.rotation, (start, transform.translation), margin),
                        is_static,
                    },
                )
            })
            .collect();
        let proxies: Vec<Proxy> = bodies.iter().map(|(_, proxy)| *proxy).collect();
        let mut pairs: Vec<_> =
            overlapping_pairs(&proxies).into_iter().map(|(i, j)| pair_key(bodies[i].0, bodies[j].0)).collect();
        pairs.sort_unstable();
        pairs
    }

    #[test]
    fn static_bodies_kept_between_steps_follow_every_change() {
        let mut world = broadphase_world();
        let mut schedule = Schedule::default();
        schedule.add_systems(collect_candidate_pairs);
        let mut random = Lcg(9);
        let spot = |random: &mut Lcg| Vec3::new(random.next(), random.next(), random.next()) * 5.0;
        let boxed = |random: &mut Lcg| Collider(Shape::Cuboid { half_extents: Vec3::splat(0.1 + random.next() * 0.4) });
        let mut bodies: Vec<Entity> = (0..100)
            .map(|i| {
                let (at, collider) = (spot(&mut random), boxed(&mut random));
                let body = if i % 2 == 0 { RigidBody::Static } else { RigidBody::Dynamic };
                world.spawn((body, collider, Transform::from_translation(at), PreviousPosition(at))).id()
            })
            .collect();
        let (mut refilings, mut static_changes) = (0, 0);
        for round in 0..60 {
            // moving bodies wander a little each step (their flight from the previous position)
            let mut movers = world.query::<(&RigidBody, &mut Transform, &mut PreviousPosition)>();
            for (body, mut transform, mut previous) in movers.iter_mut(&mut world) {
                if *body == RigidBody::Dynamic {
                    previous.0 = transform.translation;
                    transform.translation += (Vec3::new(random.next(), random.next(), random.next()) - 0.5) * 0.3;
                }
            }
            // every few steps one change of the static bodies: moved, reshaped, removed, added, retyped
            let pick = bodies[(random.next() * bodies.len() as f32) as usize % bodies.len()];
            let picked_static = world.get::<RigidBody>(pick) == Some(&RigidBody::Static);
            static_changes += match round % 12 {
                8 | 10 => 1,
                2 | 4 | 6 => u64::from(picked_static),
                _ => 0,
            };
            match round % 12 {
                2 => world.get_mut::<Transform>(pick).unwrap().translation = spot(&mut random),
                4 => *world.get_mut::<Collider>(pick).unwrap() = boxed(&mut random),
                6 => {
                    world.despawn(pick);
                    bodies.retain(|&e| e != pick);
                }
                8 => {
                    let at = spot(&mut random);
                    let collider = boxed(&mut random);
                    bodies.push(world.spawn((RigidBody::Static, collider, Transform::from_translation(at))).id());
                }
                10 => {
                    let kind = *world.get::<RigidBody>(pick).unwrap();
                    let other = if kind == RigidBody::Static { RigidBody::Dynamic } else { RigidBody::Static };
                    world.entity_mut(pick).insert(other);
                }
                _ => {}
            }
            let version = world.resource::<CandidatePairs>().statics_version();
            schedule.run(&mut world);
            refilings += world.resource::<CandidatePairs>().statics_version() - version;
            let mut listed = world.resource::<CandidatePairs>().pairs.clone();
            listed.sort_unstable();
            assert_eq!(listed, brute_force_pairs(&mut world), "round {round}");
        }
        // filed once, then again for each change of the static bodies only
        assert_eq!(refilings, 1 + static_changes);
    }

    #[test]
    fn touching_boxes_are_not_a_pair_in_either_broadphase() {
        // faces exactly together: no overlap, as for the narrowphase
        let proxies = [proxy(0.0, false), proxy(1.0, false)];
        assert!(overlapping_pairs(&proxies).is_empty());
        assert!(grid_pairs(&proxies).is_empty());
    }
}
