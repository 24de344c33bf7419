//! The readouts: the step's counters, the time of each stage, the kinetic energy and the momentum.

use bevy::prelude::*;
use bevy_egui::egui;

use crate::physics::{PhysicsStats, STAGES};

/// Counters, time per stage, kinetic energy and momentum.
pub fn readouts_section(ui: &mut egui::Ui, stats: &PhysicsStats, energy: f64, momentum: Vec3) {
    egui::Grid::new("readouts").num_columns(2).striped(true).show(ui, |ui| {
        for (label, value) in [
            ("Bodies", stats.bodies),
            ("Asleep", stats.sleeping),
            ("Pairs tested", stats.candidate_pairs),
            ("Contacts", stats.contacts),
            ("Continuous hits", stats.ccd_hits),
            ("Impacts in time order", stats.impacts),
            ("Stopped short (out of hits)", stats.ccd_cut_short),
            ("Non-finite bodies (kept out)", stats.non_finite_bodies),
        ] {
            ui.label(label);
            ui.label(value.to_string());
            ui.end_row();
        }
        for (stage, ms) in STAGES.iter().zip(stats.stage_ms) {
            ui.label(format!("{} ms", stage.label()));
            ui.label(format!("{ms:.3}"));
            ui.end_row();
        }
        ui.label("Kinetic energy");
        ui.label(format!("{energy:.3} J"));
        ui.end_row();
        ui.label("Momentum");
        ui.label(format!("({:.2}, {:.2}, {:.2})", momentum.x, momentum.y, momentum.z));
        ui.end_row();
    });
}
