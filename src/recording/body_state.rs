//! One body's physics state: read from the world, compared bit for bit, and written back.

use bevy::prelude::*;

use crate::geometry::Shape;
use crate::physics::{
    AngularVelocity, CcdDisabled, Collider, ContactFilter, LinearVelocity, Mass, MassDistribution, PhysicsMaterial,
    PreviousPosition, PreviousVelocity, RigidBody, RollingResistance, Sensor, SpinningFriction,
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
    pub fn write(&self, world: &mut World) {
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
        write_if_changed(entity, Collider(self.shape.clone()));
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

/// A body as a snapshot reads it.
#[derive(QueryData)]
pub struct BodyQuery {
    pub(super) entity: Entity,
    pub(super) name: Option<Ref<'static, Name>>,
    pub(super) kind: &'static RigidBody,
    pub(super) transform: &'static Transform,
    pub(super) previous: &'static PreviousPosition,
    pub(super) velocity: &'static LinearVelocity,
    pub(super) angular_velocity: &'static AngularVelocity,
    pub(super) previous_velocity: &'static PreviousVelocity,
    pub(super) mass: &'static Mass,
    pub(super) distribution: Option<&'static MassDistribution>,
    pub(super) collider: &'static Collider,
    pub(super) material: &'static PhysicsMaterial,
    pub(super) rolling_resistance: Option<&'static RollingResistance>,
    pub(super) spinning_friction: Option<&'static SpinningFriction>,
    pub(super) sensor: Has<Sensor>,
    pub(super) ccd_disabled: Has<CcdDisabled>,
    pub(super) filter: Option<&'static ContactFilter>,
}

/// A body as [`BodyQuery`] yields it.
pub(super) type BodyItem<'a> = BodyQueryItem<'a, 'a>;

pub(super) fn body_snapshot(item: BodyItem) -> BodySnapshot {
    let now = BodyNow::of(&item);
    now.into_snapshot(item.entity, item.name.map(|name| Name::clone(&name)), item.filter.cloned())
}

/// The plain values of a body as the query gives them, to compare and copy without allocating.
pub(super) struct BodyNow {
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
    pub(super) fn of(item: &BodyItem) -> Self {
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
            shape: item.collider.0.clone(),
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
            shape: body.shape.clone(),
            material: body.material,
            rolling_resistance: body.rolling_resistance,
            spinning_friction: body.spinning_friction,
            sensor: body.sensor,
            ccd_disabled: body.ccd_disabled,
        }
    }

    /// The same values, bit for bit.
    pub(super) fn same_as(&self, body: &BodySnapshot) -> bool {
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

    /// The body of `entity` in this state, with its name and filter.
    fn into_snapshot(self, entity: Entity, name: Option<Name>, filter: Option<ContactFilter>) -> BodySnapshot {
        BodySnapshot {
            entity,
            name,
            kind: self.kind,
            position: self.position,
            rotation: self.rotation,
            previous: self.previous,
            velocity: self.velocity,
            angular_velocity: self.angular_velocity,
            previous_velocity: self.previous_velocity,
            mass: self.mass,
            distribution: self.distribution,
            shape: self.shape,
            material: self.material,
            rolling_resistance: self.rolling_resistance,
            spinning_friction: self.spinning_friction,
            sensor: self.sensor,
            ccd_disabled: self.ccd_disabled,
            filter,
        }
    }

    /// Puts this state into `body`, keeping its entity, name and filter (moved, not copied).
    pub(super) fn write_into(self, body: &mut BodySnapshot) {
        *body = self.into_snapshot(body.entity, body.name.take(), body.filter.take());
    }
}

pub(super) fn same_filter(kept: &Option<ContactFilter>, now: Option<&ContactFilter>) -> bool {
    match (kept, now) {
        (None, None) => true,
        (Some(a), Some(b)) => std::sync::Arc::ptr_eq(&a.0, &b.0),
        _ => false,
    }
}
