//! How fast the app draws, beside how fast the physics steps: the panel's readout, the warning when slow frames
//! hold the simulation back, and the frame report of the `frames` benchmark.

use bevy::diagnostic::{Diagnostic, DiagnosticPath, Diagnostics, DiagnosticsStore, RegisterDiagnostic};
use bevy::platform::time::Instant;
use bevy::prelude::*;

use crate::language::Texts;
use crate::physics::{PhysicsClock, PhysicsStats};

/// The longest frame the simulation's clock follows in full: a slower frame runs only this much simulated time
/// (up to 30 fixed steps), so that a slow machine does not fall ever further behind.
const MAX_FRAME_SECONDS: f64 = 0.5;
/// Frames left out of the report: the first ones compile shaders and upload meshes.
const WARM_UP_FRAMES: usize = 10;

/// The simulation's pace against real time, smoothed: 1 when every frame's time was simulated in full.
#[derive(Resource, Clone, Copy, Debug)]
pub struct ClockPace(pub f64);

impl Default for ClockPace {
    fn default() -> Self {
        ClockPace(1.0)
    }
}

/// Each frame's wall-clock length (ms), in Bevy's diagnostics store, which smooths it for the readout. Bevy's own
/// frame time follows `Time<Real>`, which scripted runs (screenshots, the frames benchmark) step by 1/60 s a
/// frame: it would read 60 frames per second there however slowly the frames come.
pub const FRAME_TIME: DiagnosticPath = DiagnosticPath::const_new("sandbox/wall_frame_time");

/// Seconds over which the readout follows a change of frame rate (83 % of it), so that it reads calmly on a
/// projector rather than flickering with every frame.
const READOUT_SMOOTHING: f64 = 0.5;

/// Every frame's length (s) since the start, for `--frame-report`.
#[derive(Resource, Clone, Debug, Default)]
pub struct FrameTimes(pub Vec<f64>);

/// The physics' time (ms) of each step run since the start (the last of a frame's steps), for `--frame-report`.
#[derive(Resource, Clone, Debug, Default)]
pub struct StepTimes(pub Vec<f64>);

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<ClockPace>()
        .register_diagnostic(Diagnostic::new(FRAME_TIME).with_suffix("ms").with_smoothing_factor(READOUT_SMOOTHING))
        .add_systems(Startup, allow_slow_frames)
        .add_systems(Update, measure_clock_pace)
        .add_systems(Last, measure_frame_time);
}

fn allow_slow_frames(mut time: ResMut<Time<Virtual>>) {
    time.set_max_delta(std::time::Duration::from_secs_f64(MAX_FRAME_SECONDS));
}

/// How much of the last frames' real time the simulation's clock ran (time scale aside).
fn measure_clock_pace(real: Res<Time<Real>>, simulated: Res<Time<Virtual>>, mut pace: ResMut<ClockPace>) {
    let wanted = real.delta_secs_f64() * simulated.relative_speed_f64();
    if wanted > 0.0 && !simulated.is_paused() {
        let now = (simulated.delta_secs_f64() / wanted).min(1.0);
        pace.0 = pace.0 * 0.9 + now * 0.1;
    }
}

/// Each frame's wall-clock length, for the readout and, when asked, the frame report (scripted runs step
/// Bevy's clocks by a fixed amount per frame, so those cannot tell).
fn measure_frame_time(
    mut last: Local<Option<Instant>>,
    mut diagnostics: Diagnostics,
    (times, steps): (Option<ResMut<FrameTimes>>, Option<ResMut<StepTimes>>),
    (stats, clock, mut last_step): (Res<PhysicsStats>, Res<PhysicsClock>, Local<u64>),
) {
    if let Some(mut steps) = steps.filter(|_| clock.step != *last_step) {
        steps.0.push(stats.total_ms());
    }
    *last_step = clock.step;
    let now = Instant::now();
    let Some(last) = last.replace(now) else {
        return;
    };
    let seconds = (now - last).as_secs_f64();
    diagnostics.add_measurement(&FRAME_TIME, || seconds * 1000.0);
    if let Some(mut times) = times {
        times.0.push(seconds);
    }
}

/// Frames per second and ms per frame (the wall-clock [`FRAME_TIME`], smoothed) beside the physics' ms per
/// step, so that a teacher sees which of the two is slow, and a warning when the simulation falls behind.
pub fn speed_line(diagnostics: Option<&DiagnosticsStore>, physics_ms: f64, pace: f64, t: &Texts) -> String {
    let smoothed = diagnostics.and_then(|store| store.get(&FRAME_TIME)).and_then(|d| d.smoothed());
    let physics = t.number(physics_ms, 2);
    let line = match smoothed.filter(|&ms| ms > 0.0) {
        Some(ms) => {
            let args =
                [("fps", t.number(1000.0 / ms, 1).into()), ("ms", t.number(ms, 1).into()), ("physics", physics.into())];
            t.with("speed-line", &args)
        }
        None => t.with("speed-measuring", &[("physics", physics.into())]),
    };
    match pace < 0.95 {
        true => t.with("speed-behind", &[("line", line.into()), ("percent", t.number(pace * 100.0, 0).into())]),
        false => line,
    }
}

/// Measurements (ms) after the warm-up frames, sorted, with their mean and median; none if there are none.
struct Measured {
    sorted: Vec<f64>,
    mean: f64,
    median: f64,
}

impl Measured {
    fn of(ms: impl Iterator<Item = f64>) -> Option<Measured> {
        let mut sorted: Vec<f64> = ms.skip(WARM_UP_FRAMES).collect();
        if sorted.is_empty() {
            return None;
        }
        sorted.sort_by(f64::total_cmp);
        let mean = sorted.iter().sum::<f64>() / sorted.len() as f64;
        let median = sorted[sorted.len() / 2];
        Some(Measured { sorted, mean, median })
    }
}

/// The physics' part of the frame report: how many steps were measured (the first frames' left out) and their
/// mean and median time (ms).
pub fn step_report(step_ms: &[f64]) -> Option<serde_json::Value> {
    let steps = Measured::of(step_ms.iter().copied())?;
    Some(serde_json::json!({ "steps": steps.sorted.len(), "mean_ms": steps.mean, "median_ms": steps.median }))
}

/// The frame report: how many frames were measured, their median and worst length, and frames per second.
pub fn frame_report(times: &[f64]) -> Option<serde_json::Value> {
    let frames = Measured::of(times.iter().map(|s| s * 1000.0))?;
    Some(serde_json::json!({
        "frames": frames.sorted.len(),
        "median_ms": frames.median,
        "worst_ms": frames.sorted[frames.sorted.len() - 1],
        "frames_per_second": 1000.0 / frames.mean,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy::diagnostic::DiagnosticMeasurement;
    use std::time::Duration;

    #[test]
    fn the_speed_line_shows_frames_physics_and_a_lagging_clock() {
        let mut store = DiagnosticsStore::default();
        let start = Instant::now();
        let mut diagnostic = Diagnostic::new(FRAME_TIME);
        for n in 0..5 {
            diagnostic
                .add_measurement(DiagnosticMeasurement { time: start + Duration::from_millis(n * 50), value: 50.0 });
        }
        store.add(diagnostic);
        let t = Texts::english();
        let line = speed_line(Some(&store), 1.234, 1.0, &t);
        assert_eq!(line, "20.0 frames/s · 50.0 ms per frame · physics 1.23 ms per step");
        let slow = speed_line(Some(&store), 1.234, 0.5, &t);
        assert!(slow.ends_with("frames too slow: the simulation runs at 50 % of real time"), "{slow}");
        assert!(speed_line(None, 0.5, 1.0, &t).starts_with("frames/s: measuring"));
        let french = speed_line(Some(&store), 1.234, 1.0, &Texts::of_language(crate::language::Language::French));
        assert_eq!(french, "20,0 images/s · 50,0 ms par image · physique 1,23 ms par pas");
    }

    #[test]
    fn the_frame_report_leaves_out_the_warm_up_and_takes_the_median_and_the_worst() {
        let mut times = vec![1.0; WARM_UP_FRAMES];
        times.extend([0.010, 0.030, 0.020, 0.100, 0.040]);
        let report = frame_report(&times).unwrap();
        assert_eq!(report["frames"], 5);
        assert!((report["median_ms"].as_f64().unwrap() - 30.0).abs() < 1e-9);
        assert!((report["worst_ms"].as_f64().unwrap() - 100.0).abs() < 1e-9);
        assert!((report["frames_per_second"].as_f64().unwrap() - 25.0).abs() < 1e-9);
        assert!(frame_report(&[0.5; WARM_UP_FRAMES]).is_none());
    }

    #[test]
    fn the_step_report_leaves_out_the_warm_up_and_takes_the_mean_and_the_median() {
        let mut steps = vec![50.0; WARM_UP_FRAMES];
        steps.extend([1.0, 4.0, 2.0, 9.0]);
        let report = step_report(&steps).unwrap();
        assert_eq!(report["steps"], 4);
        assert!((report["mean_ms"].as_f64().unwrap() - 4.0).abs() < 1e-9);
        assert!((report["median_ms"].as_f64().unwrap() - 4.0).abs() < 1e-9);
        assert!(step_report(&[1.0; WARM_UP_FRAMES]).is_none());
    }
}
