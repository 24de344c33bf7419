//! A turn in degrees about the world's axes, as scene files write it and the body editor shows it.

use bevy::math::{EulerRot, Quat, Vec3};

/// The turn of `degrees` about the world's x, then y, then z axis.
pub fn turn_of_degrees(degrees: Vec3) -> Quat {
    let radians = degrees.map(f32::to_radians);
    Quat::from_euler(EulerRot::ZYX, radians.z, radians.y, radians.x)
}

/// A turn as degrees about the world's x, then y, then z axis.
pub fn turn_degrees(rotation: Quat) -> Vec3 {
    let (z, y, x) = rotation.to_euler(EulerRot::ZYX);
    Vec3::new(x, y, z).map(f32::to_degrees)
}
