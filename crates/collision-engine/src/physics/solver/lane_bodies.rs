//! The bodies of a contact constraint, or of a lane group's four, as the soft step reads and writes them:
//! velocities and turning, and how far each body has moved and turned since the step began.

use glam::{Quat, Vec3};
use wide::f32x4;

use crate::physics::solver::contact::SolverBody;
use crate::physics::solver::contact_constraint::{PairMotion, PairVelocity};
use crate::physics::solver::lanes::{LANES, Lanes, Real, V3, quaternion_parts};
use crate::physics::solver::spins::BodySpin;

/// A lane that holds no constraint: its bodies read as at rest and are never written.
pub const NO_BODY: u32 = u32::MAX;

/// The solver's bodies as the constraints read and write them: velocities and turning, and how far each body has
/// moved and turned since the step began.
pub struct BodyArrays<'a> {
    pub bodies: &'a mut [SolverBody],
    pub spins: &'a mut [BodySpin],
    pub moved: &'a [Vec3],
    pub changes: &'a [Quat],
}

/// The bodies of a constraint, or of a lane group's four: read from the solver's bodies and written back.
pub trait BodyIndex: Copy {
    type Real: Real;
    fn velocity(self, arrays: &BodyArrays) -> PairVelocity<Self::Real>;
    fn store(self, velocity: &PairVelocity<Self::Real>, arrays: &mut BodyArrays);
    fn motion(self, arrays: &BodyArrays) -> PairMotion<Self::Real>;
}

/// The two bodies of one constraint.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PairIndex {
    pub a: u32,
    pub b: u32,
}

impl BodyIndex for PairIndex {
    type Real = f32;

    #[inline(always)]
    fn velocity(self, arrays: &BodyArrays) -> PairVelocity<f32> {
        let (a, b) = (self.a as usize, self.b as usize);
        PairVelocity {
            linear_a: arrays.bodies[a].velocity().into(),
            angular_a: arrays.spins[a].angular_velocity.into(),
            linear_b: arrays.bodies[b].velocity().into(),
            angular_b: arrays.spins[b].angular_velocity.into(),
        }
    }

    #[inline(always)]
    fn store(self, velocity: &PairVelocity<f32>, arrays: &mut BodyArrays) {
        let (a, b) = (self.a as usize, self.b as usize);
        arrays.bodies[a].set_velocity(velocity.linear_a.into());
        arrays.spins[a].angular_velocity = velocity.angular_a.into();
        arrays.bodies[b].set_velocity(velocity.linear_b.into());
        arrays.spins[b].angular_velocity = velocity.angular_b.into();
    }

    #[inline(always)]
    fn motion(self, arrays: &BodyArrays) -> PairMotion<f32> {
        let (a, b) = (self.a as usize, self.b as usize);
        PairMotion {
            moved_a: arrays.moved[a].into(),
            turn_a: quaternion_parts(arrays.changes[a]),
            moved_b: arrays.moved[b].into(),
            turn_b: quaternion_parts(arrays.changes[b]),
        }
    }
}

/// The bodies of a lane group's four constraints (the lanes left empty hold [`NO_BODY`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GroupIndex {
    pub a: [u32; LANES],
    pub b: [u32; LANES],
}

/// Four vectors side by side.
#[inline(always)]
fn side_by_side(each: [Vec3; LANES]) -> V3<f32x4> {
    V3 { x: f32x4::new(each.map(|v| v.x)), y: f32x4::new(each.map(|v| v.y)), z: f32x4::new(each.map(|v| v.z)) }
}

/// Four turns side by side: their axis parts and scalar parts.
#[inline(always)]
fn turns_side_by_side(each: [Quat; LANES]) -> (V3<f32x4>, f32x4) {
    (side_by_side(each.map(|q| Vec3::new(q.x, q.y, q.z))), f32x4::new(each.map(|q| q.w)))
}

impl BodyIndex for GroupIndex {
    type Real = f32x4;

    #[inline(always)]
    fn velocity(self, arrays: &BodyArrays) -> PairVelocity<f32x4> {
        let linear = |k: u32| arrays.bodies.get(k as usize).map_or(Vec3::ZERO, SolverBody::velocity);
        let angular = |k: u32| arrays.spins.get(k as usize).map_or(Vec3::ZERO, |spin| spin.angular_velocity);
        PairVelocity {
            linear_a: side_by_side(self.a.map(linear)),
            angular_a: side_by_side(self.a.map(angular)),
            linear_b: side_by_side(self.b.map(linear)),
            angular_b: side_by_side(self.b.map(angular)),
        }
    }

    #[inline(always)]
    fn store(self, velocity: &PairVelocity<f32x4>, arrays: &mut BodyArrays) {
        for lane in 0..LANES {
            let ends = [
                (self.a[lane], velocity.linear_a, velocity.angular_a),
                (self.b[lane], velocity.linear_b, velocity.angular_b),
            ];
            for (k, linear, angular) in ends {
                if k == NO_BODY {
                    continue;
                }
                arrays.bodies[k as usize].set_velocity(linear.lane(lane));
                arrays.spins[k as usize].angular_velocity = angular.lane(lane);
            }
        }
    }

    #[inline(always)]
    fn motion(self, arrays: &BodyArrays) -> PairMotion<f32x4> {
        let moved = |k: u32| arrays.moved.get(k as usize).copied().unwrap_or(Vec3::ZERO);
        let change = |k: u32| arrays.changes.get(k as usize).copied().unwrap_or(Quat::IDENTITY);
        PairMotion {
            moved_a: side_by_side(self.a.map(moved)),
            turn_a: turns_side_by_side(self.a.map(change)),
            moved_b: side_by_side(self.b.map(moved)),
            turn_b: turns_side_by_side(self.b.map(change)),
        }
    }
}
