//! Time travel: every step of the running scene kept, so any step can be gone back to exactly.
//!
//! A [`History`] keeps keyframes (the whole physics state every so many steps, within a memory budget), the
//! inputs made between steps (anything that changed a body, a joint or the settings outside the pipeline: a
//! push, a drag, an edit, a spawn, a string attached) and a state hash per step. Going to a step puts back the keyframe before it
//! and steps forward with the logged inputs; playing on from a step already recorded checks each step's
//! hash against the first time through. A change made while rewound starts a new future.

mod body_refresh;
mod body_state;
mod csv;
mod events;
mod figures;
mod file;
mod file_numbers;
mod file_text;
mod hash;
mod history;
mod inputs;
mod joint_state;
mod replay;
mod snapshot;

pub use body_refresh::{BodyChanges, overwrite_bodies, refresh_bodies, sync_bodies, sync_tick};
pub use body_state::BodySnapshot;
pub use csv::{CsvTables, quoted};
pub use events::RecordedEvent;
pub use figures::{BodySample, StepFigures, add_to_totals, motor_work_since};
pub use file::{FileBody, FileChange, FileInput, RecordingFile};
pub use file_numbers::{FileNumbers, adopt_recording, recording_of};
pub use file_text::{load_recording, save_recording};
pub use hash::{BodiesHash, bytes_hash, state_hash};
pub use history::{Branch, DEFAULT_BUDGET, History};
pub use inputs::{Input, LoggedInput};
pub use joint_state::{
    FileJoint, FileJointEnd, JointChange, JointSnapshot, put_out_joint, restore_joints, take_joints, update_joints,
};
pub use replay::{Replay, record_scene, replay_recording};
pub use snapshot::{WorldSnapshot, put_out, restore_bodies, restore_snapshot, take_bodies, take_snapshot};

use bevy::prelude::*;

use crate::physics::{PhysicsClock, run_physics_step};

/// Records every fixed step of the world it is added to.
pub struct RecordingPlugin;

impl Plugin for RecordingPlugin {
    fn build(&self, app: &mut App) {
        app.init_resource::<History>().add_systems(
            FixedUpdate,
            (replay_and_capture_inputs.before(run_physics_step), record_physics_step.after(run_physics_step)),
        );
    }
}

/// Before a step: applies what the recording logged after the current step (when replaying), then logs
/// whatever else changed since. A clock back at 0 that the recording did not put there is a scene reset:
/// the recording starts again.
pub fn replay_and_capture_inputs(world: &mut World) {
    world.resource_scope(|world, mut history: Mut<History>| {
        let step = world.resource::<PhysicsClock>().step;
        if history.current_step().is_none_or(|current| current != step && step == 0) {
            history.start(world);
            return;
        }
        history.replay_inputs(world);
        history.capture_inputs(world);
    });
}

/// After a step: records it, if one ran.
pub fn record_physics_step(world: &mut World) {
    world.resource_scope(|world, mut history: Mut<History>| {
        let step = world.resource::<PhysicsClock>().step;
        if history.current_step().is_some_and(|current| step > current) {
            history.record_step(world);
        }
    });
}
