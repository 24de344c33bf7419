//! How many units a metre of arrow stands for, per kind of arrow, so the overlays' legends can say it.
//!
//! Linear scales are steps of 1, 2 and 5 that keep the longest arrow of the step within a few metres; the log
//! scale draws |v| as log₁₀(1 + |v| / unit) metres, so that a 1 m/s ball and a 300 m/s bullet are both readable.

use bevy::prelude::*;

/// The units per metre of arrow of each kind, this step.
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct ArrowScales {
    /// N·s per metre.
    pub impulse: f32,
    /// m/s per metre.
    pub velocity: f32,
    /// kg·m/s per metre.
    pub momentum: f32,
    /// rad/s per metre.
    pub spin: f32,
}

impl Default for ArrowScales {
    fn default() -> Self {
        ArrowScales { impulse: 1.0, velocity: 1.0, momentum: 1.0, spin: 1.0 }
    }
}

/// The 1–2–5 step (units per metre) that draws `largest` no longer than `longest` metres.
pub fn arrow_scale(largest: f32, longest: f32) -> f32 {
    let wanted = (largest / longest).max(1e-6);
    let decade = 10f32.powf(wanted.log10().floor());
    [1.0, 2.0, 5.0, 10.0].into_iter().map(|step| step * decade).find(|&scale| scale >= wanted).unwrap_or(10.0 * decade)
}

/// The arrow for `vector` at `scale` units per metre, or on the log scale (log₁₀(1 + |v| / unit) metres,
/// with `unit` the scale's one unit).
pub fn arrow(vector: Vec3, scale: f32, log: bool) -> Vec3 {
    if log { vector.normalize_or_zero() * (1.0 + vector.length()).log10() } else { vector / scale }
}

/// A velocity scale held while an arrow is dragged by its tip, so that the arrow ends under the pointer.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub struct HeldVelocityScale(pub Option<f32>);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_scale_is_the_one_two_five_step_that_fits_the_largest_arrow() {
        // 3 in 1.5 m: 2 per metre; 3.1: 5; 0.015: 0.01; 240: 200
        for (largest, scale) in [(3.0, 2.0), (3.1, 5.0), (0.015, 0.01), (240.0, 200.0), (1.5, 1.0)] {
            let found = arrow_scale(largest, 1.5);
            assert!((found - scale).abs() < scale * 1e-4, "{largest}: {found}");
            assert!(largest / found <= 1.5 + 1e-4);
        }
    }

    #[test]
    fn log_arrows_grow_a_metre_per_decade() {
        for (speed, length) in [(9.0, 1.0), (99.0, 2.0), (999.0, 3.0), (0.0, 0.0)] {
            let drawn = arrow(Vec3::X * speed, 1.0, true);
            assert!((drawn.length() - length).abs() < 1e-4, "{speed}: {drawn}");
        }
        assert_eq!(arrow(Vec3::new(0.0, -20.0, 0.0), 5.0, false), Vec3::new(0.0, -4.0, 0.0));
    }
}
