//! The instruments on the bench: a measuring tape, a protractor, photogates and a stopwatch, where they are,
//! and the handles a drag moves them by.

use bevy::prelude::*;

use super::gates::Gate;

/// The instruments in the scene (none at first).
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct Instruments {
    /// The tape's two ends.
    pub tape: Option<[Vec3; 2]>,
    /// The protractor's vertex and the ends of its two arms.
    pub protractor: Option<[Vec3; 3]>,
    pub gates: Vec<Gate>,
    pub stopwatch: Stopwatch,
}

/// A point of an instrument a drag moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Handle {
    /// An end of the tape (0 or 1).
    Tape(usize),
    /// The protractor's vertex (0) or an arm's end (1, 2); the vertex takes the arms along.
    Protractor(usize),
    /// A gate, by its index.
    Gate(usize),
}

impl Instruments {
    /// Every handle and where it is.
    pub fn handles(&self) -> Vec<(Handle, Vec3)> {
        let tape = self.tape.iter().flat_map(|ends| [(Handle::Tape(0), ends[0]), (Handle::Tape(1), ends[1])]);
        let protractor =
            self.protractor.iter().flat_map(|points| (0..3).map(move |i| (Handle::Protractor(i), points[i])));
        let gates = self.gates.iter().enumerate().map(|(i, gate)| (Handle::Gate(i), gate.centre));
        tape.chain(protractor).chain(gates).collect()
    }

    /// Moves a handle to `to`.
    pub fn move_handle(&mut self, handle: Handle, to: Vec3) {
        match handle {
            Handle::Tape(end) => {
                if let Some(ends) = &mut self.tape {
                    ends[end.min(1)] = to;
                }
            }
            Handle::Protractor(0) => {
                if let Some(points) = &mut self.protractor {
                    let by = to - points[0];
                    points.iter_mut().for_each(|point| *point += by);
                }
            }
            Handle::Protractor(arm) => {
                if let Some(points) = &mut self.protractor {
                    points[arm.min(2)] = to;
                }
            }
            Handle::Gate(index) => {
                if let Some(gate) = self.gates.get_mut(index) {
                    gate.centre = to;
                }
            }
        }
    }

    /// The tape's length (m).
    pub fn tape_length(&self) -> Option<f32> {
        self.tape.map(|[a, b]| a.distance(b))
    }

    /// The protractor's angle between its arms (degrees, 0 to 180).
    pub fn protractor_angle(&self) -> Option<f32> {
        self.protractor.map(|[vertex, a, b]| (a - vertex).angle_between(b - vertex).to_degrees())
    }
}

/// A stopwatch on the recording's clock: started and stopped at steps, so it reads the same going back.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Stopwatch {
    pub started: Option<u64>,
    pub stopped: Option<u64>,
}

impl Stopwatch {
    /// The time it reads at step `now` (s), for steps of `dt` s: from its start to its stop or to now.
    pub fn reading(&self, now: u64, dt: f64) -> f64 {
        let Some(started) = self.started else { return 0.0 };
        let end = self.stopped.map_or(now, |stopped| stopped.min(now));
        end.saturating_sub(started) as f64 * dt
    }

    /// Whether it is running at step `now`.
    pub fn running(&self, now: u64) -> bool {
        self.started.is_some_and(|started| started <= now) && self.stopped.is_none_or(|stopped| now < stopped)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_tape_reads_its_length_and_the_protractor_its_angle() {
        let mut bench = Instruments { tape: Some([Vec3::ZERO, Vec3::new(3.0, 0.0, 4.0)]), ..default() };
        assert_eq!(bench.tape_length(), Some(5.0));
        bench.move_handle(Handle::Tape(1), Vec3::new(0.0, 0.0, 2.5));
        assert_eq!(bench.tape_length(), Some(2.5));
        bench.protractor = Some([Vec3::ZERO, Vec3::X, Vec3::new(1.0, 0.0, 1.0)]);
        assert!((bench.protractor_angle().unwrap() - 45.0).abs() < 1e-4);
        // the vertex takes the arms along: the angle stays
        bench.move_handle(Handle::Protractor(0), Vec3::new(2.0, 0.0, 0.0));
        assert_eq!(
            bench.protractor,
            Some([Vec3::new(2.0, 0.0, 0.0), Vec3::new(3.0, 0.0, 0.0), Vec3::new(3.0, 0.0, 1.0)])
        );
        bench.move_handle(Handle::Protractor(2), Vec3::new(1.0, 0.0, 0.0));
        assert!((bench.protractor_angle().unwrap() - 180.0).abs() < 1e-3);
        assert_eq!(bench.handles().len(), 5);
    }

    #[test]
    fn the_stopwatch_reads_the_steps_between_start_and_stop_going_back_too() {
        let watch = Stopwatch { started: Some(30), stopped: Some(90) };
        assert!((watch.reading(120, 0.01) - 0.6).abs() < 1e-12);
        assert!((watch.reading(60, 0.01) - 0.3).abs() < 1e-12, "rewound to step 60");
        assert_eq!(watch.reading(10, 0.01), 0.0, "before its start");
        assert!(watch.running(60) && !watch.running(90) && !watch.running(10));
        assert_eq!(Stopwatch::default().reading(50, 0.01), 0.0);
    }
}
