//! The values a scene file writes in many places: a triple of numbers, a turn, and what is left out when zero;
//! and how a turn and a direction are checked.

use bevy::math::{Quat, Vec3};
use serde::{Deserialize, Serialize};

use super::turn::turn_of_degrees;
use crate::language::Sentence;

pub type Triple = (f32, f32, f32);

/// A body's turn in a scene file.
#[derive(Deserialize, Serialize, Clone, Copy, Debug, PartialEq)]
pub enum RotationFile {
    /// Degrees about the world's x, then y, then z axis.
    Degrees(Triple),
    /// A quaternion (x, y, z, w), normalised on load; a zero one is refused.
    Quaternion((f32, f32, f32, f32)),
}

impl Default for RotationFile {
    fn default() -> Self {
        RotationFile::Degrees((0.0, 0.0, 0.0))
    }
}

impl RotationFile {
    pub(super) fn is_none(&self) -> bool {
        *self == RotationFile::default() || *self == RotationFile::Quaternion((0.0, 0.0, 0.0, 1.0))
    }
}

/// Whether a number a file may leave out is 0.
pub(super) fn is_zero_number(value: &f32) -> bool {
    *value == 0.0
}

/// A triple of finite numbers as a vector, or the problem with it.
pub(super) fn finite_vector((x, y, z): Triple) -> Result<Vec3, Sentence> {
    let vector = Vec3::new(x, y, z);
    match vector.is_finite() {
        true => Ok(vector),
        false => Err(Sentence::new("problem-components").with("got", format!("({x}, {y}, {z})"))),
    }
}

/// A file's turn as a unit quaternion: finite degrees, or a finite quaternion of non-zero length (one of unit
/// length to within rounding kept as written, so that a saved turn loads back exactly).
pub(super) fn unit_turn(rotation: RotationFile) -> Result<Quat, Sentence> {
    match rotation {
        RotationFile::Degrees(degrees) => Ok(turn_of_degrees(finite_vector(degrees)?)),
        RotationFile::Quaternion((x, y, z, w)) => {
            let quaternion = Quat::from_xyzw(x, y, z, w);
            let fail = |why: &'static str| Sentence::new(why).with("got", format!("({x}, {y}, {z}, {w})"));
            if !quaternion.is_finite() {
                return Err(fail("problem-rotation-finite"));
            }
            let length = quaternion.length();
            if (length - 1.0).abs() <= 4.0 * f32::EPSILON {
                Ok(quaternion)
            } else if length > 0.0 && length.is_finite() {
                Ok(quaternion / length)
            } else {
                Err(fail("problem-rotation-zero"))
            }
        }
    }
}

/// A finite triple of non-zero length as a unit direction (one of unit length to within rounding kept as
/// written).
pub(super) fn unit_direction(value: Triple) -> Result<Vec3, Sentence> {
    let vector = finite_vector(value)?;
    let length = vector.length();
    if (length - 1.0).abs() <= 4.0 * f32::EPSILON {
        return Ok(vector);
    }
    vector.try_normalize().ok_or_else(|| Sentence::new("problem-direction").with("got", vector.to_string()))
}
