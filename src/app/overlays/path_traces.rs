//! Fading path traces: where each moving body has been over the last few seconds of simulated time, the
//! older part fainter. They follow the timeline: going back clears them.

use std::collections::VecDeque;

use bevy::platform::collections::HashMap;
use bevy::prelude::*;

use crate::app::overlays::switches::Overlays;
use crate::app::state::controls::AppControls;
use crate::app::state::selection::Selection;
use crate::physics::{PhysicsClock, PhysicsSettings, RigidBody};

const TRACE_COLOR: Color = Color::srgb(1.0, 0.85, 0.35);
/// Scenes with more moving bodies than this trace the selected ones only, so the lines stay cheap.
const MOST_TRACED: usize = 300;

/// Each traced body's recent positions, one per physics step, oldest first.
#[derive(Resource, Debug, Default)]
pub struct PathTraces {
    paths: HashMap<Entity, VecDeque<Vec3>>,
    last_step: u64,
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<PathTraces>().add_systems(PostUpdate, (follow_paths, draw_paths).chain());
}

/// Adds this step's positions; a step back (a seek, a reset) starts the traces again.
fn follow_paths(
    overlays: Res<Overlays>,
    clock: Res<PhysicsClock>,
    settings: Res<PhysicsSettings>,
    controls: Res<AppControls>,
    selection: Res<Selection>,
    bodies: Query<(Entity, &Transform, &RigidBody)>,
    mut traces: ResMut<PathTraces>,
) {
    if !overlays.traces || clock.step == traces.last_step {
        return;
    }
    if clock.step < traces.last_step {
        traces.paths.clear();
    }
    traces.last_step = clock.step;
    let length = (controls.trace_seconds / settings.step_dt()).ceil() as usize + 1;
    let moving = bodies.iter().filter(|(.., body)| **body == RigidBody::Dynamic);
    let crowded = moving.clone().count() > MOST_TRACED;
    for (entity, transform, _) in moving.filter(|(entity, ..)| !crowded || selection.contains(*entity)) {
        let path = traces.paths.entry(entity).or_default();
        path.push_back(transform.translation);
        while path.len() > length {
            path.pop_front();
        }
    }
    traces.paths.retain(|entity, _| bodies.contains(*entity));
}

fn draw_paths(mut gizmos: Gizmos, overlays: Res<Overlays>, traces: Res<PathTraces>) {
    if !overlays.traces {
        return;
    }
    for path in traces.paths.values().filter(|path| path.len() > 1) {
        let count = path.len() as f32;
        let faded =
            path.iter().enumerate().map(|(i, &point)| (point, TRACE_COLOR.with_alpha((i as f32 + 1.0) / count)));
        gizmos.linestrip_gradient(faded);
    }
}
