//! The event log: every begin and end with its step and pair, newest first, as the recording has them up to
//! the step the world is at (so it follows the timeline), each begin with its collision card.

use std::collections::{BTreeMap, VecDeque};
use std::ops::Range;

use bevy::ecs::message::MessageCursor;
use bevy::prelude::*;

use crate::app::state::selection::Selection;
use crate::inspector::CollisionCard;
use crate::physics::{CollisionEnded, CollisionStarted, PhysicsClock, run_physics_step};
use crate::recording::{History, RecordedEvent};
use crate::scene::EventKind;

/// How many entries the log keeps; older ones fall off the end.
const LOG_CAPACITY: usize = 500;
/// How many collision cards are kept; the oldest go first.
const CARD_CAPACITY: usize = 2_000;

#[derive(Clone, Debug, PartialEq)]
pub struct LogEntry {
    pub step: u64,
    pub kind: EventKind,
    pub a: Entity,
    pub b: Entity,
    pub a_name: String,
    pub b_name: String,
    /// For a begin: what the collision did to the two bodies' momenta and energy.
    pub card: Option<CollisionCard>,
}

/// The collision card of every begin event, by step and pair, made as the step runs.
#[derive(Resource, Clone, Debug, Default)]
pub struct CollisionCards(BTreeMap<(u64, Entity, Entity), CollisionCard>);

impl CollisionCards {
    /// The newest card of the selected pair, or of the selected body, or (nothing selected) of any pair.
    pub fn latest_for(&self, selection: &Selection) -> Option<&CollisionCard> {
        let wanted = |a: Entity, b: Entity| match (selection.pair, selection.body) {
            (Some(pair), _) => pair == (a, b) || pair == (b, a),
            (None, Some(body)) => body == a || body == b,
            (None, None) => true,
        };
        self.0.iter().rev().find(|((_, a, b), _)| wanted(*a, *b)).map(|(_, card)| card)
    }
}

/// Begin/end events up to the current step, newest first.
#[derive(Resource, Clone, Debug, Default)]
pub struct EventLog {
    pub entries: VecDeque<LogEntry>,
    /// The step the world is at: its events are highlighted.
    pub current_step: u64,
    /// Events up to this step were cleared from view.
    pub cleared_through: Option<u64>,
    /// Print every event to standard output as it happens (`--log-events`).
    pub echo: bool,
    /// The collision card shown in its window, if one was opened.
    pub card: Option<CollisionCard>,
    /// The step the entries were made at, and the recorded events (by index) they were made from.
    shown: Option<(u64, Range<usize>)>,
}

impl EventLog {
    /// A log that prints every event as it happens when `echo` (`--log-events`).
    pub fn echoing(echo: bool) -> Self {
        EventLog { echo, ..default() }
    }

    /// Hides the events so far (they stay in the recording).
    pub fn clear(&mut self) {
        self.entries.clear();
        self.cleared_through = Some(self.current_step);
    }

    /// Forgets everything shown, for a new scene.
    pub fn restart(&mut self) {
        *self = EventLog { echo: self.echo, ..default() };
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<EventLog>()
        .init_resource::<CollisionCards>()
        .add_systems(FixedUpdate, make_collision_cards.after(run_physics_step))
        .add_systems(Update, (echo_events, follow_recorded_events));
}

/// A card for each pair that began touching in the step that just ran, while the bodies still hold the
/// velocities the step began and ended with.
fn make_collision_cards(world: &mut World, mut cursor: Local<MessageCursor<CollisionStarted>>) {
    let step = world.resource::<PhysicsClock>().step;
    let begun: Vec<(Entity, Entity, Vec3)> = cursor
        .read(world.resource::<Messages<CollisionStarted>>())
        .filter(|event| event.step == step)
        .map(|event| (event.a, event.b, event.contact.normal))
        .collect();
    let cards: Vec<((u64, Entity, Entity), CollisionCard)> = begun
        .into_iter()
        .filter_map(|(a, b, normal)| Some(((step, a, b), CollisionCard::of(world, step, (a, b), normal)?)))
        .collect();
    let mut kept = world.resource_mut::<CollisionCards>();
    kept.0.extend(cards);
    while kept.0.len() > CARD_CAPACITY {
        kept.0.pop_first();
    }
}

/// Name of a body for the log; entities without a name show their id.
pub fn body_name(names: &Query<&Name>, entity: Entity) -> String {
    names.get(entity).map_or_else(|_| format!("{entity}"), |name| name.as_str().to_owned())
}

/// Each event printed as it happens when asked (`--log-events`).
fn echo_events(
    mut started: MessageReader<CollisionStarted>,
    mut ended: MessageReader<CollisionEnded>,
    names: Query<&Name>,
    log: Res<EventLog>,
) {
    let started = started.read().map(|event| (event.step, "started", event.a, event.b));
    let events = started.chain(ended.read().map(|event| (event.step, "ended", event.a, event.b)));
    // the readers are read through either way, so an echo turned on later starts from new events
    for (step, kind, a, b) in events.filter(|_| log.echo) {
        println!("event step={step} kind={kind} a={:?} b={:?}", body_name(&names, a), body_name(&names, b));
    }
}

/// Shows the recorded events up to the current step (and after the last clear), newest first. A step that
/// only added events puts those in front; anything else (a seek, a clear, a new scene) makes the list again.
fn follow_recorded_events(
    history: Res<History>,
    clock: Res<PhysicsClock>,
    cards: Res<CollisionCards>,
    names: Query<&Name>,
    mut log: ResMut<EventLog>,
) {
    let events = history.events();
    let end = events.partition_point(|event| event.step <= clock.step);
    let start = log.cleared_through.map_or(0, |cleared| events[..end].partition_point(|e| e.step <= cleared));
    let entry = |event: &RecordedEvent| LogEntry {
        step: event.step,
        kind: event.kind,
        a: event.a,
        b: event.b,
        a_name: body_name(&names, event.a),
        b_name: body_name(&names, event.b),
        card: match event.kind {
            EventKind::Started => cards.0.get(&(event.step, event.a, event.b)).cloned(),
            EventKind::Ended => None,
        },
    };
    match log.shown.clone() {
        Some((step, shown)) if step == clock.step && shown == (start..end) && !cards.is_changed() => return,
        // stepping on only adds events after those shown (a fork drops the later ones before it steps)
        Some((step, shown)) if step < clock.step && shown.start == start && shown.end <= end => {
            // a landing pile begins hundreds of contacts a step: only the newest can be kept
            for event in &events[shown.end.max(end.saturating_sub(LOG_CAPACITY))..end] {
                log.entries.push_front(entry(event));
            }
            log.entries.truncate(LOG_CAPACITY);
        }
        _ => log.entries = events[start..end].iter().rev().take(LOG_CAPACITY).map(entry).collect(),
    }
    log.shown = Some((clock.step, start..end));
    log.current_step = clock.step;
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy::ecs::system::RunSystemOnce;

    /// The ball pit recorded in a headless app, its log following the steps as the app's does.
    fn ball_pit_logged() -> App {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/scenes/12_ball_pit.ron");
        let mut app = crate::headless::headless_app(crate::physics::PhysicsSettings::default());
        app.add_plugins(crate::recording::RecordingPlugin)
            .init_resource::<EventLog>()
            .init_resource::<CollisionCards>()
            .add_systems(Update, follow_recorded_events);
        crate::scene::spawn_scene(app.world_mut(), &crate::scene::load_scene(&path).unwrap());
        app
    }

    /// The log made afresh from the recording, as the step it is at shows it.
    fn made_afresh(app: &mut App) -> VecDeque<LogEntry> {
        app.world_mut().resource_mut::<EventLog>().shown = None;
        app.world_mut().run_system_once(follow_recorded_events).unwrap();
        app.world().resource::<EventLog>().entries.clone()
    }

    #[test]
    fn a_log_followed_step_by_step_is_the_log_made_afresh_also_past_a_clear_and_a_seek() {
        let mut app = ball_pit_logged();
        let entries = |app: &App| app.world().resource::<EventLog>().entries.clone();
        for _ in 0..90 {
            app.update();
        }
        let followed = entries(&app);
        // a pit of falling balls begins more contacts than the log keeps: the newest first
        assert_eq!(followed.len(), LOG_CAPACITY);
        assert!(followed.iter().zip(followed.iter().skip(1)).all(|(newer, older)| newer.step >= older.step));
        // the newest entry is of the last few steps: the pit is still landing
        assert!(followed.front().is_some_and(|entry| (80..=90).contains(&entry.step)), "{:?}", followed.front());
        assert_eq!(made_afresh(&mut app), followed);
        // cleared, then stepped on: only the events after the clear
        app.world_mut().resource_mut::<EventLog>().clear();
        for _ in 0..10 {
            app.update();
        }
        let after_clear = entries(&app);
        assert!(!after_clear.is_empty() && after_clear.iter().all(|entry| entry.step > 90));
        assert_eq!(made_afresh(&mut app), after_clear);
        // back to step 40 on the timeline: the log ends there
        app.world_mut().resource_mut::<EventLog>().cleared_through = None;
        app.world_mut().resource_scope(|world, mut history: Mut<History>| history.seek(world, 40));
        app.world_mut().run_system_once(follow_recorded_events).unwrap();
        let rewound = entries(&app);
        assert_eq!(rewound.front().map(|entry| entry.step), Some(40));
        assert_eq!(made_afresh(&mut app), rewound);
    }
}
