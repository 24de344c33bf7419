//! The result of a shape cast: when, within one step, two moving shapes first touch.

use glam::Vec3;

/// First contact of two moving shapes within a step.
///
/// `fraction` is the time of impact as a fraction t ∈ [0, 1] of the step (t·dt seconds in); `normal` points
/// from A towards B at that moment, and `point` is where they touch, in world space at that moment.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ShapeCast {
    pub fraction: f32,
    pub normal: Vec3,
    pub point: Vec3,
}
