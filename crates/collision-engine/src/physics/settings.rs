//! The tuning knobs of the engine, shared by the app's panel, the headless runner and tests.

use crate::bevy_prelude::*;
use serde::{Deserialize, Serialize};

use crate::geometry::shape::Shape;

/// The substeps a user may choose (the panel's slider, scene files).
pub const SUBSTEP_RANGE: std::ops::RangeInclusive<u32> = 1..=16;
/// The contact stiffnesses (Hz) a user may choose.
pub const CONTACT_HERTZ_RANGE: std::ops::RangeInclusive<f32> = 0.0..=240.0;
/// The contact damping ratios a user may choose.
pub const CONTACT_DAMPING_RANGE: std::ops::RangeInclusive<f32> = 0.0..=100.0;
/// The machine joints' stiffnesses (Hz) a user may choose.
pub const JOINT_HERTZ_RANGE: std::ops::RangeInclusive<f32> = 1.0..=10_000.0;
/// The push-out speeds (m/s) a user may choose.
pub const PUSH_SPEED_RANGE: std::ops::RangeInclusive<f32> = 0.01..=100.0;
/// The solver iterations per substep a user may choose.
pub const ITERATION_RANGE: std::ops::RangeInclusive<u32> = 1..=50;

/// Everything a teacher or a test may change about how the world steps.
#[derive(Resource, Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PhysicsSettings {
    /// Gravity acceleration in m/s², applied only while `gravity_enabled`.
    pub gravity: Vec3,
    /// Whether gravity acts (the panel's switch).
    pub gravity_enabled: bool,
    /// Fixed steps per second; results depend on it, never on the frame rate. It follows the app's `Time<Fixed>`
    /// unless the plugin was asked to set that ([`PhysicsPlugin::setting_fixed_rate`](super::PhysicsPlugin)).
    pub fixed_hz: f64,
    /// Solver runs per fixed step, each over dt / substeps. Pairs and contacts are found once per step; only
    /// the solver (gravity, impulses, motion) is run again for each substep.
    pub substeps: u32,
    /// Most sequential-impulse iterations over all contacts in a substep (also used for position correction).
    pub solver_iterations: u32,
    /// The iterations stop early once a whole iteration changes no contact's relative velocity by more than this
    /// (m/s): a settled pile, warm started, needs one or two iterations instead of all of them.
    pub solver_tolerance: f32,
    /// Penetration allowed without correction, so resting contacts stay touching instead of jittering.
    pub slop: f32,
    /// Bodies this close (m) and slower than an impact ([`Self::impact_speed_along`]) already get a contact,
    /// which lets them close the gap but not pass it: bodies placed exactly touching hold from the first step
    /// instead of falling into each other. Faster approaches are left to the continuous stage, which bounces
    /// them.
    pub speculative_margin: f32,
    /// Fraction of the penetration beyond `slop` removed each step.
    pub correction_percent: f32,
    /// Whether the positional correction stage runs; off, overlap left by the impulses stays (to show why the
    /// stage exists).
    pub position_correction: bool,
    /// Approach speed (m/s) below which restitution is treated as 0, so resting bodies stop bouncing.
    pub restitution_threshold: f32,
    /// Steps a pair may go undetected before it counts as ended (0: ends on the first step apart).
    pub event_grace_steps: u32,
    /// Continuous detection: sweep fast bodies so they cannot tunnel through thin ones.
    pub ccd_enabled: bool,
    /// Sweep every dynamic body, not only the fast ones.
    pub ccd_all_bodies: bool,
    /// A body is fast when it travels more than this fraction of its thinnest extent in one step.
    pub ccd_travel_ratio: f32,
    /// Continuous hits one body may have in a step; past that it stops at its last impact (the fallback for
    /// endless cascades of impacts).
    pub ccd_max_hits: u32,
    /// Closing speed (m/s) from which a meeting is an impact of its own, taken at its time within the step,
    /// when gravity does not press the bodies together along its normal ([`Self::impact_speed_along`]).
    #[serde(default = "default_impact_speed")]
    pub impact_speed: f32,
    /// Whether islands of bodies at rest fall asleep (files written before it existed read false, so that
    /// they replay as they were recorded).
    #[serde(default)]
    pub sleep_enabled: bool,
    /// The speed (m/s) below which a body counts as at rest.
    #[serde(default = "default_sleep_speed")]
    pub sleep_speed: f32,
    /// How long (s) every body of an island must stay at rest before the island falls asleep.
    #[serde(default = "default_sleep_time")]
    pub sleep_time: f32,
    /// Whether the contacts of tumbling boxes are solved by the soft step, four at a time in SIMD lanes, instead
    /// of by the iterations to the tolerance.
    #[serde(default)]
    pub soft_contacts: bool,
    /// How stiff the soft contacts of turning bodies are (Hz): an overlap is pushed out like a spring of this
    /// frequency, capped at a quarter of the substep rate; contacts with bodies that cannot move are twice as
    /// stiff. 0 makes them hard.
    #[serde(default = "default_contact_hertz")]
    pub contact_hertz: f32,
    /// The damping ratio of that spring (1: critically damped; above: slower, with no overshoot).
    #[serde(default = "default_contact_damping_ratio")]
    pub contact_damping_ratio: f32,
    /// How stiffly a machine joint's limits and a pulley's strings stop what passed them (Hz): each substep closes
    /// the overshoot like a spring of this frequency would.
    #[serde(default = "default_joint_hertz")]
    pub joint_hertz: f32,
    /// The damping ratio of that spring.
    #[serde(default = "default_joint_damping_ratio")]
    pub joint_damping_ratio: f32,
    /// The fastest (m/s) the soft contacts push an overlap out.
    #[serde(default = "default_max_push_speed")]
    pub max_push_speed: f32,
    /// How many threads the step spreads its work over (0: as many as the machine runs at once; 1: all of it on
    /// the thread that runs the step). The result is the same bit for bit whatever the number.
    #[serde(default)]
    pub threads: u32,
    /// Overrides every body's restitution when set (the panel's global slider).
    pub restitution_override: Option<f32>,
    /// Overrides every body's friction when set.
    pub friction_override: Option<f32>,
}

impl Default for PhysicsSettings {
    fn default() -> Self {
        PhysicsSettings {
            gravity: Vec3::new(0.0, -9.81, 0.0),
            gravity_enabled: true,
            fixed_hz: 60.0,
            substeps: 4,
            solver_iterations: 10,
            solver_tolerance: 1e-3,
            slop: 0.005,
            speculative_margin: 0.02,
            correction_percent: 0.8,
            position_correction: true,
            restitution_threshold: 0.5,
            event_grace_steps: 0,
            ccd_enabled: true,
            ccd_all_bodies: false,
            ccd_travel_ratio: 0.5,
            ccd_max_hits: default_ccd_max_hits(),
            impact_speed: default_impact_speed(),
            sleep_enabled: true,
            sleep_speed: default_sleep_speed(),
            sleep_time: default_sleep_time(),
            soft_contacts: false,
            contact_hertz: default_contact_hertz(),
            contact_damping_ratio: default_contact_damping_ratio(),
            max_push_speed: default_max_push_speed(),
            joint_hertz: default_joint_hertz(),
            joint_damping_ratio: default_joint_damping_ratio(),
            threads: 0,
            restitution_override: None,
            friction_override: None,
        }
    }
}

/// Galperin's 10⁶ : 1 blocks: the light one meets the wall and the heavy one some 1,500 times in one step
/// at 60 Hz.
fn default_ccd_max_hits() -> u32 {
    4096
}

/// Slow enough that all but a gas's rarest, slowest meetings are impacts (a meeting left to the solver below
/// the restitution threshold loses its energy), far above the rounding of bodies at rest on each other.
fn default_impact_speed() -> f32 {
    0.001
}

/// Box2D's contact stiffness.
fn default_contact_hertz() -> f32 {
    30.0
}

/// Box2D's contact damping: well past critical, so a pushed-out body does not overshoot.
fn default_contact_damping_ratio() -> f32 {
    10.0
}

/// Stiff enough that a joint holding a hanging column of a hundred bodies gives less than a millimetre.
fn default_joint_hertz() -> f32 {
    60.0
}

/// Well damped: a joint's error closes without ringing.
fn default_joint_damping_ratio() -> f32 {
    2.0
}

/// Box2D's largest push-out speed.
fn default_max_push_speed() -> f32 {
    3.0
}

/// Box2D's linear sleep tolerance.
fn default_sleep_speed() -> f32 {
    0.05
}

/// Box2D's time to sleep.
fn default_sleep_time() -> f32 {
    0.5
}

impl PhysicsSettings {
    /// The gravity actually applied: zero while switched off.
    pub fn effective_gravity(&self) -> Vec3 {
        if self.gravity_enabled { self.gravity } else { Vec3::ZERO }
    }

    /// Up: against the gravity's direction (set, even while switched off), +Y when it has none; heights are
    /// measured along it.
    pub fn up(&self) -> Vec3 {
        -self.gravity.normalize_or(Vec3::NEG_Y)
    }

    /// Closing speed (m/s) along the unit `normal` from which a meeting in a step of `dt` s is an impact: its
    /// own time, the full restitution. Across gravity nothing presses bodies together, and any meeting faster
    /// than [`Self::impact_speed`] is one (blocks sliding into each other on a floor, a gas). Along gravity a
    /// meeting must also beat the restitution threshold, so that slow landings settle, and what gravity adds
    /// in a step with half again, by which bodies resting on each other close.
    pub fn impact_speed_along(&self, normal: Vec3, dt: f32) -> f32 {
        let gravity = self.effective_gravity();
        let along = gravity.normalize_or_zero().dot(normal).abs();
        self.impact_speed + along * self.restitution_threshold.max(1.5 * gravity.length() * dt)
    }

    /// Whether continuous detection may sweep a body that moves `travel` in a step: when that travel could
    /// leave it deeper in a contact than the slop, so that impacts are resolved when they happen, not a step
    /// late. A body that could also tunnel ([`Self::may_tunnel`]) is swept; one that could not is swept only
    /// when one of its contacts closes fast ([`Self::closes_fast`]): a body sliding along a floor at a few
    /// metres a second meets nothing it needs the time of.
    pub fn sweeps(&self, shape: &Shape, travel: Vec3, opted_out: bool, dt: f32) -> bool {
        self.ccd_enabled && !opted_out && (self.ccd_all_bodies || travel.length() > self.sweep_threshold(shape, dt))
    }

    /// The travel in a step of `dt` s past which a body of `shape` may be swept ([`Self::sweeps`]): the slop,
    /// or less for a body thinner than twice it, and no more than half an impact's closing (of two bodies
    /// closing at the impact speed, one moves at least half of it).
    pub fn sweep_threshold(&self, shape: &Shape, dt: f32) -> f32 {
        self.slop.min(self.tunnel_threshold(shape)).min(0.5 * self.impact_speed * dt)
    }

    /// Whether `travel` in one step could carry a body through another as thin as itself (more than
    /// [`Self::tunnel_threshold`]).
    pub fn may_tunnel(&self, shape: &Shape, travel: Vec3) -> bool {
        self.ccd_all_bodies || travel.length() > self.tunnel_threshold(shape)
    }

    /// `ccd_travel_ratio` of the thinnest extent of `shape`: the travel in a step past which it may tunnel.
    pub fn tunnel_threshold(&self, shape: &Shape) -> f32 {
        self.ccd_travel_ratio * shape.min_extent()
    }

    /// How far two bodies may go into each other in a step before one may pass through the other: the
    /// [`Self::tunnel_threshold`] of the thinner.
    pub fn pair_tunnel_threshold(&self, a: &Shape, b: &Shape) -> f32 {
        self.tunnel_threshold(a).min(self.tunnel_threshold(b))
    }

    /// Whether a contact whose bodies came `closing` (m) closer along its unit `normal` in a step of `dt` (s),
    /// the thinner of them `thinnest` thick, calls for sweeping them: closing as fast as an impact
    /// ([`Self::impact_speed_along`], timed exactly), or far enough either way to have carried one through
    /// the other.
    pub fn closes_fast(&self, (closing, normal): (f32, Vec3), thinnest: f32, dt: f32) -> bool {
        self.closes_as_an_impact((closing, normal), dt) || closing.abs() > self.ccd_travel_ratio * thinnest
    }

    /// Whether bodies that came `closing` (m) closer along the unit `normal` in a step of `dt` (s) closed as
    /// fast as an impact ([`Self::impact_speed_along`]).
    pub fn closes_as_an_impact(&self, (closing, normal): (f32, Vec3), dt: f32) -> bool {
        closing > self.impact_speed_along(normal, dt) * dt
    }

    /// The first setting a file or a link may not carry, named with its value: a number that is not finite,
    /// below zero where only sizes make sense, or outside the range a user may choose. `None` when every one is
    /// sane.
    pub fn out_of_range(&self) -> Option<OutOfRange> {
        let counts = [
            ("substeps", self.substeps, SUBSTEP_RANGE),
            ("solver_iterations", self.solver_iterations, ITERATION_RANGE),
            ("ccd_max_hits", self.ccd_max_hits, 1..=u32::MAX),
            ("event_grace_steps", self.event_grace_steps, 0..=100_000),
            ("threads", self.threads, 0..=1024),
        ];
        if let Some((name, value, range)) = counts.into_iter().find(|(_, value, range)| !range.contains(value)) {
            return Some(OutOfRange::new(name, value, range));
        }
        let g = self.gravity.length();
        let numbers = [
            ("gravity", g, 0.0..=1000.0),
            ("fixed_hz", self.fixed_hz as f32, 10.0..=100_000.0),
            ("solver_tolerance", self.solver_tolerance, 0.0..=f32::MAX),
            ("slop", self.slop, 0.0..=1.0),
            ("speculative_margin", self.speculative_margin, 0.0..=10.0),
            ("correction_percent", self.correction_percent, 0.0..=1.0),
            ("restitution_threshold", self.restitution_threshold, 0.0..=f32::MAX),
            ("ccd_travel_ratio", self.ccd_travel_ratio, 0.0..=f32::MAX),
            ("impact_speed", self.impact_speed, 0.0..=f32::MAX),
            ("sleep_speed", self.sleep_speed, 0.0..=f32::MAX),
            ("sleep_time", self.sleep_time, 0.0..=f32::MAX),
            ("contact_hertz", self.contact_hertz, CONTACT_HERTZ_RANGE),
            ("contact_damping_ratio", self.contact_damping_ratio, CONTACT_DAMPING_RANGE),
            ("max_push_speed", self.max_push_speed, PUSH_SPEED_RANGE),
            ("joint_hertz", self.joint_hertz, JOINT_HERTZ_RANGE),
            ("joint_damping_ratio", self.joint_damping_ratio, CONTACT_DAMPING_RANGE),
            ("restitution_override", self.restitution_override.unwrap_or(0.0), 0.0..=1.0),
            ("friction_override", self.friction_override.unwrap_or(0.0), 0.0..=f32::MAX),
        ];
        // a NaN is in no range
        let (name, value, range) = numbers.into_iter().find(|(_, value, range)| !range.contains(value))?;
        Some(OutOfRange::new(name, value, range))
    }

    /// Length of one fixed step in seconds.
    pub fn step_dt(&self) -> f32 {
        (1.0 / self.fixed_hz) as f32
    }
}

/// A setting out of its range: its name, its value and the range, each as Rust writes it.
#[derive(Clone, Debug, PartialEq)]
pub struct OutOfRange {
    /// The setting's field name.
    pub setting: &'static str,
    /// Its value.
    pub value: String,
    /// The least value it may have.
    pub low: String,
    /// The greatest value it may have.
    pub high: String,
}

impl OutOfRange {
    fn new<T: std::fmt::Display>(setting: &'static str, value: T, range: std::ops::RangeInclusive<T>) -> Self {
        let (low, high) = range.into_inner();
        OutOfRange { setting, value: value.to_string(), low: low.to_string(), high: high.to_string() }
    }
}

impl std::fmt::Display for OutOfRange {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} {} is outside {} to {}", self.setting, self.value, self.low, self.high)
    }
}

/// Where the simulation is in time: the step being run and whether it is paused.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct PhysicsClock {
    /// Fixed steps run so far; the step being run while the pipeline runs (counted from 1).
    pub step: u64,
    /// Seconds covered by the step being run.
    pub dt: f32,
    /// While paused, fixed steps do nothing except the ones queued with `queued_steps`.
    pub paused: bool,
    /// Single steps requested while paused (the panel's Step button).
    pub queued_steps: u32,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_defaults_are_sane_and_a_nan_a_negative_or_a_count_out_of_range_is_named() {
        assert_eq!(PhysicsSettings::default().out_of_range(), None);
        let cases: [(fn(&mut PhysicsSettings), &str); 6] = [
            (|s| s.slop = f32::NAN, "slop NaN"),
            (|s| s.gravity = Vec3::new(0.0, f32::INFINITY, 0.0), "gravity inf"),
            (|s| s.sleep_time = -1.0, "sleep_time -1"),
            (|s| s.substeps = 0, "substeps 0 is outside 1 to 16"),
            (|s| s.fixed_hz = 1e9, "fixed_hz 1000000000"),
            (|s| s.restitution_override = Some(1.5), "restitution_override 1.5"),
        ];
        for (spoil, named) in cases {
            let mut settings = PhysicsSettings::default();
            spoil(&mut settings);
            let said = settings.out_of_range().map(|problem| problem.to_string()).unwrap_or_default();
            assert!(said.starts_with(named), "{named}: {said}");
        }
    }
}
