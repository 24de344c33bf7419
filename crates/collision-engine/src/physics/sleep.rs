//! Sleep stage: islands of bodies at rest stop being simulated until something wakes them.
//!
//! An island is a group of dynamic bodies joined by contacts and joints. When every point of every body of an
//! island has moved slower than `sleep_speed` (its centre's speed plus its turning's at its farthest point) for
//! `sleep_time` seconds, and the island rests on something (it touches a static or kinematic body or hangs from
//! one or from the world, or all its bodies are exactly still: a slow drift in zero gravity is not rest), the
//! whole island falls asleep: its velocities are zeroed, its
//! bodies get [`Sleeping`], free flight skips them and the broadphase drops their pairs with each other and
//! with static bodies, so they cost no narrowphase, solver or events work. Their contacts stay touching (no
//! end event because a pair fell asleep) and stay listed in [`Contacts`] as they were when the island fell
//! asleep, so the overlays and tables still show what holds a sleeping stack up.
//!
//! An island wakes whole when an awake body's bounds reach one of its bodies (found by the broadphase, in
//! the same step), when game code changes one of its bodies (position, velocity, mass, shape, layers, an
//! impulse or a force), when a static body is moved, added or removed, when any body is removed, or when
//! the settings change (gravity switched, say), or when a joint to one of its bodies is added or changed, or any
//! joint is taken out.

use crate::bevy_prelude::*;
use crate::physics::data::sleep_state::{SleepState, Sleeping, SleepingDisabled};
use bevy_ecs::query::QueryData;
use bevy_platform::collections::HashMap;

use crate::physics::components::{
    AngularVelocity, Collider, ExternalForce, ExternalImpulse, LinearVelocity, Mass, Moving, RigidBody,
};
use crate::physics::correction::correct_positions;
use crate::physics::data::contacts::Contacts;
use crate::physics::data::stats::PhysicsStats;
use crate::physics::joints::{Joint, JointBroken};
use crate::physics::layers::CollisionLayers;
use crate::physics::rotation::{ExternalAngularImpulse, ExternalTorque};
use crate::physics::schedule::{PhysicsSchedule, PhysicsSystems};
use crate::physics::settings::{PhysicsClock, PhysicsSettings};
use crate::physics::slots::BodySlots;
use crate::physics::union_find::UnionFind;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SleepState>()
        .add_systems(PhysicsSchedule, update_sleep.in_set(PhysicsSystems::Sleep))
        .add_systems(
            PhysicsSchedule,
            list_sleeping_contacts.in_set(PhysicsSystems::CorrectPositions).after(correct_positions),
        );
}

/// Sleeping bodies game code changed since the last step.
type ChangedSleepers<'w, 's> = Query<
    'w,
    's,
    Entity,
    (
        With<Sleeping>,
        Or<(
            Changed<Transform>,
            Changed<LinearVelocity>,
            Changed<AngularVelocity>,
            Changed<Mass>,
            Changed<Collider>,
            Changed<CollisionLayers>,
            Changed<ExternalImpulse>,
            Changed<ExternalForce>,
            Changed<ExternalTorque>,
            Changed<ExternalAngularImpulse>,
            Changed<SleepingDisabled>,
        )>,
    ),
>;

/// Static bodies moved, reshaped, added or made static since the last step.
type ChangedStatics<'w, 's> = Query<
    'w,
    's,
    (),
    (With<RigidBody>, Without<Moving>, Or<(Changed<Transform>, Changed<Collider>, Changed<RigidBody>)>),
>;

/// A moving body as the sleep decisions read it.
#[derive(QueryData)]
#[query_data(mutable)]
pub struct AwakeBody {
    entity: Entity,
    body: &'static RigidBody,
    collider: Option<&'static Collider>,
    velocity: &'static mut LinearVelocity,
    angular_velocity: &'static mut AngularVelocity,
    disabled: Has<SleepingDisabled>,
}

/// The moving bodies, as the sleep decisions read them.
type Awake<'w, 's> = Query<'w, 's, AwakeBody, (With<Moving>, Without<Sleeping>)>;

impl AwakeBodyReadOnlyItem<'_, '_> {
    /// The speed of its fastest point (m/s): its centre's speed, and its turning's at its farthest point.
    fn fastest_point_speed(&self) -> f32 {
        let reach = self.collider.map_or(0.0, |collider| collider.0.bounding_radius());
        self.velocity.0.length() + self.angular_velocity.0.length() * reach
    }
}

/// The joints that act.
type JointsNow<'w, 's> = Query<'w, 's, &'static Joint, Without<JointBroken>>;

/// Wakes the islands game code disturbed, then puts to sleep the islands (from the last step's contacts)
/// whose bodies have all been at rest long enough.
pub fn update_sleep(
    (settings, clock, contacts): (Res<PhysicsSettings>, Res<PhysicsClock>, Res<Contacts>),
    (changed, changed_statics, mut removed): (ChangedSleepers, ChangedStatics, RemovedComponents<RigidBody>),
    mut awake: Awake,
    (joints, changed_joints, mut removed_joints): (JointsNow, Query<&Joint, Changed<Joint>>, RemovedComponents<Joint>),
    mut state: ResMut<SleepState>,
    (mut stats, mut slots): (ResMut<PhysicsStats>, Local<BodySlots>),
    mut commands: Commands,
) {
    let mut woken = Vec::new();
    // a body or a joint taken out may leave an island without what held it
    let removals = removed.read().count() + removed_joints.read().count() > 0;
    let resync = std::mem::take(&mut state.resync);
    // with sleeping off every island is woken anyway: the static bodies need not be looked at
    let disturbed = || settings.is_changed() || removals || !changed_statics.is_empty();
    if !settings.sleep_enabled || (!resync && disturbed()) {
        woken.extend(state.wake_all());
    }
    // a joint added or changed wakes the bodies at its ends
    let joint_ends = changed_joints.iter().flat_map(|joint| [joint.a.entity(), joint.b.entity()]).flatten();
    for entity in changed.iter().chain(joint_ends).filter(|_| !resync) {
        woken.extend(state.wake(entity));
    }
    for entity in woken {
        commands.entity(entity).try_remove::<Sleeping>();
    }
    if settings.sleep_enabled {
        let joined = (contacts.as_ref(), &joints);
        let resting = islands_at_rest(&awake, joined, (&mut state, &mut slots), (&settings, clock.dt));
        for &body in resting.iter().flatten() {
            if let Ok(mut asleep) = awake.get_mut(body) {
                asleep.velocity.0 = Vec3::ZERO;
                asleep.angular_velocity.0 = Vec3::ZERO;
            }
            commands.entity(body).try_insert(Sleeping);
        }
        state.put_to_sleep(resting, &contacts);
    }
    stats.sleeping = state.sleeping();
}

/// Lists the sleeping islands' contacts with this step's.
pub fn list_sleeping_contacts(state: Res<SleepState>, mut contacts: ResMut<Contacts>) {
    for island in state.islands.values() {
        contacts.pairs.extend_from_slice(&island.contacts);
    }
}

/// Counts each awake dynamic body's time at rest and returns the islands (joined by the last step's contacts
/// and by joints) whose every body has rested `sleep_time`, none kept awake.
fn islands_at_rest(
    awake: &Awake,
    (contacts, joints): (&Contacts, &JointsNow),
    (state, index): (&mut SleepState, &mut BodySlots),
    (settings, dt): (&PhysicsSettings, f32),
) -> Vec<Vec<Entity>> {
    index.clear();
    let mut ready = Vec::new();
    for body in awake {
        if *body.body != RigidBody::Dynamic {
            continue;
        }
        let entity = body.entity;
        let still = state.still_for.get_or_insert_with(entity, || 0.0);
        *still = if body.fastest_point_speed() < settings.sleep_speed { *still + dt } else { 0.0 };
        index.get_or_add(entity, |_| {});
        let stopped = body.velocity.0 == Vec3::ZERO && body.angular_velocity.0 == Vec3::ZERO;
        ready.push((entity, *still >= settings.sleep_time && !body.disabled, stopped));
    }
    // most steps of a moving scene have no body at rest long enough: no islands to find
    if !ready.iter().any(|&(_, at_rest, _)| at_rest) {
        return Vec::new();
    }
    // a body's island rests on something when one of its bodies touches a body that is not in any island
    let mut islands = UnionFind::new(ready.len());
    let mut supported = vec![false; ready.len()];
    // a joint to the world or to a body in no island holds its island up as a contact does
    let joined = joints.iter().map(|joint| (joint.a.entity(), joint.b.entity()));
    let ends = |(a, b): (Option<Entity>, Option<Entity>)| (a.and_then(|a| index.get(a)), b.and_then(|b| index.get(b)));
    let pairs = contacts.pairs.iter().map(|pair| (index.get(pair.a), index.get(pair.b)));
    for pair in pairs.chain(joined.map(ends)) {
        match pair {
            (Some(i), Some(j)) => islands.join(i, j),
            (Some(i), None) | (None, Some(i)) => supported[i] = true,
            (None, None) => {}
        }
    }
    resting_islands(&ready, &mut islands, supported)
}

/// The islands of `ready` bodies (each with whether it has rested long enough and whether it is exactly still)
/// that rest: all their bodies do, and they are held up (one touches a body in no island) or exactly still.
fn resting_islands(ready: &[(Entity, bool, bool)], islands: &mut UnionFind, mut held: Vec<bool>) -> Vec<Vec<Entity>> {
    // a landing pile has thousands of islands: each is marked through its root, and only resting ones gathered
    let roots: Vec<usize> = (0..ready.len()).map(|i| islands.root(i)).collect();
    let (mut all_rest, mut all_still) = (vec![true; ready.len()], vec![true; ready.len()]);
    for (i, &root) in roots.iter().enumerate() {
        all_rest[root] &= ready[i].1;
        held[root] |= held[i];
        all_still[root] &= ready[i].2;
    }
    let mut resting: HashMap<usize, Vec<Entity>> = HashMap::default();
    for (i, &root) in roots.iter().enumerate() {
        if all_rest[root] && (held[root] || all_still[root]) {
            resting.entry(root).or_default().push(ready[i].0);
        }
    }
    let mut resting: Vec<Vec<Entity>> = resting.into_values().collect();
    // hash order is not meaningful: islands fall asleep in a fixed order
    resting.iter_mut().for_each(|island| island.sort_unstable());
    resting.sort_unstable();
    resting
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::contact::Contact;
    use crate::physics::data::contacts::ContactPair;

    fn body(index: u32) -> Entity {
        Entity::from_raw_u32(index + 1).expect("valid index")
    }

    fn touching(a: u32, b: u32) -> ContactPair {
        ContactPair::new(
            body(a),
            body(b),
            Contact { normal: Vec3::Y, penetration: 0.0, local_a: Vec3::ZERO, local_b: Vec3::ZERO },
        )
    }

    #[test]
    fn an_island_rests_when_all_its_bodies_do_and_it_is_held_up_or_exactly_still() {
        // (body, rested long enough, exactly still); islands {0, 1} held up, {2, 3} one not rested, {4, 5}
        // rested but neither held nor still, {6} floating exactly still
        let ready: Vec<_> = [(true, false), (true, false), (true, false), (false, false), (true, false)]
            .into_iter()
            .chain([(true, false), (true, true)])
            .enumerate()
            .map(|(i, (rested, still))| (body(i as u32), rested, still))
            .collect();
        let mut islands = UnionFind::new(ready.len());
        for (a, b) in [(0, 1), (2, 3), (4, 5)] {
            islands.join(a, b);
        }
        let mut held = vec![false; ready.len()];
        held[1] = true;
        let resting = resting_islands(&ready, &mut islands, held);
        // in entity order, within and between islands
        let mut expected = vec![vec![body(0), body(1)], vec![body(6)]];
        expected.iter_mut().for_each(|island| island.sort_unstable());
        expected.sort_unstable();
        assert_eq!(resting, expected);
    }

    #[test]
    fn islands_falling_asleep_together_each_keep_their_own_contacts_in_order() {
        let mut state = SleepState::default();
        // body 9 is the floor (in no island); body 7 sleeps already, in an island of its own
        state.put_to_sleep(vec![vec![body(7)]], &Contacts { pairs: vec![touching(7, 9)], ..Default::default() });
        let pairs = vec![touching(0, 9), touching(2, 9), touching(0, 1), touching(2, 7), touching(5, 9)];
        state.put_to_sleep(
            vec![vec![body(0), body(1)], vec![body(2)]],
            &Contacts { pairs: pairs.clone(), ..Default::default() },
        );
        let contacts = |entity: u32| &state.islands[&state.island_of[&body(entity)]].contacts;
        assert_eq!(contacts(0), &vec![pairs[0], pairs[2]]);
        assert_eq!(contacts(2), &vec![pairs[1], pairs[3]]);
        assert_eq!(contacts(7), &vec![touching(7, 9)]);
        assert_eq!(state.sleeping(), 4);
    }
}
