//! The begin and end events a recording holds.

use bevy::prelude::*;

use crate::scene::EventKind;

/// A begin or end event as recorded, with the step it happened on.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RecordedEvent {
    pub step: u64,
    pub kind: EventKind,
    pub a: Entity,
    pub b: Entity,
}

/// Every begin and end event recorded, in step order, and the steps of each kind apart: the timeline asks
/// every frame which of its pixel columns hold a begin and which an end, and halving one kind's steps
/// answers a column at once, where a landing pile's thousands of begins a step had to be read through for
/// the end that was not there.
#[derive(Debug, Default)]
pub(super) struct RecordedEvents {
    all: Vec<RecordedEvent>,
    /// The step of every begin event, then of every end event, in order.
    steps: [Vec<u64>; 2],
}

/// Where a kind's steps are kept.
fn index(kind: EventKind) -> usize {
    match kind {
        EventKind::Started => 0,
        EventKind::Ended => 1,
    }
}

impl RecordedEvents {
    pub(super) fn all(&self) -> &[RecordedEvent] {
        &self.all
    }

    /// The steps of the events of `kind`, in order, one per event.
    pub(super) fn steps_of(&self, kind: EventKind) -> &[u64] {
        &self.steps[index(kind)]
    }

    /// Adds events of the step after the last ones.
    pub(super) fn extend(&mut self, events: impl IntoIterator<Item = RecordedEvent>) {
        for event in events {
            self.steps[index(event.kind)].push(event.step);
            self.all.push(event);
        }
    }

    /// Drops the events after `step`.
    pub(super) fn keep_until(&mut self, step: u64) {
        self.all.retain(|event| event.step <= step);
        for steps in &mut self.steps {
            steps.retain(|&at| at <= step);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_kind_keeps_the_steps_of_its_events_through_cuts() {
        let body = Entity::from_raw_u32(1).unwrap();
        let event = |step: u64, kind: EventKind| RecordedEvent { step, kind, a: body, b: body };
        let mut events = RecordedEvents::default();
        events.extend([event(2, EventKind::Started), event(2, EventKind::Started), event(2, EventKind::Ended)]);
        events.extend([event(5, EventKind::Ended), event(7, EventKind::Started)]);
        assert_eq!(events.steps_of(EventKind::Started), [2, 2, 7]);
        assert_eq!(events.steps_of(EventKind::Ended), [2, 5]);
        events.keep_until(5);
        assert_eq!(events.all().iter().map(|event| event.step).collect::<Vec<_>>(), [2, 2, 2, 5]);
        assert_eq!(events.steps_of(EventKind::Started), [2, 2]);
        assert_eq!(events.steps_of(EventKind::Ended), [2, 5]);
        events.keep_until(1);
        assert!(events.all().is_empty() && events.steps_of(EventKind::Ended).is_empty());
    }
}
