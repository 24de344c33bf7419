//! The components of a body's turning: angular velocity, how its mass is spread, what turns it and what holds
//! it still.
//!
//! A body's orientation is its `Transform` rotation. A sphere turns: contacts act at its surface, so friction
//! that drags a sliding ball spins it up until it rolls. A cuboid keeps its orientation: whatever rotation its
//! `Transform` holds stays as it is, and nothing makes it turn.

use crate::bevy_prelude::*;

use crate::geometry::shape::Shape;
use crate::physics::components::{Collider, Mass, RigidBody};
use bevy_ecs::query::QueryData;
use serde::{Deserialize, Serialize};

/// How a body's mass is spread, which sets how hard it is to turn (its moment of inertia I = k·m·r² for a
/// sphere of radius r): `Solid` (k = 2/5, the default) or a `Hollow` shell (k = 2/3). A hollow ball rolls
/// down a slope slower than a solid one, as more of its energy goes into turning.
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum MassDistribution {
    /// Mass spread through the volume: I = 2/5 m r² for a sphere.
    #[default]
    Solid,
    /// Mass in a thin shell at the surface: I = 2/3 m r² for a sphere.
    Hollow,
}

impl MassDistribution {
    /// k in I = k·m·r² for a sphere.
    pub fn sphere_factor(self) -> f32 {
        match self {
            MassDistribution::Solid => 0.4,
            MassDistribution::Hollow => 2.0 / 3.0,
        }
    }
}

/// Air drag on a body's turning, in 1/s: each step its angular velocity is divided by 1 + c·dt (0, the default,
/// is none).
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Deref, DerefMut)]
pub struct AngularDamping(pub f32);

/// Rolling resistance c ≥ 0 of a body's surface (0 without it): a contact resists a ball rolling over it with
/// a torque of up to c·r·N (r the ball's radius, N the normal force), so a solid ball rolling on a level floor
/// slows at 5/7·c·g. A contact takes the larger of its two bodies' coefficients.
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Deref, DerefMut)]
pub struct RollingResistance(pub f32);

/// Spinning friction c ≥ 0 of a body's surface (0 without it): a contact resists a ball spinning about its
/// normal (a top) with a torque of up to c·r·N. A contact takes the larger of its two bodies' coefficients.
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Deref, DerefMut)]
pub struct SpinningFriction(pub f32);

/// A torque (N·m) on a dynamic body, every step until changed: given as the angular impulse τ·dt at the start of
/// each step. It turns only bodies that turn (a sphere; not a cuboid, nor about a locked axis).
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Deref, DerefMut)]
pub struct ExternalTorque(pub Vec3);

/// An angular impulse (N·m·s) a dynamic body gets at the start of the next step; the engine sets it back to
/// zero then. An impulse `J` given at a point `r` from the centre is the linear [`ExternalImpulse`](super::ExternalImpulse)
/// `J` and this angular impulse `r × J` together: a cue striking a ball above its centre.
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Deref, DerefMut)]
pub struct ExternalAngularImpulse(pub Vec3);

/// Locks a body's turning about world axes: no contact, torque or impulse changes its angular velocity
/// about a locked axis. A ball locked about all three slides like a puck.
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RotationLock {
    /// Locked about the world x axis.
    pub x: bool,
    /// Locked about the world y axis.
    pub y: bool,
    /// Locked about the world z axis.
    pub z: bool,
}

impl RotationLock {
    /// Locked about every axis: the body never turns.
    pub const ALL: RotationLock = RotationLock { x: true, y: true, z: true };

    /// 1 about the axes that turn, 0 about the locked ones.
    fn free_axes(self) -> Vec3 {
        let free = |locked: bool| if locked { 0.0 } else { 1.0 };
        Vec3::new(free(self.x), free(self.y), free(self.z))
    }
}

/// What sets how a body turns, read with it: its shape, how its mass is spread and its locks.
#[derive(QueryData)]
pub struct TurningShape {
    collider: Option<&'static Collider>,
    distribution: Option<&'static MassDistribution>,
    lock: Option<&'static RotationLock>,
}

impl TurningShapeItem<'_, '_> {
    /// 1 about the world axes the body turns about, 0 about the others: a moving sphere turns about every axis
    /// its [`RotationLock`] leaves free; a cuboid, a static body and a body without a collider never turn.
    pub fn axes(&self, body: RigidBody) -> Vec3 {
        let sphere = self.collider.is_some_and(|collider| matches!(collider.0, Shape::Sphere { .. }));
        if body == RigidBody::Static || !sphere {
            return Vec3::ZERO;
        }
        self.lock.copied().unwrap_or_default().free_axes()
    }

    /// How far its contact points lie from its centre along the normal: a sphere's radius, 0 for a shape that
    /// does not turn.
    pub fn arm(&self) -> f32 {
        match self.collider.map(|collider| collider.0) {
            Some(Shape::Sphere { radius }) => radius,
            _ => 0.0,
        }
    }

    /// The body's [`inverse_inertia`] (0 without a collider).
    pub fn inverse_inertia(&self, body: RigidBody, mass: Mass) -> Vec3 {
        let (distribution, lock) =
            (self.distribution.copied().unwrap_or_default(), self.lock.copied().unwrap_or_default());
        self.collider.map_or(Vec3::ZERO, |collider| inverse_inertia(body, mass, &collider.0, distribution, lock))
    }
}

/// The inverse of a body's moment of inertia about each world axis (1/(kg·m²)): 0 about an axis it cannot
/// turn about (static and kinematic bodies, cuboids, locked axes). A sphere's inertia is the same about every
/// axis through its centre, so it stays diagonal in world axes however the sphere is turned.
pub fn inverse_inertia(
    body: RigidBody,
    mass: Mass,
    shape: &Shape,
    distribution: MassDistribution,
    lock: RotationLock,
) -> Vec3 {
    let Shape::Sphere { radius } = *shape else {
        return Vec3::ZERO;
    };
    let inertia = distribution.sphere_factor() * mass.0 * radius * radius;
    if body != RigidBody::Dynamic || !inertia.is_finite() || inertia <= 0.0 {
        return Vec3::ZERO;
    }
    lock.free_axes() / inertia
}

/// The orientation `rotation` turned at `angular_velocity` for `dt` seconds: exact for a constant rate (the
/// turn is one rotation by the angle |ω|·dt about ω), and unit length whatever the step.
pub fn turned(rotation: Quat, angular_velocity: Vec3, dt: f32) -> Quat {
    if angular_velocity == Vec3::ZERO {
        return rotation;
    }
    (Quat::from_scaled_axis(angular_velocity * dt) * rotation).normalize()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_solid_ball_is_harder_to_turn_than_a_hollow_one_and_a_cuboid_or_a_static_body_never_turns() {
        let ball = Shape::Sphere { radius: 0.5 };
        let solid =
            inverse_inertia(RigidBody::Dynamic, Mass(2.0), &ball, MassDistribution::Solid, RotationLock::default());
        // I = 2/5 · 2 · 0.25 = 0.2 kg·m²
        assert!((solid - Vec3::splat(5.0)).abs().max_element() < 1e-5, "{solid}");
        let hollow =
            inverse_inertia(RigidBody::Dynamic, Mass(2.0), &ball, MassDistribution::Hollow, RotationLock::default());
        assert!((hollow - Vec3::splat(3.0)).abs().max_element() < 1e-5, "{hollow}");
        let cube = Shape::Cuboid { half_extents: Vec3::ONE };
        let solid_cube =
            inverse_inertia(RigidBody::Dynamic, Mass(1.0), &cube, MassDistribution::Solid, RotationLock::default());
        assert_eq!(solid_cube, Vec3::ZERO);
        let fixed =
            inverse_inertia(RigidBody::Static, Mass(1.0), &ball, MassDistribution::Solid, RotationLock::default());
        assert_eq!(fixed, Vec3::ZERO);
        let locked = RotationLock { y: true, ..Default::default() };
        let turns = inverse_inertia(RigidBody::Dynamic, Mass(2.0), &ball, MassDistribution::Solid, locked);
        assert_eq!(turns.y, 0.0);
        assert!((turns.x - 5.0).abs() < 1e-5 && (turns.z - 5.0).abs() < 1e-5);
    }

    #[test]
    fn a_turn_at_a_constant_rate_is_exact_and_stays_unit() {
        // a quarter turn a second about y, for 2 s in 120 steps: half a turn
        let mut rotation = Quat::IDENTITY;
        for _ in 0..120 {
            rotation = turned(rotation, Vec3::Y * std::f32::consts::FRAC_PI_2, 1.0 / 60.0);
        }
        let x = rotation * Vec3::X;
        assert!((x - Vec3::NEG_X).length() < 1e-5, "{x}");
        assert!((rotation.length() - 1.0).abs() < 1e-6);
    }
}
