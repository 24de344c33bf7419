//! What the panels read and edit, grouped by where it lives: the engine, the session, the app's own controls
//! and how the scene is drawn.

use bevy::diagnostic::DiagnosticsStore;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use crate::app::editing::edit_gesture::EditSettings;
use crate::app::editing::undo::EditHistory;
use crate::app::instruments::bench::BenchReadings;
use crate::app::instruments::tools::Instruments;
use crate::app::overlays::arrow_scales::ArrowScales;
use crate::app::overlays::switches::Overlays;
use crate::app::panels::data_table::EditableBody;
use crate::app::panels::gallery::GalleryPictures;
use crate::app::panels::graphs::GraphKind;
use crate::app::panels::inspector::InspectorView;
use crate::app::panels::joints_panel::JointRows;
use crate::app::panels::timeline::Timeline;
use crate::app::panels::typed_values::TypedValues;
use crate::app::session::active_scene::ActiveScene;
use crate::app::session::event_log::{CollisionCards, EventLog};
use crate::app::session::lesson_library::LessonLibrary;
use crate::app::session::lesson_player::LessonPlayer;
use crate::app::session::narration::Narration;
use crate::app::session::recording_tools::RecordingReport;
use crate::app::session::scene_file::SceneFileBox;
use crate::app::session::scene_library::{SceneLibrary, StatusLine};
use crate::app::session::shared_link::ShareBox;
use crate::app::session::twin::Twin;
use crate::app::state::controls::AppControls;
use crate::app::state::layout::PanelSizes;
use crate::app::state::selection::Selection;
use crate::app::view::flat_view::FlatView;
use crate::app::view::frame_rate::ClockPace;
use crate::app::view::graphics::GraphicsSettings;
use crate::app::view::visuals::BodyLook;
use crate::physics::{CandidatePairs, Contacts, PhysicsClock, PhysicsSettings, PhysicsStats};
use crate::recording::History;

/// Everything the panels show, one system parameter of the four groups below.
#[derive(SystemParam)]
pub struct PanelState<'w, 's> {
    pub engine: EngineState<'w>,
    pub session: SessionState<'w>,
    pub ui: UiState<'w>,
    pub drawing: DrawingState<'w>,
    pub names: Query<'w, 's, &'static Name>,
    pub bodies: Query<'w, 's, EditableBody>,
    /// How each body is drawn, for its colour in the graphs and tables.
    pub looks: Query<'w, 's, &'static BodyLook>,
    pub pictures: ResMut<'w, GalleryPictures>,
    pub joints: JointRows<'w, 's>,
    pub set_up: SetUpState<'w>,
}

/// The set-up tool's switches and its edits, and the instruments on the bench.
#[derive(SystemParam)]
pub struct SetUpState<'w> {
    pub settings: ResMut<'w, EditSettings>,
    pub edits: Res<'w, EditHistory>,
    pub bench: ResMut<'w, Instruments>,
    pub readings: Res<'w, BenchReadings>,
    pub typed: ResMut<'w, TypedValues>,
}

/// The engine's settings, clock and what its last step found.
#[derive(SystemParam)]
pub struct EngineState<'w> {
    pub settings: ResMut<'w, PhysicsSettings>,
    pub clock: ResMut<'w, PhysicsClock>,
    pub stats: Res<'w, PhysicsStats>,
    pub contacts: Res<'w, Contacts>,
    pub candidates: Res<'w, CandidatePairs>,
}

/// The scene on screen, its recording, its twin and its events.
#[derive(SystemParam)]
pub struct SessionState<'w> {
    pub active: Res<'w, ActiveScene>,
    pub library: Res<'w, SceneLibrary>,
    pub lesson: ResMut<'w, LessonPlayer>,
    pub lessons: Res<'w, LessonLibrary>,
    pub status: Res<'w, StatusLine>,
    pub file_box: ResMut<'w, SceneFileBox>,
    pub share: ResMut<'w, ShareBox>,
    pub log: ResMut<'w, EventLog>,
    pub cards: Res<'w, CollisionCards>,
    pub history: ResMut<'w, History>,
    pub recording: Res<'w, RecordingReport>,
    pub twin: ResMut<'w, Twin>,
    pub timeline: ResMut<'w, Timeline>,
    /// The scene's words said so far, the newest given to a screen reader.
    pub narration: Res<'w, Narration>,
}

/// The app's own controls and what the user has picked and opened.
#[derive(SystemParam)]
pub struct UiState<'w> {
    pub controls: ResMut<'w, AppControls>,
    pub selection: ResMut<'w, Selection>,
    pub sizes: ResMut<'w, PanelSizes>,
    pub graph: ResMut<'w, GraphKind>,
    pub inspector: ResMut<'w, InspectorView>,
}

/// How the scene is drawn over, and how fast.
#[derive(SystemParam)]
pub struct DrawingState<'w> {
    pub overlays: ResMut<'w, Overlays>,
    pub arrow_scales: Res<'w, ArrowScales>,
    pub graphics: Option<ResMut<'w, GraphicsSettings>>,
    pub diagnostics: Option<Res<'w, DiagnosticsStore>>,
    pub pace: Option<Res<'w, ClockPace>>,
    pub flat: ResMut<'w, FlatView>,
}
