//! The session: the scene on screen and the catalogue, scene files, the recording's tools, the twin world, the
//! event log, and scripted captures.

pub mod active_scene;
pub mod capture;
pub mod event_log;
pub mod lesson_keys;
pub mod lesson_library;
pub mod lesson_player;
pub mod lesson_predictions;
pub mod lesson_reading;
pub mod measure_words;
pub mod narration;
pub mod recording_tools;
pub mod scene_file;
pub mod scene_in_words;
pub mod scene_library;
pub mod shared_link;
pub mod twin;
pub mod view_report;
