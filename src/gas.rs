//! A gas's instruments: its temperature from the kinetic energy per ball, the histogram of its speeds against
//! the Maxwell–Boltzmann distribution for that temperature (with a χ² to say how well they agree), and the
//! ideal-gas pressure to set beside the one its walls measure (docs/physics.md §4).

use std::f64::consts::PI;

use bevy::prelude::Entity;

use crate::physics::{ContactPair, Contacts};

/// kT (J) of a gas of balls with these (mass kg, speed m/s): two thirds of the mean kinetic energy.
pub fn temperature(balls: &[(f64, f64)]) -> f64 {
    if balls.is_empty() {
        return 0.0;
    }
    let energy: f64 = balls.iter().map(|(mass, speed)| 0.5 * mass * speed * speed).sum();
    2.0 / 3.0 * energy / balls.len() as f64
}

/// The Maxwell–Boltzmann density of speed `v` (per m/s) for balls of `mass` at temperature `kt` (J):
/// 4π v² (m / 2πkT)^{3/2} exp(−m v² / 2kT).
pub fn maxwell_boltzmann(v: f64, mass: f64, kt: f64) -> f64 {
    let a = mass / (2.0 * kt);
    4.0 * PI * v * v * (a / PI).powf(1.5) * (-a * v * v).exp()
}

/// Speeds counted in bins of `width` m/s from 0; the last bin also takes every faster speed.
#[derive(Clone, Debug, PartialEq)]
pub struct SpeedHistogram {
    pub width: f64,
    pub counts: Vec<u32>,
}

impl SpeedHistogram {
    /// The histogram of `speeds` in `bins` bins of `width`.
    pub fn of(speeds: impl IntoIterator<Item = f64>, width: f64, bins: usize) -> Self {
        let mut counts = vec![0; bins.max(1)];
        let last = counts.len() - 1;
        for speed in speeds {
            counts[((speed / width).max(0.0) as usize).min(last)] += 1;
        }
        SpeedHistogram { width, counts }
    }

    /// How many of `n` balls of `mass` at `kt` each bin should hold (the last bin taking the tail).
    pub fn expected(&self, n: usize, mass: f64, kt: f64) -> Vec<f64> {
        let last = self.counts.len() - 1;
        let share = |from: f64, to: f64| integrate(|v| maxwell_boltzmann(v, mass, kt), from, to);
        (0..=last)
            .map(|bin| {
                let from = bin as f64 * self.width;
                let to = if bin == last { from + 20.0 * (kt / mass).sqrt() + self.width } else { from + self.width };
                n as f64 * share(from, to)
            })
            .collect()
    }

    /// Pearson's χ² of the counts against `expected`, bins expected to hold fewer than 5 merged into their
    /// neighbours (as the test asks); with the degrees of freedom (bins left − 1).
    pub fn chi_squared(&self, expected: &[f64]) -> (f64, usize) {
        let (mut merged, mut observed, mut wanted) = (Vec::new(), 0.0, 0.0);
        for (&count, &expect) in self.counts.iter().zip(expected) {
            observed += f64::from(count);
            wanted += expect;
            if wanted >= 5.0 {
                merged.push((observed, wanted));
                (observed, wanted) = (0.0, 0.0);
            }
        }
        if let Some(last) = merged.last_mut() {
            last.0 += observed;
            last.1 += wanted;
        }
        let chi: f64 = merged.iter().map(|(o, e)| (o - e) * (o - e) / e).sum();
        (chi, merged.len().saturating_sub(1))
    }
}

/// The ideal-gas pressure (Pa) of `n` balls at `kt` (J) in `volume` (m³, the room their centres have).
pub fn ideal_pressure(n: usize, kt: f64, volume: f64) -> f64 {
    n as f64 * kt / volume
}

/// The normal impulse (N·s) the bodies `is_wall` picks received in the step of `contacts`: every impact on
/// them (a wall may be struck by many balls in a step) and the solver's contacts with them.
pub fn impulse_on(contacts: &Contacts, is_wall: impl Fn(Entity) -> bool) -> f64 {
    // a contact without impulse adds nothing: its bodies need not be looked up (a pile has thousands)
    let on_wall = |pair: &&ContactPair| pair.normal_impulse != 0.0 && (is_wall(pair.a) || is_wall(pair.b));
    let impacts = contacts.impacts.iter().filter(on_wall);
    // a pair's record of its last impact is counted with the impacts
    let solved = contacts.pairs.iter().filter(|pair| pair.toi.is_none()).filter(on_wall);
    impacts.chain(solved).map(|pair| f64::from(pair.normal_impulse)).sum()
}

/// ∫ f from `from` to `to` by Simpson's rule on 64 intervals.
fn integrate(f: impl Fn(f64) -> f64, from: f64, to: f64) -> f64 {
    let steps = 64;
    let h = (to - from) / steps as f64;
    let inner: f64 = (1..steps).map(|i| f(from + i as f64 * h) * if i % 2 == 1 { 4.0 } else { 2.0 }).sum();
    (f(from) + inner + f(to)) * h / 3.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_distribution_is_normalised_and_peaks_at_root_two_kt_over_m() {
        let (mass, kt) = (2.0, 3.0);
        let total = integrate(|v| maxwell_boltzmann(v, mass, kt), 0.0, 20.0);
        assert!((total - 1.0).abs() < 1e-6, "{total}");
        let peak = (2.0 * kt / mass).sqrt();
        let density = |v| maxwell_boltzmann(v, mass, kt);
        assert!(density(peak) > density(peak * 0.99) && density(peak) > density(peak * 1.01));
        // the mean kinetic energy of the distribution is 3/2 kT
        let energy = integrate(|v| 0.5 * mass * v * v * maxwell_boltzmann(v, mass, kt), 0.0, 20.0);
        assert!((energy - 1.5 * kt).abs() < 1e-6, "{energy}");
    }

    #[test]
    fn temperature_histogram_and_chi_squared() {
        assert_eq!(temperature(&[(1.0, 2.0), (1.0, 0.0)]), 2.0 / 3.0);
        let histogram = SpeedHistogram::of([0.1, 0.5, 0.6, 9.0], 0.5, 3);
        assert_eq!(histogram.counts, [1, 2, 1]);
        // counts equal to what is expected give χ² = 0; the bins of fewer than 5 merge
        let exact = SpeedHistogram { width: 1.0, counts: vec![2, 10, 20, 3] };
        let (chi, dof) = exact.chi_squared(&[2.0, 10.0, 20.0, 3.0]);
        assert_eq!((chi, dof), (0.0, 1));
        let (chi, _) = exact.chi_squared(&[6.0, 6.0, 20.0, 3.0]);
        // (2 − 6)²/6 + (10 − 6)²/6, the last bin merged into the one before
        assert!((chi - 32.0 / 6.0).abs() < 1e-12, "{chi}");
        assert_eq!(ideal_pressure(10, 2.0, 4.0), 5.0);
    }
}
