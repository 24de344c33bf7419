//! Turning a body free of torques over a time: at a constant rate, or keeping its angular momentum while its
//! angular velocity wanders through its own axes (the gyroscopic term of Euler's equations).

use crate::bevy_prelude::*;
use glam::{DQuat, DVec3};

/// The orientation `rotation` turned at `angular_velocity` for `dt` seconds: exact for a constant rate (the
/// turn is one rotation by the angle |ω|·dt about ω), and unit length whatever the step.
pub fn turned(rotation: Quat, angular_velocity: Vec3, dt: f32) -> Quat {
    if angular_velocity == Vec3::ZERO || dt == 0.0 {
        return rotation;
    }
    (Quat::from_scaled_axis(angular_velocity * dt) * rotation).normalize()
}

/// The largest angle (rad) [`turned_freely`] turns a body by in one piece.
const FREE_TURN_PIECE: f64 = 0.05;

/// A free body's orientation and angular velocity after `dt` seconds of turning with no torque, for the inverse
/// moments `principal` about its own axes. Its angular momentum L = Iω stays fixed in the world while I turns with
/// the body, so ω wanders through the body's axes (the gyroscopic term ω × Iω of Euler's equations). Turned in
/// pieces of at most 0.05 rad by the midpoint rule, each ending with the energy ½·L·I⁻¹L it began with and the
/// body turned so that its L is the world's: angular momentum and energy are kept to rounding. A body whose
/// moments are all the same (or not all given) turns at its constant angular velocity.
pub fn turned_freely(rotation: Quat, angular_velocity: Vec3, principal: Vec3, dt: f32) -> (Quat, Vec3) {
    let isotropic = principal == Vec3::splat(principal.x);
    if isotropic || principal.min_element() <= 0.0 || angular_velocity == Vec3::ZERO || dt == 0.0 {
        return (turned(rotation, angular_velocity, dt), angular_velocity);
    }
    let inverse = principal.as_dvec3();
    let mut turn = rotation.as_dquat();
    let mut spin = angular_velocity.as_dvec3();
    let momentum = turn * ((turn.inverse() * spin) / inverse);
    let twice_energy = spin.dot(momentum);
    let pieces = (spin.length() * f64::from(dt).abs() / FREE_TURN_PIECE).ceil().clamp(1.0, 256.0);
    let h = f64::from(dt) / pieces;
    let spin_at = |turn: DQuat| turn * (inverse * (turn.inverse() * momentum));
    for _ in 0..pieces as usize {
        let middle = spin_at(turn_by(turn, spin, h * 0.5));
        turn = turn_by(turn, middle, h);
        let angle = spin.length() * h;
        let within = kept_energy(turn.inverse() * momentum, inverse, (twice_energy, angle * angle));
        // turn the body so that its momentum, as it is within it, is the world's again
        let drift = DQuat::from_rotation_arc((turn * within).normalize(), momentum.normalize());
        turn = (drift * turn).normalize();
        spin = turn * (inverse * within);
    }
    (turn.as_quat(), spin.as_vec3())
}

/// `rotation` turned at the constant rate `spin` for `h` seconds, in double precision.
fn turn_by(rotation: DQuat, spin: DVec3, h: f64) -> DQuat {
    (DQuat::from_scaled_axis(spin * h) * rotation).normalize()
}

/// The angular momentum `within` a body (its own axes) moved to the nearest one of the same length whose energy
/// is `twice_energy` / 2, for the body's inverse moments `inverse`: two Newton steps along the sphere |L| = const.
/// A step that would move L by more than `largest` (the square of the angle of the piece, above the midpoint
/// rule's own error) times its part off the body's nearest axis is not taken: next to an axis, where the energy
/// hardly changes along the sphere, the error is of a higher order, and moving L there would turn the body for
/// nothing (and a body spinning about an axis, turned forward and back, would not come back).
fn kept_energy(within: DVec3, inverse: DVec3, (twice_energy, largest): (f64, f64)) -> DVec3 {
    let length = within.length();
    // near one of the body's axes the energy changes with the square of L's angle from it: a small error in the
    // energy would move L a long way off it, so L moves no more than that angle allows
    let nearest = within.abs().max_position();
    let off_axis = (within - DVec3::AXES[nearest] * within[nearest]).length();
    let mut within = within;
    for _ in 0..2 {
        let gradient = inverse * within;
        let along_sphere = gradient - within * (gradient.dot(within) / (length * length));
        let steepness = along_sphere.length_squared();
        let error = twice_energy - within.dot(inverse * within);
        let step = along_sphere * (error / (2.0 * steepness));
        if step.length().is_nan() || step.length() >= largest * off_axis {
            break;
        }
        within = (within + step).normalize() * length;
    }
    within
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The inverse moments about its own axes of a 1 kg brick 0.2 × 0.5 × 1 m: 12 / (b² + c², a² + c², a² + b²).
    fn brick() -> Vec3 {
        Vec3::splat(12.0) / Vec3::new(0.25 + 1.0, 0.04 + 1.0, 0.04 + 0.25)
    }

    /// The angular momentum of a body of inverse moments `inverse`, turned as `rotation`, at `spin`.
    fn momentum(inverse: Vec3, rotation: Quat, spin: Vec3) -> Vec3 {
        rotation * ((rotation.inverse() * spin) / inverse)
    }

    /// ω̇ of Euler's equations, I ω̇ = (Iω) × ω, in the body's axes.
    fn euler(moments: DVec3, spin: DVec3) -> DVec3 {
        (moments * spin).cross(spin) / moments
    }

    /// A reference for a free body's spin in its own axes: Euler's equations by the classic fourth-order
    /// Runge–Kutta rule in double precision, in steps far shorter than the engine's.
    fn reference_spins(moments: DVec3, spin: DVec3, seconds: f64, every: usize) -> Vec<DVec3> {
        let (h, mut spin) = (1e-4, spin);
        let mut spins = Vec::new();
        for step in 0..(seconds / h).round() as usize {
            if step % every == 0 {
                spins.push(spin);
            }
            let k1 = euler(moments, spin);
            let k2 = euler(moments, spin + k1 * (h / 2.0));
            let k3 = euler(moments, spin + k2 * (h / 2.0));
            let k4 = euler(moments, spin + k3 * h);
            spin += (k1 + 2.0 * k2 + 2.0 * k3 + k4) * (h / 6.0);
        }
        spins
    }

    /// The times (s) at which the spin about the body's y axis changes sign, from spins `every` seconds apart.
    fn flips(spins: impl Iterator<Item = f64>, every: f64) -> Vec<f64> {
        let spins: Vec<f64> = spins.collect();
        spins
            .windows(2)
            .enumerate()
            .filter(|(_, pair)| pair[0] * pair[1] < 0.0)
            .map(|(i, _)| i as f64 * every)
            .collect()
    }

    #[test]
    fn a_box_spun_about_its_middle_axis_flips_over_and_back_keeping_its_momentum_and_energy() {
        // Setup: a 1 kg brick 0.2 × 0.5 × 1 m spinning at 10 rad/s about its middle axis (y), nudged by
        // 0.3 rad/s about x (a nudge this large keeps its orbit clear of the separatrix, where the time between
        // flips hangs on the tenth digit of the energy)
        let inverse = brick();
        let start = Vec3::new(0.3, 10.0, 0.0);
        let (mut rotation, mut spin) = (Quat::IDENTITY, start);
        let momentum = |rotation: Quat, spin: Vec3| momentum(inverse, rotation, spin);
        let (momentum_at_start, energy_at_start) = (momentum(rotation, spin), spin.dot(momentum(rotation, spin)));
        // Run: 20 s at 60 steps a second
        let mut within_y = Vec::new();
        for _ in 0..1200 {
            within_y.push(f64::from((rotation.inverse() * spin).y));
            (rotation, spin) = turned_freely(rotation, spin, inverse, 1.0 / 60.0);
        }
        // Check: angular momentum and energy kept to 1e-5
        let momentum_now = momentum(rotation, spin);
        assert!((momentum_now - momentum_at_start).length() < 1e-5 * momentum_at_start.length(), "{momentum_now}");
        let energy_now = spin.dot(momentum_now);
        assert!((energy_now / energy_at_start - 1.0).abs() < 1e-5, "{energy_now} against {energy_at_start}");
        // the spin about y turns over, as often and when Euler's equations say, within 1 % of the period
        let ours = flips(within_y.into_iter(), 1.0 / 60.0);
        let moments = (Vec3::ONE / inverse).as_dvec3();
        let reference = reference_spins(moments, start.as_dvec3(), 20.0, 10);
        let theirs = flips(reference.iter().map(|spin| spin.y), 1e-3);
        assert!(ours.len() >= 4 && ours.len() == theirs.len(), "{ours:?} against {theirs:?}");
        let period = theirs[2] - theirs[0];
        for (our, their) in ours.iter().zip(&theirs) {
            assert!((our - their).abs() < 0.01 * period, "flip at {our} s against {their} s");
        }
    }

    #[test]
    fn a_box_spun_about_its_longest_or_shortest_axis_keeps_spinning_about_it() {
        let inverse = brick();
        for start in [Vec3::new(10.0, 0.01, 0.0), Vec3::new(0.0, 0.01, 10.0)] {
            let (mut rotation, mut spin) = (Quat::IDENTITY, start);
            let mut wobble: f32 = 0.0;
            for _ in 0..1200 {
                (rotation, spin) = turned_freely(rotation, spin, inverse, 1.0 / 60.0);
                let within = rotation.inverse() * spin;
                wobble = wobble.max((within - start).abs().max_element());
            }
            // the nudge stays a nudge: less than 0.1 rad/s off the start in the body's axes
            assert!(wobble < 0.1, "spun as {start}: wobbled by {wobble}");
        }
    }

    #[test]
    fn a_turn_at_a_constant_rate_is_exact_and_stays_unit() {
        // a quarter turn a second about y, for 2 s in 120 steps: half a turn
        let mut rotation = Quat::IDENTITY;
        for _ in 0..120 {
            rotation = turned(rotation, Vec3::Y * std::f32::consts::FRAC_PI_2, 1.0 / 60.0);
        }
        let x = rotation * Vec3::X;
        assert!((x - Vec3::NEG_X).length() < 1e-5, "{x}");
        assert!((rotation.length() - 1.0).abs() < 1e-6);
    }
}
