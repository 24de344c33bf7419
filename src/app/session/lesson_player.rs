//! The lesson player: opens a lesson's steps one after another on the scene, holds the clock while the class
//! predicts, runs to the step's trigger, and reveals the measured values beside the prediction. Next and Back
//! come from the lesson card, the arrow keys and PageUp/PageDown (what presentation clickers send).
use bevy::prelude::*;

use crate::app::overlays::body_labels::LabelChoice;
use crate::app::overlays::switches::Overlays;
use crate::app::session::active_scene::ActiveScene;
use crate::app::session::event_log::{CollisionCards, EventLog};
use crate::app::session::lesson_library::{LessonLibrary, lesson_dir};
use crate::app::session::lesson_predictions::{Answer, PredictionRecord, judge, save_predictions_file};
use crate::app::session::lesson_reading::{Revealed, card_words, result_words};
use crate::app::session::narration::say_in;
use crate::app::session::scene_library::{StatusLine, scene_dir, show_scene};
use crate::app::session::twin::{Twin, TwinSetting};
use crate::app::state::controls::{AppControls, BottomTab, LessonMove, Request};
use crate::app::state::selection::Selection;
use crate::app::view::body_names::BodyNames;
use crate::app::view::camera::SceneView;
use crate::language::Texts;
use crate::lesson::{
    Change, Lesson, Measured, OverlayName, Show, Watch, apply_change, load_lesson, measure, start_run, watch_plugin,
    watch_scene,
};
use crate::physics::PhysicsClock;
use crate::physics::pair_key;
use crate::recording::History;
use crate::scene::SceneCamera;

/// The lesson being played, if any.
#[derive(Resource, Default)]
pub struct LessonPlayer(pub Option<Playing>);

/// Where a lesson is, and what the class said and the app measured.
pub struct Playing {
    pub lesson: Lesson,
    /// The step on the card (from 0).
    pub step: usize,
    pub phase: Phase,
    pub answer: Answer,
    /// The clock's step when each step began, for Back.
    entered: Vec<Option<u64>>,
    /// The clock's step where the run's trigger fired (none if it timed out).
    pub fired: Option<u64>,
    pub measured: Vec<Measured>,
    /// Every prediction made so far, with what was measured.
    pub records: Vec<PredictionRecord>,
    /// The pair the reveal opens the inspector on, until the panels have opened it.
    pub inspect: Option<(Entity, Entity)>,
    /// Where the predictions were last saved, or why they could not be.
    pub saved: Option<String>,
}

/// Where a step is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// The card is read and the prediction made; the clock is held.
    Ready,
    /// Running to the trigger.
    Running,
    /// Paused at the trigger, the measured values shown.
    Revealed,
}

pub(crate) fn plugin(app: &mut App) {
    watch_plugin(app);
    app.init_resource::<LessonPlayer>()
        .insert_resource(LessonLibrary::scan(&lesson_dir()))
        .add_systems(PreUpdate, (apply_lesson_requests, follow_run).chain());
}

/// Carries out the lesson requests: opening one, and moving through it.
pub fn apply_lesson_requests(world: &mut World) {
    let requests =
        world.resource_mut::<AppControls>().take_requests(|r| matches!(r, Request::OpenLesson(_) | Request::Lesson(_)));
    for request in requests {
        match request {
            Request::OpenLesson(path) => match load_lesson(&path, &scene_dir()) {
                Ok(lesson) => open_lesson(world, lesson),
                Err(error) => world.resource_mut::<StatusLine>().0 = Some(error.sentence()),
            },
            Request::Lesson(LessonMove::Next) => next(world),
            Request::Lesson(LessonMove::Back) => back(world),
            Request::Lesson(LessonMove::Replay) => replay(world),
            Request::Lesson(LessonMove::SavePredictions) => save_predictions(world),
            Request::Lesson(LessonMove::Close) => close_lesson(world),
            _ => {}
        }
    }
}

impl Playing {
    /// `lesson` before its first step.
    pub fn new(lesson: Lesson) -> Self {
        let steps = lesson.steps.len();
        Playing {
            lesson,
            step: 0,
            phase: Phase::Ready,
            answer: Answer::default(),
            entered: vec![None; steps],
            fired: None,
            measured: Vec::new(),
            records: Vec::new(),
            inspect: None,
            saved: None,
        }
    }
}

/// Starts `lesson` on its first step.
pub fn open_lesson(world: &mut World, lesson: Lesson) {
    world.resource_mut::<LessonPlayer>().0 = Some(Playing::new(lesson));
    world.resource_mut::<AppControls>().gallery_open = false;
    enter_step(world, 0);
}

/// Closes the lesson, the scene staying; the watch goes with it (it would keep every begin of contact of
/// whatever scene comes next).
fn close_lesson(world: &mut World) {
    world.resource_mut::<LessonPlayer>().0 = None;
    world.remove_resource::<Watch>();
}

/// Shows step `index` as it begins: its scene opened (or kept), its changes made, the clock held.
fn enter_step(world: &mut World, index: usize) {
    let Some(step) = world.resource::<LessonPlayer>().0.as_ref().and_then(|p| p.lesson.steps.get(index)).cloned()
    else {
        return;
    };
    if let Some((path, scene)) = step.scene.clone() {
        show_scene(world, ActiveScene { path, scene });
        watch_scene(world);
    } else if !world.contains_resource::<Watch>() {
        watch_scene(world);
    }
    for change in &step.change {
        apply_lesson_change(world, change);
    }
    let now = {
        let mut clock = world.resource_mut::<PhysicsClock>();
        clock.paused = true;
        clock.step
    };
    world.resource_mut::<Watch>().run = None;
    let t = Texts::of_world(world);
    let mut player = world.resource_mut::<LessonPlayer>();
    let playing = player.0.as_mut().expect("a lesson plays");
    playing.step = index;
    playing.phase = Phase::Ready;
    playing.answer = Answer::default();
    playing.entered[index] = Some(now);
    playing.fired = None;
    playing.measured.clear();
    let card = card_words(&t, &playing.lesson, index);
    say_in(world, card);
}

/// A change to the world's physics, or to what is shown.
fn apply_lesson_change(world: &mut World, change: &Change) {
    match change {
        Change::Overlays(names) => *world.resource_mut::<Overlays>() = overlays_of(names),
        Change::Labels(values) => world.insert_resource(LabelChoice(Some(values.clone()))),
        Change::Camera(view) => {
            world.insert_resource(SceneView(Some(SceneCamera { view: Some(*view), ..default() })));
            world.resource_mut::<AppControls>().requests.push(Request::ResetView);
        }
        physical => apply_change(world, physical),
    }
}

/// The overlays a lesson names, every other one off.
pub fn overlays_of(names: &[OverlayName]) -> Overlays {
    let mut overlays = Overlays::NONE;
    for name in names {
        let switch = match name {
            OverlayName::Contacts => &mut overlays.contact_points,
            OverlayName::Normals => &mut overlays.normals,
            OverlayName::Penetration => &mut overlays.penetration_labels,
            OverlayName::Bounds => &mut overlays.aabbs,
            OverlayName::Velocities => &mut overlays.velocities,
            OverlayName::Spins => &mut overlays.spins,
            OverlayName::Sweeps => &mut overlays.sweeps,
            OverlayName::Impulses => &mut overlays.impulses,
            OverlayName::Corrections => &mut overlays.corrections,
            OverlayName::Tunnelling => &mut overlays.tunnelling,
            OverlayName::Grid => &mut overlays.grid,
            OverlayName::Momenta => &mut overlays.momenta,
            OverlayName::CentreOfMass => &mut overlays.centre_of_mass,
            OverlayName::Traces => &mut overlays.traces,
            OverlayName::Labels => &mut overlays.labels,
        };
        *switch = true;
    }
    overlays
}

/// Next: runs the step (a step with nothing to run or reveal goes straight on), or after the reveal goes on.
fn next(world: &mut World) {
    let Some(playing) = world.resource::<LessonPlayer>().0.as_ref() else { return };
    let step = playing.lesson.steps[playing.step].clone();
    let (index, count, phase) = (playing.step, playing.lesson.steps.len(), playing.phase);
    match phase {
        Phase::Ready if step.run.is_some() => {
            start_run(world, step.run.clone(), step.within);
            world.resource_mut::<LessonPlayer>().0.as_mut().expect("a lesson plays").phase = Phase::Running;
        }
        Phase::Ready if !step.reveal.is_empty() => {
            start_run(world, None, step.within);
            reveal(world);
        }
        Phase::Running => {}
        _ if index + 1 < count => enter_step(world, index + 1),
        _ => {}
    }
}

/// Back: the previous step as it began. One that opens a scene opens it afresh; otherwise the timeline goes
/// back to where it began and its changes are made again.
fn back(world: &mut World) {
    let Some(playing) = world.resource::<LessonPlayer>().0.as_ref() else { return };
    let Some(index) = playing.step.checked_sub(1) else { return };
    let opens = playing.lesson.steps[index].scene.is_some();
    if let (false, Some(at)) = (opens, playing.entered[index]) {
        rewind(world, at);
    }
    enter_step(world, index);
}

/// Replay the moment: back to the step where the trigger fired, paused there.
fn replay(world: &mut World) {
    let fired = world.resource::<LessonPlayer>().0.as_ref().and_then(|playing| playing.fired);
    if let Some(step) = fired {
        rewind(world, step);
        world.resource_mut::<PhysicsClock>().paused = true;
    }
}

/// Puts the world back to the state after clock step `step`, with the watch forgetting what came later.
fn rewind(world: &mut World, step: u64) {
    if world.contains_resource::<History>() {
        world.resource_scope(|world, mut history: Mut<History>| history.seek(world, step));
    }
    world.resource_mut::<Watch>().forget_after(step);
}

/// Follows a running step: once its trigger fires (or it times out), reveals.
fn follow_run(world: &mut World) {
    let running = world.resource::<LessonPlayer>().0.as_ref().is_some_and(|playing| playing.phase == Phase::Running);
    let outcome = world.get_resource::<Watch>().and_then(|watch| watch.run.as_ref()?.outcome);
    if running && let Some(outcome) = outcome {
        let fired = match outcome {
            crate::lesson::Outcome::Fired { step } => Some(step),
            crate::lesson::Outcome::TimedOut { .. } => None,
        };
        world.resource_mut::<LessonPlayer>().0.as_mut().expect("a lesson plays").fired = fired;
        reveal(world);
    }
}

/// Measures the step's values, notes the prediction beside them and opens what the step shows.
fn reveal(world: &mut World) {
    let Some(playing) = world.resource::<LessonPlayer>().0.as_ref() else { return };
    let step = playing.lesson.steps[playing.step].clone();
    let measured: Vec<Measured> = step.reveal.iter().map(|value| measure(world, value)).collect();
    let (language, echo) = (Texts::of_world(world).language(), world.resource::<EventLog>().echo);
    for show in &step.show {
        open_show(world, show);
    }
    let mut player = world.resource_mut::<LessonPlayer>();
    let playing = player.0.as_mut().expect("a lesson plays");
    if let Some(predict) = &step.predict {
        let predict = playing.lesson.words(language).step(playing.step).prediction(predict);
        let record = judge(playing.step, &predict, &playing.answer, measured.first());
        if echo {
            println!("predicted step={} answer={:?} right={:?}", record.step, record.answer, record.right);
        }
        playing.records.retain(|earlier| earlier.step != record.step);
        playing.records.push(record);
    }
    playing.measured = measured;
    playing.phase = Phase::Revealed;
    let result = {
        let t = Texts::of_world(world);
        let names = BodyNames::of_scene(&world.resource::<ActiveScene>().scene, t.language());
        let playing = world.resource::<LessonPlayer>().0.as_ref().expect("a lesson plays");
        let record = playing.records.iter().find(|record| record.step == playing.step + 1);
        let (lesson, index, measured) = (&playing.lesson, playing.step, playing.measured.as_slice());
        result_words(&t, &names, Revealed { lesson, index, measured, record })
    };
    say_in(world, result);
}

/// Opens what a reveal shows: the last collision's card, the graphs, the twin world, or (through the
/// panels) the inspector on a pair.
fn open_show(world: &mut World, show: &Show) {
    match show {
        Show::Card => {
            let card = world.resource::<CollisionCards>().latest_for(&Selection::default()).cloned();
            world.resource_mut::<EventLog>().card = card;
        }
        Show::Graph => {
            let mut controls = world.resource_mut::<AppControls>();
            controls.tables_open = true;
            controls.bottom_tab = BottomTab::Graphs;
        }
        Show::Twin => {
            let compare = world.resource::<ActiveScene>().scene.compare;
            if let Some(mut twin) = world.get_resource_mut::<Twin>() {
                twin.setting = compare.map_or(TwinSetting::ContinuousDetection, TwinSetting::from);
            }
        }
        Show::Inspector(a, b) => {
            let (a, b) = (crate::lesson::entity_named(world, a), crate::lesson::entity_named(world, b));
            if let (Some(a), Some(b)) = (a, b) {
                *world.resource_mut::<Selection>() = Selection { body: None, pair: Some(pair_key(a, b)) };
                world.resource_mut::<LessonPlayer>().0.as_mut().expect("a lesson plays").inspect = Some((a, b));
            }
        }
    }
}

/// Saves the predictions so far, and says where (or why not) on the card.
fn save_predictions(world: &mut World) {
    let t = Texts::of_world(world);
    let mut player = world.resource_mut::<LessonPlayer>();
    let Some(playing) = player.0.as_mut() else { return };
    playing.saved = Some(save_predictions_file(&playing.lesson.path, &playing.records, &t));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::headless::headless_app;
    use crate::lesson::parse_lesson;
    use crate::physics::PhysicsSettings;
    use crate::recording::RecordingPlugin;

    /// The engine, the recording and the resources a lesson's scenes and reveals touch, without a window.
    fn lesson_app() -> App {
        let mut app = headless_app(PhysicsSettings::default());
        app.add_plugins(RecordingPlugin);
        watch_plugin(&mut app);
        app.init_resource::<AppControls>()
            .init_resource::<EventLog>()
            .init_resource::<CollisionCards>()
            .init_resource::<Selection>()
            .init_resource::<StatusLine>()
            .init_resource::<Overlays>()
            .init_resource::<LessonPlayer>();
        app
    }

    /// Steps the app until the running step reveals (as the app's frames would), at most `steps` steps.
    fn run_to_reveal(app: &mut App, steps: usize) {
        for _ in 0..steps {
            app.update();
            follow_run(app.world_mut());
            if app.world().resource::<LessonPlayer>().0.as_ref().is_some_and(|p| p.phase == Phase::Revealed) {
                return;
            }
        }
        panic!("no reveal within {steps} steps");
    }

    fn revealed_height(app: &App) -> (Option<u64>, f32) {
        let playing = app.world().resource::<LessonPlayer>().0.as_ref().expect("a lesson plays");
        (playing.fired, playing.measured[0].value)
    }

    #[test]
    fn back_rewinds_to_where_a_step_began_and_replay_to_its_trigger() {
        let text = "(title: \"t\", steps: [(scene: \"07_restitution_row\"), \
            (run: Highest(\"e = 0.5\"), reveal: [Height(\"e = 0.5\")]), \
            (run: Highest(\"e = 0.5\"), reveal: [Height(\"e = 0.5\")])])";
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/lessons/inline.ron");
        let lesson = parse_lesson(text, &path, &scene_dir()).unwrap();
        let mut app = lesson_app();
        open_lesson(app.world_mut(), lesson);
        next(app.world_mut());
        next(app.world_mut());
        run_to_reveal(&mut app, 600);
        let first = revealed_height(&app);
        next(app.world_mut());
        next(app.world_mut());
        run_to_reveal(&mut app, 600);
        let second = revealed_height(&app);
        assert!(second.1 < first.1 && second.0 > first.0, "the second top is lower and later: {first:?} {second:?}");
        // Back to step 2 as it began: the timeline back at its start, and its run reaches the same top again
        back(app.world_mut());
        let playing = app.world().resource::<LessonPlayer>().0.as_ref().unwrap();
        assert_eq!((playing.step, playing.phase), (1, Phase::Ready));
        assert_eq!(app.world().resource::<PhysicsClock>().step, 0);
        next(app.world_mut());
        run_to_reveal(&mut app, 600);
        assert_eq!(revealed_height(&app), first, "the same top on the same step");
        // Replay the moment: the world back at the trigger's step, paused there
        next(app.world_mut());
        next(app.world_mut());
        run_to_reveal(&mut app, 600);
        replay(app.world_mut());
        let clock = app.world().resource::<PhysicsClock>();
        assert_eq!((Some(clock.step), clock.paused), (second.0, true));
        let height = measure(app.world_mut(), &crate::lesson::Measure::Height("e = 0.5".into())).value;
        assert_eq!(height, second.1, "replayed to the second top");
        // closed, the lesson leaves no watch behind to count the next scene's contacts
        close_lesson(app.world_mut());
        assert!(app.world().resource::<LessonPlayer>().0.is_none() && !app.world().contains_resource::<Watch>());
    }
}
