//! Keeping a copy of the world's bodies up to date between steps: only the bodies the world touched since are
//! compared, and only those that differ are copied.

use bevy::ecs::change_detection::Tick;
use bevy::ecs::entity::{EntityHashMap, EntityHashSet};
use bevy::prelude::*;

use super::body_state::{BodyItem, BodyNow, BodyQuery, BodySnapshot, body_snapshot, same_filter};
use super::snapshot::take_bodies;
use crate::physics::{
    AngularVelocity, CcdDisabled, Collider, ContactFilter, LinearVelocity, Mass, MassDistribution, PhysicsMaterial,
    PreviousPosition, PreviousVelocity, RigidBody, RollingResistance, Sensor, SpinningFriction,
};

/// Brings `bodies` (taken from this world before) up to date in place, without allocating for bodies
/// whose names and filters stay, and returns the indices of those that changed; `None` when bodies were
/// spawned or despawned since (then a new snapshot is needed). With `since` (a tick from [`sync_tick`] taken
/// when `bodies` last matched the world), only the bodies the world has touched after it are compared.
pub fn refresh_bodies(world: &mut World, bodies: &mut [BodySnapshot], since: Option<Tick>) -> Option<Vec<usize>> {
    let mut changed = Vec::new();
    let mut differs = |index, renamed, now: &BodyNow, body: &BodySnapshot| {
        let differs = renamed || !now.same_as(body);
        if differs {
            changed.push(index);
        }
        differs
    };
    let Some(since) = since else {
        return update_bodies_where(world, bodies, None, differs, |_, _| {}).then_some(changed);
    };
    let touched = touched_bodies(world, bodies, since)?;
    let ticks = (since, world.change_tick());
    let mut query = world.query::<BodyQuery>();
    for index in touched {
        let item = query.get(world, bodies[index].entity).ok()?;
        update_body(index, &mut bodies[index], (item, Some(ticks)), &mut differs);
    }
    Some(changed)
}

/// What bringing a list of bodies up to date with the world changed.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct BodyChanges {
    /// The indices (in the list as it is now) of the bodies that changed or are new.
    pub changed: Vec<usize>,
    /// The bodies the world no longer has.
    pub gone: Vec<Entity>,
}

impl BodyChanges {
    /// Nothing changed.
    pub fn is_empty(&self) -> bool {
        self.changed.is_empty() && self.gone.is_empty()
    }
}

/// Brings `bodies` up to date with the world as [`refresh_bodies`] does, and when bodies came or went takes
/// them anew (in the world's order) and compares each with the copy of the same entity.
pub fn sync_bodies(world: &mut World, bodies: &mut Vec<BodySnapshot>, since: Option<Tick>) -> BodyChanges {
    if let Some(changed) = refresh_bodies(world, bodies, since) {
        return BodyChanges { changed, gone: Vec::new() };
    }
    let now = take_bodies(world);
    let changes = {
        let old: EntityHashMap<&BodySnapshot> = bodies.iter().map(|body| (body.entity, body)).collect();
        let new: EntityHashSet = now.iter().map(|body| body.entity).collect();
        let differs = |body: &BodySnapshot| !old.get(&body.entity).is_some_and(|old| old.same_as(body));
        let changed = now.iter().enumerate().filter(|(_, body)| differs(body)).map(|(index, _)| index).collect();
        let gone = bodies.iter().map(|body| body.entity).filter(|entity| !new.contains(entity)).collect();
        BodyChanges { changed, gone }
    };
    *bodies = now;
    changes
}

/// The tick to give [`refresh_bodies`] for the bodies as they are now: whatever the world changes from here on,
/// in this system too, counts as touched.
pub fn sync_tick(world: &mut World) -> Tick {
    Tick::new(world.change_tick().get().wrapping_sub(1))
}

/// What tells whether a body was touched: its components' change ticks, and which optional ones it has.
type TouchQuery<'a> = (
    Entity,
    (Ref<'a, RigidBody>, Ref<'a, Transform>, Ref<'a, PreviousPosition>, Ref<'a, LinearVelocity>),
    (Ref<'a, PreviousVelocity>, Ref<'a, Mass>, Ref<'a, Collider>, Ref<'a, PhysicsMaterial>),
    (Ref<'a, AngularVelocity>, Option<Ref<'a, MassDistribution>>),
    (Option<Ref<'a, RollingResistance>>, Option<Ref<'a, SpinningFriction>>),
    (Option<Ref<'a, Name>>, Option<Ref<'a, ContactFilter>>, Has<Sensor>, Has<CcdDisabled>),
);

/// The indices of `bodies` whose components the world wrote after `since`, or whose name, filter, sensor or
/// continuous flag came or went; `None` when bodies were spawned or despawned. Only change ticks are read, not
/// values: between two steps only the few bodies a person pushes or edits change. (A removal leaves no tick,
/// but it moves the body to another table, which nearly always changes the order of the bodies; the presence
/// flags catch the rest.)
fn touched_bodies(world: &mut World, bodies: &[BodySnapshot], since: Tick) -> Option<Vec<usize>> {
    let this_run = world.change_tick();
    let newer = |tick: Tick| tick.is_newer_than(since, this_run);
    let mut query = world.query::<TouchQuery>();
    let mut touched = Vec::new();
    let mut count = 0;
    for (index, (entity, first, second, turning, resisting, (name, filter, sensor, ccd_disabled))) in
        query.iter(world).enumerate()
    {
        let body = bodies.get(index).filter(|body| body.entity == entity)?;
        count += 1;
        let ticks = [first.0.last_changed(), first.1.last_changed(), first.2.last_changed(), first.3.last_changed()];
        let more = [second.0.last_changed(), second.1.last_changed(), second.2.last_changed(), second.3.last_changed()];
        let more = more.into_iter().chain([turning.0.last_changed()]);
        let optional = [
            name.as_ref().map(Ref::last_changed),
            filter.as_ref().map(Ref::last_changed),
            turning.1.as_ref().map(Ref::last_changed),
            resisting.0.as_ref().map(Ref::last_changed),
            resisting.1.as_ref().map(Ref::last_changed),
        ];
        let written = ticks.into_iter().chain(more).chain(optional.into_iter().flatten()).any(newer);
        let has = (name.is_some(), filter.is_some(), sensor, ccd_disabled);
        if written || has != (body.name.is_some(), body.filter.is_some(), body.sensor, body.ccd_disabled) {
            touched.push(index);
        }
    }
    (count == bodies.len()).then_some(touched)
}

/// Writes every body's values into `bodies` without comparing them first (after a step nearly every body
/// moved, so a comparison costs more than it saves; reading each body's change ticks to copy only the bodies a
/// step wrote cost a settled pile as much as the copy it saved), and
/// shows each body to `written` with its index as it is written (to hash and sum it while it is in the cache);
/// false when bodies were spawned or despawned since. `since` as for [`refresh_bodies`].
pub fn overwrite_bodies(
    world: &mut World,
    bodies: &mut [BodySnapshot],
    since: Option<Tick>,
    written: impl FnMut(usize, &BodySnapshot),
) -> bool {
    update_bodies_where(world, bodies, since, |_, _, _, _| true, written)
}

/// Gives each of `bodies` for which `differs` (told whether its name or filter changed) holds its state now,
/// and then shows it to `written` with its index; false (part way) when the world's bodies are no longer these.
fn update_bodies_where(
    world: &mut World,
    bodies: &mut [BodySnapshot],
    since: Option<Tick>,
    mut differs: impl FnMut(usize, bool, &BodyNow, &BodySnapshot) -> bool,
    mut written: impl FnMut(usize, &BodySnapshot),
) -> bool {
    let ticks = since.map(|since| (since, world.change_tick()));
    let mut query = world.query::<BodyQuery>();
    let mut count = 0;
    for (index, item) in query.iter(world).enumerate() {
        let Some(body) = bodies.get_mut(index).filter(|body| body.entity == item.entity) else {
            return false;
        };
        count += 1;
        if update_body(index, body, (item, ticks), &mut differs) {
            written(index, body);
        }
    }
    count == bodies.len()
}

/// Gives `body` the world's state `item` if `differs` (told whether its name or filter changed) says so;
/// whether it did. With `ticks` (since, now), a name the world has not written since is not compared.
fn update_body(
    index: usize,
    body: &mut BodySnapshot,
    (item, ticks): (BodyItem, Option<(Tick, Tick)>),
    differs: &mut impl FnMut(usize, bool, &BodyNow, &BodySnapshot) -> bool,
) -> bool {
    let now = BodyNow::of(&item);
    let renamed = renamed(body.name.as_ref(), item.name.as_ref(), ticks) || !same_filter(&body.filter, item.filter);
    if !differs(index, renamed, &now, body) {
        return false;
    }
    if renamed {
        *body = body_snapshot(item);
    } else {
        now.write_into(body);
    }
    true
}

/// Whether the world's name for a body (`now`) is not `kept`. With `ticks` (since, now), a name not written
/// since is the same without comparing the strings: comparing two strings, each in memory of its own, for every
/// body before and after every step was a large part of the recording's cost.
fn renamed(kept: Option<&Name>, now: Option<&Ref<Name>>, ticks: Option<(Tick, Tick)>) -> bool {
    match (kept, now) {
        (None, None) => false,
        (Some(kept), Some(now)) => {
            let untouched = ticks.is_some_and(|(since, this_run)| !now.last_changed().is_newer_than(since, this_run));
            !untouched && kept != &**now
        }
        _ => true,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::Shape;

    /// The world's bodies as a snapshot holds them.
    fn snapshot_bodies(world: &mut World) -> Vec<BodySnapshot> {
        world.query::<BodyQuery>().iter(world).map(body_snapshot).collect()
    }

    #[test]
    fn a_component_given_or_taken_touches_a_body_though_it_leaves_no_tick() {
        // One body alone: a component given or taken moves it to another table, but with no other body the
        // order of the bodies cannot change, so only the component's presence can tell
        type Edit = fn(&mut EntityWorldMut);
        let edits: [(&str, Edit); 6] = [
            ("name removed", |body| {
                body.remove::<Name>();
            }),
            ("made a sensor", |body| {
                body.insert(Sensor);
            }),
            ("no longer a sensor", |body| {
                body.remove::<Sensor>();
            }),
            ("filtered", |body| {
                body.insert(ContactFilter::new(|_| true));
            }),
            ("filter removed", |body| {
                body.remove::<ContactFilter>();
            }),
            ("continuous detection off", |body| {
                body.insert(CcdDisabled);
            }),
        ];
        let mut world = World::new();
        let body = world.spawn((RigidBody::Dynamic, Collider(Shape::Sphere { radius: 0.5 }), Mass(1.0))).id();
        world.entity_mut(body).insert(Name::new("ball"));
        for (what, edit) in edits {
            world.increment_change_tick();
            let (bodies, since) = (snapshot_bodies(&mut world), sync_tick(&mut world));
            assert_eq!(touched_bodies(&mut world, &bodies, since), Some(vec![]), "{what}: untouched before");
            edit(&mut world.entity_mut(body));
            assert_eq!(touched_bodies(&mut world, &bodies, since), Some(vec![0]), "{what}: touched");
        }
    }
}
