//! The event log: every begin and end with its step and pair, newest first, and a flash where a pair begins.

use std::collections::VecDeque;

use bevy::prelude::*;

use crate::physics::{CollisionEnded, CollisionStarted};
use crate::scene::EventKind;

/// How many entries the log keeps; older ones fall off the end.
const LOG_CAPACITY: usize = 500;
/// How long a begin flash stays on screen, in seconds.
pub const FLASH_SECONDS: f32 = 0.6;

#[derive(Clone, Debug, PartialEq)]
pub struct LogEntry {
    pub step: u64,
    pub kind: EventKind,
    pub a: Entity,
    pub b: Entity,
    pub a_name: String,
    pub b_name: String,
}

/// Begin/end events, newest first.
#[derive(Resource, Clone, Debug, Default)]
pub struct EventLog {
    pub entries: VecDeque<LogEntry>,
    /// Print every event to standard output as it happens (`--log-events`).
    pub echo: bool,
}

impl EventLog {
    pub fn clear(&mut self) {
        self.entries.clear();
    }

    fn push(&mut self, entry: LogEntry) {
        if self.echo {
            let kind = match entry.kind {
                EventKind::Started => "started",
                EventKind::Ended => "ended",
            };
            println!("event step={} kind={kind} a={:?} b={:?}", entry.step, entry.a_name, entry.b_name);
        }
        self.entries.push_front(entry);
        self.entries.truncate(LOG_CAPACITY);
    }
}

/// Where pairs began touching recently, with the seconds of flash left.
#[derive(Resource, Clone, Debug, Default)]
pub struct Flashes(pub Vec<(Vec3, f32)>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<EventLog>()
        .init_resource::<Flashes>()
        .add_systems(Update, (record_collision_events, fade_flashes));
}

/// Name of a body for the log; entities without a name show their id.
pub fn body_name(names: &Query<&Name>, entity: Entity) -> String {
    names.get(entity).map_or_else(|_| format!("{entity}"), |name| name.as_str().to_owned())
}

fn record_collision_events(
    mut started: MessageReader<CollisionStarted>,
    mut ended: MessageReader<CollisionEnded>,
    names: Query<&Name>,
    transforms: Query<&Transform>,
    mut log: ResMut<EventLog>,
    mut flashes: ResMut<Flashes>,
) {
    let entry = |step: u64, kind: EventKind, a: Entity, b: Entity| LogEntry {
        step,
        kind,
        a,
        b,
        a_name: body_name(&names, a),
        b_name: body_name(&names, b),
    };
    for event in started.read() {
        if let Ok(transform) = transforms.get(event.a) {
            flashes.0.push((transform.translation + event.contact.local_a, FLASH_SECONDS));
        }
        log.push(entry(event.step, EventKind::Started, event.a, event.b));
    }
    for event in ended.read() {
        log.push(entry(event.step, EventKind::Ended, event.a, event.b));
    }
}

fn fade_flashes(time: Res<Time>, mut flashes: ResMut<Flashes>) {
    let dt = time.delta_secs();
    flashes.0.retain_mut(|(_, left)| {
        *left -= dt;
        *left > 0.0
    });
}
