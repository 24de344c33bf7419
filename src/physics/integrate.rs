//! Integrate stage: gravity changes velocity, and the body moves by the average of its velocities before
//! and after (the trapezoidal rule), which is exact under constant gravity: a ball dropped from h lands at
//! √(2gh) and a ball thrown up at v peaks at v²/2g, whatever the step. The solver completes the rule for
//! contact impulses.

use bevy::prelude::*;

use super::{
    LinearVelocity, PhysicsClock, PhysicsSchedule, PhysicsSettings, PhysicsSystems, PreviousPosition, RigidBody,
};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(PhysicsSchedule, integrate_motion.in_set(PhysicsSystems::Integrate));
}

/// Advances every dynamic body by one substep and remembers where it started.
pub fn integrate_motion(
    settings: Res<PhysicsSettings>,
    clock: Res<PhysicsClock>,
    mut bodies: Query<(&RigidBody, &mut LinearVelocity, &mut Transform, &mut PreviousPosition)>,
) {
    let gravity = settings.effective_gravity();
    let dt = clock.dt;
    for (body, mut velocity, mut transform, mut previous) in &mut bodies {
        previous.0 = transform.translation;
        if *body == RigidBody::Static {
            continue;
        }
        let before = velocity.0;
        velocity.0 += gravity * dt;
        transform.translation += (before + velocity.0) * 0.5 * dt;
    }
}
