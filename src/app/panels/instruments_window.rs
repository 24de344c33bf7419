//! The Instruments window: the tape's length, the protractor's angle, the stopwatch with its buttons, and the
//! photogates' table (each passage, and each body's speed between two gates), each instrument with a button
//! that puts it away.

use bevy_egui::egui;

use crate::app::instruments::bench::BenchReadings;
use crate::app::instruments::tools::{Instruments, Stopwatch};
use crate::language::Texts;

/// What the window shows and changes.
pub struct InstrumentsView<'a> {
    pub bench: &'a mut Instruments,
    pub readings: &'a BenchReadings,
    /// The step shown, and a step's length (s).
    pub now: u64,
    pub dt: f64,
}

/// The readings, one instrument a row, and the gates' table.
pub fn instruments_section(ui: &mut egui::Ui, view: &mut InstrumentsView) {
    let t = Texts::of(ui.ctx());
    let bench = &mut *view.bench;
    if let Some(length) = bench.tape_length() {
        ui.horizontal(|ui| {
            ui.strong(t.with("instrument-tape", &[("metres", t.number(f64::from(length), 3).into())]));
            if ui.small_button(t.get("instrument-put-away")).clicked() {
                bench.tape = None;
            }
        });
    }
    if let Some(angle) = bench.protractor_angle() {
        ui.horizontal(|ui| {
            ui.strong(t.with("instrument-protractor", &[("degrees", t.number(f64::from(angle), 1).into())]));
            if ui.small_button(t.get("instrument-put-away")).clicked() {
                bench.protractor = None;
            }
        });
    }
    stopwatch_row(ui, &mut bench.stopwatch, (view.now, view.dt), &t);
    if !bench.gates.is_empty() {
        gates_table(ui, view.readings, &t);
        if ui.small_button(t.get("instrument-gates-away")).clicked() {
            bench.gates.clear();
        }
    }
}

/// The stopwatch's reading and its buttons: it runs on the recording's clock.
fn stopwatch_row(ui: &mut egui::Ui, watch: &mut Stopwatch, (now, dt): (u64, f64), t: &Texts) {
    ui.horizontal(|ui| {
        ui.strong(t.with("instrument-stopwatch", &[("seconds", t.number(watch.reading(now, dt), 3).into())]));
        if watch.running(now) {
            if ui.small_button(t.get("instrument-stop")).clicked() {
                watch.stopped = Some(now);
            }
        } else if ui.small_button(t.get("instrument-start")).clicked() {
            *watch = Stopwatch { started: Some(now), stopped: None };
        }
        if ui.small_button(t.get("instrument-reset")).clicked() {
            *watch = Stopwatch::default();
        }
    });
}

/// Each passage (gate, body, time, speed), then each body's speed between gates in a row.
fn gates_table(ui: &mut egui::Ui, readings: &BenchReadings, t: &Texts) {
    if readings.passages.is_empty() {
        ui.label(t.get("gates-empty"));
        return;
    }
    egui::Grid::new("gate passages").striped(true).show(ui, |ui| {
        for column in ["gates-gate", "gates-body", "gates-time", "gates-speed"] {
            ui.strong(t.get(column));
        }
        ui.end_row();
        for row in &readings.passages {
            ui.label(row.gate.to_string());
            ui.label(&row.body);
            ui.label(t.number(row.passage.time, 4));
            ui.label(t.number(row.passage.speed, 3));
            ui.end_row();
        }
    });
    for row in &readings.between {
        let args = [
            ("body", row.body.as_str().into()),
            ("from", row.from.into()),
            ("to", row.to.into()),
            ("seconds", t.number(row.time, 4).into()),
            ("speed", t.number(row.speed, 3).into()),
        ];
        ui.label(t.with("gates-between", &args));
    }
}
