//! A lesson's words in the languages its file gives (`translations: {"es": (title: …, steps: […])}`): its
//! title, description, ideas and each step's text, question, options and explanation, each falling back to
//! the file's own English where a translation lacks it.

use super::format::{LessonTexts, Prediction, StepTexts};
use super::load::{Lesson, Step};
use crate::language::Language;
use crate::scene::has_words;

/// A lesson's words in one language, English where the translation has none.
#[derive(Clone, Copy, Debug)]
pub struct LessonWords<'a> {
    lesson: &'a Lesson,
    texts: Option<&'a LessonTexts>,
}

/// One step's words in one language.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct StepWords<'a> {
    pub text: &'a str,
    /// The prediction's question ("" when the step asks none).
    pub question: &'a str,
    /// A choice's options (none for a number or no prediction).
    pub options: &'a [String],
    /// A number's unit ("" for a choice or no prediction).
    pub unit: &'a str,
    pub explain: &'a str,
}

impl Lesson {
    /// Its words in `language`, English where the file gives none.
    pub fn words(&self, language: Language) -> LessonWords<'_> {
        LessonWords { lesson: self, texts: self.translations.get(language.code()) }
    }
}

/// `translated` unless it is empty, else `english`.
fn or_english<'a>(translated: Option<&'a str>, english: &'a str) -> &'a str {
    translated.filter(|text| !text.is_empty()).unwrap_or(english)
}

impl<'a> LessonWords<'a> {
    pub fn title(&self) -> &'a str {
        or_english(self.texts.map(|texts| texts.title.as_str()), &self.lesson.title)
    }

    pub fn description(&self) -> &'a str {
        or_english(self.texts.map(|texts| texts.description.as_str()), &self.lesson.description)
    }

    pub fn ideas(&self) -> &'a [String] {
        let translated = self.texts.map(|texts| texts.ideas.as_slice()).filter(|ideas| !ideas.is_empty());
        translated.unwrap_or(&self.lesson.ideas)
    }

    /// The words of the step at `index` (from 0).
    pub fn step(&self, index: usize) -> StepWords<'a> {
        let step = &self.lesson.steps[index];
        let texts = self.texts.and_then(|texts| texts.steps.get(index));
        let EnglishPrediction { question, options, unit } = english_prediction(step);
        let translated_options = texts.map(|texts| texts.options.as_slice()).filter(|options| !options.is_empty());
        StepWords {
            text: or_english(texts.map(|texts| texts.text.as_str()), &step.text),
            question: or_english(texts.map(|texts| texts.question.as_str()), question),
            options: translated_options.unwrap_or(options),
            unit: or_english(texts.map(|texts| texts.unit.as_str()), unit),
            explain: or_english(texts.map(|texts| texts.explain.as_str()), &step.explain),
        }
    }

    /// Whether the language has a translation at all (English always has).
    pub fn translated(&self) -> bool {
        self.texts.is_some()
    }

    /// What the translation lacks, in the file's terms (`title`, `step 2: explain`); empty when the lesson
    /// is wholly translated.
    pub fn missing(&self) -> Vec<String> {
        let Some(texts) = self.texts else { return vec!["every text".to_owned()] };
        let lesson = self.lesson;
        let mut missing = Vec::new();
        let mut lacks = |what: String, english: bool, translated: bool| {
            if english && !translated {
                missing.push(what);
            }
        };
        lacks("title".into(), true, !texts.title.is_empty());
        lacks("description".into(), !lesson.description.is_empty(), !texts.description.is_empty());
        lacks("ideas".into(), !lesson.ideas.is_empty(), !texts.ideas.is_empty());
        let blank = StepTexts::default();
        for (index, step) in lesson.steps.iter().enumerate() {
            let translated = texts.steps.get(index).unwrap_or(&blank);
            let english = english_prediction(step);
            let number = index + 1;
            lacks(format!("step {number}: text"), !step.text.is_empty(), !translated.text.is_empty());
            lacks(format!("step {number}: question"), !english.question.is_empty(), !translated.question.is_empty());
            lacks(format!("step {number}: options"), !english.options.is_empty(), !translated.options.is_empty());
            lacks(format!("step {number}: unit"), has_words(english.unit), !translated.unit.is_empty());
            lacks(format!("step {number}: explain"), !step.explain.is_empty(), !translated.explain.is_empty());
        }
        missing
    }
}

impl StepWords<'_> {
    /// `predict` (the step's own) asked in these words.
    pub fn prediction(&self, predict: &Prediction) -> Prediction {
        let question = self.question.to_owned();
        match predict {
            Prediction::Choice { answer, .. } => {
                Prediction::Choice { question, options: self.options.to_vec(), answer: *answer }
            }
            Prediction::Number { tolerance, .. } => {
                Prediction::Number { question, unit: self.unit.to_owned(), tolerance: *tolerance }
            }
        }
    }
}

/// A step's English question, options and unit ("" and none where it has none).
struct EnglishPrediction<'a> {
    question: &'a str,
    options: &'a [String],
    unit: &'a str,
}

fn english_prediction(step: &Step) -> EnglishPrediction<'_> {
    match &step.predict {
        Some(Prediction::Choice { question, options, .. }) => EnglishPrediction { question, options, unit: "" },
        Some(Prediction::Number { question, unit, .. }) => EnglishPrediction { question, options: &[], unit },
        None => EnglishPrediction { question: "", options: &[], unit: "" },
    }
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use super::*;
    use crate::lesson::parse_lesson;

    const LESSON: &str = r#"// Two balls.
(
    title: "Equal masses",
    ideas: ["Momentum is kept"],
    steps: [
        (scene: "04_head_on_equal", text: "Two balls."),
        (
            text: "Watch.",
            predict: Choice(question: "What does the left ball do?", options: ["Stops", "Bounces"], answer: 0),
            run: End("left", "right"),
            explain: "It stops.",
        ),
        (text: "Again.", predict: Number(question: "How many?", unit: "collisions", tolerance: 0.5), reveal: [Time]),
    ],
    translations: {
        "es": (
            title: "Masas iguales",
            steps: [(text: "Dos bolas."), (question: "¿Qué hace la bola izquierda?", options: ["Se para", "Rebota"])],
        ),
    },
)
"#;

    fn lesson(text: &str) -> Result<Lesson, String> {
        let catalogue = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/scenes");
        parse_lesson(text, Path::new("lesson.ron"), &catalogue).map_err(|error| error.to_string())
    }

    #[test]
    fn a_translation_gives_its_words_and_english_fills_what_it_lacks() {
        let lesson = lesson(LESSON).unwrap();
        let spanish = lesson.words(Language::Spanish);
        assert_eq!(spanish.title(), "Masas iguales");
        assert_eq!(spanish.ideas(), ["Momentum is kept"], "no ideas translated: the English ones");
        assert_eq!(spanish.step(0).text, "Dos bolas.");
        let second = spanish.step(1);
        assert_eq!(
            (second.text, second.question, second.explain),
            ("Watch.", "¿Qué hace la bola izquierda?", "It stops.")
        );
        assert_eq!(second.options, ["Se para", "Rebota"]);
        let asked = second.prediction(lesson.steps[1].predict.as_ref().unwrap());
        let Prediction::Choice { question, answer, .. } = asked else { panic!("a choice") };
        assert_eq!((question.as_str(), answer), ("¿Qué hace la bola izquierda?", 0));
        assert_eq!(spanish.step(2).unit, "collisions");
        let missing = spanish.missing();
        assert_eq!(
            missing,
            [
                "description",
                "ideas",
                "step 2: text",
                "step 2: explain",
                "step 3: text",
                "step 3: question",
                "step 3: unit"
            ]
        );
        assert!(!lesson.words(Language::German).translated());
        assert_eq!(lesson.words(Language::German).missing(), ["every text"]);
    }

    #[test]
    fn a_translation_that_does_not_fit_the_lesson_is_refused_with_its_line() {
        let too_many =
            LESSON.replace(r#"(text: "Dos bolas."), "#, r#"(text: "Dos bolas."), (text: "Una."), (text: "Dos."), "#);
        let error = lesson(&too_many).unwrap_err();
        assert!(error.contains("lesson.ron:16") && error.contains("\"es\": 4 steps for the lesson's 3"), "{error}");
        let options = LESSON.replace(r#"["Se para", "Rebota"]"#, r#"["Se para"]"#);
        let error = lesson(&options).unwrap_err();
        assert!(error.contains("step 2: 1 options for the English 2"), "{error}");
        let code = LESSON.replace(r#""es": ("#, r#""spanish": ("#);
        assert!(lesson(&code).unwrap_err().contains("not a language's two-letter code"));
        let question = LESSON.replace(r#"(text: "Dos bolas.")"#, r#"(text: "Dos bolas.", question: "¿Qué?")"#);
        assert!(lesson(&question).unwrap_err().contains("step 1 asks no question in English"));
    }
}
