//! Numbers the contact solver works in: one `f32`, or four in the lanes of one 128-bit register (SSE2 on
//! x86_64, `simd128` in the page), so that one copy of the contact maths serves both the constraints solved four
//! at a time and those solved alone.

use std::ops::{Add, AddAssign, Mul, Neg, Sub, SubAssign};

use glam::{Quat, Vec3};
use wide::f32x4;

/// How many constraints a lane group holds.
pub const LANES: usize = 4;

/// A number of the solver: one value, or [`LANES`] values worked on at once.
pub trait Real:
    Copy + Add<Output = Self> + Sub<Output = Self> + Mul<Output = Self> + Neg<Output = Self> + AddAssign + SubAssign
{
    /// Every lane `value`.
    fn splat(value: f32) -> Self;
    /// Lane by lane, the larger.
    fn max(self, other: Self) -> Self;
    /// Lane by lane, the smaller.
    fn min(self, other: Self) -> Self;
    /// Lane by lane, `if_positive` where `self` > 0, else `otherwise`.
    fn where_positive(self, if_positive: Self, otherwise: Self) -> Self;
    /// Lane by lane, the square root.
    fn sqrt(self) -> Self;
    /// Lane by lane, `self` / `divisor`.
    fn divide(self, divisor: Self) -> Self;
    /// The largest of the lanes.
    fn largest(self) -> f32;
}

impl Real for f32 {
    #[inline(always)]
    fn splat(value: f32) -> Self {
        value
    }
    // as the lanes take them (which of two equal values, 0 and −0, is kept), so that a constraint alone ends
    // bit for bit as it would in a lane
    #[inline(always)]
    fn max(self, other: Self) -> Self {
        f32x4::splat(self).fast_max(f32x4::splat(other)).as_array()[0]
    }
    #[inline(always)]
    fn min(self, other: Self) -> Self {
        f32x4::splat(self).fast_min(f32x4::splat(other)).as_array()[0]
    }
    #[inline(always)]
    fn where_positive(self, if_positive: Self, otherwise: Self) -> Self {
        if self > 0.0 { if_positive } else { otherwise }
    }
    #[inline(always)]
    fn sqrt(self) -> Self {
        f32::sqrt(self)
    }
    #[inline(always)]
    fn divide(self, divisor: Self) -> Self {
        self / divisor
    }
    #[inline(always)]
    fn largest(self) -> f32 {
        self
    }
}

impl Real for f32x4 {
    #[inline(always)]
    fn splat(value: f32) -> Self {
        f32x4::splat(value)
    }
    #[inline(always)]
    fn max(self, other: Self) -> Self {
        self.fast_max(other)
    }
    #[inline(always)]
    fn min(self, other: Self) -> Self {
        self.fast_min(other)
    }
    #[inline(always)]
    fn where_positive(self, if_positive: Self, otherwise: Self) -> Self {
        self.simd_gt(f32x4::ZERO).bitselect(if_positive, otherwise)
    }
    #[inline(always)]
    fn sqrt(self) -> Self {
        f32x4::sqrt(self)
    }
    #[inline(always)]
    fn divide(self, divisor: Self) -> Self {
        self / divisor
    }
    #[inline(always)]
    fn largest(self) -> f32 {
        let [a, b, c, d] = self.to_array();
        a.max(b).max(c.max(d))
    }
}

/// A vector of three [`Real`]s: one vector, or one per lane.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct V3<R> {
    pub x: R,
    pub y: R,
    pub z: R,
}

impl<R: Real> V3<R> {
    /// Every lane `value`.
    #[inline(always)]
    pub fn splat(value: Vec3) -> Self {
        V3 { x: R::splat(value.x), y: R::splat(value.y), z: R::splat(value.z) }
    }

    #[inline(always)]
    pub fn dot(self, other: Self) -> R {
        self.x * other.x + self.y * other.y + self.z * other.z
    }

    #[inline(always)]
    pub fn cross(self, other: Self) -> Self {
        V3 {
            x: self.y * other.z - self.z * other.y,
            y: self.z * other.x - self.x * other.z,
            z: self.x * other.y - self.y * other.x,
        }
    }

    #[inline(always)]
    pub fn scaled(self, by: R) -> Self {
        V3 { x: self.x * by, y: self.y * by, z: self.z * by }
    }

    /// The vector turned by the unit quaternion `(axis, w)`: v + 2w (q × v) + 2 q × (q × v).
    #[inline(always)]
    pub fn turned(self, (axis, w): (V3<R>, R)) -> Self {
        let twice = axis.cross(self);
        let twice = twice + twice;
        self + twice.scaled(w) + axis.cross(twice)
    }
}

impl<R: Real> Add for V3<R> {
    type Output = Self;
    #[inline(always)]
    fn add(self, other: Self) -> Self {
        V3 { x: self.x + other.x, y: self.y + other.y, z: self.z + other.z }
    }
}

impl<R: Real> Sub for V3<R> {
    type Output = Self;
    #[inline(always)]
    fn sub(self, other: Self) -> Self {
        V3 { x: self.x - other.x, y: self.y - other.y, z: self.z - other.z }
    }
}

impl<R: Real> Neg for V3<R> {
    type Output = Self;
    #[inline(always)]
    fn neg(self) -> Self {
        V3 { x: -self.x, y: -self.y, z: -self.z }
    }
}

impl<R: Real> AddAssign for V3<R> {
    #[inline(always)]
    fn add_assign(&mut self, other: Self) {
        *self = *self + other;
    }
}

impl<R: Real> SubAssign for V3<R> {
    #[inline(always)]
    fn sub_assign(&mut self, other: Self) {
        *self = *self - other;
    }
}

impl From<Vec3> for V3<f32> {
    fn from(v: Vec3) -> Self {
        V3 { x: v.x, y: v.y, z: v.z }
    }
}

impl From<V3<f32>> for Vec3 {
    fn from(v: V3<f32>) -> Self {
        Vec3::new(v.x, v.y, v.z)
    }
}

/// Values read lane by lane: a lane group's, or a value alone, its own only lane.
pub trait Lanes {
    /// The same value with one number per field.
    type One;
    /// The value in `lane`.
    fn lane(&self, lane: usize) -> Self::One;
    /// Adds `value` to the value in `lane`.
    fn add_to_lane(&mut self, lane: usize, value: Self::One);
}

impl Lanes for f32 {
    type One = f32;
    #[inline(always)]
    fn lane(&self, _: usize) -> f32 {
        *self
    }
    fn add_to_lane(&mut self, _: usize, value: f32) {
        *self += value;
    }
}

impl Lanes for f32x4 {
    type One = f32;
    #[inline(always)]
    fn lane(&self, lane: usize) -> f32 {
        self.as_array()[lane]
    }
    fn add_to_lane(&mut self, lane: usize, value: f32) {
        let mut lanes = self.to_array();
        lanes[lane] += value;
        *self = f32x4::new(lanes);
    }
}

impl<R: Lanes<One = f32>> Lanes for V3<R> {
    type One = Vec3;
    #[inline(always)]
    fn lane(&self, lane: usize) -> Vec3 {
        Vec3::new(self.x.lane(lane), self.y.lane(lane), self.z.lane(lane))
    }
    fn add_to_lane(&mut self, lane: usize, value: Vec3) {
        self.x.add_to_lane(lane, value.x);
        self.y.add_to_lane(lane, value.y);
        self.z.add_to_lane(lane, value.z);
    }
}

/// A unit quaternion as its axis part and its scalar part, for [`V3::turned`].
pub fn quaternion_parts(q: Quat) -> (V3<f32>, f32) {
    (V3 { x: q.x, y: q.y, z: q.z }, q.w)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_vector_turned_in_lanes_is_turned_as_glam_turns_it() {
        let q = Quat::from_axis_angle(Vec3::new(1.0, 2.0, -0.5).normalize(), 0.7);
        let v = Vec3::new(0.3, -1.2, 2.5);
        let (axis, w) = quaternion_parts(q);
        let one: Vec3 = V3::from(v).turned((axis, w)).into();
        assert!((one - q * v).length() < 1e-6, "{one} against {}", q * v);
        let lanes = V3::<f32x4>::splat(v).turned((V3::splat(axis.into()), f32x4::splat(w)));
        for lane in 0..LANES {
            assert_eq!(lanes.lane(lane), one);
        }
    }

    #[test]
    fn a_choice_by_sign_takes_each_lane_on_its_own() {
        let chosen = f32x4::new([1.0, -1.0, 0.0, 2.0]).where_positive(f32x4::splat(5.0), f32x4::splat(7.0));
        assert_eq!(chosen.to_array(), [5.0, 7.0, 7.0, 5.0]);
        assert_eq!(Real::where_positive(-0.5_f32, 5.0, 7.0), 7.0);
    }
}
