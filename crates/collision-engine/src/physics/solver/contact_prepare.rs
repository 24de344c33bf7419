//! Preparing a contact constraint once a step: each point's arms, levers and effective masses as the bodies were
//! when the step began, the impulses it starts from, and after the substeps its bounce (restitution).

use crate::bevy_prelude::*;

use crate::physics::solver::contact_constraint::{
    ContactConstraint, ContactPoint, InverseMasses, PairVelocity, PushRow, TurnRow,
};
use crate::physics::solver::lanes::Real;
use crate::physics::solver::softness::Softness;
use crate::physics::solver::spins::BodySpin;

/// The most iterations a constraint's bounce takes to send all its points apart together.
const RESTITUTION_ITERATIONS: usize = 64;

/// A body of a contact as the step began: 1/m, its turning (angular velocity and world inverse inertia) and its
/// velocity.
#[derive(Clone, Copy, Debug)]
pub struct BodyStart {
    pub inverse_mass: f32,
    pub spin: BodySpin,
    pub velocity: Vec3,
}

/// A point as the step began: its arms from each centre, its separation, and the normal impulse it starts from.
#[derive(Clone, Copy, Debug, Default)]
pub struct PointStart {
    pub arm_a: Vec3,
    pub arm_b: Vec3,
    pub separation: f32,
    pub normal_impulse: f32,
}

/// What a pair's material and the settings make of its contact: friction, restitution, the soft bias of its
/// stiffness, and rolling resistance and spinning friction times the rolling radius, with the impulses of friction
/// (in world axes, so that it carries over whichever way the tangents lie), twisting and rolling it starts from.
#[derive(Clone, Copy, Debug)]
pub struct ContactMaterial {
    pub friction: f32,
    pub restitution: f32,
    pub softness: Softness,
    pub rolling_limit: f32,
    pub spinning_limit: f32,
    pub tangent_impulse: Vec3,
    pub twist_impulse: f32,
    pub rolling_impulse: Vec3,
}

/// The row along the unit `direction` at `arms` from the centres of bodies of inverse masses `masses` turning as
/// `spins`, starting from `impulse`, with its effective mass (0 when no impulse can change its speed).
fn push_row(
    direction: Vec3,
    (arm_a, arm_b): (Vec3, Vec3),
    (spins, masses): ((&BodySpin, &BodySpin), &InverseMasses<f32>),
    impulse: f32,
) -> PushRow<f32> {
    let (lever_a, lever_b) = (arm_a.cross(direction), arm_b.cross(direction));
    let (turn_a, turn_b) = (spins.0.inverse_inertia * lever_a, spins.1.inverse_inertia * lever_b);
    let compliance = masses.a + masses.b + lever_a.dot(turn_a) + lever_b.dot(turn_b);
    PushRow {
        lever_a: lever_a.into(),
        lever_b: lever_b.into(),
        turn_a: turn_a.into(),
        turn_b: turn_b.into(),
        mass: if compliance > 0.0 { 1.0 / compliance } else { 0.0 },
        impulse,
    }
}

/// The row resisting the bodies' relative turning about the unit `axis`.
fn turn_row(axis: Vec3, spins: (&BodySpin, &BodySpin), impulse: f32) -> TurnRow<f32> {
    let (turn_a, turn_b) = (spins.0.inverse_inertia * axis, spins.1.inverse_inertia * axis);
    let compliance = axis.dot(turn_a + turn_b);
    let mass = if compliance > 0.0 { 1.0 / compliance } else { 0.0 };
    TurnRow { turn_a: turn_a.into(), turn_b: turn_b.into(), mass, impulse }
}

/// A point of a contact along the unit `normal` between bodies `bodies` (their turning and inverse masses), with
/// its normal speed as the bodies moved at `start` when the step began.
fn contact_point(
    point: &PointStart,
    normal: Vec3,
    bodies: ((&BodySpin, &BodySpin), &InverseMasses<f32>),
    start: &PairVelocity<f32>,
) -> ContactPoint<f32> {
    let arms = (point.arm_a, point.arm_b);
    let normal_row = push_row(normal, arms, bodies, point.normal_impulse);
    ContactPoint {
        arm_a: arms.0.into(),
        arm_b: arms.1.into(),
        base_separation: point.separation - (arms.1 - arms.0).dot(normal),
        approach: normal_row.speed(normal.into(), start),
        normal: normal_row,
        step_impulse: 0.0,
    }
}

impl ContactConstraint<f32> {
    /// The contact of bodies `a` and `b` along the unit `normal` (A to B) at `points` (at most four).
    pub fn prepare(
        (a, b): (&BodyStart, &BodyStart),
        normal: Vec3,
        points: &[PointStart],
        material: &ContactMaterial,
    ) -> ContactConstraint<f32> {
        let masses = InverseMasses { a: a.inverse_mass, b: b.inverse_mass };
        let spins = (&a.spin, &b.spin);
        let (first, second) = normal.any_orthonormal_pair();
        let count = points.len().max(1) as f32;
        let middle = (
            points.iter().map(|point| point.arm_a).sum::<Vec3>() / count,
            points.iter().map(|point| point.arm_b).sum::<Vec3>() / count,
        );
        let bodies = (spins, &masses);
        let friction_row =
            |direction: Vec3| push_row(direction, middle, bodies, material.tangent_impulse.dot(direction));
        let mut constraint = ContactConstraint {
            normal: normal.into(),
            tangents: [first.into(), second.into()],
            masses,
            friction: material.friction,
            restitution: material.restitution,
            bias_rate: material.softness.bias_rate,
            mass_scale: material.softness.mass_scale,
            impulse_scale: material.softness.impulse_scale,
            rolling_limit: material.rolling_limit,
            spinning_limit: material.spinning_limit,
            rolling: [
                turn_row(first, spins, material.rolling_impulse.dot(first)),
                turn_row(second, spins, material.rolling_impulse.dot(second)),
            ],
            middle: push_row(normal, middle, bodies, 0.0),
            share: if points.len() >= 2 { 1.0 / count } else { 0.0 },
            friction_rows: [friction_row(first), friction_row(second)],
            twist: turn_row(normal, spins, material.twist_impulse),
            twist_radius: points.iter().map(|point| (point.arm_a - middle.0).length()).sum::<f32>() / count,
            points: Default::default(),
            step_friction: [0.0; 2],
        };
        let start = PairVelocity {
            linear_a: a.velocity.into(),
            angular_a: a.spin.angular_velocity.into(),
            linear_b: b.velocity.into(),
            angular_b: b.spin.angular_velocity.into(),
        };
        for (point, start_point) in constraint.points.iter_mut().zip(points) {
            *point = contact_point(start_point, normal, bodies, &start);
        }
        constraint
    }
}

impl<R: Real> ContactConstraint<R> {
    /// After the substeps: the points that pushed and had approached faster than `threshold` send their bodies
    /// apart there at e times the speed they approached with, together: iterated until no point changes by more
    /// than a millionth of the fastest bounce, so a box landing flat on its face leaves it at e times its speed
    /// without turning.
    pub fn restitute(&mut self, velocity: &mut PairVelocity<R>, threshold: R) {
        let (zero, one) = (R::splat(0.0), R::splat(1.0));
        // 1 for a point that bounces, 0 for one that does not
        let bounces: [R; 4] = std::array::from_fn(|k| {
            let point = &self.points[k];
            let pushed = point.step_impulse.where_positive(one, zero);
            pushed
                * (-point.approach - threshold).where_positive(one, zero)
                * self.restitution.where_positive(one, zero)
        });
        if bounces.iter().all(|bounce| bounce.largest() == 0.0) {
            return;
        }
        let fastest = self.points.iter().zip(&bounces).map(|(point, &bounce)| -point.approach * bounce).reduce(R::max);
        let tolerance = fastest.unwrap_or(zero) * self.restitution * R::splat(1e-6);
        let mut added = [zero; 4];
        // 1 for a constraint still iterating, 0 for one that has settled (each lane stops on its own)
        let mut active = one;
        for _ in 0..RESTITUTION_ITERATIONS {
            let mut change = zero;
            for ((point, added), &bounce) in self.points.iter().zip(added.iter_mut()).zip(&bounces) {
                let wanted = -self.restitution * point.approach;
                let speed = point.normal.speed(self.normal, velocity);
                let total = (*added + (wanted - speed) * point.normal.mass).max(zero) * bounce;
                let step = (total - *added) * active;
                point.normal.push(self.normal, velocity, &self.masses, step);
                let moved = step.divide(point.normal.mass.max(R::splat(f32::MIN_POSITIVE)));
                change = change.max(moved.max(-moved));
                *added += step;
            }
            active = active * (change - tolerance).where_positive(one, zero);
            if active.largest() == 0.0 {
                break;
            }
        }
        for (point, added) in self.points.iter_mut().zip(added) {
            point.step_impulse += added;
        }
    }
}
