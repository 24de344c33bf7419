//! `collision-sandbox lesson check FILE`: plays a lesson headless and prints where each run stopped and what
//! each reveal measured, then what each language lacks of its texts, so a teacher can check a lesson before
//! class.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, Subcommand};

use crate::app::scene_dir;
use crate::language::Language;
use crate::lesson::{Lesson, Outcome, Prediction, StepResult, load_lesson, play_lesson};
use crate::scene::Scene;

#[derive(Args, Debug)]
pub struct LessonArgs {
    #[command(subcommand)]
    pub command: LessonCommand,
}

#[derive(Subcommand, Debug)]
pub enum LessonCommand {
    /// Play a lesson without a window; print each step's trigger step and revealed values (exit 2 for a bad
    /// file, 1 for a run that never reaches its trigger).
    Check {
        /// The lesson file (RON).
        file: PathBuf,
    },
}

/// Runs the lesson subcommand.
pub fn lesson(args: &LessonArgs) -> ExitCode {
    let LessonCommand::Check { file } = &args.command;
    let lesson = match load_lesson(file, &scene_dir()) {
        Ok(lesson) => lesson,
        Err(error) => {
            eprintln!("error: {error}");
            return ExitCode::from(2);
        }
    };
    println!("{} ({})", lesson.title, file.display());
    match play_lesson(&lesson) {
        Ok(results) => {
            print!("{}", check_text(&lesson, &results));
            print!("{}", translations_text(&lesson));
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("error: {}: {error}", file.display());
            ExitCode::FAILURE
        }
    }
}

/// Each step's line: what it opened, where its run stopped, its prediction's answer and its measured values.
pub fn check_text(lesson: &Lesson, results: &[StepResult]) -> String {
    let mut text = String::new();
    for (step, result) in lesson.steps.iter().zip(results) {
        let mut line = format!("step {}:", result.number);
        if let Some((path, scene)) = &step.scene {
            line += &format!(" opens \"{}\" ({});", scene.name, path.display());
        }
        if let (Some(trigger), Some(Outcome::Fired { step: fired })) = (&step.run, result.outcome) {
            line += &format!(" ran until {trigger:?}: step {fired}, t = {:.3} s", result.time);
        }
        text += &line;
        text.push('\n');
        match &step.predict {
            Some(Prediction::Choice { question, options, answer }) => {
                text += &format!("  asks: {question} (answer: {})\n", options[*answer]);
            }
            Some(Prediction::Number { question, unit, tolerance }) => {
                text += &format!("  asks: {question} (in {unit}, within {tolerance})\n");
            }
            None => {}
        }
        for measured in &result.measured {
            text += &format!("  {measured}\n");
        }
    }
    text
}

/// What each language the sandbox speaks lacks of the lesson's texts and of its scenes' (a missing text shows
/// in English): a line per language, "complete" when nothing is missing.
pub fn translations_text(lesson: &Lesson) -> String {
    let mut text = String::from("translations:\n");
    let mut scenes: Vec<&(PathBuf, Scene)> = Vec::new();
    for opened in lesson.steps.iter().filter_map(|step| step.scene.as_ref()) {
        if !scenes.iter().any(|(path, _)| *path == opened.0) {
            scenes.push(opened);
        }
    }
    for language in Language::ALL.into_iter().filter(|language| *language != Language::English) {
        let mut missing = lesson.words(language).missing();
        for (path, scene) in &scenes {
            let bodies = scene.bodies.iter().map(|body| body.name.as_str());
            let file = path.file_stem().unwrap_or_default().to_string_lossy();
            missing.extend(scene.words(language).missing(bodies).into_iter().map(|what| format!("{file}: {what}")));
        }
        let said = if missing.is_empty() { "complete".to_owned() } else { format!("missing {}", missing.join("; ")) };
        text += &format!("  {}: {said}\n", language.code());
    }
    text
}
