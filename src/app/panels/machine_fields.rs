//! A machine joint's fields in the Controls panel, each within its range: a hinge's or slider's limits and motor
//! (switched on and off, then their values), a weld's spring, a pulley's ratio and length.

use std::ops::RangeInclusive;

use bevy_egui::egui;

use crate::language::Texts;
use crate::language::fields::drag;
use crate::physics::{JointKind, JointLimits, JointMotor, WeldSpring};

/// The angles (rad) a hinge's limits may take, the travels (m) a slider's, a motor's speeds (rad/s or m/s)
/// and most torques (N·m) or forces (N), a weld spring's frequencies (Hz) and damping ratios, a pulley's ratios
/// and lengths (m).
pub const ANGLE: RangeInclusive<f32> = -std::f32::consts::PI..=std::f32::consts::PI;
pub const TRAVEL: RangeInclusive<f32> = -100.0..=100.0;
pub const MOTOR_SPEED: RangeInclusive<f32> = -100.0..=100.0;
pub const MOTOR_EFFORT: RangeInclusive<f32> = 0.0..=10_000.0;
pub const WELD_HERTZ: RangeInclusive<f32> = 0.1..=60.0;
pub const WELD_DAMPING: RangeInclusive<f32> = 0.0..=10.0;
pub const RATIO: RangeInclusive<f32> = 0.1..=10.0;
pub const PULLEY_LENGTH: RangeInclusive<f32> = 0.01..=1000.0;

/// The units a hinge's or a slider's fields are in: its limits', its motor's speed and most effort.
struct AxisUnits {
    limit: (&'static str, RangeInclusive<f32>),
    speed: &'static str,
    effort: &'static str,
}

const HINGE_UNITS: AxisUnits = AxisUnits { limit: (" rad", ANGLE), speed: " rad/s", effort: " N·m" };
const SLIDER_UNITS: AxisUnits = AxisUnits { limit: (" m", TRAVEL), speed: " m/s", effort: " N" };

/// `value` edited by dragging within `range` by `speed` a pixel, labelled `prefix` and `unit`, and kept there.
fn number(
    ui: &mut egui::Ui,
    value: &mut f32,
    (range, speed): (&RangeInclusive<f32>, f64),
    (prefix, unit): (String, &str),
) {
    let t = Texts::of(ui.ctx());
    let field = egui::DragValue::new(value).range(range.clone()).speed(speed).prefix(prefix).suffix(unit.to_owned());
    ui.add(drag(field, &t));
    *value = value.clamp(*range.start(), *range.end());
}

/// The fields of a machine joint's `kind`, each within its range (a pin has none).
pub fn edit_machine(ui: &mut egui::Ui, kind: &mut JointKind) {
    match kind {
        JointKind::Hinge(hinge) => edit_axis(ui, (&mut hinge.limits, &mut hinge.motor), &HINGE_UNITS),
        JointKind::Slider(slider) => edit_axis(ui, (&mut slider.limits, &mut slider.motor), &SLIDER_UNITS),
        JointKind::Weld(weld) => edit_weld(ui, &mut weld.spring),
        JointKind::Pulley(pulley) => {
            let t = Texts::of(ui.ctx());
            number(ui, &mut pulley.ratio, (&RATIO, 0.01), (format!("{} ", t.get("joints-ratio")), ""));
            number(ui, &mut pulley.length, (&PULLEY_LENGTH, 0.01), (format!("{} ", t.get("joints-length")), " m"));
        }
        _ => {}
    }
}

/// A hinge's or slider's limits and motor: each switched on (at values of where it stands, or at rest) or off,
/// and its values.
fn edit_axis(
    ui: &mut egui::Ui,
    (limits, motor): (&mut Option<JointLimits>, &mut Option<JointMotor>),
    units: &AxisUnits,
) {
    let t = Texts::of(ui.ctx());
    ui.horizontal(|ui| {
        let mut on = limits.is_some();
        if ui.checkbox(&mut on, t.get("joints-limits")).changed() {
            *limits = on.then_some(JointLimits { low: -0.5, high: 0.5 });
        }
        if let Some(limits) = limits {
            let (unit, range) = &units.limit;
            number(ui, &mut limits.low, (range, 0.01), (format!("{} ", t.get("joints-low")), unit));
            number(ui, &mut limits.high, (range, 0.01), (format!("{} ", t.get("joints-high")), unit));
            limits.high = limits.high.max(limits.low);
        }
    });
    ui.horizontal(|ui| {
        let mut on = motor.is_some();
        if ui.checkbox(&mut on, t.get("joints-motor")).changed() {
            *motor = on.then_some(JointMotor { speed: 1.0, max_effort: 10.0 });
        }
        if let Some(motor) = motor {
            number(ui, &mut motor.speed, (&MOTOR_SPEED, 0.05), (format!("{} ", t.get("joints-speed")), units.speed));
            number(
                ui,
                &mut motor.max_effort,
                (&MOTOR_EFFORT, 0.1),
                (format!("{} ", t.get("joints-most")), units.effort),
            );
        }
    });
}

/// A weld's spring: switched on (at 5 Hz, damping ratio 0.5) or off, and its values.
fn edit_weld(ui: &mut egui::Ui, spring: &mut Option<WeldSpring>) {
    let t = Texts::of(ui.ctx());
    ui.horizontal(|ui| {
        let mut on = spring.is_some();
        if ui.checkbox(&mut on, t.get("joints-bends")).changed() {
            *spring = on.then_some(WeldSpring { hertz: 5.0, damping_ratio: 0.5 });
        }
        if let Some(spring) = spring {
            let hertz = format!(" {}", t.get("joints-hertz"));
            number(ui, &mut spring.hertz, (&WELD_HERTZ, 0.05), (String::new(), &hertz));
            number(ui, &mut spring.damping_ratio, (&WELD_DAMPING, 0.01), ("ζ ".to_owned(), ""));
        }
    });
}
