//! The continuous stage's motion model: each body taking part moves on a straight segment that every hit
//! restarts, turning at its angular velocity.

use std::ops::{Deref, DerefMut};

use bevy_ecs::query::QueryData;
use glam::DVec3;

use crate::bevy_prelude::*;
use crate::geometry::aabb::Aabb;
use crate::geometry::placed::Placed;
use crate::geometry::shape::Shape;
use crate::physics::ccd::marking::Marks;
use crate::physics::components::{
    AngularVelocity, CcdDisabled, Collider, ContactFilter, LinearVelocity, Mass, PhysicsMaterial, RigidBody, Sensor,
    inverse_mass,
};
use crate::physics::free_turn::turned;
use crate::physics::predict::moving_velocity;
use crate::physics::principal::PrincipalInertia;
use crate::physics::rotation::{TurningShape, world_inverse_inertia};
use crate::physics::slots::BodySlots;
use crate::physics::step_start::{PreviousPosition, PreviousRotation};

/// A body as the continuous stage reads and writes it.
#[derive(QueryData)]
#[query_data(mutable)]
pub struct SweptBody {
    pub entity: Entity,
    pub body: &'static RigidBody,
    pub collider: &'static Collider,
    pub mass: &'static Mass,
    pub material: &'static PhysicsMaterial,
    pub sensor: Has<Sensor>,
    pub opted_out: Has<CcdDisabled>,
    pub filter: Option<&'static ContactFilter>,
    pub previous: &'static PreviousPosition,
    pub previous_rotation: &'static PreviousRotation,
    pub transform: &'static mut Transform,
    pub velocity: &'static mut LinearVelocity,
    pub angular_velocity: &'static mut AngularVelocity,
    pub turning: TurningShape,
}

/// The bodies the continuous stage reads and writes.
pub type BodyQuery<'w, 's> = Query<'w, 's, SweptBody>;

/// A body taking part in the sweep: a straight segment of motion that each hit restarts.
pub struct Mover {
    pub entity: Entity,
    pub shape: Shape,
    pub inverse_mass: f32,
    /// I⁻¹ about its principal axes, and the world axes it may turn about (none for a body that cannot turn).
    pub own_inverse_inertia: PrincipalInertia,
    pub free_axes: Vec3,
    /// I⁻¹ about its principal axes when it keeps its angular momentum as it turns (a tumbling cuboid), else
    /// none: it turns at a constant rate.
    pub free_inverse_inertia: PrincipalInertia,
    /// Its contact points' distance from its centre along the normal (a sphere's radius; 0 for a cuboid).
    pub arm: f32,
    pub is_static: bool,
    pub material: PhysicsMaterial,
    pub sensor: bool,
    pub filter: Option<ContactFilter>,
    /// Opted out of continuous detection ([`CcdDisabled`]).
    pub opted_out: bool,
    pub swept: bool,
    /// Where its pairs were looked for: its broadphase bounds, and the paths since checked in the grid.
    pub covered: Aabb,
    /// Its free flight over the whole step, for the overlays.
    pub path: (Vec3, Vec3),
    /// Position at step fraction `since`, from which the body moves on by `rate` per unit of fraction.
    pub origin: Vec3,
    pub since: f32,
    pub rate: Vec3,
    /// Orientation at step fraction `since`, from which the body turns on at its angular velocity.
    pub turn_origin: Quat,
    /// Velocity at the end of the step (gravity included), as the body will keep it; in double precision, as
    /// a body may take thousands of impacts in a step.
    pub velocity: DVec3,
    /// Angular velocity (rad/s) at step fraction `since`, in double precision likewise.
    pub angular_velocity: DVec3,
    /// Gravity acting on the body (zero when static).
    pub gravity: Vec3,
    pub hits: u32,
    /// Out of hits: it stays at its last impact for the rest of the step.
    pub frozen: bool,
}

impl Mover {
    /// Where the body is at `fraction` of the step.
    pub fn pose(&self, fraction: f32) -> Vec3 {
        if self.frozen {
            return self.origin;
        }
        self.origin + self.rate * (fraction - self.since)
    }

    /// Its shape where it is at `fraction` of the step.
    pub fn placed(&self, fraction: f32, dt: f32) -> Placed {
        Placed::new(self.shape.clone(), self.pose(fraction), self.rotation(fraction, dt))
    }

    /// How the body is turned at `fraction` of the step.
    pub fn rotation(&self, fraction: f32, dt: f32) -> Quat {
        self.turning_at(fraction, dt).0
    }

    /// Its angular velocity at `fraction` of the step: a tumbling box's changes as it turns freely.
    pub fn angular_velocity_at(&self, fraction: f32, dt: f32) -> DVec3 {
        if self.free_inverse_inertia.is_none() || self.frozen {
            return self.angular_velocity;
        }
        self.turning_at(fraction, dt).1.as_dvec3()
    }

    /// How the body is turned, and its angular velocity, at `fraction` of the step.
    fn turning_at(&self, fraction: f32, dt: f32) -> (Quat, Vec3) {
        let spin = self.angular_velocity.as_vec3();
        if self.frozen {
            return (self.turn_origin, spin);
        }
        let time = (fraction - self.since) * dt;
        if self.free_inverse_inertia.is_none() {
            (turned(self.turn_origin, spin, time), spin)
        } else {
            self.free_inverse_inertia.turned_freely(self.turn_origin, spin, time)
        }
    }

    /// I⁻¹ in world axes at `fraction` of the step (none about an axis it cannot turn about).
    pub fn inverse_inertia_at(&self, fraction: f32, dt: f32) -> Mat3 {
        if !self.can_turn() {
            return Mat3::ZERO;
        }
        world_inverse_inertia(self.own_inverse_inertia, self.free_axes, self.rotation(fraction, dt))
    }

    /// Whether an impulse can turn it.
    pub fn can_turn(&self) -> bool {
        self.free_axes != Vec3::ZERO && !self.own_inverse_inertia.is_none()
    }

    /// How far the body's true path under gravity lies from its straight segment at `fraction` of the step:
    /// the segment is the chord of a parabola, which runs ½ g τ (T − τ) away from it, τ into the segment's
    /// T. A hit restarts the body from the parabola, where its velocity at that time belongs: from the chord,
    /// up to g dt² / 8 lower, each bounce under gravity would lose the potential energy of the difference.
    pub fn bend(&self, fraction: f32, dt: f32) -> Vec3 {
        if self.frozen {
            return Vec3::ZERO;
        }
        let (into, segment) = ((fraction - self.since) * dt, (1.0 - self.since) * dt);
        -0.5 * self.gravity * into * (segment - into)
    }

    /// Starts a new segment at `fraction` from `pose`, turned as `rotation`: under gravity it is travelled at
    /// the average velocity of its stretch of the step, as free flight moves bodies.
    pub fn restart(&mut self, fraction: f32, (pose, rotation): (Vec3, Quat), dt: f32) {
        self.origin = pose;
        self.turn_origin = rotation;
        self.since = fraction;
        let average = self.velocity - (self.gravity * dt * (1.0 - fraction) * 0.5).as_dvec3();
        self.rate = average.as_vec3() * dt;
    }

    /// Stops the body where it is at `fraction` for the rest of the step, keeping the velocity it has there
    /// (a body out of hits: it is cut short rather than let through what it would hit next).
    pub fn freeze(&mut self, fraction: f32, dt: f32) {
        if self.inverse_mass == 0.0 || self.frozen {
            return;
        }
        let (pose, rotation) = (self.pose(fraction), self.rotation(fraction, dt));
        self.velocity = self.velocity_at(fraction, dt);
        self.angular_velocity = self.angular_velocity_at(fraction, dt);
        self.origin = pose;
        self.turn_origin = rotation;
        self.since = fraction;
        self.frozen = true;
    }

    /// Gravity still to act on the body after `fraction` of the step (its velocity already holds it).
    /// None for a frozen body: it stands still for the rest of the step, so it must not gain speed either.
    fn gravity_left(&self, fraction: f32, dt: f32) -> Vec3 {
        if self.frozen { Vec3::ZERO } else { self.gravity * dt * (1.0 - fraction) }
    }

    /// The body's velocity at `fraction` of the step.
    pub fn velocity_at(&self, fraction: f32, dt: f32) -> DVec3 {
        self.velocity - self.gravity_left(fraction, dt).as_dvec3()
    }

    /// Whether a hit changed the body's motion this step (a hit at fraction 0 leaves `since` at 0 but still
    /// changes the velocity).
    pub fn was_hit(&self) -> bool {
        (self.since > 0.0 || self.hits > 0 || self.frozen) && self.inverse_mass > 0.0
    }
}

/// The bodies taking part in the sweep, numbered in order of first sight.
#[derive(Default)]
pub struct Movers {
    slots: BodySlots,
    all: Vec<Mover>,
}

impl Deref for Movers {
    type Target = Vec<Mover>;

    fn deref(&self) -> &Vec<Mover> {
        &self.all
    }
}

impl DerefMut for Movers {
    fn deref_mut(&mut self) -> &mut Vec<Mover> {
        &mut self.all
    }
}

impl Movers {
    /// Empties what the last step left, keeping the memory.
    pub fn clear(&mut self) {
        self.slots.clear();
        self.all.clear();
    }

    /// The index of `entity` among the movers, adding it on first sight; `None` for a body without physics.
    pub fn slot(&mut self, entity: Entity, bodies: &BodyQuery, marks: &Marks) -> Option<usize> {
        if let Some(slot) = self.slots.get(entity) {
            return Some(slot);
        }
        let body = bodies.get(entity).ok()?;
        let mover = new_mover(&body, marks);
        let all = &mut self.all;
        Some(self.slots.get_or_add(entity, |_| all.push(mover)))
    }
}

/// A body as the sweep starts it: where the step began, moving to where free flight took it.
fn new_mover(body: &SweptBodyReadOnlyItem, marks: &Marks) -> Mover {
    let kind = *body.body;
    let is_static = kind == RigidBody::Static;
    let end = body.transform.translation;
    let start = if is_static { end } else { body.previous.0 };
    let angular_velocity = body.angular_velocity.0 * body.turning.axes(kind);
    // free flight turned it over the whole step, from how it was turned when the step began
    let turn_origin = if is_static { body.transform.rotation } else { body.previous_rotation.0 };
    Mover {
        entity: body.entity,
        shape: body.collider.0.clone(),
        inverse_mass: inverse_mass(kind, *body.mass),
        own_inverse_inertia: body.turning.principal_inverse_inertia(kind, *body.mass),
        free_axes: body.turning.axes(kind),
        free_inverse_inertia: body.turning.free_inverse_inertia(kind, *body.mass),
        arm: body.turning.arm(),
        is_static,
        material: *body.material,
        sensor: body.sensor,
        filter: body.filter.cloned(),
        opted_out: body.opted_out,
        swept: marks.is_fast(body.entity),
        covered: marks.candidates.bounds_of(body.entity).unwrap_or_else(|| body.collider.bounds(body.transform)),
        path: (start, end),
        origin: start,
        since: 0.0,
        rate: end - start,
        turn_origin,
        velocity: moving_velocity(kind, body.velocity.0).as_dvec3(),
        angular_velocity: angular_velocity.as_dvec3(),
        gravity: if kind == RigidBody::Dynamic { marks.settings.effective_gravity() } else { Vec3::ZERO },
        hits: 0,
        frozen: false,
    }
}
