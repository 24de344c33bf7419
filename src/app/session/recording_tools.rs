//! The panel's Recording section: what the recording holds, its memory budget, the determinism check and
//! the CSV export of every recorded step.

use std::path::PathBuf;

use bevy::prelude::*;
use bevy_egui::egui;

use crate::app::session::active_scene::ActiveScene;
use crate::app::state::controls::{AppControls, Request};
use crate::files::read_text;
use crate::language::Texts;
use crate::recording::{CsvTables, History, recording_of, save_recording};
use crate::scene::{parse_scene, scene_text};

/// Where CSV exports go, under the working directory.
pub const EXPORT_DIR: &str = "collision-sandbox-csv";
/// Where saved recordings go, under the working directory.
pub const RECORDING_DIR: &str = "collision-sandbox-recordings";

/// The outcome of the last determinism check and the last export, for the panel.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct RecordingReport {
    /// Steps checked and the first that differs, if any.
    pub check: Option<(u64, Option<u64>)>,
    pub export: Option<Result<PathBuf, String>>,
    pub saved: Option<Result<PathBuf, String>>,
}

/// What the section shows of the recording.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RecordingSummary {
    pub first: u64,
    pub last: u64,
    pub keyframes: usize,
    pub bytes: usize,
}

impl RecordingSummary {
    pub fn of(history: &History) -> Self {
        let (first, last) = history.range().unwrap_or((0, 0));
        RecordingSummary { first, last, keyframes: history.keyframe_count(), bytes: history.keyframe_bytes() }
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<RecordingReport>().add_systems(PreUpdate, carry_out_recording_requests);
}

/// Budget limits for the slider, in megabytes.
const BUDGET_MB: std::ops::RangeInclusive<usize> = 16..=8192;

/// The section: steps, keyframes and memory, the budget, and the two buttons with their last outcome.
pub fn recording_section(
    ui: &mut egui::Ui,
    summary: RecordingSummary,
    budget: &mut usize,
    controls: &mut AppControls,
    report: &RecordingReport,
) {
    let t = Texts::of(ui.ctx());
    let megabytes = t.number(summary.bytes as f64 / (1 << 20) as f64, 1);
    let args = [
        ("first", summary.first.into()),
        ("last", summary.last.into()),
        ("keyframes", summary.keyframes.into()),
        ("megabytes", megabytes.into()),
    ];
    ui.label(t.with("recording-summary", &args));
    let mut mb = (*budget >> 20).clamp(*BUDGET_MB.start(), *BUDGET_MB.end());
    let slider = egui::Slider::new(&mut mb, BUDGET_MB).logarithmic(true).text(t.get("recording-budget"));
    if ui.add(slider).on_hover_text(t.hint("recording-budget")).changed() {
        *budget = mb << 20;
    }
    ui.horizontal(|ui| {
        if ui.button(t.get("recording-check")).on_hover_text(t.hint("recording-check")).clicked() {
            controls.requests.push(Request::CheckDeterminism);
        }
        if ui.button(t.get("recording-export")).on_hover_text(t.hint("recording-export")).clicked() {
            controls.requests.push(Request::ExportCsv);
        }
        if ui.button(t.get("recording-save")).on_hover_text(t.hint("recording-save")).clicked() {
            controls.requests.push(Request::SaveRecording);
        }
    });
    match report.check {
        Some((steps, None)) => {
            ui.colored_label(egui::Color32::LIGHT_GREEN, t.with("recording-identical", &[("count", steps.into())]));
        }
        Some((_, Some(step))) => {
            ui.colored_label(egui::Color32::LIGHT_RED, t.with("timeline-differs", &[("step", step.into())]));
        }
        None => {}
    }
    for (what, outcome) in [("recording-csv-written", &report.export), ("recording-saved", &report.saved)] {
        match outcome {
            Some(Ok(path)) => {
                ui.label(t.with(what, &[("path", path.display().to_string().into())]));
            }
            Some(Err(error)) => {
                ui.colored_label(egui::Color32::LIGHT_RED, error);
            }
            None => {}
        }
    }
}

/// Runs the determinism check and the CSV export when asked; both leave the world at the step it was at.
fn carry_out_recording_requests(world: &mut World) {
    let ours = world
        .resource_mut::<AppControls>()
        .take_requests(|r| matches!(r, Request::CheckDeterminism | Request::ExportCsv | Request::SaveRecording));
    for request in ours {
        match request {
            Request::SaveRecording => {
                let saved = save_recording_file(world);
                world.resource_mut::<RecordingReport>().saved = Some(saved);
            }
            Request::CheckDeterminism => {
                let found = world.resource_scope(|world, mut history: Mut<History>| {
                    let steps = history.range().map_or(0, |(first, last)| last - first);
                    (steps, history.verify(world))
                });
                world.resource_mut::<RecordingReport>().check = Some(found);
            }
            _ => {
                let stem = world.resource::<ActiveScene>().path.file_stem().map(|s| s.to_string_lossy().into_owned());
                let export = world.resource_scope(|world, mut history: Mut<History>| {
                    let (first, last) = history.range().unwrap_or((0, 0));
                    let name = format!("{}-steps-{first}-{last}", stem.unwrap_or_else(|| "scene".into()));
                    let dir = std::env::current_dir().unwrap_or_default().join(EXPORT_DIR).join(name);
                    export_csv(world, &mut history, dir)
                });
                world.resource_mut::<RecordingReport>().export = Some(export);
            }
        }
    }
}

/// Writes the recording into [`RECORDING_DIR`], named after the scene and the steps.
fn save_recording_file(world: &World) -> Result<PathBuf, String> {
    let active = world.resource::<ActiveScene>();
    let history = world.resource::<History>();
    // the file's own text while the scene is as the file has it; a set-up edited by hand is written out
    let text = match read_text(&active.path) {
        Ok(text) if parse_scene(&text, &active.path).is_ok_and(|scene| scene == active.scene) => text,
        _ => scene_text(&active.scene),
    };
    let file = recording_of(history, world, &text, &active.path);
    let stem = active.path.file_stem().map_or_else(|| "scene".into(), |s| s.to_string_lossy().into_owned());
    let dir = std::env::current_dir().unwrap_or_default().join(RECORDING_DIR);
    let path = dir.join(format!("{stem}-steps-0-{}.ron", file.steps));
    save_recording(&file, &path)?;
    Ok(path)
}

/// Plays the recording from its first step to its last, writing each step's rows, and comes back.
fn export_csv(world: &mut World, history: &mut History, dir: PathBuf) -> Result<PathBuf, String> {
    let nothing = || Texts::of_world(world).get("recording-nothing");
    let (first, last) = history.range().ok_or_else(nothing)?;
    let back_to = history.current_step().unwrap_or(last);
    let mut tables = CsvTables::create(&dir)?;
    history.seek(world, first);
    tables.skip_sent_events(world);
    let mut written = Ok(());
    while written.is_ok() && history.current_step().is_some_and(|step| step < last) {
        history.advance(world);
        written = tables.write_step(world);
    }
    history.seek(world, back_to);
    written.and_then(|()| tables.finish())
}
