//! Predict stage: every body's free flight over the step, before anything is found to touch.
//!
//! Gravity changes velocity, and the body moves by the average of its velocities before and after (the
//! trapezoidal rule), which is exact under constant gravity: a ball dropped from h lands at √(2gh) and a ball
//! thrown up at v peaks at v²/2g, whatever the step. Pairs and contacts are then found at these predicted
//! poses, once per step; the solver takes the bodies in contact back to where the step began and moves them
//! again in substeps, with their contacts.

use crate::bevy_prelude::*;
use bevy_ecs::query::QueryData;

use crate::physics::components::{
    AngularVelocity, ExternalForce, ExternalImpulse, LinearDamping, LinearVelocity, Mass, Moving, RigidBody,
};
use crate::physics::data::sleep_state::Sleeping;
use crate::physics::rotation::{AngularDamping, ExternalAngularImpulse, ExternalTorque, TurningShape};
use crate::physics::schedule::{PhysicsSchedule, PhysicsSystems};
use crate::physics::settings::{PhysicsClock, PhysicsSettings};
use crate::physics::step_start::{PreviousAngularVelocity, PreviousPosition, PreviousRotation, PreviousVelocity};

/// What game code asks of a body's motion besides gravity.
#[derive(QueryData)]
#[query_data(mutable)]
pub struct Applied {
    mass: &'static Mass,
    damping: Option<&'static LinearDamping>,
    force: Option<&'static ExternalForce>,
    impulse: Option<&'static mut ExternalImpulse>,
    angular_damping: Option<&'static AngularDamping>,
    torque: Option<&'static ExternalTorque>,
    angular_impulse: Option<&'static mut ExternalAngularImpulse>,
}

/// A moving body as free flight reads and writes it.
#[derive(QueryData)]
#[query_data(mutable)]
pub struct FlyingBody {
    body: &'static RigidBody,
    shape: TurningShape,
    velocity: &'static mut LinearVelocity,
    angular_velocity: &'static mut AngularVelocity,
    transform: &'static mut Transform,
    previous: &'static mut PreviousPosition,
    previous_rotation: &'static mut PreviousRotation,
    previous_velocity: &'static mut PreviousVelocity,
    previous_spin: &'static mut PreviousAngularVelocity,
    applied: Applied,
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(PhysicsSchedule, predict_free_flight.in_set(PhysicsSystems::Predict));
}

/// Moves every awake moving body to where it would be at the end of the step if nothing touched it, and
/// remembers where it started. Static bodies are not looked at: each starts the step where it is. A dynamic
/// body first takes its external impulses, forces and torques and its damping; a body that turns is turned
/// at its angular velocity.
pub fn predict_free_flight(
    settings: Res<PhysicsSettings>,
    clock: Res<PhysicsClock>,
    mut bodies: Query<FlyingBody, (With<Moving>, Without<Sleeping>)>,
) {
    let gravity = settings.effective_gravity();
    let dt = clock.dt;
    for mut flying in &mut bodies {
        let body = *flying.body;
        let turns = flying.shape.axes(body);
        // most bodies have nothing applied: they skip the arithmetic
        if body == RigidBody::Dynamic && flying.applied.anything() {
            let inverse = flying.shape.inverse_inertia(body, *flying.applied.mass, flying.transform.rotation);
            flying.velocity.0 = started_velocity(flying.velocity.0, &mut flying.applied, dt);
            flying.angular_velocity.0 = started_spin(flying.angular_velocity.0, inverse, &mut flying.applied, dt);
        }
        // a body that cannot turn about an axis has no angular velocity about it
        flying.angular_velocity.bypass_change_detection().0 *= turns;
        flying.previous.0 = flying.transform.translation;
        flying.previous_rotation.0 = flying.transform.rotation;
        flying.previous_velocity.0 = flying.velocity.0;
        flying.previous_spin.0 = flying.angular_velocity.0;
        match body {
            RigidBody::Dynamic => {
                let (position, after) = free_flight(flying.transform.translation, flying.velocity.0, gravity, dt);
                flying.transform.translation = position;
                flying.velocity.0 = after;
            }
            RigidBody::Kinematic => flying.transform.translation += flying.velocity.0 * dt,
            RigidBody::Static => {}
        }
        if flying.angular_velocity.0 != Vec3::ZERO {
            let turning = (flying.transform.rotation, flying.angular_velocity.0);
            let (rotation, spin) = flying.shape.turn(body, *flying.applied.mass, turning, dt);
            flying.transform.rotation = rotation;
            flying.angular_velocity.0 = spin;
        }
    }
}

/// The velocity a body moves at: its own, but none for a static body, which never moves whatever velocity it
/// was given (every stage that reads a body's velocity sees it so).
pub fn moving_velocity(body: RigidBody, velocity: Vec3) -> Vec3 {
    if body == RigidBody::Static { Vec3::ZERO } else { velocity }
}

/// How far a body moved over a step of `dt` seconds of free flight under `gravity` that ended at `velocity`
/// (nothing for a static body, its velocity's worth for a kinematic one): the solver takes bodies back by it, and a pair's speculative margin covers
/// the difference of its two bodies' flights.
pub fn flight(body: RigidBody, velocity: Vec3, gravity: Vec3, dt: f32) -> Vec3 {
    match body {
        RigidBody::Static => Vec3::ZERO,
        RigidBody::Dynamic => (velocity - gravity * dt * 0.5) * dt,
        RigidBody::Kinematic => velocity * dt,
    }
}

impl AppliedItem<'_, '_> {
    /// Whether game code applies anything to the body this step.
    fn anything(&self) -> bool {
        self.damping.is_some()
            || self.force.is_some()
            || self.impulse.is_some()
            || self.angular_damping.is_some()
            || self.torque.is_some()
            || self.angular_impulse.is_some()
    }
}

/// The velocity a step starts from: the impulse (then spent) and the force's F·dt added, then damped.
fn started_velocity(velocity: Vec3, applied: &mut AppliedItem, dt: f32) -> Vec3 {
    let inverse_mass = if applied.mass.0 > 0.0 { 1.0 / applied.mass.0 } else { 0.0 };
    let mut velocity = velocity + applied.force.map_or(Vec3::ZERO, |force| force.0 * dt) * inverse_mass;
    if let Some(impulse) = applied.impulse.as_mut().filter(|impulse| impulse.0 != Vec3::ZERO) {
        velocity += impulse.0 * inverse_mass;
        impulse.0 = Vec3::ZERO;
    }
    velocity / (1.0 + applied.damping.map_or(0.0, |damping| damping.0.max(0.0)) * dt)
}

/// The angular velocity a step starts from, for a body of world inverse inertia `inverse`: the angular impulse
/// (then spent) and the torque's τ·dt added, then damped.
fn started_spin(spin: Vec3, inverse: Mat3, applied: &mut AppliedItem, dt: f32) -> Vec3 {
    let mut spin = spin + inverse * applied.torque.map_or(Vec3::ZERO, |torque| torque.0 * dt);
    if let Some(impulse) = applied.angular_impulse.as_mut().filter(|impulse| impulse.0 != Vec3::ZERO) {
        spin += inverse * impulse.0;
        impulse.0 = Vec3::ZERO;
    }
    spin / (1.0 + applied.angular_damping.map_or(0.0, |damping| damping.0.max(0.0)) * dt)
}

/// Position and velocity after `dt` seconds under `gravity` alone, by the trapezoidal rule.
pub fn free_flight(position: Vec3, velocity: Vec3, gravity: Vec3, dt: f32) -> (Vec3, Vec3) {
    let after = velocity + gravity * dt;
    (position + (velocity + after) * 0.5 * dt, after)
}
