//! Graphs over the recording's time: energy, momentum, contacts, the deepest overlap, and the selected
//! bodies' height, speed and position, with the begin/end events and the scrub cursor; a click goes there.

use bevy::prelude::*;
use bevy_egui::egui;
use egui_plot::{Bar, BarChart, Legend, Line, LineStyle, Plot, PlotPoints, VLine};

use super::energy_bars::MOTOR_COLOR;
use crate::gas::{SpeedHistogram, maxwell_boltzmann, temperature};
use crate::language::Texts;
use crate::recording::{BodySample, RecordedEvent, StepFigures, motor_work_since};
use crate::scene::EventKind;

/// Which quantity the graph shows.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum GraphKind {
    #[default]
    KineticEnergy,
    /// Kinetic energy beside the potential energy of heights and springs, their total and what it lost.
    Energy,
    Momentum,
    /// Σ (x × m v + I ω) about the origin.
    AngularMomentum,
    Contacts,
    Penetration,
    Height,
    Speed,
    Position,
    /// Every moving body's speed, counted, beside the Maxwell–Boltzmann curve of their temperature.
    Speeds,
}

impl GraphKind {
    const ALL: [GraphKind; 10] = [
        GraphKind::KineticEnergy,
        GraphKind::Energy,
        GraphKind::Momentum,
        GraphKind::AngularMomentum,
        GraphKind::Contacts,
        GraphKind::Penetration,
        GraphKind::Height,
        GraphKind::Speed,
        GraphKind::Position,
        GraphKind::Speeds,
    ];

    /// The message naming it on its button.
    fn text_id(self) -> &'static str {
        match self {
            GraphKind::KineticEnergy => "graph-kinetic-energy",
            GraphKind::Energy => "graph-energy",
            GraphKind::Momentum => "graph-momentum",
            GraphKind::AngularMomentum => "graph-angular-momentum",
            GraphKind::Contacts => "graph-contacts",
            GraphKind::Penetration => "graph-penetration",
            GraphKind::Height => "graph-height",
            GraphKind::Speed => "graph-speed",
            GraphKind::Position => "graph-position",
            GraphKind::Speeds => "graph-speeds",
        }
    }

    fn of_one_body(self) -> bool {
        matches!(self, GraphKind::Height | GraphKind::Speed | GraphKind::Position)
    }
}

/// What the graphs are drawn from.
#[derive(Clone, Copy, Debug)]
pub struct GraphData<'a> {
    /// Totals per step from `first` on.
    pub figures: &'a [StepFigures],
    pub first: u64,
    pub current: u64,
    pub dt: f32,
    pub events: &'a [RecordedEvent],
    /// The selected bodies' names, colours (as drawn in the view) and samples.
    pub bodies: &'a [(String, egui::Color32, &'a [BodySample])],
    /// The direction gravity pulls, for "height".
    pub down: Vec3,
    /// The future a change replaced: its first step, its figures and the selected bodies' samples in it
    /// (in the order of `bodies`).
    pub replaced: Option<(u64, &'a [StepFigures], &'a [&'a [BodySample]])>,
    /// Every moving body's mass (kg) and speed (m/s) now, for the speeds' histogram.
    pub speeds: &'a [(f64, f64)],
}

/// More events than this are not drawn as lines (they would hide the curves).
const MAX_EVENT_LINES: usize = 300;

/// The graph chooser and the plot; a click on the plot asks for the step under the pointer.
pub fn graphs_section(ui: &mut egui::Ui, data: &GraphData, kind: &mut GraphKind, request: &mut Option<u64>) {
    let t = Texts::of(ui.ctx());
    ui.horizontal_wrapped(|ui| {
        for choice in GraphKind::ALL {
            let enabled = !choice.of_one_body() || !data.bodies.is_empty();
            let label = egui::Button::selectable(*kind == choice, t.get(choice.text_id()));
            if ui.add_enabled(enabled, label).on_disabled_hover_text(t.get("graph-select-first")).clicked() {
                *kind = choice;
            }
        }
    });
    if *kind == GraphKind::Speeds {
        speeds_histogram(ui, data.speeds, &t);
        return;
    }
    let bodies: Vec<CurveBody> =
        data.bodies.iter().map(|(name, color, samples)| (name.as_str(), *color, *samples)).collect();
    let mut lines = curves(*kind, (data.first, data.figures), &bodies, data, &t);
    if let Some((from, figures, samples)) = data.replaced {
        let old: Vec<CurveBody> =
            bodies.iter().zip(samples).map(|((name, color, _), old)| (*name, *color, *old)).collect();
        let replaced = curves(*kind, (from, figures), &old, data, &t);
        let old_name = |name: String| t.with("graph-replaced", &[("name", name.into())]);
        lines.extend(replaced.into_iter().map(|(name, _, points)| (old_name(name), REPLACED, points)));
    }
    if lines.is_empty() {
        ui.weak(t.get("graph-empty"));
        return;
    }
    let time = |step: u64| step as f64 * data.dt as f64;
    let plot = Plot::new("graph").legend(Legend::default()).x_axis_label(t.get("graph-time")).allow_scroll(false);
    let response = plot.show(ui, |plot_ui| {
        for (name, color, points) in lines {
            let line = Line::new(name, PlotPoints::from(points)).color(color);
            let dashed = color == REPLACED;
            plot_ui.line(if dashed { line.style(LineStyle::dashed_loose()) } else { line });
        }
        if data.events.len() <= MAX_EVENT_LINES {
            for event in data.events {
                let color = match event.kind {
                    EventKind::Started => egui::Color32::from_rgba_unmultiplied(120, 220, 120, 90),
                    EventKind::Ended => egui::Color32::from_rgba_unmultiplied(230, 150, 110, 90),
                };
                plot_ui.vline(VLine::new("", time(event.step)).color(color).width(1.0));
            }
        }
        plot_ui.vline(VLine::new(t.get("graph-now"), time(data.current)).color(egui::Color32::WHITE).width(1.5));
        plot_ui.pointer_coordinate()
    });
    if response.response.clicked()
        && let Some(point) = response.inner
    {
        let last = data.first + data.figures.len().saturating_sub(1) as u64;
        *request = Some(((point.x / data.dt as f64).round().max(0.0) as u64).clamp(data.first, last));
    }
}

/// Bins of the speeds' histogram.
const SPEED_BINS: usize = 24;

/// The moving bodies' speeds counted in bins, and over them how many each bin would hold were the speeds
/// The energy's curves: kinetic (and of it, turning); where there is any, the potential energy of heights and
/// of springs, their total with the kinetic, the work the motors did since the first step shown, and what the
/// total lost since then beyond that work (to impacts, friction and damping; negative when something was given
/// energy: a push).
fn energy_curves(
    figures: &[StepFigures],
    totals: &dyn Fn(&dyn Fn(&StepFigures) -> f64) -> Vec<[f64; 2]>,
    t: &Texts,
) -> Vec<Curve> {
    let mut curves =
        vec![(t.get("curve-kinetic"), egui::Color32::from_rgb(230, 230, 230), totals(&|f| f.totals.kinetic_energy))];
    let (has_height, has_springs) =
        (figures.iter().any(|f| f.potential.gravitational != 0.0), figures.iter().any(|f| f.potential.spring != 0.0));
    if has_height {
        curves.push((
            t.get("curve-of-height"),
            egui::Color32::from_rgb(120, 210, 120),
            totals(&|f| f.potential.gravitational),
        ));
    }
    if has_springs {
        curves.push((
            t.get("curve-in-springs"),
            egui::Color32::from_rgb(230, 150, 60),
            totals(&|f| f.potential.spring),
        ));
    }
    let total = |f: &StepFigures| f.totals.kinetic_energy + f.potential.total();
    let first = figures.first().map_or(0.0, total);
    curves.push((t.get("curve-total"), egui::Color32::from_rgb(110, 160, 240), totals(&total)));
    let work: Vec<f64> = motor_work_since(figures).collect();
    let mut lost = totals(&|f| first - total(f));
    lost.iter_mut().zip(&work).for_each(|(point, work)| point[1] += work);
    if figures.iter().any(|f| f.motor_work != 0.0) {
        let mut done = totals(&|_| 0.0);
        done.iter_mut().zip(&work).for_each(|(point, work)| point[1] = *work);
        curves.push((t.get("curve-motors"), MOTOR_COLOR, done));
    }
    curves.push((t.get("curve-lost"), egui::Color32::from_rgb(235, 110, 100), lost));
    curves
}

/// Maxwell–Boltzmann at the bodies' temperature (kT from their mean kinetic energy; their mean mass).
fn speeds_histogram(ui: &mut egui::Ui, balls: &[(f64, f64)], t: &Texts) {
    if balls.len() < 2 {
        ui.weak(t.get("graph-speeds-empty"));
        return;
    }
    let kt = temperature(balls);
    let mass = balls.iter().map(|(mass, _)| mass).sum::<f64>() / balls.len() as f64;
    let fastest = balls.iter().map(|&(_, speed)| speed).fold(0.0, f64::max);
    let width = (fastest * 1.05).max(1e-6) / SPEED_BINS as f64;
    let histogram = SpeedHistogram::of(balls.iter().map(|&(_, speed)| speed), width, SPEED_BINS);
    let (chi, dof) = histogram.chi_squared(&histogram.expected(balls.len(), mass, kt));
    let args = [
        ("count", balls.len().into()),
        ("kt", t.number(kt, 4).into()),
        ("speed", t.number((2.0 * kt / mass).sqrt(), 3).into()),
        ("chi", t.number(chi, 1).into()),
        ("bins", dof.into()),
    ];
    ui.label(t.with("graph-speeds-line", &args));
    let bars: Vec<Bar> = histogram
        .counts
        .iter()
        .enumerate()
        .map(|(bin, &count)| Bar::new((bin as f64 + 0.5) * width, f64::from(count)).width(width * 0.95))
        .collect();
    let n = balls.len() as f64;
    let curve: Vec<[f64; 2]> = (0..=200)
        .map(|i| i as f64 / 200.0 * width * SPEED_BINS as f64)
        .map(|v| [v, n * width * maxwell_boltzmann(v, mass, kt)])
        .collect();
    let plot =
        Plot::new("speeds").legend(Legend::default()).x_axis_label(t.get("graph-speed-axis")).allow_scroll(false);
    plot.show(ui, |plot_ui| {
        plot_ui.bar_chart(BarChart::new(t.get("graph-bodies"), bars).color(egui::Color32::from_rgb(86, 180, 233)));
        let line = Line::new(t.get("graph-maxwell-boltzmann"), PlotPoints::from(curve));
        plot_ui.line(line.color(egui::Color32::from_rgb(230, 159, 0)).width(2.0));
    });
}

/// The colour of a replaced future's curves (dashed).
const REPLACED: egui::Color32 = egui::Color32::from_rgb(150, 150, 160);

/// The axes' colours (x, y, z) and a total's.
const AXIS_COLORS: [egui::Color32; 4] = [
    egui::Color32::from_rgb(235, 110, 100),
    egui::Color32::from_rgb(120, 210, 120),
    egui::Color32::from_rgb(110, 160, 240),
    egui::Color32::from_rgb(230, 230, 230),
];

type Curve = (String, egui::Color32, Vec<[f64; 2]>);
/// A body's name, colour and samples.
type CurveBody<'a> = (&'a str, egui::Color32, &'a [BodySample]);

/// The curves of `kind` from figures that start at step `first` and the samples of the bodies, each a
/// name, a colour and (time, value) points.
fn curves(
    kind: GraphKind,
    (first, figures): (u64, &[StepFigures]),
    bodies: &[CurveBody],
    data: &GraphData,
    t: &Texts,
) -> Vec<Curve> {
    let time = |step: u64| step as f64 * data.dt as f64;
    let totals = |value: &dyn Fn(&StepFigures) -> f64| -> Vec<[f64; 2]> {
        figures.iter().enumerate().map(|(i, f)| [time(first + i as u64), value(f)]).collect()
    };
    let [red, green, blue, white] = AXIS_COLORS;
    let up = -data.down.normalize_or(Vec3::NEG_Y);
    // one curve per body and quantity, each body in its colour in the view (positions: each axis in its
    // colour, the bodies told apart by name)
    let per_body = |what: &str, value: &dyn Fn(&BodySample) -> f64, axis: Option<egui::Color32>| -> Vec<Curve> {
        bodies
            .iter()
            .map(|(name, color, samples)| {
                let points = samples.iter().map(|s| [time(s.step), value(s)]).collect();
                let label = t.with("curve-of-body", &[("name", (*name).into()), ("what", what.into())]);
                (label, axis.unwrap_or(*color), points)
            })
            .collect()
    };
    match kind {
        GraphKind::KineticEnergy => vec![
            (t.get("curve-energy"), white, totals(&|f| f.totals.kinetic_energy)),
            (t.get("curve-turning"), egui::Color32::from_rgb(255, 205, 50), totals(&|f| f.totals.rotational_energy)),
        ],
        GraphKind::Energy => energy_curves(figures, &totals, t),
        GraphKind::AngularMomentum => vec![
            ("x".into(), red, totals(&|f| f.totals.angular_momentum[0])),
            ("y".into(), green, totals(&|f| f.totals.angular_momentum[1])),
            ("z".into(), blue, totals(&|f| f.totals.angular_momentum[2])),
        ],
        GraphKind::Momentum => vec![
            ("x".into(), red, totals(&|f| f.totals.momentum[0])),
            ("y".into(), green, totals(&|f| f.totals.momentum[1])),
            ("z".into(), blue, totals(&|f| f.totals.momentum[2])),
            ("|p|".into(), white, totals(&|f| f.totals.momentum.iter().map(|p| p * p).sum::<f64>().sqrt())),
        ],
        GraphKind::Contacts => vec![(t.get("curve-touching"), white, totals(&|f| f.contacts as f64))],
        GraphKind::Penetration => vec![(t.get("curve-deepest"), white, totals(&|f| f.deepest as f64))],
        GraphKind::Height => per_body(&t.get("curve-height"), &|s| s.position.dot(up) as f64, None),
        GraphKind::Speed => per_body(&t.get("curve-speed"), &|s| s.velocity.length() as f64, None),
        GraphKind::Position => [
            per_body("x", &|s| s.position.x as f64, Some(red)),
            per_body("y", &|s| s.position.y as f64, Some(green)),
            per_body("z", &|s| s.position.z as f64, Some(blue)),
        ]
        .concat(),
        // not over time: drawn by `speeds_histogram`
        GraphKind::Speeds => Vec::new(),
    }
}
