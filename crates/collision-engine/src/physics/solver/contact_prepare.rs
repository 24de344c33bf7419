//! Preparing a contact constraint once a step: each point's arms, levers and effective masses as the bodies were
//! when the step began, the impulses it starts from, and after the substeps its bounce (restitution).

use crate::bevy_prelude::*;

use crate::physics::solver::contact_constraint::{
    ContactConstraint, ContactPoint, InverseMasses, PairVelocity, PushRow, TurnRow,
};
use crate::physics::solver::input_lanes::{InputLanes, PairLanes, PointLanes};
use crate::physics::solver::lanes::{Real, V3};

/// The most iterations a constraint's bounce takes to send all its points apart together.
const RESTITUTION_ITERATIONS: usize = 64;

impl<R: Real> PushRow<R> {
    /// The row along the unit `direction` at `arms` from the centres of `bodies`, starting from `impulse`, with its
    /// effective mass (0 when no impulse can change its speed).
    #[inline(always)]
    fn along(direction: V3<R>, (arm_a, arm_b): (V3<R>, V3<R>), bodies: &PairLanes<R>, impulse: R) -> Self {
        let (lever_a, lever_b) = (arm_a.cross(direction), arm_b.cross(direction));
        let (turn_a, turn_b) = (bodies.a.inverse_inertia.times(lever_a), bodies.b.inverse_inertia.times(lever_b));
        let compliance = bodies.a.inverse_mass + bodies.b.inverse_mass + lever_a.dot(turn_a) + lever_b.dot(turn_b);
        let mass = compliance.where_positive(R::splat(1.0).divide(compliance), R::splat(0.0));
        PushRow { lever_a, lever_b, turn_a, turn_b, mass, impulse }
    }
}

impl<R: Real> TurnRow<R> {
    /// The row resisting the bodies' relative turning about the unit `axis`.
    #[inline(always)]
    fn about(axis: V3<R>, bodies: &PairLanes<R>, impulse: R) -> Self {
        let (turn_a, turn_b) = (bodies.a.inverse_inertia.times(axis), bodies.b.inverse_inertia.times(axis));
        let compliance = axis.dot(turn_a + turn_b);
        let mass = compliance.where_positive(R::splat(1.0).divide(compliance), R::splat(0.0));
        TurnRow { turn_a, turn_b, mass, impulse }
    }
}

impl<R: Real> ContactConstraint<R> {
    /// The contact of each lane's [`ConstraintInput`](super::input_lanes::ConstraintInput), gathered side by side
    /// ([`InputLanes`]).
    #[inline(always)]
    pub fn prepare(input: &InputLanes<R>) -> Self {
        let (zero, one) = (R::splat(0.0), R::splat(1.0));
        let (bodies, material, normal) = (&input.bodies, &input.material, input.normal);
        let [first, second] = orthonormal_pair(normal);
        // no rolling impulse carried over where nothing resists rolling (its part is passed over)
        let rolling_impulse =
            material.rolling_impulse.scaled(material.coefficients.rolling_limit.where_positive(one, zero));
        let count = input.count.max(one);
        let sum = |arm: fn(&PointLanes<R>) -> V3<R>| {
            input.points.iter().fold(V3::splat(Vec3::ZERO), |sum, point| sum + arm(point).scaled(point.used))
        };
        let middle =
            (sum(|point| point.arm_a).scaled(one.divide(count)), sum(|point| point.arm_b).scaled(one.divide(count)));
        let friction_row =
            |direction: V3<R>| PushRow::along(direction, middle, bodies, material.tangent_impulse.dot(direction));
        let mut twist_radius = zero;
        for point in &input.points {
            twist_radius += (point.arm_a - middle.0).dot(point.arm_a - middle.0).sqrt() * point.used;
        }
        let start = PairVelocity {
            linear_a: bodies.a.velocity,
            angular_a: bodies.a.angular_velocity,
            linear_b: bodies.b.velocity,
            angular_b: bodies.b.angular_velocity,
        };
        ContactConstraint {
            normal,
            tangents: [first, second],
            masses: InverseMasses { a: bodies.a.inverse_mass, b: bodies.b.inverse_mass },
            coefficients: material.coefficients,
            rolling: [
                TurnRow::about(first, bodies, rolling_impulse.dot(first)),
                TurnRow::about(second, bodies, rolling_impulse.dot(second)),
            ],
            middle: PushRow::along(normal, middle, bodies, zero),
            share: (input.count - R::splat(1.5)).where_positive(one.divide(count), zero),
            friction_rows: [friction_row(first), friction_row(second)],
            twist: TurnRow::about(normal, bodies, material.twist_impulse),
            twist_radius: twist_radius.divide(count),
            points: std::array::from_fn(|k| contact_point(&input.points[k], normal, bodies, &start)),
            step_friction: [zero; 2],
        }
    }
}

/// A point of a contact along the unit `normal` between `bodies`, with its normal speed as the bodies moved at
/// `start` when the step began; a point not in use has no effective mass.
#[inline(always)]
fn contact_point<R: Real>(
    point: &PointLanes<R>,
    normal: V3<R>,
    bodies: &PairLanes<R>,
    start: &PairVelocity<R>,
) -> ContactPoint<R> {
    let arms = (point.arm_a, point.arm_b);
    let mut normal_row = PushRow::along(normal, arms, bodies, point.normal_impulse);
    normal_row.mass = normal_row.mass * point.used;
    ContactPoint {
        arm_a: arms.0,
        arm_b: arms.1,
        base_separation: point.separation - (arms.1 - arms.0).dot(normal),
        approach: normal_row.speed(normal, start),
        normal: normal_row,
        step_impulse: R::splat(0.0),
    }
}

/// Two unit vectors at right angles to each other and to the unit `normal` (Duff et al., "Building an
/// Orthonormal Basis, Revisited", 2017).
#[inline(always)]
fn orthonormal_pair<R: Real>(normal: V3<R>) -> [V3<R>; 2] {
    let V3 { x, y, z } = normal;
    let sign = z.where_positive(R::splat(1.0), R::splat(-1.0));
    let a = -(R::splat(1.0).divide(sign + z));
    let b = x * y * a;
    [V3 { x: R::splat(1.0) + sign * x * x * a, y: sign * b, z: -(sign * x) }, V3 { x: b, y: sign + y * y * a, z: -y }]
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
                * self.coefficients.restitution.where_positive(one, zero)
        });
        if bounces.iter().all(|bounce| bounce.largest() == 0.0) {
            return;
        }
        let fastest = self.points.iter().zip(&bounces).map(|(point, &bounce)| -point.approach * bounce).reduce(R::max);
        let tolerance = fastest.unwrap_or(zero) * self.coefficients.restitution * R::splat(1e-6);
        let mut added = [zero; 4];
        // 1 for a constraint still iterating, 0 for one that has settled (each lane stops on its own)
        let mut active = one;
        for _ in 0..RESTITUTION_ITERATIONS {
            let mut change = zero;
            for ((point, added), &bounce) in self.points.iter().zip(added.iter_mut()).zip(&bounces) {
                let wanted = -self.coefficients.restitution * point.approach;
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
