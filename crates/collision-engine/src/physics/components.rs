//! The components that make an entity a physics body.
//!
//! A body's position is its `Transform` translation; its turning has components of its own (rotation.rs).

use std::sync::Arc;

use crate::bevy_prelude::*;
use bevy_ecs::lifecycle::HookContext;
use bevy_ecs::world::DeferredWorld;

use crate::geometry::aabb::Aabb;
use crate::geometry::hull::ConvexHull;
use crate::geometry::placed::Placed;
use crate::geometry::quickhull::HullError;
use crate::geometry::shape::{Compound, CompoundError, CompoundPart, Shape};
use crate::physics::step_start::{PreviousAngularVelocity, PreviousPosition, PreviousRotation, PreviousVelocity};

/// Whether and how a body moves. Static bodies never move. Kinematic bodies move by their [`LinearVelocity`]
/// alone (game code sets it; gravity and impulses do not change it): they have infinite mass, push dynamic
/// bodies, are never pushed, pass through static and other kinematic bodies, and report their contacts as
/// events. Setting a kinematic body's `Transform` moves it too, as a teleport: what it lands in is pushed out
/// of it, but gets none of its speed (move it by its velocity for that). Dynamic bodies are moved by everything.
///
/// A body without a [`Collider`] moves but touches nothing. A body given no [`Mass`] gets its collider's
/// volume times its [`Density`] when it is spawned (1 kg without a collider).
///
/// Immutable: a body changes kind by inserting a new `RigidBody`, so the engine always knows which bodies
/// can move ([`Moving`]).
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq)]
#[component(immutable, on_insert = body_inserted, on_remove = body_removed)]
#[require(
    LinearVelocity,
    AngularVelocity,
    PhysicsMaterial,
    PreviousPosition,
    PreviousRotation,
    PreviousVelocity,
    PreviousAngularVelocity,
    Transform
)]
pub enum RigidBody {
    /// Moved by gravity, contacts, impulses and forces.
    #[default]
    Dynamic,
    /// Never moves; infinite mass.
    Static,
    /// Moved by its velocity alone; infinite mass.
    Kinematic,
}

/// Marks every body that can move (all but static ones), so the stages that work on moving bodies skip a
/// floor of static tiles without looking at it. Kept by the engine from [`RigidBody`]: do not insert it.
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct Moving;

/// Hook: a body made static loses [`Moving`], any other gains it (the broadphase's observers file static
/// bodies again if it is, or was, one).
fn body_inserted(mut world: DeferredWorld, context: HookContext) {
    let moves = world.get::<RigidBody>(context.entity).is_some_and(|body| *body != RigidBody::Static);
    let mut commands = world.commands();
    let mut entity = commands.entity(context.entity);
    if moves {
        entity.try_insert(Moving);
    } else {
        entity.try_remove::<Moving>();
    }
    world.commands().queue(weigh_if_unweighed(context.entity));
}

/// Hook: a body losing its `RigidBody` (or despawned) is no longer [`Moving`].
fn body_removed(mut world: DeferredWorld, context: HookContext) {
    world.commands().entity(context.entity).try_remove::<Moving>();
}

/// Hook: a collider on an entity that has no rigid body makes it a static body (as in Avian), unless a rigid
/// body arrives before the commands run.
fn collider_inserted(mut world: DeferredWorld, context: HookContext) {
    let entity = context.entity;
    world.commands().queue(move |world: &mut World| {
        if let Ok(mut body) = world.get_entity_mut(entity)
            && !body.contains::<RigidBody>()
        {
            body.insert(RigidBody::Static);
        }
    });
}

/// A command giving a rigid body that has no [`Mass`] the mass of its collider at its [`Density`]. Queued
/// by the hooks, so it runs once the whole bundle the body was spawned with is in place.
fn weigh_if_unweighed(entity: Entity) -> impl FnOnce(&mut World) {
    move |world: &mut World| {
        let Ok(mut body) = world.get_entity_mut(entity) else {
            return;
        };
        if body.contains::<Mass>() || !body.contains::<RigidBody>() {
            return;
        }
        let density = body.get::<Density>().copied().unwrap_or_default();
        let mass = body.get::<Collider>().map_or(1.0, |collider| density.mass_of(collider));
        body.insert(Mass(mass));
    }
}

/// Velocity in metres per second.
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Deref, DerefMut)]
pub struct LinearVelocity(pub Vec3);

/// Angular velocity in radians per second, about the world axes through the body's centre: its direction is
/// the axis (right-handed), its length the rate. A kinematic body turns by it alone, and its surface drags what
/// touches it (a spinning turntable); a static body never turns, whatever it is given.
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Deref, DerefMut)]
pub struct AngularVelocity(pub Vec3);

/// Mass in kilograms; ignored for static and kinematic bodies. When a body is spawned without one, the
/// engine inserts its collider's volume times its [`Density`].
#[derive(Component, Clone, Copy, Debug, PartialEq, Deref, DerefMut)]
pub struct Mass(pub f32);

impl Default for Mass {
    fn default() -> Self {
        Mass(1.0)
    }
}

/// Density in kg/m³ that a body spawned without a [`Mass`] is weighed by (1 by default, as in Avian and
/// bevy_rapier: a 1 m cube weighs 1 kg).
#[derive(Component, Clone, Copy, Debug, PartialEq, Deref, DerefMut)]
pub struct Density(pub f32);

impl Default for Density {
    fn default() -> Self {
        Density(1.0)
    }
}

impl Density {
    /// The mass of a body of this density filling `collider`.
    pub fn mass_of(self, collider: &Collider) -> f32 {
        collider.volume() * self.0
    }
}

/// The shape the narrowphase tests, centred on the body's position. A collider without a [`RigidBody`] is a
/// static body.
#[derive(Component, Clone, Debug, PartialEq, Deref, DerefMut)]
#[component(on_insert = collider_inserted)]
pub struct Collider(pub Shape);

impl Collider {
    /// A sphere of this radius (m).
    pub fn sphere(radius: f32) -> Self {
        Collider(Shape::Sphere { radius })
    }

    /// A box of these **half** extents (m), turned by the body's rotation: `cuboid(0.5, 0.5, 0.5)` is a 1 m cube, as in
    /// bevy_rapier. (Avian's `Collider::cuboid` takes full lengths.)
    pub fn cuboid(half_x: f32, half_y: f32, half_z: f32) -> Self {
        Collider(Shape::Cuboid { half_extents: Vec3::new(half_x, half_y, half_z) })
    }

    /// A solid cylinder of `radius` along the body's own y, its caps `half_height` either side of its centre.
    pub fn cylinder(radius: f32, half_height: f32) -> Self {
        Collider(Shape::Cylinder { radius, half_height })
    }

    /// A capsule: a segment along the body's own y, `half_length` either side of its centre, rounded by `radius`.
    pub fn capsule(radius: f32, half_length: f32) -> Self {
        Collider(Shape::Capsule { radius, half_length })
    }

    /// A solid cone of base `radius` along the body's own y, apex up, `2 half_height` tall, its centre (of mass)
    /// a quarter of its height above its base.
    pub fn cone(radius: f32, half_height: f32) -> Self {
        Collider(Shape::Cone { radius, half_height })
    }

    /// The convex hull of `points` (in any frame; the body's position is the hull's centre of mass), or why they
    /// make no solid.
    pub fn hull(points: &[Vec3]) -> Result<Self, HullError> {
        Ok(Collider(Shape::Hull(Arc::new(ConvexHull::new(points)?))))
    }

    /// A right triangular prism filling half the box of `half_extents`, its slope facing +x and +y
    /// ([`ConvexHull::wedge`]); the body's position is its centre of mass.
    pub fn wedge(half_extents: Vec3) -> Result<Self, HullError> {
        Ok(Collider(Shape::Hull(Arc::new(ConvexHull::wedge(half_extents)?))))
    }

    /// The regular polyhedron of `faces` faces (4, 6, 8, 12 or 20), its corners `radius` from its centre.
    pub fn regular(faces: u32, radius: f32) -> Result<Self, HullError> {
        Ok(Collider(Shape::Hull(Arc::new(ConvexHull::regular(faces, radius)?))))
    }

    /// A body of several shapes, each placed and turned in the body's frame about any origin (the body's position
    /// is their centre of mass), or why they make none.
    pub fn compound(parts: Vec<CompoundPart>) -> Result<Self, CompoundError> {
        Ok(Collider(Shape::Compound(Arc::new(Compound::new(parts)?))))
    }

    /// The shape where `transform` puts it: its translation and rotation (a box is turned by it).
    pub fn placed(&self, transform: &Transform) -> Placed {
        Placed::new(self.0.clone(), transform.translation, transform.rotation)
    }

    /// Its axis-aligned bounds where `transform` puts it.
    pub fn bounds(&self, transform: &Transform) -> Aabb {
        self.placed(transform).aabb()
    }
}

/// Surface response: restitution e in [0, 1] (how much approach speed comes back), friction μ ≥ 0. A ball's
/// resistance to rolling and to spinning on the spot are components of their own
/// ([`RollingResistance`](super::RollingResistance), [`SpinningFriction`](super::SpinningFriction)).
#[derive(Component, Clone, Copy, Debug, PartialEq)]
pub struct PhysicsMaterial {
    /// Restitution e in [0, 1]: the share of the approach speed that comes back.
    pub restitution: f32,
    /// Friction coefficient μ ≥ 0.
    pub friction: f32,
}

impl Default for PhysicsMaterial {
    fn default() -> Self {
        PhysicsMaterial { restitution: 0.5, friction: 0.5 }
    }
}

impl PhysicsMaterial {
    /// A material of this restitution and friction.
    pub fn new(restitution: f32, friction: f32) -> Self {
        PhysicsMaterial { restitution, friction }
    }
}

/// A body whose contacts are detected and reported as events but never resolved: a trigger zone.
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct Sensor;

/// Air drag on a body, in 1/s: each step its velocity is divided by 1 + c·dt (0, the default, is none).
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Deref, DerefMut)]
pub struct LinearDamping(pub f32);

/// An impulse (N·s) a dynamic body gets at the start of the next step; the engine sets it back to zero then.
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Deref, DerefMut)]
pub struct ExternalImpulse(pub Vec3);

/// A force (N) on a dynamic body, besides gravity, every step until changed: given as the impulse F·dt at the
/// start of each step to a body in free flight, and a piece at a time over the solver's substeps, as gravity
/// is, to a body in contact (which its contacts then hold against it as it acts).
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Deref, DerefMut)]
pub struct ExternalForce(pub Vec3);

/// Silences one body's collision events: its contacts raise no [`CollisionStarted`](super::CollisionStarted)
/// or [`CollisionEnded`](super::CollisionEnded), as messages or on entities, for the many bodies a game does
/// not listen to. Its contacts are still detected, resolved and listed in [`Contacts`](super::Contacts). It
/// acts on contacts that begin while it is there: one that began reported still reports its end.
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct CollisionEventsDisabled;

/// Opts one body out of continuous detection, whatever the global switch says (it may then tunnel).
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct CcdDisabled;

/// Game code's say over a body's contacts: a function asked, before any contact of this body is resolved
/// (by the solver or at a continuous time of impact), whether it should be. A contact it declines is still
/// reported as an event, like a sensor's. The one-way platform is one: it lets bodies through from below.
#[derive(Component, Clone)]
pub struct ContactFilter(pub Arc<dyn Fn(&ContactView) -> bool + Send + Sync>);

impl ContactFilter {
    /// A filter that resolves the contacts `decide` returns true for.
    pub fn new(decide: impl Fn(&ContactView) -> bool + Send + Sync + 'static) -> Self {
        ContactFilter(Arc::new(decide))
    }

    /// Resolves only contacts on the face that `up` points out of, with the other body coming at it (or
    /// resting on it): a body meeting the platform from below or the side passes through.
    pub fn one_way(up: Vec3) -> Self {
        let up = up.normalize_or(Vec3::Y);
        ContactFilter::new(move |view| view.normal.dot(up) > 0.7 && view.relative_velocity.dot(up) <= 0.0)
    }

    /// Whether this filter lets a contact seen as `view` be resolved.
    pub fn allows(&self, view: &ContactView) -> bool {
        (self.0)(view)
    }
}

impl std::fmt::Debug for ContactFilter {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("ContactFilter(..)")
    }
}

/// A contact as seen from the body whose [`ContactFilter`] is asked.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ContactView {
    /// The other body.
    pub other: Entity,
    /// Unit normal from this body towards the other.
    pub normal: Vec3,
    /// The other body's velocity relative to this one (m/s).
    pub relative_velocity: Vec3,
}

/// Whether the filters of both bodies (where they have one) let the contact of A and B be resolved, seen
/// with `normal` from A to B and B's velocity relative to A.
pub fn filters_allow(
    (a, filter_a): (Entity, Option<&ContactFilter>),
    (b, filter_b): (Entity, Option<&ContactFilter>),
    normal: Vec3,
    relative_velocity: Vec3,
) -> bool {
    let seen_from_a = ContactView { other: b, normal, relative_velocity };
    let seen_from_b = ContactView { other: a, normal: -normal, relative_velocity: -relative_velocity };
    filter_a.is_none_or(|filter| filter.allows(&seen_from_a))
        && filter_b.is_none_or(|filter| filter.allows(&seen_from_b))
}

/// 1/m for a body: 0 for static bodies, which no impulse can move.
pub fn inverse_mass(body: RigidBody, mass: Mass) -> f32 {
    match body {
        RigidBody::Dynamic if mass.0 > 0.0 => 1.0 / mass.0,
        _ => 0.0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_collider_alone_is_a_static_body_and_a_rigid_body_given_with_it_stays() {
        let mut world = World::new();
        let alone = world.spawn((Collider::cuboid(1.0, 0.5, 1.0), Transform::default())).id();
        let given = world.spawn((Collider::sphere(0.5), RigidBody::Dynamic)).id();
        let later = world.spawn(Collider::sphere(0.5)).id();
        world.entity_mut(later).insert(RigidBody::Dynamic);
        world.flush();
        assert_eq!(world.get::<RigidBody>(alone), Some(&RigidBody::Static));
        assert!(world.get::<Moving>(alone).is_none());
        assert_eq!(world.get::<RigidBody>(given), Some(&RigidBody::Dynamic));
        assert_eq!(world.get::<RigidBody>(later), Some(&RigidBody::Dynamic), "a body added before the commands ran");
        assert!(world.get::<Moving>(later).is_some());
    }

    #[test]
    fn a_body_given_no_mass_weighs_its_collider_at_its_density() {
        let mut world = World::new();
        let cube = world.spawn((RigidBody::Dynamic, Collider::cuboid(1.0, 0.5, 1.0))).id();
        let dense = world.spawn((RigidBody::Dynamic, Collider::sphere(1.0), Density(3.0))).id();
        let given = world.spawn((RigidBody::Dynamic, Collider::sphere(1.0), Mass(2.5))).id();
        let bare = world.spawn(RigidBody::Dynamic).id();
        world.flush();
        assert_eq!(world.get::<Mass>(cube), Some(&Mass(4.0)), "2 × 1 × 2 m at 1 kg/m³");
        let ball = world.get::<Mass>(dense).unwrap().0;
        assert!((ball - 4.0 * std::f32::consts::PI).abs() < 1e-5, "{ball}");
        assert_eq!(world.get::<Mass>(given), Some(&Mass(2.5)));
        assert_eq!(world.get::<Mass>(bare), Some(&Mass(1.0)));
        assert!(world.get::<Collider>(bare).is_none(), "no collider is made up");
    }

    #[test]
    fn a_cuboid_takes_half_extents_and_a_sphere_its_radius() {
        let cube = Collider::cuboid(0.5, 1.0, 2.0).aabb(Vec3::ZERO);
        assert_eq!(cube.half_extents, Vec3::new(0.5, 1.0, 2.0));
        let ball = Collider::sphere(0.25).aabb(Vec3::X);
        assert_eq!((ball.center, ball.half_extents), (Vec3::X, Vec3::splat(0.25)));
    }
}
