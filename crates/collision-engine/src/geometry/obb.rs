//! An oriented box: a box turned by a rotation, worked with in f64 so that turning into its frame and back
//! rounds no more than the axis-aligned tests' own subtraction of centres.

use glam::{DMat3, DQuat, DVec3, Quat, Vec3};

use crate::geometry::aabb::Aabb;
use crate::geometry::contact::Contact;

/// A box of `half_extents` about `center`, its axes turned by `rotation`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Obb {
    /// Centre (m).
    pub center: Vec3,
    /// Half its size along each of its own axes (m), all ≥ 0.
    pub half_extents: Vec3,
    /// How its axes are turned from the world's.
    pub rotation: Quat,
}

impl Obb {
    /// A box `center ± half_extents` along the axes `rotation` turns the world's to.
    pub fn new(center: Vec3, half_extents: Vec3, rotation: Quat) -> Self {
        Self { center, half_extents, rotation }
    }

    /// Its axes in world space, the columns of a rotation matrix (see [`frame_of`]).
    pub fn axes(&self) -> DMat3 {
        frame_of(self.rotation)
    }

    /// `point` (world) relative to the centre, in the box's own axes: exact subtraction, one turn in f64.
    pub fn to_local(&self, point: Vec3) -> DVec3 {
        self.local_point(&self.axes(), point)
    }

    /// [`Obb::to_local`] with the box's `axes` (from [`Obb::axes`]) already worked out.
    pub fn local_point(&self, axes: &DMat3, point: Vec3) -> DVec3 {
        axes.transpose() * (point.as_dvec3() - self.center.as_dvec3())
    }

    /// The axis-aligned box around it: each world axis reaches the sum of the half extents' projections,
    /// rounded up so the bounds hold the box.
    pub fn aabb(&self) -> Aabb {
        Aabb::new(self.center, bounds_half_extents(self.half_extents, self.rotation))
    }
}

impl From<Aabb> for Obb {
    fn from(aabb: Aabb) -> Obb {
        Obb::new(aabb.center, aabb.half_extents, Quat::IDENTITY)
    }
}

/// The rotation matrix of `rotation`, normalised in f64 (a zero quaternion, refused wherever one is read,
/// turns nothing).
pub fn frame_of(rotation: Quat) -> DMat3 {
    let q = rotation.as_dquat();
    let length = q.length();
    if length > 0.0 && length.is_finite() { DMat3::from_quat(q / length) } else { DMat3::from_quat(DQuat::IDENTITY) }
}

/// Half extents of the axis-aligned bounds of a box of `half_extents` turned by `rotation`.
pub fn bounds_half_extents(half_extents: Vec3, rotation: Quat) -> Vec3 {
    let axes = frame_of(rotation);
    let absolute = DMat3::from_cols(axes.x_axis.abs(), axes.y_axis.abs(), axes.z_axis.abs());
    (absolute * half_extents.as_dvec3()).as_vec3() * (1.0 + 2.0 * f32::EPSILON)
}

/// `local` (in a frame with these `axes`) in world axes, rounded once.
pub fn to_world(axes: &DMat3, local: DVec3) -> Vec3 {
    (*axes * local).as_vec3()
}

impl Contact {
    /// The same contact found in a frame whose axes in world space are `axes`, given in world axes.
    pub fn turned(self, axes: &DMat3) -> Contact {
        Contact {
            normal: to_world(axes, self.normal.as_dvec3()),
            penetration: self.penetration,
            local_a: to_world(axes, self.local_a.as_dvec3()),
            local_b: to_world(axes, self.local_b.as_dvec3()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_quarter_turn_swaps_the_bounds_and_the_frame_round_trips() {
        let brick = Obb::new(
            Vec3::new(1.0, 2.0, 3.0),
            Vec3::new(2.0, 1.0, 0.5),
            Quat::from_rotation_z(0.5 * std::f32::consts::PI),
        );
        let bounds = brick.aabb();
        assert!((bounds.half_extents - Vec3::new(1.0, 2.0, 0.5)).abs().max_element() < 1e-6);
        assert!(bounds.half_extents.x >= 1.0 && bounds.half_extents.y >= 2.0, "rounded up");
        let local = brick.to_local(Vec3::new(1.0, 4.0, 3.0));
        assert!((local - DVec3::new(2.0, 0.0, 0.0)).length() < 1e-7);
        assert_eq!(frame_of(Quat::from_xyzw(0.0, 0.0, 0.0, 0.0)), DMat3::IDENTITY);
    }

    #[test]
    fn a_contact_turns_with_its_frame() {
        let c = Contact { normal: Vec3::X, penetration: 0.1, local_a: Vec3::X, local_b: -Vec3::Y };
        let t = c.turned(&frame_of(Quat::from_rotation_z(0.5 * std::f32::consts::PI)));
        assert!((t.normal - Vec3::Y).length() < 1e-7 && (t.local_b - Vec3::X).length() < 1e-7);
        assert_eq!(t.penetration, 0.1);
    }
}
