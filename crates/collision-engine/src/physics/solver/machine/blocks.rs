//! The rows a machine joint is built of, each solved at once with the others of its block: the point (three
//! rows along the world's axes), the turning held about two axes (a hinge's) or three (a weld's, a slider's),
//! and single rows along or about one direction (limits, motors, a slider's two across its axis, a pulley).
//!
//! Every row is soft in the solve pass (Catto's soft step, [`Softness`]) and hard in the relax pass: an impulse
//! Δλ = −K⁻¹ · mass scale · (J·v + bias rate · C) − impulse scale · λ, with C the row's error as the substep
//! began and K its effective mass matrix.

use crate::bevy_prelude::*;

use crate::physics::solver::lever::{InverseMasses, PairVelocity};
use crate::physics::solver::softness::Softness;

/// The inverse inertias (world axes) of a joint's two bodies, zero for a point of the world.
#[derive(Clone, Copy, Debug, Default)]
pub struct Inertias {
    pub a: Mat3,
    pub b: Mat3,
}

/// The cross-product matrix of `r`: [r]× v = r × v.
fn skew(r: Vec3) -> Mat3 {
    Mat3::from_cols(Vec3::new(0.0, r.z, -r.y), Vec3::new(-r.z, 0.0, r.x), Vec3::new(r.y, -r.x, 0.0))
}

/// The inverse of a symmetric `k` that may hold no stiffness about some axes of the world (a body whose turning
/// is locked about them): those rows and columns are left out and give nothing.
pub fn inverse_or_partial(k: Mat3) -> Mat3 {
    let scale = k.x_axis.x.abs() + k.y_axis.y.abs() + k.z_axis.z.abs();
    if scale == 0.0 {
        return Mat3::ZERO;
    }
    let determinant = k.determinant();
    if determinant.abs() > 1e-9 * scale * scale * scale {
        return k.inverse();
    }
    // the axes with (almost) nothing on the diagonal are taken out: 1 there, and nothing in their row and column
    let empty = Vec3::new(k.x_axis.x, k.y_axis.y, k.z_axis.z).abs().cmplt(Vec3::splat(1e-7 * scale));
    let keep = Vec3::select(empty, Vec3::ZERO, Vec3::ONE);
    let kept = Mat3::from_diagonal(keep) * k * Mat3::from_diagonal(keep) + Mat3::from_diagonal(Vec3::ONE - keep);
    let determinant = kept.determinant();
    if determinant.abs() <= 1e-9 * scale * scale * scale {
        return Mat3::ZERO;
    }
    Mat3::from_diagonal(keep) * kept.inverse() * Mat3::from_diagonal(keep)
}

/// The point held: B's anchor on A's, three rows along the world's axes.
#[derive(Clone, Copy, Debug, Default)]
pub struct PointBlock {
    /// The arms from A's and B's centres to their anchors.
    pub arms: [Vec3; 2],
    /// K⁻¹.
    mass: Mat3,
    /// B's anchor less A's as the substep began.
    error: Vec3,
}

impl PointBlock {
    /// The block of anchors at `arms` from the centres, `error` apart. Its impulses act on both bodies at the
    /// point halfway between the anchors, so that however far apart they are a pair of them turns the two
    /// bodies together by nothing: the joint keeps their angular momentum.
    pub fn new(arms: [Vec3; 2], error: Vec3, masses: InverseMasses, inertias: &Inertias) -> Self {
        let arms = [arms[0] + 0.5 * error, arms[1] - 0.5 * error];
        let [skew_a, skew_b] = arms.map(skew);
        let k = Mat3::from_diagonal(Vec3::splat(masses.a + masses.b))
            + skew_a * inertias.a * skew_a.transpose()
            + skew_b * inertias.b * skew_b.transpose();
        PointBlock { arms, mass: inverse_or_partial(k), error }
    }

    /// How far B's anchor is from A's (m).
    pub fn error(&self) -> f32 {
        self.error.length()
    }

    /// B's anchor's velocity less A's.
    fn speed(&self, v: &PairVelocity) -> Vec3 {
        (v.linear_b + v.angular_b.cross(self.arms[1])) - (v.linear_a + v.angular_a.cross(self.arms[0]))
    }

    /// Gives B `impulse` at its anchor and A its opposite at its own.
    pub fn push(&self, v: &mut PairVelocity, impulse: Vec3, masses: InverseMasses, inertias: &Inertias) {
        v.linear_a -= impulse * masses.a;
        v.angular_a -= inertias.a * self.arms[0].cross(impulse);
        v.linear_b += impulse * masses.b;
        v.angular_b += inertias.b * self.arms[1].cross(impulse);
    }

    /// One solve of the block with `soft`, its impulse so far `total`: the change of the impulse, given.
    pub fn solve(&self, v: &mut PairVelocity, total: &mut Vec3, soft: &Softness, body: (InverseMasses, &Inertias)) {
        let target = self.speed(v) + self.error * soft.bias_rate;
        let change = -(self.mass * target) * soft.mass_scale - *total * soft.impulse_scale;
        *total += change;
        self.push(v, change, body.0, body.1);
    }
}

/// The turning held about up to three axes (world): a hinge's two across its axis, a weld's or a slider's three.
#[derive(Clone, Copy, Debug, Default)]
pub struct TurnBlock {
    /// The axes the relative turning is read along, and how many are in use (2 or 3).
    axes: [Vec3; 3],
    rows: usize,
    /// K⁻¹ in the rows' terms (the 2 × 2 block of a hinge in its top left corner).
    mass: Mat3,
    /// The error along each row as the substep began (rad).
    error: Vec3,
}

impl TurnBlock {
    /// Three rows along the world's axes, `error` the turn (rad, a scaled axis) that B is off where it belongs.
    pub fn all(error: Vec3, inertias: &Inertias) -> Self {
        let mass = inverse_or_partial(inertias.a + inertias.b);
        TurnBlock { axes: [Vec3::X, Vec3::Y, Vec3::Z], rows: 3, mass, error }
    }

    /// Two rows along `axes`, erring by `error` (x and y).
    pub fn two(axes: [Vec3; 2], error: Vec3, inertias: &Inertias) -> Self {
        let sum = inertias.a + inertias.b;
        let k = |i: usize, j: usize| axes[i].dot(sum * axes[j]);
        let (k11, k12, k22) = (k(0, 0), k(0, 1), k(1, 1));
        let determinant = k11 * k22 - k12 * k12;
        let mass = if determinant.abs() > 1e-12 * (k11 + k22) * (k11 + k22) && determinant != 0.0 {
            let inverse = 1.0 / determinant;
            Mat3::from_cols(
                Vec3::new(k22 * inverse, -k12 * inverse, 0.0),
                Vec3::new(-k12 * inverse, k11 * inverse, 0.0),
                Vec3::ZERO,
            )
        } else {
            // locked about one of them: each row alone
            let alone = |k: f32| if k > 0.0 { 1.0 / k } else { 0.0 };
            Mat3::from_diagonal(Vec3::new(alone(k11), alone(k22), 0.0))
        };
        TurnBlock { axes: [axes[0], axes[1], Vec3::ZERO], rows: 2, mass, error }
    }

    /// B's turning less A's along each row.
    fn speed(&self, v: &PairVelocity) -> Vec3 {
        let relative = v.angular_b - v.angular_a;
        Vec3::new(self.axes[0].dot(relative), self.axes[1].dot(relative), self.axes[2].dot(relative))
    }

    /// The angular impulse (world) of `impulse` in the rows' terms.
    pub fn world(&self, impulse: Vec3) -> Vec3 {
        self.axes[0] * impulse.x + self.axes[1] * impulse.y + self.axes[2] * impulse.z
    }

    /// Gives B the angular impulse of `impulse` (rows' terms) and A its opposite.
    pub fn push(&self, v: &mut PairVelocity, impulse: Vec3, inertias: &Inertias) {
        let world = self.world(impulse);
        v.angular_a -= inertias.a * world;
        v.angular_b += inertias.b * world;
    }

    /// One solve of the block with `soft`, its impulse so far `total` (rows' terms).
    pub fn solve(&self, v: &mut PairVelocity, total: &mut Vec3, soft: &Softness, inertias: &Inertias) {
        let target = self.speed(v) + self.error * soft.bias_rate;
        let mut change = -(self.mass * target) * soft.mass_scale - *total * soft.impulse_scale;
        if self.rows == 2 {
            change.z = 0.0;
        }
        *total += change;
        self.push(v, change, inertias);
    }
}
