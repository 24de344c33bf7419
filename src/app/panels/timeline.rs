//! The timeline: a strip along the bottom to play, pause, step back and forth (`,` and `.`, repeating while
//! held) and drag to any recorded step, with the begin and end events as ticks to jump to.

use bevy::prelude::*;
use bevy_egui::egui;

use crate::app::overlays::shapes::draw_shape;
use crate::app::panels::graphs::GraphKind;
use crate::app::state::selection::Selection;
use crate::geometry::Placed;
use crate::language::Texts;
use crate::language::fields::spoken_as;
use crate::physics::{Collider, PhysicsClock, PhysicsSettings};
use crate::recording::{History, RecordedEvent, RecordingPlugin};
use crate::scene::EventKind;

/// A step the user asked to go to, carried out by `go_to_requested_step`, and how the strip plays.
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct Timeline {
    pub request: Option<u64>,
    /// Playing backwards, a step per fixed step of (scaled) time.
    pub reverse: bool,
    /// Draw the future a change replaced as ghosts.
    pub show_replaced: bool,
}

impl Default for Timeline {
    fn default() -> Self {
        Timeline { request: None, reverse: false, show_replaced: true }
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins(RecordingPlugin).init_resource::<Timeline>().init_resource::<GraphKind>().add_systems(
        Update,
        ((step_with_keys, play_backwards, go_to_requested_step).chain(), watch_selected_bodies, draw_replaced_future),
    );
}

/// What the strip shows: the recorded range, where the world is, and the events.
#[derive(Clone, Copy, Debug)]
pub struct TimelineView<'a> {
    pub first: u64,
    pub last: u64,
    pub current: u64,
    pub dt: f32,
    pub diverged_at: Option<u64>,
    pub events: &'a [RecordedEvent],
    /// The steps of the begin events, and of the end events.
    pub event_steps: [&'a [u64]; 2],
    /// The step after which the last change while rewound replaced the recorded future.
    pub replaced_from: Option<u64>,
}

impl<'a> TimelineView<'a> {
    pub fn of(history: &'a History, clock: &PhysicsClock, settings: &PhysicsSettings) -> Self {
        let (first, last) = history.range().unwrap_or((clock.step, clock.step));
        TimelineView {
            first,
            last: last.max(clock.step),
            current: clock.step,
            dt: settings.step_dt(),
            diverged_at: history.diverged_at,
            events: history.events(),
            event_steps: [history.event_steps(EventKind::Started), history.event_steps(EventKind::Ended)],
            replaced_from: history.replaced().map(|branch| branch.from_step),
        }
    }
}

/// One step back or forward from `view.current`: forward past the recording's end runs a new step.
pub fn step_by(view: &TimelineView, forward: bool, clock: &mut PhysicsClock, timeline: &mut Timeline) {
    clock.paused = true;
    timeline.reverse = false;
    if forward && view.current >= view.last {
        clock.queued_steps += 1;
    } else if forward {
        timeline.request = Some(view.current + 1);
    } else if view.current > view.first {
        timeline.request = Some(view.current - 1);
    }
}

/// Room left after the status for what may follow it: the ghosts' switch, "rewound" or "differs from step N".
const TRAILING_ROOM: f32 = 150.0;

/// The strip: buttons, the step slider with the events under it, and where the world is.
pub fn timeline_section(ui: &mut egui::Ui, view: &TimelineView, clock: &mut PhysicsClock, timeline: &mut Timeline) {
    let t = Texts::of(ui.ctx());
    // wrapped: in a narrow view (a long language, the projector's size) the status goes to a second row
    ui.horizontal_wrapped(|ui| {
        let first = spoken_as(ui.button(t.get("timeline-first")), t.hint("timeline-first"));
        if first.on_hover_text(t.hint("timeline-first")).clicked() {
            clock.paused = true;
            timeline.reverse = false;
            timeline.request = Some(view.first);
        }
        let back = egui::Button::selectable(timeline.reverse, t.get("timeline-backwards"));
        if spoken_as(ui.add(back), t.hint("timeline-backwards")).on_hover_text(t.hint("timeline-backwards")).clicked() {
            timeline.reverse = !timeline.reverse;
            clock.paused = true;
        }
        let step_back = spoken_as(ui.button(t.get("timeline-step-back")), t.hint("timeline-step-back"));
        if step_back.on_hover_text(t.hint("timeline-step-back")).clicked() {
            step_by(view, false, clock, timeline);
        }
        let label = if clock.paused { "timeline-play" } else { "timeline-pause" };
        if ui.button(t.get(label)).on_hover_text(t.hint(label)).clicked() {
            clock.paused = !clock.paused;
            timeline.reverse = false;
        }
        let step_forward = spoken_as(ui.button(t.get("timeline-step-forward")), t.hint("timeline-step-forward"));
        if step_forward.on_hover_text(t.hint("timeline-step-forward")).clicked() {
            step_by(view, true, clock, timeline);
        }
        let time = view.current as f32 * view.dt;
        let seconds = t.number(f64::from(time), 3);
        let args = [("step", view.current.into()), ("last", view.last.into()), ("seconds", seconds.into())];
        let status = t.with("timeline-status", &args);
        // the status as long as the language writes it, and room for the ghosts' switch or the rewound mark
        let font = egui::TextStyle::Monospace.resolve(ui.style());
        let status_width = ui.painter().layout_no_wrap(status.clone(), font, egui::Color32::WHITE).size().x;
        let width = (ui.available_size_before_wrap().x - status_width - TRAILING_ROOM).max(80.0);
        let mut step = view.current;
        ui.spacing_mut().slider_width = width;
        let slider = egui::Slider::new(&mut step, view.first..=view.last.max(view.first + 1)).show_value(false);
        let response = ui.add(slider).on_hover_text(t.hint("timeline-slider"));
        if response.changed() && step != view.current {
            clock.paused = true;
            timeline.request = Some(step.min(view.last));
        }
        draw_event_ticks(ui, response.rect, view, clock, timeline);
        // never broken within itself: where it does not fit, it goes whole to the next row
        ui.add(egui::Label::new(egui::RichText::new(status).monospace()).wrap_mode(egui::TextWrapMode::Extend));
        if view.replaced_from.is_some() {
            ui.checkbox(&mut timeline.show_replaced, t.get("timeline-ghosts")).on_hover_text(t.hint("timeline-ghosts"));
        }
        if let Some(step) = view.diverged_at {
            ui.colored_label(egui::Color32::LIGHT_RED, t.with("timeline-differs", &[("step", step.into())]))
                .on_hover_text(t.hint("timeline-differs"));
        } else if view.current < view.last {
            ui.weak(t.get("timeline-rewound")).on_hover_text(t.hint("timeline-rewound"));
        }
    });
}

/// Begin (green) and end (orange) ticks under the slider; a click on one goes to its step.
fn draw_event_ticks(
    ui: &mut egui::Ui,
    slider: egui::Rect,
    view: &TimelineView,
    clock: &mut PhysicsClock,
    timeline: &mut Timeline,
) {
    let strip = egui::Rect::from_min_max(egui::pos2(slider.left(), slider.bottom() - 5.0), slider.right_bottom());
    let span = (view.last.max(view.first + 1) - view.first) as f32;
    let x_of = |step: u64| strip.left() + (step - view.first) as f32 / span * strip.width();
    let ticked = ticked_columns(view.event_steps, (view.first, view.last), strip.width());
    let painter = ui.painter_at(strip.expand(1.0));
    let colors = [egui::Color32::from_rgb(120, 220, 120), egui::Color32::from_rgb(230, 150, 110)];
    for (kind, color) in colors.into_iter().enumerate() {
        for column in (0..ticked.len()).filter(|&column| ticked[column][kind]) {
            let x = strip.left() + column as f32;
            painter.line_segment([egui::pos2(x, strip.top()), egui::pos2(x, strip.bottom())], (1.5, color));
        }
    }
    let response = ui.interact(strip, ui.id().with("event ticks"), egui::Sense::click());
    if let Some(pointer) = response.interact_pointer_pos().filter(|_| response.clicked()) {
        let nearest = view
            .events
            .iter()
            .min_by(|a, b| (x_of(a.step) - pointer.x).abs().total_cmp(&(x_of(b.step) - pointer.x).abs()));
        if let Some(event) = nearest.filter(|event| (x_of(event.step) - pointer.x).abs() <= 4.0) {
            clock.paused = true;
            timeline.request = Some(event.step);
        }
    }
}

/// Which pixel columns of a strip `width` pixels wide, over which the steps from `first` to `last` are spread,
/// hold a begin and which an end event, given the steps of each kind's events in order: one tick per column
/// and kind (a pile of balls landing begins thousands of contacts a step, and a shape each would cost the
/// panel more than the whole 3D view). Each ticked column's run of steps is passed by halving, so a frame
/// costs a search per ticked column and kind, however many events the recording holds (reading the events
/// of each column until both kinds were seen grew with the recording).
fn ticked_columns(event_steps: [&[u64]; 2], (first, last): (u64, u64), width: f32) -> Vec<[bool; 2]> {
    let columns = width.max(0.0) as usize + 1;
    let span = (last.max(first + 1) - first) as f32;
    let column_of = |step: u64| (((step - first) as f32 / span * width).round() as usize).min(columns - 1);
    let mut ticked = vec![[false; 2]; columns];
    for (kind, steps) in event_steps.into_iter().enumerate() {
        let mut next = steps.partition_point(|&step| step < first);
        while let Some(&step) = steps.get(next) {
            let column = column_of(step);
            ticked[column][kind] = true;
            next += steps[next..].partition_point(|&step| column_of(step) <= column);
        }
    }
    ticked
}

/// Time between repeats of a held `,` or `.`, after a first pause.
const REPEAT_DELAY: f32 = 0.4;
const REPEAT_EVERY: f32 = 1.0 / 30.0;

/// `,` and `.` step back and forward; held down they repeat.
fn step_with_keys(
    keys: Res<ButtonInput<KeyCode>>,
    egui_input: Option<Res<bevy_egui::input::EguiWantsInput>>,
    time: Res<Time<Real>>,
    history: Res<History>,
    settings: Res<PhysicsSettings>,
    mut clock: ResMut<PhysicsClock>,
    mut timeline: ResMut<Timeline>,
    mut held: Local<f32>,
) {
    if egui_input.is_some_and(|input| input.wants_any_keyboard_input()) {
        return;
    }
    let view = TimelineView::of(&history, &clock, &settings);
    // a press counts even when released within the same frame (a slow frame, or a script)
    if let Some(key) = keys.get_just_pressed().find(|key| matches!(key, KeyCode::Period | KeyCode::Comma)) {
        *held = 0.0;
        step_by(&view, *key == KeyCode::Period, &mut clock, &mut timeline);
        return;
    }
    let forward = match (keys.pressed(KeyCode::Period), keys.pressed(KeyCode::Comma)) {
        (true, _) => true,
        (false, true) => false,
        (false, false) => {
            *held = 0.0;
            return;
        }
    };
    let before = *held;
    *held += time.delta_secs();
    let repeats = |t: f32| ((t - REPEAT_DELAY) / REPEAT_EVERY).floor();
    if *held > REPEAT_DELAY && repeats(*held) > repeats(before) {
        step_by(&view, forward, &mut clock, &mut timeline);
    }
}

/// The recording follows the selected bodies step by step, for their graphs.
fn watch_selected_bodies(selection: Res<Selection>, mut history: ResMut<History>) {
    if selection.is_changed() {
        let pair = selection.pair.map(|(a, b)| [a, b]).into_iter().flatten();
        history.watch(selection.body.into_iter().chain(pair));
    }
}

/// While playing backwards, asks for one step back per fixed step of (scaled) time, until the first.
fn play_backwards(
    time: Res<Time<Virtual>>,
    history: Res<History>,
    settings: Res<PhysicsSettings>,
    mut clock: ResMut<PhysicsClock>,
    mut timeline: ResMut<Timeline>,
    mut owed: Local<f32>,
) {
    if !timeline.reverse || !clock.paused {
        timeline.reverse &= clock.paused;
        *owed = 0.0;
        return;
    }
    let view = TimelineView::of(&history, &clock, &settings);
    *owed += time.delta_secs();
    let steps = (*owed / view.dt).floor();
    *owed -= steps * view.dt;
    let target = view.current.saturating_sub(steps as u64).max(view.first);
    if target == view.first {
        timeline.reverse = false;
    }
    if target < view.current {
        timeline.request = Some(target);
    }
    clock.paused = true;
}

/// The paths of the future a change replaced, as pale ghosts of the bodies where they were then.
fn draw_replaced_future(
    mut gizmos: Gizmos,
    history: Res<History>,
    clock: Res<PhysicsClock>,
    timeline: Res<Timeline>,
    bodies: Query<(&Collider, &Transform)>,
) {
    let Some(branch) = history.replaced().filter(|_| timeline.show_replaced) else { return };
    for &entity in branch.traces.keys() {
        if let (Some(sample), Ok((collider, transform))) = (branch.sample(entity, clock.step), bodies.get(entity)) {
            let ghost = Placed { center: sample.position, ..collider.placed(transform) };
            draw_shape(&mut gizmos, &ghost, GHOST_COLOR);
        }
    }
}

/// Ghosts of a replaced future: white, half seen.
const GHOST_COLOR: Color = Color::srgba(0.95, 0.95, 1.0, 0.45);

/// Puts the world at the step asked for (paused there).
fn go_to_requested_step(world: &mut World) {
    let Some(step) = world.resource_mut::<Timeline>().request.take() else { return };
    world.resource_mut::<PhysicsClock>().paused = true;
    world.resource_scope(|world, mut history: Mut<History>| history.seek(world, step));
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use bevy::time::TimeUpdateStrategy;

    use super::*;
    use crate::headless::headless_app;

    #[test]
    fn each_column_is_ticked_for_the_kinds_of_its_steps_events_as_reading_them_all_would() {
        let body = Entity::from_raw_u32(1).unwrap();
        let event = |step: u64, kind: EventKind| RecordedEvent { step, kind, a: body, b: body };
        // 700 steps over a 100-pixel strip, up to 7 steps a column: begins on every third step, ends on
        // every seventh, and a crowd of begins on step 350
        let mut events: Vec<RecordedEvent> = Vec::new();
        for step in 0..700 {
            if step % 3 == 0 {
                events.push(event(step, EventKind::Started));
            }
            if step == 350 {
                events.extend((0..1000).map(|_| event(step, EventKind::Started)));
            }
            if step % 7 == 0 {
                events.push(event(step, EventKind::Ended));
            }
        }
        let (first, last, width) = (40, 650, 100.0);
        let mut expected = vec![[false; 2]; 101];
        for e in events.iter().filter(|e| e.step >= first) {
            let column = (((e.step - first) as f32 / (last - first) as f32 * width).round() as usize).min(100);
            expected[column][(e.kind == EventKind::Ended) as usize] = true;
        }
        let steps =
            |kind: EventKind| -> Vec<u64> { events.iter().filter(|e| e.kind == kind).map(|e| e.step).collect() };
        let (begins, ends) = (steps(EventKind::Started), steps(EventKind::Ended));
        let ticked = ticked_columns([&begins, &ends], (first, last), width);
        assert_eq!(ticked, expected);
        assert!(ticked.contains(&[true, false]) && ticked.contains(&[true; 2]));
        assert_eq!(ticked_columns([&[], &[]], (0, 10), 50.0), vec![[false; 2]; 51]);
    }

    #[test]
    fn playing_backwards_goes_back_a_step_per_step_of_time_and_stops_at_the_first() {
        // Setup: 40 recorded steps, the world at step 40, playing backwards
        let mut app = headless_app(PhysicsSettings { gravity_enabled: false, ..default() });
        app.add_plugins(RecordingPlugin)
            .init_resource::<Timeline>()
            .add_systems(Update, (play_backwards, go_to_requested_step).chain());
        app.world_mut().spawn((
            crate::physics::RigidBody::Dynamic,
            Collider::sphere(0.5),
            crate::physics::LinearVelocity(Vec3::X),
        ));
        for _ in 0..40 {
            app.update();
        }
        assert_eq!(app.world().resource::<PhysicsClock>().step, 40);
        app.world_mut().resource_mut::<PhysicsClock>().paused = true;
        app.world_mut().resource_mut::<Timeline>().reverse = true;
        // Run: 0.05 s of time a frame, three steps' worth at 60 Hz
        app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_secs_f64(3.0 / 60.0 + 1e-6)));
        app.update();
        app.update();
        // Check: back three steps a frame (the first frame only starts the clock), and stopped at step 0
        let step = app.world().resource::<PhysicsClock>().step;
        assert!((34..=37).contains(&step), "step {step}");
        for _ in 0..20 {
            app.update();
        }
        assert_eq!(app.world().resource::<PhysicsClock>().step, 0);
        assert!(!app.world().resource::<Timeline>().reverse);
    }
}
