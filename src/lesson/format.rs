//! The lesson file format as written in `assets/lessons/*.ron`, before validation.
//!
//! A published format like the scene's: fields may be added (optional, with defaults) but never renamed.

use serde::{Deserialize, Serialize};

use crate::scene::{LabelValue, NamedView, Translations, Triple};

/// A whole lesson file.
#[derive(Deserialize, Serialize, Clone, Debug, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct LessonFile {
    pub title: String,
    /// Who it is for, as the teacher writes it ("14–16").
    #[serde(default)]
    pub age: String,
    /// The ideas it teaches, one line each.
    #[serde(default)]
    pub ideas: Vec<String>,
    pub steps: Vec<StepFile>,
    /// The lesson's words in other languages, by two-letter code: `{"es": (title: …, steps: [(text: …)])}`.
    #[serde(default, skip_serializing_if = "Translations::is_empty")]
    pub translations: Translations<LessonTexts>,
}

/// A lesson's words in one language; its steps in the lesson's order (fewer is allowed: the rest are English).
#[derive(Deserialize, Serialize, Clone, Debug, Default, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct LessonTexts {
    #[serde(default)]
    pub title: String,
    /// What the lesson is (the English is the comment the file opens with).
    #[serde(default)]
    pub description: String,
    /// As many as the English ideas, or none.
    #[serde(default)]
    pub ideas: Vec<String>,
    #[serde(default)]
    pub steps: Vec<StepTexts>,
}

/// One step's words in one language.
#[derive(Deserialize, Serialize, Clone, Debug, Default, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct StepTexts {
    #[serde(default)]
    pub text: String,
    /// The prediction's question.
    #[serde(default)]
    pub question: String,
    /// A choice's options, as many as the English ones, in the same order.
    #[serde(default)]
    pub options: Vec<String>,
    /// A number's unit, where it is a word ("collisions").
    #[serde(default)]
    pub unit: String,
    #[serde(default)]
    pub explain: String,
}

/// One step: what it opens or changes, what it says, asks, runs until, and reveals; every part optional.
#[derive(Deserialize, Serialize, Clone, Debug, Default, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct StepFile {
    /// A scene to open: a catalogue name ("04_head_on_equal") or a path relative to the lesson's folder.
    #[serde(default)]
    pub scene: Option<String>,
    /// Changes to the scene, after it opens.
    #[serde(default)]
    pub change: Vec<Change>,
    /// What the card says (short paragraphs; **bold**; lines starting "- " are a list).
    #[serde(default)]
    pub text: String,
    /// A question the class answers before the run.
    #[serde(default)]
    pub predict: Option<Prediction>,
    /// Run until this happens, then pause.
    #[serde(default)]
    pub run: Option<Trigger>,
    /// Seconds of simulated time the run may take before the lesson calls it a failure (default 60).
    #[serde(default)]
    pub within: Option<f32>,
    /// Values measured when the run stops, shown beside the prediction (a number prediction is compared
    /// with the first).
    #[serde(default)]
    pub reveal: Vec<Measure>,
    /// What opens with the reveal.
    #[serde(default)]
    pub show: Vec<Show>,
    /// The explanation shown with the reveal.
    #[serde(default)]
    pub explain: String,
}

/// A change to the open scene.
#[derive(Deserialize, Serialize, Clone, Debug, PartialEq)]
pub enum Change {
    /// A body's mass (kg), velocity (m/s), restitution or friction.
    Body {
        name: String,
        #[serde(default)]
        mass: Option<f32>,
        #[serde(default)]
        velocity: Option<Triple>,
        #[serde(default)]
        restitution: Option<f32>,
        #[serde(default)]
        friction: Option<f32>,
    },
    Gravity(bool),
    Continuous(bool),
    PositionCorrection(bool),
    Substeps(u32),
    /// The overlays shown (all others off).
    Overlays(Vec<OverlayName>),
    /// What the labels beside the bodies show.
    Labels(Vec<LabelValue>),
    Camera(NamedView),
}

/// The overlays a lesson can switch on.
#[derive(Deserialize, Serialize, Clone, Copy, Debug, PartialEq, Eq)]
pub enum OverlayName {
    Contacts,
    Normals,
    Penetration,
    Bounds,
    Velocities,
    /// Angular velocities.
    Spins,
    Sweeps,
    Impulses,
    Corrections,
    Tunnelling,
    Grid,
    Momenta,
    CentreOfMass,
    Traces,
    Labels,
}

/// A question asked before the run.
#[derive(Deserialize, Serialize, Clone, Debug, PartialEq)]
pub enum Prediction {
    /// Pick one of `options`; `answer` is the right one's index (from 0).
    Choice { question: String, options: Vec<String>, answer: usize },
    /// A number in `unit`, right within `tolerance` of the first revealed value.
    Number { question: String, unit: String, tolerance: f32 },
}

/// What ends a run.
#[derive(Deserialize, Serialize, Clone, Debug, PartialEq)]
pub enum Trigger {
    Steps(u64),
    Seconds(f32),
    /// The first begin of contact between two bodies.
    Begin(String, String),
    /// The first end of contact between two bodies.
    End(String, String),
    /// A body's centre crossing the plane through `point` with normal `normal`, either way.
    Crosses {
        body: String,
        point: Triple,
        normal: Triple,
    },
    /// A body's speed falling below this (m/s).
    SlowerThan(String, f32),
    /// A body that was rising stops rising (the top of a bounce or a throw).
    Highest(String),
    /// A ball rolls on what it rests on: its lowest point (along gravity) moves slower than 1 cm/s while its centre
    /// moves faster than that.
    Rolling(String),
    /// Every moving body asleep.
    AllAsleep,
    /// A body turned more than this many degrees from how it was when the scene opened (a box tipping over).
    Tilted(String, f32),
}

/// An axis of the world.
#[derive(Deserialize, Serialize, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Axis {
    X,
    Y,
    Z,
}

/// A value the app measures for a reveal.
#[derive(Deserialize, Serialize, Clone, Debug, PartialEq)]
pub enum Measure {
    Speed(String),
    /// How fast a body turns (rad/s).
    Spin(String),
    /// One component of a body's velocity.
    Velocity(String, Axis),
    /// One component of a body's momentum.
    Momentum(String, Axis),
    /// One component of every moving body's momentum together.
    TotalMomentum(Axis),
    KineticEnergy(String),
    TotalKineticEnergy,
    /// The energy stored in every spring, ½ k (l − rest)² summed.
    SpringEnergy,
    /// Every moving body's kinetic energy, with the potential energy of their heights and of the springs.
    TotalEnergy,
    /// A body's centre above the ground (along the gravity's up).
    Height(String),
    /// The highest a body's centre rose during the run.
    HighestPoint(String),
    /// How far a body's centre is from where it was when the scene opened.
    Distance(String),
    /// How far a body has turned from how it was when the scene opened (degrees).
    Tilt(String),
    /// The angle between two bodies' velocities (degrees).
    Angle(String, String),
    /// The simulated time when the run stopped (s): for a begin, the time of impact.
    Time,
    /// Begins of contact since the scene opened between any two of these bodies (all bodies when empty).
    Collisions(Vec<String>),
    /// Impacts since the scene opened between any two of these bodies (all bodies when empty), each meeting
    /// counted, several within one step too (Galperin's blocks).
    Impacts(Vec<String>),
    /// How deep two bodies overlap (m), 0 when apart.
    Penetration(String, String),
    /// How far apart two bodies' centres are (m).
    Apart(String, String),
}

/// What the app opens beside a reveal.
#[derive(Deserialize, Serialize, Clone, Debug, PartialEq)]
pub enum Show {
    /// The collision card of the run's last collision.
    Card,
    /// The height and speed graphs.
    Graph,
    /// The pair inspector on two bodies.
    Inspector(String, String),
    /// The twin world the scene compares with.
    Twin,
}
