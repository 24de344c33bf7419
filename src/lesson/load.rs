//! Reading a lesson file: every value checked and every scene it names found and loaded before anything runs.

use std::collections::HashSet;
use std::path::{Component, Path, PathBuf};

use super::LessonError;
use super::format::{Change, LessonFile, LessonTexts, Measure, Prediction, Show, StepFile, Trigger};
use super::spans::line_in_step;
use crate::language::Sentence;
use crate::physics::SUBSTEP_RANGE;
use crate::scene::ron_text::read_ron;
use crate::scene::{Scene, SceneError, Translations, leading_comment, load_scene, translation_code_problem};

/// How long a run may take, in simulated seconds, unless the step says.
pub const DEFAULT_WITHIN: f32 = 60.0;

/// A lesson that passed validation.
#[derive(Clone, Debug, PartialEq)]
pub struct Lesson {
    pub path: PathBuf,
    pub title: String,
    pub age: String,
    pub ideas: Vec<String>,
    /// The comment the file opens with.
    pub description: String,
    pub steps: Vec<Step>,
    /// Its words in other languages, by two-letter code.
    pub translations: Translations<LessonTexts>,
}

/// One step of a validated lesson: its scene loaded, every body it names in that scene.
#[derive(Clone, Debug, PartialEq)]
pub struct Step {
    /// The scene the step opens, with the file it came from.
    pub scene: Option<(PathBuf, Scene)>,
    pub change: Vec<Change>,
    pub text: String,
    pub predict: Option<Prediction>,
    pub run: Option<Trigger>,
    /// Simulated seconds the run may take.
    pub within: f32,
    pub reveal: Vec<Measure>,
    pub show: Vec<Show>,
    pub explain: String,
}

/// Reads and validates the lesson at `path`; `catalogue` is the folder of the catalogue's scenes.
pub fn load_lesson(path: &Path, catalogue: &Path) -> Result<Lesson, LessonError> {
    let text = crate::files::read_text(path)
        .map_err(|error| LessonError::Io { path: path.to_path_buf(), message: error.to_string() })?;
    parse_lesson(&text, path, catalogue)
}

/// Parses and validates lesson text; `path` names the file in errors and is where its own scenes are found.
pub fn parse_lesson(text: &str, path: &Path, catalogue: &Path) -> Result<Lesson, LessonError> {
    let file: LessonFile = read_ron(text).map_err(|error| LessonError::Syntax {
        path: path.to_path_buf(),
        line: error.line,
        column: error.column,
        message: error.message,
    })?;
    let folder = path.parent().map_or_else(|| PathBuf::from("."), Path::to_path_buf);
    let checker = Checker { text, path, folder: &folder, catalogue };
    if file.title.trim().is_empty() {
        return Err(checker.invalid(None, "title", None, Sentence::new("problem-lesson-title")));
    }
    if file.steps.is_empty() {
        return Err(checker.invalid(None, "steps", None, Sentence::new("problem-lesson-steps")));
    }
    let mut names: Option<HashSet<String>> = None;
    let mut steps = Vec::with_capacity(file.steps.len());
    for (index, step) in file.steps.into_iter().enumerate() {
        steps.push(checker.step(index, step, &mut names)?);
    }
    checker.translations(&file.translations, &file.ideas, &steps)?;
    let description = leading_comment(text);
    let LessonFile { title, age, ideas, translations, .. } = file;
    Ok(Lesson { path: path.to_path_buf(), title, age, ideas, description, steps, translations })
}

/// Where a lesson's scene reference leads: a file in the lesson's folder (the reference a relative path
/// inside it), or else a catalogue scene by name. Nothing outside those two folders is ever read.
pub fn resolve_scene(reference: &str, folder: &Path, catalogue: &Path) -> Result<PathBuf, Sentence> {
    let relative = Path::new(reference);
    let inside = relative.components().all(|part| matches!(part, Component::Normal(_)));
    if reference.trim().is_empty() || !inside {
        return Err(Sentence::new("problem-scene-reference").with("scene", reference.to_owned()));
    }
    let relative = if relative.extension().is_none() { relative.with_extension("ron") } else { relative.into() };
    let single = relative.components().count() == 1;
    let places = [Some(folder), single.then_some(catalogue)];
    for base in places.into_iter().flatten() {
        let candidate = base.join(&relative);
        if crate::files::is_built_in(&candidate) {
            return Ok(candidate);
        }
        if !candidate.is_file() {
            continue;
        }
        // a link inside the folder may point out of it
        let (real, real_base) = (candidate.canonicalize(), base.canonicalize());
        if let (Ok(real), Ok(real_base)) = (real, real_base)
            && real.starts_with(&real_base)
        {
            return Ok(candidate);
        }
        let outside = Sentence::new("problem-scene-outside").with("scene", reference.to_owned());
        return Err(outside.with("folder", base.display().to_string()));
    }
    Err(Sentence::new("problem-no-scene").with("scene", reference.to_owned()))
}

/// Validates values and says where in the file a bad one is.
struct Checker<'a> {
    text: &'a str,
    path: &'a Path,
    folder: &'a Path,
    catalogue: &'a Path,
}

impl Checker<'_> {
    fn step(&self, index: usize, step: StepFile, names: &mut Option<HashSet<String>>) -> Result<Step, LessonError> {
        let at = Some(index);
        let scene = step.scene.as_deref().map(|reference| self.scene(index, reference)).transpose()?;
        if let Some((_, scene)) = &scene {
            *names = Some(scene.bodies.iter().map(|body| body.name.clone()).collect());
        }
        let Some(names) = names.as_ref() else {
            return Err(self.invalid(at, "scene", None, Sentence::new("problem-first-scene")));
        };
        let body = |field: &str, name: &str| self.body(index, field, name, names);
        for change in &step.change {
            self.change(index, change, &body)?;
        }
        if let Some(predict) = &step.predict {
            self.predict(index, predict, !step.reveal.is_empty())?;
        }
        if let Some(run) = &step.run {
            self.trigger(index, run, &body)?;
        }
        let within = step.within.unwrap_or(DEFAULT_WITHIN);
        if !(within.is_finite() && within > 0.0) {
            let problem = Sentence::new("problem-within").with("got", within.to_string());
            return Err(self.invalid(at, "within", None, problem));
        }
        for measure in &step.reveal {
            measure_names(measure).into_iter().try_for_each(|name| body("reveal", name))?;
        }
        for show in &step.show {
            if let Show::Inspector(a, b) = show {
                body("show", a)?;
                body("show", b)?;
            }
        }
        let StepFile { change, text, predict, run, reveal, show, explain, .. } = step;
        Ok(Step { scene, change, text, predict, run, within, reveal, show, explain })
    }

    /// The scene a step names, found and loaded.
    fn scene(&self, index: usize, reference: &str) -> Result<(PathBuf, Scene), LessonError> {
        let invalid = |message| self.invalid(Some(index), "scene", None, message);
        let path = resolve_scene(reference, self.folder, self.catalogue).map_err(invalid)?;
        let refused =
            |error: SceneError| Sentence::new("problem-scene-refused").with_sentence("error", error.sentence());
        let scene = load_scene(&path).map_err(|error| invalid(refused(error)))?;
        Ok((path, scene))
    }

    /// A body name that is in the step's scene.
    fn body(&self, index: usize, field: &str, name: &str, names: &HashSet<String>) -> Result<(), LessonError> {
        if names.contains(name) {
            return Ok(());
        }
        let mut known: Vec<&str> = names.iter().map(String::as_str).collect();
        known.sort_unstable();
        let problem = Sentence::new("problem-no-body").with("name", name.to_owned()).with("bodies", known.join(", "));
        Err(self.invalid(Some(index), field, Some(name), problem))
    }

    fn change(
        &self,
        index: usize,
        change: &Change,
        body: &impl Fn(&str, &str) -> Result<(), LessonError>,
    ) -> Result<(), LessonError> {
        let bad = |message: Sentence| Err(self.invalid(Some(index), "change", None, message));
        match change {
            Change::Body { name, mass, velocity, restitution, friction } => {
                body("change", name)?;
                if let Some(mass) = mass.filter(|mass| !(mass.is_finite() && *mass > 0.0)) {
                    return bad(Sentence::new("problem-change-mass")
                        .with("name", name.clone())
                        .with("got", mass.to_string()));
                }
                if let Some(velocity) = velocity.filter(|(x, y, z)| ![x, y, z].iter().all(|v| v.is_finite())) {
                    let got = format!("{velocity:?}");
                    return bad(Sentence::new("problem-change-velocity").with("name", name.clone()).with("got", got));
                }
                if let Some(e) = restitution.filter(|e| !(0.0..=1.0).contains(e)) {
                    return bad(Sentence::new("problem-change-restitution")
                        .with("name", name.clone())
                        .with("got", e.to_string()));
                }
                if let Some(mu) = friction.filter(|mu| !(mu.is_finite() && *mu >= 0.0)) {
                    return bad(Sentence::new("problem-change-friction")
                        .with("name", name.clone())
                        .with("got", mu.to_string()));
                }
                Ok(())
            }
            Change::Substeps(n) if !SUBSTEP_RANGE.contains(n) => {
                let (low, high) = (SUBSTEP_RANGE.start().to_string(), SUBSTEP_RANGE.end().to_string());
                bad(Sentence::new("problem-change-substeps")
                    .with("low", low)
                    .with("high", high)
                    .with("got", n.to_string()))
            }
            _ => Ok(()),
        }
    }

    fn predict(&self, index: usize, predict: &Prediction, revealed: bool) -> Result<(), LessonError> {
        let bad = |message: Sentence| Err(self.invalid(Some(index), "predict", None, message));
        match predict {
            Prediction::Choice { options, answer, .. } if options.len() < 2 => {
                let problem = Sentence::new("problem-choice-options").with("options", options.len().to_string());
                bad(problem.with("answer", answer.to_string()))
            }
            Prediction::Choice { options, answer, .. } if *answer >= options.len() => {
                let problem = Sentence::new("problem-choice-answer").with("answer", answer.to_string());
                bad(problem.with("options", options.len().to_string()))
            }
            Prediction::Number { tolerance, .. } if !(tolerance.is_finite() && *tolerance > 0.0) => {
                bad(Sentence::new("problem-tolerance").with("got", tolerance.to_string()))
            }
            Prediction::Number { .. } if !revealed => bad(Sentence::new("problem-number-unrevealed")),
            _ => Ok(()),
        }
    }

    fn trigger(
        &self,
        index: usize,
        trigger: &Trigger,
        body: &impl Fn(&str, &str) -> Result<(), LessonError>,
    ) -> Result<(), LessonError> {
        let bad = |message: Sentence| Err(self.invalid(Some(index), "run", None, message));
        match trigger {
            Trigger::Steps(0) => bad(Sentence::new("problem-run-steps")),
            Trigger::Seconds(s) if !(s.is_finite() && *s > 0.0) => {
                bad(Sentence::new("problem-run-seconds").with("got", s.to_string()))
            }
            Trigger::Begin(a, b) | Trigger::End(a, b) => body("run", a).and_then(|_| body("run", b)),
            Trigger::Crosses { body: name, point, normal } => {
                body("run", name)?;
                let finite = [point.0, point.1, point.2, normal.0, normal.1, normal.2].iter().all(|v| v.is_finite());
                let length = (normal.0 * normal.0 + normal.1 * normal.1 + normal.2 * normal.2).sqrt();
                if !finite || length <= 0.0 {
                    return bad(Sentence::new("problem-run-plane").with("got", format!("{normal:?}")));
                }
                Ok(())
            }
            Trigger::SlowerThan(name, speed) => {
                body("run", name)?;
                if !(speed.is_finite() && *speed > 0.0) {
                    return bad(Sentence::new("problem-run-speed").with("got", speed.to_string()));
                }
                Ok(())
            }
            Trigger::Highest(name) | Trigger::Rolling(name) => body("run", name),
            Trigger::Tilted(name, degrees) => {
                body("run", name)?;
                if !(degrees.is_finite() && *degrees > 0.0 && *degrees <= 180.0) {
                    return bad(Sentence::new("problem-run-angle").with("got", degrees.to_string()));
                }
                Ok(())
            }
            _ => Ok(()),
        }
    }

    /// Translations keyed by languages' codes, with no more steps than the lesson, as many ideas and options
    /// as the English, and no question where the English asks none.
    fn translations(
        &self,
        translations: &Translations<LessonTexts>,
        ideas: &[String],
        steps: &[Step],
    ) -> Result<(), LessonError> {
        for (code, texts) in translations {
            let bad = |message: Sentence| {
                let problem = Sentence::new("problem-translation-of").with("code", code.clone());
                Err(self.invalid(None, "translations", Some(code), problem.with_sentence("problem", message)))
            };
            if let Some(problem) = translation_code_problem(code) {
                return Err(self.invalid(None, "translations", Some(code), problem));
            }
            if !texts.ideas.is_empty() && texts.ideas.len() != ideas.len() {
                let problem = Sentence::new("problem-translation-ideas").with("ideas", texts.ideas.len().to_string());
                return bad(problem.with("english", ideas.len().to_string()));
            }
            if texts.steps.len() > steps.len() {
                let problem = Sentence::new("problem-translation-steps").with("steps", texts.steps.len().to_string());
                return bad(problem.with("english", steps.len().to_string()));
            }
            for (number, (step, words)) in (1..).zip(steps.iter().zip(&texts.steps)) {
                let english_options = match &step.predict {
                    Some(Prediction::Choice { options, .. }) => options.len(),
                    _ => 0,
                };
                if !words.question.is_empty() && step.predict.is_none() {
                    return bad(Sentence::new("problem-translation-question").with("step", number.to_string()));
                }
                if !words.unit.is_empty() && !matches!(step.predict, Some(Prediction::Number { .. })) {
                    return bad(Sentence::new("problem-translation-unit").with("step", number.to_string()));
                }
                if !words.options.is_empty() && words.options.len() != english_options {
                    let problem = Sentence::new("problem-translation-options").with("step", number.to_string());
                    let problem = problem.with("options", words.options.len().to_string());
                    return bad(problem.with("english", english_options.to_string()));
                }
            }
        }
        Ok(())
    }

    fn invalid(&self, step: Option<usize>, field: &str, name: Option<&str>, message: Sentence) -> LessonError {
        LessonError::Invalid {
            path: self.path.to_path_buf(),
            line: line_in_step(self.text, step, field, name),
            step: step.map(|index| index + 1),
            field: field.to_owned(),
            message,
        }
    }
}

/// The bodies a measured value names.
pub fn measure_names(measure: &Measure) -> Vec<&str> {
    match measure {
        Measure::Speed(a)
        | Measure::Spin(a)
        | Measure::Velocity(a, _)
        | Measure::Momentum(a, _)
        | Measure::KineticEnergy(a)
        | Measure::Height(a)
        | Measure::HighestPoint(a)
        | Measure::Distance(a)
        | Measure::Tilt(a) => vec![a],
        Measure::Angle(a, b) | Measure::Penetration(a, b) | Measure::Apart(a, b) => vec![a, b],
        Measure::Collisions(names) | Measure::Impacts(names) => names.iter().map(String::as_str).collect(),
        Measure::TotalMomentum(_)
        | Measure::TotalKineticEnergy
        | Measure::SpringEnergy
        | Measure::TotalEnergy
        | Measure::Time => Vec::new(),
    }
}
