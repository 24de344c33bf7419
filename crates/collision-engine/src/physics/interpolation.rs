//! Smooth motion at any frame rate: a body with [`TransformInterpolation`] is shown between its last two fixed
//! steps, by how far real time has run into the next step, instead of jumping once per step.
//!
//! Its `Transform` holds the shown position from `PostUpdate` until the next fixed step, when the engine puts
//! back the true one. A position set by game code in between is taken as a teleport: the body starts from
//! there, unsmoothed.

use crate::bevy_prelude::*;
use bevy_transform::TransformSystems;

use crate::physics::schedule::PhysicsStepSystems;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(FixedFirst, restore_true_positions)
        .add_systems(FixedPostUpdate, record_step_positions)
        .add_systems(
            PostUpdate,
            show_interpolated_positions.in_set(PhysicsStepSystems::Interpolate).before(TransformSystems::Propagate),
        );
}

/// Shows the body between its last two fixed steps (the picture lags real time by up to one step).
#[derive(Component, Clone, Copy, Debug, Default, PartialEq)]
#[require(StepPositions)]
pub struct TransformInterpolation;

/// A body's positions after its last two fixed steps, and the position shown, while one is shown.
#[derive(Component, Clone, Copy, Debug, Default, PartialEq)]
pub struct StepPositions {
    /// After the step before the last.
    pub previous: Option<Vec3>,
    /// After the last step.
    pub current: Option<Vec3>,
    /// What `show_interpolated_positions` wrote into the `Transform`, until the true position is back.
    pub shown: Option<Vec3>,
}

/// Before a fixed step: the true position back in the `Transform`, or, if game code moved the body since it
/// was shown, that position as a fresh start.
fn restore_true_positions(mut bodies: Query<(&mut Transform, &mut StepPositions)>) {
    for (transform, mut positions) in &mut bodies {
        let Some(shown) = positions.shown.take() else {
            continue;
        };
        match positions.current {
            // written only when it differs: a body at rest (asleep, say) is not marked changed
            Some(current) if transform.translation == shown => {
                transform.map_unchanged(|transform| &mut transform.translation).set_if_neq(current);
            }
            _ => *positions = StepPositions::default(),
        }
    }
}

/// After a fixed step: its result becomes the latest of the two positions shown between.
fn record_step_positions(mut bodies: Query<(&Transform, &mut StepPositions)>) {
    for (transform, mut positions) in &mut bodies {
        positions.previous = positions.current.or(Some(transform.translation));
        positions.current = Some(transform.translation);
    }
}

/// Each frame: the body where it was a fraction `overstep` of the way from its previous step to its last.
fn show_interpolated_positions(time: Res<Time<Fixed>>, mut bodies: Query<(&mut Transform, &mut StepPositions)>) {
    let fraction = time.overstep_fraction();
    for (mut transform, mut positions) in &mut bodies {
        let (Some(previous), Some(current)) = (positions.previous, positions.current) else {
            continue;
        };
        // moved by game code since the step or since it was last shown: shown where it was put, and from
        // there on the position it was put at is the true one
        let last_written = positions.shown.unwrap_or(current);
        if transform.translation != last_written {
            *positions = StepPositions::default();
            continue;
        }
        let shown = previous.lerp(current, fraction);
        transform.reborrow().map_unchanged(|transform| &mut transform.translation).set_if_neq(shown);
        positions.shown = Some(shown);
    }
}
