//! The event log's list: begin and end events, newest first, each begin with its collision card.

use bevy_egui::egui;

use crate::app::session::event_log::EventLog;
use crate::app::view::body_names::BodyNames;
use crate::language::Texts;
use crate::scene::EventKind;

/// Begin/end events, newest first, with a Clear button.
pub fn event_log_section(ui: &mut egui::Ui, log: &mut EventLog) {
    let t = Texts::of(ui.ctx());
    ui.horizontal(|ui| {
        ui.strong(t.with("events-heading", &[("count", log.entries.len().into())]));
        if ui.button(t.get("events-clear")).clicked() {
            log.clear();
        }
    });
    let mut open_card = None;
    let (begin, end) = (t.get("events-begin"), t.get("events-end"));
    let names = BodyNames::of(ui.ctx());
    // only the rows in view are laid out: the log holds hundreds in a busy scene
    let row_height = ui.spacing().interact_size.y;
    let scroll = egui::ScrollArea::vertical().id_salt("events").auto_shrink([false, false]);
    scroll.show_rows(ui, row_height, log.entries.len(), |ui, shown| {
        for entry in log.entries.range(shown) {
            let (mark, color) = match entry.kind {
                EventKind::Started => (&begin, egui::Color32::from_rgb(120, 220, 120)),
                EventKind::Ended => (&end, egui::Color32::from_rgb(230, 150, 110)),
            };
            let step = egui::RichText::new(format!("{:>6}", entry.step)).monospace();
            // the events of the step the world is at stand out
            let step = if entry.step == log.current_step { step.strong().underline() } else { step };
            ui.horizontal(|ui| {
                ui.label(step);
                ui.colored_label(color, egui::RichText::new(mark).monospace());
                ui.label(format!("{} – {}", names.shown(&entry.a_name), names.shown(&entry.b_name)));
                if let Some(card) = &entry.card
                    && ui.small_button(t.get("events-card")).on_hover_text(t.hint("events-card")).clicked()
                {
                    open_card = Some(card.clone());
                }
            });
        }
    });
    if open_card.is_some() {
        log.card = open_card;
    }
}
