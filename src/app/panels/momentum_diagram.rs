//! The momentum diagram: two bodies' momenta tip to tail and their total, before and after a collision. When
//! nothing else acts the two totals are the same arrow: momentum is kept, however it is shared out.

use bevy::prelude::*;
use bevy_egui::egui;

use crate::app::view::body_names::BodyNames;
use crate::inspector::CollisionCard;
use crate::language::Texts;

/// Each momentum starting where the one before it ended, from the origin: (tail, tip) per arrow, and the
/// total from the origin to the last tip.
pub fn tip_to_tail(momenta: &[Vec3]) -> (Vec<(Vec3, Vec3)>, (Vec3, Vec3)) {
    let mut tail = Vec3::ZERO;
    let arrows = momenta
        .iter()
        .map(|p| {
            let arrow = (tail, tail + *p);
            tail += *p;
            arrow
        })
        .collect();
    (arrows, (Vec3::ZERO, tail))
}

/// The two axes the vectors spread along most, so a diagram drawn flat loses as little as it can (a
/// collision on a floor is drawn in x–z, one in a vertical plane in x–y).
pub fn drawing_axes(vectors: &[Vec3]) -> [usize; 2] {
    let spread = vectors.iter().fold(Vec3::ZERO, |sum, v| sum + v.abs());
    let mut axes = [0, 1, 2];
    axes.sort_by(|&i, &j| spread[j].total_cmp(&spread[i]).then(i.cmp(&j)));
    let [first, second] = [axes[0], axes[1]];
    [first.min(second), first.max(second)]
}

const AXIS_NAMES: [&str; 3] = ["x", "y", "z"];
const COLORS: [egui::Color32; 2] = [egui::Color32::from_rgb(90, 170, 255), egui::Color32::from_rgb(255, 160, 60)];

/// The card's momenta tip to tail before and after, side by side at one scale, with a legend.
pub fn momentum_diagram(ui: &mut egui::Ui, card: &CollisionCard) {
    let t = Texts::of(ui.ctx());
    let moving: Vec<_> = [&card.a, &card.b].into_iter().enumerate().filter(|(_, body)| body.mass.is_some()).collect();
    let before: Vec<Vec3> = moving.iter().map(|(_, body)| body.momentum_before()).collect();
    let after: Vec<Vec3> = moving.iter().map(|(_, body)| body.momentum_after()).collect();
    let all: Vec<Vec3> = before.iter().chain(&after).copied().collect();
    let axes = drawing_axes(&all);
    let (arrows_before, total_before) = tip_to_tail(&before);
    let (arrows_after, total_after) = tip_to_tail(&after);
    let flat = |v: Vec3| egui::vec2(v[axes[0]], -v[axes[1]]);
    // one scale and one placement for both halves: the box round every point of either diagram, centred
    let points = arrows_before.iter().chain(&arrows_after).flat_map(|(a, b)| [flat(*a), flat(*b)]);
    let (low, high) = points.fold((egui::Vec2::ZERO, egui::Vec2::ZERO), |(low, high), p| (low.min(p), high.max(p)));
    let (rect, _) = ui.allocate_exact_size(egui::vec2(ui.available_width().min(420.0), 170.0), egui::Sense::hover());
    let painter = ui.painter_at(rect);
    let (left, right) = rect.split_left_right_at_fraction(0.5);
    let size = (high - low).max(egui::vec2(1e-6, 1e-6));
    let scale = (0.85 * (left.width() / size.x)).min(0.85 * (left.height() - 24.0) / size.y);
    let total_stroke = egui::Stroke::new(6.0, ui.visuals().strong_text_color().gamma_multiply(0.45));
    for (half, (title, arrows, total)) in [left, right].into_iter().zip([
        (t.get("diagram-before"), &arrows_before, total_before),
        (t.get("diagram-after"), &arrows_after, total_after),
    ]) {
        let centre = half.center() + egui::vec2(0.0, 12.0);
        let at = |v: Vec3| centre + (flat(v) - (low + high) * 0.5) * scale;
        let font = egui::FontId::proportional(13.0);
        painter.text(half.center_top(), egui::Align2::CENTER_TOP, title, font, ui.visuals().text_color());
        // the total underneath, wide and faint, so the bodies' arrows show on top of it
        painter.arrow(at(total.0), at(total.1) - at(total.0), total_stroke);
        for ((index, _), (tail, tip)) in moving.iter().zip(arrows.iter()) {
            painter.arrow(at(*tail), at(*tip) - at(*tail), egui::Stroke::new(2.5, COLORS[*index]));
        }
    }
    let names = BodyNames::of(ui.ctx());
    ui.horizontal_wrapped(|ui| {
        for (index, body) in &moving {
            ui.colored_label(COLORS[*index], format!("■ {}", names.shown(&body.name)));
        }
        let plane = [("first", AXIS_NAMES[axes[0]].into()), ("second", AXIS_NAMES[axes[1]].into())];
        ui.label(t.with("diagram-total", &plane));
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arrows_follow_tip_to_tail_and_the_total_closes_them() {
        let (arrows, total) = tip_to_tail(&[Vec3::new(3.0, 0.0, 0.0), Vec3::new(-1.0, 2.0, 0.0)]);
        assert_eq!(
            arrows,
            vec![(Vec3::ZERO, Vec3::new(3.0, 0.0, 0.0)), (Vec3::new(3.0, 0.0, 0.0), Vec3::new(2.0, 2.0, 0.0))]
        );
        assert_eq!(total, (Vec3::ZERO, Vec3::new(2.0, 2.0, 0.0)));
        assert_eq!(tip_to_tail(&[]), (vec![], (Vec3::ZERO, Vec3::ZERO)));
    }

    #[test]
    fn the_diagram_is_drawn_in_the_plane_the_momenta_spread_in() {
        // a collision on a floor: x and z
        assert_eq!(drawing_axes(&[Vec3::new(4.0, 0.01, 0.0), Vec3::new(-0.05, 0.0, 2.3)]), [0, 2]);
        // a vertical plane: x and y
        assert_eq!(drawing_axes(&[Vec3::new(1.0, -3.0, 0.0)]), [0, 1]);
        // head-on along z only: z and the first of the others
        assert_eq!(drawing_axes(&[Vec3::new(0.0, 0.0, 5.0)]), [0, 2]);
    }
}
