//! The pair inspector's panel: why the picked pair did or did not collide in the step on screen, stage by
//! stage, with a scrubber through the step that the scene follows.

use bevy::prelude::*;
use bevy_egui::egui;

use crate::app::overlays::shapes::{draw_shape, draw_sweep};
use crate::app::state::selection::Selection;
use crate::app::view::body_names::BodyNames;
use crate::geometry::AxisSpan;
use crate::inspector::{
    AXES, PairTest, PairVerdict, Section, Stage, SweepTest, axis_label, inspect_pair, pair_test, sections,
    turned_summary, turned_test,
};
use crate::language::fields::slider;
use crate::language::{Arg, Texts};
use crate::physics::CandidatePairs;

/// Candidate pairs listed at most, so a pile of thousands does not lay out thousands of rows.
const LISTED_PAIRS: usize = 200;

const BODY_A_COLOR: Color = Color::srgb(1.0, 0.6, 0.15);
const BODY_B_COLOR: Color = Color::srgb(0.3, 0.75, 1.0);
const IMPACT_COLOR: Color = Color::srgb(1.0, 0.3, 0.9);

/// The inspector's state: whether its panel is open, the time in the step it shows, and the verdict of
/// the picked pair in the step on screen.
#[derive(Resource, Debug, Default)]
pub struct InspectorView {
    pub open: bool,
    /// Time in the step, 0 (its start) to 1 (its end).
    pub scrub: f32,
    pub verdict: Option<PairVerdict>,
    picked: Option<(Entity, Entity)>,
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<InspectorView>()
        .add_systems(PostUpdate, (inspect_selected_pair, draw_inspected_step).chain())
        .add_systems(Update, toggle_inspector);
}

/// `I` opens and closes the panel (unless a text field has the keyboard).
fn toggle_inspector(
    keys: Res<ButtonInput<KeyCode>>,
    egui_input: Res<bevy_egui::input::EguiWantsInput>,
    mut view: ResMut<InspectorView>,
) {
    if keys.just_pressed(KeyCode::KeyI) && !egui_input.wants_any_keyboard_input() {
        view.open = !view.open;
    }
}

/// Explains the picked pair in the step on screen while the panel is open; a newly picked pair opens the
/// panel at its impact.
fn inspect_selected_pair(world: &mut World) {
    let pair = world.resource::<Selection>().pair;
    let view = world.resource::<InspectorView>();
    if !view.open && pair == view.picked {
        return;
    }
    let verdict = pair.and_then(|(a, b)| inspect_pair(world, a, b).ok());
    let mut view = world.resource_mut::<InspectorView>();
    if pair.is_some() && pair != view.picked {
        view.open = true;
        view.scrub = verdict.as_ref().and_then(|v| v.continuous.hit).map_or(1.0, |hit| hit.fraction);
    }
    view.picked = pair;
    view.verdict = verdict;
}

/// Both bodies at the scrubbed time of their free flight, their swept paths, and the poses and contact at
/// the time of impact.
fn draw_inspected_step(mut gizmos: Gizmos, view: Res<InspectorView>) {
    let Some(verdict) = view.verdict.as_ref().filter(|_| view.open) else {
        return;
    };
    for (body, color) in [(&verdict.a, BODY_A_COLOR), (&verdict.b, BODY_B_COLOR)] {
        draw_shape(&mut gizmos, &body.placed(body.at(view.scrub)), color);
        if body.flight().length() > 1e-4 {
            draw_sweep(&mut gizmos, &body.placed(body.start), body.flight_end);
        }
    }
    if let Some(hit) = verdict.continuous.hit {
        draw_shape(&mut gizmos, &verdict.a.placed(hit.pose_a), IMPACT_COLOR);
        draw_shape(&mut gizmos, &verdict.b.placed(hit.pose_b), IMPACT_COLOR);
        gizmos.sphere(Isometry3d::from_translation(hit.point), 0.05, IMPACT_COLOR);
        gizmos.arrow(hit.point, hit.point + hit.normal * 0.6, IMPACT_COLOR);
    }
}

/// The inspector's panel: the picked pair's verdict, or how to pick one, and this step's candidate pairs.
pub fn inspector_contents(
    ui: &mut egui::Ui,
    view: &mut InspectorView,
    selection: &mut Selection,
    candidates: &CandidatePairs,
    name: impl Fn(Entity) -> String,
) {
    let t = Texts::of(ui.ctx());
    ui.horizontal(|ui| {
        ui.strong(t.get("inspector-title"));
        if ui.button(t.get("inspector-close")).clicked() {
            view.open = false;
            selection.pair = None;
        }
    });
    egui::ScrollArea::vertical().id_salt("inspector").show(ui, |ui| {
        let InspectorView { verdict, scrub, .. } = view;
        match verdict {
            Some(verdict) => {
                let names = BodyNames::of(ui.ctx());
                verdict_contents(ui, &verdict.named(|name| names.shown(name).into_owned()), scrub, &t);
            }
            None => {
                ui.label(t.get("inspector-how-to-pick"));
            }
        }
        ui.separator();
        candidate_list(ui, candidates, selection, name);
    });
}

fn verdict_contents(ui: &mut egui::Ui, verdict: &PairVerdict, scrub: &mut f32, t: &Texts) {
    let heading = if verdict.collided() { "inspector-heading-collided" } else { "inspector-heading-missed" };
    let args = [
        ("a", Arg::from(verdict.a.name.as_str())),
        ("b", verdict.b.name.as_str().into()),
        ("step", verdict.step.into()),
    ];
    ui.heading(t.with(heading, &args));
    scrubber(ui, verdict, scrub, t);
    for (index, section) in sections(verdict, t).iter().enumerate() {
        stage_section(ui, verdict, (index, section), t);
    }
    for (body, speed) in [(&verdict.a, verdict.safe_speed_a), (&verdict.b, verdict.safe_speed_b)] {
        if let Some(speed) = speed {
            let moving = body.flight_velocity.length();
            let args = [
                ("body", Arg::from(body.name.as_str())),
                ("speed", t.number(speed, 1).into()),
                ("moving", t.number(moving, 1).into()),
            ];
            let text = t.with("inspector-needs-continuous", &args);
            if moving > speed {
                ui.colored_label(egui::Color32::from_rgb(255, 120, 90), text)
            } else {
                ui.label(text)
            };
        }
    }
}

/// The time in the step, with the bodies' test at that time.
fn scrubber(ui: &mut egui::Ui, verdict: &PairVerdict, scrub: &mut f32, t: &Texts) {
    ui.horizontal(|ui| {
        ui.add(slider(egui::Slider::new(scrub, 0.0..=1.0).text(t.get("inspector-scrub")), t));
        if let Some(hit) = verdict.continuous.hit
            && ui.button(t.get("inspector-impact")).clicked()
        {
            *scrub = hit.fraction;
        }
    });
    let (at_a, at_b) = (verdict.a.at(*scrub), verdict.b.at(*scrub));
    let (placed_a, placed_b) = (verdict.a.placed(at_a), verdict.b.placed(at_b));
    let words = match turned_test(&placed_a, &placed_b) {
        Some(turned) => turned_summary(&turned.gaps, turned.deciding, t),
        None => test_words(&pair_test(&placed_a, &placed_b), t),
    };
    ui.label(t.with("inspector-at-time", &[("t", t.number(*scrub, 3).into()), ("words", words.into())]));
}

fn test_words(test: &PairTest, t: &Texts) -> String {
    let length = |value: f32| Arg::from(t.number(value, 3));
    let overlapping =
        |overlapping: bool| Arg::from(t.get(if overlapping { "scrub-overlapping" } else { "scrub-apart" }));
    match *test {
        PairTest::SphereSphere { distance, radius_sum } => t.with(
            "scrub-spheres",
            &[
                ("distance", length(distance)),
                ("radii", length(radius_sum)),
                ("verdict", overlapping(distance < radius_sum)),
            ],
        ),
        PairTest::BoxBox { overlap, least_axis } => match least_axis {
            Some(axis) => {
                t.with("scrub-boxes-overlapping", &[("axis", AXES[axis].into()), ("depth", length(overlap[axis]))])
            }
            None => t.with("scrub-boxes-apart", &[("overlap", t.vector(overlap.to_array(), 3).into())]),
        },
        PairTest::Solids { gap, normal, .. } if gap <= 0.0 => t.with(
            "scrub-solids-overlapping",
            &[("depth", length(-gap)), ("normal", t.vector(normal.to_array(), 3).into())],
        ),
        PairTest::Solids { gap, .. } => t.with("scrub-solids-apart", &[("gap", length(gap))]),
        PairTest::BoxSphere { distance, radius, region, .. } => t.with(
            "scrub-box-sphere",
            &[
                ("region", region.words(t).into()),
                ("distance", length(distance)),
                ("radius", length(radius)),
                ("verdict", overlapping(distance < radius)),
            ],
        ),
    }
}

fn stage_section(ui: &mut egui::Ui, verdict: &PairVerdict, (index, section): (usize, &Section), t: &Texts) {
    let title = format!("{}: {}", section.stage.name(t), section.answer);
    egui::CollapsingHeader::new(egui::RichText::new(title).strong())
        .id_salt((section.stage, index))
        .default_open(true)
        .show(ui, |ui| {
            for line in &section.lines {
                ui.label(line);
            }
            let impact = verdict.continuous.hit.map(|hit| hit.fraction);
            match verdict.continuous.test {
                SweepTest::Axes { spans, deciding_axis } if section.stage == Stage::Continuous => {
                    axis_bars(ui, &spans, deciding_axis, impact);
                }
                SweepTest::TurnedAxes { spans, deciding_axis } if section.stage == Stage::Continuous => {
                    axis_bars(ui, &spans, deciding_axis, impact);
                }
                _ => {}
            }
        });
}

/// Each axis's overlap interval as a bar on the step's [0, 1], the deciding axis brighter, the time of
/// impact as a line.
fn axis_bars(ui: &mut egui::Ui, spans: &[AxisSpan], deciding: usize, impact: Option<f32>) {
    let width = ui.available_width().min(360.0);
    let (row, rows) = (16.0, spans.len() as f32);
    let (rect, _) = ui.allocate_exact_size(egui::vec2(width, row * rows + 14.0), egui::Sense::hover());
    let painter = ui.painter_at(rect);
    let label_width = if spans.len() == 3 { 18.0 } else { 52.0 };
    let track = |t: f32| rect.left() + label_width + t.clamp(0.0, 1.0) * (width - label_width);
    for (axis, span) in spans.iter().enumerate() {
        let top = rect.top() + axis as f32 * row;
        let y = egui::Rangef::new(top + 3.0, top + row - 3.0);
        painter.text(
            egui::pos2(rect.left(), top),
            egui::Align2::LEFT_TOP,
            axis_label(axis, spans.len()),
            egui::FontId::monospace(12.0),
            ui.visuals().text_color(),
        );
        painter.rect_filled(egui::Rect::from_x_y_ranges(track(0.0)..=track(1.0), y), 2.0, ui.visuals().faint_bg_color);
        let (from, to) = match *span {
            AxisSpan::Always => (0.0, 1.0),
            AxisSpan::Never => continue,
            AxisSpan::Between { enter, leave } => (enter, leave),
        };
        if to < 0.0 || from > 1.0 {
            continue;
        }
        let color = if axis == deciding {
            egui::Color32::from_rgb(255, 170, 60)
        } else {
            egui::Color32::from_rgb(110, 160, 220)
        };
        painter.rect_filled(egui::Rect::from_x_y_ranges(track(from)..=track(to), y), 2.0, color);
    }
    let bottom = rect.top() + row * rows;
    painter.text(
        egui::pos2(track(0.0), bottom),
        egui::Align2::LEFT_TOP,
        "0",
        egui::FontId::monospace(10.0),
        ui.visuals().weak_text_color(),
    );
    painter.text(
        egui::pos2(track(1.0), bottom),
        egui::Align2::RIGHT_TOP,
        "1",
        egui::FontId::monospace(10.0),
        ui.visuals().weak_text_color(),
    );
    if let Some(t) = impact {
        let x = track(t);
        painter.line_segment(
            [egui::pos2(x, rect.top()), egui::pos2(x, bottom)],
            egui::Stroke::new(2.0, egui::Color32::from_rgb(255, 80, 230)),
        );
    }
}

/// This step's broadphase pairs; picking one inspects it.
fn candidate_list(
    ui: &mut egui::Ui,
    candidates: &CandidatePairs,
    selection: &mut Selection,
    name: impl Fn(Entity) -> String,
) {
    let t = Texts::of(ui.ctx());
    let count = candidates.pairs.len();
    egui::CollapsingHeader::new(t.with("inspector-candidates", &[("count", count.into())])).id_salt("candidates").show(
        ui,
        |ui| {
            for &(a, b) in candidates.pairs.iter().take(LISTED_PAIRS) {
                let picked = selection.pair == Some((a, b));
                if ui.selectable_label(picked, format!("{} – {}", name(a), name(b))).clicked() {
                    selection.pair = Some((a, b));
                    selection.body = None;
                }
            }
            if count > LISTED_PAIRS {
                ui.weak(t.with("inspector-more", &[("count", (count - LISTED_PAIRS).into())]));
            }
        },
    );
}
