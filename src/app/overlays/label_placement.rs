//! Where the labels beside the bodies go: beside each body, off the other labels and bodies, inside the view.

use bevy_egui::egui;

/// Room between a body and its label, and around a label, in points.
pub const GAP: f32 = 4.0;

/// Places labels of `sizes` beside the bodies drawn in `bodies` (one label per body, in order), each above, below,
/// right or left of its body, or at a corner, whichever first stays inside `view` and off every other label and
/// body; where none is free, the place costing least: a label over another cannot be read, so it costs most,
/// then one cut by the view's edge, then one over another body, and least one on its own body (as a mass
/// written on a ball), the place of last resort in a stack of touching boxes.
pub fn place_labels(bodies: &[egui::Rect], sizes: &[egui::Vec2], view: egui::Rect) -> Vec<egui::Rect> {
    let mut placed: Vec<egui::Rect> = Vec::with_capacity(sizes.len());
    for (index, (body, size)) in bodies.iter().zip(sizes).enumerate() {
        let cost = |rect: &egui::Rect| {
            let overlap = |other: &egui::Rect| rect.intersect(*other).area().max(0.0);
            let outside = rect.area() - overlap(&view);
            let others: f32 = bodies.iter().enumerate().filter(|(i, _)| *i != index).map(|(_, b)| overlap(b)).sum();
            placed.iter().map(overlap).sum::<f32>() * 8.0 + outside * 4.0 + others + overlap(body) * 0.5
        };
        let best = candidates(*body, *size)
            .into_iter()
            .map(|rect| (cost(&rect), rect))
            .min_by(|a, b| a.0.total_cmp(&b.0))
            .map(|(_, rect)| rect)
            .expect("candidates");
        placed.push(best);
    }
    placed
}

/// The places a label of `size` may take beside `body`, in the order they are preferred.
fn candidates(body: egui::Rect, size: egui::Vec2) -> Vec<egui::Rect> {
    let (gap, center) = (GAP, body.center());
    let above = egui::pos2(center.x - size.x * 0.5, body.top() - gap - size.y);
    let below = egui::pos2(center.x - size.x * 0.5, body.bottom() + gap);
    let right = egui::pos2(body.right() + gap, center.y - size.y * 0.5);
    let left = egui::pos2(body.left() - gap - size.x, center.y - size.y * 0.5);
    let corners = [
        egui::pos2(body.right() + gap, body.top() - gap - size.y),
        egui::pos2(body.left() - gap - size.x, body.top() - gap - size.y),
        egui::pos2(body.right() + gap, body.bottom() + gap),
        egui::pos2(body.left() - gap - size.x, body.bottom() + gap),
    ];
    // further above, for a crowded row; on the body, for a stack
    let higher = (1..=3).map(|k| above - egui::vec2(0.0, k as f32 * (size.y + gap)));
    let on = center - size * 0.5;
    [above, below, right, left]
        .into_iter()
        .chain(corners)
        .chain(higher)
        .chain([on])
        .map(|at| egui::Rect::from_min_size(at, size))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_cover_neither_each_other_nor_the_bodies() {
        // a tight row of ten balls 40 points apart, each label 90 × 36: they cannot all sit above
        let view = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1280.0, 640.0));
        let bodies: Vec<egui::Rect> = (0..10)
            .map(|i| egui::Rect::from_center_size(egui::pos2(300.0 + 40.0 * i as f32, 320.0), egui::vec2(30.0, 30.0)))
            .collect();
        let sizes = vec![egui::vec2(90.0, 36.0); bodies.len()];
        let placed = place_labels(&bodies, &sizes, view);
        for (i, label) in placed.iter().enumerate() {
            assert!(view.contains_rect(*label), "label {i} leaves the view: {label:?}");
            for (j, other) in placed.iter().enumerate().filter(|(j, _)| *j != i) {
                assert!(!label.intersects(*other), "labels {i} and {j} overlap: {label:?} {other:?}");
            }
            for (j, body) in bodies.iter().enumerate() {
                assert!(!label.intersects(*body), "label {i} covers body {j}");
            }
        }
        // a pyramid of touching boxes filling the view: no free place, yet no label covers another
        let boxes: Vec<egui::Rect> = (0..4)
            .flat_map(|row| (0..4 - row).map(move |i| (row, i)))
            .map(|(row, i)| {
                let x = 340.0 + 200.0 * i as f32 + 100.0 * row as f32;
                egui::Rect::from_min_size(egui::pos2(x, 480.0 - 160.0 * row as f32), egui::vec2(200.0, 160.0))
            })
            .collect();
        let placed = place_labels(&boxes, &vec![egui::vec2(110.0, 36.0); boxes.len()], view);
        for (i, label) in placed.iter().enumerate() {
            assert!(view.contains_rect(*label), "box label {i} leaves the view: {label:?}");
            for (j, other) in placed.iter().enumerate().filter(|(j, _)| *j != i) {
                assert!(!label.intersects(*other), "box labels {i} and {j} overlap: {label:?} {other:?}");
            }
        }
        // a lone body's label sits right above it
        let lone = place_labels(&bodies[..1], &sizes[..1], view);
        assert_eq!(lone[0].center().x, bodies[0].center().x);
        assert!(lone[0].bottom() <= bodies[0].top() && lone[0].bottom() > bodies[0].top() - 2.0 * GAP);
    }
}
