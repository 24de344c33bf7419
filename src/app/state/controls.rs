//! What the user asked for through the panel or the keyboard, for the systems that carry it out.

use std::path::PathBuf;

use bevy::prelude::*;

use crate::language::{Language, Sentence};

use super::lesson_lock::LessonLock;
use super::tools::{EditRequest, MouseTool, SaveWhat, TableRows};

/// The app's own knobs (the engine's are in `PhysicsSettings`) and pending requests.
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct AppControls {
    /// Speed of simulated time against real time; the physics step itself never changes.
    pub time_scale: f32,
    /// Impulse of a click-push, in N·s.
    pub push_impulse: f32,
    /// What a left drag on a body does.
    pub mouse_tool: MouseTool,
    /// Material and size of spawned bodies.
    pub spawn_restitution: f32,
    pub spawn_friction: f32,
    pub spawn_size: f32,
    /// Density of spawned bodies (kg/m³): their mass follows their volume.
    pub spawn_density: f32,
    pub help_open: bool,
    /// UI zoom, larger for a projector.
    pub ui_scale: f32,
    /// The projector preset: larger text, thicker lines, high contrast.
    pub projector: bool,
    /// The language of every word the sandbox shows.
    pub language: Language,
    /// The high-contrast theme: white text on black panels, strong outlines.
    pub high_contrast: bool,
    /// The panels' text size, a factor of the standard size.
    pub text_size: f32,
    /// The teacher's lock on the lesson settings.
    pub lesson_lock: LessonLock,
    /// What the bottom panel shows.
    pub bottom_tab: BottomTab,
    /// Whose rows the data table shows.
    pub table_rows: TableRows,
    /// Only the scene and the timeline are shown (Tab).
    pub panels_hidden: bool,
    /// The full controls down the left, which the toolbar's Controls button opens.
    pub controls_open: bool,
    /// The contacts, events, graphs and data table along the bottom, opened on demand.
    pub tables_open: bool,
    /// The gallery (the home screen) covers the window.
    pub gallery_open: bool,
    /// The energy bars' window.
    pub energy_open: bool,
    /// The instruments' readings' window.
    pub instruments_open: bool,
    /// A message above the gallery (a web page's link that named no scene); empty for none.
    pub gallery_notice: Option<Sentence>,
    /// One of the user's scenes the gallery asks about removing.
    pub gallery_removing: Option<PathBuf>,
    /// How far back the path traces reach, in seconds of simulated time.
    pub trace_seconds: f32,
    pub requests: Vec<Request>,
}

impl Default for AppControls {
    fn default() -> Self {
        AppControls {
            time_scale: 1.0,
            push_impulse: 5.0,
            mouse_tool: MouseTool::Push,
            spawn_restitution: 0.5,
            spawn_friction: 0.5,
            spawn_size: 0.5,
            // a sphere of the default size weighs about 1 kg, like the catalogue's bodies
            spawn_density: 2.0,
            help_open: false,
            ui_scale: 1.0,
            projector: false,
            language: Language::English,
            high_contrast: false,
            text_size: 1.0,
            lesson_lock: LessonLock::default(),
            bottom_tab: BottomTab::default(),
            table_rows: TableRows::default(),
            panels_hidden: false,
            controls_open: false,
            tables_open: false,
            gallery_open: false,
            energy_open: false,
            instruments_open: false,
            gallery_notice: None,
            gallery_removing: None,
            trace_seconds: 2.0,
            requests: Vec::new(),
        }
    }
}

impl AppControls {
    /// Takes out the pending requests that `mine` picks, for the system that carries them out.
    pub fn take_requests(&mut self, mine: impl Fn(&Request) -> bool) -> Vec<Request> {
        let (taken, others) = std::mem::take(&mut self.requests).into_iter().partition(|request| mine(request));
        self.requests = others;
        taken
    }

    /// Takes out the pending set-up requests.
    pub fn take_edit_requests(&mut self) -> Vec<EditRequest> {
        let taken = self.take_requests(|request| matches!(request, Request::Edit(_)));
        taken
            .into_iter()
            .filter_map(|request| if let Request::Edit(edit) = request { Some(edit) } else { None })
            .collect()
    }
}

/// Something to do once, on the next frame.
#[derive(Clone, Debug, PartialEq)]
pub enum Request {
    /// Put the current scene back as it was loaded.
    ResetScene,
    /// Open a scene file, or a recording.
    LoadScene(PathBuf),
    /// Spawn a body where the pointer is.
    Spawn(SpawnShape),
    ResetView,
    /// Simulate the recording again from its first step and compare the states.
    CheckDeterminism,
    /// Write every recorded step as CSV tables.
    ExportCsv,
    /// Write the recording (scene, settings, inputs, hashes) to a file.
    SaveRecording,
    /// Write the scene to the file the panel's box names.
    SaveScene(SaveWhat),
    /// Put the set-up on screen into a link, with its QR code.
    ShareLink,
    /// Remove one of the user's own scene files (and its picture).
    RemoveScene(PathBuf),
    /// Open a lesson file on its first step.
    OpenLesson(PathBuf),
    /// Move through the lesson being played.
    Lesson(LessonMove),
    /// Save a picture of the window (a download in the page).
    SaveWindowPicture,
    /// Fill the screen with the window, or give the screen back.
    ToggleFullScreen,
    /// Switch the ray probe on or off.
    ToggleRayProbe,
    /// Take this joint out of the scene.
    RemoveJoint(Entity),
    /// A set-up edit: add, delete, duplicate, undo, redo, a new scene.
    Edit(EditRequest),
}

/// The lesson card's buttons and keys.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LessonMove {
    /// Run the step (after the prediction), or go on to the next step once revealed.
    Next,
    /// Back to the previous step as it began.
    Back,
    /// Rewind to the step where the run's trigger fired.
    Replay,
    /// Write the class's predictions beside the measured values as CSV.
    SavePredictions,
    /// Close the lesson (the scene stays).
    Close,
}

/// The bottom panel's tabs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum BottomTab {
    #[default]
    ContactsAndEvents,
    Graphs,
    DataTable,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SpawnShape {
    Sphere,
    Box,
}

impl SpawnShape {
    /// The collider of this shape at `size` (a sphere's radius, a box's half width).
    pub fn collider(self, size: f32) -> crate::geometry::Shape {
        match self {
            SpawnShape::Sphere => crate::geometry::Shape::Sphere { radius: size },
            SpawnShape::Box => crate::geometry::Shape::Cuboid { half_extents: Vec3::splat(size) },
        }
    }
}

/// Ranges the panel and the keyboard keep values in.
pub mod limits {
    use std::ops::RangeInclusive;

    pub const TIME_SCALE: RangeInclusive<f32> = 0.05..=2.0;
    pub const GRAVITY: RangeInclusive<f32> = 0.0..=30.0;
    pub const SUBSTEPS: RangeInclusive<u32> = crate::physics::SUBSTEP_RANGE;
    pub const ITERATIONS: RangeInclusive<u32> = crate::physics::ITERATION_RANGE;
    pub const CONTACT_HERTZ: RangeInclusive<f32> = crate::physics::CONTACT_HERTZ_RANGE;
    pub const CONTACT_DAMPING: RangeInclusive<f32> = crate::physics::CONTACT_DAMPING_RANGE;
    pub const PUSH_SPEED: RangeInclusive<f32> = crate::physics::PUSH_SPEED_RANGE;
    /// Threads the step spreads over (0: all the machine's).
    pub const THREADS: RangeInclusive<u32> = 0..=64;
    pub const PUSH_IMPULSE: RangeInclusive<f32> = 0.1..=100.0;
    pub const SPAWN_SIZE: RangeInclusive<f32> = 0.1..=2.0;
    pub const DENSITY: RangeInclusive<f32> = 0.1..=20_000.0;
    pub const TRACE_SECONDS: RangeInclusive<f32> = 0.25..=10.0;
    pub const MASS: RangeInclusive<f32> = 0.01..=1000.0;
    pub const SPEED: RangeInclusive<f32> = -500.0..=500.0;
    pub const POSITION: RangeInclusive<f32> = -10_000.0..=10_000.0;
    /// A body's spin about each axis (rad/s).
    pub const SPIN: RangeInclusive<f32> = -1000.0..=1000.0;
    /// A turn about each axis (degrees).
    pub const DEGREES: RangeInclusive<f32> = -180.0..=180.0;
    /// Rolling resistance and spinning friction.
    pub const RESISTANCE: RangeInclusive<f32> = 0.0..=1.0;
    pub const UI_SCALE: RangeInclusive<f32> = 0.75..=2.5;
    pub const TEXT_SIZE: RangeInclusive<f32> = 0.8..=2.0;
}
