//! The scene file format as written in `assets/scenes/*.ron`, before validation.
//!
//! Field names and defaults are a published format: scenes written elsewhere must keep loading, so fields
//! may be added (optional, with defaults) but never renamed.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::file_values::{RotationFile, Triple, is_zero_number};
use super::joint_format::JointFile;
use super::scene_words::{SceneTexts, Translations};
use super::shape_file::ShapeFile;
use crate::physics::MassDistribution;

/// A whole scene file.
#[derive(Deserialize, Serialize, Clone, Debug, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct SceneFile {
    pub name: String,
    #[serde(default = "default_gravity")]
    pub gravity: Triple,
    pub bodies: Vec<BodyFile>,
    /// A twin world the app opens beside the scene, with this one setting different.
    #[serde(default)]
    pub compare: Option<Compare>,
    /// Where the app's camera starts (otherwise it frames the bodies that move and what they will hit).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub camera: Option<CameraFile>,
    /// What the labels beside the bodies show after each name (otherwise what differs between the bodies).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub labels: Option<Vec<LabelValue>>,
    /// Where the gallery lists the scene (otherwise among the teacher's own scenes).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub topic: Option<Topic>,
    /// A gauge the app shows over the scene: a count of collisions, or a gas's temperature and pressure.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub instrument: Option<Instrument>,
    /// Joints between the bodies, or from a body to a point of the world.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub joints: Vec<JointFile>,
    /// The scene's words in other languages, by two-letter code: `{"es": (name: …, description: …, bodies: {…})}`.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub translations: Translations<SceneTexts>,
}

/// A gauge shown over the scene, for the demonstrations that are read off a number.
#[derive(Deserialize, Serialize, Clone, Copy, Debug, PartialEq)]
pub enum Instrument {
    /// Every impact since the start, counted (Galperin's blocks count the digits of π).
    Collisions,
    /// A gas in a closed box of these half extents about the origin: its temperature from the kinetic energy
    /// per ball, and the pressure its walls feel beside the ideal gas's.
    Gas { half_extents: Triple },
}

/// The gallery's groups, in the order it shows them.
#[derive(Deserialize, Serialize, Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Topic {
    OneDimension,
    TwoDimensions,
    Restitution,
    Friction,
    Stacking,
    Tunnelling,
    EventsAndSensors,
    ManyBodies,
    Rolling,
    Oscillations,
    Machines,
}

impl Topic {
    pub const ALL: [Topic; 11] = [
        Topic::OneDimension,
        Topic::TwoDimensions,
        Topic::Restitution,
        Topic::Friction,
        Topic::Rolling,
        Topic::Oscillations,
        Topic::Machines,
        Topic::Stacking,
        Topic::Tunnelling,
        Topic::EventsAndSensors,
        Topic::ManyBodies,
    ];

    /// The group's heading in the gallery.
    pub fn text_id(self) -> &'static str {
        match self {
            Topic::OneDimension => "topic-one-dimension",
            Topic::TwoDimensions => "topic-two-dimensions",
            Topic::Restitution => "topic-restitution",
            Topic::Friction => "topic-friction",
            Topic::Stacking => "topic-stacking",
            Topic::Tunnelling => "topic-tunnelling",
            Topic::EventsAndSensors => "topic-events",
            Topic::ManyBodies => "topic-many-bodies",
            Topic::Rolling => "topic-rolling",
            Topic::Oscillations => "topic-oscillations",
            Topic::Machines => "topic-machines",
        }
    }
}

/// Where the camera starts: a named view of the scene's action, or a position, and the point it looks at
/// (the action's centre when left out).
#[derive(Deserialize, Serialize, Clone, Copy, Debug, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct CameraFile {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub view: Option<NamedView>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub position: Option<Triple>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub target: Option<Triple>,
}

/// A direction to look at a scene from, the distance chosen so the action fills the view.
#[derive(Deserialize, Serialize, Clone, Copy, Debug, PartialEq, Eq)]
pub enum NamedView {
    /// From +z, a little above: motion along x runs across the view.
    Front,
    /// From +x, a little above: motion along z runs across the view.
    Side,
    /// From straight above.
    Top,
    /// From a corner above, the default of a scene without motion to show.
    Corner,
    /// 1D, the textbook's head-on figure: every moving body held to its line along x, seen square from +z
    /// without perspective.
    Line,
    /// 2D in the upright x–y plane: every moving body held to its plane, seen square from +z without
    /// perspective.
    FlatFront,
    /// 2D on the level x–z plane (a table seen from above): every moving body held to its plane, seen square
    /// from above without perspective.
    FlatTop,
}

/// A value a body's label can show.
#[derive(Deserialize, Serialize, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LabelValue {
    Mass,
    Speed,
    /// The velocity's components.
    Velocity,
    Restitution,
    Friction,
    Momentum,
    /// Kinetic energy, of turning too.
    KineticEnergy,
    Height,
    /// How fast it turns (rad/s).
    Spin,
}

/// The setting a scene's twin world runs with otherwise (`compare: Some(ContinuousDetection)` shows the scene
/// with continuous detection on and off at once).
#[derive(Deserialize, Serialize, Clone, Copy, Debug, PartialEq)]
pub enum Compare {
    /// Continuous detection switched the other way.
    ContinuousDetection,
    Restitution(f32),
    Substeps(u32),
    SolverIterations(u32),
}

/// One body in a scene file.
#[derive(Deserialize, Serialize, Clone, Debug, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct BodyFile {
    pub name: String,
    pub shape: ShapeFile,
    pub position: Triple,
    /// How it is turned: `Degrees((x, y, z))`, turns about the world's x, then y, then z axis, or
    /// `Quaternion((x, y, z, w))`: how it starts; a moving box tips and tumbles from there, a ball's turns with it.
    #[serde(default, skip_serializing_if = "RotationFile::is_none")]
    pub rotation: RotationFile,
    #[serde(default)]
    pub velocity: Triple,
    /// How fast it turns (rad/s) about each axis: a ball's spin, a box's tumble.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub angular_velocity: Triple,
    #[serde(default = "default_mass")]
    pub mass: f32,
    /// How a ball's mass is spread: `Solid` (I = 2/5 m r²) or `Hollow` (a shell, I = 2/3 m r²).
    #[serde(default, skip_serializing_if = "is_solid")]
    pub inertia: MassDistribution,
    /// A static body: never moves, its mass is ignored.
    #[serde(default)]
    pub fixed: bool,
    /// A kinematic body: moves at its velocity whatever it meets, pushes the others, never pushed.
    #[serde(default, skip_serializing_if = "is_false")]
    pub kinematic: bool,
    #[serde(default = "default_half")]
    pub restitution: f32,
    #[serde(default = "default_half")]
    pub friction: f32,
    /// How strongly the surface resists a ball rolling over it (a rolling ball on it slows at 5/7 c g).
    #[serde(default, skip_serializing_if = "is_zero_number")]
    pub rolling_resistance: f32,
    /// How strongly the surface resists a ball spinning on the spot.
    #[serde(default, skip_serializing_if = "is_zero_number")]
    pub spinning_friction: f32,
    #[serde(default)]
    pub sensor: bool,
    /// Continuous detection for this body (when the global switch is on); false opts it out.
    #[serde(default = "default_true")]
    pub ccd: bool,
    /// A one-way platform: only contacts on the face this direction points out of are resolved, so bodies
    /// pass through from the other side (`Some((0.0, 1.0, 0.0))`: solid from above).
    #[serde(default)]
    pub one_way: Option<Triple>,
    /// The body's colour, `"#rrggbb"`, in the view, the graphs and the tables (otherwise one of the palette's).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub color: Option<String>,
    /// Drawn as faint glass, so that what is behind it shows: the walls of a closed box seen from outside.
    #[serde(default, skip_serializing_if = "is_false")]
    pub glass: bool,
}

fn default_gravity() -> Triple {
    (0.0, -9.81, 0.0)
}

fn default_mass() -> f32 {
    1.0
}

fn default_half() -> f32 {
    0.5
}

fn default_true() -> bool {
    true
}

fn is_false(value: &bool) -> bool {
    !*value
}

fn is_zero(vector: &Triple) -> bool {
    *vector == (0.0, 0.0, 0.0)
}

fn is_solid(distribution: &MassDistribution) -> bool {
    *distribution == MassDistribution::Solid
}
