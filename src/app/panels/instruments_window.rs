//! The Instruments window: the tape's length, the protractor's angle, the stopwatch with its buttons, and the
//! photogates' table (each passage, and each body's speed between two gates), each instrument with a button
//! that puts it away.

use bevy_egui::egui;

use crate::app::instruments::bench::BenchReadings;
use crate::app::instruments::tools::{Instruments, Stopwatch};

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
    let bench = &mut *view.bench;
    if let Some(length) = bench.tape_length() {
        ui.horizontal(|ui| {
            ui.strong(format!("Tape {length:.3} m"));
            if ui.small_button("Put away").clicked() {
                bench.tape = None;
            }
        });
    }
    if let Some(angle) = bench.protractor_angle() {
        ui.horizontal(|ui| {
            ui.strong(format!("Protractor {angle:.1}°"));
            if ui.small_button("Put away").clicked() {
                bench.protractor = None;
            }
        });
    }
    stopwatch_row(ui, &mut bench.stopwatch, (view.now, view.dt));
    if !bench.gates.is_empty() {
        gates_table(ui, view.readings);
        if ui.small_button("Put the gates away").clicked() {
            bench.gates.clear();
        }
    }
}

/// The stopwatch's reading and its buttons: it runs on the recording's clock.
fn stopwatch_row(ui: &mut egui::Ui, watch: &mut Stopwatch, (now, dt): (u64, f64)) {
    ui.horizontal(|ui| {
        ui.strong(format!("Stopwatch {:.3} s", watch.reading(now, dt)));
        if watch.running(now) {
            if ui.small_button("Stop").clicked() {
                watch.stopped = Some(now);
            }
        } else if ui.small_button("Start").clicked() {
            *watch = Stopwatch { started: Some(now), stopped: None };
        }
        if ui.small_button("Reset").clicked() {
            *watch = Stopwatch::default();
        }
    });
}

/// Each passage (gate, body, time, speed), then each body's speed between gates in a row.
fn gates_table(ui: &mut egui::Ui, readings: &BenchReadings) {
    if readings.passages.is_empty() {
        ui.label("Gates: nothing has passed yet");
        return;
    }
    egui::Grid::new("gate passages").striped(true).show(ui, |ui| {
        for column in ["gate", "body", "time s", "speed m/s"] {
            ui.strong(column);
        }
        ui.end_row();
        for row in &readings.passages {
            ui.label(row.gate.to_string());
            ui.label(&row.body);
            ui.label(format!("{:.4}", row.passage.time));
            ui.label(format!("{:.3}", row.passage.speed));
            ui.end_row();
        }
    });
    for row in &readings.between {
        ui.label(format!("{}: gate {} to {} in {:.4} s: {:.3} m/s", row.body, row.from, row.to, row.time, row.speed));
    }
}
