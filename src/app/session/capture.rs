//! Scripted runs of the real window: a screenshot after N frames, a state dump on exit, and the lines a
//! test script reads (`--log-events`) to know where each body is on screen.

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use bevy::diagnostic::DiagnosticsStore;
use bevy::prelude::*;
use bevy::render::render_resource::{CachedPipeline, PipelineCache, PipelineDescriptor};
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured, save_to_disk};
use bevy::render::{Render, RenderApp, RenderSystems};
use bevy::window::PrimaryWindow;
use serde::Serialize;

use crate::app::overlays::body_labels::PlacedLabels;
use crate::app::session::active_scene::ActiveScene;
use crate::app::session::event_log::EventLog;
use crate::app::session::view_report::{FirstView, ViewMeasure};
use crate::app::state::controls::{AppControls, Request};
use crate::app::view::camera::OrbitCamera;
use crate::app::view::frame_rate::{ClockPace, FrameTimes, StepTimes, frame_report, speed_line, step_report};
use crate::app::view::graphics::DrawnQuality;
use crate::language::Texts;
use crate::link::setup_digest;
use crate::physics::{LinearVelocity, PhysicsClock, PhysicsSettings, PhysicsStats};
use crate::scene::SceneIndex;

/// Frames to let pass before the window counts as ready (the first few may not be drawn yet).
const READY_FRAME: u32 = 5;
/// Frames after which the pipelines still waiting are named in the log (a shader that never loads holds back a
/// screenshot, and the page's ready line until `READY_FRAME`).
const STUCK_PIPELINE_FRAMES: u32 = 120;
/// Frames a page draws at least before it counts as ready: the first lays the panels out, the second draws
/// them as laid out.
const PAGE_READY_FRAMES: u32 = 2;
/// Frames the simulation is held still before a screenshot.
const SETTLE_FRAMES: u32 = 3;
/// Frames a screenshot waits at most for shaders still compiling.
const SHADER_WAIT_FRAMES: u32 = 600;
/// A gallery picture's width in pixels.
pub const PICTURE_WIDTH: u32 = 480;

/// What a scripted run should do; all off for an ordinary session.
#[derive(Resource, Clone, Debug, Default)]
pub struct CapturePlan {
    /// Save a screenshot of the window after this many frames (and once every shader is compiled), then exit.
    pub screenshot: Option<(u32, PathBuf)>,
    /// The screenshot is a gallery picture: the 3D view alone, scaled to `PICTURE_WIDTH`.
    pub picture: bool,
    /// Exit after this many frames.
    pub quit_after: Option<u32>,
    /// Write every body's state as JSON here when the app exits.
    pub dump_state: Option<PathBuf>,
    /// Print the frames' lengths when the app exits (the `frames` benchmark).
    pub frame_report: bool,
}

/// One body in a dump or a ready line.
#[derive(Serialize, Clone, Debug, PartialEq)]
pub struct BodyDump {
    pub name: String,
    pub position: [f32; 3],
    pub velocity: [f32; 3],
    /// Where the body's centre is in the window, in logical pixels, if it is in view.
    pub screen: Option<[f32; 2]>,
}

/// Whether the renderer had no pipeline left to compile in its last frame, shared with the render world:
/// Bevy skips what it cannot draw yet, so a screenshot waits for it (a loaded machine compiles slowly).
#[derive(Resource, Clone, Default)]
struct PipelinesReady(Arc<AtomicBool>);

pub(crate) fn plugin(app: &mut App) {
    let ready = PipelinesReady::default();
    app.init_resource::<CapturePlan>()
        .insert_resource(ready.clone())
        .add_systems(Update, save_window_picture)
        .add_systems(Last, (follow_capture_plan, say_page_ready, measure_first_view, dump_state_on_exit).chain());
    if let Some(render_app) = app.get_sub_app_mut(RenderApp) {
        // after the frame is drawn: what was still waiting then was not drawn
        render_app.insert_resource(ready).add_systems(Render, note_pipelines_ready.in_set(RenderSystems::Cleanup));
    }
}

fn note_pipelines_ready(cache: Res<PipelineCache>, ready: Res<PipelinesReady>, mut frames: Local<u32>) {
    // compute pipelines draw nothing themselves (and a WebGL2 page never builds them: they wait for ever)
    let mut waiting = cache
        .waiting_pipelines()
        .filter_map(|id| cache.pipelines().nth(id))
        .filter(|pipeline| render_label(pipeline).is_some());
    ready.0.store(waiting.next().is_none(), Ordering::Relaxed);
    *frames += 1;
    if *frames == STUCK_PIPELINE_FRAMES && !ready.0.load(Ordering::Relaxed) {
        let stuck: Vec<String> = cache
            .waiting_pipelines()
            .filter_map(|id| cache.pipelines().nth(id))
            .filter_map(|pipeline| render_label(pipeline).map(|label| format!("{label} ({:?})", pipeline.state)))
            .collect();
        warn!("render pipelines still not drawn after {STUCK_PIPELINE_FRAMES} frames: {}", stuck.join("; "));
    }
}

/// A render pipeline's label (empty without one); none for a compute pipeline, which draws nothing itself.
fn render_label(pipeline: &CachedPipeline) -> Option<&str> {
    match &pipeline.descriptor {
        PipelineDescriptor::RenderPipelineDescriptor(descriptor) => Some(descriptor.label.as_deref().unwrap_or("")),
        PipelineDescriptor::ComputePipelineDescriptor(_) => None,
    }
}

/// F12 or the panel's button saves the window as `collision-sandbox-step-N.png` in the working directory (a
/// download in the page), for handouts.
fn save_window_picture(mut commands: Commands, mut controls: ResMut<AppControls>, clock: Res<PhysicsClock>) {
    for _ in controls.take_requests(|r| *r == Request::SaveWindowPicture) {
        let path = format!("collision-sandbox-step-{}.png", clock.step);
        commands.spawn(Screenshot::primary_window()).observe(save_to_disk(path));
    }
}

fn follow_capture_plan(
    mut commands: Commands,
    plan: Res<CapturePlan>,
    log: Res<EventLog>,
    mut frames: Local<u32>,
    mut shot_taken: Local<bool>,
    ready: Res<PipelinesReady>,
    mut exit: MessageWriter<AppExit>,
    mut clock: ResMut<PhysicsClock>,
    bodies: BodyStates,
) {
    *frames += 1;
    if *frames == READY_FRAME && log.echo {
        let states = bodies.dump();
        println!("ready {}", serde_json::to_string(&states).unwrap_or_default());
    }
    if let Some((at, path)) = &plan.screenshot {
        // hold the simulation still for the last few frames, so the picture is not taken on a frame whose
        // new text glyphs are still on their way to the GPU
        if *frames + SETTLE_FRAMES == *at {
            clock.paused = true;
        }
        // and wait, still, for any shader still compiling (but not for ever: one that cannot load stays waiting)
        let compiled = ready.0.load(Ordering::Relaxed) || *frames >= *at + SHADER_WAIT_FRAMES;
        if *frames >= *at && !*shot_taken && compiled {
            *shot_taken = true;
            let mut shot = commands.spawn(Screenshot::primary_window());
            let view = bodies.camera.single().ok().and_then(|(camera, _)| camera.physical_viewport_rect());
            match view.filter(|_| plan.picture) {
                Some(view) => shot.observe(save_picture(path.clone(), view)),
                None => shot.observe(save_to_disk(path.clone())),
            };
            shot.observe(|_: On<ScreenshotCaptured>, mut exit: MessageWriter<AppExit>| {
                exit.write(AppExit::Success);
            });
        }
    }
    if plan.quit_after.is_some_and(|at| *frames >= at) {
        exit.write(AppExit::Success);
    }
}

/// The view on the frame the scene was first framed, for the frame report.
#[derive(Resource, Clone, Debug, Default)]
struct FirstViewSeen(Option<FirstView>);

/// A web page has no standard output: once it has drawn a whole frame (every pipeline compiled), its console
/// says so (the browser test waits for the line) and the page's script hears it (`web/index.html`, which then
/// keeps the page's files for offline use, not competing with the start).
fn say_page_ready(
    (mut frames, mut said): (Local<u32>, Local<bool>),
    ready: Res<PipelinesReady>,
    clock: Res<PhysicsClock>,
    (active, settings): (Option<Res<ActiveScene>>, Res<PhysicsSettings>),
) {
    *frames += 1;
    // the flag tells of the frame before this one's drawing; a pipeline that never compiles holds it back only
    // as long as the window's ready line waits
    let drawn = ready.0.load(Ordering::Relaxed) || *frames >= READY_FRAME;
    if !cfg!(target_arch = "wasm32") || *said || *frames <= PAGE_READY_FRAMES || !drawn {
        return;
    }
    *said = true;
    let digest = active.map_or(0, |active| setup_digest(&active.scene, &settings));
    let ready = format!("ready: {} frames drawn, step {}, set-up {digest:016x}", *frames - 1, clock.step); // not shown
    report_line(&ready);
    #[cfg(target_arch = "wasm32")]
    crate::files::browser::say_ready();
}

fn measure_first_view(plan: Res<CapturePlan>, measure: ViewMeasure, mut seen: Local<bool>, mut commands: Commands) {
    if plan.frame_report && !*seen && measure.just_framed() {
        *seen = true;
        commands.insert_resource(FirstViewSeen(measure.first_view()));
    }
}

/// An observer that saves the part `view` (physical pixels) of a screenshot as a gallery picture at `path`.
pub fn save_picture(path: PathBuf, view: URect) -> impl FnMut(On<ScreenshotCaptured>) {
    move |captured: On<ScreenshotCaptured>| {
        let saved = captured.image.clone().try_into_dynamic().map_err(|error| error.to_string()).and_then(|image| {
            let cropped = image.crop_imm(view.min.x, view.min.y, view.width(), view.height());
            let height = (PICTURE_WIDTH * view.height() / view.width().max(1)).max(1);
            let picture = cropped.resize_exact(PICTURE_WIDTH, height, image::imageops::FilterType::Triangle).to_rgb8();
            picture.save(&path).map_err(|error| error.to_string())
        });
        if let Err(error) = saved {
            eprintln!("error: cannot save the picture {}: {error}", path.display());
        }
    }
}

fn dump_state_on_exit(
    plan: Res<CapturePlan>,
    mut exits: MessageReader<AppExit>,
    bodies: BodyStates,
    (measure, first_view): (ViewMeasure, Option<Res<FirstViewSeen>>),
    (times, steps, drawn): (Option<Res<FrameTimes>>, Option<Res<StepTimes>>, DrawnQuality),
    (diagnostics, stats, pace): (Option<Res<DiagnosticsStore>>, Res<PhysicsStats>, Res<ClockPace>),
    (log, labels, names): (Res<EventLog>, Res<PlacedLabels>, Query<&Name>),
    (orbit, mut done): (Query<&OrbitCamera>, Local<bool>),
) {
    if exits.read().next().is_none() || *done {
        return;
    }
    *done = true;
    if let Some(mut report) = times.and_then(|times| frame_report(&times.0)) {
        report["renderer"] = drawn.report();
        // the report is read by scripts: in English, whatever the window's language
        let english = Texts::english();
        report["readout"] = speed_line(diagnostics.as_deref(), stats.total_ms(), pace.0, &english).into();
        report["scene_coverage"] = measure.scene_coverage().into();
        report["physics_per_step"] = steps.and_then(|steps| step_report(&steps.0)).unwrap_or_default();
        report["first_view"] = serde_json::to_value(first_view.and_then(|seen| seen.0.clone())).unwrap_or_default();
        // where the view was left (a script that turned it checks it turned)
        if let Ok(orbit) = orbit.single() {
            report["camera"] =
                serde_json::json!({ "yaw": orbit.yaw, "pitch": orbit.pitch, "distance": orbit.distance });
        }
        report_line(&format!("frames {report}"));
    }
    if log.echo {
        let name = |entity: Entity| names.get(entity).map_or_else(|_| entity.to_string(), |name| name.to_string());
        let placed: Vec<serde_json::Value> = labels
            .0
            .iter()
            .map(|(entity, rect)| serde_json::json!({ "name": name(*entity), "rect": [rect.min.x, rect.min.y, rect.max.x, rect.max.y] }))
            .collect();
        println!("labels {}", serde_json::Value::from(placed));
    }
    if let Some(path) = &plan.dump_state {
        let json = serde_json::to_string_pretty(&bodies.dump()).unwrap_or_default();
        if let Err(error) = std::fs::write(path, json) {
            eprintln!("error: cannot write {}: {error}", path.display());
        }
    }
}

/// A line for whoever runs the app to read: on standard output, or in the page's console (a page has no
/// standard output).
fn report_line(line: &str) {
    if cfg!(target_arch = "wasm32") {
        info!("{line}");
    } else {
        println!("{line}");
    }
}

/// Every scene body's state and place on screen.
#[derive(bevy::ecs::system::SystemParam)]
struct BodyStates<'w, 's> {
    bodies: Query<'w, 's, (&'static Name, &'static SceneIndex, &'static Transform, &'static LinearVelocity)>,
    camera: Query<'w, 's, (&'static Camera, &'static GlobalTransform), With<OrbitCamera>>,
    window: Query<'w, 's, &'static Window, With<PrimaryWindow>>,
}

impl BodyStates<'_, '_> {
    fn dump(&self) -> Vec<BodyDump> {
        let camera = self.camera.single().ok();
        let mut bodies: Vec<_> = self.bodies.iter().collect();
        bodies.sort_by_key(|(_, index, ..)| **index);
        bodies
            .into_iter()
            .map(|(name, _, transform, velocity)| {
                let screen = camera.and_then(|(camera, camera_transform)| {
                    let at = camera.world_to_viewport(camera_transform, transform.translation).ok()?;
                    let window = self.window.single().ok()?;
                    (at.x >= 0.0 && at.y >= 0.0 && at.x < window.width() && at.y < window.height())
                        .then_some([at.x, at.y])
                });
                BodyDump {
                    name: name.as_str().to_owned(),
                    position: transform.translation.to_array(),
                    velocity: velocity.0.to_array(),
                    screen,
                }
            })
            .collect()
    }
}
