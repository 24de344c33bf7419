//! The readouts: the step's counters, the time of each stage, the kinetic energy and the momentum.

use bevy::prelude::*;
use bevy_egui::egui;

use crate::language::Texts;
use crate::physics::{PhysicsStats, PhysicsSystems, STAGES};

/// Counters, time per stage, kinetic energy and momentum.
pub fn readouts_section(ui: &mut egui::Ui, stats: &PhysicsStats, energy: f64, momentum: Vec3) {
    let t = Texts::of(ui.ctx());
    egui::Grid::new("readouts").num_columns(2).striped(true).show(ui, |ui| {
        for (label, value) in [
            ("readout-bodies", stats.bodies),
            ("readout-asleep", stats.sleeping),
            ("readout-pairs", stats.candidate_pairs),
            ("readout-contacts", stats.contacts),
            ("readout-continuous-hits", stats.ccd_hits),
            ("readout-impacts", stats.impacts),
            ("readout-cut-short", stats.ccd_cut_short),
            ("readout-non-finite", stats.non_finite_bodies),
        ] {
            ui.label(t.get(label));
            ui.label(value.to_string());
            ui.end_row();
        }
        for (stage, ms) in STAGES.iter().zip(stats.stage_ms) {
            ui.label(t.with("readout-stage", &[("stage", t.get(stage_text_id(*stage)).into())]));
            ui.label(t.number(ms, 3));
            ui.end_row();
        }
        ui.label(t.get("readout-kinetic-energy"));
        ui.label(t.with("readout-joules", &[("value", t.number(energy, 3).into())]));
        ui.end_row();
        ui.label(t.get("readout-momentum"));
        ui.label(t.vector(momentum.to_array(), 2));
        ui.end_row();
    });
}

/// The message naming a stage of the step.
fn stage_text_id(stage: PhysicsSystems) -> &'static str {
    match stage {
        PhysicsSystems::Sleep => "stage-sleep",
        PhysicsSystems::Predict => "stage-predict",
        PhysicsSystems::BroadPhase => "stage-broadphase",
        PhysicsSystems::NarrowPhase => "stage-narrowphase",
        PhysicsSystems::Ccd => "stage-continuous",
        PhysicsSystems::Reach => "stage-reach",
        PhysicsSystems::Events => "stage-events",
        PhysicsSystems::Filter => "stage-filter",
        PhysicsSystems::Solve => "stage-solver",
        PhysicsSystems::CorrectPositions => "stage-correction",
    }
}
