//! `--stages`: the time per stage in each third of a run (the landing, the settling and the rest told apart),
//! ours from the engine's own stage timers and rapier3d's from its pipeline counters.

use crate::engines::{Engine, RAPIER_STAGES, Rapier, Sandbox, Setup};
use crate::ours;
use crate::scenes::BenchScene;

/// Where a run of `steps` steps is cut into thirds.
fn thirds_of(steps: usize) -> [usize; 4] {
    [0, steps / 3, 2 * steps / 3, steps]
}

/// `ms` summed over the steps of third `third` of `thirds`, per step.
fn per_step(thirds: &[usize; 4], third: usize, ms: f64) -> f64 {
    ms / (thirds[third + 1] - thirds[third]).max(1) as f64
}

/// rapier3d's milliseconds per step in each of its stages, over each third of a run of `scene`.
pub fn rapier_stage_table(scene: &BenchScene, setup: Setup) -> String {
    let mut rapier = Rapier::new(scene, setup);
    rapier.count_stages();
    let thirds = thirds_of(scene.steps);
    let mut sums = [[0.0f64; RAPIER_STAGES.len()]; 3];
    let mut text = format!("{:>12}", "rapier3d");
    for (third, window) in thirds.windows(2).enumerate() {
        text += &format!(" {:>9}", format!("{}-{}", window[0], window[1]));
        for _ in window[0]..window[1] {
            rapier.step();
            sums[third].iter_mut().zip(rapier.stage_ms()).for_each(|(sum, ms)| *sum += ms);
        }
    }
    for (index, stage) in RAPIER_STAGES.iter().enumerate() {
        text += &format!("\n{stage:>12}");
        for (third, sum) in sums.iter().enumerate() {
            text += &format!(" {:>9.4}", per_step(&thirds, third, sum[index]));
        }
    }
    text + "\n"
}

/// Our engine's milliseconds per step in each stage (the solver's own stages beneath it), and the candidate pairs
/// and contacts per step, over each third of a run of `scene`.
pub fn stage_table(scene: &BenchScene, setup: Setup) -> String {
    let mut sandbox = Sandbox::timed(scene, setup);
    let thirds = thirds_of(scene.steps);
    let mut text = format!("{:>12}", "steps");
    let mut sums = [[0.0f64; ours::STAGES.len()]; 3];
    let mut solver_sums = [[0.0f64; ours::SolverStage::ALL.len()]; 3];
    // candidate pairs and contacts per step, beside the times
    let mut counts = [[0usize; 2]; 3];
    for (third, window) in thirds.windows(2).enumerate() {
        text += &format!(" {:>9}", format!("{}-{}", window[0], window[1]));
        for _ in window[0]..window[1] {
            sandbox.step();
            let stats = sandbox.app.world().resource::<ours::PhysicsStats>();
            sums[third].iter_mut().zip(stats.stage_ms).for_each(|(sum, ms)| *sum += ms);
            solver_sums[third].iter_mut().zip(stats.solver_ms).for_each(|(sum, ms)| *sum += ms);
            counts[third][0] += stats.candidate_pairs;
            counts[third][1] += stats.contacts;
        }
    }
    text += "\n";
    let per_step = |third: usize, ms: f64| per_step(&thirds, third, ms);
    for (index, stage) in ours::STAGES.iter().enumerate() {
        text += &format!("{:>12}", stage.label());
        for (third, sum) in sums.iter().enumerate() {
            text += &format!(" {:>9.4}", per_step(third, sum[index]));
        }
        text += "\n";
        if *stage == ours::PhysicsSystems::Solve {
            // the solver's own stages, within its time
            for (index, stage) in ours::SolverStage::ALL.iter().enumerate() {
                text += &format!("{:>12}", format!("· {}", stage.label()));
                for (third, sum) in solver_sums.iter().enumerate() {
                    text += &format!(" {:>9.4}", per_step(third, sum[index]));
                }
                text += "\n";
            }
        }
    }
    text += &format!("{:>12}", "total");
    for (third, sum) in sums.iter().enumerate() {
        text += &format!(" {:>9.4}", per_step(third, sum.iter().sum()));
    }
    for (index, label) in ["pairs", "contacts"].into_iter().enumerate() {
        text += &format!("\n{label:>12}");
        for (third, count) in counts.iter().enumerate() {
            text += &format!(" {:>9.1}", per_step(third, count[index] as f64));
        }
    }
    text + "\n"
}
