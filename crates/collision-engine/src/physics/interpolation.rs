//! Smooth motion at any frame rate: a body with [`TransformInterpolation`] is shown between its last two fixed
//! steps, by how far real time has run into the next step, instead of jumping once per step: moved along the
//! straight line between its two positions and turned along the shortest arc between its two orientations.
//!
//! Its `Transform` holds the shown pose from `PostUpdate` until the next fixed step, when the engine puts back
//! the true one. A pose set by game code in between is taken as a teleport: the body starts from there,
//! unsmoothed.

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

/// Where a body is and how it is turned.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Pose {
    /// Its position.
    pub translation: Vec3,
    /// Its orientation.
    pub rotation: Quat,
}

impl Pose {
    fn of(transform: &Transform) -> Self {
        Pose { translation: transform.translation, rotation: transform.rotation }
    }

    /// The pose `fraction` of the way from this one to `other`.
    fn towards(self, other: Pose, fraction: f32) -> Pose {
        Pose {
            translation: self.translation.lerp(other.translation, fraction),
            rotation: self.rotation.slerp(other.rotation, fraction),
        }
    }
}

/// A body's poses after its last two fixed steps, and the pose shown, while one is shown.
#[derive(Component, Clone, Copy, Debug, Default, PartialEq)]
pub struct StepPositions {
    /// After the step before the last.
    pub previous: Option<Pose>,
    /// After the last step.
    pub current: Option<Pose>,
    /// What `show_interpolated_positions` wrote into the `Transform`, until the true pose is back.
    pub shown: Option<Pose>,
}

/// Before a fixed step: the true pose back in the `Transform`, or, if game code moved or turned the body since
/// it was shown, that pose as a fresh start.
fn restore_true_positions(mut bodies: Query<(&mut Transform, &mut StepPositions)>) {
    for (mut transform, mut positions) in &mut bodies {
        let Some(shown) = positions.shown.take() else {
            continue;
        };
        match positions.current {
            // written only when it differs: a body at rest (asleep, say) is not marked changed
            Some(current) if Pose::of(&transform) == shown => {
                if Pose::of(&transform) != current {
                    (transform.translation, transform.rotation) = (current.translation, current.rotation);
                }
            }
            _ => *positions = StepPositions::default(),
        }
    }
}

/// After a fixed step: its result becomes the latest of the two poses shown between.
fn record_step_positions(mut bodies: Query<(&Transform, &mut StepPositions)>) {
    for (transform, mut positions) in &mut bodies {
        let now = Pose::of(transform);
        positions.previous = positions.current.or(Some(now));
        positions.current = Some(now);
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
        // there on the pose it was put in is the true one
        let last_written = positions.shown.unwrap_or(current);
        if Pose::of(&transform) != last_written {
            *positions = StepPositions::default();
            continue;
        }
        let shown = previous.towards(current, fraction);
        if Pose::of(&transform) != shown {
            (transform.translation, transform.rotation) = (shown.translation, shown.rotation);
        }
        positions.shown = Some(shown);
    }
}
