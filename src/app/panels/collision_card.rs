//! A collision card, opened from a begin in the event log: both bodies' velocities, momenta and kinetic energies before and
//! after, each one's change in momentum (equal and opposite when nothing else acts), the energy lost and
//! e measured.

use bevy::prelude::*;
use bevy_egui::egui;

use crate::app::panels::momentum_diagram::momentum_diagram;
use crate::app::view::body_names::BodyNames;
use crate::inspector::{CardBody, CollisionCard};
use crate::language::Texts;

/// The card as a table, with its totals under it.
pub fn collision_card(ui: &mut egui::Ui, card: &CollisionCard, id: egui::Id) {
    let t = Texts::of(ui.ctx());
    // adding zero turns −0 into 0, so a body at rest does not show "−0.000"
    let vector = |v: Vec3| t.signed_vector((v + Vec3::ZERO).to_array(), 3);
    let energies =
        |before: f32, after: f32| format!("{} → {}", t.number(f64::from(before), 3), t.number(f64::from(after), 3));
    ui.weak(t.get("card-span"));
    let (total_before, total_after) = card.total_momentum();
    let cell = |body: &CardBody, value: &dyn Fn(&CardBody) -> String| {
        if body.mass.is_some() { value(body) } else { t.get("card-static") }
    };
    egui::Grid::new(id).striped(true).num_columns(4).show(ui, |ui| {
        let names = BodyNames::of(ui.ctx());
        let (a, b) = (names.shown(&card.a.name).into_owned(), names.shown(&card.b.name).into_owned());
        for heading in [String::new(), a, b, t.get("card-total")] {
            ui.strong(heading);
        }
        ui.end_row();
        let before = card.a.energy_before() + card.b.energy_before();
        let rows: [(&str, &dyn Fn(&CardBody) -> String, String); 7] = [
            ("card-mass", &|b| t.number(f64::from(b.mass.unwrap_or(0.0)), 3), String::new()),
            ("card-velocity-before", &|b| vector(b.velocity_before), String::new()),
            ("card-velocity-after", &|b| vector(b.velocity_after), String::new()),
            ("card-momentum-before", &|b| vector(b.momentum_before()), vector(total_before)),
            ("card-momentum-after", &|b| vector(b.momentum_after()), vector(total_after)),
            ("card-momentum-change", &|b| vector(b.momentum_change()), vector(total_after - total_before)),
            (
                "card-energy",
                &|b| energies(b.energy_before(), b.energy_after()),
                energies(before, before - card.energy_lost()),
            ),
        ];
        for (label, value, total) in rows {
            ui.label(t.get(label));
            ui.monospace(cell(&card.a, value));
            ui.monospace(cell(&card.b, value));
            ui.monospace(total);
            ui.end_row();
        }
    });
    card_verdicts(ui, card, &t);
    ui.separator();
    momentum_diagram(ui, card);
}

/// Under the table: the energy lost, e measured, and the times of each impact when there were several.
fn card_verdicts(ui: &mut egui::Ui, card: &CollisionCard, t: &Texts) {
    let before = card.a.energy_before() + card.b.energy_before();
    let lost = t.number(f64::from(card.energy_lost()), 3);
    if before > 0.0 {
        let share = t.number(f64::from(100.0 * card.energy_lost() / before), 1);
        ui.label(t.with("card-energy-lost-share", &[("joules", lost.into()), ("percent", share.into())]));
    } else {
        ui.label(t.with("card-energy-lost", &[("joules", lost.into())]));
    }
    match card.restitution() {
        Some(e) => ui.label(t.with("card-e-measured", &[("e", t.number(f64::from(e), 3).into())])),
        None => ui.label(t.get("card-no-e")),
    };
    if card.impacts.len() > 1 {
        let each: Vec<String> = card
            .impacts
            .iter()
            .map(|&(time, j)| {
                let args =
                    [("time", t.number(f64::from(time), 3).into()), ("impulse", t.number(f64::from(j), 3).into())];
                t.with("card-impact", &args)
            })
            .collect();
        let args = [("count", card.impacts.len().into()), ("impacts", each.join(", ").into())];
        ui.label(t.with("card-impacts", &args));
    }
}
