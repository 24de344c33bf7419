//! The scenes of joints side by side: ours and rapier3d (the avian3d of this bench has no joints), with how far
//! the strings stretched beyond their lengths.

use crate::engines::{Quality, Rapier, Rotation, Sandbox, Setup};
use crate::{RUNS, Row, joint_scenes, run};

/// The set-ups the scenes of joints are run in: each engine's default quality, and one substep for both; every
/// body turns (a bridge's planks must).
const JOINT_SETUPS: [Setup; 2] = [
    Setup { quality: Quality::Default, rotation: Rotation::All, soft: false, threads: 1 },
    Setup { quality: Quality::Substeps(1), rotation: Rotation::All, soft: false, threads: 1 },
];

/// The scenes of joints in ours and rapier3d (the avian3d of this bench has no joints), each keeping its
/// fastest of RUNS turns: ours then rapier3d's row for each scene and set-up.
pub fn joint_rows() -> Vec<Row> {
    let mut rows = Vec::new();
    for (scene, setup) in joint_scenes::joint_scenes().iter().flat_map(|scene| JOINT_SETUPS.map(|setup| (scene, setup)))
    {
        eprintln!("{} ({} bodies, {} joints), {}", scene.name, scene.bodies.len(), scene.joints.len(), setup.label());
        let turns: Vec<[Row; 2]> = (0..RUNS)
            .map(|_| {
                let ours = run(scene, setup, "ours", Sandbox::new(scene, setup, false, false));
                [ours, run(scene, setup, "rapier3d", Rapier::new(scene, setup))]
            })
            .collect();
        for engine in 0..2 {
            let fastest = turns.iter().map(|turn| &turn[engine]).min_by(|a, b| a.ms_per_step.total_cmp(&b.ms_per_step));
            rows.push(fastest.expect("at least one run").clone());
        }
    }
    rows
}

/// The scenes of joints' table: time, how far the strings stretched beyond their lengths and how far apart a
/// hinge's anchors came.
pub fn joint_markdown(rows: &[Row]) -> String {
    let mut text = String::new();
    for setup in JOINT_SETUPS {
        text += &format!("\n### Joints, {}\n\n", setup.quality.label());
        text += "| scene | bodies | joints | ours ms | rapier ms | ours/rapier | strings beyond their length (ours / rapier) m | hinge anchors apart (ours / rapier) m | non-finite |\n|---|---|---|---|---|---|---|---|---|\n";
        for pair in rows.chunks(2).filter(|pair| pair[0].setup == setup) {
            let [ours, rapier] = pair else { continue };
            let joints = joint_scenes::joint_scenes()
                .iter()
                .find(|scene| scene.name == ours.scene)
                .map_or(0, |s| s.joints.len());
            text += &format!(
                "| {} | {} | {} | {:.3} | {:.3} | {:.2} | {:.5} / {:.5} | {:.5} / {:.5} | {} |\n",
                ours.scene,
                ours.bodies,
                joints,
                ours.ms_per_step,
                rapier.ms_per_step,
                ours.ms_per_step / rapier.ms_per_step,
                ours.verdict.stretch,
                rapier.verdict.stretch,
                ours.verdict.hinge_gap,
                rapier.verdict.hinge_gap,
                ours.verdict.non_finite + rapier.verdict.non_finite,
            );
        }
    }
    text
}
