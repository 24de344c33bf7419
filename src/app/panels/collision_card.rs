//! A collision card, opened from a begin in the event log: both bodies' velocities, momenta and kinetic energies before and
//! after, each one's change in momentum (equal and opposite when nothing else acts), the energy lost and
//! e measured.

use bevy::prelude::*;
use bevy_egui::egui;

use crate::app::panels::momentum_diagram::momentum_diagram;
use crate::inspector::{CardBody, CollisionCard};

fn vector(v: Vec3) -> String {
    // adding zero turns −0 into 0, so a body at rest does not show "−0.000"
    let v = v + Vec3::ZERO;
    format!("({:+.3}, {:+.3}, {:+.3})", v.x, v.y, v.z)
}

/// The card as a table, with its totals under it.
pub fn collision_card(ui: &mut egui::Ui, card: &CollisionCard, id: egui::Id) {
    ui.weak("From the start to the end of the step of the collision (gravity and other contacts included).");
    let (total_before, total_after) = card.total_momentum();
    let cell = |body: &CardBody, value: fn(&CardBody) -> String| {
        if body.mass.is_some() { value(body) } else { "static".to_string() }
    };
    egui::Grid::new(id).striped(true).num_columns(4).show(ui, |ui| {
        for heading in ["", &card.a.name, &card.b.name, "total"] {
            ui.strong(heading);
        }
        ui.end_row();
        let rows: [(&str, fn(&CardBody) -> String, String); 7] = [
            ("mass kg", |b| format!("{:.3}", b.mass.unwrap_or(0.0)), String::new()),
            ("velocity before m/s", |b| vector(b.velocity_before), String::new()),
            ("velocity after m/s", |b| vector(b.velocity_after), String::new()),
            ("momentum before kg·m/s", |b| vector(b.momentum_before()), vector(total_before)),
            ("momentum after kg·m/s", |b| vector(b.momentum_after()), vector(total_after)),
            ("change in momentum", |b| vector(b.momentum_change()), vector(total_after - total_before)),
            ("kinetic energy before, after J", |b| format!("{:.3} → {:.3}", b.energy_before(), b.energy_after()), {
                let before = card.a.energy_before() + card.b.energy_before();
                format!("{before:.3} → {:.3}", before - card.energy_lost())
            }),
        ];
        for (label, value, total) in rows {
            ui.label(label);
            ui.monospace(cell(&card.a, value));
            ui.monospace(cell(&card.b, value));
            ui.monospace(total);
            ui.end_row();
        }
    });
    let before = card.a.energy_before() + card.b.energy_before();
    let share = if before > 0.0 { format!(" ({:.1} %)", 100.0 * card.energy_lost() / before) } else { String::new() };
    ui.label(format!("energy lost {:.3} J{share}", card.energy_lost()));
    match card.restitution() {
        Some(e) => ui.label(format!("e measured: separation speed / approach speed along the normal = {e:.3}")),
        None => ui.label("they were not approaching along the normal when the step began: no e to measure"),
    };
    if card.impacts.len() > 1 {
        let each: Vec<String> = card.impacts.iter().map(|&(t, j)| format!("t = {t:.3} ({j:.3} N·s)")).collect();
        ui.label(format!("met {} times in the step, each at its own time: {}", card.impacts.len(), each.join(", ")));
    }
    ui.separator();
    momentum_diagram(ui, card);
}
