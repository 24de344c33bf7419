//! The components of a body's turning: angular velocity, how its mass is spread, what turns it and what holds
//! it still.
//!
//! A body's orientation is its `Transform` rotation. A dynamic body turns unless its [`RotationLock`] holds
//! it: a sphere's contacts act at its surface, so friction that drags a sliding ball spins it up until it rolls;
//! a cuboid is turned by every contact off its centre, so it tips, topples and tumbles. A free cuboid keeps its
//! angular momentum while its angular velocity wanders through its own axes ([`turned_freely`]): a box spun
//! about its middle axis flips over and back (the intermediate-axis or Dzhanibekov effect).

use crate::bevy_prelude::*;

use crate::geometry::shape::Shape;
use crate::physics::components::{Collider, Mass, RigidBody};
use crate::physics::principal::PrincipalInertia;
use bevy_ecs::query::QueryData;
use serde::{Deserialize, Serialize};

/// How a body's mass is spread, which sets how hard it is to turn (its moment of inertia I = k·m·r² for a
/// sphere of radius r): `Solid` (k = 2/5, the default) or a `Hollow` shell (k = 2/3). A hollow ball rolls
/// down a slope slower than a solid one, as more of its energy goes into turning. A cuboid is always solid:
/// I = m/12·(b² + c²) about its edge of length a.
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
/// each step to a body in free flight, and a piece at a time over the solver's substeps to a body in contact, as
/// [`ExternalForce`](super::ExternalForce) is. It turns only bodies that turn (not about a locked axis).
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Deref, DerefMut)]
pub struct ExternalTorque(pub Vec3);

/// An angular impulse (N·m·s) a dynamic body gets at the start of the next step; the engine sets it back to
/// zero then. An impulse `J` given at a point `r` from the centre is the linear [`ExternalImpulse`](super::ExternalImpulse)
/// `J` and this angular impulse `r × J` together: a cue striking a ball above its centre.
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Deref, DerefMut)]
pub struct ExternalAngularImpulse(pub Vec3);

/// Locks a body's turning about world axes: no contact, torque or impulse changes its angular velocity
/// about a locked axis. A ball locked about all three slides like a puck; a box locked about all three keeps its
/// orientation, as an axis-aligned box for the AABB test.
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
    pub fn free_axes(self) -> Vec3 {
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
    /// 1 about the world axes the body turns about, 0 about the others: a dynamic body turns about every axis its
    /// [`RotationLock`] leaves free; a static or kinematic body and a body without a collider never turn.
    pub fn axes(&self, body: RigidBody) -> Vec3 {
        if body != RigidBody::Dynamic || self.collider.is_none() {
            return Vec3::ZERO;
        }
        self.lock.copied().unwrap_or_default().free_axes()
    }

    /// How far its contact points lie from its centre along the normal: a sphere's radius; 0 for any other
    /// shape, whose contact points are found one by one.
    pub fn arm(&self) -> f32 {
        match self.collider.map(|collider| &collider.0) {
            Some(&Shape::Sphere { radius }) => radius,
            _ => 0.0,
        }
    }

    /// Its shape, if it has a collider.
    pub fn shape(&self) -> Option<Shape> {
        self.collider.map(|collider| collider.0.clone())
    }

    /// Whether it is a shape other than a ball that turns: its contacts act at the points where its faces,
    /// edges and corners touch.
    pub fn tumbles(&self, body: RigidBody) -> bool {
        let not_ball = self.collider.is_some_and(|collider| !matches!(collider.0, Shape::Sphere { .. }));
        not_ball && self.axes(body) != Vec3::ZERO
    }

    /// The body's [`principal_inertia`], without its locks (none without a collider).
    pub fn principal_inverse_inertia(&self, body: RigidBody, mass: Mass) -> PrincipalInertia {
        let distribution = self.distribution.copied().unwrap_or_default();
        self.collider.map_or(PrincipalInertia::NONE, |collider| {
            principal_inertia(body, mass, &collider.0, (distribution, RotationLock::default()))
        })
    }

    /// The inverse of its inertia tensor in world axes, turned as `rotation`: Δω = I⁻¹·(angular impulse), none
    /// about a locked axis.
    pub fn inverse_inertia(&self, body: RigidBody, mass: Mass, rotation: Quat) -> Mat3 {
        let axes = self.axes(body);
        if axes == Vec3::ZERO {
            return Mat3::ZERO;
        }
        world_inverse_inertia(self.principal_inverse_inertia(body, mass), axes, rotation)
    }

    /// Its kinetic energy of turning at `angular_velocity` (J), turned as `rotation`: ½·ω·Iω.
    pub fn turning_energy(&self, body: RigidBody, mass: Mass, rotation: Quat, angular_velocity: Vec3) -> f32 {
        self.principal_inverse_inertia(body, mass).energy(rotation, angular_velocity)
    }

    /// The body turned at `angular_velocity` for `dt` seconds with no torque on it: its orientation then and its
    /// angular velocity. A cuboid free to turn about every axis keeps its angular momentum ([`turned_freely`]);
    /// a sphere, or a body held about an axis, turns at a constant rate.
    pub fn turn(
        &self,
        body: RigidBody,
        mass: Mass,
        (rotation, angular_velocity): (Quat, Vec3),
        dt: f32,
    ) -> (Quat, Vec3) {
        self.free_inverse_inertia(body, mass).turned_freely(rotation, angular_velocity, dt)
    }

    /// Its inertia when its angular velocity wanders through its axes as it turns (a body other than a ball,
    /// free to turn about every axis); none for a body that turns at a constant rate.
    pub fn free_inverse_inertia(&self, body: RigidBody, mass: Mass) -> PrincipalInertia {
        let (distribution, lock) =
            (self.distribution.copied().unwrap_or_default(), self.lock.copied().unwrap_or_default());
        self.collider.map_or(PrincipalInertia::NONE, |collider| {
            free_inverse_inertia(body, mass, &collider.0, (distribution, lock))
        })
    }
}

/// A body's inertia when its angular velocity wanders through its axes as it turns (a dynamic body other than a
/// ball, free to turn about every axis); none for a body that turns at a constant rate.
pub fn free_inverse_inertia(
    body: RigidBody,
    mass: Mass,
    shape: &Shape,
    (distribution, lock): (MassDistribution, RotationLock),
) -> PrincipalInertia {
    let tumbles = !matches!(shape, Shape::Sphere { .. }) && body == RigidBody::Dynamic && lock.free_axes() == Vec3::ONE;
    if tumbles {
        principal_inertia(body, mass, shape, (distribution, RotationLock::default()))
    } else {
        PrincipalInertia::NONE
    }
}

/// A body's [`inverse_inertia`] about its principal axes and the turn from them to its own axes.
pub fn principal_inertia(
    body: RigidBody,
    mass: Mass,
    shape: &Shape,
    (distribution, lock): (MassDistribution, RotationLock),
) -> PrincipalInertia {
    let inverse = inverse_inertia(body, mass, shape, distribution, lock);
    PrincipalInertia { inverse, axes: if inverse == Vec3::ZERO { Quat::IDENTITY } else { shape.principal_turn() } }
}

/// The inverse of a body's moments of inertia about its principal axes (1/(kg·m²)), which are its own but for a
/// hull's ([`Shape::principal_turn`]): 0 about every axis of a static or kinematic body, and about the axes a lock
/// holds (taken as its own axes). A sphere's inertia is the same about every axis through its centre; a cuboid of
/// full sizes a, b, c has I = m/12·(b² + c², a² + c², a² + b²).
pub fn inverse_inertia(
    body: RigidBody,
    mass: Mass,
    shape: &Shape,
    distribution: MassDistribution,
    lock: RotationLock,
) -> Vec3 {
    let inertia = match *shape {
        Shape::Sphere { radius } => Vec3::splat(distribution.sphere_factor() * mass.0 * radius * radius),
        Shape::Cuboid { half_extents } => {
            let square = (2.0 * half_extents) * (2.0 * half_extents);
            Vec3::new(square.y + square.z, square.x + square.z, square.x + square.y) * (mass.0 / 12.0)
        }
        Shape::Cylinder { radius, half_height } if distribution == MassDistribution::Hollow => {
            let height = 2.0 * half_height;
            let across = mass.0 * (6.0 * radius * radius + height * height) / 12.0;
            Vec3::new(across, mass.0 * radius * radius, across)
        }
        _ => shape.principal_moments(mass.0),
    };
    if body != RigidBody::Dynamic || !inertia.is_finite() || inertia.min_element() <= 0.0 {
        return Vec3::ZERO;
    }
    lock.free_axes() / inertia
}

/// A body's moment of inertia about each of its own axes from its inverse (0 where it does not turn).
pub fn inertia_of(inverse_inertia: Vec3) -> Vec3 {
    inverse_inertia.map(|inverse| if inverse > 0.0 { 1.0 / inverse } else { 0.0 })
}

/// The inverse inertia in world axes of a body of inertia `principal`, turned as `rotation`, that turns only
/// about the world axes where `free_axes` is 1 (none about a locked one).
pub fn world_inverse_inertia(principal: PrincipalInertia, free_axes: Vec3, rotation: Quat) -> Mat3 {
    if free_axes == Vec3::ZERO || principal.is_none() {
        return Mat3::ZERO;
    }
    let free = Mat3::from_diagonal(free_axes);
    free * principal.world(rotation) * free
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::physics::principal::world_tensor;

    #[test]
    fn a_solid_ball_is_harder_to_turn_than_a_hollow_one_and_a_static_body_never_turns() {
        let ball = Shape::Sphere { radius: 0.5 };
        let solid =
            inverse_inertia(RigidBody::Dynamic, Mass(2.0), &ball, MassDistribution::Solid, RotationLock::default());
        // I = 2/5 · 2 · 0.25 = 0.2 kg·m²
        assert!((solid - Vec3::splat(5.0)).abs().max_element() < 1e-5, "{solid}");
        let hollow =
            inverse_inertia(RigidBody::Dynamic, Mass(2.0), &ball, MassDistribution::Hollow, RotationLock::default());
        assert!((hollow - Vec3::splat(3.0)).abs().max_element() < 1e-5, "{hollow}");
        let fixed =
            inverse_inertia(RigidBody::Static, Mass(1.0), &ball, MassDistribution::Solid, RotationLock::default());
        assert_eq!(fixed, Vec3::ZERO);
        let locked = RotationLock { y: true, ..Default::default() };
        let turns = inverse_inertia(RigidBody::Dynamic, Mass(2.0), &ball, MassDistribution::Solid, locked);
        assert_eq!(turns.y, 0.0);
        assert!((turns.x - 5.0).abs() < 1e-5 && (turns.z - 5.0).abs() < 1e-5);
    }

    #[test]
    fn a_cuboid_is_hardest_to_turn_about_its_shortest_edge() {
        // 12 kg, 1 × 2 × 3 m: I = (4 + 9, 1 + 9, 1 + 4) kg·m²
        let brick = Shape::Cuboid { half_extents: Vec3::new(0.5, 1.0, 1.5) };
        let inverse =
            inverse_inertia(RigidBody::Dynamic, Mass(12.0), &brick, MassDistribution::Solid, RotationLock::default());
        assert!((inertia_of(inverse) - Vec3::new(13.0, 10.0, 5.0)).abs().max_element() < 1e-4, "{inverse}");
        // turned a quarter about z, its x and y moments trade places in world axes
        let world = world_tensor(inverse, Quat::from_rotation_z(std::f32::consts::FRAC_PI_2));
        let diagonal = Vec3::new(world.x_axis.x, world.y_axis.y, world.z_axis.z);
        assert!((diagonal - Vec3::new(0.1, 1.0 / 13.0, 0.2)).abs().max_element() < 1e-6, "{world}");
    }
}
