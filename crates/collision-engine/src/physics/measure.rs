//! Totals a teacher reads off the world: kinetic energy, momentum and angular momentum of the moving bodies, and
//! the potential energy of their heights and of the springs.

use crate::bevy_prelude::*;

use crate::physics::components::{AngularVelocity, LinearVelocity, Mass, RigidBody};
use crate::physics::joints::{Joint, JointBroken, JointKind};
use crate::physics::rotation::TurningShape;

/// Kinetic energy (J), momentum (kg·m/s) and angular momentum (kg·m²/s) of all dynamic bodies, summed in f64 so
/// long runs of many bodies do not lose the small terms.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Totals {
    /// Σ ½·m·v² + ½·ω·Iω (J): moving and turning together.
    pub kinetic_energy: f64,
    /// Σ ½·ω·Iω (J): the part of the kinetic energy in turning.
    pub rotational_energy: f64,
    /// Σ m·v (kg·m/s), per axis.
    pub momentum: [f64; 3],
    /// Σ (x × m·v + I·ω) (kg·m²/s) about the world's origin, per axis.
    pub angular_momentum: [f64; 3],
}

/// One body as the totals count it.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct MeasuredBody {
    /// Mass (kg).
    pub mass: f32,
    /// Position of its centre (m).
    pub position: Vec3,
    /// Velocity (m/s).
    pub velocity: Vec3,
    /// Angular velocity (rad/s).
    pub angular_velocity: Vec3,
    /// Moment of inertia about each of its principal axes (kg·m²; 0 about an axis it does not turn about).
    pub inertia: Vec3,
    /// How its principal axes are turned from the world's ([`PrincipalInertia::frame`](crate::physics::PrincipalInertia::frame)).
    pub rotation: Quat,
}

impl Totals {
    /// Adds one moving body.
    pub fn add_body(&mut self, body: &MeasuredBody) {
        let (m, x, v) = (f64::from(body.mass), body.position.as_dvec3(), body.velocity.as_dvec3());
        let (w, inertia, turn) = (body.angular_velocity.as_dvec3(), body.inertia.as_dvec3(), body.rotation.as_dquat());
        let spin = turn * (inertia * (turn.inverse() * w));
        let rotational = 0.5 * w.dot(spin);
        self.kinetic_energy += 0.5 * m * v.length_squared() + rotational;
        self.rotational_energy += rotational;
        let angular = x.cross(v * m) + spin;
        for axis in 0..3 {
            self.momentum[axis] += m * v[axis];
            self.angular_momentum[axis] += angular[axis];
        }
    }
}

/// Potential energy (J) in f64: of the dynamic bodies' heights in gravity (−m g·x, zero at the origin's level)
/// and of the springs (½ k (l − rest)²).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct PotentialEnergy {
    /// Σ −m g·x over the dynamic bodies (J).
    pub gravitational: f64,
    /// Σ ½ k (l − rest)² over the springs (J).
    pub spring: f64,
}

impl PotentialEnergy {
    /// Both together (J).
    pub fn total(&self) -> f64 {
        self.gravitational + self.spring
    }
}

/// The potential energy in `world` under `gravity` (the acceleration as the engine applies it).
pub fn measure_potential(world: &World, gravity: Vec3) -> PotentialEnergy {
    let mut energy = PotentialEnergy::default();
    if let Some(mut bodies) = world.try_query::<(&RigidBody, &Mass, &Transform)>() {
        for (_, mass, transform) in bodies.iter(world).filter(|(body, ..)| **body == RigidBody::Dynamic) {
            energy.gravitational -= f64::from(mass.0) * gravity.as_dvec3().dot(transform.translation.as_dvec3());
        }
    }
    let Some(mut joints) = world.try_query_filtered::<&Joint, Without<JointBroken>>() else {
        return energy;
    };
    for joint in joints.iter(world) {
        if let (JointKind::Spring { rest_length, stiffness, .. }, Some(a), Some(b)) =
            (joint.kind, joint.a.point_in(world), joint.b.point_in(world))
        {
            let stretch = f64::from(a.distance(b) - rest_length);
            energy.spring += 0.5 * f64::from(stiffness) * stretch * stretch;
        }
    }
    energy
}

/// Sums energy, momentum and angular momentum over every dynamic body in `world`.
pub fn measure_totals(world: &mut World) -> Totals {
    let mut query = world.query::<(&RigidBody, &Mass, &Transform, &LinearVelocity, &AngularVelocity, TurningShape)>();
    let mut totals = Totals::default();
    for (body, mass, transform, velocity, angular_velocity, shape) in query.iter(world) {
        if *body != RigidBody::Dynamic {
            continue;
        }
        let inverse = shape.principal_inverse_inertia(*body, *mass);
        totals.add_body(&MeasuredBody {
            mass: mass.0,
            position: transform.translation,
            velocity: velocity.0,
            angular_velocity: angular_velocity.0,
            inertia: inverse.moments(),
            rotation: inverse.frame(transform.rotation),
        });
    }
    totals
}
