//! The gauge a scene asks for, over the top right of the view in large type: how many collisions so far
//! (Galperin's blocks), or a gas's temperature and the pressure on its walls beside the ideal gas's. Both
//! follow the timeline: they are read from the recording's figures up to the step shown.

use bevy::prelude::*;
use bevy_egui::egui;

use crate::gas::{ideal_pressure, temperature};
use crate::language::Texts;
use crate::recording::StepFigures;
use crate::scene::Instrument;

/// Seconds of wall impulses the pressure is averaged over.
pub const PRESSURE_WINDOW: f64 = 5.0;

/// What the gauge shows, worked out from the recording and the bodies.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Reading {
    Collisions(u64),
    /// kT (J), the measured pressure (Pa, None until a full window has passed) and the ideal one (Pa).
    Gas {
        kt: f64,
        pressure: Option<f64>,
        ideal: f64,
    },
}

/// The figures recorded from `first` up to step `current`.
fn figures_until(figures: &[StepFigures], first: u64, current: u64) -> &[StepFigures] {
    let end = (current.saturating_sub(first) as usize + 1).min(figures.len());
    &figures[..end]
}

/// The reading of `instrument` at step `current` of a recording starting at `first`, with steps of `dt` s
/// and the moving `balls` as (mass kg, speed m/s, radius m).
pub fn reading(
    instrument: Instrument,
    (figures, first, current): (&[StepFigures], u64, u64),
    dt: f64,
    balls: &[(f64, f64, f64)],
) -> Reading {
    let shown = figures_until(figures, first, current);
    match instrument {
        Instrument::Collisions => Reading::Collisions(shown.iter().map(|f| u64::from(f.impacts)).sum()),
        Instrument::Gas { half_extents: (x, y, z) } => {
            let speeds: Vec<(f64, f64)> = balls.iter().map(|&(mass, speed, _)| (mass, speed)).collect();
            let kt = temperature(&speeds);
            // the room the centres have: the box less a radius at each wall
            let radius = balls.first().map_or(0.0, |ball| ball.2);
            let room = |half: f32| 2.0 * (f64::from(half) - radius).max(0.0);
            let ideal = ideal_pressure(balls.len(), kt, room(x) * room(y) * room(z));
            let steps = (PRESSURE_WINDOW / dt).round() as usize;
            let area = 8.0 * f64::from(x * y + y * z + z * x);
            let pressure = (shown.len() > steps).then(|| {
                let impulse: f64 = shown[shown.len() - steps..].iter().map(|f| f.wall_impulse).sum();
                impulse / (PRESSURE_WINDOW * area)
            });
            Reading::Gas { kt, pressure, ideal }
        }
    }
}

/// Draws the reading in the top right corner of `view`, in type a class reads from the back.
pub fn instrument_gauge(ctx: &egui::Context, view: egui::Rect, reading: Reading) {
    egui::Area::new(egui::Id::new("instrument gauge"))
        .anchor(egui::Align2::RIGHT_TOP, egui::vec2(-(ctx.viewport_rect().max.x - view.max.x) - 12.0, view.min.y + 8.0))
        .interactable(false)
        // above the bodies' labels, which lie under the windows
        .order(egui::Order::Middle)
        .show(ctx, |ui| {
            let t = Texts::of(ctx);
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                // one line each, never wrapped against the view's edge
                let line = |ui: &mut egui::Ui, text: String, size: f32| {
                    ui.add(egui::Label::new(egui::RichText::new(text).size(size).strong()).extend());
                };
                match reading {
                    Reading::Collisions(count) => {
                        line(ui, t.with("gauge-collisions", &[("count", count.into())]), 30.0)
                    }
                    Reading::Gas { kt, pressure, ideal } => {
                        line(ui, t.with("gauge-kt", &[("joules", t.number(kt, 3).into())]), 30.0);
                        let measured = pressure.map_or("…".to_string(), |p| t.number(p, 3));
                        line(ui, t.with("gauge-pressure", &[("pascals", measured.into())]), 30.0);
                        line(ui, t.with("gauge-ideal", &[("pascals", t.number(ideal, 3).into())]), 20.0);
                        ui.label(t.with("gauge-window", &[("seconds", t.number(PRESSURE_WINDOW, 0).into())]));
                    }
                }
            });
        });
}

#[cfg(test)]
mod tests {
    use super::*;

    fn step(impacts: u32, wall_impulse: f64) -> StepFigures {
        StepFigures { impacts, wall_impulse, ..default() }
    }

    #[test]
    fn the_counter_sums_the_impacts_up_to_the_step_shown() {
        let figures = [step(0, 0.0), step(2, 0.0), step(1, 0.0), step(5, 0.0)];
        assert_eq!(reading(Instrument::Collisions, (&figures, 10, 12), 0.1, &[]), Reading::Collisions(3));
        assert_eq!(reading(Instrument::Collisions, (&figures, 10, 99), 0.1, &[]), Reading::Collisions(8));
    }

    #[test]
    fn the_gas_gauge_averages_the_walls_impulse_over_its_window() {
        // a box of 2 m sides (area 24 m²), steps of 1 s: 5 steps of 12 N·s each is 60 N·s / (5 s · 24 m²)
        let gas = Instrument::Gas { half_extents: (1.0, 1.0, 1.0) };
        let figures = vec![step(0, 12.0); 7];
        // two balls of 1 kg at 3 m/s and 0 m/s: kT = 2/3 · 4.5 / 2 = 1.5 J; their centres have (2 − 1)³ m³
        let balls = [(1.0, 3.0, 0.5), (1.0, 0.0, 0.5)];
        let Reading::Gas { kt, pressure, ideal } = reading(gas, (&figures, 0, 6), 1.0, &balls) else { panic!() };
        assert!((kt - 1.5).abs() < 1e-12 && (ideal - 3.0).abs() < 1e-12, "{kt} {ideal}");
        assert!((pressure.unwrap() - 0.5).abs() < 1e-12, "{pressure:?}");
        let early = reading(gas, (&figures, 0, 3), 1.0, &balls);
        assert!(matches!(early, Reading::Gas { pressure: None, .. }), "no full window yet: {early:?}");
    }
}
