//! Holding a body to a line or a plane: a 2D scene locks one world axis of every moving body's centre, a 1D
//! scene two (with [`RotationLock`](crate::physics::RotationLock) about the axes a flat body must not turn
//! about). At the end of each step a locked body's velocity loses its parts along the locked axes and its
//! centre is put back at the held coordinates: contacts and joints act within the step as they would, and
//! whatever they gave across the line or plane (nothing, when every body and contact lies in it, but rounding)
//! is taken away before the next.

use crate::bevy_prelude::*;

use crate::physics::components::LinearVelocity;
use crate::physics::correction::correct_positions;
use crate::physics::schedule::{PhysicsSchedule, PhysicsSystems};

/// Locks a body's centre along world axes at the coordinates of `at`.
#[derive(Component, Clone, Copy, Debug, Default, PartialEq)]
pub struct TranslationLock {
    /// Locked along the world x axis.
    pub x: bool,
    /// Locked along the world y axis.
    pub y: bool,
    /// Locked along the world z axis.
    pub z: bool,
    /// Where the centre is held on the locked axes (its other coordinates are not read).
    pub at: Vec3,
}

impl TranslationLock {
    /// 1 along the axes the body moves along, 0 along the locked ones.
    pub fn free_axes(self) -> Vec3 {
        let free = |locked: bool| if locked { 0.0 } else { 1.0 };
        Vec3::new(free(self.x), free(self.y), free(self.z))
    }

    /// `position` put back on the line or plane.
    pub fn held(self, position: Vec3) -> Vec3 {
        let free = self.free_axes();
        position * free + self.at * (Vec3::ONE - free)
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        PhysicsSchedule,
        hold_locked_bodies.in_set(PhysicsSystems::CorrectPositions).after(correct_positions),
    );
}

/// Takes away what a step gave a locked body across its line or plane.
fn hold_locked_bodies(mut bodies: Query<(&TranslationLock, &mut Transform, &mut LinearVelocity)>) {
    for (lock, mut transform, mut velocity) in &mut bodies {
        let held = lock.held(transform.translation);
        if held != transform.translation {
            transform.translation = held;
        }
        velocity.set_if_neq(LinearVelocity(velocity.0 * lock.free_axes()));
    }
}
