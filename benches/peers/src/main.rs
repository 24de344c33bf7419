//! Side-by-side benchmark: the same scenes in collision-sandbox, rapier3d and avian3d, in one process, each
//! engine on one thread (ours on two as well), with the same timestep (1/60 s) and sleeping off, four times: each engine at its own default
//! quality and every engine at one substep, with every rotation locked and with spheres turning (cuboids locked),
//! then at default quality with every body turning (boxes tumble).
//!
//! ```sh
//! cargo run --release --manifest-path benches/peers/Cargo.toml -- [--quick] [--series] [--out DIR]
//! ```
//! prints a Markdown table per quality (ms per step for each engine, ours on 2 threads too, the fastest of two turns taken in
//! alternation, ours/rapier, deepest penetration, how far a pyramid's farthest box drifted from where it
//! started, non-finite values, bodies through a wall or out of their
//! container, kinetic energy gained without gravity) and writes them as `DIR/bench.md` and `DIR/bench.json`
//! (default DIR: `benches/peers/results`). `--series` adds our time per step from 1k to 16k balls.
//! `--only TEXT` runs just our engine on the scenes whose name holds TEXT and prints its times, for
//! profiling (`--steps N` steps each, `--repeat N` times, `--substeps N` at that many substeps instead of our
//! default quality, `--threads N` our step on N threads (0: all), `--locked` with every rotation locked instead of spheres turning, `--tumbling` with every
//! body turning, `--soft` our tumbling boxes on soft contacts, `--peers` the peers too,
//! `--stages` our time per stage in each third of the run (the solver's own stages beneath it: prepare, warm
//! start, solve, relax, restitution, store), and the candidate pairs and contacts a step; with `--peers` rapier3d's
//! stages too, from its pipeline counters), `--spread` how each
//! engine's step times spread).

mod engines;
mod joint_scenes;
mod joint_table;
mod judge;
mod recording;
mod scenes;
mod stages;

use std::path::{Path, PathBuf};
use std::time::Instant;

use collision_sandbox::physics as ours;
use engines::{Avian, Engine, Quality, Rapier, Rotation, Sandbox, Setup};
use judge::Verdict;
use scenes::BenchScene;
use serde::Serialize;
use stages::{rapier_stage_table, stage_table};

/// Turns each engine takes at each scene; the fastest is reported.
const RUNS: usize = 2;

/// Steps between two looks at the positions (not timed).
const SAMPLE_EVERY: usize = 10;

/// The set-ups every scene is run in.
const SETUPS: [Setup; 6] = [
    Setup { quality: Quality::Default, rotation: Rotation::Locked, soft: false, threads: 1 },
    Setup { quality: Quality::Substeps(1), rotation: Rotation::Locked, soft: false, threads: 1 },
    Setup { quality: Quality::Default, rotation: Rotation::Spheres, soft: false, threads: 1 },
    Setup { quality: Quality::Substeps(1), rotation: Rotation::Spheres, soft: false, threads: 1 },
    Setup { quality: Quality::Default, rotation: Rotation::All, soft: false, threads: 1 },
    Setup { quality: Quality::Default, rotation: Rotation::All, soft: true, threads: 1 },
];

#[derive(Serialize, Clone, Debug)]
struct Row {
    setup: Setup,
    scene: String,
    bodies: usize,
    engine: &'static str,
    ms_per_step: f64,
    verdict: Verdict,
    /// Each step's time (ms), for `--spread`.
    #[serde(skip)]
    step_ms: Vec<f64>,
}

fn run(scene: &BenchScene, setup: Setup, engine: &'static str, mut world: impl Engine) -> Row {
    let mut verdict = Verdict::default();
    let mut step_ms = Vec::with_capacity(scene.steps);
    for step in 1..=scene.steps {
        let started = Instant::now();
        world.step();
        step_ms.push(started.elapsed().as_secs_f64() * 1000.0);
        if step % SAMPLE_EVERY == 0 || step == scene.steps {
            let state = (world.positions(), world.velocities(), world.rotations());
            verdict.sample(scene, (&state.0, &state.1, &state.2), step == scene.steps);
        }
    }
    Row {
        setup,
        scene: scene.name.clone(),
        bodies: scene.bodies.len(),
        engine,
        ms_per_step: step_ms.iter().sum::<f64>() / scene.steps as f64,
        verdict,
        step_ms,
    }
}

/// How one run's step times spread: the first step (which files what never moves) apart, then the fastest,
/// the 10th, 50th and 90th percentiles and the slowest of the others, in µs.
fn step_spread(step_ms: &[f64]) -> String {
    let Some((first, rest)) = step_ms.split_first().filter(|(_, rest)| !rest.is_empty()) else {
        return "  (too few steps to spread)".into();
    };
    let mut sorted = rest.to_vec();
    sorted.sort_by(f64::total_cmp);
    let at = |fraction: f64| sorted[((sorted.len() - 1) as f64 * fraction).round() as usize] * 1000.0;
    format!(
        "  first step {:.1} µs; the others: fastest {:.1}, 10 % {:.1}, median {:.1}, 90 % {:.1}, slowest {:.1} µs",
        first * 1000.0,
        at(0.0),
        at(0.1),
        at(0.5),
        at(0.9),
        at(1.0)
    )
}

/// What the command takes, printed for `--help` and after an option it does not know.
const USAGE: &str = "usage: peers [--quick] [--series] [--out DIR] [--recording]
       peers --only TEXT [--steps N] [--repeat N] [--substeps N] [--threads N] [--locked] [--tumbling] [--soft] [--peers] [--stages] [--spread]
  (no option: the full side-by-side run, about half an hour; see the top of benches/peers/src/main.rs)";

/// The options that take a value, and those that do not.
const WITH_VALUE: [&str; 6] = ["--out", "--only", "--steps", "--repeat", "--substeps", "--threads"];
const FLAGS: [&str; 9] =
    ["--quick", "--series", "--recording", "--peers", "--stages", "--spread", "--locked", "--tumbling", "--soft"];

/// What the command line asked for.
struct Options {
    args: Vec<String>,
    out: PathBuf,
    setup: Setup,
}

impl Options {
    fn new(args: Vec<String>) -> Self {
        let setup = Setup { quality: Quality::Default, rotation: Rotation::Spheres, soft: false, threads: 1 };
        let mut options = Options { args, out: PathBuf::new(), setup };
        let out = options.value("--out").map(PathBuf::from);
        options.out = out.unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("results"));
        // at this many substeps (every engine), instead of each one's default quality
        let substeps = options.value("--substeps").and_then(|n| n.parse().ok());
        options.setup.quality = substeps.map_or(Quality::Default, Quality::Substeps);
        if options.flag("--locked") {
            options.setup.rotation = Rotation::Locked;
        }
        if options.flag("--tumbling") {
            options.setup.rotation = Rotation::All;
        }
        options.setup.soft = options.flag("--soft");
        // our step on this many threads (0: all the machine's)
        options.setup.threads = options.value("--threads").and_then(|n| n.parse().ok()).unwrap_or(1);
        options
    }

    fn flag(&self, name: &str) -> bool {
        self.args.iter().any(|a| a == name)
    }

    fn value(&self, name: &str) -> Option<&String> {
        self.args.iter().position(|a| a == name).and_then(|i| self.args.get(i + 1))
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|a| a == "--help" || a == "-h") {
        println!("{USAGE}");
        return;
    }
    let values: Vec<usize> = (0..args.len()).filter(|&i| i > 0 && WITH_VALUE.contains(&args[i - 1].as_str())).collect();
    let unknown = args
        .iter()
        .enumerate()
        .find(|(i, a)| !values.contains(i) && !WITH_VALUE.contains(&a.as_str()) && !FLAGS.contains(&a.as_str()));
    if let Some((_, arg)) = unknown {
        eprintln!("peers: unknown option {arg}\n{USAGE}");
        std::process::exit(2);
    }
    let options = Options::new(args);
    if let Some(only) = options.value("--only") {
        run_only(&options, only);
    } else if options.flag("--recording") {
        run_recording(&options.out);
    } else {
        run_side_by_side(options.flag("--quick"), options.flag("--series"), &options.out);
    }
}

/// For profiling: only the scenes whose name holds `only`, and only our engine (the peers too with --peers),
/// for --steps steps (a profile long enough to read), --repeat times (the fastest printed).
fn run_only(options: &Options, only: &str) {
    let steps = options.value("--steps").and_then(|n| n.parse().ok());
    let repeat = options.value("--repeat").and_then(|n| n.parse().ok()).unwrap_or(1);
    let (setup, spread) = (options.setup, options.flag("--spread"));
    let every = scenes::all(false)
        .into_iter()
        .chain(joint_scenes::joint_scenes())
        .chain(scenes::series())
        .chain([scenes::floor_only(), scenes::one_floor_balls()]);
    for mut scene in every.filter(|scene| scene.name.contains(only)) {
        scene.steps = steps.unwrap_or(scene.steps);
        let row = (0..repeat)
            .map(|_| run(&scene, setup, "ours", Sandbox::new(&scene, setup, false, false)))
            .min_by(|a, b| a.ms_per_step.total_cmp(&b.ms_per_step))
            .expect("at least one run");
        print_row(&row, "", spread);
        if options.flag("--stages") {
            print!("{}", stage_table(&scene, setup));
        }
        let row = run(&scene, setup, "ours", Sandbox::new(&scene, setup, false, true));
        println!("{} sleeping: {:.3} ms per step", row.scene, row.ms_per_step);
        if options.flag("--peers") {
            print_row(&run(&scene, setup, "rapier3d", Rapier::new(&scene, setup)), " rapier3d", spread);
            if options.flag("--stages") {
                print!("{}", rapier_stage_table(&scene, setup));
            }
            // the avian3d of this bench is given no joints
            if scene.joints.is_empty() {
                print_row(&run(&scene, setup, "avian3d", Avian::new(&scene, setup)), " avian3d", spread);
            }
        }
    }
}

/// One engine's time on a scene, and the spread of its steps' times when asked.
fn print_row(row: &Row, engine: &str, spread: bool) {
    println!("{}{engine}: {:.4} ms per step, {:?}", row.scene, row.ms_per_step, row.verdict);
    if spread {
        println!("{}", step_spread(&row.step_ms));
    }
}

/// The recording's cost: a 10-minute recording of 1,000 bodies and a 2-minute one of 10,000.
fn run_recording(out: &Path) {
    let every: Vec<BenchScene> = scenes::all(false);
    let plan = [("balls 10³", 36_000), ("10080 boxes in 48 pyramids", 7_200)];
    let costs: Vec<recording::RecordingCost> = plan
        .iter()
        .filter_map(|(name, steps)| every.iter().find(|s| s.name == *name).map(|s| (s, *steps)))
        .map(|(scene, steps)| {
            eprintln!("recording {} for {steps} steps", scene.name);
            recording::measure(scene, steps)
        })
        .collect();
    let table = recording::markdown(&costs);
    println!("{table}");
    std::fs::create_dir_all(out).expect("the output folder can be made");
    std::fs::write(out.join("recording.md"), &table).expect("recording.md is written");
}

/// Every scene in every engine at each quality, the engines taking turns (the machine is shared) RUNS times
/// and each keeping its fastest; the tables printed and written to `out`.
fn run_side_by_side(quick: bool, series: bool, out: &Path) {
    let mut rows: Vec<Row> = Vec::new();
    for (scene, setup) in scenes::all(quick).iter().flat_map(|scene| SETUPS.map(|setup| (scene, setup))) {
        eprintln!("{} ({} bodies), {}", scene.name, scene.bodies.len(), setup.label());
        let mut best: Vec<Row> = Vec::new();
        for _ in 0..RUNS {
            let on_two = Setup { threads: 2, ..setup };
            let runs = [
                run(scene, setup, "ours", Sandbox::new(scene, setup, false, false)),
                run(scene, on_two, "ours on 2 threads", Sandbox::new(scene, on_two, false, false)),
                run(scene, setup, "ours sleeping", Sandbox::new(scene, setup, false, true)),
                run(scene, setup, "ours in app.update()", Sandbox::new(scene, setup, true, false)),
                run(scene, setup, "rapier3d", Rapier::new(scene, setup)),
                run(scene, setup, "avian3d", Avian::new(scene, setup)),
            ];
            if best.is_empty() {
                best.extend(runs);
            } else {
                for (kept, new) in best.iter_mut().zip(runs) {
                    kept.ms_per_step = kept.ms_per_step.min(new.ms_per_step);
                }
            }
        }
        rows.extend(best);
    }
    let joints = joint_table::joint_rows();
    let growth: Vec<Row> = if series { scenes::series().map(|scene| series_row(&scene)).collect() } else { Vec::new() };
    let table = markdown(&rows, &growth) + &joint_table::joint_markdown(&joints);
    println!("{table}");
    std::fs::create_dir_all(out).expect("the output folder can be made");
    std::fs::write(out.join("bench.md"), &table).expect("bench.md is written");
    let json = serde_json::json!({ "rows": rows, "joints": joints, "series": growth });
    std::fs::write(out.join("bench.json"), serde_json::to_string_pretty(&json).unwrap())
        .expect("bench.json is written");
}

/// Our time per step on one scene of the series.
fn series_row(scene: &BenchScene) -> Row {
    eprintln!("series: {} bodies", scene.bodies.len());
    let setup = Setup { quality: Quality::Default, rotation: Rotation::Spheres, soft: false, threads: 1 };
    run(scene, setup, "ours", Sandbox::new(scene, setup, false, false))
}

fn markdown(rows: &[Row], growth: &[Row]) -> String {
    let mut text = String::new();
    for setup in SETUPS {
        text += &format!("\n### {}\n\n", setup.label());
        text += "| scene | bodies | ours ms | ours on 2 threads ms | ours sleeping ms | ours in app ms | rapier ms | avian ms | ours/rapier | max penetration (ours / rapier / avian) m | drift (ours / rapier / avian) m | non-finite | through or out (ours / rapier / avian) | energy gained without gravity (ours / rapier / avian) |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|---|\n";
        for chunk in rows.chunks(6).filter(|chunk| chunk[0].setup == setup) {
            let [bare, two, sleeping, app, rapier, avian] = chunk else { continue };
            let gain = |row: &Row| format!("{:+.1e}", row.verdict.energy_gain);
            let drift = match bare.verdict.drift > 0.0 {
                true => format!("{:.4} / {:.4} / {:.4}", bare.verdict.drift, rapier.verdict.drift, avian.verdict.drift),
                false => "–".to_string(),
            };
            text += &format!(
                "| {} | {} | {:.3} | {:.3} | {:.3} | {:.3} | {:.3} | {:.3} | {:.2} | {:.4} / {:.4} / {:.4} | {} | {} | {} / {} / {} | {} |\n",
                bare.scene,
                bare.bodies,
                bare.ms_per_step,
                two.ms_per_step,
                sleeping.ms_per_step,
                app.ms_per_step,
                rapier.ms_per_step,
                avian.ms_per_step,
                bare.ms_per_step / rapier.ms_per_step,
                bare.verdict.max_penetration,
                rapier.verdict.max_penetration,
                avian.verdict.max_penetration,
                drift,
                bare.verdict.non_finite + rapier.verdict.non_finite + avian.verdict.non_finite,
                bare.verdict.tunnelled,
                rapier.verdict.tunnelled,
                avian.verdict.tunnelled,
                if bare.verdict.measures_energy() {
                    format!("{} / {} / {}", gain(bare), gain(rapier), gain(avian))
                } else {
                    "–".to_string()
                },
            );
        }
    }
    if !growth.is_empty() {
        text += "\n| bodies | ours ms per step | ms / (N log2 N) × 10⁶ |\n|---|---|---|\n";
        for row in growth {
            let n = row.bodies as f64;
            text += &format!(
                "| {} | {:.3} | {:.3} |\n",
                row.bodies,
                row.ms_per_step,
                row.ms_per_step / (n * n.log2()) * 1e6
            );
        }
    }
    text
}
