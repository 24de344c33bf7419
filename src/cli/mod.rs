//! The command line: open the app on a scene, run a scene headless, or take a screenshot.

use std::fmt::Write as _;
use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use bevy::prelude::{Entity, Name, World, default};
use clap::{Args, Parser, Subcommand, ValueEnum};

mod lesson;
mod page_link;
mod window_args;

pub use lesson::{LessonArgs, LessonCommand, check_text, lesson, translations_text};
#[cfg(target_arch = "wasm32")]
pub use page_link::page_args;
pub use page_link::{link_args, with_linked_scene, with_setup};
pub use window_args::{LookArgs, WindowArgs};

use crate::app::{AppOptions, CapturePlan, DEFAULT_SCENE, Overlays, run_app, scene_dir};
use crate::inspector::{PairVerdict, inspect_pair, write_report};
use crate::language::Texts;
use crate::physics::{PhysicsClock, PhysicsSettings};
use crate::recording::{CsvTables, Replay, load_recording, record_scene, replay_recording, save_recording};
use crate::scene::{EventKind, Report, RunOptions, load_scene, run_scene};

#[derive(Parser, Debug)]
#[command(
    name = "collision-sandbox",
    version,
    about = "A 3D physics sandbox that teaches collision detection and response"
)]
#[command(args_conflicts_with_subcommands = true)]
pub struct Cli {
    #[command(flatten)]
    pub window: WindowArgs,
    #[command(subcommand)]
    pub command: Option<Command>,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Run a scene without a window and print (or write) a report.
    Run(RunArgs),
    /// Open the window on a scene, run some frames, save a screenshot and exit.
    Screenshot(ScreenshotArgs),
    /// Run a recording (`run --record`) again and check every step's state against it.
    Replay(ReplayArgs),
    /// Play a scene to a step and explain, stage by stage, why two bodies did or did not collide in it.
    Inspect(InspectArgs),
    /// Work with lesson files: `lesson check FILE` plays one headless.
    Lesson(LessonArgs),
}

#[derive(Args, Debug)]
pub struct InspectArgs {
    /// The scene file (RON).
    pub scene: PathBuf,
    /// The step to explain (1 is the first).
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..=10_000_000))]
    pub step: u64,
    /// The two bodies, by name.
    #[arg(long, num_args = 2, value_names = ["A", "B"], required = true)]
    pub pair: Vec<String>,
    /// Print every number as JSON instead of words.
    #[arg(long)]
    pub json: bool,
    #[command(flatten)]
    pub physics: PhysicsArgs,
}

#[derive(Args, Debug)]
pub struct ReplayArgs {
    /// The recording (RON).
    pub recording: PathBuf,
}

#[derive(Args, Debug)]
pub struct ScreenshotArgs {
    /// The scene file (RON).
    pub scene: PathBuf,
    /// Frames to run before the screenshot.
    #[arg(long, default_value_t = 60, value_parser = clap::value_parser!(u32).range(1..=100_000))]
    pub frames: u32,
    /// Keep the clock still: the scene as it starts.
    #[arg(long)]
    pub paused: bool,
    /// Where to save the PNG.
    #[arg(long)]
    pub out: PathBuf,
    /// Save the 3D view alone, 480 pixels wide: the scene's picture in the gallery (`SCENE.png` beside it).
    #[arg(long)]
    pub picture: bool,
    /// Show the gallery (the home screen) over the scene.
    #[arg(long)]
    pub gallery: bool,
    /// Overlays to show, comma separated: contacts, normals, penetration, aabbs, velocity, swept, impulses,
    /// corrections, tunnelling, grid, momentum, com, log, traces, labels.
    #[arg(long, value_parser = Overlays::parse)]
    pub overlays: Option<Overlays>,
    #[command(flatten)]
    pub look: LookArgs,
}

/// Opens the app as the command line asks.
pub fn open_window(args: WindowArgs) -> ExitCode {
    let args = with_linked_scene(args);
    let scene = args.scene.clone().unwrap_or_else(|| scene_dir().join(DEFAULT_SCENE));
    run_app(AppOptions {
        scene,
        // without a scene the app opens on the gallery, the default scene waiting behind it
        gallery: args.scene.is_none() && args.setup.is_none(),
        notice: args.notice.clone(),
        setup: args.setup,
        paused: args.paused,
        overlays: args.overlays,
        log_events: args.log_events,
        capture: CapturePlan {
            screenshot: None,
            picture: false,
            quit_after: args.quit_after,
            dump_state: args.dump_state.clone(),
            frame_report: args.frame_report,
        },
        look: args.look.into(),
    })
}

/// `collision-sandbox screenshot`: the real window, N frames, one PNG.
pub fn take_screenshot(args: &ScreenshotArgs) -> ExitCode {
    let code = run_app(AppOptions {
        scene: args.scene.clone(),
        paused: args.paused,
        overlays: args.overlays,
        capture: CapturePlan { screenshot: Some((args.frames, args.out.clone())), picture: args.picture, ..default() },
        gallery: args.gallery,
        look: args.look.into(),
        ..default()
    });
    if code == ExitCode::SUCCESS && !args.out.exists() {
        eprintln!("error: the screenshot was not saved to {}", args.out.display());
        return ExitCode::FAILURE;
    }
    code
}

/// On or off, for switches on the command line.
#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Switch {
    On,
    Off,
}

impl Switch {
    pub fn is_on(self) -> bool {
        self == Switch::On
    }
}

#[derive(Args, Debug)]
pub struct RunArgs {
    /// The scene file (RON).
    pub scene: PathBuf,
    /// Fixed steps to run.
    #[arg(long, default_value_t = 600)]
    pub steps: u64,
    #[command(flatten)]
    pub physics: PhysicsArgs,
    /// Write the report as JSON to this file.
    #[arg(long)]
    pub json: Option<PathBuf>,
    /// Record every step of the body of this name (repeatable).
    #[arg(long = "trace", value_name = "NAME")]
    pub trace: Vec<String>,
    /// Also write bodies.csv, events.csv, contacts.csv and joints.csv (a row per body, event, contact and joint
    /// per step) into this folder.
    #[arg(long, value_name = "DIR")]
    pub csv: Option<PathBuf>,
    /// Also write a recording (the scene, the settings and every step's state hash) for `replay`.
    #[arg(long, value_name = "FILE")]
    pub record: Option<PathBuf>,
}

/// How the engine runs a scene from the command line.
#[derive(Args, Debug)]
pub struct PhysicsArgs {
    /// Seconds per fixed step.
    #[arg(long, default_value_t = 1.0 / 60.0, value_parser = parse_dt)]
    pub dt: f32,
    /// Solver substeps per fixed step (pairs and contacts are found once per step).
    #[arg(long, default_value_t = PhysicsSettings::default().substeps, value_parser = clap::value_parser!(u32).range(1..=64))]
    pub substeps: u32,
    /// Continuous collision detection.
    #[arg(long, value_enum, default_value_t = Switch::On)]
    pub ccd: Switch,
    /// Gravity (off zeroes it whatever the scene says).
    #[arg(long, value_enum, default_value_t = Switch::On)]
    pub gravity: Switch,
    /// Threads the step spreads over, 0 for all the machine's: the result is the same bit for bit on any number.
    #[arg(long, default_value_t = 0, value_parser = clap::value_parser!(u32).range(0..=256))]
    pub threads: u32,
}

impl PhysicsArgs {
    /// The runner's options for `steps` steps, tracing the bodies named in `trace`.
    fn options(&self, steps: u64, trace: Vec<String>) -> RunOptions {
        RunOptions {
            steps,
            dt: self.dt,
            substeps: self.substeps,
            ccd: self.ccd.is_on(),
            gravity: self.gravity.is_on(),
            threads: self.threads,
            trace,
        }
    }
}

fn parse_dt(text: &str) -> Result<f32, String> {
    let dt: f32 = text.parse().map_err(|_| format!("`{text}` is not a number of seconds"))?;
    if dt.is_finite() && (1e-5..=0.1).contains(&dt) {
        Ok(dt)
    } else {
        Err(format!("{dt} s is outside 0.00001 to 0.1 s"))
    }
}

/// `collision-sandbox run`: loads, runs, prints the summary and writes the JSON.
pub fn run_headless(args: &RunArgs) -> ExitCode {
    let scene = match load_scene(&args.scene) {
        Ok(scene) => scene,
        Err(error) => {
            eprintln!("error: {error}");
            return ExitCode::from(2);
        }
    };
    let options = args.physics.options(args.steps, args.trace.clone());
    let mut tables = match args.csv.as_deref().map(CsvTables::create).transpose() {
        Ok(tables) => tables,
        Err(error) => {
            eprintln!("error: {error}");
            return ExitCode::FAILURE;
        }
    };
    let mut csv_error = None;
    let show_progress = std::io::stderr().is_terminal() && args.steps >= 1000;
    let report = run_scene(&scene, &options, |world| {
        let step = world.resource::<PhysicsClock>().step;
        if show_progress && (step % 50 == 0 || step == args.steps) {
            draw_progress(step, args.steps);
        }
        if let Some(tables) = tables.as_mut()
            && let Err(error) = tables.write_step(world)
        {
            csv_error.get_or_insert(error);
        }
    });
    if let Some(error) = csv_error.or_else(|| tables.and_then(|tables| tables.finish().err())) {
        eprintln!("error: {error}");
        return ExitCode::FAILURE;
    }
    let report = match report {
        Ok(report) => report,
        Err(error) => {
            eprintln!("error: {error}");
            return ExitCode::from(2);
        }
    };
    print_summary(&report);
    if let Some(path) = &args.record
        && let Err(error) = write_recording(&args.scene, &options, path)
    {
        eprintln!("error: {error}");
        return ExitCode::FAILURE;
    }
    if let Some(path) = &args.json {
        let written = serde_json::to_string_pretty(&report)
            .map_err(|error| error.to_string())
            .and_then(|json| std::fs::write(path, json + "\n").map_err(|error| error.to_string()));
        if let Err(error) = written {
            eprintln!("error: cannot write {}: {error}", path.display());
            return ExitCode::FAILURE;
        }
    }
    ExitCode::SUCCESS
}

fn write_recording(scene: &Path, options: &RunOptions, out: &Path) -> Result<(), String> {
    let text = std::fs::read_to_string(scene).map_err(|error| format!("{}: {error}", scene.display()))?;
    let recording = record_scene(&text, scene, options).map_err(|error| error.to_string())?;
    save_recording(&recording, out)?;
    println!("recorded   {} steps to {}", recording.steps, out.display());
    Ok(())
}

/// `collision-sandbox inspect`: plays the scene to the step and prints the pair's verdict.
pub fn inspect(args: &InspectArgs) -> ExitCode {
    let verdict = match verdict_at_step(args) {
        Ok(verdict) => verdict,
        Err(error) => {
            eprintln!("error: {error}");
            return ExitCode::from(2);
        }
    };
    if !args.json {
        print!("{}", write_report(&verdict, &Texts::english()));
        return ExitCode::SUCCESS;
    }
    match serde_json::to_string_pretty(&verdict) {
        Ok(json) => {
            println!("{json}");
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("error: {error}");
            ExitCode::FAILURE
        }
    }
}

/// Plays the scene to the asked step and explains the pair in it.
fn verdict_at_step(args: &InspectArgs) -> Result<PairVerdict, String> {
    let scene = load_scene(&args.scene).map_err(|error| error.to_string())?;
    let [name_a, name_b] = [&args.pair[0], &args.pair[1]];
    if let Some(name) = [name_a, name_b].into_iter().find(|name| !scene.bodies.iter().any(|body| &body.name == *name)) {
        let names: Vec<&str> = scene.bodies.iter().map(|body| body.name.as_str()).collect();
        return Err(format!("no body named \"{name}\" in {}; its bodies: {}", args.scene.display(), names.join(", ")));
    }
    let mut verdict = None;
    run_scene(&scene, &args.physics.options(args.step, Vec::new()), |world| {
        if world.resource::<PhysicsClock>().step == args.step {
            let (a, b) = (named(world, name_a), named(world, name_b));
            verdict = a.zip(b).map(|(a, b)| inspect_pair(world, a, b));
        }
    })?;
    let verdict = verdict.ok_or_else(|| format!("the pair was not found at step {}", args.step))?;
    verdict.map_err(|error| error.to_string())
}

/// The first body named `name`.
fn named(world: &mut World, name: &str) -> Option<Entity> {
    world.query::<(Entity, &Name)>().iter(world).find(|(_, n)| n.as_str() == name).map(|(entity, _)| entity)
}

/// `collision-sandbox replay`: runs the recording again; exit code 1 at the first step that differs.
pub fn replay(args: &ReplayArgs) -> ExitCode {
    let replayed = load_recording(&args.recording).and_then(|file| replay_recording(&file).map(|r| (file, r)));
    match replayed {
        Err(error) => {
            eprintln!("error: {error}");
            ExitCode::from(2)
        }
        Ok((_, Replay { steps, diverged_at: None })) => {
            println!("identical: all {steps} steps match the recording");
            ExitCode::SUCCESS
        }
        Ok((file, Replay { diverged_at: Some(step), .. })) => {
            println!("differs from step {step} on (of {}): the state is not the recorded one", file.steps);
            ExitCode::FAILURE
        }
    }
}

fn draw_progress(step: u64, total: u64) {
    let width = 40;
    let filled = (step * width / total.max(1)) as usize;
    let mut stderr = std::io::stderr();
    let _ = write!(stderr, "\r[{}{}] {step}/{total}", "#".repeat(filled), " ".repeat(width as usize - filled));
    if step == total {
        let _ = writeln!(stderr);
    }
}

/// Prints the human summary; a closed pipe (`| head`) is not an error worth a panic.
fn print_summary(report: &Report) {
    let mut text = String::new();
    let started = report.events.iter().filter(|e| e.kind == EventKind::Started).count();
    let ended = report.events.len() - started;
    let [px, py, pz] = report.momentum.start;
    let [qx, qy, qz] = report.momentum.end;
    let _ = writeln!(text, "scene      {} ({} bodies)", report.scene, report.bodies.len());
    let _ = writeln!(
        text,
        "steps      {} × {:.3} ms, {} substep(s), continuous detection {}",
        report.steps,
        report.dt * 1000.0,
        report.substeps,
        if report.ccd { "on" } else { "off" }
    );
    let _ = writeln!(
        text,
        "events     {started} started, {ended} ended, {} impacts; deepest penetration {:.4} m",
        report.impacts, report.max_penetration
    );
    let _ = writeln!(text, "energy     {:.4} J → {:.4} J", report.kinetic_energy.start, report.kinetic_energy.end);
    let _ = writeln!(text, "momentum   ({px:.4}, {py:.4}, {pz:.4}) → ({qx:.4}, {qy:.4}, {qz:.4}) kg·m/s");
    let _ = writeln!(text, "time       {:.4} ms per step", report.ms_per_step);
    let _ = std::io::stdout().write_all(text.as_bytes());
}
