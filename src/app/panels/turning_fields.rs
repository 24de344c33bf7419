//! The selected body's turn and turning in the body editor: its orientation in degrees, its spin, how its mass
//! is spread, and its surface's rolling resistance and spinning friction.

use bevy::prelude::*;
use bevy_egui::egui;

use crate::app::panels::data_table::vector_drag;
use crate::app::state::controls::limits;
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
    ui.label("Turn ° (x, y, z)");
    let mut degrees = turn_degrees(*fields.rotation);
    vector_drag(ui, &mut degrees, limits::DEGREES, true);
    // written back only when a field moved: converting back and forth would nudge an untouched turn
    if degrees != turn_degrees(*fields.rotation) {
        *fields.rotation = turn_of_degrees(degrees);
    }
    ui.end_row();
    let (spin, turns) = fields.spin;
    ui.label("Spin rad/s");
    vector_drag(ui, spin, limits::SPIN, turns);
    ui.end_row();
    if let Some(distribution) = fields.distribution {
        ui.label("Inertia");
        ui.horizontal(|ui| {
            ui.selectable_value(distribution, MassDistribution::Solid, "solid (2/5 mr²)");
            ui.selectable_value(distribution, MassDistribution::Hollow, "hollow (2/3 mr²)");
        });
        ui.end_row();
    }
    for (label, value) in
        [("Rolling resistance", fields.rolling_resistance), ("Spinning friction", fields.spinning_friction)]
    {
        if let Some(value) = value {
            ui.label(label);
            ui.add_enabled(free, egui::Slider::new(value, limits::RESISTANCE));
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
