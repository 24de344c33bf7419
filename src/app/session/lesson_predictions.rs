//! A lesson's predictions: the class's answer to a step, judged against what the app measured, and the
//! predictions as CSV.

use std::path::Path;

use crate::app::session::recording_tools::EXPORT_DIR;
use crate::files::write_bytes;
use crate::language::{Texts, numbers};
use crate::lesson::{Measured, Prediction};

/// The class's answer to a step's prediction.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Answer {
    pub choice: Option<usize>,
    pub number: String,
}

/// One prediction and what the app measured for it.
#[derive(Clone, Debug, PartialEq)]
pub struct PredictionRecord {
    pub step: usize,
    pub question: String,
    pub answer: String,
    pub measured: String,
    /// Whether the answer was right (the chosen option, or the number within its tolerance).
    pub right: Option<bool>,
}

/// "Your prediction: It stops ✔": the answer given (or that none was) and its mark, as the card shows and
/// the reading says it.
pub fn your_prediction(t: &Texts, record: &PredictionRecord) -> String {
    let given = if record.answer.is_empty() { t.get("lesson-no-answer") } else { record.answer.clone() };
    let mark = match record.right {
        Some(true) => "✔",
        Some(false) => "✘",
        None => "",
    };
    t.with("lesson-your-prediction", &[("answer", given.into()), ("mark", mark.into())])
}

/// The record of a prediction: the answer given beside the first measured value, and whether it was right.
pub fn judge(step: usize, predict: &Prediction, answer: &Answer, measured: Option<&Measured>) -> PredictionRecord {
    let shown = measured.map_or_else(String::new, |m| m.to_string());
    let (question, given, right) = match predict {
        Prediction::Choice { question, options, answer: correct } => {
            let given = answer.choice.and_then(|i| options.get(i)).cloned().unwrap_or_default();
            (question, given, answer.choice.map(|choice| choice == *correct))
        }
        Prediction::Number { question, unit, tolerance } => {
            let number = numbers::parse_finite(&answer.number).map(|n| n as f32);
            let right = number.zip(measured).map(|(n, m)| (n - m.value).abs() <= *tolerance);
            (question, number.map_or_else(String::new, |n| format!("{n} {unit}")), right)
        }
    };
    PredictionRecord { step: step + 1, question: question.clone(), answer: given, measured: shown, right }
}

/// The predictions as CSV: step, question, answer, measured value, right.
pub fn predictions_csv(records: &[PredictionRecord]) -> String {
    let quote = |text: &str| format!("\"{}\"", text.replace('"', "\"\""));
    let mut csv = String::from("step,question,answer,measured,right\n");
    for record in records {
        // a spreadsheet's column, the same in every language
        let right = record.right.map_or("", |right| if right { "yes" } else { "no" }); // not shown
        let fields = [quote(&record.question), quote(&record.answer), quote(&record.measured)];
        csv += &format!("{},{},{right}\n", record.step, fields.join(","));
    }
    csv
}

/// Writes the predictions to `collision-sandbox-csv/LESSON-predictions.csv` (LESSON the lesson file's name), and
/// says where, or why it could not, in the language of `t`.
pub fn save_predictions_file(lesson: &Path, records: &[PredictionRecord], t: &Texts) -> String {
    let stem = lesson.file_stem().map_or("lesson".into(), |stem| stem.to_string_lossy().into_owned());
    let path = Path::new(EXPORT_DIR).join(format!("{stem}-predictions.csv"));
    let file = path.display().to_string();
    match write_bytes(&path, predictions_csv(records).as_bytes()) {
        Ok(()) => t.with("lesson-saved", &[("file", file.into())]),
        Err(error) => t.with("lesson-not-saved", &[("file", file.into()), ("error", error.to_string().into())]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn predictions_are_judged_and_written_as_csv_with_quotes_kept() {
        let measured = Measured { what: "speed of right".into(), value: 2.9, unit: "m/s" };
        let number = Prediction::Number { question: "How \"fast\"?".into(), unit: "m/s".into(), tolerance: 0.2 };
        let answer = Answer { choice: None, number: "3,0".into() };
        let record = judge(1, &number, &answer, Some(&measured));
        assert_eq!((record.step, record.answer.as_str(), record.right), (2, "3 m/s", Some(true)));
        let choice = Prediction::Choice { question: "Which?".into(), options: vec!["a".into(), "b".into()], answer: 1 };
        let wrong = judge(2, &choice, &Answer { choice: Some(0), number: String::new() }, None);
        assert_eq!((wrong.answer.as_str(), wrong.right), ("a", Some(false)));
        let unanswered = judge(3, &choice, &Answer::default(), None);
        assert_eq!(unanswered.right, None);
        let csv = predictions_csv(&[record, wrong]);
        assert_eq!(
            csv,
            "step,question,answer,measured,right\n\
             2,\"How \"\"fast\"\"?\",\"3 m/s\",\"speed of right = 2.900 m/s\",yes\n\
             3,\"Which?\",\"a\",\"\",no\n"
        );
    }
}
