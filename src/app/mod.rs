//! The desktop app: a window on a scene, an orbit camera, click-to-push, the egui panels and the overlays.

mod editing;
mod instruments;
mod interaction;
mod overlays;
mod panels;
mod session;
mod state;
mod view;

pub use editing::drag_plane::{DragPlane, velocity_of_arrow};
pub use editing::edit_gesture::{EditGesture, EditSettings, SNAP_STEP};
pub use editing::pieces::{empty_room, free_name, free_place};
pub use editing::set_up_edits;
pub use editing::set_up_marks::edit_label;
pub use editing::set_up_tool::snapped_velocity;
pub use editing::shape_handles::{ShapeHandle, resized, shape_handles, turned_by_knob};
pub use editing::undo::{EditHistory, EditState, UndoMove};
pub use instruments::bench::{BenchReadings, instrument_bench};
pub use instruments::gates::{Gate, Passage};
pub use instruments::readings::{BetweenRow, GateRow, gate_readings};
pub use instruments::tools::{Handle, Instruments, Stopwatch};
pub use interaction::picking::{cursor_ray, pick_body};
pub use interaction::pointer_gestures::{Gesture, grab_velocity, held_at, point_on_view_plane};
pub use interaction::ray_probe::{ProbeHit, probe_list};
pub use overlays::arrow_scales::ArrowScales;
pub use overlays::switches::Overlays;
pub use panels::bodies::{BodyFields, selected_body_section};
pub use panels::collision_card::collision_card;
pub use panels::contacts_table::{ContactRow, contacts_table};
pub use panels::data_table::{EditableBody, MAX_ROWS, Totals, data_table_section};
pub use panels::energy_bars::{EnergyBars, energy_bars_section};
pub use panels::events::event_log_section;
pub use panels::gallery::{GalleryPictures, gallery_section};
pub use panels::graphs::{GraphData, GraphKind, graphs_section};
pub use panels::help::help_contents;
pub use panels::inspector::{InspectorView, inspector_contents};
pub use panels::instruments_window::{InstrumentsView, instruments_section};
pub use panels::joints_panel::edit_kind;
pub use panels::lesson_card::lesson_card;
pub use panels::lesson_lock::lesson_lock_section;
pub use panels::momentum_diagram::{drawing_axes, momentum_diagram, tip_to_tail};
pub use panels::overlay_switches::overlays_section;
pub use panels::readouts::readouts_section;
pub use panels::scenes::scenes_section;
pub use panels::set_up_bar::{SetUpBar, set_up_bar};
pub use panels::simulation::{detection_section, gravity_section, materials_section, simulation_section};
pub use panels::timeline::{Timeline, TimelineView, step_by, timeline_section};
pub use panels::turning_fields::{TurningFields, turning_rows};
pub use panels::typed_values::{BodyValues, Field, TypedValues, typed_values_row};
pub use session::active_scene::ActiveScene;
pub use session::capture::{BodyDump, CapturePlan};
pub use session::event_log::{CollisionCards, EventLog, LogEntry};
pub use session::lesson_library::{LESSON_DIR, LessonEntry, LessonLibrary, is_lesson, lesson_dir};
pub use session::lesson_player::{LessonPlayer, Phase, Playing};
pub use session::lesson_predictions::{Answer, PredictionRecord, judge, predictions_csv};
pub use session::recording_tools::{EXPORT_DIR, RECORDING_DIR, RecordingReport, RecordingSummary, recording_section};
pub use session::scene_file::{SceneFileBox, save_requested_scenes, save_scene_file, scene_file_section};
pub use session::scene_library::{
    DEFAULT_SCENE, SCENE_DIR, SceneEntry, SceneLibrary, StatusLine, apply_scene_requests, is_recording, open_recording,
    scene_dir, user_scene_dir,
};
pub use session::shared_link::{ShareBox, setup_link};
pub use session::twin::{Twin, TwinSetting, keep_twin_in_step, twin_section};
pub use state::controls::{AppControls, BottomTab, LessonMove, Request, SpawnShape, limits};
pub use state::lesson_lock::LessonLock;
pub use state::selection::Selection;
pub use state::tools::{EditRequest, InstrumentKind, MouseTool, Piece, SaveWhat, TableRows};
pub use view::camera::OrbitCamera;
pub use view::flat_view::{FlatView, flat_views};
pub use view::graphics::{GraphicsQuality, GraphicsSettings, graphics_section, preset_buttons};
pub use view::projector::{PROJECTOR_UI_SCALE, projector_toggle};

use std::path::PathBuf;
use std::process::ExitCode;

use bevy::prelude::*;
use bevy::render::RenderApp;
use bevy::time::TimeUpdateStrategy;
use bevy::window::WindowResolution;
use bevy_egui::EguiPlugin;

use crate::headless::run_schedules_on_one_thread;
use crate::language::{Language, Sentence, Texts};
use crate::physics::PhysicsPlugin;
use crate::recording::load_recording;
use crate::scene::load_scene;

/// The window's title, which scripts use to find it.
pub const WINDOW_TITLE: &str = "collision-sandbox";

/// How to open the app.
#[derive(Clone, Debug, Default)]
pub struct AppOptions {
    pub scene: PathBuf,
    /// Open on the gallery, the scene behind it.
    pub gallery: bool,
    /// A message shown above the gallery.
    pub notice: Option<Sentence>,
    /// A set-up a link carried, opened in place of `scene`.
    pub setup: Option<crate::link::SharedSetUp>,
    pub paused: bool,
    pub overlays: Option<Overlays>,
    /// Print begin/end events, pushes and a ready line to standard output.
    pub log_events: bool,
    pub capture: CapturePlan,
    pub look: Look,
}

/// The UI size and the projector preset to start with.
#[derive(Clone, Copy, Debug, Default)]
pub struct Look {
    pub ui_size: Option<f32>,
    pub projector: bool,
    /// The graphics quality asked for (otherwise chosen from the adapter).
    pub graphics: Option<GraphicsQuality>,
    /// The window's size in pixels (otherwise 1280 × 720).
    pub size: Option<(u32, u32)>,
    /// The language asked for (otherwise the user's own, if the sandbox speaks it).
    pub language: Option<Language>,
    /// Start with the high-contrast theme (the projector preset has it too).
    pub high_contrast: bool,
}

impl Look {
    /// The panel's controls as this look starts them: the preset's size, unless a size is given.
    fn controls(self) -> AppControls {
        let preset = if self.projector { PROJECTOR_UI_SCALE } else { 1.0 };
        let language = self.language.unwrap_or_else(Language::preferred);
        let high_contrast = self.projector || self.high_contrast;
        let ui_scale = self.ui_size.unwrap_or(preset);
        AppControls { projector: self.projector, ui_scale, language, high_contrast, ..default() }
    }
}

/// Opens the window on `options.scene` and runs until it is closed (or the capture plan ends it).
/// A scene, recording or lesson that fails to load is reported before any window opens.
pub fn run_app(options: AppOptions) -> ExitCode {
    let opened = match options.setup.clone() {
        Some(setup) => Ok(Opened::SetUp(setup)),
        None => open_file(&options.scene),
    };
    let opened = match opened {
        Ok(opened) => opened,
        Err(error) => {
            let t = Texts::of_language(options.look.language.unwrap_or_else(Language::preferred));
            report_failure(&format!("error: {}", error.said(&t)));
            return ExitCode::from(2);
        }
    };
    // built for X11 only: without a display winit can only panic, so say what to do instead (a web page draws
    // into its canvas)
    if cfg!(not(target_arch = "wasm32")) && std::env::var_os("DISPLAY").is_none_or(|display| display.is_empty()) {
        eprintln!(
            "error: no X display (DISPLAY is not set). Run the app on a desktop, under `xvfb-run -a`, \
             or without a window: `collision-sandbox run SCENE.ron`"
        );
        return ExitCode::FAILURE;
    }
    let mut app = window_app(&options);
    app.world_mut().resource_mut::<crate::physics::PhysicsClock>().paused = options.paused;
    app.world_mut().resource_mut::<AppControls>().gallery_open = options.gallery;
    app.world_mut().resource_mut::<AppControls>().gallery_notice = options.notice.clone();
    match opened {
        Opened::Scene(scene) => {
            session::scene_library::show_scene(app.world_mut(), ActiveScene { path: options.scene, scene })
        }
        Opened::Recording(file) => {
            if let Err(error) = session::scene_library::open_recording(app.world_mut(), &file) {
                eprintln!("error: {error}");
                return ExitCode::from(2);
            }
        }
        Opened::Lesson(lesson) => session::lesson_player::open_lesson(app.world_mut(), *lesson),
        Opened::SetUp(setup) => session::shared_link::open_setup(app.world_mut(), setup),
    }
    match app.run() {
        AppExit::Success => ExitCode::SUCCESS,
        AppExit::Error(code) => ExitCode::from(code.get()),
    }
}

/// The app in its window, with the engine, the sandbox and what `options` start it with.
fn window_app(options: &AppOptions) -> App {
    let mut app = App::new();
    app.add_plugins(DefaultPlugins.set(WindowPlugin {
        primary_window: Some(Window {
            title: WINDOW_TITLE.into(),
            resolution: {
                let (width, height) = options.look.size.unwrap_or((1280, 720));
                WindowResolution::new(width, height)
            },
            // in a web page: the page's canvas, as large as the page, keeping the keys from scrolling it
            canvas: Some("#sandbox".into()),
            fit_canvas_to_parent: true,
            prevent_default_event_handling: true,
            ..default()
        }),
        ..default()
    }))
    .add_plugins((EguiPlugin::default(), PhysicsPlugin::setting_fixed_rate().timing_stages(), SandboxPlugin));
    // scripted runs take exactly one fixed step per frame, so what they show does not depend on how fast
    // the machine draws
    if options.capture.screenshot.is_some() || options.capture.quit_after.is_some() {
        app.insert_resource(TimeUpdateStrategy::FixedTimesteps(1));
    }
    if options.capture.frame_report {
        app.init_resource::<view::frame_rate::FrameTimes>().init_resource::<view::frame_rate::StepTimes>();
    }
    app.insert_resource(options.overlays.unwrap_or_default())
        .insert_resource(options.capture.clone())
        .insert_resource(options.look.controls())
        .insert_resource(view::graphics::AskedQuality(options.look.graphics))
        .insert_resource(EventLog::echoing(options.log_events));
    app
}

/// Says why the app cannot start: on standard error, or in the page, in place of its loading line and in its
/// console (a page has no standard error).
fn report_failure(message: &str) {
    #[cfg(target_arch = "wasm32")]
    {
        web_sys::console::error_1(&message.into());
        let document = web_sys::window().and_then(|window| window.document());
        if let Some(loading) = document.and_then(|document| document.get_element_by_id("loading")) {
            loading.set_text_content(Some(message));
        }
    }
    #[cfg(not(target_arch = "wasm32"))]
    eprintln!("{message}");
}

/// What the command line asked the app to open.
enum Opened {
    Scene(crate::scene::Scene),
    Recording(crate::recording::RecordingFile),
    Lesson(Box<crate::lesson::Lesson>),
    SetUp(crate::link::SharedSetUp),
}

/// Reads the file the app opens: a recording as its scene, a lesson on its first step, a scene as itself.
fn open_file(path: &std::path::Path) -> Result<Opened, Sentence> {
    if session::scene_library::is_recording(path) {
        load_recording(path).map(Opened::Recording).map_err(|error| error.sentence())
    } else if session::lesson_library::is_lesson(path) {
        let lesson = crate::lesson::load_lesson(path, &scene_dir());
        lesson.map(|lesson| Opened::Lesson(Box::new(lesson))).map_err(|error| error.sentence())
    } else {
        load_scene(path).map(Opened::Scene).map_err(|error| error.sentence())
    }
}

/// Everything of the app but the window and the engine, which `run_app` adds.
pub struct SandboxPlugin;

impl Plugin for SandboxPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<AppControls>()
            .add_plugins((
                session::scene_library::plugin,
                session::scene_file::plugin,
                session::shared_link::plugin,
                session::event_log::plugin,
                session::active_scene::plugin,
                overlays::flashes::plugin,
                interaction::picking::plugin,
                interaction::pointer_gestures::plugin,
                interaction::attach_tool::plugin,
                view::projector::plugin,
                view::language_choice::plugin,
                view::camera::plugin,
                view::flat_view::flat_views,
                view::visuals::plugin,
                view::sky::plugin,
            ))
            .add_plugins((
                panels::layout::plugin,
                view::viewport::plugin,
                interaction::shortcuts::plugin,
                interaction::keyboard_scene::plugin,
                interaction::touch::plugin,
                session::capture::plugin,
                panels::timeline::plugin,
                session::recording_tools::plugin,
                session::twin::plugin,
                session::lesson_player::plugin,
                session::lesson_keys::plugin,
                session::narration::plugin,
                panels::inspector::plugin,
                editing::plugin,
                instruments::bench::plugin,
            ))
            // how fast and how well it is drawn
            .add_plugins((
                view::graphics::plugin,
                view::render_scale::plugin,
                view::frame_rate::plugin,
                view::ball_detail::plugin,
                view::simple_shading::plugin,
                view::ball_sprites::plugin,
            ))
            // what is drawn over the scene
            .add_plugins((
                overlays::contacts::plugin,
                overlays::body_labels::plugin,
                overlays::outlines::plugin,
                overlays::resolution::plugin,
                overlays::floor_grid::plugin,
                overlays::motion_vectors::plugin,
                overlays::slip::plugin,
                overlays::joints::plugin,
                overlays::path_traces::plugin,
                interaction::ray_probe::plugin,
            ));
    }

    /// Once every plugin has added its schedules: every schedule but `Main` runs its systems in turn on one
    /// thread, in the main world and in the render world. The frame's, the fixed step's, the panel's (egui's
    /// pass), extraction's and the render world's schedules hold some 500 short systems: handing each to a thread
    /// of its own costs more than running them in turn, while the rasteriser already uses the other cores (the
    /// figures are in the commit history). `Main` stays as Bevy sets it: single-threaded, it hangs the app.
    fn finish(&self, app: &mut App) {
        run_schedules_on_one_thread(app.world_mut());
        if let Some(render_app) = app.get_sub_app_mut(RenderApp) {
            run_schedules_on_one_thread(render_app.world_mut());
        }
    }
}
