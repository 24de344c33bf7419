//! The selected body's turn and turning in the body editor: its orientation in degrees, its spin, how its mass
//! is spread, and its surface's rolling resistance and spinning friction.

use bevy::prelude::*;
use bevy_egui::egui;

use crate::app::panels::data_table::vector_drag;
use crate::app::state::controls::limits;
use crate::language::Texts;
use crate::language::fields::slider;
use crate::physics::MassDistribution;
use crate::scene::{turn_degrees, turn_of_degrees};

/// What the editor may change of a body's turning; `None` where the body has no such part.
pub struct TurningFields<'a> {
    pub rotation: &'a mut Quat,
    /// The spin, and whether the body turns (a moving sphere).
    pub spin: (&'a mut Vec3, bool),
    pub distribution: Option<&'a mut MassDistribution>,
    pub rolling_resistance: Option<&'a mut f32>,
    pub spinning_friction: Option<&'a mut f32>,
}

/// The turning rows of the editor's grid; the surface's coefficients only while the materials are `free`.
pub fn turning_rows(ui: &mut egui::Ui, fields: TurningFields, free: bool) {
    let t = Texts::of(ui.ctx());
    ui.label(t.get("body-turn"));
    let mut degrees = turn_degrees(*fields.rotation);
    vector_drag(ui, &mut degrees, limits::DEGREES, true);
    // written back only when a field moved: converting back and forth would nudge an untouched turn
    if degrees != turn_degrees(*fields.rotation) {
        *fields.rotation = turn_of_degrees(degrees);
    }
    ui.end_row();
    let (spin, turns) = fields.spin;
    ui.label(t.get("body-spin"));
    vector_drag(ui, spin, limits::SPIN, turns);
    ui.end_row();
    if let Some(distribution) = fields.distribution {
        ui.label(t.get("body-inertia"));
        ui.horizontal(|ui| {
            ui.selectable_value(distribution, MassDistribution::Solid, t.get("body-solid"));
            ui.selectable_value(distribution, MassDistribution::Hollow, t.get("body-hollow"));
        });
        ui.end_row();
    }
    for (label, value) in
        [("body-rolling-resistance", fields.rolling_resistance), ("body-spinning-friction", fields.spinning_friction)]
    {
        if let Some(value) = value {
            ui.label(t.get(label));
            ui.add_enabled(free, slider(egui::Slider::new(value, limits::RESISTANCE), &t));
            ui.end_row();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn degrees_turn_about_x_then_y_then_z_as_scene_files_do() {
        let turn = turn_of_degrees(Vec3::new(90.0, 90.0, 0.0));
        assert!((turn * Vec3::Y - Vec3::X).length() < 1e-6, "{}", turn * Vec3::Y);
        let ramp = Quat::from_rotation_z(-20f32.to_radians());
        assert!((turn_degrees(ramp) - Vec3::new(0.0, 0.0, -20.0)).length() < 1e-4);
        let any = Vec3::new(10.0, -35.0, 120.0);
        assert!((turn_degrees(turn_of_degrees(any)) - any).length() < 1e-3);
    }
}
