//! The recording's cost: time per step with it on and off, memory per body per step, and the time to land
//! on steps anywhere in a long recording.

use std::time::Instant;

use bevy::prelude::*;
use collision_sandbox::recording::{History, RecordingPlugin};

use crate::engines::{Quality, Rotation, Sandbox, Setup};
use crate::scenes::BenchScene;

/// What one scene's recording cost.
pub struct RecordingCost {
    pub scene: String,
    pub bodies: usize,
    pub steps: u64,
    pub ms_per_step_off: f64,
    pub ms_per_step_on: f64,
    pub keyframes: usize,
    pub keyframe_bytes: usize,
    /// Times to land on steps spread over the recording, sorted (ms).
    pub seek_ms: Vec<f64>,
}

/// How the recording's scenes are run: our default quality, spheres turning, on one thread.
const RECORDED: Setup = Setup { quality: Quality::Default, rotation: Rotation::Spheres, soft: false, threads: 1 };

/// Records `steps` steps of `scene` through `app.update()` and then lands on 20 steps spread over it.
pub fn measure(scene: &BenchScene, steps: u64) -> RecordingCost {
    // the machine is shared: off and on take turns, and each keeps its fastest
    let (mut ms_per_step_off, mut ms_per_step_on) = (f64::INFINITY, f64::INFINITY);
    for _ in 0..3 {
        ms_per_step_off = ms_per_step_off.min(ms_per_step(scene, false));
        ms_per_step_on = ms_per_step_on.min(ms_per_step(scene, true));
    }
    let mut sandbox = Sandbox::new(scene, RECORDED, true, false);
    sandbox.app.add_plugins(RecordingPlugin);
    for _ in 0..steps {
        sandbox.app.update();
    }
    let world = sandbox.app.world_mut();
    let seek_ms = seek_times(world);
    let history = world.resource::<History>();
    RecordingCost {
        scene: scene.name.clone(),
        bodies: scene.bodies.len(),
        steps,
        ms_per_step_off,
        ms_per_step_on,
        keyframes: history.keyframe_count(),
        keyframe_bytes: history.keyframe_bytes(),
        seek_ms,
    }
}

/// Our time per step on `scene` through `app.update()` (ms), recording or not: 120 steps after 20.
fn ms_per_step(scene: &BenchScene, recording: bool) -> f64 {
    let mut sandbox = Sandbox::new(scene, RECORDED, true, false);
    if recording {
        sandbox.app.add_plugins(RecordingPlugin);
    }
    for _ in 0..20 {
        sandbox.app.update();
    }
    let start = Instant::now();
    for _ in 0..120 {
        sandbox.app.update();
    }
    start.elapsed().as_secs_f64() * 1000.0 / 120.0
}

/// The times to land on 20 steps spread over the world's recording, visited out of order, sorted (ms).
fn seek_times(world: &mut World) -> Vec<f64> {
    let mut seek_ms: Vec<f64> = world.resource_scope(|world, mut history: Mut<History>| {
        let (first, last) = history.range().unwrap();
        (0..20u64)
            .map(|i| first + (i * 7 % 20) * (last - first) / 19)
            .map(|step| {
                let start = Instant::now();
                history.seek(world, step);
                start.elapsed().as_secs_f64() * 1000.0
            })
            .collect()
    });
    seek_ms.sort_by(f64::total_cmp);
    seek_ms
}

/// The table of costs, in markdown.
pub fn markdown(costs: &[RecordingCost]) -> String {
    let mut text = String::from(
        "| scene | bodies | steps recorded | ms/step off | ms/step on | keyframes | keyframe bytes per body per step | land on a step: median / worst ms |\n|---|---|---|---|---|---|---|---|\n",
    );
    for cost in costs {
        let per_body_step = cost.keyframe_bytes as f64 / (cost.bodies as f64 * cost.steps as f64);
        text += &format!(
            "| {} | {} | {} | {:.3} | {:.3} | {} | {:.2} | {:.1} / {:.1} |\n",
            cost.scene,
            cost.bodies,
            cost.steps,
            cost.ms_per_step_off,
            cost.ms_per_step_on,
            cost.keyframes,
            per_body_step,
            cost.seek_ms[cost.seek_ms.len() / 2],
            cost.seek_ms.last().unwrap(),
        );
    }
    text
}
