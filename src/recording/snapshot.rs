//! The world's physics state at the end of a step, taken whole and put back whole.

use bevy::ecs::change_detection::Tick;
use bevy::prelude::*;

use crate::geometry::Shape;
use crate::physics::{
    AngularVelocity, CcdDisabled, Collider, ContactFilter, Contacts, LinearVelocity, Mass, MassDistribution,
    PhysicsClock, PhysicsMaterial, PhysicsSettings, PhysicsStats, PreviousPosition, PreviousVelocity, RigidBody,
    RollingResistance, Sensor, SleepState, Sleeping, SpinningFriction, TouchingPairs, WarmStart,
};
use bevy::ecs::query::QueryData;

/// One body as the engine sees it.
#[derive(Clone, Debug)]
pub struct BodySnapshot {
    pub entity: Entity,
    pub name: Option<Name>,
    pub kind: RigidBody,
    pub position: Vec3,
    pub rotation: Quat,
    pub previous: Vec3,
    pub velocity: Vec3,
    pub angular_velocity: Vec3,
    pub previous_velocity: Vec3,
    pub mass: f32,
    pub distribution: MassDistribution,
    pub shape: Shape,
    pub material: PhysicsMaterial,
    pub rolling_resistance: f32,
    pub spinning_friction: f32,
    pub sensor: bool,
    pub ccd_disabled: bool,
    pub filter: Option<ContactFilter>,
}

impl BodySnapshot {
    /// Whether `other` is the same body in the same state (a filter is the same when it is the same closure).
    pub fn same_as(&self, other: &BodySnapshot) -> bool {
        self.entity == other.entity
            && BodyNow::of_snapshot(other).same_as(self)
            && same_filter(&self.filter, other.filter.as_ref())
            && self.name == other.name
    }

    /// Writes this state into its entity (which must exist: a body that is gone is reported, not made again).
    pub(super) fn write(&self, world: &mut World) {
        let mut entity = match world.get_entity_mut(self.entity) {
            Ok(entity) => entity,
            Err(error) => {
                warn!("body {} could not be brought back: {error}", self.entity);
                return;
            }
        };
        self.write_body(&mut entity);
        self.write_markers(&mut entity);
    }

    /// The body's kind, shape, motion and material. Only what differs is written, so change detection (new
    /// meshes for edited shapes) stays true; a rigid body is immutable: inserted anew when its kind changed.
    fn write_body(&self, entity: &mut EntityWorldMut) {
        if entity.get::<RigidBody>() != Some(&self.kind) {
            entity.insert(self.kind);
        }
        write_if_changed(entity, Collider(self.shape));
        match entity.get_mut::<Transform>() {
            Some(mut transform) if (transform.translation, transform.rotation) != (self.position, self.rotation) => {
                transform.translation = self.position;
                transform.rotation = self.rotation;
            }
            Some(_) => {}
            None => {
                entity.insert(Transform::from_translation(self.position).with_rotation(self.rotation));
            }
        }
        write_if_changed(entity, PreviousPosition(self.previous));
        write_if_changed(entity, LinearVelocity(self.velocity));
        write_if_changed(entity, AngularVelocity(self.angular_velocity));
        write_if_changed(entity, Mass(self.mass));
        write_if_changed(entity, self.distribution);
        write_if_changed(entity, self.material);
        write_if_changed(entity, RollingResistance(self.rolling_resistance));
        write_if_changed(entity, SpinningFriction(self.spinning_friction));
        write_if_changed(entity, PreviousVelocity(self.previous_velocity));
    }

    /// Whether it is shown, a sensor, out of continuous detection, filtered, and its name.
    fn write_markers(&self, entity: &mut EntityWorldMut) {
        if let Some(mut visibility) = entity.get_mut::<Visibility>() {
            visibility.set_if_neq(Visibility::Inherited);
        }
        toggle::<Sensor>(entity, self.sensor);
        toggle::<CcdDisabled>(entity, self.ccd_disabled);
        match (&self.filter, entity.contains::<ContactFilter>()) {
            (Some(filter), _) => {
                entity.insert(filter.clone());
            }
            (None, true) => {
                entity.remove::<ContactFilter>();
            }
            (None, false) => {}
        }
        match &self.name {
            Some(name) if entity.get::<Name>() != Some(name) => {
                entity.insert(name.clone());
            }
            _ => {}
        }
    }
}

fn write_if_changed<C: Component<Mutability = bevy::ecs::component::Mutable> + PartialEq>(
    entity: &mut EntityWorldMut,
    value: C,
) {
    match entity.get_mut::<C>() {
        Some(mut current) => {
            current.set_if_neq(value);
        }
        None => {
            entity.insert(value);
        }
    }
}

fn toggle<C: Component + Default>(entity: &mut EntityWorldMut, on: bool) {
    match (on, entity.contains::<C>()) {
        (true, false) => {
            entity.insert(C::default());
        }
        (false, true) => {
            entity.remove::<C>();
        }
        _ => {}
    }
}

/// Everything the engine carries from one step to the next, plus what the app shows of the step.
#[derive(Clone, Debug)]
pub struct WorldSnapshot {
    /// The step that ended here (0: before the first).
    pub step: u64,
    pub bodies: Vec<BodySnapshot>,
    pub settings: PhysicsSettings,
    pub touching: TouchingPairs,
    pub warm_start: WarmStart,
    pub sleep: SleepState,
    /// This step's contacts (the next step's sleep stage joins islands by them) and figures (left empty in
    /// the keyframes after the first: a seek runs at least one step from them).
    pub contacts: Contacts,
    pub stats: PhysicsStats,
}

/// A body as a snapshot reads it.
#[derive(QueryData)]
pub struct BodyQuery {
    entity: Entity,
    name: Option<Ref<'static, Name>>,
    kind: &'static RigidBody,
    transform: &'static Transform,
    previous: &'static PreviousPosition,
    velocity: &'static LinearVelocity,
    angular_velocity: &'static AngularVelocity,
    previous_velocity: &'static PreviousVelocity,
    mass: &'static Mass,
    distribution: Option<&'static MassDistribution>,
    collider: &'static Collider,
    material: &'static PhysicsMaterial,
    rolling_resistance: Option<&'static RollingResistance>,
    spinning_friction: Option<&'static SpinningFriction>,
    sensor: Has<Sensor>,
    ccd_disabled: Has<CcdDisabled>,
    filter: Option<&'static ContactFilter>,
}

/// A body as [`BodyQuery`] yields it.
type BodyItem<'a> = BodyQueryItem<'a, 'a>;

fn body_snapshot(item: BodyItem) -> BodySnapshot {
    let now = BodyNow::of(&item);
    let mut body = BodySnapshot {
        entity: item.entity,
        name: item.name.map(|name| Name::clone(&name)),
        kind: now.kind,
        position: Vec3::ZERO,
        rotation: Quat::IDENTITY,
        previous: Vec3::ZERO,
        velocity: Vec3::ZERO,
        angular_velocity: Vec3::ZERO,
        previous_velocity: Vec3::ZERO,
        mass: 0.0,
        distribution: MassDistribution::default(),
        shape: now.shape,
        material: now.material,
        rolling_resistance: 0.0,
        spinning_friction: 0.0,
        sensor: false,
        ccd_disabled: false,
        filter: item.filter.cloned(),
    };
    now.write_into(&mut body);
    body
}

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

/// The plain values of a body as the query gives them, to compare and copy without allocating.
struct BodyNow {
    kind: RigidBody,
    position: Vec3,
    rotation: Quat,
    previous: Vec3,
    velocity: Vec3,
    angular_velocity: Vec3,
    previous_velocity: Vec3,
    mass: f32,
    distribution: MassDistribution,
    shape: Shape,
    material: PhysicsMaterial,
    rolling_resistance: f32,
    spinning_friction: f32,
    sensor: bool,
    ccd_disabled: bool,
}

impl BodyNow {
    fn of(item: &BodyItem) -> Self {
        BodyNow {
            kind: *item.kind,
            position: item.transform.translation,
            rotation: item.transform.rotation,
            previous: item.previous.0,
            velocity: item.velocity.0,
            angular_velocity: item.angular_velocity.0,
            previous_velocity: item.previous_velocity.0,
            mass: item.mass.0,
            distribution: item.distribution.copied().unwrap_or_default(),
            shape: item.collider.0,
            material: *item.material,
            rolling_resistance: item.rolling_resistance.map_or(0.0, |resistance| resistance.0),
            spinning_friction: item.spinning_friction.map_or(0.0, |friction| friction.0),
            sensor: item.sensor,
            ccd_disabled: item.ccd_disabled,
        }
    }

    fn of_snapshot(body: &BodySnapshot) -> Self {
        BodyNow {
            kind: body.kind,
            position: body.position,
            rotation: body.rotation,
            previous: body.previous,
            velocity: body.velocity,
            angular_velocity: body.angular_velocity,
            previous_velocity: body.previous_velocity,
            mass: body.mass,
            distribution: body.distribution,
            shape: body.shape,
            material: body.material,
            rolling_resistance: body.rolling_resistance,
            spinning_friction: body.spinning_friction,
            sensor: body.sensor,
            ccd_disabled: body.ccd_disabled,
        }
    }

    /// The same values, bit for bit.
    fn same_as(&self, body: &BodySnapshot) -> bool {
        let bits = |v: Vec3| v.to_array().map(f32::to_bits);
        self.kind == body.kind
            && bits(self.position) == bits(body.position)
            && self.rotation.to_array().map(f32::to_bits) == body.rotation.to_array().map(f32::to_bits)
            && bits(self.previous) == bits(body.previous)
            && bits(self.velocity) == bits(body.velocity)
            && bits(self.angular_velocity) == bits(body.angular_velocity)
            && bits(self.previous_velocity) == bits(body.previous_velocity)
            && self.mass.to_bits() == body.mass.to_bits()
            && self.distribution == body.distribution
            && self.shape == body.shape
            && self.material == body.material
            && (self.rolling_resistance, self.spinning_friction) == (body.rolling_resistance, body.spinning_friction)
            && (self.sensor, self.ccd_disabled) == (body.sensor, body.ccd_disabled)
    }

    fn write_into(self, body: &mut BodySnapshot) {
        body.kind = self.kind;
        body.position = self.position;
        body.rotation = self.rotation;
        body.previous = self.previous;
        body.velocity = self.velocity;
        body.angular_velocity = self.angular_velocity;
        body.previous_velocity = self.previous_velocity;
        body.mass = self.mass;
        body.distribution = self.distribution;
        body.shape = self.shape;
        body.material = self.material;
        body.rolling_resistance = self.rolling_resistance;
        body.spinning_friction = self.spinning_friction;
        body.sensor = self.sensor;
        body.ccd_disabled = self.ccd_disabled;
    }
}

fn same_filter(kept: &Option<ContactFilter>, now: Option<&ContactFilter>) -> bool {
    match (kept, now) {
        (None, None) => true,
        (Some(a), Some(b)) => std::sync::Arc::ptr_eq(&a.0, &b.0),
        _ => false,
    }
}

/// Takes the world's physics state as it is now.
pub fn take_snapshot(world: &mut World) -> WorldSnapshot {
    let mut query = world.query::<BodyQuery>();
    let bodies = query.iter(world).map(body_snapshot).collect();
    WorldSnapshot {
        step: world.resource::<PhysicsClock>().step,
        bodies,
        settings: world.resource::<PhysicsSettings>().clone(),
        touching: world.resource::<TouchingPairs>().clone(),
        warm_start: world.resource::<WarmStart>().clone(),
        sleep: world.resource::<SleepState>().clone(),
        contacts: world.resource::<Contacts>().clone(),
        stats: world.resource::<PhysicsStats>().clone(),
    }
}

/// Puts the world back in the state of `snapshot`: bodies it holds are written (and brought back where
/// they were put out), bodies it does not hold are put out ([`put_out`]), so that a spawn
/// replayed later brings back the same entity. The clock keeps its pause.
pub fn restore_snapshot(world: &mut World, snapshot: &WorldSnapshot) {
    let kept: bevy::ecs::entity::EntityHashSet = snapshot.bodies.iter().map(|body| body.entity).collect();
    let mut query = world.query_filtered::<Entity, With<RigidBody>>();
    let mut extra: Vec<Entity> = query.iter(world).filter(|entity| !kept.contains(entity)).collect();
    // the newest last: despawning from the end keeps the other bodies' order in their tables
    extra.sort_unstable_by_key(|entity| std::cmp::Reverse(*entity));
    for entity in extra {
        put_out(world, entity);
    }
    for body in &snapshot.bodies {
        body.write(world);
    }
    if *world.resource::<PhysicsSettings>() != snapshot.settings {
        world.insert_resource(snapshot.settings.clone());
    }
    world.resource_mut::<PhysicsClock>().step = snapshot.step;
    world.insert_resource(snapshot.touching.clone());
    world.insert_resource(snapshot.warm_start.clone());
    restore_sleep(world, &snapshot.sleep);
    world.insert_resource(snapshot.contacts.clone());
    world.insert_resource(snapshot.stats.clone());
}

/// Puts the sleeping islands back as they were, each body's [`Sleeping`] mark with them; the writes that
/// brought the bodies back wake none of them.
fn restore_sleep(world: &mut World, sleep: &SleepState) {
    let mut query = world.query_filtered::<(Entity, Has<Sleeping>), With<RigidBody>>();
    let wrong: Vec<(Entity, bool)> = query
        .iter(world)
        .filter(|&(entity, marked)| marked != sleep.is_asleep(entity))
        .map(|(entity, marked)| (entity, !marked))
        .collect();
    for (entity, asleep) in wrong {
        match asleep {
            true => world.entity_mut(entity).insert(Sleeping),
            false => world.entity_mut(entity).remove::<Sleeping>(),
        };
    }
    let mut sleep = sleep.clone();
    sleep.resync();
    world.insert_resource(sleep);
}

/// Takes a body out of the world without despawning it: its physics components go and it is hidden, and
/// the entity stays, so that the body can come back as the same entity (a despawned entity comes back
/// with a new generation, which would order its pairs differently).
pub fn put_out(world: &mut World, entity: Entity) {
    let Ok(mut entity) = world.get_entity_mut(entity) else { return };
    entity.remove::<(
        RigidBody,
        Collider,
        LinearVelocity,
        AngularVelocity,
        Mass,
        PhysicsMaterial,
        PreviousPosition,
        Sensor,
        CcdDisabled,
        ContactFilter,
        Sleeping,
    )>();
    if let Some(mut visibility) = entity.get_mut::<Visibility>() {
        *visibility = Visibility::Hidden;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
