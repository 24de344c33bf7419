//! A scene file's joints as written, before validation: `(kind: Hinge, a: Point((0.0, 2.0, 0.0)), b:
//! BodyAt("bar", (0.0, 0.5, 0.0)), axis: (0.0, 0.0, 1.0), limits: (-0.5, 0.5))`.

use serde::{Deserialize, Serialize};

use super::file_values::{RotationFile, Triple, is_zero_number};

/// A joint in a scene file: `(kind: String, a: Point((0.0, 2.0, 0.0)), b: Body("bob"))`. A field that is not one
/// of its kind's is refused.
#[derive(Deserialize, Serialize, Clone, Debug, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct JointFile {
    pub kind: JointKindFile,
    pub a: JointEndFile,
    pub b: JointEndFile,
    /// A rod's or a string's length, a spring's rest length, a pulley's two strings' together (m); otherwise
    /// what it is as the scene starts.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub length: Option<f32>,
    /// A spring's stiffness k (N/m).
    #[serde(default, skip_serializing_if = "is_zero_number")]
    pub stiffness: f32,
    /// A spring's damping c (N·s/m).
    #[serde(default, skip_serializing_if = "is_zero_number")]
    pub damping: f32,
    /// The tension (N), or a machine joint's force, above which it breaks; otherwise it never does.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub breaks_at: Option<f32>,
    /// The torque (N·m) above which a hinge, slider or weld breaks; otherwise it never does.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub breaks_at_torque: Option<f32>,
    /// A hinge's or a slider's axis, in A's own axes (the world's for a point).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub axis: Option<Triple>,
    /// How B is turned against A where a hinge's angle is 0, or as a slider or weld holds it (in A's own axes);
    /// otherwise as the bodies start.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rest: Option<RotationFile>,
    /// A hinge's lowest and highest angle (rad), a slider's travel (m).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub limits: Option<(f32, f32)>,
    /// A hinge's or a slider's motor.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub motor: Option<MotorFile>,
    /// How a weld bends back, when it does.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub spring: Option<SpringFile>,
    /// Where a pulley's strings leave its two wheels (world points): A's, then B's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub wheels: Option<(Triple, Triple)>,
    /// How many times B's string counts in a pulley's length (1 unless given).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ratio: Option<f32>,
}

/// What a joint of a scene file is.
#[derive(Deserialize, Serialize, Clone, Copy, Debug, PartialEq, Eq)]
pub enum JointKindFile {
    /// Holds its ends at its length, pulling or pushing.
    Rod,
    /// Holds its ends no farther apart than its length, pulling only.
    String,
    /// Pulls or pushes with its stiffness times how far it is from its rest length, plus its damping.
    Spring,
    /// Holds B's anchor on A's, free to turn every way.
    Pin,
    /// Holds B's anchor on A's, B turning about the axis alone.
    Hinge,
    /// Lets B slide along the axis alone, turning not at all.
    Slider,
    /// Holds B on A as one body.
    Weld,
    /// Two strings over two wheels, their lengths together held at most the pulley's length.
    Pulley,
}

/// One end of a joint in a scene file.
#[derive(Deserialize, Serialize, Clone, Debug, PartialEq)]
pub enum JointEndFile {
    /// The centre of the body of this name.
    Body(String),
    /// A point of the body of this name, in its own axes (before it is turned).
    BodyAt(String, Triple),
    /// A fixed point of the world.
    Point(Triple),
}

/// A motor in a file: `(speed: 2.0, max: 5.0)`, the speed it drives towards (rad/s for a hinge, m/s for a
/// slider) and its most torque (N·m) or force (N).
#[derive(Deserialize, Serialize, Clone, Copy, Debug, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct MotorFile {
    pub speed: f32,
    pub max: f32,
}

/// A weld's spring in a file: `(hertz: 4.0, damping_ratio: 0.5)`.
#[derive(Deserialize, Serialize, Clone, Copy, Debug, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct SpringFile {
    pub hertz: f32,
    pub damping_ratio: f32,
}
