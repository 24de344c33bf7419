//! The lesson card beside the scene: the step's text, the prediction box, the measured values beside the
//! prediction once revealed, the explanation, and Back / Next, in type a class reads from the back row.

use bevy_egui::egui;

use crate::app::session::lesson_player::{Phase, Playing};
use crate::app::session::lesson_predictions::your_prediction;
use crate::app::session::measure_words::measure_words;
use crate::app::state::controls::{AppControls, LessonMove, Request};
use crate::app::view::body_names::BodyNames;
use crate::language::Texts;
use crate::lesson::Prediction;

/// The card's body text size (points, before the UI size).
const TEXT_SIZE: f32 = 17.0;
const RIGHT: egui::Color32 = egui::Color32::from_rgb(90, 200, 120);
const WRONG: egui::Color32 = egui::Color32::from_rgb(240, 120, 90);

/// The card of the step `playing` is on; its buttons go into `controls`' requests.
pub fn lesson_card(ui: &mut egui::Ui, playing: &mut Playing, controls: &mut AppControls) {
    let t = Texts::of(ui.ctx());
    let count = playing.lesson.steps.len();
    let step = playing.lesson.steps[playing.step].clone();
    let words = playing.lesson.words(t.language());
    let (text, explain) = (words.step(playing.step).text.to_owned(), words.step(playing.step).explain.to_owned());
    let predict = step.predict.as_ref().map(|predict| words.step(playing.step).prediction(predict));
    ui.label(egui::RichText::new(words.title()).strong());
    if let Some(note) = t.in_english("lesson-in-english", words.translated()) {
        ui.weak(note);
    }
    ui.horizontal(|ui| {
        ui.label(t.with("lesson-step-of", &[("step", (playing.step + 1).into()), ("count", count.into())]));
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            if ui.small_button(t.get("lesson-close")).on_hover_text(t.hint("lesson-close")).clicked() {
                controls.requests.push(Request::Lesson(LessonMove::Close));
            }
        });
    });
    ui.separator();
    let bottom = 2.5 * ui.spacing().interact_size.y + ui.spacing().item_spacing.y * 3.0;
    egui::ScrollArea::vertical().max_height((ui.available_height() - bottom).max(60.0)).show(ui, |ui| {
        rich_text(ui, &text);
        if let Some(predict) = &predict {
            prediction_box(ui, predict, playing);
        }
        match playing.phase {
            Phase::Running => {
                ui.add_space(8.0);
                ui.label(egui::RichText::new(t.get("lesson-running-note")).italics());
            }
            Phase::Revealed => revealed(ui, playing, &explain, controls),
            Phase::Ready => {}
        }
    });
    ui.separator();
    buttons(ui, playing, controls, step.run.is_some() || !step.reveal.is_empty());
}

/// Back, Next (or Run) and Save predictions.
fn buttons(ui: &mut egui::Ui, playing: &Playing, controls: &mut AppControls, runs: bool) {
    let t = Texts::of(ui.ctx());
    let last = playing.step + 1 == playing.lesson.steps.len();
    let next = t.get(match playing.phase {
        Phase::Ready if runs => "lesson-run",
        Phase::Running => "lesson-running",
        _ if last => "lesson-end",
        _ => "lesson-next",
    });
    let can_go = playing.phase != Phase::Running && !(last && (playing.phase == Phase::Revealed || !runs));
    ui.horizontal(|ui| {
        let big = |text: String| egui::RichText::new(text).size(TEXT_SIZE);
        if ui.add_enabled(playing.step > 0, egui::Button::new(big(t.get("lesson-back")))).clicked() {
            controls.requests.push(Request::Lesson(LessonMove::Back));
        }
        if ui.add_enabled(can_go, egui::Button::new(big(next))).clicked() {
            controls.requests.push(Request::Lesson(LessonMove::Next));
        }
    });
    if !playing.records.is_empty() {
        ui.horizontal(|ui| {
            if ui.button(t.get("lesson-save-predictions")).clicked() {
                controls.requests.push(Request::Lesson(LessonMove::SavePredictions));
            }
            if let Some(saved) = &playing.saved {
                ui.weak(saved);
            }
        });
    }
}

/// The question and the class's answer, fixed once the step runs.
fn prediction_box(ui: &mut egui::Ui, predict: &Prediction, playing: &mut Playing) {
    ui.add_space(8.0);
    let open = playing.phase == Phase::Ready;
    let t = Texts::of(ui.ctx());
    egui::Frame::group(ui.style()).show(ui, |ui| {
        ui.label(egui::RichText::new(t.get("lesson-predict")).strong().size(TEXT_SIZE));
        match predict {
            Prediction::Choice { question, options, .. } => {
                ui.label(egui::RichText::new(question).size(TEXT_SIZE));
                for (index, option) in options.iter().enumerate() {
                    let chosen = playing.answer.choice == Some(index);
                    let button = egui::RadioButton::new(chosen, egui::RichText::new(option).size(TEXT_SIZE));
                    if ui.add_enabled(open, button).clicked() {
                        playing.answer.choice = Some(index);
                    }
                }
            }
            Prediction::Number { question, unit, .. } => {
                ui.label(egui::RichText::new(question).size(TEXT_SIZE));
                ui.horizontal(|ui| {
                    let entry = egui::TextEdit::singleline(&mut playing.answer.number)
                        .desired_width(90.0)
                        .font(egui::FontId::proportional(TEXT_SIZE));
                    ui.add_enabled(open, entry);
                    ui.label(egui::RichText::new(unit).size(TEXT_SIZE));
                });
            }
        }
    });
}

/// The measured values, the prediction beside them, the explanation, and the replay.
fn revealed(ui: &mut egui::Ui, playing: &Playing, explain: &str, controls: &mut AppControls) {
    let t = Texts::of(ui.ctx());
    ui.add_space(8.0);
    ui.label(egui::RichText::new(t.get("lesson-measured")).strong().size(TEXT_SIZE));
    let (names, reveal) = (BodyNames::of(ui.ctx()), &playing.lesson.steps[playing.step].reveal);
    egui::Grid::new("measured").num_columns(2).striped(true).show(ui, |ui| {
        for (measured, what) in playing.measured.iter().zip(reveal) {
            ui.label(egui::RichText::new(measure_words(&t, &names, what)).size(TEXT_SIZE));
            let value = format!("{} {}", t.number(measured.value, 3), measured.unit);
            ui.label(egui::RichText::new(value.trim_end()).size(TEXT_SIZE).strong());
            ui.end_row();
        }
    });
    let record = playing.records.iter().find(|record| record.step == playing.step + 1);
    if let Some(record) = record {
        let color = match record.right {
            Some(true) => RIGHT,
            Some(false) => WRONG,
            None => ui.visuals().text_color(),
        };
        let line = your_prediction(&t, record);
        ui.label(egui::RichText::new(line).size(TEXT_SIZE).color(color));
    }
    if playing.fired.is_none() && playing.lesson.steps[playing.step].run.is_some() {
        ui.colored_label(WRONG, t.get("lesson-timed-out"));
    }
    ui.add_space(6.0);
    rich_text(ui, explain);
    if playing.fired.is_some() && ui.button(t.get("lesson-replay")).clicked() {
        controls.requests.push(Request::Lesson(LessonMove::Replay));
    }
}

/// A lesson's text: paragraphs split by blank lines, lines starting "- " as a list, **bold** spans.
pub fn rich_text(ui: &mut egui::Ui, text: &str) {
    for paragraph in text.split("\n\n").filter(|paragraph| !paragraph.trim().is_empty()) {
        for line in paragraph.lines() {
            let (bullet, line) = match line.trim_start().strip_prefix("- ") {
                Some(item) => (true, item),
                None => (false, line.trim()),
            };
            ui.horizontal_wrapped(|ui| {
                ui.spacing_mut().item_spacing.x = 0.0;
                if bullet {
                    ui.label(egui::RichText::new("  •  ").size(TEXT_SIZE));
                }
                for (index, part) in line.split("**").enumerate().filter(|(_, part)| !part.is_empty()) {
                    let text = egui::RichText::new(part).size(TEXT_SIZE);
                    ui.label(if index % 2 == 1 { text.strong() } else { text });
                }
            });
        }
        ui.add_space(6.0);
    }
}
