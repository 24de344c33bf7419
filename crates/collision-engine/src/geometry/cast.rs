//! The result of a shape cast: when, within one step, two moving shapes first touch.

use glam::Vec3;

/// First contact of two moving shapes within a step.
///
/// `fraction` is the time of impact as a fraction t ∈ [0, 1] of the step (t·dt seconds in); `normal` points
/// from A towards B at that moment, and `point` is where they touch, in world space at that moment.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ShapeCast {
    /// When the shapes first touch, as a fraction of their motion in [0, 1].
    pub fraction: f32,
    /// Unit normal at first touch, from A towards B.
    pub normal: Vec3,
    /// Where they touch (on both surfaces at that moment).
    pub point: Vec3,
}
