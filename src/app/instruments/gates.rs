//! Photogates: a gate is an upright window across a path (2 m wide, 2 m high, facing the way bodies cross
//! it). A body passes when its centre crosses the gate's plane inside the window; the time is found between the
//! two recorded steps around the crossing (the plane reached at the fraction of the step the distances give),
//! and with two gates a body's speed between them is their distance over the time it took.

use bevy::math::Vec3;

use crate::recording::BodySample;

/// A gate's half width and half height (m).
pub const GATE_HALF: f32 = 1.0;

/// One photogate.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Gate {
    /// The middle of its window.
    pub centre: Vec3,
    /// The level direction it faces: bodies crossing it along this (or against it) pass.
    pub facing: Vec3,
}

/// A body passing a gate: when (s, from the recording's first step) and how fast (m/s).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Passage {
    pub time: f64,
    pub speed: f32,
}

impl Gate {
    /// A gate at `centre` facing `facing` made level and of unit length (+x if it has no level part).
    pub fn new(centre: Vec3, facing: Vec3) -> Gate {
        let level = Vec3::new(facing.x, 0.0, facing.z);
        Gate { centre, facing: level.try_normalize().unwrap_or(Vec3::X) }
    }

    /// How far `point` is in front of the gate's plane (m).
    fn ahead(&self, point: Vec3) -> f32 {
        (point - self.centre).dot(self.facing)
    }

    /// Whether `point` on the gate's plane is inside its window.
    fn inside(&self, point: Vec3) -> bool {
        let across = point - self.centre;
        let sideways = across - self.facing * across.dot(self.facing);
        Vec3::new(sideways.x, 0.0, sideways.z).length() <= GATE_HALF && sideways.y.abs() <= GATE_HALF
    }

    /// Every passage of a body followed through `trace` (its samples in step order, steps of `dt` s), up to
    /// step `until`.
    pub fn passages(&self, trace: &[BodySample], dt: f64, until: u64) -> Vec<Passage> {
        trace
            .windows(2)
            .filter(|pair| pair[1].step <= until && pair[1].step == pair[0].step + 1)
            .filter_map(|pair| {
                let (before, after) = (self.ahead(pair[0].position), self.ahead(pair[1].position));
                let crosses = (before < 0.0 && after >= 0.0) || (before > 0.0 && after <= 0.0);
                if !crosses {
                    return None;
                }
                let fraction = before / (before - after);
                let at = pair[0].position.lerp(pair[1].position, fraction);
                let velocity = pair[0].velocity.lerp(pair[1].velocity, fraction);
                let time = (pair[0].step as f64 + f64::from(fraction)) * dt;
                self.inside(at).then_some(Passage { time, speed: velocity.length() })
            })
            .collect()
    }
}

/// A body's speed between two gates from its first passage of each: their distance over the time between.
pub fn speed_between(first: &Gate, second: &Gate, (at_first, at_second): (&Passage, &Passage)) -> Option<f32> {
    let time = (at_second.time - at_first.time).abs();
    (time > 0.0).then(|| (f64::from(first.centre.distance(second.centre)) / time) as f32)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A body moving at `velocity` from `start`, sampled each step of `dt` for `steps` steps.
    fn trace(start: Vec3, velocity: Vec3, dt: f32, steps: u64) -> Vec<BodySample> {
        (0..=steps).map(|step| BodySample { step, position: start + velocity * dt * step as f32, velocity }).collect()
    }

    #[test]
    fn a_gate_times_a_crossing_between_steps_and_reads_the_speed() {
        let dt = 1.0 / 60.0;
        // from x = −1 at 2 m/s: the gate at x = 0.5 is reached at 0.75 s, between steps 45 (0.75 s) exactly
        let gate = Gate::new(Vec3::new(0.5, 0.0, 0.0), Vec3::X);
        let path = trace(Vec3::new(-1.0, 0.0, 0.2), Vec3::new(2.0, 0.0, 0.0), dt, 120);
        let passed = gate.passages(&path, f64::from(dt), 120);
        assert_eq!(passed.len(), 1);
        assert!((passed[0].time - 0.75).abs() < 1e-4 && (passed[0].speed - 2.0).abs() < 1e-6, "{passed:?}");
        // not yet, rewound to step 40
        assert!(gate.passages(&path, f64::from(dt), 40).is_empty());
        // a second gate 1.3 m on: 0.65 s later, 2 m/s between them
        let next = Gate::new(Vec3::new(1.8, 0.0, 0.0), Vec3::NEG_X);
        let later = next.passages(&path, f64::from(dt), 120);
        assert!((later[0].time - 1.4).abs() < 1e-4, "{later:?}");
        let between = speed_between(&gate, &next, (&passed[0], &later[0])).unwrap();
        assert!((between - 2.0).abs() < 1e-3, "{between}");
    }

    #[test]
    fn a_body_beside_the_window_does_not_pass() {
        let gate = Gate::new(Vec3::ZERO, Vec3::new(1.0, 0.5, 0.0));
        assert_eq!(gate.facing, Vec3::X, "a gate faces a level way");
        let wide = trace(Vec3::new(-1.0, 0.0, 1.5), Vec3::X, 0.1, 30);
        assert!(gate.passages(&wide, 0.1, 30).is_empty(), "1.5 m to the side");
        let high = trace(Vec3::new(-1.0, 1.2, 0.0), Vec3::X, 0.1, 30);
        assert!(gate.passages(&high, 0.1, 30).is_empty(), "1.2 m above");
        let back = trace(Vec3::new(1.0, 0.0, 0.0), Vec3::NEG_X, 0.1, 30);
        assert_eq!(gate.passages(&back, 0.1, 30).len(), 1, "either way through");
    }
}
