//! A scene file's machine joints checked: only the fields of its kind, an axis that points somewhere, limits in
//! order, a motor's most torque or force not below 0, a weld's spring of some frequency, a pulley's wheels and a
//! ratio above 0; a rest turn not given taken from how the bodies start.

use bevy::math::Quat;

use super::error::SceneError;
use super::file_values::{Triple, finite_vector, unit_direction, unit_turn};
use super::joint_format::{JointFile, JointKindFile};
use super::load::Checker;
use super::scene_joint::MachineFields;
use crate::language::Sentence;
use crate::physics::rest_between;

/// The fields a joint of `kind` may have beyond its ends and `breaks_at`.
fn fields_of(kind: JointKindFile) -> &'static [&'static str] {
    match kind {
        JointKindFile::Rod | JointKindFile::String => &["length"],
        JointKindFile::Spring => &["length", "stiffness", "damping"],
        JointKindFile::Pin => &[],
        JointKindFile::Hinge | JointKindFile::Slider => &["axis", "rest", "limits", "motor", "breaks_at_torque"],
        JointKindFile::Weld => &["rest", "spring", "breaks_at_torque"],
        JointKindFile::Pulley => &["length", "wheels", "ratio"],
    }
}

/// The word a file writes for `kind` ("hinge").
pub fn kind_word(kind: JointKindFile) -> &'static str {
    match kind {
        JointKindFile::Rod => "rod",
        JointKindFile::String => "string",
        JointKindFile::Spring => "spring",
        JointKindFile::Pin => "pin",
        JointKindFile::Hinge => "hinge",
        JointKindFile::Slider => "slider",
        JointKindFile::Weld => "weld",
        JointKindFile::Pulley => "pulley",
    }
}

/// A number that must be finite, shown as it is.
fn finite(value: f32) -> Result<f32, Sentence> {
    match value.is_finite() {
        true => Ok(value),
        false => Err(Sentence::new("problem-finite").with("got", value.to_string())),
    }
}

impl Checker<'_> {
    /// Refuses a field that `joint`'s kind does not have, and a pulley without its wheels.
    pub(super) fn kind_fields(&self, index: usize, joint: &JointFile) -> Result<(), SceneError> {
        let given = [
            ("length", joint.length.is_some()),
            ("stiffness", joint.stiffness != 0.0),
            ("damping", joint.damping != 0.0),
            ("axis", joint.axis.is_some()),
            ("rest", joint.rest.is_some()),
            ("limits", joint.limits.is_some()),
            ("motor", joint.motor.is_some()),
            ("spring", joint.spring.is_some()),
            ("wheels", joint.wheels.is_some()),
            ("ratio", joint.ratio.is_some()),
            ("breaks_at_torque", joint.breaks_at_torque.is_some()),
        ];
        let allowed = fields_of(joint.kind);
        if let Some((field, _)) = given.iter().find(|(field, present)| *present && !allowed.contains(field)) {
            let problem = Sentence::new("problem-not-of-kind").with("kind", kind_word(joint.kind));
            return Err(self.invalid_joint(index, field, problem.with("field", field.to_string())));
        }
        if joint.kind == JointKindFile::Pulley && joint.wheels.is_none() {
            return Err(self.invalid_joint(index, "wheels", Sentence::new("problem-pulley-wheels")));
        }
        Ok(())
    }

    /// A machine joint's own values, checked, its rest turn taken from its bodies' `turns` as the scene starts
    /// when the file gives none (nothing for a rod, string or spring).
    pub(super) fn machine_fields(
        &self,
        index: usize,
        joint: &JointFile,
        turns: [Quat; 2],
    ) -> Result<MachineFields, SceneError> {
        let fail = |field: &'static str| move |problem: Sentence| self.invalid_joint(index, field, problem);
        let kind = joint.kind;
        let mut machine = MachineFields::default();
        if matches!(kind, JointKindFile::Hinge | JointKindFile::Slider) {
            let default = if kind == JointKindFile::Hinge { (0.0, 0.0, 1.0) } else { (1.0, 0.0, 0.0) };
            machine.axis = Some(unit_direction(joint.axis.unwrap_or(default)).map_err(fail("axis"))?.into());
        }
        if matches!(kind, JointKindFile::Hinge | JointKindFile::Slider | JointKindFile::Weld) {
            let rest = match joint.rest {
                Some(rest) => unit_turn(rest).map_err(fail("rest"))?,
                None => rest_between(turns[0], turns[1]),
            };
            machine.rest = Some(rest.into());
        }
        machine.limits = joint.limits.map(limits_in_order).transpose().map_err(fail("limits"))?;
        if let Some(motor) = joint.motor {
            finite(motor.speed).map_err(fail("motor"))?;
            if !(motor.max.is_finite() && motor.max >= 0.0) {
                return Err(fail("motor")(Sentence::new("problem-motor-max").with("got", motor.max.to_string())));
            }
            machine.motor = Some(motor);
        }
        if let Some(spring) = joint.spring {
            let (hertz, ratio) = (spring.hertz, spring.damping_ratio);
            if !(hertz.is_finite() && hertz > 0.0 && ratio.is_finite() && ratio >= 0.0) {
                let got = format!("({hertz}, {ratio})");
                return Err(fail("spring")(Sentence::new("problem-weld-spring").with("got", got)));
            }
            machine.spring = Some(spring);
        }
        if let Some((a, b)) = joint.wheels {
            let point = |wheel: Triple| finite_vector(wheel).map(Triple::from);
            machine.wheels = Some((point(a).map_err(fail("wheels"))?, point(b).map_err(fail("wheels"))?));
        }
        if kind == JointKindFile::Pulley {
            let ratio = joint.ratio.unwrap_or(1.0);
            if !(ratio.is_finite() && ratio > 0.0) {
                return Err(fail("ratio")(Sentence::new("problem-ratio").with("got", ratio.to_string())));
            }
            machine.ratio = Some(ratio);
        }
        Ok(machine)
    }
}

/// Limits whose low end is not above their high end.
fn limits_in_order((low, high): (f32, f32)) -> Result<(f32, f32), Sentence> {
    let (low, high) = (finite(low)?, finite(high)?);
    match low <= high {
        true => Ok((low, high)),
        false => Err(Sentence::new("problem-limits-order").with("low", low.to_string()).with("high", high.to_string())),
    }
}
