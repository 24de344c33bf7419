//! The JSON report the headless runner writes: the format tests and benchmarks read.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

/// Everything a run measured. Apart from the timing fields (`ms_per_step`, `stage_ms`) the same scene and
/// options always give the same report, byte for byte.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
pub struct Report {
    pub scene: String,
    pub steps: u64,
    pub dt: f32,
    pub substeps: u32,
    pub ccd: bool,
    /// Every body, static ones too, in file order, as they ended.
    pub bodies: Vec<BodyState>,
    pub events: Vec<EventRecord>,
    /// Impacts resolved at their own time within their step, over the whole run.
    #[serde(default)]
    pub impacts: u64,
    /// Every one of those impacts, in time order: a pair that met several times in one step is here as often.
    #[serde(default)]
    pub impact_log: Vec<ImpactRecord>,
    /// The deepest overlap of any resolved contact on any step, in metres.
    pub max_penetration: f32,
    /// Moving and turning together (J).
    pub kinetic_energy: StartEnd<f64>,
    /// The part of the kinetic energy in turning (J).
    #[serde(default)]
    pub rotational_energy: StartEnd<f64>,
    pub momentum: StartEnd<[f64; 3]>,
    /// About the world's origin (kg·m²/s).
    #[serde(default)]
    pub angular_momentum: StartEnd<[f64; 3]>,
    /// Every step of each body asked for with `--trace`.
    pub trace: BTreeMap<String, Vec<TraceSample>>,
    pub ms_per_step: f64,
    /// Average milliseconds per step spent in each pipeline stage.
    pub stage_ms: BTreeMap<String, f64>,
}

#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
pub struct BodyState {
    pub name: String,
    pub position: [f32; 3],
    pub velocity: [f32; 3],
    /// Its orientation as a quaternion (x, y, z, w).
    #[serde(default = "unturned")]
    pub rotation: [f32; 4],
    /// How fast it turns (rad/s) about each axis.
    #[serde(default)]
    pub angular_velocity: [f32; 3],
}

fn unturned() -> [f32; 4] {
    [0.0, 0.0, 0.0, 1.0]
}

#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
pub struct EventRecord {
    pub step: u64,
    pub kind: EventKind,
    pub a: String,
    pub b: String,
}

/// One impact resolved within a step.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
pub struct ImpactRecord {
    pub step: u64,
    /// When within the step, as a fraction of it (0 to 1).
    pub fraction: f32,
    pub a: String,
    pub b: String,
    /// The normal impulse it gave (N·s).
    pub normal_impulse: f32,
}

#[derive(Serialize, Deserialize, Clone, Copy, Debug, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum EventKind {
    Started,
    Ended,
}

#[derive(Serialize, Deserialize, Clone, Copy, Debug, Default, PartialEq)]
pub struct StartEnd<T> {
    pub start: T,
    pub end: T,
}

#[derive(Serialize, Deserialize, Clone, Debug, PartialEq)]
pub struct TraceSample {
    pub step: u64,
    pub position: [f32; 3],
    pub velocity: [f32; 3],
    #[serde(default = "unturned")]
    pub rotation: [f32; 4],
    #[serde(default)]
    pub angular_velocity: [f32; 3],
}
