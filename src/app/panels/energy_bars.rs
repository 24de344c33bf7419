//! Energy bars (PhET's bar chart): the kinetic energy of moving and of turning, the potential energy of heights
//! (zero at the origin's level) and of springs, their total, the work the motors did since the recording began
//! (where a motor did any), and what the total lost beyond that work (to impacts, friction and damping;
//! negative after a push gave some). For the whole scene, from the step's recorded figures, so the bars follow
//! the timeline; or for the selected body alone, as it is now.

use bevy::math::Vec3;
use bevy_egui::egui;

use crate::language::Texts;
use crate::recording::{StepFigures, motor_work_since};

/// The motors' work, in the bars and the energy graph.
pub const MOTOR_COLOR: egui::Color32 = egui::Color32::from_rgb(200, 130, 230);

/// The bars' values (J); `lost` only for the whole scene, `motors` where a motor did work.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct EnergyBars {
    pub moving: f64,
    pub turning: f64,
    pub height: f64,
    pub springs: f64,
    pub motors: Option<f64>,
    pub lost: Option<f64>,
}

impl EnergyBars {
    /// The whole scene's bars at the last of `figures`, the motors' work and the losses counted from the first.
    pub fn of_scene(figures: &[StepFigures]) -> Option<EnergyBars> {
        let (first, now) = (figures.first()?, figures.last()?);
        let total = |f: &StepFigures| f.totals.kinetic_energy + f.potential.total();
        let work = motor_work_since(figures).last().unwrap_or(0.0);
        Some(EnergyBars {
            moving: now.totals.kinetic_energy - now.totals.rotational_energy,
            turning: now.totals.rotational_energy,
            height: now.potential.gravitational,
            springs: now.potential.spring,
            motors: figures.iter().any(|f| f.motor_work != 0.0).then_some(work),
            lost: Some(total(first) + work - total(now)),
        })
    }

    /// One body's bars: of `mass` kg moving at `velocity` at `position` in `gravity`, with `turning` J of
    /// turning.
    pub fn of_body(mass: f32, (position, velocity): (Vec3, Vec3), turning: f32, gravity: Vec3) -> EnergyBars {
        let mass = f64::from(mass);
        EnergyBars {
            moving: 0.5 * mass * velocity.as_dvec3().length_squared(),
            turning: f64::from(turning),
            height: -mass * gravity.as_dvec3().dot(position.as_dvec3()),
            springs: 0.0,
            motors: None,
            lost: None,
        }
    }

    /// Kinetic and potential together (J).
    pub fn total(&self) -> f64 {
        self.moving + self.turning + self.height + self.springs
    }

    /// Each bar: its name's text id, value and colour.
    pub fn bars(&self) -> Vec<(&'static str, f64, egui::Color32)> {
        let mut bars = vec![
            ("bar-moving", self.moving, egui::Color32::from_rgb(230, 230, 230)),
            ("bar-turning", self.turning, egui::Color32::from_rgb(255, 205, 50)),
            ("bar-height", self.height, egui::Color32::from_rgb(120, 210, 120)),
            ("bar-springs", self.springs, egui::Color32::from_rgb(230, 150, 60)),
            ("bar-total", self.total(), egui::Color32::from_rgb(110, 160, 240)),
        ];
        bars.extend(self.motors.map(|work| ("bar-motors", work, MOTOR_COLOR)));
        bars.extend(self.lost.map(|lost| ("bar-lost", lost, egui::Color32::from_rgb(235, 110, 100))));
        bars
    }
}

/// Bars this tall (points) at the largest value.
const BAR_HEIGHT: f32 = 100.0;
const BAR_WIDTH: f32 = 52.0;

/// The bar chart: a bar a value, up from zero (down when negative), its value in joules above it.
pub fn energy_bars_section(ui: &mut egui::Ui, bars: &EnergyBars) {
    let t = Texts::of(ui.ctx());
    let bars = bars.bars();
    let largest = bars.iter().map(|(_, value, _)| value.abs()).fold(1e-9, f64::max);
    let has_negative = bars.iter().any(|(_, value, _)| *value < -1e-9 * largest);
    let below = if has_negative { BAR_HEIGHT * 0.5 } else { 0.0 };
    let size = egui::vec2(BAR_WIDTH * bars.len() as f32, BAR_HEIGHT + below + 40.0);
    let (rect, _) = ui.allocate_exact_size(size, egui::Sense::hover());
    let painter = ui.painter_at(rect);
    let zero = rect.top() + 20.0 + BAR_HEIGHT;
    let text = ui.visuals().text_color();
    painter.line_segment([egui::pos2(rect.left(), zero), egui::pos2(rect.right(), zero)], egui::Stroke::new(1.0, text));
    for (index, (name, value, color)) in bars.iter().enumerate() {
        let left = rect.left() + index as f32 * BAR_WIDTH + 6.0;
        let height = (*value / largest) as f32 * BAR_HEIGHT * if has_negative { 0.5 } else { 1.0 };
        let bar = egui::Rect::from_two_pos(egui::pos2(left, zero), egui::pos2(left + BAR_WIDTH - 12.0, zero - height));
        painter.rect_filled(bar, 2.0, *color);
        let value_at = egui::pos2(bar.center().x, bar.top().min(zero) - 2.0);
        painter.text(
            value_at,
            egui::Align2::CENTER_BOTTOM,
            format!("{value:.2}"),
            egui::FontId::proportional(11.0),
            text,
        );
        let name_at = egui::pos2(bar.center().x, rect.bottom());
        painter.text(name_at, egui::Align2::CENTER_BOTTOM, t.get(name), egui::FontId::proportional(12.0), text);
    }
}
