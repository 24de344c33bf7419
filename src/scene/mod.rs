//! Scenes as data: the RON file format, its validation, spawning into a world, and the headless runner.

mod error;
mod file_lines;
mod file_values;
mod format;
mod joint_format;
mod joints;
mod load;
mod machine_check;
mod report;
pub(crate) mod ron_text;
mod runner;
mod save;
mod scene_joint;
mod scene_words;
mod shape_file;
mod spawn;
mod turn;

pub use error::{SceneError, setting_problem, syntax_error, unread_file};
pub use file_values::{RotationFile, Triple};
pub use format::{BodyFile, CameraFile, Compare, Instrument, LabelValue, NamedView, SceneFile, Topic};
pub use joint_format::{JointEndFile, JointFile, JointKindFile, MotorFile, SpringFile};
pub use joints::JointIndex;
pub use load::{Scene, SceneBody, SceneCamera, body_kind, leading_comment, load_scene, parse_scene};
pub use report::{BodyState, EventKind, EventRecord, ImpactRecord, Report, StartEnd, TraceSample};
pub use runner::{RunOptions, run_scene};
pub use save::{capture_scene, scene_text};
pub use scene_joint::{JointKindFields, MachineFields, SceneJoint, SceneJointEnd};
pub use scene_words::{SceneTexts, SceneWords, Translations, has_words, translation_code_problem};
pub use shape_file::{PartFile, ShapeFile, ShapeProblem};
pub use spawn::{BodyColor, Glass, SceneIndex, spawn_scene};
pub use turn::{turn_degrees, turn_of_degrees};
