//! A body's inertia about its principal axes: the inverse moments about them and the turn from them to the
//! body's own axes. A ball's, a box's, a cylinder's, a capsule's and a cone's own axes are principal (no turn); a
//! hull's, such as a wedge's, lean off them.

use crate::bevy_prelude::*;
use crate::physics::free_turn::turned_freely;

/// The inverse moments of a body about its principal axes and the turn from those axes to its own.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PrincipalInertia {
    /// The inverse moments about the principal axes (1/(kg·m²)); zero about every axis of a body that does not
    /// turn, or turns at a constant rate.
    pub inverse: Vec3,
    /// Turns the principal axes onto the body's own.
    pub axes: Quat,
}

impl Default for PrincipalInertia {
    fn default() -> Self {
        PrincipalInertia::NONE
    }
}

impl PrincipalInertia {
    /// No inertia to speak of: the body does not turn (or turns at a constant rate).
    pub const NONE: PrincipalInertia = PrincipalInertia { inverse: Vec3::ZERO, axes: Quat::IDENTITY };

    /// Whether it is [`PrincipalInertia::NONE`]'s.
    pub fn is_none(&self) -> bool {
        self.inverse == Vec3::ZERO
    }

    /// The principal axes in the world, for the body turned as `rotation`.
    pub fn frame(&self, rotation: Quat) -> Quat {
        if self.axes == Quat::IDENTITY { rotation } else { rotation * self.axes }
    }

    /// The inverse inertia in world axes for the body turned as `rotation`.
    pub fn world(&self, rotation: Quat) -> Mat3 {
        world_tensor(self.inverse, self.frame(rotation))
    }

    /// The moments (kg·m²) about the principal axes (0 where the inverse is).
    pub fn moments(&self) -> Vec3 {
        self.inverse.map(|inverse| if inverse > 0.0 { 1.0 / inverse } else { 0.0 })
    }

    /// The angular momentum (world) of the body turned as `rotation` at `angular_velocity`.
    pub fn momentum(&self, rotation: Quat, angular_velocity: Vec3) -> Vec3 {
        let frame = self.frame(rotation);
        frame * (self.moments() * (frame.inverse() * angular_velocity))
    }

    /// The angular velocity of the body turned as `rotation` with angular momentum `momentum` (world).
    pub fn angular_velocity(&self, rotation: Quat, momentum: Vec3) -> Vec3 {
        let frame = self.frame(rotation);
        frame * (self.inverse * (frame.inverse() * momentum))
    }

    /// ½·ω·Iω (J) for the body turned as `rotation` at `angular_velocity`.
    pub fn energy(&self, rotation: Quat, angular_velocity: Vec3) -> f32 {
        let within = self.frame(rotation).inverse() * angular_velocity;
        0.5 * within.dot(self.moments() * within)
    }

    /// The body turned as `rotation` at `angular_velocity` for `dt` seconds with no torque: keeping its angular
    /// momentum ([`turned_freely`]) as its principal axes turn with it.
    pub fn turned_freely(&self, rotation: Quat, angular_velocity: Vec3, dt: f32) -> (Quat, Vec3) {
        // the same about every axis (a regular solid): any axes are principal
        if self.axes == Quat::IDENTITY || self.inverse == Vec3::splat(self.inverse.x) {
            return turned_freely(rotation, angular_velocity, self.inverse, dt);
        }
        let (frame, spin) = turned_freely(rotation * self.axes, angular_velocity, self.inverse, dt);
        ((frame * self.axes.inverse()).normalize(), spin)
    }
}

/// A diagonal tensor about a body's own axes (`principal`) in world axes, for the body turned as `rotation`:
/// R·diag·Rᵀ (diag itself when all three are the same).
pub fn world_tensor(principal: Vec3, rotation: Quat) -> Mat3 {
    // the same about every axis (a sphere): the same in the world's axes, exactly
    if principal == Vec3::splat(principal.x) {
        return Mat3::from_diagonal(principal);
    }
    let turn = Mat3::from_quat(rotation);
    turn * Mat3::from_diagonal(principal) * turn.transpose()
}
