//! Predict stage: every body's free flight over the step, before anything is found to touch.
//!
//! Gravity changes velocity, and the body moves by the average of its velocities before and after (the
//! trapezoidal rule), which is exact under constant gravity: a ball dropped from h lands at √(2gh) and a ball
//! thrown up at v peaks at v²/2g, whatever the step. Pairs and contacts are then found at these predicted
//! poses, once per step; the solver takes the bodies in contact back to where the step began and moves them
//! again in substeps, with their contacts.

use crate::bevy_prelude::*;

use crate::physics::components::{
    ExternalForce, ExternalImpulse, LinearDamping, LinearVelocity, Mass, Moving, PreviousPosition, PreviousVelocity,
    RigidBody,
};
use crate::physics::data::sleep_state::Sleeping;
use crate::physics::schedule::{PhysicsSchedule, PhysicsSystems};
use crate::physics::settings::{PhysicsClock, PhysicsSettings};

/// What game code asks of a body's motion besides gravity.
type Applied<'a> = (&'a Mass, Option<&'a LinearDamping>, Option<&'a ExternalForce>, Option<Mut<'a, ExternalImpulse>>);

pub(super) fn plugin(app: &mut App) {
    app.add_systems(PhysicsSchedule, predict_free_flight.in_set(PhysicsSystems::Predict));
}

/// Moves every awake moving body to where it would be at the end of the step if nothing touched it, and
/// remembers where it started. Static bodies are not looked at: each starts the step where it is. A dynamic
/// body first takes its external impulse and force and its damping.
pub fn predict_free_flight(
    settings: Res<PhysicsSettings>,
    clock: Res<PhysicsClock>,
    mut bodies: Query<
        (&RigidBody, &mut LinearVelocity, &mut Transform, &mut PreviousPosition, &mut PreviousVelocity, Applied),
        (With<Moving>, Without<Sleeping>),
    >,
) {
    let gravity = settings.effective_gravity();
    let dt = clock.dt;
    for (body, mut velocity, mut transform, mut previous, mut previous_velocity, applied) in &mut bodies {
        // most bodies have nothing applied: they skip the arithmetic
        let (_, damping, force, impulse) = &applied;
        if *body == RigidBody::Dynamic && (damping.is_some() || force.is_some() || impulse.is_some()) {
            velocity.0 = started_velocity(velocity.0, applied, dt);
        }
        previous.0 = transform.translation;
        previous_velocity.0 = velocity.0;
        match body {
            RigidBody::Dynamic => {
                let (position, after) = free_flight(transform.translation, velocity.0, gravity, dt);
                transform.translation = position;
                velocity.0 = after;
            }
            RigidBody::Kinematic => transform.translation += velocity.0 * dt,
            RigidBody::Static => {}
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

/// The velocity a step starts from: the impulse (then spent) and the force's F·dt added, then damped.
fn started_velocity(velocity: Vec3, (mass, damping, force, impulse): Applied, dt: f32) -> Vec3 {
    let inverse_mass = if mass.0 > 0.0 { 1.0 / mass.0 } else { 0.0 };
    let mut velocity = velocity + force.map_or(Vec3::ZERO, |force| force.0 * dt) * inverse_mass;
    if let Some(mut impulse) = impulse.filter(|impulse| impulse.0 != Vec3::ZERO) {
        velocity += impulse.0 * inverse_mass;
        impulse.0 = Vec3::ZERO;
    }
    velocity / (1.0 + damping.map_or(0.0, |damping| damping.0.max(0.0)) * dt)
}

/// Position and velocity after `dt` seconds under `gravity` alone, by the trapezoidal rule.
pub fn free_flight(position: Vec3, velocity: Vec3, gravity: Vec3, dt: f32) -> (Vec3, Vec3) {
    let after = velocity + gravity * dt;
    (position + (velocity + after) * 0.5 * dt, after)
}
