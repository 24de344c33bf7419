//! The contact constraint of the soft step: up to four points where two bodies touch, each with a normal part
//! that pushes and never pulls, and for the pair a friction part in the contact plane at the points' middle, a
//! twist part against turning about the normal, and a rolling part (a ball's resistance to rolling). One copy of the maths over [`Real`]:
//! a constraint alone (`f32`) or four side by side in lanes.
//!
//! A point at arm r from a body's centre moves at v + ω × r; an impulse P there changes v by P/m and ω by
//! I⁻¹(r × P). Each part keeps, for each body, its lever r × d about the centre and the turn I⁻¹(r × d) an impulse
//! of 1 N·s along it gives, worked out once a step from the arms and inverse inertias as the step began.
//!
//! A point's separation in a substep follows from how far its bodies have moved and turned since the step began:
//! s = s₀ + (Δp_B − Δp_A + ΔR_B r_B − r_B − ΔR_A r_A + r_A)·n, with no new contact test. Still apart (s > 0), the
//! point may close its gap within the substep but not pass it; overlapping, the soft bias pushes it out at no more
//! than the push-out speed ([`Softness`](super::softness::Softness)); in the relax pass only the gap is kept.

use crate::physics::solver::lanes::{Real, V3};

/// The velocities of a constraint's two bodies while it works on them.
#[derive(Clone, Copy, Debug, Default)]
pub struct PairVelocity<R> {
    pub linear_a: V3<R>,
    pub angular_a: V3<R>,
    pub linear_b: V3<R>,
    pub angular_b: V3<R>,
}

/// How far a constraint's two bodies have moved since the step began, and how they have turned (a unit
/// quaternion as its axis part and scalar part).
#[derive(Clone, Copy, Debug, Default)]
pub struct PairMotion<R> {
    pub moved_a: V3<R>,
    pub turn_a: (V3<R>, R),
    pub moved_b: V3<R>,
    pub turn_b: (V3<R>, R),
}

/// A direction the constraint pushes along at a point: the levers of the direction about each body's centre,
/// the turn an impulse along it gives each body, its effective mass and its impulse.
#[derive(Clone, Copy, Debug, Default)]
pub struct PushRow<R> {
    pub lever_a: V3<R>,
    pub lever_b: V3<R>,
    pub turn_a: V3<R>,
    pub turn_b: V3<R>,
    /// The impulse that changes the speed along the direction by 1 m/s (0 for a point not in use).
    pub mass: R,
    /// The impulse of the current substep (N·s).
    pub impulse: R,
}

impl<R: Real> PushRow<R> {
    /// The speed of B's point relative to A's along `direction`.
    #[inline(always)]
    pub fn speed(&self, direction: V3<R>, velocity: &PairVelocity<R>) -> R {
        direction.dot(velocity.linear_b - velocity.linear_a) + self.lever_b.dot(velocity.angular_b)
            - self.lever_a.dot(velocity.angular_a)
    }

    /// Applies `impulse` along `direction` to B and its opposite to A.
    #[inline(always)]
    pub fn push(&self, direction: V3<R>, velocity: &mut PairVelocity<R>, masses: &InverseMasses<R>, impulse: R) {
        velocity.linear_a -= direction.scaled(impulse * masses.a);
        velocity.angular_a -= self.turn_a.scaled(impulse);
        velocity.linear_b += direction.scaled(impulse * masses.b);
        velocity.angular_b += self.turn_b.scaled(impulse);
    }
}

/// An axis the bodies' relative turning is resisted about: the turn an angular impulse of 1 N·m·s about it gives
/// each body, its effective mass and its impulse.
#[derive(Clone, Copy, Debug, Default)]
pub struct TurnRow<R> {
    pub turn_a: V3<R>,
    pub turn_b: V3<R>,
    pub mass: R,
    pub impulse: R,
}

impl<R: Real> TurnRow<R> {
    #[inline(always)]
    fn push(&self, velocity: &mut PairVelocity<R>, impulse: R) {
        velocity.angular_a -= self.turn_a.scaled(impulse);
        velocity.angular_b += self.turn_b.scaled(impulse);
    }
}

/// 1/m of a constraint's two bodies (0 for one that cannot move).
#[derive(Clone, Copy, Debug, Default)]
pub struct InverseMasses<R> {
    pub a: R,
    pub b: R,
}

/// One point of a [`ContactConstraint`].
#[derive(Clone, Copy, Debug, Default)]
pub struct ContactPoint<R> {
    /// The arms from A's and B's centres to the point, in world axes as the bodies were turned when the step began.
    pub arm_a: V3<R>,
    pub arm_b: V3<R>,
    /// The separation when the step began less (r_B − r_A)·n, so that adding the bodies' points now gives it now.
    pub base_separation: R,
    pub normal: PushRow<R>,
    /// The normal speed at the point when the step began (m/s, negative while approaching).
    pub approach: R,
    /// The normal impulse of the whole step so far (N·s).
    pub step_impulse: R,
}

/// What every point's separation reads of how the bodies have moved and turned since the step began: how far they
/// have moved apart along the normal, and the normal turned back by each body's turn (the point's arm turned by
/// ΔR, along n, is the arm along ΔRᵀn: one turn a constraint, not two a point).
#[derive(Clone, Copy, Debug)]
pub(super) struct NormalMotion<R> {
    apart: R,
    normal_in_a: V3<R>,
    normal_in_b: V3<R>,
}

impl<R: Real> NormalMotion<R> {
    #[inline(always)]
    pub(super) fn of(normal: V3<R>, motion: &PairMotion<R>) -> Self {
        let back = |(axis, w): (V3<R>, R)| (-axis, w);
        NormalMotion {
            apart: (motion.moved_b - motion.moved_a).dot(normal),
            normal_in_a: normal.turned(back(motion.turn_a)),
            normal_in_b: normal.turned(back(motion.turn_b)),
        }
    }
}

impl<R: Real> ContactPoint<R> {
    /// The separation now, the bodies having moved and turned as `motion` says since the step began.
    #[inline(always)]
    pub(super) fn separation(&self, motion: &NormalMotion<R>) -> R {
        motion.apart + self.arm_b.dot(motion.normal_in_b) - self.arm_a.dot(motion.normal_in_a) + self.base_separation
    }
}

/// What a point aims for in a pass: the bias speed, and how much of its effective mass and of its impulse so far
/// the impulse takes ([`Softness`](super::softness::Softness)).
#[derive(Clone, Copy, Debug)]
pub(super) struct Target<R> {
    pub(super) bias: R,
    mass_scale: R,
    impulse_scale: R,
}

/// What a solve pass reads besides the constraint: the substep's rate, whether the soft bias acts (the solve
/// pass) or not (the relax pass), and the push-out speed.
#[derive(Clone, Copy, Debug)]
pub struct Pass<R> {
    pub substep_rate: R,
    pub biased: bool,
    pub max_push: R,
}

/// A contact's coefficients: friction and restitution, the soft bias's in a substep, and the limits against
/// rolling and spinning.
#[derive(Clone, Copy, Debug, Default)]
pub struct Coefficients<R> {
    pub friction: R,
    pub restitution: R,
    /// The soft bias's coefficients in a substep ([`Softness`](super::softness::Softness)).
    pub bias_rate: R,
    pub mass_scale: R,
    pub impulse_scale: R,
    /// Rolling resistance and spinning friction times the rolling radius (m): the largest torque against rolling
    /// and spinning per newton of normal force.
    pub rolling_limit: R,
    pub spinning_limit: R,
}

/// A contact of two bodies: a normal, two tangents, up to four points, and the parts that resist rolling and
/// spinning, with what the soft bias of its stiffness is in a substep.
#[derive(Clone, Copy, Debug, Default)]
pub struct ContactConstraint<R> {
    pub normal: V3<R>,
    pub tangents: [V3<R>; 2],
    pub masses: InverseMasses<R>,
    pub coefficients: Coefficients<R>,
    pub rolling: [TurnRow<R>; 2],
    /// The normal at the points' middle, which pushes them all by the same impulse, and the share of that impulse
    /// each point takes: 1/n for n ≥ 2 points, 0 for one.
    pub middle: PushRow<R>,
    pub share: R,
    /// Friction along the two tangents, at the points' middle.
    pub friction_rows: [PushRow<R>; 2],
    /// Friction against the bodies twisting about the normal (and a ball's spinning friction), and its lever: the
    /// points' average distance from their middle.
    pub twist: TurnRow<R>,
    pub twist_radius: R,
    pub points: [ContactPoint<R>; 4],
    /// The friction impulse of the whole step so far along the two tangents (N·s).
    pub step_friction: [R; 2],
}

impl<R: Real> ContactConstraint<R> {
    /// Applies the impulses of the substep before (or of last step's last substep) again.
    #[inline(always)]
    pub fn warm_start(&self, velocity: &mut PairVelocity<R>) {
        for point in &self.points {
            point.normal.push(self.normal, velocity, &self.masses, point.normal.impulse);
        }
        let [first, second] = &self.friction_rows;
        first.push(self.tangents[0], velocity, &self.masses, first.impulse);
        second.push(self.tangents[1], velocity, &self.masses, second.impulse);
        if self.rolls() {
            self.rolling[0].push(velocity, self.rolling[0].impulse);
            self.rolling[1].push(velocity, self.rolling[1].impulse);
        }
        self.twist.push(velocity, self.twist.impulse);
    }

    /// One pass over the constraint: each point's normal towards its target (clamped at ≥ 0), then friction at
    /// the points' middle within μ times their normal impulses together, twisting within that times the twist's
    /// lever, and rolling within its limit. (All points lie on one face or edge, so friction's lever about the
    /// bodies' centres is the same at their middle as spread over them; solved point by point in one pass, each
    /// point's friction would turn the body about the normal and tilt the next point's slip.)
    #[inline(always)]
    pub fn solve(&mut self, velocity: &mut PairVelocity<R>, motion: &PairMotion<R>, pass: &Pass<R>) {
        let (zero, one) = (R::splat(0.0), R::splat(1.0));
        let motion = NormalMotion::of(self.normal, motion);
        let separations: [R; 4] = std::array::from_fn(|k| self.points[k].separation(&motion));
        let targets = separations.map(|separation| self.target(separation, pass));
        let left = self.push_evenly(velocity, &targets);
        // in the relax pass, with several points all touching, each is brought to what the even push left at the
        // middle (its speed and bias together): the points one by one only even out how they turn the bodies, so
        // four even points end every substep even (solved alone, in the same order each pass, the first took more
        // and a box landing flat came away turning). One point alone, points still apart (a box tipping onto a
        // face), and the solve pass's soft bias are solved point by point
        let mut several = if pass.biased { zero } else { self.share.where_positive(one, zero) };
        for (point, separation) in self.points.iter().zip(separations) {
            let apart = point.normal.mass.where_positive(separation, zero);
            several = several * (-apart).where_positive(one, apart.where_positive(zero, one));
        }
        let normal = self.normal;
        let mut pressed = zero;
        for (point, target) in self.points.iter_mut().zip(&targets) {
            let aim = point.normal.speed(normal, velocity) + target.bias;
            let alone = -(point.normal.mass * target.mass_scale * aim) - target.impulse_scale * point.normal.impulse;
            let to_middle = -(point.normal.mass * (aim - left));
            let change = several * to_middle + (one - several) * alone;
            let total = (point.normal.impulse + change).max(zero);
            point.normal.push(normal, velocity, &self.masses, total - point.normal.impulse);
            point.normal.impulse = total;
            pressed += total;
        }
        rub((&self.tangents, &self.masses), &mut self.friction_rows, velocity, self.coefficients.friction * pressed);
        self.resist_turning(velocity, pressed);
    }

    /// What a point `separation` apart aims for in `pass`: still apart, closing its gap and no more; overlapping,
    /// pushed out by the soft bias (the solve pass) or held (the relax pass).
    #[inline(always)]
    pub(super) fn target(&self, separation: R, pass: &Pass<R>) -> Target<R> {
        let (zero, one) = (R::splat(0.0), R::splat(1.0));
        let gap_bias = separation * pass.substep_rate;
        if !pass.biased {
            return Target { bias: separation.where_positive(gap_bias, zero), mass_scale: one, impulse_scale: zero };
        }
        let soft_bias = (self.coefficients.bias_rate * separation).max(-pass.max_push);
        Target {
            bias: separation.where_positive(gap_bias, soft_bias),
            mass_scale: separation.where_positive(one, self.coefficients.mass_scale),
            impulse_scale: separation.where_positive(zero, self.coefficients.impulse_scale),
        }
    }

    /// The points pushed together first, by the same impulse each, as one soft row at their middle: towards their
    /// average target, softened as one point is, kept so that no point pulls. Returns what it leaves at the
    /// middle: its normal speed plus the average bias (0 when the push is not softened or clamped). A box landing
    /// flat or resting on its face is held evenly at once; pushed one by one alone, the first point would take
    /// the most and tip the box.
    ///
    /// The push and the points' targets are weighed by each point's effective mass, so that where the push is
    /// done the points' own pushes add up to none: where they wanted a different total (the effective mass at the
    /// middle is not the points' together, as on half a face), the two pushes traded impulse every pass and a
    /// tall pile came to lean.
    #[inline(always)]
    fn push_evenly(&mut self, velocity: &mut PairVelocity<R>, targets: &[Target<R>; 4]) -> R {
        let (zero, one) = (R::splat(0.0), R::splat(1.0));
        let (mut bias, mut mass_scale, mut impulse_scale, mut mass) = (zero, zero, zero, zero);
        let (mut pressed, mut least) = (zero, R::splat(f32::MAX));
        for (point, target) in self.points.iter().zip(targets) {
            // 0 for a point not in use
            let weight = point.normal.mass;
            bias += target.bias * weight;
            mass_scale += target.mass_scale * weight;
            impulse_scale += target.impulse_scale * weight;
            mass += weight;
            pressed += point.normal.impulse;
            least = least.min(point.normal.mass.where_positive(point.normal.impulse, R::splat(f32::MAX)));
        }
        let per_mass = R::splat(1.0).divide(mass.max(R::splat(f32::MIN_POSITIVE)));
        let (bias, mass_scale, impulse_scale) = (bias * per_mass, mass_scale * per_mass, impulse_scale * per_mass);
        let speed = self.middle.speed(self.normal, velocity);
        let floor = -least.divide(self.share.max(R::splat(f32::MIN_POSITIVE)));
        let wanted = -(mass * mass_scale * (speed + bias)) - impulse_scale * pressed;
        let change = wanted.max(floor) * self.share.where_positive(one, zero);
        for point in &mut self.points {
            point.normal.impulse += change * self.share * point.normal.mass.where_positive(one, zero);
        }
        self.middle.push(self.normal, velocity, &self.masses, change);
        self.middle.speed(self.normal, velocity) + bias
    }

    /// Rolling resistance about the tangents (within a disc), and friction against twisting about the normal
    /// (friction times its lever, or a ball's spinning friction), their limits times the normal impulse `pressed`.
    #[inline(always)]
    fn resist_turning(&mut self, velocity: &mut PairVelocity<R>, pressed: R) {
        if self.rolls() {
            let turning = velocity.angular_b - velocity.angular_a;
            let [first, second] = &mut self.rolling;
            let about_first = first.impulse - first.mass * turning.dot(self.tangents[0]);
            let about_second = second.impulse - second.mass * turning.dot(self.tangents[1]);
            let scale = disc_scale(about_first, about_second, self.coefficients.rolling_limit * pressed);
            let (about_first, about_second) = (about_first * scale, about_second * scale);
            first.push(velocity, about_first - first.impulse);
            second.push(velocity, about_second - second.impulse);
            first.impulse = about_first;
            second.impulse = about_second;
        }
        let twist_limit =
            (self.coefficients.friction * self.twist_radius).max(self.coefficients.spinning_limit) * pressed;
        let twisting = (velocity.angular_b - velocity.angular_a).dot(self.normal);
        let twist = self.twist.impulse - self.twist.mass * twisting;
        let twist = twist.max(-twist_limit).min(twist_limit);
        self.twist.push(velocity, twist - self.twist.impulse);
        self.twist.impulse = twist;
    }

    /// Whether any of its lanes resists rolling (a ball among its bodies): without, its rolling part holds no
    /// impulse and is passed over.
    #[inline(always)]
    fn rolls(&self) -> bool {
        self.coefficients.rolling_limit.largest() > 0.0
    }

    /// Adds each point's impulses of the substep to the step's.
    #[inline(always)]
    pub fn end_substep(&mut self) {
        for point in &mut self.points {
            point.step_impulse += point.normal.impulse;
        }
        self.step_friction[0] += self.friction_rows[0].impulse;
        self.step_friction[1] += self.friction_rows[1].impulse;
    }

    /// The deepest overlap of its points in use (those of some effective mass) now, the bodies having moved by
    /// `motion` (m; negative: the smallest gap).
    pub fn penetration(&self, motion: &PairMotion<R>) -> R {
        let (unused, motion) = (R::splat(f32::MIN), NormalMotion::of(self.normal, motion));
        let depths =
            self.points.iter().map(|point| point.normal.mass.where_positive(-point.separation(&motion), unused));
        depths.reduce(R::max).unwrap_or(unused)
    }
}

/// Friction `rows`: towards no slip along both `tangents`, within the disc of radius `limit`.
#[inline(always)]
fn rub<R: Real>(
    (tangents, masses): (&[V3<R>; 2], &InverseMasses<R>),
    rows: &mut [PushRow<R>; 2],
    velocity: &mut PairVelocity<R>,
    limit: R,
) {
    let [first, second] = rows;
    let along_first = first.impulse - first.mass * first.speed(tangents[0], velocity);
    let along_second = second.impulse - second.mass * second.speed(tangents[1], velocity);
    let scale = disc_scale(along_first, along_second, limit);
    let (along_first, along_second) = (along_first * scale, along_second * scale);
    first.push(tangents[0], velocity, masses, along_first - first.impulse);
    second.push(tangents[1], velocity, masses, along_second - second.impulse);
    first.impulse = along_first;
    second.impulse = along_second;
}

/// The factor that brings the impulse (x, y) within the disc of radius `limit`: 1 inside it.
#[inline(always)]
fn disc_scale<R: Real>(x: R, y: R, limit: R) -> R {
    let length_squared = x * x + y * y;
    let outside = length_squared - limit * limit;
    let tiny = R::splat(f32::MIN_POSITIVE);
    outside.where_positive(limit.divide(length_squared.max(tiny).sqrt()), R::splat(1.0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_impulse_beyond_the_disc_is_brought_to_its_edge() {
        let scale = disc_scale(3.0_f32, 4.0, 2.5);
        assert!((scale - 0.5).abs() < 1e-7);
        assert_eq!(disc_scale(0.3_f32, 0.4, 2.5), 1.0);
        assert_eq!(disc_scale(0.0_f32, 0.0, 0.0), 1.0);
    }
}
