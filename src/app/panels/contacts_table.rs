//! The contacts table: each touching pair this step with its normal, depth, impulse and kind.

use bevy::prelude::*;
use bevy_egui::egui;

use crate::app::state::selection::Selection;
use crate::app::view::body_names::BodyNames;
use crate::language::Texts;
use crate::physics::{ContactPair, Contacts};

/// A row of the contacts table, with the names already looked up.
pub struct ContactRow {
    pub a: Entity,
    pub b: Entity,
    pub names: (String, String),
    pub normal: Vec3,
    pub penetration: f32,
    pub local: (Vec3, Vec3),
    pub impulse: f32,
    pub toi: Option<f32>,
    pub resolved: bool,
}

/// Each touching pair this step (the first `CONTACT_ROWS` and the selected one); clicking a row highlights
/// the pair in the scene. `unlisted` says how many pairs were left out. Only the lines in view are laid out
/// (laying out a busy scene's hundred rows in full costs a frame more than its 3D view); the heading is
/// line 0.
pub fn contacts_table(ui: &mut egui::Ui, rows: &[ContactRow], unlisted: usize, selection: &mut Selection) {
    let t = Texts::of(ui.ctx());
    if rows.is_empty() {
        ui.weak(t.get("contacts-none"));
        return;
    }
    let line_height = ui.spacing().interact_size.y;
    let lines = 1 + rows.len() + usize::from(unlisted > 0);
    let scroll = egui::ScrollArea::both().id_salt("contacts").auto_shrink([false, false]);
    scroll.show_rows(ui, line_height, lines, |ui, shown| {
        // the stripes follow the line's place in the whole table, not in the part shown
        let first = shown.start;
        let stripe =
            move |row: usize, style: &egui::Style| ((first + row) % 2 == 1).then_some(style.visuals.faint_bg_color);
        egui::Grid::new("contacts table").num_columns(6).with_row_color(stripe).show(ui, |ui| {
            for line in shown {
                match line.checked_sub(1).map(|index| rows.get(index)) {
                    None => {
                        for heading in [
                            "contacts-pair",
                            "contacts-normal",
                            "contacts-depth",
                            "contacts-impulse",
                            "contacts-kind",
                            "contacts-local",
                        ] {
                            ui.strong(t.get(heading));
                        }
                    }
                    Some(Some(row)) => contact_row(ui, row, selection, &t),
                    Some(None) => {
                        ui.weak(t.with("contacts-more", &[("count", unlisted.into())]));
                    }
                }
                ui.end_row();
            }
        });
    });
}

/// One pair's cells in the contacts table.
fn contact_row(ui: &mut egui::Ui, row: &ContactRow, selection: &mut Selection, t: &Texts) {
    let picked = selection.pair == Some((row.a, row.b));
    let shown = BodyNames::of(ui.ctx());
    let pair = ui.selectable_label(picked, format!("{} – {}", shown.shown(&row.names.0), shown.shown(&row.names.1)));
    let (a, b) = (t.signed_vector(row.local.0.to_array(), 2), t.signed_vector(row.local.1.to_array(), 2));
    if pair.on_hover_text(t.with("contacts-local-hint", &[("a", a.clone().into()), ("b", b.clone().into())])).clicked()
    {
        selection.pair = if picked { None } else { Some((row.a, row.b)) };
        selection.body = None;
    }
    ui.monospace(t.signed_vector(row.normal.to_array(), 2));
    ui.monospace(t.number(f64::from(row.penetration), 4));
    ui.monospace(t.number(f64::from(row.impulse), 3));
    let kind = match (row.resolved, row.toi) {
        (false, _) => t.get("contacts-vetoed"),
        (true, Some(toi)) => t.with("contacts-continuous", &[("time", t.number(f64::from(toi), 3).into())]),
        (true, None) if row.penetration <= 0.0 => t.get("contacts-speculative"),
        (true, None) => t.get("contacts-discrete"),
    };
    ui.label(kind);
    ui.monospace(format!("{a} / {b}"));
}

/// The rows the contacts table lists: laying out thousands would cost more than drawing the scene.
pub const CONTACT_ROWS: usize = 100;

/// The table's rows of the [`listed_pairs`].
pub(crate) fn contact_rows(
    contacts: &Contacts,
    names: &Query<&Name>,
    selected: Option<(Entity, Entity)>,
) -> Vec<ContactRow> {
    let name = |e: Entity| names.get(e).map_or_else(|_| format!("{e}"), |n| n.as_str().to_owned());
    listed_pairs(&contacts.pairs, selected)
        .map(|pair| ContactRow {
            a: pair.a,
            b: pair.b,
            names: (name(pair.a), name(pair.b)),
            normal: pair.contact.normal,
            penetration: pair.contact.penetration,
            local: (pair.contact.local_a, pair.contact.local_b),
            impulse: pair.normal_impulse,
            toi: pair.toi.map(|toi| toi.fraction),
            resolved: pair.resolve,
        })
        .collect()
}

/// The pairs the table lists: the first [`CONTACT_ROWS`], and the selected pair wherever it is.
fn listed_pairs(pairs: &[ContactPair], selected: Option<(Entity, Entity)>) -> impl Iterator<Item = &ContactPair> {
    let selected_later = pairs.iter().skip(CONTACT_ROWS).filter(move |pair| selected == Some((pair.a, pair.b)));
    pairs.iter().take(CONTACT_ROWS).chain(selected_later)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_contacts_table_lists_the_first_hundred_pairs_and_the_selected_one() {
        let body = |i: u32| Entity::from_raw_u32(i).unwrap();
        let contact =
            crate::geometry::Contact { normal: Vec3::Y, penetration: 0.01, local_a: Vec3::ZERO, local_b: Vec3::ZERO };
        let pair = |i: u32| ContactPair::new(body(2 * i + 1), body(2 * i + 2), contact);
        let pairs: Vec<ContactPair> = (0..250).map(pair).collect();
        assert_eq!(listed_pairs(&pairs, None).count(), CONTACT_ROWS);
        let selected = Some((body(401), body(402)));
        let listed: Vec<_> = listed_pairs(&pairs, selected).map(|pair| pair.a.index_u32()).collect();
        assert_eq!(listed.len(), CONTACT_ROWS + 1);
        assert_eq!(*listed.last().unwrap(), 401);
        assert_eq!(listed_pairs(&pairs[..30], selected).count(), 30);
    }
}
