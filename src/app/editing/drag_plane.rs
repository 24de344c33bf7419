//! The plane a body or an arrow is dragged on, the snap to the floor grid, and the velocity an arrow stands
//! for: plain functions on glam types.

use bevy::math::Vec3;

use crate::geometry::Ray;

/// The camera looks this close to level (sine of the angle) and the floor plane is seen too flat to drag on:
/// the drag goes on an upright plane facing the camera instead.
const FLAT_VIEW: f32 = 0.26;

/// A plane to drag on, with the two axes in it that angles are measured from (`right`) and towards (`up`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct DragPlane {
    pub point: Vec3,
    pub normal: Vec3,
    pub right: Vec3,
    pub up: Vec3,
}

impl DragPlane {
    /// The plane through `point` a drag seen along `forward` moves on: level (x and z move, the height stays),
    /// unless `upright` is asked for (Alt) or the camera looks nearly level, then upright and facing the camera
    /// (the height moves too).
    pub fn facing(forward: Vec3, point: Vec3, upright: bool) -> DragPlane {
        let level = Vec3::new(forward.x, 0.0, forward.z);
        if (!upright && forward.y.abs() >= FLAT_VIEW) || level.length_squared() < 1e-8 {
            return DragPlane { point, normal: Vec3::Y, right: Vec3::X, up: Vec3::NEG_Z };
        }
        let normal = level.normalize();
        // the level axis in the plane that points most along +x (along +z when the plane faces x)
        let across = Vec3::Y.cross(normal);
        let right = if across.x.abs() > 1e-3 { across * across.x.signum() } else { across * across.z.signum() };
        DragPlane { point, normal, right, up: Vec3::Y }
    }

    /// Where `ray` meets the plane, unless it runs along it or away from it.
    pub fn meets(&self, ray: &Ray) -> Option<Vec3> {
        let across = ray.direction.dot(self.normal);
        if across.abs() < 1e-4 {
            return None;
        }
        let distance = (self.point - ray.origin).dot(self.normal) / across;
        (distance > 0.0).then(|| ray.at(distance))
    }

    /// `position` with its coordinates along the plane's axes rounded to multiples of `step` (the one across
    /// the plane kept).
    pub fn snap(&self, position: Vec3, step: f32) -> Vec3 {
        // divided by 1/step (10 for a tenth, exact) rather than times step, so 13 tenths is 1.3 itself
        let round =
            |value: f32, across: f32| if across.abs() < 0.9 { (value / step).round() / step.recip() } else { value };
        Vec3::new(round(position.x, self.normal.x), round(position.y, self.normal.y), round(position.z, self.normal.z))
    }

    /// The angle of `vector` in the plane, in degrees from `right` towards `up` (−180 to 180).
    pub fn angle_of(&self, vector: Vec3) -> f32 {
        vector.dot(self.up).atan2(vector.dot(self.right)).to_degrees()
    }
}

/// The velocity an arrow `arrow` long stands for at `scale` m/s per metre, or on the log scale (the inverse of
/// `arrow_scales::arrow`).
pub fn velocity_of_arrow(arrow: Vec3, scale: f32, log: bool) -> Vec3 {
    if log { arrow.normalize_or_zero() * (10f32.powf(arrow.length()) - 1.0) } else { arrow * scale }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::overlays::arrow_scales::arrow;

    #[test]
    fn a_view_from_above_drags_on_the_level_plane_and_a_level_view_on_an_upright_one() {
        let above = DragPlane::facing(Vec3::new(0.0, -0.7, -0.7).normalize(), Vec3::new(1.0, 0.5, 2.0), false);
        assert_eq!(above.normal, Vec3::Y);
        let ray = Ray::new(Vec3::new(3.0, 10.5, 2.0), Vec3::NEG_Y).unwrap();
        assert_eq!(above.meets(&ray), Some(Vec3::new(3.0, 0.5, 2.0)), "the body's height is kept");
        // looking along −z, nearly level: the plane x–y through the body, +x to the right and +y up
        let level = DragPlane::facing(Vec3::new(0.0, -0.1, -1.0).normalize(), Vec3::new(1.0, 0.5, 2.0), false);
        assert!((level.normal - Vec3::NEG_Z).length() < 1e-6 && level.right == Vec3::X && level.up == Vec3::Y);
        let ray = Ray::new(Vec3::new(4.0, 3.0, 12.0), Vec3::NEG_Z).unwrap();
        assert_eq!(level.meets(&ray), Some(Vec3::new(4.0, 3.0, 2.0)));
        // Alt asks for the upright plane from above too; a ray away from the plane never meets it
        assert!((DragPlane::facing(Vec3::new(0.0, -0.7, -0.7), Vec3::ZERO, true).normal - Vec3::NEG_Z).length() < 1e-6);
        assert_eq!(level.meets(&Ray::new(Vec3::new(0.0, 0.0, 12.0), Vec3::Z).unwrap()), None);
    }

    #[test]
    fn the_snap_rounds_the_coordinates_in_the_plane_and_keeps_the_height() {
        let floor = DragPlane::facing(Vec3::NEG_Y, Vec3::ZERO, false);
        assert_eq!(floor.snap(Vec3::new(1.26, 0.537, -0.04), 0.1), Vec3::new(1.3, 0.537, -0.0));
        let upright = DragPlane::facing(Vec3::NEG_Z, Vec3::ZERO, true);
        let snapped = upright.snap(Vec3::new(1.26, 0.537, -0.04), 0.25);
        assert!((snapped - Vec3::new(1.25, 0.5, -0.04)).length() < 1e-6, "{snapped}");
    }

    #[test]
    fn angles_run_from_right_towards_up_in_the_plane() {
        let floor = DragPlane::facing(Vec3::NEG_Y, Vec3::ZERO, false);
        assert!((floor.angle_of(Vec3::new(1.0, 0.0, -1.0)) - 45.0).abs() < 1e-4);
        assert!((floor.angle_of(Vec3::new(0.0, 0.0, 2.0)) + 90.0).abs() < 1e-4);
        let front = DragPlane::facing(Vec3::NEG_Z, Vec3::ZERO, true);
        assert!((front.angle_of(Vec3::new(-1.0, 3f32.sqrt(), 0.0)) - 120.0).abs() < 1e-3);
        // seen along +x the level axis is z
        let side = DragPlane::facing(Vec3::X, Vec3::ZERO, true);
        assert_eq!(side.right, Vec3::Z);
    }

    #[test]
    fn an_arrow_gives_back_the_velocity_it_was_drawn_for_on_both_scales() {
        let velocity = Vec3::new(3.0, -4.0, 12.0);
        for log in [false, true] {
            let back = velocity_of_arrow(arrow(velocity, 2.0, log), 2.0, log);
            assert!((back - velocity).length() < 1e-3, "log {log}: {back}");
        }
        assert_eq!(velocity_of_arrow(Vec3::ZERO, 5.0, true), Vec3::ZERO);
    }
}
