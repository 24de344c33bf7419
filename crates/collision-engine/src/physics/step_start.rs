//! Where and how each moving body was when the current step began: what the solver and continuous detection
//! start from again, and what explains a step after it ran.

use crate::bevy_prelude::*;

/// Where the body was when the current step began: the solver moves bodies in contact again from here, and
/// continuous detection sweeps from here. Kept for moving bodies only: a static body starts where it is.
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Deref, DerefMut)]
pub struct PreviousPosition(pub Vec3);

/// How the body was turned when the current step began: continuous detection sweeps a body turned so, and
/// the solver turns it again from here. Kept for moving bodies only, as [`PreviousPosition`] is.
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Deref, DerefMut)]
pub struct PreviousRotation(pub Quat);

/// The body's velocity when the current step began, before gravity: with [`PreviousPosition`], the state the
/// step started from, so a step can be explained after it ran (the pair inspector, the collision cards).
/// Kept for moving bodies only: a static body never moves.
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Deref, DerefMut)]
pub struct PreviousVelocity(pub Vec3);

/// The body's angular velocity (rad/s) when the current step began, with its torque's part: with
/// [`PreviousRotation`], how it started turning, so a step can be explained after it ran. Kept for moving bodies
/// only, as [`PreviousVelocity`] is.
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Deref, DerefMut)]
pub struct PreviousAngularVelocity(pub Vec3);
