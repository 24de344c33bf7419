//! A lesson read out, for a screen reader and the page's live region: each step's card as it opens (the step, its
//! text, its question and the answers with the keys that pick them), and its result when revealed (each value
//! measured, the prediction beside them, the explanation).

use crate::app::session::lesson_predictions::{PredictionRecord, your_prediction};
use crate::app::session::measure_words::measure_words;
use crate::app::session::narration::read_aloud;
use crate::app::view::body_names::BodyNames;
use crate::language::Texts;
use crate::lesson::{Lesson, Measured};

/// The card of `lesson`'s step at `index` as it is read out: the step, its text, its question and the answers
/// with the keys that pick them.
pub fn card_words(t: &Texts, lesson: &Lesson, index: usize) -> String {
    let step = lesson.words(t.language()).step(index);
    let count = lesson.steps.len();
    let mut said = vec![t.with("lesson-step-of", &[("step", (index + 1).into()), ("count", count.into())]) + "."];
    said.push(read_aloud(step.text));
    said.push(step.question.to_owned());
    said.extend(step.options.iter().enumerate().map(|(index, option)| format!("{}: {option}.", index + 1)));
    said.retain(|part| !part.is_empty());
    said.join(" ")
}

/// What a step revealed, as it is read out.
pub struct Revealed<'a> {
    pub lesson: &'a Lesson,
    /// The step (from 0).
    pub index: usize,
    pub measured: &'a [Measured],
    pub record: Option<&'a PredictionRecord>,
}

/// A step's result as it is read out: each value measured, the prediction beside them, the explanation.
pub fn result_words(t: &Texts, names: &BodyNames, revealed: Revealed) -> String {
    let Revealed { lesson, index, measured, record } = revealed;
    let values = measured.iter().zip(&lesson.steps[index].reveal);
    let mut said: Vec<String> = values
        .map(|(measured, what)| {
            format!("{} = {} {}.", measure_words(t, names, what), t.number(measured.value, 3), measured.unit)
        })
        .collect();
    said.extend(record.map(|record| your_prediction(t, record)));
    said.push(read_aloud(lesson.words(t.language()).step(index).explain));
    said.retain(|part| !part.is_empty());
    said.join(" ")
}
